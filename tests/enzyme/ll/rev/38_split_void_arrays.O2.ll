; ModuleID = 'rev/38_split_void_arrays.c'
source_filename = "rev/38_split_void_arrays.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [20 x i8] c"part%d primal y[%d]\00", align 1
@seed = internal unnamed_addr constant [5 x double] [double 1.000000e+00, double -5.000000e-01, double 2.000000e+00, double 2.500000e-01, double -1.500000e+00], align 16
@.str.1 = private unnamed_addr constant [14 x i8] c"part%d dx[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [33 x i8] c"%-26s got=%+.10e want=%+.10e %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [5 x double], align 16
  %2 = alloca [5 x double], align 16
  %3 = alloca i32, align 4
  %4 = alloca [5 x double], align 16
  %5 = alloca [64 x i8], align 16
  %6 = alloca [5 x double], align 16
  %7 = alloca [5 x double], align 16
  %8 = alloca [5 x double], align 16
  %9 = alloca [5 x double], align 16
  %10 = alloca [5 x double], align 16
  %11 = alloca [5 x double], align 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  store volatile i32 5, ptr %3, align 4, !tbaa !5
  %12 = load volatile i32, ptr %3, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4) #10
  store <2 x double> <double 4.000000e-01, double -1.100000e+00>, ptr %4, align 16
  %13 = getelementptr inbounds i8, ptr %4, i64 16
  store <2 x double> <double 9.000000e-01, double 1.700000e+00>, ptr %13, align 16
  %14 = getelementptr inbounds i8, ptr %4, i64 32
  store double -3.000000e-01, ptr %14, align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #10
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
  %27 = and i64 %16, 3
  %28 = icmp ult i32 %12, 4
  %29 = and i64 %16, 2147483644
  %30 = icmp eq i64 %27, 0
  %31 = and i64 %16, 3
  %32 = icmp ult i32 %12, 4
  %33 = and i64 %16, 2147483644
  %34 = icmp eq i64 %31, 0
  br label %42

35:                                               ; preds = %147
  %36 = icmp eq i32 %315, 0
  %37 = select i1 %36, ptr @.str.4, ptr @.str.3
  %38 = call i32 @puts(ptr nonnull dereferenceable(1) %37)
  %39 = load i32, ptr @fails, align 4, !tbaa !5
  %40 = icmp ne i32 %39, 0
  %41 = zext i1 %40 to i32
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #10
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  ret i32 %41

42:                                               ; preds = %0, %147
  %43 = phi i1 [ false, %0 ], [ true, %147 ]
  %44 = phi i1 [ true, %0 ], [ false, %147 ]
  %45 = phi i32 [ 0, %0 ], [ 1, %147 ]
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6) #10
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %7) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %7, i8 0, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %8) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %8, i8 0, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %9) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %9, i8 0, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %10) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %6, ptr noundef nonnull align 16 dereferenceable(40) %4, i64 40, i1 false), !tbaa !9
  %46 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %47 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %48 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @f, i32 noundef %46, ptr noundef nonnull %6, ptr noundef nonnull %7, i32 noundef %46, ptr noundef nonnull %8, ptr noundef nonnull %9, i32 noundef %47, i32 noundef %12) #10
  br i1 %15, label %49, label %72

49:                                               ; preds = %42, %49
  %50 = phi i64 [ %54, %49 ], [ 0, %42 ]
  %51 = getelementptr inbounds double, ptr %4, i64 %50
  %52 = load double, ptr %51, align 8, !tbaa !9
  %53 = call double @sin(double noundef %52) #10
  %54 = add nuw nsw i64 %50, 1
  %55 = icmp eq i64 %54, %16
  %56 = select i1 %55, i64 0, i64 %54
  %57 = getelementptr inbounds double, ptr %4, i64 %56
  %58 = load double, ptr %57, align 8, !tbaa !9
  %59 = fmul double %52, %52
  %60 = trunc i64 %50 to i32
  %61 = add i32 %60, 2
  %62 = urem i32 %61, %12
  %63 = zext nneg i32 %62 to i64
  %64 = getelementptr inbounds double, ptr %4, i64 %63
  %65 = load double, ptr %64, align 8, !tbaa !9
  %66 = call double @llvm.fmuladd.f64(double %65, double %65, double 1.000000e+00)
  %67 = fdiv double %59, %66
  %68 = call double @llvm.fmuladd.f64(double %53, double %58, double %67)
  %69 = getelementptr inbounds double, ptr %10, i64 %50
  store double %68, ptr %69, align 8, !tbaa !9
  br i1 %55, label %70, label %49, !llvm.loop !11

70:                                               ; preds = %49
  %71 = load double, ptr %10, align 16, !tbaa !9
  br label %72

72:                                               ; preds = %70, %42
  %73 = phi double [ %71, %70 ], [ undef, %42 ]
  %74 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 64, ptr noundef nonnull @.str, i32 noundef %45, i32 noundef 0) #10
  %75 = load double, ptr %8, align 16, !tbaa !9
  %76 = fsub double %75, %73
  %77 = call double @llvm.fabs.f64(double %76)
  %78 = call double @llvm.fabs.f64(double %73)
  %79 = call double @llvm.maxnum.f64(double %78, double 1.000000e+00)
  %80 = fmul double %79, 0x3D719799812DEA11
  %81 = fcmp ugt double %77, %80
  %82 = select i1 %81, ptr @.str.3, ptr @.str.4
  %83 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %5, double noundef %75, double noundef %73, ptr noundef nonnull %82)
  %84 = zext i1 %81 to i32
  %85 = load i32, ptr @fails, align 4, !tbaa !5
  %86 = add nsw i32 %85, %84
  store i32 %86, ptr @fails, align 4, !tbaa !5
  %87 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 64, ptr noundef nonnull @.str, i32 noundef %45, i32 noundef 1) #10
  %88 = load double, ptr %17, align 8, !tbaa !9
  %89 = load double, ptr %18, align 8, !tbaa !9
  %90 = fsub double %88, %89
  %91 = call double @llvm.fabs.f64(double %90)
  %92 = call double @llvm.fabs.f64(double %89)
  %93 = call double @llvm.maxnum.f64(double %92, double 1.000000e+00)
  %94 = fmul double %93, 0x3D719799812DEA11
  %95 = fcmp ugt double %91, %94
  %96 = select i1 %95, ptr @.str.3, ptr @.str.4
  %97 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %5, double noundef %88, double noundef %89, ptr noundef nonnull %96)
  %98 = zext i1 %95 to i32
  %99 = load i32, ptr @fails, align 4, !tbaa !5
  %100 = add nsw i32 %99, %98
  store i32 %100, ptr @fails, align 4, !tbaa !5
  %101 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 64, ptr noundef nonnull @.str, i32 noundef %45, i32 noundef 2) #10
  %102 = load double, ptr %19, align 16, !tbaa !9
  %103 = load double, ptr %20, align 16, !tbaa !9
  %104 = fsub double %102, %103
  %105 = call double @llvm.fabs.f64(double %104)
  %106 = call double @llvm.fabs.f64(double %103)
  %107 = call double @llvm.maxnum.f64(double %106, double 1.000000e+00)
  %108 = fmul double %107, 0x3D719799812DEA11
  %109 = fcmp ugt double %105, %108
  %110 = select i1 %109, ptr @.str.3, ptr @.str.4
  %111 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %5, double noundef %102, double noundef %103, ptr noundef nonnull %110)
  %112 = zext i1 %109 to i32
  %113 = load i32, ptr @fails, align 4, !tbaa !5
  %114 = add nsw i32 %113, %112
  store i32 %114, ptr @fails, align 4, !tbaa !5
  %115 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 64, ptr noundef nonnull @.str, i32 noundef %45, i32 noundef 3) #10
  %116 = load double, ptr %21, align 8, !tbaa !9
  %117 = load double, ptr %22, align 8, !tbaa !9
  %118 = fsub double %116, %117
  %119 = call double @llvm.fabs.f64(double %118)
  %120 = call double @llvm.fabs.f64(double %117)
  %121 = call double @llvm.maxnum.f64(double %120, double 1.000000e+00)
  %122 = fmul double %121, 0x3D719799812DEA11
  %123 = fcmp ugt double %119, %122
  %124 = select i1 %123, ptr @.str.3, ptr @.str.4
  %125 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %5, double noundef %116, double noundef %117, ptr noundef nonnull %124)
  %126 = zext i1 %123 to i32
  %127 = load i32, ptr @fails, align 4, !tbaa !5
  %128 = add nsw i32 %127, %126
  store i32 %128, ptr @fails, align 4, !tbaa !5
  %129 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 64, ptr noundef nonnull @.str, i32 noundef %45, i32 noundef 4) #10
  %130 = load double, ptr %23, align 16, !tbaa !9
  %131 = load double, ptr %24, align 16, !tbaa !9
  %132 = fsub double %130, %131
  %133 = call double @llvm.fabs.f64(double %132)
  %134 = call double @llvm.fabs.f64(double %131)
  %135 = call double @llvm.maxnum.f64(double %134, double 1.000000e+00)
  %136 = fmul double %135, 0x3D719799812DEA11
  %137 = fcmp ugt double %133, %136
  %138 = select i1 %137, ptr @.str.3, ptr @.str.4
  %139 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %5, double noundef %130, double noundef %131, ptr noundef nonnull %138)
  %140 = zext i1 %137 to i32
  %141 = load i32, ptr @fails, align 4, !tbaa !5
  %142 = add nsw i32 %141, %140
  store i32 %142, ptr @fails, align 4, !tbaa !5
  br i1 %43, label %143, label %144

143:                                              ; preds = %72
  store <2 x double> <double 1.000000e+02, double 1.010000e+02>, ptr %6, align 16, !tbaa !9
  store <2 x double> <double 1.020000e+02, double 1.030000e+02>, ptr %25, align 16, !tbaa !9
  store double 1.040000e+02, ptr %26, align 16, !tbaa !9
  br label %144

144:                                              ; preds = %143, %72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %9, ptr noundef nonnull align 16 dereferenceable(40) @seed, i64 40, i1 false), !tbaa !9
  %145 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %146 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  call void (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @f, i32 noundef %145, ptr noundef nonnull %6, ptr noundef nonnull %7, i32 noundef %145, ptr noundef nonnull %8, ptr noundef nonnull %9, i32 noundef %146, i32 noundef %12, ptr noundef %48) #10
  br label %148

147:                                              ; preds = %294
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %10) #10
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %9) #10
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %8) #10
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %7) #10
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %6) #10
  br i1 %44, label %42, label %35, !llvm.loop !13

148:                                              ; preds = %144, %294
  %149 = phi i64 [ 0, %144 ], [ %316, %294 ]
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %11) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %11, ptr noundef nonnull align 16 dereferenceable(40) %4, i64 40, i1 false), !tbaa !9
  %150 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 %149
  %151 = load double, ptr %150, align 8, !tbaa !9
  %152 = fadd double %151, 0x3EB0C6F7A0B5ED8D
  %153 = getelementptr inbounds [5 x double], ptr %11, i64 0, i64 %149
  store double %152, ptr %153, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %2) #10
  br i1 %15, label %155, label %154

154:                                              ; preds = %148
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %2) #10
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %1) #10
  br label %294

155:                                              ; preds = %148, %155
  %156 = phi i64 [ %160, %155 ], [ 0, %148 ]
  %157 = getelementptr inbounds double, ptr %11, i64 %156
  %158 = load double, ptr %157, align 8, !tbaa !9
  %159 = call double @sin(double noundef %158) #10
  %160 = add nuw nsw i64 %156, 1
  %161 = icmp eq i64 %160, %16
  %162 = select i1 %161, i64 0, i64 %160
  %163 = getelementptr inbounds double, ptr %11, i64 %162
  %164 = load double, ptr %163, align 8, !tbaa !9
  %165 = fmul double %158, %158
  %166 = trunc i64 %156 to i32
  %167 = add i32 %166, 2
  %168 = urem i32 %167, %12
  %169 = zext nneg i32 %168 to i64
  %170 = getelementptr inbounds double, ptr %11, i64 %169
  %171 = load double, ptr %170, align 8, !tbaa !9
  %172 = call double @llvm.fmuladd.f64(double %171, double %171, double 1.000000e+00)
  %173 = fdiv double %165, %172
  %174 = call double @llvm.fmuladd.f64(double %159, double %164, double %173)
  %175 = getelementptr inbounds double, ptr %2, i64 %156
  store double %174, ptr %175, align 8, !tbaa !9
  br i1 %161, label %176, label %155, !llvm.loop !11

176:                                              ; preds = %155
  br i1 %28, label %207, label %177

177:                                              ; preds = %176, %177
  %178 = phi i64 [ %204, %177 ], [ 0, %176 ]
  %179 = phi double [ %203, %177 ], [ 0.000000e+00, %176 ]
  %180 = phi i64 [ %205, %177 ], [ 0, %176 ]
  %181 = getelementptr inbounds [5 x double], ptr @seed, i64 0, i64 %178
  %182 = load double, ptr %181, align 16, !tbaa !9
  %183 = getelementptr inbounds [5 x double], ptr %2, i64 0, i64 %178
  %184 = load double, ptr %183, align 16, !tbaa !9
  %185 = call double @llvm.fmuladd.f64(double %182, double %184, double %179)
  %186 = or disjoint i64 %178, 1
  %187 = getelementptr inbounds [5 x double], ptr @seed, i64 0, i64 %186
  %188 = load double, ptr %187, align 8, !tbaa !9
  %189 = getelementptr inbounds [5 x double], ptr %2, i64 0, i64 %186
  %190 = load double, ptr %189, align 8, !tbaa !9
  %191 = call double @llvm.fmuladd.f64(double %188, double %190, double %185)
  %192 = or disjoint i64 %178, 2
  %193 = getelementptr inbounds [5 x double], ptr @seed, i64 0, i64 %192
  %194 = load double, ptr %193, align 16, !tbaa !9
  %195 = getelementptr inbounds [5 x double], ptr %2, i64 0, i64 %192
  %196 = load double, ptr %195, align 16, !tbaa !9
  %197 = call double @llvm.fmuladd.f64(double %194, double %196, double %191)
  %198 = or disjoint i64 %178, 3
  %199 = getelementptr inbounds [5 x double], ptr @seed, i64 0, i64 %198
  %200 = load double, ptr %199, align 8, !tbaa !9
  %201 = getelementptr inbounds [5 x double], ptr %2, i64 0, i64 %198
  %202 = load double, ptr %201, align 8, !tbaa !9
  %203 = call double @llvm.fmuladd.f64(double %200, double %202, double %197)
  %204 = add nuw nsw i64 %178, 4
  %205 = add i64 %180, 4
  %206 = icmp eq i64 %205, %29
  br i1 %206, label %207, label %177, !llvm.loop !14

207:                                              ; preds = %177, %176
  %208 = phi double [ poison, %176 ], [ %203, %177 ]
  %209 = phi i64 [ 0, %176 ], [ %204, %177 ]
  %210 = phi double [ 0.000000e+00, %176 ], [ %203, %177 ]
  br i1 %30, label %223, label %211

211:                                              ; preds = %207, %211
  %212 = phi i64 [ %220, %211 ], [ %209, %207 ]
  %213 = phi double [ %219, %211 ], [ %210, %207 ]
  %214 = phi i64 [ %221, %211 ], [ 0, %207 ]
  %215 = getelementptr inbounds [5 x double], ptr @seed, i64 0, i64 %212
  %216 = load double, ptr %215, align 8, !tbaa !9
  %217 = getelementptr inbounds [5 x double], ptr %2, i64 0, i64 %212
  %218 = load double, ptr %217, align 8, !tbaa !9
  %219 = call double @llvm.fmuladd.f64(double %216, double %218, double %213)
  %220 = add nuw nsw i64 %212, 1
  %221 = add i64 %214, 1
  %222 = icmp eq i64 %221, %27
  br i1 %222, label %223, label %211, !llvm.loop !15

223:                                              ; preds = %211, %207
  %224 = phi double [ %208, %207 ], [ %219, %211 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %2) #10
  %225 = fadd double %151, 0xBEB0C6F7A0B5ED8D
  store double %225, ptr %153, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %1) #10
  br label %226

226:                                              ; preds = %226, %223
  %227 = phi i64 [ 0, %223 ], [ %231, %226 ]
  %228 = getelementptr inbounds double, ptr %11, i64 %227
  %229 = load double, ptr %228, align 8, !tbaa !9
  %230 = call double @sin(double noundef %229) #10
  %231 = add nuw nsw i64 %227, 1
  %232 = icmp eq i64 %231, %16
  %233 = select i1 %232, i64 0, i64 %231
  %234 = getelementptr inbounds double, ptr %11, i64 %233
  %235 = load double, ptr %234, align 8, !tbaa !9
  %236 = fmul double %229, %229
  %237 = trunc i64 %227 to i32
  %238 = add i32 %237, 2
  %239 = urem i32 %238, %12
  %240 = zext nneg i32 %239 to i64
  %241 = getelementptr inbounds double, ptr %11, i64 %240
  %242 = load double, ptr %241, align 8, !tbaa !9
  %243 = call double @llvm.fmuladd.f64(double %242, double %242, double 1.000000e+00)
  %244 = fdiv double %236, %243
  %245 = call double @llvm.fmuladd.f64(double %230, double %235, double %244)
  %246 = getelementptr inbounds double, ptr %1, i64 %227
  store double %245, ptr %246, align 8, !tbaa !9
  br i1 %232, label %247, label %226, !llvm.loop !11

247:                                              ; preds = %226
  br i1 %32, label %278, label %248

248:                                              ; preds = %247, %248
  %249 = phi i64 [ %275, %248 ], [ 0, %247 ]
  %250 = phi double [ %274, %248 ], [ 0.000000e+00, %247 ]
  %251 = phi i64 [ %276, %248 ], [ 0, %247 ]
  %252 = getelementptr inbounds [5 x double], ptr @seed, i64 0, i64 %249
  %253 = load double, ptr %252, align 16, !tbaa !9
  %254 = getelementptr inbounds [5 x double], ptr %1, i64 0, i64 %249
  %255 = load double, ptr %254, align 16, !tbaa !9
  %256 = call double @llvm.fmuladd.f64(double %253, double %255, double %250)
  %257 = or disjoint i64 %249, 1
  %258 = getelementptr inbounds [5 x double], ptr @seed, i64 0, i64 %257
  %259 = load double, ptr %258, align 8, !tbaa !9
  %260 = getelementptr inbounds [5 x double], ptr %1, i64 0, i64 %257
  %261 = load double, ptr %260, align 8, !tbaa !9
  %262 = call double @llvm.fmuladd.f64(double %259, double %261, double %256)
  %263 = or disjoint i64 %249, 2
  %264 = getelementptr inbounds [5 x double], ptr @seed, i64 0, i64 %263
  %265 = load double, ptr %264, align 16, !tbaa !9
  %266 = getelementptr inbounds [5 x double], ptr %1, i64 0, i64 %263
  %267 = load double, ptr %266, align 16, !tbaa !9
  %268 = call double @llvm.fmuladd.f64(double %265, double %267, double %262)
  %269 = or disjoint i64 %249, 3
  %270 = getelementptr inbounds [5 x double], ptr @seed, i64 0, i64 %269
  %271 = load double, ptr %270, align 8, !tbaa !9
  %272 = getelementptr inbounds [5 x double], ptr %1, i64 0, i64 %269
  %273 = load double, ptr %272, align 8, !tbaa !9
  %274 = call double @llvm.fmuladd.f64(double %271, double %273, double %268)
  %275 = add nuw nsw i64 %249, 4
  %276 = add i64 %251, 4
  %277 = icmp eq i64 %276, %33
  br i1 %277, label %278, label %248, !llvm.loop !14

278:                                              ; preds = %248, %247
  %279 = phi double [ poison, %247 ], [ %274, %248 ]
  %280 = phi i64 [ 0, %247 ], [ %275, %248 ]
  %281 = phi double [ 0.000000e+00, %247 ], [ %274, %248 ]
  br i1 %34, label %294, label %282

282:                                              ; preds = %278, %282
  %283 = phi i64 [ %291, %282 ], [ %280, %278 ]
  %284 = phi double [ %290, %282 ], [ %281, %278 ]
  %285 = phi i64 [ %292, %282 ], [ 0, %278 ]
  %286 = getelementptr inbounds [5 x double], ptr @seed, i64 0, i64 %283
  %287 = load double, ptr %286, align 8, !tbaa !9
  %288 = getelementptr inbounds [5 x double], ptr %1, i64 0, i64 %283
  %289 = load double, ptr %288, align 8, !tbaa !9
  %290 = call double @llvm.fmuladd.f64(double %287, double %289, double %284)
  %291 = add nuw nsw i64 %283, 1
  %292 = add i64 %285, 1
  %293 = icmp eq i64 %292, %31
  br i1 %293, label %294, label %282, !llvm.loop !17

294:                                              ; preds = %278, %282, %154
  %295 = phi double [ 0.000000e+00, %154 ], [ %224, %282 ], [ %224, %278 ]
  %296 = phi double [ 0.000000e+00, %154 ], [ %279, %278 ], [ %290, %282 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %1) #10
  %297 = trunc nuw nsw i64 %149 to i32
  %298 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 64, ptr noundef nonnull @.str.1, i32 noundef %45, i32 noundef %297) #10
  %299 = getelementptr inbounds [5 x double], ptr %7, i64 0, i64 %149
  %300 = load double, ptr %299, align 8, !tbaa !9
  %301 = fsub double %295, %296
  %302 = fdiv double %301, 2.000000e-06
  %303 = fsub double %300, %302
  %304 = call double @llvm.fabs.f64(double %303)
  %305 = call double @llvm.fabs.f64(double %302)
  %306 = call double @llvm.maxnum.f64(double %305, double 1.000000e+00)
  %307 = fmul double %306, 0x3EB0C6F7A0B5ED8D
  %308 = fcmp ugt double %304, %307
  %309 = fcmp ule double %305, 1.000000e-09
  %310 = or i1 %309, %308
  %311 = select i1 %310, ptr @.str.3, ptr @.str.4
  %312 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %5, double noundef %300, double noundef %302, ptr noundef nonnull %311)
  %313 = zext i1 %310 to i32
  %314 = load i32, ptr @fails, align 4, !tbaa !5
  %315 = add nsw i32 %314, %313
  store i32 %315, ptr @fails, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %11) #10
  %316 = add nuw nsw i64 %149, 1
  %317 = icmp eq i64 %316, 5
  br i1 %317, label %147, label %148, !llvm.loop !18
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
  %11 = load double, ptr %10, align 8, !tbaa !9
  %12 = tail call double @sin(double noundef %11) #10
  %13 = add nuw nsw i64 %9, 1
  %14 = icmp eq i64 %13, %6
  %15 = and i64 %13, 4294967295
  %16 = select i1 %14, i64 0, i64 %15
  %17 = getelementptr inbounds double, ptr %0, i64 %16
  %18 = load double, ptr %17, align 8, !tbaa !9
  %19 = load double, ptr %10, align 8, !tbaa !9
  %20 = fmul double %19, %19
  %21 = trunc i64 %9 to i32
  %22 = add i32 %21, 2
  %23 = urem i32 %22, %2
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds double, ptr %0, i64 %24
  %26 = load double, ptr %25, align 8, !tbaa !9
  %27 = tail call double @llvm.fmuladd.f64(double %26, double %26, double 1.000000e+00)
  %28 = fdiv double %20, %27
  %29 = tail call double @llvm.fmuladd.f64(double %12, double %18, double %28)
  %30 = getelementptr inbounds double, ptr %1, i64 %9
  store double %29, ptr %30, align 8, !tbaa !9
  %31 = icmp eq i64 %13, %6
  br i1 %31, label %7, label %8, !llvm.loop !11
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

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nofree nounwind }
attributes #9 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !16}
!18 = distinct !{!18, !12}
