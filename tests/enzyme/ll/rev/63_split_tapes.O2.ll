; ModuleID = 'rev/63_split_tapes.c'
source_filename = "rev/63_split_tapes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %1 = alloca [8 x double], align 16
  %2 = alloca [8 x double], align 16
  %3 = alloca [8 x double], align 16
  %4 = alloca [8 x double], align 16
  %5 = alloca [8 x double], align 16
  %6 = alloca [8 x double], align 16
  %7 = alloca i32, align 4
  %8 = alloca [8 x double], align 16
  %9 = alloca [8 x double], align 16
  %10 = alloca [8 x double], align 16
  %11 = alloca [8 x double], align 16
  %12 = alloca [8 x double], align 16
  %13 = alloca [40 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7)
  store volatile i32 5, ptr %7, align 4, !tbaa !5
  %14 = load volatile i32, ptr %7, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %8) #13
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %9) #13
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %10) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %10, i8 0, i64 64, i1 false)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %11) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %11, i8 0, i64 64, i1 false)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %12) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %12, i8 0, i64 64, i1 false)
  %15 = icmp sgt i32 %14, 0
  br i1 %15, label %16, label %42

16:                                               ; preds = %0
  %17 = zext nneg i32 %14 to i64
  %18 = icmp ult i32 %14, 4
  br i1 %18, label %19, label %21

19:                                               ; preds = %40, %16
  %20 = phi i64 [ 0, %16 ], [ %22, %40 ]
  br label %93

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
  store <2 x double> %29, ptr %31, align 16, !tbaa !9
  store <2 x double> %30, ptr %32, align 16, !tbaa !9
  %33 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %27, <2 x double> <double 2.000000e-01, double 2.000000e-01>, <2 x double> <double 1.000000e-01, double 1.000000e-01>)
  %34 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %28, <2 x double> <double 2.000000e-01, double 2.000000e-01>, <2 x double> <double 1.000000e-01, double 1.000000e-01>)
  %35 = getelementptr inbounds [8 x double], ptr %9, i64 0, i64 %24
  %36 = getelementptr inbounds i8, ptr %35, i64 16
  store <2 x double> %33, ptr %35, align 16, !tbaa !9
  store <2 x double> %34, ptr %36, align 16, !tbaa !9
  %37 = add nuw i64 %24, 4
  %38 = add <2 x i32> %25, <i32 4, i32 4>
  %39 = icmp eq i64 %37, %22
  br i1 %39, label %40, label %23, !llvm.loop !11

40:                                               ; preds = %23
  %41 = icmp eq i64 %22, %17
  br i1 %41, label %42, label %19

42:                                               ; preds = %93, %40, %0
  %43 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %44 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %45 = call { ptr, double } (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @f, i32 noundef %43, ptr noundef nonnull %8, ptr noundef nonnull %10, i32 noundef %44, i32 noundef %14) #13
  %46 = extractvalue { ptr, double } %45, 0
  %47 = extractvalue { ptr, double } %45, 1
  %48 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %49 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %50 = call { ptr, double } (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @f, i32 noundef %48, ptr noundef nonnull %9, ptr noundef nonnull %11, i32 noundef %49, i32 noundef %14) #13
  %51 = extractvalue { ptr, double } %50, 0
  br i1 %15, label %52, label %71

52:                                               ; preds = %42
  %53 = zext nneg i32 %14 to i64
  br label %54

54:                                               ; preds = %54, %52
  %55 = phi i64 [ 0, %52 ], [ %60, %54 ]
  %56 = phi double [ 0.000000e+00, %52 ], [ %70, %54 ]
  %57 = getelementptr inbounds double, ptr %8, i64 %55
  %58 = load double, ptr %57, align 8, !tbaa !9
  %59 = call double @sin(double noundef %58) #13
  %60 = add nuw nsw i64 %55, 1
  %61 = icmp eq i64 %60, %53
  %62 = select i1 %61, i64 0, i64 %60
  %63 = getelementptr inbounds double, ptr %8, i64 %62
  %64 = load double, ptr %63, align 8, !tbaa !9
  %65 = load double, ptr %57, align 8, !tbaa !9
  %66 = fmul double %65, 1.000000e-01
  %67 = fmul double %65, %66
  %68 = call double @exp(double noundef %67) #13
  %69 = call double @llvm.fmuladd.f64(double %59, double %64, double %68)
  %70 = fadd double %56, %69
  br i1 %61, label %71, label %54, !llvm.loop !15

71:                                               ; preds = %54, %42
  %72 = phi double [ 0.000000e+00, %42 ], [ %70, %54 ]
  %73 = fsub double %47, %72
  %74 = call double @llvm.fabs.f64(double %73)
  %75 = call double @llvm.fabs.f64(double %72)
  %76 = call double @llvm.maxnum.f64(double %75, double 1.000000e+00)
  %77 = fmul double %76, 0x3EB0C6F7A0B5ED8D
  %78 = fcmp ugt double %74, %77
  %79 = fcmp ule double %75, 1.000000e-09
  %80 = or i1 %79, %78
  %81 = select i1 %80, ptr @.str.5, ptr @.str.6
  %82 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, double noundef %47, double noundef %72, ptr noundef nonnull %81)
  %83 = zext i1 %80 to i32
  %84 = load i32, ptr @fails, align 4, !tbaa !5
  %85 = add nsw i32 %84, %83
  store i32 %85, ptr @fails, align 4, !tbaa !5
  %86 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %87 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  call void (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @f, i32 noundef %86, ptr noundef nonnull %9, ptr noundef nonnull %11, i32 noundef %87, i32 noundef %14, double noundef 1.000000e+00, ptr noundef %51) #13
  %88 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %89 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  call void (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @f, i32 noundef %88, ptr noundef nonnull %8, ptr noundef nonnull %10, i32 noundef %89, i32 noundef %14, double noundef 2.500000e+00, ptr noundef %46) #13
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %13) #13
  br i1 %15, label %90, label %103

90:                                               ; preds = %71
  %91 = zext nneg i32 %14 to i64
  %92 = shl nuw nsw i64 %91, 3
  br label %185

93:                                               ; preds = %19, %93
  %94 = phi i64 [ %101, %93 ], [ %20, %19 ]
  %95 = trunc nuw nsw i64 %94 to i32
  %96 = uitofp nneg i32 %95 to double
  %97 = tail call double @llvm.fmuladd.f64(double %96, double 3.000000e-01, double -5.000000e-01)
  %98 = getelementptr inbounds [8 x double], ptr %8, i64 0, i64 %94
  store double %97, ptr %98, align 8, !tbaa !9
  %99 = tail call double @llvm.fmuladd.f64(double %96, double 2.000000e-01, double 1.000000e-01)
  %100 = getelementptr inbounds [8 x double], ptr %9, i64 0, i64 %94
  store double %99, ptr %100, align 8, !tbaa !9
  %101 = add nuw nsw i64 %94, 1
  %102 = icmp eq i64 %101, %17
  br i1 %102, label %42, label %93, !llvm.loop !16

103:                                              ; preds = %287, %71
  %104 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %105 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %106 = call i32 (ptr, ...) @__enzyme_augmentsize(ptr noundef nonnull @f, i32 noundef %104, i32 noundef %105) #13
  %107 = sext i32 %106 to i64
  %108 = call noalias ptr @malloc(i64 noundef %107) #14
  %109 = load i32, ptr @enzyme_allocated, align 4, !tbaa !5
  %110 = load i32, ptr @enzyme_tape, align 4, !tbaa !5
  %111 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %112 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %113 = call { ptr, double } (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @f, i32 noundef %109, i32 noundef %106, i32 noundef %110, ptr noundef %108, i32 noundef %111, ptr noundef nonnull %8, ptr noundef nonnull %12, i32 noundef %112, i32 noundef %14) #13
  %114 = load i32, ptr @enzyme_allocated, align 4, !tbaa !5
  %115 = load i32, ptr @enzyme_tape, align 4, !tbaa !5
  %116 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %117 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  call void (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @f, i32 noundef %114, i32 noundef %106, i32 noundef %115, ptr noundef %108, i32 noundef %116, ptr noundef nonnull %8, ptr noundef nonnull %12, i32 noundef %117, i32 noundef %14, double noundef 1.000000e+00) #13
  call void @free(ptr noundef %108) #13
  %118 = getelementptr inbounds i8, ptr %12, i64 24
  %119 = load double, ptr %118, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #13
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #13
  br i1 %15, label %120, label %163

120:                                              ; preds = %103
  %121 = zext nneg i32 %14 to i64
  %122 = shl nuw nsw i64 %121, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %6, ptr nonnull readonly align 16 %8, i64 %122, i1 false), !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %5, ptr nonnull readonly align 16 %8, i64 %122, i1 false), !tbaa !9
  %123 = getelementptr inbounds i8, ptr %5, i64 24
  %124 = load double, ptr %123, align 8, !tbaa !9
  %125 = getelementptr inbounds i8, ptr %6, i64 24
  %126 = load double, ptr %125, align 8, !tbaa !9
  %127 = fadd double %124, 0x3EB0C6F7A0B5ED8D
  %128 = fadd double %126, 0xBEB0C6F7A0B5ED8D
  store double %127, ptr %123, align 8, !tbaa !9
  store double %128, ptr %125, align 8, !tbaa !9
  br label %129

129:                                              ; preds = %129, %120
  %130 = phi i64 [ 0, %120 ], [ %135, %129 ]
  %131 = phi double [ 0.000000e+00, %120 ], [ %144, %129 ]
  %132 = getelementptr inbounds double, ptr %5, i64 %130
  %133 = load double, ptr %132, align 8, !tbaa !9
  %134 = call double @sin(double noundef %133) #13
  %135 = add nuw nsw i64 %130, 1
  %136 = icmp eq i64 %135, %121
  %137 = select i1 %136, i64 0, i64 %135
  %138 = getelementptr inbounds double, ptr %5, i64 %137
  %139 = load double, ptr %138, align 8, !tbaa !9
  %140 = fmul double %133, 1.000000e-01
  %141 = fmul double %133, %140
  %142 = call double @exp(double noundef %141) #13
  %143 = call double @llvm.fmuladd.f64(double %134, double %139, double %142)
  %144 = fadd double %131, %143
  br i1 %136, label %145, label %129, !llvm.loop !15

145:                                              ; preds = %129, %145
  %146 = phi i64 [ %151, %145 ], [ 0, %129 ]
  %147 = phi double [ %160, %145 ], [ 0.000000e+00, %129 ]
  %148 = getelementptr inbounds double, ptr %6, i64 %146
  %149 = load double, ptr %148, align 8, !tbaa !9
  %150 = call double @sin(double noundef %149) #13
  %151 = add nuw nsw i64 %146, 1
  %152 = icmp eq i64 %151, %121
  %153 = select i1 %152, i64 0, i64 %151
  %154 = getelementptr inbounds double, ptr %6, i64 %153
  %155 = load double, ptr %154, align 8, !tbaa !9
  %156 = fmul double %149, 1.000000e-01
  %157 = fmul double %149, %156
  %158 = call double @exp(double noundef %157) #13
  %159 = call double @llvm.fmuladd.f64(double %150, double %155, double %158)
  %160 = fadd double %147, %159
  br i1 %152, label %161, label %145, !llvm.loop !15

161:                                              ; preds = %145
  %162 = fsub double %144, %160
  br label %163

163:                                              ; preds = %103, %161
  %164 = phi double [ %162, %161 ], [ 0.000000e+00, %103 ]
  %165 = fdiv double %164, 2.000000e-06
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #13
  %166 = fsub double %119, %165
  %167 = call double @llvm.fabs.f64(double %166)
  %168 = call double @llvm.fabs.f64(double %165)
  %169 = call double @llvm.maxnum.f64(double %168, double 1.000000e+00)
  %170 = fmul double %169, 0x3EB0C6F7A0B5ED8D
  %171 = fcmp ugt double %167, %170
  %172 = fcmp ule double %168, 1.000000e-09
  %173 = or i1 %172, %171
  %174 = select i1 %173, ptr @.str.5, ptr @.str.6
  %175 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, double noundef %119, double noundef %165, ptr noundef nonnull %174)
  %176 = zext i1 %173 to i32
  %177 = load i32, ptr @fails, align 4, !tbaa !5
  %178 = add nsw i32 %177, %176
  store i32 %178, ptr @fails, align 4, !tbaa !5
  %179 = icmp eq i32 %178, 0
  %180 = select i1 %179, ptr @.str.6, ptr @.str.5
  %181 = call i32 @puts(ptr nonnull dereferenceable(1) %180)
  %182 = load i32, ptr @fails, align 4, !tbaa !5
  %183 = icmp ne i32 %182, 0
  %184 = zext i1 %183 to i32
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %13) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %12) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %11) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %10) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %9) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %8) #13
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7)
  ret i32 %184

185:                                              ; preds = %287, %90
  %186 = phi i64 [ 0, %90 ], [ %303, %287 ]
  %187 = trunc nuw nsw i64 %186 to i32
  %188 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %13, i64 noundef 40, ptr noundef nonnull @.str.1, i32 noundef %187) #13
  %189 = getelementptr inbounds [8 x double], ptr %10, i64 0, i64 %186
  %190 = load double, ptr %189, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #13
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #13
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %4, ptr nonnull readonly align 16 %8, i64 %92, i1 false), !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr nonnull readonly align 16 %8, i64 %92, i1 false), !tbaa !9
  %191 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 %186
  %192 = load double, ptr %191, align 8, !tbaa !9
  %193 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 %186
  %194 = load double, ptr %193, align 8, !tbaa !9
  %195 = fadd double %192, 0x3EB0C6F7A0B5ED8D
  %196 = fadd double %194, 0xBEB0C6F7A0B5ED8D
  store double %195, ptr %191, align 8, !tbaa !9
  store double %196, ptr %193, align 8, !tbaa !9
  br label %197

197:                                              ; preds = %197, %185
  %198 = phi i64 [ 0, %185 ], [ %203, %197 ]
  %199 = phi double [ 0.000000e+00, %185 ], [ %212, %197 ]
  %200 = getelementptr inbounds double, ptr %3, i64 %198
  %201 = load double, ptr %200, align 8, !tbaa !9
  %202 = call double @sin(double noundef %201) #13
  %203 = add nuw nsw i64 %198, 1
  %204 = icmp eq i64 %203, %91
  %205 = select i1 %204, i64 0, i64 %203
  %206 = getelementptr inbounds double, ptr %3, i64 %205
  %207 = load double, ptr %206, align 8, !tbaa !9
  %208 = fmul double %201, 1.000000e-01
  %209 = fmul double %201, %208
  %210 = call double @exp(double noundef %209) #13
  %211 = call double @llvm.fmuladd.f64(double %202, double %207, double %210)
  %212 = fadd double %199, %211
  br i1 %204, label %213, label %197, !llvm.loop !15

213:                                              ; preds = %197, %213
  %214 = phi i64 [ %219, %213 ], [ 0, %197 ]
  %215 = phi double [ %228, %213 ], [ 0.000000e+00, %197 ]
  %216 = getelementptr inbounds double, ptr %4, i64 %214
  %217 = load double, ptr %216, align 8, !tbaa !9
  %218 = call double @sin(double noundef %217) #13
  %219 = add nuw nsw i64 %214, 1
  %220 = icmp eq i64 %219, %91
  %221 = select i1 %220, i64 0, i64 %219
  %222 = getelementptr inbounds double, ptr %4, i64 %221
  %223 = load double, ptr %222, align 8, !tbaa !9
  %224 = fmul double %217, 1.000000e-01
  %225 = fmul double %217, %224
  %226 = call double @exp(double noundef %225) #13
  %227 = call double @llvm.fmuladd.f64(double %218, double %223, double %226)
  %228 = fadd double %215, %227
  br i1 %220, label %229, label %213, !llvm.loop !15

229:                                              ; preds = %213
  %230 = fsub double %212, %228
  %231 = fdiv double %230, 2.000000e-06
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #13
  %232 = fmul double %231, 2.500000e+00
  %233 = fsub double %190, %232
  %234 = call double @llvm.fabs.f64(double %233)
  %235 = call double @llvm.fabs.f64(double %232)
  %236 = call double @llvm.maxnum.f64(double %235, double 1.000000e+00)
  %237 = fmul double %236, 0x3EB0C6F7A0B5ED8D
  %238 = fcmp ugt double %234, %237
  %239 = fcmp ule double %235, 1.000000e-09
  %240 = or i1 %239, %238
  %241 = select i1 %240, ptr @.str.5, ptr @.str.6
  %242 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %13, double noundef %190, double noundef %232, ptr noundef nonnull %241)
  %243 = zext i1 %240 to i32
  %244 = load i32, ptr @fails, align 4, !tbaa !5
  %245 = add nsw i32 %244, %243
  store i32 %245, ptr @fails, align 4, !tbaa !5
  %246 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %13, i64 noundef 40, ptr noundef nonnull @.str.2, i32 noundef %187) #13
  %247 = getelementptr inbounds [8 x double], ptr %11, i64 0, i64 %186
  %248 = load double, ptr %247, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #13
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #13
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %2, ptr nonnull readonly align 16 %9, i64 %92, i1 false), !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %1, ptr nonnull readonly align 16 %9, i64 %92, i1 false), !tbaa !9
  %249 = getelementptr inbounds [8 x double], ptr %1, i64 0, i64 %186
  %250 = load double, ptr %249, align 8, !tbaa !9
  %251 = getelementptr inbounds [8 x double], ptr %2, i64 0, i64 %186
  %252 = load double, ptr %251, align 8, !tbaa !9
  %253 = fadd double %250, 0x3EB0C6F7A0B5ED8D
  %254 = fadd double %252, 0xBEB0C6F7A0B5ED8D
  store double %253, ptr %249, align 8, !tbaa !9
  store double %254, ptr %251, align 8, !tbaa !9
  br label %255

255:                                              ; preds = %255, %229
  %256 = phi i64 [ 0, %229 ], [ %261, %255 ]
  %257 = phi double [ 0.000000e+00, %229 ], [ %270, %255 ]
  %258 = getelementptr inbounds double, ptr %1, i64 %256
  %259 = load double, ptr %258, align 8, !tbaa !9
  %260 = call double @sin(double noundef %259) #13
  %261 = add nuw nsw i64 %256, 1
  %262 = icmp eq i64 %261, %91
  %263 = select i1 %262, i64 0, i64 %261
  %264 = getelementptr inbounds double, ptr %1, i64 %263
  %265 = load double, ptr %264, align 8, !tbaa !9
  %266 = fmul double %259, 1.000000e-01
  %267 = fmul double %259, %266
  %268 = call double @exp(double noundef %267) #13
  %269 = call double @llvm.fmuladd.f64(double %260, double %265, double %268)
  %270 = fadd double %257, %269
  br i1 %262, label %271, label %255, !llvm.loop !15

271:                                              ; preds = %255, %271
  %272 = phi i64 [ %277, %271 ], [ 0, %255 ]
  %273 = phi double [ %286, %271 ], [ 0.000000e+00, %255 ]
  %274 = getelementptr inbounds double, ptr %2, i64 %272
  %275 = load double, ptr %274, align 8, !tbaa !9
  %276 = call double @sin(double noundef %275) #13
  %277 = add nuw nsw i64 %272, 1
  %278 = icmp eq i64 %277, %91
  %279 = select i1 %278, i64 0, i64 %277
  %280 = getelementptr inbounds double, ptr %2, i64 %279
  %281 = load double, ptr %280, align 8, !tbaa !9
  %282 = fmul double %275, 1.000000e-01
  %283 = fmul double %275, %282
  %284 = call double @exp(double noundef %283) #13
  %285 = call double @llvm.fmuladd.f64(double %276, double %281, double %284)
  %286 = fadd double %273, %285
  br i1 %278, label %287, label %271, !llvm.loop !15

287:                                              ; preds = %271
  %288 = fsub double %270, %286
  %289 = fdiv double %288, 2.000000e-06
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #13
  %290 = fsub double %248, %289
  %291 = call double @llvm.fabs.f64(double %290)
  %292 = call double @llvm.fabs.f64(double %289)
  %293 = call double @llvm.maxnum.f64(double %292, double 1.000000e+00)
  %294 = fmul double %293, 0x3EB0C6F7A0B5ED8D
  %295 = fcmp ugt double %291, %294
  %296 = fcmp ule double %292, 1.000000e-09
  %297 = or i1 %296, %295
  %298 = select i1 %297, ptr @.str.5, ptr @.str.6
  %299 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %13, double noundef %248, double noundef %289, ptr noundef nonnull %298)
  %300 = zext i1 %297 to i32
  %301 = load i32, ptr @fails, align 4, !tbaa !5
  %302 = add nsw i32 %301, %300
  store i32 %302, ptr @fails, align 4, !tbaa !5
  %303 = add nuw nsw i64 %186, 1
  %304 = icmp eq i64 %303, %91
  br i1 %304, label %103, label %185, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare { ptr, double } @__enzyme_augmentfwd(ptr noundef, ...) local_unnamed_addr #4

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
  %12 = load double, ptr %11, align 8, !tbaa !9
  %13 = tail call double @sin(double noundef %12) #13
  %14 = add nuw nsw i64 %9, 1
  %15 = icmp eq i64 %14, %5
  %16 = and i64 %14, 4294967295
  %17 = select i1 %15, i64 0, i64 %16
  %18 = getelementptr inbounds double, ptr %0, i64 %17
  %19 = load double, ptr %18, align 8, !tbaa !9
  %20 = load double, ptr %11, align 8, !tbaa !9
  %21 = fmul double %20, 1.000000e-01
  %22 = fmul double %20, %21
  %23 = tail call double @exp(double noundef %22) #13
  %24 = tail call double @llvm.fmuladd.f64(double %13, double %19, double %23)
  %25 = fadd double %10, %24
  %26 = icmp eq i64 %14, %5
  br i1 %26, label %6, label %8, !llvm.loop !15
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

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind }
attributes #11 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!11 = distinct !{!11, !12, !13, !14}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = !{!"llvm.loop.unroll.runtime.disable"}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12, !14, !13}
!17 = distinct !{!17, !12}
