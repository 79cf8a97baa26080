; ModuleID = 'rev/52_cholesky_logdet.c'
source_filename = "rev/52_cholesky_logdet.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.z = private unnamed_addr constant [4 x double] [double 1.000000e+00, double -5.000000e-01, double 3.000000e-01, double 2.000000e+00], align 16
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
  %2 = alloca [16 x double], align 16
  %3 = alloca [16 x double], align 16
  %4 = alloca [4 x double], align 16
  %5 = alloca [64 x i8], align 16
  %6 = alloca [16 x double], align 16
  %7 = alloca [16 x double], align 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 4, ptr %1, align 4, !tbaa !5
  %8 = load volatile i32, ptr %1, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %2) #12
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %3) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %3, i8 0, i64 128, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %4, ptr noundef nonnull align 16 dereferenceable(32) @__const.main.z, i64 32, i1 false)
  br label %27

9:                                                ; preds = %27
  %10 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %11 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %12 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @from_params, i32 noundef %10, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %11, ptr noundef nonnull %4, i32 noundef %11, i32 noundef %8) #12
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #12
  %13 = mul nsw i32 %8, %8
  %14 = zext nneg i32 %13 to i64
  %15 = shl nuw nsw i64 %14, 3
  %16 = icmp sgt i32 %8, 0
  %17 = zext i32 %8 to i64
  %18 = uitofp nneg i32 %8 to double
  %19 = and i64 %17, 3
  %20 = icmp ult i32 %8, 4
  %21 = and i64 %17, 2147483644
  %22 = icmp eq i64 %19, 0
  %23 = and i64 %17, 3
  %24 = icmp ult i32 %8, 4
  %25 = and i64 %17, 2147483644
  %26 = icmp eq i64 %23, 0
  br label %52

27:                                               ; preds = %0, %27
  %28 = phi i64 [ 0, %0 ], [ %39, %27 ]
  %29 = trunc nuw nsw i64 %28 to i32
  %30 = uitofp nneg i32 %29 to double
  %31 = tail call double @llvm.fmuladd.f64(double %30, double 1.300000e+00, double 2.000000e-01)
  %32 = tail call double @sin(double noundef %31) #12
  %33 = trunc i64 %28 to i8
  %34 = urem i8 %33, 5
  %35 = icmp eq i8 %34, 0
  %36 = select i1 %35, double 1.000000e+00, double 0.000000e+00
  %37 = tail call double @llvm.fmuladd.f64(double %32, double 5.000000e-01, double %36)
  %38 = getelementptr inbounds [16 x double], ptr %2, i64 0, i64 %28
  store double %37, ptr %38, align 8, !tbaa !9
  %39 = add nuw nsw i64 %28, 1
  %40 = icmp eq i64 %39, 16
  br i1 %40, label %9, label %27, !llvm.loop !11

41:                                               ; preds = %192
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %6) #12
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %7) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %7, i8 0, i64 128, i1 false)
  store <2 x double> <double 3.000000e+00, double 2.000000e-01>, ptr %6, align 16, !tbaa !9
  %42 = getelementptr inbounds i8, ptr %6, i64 16
  store <2 x double> <double 0x3FC1111111111111, double 1.000000e-01>, ptr %42, align 16, !tbaa !9
  %43 = getelementptr inbounds i8, ptr %6, i64 32
  store <2 x double> <double 2.000000e-01, double 4.000000e+00>, ptr %43, align 16, !tbaa !9
  %44 = getelementptr inbounds i8, ptr %6, i64 48
  store <2 x double> <double 1.000000e-01, double 8.000000e-02>, ptr %44, align 16, !tbaa !9
  %45 = getelementptr inbounds i8, ptr %6, i64 64
  store <2 x double> <double 0x3FC1111111111111, double 1.000000e-01>, ptr %45, align 16, !tbaa !9
  %46 = getelementptr inbounds i8, ptr %6, i64 80
  store <2 x double> <double 5.000000e+00, double 0x3FB1111111111111>, ptr %46, align 16, !tbaa !9
  %47 = getelementptr inbounds i8, ptr %6, i64 96
  store <2 x double> <double 1.000000e-01, double 8.000000e-02>, ptr %47, align 16, !tbaa !9
  %48 = getelementptr inbounds i8, ptr %6, i64 112
  store <2 x double> <double 0x3FB1111111111111, double 6.000000e+00>, ptr %48, align 16, !tbaa !9
  %49 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %50 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %51 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @logdet_quad, i32 noundef %49, ptr noundef nonnull %6, ptr noundef nonnull %7, i32 noundef %50, ptr noundef nonnull %4, i32 noundef %50, i32 noundef %8) #12
  br label %215

52:                                               ; preds = %9, %192
  %53 = phi i64 [ 0, %9 ], [ %213, %192 ]
  %54 = getelementptr inbounds [16 x double], ptr %2, i64 0, i64 %53
  %55 = load double, ptr %54, align 8, !tbaa !9
  %56 = fadd double %55, 0x3EB0C6F7A0B5ED8D
  store double %56, ptr %54, align 8, !tbaa !9
  %57 = call noalias ptr @malloc(i64 noundef %15) #13
  br i1 %16, label %58, label %123

58:                                               ; preds = %52, %63
  %59 = phi i64 [ %64, %63 ], [ 0, %52 ]
  %60 = mul nuw nsw i64 %59, %17
  %61 = getelementptr inbounds double, ptr %2, i64 %60
  %62 = getelementptr inbounds double, ptr %57, i64 %60
  br label %66

63:                                               ; preds = %88
  %64 = add nuw nsw i64 %59, 1
  %65 = icmp eq i64 %64, %17
  br i1 %65, label %123, label %58, !llvm.loop !13

66:                                               ; preds = %88, %58
  %67 = phi i64 [ 0, %58 ], [ %91, %88 ]
  %68 = icmp eq i64 %59, %67
  %69 = select i1 %68, double %18, double 0.000000e+00
  %70 = mul nuw nsw i64 %67, %17
  %71 = getelementptr inbounds double, ptr %2, i64 %70
  br i1 %20, label %72, label %93

72:                                               ; preds = %93, %66
  %73 = phi double [ poison, %66 ], [ %119, %93 ]
  %74 = phi i64 [ 0, %66 ], [ %120, %93 ]
  %75 = phi double [ %69, %66 ], [ %119, %93 ]
  br i1 %22, label %88, label %76

76:                                               ; preds = %72, %76
  %77 = phi i64 [ %85, %76 ], [ %74, %72 ]
  %78 = phi double [ %84, %76 ], [ %75, %72 ]
  %79 = phi i64 [ %86, %76 ], [ 0, %72 ]
  %80 = getelementptr inbounds double, ptr %61, i64 %77
  %81 = load double, ptr %80, align 8, !tbaa !9
  %82 = getelementptr inbounds double, ptr %71, i64 %77
  %83 = load double, ptr %82, align 8, !tbaa !9
  %84 = call double @llvm.fmuladd.f64(double %81, double %83, double %78)
  %85 = add nuw nsw i64 %77, 1
  %86 = add i64 %79, 1
  %87 = icmp eq i64 %86, %19
  br i1 %87, label %88, label %76, !llvm.loop !14

88:                                               ; preds = %76, %72
  %89 = phi double [ %73, %72 ], [ %84, %76 ]
  %90 = getelementptr inbounds double, ptr %62, i64 %67
  store double %89, ptr %90, align 8, !tbaa !9
  %91 = add nuw nsw i64 %67, 1
  %92 = icmp eq i64 %91, %17
  br i1 %92, label %63, label %66, !llvm.loop !16

93:                                               ; preds = %66, %93
  %94 = phi i64 [ %120, %93 ], [ 0, %66 ]
  %95 = phi double [ %119, %93 ], [ %69, %66 ]
  %96 = phi i64 [ %121, %93 ], [ 0, %66 ]
  %97 = getelementptr inbounds double, ptr %61, i64 %94
  %98 = load double, ptr %97, align 8, !tbaa !9
  %99 = getelementptr inbounds double, ptr %71, i64 %94
  %100 = load double, ptr %99, align 8, !tbaa !9
  %101 = call double @llvm.fmuladd.f64(double %98, double %100, double %95)
  %102 = or disjoint i64 %94, 1
  %103 = getelementptr inbounds double, ptr %61, i64 %102
  %104 = load double, ptr %103, align 8, !tbaa !9
  %105 = getelementptr inbounds double, ptr %71, i64 %102
  %106 = load double, ptr %105, align 8, !tbaa !9
  %107 = call double @llvm.fmuladd.f64(double %104, double %106, double %101)
  %108 = or disjoint i64 %94, 2
  %109 = getelementptr inbounds double, ptr %61, i64 %108
  %110 = load double, ptr %109, align 8, !tbaa !9
  %111 = getelementptr inbounds double, ptr %71, i64 %108
  %112 = load double, ptr %111, align 8, !tbaa !9
  %113 = call double @llvm.fmuladd.f64(double %110, double %112, double %107)
  %114 = or disjoint i64 %94, 3
  %115 = getelementptr inbounds double, ptr %61, i64 %114
  %116 = load double, ptr %115, align 8, !tbaa !9
  %117 = getelementptr inbounds double, ptr %71, i64 %114
  %118 = load double, ptr %117, align 8, !tbaa !9
  %119 = call double @llvm.fmuladd.f64(double %116, double %118, double %113)
  %120 = add nuw nsw i64 %94, 4
  %121 = add i64 %96, 4
  %122 = icmp eq i64 %121, %21
  br i1 %122, label %72, label %93, !llvm.loop !17

123:                                              ; preds = %63, %52
  %124 = call double @logdet_quad(ptr noundef %57, ptr noundef nonnull readonly %4, i32 noundef %8)
  call void @free(ptr noundef %57) #12
  %125 = fadd double %55, 0xBEB0C6F7A0B5ED8D
  store double %125, ptr %54, align 8, !tbaa !9
  %126 = call noalias ptr @malloc(i64 noundef %15) #13
  br i1 %16, label %127, label %192

127:                                              ; preds = %123, %132
  %128 = phi i64 [ %133, %132 ], [ 0, %123 ]
  %129 = mul nuw nsw i64 %128, %17
  %130 = getelementptr inbounds double, ptr %2, i64 %129
  %131 = getelementptr inbounds double, ptr %126, i64 %129
  br label %135

132:                                              ; preds = %157
  %133 = add nuw nsw i64 %128, 1
  %134 = icmp eq i64 %133, %17
  br i1 %134, label %192, label %127, !llvm.loop !13

135:                                              ; preds = %157, %127
  %136 = phi i64 [ 0, %127 ], [ %160, %157 ]
  %137 = icmp eq i64 %128, %136
  %138 = select i1 %137, double %18, double 0.000000e+00
  %139 = mul nuw nsw i64 %136, %17
  %140 = getelementptr inbounds double, ptr %2, i64 %139
  br i1 %24, label %141, label %162

141:                                              ; preds = %162, %135
  %142 = phi double [ poison, %135 ], [ %188, %162 ]
  %143 = phi i64 [ 0, %135 ], [ %189, %162 ]
  %144 = phi double [ %138, %135 ], [ %188, %162 ]
  br i1 %26, label %157, label %145

145:                                              ; preds = %141, %145
  %146 = phi i64 [ %154, %145 ], [ %143, %141 ]
  %147 = phi double [ %153, %145 ], [ %144, %141 ]
  %148 = phi i64 [ %155, %145 ], [ 0, %141 ]
  %149 = getelementptr inbounds double, ptr %130, i64 %146
  %150 = load double, ptr %149, align 8, !tbaa !9
  %151 = getelementptr inbounds double, ptr %140, i64 %146
  %152 = load double, ptr %151, align 8, !tbaa !9
  %153 = call double @llvm.fmuladd.f64(double %150, double %152, double %147)
  %154 = add nuw nsw i64 %146, 1
  %155 = add i64 %148, 1
  %156 = icmp eq i64 %155, %23
  br i1 %156, label %157, label %145, !llvm.loop !18

157:                                              ; preds = %145, %141
  %158 = phi double [ %142, %141 ], [ %153, %145 ]
  %159 = getelementptr inbounds double, ptr %131, i64 %136
  store double %158, ptr %159, align 8, !tbaa !9
  %160 = add nuw nsw i64 %136, 1
  %161 = icmp eq i64 %160, %17
  br i1 %161, label %132, label %135, !llvm.loop !16

162:                                              ; preds = %135, %162
  %163 = phi i64 [ %189, %162 ], [ 0, %135 ]
  %164 = phi double [ %188, %162 ], [ %138, %135 ]
  %165 = phi i64 [ %190, %162 ], [ 0, %135 ]
  %166 = getelementptr inbounds double, ptr %130, i64 %163
  %167 = load double, ptr %166, align 8, !tbaa !9
  %168 = getelementptr inbounds double, ptr %140, i64 %163
  %169 = load double, ptr %168, align 8, !tbaa !9
  %170 = call double @llvm.fmuladd.f64(double %167, double %169, double %164)
  %171 = or disjoint i64 %163, 1
  %172 = getelementptr inbounds double, ptr %130, i64 %171
  %173 = load double, ptr %172, align 8, !tbaa !9
  %174 = getelementptr inbounds double, ptr %140, i64 %171
  %175 = load double, ptr %174, align 8, !tbaa !9
  %176 = call double @llvm.fmuladd.f64(double %173, double %175, double %170)
  %177 = or disjoint i64 %163, 2
  %178 = getelementptr inbounds double, ptr %130, i64 %177
  %179 = load double, ptr %178, align 8, !tbaa !9
  %180 = getelementptr inbounds double, ptr %140, i64 %177
  %181 = load double, ptr %180, align 8, !tbaa !9
  %182 = call double @llvm.fmuladd.f64(double %179, double %181, double %176)
  %183 = or disjoint i64 %163, 3
  %184 = getelementptr inbounds double, ptr %130, i64 %183
  %185 = load double, ptr %184, align 8, !tbaa !9
  %186 = getelementptr inbounds double, ptr %140, i64 %183
  %187 = load double, ptr %186, align 8, !tbaa !9
  %188 = call double @llvm.fmuladd.f64(double %185, double %187, double %182)
  %189 = add nuw nsw i64 %163, 4
  %190 = add i64 %165, 4
  %191 = icmp eq i64 %190, %25
  br i1 %191, label %141, label %162, !llvm.loop !17

192:                                              ; preds = %132, %123
  %193 = call double @logdet_quad(ptr noundef %126, ptr noundef nonnull readonly %4, i32 noundef %8)
  call void @free(ptr noundef %126) #12
  store double %55, ptr %54, align 8, !tbaa !9
  %194 = trunc nuw nsw i64 %53 to i32
  %195 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 64, ptr noundef nonnull @.str, i32 noundef %194) #12
  %196 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %53
  %197 = load double, ptr %196, align 8, !tbaa !9
  %198 = fsub double %124, %193
  %199 = fdiv double %198, 2.000000e-06
  %200 = fsub double %197, %199
  %201 = call double @llvm.fabs.f64(double %200)
  %202 = call double @llvm.fabs.f64(double %199)
  %203 = call double @llvm.maxnum.f64(double %202, double 1.000000e+00)
  %204 = fmul double %203, 0x3EB0C6F7A0B5ED8D
  %205 = fcmp ugt double %201, %204
  %206 = fcmp ule double %202, 1.000000e-09
  %207 = or i1 %206, %205
  %208 = select i1 %207, ptr @.str.3, ptr @.str.4
  %209 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %5, double noundef %197, double noundef %199, ptr noundef nonnull %208)
  %210 = zext i1 %207 to i32
  %211 = load i32, ptr @fails, align 4, !tbaa !5
  %212 = add nsw i32 %211, %210
  store i32 %212, ptr @fails, align 4, !tbaa !5
  %213 = add nuw nsw i64 %53, 1
  %214 = icmp eq i64 %213, 16
  br i1 %214, label %41, label %52, !llvm.loop !19

215:                                              ; preds = %41, %227
  %216 = phi i64 [ 0, %41 ], [ %228, %227 ]
  %217 = phi i64 [ 1, %41 ], [ %229, %227 ]
  %218 = shl nuw nsw i64 %216, 2
  %219 = trunc nuw nsw i64 %216 to i32
  br label %231

220:                                              ; preds = %227
  %221 = icmp eq i32 %258, 0
  %222 = select i1 %221, ptr @.str.4, ptr @.str.3
  %223 = call i32 @puts(ptr nonnull dereferenceable(1) %222)
  %224 = load i32, ptr @fails, align 4, !tbaa !5
  %225 = icmp ne i32 %224, 0
  %226 = zext i1 %225 to i32
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %7) #12
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %6) #12
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #12
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %3) #12
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %2) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %226

227:                                              ; preds = %231
  %228 = add nuw nsw i64 %216, 1
  %229 = add nuw nsw i64 %217, 1
  %230 = icmp eq i64 %228, 4
  br i1 %230, label %220, label %215, !llvm.loop !20

231:                                              ; preds = %215, %231
  %232 = phi i64 [ 0, %215 ], [ %259, %231 ]
  %233 = add nuw nsw i64 %232, %218
  %234 = getelementptr inbounds [16 x double], ptr %6, i64 0, i64 %233
  %235 = load double, ptr %234, align 8, !tbaa !9
  %236 = fadd double %235, 0x3EB0C6F7A0B5ED8D
  store double %236, ptr %234, align 8, !tbaa !9
  %237 = call double @logdet_quad(ptr noundef nonnull %6, ptr noundef nonnull %4, i32 noundef %8)
  %238 = fadd double %235, 0xBEB0C6F7A0B5ED8D
  store double %238, ptr %234, align 8, !tbaa !9
  %239 = call double @logdet_quad(ptr noundef nonnull %6, ptr noundef nonnull %4, i32 noundef %8)
  store double %235, ptr %234, align 8, !tbaa !9
  %240 = trunc nuw nsw i64 %232 to i32
  %241 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 64, ptr noundef nonnull @.str.1, i32 noundef %219, i32 noundef %240) #12
  %242 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 %233
  %243 = load double, ptr %242, align 8, !tbaa !9
  %244 = fsub double %237, %239
  %245 = fdiv double %244, 2.000000e-06
  %246 = fsub double %243, %245
  %247 = call double @llvm.fabs.f64(double %246)
  %248 = call double @llvm.fabs.f64(double %245)
  %249 = call double @llvm.maxnum.f64(double %248, double 1.000000e+00)
  %250 = fmul double %249, 0x3EB0C6F7A0B5ED8D
  %251 = fcmp ugt double %247, %250
  %252 = fcmp ule double %248, 1.000000e-09
  %253 = or i1 %252, %251
  %254 = select i1 %253, ptr @.str.3, ptr @.str.4
  %255 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %5, double noundef %243, double noundef %245, ptr noundef nonnull %254)
  %256 = zext i1 %253 to i32
  %257 = load i32, ptr @fails, align 4, !tbaa !5
  %258 = add nsw i32 %257, %256
  store i32 %258, ptr @fails, align 4, !tbaa !5
  %259 = add nuw nsw i64 %232, 1
  %260 = icmp eq i64 %259, %217
  br i1 %260, label %227, label %231, !llvm.loop !21
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
  br i1 %8, label %9, label %21

9:                                                ; preds = %3
  %10 = zext nneg i32 %2 to i64
  %11 = sitofp i32 %2 to double
  %12 = and i64 %10, 3
  %13 = icmp ult i32 %2, 4
  %14 = and i64 %10, 2147483644
  %15 = icmp eq i64 %12, 0
  br label %16

16:                                               ; preds = %23, %9
  %17 = phi i64 [ 0, %9 ], [ %24, %23 ]
  %18 = mul nuw nsw i64 %17, %10
  %19 = getelementptr inbounds double, ptr %0, i64 %18
  %20 = getelementptr inbounds double, ptr %7, i64 %18
  br label %26

21:                                               ; preds = %23, %3
  %22 = tail call double @logdet_quad(ptr noundef %7, ptr noundef %1, i32 noundef %2)
  tail call void @free(ptr noundef %7) #12
  ret double %22

23:                                               ; preds = %48
  %24 = add nuw nsw i64 %17, 1
  %25 = icmp eq i64 %24, %10
  br i1 %25, label %21, label %16, !llvm.loop !13

26:                                               ; preds = %16, %48
  %27 = phi i64 [ 0, %16 ], [ %51, %48 ]
  %28 = icmp eq i64 %17, %27
  %29 = select i1 %28, double %11, double 0.000000e+00
  %30 = mul nuw nsw i64 %27, %10
  %31 = getelementptr inbounds double, ptr %0, i64 %30
  br i1 %13, label %32, label %53

32:                                               ; preds = %53, %26
  %33 = phi double [ poison, %26 ], [ %79, %53 ]
  %34 = phi i64 [ 0, %26 ], [ %80, %53 ]
  %35 = phi double [ %29, %26 ], [ %79, %53 ]
  br i1 %15, label %48, label %36

36:                                               ; preds = %32, %36
  %37 = phi i64 [ %45, %36 ], [ %34, %32 ]
  %38 = phi double [ %44, %36 ], [ %35, %32 ]
  %39 = phi i64 [ %46, %36 ], [ 0, %32 ]
  %40 = getelementptr inbounds double, ptr %19, i64 %37
  %41 = load double, ptr %40, align 8, !tbaa !9
  %42 = getelementptr inbounds double, ptr %31, i64 %37
  %43 = load double, ptr %42, align 8, !tbaa !9
  %44 = tail call double @llvm.fmuladd.f64(double %41, double %43, double %38)
  %45 = add nuw nsw i64 %37, 1
  %46 = add i64 %39, 1
  %47 = icmp eq i64 %46, %12
  br i1 %47, label %48, label %36, !llvm.loop !22

48:                                               ; preds = %36, %32
  %49 = phi double [ %33, %32 ], [ %44, %36 ]
  %50 = getelementptr inbounds double, ptr %20, i64 %27
  store double %49, ptr %50, align 8, !tbaa !9
  %51 = add nuw nsw i64 %27, 1
  %52 = icmp eq i64 %51, %10
  br i1 %52, label %23, label %26, !llvm.loop !16

53:                                               ; preds = %26, %53
  %54 = phi i64 [ %80, %53 ], [ 0, %26 ]
  %55 = phi double [ %79, %53 ], [ %29, %26 ]
  %56 = phi i64 [ %81, %53 ], [ 0, %26 ]
  %57 = getelementptr inbounds double, ptr %19, i64 %54
  %58 = load double, ptr %57, align 8, !tbaa !9
  %59 = getelementptr inbounds double, ptr %31, i64 %54
  %60 = load double, ptr %59, align 8, !tbaa !9
  %61 = tail call double @llvm.fmuladd.f64(double %58, double %60, double %55)
  %62 = or disjoint i64 %54, 1
  %63 = getelementptr inbounds double, ptr %19, i64 %62
  %64 = load double, ptr %63, align 8, !tbaa !9
  %65 = getelementptr inbounds double, ptr %31, i64 %62
  %66 = load double, ptr %65, align 8, !tbaa !9
  %67 = tail call double @llvm.fmuladd.f64(double %64, double %66, double %61)
  %68 = or disjoint i64 %54, 2
  %69 = getelementptr inbounds double, ptr %19, i64 %68
  %70 = load double, ptr %69, align 8, !tbaa !9
  %71 = getelementptr inbounds double, ptr %31, i64 %68
  %72 = load double, ptr %71, align 8, !tbaa !9
  %73 = tail call double @llvm.fmuladd.f64(double %70, double %72, double %67)
  %74 = or disjoint i64 %54, 3
  %75 = getelementptr inbounds double, ptr %19, i64 %74
  %76 = load double, ptr %75, align 8, !tbaa !9
  %77 = getelementptr inbounds double, ptr %31, i64 %74
  %78 = load double, ptr %77, align 8, !tbaa !9
  %79 = tail call double @llvm.fmuladd.f64(double %76, double %78, double %73)
  %80 = add nuw nsw i64 %54, 4
  %81 = add i64 %56, 4
  %82 = icmp eq i64 %81, %14
  br i1 %82, label %32, label %53, !llvm.loop !17
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
  br i1 %11, label %175, label %12

12:                                               ; preds = %3
  %13 = tail call i64 @llvm.umax.i64(i64 %5, i64 1)
  %14 = shl nuw nsw i64 %13, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(1) %7, ptr noundef nonnull align 8 dereferenceable(1) %0, i64 %14, i1 false), !tbaa !9
  %15 = icmp sgt i32 %2, 0
  br i1 %15, label %16, label %175

16:                                               ; preds = %12
  %17 = zext nneg i32 %2 to i64
  br label %21

18:                                               ; preds = %115, %54
  %19 = add nuw nsw i64 %23, 1
  %20 = icmp eq i64 %57, %17
  br i1 %20, label %155, label %21, !llvm.loop !23

21:                                               ; preds = %18, %16
  %22 = phi i64 [ 0, %16 ], [ %57, %18 ]
  %23 = phi i64 [ 1, %16 ], [ %19, %18 ]
  %24 = trunc i64 %22 to i32
  %25 = mul nuw nsw i64 %22, %17
  %26 = mul nuw nsw i32 %24, %2
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds double, ptr %7, i64 %22
  %29 = getelementptr inbounds double, ptr %28, i64 %27
  %30 = load double, ptr %29, align 8, !tbaa !9
  %31 = icmp eq i64 %22, 0
  br i1 %31, label %54, label %32

32:                                               ; preds = %21
  %33 = getelementptr inbounds double, ptr %7, i64 %25
  %34 = and i64 %22, 3
  %35 = icmp ult i64 %22, 4
  br i1 %35, label %38, label %36

36:                                               ; preds = %32
  %37 = and i64 %22, 9223372036854775804
  br label %65

38:                                               ; preds = %65, %32
  %39 = phi double [ poison, %32 ], [ %87, %65 ]
  %40 = phi i64 [ 0, %32 ], [ %88, %65 ]
  %41 = phi double [ %30, %32 ], [ %87, %65 ]
  %42 = icmp eq i64 %34, 0
  br i1 %42, label %54, label %43

43:                                               ; preds = %38, %43
  %44 = phi i64 [ %51, %43 ], [ %40, %38 ]
  %45 = phi double [ %50, %43 ], [ %41, %38 ]
  %46 = phi i64 [ %52, %43 ], [ 0, %38 ]
  %47 = getelementptr inbounds double, ptr %33, i64 %44
  %48 = load double, ptr %47, align 8, !tbaa !9
  %49 = fneg double %48
  %50 = tail call double @llvm.fmuladd.f64(double %49, double %48, double %45)
  %51 = add nuw nsw i64 %44, 1
  %52 = add i64 %46, 1
  %53 = icmp eq i64 %52, %34
  br i1 %53, label %54, label %43, !llvm.loop !24

54:                                               ; preds = %38, %43, %21
  %55 = phi double [ %30, %21 ], [ %39, %38 ], [ %50, %43 ]
  %56 = tail call double @sqrt(double noundef %55) #12
  store double %56, ptr %29, align 8, !tbaa !9
  %57 = add nuw nsw i64 %22, 1
  %58 = icmp ult i64 %57, %17
  br i1 %58, label %59, label %18

59:                                               ; preds = %54
  %60 = getelementptr inbounds double, ptr %7, i64 %25
  %61 = and i64 %22, 3
  %62 = icmp ult i64 %22, 4
  %63 = and i64 %22, 9223372036854775804
  %64 = icmp eq i64 %61, 0
  br label %91

65:                                               ; preds = %65, %36
  %66 = phi i64 [ 0, %36 ], [ %88, %65 ]
  %67 = phi double [ %30, %36 ], [ %87, %65 ]
  %68 = phi i64 [ 0, %36 ], [ %89, %65 ]
  %69 = getelementptr inbounds double, ptr %33, i64 %66
  %70 = load double, ptr %69, align 8, !tbaa !9
  %71 = fneg double %70
  %72 = tail call double @llvm.fmuladd.f64(double %71, double %70, double %67)
  %73 = or disjoint i64 %66, 1
  %74 = getelementptr inbounds double, ptr %33, i64 %73
  %75 = load double, ptr %74, align 8, !tbaa !9
  %76 = fneg double %75
  %77 = tail call double @llvm.fmuladd.f64(double %76, double %75, double %72)
  %78 = or disjoint i64 %66, 2
  %79 = getelementptr inbounds double, ptr %33, i64 %78
  %80 = load double, ptr %79, align 8, !tbaa !9
  %81 = fneg double %80
  %82 = tail call double @llvm.fmuladd.f64(double %81, double %80, double %77)
  %83 = or disjoint i64 %66, 3
  %84 = getelementptr inbounds double, ptr %33, i64 %83
  %85 = load double, ptr %84, align 8, !tbaa !9
  %86 = fneg double %85
  %87 = tail call double @llvm.fmuladd.f64(double %86, double %85, double %82)
  %88 = add nuw nsw i64 %66, 4
  %89 = add i64 %68, 4
  %90 = icmp eq i64 %89, %37
  br i1 %90, label %38, label %65, !llvm.loop !25

91:                                               ; preds = %115, %59
  %92 = phi i64 [ %23, %59 ], [ %119, %115 ]
  %93 = mul nuw nsw i64 %92, %17
  %94 = getelementptr inbounds double, ptr %28, i64 %93
  %95 = load double, ptr %94, align 8, !tbaa !9
  br i1 %31, label %115, label %96

96:                                               ; preds = %91
  %97 = getelementptr inbounds double, ptr %7, i64 %93
  br i1 %62, label %98, label %121

98:                                               ; preds = %121, %96
  %99 = phi double [ poison, %96 ], [ %151, %121 ]
  %100 = phi i64 [ 0, %96 ], [ %152, %121 ]
  %101 = phi double [ %95, %96 ], [ %151, %121 ]
  br i1 %64, label %115, label %102

102:                                              ; preds = %98, %102
  %103 = phi i64 [ %112, %102 ], [ %100, %98 ]
  %104 = phi double [ %111, %102 ], [ %101, %98 ]
  %105 = phi i64 [ %113, %102 ], [ 0, %98 ]
  %106 = getelementptr inbounds double, ptr %97, i64 %103
  %107 = load double, ptr %106, align 8, !tbaa !9
  %108 = getelementptr inbounds double, ptr %60, i64 %103
  %109 = load double, ptr %108, align 8, !tbaa !9
  %110 = fneg double %107
  %111 = tail call double @llvm.fmuladd.f64(double %110, double %109, double %104)
  %112 = add nuw nsw i64 %103, 1
  %113 = add i64 %105, 1
  %114 = icmp eq i64 %113, %61
  br i1 %114, label %115, label %102, !llvm.loop !26

115:                                              ; preds = %98, %102, %91
  %116 = phi double [ %95, %91 ], [ %99, %98 ], [ %111, %102 ]
  %117 = load double, ptr %29, align 8, !tbaa !9
  %118 = fdiv double %116, %117
  store double %118, ptr %94, align 8, !tbaa !9
  %119 = add nuw nsw i64 %92, 1
  %120 = icmp eq i64 %119, %17
  br i1 %120, label %18, label %91, !llvm.loop !27

121:                                              ; preds = %96, %121
  %122 = phi i64 [ %152, %121 ], [ 0, %96 ]
  %123 = phi double [ %151, %121 ], [ %95, %96 ]
  %124 = phi i64 [ %153, %121 ], [ 0, %96 ]
  %125 = getelementptr inbounds double, ptr %97, i64 %122
  %126 = load double, ptr %125, align 8, !tbaa !9
  %127 = getelementptr inbounds double, ptr %60, i64 %122
  %128 = load double, ptr %127, align 8, !tbaa !9
  %129 = fneg double %126
  %130 = tail call double @llvm.fmuladd.f64(double %129, double %128, double %123)
  %131 = or disjoint i64 %122, 1
  %132 = getelementptr inbounds double, ptr %97, i64 %131
  %133 = load double, ptr %132, align 8, !tbaa !9
  %134 = getelementptr inbounds double, ptr %60, i64 %131
  %135 = load double, ptr %134, align 8, !tbaa !9
  %136 = fneg double %133
  %137 = tail call double @llvm.fmuladd.f64(double %136, double %135, double %130)
  %138 = or disjoint i64 %122, 2
  %139 = getelementptr inbounds double, ptr %97, i64 %138
  %140 = load double, ptr %139, align 8, !tbaa !9
  %141 = getelementptr inbounds double, ptr %60, i64 %138
  %142 = load double, ptr %141, align 8, !tbaa !9
  %143 = fneg double %140
  %144 = tail call double @llvm.fmuladd.f64(double %143, double %142, double %137)
  %145 = or disjoint i64 %122, 3
  %146 = getelementptr inbounds double, ptr %97, i64 %145
  %147 = load double, ptr %146, align 8, !tbaa !9
  %148 = getelementptr inbounds double, ptr %60, i64 %145
  %149 = load double, ptr %148, align 8, !tbaa !9
  %150 = fneg double %147
  %151 = tail call double @llvm.fmuladd.f64(double %150, double %149, double %144)
  %152 = add nuw nsw i64 %122, 4
  %153 = add i64 %124, 4
  %154 = icmp eq i64 %153, %63
  br i1 %154, label %98, label %121, !llvm.loop !28

155:                                              ; preds = %18
  br i1 %15, label %156, label %175

156:                                              ; preds = %155
  %157 = add nuw i32 %2, 1
  %158 = zext nneg i32 %2 to i64
  br label %163

159:                                              ; preds = %163
  br i1 %15, label %160, label %175

160:                                              ; preds = %159
  %161 = add nuw i32 %2, 1
  %162 = zext nneg i32 %2 to i64
  br label %179

163:                                              ; preds = %156, %163
  %164 = phi i64 [ 0, %156 ], [ %173, %163 ]
  %165 = phi double [ 0.000000e+00, %156 ], [ %172, %163 ]
  %166 = trunc nuw nsw i64 %164 to i32
  %167 = mul i32 %157, %166
  %168 = sext i32 %167 to i64
  %169 = getelementptr inbounds double, ptr %7, i64 %168
  %170 = load double, ptr %169, align 8, !tbaa !9
  %171 = tail call double @log(double noundef %170) #12
  %172 = tail call double @llvm.fmuladd.f64(double %171, double 2.000000e+00, double %165)
  %173 = add nuw nsw i64 %164, 1
  %174 = icmp eq i64 %173, %158
  br i1 %174, label %159, label %163, !llvm.loop !29

175:                                              ; preds = %212, %3, %12, %155, %159
  %176 = phi double [ %172, %159 ], [ 0.000000e+00, %155 ], [ 0.000000e+00, %12 ], [ 0.000000e+00, %3 ], [ %172, %212 ]
  %177 = phi double [ 0.000000e+00, %159 ], [ 0.000000e+00, %155 ], [ 0.000000e+00, %12 ], [ 0.000000e+00, %3 ], [ %221, %212 ]
  tail call void @free(ptr noundef %7) #12
  tail call void @free(ptr noundef %10) #12
  %178 = tail call double @llvm.fmuladd.f64(double %177, double 5.000000e-01, double %176)
  ret double %178

179:                                              ; preds = %160, %212
  %180 = phi i64 [ 0, %160 ], [ %222, %212 ]
  %181 = phi double [ 0.000000e+00, %160 ], [ %221, %212 ]
  %182 = getelementptr inbounds double, ptr %1, i64 %180
  %183 = load double, ptr %182, align 8, !tbaa !9
  %184 = icmp eq i64 %180, 0
  br i1 %184, label %212, label %185

185:                                              ; preds = %179
  %186 = trunc i64 %180 to i32
  %187 = mul i32 %186, %2
  %188 = zext i32 %187 to i64
  %189 = getelementptr inbounds double, ptr %7, i64 %188
  %190 = and i64 %180, 3
  %191 = icmp ult i64 %180, 4
  br i1 %191, label %194, label %192

192:                                              ; preds = %185
  %193 = and i64 %180, 9223372036854775804
  br label %224

194:                                              ; preds = %224, %185
  %195 = phi double [ poison, %185 ], [ %254, %224 ]
  %196 = phi i64 [ 0, %185 ], [ %255, %224 ]
  %197 = phi double [ %183, %185 ], [ %254, %224 ]
  %198 = icmp eq i64 %190, 0
  br i1 %198, label %212, label %199

199:                                              ; preds = %194, %199
  %200 = phi i64 [ %209, %199 ], [ %196, %194 ]
  %201 = phi double [ %208, %199 ], [ %197, %194 ]
  %202 = phi i64 [ %210, %199 ], [ 0, %194 ]
  %203 = getelementptr inbounds double, ptr %189, i64 %200
  %204 = load double, ptr %203, align 8, !tbaa !9
  %205 = getelementptr inbounds double, ptr %10, i64 %200
  %206 = load double, ptr %205, align 8, !tbaa !9
  %207 = fneg double %204
  %208 = tail call double @llvm.fmuladd.f64(double %207, double %206, double %201)
  %209 = add nuw nsw i64 %200, 1
  %210 = add i64 %202, 1
  %211 = icmp eq i64 %210, %190
  br i1 %211, label %212, label %199, !llvm.loop !30

212:                                              ; preds = %194, %199, %179
  %213 = phi double [ %183, %179 ], [ %195, %194 ], [ %208, %199 ]
  %214 = trunc nuw nsw i64 %180 to i32
  %215 = mul i32 %161, %214
  %216 = sext i32 %215 to i64
  %217 = getelementptr inbounds double, ptr %7, i64 %216
  %218 = load double, ptr %217, align 8, !tbaa !9
  %219 = fdiv double %213, %218
  %220 = getelementptr inbounds double, ptr %10, i64 %180
  store double %219, ptr %220, align 8, !tbaa !9
  %221 = tail call double @llvm.fmuladd.f64(double %219, double %219, double %181)
  %222 = add nuw nsw i64 %180, 1
  %223 = icmp eq i64 %222, %162
  br i1 %223, label %175, label %179, !llvm.loop !31

224:                                              ; preds = %224, %192
  %225 = phi i64 [ 0, %192 ], [ %255, %224 ]
  %226 = phi double [ %183, %192 ], [ %254, %224 ]
  %227 = phi i64 [ 0, %192 ], [ %256, %224 ]
  %228 = getelementptr inbounds double, ptr %189, i64 %225
  %229 = load double, ptr %228, align 8, !tbaa !9
  %230 = getelementptr inbounds double, ptr %10, i64 %225
  %231 = load double, ptr %230, align 8, !tbaa !9
  %232 = fneg double %229
  %233 = tail call double @llvm.fmuladd.f64(double %232, double %231, double %226)
  %234 = or disjoint i64 %225, 1
  %235 = getelementptr inbounds double, ptr %189, i64 %234
  %236 = load double, ptr %235, align 8, !tbaa !9
  %237 = getelementptr inbounds double, ptr %10, i64 %234
  %238 = load double, ptr %237, align 8, !tbaa !9
  %239 = fneg double %236
  %240 = tail call double @llvm.fmuladd.f64(double %239, double %238, double %233)
  %241 = or disjoint i64 %225, 2
  %242 = getelementptr inbounds double, ptr %189, i64 %241
  %243 = load double, ptr %242, align 8, !tbaa !9
  %244 = getelementptr inbounds double, ptr %10, i64 %241
  %245 = load double, ptr %244, align 8, !tbaa !9
  %246 = fneg double %243
  %247 = tail call double @llvm.fmuladd.f64(double %246, double %245, double %240)
  %248 = or disjoint i64 %225, 3
  %249 = getelementptr inbounds double, ptr %189, i64 %248
  %250 = load double, ptr %249, align 8, !tbaa !9
  %251 = getelementptr inbounds double, ptr %10, i64 %248
  %252 = load double, ptr %251, align 8, !tbaa !9
  %253 = fneg double %250
  %254 = tail call double @llvm.fmuladd.f64(double %253, double %252, double %247)
  %255 = add nuw nsw i64 %225, 4
  %256 = add i64 %227, 4
  %257 = icmp eq i64 %256, %193
  br i1 %257, label %194, label %224, !llvm.loop !32
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

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }
attributes #13 = { nounwind allocsize(0) }

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
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !15}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !15}
!23 = distinct !{!23, !12}
!24 = distinct !{!24, !15}
!25 = distinct !{!25, !12}
!26 = distinct !{!26, !15}
!27 = distinct !{!27, !12}
!28 = distinct !{!28, !12}
!29 = distinct !{!29, !12}
!30 = distinct !{!30, !15}
!31 = distinct !{!31, !12}
!32 = distinct !{!32, !12}
