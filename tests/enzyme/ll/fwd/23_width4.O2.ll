; ModuleID = 'fwd/23_width4.c'
source_filename = "fwd/23_width4.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.x = private unnamed_addr constant [4 x double] [double 6.000000e-01, double -1.100000e+00, double 4.000000e-01, double 9.000000e-01], align 16
@enzyme_width = external local_unnamed_addr global i32, align 4
@enzyme_dup = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [16 x i8] c"dout[%d]/dx[%d]\00", align 1
@.str.1 = private unnamed_addr constant [38 x i8] c"%-26s ad=%+.10e (structural zero) %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@__const.main.dth = private unnamed_addr constant [4 x double] [double 1.000000e+00, double 0.000000e+00, double -5.000000e-01, double 2.000000e+00], align 16
@.str.4 = private unnamed_addr constant [23 x i8] c"rotate pts[%d] lane %d\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [4 x double], align 16
  %2 = alloca [4 x double], align 16
  %3 = alloca [4 x [4 x double]], align 16
  %4 = alloca [4 x [4 x double]], align 16
  %5 = alloca [40 x i8], align 16
  %6 = alloca [4 x double], align 16
  %7 = alloca [4 x double], align 16
  %8 = alloca [6 x double], align 16
  %9 = alloca [4 x [6 x double]], align 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, ptr noundef nonnull align 16 dereferenceable(32) @__const.main.x, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #12
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %3) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %3, i8 0, i64 128, i1 false)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %4) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %4, i8 0, i64 128, i1 false)
  store double 1.000000e+00, ptr %4, align 16, !tbaa !5
  %10 = getelementptr inbounds i8, ptr %4, i64 40
  store double 1.000000e+00, ptr %10, align 8, !tbaa !5
  %11 = getelementptr inbounds i8, ptr %4, i64 80
  store double 1.000000e+00, ptr %11, align 16, !tbaa !5
  %12 = getelementptr inbounds i8, ptr %4, i64 120
  store double 1.000000e+00, ptr %12, align 8, !tbaa !5
  %13 = load i32, ptr @enzyme_width, align 4, !tbaa !9
  %14 = load i32, ptr @enzyme_dup, align 4, !tbaa !9
  %15 = getelementptr inbounds i8, ptr %3, i64 32
  %16 = getelementptr inbounds i8, ptr %3, i64 64
  %17 = getelementptr inbounds i8, ptr %3, i64 96
  %18 = getelementptr inbounds i8, ptr %4, i64 32
  %19 = getelementptr inbounds i8, ptr %4, i64 64
  %20 = getelementptr inbounds i8, ptr %4, i64 96
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @map4, i32 noundef %13, i32 noundef 4, i32 noundef %14, ptr noundef nonnull %2, ptr noundef nonnull %3, ptr noundef nonnull %15, ptr noundef nonnull %16, ptr noundef nonnull %17, i32 noundef %14, ptr noundef nonnull %1, ptr noundef nonnull %4, ptr noundef nonnull %18, ptr noundef nonnull %19, ptr noundef nonnull %20) #12
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %5) #12
  %21 = getelementptr inbounds i8, ptr %6, i64 16
  %22 = getelementptr inbounds i8, ptr %6, i64 24
  %23 = getelementptr inbounds i8, ptr %7, i64 16
  %24 = getelementptr inbounds i8, ptr %7, i64 24
  %25 = getelementptr inbounds i8, ptr %1, i64 8
  %26 = getelementptr inbounds i8, ptr %1, i64 16
  %27 = getelementptr inbounds i8, ptr %1, i64 24
  br label %28

28:                                               ; preds = %0, %89
  %29 = phi i64 [ 0, %0 ], [ %90, %89 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #12
  %30 = load double, ptr %1, align 16, !tbaa !5
  %31 = getelementptr inbounds [4 x [4 x double]], ptr %4, i64 0, i64 %29, i64 0
  %32 = load double, ptr %31, align 16, !tbaa !5
  %33 = call double @llvm.fmuladd.f64(double %32, double 1.000000e-05, double %30)
  %34 = call double @llvm.fmuladd.f64(double %32, double -1.000000e-05, double %30)
  %35 = load double, ptr %25, align 8, !tbaa !5
  %36 = getelementptr inbounds [4 x [4 x double]], ptr %4, i64 0, i64 %29, i64 1
  %37 = load double, ptr %36, align 8, !tbaa !5
  %38 = call double @llvm.fmuladd.f64(double %37, double 1.000000e-05, double %35)
  %39 = call double @llvm.fmuladd.f64(double %37, double -1.000000e-05, double %35)
  %40 = load double, ptr %26, align 16, !tbaa !5
  %41 = getelementptr inbounds [4 x [4 x double]], ptr %4, i64 0, i64 %29, i64 2
  %42 = load double, ptr %41, align 16, !tbaa !5
  %43 = call double @llvm.fmuladd.f64(double %42, double 1.000000e-05, double %40)
  %44 = call double @llvm.fmuladd.f64(double %42, double -1.000000e-05, double %40)
  %45 = load double, ptr %27, align 8, !tbaa !5
  %46 = getelementptr inbounds [4 x [4 x double]], ptr %4, i64 0, i64 %29, i64 3
  %47 = load double, ptr %46, align 8, !tbaa !5
  %48 = call double @llvm.fmuladd.f64(double %47, double 1.000000e-05, double %45)
  %49 = call double @llvm.fmuladd.f64(double %47, double -1.000000e-05, double %45)
  %50 = call double @sin(double noundef %43) #12
  %51 = fmul double %48, 5.000000e-01
  %52 = call double @exp(double noundef %51) #12
  %53 = fneg double %33
  %54 = insertelement <2 x double> poison, double %38, i64 0
  %55 = insertelement <2 x double> %54, double %53, i64 1
  %56 = insertelement <2 x double> poison, double %33, i64 0
  %57 = shufflevector <2 x double> %56, <2 x double> poison, <2 x i32> zeroinitializer
  %58 = insertelement <2 x double> poison, double %50, i64 0
  %59 = insertelement <2 x double> %58, double %52, i64 1
  %60 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %55, <2 x double> %57, <2 x double> %59)
  store <2 x double> %60, ptr %6, align 16, !tbaa !5
  %61 = call double @llvm.fmuladd.f64(double %43, double %43, double 1.000000e+00)
  %62 = fdiv double %38, %61
  %63 = fadd double %62, %48
  store double %63, ptr %21, align 16, !tbaa !5
  %64 = fmul double %38, %38
  %65 = call double @llvm.fmuladd.f64(double %33, double %33, double %64)
  %66 = call double @llvm.fmuladd.f64(double %43, double %43, double %65)
  %67 = call double @llvm.fmuladd.f64(double %48, double %48, double %66)
  %68 = call double @llvm.sqrt.f64(double %67)
  store double %68, ptr %22, align 8, !tbaa !5
  %69 = call double @sin(double noundef %44) #12
  %70 = fmul double %49, 5.000000e-01
  %71 = call double @exp(double noundef %70) #12
  %72 = fneg double %34
  %73 = insertelement <2 x double> poison, double %39, i64 0
  %74 = insertelement <2 x double> %73, double %72, i64 1
  %75 = insertelement <2 x double> poison, double %34, i64 0
  %76 = shufflevector <2 x double> %75, <2 x double> poison, <2 x i32> zeroinitializer
  %77 = insertelement <2 x double> poison, double %69, i64 0
  %78 = insertelement <2 x double> %77, double %71, i64 1
  %79 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %74, <2 x double> %76, <2 x double> %78)
  store <2 x double> %79, ptr %7, align 16, !tbaa !5
  %80 = call double @llvm.fmuladd.f64(double %44, double %44, double 1.000000e+00)
  %81 = fdiv double %39, %80
  %82 = fadd double %81, %49
  store double %82, ptr %23, align 16, !tbaa !5
  %83 = fmul double %39, %39
  %84 = call double @llvm.fmuladd.f64(double %34, double %34, double %83)
  %85 = call double @llvm.fmuladd.f64(double %44, double %44, double %84)
  %86 = call double @llvm.fmuladd.f64(double %49, double %49, double %85)
  %87 = call double @llvm.sqrt.f64(double %86)
  store double %87, ptr %24, align 8, !tbaa !5
  %88 = trunc nuw nsw i64 %29 to i32
  br label %92

89:                                               ; preds = %122
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #12
  %90 = add nuw nsw i64 %29, 1
  %91 = icmp eq i64 %90, 4
  br i1 %91, label %129, label %28, !llvm.loop !11

92:                                               ; preds = %28, %122
  %93 = phi i64 [ 0, %28 ], [ %127, %122 ]
  %94 = trunc nuw nsw i64 %93 to i32
  %95 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 40, ptr noundef nonnull @.str, i32 noundef %94, i32 noundef %88) #12
  %96 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %93
  %97 = load double, ptr %96, align 8, !tbaa !5
  %98 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 %93
  %99 = load double, ptr %98, align 8, !tbaa !5
  %100 = fsub double %97, %99
  %101 = fdiv double %100, 2.000000e-05
  %102 = fcmp oeq double %101, 0.000000e+00
  %103 = getelementptr inbounds [4 x [4 x double]], ptr %3, i64 0, i64 %29, i64 %93
  %104 = load double, ptr %103, align 8, !tbaa !5
  br i1 %102, label %105, label %111

105:                                              ; preds = %92
  %106 = fcmp oeq double %104, 0.000000e+00
  %107 = select i1 %106, ptr @.str.2, ptr @.str.3
  %108 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %5, double noundef %104, ptr noundef nonnull %107)
  %109 = load double, ptr %103, align 8, !tbaa !5
  %110 = fcmp une double %109, 0.000000e+00
  br label %122

111:                                              ; preds = %92
  %112 = fsub double %104, %101
  %113 = call double @llvm.fabs.f64(double %112)
  %114 = call double @llvm.fabs.f64(double %101)
  %115 = call double @llvm.maxnum.f64(double %114, double 1.000000e+00)
  %116 = fmul double %115, 0x3EB0C6F7A0B5ED8D
  %117 = fcmp ugt double %113, %116
  %118 = fcmp ule double %114, 1.000000e-09
  %119 = or i1 %118, %117
  %120 = select i1 %119, ptr @.str.3, ptr @.str.2
  %121 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %5, double noundef %104, double noundef %101, ptr noundef nonnull %120)
  br label %122

122:                                              ; preds = %111, %105
  %123 = phi i1 [ %119, %111 ], [ %110, %105 ]
  %124 = zext i1 %123 to i32
  %125 = load i32, ptr @fails, align 4, !tbaa !9
  %126 = add nsw i32 %125, %124
  store i32 %126, ptr @fails, align 4, !tbaa !9
  %127 = add nuw nsw i64 %93, 1
  %128 = icmp eq i64 %127, 4
  br i1 %128, label %89, label %92, !llvm.loop !13

129:                                              ; preds = %89
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %8) #12
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %9) #12
  %130 = getelementptr inbounds i8, ptr %9, i64 48
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %9, i8 0, i64 48, i1 false)
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %130, align 16, !tbaa !5
  %131 = getelementptr inbounds i8, ptr %9, i64 64
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %131, align 16, !tbaa !5
  %132 = getelementptr inbounds i8, ptr %9, i64 80
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %132, align 16, !tbaa !5
  %133 = getelementptr inbounds i8, ptr %9, i64 96
  %134 = getelementptr inbounds i8, ptr %9, i64 144
  %135 = getelementptr inbounds i8, ptr %9, i64 152
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %133, i8 0, i64 56, i1 false)
  store <2 x double> <double 5.000000e-01, double 1.000000e+00>, ptr %135, align 8, !tbaa !5
  %136 = getelementptr inbounds i8, ptr %9, i64 168
  store <2 x double> <double 1.500000e+00, double 2.000000e+00>, ptr %136, align 8, !tbaa !5
  %137 = getelementptr inbounds i8, ptr %9, i64 184
  store double 2.500000e+00, ptr %137, align 8, !tbaa !5
  store <2 x double> <double 1.000000e+00, double 5.000000e-01>, ptr %8, align 16, !tbaa !5
  %138 = getelementptr inbounds i8, ptr %8, i64 16
  store <2 x double> <double 0xBFE6666666666666, double 1.200000e+00>, ptr %138, align 16, !tbaa !5
  %139 = getelementptr inbounds i8, ptr %8, i64 32
  store <2 x double> <double 3.000000e-01, double -8.000000e-01>, ptr %139, align 16, !tbaa !5
  %140 = load i32, ptr @enzyme_width, align 4, !tbaa !9
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @rotate, i32 noundef %140, i32 noundef 4, ptr noundef nonnull %8, ptr noundef nonnull %9, ptr noundef nonnull %130, ptr noundef nonnull %133, ptr noundef nonnull %134, double noundef 3.500000e-01, double noundef 1.000000e+00, double noundef 0.000000e+00, double noundef -5.000000e-01, double noundef 2.000000e+00, i32 noundef 3) #12
  br label %148

141:                                              ; preds = %160
  %142 = icmp eq i32 %251, 0
  %143 = select i1 %142, ptr @.str.2, ptr @.str.3
  %144 = call i32 @puts(ptr nonnull dereferenceable(1) %143)
  %145 = load i32, ptr @fails, align 4, !tbaa !9
  %146 = icmp ne i32 %145, 0
  %147 = zext i1 %146 to i32
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %9) #12
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %8) #12
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %5) #12
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %4) #12
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %3) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #12
  ret i32 %147

148:                                              ; preds = %129, %160
  %149 = phi i64 [ 0, %129 ], [ %252, %160 ]
  %150 = icmp eq i64 %149, 1
  br i1 %150, label %160, label %151

151:                                              ; preds = %148
  %152 = icmp eq i64 %149, 3
  %153 = insertelement <4 x i1> poison, i1 %152, i64 0
  %154 = shufflevector <4 x i1> %153, <4 x i1> poison, <4 x i32> zeroinitializer
  %155 = select <4 x i1> %154, <4 x double> <double 2.000000e+00, double 1.000000e+00, double 5.000000e-01, double 1.500000e+00>, <4 x double> zeroinitializer
  %156 = shufflevector <4 x double> %155, <4 x double> poison, <8 x i32> <i32 0, i32 0, i32 1, i32 1, i32 2, i32 2, i32 3, i32 3>
  %157 = call <8 x double> @llvm.fmuladd.v8f64(<8 x double> %156, <8 x double> <double -1.000000e-05, double 1.000000e-05, double -1.000000e-05, double 1.000000e-05, double 1.000000e-05, double -1.000000e-05, double 1.000000e-05, double -1.000000e-05>, <8 x double> <double 3.000000e-01, double 3.000000e-01, double 0xBFE6666666666666, double 0xBFE6666666666666, double 5.000000e-01, double 5.000000e-01, double 1.200000e+00, double 1.200000e+00>)
  %158 = select i1 %152, double 2.500000e+00, double 0.000000e+00
  %159 = call double @llvm.fmuladd.f64(double %158, double 1.000000e-05, double -8.000000e-01)
  br label %160

160:                                              ; preds = %148, %151
  %161 = phi double [ %159, %151 ], [ 0xBFE99984A0E410B7, %148 ]
  %162 = phi double [ %158, %151 ], [ 1.000000e+00, %148 ]
  %163 = phi <8 x double> [ %157, %151 ], [ <double 2.999900e-01, double 3.000100e-01, double 0xBFE6667B5F1BEF49, double -6.999900e-01, double 5.000100e-01, double 4.999900e-01, double 1.200010e+00, double 1.199990e+00>, %148 ]
  %164 = phi <2 x double> [ <double 1.000000e+00, double 1.000000e+00>, %151 ], [ <double 1.000010e+00, double 9.999900e-01>, %148 ]
  %165 = call double @llvm.fmuladd.f64(double %162, double -1.000000e-05, double -8.000000e-01)
  %166 = getelementptr inbounds [4 x double], ptr @__const.main.dth, i64 0, i64 %149
  %167 = load double, ptr %166, align 8, !tbaa !5
  %168 = call double @llvm.fmuladd.f64(double %167, double 1.000000e-05, double 3.500000e-01)
  %169 = call double @cos(double noundef %168) #12
  %170 = call double @sin(double noundef %168) #12
  %171 = call double @llvm.fmuladd.f64(double %167, double -1.000000e-05, double 3.500000e-01)
  %172 = call double @cos(double noundef %171) #12
  %173 = call double @sin(double noundef %171) #12
  %174 = insertelement <2 x double> poison, double %170, i64 0
  %175 = insertelement <2 x double> %174, double %173, i64 1
  %176 = fneg <2 x double> %175
  %177 = shufflevector <8 x double> %163, <8 x double> poison, <2 x i32> <i32 4, i32 5>
  %178 = fmul <2 x double> %177, %176
  %179 = insertelement <2 x double> poison, double %169, i64 0
  %180 = insertelement <2 x double> %179, double %172, i64 1
  %181 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %180, <2 x double> %164, <2 x double> %178)
  %182 = shufflevector <8 x double> %163, <8 x double> poison, <2 x i32> <i32 6, i32 7>
  %183 = fmul <2 x double> %182, %176
  %184 = shufflevector <8 x double> %163, <8 x double> poison, <2 x i32> <i32 3, i32 2>
  %185 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %180, <2 x double> %184, <2 x double> %183)
  %186 = insertelement <2 x double> poison, double %161, i64 0
  %187 = insertelement <2 x double> %186, double %165, i64 1
  %188 = fmul <2 x double> %187, %176
  %189 = shufflevector <8 x double> %163, <8 x double> poison, <2 x i32> <i32 1, i32 0>
  %190 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %180, <2 x double> %189, <2 x double> %188)
  %191 = trunc nuw nsw i64 %149 to i32
  %192 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 40, ptr noundef nonnull @.str.4, i32 noundef 0, i32 noundef %191) #12
  %193 = getelementptr inbounds [4 x [6 x double]], ptr %9, i64 0, i64 %149, i64 0
  %194 = load double, ptr %193, align 16, !tbaa !5
  %195 = shufflevector <2 x double> %181, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %196 = fsub <2 x double> %181, %195
  %197 = extractelement <2 x double> %196, i64 0
  %198 = fdiv double %197, 2.000000e-05
  %199 = fsub double %194, %198
  %200 = call double @llvm.fabs.f64(double %199)
  %201 = call double @llvm.fabs.f64(double %198)
  %202 = call double @llvm.maxnum.f64(double %201, double 1.000000e+00)
  %203 = fmul double %202, 0x3EB0C6F7A0B5ED8D
  %204 = fcmp ugt double %200, %203
  %205 = fcmp ule double %201, 1.000000e-09
  %206 = or i1 %205, %204
  %207 = select i1 %206, ptr @.str.3, ptr @.str.2
  %208 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %5, double noundef %194, double noundef %198, ptr noundef nonnull %207)
  %209 = zext i1 %206 to i32
  %210 = load i32, ptr @fails, align 4, !tbaa !9
  %211 = add nsw i32 %210, %209
  store i32 %211, ptr @fails, align 4, !tbaa !9
  %212 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 40, ptr noundef nonnull @.str.4, i32 noundef 2, i32 noundef %191) #12
  %213 = getelementptr inbounds [4 x [6 x double]], ptr %9, i64 0, i64 %149, i64 2
  %214 = load double, ptr %213, align 16, !tbaa !5
  %215 = getelementptr inbounds [4 x [6 x double]], ptr %9, i64 0, i64 %149, i64 4
  %216 = shufflevector <2 x double> %190, <2 x double> %185, <2 x i32> <i32 0, i32 2>
  %217 = shufflevector <2 x double> %190, <2 x double> %185, <2 x i32> <i32 1, i32 3>
  %218 = fsub <2 x double> %216, %217
  %219 = fdiv <2 x double> %218, <double 2.000000e-05, double 2.000000e-05>
  %220 = extractelement <2 x double> %219, i64 1
  %221 = fsub double %214, %220
  %222 = call double @llvm.fabs.f64(double %221)
  %223 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %219)
  %224 = extractelement <2 x double> %223, i64 1
  %225 = call double @llvm.maxnum.f64(double %224, double 1.000000e+00)
  %226 = fmul double %225, 0x3EB0C6F7A0B5ED8D
  %227 = fcmp ugt double %222, %226
  %228 = fcmp ule <2 x double> %223, <double 1.000000e-09, double 1.000000e-09>
  %229 = extractelement <2 x i1> %228, i64 1
  %230 = or i1 %229, %227
  %231 = select i1 %230, ptr @.str.3, ptr @.str.2
  %232 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %5, double noundef %214, double noundef %220, ptr noundef nonnull %231)
  %233 = zext i1 %230 to i32
  %234 = load i32, ptr @fails, align 4, !tbaa !9
  %235 = add nsw i32 %234, %233
  store i32 %235, ptr @fails, align 4, !tbaa !9
  %236 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 40, ptr noundef nonnull @.str.4, i32 noundef 4, i32 noundef %191) #12
  %237 = load double, ptr %215, align 16, !tbaa !5
  %238 = extractelement <2 x double> %219, i64 0
  %239 = fsub double %237, %238
  %240 = call double @llvm.fabs.f64(double %239)
  %241 = extractelement <2 x double> %223, i64 0
  %242 = call double @llvm.maxnum.f64(double %241, double 1.000000e+00)
  %243 = fmul double %242, 0x3EB0C6F7A0B5ED8D
  %244 = fcmp ugt double %240, %243
  %245 = extractelement <2 x i1> %228, i64 0
  %246 = or i1 %245, %244
  %247 = select i1 %246, ptr @.str.3, ptr @.str.2
  %248 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %5, double noundef %237, double noundef %238, ptr noundef nonnull %247)
  %249 = zext i1 %246 to i32
  %250 = load i32, ptr @fails, align 4, !tbaa !9
  %251 = add nsw i32 %250, %249
  store i32 %251, ptr @fails, align 4, !tbaa !9
  %252 = add nuw nsw i64 %149, 1
  %253 = icmp eq i64 %252, 4
  br i1 %253, label %141, label %148, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare void @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write, argmem: readwrite) uwtable
define internal void @map4(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) #5 {
  %3 = load double, ptr %1, align 8, !tbaa !5
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  %5 = load double, ptr %4, align 8, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %1, i64 16
  %7 = load double, ptr %6, align 8, !tbaa !5
  %8 = tail call double @sin(double noundef %7) #12
  %9 = tail call double @llvm.fmuladd.f64(double %3, double %5, double %8)
  store double %9, ptr %0, align 8, !tbaa !5
  %10 = getelementptr inbounds i8, ptr %1, i64 24
  %11 = load double, ptr %10, align 8, !tbaa !5
  %12 = fmul double %11, 5.000000e-01
  %13 = tail call double @exp(double noundef %12) #12
  %14 = load double, ptr %1, align 8, !tbaa !5
  %15 = fneg double %14
  %16 = tail call double @llvm.fmuladd.f64(double %15, double %14, double %13)
  %17 = getelementptr inbounds i8, ptr %0, i64 8
  store double %16, ptr %17, align 8, !tbaa !5
  %18 = load double, ptr %4, align 8, !tbaa !5
  %19 = load double, ptr %6, align 8, !tbaa !5
  %20 = tail call double @llvm.fmuladd.f64(double %19, double %19, double 1.000000e+00)
  %21 = fdiv double %18, %20
  %22 = load double, ptr %10, align 8, !tbaa !5
  %23 = fadd double %22, %21
  %24 = getelementptr inbounds i8, ptr %0, i64 16
  store double %23, ptr %24, align 8, !tbaa !5
  %25 = load double, ptr %1, align 8, !tbaa !5
  %26 = load double, ptr %4, align 8, !tbaa !5
  %27 = fmul double %26, %26
  %28 = tail call double @llvm.fmuladd.f64(double %25, double %25, double %27)
  %29 = load double, ptr %6, align 8, !tbaa !5
  %30 = tail call double @llvm.fmuladd.f64(double %29, double %29, double %28)
  %31 = load double, ptr %10, align 8, !tbaa !5
  %32 = tail call double @llvm.fmuladd.f64(double %31, double %31, double %30)
  %33 = tail call double @llvm.sqrt.f64(double %32)
  %34 = getelementptr inbounds i8, ptr %0, i64 24
  store double %33, ptr %34, align 8, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal void @rotate(ptr nocapture noundef %0, double noundef %1, i32 noundef %2) #8 {
  %4 = tail call double @cos(double noundef %1) #12
  %5 = tail call double @sin(double noundef %1) #12
  %6 = icmp sgt i32 %2, 0
  br i1 %6, label %7, label %41

7:                                                ; preds = %3
  %8 = fneg double %5
  %9 = zext nneg i32 %2 to i64
  %10 = icmp eq i32 %2, 1
  br i1 %10, label %11, label %13

11:                                               ; preds = %39, %7
  %12 = phi i64 [ 0, %7 ], [ %14, %39 ]
  br label %42

13:                                               ; preds = %7
  %14 = and i64 %9, 2147483646
  %15 = insertelement <2 x double> poison, double %8, i64 0
  %16 = shufflevector <2 x double> %15, <2 x double> poison, <2 x i32> zeroinitializer
  %17 = insertelement <2 x double> poison, double %4, i64 0
  %18 = shufflevector <2 x double> %17, <2 x double> poison, <2 x i32> zeroinitializer
  %19 = insertelement <2 x double> poison, double %5, i64 0
  %20 = shufflevector <2 x double> %19, <2 x double> poison, <2 x i32> zeroinitializer
  %21 = getelementptr i8, ptr %0, i64 -8
  br label %22

22:                                               ; preds = %22, %13
  %23 = phi i64 [ 0, %13 ], [ %37, %22 ]
  %24 = shl nuw nsw i64 %23, 1
  %25 = getelementptr inbounds double, ptr %0, i64 %24
  %26 = load <4 x double>, ptr %25, align 8, !tbaa !5
  %27 = shufflevector <4 x double> %26, <4 x double> poison, <2 x i32> <i32 0, i32 2>
  %28 = shufflevector <4 x double> %26, <4 x double> poison, <2 x i32> <i32 1, i32 3>
  %29 = or disjoint i64 %24, 1
  %30 = fmul <2 x double> %28, %16
  %31 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %18, <2 x double> %27, <2 x double> %30)
  %32 = fmul <2 x double> %18, %28
  %33 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %20, <2 x double> %27, <2 x double> %32)
  %34 = fmul <2 x double> %33, <double 1.500000e+00, double 1.500000e+00>
  %35 = getelementptr double, ptr %21, i64 %29
  %36 = shufflevector <2 x double> %31, <2 x double> %34, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  store <4 x double> %36, ptr %35, align 8, !tbaa !5
  %37 = add nuw i64 %23, 2
  %38 = icmp eq i64 %37, %14
  br i1 %38, label %39, label %22, !llvm.loop !15

39:                                               ; preds = %22
  %40 = icmp eq i64 %14, %9
  br i1 %40, label %41, label %11

41:                                               ; preds = %42, %39, %3
  ret void

42:                                               ; preds = %11, %42
  %43 = phi i64 [ %55, %42 ], [ %12, %11 ]
  %44 = shl nuw nsw i64 %43, 1
  %45 = getelementptr inbounds double, ptr %0, i64 %44
  %46 = load double, ptr %45, align 8, !tbaa !5
  %47 = or disjoint i64 %44, 1
  %48 = getelementptr inbounds double, ptr %0, i64 %47
  %49 = load double, ptr %48, align 8, !tbaa !5
  %50 = fmul double %49, %8
  %51 = tail call double @llvm.fmuladd.f64(double %4, double %46, double %50)
  store double %51, ptr %45, align 8, !tbaa !5
  %52 = fmul double %4, %49
  %53 = tail call double @llvm.fmuladd.f64(double %5, double %46, double %52)
  %54 = fmul double %53, 1.500000e+00
  store double %54, ptr %48, align 8, !tbaa !5
  %55 = add nuw nsw i64 %43, 1
  %56 = icmp eq i64 %55, %9
  br i1 %56, label %41, label %42, !llvm.loop !18
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #9

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x double> @llvm.fmuladd.v8f64(<8 x double>, <8 x double>, <8 x double>) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fabs.v2f64(<2 x double>) #11

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12, !16, !17}
!16 = !{!"llvm.loop.isvectorized", i32 1}
!17 = !{!"llvm.loop.unroll.runtime.disable"}
!18 = distinct !{!18, !12, !17, !16}
