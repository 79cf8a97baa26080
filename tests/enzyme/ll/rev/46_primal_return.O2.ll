; ModuleID = 'rev/46_primal_return.c'
source_filename = "rev/46_primal_return.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.pr3 = type { double, double, double }

@enzyme_primal_return = external local_unnamed_addr global i32, align 4
@enzyme_out = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [9 x i8] c"f primal\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"f d/dx\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"f d/dy\00", align 1
@__const.main.c = private unnamed_addr constant [4 x double] [double 5.000000e-01, double -1.000000e+00, double 1.500000e+00, double 8.000000e-01], align 16
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
  %1 = alloca %struct.pr3, align 8
  %2 = alloca i32, align 4
  %3 = alloca [4 x double], align 16
  %4 = alloca [4 x double], align 16
  %5 = alloca [64 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #13
  %6 = load i32, ptr @enzyme_primal_return, align 4, !tbaa !5
  %7 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  call void (ptr, ptr, ...) @__enzyme_autodiff_pr3(ptr dead_on_unwind nonnull writable sret(%struct.pr3) align 8 %1, ptr noundef nonnull @f, i32 noundef %6, i32 noundef %7, double noundef 9.000000e-01, i32 noundef %7, double noundef -4.000000e-01) #13
  %8 = load double, ptr %1, align 8, !tbaa !9
  %9 = call double @cbrt(double noundef 1.640000e+00) #14
  %10 = fadd double %9, 0xBFE1880F9B38C8ED
  %11 = fsub double %8, %10
  %12 = call double @llvm.fabs.f64(double %11)
  %13 = call double @llvm.fabs.f64(double %10)
  %14 = call double @llvm.maxnum.f64(double %13, double 1.000000e+00)
  %15 = fmul double %14, 0x3D719799812DEA11
  %16 = fcmp ugt double %12, %15
  %17 = select i1 %16, ptr @.str.7, ptr @.str.8
  %18 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str, double noundef %8, double noundef %10, ptr noundef nonnull %17)
  %19 = zext i1 %16 to i32
  %20 = load i32, ptr @fails, align 4, !tbaa !5
  %21 = add nsw i32 %20, %19
  store i32 %21, ptr @fails, align 4, !tbaa !5
  %22 = getelementptr inbounds i8, ptr %1, i64 8
  %23 = load double, ptr %22, align 8, !tbaa !12
  %24 = call double @cbrt(double noundef 0x3FFA3D7038773FD2) #14
  %25 = fadd double %24, 0xBFE1880ED172A097
  %26 = call double @cbrt(double noundef 0x3FFA3D710F36D4A8) #14
  %27 = fadd double %26, 0xBFE1881064FF0ADD
  %28 = fsub double %25, %27
  %29 = fdiv double %28, 2.000000e-06
  %30 = fsub double %23, %29
  %31 = call double @llvm.fabs.f64(double %30)
  %32 = call double @llvm.fabs.f64(double %29)
  %33 = call double @llvm.maxnum.f64(double %32, double 1.000000e+00)
  %34 = fmul double %33, 0x3EB0C6F7A0B5ED8D
  %35 = fcmp ugt double %31, %34
  %36 = fcmp ule double %32, 1.000000e-09
  %37 = or i1 %36, %35
  %38 = select i1 %37, ptr @.str.7, ptr @.str.8
  %39 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.1, double noundef %23, double noundef %29, ptr noundef nonnull %38)
  %40 = zext i1 %37 to i32
  %41 = load i32, ptr @fails, align 4, !tbaa !5
  %42 = add nsw i32 %41, %40
  store i32 %42, ptr @fails, align 4, !tbaa !5
  %43 = getelementptr inbounds i8, ptr %1, i64 16
  %44 = load double, ptr %43, align 8, !tbaa !13
  %45 = call double @cbrt(double noundef 0x3FFA3D71956E91AE) #14
  %46 = fadd double %45, 0xBFE1880D0EB12913
  %47 = call double @cbrt(double noundef 0x3FFA3D6FB23F82CD) #14
  %48 = fadd double %47, 0xBFE1881227C04582
  %49 = fsub double %46, %48
  %50 = fdiv double %49, 2.000000e-06
  %51 = fsub double %44, %50
  %52 = call double @llvm.fabs.f64(double %51)
  %53 = call double @llvm.fabs.f64(double %50)
  %54 = call double @llvm.maxnum.f64(double %53, double 1.000000e+00)
  %55 = fmul double %54, 0x3EB0C6F7A0B5ED8D
  %56 = fcmp ugt double %52, %55
  %57 = fcmp ule double %53, 1.000000e-09
  %58 = or i1 %57, %56
  %59 = select i1 %58, ptr @.str.7, ptr @.str.8
  %60 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.2, double noundef %44, double noundef %50, ptr noundef nonnull %59)
  %61 = zext i1 %58 to i32
  %62 = load i32, ptr @fails, align 4, !tbaa !5
  %63 = add nsw i32 %62, %61
  store i32 %63, ptr @fails, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  store volatile i32 4, ptr %2, align 4, !tbaa !5
  %64 = load volatile i32, ptr %2, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %3, ptr noundef nonnull align 16 dereferenceable(32) @__const.main.c, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %4, i8 0, i64 32, i1 false)
  %65 = load i32, ptr @enzyme_primal_return, align 4, !tbaa !5
  %66 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %67 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  %68 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %69 = call { double, double } (ptr, ...) @__enzyme_autodiff_pr2(ptr noundef nonnull @rbf, i32 noundef %65, i32 noundef %66, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %67, double noundef 3.500000e-01, i32 noundef %68, i32 noundef %64) #13
  %70 = extractvalue { double, double } %69, 0
  %71 = extractvalue { double, double } %69, 1
  %72 = icmp sgt i32 %64, 0
  br i1 %72, label %73, label %89

73:                                               ; preds = %0
  %74 = zext nneg i32 %64 to i64
  br label %75

75:                                               ; preds = %75, %73
  %76 = phi i64 [ 0, %73 ], [ %87, %75 ]
  %77 = phi double [ 0.000000e+00, %73 ], [ %86, %75 ]
  %78 = getelementptr inbounds double, ptr %3, i64 %76
  %79 = load double, ptr %78, align 8, !tbaa !14
  %80 = trunc nuw nsw i64 %76 to i32
  %81 = uitofp nneg i32 %80 to double
  %82 = fadd double %81, -1.500000e+00
  %83 = fmul double %82, -3.500000e-01
  %84 = fmul double %82, %83
  %85 = call double @exp(double noundef %84) #13
  %86 = call double @llvm.fmuladd.f64(double %79, double %85, double %77)
  %87 = add nuw nsw i64 %76, 1
  %88 = icmp eq i64 %87, %74
  br i1 %88, label %89, label %75, !llvm.loop !15

89:                                               ; preds = %75, %0
  %90 = phi double [ 0.000000e+00, %0 ], [ %86, %75 ]
  %91 = call double @llvm.fmuladd.f64(double %90, double %90, double 3.500000e-01)
  %92 = fsub double %70, %91
  %93 = call double @llvm.fabs.f64(double %92)
  %94 = call double @llvm.fabs.f64(double %91)
  %95 = call double @llvm.maxnum.f64(double %94, double 1.000000e+00)
  %96 = fmul double %95, 0x3D719799812DEA11
  %97 = fcmp ugt double %93, %96
  %98 = select i1 %97, ptr @.str.7, ptr @.str.8
  %99 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.3, double noundef %70, double noundef %91, ptr noundef nonnull %98)
  %100 = zext i1 %97 to i32
  %101 = load i32, ptr @fails, align 4, !tbaa !5
  %102 = add nsw i32 %101, %100
  store i32 %102, ptr @fails, align 4, !tbaa !5
  br i1 %72, label %103, label %135

103:                                              ; preds = %89
  %104 = zext nneg i32 %64 to i64
  br label %105

105:                                              ; preds = %105, %103
  %106 = phi i64 [ 0, %103 ], [ %117, %105 ]
  %107 = phi double [ 0.000000e+00, %103 ], [ %116, %105 ]
  %108 = getelementptr inbounds double, ptr %3, i64 %106
  %109 = load double, ptr %108, align 8, !tbaa !14
  %110 = trunc nuw nsw i64 %106 to i32
  %111 = uitofp nneg i32 %110 to double
  %112 = fadd double %111, -1.500000e+00
  %113 = fmul double %112, 0xBFD6666A98244E93
  %114 = fmul double %112, %113
  %115 = call double @exp(double noundef %114) #13
  %116 = call double @llvm.fmuladd.f64(double %109, double %115, double %107)
  %117 = add nuw nsw i64 %106, 1
  %118 = icmp eq i64 %117, %104
  br i1 %118, label %119, label %105, !llvm.loop !15

119:                                              ; preds = %105, %119
  %120 = phi i64 [ %131, %119 ], [ 0, %105 ]
  %121 = phi double [ %130, %119 ], [ 0.000000e+00, %105 ]
  %122 = getelementptr inbounds double, ptr %3, i64 %120
  %123 = load double, ptr %122, align 8, !tbaa !14
  %124 = trunc nuw nsw i64 %120 to i32
  %125 = uitofp nneg i32 %124 to double
  %126 = fadd double %125, -1.500000e+00
  %127 = fmul double %126, -3.499990e-01
  %128 = fmul double %126, %127
  %129 = call double @exp(double noundef %128) #13
  %130 = call double @llvm.fmuladd.f64(double %123, double %129, double %121)
  %131 = add nuw nsw i64 %120, 1
  %132 = icmp eq i64 %131, %104
  br i1 %132, label %133, label %119, !llvm.loop !15

133:                                              ; preds = %119
  %134 = call double @llvm.fmuladd.f64(double %116, double %116, double 0x3FD6666A98244E93)
  br label %135

135:                                              ; preds = %133, %89
  %136 = phi double [ 0x3FD6666A98244E93, %89 ], [ %134, %133 ]
  %137 = phi double [ 0.000000e+00, %89 ], [ %130, %133 ]
  %138 = call double @llvm.fmuladd.f64(double %137, double %137, double 3.499990e-01)
  %139 = fsub double %136, %138
  %140 = fdiv double %139, 2.000000e-06
  %141 = fsub double %71, %140
  %142 = call double @llvm.fabs.f64(double %141)
  %143 = call double @llvm.fabs.f64(double %140)
  %144 = call double @llvm.maxnum.f64(double %143, double 1.000000e+00)
  %145 = fmul double %144, 0x3EB0C6F7A0B5ED8D
  %146 = fcmp ugt double %142, %145
  %147 = fcmp ule double %143, 1.000000e-09
  %148 = or i1 %147, %146
  %149 = select i1 %148, ptr @.str.7, ptr @.str.8
  %150 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, double noundef %71, double noundef %140, ptr noundef nonnull %149)
  %151 = zext i1 %148 to i32
  %152 = load i32, ptr @fails, align 4, !tbaa !5
  %153 = add nsw i32 %152, %151
  store i32 %153, ptr @fails, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #13
  br i1 %72, label %154, label %156

154:                                              ; preds = %135
  %155 = zext nneg i32 %64 to i64
  br label %164

156:                                              ; preds = %199, %135
  %157 = phi i32 [ %153, %135 ], [ %223, %199 ]
  %158 = icmp eq i32 %157, 0
  %159 = select i1 %158, ptr @.str.8, ptr @.str.7
  %160 = call i32 @puts(ptr nonnull dereferenceable(1) %159)
  %161 = load i32, ptr @fails, align 4, !tbaa !5
  %162 = icmp ne i32 %161, 0
  %163 = zext i1 %162 to i32
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #13
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #13
  ret i32 %163

164:                                              ; preds = %199, %154
  %165 = phi i64 [ 0, %154 ], [ %224, %199 ]
  %166 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %165
  %167 = load double, ptr %166, align 8, !tbaa !14
  %168 = fadd double %167, 0x3EB0C6F7A0B5ED8D
  store double %168, ptr %166, align 8, !tbaa !14
  br label %169

169:                                              ; preds = %164, %169
  %170 = phi i64 [ %181, %169 ], [ 0, %164 ]
  %171 = phi double [ %180, %169 ], [ 0.000000e+00, %164 ]
  %172 = getelementptr inbounds double, ptr %3, i64 %170
  %173 = load double, ptr %172, align 8, !tbaa !14
  %174 = trunc nuw nsw i64 %170 to i32
  %175 = uitofp nneg i32 %174 to double
  %176 = fadd double %175, -1.500000e+00
  %177 = fmul double %176, -3.500000e-01
  %178 = fmul double %176, %177
  %179 = call double @exp(double noundef %178) #13
  %180 = call double @llvm.fmuladd.f64(double %173, double %179, double %171)
  %181 = add nuw nsw i64 %170, 1
  %182 = icmp eq i64 %181, %155
  br i1 %182, label %183, label %169, !llvm.loop !15

183:                                              ; preds = %169
  %184 = fadd double %167, 0xBEB0C6F7A0B5ED8D
  store double %184, ptr %166, align 8, !tbaa !14
  br label %185

185:                                              ; preds = %185, %183
  %186 = phi i64 [ 0, %183 ], [ %197, %185 ]
  %187 = phi double [ 0.000000e+00, %183 ], [ %196, %185 ]
  %188 = getelementptr inbounds double, ptr %3, i64 %186
  %189 = load double, ptr %188, align 8, !tbaa !14
  %190 = trunc nuw nsw i64 %186 to i32
  %191 = uitofp nneg i32 %190 to double
  %192 = fadd double %191, -1.500000e+00
  %193 = fmul double %192, -3.500000e-01
  %194 = fmul double %192, %193
  %195 = call double @exp(double noundef %194) #13
  %196 = call double @llvm.fmuladd.f64(double %189, double %195, double %187)
  %197 = add nuw nsw i64 %186, 1
  %198 = icmp eq i64 %197, %155
  br i1 %198, label %199, label %185, !llvm.loop !15

199:                                              ; preds = %185
  %200 = insertelement <2 x double> poison, double %180, i64 0
  %201 = insertelement <2 x double> %200, double %196, i64 1
  %202 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %201, <2 x double> %201, <2 x double> <double 3.500000e-01, double 3.500000e-01>)
  store double %167, ptr %166, align 8, !tbaa !14
  %203 = trunc nuw nsw i64 %165 to i32
  %204 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 64, ptr noundef nonnull @.str.5, i32 noundef %203) #13
  %205 = getelementptr inbounds [4 x double], ptr %4, i64 0, i64 %165
  %206 = load double, ptr %205, align 8, !tbaa !14
  %207 = shufflevector <2 x double> %202, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %208 = fsub <2 x double> %202, %207
  %209 = extractelement <2 x double> %208, i64 0
  %210 = fdiv double %209, 2.000000e-06
  %211 = fsub double %206, %210
  %212 = call double @llvm.fabs.f64(double %211)
  %213 = call double @llvm.fabs.f64(double %210)
  %214 = call double @llvm.maxnum.f64(double %213, double 1.000000e+00)
  %215 = fmul double %214, 0x3EB0C6F7A0B5ED8D
  %216 = fcmp ugt double %212, %215
  %217 = fcmp ule double %213, 1.000000e-09
  %218 = or i1 %217, %216
  %219 = select i1 %218, ptr @.str.7, ptr @.str.8
  %220 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %5, double noundef %206, double noundef %210, ptr noundef nonnull %219)
  %221 = zext i1 %218 to i32
  %222 = load i32, ptr @fails, align 4, !tbaa !5
  %223 = add nsw i32 %222, %221
  store i32 %223, ptr @fails, align 4, !tbaa !5
  %224 = add nuw nsw i64 %165, 1
  %225 = icmp eq i64 %224, %155
  br i1 %225, label %156, label %164, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare void @__enzyme_autodiff_pr3(ptr dead_on_unwind writable sret(%struct.pr3) align 8, ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f(double noundef %0, double noundef %1) #3 {
  %3 = tail call double @atan2(double noundef %1, double noundef %0) #13
  %4 = fmul double %0, 3.000000e-01
  %5 = tail call double @exp(double noundef %4) #13
  %6 = tail call double @llvm.fmuladd.f64(double %0, double %1, double 2.000000e+00)
  %7 = tail call double @cbrt(double noundef %6) #14
  %8 = tail call double @llvm.fmuladd.f64(double %3, double %5, double %7)
  ret double %8
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

declare { double, double } @__enzyme_autodiff_pr2(ptr noundef, ...) local_unnamed_addr #2

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
  %15 = load double, ptr %14, align 8, !tbaa !14
  %16 = trunc nuw nsw i64 %12 to i32
  %17 = uitofp nneg i32 %16 to double
  %18 = fadd double %17, -1.500000e+00
  %19 = fmul double %18, %6
  %20 = fmul double %18, %19
  %21 = tail call double @exp(double noundef %20) #13
  %22 = tail call double @llvm.fmuladd.f64(double %15, double %21, double %13)
  %23 = add nuw nsw i64 %12, 1
  %24 = icmp eq i64 %23, %7
  br i1 %24, label %8, label %11, !llvm.loop !15
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #12

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nofree nounwind }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nounwind }
attributes #14 = { nounwind willreturn memory(none) }

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
!9 = !{!10, !11, i64 0}
!10 = !{!"", !11, i64 0, !11, i64 8, !11, i64 16}
!11 = !{!"double", !7, i64 0}
!12 = !{!10, !11, i64 8}
!13 = !{!10, !11, i64 16}
!14 = !{!11, !11, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16}
