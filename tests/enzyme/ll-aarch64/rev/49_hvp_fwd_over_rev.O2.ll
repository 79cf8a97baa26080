; ModuleID = 'rev/49_hvp_fwd_over_rev.c'
source_filename = "rev/49_hvp_fwd_over_rev.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [9 x i8] c"grad[%d]\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"(H v)[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca [5 x double], align 16
  %3 = alloca [5 x double], align 16
  %4 = alloca [5 x double], align 8
  %5 = alloca [5 x double], align 8
  %6 = alloca [64 x i8], align 1
  %7 = alloca [5 x double], align 8
  %8 = alloca [5 x double], align 8
  %9 = alloca [5 x double], align 8
  %10 = alloca [5 x double], align 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 5, ptr %1, align 4, !tbaa !6
  %11 = load volatile i32, ptr %1, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %2) #9
  store <2 x double> <double 5.000000e-01, double -8.000000e-01>, ptr %2, align 16
  %12 = getelementptr inbounds i8, ptr %2, i64 16
  store <2 x double> <double 1.200000e+00, double 3.000000e-01>, ptr %12, align 16
  %13 = getelementptr inbounds i8, ptr %2, i64 32
  store double -6.000000e-01, ptr %13, align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3) #9
  store <2 x double> <double 1.000000e+00, double 5.000000e-01>, ptr %3, align 16
  %14 = getelementptr inbounds i8, ptr %3, i64 16
  store <2 x double> <double -2.500000e-01, double 2.000000e+00>, ptr %14, align 16
  %15 = getelementptr inbounds i8, ptr %3, i64 32
  store double -1.000000e+00, ptr %15, align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %4, i8 0, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %5) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %5, i8 0, i64 40, i1 false)
  %16 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %17 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @grad_f, i32 noundef %16, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %16, ptr noundef nonnull %4, ptr noundef nonnull %5, i32 noundef %17, i32 noundef %11) #9
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #9
  %18 = icmp sgt i32 %11, 0
  %19 = zext nneg i32 %11 to i64
  br label %172

20:                                               ; preds = %225
  %21 = getelementptr inbounds i8, ptr %3, i64 24
  %22 = getelementptr inbounds i8, ptr %3, i64 8
  %23 = getelementptr inbounds i8, ptr %2, i64 24
  %24 = getelementptr inbounds i8, ptr %2, i64 8
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %7) #9
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %8) #9
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %9) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %9, i8 0, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %10) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %10, i8 0, i64 40, i1 false)
  %25 = load double, ptr %2, align 16, !tbaa !10
  %26 = load double, ptr %3, align 16, !tbaa !10
  %27 = call double @llvm.fmuladd.f64(double %26, double 0x3EB0C6F7A0B5ED8D, double %25)
  store double %27, ptr %7, align 8, !tbaa !10
  %28 = call double @llvm.fmuladd.f64(double %26, double 0xBEB0C6F7A0B5ED8D, double %25)
  store double %28, ptr %8, align 8, !tbaa !10
  %29 = load double, ptr %24, align 8, !tbaa !10
  %30 = load double, ptr %22, align 8, !tbaa !10
  %31 = call double @llvm.fmuladd.f64(double %30, double 0x3EB0C6F7A0B5ED8D, double %29)
  %32 = getelementptr inbounds i8, ptr %7, i64 8
  store double %31, ptr %32, align 8, !tbaa !10
  %33 = call double @llvm.fmuladd.f64(double %30, double 0xBEB0C6F7A0B5ED8D, double %29)
  %34 = getelementptr inbounds i8, ptr %8, i64 8
  store double %33, ptr %34, align 8, !tbaa !10
  %35 = load double, ptr %12, align 16, !tbaa !10
  %36 = load double, ptr %14, align 16, !tbaa !10
  %37 = call double @llvm.fmuladd.f64(double %36, double 0x3EB0C6F7A0B5ED8D, double %35)
  %38 = getelementptr inbounds i8, ptr %7, i64 16
  store double %37, ptr %38, align 8, !tbaa !10
  %39 = call double @llvm.fmuladd.f64(double %36, double 0xBEB0C6F7A0B5ED8D, double %35)
  %40 = getelementptr inbounds i8, ptr %8, i64 16
  store double %39, ptr %40, align 8, !tbaa !10
  %41 = load double, ptr %23, align 8, !tbaa !10
  %42 = load double, ptr %21, align 8, !tbaa !10
  %43 = call double @llvm.fmuladd.f64(double %42, double 0x3EB0C6F7A0B5ED8D, double %41)
  %44 = getelementptr inbounds i8, ptr %7, i64 24
  store double %43, ptr %44, align 8, !tbaa !10
  %45 = call double @llvm.fmuladd.f64(double %42, double 0xBEB0C6F7A0B5ED8D, double %41)
  %46 = getelementptr inbounds i8, ptr %8, i64 24
  store double %45, ptr %46, align 8, !tbaa !10
  %47 = load double, ptr %13, align 16, !tbaa !10
  %48 = load double, ptr %15, align 16, !tbaa !10
  %49 = call double @llvm.fmuladd.f64(double %48, double 0x3EB0C6F7A0B5ED8D, double %47)
  %50 = getelementptr inbounds i8, ptr %7, i64 32
  store double %49, ptr %50, align 8, !tbaa !10
  %51 = call double @llvm.fmuladd.f64(double %48, double 0xBEB0C6F7A0B5ED8D, double %47)
  %52 = getelementptr inbounds i8, ptr %8, i64 32
  store double %51, ptr %52, align 8, !tbaa !10
  %53 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %54 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %55 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, i32 noundef %53, ptr noundef nonnull %7, ptr noundef nonnull %9, i32 noundef %54, i32 noundef %11) #9
  %56 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %57 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %58 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, i32 noundef %56, ptr noundef nonnull %8, ptr noundef nonnull %10, i32 noundef %57, i32 noundef %11) #9
  %59 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %6, i64 noundef 64, ptr noundef nonnull @.str.1, i32 noundef 0) #9
  %60 = load double, ptr %5, align 8, !tbaa !10
  %61 = load double, ptr %9, align 8, !tbaa !10
  %62 = load double, ptr %10, align 8, !tbaa !10
  %63 = fsub double %61, %62
  %64 = fdiv double %63, 2.000000e-06
  %65 = fsub double %60, %64
  %66 = call double @llvm.fabs.f64(double %65)
  %67 = call double @llvm.fabs.f64(double %64)
  %68 = call double @llvm.maxnum.f64(double %67, double 1.000000e+00)
  %69 = fmul double %68, 0x3EB0C6F7A0B5ED8D
  %70 = fcmp ugt double %66, %69
  %71 = fcmp ule double %67, 1.000000e-09
  %72 = or i1 %71, %70
  %73 = select i1 %72, ptr @.str.3, ptr @.str.4
  %74 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %6, double noundef %60, double noundef %64, ptr noundef nonnull %73)
  %75 = zext i1 %72 to i32
  %76 = load i32, ptr @fails, align 4, !tbaa !6
  %77 = add nsw i32 %76, %75
  store i32 %77, ptr @fails, align 4, !tbaa !6
  %78 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %6, i64 noundef 64, ptr noundef nonnull @.str.1, i32 noundef 1) #9
  %79 = getelementptr inbounds i8, ptr %5, i64 8
  %80 = load double, ptr %79, align 8, !tbaa !10
  %81 = getelementptr inbounds i8, ptr %9, i64 8
  %82 = load double, ptr %81, align 8, !tbaa !10
  %83 = getelementptr inbounds i8, ptr %10, i64 8
  %84 = load double, ptr %83, align 8, !tbaa !10
  %85 = fsub double %82, %84
  %86 = fdiv double %85, 2.000000e-06
  %87 = fsub double %80, %86
  %88 = call double @llvm.fabs.f64(double %87)
  %89 = call double @llvm.fabs.f64(double %86)
  %90 = call double @llvm.maxnum.f64(double %89, double 1.000000e+00)
  %91 = fmul double %90, 0x3EB0C6F7A0B5ED8D
  %92 = fcmp ugt double %88, %91
  %93 = fcmp ule double %89, 1.000000e-09
  %94 = or i1 %93, %92
  %95 = select i1 %94, ptr @.str.3, ptr @.str.4
  %96 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %6, double noundef %80, double noundef %86, ptr noundef nonnull %95)
  %97 = zext i1 %94 to i32
  %98 = load i32, ptr @fails, align 4, !tbaa !6
  %99 = add nsw i32 %98, %97
  store i32 %99, ptr @fails, align 4, !tbaa !6
  %100 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %6, i64 noundef 64, ptr noundef nonnull @.str.1, i32 noundef 2) #9
  %101 = getelementptr inbounds i8, ptr %5, i64 16
  %102 = load double, ptr %101, align 8, !tbaa !10
  %103 = getelementptr inbounds i8, ptr %9, i64 16
  %104 = load double, ptr %103, align 8, !tbaa !10
  %105 = getelementptr inbounds i8, ptr %10, i64 16
  %106 = load double, ptr %105, align 8, !tbaa !10
  %107 = fsub double %104, %106
  %108 = fdiv double %107, 2.000000e-06
  %109 = fsub double %102, %108
  %110 = call double @llvm.fabs.f64(double %109)
  %111 = call double @llvm.fabs.f64(double %108)
  %112 = call double @llvm.maxnum.f64(double %111, double 1.000000e+00)
  %113 = fmul double %112, 0x3EB0C6F7A0B5ED8D
  %114 = fcmp ugt double %110, %113
  %115 = fcmp ule double %111, 1.000000e-09
  %116 = or i1 %115, %114
  %117 = select i1 %116, ptr @.str.3, ptr @.str.4
  %118 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %6, double noundef %102, double noundef %108, ptr noundef nonnull %117)
  %119 = zext i1 %116 to i32
  %120 = load i32, ptr @fails, align 4, !tbaa !6
  %121 = add nsw i32 %120, %119
  store i32 %121, ptr @fails, align 4, !tbaa !6
  %122 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %6, i64 noundef 64, ptr noundef nonnull @.str.1, i32 noundef 3) #9
  %123 = getelementptr inbounds i8, ptr %5, i64 24
  %124 = load double, ptr %123, align 8, !tbaa !10
  %125 = getelementptr inbounds i8, ptr %9, i64 24
  %126 = load double, ptr %125, align 8, !tbaa !10
  %127 = getelementptr inbounds i8, ptr %10, i64 24
  %128 = load double, ptr %127, align 8, !tbaa !10
  %129 = fsub double %126, %128
  %130 = fdiv double %129, 2.000000e-06
  %131 = fsub double %124, %130
  %132 = call double @llvm.fabs.f64(double %131)
  %133 = call double @llvm.fabs.f64(double %130)
  %134 = call double @llvm.maxnum.f64(double %133, double 1.000000e+00)
  %135 = fmul double %134, 0x3EB0C6F7A0B5ED8D
  %136 = fcmp ugt double %132, %135
  %137 = fcmp ule double %133, 1.000000e-09
  %138 = or i1 %137, %136
  %139 = select i1 %138, ptr @.str.3, ptr @.str.4
  %140 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %6, double noundef %124, double noundef %130, ptr noundef nonnull %139)
  %141 = zext i1 %138 to i32
  %142 = load i32, ptr @fails, align 4, !tbaa !6
  %143 = add nsw i32 %142, %141
  store i32 %143, ptr @fails, align 4, !tbaa !6
  %144 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %6, i64 noundef 64, ptr noundef nonnull @.str.1, i32 noundef 4) #9
  %145 = getelementptr inbounds i8, ptr %5, i64 32
  %146 = load double, ptr %145, align 8, !tbaa !10
  %147 = getelementptr inbounds i8, ptr %9, i64 32
  %148 = load double, ptr %147, align 8, !tbaa !10
  %149 = getelementptr inbounds i8, ptr %10, i64 32
  %150 = load double, ptr %149, align 8, !tbaa !10
  %151 = fsub double %148, %150
  %152 = fdiv double %151, 2.000000e-06
  %153 = fsub double %146, %152
  %154 = call double @llvm.fabs.f64(double %153)
  %155 = call double @llvm.fabs.f64(double %152)
  %156 = call double @llvm.maxnum.f64(double %155, double 1.000000e+00)
  %157 = fmul double %156, 0x3EB0C6F7A0B5ED8D
  %158 = fcmp ugt double %154, %157
  %159 = fcmp ule double %155, 1.000000e-09
  %160 = or i1 %159, %158
  %161 = select i1 %160, ptr @.str.3, ptr @.str.4
  %162 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %6, double noundef %146, double noundef %152, ptr noundef nonnull %161)
  %163 = zext i1 %160 to i32
  %164 = load i32, ptr @fails, align 4, !tbaa !6
  %165 = add nsw i32 %164, %163
  store i32 %165, ptr @fails, align 4, !tbaa !6
  %166 = icmp eq i32 %165, 0
  %167 = select i1 %166, ptr @.str.4, ptr @.str.3
  %168 = call i32 @puts(ptr nonnull dereferenceable(1) %167)
  %169 = load i32, ptr @fails, align 4, !tbaa !6
  %170 = icmp ne i32 %169, 0
  %171 = zext i1 %170 to i32
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %10) #9
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %9) #9
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %8) #9
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %7) #9
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #9
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %5) #9
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4) #9
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3) #9
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %2) #9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %171

172:                                              ; preds = %0, %225
  %173 = phi i64 [ 0, %0 ], [ %247, %225 ]
  %174 = getelementptr inbounds [5 x double], ptr %2, i64 0, i64 %173
  %175 = load double, ptr %174, align 8, !tbaa !10
  %176 = fadd double %175, 0x3EB0C6F7A0B5ED8D
  store double %176, ptr %174, align 8, !tbaa !10
  br i1 %18, label %177, label %225

177:                                              ; preds = %172, %197
  %178 = phi i64 [ %188, %197 ], [ 0, %172 ]
  %179 = phi double [ %198, %197 ], [ 0.000000e+00, %172 ]
  %180 = getelementptr inbounds double, ptr %2, i64 %178
  %181 = load double, ptr %180, align 8, !tbaa !10
  %182 = fmul double %181, 2.500000e-01
  %183 = fmul double %181, %182
  %184 = fmul double %181, %183
  %185 = fneg double %181
  %186 = call double @llvm.fmuladd.f64(double %184, double %181, double %185)
  %187 = fadd double %179, %186
  %188 = add nuw nsw i64 %178, 1
  %189 = icmp ult i64 %188, %19
  br i1 %189, label %190, label %197

190:                                              ; preds = %177
  %191 = getelementptr inbounds double, ptr %2, i64 %188
  %192 = load double, ptr %191, align 8, !tbaa !10
  %193 = fmul double %181, %192
  %194 = call double @llvm.fmuladd.f64(double %192, double -5.000000e-01, double %181)
  %195 = call double @sin(double noundef %194) #9
  %196 = call double @llvm.fmuladd.f64(double %193, double %195, double %187)
  br label %197

197:                                              ; preds = %190, %177
  %198 = phi double [ %196, %190 ], [ %187, %177 ]
  %199 = icmp eq i64 %188, %19
  br i1 %199, label %200, label %177, !llvm.loop !12

200:                                              ; preds = %197
  %201 = fadd double %175, 0xBEB0C6F7A0B5ED8D
  store double %201, ptr %174, align 8, !tbaa !10
  br label %202

202:                                              ; preds = %222, %200
  %203 = phi i64 [ 0, %200 ], [ %213, %222 ]
  %204 = phi double [ 0.000000e+00, %200 ], [ %223, %222 ]
  %205 = getelementptr inbounds double, ptr %2, i64 %203
  %206 = load double, ptr %205, align 8, !tbaa !10
  %207 = fmul double %206, 2.500000e-01
  %208 = fmul double %206, %207
  %209 = fmul double %206, %208
  %210 = fneg double %206
  %211 = call double @llvm.fmuladd.f64(double %209, double %206, double %210)
  %212 = fadd double %204, %211
  %213 = add nuw nsw i64 %203, 1
  %214 = icmp ult i64 %213, %19
  br i1 %214, label %215, label %222

215:                                              ; preds = %202
  %216 = getelementptr inbounds double, ptr %2, i64 %213
  %217 = load double, ptr %216, align 8, !tbaa !10
  %218 = fmul double %206, %217
  %219 = call double @llvm.fmuladd.f64(double %217, double -5.000000e-01, double %206)
  %220 = call double @sin(double noundef %219) #9
  %221 = call double @llvm.fmuladd.f64(double %218, double %220, double %212)
  br label %222

222:                                              ; preds = %215, %202
  %223 = phi double [ %221, %215 ], [ %212, %202 ]
  %224 = icmp eq i64 %213, %19
  br i1 %224, label %225, label %202, !llvm.loop !12

225:                                              ; preds = %222, %172
  %226 = phi double [ 0.000000e+00, %172 ], [ %198, %222 ]
  %227 = phi double [ 0.000000e+00, %172 ], [ %223, %222 ]
  store double %175, ptr %174, align 8, !tbaa !10
  %228 = trunc nuw nsw i64 %173 to i32
  %229 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %6, i64 noundef 64, ptr noundef nonnull @.str, i32 noundef %228) #9
  %230 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 %173
  %231 = load double, ptr %230, align 8, !tbaa !10
  %232 = fsub double %226, %227
  %233 = fdiv double %232, 2.000000e-06
  %234 = fsub double %231, %233
  %235 = call double @llvm.fabs.f64(double %234)
  %236 = call double @llvm.fabs.f64(double %233)
  %237 = call double @llvm.maxnum.f64(double %236, double 1.000000e+00)
  %238 = fmul double %237, 0x3EB0C6F7A0B5ED8D
  %239 = fcmp ugt double %235, %238
  %240 = fcmp ule double %236, 1.000000e-09
  %241 = or i1 %240, %239
  %242 = select i1 %241, ptr @.str.3, ptr @.str.4
  %243 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %6, double noundef %231, double noundef %233, ptr noundef nonnull %242)
  %244 = zext i1 %241 to i32
  %245 = load i32, ptr @fails, align 4, !tbaa !6
  %246 = add nsw i32 %245, %244
  store i32 %246, ptr @fails, align 4, !tbaa !6
  %247 = add nuw nsw i64 %173, 1
  %248 = icmp eq i64 %247, 5
  br i1 %248, label %20, label %172, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare void @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal void @grad_f(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %5 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %6 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, i32 noundef %4, ptr noundef %0, ptr noundef %1, i32 noundef %5, i32 noundef %2) #9
  ret void
}

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @f(ptr nocapture noundef readonly %0, i32 noundef %1) #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %7

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = zext nneg i32 %1 to i64
  br label %9

7:                                                ; preds = %29, %2
  %8 = phi double [ 0.000000e+00, %2 ], [ %30, %29 ]
  ret double %8

9:                                                ; preds = %4, %29
  %10 = phi i64 [ 0, %4 ], [ %20, %29 ]
  %11 = phi double [ 0.000000e+00, %4 ], [ %30, %29 ]
  %12 = getelementptr inbounds double, ptr %0, i64 %10
  %13 = load double, ptr %12, align 8, !tbaa !10
  %14 = fmul double %13, 2.500000e-01
  %15 = fmul double %13, %14
  %16 = fmul double %13, %15
  %17 = fneg double %13
  %18 = tail call double @llvm.fmuladd.f64(double %16, double %13, double %17)
  %19 = fadd double %11, %18
  %20 = add nuw nsw i64 %10, 1
  %21 = icmp ult i64 %20, %5
  br i1 %21, label %22, label %29

22:                                               ; preds = %9
  %23 = getelementptr inbounds double, ptr %0, i64 %20
  %24 = load double, ptr %23, align 8, !tbaa !10
  %25 = fmul double %13, %24
  %26 = tail call double @llvm.fmuladd.f64(double %24, double -5.000000e-01, double %13)
  %27 = tail call double @sin(double noundef %26) #9
  %28 = tail call double @llvm.fmuladd.f64(double %25, double %27, double %19)
  br label %29

29:                                               ; preds = %9, %22
  %30 = phi double [ %28, %22 ], [ %19, %9 ]
  %31 = icmp eq i64 %20, %6
  br i1 %31, label %7, label %9, !llvm.loop !12
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind memory(write, argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree nounwind }
attributes #9 = { nounwind }

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
