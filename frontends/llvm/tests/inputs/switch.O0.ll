; ModuleID = 'src/switch.c'
source_filename = "src/switch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@labels.t = internal global [2 x ptr] [ptr blockaddress(@labels, %9), ptr blockaddress(@labels, %10)], align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @classify(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  switch i32 %4, label %10 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %7
    i32 3, label %7
    i32 100, label %8
    i32 -5, label %9
  ]

5:                                                ; preds = %1
  store i32 10, ptr %2, align 4
  br label %11

6:                                                ; preds = %1
  store i32 20, ptr %2, align 4
  br label %11

7:                                                ; preds = %1, %1
  store i32 30, ptr %2, align 4
  br label %11

8:                                                ; preds = %1
  store i32 -1, ptr %2, align 4
  br label %11

9:                                                ; preds = %1
  store i32 7, ptr %2, align 4
  br label %11

10:                                               ; preds = %1
  store i32 0, ptr %2, align 4
  br label %11

11:                                               ; preds = %10, %9, %8, %7, %6, %5
  %12 = load i32, ptr %2, align 4
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @eval(i8 noundef signext %0, double noundef %1, double noundef %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca i8, align 1
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  store i8 %0, ptr %5, align 1
  store double %1, ptr %6, align 8
  store double %2, ptr %7, align 8
  %8 = load i8, ptr %5, align 1
  %9 = sext i8 %8 to i32
  switch i32 %9, label %26 [
    i32 43, label %10
    i32 45, label %14
    i32 42, label %18
    i32 47, label %22
  ]

10:                                               ; preds = %3
  %11 = load double, ptr %6, align 8
  %12 = load double, ptr %7, align 8
  %13 = fadd double %11, %12
  store double %13, ptr %4, align 8
  br label %27

14:                                               ; preds = %3
  %15 = load double, ptr %6, align 8
  %16 = load double, ptr %7, align 8
  %17 = fsub double %15, %16
  store double %17, ptr %4, align 8
  br label %27

18:                                               ; preds = %3
  %19 = load double, ptr %6, align 8
  %20 = load double, ptr %7, align 8
  %21 = fmul double %19, %20
  store double %21, ptr %4, align 8
  br label %27

22:                                               ; preds = %3
  %23 = load double, ptr %6, align 8
  %24 = load double, ptr %7, align 8
  %25 = fdiv double %23, %24
  store double %25, ptr %4, align 8
  br label %27

26:                                               ; preds = %3
  store double 0x7FF8000000000000, ptr %4, align 8
  br label %27

27:                                               ; preds = %26, %22, %18, %14, %10
  %28 = load double, ptr %4, align 8
  ret double %28
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @labels(i32 noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  %5 = and i32 %4, 1
  %6 = sext i32 %5 to i64
  %7 = getelementptr inbounds [2 x ptr], ptr @labels.t, i64 0, i64 %6
  %8 = load ptr, ptr %7, align 8
  br label %13

9:                                                ; preds = %13
  store ptr null, ptr %2, align 8
  br label %11

10:                                               ; preds = %13
  store ptr @labels.t, ptr %2, align 8
  br label %11

11:                                               ; preds = %10, %9
  %12 = load ptr, ptr %2, align 8
  ret ptr %12

13:                                               ; preds = %1
  %14 = phi ptr [ %8, %1 ]
  indirectbr ptr %14, [label %9, label %10]
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
