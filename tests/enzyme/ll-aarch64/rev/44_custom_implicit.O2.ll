; ModuleID = 'rev/44_custom_implicit.c'
source_filename = "rev/44_custom_implicit.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.grad2 = type { double, double }

@n_rev = internal unnamed_addr global i32 0, align 4
@__enzyme_register_gradient_cubic_root = dso_local local_unnamed_addr global [3 x ptr] [ptr @cubic_root, ptr @cubic_root_aug, ptr @cubic_root_rev], align 8
@enzyme_out = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [10 x i8] c"root d/da\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"root d/db\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"g d/da\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"g d/db\00", align 1
@.str.4 = private unnamed_addr constant [15 x i8] c"rev calls in g\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.6 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.8 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [25 x i8] c"%-26s got=%d want=%d %s\0A\00", align 1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define dso_local double @cubic_root(double noundef %0, double noundef %1) #0 {
  br label %6

3:                                                ; preds = %6
  %4 = fadd double %16, %17
  %5 = fmul double %4, 5.000000e-01
  ret double %5

6:                                                ; preds = %2, %6
  %7 = phi double [ -1.000000e+02, %2 ], [ %17, %6 ]
  %8 = phi i32 [ 0, %2 ], [ %18, %6 ]
  %9 = phi double [ 1.000000e+02, %2 ], [ %16, %6 ]
  %10 = fadd double %9, %7
  %11 = fmul double %10, 5.000000e-01
  %12 = fmul double %11, %11
  %13 = fmul double %11, %0
  %14 = tail call double @llvm.fmuladd.f64(double %12, double %11, double %13)
  %15 = fcmp ogt double %14, %1
  %16 = select i1 %15, double %11, double %9
  %17 = select i1 %15, double %7, double %11
  %18 = add nuw nsw i32 %8, 1
  %19 = icmp eq i32 %18, 200
  br i1 %19, label %3, label %6, !llvm.loop !6
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define dso_local double @cubic_root_aug(double noundef %0, double noundef %1) #2 {
  %3 = tail call double @cubic_root(double noundef %0, double noundef %1)
  ret double %3
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local %struct.grad2 @cubic_root_rev(double noundef %0, double noundef %1, double noundef %2) #3 {
  %4 = load i32, ptr @n_rev, align 4, !tbaa !8
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr @n_rev, align 4, !tbaa !8
  %6 = tail call double @cubic_root(double noundef %0, double noundef %1)
  %7 = fmul double %6, 3.000000e+00
  %8 = tail call double @llvm.fmuladd.f64(double %7, double %6, double %0)
  %9 = fneg double %6
  %10 = fdiv double %9, %8
  %11 = fmul double %10, %2
  %12 = fdiv double 1.000000e+00, %8
  %13 = fmul double %12, %2
  %14 = insertvalue %struct.grad2 poison, double %11, 0
  %15 = insertvalue %struct.grad2 %14, double %13, 1
  ret %struct.grad2 %15
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #4 {
  %1 = load i32, ptr @enzyme_out, align 4, !tbaa !8
  %2 = tail call %struct.grad2 (ptr, ...) @__enzyme_autodiff_2(ptr noundef nonnull @cubic_root, i32 noundef %1, double noundef 1.300000e+00, i32 noundef %1, double noundef 8.000000e-01) #10
  %3 = extractvalue %struct.grad2 %2, 0
  %4 = extractvalue %struct.grad2 %2, 1
  %5 = tail call double @cubic_root(double noundef 0x3FF4CCCDD93C46D8, double noundef 8.000000e-01)
  %6 = tail call double @cubic_root(double noundef 0x3FF4CCCBC05D52C2, double noundef 8.000000e-01)
  %7 = fsub double %5, %6
  %8 = fdiv double %7, 2.000000e-06
  %9 = fsub double %3, %8
  %10 = tail call double @llvm.fabs.f64(double %9)
  %11 = tail call double @llvm.fabs.f64(double %8)
  %12 = tail call double @llvm.maxnum.f64(double %11, double 1.000000e+00)
  %13 = fmul double %12, 0x3EB0C6F7A0B5ED8D
  %14 = fcmp ugt double %10, %13
  %15 = fcmp ule double %11, 1.000000e-09
  %16 = or i1 %15, %14
  %17 = select i1 %16, ptr @.str.6, ptr @.str.7
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, double noundef %3, double noundef %8, ptr noundef nonnull %17)
  %19 = zext i1 %16 to i32
  %20 = load i32, ptr @fails, align 4, !tbaa !8
  %21 = add nsw i32 %20, %19
  store i32 %21, ptr @fails, align 4, !tbaa !8
  %22 = tail call double @cubic_root(double noundef 1.300000e+00, double noundef 0x3FE9999BB2788DB1)
  %23 = tail call double @cubic_root(double noundef 1.300000e+00, double noundef 7.999990e-01)
  %24 = fsub double %22, %23
  %25 = fdiv double %24, 2.000000e-06
  %26 = fsub double %4, %25
  %27 = tail call double @llvm.fabs.f64(double %26)
  %28 = tail call double @llvm.fabs.f64(double %25)
  %29 = tail call double @llvm.maxnum.f64(double %28, double 1.000000e+00)
  %30 = fmul double %29, 0x3EB0C6F7A0B5ED8D
  %31 = fcmp ugt double %27, %30
  %32 = fcmp ule double %28, 1.000000e-09
  %33 = or i1 %32, %31
  %34 = select i1 %33, ptr @.str.6, ptr @.str.7
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, double noundef %4, double noundef %25, ptr noundef nonnull %34)
  %36 = zext i1 %33 to i32
  %37 = load i32, ptr @fails, align 4, !tbaa !8
  %38 = add nsw i32 %37, %36
  store i32 %38, ptr @fails, align 4, !tbaa !8
  store i32 0, ptr @n_rev, align 4, !tbaa !8
  %39 = tail call %struct.grad2 (ptr, ...) @__enzyme_autodiff_2(ptr noundef nonnull @g, double noundef 1.300000e+00, double noundef 8.000000e-01) #10
  %40 = extractvalue %struct.grad2 %39, 0
  %41 = extractvalue %struct.grad2 %39, 1
  %42 = tail call double @cubic_root(double noundef 0x3FF0A3D7E0FD057A, double noundef 1.800000e+00)
  %43 = tail call double @sin(double noundef %5) #10
  %44 = fmul double %42, %42
  %45 = tail call double @llvm.fmuladd.f64(double %43, double 0x3FF4CCCDD93C46D8, double %44)
  %46 = fadd double %45, -2.400000e-01
  %47 = tail call double @cubic_root(double noundef 0x3FF0A3D6337DDBCF, double noundef 1.800000e+00)
  %48 = tail call double @sin(double noundef %6) #10
  %49 = fmul double %47, %47
  %50 = tail call double @llvm.fmuladd.f64(double %48, double 0x3FF4CCCBC05D52C2, double %49)
  %51 = fadd double %50, -2.400000e-01
  %52 = fsub double %46, %51
  %53 = fdiv double %52, 2.000000e-06
  %54 = fsub double %40, %53
  %55 = tail call double @llvm.fabs.f64(double %54)
  %56 = tail call double @llvm.fabs.f64(double %53)
  %57 = tail call double @llvm.maxnum.f64(double %56, double 1.000000e+00)
  %58 = fmul double %57, 0x3EB0C6F7A0B5ED8D
  %59 = fcmp ugt double %55, %58
  %60 = fcmp ule double %56, 1.000000e-09
  %61 = or i1 %60, %59
  %62 = select i1 %61, ptr @.str.6, ptr @.str.7
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, double noundef %40, double noundef %53, ptr noundef nonnull %62)
  %64 = zext i1 %61 to i32
  %65 = load i32, ptr @fails, align 4, !tbaa !8
  %66 = add nsw i32 %65, %64
  store i32 %66, ptr @fails, align 4, !tbaa !8
  %67 = tail call double @cubic_root(double noundef 0x3FF0A3D86734C280, double noundef 0x3FFCCCCDD93C46D8)
  %68 = tail call double @sin(double noundef %22) #10
  %69 = fmul double %67, %67
  %70 = tail call double @llvm.fmuladd.f64(double %68, double 1.300000e+00, double %69)
  %71 = fadd double %70, 0xBFCEB8546FC3DD3A
  %72 = tail call double @cubic_root(double noundef 0x3FF0A3D5AD461EC9, double noundef 0x3FFCCCCBC05D52C2)
  %73 = tail call double @sin(double noundef %23) #10
  %74 = fmul double %72, %72
  %75 = tail call double @llvm.fmuladd.f64(double %73, double 1.300000e+00, double %74)
  %76 = fadd double %75, 0xBFCEB84F67466036
  %77 = fsub double %71, %76
  %78 = fdiv double %77, 2.000000e-06
  %79 = fsub double %41, %78
  %80 = tail call double @llvm.fabs.f64(double %79)
  %81 = tail call double @llvm.fabs.f64(double %78)
  %82 = tail call double @llvm.maxnum.f64(double %81, double 1.000000e+00)
  %83 = fmul double %82, 0x3EB0C6F7A0B5ED8D
  %84 = fcmp ugt double %80, %83
  %85 = fcmp ule double %81, 1.000000e-09
  %86 = or i1 %85, %84
  %87 = select i1 %86, ptr @.str.6, ptr @.str.7
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, double noundef %41, double noundef %78, ptr noundef nonnull %87)
  %89 = zext i1 %86 to i32
  %90 = load i32, ptr @fails, align 4, !tbaa !8
  %91 = add nsw i32 %90, %89
  store i32 %91, ptr @fails, align 4, !tbaa !8
  %92 = load i32, ptr @n_rev, align 4, !tbaa !8
  %93 = icmp eq i32 %92, 2
  %94 = select i1 %93, ptr @.str.7, ptr @.str.6
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.4, i32 noundef %92, i32 noundef 2, ptr noundef nonnull %94)
  %96 = icmp ne i32 %92, 2
  %97 = zext i1 %96 to i32
  %98 = load i32, ptr @fails, align 4, !tbaa !8
  %99 = add nsw i32 %98, %97
  store i32 %99, ptr @fails, align 4, !tbaa !8
  %100 = icmp eq i32 %99, 0
  %101 = select i1 %100, ptr @.str.7, ptr @.str.6
  %102 = tail call i32 @puts(ptr nonnull dereferenceable(1) %101)
  %103 = load i32, ptr @fails, align 4, !tbaa !8
  %104 = icmp ne i32 %103, 0
  %105 = zext i1 %104 to i32
  ret i32 %105
}

declare %struct.grad2 @__enzyme_autodiff_2(ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: nofree nounwind memory(write) uwtable
define internal double @g(double noundef %0, double noundef %1) #6 {
  %3 = tail call double @cubic_root(double noundef %0, double noundef %1)
  %4 = fmul double %0, %1
  %5 = fadd double %1, 1.000000e+00
  %6 = tail call double @cubic_root(double noundef %4, double noundef %5)
  %7 = tail call double @sin(double noundef %3) #10
  %8 = fmul double %6, %6
  %9 = tail call double @llvm.fmuladd.f64(double %7, double %0, double %8)
  %10 = tail call double @llvm.fmuladd.f64(double %1, double -3.000000e-01, double %9)
  ret double %10
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree norecurse nosync nounwind memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind memory(write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
