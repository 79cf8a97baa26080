; ModuleID = 'src/atomics.c'
source_filename = "src/atomics.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@tls_var = dso_local thread_local global i32 3, align 4
@counter = dso_local global i32 0, align 4
@vol = dso_local global i32 0, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @bump() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i8, align 1
  %8 = alloca i32, align 4
  store i32 1, ptr %1, align 4
  %9 = load i32, ptr %1, align 4
  %10 = atomicrmw add ptr @counter, i32 %9 seq_cst, align 4
  store i32 %10, ptr %2, align 4
  %11 = load i32, ptr %2, align 4
  store i32 2, ptr %3, align 4
  %12 = load i32, ptr %3, align 4
  %13 = atomicrmw sub ptr @counter, i32 %12 release, align 4
  store i32 %13, ptr %4, align 4
  %14 = load i32, ptr %4, align 4
  store i32 0, ptr %5, align 4
  store i32 5, ptr %6, align 4
  %15 = load i32, ptr %5, align 4
  %16 = load i32, ptr %6, align 4
  %17 = cmpxchg ptr @counter, i32 %15, i32 %16 seq_cst seq_cst, align 4
  %18 = extractvalue { i32, i1 } %17, 0
  %19 = extractvalue { i32, i1 } %17, 1
  br i1 %19, label %21, label %20

20:                                               ; preds = %0
  store i32 %18, ptr %5, align 4
  br label %21

21:                                               ; preds = %20, %0
  %22 = zext i1 %19 to i8
  store i8 %22, ptr %7, align 1
  %23 = load i8, ptr %7, align 1
  %24 = trunc i8 %23 to i1
  fence seq_cst
  %25 = load volatile i32, ptr @vol, align 4
  %26 = add nsw i32 %25, 1
  store volatile i32 %26, ptr @vol, align 4
  %27 = load atomic i32, ptr @counter acquire, align 4
  store i32 %27, ptr %8, align 4
  %28 = load i32, ptr %8, align 4
  %29 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_var)
  %30 = load i32, ptr %29, align 4
  %31 = add nsw i32 %28, %30
  ret i32 %31
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <4 x float> @vadd(<4 x float> noundef %0, <4 x float> noundef %1) #2 {
  %3 = alloca <4 x float>, align 16
  %4 = alloca <4 x float>, align 16
  store <4 x float> %0, ptr %3, align 16
  store <4 x float> %1, ptr %4, align 16
  %5 = load <4 x float>, ptr %3, align 16
  %6 = load <4 x float>, ptr %4, align 16
  %7 = load <4 x float>, ptr %3, align 16
  %8 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %6, <4 x float> %7, <4 x float> %5)
  ret <4 x float> %8
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local float @vsum(<4 x float> noundef %0) #2 {
  %2 = alloca <4 x float>, align 16
  store <4 x float> %0, ptr %2, align 16
  %3 = load <4 x float>, ptr %2, align 16
  %4 = extractelement <4 x float> %3, i32 0
  %5 = load <4 x float>, ptr %2, align 16
  %6 = extractelement <4 x float> %5, i32 1
  %7 = fadd float %4, %6
  %8 = load <4 x float>, ptr %2, align 16
  %9 = extractelement <4 x float> %8, i32 2
  %10 = fadd float %7, %9
  %11 = load <4 x float>, ptr %2, align 16
  %12 = extractelement <4 x float> %11, i32 3
  %13 = fadd float %10, %12
  ret float %13
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
