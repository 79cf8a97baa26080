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
  %5 = alloca %struct.mat, align 16
  %6 = alloca %struct.mat, align 16
  %7 = alloca i32, align 4
  %8 = alloca %struct.mat, align 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #10
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %2) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(128) %2, i8 0, i64 120, i1 false)
  %9 = getelementptr inbounds i8, ptr %2, i64 8
  store double -1.200000e+00, ptr %9, align 8, !tbaa !5
  %10 = getelementptr inbounds i8, ptr %2, i64 32
  store double 1.200000e+00, ptr %10, align 8, !tbaa !5
  %11 = getelementptr inbounds i8, ptr %2, i64 80
  store double 5.000000e-01, ptr %11, align 8, !tbaa !5
  %12 = getelementptr inbounds i8, ptr %2, i64 120
  store double -1.000000e+00, ptr %12, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %3) #10
  call fastcc void @mat_exp(ptr dead_on_unwind nonnull writable sret(%struct.mat) align 8 %3, ptr noundef nonnull byval(%struct.mat) align 8 %2, ptr noundef nonnull %1)
  call fastcc void @print_mat(ptr noundef nonnull @.str, ptr noundef nonnull %3)
  %13 = load i32, ptr %1, align 4, !tbaa !9
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %13, double noundef 0x3FD730DE943B79D4, double noundef 0x3FEDD343A21A55C4, double noundef 0x3FFA61298E1E069C, double noundef 0x3FD78B56362CEF38)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %4) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(128) %4, i8 0, i64 128, i1 false)
  %15 = getelementptr inbounds i8, ptr %4, i64 8
  store double 1.000000e+00, ptr %15, align 8, !tbaa !5
  %16 = getelementptr inbounds i8, ptr %4, i64 48
  store double 1.000000e+00, ptr %16, align 8, !tbaa !5
  %17 = getelementptr inbounds i8, ptr %4, i64 88
  store double 1.000000e+00, ptr %17, align 8, !tbaa !5
  call fastcc void @mat_exp(ptr dead_on_unwind nonnull writable sret(%struct.mat) align 8 %3, ptr noundef nonnull byval(%struct.mat) align 8 %4, ptr noundef nonnull %1)
  call fastcc void @print_mat(ptr noundef nonnull @.str.2, ptr noundef nonnull %3)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %5) #10
  store <2 x double> <double -1.000000e+00, double 0x3FD17560F34A9F5D>, ptr %5, align 16, !tbaa !5
  %18 = getelementptr inbounds i8, ptr %5, i64 16
  store <2 x double> <double 0xBFCD0FABD70824D0, double 0xBFB57588400729B3>, ptr %18, align 16, !tbaa !5
  %19 = getelementptr inbounds i8, ptr %5, i64 32
  %20 = getelementptr inbounds i8, ptr %5, i64 40
  store <2 x double> <double 0x3FD027FF89056E28, double 0xBFEEA52EF7C57CCC>, ptr %19, align 16, !tbaa !5
  %21 = getelementptr inbounds i8, ptr %5, i64 48
  store <2 x double> <double 0xBFD2694DF9ED28B8, double 0x3FC93A70E94FA5A3>, ptr %21, align 16, !tbaa !5
  %22 = getelementptr inbounds i8, ptr %5, i64 64
  store <2 x double> <double 0x3FD17560F34A9F5D, double 0xBFCD0FABD70824D0>, ptr %22, align 16, !tbaa !5
  %23 = getelementptr inbounds i8, ptr %5, i64 80
  store <2 x double> <double 0xBFF157588400729B, double 0x3FD2FEE4C67EE2E3>, ptr %23, align 16, !tbaa !5
  %24 = getelementptr inbounds i8, ptr %5, i64 96
  store <2 x double> <double 0x3FA5AD1083A8333A, double 0xBFD2694DF9ED28B8>, ptr %24, align 16, !tbaa !5
  %25 = getelementptr inbounds i8, ptr %5, i64 112
  %26 = getelementptr inbounds i8, ptr %5, i64 120
  store <2 x double> <double 0x3FC93A70E94FA5A3, double 0xBFEC0B2D77E49277>, ptr %25, align 16, !tbaa !5
  call fastcc void @mat_exp(ptr dead_on_unwind nonnull writable sret(%struct.mat) align 8 %3, ptr noundef nonnull byval(%struct.mat) align 8 %5, ptr noundef nonnull %1)
  call fastcc void @print_mat(ptr noundef nonnull @.str.3, ptr noundef nonnull %3)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %6) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %6, ptr noundef nonnull align 16 dereferenceable(128) %5, i64 128, i1 false), !tbaa.struct !11
  %27 = load <2 x double>, ptr %6, align 16, !tbaa !5
  %28 = fneg <2 x double> %27
  store <2 x double> %28, ptr %6, align 16, !tbaa !5
  %29 = getelementptr inbounds i8, ptr %6, i64 16
  %30 = load <2 x double>, ptr %29, align 16, !tbaa !5
  %31 = fneg <2 x double> %30
  store <2 x double> %31, ptr %29, align 16, !tbaa !5
  %32 = getelementptr inbounds i8, ptr %6, i64 32
  %33 = load <2 x double>, ptr %32, align 16, !tbaa !5
  %34 = fneg <2 x double> %33
  store <2 x double> %34, ptr %32, align 16, !tbaa !5
  %35 = getelementptr inbounds i8, ptr %6, i64 48
  %36 = load <2 x double>, ptr %35, align 16, !tbaa !5
  %37 = fneg <2 x double> %36
  store <2 x double> %37, ptr %35, align 16, !tbaa !5
  %38 = getelementptr inbounds i8, ptr %6, i64 64
  %39 = load <2 x double>, ptr %38, align 16, !tbaa !5
  %40 = fneg <2 x double> %39
  store <2 x double> %40, ptr %38, align 16, !tbaa !5
  %41 = getelementptr inbounds i8, ptr %6, i64 80
  %42 = load <2 x double>, ptr %41, align 16, !tbaa !5
  %43 = fneg <2 x double> %42
  store <2 x double> %43, ptr %41, align 16, !tbaa !5
  %44 = getelementptr inbounds i8, ptr %6, i64 96
  %45 = load <2 x double>, ptr %44, align 16, !tbaa !5
  %46 = fneg <2 x double> %45
  store <2 x double> %46, ptr %44, align 16, !tbaa !5
  %47 = getelementptr inbounds i8, ptr %6, i64 112
  %48 = load <2 x double>, ptr %47, align 16, !tbaa !5
  %49 = fneg <2 x double> %48
  store <2 x double> %49, ptr %47, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #10
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %8) #10
  call fastcc void @mat_exp(ptr dead_on_unwind nonnull writable sret(%struct.mat) align 8 %8, ptr noundef nonnull byval(%struct.mat) align 8 %6, ptr noundef nonnull %7)
  %50 = load double, ptr %8, align 8, !tbaa !5, !noalias !13
  %51 = getelementptr inbounds i8, ptr %8, i64 32
  %52 = load double, ptr %51, align 8, !tbaa !5, !noalias !13
  %53 = getelementptr inbounds i8, ptr %8, i64 64
  %54 = load double, ptr %53, align 8, !tbaa !5, !noalias !13
  %55 = getelementptr inbounds i8, ptr %8, i64 96
  %56 = load double, ptr %55, align 8, !tbaa !5, !noalias !13
  %57 = getelementptr inbounds i8, ptr %8, i64 8
  %58 = load double, ptr %57, align 8, !tbaa !5, !noalias !13
  %59 = getelementptr inbounds i8, ptr %8, i64 40
  %60 = load double, ptr %59, align 8, !tbaa !5, !noalias !13
  %61 = getelementptr inbounds i8, ptr %8, i64 72
  %62 = load double, ptr %61, align 8, !tbaa !5, !noalias !13
  %63 = getelementptr inbounds i8, ptr %8, i64 104
  %64 = load double, ptr %63, align 8, !tbaa !5, !noalias !13
  %65 = getelementptr inbounds i8, ptr %8, i64 16
  %66 = load double, ptr %65, align 8, !tbaa !5, !noalias !13
  %67 = getelementptr inbounds i8, ptr %8, i64 48
  %68 = load double, ptr %67, align 8, !tbaa !5, !noalias !13
  %69 = getelementptr inbounds i8, ptr %8, i64 80
  %70 = load double, ptr %69, align 8, !tbaa !5, !noalias !13
  %71 = getelementptr inbounds i8, ptr %8, i64 112
  %72 = load double, ptr %71, align 8, !tbaa !5, !noalias !13
  %73 = getelementptr inbounds i8, ptr %8, i64 24
  %74 = load double, ptr %73, align 8, !tbaa !5, !noalias !13
  %75 = getelementptr inbounds i8, ptr %8, i64 56
  %76 = load double, ptr %75, align 8, !tbaa !5, !noalias !13
  %77 = getelementptr inbounds i8, ptr %8, i64 88
  %78 = load double, ptr %77, align 8, !tbaa !5, !noalias !13
  %79 = getelementptr inbounds i8, ptr %8, i64 120
  %80 = load double, ptr %79, align 8, !tbaa !5, !noalias !13
  %81 = load double, ptr %3, align 8, !tbaa !5, !noalias !13
  %82 = tail call double @llvm.fmuladd.f64(double %81, double %50, double 0.000000e+00)
  %83 = getelementptr inbounds i8, ptr %3, i64 8
  %84 = load double, ptr %83, align 8, !tbaa !5, !noalias !13
  %85 = tail call double @llvm.fmuladd.f64(double %84, double %52, double %82)
  %86 = getelementptr inbounds i8, ptr %3, i64 16
  %87 = load double, ptr %86, align 8, !tbaa !5, !noalias !13
  %88 = tail call double @llvm.fmuladd.f64(double %87, double %54, double %85)
  %89 = getelementptr inbounds i8, ptr %3, i64 24
  %90 = load double, ptr %89, align 8, !tbaa !5, !noalias !13
  %91 = tail call double @llvm.fmuladd.f64(double %90, double %56, double %88)
  %92 = tail call double @llvm.fmuladd.f64(double %81, double %58, double 0.000000e+00)
  %93 = tail call double @llvm.fmuladd.f64(double %84, double %60, double %92)
  %94 = tail call double @llvm.fmuladd.f64(double %87, double %62, double %93)
  %95 = tail call double @llvm.fmuladd.f64(double %90, double %64, double %94)
  %96 = tail call double @llvm.fmuladd.f64(double %81, double %66, double 0.000000e+00)
  %97 = tail call double @llvm.fmuladd.f64(double %84, double %68, double %96)
  %98 = tail call double @llvm.fmuladd.f64(double %87, double %70, double %97)
  %99 = tail call double @llvm.fmuladd.f64(double %90, double %72, double %98)
  %100 = tail call double @llvm.fmuladd.f64(double %81, double %74, double 0.000000e+00)
  %101 = tail call double @llvm.fmuladd.f64(double %84, double %76, double %100)
  %102 = tail call double @llvm.fmuladd.f64(double %87, double %78, double %101)
  %103 = tail call double @llvm.fmuladd.f64(double %90, double %80, double %102)
  %104 = getelementptr inbounds i8, ptr %3, i64 32
  %105 = load double, ptr %104, align 8, !tbaa !5, !noalias !13
  %106 = tail call double @llvm.fmuladd.f64(double %105, double %50, double 0.000000e+00)
  %107 = getelementptr inbounds i8, ptr %3, i64 40
  %108 = load double, ptr %107, align 8, !tbaa !5, !noalias !13
  %109 = tail call double @llvm.fmuladd.f64(double %108, double %52, double %106)
  %110 = getelementptr inbounds i8, ptr %3, i64 48
  %111 = load double, ptr %110, align 8, !tbaa !5, !noalias !13
  %112 = tail call double @llvm.fmuladd.f64(double %111, double %54, double %109)
  %113 = getelementptr inbounds i8, ptr %3, i64 56
  %114 = load double, ptr %113, align 8, !tbaa !5, !noalias !13
  %115 = tail call double @llvm.fmuladd.f64(double %114, double %56, double %112)
  %116 = tail call double @llvm.fmuladd.f64(double %105, double %58, double 0.000000e+00)
  %117 = tail call double @llvm.fmuladd.f64(double %108, double %60, double %116)
  %118 = tail call double @llvm.fmuladd.f64(double %111, double %62, double %117)
  %119 = tail call double @llvm.fmuladd.f64(double %114, double %64, double %118)
  %120 = tail call double @llvm.fmuladd.f64(double %105, double %66, double 0.000000e+00)
  %121 = tail call double @llvm.fmuladd.f64(double %108, double %68, double %120)
  %122 = tail call double @llvm.fmuladd.f64(double %111, double %70, double %121)
  %123 = tail call double @llvm.fmuladd.f64(double %114, double %72, double %122)
  %124 = tail call double @llvm.fmuladd.f64(double %105, double %74, double 0.000000e+00)
  %125 = tail call double @llvm.fmuladd.f64(double %108, double %76, double %124)
  %126 = tail call double @llvm.fmuladd.f64(double %111, double %78, double %125)
  %127 = tail call double @llvm.fmuladd.f64(double %114, double %80, double %126)
  %128 = getelementptr inbounds i8, ptr %3, i64 64
  %129 = load double, ptr %128, align 8, !tbaa !5, !noalias !13
  %130 = tail call double @llvm.fmuladd.f64(double %129, double %50, double 0.000000e+00)
  %131 = getelementptr inbounds i8, ptr %3, i64 72
  %132 = load double, ptr %131, align 8
  %133 = tail call double @llvm.fmuladd.f64(double %132, double %52, double %130)
  %134 = getelementptr inbounds i8, ptr %3, i64 80
  %135 = load double, ptr %134, align 8
  %136 = tail call double @llvm.fmuladd.f64(double %135, double %54, double %133)
  %137 = getelementptr inbounds i8, ptr %3, i64 88
  %138 = load double, ptr %137, align 8
  %139 = tail call double @llvm.fmuladd.f64(double %138, double %56, double %136)
  %140 = tail call double @llvm.fmuladd.f64(double %129, double %58, double 0.000000e+00)
  %141 = tail call double @llvm.fmuladd.f64(double %132, double %60, double %140)
  %142 = tail call double @llvm.fmuladd.f64(double %135, double %62, double %141)
  %143 = tail call double @llvm.fmuladd.f64(double %138, double %64, double %142)
  %144 = tail call double @llvm.fmuladd.f64(double %129, double %66, double 0.000000e+00)
  %145 = tail call double @llvm.fmuladd.f64(double %132, double %68, double %144)
  %146 = tail call double @llvm.fmuladd.f64(double %135, double %70, double %145)
  %147 = tail call double @llvm.fmuladd.f64(double %138, double %72, double %146)
  %148 = tail call double @llvm.fmuladd.f64(double %129, double %74, double 0.000000e+00)
  %149 = tail call double @llvm.fmuladd.f64(double %132, double %76, double %148)
  %150 = tail call double @llvm.fmuladd.f64(double %135, double %78, double %149)
  %151 = tail call double @llvm.fmuladd.f64(double %138, double %80, double %150)
  %152 = getelementptr inbounds i8, ptr %3, i64 96
  %153 = load double, ptr %152, align 8
  %154 = tail call double @llvm.fmuladd.f64(double %153, double %50, double 0.000000e+00)
  %155 = getelementptr inbounds i8, ptr %3, i64 104
  %156 = load double, ptr %155, align 8
  %157 = tail call double @llvm.fmuladd.f64(double %156, double %52, double %154)
  %158 = getelementptr inbounds i8, ptr %3, i64 112
  %159 = load double, ptr %158, align 8
  %160 = tail call double @llvm.fmuladd.f64(double %159, double %54, double %157)
  %161 = getelementptr inbounds i8, ptr %3, i64 120
  %162 = load double, ptr %161, align 8, !tbaa !12
  %163 = tail call double @llvm.fmuladd.f64(double %162, double %56, double %160)
  %164 = tail call double @llvm.fmuladd.f64(double %153, double %58, double 0.000000e+00)
  %165 = tail call double @llvm.fmuladd.f64(double %156, double %60, double %164)
  %166 = tail call double @llvm.fmuladd.f64(double %159, double %62, double %165)
  %167 = tail call double @llvm.fmuladd.f64(double %162, double %64, double %166)
  %168 = tail call double @llvm.fmuladd.f64(double %153, double %66, double 0.000000e+00)
  %169 = tail call double @llvm.fmuladd.f64(double %156, double %68, double %168)
  %170 = tail call double @llvm.fmuladd.f64(double %159, double %70, double %169)
  %171 = tail call double @llvm.fmuladd.f64(double %162, double %72, double %170)
  %172 = tail call double @llvm.fmuladd.f64(double %153, double %74, double 0.000000e+00)
  %173 = tail call double @llvm.fmuladd.f64(double %156, double %76, double %172)
  %174 = tail call double @llvm.fmuladd.f64(double %159, double %78, double %173)
  %175 = tail call double @llvm.fmuladd.f64(double %162, double %80, double %174)
  %176 = fadd double %91, -1.000000e+00
  %177 = tail call double @llvm.fabs.f64(double %176)
  %178 = tail call double @llvm.maxnum.f64(double %177, double 0.000000e+00)
  %179 = tail call double @llvm.fabs.f64(double %95)
  %180 = tail call double @llvm.maxnum.f64(double %178, double %179)
  %181 = tail call double @llvm.fabs.f64(double %99)
  %182 = tail call double @llvm.maxnum.f64(double %180, double %181)
  %183 = tail call double @llvm.fabs.f64(double %103)
  %184 = tail call double @llvm.maxnum.f64(double %182, double %183)
  %185 = tail call double @llvm.fabs.f64(double %115)
  %186 = tail call double @llvm.maxnum.f64(double %184, double %185)
  %187 = fadd double %119, -1.000000e+00
  %188 = tail call double @llvm.fabs.f64(double %187)
  %189 = tail call double @llvm.maxnum.f64(double %186, double %188)
  %190 = tail call double @llvm.fabs.f64(double %123)
  %191 = tail call double @llvm.maxnum.f64(double %189, double %190)
  %192 = tail call double @llvm.fabs.f64(double %127)
  %193 = tail call double @llvm.maxnum.f64(double %191, double %192)
  %194 = tail call double @llvm.fabs.f64(double %139)
  %195 = tail call double @llvm.maxnum.f64(double %193, double %194)
  %196 = tail call double @llvm.fabs.f64(double %143)
  %197 = tail call double @llvm.maxnum.f64(double %195, double %196)
  %198 = fadd double %147, -1.000000e+00
  %199 = tail call double @llvm.fabs.f64(double %198)
  %200 = tail call double @llvm.maxnum.f64(double %197, double %199)
  %201 = tail call double @llvm.fabs.f64(double %151)
  %202 = tail call double @llvm.maxnum.f64(double %200, double %201)
  %203 = tail call double @llvm.fabs.f64(double %163)
  %204 = tail call double @llvm.maxnum.f64(double %202, double %203)
  %205 = tail call double @llvm.fabs.f64(double %167)
  %206 = tail call double @llvm.maxnum.f64(double %204, double %205)
  %207 = tail call double @llvm.fabs.f64(double %171)
  %208 = tail call double @llvm.maxnum.f64(double %206, double %207)
  %209 = fadd double %175, -1.000000e+00
  %210 = tail call double @llvm.fabs.f64(double %209)
  %211 = tail call double @llvm.maxnum.f64(double %208, double %210)
  %212 = fcmp olt double %211, 0x3D719799812DEA11
  %213 = zext i1 %212 to i32
  %214 = load i32, ptr %1, align 4, !tbaa !9
  %215 = load i32, ptr %7, align 4, !tbaa !9
  %216 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %213, i32 noundef %214, i32 noundef %215)
  %217 = load double, ptr %5, align 16, !tbaa !5
  %218 = load double, ptr %20, align 8, !tbaa !5
  %219 = load double, ptr %23, align 16, !tbaa !5
  %220 = load double, ptr %26, align 8, !tbaa !5
  %221 = load double, ptr %3, align 8
  %222 = load double, ptr %128, align 8
  %223 = load double, ptr %113, align 8
  %224 = load double, ptr %110, align 8
  %225 = load double, ptr %107, align 8
  %226 = load double, ptr %104, align 8
  %227 = load double, ptr %89, align 8
  %228 = load double, ptr %86, align 8
  %229 = load double, ptr %83, align 8
  %230 = fneg double %226
  %231 = fdiv double %230, %221
  %232 = tail call double @llvm.fmuladd.f64(double %231, double %229, double %225)
  %233 = fmul double %221, %232
  %234 = fneg double %222
  %235 = fdiv double %234, %221
  %236 = tail call double @llvm.fmuladd.f64(double %235, double %229, double %132)
  %237 = fneg double %236
  %238 = fdiv double %237, %232
  %239 = tail call double @llvm.fmuladd.f64(double %231, double %228, double %224)
  %240 = tail call double @llvm.fmuladd.f64(double %235, double %228, double %135)
  %241 = tail call double @llvm.fmuladd.f64(double %238, double %239, double %240)
  %242 = fmul double %233, %241
  %243 = fneg double %153
  %244 = fdiv double %243, %221
  %245 = tail call double @llvm.fmuladd.f64(double %244, double %229, double %156)
  %246 = fneg double %245
  %247 = fdiv double %246, %232
  %248 = tail call double @llvm.fmuladd.f64(double %244, double %228, double %159)
  %249 = tail call double @llvm.fmuladd.f64(double %247, double %239, double %248)
  %250 = fneg double %249
  %251 = fdiv double %250, %241
  %252 = tail call double @llvm.fmuladd.f64(double %231, double %227, double %223)
  %253 = tail call double @llvm.fmuladd.f64(double %235, double %227, double %138)
  %254 = tail call double @llvm.fmuladd.f64(double %238, double %252, double %253)
  %255 = tail call double @llvm.fmuladd.f64(double %244, double %227, double %162)
  %256 = tail call double @llvm.fmuladd.f64(double %247, double %252, double %255)
  %257 = tail call double @llvm.fmuladd.f64(double %251, double %254, double %256)
  %258 = fmul double %242, %257
  %259 = fadd double %217, 0.000000e+00
  %260 = fadd double %259, %218
  %261 = fadd double %260, %219
  %262 = fadd double %261, %220
  %263 = tail call double @exp(double noundef %262) #10
  %264 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %258, double noundef %263)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %8) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #10
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %6) #10
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %5) #10
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #10
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @mat_exp(ptr dead_on_unwind noalias nocapture writable sret(%struct.mat) align 8 %0, ptr nocapture noundef readonly byval(%struct.mat) align 8 %1, ptr nocapture noundef writeonly %2) unnamed_addr #0 {
  %4 = getelementptr inbounds i8, ptr %1, i64 32
  %5 = getelementptr inbounds i8, ptr %1, i64 64
  %6 = getelementptr inbounds i8, ptr %1, i64 96
  %7 = load <2 x double>, ptr %4, align 8, !tbaa !5
  %8 = extractelement <2 x double> %7, i64 0
  %9 = tail call double @llvm.fabs.f64(double %8)
  %10 = load <2 x double>, ptr %1, align 8, !tbaa !5
  %11 = extractelement <2 x double> %10, i64 0
  %12 = tail call double @llvm.fabs.f64(double %11)
  %13 = fadd double %12, %9
  %14 = load <2 x double>, ptr %5, align 8, !tbaa !5
  %15 = extractelement <2 x double> %14, i64 0
  %16 = tail call double @llvm.fabs.f64(double %15)
  %17 = fadd double %13, %16
  %18 = load <2 x double>, ptr %6, align 8, !tbaa !5
  %19 = extractelement <2 x double> %18, i64 0
  %20 = tail call double @llvm.fabs.f64(double %19)
  %21 = fadd double %17, %20
  %22 = fcmp ogt double %21, 0.000000e+00
  %23 = select i1 %22, double %21, double 0.000000e+00
  %24 = shufflevector <2 x double> %10, <2 x double> %7, <2 x i32> <i32 1, i32 3>
  %25 = tail call <2 x double> @llvm.fabs.v2f64(<2 x double> %24)
  %26 = shufflevector <2 x double> %25, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %27 = fadd <2 x double> %25, %26
  %28 = extractelement <2 x double> %27, i64 0
  %29 = extractelement <2 x double> %14, i64 1
  %30 = tail call double @llvm.fabs.f64(double %29)
  %31 = fadd double %28, %30
  %32 = extractelement <2 x double> %18, i64 1
  %33 = tail call double @llvm.fabs.f64(double %32)
  %34 = fadd double %31, %33
  %35 = fcmp ogt double %34, %23
  %36 = select i1 %35, double %34, double %23
  %37 = getelementptr inbounds i8, ptr %1, i64 16
  %38 = getelementptr inbounds i8, ptr %1, i64 48
  %39 = getelementptr inbounds i8, ptr %1, i64 80
  %40 = getelementptr inbounds i8, ptr %1, i64 112
  %41 = load <2 x double>, ptr %38, align 8, !tbaa !5
  %42 = extractelement <2 x double> %41, i64 0
  %43 = tail call double @llvm.fabs.f64(double %42)
  %44 = load <2 x double>, ptr %37, align 8, !tbaa !5
  %45 = extractelement <2 x double> %44, i64 0
  %46 = tail call double @llvm.fabs.f64(double %45)
  %47 = fadd double %46, %43
  %48 = load <2 x double>, ptr %39, align 8, !tbaa !5
  %49 = extractelement <2 x double> %48, i64 0
  %50 = tail call double @llvm.fabs.f64(double %49)
  %51 = fadd double %47, %50
  %52 = load <2 x double>, ptr %40, align 8, !tbaa !5
  %53 = extractelement <2 x double> %52, i64 0
  %54 = tail call double @llvm.fabs.f64(double %53)
  %55 = fadd double %51, %54
  %56 = fcmp ogt double %55, %36
  %57 = select i1 %56, double %55, double %36
  %58 = shufflevector <2 x double> %44, <2 x double> %41, <2 x i32> <i32 1, i32 3>
  %59 = tail call <2 x double> @llvm.fabs.v2f64(<2 x double> %58)
  %60 = shufflevector <2 x double> %59, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %61 = fadd <2 x double> %59, %60
  %62 = extractelement <2 x double> %61, i64 0
  %63 = extractelement <2 x double> %48, i64 1
  %64 = tail call double @llvm.fabs.f64(double %63)
  %65 = fadd double %62, %64
  %66 = extractelement <2 x double> %52, i64 1
  %67 = tail call double @llvm.fabs.f64(double %66)
  %68 = fadd double %65, %67
  %69 = fcmp ogt double %68, %57
  %70 = select i1 %69, double %68, double %57
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
  %81 = tail call double @ldexp(double noundef 1.000000e+00, i32 noundef %80) #10
  %82 = insertelement <2 x double> poison, double %81, i64 0
  %83 = shufflevector <2 x double> %82, <2 x double> poison, <2 x i32> zeroinitializer
  %84 = fmul <2 x double> %83, %10
  %85 = fmul <2 x double> %83, %44
  %86 = fmul <2 x double> %83, %7
  %87 = fmul <2 x double> %83, %41
  %88 = fmul <2 x double> %83, %14
  %89 = fmul <2 x double> %83, %48
  %90 = fmul <2 x double> %83, %18
  %91 = fmul <2 x double> %83, %52
  %92 = getelementptr inbounds i8, ptr %0, i64 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(128) %92, i8 0, i64 112, i1 false)
  %93 = getelementptr inbounds i8, ptr %0, i64 40
  store double 1.000000e+00, ptr %93, align 8, !tbaa !5
  %94 = getelementptr inbounds i8, ptr %0, i64 80
  store double 1.000000e+00, ptr %94, align 8, !tbaa !5
  %95 = getelementptr inbounds i8, ptr %0, i64 120
  store double 1.000000e+00, ptr %95, align 8, !tbaa !5
  %96 = getelementptr inbounds i8, ptr %0, i64 8
  %97 = getelementptr inbounds i8, ptr %0, i64 16
  %98 = getelementptr inbounds i8, ptr %0, i64 32
  %99 = getelementptr inbounds i8, ptr %0, i64 48
  %100 = getelementptr inbounds i8, ptr %0, i64 64
  %101 = getelementptr inbounds i8, ptr %0, i64 96
  %102 = getelementptr inbounds i8, ptr %0, i64 112
  %103 = load double, ptr %96, align 8, !tbaa !5
  %104 = load <2 x double>, ptr %97, align 8, !tbaa !5
  %105 = load <2 x double>, ptr %98, align 8, !tbaa !5
  %106 = load <2 x double>, ptr %99, align 8, !tbaa !5
  %107 = load <2 x double>, ptr %100, align 8, !tbaa !5
  %108 = load <2 x double>, ptr %101, align 8, !tbaa !5
  %109 = load <2 x double>, ptr %94, align 8, !tbaa !5
  %110 = load <2 x double>, ptr %102, align 8, !tbaa !5
  %111 = insertelement <2 x double> <double 1.000000e+00, double poison>, double %103, i64 1
  %112 = shufflevector <2 x double> %90, <2 x double> %91, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %113 = shufflevector <2 x double> %88, <2 x double> %89, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %114 = shufflevector <2 x double> %86, <2 x double> %87, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %115 = shufflevector <2 x double> %84, <2 x double> %85, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  br label %118

116:                                              ; preds = %118
  store <2 x double> %195, ptr %0, align 8, !tbaa !5
  store <2 x double> %197, ptr %97, align 8, !tbaa !5
  store <2 x double> %198, ptr %98, align 8, !tbaa !5
  store <2 x double> %199, ptr %99, align 8, !tbaa !5
  store <2 x double> %200, ptr %100, align 8, !tbaa !5
  store <2 x double> %201, ptr %94, align 8, !tbaa !5
  store <2 x double> %202, ptr %101, align 8, !tbaa !5
  store <2 x double> %203, ptr %102, align 8, !tbaa !5
  %117 = icmp eq i32 %79, 0
  br i1 %117, label %216, label %217

118:                                              ; preds = %78, %118
  %119 = phi double [ 0.000000e+00, %78 ], [ %206, %118 ]
  %120 = phi double [ 0.000000e+00, %78 ], [ %207, %118 ]
  %121 = phi double [ 0.000000e+00, %78 ], [ %208, %118 ]
  %122 = phi double [ 1.000000e+00, %78 ], [ %209, %118 ]
  %123 = phi i32 [ 1, %78 ], [ %204, %118 ]
  %124 = phi <2 x double> [ %108, %78 ], [ %202, %118 ]
  %125 = phi <2 x double> [ %107, %78 ], [ %200, %118 ]
  %126 = phi <2 x double> [ %105, %78 ], [ %198, %118 ]
  %127 = phi <2 x double> [ %110, %78 ], [ %203, %118 ]
  %128 = phi <2 x double> [ %109, %78 ], [ %201, %118 ]
  %129 = phi <2 x double> [ %106, %78 ], [ %199, %118 ]
  %130 = phi <2 x double> [ %104, %78 ], [ %197, %118 ]
  %131 = phi <4 x double> [ <double 1.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00>, %78 ], [ %164, %118 ]
  %132 = phi <8 x double> [ <double 0.000000e+00, double 0.000000e+00, double 1.000000e+00, double 0.000000e+00, double 0.000000e+00, double 1.000000e+00, double 0.000000e+00, double 0.000000e+00>, %78 ], [ %214, %118 ]
  %133 = phi <2 x double> [ %111, %78 ], [ %195, %118 ]
  %134 = shufflevector <8 x double> %132, <8 x double> poison, <2 x i32> <i32 4, i32 4>
  %135 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %134, <2 x double> %84, <2 x double> zeroinitializer)
  %136 = shufflevector <8 x double> %132, <8 x double> poison, <2 x i32> <i32 5, i32 5>
  %137 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %136, <2 x double> %86, <2 x double> %135)
  %138 = shufflevector <8 x double> %132, <8 x double> poison, <2 x i32> <i32 6, i32 6>
  %139 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %138, <2 x double> %88, <2 x double> %137)
  %140 = shufflevector <8 x double> %132, <8 x double> poison, <2 x i32> <i32 7, i32 7>
  %141 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %140, <2 x double> %90, <2 x double> %139)
  %142 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %134, <2 x double> %85, <2 x double> zeroinitializer)
  %143 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %136, <2 x double> %87, <2 x double> %142)
  %144 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %138, <2 x double> %89, <2 x double> %143)
  %145 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %140, <2 x double> %91, <2 x double> %144)
  %146 = shufflevector <8 x double> %132, <8 x double> poison, <2 x i32> zeroinitializer
  %147 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %146, <2 x double> %84, <2 x double> zeroinitializer)
  %148 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %146, <2 x double> %85, <2 x double> zeroinitializer)
  %149 = insertelement <2 x double> poison, double %119, i64 0
  %150 = shufflevector <2 x double> %149, <2 x double> poison, <2 x i32> zeroinitializer
  %151 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %150, <2 x double> %84, <2 x double> zeroinitializer)
  %152 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %150, <2 x double> %85, <2 x double> zeroinitializer)
  %153 = uitofp nneg i32 %123 to double
  %154 = shufflevector <4 x double> %131, <4 x double> poison, <4 x i32> zeroinitializer
  %155 = tail call <4 x double> @llvm.fmuladd.v4f64(<4 x double> %154, <4 x double> %115, <4 x double> zeroinitializer)
  %156 = shufflevector <4 x double> %131, <4 x double> poison, <4 x i32> <i32 1, i32 1, i32 1, i32 1>
  %157 = tail call <4 x double> @llvm.fmuladd.v4f64(<4 x double> %156, <4 x double> %114, <4 x double> %155)
  %158 = shufflevector <4 x double> %131, <4 x double> poison, <4 x i32> <i32 2, i32 2, i32 2, i32 2>
  %159 = tail call <4 x double> @llvm.fmuladd.v4f64(<4 x double> %158, <4 x double> %113, <4 x double> %157)
  %160 = shufflevector <4 x double> %131, <4 x double> poison, <4 x i32> <i32 3, i32 3, i32 3, i32 3>
  %161 = tail call <4 x double> @llvm.fmuladd.v4f64(<4 x double> %160, <4 x double> %112, <4 x double> %159)
  %162 = insertelement <4 x double> poison, double %153, i64 0
  %163 = shufflevector <4 x double> %162, <4 x double> poison, <4 x i32> zeroinitializer
  %164 = fdiv <4 x double> %161, %163
  %165 = shufflevector <8 x double> %132, <8 x double> poison, <2 x i32> <i32 1, i32 1>
  %166 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %165, <2 x double> %86, <2 x double> %147)
  %167 = shufflevector <8 x double> %132, <8 x double> poison, <2 x i32> <i32 2, i32 2>
  %168 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %167, <2 x double> %88, <2 x double> %166)
  %169 = shufflevector <8 x double> %132, <8 x double> poison, <2 x i32> <i32 3, i32 3>
  %170 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %169, <2 x double> %90, <2 x double> %168)
  %171 = insertelement <2 x double> poison, double %120, i64 0
  %172 = shufflevector <2 x double> %171, <2 x double> poison, <2 x i32> zeroinitializer
  %173 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %172, <2 x double> %86, <2 x double> %151)
  %174 = insertelement <2 x double> poison, double %121, i64 0
  %175 = shufflevector <2 x double> %174, <2 x double> poison, <2 x i32> zeroinitializer
  %176 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %175, <2 x double> %88, <2 x double> %173)
  %177 = insertelement <2 x double> poison, double %122, i64 0
  %178 = shufflevector <2 x double> %177, <2 x double> poison, <2 x i32> zeroinitializer
  %179 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %178, <2 x double> %90, <2 x double> %176)
  %180 = insertelement <2 x double> poison, double %153, i64 0
  %181 = shufflevector <2 x double> %180, <2 x double> poison, <2 x i32> zeroinitializer
  %182 = fdiv <2 x double> %141, %181
  %183 = fdiv <2 x double> %170, %181
  %184 = fdiv <2 x double> %179, %181
  %185 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %165, <2 x double> %87, <2 x double> %148)
  %186 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %167, <2 x double> %89, <2 x double> %185)
  %187 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %169, <2 x double> %91, <2 x double> %186)
  %188 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %172, <2 x double> %87, <2 x double> %152)
  %189 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %175, <2 x double> %89, <2 x double> %188)
  %190 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %178, <2 x double> %91, <2 x double> %189)
  %191 = fdiv <2 x double> %145, %181
  %192 = fdiv <2 x double> %187, %181
  %193 = fdiv <2 x double> %190, %181
  %194 = shufflevector <4 x double> %164, <4 x double> poison, <2 x i32> <i32 0, i32 1>
  %195 = fadd <2 x double> %194, %133
  %196 = shufflevector <4 x double> %164, <4 x double> poison, <2 x i32> <i32 2, i32 3>
  %197 = fadd <2 x double> %196, %130
  %198 = fadd <2 x double> %182, %126
  %199 = fadd <2 x double> %191, %129
  %200 = fadd <2 x double> %183, %125
  %201 = fadd <2 x double> %192, %128
  %202 = fadd <2 x double> %184, %124
  %203 = fadd <2 x double> %193, %127
  %204 = add nuw nsw i32 %123, 1
  %205 = icmp eq i32 %204, 19
  %206 = extractelement <2 x double> %184, i64 0
  %207 = extractelement <2 x double> %184, i64 1
  %208 = extractelement <2 x double> %193, i64 0
  %209 = extractelement <2 x double> %193, i64 1
  %210 = shufflevector <2 x double> %183, <2 x double> %192, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>
  %211 = shufflevector <2 x double> %182, <2 x double> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %212 = shufflevector <8 x double> %210, <8 x double> %211, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 poison, i32 poison>
  %213 = shufflevector <2 x double> %191, <2 x double> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %214 = shufflevector <8 x double> %212, <8 x double> %213, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 8, i32 9>
  br i1 %205, label %116, label %118, !llvm.loop !18

215:                                              ; preds = %217
  store <2 x double> %244, ptr %0, align 8
  store <2 x double> %264, ptr %97, align 8
  store <2 x double> %248, ptr %98, align 8
  store <2 x double> %266, ptr %99, align 8
  store <2 x double> %254, ptr %100, align 8
  store <2 x double> %270, ptr %94, align 8
  store <2 x double> %260, ptr %101, align 8
  store <2 x double> %274, ptr %102, align 8
  br label %216

216:                                              ; preds = %215, %116
  store i32 %79, ptr %2, align 4, !tbaa !9
  ret void

217:                                              ; preds = %116, %217
  %218 = phi i32 [ %275, %217 ], [ 0, %116 ]
  %219 = phi <2 x double> [ %260, %217 ], [ %202, %116 ]
  %220 = phi <2 x double> [ %254, %217 ], [ %200, %116 ]
  %221 = phi <2 x double> [ %248, %217 ], [ %198, %116 ]
  %222 = phi <2 x double> [ %244, %217 ], [ %195, %116 ]
  %223 = phi <2 x double> [ %274, %217 ], [ %203, %116 ]
  %224 = phi <2 x double> [ %270, %217 ], [ %201, %116 ]
  %225 = phi <2 x double> [ %266, %217 ], [ %199, %116 ]
  %226 = phi <2 x double> [ %264, %217 ], [ %197, %116 ]
  %227 = shufflevector <2 x double> %222, <2 x double> poison, <2 x i32> zeroinitializer
  %228 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %227, <2 x double> %222, <2 x double> zeroinitializer)
  %229 = shufflevector <2 x double> %221, <2 x double> poison, <2 x i32> zeroinitializer
  %230 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %229, <2 x double> %222, <2 x double> zeroinitializer)
  %231 = shufflevector <2 x double> %221, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %232 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %231, <2 x double> %221, <2 x double> %230)
  %233 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %229, <2 x double> %226, <2 x double> zeroinitializer)
  %234 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %231, <2 x double> %225, <2 x double> %233)
  %235 = shufflevector <2 x double> %220, <2 x double> poison, <2 x i32> zeroinitializer
  %236 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %235, <2 x double> %222, <2 x double> zeroinitializer)
  %237 = shufflevector <2 x double> %219, <2 x double> poison, <2 x i32> zeroinitializer
  %238 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %237, <2 x double> %222, <2 x double> zeroinitializer)
  %239 = shufflevector <2 x double> %222, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %240 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %239, <2 x double> %221, <2 x double> %228)
  %241 = shufflevector <2 x double> %226, <2 x double> poison, <2 x i32> zeroinitializer
  %242 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %241, <2 x double> %220, <2 x double> %240)
  %243 = shufflevector <2 x double> %226, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %244 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %243, <2 x double> %219, <2 x double> %242)
  %245 = shufflevector <2 x double> %225, <2 x double> poison, <2 x i32> zeroinitializer
  %246 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %245, <2 x double> %220, <2 x double> %232)
  %247 = shufflevector <2 x double> %225, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %248 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %247, <2 x double> %219, <2 x double> %246)
  %249 = shufflevector <2 x double> %220, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %250 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %249, <2 x double> %221, <2 x double> %236)
  %251 = shufflevector <2 x double> %224, <2 x double> poison, <2 x i32> zeroinitializer
  %252 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %251, <2 x double> %220, <2 x double> %250)
  %253 = shufflevector <2 x double> %224, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %254 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %253, <2 x double> %219, <2 x double> %252)
  %255 = shufflevector <2 x double> %219, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %256 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %255, <2 x double> %221, <2 x double> %238)
  %257 = shufflevector <2 x double> %223, <2 x double> poison, <2 x i32> zeroinitializer
  %258 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %257, <2 x double> %220, <2 x double> %256)
  %259 = shufflevector <2 x double> %223, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %260 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %259, <2 x double> %219, <2 x double> %258)
  %261 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %227, <2 x double> %226, <2 x double> zeroinitializer)
  %262 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %239, <2 x double> %225, <2 x double> %261)
  %263 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %241, <2 x double> %224, <2 x double> %262)
  %264 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %243, <2 x double> %223, <2 x double> %263)
  %265 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %245, <2 x double> %224, <2 x double> %234)
  %266 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %247, <2 x double> %223, <2 x double> %265)
  %267 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %235, <2 x double> %226, <2 x double> zeroinitializer)
  %268 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %249, <2 x double> %225, <2 x double> %267)
  %269 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %251, <2 x double> %224, <2 x double> %268)
  %270 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %253, <2 x double> %223, <2 x double> %269)
  %271 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %237, <2 x double> %226, <2 x double> zeroinitializer)
  %272 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %255, <2 x double> %225, <2 x double> %271)
  %273 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %257, <2 x double> %224, <2 x double> %272)
  %274 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %259, <2 x double> %223, <2 x double> %273)
  %275 = add nuw nsw i32 %218, 1
  %276 = icmp eq i32 %275, %79
  br i1 %276, label %215, label %217, !llvm.loop !19
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.fmuladd.v4f64(<4 x double>, <4 x double>, <4 x double>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fabs.v2f64(<2 x double>) #9

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
