; ModuleID = 'fwd/03_scalar_explog.c'
source_filename = "fwd/03_scalar_explog.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %8 = load i32, ptr @fails, align 4, !tbaa !5
  %9 = add nsw i32 %8, %7
  store i32 %9, ptr @fails, align 4, !tbaa !5
  %10 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_exp, double noundef -1.400000e+00, double noundef 1.000000e+00) #10
  %11 = fadd double %10, 0xBFE09103E9665E20
  %12 = tail call double @llvm.fabs.f64(double %11)
  %13 = fcmp ugt double %12, 0x3EB0C6F7A0B5ED8D
  %14 = select i1 %13, ptr @.str.16, ptr @.str.17
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.1, double noundef %10, double noundef 0x3FE09103E9665E20, ptr noundef nonnull %14)
  %16 = zext i1 %13 to i32
  %17 = load i32, ptr @fails, align 4, !tbaa !5
  %18 = add nsw i32 %17, %16
  store i32 %18, ptr @fails, align 4, !tbaa !5
  %19 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_log, double noundef 3.000000e-01, double noundef 1.000000e+00) #10
  %20 = fadd double %19, 0xBFD62CD33E1D178F
  %21 = tail call double @llvm.fabs.f64(double %20)
  %22 = fcmp ugt double %21, 0x3EB0C6F7A0B5ED8D
  %23 = select i1 %22, ptr @.str.16, ptr @.str.17
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.2, double noundef %19, double noundef 0x3FD62CD33E1D178F, ptr noundef nonnull %23)
  %25 = zext i1 %22 to i32
  %26 = load i32, ptr @fails, align 4, !tbaa !5
  %27 = add nsw i32 %26, %25
  store i32 %27, ptr @fails, align 4, !tbaa !5
  %28 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_log, double noundef 2.700000e+00, double noundef 1.000000e+00) #10
  %29 = fadd double %28, 0xC00528387C280180
  %30 = tail call double @llvm.fabs.f64(double %29)
  %31 = fcmp ugt double %30, 0x3EC62F51A8933333
  %32 = select i1 %31, ptr @.str.16, ptr @.str.17
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.3, double noundef %28, double noundef 0x400528387C280180, ptr noundef nonnull %32)
  %34 = zext i1 %31 to i32
  %35 = load i32, ptr @fails, align 4, !tbaa !5
  %36 = add nsw i32 %35, %34
  store i32 %36, ptr @fails, align 4, !tbaa !5
  %37 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_pow3, double noundef 1.700000e+00, double noundef 1.000000e+00) #10
  %38 = fadd double %37, 0xC0221B620EBAA610
  %39 = tail call double @llvm.fabs.f64(double %38)
  %40 = fcmp ugt double %39, 0x3EE2FC8D28CA6666
  %41 = select i1 %40, ptr @.str.16, ptr @.str.17
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.4, double noundef %37, double noundef 0x40221B620EBAA610, ptr noundef nonnull %41)
  %43 = zext i1 %40 to i32
  %44 = load i32, ptr @fails, align 4, !tbaa !5
  %45 = add nsw i32 %44, %43
  store i32 %45, ptr @fails, align 4, !tbaa !5
  %46 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_sqrt, double noundef 2.500000e-01, double noundef 1.000000e+00) #10
  %47 = fadd double %46, 0xBFF3E16D0927F180
  %48 = tail call double @llvm.fabs.f64(double %47)
  %49 = fcmp ugt double %48, 0x3EB4D8A65E2CCCCD
  %50 = select i1 %49, ptr @.str.16, ptr @.str.17
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.5, double noundef %46, double noundef 0x3FF3E16D0927F180, ptr noundef nonnull %50)
  %52 = zext i1 %49 to i32
  %53 = load i32, ptr @fails, align 4, !tbaa !5
  %54 = add nsw i32 %53, %52
  store i32 %54, ptr @fails, align 4, !tbaa !5
  %55 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_sqrt, double noundef 3.000000e+00, double noundef 1.000000e+00) #10
  %56 = fadd double %55, 0xBFF3CC385B1A7D40
  %57 = tail call double @llvm.fabs.f64(double %56)
  %58 = fcmp ugt double %57, 0x3EB4C269FC033333
  %59 = select i1 %58, ptr @.str.16, ptr @.str.17
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.6, double noundef %55, double noundef 0x3FF3CC385B1A7D40, ptr noundef nonnull %59)
  %61 = zext i1 %58 to i32
  %62 = load i32, ptr @fails, align 4, !tbaa !5
  %63 = add nsw i32 %62, %61
  store i32 %63, ptr @fails, align 4, !tbaa !5
  %64 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_m1p, double noundef 1.000000e-03, double noundef 1.000000e+00) #10
  %65 = tail call double @expm1(double noundef 1.010000e-03) #10
  %66 = tail call double @log1p(double noundef 0x3EB11D4BCFBE171E) #10
  %67 = tail call double @expm1(double noundef 0x3F50385C67DFE32A) #10
  %68 = tail call double @log1p(double noundef 0x3EB0717F58AC92BB) #10
  %69 = insertelement <2 x double> poison, double %65, i64 0
  %70 = insertelement <2 x double> %69, double %67, i64 1
  %71 = insertelement <2 x double> poison, double %66, i64 0
  %72 = insertelement <2 x double> %71, double %68, i64 1
  %73 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %70, <2 x double> <double 3.000000e+00, double 3.000000e+00>, <2 x double> %72)
  %74 = shufflevector <2 x double> %73, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %75 = fsub <2 x double> %73, %74
  %76 = extractelement <2 x double> %75, i64 0
  %77 = fdiv double %76, 2.000000e-05
  %78 = fsub double %64, %77
  %79 = tail call double @llvm.fabs.f64(double %78)
  %80 = tail call double @llvm.fabs.f64(double %77)
  %81 = tail call double @llvm.maxnum.f64(double %80, double 1.000000e+00)
  %82 = fmul double %81, 0x3EB0C6F7A0B5ED8D
  %83 = fcmp ugt double %79, %82
  %84 = fcmp ule double %80, 1.000000e-09
  %85 = or i1 %84, %83
  %86 = select i1 %85, ptr @.str.16, ptr @.str.17
  %87 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.7, double noundef %64, double noundef %77, ptr noundef nonnull %86)
  %88 = zext i1 %85 to i32
  %89 = load i32, ptr @fails, align 4, !tbaa !5
  %90 = add nsw i32 %89, %88
  store i32 %90, ptr @fails, align 4, !tbaa !5
  %91 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_m1p, double noundef -4.000000e-01, double noundef 1.000000e+00) #10
  %92 = tail call double @expm1(double noundef -3.999900e-01) #10
  %93 = tail call double @log1p(double noundef 0x3FC47A9E2C068B63) #10
  %94 = tail call double @expm1(double noundef 0xBFD999C38B04AB61) #10
  %95 = tail call double @log1p(double noundef 0x3FC47B2463C39113) #10
  %96 = insertelement <2 x double> poison, double %92, i64 0
  %97 = insertelement <2 x double> %96, double %94, i64 1
  %98 = insertelement <2 x double> poison, double %93, i64 0
  %99 = insertelement <2 x double> %98, double %95, i64 1
  %100 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %97, <2 x double> <double 3.000000e+00, double 3.000000e+00>, <2 x double> %99)
  %101 = shufflevector <2 x double> %100, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %102 = fsub <2 x double> %100, %101
  %103 = extractelement <2 x double> %102, i64 0
  %104 = fdiv double %103, 2.000000e-05
  %105 = fsub double %91, %104
  %106 = tail call double @llvm.fabs.f64(double %105)
  %107 = tail call double @llvm.fabs.f64(double %104)
  %108 = tail call double @llvm.maxnum.f64(double %107, double 1.000000e+00)
  %109 = fmul double %108, 0x3EB0C6F7A0B5ED8D
  %110 = fcmp ugt double %106, %109
  %111 = fcmp ule double %107, 1.000000e-09
  %112 = or i1 %111, %110
  %113 = select i1 %112, ptr @.str.16, ptr @.str.17
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.8, double noundef %91, double noundef %104, ptr noundef nonnull %113)
  %115 = zext i1 %112 to i32
  %116 = load i32, ptr @fails, align 4, !tbaa !5
  %117 = add nsw i32 %116, %115
  store i32 %117, ptr @fails, align 4, !tbaa !5
  %118 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_cbrt, double noundef 0x3FE6666666666666, double noundef 1.000000e+00) #10
  %119 = tail call double @cbrt(double noundef 0x3FE6667B5F1BEF49) #11
  %120 = tail call double @cbrt(double noundef 0x4003EB8C75C817D7) #11
  %121 = fadd double %119, %120
  %122 = tail call double @cbrt(double noundef 6.999900e-01) #11
  %123 = tail call double @cbrt(double noundef 0x4003EB7DC7AF6B38) #11
  %124 = fadd double %122, %123
  %125 = fsub double %121, %124
  %126 = fdiv double %125, 2.000000e-05
  %127 = fsub double %118, %126
  %128 = tail call double @llvm.fabs.f64(double %127)
  %129 = tail call double @llvm.fabs.f64(double %126)
  %130 = tail call double @llvm.maxnum.f64(double %129, double 1.000000e+00)
  %131 = fmul double %130, 0x3EB0C6F7A0B5ED8D
  %132 = fcmp ugt double %128, %131
  %133 = fcmp ule double %129, 1.000000e-09
  %134 = or i1 %133, %132
  %135 = select i1 %134, ptr @.str.16, ptr @.str.17
  %136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.9, double noundef %118, double noundef %126, ptr noundef nonnull %135)
  %137 = zext i1 %134 to i32
  %138 = load i32, ptr @fails, align 4, !tbaa !5
  %139 = add nsw i32 %138, %137
  store i32 %139, ptr @fails, align 4, !tbaa !5
  %140 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_cbrt, double noundef -2.500000e+00, double noundef 1.000000e+00) #10
  %141 = tail call double @cbrt(double noundef -2.499990e+00) #11
  %142 = tail call double @cbrt(double noundef 0x40207FF972482120) #11
  %143 = fadd double %141, %142
  %144 = tail call double @cbrt(double noundef -2.500010e+00) #11
  %145 = tail call double @cbrt(double noundef 0x402080068DB996AE) #11
  %146 = fadd double %144, %145
  %147 = fsub double %143, %146
  %148 = fdiv double %147, 2.000000e-05
  %149 = fsub double %140, %148
  %150 = tail call double @llvm.fabs.f64(double %149)
  %151 = tail call double @llvm.fabs.f64(double %148)
  %152 = tail call double @llvm.maxnum.f64(double %151, double 1.000000e+00)
  %153 = fmul double %152, 0x3EB0C6F7A0B5ED8D
  %154 = fcmp ugt double %150, %153
  %155 = fcmp ule double %151, 1.000000e-09
  %156 = or i1 %155, %154
  %157 = select i1 %156, ptr @.str.16, ptr @.str.17
  %158 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.10, double noundef %140, double noundef %148, ptr noundef nonnull %157)
  %159 = zext i1 %156 to i32
  %160 = load i32, ptr @fails, align 4, !tbaa !5
  %161 = add nsw i32 %160, %159
  store i32 %161, ptr @fails, align 4, !tbaa !5
  %162 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %163 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_pow, double noundef 1.800000e+00, double noundef 1.000000e+00, i32 noundef %162, double noundef 2.300000e+00) #10
  %164 = fadd double %163, 0xC013C0DF7EDE7290
  %165 = tail call double @llvm.fabs.f64(double %164)
  %166 = fcmp ugt double %165, 0x3ED4B68404840000
  %167 = select i1 %166, ptr @.str.16, ptr @.str.17
  %168 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.11, double noundef %163, double noundef 0x4013C0DF7EDE7290, ptr noundef nonnull %167)
  %169 = zext i1 %166 to i32
  %170 = load i32, ptr @fails, align 4, !tbaa !5
  %171 = add nsw i32 %170, %169
  store i32 %171, ptr @fails, align 4, !tbaa !5
  %172 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %173 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_pow, i32 noundef %172, double noundef 1.800000e+00, double noundef 2.300000e+00, double noundef 1.000000e+00) #10
  %174 = fadd double %173, 0xC0022C64BE5E61C0
  %175 = tail call double @llvm.fabs.f64(double %174)
  %176 = fcmp ugt double %175, 0x3EC30E6360F00000
  %177 = select i1 %176, ptr @.str.16, ptr @.str.17
  %178 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.12, double noundef %173, double noundef 0x40022C64BE5E61C0, ptr noundef nonnull %177)
  %179 = zext i1 %176 to i32
  %180 = load i32, ptr @fails, align 4, !tbaa !5
  %181 = add nsw i32 %180, %179
  store i32 %181, ptr @fails, align 4, !tbaa !5
  %182 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_pow, double noundef 1.800000e+00, double noundef 1.000000e+00, double noundef 2.300000e+00, double noundef -2.000000e+00) #10
  %183 = fadd double %182, 0xBFD947AC0825ABFF
  %184 = tail call double @llvm.fabs.f64(double %183)
  %185 = fcmp ugt double %184, 0x3EB0C6F7A0B5ED8D
  %186 = select i1 %185, ptr @.str.16, ptr @.str.17
  %187 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.13, double noundef %182, double noundef 0x3FD947AC0825ABFF, ptr noundef nonnull %186)
  %188 = zext i1 %185 to i32
  %189 = load i32, ptr @fails, align 4, !tbaa !5
  %190 = add nsw i32 %189, %188
  store i32 %190, ptr @fails, align 4, !tbaa !5
  %191 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %192 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_pow, double noundef -1.500000e+00, double noundef 1.000000e+00, i32 noundef %191, double noundef 3.000000e+00) #10
  %193 = fadd double %192, 0xC01B0000000279EF
  %194 = tail call double @llvm.fabs.f64(double %193)
  %195 = fcmp ugt double %194, 0x3EDC4FC1DF359998
  %196 = select i1 %195, ptr @.str.16, ptr @.str.17
  %197 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.14, double noundef %192, double noundef 0x401B0000000279EF, ptr noundef nonnull %196)
  %198 = zext i1 %195 to i32
  %199 = load i32, ptr @fails, align 4, !tbaa !5
  %200 = add nsw i32 %199, %198
  store i32 %200, ptr @fails, align 4, !tbaa !5
  %201 = icmp eq i32 %200, 0
  %202 = select i1 %201, ptr @.str.17, ptr @.str.16
  %203 = tail call i32 @puts(ptr nonnull dereferenceable(1) %202)
  %204 = load i32, ptr @fails, align 4, !tbaa !5
  %205 = icmp ne i32 %204, 0
  %206 = zext i1 %205 to i32
  ret i32 %206
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
