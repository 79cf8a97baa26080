; ModuleID = 'rev/66_fnptr_table.c'
source_filename = "rev/66_fnptr_table.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@table = internal unnamed_addr constant [3 x ptr] [ptr @quad, ptr @wave, ptr @soft], align 16
@__const.main.p = private unnamed_addr constant [2 x double] [double 1.500000e+00, double 2.000000e+00], align 16
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
  %16 = load ptr, ptr %15, align 8, !tbaa !5
  %17 = getelementptr inbounds double, ptr %0, i64 %10
  %18 = load double, ptr %17, align 8, !tbaa !9
  %19 = tail call double %16(double noundef %18, ptr noundef %1) #12
  %20 = fadd double %11, %19
  %21 = add nuw nsw i64 %10, 1
  %22 = icmp eq i64 %21, %6
  br i1 %22, label %7, label %9, !llvm.loop !11
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
  %14 = load double, ptr %13, align 8, !tbaa !9
  %15 = tail call double %0(double noundef %14, ptr noundef %2) #12
  %16 = add nuw nsw i64 %11, 1
  %17 = trunc nuw nsw i64 %16 to i32
  %18 = uitofp nneg i32 %17 to double
  %19 = tail call double @llvm.fmuladd.f64(double %15, double %18, double %12)
  %20 = icmp eq i64 %16, %7
  br i1 %20, label %8, label %10, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca [8 x double], align 16
  %3 = alloca [8 x double], align 16
  %4 = alloca [2 x double], align 16
  %5 = alloca [2 x double], align 16
  %6 = alloca [8 x double], align 16
  %7 = alloca [2 x double], align 16
  %8 = alloca [32 x i8], align 16
  %9 = alloca [8 x double], align 16
  %10 = alloca [8 x double], align 16
  %11 = alloca [2 x double], align 16
  %12 = alloca [2 x double], align 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 7, ptr %1, align 4, !tbaa !14
  %13 = load volatile i32, ptr %1, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #12
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %3, i8 0, i64 64, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %4, ptr noundef nonnull align 16 dereferenceable(16) @__const.main.p, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %5, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %6, i8 0, i64 64, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %7, i8 0, i64 16, i1 false)
  %14 = icmp sgt i32 %13, 0
  br i1 %14, label %15, label %37

15:                                               ; preds = %0
  %16 = zext nneg i32 %13 to i64
  %17 = icmp ult i32 %13, 4
  br i1 %17, label %18, label %20

18:                                               ; preds = %35, %15
  %19 = phi i64 [ 0, %15 ], [ %21, %35 ]
  br label %55

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
  store <2 x double> %28, ptr %30, align 16, !tbaa !9
  store <2 x double> %29, ptr %31, align 16, !tbaa !9
  %32 = add nuw i64 %23, 4
  %33 = add <2 x i32> %24, <i32 4, i32 4>
  %34 = icmp eq i64 %32, %21
  br i1 %34, label %35, label %22, !llvm.loop !16

35:                                               ; preds = %22
  %36 = icmp eq i64 %21, %16
  br i1 %36, label %37, label %18

37:                                               ; preds = %55, %35, %0
  %38 = load i32, ptr @enzyme_dup, align 4, !tbaa !14
  %39 = load i32, ptr @enzyme_const, align 4, !tbaa !14
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @total, i32 noundef %38, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %38, ptr noundef nonnull %4, ptr noundef nonnull %5, i32 noundef %39, i32 noundef %13) #12
  %40 = load i32, ptr @enzyme_const, align 4, !tbaa !14
  %41 = load i32, ptr @enzyme_dup, align 4, !tbaa !14
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @apply_all, i32 noundef %40, ptr noundef nonnull @wave, i32 noundef %41, ptr noundef nonnull %2, ptr noundef nonnull %6, i32 noundef %41, ptr noundef nonnull %4, ptr noundef nonnull %7, i32 noundef %40, i32 noundef %13) #12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #12
  %42 = zext i32 %13 to i64
  br i1 %14, label %43, label %63

43:                                               ; preds = %37
  %44 = getelementptr inbounds i8, ptr %4, i64 8
  %45 = shl nuw nsw i64 %42, 3
  %46 = add nsw i64 %42, -1
  %47 = and i64 %42, 1
  %48 = icmp eq i64 %46, 0
  %49 = and i64 %42, 2147483646
  %50 = icmp eq i64 %47, 0
  %51 = and i64 %42, 1
  %52 = icmp eq i64 %46, 0
  %53 = and i64 %42, 2147483646
  %54 = icmp eq i64 %51, 0
  br label %72

55:                                               ; preds = %18, %55
  %56 = phi i64 [ %61, %55 ], [ %19, %18 ]
  %57 = trunc nuw nsw i64 %56 to i32
  %58 = uitofp nneg i32 %57 to double
  %59 = tail call double @llvm.fmuladd.f64(double %58, double 3.000000e-01, double -8.000000e-01)
  %60 = getelementptr inbounds [8 x double], ptr %2, i64 0, i64 %56
  store double %59, ptr %60, align 8, !tbaa !9
  %61 = add nuw nsw i64 %56, 1
  %62 = icmp eq i64 %61, %16
  br i1 %62, label %37, label %55, !llvm.loop !19

63:                                               ; preds = %209, %37
  %64 = getelementptr inbounds i8, ptr %4, i64 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #12
  %65 = load <2 x double>, ptr %4, align 16, !tbaa !9
  store <2 x double> %65, ptr %11, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %12) #12
  store <2 x double> %65, ptr %12, align 16, !tbaa !9
  %66 = load double, ptr %11, align 16, !tbaa !9
  %67 = fadd double %66, 0x3EB0C6F7A0B5ED8D
  store double %67, ptr %11, align 16, !tbaa !9
  %68 = load double, ptr %12, align 16, !tbaa !9
  %69 = fadd double %68, 0xBEB0C6F7A0B5ED8D
  store double %69, ptr %12, align 16, !tbaa !9
  %70 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %8, i64 noundef 32, ptr noundef nonnull @.str.2, i32 noundef 0) #12
  %71 = load double, ptr %5, align 16, !tbaa !9
  br i1 %14, label %337, label %367

72:                                               ; preds = %209, %43
  %73 = phi i64 [ 0, %43 ], [ %226, %209 ]
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %9) #12
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %10) #12
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %10, ptr nonnull align 16 %2, i64 %45, i1 false), !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %9, ptr nonnull align 16 %2, i64 %45, i1 false), !tbaa !9
  %74 = getelementptr inbounds [8 x double], ptr %9, i64 0, i64 %73
  %75 = load double, ptr %74, align 8, !tbaa !9
  %76 = fadd double %75, 0x3EB0C6F7A0B5ED8D
  store double %76, ptr %74, align 8, !tbaa !9
  %77 = getelementptr inbounds [8 x double], ptr %10, i64 0, i64 %73
  %78 = load double, ptr %77, align 8, !tbaa !9
  %79 = fadd double %78, 0xBEB0C6F7A0B5ED8D
  store double %79, ptr %77, align 8, !tbaa !9
  %80 = trunc nuw nsw i64 %73 to i32
  %81 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %8, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef %80) #12
  %82 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 %73
  %83 = load double, ptr %82, align 8, !tbaa !9
  br label %84

84:                                               ; preds = %72, %84
  %85 = phi i64 [ %96, %84 ], [ 0, %72 ]
  %86 = phi double [ %95, %84 ], [ 0.000000e+00, %72 ]
  %87 = trunc nuw nsw i64 %85 to i32
  %88 = urem i32 %87, 3
  %89 = zext nneg i32 %88 to i64
  %90 = getelementptr inbounds [3 x ptr], ptr @table, i64 0, i64 %89
  %91 = load ptr, ptr %90, align 8, !tbaa !5
  %92 = getelementptr inbounds double, ptr %9, i64 %85
  %93 = load double, ptr %92, align 8, !tbaa !9
  %94 = call double %91(double noundef %93, ptr noundef nonnull %4) #12
  %95 = fadd double %86, %94
  %96 = add nuw nsw i64 %85, 1
  %97 = icmp eq i64 %96, %42
  br i1 %97, label %98, label %84, !llvm.loop !11

98:                                               ; preds = %84, %98
  %99 = phi i64 [ %110, %98 ], [ 0, %84 ]
  %100 = phi double [ %109, %98 ], [ 0.000000e+00, %84 ]
  %101 = trunc nuw nsw i64 %99 to i32
  %102 = urem i32 %101, 3
  %103 = zext nneg i32 %102 to i64
  %104 = getelementptr inbounds [3 x ptr], ptr @table, i64 0, i64 %103
  %105 = load ptr, ptr %104, align 8, !tbaa !5
  %106 = getelementptr inbounds double, ptr %10, i64 %99
  %107 = load double, ptr %106, align 8, !tbaa !9
  %108 = call double %105(double noundef %107, ptr noundef nonnull %4) #12
  %109 = fadd double %100, %108
  %110 = add nuw nsw i64 %99, 1
  %111 = icmp eq i64 %110, %42
  br i1 %111, label %112, label %98, !llvm.loop !11

112:                                              ; preds = %98
  %113 = fsub double %95, %109
  %114 = fdiv double %113, 2.000000e-06
  %115 = fsub double %83, %114
  %116 = call double @llvm.fabs.f64(double %115)
  %117 = call double @llvm.fabs.f64(double %114)
  %118 = call double @llvm.maxnum.f64(double %117, double 1.000000e+00)
  %119 = fmul double %118, 0x3EB0C6F7A0B5ED8D
  %120 = fcmp ugt double %116, %119
  %121 = fcmp ule double %117, 1.000000e-09
  %122 = or i1 %121, %120
  %123 = select i1 %122, ptr @.str.5, ptr @.str.6
  %124 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %8, double noundef %83, double noundef %114, ptr noundef nonnull %123)
  %125 = zext i1 %122 to i32
  %126 = load i32, ptr @fails, align 4, !tbaa !14
  %127 = add nsw i32 %126, %125
  store i32 %127, ptr @fails, align 4, !tbaa !14
  %128 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %8, i64 noundef 32, ptr noundef nonnull @.str.1, i32 noundef %80) #12
  %129 = getelementptr inbounds [8 x double], ptr %6, i64 0, i64 %73
  %130 = load double, ptr %129, align 8, !tbaa !9
  br i1 %48, label %155, label %131

131:                                              ; preds = %112, %131
  %132 = phi i64 [ %149, %131 ], [ 0, %112 ]
  %133 = phi double [ %152, %131 ], [ 0.000000e+00, %112 ]
  %134 = phi i64 [ %153, %131 ], [ 0, %112 ]
  %135 = getelementptr inbounds double, ptr %9, i64 %132
  %136 = load double, ptr %135, align 16, !tbaa !9
  %137 = load double, ptr %44, align 8, !tbaa !9
  %138 = fmul double %136, %137
  %139 = call double @sin(double noundef %138) #12
  %140 = or disjoint i64 %132, 1
  %141 = trunc nuw nsw i64 %140 to i32
  %142 = uitofp nneg i32 %141 to double
  %143 = call double @llvm.fmuladd.f64(double %139, double %142, double %133)
  %144 = getelementptr inbounds double, ptr %9, i64 %140
  %145 = load double, ptr %144, align 8, !tbaa !9
  %146 = load double, ptr %44, align 8, !tbaa !9
  %147 = fmul double %145, %146
  %148 = call double @sin(double noundef %147) #12
  %149 = add nuw nsw i64 %132, 2
  %150 = trunc nuw nsw i64 %149 to i32
  %151 = uitofp nneg i32 %150 to double
  %152 = call double @llvm.fmuladd.f64(double %148, double %151, double %143)
  %153 = add i64 %134, 2
  %154 = icmp eq i64 %153, %49
  br i1 %154, label %155, label %131, !llvm.loop !13

155:                                              ; preds = %131, %112
  %156 = phi double [ poison, %112 ], [ %152, %131 ]
  %157 = phi i64 [ 0, %112 ], [ %149, %131 ]
  %158 = phi double [ 0.000000e+00, %112 ], [ %152, %131 ]
  br i1 %50, label %169, label %159

159:                                              ; preds = %155
  %160 = getelementptr inbounds double, ptr %9, i64 %157
  %161 = load double, ptr %160, align 8, !tbaa !9
  %162 = load double, ptr %44, align 8, !tbaa !9
  %163 = fmul double %161, %162
  %164 = call double @sin(double noundef %163) #12
  %165 = trunc i64 %157 to i32
  %166 = add i32 %165, 1
  %167 = uitofp nneg i32 %166 to double
  %168 = call double @llvm.fmuladd.f64(double %164, double %167, double %158)
  br label %169

169:                                              ; preds = %155, %159
  %170 = phi double [ %156, %155 ], [ %168, %159 ]
  br i1 %52, label %195, label %171

171:                                              ; preds = %169, %171
  %172 = phi i64 [ %189, %171 ], [ 0, %169 ]
  %173 = phi double [ %192, %171 ], [ 0.000000e+00, %169 ]
  %174 = phi i64 [ %193, %171 ], [ 0, %169 ]
  %175 = getelementptr inbounds double, ptr %10, i64 %172
  %176 = load double, ptr %175, align 16, !tbaa !9
  %177 = load double, ptr %44, align 8, !tbaa !9
  %178 = fmul double %176, %177
  %179 = call double @sin(double noundef %178) #12
  %180 = or disjoint i64 %172, 1
  %181 = trunc nuw nsw i64 %180 to i32
  %182 = uitofp nneg i32 %181 to double
  %183 = call double @llvm.fmuladd.f64(double %179, double %182, double %173)
  %184 = getelementptr inbounds double, ptr %10, i64 %180
  %185 = load double, ptr %184, align 8, !tbaa !9
  %186 = load double, ptr %44, align 8, !tbaa !9
  %187 = fmul double %185, %186
  %188 = call double @sin(double noundef %187) #12
  %189 = add nuw nsw i64 %172, 2
  %190 = trunc nuw nsw i64 %189 to i32
  %191 = uitofp nneg i32 %190 to double
  %192 = call double @llvm.fmuladd.f64(double %188, double %191, double %183)
  %193 = add i64 %174, 2
  %194 = icmp eq i64 %193, %53
  br i1 %194, label %195, label %171, !llvm.loop !13

195:                                              ; preds = %171, %169
  %196 = phi double [ poison, %169 ], [ %192, %171 ]
  %197 = phi i64 [ 0, %169 ], [ %189, %171 ]
  %198 = phi double [ 0.000000e+00, %169 ], [ %192, %171 ]
  br i1 %54, label %209, label %199

199:                                              ; preds = %195
  %200 = getelementptr inbounds double, ptr %10, i64 %197
  %201 = load double, ptr %200, align 8, !tbaa !9
  %202 = load double, ptr %44, align 8, !tbaa !9
  %203 = fmul double %201, %202
  %204 = call double @sin(double noundef %203) #12
  %205 = trunc i64 %197 to i32
  %206 = add i32 %205, 1
  %207 = uitofp nneg i32 %206 to double
  %208 = call double @llvm.fmuladd.f64(double %204, double %207, double %198)
  br label %209

209:                                              ; preds = %195, %199
  %210 = phi double [ %196, %195 ], [ %208, %199 ]
  %211 = fsub double %170, %210
  %212 = fdiv double %211, 2.000000e-06
  %213 = fsub double %130, %212
  %214 = call double @llvm.fabs.f64(double %213)
  %215 = call double @llvm.fabs.f64(double %212)
  %216 = call double @llvm.maxnum.f64(double %215, double 1.000000e+00)
  %217 = fmul double %216, 0x3EB0C6F7A0B5ED8D
  %218 = fcmp ugt double %214, %217
  %219 = fcmp ule double %215, 1.000000e-09
  %220 = or i1 %219, %218
  %221 = select i1 %220, ptr @.str.5, ptr @.str.6
  %222 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %8, double noundef %130, double noundef %212, ptr noundef nonnull %221)
  %223 = zext i1 %220 to i32
  %224 = load i32, ptr @fails, align 4, !tbaa !14
  %225 = add nsw i32 %224, %223
  store i32 %225, ptr @fails, align 4, !tbaa !14
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %10) #12
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %9) #12
  %226 = add nuw nsw i64 %73, 1
  %227 = icmp eq i64 %226, %42
  br i1 %227, label %63, label %72, !llvm.loop !20

228:                                              ; preds = %423
  %229 = add nsw i64 %42, -1
  %230 = and i64 %42, 1
  %231 = icmp eq i64 %229, 0
  br i1 %231, label %256, label %232

232:                                              ; preds = %228
  %233 = and i64 %42, 2147483646
  br label %234

234:                                              ; preds = %234, %232
  %235 = phi i64 [ 0, %232 ], [ %250, %234 ]
  %236 = phi double [ 0.000000e+00, %232 ], [ %253, %234 ]
  %237 = phi i64 [ 0, %232 ], [ %254, %234 ]
  %238 = getelementptr inbounds double, ptr %2, i64 %235
  %239 = load double, ptr %238, align 16, !tbaa !9
  %240 = fmul double %440, %239
  %241 = call double @sin(double noundef %240) #12
  %242 = or disjoint i64 %235, 1
  %243 = trunc nuw nsw i64 %242 to i32
  %244 = uitofp nneg i32 %243 to double
  %245 = call double @llvm.fmuladd.f64(double %241, double %244, double %236)
  %246 = getelementptr inbounds double, ptr %2, i64 %242
  %247 = load double, ptr %246, align 8, !tbaa !9
  %248 = fmul double %440, %247
  %249 = call double @sin(double noundef %248) #12
  %250 = add nuw nsw i64 %235, 2
  %251 = trunc nuw nsw i64 %250 to i32
  %252 = uitofp nneg i32 %251 to double
  %253 = call double @llvm.fmuladd.f64(double %249, double %252, double %245)
  %254 = add i64 %237, 2
  %255 = icmp eq i64 %254, %233
  br i1 %255, label %256, label %234, !llvm.loop !13

256:                                              ; preds = %234, %228
  %257 = phi double [ poison, %228 ], [ %253, %234 ]
  %258 = phi i64 [ 0, %228 ], [ %250, %234 ]
  %259 = phi double [ 0.000000e+00, %228 ], [ %253, %234 ]
  %260 = icmp eq i64 %230, 0
  br i1 %260, label %270, label %261

261:                                              ; preds = %256
  %262 = getelementptr inbounds double, ptr %2, i64 %258
  %263 = load double, ptr %262, align 8, !tbaa !9
  %264 = fmul double %440, %263
  %265 = call double @sin(double noundef %264) #12
  %266 = trunc i64 %258 to i32
  %267 = add i32 %266, 1
  %268 = uitofp nneg i32 %267 to double
  %269 = call double @llvm.fmuladd.f64(double %265, double %268, double %259)
  br label %270

270:                                              ; preds = %256, %261
  %271 = phi double [ %257, %256 ], [ %269, %261 ]
  %272 = and i64 %42, 1
  %273 = icmp eq i64 %229, 0
  br i1 %273, label %298, label %274

274:                                              ; preds = %270
  %275 = and i64 %42, 2147483646
  br label %276

276:                                              ; preds = %276, %274
  %277 = phi i64 [ 0, %274 ], [ %292, %276 ]
  %278 = phi double [ 0.000000e+00, %274 ], [ %295, %276 ]
  %279 = phi i64 [ 0, %274 ], [ %296, %276 ]
  %280 = getelementptr inbounds double, ptr %2, i64 %277
  %281 = load double, ptr %280, align 16, !tbaa !9
  %282 = fmul double %441, %281
  %283 = call double @sin(double noundef %282) #12
  %284 = or disjoint i64 %277, 1
  %285 = trunc nuw nsw i64 %284 to i32
  %286 = uitofp nneg i32 %285 to double
  %287 = call double @llvm.fmuladd.f64(double %283, double %286, double %278)
  %288 = getelementptr inbounds double, ptr %2, i64 %284
  %289 = load double, ptr %288, align 8, !tbaa !9
  %290 = fmul double %441, %289
  %291 = call double @sin(double noundef %290) #12
  %292 = add nuw nsw i64 %277, 2
  %293 = trunc nuw nsw i64 %292 to i32
  %294 = uitofp nneg i32 %293 to double
  %295 = call double @llvm.fmuladd.f64(double %291, double %294, double %287)
  %296 = add i64 %279, 2
  %297 = icmp eq i64 %296, %275
  br i1 %297, label %298, label %276, !llvm.loop !13

298:                                              ; preds = %276, %270
  %299 = phi double [ poison, %270 ], [ %295, %276 ]
  %300 = phi i64 [ 0, %270 ], [ %292, %276 ]
  %301 = phi double [ 0.000000e+00, %270 ], [ %295, %276 ]
  %302 = icmp eq i64 %272, 0
  br i1 %302, label %312, label %303

303:                                              ; preds = %298
  %304 = getelementptr inbounds double, ptr %2, i64 %300
  %305 = load double, ptr %304, align 8, !tbaa !9
  %306 = fmul double %441, %305
  %307 = call double @sin(double noundef %306) #12
  %308 = trunc i64 %300 to i32
  %309 = add i32 %308, 1
  %310 = uitofp nneg i32 %309 to double
  %311 = call double @llvm.fmuladd.f64(double %307, double %310, double %301)
  br label %312

312:                                              ; preds = %298, %303
  %313 = phi double [ %299, %298 ], [ %311, %303 ]
  %314 = fsub double %271, %313
  br label %315

315:                                              ; preds = %312, %423
  %316 = phi double [ 0.000000e+00, %423 ], [ %314, %312 ]
  %317 = fdiv double %316, 2.000000e-06
  %318 = fsub double %443, %317
  %319 = call double @llvm.fabs.f64(double %318)
  %320 = call double @llvm.fabs.f64(double %317)
  %321 = call double @llvm.maxnum.f64(double %320, double 1.000000e+00)
  %322 = fmul double %321, 0x3EB0C6F7A0B5ED8D
  %323 = fcmp ugt double %319, %322
  %324 = fcmp ule double %320, 1.000000e-09
  %325 = or i1 %324, %323
  %326 = select i1 %325, ptr @.str.5, ptr @.str.6
  %327 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, double noundef %443, double noundef %317, ptr noundef nonnull %326)
  %328 = zext i1 %325 to i32
  %329 = load i32, ptr @fails, align 4, !tbaa !14
  %330 = add nsw i32 %329, %328
  store i32 %330, ptr @fails, align 4, !tbaa !14
  %331 = icmp eq i32 %330, 0
  %332 = select i1 %331, ptr @.str.6, ptr @.str.5
  %333 = call i32 @puts(ptr nonnull dereferenceable(1) %332)
  %334 = load i32, ptr @fails, align 4, !tbaa !14
  %335 = icmp ne i32 %334, 0
  %336 = zext i1 %335 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #12
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #12
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #12
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %336

337:                                              ; preds = %63, %337
  %338 = phi i64 [ %349, %337 ], [ 0, %63 ]
  %339 = phi double [ %348, %337 ], [ 0.000000e+00, %63 ]
  %340 = trunc nuw nsw i64 %338 to i32
  %341 = urem i32 %340, 3
  %342 = zext nneg i32 %341 to i64
  %343 = getelementptr inbounds [3 x ptr], ptr @table, i64 0, i64 %342
  %344 = load ptr, ptr %343, align 8, !tbaa !5
  %345 = getelementptr inbounds double, ptr %2, i64 %338
  %346 = load double, ptr %345, align 8, !tbaa !9
  %347 = call double %344(double noundef %346, ptr noundef nonnull %11) #12
  %348 = fadd double %339, %347
  %349 = add nuw nsw i64 %338, 1
  %350 = icmp eq i64 %349, %42
  br i1 %350, label %351, label %337, !llvm.loop !11

351:                                              ; preds = %337, %351
  %352 = phi i64 [ %363, %351 ], [ 0, %337 ]
  %353 = phi double [ %362, %351 ], [ 0.000000e+00, %337 ]
  %354 = trunc nuw nsw i64 %352 to i32
  %355 = urem i32 %354, 3
  %356 = zext nneg i32 %355 to i64
  %357 = getelementptr inbounds [3 x ptr], ptr @table, i64 0, i64 %356
  %358 = load ptr, ptr %357, align 8, !tbaa !5
  %359 = getelementptr inbounds double, ptr %2, i64 %352
  %360 = load double, ptr %359, align 8, !tbaa !9
  %361 = call double %358(double noundef %360, ptr noundef nonnull %12) #12
  %362 = fadd double %353, %361
  %363 = add nuw nsw i64 %352, 1
  %364 = icmp eq i64 %363, %42
  br i1 %364, label %365, label %351, !llvm.loop !11

365:                                              ; preds = %351
  %366 = fsub double %348, %362
  br label %367

367:                                              ; preds = %365, %63
  %368 = phi double [ 0.000000e+00, %63 ], [ %366, %365 ]
  %369 = fdiv double %368, 2.000000e-06
  %370 = fsub double %71, %369
  %371 = call double @llvm.fabs.f64(double %370)
  %372 = call double @llvm.fabs.f64(double %369)
  %373 = call double @llvm.maxnum.f64(double %372, double 1.000000e+00)
  %374 = fmul double %373, 0x3EB0C6F7A0B5ED8D
  %375 = fcmp ugt double %371, %374
  %376 = fcmp ule double %372, 1.000000e-09
  %377 = or i1 %376, %375
  %378 = select i1 %377, ptr @.str.5, ptr @.str.6
  %379 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %8, double noundef %71, double noundef %369, ptr noundef nonnull %378)
  %380 = zext i1 %377 to i32
  %381 = load i32, ptr @fails, align 4, !tbaa !14
  %382 = add nsw i32 %381, %380
  store i32 %382, ptr @fails, align 4, !tbaa !14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %12) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #12
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #12
  %383 = load <2 x double>, ptr %4, align 16, !tbaa !9
  store <2 x double> %383, ptr %11, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %12) #12
  store <2 x double> %383, ptr %12, align 16, !tbaa !9
  %384 = getelementptr inbounds i8, ptr %11, i64 8
  %385 = load double, ptr %384, align 8, !tbaa !9
  %386 = fadd double %385, 0x3EB0C6F7A0B5ED8D
  store double %386, ptr %384, align 8, !tbaa !9
  %387 = getelementptr inbounds i8, ptr %12, i64 8
  %388 = load double, ptr %387, align 8, !tbaa !9
  %389 = fadd double %388, 0xBEB0C6F7A0B5ED8D
  store double %389, ptr %387, align 8, !tbaa !9
  %390 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %8, i64 noundef 32, ptr noundef nonnull @.str.2, i32 noundef 1) #12
  %391 = getelementptr inbounds i8, ptr %5, i64 8
  %392 = load double, ptr %391, align 8, !tbaa !9
  br i1 %14, label %393, label %423

393:                                              ; preds = %367, %393
  %394 = phi i64 [ %405, %393 ], [ 0, %367 ]
  %395 = phi double [ %404, %393 ], [ 0.000000e+00, %367 ]
  %396 = trunc nuw nsw i64 %394 to i32
  %397 = urem i32 %396, 3
  %398 = zext nneg i32 %397 to i64
  %399 = getelementptr inbounds [3 x ptr], ptr @table, i64 0, i64 %398
  %400 = load ptr, ptr %399, align 8, !tbaa !5
  %401 = getelementptr inbounds double, ptr %2, i64 %394
  %402 = load double, ptr %401, align 8, !tbaa !9
  %403 = call double %400(double noundef %402, ptr noundef nonnull %11) #12
  %404 = fadd double %395, %403
  %405 = add nuw nsw i64 %394, 1
  %406 = icmp eq i64 %405, %42
  br i1 %406, label %407, label %393, !llvm.loop !11

407:                                              ; preds = %393, %407
  %408 = phi i64 [ %419, %407 ], [ 0, %393 ]
  %409 = phi double [ %418, %407 ], [ 0.000000e+00, %393 ]
  %410 = trunc nuw nsw i64 %408 to i32
  %411 = urem i32 %410, 3
  %412 = zext nneg i32 %411 to i64
  %413 = getelementptr inbounds [3 x ptr], ptr @table, i64 0, i64 %412
  %414 = load ptr, ptr %413, align 8, !tbaa !5
  %415 = getelementptr inbounds double, ptr %2, i64 %408
  %416 = load double, ptr %415, align 8, !tbaa !9
  %417 = call double %414(double noundef %416, ptr noundef nonnull %12) #12
  %418 = fadd double %409, %417
  %419 = add nuw nsw i64 %408, 1
  %420 = icmp eq i64 %419, %42
  br i1 %420, label %421, label %407, !llvm.loop !11

421:                                              ; preds = %407
  %422 = fsub double %404, %418
  br label %423

423:                                              ; preds = %421, %367
  %424 = phi double [ 0.000000e+00, %367 ], [ %422, %421 ]
  %425 = fdiv double %424, 2.000000e-06
  %426 = fsub double %392, %425
  %427 = call double @llvm.fabs.f64(double %426)
  %428 = call double @llvm.fabs.f64(double %425)
  %429 = call double @llvm.maxnum.f64(double %428, double 1.000000e+00)
  %430 = fmul double %429, 0x3EB0C6F7A0B5ED8D
  %431 = fcmp ugt double %427, %430
  %432 = fcmp ule double %428, 1.000000e-09
  %433 = or i1 %432, %431
  %434 = select i1 %433, ptr @.str.5, ptr @.str.6
  %435 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %8, double noundef %392, double noundef %425, ptr noundef nonnull %434)
  %436 = zext i1 %433 to i32
  %437 = load i32, ptr @fails, align 4, !tbaa !14
  %438 = add nsw i32 %437, %436
  store i32 %438, ptr @fails, align 4, !tbaa !14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %12) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #12
  %439 = load double, ptr %64, align 8, !tbaa !9
  %440 = fadd double %439, 0x3EB0C6F7A0B5ED8D
  %441 = fadd double %439, 0xBEB0C6F7A0B5ED8D
  %442 = getelementptr inbounds i8, ptr %7, i64 8
  %443 = load double, ptr %442, align 8, !tbaa !9
  br i1 %14, label %228, label %315
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

declare void @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write, argmem: readwrite) uwtable
define internal double @wave(double noundef %0, ptr nocapture noundef readonly %1) #6 {
  %3 = getelementptr inbounds i8, ptr %1, i64 8
  %4 = load double, ptr %3, align 8, !tbaa !9
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
  %3 = load double, ptr %1, align 8, !tbaa !9
  %4 = fmul double %3, %0
  %5 = fmul double %4, %0
  ret double %5
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write, argmem: readwrite) uwtable
define internal double @soft(double noundef %0, ptr nocapture noundef readonly %1) #6 {
  %3 = load double, ptr %1, align 8, !tbaa !9
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

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !7, i64 0}
!16 = distinct !{!16, !12, !17, !18}
!17 = !{!"llvm.loop.isvectorized", i32 1}
!18 = !{!"llvm.loop.unroll.runtime.disable"}
!19 = distinct !{!19, !12, !18, !17}
!20 = distinct !{!20, !12}
