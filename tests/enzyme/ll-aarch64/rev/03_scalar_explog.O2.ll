; ModuleID = 'rev/03_scalar_explog.c'
source_filename = "rev/03_scalar_explog.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.grad2 = type { double, double }

@enzyme_out = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [8 x i8] c"f1 d/dx\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"f1 d/dy\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"f2 d/dx\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"f2 d/dx at 0.35\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"f3 d/dx (neg base)\00", align 1
@.str.5 = private unnamed_addr constant [23 x i8] c"f4 d/dx (int exponent)\00", align 1
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str.6 = private unnamed_addr constant [19 x i8] c"f4 d/dx (neg base)\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.8 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.10 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = load i32, ptr @enzyme_out, align 4, !tbaa !6
  %3 = tail call %struct.grad2 (ptr, ...) @__enzyme_autodiff_2(ptr noundef nonnull @f1, i32 noundef %2, double noundef 1.300000e+00, i32 noundef %2, double noundef 6.000000e-01) #9
  %4 = extractvalue %struct.grad2 %3, 0
  %5 = extractvalue %struct.grad2 %3, 1
  %6 = fadd double %4, 0xC00596FB1A2C6AC0
  %7 = tail call double @llvm.fabs.f64(double %6)
  %8 = fcmp ugt double %7, 0x3EC6A375A1300000
  %9 = select i1 %8, ptr @.str.8, ptr @.str.9
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str, double noundef %4, double noundef 0x400596FB1A2C6AC0, ptr noundef nonnull %9)
  %11 = zext i1 %8 to i32
  %12 = load i32, ptr @fails, align 4, !tbaa !6
  %13 = add nsw i32 %12, %11
  store i32 %13, ptr @fails, align 4, !tbaa !6
  %14 = fadd double %5, 0xC00EF7EF6484F840
  %15 = tail call double @llvm.fabs.f64(double %14)
  %16 = fcmp ugt double %15, 0x3ED03C8570C80000
  %17 = select i1 %16, ptr @.str.8, ptr @.str.9
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.1, double noundef %5, double noundef 0x400EF7EF6484F840, ptr noundef nonnull %17)
  %19 = zext i1 %16 to i32
  %20 = load i32, ptr @fails, align 4, !tbaa !6
  %21 = add nsw i32 %20, %19
  store i32 %21, ptr @fails, align 4, !tbaa !6
  %22 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f2, double noundef 1.300000e+00) #9
  %23 = tail call double @log1p(double noundef 0x3FF4CCCDD93C46D8) #9
  %24 = fadd double %23, 0x401D603131AA21B6
  %25 = tail call double @expm1(double noundef 0xBFF4CCCDD93C46D8) #9
  %26 = fadd double %24, %25
  %27 = tail call double @cbrt(double noundef 0x3FF4CCCDD93C46D8) #10
  %28 = fadd double %26, %27
  %29 = fadd double %28, 0x3FEC10DB459986DE
  %30 = tail call double @log1p(double noundef 0x3FF4CCCBC05D52C2) #9
  %31 = fadd double %30, 0x401D602CB46051A4
  %32 = tail call double @expm1(double noundef 0xBFF4CCCBC05D52C2) #9
  %33 = fadd double %31, %32
  %34 = tail call double @cbrt(double noundef 0x3FF4CCCBC05D52C2) #10
  %35 = fadd double %33, %34
  %36 = fadd double %35, 0x3FEC10DCAFCE17DC
  %37 = fsub double %29, %36
  %38 = fdiv double %37, 2.000000e-06
  %39 = fsub double %22, %38
  %40 = tail call double @llvm.fabs.f64(double %39)
  %41 = tail call double @llvm.fabs.f64(double %38)
  %42 = tail call double @llvm.maxnum.f64(double %41, double 1.000000e+00)
  %43 = fmul double %42, 0x3EB0C6F7A0B5ED8D
  %44 = fcmp ugt double %40, %43
  %45 = fcmp ule double %41, 1.000000e-09
  %46 = or i1 %45, %44
  %47 = select i1 %46, ptr @.str.8, ptr @.str.9
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.2, double noundef %22, double noundef %38, ptr noundef nonnull %47)
  %49 = zext i1 %46 to i32
  %50 = load i32, ptr @fails, align 4, !tbaa !6
  %51 = add nsw i32 %50, %49
  store i32 %51, ptr @fails, align 4, !tbaa !6
  %52 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f2, double noundef 3.500000e-01) #9
  %53 = tail call double @log1p(double noundef 0x3FD6666A98244E93) #9
  %54 = fadd double %53, 0x3FE4D5C6C19546EC
  %55 = tail call double @expm1(double noundef 0xBFD6666A98244E93) #9
  %56 = fadd double %54, %55
  %57 = tail call double @cbrt(double noundef 0x3FD6666A98244E93) #10
  %58 = fadd double %56, %57
  %59 = fadd double %58, 0x3FFB0B7E6751E9D8
  %60 = tail call double @log1p(double noundef 3.499990e-01) #9
  %61 = fadd double %60, 0x3FE4D5A6AE3FDC98
  %62 = tail call double @expm1(double noundef -3.499990e-01) #9
  %63 = fadd double %61, %62
  %64 = tail call double @cbrt(double noundef 3.499990e-01) #10
  %65 = fadd double %63, %64
  %66 = fadd double %65, 0x3FFB0B8377B7637A
  %67 = fsub double %59, %66
  %68 = fdiv double %67, 2.000000e-06
  %69 = fsub double %52, %68
  %70 = tail call double @llvm.fabs.f64(double %69)
  %71 = tail call double @llvm.fabs.f64(double %68)
  %72 = tail call double @llvm.maxnum.f64(double %71, double 1.000000e+00)
  %73 = fmul double %72, 0x3EB0C6F7A0B5ED8D
  %74 = fcmp ugt double %70, %73
  %75 = fcmp ule double %71, 1.000000e-09
  %76 = or i1 %75, %74
  %77 = select i1 %76, ptr @.str.8, ptr @.str.9
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.3, double noundef %52, double noundef %68, ptr noundef nonnull %77)
  %79 = zext i1 %76 to i32
  %80 = load i32, ptr @fails, align 4, !tbaa !6
  %81 = add nsw i32 %80, %79
  store i32 %81, ptr @fails, align 4, !tbaa !6
  %82 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f3, double noundef -1.300000e+00) #9
  %83 = tail call double @cbrt(double noundef 0xBFF4CCCBC05D52C2) #10
  %84 = fadd double %83, 0xBFE03952E2507CD0
  %85 = fadd double %84, 0x3FC79E59FAC50120
  %86 = tail call double @cbrt(double noundef 0xBFF4CCCDD93C46D8) #10
  %87 = fadd double %86, 0xBFE0395D3E74EAEA
  %88 = fadd double %87, 0x3FC79E51EE417677
  %89 = fsub double %85, %88
  %90 = fdiv double %89, 2.000000e-06
  %91 = fsub double %82, %90
  %92 = tail call double @llvm.fabs.f64(double %91)
  %93 = tail call double @llvm.fabs.f64(double %90)
  %94 = tail call double @llvm.maxnum.f64(double %93, double 1.000000e+00)
  %95 = fmul double %94, 0x3EB0C6F7A0B5ED8D
  %96 = fcmp ugt double %92, %95
  %97 = fcmp ule double %93, 1.000000e-09
  %98 = or i1 %97, %96
  %99 = select i1 %98, ptr @.str.8, ptr @.str.9
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, double noundef %82, double noundef %90, ptr noundef nonnull %99)
  %101 = zext i1 %98 to i32
  %102 = load i32, ptr @fails, align 4, !tbaa !6
  %103 = add nsw i32 %102, %101
  store i32 %103, ptr @fails, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 3, ptr %1, align 4, !tbaa !6
  %104 = load volatile i32, ptr %1, align 4, !tbaa !6
  %105 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %106 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f4, double noundef 1.300000e+00, i32 noundef %105, i32 noundef %104) #9
  %107 = sitofp i32 %104 to double
  %108 = tail call double @pow(double noundef 0x3FF4CCCDD93C46D8, double noundef %107) #9
  %109 = sub nsw i32 0, %104
  %110 = sitofp i32 %109 to double
  %111 = tail call double @pow(double noundef 0x3FF4CCCDD93C46D8, double noundef %110) #9
  %112 = fadd double %108, %111
  %113 = fmul double %107, 0x3FF4CCCDD93C46D8
  %114 = tail call double @exp(double noundef %113) #9
  %115 = fdiv double %114, %107
  %116 = fadd double %112, %115
  %117 = tail call double @pow(double noundef 0x3FF4CCCBC05D52C2, double noundef %107) #9
  %118 = tail call double @pow(double noundef 0x3FF4CCCBC05D52C2, double noundef %110) #9
  %119 = fadd double %117, %118
  %120 = fmul double %107, 0x3FF4CCCBC05D52C2
  %121 = tail call double @exp(double noundef %120) #9
  %122 = fdiv double %121, %107
  %123 = fadd double %119, %122
  %124 = fsub double %116, %123
  %125 = fdiv double %124, 2.000000e-06
  %126 = fsub double %106, %125
  %127 = tail call double @llvm.fabs.f64(double %126)
  %128 = tail call double @llvm.fabs.f64(double %125)
  %129 = tail call double @llvm.maxnum.f64(double %128, double 1.000000e+00)
  %130 = fmul double %129, 0x3EB0C6F7A0B5ED8D
  %131 = fcmp ugt double %127, %130
  %132 = fcmp ule double %128, 1.000000e-09
  %133 = or i1 %132, %131
  %134 = select i1 %133, ptr @.str.8, ptr @.str.9
  %135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, double noundef %106, double noundef %125, ptr noundef nonnull %134)
  %136 = zext i1 %133 to i32
  %137 = load i32, ptr @fails, align 4, !tbaa !6
  %138 = add nsw i32 %137, %136
  store i32 %138, ptr @fails, align 4, !tbaa !6
  %139 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f4, double noundef -1.300000e+00, i32 noundef %104) #9
  %140 = tail call double @pow(double noundef 0xBFF4CCCBC05D52C2, double noundef %107) #9
  %141 = tail call double @pow(double noundef 0xBFF4CCCBC05D52C2, double noundef %110) #9
  %142 = fadd double %140, %141
  %143 = fmul double %107, 0xBFF4CCCBC05D52C2
  %144 = tail call double @exp(double noundef %143) #9
  %145 = fdiv double %144, %107
  %146 = fadd double %142, %145
  %147 = tail call double @pow(double noundef 0xBFF4CCCDD93C46D8, double noundef %107) #9
  %148 = tail call double @pow(double noundef 0xBFF4CCCDD93C46D8, double noundef %110) #9
  %149 = fadd double %147, %148
  %150 = fmul double %107, 0xBFF4CCCDD93C46D8
  %151 = tail call double @exp(double noundef %150) #9
  %152 = fdiv double %151, %107
  %153 = fadd double %149, %152
  %154 = fsub double %146, %153
  %155 = fdiv double %154, 2.000000e-06
  %156 = fsub double %139, %155
  %157 = tail call double @llvm.fabs.f64(double %156)
  %158 = tail call double @llvm.fabs.f64(double %155)
  %159 = tail call double @llvm.maxnum.f64(double %158, double 1.000000e+00)
  %160 = fmul double %159, 0x3EB0C6F7A0B5ED8D
  %161 = fcmp ugt double %157, %160
  %162 = fcmp ule double %158, 1.000000e-09
  %163 = or i1 %162, %161
  %164 = select i1 %163, ptr @.str.8, ptr @.str.9
  %165 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.6, double noundef %139, double noundef %155, ptr noundef nonnull %164)
  %166 = zext i1 %163 to i32
  %167 = load i32, ptr @fails, align 4, !tbaa !6
  %168 = add nsw i32 %167, %166
  store i32 %168, ptr @fails, align 4, !tbaa !6
  %169 = icmp eq i32 %168, 0
  %170 = select i1 %169, ptr @.str.9, ptr @.str.8
  %171 = tail call i32 @puts(ptr nonnull dereferenceable(1) %170)
  %172 = load i32, ptr @fails, align 4, !tbaa !6
  %173 = icmp ne i32 %172, 0
  %174 = zext i1 %173 to i32
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %174
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare %struct.grad2 @__enzyme_autodiff_2(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f1(double noundef %0, double noundef %1) #3 {
  %3 = fmul double %0, %1
  %4 = tail call double @exp(double noundef %3) #9
  %5 = tail call double @log(double noundef %0) #9
  %6 = tail call double @llvm.fmuladd.f64(double %5, double %1, double %4)
  %7 = tail call double @pow(double noundef %0, double noundef %1) #9
  %8 = fadd double %6, %7
  %9 = tail call double @llvm.fmuladd.f64(double %1, double %1, double %0)
  %10 = tail call double @sqrt(double noundef %9) #9
  %11 = fadd double %8, %10
  ret double %11
}

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f2(double noundef %0) #3 {
  %2 = tail call double @pow(double noundef %0, double noundef 2.500000e+00) #9
  %3 = tail call double @exp2(double %0)
  %4 = fadd double %2, %3
  %5 = tail call double @exp2(double noundef %0) #9
  %6 = fadd double %4, %5
  %7 = tail call double @log2(double noundef %0) #9
  %8 = fadd double %6, %7
  %9 = tail call double @log10(double noundef %0) #9
  %10 = fadd double %8, %9
  %11 = tail call double @log1p(double noundef %0) #9
  %12 = fadd double %10, %11
  %13 = fneg double %0
  %14 = tail call double @expm1(double noundef %13) #9
  %15 = fadd double %12, %14
  %16 = tail call double @cbrt(double noundef %0) #10
  %17 = fadd double %15, %16
  %18 = tail call double @sqrt(double noundef %0) #9
  %19 = fdiv double 1.000000e+00, %18
  %20 = fadd double %17, %19
  ret double %20
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f3(double noundef %0) #3 {
  %2 = tail call double @pow(double noundef %0, double noundef 3.000000e+00) #9
  %3 = fmul double %0, %0
  %4 = fadd double %3, %2
  %5 = tail call double @cbrt(double noundef %0) #10
  %6 = fadd double %4, %5
  %7 = fneg double %0
  %8 = fmul double %7, %0
  %9 = tail call double @exp(double noundef %8) #9
  %10 = fadd double %6, %9
  ret double %10
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f4(double noundef %0, i32 noundef %1) #3 {
  %3 = sitofp i32 %1 to double
  %4 = tail call double @pow(double noundef %0, double noundef %3) #9
  %5 = sub nsw i32 0, %1
  %6 = sitofp i32 %5 to double
  %7 = tail call double @pow(double noundef %0, double noundef %6) #9
  %8 = fadd double %4, %7
  %9 = fmul double %3, %0
  %10 = tail call double @exp(double noundef %9) #9
  %11 = fdiv double %10, %3
  %12 = fadd double %8, %11
  ret double %12
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @pow(double noundef, double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp2(double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log2(double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log10(double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log1p(double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @expm1(double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare double @cbrt(double noundef) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nofree nosync nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree nounwind }
attributes #9 = { nounwind }
attributes #10 = { nounwind willreturn memory(none) }

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
