; ModuleID = 'rev/13_switch_dispatch.c'
source_filename = "rev/13_switch_dispatch.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.grad2 = type { double, double }

@__const.main.ops = private unnamed_addr constant [9 x i32] [i32 0, i32 1, i32 2, i32 3, i32 4, i32 7, i32 1, i32 0, i32 2], align 4
@__const.main.x = private unnamed_addr constant [9 x double] [double 4.000000e-01, double 1.300000e+00, double 0xBFE6666666666666, double 9.000000e-01, double 5.000000e-01, double 6.000000e-01, double -1.100000e+00, double 3.500000e-01, double 1.400000e+00], align 8
@enzyme_const = external local_unnamed_addr global i32, align 4
@enzyme_dup = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [19 x i8] c"interpret d/dx[%d]\00", align 1
@enzyme_out = external local_unnamed_addr global i32, align 4
@.str.1 = private unnamed_addr constant [15 x i8] c"shape(%d) d/dx\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"shape(%d) d/dy\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1
@switch.table.main = private unnamed_addr constant [6 x double] [double 0x3FA47B16F7957CFC, double 0x3FD9324747A8AB59, double 0x3FE62E44AC7969F1, double 0x3FD26E990FDBEB23, double 0x3FD26E990FDBEB23, double 0x3FE2D2D45D94E0A8], align 8
@switch.table.main.7 = private unnamed_addr constant [6 x double] [double 0x3FA47AAB97CB11FC, double 0x3FD93244128B9FE1, double 0x3FE62E41517B1698, double 0x3FD26E960AC3D353, double 0x3FD26E960AC3D353, double 0x3FE2D2D14810C4FF], align 8
@switch.table.main.8 = private unnamed_addr constant [6 x double] [double 0x3FA47B02D59D55F8, double 0x3FD9324753D3DD5A, double 0x3FE62E41BCDAE5F1, double 0x3FD26E9386854D1D, double 0x3FD26E9386854D1D, double 0x3FE2D2D3E979EC8B], align 8
@switch.table.main.9 = private unnamed_addr constant [6 x double] [double 0x3FA47ABFB9BED318, double 0x3FD932440660A549, double 0x3FE62E444119A474, double 0x3FD26E9B941AE1F0, double 0x3FD26E9B941AE1F0, double 0x3FE2D2D1BC2BBAE6], align 8

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca [9 x i32], align 4
  %3 = alloca [9 x double], align 8
  %4 = alloca [9 x double], align 8
  %5 = alloca [32 x i8], align 1
  %6 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 9, ptr %1, align 4, !tbaa !6
  %7 = load volatile i32, ptr %1, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 36, ptr nonnull %2) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(36) %2, ptr noundef nonnull align 4 dereferenceable(36) @__const.main.ops, i64 36, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %3) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %3, ptr noundef nonnull align 8 dereferenceable(72) @__const.main.x, i64 72, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %4) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %4, i8 0, i64 72, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #11
  %8 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %9 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %10 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @interpret, i32 noundef %8, ptr noundef nonnull %2, i32 noundef %9, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %8, i32 noundef %7) #11
  %11 = icmp sgt i32 %7, 0
  %12 = zext nneg i32 %7 to i64
  br label %16

13:                                               ; preds = %99
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6)
  store volatile i32 0, ptr %6, align 4, !tbaa !6
  %14 = load volatile i32, ptr %6, align 4, !tbaa !6
  %15 = icmp slt i32 %14, 7
  br i1 %15, label %131, label %123

16:                                               ; preds = %0, %99
  %17 = phi i64 [ 0, %0 ], [ %121, %99 ]
  %18 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 %17
  %19 = load double, ptr %18, align 8, !tbaa !10
  %20 = fadd double %19, 0x3EB0C6F7A0B5ED8D
  store double %20, ptr %18, align 8, !tbaa !10
  br i1 %11, label %21, label %99

21:                                               ; preds = %16, %55
  %22 = phi i64 [ %57, %55 ], [ 0, %16 ]
  %23 = phi double [ %56, %55 ], [ 1.000000e+00, %16 ]
  %24 = getelementptr inbounds i32, ptr %2, i64 %22
  %25 = load i32, ptr %24, align 4, !tbaa !6
  switch i32 %25, label %50 [
    i32 0, label %26
    i32 1, label %30
    i32 2, label %34
    i32 3, label %39
    i32 4, label %45
  ]

26:                                               ; preds = %21
  %27 = getelementptr inbounds double, ptr %3, i64 %22
  %28 = load double, ptr %27, align 8, !tbaa !10
  %29 = fadd double %23, %28
  br label %55

30:                                               ; preds = %21
  %31 = getelementptr inbounds double, ptr %3, i64 %22
  %32 = load double, ptr %31, align 8, !tbaa !10
  %33 = fmul double %23, %32
  br label %55

34:                                               ; preds = %21
  %35 = call double @sin(double noundef %23) #11
  %36 = getelementptr inbounds double, ptr %3, i64 %22
  %37 = load double, ptr %36, align 8, !tbaa !10
  %38 = fmul double %35, %37
  br label %55

39:                                               ; preds = %21
  %40 = fmul double %23, 5.000000e-01
  %41 = call double @exp(double noundef %40) #11
  %42 = getelementptr inbounds double, ptr %3, i64 %22
  %43 = load double, ptr %42, align 8, !tbaa !10
  %44 = fsub double %41, %43
  br label %55

45:                                               ; preds = %21
  %46 = getelementptr inbounds double, ptr %3, i64 %22
  %47 = load double, ptr %46, align 8, !tbaa !10
  %48 = call double @llvm.fmuladd.f64(double %47, double %47, double 1.000000e+00)
  %49 = fdiv double %23, %48
  br label %55

50:                                               ; preds = %21
  %51 = getelementptr inbounds double, ptr %3, i64 %22
  %52 = load double, ptr %51, align 8, !tbaa !10
  %53 = fmul double %23, -5.000000e-01
  %54 = call double @llvm.fmuladd.f64(double %53, double %52, double %23)
  br label %55

55:                                               ; preds = %50, %45, %39, %34, %30, %26
  %56 = phi double [ %54, %50 ], [ %49, %45 ], [ %44, %39 ], [ %38, %34 ], [ %33, %30 ], [ %29, %26 ]
  %57 = add nuw nsw i64 %22, 1
  %58 = icmp eq i64 %57, %12
  br i1 %58, label %59, label %21, !llvm.loop !12

59:                                               ; preds = %55
  %60 = fadd double %19, 0xBEB0C6F7A0B5ED8D
  store double %60, ptr %18, align 8, !tbaa !10
  br label %61

61:                                               ; preds = %95, %59
  %62 = phi i64 [ 0, %59 ], [ %97, %95 ]
  %63 = phi double [ 1.000000e+00, %59 ], [ %96, %95 ]
  %64 = getelementptr inbounds i32, ptr %2, i64 %62
  %65 = load i32, ptr %64, align 4, !tbaa !6
  switch i32 %65, label %90 [
    i32 0, label %66
    i32 1, label %70
    i32 2, label %74
    i32 3, label %79
    i32 4, label %85
  ]

66:                                               ; preds = %61
  %67 = getelementptr inbounds double, ptr %3, i64 %62
  %68 = load double, ptr %67, align 8, !tbaa !10
  %69 = fadd double %63, %68
  br label %95

70:                                               ; preds = %61
  %71 = getelementptr inbounds double, ptr %3, i64 %62
  %72 = load double, ptr %71, align 8, !tbaa !10
  %73 = fmul double %63, %72
  br label %95

74:                                               ; preds = %61
  %75 = call double @sin(double noundef %63) #11
  %76 = getelementptr inbounds double, ptr %3, i64 %62
  %77 = load double, ptr %76, align 8, !tbaa !10
  %78 = fmul double %75, %77
  br label %95

79:                                               ; preds = %61
  %80 = fmul double %63, 5.000000e-01
  %81 = call double @exp(double noundef %80) #11
  %82 = getelementptr inbounds double, ptr %3, i64 %62
  %83 = load double, ptr %82, align 8, !tbaa !10
  %84 = fsub double %81, %83
  br label %95

85:                                               ; preds = %61
  %86 = getelementptr inbounds double, ptr %3, i64 %62
  %87 = load double, ptr %86, align 8, !tbaa !10
  %88 = call double @llvm.fmuladd.f64(double %87, double %87, double 1.000000e+00)
  %89 = fdiv double %63, %88
  br label %95

90:                                               ; preds = %61
  %91 = getelementptr inbounds double, ptr %3, i64 %62
  %92 = load double, ptr %91, align 8, !tbaa !10
  %93 = fmul double %63, -5.000000e-01
  %94 = call double @llvm.fmuladd.f64(double %93, double %92, double %63)
  br label %95

95:                                               ; preds = %90, %85, %79, %74, %70, %66
  %96 = phi double [ %94, %90 ], [ %89, %85 ], [ %84, %79 ], [ %78, %74 ], [ %73, %70 ], [ %69, %66 ]
  %97 = add nuw nsw i64 %62, 1
  %98 = icmp eq i64 %97, %12
  br i1 %98, label %99, label %61, !llvm.loop !12

99:                                               ; preds = %95, %16
  %100 = phi double [ 1.000000e+00, %16 ], [ %56, %95 ]
  %101 = phi double [ 1.000000e+00, %16 ], [ %96, %95 ]
  store double %19, ptr %18, align 8, !tbaa !10
  %102 = trunc nuw nsw i64 %17 to i32
  %103 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef %102) #11
  %104 = getelementptr inbounds [9 x double], ptr %4, i64 0, i64 %17
  %105 = load double, ptr %104, align 8, !tbaa !10
  %106 = fsub double %100, %101
  %107 = fdiv double %106, 2.000000e-06
  %108 = fsub double %105, %107
  %109 = call double @llvm.fabs.f64(double %108)
  %110 = call double @llvm.fabs.f64(double %107)
  %111 = call double @llvm.maxnum.f64(double %110, double 1.000000e+00)
  %112 = fmul double %111, 0x3EB0C6F7A0B5ED8D
  %113 = fcmp ugt double %109, %112
  %114 = fcmp ule double %110, 1.000000e-09
  %115 = or i1 %114, %113
  %116 = select i1 %115, ptr @.str.4, ptr @.str.5
  %117 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %5, double noundef %105, double noundef %107, ptr noundef nonnull %116)
  %118 = zext i1 %115 to i32
  %119 = load i32, ptr @fails, align 4, !tbaa !6
  %120 = add nsw i32 %119, %118
  store i32 %120, ptr @fails, align 4, !tbaa !6
  %121 = add nuw nsw i64 %17, 1
  %122 = icmp eq i64 %121, 9
  br i1 %122, label %13, label %16, !llvm.loop !14

123:                                              ; preds = %197, %13
  %124 = phi i32 [ %120, %13 ], [ %198, %197 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6)
  %125 = icmp eq i32 %124, 0
  %126 = select i1 %125, ptr @.str.5, ptr @.str.4
  %127 = call i32 @puts(ptr nonnull dereferenceable(1) %126)
  %128 = load i32, ptr @fails, align 4, !tbaa !6
  %129 = icmp ne i32 %128, 0
  %130 = zext i1 %129 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #11
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %3) #11
  call void @llvm.lifetime.end.p0(i64 36, ptr nonnull %2) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %130

131:                                              ; preds = %13, %197
  %132 = phi i32 [ %198, %197 ], [ %120, %13 ]
  %133 = load volatile i32, ptr %6, align 4, !tbaa !6
  %134 = icmp eq i32 %133, 3
  br i1 %134, label %197, label %135

135:                                              ; preds = %131
  %136 = load volatile i32, ptr %6, align 4, !tbaa !6
  %137 = icmp eq i32 %136, 4
  br i1 %137, label %197, label %138

138:                                              ; preds = %135
  %139 = load volatile i32, ptr %6, align 4, !tbaa !6
  %140 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %141 = load i32, ptr @enzyme_out, align 4, !tbaa !6
  %142 = call %struct.grad2 (ptr, ...) @__enzyme_autodiff_2(ptr noundef nonnull @shape, i32 noundef %140, i32 noundef %139, i32 noundef %141, double noundef 8.000000e-01, i32 noundef %141, double noundef -6.000000e-01) #11
  %143 = extractvalue %struct.grad2 %142, 0
  %144 = extractvalue %struct.grad2 %142, 1
  %145 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 32, ptr noundef nonnull @.str.1, i32 noundef %139) #11
  %146 = icmp ult i32 %139, 6
  br i1 %146, label %147, label %155

147:                                              ; preds = %138
  %148 = zext nneg i32 %139 to i64
  %149 = getelementptr inbounds [6 x double], ptr @switch.table.main, i64 0, i64 %148
  %150 = load double, ptr %149, align 8
  %151 = zext nneg i32 %139 to i64
  %152 = getelementptr inbounds [6 x double], ptr @switch.table.main.7, i64 0, i64 %151
  %153 = load double, ptr %152, align 8
  %154 = fsub double %150, %153
  br label %155

155:                                              ; preds = %138, %147
  %156 = phi double [ %154, %147 ], [ 0x3EA828C0BE800000, %138 ]
  %157 = fdiv double %156, 2.000000e-06
  %158 = fsub double %143, %157
  %159 = call double @llvm.fabs.f64(double %158)
  %160 = call double @llvm.fabs.f64(double %157)
  %161 = call double @llvm.maxnum.f64(double %160, double 1.000000e+00)
  %162 = fmul double %161, 0x3EB0C6F7A0B5ED8D
  %163 = fcmp ugt double %159, %162
  %164 = fcmp ule double %160, 1.000000e-09
  %165 = or i1 %164, %163
  %166 = select i1 %165, ptr @.str.4, ptr @.str.5
  %167 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %5, double noundef %143, double noundef %157, ptr noundef nonnull %166)
  %168 = zext i1 %165 to i32
  %169 = load i32, ptr @fails, align 4, !tbaa !6
  %170 = add nsw i32 %169, %168
  store i32 %170, ptr @fails, align 4, !tbaa !6
  %171 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 32, ptr noundef nonnull @.str.2, i32 noundef %139) #11
  %172 = icmp ult i32 %139, 6
  br i1 %172, label %173, label %181

173:                                              ; preds = %155
  %174 = zext nneg i32 %139 to i64
  %175 = getelementptr inbounds [6 x double], ptr @switch.table.main.8, i64 0, i64 %174
  %176 = load double, ptr %175, align 8
  %177 = zext nneg i32 %139 to i64
  %178 = getelementptr inbounds [6 x double], ptr @switch.table.main.9, i64 0, i64 %177
  %179 = load double, ptr %178, align 8
  %180 = fsub double %176, %179
  br label %181

181:                                              ; preds = %155, %173
  %182 = phi double [ %180, %173 ], [ 0xBEC01B2B29A60000, %155 ]
  %183 = fdiv double %182, 2.000000e-06
  %184 = fsub double %144, %183
  %185 = call double @llvm.fabs.f64(double %184)
  %186 = call double @llvm.fabs.f64(double %183)
  %187 = call double @llvm.maxnum.f64(double %186, double 1.000000e+00)
  %188 = fmul double %187, 0x3EB0C6F7A0B5ED8D
  %189 = fcmp ugt double %185, %188
  %190 = fcmp ule double %186, 1.000000e-09
  %191 = or i1 %190, %189
  %192 = select i1 %191, ptr @.str.4, ptr @.str.5
  %193 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %5, double noundef %144, double noundef %183, ptr noundef nonnull %192)
  %194 = zext i1 %191 to i32
  %195 = load i32, ptr @fails, align 4, !tbaa !6
  %196 = add nsw i32 %195, %194
  store i32 %196, ptr @fails, align 4, !tbaa !6
  br label %197

197:                                              ; preds = %131, %135, %181
  %198 = phi i32 [ %132, %131 ], [ %132, %135 ], [ %196, %181 ]
  %199 = load volatile i32, ptr %6, align 4, !tbaa !6
  %200 = add nsw i32 %199, 1
  store volatile i32 %200, ptr %6, align 4, !tbaa !6
  %201 = load volatile i32, ptr %6, align 4, !tbaa !6
  %202 = icmp slt i32 %201, 7
  br i1 %202, label %131, label %123, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @interpret(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) #5 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  br label %9

7:                                                ; preds = %43, %3
  %8 = phi double [ 1.000000e+00, %3 ], [ %44, %43 ]
  ret double %8

9:                                                ; preds = %5, %43
  %10 = phi i64 [ 0, %5 ], [ %45, %43 ]
  %11 = phi double [ 1.000000e+00, %5 ], [ %44, %43 ]
  %12 = getelementptr inbounds i32, ptr %0, i64 %10
  %13 = load i32, ptr %12, align 4, !tbaa !6
  switch i32 %13, label %38 [
    i32 0, label %14
    i32 1, label %18
    i32 2, label %22
    i32 3, label %27
    i32 4, label %33
  ]

14:                                               ; preds = %9
  %15 = getelementptr inbounds double, ptr %1, i64 %10
  %16 = load double, ptr %15, align 8, !tbaa !10
  %17 = fadd double %11, %16
  br label %43

18:                                               ; preds = %9
  %19 = getelementptr inbounds double, ptr %1, i64 %10
  %20 = load double, ptr %19, align 8, !tbaa !10
  %21 = fmul double %11, %20
  br label %43

22:                                               ; preds = %9
  %23 = tail call double @sin(double noundef %11) #11
  %24 = getelementptr inbounds double, ptr %1, i64 %10
  %25 = load double, ptr %24, align 8, !tbaa !10
  %26 = fmul double %23, %25
  br label %43

27:                                               ; preds = %9
  %28 = fmul double %11, 5.000000e-01
  %29 = tail call double @exp(double noundef %28) #11
  %30 = getelementptr inbounds double, ptr %1, i64 %10
  %31 = load double, ptr %30, align 8, !tbaa !10
  %32 = fsub double %29, %31
  br label %43

33:                                               ; preds = %9
  %34 = getelementptr inbounds double, ptr %1, i64 %10
  %35 = load double, ptr %34, align 8, !tbaa !10
  %36 = tail call double @llvm.fmuladd.f64(double %35, double %35, double 1.000000e+00)
  %37 = fdiv double %11, %36
  br label %43

38:                                               ; preds = %9
  %39 = getelementptr inbounds double, ptr %1, i64 %10
  %40 = load double, ptr %39, align 8, !tbaa !10
  %41 = fmul double %11, -5.000000e-01
  %42 = tail call double @llvm.fmuladd.f64(double %41, double %40, double %11)
  br label %43

43:                                               ; preds = %14, %18, %22, %27, %33, %38
  %44 = phi double [ %42, %38 ], [ %37, %33 ], [ %32, %27 ], [ %26, %22 ], [ %21, %18 ], [ %17, %14 ]
  %45 = add nuw nsw i64 %10, 1
  %46 = icmp eq i64 %45, %6
  br i1 %46, label %7, label %9, !llvm.loop !12
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare %struct.grad2 @__enzyme_autodiff_2(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @shape(i32 noundef %0, double noundef %1, double noundef %2) #7 {
  switch i32 %0, label %17 [
    i32 0, label %4
    i32 1, label %6
    i32 2, label %10
    i32 5, label %14
  ]

4:                                                ; preds = %3
  %5 = tail call double @llvm.fmuladd.f64(double %1, double %1, double %2)
  br label %20

6:                                                ; preds = %3
  %7 = tail call double @sin(double noundef %1) #11
  %8 = tail call double @exp(double noundef %2) #11
  %9 = fmul double %7, %8
  br label %20

10:                                               ; preds = %3
  %11 = tail call double @llvm.fmuladd.f64(double %1, double %1, double 1.000000e+00)
  %12 = tail call double @llvm.fmuladd.f64(double %2, double %2, double %11)
  %13 = tail call double @log(double noundef %12) #11
  br label %20

14:                                               ; preds = %3
  %15 = tail call double @llvm.fmuladd.f64(double %2, double %2, double 1.000000e+00)
  %16 = fdiv double %1, %15
  br label %20

17:                                               ; preds = %3
  %18 = fmul double %1, %2
  %19 = fmul double %18, %2
  br label %20

20:                                               ; preds = %17, %14, %10, %6, %4
  %21 = phi double [ %19, %17 ], [ %16, %14 ], [ %13, %10 ], [ %9, %6 ], [ %5, %4 ]
  ret double %21
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #10

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind memory(write, argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
