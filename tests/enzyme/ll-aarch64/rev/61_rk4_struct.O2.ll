; ModuleID = 'rev/61_rk4_struct.c'
source_filename = "rev/61_rk4_struct.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.State = type { double, double, double, double }
%struct.Params = type { double, double, double, double }

@__const.main.s0 = private unnamed_addr constant %struct.State { double 1.000000e-01, double 3.000000e-01, double 8.000000e-01, double -2.000000e-01 }, align 8
@__const.main.p = private unnamed_addr constant %struct.Params { double 1.500000e+00, double 9.000000e-01, double 2.500000e-01, double 0x3FE6666666666666 }, align 8
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_out = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [6 x i8] c"d/ddt\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"d/dx0\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"d/dv0\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"d/dtheta0\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"d/domega0\00", align 1
@__const.main.sn.rel = private unnamed_addr constant [4 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.1 to i64), i64 ptrtoint (ptr @__const.main.sn.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.2 to i64), i64 ptrtoint (ptr @__const.main.sn.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.3 to i64), i64 ptrtoint (ptr @__const.main.sn.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.4 to i64), i64 ptrtoint (ptr @__const.main.sn.rel to i64)) to i32)], align 4
@.str.5 = private unnamed_addr constant [8 x i8] c"d/dmass\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"d/dlength\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"d/ddamping\00", align 1
@.str.8 = private unnamed_addr constant [9 x i8] c"d/ddrive\00", align 1
@__const.main.pn.rel = private unnamed_addr constant [4 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.5 to i64), i64 ptrtoint (ptr @__const.main.pn.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.6 to i64), i64 ptrtoint (ptr @__const.main.pn.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.7 to i64), i64 ptrtoint (ptr @__const.main.pn.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.8 to i64), i64 ptrtoint (ptr @__const.main.pn.rel to i64)) to i32)], align 4
@fails = internal unnamed_addr global i32 0, align 4
@.str.10 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.11 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.12 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.State, align 8
  %3 = alloca %struct.State, align 8
  %4 = alloca %struct.Params, align 8
  %5 = alloca %struct.Params, align 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 20, ptr %1, align 4, !tbaa !6
  %6 = load volatile i32, ptr %1, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) @__const.main.s0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %3, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef nonnull align 8 dereferenceable(32) @__const.main.p, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, i8 0, i64 32, i1 false)
  %7 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %8 = load i32, ptr @enzyme_out, align 4, !tbaa !6
  %9 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %10 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @run, i32 noundef %7, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %7, ptr noundef nonnull %4, ptr noundef nonnull %5, i32 noundef %8, double noundef 5.000000e-02, i32 noundef %9, i32 noundef %6) #11
  %11 = call double @run(ptr noundef nonnull %2, ptr noundef nonnull %4, double noundef 0x3FA999BB2788DB06, i32 noundef %6)
  %12 = call double @run(ptr noundef nonnull %2, ptr noundef nonnull %4, double noundef 4.999900e-02, i32 noundef %6)
  %13 = fsub double %11, %12
  %14 = fdiv double %13, 2.000000e-06
  %15 = fsub double %10, %14
  %16 = call double @llvm.fabs.f64(double %15)
  %17 = call double @llvm.fabs.f64(double %14)
  %18 = call double @llvm.maxnum.f64(double %17, double 1.000000e+00)
  %19 = fmul double %18, 0x3EB0C6F7A0B5ED8D
  %20 = fcmp ugt double %16, %19
  %21 = fcmp ule double %17, 1.000000e-09
  %22 = or i1 %21, %20
  %23 = select i1 %22, ptr @.str.10, ptr @.str.11
  %24 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str, double noundef %10, double noundef %14, ptr noundef nonnull %23)
  %25 = zext i1 %22 to i32
  %26 = load i32, ptr @fails, align 4, !tbaa !6
  %27 = add nsw i32 %26, %25
  store i32 %27, ptr @fails, align 4, !tbaa !6
  br label %64

28:                                               ; preds = %64, %28
  %29 = phi i64 [ %55, %28 ], [ 0, %64 ]
  %30 = getelementptr inbounds double, ptr %4, i64 %29
  %31 = load double, ptr %30, align 8, !tbaa !10
  %32 = fadd double %31, 0x3EB0C6F7A0B5ED8D
  store double %32, ptr %30, align 8, !tbaa !10
  %33 = call double @run(ptr noundef nonnull %2, ptr noundef nonnull %4, double noundef 5.000000e-02, i32 noundef %6)
  %34 = fadd double %31, 0xBEB0C6F7A0B5ED8D
  store double %34, ptr %30, align 8, !tbaa !10
  %35 = call double @run(ptr noundef nonnull %2, ptr noundef nonnull %4, double noundef 5.000000e-02, i32 noundef %6)
  store double %31, ptr %30, align 8, !tbaa !10
  %36 = shl i64 %29, 2
  %37 = call ptr @llvm.load.relative.i64(ptr @__const.main.pn.rel, i64 %36)
  %38 = getelementptr inbounds double, ptr %5, i64 %29
  %39 = load double, ptr %38, align 8, !tbaa !10
  %40 = fsub double %33, %35
  %41 = fdiv double %40, 2.000000e-06
  %42 = fsub double %39, %41
  %43 = call double @llvm.fabs.f64(double %42)
  %44 = call double @llvm.fabs.f64(double %41)
  %45 = call double @llvm.maxnum.f64(double %44, double 1.000000e+00)
  %46 = fmul double %45, 0x3EB0C6F7A0B5ED8D
  %47 = fcmp ugt double %43, %46
  %48 = fcmp ule double %44, 1.000000e-09
  %49 = or i1 %48, %47
  %50 = select i1 %49, ptr @.str.10, ptr @.str.11
  %51 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef %37, double noundef %39, double noundef %41, ptr noundef nonnull %50)
  %52 = zext i1 %49 to i32
  %53 = load i32, ptr @fails, align 4, !tbaa !6
  %54 = add nsw i32 %53, %52
  store i32 %54, ptr @fails, align 4, !tbaa !6
  %55 = add nuw nsw i64 %29, 1
  %56 = icmp eq i64 %55, 4
  br i1 %56, label %57, label %28, !llvm.loop !12

57:                                               ; preds = %28
  %58 = icmp eq i32 %54, 0
  %59 = select i1 %58, ptr @.str.11, ptr @.str.10
  %60 = call i32 @puts(ptr nonnull dereferenceable(1) %59)
  %61 = load i32, ptr @fails, align 4, !tbaa !6
  %62 = icmp ne i32 %61, 0
  %63 = zext i1 %62 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %63

64:                                               ; preds = %0, %64
  %65 = phi i64 [ 0, %0 ], [ %91, %64 ]
  %66 = getelementptr inbounds double, ptr %2, i64 %65
  %67 = load double, ptr %66, align 8, !tbaa !10
  %68 = fadd double %67, 0x3EB0C6F7A0B5ED8D
  store double %68, ptr %66, align 8, !tbaa !10
  %69 = call double @run(ptr noundef nonnull %2, ptr noundef nonnull %4, double noundef 5.000000e-02, i32 noundef %6)
  %70 = fadd double %67, 0xBEB0C6F7A0B5ED8D
  store double %70, ptr %66, align 8, !tbaa !10
  %71 = call double @run(ptr noundef nonnull %2, ptr noundef nonnull %4, double noundef 5.000000e-02, i32 noundef %6)
  store double %67, ptr %66, align 8, !tbaa !10
  %72 = shl i64 %65, 2
  %73 = call ptr @llvm.load.relative.i64(ptr @__const.main.sn.rel, i64 %72)
  %74 = getelementptr inbounds double, ptr %3, i64 %65
  %75 = load double, ptr %74, align 8, !tbaa !10
  %76 = fsub double %69, %71
  %77 = fdiv double %76, 2.000000e-06
  %78 = fsub double %75, %77
  %79 = call double @llvm.fabs.f64(double %78)
  %80 = call double @llvm.fabs.f64(double %77)
  %81 = call double @llvm.maxnum.f64(double %80, double 1.000000e+00)
  %82 = fmul double %81, 0x3EB0C6F7A0B5ED8D
  %83 = fcmp ugt double %79, %82
  %84 = fcmp ule double %80, 1.000000e-09
  %85 = or i1 %84, %83
  %86 = select i1 %85, ptr @.str.10, ptr @.str.11
  %87 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef %73, double noundef %75, double noundef %77, ptr noundef nonnull %86)
  %88 = zext i1 %85 to i32
  %89 = load i32, ptr @fails, align 4, !tbaa !6
  %90 = add nsw i32 %89, %88
  store i32 %90, ptr @fails, align 4, !tbaa !6
  %91 = add nuw nsw i64 %65, 1
  %92 = icmp eq i64 %91, 4
  br i1 %92, label %28, label %64, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @run(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, double noundef %2, i32 noundef %3) #5 {
  %5 = load double, ptr %0, align 8, !tbaa !10
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = load double, ptr %6, align 8, !tbaa !10
  %8 = getelementptr inbounds i8, ptr %0, i64 16
  %9 = load double, ptr %8, align 8, !tbaa !10
  %10 = getelementptr inbounds i8, ptr %0, i64 24
  %11 = load double, ptr %10, align 8, !tbaa !10
  %12 = icmp sgt i32 %3, 0
  br i1 %12, label %13, label %20

13:                                               ; preds = %4
  %14 = getelementptr inbounds i8, ptr %1, i64 24
  %15 = getelementptr inbounds i8, ptr %1, i64 16
  %16 = getelementptr inbounds i8, ptr %1, i64 8
  %17 = fmul double %2, 5.000000e-01
  %18 = fdiv double %2, 6.000000e+00
  %19 = fdiv double %2, 3.000000e+00
  br label %29

20:                                               ; preds = %29, %4
  %21 = phi double [ %5, %4 ], [ %147, %29 ]
  %22 = phi double [ %7, %4 ], [ %148, %29 ]
  %23 = phi double [ %9, %4 ], [ %149, %29 ]
  %24 = phi double [ %11, %4 ], [ %150, %29 ]
  %25 = tail call double @sin(double noundef %23) #11
  %26 = tail call double @llvm.fmuladd.f64(double %21, double %21, double %25)
  %27 = fmul double %24, 5.000000e-01
  %28 = tail call double @llvm.fmuladd.f64(double %27, double %22, double %26)
  ret double %28

29:                                               ; preds = %13, %29
  %30 = phi double [ %11, %13 ], [ %150, %29 ]
  %31 = phi double [ %9, %13 ], [ %149, %29 ]
  %32 = phi double [ %7, %13 ], [ %148, %29 ]
  %33 = phi double [ %5, %13 ], [ %147, %29 ]
  %34 = phi i32 [ 0, %13 ], [ %151, %29 ]
  %35 = load double, ptr %14, align 8, !tbaa !14
  %36 = fmul double %33, 1.300000e+00
  %37 = tail call double @cos(double noundef %36) #11
  %38 = load double, ptr %15, align 8, !tbaa !16
  %39 = fneg double %38
  %40 = fmul double %32, %39
  %41 = tail call double @llvm.fmuladd.f64(double %35, double %37, double %40)
  %42 = fmul double %30, 2.000000e-01
  %43 = fmul double %30, %42
  %44 = tail call double @sin(double noundef %31) #11
  %45 = tail call double @llvm.fmuladd.f64(double %43, double %44, double %41)
  %46 = load double, ptr %16, align 8, !tbaa !17
  %47 = fdiv double -9.810000e+00, %46
  %48 = tail call double @sin(double noundef %31) #11
  %49 = tail call double @cos(double noundef %31) #11
  %50 = load double, ptr %16, align 8, !tbaa !17
  %51 = load double, ptr %1, align 8, !tbaa !18
  %52 = fmul double %50, %51
  %53 = fneg double %45
  %54 = fmul double %49, %53
  %55 = fdiv double %54, %52
  %56 = tail call double @llvm.fmuladd.f64(double %47, double %48, double %55)
  %57 = tail call double @llvm.fmuladd.f64(double %17, double %32, double %33)
  %58 = tail call double @llvm.fmuladd.f64(double %17, double %45, double %32)
  %59 = tail call double @llvm.fmuladd.f64(double %17, double %30, double %31)
  %60 = tail call double @llvm.fmuladd.f64(double %17, double %56, double %30)
  %61 = load double, ptr %14, align 8, !tbaa !14
  %62 = fmul double %57, 1.300000e+00
  %63 = tail call double @cos(double noundef %62) #11
  %64 = load double, ptr %15, align 8, !tbaa !16
  %65 = fneg double %64
  %66 = fmul double %58, %65
  %67 = tail call double @llvm.fmuladd.f64(double %61, double %63, double %66)
  %68 = fmul double %60, 2.000000e-01
  %69 = fmul double %60, %68
  %70 = tail call double @sin(double noundef %59) #11
  %71 = tail call double @llvm.fmuladd.f64(double %69, double %70, double %67)
  %72 = load double, ptr %16, align 8, !tbaa !17
  %73 = fdiv double -9.810000e+00, %72
  %74 = tail call double @sin(double noundef %59) #11
  %75 = tail call double @cos(double noundef %59) #11
  %76 = load double, ptr %16, align 8, !tbaa !17
  %77 = load double, ptr %1, align 8, !tbaa !18
  %78 = fmul double %76, %77
  %79 = fneg double %71
  %80 = fmul double %75, %79
  %81 = fdiv double %80, %78
  %82 = tail call double @llvm.fmuladd.f64(double %73, double %74, double %81)
  %83 = tail call double @llvm.fmuladd.f64(double %17, double %58, double %33)
  %84 = tail call double @llvm.fmuladd.f64(double %17, double %71, double %32)
  %85 = tail call double @llvm.fmuladd.f64(double %17, double %60, double %31)
  %86 = tail call double @llvm.fmuladd.f64(double %17, double %82, double %30)
  %87 = load double, ptr %14, align 8, !tbaa !14
  %88 = fmul double %83, 1.300000e+00
  %89 = tail call double @cos(double noundef %88) #11
  %90 = load double, ptr %15, align 8, !tbaa !16
  %91 = fneg double %90
  %92 = fmul double %84, %91
  %93 = tail call double @llvm.fmuladd.f64(double %87, double %89, double %92)
  %94 = fmul double %86, 2.000000e-01
  %95 = fmul double %86, %94
  %96 = tail call double @sin(double noundef %85) #11
  %97 = tail call double @llvm.fmuladd.f64(double %95, double %96, double %93)
  %98 = load double, ptr %16, align 8, !tbaa !17
  %99 = fdiv double -9.810000e+00, %98
  %100 = tail call double @sin(double noundef %85) #11
  %101 = tail call double @cos(double noundef %85) #11
  %102 = load double, ptr %16, align 8, !tbaa !17
  %103 = load double, ptr %1, align 8, !tbaa !18
  %104 = fmul double %102, %103
  %105 = fneg double %97
  %106 = fmul double %101, %105
  %107 = fdiv double %106, %104
  %108 = tail call double @llvm.fmuladd.f64(double %99, double %100, double %107)
  %109 = tail call double @llvm.fmuladd.f64(double %2, double %84, double %33)
  %110 = tail call double @llvm.fmuladd.f64(double %2, double %97, double %32)
  %111 = tail call double @llvm.fmuladd.f64(double %2, double %86, double %31)
  %112 = tail call double @llvm.fmuladd.f64(double %2, double %108, double %30)
  %113 = load double, ptr %14, align 8, !tbaa !14
  %114 = fmul double %109, 1.300000e+00
  %115 = tail call double @cos(double noundef %114) #11
  %116 = load double, ptr %15, align 8, !tbaa !16
  %117 = fneg double %116
  %118 = fmul double %110, %117
  %119 = tail call double @llvm.fmuladd.f64(double %113, double %115, double %118)
  %120 = fmul double %112, 2.000000e-01
  %121 = fmul double %112, %120
  %122 = tail call double @sin(double noundef %111) #11
  %123 = tail call double @llvm.fmuladd.f64(double %121, double %122, double %119)
  %124 = load double, ptr %16, align 8, !tbaa !17
  %125 = fdiv double -9.810000e+00, %124
  %126 = tail call double @sin(double noundef %111) #11
  %127 = tail call double @cos(double noundef %111) #11
  %128 = load double, ptr %16, align 8, !tbaa !17
  %129 = load double, ptr %1, align 8, !tbaa !18
  %130 = fmul double %128, %129
  %131 = fneg double %123
  %132 = fmul double %127, %131
  %133 = fdiv double %132, %130
  %134 = tail call double @llvm.fmuladd.f64(double %125, double %126, double %133)
  %135 = tail call double @llvm.fmuladd.f64(double %18, double %32, double %33)
  %136 = tail call double @llvm.fmuladd.f64(double %18, double %45, double %32)
  %137 = tail call double @llvm.fmuladd.f64(double %18, double %30, double %31)
  %138 = tail call double @llvm.fmuladd.f64(double %18, double %56, double %30)
  %139 = tail call double @llvm.fmuladd.f64(double %19, double %58, double %135)
  %140 = tail call double @llvm.fmuladd.f64(double %19, double %71, double %136)
  %141 = tail call double @llvm.fmuladd.f64(double %19, double %60, double %137)
  %142 = tail call double @llvm.fmuladd.f64(double %19, double %82, double %138)
  %143 = tail call double @llvm.fmuladd.f64(double %19, double %84, double %139)
  %144 = tail call double @llvm.fmuladd.f64(double %19, double %97, double %140)
  %145 = tail call double @llvm.fmuladd.f64(double %19, double %86, double %141)
  %146 = tail call double @llvm.fmuladd.f64(double %19, double %108, double %142)
  %147 = tail call double @llvm.fmuladd.f64(double %18, double %110, double %143)
  %148 = tail call double @llvm.fmuladd.f64(double %18, double %123, double %144)
  %149 = tail call double @llvm.fmuladd.f64(double %18, double %112, double %145)
  %150 = tail call double @llvm.fmuladd.f64(double %18, double %134, double %146)
  %151 = add nuw nsw i32 %34, 1
  %152 = icmp eq i32 %151, %3
  br i1 %152, label %20, label %29, !llvm.loop !19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #8

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #10

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind memory(write, argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nofree nounwind }
attributes #10 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
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
!14 = !{!15, !11, i64 24}
!15 = !{!"", !11, i64 0, !11, i64 8, !11, i64 16, !11, i64 24}
!16 = !{!15, !11, i64 16}
!17 = !{!15, !11, i64 8}
!18 = !{!15, !11, i64 0}
!19 = distinct !{!19, !13}
