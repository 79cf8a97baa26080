; ModuleID = 'rev/50_hvp_hessian.c'
source_filename = "rev/50_hvp_hessian.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.grad2 = type { double, double }

@.str = private unnamed_addr constant [15 x i8] c"(H v)_x scalar\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"(H v)_y scalar\00", align 1
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str.2 = private unnamed_addr constant [10 x i8] c"H[%d][%d]\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"%-26s %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"Hessian symmetric\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@enzyme_out = external local_unnamed_addr global i32, align 4
@.str.8 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca [6 x double], align 8
  %3 = alloca [6 x [6 x double]], align 8
  %4 = alloca [64 x i8], align 1
  %5 = alloca [6 x double], align 8
  %6 = alloca [6 x double], align 8
  %7 = alloca [6 x double], align 8
  %8 = alloca [6 x double], align 8
  %9 = alloca [6 x double], align 8
  %10 = alloca [6 x double], align 8
  %11 = alloca [6 x double], align 8
  %12 = tail call %struct.grad2 (ptr, ...) @__enzyme_fwddiff_2(ptr noundef nonnull @grad, double noundef 4.000000e-01, double noundef 1.000000e+00, double noundef -3.000000e-01, double noundef -2.000000e+00) #11
  %13 = extractvalue %struct.grad2 %12, 0
  %14 = extractvalue %struct.grad2 %12, 1
  %15 = load i32, ptr @enzyme_out, align 4, !tbaa !6
  %16 = tail call %struct.grad2 (ptr, ...) @__enzyme_autodiff_2(ptr noundef nonnull @f, i32 noundef %15, double noundef 4.000010e-01, i32 noundef %15, double noundef -3.000020e-01) #11
  %17 = extractvalue %struct.grad2 %16, 0
  %18 = extractvalue %struct.grad2 %16, 1
  %19 = load i32, ptr @enzyme_out, align 4, !tbaa !6
  %20 = tail call %struct.grad2 (ptr, ...) @__enzyme_autodiff_2(ptr noundef nonnull @f, i32 noundef %19, double noundef 0x3FD9999567DBB16D, i32 noundef %19, double noundef -2.999980e-01) #11
  %21 = extractvalue %struct.grad2 %20, 0
  %22 = extractvalue %struct.grad2 %20, 1
  %23 = fsub double %17, %21
  %24 = fdiv double %23, 2.000000e-06
  %25 = fsub double %13, %24
  %26 = tail call double @llvm.fabs.f64(double %25)
  %27 = tail call double @llvm.fabs.f64(double %24)
  %28 = tail call double @llvm.maxnum.f64(double %27, double 1.000000e+00)
  %29 = fmul double %28, 0x3EB0C6F7A0B5ED8D
  %30 = fcmp ugt double %26, %29
  %31 = fcmp ule double %27, 1.000000e-09
  %32 = or i1 %31, %30
  %33 = select i1 %32, ptr @.str.6, ptr @.str.5
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, double noundef %13, double noundef %24, ptr noundef nonnull %33)
  %35 = zext i1 %32 to i32
  %36 = load i32, ptr @fails, align 4, !tbaa !6
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr @fails, align 4, !tbaa !6
  %38 = fsub double %18, %22
  %39 = fdiv double %38, 2.000000e-06
  %40 = fsub double %14, %39
  %41 = tail call double @llvm.fabs.f64(double %40)
  %42 = tail call double @llvm.fabs.f64(double %39)
  %43 = tail call double @llvm.maxnum.f64(double %42, double 1.000000e+00)
  %44 = fmul double %43, 0x3EB0C6F7A0B5ED8D
  %45 = fcmp ugt double %41, %44
  %46 = fcmp ule double %42, 1.000000e-09
  %47 = or i1 %46, %45
  %48 = select i1 %47, ptr @.str.6, ptr @.str.5
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, double noundef %14, double noundef %39, ptr noundef nonnull %48)
  %50 = zext i1 %47 to i32
  %51 = load i32, ptr @fails, align 4, !tbaa !6
  %52 = add nsw i32 %51, %50
  store i32 %52, ptr @fails, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 3, ptr %1, align 4, !tbaa !6
  %53 = load volatile i32, ptr %1, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %2, i8 0, i64 16, i1 false)
  %54 = getelementptr inbounds i8, ptr %2, i64 16
  %55 = getelementptr inbounds i8, ptr %2, i64 24
  store <2 x double> <double 1.100000e+00, double 2.000000e-01>, ptr %54, align 8
  %56 = getelementptr inbounds i8, ptr %2, i64 32
  %57 = getelementptr inbounds i8, ptr %2, i64 40
  store <2 x double> <double 4.000000e-01, double 1.000000e+00>, ptr %56, align 8
  call void @llvm.lifetime.start.p0(i64 288, ptr nonnull %3) #11
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #11
  %58 = getelementptr inbounds i8, ptr %2, i64 8
  %59 = getelementptr inbounds i8, ptr %5, i64 8
  %60 = getelementptr inbounds i8, ptr %8, i64 8
  %61 = getelementptr inbounds i8, ptr %9, i64 8
  %62 = getelementptr inbounds i8, ptr %5, i64 16
  %63 = getelementptr inbounds i8, ptr %8, i64 16
  %64 = getelementptr inbounds i8, ptr %9, i64 16
  %65 = getelementptr inbounds i8, ptr %5, i64 24
  %66 = getelementptr inbounds i8, ptr %8, i64 24
  %67 = getelementptr inbounds i8, ptr %9, i64 24
  %68 = getelementptr inbounds i8, ptr %5, i64 32
  %69 = getelementptr inbounds i8, ptr %8, i64 32
  %70 = getelementptr inbounds i8, ptr %9, i64 32
  %71 = getelementptr inbounds i8, ptr %5, i64 40
  %72 = getelementptr inbounds i8, ptr %8, i64 40
  %73 = getelementptr inbounds i8, ptr %9, i64 40
  br label %74

74:                                               ; preds = %0, %108
  %75 = phi i64 [ 0, %0 ], [ %109, %108 ]
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %5) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %5, i8 0, i64 48, i1 false)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %6) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %6, i8 0, i64 48, i1 false)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %7) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %7, i8 0, i64 48, i1 false)
  %76 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 %75
  store double 1.000000e+00, ptr %76, align 8, !tbaa !10
  %77 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %78 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @energy_grad, i32 noundef %77, ptr noundef nonnull %2, ptr noundef nonnull %5, i32 noundef %77, ptr noundef nonnull %6, ptr noundef nonnull %7, i32 noundef %78, i32 noundef %53) #11
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %8) #11
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %9) #11
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %10) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %10, i8 0, i64 48, i1 false)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %11) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %11, i8 0, i64 48, i1 false)
  %79 = load double, ptr %2, align 8, !tbaa !10
  %80 = load double, ptr %5, align 8, !tbaa !10
  %81 = call double @llvm.fmuladd.f64(double %80, double 0x3EB0C6F7A0B5ED8D, double %79)
  store double %81, ptr %8, align 8, !tbaa !10
  %82 = call double @llvm.fmuladd.f64(double %80, double 0xBEB0C6F7A0B5ED8D, double %79)
  store double %82, ptr %9, align 8, !tbaa !10
  %83 = load double, ptr %58, align 8, !tbaa !10
  %84 = load double, ptr %59, align 8, !tbaa !10
  %85 = call double @llvm.fmuladd.f64(double %84, double 0x3EB0C6F7A0B5ED8D, double %83)
  store double %85, ptr %60, align 8, !tbaa !10
  %86 = call double @llvm.fmuladd.f64(double %84, double 0xBEB0C6F7A0B5ED8D, double %83)
  store double %86, ptr %61, align 8, !tbaa !10
  %87 = load double, ptr %54, align 8, !tbaa !10
  %88 = load double, ptr %62, align 8, !tbaa !10
  %89 = call double @llvm.fmuladd.f64(double %88, double 0x3EB0C6F7A0B5ED8D, double %87)
  store double %89, ptr %63, align 8, !tbaa !10
  %90 = call double @llvm.fmuladd.f64(double %88, double 0xBEB0C6F7A0B5ED8D, double %87)
  store double %90, ptr %64, align 8, !tbaa !10
  %91 = load double, ptr %55, align 8, !tbaa !10
  %92 = load double, ptr %65, align 8, !tbaa !10
  %93 = call double @llvm.fmuladd.f64(double %92, double 0x3EB0C6F7A0B5ED8D, double %91)
  store double %93, ptr %66, align 8, !tbaa !10
  %94 = call double @llvm.fmuladd.f64(double %92, double 0xBEB0C6F7A0B5ED8D, double %91)
  store double %94, ptr %67, align 8, !tbaa !10
  %95 = load double, ptr %56, align 8, !tbaa !10
  %96 = load double, ptr %68, align 8, !tbaa !10
  %97 = call double @llvm.fmuladd.f64(double %96, double 0x3EB0C6F7A0B5ED8D, double %95)
  store double %97, ptr %69, align 8, !tbaa !10
  %98 = call double @llvm.fmuladd.f64(double %96, double 0xBEB0C6F7A0B5ED8D, double %95)
  store double %98, ptr %70, align 8, !tbaa !10
  %99 = load double, ptr %57, align 8, !tbaa !10
  %100 = load double, ptr %71, align 8, !tbaa !10
  %101 = call double @llvm.fmuladd.f64(double %100, double 0x3EB0C6F7A0B5ED8D, double %99)
  store double %101, ptr %72, align 8, !tbaa !10
  %102 = call double @llvm.fmuladd.f64(double %100, double 0xBEB0C6F7A0B5ED8D, double %99)
  store double %102, ptr %73, align 8, !tbaa !10
  %103 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %104 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @energy, i32 noundef %103, ptr noundef nonnull %8, ptr noundef nonnull %10, i32 noundef %104, i32 noundef %53) #11
  %105 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %106 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @energy, i32 noundef %105, ptr noundef nonnull %9, ptr noundef nonnull %11, i32 noundef %106, i32 noundef %53) #11
  %107 = trunc nuw nsw i64 %75 to i32
  br label %111

108:                                              ; preds = %144
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %11) #11
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %10) #11
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %9) #11
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %8) #11
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %7) #11
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %6) #11
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %5) #11
  %109 = add nuw nsw i64 %75, 1
  %110 = icmp eq i64 %109, 6
  br i1 %110, label %147, label %74, !llvm.loop !12

111:                                              ; preds = %74, %144
  %112 = phi i64 [ 0, %74 ], [ %145, %144 ]
  %113 = getelementptr inbounds [6 x double], ptr %7, i64 0, i64 %112
  %114 = load double, ptr %113, align 8, !tbaa !10
  %115 = getelementptr inbounds [6 x [6 x double]], ptr %3, i64 0, i64 %112, i64 %75
  store double %114, ptr %115, align 8, !tbaa !10
  %116 = getelementptr inbounds [6 x double], ptr %10, i64 0, i64 %112
  %117 = load double, ptr %116, align 8, !tbaa !10
  %118 = getelementptr inbounds [6 x double], ptr %11, i64 0, i64 %112
  %119 = load double, ptr %118, align 8, !tbaa !10
  %120 = fsub double %117, %119
  %121 = call double @llvm.fabs.f64(double %120)
  %122 = fcmp ogt double %121, 1.000000e-08
  br i1 %122, label %123, label %144

123:                                              ; preds = %111
  %124 = trunc nuw nsw i64 %112 to i32
  %125 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %4, i64 noundef 64, ptr noundef nonnull @.str.2, i32 noundef %124, i32 noundef %107) #11
  %126 = load double, ptr %113, align 8, !tbaa !10
  %127 = load double, ptr %116, align 8, !tbaa !10
  %128 = load double, ptr %118, align 8, !tbaa !10
  %129 = fsub double %127, %128
  %130 = fdiv double %129, 2.000000e-06
  %131 = fsub double %126, %130
  %132 = call double @llvm.fabs.f64(double %131)
  %133 = call double @llvm.fabs.f64(double %130)
  %134 = call double @llvm.maxnum.f64(double %133, double 1.000000e+00)
  %135 = fmul double %134, 0x3EB0C6F7A0B5ED8D
  %136 = fcmp ugt double %132, %135
  %137 = fcmp ule double %133, 1.000000e-09
  %138 = or i1 %137, %136
  %139 = select i1 %138, ptr @.str.6, ptr @.str.5
  %140 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %4, double noundef %126, double noundef %130, ptr noundef nonnull %139)
  %141 = zext i1 %138 to i32
  %142 = load i32, ptr @fails, align 4, !tbaa !6
  %143 = add nsw i32 %142, %141
  store i32 %143, ptr @fails, align 4, !tbaa !6
  br label %144

144:                                              ; preds = %111, %123
  %145 = add nuw nsw i64 %112, 1
  %146 = icmp eq i64 %145, 6
  br i1 %146, label %108, label %111, !llvm.loop !14

147:                                              ; preds = %108
  %148 = getelementptr inbounds i8, ptr %3, i64 48
  %149 = load double, ptr %148, align 8, !tbaa !10
  %150 = getelementptr inbounds i8, ptr %3, i64 8
  %151 = load double, ptr %150, align 8, !tbaa !10
  %152 = getelementptr inbounds i8, ptr %3, i64 96
  %153 = load double, ptr %152, align 8, !tbaa !10
  %154 = getelementptr inbounds i8, ptr %3, i64 16
  %155 = load double, ptr %154, align 8, !tbaa !10
  %156 = getelementptr inbounds i8, ptr %3, i64 104
  %157 = load double, ptr %156, align 8, !tbaa !10
  %158 = getelementptr inbounds i8, ptr %3, i64 64
  %159 = load double, ptr %158, align 8, !tbaa !10
  %160 = getelementptr inbounds i8, ptr %3, i64 144
  %161 = load double, ptr %160, align 8, !tbaa !10
  %162 = getelementptr inbounds i8, ptr %3, i64 24
  %163 = load double, ptr %162, align 8, !tbaa !10
  %164 = getelementptr inbounds i8, ptr %3, i64 152
  %165 = load double, ptr %164, align 8, !tbaa !10
  %166 = getelementptr inbounds i8, ptr %3, i64 72
  %167 = load double, ptr %166, align 8, !tbaa !10
  %168 = getelementptr inbounds i8, ptr %3, i64 160
  %169 = load double, ptr %168, align 8, !tbaa !10
  %170 = getelementptr inbounds i8, ptr %3, i64 120
  %171 = load double, ptr %170, align 8, !tbaa !10
  %172 = getelementptr inbounds i8, ptr %3, i64 192
  %173 = getelementptr inbounds i8, ptr %3, i64 32
  %174 = load <1 x double>, ptr %173, align 8
  %175 = shufflevector <1 x double> %174, <1 x double> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %176 = getelementptr inbounds i8, ptr %3, i64 80
  %177 = load double, ptr %176, align 8, !tbaa !10
  %178 = getelementptr inbounds i8, ptr %3, i64 128
  %179 = load double, ptr %178, align 8, !tbaa !10
  %180 = getelementptr inbounds i8, ptr %3, i64 176
  %181 = load double, ptr %180, align 8, !tbaa !10
  %182 = getelementptr inbounds i8, ptr %3, i64 232
  %183 = load double, ptr %182, align 8, !tbaa !10
  %184 = fsub double %149, %151
  %185 = call double @llvm.fabs.f64(double %184)
  %186 = call double @llvm.fabs.f64(double %149)
  %187 = call double @llvm.maxnum.f64(double %186, double 1.000000e+00)
  %188 = fmul double %187, 1.000000e-09
  %189 = fcmp ogt double %185, %188
  %190 = fsub double %153, %155
  %191 = call double @llvm.fabs.f64(double %190)
  %192 = call double @llvm.fabs.f64(double %153)
  %193 = call double @llvm.maxnum.f64(double %192, double 1.000000e+00)
  %194 = fmul double %193, 1.000000e-09
  %195 = fcmp ogt double %191, %194
  %196 = fsub double %157, %159
  %197 = call double @llvm.fabs.f64(double %196)
  %198 = call double @llvm.fabs.f64(double %157)
  %199 = call double @llvm.maxnum.f64(double %198, double 1.000000e+00)
  %200 = fmul double %199, 1.000000e-09
  %201 = fcmp ogt double %197, %200
  %202 = fsub double %161, %163
  %203 = call double @llvm.fabs.f64(double %202)
  %204 = call double @llvm.fabs.f64(double %161)
  %205 = call double @llvm.maxnum.f64(double %204, double 1.000000e+00)
  %206 = fmul double %205, 1.000000e-09
  %207 = fcmp ogt double %203, %206
  %208 = fsub double %165, %167
  %209 = call double @llvm.fabs.f64(double %208)
  %210 = call double @llvm.fabs.f64(double %165)
  %211 = call double @llvm.maxnum.f64(double %210, double 1.000000e+00)
  %212 = fmul double %211, 1.000000e-09
  %213 = fcmp ogt double %209, %212
  %214 = fsub double %169, %171
  %215 = call double @llvm.fabs.f64(double %214)
  %216 = call double @llvm.fabs.f64(double %169)
  %217 = call double @llvm.maxnum.f64(double %216, double 1.000000e+00)
  %218 = fmul double %217, 1.000000e-09
  %219 = fcmp ogt double %215, %218
  %220 = load <4 x double>, ptr %172, align 8, !tbaa !10
  %221 = insertelement <4 x double> %175, double %177, i64 1
  %222 = insertelement <4 x double> %221, double %179, i64 2
  %223 = insertelement <4 x double> %222, double %181, i64 3
  %224 = fsub <4 x double> %220, %223
  %225 = call <4 x double> @llvm.fabs.v4f64(<4 x double> %224)
  %226 = call <4 x double> @llvm.fabs.v4f64(<4 x double> %220)
  %227 = call <4 x double> @llvm.maxnum.v4f64(<4 x double> %226, <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>)
  %228 = fmul <4 x double> %227, <double 1.000000e-09, double 1.000000e-09, double 1.000000e-09, double 1.000000e-09>
  %229 = fcmp ogt <4 x double> %225, %228
  %230 = getelementptr inbounds i8, ptr %3, i64 240
  %231 = load double, ptr %230, align 8, !tbaa !10
  %232 = getelementptr inbounds i8, ptr %3, i64 40
  %233 = load double, ptr %232, align 8, !tbaa !10
  %234 = fsub double %231, %233
  %235 = call double @llvm.fabs.f64(double %234)
  %236 = call double @llvm.fabs.f64(double %231)
  %237 = call double @llvm.maxnum.f64(double %236, double 1.000000e+00)
  %238 = fmul double %237, 1.000000e-09
  %239 = fcmp ogt double %235, %238
  %240 = getelementptr inbounds i8, ptr %3, i64 248
  %241 = getelementptr inbounds i8, ptr %3, i64 88
  %242 = load <1 x double>, ptr %241, align 8
  %243 = shufflevector <1 x double> %242, <1 x double> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %244 = getelementptr inbounds i8, ptr %3, i64 136
  %245 = load double, ptr %244, align 8, !tbaa !10
  %246 = getelementptr inbounds i8, ptr %3, i64 184
  %247 = load double, ptr %246, align 8, !tbaa !10
  %248 = load <4 x double>, ptr %240, align 8, !tbaa !10
  %249 = insertelement <4 x double> %243, double %245, i64 1
  %250 = insertelement <4 x double> %249, double %247, i64 2
  %251 = insertelement <4 x double> %250, double %183, i64 3
  %252 = fsub <4 x double> %248, %251
  %253 = call <4 x double> @llvm.fabs.v4f64(<4 x double> %252)
  %254 = call <4 x double> @llvm.fabs.v4f64(<4 x double> %248)
  %255 = call <4 x double> @llvm.maxnum.v4f64(<4 x double> %254, <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>)
  %256 = fmul <4 x double> %255, <double 1.000000e-09, double 1.000000e-09, double 1.000000e-09, double 1.000000e-09>
  %257 = fcmp ogt <4 x double> %253, %256
  %258 = freeze <4 x i1> %257
  %259 = freeze <4 x i1> %229
  %260 = or <4 x i1> %258, %259
  %261 = bitcast <4 x i1> %260 to i4
  %262 = icmp ne i4 %261, 0
  %263 = freeze i1 %239
  %264 = or i1 %262, %263
  %265 = freeze i1 %219
  %266 = freeze i1 %207
  %267 = freeze i1 %201
  %268 = or i1 %266, %267
  %269 = freeze i1 %195
  %270 = or i1 %264, %265
  %271 = freeze i1 %213
  %272 = or i1 %270, %271
  %273 = or i1 %268, %269
  %274 = or i1 %272, %273
  %275 = select i1 %274, i1 true, i1 %189
  %276 = select i1 %275, ptr @.str.6, ptr @.str.5
  %277 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.4, ptr noundef nonnull %276)
  %278 = zext i1 %275 to i32
  %279 = load i32, ptr @fails, align 4, !tbaa !6
  %280 = add nsw i32 %279, %278
  store i32 %280, ptr @fails, align 4, !tbaa !6
  %281 = icmp eq i32 %280, 0
  %282 = select i1 %281, ptr @.str.5, ptr @.str.6
  %283 = call i32 @puts(ptr nonnull dereferenceable(1) %282)
  %284 = load i32, ptr @fails, align 4, !tbaa !6
  %285 = icmp ne i32 %284, 0
  %286 = zext i1 %285 to i32
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 288, ptr nonnull %3) #11
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %286
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare %struct.grad2 @__enzyme_fwddiff_2(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal %struct.grad2 @grad(double noundef %0, double noundef %1) #0 {
  %3 = load i32, ptr @enzyme_out, align 4, !tbaa !6
  %4 = tail call %struct.grad2 (ptr, ...) @__enzyme_autodiff_2(ptr noundef nonnull @f, i32 noundef %3, double noundef %0, i32 noundef %3, double noundef %1) #11
  ret %struct.grad2 %4
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

declare void @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal void @energy_grad(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %5 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  tail call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @energy, i32 noundef %4, ptr noundef %0, ptr noundef %1, i32 noundef %5, i32 noundef %2) #11
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

declare %struct.grad2 @__enzyme_autodiff_2(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f(double noundef %0, double noundef %1) #6 {
  %3 = fmul double %0, %1
  %4 = tail call double @exp(double noundef %3) #11
  %5 = tail call double @llvm.fmuladd.f64(double %1, double 2.000000e+00, double %0)
  %6 = tail call double @sin(double noundef %5) #11
  %7 = tail call double @llvm.fmuladd.f64(double %0, double %0, double 1.000000e+00)
  %8 = fmul double %1, %1
  %9 = fmul double %8, %1
  %10 = tail call double @llvm.fmuladd.f64(double %9, double %1, double %7)
  %11 = tail call double @log(double noundef %10) #11
  %12 = tail call double @llvm.fmuladd.f64(double %4, double %6, double %11)
  ret double %12
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #7

declare void @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal double @energy(ptr nocapture noundef readonly %0, i32 noundef %1) #8 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %12

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = zext nneg i32 %1 to i64
  %7 = getelementptr i8, ptr %0, i64 32
  br label %14

8:                                                ; preds = %80, %75, %14
  %9 = phi double [ %17, %14 ], [ %72, %75 ], [ %99, %80 ]
  %10 = add nuw nsw i64 %16, 1
  %11 = icmp eq i64 %20, %6
  br i1 %11, label %12, label %14, !llvm.loop !15

12:                                               ; preds = %8, %2
  %13 = phi double [ 0.000000e+00, %2 ], [ %9, %8 ]
  ret double %13

14:                                               ; preds = %4, %8
  %15 = phi i64 [ 0, %4 ], [ %20, %8 ]
  %16 = phi i64 [ 1, %4 ], [ %10, %8 ]
  %17 = phi double [ 0.000000e+00, %4 ], [ %9, %8 ]
  %18 = xor i64 %15, -1
  %19 = add nsw i64 %18, %6
  %20 = add nuw nsw i64 %15, 1
  %21 = icmp ult i64 %20, %5
  br i1 %21, label %22, label %8

22:                                               ; preds = %14
  %23 = shl nuw nsw i64 %15, 1
  %24 = getelementptr inbounds double, ptr %0, i64 %23
  %25 = load double, ptr %24, align 8, !tbaa !10
  %26 = or disjoint i64 %23, 1
  %27 = getelementptr inbounds double, ptr %0, i64 %26
  %28 = load double, ptr %27, align 8, !tbaa !10
  %29 = icmp ult i64 %19, 4
  br i1 %29, label %77, label %30

30:                                               ; preds = %22
  %31 = and i64 %19, -4
  %32 = add i64 %16, %31
  %33 = insertelement <2 x double> poison, double %25, i64 0
  %34 = shufflevector <2 x double> %33, <2 x double> poison, <2 x i32> zeroinitializer
  %35 = insertelement <2 x double> poison, double %28, i64 0
  %36 = shufflevector <2 x double> %35, <2 x double> poison, <2 x i32> zeroinitializer
  br label %37

37:                                               ; preds = %37, %30
  %38 = phi i64 [ 0, %30 ], [ %73, %37 ]
  %39 = phi double [ %17, %30 ], [ %72, %37 ]
  %40 = add i64 %16, %38
  %41 = shl nsw i64 %40, 4
  %42 = getelementptr inbounds i8, ptr %0, i64 %41
  %43 = shl i64 %40, 4
  %44 = getelementptr i8, ptr %7, i64 %43
  %45 = load <4 x double>, ptr %42, align 8, !tbaa !10
  %46 = load <4 x double>, ptr %44, align 8, !tbaa !10
  %47 = shufflevector <4 x double> %45, <4 x double> poison, <2 x i32> <i32 0, i32 2>
  %48 = shufflevector <4 x double> %46, <4 x double> poison, <2 x i32> <i32 0, i32 2>
  %49 = shufflevector <4 x double> %45, <4 x double> poison, <2 x i32> <i32 1, i32 3>
  %50 = shufflevector <4 x double> %46, <4 x double> poison, <2 x i32> <i32 1, i32 3>
  %51 = fsub <2 x double> %34, %47
  %52 = fsub <2 x double> %34, %48
  %53 = fsub <2 x double> %36, %49
  %54 = fsub <2 x double> %36, %50
  %55 = fmul <2 x double> %53, %53
  %56 = fmul <2 x double> %54, %54
  %57 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %51, <2 x double> %51, <2 x double> %55)
  %58 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %52, <2 x double> %52, <2 x double> %56)
  %59 = fmul <2 x double> %57, %57
  %60 = fmul <2 x double> %58, %58
  %61 = fmul <2 x double> %57, %59
  %62 = fmul <2 x double> %58, %60
  %63 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %61
  %64 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %62
  %65 = fneg <2 x double> %63
  %66 = fneg <2 x double> %64
  %67 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %63, <2 x double> %63, <2 x double> %65)
  %68 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %64, <2 x double> %64, <2 x double> %66)
  %69 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %57, <2 x double> <double 1.000000e-01, double 1.000000e-01>, <2 x double> %67)
  %70 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %58, <2 x double> <double 1.000000e-01, double 1.000000e-01>, <2 x double> %68)
  %71 = tail call double @llvm.vector.reduce.fadd.v2f64(double %39, <2 x double> %69)
  %72 = tail call double @llvm.vector.reduce.fadd.v2f64(double %71, <2 x double> %70)
  %73 = add nuw i64 %38, 4
  %74 = icmp eq i64 %73, %31
  br i1 %74, label %75, label %37, !llvm.loop !16

75:                                               ; preds = %37
  %76 = icmp eq i64 %19, %31
  br i1 %76, label %8, label %77

77:                                               ; preds = %75, %22
  %78 = phi i64 [ %16, %22 ], [ %32, %75 ]
  %79 = phi double [ %17, %22 ], [ %72, %75 ]
  br label %80

80:                                               ; preds = %77, %80
  %81 = phi i64 [ %100, %80 ], [ %78, %77 ]
  %82 = phi double [ %99, %80 ], [ %79, %77 ]
  %83 = shl nuw nsw i64 %81, 1
  %84 = getelementptr inbounds double, ptr %0, i64 %83
  %85 = load double, ptr %84, align 8, !tbaa !10
  %86 = fsub double %25, %85
  %87 = or disjoint i64 %83, 1
  %88 = getelementptr inbounds double, ptr %0, i64 %87
  %89 = load double, ptr %88, align 8, !tbaa !10
  %90 = fsub double %28, %89
  %91 = fmul double %90, %90
  %92 = tail call double @llvm.fmuladd.f64(double %86, double %86, double %91)
  %93 = fmul double %92, %92
  %94 = fmul double %92, %93
  %95 = fdiv double 1.000000e+00, %94
  %96 = fneg double %95
  %97 = tail call double @llvm.fmuladd.f64(double %95, double %95, double %96)
  %98 = tail call double @llvm.fmuladd.f64(double %92, double 1.000000e-01, double %97)
  %99 = fadd double %82, %98
  %100 = add nuw nsw i64 %81, 1
  %101 = icmp eq i64 %100, %6
  br i1 %101, label %8, label %80, !llvm.loop !19
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.fabs.v4f64(<4 x double>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.maxnum.v4f64(<4 x double>, <4 x double>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v2f64(double, <2 x double>) #10

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nofree nounwind }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13}
!16 = distinct !{!16, !13, !17, !18}
!17 = !{!"llvm.loop.isvectorized", i32 1}
!18 = !{!"llvm.loop.unroll.runtime.disable"}
!19 = distinct !{!19, !13, !18, !17}
