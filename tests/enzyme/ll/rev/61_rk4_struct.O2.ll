; ModuleID = 'rev/61_rk4_struct.c'
source_filename = "rev/61_rk4_struct.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  store volatile i32 20, ptr %1, align 4, !tbaa !5
  %6 = load volatile i32, ptr %1, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) @__const.main.s0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %3, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef nonnull align 8 dereferenceable(32) @__const.main.p, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %5, i8 0, i64 32, i1 false)
  %7 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %8 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  %9 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %10 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @run, i32 noundef %7, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %7, ptr noundef nonnull %4, ptr noundef nonnull %5, i32 noundef %8, double noundef 5.000000e-02, i32 noundef %9, i32 noundef %6) #12
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
  %26 = load i32, ptr @fails, align 4, !tbaa !5
  %27 = add nsw i32 %26, %25
  store i32 %27, ptr @fails, align 4, !tbaa !5
  br label %64

28:                                               ; preds = %64, %28
  %29 = phi i64 [ %55, %28 ], [ 0, %64 ]
  %30 = getelementptr inbounds double, ptr %4, i64 %29
  %31 = load double, ptr %30, align 8, !tbaa !9
  %32 = fadd double %31, 0x3EB0C6F7A0B5ED8D
  store double %32, ptr %30, align 8, !tbaa !9
  %33 = call double @run(ptr noundef nonnull %2, ptr noundef nonnull %4, double noundef 5.000000e-02, i32 noundef %6)
  %34 = fadd double %31, 0xBEB0C6F7A0B5ED8D
  store double %34, ptr %30, align 8, !tbaa !9
  %35 = call double @run(ptr noundef nonnull %2, ptr noundef nonnull %4, double noundef 5.000000e-02, i32 noundef %6)
  store double %31, ptr %30, align 8, !tbaa !9
  %36 = shl i64 %29, 2
  %37 = call ptr @llvm.load.relative.i64(ptr @__const.main.pn.rel, i64 %36)
  %38 = getelementptr inbounds double, ptr %5, i64 %29
  %39 = load double, ptr %38, align 8, !tbaa !9
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
  %53 = load i32, ptr @fails, align 4, !tbaa !5
  %54 = add nsw i32 %53, %52
  store i32 %54, ptr @fails, align 4, !tbaa !5
  %55 = add nuw nsw i64 %29, 1
  %56 = icmp eq i64 %55, 4
  br i1 %56, label %57, label %28, !llvm.loop !11

57:                                               ; preds = %28
  %58 = icmp eq i32 %54, 0
  %59 = select i1 %58, ptr @.str.11, ptr @.str.10
  %60 = call i32 @puts(ptr nonnull dereferenceable(1) %59)
  %61 = load i32, ptr @fails, align 4, !tbaa !5
  %62 = icmp ne i32 %61, 0
  %63 = zext i1 %62 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %63

64:                                               ; preds = %0, %64
  %65 = phi i64 [ 0, %0 ], [ %91, %64 ]
  %66 = getelementptr inbounds double, ptr %2, i64 %65
  %67 = load double, ptr %66, align 8, !tbaa !9
  %68 = fadd double %67, 0x3EB0C6F7A0B5ED8D
  store double %68, ptr %66, align 8, !tbaa !9
  %69 = call double @run(ptr noundef nonnull %2, ptr noundef nonnull %4, double noundef 5.000000e-02, i32 noundef %6)
  %70 = fadd double %67, 0xBEB0C6F7A0B5ED8D
  store double %70, ptr %66, align 8, !tbaa !9
  %71 = call double @run(ptr noundef nonnull %2, ptr noundef nonnull %4, double noundef 5.000000e-02, i32 noundef %6)
  store double %67, ptr %66, align 8, !tbaa !9
  %72 = shl i64 %65, 2
  %73 = call ptr @llvm.load.relative.i64(ptr @__const.main.sn.rel, i64 %72)
  %74 = getelementptr inbounds double, ptr %3, i64 %65
  %75 = load double, ptr %74, align 8, !tbaa !9
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
  %89 = load i32, ptr @fails, align 4, !tbaa !5
  %90 = add nsw i32 %89, %88
  store i32 %90, ptr @fails, align 4, !tbaa !5
  %91 = add nuw nsw i64 %65, 1
  %92 = icmp eq i64 %91, 4
  br i1 %92, label %28, label %64, !llvm.loop !11
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
  %5 = load <4 x double>, ptr %0, align 8, !tbaa !9
  %6 = icmp sgt i32 %3, 0
  br i1 %6, label %7, label %18

7:                                                ; preds = %4
  %8 = getelementptr inbounds i8, ptr %1, i64 24
  %9 = getelementptr inbounds i8, ptr %1, i64 16
  %10 = getelementptr inbounds i8, ptr %1, i64 8
  %11 = fmul double %2, 5.000000e-01
  %12 = fdiv double %2, 6.000000e+00
  %13 = fdiv double %2, 3.000000e+00
  %14 = insertelement <4 x double> poison, double %13, i64 0
  %15 = shufflevector <4 x double> %14, <4 x double> poison, <4 x i32> zeroinitializer
  %16 = insertelement <4 x double> poison, double %12, i64 0
  %17 = shufflevector <4 x double> %16, <4 x double> poison, <4 x i32> zeroinitializer
  br label %28

18:                                               ; preds = %28, %4
  %19 = phi <4 x double> [ %5, %4 ], [ %153, %28 ]
  %20 = extractelement <4 x double> %19, i64 2
  %21 = tail call double @sin(double noundef %20) #12
  %22 = extractelement <4 x double> %19, i64 0
  %23 = tail call double @llvm.fmuladd.f64(double %22, double %22, double %21)
  %24 = extractelement <4 x double> %19, i64 3
  %25 = fmul double %24, 5.000000e-01
  %26 = extractelement <4 x double> %19, i64 1
  %27 = tail call double @llvm.fmuladd.f64(double %25, double %26, double %23)
  ret double %27

28:                                               ; preds = %7, %28
  %29 = phi i32 [ 0, %7 ], [ %154, %28 ]
  %30 = phi <4 x double> [ %5, %7 ], [ %153, %28 ]
  %31 = load double, ptr %8, align 8, !tbaa !13, !noalias !15
  %32 = extractelement <4 x double> %30, i64 0
  %33 = fmul double %32, 1.300000e+00
  %34 = tail call double @cos(double noundef %33) #12, !noalias !15
  %35 = load double, ptr %9, align 8, !tbaa !20, !noalias !15
  %36 = fneg double %35
  %37 = extractelement <4 x double> %30, i64 1
  %38 = fmul double %37, %36
  %39 = tail call double @llvm.fmuladd.f64(double %31, double %34, double %38)
  %40 = extractelement <4 x double> %30, i64 3
  %41 = fmul double %40, 2.000000e-01
  %42 = fmul double %40, %41
  %43 = extractelement <4 x double> %30, i64 2
  %44 = tail call double @sin(double noundef %43) #12, !noalias !15
  %45 = tail call double @llvm.fmuladd.f64(double %42, double %44, double %39)
  %46 = load double, ptr %10, align 8, !tbaa !21, !noalias !15
  %47 = fdiv double -9.810000e+00, %46
  %48 = tail call double @sin(double noundef %43) #12, !noalias !15
  %49 = tail call double @cos(double noundef %43) #12, !noalias !15
  %50 = load double, ptr %10, align 8, !tbaa !21, !noalias !15
  %51 = load double, ptr %1, align 8, !tbaa !22, !noalias !15
  %52 = fmul double %50, %51
  %53 = fneg double %45
  %54 = fmul double %49, %53
  %55 = fdiv double %54, %52
  %56 = tail call double @llvm.fmuladd.f64(double %47, double %48, double %55)
  %57 = tail call double @llvm.fmuladd.f64(double %11, double %37, double %32)
  %58 = tail call double @llvm.fmuladd.f64(double %11, double %40, double %43)
  %59 = load double, ptr %8, align 8, !tbaa !13, !noalias !23
  %60 = fmul double %57, 1.300000e+00
  %61 = tail call double @cos(double noundef %60) #12, !noalias !23
  %62 = load double, ptr %9, align 8, !tbaa !20, !noalias !23
  %63 = fneg double %62
  %64 = tail call double @sin(double noundef %58) #12, !noalias !23
  %65 = load double, ptr %10, align 8, !tbaa !21, !noalias !23
  %66 = fdiv double -9.810000e+00, %65
  %67 = tail call double @sin(double noundef %58) #12, !noalias !23
  %68 = tail call double @cos(double noundef %58) #12, !noalias !23
  %69 = load double, ptr %10, align 8, !tbaa !21, !noalias !23
  %70 = load double, ptr %1, align 8, !tbaa !22, !noalias !23
  %71 = fmul double %69, %70
  %72 = load double, ptr %8, align 8, !tbaa !13, !noalias !26
  %73 = tail call double @llvm.fmuladd.f64(double %11, double %45, double %37)
  %74 = tail call double @llvm.fmuladd.f64(double %11, double %56, double %40)
  %75 = fmul double %73, %63
  %76 = tail call double @llvm.fmuladd.f64(double %59, double %61, double %75)
  %77 = fmul double %74, 2.000000e-01
  %78 = fmul double %74, %77
  %79 = tail call double @llvm.fmuladd.f64(double %78, double %64, double %76)
  %80 = fneg double %79
  %81 = fmul double %68, %80
  %82 = fdiv double %81, %71
  %83 = tail call double @llvm.fmuladd.f64(double %66, double %67, double %82)
  %84 = tail call double @llvm.fmuladd.f64(double %11, double %73, double %32)
  %85 = tail call double @llvm.fmuladd.f64(double %11, double %79, double %37)
  %86 = tail call double @llvm.fmuladd.f64(double %11, double %74, double %43)
  %87 = tail call double @llvm.fmuladd.f64(double %11, double %83, double %40)
  %88 = fmul double %84, 1.300000e+00
  %89 = tail call double @cos(double noundef %88) #12, !noalias !26
  %90 = load double, ptr %9, align 8, !tbaa !20, !noalias !26
  %91 = fneg double %90
  %92 = fmul double %85, %91
  %93 = tail call double @llvm.fmuladd.f64(double %72, double %89, double %92)
  %94 = fmul double %87, 2.000000e-01
  %95 = fmul double %87, %94
  %96 = tail call double @sin(double noundef %86) #12, !noalias !26
  %97 = tail call double @llvm.fmuladd.f64(double %95, double %96, double %93)
  %98 = load double, ptr %10, align 8, !tbaa !21, !noalias !26
  %99 = fdiv double -9.810000e+00, %98
  %100 = tail call double @sin(double noundef %86) #12, !noalias !26
  %101 = tail call double @cos(double noundef %86) #12, !noalias !26
  %102 = load double, ptr %10, align 8, !tbaa !21, !noalias !26
  %103 = load double, ptr %1, align 8, !tbaa !22, !noalias !26
  %104 = fmul double %102, %103
  %105 = fneg double %97
  %106 = fmul double %101, %105
  %107 = fdiv double %106, %104
  %108 = tail call double @llvm.fmuladd.f64(double %99, double %100, double %107)
  %109 = tail call double @llvm.fmuladd.f64(double %2, double %85, double %32)
  %110 = tail call double @llvm.fmuladd.f64(double %2, double %97, double %37)
  %111 = tail call double @llvm.fmuladd.f64(double %2, double %87, double %43)
  %112 = tail call double @llvm.fmuladd.f64(double %2, double %108, double %40)
  %113 = load double, ptr %8, align 8, !tbaa !13, !noalias !29
  %114 = fmul double %109, 1.300000e+00
  %115 = tail call double @cos(double noundef %114) #12, !noalias !29
  %116 = load double, ptr %9, align 8, !tbaa !20, !noalias !29
  %117 = fneg double %116
  %118 = fmul double %110, %117
  %119 = tail call double @llvm.fmuladd.f64(double %113, double %115, double %118)
  %120 = fmul double %112, 2.000000e-01
  %121 = fmul double %112, %120
  %122 = tail call double @sin(double noundef %111) #12, !noalias !29
  %123 = tail call double @llvm.fmuladd.f64(double %121, double %122, double %119)
  %124 = load double, ptr %10, align 8, !tbaa !21, !noalias !29
  %125 = fdiv double -9.810000e+00, %124
  %126 = tail call double @sin(double noundef %111) #12, !noalias !29
  %127 = tail call double @cos(double noundef %111) #12, !noalias !29
  %128 = load double, ptr %10, align 8, !tbaa !21, !noalias !29
  %129 = load double, ptr %1, align 8, !tbaa !22, !noalias !29
  %130 = fmul double %128, %129
  %131 = fneg double %123
  %132 = fmul double %127, %131
  %133 = fdiv double %132, %130
  %134 = tail call double @llvm.fmuladd.f64(double %125, double %126, double %133)
  %135 = shufflevector <4 x double> %30, <4 x double> poison, <4 x i32> <i32 1, i32 poison, i32 3, i32 poison>
  %136 = insertelement <4 x double> %135, double %45, i64 1
  %137 = insertelement <4 x double> %136, double %56, i64 3
  %138 = tail call <4 x double> @llvm.fmuladd.v4f64(<4 x double> %17, <4 x double> %137, <4 x double> %30)
  %139 = insertelement <4 x double> poison, double %73, i64 0
  %140 = insertelement <4 x double> %139, double %79, i64 1
  %141 = insertelement <4 x double> %140, double %74, i64 2
  %142 = insertelement <4 x double> %141, double %83, i64 3
  %143 = tail call <4 x double> @llvm.fmuladd.v4f64(<4 x double> %15, <4 x double> %142, <4 x double> %138)
  %144 = insertelement <4 x double> poison, double %85, i64 0
  %145 = insertelement <4 x double> %144, double %97, i64 1
  %146 = insertelement <4 x double> %145, double %87, i64 2
  %147 = insertelement <4 x double> %146, double %108, i64 3
  %148 = tail call <4 x double> @llvm.fmuladd.v4f64(<4 x double> %15, <4 x double> %147, <4 x double> %143)
  %149 = insertelement <4 x double> poison, double %110, i64 0
  %150 = insertelement <4 x double> %149, double %123, i64 1
  %151 = insertelement <4 x double> %150, double %112, i64 2
  %152 = insertelement <4 x double> %151, double %134, i64 3
  %153 = tail call <4 x double> @llvm.fmuladd.v4f64(<4 x double> %17, <4 x double> %152, <4 x double> %148)
  %154 = add nuw nsw i32 %29, 1
  %155 = icmp eq i32 %154, %3
  br i1 %155, label %18, label %28, !llvm.loop !32
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.fmuladd.v4f64(<4 x double>, <4 x double>, <4 x double>) #10

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #11

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nofree nounwind }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #12 = { nounwind }

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
!13 = !{!14, !10, i64 24}
!14 = !{!"", !10, i64 0, !10, i64 8, !10, i64 16, !10, i64 24}
!15 = !{!16, !18}
!16 = distinct !{!16, !17, !"deriv: argument 0"}
!17 = distinct !{!17, !"deriv"}
!18 = distinct !{!18, !19, !"rk4_step: argument 0"}
!19 = distinct !{!19, !"rk4_step"}
!20 = !{!14, !10, i64 16}
!21 = !{!14, !10, i64 8}
!22 = !{!14, !10, i64 0}
!23 = !{!24, !18}
!24 = distinct !{!24, !25, !"deriv: argument 0"}
!25 = distinct !{!25, !"deriv"}
!26 = !{!27, !18}
!27 = distinct !{!27, !28, !"deriv: argument 0"}
!28 = distinct !{!28, !"deriv"}
!29 = !{!30, !18}
!30 = distinct !{!30, !31, !"deriv: argument 0"}
!31 = distinct !{!31, !"deriv"}
!32 = distinct !{!32, !12}
