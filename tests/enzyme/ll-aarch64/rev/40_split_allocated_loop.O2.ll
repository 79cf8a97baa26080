; ModuleID = 'rev/40_split_allocated_loop.c'
source_filename = "rev/40_split_allocated_loop.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.s0 = private unnamed_addr constant [4 x double] [double 5.000000e-01, double -2.000000e-01, double 9.000000e-01, double 3.000000e-01], align 8
@__const.main.c = private unnamed_addr constant [4 x double] [double 1.200000e+00, double 0xBFE6666666666666, double 2.000000e+00, double 4.000000e-01], align 8
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@enzyme_allocated = external local_unnamed_addr global i32, align 4
@enzyme_tape = external local_unnamed_addr global i32, align 4
@seed = internal unnamed_addr constant [4 x double] [double 1.000000e+00, double 5.000000e-01, double -2.000000e+00, double 7.500000e-01], align 8
@.str = private unnamed_addr constant [20 x i8] c"primal (seeded sum)\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"d/ds0[%d]\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"d/dc[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca [4 x double], align 8
  %3 = alloca [4 x double], align 8
  %4 = alloca [4 x double], align 8
  %5 = alloca [4 x double], align 8
  %6 = alloca [64 x i8], align 1
  %7 = alloca [4 x double], align 8
  %8 = alloca [4 x double], align 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 7, ptr %1, align 4, !tbaa !6
  %9 = load volatile i32, ptr %1, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) @__const.main.c, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %3, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, i8 0, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef nonnull align 8 dereferenceable(32) @__const.main.s0, i64 32, i1 false), !tbaa !10
  %10 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %11 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %12 = tail call i32 (ptr, ...) @__enzyme_augmentsize(ptr noundef nonnull @step_all, i32 noundef %10, i32 noundef %10, i32 noundef %11) #13
  %13 = tail call i32 @llvm.smax.i32(i32 %12, i32 1)
  %14 = zext nneg i32 %13 to i64
  %15 = tail call noalias ptr @malloc(i64 noundef %14) #14
  %16 = load i32, ptr @enzyme_allocated, align 4, !tbaa !6
  %17 = load i32, ptr @enzyme_tape, align 4, !tbaa !6
  %18 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %19 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  call void (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @step_all, i32 noundef %16, i32 noundef %12, i32 noundef %17, ptr noundef %15, i32 noundef %18, ptr noundef nonnull %4, ptr noundef nonnull %5, i32 noundef %18, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %19, i32 noundef %9) #13
  %20 = icmp sgt i32 %9, 0
  br i1 %20, label %21, label %59

21:                                               ; preds = %0
  %22 = getelementptr inbounds i8, ptr %2, i64 8
  %23 = getelementptr inbounds i8, ptr %2, i64 16
  %24 = getelementptr inbounds i8, ptr %2, i64 24
  br label %25

25:                                               ; preds = %25, %21
  %26 = phi double [ %54, %25 ], [ 3.000000e-01, %21 ]
  %27 = phi double [ %48, %25 ], [ 9.000000e-01, %21 ]
  %28 = phi double [ %42, %25 ], [ -2.000000e-01, %21 ]
  %29 = phi double [ %36, %25 ], [ 5.000000e-01, %21 ]
  %30 = phi i32 [ %55, %25 ], [ 0, %21 ]
  %31 = load double, ptr %2, align 8, !tbaa !10
  %32 = fmul double %28, %31
  %33 = call double @sin(double noundef %32) #13
  %34 = call double @llvm.fmuladd.f64(double %33, double 1.000000e-01, double %29)
  %35 = fmul double %29, -5.000000e-02
  %36 = call double @llvm.fmuladd.f64(double %35, double %29, double %34)
  %37 = load double, ptr %22, align 8, !tbaa !10
  %38 = fmul double %27, %37
  %39 = call double @sin(double noundef %38) #13
  %40 = call double @llvm.fmuladd.f64(double %39, double 1.000000e-01, double %28)
  %41 = fmul double %28, -5.000000e-02
  %42 = call double @llvm.fmuladd.f64(double %41, double %28, double %40)
  %43 = load double, ptr %23, align 8, !tbaa !10
  %44 = fmul double %26, %43
  %45 = call double @sin(double noundef %44) #13
  %46 = call double @llvm.fmuladd.f64(double %45, double 1.000000e-01, double %27)
  %47 = fmul double %27, -5.000000e-02
  %48 = call double @llvm.fmuladd.f64(double %47, double %27, double %46)
  %49 = load double, ptr %24, align 8, !tbaa !10
  %50 = fmul double %36, %49
  %51 = call double @sin(double noundef %50) #13
  %52 = call double @llvm.fmuladd.f64(double %51, double 1.000000e-01, double %26)
  %53 = fmul double %26, -5.000000e-02
  %54 = call double @llvm.fmuladd.f64(double %53, double %26, double %52)
  %55 = add nuw nsw i32 %30, 1
  %56 = icmp eq i32 %55, %9
  br i1 %56, label %57, label %25, !llvm.loop !12

57:                                               ; preds = %25
  %58 = fadd double %36, 0.000000e+00
  br label %59

59:                                               ; preds = %57, %0
  %60 = phi double [ 3.000000e-01, %0 ], [ %54, %57 ]
  %61 = phi double [ 9.000000e-01, %0 ], [ %48, %57 ]
  %62 = phi double [ -2.000000e-01, %0 ], [ %42, %57 ]
  %63 = phi double [ 5.000000e-01, %0 ], [ %58, %57 ]
  %64 = call double @llvm.fmuladd.f64(double %62, double 5.000000e-01, double %63)
  %65 = call double @llvm.fmuladd.f64(double %61, double -2.000000e+00, double %64)
  %66 = load double, ptr %4, align 8, !tbaa !10
  %67 = fadd double %66, 0.000000e+00
  %68 = getelementptr inbounds i8, ptr %4, i64 8
  %69 = load double, ptr %68, align 8, !tbaa !10
  %70 = call double @llvm.fmuladd.f64(double %69, double 5.000000e-01, double %67)
  %71 = getelementptr inbounds i8, ptr %4, i64 16
  %72 = load double, ptr %71, align 8, !tbaa !10
  %73 = call double @llvm.fmuladd.f64(double %72, double -2.000000e+00, double %70)
  %74 = getelementptr inbounds i8, ptr %4, i64 24
  %75 = load double, ptr %74, align 8, !tbaa !10
  %76 = call double @llvm.fmuladd.f64(double %75, double 7.500000e-01, double %73)
  %77 = call double @llvm.fmuladd.f64(double %60, double 7.500000e-01, double %65)
  %78 = fsub double %76, %77
  %79 = call double @llvm.fabs.f64(double %78)
  %80 = call double @llvm.fabs.f64(double %77)
  %81 = call double @llvm.maxnum.f64(double %80, double 1.000000e+00)
  %82 = fmul double %81, 0x3EB0C6F7A0B5ED8D
  %83 = fcmp ugt double %79, %82
  %84 = fcmp ule double %80, 1.000000e-09
  %85 = or i1 %84, %83
  %86 = select i1 %85, ptr @.str.4, ptr @.str.5
  %87 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, double noundef %76, double noundef %77, ptr noundef nonnull %86)
  %88 = zext i1 %85 to i32
  %89 = load i32, ptr @fails, align 4, !tbaa !6
  %90 = add nsw i32 %89, %88
  store i32 %90, ptr @fails, align 4, !tbaa !6
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull align 8 dereferenceable(32) @seed, i64 32, i1 false), !tbaa !10
  %91 = load i32, ptr @enzyme_allocated, align 4, !tbaa !6
  %92 = load i32, ptr @enzyme_tape, align 4, !tbaa !6
  %93 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %94 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  call void (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @step_all, i32 noundef %91, i32 noundef %12, i32 noundef %92, ptr noundef %15, i32 noundef %93, ptr noundef nonnull %4, ptr noundef nonnull %5, i32 noundef %93, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %94, i32 noundef %9) #13
  call void @free(ptr noundef %15) #13
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #13
  %95 = getelementptr inbounds i8, ptr %7, i64 8
  %96 = getelementptr inbounds i8, ptr %7, i64 16
  %97 = getelementptr inbounds i8, ptr %7, i64 24
  %98 = getelementptr inbounds i8, ptr %2, i64 8
  %99 = getelementptr inbounds i8, ptr %2, i64 16
  %100 = getelementptr inbounds i8, ptr %2, i64 24
  %101 = getelementptr inbounds i8, ptr %8, i64 8
  %102 = getelementptr inbounds i8, ptr %8, i64 16
  %103 = getelementptr inbounds i8, ptr %8, i64 24
  br label %104

104:                                              ; preds = %59, %197
  %105 = phi i64 [ 0, %59 ], [ %221, %197 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %8, ptr noundef nonnull align 8 dereferenceable(32) @__const.main.s0, i64 32, i1 false), !tbaa !10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %7, ptr noundef nonnull align 8 dereferenceable(32) @__const.main.s0, i64 32, i1 false), !tbaa !10
  %106 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 %105
  %107 = load double, ptr %106, align 8, !tbaa !10
  %108 = fadd double %107, 0x3EB0C6F7A0B5ED8D
  store double %108, ptr %106, align 8, !tbaa !10
  %109 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %105
  %110 = load double, ptr %109, align 8, !tbaa !10
  %111 = fadd double %110, 0xBEB0C6F7A0B5ED8D
  store double %111, ptr %109, align 8, !tbaa !10
  %112 = trunc nuw nsw i64 %105 to i32
  %113 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %6, i64 noundef 64, ptr noundef nonnull @.str.1, i32 noundef %112) #13
  %114 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 %105
  %115 = load double, ptr %114, align 8, !tbaa !10
  %116 = load double, ptr %7, align 8, !tbaa !10
  %117 = load double, ptr %95, align 8, !tbaa !10
  %118 = load double, ptr %96, align 8, !tbaa !10
  %119 = load double, ptr %97, align 8, !tbaa !10
  br i1 %20, label %120, label %152

120:                                              ; preds = %104, %120
  %121 = phi double [ %149, %120 ], [ %119, %104 ]
  %122 = phi double [ %143, %120 ], [ %118, %104 ]
  %123 = phi double [ %137, %120 ], [ %117, %104 ]
  %124 = phi double [ %131, %120 ], [ %116, %104 ]
  %125 = phi i32 [ %150, %120 ], [ 0, %104 ]
  %126 = load double, ptr %2, align 8, !tbaa !10
  %127 = fmul double %123, %126
  %128 = call double @sin(double noundef %127) #13
  %129 = call double @llvm.fmuladd.f64(double %128, double 1.000000e-01, double %124)
  %130 = fmul double %124, -5.000000e-02
  %131 = call double @llvm.fmuladd.f64(double %130, double %124, double %129)
  %132 = load double, ptr %98, align 8, !tbaa !10
  %133 = fmul double %122, %132
  %134 = call double @sin(double noundef %133) #13
  %135 = call double @llvm.fmuladd.f64(double %134, double 1.000000e-01, double %123)
  %136 = fmul double %123, -5.000000e-02
  %137 = call double @llvm.fmuladd.f64(double %136, double %123, double %135)
  %138 = load double, ptr %99, align 8, !tbaa !10
  %139 = fmul double %121, %138
  %140 = call double @sin(double noundef %139) #13
  %141 = call double @llvm.fmuladd.f64(double %140, double 1.000000e-01, double %122)
  %142 = fmul double %122, -5.000000e-02
  %143 = call double @llvm.fmuladd.f64(double %142, double %122, double %141)
  %144 = load double, ptr %100, align 8, !tbaa !10
  %145 = fmul double %131, %144
  %146 = call double @sin(double noundef %145) #13
  %147 = call double @llvm.fmuladd.f64(double %146, double 1.000000e-01, double %121)
  %148 = fmul double %121, -5.000000e-02
  %149 = call double @llvm.fmuladd.f64(double %148, double %121, double %147)
  %150 = add nuw nsw i32 %125, 1
  %151 = icmp eq i32 %150, %9
  br i1 %151, label %152, label %120, !llvm.loop !12

152:                                              ; preds = %120, %104
  %153 = phi double [ %119, %104 ], [ %149, %120 ]
  %154 = phi double [ %118, %104 ], [ %143, %120 ]
  %155 = phi double [ %117, %104 ], [ %137, %120 ]
  %156 = phi double [ %116, %104 ], [ %131, %120 ]
  %157 = fadd double %156, 0.000000e+00
  %158 = call double @llvm.fmuladd.f64(double %155, double 5.000000e-01, double %157)
  %159 = call double @llvm.fmuladd.f64(double %154, double -2.000000e+00, double %158)
  %160 = call double @llvm.fmuladd.f64(double %153, double 7.500000e-01, double %159)
  %161 = load double, ptr %8, align 8, !tbaa !10
  %162 = load double, ptr %101, align 8, !tbaa !10
  %163 = load double, ptr %102, align 8, !tbaa !10
  %164 = load double, ptr %103, align 8, !tbaa !10
  br i1 %20, label %165, label %197

165:                                              ; preds = %152, %165
  %166 = phi double [ %194, %165 ], [ %164, %152 ]
  %167 = phi double [ %188, %165 ], [ %163, %152 ]
  %168 = phi double [ %182, %165 ], [ %162, %152 ]
  %169 = phi double [ %176, %165 ], [ %161, %152 ]
  %170 = phi i32 [ %195, %165 ], [ 0, %152 ]
  %171 = load double, ptr %2, align 8, !tbaa !10
  %172 = fmul double %168, %171
  %173 = call double @sin(double noundef %172) #13
  %174 = call double @llvm.fmuladd.f64(double %173, double 1.000000e-01, double %169)
  %175 = fmul double %169, -5.000000e-02
  %176 = call double @llvm.fmuladd.f64(double %175, double %169, double %174)
  %177 = load double, ptr %98, align 8, !tbaa !10
  %178 = fmul double %167, %177
  %179 = call double @sin(double noundef %178) #13
  %180 = call double @llvm.fmuladd.f64(double %179, double 1.000000e-01, double %168)
  %181 = fmul double %168, -5.000000e-02
  %182 = call double @llvm.fmuladd.f64(double %181, double %168, double %180)
  %183 = load double, ptr %99, align 8, !tbaa !10
  %184 = fmul double %166, %183
  %185 = call double @sin(double noundef %184) #13
  %186 = call double @llvm.fmuladd.f64(double %185, double 1.000000e-01, double %167)
  %187 = fmul double %167, -5.000000e-02
  %188 = call double @llvm.fmuladd.f64(double %187, double %167, double %186)
  %189 = load double, ptr %100, align 8, !tbaa !10
  %190 = fmul double %176, %189
  %191 = call double @sin(double noundef %190) #13
  %192 = call double @llvm.fmuladd.f64(double %191, double 1.000000e-01, double %166)
  %193 = fmul double %166, -5.000000e-02
  %194 = call double @llvm.fmuladd.f64(double %193, double %166, double %192)
  %195 = add nuw nsw i32 %170, 1
  %196 = icmp eq i32 %195, %9
  br i1 %196, label %197, label %165, !llvm.loop !12

197:                                              ; preds = %165, %152
  %198 = phi double [ %164, %152 ], [ %194, %165 ]
  %199 = phi double [ %163, %152 ], [ %188, %165 ]
  %200 = phi double [ %162, %152 ], [ %182, %165 ]
  %201 = phi double [ %161, %152 ], [ %176, %165 ]
  %202 = fadd double %201, 0.000000e+00
  %203 = call double @llvm.fmuladd.f64(double %200, double 5.000000e-01, double %202)
  %204 = call double @llvm.fmuladd.f64(double %199, double -2.000000e+00, double %203)
  %205 = call double @llvm.fmuladd.f64(double %198, double 7.500000e-01, double %204)
  %206 = fsub double %160, %205
  %207 = fdiv double %206, 2.000000e-06
  %208 = fsub double %115, %207
  %209 = call double @llvm.fabs.f64(double %208)
  %210 = call double @llvm.fabs.f64(double %207)
  %211 = call double @llvm.maxnum.f64(double %210, double 1.000000e+00)
  %212 = fmul double %211, 0x3EB0C6F7A0B5ED8D
  %213 = fcmp ugt double %209, %212
  %214 = fcmp ule double %210, 1.000000e-09
  %215 = or i1 %214, %213
  %216 = select i1 %215, ptr @.str.4, ptr @.str.5
  %217 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %6, double noundef %115, double noundef %207, ptr noundef nonnull %216)
  %218 = zext i1 %215 to i32
  %219 = load i32, ptr @fails, align 4, !tbaa !6
  %220 = add nsw i32 %219, %218
  store i32 %220, ptr @fails, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #13
  %221 = add nuw nsw i64 %105, 1
  %222 = icmp eq i64 %221, 4
  br i1 %222, label %230, label %104, !llvm.loop !14

223:                                              ; preds = %309
  %224 = icmp eq i32 %336, 0
  %225 = select i1 %224, ptr @.str.5, ptr @.str.4
  %226 = call i32 @puts(ptr nonnull dereferenceable(1) %225)
  %227 = load i32, ptr @fails, align 4, !tbaa !6
  %228 = icmp ne i32 %227, 0
  %229 = zext i1 %228 to i32
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #13
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %229

230:                                              ; preds = %197, %309
  %231 = phi i64 [ %337, %309 ], [ 0, %197 ]
  %232 = getelementptr inbounds [4 x double], ptr %2, i64 0, i64 %231
  %233 = load double, ptr %232, align 8, !tbaa !10
  %234 = fadd double %233, 0x3EB0C6F7A0B5ED8D
  store double %234, ptr %232, align 8, !tbaa !10
  br i1 %20, label %235, label %267

235:                                              ; preds = %230, %235
  %236 = phi double [ %264, %235 ], [ 3.000000e-01, %230 ]
  %237 = phi double [ %258, %235 ], [ 9.000000e-01, %230 ]
  %238 = phi double [ %252, %235 ], [ -2.000000e-01, %230 ]
  %239 = phi double [ %246, %235 ], [ 5.000000e-01, %230 ]
  %240 = phi i32 [ %265, %235 ], [ 0, %230 ]
  %241 = load double, ptr %2, align 8, !tbaa !10
  %242 = fmul double %238, %241
  %243 = call double @sin(double noundef %242) #13
  %244 = call double @llvm.fmuladd.f64(double %243, double 1.000000e-01, double %239)
  %245 = fmul double %239, -5.000000e-02
  %246 = call double @llvm.fmuladd.f64(double %245, double %239, double %244)
  %247 = load double, ptr %98, align 8, !tbaa !10
  %248 = fmul double %237, %247
  %249 = call double @sin(double noundef %248) #13
  %250 = call double @llvm.fmuladd.f64(double %249, double 1.000000e-01, double %238)
  %251 = fmul double %238, -5.000000e-02
  %252 = call double @llvm.fmuladd.f64(double %251, double %238, double %250)
  %253 = load double, ptr %99, align 8, !tbaa !10
  %254 = fmul double %236, %253
  %255 = call double @sin(double noundef %254) #13
  %256 = call double @llvm.fmuladd.f64(double %255, double 1.000000e-01, double %237)
  %257 = fmul double %237, -5.000000e-02
  %258 = call double @llvm.fmuladd.f64(double %257, double %237, double %256)
  %259 = load double, ptr %100, align 8, !tbaa !10
  %260 = fmul double %246, %259
  %261 = call double @sin(double noundef %260) #13
  %262 = call double @llvm.fmuladd.f64(double %261, double 1.000000e-01, double %236)
  %263 = fmul double %236, -5.000000e-02
  %264 = call double @llvm.fmuladd.f64(double %263, double %236, double %262)
  %265 = add nuw nsw i32 %240, 1
  %266 = icmp eq i32 %265, %9
  br i1 %266, label %267, label %235, !llvm.loop !12

267:                                              ; preds = %235, %230
  %268 = phi double [ 3.000000e-01, %230 ], [ %264, %235 ]
  %269 = phi double [ 9.000000e-01, %230 ], [ %258, %235 ]
  %270 = phi double [ -2.000000e-01, %230 ], [ %252, %235 ]
  %271 = phi double [ 5.000000e-01, %230 ], [ %246, %235 ]
  %272 = fadd double %271, 0.000000e+00
  %273 = call double @llvm.fmuladd.f64(double %270, double 5.000000e-01, double %272)
  %274 = call double @llvm.fmuladd.f64(double %269, double -2.000000e+00, double %273)
  %275 = call double @llvm.fmuladd.f64(double %268, double 7.500000e-01, double %274)
  %276 = fadd double %233, 0xBEB0C6F7A0B5ED8D
  store double %276, ptr %232, align 8, !tbaa !10
  br i1 %20, label %277, label %309

277:                                              ; preds = %267, %277
  %278 = phi double [ %306, %277 ], [ 3.000000e-01, %267 ]
  %279 = phi double [ %300, %277 ], [ 9.000000e-01, %267 ]
  %280 = phi double [ %294, %277 ], [ -2.000000e-01, %267 ]
  %281 = phi double [ %288, %277 ], [ 5.000000e-01, %267 ]
  %282 = phi i32 [ %307, %277 ], [ 0, %267 ]
  %283 = load double, ptr %2, align 8, !tbaa !10
  %284 = fmul double %280, %283
  %285 = call double @sin(double noundef %284) #13
  %286 = call double @llvm.fmuladd.f64(double %285, double 1.000000e-01, double %281)
  %287 = fmul double %281, -5.000000e-02
  %288 = call double @llvm.fmuladd.f64(double %287, double %281, double %286)
  %289 = load double, ptr %98, align 8, !tbaa !10
  %290 = fmul double %279, %289
  %291 = call double @sin(double noundef %290) #13
  %292 = call double @llvm.fmuladd.f64(double %291, double 1.000000e-01, double %280)
  %293 = fmul double %280, -5.000000e-02
  %294 = call double @llvm.fmuladd.f64(double %293, double %280, double %292)
  %295 = load double, ptr %99, align 8, !tbaa !10
  %296 = fmul double %278, %295
  %297 = call double @sin(double noundef %296) #13
  %298 = call double @llvm.fmuladd.f64(double %297, double 1.000000e-01, double %279)
  %299 = fmul double %279, -5.000000e-02
  %300 = call double @llvm.fmuladd.f64(double %299, double %279, double %298)
  %301 = load double, ptr %100, align 8, !tbaa !10
  %302 = fmul double %288, %301
  %303 = call double @sin(double noundef %302) #13
  %304 = call double @llvm.fmuladd.f64(double %303, double 1.000000e-01, double %278)
  %305 = fmul double %278, -5.000000e-02
  %306 = call double @llvm.fmuladd.f64(double %305, double %278, double %304)
  %307 = add nuw nsw i32 %282, 1
  %308 = icmp eq i32 %307, %9
  br i1 %308, label %309, label %277, !llvm.loop !12

309:                                              ; preds = %277, %267
  %310 = phi double [ 3.000000e-01, %267 ], [ %306, %277 ]
  %311 = phi double [ 9.000000e-01, %267 ], [ %300, %277 ]
  %312 = phi double [ -2.000000e-01, %267 ], [ %294, %277 ]
  %313 = phi double [ 5.000000e-01, %267 ], [ %288, %277 ]
  %314 = fadd double %313, 0.000000e+00
  %315 = call double @llvm.fmuladd.f64(double %312, double 5.000000e-01, double %314)
  %316 = call double @llvm.fmuladd.f64(double %311, double -2.000000e+00, double %315)
  %317 = call double @llvm.fmuladd.f64(double %310, double 7.500000e-01, double %316)
  store double %233, ptr %232, align 8, !tbaa !10
  %318 = trunc nuw nsw i64 %231 to i32
  %319 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %6, i64 noundef 64, ptr noundef nonnull @.str.2, i32 noundef %318) #13
  %320 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %231
  %321 = load double, ptr %320, align 8, !tbaa !10
  %322 = fsub double %275, %317
  %323 = fdiv double %322, 2.000000e-06
  %324 = fsub double %321, %323
  %325 = call double @llvm.fabs.f64(double %324)
  %326 = call double @llvm.fabs.f64(double %323)
  %327 = call double @llvm.maxnum.f64(double %326, double 1.000000e+00)
  %328 = fmul double %327, 0x3EB0C6F7A0B5ED8D
  %329 = fcmp ugt double %325, %328
  %330 = fcmp ule double %326, 1.000000e-09
  %331 = or i1 %330, %329
  %332 = select i1 %331, ptr @.str.4, ptr @.str.5
  %333 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %6, double noundef %321, double noundef %323, ptr noundef nonnull %332)
  %334 = zext i1 %331 to i32
  %335 = load i32, ptr @fails, align 4, !tbaa !6
  %336 = add nsw i32 %335, %334
  store i32 %336, ptr @fails, align 4, !tbaa !6
  %337 = add nuw nsw i64 %231, 1
  %338 = icmp eq i64 %337, 4
  br i1 %338, label %223, label %230, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare i32 @__enzyme_augmentsize(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal void @step_all(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2) #5 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %52

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = getelementptr inbounds i8, ptr %0, i64 16
  %9 = getelementptr inbounds i8, ptr %1, i64 16
  %10 = getelementptr inbounds i8, ptr %0, i64 24
  %11 = getelementptr inbounds i8, ptr %1, i64 24
  br label %12

12:                                               ; preds = %5, %12
  %13 = phi i32 [ %50, %12 ], [ 0, %5 ]
  %14 = load double, ptr %0, align 8, !tbaa !10
  %15 = load double, ptr %1, align 8, !tbaa !10
  %16 = load double, ptr %6, align 8, !tbaa !10
  %17 = fmul double %15, %16
  %18 = tail call double @sin(double noundef %17) #13
  %19 = tail call double @llvm.fmuladd.f64(double %18, double 1.000000e-01, double %14)
  %20 = load double, ptr %0, align 8, !tbaa !10
  %21 = fmul double %20, -5.000000e-02
  %22 = tail call double @llvm.fmuladd.f64(double %21, double %20, double %19)
  store double %22, ptr %0, align 8, !tbaa !10
  %23 = load double, ptr %6, align 8, !tbaa !10
  %24 = load double, ptr %7, align 8, !tbaa !10
  %25 = load double, ptr %8, align 8, !tbaa !10
  %26 = fmul double %24, %25
  %27 = tail call double @sin(double noundef %26) #13
  %28 = tail call double @llvm.fmuladd.f64(double %27, double 1.000000e-01, double %23)
  %29 = load double, ptr %6, align 8, !tbaa !10
  %30 = fmul double %29, -5.000000e-02
  %31 = tail call double @llvm.fmuladd.f64(double %30, double %29, double %28)
  store double %31, ptr %6, align 8, !tbaa !10
  %32 = load double, ptr %8, align 8, !tbaa !10
  %33 = load double, ptr %9, align 8, !tbaa !10
  %34 = load double, ptr %10, align 8, !tbaa !10
  %35 = fmul double %33, %34
  %36 = tail call double @sin(double noundef %35) #13
  %37 = tail call double @llvm.fmuladd.f64(double %36, double 1.000000e-01, double %32)
  %38 = load double, ptr %8, align 8, !tbaa !10
  %39 = fmul double %38, -5.000000e-02
  %40 = tail call double @llvm.fmuladd.f64(double %39, double %38, double %37)
  store double %40, ptr %8, align 8, !tbaa !10
  %41 = load double, ptr %10, align 8, !tbaa !10
  %42 = load double, ptr %11, align 8, !tbaa !10
  %43 = load double, ptr %0, align 8, !tbaa !10
  %44 = fmul double %42, %43
  %45 = tail call double @sin(double noundef %44) #13
  %46 = tail call double @llvm.fmuladd.f64(double %45, double 1.000000e-01, double %41)
  %47 = load double, ptr %10, align 8, !tbaa !10
  %48 = fmul double %47, -5.000000e-02
  %49 = tail call double @llvm.fmuladd.f64(double %48, double %47, double %46)
  store double %49, ptr %10, align 8, !tbaa !10
  %50 = add nuw nsw i32 %13, 1
  %51 = icmp eq i32 %50, %2
  br i1 %51, label %52, label %12, !llvm.loop !12

52:                                               ; preds = %12, %3
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #6

declare void @__enzyme_augmentfwd(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #7

declare void @__enzyme_reverse(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #9

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #11

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #12

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind memory(write, argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nofree nounwind }
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
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13}
