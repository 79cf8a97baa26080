; ModuleID = 'rev/15_running_max.c'
source_filename = "rev/15_running_max.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.x = private unnamed_addr constant [7 x double] [double 3.000000e-01, double -5.000000e-01, double 1.200000e+00, double 8.000000e-01, double 1.900000e+00, double -2.000000e-01, double 1.000000e+00], align 8
@__const.main.y = private unnamed_addr constant [7 x double] [double 5.000000e-01, double 1.500000e+00, double 0xBFE6666666666666, double 2.000000e+00, double 9.000000e-01, double -1.100000e+00, double 3.000000e-01], align 8
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [16 x i8] c"runmax d/dx[%d]\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"argmax_pick d/dx[%d]\00", align 1
@.str.2 = private unnamed_addr constant [21 x i8] c"argmax_pick d/dy[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.6 = private unnamed_addr constant [32 x i8] c"%-26s ad=%+.10e (must be 0) %s\0A\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca [7 x double], align 8
  %3 = alloca [7 x double], align 8
  %4 = alloca [7 x double], align 8
  %5 = alloca [7 x double], align 8
  %6 = alloca [7 x double], align 8
  %7 = alloca [32 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 7, ptr %1, align 4, !tbaa !6
  %8 = load volatile i32, ptr %1, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %2) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %2, ptr noundef nonnull align 8 dereferenceable(56) @__const.main.x, i64 56, i1 false)
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %3) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %3, ptr noundef nonnull align 8 dereferenceable(56) @__const.main.y, i64 56, i1 false)
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %4) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %4, i8 0, i64 56, i1 false)
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %5) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %5, i8 0, i64 56, i1 false)
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %6) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %6, i8 0, i64 56, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #11
  %9 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %10 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @runmax, ptr noundef nonnull %2, ptr noundef nonnull %4, i32 noundef %9, i32 noundef %8) #11
  %11 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %12 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @argmax_pick, ptr noundef nonnull %2, ptr noundef nonnull %5, ptr noundef nonnull %3, ptr noundef nonnull %6, i32 noundef %11, i32 noundef %8) #11
  %13 = icmp sgt i32 %8, 1
  %14 = zext nneg i32 %8 to i64
  br label %22

15:                                               ; preds = %236
  %16 = icmp eq i32 %240, 0
  %17 = select i1 %16, ptr @.str.5, ptr @.str.4
  %18 = call i32 @puts(ptr nonnull dereferenceable(1) %17)
  %19 = load i32, ptr @fails, align 4, !tbaa !6
  %20 = icmp ne i32 %19, 0
  %21 = zext i1 %20 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #11
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %6) #11
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %5) #11
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %3) #11
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %2) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %21

22:                                               ; preds = %0, %236
  %23 = phi i64 [ 0, %0 ], [ %241, %236 ]
  %24 = getelementptr inbounds [7 x double], ptr %2, i64 0, i64 %23
  %25 = load double, ptr %24, align 8, !tbaa !10
  %26 = fadd double %25, 0x3EB0C6F7A0B5ED8D
  store double %26, ptr %24, align 8, !tbaa !10
  br i1 %13, label %27, label %58

27:                                               ; preds = %22
  %28 = load double, ptr %2, align 8, !tbaa !10
  br label %29

29:                                               ; preds = %29, %27
  %30 = phi i64 [ 1, %27 ], [ %38, %29 ]
  %31 = phi double [ 0.000000e+00, %27 ], [ %41, %29 ]
  %32 = phi double [ %28, %27 ], [ %36, %29 ]
  %33 = getelementptr inbounds double, ptr %2, i64 %30
  %34 = load double, ptr %33, align 8, !tbaa !10
  %35 = fcmp ogt double %34, %32
  %36 = select i1 %35, double %34, double %32
  %37 = fmul double %36, %36
  %38 = add nuw nsw i64 %30, 1
  %39 = trunc nuw nsw i64 %38 to i32
  %40 = uitofp nneg i32 %39 to double
  %41 = call double @llvm.fmuladd.f64(double %37, double %40, double %31)
  %42 = icmp eq i64 %38, %14
  br i1 %42, label %45, label %29, !llvm.loop !12

43:                                               ; preds = %45
  %44 = sext i32 %55 to i64
  br label %58

45:                                               ; preds = %29, %45
  %46 = phi i64 [ %56, %45 ], [ 1, %29 ]
  %47 = phi i32 [ %55, %45 ], [ 0, %29 ]
  %48 = getelementptr inbounds double, ptr %2, i64 %46
  %49 = load double, ptr %48, align 8, !tbaa !10
  %50 = sext i32 %47 to i64
  %51 = getelementptr inbounds double, ptr %2, i64 %50
  %52 = load double, ptr %51, align 8, !tbaa !10
  %53 = fcmp ogt double %49, %52
  %54 = trunc nuw nsw i64 %46 to i32
  %55 = select i1 %53, i32 %54, i32 %47
  %56 = add nuw nsw i64 %46, 1
  %57 = icmp eq i64 %56, %14
  br i1 %57, label %43, label %45, !llvm.loop !14

58:                                               ; preds = %22, %43
  %59 = phi double [ %41, %43 ], [ 0.000000e+00, %22 ]
  %60 = phi i64 [ %44, %43 ], [ 0, %22 ]
  %61 = getelementptr inbounds double, ptr %3, i64 %60
  %62 = load double, ptr %61, align 8, !tbaa !10
  %63 = getelementptr inbounds double, ptr %2, i64 %60
  %64 = load double, ptr %63, align 8, !tbaa !10
  %65 = fmul double %62, %64
  %66 = call double @sin(double noundef %62) #11
  %67 = call double @llvm.fmuladd.f64(double %65, double %64, double %66)
  %68 = fadd double %25, 0xBEB0C6F7A0B5ED8D
  store double %68, ptr %24, align 8, !tbaa !10
  br i1 %13, label %69, label %100

69:                                               ; preds = %58
  %70 = load double, ptr %2, align 8, !tbaa !10
  br label %71

71:                                               ; preds = %71, %69
  %72 = phi i64 [ 1, %69 ], [ %80, %71 ]
  %73 = phi double [ 0.000000e+00, %69 ], [ %83, %71 ]
  %74 = phi double [ %70, %69 ], [ %78, %71 ]
  %75 = getelementptr inbounds double, ptr %2, i64 %72
  %76 = load double, ptr %75, align 8, !tbaa !10
  %77 = fcmp ogt double %76, %74
  %78 = select i1 %77, double %76, double %74
  %79 = fmul double %78, %78
  %80 = add nuw nsw i64 %72, 1
  %81 = trunc nuw nsw i64 %80 to i32
  %82 = uitofp nneg i32 %81 to double
  %83 = call double @llvm.fmuladd.f64(double %79, double %82, double %73)
  %84 = icmp eq i64 %80, %14
  br i1 %84, label %87, label %71, !llvm.loop !12

85:                                               ; preds = %87
  %86 = sext i32 %97 to i64
  br label %100

87:                                               ; preds = %71, %87
  %88 = phi i64 [ %98, %87 ], [ 1, %71 ]
  %89 = phi i32 [ %97, %87 ], [ 0, %71 ]
  %90 = getelementptr inbounds double, ptr %2, i64 %88
  %91 = load double, ptr %90, align 8, !tbaa !10
  %92 = sext i32 %89 to i64
  %93 = getelementptr inbounds double, ptr %2, i64 %92
  %94 = load double, ptr %93, align 8, !tbaa !10
  %95 = fcmp ogt double %91, %94
  %96 = trunc nuw nsw i64 %88 to i32
  %97 = select i1 %95, i32 %96, i32 %89
  %98 = add nuw nsw i64 %88, 1
  %99 = icmp eq i64 %98, %14
  br i1 %99, label %85, label %87, !llvm.loop !14

100:                                              ; preds = %58, %85
  %101 = phi double [ %83, %85 ], [ 0.000000e+00, %58 ]
  %102 = phi i64 [ %86, %85 ], [ 0, %58 ]
  %103 = getelementptr inbounds double, ptr %3, i64 %102
  %104 = load double, ptr %103, align 8, !tbaa !10
  %105 = getelementptr inbounds double, ptr %2, i64 %102
  %106 = load double, ptr %105, align 8, !tbaa !10
  %107 = fmul double %104, %106
  %108 = call double @sin(double noundef %104) #11
  %109 = call double @llvm.fmuladd.f64(double %107, double %106, double %108)
  store double %25, ptr %24, align 8, !tbaa !10
  %110 = trunc nuw nsw i64 %23 to i32
  %111 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef %110) #11
  %112 = getelementptr inbounds [7 x double], ptr %4, i64 0, i64 %23
  %113 = load double, ptr %112, align 8, !tbaa !10
  %114 = fsub double %59, %101
  %115 = fdiv double %114, 2.000000e-06
  %116 = fcmp oeq double %115, 0.000000e+00
  br i1 %116, label %117, label %121

117:                                              ; preds = %100
  %118 = fcmp une double %113, 0.000000e+00
  %119 = select i1 %118, ptr @.str.4, ptr @.str.5
  %120 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %7, double noundef %113, ptr noundef nonnull %119)
  br label %132

121:                                              ; preds = %100
  %122 = fsub double %113, %115
  %123 = call double @llvm.fabs.f64(double %122)
  %124 = call double @llvm.fabs.f64(double %115)
  %125 = call double @llvm.maxnum.f64(double %124, double 1.000000e+00)
  %126 = fmul double %125, 0x3EB0C6F7A0B5ED8D
  %127 = fcmp ugt double %123, %126
  %128 = fcmp ule double %124, 1.000000e-09
  %129 = or i1 %128, %127
  %130 = select i1 %129, ptr @.str.4, ptr @.str.5
  %131 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %7, double noundef %113, double noundef %115, ptr noundef nonnull %130)
  br label %132

132:                                              ; preds = %117, %121
  %133 = phi i1 [ %129, %121 ], [ %118, %117 ]
  %134 = zext i1 %133 to i32
  %135 = load i32, ptr @fails, align 4, !tbaa !6
  %136 = add nsw i32 %135, %134
  store i32 %136, ptr @fails, align 4, !tbaa !6
  %137 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i64 noundef 32, ptr noundef nonnull @.str.1, i32 noundef %110) #11
  %138 = getelementptr inbounds [7 x double], ptr %5, i64 0, i64 %23
  %139 = load double, ptr %138, align 8, !tbaa !10
  %140 = fsub double %67, %109
  %141 = fdiv double %140, 2.000000e-06
  %142 = fcmp oeq double %141, 0.000000e+00
  br i1 %142, label %143, label %147

143:                                              ; preds = %132
  %144 = fcmp une double %139, 0.000000e+00
  %145 = select i1 %144, ptr @.str.4, ptr @.str.5
  %146 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %7, double noundef %139, ptr noundef nonnull %145)
  br label %158

147:                                              ; preds = %132
  %148 = fsub double %139, %141
  %149 = call double @llvm.fabs.f64(double %148)
  %150 = call double @llvm.fabs.f64(double %141)
  %151 = call double @llvm.maxnum.f64(double %150, double 1.000000e+00)
  %152 = fmul double %151, 0x3EB0C6F7A0B5ED8D
  %153 = fcmp ugt double %149, %152
  %154 = fcmp ule double %150, 1.000000e-09
  %155 = or i1 %154, %153
  %156 = select i1 %155, ptr @.str.4, ptr @.str.5
  %157 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %7, double noundef %139, double noundef %141, ptr noundef nonnull %156)
  br label %158

158:                                              ; preds = %143, %147
  %159 = phi i1 [ %155, %147 ], [ %144, %143 ]
  %160 = zext i1 %159 to i32
  %161 = load i32, ptr @fails, align 4, !tbaa !6
  %162 = add nsw i32 %161, %160
  store i32 %162, ptr @fails, align 4, !tbaa !6
  %163 = getelementptr inbounds [7 x double], ptr %3, i64 0, i64 %23
  %164 = load double, ptr %163, align 8, !tbaa !10
  %165 = fadd double %164, 0x3EB0C6F7A0B5ED8D
  store double %165, ptr %163, align 8, !tbaa !10
  br i1 %13, label %168, label %181

166:                                              ; preds = %168
  %167 = sext i32 %178 to i64
  br label %181

168:                                              ; preds = %158, %168
  %169 = phi i64 [ %179, %168 ], [ 1, %158 ]
  %170 = phi i32 [ %178, %168 ], [ 0, %158 ]
  %171 = getelementptr inbounds double, ptr %2, i64 %169
  %172 = load double, ptr %171, align 8, !tbaa !10
  %173 = sext i32 %170 to i64
  %174 = getelementptr inbounds double, ptr %2, i64 %173
  %175 = load double, ptr %174, align 8, !tbaa !10
  %176 = fcmp ogt double %172, %175
  %177 = trunc nuw nsw i64 %169 to i32
  %178 = select i1 %176, i32 %177, i32 %170
  %179 = add nuw nsw i64 %169, 1
  %180 = icmp eq i64 %179, %14
  br i1 %180, label %166, label %168, !llvm.loop !14

181:                                              ; preds = %158, %166
  %182 = phi i64 [ 0, %158 ], [ %167, %166 ]
  %183 = getelementptr inbounds double, ptr %3, i64 %182
  %184 = load double, ptr %183, align 8, !tbaa !10
  %185 = getelementptr inbounds double, ptr %2, i64 %182
  %186 = load double, ptr %185, align 8, !tbaa !10
  %187 = fmul double %184, %186
  %188 = call double @sin(double noundef %184) #11
  %189 = call double @llvm.fmuladd.f64(double %187, double %186, double %188)
  %190 = fadd double %164, 0xBEB0C6F7A0B5ED8D
  store double %190, ptr %163, align 8, !tbaa !10
  br i1 %13, label %193, label %206

191:                                              ; preds = %193
  %192 = sext i32 %203 to i64
  br label %206

193:                                              ; preds = %181, %193
  %194 = phi i64 [ %204, %193 ], [ 1, %181 ]
  %195 = phi i32 [ %203, %193 ], [ 0, %181 ]
  %196 = getelementptr inbounds double, ptr %2, i64 %194
  %197 = load double, ptr %196, align 8, !tbaa !10
  %198 = sext i32 %195 to i64
  %199 = getelementptr inbounds double, ptr %2, i64 %198
  %200 = load double, ptr %199, align 8, !tbaa !10
  %201 = fcmp ogt double %197, %200
  %202 = trunc nuw nsw i64 %194 to i32
  %203 = select i1 %201, i32 %202, i32 %195
  %204 = add nuw nsw i64 %194, 1
  %205 = icmp eq i64 %204, %14
  br i1 %205, label %191, label %193, !llvm.loop !14

206:                                              ; preds = %181, %191
  %207 = phi i64 [ 0, %181 ], [ %192, %191 ]
  %208 = getelementptr inbounds double, ptr %3, i64 %207
  %209 = load double, ptr %208, align 8, !tbaa !10
  %210 = getelementptr inbounds double, ptr %2, i64 %207
  %211 = load double, ptr %210, align 8, !tbaa !10
  %212 = fmul double %209, %211
  %213 = call double @sin(double noundef %209) #11
  %214 = call double @llvm.fmuladd.f64(double %212, double %211, double %213)
  store double %164, ptr %163, align 8, !tbaa !10
  %215 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i64 noundef 32, ptr noundef nonnull @.str.2, i32 noundef %110) #11
  %216 = getelementptr inbounds [7 x double], ptr %6, i64 0, i64 %23
  %217 = load double, ptr %216, align 8, !tbaa !10
  %218 = fsub double %189, %214
  %219 = fdiv double %218, 2.000000e-06
  %220 = fcmp oeq double %219, 0.000000e+00
  br i1 %220, label %221, label %225

221:                                              ; preds = %206
  %222 = fcmp une double %217, 0.000000e+00
  %223 = select i1 %222, ptr @.str.4, ptr @.str.5
  %224 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %7, double noundef %217, ptr noundef nonnull %223)
  br label %236

225:                                              ; preds = %206
  %226 = fsub double %217, %219
  %227 = call double @llvm.fabs.f64(double %226)
  %228 = call double @llvm.fabs.f64(double %219)
  %229 = call double @llvm.maxnum.f64(double %228, double 1.000000e+00)
  %230 = fmul double %229, 0x3EB0C6F7A0B5ED8D
  %231 = fcmp ugt double %227, %230
  %232 = fcmp ule double %228, 1.000000e-09
  %233 = or i1 %232, %231
  %234 = select i1 %233, ptr @.str.4, ptr @.str.5
  %235 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %7, double noundef %217, double noundef %219, ptr noundef nonnull %234)
  br label %236

236:                                              ; preds = %221, %225
  %237 = phi i1 [ %233, %225 ], [ %222, %221 ]
  %238 = zext i1 %237 to i32
  %239 = load i32, ptr @fails, align 4, !tbaa !6
  %240 = add nsw i32 %239, %238
  store i32 %240, ptr @fails, align 4, !tbaa !6
  %241 = add nuw nsw i64 %23, 1
  %242 = icmp eq i64 %241, 7
  br i1 %242, label %15, label %22, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal double @runmax(ptr nocapture noundef readonly %0, i32 noundef %1) #5 {
  %3 = icmp sgt i32 %1, 1
  br i1 %3, label %4, label %7

4:                                                ; preds = %2
  %5 = load double, ptr %0, align 8, !tbaa !10
  %6 = zext nneg i32 %1 to i64
  br label %9

7:                                                ; preds = %9, %2
  %8 = phi double [ 0.000000e+00, %2 ], [ %21, %9 ]
  ret double %8

9:                                                ; preds = %4, %9
  %10 = phi i64 [ 1, %4 ], [ %18, %9 ]
  %11 = phi double [ 0.000000e+00, %4 ], [ %21, %9 ]
  %12 = phi double [ %5, %4 ], [ %16, %9 ]
  %13 = getelementptr inbounds double, ptr %0, i64 %10
  %14 = load double, ptr %13, align 8, !tbaa !10
  %15 = fcmp ogt double %14, %12
  %16 = select i1 %15, double %14, double %12
  %17 = fmul double %16, %16
  %18 = add nuw nsw i64 %10, 1
  %19 = trunc nuw nsw i64 %18 to i32
  %20 = uitofp nneg i32 %19 to double
  %21 = tail call double @llvm.fmuladd.f64(double %17, double %20, double %11)
  %22 = icmp eq i64 %18, %6
  br i1 %22, label %7, label %9, !llvm.loop !12
}

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @argmax_pick(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) #6 {
  %4 = icmp sgt i32 %2, 1
  br i1 %4, label %5, label %9

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  br label %18

7:                                                ; preds = %18
  %8 = sext i32 %28 to i64
  br label %9

9:                                                ; preds = %7, %3
  %10 = phi i64 [ 0, %3 ], [ %8, %7 ]
  %11 = getelementptr inbounds double, ptr %1, i64 %10
  %12 = load double, ptr %11, align 8, !tbaa !10
  %13 = getelementptr inbounds double, ptr %0, i64 %10
  %14 = load double, ptr %13, align 8, !tbaa !10
  %15 = fmul double %12, %14
  %16 = tail call double @sin(double noundef %12) #11
  %17 = tail call double @llvm.fmuladd.f64(double %15, double %14, double %16)
  ret double %17

18:                                               ; preds = %5, %18
  %19 = phi i64 [ 1, %5 ], [ %29, %18 ]
  %20 = phi i32 [ 0, %5 ], [ %28, %18 ]
  %21 = getelementptr inbounds double, ptr %0, i64 %19
  %22 = load double, ptr %21, align 8, !tbaa !10
  %23 = sext i32 %20 to i64
  %24 = getelementptr inbounds double, ptr %0, i64 %23
  %25 = load double, ptr %24, align 8, !tbaa !10
  %26 = fcmp ogt double %22, %25
  %27 = trunc nuw nsw i64 %19 to i32
  %28 = select i1 %26, i32 %27, i32 %20
  %29 = add nuw nsw i64 %19, 1
  %30 = icmp eq i64 %29, %6
  br i1 %30, label %7, label %18, !llvm.loop !14
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #8

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #10

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind memory(write, argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { nofree nounwind }
attributes #11 = { nounwind }

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
