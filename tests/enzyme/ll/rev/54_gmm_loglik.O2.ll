; ModuleID = 'rev/54_gmm_loglik.c'
source_filename = "rev/54_gmm_loglik.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@nn = internal unnamed_addr global i32 5, align 4
@enzyme_dup = external local_unnamed_addr global i32, align 4
@al = internal global [3 x double] [double 2.000000e-01, double -5.000000e-01, double 9.000000e-01], align 16
@mu = internal global [6 x double] [double 0.000000e+00, double 5.000000e-01, double 1.500000e+00, double -1.000000e+00, double -8.000000e-01, double 0x3FE6666666666666], align 16
@qq = internal global [6 x double] [double 1.000000e-01, double -3.000000e-01, double 4.000000e-01, double 2.000000e-01, double -1.000000e-01, double 3.000000e-01], align 16
@enzyme_const = external local_unnamed_addr global i32, align 4
@X = internal global [10 x double] [double 1.000000e-01, double 4.000000e-01, double 1.200000e+00, double -8.000000e-01, double -5.000000e-01, double 1.000000e+00, double 9.000000e-01, double 2.000000e-01, double -1.100000e+00, double 3.000000e-01], align 16
@.str = private unnamed_addr constant [9 x i8] c"d/dalpha\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"d/dmean\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"d/dq\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"%s[%d]\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x double], align 16
  %3 = alloca [6 x double], align 16
  %4 = alloca [6 x double], align 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 5, ptr %1, align 4, !tbaa !5
  %5 = load volatile i32, ptr %1, align 4, !tbaa !5
  store i32 %5, ptr @nn, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %2, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %3, i8 0, i64 48, i1 false)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %4, i8 0, i64 48, i1 false)
  %6 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %7 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %8 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @gmm, i32 noundef %6, ptr noundef nonnull @al, ptr noundef nonnull %2, i32 noundef %6, ptr noundef nonnull @mu, ptr noundef nonnull %3, i32 noundef %6, ptr noundef nonnull @qq, ptr noundef nonnull %4, i32 noundef %7, ptr noundef nonnull @X, i32 noundef %7, i32 noundef %5, i32 noundef %7, i32 noundef 3, i32 noundef %7, i32 noundef 2) #10
  call fastcc void @check_array(ptr noundef nonnull @.str, ptr noundef nonnull @al, ptr noundef nonnull %2, i32 noundef 3)
  call fastcc void @check_array(ptr noundef nonnull @.str.1, ptr noundef nonnull @mu, ptr noundef nonnull %3, i32 noundef 6)
  call fastcc void @check_array(ptr noundef nonnull @.str.2, ptr noundef nonnull @qq, ptr noundef nonnull %4, i32 noundef 6)
  %9 = load i32, ptr @fails, align 4, !tbaa !5
  %10 = icmp eq i32 %9, 0
  %11 = select i1 %10, ptr @.str.5, ptr @.str.4
  %12 = call i32 @puts(ptr nonnull dereferenceable(1) %11)
  %13 = load i32, ptr @fails, align 4, !tbaa !5
  %14 = icmp ne i32 %13, 0
  %15 = zext i1 %14 to i32
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @gmm(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) #4 {
  %8 = alloca [3 x double], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8) #10
  %9 = icmp sgt i32 %4, 0
  br i1 %9, label %10, label %35

10:                                               ; preds = %7
  %11 = icmp sgt i32 %5, 0
  %12 = icmp sgt i32 %6, 0
  %13 = icmp sgt i32 %5, 1
  %14 = zext i32 %5 to i64
  %15 = zext i32 %6 to i64
  %16 = zext nneg i32 %4 to i64
  %17 = add nsw i64 %14, -1
  %18 = add nsw i64 %14, -2
  %19 = and i64 %17, 3
  %20 = icmp ult i64 %18, 3
  %21 = and i64 %17, -4
  %22 = getelementptr inbounds i8, ptr %8, i64 8
  %23 = getelementptr inbounds i8, ptr %8, i64 16
  %24 = getelementptr inbounds i8, ptr %8, i64 24
  %25 = icmp eq i64 %19, 0
  br label %26

26:                                               ; preds = %10, %168
  %27 = phi double [ undef, %10 ], [ %170, %168 ]
  %28 = phi i64 [ 0, %10 ], [ %175, %168 ]
  %29 = phi double [ 0.000000e+00, %10 ], [ %174, %168 ]
  br i1 %11, label %30, label %168

30:                                               ; preds = %26
  %31 = trunc i64 %28 to i32
  %32 = mul i32 %31, %6
  %33 = zext i32 %32 to i64
  %34 = getelementptr inbounds double, ptr %3, i64 %33
  br label %111

35:                                               ; preds = %168, %7
  %36 = phi double [ 0.000000e+00, %7 ], [ %174, %168 ]
  %37 = load double, ptr %0, align 8, !tbaa !9
  %38 = icmp sgt i32 %5, 1
  br i1 %38, label %39, label %66

39:                                               ; preds = %35
  %40 = zext nneg i32 %5 to i64
  %41 = add nsw i64 %40, -1
  %42 = add nsw i64 %40, -2
  %43 = and i64 %41, 3
  %44 = icmp ult i64 %42, 3
  br i1 %44, label %50, label %45

45:                                               ; preds = %39
  %46 = and i64 %41, -4
  %47 = getelementptr inbounds i8, ptr %0, i64 8
  %48 = getelementptr inbounds i8, ptr %0, i64 16
  %49 = getelementptr inbounds i8, ptr %0, i64 24
  br label %71

50:                                               ; preds = %71, %39
  %51 = phi double [ poison, %39 ], [ %90, %71 ]
  %52 = phi i64 [ 1, %39 ], [ %91, %71 ]
  %53 = phi double [ %37, %39 ], [ %90, %71 ]
  %54 = icmp eq i64 %43, 0
  br i1 %54, label %66, label %55

55:                                               ; preds = %50, %55
  %56 = phi i64 [ %63, %55 ], [ %52, %50 ]
  %57 = phi double [ %62, %55 ], [ %53, %50 ]
  %58 = phi i64 [ %64, %55 ], [ 0, %50 ]
  %59 = getelementptr inbounds double, ptr %0, i64 %56
  %60 = load double, ptr %59, align 8, !tbaa !9
  %61 = fcmp ogt double %60, %57
  %62 = select i1 %61, double %60, double %57
  %63 = add nuw nsw i64 %56, 1
  %64 = add i64 %58, 1
  %65 = icmp eq i64 %64, %43
  br i1 %65, label %66, label %55, !llvm.loop !11

66:                                               ; preds = %50, %55, %35
  %67 = phi double [ %37, %35 ], [ %51, %50 ], [ %62, %55 ]
  %68 = icmp sgt i32 %5, 0
  br i1 %68, label %69, label %104

69:                                               ; preds = %66
  %70 = zext nneg i32 %5 to i64
  br label %94

71:                                               ; preds = %71, %45
  %72 = phi i64 [ 1, %45 ], [ %91, %71 ]
  %73 = phi double [ %37, %45 ], [ %90, %71 ]
  %74 = phi i64 [ 0, %45 ], [ %92, %71 ]
  %75 = getelementptr inbounds double, ptr %0, i64 %72
  %76 = load double, ptr %75, align 8, !tbaa !9
  %77 = fcmp ogt double %76, %73
  %78 = select i1 %77, double %76, double %73
  %79 = getelementptr inbounds double, ptr %47, i64 %72
  %80 = load double, ptr %79, align 8, !tbaa !9
  %81 = fcmp ogt double %80, %78
  %82 = select i1 %81, double %80, double %78
  %83 = getelementptr inbounds double, ptr %48, i64 %72
  %84 = load double, ptr %83, align 8, !tbaa !9
  %85 = fcmp ogt double %84, %82
  %86 = select i1 %85, double %84, double %82
  %87 = getelementptr inbounds double, ptr %49, i64 %72
  %88 = load double, ptr %87, align 8, !tbaa !9
  %89 = fcmp ogt double %88, %86
  %90 = select i1 %89, double %88, double %86
  %91 = add nuw nsw i64 %72, 4
  %92 = add i64 %74, 4
  %93 = icmp eq i64 %92, %46
  br i1 %93, label %50, label %71, !llvm.loop !13

94:                                               ; preds = %94, %69
  %95 = phi i64 [ 0, %69 ], [ %102, %94 ]
  %96 = phi double [ 0.000000e+00, %69 ], [ %101, %94 ]
  %97 = getelementptr inbounds double, ptr %0, i64 %95
  %98 = load double, ptr %97, align 8, !tbaa !9
  %99 = fsub double %98, %67
  %100 = tail call double @exp(double noundef %99) #10
  %101 = fadd double %96, %100
  %102 = add nuw nsw i64 %95, 1
  %103 = icmp eq i64 %102, %70
  br i1 %103, label %104, label %94, !llvm.loop !15

104:                                              ; preds = %94, %66
  %105 = phi double [ 0.000000e+00, %66 ], [ %101, %94 ]
  %106 = tail call double @log(double noundef %105) #10
  %107 = mul nsw i32 %6, %5
  %108 = icmp sgt i32 %107, 0
  br i1 %108, label %109, label %206

109:                                              ; preds = %104
  %110 = zext nneg i32 %107 to i64
  br label %217

111:                                              ; preds = %30, %177
  %112 = phi i64 [ 0, %30 ], [ %185, %177 ]
  br i1 %12, label %113, label %177

113:                                              ; preds = %111
  %114 = mul nuw nsw i64 %112, %15
  br label %187

115:                                              ; preds = %177
  %116 = load double, ptr %8, align 16, !tbaa !9
  br i1 %13, label %117, label %133

117:                                              ; preds = %115
  br i1 %20, label %118, label %135

118:                                              ; preds = %135, %117
  %119 = phi double [ poison, %117 ], [ %154, %135 ]
  %120 = phi i64 [ 1, %117 ], [ %155, %135 ]
  %121 = phi double [ %116, %117 ], [ %154, %135 ]
  br i1 %25, label %133, label %122

122:                                              ; preds = %118, %122
  %123 = phi i64 [ %130, %122 ], [ %120, %118 ]
  %124 = phi double [ %129, %122 ], [ %121, %118 ]
  %125 = phi i64 [ %131, %122 ], [ 0, %118 ]
  %126 = getelementptr inbounds double, ptr %8, i64 %123
  %127 = load double, ptr %126, align 8, !tbaa !9
  %128 = fcmp ogt double %127, %124
  %129 = select i1 %128, double %127, double %124
  %130 = add nuw nsw i64 %123, 1
  %131 = add i64 %125, 1
  %132 = icmp eq i64 %131, %19
  br i1 %132, label %133, label %122, !llvm.loop !16

133:                                              ; preds = %118, %122, %115
  %134 = phi double [ %116, %115 ], [ %119, %118 ], [ %129, %122 ]
  br i1 %11, label %158, label %168

135:                                              ; preds = %117, %135
  %136 = phi i64 [ %155, %135 ], [ 1, %117 ]
  %137 = phi double [ %154, %135 ], [ %116, %117 ]
  %138 = phi i64 [ %156, %135 ], [ 0, %117 ]
  %139 = getelementptr inbounds double, ptr %8, i64 %136
  %140 = load double, ptr %139, align 8, !tbaa !9
  %141 = fcmp ogt double %140, %137
  %142 = select i1 %141, double %140, double %137
  %143 = getelementptr inbounds double, ptr %22, i64 %136
  %144 = load double, ptr %143, align 8, !tbaa !9
  %145 = fcmp ogt double %144, %142
  %146 = select i1 %145, double %144, double %142
  %147 = getelementptr inbounds double, ptr %23, i64 %136
  %148 = load double, ptr %147, align 8, !tbaa !9
  %149 = fcmp ogt double %148, %146
  %150 = select i1 %149, double %148, double %146
  %151 = getelementptr inbounds double, ptr %24, i64 %136
  %152 = load double, ptr %151, align 8, !tbaa !9
  %153 = fcmp ogt double %152, %150
  %154 = select i1 %153, double %152, double %150
  %155 = add nuw nsw i64 %136, 4
  %156 = add i64 %138, 4
  %157 = icmp eq i64 %156, %21
  br i1 %157, label %118, label %135, !llvm.loop !13

158:                                              ; preds = %133, %158
  %159 = phi i64 [ %166, %158 ], [ 0, %133 ]
  %160 = phi double [ %165, %158 ], [ 0.000000e+00, %133 ]
  %161 = getelementptr inbounds double, ptr %8, i64 %159
  %162 = load double, ptr %161, align 8, !tbaa !9
  %163 = fsub double %162, %134
  %164 = tail call double @exp(double noundef %163) #10
  %165 = fadd double %160, %164
  %166 = add nuw nsw i64 %159, 1
  %167 = icmp eq i64 %166, %14
  br i1 %167, label %168, label %158, !llvm.loop !15

168:                                              ; preds = %158, %26, %133
  %169 = phi double [ %134, %133 ], [ %27, %26 ], [ %134, %158 ]
  %170 = phi double [ %116, %133 ], [ %27, %26 ], [ %116, %158 ]
  %171 = phi double [ 0.000000e+00, %133 ], [ 0.000000e+00, %26 ], [ %165, %158 ]
  %172 = tail call double @log(double noundef %171) #10
  %173 = fadd double %169, %172
  %174 = fadd double %29, %173
  %175 = add nuw nsw i64 %28, 1
  %176 = icmp eq i64 %175, %16
  br i1 %176, label %35, label %26, !llvm.loop !17

177:                                              ; preds = %187, %111
  %178 = phi double [ 0.000000e+00, %111 ], [ %202, %187 ]
  %179 = phi double [ 0.000000e+00, %111 ], [ %203, %187 ]
  %180 = getelementptr inbounds double, ptr %0, i64 %112
  %181 = load double, ptr %180, align 8, !tbaa !9
  %182 = fadd double %178, %181
  %183 = tail call double @llvm.fmuladd.f64(double %179, double -5.000000e-01, double %182)
  %184 = getelementptr inbounds [3 x double], ptr %8, i64 0, i64 %112
  store double %183, ptr %184, align 8, !tbaa !9
  %185 = add nuw nsw i64 %112, 1
  %186 = icmp eq i64 %185, %14
  br i1 %186, label %115, label %111, !llvm.loop !18

187:                                              ; preds = %113, %187
  %188 = phi i64 [ 0, %113 ], [ %204, %187 ]
  %189 = phi double [ 0.000000e+00, %113 ], [ %203, %187 ]
  %190 = phi double [ 0.000000e+00, %113 ], [ %202, %187 ]
  %191 = add nuw nsw i64 %188, %114
  %192 = getelementptr inbounds double, ptr %2, i64 %191
  %193 = load double, ptr %192, align 8, !tbaa !9
  %194 = tail call double @exp(double noundef %193) #10
  %195 = getelementptr inbounds double, ptr %34, i64 %188
  %196 = load double, ptr %195, align 8, !tbaa !9
  %197 = getelementptr inbounds double, ptr %1, i64 %191
  %198 = load double, ptr %197, align 8, !tbaa !9
  %199 = fsub double %196, %198
  %200 = fmul double %194, %199
  %201 = load double, ptr %192, align 8, !tbaa !9
  %202 = fadd double %190, %201
  %203 = tail call double @llvm.fmuladd.f64(double %200, double %200, double %189)
  %204 = add nuw nsw i64 %188, 1
  %205 = icmp eq i64 %204, %15
  br i1 %205, label %177, label %187, !llvm.loop !19

206:                                              ; preds = %217, %104
  %207 = phi double [ 0.000000e+00, %104 ], [ %227, %217 ]
  %208 = fadd double %67, %106
  %209 = sitofp i32 %4 to double
  %210 = fmul double %209, 5.000000e-01
  %211 = sitofp i32 %6 to double
  %212 = fmul double %210, %211
  %213 = fmul double %212, 0x3FFD67F1C864BEB4
  %214 = tail call double @llvm.fmuladd.f64(double %209, double %208, double %213)
  %215 = fsub double %36, %214
  %216 = tail call double @llvm.fmuladd.f64(double %207, double -1.000000e-01, double %215)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #10
  ret double %216

217:                                              ; preds = %109, %217
  %218 = phi i64 [ 0, %109 ], [ %228, %217 ]
  %219 = phi double [ 0.000000e+00, %109 ], [ %227, %217 ]
  %220 = getelementptr inbounds double, ptr %2, i64 %218
  %221 = load double, ptr %220, align 8, !tbaa !9
  %222 = fmul double %221, 2.000000e+00
  %223 = tail call double @exp(double noundef %222) #10
  %224 = load double, ptr %220, align 8, !tbaa !9
  %225 = fneg double %224
  %226 = tail call double @llvm.fmuladd.f64(double %223, double 5.000000e-01, double %225)
  %227 = fadd double %219, %226
  %228 = add nuw nsw i64 %218, 1
  %229 = icmp eq i64 %228, %110
  br i1 %229, label %206, label %217, !llvm.loop !20
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @check_array(ptr noundef %0, ptr nocapture noundef %1, ptr nocapture noundef readonly %2, i32 noundef %3) unnamed_addr #5 {
  %5 = alloca [64 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #10
  %6 = icmp sgt i32 %3, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %4
  %8 = zext nneg i32 %3 to i64
  br label %10

9:                                                ; preds = %10, %4
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #10
  ret void

10:                                               ; preds = %7, %10
  %11 = phi i64 [ 0, %7 ], [ %39, %10 ]
  %12 = getelementptr inbounds double, ptr %1, i64 %11
  %13 = load double, ptr %12, align 8, !tbaa !9
  %14 = fadd double %13, 0x3EB0C6F7A0B5ED8D
  store double %14, ptr %12, align 8, !tbaa !9
  %15 = load i32, ptr @nn, align 4, !tbaa !5
  %16 = call double @gmm(ptr noundef nonnull @al, ptr noundef nonnull @mu, ptr noundef nonnull @qq, ptr noundef nonnull @X, i32 noundef %15, i32 noundef 3, i32 noundef 2)
  %17 = fadd double %13, 0xBEB0C6F7A0B5ED8D
  store double %17, ptr %12, align 8, !tbaa !9
  %18 = load i32, ptr @nn, align 4, !tbaa !5
  %19 = call double @gmm(ptr noundef nonnull @al, ptr noundef nonnull @mu, ptr noundef nonnull @qq, ptr noundef nonnull @X, i32 noundef %18, i32 noundef 3, i32 noundef 2)
  store double %13, ptr %12, align 8, !tbaa !9
  %20 = trunc nuw nsw i64 %11 to i32
  %21 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 64, ptr noundef nonnull @.str.6, ptr noundef %0, i32 noundef %20) #10
  %22 = getelementptr inbounds double, ptr %2, i64 %11
  %23 = load double, ptr %22, align 8, !tbaa !9
  %24 = fsub double %16, %19
  %25 = fdiv double %24, 2.000000e-06
  %26 = fsub double %23, %25
  %27 = call double @llvm.fabs.f64(double %26)
  %28 = call double @llvm.fabs.f64(double %25)
  %29 = call double @llvm.maxnum.f64(double %28, double 1.000000e+00)
  %30 = fmul double %29, 0x3EB0C6F7A0B5ED8D
  %31 = fcmp ugt double %27, %30
  %32 = fcmp ule double %28, 1.000000e-09
  %33 = or i1 %32, %31
  %34 = select i1 %33, ptr @.str.4, ptr @.str.5
  %35 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %5, double noundef %23, double noundef %25, ptr noundef nonnull %34)
  %36 = zext i1 %33 to i32
  %37 = load i32, ptr @fails, align 4, !tbaa !5
  %38 = add nsw i32 %37, %36
  store i32 %38, ptr @fails, align 4, !tbaa !5
  %39 = add nuw nsw i64 %11, 1
  %40 = icmp eq i64 %39, %8
  br i1 %40, label %9, label %10, !llvm.loop !21
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #8

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #8

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nofree nounwind }
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
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !14}
!21 = distinct !{!21, !14}
