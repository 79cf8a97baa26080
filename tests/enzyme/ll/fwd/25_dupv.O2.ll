; ModuleID = 'fwd/25_dupv.c'
source_filename = "fwd/25_dupv.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@enzyme_width = external local_unnamed_addr global i32, align 4
@enzyme_dupv = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [15 x i8] c"energy lane %d\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"cumprod[%d] lane %d\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [6 x double], align 16
  %2 = alloca [4 x [6 x double]], align 16
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca [40 x i8], align 16
  %6 = alloca [6 x double], align 16
  %7 = alloca [4 x [6 x double]], align 16
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #10
  %8 = getelementptr inbounds i8, ptr %1, i64 8
  store <2 x double> <double 2.000000e-01, double -4.000000e-01>, ptr %1, align 16
  %9 = getelementptr inbounds i8, ptr %1, i64 16
  %10 = getelementptr inbounds i8, ptr %1, i64 24
  store <2 x double> <double 1.100000e+00, double 0x3FE6666666666666>, ptr %9, align 16
  %11 = getelementptr inbounds i8, ptr %1, i64 32
  %12 = getelementptr inbounds i8, ptr %1, i64 40
  store <2 x double> <double -1.300000e+00, double 5.000000e-01>, ptr %11, align 16
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %2) #10
  store <2 x double> <double 0x3FEAED548F090CEE, double 0x3FEFBBB7D72F98B6>, ptr %2, align 16, !tbaa !5
  %13 = getelementptr inbounds i8, ptr %2, i64 16
  store <2 x double> <double 0x3FE59D64F5C3D19B, double 0x3FA54A0F8298106E>, ptr %13, align 16, !tbaa !5
  %14 = getelementptr inbounds i8, ptr %2, i64 32
  store <2 x double> <double 0xBFE39456FFECC09D, double 0xBFEF47ED3DC74080>, ptr %14, align 16, !tbaa !5
  %15 = getelementptr inbounds i8, ptr %2, i64 48
  store <2 x double> <double 0x3FED18F6EAD1B446, double 0x3FDB5A312424A70C>, ptr %15, align 16, !tbaa !5
  %16 = getelementptr inbounds i8, ptr %2, i64 64
  store <2 x double> <double 0xBFD05AC910FF4C6C, double 0xBFEA2F537AE2C8B8>, ptr %16, align 16, !tbaa !5
  %17 = getelementptr inbounds i8, ptr %2, i64 80
  store <2 x double> <double 0xBFEFE0949A0C3E00, double 0xBFE693C94E0AB057>, ptr %17, align 16, !tbaa !5
  %18 = getelementptr inbounds i8, ptr %2, i64 96
  store <2 x double> <double 0x3FC210386DB6D55B, double 0xBFE0F46AEC2E1B41>, ptr %18, align 16, !tbaa !5
  %19 = getelementptr inbounds i8, ptr %2, i64 112
  store <2 x double> <double 0xBFEE7386314528EF, double 0xBFEDA0461CD822BC>, ptr %19, align 16, !tbaa !5
  %20 = getelementptr inbounds i8, ptr %2, i64 128
  store <2 x double> <double 0xBFDDBC0AC78EDFD8, double 0x3FCB890D40C6CB3C>, ptr %20, align 16, !tbaa !5
  %21 = getelementptr inbounds i8, ptr %2, i64 144
  store <2 x double> <double 0xBFE837B9DDDC1EAE, double 0xBFEFFF5F0F37EC52>, ptr %21, align 16, !tbaa !5
  %22 = getelementptr inbounds i8, ptr %2, i64 160
  store <2 x double> <double 0xBFE8BA7C97320570, double 0xBFC75119D733FB7B>, ptr %22, align 16, !tbaa !5
  %23 = getelementptr inbounds i8, ptr %2, i64 176
  store <2 x double> <double 0x3FDF9F8D9AEA10FB, double 0x3FEE041886FCAE30>, ptr %23, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  %24 = load i32, ptr @enzyme_width, align 4, !tbaa !9
  %25 = load i32, ptr @enzyme_dupv, align 4, !tbaa !9
  %26 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %27 = call { double, double } (ptr, ...) @__enzyme_fwddiff_w2(ptr noundef nonnull @energy, i32 noundef %24, i32 noundef 2, i32 noundef %25, i64 noundef 48, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %26, i32 noundef 6) #10
  %28 = extractvalue { double, double } %27, 0
  store double %28, ptr %3, align 8
  %29 = extractvalue { double, double } %27, 1
  store double %29, ptr %4, align 8
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %5) #10
  %30 = getelementptr inbounds i8, ptr %2, i64 48
  %31 = getelementptr inbounds i8, ptr %2, i64 8
  %32 = getelementptr inbounds i8, ptr %2, i64 56
  %33 = getelementptr inbounds i8, ptr %2, i64 16
  %34 = getelementptr inbounds i8, ptr %2, i64 64
  %35 = getelementptr inbounds i8, ptr %2, i64 24
  %36 = getelementptr inbounds i8, ptr %2, i64 72
  %37 = getelementptr inbounds i8, ptr %2, i64 32
  %38 = getelementptr inbounds i8, ptr %2, i64 80
  %39 = getelementptr inbounds i8, ptr %2, i64 40
  %40 = getelementptr inbounds i8, ptr %2, i64 88
  br label %45

41:                                               ; preds = %45
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %6) #10
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %7) #10
  %42 = load i32, ptr @enzyme_width, align 4, !tbaa !9
  %43 = load i32, ptr @enzyme_dupv, align 4, !tbaa !9
  %44 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  call void (ptr, ...) @__enzyme_fwddiff_void(ptr noundef nonnull @cumprod, i32 noundef %42, i32 noundef 4, i32 noundef %43, i64 noundef 48, ptr noundef nonnull %6, ptr noundef nonnull %7, i32 noundef %43, i64 noundef 48, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %44, i32 noundef 6) #10
  br label %172

45:                                               ; preds = %0, %45
  %46 = phi i1 [ true, %0 ], [ false, %45 ]
  %47 = phi ptr [ %3, %0 ], [ %4, %45 ]
  %48 = phi ptr [ %2, %0 ], [ %30, %45 ]
  %49 = phi ptr [ %31, %0 ], [ %32, %45 ]
  %50 = phi ptr [ %33, %0 ], [ %34, %45 ]
  %51 = phi ptr [ %35, %0 ], [ %36, %45 ]
  %52 = phi ptr [ %37, %0 ], [ %38, %45 ]
  %53 = phi ptr [ %39, %0 ], [ %40, %45 ]
  %54 = phi i32 [ 0, %0 ], [ 1, %45 ]
  %55 = load <2 x double>, ptr %1, align 16
  %56 = load double, ptr %48, align 16, !tbaa !5
  %57 = load <2 x double>, ptr %8, align 8
  %58 = load double, ptr %49, align 8, !tbaa !5
  %59 = load <2 x double>, ptr %9, align 16
  %60 = load double, ptr %50, align 16, !tbaa !5
  %61 = load <2 x double>, ptr %10, align 8
  %62 = load double, ptr %51, align 8, !tbaa !5
  %63 = load <2 x double>, ptr %11, align 16
  %64 = load double, ptr %52, align 16, !tbaa !5
  %65 = load double, ptr %12, align 8, !tbaa !5
  %66 = load double, ptr %53, align 8, !tbaa !5
  %67 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 40, ptr noundef nonnull @.str, i32 noundef %54) #10
  %68 = load double, ptr %47, align 8, !tbaa !5
  %69 = insertelement <2 x double> poison, double %56, i64 0
  %70 = shufflevector <2 x double> %69, <2 x double> poison, <2 x i32> zeroinitializer
  %71 = shufflevector <2 x double> %55, <2 x double> poison, <2 x i32> zeroinitializer
  %72 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %70, <2 x double> <double 1.000000e-05, double -1.000000e-05>, <2 x double> %71)
  %73 = insertelement <2 x double> poison, double %58, i64 0
  %74 = shufflevector <2 x double> %73, <2 x double> poison, <2 x i32> zeroinitializer
  %75 = shufflevector <2 x double> %57, <2 x double> poison, <2 x i32> zeroinitializer
  %76 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %74, <2 x double> <double 1.000000e-05, double -1.000000e-05>, <2 x double> %75)
  %77 = insertelement <2 x double> poison, double %60, i64 0
  %78 = shufflevector <2 x double> %77, <2 x double> poison, <2 x i32> zeroinitializer
  %79 = shufflevector <2 x double> %59, <2 x double> poison, <2 x i32> zeroinitializer
  %80 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %78, <2 x double> <double 1.000000e-05, double -1.000000e-05>, <2 x double> %79)
  %81 = insertelement <2 x double> poison, double %62, i64 0
  %82 = shufflevector <2 x double> %81, <2 x double> poison, <2 x i32> zeroinitializer
  %83 = shufflevector <2 x double> %61, <2 x double> poison, <2 x i32> zeroinitializer
  %84 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %82, <2 x double> <double 1.000000e-05, double -1.000000e-05>, <2 x double> %83)
  %85 = insertelement <2 x double> poison, double %64, i64 0
  %86 = shufflevector <2 x double> %85, <2 x double> poison, <2 x i32> zeroinitializer
  %87 = shufflevector <2 x double> %63, <2 x double> poison, <2 x i32> zeroinitializer
  %88 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %86, <2 x double> <double 1.000000e-05, double -1.000000e-05>, <2 x double> %87)
  %89 = insertelement <2 x double> poison, double %66, i64 0
  %90 = shufflevector <2 x double> %89, <2 x double> poison, <2 x i32> zeroinitializer
  %91 = insertelement <2 x double> poison, double %65, i64 0
  %92 = shufflevector <2 x double> %91, <2 x double> poison, <2 x i32> zeroinitializer
  %93 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %90, <2 x double> <double 1.000000e-05, double -1.000000e-05>, <2 x double> %92)
  %94 = extractelement <2 x double> %72, i64 0
  %95 = call double @cos(double noundef %94) #10
  %96 = extractelement <2 x double> %76, i64 0
  %97 = call double @cos(double noundef %96) #10
  %98 = extractelement <2 x double> %80, i64 0
  %99 = call double @cos(double noundef %98) #10
  %100 = extractelement <2 x double> %84, i64 0
  %101 = call double @cos(double noundef %100) #10
  %102 = extractelement <2 x double> %88, i64 0
  %103 = call double @cos(double noundef %102) #10
  %104 = extractelement <2 x double> %93, i64 0
  %105 = call double @cos(double noundef %104) #10
  %106 = extractelement <2 x double> %72, i64 1
  %107 = call double @cos(double noundef %106) #10
  %108 = fmul <2 x double> %72, %76
  %109 = insertelement <2 x double> poison, double %95, i64 0
  %110 = insertelement <2 x double> %109, double %107, i64 1
  %111 = fadd <2 x double> %110, %108
  %112 = extractelement <2 x double> %76, i64 1
  %113 = call double @cos(double noundef %112) #10
  %114 = fmul <2 x double> %76, %80
  %115 = insertelement <2 x double> poison, double %97, i64 0
  %116 = insertelement <2 x double> %115, double %113, i64 1
  %117 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %116, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %114)
  %118 = extractelement <2 x double> %80, i64 1
  %119 = call double @cos(double noundef %118) #10
  %120 = fmul <2 x double> %80, %84
  %121 = insertelement <2 x double> poison, double %99, i64 0
  %122 = insertelement <2 x double> %121, double %119, i64 1
  %123 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %122, <2 x double> <double 3.000000e+00, double 3.000000e+00>, <2 x double> %120)
  %124 = extractelement <2 x double> %84, i64 1
  %125 = call double @cos(double noundef %124) #10
  %126 = fmul <2 x double> %84, %88
  %127 = insertelement <2 x double> poison, double %101, i64 0
  %128 = insertelement <2 x double> %127, double %125, i64 1
  %129 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %128, <2 x double> <double 4.000000e+00, double 4.000000e+00>, <2 x double> %126)
  %130 = extractelement <2 x double> %88, i64 1
  %131 = call double @cos(double noundef %130) #10
  %132 = fmul <2 x double> %88, %93
  %133 = insertelement <2 x double> poison, double %103, i64 0
  %134 = insertelement <2 x double> %133, double %131, i64 1
  %135 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %134, <2 x double> <double 5.000000e+00, double 5.000000e+00>, <2 x double> %132)
  %136 = extractelement <2 x double> %93, i64 1
  %137 = call double @cos(double noundef %136) #10
  %138 = fmul <2 x double> %93, %72
  %139 = insertelement <2 x double> poison, double %105, i64 0
  %140 = insertelement <2 x double> %139, double %137, i64 1
  %141 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %140, <2 x double> <double 6.000000e+00, double 6.000000e+00>, <2 x double> %138)
  %142 = fadd <2 x double> %111, zeroinitializer
  %143 = fadd <2 x double> %142, %117
  %144 = fadd <2 x double> %143, %123
  %145 = fadd <2 x double> %144, %129
  %146 = fadd <2 x double> %145, %135
  %147 = fadd <2 x double> %146, %141
  %148 = shufflevector <2 x double> %147, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %149 = fsub <2 x double> %147, %148
  %150 = extractelement <2 x double> %149, i64 0
  %151 = fdiv double %150, 2.000000e-05
  %152 = fsub double %68, %151
  %153 = call double @llvm.fabs.f64(double %152)
  %154 = call double @llvm.fabs.f64(double %151)
  %155 = call double @llvm.maxnum.f64(double %154, double 1.000000e+00)
  %156 = fmul double %155, 0x3EB0C6F7A0B5ED8D
  %157 = fcmp ugt double %153, %156
  %158 = fcmp ule double %154, 1.000000e-09
  %159 = or i1 %158, %157
  %160 = select i1 %159, ptr @.str.3, ptr @.str.4
  %161 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %5, double noundef %68, double noundef %151, ptr noundef nonnull %160)
  %162 = zext i1 %159 to i32
  %163 = load i32, ptr @fails, align 4, !tbaa !9
  %164 = add nsw i32 %163, %162
  store i32 %164, ptr @fails, align 4, !tbaa !9
  br i1 %46, label %45, label %41, !llvm.loop !11

165:                                              ; preds = %172
  %166 = icmp eq i32 %278, 0
  %167 = select i1 %166, ptr @.str.4, ptr @.str.3
  %168 = call i32 @puts(ptr nonnull dereferenceable(1) %167)
  %169 = load i32, ptr @fails, align 4, !tbaa !9
  %170 = icmp ne i32 %169, 0
  %171 = zext i1 %170 to i32
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %7) #10
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %6) #10
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %5) #10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #10
  ret i32 %171

172:                                              ; preds = %41, %172
  %173 = phi i64 [ 0, %41 ], [ %279, %172 ]
  %174 = load <2 x double>, ptr %1, align 16
  %175 = getelementptr inbounds [4 x [6 x double]], ptr %2, i64 0, i64 %173, i64 0
  %176 = load double, ptr %175, align 16, !tbaa !5
  %177 = load <2 x double>, ptr %8, align 8
  %178 = getelementptr inbounds [4 x [6 x double]], ptr %2, i64 0, i64 %173, i64 1
  %179 = load double, ptr %178, align 8, !tbaa !5
  %180 = load <2 x double>, ptr %9, align 16
  %181 = getelementptr inbounds [4 x [6 x double]], ptr %2, i64 0, i64 %173, i64 2
  %182 = load double, ptr %181, align 16, !tbaa !5
  %183 = load <2 x double>, ptr %10, align 8
  %184 = getelementptr inbounds [4 x [6 x double]], ptr %2, i64 0, i64 %173, i64 3
  %185 = load double, ptr %184, align 8, !tbaa !5
  %186 = load <2 x double>, ptr %11, align 16
  %187 = getelementptr inbounds [4 x [6 x double]], ptr %2, i64 0, i64 %173, i64 4
  %188 = load double, ptr %187, align 16, !tbaa !5
  %189 = insertelement <2 x double> poison, double %176, i64 0
  %190 = shufflevector <2 x double> %189, <2 x double> poison, <2 x i32> zeroinitializer
  %191 = shufflevector <2 x double> %174, <2 x double> poison, <2 x i32> zeroinitializer
  %192 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %190, <2 x double> <double 1.000000e-05, double -1.000000e-05>, <2 x double> %191)
  %193 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %192, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %194 = insertelement <2 x double> poison, double %179, i64 0
  %195 = shufflevector <2 x double> %194, <2 x double> poison, <2 x i32> zeroinitializer
  %196 = shufflevector <2 x double> %177, <2 x double> poison, <2 x i32> zeroinitializer
  %197 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %195, <2 x double> <double 1.000000e-05, double -1.000000e-05>, <2 x double> %196)
  %198 = insertelement <2 x double> poison, double %182, i64 0
  %199 = shufflevector <2 x double> %198, <2 x double> poison, <2 x i32> zeroinitializer
  %200 = shufflevector <2 x double> %180, <2 x double> poison, <2 x i32> zeroinitializer
  %201 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %199, <2 x double> <double 1.000000e-05, double -1.000000e-05>, <2 x double> %200)
  %202 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %197, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %203 = fmul <2 x double> %193, %202
  %204 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %201, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %205 = fmul <2 x double> %203, %204
  %206 = insertelement <2 x double> poison, double %185, i64 0
  %207 = shufflevector <2 x double> %206, <2 x double> poison, <2 x i32> zeroinitializer
  %208 = shufflevector <2 x double> %183, <2 x double> poison, <2 x i32> zeroinitializer
  %209 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %207, <2 x double> <double 1.000000e-05, double -1.000000e-05>, <2 x double> %208)
  %210 = insertelement <2 x double> poison, double %188, i64 0
  %211 = shufflevector <2 x double> %210, <2 x double> poison, <2 x i32> zeroinitializer
  %212 = shufflevector <2 x double> %186, <2 x double> poison, <2 x i32> zeroinitializer
  %213 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %211, <2 x double> <double 1.000000e-05, double -1.000000e-05>, <2 x double> %212)
  %214 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %209, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %215 = fmul <2 x double> %205, %214
  %216 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %213, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %217 = fmul <2 x double> %215, %216
  %218 = trunc nuw nsw i64 %173 to i32
  %219 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 40, ptr noundef nonnull @.str.1, i32 noundef 0, i32 noundef %218) #10
  %220 = getelementptr inbounds [4 x [6 x double]], ptr %7, i64 0, i64 %173, i64 0
  %221 = load double, ptr %220, align 16, !tbaa !5
  %222 = shufflevector <2 x double> %193, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %223 = fsub <2 x double> %193, %222
  %224 = extractelement <2 x double> %223, i64 0
  %225 = fdiv double %224, 2.000000e-05
  %226 = fsub double %221, %225
  %227 = call double @llvm.fabs.f64(double %226)
  %228 = call double @llvm.fabs.f64(double %225)
  %229 = call double @llvm.maxnum.f64(double %228, double 1.000000e+00)
  %230 = fmul double %229, 0x3EB0C6F7A0B5ED8D
  %231 = fcmp ugt double %227, %230
  %232 = fcmp ule double %228, 1.000000e-09
  %233 = or i1 %232, %231
  %234 = select i1 %233, ptr @.str.3, ptr @.str.4
  %235 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %5, double noundef %221, double noundef %225, ptr noundef nonnull %234)
  %236 = zext i1 %233 to i32
  %237 = load i32, ptr @fails, align 4, !tbaa !9
  %238 = add nsw i32 %237, %236
  store i32 %238, ptr @fails, align 4, !tbaa !9
  %239 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 40, ptr noundef nonnull @.str.1, i32 noundef 2, i32 noundef %218) #10
  %240 = getelementptr inbounds [4 x [6 x double]], ptr %7, i64 0, i64 %173, i64 2
  %241 = load double, ptr %240, align 16, !tbaa !5
  %242 = getelementptr inbounds [4 x [6 x double]], ptr %7, i64 0, i64 %173, i64 4
  %243 = shufflevector <2 x double> %217, <2 x double> %205, <2 x i32> <i32 0, i32 2>
  %244 = shufflevector <2 x double> %217, <2 x double> %205, <2 x i32> <i32 1, i32 3>
  %245 = fsub <2 x double> %243, %244
  %246 = fdiv <2 x double> %245, <double 2.000000e-05, double 2.000000e-05>
  %247 = extractelement <2 x double> %246, i64 1
  %248 = fsub double %241, %247
  %249 = call double @llvm.fabs.f64(double %248)
  %250 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %246)
  %251 = extractelement <2 x double> %250, i64 1
  %252 = call double @llvm.maxnum.f64(double %251, double 1.000000e+00)
  %253 = fmul double %252, 0x3EB0C6F7A0B5ED8D
  %254 = fcmp ugt double %249, %253
  %255 = fcmp ule <2 x double> %250, <double 1.000000e-09, double 1.000000e-09>
  %256 = extractelement <2 x i1> %255, i64 1
  %257 = or i1 %256, %254
  %258 = select i1 %257, ptr @.str.3, ptr @.str.4
  %259 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %5, double noundef %241, double noundef %247, ptr noundef nonnull %258)
  %260 = zext i1 %257 to i32
  %261 = load i32, ptr @fails, align 4, !tbaa !9
  %262 = add nsw i32 %261, %260
  store i32 %262, ptr @fails, align 4, !tbaa !9
  %263 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 40, ptr noundef nonnull @.str.1, i32 noundef 4, i32 noundef %218) #10
  %264 = load double, ptr %242, align 16, !tbaa !5
  %265 = extractelement <2 x double> %246, i64 0
  %266 = fsub double %264, %265
  %267 = call double @llvm.fabs.f64(double %266)
  %268 = extractelement <2 x double> %250, i64 0
  %269 = call double @llvm.maxnum.f64(double %268, double 1.000000e+00)
  %270 = fmul double %269, 0x3EB0C6F7A0B5ED8D
  %271 = fcmp ugt double %267, %270
  %272 = extractelement <2 x i1> %255, i64 0
  %273 = or i1 %272, %271
  %274 = select i1 %273, ptr @.str.3, ptr @.str.4
  %275 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %5, double noundef %264, double noundef %265, ptr noundef nonnull %274)
  %276 = zext i1 %273 to i32
  %277 = load i32, ptr @fails, align 4, !tbaa !9
  %278 = add nsw i32 %277, %276
  store i32 %278, ptr @fails, align 4, !tbaa !9
  %279 = add nuw nsw i64 %173, 1
  %280 = icmp eq i64 %279, 4
  br i1 %280, label %165, label %172, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare { double, double } @__enzyme_fwddiff_w2(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @energy(ptr nocapture noundef readonly %0, i32 noundef %1) #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %31

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = and i64 %5, 1
  %7 = icmp eq i32 %1, 1
  br i1 %7, label %10, label %8

8:                                                ; preds = %4
  %9 = and i64 %5, 2147483646
  br label %33

10:                                               ; preds = %33, %4
  %11 = phi double [ poison, %4 ], [ %66, %33 ]
  %12 = phi i64 [ 0, %4 ], [ %55, %33 ]
  %13 = phi double [ 0.000000e+00, %4 ], [ %66, %33 ]
  %14 = icmp eq i64 %6, 0
  br i1 %14, label %31, label %15

15:                                               ; preds = %10
  %16 = getelementptr inbounds double, ptr %0, i64 %12
  %17 = load double, ptr %16, align 8, !tbaa !5
  %18 = tail call double @cos(double noundef %17) #10
  %19 = add nuw nsw i64 %12, 1
  %20 = trunc nuw nsw i64 %19 to i32
  %21 = uitofp nneg i32 %20 to double
  %22 = load double, ptr %16, align 8, !tbaa !5
  %23 = icmp eq i64 %19, %5
  %24 = and i64 %19, 4294967295
  %25 = select i1 %23, i64 0, i64 %24
  %26 = getelementptr inbounds double, ptr %0, i64 %25
  %27 = load double, ptr %26, align 8, !tbaa !5
  %28 = fmul double %22, %27
  %29 = tail call double @llvm.fmuladd.f64(double %18, double %21, double %28)
  %30 = fadd double %13, %29
  br label %31

31:                                               ; preds = %15, %10, %2
  %32 = phi double [ 0.000000e+00, %2 ], [ %11, %10 ], [ %30, %15 ]
  ret double %32

33:                                               ; preds = %33, %8
  %34 = phi i64 [ 0, %8 ], [ %55, %33 ]
  %35 = phi double [ 0.000000e+00, %8 ], [ %66, %33 ]
  %36 = phi i64 [ 0, %8 ], [ %67, %33 ]
  %37 = getelementptr inbounds double, ptr %0, i64 %34
  %38 = load double, ptr %37, align 8, !tbaa !5
  %39 = tail call double @cos(double noundef %38) #10
  %40 = or disjoint i64 %34, 1
  %41 = trunc nuw nsw i64 %40 to i32
  %42 = uitofp nneg i32 %41 to double
  %43 = load double, ptr %37, align 8, !tbaa !5
  %44 = icmp eq i64 %40, %5
  %45 = and i64 %40, 4294967295
  %46 = select i1 %44, i64 0, i64 %45
  %47 = getelementptr inbounds double, ptr %0, i64 %46
  %48 = load double, ptr %47, align 8, !tbaa !5
  %49 = fmul double %43, %48
  %50 = tail call double @llvm.fmuladd.f64(double %39, double %42, double %49)
  %51 = fadd double %35, %50
  %52 = getelementptr inbounds double, ptr %0, i64 %40
  %53 = load double, ptr %52, align 8, !tbaa !5
  %54 = tail call double @cos(double noundef %53) #10
  %55 = add nuw nsw i64 %34, 2
  %56 = trunc nuw nsw i64 %55 to i32
  %57 = uitofp nneg i32 %56 to double
  %58 = load double, ptr %52, align 8, !tbaa !5
  %59 = icmp eq i64 %55, %5
  %60 = and i64 %55, 4294967294
  %61 = select i1 %59, i64 0, i64 %60
  %62 = getelementptr inbounds double, ptr %0, i64 %61
  %63 = load double, ptr %62, align 8, !tbaa !5
  %64 = fmul double %58, %63
  %65 = tail call double @llvm.fmuladd.f64(double %54, double %57, double %64)
  %66 = fadd double %51, %65
  %67 = add i64 %36, 2
  %68 = icmp eq i64 %67, %9
  br i1 %68, label %10, label %33, !llvm.loop !14
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #5

declare void @__enzyme_fwddiff_void(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal void @cumprod(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) #6 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %21

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = and i64 %6, 1
  %8 = icmp eq i32 %2, 1
  br i1 %8, label %11, label %9

9:                                                ; preds = %5
  %10 = and i64 %6, 2147483646
  br label %22

11:                                               ; preds = %22, %5
  %12 = phi i64 [ 0, %5 ], [ %37, %22 ]
  %13 = phi double [ 1.000000e+00, %5 ], [ %35, %22 ]
  %14 = icmp eq i64 %7, 0
  br i1 %14, label %21, label %15

15:                                               ; preds = %11
  %16 = getelementptr inbounds double, ptr %1, i64 %12
  %17 = load double, ptr %16, align 8, !tbaa !5
  %18 = tail call double @llvm.fmuladd.f64(double %17, double 5.000000e-01, double 1.000000e+00)
  %19 = fmul double %13, %18
  %20 = getelementptr inbounds double, ptr %0, i64 %12
  store double %19, ptr %20, align 8, !tbaa !5
  br label %21

21:                                               ; preds = %15, %11, %3
  ret void

22:                                               ; preds = %22, %9
  %23 = phi i64 [ 0, %9 ], [ %37, %22 ]
  %24 = phi double [ 1.000000e+00, %9 ], [ %35, %22 ]
  %25 = phi i64 [ 0, %9 ], [ %38, %22 ]
  %26 = getelementptr inbounds double, ptr %1, i64 %23
  %27 = load double, ptr %26, align 8, !tbaa !5
  %28 = tail call double @llvm.fmuladd.f64(double %27, double 5.000000e-01, double 1.000000e+00)
  %29 = fmul double %24, %28
  %30 = getelementptr inbounds double, ptr %0, i64 %23
  store double %29, ptr %30, align 8, !tbaa !5
  %31 = or disjoint i64 %23, 1
  %32 = getelementptr inbounds double, ptr %1, i64 %31
  %33 = load double, ptr %32, align 8, !tbaa !5
  %34 = tail call double @llvm.fmuladd.f64(double %33, double 5.000000e-01, double 1.000000e+00)
  %35 = fmul double %29, %34
  %36 = getelementptr inbounds double, ptr %0, i64 %31
  store double %35, ptr %36, align 8, !tbaa !5
  %37 = add nuw nsw i64 %23, 2
  %38 = add i64 %25, 2
  %39 = icmp eq i64 %38, %10
  br i1 %39, label %11, label %22, !llvm.loop !15
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fabs.v2f64(<2 x double>) #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }

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
!15 = distinct !{!15, !12}
