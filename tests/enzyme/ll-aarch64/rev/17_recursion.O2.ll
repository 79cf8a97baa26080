; ModuleID = 'rev/17_recursion.c'
source_filename = "rev/17_recursion.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [16 x i8] c"rpow(x,13) d/dx\00", align 1
@enzyme_out = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str.1 = private unnamed_addr constant [17 x i8] c"rpow(x,13) exact\00", align 1
@enzyme_dup = external local_unnamed_addr global i32, align 4
@.str.2 = private unnamed_addr constant [14 x i8] c"rsum d/da[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca [32 x i8], align 1
  %3 = alloca i32, align 4
  %4 = alloca [11 x double], align 16
  %5 = alloca [11 x double], align 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 13, ptr %1, align 4, !tbaa !6
  %6 = load volatile i32, ptr %1, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #10
  %7 = load i32, ptr @enzyme_out, align 4, !tbaa !6
  %8 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %9 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rpow, i32 noundef %7, double noundef 1.070000e+00, i32 noundef %8, i32 noundef %6) #10
  %10 = tail call double @rpow(double noundef 0x3FF11EB95E5AFF2A, i32 noundef %6)
  %11 = tail call double @rpow(double noundef 0x3FF11EB7457C0B14, i32 noundef %6)
  %12 = fsub double %10, %11
  %13 = fdiv double %12, 2.000000e-06
  %14 = fsub double %9, %13
  %15 = tail call double @llvm.fabs.f64(double %14)
  %16 = tail call double @llvm.fabs.f64(double %13)
  %17 = tail call double @llvm.maxnum.f64(double %16, double 1.000000e+00)
  %18 = fmul double %17, 0x3EB0C6F7A0B5ED8D
  %19 = fcmp ugt double %15, %18
  %20 = fcmp ule double %16, 1.000000e-09
  %21 = or i1 %20, %19
  %22 = select i1 %21, ptr @.str.4, ptr @.str.5
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, double noundef %9, double noundef %13, ptr noundef nonnull %22)
  %24 = zext i1 %21 to i32
  %25 = load i32, ptr @fails, align 4, !tbaa !6
  %26 = add nsw i32 %25, %24
  store i32 %26, ptr @fails, align 4, !tbaa !6
  %27 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rpow, double noundef 1.070000e+00, i32 noundef %6) #10
  %28 = fadd double %27, 0xC03D474B29E5DE86
  %29 = tail call double @llvm.fabs.f64(double %28)
  %30 = fcmp ugt double %29, 0x3EFEB3628EBA8ACC
  %31 = select i1 %30, ptr @.str.4, ptr @.str.5
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, double noundef %27, double noundef 0x403D474B29E5DE86, ptr noundef nonnull %31)
  %33 = zext i1 %30 to i32
  %34 = load i32, ptr @fails, align 4, !tbaa !6
  %35 = add nsw i32 %34, %33
  store i32 %35, ptr @fails, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  store volatile i32 11, ptr %3, align 4, !tbaa !6
  %36 = load volatile i32, ptr %3, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %4) #10
  call void @llvm.lifetime.start.p0(i64 88, ptr nonnull %5) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(88) %5, i8 0, i64 88, i1 false)
  store <2 x double> <double 1.000000e+00, double 0x3FDA7EF5ECEEA380>, ptr %4, align 16, !tbaa !10
  %37 = getelementptr inbounds i8, ptr %4, i64 16
  store <2 x double> <double 0xBFDF129CBD9B20B4, double 0xBFD85E23D05474A5>, ptr %37, align 16, !tbaa !10
  %38 = getelementptr inbounds i8, ptr %4, i64 32
  store <2 x double> <double 0x3FE264DEF07C912C, double 0x3FEF66908DD1696D>, ptr %38, align 16, !tbaa !10
  %39 = getelementptr inbounds i8, ptr %4, i64 48
  store <2 x double> <double 0x3FCF20024C4DABB2, double 0xBFE1DC969A495DA2>, ptr %39, align 16, !tbaa !10
  %40 = getelementptr inbounds i8, ptr %4, i64 64
  store <2 x double> <double 0xBFCFD84406169BF4, double 0x3FE6FA7CC3F3E906>, ptr %40, align 16, !tbaa !10
  %41 = getelementptr inbounds i8, ptr %4, i64 80
  store double 0x3FEDA1717751A3C6, ptr %41, align 16, !tbaa !10
  %42 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %43 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %44 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @rsum, i32 noundef %42, ptr noundef nonnull %4, ptr noundef nonnull %5, i32 noundef %43, i32 noundef %36) #10
  br label %52

45:                                               ; preds = %52
  %46 = icmp eq i32 %78, 0
  %47 = select i1 %46, ptr @.str.5, ptr @.str.4
  %48 = call i32 @puts(ptr nonnull dereferenceable(1) %47)
  %49 = load i32, ptr @fails, align 4, !tbaa !6
  %50 = icmp ne i32 %49, 0
  %51 = zext i1 %50 to i32
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %5) #10
  call void @llvm.lifetime.end.p0(i64 88, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %51

52:                                               ; preds = %0, %52
  %53 = phi i64 [ 0, %0 ], [ %79, %52 ]
  %54 = getelementptr inbounds [11 x double], ptr %4, i64 0, i64 %53
  %55 = load double, ptr %54, align 8, !tbaa !10
  %56 = fadd double %55, 0x3EB0C6F7A0B5ED8D
  store double %56, ptr %54, align 8, !tbaa !10
  %57 = call double @rsum(ptr noundef nonnull %4, i32 noundef %36)
  %58 = fadd double %55, 0xBEB0C6F7A0B5ED8D
  store double %58, ptr %54, align 8, !tbaa !10
  %59 = call double @rsum(ptr noundef nonnull %4, i32 noundef %36)
  store double %55, ptr %54, align 8, !tbaa !10
  %60 = trunc nuw nsw i64 %53 to i32
  %61 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 32, ptr noundef nonnull @.str.2, i32 noundef %60) #10
  %62 = getelementptr inbounds [11 x double], ptr %5, i64 0, i64 %53
  %63 = load double, ptr %62, align 8, !tbaa !10
  %64 = fsub double %57, %59
  %65 = fdiv double %64, 2.000000e-06
  %66 = fsub double %63, %65
  %67 = call double @llvm.fabs.f64(double %66)
  %68 = call double @llvm.fabs.f64(double %65)
  %69 = call double @llvm.maxnum.f64(double %68, double 1.000000e+00)
  %70 = fmul double %69, 0x3EB0C6F7A0B5ED8D
  %71 = fcmp ugt double %67, %70
  %72 = fcmp ule double %68, 1.000000e-09
  %73 = or i1 %72, %71
  %74 = select i1 %73, ptr @.str.4, ptr @.str.5
  %75 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %2, double noundef %63, double noundef %65, ptr noundef nonnull %74)
  %76 = zext i1 %73 to i32
  %77 = load i32, ptr @fails, align 4, !tbaa !6
  %78 = add nsw i32 %77, %76
  store i32 %78, ptr @fails, align 4, !tbaa !6
  %79 = add nuw nsw i64 %53, 1
  %80 = icmp eq i64 %79, 11
  br i1 %80, label %45, label %52, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal double @rpow(double noundef %0, i32 noundef %1) #3 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %7, label %4

4:                                                ; preds = %2
  %5 = and i32 %1, 1
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %9, label %13

7:                                                ; preds = %2, %13, %9
  %8 = phi double [ %12, %9 ], [ %16, %13 ], [ 1.000000e+00, %2 ]
  ret double %8

9:                                                ; preds = %4
  %10 = ashr exact i32 %1, 1
  %11 = tail call double @rpow(double noundef %0, i32 noundef %10)
  %12 = fmul double %11, %11
  br label %7

13:                                               ; preds = %4
  %14 = add nsw i32 %1, -1
  %15 = tail call double @rpow(double noundef %0, i32 noundef %14)
  %16 = fmul double %15, %0
  br label %7
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @rsum(ptr noundef %0, i32 noundef %1) #6 {
  %3 = icmp eq i32 %1, 1
  br i1 %3, label %4, label %10

4:                                                ; preds = %2
  %5 = load double, ptr %0, align 8, !tbaa !10
  %6 = tail call double @sin(double noundef %5) #10
  %7 = tail call double @llvm.fmuladd.f64(double %5, double %5, double %6)
  br label %8

8:                                                ; preds = %10, %4
  %9 = phi double [ %7, %4 ], [ %19, %10 ]
  ret double %9

10:                                               ; preds = %2
  %11 = sdiv i32 %1, 2
  %12 = tail call double @rsum(ptr noundef %0, i32 noundef %11)
  %13 = sext i32 %11 to i64
  %14 = getelementptr inbounds double, ptr %0, i64 %13
  %15 = sub nsw i32 %1, %11
  %16 = tail call double @rsum(ptr noundef %14, i32 noundef %15)
  %17 = load double, ptr %0, align 8, !tbaa !10
  %18 = fmul double %16, %17
  %19 = tail call double @llvm.fmuladd.f64(double %12, double 9.000000e-01, double %18)
  br label %8
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nosync nounwind memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nofree nounwind memory(write, argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
