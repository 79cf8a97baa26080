; ModuleID = 'rev/03_scalar_explog.c'
source_filename = "rev/03_scalar_explog.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %2 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  %3 = tail call { double, double } (ptr, ...) @__enzyme_autodiff_2(ptr noundef nonnull @f1, i32 noundef %2, double noundef 1.300000e+00, i32 noundef %2, double noundef 6.000000e-01) #10
  %4 = extractvalue { double, double } %3, 0
  %5 = extractvalue { double, double } %3, 1
  %6 = insertelement <2 x double> poison, double %5, i64 0
  %7 = insertelement <2 x double> %6, double %4, i64 1
  %8 = fadd <2 x double> %7, <double 0xC00EF7EF6484F840, double 0xC00596FB1A2C6AC0>
  %9 = tail call <2 x double> @llvm.fabs.v2f64(<2 x double> %8)
  %10 = fcmp ugt <2 x double> %9, <double 0x3ED03C8570C80000, double 0x3EC6A375A1300000>
  %11 = extractelement <2 x i1> %10, i64 1
  %12 = select i1 %11, ptr @.str.8, ptr @.str.9
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str, double noundef %4, double noundef 0x400596FB1A2C6AC0, ptr noundef nonnull %12)
  %14 = zext i1 %11 to i32
  %15 = load i32, ptr @fails, align 4, !tbaa !5
  %16 = add nsw i32 %15, %14
  store i32 %16, ptr @fails, align 4, !tbaa !5
  %17 = extractelement <2 x i1> %10, i64 0
  %18 = select i1 %17, ptr @.str.8, ptr @.str.9
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.1, double noundef %5, double noundef 0x400EF7EF6484F840, ptr noundef nonnull %18)
  %20 = zext i1 %17 to i32
  %21 = load i32, ptr @fails, align 4, !tbaa !5
  %22 = add nsw i32 %21, %20
  store i32 %22, ptr @fails, align 4, !tbaa !5
  %23 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f2, double noundef 1.300000e+00) #10
  %24 = tail call double @log1p(double noundef 0x3FF4CCCDD93C46D8) #10
  %25 = tail call double @expm1(double noundef 0xBFF4CCCDD93C46D8) #10
  %26 = tail call double @cbrt(double noundef 0x3FF4CCCDD93C46D8) #11
  %27 = tail call double @log1p(double noundef 0x3FF4CCCBC05D52C2) #10
  %28 = tail call double @expm1(double noundef 0xBFF4CCCBC05D52C2) #10
  %29 = tail call double @cbrt(double noundef 0x3FF4CCCBC05D52C2) #11
  %30 = insertelement <2 x double> poison, double %24, i64 0
  %31 = insertelement <2 x double> %30, double %27, i64 1
  %32 = fadd <2 x double> %31, <double 0x401D603131AA21B6, double 0x401D602CB46051A4>
  %33 = insertelement <2 x double> poison, double %25, i64 0
  %34 = insertelement <2 x double> %33, double %28, i64 1
  %35 = fadd <2 x double> %32, %34
  %36 = insertelement <2 x double> poison, double %26, i64 0
  %37 = insertelement <2 x double> %36, double %29, i64 1
  %38 = fadd <2 x double> %35, %37
  %39 = fadd <2 x double> %38, <double 0x3FEC10DB459986DE, double 0x3FEC10DCAFCE17DC>
  %40 = shufflevector <2 x double> %39, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %41 = fsub <2 x double> %39, %40
  %42 = extractelement <2 x double> %41, i64 0
  %43 = fdiv double %42, 2.000000e-06
  %44 = fsub double %23, %43
  %45 = tail call double @llvm.fabs.f64(double %44)
  %46 = tail call double @llvm.fabs.f64(double %43)
  %47 = tail call double @llvm.maxnum.f64(double %46, double 1.000000e+00)
  %48 = fmul double %47, 0x3EB0C6F7A0B5ED8D
  %49 = fcmp ugt double %45, %48
  %50 = fcmp ule double %46, 1.000000e-09
  %51 = or i1 %50, %49
  %52 = select i1 %51, ptr @.str.8, ptr @.str.9
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.2, double noundef %23, double noundef %43, ptr noundef nonnull %52)
  %54 = zext i1 %51 to i32
  %55 = load i32, ptr @fails, align 4, !tbaa !5
  %56 = add nsw i32 %55, %54
  store i32 %56, ptr @fails, align 4, !tbaa !5
  %57 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f2, double noundef 3.500000e-01) #10
  %58 = tail call double @log1p(double noundef 0x3FD6666A98244E93) #10
  %59 = tail call double @expm1(double noundef 0xBFD6666A98244E93) #10
  %60 = tail call double @cbrt(double noundef 0x3FD6666A98244E93) #11
  %61 = tail call double @log1p(double noundef 3.499990e-01) #10
  %62 = tail call double @expm1(double noundef -3.499990e-01) #10
  %63 = tail call double @cbrt(double noundef 3.499990e-01) #11
  %64 = insertelement <2 x double> poison, double %58, i64 0
  %65 = insertelement <2 x double> %64, double %61, i64 1
  %66 = fadd <2 x double> %65, <double 0x3FE4D5C6C19546EC, double 0x3FE4D5A6AE3FDC98>
  %67 = insertelement <2 x double> poison, double %59, i64 0
  %68 = insertelement <2 x double> %67, double %62, i64 1
  %69 = fadd <2 x double> %66, %68
  %70 = insertelement <2 x double> poison, double %60, i64 0
  %71 = insertelement <2 x double> %70, double %63, i64 1
  %72 = fadd <2 x double> %69, %71
  %73 = fadd <2 x double> %72, <double 0x3FFB0B7E6751E9D8, double 0x3FFB0B8377B7637A>
  %74 = shufflevector <2 x double> %73, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %75 = fsub <2 x double> %73, %74
  %76 = extractelement <2 x double> %75, i64 0
  %77 = fdiv double %76, 2.000000e-06
  %78 = fsub double %57, %77
  %79 = tail call double @llvm.fabs.f64(double %78)
  %80 = tail call double @llvm.fabs.f64(double %77)
  %81 = tail call double @llvm.maxnum.f64(double %80, double 1.000000e+00)
  %82 = fmul double %81, 0x3EB0C6F7A0B5ED8D
  %83 = fcmp ugt double %79, %82
  %84 = fcmp ule double %80, 1.000000e-09
  %85 = or i1 %84, %83
  %86 = select i1 %85, ptr @.str.8, ptr @.str.9
  %87 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.3, double noundef %57, double noundef %77, ptr noundef nonnull %86)
  %88 = zext i1 %85 to i32
  %89 = load i32, ptr @fails, align 4, !tbaa !5
  %90 = add nsw i32 %89, %88
  store i32 %90, ptr @fails, align 4, !tbaa !5
  %91 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f3, double noundef -1.300000e+00) #10
  %92 = tail call double @cbrt(double noundef 0xBFF4CCCBC05D52C2) #11
  %93 = tail call double @cbrt(double noundef 0xBFF4CCCDD93C46D8) #11
  %94 = insertelement <2 x double> poison, double %92, i64 0
  %95 = insertelement <2 x double> %94, double %93, i64 1
  %96 = fadd <2 x double> %95, <double 0xBFE03952E2507CD0, double 0xBFE0395D3E74EAEA>
  %97 = fadd <2 x double> %96, <double 0x3FC79E59FAC50120, double 0x3FC79E51EE417677>
  %98 = shufflevector <2 x double> %97, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %99 = fsub <2 x double> %97, %98
  %100 = extractelement <2 x double> %99, i64 0
  %101 = fdiv double %100, 2.000000e-06
  %102 = fsub double %91, %101
  %103 = tail call double @llvm.fabs.f64(double %102)
  %104 = tail call double @llvm.fabs.f64(double %101)
  %105 = tail call double @llvm.maxnum.f64(double %104, double 1.000000e+00)
  %106 = fmul double %105, 0x3EB0C6F7A0B5ED8D
  %107 = fcmp ugt double %103, %106
  %108 = fcmp ule double %104, 1.000000e-09
  %109 = or i1 %108, %107
  %110 = select i1 %109, ptr @.str.8, ptr @.str.9
  %111 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, double noundef %91, double noundef %101, ptr noundef nonnull %110)
  %112 = zext i1 %109 to i32
  %113 = load i32, ptr @fails, align 4, !tbaa !5
  %114 = add nsw i32 %113, %112
  store i32 %114, ptr @fails, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 3, ptr %1, align 4, !tbaa !5
  %115 = load volatile i32, ptr %1, align 4, !tbaa !5
  %116 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %117 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f4, double noundef 1.300000e+00, i32 noundef %116, i32 noundef %115) #10
  %118 = sitofp i32 %115 to double
  %119 = tail call double @pow(double noundef 0x3FF4CCCDD93C46D8, double noundef %118) #10
  %120 = sub nsw i32 0, %115
  %121 = sitofp i32 %120 to double
  %122 = tail call double @pow(double noundef 0x3FF4CCCDD93C46D8, double noundef %121) #10
  %123 = fmul double %118, 0x3FF4CCCDD93C46D8
  %124 = tail call double @exp(double noundef %123) #10
  %125 = tail call double @pow(double noundef 0x3FF4CCCBC05D52C2, double noundef %118) #10
  %126 = tail call double @pow(double noundef 0x3FF4CCCBC05D52C2, double noundef %121) #10
  %127 = fmul double %118, 0x3FF4CCCBC05D52C2
  %128 = tail call double @exp(double noundef %127) #10
  %129 = insertelement <2 x double> poison, double %119, i64 0
  %130 = insertelement <2 x double> %129, double %125, i64 1
  %131 = insertelement <2 x double> poison, double %122, i64 0
  %132 = insertelement <2 x double> %131, double %126, i64 1
  %133 = fadd <2 x double> %130, %132
  %134 = insertelement <2 x double> poison, double %124, i64 0
  %135 = insertelement <2 x double> %134, double %128, i64 1
  %136 = insertelement <2 x double> poison, double %118, i64 0
  %137 = shufflevector <2 x double> %136, <2 x double> poison, <2 x i32> zeroinitializer
  %138 = fdiv <2 x double> %135, %137
  %139 = fadd <2 x double> %133, %138
  %140 = shufflevector <2 x double> %139, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %141 = fsub <2 x double> %139, %140
  %142 = extractelement <2 x double> %141, i64 0
  %143 = fdiv double %142, 2.000000e-06
  %144 = fsub double %117, %143
  %145 = tail call double @llvm.fabs.f64(double %144)
  %146 = tail call double @llvm.fabs.f64(double %143)
  %147 = tail call double @llvm.maxnum.f64(double %146, double 1.000000e+00)
  %148 = fmul double %147, 0x3EB0C6F7A0B5ED8D
  %149 = fcmp ugt double %145, %148
  %150 = fcmp ule double %146, 1.000000e-09
  %151 = or i1 %150, %149
  %152 = select i1 %151, ptr @.str.8, ptr @.str.9
  %153 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, double noundef %117, double noundef %143, ptr noundef nonnull %152)
  %154 = zext i1 %151 to i32
  %155 = load i32, ptr @fails, align 4, !tbaa !5
  %156 = add nsw i32 %155, %154
  store i32 %156, ptr @fails, align 4, !tbaa !5
  %157 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f4, double noundef -1.300000e+00, i32 noundef %115) #10
  %158 = tail call double @pow(double noundef 0xBFF4CCCBC05D52C2, double noundef %118) #10
  %159 = tail call double @pow(double noundef 0xBFF4CCCBC05D52C2, double noundef %121) #10
  %160 = fmul double %118, 0xBFF4CCCBC05D52C2
  %161 = tail call double @exp(double noundef %160) #10
  %162 = tail call double @pow(double noundef 0xBFF4CCCDD93C46D8, double noundef %118) #10
  %163 = tail call double @pow(double noundef 0xBFF4CCCDD93C46D8, double noundef %121) #10
  %164 = fmul double %118, 0xBFF4CCCDD93C46D8
  %165 = tail call double @exp(double noundef %164) #10
  %166 = insertelement <2 x double> poison, double %158, i64 0
  %167 = insertelement <2 x double> %166, double %162, i64 1
  %168 = insertelement <2 x double> poison, double %159, i64 0
  %169 = insertelement <2 x double> %168, double %163, i64 1
  %170 = fadd <2 x double> %167, %169
  %171 = insertelement <2 x double> poison, double %161, i64 0
  %172 = insertelement <2 x double> %171, double %165, i64 1
  %173 = fdiv <2 x double> %172, %137
  %174 = fadd <2 x double> %170, %173
  %175 = shufflevector <2 x double> %174, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %176 = fsub <2 x double> %174, %175
  %177 = extractelement <2 x double> %176, i64 0
  %178 = fdiv double %177, 2.000000e-06
  %179 = fsub double %157, %178
  %180 = tail call double @llvm.fabs.f64(double %179)
  %181 = tail call double @llvm.fabs.f64(double %178)
  %182 = tail call double @llvm.maxnum.f64(double %181, double 1.000000e+00)
  %183 = fmul double %182, 0x3EB0C6F7A0B5ED8D
  %184 = fcmp ugt double %180, %183
  %185 = fcmp ule double %181, 1.000000e-09
  %186 = or i1 %185, %184
  %187 = select i1 %186, ptr @.str.8, ptr @.str.9
  %188 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.6, double noundef %157, double noundef %178, ptr noundef nonnull %187)
  %189 = zext i1 %186 to i32
  %190 = load i32, ptr @fails, align 4, !tbaa !5
  %191 = add nsw i32 %190, %189
  store i32 %191, ptr @fails, align 4, !tbaa !5
  %192 = icmp eq i32 %191, 0
  %193 = select i1 %192, ptr @.str.9, ptr @.str.8
  %194 = tail call i32 @puts(ptr nonnull dereferenceable(1) %193)
  %195 = load i32, ptr @fails, align 4, !tbaa !5
  %196 = icmp ne i32 %195, 0
  %197 = zext i1 %196 to i32
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %197
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare { double, double } @__enzyme_autodiff_2(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f1(double noundef %0, double noundef %1) #3 {
  %3 = fmul double %0, %1
  %4 = tail call double @exp(double noundef %3) #10
  %5 = tail call double @log(double noundef %0) #10
  %6 = tail call double @llvm.fmuladd.f64(double %5, double %1, double %4)
  %7 = tail call double @pow(double noundef %0, double noundef %1) #10
  %8 = fadd double %6, %7
  %9 = tail call double @llvm.fmuladd.f64(double %1, double %1, double %0)
  %10 = tail call double @sqrt(double noundef %9) #10
  %11 = fadd double %8, %10
  ret double %11
}

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f2(double noundef %0) #3 {
  %2 = tail call double @pow(double noundef %0, double noundef 2.500000e+00) #10
  %3 = tail call double @exp2(double %0)
  %4 = fadd double %2, %3
  %5 = tail call double @exp2(double noundef %0) #10
  %6 = fadd double %4, %5
  %7 = tail call double @log2(double noundef %0) #10
  %8 = fadd double %6, %7
  %9 = tail call double @log10(double noundef %0) #10
  %10 = fadd double %8, %9
  %11 = tail call double @log1p(double noundef %0) #10
  %12 = fadd double %10, %11
  %13 = fneg double %0
  %14 = tail call double @expm1(double noundef %13) #10
  %15 = fadd double %12, %14
  %16 = tail call double @cbrt(double noundef %0) #11
  %17 = fadd double %15, %16
  %18 = tail call double @sqrt(double noundef %0) #10
  %19 = fdiv double 1.000000e+00, %18
  %20 = fadd double %17, %19
  ret double %20
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f3(double noundef %0) #3 {
  %2 = tail call double @pow(double noundef %0, double noundef 3.000000e+00) #10
  %3 = fmul double %0, %0
  %4 = fadd double %3, %2
  %5 = tail call double @cbrt(double noundef %0) #11
  %6 = fadd double %4, %5
  %7 = fneg double %0
  %8 = fmul double %7, %0
  %9 = tail call double @exp(double noundef %8) #10
  %10 = fadd double %6, %9
  ret double %10
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f4(double noundef %0, i32 noundef %1) #3 {
  %3 = sitofp i32 %1 to double
  %4 = tail call double @pow(double noundef %0, double noundef %3) #10
  %5 = sub nsw i32 0, %1
  %6 = sitofp i32 %5 to double
  %7 = tail call double @pow(double noundef %0, double noundef %6) #10
  %8 = fadd double %4, %7
  %9 = fmul double %3, %0
  %10 = tail call double @exp(double noundef %9) #10
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fabs.v2f64(<2 x double>) #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }
attributes #11 = { nounwind willreturn memory(none) }

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
