; ModuleID = 'rev/19_malloc_free.c'
source_filename = "rev/19_malloc_free.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [19 x i8] c"with_heap d/dx[%d]\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"heap_in_loop d/dx[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [6 x double], align 16
  %4 = alloca [6 x double], align 8
  %5 = alloca [6 x double], align 8
  %6 = alloca [32 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 6, ptr %1, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  store volatile i32 4, ptr %2, align 4, !tbaa !6
  %7 = load volatile i32, ptr %1, align 4, !tbaa !6
  %8 = load volatile i32, ptr %2, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #11
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %4, i8 0, i64 48, i1 false)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %5) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %5, i8 0, i64 48, i1 false)
  store <2 x double> <double 0x3FE1239E28B3DBAE, double 0x3FECCA5AD8B69523>, ptr %3, align 16, !tbaa !10
  %9 = getelementptr inbounds i8, ptr %3, i64 16
  store <2 x double> <double 0x3FDFF255994CDB55, double 0xBFCD38F39963B4F2>, ptr %9, align 16, !tbaa !10
  %10 = getelementptr inbounds i8, ptr %3, i64 32
  store <2 x double> <double 0xBFDF36C0A56416B1, double 0x3F720F54877D1E82>, ptr %10, align 16, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #11
  %11 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %12 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %13 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @with_heap, i32 noundef %11, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %12, i32 noundef %7) #11
  %14 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %15 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %16 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @heap_in_loop, i32 noundef %14, ptr noundef nonnull %3, ptr noundef nonnull %5, i32 noundef %15, i32 noundef %7, i32 noundef %15, i32 noundef %8) #11
  %17 = sext i32 %7 to i64
  %18 = shl nsw i64 %17, 3
  %19 = icmp sgt i32 %7, 0
  %20 = icmp sgt i32 %8, 0
  %21 = zext i32 %7 to i64
  %22 = zext nneg i32 %8 to i64
  %23 = icmp ult i32 %7, 4
  %24 = and i64 %21, 2147483644
  %25 = icmp eq i64 %24, %21
  %26 = icmp ult i32 %7, 4
  %27 = and i64 %21, 2147483644
  %28 = icmp eq i64 %27, %21
  br label %36

29:                                               ; preds = %196
  %30 = icmp eq i32 %234, 0
  %31 = select i1 %30, ptr @.str.4, ptr @.str.3
  %32 = call i32 @puts(ptr nonnull dereferenceable(1) %31)
  %33 = load i32, ptr @fails, align 4, !tbaa !6
  %34 = icmp ne i32 %33, 0
  %35 = zext i1 %34 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #11
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %5) #11
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %35

36:                                               ; preds = %0, %196
  %37 = phi i64 [ 0, %0 ], [ %235, %196 ]
  %38 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 %37
  %39 = load double, ptr %38, align 8, !tbaa !10
  %40 = fadd double %39, 0x3EB0C6F7A0B5ED8D
  store double %40, ptr %38, align 8, !tbaa !10
  %41 = call noalias ptr @malloc(i64 noundef %18) #12
  br i1 %19, label %42, label %79

42:                                               ; preds = %36
  br i1 %23, label %56, label %43

43:                                               ; preds = %42, %43
  %44 = phi i64 [ %53, %43 ], [ 0, %42 ]
  %45 = getelementptr inbounds double, ptr %3, i64 %44
  %46 = getelementptr inbounds i8, ptr %45, i64 16
  %47 = load <2 x double>, ptr %45, align 16, !tbaa !10
  %48 = load <2 x double>, ptr %46, align 16, !tbaa !10
  %49 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %47, <2 x double> %47, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %50 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %48, <2 x double> %48, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %51 = getelementptr inbounds double, ptr %41, i64 %44
  %52 = getelementptr inbounds i8, ptr %51, i64 16
  store <2 x double> %49, ptr %51, align 8, !tbaa !10
  store <2 x double> %50, ptr %52, align 8, !tbaa !10
  %53 = add nuw i64 %44, 4
  %54 = icmp eq i64 %53, %24
  br i1 %54, label %55, label %43, !llvm.loop !12

55:                                               ; preds = %43
  br i1 %25, label %66, label %56

56:                                               ; preds = %55, %42
  %57 = phi i64 [ 0, %42 ], [ %24, %55 ]
  br label %58

58:                                               ; preds = %56, %58
  %59 = phi i64 [ %64, %58 ], [ %57, %56 ]
  %60 = getelementptr inbounds double, ptr %3, i64 %59
  %61 = load double, ptr %60, align 8, !tbaa !10
  %62 = call double @llvm.fmuladd.f64(double %61, double %61, double 1.000000e+00)
  %63 = getelementptr inbounds double, ptr %41, i64 %59
  store double %62, ptr %63, align 8, !tbaa !10
  %64 = add nuw nsw i64 %59, 1
  %65 = icmp eq i64 %64, %21
  br i1 %65, label %66, label %58, !llvm.loop !16

66:                                               ; preds = %58, %55
  br label %67

67:                                               ; preds = %66, %67
  %68 = phi i64 [ %73, %67 ], [ 0, %66 ]
  %69 = phi double [ %78, %67 ], [ 0.000000e+00, %66 ]
  %70 = getelementptr inbounds double, ptr %41, i64 %68
  %71 = load double, ptr %70, align 8, !tbaa !10
  %72 = call double @log(double noundef %71) #11
  %73 = add nuw nsw i64 %68, 1
  %74 = icmp eq i64 %73, %21
  %75 = select i1 %74, i64 0, i64 %73
  %76 = getelementptr inbounds double, ptr %41, i64 %75
  %77 = load double, ptr %76, align 8, !tbaa !10
  %78 = call double @llvm.fmuladd.f64(double %72, double %77, double %69)
  br i1 %74, label %79, label %67, !llvm.loop !17

79:                                               ; preds = %67, %36
  %80 = phi double [ 0.000000e+00, %36 ], [ %78, %67 ]
  call void @free(ptr noundef %41) #11
  br i1 %20, label %81, label %117

81:                                               ; preds = %79, %99
  %82 = phi i64 [ %101, %99 ], [ 0, %79 ]
  %83 = phi double [ %100, %99 ], [ 0.000000e+00, %79 ]
  %84 = call noalias ptr @malloc(i64 noundef %18) #12
  br i1 %19, label %85, label %99

85:                                               ; preds = %81
  %86 = trunc i64 %82 to i32
  %87 = add i32 %86, 1
  %88 = uitofp nneg i32 %87 to double
  br label %89

89:                                               ; preds = %89, %85
  %90 = phi i64 [ 0, %85 ], [ %97, %89 ]
  %91 = getelementptr inbounds double, ptr %3, i64 %90
  %92 = load double, ptr %91, align 8, !tbaa !10
  %93 = fmul double %92, %88
  %94 = call double @sin(double noundef %93) #11
  %95 = call double @llvm.fmuladd.f64(double %83, double 1.000000e-02, double %94)
  %96 = getelementptr inbounds double, ptr %84, i64 %90
  store double %95, ptr %96, align 8, !tbaa !10
  %97 = add nuw nsw i64 %90, 1
  %98 = icmp eq i64 %97, %21
  br i1 %98, label %103, label %89, !llvm.loop !18

99:                                               ; preds = %103, %81
  %100 = phi double [ %83, %81 ], [ %114, %103 ]
  call void @free(ptr noundef %84) #11
  %101 = add nuw nsw i64 %82, 1
  %102 = icmp eq i64 %101, %22
  br i1 %102, label %117, label %81, !llvm.loop !19

103:                                              ; preds = %89, %103
  %104 = phi i64 [ %115, %103 ], [ 0, %89 ]
  %105 = phi double [ %114, %103 ], [ %83, %89 ]
  %106 = getelementptr inbounds double, ptr %84, i64 %104
  %107 = load double, ptr %106, align 8, !tbaa !10
  %108 = add nuw nsw i64 %104, %82
  %109 = trunc nuw nsw i64 %108 to i32
  %110 = urem i32 %109, %7
  %111 = zext nneg i32 %110 to i64
  %112 = getelementptr inbounds double, ptr %84, i64 %111
  %113 = load double, ptr %112, align 8, !tbaa !10
  %114 = call double @llvm.fmuladd.f64(double %107, double %113, double %105)
  %115 = add nuw nsw i64 %104, 1
  %116 = icmp eq i64 %115, %21
  br i1 %116, label %99, label %103, !llvm.loop !20

117:                                              ; preds = %99, %79
  %118 = phi double [ 0.000000e+00, %79 ], [ %100, %99 ]
  %119 = fadd double %39, 0xBEB0C6F7A0B5ED8D
  store double %119, ptr %38, align 8, !tbaa !10
  %120 = call noalias ptr @malloc(i64 noundef %18) #12
  br i1 %19, label %121, label %158

121:                                              ; preds = %117
  br i1 %26, label %135, label %122

122:                                              ; preds = %121, %122
  %123 = phi i64 [ %132, %122 ], [ 0, %121 ]
  %124 = getelementptr inbounds double, ptr %3, i64 %123
  %125 = getelementptr inbounds i8, ptr %124, i64 16
  %126 = load <2 x double>, ptr %124, align 16, !tbaa !10
  %127 = load <2 x double>, ptr %125, align 16, !tbaa !10
  %128 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %126, <2 x double> %126, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %129 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %127, <2 x double> %127, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %130 = getelementptr inbounds double, ptr %120, i64 %123
  %131 = getelementptr inbounds i8, ptr %130, i64 16
  store <2 x double> %128, ptr %130, align 8, !tbaa !10
  store <2 x double> %129, ptr %131, align 8, !tbaa !10
  %132 = add nuw i64 %123, 4
  %133 = icmp eq i64 %132, %27
  br i1 %133, label %134, label %122, !llvm.loop !21

134:                                              ; preds = %122
  br i1 %28, label %145, label %135

135:                                              ; preds = %134, %121
  %136 = phi i64 [ 0, %121 ], [ %27, %134 ]
  br label %137

137:                                              ; preds = %135, %137
  %138 = phi i64 [ %143, %137 ], [ %136, %135 ]
  %139 = getelementptr inbounds double, ptr %3, i64 %138
  %140 = load double, ptr %139, align 8, !tbaa !10
  %141 = call double @llvm.fmuladd.f64(double %140, double %140, double 1.000000e+00)
  %142 = getelementptr inbounds double, ptr %120, i64 %138
  store double %141, ptr %142, align 8, !tbaa !10
  %143 = add nuw nsw i64 %138, 1
  %144 = icmp eq i64 %143, %21
  br i1 %144, label %145, label %137, !llvm.loop !22

145:                                              ; preds = %137, %134
  br label %146

146:                                              ; preds = %145, %146
  %147 = phi i64 [ %152, %146 ], [ 0, %145 ]
  %148 = phi double [ %157, %146 ], [ 0.000000e+00, %145 ]
  %149 = getelementptr inbounds double, ptr %120, i64 %147
  %150 = load double, ptr %149, align 8, !tbaa !10
  %151 = call double @log(double noundef %150) #11
  %152 = add nuw nsw i64 %147, 1
  %153 = icmp eq i64 %152, %21
  %154 = select i1 %153, i64 0, i64 %152
  %155 = getelementptr inbounds double, ptr %120, i64 %154
  %156 = load double, ptr %155, align 8, !tbaa !10
  %157 = call double @llvm.fmuladd.f64(double %151, double %156, double %148)
  br i1 %153, label %158, label %146, !llvm.loop !17

158:                                              ; preds = %146, %117
  %159 = phi double [ 0.000000e+00, %117 ], [ %157, %146 ]
  call void @free(ptr noundef %120) #11
  br i1 %20, label %160, label %196

160:                                              ; preds = %158, %178
  %161 = phi i64 [ %180, %178 ], [ 0, %158 ]
  %162 = phi double [ %179, %178 ], [ 0.000000e+00, %158 ]
  %163 = call noalias ptr @malloc(i64 noundef %18) #12
  br i1 %19, label %164, label %178

164:                                              ; preds = %160
  %165 = trunc i64 %161 to i32
  %166 = add i32 %165, 1
  %167 = uitofp nneg i32 %166 to double
  br label %168

168:                                              ; preds = %168, %164
  %169 = phi i64 [ 0, %164 ], [ %176, %168 ]
  %170 = getelementptr inbounds double, ptr %3, i64 %169
  %171 = load double, ptr %170, align 8, !tbaa !10
  %172 = fmul double %171, %167
  %173 = call double @sin(double noundef %172) #11
  %174 = call double @llvm.fmuladd.f64(double %162, double 1.000000e-02, double %173)
  %175 = getelementptr inbounds double, ptr %163, i64 %169
  store double %174, ptr %175, align 8, !tbaa !10
  %176 = add nuw nsw i64 %169, 1
  %177 = icmp eq i64 %176, %21
  br i1 %177, label %182, label %168, !llvm.loop !18

178:                                              ; preds = %182, %160
  %179 = phi double [ %162, %160 ], [ %193, %182 ]
  call void @free(ptr noundef %163) #11
  %180 = add nuw nsw i64 %161, 1
  %181 = icmp eq i64 %180, %22
  br i1 %181, label %196, label %160, !llvm.loop !19

182:                                              ; preds = %168, %182
  %183 = phi i64 [ %194, %182 ], [ 0, %168 ]
  %184 = phi double [ %193, %182 ], [ %162, %168 ]
  %185 = getelementptr inbounds double, ptr %163, i64 %183
  %186 = load double, ptr %185, align 8, !tbaa !10
  %187 = add nuw nsw i64 %183, %161
  %188 = trunc nuw nsw i64 %187 to i32
  %189 = urem i32 %188, %7
  %190 = zext nneg i32 %189 to i64
  %191 = getelementptr inbounds double, ptr %163, i64 %190
  %192 = load double, ptr %191, align 8, !tbaa !10
  %193 = call double @llvm.fmuladd.f64(double %186, double %192, double %184)
  %194 = add nuw nsw i64 %183, 1
  %195 = icmp eq i64 %194, %21
  br i1 %195, label %178, label %182, !llvm.loop !20

196:                                              ; preds = %178, %158
  %197 = phi double [ 0.000000e+00, %158 ], [ %179, %178 ]
  store double %39, ptr %38, align 8, !tbaa !10
  %198 = trunc nuw nsw i64 %37 to i32
  %199 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %6, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef %198) #11
  %200 = getelementptr inbounds [6 x double], ptr %4, i64 0, i64 %37
  %201 = load double, ptr %200, align 8, !tbaa !10
  %202 = fsub double %80, %159
  %203 = fdiv double %202, 2.000000e-06
  %204 = fsub double %201, %203
  %205 = call double @llvm.fabs.f64(double %204)
  %206 = call double @llvm.fabs.f64(double %203)
  %207 = call double @llvm.maxnum.f64(double %206, double 1.000000e+00)
  %208 = fmul double %207, 0x3EB0C6F7A0B5ED8D
  %209 = fcmp ugt double %205, %208
  %210 = fcmp ule double %206, 1.000000e-09
  %211 = or i1 %210, %209
  %212 = select i1 %211, ptr @.str.3, ptr @.str.4
  %213 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %6, double noundef %201, double noundef %203, ptr noundef nonnull %212)
  %214 = zext i1 %211 to i32
  %215 = load i32, ptr @fails, align 4, !tbaa !6
  %216 = add nsw i32 %215, %214
  store i32 %216, ptr @fails, align 4, !tbaa !6
  %217 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %6, i64 noundef 32, ptr noundef nonnull @.str.1, i32 noundef %198) #11
  %218 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 %37
  %219 = load double, ptr %218, align 8, !tbaa !10
  %220 = fsub double %118, %197
  %221 = fdiv double %220, 2.000000e-06
  %222 = fsub double %219, %221
  %223 = call double @llvm.fabs.f64(double %222)
  %224 = call double @llvm.fabs.f64(double %221)
  %225 = call double @llvm.maxnum.f64(double %224, double 1.000000e+00)
  %226 = fmul double %225, 0x3EB0C6F7A0B5ED8D
  %227 = fcmp ugt double %223, %226
  %228 = fcmp ule double %224, 1.000000e-09
  %229 = or i1 %228, %227
  %230 = select i1 %229, ptr @.str.3, ptr @.str.4
  %231 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %6, double noundef %219, double noundef %221, ptr noundef nonnull %230)
  %232 = zext i1 %229 to i32
  %233 = load i32, ptr @fails, align 4, !tbaa !6
  %234 = add nsw i32 %233, %232
  store i32 %234, ptr @fails, align 4, !tbaa !6
  %235 = add nuw nsw i64 %37, 1
  %236 = icmp eq i64 %235, 6
  br i1 %236, label %29, label %36, !llvm.loop !23
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define internal double @with_heap(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = sext i32 %1 to i64
  %4 = shl nsw i64 %3, 3
  %5 = tail call noalias ptr @malloc(i64 noundef %4) #12
  %6 = icmp sgt i32 %1, 0
  br i1 %6, label %7, label %39

7:                                                ; preds = %2
  %8 = zext nneg i32 %1 to i64
  %9 = icmp ult i32 %1, 4
  br i1 %9, label %10, label %12

10:                                               ; preds = %26, %7
  %11 = phi i64 [ 0, %7 ], [ %13, %26 ]
  br label %31

12:                                               ; preds = %7
  %13 = and i64 %8, 2147483644
  br label %14

14:                                               ; preds = %14, %12
  %15 = phi i64 [ 0, %12 ], [ %24, %14 ]
  %16 = getelementptr inbounds double, ptr %0, i64 %15
  %17 = getelementptr inbounds i8, ptr %16, i64 16
  %18 = load <2 x double>, ptr %16, align 8, !tbaa !10
  %19 = load <2 x double>, ptr %17, align 8, !tbaa !10
  %20 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %18, <2 x double> %18, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %21 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %19, <2 x double> %19, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %22 = getelementptr inbounds double, ptr %5, i64 %15
  %23 = getelementptr inbounds i8, ptr %22, i64 16
  store <2 x double> %20, ptr %22, align 8, !tbaa !10
  store <2 x double> %21, ptr %23, align 8, !tbaa !10
  %24 = add nuw i64 %15, 4
  %25 = icmp eq i64 %24, %13
  br i1 %25, label %26, label %14, !llvm.loop !24

26:                                               ; preds = %14
  %27 = icmp eq i64 %13, %8
  br i1 %27, label %28, label %10

28:                                               ; preds = %31, %26
  br i1 %6, label %29, label %39

29:                                               ; preds = %28
  %30 = zext nneg i32 %1 to i64
  br label %41

31:                                               ; preds = %10, %31
  %32 = phi i64 [ %37, %31 ], [ %11, %10 ]
  %33 = getelementptr inbounds double, ptr %0, i64 %32
  %34 = load double, ptr %33, align 8, !tbaa !10
  %35 = tail call double @llvm.fmuladd.f64(double %34, double %34, double 1.000000e+00)
  %36 = getelementptr inbounds double, ptr %5, i64 %32
  store double %35, ptr %36, align 8, !tbaa !10
  %37 = add nuw nsw i64 %32, 1
  %38 = icmp eq i64 %37, %8
  br i1 %38, label %28, label %31, !llvm.loop !25

39:                                               ; preds = %41, %2, %28
  %40 = phi double [ 0.000000e+00, %28 ], [ 0.000000e+00, %2 ], [ %53, %41 ]
  tail call void @free(ptr noundef %5) #11
  ret double %40

41:                                               ; preds = %29, %41
  %42 = phi i64 [ 0, %29 ], [ %47, %41 ]
  %43 = phi double [ 0.000000e+00, %29 ], [ %53, %41 ]
  %44 = getelementptr inbounds double, ptr %5, i64 %42
  %45 = load double, ptr %44, align 8, !tbaa !10
  %46 = tail call double @log(double noundef %45) #11
  %47 = add nuw nsw i64 %42, 1
  %48 = icmp eq i64 %47, %30
  %49 = and i64 %47, 4294967295
  %50 = select i1 %48, i64 0, i64 %49
  %51 = getelementptr inbounds double, ptr %5, i64 %50
  %52 = load double, ptr %51, align 8, !tbaa !10
  %53 = tail call double @llvm.fmuladd.f64(double %46, double %52, double %43)
  %54 = icmp eq i64 %47, %30
  br i1 %54, label %39, label %41, !llvm.loop !17
}

; Function Attrs: nounwind uwtable
define internal double @heap_in_loop(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %12

5:                                                ; preds = %3
  %6 = sext i32 %1 to i64
  %7 = shl nsw i64 %6, 3
  %8 = icmp sgt i32 %1, 0
  %9 = zext nneg i32 %2 to i64
  %10 = zext nneg i32 %1 to i64
  %11 = zext nneg i32 %1 to i64
  br label %14

12:                                               ; preds = %33, %3
  %13 = phi double [ 0.000000e+00, %3 ], [ %34, %33 ]
  ret double %13

14:                                               ; preds = %5, %33
  %15 = phi i64 [ 0, %5 ], [ %35, %33 ]
  %16 = phi double [ 0.000000e+00, %5 ], [ %34, %33 ]
  %17 = tail call noalias ptr @malloc(i64 noundef %7) #12
  br i1 %8, label %18, label %33

18:                                               ; preds = %14
  %19 = trunc i64 %15 to i32
  %20 = add i32 %19, 1
  %21 = uitofp nneg i32 %20 to double
  br label %23

22:                                               ; preds = %23
  br i1 %8, label %37, label %33

23:                                               ; preds = %18, %23
  %24 = phi i64 [ 0, %18 ], [ %31, %23 ]
  %25 = getelementptr inbounds double, ptr %0, i64 %24
  %26 = load double, ptr %25, align 8, !tbaa !10
  %27 = fmul double %26, %21
  %28 = tail call double @sin(double noundef %27) #11
  %29 = tail call double @llvm.fmuladd.f64(double %16, double 1.000000e-02, double %28)
  %30 = getelementptr inbounds double, ptr %17, i64 %24
  store double %29, ptr %30, align 8, !tbaa !10
  %31 = add nuw nsw i64 %24, 1
  %32 = icmp eq i64 %31, %10
  br i1 %32, label %22, label %23, !llvm.loop !18

33:                                               ; preds = %37, %14, %22
  %34 = phi double [ %16, %22 ], [ %16, %14 ], [ %48, %37 ]
  tail call void @free(ptr noundef %17) #11
  %35 = add nuw nsw i64 %15, 1
  %36 = icmp eq i64 %35, %9
  br i1 %36, label %12, label %14, !llvm.loop !19

37:                                               ; preds = %22, %37
  %38 = phi i64 [ %49, %37 ], [ 0, %22 ]
  %39 = phi double [ %48, %37 ], [ %16, %22 ]
  %40 = getelementptr inbounds double, ptr %17, i64 %38
  %41 = load double, ptr %40, align 8, !tbaa !10
  %42 = add nuw nsw i64 %38, %15
  %43 = trunc nuw nsw i64 %42 to i32
  %44 = urem i32 %43, %1
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds double, ptr %17, i64 %45
  %47 = load double, ptr %46, align 8, !tbaa !10
  %48 = tail call double @llvm.fmuladd.f64(double %41, double %47, double %39)
  %49 = add nuw nsw i64 %38, 1
  %50 = icmp eq i64 %49, %11
  br i1 %50, label %33, label %37, !llvm.loop !20
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #4

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #10

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nofree nounwind }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }
attributes #12 = { nounwind allocsize(0) }

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
!16 = distinct !{!16, !13, !15, !14}
!17 = distinct !{!17, !13}
!18 = distinct !{!18, !13}
!19 = distinct !{!19, !13}
!20 = distinct !{!20, !13}
!21 = distinct !{!21, !13, !14, !15}
!22 = distinct !{!22, !13, !15, !14}
!23 = distinct !{!23, !13}
!24 = distinct !{!24, !13, !14, !15}
!25 = distinct !{!25, !13, !15, !14}
