; ModuleID = 'c/33_matrix_exp.c'
source_filename = "c/33_matrix_exp.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.mat = type { [4 x [4 x double]] }

@.str = private unnamed_addr constant [24 x i8] c"exp(rotation generator)\00", align 1
@.str.1 = private unnamed_addr constant [54 x i8] c"squarings=%d  cos=%.9f sin=%.9f e^0.5=%.9f e^-1=%.9f\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"exp(nilpotent)\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"exp(general)\00", align 1
@.str.4 = private unnamed_addr constant [49 x i8] c"exp(A)exp(-A)=I err<1e-12: %d (squarings %d %d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [34 x i8] c"det(exp A)=%.10f exp(tr A)=%.10f\0A\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"%s:\0A\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c" %14.9f\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.mat, align 8
  %3 = alloca %struct.mat, align 8
  %4 = alloca %struct.mat, align 8
  %5 = alloca %struct.mat, align 8
  %6 = alloca %struct.mat, align 8
  %7 = alloca i32, align 4
  %8 = alloca %struct.mat, align 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #9
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %2) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(128) %2, i8 0, i64 120, i1 false)
  %9 = getelementptr inbounds i8, ptr %2, i64 8
  store double -1.200000e+00, ptr %9, align 8, !tbaa !5
  %10 = getelementptr inbounds i8, ptr %2, i64 32
  store double 1.200000e+00, ptr %10, align 8, !tbaa !5
  %11 = getelementptr inbounds i8, ptr %2, i64 80
  store double 5.000000e-01, ptr %11, align 8, !tbaa !5
  %12 = getelementptr inbounds i8, ptr %2, i64 120
  store double -1.000000e+00, ptr %12, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %3) #9
  call fastcc void @mat_exp(ptr dead_on_unwind nonnull writable sret(%struct.mat) align 8 %3, ptr noundef nonnull byval(%struct.mat) align 8 %2, ptr noundef nonnull %1)
  call fastcc void @print_mat(ptr noundef nonnull @.str, ptr noundef nonnull %3)
  %13 = load i32, ptr %1, align 4, !tbaa !9
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %13, double noundef 0x3FD730DE943B79D4, double noundef 0x3FEDD343A21A55C4, double noundef 0x3FFA61298E1E069C, double noundef 0x3FD78B56362CEF38)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %4) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(128) %4, i8 0, i64 128, i1 false)
  %15 = getelementptr inbounds i8, ptr %4, i64 8
  store double 1.000000e+00, ptr %15, align 8, !tbaa !5
  %16 = getelementptr inbounds i8, ptr %4, i64 48
  store double 1.000000e+00, ptr %16, align 8, !tbaa !5
  %17 = getelementptr inbounds i8, ptr %4, i64 88
  store double 1.000000e+00, ptr %17, align 8, !tbaa !5
  call fastcc void @mat_exp(ptr dead_on_unwind nonnull writable sret(%struct.mat) align 8 %3, ptr noundef nonnull byval(%struct.mat) align 8 %4, ptr noundef nonnull %1)
  call fastcc void @print_mat(ptr noundef nonnull @.str.2, ptr noundef nonnull %3)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %5) #9
  store double -1.000000e+00, ptr %5, align 8, !tbaa !5
  %18 = getelementptr inbounds i8, ptr %5, i64 8
  store double 0x3FD17560F34A9F5D, ptr %18, align 8, !tbaa !5
  %19 = getelementptr inbounds i8, ptr %5, i64 16
  store double 0xBFCD0FABD70824D0, ptr %19, align 8, !tbaa !5
  %20 = getelementptr inbounds i8, ptr %5, i64 24
  store double 0xBFB57588400729B3, ptr %20, align 8, !tbaa !5
  %21 = getelementptr inbounds i8, ptr %5, i64 32
  store double 0x3FD027FF89056E28, ptr %21, align 8, !tbaa !5
  %22 = getelementptr inbounds i8, ptr %5, i64 40
  store double 0xBFEEA52EF7C57CCC, ptr %22, align 8, !tbaa !5
  %23 = getelementptr inbounds i8, ptr %5, i64 48
  store double 0xBFD2694DF9ED28B8, ptr %23, align 8, !tbaa !5
  %24 = getelementptr inbounds i8, ptr %5, i64 56
  store double 0x3FC93A70E94FA5A3, ptr %24, align 8, !tbaa !5
  %25 = getelementptr inbounds i8, ptr %5, i64 64
  store double 0x3FD17560F34A9F5D, ptr %25, align 8, !tbaa !5
  %26 = getelementptr inbounds i8, ptr %5, i64 72
  store double 0xBFCD0FABD70824D0, ptr %26, align 8, !tbaa !5
  %27 = getelementptr inbounds i8, ptr %5, i64 80
  store double 0xBFF157588400729B, ptr %27, align 8, !tbaa !5
  %28 = getelementptr inbounds i8, ptr %5, i64 88
  store double 0x3FD2FEE4C67EE2E3, ptr %28, align 8, !tbaa !5
  %29 = getelementptr inbounds i8, ptr %5, i64 96
  store double 0x3FA5AD1083A8333A, ptr %29, align 8, !tbaa !5
  %30 = getelementptr inbounds i8, ptr %5, i64 104
  store double 0xBFD2694DF9ED28B8, ptr %30, align 8, !tbaa !5
  %31 = getelementptr inbounds i8, ptr %5, i64 112
  store double 0x3FC93A70E94FA5A3, ptr %31, align 8, !tbaa !5
  %32 = getelementptr inbounds i8, ptr %5, i64 120
  store double 0xBFEC0B2D77E49277, ptr %32, align 8, !tbaa !5
  call fastcc void @mat_exp(ptr dead_on_unwind nonnull writable sret(%struct.mat) align 8 %3, ptr noundef nonnull byval(%struct.mat) align 8 %5, ptr noundef nonnull %1)
  call fastcc void @print_mat(ptr noundef nonnull @.str.3, ptr noundef nonnull %3)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %6) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(128) %6, ptr noundef nonnull align 8 dereferenceable(128) %5, i64 128, i1 false), !tbaa.struct !11
  %33 = load double, ptr %6, align 8, !tbaa !5
  %34 = fneg double %33
  store double %34, ptr %6, align 8, !tbaa !5
  %35 = getelementptr inbounds i8, ptr %6, i64 8
  %36 = load double, ptr %35, align 8, !tbaa !5
  %37 = fneg double %36
  store double %37, ptr %35, align 8, !tbaa !5
  %38 = getelementptr inbounds i8, ptr %6, i64 16
  %39 = load double, ptr %38, align 8, !tbaa !5
  %40 = fneg double %39
  store double %40, ptr %38, align 8, !tbaa !5
  %41 = getelementptr inbounds i8, ptr %6, i64 24
  %42 = load double, ptr %41, align 8, !tbaa !5
  %43 = fneg double %42
  store double %43, ptr %41, align 8, !tbaa !5
  %44 = getelementptr inbounds i8, ptr %6, i64 32
  %45 = load double, ptr %44, align 8, !tbaa !5
  %46 = fneg double %45
  store double %46, ptr %44, align 8, !tbaa !5
  %47 = getelementptr inbounds i8, ptr %6, i64 40
  %48 = load double, ptr %47, align 8, !tbaa !5
  %49 = fneg double %48
  store double %49, ptr %47, align 8, !tbaa !5
  %50 = getelementptr inbounds i8, ptr %6, i64 48
  %51 = load double, ptr %50, align 8, !tbaa !5
  %52 = fneg double %51
  store double %52, ptr %50, align 8, !tbaa !5
  %53 = getelementptr inbounds i8, ptr %6, i64 56
  %54 = load double, ptr %53, align 8, !tbaa !5
  %55 = fneg double %54
  store double %55, ptr %53, align 8, !tbaa !5
  %56 = getelementptr inbounds i8, ptr %6, i64 64
  %57 = load double, ptr %56, align 8, !tbaa !5
  %58 = fneg double %57
  store double %58, ptr %56, align 8, !tbaa !5
  %59 = getelementptr inbounds i8, ptr %6, i64 72
  %60 = load double, ptr %59, align 8, !tbaa !5
  %61 = fneg double %60
  store double %61, ptr %59, align 8, !tbaa !5
  %62 = getelementptr inbounds i8, ptr %6, i64 80
  %63 = load double, ptr %62, align 8, !tbaa !5
  %64 = fneg double %63
  store double %64, ptr %62, align 8, !tbaa !5
  %65 = getelementptr inbounds i8, ptr %6, i64 88
  %66 = load double, ptr %65, align 8, !tbaa !5
  %67 = fneg double %66
  store double %67, ptr %65, align 8, !tbaa !5
  %68 = getelementptr inbounds i8, ptr %6, i64 96
  %69 = load double, ptr %68, align 8, !tbaa !5
  %70 = fneg double %69
  store double %70, ptr %68, align 8, !tbaa !5
  %71 = getelementptr inbounds i8, ptr %6, i64 104
  %72 = load double, ptr %71, align 8, !tbaa !5
  %73 = fneg double %72
  store double %73, ptr %71, align 8, !tbaa !5
  %74 = getelementptr inbounds i8, ptr %6, i64 112
  %75 = load double, ptr %74, align 8, !tbaa !5
  %76 = fneg double %75
  store double %76, ptr %74, align 8, !tbaa !5
  %77 = getelementptr inbounds i8, ptr %6, i64 120
  %78 = load double, ptr %77, align 8, !tbaa !5
  %79 = fneg double %78
  store double %79, ptr %77, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #9
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %8) #9
  call fastcc void @mat_exp(ptr dead_on_unwind nonnull writable sret(%struct.mat) align 8 %8, ptr noundef nonnull byval(%struct.mat) align 8 %6, ptr noundef nonnull %7)
  %80 = load double, ptr %8, align 8, !tbaa !5, !noalias !13
  %81 = getelementptr inbounds i8, ptr %8, i64 32
  %82 = load double, ptr %81, align 8, !tbaa !5, !noalias !13
  %83 = getelementptr inbounds i8, ptr %8, i64 64
  %84 = load double, ptr %83, align 8, !tbaa !5, !noalias !13
  %85 = getelementptr inbounds i8, ptr %8, i64 96
  %86 = load double, ptr %85, align 8, !tbaa !5, !noalias !13
  %87 = getelementptr inbounds i8, ptr %8, i64 8
  %88 = load double, ptr %87, align 8, !tbaa !5, !noalias !13
  %89 = getelementptr inbounds i8, ptr %8, i64 40
  %90 = load double, ptr %89, align 8, !tbaa !5, !noalias !13
  %91 = getelementptr inbounds i8, ptr %8, i64 72
  %92 = load double, ptr %91, align 8, !tbaa !5, !noalias !13
  %93 = getelementptr inbounds i8, ptr %8, i64 104
  %94 = load double, ptr %93, align 8, !tbaa !5, !noalias !13
  %95 = getelementptr inbounds i8, ptr %8, i64 16
  %96 = load double, ptr %95, align 8, !tbaa !5, !noalias !13
  %97 = getelementptr inbounds i8, ptr %8, i64 48
  %98 = load double, ptr %97, align 8, !tbaa !5, !noalias !13
  %99 = getelementptr inbounds i8, ptr %8, i64 80
  %100 = load double, ptr %99, align 8, !tbaa !5, !noalias !13
  %101 = getelementptr inbounds i8, ptr %8, i64 112
  %102 = load double, ptr %101, align 8, !tbaa !5, !noalias !13
  %103 = getelementptr inbounds i8, ptr %8, i64 24
  %104 = load double, ptr %103, align 8, !tbaa !5, !noalias !13
  %105 = getelementptr inbounds i8, ptr %8, i64 56
  %106 = load double, ptr %105, align 8, !tbaa !5, !noalias !13
  %107 = getelementptr inbounds i8, ptr %8, i64 88
  %108 = load double, ptr %107, align 8, !tbaa !5, !noalias !13
  %109 = getelementptr inbounds i8, ptr %8, i64 120
  %110 = load double, ptr %109, align 8, !tbaa !5, !noalias !13
  %111 = load double, ptr %3, align 8, !tbaa !5, !noalias !13
  %112 = tail call double @llvm.fmuladd.f64(double %111, double %80, double 0.000000e+00)
  %113 = getelementptr inbounds i8, ptr %3, i64 8
  %114 = load double, ptr %113, align 8, !tbaa !5, !noalias !13
  %115 = tail call double @llvm.fmuladd.f64(double %114, double %82, double %112)
  %116 = getelementptr inbounds i8, ptr %3, i64 16
  %117 = load double, ptr %116, align 8, !tbaa !5, !noalias !13
  %118 = tail call double @llvm.fmuladd.f64(double %117, double %84, double %115)
  %119 = getelementptr inbounds i8, ptr %3, i64 24
  %120 = load double, ptr %119, align 8, !tbaa !5, !noalias !13
  %121 = tail call double @llvm.fmuladd.f64(double %120, double %86, double %118)
  %122 = tail call double @llvm.fmuladd.f64(double %111, double %88, double 0.000000e+00)
  %123 = tail call double @llvm.fmuladd.f64(double %114, double %90, double %122)
  %124 = tail call double @llvm.fmuladd.f64(double %117, double %92, double %123)
  %125 = tail call double @llvm.fmuladd.f64(double %120, double %94, double %124)
  %126 = tail call double @llvm.fmuladd.f64(double %111, double %96, double 0.000000e+00)
  %127 = tail call double @llvm.fmuladd.f64(double %114, double %98, double %126)
  %128 = tail call double @llvm.fmuladd.f64(double %117, double %100, double %127)
  %129 = tail call double @llvm.fmuladd.f64(double %120, double %102, double %128)
  %130 = tail call double @llvm.fmuladd.f64(double %111, double %104, double 0.000000e+00)
  %131 = tail call double @llvm.fmuladd.f64(double %114, double %106, double %130)
  %132 = tail call double @llvm.fmuladd.f64(double %117, double %108, double %131)
  %133 = tail call double @llvm.fmuladd.f64(double %120, double %110, double %132)
  %134 = getelementptr inbounds i8, ptr %3, i64 32
  %135 = load double, ptr %134, align 8, !tbaa !5, !noalias !13
  %136 = tail call double @llvm.fmuladd.f64(double %135, double %80, double 0.000000e+00)
  %137 = getelementptr inbounds i8, ptr %3, i64 40
  %138 = load double, ptr %137, align 8, !tbaa !5, !noalias !13
  %139 = tail call double @llvm.fmuladd.f64(double %138, double %82, double %136)
  %140 = getelementptr inbounds i8, ptr %3, i64 48
  %141 = load double, ptr %140, align 8, !tbaa !5, !noalias !13
  %142 = tail call double @llvm.fmuladd.f64(double %141, double %84, double %139)
  %143 = getelementptr inbounds i8, ptr %3, i64 56
  %144 = load double, ptr %143, align 8, !tbaa !5, !noalias !13
  %145 = tail call double @llvm.fmuladd.f64(double %144, double %86, double %142)
  %146 = tail call double @llvm.fmuladd.f64(double %135, double %88, double 0.000000e+00)
  %147 = tail call double @llvm.fmuladd.f64(double %138, double %90, double %146)
  %148 = tail call double @llvm.fmuladd.f64(double %141, double %92, double %147)
  %149 = tail call double @llvm.fmuladd.f64(double %144, double %94, double %148)
  %150 = tail call double @llvm.fmuladd.f64(double %135, double %96, double 0.000000e+00)
  %151 = tail call double @llvm.fmuladd.f64(double %138, double %98, double %150)
  %152 = tail call double @llvm.fmuladd.f64(double %141, double %100, double %151)
  %153 = tail call double @llvm.fmuladd.f64(double %144, double %102, double %152)
  %154 = tail call double @llvm.fmuladd.f64(double %135, double %104, double 0.000000e+00)
  %155 = tail call double @llvm.fmuladd.f64(double %138, double %106, double %154)
  %156 = tail call double @llvm.fmuladd.f64(double %141, double %108, double %155)
  %157 = tail call double @llvm.fmuladd.f64(double %144, double %110, double %156)
  %158 = getelementptr inbounds i8, ptr %3, i64 64
  %159 = load double, ptr %158, align 8, !tbaa !5, !noalias !13
  %160 = tail call double @llvm.fmuladd.f64(double %159, double %80, double 0.000000e+00)
  %161 = getelementptr inbounds i8, ptr %3, i64 72
  %162 = load double, ptr %161, align 8
  %163 = tail call double @llvm.fmuladd.f64(double %162, double %82, double %160)
  %164 = getelementptr inbounds i8, ptr %3, i64 80
  %165 = load double, ptr %164, align 8
  %166 = tail call double @llvm.fmuladd.f64(double %165, double %84, double %163)
  %167 = getelementptr inbounds i8, ptr %3, i64 88
  %168 = load double, ptr %167, align 8
  %169 = tail call double @llvm.fmuladd.f64(double %168, double %86, double %166)
  %170 = tail call double @llvm.fmuladd.f64(double %159, double %88, double 0.000000e+00)
  %171 = tail call double @llvm.fmuladd.f64(double %162, double %90, double %170)
  %172 = tail call double @llvm.fmuladd.f64(double %165, double %92, double %171)
  %173 = tail call double @llvm.fmuladd.f64(double %168, double %94, double %172)
  %174 = tail call double @llvm.fmuladd.f64(double %159, double %96, double 0.000000e+00)
  %175 = tail call double @llvm.fmuladd.f64(double %162, double %98, double %174)
  %176 = tail call double @llvm.fmuladd.f64(double %165, double %100, double %175)
  %177 = tail call double @llvm.fmuladd.f64(double %168, double %102, double %176)
  %178 = tail call double @llvm.fmuladd.f64(double %159, double %104, double 0.000000e+00)
  %179 = tail call double @llvm.fmuladd.f64(double %162, double %106, double %178)
  %180 = tail call double @llvm.fmuladd.f64(double %165, double %108, double %179)
  %181 = tail call double @llvm.fmuladd.f64(double %168, double %110, double %180)
  %182 = getelementptr inbounds i8, ptr %3, i64 96
  %183 = load double, ptr %182, align 8
  %184 = tail call double @llvm.fmuladd.f64(double %183, double %80, double 0.000000e+00)
  %185 = getelementptr inbounds i8, ptr %3, i64 104
  %186 = load double, ptr %185, align 8
  %187 = tail call double @llvm.fmuladd.f64(double %186, double %82, double %184)
  %188 = getelementptr inbounds i8, ptr %3, i64 112
  %189 = load double, ptr %188, align 8
  %190 = tail call double @llvm.fmuladd.f64(double %189, double %84, double %187)
  %191 = getelementptr inbounds i8, ptr %3, i64 120
  %192 = load double, ptr %191, align 8, !tbaa !12
  %193 = tail call double @llvm.fmuladd.f64(double %192, double %86, double %190)
  %194 = tail call double @llvm.fmuladd.f64(double %183, double %88, double 0.000000e+00)
  %195 = tail call double @llvm.fmuladd.f64(double %186, double %90, double %194)
  %196 = tail call double @llvm.fmuladd.f64(double %189, double %92, double %195)
  %197 = tail call double @llvm.fmuladd.f64(double %192, double %94, double %196)
  %198 = tail call double @llvm.fmuladd.f64(double %183, double %96, double 0.000000e+00)
  %199 = tail call double @llvm.fmuladd.f64(double %186, double %98, double %198)
  %200 = tail call double @llvm.fmuladd.f64(double %189, double %100, double %199)
  %201 = tail call double @llvm.fmuladd.f64(double %192, double %102, double %200)
  %202 = tail call double @llvm.fmuladd.f64(double %183, double %104, double 0.000000e+00)
  %203 = tail call double @llvm.fmuladd.f64(double %186, double %106, double %202)
  %204 = tail call double @llvm.fmuladd.f64(double %189, double %108, double %203)
  %205 = tail call double @llvm.fmuladd.f64(double %192, double %110, double %204)
  %206 = fadd double %121, -1.000000e+00
  %207 = tail call double @llvm.fabs.f64(double %206)
  %208 = tail call double @llvm.maxnum.f64(double %207, double 0.000000e+00)
  %209 = tail call double @llvm.fabs.f64(double %125)
  %210 = tail call double @llvm.maxnum.f64(double %208, double %209)
  %211 = tail call double @llvm.fabs.f64(double %129)
  %212 = tail call double @llvm.maxnum.f64(double %210, double %211)
  %213 = tail call double @llvm.fabs.f64(double %133)
  %214 = tail call double @llvm.maxnum.f64(double %212, double %213)
  %215 = tail call double @llvm.fabs.f64(double %145)
  %216 = tail call double @llvm.maxnum.f64(double %214, double %215)
  %217 = fadd double %149, -1.000000e+00
  %218 = tail call double @llvm.fabs.f64(double %217)
  %219 = tail call double @llvm.maxnum.f64(double %216, double %218)
  %220 = tail call double @llvm.fabs.f64(double %153)
  %221 = tail call double @llvm.maxnum.f64(double %219, double %220)
  %222 = tail call double @llvm.fabs.f64(double %157)
  %223 = tail call double @llvm.maxnum.f64(double %221, double %222)
  %224 = tail call double @llvm.fabs.f64(double %169)
  %225 = tail call double @llvm.maxnum.f64(double %223, double %224)
  %226 = tail call double @llvm.fabs.f64(double %173)
  %227 = tail call double @llvm.maxnum.f64(double %225, double %226)
  %228 = fadd double %177, -1.000000e+00
  %229 = tail call double @llvm.fabs.f64(double %228)
  %230 = tail call double @llvm.maxnum.f64(double %227, double %229)
  %231 = tail call double @llvm.fabs.f64(double %181)
  %232 = tail call double @llvm.maxnum.f64(double %230, double %231)
  %233 = tail call double @llvm.fabs.f64(double %193)
  %234 = tail call double @llvm.maxnum.f64(double %232, double %233)
  %235 = tail call double @llvm.fabs.f64(double %197)
  %236 = tail call double @llvm.maxnum.f64(double %234, double %235)
  %237 = tail call double @llvm.fabs.f64(double %201)
  %238 = tail call double @llvm.maxnum.f64(double %236, double %237)
  %239 = fadd double %205, -1.000000e+00
  %240 = tail call double @llvm.fabs.f64(double %239)
  %241 = tail call double @llvm.maxnum.f64(double %238, double %240)
  %242 = fcmp olt double %241, 0x3D719799812DEA11
  %243 = zext i1 %242 to i32
  %244 = load i32, ptr %1, align 4, !tbaa !9
  %245 = load i32, ptr %7, align 4, !tbaa !9
  %246 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %243, i32 noundef %244, i32 noundef %245)
  %247 = load double, ptr %5, align 8, !tbaa !5
  %248 = load double, ptr %22, align 8, !tbaa !5
  %249 = load double, ptr %27, align 8, !tbaa !5
  %250 = load double, ptr %32, align 8, !tbaa !5
  %251 = load double, ptr %3, align 8
  %252 = load double, ptr %158, align 8
  %253 = load double, ptr %143, align 8
  %254 = load double, ptr %140, align 8
  %255 = load double, ptr %137, align 8
  %256 = load double, ptr %134, align 8
  %257 = load double, ptr %119, align 8
  %258 = load double, ptr %116, align 8
  %259 = load double, ptr %113, align 8
  %260 = fneg double %256
  %261 = fdiv double %260, %251
  %262 = tail call double @llvm.fmuladd.f64(double %261, double %259, double %255)
  %263 = fmul double %251, %262
  %264 = fneg double %252
  %265 = fdiv double %264, %251
  %266 = tail call double @llvm.fmuladd.f64(double %265, double %259, double %162)
  %267 = fneg double %266
  %268 = fdiv double %267, %262
  %269 = tail call double @llvm.fmuladd.f64(double %261, double %258, double %254)
  %270 = tail call double @llvm.fmuladd.f64(double %265, double %258, double %165)
  %271 = tail call double @llvm.fmuladd.f64(double %268, double %269, double %270)
  %272 = fmul double %263, %271
  %273 = fneg double %183
  %274 = fdiv double %273, %251
  %275 = tail call double @llvm.fmuladd.f64(double %274, double %259, double %186)
  %276 = fneg double %275
  %277 = fdiv double %276, %262
  %278 = tail call double @llvm.fmuladd.f64(double %274, double %258, double %189)
  %279 = tail call double @llvm.fmuladd.f64(double %277, double %269, double %278)
  %280 = fneg double %279
  %281 = fdiv double %280, %271
  %282 = tail call double @llvm.fmuladd.f64(double %261, double %257, double %253)
  %283 = tail call double @llvm.fmuladd.f64(double %265, double %257, double %168)
  %284 = tail call double @llvm.fmuladd.f64(double %268, double %282, double %283)
  %285 = tail call double @llvm.fmuladd.f64(double %274, double %257, double %192)
  %286 = tail call double @llvm.fmuladd.f64(double %277, double %282, double %285)
  %287 = tail call double @llvm.fmuladd.f64(double %281, double %284, double %286)
  %288 = fmul double %272, %287
  %289 = fadd double %247, 0.000000e+00
  %290 = fadd double %289, %248
  %291 = fadd double %290, %249
  %292 = fadd double %291, %250
  %293 = tail call double @exp(double noundef %292) #9
  %294 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %288, double noundef %293)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %8) #9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #9
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %6) #9
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %5) #9
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %4) #9
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %3) #9
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %2) #9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #9
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @mat_exp(ptr dead_on_unwind noalias nocapture writable sret(%struct.mat) align 8 %0, ptr nocapture noundef readonly byval(%struct.mat) align 8 %1, ptr nocapture noundef writeonly %2) unnamed_addr #0 {
  %4 = load double, ptr %1, align 8, !tbaa !5
  %5 = tail call double @llvm.fabs.f64(double %4)
  %6 = getelementptr inbounds i8, ptr %1, i64 32
  %7 = load double, ptr %6, align 8, !tbaa !5
  %8 = tail call double @llvm.fabs.f64(double %7)
  %9 = fadd double %5, %8
  %10 = getelementptr inbounds i8, ptr %1, i64 64
  %11 = load double, ptr %10, align 8, !tbaa !5
  %12 = tail call double @llvm.fabs.f64(double %11)
  %13 = fadd double %9, %12
  %14 = getelementptr inbounds i8, ptr %1, i64 96
  %15 = load double, ptr %14, align 8, !tbaa !5
  %16 = tail call double @llvm.fabs.f64(double %15)
  %17 = fadd double %13, %16
  %18 = fcmp ogt double %17, 0.000000e+00
  %19 = select i1 %18, double %17, double 0.000000e+00
  %20 = getelementptr inbounds i8, ptr %1, i64 8
  %21 = load double, ptr %20, align 8, !tbaa !5
  %22 = tail call double @llvm.fabs.f64(double %21)
  %23 = getelementptr inbounds i8, ptr %1, i64 40
  %24 = load double, ptr %23, align 8, !tbaa !5
  %25 = tail call double @llvm.fabs.f64(double %24)
  %26 = fadd double %22, %25
  %27 = getelementptr inbounds i8, ptr %1, i64 72
  %28 = load double, ptr %27, align 8, !tbaa !5
  %29 = tail call double @llvm.fabs.f64(double %28)
  %30 = fadd double %26, %29
  %31 = getelementptr inbounds i8, ptr %1, i64 104
  %32 = load double, ptr %31, align 8, !tbaa !5
  %33 = tail call double @llvm.fabs.f64(double %32)
  %34 = fadd double %30, %33
  %35 = fcmp ogt double %34, %19
  %36 = select i1 %35, double %34, double %19
  %37 = getelementptr inbounds i8, ptr %1, i64 16
  %38 = load double, ptr %37, align 8, !tbaa !5
  %39 = tail call double @llvm.fabs.f64(double %38)
  %40 = getelementptr inbounds i8, ptr %1, i64 48
  %41 = load double, ptr %40, align 8, !tbaa !5
  %42 = tail call double @llvm.fabs.f64(double %41)
  %43 = fadd double %39, %42
  %44 = getelementptr inbounds i8, ptr %1, i64 80
  %45 = load double, ptr %44, align 8, !tbaa !5
  %46 = tail call double @llvm.fabs.f64(double %45)
  %47 = fadd double %43, %46
  %48 = getelementptr inbounds i8, ptr %1, i64 112
  %49 = load double, ptr %48, align 8, !tbaa !5
  %50 = tail call double @llvm.fabs.f64(double %49)
  %51 = fadd double %47, %50
  %52 = fcmp ogt double %51, %36
  %53 = select i1 %52, double %51, double %36
  %54 = getelementptr inbounds i8, ptr %1, i64 24
  %55 = load double, ptr %54, align 8, !tbaa !5
  %56 = tail call double @llvm.fabs.f64(double %55)
  %57 = getelementptr inbounds i8, ptr %1, i64 56
  %58 = load double, ptr %57, align 8, !tbaa !5
  %59 = tail call double @llvm.fabs.f64(double %58)
  %60 = fadd double %56, %59
  %61 = getelementptr inbounds i8, ptr %1, i64 88
  %62 = load double, ptr %61, align 8, !tbaa !5
  %63 = tail call double @llvm.fabs.f64(double %62)
  %64 = fadd double %60, %63
  %65 = getelementptr inbounds i8, ptr %1, i64 120
  %66 = load double, ptr %65, align 8, !tbaa !5
  %67 = tail call double @llvm.fabs.f64(double %66)
  %68 = fadd double %64, %67
  %69 = fcmp ogt double %68, %53
  %70 = select i1 %69, double %68, double %53
  %71 = fcmp ogt double %70, 5.000000e-01
  br i1 %71, label %72, label %78

72:                                               ; preds = %3, %72
  %73 = phi double [ %75, %72 ], [ %70, %3 ]
  %74 = phi i32 [ %76, %72 ], [ 0, %3 ]
  %75 = fmul double %73, 5.000000e-01
  %76 = add nuw nsw i32 %74, 1
  %77 = fcmp ogt double %75, 5.000000e-01
  br i1 %77, label %72, label %78, !llvm.loop !16

78:                                               ; preds = %72, %3
  %79 = phi i32 [ 0, %3 ], [ %76, %72 ]
  %80 = sub nsw i32 0, %79
  %81 = tail call double @ldexp(double noundef 1.000000e+00, i32 noundef %80) #9
  %82 = fmul double %81, %4
  %83 = fmul double %81, %21
  %84 = fmul double %81, %38
  %85 = fmul double %81, %55
  %86 = fmul double %81, %7
  %87 = fmul double %81, %24
  %88 = fmul double %81, %41
  %89 = fmul double %81, %58
  %90 = fmul double %81, %11
  %91 = fmul double %81, %28
  %92 = fmul double %81, %45
  %93 = fmul double %81, %62
  %94 = fmul double %81, %15
  %95 = fmul double %81, %32
  %96 = fmul double %81, %49
  %97 = fmul double %81, %66
  %98 = getelementptr inbounds i8, ptr %0, i64 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(128) %98, i8 0, i64 112, i1 false)
  %99 = getelementptr inbounds i8, ptr %0, i64 40
  store double 1.000000e+00, ptr %99, align 8, !tbaa !5
  %100 = getelementptr inbounds i8, ptr %0, i64 80
  store double 1.000000e+00, ptr %100, align 8, !tbaa !5
  %101 = getelementptr inbounds i8, ptr %0, i64 120
  store double 1.000000e+00, ptr %101, align 8, !tbaa !5
  %102 = getelementptr inbounds i8, ptr %0, i64 8
  %103 = getelementptr inbounds i8, ptr %0, i64 16
  %104 = getelementptr inbounds i8, ptr %0, i64 24
  %105 = getelementptr inbounds i8, ptr %0, i64 32
  %106 = getelementptr inbounds i8, ptr %0, i64 48
  %107 = getelementptr inbounds i8, ptr %0, i64 56
  %108 = getelementptr inbounds i8, ptr %0, i64 64
  %109 = getelementptr inbounds i8, ptr %0, i64 72
  %110 = getelementptr inbounds i8, ptr %0, i64 88
  %111 = getelementptr inbounds i8, ptr %0, i64 96
  %112 = getelementptr inbounds i8, ptr %0, i64 104
  %113 = getelementptr inbounds i8, ptr %0, i64 112
  %114 = load double, ptr %102, align 8, !tbaa !5
  %115 = load double, ptr %103, align 8, !tbaa !5
  %116 = load double, ptr %104, align 8, !tbaa !5
  %117 = load double, ptr %105, align 8, !tbaa !5
  %118 = load double, ptr %99, align 8, !tbaa !5
  %119 = load double, ptr %106, align 8, !tbaa !5
  %120 = load double, ptr %107, align 8, !tbaa !5
  %121 = load double, ptr %108, align 8, !tbaa !5
  %122 = load double, ptr %109, align 8, !tbaa !5
  %123 = load double, ptr %100, align 8, !tbaa !5
  %124 = load double, ptr %110, align 8, !tbaa !5
  %125 = load double, ptr %111, align 8, !tbaa !5
  %126 = load double, ptr %112, align 8, !tbaa !5
  %127 = load double, ptr %113, align 8, !tbaa !5
  %128 = load double, ptr %101, align 8, !tbaa !5
  br label %131

129:                                              ; preds = %131
  store double %246, ptr %0, align 8, !tbaa !5
  store double %247, ptr %102, align 8, !tbaa !5
  store double %248, ptr %103, align 8, !tbaa !5
  store double %249, ptr %104, align 8, !tbaa !5
  store double %250, ptr %105, align 8, !tbaa !5
  store double %251, ptr %99, align 8, !tbaa !5
  store double %252, ptr %106, align 8, !tbaa !5
  store double %253, ptr %107, align 8, !tbaa !5
  store double %254, ptr %108, align 8, !tbaa !5
  store double %255, ptr %109, align 8, !tbaa !5
  store double %256, ptr %100, align 8, !tbaa !5
  store double %257, ptr %110, align 8, !tbaa !5
  store double %258, ptr %111, align 8, !tbaa !5
  store double %259, ptr %112, align 8, !tbaa !5
  store double %260, ptr %113, align 8, !tbaa !5
  store double %261, ptr %101, align 8, !tbaa !5
  %130 = icmp eq i32 %79, 0
  br i1 %130, label %265, label %266

131:                                              ; preds = %78, %131
  %132 = phi double [ %128, %78 ], [ %261, %131 ]
  %133 = phi double [ %127, %78 ], [ %260, %131 ]
  %134 = phi double [ %126, %78 ], [ %259, %131 ]
  %135 = phi double [ %125, %78 ], [ %258, %131 ]
  %136 = phi double [ %124, %78 ], [ %257, %131 ]
  %137 = phi double [ %123, %78 ], [ %256, %131 ]
  %138 = phi double [ %122, %78 ], [ %255, %131 ]
  %139 = phi double [ %121, %78 ], [ %254, %131 ]
  %140 = phi double [ %120, %78 ], [ %253, %131 ]
  %141 = phi double [ %119, %78 ], [ %252, %131 ]
  %142 = phi double [ %118, %78 ], [ %251, %131 ]
  %143 = phi double [ %117, %78 ], [ %250, %131 ]
  %144 = phi double [ %116, %78 ], [ %249, %131 ]
  %145 = phi double [ %115, %78 ], [ %248, %131 ]
  %146 = phi double [ %114, %78 ], [ %247, %131 ]
  %147 = phi double [ 1.000000e+00, %78 ], [ %246, %131 ]
  %148 = phi double [ 1.000000e+00, %78 ], [ %230, %131 ]
  %149 = phi double [ 0.000000e+00, %78 ], [ %231, %131 ]
  %150 = phi double [ 0.000000e+00, %78 ], [ %232, %131 ]
  %151 = phi double [ 0.000000e+00, %78 ], [ %233, %131 ]
  %152 = phi double [ 0.000000e+00, %78 ], [ %234, %131 ]
  %153 = phi double [ 1.000000e+00, %78 ], [ %235, %131 ]
  %154 = phi double [ 0.000000e+00, %78 ], [ %236, %131 ]
  %155 = phi double [ 0.000000e+00, %78 ], [ %237, %131 ]
  %156 = phi double [ 0.000000e+00, %78 ], [ %238, %131 ]
  %157 = phi double [ 0.000000e+00, %78 ], [ %239, %131 ]
  %158 = phi double [ 1.000000e+00, %78 ], [ %240, %131 ]
  %159 = phi double [ 0.000000e+00, %78 ], [ %241, %131 ]
  %160 = phi double [ 0.000000e+00, %78 ], [ %242, %131 ]
  %161 = phi double [ 0.000000e+00, %78 ], [ %243, %131 ]
  %162 = phi double [ 0.000000e+00, %78 ], [ %244, %131 ]
  %163 = phi double [ 1.000000e+00, %78 ], [ %245, %131 ]
  %164 = phi i32 [ 1, %78 ], [ %262, %131 ]
  %165 = tail call double @llvm.fmuladd.f64(double %148, double %82, double 0.000000e+00)
  %166 = tail call double @llvm.fmuladd.f64(double %149, double %86, double %165)
  %167 = tail call double @llvm.fmuladd.f64(double %150, double %90, double %166)
  %168 = tail call double @llvm.fmuladd.f64(double %151, double %94, double %167)
  %169 = tail call double @llvm.fmuladd.f64(double %148, double %83, double 0.000000e+00)
  %170 = tail call double @llvm.fmuladd.f64(double %149, double %87, double %169)
  %171 = tail call double @llvm.fmuladd.f64(double %150, double %91, double %170)
  %172 = tail call double @llvm.fmuladd.f64(double %151, double %95, double %171)
  %173 = tail call double @llvm.fmuladd.f64(double %148, double %84, double 0.000000e+00)
  %174 = tail call double @llvm.fmuladd.f64(double %149, double %88, double %173)
  %175 = tail call double @llvm.fmuladd.f64(double %150, double %92, double %174)
  %176 = tail call double @llvm.fmuladd.f64(double %151, double %96, double %175)
  %177 = tail call double @llvm.fmuladd.f64(double %148, double %85, double 0.000000e+00)
  %178 = tail call double @llvm.fmuladd.f64(double %149, double %89, double %177)
  %179 = tail call double @llvm.fmuladd.f64(double %150, double %93, double %178)
  %180 = tail call double @llvm.fmuladd.f64(double %151, double %97, double %179)
  %181 = tail call double @llvm.fmuladd.f64(double %152, double %82, double 0.000000e+00)
  %182 = tail call double @llvm.fmuladd.f64(double %153, double %86, double %181)
  %183 = tail call double @llvm.fmuladd.f64(double %154, double %90, double %182)
  %184 = tail call double @llvm.fmuladd.f64(double %155, double %94, double %183)
  %185 = tail call double @llvm.fmuladd.f64(double %152, double %83, double 0.000000e+00)
  %186 = tail call double @llvm.fmuladd.f64(double %153, double %87, double %185)
  %187 = tail call double @llvm.fmuladd.f64(double %154, double %91, double %186)
  %188 = tail call double @llvm.fmuladd.f64(double %155, double %95, double %187)
  %189 = tail call double @llvm.fmuladd.f64(double %152, double %84, double 0.000000e+00)
  %190 = tail call double @llvm.fmuladd.f64(double %153, double %88, double %189)
  %191 = tail call double @llvm.fmuladd.f64(double %154, double %92, double %190)
  %192 = tail call double @llvm.fmuladd.f64(double %155, double %96, double %191)
  %193 = tail call double @llvm.fmuladd.f64(double %152, double %85, double 0.000000e+00)
  %194 = tail call double @llvm.fmuladd.f64(double %153, double %89, double %193)
  %195 = tail call double @llvm.fmuladd.f64(double %154, double %93, double %194)
  %196 = tail call double @llvm.fmuladd.f64(double %155, double %97, double %195)
  %197 = tail call double @llvm.fmuladd.f64(double %156, double %82, double 0.000000e+00)
  %198 = tail call double @llvm.fmuladd.f64(double %157, double %86, double %197)
  %199 = tail call double @llvm.fmuladd.f64(double %158, double %90, double %198)
  %200 = tail call double @llvm.fmuladd.f64(double %159, double %94, double %199)
  %201 = tail call double @llvm.fmuladd.f64(double %156, double %83, double 0.000000e+00)
  %202 = tail call double @llvm.fmuladd.f64(double %157, double %87, double %201)
  %203 = tail call double @llvm.fmuladd.f64(double %158, double %91, double %202)
  %204 = tail call double @llvm.fmuladd.f64(double %159, double %95, double %203)
  %205 = tail call double @llvm.fmuladd.f64(double %156, double %84, double 0.000000e+00)
  %206 = tail call double @llvm.fmuladd.f64(double %157, double %88, double %205)
  %207 = tail call double @llvm.fmuladd.f64(double %158, double %92, double %206)
  %208 = tail call double @llvm.fmuladd.f64(double %159, double %96, double %207)
  %209 = tail call double @llvm.fmuladd.f64(double %156, double %85, double 0.000000e+00)
  %210 = tail call double @llvm.fmuladd.f64(double %157, double %89, double %209)
  %211 = tail call double @llvm.fmuladd.f64(double %158, double %93, double %210)
  %212 = tail call double @llvm.fmuladd.f64(double %159, double %97, double %211)
  %213 = tail call double @llvm.fmuladd.f64(double %160, double %82, double 0.000000e+00)
  %214 = tail call double @llvm.fmuladd.f64(double %161, double %86, double %213)
  %215 = tail call double @llvm.fmuladd.f64(double %162, double %90, double %214)
  %216 = tail call double @llvm.fmuladd.f64(double %163, double %94, double %215)
  %217 = tail call double @llvm.fmuladd.f64(double %160, double %83, double 0.000000e+00)
  %218 = tail call double @llvm.fmuladd.f64(double %161, double %87, double %217)
  %219 = tail call double @llvm.fmuladd.f64(double %162, double %91, double %218)
  %220 = tail call double @llvm.fmuladd.f64(double %163, double %95, double %219)
  %221 = tail call double @llvm.fmuladd.f64(double %160, double %84, double 0.000000e+00)
  %222 = tail call double @llvm.fmuladd.f64(double %161, double %88, double %221)
  %223 = tail call double @llvm.fmuladd.f64(double %162, double %92, double %222)
  %224 = tail call double @llvm.fmuladd.f64(double %163, double %96, double %223)
  %225 = tail call double @llvm.fmuladd.f64(double %160, double %85, double 0.000000e+00)
  %226 = tail call double @llvm.fmuladd.f64(double %161, double %89, double %225)
  %227 = tail call double @llvm.fmuladd.f64(double %162, double %93, double %226)
  %228 = tail call double @llvm.fmuladd.f64(double %163, double %97, double %227)
  %229 = uitofp nneg i32 %164 to double
  %230 = fdiv double %168, %229
  %231 = fdiv double %172, %229
  %232 = fdiv double %176, %229
  %233 = fdiv double %180, %229
  %234 = fdiv double %184, %229
  %235 = fdiv double %188, %229
  %236 = fdiv double %192, %229
  %237 = fdiv double %196, %229
  %238 = fdiv double %200, %229
  %239 = fdiv double %204, %229
  %240 = fdiv double %208, %229
  %241 = fdiv double %212, %229
  %242 = fdiv double %216, %229
  %243 = fdiv double %220, %229
  %244 = fdiv double %224, %229
  %245 = fdiv double %228, %229
  %246 = fadd double %230, %147
  %247 = fadd double %231, %146
  %248 = fadd double %232, %145
  %249 = fadd double %233, %144
  %250 = fadd double %234, %143
  %251 = fadd double %235, %142
  %252 = fadd double %236, %141
  %253 = fadd double %237, %140
  %254 = fadd double %238, %139
  %255 = fadd double %239, %138
  %256 = fadd double %240, %137
  %257 = fadd double %241, %136
  %258 = fadd double %242, %135
  %259 = fadd double %243, %134
  %260 = fadd double %244, %133
  %261 = fadd double %245, %132
  %262 = add nuw nsw i32 %164, 1
  %263 = icmp eq i32 %262, 19
  br i1 %263, label %129, label %131, !llvm.loop !18

264:                                              ; preds = %266
  store double %287, ptr %0, align 8
  store double %291, ptr %102, align 8
  store double %295, ptr %103, align 8
  store double %299, ptr %104, align 8
  store double %303, ptr %105, align 8
  store double %307, ptr %99, align 8
  store double %311, ptr %106, align 8
  store double %315, ptr %107, align 8
  store double %319, ptr %108, align 8
  store double %323, ptr %109, align 8
  store double %327, ptr %100, align 8
  store double %331, ptr %110, align 8
  store double %335, ptr %111, align 8
  store double %339, ptr %112, align 8
  store double %343, ptr %113, align 8
  store double %347, ptr %101, align 8, !tbaa !12
  br label %265

265:                                              ; preds = %264, %129
  store i32 %79, ptr %2, align 4, !tbaa !9
  ret void

266:                                              ; preds = %129, %266
  %267 = phi double [ %347, %266 ], [ %261, %129 ]
  %268 = phi double [ %331, %266 ], [ %257, %129 ]
  %269 = phi double [ %315, %266 ], [ %253, %129 ]
  %270 = phi double [ %299, %266 ], [ %249, %129 ]
  %271 = phi double [ %343, %266 ], [ %260, %129 ]
  %272 = phi double [ %327, %266 ], [ %256, %129 ]
  %273 = phi double [ %311, %266 ], [ %252, %129 ]
  %274 = phi double [ %295, %266 ], [ %248, %129 ]
  %275 = phi double [ %339, %266 ], [ %259, %129 ]
  %276 = phi double [ %323, %266 ], [ %255, %129 ]
  %277 = phi double [ %307, %266 ], [ %251, %129 ]
  %278 = phi double [ %291, %266 ], [ %247, %129 ]
  %279 = phi double [ %335, %266 ], [ %258, %129 ]
  %280 = phi double [ %319, %266 ], [ %254, %129 ]
  %281 = phi double [ %303, %266 ], [ %250, %129 ]
  %282 = phi double [ %287, %266 ], [ %246, %129 ]
  %283 = phi i32 [ %348, %266 ], [ 0, %129 ]
  %284 = tail call double @llvm.fmuladd.f64(double %282, double %282, double 0.000000e+00)
  %285 = tail call double @llvm.fmuladd.f64(double %278, double %281, double %284)
  %286 = tail call double @llvm.fmuladd.f64(double %274, double %280, double %285)
  %287 = tail call double @llvm.fmuladd.f64(double %270, double %279, double %286)
  %288 = tail call double @llvm.fmuladd.f64(double %282, double %278, double 0.000000e+00)
  %289 = tail call double @llvm.fmuladd.f64(double %278, double %277, double %288)
  %290 = tail call double @llvm.fmuladd.f64(double %274, double %276, double %289)
  %291 = tail call double @llvm.fmuladd.f64(double %270, double %275, double %290)
  %292 = tail call double @llvm.fmuladd.f64(double %282, double %274, double 0.000000e+00)
  %293 = tail call double @llvm.fmuladd.f64(double %278, double %273, double %292)
  %294 = tail call double @llvm.fmuladd.f64(double %274, double %272, double %293)
  %295 = tail call double @llvm.fmuladd.f64(double %270, double %271, double %294)
  %296 = tail call double @llvm.fmuladd.f64(double %282, double %270, double 0.000000e+00)
  %297 = tail call double @llvm.fmuladd.f64(double %278, double %269, double %296)
  %298 = tail call double @llvm.fmuladd.f64(double %274, double %268, double %297)
  %299 = tail call double @llvm.fmuladd.f64(double %270, double %267, double %298)
  %300 = tail call double @llvm.fmuladd.f64(double %281, double %282, double 0.000000e+00)
  %301 = tail call double @llvm.fmuladd.f64(double %277, double %281, double %300)
  %302 = tail call double @llvm.fmuladd.f64(double %273, double %280, double %301)
  %303 = tail call double @llvm.fmuladd.f64(double %269, double %279, double %302)
  %304 = tail call double @llvm.fmuladd.f64(double %281, double %278, double 0.000000e+00)
  %305 = tail call double @llvm.fmuladd.f64(double %277, double %277, double %304)
  %306 = tail call double @llvm.fmuladd.f64(double %273, double %276, double %305)
  %307 = tail call double @llvm.fmuladd.f64(double %269, double %275, double %306)
  %308 = tail call double @llvm.fmuladd.f64(double %281, double %274, double 0.000000e+00)
  %309 = tail call double @llvm.fmuladd.f64(double %277, double %273, double %308)
  %310 = tail call double @llvm.fmuladd.f64(double %273, double %272, double %309)
  %311 = tail call double @llvm.fmuladd.f64(double %269, double %271, double %310)
  %312 = tail call double @llvm.fmuladd.f64(double %281, double %270, double 0.000000e+00)
  %313 = tail call double @llvm.fmuladd.f64(double %277, double %269, double %312)
  %314 = tail call double @llvm.fmuladd.f64(double %273, double %268, double %313)
  %315 = tail call double @llvm.fmuladd.f64(double %269, double %267, double %314)
  %316 = tail call double @llvm.fmuladd.f64(double %280, double %282, double 0.000000e+00)
  %317 = tail call double @llvm.fmuladd.f64(double %276, double %281, double %316)
  %318 = tail call double @llvm.fmuladd.f64(double %272, double %280, double %317)
  %319 = tail call double @llvm.fmuladd.f64(double %268, double %279, double %318)
  %320 = tail call double @llvm.fmuladd.f64(double %280, double %278, double 0.000000e+00)
  %321 = tail call double @llvm.fmuladd.f64(double %276, double %277, double %320)
  %322 = tail call double @llvm.fmuladd.f64(double %272, double %276, double %321)
  %323 = tail call double @llvm.fmuladd.f64(double %268, double %275, double %322)
  %324 = tail call double @llvm.fmuladd.f64(double %280, double %274, double 0.000000e+00)
  %325 = tail call double @llvm.fmuladd.f64(double %276, double %273, double %324)
  %326 = tail call double @llvm.fmuladd.f64(double %272, double %272, double %325)
  %327 = tail call double @llvm.fmuladd.f64(double %268, double %271, double %326)
  %328 = tail call double @llvm.fmuladd.f64(double %280, double %270, double 0.000000e+00)
  %329 = tail call double @llvm.fmuladd.f64(double %276, double %269, double %328)
  %330 = tail call double @llvm.fmuladd.f64(double %272, double %268, double %329)
  %331 = tail call double @llvm.fmuladd.f64(double %268, double %267, double %330)
  %332 = tail call double @llvm.fmuladd.f64(double %279, double %282, double 0.000000e+00)
  %333 = tail call double @llvm.fmuladd.f64(double %275, double %281, double %332)
  %334 = tail call double @llvm.fmuladd.f64(double %271, double %280, double %333)
  %335 = tail call double @llvm.fmuladd.f64(double %267, double %279, double %334)
  %336 = tail call double @llvm.fmuladd.f64(double %279, double %278, double 0.000000e+00)
  %337 = tail call double @llvm.fmuladd.f64(double %275, double %277, double %336)
  %338 = tail call double @llvm.fmuladd.f64(double %271, double %276, double %337)
  %339 = tail call double @llvm.fmuladd.f64(double %267, double %275, double %338)
  %340 = tail call double @llvm.fmuladd.f64(double %279, double %274, double 0.000000e+00)
  %341 = tail call double @llvm.fmuladd.f64(double %275, double %273, double %340)
  %342 = tail call double @llvm.fmuladd.f64(double %271, double %272, double %341)
  %343 = tail call double @llvm.fmuladd.f64(double %267, double %271, double %342)
  %344 = tail call double @llvm.fmuladd.f64(double %279, double %270, double 0.000000e+00)
  %345 = tail call double @llvm.fmuladd.f64(double %275, double %269, double %344)
  %346 = tail call double @llvm.fmuladd.f64(double %271, double %268, double %345)
  %347 = tail call double @llvm.fmuladd.f64(double %267, double %267, double %346)
  %348 = add nuw nsw i32 %283, 1
  %349 = icmp eq i32 %348, %79
  br i1 %349, label %264, label %266, !llvm.loop !19
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @print_mat(ptr noundef %0, ptr nocapture noundef readonly %1) unnamed_addr #0 {
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %0)
  %4 = load double, ptr %1, align 8, !tbaa !5
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %4)
  %6 = getelementptr inbounds i8, ptr %1, i64 8
  %7 = load double, ptr %6, align 8, !tbaa !5
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %7)
  %9 = getelementptr inbounds i8, ptr %1, i64 16
  %10 = load double, ptr %9, align 8, !tbaa !5
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %10)
  %12 = getelementptr inbounds i8, ptr %1, i64 24
  %13 = load double, ptr %12, align 8, !tbaa !5
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %13)
  %15 = tail call i32 @putchar(i32 10)
  %16 = getelementptr inbounds i8, ptr %1, i64 32
  %17 = load double, ptr %16, align 8, !tbaa !5
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %17)
  %19 = getelementptr inbounds i8, ptr %1, i64 40
  %20 = load double, ptr %19, align 8, !tbaa !5
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %20)
  %22 = getelementptr inbounds i8, ptr %1, i64 48
  %23 = load double, ptr %22, align 8, !tbaa !5
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %23)
  %25 = getelementptr inbounds i8, ptr %1, i64 56
  %26 = load double, ptr %25, align 8, !tbaa !5
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %26)
  %28 = tail call i32 @putchar(i32 10)
  %29 = getelementptr inbounds i8, ptr %1, i64 64
  %30 = load double, ptr %29, align 8, !tbaa !5
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %30)
  %32 = getelementptr inbounds i8, ptr %1, i64 72
  %33 = load double, ptr %32, align 8, !tbaa !5
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %33)
  %35 = getelementptr inbounds i8, ptr %1, i64 80
  %36 = load double, ptr %35, align 8, !tbaa !5
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %36)
  %38 = getelementptr inbounds i8, ptr %1, i64 88
  %39 = load double, ptr %38, align 8, !tbaa !5
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %39)
  %41 = tail call i32 @putchar(i32 10)
  %42 = getelementptr inbounds i8, ptr %1, i64 96
  %43 = load double, ptr %42, align 8, !tbaa !5
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %43)
  %45 = getelementptr inbounds i8, ptr %1, i64 104
  %46 = load double, ptr %45, align 8, !tbaa !5
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %46)
  %48 = getelementptr inbounds i8, ptr %1, i64 112
  %49 = load double, ptr %48, align 8, !tbaa !5
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %49)
  %51 = getelementptr inbounds i8, ptr %1, i64 120
  %52 = load double, ptr %51, align 8, !tbaa !5
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %52)
  %54 = tail call i32 @putchar(i32 10)
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #6

; Function Attrs: mustprogress nofree nounwind willreturn
declare double @ldexp(double noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #8

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = !{i64 0, i64 128, !12}
!12 = !{!7, !7, i64 0}
!13 = !{!14}
!14 = distinct !{!14, !15, !"mat_mul: argument 0"}
!15 = distinct !{!15, !"mat_mul"}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = distinct !{!18, !17}
!19 = distinct !{!19, !17}
