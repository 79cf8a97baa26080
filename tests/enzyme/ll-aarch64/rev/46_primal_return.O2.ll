; ModuleID = 'rev/46_primal_return.c'
source_filename = "rev/46_primal_return.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.pr3 = type { double, double, double }
%struct.pr2 = type { double, double }

@enzyme_primal_return = external local_unnamed_addr global i32, align 4
@enzyme_out = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [9 x i8] c"f primal\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"f d/dx\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"f d/dy\00", align 1
@__const.main.c = private unnamed_addr constant [4 x double] [double 5.000000e-01, double -1.000000e+00, double 1.500000e+00, double 8.000000e-01], align 8
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str.3 = private unnamed_addr constant [11 x i8] c"rbf primal\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"rbf d/da\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"rbf d/dc[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.7 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.9 = private unnamed_addr constant [33 x i8] c"%-26s got=%+.10e want=%+.10e %s\0A\00", align 1
@.str.10 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca [4 x double], align 8
  %3 = alloca [4 x double], align 8
  %4 = alloca [64 x i8], align 1
  %5 = load i32, ptr @enzyme_primal_return, align 4, !tbaa !6
  %6 = load i32, ptr @enzyme_out, align 4, !tbaa !6
  %7 = tail call %struct.pr3 (ptr, ...) @__enzyme_autodiff_pr3(ptr noundef nonnull @f, i32 noundef %5, i32 noundef %6, double noundef 9.000000e-01, i32 noundef %6, double noundef -4.000000e-01) #12
  %8 = extractvalue %struct.pr3 %7, 0
  %9 = extractvalue %struct.pr3 %7, 1
  %10 = extractvalue %struct.pr3 %7, 2
  %11 = tail call double @cbrt(double noundef 1.640000e+00) #13
  %12 = fadd double %11, 0xBFE1880F9B38C8ED
  %13 = fsub double %8, %12
  %14 = tail call double @llvm.fabs.f64(double %13)
  %15 = tail call double @llvm.fabs.f64(double %12)
  %16 = tail call double @llvm.maxnum.f64(double %15, double 1.000000e+00)
  %17 = fmul double %16, 0x3D719799812DEA11
  %18 = fcmp ugt double %14, %17
  %19 = select i1 %18, ptr @.str.7, ptr @.str.8
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str, double noundef %8, double noundef %12, ptr noundef nonnull %19)
  %21 = zext i1 %18 to i32
  %22 = load i32, ptr @fails, align 4, !tbaa !6
  %23 = add nsw i32 %22, %21
  store i32 %23, ptr @fails, align 4, !tbaa !6
  %24 = tail call double @cbrt(double noundef 0x3FFA3D7038773FD2) #13
  %25 = fadd double %24, 0xBFE1880ED172A097
  %26 = tail call double @cbrt(double noundef 0x3FFA3D710F36D4A8) #13
  %27 = fadd double %26, 0xBFE1881064FF0ADD
  %28 = fsub double %25, %27
  %29 = fdiv double %28, 2.000000e-06
  %30 = fsub double %9, %29
  %31 = tail call double @llvm.fabs.f64(double %30)
  %32 = tail call double @llvm.fabs.f64(double %29)
  %33 = tail call double @llvm.maxnum.f64(double %32, double 1.000000e+00)
  %34 = fmul double %33, 0x3EB0C6F7A0B5ED8D
  %35 = fcmp ugt double %31, %34
  %36 = fcmp ule double %32, 1.000000e-09
  %37 = or i1 %36, %35
  %38 = select i1 %37, ptr @.str.7, ptr @.str.8
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.1, double noundef %9, double noundef %29, ptr noundef nonnull %38)
  %40 = zext i1 %37 to i32
  %41 = load i32, ptr @fails, align 4, !tbaa !6
  %42 = add nsw i32 %41, %40
  store i32 %42, ptr @fails, align 4, !tbaa !6
  %43 = tail call double @cbrt(double noundef 0x3FFA3D71956E91AE) #13
  %44 = fadd double %43, 0xBFE1880D0EB12913
  %45 = tail call double @cbrt(double noundef 0x3FFA3D6FB23F82CD) #13
  %46 = fadd double %45, 0xBFE1881227C04582
  %47 = fsub double %44, %46
  %48 = fdiv double %47, 2.000000e-06
  %49 = fsub double %10, %48
  %50 = tail call double @llvm.fabs.f64(double %49)
  %51 = tail call double @llvm.fabs.f64(double %48)
  %52 = tail call double @llvm.maxnum.f64(double %51, double 1.000000e+00)
  %53 = fmul double %52, 0x3EB0C6F7A0B5ED8D
  %54 = fcmp ugt double %50, %53
  %55 = fcmp ule double %51, 1.000000e-09
  %56 = or i1 %55, %54
  %57 = select i1 %56, ptr @.str.7, ptr @.str.8
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.2, double noundef %10, double noundef %48, ptr noundef nonnull %57)
  %59 = zext i1 %56 to i32
  %60 = load i32, ptr @fails, align 4, !tbaa !6
  %61 = add nsw i32 %60, %59
  store i32 %61, ptr @fails, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 4, ptr %1, align 4, !tbaa !6
  %62 = load volatile i32, ptr %1, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) @__const.main.c, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %3, i8 0, i64 32, i1 false)
  %63 = load i32, ptr @enzyme_primal_return, align 4, !tbaa !6
  %64 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %65 = load i32, ptr @enzyme_out, align 4, !tbaa !6
  %66 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %67 = call %struct.pr2 (ptr, ...) @__enzyme_autodiff_pr2(ptr noundef nonnull @rbf, i32 noundef %63, i32 noundef %64, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %65, double noundef 3.500000e-01, i32 noundef %66, i32 noundef %62) #12
  %68 = extractvalue %struct.pr2 %67, 0
  %69 = extractvalue %struct.pr2 %67, 1
  %70 = icmp sgt i32 %62, 0
  br i1 %70, label %71, label %87

71:                                               ; preds = %0
  %72 = zext nneg i32 %62 to i64
  br label %73

73:                                               ; preds = %73, %71
  %74 = phi i64 [ 0, %71 ], [ %85, %73 ]
  %75 = phi double [ 0.000000e+00, %71 ], [ %84, %73 ]
  %76 = getelementptr inbounds double, ptr %2, i64 %74
  %77 = load double, ptr %76, align 8, !tbaa !10
  %78 = trunc nuw nsw i64 %74 to i32
  %79 = uitofp nneg i32 %78 to double
  %80 = fadd double %79, -1.500000e+00
  %81 = fmul double %80, -3.500000e-01
  %82 = fmul double %80, %81
  %83 = call double @exp(double noundef %82) #12
  %84 = call double @llvm.fmuladd.f64(double %77, double %83, double %75)
  %85 = add nuw nsw i64 %74, 1
  %86 = icmp eq i64 %85, %72
  br i1 %86, label %87, label %73, !llvm.loop !12

87:                                               ; preds = %73, %0
  %88 = phi double [ 0.000000e+00, %0 ], [ %84, %73 ]
  %89 = call double @llvm.fmuladd.f64(double %88, double %88, double 3.500000e-01)
  %90 = fsub double %68, %89
  %91 = call double @llvm.fabs.f64(double %90)
  %92 = call double @llvm.fabs.f64(double %89)
  %93 = call double @llvm.maxnum.f64(double %92, double 1.000000e+00)
  %94 = fmul double %93, 0x3D719799812DEA11
  %95 = fcmp ugt double %91, %94
  %96 = select i1 %95, ptr @.str.7, ptr @.str.8
  %97 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.3, double noundef %68, double noundef %89, ptr noundef nonnull %96)
  %98 = zext i1 %95 to i32
  %99 = load i32, ptr @fails, align 4, !tbaa !6
  %100 = add nsw i32 %99, %98
  store i32 %100, ptr @fails, align 4, !tbaa !6
  br i1 %70, label %101, label %133

101:                                              ; preds = %87
  %102 = zext nneg i32 %62 to i64
  br label %103

103:                                              ; preds = %103, %101
  %104 = phi i64 [ 0, %101 ], [ %115, %103 ]
  %105 = phi double [ 0.000000e+00, %101 ], [ %114, %103 ]
  %106 = getelementptr inbounds double, ptr %2, i64 %104
  %107 = load double, ptr %106, align 8, !tbaa !10
  %108 = trunc nuw nsw i64 %104 to i32
  %109 = uitofp nneg i32 %108 to double
  %110 = fadd double %109, -1.500000e+00
  %111 = fmul double %110, 0xBFD6666A98244E93
  %112 = fmul double %110, %111
  %113 = call double @exp(double noundef %112) #12
  %114 = call double @llvm.fmuladd.f64(double %107, double %113, double %105)
  %115 = add nuw nsw i64 %104, 1
  %116 = icmp eq i64 %115, %102
  br i1 %116, label %117, label %103, !llvm.loop !12

117:                                              ; preds = %103, %117
  %118 = phi i64 [ %129, %117 ], [ 0, %103 ]
  %119 = phi double [ %128, %117 ], [ 0.000000e+00, %103 ]
  %120 = getelementptr inbounds double, ptr %2, i64 %118
  %121 = load double, ptr %120, align 8, !tbaa !10
  %122 = trunc nuw nsw i64 %118 to i32
  %123 = uitofp nneg i32 %122 to double
  %124 = fadd double %123, -1.500000e+00
  %125 = fmul double %124, -3.499990e-01
  %126 = fmul double %124, %125
  %127 = call double @exp(double noundef %126) #12
  %128 = call double @llvm.fmuladd.f64(double %121, double %127, double %119)
  %129 = add nuw nsw i64 %118, 1
  %130 = icmp eq i64 %129, %102
  br i1 %130, label %131, label %117, !llvm.loop !12

131:                                              ; preds = %117
  %132 = call double @llvm.fmuladd.f64(double %114, double %114, double 0x3FD6666A98244E93)
  br label %133

133:                                              ; preds = %131, %87
  %134 = phi double [ 0x3FD6666A98244E93, %87 ], [ %132, %131 ]
  %135 = phi double [ 0.000000e+00, %87 ], [ %128, %131 ]
  %136 = call double @llvm.fmuladd.f64(double %135, double %135, double 3.499990e-01)
  %137 = fsub double %134, %136
  %138 = fdiv double %137, 2.000000e-06
  %139 = fsub double %69, %138
  %140 = call double @llvm.fabs.f64(double %139)
  %141 = call double @llvm.fabs.f64(double %138)
  %142 = call double @llvm.maxnum.f64(double %141, double 1.000000e+00)
  %143 = fmul double %142, 0x3EB0C6F7A0B5ED8D
  %144 = fcmp ugt double %140, %143
  %145 = fcmp ule double %141, 1.000000e-09
  %146 = or i1 %145, %144
  %147 = select i1 %146, ptr @.str.7, ptr @.str.8
  %148 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, double noundef %69, double noundef %138, ptr noundef nonnull %147)
  %149 = zext i1 %146 to i32
  %150 = load i32, ptr @fails, align 4, !tbaa !6
  %151 = add nsw i32 %150, %149
  store i32 %151, ptr @fails, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #12
  br i1 %70, label %152, label %154

152:                                              ; preds = %133
  %153 = zext nneg i32 %62 to i64
  br label %162

154:                                              ; preds = %197, %133
  %155 = phi i32 [ %151, %133 ], [ %218, %197 ]
  %156 = icmp eq i32 %155, 0
  %157 = select i1 %156, ptr @.str.8, ptr @.str.7
  %158 = call i32 @puts(ptr nonnull dereferenceable(1) %157)
  %159 = load i32, ptr @fails, align 4, !tbaa !6
  %160 = icmp ne i32 %159, 0
  %161 = zext i1 %160 to i32
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %161

162:                                              ; preds = %197, %152
  %163 = phi i64 [ 0, %152 ], [ %219, %197 ]
  %164 = getelementptr inbounds [4 x double], ptr %2, i64 0, i64 %163
  %165 = load double, ptr %164, align 8, !tbaa !10
  %166 = fadd double %165, 0x3EB0C6F7A0B5ED8D
  store double %166, ptr %164, align 8, !tbaa !10
  br label %167

167:                                              ; preds = %162, %167
  %168 = phi i64 [ %179, %167 ], [ 0, %162 ]
  %169 = phi double [ %178, %167 ], [ 0.000000e+00, %162 ]
  %170 = getelementptr inbounds double, ptr %2, i64 %168
  %171 = load double, ptr %170, align 8, !tbaa !10
  %172 = trunc nuw nsw i64 %168 to i32
  %173 = uitofp nneg i32 %172 to double
  %174 = fadd double %173, -1.500000e+00
  %175 = fmul double %174, -3.500000e-01
  %176 = fmul double %174, %175
  %177 = call double @exp(double noundef %176) #12
  %178 = call double @llvm.fmuladd.f64(double %171, double %177, double %169)
  %179 = add nuw nsw i64 %168, 1
  %180 = icmp eq i64 %179, %153
  br i1 %180, label %181, label %167, !llvm.loop !12

181:                                              ; preds = %167
  %182 = fadd double %165, 0xBEB0C6F7A0B5ED8D
  store double %182, ptr %164, align 8, !tbaa !10
  br label %183

183:                                              ; preds = %183, %181
  %184 = phi i64 [ 0, %181 ], [ %195, %183 ]
  %185 = phi double [ 0.000000e+00, %181 ], [ %194, %183 ]
  %186 = getelementptr inbounds double, ptr %2, i64 %184
  %187 = load double, ptr %186, align 8, !tbaa !10
  %188 = trunc nuw nsw i64 %184 to i32
  %189 = uitofp nneg i32 %188 to double
  %190 = fadd double %189, -1.500000e+00
  %191 = fmul double %190, -3.500000e-01
  %192 = fmul double %190, %191
  %193 = call double @exp(double noundef %192) #12
  %194 = call double @llvm.fmuladd.f64(double %187, double %193, double %185)
  %195 = add nuw nsw i64 %184, 1
  %196 = icmp eq i64 %195, %153
  br i1 %196, label %197, label %183, !llvm.loop !12

197:                                              ; preds = %183
  %198 = call double @llvm.fmuladd.f64(double %178, double %178, double 3.500000e-01)
  %199 = call double @llvm.fmuladd.f64(double %194, double %194, double 3.500000e-01)
  store double %165, ptr %164, align 8, !tbaa !10
  %200 = trunc nuw nsw i64 %163 to i32
  %201 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %4, i64 noundef 64, ptr noundef nonnull @.str.5, i32 noundef %200) #12
  %202 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %163
  %203 = load double, ptr %202, align 8, !tbaa !10
  %204 = fsub double %198, %199
  %205 = fdiv double %204, 2.000000e-06
  %206 = fsub double %203, %205
  %207 = call double @llvm.fabs.f64(double %206)
  %208 = call double @llvm.fabs.f64(double %205)
  %209 = call double @llvm.maxnum.f64(double %208, double 1.000000e+00)
  %210 = fmul double %209, 0x3EB0C6F7A0B5ED8D
  %211 = fcmp ugt double %207, %210
  %212 = fcmp ule double %208, 1.000000e-09
  %213 = or i1 %212, %211
  %214 = select i1 %213, ptr @.str.7, ptr @.str.8
  %215 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %4, double noundef %203, double noundef %205, ptr noundef nonnull %214)
  %216 = zext i1 %213 to i32
  %217 = load i32, ptr @fails, align 4, !tbaa !6
  %218 = add nsw i32 %217, %216
  store i32 %218, ptr @fails, align 4, !tbaa !6
  %219 = add nuw nsw i64 %163, 1
  %220 = icmp eq i64 %219, %153
  br i1 %220, label %154, label %162, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare %struct.pr3 @__enzyme_autodiff_pr3(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f(double noundef %0, double noundef %1) #3 {
  %3 = tail call double @atan2(double noundef %1, double noundef %0) #12
  %4 = fmul double %0, 3.000000e-01
  %5 = tail call double @exp(double noundef %4) #12
  %6 = tail call double @llvm.fmuladd.f64(double %0, double %1, double 2.000000e+00)
  %7 = tail call double @cbrt(double noundef %6) #13
  %8 = tail call double @llvm.fmuladd.f64(double %3, double %5, double %7)
  ret double %8
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

declare %struct.pr2 @__enzyme_autodiff_pr2(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @rbf(ptr nocapture noundef readonly %0, double noundef %1, i32 noundef %2) #6 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %8

5:                                                ; preds = %3
  %6 = fneg double %1
  %7 = zext nneg i32 %2 to i64
  br label %11

8:                                                ; preds = %11, %3
  %9 = phi double [ 0.000000e+00, %3 ], [ %22, %11 ]
  %10 = tail call double @llvm.fmuladd.f64(double %9, double %9, double %1)
  ret double %10

11:                                               ; preds = %5, %11
  %12 = phi i64 [ 0, %5 ], [ %23, %11 ]
  %13 = phi double [ 0.000000e+00, %5 ], [ %22, %11 ]
  %14 = getelementptr inbounds double, ptr %0, i64 %12
  %15 = load double, ptr %14, align 8, !tbaa !10
  %16 = trunc nuw nsw i64 %12 to i32
  %17 = uitofp nneg i32 %16 to double
  %18 = fadd double %17, -1.500000e+00
  %19 = fmul double %18, %6
  %20 = fmul double %18, %19
  %21 = tail call double @exp(double noundef %20) #12
  %22 = tail call double @llvm.fmuladd.f64(double %15, double %21, double %13)
  %23 = add nuw nsw i64 %12, 1
  %24 = icmp eq i64 %23, %7
  br i1 %24, label %8, label %11, !llvm.loop !12
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @atan2(double noundef, double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare double @cbrt(double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #10

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #11

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nofree nounwind memory(write, argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { mustprogress nofree nosync nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nofree nounwind }
attributes #12 = { nounwind }
attributes #13 = { nounwind willreturn memory(none) }

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
