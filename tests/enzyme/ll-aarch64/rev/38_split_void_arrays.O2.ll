; ModuleID = 'rev/38_split_void_arrays.c'
source_filename = "rev/38_split_void_arrays.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [20 x i8] c"part%d primal y[%d]\00", align 1
@seed = internal unnamed_addr constant [5 x double] [double 1.000000e+00, double -5.000000e-01, double 2.000000e+00, double 2.500000e-01, double -1.500000e+00], align 8
@.str.1 = private unnamed_addr constant [14 x i8] c"part%d dx[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [33 x i8] c"%-26s got=%+.10e want=%+.10e %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [5 x double], align 8
  %2 = alloca [5 x double], align 8
  %3 = alloca i32, align 4
  %4 = alloca [5 x double], align 16
  %5 = alloca [64 x i8], align 1
  %6 = alloca [5 x double], align 16
  %7 = alloca [5 x double], align 8
  %8 = alloca [5 x double], align 8
  %9 = alloca [5 x double], align 8
  %10 = alloca [5 x double], align 8
  %11 = alloca [5 x double], align 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  store volatile i32 5, ptr %3, align 4, !tbaa !6
  %12 = load volatile i32, ptr %3, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4) #11
  store <2 x double> <double 4.000000e-01, double -1.100000e+00>, ptr %4, align 16
  %13 = getelementptr inbounds i8, ptr %4, i64 16
  store <2 x double> <double 9.000000e-01, double 1.700000e+00>, ptr %13, align 16
  %14 = getelementptr inbounds i8, ptr %4, i64 32
  store double -3.000000e-01, ptr %14, align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #11
  %15 = icmp sgt i32 %12, 0
  %16 = zext i32 %12 to i64
  %17 = getelementptr inbounds i8, ptr %8, i64 8
  %18 = getelementptr inbounds i8, ptr %10, i64 8
  %19 = getelementptr inbounds i8, ptr %8, i64 16
  %20 = getelementptr inbounds i8, ptr %10, i64 16
  %21 = getelementptr inbounds i8, ptr %8, i64 24
  %22 = getelementptr inbounds i8, ptr %10, i64 24
  %23 = getelementptr inbounds i8, ptr %8, i64 32
  %24 = getelementptr inbounds i8, ptr %10, i64 32
  %25 = getelementptr inbounds i8, ptr %6, i64 16
  %26 = getelementptr inbounds i8, ptr %6, i64 32
  %27 = icmp ult i32 %12, 4
  %28 = and i64 %16, 2147483644
  %29 = icmp eq i64 %28, %16
  %30 = icmp ult i32 %12, 4
  %31 = and i64 %16, 2147483644
  %32 = icmp eq i64 %31, %16
  br label %40

33:                                               ; preds = %145
  %34 = icmp eq i32 %283, 0
  %35 = select i1 %34, ptr @.str.4, ptr @.str.3
  %36 = call i32 @puts(ptr nonnull dereferenceable(1) %35)
  %37 = load i32, ptr @fails, align 4, !tbaa !6
  %38 = icmp ne i32 %37, 0
  %39 = zext i1 %38 to i32
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #11
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  ret i32 %39

40:                                               ; preds = %0, %145
  %41 = phi i1 [ false, %0 ], [ true, %145 ]
  %42 = phi i1 [ true, %0 ], [ false, %145 ]
  %43 = phi i32 [ 0, %0 ], [ 1, %145 ]
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6) #11
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %7) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %7, i8 0, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %8) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %8, i8 0, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %9) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %9, i8 0, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %10) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %6, ptr noundef nonnull align 16 dereferenceable(40) %4, i64 40, i1 false), !tbaa !10
  %44 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %45 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %46 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @f, i32 noundef %44, ptr noundef nonnull %6, ptr noundef nonnull %7, i32 noundef %44, ptr noundef nonnull %8, ptr noundef nonnull %9, i32 noundef %45, i32 noundef %12) #11
  br i1 %15, label %47, label %70

47:                                               ; preds = %40, %47
  %48 = phi i64 [ %52, %47 ], [ 0, %40 ]
  %49 = getelementptr inbounds double, ptr %4, i64 %48
  %50 = load double, ptr %49, align 8, !tbaa !10
  %51 = call double @sin(double noundef %50) #11
  %52 = add nuw nsw i64 %48, 1
  %53 = icmp eq i64 %52, %16
  %54 = select i1 %53, i64 0, i64 %52
  %55 = getelementptr inbounds double, ptr %4, i64 %54
  %56 = load double, ptr %55, align 8, !tbaa !10
  %57 = fmul double %50, %50
  %58 = trunc i64 %48 to i32
  %59 = add i32 %58, 2
  %60 = urem i32 %59, %12
  %61 = zext nneg i32 %60 to i64
  %62 = getelementptr inbounds double, ptr %4, i64 %61
  %63 = load double, ptr %62, align 8, !tbaa !10
  %64 = call double @llvm.fmuladd.f64(double %63, double %63, double 1.000000e+00)
  %65 = fdiv double %57, %64
  %66 = call double @llvm.fmuladd.f64(double %51, double %56, double %65)
  %67 = getelementptr inbounds double, ptr %10, i64 %48
  store double %66, ptr %67, align 8, !tbaa !10
  br i1 %53, label %68, label %47, !llvm.loop !12

68:                                               ; preds = %47
  %69 = load double, ptr %10, align 8, !tbaa !10
  br label %70

70:                                               ; preds = %68, %40
  %71 = phi double [ %69, %68 ], [ undef, %40 ]
  %72 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 64, ptr noundef nonnull @.str, i32 noundef %43, i32 noundef 0) #11
  %73 = load double, ptr %8, align 8, !tbaa !10
  %74 = fsub double %73, %71
  %75 = call double @llvm.fabs.f64(double %74)
  %76 = call double @llvm.fabs.f64(double %71)
  %77 = call double @llvm.maxnum.f64(double %76, double 1.000000e+00)
  %78 = fmul double %77, 0x3D719799812DEA11
  %79 = fcmp ugt double %75, %78
  %80 = select i1 %79, ptr @.str.3, ptr @.str.4
  %81 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %5, double noundef %73, double noundef %71, ptr noundef nonnull %80)
  %82 = zext i1 %79 to i32
  %83 = load i32, ptr @fails, align 4, !tbaa !6
  %84 = add nsw i32 %83, %82
  store i32 %84, ptr @fails, align 4, !tbaa !6
  %85 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 64, ptr noundef nonnull @.str, i32 noundef %43, i32 noundef 1) #11
  %86 = load double, ptr %17, align 8, !tbaa !10
  %87 = load double, ptr %18, align 8, !tbaa !10
  %88 = fsub double %86, %87
  %89 = call double @llvm.fabs.f64(double %88)
  %90 = call double @llvm.fabs.f64(double %87)
  %91 = call double @llvm.maxnum.f64(double %90, double 1.000000e+00)
  %92 = fmul double %91, 0x3D719799812DEA11
  %93 = fcmp ugt double %89, %92
  %94 = select i1 %93, ptr @.str.3, ptr @.str.4
  %95 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %5, double noundef %86, double noundef %87, ptr noundef nonnull %94)
  %96 = zext i1 %93 to i32
  %97 = load i32, ptr @fails, align 4, !tbaa !6
  %98 = add nsw i32 %97, %96
  store i32 %98, ptr @fails, align 4, !tbaa !6
  %99 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 64, ptr noundef nonnull @.str, i32 noundef %43, i32 noundef 2) #11
  %100 = load double, ptr %19, align 8, !tbaa !10
  %101 = load double, ptr %20, align 8, !tbaa !10
  %102 = fsub double %100, %101
  %103 = call double @llvm.fabs.f64(double %102)
  %104 = call double @llvm.fabs.f64(double %101)
  %105 = call double @llvm.maxnum.f64(double %104, double 1.000000e+00)
  %106 = fmul double %105, 0x3D719799812DEA11
  %107 = fcmp ugt double %103, %106
  %108 = select i1 %107, ptr @.str.3, ptr @.str.4
  %109 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %5, double noundef %100, double noundef %101, ptr noundef nonnull %108)
  %110 = zext i1 %107 to i32
  %111 = load i32, ptr @fails, align 4, !tbaa !6
  %112 = add nsw i32 %111, %110
  store i32 %112, ptr @fails, align 4, !tbaa !6
  %113 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 64, ptr noundef nonnull @.str, i32 noundef %43, i32 noundef 3) #11
  %114 = load double, ptr %21, align 8, !tbaa !10
  %115 = load double, ptr %22, align 8, !tbaa !10
  %116 = fsub double %114, %115
  %117 = call double @llvm.fabs.f64(double %116)
  %118 = call double @llvm.fabs.f64(double %115)
  %119 = call double @llvm.maxnum.f64(double %118, double 1.000000e+00)
  %120 = fmul double %119, 0x3D719799812DEA11
  %121 = fcmp ugt double %117, %120
  %122 = select i1 %121, ptr @.str.3, ptr @.str.4
  %123 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %5, double noundef %114, double noundef %115, ptr noundef nonnull %122)
  %124 = zext i1 %121 to i32
  %125 = load i32, ptr @fails, align 4, !tbaa !6
  %126 = add nsw i32 %125, %124
  store i32 %126, ptr @fails, align 4, !tbaa !6
  %127 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 64, ptr noundef nonnull @.str, i32 noundef %43, i32 noundef 4) #11
  %128 = load double, ptr %23, align 8, !tbaa !10
  %129 = load double, ptr %24, align 8, !tbaa !10
  %130 = fsub double %128, %129
  %131 = call double @llvm.fabs.f64(double %130)
  %132 = call double @llvm.fabs.f64(double %129)
  %133 = call double @llvm.maxnum.f64(double %132, double 1.000000e+00)
  %134 = fmul double %133, 0x3D719799812DEA11
  %135 = fcmp ugt double %131, %134
  %136 = select i1 %135, ptr @.str.3, ptr @.str.4
  %137 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %5, double noundef %128, double noundef %129, ptr noundef nonnull %136)
  %138 = zext i1 %135 to i32
  %139 = load i32, ptr @fails, align 4, !tbaa !6
  %140 = add nsw i32 %139, %138
  store i32 %140, ptr @fails, align 4, !tbaa !6
  br i1 %41, label %141, label %142

141:                                              ; preds = %70
  store <2 x double> <double 1.000000e+02, double 1.010000e+02>, ptr %6, align 16, !tbaa !10
  store <2 x double> <double 1.020000e+02, double 1.030000e+02>, ptr %25, align 16, !tbaa !10
  store double 1.040000e+02, ptr %26, align 16, !tbaa !10
  br label %142

142:                                              ; preds = %141, %70
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %9, ptr noundef nonnull align 8 dereferenceable(40) @seed, i64 40, i1 false), !tbaa !10
  %143 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %144 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  call void (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @f, i32 noundef %143, ptr noundef nonnull %6, ptr noundef nonnull %7, i32 noundef %143, ptr noundef nonnull %8, ptr noundef nonnull %9, i32 noundef %144, i32 noundef %12, ptr noundef %46) #11
  br label %146

145:                                              ; preds = %262
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %10) #11
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %9) #11
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %8) #11
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %7) #11
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %6) #11
  br i1 %42, label %40, label %33, !llvm.loop !14

146:                                              ; preds = %142, %262
  %147 = phi i64 [ 0, %142 ], [ %284, %262 ]
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %11) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %11, ptr noundef nonnull align 16 dereferenceable(40) %4, i64 40, i1 false), !tbaa !10
  %148 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 %147
  %149 = load double, ptr %148, align 8, !tbaa !10
  %150 = fadd double %149, 0x3EB0C6F7A0B5ED8D
  %151 = getelementptr inbounds [5 x double], ptr %11, i64 0, i64 %147
  store double %150, ptr %151, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %2) #11
  br i1 %15, label %153, label %152

152:                                              ; preds = %146
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %2) #11
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %1) #11
  br label %262

153:                                              ; preds = %146, %153
  %154 = phi i64 [ %158, %153 ], [ 0, %146 ]
  %155 = getelementptr inbounds double, ptr %11, i64 %154
  %156 = load double, ptr %155, align 8, !tbaa !10
  %157 = call double @sin(double noundef %156) #11
  %158 = add nuw nsw i64 %154, 1
  %159 = icmp eq i64 %158, %16
  %160 = select i1 %159, i64 0, i64 %158
  %161 = getelementptr inbounds double, ptr %11, i64 %160
  %162 = load double, ptr %161, align 8, !tbaa !10
  %163 = fmul double %156, %156
  %164 = trunc i64 %154 to i32
  %165 = add i32 %164, 2
  %166 = urem i32 %165, %12
  %167 = zext nneg i32 %166 to i64
  %168 = getelementptr inbounds double, ptr %11, i64 %167
  %169 = load double, ptr %168, align 8, !tbaa !10
  %170 = call double @llvm.fmuladd.f64(double %169, double %169, double 1.000000e+00)
  %171 = fdiv double %163, %170
  %172 = call double @llvm.fmuladd.f64(double %157, double %162, double %171)
  %173 = getelementptr inbounds double, ptr %2, i64 %154
  store double %172, ptr %173, align 8, !tbaa !10
  br i1 %159, label %174, label %153, !llvm.loop !12

174:                                              ; preds = %153
  br i1 %27, label %193, label %175

175:                                              ; preds = %174, %175
  %176 = phi i64 [ %190, %175 ], [ 0, %174 ]
  %177 = phi double [ %189, %175 ], [ 0.000000e+00, %174 ]
  %178 = getelementptr inbounds [5 x double], ptr @seed, i64 0, i64 %176
  %179 = getelementptr inbounds i8, ptr %178, i64 16
  %180 = load <2 x double>, ptr %178, align 8, !tbaa !10
  %181 = load <2 x double>, ptr %179, align 8, !tbaa !10
  %182 = getelementptr inbounds [5 x double], ptr %2, i64 0, i64 %176
  %183 = getelementptr inbounds i8, ptr %182, i64 16
  %184 = load <2 x double>, ptr %182, align 8, !tbaa !10
  %185 = load <2 x double>, ptr %183, align 8, !tbaa !10
  %186 = fmul <2 x double> %180, %184
  %187 = fmul <2 x double> %181, %185
  %188 = call double @llvm.vector.reduce.fadd.v2f64(double %177, <2 x double> %186)
  %189 = call double @llvm.vector.reduce.fadd.v2f64(double %188, <2 x double> %187)
  %190 = add nuw i64 %176, 4
  %191 = icmp eq i64 %190, %28
  br i1 %191, label %192, label %175, !llvm.loop !15

192:                                              ; preds = %175
  br i1 %29, label %206, label %193

193:                                              ; preds = %192, %174
  %194 = phi i64 [ 0, %174 ], [ %28, %192 ]
  %195 = phi double [ 0.000000e+00, %174 ], [ %189, %192 ]
  br label %196

196:                                              ; preds = %193, %196
  %197 = phi i64 [ %204, %196 ], [ %194, %193 ]
  %198 = phi double [ %203, %196 ], [ %195, %193 ]
  %199 = getelementptr inbounds [5 x double], ptr @seed, i64 0, i64 %197
  %200 = load double, ptr %199, align 8, !tbaa !10
  %201 = getelementptr inbounds [5 x double], ptr %2, i64 0, i64 %197
  %202 = load double, ptr %201, align 8, !tbaa !10
  %203 = call double @llvm.fmuladd.f64(double %200, double %202, double %198)
  %204 = add nuw nsw i64 %197, 1
  %205 = icmp eq i64 %204, %16
  br i1 %205, label %206, label %196, !llvm.loop !18

206:                                              ; preds = %196, %192
  %207 = phi double [ %189, %192 ], [ %203, %196 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %2) #11
  %208 = fadd double %149, 0xBEB0C6F7A0B5ED8D
  store double %208, ptr %151, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %1) #11
  br label %209

209:                                              ; preds = %209, %206
  %210 = phi i64 [ 0, %206 ], [ %214, %209 ]
  %211 = getelementptr inbounds double, ptr %11, i64 %210
  %212 = load double, ptr %211, align 8, !tbaa !10
  %213 = call double @sin(double noundef %212) #11
  %214 = add nuw nsw i64 %210, 1
  %215 = icmp eq i64 %214, %16
  %216 = select i1 %215, i64 0, i64 %214
  %217 = getelementptr inbounds double, ptr %11, i64 %216
  %218 = load double, ptr %217, align 8, !tbaa !10
  %219 = fmul double %212, %212
  %220 = trunc i64 %210 to i32
  %221 = add i32 %220, 2
  %222 = urem i32 %221, %12
  %223 = zext nneg i32 %222 to i64
  %224 = getelementptr inbounds double, ptr %11, i64 %223
  %225 = load double, ptr %224, align 8, !tbaa !10
  %226 = call double @llvm.fmuladd.f64(double %225, double %225, double 1.000000e+00)
  %227 = fdiv double %219, %226
  %228 = call double @llvm.fmuladd.f64(double %213, double %218, double %227)
  %229 = getelementptr inbounds double, ptr %1, i64 %210
  store double %228, ptr %229, align 8, !tbaa !10
  br i1 %215, label %230, label %209, !llvm.loop !12

230:                                              ; preds = %209
  br i1 %30, label %249, label %231

231:                                              ; preds = %230, %231
  %232 = phi i64 [ %246, %231 ], [ 0, %230 ]
  %233 = phi double [ %245, %231 ], [ 0.000000e+00, %230 ]
  %234 = getelementptr inbounds [5 x double], ptr @seed, i64 0, i64 %232
  %235 = getelementptr inbounds i8, ptr %234, i64 16
  %236 = load <2 x double>, ptr %234, align 8, !tbaa !10
  %237 = load <2 x double>, ptr %235, align 8, !tbaa !10
  %238 = getelementptr inbounds [5 x double], ptr %1, i64 0, i64 %232
  %239 = getelementptr inbounds i8, ptr %238, i64 16
  %240 = load <2 x double>, ptr %238, align 8, !tbaa !10
  %241 = load <2 x double>, ptr %239, align 8, !tbaa !10
  %242 = fmul <2 x double> %236, %240
  %243 = fmul <2 x double> %237, %241
  %244 = call double @llvm.vector.reduce.fadd.v2f64(double %233, <2 x double> %242)
  %245 = call double @llvm.vector.reduce.fadd.v2f64(double %244, <2 x double> %243)
  %246 = add nuw i64 %232, 4
  %247 = icmp eq i64 %246, %31
  br i1 %247, label %248, label %231, !llvm.loop !19

248:                                              ; preds = %231
  br i1 %32, label %262, label %249

249:                                              ; preds = %248, %230
  %250 = phi i64 [ 0, %230 ], [ %31, %248 ]
  %251 = phi double [ 0.000000e+00, %230 ], [ %245, %248 ]
  br label %252

252:                                              ; preds = %249, %252
  %253 = phi i64 [ %260, %252 ], [ %250, %249 ]
  %254 = phi double [ %259, %252 ], [ %251, %249 ]
  %255 = getelementptr inbounds [5 x double], ptr @seed, i64 0, i64 %253
  %256 = load double, ptr %255, align 8, !tbaa !10
  %257 = getelementptr inbounds [5 x double], ptr %1, i64 0, i64 %253
  %258 = load double, ptr %257, align 8, !tbaa !10
  %259 = call double @llvm.fmuladd.f64(double %256, double %258, double %254)
  %260 = add nuw nsw i64 %253, 1
  %261 = icmp eq i64 %260, %16
  br i1 %261, label %262, label %252, !llvm.loop !20

262:                                              ; preds = %252, %248, %152
  %263 = phi double [ 0.000000e+00, %152 ], [ %207, %248 ], [ %207, %252 ]
  %264 = phi double [ 0.000000e+00, %152 ], [ %245, %248 ], [ %259, %252 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %1) #11
  %265 = trunc nuw nsw i64 %147 to i32
  %266 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 64, ptr noundef nonnull @.str.1, i32 noundef %43, i32 noundef %265) #11
  %267 = getelementptr inbounds [5 x double], ptr %7, i64 0, i64 %147
  %268 = load double, ptr %267, align 8, !tbaa !10
  %269 = fsub double %263, %264
  %270 = fdiv double %269, 2.000000e-06
  %271 = fsub double %268, %270
  %272 = call double @llvm.fabs.f64(double %271)
  %273 = call double @llvm.fabs.f64(double %270)
  %274 = call double @llvm.maxnum.f64(double %273, double 1.000000e+00)
  %275 = fmul double %274, 0x3EB0C6F7A0B5ED8D
  %276 = fcmp ugt double %272, %275
  %277 = fcmp ule double %273, 1.000000e-09
  %278 = or i1 %277, %276
  %279 = select i1 %278, ptr @.str.3, ptr @.str.4
  %280 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %5, double noundef %268, double noundef %270, ptr noundef nonnull %279)
  %281 = zext i1 %278 to i32
  %282 = load i32, ptr @fails, align 4, !tbaa !6
  %283 = add nsw i32 %282, %281
  store i32 %283, ptr @fails, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %11) #11
  %284 = add nuw nsw i64 %147, 1
  %285 = icmp eq i64 %284, 5
  br i1 %285, label %145, label %146, !llvm.loop !21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare ptr @__enzyme_augmentfwd(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal void @f(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) #4 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  br label %8

7:                                                ; preds = %8, %3
  ret void

8:                                                ; preds = %5, %8
  %9 = phi i64 [ 0, %5 ], [ %13, %8 ]
  %10 = getelementptr inbounds double, ptr %0, i64 %9
  %11 = load double, ptr %10, align 8, !tbaa !10
  %12 = tail call double @sin(double noundef %11) #11
  %13 = add nuw nsw i64 %9, 1
  %14 = icmp eq i64 %13, %6
  %15 = and i64 %13, 4294967295
  %16 = select i1 %14, i64 0, i64 %15
  %17 = getelementptr inbounds double, ptr %0, i64 %16
  %18 = load double, ptr %17, align 8, !tbaa !10
  %19 = load double, ptr %10, align 8, !tbaa !10
  %20 = fmul double %19, %19
  %21 = trunc i64 %9 to i32
  %22 = add i32 %21, 2
  %23 = urem i32 %22, %2
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds double, ptr %0, i64 %24
  %26 = load double, ptr %25, align 8, !tbaa !10
  %27 = tail call double @llvm.fmuladd.f64(double %26, double %26, double 1.000000e+00)
  %28 = fdiv double %20, %27
  %29 = tail call double @llvm.fmuladd.f64(double %12, double %18, double %28)
  %30 = getelementptr inbounds double, ptr %1, i64 %9
  store double %29, ptr %30, align 8, !tbaa !10
  %31 = icmp eq i64 %13, %6
  br i1 %31, label %7, label %8, !llvm.loop !12
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #5

declare void @__enzyme_reverse(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #7

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v2f64(double, <2 x double>) #10

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind memory(write, argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nofree nounwind }
attributes #9 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
!15 = distinct !{!15, !13, !16, !17}
!16 = !{!"llvm.loop.isvectorized", i32 1}
!17 = !{!"llvm.loop.unroll.runtime.disable"}
!18 = distinct !{!18, !13, !17, !16}
!19 = distinct !{!19, !13, !16, !17}
!20 = distinct !{!20, !13, !17, !16}
!21 = distinct !{!21, !13}
