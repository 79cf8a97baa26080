; ModuleID = 'fwd/03_scalar_explog.c'
source_filename = "fwd/03_scalar_explog.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"f_exp @0.6\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"f_exp @-1.4\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"f_log @0.3\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"f_log @2.7\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"f_pow3 @1.7\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"f_sqrt @0.25\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"f_sqrt @3.0\00", align 1
@.str.7 = private unnamed_addr constant [12 x i8] c"f_m1p @1e-3\00", align 1
@.str.8 = private unnamed_addr constant [12 x i8] c"f_m1p @-0.4\00", align 1
@.str.9 = private unnamed_addr constant [12 x i8] c"f_cbrt @0.7\00", align 1
@.str.10 = private unnamed_addr constant [13 x i8] c"f_cbrt @-2.5\00", align 1
@.str.11 = private unnamed_addr constant [11 x i8] c"dpow/dbase\00", align 1
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str.12 = private unnamed_addr constant [10 x i8] c"dpow/dexp\00", align 1
@.str.13 = private unnamed_addr constant [14 x i8] c"dpow . (1,-2)\00", align 1
@.str.14 = private unnamed_addr constant [19 x i8] c"dpow/dbase b<0 e=3\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.16 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.17 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.18 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_exp, double noundef 6.000000e-01, double noundef 1.000000e+00) #10
  %2 = fadd double %1, 0xBFB2E7B0A48A9E00
  %3 = tail call double @llvm.fabs.f64(double %2)
  %4 = fcmp ugt double %3, 0x3EB0C6F7A0B5ED8D
  %5 = select i1 %4, ptr @.str.16, ptr @.str.17
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str, double noundef %1, double noundef 0x3FB2E7B0A48A9E00, ptr noundef nonnull %5)
  %7 = zext i1 %4 to i32
  %8 = load i32, ptr @fails, align 4, !tbaa !6
  %9 = add nsw i32 %8, %7
  store i32 %9, ptr @fails, align 4, !tbaa !6
  %10 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_exp, double noundef -1.400000e+00, double noundef 1.000000e+00) #10
  %11 = fadd double %10, 0xBFE09103E9665E20
  %12 = tail call double @llvm.fabs.f64(double %11)
  %13 = fcmp ugt double %12, 0x3EB0C6F7A0B5ED8D
  %14 = select i1 %13, ptr @.str.16, ptr @.str.17
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.1, double noundef %10, double noundef 0x3FE09103E9665E20, ptr noundef nonnull %14)
  %16 = zext i1 %13 to i32
  %17 = load i32, ptr @fails, align 4, !tbaa !6
  %18 = add nsw i32 %17, %16
  store i32 %18, ptr @fails, align 4, !tbaa !6
  %19 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_log, double noundef 3.000000e-01, double noundef 1.000000e+00) #10
  %20 = fadd double %19, 0xBFD62CD33E1D178F
  %21 = tail call double @llvm.fabs.f64(double %20)
  %22 = fcmp ugt double %21, 0x3EB0C6F7A0B5ED8D
  %23 = select i1 %22, ptr @.str.16, ptr @.str.17
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.2, double noundef %19, double noundef 0x3FD62CD33E1D178F, ptr noundef nonnull %23)
  %25 = zext i1 %22 to i32
  %26 = load i32, ptr @fails, align 4, !tbaa !6
  %27 = add nsw i32 %26, %25
  store i32 %27, ptr @fails, align 4, !tbaa !6
  %28 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_log, double noundef 2.700000e+00, double noundef 1.000000e+00) #10
  %29 = fadd double %28, 0xC00528387C280180
  %30 = tail call double @llvm.fabs.f64(double %29)
  %31 = fcmp ugt double %30, 0x3EC62F51A8933333
  %32 = select i1 %31, ptr @.str.16, ptr @.str.17
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.3, double noundef %28, double noundef 0x400528387C280180, ptr noundef nonnull %32)
  %34 = zext i1 %31 to i32
  %35 = load i32, ptr @fails, align 4, !tbaa !6
  %36 = add nsw i32 %35, %34
  store i32 %36, ptr @fails, align 4, !tbaa !6
  %37 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_pow3, double noundef 1.700000e+00, double noundef 1.000000e+00) #10
  %38 = fadd double %37, 0xC0221B620EBAA610
  %39 = tail call double @llvm.fabs.f64(double %38)
  %40 = fcmp ugt double %39, 0x3EE2FC8D28CA6666
  %41 = select i1 %40, ptr @.str.16, ptr @.str.17
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.4, double noundef %37, double noundef 0x40221B620EBAA610, ptr noundef nonnull %41)
  %43 = zext i1 %40 to i32
  %44 = load i32, ptr @fails, align 4, !tbaa !6
  %45 = add nsw i32 %44, %43
  store i32 %45, ptr @fails, align 4, !tbaa !6
  %46 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_sqrt, double noundef 2.500000e-01, double noundef 1.000000e+00) #10
  %47 = fadd double %46, 0xBFF3E16D0927F180
  %48 = tail call double @llvm.fabs.f64(double %47)
  %49 = fcmp ugt double %48, 0x3EB4D8A65E2CCCCD
  %50 = select i1 %49, ptr @.str.16, ptr @.str.17
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.5, double noundef %46, double noundef 0x3FF3E16D0927F180, ptr noundef nonnull %50)
  %52 = zext i1 %49 to i32
  %53 = load i32, ptr @fails, align 4, !tbaa !6
  %54 = add nsw i32 %53, %52
  store i32 %54, ptr @fails, align 4, !tbaa !6
  %55 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_sqrt, double noundef 3.000000e+00, double noundef 1.000000e+00) #10
  %56 = fadd double %55, 0xBFF3CC385B1A7D40
  %57 = tail call double @llvm.fabs.f64(double %56)
  %58 = fcmp ugt double %57, 0x3EB4C269FC033333
  %59 = select i1 %58, ptr @.str.16, ptr @.str.17
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.6, double noundef %55, double noundef 0x3FF3CC385B1A7D40, ptr noundef nonnull %59)
  %61 = zext i1 %58 to i32
  %62 = load i32, ptr @fails, align 4, !tbaa !6
  %63 = add nsw i32 %62, %61
  store i32 %63, ptr @fails, align 4, !tbaa !6
  %64 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_m1p, double noundef 1.000000e-03, double noundef 1.000000e+00) #10
  %65 = tail call double @expm1(double noundef 1.010000e-03) #10
  %66 = tail call double @log1p(double noundef 0x3EB11D4BCFBE171E) #10
  %67 = tail call double @llvm.fmuladd.f64(double %65, double 3.000000e+00, double %66)
  %68 = tail call double @expm1(double noundef 0x3F50385C67DFE32A) #10
  %69 = tail call double @log1p(double noundef 0x3EB0717F58AC92BB) #10
  %70 = tail call double @llvm.fmuladd.f64(double %68, double 3.000000e+00, double %69)
  %71 = fsub double %67, %70
  %72 = fdiv double %71, 2.000000e-05
  %73 = fsub double %64, %72
  %74 = tail call double @llvm.fabs.f64(double %73)
  %75 = tail call double @llvm.fabs.f64(double %72)
  %76 = tail call double @llvm.maxnum.f64(double %75, double 1.000000e+00)
  %77 = fmul double %76, 0x3EB0C6F7A0B5ED8D
  %78 = fcmp ugt double %74, %77
  %79 = fcmp ule double %75, 1.000000e-09
  %80 = or i1 %79, %78
  %81 = select i1 %80, ptr @.str.16, ptr @.str.17
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.7, double noundef %64, double noundef %72, ptr noundef nonnull %81)
  %83 = zext i1 %80 to i32
  %84 = load i32, ptr @fails, align 4, !tbaa !6
  %85 = add nsw i32 %84, %83
  store i32 %85, ptr @fails, align 4, !tbaa !6
  %86 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_m1p, double noundef -4.000000e-01, double noundef 1.000000e+00) #10
  %87 = tail call double @expm1(double noundef -3.999900e-01) #10
  %88 = tail call double @log1p(double noundef 0x3FC47A9E2C068B63) #10
  %89 = tail call double @llvm.fmuladd.f64(double %87, double 3.000000e+00, double %88)
  %90 = tail call double @expm1(double noundef 0xBFD999C38B04AB61) #10
  %91 = tail call double @log1p(double noundef 0x3FC47B2463C39113) #10
  %92 = tail call double @llvm.fmuladd.f64(double %90, double 3.000000e+00, double %91)
  %93 = fsub double %89, %92
  %94 = fdiv double %93, 2.000000e-05
  %95 = fsub double %86, %94
  %96 = tail call double @llvm.fabs.f64(double %95)
  %97 = tail call double @llvm.fabs.f64(double %94)
  %98 = tail call double @llvm.maxnum.f64(double %97, double 1.000000e+00)
  %99 = fmul double %98, 0x3EB0C6F7A0B5ED8D
  %100 = fcmp ugt double %96, %99
  %101 = fcmp ule double %97, 1.000000e-09
  %102 = or i1 %101, %100
  %103 = select i1 %102, ptr @.str.16, ptr @.str.17
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.8, double noundef %86, double noundef %94, ptr noundef nonnull %103)
  %105 = zext i1 %102 to i32
  %106 = load i32, ptr @fails, align 4, !tbaa !6
  %107 = add nsw i32 %106, %105
  store i32 %107, ptr @fails, align 4, !tbaa !6
  %108 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_cbrt, double noundef 0x3FE6666666666666, double noundef 1.000000e+00) #10
  %109 = tail call double @cbrt(double noundef 0x3FE6667B5F1BEF49) #11
  %110 = tail call double @cbrt(double noundef 0x4003EB8C75C817D7) #11
  %111 = fadd double %109, %110
  %112 = tail call double @cbrt(double noundef 6.999900e-01) #11
  %113 = tail call double @cbrt(double noundef 0x4003EB7DC7AF6B38) #11
  %114 = fadd double %112, %113
  %115 = fsub double %111, %114
  %116 = fdiv double %115, 2.000000e-05
  %117 = fsub double %108, %116
  %118 = tail call double @llvm.fabs.f64(double %117)
  %119 = tail call double @llvm.fabs.f64(double %116)
  %120 = tail call double @llvm.maxnum.f64(double %119, double 1.000000e+00)
  %121 = fmul double %120, 0x3EB0C6F7A0B5ED8D
  %122 = fcmp ugt double %118, %121
  %123 = fcmp ule double %119, 1.000000e-09
  %124 = or i1 %123, %122
  %125 = select i1 %124, ptr @.str.16, ptr @.str.17
  %126 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.9, double noundef %108, double noundef %116, ptr noundef nonnull %125)
  %127 = zext i1 %124 to i32
  %128 = load i32, ptr @fails, align 4, !tbaa !6
  %129 = add nsw i32 %128, %127
  store i32 %129, ptr @fails, align 4, !tbaa !6
  %130 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_cbrt, double noundef -2.500000e+00, double noundef 1.000000e+00) #10
  %131 = tail call double @cbrt(double noundef -2.499990e+00) #11
  %132 = tail call double @cbrt(double noundef 0x40207FF972482120) #11
  %133 = fadd double %131, %132
  %134 = tail call double @cbrt(double noundef -2.500010e+00) #11
  %135 = tail call double @cbrt(double noundef 0x402080068DB996AE) #11
  %136 = fadd double %134, %135
  %137 = fsub double %133, %136
  %138 = fdiv double %137, 2.000000e-05
  %139 = fsub double %130, %138
  %140 = tail call double @llvm.fabs.f64(double %139)
  %141 = tail call double @llvm.fabs.f64(double %138)
  %142 = tail call double @llvm.maxnum.f64(double %141, double 1.000000e+00)
  %143 = fmul double %142, 0x3EB0C6F7A0B5ED8D
  %144 = fcmp ugt double %140, %143
  %145 = fcmp ule double %141, 1.000000e-09
  %146 = or i1 %145, %144
  %147 = select i1 %146, ptr @.str.16, ptr @.str.17
  %148 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.10, double noundef %130, double noundef %138, ptr noundef nonnull %147)
  %149 = zext i1 %146 to i32
  %150 = load i32, ptr @fails, align 4, !tbaa !6
  %151 = add nsw i32 %150, %149
  store i32 %151, ptr @fails, align 4, !tbaa !6
  %152 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %153 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_pow, double noundef 1.800000e+00, double noundef 1.000000e+00, i32 noundef %152, double noundef 2.300000e+00) #10
  %154 = fadd double %153, 0xC013C0DF7EDE7290
  %155 = tail call double @llvm.fabs.f64(double %154)
  %156 = fcmp ugt double %155, 0x3ED4B68404840000
  %157 = select i1 %156, ptr @.str.16, ptr @.str.17
  %158 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.11, double noundef %153, double noundef 0x4013C0DF7EDE7290, ptr noundef nonnull %157)
  %159 = zext i1 %156 to i32
  %160 = load i32, ptr @fails, align 4, !tbaa !6
  %161 = add nsw i32 %160, %159
  store i32 %161, ptr @fails, align 4, !tbaa !6
  %162 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %163 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_pow, i32 noundef %162, double noundef 1.800000e+00, double noundef 2.300000e+00, double noundef 1.000000e+00) #10
  %164 = fadd double %163, 0xC0022C64BE5E61C0
  %165 = tail call double @llvm.fabs.f64(double %164)
  %166 = fcmp ugt double %165, 0x3EC30E6360F00000
  %167 = select i1 %166, ptr @.str.16, ptr @.str.17
  %168 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.12, double noundef %163, double noundef 0x40022C64BE5E61C0, ptr noundef nonnull %167)
  %169 = zext i1 %166 to i32
  %170 = load i32, ptr @fails, align 4, !tbaa !6
  %171 = add nsw i32 %170, %169
  store i32 %171, ptr @fails, align 4, !tbaa !6
  %172 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_pow, double noundef 1.800000e+00, double noundef 1.000000e+00, double noundef 2.300000e+00, double noundef -2.000000e+00) #10
  %173 = fadd double %172, 0xBFD947AC0825ABFF
  %174 = tail call double @llvm.fabs.f64(double %173)
  %175 = fcmp ugt double %174, 0x3EB0C6F7A0B5ED8D
  %176 = select i1 %175, ptr @.str.16, ptr @.str.17
  %177 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.13, double noundef %172, double noundef 0x3FD947AC0825ABFF, ptr noundef nonnull %176)
  %178 = zext i1 %175 to i32
  %179 = load i32, ptr @fails, align 4, !tbaa !6
  %180 = add nsw i32 %179, %178
  store i32 %180, ptr @fails, align 4, !tbaa !6
  %181 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %182 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_pow, double noundef -1.500000e+00, double noundef 1.000000e+00, i32 noundef %181, double noundef 3.000000e+00) #10
  %183 = fadd double %182, 0xC01B0000000279EF
  %184 = tail call double @llvm.fabs.f64(double %183)
  %185 = fcmp ugt double %184, 0x3EDC4FC1DF359998
  %186 = select i1 %185, ptr @.str.16, ptr @.str.17
  %187 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.14, double noundef %182, double noundef 0x401B0000000279EF, ptr noundef nonnull %186)
  %188 = zext i1 %185 to i32
  %189 = load i32, ptr @fails, align 4, !tbaa !6
  %190 = add nsw i32 %189, %188
  store i32 %190, ptr @fails, align 4, !tbaa !6
  %191 = icmp eq i32 %190, 0
  %192 = select i1 %191, ptr @.str.17, ptr @.str.16
  %193 = tail call i32 @puts(ptr nonnull dereferenceable(1) %192)
  %194 = load i32, ptr @fails, align 4, !tbaa !6
  %195 = icmp ne i32 %194, 0
  %196 = zext i1 %195 to i32
  ret i32 %196
}

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f_exp(double noundef %0) #2 {
  %2 = fneg double %0
  %3 = fmul double %2, %0
  %4 = tail call double @exp(double noundef %3) #10
  %5 = tail call double @exp(double noundef %0) #10
  %6 = tail call double @llvm.fmuladd.f64(double %5, double 5.000000e-01, double %4)
  ret double %6
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f_log(double noundef %0) #2 {
  %2 = tail call double @llvm.fmuladd.f64(double %0, double %0, double 1.000000e+00)
  %3 = tail call double @log(double noundef %2) #10
  %4 = tail call double @log(double noundef %0) #10
  %5 = tail call double @llvm.fmuladd.f64(double %4, double %0, double %3)
  ret double %5
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f_pow3(double noundef %0) #2 {
  %2 = tail call double @pow(double noundef %0, double noundef 3.000000e+00) #10
  %3 = tail call double @pow(double noundef %0, double noundef 5.000000e-01) #10
  %4 = fadd double %2, %3
  ret double %4
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f_sqrt(double noundef %0) #2 {
  %2 = tail call double @sqrt(double noundef %0) #10
  %3 = tail call double @llvm.fmuladd.f64(double %0, double %0, double 1.000000e+00)
  %4 = tail call double @llvm.sqrt.f64(double %3)
  %5 = fadd double %4, %2
  ret double %5
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f_m1p(double noundef %0) #2 {
  %2 = tail call double @expm1(double noundef %0) #10
  %3 = fmul double %0, %0
  %4 = tail call double @log1p(double noundef %3) #10
  %5 = tail call double @llvm.fmuladd.f64(double %2, double 3.000000e+00, double %4)
  ret double %5
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none) uwtable
define internal double @f_cbrt(double noundef %0) #3 {
  %2 = tail call double @cbrt(double noundef %0) #11
  %3 = tail call double @llvm.fmuladd.f64(double %0, double %0, double 2.000000e+00)
  %4 = tail call double @cbrt(double noundef %3) #11
  %5 = fadd double %2, %4
  ret double %5
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f_pow(double noundef %0, double noundef %1) #2 {
  %3 = tail call double @pow(double noundef %0, double noundef %1) #10
  ret double %3
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @pow(double noundef, double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @expm1(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log1p(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare double @cbrt(double noundef) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #9

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nofree nosync nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree nounwind }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }
attributes #11 = { nounwind willreturn memory(none) }

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
