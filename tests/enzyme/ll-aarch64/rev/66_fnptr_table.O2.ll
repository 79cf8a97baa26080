; ModuleID = 'rev/66_fnptr_table.c'
source_filename = "rev/66_fnptr_table.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@table = internal unnamed_addr constant [3 x ptr] [ptr @quad, ptr @wave, ptr @soft], align 8
@__const.main.p = private unnamed_addr constant [2 x double] [double 1.500000e+00, double 2.000000e+00], align 8
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [15 x i8] c"table d/dx[%d]\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"callback d/dx[%d]\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"table d/dp[%d]\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"callback d/dp[1]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local double @total(ptr nocapture noundef readonly %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  br label %9

7:                                                ; preds = %9, %3
  %8 = phi double [ 0.000000e+00, %3 ], [ %20, %9 ]
  ret double %8

9:                                                ; preds = %5, %9
  %10 = phi i64 [ 0, %5 ], [ %21, %9 ]
  %11 = phi double [ 0.000000e+00, %5 ], [ %20, %9 ]
  %12 = trunc nuw nsw i64 %10 to i32
  %13 = urem i32 %12, 3
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds [3 x ptr], ptr @table, i64 0, i64 %14
  %16 = load ptr, ptr %15, align 8, !tbaa !6
  %17 = getelementptr inbounds double, ptr %0, i64 %10
  %18 = load double, ptr %17, align 8, !tbaa !10
  %19 = tail call double %16(double noundef %18, ptr noundef %1) #12
  %20 = fadd double %11, %19
  %21 = add nuw nsw i64 %10, 1
  %22 = icmp eq i64 %21, %6
  br i1 %22, label %7, label %9, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local double @apply_all(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = icmp sgt i32 %3, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %4
  %7 = zext nneg i32 %3 to i64
  br label %10

8:                                                ; preds = %10, %4
  %9 = phi double [ 0.000000e+00, %4 ], [ %19, %10 ]
  ret double %9

10:                                               ; preds = %6, %10
  %11 = phi i64 [ 0, %6 ], [ %16, %10 ]
  %12 = phi double [ 0.000000e+00, %6 ], [ %19, %10 ]
  %13 = getelementptr inbounds double, ptr %1, i64 %11
  %14 = load double, ptr %13, align 8, !tbaa !10
  %15 = tail call double %0(double noundef %14, ptr noundef %2) #12
  %16 = add nuw nsw i64 %11, 1
  %17 = trunc nuw nsw i64 %16 to i32
  %18 = uitofp nneg i32 %17 to double
  %19 = tail call double @llvm.fmuladd.f64(double %15, double %18, double %12)
  %20 = icmp eq i64 %16, %7
  br i1 %20, label %8, label %10, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca [8 x double], align 8
  %3 = alloca [8 x double], align 8
  %4 = alloca [2 x double], align 8
  %5 = alloca [2 x double], align 8
  %6 = alloca [8 x double], align 8
  %7 = alloca [2 x double], align 8
  %8 = alloca [32 x i8], align 1
  %9 = alloca [8 x double], align 8
  %10 = alloca [8 x double], align 8
  %11 = alloca [2 x double], align 8
  %12 = alloca [2 x double], align 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 7, ptr %1, align 4, !tbaa !15
  %13 = load volatile i32, ptr %1, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #12
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %3, i8 0, i64 64, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 8 dereferenceable(16) @__const.main.p, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %5, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %6, i8 0, i64 64, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %7, i8 0, i64 16, i1 false)
  %14 = icmp sgt i32 %13, 0
  br i1 %14, label %15, label %37

15:                                               ; preds = %0
  %16 = zext nneg i32 %13 to i64
  %17 = icmp ult i32 %13, 4
  br i1 %17, label %18, label %20

18:                                               ; preds = %35, %15
  %19 = phi i64 [ 0, %15 ], [ %21, %35 ]
  br label %46

20:                                               ; preds = %15
  %21 = and i64 %16, 2147483644
  br label %22

22:                                               ; preds = %22, %20
  %23 = phi i64 [ 0, %20 ], [ %32, %22 ]
  %24 = phi <2 x i32> [ <i32 0, i32 1>, %20 ], [ %33, %22 ]
  %25 = add <2 x i32> %24, <i32 2, i32 2>
  %26 = uitofp <2 x i32> %24 to <2 x double>
  %27 = uitofp <2 x i32> %25 to <2 x double>
  %28 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %26, <2 x double> <double 3.000000e-01, double 3.000000e-01>, <2 x double> <double -8.000000e-01, double -8.000000e-01>)
  %29 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %27, <2 x double> <double 3.000000e-01, double 3.000000e-01>, <2 x double> <double -8.000000e-01, double -8.000000e-01>)
  %30 = getelementptr inbounds [8 x double], ptr %2, i64 0, i64 %23
  %31 = getelementptr inbounds i8, ptr %30, i64 16
  store <2 x double> %28, ptr %30, align 8, !tbaa !10
  store <2 x double> %29, ptr %31, align 8, !tbaa !10
  %32 = add nuw i64 %23, 4
  %33 = add <2 x i32> %24, <i32 4, i32 4>
  %34 = icmp eq i64 %32, %21
  br i1 %34, label %35, label %22, !llvm.loop !17

35:                                               ; preds = %22
  %36 = icmp eq i64 %21, %16
  br i1 %36, label %37, label %18

37:                                               ; preds = %46, %35, %0
  %38 = load i32, ptr @enzyme_dup, align 4, !tbaa !15
  %39 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @total, i32 noundef %38, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %38, ptr noundef nonnull %4, ptr noundef nonnull %5, i32 noundef %39, i32 noundef %13) #12
  %40 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  %41 = load i32, ptr @enzyme_dup, align 4, !tbaa !15
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @apply_all, i32 noundef %40, ptr noundef nonnull @wave, i32 noundef %41, ptr noundef nonnull %2, ptr noundef nonnull %6, i32 noundef %41, ptr noundef nonnull %4, ptr noundef nonnull %7, i32 noundef %40, i32 noundef %13) #12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #12
  %42 = zext nneg i32 %13 to i64
  br i1 %14, label %43, label %54

43:                                               ; preds = %37
  %44 = getelementptr inbounds i8, ptr %4, i64 8
  %45 = shl nuw nsw i64 %42, 3
  br label %64

46:                                               ; preds = %18, %46
  %47 = phi i64 [ %52, %46 ], [ %19, %18 ]
  %48 = trunc nuw nsw i64 %47 to i32
  %49 = uitofp nneg i32 %48 to double
  %50 = tail call double @llvm.fmuladd.f64(double %49, double 3.000000e-01, double -8.000000e-01)
  %51 = getelementptr inbounds [8 x double], ptr %2, i64 0, i64 %47
  store double %50, ptr %51, align 8, !tbaa !10
  %52 = add nuw nsw i64 %47, 1
  %53 = icmp eq i64 %52, %16
  br i1 %53, label %37, label %46, !llvm.loop !20

54:                                               ; preds = %149, %37
  %55 = getelementptr inbounds i8, ptr %11, i64 8
  %56 = getelementptr inbounds i8, ptr %4, i64 8
  %57 = getelementptr inbounds i8, ptr %12, i64 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #12
  %58 = load double, ptr %4, align 8, !tbaa !10
  %59 = load double, ptr %56, align 8, !tbaa !10
  store double %59, ptr %55, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %12) #12
  store double %59, ptr %57, align 8, !tbaa !10
  %60 = fadd double %58, 0x3EB0C6F7A0B5ED8D
  store double %60, ptr %11, align 8, !tbaa !10
  %61 = fadd double %58, 0xBEB0C6F7A0B5ED8D
  store double %61, ptr %12, align 8, !tbaa !10
  %62 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %8, i64 noundef 32, ptr noundef nonnull @.str.2, i32 noundef 0) #12
  %63 = load double, ptr %5, align 8, !tbaa !10
  br i1 %14, label %215, label %245

64:                                               ; preds = %149, %43
  %65 = phi i64 [ 0, %43 ], [ %165, %149 ]
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %9) #12
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %10) #12
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %10, ptr nonnull align 8 %2, i64 %45, i1 false), !tbaa !10
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %9, ptr nonnull align 8 %2, i64 %45, i1 false), !tbaa !10
  %66 = getelementptr inbounds [8 x double], ptr %9, i64 0, i64 %65
  %67 = load double, ptr %66, align 8, !tbaa !10
  %68 = fadd double %67, 0x3EB0C6F7A0B5ED8D
  store double %68, ptr %66, align 8, !tbaa !10
  %69 = getelementptr inbounds [8 x double], ptr %10, i64 0, i64 %65
  %70 = load double, ptr %69, align 8, !tbaa !10
  %71 = fadd double %70, 0xBEB0C6F7A0B5ED8D
  store double %71, ptr %69, align 8, !tbaa !10
  %72 = trunc nuw nsw i64 %65 to i32
  %73 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %8, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef %72) #12
  %74 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 %65
  %75 = load double, ptr %74, align 8, !tbaa !10
  br label %76

76:                                               ; preds = %64, %76
  %77 = phi i64 [ %88, %76 ], [ 0, %64 ]
  %78 = phi double [ %87, %76 ], [ 0.000000e+00, %64 ]
  %79 = trunc nuw nsw i64 %77 to i32
  %80 = urem i32 %79, 3
  %81 = zext nneg i32 %80 to i64
  %82 = getelementptr inbounds [3 x ptr], ptr @table, i64 0, i64 %81
  %83 = load ptr, ptr %82, align 8, !tbaa !6
  %84 = getelementptr inbounds double, ptr %9, i64 %77
  %85 = load double, ptr %84, align 8, !tbaa !10
  %86 = call double %83(double noundef %85, ptr noundef nonnull %4) #12
  %87 = fadd double %78, %86
  %88 = add nuw nsw i64 %77, 1
  %89 = icmp eq i64 %88, %42
  br i1 %89, label %90, label %76, !llvm.loop !12

90:                                               ; preds = %76, %90
  %91 = phi i64 [ %102, %90 ], [ 0, %76 ]
  %92 = phi double [ %101, %90 ], [ 0.000000e+00, %76 ]
  %93 = trunc nuw nsw i64 %91 to i32
  %94 = urem i32 %93, 3
  %95 = zext nneg i32 %94 to i64
  %96 = getelementptr inbounds [3 x ptr], ptr @table, i64 0, i64 %95
  %97 = load ptr, ptr %96, align 8, !tbaa !6
  %98 = getelementptr inbounds double, ptr %10, i64 %91
  %99 = load double, ptr %98, align 8, !tbaa !10
  %100 = call double %97(double noundef %99, ptr noundef nonnull %4) #12
  %101 = fadd double %92, %100
  %102 = add nuw nsw i64 %91, 1
  %103 = icmp eq i64 %102, %42
  br i1 %103, label %104, label %90, !llvm.loop !12

104:                                              ; preds = %90
  %105 = fsub double %87, %101
  %106 = fdiv double %105, 2.000000e-06
  %107 = fsub double %75, %106
  %108 = call double @llvm.fabs.f64(double %107)
  %109 = call double @llvm.fabs.f64(double %106)
  %110 = call double @llvm.maxnum.f64(double %109, double 1.000000e+00)
  %111 = fmul double %110, 0x3EB0C6F7A0B5ED8D
  %112 = fcmp ugt double %108, %111
  %113 = fcmp ule double %109, 1.000000e-09
  %114 = or i1 %113, %112
  %115 = select i1 %114, ptr @.str.5, ptr @.str.6
  %116 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %8, double noundef %75, double noundef %106, ptr noundef nonnull %115)
  %117 = zext i1 %114 to i32
  %118 = load i32, ptr @fails, align 4, !tbaa !15
  %119 = add nsw i32 %118, %117
  store i32 %119, ptr @fails, align 4, !tbaa !15
  %120 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %8, i64 noundef 32, ptr noundef nonnull @.str.1, i32 noundef %72) #12
  %121 = getelementptr inbounds [8 x double], ptr %6, i64 0, i64 %65
  %122 = load double, ptr %121, align 8, !tbaa !10
  br label %123

123:                                              ; preds = %104, %123
  %124 = phi i64 [ %131, %123 ], [ 0, %104 ]
  %125 = phi double [ %134, %123 ], [ 0.000000e+00, %104 ]
  %126 = getelementptr inbounds double, ptr %9, i64 %124
  %127 = load double, ptr %126, align 8, !tbaa !10
  %128 = load double, ptr %44, align 8, !tbaa !10
  %129 = fmul double %127, %128
  %130 = call double @sin(double noundef %129) #12
  %131 = add nuw nsw i64 %124, 1
  %132 = trunc nuw nsw i64 %131 to i32
  %133 = uitofp nneg i32 %132 to double
  %134 = call double @llvm.fmuladd.f64(double %130, double %133, double %125)
  %135 = icmp eq i64 %131, %42
  br i1 %135, label %136, label %123, !llvm.loop !14

136:                                              ; preds = %123, %136
  %137 = phi i64 [ %144, %136 ], [ 0, %123 ]
  %138 = phi double [ %147, %136 ], [ 0.000000e+00, %123 ]
  %139 = getelementptr inbounds double, ptr %10, i64 %137
  %140 = load double, ptr %139, align 8, !tbaa !10
  %141 = load double, ptr %44, align 8, !tbaa !10
  %142 = fmul double %140, %141
  %143 = call double @sin(double noundef %142) #12
  %144 = add nuw nsw i64 %137, 1
  %145 = trunc nuw nsw i64 %144 to i32
  %146 = uitofp nneg i32 %145 to double
  %147 = call double @llvm.fmuladd.f64(double %143, double %146, double %138)
  %148 = icmp eq i64 %144, %42
  br i1 %148, label %149, label %136, !llvm.loop !14

149:                                              ; preds = %136
  %150 = fsub double %134, %147
  %151 = fdiv double %150, 2.000000e-06
  %152 = fsub double %122, %151
  %153 = call double @llvm.fabs.f64(double %152)
  %154 = call double @llvm.fabs.f64(double %151)
  %155 = call double @llvm.maxnum.f64(double %154, double 1.000000e+00)
  %156 = fmul double %155, 0x3EB0C6F7A0B5ED8D
  %157 = fcmp ugt double %153, %156
  %158 = fcmp ule double %154, 1.000000e-09
  %159 = or i1 %158, %157
  %160 = select i1 %159, ptr @.str.5, ptr @.str.6
  %161 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %8, double noundef %122, double noundef %151, ptr noundef nonnull %160)
  %162 = zext i1 %159 to i32
  %163 = load i32, ptr @fails, align 4, !tbaa !15
  %164 = add nsw i32 %163, %162
  store i32 %164, ptr @fails, align 4, !tbaa !15
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %10) #12
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %9) #12
  %165 = add nuw nsw i64 %65, 1
  %166 = icmp eq i64 %165, %42
  br i1 %166, label %54, label %64, !llvm.loop !21

167:                                              ; preds = %298, %167
  %168 = phi i64 [ %174, %167 ], [ 0, %298 ]
  %169 = phi double [ %177, %167 ], [ 0.000000e+00, %298 ]
  %170 = getelementptr inbounds double, ptr %2, i64 %168
  %171 = load double, ptr %170, align 8, !tbaa !10
  %172 = fmul double %315, %171
  %173 = call double @sin(double noundef %172) #12
  %174 = add nuw nsw i64 %168, 1
  %175 = trunc nuw nsw i64 %174 to i32
  %176 = uitofp nneg i32 %175 to double
  %177 = call double @llvm.fmuladd.f64(double %173, double %176, double %169)
  %178 = icmp eq i64 %174, %42
  br i1 %178, label %179, label %167, !llvm.loop !14

179:                                              ; preds = %167, %179
  %180 = phi i64 [ %186, %179 ], [ 0, %167 ]
  %181 = phi double [ %189, %179 ], [ 0.000000e+00, %167 ]
  %182 = getelementptr inbounds double, ptr %2, i64 %180
  %183 = load double, ptr %182, align 8, !tbaa !10
  %184 = fmul double %316, %183
  %185 = call double @sin(double noundef %184) #12
  %186 = add nuw nsw i64 %180, 1
  %187 = trunc nuw nsw i64 %186 to i32
  %188 = uitofp nneg i32 %187 to double
  %189 = call double @llvm.fmuladd.f64(double %185, double %188, double %181)
  %190 = icmp eq i64 %186, %42
  br i1 %190, label %191, label %179, !llvm.loop !14

191:                                              ; preds = %179
  %192 = fsub double %177, %189
  br label %193

193:                                              ; preds = %191, %298
  %194 = phi double [ 0.000000e+00, %298 ], [ %192, %191 ]
  %195 = fdiv double %194, 2.000000e-06
  %196 = fsub double %318, %195
  %197 = call double @llvm.fabs.f64(double %196)
  %198 = call double @llvm.fabs.f64(double %195)
  %199 = call double @llvm.maxnum.f64(double %198, double 1.000000e+00)
  %200 = fmul double %199, 0x3EB0C6F7A0B5ED8D
  %201 = fcmp ugt double %197, %200
  %202 = fcmp ule double %198, 1.000000e-09
  %203 = or i1 %202, %201
  %204 = select i1 %203, ptr @.str.5, ptr @.str.6
  %205 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, double noundef %318, double noundef %195, ptr noundef nonnull %204)
  %206 = zext i1 %203 to i32
  %207 = load i32, ptr @fails, align 4, !tbaa !15
  %208 = add nsw i32 %207, %206
  store i32 %208, ptr @fails, align 4, !tbaa !15
  %209 = icmp eq i32 %208, 0
  %210 = select i1 %209, ptr @.str.6, ptr @.str.5
  %211 = call i32 @puts(ptr nonnull dereferenceable(1) %210)
  %212 = load i32, ptr @fails, align 4, !tbaa !15
  %213 = icmp ne i32 %212, 0
  %214 = zext i1 %213 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #12
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #12
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #12
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %214

215:                                              ; preds = %54, %215
  %216 = phi i64 [ %227, %215 ], [ 0, %54 ]
  %217 = phi double [ %226, %215 ], [ 0.000000e+00, %54 ]
  %218 = trunc nuw nsw i64 %216 to i32
  %219 = urem i32 %218, 3
  %220 = zext nneg i32 %219 to i64
  %221 = getelementptr inbounds [3 x ptr], ptr @table, i64 0, i64 %220
  %222 = load ptr, ptr %221, align 8, !tbaa !6
  %223 = getelementptr inbounds double, ptr %2, i64 %216
  %224 = load double, ptr %223, align 8, !tbaa !10
  %225 = call double %222(double noundef %224, ptr noundef nonnull %11) #12
  %226 = fadd double %217, %225
  %227 = add nuw nsw i64 %216, 1
  %228 = icmp eq i64 %227, %42
  br i1 %228, label %229, label %215, !llvm.loop !12

229:                                              ; preds = %215, %229
  %230 = phi i64 [ %241, %229 ], [ 0, %215 ]
  %231 = phi double [ %240, %229 ], [ 0.000000e+00, %215 ]
  %232 = trunc nuw nsw i64 %230 to i32
  %233 = urem i32 %232, 3
  %234 = zext nneg i32 %233 to i64
  %235 = getelementptr inbounds [3 x ptr], ptr @table, i64 0, i64 %234
  %236 = load ptr, ptr %235, align 8, !tbaa !6
  %237 = getelementptr inbounds double, ptr %2, i64 %230
  %238 = load double, ptr %237, align 8, !tbaa !10
  %239 = call double %236(double noundef %238, ptr noundef nonnull %12) #12
  %240 = fadd double %231, %239
  %241 = add nuw nsw i64 %230, 1
  %242 = icmp eq i64 %241, %42
  br i1 %242, label %243, label %229, !llvm.loop !12

243:                                              ; preds = %229
  %244 = fsub double %226, %240
  br label %245

245:                                              ; preds = %243, %54
  %246 = phi double [ 0.000000e+00, %54 ], [ %244, %243 ]
  %247 = fdiv double %246, 2.000000e-06
  %248 = fsub double %63, %247
  %249 = call double @llvm.fabs.f64(double %248)
  %250 = call double @llvm.fabs.f64(double %247)
  %251 = call double @llvm.maxnum.f64(double %250, double 1.000000e+00)
  %252 = fmul double %251, 0x3EB0C6F7A0B5ED8D
  %253 = fcmp ugt double %249, %252
  %254 = fcmp ule double %250, 1.000000e-09
  %255 = or i1 %254, %253
  %256 = select i1 %255, ptr @.str.5, ptr @.str.6
  %257 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %8, double noundef %63, double noundef %247, ptr noundef nonnull %256)
  %258 = zext i1 %255 to i32
  %259 = load i32, ptr @fails, align 4, !tbaa !15
  %260 = add nsw i32 %259, %258
  store i32 %260, ptr @fails, align 4, !tbaa !15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %12) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #12
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #12
  %261 = load double, ptr %4, align 8, !tbaa !10
  store double %261, ptr %11, align 8, !tbaa !10
  %262 = load double, ptr %56, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %12) #12
  store double %261, ptr %12, align 8, !tbaa !10
  %263 = fadd double %262, 0x3EB0C6F7A0B5ED8D
  store double %263, ptr %55, align 8, !tbaa !10
  %264 = fadd double %262, 0xBEB0C6F7A0B5ED8D
  store double %264, ptr %57, align 8, !tbaa !10
  %265 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %8, i64 noundef 32, ptr noundef nonnull @.str.2, i32 noundef 1) #12
  %266 = getelementptr inbounds i8, ptr %5, i64 8
  %267 = load double, ptr %266, align 8, !tbaa !10
  br i1 %14, label %268, label %298

268:                                              ; preds = %245, %268
  %269 = phi i64 [ %280, %268 ], [ 0, %245 ]
  %270 = phi double [ %279, %268 ], [ 0.000000e+00, %245 ]
  %271 = trunc nuw nsw i64 %269 to i32
  %272 = urem i32 %271, 3
  %273 = zext nneg i32 %272 to i64
  %274 = getelementptr inbounds [3 x ptr], ptr @table, i64 0, i64 %273
  %275 = load ptr, ptr %274, align 8, !tbaa !6
  %276 = getelementptr inbounds double, ptr %2, i64 %269
  %277 = load double, ptr %276, align 8, !tbaa !10
  %278 = call double %275(double noundef %277, ptr noundef nonnull %11) #12
  %279 = fadd double %270, %278
  %280 = add nuw nsw i64 %269, 1
  %281 = icmp eq i64 %280, %42
  br i1 %281, label %282, label %268, !llvm.loop !12

282:                                              ; preds = %268, %282
  %283 = phi i64 [ %294, %282 ], [ 0, %268 ]
  %284 = phi double [ %293, %282 ], [ 0.000000e+00, %268 ]
  %285 = trunc nuw nsw i64 %283 to i32
  %286 = urem i32 %285, 3
  %287 = zext nneg i32 %286 to i64
  %288 = getelementptr inbounds [3 x ptr], ptr @table, i64 0, i64 %287
  %289 = load ptr, ptr %288, align 8, !tbaa !6
  %290 = getelementptr inbounds double, ptr %2, i64 %283
  %291 = load double, ptr %290, align 8, !tbaa !10
  %292 = call double %289(double noundef %291, ptr noundef nonnull %12) #12
  %293 = fadd double %284, %292
  %294 = add nuw nsw i64 %283, 1
  %295 = icmp eq i64 %294, %42
  br i1 %295, label %296, label %282, !llvm.loop !12

296:                                              ; preds = %282
  %297 = fsub double %279, %293
  br label %298

298:                                              ; preds = %296, %245
  %299 = phi double [ 0.000000e+00, %245 ], [ %297, %296 ]
  %300 = fdiv double %299, 2.000000e-06
  %301 = fsub double %267, %300
  %302 = call double @llvm.fabs.f64(double %301)
  %303 = call double @llvm.fabs.f64(double %300)
  %304 = call double @llvm.maxnum.f64(double %303, double 1.000000e+00)
  %305 = fmul double %304, 0x3EB0C6F7A0B5ED8D
  %306 = fcmp ugt double %302, %305
  %307 = fcmp ule double %303, 1.000000e-09
  %308 = or i1 %307, %306
  %309 = select i1 %308, ptr @.str.5, ptr @.str.6
  %310 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %8, double noundef %267, double noundef %300, ptr noundef nonnull %309)
  %311 = zext i1 %308 to i32
  %312 = load i32, ptr @fails, align 4, !tbaa !15
  %313 = add nsw i32 %312, %311
  store i32 %313, ptr @fails, align 4, !tbaa !15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %12) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #12
  %314 = load double, ptr %56, align 8, !tbaa !10
  %315 = fadd double %314, 0x3EB0C6F7A0B5ED8D
  %316 = fadd double %314, 0xBEB0C6F7A0B5ED8D
  %317 = getelementptr inbounds i8, ptr %7, i64 8
  %318 = load double, ptr %317, align 8, !tbaa !10
  br i1 %14, label %167, label %193
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

declare void @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write, argmem: readwrite) uwtable
define internal double @wave(double noundef %0, ptr nocapture noundef readonly %1) #6 {
  %3 = getelementptr inbounds i8, ptr %1, i64 8
  %4 = load double, ptr %3, align 8, !tbaa !10
  %5 = fmul double %4, %0
  %6 = tail call double @sin(double noundef %5) #12
  ret double %6
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal double @quad(double noundef %0, ptr nocapture noundef readonly %1) #8 {
  %3 = load double, ptr %1, align 8, !tbaa !10
  %4 = fmul double %3, %0
  %5 = fmul double %4, %0
  ret double %5
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write, argmem: readwrite) uwtable
define internal double @soft(double noundef %0, ptr nocapture noundef readonly %1) #6 {
  %3 = load double, ptr %1, align 8, !tbaa !10
  %4 = fmul double %3, %0
  %5 = tail call double @exp(double noundef %4) #12
  %6 = fadd double %5, 1.000000e+00
  %7 = tail call double @log(double noundef %6) #12
  ret double %7
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #11

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(write, argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { nofree nounwind }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !8, i64 0}
!17 = distinct !{!17, !13, !18, !19}
!18 = !{!"llvm.loop.isvectorized", i32 1}
!19 = !{!"llvm.loop.unroll.runtime.disable"}
!20 = distinct !{!20, !13, !19, !18}
!21 = distinct !{!21, !13}
