; ModuleID = 'rev/86_struct_of_arrays_O0.c'
source_filename = "rev/86_struct_of_arrays_O0.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Vec = type { i32, ptr, double }

@__const.main.d = private unnamed_addr constant [3 x double] [double 1.000000e+00, double -2.000000e+00, double 5.000000e-01], align 8
@enzyme_dup = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [20 x i8] c"reverse d/ddata[%d]\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"reverse d/dscale\00", align 1
@__const.main.td = private unnamed_addr constant [3 x double] [double 1.000000e+00, double 5.000000e-01, double -1.000000e+00], align 8
@.str.2 = private unnamed_addr constant [25 x i8] c"forward along (td, 0.25)\00", align 1
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str.3 = private unnamed_addr constant [11 x i8] c"float d/dx\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define dso_local double @norm(ptr nocapture noundef readonly %0) #0 {
  %2 = load i32, ptr %0, align 8, !tbaa !6
  %3 = icmp sgt i32 %2, 0
  br i1 %3, label %4, label %38

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !13
  %7 = zext nneg i32 %2 to i64
  %8 = icmp eq i32 %2, 1
  br i1 %8, label %9, label %12

9:                                                ; preds = %36, %4
  %10 = phi i64 [ 0, %4 ], [ %13, %36 ]
  %11 = phi double [ 0.000000e+00, %4 ], [ %33, %36 ]
  br label %44

12:                                               ; preds = %4
  %13 = and i64 %7, 2147483646
  br label %14

14:                                               ; preds = %14, %12
  %15 = phi i64 [ 0, %12 ], [ %34, %14 ]
  %16 = phi double [ 0.000000e+00, %12 ], [ %33, %14 ]
  %17 = or disjoint i64 %15, 1
  %18 = getelementptr inbounds double, ptr %6, i64 %15
  %19 = getelementptr inbounds double, ptr %6, i64 %17
  %20 = load double, ptr %18, align 8, !tbaa !14
  %21 = load double, ptr %19, align 8, !tbaa !14
  %22 = fmul double %20, %20
  %23 = fmul double %21, %21
  %24 = trunc i64 %15 to i32
  %25 = or disjoint i32 %24, 1
  %26 = trunc i64 %15 to i32
  %27 = add i32 %26, 2
  %28 = uitofp nneg i32 %25 to double
  %29 = uitofp nneg i32 %27 to double
  %30 = fmul double %22, %28
  %31 = fmul double %23, %29
  %32 = fadd double %16, %30
  %33 = fadd double %32, %31
  %34 = add nuw i64 %15, 2
  %35 = icmp eq i64 %34, %13
  br i1 %35, label %36, label %14, !llvm.loop !15

36:                                               ; preds = %14
  %37 = icmp eq i64 %13, %7
  br i1 %37, label %38, label %9

38:                                               ; preds = %44, %36, %1
  %39 = phi double [ 0.000000e+00, %1 ], [ %33, %36 ], [ %53, %44 ]
  %40 = tail call double @sqrt(double noundef %39) #11
  %41 = getelementptr inbounds i8, ptr %0, i64 16
  %42 = load double, ptr %41, align 8, !tbaa !19
  %43 = fmul double %40, %42
  ret double %43

44:                                               ; preds = %9, %44
  %45 = phi i64 [ %50, %44 ], [ %10, %9 ]
  %46 = phi double [ %53, %44 ], [ %11, %9 ]
  %47 = getelementptr inbounds double, ptr %6, i64 %45
  %48 = load double, ptr %47, align 8, !tbaa !14
  %49 = fmul double %48, %48
  %50 = add nuw nsw i64 %45, 1
  %51 = trunc nuw nsw i64 %50 to i32
  %52 = uitofp nneg i32 %51 to double
  %53 = tail call double @llvm.fmuladd.f64(double %49, double %52, double %46)
  %54 = icmp eq i64 %50, %7
  br i1 %54, label %38, label %44, !llvm.loop !20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define dso_local void @norm_out(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) #0 {
  %3 = load i32, ptr %0, align 8, !tbaa !6
  %4 = icmp sgt i32 %3, 0
  br i1 %4, label %5, label %50

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = load ptr, ptr %6, align 8, !tbaa !13
  %8 = zext nneg i32 %3 to i64
  %9 = icmp eq i32 %3, 1
  br i1 %9, label %36, label %10

10:                                               ; preds = %5
  %11 = and i64 %8, 2147483646
  br label %12

12:                                               ; preds = %12, %10
  %13 = phi i64 [ 0, %10 ], [ %32, %12 ]
  %14 = phi double [ 0.000000e+00, %10 ], [ %31, %12 ]
  %15 = or disjoint i64 %13, 1
  %16 = getelementptr inbounds double, ptr %7, i64 %13
  %17 = getelementptr inbounds double, ptr %7, i64 %15
  %18 = load double, ptr %16, align 8, !tbaa !14
  %19 = load double, ptr %17, align 8, !tbaa !14
  %20 = fmul double %18, %18
  %21 = fmul double %19, %19
  %22 = trunc i64 %13 to i32
  %23 = or disjoint i32 %22, 1
  %24 = trunc i64 %13 to i32
  %25 = add i32 %24, 2
  %26 = uitofp nneg i32 %23 to double
  %27 = uitofp nneg i32 %25 to double
  %28 = fmul double %20, %26
  %29 = fmul double %21, %27
  %30 = fadd double %14, %28
  %31 = fadd double %30, %29
  %32 = add nuw i64 %13, 2
  %33 = icmp eq i64 %32, %11
  br i1 %33, label %34, label %12, !llvm.loop !21

34:                                               ; preds = %12
  %35 = icmp eq i64 %11, %8
  br i1 %35, label %50, label %36

36:                                               ; preds = %34, %5
  %37 = phi i64 [ 0, %5 ], [ %11, %34 ]
  %38 = phi double [ 0.000000e+00, %5 ], [ %31, %34 ]
  br label %39

39:                                               ; preds = %36, %39
  %40 = phi i64 [ %45, %39 ], [ %37, %36 ]
  %41 = phi double [ %48, %39 ], [ %38, %36 ]
  %42 = getelementptr inbounds double, ptr %7, i64 %40
  %43 = load double, ptr %42, align 8, !tbaa !14
  %44 = fmul double %43, %43
  %45 = add nuw nsw i64 %40, 1
  %46 = trunc nuw nsw i64 %45 to i32
  %47 = uitofp nneg i32 %46 to double
  %48 = tail call double @llvm.fmuladd.f64(double %44, double %47, double %41)
  %49 = icmp eq i64 %45, %8
  br i1 %49, label %50, label %39, !llvm.loop !22

50:                                               ; preds = %39, %34, %2
  %51 = phi double [ 0.000000e+00, %2 ], [ %31, %34 ], [ %48, %39 ]
  %52 = tail call double @sqrt(double noundef %51) #11
  %53 = getelementptr inbounds i8, ptr %0, i64 16
  %54 = load double, ptr %53, align 8, !tbaa !19
  %55 = fmul double %52, %54
  store double %55, ptr %1, align 8, !tbaa !14
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define dso_local float @ff(float noundef %0, float noundef %1) #4 {
  %3 = tail call float @sinf(float noundef %0) #11
  %4 = fdiv float %0, %1
  %5 = tail call float @llvm.fmuladd.f32(float %3, float %1, float %4)
  ret float %5
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @sinf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #5 {
  %1 = alloca [3 x double], align 8
  %2 = alloca [3 x double], align 8
  %3 = alloca %struct.Vec, align 8
  %4 = alloca %struct.Vec, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca [64 x i8], align 1
  %8 = alloca [3 x double], align 8
  %9 = alloca %struct.Vec, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, ptr noundef nonnull align 8 dereferenceable(24) @__const.main.d, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %2, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #11
  store i32 3, ptr %3, align 8, !tbaa !6
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %1, ptr %10, align 8, !tbaa !13
  %11 = getelementptr inbounds i8, ptr %3, i64 16
  store double 2.000000e+00, ptr %11, align 8, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #11
  store i32 3, ptr %4, align 8, !tbaa !6
  %12 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr %2, ptr %12, align 8, !tbaa !13
  %13 = getelementptr inbounds i8, ptr %4, i64 16
  store double 0.000000e+00, ptr %13, align 8, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #11
  store double 0.000000e+00, ptr %5, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #11
  store double 1.000000e+00, ptr %6, align 8, !tbaa !14
  %14 = load i32, ptr @enzyme_dup, align 4, !tbaa !23
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @norm_out, i32 noundef %14, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %14, ptr noundef nonnull %5, ptr noundef nonnull %6) #11
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #11
  br label %195

15:                                               ; preds = %238
  store double 0x400000008637BD06, ptr %11, align 8, !tbaa !19
  %16 = load i32, ptr %3, align 8, !tbaa !6
  %17 = icmp sgt i32 %16, 0
  br i1 %17, label %18, label %62

18:                                               ; preds = %15
  %19 = load ptr, ptr %10, align 8, !tbaa !13
  %20 = zext nneg i32 %16 to i64
  %21 = icmp eq i32 %16, 1
  br i1 %21, label %48, label %22

22:                                               ; preds = %18
  %23 = and i64 %20, 2147483646
  br label %24

24:                                               ; preds = %24, %22
  %25 = phi i64 [ 0, %22 ], [ %44, %24 ]
  %26 = phi double [ 0.000000e+00, %22 ], [ %43, %24 ]
  %27 = or disjoint i64 %25, 1
  %28 = getelementptr inbounds double, ptr %19, i64 %25
  %29 = getelementptr inbounds double, ptr %19, i64 %27
  %30 = load double, ptr %28, align 8, !tbaa !14
  %31 = load double, ptr %29, align 8, !tbaa !14
  %32 = fmul double %30, %30
  %33 = fmul double %31, %31
  %34 = trunc i64 %25 to i32
  %35 = or disjoint i32 %34, 1
  %36 = trunc i64 %25 to i32
  %37 = add i32 %36, 2
  %38 = uitofp nneg i32 %35 to double
  %39 = uitofp nneg i32 %37 to double
  %40 = fmul double %32, %38
  %41 = fmul double %33, %39
  %42 = fadd double %26, %40
  %43 = fadd double %42, %41
  %44 = add nuw i64 %25, 2
  %45 = icmp eq i64 %44, %23
  br i1 %45, label %46, label %24, !llvm.loop !24

46:                                               ; preds = %24
  %47 = icmp eq i64 %23, %20
  br i1 %47, label %62, label %48

48:                                               ; preds = %46, %18
  %49 = phi i64 [ 0, %18 ], [ %23, %46 ]
  %50 = phi double [ 0.000000e+00, %18 ], [ %43, %46 ]
  br label %51

51:                                               ; preds = %48, %51
  %52 = phi i64 [ %57, %51 ], [ %49, %48 ]
  %53 = phi double [ %60, %51 ], [ %50, %48 ]
  %54 = getelementptr inbounds double, ptr %19, i64 %52
  %55 = load double, ptr %54, align 8, !tbaa !14
  %56 = fmul double %55, %55
  %57 = add nuw nsw i64 %52, 1
  %58 = trunc nuw nsw i64 %57 to i32
  %59 = uitofp nneg i32 %58 to double
  %60 = call double @llvm.fmuladd.f64(double %56, double %59, double %53)
  %61 = icmp eq i64 %57, %20
  br i1 %61, label %62, label %51, !llvm.loop !25

62:                                               ; preds = %51, %46, %15
  %63 = phi double [ 0.000000e+00, %15 ], [ %43, %46 ], [ %60, %51 ]
  %64 = call double @sqrt(double noundef %63) #11
  %65 = load double, ptr %11, align 8, !tbaa !19
  store double 0x3FFFFFFEF39085F5, ptr %11, align 8, !tbaa !19
  %66 = load i32, ptr %3, align 8, !tbaa !6
  %67 = icmp sgt i32 %66, 0
  br i1 %67, label %68, label %112

68:                                               ; preds = %62
  %69 = load ptr, ptr %10, align 8, !tbaa !13
  %70 = zext nneg i32 %66 to i64
  %71 = icmp eq i32 %66, 1
  br i1 %71, label %98, label %72

72:                                               ; preds = %68
  %73 = and i64 %70, 2147483646
  br label %74

74:                                               ; preds = %74, %72
  %75 = phi i64 [ 0, %72 ], [ %94, %74 ]
  %76 = phi double [ 0.000000e+00, %72 ], [ %93, %74 ]
  %77 = or disjoint i64 %75, 1
  %78 = getelementptr inbounds double, ptr %69, i64 %75
  %79 = getelementptr inbounds double, ptr %69, i64 %77
  %80 = load double, ptr %78, align 8, !tbaa !14
  %81 = load double, ptr %79, align 8, !tbaa !14
  %82 = fmul double %80, %80
  %83 = fmul double %81, %81
  %84 = trunc i64 %75 to i32
  %85 = or disjoint i32 %84, 1
  %86 = trunc i64 %75 to i32
  %87 = add i32 %86, 2
  %88 = uitofp nneg i32 %85 to double
  %89 = uitofp nneg i32 %87 to double
  %90 = fmul double %82, %88
  %91 = fmul double %83, %89
  %92 = fadd double %76, %90
  %93 = fadd double %92, %91
  %94 = add nuw i64 %75, 2
  %95 = icmp eq i64 %94, %73
  br i1 %95, label %96, label %74, !llvm.loop !26

96:                                               ; preds = %74
  %97 = icmp eq i64 %73, %70
  br i1 %97, label %112, label %98

98:                                               ; preds = %96, %68
  %99 = phi i64 [ 0, %68 ], [ %73, %96 ]
  %100 = phi double [ 0.000000e+00, %68 ], [ %93, %96 ]
  br label %101

101:                                              ; preds = %98, %101
  %102 = phi i64 [ %107, %101 ], [ %99, %98 ]
  %103 = phi double [ %110, %101 ], [ %100, %98 ]
  %104 = getelementptr inbounds double, ptr %69, i64 %102
  %105 = load double, ptr %104, align 8, !tbaa !14
  %106 = fmul double %105, %105
  %107 = add nuw nsw i64 %102, 1
  %108 = trunc nuw nsw i64 %107 to i32
  %109 = uitofp nneg i32 %108 to double
  %110 = call double @llvm.fmuladd.f64(double %106, double %109, double %103)
  %111 = icmp eq i64 %107, %70
  br i1 %111, label %112, label %101, !llvm.loop !27

112:                                              ; preds = %101, %96, %62
  %113 = phi double [ 0.000000e+00, %62 ], [ %93, %96 ], [ %110, %101 ]
  %114 = fmul double %64, %65
  %115 = call double @sqrt(double noundef %113) #11
  %116 = load double, ptr %11, align 8, !tbaa !19
  %117 = fmul double %115, %116
  store double 2.000000e+00, ptr %11, align 8, !tbaa !19
  %118 = load double, ptr %13, align 8, !tbaa !19
  %119 = fsub double %114, %117
  %120 = fdiv double %119, 2.000000e-06
  %121 = fsub double %118, %120
  %122 = call double @llvm.fabs.f64(double %121)
  %123 = call double @llvm.fabs.f64(double %120)
  %124 = call double @llvm.maxnum.f64(double %123, double 1.000000e+00)
  %125 = fmul double %124, 0x3EB0C6F7A0B5ED8D
  %126 = fcmp ugt double %122, %125
  %127 = fcmp ule double %123, 1.000000e-09
  %128 = or i1 %127, %126
  %129 = select i1 %128, ptr @.str.5, ptr @.str.6
  %130 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, double noundef %118, double noundef %120, ptr noundef nonnull %129)
  %131 = zext i1 %128 to i32
  %132 = load i32, ptr @fails, align 4, !tbaa !23
  %133 = add nsw i32 %132, %131
  store i32 %133, ptr @fails, align 4, !tbaa !23
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %8, ptr noundef nonnull align 8 dereferenceable(24) @__const.main.td, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #11
  store i32 3, ptr %9, align 8, !tbaa !6
  %134 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %8, ptr %134, align 8, !tbaa !13
  %135 = getelementptr inbounds i8, ptr %9, i64 16
  store double 2.500000e-01, ptr %135, align 8, !tbaa !19
  %136 = load double, ptr %1, align 8, !tbaa !14
  %137 = fadd double %136, 0x3EB0C6F7A0B5ED8D
  %138 = fadd double %136, 0xBEB0C6F7A0B5ED8D
  %139 = getelementptr inbounds i8, ptr %1, i64 8
  %140 = load double, ptr %139, align 8, !tbaa !14
  %141 = fadd double %140, 5.000000e-07
  %142 = fadd double %140, -5.000000e-07
  %143 = getelementptr inbounds i8, ptr %1, i64 16
  %144 = load double, ptr %143, align 8, !tbaa !14
  %145 = fadd double %144, 0xBEB0C6F7A0B5ED8D
  %146 = fadd double %144, 0x3EB0C6F7A0B5ED8D
  %147 = load i32, ptr @enzyme_dup, align 4, !tbaa !23
  %148 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @norm, i32 noundef %147, ptr noundef nonnull %3, ptr noundef nonnull %9) #11
  %149 = fmul double %137, %137
  %150 = fmul double %141, %141
  %151 = call double @llvm.fmuladd.f64(double %150, double 2.000000e+00, double %149)
  %152 = fmul double %145, %145
  %153 = call double @llvm.fmuladd.f64(double %152, double 3.000000e+00, double %151)
  %154 = call double @sqrt(double noundef %153) #11
  %155 = fmul double %138, %138
  %156 = fmul double %142, %142
  %157 = call double @llvm.fmuladd.f64(double %156, double 2.000000e+00, double %155)
  %158 = fmul double %146, %146
  %159 = call double @llvm.fmuladd.f64(double %158, double 3.000000e+00, double %157)
  %160 = fmul double %154, 0x40000000218DEF41
  %161 = call double @sqrt(double noundef %159) #11
  %162 = fmul double %161, 0x3FFFFFFFBCE4217D
  %163 = fsub double %160, %162
  %164 = fdiv double %163, 2.000000e-06
  %165 = fsub double %148, %164
  %166 = call double @llvm.fabs.f64(double %165)
  %167 = call double @llvm.fabs.f64(double %164)
  %168 = call double @llvm.maxnum.f64(double %167, double 1.000000e+00)
  %169 = fmul double %168, 0x3EB0C6F7A0B5ED8D
  %170 = fcmp ugt double %166, %169
  %171 = fcmp ule double %167, 1.000000e-09
  %172 = or i1 %171, %170
  %173 = select i1 %172, ptr @.str.5, ptr @.str.6
  %174 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, double noundef %148, double noundef %164, ptr noundef nonnull %173)
  %175 = zext i1 %172 to i32
  %176 = load i32, ptr @fails, align 4, !tbaa !23
  %177 = add nsw i32 %176, %175
  store i32 %177, ptr @fails, align 4, !tbaa !23
  %178 = load i32, ptr @enzyme_const, align 4, !tbaa !23
  %179 = call float (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @ff, double noundef 5.000000e-01, i32 noundef %178, double noundef 2.000000e+00) #11
  %180 = fpext float %179 to double
  %181 = fadd double %180, 0xC0020A87C0000000
  %182 = call double @llvm.fabs.f64(double %181)
  %183 = fcmp ugt double %182, 0x3F62796000000000
  %184 = select i1 %183, ptr @.str.5, ptr @.str.6
  %185 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, double noundef %180, double noundef 0x40020A87C0000000, ptr noundef nonnull %184)
  %186 = zext i1 %183 to i32
  %187 = load i32, ptr @fails, align 4, !tbaa !23
  %188 = add nsw i32 %187, %186
  store i32 %188, ptr @fails, align 4, !tbaa !23
  %189 = icmp eq i32 %188, 0
  %190 = select i1 %189, ptr @.str.6, ptr @.str.5
  %191 = call i32 @puts(ptr nonnull dereferenceable(1) %190)
  %192 = load i32, ptr @fails, align 4, !tbaa !23
  %193 = icmp ne i32 %192, 0
  %194 = zext i1 %193 to i32
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #11
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #11
  ret i32 %194

195:                                              ; preds = %0, %238
  %196 = phi i64 [ 0, %0 ], [ %262, %238 ]
  %197 = getelementptr inbounds [3 x double], ptr %1, i64 0, i64 %196
  %198 = load double, ptr %197, align 8, !tbaa !14
  %199 = fadd double %198, 0x3EB0C6F7A0B5ED8D
  store double %199, ptr %197, align 8, !tbaa !14
  %200 = load i32, ptr %3, align 8, !tbaa !6
  %201 = icmp sgt i32 %200, 0
  br i1 %201, label %202, label %216

202:                                              ; preds = %195
  %203 = load ptr, ptr %10, align 8, !tbaa !13
  %204 = zext nneg i32 %200 to i64
  br label %205

205:                                              ; preds = %205, %202
  %206 = phi i64 [ 0, %202 ], [ %211, %205 ]
  %207 = phi double [ 0.000000e+00, %202 ], [ %214, %205 ]
  %208 = getelementptr inbounds double, ptr %203, i64 %206
  %209 = load double, ptr %208, align 8, !tbaa !14
  %210 = fmul double %209, %209
  %211 = add nuw nsw i64 %206, 1
  %212 = trunc nuw nsw i64 %211 to i32
  %213 = uitofp nneg i32 %212 to double
  %214 = call double @llvm.fmuladd.f64(double %210, double %213, double %207)
  %215 = icmp eq i64 %211, %204
  br i1 %215, label %216, label %205, !llvm.loop !28

216:                                              ; preds = %205, %195
  %217 = phi double [ 0.000000e+00, %195 ], [ %214, %205 ]
  %218 = call double @sqrt(double noundef %217) #11
  %219 = load double, ptr %11, align 8, !tbaa !19
  %220 = fmul double %218, %219
  %221 = fadd double %198, 0xBEB0C6F7A0B5ED8D
  store double %221, ptr %197, align 8, !tbaa !14
  %222 = load i32, ptr %3, align 8, !tbaa !6
  %223 = icmp sgt i32 %222, 0
  br i1 %223, label %224, label %238

224:                                              ; preds = %216
  %225 = load ptr, ptr %10, align 8, !tbaa !13
  %226 = zext nneg i32 %222 to i64
  br label %227

227:                                              ; preds = %227, %224
  %228 = phi i64 [ 0, %224 ], [ %233, %227 ]
  %229 = phi double [ 0.000000e+00, %224 ], [ %236, %227 ]
  %230 = getelementptr inbounds double, ptr %225, i64 %228
  %231 = load double, ptr %230, align 8, !tbaa !14
  %232 = fmul double %231, %231
  %233 = add nuw nsw i64 %228, 1
  %234 = trunc nuw nsw i64 %233 to i32
  %235 = uitofp nneg i32 %234 to double
  %236 = call double @llvm.fmuladd.f64(double %232, double %235, double %229)
  %237 = icmp eq i64 %233, %226
  br i1 %237, label %238, label %227, !llvm.loop !28

238:                                              ; preds = %227, %216
  %239 = phi double [ 0.000000e+00, %216 ], [ %236, %227 ]
  %240 = call double @sqrt(double noundef %239) #11
  %241 = load double, ptr %11, align 8, !tbaa !19
  %242 = fmul double %240, %241
  store double %198, ptr %197, align 8, !tbaa !14
  %243 = trunc nuw nsw i64 %196 to i32
  %244 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i64 noundef 64, ptr noundef nonnull @.str, i32 noundef %243) #11
  %245 = getelementptr inbounds [3 x double], ptr %2, i64 0, i64 %196
  %246 = load double, ptr %245, align 8, !tbaa !14
  %247 = fsub double %220, %242
  %248 = fdiv double %247, 2.000000e-06
  %249 = fsub double %246, %248
  %250 = call double @llvm.fabs.f64(double %249)
  %251 = call double @llvm.fabs.f64(double %248)
  %252 = call double @llvm.maxnum.f64(double %251, double 1.000000e+00)
  %253 = fmul double %252, 0x3EB0C6F7A0B5ED8D
  %254 = fcmp ugt double %250, %253
  %255 = fcmp ule double %251, 1.000000e-09
  %256 = or i1 %255, %254
  %257 = select i1 %256, ptr @.str.5, ptr @.str.6
  %258 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %7, double noundef %246, double noundef %248, ptr noundef nonnull %257)
  %259 = zext i1 %256 to i32
  %260 = load i32, ptr @fails, align 4, !tbaa !23
  %261 = add nsw i32 %260, %259
  store i32 %261, ptr @fails, align 4, !tbaa !23
  %262 = add nuw nsw i64 %196, 1
  %263 = icmp eq i64 %262, 3
  br i1 %263, label %15, label %195, !llvm.loop !29
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #7

declare void @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #9

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #10

attributes #0 = { nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
!6 = !{!7, !8, i64 0}
!7 = !{!"", !8, i64 0, !11, i64 8, !12, i64 16}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"any pointer", !9, i64 0}
!12 = !{!"double", !9, i64 0}
!13 = !{!7, !11, i64 8}
!14 = !{!12, !12, i64 0}
!15 = distinct !{!15, !16, !17, !18}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!"llvm.loop.isvectorized", i32 1}
!18 = !{!"llvm.loop.unroll.runtime.disable"}
!19 = !{!7, !12, i64 16}
!20 = distinct !{!20, !16, !17}
!21 = distinct !{!21, !16, !17, !18}
!22 = distinct !{!22, !16, !17}
!23 = !{!8, !8, i64 0}
!24 = distinct !{!24, !16, !17, !18}
!25 = distinct !{!25, !16, !17}
!26 = distinct !{!26, !16, !17, !18}
!27 = distinct !{!27, !16, !17}
!28 = distinct !{!28, !16}
!29 = distinct !{!29, !16}
