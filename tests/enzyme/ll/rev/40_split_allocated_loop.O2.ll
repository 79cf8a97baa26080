; ModuleID = 'rev/40_split_allocated_loop.c'
source_filename = "rev/40_split_allocated_loop.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.s0 = private unnamed_addr constant [4 x double] [double 5.000000e-01, double -2.000000e-01, double 9.000000e-01, double 3.000000e-01], align 16
@__const.main.c = private unnamed_addr constant [4 x double] [double 1.200000e+00, double 0xBFE6666666666666, double 2.000000e+00, double 4.000000e-01], align 16
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@enzyme_allocated = external local_unnamed_addr global i32, align 4
@enzyme_tape = external local_unnamed_addr global i32, align 4
@seed = internal unnamed_addr constant [4 x double] [double 1.000000e+00, double 5.000000e-01, double -2.000000e+00, double 7.500000e-01], align 16
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
  %2 = alloca [4 x double], align 16
  %3 = alloca [4 x double], align 16
  %4 = alloca [4 x double], align 16
  %5 = alloca [4 x double], align 16
  %6 = alloca [64 x i8], align 16
  %7 = alloca [4 x double], align 16
  %8 = alloca [4 x double], align 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 7, ptr %1, align 4, !tbaa !5
  %9 = load volatile i32, ptr %1, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %2, ptr noundef nonnull align 16 dereferenceable(32) @__const.main.c, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %3, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %5, i8 0, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %4, ptr noundef nonnull align 16 dereferenceable(32) @__const.main.s0, i64 32, i1 false), !tbaa !9
  %10 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %11 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %12 = tail call i32 (ptr, ...) @__enzyme_augmentsize(ptr noundef nonnull @step_all, i32 noundef %10, i32 noundef %10, i32 noundef %11) #13
  %13 = tail call i32 @llvm.smax.i32(i32 %12, i32 1)
  %14 = zext nneg i32 %13 to i64
  %15 = tail call noalias ptr @malloc(i64 noundef %14) #14
  %16 = load i32, ptr @enzyme_allocated, align 4, !tbaa !5
  %17 = load i32, ptr @enzyme_tape, align 4, !tbaa !5
  %18 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %19 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  call void (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @step_all, i32 noundef %16, i32 noundef %12, i32 noundef %17, ptr noundef %15, i32 noundef %18, ptr noundef nonnull %4, ptr noundef nonnull %5, i32 noundef %18, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %19, i32 noundef %9) #13
  %20 = icmp sgt i32 %9, 0
  br i1 %20, label %21, label %60

21:                                               ; preds = %0
  %22 = getelementptr inbounds i8, ptr %2, i64 8
  %23 = getelementptr inbounds i8, ptr %2, i64 16
  %24 = getelementptr inbounds i8, ptr %2, i64 24
  br label %25

25:                                               ; preds = %25, %21
  %26 = phi i32 [ %55, %25 ], [ 0, %21 ]
  %27 = phi <2 x double> [ %54, %25 ], [ <double 3.000000e-01, double 9.000000e-01>, %21 ]
  %28 = phi <2 x double> [ %41, %25 ], [ <double 5.000000e-01, double -2.000000e-01>, %21 ]
  %29 = load double, ptr %2, align 16, !tbaa !9
  %30 = extractelement <2 x double> %28, i64 1
  %31 = fmul double %30, %29
  %32 = call double @sin(double noundef %31) #13
  %33 = fmul <2 x double> %28, <double -5.000000e-02, double -5.000000e-02>
  %34 = load double, ptr %22, align 8, !tbaa !9
  %35 = extractelement <2 x double> %27, i64 1
  %36 = fmul double %35, %34
  %37 = call double @sin(double noundef %36) #13
  %38 = insertelement <2 x double> poison, double %32, i64 0
  %39 = insertelement <2 x double> %38, double %37, i64 1
  %40 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %39, <2 x double> <double 1.000000e-01, double 1.000000e-01>, <2 x double> %28)
  %41 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %33, <2 x double> %28, <2 x double> %40)
  %42 = load double, ptr %23, align 16, !tbaa !9
  %43 = extractelement <2 x double> %27, i64 0
  %44 = fmul double %43, %42
  %45 = call double @sin(double noundef %44) #13
  %46 = fmul <2 x double> %27, <double -5.000000e-02, double -5.000000e-02>
  %47 = load double, ptr %24, align 8, !tbaa !9
  %48 = extractelement <2 x double> %41, i64 0
  %49 = fmul double %48, %47
  %50 = call double @sin(double noundef %49) #13
  %51 = insertelement <2 x double> poison, double %50, i64 0
  %52 = insertelement <2 x double> %51, double %45, i64 1
  %53 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %52, <2 x double> <double 1.000000e-01, double 1.000000e-01>, <2 x double> %27)
  %54 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %46, <2 x double> %27, <2 x double> %53)
  %55 = add nuw nsw i32 %26, 1
  %56 = icmp eq i32 %55, %9
  br i1 %56, label %57, label %25, !llvm.loop !11

57:                                               ; preds = %25
  %58 = fadd double %48, 0.000000e+00
  %59 = extractelement <2 x double> %41, i64 1
  br label %60

60:                                               ; preds = %57, %0
  %61 = phi double [ -2.000000e-01, %0 ], [ %59, %57 ]
  %62 = phi double [ 5.000000e-01, %0 ], [ %58, %57 ]
  %63 = phi <2 x double> [ <double 3.000000e-01, double 9.000000e-01>, %0 ], [ %54, %57 ]
  %64 = load double, ptr %4, align 16, !tbaa !9
  %65 = fadd double %64, 0.000000e+00
  %66 = getelementptr inbounds i8, ptr %4, i64 8
  %67 = load <2 x double>, ptr %66, align 8
  %68 = getelementptr inbounds i8, ptr %4, i64 16
  %69 = load double, ptr %68, align 16, !tbaa !9
  %70 = getelementptr inbounds i8, ptr %4, i64 24
  %71 = load double, ptr %70, align 8, !tbaa !9
  %72 = insertelement <2 x double> %67, double %61, i64 1
  %73 = insertelement <2 x double> poison, double %65, i64 0
  %74 = insertelement <2 x double> %73, double %62, i64 1
  %75 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %72, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %74)
  %76 = insertelement <2 x double> %63, double %69, i64 0
  %77 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %76, <2 x double> <double -2.000000e+00, double -2.000000e+00>, <2 x double> %75)
  %78 = shufflevector <2 x double> %63, <2 x double> poison, <2 x i32> <i32 poison, i32 0>
  %79 = insertelement <2 x double> %78, double %71, i64 0
  %80 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %79, <2 x double> <double 7.500000e-01, double 7.500000e-01>, <2 x double> %77)
  %81 = extractelement <2 x double> %80, i64 0
  %82 = extractelement <2 x double> %80, i64 1
  %83 = fsub double %81, %82
  %84 = call double @llvm.fabs.f64(double %83)
  %85 = call double @llvm.fabs.f64(double %82)
  %86 = call double @llvm.maxnum.f64(double %85, double 1.000000e+00)
  %87 = fmul double %86, 0x3EB0C6F7A0B5ED8D
  %88 = fcmp ugt double %84, %87
  %89 = fcmp ule double %85, 1.000000e-09
  %90 = or i1 %89, %88
  %91 = select i1 %90, ptr @.str.4, ptr @.str.5
  %92 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, double noundef %81, double noundef %82, ptr noundef nonnull %91)
  %93 = zext i1 %90 to i32
  %94 = load i32, ptr @fails, align 4, !tbaa !5
  %95 = add nsw i32 %94, %93
  store i32 %95, ptr @fails, align 4, !tbaa !5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %5, ptr noundef nonnull align 16 dereferenceable(32) @seed, i64 32, i1 false), !tbaa !9
  %96 = load i32, ptr @enzyme_allocated, align 4, !tbaa !5
  %97 = load i32, ptr @enzyme_tape, align 4, !tbaa !5
  %98 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %99 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  call void (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @step_all, i32 noundef %96, i32 noundef %12, i32 noundef %97, ptr noundef %15, i32 noundef %98, ptr noundef nonnull %4, ptr noundef nonnull %5, i32 noundef %98, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %99, i32 noundef %9) #13
  call void @free(ptr noundef %15) #13
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #13
  %100 = getelementptr inbounds i8, ptr %7, i64 8
  %101 = getelementptr inbounds i8, ptr %7, i64 16
  %102 = getelementptr inbounds i8, ptr %7, i64 24
  %103 = getelementptr inbounds i8, ptr %2, i64 8
  %104 = getelementptr inbounds i8, ptr %2, i64 16
  %105 = getelementptr inbounds i8, ptr %2, i64 24
  %106 = getelementptr inbounds i8, ptr %8, i64 8
  %107 = getelementptr inbounds i8, ptr %8, i64 16
  %108 = getelementptr inbounds i8, ptr %8, i64 24
  br label %109

109:                                              ; preds = %60, %202
  %110 = phi i64 [ 0, %60 ], [ %226, %202 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %8, ptr noundef nonnull align 16 dereferenceable(32) @__const.main.s0, i64 32, i1 false), !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %7, ptr noundef nonnull align 16 dereferenceable(32) @__const.main.s0, i64 32, i1 false), !tbaa !9
  %111 = getelementptr inbounds [4 x double], ptr %7, i64 0, i64 %110
  %112 = load double, ptr %111, align 8, !tbaa !9
  %113 = fadd double %112, 0x3EB0C6F7A0B5ED8D
  store double %113, ptr %111, align 8, !tbaa !9
  %114 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %110
  %115 = load double, ptr %114, align 8, !tbaa !9
  %116 = fadd double %115, 0xBEB0C6F7A0B5ED8D
  store double %116, ptr %114, align 8, !tbaa !9
  %117 = trunc nuw nsw i64 %110 to i32
  %118 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %6, i64 noundef 64, ptr noundef nonnull @.str.1, i32 noundef %117) #13
  %119 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 %110
  %120 = load double, ptr %119, align 8, !tbaa !9
  %121 = load double, ptr %7, align 16, !tbaa !9
  %122 = load double, ptr %100, align 8, !tbaa !9
  %123 = load double, ptr %101, align 16, !tbaa !9
  %124 = load double, ptr %102, align 8, !tbaa !9
  br i1 %20, label %125, label %157

125:                                              ; preds = %109, %125
  %126 = phi double [ %154, %125 ], [ %124, %109 ]
  %127 = phi double [ %148, %125 ], [ %123, %109 ]
  %128 = phi double [ %142, %125 ], [ %122, %109 ]
  %129 = phi double [ %136, %125 ], [ %121, %109 ]
  %130 = phi i32 [ %155, %125 ], [ 0, %109 ]
  %131 = load double, ptr %2, align 16, !tbaa !9
  %132 = fmul double %128, %131
  %133 = call double @sin(double noundef %132) #13
  %134 = call double @llvm.fmuladd.f64(double %133, double 1.000000e-01, double %129)
  %135 = fmul double %129, -5.000000e-02
  %136 = call double @llvm.fmuladd.f64(double %135, double %129, double %134)
  %137 = load double, ptr %103, align 8, !tbaa !9
  %138 = fmul double %127, %137
  %139 = call double @sin(double noundef %138) #13
  %140 = call double @llvm.fmuladd.f64(double %139, double 1.000000e-01, double %128)
  %141 = fmul double %128, -5.000000e-02
  %142 = call double @llvm.fmuladd.f64(double %141, double %128, double %140)
  %143 = load double, ptr %104, align 16, !tbaa !9
  %144 = fmul double %126, %143
  %145 = call double @sin(double noundef %144) #13
  %146 = call double @llvm.fmuladd.f64(double %145, double 1.000000e-01, double %127)
  %147 = fmul double %127, -5.000000e-02
  %148 = call double @llvm.fmuladd.f64(double %147, double %127, double %146)
  %149 = load double, ptr %105, align 8, !tbaa !9
  %150 = fmul double %136, %149
  %151 = call double @sin(double noundef %150) #13
  %152 = call double @llvm.fmuladd.f64(double %151, double 1.000000e-01, double %126)
  %153 = fmul double %126, -5.000000e-02
  %154 = call double @llvm.fmuladd.f64(double %153, double %126, double %152)
  %155 = add nuw nsw i32 %130, 1
  %156 = icmp eq i32 %155, %9
  br i1 %156, label %157, label %125, !llvm.loop !11

157:                                              ; preds = %125, %109
  %158 = phi double [ %124, %109 ], [ %154, %125 ]
  %159 = phi double [ %123, %109 ], [ %148, %125 ]
  %160 = phi double [ %122, %109 ], [ %142, %125 ]
  %161 = phi double [ %121, %109 ], [ %136, %125 ]
  %162 = fadd double %161, 0.000000e+00
  %163 = call double @llvm.fmuladd.f64(double %160, double 5.000000e-01, double %162)
  %164 = call double @llvm.fmuladd.f64(double %159, double -2.000000e+00, double %163)
  %165 = call double @llvm.fmuladd.f64(double %158, double 7.500000e-01, double %164)
  %166 = load double, ptr %8, align 16, !tbaa !9
  %167 = load double, ptr %106, align 8, !tbaa !9
  %168 = load double, ptr %107, align 16, !tbaa !9
  %169 = load double, ptr %108, align 8, !tbaa !9
  br i1 %20, label %170, label %202

170:                                              ; preds = %157, %170
  %171 = phi double [ %199, %170 ], [ %169, %157 ]
  %172 = phi double [ %193, %170 ], [ %168, %157 ]
  %173 = phi double [ %187, %170 ], [ %167, %157 ]
  %174 = phi double [ %181, %170 ], [ %166, %157 ]
  %175 = phi i32 [ %200, %170 ], [ 0, %157 ]
  %176 = load double, ptr %2, align 16, !tbaa !9
  %177 = fmul double %173, %176
  %178 = call double @sin(double noundef %177) #13
  %179 = call double @llvm.fmuladd.f64(double %178, double 1.000000e-01, double %174)
  %180 = fmul double %174, -5.000000e-02
  %181 = call double @llvm.fmuladd.f64(double %180, double %174, double %179)
  %182 = load double, ptr %103, align 8, !tbaa !9
  %183 = fmul double %172, %182
  %184 = call double @sin(double noundef %183) #13
  %185 = call double @llvm.fmuladd.f64(double %184, double 1.000000e-01, double %173)
  %186 = fmul double %173, -5.000000e-02
  %187 = call double @llvm.fmuladd.f64(double %186, double %173, double %185)
  %188 = load double, ptr %104, align 16, !tbaa !9
  %189 = fmul double %171, %188
  %190 = call double @sin(double noundef %189) #13
  %191 = call double @llvm.fmuladd.f64(double %190, double 1.000000e-01, double %172)
  %192 = fmul double %172, -5.000000e-02
  %193 = call double @llvm.fmuladd.f64(double %192, double %172, double %191)
  %194 = load double, ptr %105, align 8, !tbaa !9
  %195 = fmul double %181, %194
  %196 = call double @sin(double noundef %195) #13
  %197 = call double @llvm.fmuladd.f64(double %196, double 1.000000e-01, double %171)
  %198 = fmul double %171, -5.000000e-02
  %199 = call double @llvm.fmuladd.f64(double %198, double %171, double %197)
  %200 = add nuw nsw i32 %175, 1
  %201 = icmp eq i32 %200, %9
  br i1 %201, label %202, label %170, !llvm.loop !11

202:                                              ; preds = %170, %157
  %203 = phi double [ %169, %157 ], [ %199, %170 ]
  %204 = phi double [ %168, %157 ], [ %193, %170 ]
  %205 = phi double [ %167, %157 ], [ %187, %170 ]
  %206 = phi double [ %166, %157 ], [ %181, %170 ]
  %207 = fadd double %206, 0.000000e+00
  %208 = call double @llvm.fmuladd.f64(double %205, double 5.000000e-01, double %207)
  %209 = call double @llvm.fmuladd.f64(double %204, double -2.000000e+00, double %208)
  %210 = call double @llvm.fmuladd.f64(double %203, double 7.500000e-01, double %209)
  %211 = fsub double %165, %210
  %212 = fdiv double %211, 2.000000e-06
  %213 = fsub double %120, %212
  %214 = call double @llvm.fabs.f64(double %213)
  %215 = call double @llvm.fabs.f64(double %212)
  %216 = call double @llvm.maxnum.f64(double %215, double 1.000000e+00)
  %217 = fmul double %216, 0x3EB0C6F7A0B5ED8D
  %218 = fcmp ugt double %214, %217
  %219 = fcmp ule double %215, 1.000000e-09
  %220 = or i1 %219, %218
  %221 = select i1 %220, ptr @.str.4, ptr @.str.5
  %222 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %6, double noundef %120, double noundef %212, ptr noundef nonnull %221)
  %223 = zext i1 %220 to i32
  %224 = load i32, ptr @fails, align 4, !tbaa !5
  %225 = add nsw i32 %224, %223
  store i32 %225, ptr @fails, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #13
  %226 = add nuw nsw i64 %110, 1
  %227 = icmp eq i64 %226, 4
  br i1 %227, label %235, label %109, !llvm.loop !13

228:                                              ; preds = %314
  %229 = icmp eq i32 %341, 0
  %230 = select i1 %229, ptr @.str.5, ptr @.str.4
  %231 = call i32 @puts(ptr nonnull dereferenceable(1) %230)
  %232 = load i32, ptr @fails, align 4, !tbaa !5
  %233 = icmp ne i32 %232, 0
  %234 = zext i1 %233 to i32
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #13
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %234

235:                                              ; preds = %202, %314
  %236 = phi i64 [ %342, %314 ], [ 0, %202 ]
  %237 = getelementptr inbounds [4 x double], ptr %2, i64 0, i64 %236
  %238 = load double, ptr %237, align 8, !tbaa !9
  %239 = fadd double %238, 0x3EB0C6F7A0B5ED8D
  store double %239, ptr %237, align 8, !tbaa !9
  br i1 %20, label %240, label %272

240:                                              ; preds = %235, %240
  %241 = phi double [ %269, %240 ], [ 3.000000e-01, %235 ]
  %242 = phi double [ %263, %240 ], [ 9.000000e-01, %235 ]
  %243 = phi double [ %257, %240 ], [ -2.000000e-01, %235 ]
  %244 = phi double [ %251, %240 ], [ 5.000000e-01, %235 ]
  %245 = phi i32 [ %270, %240 ], [ 0, %235 ]
  %246 = load double, ptr %2, align 16, !tbaa !9
  %247 = fmul double %243, %246
  %248 = call double @sin(double noundef %247) #13
  %249 = call double @llvm.fmuladd.f64(double %248, double 1.000000e-01, double %244)
  %250 = fmul double %244, -5.000000e-02
  %251 = call double @llvm.fmuladd.f64(double %250, double %244, double %249)
  %252 = load double, ptr %103, align 8, !tbaa !9
  %253 = fmul double %242, %252
  %254 = call double @sin(double noundef %253) #13
  %255 = call double @llvm.fmuladd.f64(double %254, double 1.000000e-01, double %243)
  %256 = fmul double %243, -5.000000e-02
  %257 = call double @llvm.fmuladd.f64(double %256, double %243, double %255)
  %258 = load double, ptr %104, align 16, !tbaa !9
  %259 = fmul double %241, %258
  %260 = call double @sin(double noundef %259) #13
  %261 = call double @llvm.fmuladd.f64(double %260, double 1.000000e-01, double %242)
  %262 = fmul double %242, -5.000000e-02
  %263 = call double @llvm.fmuladd.f64(double %262, double %242, double %261)
  %264 = load double, ptr %105, align 8, !tbaa !9
  %265 = fmul double %251, %264
  %266 = call double @sin(double noundef %265) #13
  %267 = call double @llvm.fmuladd.f64(double %266, double 1.000000e-01, double %241)
  %268 = fmul double %241, -5.000000e-02
  %269 = call double @llvm.fmuladd.f64(double %268, double %241, double %267)
  %270 = add nuw nsw i32 %245, 1
  %271 = icmp eq i32 %270, %9
  br i1 %271, label %272, label %240, !llvm.loop !11

272:                                              ; preds = %240, %235
  %273 = phi double [ 3.000000e-01, %235 ], [ %269, %240 ]
  %274 = phi double [ 9.000000e-01, %235 ], [ %263, %240 ]
  %275 = phi double [ -2.000000e-01, %235 ], [ %257, %240 ]
  %276 = phi double [ 5.000000e-01, %235 ], [ %251, %240 ]
  %277 = fadd double %276, 0.000000e+00
  %278 = call double @llvm.fmuladd.f64(double %275, double 5.000000e-01, double %277)
  %279 = call double @llvm.fmuladd.f64(double %274, double -2.000000e+00, double %278)
  %280 = call double @llvm.fmuladd.f64(double %273, double 7.500000e-01, double %279)
  %281 = fadd double %238, 0xBEB0C6F7A0B5ED8D
  store double %281, ptr %237, align 8, !tbaa !9
  br i1 %20, label %282, label %314

282:                                              ; preds = %272, %282
  %283 = phi double [ %311, %282 ], [ 3.000000e-01, %272 ]
  %284 = phi double [ %305, %282 ], [ 9.000000e-01, %272 ]
  %285 = phi double [ %299, %282 ], [ -2.000000e-01, %272 ]
  %286 = phi double [ %293, %282 ], [ 5.000000e-01, %272 ]
  %287 = phi i32 [ %312, %282 ], [ 0, %272 ]
  %288 = load double, ptr %2, align 16, !tbaa !9
  %289 = fmul double %285, %288
  %290 = call double @sin(double noundef %289) #13
  %291 = call double @llvm.fmuladd.f64(double %290, double 1.000000e-01, double %286)
  %292 = fmul double %286, -5.000000e-02
  %293 = call double @llvm.fmuladd.f64(double %292, double %286, double %291)
  %294 = load double, ptr %103, align 8, !tbaa !9
  %295 = fmul double %284, %294
  %296 = call double @sin(double noundef %295) #13
  %297 = call double @llvm.fmuladd.f64(double %296, double 1.000000e-01, double %285)
  %298 = fmul double %285, -5.000000e-02
  %299 = call double @llvm.fmuladd.f64(double %298, double %285, double %297)
  %300 = load double, ptr %104, align 16, !tbaa !9
  %301 = fmul double %283, %300
  %302 = call double @sin(double noundef %301) #13
  %303 = call double @llvm.fmuladd.f64(double %302, double 1.000000e-01, double %284)
  %304 = fmul double %284, -5.000000e-02
  %305 = call double @llvm.fmuladd.f64(double %304, double %284, double %303)
  %306 = load double, ptr %105, align 8, !tbaa !9
  %307 = fmul double %293, %306
  %308 = call double @sin(double noundef %307) #13
  %309 = call double @llvm.fmuladd.f64(double %308, double 1.000000e-01, double %283)
  %310 = fmul double %283, -5.000000e-02
  %311 = call double @llvm.fmuladd.f64(double %310, double %283, double %309)
  %312 = add nuw nsw i32 %287, 1
  %313 = icmp eq i32 %312, %9
  br i1 %313, label %314, label %282, !llvm.loop !11

314:                                              ; preds = %282, %272
  %315 = phi double [ 3.000000e-01, %272 ], [ %311, %282 ]
  %316 = phi double [ 9.000000e-01, %272 ], [ %305, %282 ]
  %317 = phi double [ -2.000000e-01, %272 ], [ %299, %282 ]
  %318 = phi double [ 5.000000e-01, %272 ], [ %293, %282 ]
  %319 = fadd double %318, 0.000000e+00
  %320 = call double @llvm.fmuladd.f64(double %317, double 5.000000e-01, double %319)
  %321 = call double @llvm.fmuladd.f64(double %316, double -2.000000e+00, double %320)
  %322 = call double @llvm.fmuladd.f64(double %315, double 7.500000e-01, double %321)
  store double %238, ptr %237, align 8, !tbaa !9
  %323 = trunc nuw nsw i64 %236 to i32
  %324 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %6, i64 noundef 64, ptr noundef nonnull @.str.2, i32 noundef %323) #13
  %325 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %236
  %326 = load double, ptr %325, align 8, !tbaa !9
  %327 = fsub double %280, %322
  %328 = fdiv double %327, 2.000000e-06
  %329 = fsub double %326, %328
  %330 = call double @llvm.fabs.f64(double %329)
  %331 = call double @llvm.fabs.f64(double %328)
  %332 = call double @llvm.maxnum.f64(double %331, double 1.000000e+00)
  %333 = fmul double %332, 0x3EB0C6F7A0B5ED8D
  %334 = fcmp ugt double %330, %333
  %335 = fcmp ule double %331, 1.000000e-09
  %336 = or i1 %335, %334
  %337 = select i1 %336, ptr @.str.4, ptr @.str.5
  %338 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %6, double noundef %326, double noundef %328, ptr noundef nonnull %337)
  %339 = zext i1 %336 to i32
  %340 = load i32, ptr @fails, align 4, !tbaa !5
  %341 = add nsw i32 %340, %339
  store i32 %341, ptr @fails, align 4, !tbaa !5
  %342 = add nuw nsw i64 %236, 1
  %343 = icmp eq i64 %342, 4
  br i1 %343, label %228, label %235, !llvm.loop !14
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
  %14 = load double, ptr %0, align 8, !tbaa !9
  %15 = load double, ptr %1, align 8, !tbaa !9
  %16 = load double, ptr %6, align 8, !tbaa !9
  %17 = fmul double %15, %16
  %18 = tail call double @sin(double noundef %17) #13
  %19 = tail call double @llvm.fmuladd.f64(double %18, double 1.000000e-01, double %14)
  %20 = load double, ptr %0, align 8, !tbaa !9
  %21 = fmul double %20, -5.000000e-02
  %22 = tail call double @llvm.fmuladd.f64(double %21, double %20, double %19)
  store double %22, ptr %0, align 8, !tbaa !9
  %23 = load double, ptr %6, align 8, !tbaa !9
  %24 = load double, ptr %7, align 8, !tbaa !9
  %25 = load double, ptr %8, align 8, !tbaa !9
  %26 = fmul double %24, %25
  %27 = tail call double @sin(double noundef %26) #13
  %28 = tail call double @llvm.fmuladd.f64(double %27, double 1.000000e-01, double %23)
  %29 = load double, ptr %6, align 8, !tbaa !9
  %30 = fmul double %29, -5.000000e-02
  %31 = tail call double @llvm.fmuladd.f64(double %30, double %29, double %28)
  store double %31, ptr %6, align 8, !tbaa !9
  %32 = load double, ptr %8, align 8, !tbaa !9
  %33 = load double, ptr %9, align 8, !tbaa !9
  %34 = load double, ptr %10, align 8, !tbaa !9
  %35 = fmul double %33, %34
  %36 = tail call double @sin(double noundef %35) #13
  %37 = tail call double @llvm.fmuladd.f64(double %36, double 1.000000e-01, double %32)
  %38 = load double, ptr %8, align 8, !tbaa !9
  %39 = fmul double %38, -5.000000e-02
  %40 = tail call double @llvm.fmuladd.f64(double %39, double %38, double %37)
  store double %40, ptr %8, align 8, !tbaa !9
  %41 = load double, ptr %10, align 8, !tbaa !9
  %42 = load double, ptr %11, align 8, !tbaa !9
  %43 = load double, ptr %0, align 8, !tbaa !9
  %44 = fmul double %42, %43
  %45 = tail call double @sin(double noundef %44) #13
  %46 = tail call double @llvm.fmuladd.f64(double %45, double 1.000000e-01, double %41)
  %47 = load double, ptr %10, align 8, !tbaa !9
  %48 = fmul double %47, -5.000000e-02
  %49 = tail call double @llvm.fmuladd.f64(double %48, double %47, double %46)
  store double %49, ptr %10, align 8, !tbaa !9
  %50 = add nuw nsw i32 %13, 1
  %51 = icmp eq i32 %50, %2
  br i1 %51, label %52, label %12, !llvm.loop !11

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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #11

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nofree nounwind }
attributes #13 = { nounwind }
attributes #14 = { nounwind allocsize(0) }

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
