; ModuleID = 'c/21_printf_formats.c'
source_filename = "c/21_printf_formats.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [38 x i8] c"[%d] [%5d] [%-8d] [%+d] [%05d] [% d]\0A\00", align 1
@.str.1 = private unnamed_addr constant [40 x i8] c"[%u] [%x] [%X] [%#x] [%08x] [%o] [%#o]\0A\00", align 1
@.str.2 = private unnamed_addr constant [57 x i8] c"[%f] [%5.2f] [%.3e] [%E] [%g] [%.10g] [%-12.4g] [%+.1f]\0A\00", align 1
@.str.3 = private unnamed_addr constant [23 x i8] c"[%c%c%c] [%3c] [%-3c]\0A\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@.str.5 = private unnamed_addr constant [36 x i8] c"[%s] [%10s] [%-10s] [%.3s] [%8.2s]\0A\00", align 1
@.str.6 = private unnamed_addr constant [21 x i8] c"[%*d] [%-*d] [%.*f]\0A\00", align 1
@.str.7 = private unnamed_addr constant [22 x i8] c"[%lld] [%llu] [%llx]\0A\00", align 1
@.str.8 = private unnamed_addr constant [30 x i8] c"[%ld] [%u] [%d] [%hhd] [%hd]\0A\00", align 1
@.str.9 = private unnamed_addr constant [19 x i8] c"[%zu] [%ld] [%lu]\0A\00", align 1
@.str.10 = private unnamed_addr constant [16 x i8] c"100%% done, %s\0A\00", align 1
@.str.11 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.12 = private unnamed_addr constant [16 x i8] c"[%.10f] [%.3f]\0A\00", align 1
@.str.13 = private unnamed_addr constant [11 x i8] c"%d-%s-%.2f\00", align 1
@.str.14 = private unnamed_addr constant [3 x i8] c"ab\00", align 1
@.str.15 = private unnamed_addr constant [29 x i8] c"snprintf -> \22%s\22 (%d chars)\0A\00", align 1
@.str.17 = private unnamed_addr constant [19 x i8] c"truncate me please\00", align 1
@.str.18 = private unnamed_addr constant [33 x i8] c"truncated -> \22%s\22 (would be %d)\0A\00", align 1
@.str.19 = private unnamed_addr constant [6 x i8] c"abc%n\00", align 1
@.str.20 = private unnamed_addr constant [24 x i8] c" <- printed %d, %%n=%d\0A\00", align 1
@.str.21 = private unnamed_addr constant [11 x i8] c"%*s|%-*s|\0A\00", align 1
@.str.22 = private unnamed_addr constant [2 x i8] c"#\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x i8], align 1
  %2 = alloca i32, align 4
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 7, i32 noundef 7, i32 noundef 7, i32 noundef 7, i32 noundef 7, i32 noundef 7)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -7, i32 noundef -7, i32 noundef -7, i32 noundef -7, i32 noundef -7, i32 noundef -7)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -12345, i32 noundef -12345, i32 noundef -12345, i32 noundef -12345, i32 noundef -12345, i32 noundef -12345)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2147483647, i32 noundef 2147483647, i32 noundef 2147483647, i32 noundef 2147483647, i32 noundef 2147483647, i32 noundef 2147483647)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -2147483648, i32 noundef -2147483648, i32 noundef -2147483648, i32 noundef -2147483648, i32 noundef -2147483648, i32 noundef -2147483648)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 255, i32 noundef 255, i32 noundef 255, i32 noundef 255, i32 noundef 255, i32 noundef 255, i32 noundef 255)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 4096, i32 noundef 4096, i32 noundef 4096, i32 noundef 4096, i32 noundef 4096, i32 noundef 4096, i32 noundef 4096)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef -559038737, i32 noundef -559038737, i32 noundef -559038737, i32 noundef -559038737, i32 noundef -559038737, i32 noundef -559038737, i32 noundef -559038737)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef -1, i32 noundef -1, i32 noundef -1, i32 noundef -1, i32 noundef -1, i32 noundef -1, i32 noundef -1)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef -1.500000e+00)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 0x400921FB54442D11, double noundef 0x400921FB54442D11, double noundef 0x400921FB54442D11, double noundef 0x400921FB54442D11, double noundef 0x400921FB54442D11, double noundef 0x400921FB54442D11, double noundef 0x400921FB54442D11, double noundef 0x400921FB54442D11)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 0x4132D687E4189375, double noundef 0x4132D687E4189375, double noundef 0x4132D687E4189375, double noundef 0x4132D687E4189375, double noundef 0x4132D687E4189375, double noundef 0x4132D687E4189375, double noundef 0x4132D687E4189375, double noundef 0x4132D687E4189375)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 1.234560e-04, double noundef 1.234560e-04, double noundef 1.234560e-04, double noundef 1.234560e-04, double noundef 1.234560e-04, double noundef 1.234560e-04, double noundef 1.234560e-04, double noundef 1.234560e-04)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 1.000000e-10, double noundef 1.000000e-10, double noundef 1.000000e-10, double noundef 1.000000e-10, double noundef 1.000000e-10, double noundef 1.000000e-10, double noundef 1.000000e-10, double noundef 1.000000e-10)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517, double noundef 0x44DFE185CA57C517)
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef -2.500000e-07, double noundef -2.500000e-07, double noundef -2.500000e-07, double noundef -2.500000e-07, double noundef -2.500000e-07, double noundef -2.500000e-07, double noundef -2.500000e-07, double noundef -2.500000e-07)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 97, i32 noundef 66, i32 noundef 33, i32 noundef 120, i32 noundef 121)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.4)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 6, i32 noundef 42, i32 noundef 6, i32 noundef 42, i32 noundef 3, double noundef 0x4005BF0A8B04919B)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef -9223372036854775807, i64 noundef -1, i64 noundef -1)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef 1234567890123, i32 noundef 65535, i32 noundef -128, i32 noundef -56, i32 noundef -25536)
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef 8, i64 noundef -123456789, i64 noundef 123456789)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.11)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, double noundef 0x3FF19999A0000000, double noundef 0x400A666680000000)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #4
  %32 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 64, ptr noundef nonnull @.str.13, i32 noundef 12, ptr noundef nonnull @.str.14, double noundef 1.250000e-01) #4
  %33 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull %1, i32 noundef %32)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(7) %1, ptr noundef nonnull align 1 dereferenceable(7) @.str.17, i64 7, i1 false)
  %34 = getelementptr inbounds i8, ptr %1, i64 7
  store i8 0, ptr %34, align 1
  store i32 18, ptr %2, align 4, !tbaa !6
  %35 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull %1, i32 noundef 18)
  %36 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull %2)
  %37 = load i32, ptr %2, align 4, !tbaa !6
  %38 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i32 noundef %36, i32 noundef %37)
  %39 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef 1, ptr noundef nonnull @.str.22, i32 noundef 5, ptr noundef nonnull @.str.22)
  %40 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef 2, ptr noundef nonnull @.str.22, i32 noundef 4, ptr noundef nonnull @.str.22)
  %41 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef 3, ptr noundef nonnull @.str.22, i32 noundef 3, ptr noundef nonnull @.str.22)
  %42 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef 4, ptr noundef nonnull @.str.22, i32 noundef 2, ptr noundef nonnull @.str.22)
  %43 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef 5, ptr noundef nonnull @.str.22, i32 noundef 1, ptr noundef nonnull @.str.22)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #4
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #4
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind }

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
