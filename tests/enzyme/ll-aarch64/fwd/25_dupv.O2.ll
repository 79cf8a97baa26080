; ModuleID = 'fwd/25_dupv.c'
source_filename = "fwd/25_dupv.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.tan2 = type { [2 x double] }

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
  %5 = alloca [40 x i8], align 1
  %6 = alloca [6 x double], align 8
  %7 = alloca [4 x [6 x double]], align 8
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
  store <2 x double> <double 0x3FEAED548F090CEE, double 0x3FEFBBB7D72F98B6>, ptr %2, align 16, !tbaa !6
  %13 = getelementptr inbounds i8, ptr %2, i64 16
  store <2 x double> <double 0x3FE59D64F5C3D19B, double 0x3FA54A0F8298106E>, ptr %13, align 16, !tbaa !6
  %14 = getelementptr inbounds i8, ptr %2, i64 32
  store <2 x double> <double 0xBFE39456FFECC09D, double 0xBFEF47ED3DC74080>, ptr %14, align 16, !tbaa !6
  %15 = getelementptr inbounds i8, ptr %2, i64 48
  store <2 x double> <double 0x3FED18F6EAD1B446, double 0x3FDB5A312424A70C>, ptr %15, align 16, !tbaa !6
  %16 = getelementptr inbounds i8, ptr %2, i64 64
  store <2 x double> <double 0xBFD05AC910FF4C6C, double 0xBFEA2F537AE2C8B8>, ptr %16, align 16, !tbaa !6
  %17 = getelementptr inbounds i8, ptr %2, i64 80
  store <2 x double> <double 0xBFEFE0949A0C3E00, double 0xBFE693C94E0AB057>, ptr %17, align 16, !tbaa !6
  %18 = getelementptr inbounds i8, ptr %2, i64 96
  store <2 x double> <double 0x3FC210386DB6D55B, double 0xBFE0F46AEC2E1B41>, ptr %18, align 16, !tbaa !6
  %19 = getelementptr inbounds i8, ptr %2, i64 112
  store <2 x double> <double 0xBFEE7386314528EF, double 0xBFEDA0461CD822BC>, ptr %19, align 16, !tbaa !6
  %20 = getelementptr inbounds i8, ptr %2, i64 128
  store <2 x double> <double 0xBFDDBC0AC78EDFD8, double 0x3FCB890D40C6CB3C>, ptr %20, align 16, !tbaa !6
  %21 = getelementptr inbounds i8, ptr %2, i64 144
  store <2 x double> <double 0xBFE837B9DDDC1EAE, double 0xBFEFFF5F0F37EC52>, ptr %21, align 16, !tbaa !6
  %22 = getelementptr inbounds i8, ptr %2, i64 160
  store <2 x double> <double 0xBFE8BA7C97320570, double 0xBFC75119D733FB7B>, ptr %22, align 16, !tbaa !6
  %23 = getelementptr inbounds i8, ptr %2, i64 176
  store <2 x double> <double 0x3FDF9F8D9AEA10FB, double 0x3FEE041886FCAE30>, ptr %23, align 16, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  %24 = load i32, ptr @enzyme_width, align 4, !tbaa !10
  %25 = load i32, ptr @enzyme_dupv, align 4, !tbaa !10
  %26 = load i32, ptr @enzyme_const, align 4, !tbaa !10
  %27 = call %struct.tan2 (ptr, ...) @__enzyme_fwddiff_w2(ptr noundef nonnull @energy, i32 noundef %24, i32 noundef 2, i32 noundef %25, i64 noundef 48, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %26, i32 noundef 6) #10
  %28 = extractvalue %struct.tan2 %27, 0
  %29 = extractvalue [2 x double] %28, 0
  store double %29, ptr %3, align 8
  %30 = extractvalue [2 x double] %28, 1
  store double %30, ptr %4, align 8
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %5) #10
  %31 = getelementptr inbounds i8, ptr %2, i64 48
  %32 = getelementptr inbounds i8, ptr %2, i64 8
  %33 = getelementptr inbounds i8, ptr %2, i64 56
  %34 = getelementptr inbounds i8, ptr %2, i64 16
  %35 = getelementptr inbounds i8, ptr %2, i64 64
  %36 = getelementptr inbounds i8, ptr %2, i64 24
  %37 = getelementptr inbounds i8, ptr %2, i64 72
  %38 = getelementptr inbounds i8, ptr %2, i64 32
  %39 = getelementptr inbounds i8, ptr %2, i64 80
  %40 = getelementptr inbounds i8, ptr %2, i64 40
  %41 = getelementptr inbounds i8, ptr %2, i64 88
  br label %46

42:                                               ; preds = %46
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %6) #10
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %7) #10
  %43 = load i32, ptr @enzyme_width, align 4, !tbaa !10
  %44 = load i32, ptr @enzyme_dupv, align 4, !tbaa !10
  %45 = load i32, ptr @enzyme_const, align 4, !tbaa !10
  call void (ptr, ...) @__enzyme_fwddiff_void(ptr noundef nonnull @cumprod, i32 noundef %43, i32 noundef 4, i32 noundef %44, i64 noundef 48, ptr noundef nonnull %6, ptr noundef nonnull %7, i32 noundef %44, i64 noundef 48, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %45, i32 noundef 6) #10
  br label %152

46:                                               ; preds = %0, %46
  %47 = phi i1 [ true, %0 ], [ false, %46 ]
  %48 = phi ptr [ %3, %0 ], [ %4, %46 ]
  %49 = phi ptr [ %2, %0 ], [ %31, %46 ]
  %50 = phi ptr [ %32, %0 ], [ %33, %46 ]
  %51 = phi ptr [ %34, %0 ], [ %35, %46 ]
  %52 = phi ptr [ %36, %0 ], [ %37, %46 ]
  %53 = phi ptr [ %38, %0 ], [ %39, %46 ]
  %54 = phi ptr [ %40, %0 ], [ %41, %46 ]
  %55 = phi i32 [ 0, %0 ], [ 1, %46 ]
  %56 = load double, ptr %1, align 16, !tbaa !6
  %57 = load double, ptr %49, align 8, !tbaa !6
  %58 = call double @llvm.fmuladd.f64(double %57, double 1.000000e-05, double %56)
  %59 = call double @llvm.fmuladd.f64(double %57, double -1.000000e-05, double %56)
  %60 = load double, ptr %8, align 8, !tbaa !6
  %61 = load double, ptr %50, align 8, !tbaa !6
  %62 = call double @llvm.fmuladd.f64(double %61, double 1.000000e-05, double %60)
  %63 = call double @llvm.fmuladd.f64(double %61, double -1.000000e-05, double %60)
  %64 = load double, ptr %9, align 16, !tbaa !6
  %65 = load double, ptr %51, align 8, !tbaa !6
  %66 = call double @llvm.fmuladd.f64(double %65, double 1.000000e-05, double %64)
  %67 = call double @llvm.fmuladd.f64(double %65, double -1.000000e-05, double %64)
  %68 = load double, ptr %10, align 8, !tbaa !6
  %69 = load double, ptr %52, align 8, !tbaa !6
  %70 = call double @llvm.fmuladd.f64(double %69, double 1.000000e-05, double %68)
  %71 = call double @llvm.fmuladd.f64(double %69, double -1.000000e-05, double %68)
  %72 = load double, ptr %11, align 16, !tbaa !6
  %73 = load double, ptr %53, align 8, !tbaa !6
  %74 = call double @llvm.fmuladd.f64(double %73, double 1.000000e-05, double %72)
  %75 = call double @llvm.fmuladd.f64(double %73, double -1.000000e-05, double %72)
  %76 = load double, ptr %12, align 8, !tbaa !6
  %77 = load double, ptr %54, align 8, !tbaa !6
  %78 = call double @llvm.fmuladd.f64(double %77, double 1.000000e-05, double %76)
  %79 = call double @llvm.fmuladd.f64(double %77, double -1.000000e-05, double %76)
  %80 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 40, ptr noundef nonnull @.str, i32 noundef %55) #10
  %81 = load double, ptr %48, align 8, !tbaa !6
  %82 = call double @cos(double noundef %58) #10
  %83 = fmul double %58, %62
  %84 = fadd double %82, %83
  %85 = call double @cos(double noundef %62) #10
  %86 = fmul double %62, %66
  %87 = call double @llvm.fmuladd.f64(double %85, double 2.000000e+00, double %86)
  %88 = call double @cos(double noundef %66) #10
  %89 = fmul double %66, %70
  %90 = call double @llvm.fmuladd.f64(double %88, double 3.000000e+00, double %89)
  %91 = call double @cos(double noundef %70) #10
  %92 = fmul double %70, %74
  %93 = call double @llvm.fmuladd.f64(double %91, double 4.000000e+00, double %92)
  %94 = call double @cos(double noundef %74) #10
  %95 = fmul double %74, %78
  %96 = call double @llvm.fmuladd.f64(double %94, double 5.000000e+00, double %95)
  %97 = call double @cos(double noundef %78) #10
  %98 = fmul double %78, %58
  %99 = call double @llvm.fmuladd.f64(double %97, double 6.000000e+00, double %98)
  %100 = call double @cos(double noundef %59) #10
  %101 = fmul double %59, %63
  %102 = fadd double %100, %101
  %103 = fadd double %102, 0.000000e+00
  %104 = call double @cos(double noundef %63) #10
  %105 = fmul double %63, %67
  %106 = call double @llvm.fmuladd.f64(double %104, double 2.000000e+00, double %105)
  %107 = fadd double %103, %106
  %108 = call double @cos(double noundef %67) #10
  %109 = fmul double %67, %71
  %110 = call double @llvm.fmuladd.f64(double %108, double 3.000000e+00, double %109)
  %111 = fadd double %107, %110
  %112 = call double @cos(double noundef %71) #10
  %113 = fmul double %71, %75
  %114 = call double @llvm.fmuladd.f64(double %112, double 4.000000e+00, double %113)
  %115 = fadd double %111, %114
  %116 = call double @cos(double noundef %75) #10
  %117 = fmul double %75, %79
  %118 = call double @llvm.fmuladd.f64(double %116, double 5.000000e+00, double %117)
  %119 = fadd double %115, %118
  %120 = call double @cos(double noundef %79) #10
  %121 = fmul double %79, %59
  %122 = call double @llvm.fmuladd.f64(double %120, double 6.000000e+00, double %121)
  %123 = fadd double %119, %122
  %124 = fadd double %84, 0.000000e+00
  %125 = fadd double %124, %87
  %126 = fadd double %125, %90
  %127 = fadd double %126, %93
  %128 = fadd double %127, %96
  %129 = fadd double %128, %99
  %130 = fsub double %129, %123
  %131 = fdiv double %130, 2.000000e-05
  %132 = fsub double %81, %131
  %133 = call double @llvm.fabs.f64(double %132)
  %134 = call double @llvm.fabs.f64(double %131)
  %135 = call double @llvm.maxnum.f64(double %134, double 1.000000e+00)
  %136 = fmul double %135, 0x3EB0C6F7A0B5ED8D
  %137 = fcmp ugt double %133, %136
  %138 = fcmp ule double %134, 1.000000e-09
  %139 = or i1 %138, %137
  %140 = select i1 %139, ptr @.str.3, ptr @.str.4
  %141 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %5, double noundef %81, double noundef %131, ptr noundef nonnull %140)
  %142 = zext i1 %139 to i32
  %143 = load i32, ptr @fails, align 4, !tbaa !10
  %144 = add nsw i32 %143, %142
  store i32 %144, ptr @fails, align 4, !tbaa !10
  br i1 %47, label %46, label %42, !llvm.loop !12

145:                                              ; preds = %152
  %146 = icmp eq i32 %249, 0
  %147 = select i1 %146, ptr @.str.4, ptr @.str.3
  %148 = call i32 @puts(ptr nonnull dereferenceable(1) %147)
  %149 = load i32, ptr @fails, align 4, !tbaa !10
  %150 = icmp ne i32 %149, 0
  %151 = zext i1 %150 to i32
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %7) #10
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %6) #10
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %5) #10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #10
  ret i32 %151

152:                                              ; preds = %42, %152
  %153 = phi i64 [ 0, %42 ], [ %250, %152 ]
  %154 = getelementptr inbounds [4 x [6 x double]], ptr %2, i64 0, i64 %153, i64 0
  %155 = load <2 x double>, ptr %9, align 16
  %156 = getelementptr inbounds [4 x [6 x double]], ptr %2, i64 0, i64 %153, i64 2
  %157 = load double, ptr %156, align 16, !tbaa !6
  %158 = load <2 x double>, ptr %10, align 8
  %159 = getelementptr inbounds [4 x [6 x double]], ptr %2, i64 0, i64 %153, i64 3
  %160 = load double, ptr %159, align 8, !tbaa !6
  %161 = load <2 x double>, ptr %11, align 16
  %162 = getelementptr inbounds [4 x [6 x double]], ptr %2, i64 0, i64 %153, i64 4
  %163 = load double, ptr %162, align 16, !tbaa !6
  %164 = load <2 x double>, ptr %1, align 16, !tbaa !6
  %165 = load <2 x double>, ptr %154, align 16, !tbaa !6
  %166 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %165, <2 x double> <double -1.000000e-05, double 1.000000e-05>, <2 x double> %164)
  %167 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %165, <2 x double> <double 1.000000e-05, double -1.000000e-05>, <2 x double> %164)
  %168 = insertelement <2 x double> poison, double %157, i64 0
  %169 = shufflevector <2 x double> %168, <2 x double> poison, <2 x i32> zeroinitializer
  %170 = shufflevector <2 x double> %155, <2 x double> poison, <2 x i32> zeroinitializer
  %171 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %169, <2 x double> <double -1.000000e-05, double 1.000000e-05>, <2 x double> %170)
  %172 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %166, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %173 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %167, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %174 = shufflevector <2 x double> %173, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %175 = fmul <2 x double> %172, %174
  %176 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %171, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %177 = fmul <2 x double> %175, %176
  %178 = insertelement <2 x double> poison, double %160, i64 0
  %179 = shufflevector <2 x double> %178, <2 x double> poison, <2 x i32> zeroinitializer
  %180 = shufflevector <2 x double> %158, <2 x double> poison, <2 x i32> zeroinitializer
  %181 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %179, <2 x double> <double -1.000000e-05, double 1.000000e-05>, <2 x double> %180)
  %182 = insertelement <2 x double> poison, double %163, i64 0
  %183 = shufflevector <2 x double> %182, <2 x double> poison, <2 x i32> zeroinitializer
  %184 = shufflevector <2 x double> %161, <2 x double> poison, <2 x i32> zeroinitializer
  %185 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %183, <2 x double> <double -1.000000e-05, double 1.000000e-05>, <2 x double> %184)
  %186 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %181, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %187 = fmul <2 x double> %177, %186
  %188 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %185, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %189 = fmul <2 x double> %187, %188
  %190 = trunc nuw nsw i64 %153 to i32
  %191 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 40, ptr noundef nonnull @.str.1, i32 noundef 0, i32 noundef %190) #10
  %192 = getelementptr inbounds [4 x [6 x double]], ptr %7, i64 0, i64 %153, i64 0
  %193 = load double, ptr %192, align 8, !tbaa !6
  %194 = fsub <2 x double> %173, %172
  %195 = extractelement <2 x double> %194, i64 0
  %196 = fdiv double %195, 2.000000e-05
  %197 = fsub double %193, %196
  %198 = call double @llvm.fabs.f64(double %197)
  %199 = call double @llvm.fabs.f64(double %196)
  %200 = call double @llvm.maxnum.f64(double %199, double 1.000000e+00)
  %201 = fmul double %200, 0x3EB0C6F7A0B5ED8D
  %202 = fcmp ugt double %198, %201
  %203 = fcmp ule double %199, 1.000000e-09
  %204 = or i1 %203, %202
  %205 = select i1 %204, ptr @.str.3, ptr @.str.4
  %206 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %5, double noundef %193, double noundef %196, ptr noundef nonnull %205)
  %207 = zext i1 %204 to i32
  %208 = load i32, ptr @fails, align 4, !tbaa !10
  %209 = add nsw i32 %208, %207
  store i32 %209, ptr @fails, align 4, !tbaa !10
  %210 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 40, ptr noundef nonnull @.str.1, i32 noundef 2, i32 noundef %190) #10
  %211 = getelementptr inbounds [4 x [6 x double]], ptr %7, i64 0, i64 %153, i64 2
  %212 = load double, ptr %211, align 8, !tbaa !6
  %213 = shufflevector <2 x double> %177, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %214 = fsub <2 x double> %213, %177
  %215 = extractelement <2 x double> %214, i64 0
  %216 = fdiv double %215, 2.000000e-05
  %217 = fsub double %212, %216
  %218 = call double @llvm.fabs.f64(double %217)
  %219 = call double @llvm.fabs.f64(double %216)
  %220 = call double @llvm.maxnum.f64(double %219, double 1.000000e+00)
  %221 = fmul double %220, 0x3EB0C6F7A0B5ED8D
  %222 = fcmp ugt double %218, %221
  %223 = fcmp ule double %219, 1.000000e-09
  %224 = or i1 %223, %222
  %225 = select i1 %224, ptr @.str.3, ptr @.str.4
  %226 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %5, double noundef %212, double noundef %216, ptr noundef nonnull %225)
  %227 = zext i1 %224 to i32
  %228 = load i32, ptr @fails, align 4, !tbaa !10
  %229 = add nsw i32 %228, %227
  store i32 %229, ptr @fails, align 4, !tbaa !10
  %230 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 40, ptr noundef nonnull @.str.1, i32 noundef 4, i32 noundef %190) #10
  %231 = getelementptr inbounds [4 x [6 x double]], ptr %7, i64 0, i64 %153, i64 4
  %232 = load double, ptr %231, align 8, !tbaa !6
  %233 = shufflevector <2 x double> %189, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %234 = fsub <2 x double> %233, %189
  %235 = extractelement <2 x double> %234, i64 0
  %236 = fdiv double %235, 2.000000e-05
  %237 = fsub double %232, %236
  %238 = call double @llvm.fabs.f64(double %237)
  %239 = call double @llvm.fabs.f64(double %236)
  %240 = call double @llvm.maxnum.f64(double %239, double 1.000000e+00)
  %241 = fmul double %240, 0x3EB0C6F7A0B5ED8D
  %242 = fcmp ugt double %238, %241
  %243 = fcmp ule double %239, 1.000000e-09
  %244 = or i1 %243, %242
  %245 = select i1 %244, ptr @.str.3, ptr @.str.4
  %246 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %5, double noundef %232, double noundef %236, ptr noundef nonnull %245)
  %247 = zext i1 %244 to i32
  %248 = load i32, ptr @fails, align 4, !tbaa !10
  %249 = add nsw i32 %248, %247
  store i32 %249, ptr @fails, align 4, !tbaa !10
  %250 = add nuw nsw i64 %153, 1
  %251 = icmp eq i64 %250, 4
  br i1 %251, label %145, label %152, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare %struct.tan2 @__enzyme_fwddiff_w2(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @energy(ptr nocapture noundef readonly %0, i32 noundef %1) #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %8

6:                                                ; preds = %8, %2
  %7 = phi double [ 0.000000e+00, %2 ], [ %25, %8 ]
  ret double %7

8:                                                ; preds = %4, %8
  %9 = phi i64 [ 0, %4 ], [ %14, %8 ]
  %10 = phi double [ 0.000000e+00, %4 ], [ %25, %8 ]
  %11 = getelementptr inbounds double, ptr %0, i64 %9
  %12 = load double, ptr %11, align 8, !tbaa !6
  %13 = tail call double @cos(double noundef %12) #10
  %14 = add nuw nsw i64 %9, 1
  %15 = trunc nuw nsw i64 %14 to i32
  %16 = uitofp nneg i32 %15 to double
  %17 = load double, ptr %11, align 8, !tbaa !6
  %18 = icmp eq i64 %14, %5
  %19 = and i64 %14, 4294967295
  %20 = select i1 %18, i64 0, i64 %19
  %21 = getelementptr inbounds double, ptr %0, i64 %20
  %22 = load double, ptr %21, align 8, !tbaa !6
  %23 = fmul double %17, %22
  %24 = tail call double @llvm.fmuladd.f64(double %13, double %16, double %23)
  %25 = fadd double %10, %24
  %26 = icmp eq i64 %14, %5
  br i1 %26, label %6, label %8, !llvm.loop !15
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #5

declare void @__enzyme_fwddiff_void(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal void @cumprod(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) #6 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  br label %8

7:                                                ; preds = %8, %3
  ret void

8:                                                ; preds = %5, %8
  %9 = phi i64 [ 0, %5 ], [ %16, %8 ]
  %10 = phi double [ 1.000000e+00, %5 ], [ %14, %8 ]
  %11 = getelementptr inbounds double, ptr %1, i64 %9
  %12 = load double, ptr %11, align 8, !tbaa !6
  %13 = tail call double @llvm.fmuladd.f64(double %12, double 5.000000e-01, double 1.000000e+00)
  %14 = fmul double %10, %13
  %15 = getelementptr inbounds double, ptr %0, i64 %9
  store double %14, ptr %15, align 8, !tbaa !6
  %16 = add nuw nsw i64 %9, 1
  %17 = icmp eq i64 %16, %6
  br i1 %17, label %7, label %8, !llvm.loop !16
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

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind memory(write, argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree nounwind }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }

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
!16 = distinct !{!16, !13}
