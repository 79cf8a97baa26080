; ModuleID = 'fwd/08_matvec.c'
source_filename = "fwd/08_matvec.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [6 x i8] c"y[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.2 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.3 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.4 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [20 x double], align 8
  %2 = alloca [20 x double], align 8
  %3 = alloca [20 x double], align 8
  %4 = alloca [20 x double], align 8
  %5 = alloca [4 x double], align 16
  %6 = alloca [4 x double], align 16
  %7 = alloca [5 x double], align 8
  %8 = alloca [5 x double], align 8
  %9 = alloca [32 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %1) #8
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %2) #8
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %3) #8
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %4) #8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #8
  br label %10

10:                                               ; preds = %0, %10
  %11 = phi i64 [ 0, %0 ], [ %27, %10 ]
  %12 = trunc i64 %11 to i8
  %13 = mul nuw i8 %12, 7
  %14 = urem i8 %13, 11
  %15 = uitofp nneg i8 %14 to double
  %16 = tail call double @llvm.fmuladd.f64(double %15, double 2.500000e-01, double -1.000000e+00)
  %17 = getelementptr inbounds [20 x double], ptr %1, i64 0, i64 %11
  store double %16, ptr %17, align 8, !tbaa !6
  %18 = mul nuw i8 %12, 3
  %19 = urem i8 %18, 5
  %20 = uitofp nneg i8 %19 to double
  %21 = tail call double @llvm.fmuladd.f64(double %20, double 2.000000e-01, double -3.000000e-01)
  %22 = getelementptr inbounds [20 x double], ptr %2, i64 0, i64 %11
  store double %21, ptr %22, align 8, !tbaa !6
  %23 = tail call double @llvm.fmuladd.f64(double %21, double 1.000000e-05, double %16)
  %24 = getelementptr inbounds [20 x double], ptr %3, i64 0, i64 %11
  store double %23, ptr %24, align 8, !tbaa !6
  %25 = tail call double @llvm.fmuladd.f64(double %21, double -1.000000e-05, double %16)
  %26 = getelementptr inbounds [20 x double], ptr %4, i64 0, i64 %11
  store double %25, ptr %26, align 8, !tbaa !6
  %27 = add nuw nsw i64 %11, 1
  %28 = icmp eq i64 %27, 20
  br i1 %28, label %29, label %10, !llvm.loop !10

29:                                               ; preds = %10
  store <2 x double> <double 1.000000e+00, double 1.500000e+00>, ptr %5, align 16, !tbaa !6
  store <2 x double> <double -2.000000e-01, double 0x3FE6666666666666>, ptr %6, align 16, !tbaa !6
  %30 = getelementptr inbounds i8, ptr %5, i64 16
  %31 = getelementptr inbounds i8, ptr %6, i64 16
  store <2 x double> <double 2.000000e+00, double 2.500000e+00>, ptr %30, align 16, !tbaa !6
  store <2 x double> <double -2.000000e-01, double 0x3FE6666666666666>, ptr %31, align 16, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %7) #8
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %8) #8
  %32 = load i32, ptr @enzyme_dup, align 4, !tbaa !12
  %33 = load i32, ptr @enzyme_const, align 4, !tbaa !12
  %34 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @matvec, i32 noundef %32, ptr noundef nonnull %7, ptr noundef nonnull %8, i32 noundef %32, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %32, ptr noundef nonnull %5, ptr noundef nonnull %6, i32 noundef %33, i32 noundef 5, i32 noundef %33, i32 noundef 4) #8
  %35 = load double, ptr %3, align 8, !tbaa !6
  %36 = call double @llvm.fmuladd.f64(double %35, double 9.999980e-01, double 0.000000e+00)
  %37 = getelementptr inbounds i8, ptr %3, i64 8
  %38 = load double, ptr %37, align 8, !tbaa !6
  %39 = call double @llvm.fmuladd.f64(double %38, double 0x3FF80007570C5650, double %36)
  %40 = getelementptr inbounds i8, ptr %3, i64 16
  %41 = load double, ptr %40, align 8, !tbaa !6
  %42 = call double @llvm.fmuladd.f64(double %41, double 0x3FFFFFFDE7210BE9, double %39)
  %43 = getelementptr inbounds i8, ptr %3, i64 24
  %44 = load double, ptr %43, align 8, !tbaa !6
  %45 = call double @llvm.fmuladd.f64(double %44, double 0x40040003AB862B28, double %42)
  %46 = fmul double %45, 9.999980e-01
  %47 = getelementptr inbounds i8, ptr %3, i64 32
  %48 = load double, ptr %47, align 8, !tbaa !6
  %49 = call double @llvm.fmuladd.f64(double %48, double 9.999980e-01, double 0.000000e+00)
  %50 = getelementptr inbounds i8, ptr %3, i64 40
  %51 = load double, ptr %50, align 8, !tbaa !6
  %52 = call double @llvm.fmuladd.f64(double %51, double 0x3FF80007570C5650, double %49)
  %53 = getelementptr inbounds i8, ptr %3, i64 48
  %54 = load double, ptr %53, align 8, !tbaa !6
  %55 = call double @llvm.fmuladd.f64(double %54, double 0x3FFFFFFDE7210BE9, double %52)
  %56 = getelementptr inbounds i8, ptr %3, i64 56
  %57 = load double, ptr %56, align 8, !tbaa !6
  %58 = call double @llvm.fmuladd.f64(double %57, double 0x40040003AB862B28, double %55)
  %59 = fmul double %58, 0x3FF80007570C5650
  %60 = getelementptr inbounds i8, ptr %3, i64 64
  %61 = load double, ptr %60, align 8, !tbaa !6
  %62 = call double @llvm.fmuladd.f64(double %61, double 9.999980e-01, double 0.000000e+00)
  %63 = getelementptr inbounds i8, ptr %3, i64 72
  %64 = load double, ptr %63, align 8, !tbaa !6
  %65 = call double @llvm.fmuladd.f64(double %64, double 0x3FF80007570C5650, double %62)
  %66 = getelementptr inbounds i8, ptr %3, i64 80
  %67 = load double, ptr %66, align 8, !tbaa !6
  %68 = call double @llvm.fmuladd.f64(double %67, double 0x3FFFFFFDE7210BE9, double %65)
  %69 = getelementptr inbounds i8, ptr %3, i64 88
  %70 = load double, ptr %69, align 8, !tbaa !6
  %71 = call double @llvm.fmuladd.f64(double %70, double 0x40040003AB862B28, double %68)
  %72 = fmul double %71, 0x3FFFFFFDE7210BE9
  %73 = getelementptr inbounds i8, ptr %3, i64 96
  %74 = load double, ptr %73, align 8, !tbaa !6
  %75 = call double @llvm.fmuladd.f64(double %74, double 9.999980e-01, double 0.000000e+00)
  %76 = getelementptr inbounds i8, ptr %3, i64 104
  %77 = load double, ptr %76, align 8, !tbaa !6
  %78 = call double @llvm.fmuladd.f64(double %77, double 0x3FF80007570C5650, double %75)
  %79 = getelementptr inbounds i8, ptr %3, i64 112
  %80 = load double, ptr %79, align 8, !tbaa !6
  %81 = call double @llvm.fmuladd.f64(double %80, double 0x3FFFFFFDE7210BE9, double %78)
  %82 = getelementptr inbounds i8, ptr %3, i64 120
  %83 = load double, ptr %82, align 8, !tbaa !6
  %84 = call double @llvm.fmuladd.f64(double %83, double 0x40040003AB862B28, double %81)
  %85 = fmul double %84, 0x40040003AB862B28
  %86 = getelementptr inbounds i8, ptr %3, i64 128
  %87 = load double, ptr %86, align 8, !tbaa !6
  %88 = call double @llvm.fmuladd.f64(double %87, double 9.999980e-01, double 0.000000e+00)
  %89 = getelementptr inbounds i8, ptr %3, i64 136
  %90 = load double, ptr %89, align 8, !tbaa !6
  %91 = call double @llvm.fmuladd.f64(double %90, double 0x3FF80007570C5650, double %88)
  %92 = getelementptr inbounds i8, ptr %3, i64 144
  %93 = load double, ptr %92, align 8, !tbaa !6
  %94 = call double @llvm.fmuladd.f64(double %93, double 0x3FFFFFFDE7210BE9, double %91)
  %95 = getelementptr inbounds i8, ptr %3, i64 152
  %96 = load double, ptr %95, align 8, !tbaa !6
  %97 = call double @llvm.fmuladd.f64(double %96, double 0x40040003AB862B28, double %94)
  %98 = fmul double %97, 9.999980e-01
  %99 = load double, ptr %4, align 8, !tbaa !6
  %100 = call double @llvm.fmuladd.f64(double %99, double 0x3FF0000218DEF417, double 0.000000e+00)
  %101 = getelementptr inbounds i8, ptr %4, i64 8
  %102 = load double, ptr %101, align 8, !tbaa !6
  %103 = call double @llvm.fmuladd.f64(double %102, double 0x3FF7FFF8A8F3A9B0, double %100)
  %104 = getelementptr inbounds i8, ptr %4, i64 16
  %105 = load double, ptr %104, align 8, !tbaa !6
  %106 = call double @llvm.fmuladd.f64(double %105, double 0x400000010C6F7A0B, double %103)
  %107 = getelementptr inbounds i8, ptr %4, i64 24
  %108 = load double, ptr %107, align 8, !tbaa !6
  %109 = call double @llvm.fmuladd.f64(double %108, double 0x4003FFFC5479D4D8, double %106)
  %110 = fmul double %109, 0x3FF0000218DEF417
  %111 = getelementptr inbounds i8, ptr %4, i64 32
  %112 = load double, ptr %111, align 8, !tbaa !6
  %113 = call double @llvm.fmuladd.f64(double %112, double 0x3FF0000218DEF417, double 0.000000e+00)
  %114 = getelementptr inbounds i8, ptr %4, i64 40
  %115 = load double, ptr %114, align 8, !tbaa !6
  %116 = call double @llvm.fmuladd.f64(double %115, double 0x3FF7FFF8A8F3A9B0, double %113)
  %117 = getelementptr inbounds i8, ptr %4, i64 48
  %118 = load double, ptr %117, align 8, !tbaa !6
  %119 = call double @llvm.fmuladd.f64(double %118, double 0x400000010C6F7A0B, double %116)
  %120 = getelementptr inbounds i8, ptr %4, i64 56
  %121 = load double, ptr %120, align 8, !tbaa !6
  %122 = call double @llvm.fmuladd.f64(double %121, double 0x4003FFFC5479D4D8, double %119)
  %123 = fmul double %122, 0x3FF7FFF8A8F3A9B0
  %124 = getelementptr inbounds i8, ptr %4, i64 64
  %125 = load double, ptr %124, align 8, !tbaa !6
  %126 = call double @llvm.fmuladd.f64(double %125, double 0x3FF0000218DEF417, double 0.000000e+00)
  %127 = getelementptr inbounds i8, ptr %4, i64 72
  %128 = load double, ptr %127, align 8, !tbaa !6
  %129 = call double @llvm.fmuladd.f64(double %128, double 0x3FF7FFF8A8F3A9B0, double %126)
  %130 = getelementptr inbounds i8, ptr %4, i64 80
  %131 = load double, ptr %130, align 8, !tbaa !6
  %132 = call double @llvm.fmuladd.f64(double %131, double 0x400000010C6F7A0B, double %129)
  %133 = getelementptr inbounds i8, ptr %4, i64 88
  %134 = load double, ptr %133, align 8, !tbaa !6
  %135 = call double @llvm.fmuladd.f64(double %134, double 0x4003FFFC5479D4D8, double %132)
  %136 = fmul double %135, 0x400000010C6F7A0B
  %137 = getelementptr inbounds i8, ptr %4, i64 96
  %138 = load double, ptr %137, align 8, !tbaa !6
  %139 = call double @llvm.fmuladd.f64(double %138, double 0x3FF0000218DEF417, double 0.000000e+00)
  %140 = getelementptr inbounds i8, ptr %4, i64 104
  %141 = load double, ptr %140, align 8, !tbaa !6
  %142 = call double @llvm.fmuladd.f64(double %141, double 0x3FF7FFF8A8F3A9B0, double %139)
  %143 = getelementptr inbounds i8, ptr %4, i64 112
  %144 = load double, ptr %143, align 8, !tbaa !6
  %145 = call double @llvm.fmuladd.f64(double %144, double 0x400000010C6F7A0B, double %142)
  %146 = getelementptr inbounds i8, ptr %4, i64 120
  %147 = load double, ptr %146, align 8, !tbaa !6
  %148 = call double @llvm.fmuladd.f64(double %147, double 0x4003FFFC5479D4D8, double %145)
  %149 = fmul double %148, 0x4003FFFC5479D4D8
  %150 = getelementptr inbounds i8, ptr %4, i64 128
  %151 = load double, ptr %150, align 8, !tbaa !6
  %152 = call double @llvm.fmuladd.f64(double %151, double 0x3FF0000218DEF417, double 0.000000e+00)
  %153 = getelementptr inbounds i8, ptr %4, i64 136
  %154 = load double, ptr %153, align 8, !tbaa !6
  %155 = call double @llvm.fmuladd.f64(double %154, double 0x3FF7FFF8A8F3A9B0, double %152)
  %156 = getelementptr inbounds i8, ptr %4, i64 144
  %157 = load double, ptr %156, align 8, !tbaa !6
  %158 = call double @llvm.fmuladd.f64(double %157, double 0x400000010C6F7A0B, double %155)
  %159 = getelementptr inbounds i8, ptr %4, i64 152
  %160 = load double, ptr %159, align 8, !tbaa !6
  %161 = call double @llvm.fmuladd.f64(double %160, double 0x4003FFFC5479D4D8, double %158)
  %162 = fmul double %161, 0x3FF0000218DEF417
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #8
  %163 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %9, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef 0) #8
  %164 = load double, ptr %8, align 8, !tbaa !6
  %165 = fsub double %46, %110
  %166 = fdiv double %165, 2.000000e-05
  %167 = fsub double %164, %166
  %168 = call double @llvm.fabs.f64(double %167)
  %169 = call double @llvm.fabs.f64(double %166)
  %170 = call double @llvm.maxnum.f64(double %169, double 1.000000e+00)
  %171 = fmul double %170, 0x3EB0C6F7A0B5ED8D
  %172 = fcmp ugt double %168, %171
  %173 = fcmp ule double %169, 1.000000e-09
  %174 = or i1 %173, %172
  %175 = select i1 %174, ptr @.str.2, ptr @.str.3
  %176 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %9, double noundef %164, double noundef %166, ptr noundef nonnull %175)
  %177 = zext i1 %174 to i32
  %178 = load i32, ptr @fails, align 4, !tbaa !12
  %179 = add nsw i32 %178, %177
  store i32 %179, ptr @fails, align 4, !tbaa !12
  %180 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %9, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef 1) #8
  %181 = getelementptr inbounds i8, ptr %8, i64 8
  %182 = load double, ptr %181, align 8, !tbaa !6
  %183 = fsub double %59, %123
  %184 = fdiv double %183, 2.000000e-05
  %185 = fsub double %182, %184
  %186 = call double @llvm.fabs.f64(double %185)
  %187 = call double @llvm.fabs.f64(double %184)
  %188 = call double @llvm.maxnum.f64(double %187, double 1.000000e+00)
  %189 = fmul double %188, 0x3EB0C6F7A0B5ED8D
  %190 = fcmp ugt double %186, %189
  %191 = fcmp ule double %187, 1.000000e-09
  %192 = or i1 %191, %190
  %193 = select i1 %192, ptr @.str.2, ptr @.str.3
  %194 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %9, double noundef %182, double noundef %184, ptr noundef nonnull %193)
  %195 = zext i1 %192 to i32
  %196 = load i32, ptr @fails, align 4, !tbaa !12
  %197 = add nsw i32 %196, %195
  store i32 %197, ptr @fails, align 4, !tbaa !12
  %198 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %9, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef 2) #8
  %199 = getelementptr inbounds i8, ptr %8, i64 16
  %200 = load double, ptr %199, align 8, !tbaa !6
  %201 = fsub double %72, %136
  %202 = fdiv double %201, 2.000000e-05
  %203 = fsub double %200, %202
  %204 = call double @llvm.fabs.f64(double %203)
  %205 = call double @llvm.fabs.f64(double %202)
  %206 = call double @llvm.maxnum.f64(double %205, double 1.000000e+00)
  %207 = fmul double %206, 0x3EB0C6F7A0B5ED8D
  %208 = fcmp ugt double %204, %207
  %209 = fcmp ule double %205, 1.000000e-09
  %210 = or i1 %209, %208
  %211 = select i1 %210, ptr @.str.2, ptr @.str.3
  %212 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %9, double noundef %200, double noundef %202, ptr noundef nonnull %211)
  %213 = zext i1 %210 to i32
  %214 = load i32, ptr @fails, align 4, !tbaa !12
  %215 = add nsw i32 %214, %213
  store i32 %215, ptr @fails, align 4, !tbaa !12
  %216 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %9, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef 3) #8
  %217 = getelementptr inbounds i8, ptr %8, i64 24
  %218 = load double, ptr %217, align 8, !tbaa !6
  %219 = fsub double %85, %149
  %220 = fdiv double %219, 2.000000e-05
  %221 = fsub double %218, %220
  %222 = call double @llvm.fabs.f64(double %221)
  %223 = call double @llvm.fabs.f64(double %220)
  %224 = call double @llvm.maxnum.f64(double %223, double 1.000000e+00)
  %225 = fmul double %224, 0x3EB0C6F7A0B5ED8D
  %226 = fcmp ugt double %222, %225
  %227 = fcmp ule double %223, 1.000000e-09
  %228 = or i1 %227, %226
  %229 = select i1 %228, ptr @.str.2, ptr @.str.3
  %230 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %9, double noundef %218, double noundef %220, ptr noundef nonnull %229)
  %231 = zext i1 %228 to i32
  %232 = load i32, ptr @fails, align 4, !tbaa !12
  %233 = add nsw i32 %232, %231
  store i32 %233, ptr @fails, align 4, !tbaa !12
  %234 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %9, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef 4) #8
  %235 = getelementptr inbounds i8, ptr %8, i64 32
  %236 = load double, ptr %235, align 8, !tbaa !6
  %237 = fsub double %98, %162
  %238 = fdiv double %237, 2.000000e-05
  %239 = fsub double %236, %238
  %240 = call double @llvm.fabs.f64(double %239)
  %241 = call double @llvm.fabs.f64(double %238)
  %242 = call double @llvm.maxnum.f64(double %241, double 1.000000e+00)
  %243 = fmul double %242, 0x3EB0C6F7A0B5ED8D
  %244 = fcmp ugt double %240, %243
  %245 = fcmp ule double %241, 1.000000e-09
  %246 = or i1 %245, %244
  %247 = select i1 %246, ptr @.str.2, ptr @.str.3
  %248 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %9, double noundef %236, double noundef %238, ptr noundef nonnull %247)
  %249 = zext i1 %246 to i32
  %250 = load i32, ptr @fails, align 4, !tbaa !12
  %251 = add nsw i32 %250, %249
  store i32 %251, ptr @fails, align 4, !tbaa !12
  %252 = icmp eq i32 %251, 0
  %253 = select i1 %252, ptr @.str.3, ptr @.str.2
  %254 = call i32 @puts(ptr nonnull dereferenceable(1) %253)
  %255 = load i32, ptr @fails, align 4, !tbaa !12
  %256 = icmp ne i32 %255, 0
  %257 = zext i1 %256 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #8
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %8) #8
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %7) #8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #8
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %4) #8
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %1) #8
  ret i32 %257
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal void @matvec(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i32 noundef %3, i32 noundef %4) #4 {
  %6 = icmp sgt i32 %3, 0
  br i1 %6, label %7, label %40

7:                                                ; preds = %5
  %8 = icmp sgt i32 %4, 0
  %9 = zext i32 %4 to i64
  %10 = zext nneg i32 %3 to i64
  %11 = icmp ult i32 %4, 4
  %12 = and i64 %9, 2147483644
  %13 = icmp eq i64 %12, %9
  br label %14

14:                                               ; preds = %7, %41
  %15 = phi i64 [ 0, %7 ], [ %50, %41 ]
  br i1 %8, label %16, label %41

16:                                               ; preds = %14
  %17 = mul nuw nsw i64 %15, %9
  %18 = getelementptr inbounds double, ptr %1, i64 %17
  br i1 %11, label %19, label %22

19:                                               ; preds = %39, %16
  %20 = phi i64 [ 0, %16 ], [ %12, %39 ]
  %21 = phi double [ 0.000000e+00, %16 ], [ %36, %39 ]
  br label %52

22:                                               ; preds = %16, %22
  %23 = phi i64 [ %37, %22 ], [ 0, %16 ]
  %24 = phi double [ %36, %22 ], [ 0.000000e+00, %16 ]
  %25 = getelementptr inbounds double, ptr %18, i64 %23
  %26 = getelementptr inbounds i8, ptr %25, i64 16
  %27 = load <2 x double>, ptr %25, align 8, !tbaa !6
  %28 = load <2 x double>, ptr %26, align 8, !tbaa !6
  %29 = getelementptr inbounds double, ptr %2, i64 %23
  %30 = getelementptr inbounds i8, ptr %29, i64 16
  %31 = load <2 x double>, ptr %29, align 8, !tbaa !6
  %32 = load <2 x double>, ptr %30, align 8, !tbaa !6
  %33 = fmul <2 x double> %27, %31
  %34 = fmul <2 x double> %28, %32
  %35 = tail call double @llvm.vector.reduce.fadd.v2f64(double %24, <2 x double> %33)
  %36 = tail call double @llvm.vector.reduce.fadd.v2f64(double %35, <2 x double> %34)
  %37 = add nuw i64 %23, 4
  %38 = icmp eq i64 %37, %12
  br i1 %38, label %39, label %22, !llvm.loop !14

39:                                               ; preds = %22
  br i1 %13, label %41, label %19

40:                                               ; preds = %41, %5
  ret void

41:                                               ; preds = %52, %39, %14
  %42 = phi double [ 0.000000e+00, %14 ], [ %36, %39 ], [ %59, %52 ]
  %43 = trunc nuw nsw i64 %15 to i32
  %44 = srem i32 %43, %4
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds double, ptr %2, i64 %45
  %47 = load double, ptr %46, align 8, !tbaa !6
  %48 = fmul double %42, %47
  %49 = getelementptr inbounds double, ptr %0, i64 %15
  store double %48, ptr %49, align 8, !tbaa !6
  %50 = add nuw nsw i64 %15, 1
  %51 = icmp eq i64 %50, %10
  br i1 %51, label %40, label %14, !llvm.loop !17

52:                                               ; preds = %19, %52
  %53 = phi i64 [ %60, %52 ], [ %20, %19 ]
  %54 = phi double [ %59, %52 ], [ %21, %19 ]
  %55 = getelementptr inbounds double, ptr %18, i64 %53
  %56 = load double, ptr %55, align 8, !tbaa !6
  %57 = getelementptr inbounds double, ptr %2, i64 %53
  %58 = load double, ptr %57, align 8, !tbaa !6
  %59 = tail call double @llvm.fmuladd.f64(double %56, double %58, double %54)
  %60 = add nuw nsw i64 %53, 1
  %61 = icmp eq i64 %60, %9
  br i1 %61, label %41, label %52, !llvm.loop !18
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v2f64(double, <2 x double>) #7

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

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
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !8, i64 0}
!14 = distinct !{!14, !11, !15, !16}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11, !16, !15}
