; ModuleID = 'rev/63_split_tapes.c'
source_filename = "rev/63_split_tapes.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [17 x i8] c"augmented primal\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"2.5 df/dx[%d]\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"df/dy[%d]\00", align 1
@enzyme_allocated = external local_unnamed_addr global i32, align 4
@enzyme_tape = external local_unnamed_addr global i32, align 4
@.str.3 = private unnamed_addr constant [24 x i8] c"allocated tape df/dx[3]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [8 x double], align 8
  %2 = alloca [8 x double], align 8
  %3 = alloca [8 x double], align 8
  %4 = alloca [8 x double], align 8
  %5 = alloca [8 x double], align 8
  %6 = alloca [8 x double], align 8
  %7 = alloca i32, align 4
  %8 = alloca [8 x double], align 8
  %9 = alloca [8 x double], align 8
  %10 = alloca [8 x double], align 8
  %11 = alloca [8 x double], align 8
  %12 = alloca [8 x double], align 8
  %13 = alloca [40 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7)
  store volatile i32 5, ptr %7, align 4, !tbaa !6
  %14 = load volatile i32, ptr %7, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %8) #13
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %9) #13
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %10) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %10, i8 0, i64 64, i1 false)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %11) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %11, i8 0, i64 64, i1 false)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %12) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %12, i8 0, i64 64, i1 false)
  %15 = icmp sgt i32 %14, 0
  br i1 %15, label %16, label %42

16:                                               ; preds = %0
  %17 = zext nneg i32 %14 to i64
  %18 = icmp ult i32 %14, 4
  br i1 %18, label %19, label %21

19:                                               ; preds = %40, %16
  %20 = phi i64 [ 0, %16 ], [ %22, %40 ]
  br label %96

21:                                               ; preds = %16
  %22 = and i64 %17, 2147483644
  br label %23

23:                                               ; preds = %23, %21
  %24 = phi i64 [ 0, %21 ], [ %37, %23 ]
  %25 = phi <2 x i32> [ <i32 0, i32 1>, %21 ], [ %38, %23 ]
  %26 = add <2 x i32> %25, <i32 2, i32 2>
  %27 = uitofp <2 x i32> %25 to <2 x double>
  %28 = uitofp <2 x i32> %26 to <2 x double>
  %29 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %27, <2 x double> <double 3.000000e-01, double 3.000000e-01>, <2 x double> <double -5.000000e-01, double -5.000000e-01>)
  %30 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %28, <2 x double> <double 3.000000e-01, double 3.000000e-01>, <2 x double> <double -5.000000e-01, double -5.000000e-01>)
  %31 = getelementptr inbounds [8 x double], ptr %8, i64 0, i64 %24
  %32 = getelementptr inbounds i8, ptr %31, i64 16
  store <2 x double> %29, ptr %31, align 8, !tbaa !10
  store <2 x double> %30, ptr %32, align 8, !tbaa !10
  %33 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %27, <2 x double> <double 2.000000e-01, double 2.000000e-01>, <2 x double> <double 1.000000e-01, double 1.000000e-01>)
  %34 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %28, <2 x double> <double 2.000000e-01, double 2.000000e-01>, <2 x double> <double 1.000000e-01, double 1.000000e-01>)
  %35 = getelementptr inbounds [8 x double], ptr %9, i64 0, i64 %24
  %36 = getelementptr inbounds i8, ptr %35, i64 16
  store <2 x double> %33, ptr %35, align 8, !tbaa !10
  store <2 x double> %34, ptr %36, align 8, !tbaa !10
  %37 = add nuw i64 %24, 4
  %38 = add <2 x i32> %25, <i32 4, i32 4>
  %39 = icmp eq i64 %37, %22
  br i1 %39, label %40, label %23, !llvm.loop !12

40:                                               ; preds = %23
  %41 = icmp eq i64 %22, %17
  br i1 %41, label %42, label %19

42:                                               ; preds = %96, %40, %0
  %43 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %44 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %45 = call [2 x i64] (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @f, i32 noundef %43, ptr noundef nonnull %8, ptr noundef nonnull %10, i32 noundef %44, i32 noundef %14) #13
  %46 = extractvalue [2 x i64] %45, 0
  %47 = inttoptr i64 %46 to ptr
  %48 = extractvalue [2 x i64] %45, 1
  %49 = bitcast i64 %48 to double
  %50 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %51 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %52 = call [2 x i64] (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @f, i32 noundef %50, ptr noundef nonnull %9, ptr noundef nonnull %11, i32 noundef %51, i32 noundef %14) #13
  %53 = extractvalue [2 x i64] %52, 0
  %54 = inttoptr i64 %53 to ptr
  br i1 %15, label %55, label %74

55:                                               ; preds = %42
  %56 = zext nneg i32 %14 to i64
  br label %57

57:                                               ; preds = %57, %55
  %58 = phi i64 [ 0, %55 ], [ %63, %57 ]
  %59 = phi double [ 0.000000e+00, %55 ], [ %73, %57 ]
  %60 = getelementptr inbounds double, ptr %8, i64 %58
  %61 = load double, ptr %60, align 8, !tbaa !10
  %62 = call double @sin(double noundef %61) #13
  %63 = add nuw nsw i64 %58, 1
  %64 = icmp eq i64 %63, %56
  %65 = select i1 %64, i64 0, i64 %63
  %66 = getelementptr inbounds double, ptr %8, i64 %65
  %67 = load double, ptr %66, align 8, !tbaa !10
  %68 = load double, ptr %60, align 8, !tbaa !10
  %69 = fmul double %68, 1.000000e-01
  %70 = fmul double %68, %69
  %71 = call double @exp(double noundef %70) #13
  %72 = call double @llvm.fmuladd.f64(double %62, double %67, double %71)
  %73 = fadd double %59, %72
  br i1 %64, label %74, label %57, !llvm.loop !16

74:                                               ; preds = %57, %42
  %75 = phi double [ 0.000000e+00, %42 ], [ %73, %57 ]
  %76 = fsub double %49, %75
  %77 = call double @llvm.fabs.f64(double %76)
  %78 = call double @llvm.fabs.f64(double %75)
  %79 = call double @llvm.maxnum.f64(double %78, double 1.000000e+00)
  %80 = fmul double %79, 0x3EB0C6F7A0B5ED8D
  %81 = fcmp ugt double %77, %80
  %82 = fcmp ule double %78, 1.000000e-09
  %83 = or i1 %82, %81
  %84 = select i1 %83, ptr @.str.5, ptr @.str.6
  %85 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, double noundef %49, double noundef %75, ptr noundef nonnull %84)
  %86 = zext i1 %83 to i32
  %87 = load i32, ptr @fails, align 4, !tbaa !6
  %88 = add nsw i32 %87, %86
  store i32 %88, ptr @fails, align 4, !tbaa !6
  %89 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %90 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  call void (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @f, i32 noundef %89, ptr noundef nonnull %9, ptr noundef nonnull %11, i32 noundef %90, i32 noundef %14, double noundef 1.000000e+00, ptr noundef %54) #13
  %91 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %92 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  call void (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @f, i32 noundef %91, ptr noundef nonnull %8, ptr noundef nonnull %10, i32 noundef %92, i32 noundef %14, double noundef 2.500000e+00, ptr noundef %47) #13
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %13) #13
  br i1 %15, label %93, label %106

93:                                               ; preds = %74
  %94 = zext nneg i32 %14 to i64
  %95 = shl nuw nsw i64 %94, 3
  br label %188

96:                                               ; preds = %19, %96
  %97 = phi i64 [ %104, %96 ], [ %20, %19 ]
  %98 = trunc nuw nsw i64 %97 to i32
  %99 = uitofp nneg i32 %98 to double
  %100 = tail call double @llvm.fmuladd.f64(double %99, double 3.000000e-01, double -5.000000e-01)
  %101 = getelementptr inbounds [8 x double], ptr %8, i64 0, i64 %97
  store double %100, ptr %101, align 8, !tbaa !10
  %102 = tail call double @llvm.fmuladd.f64(double %99, double 2.000000e-01, double 1.000000e-01)
  %103 = getelementptr inbounds [8 x double], ptr %9, i64 0, i64 %97
  store double %102, ptr %103, align 8, !tbaa !10
  %104 = add nuw nsw i64 %97, 1
  %105 = icmp eq i64 %104, %17
  br i1 %105, label %42, label %96, !llvm.loop !17

106:                                              ; preds = %290, %74
  %107 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %108 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %109 = call i32 (ptr, ...) @__enzyme_augmentsize(ptr noundef nonnull @f, i32 noundef %107, i32 noundef %108) #13
  %110 = sext i32 %109 to i64
  %111 = call noalias ptr @malloc(i64 noundef %110) #14
  %112 = load i32, ptr @enzyme_allocated, align 4, !tbaa !6
  %113 = load i32, ptr @enzyme_tape, align 4, !tbaa !6
  %114 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %115 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %116 = call [2 x i64] (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @f, i32 noundef %112, i32 noundef %109, i32 noundef %113, ptr noundef %111, i32 noundef %114, ptr noundef nonnull %8, ptr noundef nonnull %12, i32 noundef %115, i32 noundef %14) #13
  %117 = load i32, ptr @enzyme_allocated, align 4, !tbaa !6
  %118 = load i32, ptr @enzyme_tape, align 4, !tbaa !6
  %119 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %120 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  call void (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @f, i32 noundef %117, i32 noundef %109, i32 noundef %118, ptr noundef %111, i32 noundef %119, ptr noundef nonnull %8, ptr noundef nonnull %12, i32 noundef %120, i32 noundef %14, double noundef 1.000000e+00) #13
  call void @free(ptr noundef %111) #13
  %121 = getelementptr inbounds i8, ptr %12, i64 24
  %122 = load double, ptr %121, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #13
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #13
  br i1 %15, label %123, label %166

123:                                              ; preds = %106
  %124 = zext nneg i32 %14 to i64
  %125 = shl nuw nsw i64 %124, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %6, ptr nonnull readonly align 8 %8, i64 %125, i1 false), !tbaa !10
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %5, ptr nonnull readonly align 8 %8, i64 %125, i1 false), !tbaa !10
  %126 = getelementptr inbounds i8, ptr %5, i64 24
  %127 = load double, ptr %126, align 8, !tbaa !10
  %128 = getelementptr inbounds i8, ptr %6, i64 24
  %129 = load double, ptr %128, align 8, !tbaa !10
  %130 = fadd double %127, 0x3EB0C6F7A0B5ED8D
  %131 = fadd double %129, 0xBEB0C6F7A0B5ED8D
  store double %130, ptr %126, align 8, !tbaa !10
  store double %131, ptr %128, align 8, !tbaa !10
  br label %132

132:                                              ; preds = %132, %123
  %133 = phi i64 [ 0, %123 ], [ %138, %132 ]
  %134 = phi double [ 0.000000e+00, %123 ], [ %147, %132 ]
  %135 = getelementptr inbounds double, ptr %5, i64 %133
  %136 = load double, ptr %135, align 8, !tbaa !10
  %137 = call double @sin(double noundef %136) #13
  %138 = add nuw nsw i64 %133, 1
  %139 = icmp eq i64 %138, %124
  %140 = select i1 %139, i64 0, i64 %138
  %141 = getelementptr inbounds double, ptr %5, i64 %140
  %142 = load double, ptr %141, align 8, !tbaa !10
  %143 = fmul double %136, 1.000000e-01
  %144 = fmul double %136, %143
  %145 = call double @exp(double noundef %144) #13
  %146 = call double @llvm.fmuladd.f64(double %137, double %142, double %145)
  %147 = fadd double %134, %146
  br i1 %139, label %148, label %132, !llvm.loop !16

148:                                              ; preds = %132, %148
  %149 = phi i64 [ %154, %148 ], [ 0, %132 ]
  %150 = phi double [ %163, %148 ], [ 0.000000e+00, %132 ]
  %151 = getelementptr inbounds double, ptr %6, i64 %149
  %152 = load double, ptr %151, align 8, !tbaa !10
  %153 = call double @sin(double noundef %152) #13
  %154 = add nuw nsw i64 %149, 1
  %155 = icmp eq i64 %154, %124
  %156 = select i1 %155, i64 0, i64 %154
  %157 = getelementptr inbounds double, ptr %6, i64 %156
  %158 = load double, ptr %157, align 8, !tbaa !10
  %159 = fmul double %152, 1.000000e-01
  %160 = fmul double %152, %159
  %161 = call double @exp(double noundef %160) #13
  %162 = call double @llvm.fmuladd.f64(double %153, double %158, double %161)
  %163 = fadd double %150, %162
  br i1 %155, label %164, label %148, !llvm.loop !16

164:                                              ; preds = %148
  %165 = fsub double %147, %163
  br label %166

166:                                              ; preds = %106, %164
  %167 = phi double [ %165, %164 ], [ 0.000000e+00, %106 ]
  %168 = fdiv double %167, 2.000000e-06
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #13
  %169 = fsub double %122, %168
  %170 = call double @llvm.fabs.f64(double %169)
  %171 = call double @llvm.fabs.f64(double %168)
  %172 = call double @llvm.maxnum.f64(double %171, double 1.000000e+00)
  %173 = fmul double %172, 0x3EB0C6F7A0B5ED8D
  %174 = fcmp ugt double %170, %173
  %175 = fcmp ule double %171, 1.000000e-09
  %176 = or i1 %175, %174
  %177 = select i1 %176, ptr @.str.5, ptr @.str.6
  %178 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, double noundef %122, double noundef %168, ptr noundef nonnull %177)
  %179 = zext i1 %176 to i32
  %180 = load i32, ptr @fails, align 4, !tbaa !6
  %181 = add nsw i32 %180, %179
  store i32 %181, ptr @fails, align 4, !tbaa !6
  %182 = icmp eq i32 %181, 0
  %183 = select i1 %182, ptr @.str.6, ptr @.str.5
  %184 = call i32 @puts(ptr nonnull dereferenceable(1) %183)
  %185 = load i32, ptr @fails, align 4, !tbaa !6
  %186 = icmp ne i32 %185, 0
  %187 = zext i1 %186 to i32
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %13) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %12) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %11) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %10) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %9) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %8) #13
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7)
  ret i32 %187

188:                                              ; preds = %290, %93
  %189 = phi i64 [ 0, %93 ], [ %306, %290 ]
  %190 = trunc nuw nsw i64 %189 to i32
  %191 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %13, i64 noundef 40, ptr noundef nonnull @.str.1, i32 noundef %190) #13
  %192 = getelementptr inbounds [8 x double], ptr %10, i64 0, i64 %189
  %193 = load double, ptr %192, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #13
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #13
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %4, ptr nonnull readonly align 8 %8, i64 %95, i1 false), !tbaa !10
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %3, ptr nonnull readonly align 8 %8, i64 %95, i1 false), !tbaa !10
  %194 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 %189
  %195 = load double, ptr %194, align 8, !tbaa !10
  %196 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 %189
  %197 = load double, ptr %196, align 8, !tbaa !10
  %198 = fadd double %195, 0x3EB0C6F7A0B5ED8D
  %199 = fadd double %197, 0xBEB0C6F7A0B5ED8D
  store double %198, ptr %194, align 8, !tbaa !10
  store double %199, ptr %196, align 8, !tbaa !10
  br label %200

200:                                              ; preds = %200, %188
  %201 = phi i64 [ 0, %188 ], [ %206, %200 ]
  %202 = phi double [ 0.000000e+00, %188 ], [ %215, %200 ]
  %203 = getelementptr inbounds double, ptr %3, i64 %201
  %204 = load double, ptr %203, align 8, !tbaa !10
  %205 = call double @sin(double noundef %204) #13
  %206 = add nuw nsw i64 %201, 1
  %207 = icmp eq i64 %206, %94
  %208 = select i1 %207, i64 0, i64 %206
  %209 = getelementptr inbounds double, ptr %3, i64 %208
  %210 = load double, ptr %209, align 8, !tbaa !10
  %211 = fmul double %204, 1.000000e-01
  %212 = fmul double %204, %211
  %213 = call double @exp(double noundef %212) #13
  %214 = call double @llvm.fmuladd.f64(double %205, double %210, double %213)
  %215 = fadd double %202, %214
  br i1 %207, label %216, label %200, !llvm.loop !16

216:                                              ; preds = %200, %216
  %217 = phi i64 [ %222, %216 ], [ 0, %200 ]
  %218 = phi double [ %231, %216 ], [ 0.000000e+00, %200 ]
  %219 = getelementptr inbounds double, ptr %4, i64 %217
  %220 = load double, ptr %219, align 8, !tbaa !10
  %221 = call double @sin(double noundef %220) #13
  %222 = add nuw nsw i64 %217, 1
  %223 = icmp eq i64 %222, %94
  %224 = select i1 %223, i64 0, i64 %222
  %225 = getelementptr inbounds double, ptr %4, i64 %224
  %226 = load double, ptr %225, align 8, !tbaa !10
  %227 = fmul double %220, 1.000000e-01
  %228 = fmul double %220, %227
  %229 = call double @exp(double noundef %228) #13
  %230 = call double @llvm.fmuladd.f64(double %221, double %226, double %229)
  %231 = fadd double %218, %230
  br i1 %223, label %232, label %216, !llvm.loop !16

232:                                              ; preds = %216
  %233 = fsub double %215, %231
  %234 = fdiv double %233, 2.000000e-06
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #13
  %235 = fmul double %234, 2.500000e+00
  %236 = fsub double %193, %235
  %237 = call double @llvm.fabs.f64(double %236)
  %238 = call double @llvm.fabs.f64(double %235)
  %239 = call double @llvm.maxnum.f64(double %238, double 1.000000e+00)
  %240 = fmul double %239, 0x3EB0C6F7A0B5ED8D
  %241 = fcmp ugt double %237, %240
  %242 = fcmp ule double %238, 1.000000e-09
  %243 = or i1 %242, %241
  %244 = select i1 %243, ptr @.str.5, ptr @.str.6
  %245 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %13, double noundef %193, double noundef %235, ptr noundef nonnull %244)
  %246 = zext i1 %243 to i32
  %247 = load i32, ptr @fails, align 4, !tbaa !6
  %248 = add nsw i32 %247, %246
  store i32 %248, ptr @fails, align 4, !tbaa !6
  %249 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %13, i64 noundef 40, ptr noundef nonnull @.str.2, i32 noundef %190) #13
  %250 = getelementptr inbounds [8 x double], ptr %11, i64 0, i64 %189
  %251 = load double, ptr %250, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #13
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #13
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %2, ptr nonnull readonly align 8 %9, i64 %95, i1 false), !tbaa !10
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %1, ptr nonnull readonly align 8 %9, i64 %95, i1 false), !tbaa !10
  %252 = getelementptr inbounds [8 x double], ptr %1, i64 0, i64 %189
  %253 = load double, ptr %252, align 8, !tbaa !10
  %254 = getelementptr inbounds [8 x double], ptr %2, i64 0, i64 %189
  %255 = load double, ptr %254, align 8, !tbaa !10
  %256 = fadd double %253, 0x3EB0C6F7A0B5ED8D
  %257 = fadd double %255, 0xBEB0C6F7A0B5ED8D
  store double %256, ptr %252, align 8, !tbaa !10
  store double %257, ptr %254, align 8, !tbaa !10
  br label %258

258:                                              ; preds = %258, %232
  %259 = phi i64 [ 0, %232 ], [ %264, %258 ]
  %260 = phi double [ 0.000000e+00, %232 ], [ %273, %258 ]
  %261 = getelementptr inbounds double, ptr %1, i64 %259
  %262 = load double, ptr %261, align 8, !tbaa !10
  %263 = call double @sin(double noundef %262) #13
  %264 = add nuw nsw i64 %259, 1
  %265 = icmp eq i64 %264, %94
  %266 = select i1 %265, i64 0, i64 %264
  %267 = getelementptr inbounds double, ptr %1, i64 %266
  %268 = load double, ptr %267, align 8, !tbaa !10
  %269 = fmul double %262, 1.000000e-01
  %270 = fmul double %262, %269
  %271 = call double @exp(double noundef %270) #13
  %272 = call double @llvm.fmuladd.f64(double %263, double %268, double %271)
  %273 = fadd double %260, %272
  br i1 %265, label %274, label %258, !llvm.loop !16

274:                                              ; preds = %258, %274
  %275 = phi i64 [ %280, %274 ], [ 0, %258 ]
  %276 = phi double [ %289, %274 ], [ 0.000000e+00, %258 ]
  %277 = getelementptr inbounds double, ptr %2, i64 %275
  %278 = load double, ptr %277, align 8, !tbaa !10
  %279 = call double @sin(double noundef %278) #13
  %280 = add nuw nsw i64 %275, 1
  %281 = icmp eq i64 %280, %94
  %282 = select i1 %281, i64 0, i64 %280
  %283 = getelementptr inbounds double, ptr %2, i64 %282
  %284 = load double, ptr %283, align 8, !tbaa !10
  %285 = fmul double %278, 1.000000e-01
  %286 = fmul double %278, %285
  %287 = call double @exp(double noundef %286) #13
  %288 = call double @llvm.fmuladd.f64(double %279, double %284, double %287)
  %289 = fadd double %276, %288
  br i1 %281, label %290, label %274, !llvm.loop !16

290:                                              ; preds = %274
  %291 = fsub double %273, %289
  %292 = fdiv double %291, 2.000000e-06
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #13
  %293 = fsub double %251, %292
  %294 = call double @llvm.fabs.f64(double %293)
  %295 = call double @llvm.fabs.f64(double %292)
  %296 = call double @llvm.maxnum.f64(double %295, double 1.000000e+00)
  %297 = fmul double %296, 0x3EB0C6F7A0B5ED8D
  %298 = fcmp ugt double %294, %297
  %299 = fcmp ule double %295, 1.000000e-09
  %300 = or i1 %299, %298
  %301 = select i1 %300, ptr @.str.5, ptr @.str.6
  %302 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %13, double noundef %251, double noundef %292, ptr noundef nonnull %301)
  %303 = zext i1 %300 to i32
  %304 = load i32, ptr @fails, align 4, !tbaa !6
  %305 = add nsw i32 %304, %303
  store i32 %305, ptr @fails, align 4, !tbaa !6
  %306 = add nuw nsw i64 %189, 1
  %307 = icmp eq i64 %306, %94
  br i1 %307, label %106, label %188, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare [2 x i64] @__enzyme_augmentfwd(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @f(ptr nocapture noundef readonly %0, i32 noundef %1) #5 {
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
  %12 = load double, ptr %11, align 8, !tbaa !10
  %13 = tail call double @sin(double noundef %12) #13
  %14 = add nuw nsw i64 %9, 1
  %15 = icmp eq i64 %14, %5
  %16 = and i64 %14, 4294967295
  %17 = select i1 %15, i64 0, i64 %16
  %18 = getelementptr inbounds double, ptr %0, i64 %17
  %19 = load double, ptr %18, align 8, !tbaa !10
  %20 = load double, ptr %11, align 8, !tbaa !10
  %21 = fmul double %20, 1.000000e-01
  %22 = fmul double %20, %21
  %23 = tail call double @exp(double noundef %22) #13
  %24 = tail call double @llvm.fmuladd.f64(double %13, double %19, double %23)
  %25 = fadd double %10, %24
  %26 = icmp eq i64 %14, %5
  br i1 %26, label %6, label %8, !llvm.loop !16
}

declare void @__enzyme_reverse(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #6

declare i32 @__enzyme_augmentsize(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #10

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #12

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind memory(write, argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { nofree nounwind }
attributes #11 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nounwind }
attributes #14 = { nounwind allocsize(0) }

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
!12 = distinct !{!12, !13, !14, !15}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = distinct !{!16, !13}
!17 = distinct !{!17, !13, !15, !14}
!18 = distinct !{!18, !13}
