; ModuleID = 'rev/02_scalar_trig.c'
source_filename = "rev/02_scalar_trig.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %1 = alloca %struct.grad3, align 8
  %2 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f1, double noundef 0x3FE6666666666666) #10
  %3 = fadd double %2, 0xC0126F764EB55EC8
  %4 = tail call double @llvm.fabs.f64(double %3)
  %5 = fcmp ugt double %4, 0x3ED354B6F8A20000
  %6 = select i1 %5, ptr @.str.11, ptr @.str.12
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str, double noundef %2, double noundef 0x40126F764EB55EC8, ptr noundef nonnull %6)
  %8 = zext i1 %5 to i32
  %9 = load i32, ptr @fails, align 4, !tbaa !5
  %10 = add nsw i32 %9, %8
  store i32 %10, ptr @fails, align 4, !tbaa !5
  %11 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  %12 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f1, i32 noundef %11, double noundef -4.500000e-01) #10
  %13 = fadd double %12, 0xC0115243B678FCF0
  %14 = tail call double @llvm.fabs.f64(double %13)
  %15 = fcmp ugt double %14, 0x3ED229A9D05C0000
  %16 = select i1 %15, ptr @.str.11, ptr @.str.12
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.1, double noundef %12, double noundef 0x40115243B678FCF0, ptr noundef nonnull %16)
  %18 = zext i1 %15 to i32
  %19 = load i32, ptr @fails, align 4, !tbaa !5
  %20 = add nsw i32 %19, %18
  store i32 %20, ptr @fails, align 4, !tbaa !5
  %21 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  %22 = tail call { double, double } (ptr, ...) @__enzyme_autodiff_2(ptr noundef nonnull @f2, i32 noundef %21, double noundef 0x3FE6666666666666, i32 noundef %21, double noundef -1.300000e+00) #10
  %23 = extractvalue { double, double } %22, 0
  %24 = extractvalue { double, double } %22, 1
  %25 = tail call double @tanh(double noundef 0x400A6666EC9E236C) #10
  %26 = tail call double @tanh(double noundef 0x400A6665E02EA961) #10
  %27 = fadd double %23, 0x3FD1AC9B0D4ADEC0
  %28 = tail call double @llvm.fabs.f64(double %27)
  %29 = fcmp ugt double %28, 0x3EB0C6F7A0B5ED8D
  %30 = select i1 %29, ptr @.str.11, ptr @.str.12
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.2, double noundef %23, double noundef 0xBFD1AC9B0D4ADEC0, ptr noundef nonnull %30)
  %32 = zext i1 %29 to i32
  %33 = load i32, ptr @fails, align 4, !tbaa !5
  %34 = add nsw i32 %33, %32
  store i32 %34, ptr @fails, align 4, !tbaa !5
  %35 = tail call double @tanh(double noundef 0x400A666559F6EC5C) #10
  %36 = tail call double @tanh(double noundef 0x400A666772D5E072) #10
  %37 = fadd double %24, 0xBFF38F17140A6DB0
  %38 = tail call double @llvm.fabs.f64(double %37)
  %39 = fcmp ugt double %38, 0x3EB48250870C0000
  %40 = select i1 %39, ptr @.str.11, ptr @.str.12
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.3, double noundef %24, double noundef 0x3FF38F17140A6DB0, ptr noundef nonnull %40)
  %42 = zext i1 %39 to i32
  %43 = load i32, ptr @fails, align 4, !tbaa !5
  %44 = add nsw i32 %43, %42
  store i32 %44, ptr @fails, align 4, !tbaa !5
  %45 = tail call { double, double } (ptr, ...) @__enzyme_autodiff_2(ptr noundef nonnull @f2, double noundef -8.000000e-01, double noundef -6.000000e-01) #10
  %46 = extractvalue { double, double } %45, 0
  %47 = extractvalue { double, double } %45, 1
  %48 = tail call double @tanh(double noundef 0x3FD9999DCB5781C6) #10
  %49 = tail call double @tanh(double noundef 0x3FD9999567DBB16A) #10
  %50 = fadd double %46, 0xC0031F56EC3FB8B0
  %51 = tail call double @llvm.fabs.f64(double %50)
  %52 = fcmp ugt double %51, 0x3EC40D22B3CC0000
  %53 = select i1 %52, ptr @.str.11, ptr @.str.12
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.4, double noundef %46, double noundef 0x40031F56EC3FB8B0, ptr noundef nonnull %53)
  %55 = zext i1 %52 to i32
  %56 = load i32, ptr @fails, align 4, !tbaa !5
  %57 = add nsw i32 %56, %55
  store i32 %57, ptr @fails, align 4, !tbaa !5
  %58 = tail call double @tanh(double noundef 0x3FD99991361DC93C) #10
  %59 = tail call double @tanh(double noundef 0x3FD999A1FD1569F4) #10
  %60 = fadd double %47, 0x40056999B6389CC0
  %61 = tail call double @llvm.fabs.f64(double %60)
  %62 = fcmp ugt double %61, 0x3EC673DFE9B00000
  %63 = select i1 %62, ptr @.str.11, ptr @.str.12
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.5, double noundef %47, double noundef 0xC0056999B6389CC0, ptr noundef nonnull %63)
  %65 = zext i1 %62 to i32
  %66 = load i32, ptr @fails, align 4, !tbaa !5
  %67 = add nsw i32 %66, %65
  store i32 %67, ptr @fails, align 4, !tbaa !5
  %68 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %69 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f2, double noundef 0x3FE6666666666666, i32 noundef %68, double noundef -1.300000e+00) #10
  %70 = tail call double @tanh(double noundef 0x400A6666EC9E236C) #10
  %71 = tail call double @tanh(double noundef 0x400A6665E02EA961) #10
  %72 = fadd double %69, 0x3FD1AC9B0D4ADEC0
  %73 = tail call double @llvm.fabs.f64(double %72)
  %74 = fcmp ugt double %73, 0x3EB0C6F7A0B5ED8D
  %75 = select i1 %74, ptr @.str.11, ptr @.str.12
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.6, double noundef %69, double noundef 0xBFD1AC9B0D4ADEC0, ptr noundef nonnull %75)
  %77 = zext i1 %74 to i32
  %78 = load i32, ptr @fails, align 4, !tbaa !5
  %79 = add nsw i32 %78, %77
  store i32 %79, ptr @fails, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #10
  call void (ptr, ptr, ...) @__enzyme_autodiff_3(ptr dead_on_unwind nonnull writable sret(%struct.grad3) align 8 %1, ptr noundef nonnull @f3, double noundef 0x3FE6666666666666, double noundef -1.300000e+00, double noundef 4.000000e-01) #10
  %80 = load double, ptr %1, align 8, !tbaa !9
  %81 = call double @hypot(double noundef 7.000010e-01, double noundef -1.300000e+00) #10
  %82 = call double @hypot(double noundef 4.000000e-01, double noundef 1.500000e+00) #10
  %83 = call double @hypot(double noundef 0x3FE666644D87724F, double noundef -1.300000e+00) #10
  %84 = call double @hypot(double noundef 4.000000e-01, double noundef 1.500000e+00) #10
  %85 = insertelement <2 x double> poison, double %81, i64 0
  %86 = insertelement <2 x double> %85, double %83, i64 1
  %87 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %86, <2 x double> <double 0x3FED7954E7DBA2F8, double 0x3FED7954E7DBA2F8>, <2 x double> <double 0x40076F82C0430492, double 0x40076F830F320E93>)
  %88 = fadd <2 x double> %87, <double 0xBFD6C8F525120CC2, double 0xBFD6C8F1118B5B87>
  %89 = insertelement <2 x double> poison, double %82, i64 0
  %90 = insertelement <2 x double> %89, double %84, i64 1
  %91 = fadd <2 x double> %90, %88
  %92 = shufflevector <2 x double> %91, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %93 = fsub <2 x double> %91, %92
  %94 = extractelement <2 x double> %93, i64 0
  %95 = fdiv double %94, 2.000000e-06
  %96 = fsub double %80, %95
  %97 = call double @llvm.fabs.f64(double %96)
  %98 = call double @llvm.fabs.f64(double %95)
  %99 = call double @llvm.maxnum.f64(double %98, double 1.000000e+00)
  %100 = fmul double %99, 0x3EB0C6F7A0B5ED8D
  %101 = fcmp ugt double %97, %100
  %102 = fcmp ule double %98, 1.000000e-09
  %103 = or i1 %102, %101
  %104 = select i1 %103, ptr @.str.11, ptr @.str.12
  %105 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.7, double noundef %80, double noundef %95, ptr noundef nonnull %104)
  %106 = zext i1 %103 to i32
  %107 = load i32, ptr @fails, align 4, !tbaa !5
  %108 = add nsw i32 %107, %106
  store i32 %108, ptr @fails, align 4, !tbaa !5
  %109 = getelementptr inbounds i8, ptr %1, i64 8
  %110 = load double, ptr %109, align 8, !tbaa !12
  %111 = call double @hypot(double noundef 0x3FE6666666666666, double noundef 0xBFF4CCCBC05D52C2) #10
  %112 = call double @hypot(double noundef 4.000000e-01, double noundef 1.500000e+00) #10
  %113 = call double @hypot(double noundef 0x3FE6666666666666, double noundef 0xBFF4CCCDD93C46D8) #10
  %114 = call double @hypot(double noundef 4.000000e-01, double noundef 1.500000e+00) #10
  %115 = insertelement <2 x double> poison, double %111, i64 0
  %116 = insertelement <2 x double> %115, double %113, i64 1
  %117 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %116, <2 x double> <double 0x3FED7954E7DBA2F8, double 0x3FED7954E7DBA2F8>, <2 x double> <double 0x40076F82D27A2D14, double 0x40076F82FCFAE3B2>)
  %118 = fadd <2 x double> %117, <double 0xBFD6C8F2025BAE38, double 0xBFD6C8F43441BEE0>
  %119 = insertelement <2 x double> poison, double %112, i64 0
  %120 = insertelement <2 x double> %119, double %114, i64 1
  %121 = fadd <2 x double> %120, %118
  %122 = shufflevector <2 x double> %121, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %123 = fsub <2 x double> %121, %122
  %124 = extractelement <2 x double> %123, i64 0
  %125 = fdiv double %124, 2.000000e-06
  %126 = fsub double %110, %125
  %127 = call double @llvm.fabs.f64(double %126)
  %128 = call double @llvm.fabs.f64(double %125)
  %129 = call double @llvm.maxnum.f64(double %128, double 1.000000e+00)
  %130 = fmul double %129, 0x3EB0C6F7A0B5ED8D
  %131 = fcmp ugt double %127, %130
  %132 = fcmp ule double %128, 1.000000e-09
  %133 = or i1 %132, %131
  %134 = select i1 %133, ptr @.str.11, ptr @.str.12
  %135 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.8, double noundef %110, double noundef %125, ptr noundef nonnull %134)
  %136 = zext i1 %133 to i32
  %137 = load i32, ptr @fails, align 4, !tbaa !5
  %138 = add nsw i32 %137, %136
  store i32 %138, ptr @fails, align 4, !tbaa !5
  %139 = getelementptr inbounds i8, ptr %1, i64 16
  %140 = load double, ptr %139, align 8, !tbaa !13
  %141 = call double @hypot(double noundef 0x3FE6666666666666, double noundef -1.300000e+00) #10
  %142 = call double @hypot(double noundef 4.000010e-01, double noundef 1.500000e+00) #10
  %143 = call double @hypot(double noundef 0x3FE6666666666666, double noundef -1.300000e+00) #10
  %144 = call double @hypot(double noundef 0x3FD9999567DBB16D, double noundef 1.500000e+00) #10
  %145 = insertelement <2 x double> poison, double %141, i64 0
  %146 = insertelement <2 x double> %145, double %143, i64 1
  %147 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %146, <2 x double> <double 0x3FED795416CA52E9, double 0x3FED7955B8ECD29E>, <2 x double> <double 0x40076F82A2A96128, double 0x40076F832CCBB2AA>)
  %148 = fadd <2 x double> %147, <double 0xBFD6C8F6AC64883B, double 0xBFD6C8EF8A38D215>
  %149 = insertelement <2 x double> poison, double %142, i64 0
  %150 = insertelement <2 x double> %149, double %144, i64 1
  %151 = fadd <2 x double> %150, %148
  %152 = shufflevector <2 x double> %151, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %153 = fsub <2 x double> %151, %152
  %154 = extractelement <2 x double> %153, i64 0
  %155 = fdiv double %154, 2.000000e-06
  %156 = fsub double %140, %155
  %157 = call double @llvm.fabs.f64(double %156)
  %158 = call double @llvm.fabs.f64(double %155)
  %159 = call double @llvm.maxnum.f64(double %158, double 1.000000e+00)
  %160 = fmul double %159, 0x3EB0C6F7A0B5ED8D
  %161 = fcmp ugt double %157, %160
  %162 = fcmp ule double %158, 1.000000e-09
  %163 = or i1 %162, %161
  %164 = select i1 %163, ptr @.str.11, ptr @.str.12
  %165 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.9, double noundef %140, double noundef %155, ptr noundef nonnull %164)
  %166 = zext i1 %163 to i32
  %167 = load i32, ptr @fails, align 4, !tbaa !5
  %168 = add nsw i32 %167, %166
  store i32 %168, ptr @fails, align 4, !tbaa !5
  %169 = icmp eq i32 %168, 0
  %170 = select i1 %169, ptr @.str.12, ptr @.str.11
  %171 = call i32 @puts(ptr nonnull dereferenceable(1) %170)
  %172 = load i32, ptr @fails, align 4, !tbaa !5
  %173 = icmp ne i32 %172, 0
  %174 = zext i1 %173 to i32
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #10
  ret i32 %174
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f1(double noundef %0) #3 {
  %2 = tail call double @tan(double noundef %0) #10
  %3 = tail call double @sinh(double noundef %0) #10
  %4 = fmul double %0, 5.000000e-01
  %5 = tail call double @cosh(double noundef %4) #10
  %6 = tail call double @llvm.fmuladd.f64(double %3, double %5, double %2)
  %7 = fmul double %0, 3.000000e+00
  %8 = tail call double @atan(double noundef %7) #10
  %9 = fadd double %6, %8
  %10 = tail call double @asin(double noundef %4) #10
  %11 = fadd double %9, %10
  %12 = fdiv double %0, 3.000000e+00
  %13 = tail call double @acos(double noundef %12) #10
  %14 = fsub double %11, %13
  ret double %14
}

declare { double, double } @__enzyme_autodiff_2(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f2(double noundef %0, double noundef %1) #3 {
  %3 = tail call double @sin(double noundef %0) #10
  %4 = tail call double @cos(double noundef %1) #10
  %5 = tail call double @llvm.fmuladd.f64(double %1, double -2.000000e+00, double %0)
  %6 = tail call double @tanh(double noundef %5) #10
  %7 = tail call double @llvm.fmuladd.f64(double %3, double %4, double %6)
  %8 = tail call double @atan2(double noundef %1, double noundef %0) #10
  %9 = fadd double %7, %8
  %10 = fmul double %0, %0
  %11 = fmul double %10, %1
  %12 = tail call double @cos(double noundef %11) #10
  %13 = fadd double %9, %12
  ret double %13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare void @__enzyme_autodiff_3(ptr dead_on_unwind writable sret(%struct.grad3) align 8, ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal double @f3(double noundef %0, double noundef %1, double noundef %2) #0 {
  %4 = tail call double @hypot(double noundef %0, double noundef %1) #10
  %5 = tail call double @cos(double noundef %2) #10
  %6 = fmul double %0, %2
  %7 = tail call double @atan2(double noundef %6, double noundef %1) #10
  %8 = tail call double @llvm.fmuladd.f64(double %4, double %5, double %7)
  %9 = fmul double %0, %1
  %10 = fmul double %9, %2
  %11 = tail call double @sin(double noundef %10) #10
  %12 = fadd double %8, %11
  %13 = tail call double @hypot(double noundef %2, double noundef 1.500000e+00) #10
  %14 = fadd double %12, %13
  ret double %14
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
declare double @sinh(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cosh(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @atan(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @asin(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @acos(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @tanh(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @atan2(double noundef, double noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare double @hypot(double noundef, double noundef) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !11, i64 0}
!10 = !{!"", !11, i64 0, !11, i64 8, !11, i64 16}
!11 = !{!"double", !7, i64 0}
!12 = !{!10, !11, i64 8}
!13 = !{!10, !11, i64 16}
