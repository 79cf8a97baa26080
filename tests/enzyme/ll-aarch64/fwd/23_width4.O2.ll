; ModuleID = 'fwd/23_width4.c'
source_filename = "fwd/23_width4.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.x = private unnamed_addr constant [4 x double] [double 6.000000e-01, double -1.100000e+00, double 4.000000e-01, double 9.000000e-01], align 8
@enzyme_width = external local_unnamed_addr global i32, align 4
@enzyme_dup = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [16 x i8] c"dout[%d]/dx[%d]\00", align 1
@.str.1 = private unnamed_addr constant [38 x i8] c"%-26s ad=%+.10e (structural zero) %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@__const.main.dth = private unnamed_addr constant [4 x double] [double 1.000000e+00, double 0.000000e+00, double -5.000000e-01, double 2.000000e+00], align 8
@.str.4 = private unnamed_addr constant [23 x i8] c"rotate pts[%d] lane %d\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [4 x double], align 8
  %2 = alloca [4 x double], align 8
  %3 = alloca [4 x [4 x double]], align 8
  %4 = alloca [4 x [4 x double]], align 8
  %5 = alloca [40 x i8], align 1
  %6 = alloca [4 x double], align 8
  %7 = alloca [4 x double], align 8
  %8 = alloca [6 x double], align 16
  %9 = alloca [4 x [6 x double]], align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %1, ptr noundef nonnull align 8 dereferenceable(32) @__const.main.x, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #12
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %3) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(128) %3, i8 0, i64 128, i1 false)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %4) #12
  %10 = getelementptr inbounds i8, ptr %4, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(128) %10, i8 0, i64 112, i1 false)
  store double 1.000000e+00, ptr %4, align 8, !tbaa !6
  %11 = getelementptr inbounds i8, ptr %4, i64 40
  store double 1.000000e+00, ptr %11, align 8, !tbaa !6
  %12 = getelementptr inbounds i8, ptr %4, i64 80
  store double 1.000000e+00, ptr %12, align 8, !tbaa !6
  %13 = getelementptr inbounds i8, ptr %4, i64 120
  store double 1.000000e+00, ptr %13, align 8, !tbaa !6
  %14 = load i32, ptr @enzyme_width, align 4, !tbaa !10
  %15 = load i32, ptr @enzyme_dup, align 4, !tbaa !10
  %16 = getelementptr inbounds i8, ptr %3, i64 32
  %17 = getelementptr inbounds i8, ptr %3, i64 64
  %18 = getelementptr inbounds i8, ptr %3, i64 96
  %19 = getelementptr inbounds i8, ptr %4, i64 32
  %20 = getelementptr inbounds i8, ptr %4, i64 64
  %21 = getelementptr inbounds i8, ptr %4, i64 96
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @map4, i32 noundef %14, i32 noundef 4, i32 noundef %15, ptr noundef nonnull %2, ptr noundef nonnull %3, ptr noundef nonnull %16, ptr noundef nonnull %17, ptr noundef nonnull %18, i32 noundef %15, ptr noundef nonnull %1, ptr noundef nonnull %4, ptr noundef nonnull %19, ptr noundef nonnull %20, ptr noundef nonnull %21) #12
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %5) #12
  %22 = getelementptr inbounds i8, ptr %6, i64 8
  %23 = getelementptr inbounds i8, ptr %6, i64 16
  %24 = getelementptr inbounds i8, ptr %6, i64 24
  %25 = getelementptr inbounds i8, ptr %7, i64 8
  %26 = getelementptr inbounds i8, ptr %7, i64 16
  %27 = getelementptr inbounds i8, ptr %7, i64 24
  %28 = getelementptr inbounds i8, ptr %1, i64 8
  %29 = getelementptr inbounds i8, ptr %1, i64 16
  %30 = getelementptr inbounds i8, ptr %1, i64 24
  br label %43

31:                                               ; preds = %94
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %8) #12
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %9) #12
  %32 = getelementptr inbounds i8, ptr %9, i64 48
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %9, i8 0, i64 48, i1 false)
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %32, align 8, !tbaa !6
  %33 = getelementptr inbounds i8, ptr %9, i64 64
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %33, align 8, !tbaa !6
  %34 = getelementptr inbounds i8, ptr %9, i64 80
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %34, align 8, !tbaa !6
  %35 = getelementptr inbounds i8, ptr %9, i64 96
  %36 = getelementptr inbounds i8, ptr %9, i64 144
  %37 = getelementptr inbounds i8, ptr %9, i64 152
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %35, i8 0, i64 56, i1 false)
  store <2 x double> <double 5.000000e-01, double 1.000000e+00>, ptr %37, align 8, !tbaa !6
  %38 = getelementptr inbounds i8, ptr %9, i64 168
  store <2 x double> <double 1.500000e+00, double 2.000000e+00>, ptr %38, align 8, !tbaa !6
  %39 = getelementptr inbounds i8, ptr %9, i64 184
  store double 2.500000e+00, ptr %39, align 8, !tbaa !6
  store <2 x double> <double 1.000000e+00, double 5.000000e-01>, ptr %8, align 16, !tbaa !6
  %40 = getelementptr inbounds i8, ptr %8, i64 16
  store <2 x double> <double 0xBFE6666666666666, double 1.200000e+00>, ptr %40, align 16, !tbaa !6
  %41 = getelementptr inbounds i8, ptr %8, i64 32
  store <2 x double> <double 3.000000e-01, double -8.000000e-01>, ptr %41, align 16, !tbaa !6
  %42 = load i32, ptr @enzyme_width, align 4, !tbaa !10
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @rotate, i32 noundef %42, i32 noundef 4, ptr noundef nonnull %8, ptr noundef nonnull %9, ptr noundef nonnull %32, ptr noundef nonnull %35, ptr noundef nonnull %36, double noundef 3.500000e-01, double noundef 1.000000e+00, double noundef 0.000000e+00, double noundef -5.000000e-01, double noundef 2.000000e+00, i32 noundef 3) #12
  br label %141

43:                                               ; preds = %0, %94
  %44 = phi i64 [ 0, %0 ], [ %95, %94 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #12
  %45 = load double, ptr %1, align 8, !tbaa !6
  %46 = getelementptr inbounds [4 x [4 x double]], ptr %4, i64 0, i64 %44, i64 0
  %47 = load double, ptr %46, align 8, !tbaa !6
  %48 = call double @llvm.fmuladd.f64(double %47, double 1.000000e-05, double %45)
  %49 = call double @llvm.fmuladd.f64(double %47, double -1.000000e-05, double %45)
  %50 = load double, ptr %28, align 8, !tbaa !6
  %51 = getelementptr inbounds [4 x [4 x double]], ptr %4, i64 0, i64 %44, i64 1
  %52 = load double, ptr %51, align 8, !tbaa !6
  %53 = call double @llvm.fmuladd.f64(double %52, double 1.000000e-05, double %50)
  %54 = call double @llvm.fmuladd.f64(double %52, double -1.000000e-05, double %50)
  %55 = load double, ptr %29, align 8, !tbaa !6
  %56 = getelementptr inbounds [4 x [4 x double]], ptr %4, i64 0, i64 %44, i64 2
  %57 = load double, ptr %56, align 8, !tbaa !6
  %58 = call double @llvm.fmuladd.f64(double %57, double 1.000000e-05, double %55)
  %59 = call double @llvm.fmuladd.f64(double %57, double -1.000000e-05, double %55)
  %60 = load double, ptr %30, align 8, !tbaa !6
  %61 = getelementptr inbounds [4 x [4 x double]], ptr %4, i64 0, i64 %44, i64 3
  %62 = load double, ptr %61, align 8, !tbaa !6
  %63 = call double @llvm.fmuladd.f64(double %62, double 1.000000e-05, double %60)
  %64 = call double @llvm.fmuladd.f64(double %62, double -1.000000e-05, double %60)
  %65 = call double @sin(double noundef %58) #12
  %66 = call double @llvm.fmuladd.f64(double %48, double %53, double %65)
  store double %66, ptr %6, align 8, !tbaa !6
  %67 = fmul double %63, 5.000000e-01
  %68 = call double @exp(double noundef %67) #12
  %69 = fneg double %48
  %70 = call double @llvm.fmuladd.f64(double %69, double %48, double %68)
  store double %70, ptr %22, align 8, !tbaa !6
  %71 = call double @llvm.fmuladd.f64(double %58, double %58, double 1.000000e+00)
  %72 = fdiv double %53, %71
  %73 = fadd double %72, %63
  store double %73, ptr %23, align 8, !tbaa !6
  %74 = fmul double %53, %53
  %75 = call double @llvm.fmuladd.f64(double %48, double %48, double %74)
  %76 = call double @llvm.fmuladd.f64(double %58, double %58, double %75)
  %77 = call double @llvm.fmuladd.f64(double %63, double %63, double %76)
  %78 = call double @llvm.sqrt.f64(double %77)
  store double %78, ptr %24, align 8, !tbaa !6
  %79 = call double @sin(double noundef %59) #12
  %80 = call double @llvm.fmuladd.f64(double %49, double %54, double %79)
  store double %80, ptr %7, align 8, !tbaa !6
  %81 = fmul double %64, 5.000000e-01
  %82 = call double @exp(double noundef %81) #12
  %83 = fneg double %49
  %84 = call double @llvm.fmuladd.f64(double %83, double %49, double %82)
  store double %84, ptr %25, align 8, !tbaa !6
  %85 = call double @llvm.fmuladd.f64(double %59, double %59, double 1.000000e+00)
  %86 = fdiv double %54, %85
  %87 = fadd double %86, %64
  store double %87, ptr %26, align 8, !tbaa !6
  %88 = fmul double %54, %54
  %89 = call double @llvm.fmuladd.f64(double %49, double %49, double %88)
  %90 = call double @llvm.fmuladd.f64(double %59, double %59, double %89)
  %91 = call double @llvm.fmuladd.f64(double %64, double %64, double %90)
  %92 = call double @llvm.sqrt.f64(double %91)
  store double %92, ptr %27, align 8, !tbaa !6
  %93 = trunc nuw nsw i64 %44 to i32
  br label %97

94:                                               ; preds = %127
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #12
  %95 = add nuw nsw i64 %44, 1
  %96 = icmp eq i64 %95, 4
  br i1 %96, label %31, label %43, !llvm.loop !12

97:                                               ; preds = %43, %127
  %98 = phi i64 [ 0, %43 ], [ %132, %127 ]
  %99 = trunc nuw nsw i64 %98 to i32
  %100 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 40, ptr noundef nonnull @.str, i32 noundef %99, i32 noundef %93) #12
  %101 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %98
  %102 = load double, ptr %101, align 8, !tbaa !6
  %103 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 %98
  %104 = load double, ptr %103, align 8, !tbaa !6
  %105 = fsub double %102, %104
  %106 = fdiv double %105, 2.000000e-05
  %107 = fcmp oeq double %106, 0.000000e+00
  %108 = getelementptr inbounds [4 x [4 x double]], ptr %3, i64 0, i64 %44, i64 %98
  %109 = load double, ptr %108, align 8, !tbaa !6
  br i1 %107, label %110, label %116

110:                                              ; preds = %97
  %111 = fcmp oeq double %109, 0.000000e+00
  %112 = select i1 %111, ptr @.str.2, ptr @.str.3
  %113 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %5, double noundef %109, ptr noundef nonnull %112)
  %114 = load double, ptr %108, align 8, !tbaa !6
  %115 = fcmp une double %114, 0.000000e+00
  br label %127

116:                                              ; preds = %97
  %117 = fsub double %109, %106
  %118 = call double @llvm.fabs.f64(double %117)
  %119 = call double @llvm.fabs.f64(double %106)
  %120 = call double @llvm.maxnum.f64(double %119, double 1.000000e+00)
  %121 = fmul double %120, 0x3EB0C6F7A0B5ED8D
  %122 = fcmp ugt double %118, %121
  %123 = fcmp ule double %119, 1.000000e-09
  %124 = or i1 %123, %122
  %125 = select i1 %124, ptr @.str.3, ptr @.str.2
  %126 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %5, double noundef %109, double noundef %106, ptr noundef nonnull %125)
  br label %127

127:                                              ; preds = %116, %110
  %128 = phi i1 [ %124, %116 ], [ %115, %110 ]
  %129 = zext i1 %128 to i32
  %130 = load i32, ptr @fails, align 4, !tbaa !10
  %131 = add nsw i32 %130, %129
  store i32 %131, ptr @fails, align 4, !tbaa !10
  %132 = add nuw nsw i64 %98, 1
  %133 = icmp eq i64 %132, 4
  br i1 %133, label %94, label %97, !llvm.loop !14

134:                                              ; preds = %141
  %135 = icmp eq i32 %244, 0
  %136 = select i1 %135, ptr @.str.2, ptr @.str.3
  %137 = call i32 @puts(ptr nonnull dereferenceable(1) %136)
  %138 = load i32, ptr @fails, align 4, !tbaa !10
  %139 = icmp ne i32 %138, 0
  %140 = zext i1 %139 to i32
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %9) #12
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %8) #12
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %5) #12
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %4) #12
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %3) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #12
  ret i32 %140

141:                                              ; preds = %31, %141
  %142 = phi i64 [ 0, %31 ], [ %245, %141 ]
  %143 = icmp eq i64 %142, 1
  %144 = icmp eq i64 %142, 3
  %145 = select i1 %143, double 1.000000e+00, double 0.000000e+00
  %146 = call double @llvm.fmuladd.f64(double %145, double 1.000000e-05, double 1.000000e+00)
  %147 = call double @llvm.fmuladd.f64(double %145, double -1.000000e-05, double 1.000000e+00)
  %148 = select i1 %144, double 5.000000e-01, double 0.000000e+00
  %149 = select i1 %143, double 1.000000e+00, double %148
  %150 = call double @llvm.fmuladd.f64(double %149, double 1.000000e-05, double 5.000000e-01)
  %151 = call double @llvm.fmuladd.f64(double %149, double -1.000000e-05, double 5.000000e-01)
  %152 = or i1 %143, %144
  %153 = select i1 %152, double 1.000000e+00, double 0.000000e+00
  %154 = call double @llvm.fmuladd.f64(double %153, double 1.000000e-05, double 0xBFE6666666666666)
  %155 = call double @llvm.fmuladd.f64(double %153, double -1.000000e-05, double 0xBFE6666666666666)
  %156 = select i1 %144, double 1.500000e+00, double 0.000000e+00
  %157 = select i1 %143, double 1.000000e+00, double %156
  %158 = call double @llvm.fmuladd.f64(double %157, double 1.000000e-05, double 1.200000e+00)
  %159 = call double @llvm.fmuladd.f64(double %157, double -1.000000e-05, double 1.200000e+00)
  %160 = select i1 %144, double 2.000000e+00, double 0.000000e+00
  %161 = select i1 %143, double 1.000000e+00, double %160
  %162 = call double @llvm.fmuladd.f64(double %161, double 1.000000e-05, double 3.000000e-01)
  %163 = call double @llvm.fmuladd.f64(double %161, double -1.000000e-05, double 3.000000e-01)
  %164 = select i1 %144, double 2.500000e+00, double 0.000000e+00
  %165 = select i1 %143, double 1.000000e+00, double %164
  %166 = call double @llvm.fmuladd.f64(double %165, double 1.000000e-05, double -8.000000e-01)
  %167 = call double @llvm.fmuladd.f64(double %165, double -1.000000e-05, double -8.000000e-01)
  %168 = getelementptr inbounds [4 x double], ptr @__const.main.dth, i64 0, i64 %142
  %169 = load double, ptr %168, align 8, !tbaa !6
  %170 = call double @llvm.fmuladd.f64(double %169, double 1.000000e-05, double 3.500000e-01)
  %171 = call double @cos(double noundef %170) #12
  %172 = call double @sin(double noundef %170) #12
  %173 = fneg double %172
  %174 = fmul double %150, %173
  %175 = call double @llvm.fmuladd.f64(double %171, double %146, double %174)
  %176 = fmul double %158, %173
  %177 = call double @llvm.fmuladd.f64(double %171, double %154, double %176)
  %178 = fmul double %166, %173
  %179 = call double @llvm.fmuladd.f64(double %171, double %162, double %178)
  %180 = call double @llvm.fmuladd.f64(double %169, double -1.000000e-05, double 3.500000e-01)
  %181 = call double @cos(double noundef %180) #12
  %182 = call double @sin(double noundef %180) #12
  %183 = fneg double %182
  %184 = fmul double %151, %183
  %185 = call double @llvm.fmuladd.f64(double %181, double %147, double %184)
  %186 = fmul double %159, %183
  %187 = call double @llvm.fmuladd.f64(double %181, double %155, double %186)
  %188 = fmul double %167, %183
  %189 = call double @llvm.fmuladd.f64(double %181, double %163, double %188)
  %190 = trunc nuw nsw i64 %142 to i32
  %191 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 40, ptr noundef nonnull @.str.4, i32 noundef 0, i32 noundef %190) #12
  %192 = getelementptr inbounds [4 x [6 x double]], ptr %9, i64 0, i64 %142, i64 0
  %193 = load double, ptr %192, align 8, !tbaa !6
  %194 = fsub double %175, %185
  %195 = fdiv double %194, 2.000000e-05
  %196 = fsub double %193, %195
  %197 = call double @llvm.fabs.f64(double %196)
  %198 = call double @llvm.fabs.f64(double %195)
  %199 = call double @llvm.maxnum.f64(double %198, double 1.000000e+00)
  %200 = fmul double %199, 0x3EB0C6F7A0B5ED8D
  %201 = fcmp ugt double %197, %200
  %202 = fcmp ule double %198, 1.000000e-09
  %203 = or i1 %202, %201
  %204 = select i1 %203, ptr @.str.3, ptr @.str.2
  %205 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %5, double noundef %193, double noundef %195, ptr noundef nonnull %204)
  %206 = zext i1 %203 to i32
  %207 = load i32, ptr @fails, align 4, !tbaa !10
  %208 = add nsw i32 %207, %206
  store i32 %208, ptr @fails, align 4, !tbaa !10
  %209 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 40, ptr noundef nonnull @.str.4, i32 noundef 2, i32 noundef %190) #12
  %210 = getelementptr inbounds [4 x [6 x double]], ptr %9, i64 0, i64 %142, i64 2
  %211 = load double, ptr %210, align 8, !tbaa !6
  %212 = fsub double %177, %187
  %213 = fdiv double %212, 2.000000e-05
  %214 = fsub double %211, %213
  %215 = call double @llvm.fabs.f64(double %214)
  %216 = call double @llvm.fabs.f64(double %213)
  %217 = call double @llvm.maxnum.f64(double %216, double 1.000000e+00)
  %218 = fmul double %217, 0x3EB0C6F7A0B5ED8D
  %219 = fcmp ugt double %215, %218
  %220 = fcmp ule double %216, 1.000000e-09
  %221 = or i1 %220, %219
  %222 = select i1 %221, ptr @.str.3, ptr @.str.2
  %223 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %5, double noundef %211, double noundef %213, ptr noundef nonnull %222)
  %224 = zext i1 %221 to i32
  %225 = load i32, ptr @fails, align 4, !tbaa !10
  %226 = add nsw i32 %225, %224
  store i32 %226, ptr @fails, align 4, !tbaa !10
  %227 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 40, ptr noundef nonnull @.str.4, i32 noundef 4, i32 noundef %190) #12
  %228 = getelementptr inbounds [4 x [6 x double]], ptr %9, i64 0, i64 %142, i64 4
  %229 = load double, ptr %228, align 8, !tbaa !6
  %230 = fsub double %179, %189
  %231 = fdiv double %230, 2.000000e-05
  %232 = fsub double %229, %231
  %233 = call double @llvm.fabs.f64(double %232)
  %234 = call double @llvm.fabs.f64(double %231)
  %235 = call double @llvm.maxnum.f64(double %234, double 1.000000e+00)
  %236 = fmul double %235, 0x3EB0C6F7A0B5ED8D
  %237 = fcmp ugt double %233, %236
  %238 = fcmp ule double %234, 1.000000e-09
  %239 = or i1 %238, %237
  %240 = select i1 %239, ptr @.str.3, ptr @.str.2
  %241 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %5, double noundef %229, double noundef %231, ptr noundef nonnull %240)
  %242 = zext i1 %239 to i32
  %243 = load i32, ptr @fails, align 4, !tbaa !10
  %244 = add nsw i32 %243, %242
  store i32 %244, ptr @fails, align 4, !tbaa !10
  %245 = add nuw nsw i64 %142, 1
  %246 = icmp eq i64 %245, 4
  br i1 %246, label %134, label %141, !llvm.loop !15
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
  %3 = load double, ptr %1, align 8, !tbaa !6
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  %5 = load double, ptr %4, align 8, !tbaa !6
  %6 = getelementptr inbounds i8, ptr %1, i64 16
  %7 = load double, ptr %6, align 8, !tbaa !6
  %8 = tail call double @sin(double noundef %7) #12
  %9 = tail call double @llvm.fmuladd.f64(double %3, double %5, double %8)
  store double %9, ptr %0, align 8, !tbaa !6
  %10 = getelementptr inbounds i8, ptr %1, i64 24
  %11 = load double, ptr %10, align 8, !tbaa !6
  %12 = fmul double %11, 5.000000e-01
  %13 = tail call double @exp(double noundef %12) #12
  %14 = load double, ptr %1, align 8, !tbaa !6
  %15 = fneg double %14
  %16 = tail call double @llvm.fmuladd.f64(double %15, double %14, double %13)
  %17 = getelementptr inbounds i8, ptr %0, i64 8
  store double %16, ptr %17, align 8, !tbaa !6
  %18 = load double, ptr %4, align 8, !tbaa !6
  %19 = load double, ptr %6, align 8, !tbaa !6
  %20 = tail call double @llvm.fmuladd.f64(double %19, double %19, double 1.000000e+00)
  %21 = fdiv double %18, %20
  %22 = load double, ptr %10, align 8, !tbaa !6
  %23 = fadd double %22, %21
  %24 = getelementptr inbounds i8, ptr %0, i64 16
  store double %23, ptr %24, align 8, !tbaa !6
  %25 = load double, ptr %1, align 8, !tbaa !6
  %26 = load double, ptr %4, align 8, !tbaa !6
  %27 = fmul double %26, %26
  %28 = tail call double @llvm.fmuladd.f64(double %25, double %25, double %27)
  %29 = load double, ptr %6, align 8, !tbaa !6
  %30 = tail call double @llvm.fmuladd.f64(double %29, double %29, double %28)
  %31 = load double, ptr %10, align 8, !tbaa !6
  %32 = tail call double @llvm.fmuladd.f64(double %31, double %31, double %30)
  %33 = tail call double @llvm.sqrt.f64(double %32)
  %34 = getelementptr inbounds i8, ptr %0, i64 24
  store double %33, ptr %34, align 8, !tbaa !6
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
  %26 = load <4 x double>, ptr %25, align 8, !tbaa !6
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
  store <4 x double> %36, ptr %35, align 8, !tbaa !6
  %37 = add nuw i64 %23, 2
  %38 = icmp eq i64 %37, %14
  br i1 %38, label %39, label %22, !llvm.loop !16

39:                                               ; preds = %22
  %40 = icmp eq i64 %14, %9
  br i1 %40, label %41, label %11

41:                                               ; preds = %42, %39, %3
  ret void

42:                                               ; preds = %11, %42
  %43 = phi i64 [ %55, %42 ], [ %12, %11 ]
  %44 = shl nuw nsw i64 %43, 1
  %45 = getelementptr inbounds double, ptr %0, i64 %44
  %46 = load double, ptr %45, align 8, !tbaa !6
  %47 = or disjoint i64 %44, 1
  %48 = getelementptr inbounds double, ptr %0, i64 %47
  %49 = load double, ptr %48, align 8, !tbaa !6
  %50 = fmul double %49, %8
  %51 = tail call double @llvm.fmuladd.f64(double %4, double %46, double %50)
  store double %51, ptr %45, align 8, !tbaa !6
  %52 = fmul double %4, %49
  %53 = tail call double @llvm.fmuladd.f64(double %5, double %46, double %52)
  %54 = fmul double %53, 1.500000e+00
  store double %54, ptr %48, align 8, !tbaa !6
  %55 = add nuw nsw i64 %43, 1
  %56 = icmp eq i64 %55, %9
  br i1 %56, label %41, label %42, !llvm.loop !19
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
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #11

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(write, argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree nounwind memory(write, argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { nofree nounwind }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13}
!16 = distinct !{!16, !13, !17, !18}
!17 = !{!"llvm.loop.isvectorized", i32 1}
!18 = !{!"llvm.loop.unroll.runtime.disable"}
!19 = distinct !{!19, !13, !18, !17}
