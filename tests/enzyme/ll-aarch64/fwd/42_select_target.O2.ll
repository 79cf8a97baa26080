; ModuleID = 'fwd/42_select_target.c'
source_filename = "fwd/42_select_target.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [12 x i8] c"selected %s\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"f_sq\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"f_ex\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 {
  %3 = alloca [32 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #8
  %4 = and i32 %0, 1
  %5 = icmp eq i32 %4, 0
  %6 = select i1 %5, ptr @f_ex, ptr @f_sq
  %7 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull %6, double noundef 8.000000e-01, double noundef 1.000000e+00) #8
  %8 = select i1 %5, ptr @.str.2, ptr @.str.1
  %9 = select i1 %5, double 0xBFEC532FA3A5E527, double 0x3FF97FA3C442FC4B
  %10 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %3, i64 noundef 32, ptr noundef nonnull @.str, ptr noundef nonnull %8) #8
  %11 = fsub double %7, %9
  %12 = tail call double @llvm.fabs.f64(double %11)
  %13 = select i1 %5, double 0x3FEC532FA3A5E527, double 0x3FF97FA3C442FC4B
  %14 = tail call double @llvm.maxnum.f64(double %13, double 1.000000e+00)
  %15 = fmul double %14, 0x3EB0C6F7A0B5ED8D
  %16 = fcmp ugt double %12, %15
  %17 = select i1 %16, ptr @.str.4, ptr @.str.5
  %18 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %3, double noundef %7, double noundef %9, ptr noundef nonnull %17)
  %19 = zext i1 %16 to i32
  %20 = load i32, ptr @fails, align 4, !tbaa !6
  %21 = add nsw i32 %20, %19
  store i32 %21, ptr @fails, align 4, !tbaa !6
  %22 = and i32 %0, 1
  %23 = icmp eq i32 %22, 0
  %24 = select i1 %23, ptr @f_sq, ptr @f_ex
  %25 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull %24, double noundef 8.000000e-01, double noundef 1.000000e+00) #8
  %26 = select i1 %23, ptr @.str.1, ptr @.str.2
  %27 = select i1 %23, double 0x3FF97FA3C442FC4B, double 0xBFEC532FA3A5E527
  %28 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %3, i64 noundef 32, ptr noundef nonnull @.str, ptr noundef nonnull %26) #8
  %29 = fsub double %25, %27
  %30 = call double @llvm.fabs.f64(double %29)
  %31 = select i1 %23, double 0x3FF97FA3C442FC4B, double 0x3FEC532FA3A5E527
  %32 = call double @llvm.maxnum.f64(double %31, double 1.000000e+00)
  %33 = fmul double %32, 0x3EB0C6F7A0B5ED8D
  %34 = fcmp ugt double %30, %33
  %35 = select i1 %34, ptr @.str.4, ptr @.str.5
  %36 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %3, double noundef %25, double noundef %27, ptr noundef nonnull %35)
  %37 = zext i1 %34 to i32
  %38 = load i32, ptr @fails, align 4, !tbaa !6
  %39 = add nsw i32 %38, %37
  store i32 %39, ptr @fails, align 4, !tbaa !6
  %40 = icmp eq i32 %39, 0
  %41 = select i1 %40, ptr @.str.5, ptr @.str.4
  %42 = call i32 @puts(ptr nonnull dereferenceable(1) %41)
  %43 = load i32, ptr @fails, align 4, !tbaa !6
  %44 = icmp ne i32 %43, 0
  %45 = zext i1 %44 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #8
  ret i32 %45
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f_sq(double noundef %0) #3 {
  %2 = fmul double %0, %0
  %3 = tail call double @sin(double noundef %0) #8
  %4 = fmul double %2, %3
  ret double %4
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f_ex(double noundef %0) #3 {
  %2 = fneg double %0
  %3 = tail call double @exp(double noundef %2) #8
  %4 = fmul double %0, 2.000000e+00
  %5 = tail call double @cos(double noundef %4) #8
  %6 = fmul double %3, %5
  ret double %6
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }

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
