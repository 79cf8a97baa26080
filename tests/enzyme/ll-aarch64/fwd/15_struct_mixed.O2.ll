; ModuleID = 'fwd/15_struct_mixed.c'
source_filename = "fwd/15_struct_mixed.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.params = type { i32, double, i8, [4 x double], i32, double }

@__const.main.p = private unnamed_addr constant %struct.params { i32 4, double 1.700000e+00, i8 1, [4 x double] [double 5.000000e-01, double -1.200000e+00, double 8.000000e-01, double 3.000000e-01], i32 99, double -4.000000e-01 }, align 8
@__const.main.dp = private unnamed_addr constant %struct.params { i32 -7, double 3.000000e-01, i8 0, [4 x double] [double 1.000000e+00, double 2.000000e-01, double -5.000000e-01, double 0x3FE6666666666666], i32 -7, double 2.500000e-01 }, align 8
@.str = private unnamed_addr constant [17 x i8] c"model (p, x dup)\00", align 1
@enzyme_dup = external local_unnamed_addr global i32, align 4
@.str.1 = private unnamed_addr constant [15 x i8] c"model (flag=0)\00", align 1
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str.2 = private unnamed_addr constant [15 x i8] c"update: offset\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"update: coef[3]\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"update: scale kept\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.6 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.8 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.params, align 8
  %2 = alloca %struct.params, align 8
  %3 = alloca %struct.params, align 8
  %4 = alloca %struct.params, align 8
  %5 = alloca %struct.params, align 8
  %6 = alloca %struct.params, align 8
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %1) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %1, ptr noundef nonnull align 8 dereferenceable(72) @__const.main.p, i64 72, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %2) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %2, ptr noundef nonnull align 8 dereferenceable(72) @__const.main.dp, i64 72, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %3) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %3, ptr noundef nonnull align 8 dereferenceable(72) @__const.main.p, i64 72, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %4) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %4, ptr noundef nonnull align 8 dereferenceable(72) @__const.main.p, i64 72, i1 false)
  %7 = getelementptr inbounds i8, ptr %3, i64 8
  %8 = load double, ptr %7, align 8, !tbaa !6
  %9 = fadd double %8, 3.000000e-06
  %10 = getelementptr inbounds i8, ptr %4, i64 8
  %11 = load double, ptr %10, align 8, !tbaa !6
  %12 = fadd double %11, -3.000000e-06
  %13 = getelementptr inbounds i8, ptr %3, i64 64
  %14 = load double, ptr %13, align 8, !tbaa !12
  %15 = fadd double %14, 2.500000e-06
  store double %15, ptr %13, align 8, !tbaa !12
  %16 = getelementptr inbounds i8, ptr %4, i64 64
  %17 = load double, ptr %16, align 8, !tbaa !12
  %18 = fadd double %17, -2.500000e-06
  store double %18, ptr %16, align 8, !tbaa !12
  %19 = getelementptr inbounds i8, ptr %3, i64 24
  %20 = getelementptr inbounds i8, ptr %4, i64 24
  %21 = load <2 x double>, ptr %19, align 8, !tbaa !13
  %22 = fadd <2 x double> %21, <double 1.000000e-05, double 0x3EC0C6F7A0B5ED8E>
  store <2 x double> %22, ptr %19, align 8, !tbaa !13
  %23 = load <2 x double>, ptr %20, align 8, !tbaa !13
  %24 = fadd <2 x double> %23, <double -1.000000e-05, double 0xBEC0C6F7A0B5ED8E>
  store <2 x double> %24, ptr %20, align 8, !tbaa !13
  %25 = getelementptr inbounds i8, ptr %3, i64 40
  %26 = getelementptr inbounds i8, ptr %4, i64 40
  %27 = load <2 x double>, ptr %25, align 8, !tbaa !13
  %28 = fadd <2 x double> %27, <double -5.000000e-06, double 0x3EDD5C31593E5FB7>
  store <2 x double> %28, ptr %25, align 8, !tbaa !13
  %29 = load <2 x double>, ptr %26, align 8, !tbaa !13
  %30 = fadd <2 x double> %29, <double 5.000000e-06, double 0xBEDD5C31593E5FB7>
  store <2 x double> %30, ptr %26, align 8, !tbaa !13
  %31 = load i32, ptr @enzyme_dup, align 4, !tbaa !14
  %32 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @model, i32 noundef %31, ptr noundef nonnull %1, ptr noundef nonnull %2, double noundef 1.300000e+00, double noundef -6.000000e-01) #9
  %33 = load i32, ptr %3, align 8, !tbaa !15
  %34 = icmp sgt i32 %33, 0
  br i1 %34, label %35, label %37

35:                                               ; preds = %0
  %36 = zext nneg i32 %33 to i64
  br label %42

37:                                               ; preds = %42, %0
  %38 = phi double [ %15, %0 ], [ %50, %42 ]
  %39 = getelementptr inbounds i8, ptr %3, i64 16
  %40 = load i8, ptr %39, align 8, !tbaa !16
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %55, label %53

42:                                               ; preds = %42, %35
  %43 = phi i64 [ 0, %35 ], [ %51, %42 ]
  %44 = phi double [ %15, %35 ], [ %50, %42 ]
  %45 = getelementptr inbounds [4 x double], ptr %19, i64 0, i64 %43
  %46 = load double, ptr %45, align 8, !tbaa !13
  %47 = trunc nuw nsw i64 %43 to i32
  %48 = uitofp nneg i32 %47 to double
  %49 = call double @pow(double noundef 0x3FF4CCC6822FF089, double noundef %48) #9
  %50 = call double @llvm.fmuladd.f64(double %46, double %49, double %44)
  %51 = add nuw nsw i64 %43, 1
  %52 = icmp eq i64 %51, %36
  br i1 %52, label %37, label %42, !llvm.loop !17

53:                                               ; preds = %37
  %54 = fmul double %9, %38
  br label %57

55:                                               ; preds = %37
  %56 = fdiv double %38, %9
  br label %57

57:                                               ; preds = %53, %55
  %58 = phi double [ %54, %53 ], [ %56, %55 ]
  %59 = load i32, ptr %4, align 8, !tbaa !15
  %60 = icmp sgt i32 %59, 0
  br i1 %60, label %61, label %63

61:                                               ; preds = %57
  %62 = zext nneg i32 %59 to i64
  br label %68

63:                                               ; preds = %68, %57
  %64 = phi double [ %18, %57 ], [ %76, %68 ]
  %65 = getelementptr inbounds i8, ptr %4, i64 16
  %66 = load i8, ptr %65, align 8, !tbaa !16
  %67 = icmp eq i8 %66, 0
  br i1 %67, label %81, label %79

68:                                               ; preds = %68, %61
  %69 = phi i64 [ 0, %61 ], [ %77, %68 ]
  %70 = phi double [ %18, %61 ], [ %76, %68 ]
  %71 = getelementptr inbounds [4 x double], ptr %20, i64 0, i64 %69
  %72 = load double, ptr %71, align 8, !tbaa !13
  %73 = trunc nuw nsw i64 %69 to i32
  %74 = uitofp nneg i32 %73 to double
  %75 = call double @pow(double noundef 0x3FF4CCD31769A911, double noundef %74) #9
  %76 = call double @llvm.fmuladd.f64(double %72, double %75, double %70)
  %77 = add nuw nsw i64 %69, 1
  %78 = icmp eq i64 %77, %62
  br i1 %78, label %63, label %68, !llvm.loop !17

79:                                               ; preds = %63
  %80 = fmul double %12, %64
  br label %83

81:                                               ; preds = %63
  %82 = fdiv double %64, %12
  br label %83

83:                                               ; preds = %79, %81
  %84 = phi double [ %80, %79 ], [ %82, %81 ]
  %85 = fsub double %58, %84
  %86 = fdiv double %85, 2.000000e-05
  %87 = fsub double %32, %86
  %88 = call double @llvm.fabs.f64(double %87)
  %89 = call double @llvm.fabs.f64(double %86)
  %90 = call double @llvm.maxnum.f64(double %89, double 1.000000e+00)
  %91 = fmul double %90, 0x3EB0C6F7A0B5ED8D
  %92 = fcmp ugt double %88, %91
  %93 = fcmp ule double %89, 1.000000e-09
  %94 = or i1 %93, %92
  %95 = select i1 %94, ptr @.str.6, ptr @.str.7
  %96 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, double noundef %32, double noundef %86, ptr noundef nonnull %95)
  %97 = zext i1 %94 to i32
  %98 = load i32, ptr @fails, align 4, !tbaa !14
  %99 = add nsw i32 %98, %97
  store i32 %99, ptr @fails, align 4, !tbaa !14
  %100 = getelementptr inbounds i8, ptr %1, i64 16
  store i8 0, ptr %100, align 8, !tbaa !16
  %101 = load i32, ptr @enzyme_dup, align 4, !tbaa !14
  %102 = load i32, ptr @enzyme_const, align 4, !tbaa !14
  %103 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @model, i32 noundef %101, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %102, double noundef 1.300000e+00) #9
  br i1 %34, label %104, label %117

104:                                              ; preds = %83
  %105 = zext nneg i32 %33 to i64
  br label %106

106:                                              ; preds = %106, %104
  %107 = phi i64 [ 0, %104 ], [ %115, %106 ]
  %108 = phi double [ %15, %104 ], [ %114, %106 ]
  %109 = getelementptr inbounds [4 x double], ptr %19, i64 0, i64 %107
  %110 = load double, ptr %109, align 8, !tbaa !13
  %111 = trunc nuw nsw i64 %107 to i32
  %112 = uitofp nneg i32 %111 to double
  %113 = call double @pow(double noundef 1.300000e+00, double noundef %112) #9
  %114 = call double @llvm.fmuladd.f64(double %110, double %113, double %108)
  %115 = add nuw nsw i64 %107, 1
  %116 = icmp eq i64 %115, %105
  br i1 %116, label %117, label %106, !llvm.loop !17

117:                                              ; preds = %106, %83
  %118 = phi double [ %15, %83 ], [ %114, %106 ]
  %119 = fdiv double %118, %9
  br i1 %60, label %120, label %133

120:                                              ; preds = %117
  %121 = zext nneg i32 %59 to i64
  br label %122

122:                                              ; preds = %122, %120
  %123 = phi i64 [ 0, %120 ], [ %131, %122 ]
  %124 = phi double [ %18, %120 ], [ %130, %122 ]
  %125 = getelementptr inbounds [4 x double], ptr %20, i64 0, i64 %123
  %126 = load double, ptr %125, align 8, !tbaa !13
  %127 = trunc nuw nsw i64 %123 to i32
  %128 = uitofp nneg i32 %127 to double
  %129 = call double @pow(double noundef 1.300000e+00, double noundef %128) #9
  %130 = call double @llvm.fmuladd.f64(double %126, double %129, double %124)
  %131 = add nuw nsw i64 %123, 1
  %132 = icmp eq i64 %131, %121
  br i1 %132, label %133, label %122, !llvm.loop !17

133:                                              ; preds = %122, %117
  %134 = phi double [ %18, %117 ], [ %130, %122 ]
  %135 = fdiv double %134, %12
  %136 = fsub double %119, %135
  %137 = fdiv double %136, 2.000000e-05
  %138 = fsub double %103, %137
  %139 = call double @llvm.fabs.f64(double %138)
  %140 = call double @llvm.fabs.f64(double %137)
  %141 = call double @llvm.maxnum.f64(double %140, double 1.000000e+00)
  %142 = fmul double %141, 0x3EB0C6F7A0B5ED8D
  %143 = fcmp ugt double %139, %142
  %144 = fcmp ule double %140, 1.000000e-09
  %145 = or i1 %144, %143
  %146 = select i1 %145, ptr @.str.6, ptr @.str.7
  %147 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, double noundef %103, double noundef %137, ptr noundef nonnull %146)
  %148 = zext i1 %145 to i32
  %149 = load i32, ptr @fails, align 4, !tbaa !14
  %150 = add nsw i32 %149, %148
  store i32 %150, ptr @fails, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %5) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %5, ptr noundef nonnull align 8 dereferenceable(72) %1, i64 72, i1 false), !tbaa.struct !19
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %6) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %6, ptr noundef nonnull align 8 dereferenceable(72) %2, i64 72, i1 false), !tbaa.struct !19
  %151 = load i32, ptr @enzyme_dup, align 4, !tbaa !14
  %152 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @update, i32 noundef %151, ptr noundef nonnull %5, ptr noundef nonnull %6, double noundef 1.300000e+00, double noundef -6.000000e-01) #9
  br i1 %34, label %153, label %166

153:                                              ; preds = %133
  %154 = zext nneg i32 %33 to i64
  br label %155

155:                                              ; preds = %155, %153
  %156 = phi i64 [ 0, %153 ], [ %164, %155 ]
  %157 = phi double [ %15, %153 ], [ %163, %155 ]
  %158 = getelementptr inbounds [4 x double], ptr %19, i64 0, i64 %156
  %159 = load double, ptr %158, align 8, !tbaa !13
  %160 = trunc nuw nsw i64 %156 to i32
  %161 = uitofp nneg i32 %160 to double
  %162 = call double @pow(double noundef 0x3FF4CCC6822FF089, double noundef %161) #9
  %163 = call double @llvm.fmuladd.f64(double %159, double %162, double %157)
  %164 = add nuw nsw i64 %156, 1
  %165 = icmp eq i64 %164, %154
  br i1 %165, label %166, label %155, !llvm.loop !17

166:                                              ; preds = %155, %133
  %167 = phi double [ %15, %133 ], [ %163, %155 ]
  br i1 %60, label %168, label %181

168:                                              ; preds = %166
  %169 = zext nneg i32 %59 to i64
  br label %170

170:                                              ; preds = %170, %168
  %171 = phi i64 [ 0, %168 ], [ %179, %170 ]
  %172 = phi double [ %18, %168 ], [ %178, %170 ]
  %173 = getelementptr inbounds [4 x double], ptr %20, i64 0, i64 %171
  %174 = load double, ptr %173, align 8, !tbaa !13
  %175 = trunc nuw nsw i64 %171 to i32
  %176 = uitofp nneg i32 %175 to double
  %177 = call double @pow(double noundef 0x3FF4CCD31769A911, double noundef %176) #9
  %178 = call double @llvm.fmuladd.f64(double %174, double %177, double %172)
  %179 = add nuw nsw i64 %171, 1
  %180 = icmp eq i64 %179, %169
  br i1 %180, label %181, label %170, !llvm.loop !17

181:                                              ; preds = %170, %166
  %182 = phi double [ %18, %166 ], [ %178, %170 ]
  %183 = extractelement <2 x double> %28, i64 1
  %184 = call double @llvm.fmuladd.f64(double %9, double 0x3FF4CCC6822FF089, double %183)
  %185 = fdiv double %167, %9
  %186 = extractelement <2 x double> %22, i64 0
  %187 = fmul double %185, %186
  %188 = fdiv double %182, %12
  %189 = extractelement <2 x double> %24, i64 0
  %190 = fmul double %188, %189
  %191 = extractelement <2 x double> %30, i64 1
  %192 = call double @llvm.fmuladd.f64(double %12, double 0x3FF4CCD31769A911, double %191)
  %193 = getelementptr inbounds i8, ptr %6, i64 64
  %194 = load double, ptr %193, align 8, !tbaa !12
  %195 = fsub double %187, %190
  %196 = fdiv double %195, 2.000000e-05
  %197 = fsub double %194, %196
  %198 = call double @llvm.fabs.f64(double %197)
  %199 = call double @llvm.fabs.f64(double %196)
  %200 = call double @llvm.maxnum.f64(double %199, double 1.000000e+00)
  %201 = fmul double %200, 0x3EB0C6F7A0B5ED8D
  %202 = fcmp ugt double %198, %201
  %203 = fcmp ule double %199, 1.000000e-09
  %204 = or i1 %203, %202
  %205 = select i1 %204, ptr @.str.6, ptr @.str.7
  %206 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, double noundef %194, double noundef %196, ptr noundef nonnull %205)
  %207 = zext i1 %204 to i32
  %208 = load i32, ptr @fails, align 4, !tbaa !14
  %209 = add nsw i32 %208, %207
  store i32 %209, ptr @fails, align 4, !tbaa !14
  %210 = getelementptr inbounds i8, ptr %6, i64 48
  %211 = load double, ptr %210, align 8, !tbaa !13
  %212 = fsub double %184, %192
  %213 = fdiv double %212, 2.000000e-05
  %214 = fsub double %211, %213
  %215 = call double @llvm.fabs.f64(double %214)
  %216 = call double @llvm.fabs.f64(double %213)
  %217 = call double @llvm.maxnum.f64(double %216, double 1.000000e+00)
  %218 = fmul double %217, 0x3EB0C6F7A0B5ED8D
  %219 = fcmp ugt double %215, %218
  %220 = fcmp ule double %216, 1.000000e-09
  %221 = or i1 %220, %219
  %222 = select i1 %221, ptr @.str.6, ptr @.str.7
  %223 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, double noundef %211, double noundef %213, ptr noundef nonnull %222)
  %224 = zext i1 %221 to i32
  %225 = load i32, ptr @fails, align 4, !tbaa !14
  %226 = add nsw i32 %225, %224
  store i32 %226, ptr @fails, align 4, !tbaa !14
  %227 = getelementptr inbounds i8, ptr %6, i64 8
  %228 = load double, ptr %227, align 8, !tbaa !6
  %229 = fsub double %9, %12
  %230 = fdiv double %229, 2.000000e-05
  %231 = fsub double %228, %230
  %232 = call double @llvm.fabs.f64(double %231)
  %233 = call double @llvm.fabs.f64(double %230)
  %234 = call double @llvm.maxnum.f64(double %233, double 1.000000e+00)
  %235 = fmul double %234, 0x3EB0C6F7A0B5ED8D
  %236 = fcmp ugt double %232, %235
  %237 = fcmp ule double %233, 1.000000e-09
  %238 = or i1 %237, %236
  %239 = select i1 %238, ptr @.str.6, ptr @.str.7
  %240 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, double noundef %228, double noundef %230, ptr noundef nonnull %239)
  %241 = zext i1 %238 to i32
  %242 = load i32, ptr @fails, align 4, !tbaa !14
  %243 = add nsw i32 %242, %241
  store i32 %243, ptr @fails, align 4, !tbaa !14
  %244 = icmp eq i32 %243, 0
  %245 = select i1 %244, ptr @.str.7, ptr @.str.6
  %246 = call i32 @puts(ptr nonnull dereferenceable(1) %245)
  %247 = load i32, ptr @fails, align 4, !tbaa !14
  %248 = icmp ne i32 %247, 0
  %249 = zext i1 %248 to i32
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %6) #9
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %5) #9
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %4) #9
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %3) #9
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %2) #9
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %1) #9
  ret i32 %249
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @model(ptr nocapture noundef readonly %0, double noundef %1) #5 {
  %3 = getelementptr inbounds i8, ptr %0, i64 64
  %4 = load double, ptr %3, align 8, !tbaa !12
  %5 = load i32, ptr %0, align 8, !tbaa !15
  %6 = icmp sgt i32 %5, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %0, i64 24
  br label %16

9:                                                ; preds = %16, %2
  %10 = phi double [ %4, %2 ], [ %24, %16 ]
  %11 = getelementptr inbounds i8, ptr %0, i64 16
  %12 = load i8, ptr %11, align 8, !tbaa !16
  %13 = icmp eq i8 %12, 0
  %14 = getelementptr inbounds i8, ptr %0, i64 8
  %15 = load double, ptr %14, align 8, !tbaa !6
  br i1 %13, label %31, label %29

16:                                               ; preds = %7, %16
  %17 = phi i64 [ 0, %7 ], [ %25, %16 ]
  %18 = phi double [ %4, %7 ], [ %24, %16 ]
  %19 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %17
  %20 = load double, ptr %19, align 8, !tbaa !13
  %21 = trunc nuw nsw i64 %17 to i32
  %22 = uitofp nneg i32 %21 to double
  %23 = tail call double @pow(double noundef %1, double noundef %22) #9
  %24 = tail call double @llvm.fmuladd.f64(double %20, double %23, double %18)
  %25 = add nuw nsw i64 %17, 1
  %26 = load i32, ptr %0, align 8, !tbaa !15
  %27 = sext i32 %26 to i64
  %28 = icmp slt i64 %25, %27
  br i1 %28, label %16, label %9, !llvm.loop !17

29:                                               ; preds = %9
  %30 = fmul double %10, %15
  br label %33

31:                                               ; preds = %9
  %32 = fdiv double %10, %15
  br label %33

33:                                               ; preds = %31, %29
  %34 = phi double [ %30, %29 ], [ %32, %31 ]
  ret double %34
}

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal void @update(ptr nocapture noundef %0, double noundef %1) #5 {
  %3 = getelementptr inbounds i8, ptr %0, i64 64
  %4 = load double, ptr %3, align 8, !tbaa !12
  %5 = load i32, ptr %0, align 8, !tbaa !15
  %6 = icmp sgt i32 %5, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %0, i64 24
  br label %16

9:                                                ; preds = %16, %2
  %10 = phi double [ %4, %2 ], [ %24, %16 ]
  %11 = getelementptr inbounds i8, ptr %0, i64 16
  %12 = load i8, ptr %11, align 8, !tbaa !16
  %13 = icmp eq i8 %12, 0
  %14 = getelementptr inbounds i8, ptr %0, i64 8
  %15 = load double, ptr %14, align 8, !tbaa !6
  br i1 %13, label %31, label %29

16:                                               ; preds = %16, %7
  %17 = phi i64 [ 0, %7 ], [ %25, %16 ]
  %18 = phi double [ %4, %7 ], [ %24, %16 ]
  %19 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %17
  %20 = load double, ptr %19, align 8, !tbaa !13
  %21 = trunc nuw nsw i64 %17 to i32
  %22 = uitofp nneg i32 %21 to double
  %23 = tail call double @pow(double noundef %1, double noundef %22) #9
  %24 = tail call double @llvm.fmuladd.f64(double %20, double %23, double %18)
  %25 = add nuw nsw i64 %17, 1
  %26 = load i32, ptr %0, align 8, !tbaa !15
  %27 = sext i32 %26 to i64
  %28 = icmp slt i64 %25, %27
  br i1 %28, label %16, label %9, !llvm.loop !17

29:                                               ; preds = %9
  %30 = fmul double %10, %15
  br label %33

31:                                               ; preds = %9
  %32 = fdiv double %10, %15
  br label %33

33:                                               ; preds = %29, %31
  %34 = phi double [ %30, %29 ], [ %32, %31 ]
  %35 = getelementptr inbounds i8, ptr %0, i64 24
  %36 = load double, ptr %35, align 8, !tbaa !13
  %37 = fmul double %34, %36
  store double %37, ptr %3, align 8, !tbaa !12
  %38 = getelementptr inbounds i8, ptr %0, i64 48
  %39 = load double, ptr %38, align 8, !tbaa !13
  %40 = tail call double @llvm.fmuladd.f64(double %1, double %15, double %39)
  store double %40, ptr %38, align 8, !tbaa !13
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @pow(double noundef, double noundef) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind memory(write, argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree nounwind }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !11, i64 8}
!7 = !{!"", !8, i64 0, !11, i64 8, !9, i64 16, !9, i64 24, !8, i64 56, !11, i64 64}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"double", !9, i64 0}
!12 = !{!7, !11, i64 64}
!13 = !{!11, !11, i64 0}
!14 = !{!8, !8, i64 0}
!15 = !{!7, !8, i64 0}
!16 = !{!7, !9, i64 16}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{i64 0, i64 4, !14, i64 8, i64 8, !13, i64 16, i64 1, !20, i64 24, i64 32, !20, i64 56, i64 4, !14, i64 64, i64 8, !13}
!20 = !{!9, !9, i64 0}
