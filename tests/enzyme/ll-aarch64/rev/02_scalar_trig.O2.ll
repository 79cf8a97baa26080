; ModuleID = 'rev/02_scalar_trig.c'
source_filename = "rev/02_scalar_trig.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.grad2 = type { double, double }
%struct.grad3 = type { double, double, double }

@.str = private unnamed_addr constant [8 x i8] c"f1 d/dx\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"f1 d/dx (enzyme_out)\00", align 1
@enzyme_out = external local_unnamed_addr global i32, align 4
@.str.2 = private unnamed_addr constant [8 x i8] c"f2 d/dx\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"f2 d/dy\00", align 1
@.str.4 = private unnamed_addr constant [23 x i8] c"f2 d/dx (3rd quadrant)\00", align 1
@.str.5 = private unnamed_addr constant [23 x i8] c"f2 d/dy (3rd quadrant)\00", align 1
@.str.6 = private unnamed_addr constant [18 x i8] c"f2 d/dx (y const)\00", align 1
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str.7 = private unnamed_addr constant [8 x i8] c"f3 d/dx\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"f3 d/dy\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"f3 d/dz\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.11 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.12 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.13 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f1, double noundef 0x3FE6666666666666) #8
  %2 = fadd double %1, 0xC0126F764EB55EC8
  %3 = tail call double @llvm.fabs.f64(double %2)
  %4 = fcmp ugt double %3, 0x3ED354B6F8A20000
  %5 = select i1 %4, ptr @.str.11, ptr @.str.12
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str, double noundef %1, double noundef 0x40126F764EB55EC8, ptr noundef nonnull %5)
  %7 = zext i1 %4 to i32
  %8 = load i32, ptr @fails, align 4, !tbaa !6
  %9 = add nsw i32 %8, %7
  store i32 %9, ptr @fails, align 4, !tbaa !6
  %10 = load i32, ptr @enzyme_out, align 4, !tbaa !6
  %11 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f1, i32 noundef %10, double noundef -4.500000e-01) #8
  %12 = fadd double %11, 0xC0115243B678FCF0
  %13 = tail call double @llvm.fabs.f64(double %12)
  %14 = fcmp ugt double %13, 0x3ED229A9D05C0000
  %15 = select i1 %14, ptr @.str.11, ptr @.str.12
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.1, double noundef %11, double noundef 0x40115243B678FCF0, ptr noundef nonnull %15)
  %17 = zext i1 %14 to i32
  %18 = load i32, ptr @fails, align 4, !tbaa !6
  %19 = add nsw i32 %18, %17
  store i32 %19, ptr @fails, align 4, !tbaa !6
  %20 = load i32, ptr @enzyme_out, align 4, !tbaa !6
  %21 = tail call %struct.grad2 (ptr, ...) @__enzyme_autodiff_2(ptr noundef nonnull @f2, i32 noundef %20, double noundef 0x3FE6666666666666, i32 noundef %20, double noundef -1.300000e+00) #8
  %22 = extractvalue %struct.grad2 %21, 0
  %23 = extractvalue %struct.grad2 %21, 1
  %24 = tail call double @tanh(double noundef 0x400A6666EC9E236C) #8
  %25 = tail call double @tanh(double noundef 0x400A6665E02EA961) #8
  %26 = fadd double %22, 0x3FD1AC9B0D4ADEC0
  %27 = tail call double @llvm.fabs.f64(double %26)
  %28 = fcmp ugt double %27, 0x3EB0C6F7A0B5ED8D
  %29 = select i1 %28, ptr @.str.11, ptr @.str.12
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.2, double noundef %22, double noundef 0xBFD1AC9B0D4ADEC0, ptr noundef nonnull %29)
  %31 = zext i1 %28 to i32
  %32 = load i32, ptr @fails, align 4, !tbaa !6
  %33 = add nsw i32 %32, %31
  store i32 %33, ptr @fails, align 4, !tbaa !6
  %34 = tail call double @tanh(double noundef 0x400A666559F6EC5C) #8
  %35 = tail call double @tanh(double noundef 0x400A666772D5E072) #8
  %36 = fadd double %23, 0xBFF38F17140A6DB0
  %37 = tail call double @llvm.fabs.f64(double %36)
  %38 = fcmp ugt double %37, 0x3EB48250870C0000
  %39 = select i1 %38, ptr @.str.11, ptr @.str.12
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.3, double noundef %23, double noundef 0x3FF38F17140A6DB0, ptr noundef nonnull %39)
  %41 = zext i1 %38 to i32
  %42 = load i32, ptr @fails, align 4, !tbaa !6
  %43 = add nsw i32 %42, %41
  store i32 %43, ptr @fails, align 4, !tbaa !6
  %44 = tail call %struct.grad2 (ptr, ...) @__enzyme_autodiff_2(ptr noundef nonnull @f2, double noundef -8.000000e-01, double noundef -6.000000e-01) #8
  %45 = extractvalue %struct.grad2 %44, 0
  %46 = extractvalue %struct.grad2 %44, 1
  %47 = tail call double @tanh(double noundef 0x3FD9999DCB5781C6) #8
  %48 = tail call double @tanh(double noundef 0x3FD9999567DBB16A) #8
  %49 = fadd double %45, 0xC0031F56EC3FB8B0
  %50 = tail call double @llvm.fabs.f64(double %49)
  %51 = fcmp ugt double %50, 0x3EC40D22B3CC0000
  %52 = select i1 %51, ptr @.str.11, ptr @.str.12
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.4, double noundef %45, double noundef 0x40031F56EC3FB8B0, ptr noundef nonnull %52)
  %54 = zext i1 %51 to i32
  %55 = load i32, ptr @fails, align 4, !tbaa !6
  %56 = add nsw i32 %55, %54
  store i32 %56, ptr @fails, align 4, !tbaa !6
  %57 = tail call double @tanh(double noundef 0x3FD99991361DC93C) #8
  %58 = tail call double @tanh(double noundef 0x3FD999A1FD1569F4) #8
  %59 = fadd double %46, 0x40056999B6389CC0
  %60 = tail call double @llvm.fabs.f64(double %59)
  %61 = fcmp ugt double %60, 0x3EC673DFE9B00000
  %62 = select i1 %61, ptr @.str.11, ptr @.str.12
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.5, double noundef %46, double noundef 0xC0056999B6389CC0, ptr noundef nonnull %62)
  %64 = zext i1 %61 to i32
  %65 = load i32, ptr @fails, align 4, !tbaa !6
  %66 = add nsw i32 %65, %64
  store i32 %66, ptr @fails, align 4, !tbaa !6
  %67 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %68 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f2, double noundef 0x3FE6666666666666, i32 noundef %67, double noundef -1.300000e+00) #8
  %69 = tail call double @tanh(double noundef 0x400A6666EC9E236C) #8
  %70 = tail call double @tanh(double noundef 0x400A6665E02EA961) #8
  %71 = fadd double %68, 0x3FD1AC9B0D4ADEC0
  %72 = tail call double @llvm.fabs.f64(double %71)
  %73 = fcmp ugt double %72, 0x3EB0C6F7A0B5ED8D
  %74 = select i1 %73, ptr @.str.11, ptr @.str.12
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.6, double noundef %68, double noundef 0xBFD1AC9B0D4ADEC0, ptr noundef nonnull %74)
  %76 = zext i1 %73 to i32
  %77 = load i32, ptr @fails, align 4, !tbaa !6
  %78 = add nsw i32 %77, %76
  store i32 %78, ptr @fails, align 4, !tbaa !6
  %79 = tail call %struct.grad3 (ptr, ...) @__enzyme_autodiff_3(ptr noundef nonnull @f3, double noundef 0x3FE6666666666666, double noundef -1.300000e+00, double noundef 4.000000e-01) #8
  %80 = extractvalue %struct.grad3 %79, 0
  %81 = extractvalue %struct.grad3 %79, 1
  %82 = extractvalue %struct.grad3 %79, 2
  %83 = tail call double @hypot(double noundef 7.000010e-01, double noundef -1.300000e+00) #8
  %84 = tail call double @llvm.fmuladd.f64(double %83, double 0x3FED7954E7DBA2F8, double 0x40076F82C0430492)
  %85 = fadd double %84, 0xBFD6C8F525120CC2
  %86 = tail call double @hypot(double noundef 4.000000e-01, double noundef 1.500000e+00) #8
  %87 = fadd double %86, %85
  %88 = tail call double @hypot(double noundef 0x3FE666644D87724F, double noundef -1.300000e+00) #8
  %89 = tail call double @llvm.fmuladd.f64(double %88, double 0x3FED7954E7DBA2F8, double 0x40076F830F320E93)
  %90 = fadd double %89, 0xBFD6C8F1118B5B87
  %91 = tail call double @hypot(double noundef 4.000000e-01, double noundef 1.500000e+00) #8
  %92 = fadd double %91, %90
  %93 = fsub double %87, %92
  %94 = fdiv double %93, 2.000000e-06
  %95 = fsub double %80, %94
  %96 = tail call double @llvm.fabs.f64(double %95)
  %97 = tail call double @llvm.fabs.f64(double %94)
  %98 = tail call double @llvm.maxnum.f64(double %97, double 1.000000e+00)
  %99 = fmul double %98, 0x3EB0C6F7A0B5ED8D
  %100 = fcmp ugt double %96, %99
  %101 = fcmp ule double %97, 1.000000e-09
  %102 = or i1 %101, %100
  %103 = select i1 %102, ptr @.str.11, ptr @.str.12
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.7, double noundef %80, double noundef %94, ptr noundef nonnull %103)
  %105 = zext i1 %102 to i32
  %106 = load i32, ptr @fails, align 4, !tbaa !6
  %107 = add nsw i32 %106, %105
  store i32 %107, ptr @fails, align 4, !tbaa !6
  %108 = tail call double @hypot(double noundef 0x3FE6666666666666, double noundef 0xBFF4CCCBC05D52C2) #8
  %109 = tail call double @llvm.fmuladd.f64(double %108, double 0x3FED7954E7DBA2F8, double 0x40076F82D27A2D14)
  %110 = fadd double %109, 0xBFD6C8F2025BAE38
  %111 = tail call double @hypot(double noundef 4.000000e-01, double noundef 1.500000e+00) #8
  %112 = fadd double %111, %110
  %113 = tail call double @hypot(double noundef 0x3FE6666666666666, double noundef 0xBFF4CCCDD93C46D8) #8
  %114 = tail call double @llvm.fmuladd.f64(double %113, double 0x3FED7954E7DBA2F8, double 0x40076F82FCFAE3B2)
  %115 = fadd double %114, 0xBFD6C8F43441BEE0
  %116 = tail call double @hypot(double noundef 4.000000e-01, double noundef 1.500000e+00) #8
  %117 = fadd double %116, %115
  %118 = fsub double %112, %117
  %119 = fdiv double %118, 2.000000e-06
  %120 = fsub double %81, %119
  %121 = tail call double @llvm.fabs.f64(double %120)
  %122 = tail call double @llvm.fabs.f64(double %119)
  %123 = tail call double @llvm.maxnum.f64(double %122, double 1.000000e+00)
  %124 = fmul double %123, 0x3EB0C6F7A0B5ED8D
  %125 = fcmp ugt double %121, %124
  %126 = fcmp ule double %122, 1.000000e-09
  %127 = or i1 %126, %125
  %128 = select i1 %127, ptr @.str.11, ptr @.str.12
  %129 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.8, double noundef %81, double noundef %119, ptr noundef nonnull %128)
  %130 = zext i1 %127 to i32
  %131 = load i32, ptr @fails, align 4, !tbaa !6
  %132 = add nsw i32 %131, %130
  store i32 %132, ptr @fails, align 4, !tbaa !6
  %133 = tail call double @hypot(double noundef 0x3FE6666666666666, double noundef -1.300000e+00) #8
  %134 = tail call double @llvm.fmuladd.f64(double %133, double 0x3FED795416CA52E9, double 0x40076F82A2A96128)
  %135 = fadd double %134, 0xBFD6C8F6AC64883B
  %136 = tail call double @hypot(double noundef 4.000010e-01, double noundef 1.500000e+00) #8
  %137 = fadd double %136, %135
  %138 = tail call double @hypot(double noundef 0x3FE6666666666666, double noundef -1.300000e+00) #8
  %139 = tail call double @llvm.fmuladd.f64(double %138, double 0x3FED7955B8ECD29E, double 0x40076F832CCBB2AA)
  %140 = fadd double %139, 0xBFD6C8EF8A38D215
  %141 = tail call double @hypot(double noundef 0x3FD9999567DBB16D, double noundef 1.500000e+00) #8
  %142 = fadd double %141, %140
  %143 = fsub double %137, %142
  %144 = fdiv double %143, 2.000000e-06
  %145 = fsub double %82, %144
  %146 = tail call double @llvm.fabs.f64(double %145)
  %147 = tail call double @llvm.fabs.f64(double %144)
  %148 = tail call double @llvm.maxnum.f64(double %147, double 1.000000e+00)
  %149 = fmul double %148, 0x3EB0C6F7A0B5ED8D
  %150 = fcmp ugt double %146, %149
  %151 = fcmp ule double %147, 1.000000e-09
  %152 = or i1 %151, %150
  %153 = select i1 %152, ptr @.str.11, ptr @.str.12
  %154 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.9, double noundef %82, double noundef %144, ptr noundef nonnull %153)
  %155 = zext i1 %152 to i32
  %156 = load i32, ptr @fails, align 4, !tbaa !6
  %157 = add nsw i32 %156, %155
  store i32 %157, ptr @fails, align 4, !tbaa !6
  %158 = icmp eq i32 %157, 0
  %159 = select i1 %158, ptr @.str.12, ptr @.str.11
  %160 = tail call i32 @puts(ptr nonnull dereferenceable(1) %159)
  %161 = load i32, ptr @fails, align 4, !tbaa !6
  %162 = icmp ne i32 %161, 0
  %163 = zext i1 %162 to i32
  ret i32 %163
}

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f1(double noundef %0) #2 {
  %2 = tail call double @tan(double noundef %0) #8
  %3 = tail call double @sinh(double noundef %0) #8
  %4 = fmul double %0, 5.000000e-01
  %5 = tail call double @cosh(double noundef %4) #8
  %6 = tail call double @llvm.fmuladd.f64(double %3, double %5, double %2)
  %7 = fmul double %0, 3.000000e+00
  %8 = tail call double @atan(double noundef %7) #8
  %9 = fadd double %6, %8
  %10 = tail call double @asin(double noundef %4) #8
  %11 = fadd double %9, %10
  %12 = fdiv double %0, 3.000000e+00
  %13 = tail call double @acos(double noundef %12) #8
  %14 = fsub double %11, %13
  ret double %14
}

declare %struct.grad2 @__enzyme_autodiff_2(ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f2(double noundef %0, double noundef %1) #2 {
  %3 = tail call double @sin(double noundef %0) #8
  %4 = tail call double @cos(double noundef %1) #8
  %5 = tail call double @llvm.fmuladd.f64(double %1, double -2.000000e+00, double %0)
  %6 = tail call double @tanh(double noundef %5) #8
  %7 = tail call double @llvm.fmuladd.f64(double %3, double %4, double %6)
  %8 = tail call double @atan2(double noundef %1, double noundef %0) #8
  %9 = fadd double %7, %8
  %10 = fmul double %0, %0
  %11 = fmul double %10, %1
  %12 = tail call double @cos(double noundef %11) #8
  %13 = fadd double %9, %12
  ret double %13
}

declare %struct.grad3 @__enzyme_autodiff_3(ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal double @f3(double noundef %0, double noundef %1, double noundef %2) #0 {
  %4 = tail call double @hypot(double noundef %0, double noundef %1) #8
  %5 = tail call double @cos(double noundef %2) #8
  %6 = fmul double %0, %2
  %7 = tail call double @atan2(double noundef %6, double noundef %1) #8
  %8 = tail call double @llvm.fmuladd.f64(double %4, double %5, double %7)
  %9 = fmul double %0, %1
  %10 = fmul double %9, %2
  %11 = tail call double @sin(double noundef %10) #8
  %12 = fadd double %8, %11
  %13 = tail call double @hypot(double noundef %2, double noundef 1.500000e+00) #8
  %14 = fadd double %12, %13
  ret double %14
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @tan(double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sinh(double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cosh(double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @atan(double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @asin(double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @acos(double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @tanh(double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @atan2(double noundef, double noundef) local_unnamed_addr #5

; Function Attrs: nounwind
declare double @hypot(double noundef, double noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
