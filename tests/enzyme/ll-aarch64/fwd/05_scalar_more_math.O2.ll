; ModuleID = 'fwd/05_scalar_more_math.c'
source_filename = "fwd/05_scalar_more_math.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"f_tan @0.7\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"f_asin @0.3\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"f_acos @-0.6\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"f_atan @1.9\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"f_sinh @-0.8\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"f_cosh @1.2\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"f_exp2 @1.5\00", align 1
@.str.7 = private unnamed_addr constant [12 x i8] c"f_log2 @3.3\00", align 1
@.str.8 = private unnamed_addr constant [14 x i8] c"f_log10 @0.45\00", align 1
@.str.9 = private unnamed_addr constant [12 x i8] c"f_erfc @0.4\00", align 1
@.str.10 = private unnamed_addr constant [12 x i8] c"f_fmod @2.1\00", align 1
@.str.11 = private unnamed_addr constant [16 x i8] c"f_copysign @1.3\00", align 1
@.str.12 = private unnamed_addr constant [12 x i8] c"f_frac @2.6\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.14 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.15 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.16 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_tan, double noundef 0x3FE6666666666666, double noundef 1.000000e+00) #9
  %2 = fadd double %1, 0xBFFB59E7F20885EF
  %3 = tail call double @llvm.fabs.f64(double %2)
  %4 = fcmp ugt double %3, 0x3EBCAE07D7026665
  %5 = select i1 %4, ptr @.str.14, ptr @.str.15
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str, double noundef %1, double noundef 0x3FFB59E7F20885EF, ptr noundef nonnull %5)
  %7 = zext i1 %4 to i32
  %8 = load i32, ptr @fails, align 4, !tbaa !6
  %9 = add nsw i32 %8, %7
  store i32 %9, ptr @fails, align 4, !tbaa !6
  %10 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_asin, double noundef 3.000000e-01, double noundef 1.000000e+00) #9
  %11 = fadd double %10, 0xBFF0C5C6522B81F0
  %12 = tail call double @llvm.fabs.f64(double %11)
  %13 = fcmp ugt double %12, 0x3EB196595E026666
  %14 = select i1 %13, ptr @.str.14, ptr @.str.15
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.1, double noundef %10, double noundef 0x3FF0C5C6522B81F0, ptr noundef nonnull %14)
  %16 = zext i1 %13 to i32
  %17 = load i32, ptr @fails, align 4, !tbaa !6
  %18 = add nsw i32 %17, %16
  store i32 %18, ptr @fails, align 4, !tbaa !6
  %19 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_acos, double noundef -6.000000e-01, double noundef 1.000000e+00) #9
  %20 = fadd double %19, 0x3FF400000005E740
  %21 = tail call double @llvm.fabs.f64(double %20)
  %22 = fcmp ugt double %21, 0x3EB4F8B588E99999
  %23 = select i1 %22, ptr @.str.14, ptr @.str.15
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.2, double noundef %19, double noundef 0xBFF400000005E740, ptr noundef nonnull %23)
  %25 = zext i1 %22 to i32
  %26 = load i32, ptr @fails, align 4, !tbaa !6
  %27 = add nsw i32 %26, %25
  store i32 %27, ptr @fails, align 4, !tbaa !6
  %28 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_atan, double noundef 1.900000e+00, double noundef 1.000000e+00) #9
  %29 = fadd double %28, 0xBFCBC406A9EB367F
  %30 = tail call double @llvm.fabs.f64(double %29)
  %31 = fcmp ugt double %30, 0x3EB0C6F7A0B5ED8D
  %32 = select i1 %31, ptr @.str.14, ptr @.str.15
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.3, double noundef %28, double noundef 0x3FCBC406A9EB367F, ptr noundef nonnull %32)
  %34 = zext i1 %31 to i32
  %35 = load i32, ptr @fails, align 4, !tbaa !6
  %36 = add nsw i32 %35, %34
  store i32 %36, ptr @fails, align 4, !tbaa !6
  %37 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_sinh, double noundef -8.000000e-01, double noundef 1.000000e+00) #9
  %38 = fadd double %37, 0xBFF566222FAF7D38
  %39 = tail call double @llvm.fabs.f64(double %38)
  %40 = fcmp ugt double %39, 0x3EB6703D465E0000
  %41 = select i1 %40, ptr @.str.14, ptr @.str.15
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.4, double noundef %37, double noundef 0x3FF566222FAF7D38, ptr noundef nonnull %41)
  %43 = zext i1 %40 to i32
  %44 = load i32, ptr @fails, align 4, !tbaa !6
  %45 = add nsw i32 %44, %43
  store i32 %45, ptr @fails, align 4, !tbaa !6
  %46 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_cosh, double noundef 1.200000e+00, double noundef 1.000000e+00) #9
  %47 = fadd double %46, 0xBFF826C0F34334DF
  %48 = tail call double @llvm.fabs.f64(double %47)
  %49 = fcmp ugt double %48, 0x3EB953164FDE6665
  %50 = select i1 %49, ptr @.str.14, ptr @.str.15
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.5, double noundef %46, double noundef 0x3FF826C0F34334DF, ptr noundef nonnull %50)
  %52 = zext i1 %49 to i32
  %53 = load i32, ptr @fails, align 4, !tbaa !6
  %54 = add nsw i32 %53, %52
  store i32 %54, ptr @fails, align 4, !tbaa !6
  %55 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_exp2, double noundef 1.500000e+00, double noundef 1.000000e+00) #9
  %56 = fadd double %55, 0xBFFF5E46537C313F
  %57 = tail call double @llvm.fabs.f64(double %56)
  %58 = fcmp ugt double %57, 0x3EC0722D3A1B3332
  %59 = select i1 %58, ptr @.str.14, ptr @.str.15
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.6, double noundef %55, double noundef 0x3FFF5E46537C313F, ptr noundef nonnull %59)
  %61 = zext i1 %58 to i32
  %62 = load i32, ptr @fails, align 4, !tbaa !6
  %63 = add nsw i32 %62, %61
  store i32 %63, ptr @fails, align 4, !tbaa !6
  %64 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_log2, double noundef 3.300000e+00, double noundef 1.000000e+00) #9
  %65 = fadd double %64, 0xBFDBFAC3254DA53F
  %66 = tail call double @llvm.fabs.f64(double %65)
  %67 = fcmp ugt double %66, 0x3EB0C6F7A0B5ED8D
  %68 = select i1 %67, ptr @.str.14, ptr @.str.15
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.7, double noundef %64, double noundef 0x3FDBFAC3254DA53F, ptr noundef nonnull %68)
  %70 = zext i1 %67 to i32
  %71 = load i32, ptr @fails, align 4, !tbaa !6
  %72 = add nsw i32 %71, %70
  store i32 %72, ptr @fails, align 4, !tbaa !6
  %73 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_log10, double noundef 4.500000e-01, double noundef 1.000000e+00) #9
  %74 = fadd double %73, 0xBFEEE216FB24DE57
  %75 = tail call double @llvm.fabs.f64(double %74)
  %76 = fcmp ugt double %75, 0x3EB0C6F7A0B5ED8D
  %77 = select i1 %76, ptr @.str.14, ptr @.str.15
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.8, double noundef %73, double noundef 0x3FEEE216FB24DE57, ptr noundef nonnull %77)
  %79 = zext i1 %76 to i32
  %80 = load i32, ptr @fails, align 4, !tbaa !6
  %81 = add nsw i32 %80, %79
  store i32 %81, ptr @fails, align 4, !tbaa !6
  %82 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_erfc, double noundef 4.000000e-01, double noundef 1.000000e+00) #9
  %83 = tail call double @erfc(double noundef 0x3FD999C38B04AB61) #9
  %84 = tail call double @erfc(double noundef 3.999900e-01) #9
  %85 = fsub double %83, %84
  %86 = fdiv double %85, 2.000000e-05
  %87 = fsub double %82, %86
  %88 = tail call double @llvm.fabs.f64(double %87)
  %89 = tail call double @llvm.fabs.f64(double %86)
  %90 = tail call double @llvm.maxnum.f64(double %89, double 1.000000e+00)
  %91 = fmul double %90, 0x3EB0C6F7A0B5ED8D
  %92 = fcmp ugt double %88, %91
  %93 = fcmp ule double %89, 1.000000e-09
  %94 = or i1 %93, %92
  %95 = select i1 %94, ptr @.str.14, ptr @.str.15
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.9, double noundef %82, double noundef %86, ptr noundef nonnull %95)
  %97 = zext i1 %94 to i32
  %98 = load i32, ptr @fails, align 4, !tbaa !6
  %99 = add nsw i32 %98, %97
  store i32 %99, ptr @fails, align 4, !tbaa !6
  %100 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_fmod, double noundef 2.100000e+00, double noundef 1.000000e+00) #9
  %101 = fadd double %100, 0xC00800000000ACDF
  %102 = tail call double @llvm.fabs.f64(double %101)
  %103 = fcmp ugt double %102, 0x3EC92A7371119998
  %104 = select i1 %103, ptr @.str.14, ptr @.str.15
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.10, double noundef %100, double noundef 0x400800000000ACDF, ptr noundef nonnull %104)
  %106 = zext i1 %103 to i32
  %107 = load i32, ptr @fails, align 4, !tbaa !6
  %108 = add nsw i32 %107, %106
  store i32 %108, ptr @fails, align 4, !tbaa !6
  %109 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_copysign, double noundef 1.300000e+00, double noundef 1.000000e+00) #9
  %110 = fadd double %109, 0x3FF99999999A790F
  %111 = tail call double @llvm.fabs.f64(double %110)
  %112 = fcmp ugt double %111, 0x3EBAD7F29ABD9998
  %113 = select i1 %112, ptr @.str.14, ptr @.str.15
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.11, double noundef %109, double noundef 0xBFF99999999A790F, ptr noundef nonnull %113)
  %115 = zext i1 %112 to i32
  %116 = load i32, ptr @fails, align 4, !tbaa !6
  %117 = add nsw i32 %116, %115
  store i32 %117, ptr @fails, align 4, !tbaa !6
  %118 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_frac, double noundef 2.600000e+00, double noundef 1.000000e+00) #9
  %119 = fadd double %118, 0xC0099999999A790F
  %120 = tail call double @llvm.fabs.f64(double %119)
  %121 = fcmp ugt double %120, 0x3ECAD7F29ABD9998
  %122 = select i1 %121, ptr @.str.14, ptr @.str.15
  %123 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef nonnull @.str.12, double noundef %118, double noundef 0x40099999999A790F, ptr noundef nonnull %122)
  %124 = zext i1 %121 to i32
  %125 = load i32, ptr @fails, align 4, !tbaa !6
  %126 = add nsw i32 %125, %124
  store i32 %126, ptr @fails, align 4, !tbaa !6
  %127 = icmp eq i32 %126, 0
  %128 = select i1 %127, ptr @.str.15, ptr @.str.14
  %129 = tail call i32 @puts(ptr nonnull dereferenceable(1) %128)
  %130 = load i32, ptr @fails, align 4, !tbaa !6
  %131 = icmp ne i32 %130, 0
  %132 = zext i1 %131 to i32
  ret i32 %132
}

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f_tan(double noundef %0) #2 {
  %2 = tail call double @tan(double noundef %0) #9
  ret double %2
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f_asin(double noundef %0) #2 {
  %2 = tail call double @asin(double noundef %0) #9
  ret double %2
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f_acos(double noundef %0) #2 {
  %2 = tail call double @acos(double noundef %0) #9
  ret double %2
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f_atan(double noundef %0) #2 {
  %2 = tail call double @atan(double noundef %0) #9
  ret double %2
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f_sinh(double noundef %0) #2 {
  %2 = tail call double @sinh(double noundef %0) #9
  ret double %2
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f_cosh(double noundef %0) #2 {
  %2 = tail call double @cosh(double noundef %0) #9
  ret double %2
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f_exp2(double noundef %0) #2 {
  %2 = tail call double @exp2(double noundef %0) #9
  ret double %2
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f_log2(double noundef %0) #2 {
  %2 = tail call double @log2(double noundef %0) #9
  ret double %2
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f_log10(double noundef %0) #2 {
  %2 = tail call double @log10(double noundef %0) #9
  ret double %2
}

; Function Attrs: nounwind uwtable
define internal double @f_erfc(double noundef %0) #0 {
  %2 = tail call double @erfc(double noundef %0) #9
  ret double %2
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f_fmod(double noundef %0) #2 {
  %2 = fmul double %0, 3.000000e+00
  %3 = tail call double @fmod(double noundef %2, double noundef 1.700000e+00) #9
  ret double %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef double @f_copysign(double noundef %0) #3 {
  %2 = fmul double %0, %0
  %3 = tail call double @llvm.fabs.f64(double %2)
  %4 = fsub double %0, %3
  ret double %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef double @f_frac(double noundef %0) #3 {
  %2 = tail call double @llvm.floor.f64(double %0)
  %3 = fsub double %0, %2
  %4 = fmul double %3, %0
  ret double %4
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @tan(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @asin(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @acos(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @atan(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sinh(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cosh(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp2(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log2(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log10(double noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare double @erfc(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @fmod(double noundef, double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #5

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree nounwind }
attributes #9 = { nounwind }

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
