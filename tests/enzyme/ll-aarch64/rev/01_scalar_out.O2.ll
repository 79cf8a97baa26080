; ModuleID = 'rev/01_scalar_out.c'
source_filename = "rev/01_scalar_out.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.grad2 = type { double, double }

@enzyme_out = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [6 x i8] c"df/dx\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"df/dy\00", align 1
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str.2 = private unnamed_addr constant [16 x i8] c"df/dy (x const)\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"dg/dx (loop)\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = load i32, ptr @enzyme_out, align 4, !tbaa !6
  %3 = tail call %struct.grad2 (ptr, ...) @__enzyme_autodiff_2(ptr noundef nonnull @f, i32 noundef %2, double noundef 0x3FE6666666666666, i32 noundef %2, double noundef -1.300000e+00) #10
  %4 = extractvalue %struct.grad2 %3, 0
  %5 = extractvalue %struct.grad2 %3, 1
  %6 = fadd double %4, 0x3FF996D3DE15C180
  %7 = tail call double @llvm.fabs.f64(double %6)
  %8 = fcmp ugt double %7, 0x3EBAD50A65600000
  %9 = select i1 %8, ptr @.str.5, ptr @.str.6
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, double noundef %4, double noundef 0xBFF996D3DE15C180, ptr noundef nonnull %9)
  %11 = zext i1 %8 to i32
  %12 = load i32, ptr @fails, align 4, !tbaa !6
  %13 = add nsw i32 %12, %11
  store i32 %13, ptr @fails, align 4, !tbaa !6
  %14 = fadd double %5, 0xBFFA03E104B56A00
  %15 = tail call double @llvm.fabs.f64(double %14)
  %16 = fcmp ugt double %15, 0x3EBB4763A6800000
  %17 = select i1 %16, ptr @.str.5, ptr @.str.6
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, double noundef %5, double noundef 0x3FFA03E104B56A00, ptr noundef nonnull %17)
  %19 = zext i1 %16 to i32
  %20 = load i32, ptr @fails, align 4, !tbaa !6
  %21 = add nsw i32 %20, %19
  store i32 %21, ptr @fails, align 4, !tbaa !6
  %22 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %23 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, i32 noundef %22, double noundef 0x3FE6666666666666, double noundef -1.300000e+00) #10
  %24 = fadd double %23, 0xBFFA03E104B56A00
  %25 = tail call double @llvm.fabs.f64(double %24)
  %26 = fcmp ugt double %25, 0x3EBB4763A6800000
  %27 = select i1 %26, ptr @.str.5, ptr @.str.6
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, double noundef %23, double noundef 0x3FFA03E104B56A00, ptr noundef nonnull %27)
  %29 = zext i1 %26 to i32
  %30 = load i32, ptr @fails, align 4, !tbaa !6
  %31 = add nsw i32 %30, %29
  store i32 %31, ptr @fails, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 6, ptr %1, align 4, !tbaa !6
  %32 = load volatile i32, ptr %1, align 4, !tbaa !6
  %33 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %34 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @g, double noundef 0x3FE6666666666666, i32 noundef %33, i32 noundef %32) #10
  %35 = icmp sgt i32 %32, 0
  br i1 %35, label %36, label %58

36:                                               ; preds = %0, %36
  %37 = phi i32 [ %41, %36 ], [ 0, %0 ]
  %38 = phi double [ %44, %36 ], [ 0.000000e+00, %0 ]
  %39 = uitofp nneg i32 %37 to double
  %40 = tail call double @pow(double noundef 7.000010e-01, double noundef %39) #10
  %41 = add nuw nsw i32 %37, 1
  %42 = uitofp nneg i32 %41 to double
  %43 = fdiv double %40, %42
  %44 = fadd double %38, %43
  %45 = icmp eq i32 %41, %32
  br i1 %45, label %46, label %36, !llvm.loop !10

46:                                               ; preds = %36, %46
  %47 = phi i32 [ %51, %46 ], [ 0, %36 ]
  %48 = phi double [ %54, %46 ], [ 0.000000e+00, %36 ]
  %49 = uitofp nneg i32 %47 to double
  %50 = tail call double @pow(double noundef 0x3FE666644D87724F, double noundef %49) #10
  %51 = add nuw nsw i32 %47, 1
  %52 = uitofp nneg i32 %51 to double
  %53 = fdiv double %50, %52
  %54 = fadd double %48, %53
  %55 = icmp eq i32 %51, %32
  br i1 %55, label %56, label %46, !llvm.loop !10

56:                                               ; preds = %46
  %57 = fsub double %44, %54
  br label %58

58:                                               ; preds = %56, %0
  %59 = phi double [ 0.000000e+00, %0 ], [ %57, %56 ]
  %60 = fdiv double %59, 2.000000e-06
  %61 = fsub double %34, %60
  %62 = tail call double @llvm.fabs.f64(double %61)
  %63 = tail call double @llvm.fabs.f64(double %60)
  %64 = tail call double @llvm.maxnum.f64(double %63, double 1.000000e+00)
  %65 = fmul double %64, 0x3EB0C6F7A0B5ED8D
  %66 = fcmp ugt double %62, %65
  %67 = fcmp ule double %63, 1.000000e-09
  %68 = or i1 %67, %66
  %69 = select i1 %68, ptr @.str.5, ptr @.str.6
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, double noundef %34, double noundef %60, ptr noundef nonnull %69)
  %71 = zext i1 %68 to i32
  %72 = load i32, ptr @fails, align 4, !tbaa !6
  %73 = add nsw i32 %72, %71
  store i32 %73, ptr @fails, align 4, !tbaa !6
  %74 = icmp eq i32 %73, 0
  %75 = select i1 %74, ptr @.str.6, ptr @.str.5
  %76 = tail call i32 @puts(ptr nonnull dereferenceable(1) %75)
  %77 = load i32, ptr @fails, align 4, !tbaa !6
  %78 = icmp ne i32 %77, 0
  %79 = zext i1 %78 to i32
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %79
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare %struct.grad2 @__enzyme_autodiff_2(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f(double noundef %0, double noundef %1) #3 {
  %3 = tail call double @sin(double noundef %0) #10
  %4 = fmul double %0, %1
  %5 = tail call double @exp(double noundef %4) #10
  %6 = tail call double @llvm.fmuladd.f64(double %0, double %0, double 1.000000e+00)
  %7 = fdiv double %5, %6
  %8 = tail call double @llvm.fmuladd.f64(double %3, double %1, double %7)
  %9 = tail call double @llvm.fmuladd.f64(double %1, double %1, double 1.000000e+00)
  %10 = tail call double @llvm.sqrt.f64(double %9)
  %11 = fsub double %8, %10
  ret double %11
}

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind memory(write) uwtable
define internal double @g(double noundef %0, i32 noundef %1) #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %6, label %4

4:                                                ; preds = %6, %2
  %5 = phi double [ 0.000000e+00, %2 ], [ %14, %6 ]
  ret double %5

6:                                                ; preds = %2, %6
  %7 = phi i32 [ %11, %6 ], [ 0, %2 ]
  %8 = phi double [ %14, %6 ], [ 0.000000e+00, %2 ]
  %9 = uitofp nneg i32 %7 to double
  %10 = tail call double @pow(double noundef %0, double noundef %9) #10
  %11 = add nuw nsw i32 %7, 1
  %12 = uitofp nneg i32 %11 to double
  %13 = fdiv double %10, %12
  %14 = fadd double %8, %13
  %15 = icmp eq i32 %11, %1
  br i1 %15, label %4, label %6, !llvm.loop !10
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @pow(double noundef, double noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #9

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind memory(write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nofree nounwind }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }

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
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
