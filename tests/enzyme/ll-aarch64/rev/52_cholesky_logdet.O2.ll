; ModuleID = 'rev/52_cholesky_logdet.c'
source_filename = "rev/52_cholesky_logdet.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.z = private unnamed_addr constant [4 x double] [double 1.000000e+00, double -5.000000e-01, double 3.000000e-01, double 2.000000e+00], align 8
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [9 x i8] c"d/dB[%d]\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"d/dA[%d][%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca [16 x double], align 8
  %3 = alloca [16 x double], align 8
  %4 = alloca [4 x double], align 8
  %5 = alloca [64 x i8], align 1
  %6 = alloca [16 x double], align 16
  %7 = alloca [16 x double], align 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 4, ptr %1, align 4, !tbaa !6
  %8 = load volatile i32, ptr %1, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %2) #12
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %3) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(128) %3, i8 0, i64 128, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef nonnull align 8 dereferenceable(32) @__const.main.z, i64 32, i1 false)
  br label %25

9:                                                ; preds = %25
  %10 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %11 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %12 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @from_params, i32 noundef %10, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %11, ptr noundef nonnull %4, i32 noundef %11, i32 noundef %8) #12
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #12
  %13 = mul nsw i32 %8, %8
  %14 = zext nneg i32 %13 to i64
  %15 = shl nuw nsw i64 %14, 3
  %16 = icmp sgt i32 %8, 0
  %17 = zext i32 %8 to i64
  %18 = uitofp nneg i32 %8 to double
  %19 = icmp ult i32 %8, 4
  %20 = and i64 %17, 2147483644
  %21 = icmp eq i64 %20, %17
  %22 = icmp ult i32 %8, 4
  %23 = and i64 %17, 2147483644
  %24 = icmp eq i64 %23, %17
  br label %39

25:                                               ; preds = %0, %25
  %26 = phi i64 [ 0, %0 ], [ %37, %25 ]
  %27 = trunc nuw nsw i64 %26 to i32
  %28 = uitofp nneg i32 %27 to double
  %29 = tail call double @llvm.fmuladd.f64(double %28, double 1.300000e+00, double 2.000000e-01)
  %30 = tail call double @sin(double noundef %29) #12
  %31 = trunc i64 %26 to i8
  %32 = urem i8 %31, 5
  %33 = icmp eq i8 %32, 0
  %34 = select i1 %33, double 1.000000e+00, double 0.000000e+00
  %35 = tail call double @llvm.fmuladd.f64(double %30, double 5.000000e-01, double %34)
  %36 = getelementptr inbounds [16 x double], ptr %2, i64 0, i64 %26
  store double %35, ptr %36, align 8, !tbaa !10
  %37 = add nuw nsw i64 %26, 1
  %38 = icmp eq i64 %37, 16
  br i1 %38, label %9, label %25, !llvm.loop !12

39:                                               ; preds = %9, %149
  %40 = phi i64 [ 0, %9 ], [ %170, %149 ]
  %41 = getelementptr inbounds [16 x double], ptr %2, i64 0, i64 %40
  %42 = load double, ptr %41, align 8, !tbaa !10
  %43 = fadd double %42, 0x3EB0C6F7A0B5ED8D
  store double %43, ptr %41, align 8, !tbaa !10
  %44 = call noalias ptr @malloc(i64 noundef %15) #13
  br i1 %16, label %45, label %95

45:                                               ; preds = %39, %50
  %46 = phi i64 [ %51, %50 ], [ 0, %39 ]
  %47 = mul nuw nsw i64 %46, %17
  %48 = getelementptr inbounds double, ptr %2, i64 %47
  %49 = getelementptr inbounds double, ptr %44, i64 %47
  br label %53

50:                                               ; preds = %80
  %51 = add nuw nsw i64 %46, 1
  %52 = icmp eq i64 %51, %17
  br i1 %52, label %95, label %45, !llvm.loop !14

53:                                               ; preds = %80, %45
  %54 = phi i64 [ 0, %45 ], [ %83, %80 ]
  %55 = icmp eq i64 %46, %54
  %56 = select i1 %55, double %18, double 0.000000e+00
  %57 = mul nuw nsw i64 %54, %17
  %58 = getelementptr inbounds double, ptr %2, i64 %57
  br i1 %19, label %59, label %62

59:                                               ; preds = %79, %53
  %60 = phi i64 [ 0, %53 ], [ %20, %79 ]
  %61 = phi double [ %56, %53 ], [ %76, %79 ]
  br label %85

62:                                               ; preds = %53, %62
  %63 = phi i64 [ %77, %62 ], [ 0, %53 ]
  %64 = phi double [ %76, %62 ], [ %56, %53 ]
  %65 = getelementptr inbounds double, ptr %48, i64 %63
  %66 = getelementptr inbounds i8, ptr %65, i64 16
  %67 = load <2 x double>, ptr %65, align 8, !tbaa !10
  %68 = load <2 x double>, ptr %66, align 8, !tbaa !10
  %69 = getelementptr inbounds double, ptr %58, i64 %63
  %70 = getelementptr inbounds i8, ptr %69, i64 16
  %71 = load <2 x double>, ptr %69, align 8, !tbaa !10
  %72 = load <2 x double>, ptr %70, align 8, !tbaa !10
  %73 = fmul <2 x double> %67, %71
  %74 = fmul <2 x double> %68, %72
  %75 = call double @llvm.vector.reduce.fadd.v2f64(double %64, <2 x double> %73)
  %76 = call double @llvm.vector.reduce.fadd.v2f64(double %75, <2 x double> %74)
  %77 = add nuw i64 %63, 4
  %78 = icmp eq i64 %77, %20
  br i1 %78, label %79, label %62, !llvm.loop !15

79:                                               ; preds = %62
  br i1 %21, label %80, label %59

80:                                               ; preds = %85, %79
  %81 = phi double [ %76, %79 ], [ %92, %85 ]
  %82 = getelementptr inbounds double, ptr %49, i64 %54
  store double %81, ptr %82, align 8, !tbaa !10
  %83 = add nuw nsw i64 %54, 1
  %84 = icmp eq i64 %83, %17
  br i1 %84, label %50, label %53, !llvm.loop !18

85:                                               ; preds = %59, %85
  %86 = phi i64 [ %93, %85 ], [ %60, %59 ]
  %87 = phi double [ %92, %85 ], [ %61, %59 ]
  %88 = getelementptr inbounds double, ptr %48, i64 %86
  %89 = load double, ptr %88, align 8, !tbaa !10
  %90 = getelementptr inbounds double, ptr %58, i64 %86
  %91 = load double, ptr %90, align 8, !tbaa !10
  %92 = call double @llvm.fmuladd.f64(double %89, double %91, double %87)
  %93 = add nuw nsw i64 %86, 1
  %94 = icmp eq i64 %93, %17
  br i1 %94, label %80, label %85, !llvm.loop !19

95:                                               ; preds = %50, %39
  %96 = call double @logdet_quad(ptr noundef %44, ptr noundef nonnull readonly %4, i32 noundef %8)
  call void @free(ptr noundef %44) #12
  %97 = fadd double %42, 0xBEB0C6F7A0B5ED8D
  store double %97, ptr %41, align 8, !tbaa !10
  %98 = call noalias ptr @malloc(i64 noundef %15) #13
  br i1 %16, label %99, label %149

99:                                               ; preds = %95, %104
  %100 = phi i64 [ %105, %104 ], [ 0, %95 ]
  %101 = mul nuw nsw i64 %100, %17
  %102 = getelementptr inbounds double, ptr %2, i64 %101
  %103 = getelementptr inbounds double, ptr %98, i64 %101
  br label %107

104:                                              ; preds = %134
  %105 = add nuw nsw i64 %100, 1
  %106 = icmp eq i64 %105, %17
  br i1 %106, label %149, label %99, !llvm.loop !14

107:                                              ; preds = %134, %99
  %108 = phi i64 [ 0, %99 ], [ %137, %134 ]
  %109 = icmp eq i64 %100, %108
  %110 = select i1 %109, double %18, double 0.000000e+00
  %111 = mul nuw nsw i64 %108, %17
  %112 = getelementptr inbounds double, ptr %2, i64 %111
  br i1 %22, label %113, label %116

113:                                              ; preds = %133, %107
  %114 = phi i64 [ 0, %107 ], [ %23, %133 ]
  %115 = phi double [ %110, %107 ], [ %130, %133 ]
  br label %139

116:                                              ; preds = %107, %116
  %117 = phi i64 [ %131, %116 ], [ 0, %107 ]
  %118 = phi double [ %130, %116 ], [ %110, %107 ]
  %119 = getelementptr inbounds double, ptr %102, i64 %117
  %120 = getelementptr inbounds i8, ptr %119, i64 16
  %121 = load <2 x double>, ptr %119, align 8, !tbaa !10
  %122 = load <2 x double>, ptr %120, align 8, !tbaa !10
  %123 = getelementptr inbounds double, ptr %112, i64 %117
  %124 = getelementptr inbounds i8, ptr %123, i64 16
  %125 = load <2 x double>, ptr %123, align 8, !tbaa !10
  %126 = load <2 x double>, ptr %124, align 8, !tbaa !10
  %127 = fmul <2 x double> %121, %125
  %128 = fmul <2 x double> %122, %126
  %129 = call double @llvm.vector.reduce.fadd.v2f64(double %118, <2 x double> %127)
  %130 = call double @llvm.vector.reduce.fadd.v2f64(double %129, <2 x double> %128)
  %131 = add nuw i64 %117, 4
  %132 = icmp eq i64 %131, %23
  br i1 %132, label %133, label %116, !llvm.loop !20

133:                                              ; preds = %116
  br i1 %24, label %134, label %113

134:                                              ; preds = %139, %133
  %135 = phi double [ %130, %133 ], [ %146, %139 ]
  %136 = getelementptr inbounds double, ptr %103, i64 %108
  store double %135, ptr %136, align 8, !tbaa !10
  %137 = add nuw nsw i64 %108, 1
  %138 = icmp eq i64 %137, %17
  br i1 %138, label %104, label %107, !llvm.loop !18

139:                                              ; preds = %113, %139
  %140 = phi i64 [ %147, %139 ], [ %114, %113 ]
  %141 = phi double [ %146, %139 ], [ %115, %113 ]
  %142 = getelementptr inbounds double, ptr %102, i64 %140
  %143 = load double, ptr %142, align 8, !tbaa !10
  %144 = getelementptr inbounds double, ptr %112, i64 %140
  %145 = load double, ptr %144, align 8, !tbaa !10
  %146 = call double @llvm.fmuladd.f64(double %143, double %145, double %141)
  %147 = add nuw nsw i64 %140, 1
  %148 = icmp eq i64 %147, %17
  br i1 %148, label %134, label %139, !llvm.loop !21

149:                                              ; preds = %104, %95
  %150 = call double @logdet_quad(ptr noundef %98, ptr noundef nonnull readonly %4, i32 noundef %8)
  call void @free(ptr noundef %98) #12
  store double %42, ptr %41, align 8, !tbaa !10
  %151 = trunc nuw nsw i64 %40 to i32
  %152 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 64, ptr noundef nonnull @.str, i32 noundef %151) #12
  %153 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %40
  %154 = load double, ptr %153, align 8, !tbaa !10
  %155 = fsub double %96, %150
  %156 = fdiv double %155, 2.000000e-06
  %157 = fsub double %154, %156
  %158 = call double @llvm.fabs.f64(double %157)
  %159 = call double @llvm.fabs.f64(double %156)
  %160 = call double @llvm.maxnum.f64(double %159, double 1.000000e+00)
  %161 = fmul double %160, 0x3EB0C6F7A0B5ED8D
  %162 = fcmp ugt double %158, %161
  %163 = fcmp ule double %159, 1.000000e-09
  %164 = or i1 %163, %162
  %165 = select i1 %164, ptr @.str.3, ptr @.str.4
  %166 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %5, double noundef %154, double noundef %156, ptr noundef nonnull %165)
  %167 = zext i1 %164 to i32
  %168 = load i32, ptr @fails, align 4, !tbaa !6
  %169 = add nsw i32 %168, %167
  store i32 %169, ptr @fails, align 4, !tbaa !6
  %170 = add nuw nsw i64 %40, 1
  %171 = icmp eq i64 %170, 16
  br i1 %171, label %172, label %39, !llvm.loop !22

172:                                              ; preds = %149
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %6) #12
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %7) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(128) %7, i8 0, i64 128, i1 false)
  store <2 x double> <double 3.000000e+00, double 2.000000e-01>, ptr %6, align 16, !tbaa !10
  %173 = getelementptr inbounds i8, ptr %6, i64 16
  store <2 x double> <double 0x3FC1111111111111, double 1.000000e-01>, ptr %173, align 16, !tbaa !10
  %174 = getelementptr inbounds i8, ptr %6, i64 32
  store <2 x double> <double 2.000000e-01, double 4.000000e+00>, ptr %174, align 16, !tbaa !10
  %175 = getelementptr inbounds i8, ptr %6, i64 48
  store <2 x double> <double 1.000000e-01, double 8.000000e-02>, ptr %175, align 16, !tbaa !10
  %176 = getelementptr inbounds i8, ptr %6, i64 64
  store <2 x double> <double 0x3FC1111111111111, double 1.000000e-01>, ptr %176, align 16, !tbaa !10
  %177 = getelementptr inbounds i8, ptr %6, i64 80
  store <2 x double> <double 5.000000e+00, double 0x3FB1111111111111>, ptr %177, align 16, !tbaa !10
  %178 = getelementptr inbounds i8, ptr %6, i64 96
  store <2 x double> <double 1.000000e-01, double 8.000000e-02>, ptr %178, align 16, !tbaa !10
  %179 = getelementptr inbounds i8, ptr %6, i64 112
  store <2 x double> <double 0x3FB1111111111111, double 6.000000e+00>, ptr %179, align 16, !tbaa !10
  %180 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %181 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %182 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @logdet_quad, i32 noundef %180, ptr noundef nonnull %6, ptr noundef nonnull %7, i32 noundef %181, ptr noundef nonnull %4, i32 noundef %181, i32 noundef %8) #12
  br label %183

183:                                              ; preds = %172, %195
  %184 = phi i64 [ 0, %172 ], [ %196, %195 ]
  %185 = phi i64 [ 1, %172 ], [ %197, %195 ]
  %186 = shl nuw nsw i64 %184, 2
  %187 = trunc nuw nsw i64 %184 to i32
  br label %199

188:                                              ; preds = %195
  %189 = icmp eq i32 %226, 0
  %190 = select i1 %189, ptr @.str.4, ptr @.str.3
  %191 = call i32 @puts(ptr nonnull dereferenceable(1) %190)
  %192 = load i32, ptr @fails, align 4, !tbaa !6
  %193 = icmp ne i32 %192, 0
  %194 = zext i1 %193 to i32
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %7) #12
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %6) #12
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #12
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %3) #12
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %2) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %194

195:                                              ; preds = %199
  %196 = add nuw nsw i64 %184, 1
  %197 = add nuw nsw i64 %185, 1
  %198 = icmp eq i64 %196, 4
  br i1 %198, label %188, label %183, !llvm.loop !23

199:                                              ; preds = %183, %199
  %200 = phi i64 [ 0, %183 ], [ %227, %199 ]
  %201 = add nuw nsw i64 %200, %186
  %202 = getelementptr inbounds [16 x double], ptr %6, i64 0, i64 %201
  %203 = load double, ptr %202, align 8, !tbaa !10
  %204 = fadd double %203, 0x3EB0C6F7A0B5ED8D
  store double %204, ptr %202, align 8, !tbaa !10
  %205 = call double @logdet_quad(ptr noundef nonnull %6, ptr noundef nonnull %4, i32 noundef %8)
  %206 = fadd double %203, 0xBEB0C6F7A0B5ED8D
  store double %206, ptr %202, align 8, !tbaa !10
  %207 = call double @logdet_quad(ptr noundef nonnull %6, ptr noundef nonnull %4, i32 noundef %8)
  store double %203, ptr %202, align 8, !tbaa !10
  %208 = trunc nuw nsw i64 %200 to i32
  %209 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 64, ptr noundef nonnull @.str.1, i32 noundef %187, i32 noundef %208) #12
  %210 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 %201
  %211 = load double, ptr %210, align 8, !tbaa !10
  %212 = fsub double %205, %207
  %213 = fdiv double %212, 2.000000e-06
  %214 = fsub double %211, %213
  %215 = call double @llvm.fabs.f64(double %214)
  %216 = call double @llvm.fabs.f64(double %213)
  %217 = call double @llvm.maxnum.f64(double %216, double 1.000000e+00)
  %218 = fmul double %217, 0x3EB0C6F7A0B5ED8D
  %219 = fcmp ugt double %215, %218
  %220 = fcmp ule double %216, 1.000000e-09
  %221 = or i1 %220, %219
  %222 = select i1 %221, ptr @.str.3, ptr @.str.4
  %223 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %5, double noundef %211, double noundef %213, ptr noundef nonnull %222)
  %224 = zext i1 %221 to i32
  %225 = load i32, ptr @fails, align 4, !tbaa !6
  %226 = add nsw i32 %225, %224
  store i32 %226, ptr @fails, align 4, !tbaa !6
  %227 = add nuw nsw i64 %200, 1
  %228 = icmp eq i64 %227, %185
  br i1 %228, label %195, label %199, !llvm.loop !24
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #6

; Function Attrs: nounwind uwtable
define internal double @from_params(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) #0 {
  %4 = mul nsw i32 %2, %2
  %5 = zext nneg i32 %4 to i64
  %6 = shl nuw nsw i64 %5, 3
  %7 = tail call noalias ptr @malloc(i64 noundef %6) #13
  %8 = icmp sgt i32 %2, 0
  br i1 %8, label %9, label %20

9:                                                ; preds = %3
  %10 = zext nneg i32 %2 to i64
  %11 = sitofp i32 %2 to double
  %12 = icmp ult i32 %2, 4
  %13 = and i64 %10, 2147483644
  %14 = icmp eq i64 %13, %10
  br label %15

15:                                               ; preds = %22, %9
  %16 = phi i64 [ 0, %9 ], [ %23, %22 ]
  %17 = mul nuw nsw i64 %16, %10
  %18 = getelementptr inbounds double, ptr %0, i64 %17
  %19 = getelementptr inbounds double, ptr %7, i64 %17
  br label %25

20:                                               ; preds = %22, %3
  %21 = tail call double @logdet_quad(ptr noundef %7, ptr noundef %1, i32 noundef %2)
  tail call void @free(ptr noundef %7) #12
  ret double %21

22:                                               ; preds = %52
  %23 = add nuw nsw i64 %16, 1
  %24 = icmp eq i64 %23, %10
  br i1 %24, label %20, label %15, !llvm.loop !14

25:                                               ; preds = %15, %52
  %26 = phi i64 [ 0, %15 ], [ %55, %52 ]
  %27 = icmp eq i64 %16, %26
  %28 = select i1 %27, double %11, double 0.000000e+00
  %29 = mul nuw nsw i64 %26, %10
  %30 = getelementptr inbounds double, ptr %0, i64 %29
  br i1 %12, label %31, label %34

31:                                               ; preds = %51, %25
  %32 = phi i64 [ 0, %25 ], [ %13, %51 ]
  %33 = phi double [ %28, %25 ], [ %48, %51 ]
  br label %57

34:                                               ; preds = %25, %34
  %35 = phi i64 [ %49, %34 ], [ 0, %25 ]
  %36 = phi double [ %48, %34 ], [ %28, %25 ]
  %37 = getelementptr inbounds double, ptr %18, i64 %35
  %38 = getelementptr inbounds i8, ptr %37, i64 16
  %39 = load <2 x double>, ptr %37, align 8, !tbaa !10
  %40 = load <2 x double>, ptr %38, align 8, !tbaa !10
  %41 = getelementptr inbounds double, ptr %30, i64 %35
  %42 = getelementptr inbounds i8, ptr %41, i64 16
  %43 = load <2 x double>, ptr %41, align 8, !tbaa !10
  %44 = load <2 x double>, ptr %42, align 8, !tbaa !10
  %45 = fmul <2 x double> %39, %43
  %46 = fmul <2 x double> %40, %44
  %47 = tail call double @llvm.vector.reduce.fadd.v2f64(double %36, <2 x double> %45)
  %48 = tail call double @llvm.vector.reduce.fadd.v2f64(double %47, <2 x double> %46)
  %49 = add nuw i64 %35, 4
  %50 = icmp eq i64 %49, %13
  br i1 %50, label %51, label %34, !llvm.loop !25

51:                                               ; preds = %34
  br i1 %14, label %52, label %31

52:                                               ; preds = %57, %51
  %53 = phi double [ %48, %51 ], [ %64, %57 ]
  %54 = getelementptr inbounds double, ptr %19, i64 %26
  store double %53, ptr %54, align 8, !tbaa !10
  %55 = add nuw nsw i64 %26, 1
  %56 = icmp eq i64 %55, %10
  br i1 %56, label %22, label %25, !llvm.loop !18

57:                                               ; preds = %31, %57
  %58 = phi i64 [ %65, %57 ], [ %32, %31 ]
  %59 = phi double [ %64, %57 ], [ %33, %31 ]
  %60 = getelementptr inbounds double, ptr %18, i64 %58
  %61 = load double, ptr %60, align 8, !tbaa !10
  %62 = getelementptr inbounds double, ptr %30, i64 %58
  %63 = load double, ptr %62, align 8, !tbaa !10
  %64 = tail call double @llvm.fmuladd.f64(double %61, double %63, double %59)
  %65 = add nuw nsw i64 %58, 1
  %66 = icmp eq i64 %65, %10
  br i1 %66, label %52, label %57, !llvm.loop !26
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: nounwind uwtable
define internal double @logdet_quad(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) #0 {
  %4 = mul nsw i32 %2, %2
  %5 = zext nneg i32 %4 to i64
  %6 = shl nuw nsw i64 %5, 3
  %7 = tail call noalias ptr @malloc(i64 noundef %6) #13
  %8 = sext i32 %2 to i64
  %9 = shl nsw i64 %8, 3
  %10 = tail call noalias ptr @malloc(i64 noundef %9) #13
  %11 = icmp eq i32 %2, 0
  br i1 %11, label %120, label %12

12:                                               ; preds = %3
  %13 = tail call i64 @llvm.umax.i64(i64 %5, i64 1)
  %14 = shl nuw nsw i64 %13, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %7, ptr noundef nonnull align 8 dereferenceable(1) %0, i64 %14, i1 false), !tbaa !10
  %15 = icmp sgt i32 %2, 0
  br i1 %15, label %16, label %120

16:                                               ; preds = %12
  %17 = zext nneg i32 %2 to i64
  br label %21

18:                                               ; preds = %83, %34
  %19 = add nuw nsw i64 %23, 1
  %20 = icmp eq i64 %37, %17
  br i1 %20, label %100, label %21, !llvm.loop !27

21:                                               ; preds = %18, %16
  %22 = phi i64 [ 0, %16 ], [ %37, %18 ]
  %23 = phi i64 [ 1, %16 ], [ %19, %18 ]
  %24 = trunc i64 %22 to i32
  %25 = mul nuw nsw i64 %22, %17
  %26 = mul nuw nsw i32 %24, %2
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds double, ptr %7, i64 %22
  %29 = getelementptr inbounds double, ptr %28, i64 %27
  %30 = load double, ptr %29, align 8, !tbaa !10
  %31 = icmp eq i64 %22, 0
  br i1 %31, label %34, label %32

32:                                               ; preds = %21
  %33 = getelementptr inbounds double, ptr %7, i64 %25
  br label %44

34:                                               ; preds = %44, %21
  %35 = phi double [ %30, %21 ], [ %50, %44 ]
  %36 = tail call double @sqrt(double noundef %35) #12
  store double %36, ptr %29, align 8, !tbaa !10
  %37 = add nuw nsw i64 %22, 1
  %38 = icmp ult i64 %37, %17
  br i1 %38, label %39, label %18

39:                                               ; preds = %34
  %40 = getelementptr inbounds double, ptr %7, i64 %25
  %41 = icmp ult i64 %22, 4
  %42 = and i64 %22, 9223372036854775804
  %43 = icmp eq i64 %22, %42
  br label %53

44:                                               ; preds = %44, %32
  %45 = phi i64 [ 0, %32 ], [ %51, %44 ]
  %46 = phi double [ %30, %32 ], [ %50, %44 ]
  %47 = getelementptr inbounds double, ptr %33, i64 %45
  %48 = load double, ptr %47, align 8, !tbaa !10
  %49 = fneg double %48
  %50 = tail call double @llvm.fmuladd.f64(double %49, double %48, double %46)
  %51 = add nuw nsw i64 %45, 1
  %52 = icmp eq i64 %51, %22
  br i1 %52, label %34, label %44, !llvm.loop !28

53:                                               ; preds = %83, %39
  %54 = phi i64 [ %23, %39 ], [ %87, %83 ]
  %55 = mul nuw nsw i64 %54, %17
  %56 = getelementptr inbounds double, ptr %28, i64 %55
  %57 = load double, ptr %56, align 8, !tbaa !10
  br i1 %31, label %83, label %58

58:                                               ; preds = %53
  %59 = getelementptr inbounds double, ptr %7, i64 %55
  br i1 %41, label %60, label %63

60:                                               ; preds = %82, %58
  %61 = phi i64 [ 0, %58 ], [ %42, %82 ]
  %62 = phi double [ %57, %58 ], [ %79, %82 ]
  br label %89

63:                                               ; preds = %58, %63
  %64 = phi i64 [ %80, %63 ], [ 0, %58 ]
  %65 = phi double [ %79, %63 ], [ %57, %58 ]
  %66 = getelementptr inbounds double, ptr %59, i64 %64
  %67 = getelementptr inbounds i8, ptr %66, i64 16
  %68 = load <2 x double>, ptr %66, align 8, !tbaa !10
  %69 = load <2 x double>, ptr %67, align 8, !tbaa !10
  %70 = getelementptr inbounds double, ptr %40, i64 %64
  %71 = getelementptr inbounds i8, ptr %70, i64 16
  %72 = load <2 x double>, ptr %70, align 8, !tbaa !10
  %73 = load <2 x double>, ptr %71, align 8, !tbaa !10
  %74 = fneg <2 x double> %68
  %75 = fneg <2 x double> %69
  %76 = fmul <2 x double> %72, %74
  %77 = fmul <2 x double> %73, %75
  %78 = tail call double @llvm.vector.reduce.fadd.v2f64(double %65, <2 x double> %76)
  %79 = tail call double @llvm.vector.reduce.fadd.v2f64(double %78, <2 x double> %77)
  %80 = add nuw i64 %64, 4
  %81 = icmp eq i64 %80, %42
  br i1 %81, label %82, label %63, !llvm.loop !29

82:                                               ; preds = %63
  br i1 %43, label %83, label %60

83:                                               ; preds = %89, %82, %53
  %84 = phi double [ %57, %53 ], [ %79, %82 ], [ %97, %89 ]
  %85 = load double, ptr %29, align 8, !tbaa !10
  %86 = fdiv double %84, %85
  store double %86, ptr %56, align 8, !tbaa !10
  %87 = add nuw nsw i64 %54, 1
  %88 = icmp eq i64 %87, %17
  br i1 %88, label %18, label %53, !llvm.loop !30

89:                                               ; preds = %60, %89
  %90 = phi i64 [ %98, %89 ], [ %61, %60 ]
  %91 = phi double [ %97, %89 ], [ %62, %60 ]
  %92 = getelementptr inbounds double, ptr %59, i64 %90
  %93 = load double, ptr %92, align 8, !tbaa !10
  %94 = getelementptr inbounds double, ptr %40, i64 %90
  %95 = load double, ptr %94, align 8, !tbaa !10
  %96 = fneg double %93
  %97 = tail call double @llvm.fmuladd.f64(double %96, double %95, double %91)
  %98 = add nuw nsw i64 %90, 1
  %99 = icmp eq i64 %98, %22
  br i1 %99, label %83, label %89, !llvm.loop !31

100:                                              ; preds = %18
  br i1 %15, label %101, label %120

101:                                              ; preds = %100
  %102 = add nuw i32 %2, 1
  %103 = zext nneg i32 %2 to i64
  br label %108

104:                                              ; preds = %108
  br i1 %15, label %105, label %120

105:                                              ; preds = %104
  %106 = add nuw i32 %2, 1
  %107 = zext nneg i32 %2 to i64
  br label %124

108:                                              ; preds = %101, %108
  %109 = phi i64 [ 0, %101 ], [ %118, %108 ]
  %110 = phi double [ 0.000000e+00, %101 ], [ %117, %108 ]
  %111 = trunc nuw nsw i64 %109 to i32
  %112 = mul i32 %102, %111
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds double, ptr %7, i64 %113
  %115 = load double, ptr %114, align 8, !tbaa !10
  %116 = tail call double @log(double noundef %115) #12
  %117 = tail call double @llvm.fmuladd.f64(double %116, double 2.000000e+00, double %110)
  %118 = add nuw nsw i64 %109, 1
  %119 = icmp eq i64 %118, %103
  br i1 %119, label %104, label %108, !llvm.loop !32

120:                                              ; preds = %162, %3, %12, %100, %104
  %121 = phi double [ %117, %104 ], [ 0.000000e+00, %100 ], [ 0.000000e+00, %12 ], [ 0.000000e+00, %3 ], [ %117, %162 ]
  %122 = phi double [ 0.000000e+00, %104 ], [ 0.000000e+00, %100 ], [ 0.000000e+00, %12 ], [ 0.000000e+00, %3 ], [ %171, %162 ]
  tail call void @free(ptr noundef %7) #12
  tail call void @free(ptr noundef %10) #12
  %123 = tail call double @llvm.fmuladd.f64(double %122, double 5.000000e-01, double %121)
  ret double %123

124:                                              ; preds = %105, %162
  %125 = phi i64 [ 0, %105 ], [ %172, %162 ]
  %126 = phi double [ 0.000000e+00, %105 ], [ %171, %162 ]
  %127 = getelementptr inbounds double, ptr %1, i64 %125
  %128 = load double, ptr %127, align 8, !tbaa !10
  %129 = icmp eq i64 %125, 0
  br i1 %129, label %162, label %130

130:                                              ; preds = %124
  %131 = trunc i64 %125 to i32
  %132 = mul i32 %131, %2
  %133 = zext i32 %132 to i64
  %134 = getelementptr inbounds double, ptr %7, i64 %133
  %135 = icmp ult i64 %125, 4
  br i1 %135, label %136, label %139

136:                                              ; preds = %160, %130
  %137 = phi i64 [ 0, %130 ], [ %140, %160 ]
  %138 = phi double [ %128, %130 ], [ %157, %160 ]
  br label %174

139:                                              ; preds = %130
  %140 = and i64 %125, 9223372036854775804
  br label %141

141:                                              ; preds = %141, %139
  %142 = phi i64 [ 0, %139 ], [ %158, %141 ]
  %143 = phi double [ %128, %139 ], [ %157, %141 ]
  %144 = getelementptr inbounds double, ptr %134, i64 %142
  %145 = getelementptr inbounds i8, ptr %144, i64 16
  %146 = load <2 x double>, ptr %144, align 8, !tbaa !10
  %147 = load <2 x double>, ptr %145, align 8, !tbaa !10
  %148 = getelementptr inbounds double, ptr %10, i64 %142
  %149 = getelementptr inbounds i8, ptr %148, i64 16
  %150 = load <2 x double>, ptr %148, align 8, !tbaa !10
  %151 = load <2 x double>, ptr %149, align 8, !tbaa !10
  %152 = fneg <2 x double> %146
  %153 = fneg <2 x double> %147
  %154 = fmul <2 x double> %150, %152
  %155 = fmul <2 x double> %151, %153
  %156 = tail call double @llvm.vector.reduce.fadd.v2f64(double %143, <2 x double> %154)
  %157 = tail call double @llvm.vector.reduce.fadd.v2f64(double %156, <2 x double> %155)
  %158 = add nuw i64 %142, 4
  %159 = icmp eq i64 %158, %140
  br i1 %159, label %160, label %141, !llvm.loop !33

160:                                              ; preds = %141
  %161 = icmp eq i64 %125, %140
  br i1 %161, label %162, label %136

162:                                              ; preds = %174, %160, %124
  %163 = phi double [ %128, %124 ], [ %157, %160 ], [ %182, %174 ]
  %164 = trunc nuw nsw i64 %125 to i32
  %165 = mul i32 %106, %164
  %166 = sext i32 %165 to i64
  %167 = getelementptr inbounds double, ptr %7, i64 %166
  %168 = load double, ptr %167, align 8, !tbaa !10
  %169 = fdiv double %163, %168
  %170 = getelementptr inbounds double, ptr %10, i64 %125
  store double %169, ptr %170, align 8, !tbaa !10
  %171 = tail call double @llvm.fmuladd.f64(double %169, double %169, double %126)
  %172 = add nuw nsw i64 %125, 1
  %173 = icmp eq i64 %172, %107
  br i1 %173, label %120, label %124, !llvm.loop !34

174:                                              ; preds = %136, %174
  %175 = phi i64 [ %183, %174 ], [ %137, %136 ]
  %176 = phi double [ %182, %174 ], [ %138, %136 ]
  %177 = getelementptr inbounds double, ptr %134, i64 %175
  %178 = load double, ptr %177, align 8, !tbaa !10
  %179 = getelementptr inbounds double, ptr %10, i64 %175
  %180 = load double, ptr %179, align 8, !tbaa !10
  %181 = fneg double %178
  %182 = tail call double @llvm.fmuladd.f64(double %181, double %180, double %176)
  %183 = add nuw nsw i64 %175, 1
  %184 = icmp eq i64 %183, %125
  br i1 %184, label %162, label %174, !llvm.loop !35
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v2f64(double, <2 x double>) #11

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { nofree nounwind }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }
attributes #13 = { nounwind allocsize(0) }

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
!18 = distinct !{!18, !13}
!19 = distinct !{!19, !13, !17, !16}
!20 = distinct !{!20, !13, !16, !17}
!21 = distinct !{!21, !13, !17, !16}
!22 = distinct !{!22, !13}
!23 = distinct !{!23, !13}
!24 = distinct !{!24, !13}
!25 = distinct !{!25, !13, !16, !17}
!26 = distinct !{!26, !13, !17, !16}
!27 = distinct !{!27, !13}
!28 = distinct !{!28, !13}
!29 = distinct !{!29, !13, !16, !17}
!30 = distinct !{!30, !13}
!31 = distinct !{!31, !13, !17, !16}
!32 = distinct !{!32, !13}
!33 = distinct !{!33, !13, !16, !17}
!34 = distinct !{!34, !13}
!35 = distinct !{!35, !13, !17, !16}
