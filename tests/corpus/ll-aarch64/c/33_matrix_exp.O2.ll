; ModuleID = 'c/33_matrix_exp.c'
source_filename = "c/33_matrix_exp.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
  %3 = alloca %struct.mat, align 16
  %4 = alloca %struct.mat, align 16
  %5 = alloca %struct.mat, align 16
  %6 = alloca i32, align 4
  %7 = alloca %struct.mat, align 8
  %8 = alloca %struct.mat, align 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #8
  %9 = getelementptr inbounds i8, ptr %3, i64 16
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %3) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %9, i8 0, i64 16, i1 false)
  %10 = getelementptr inbounds i8, ptr %3, i64 40
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %10, i8 0, i64 40, i1 false)
  %11 = getelementptr inbounds i8, ptr %3, i64 88
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %11, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %2) #8
  store <2 x double> <double 0.000000e+00, double -1.200000e+00>, ptr %3, align 16
  %12 = getelementptr inbounds i8, ptr %3, i64 32
  store double 1.200000e+00, ptr %12, align 16
  %13 = getelementptr inbounds i8, ptr %3, i64 80
  store double 5.000000e-01, ptr %13, align 16
  %14 = getelementptr inbounds i8, ptr %3, i64 120
  store double -1.000000e+00, ptr %14, align 8, !tbaa !6
  call fastcc void @mat_exp(ptr dead_on_unwind nonnull writable sret(%struct.mat) align 8 %2, ptr noundef nonnull %3, ptr noundef nonnull %1)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %3) #8
  call fastcc void @print_mat(ptr noundef nonnull @.str, ptr noundef nonnull %2)
  %15 = load i32, ptr %1, align 4, !tbaa !9
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %15, double noundef 0x3FD730DE943B79D4, double noundef 0x3FEDD343A21A55C4, double noundef 0x3FFA61298E1E069C, double noundef 0x3FD78B56362CEF38)
  %17 = getelementptr inbounds i8, ptr %4, i64 16
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %4) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %17, i8 0, i64 32, i1 false)
  %18 = getelementptr inbounds i8, ptr %4, i64 56
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %18, i8 0, i64 32, i1 false)
  %19 = getelementptr inbounds i8, ptr %4, i64 96
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %19, i8 0, i64 32, i1 false)
  store <2 x double> <double 0.000000e+00, double 1.000000e+00>, ptr %4, align 16
  %20 = getelementptr inbounds i8, ptr %4, i64 48
  store double 1.000000e+00, ptr %20, align 16
  %21 = getelementptr inbounds i8, ptr %4, i64 88
  store double 1.000000e+00, ptr %21, align 8
  call fastcc void @mat_exp(ptr dead_on_unwind nonnull writable sret(%struct.mat) align 8 %2, ptr noundef nonnull %4, ptr noundef nonnull %1)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %4) #8
  call fastcc void @print_mat(ptr noundef nonnull @.str.2, ptr noundef nonnull %2)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %5) #8
  store <2 x double> <double -1.000000e+00, double 0x3FD17560F34A9F5D>, ptr %5, align 16
  %22 = getelementptr inbounds i8, ptr %5, i64 16
  store <2 x double> <double 0xBFCD0FABD70824D0, double 0xBFB57588400729B3>, ptr %22, align 16
  %23 = getelementptr inbounds i8, ptr %5, i64 32
  store <2 x double> <double 0x3FD027FF89056E28, double 0xBFEEA52EF7C57CCC>, ptr %23, align 16
  %24 = getelementptr inbounds i8, ptr %5, i64 48
  store <2 x double> <double 0xBFD2694DF9ED28B8, double 0x3FC93A70E94FA5A3>, ptr %24, align 16
  %25 = getelementptr inbounds i8, ptr %5, i64 64
  store <2 x double> <double 0x3FD17560F34A9F5D, double 0xBFCD0FABD70824D0>, ptr %25, align 16
  %26 = getelementptr inbounds i8, ptr %5, i64 80
  store <2 x double> <double 0xBFF157588400729B, double 0x3FD2FEE4C67EE2E3>, ptr %26, align 16
  %27 = getelementptr inbounds i8, ptr %5, i64 96
  store <2 x double> <double 0x3FA5AD1083A8333A, double 0xBFD2694DF9ED28B8>, ptr %27, align 16
  %28 = getelementptr inbounds i8, ptr %5, i64 112
  store <2 x double> <double 0x3FC93A70E94FA5A3, double 0xBFEC0B2D77E49277>, ptr %28, align 16
  call fastcc void @mat_exp(ptr dead_on_unwind nonnull writable sret(%struct.mat) align 8 %2, ptr noundef nonnull %5, ptr noundef nonnull %1)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %5) #8
  call fastcc void @print_mat(ptr noundef nonnull @.str.3, ptr noundef nonnull %2)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #8
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %7) #8
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %8) #8
  store <2 x double> <double 1.000000e+00, double 0xBFD17560F34A9F5D>, ptr %8, align 16
  %29 = getelementptr inbounds i8, ptr %8, i64 16
  store <2 x double> <double 0x3FCD0FABD70824D0, double 0x3FB57588400729B3>, ptr %29, align 16
  %30 = getelementptr inbounds i8, ptr %8, i64 32
  store <2 x double> <double 0xBFD027FF89056E28, double 0x3FEEA52EF7C57CCC>, ptr %30, align 16
  %31 = getelementptr inbounds i8, ptr %8, i64 48
  store <2 x double> <double 0x3FD2694DF9ED28B8, double 0xBFC93A70E94FA5A3>, ptr %31, align 16
  %32 = getelementptr inbounds i8, ptr %8, i64 64
  store <2 x double> <double 0xBFD17560F34A9F5D, double 0x3FCD0FABD70824D0>, ptr %32, align 16
  %33 = getelementptr inbounds i8, ptr %8, i64 80
  store <2 x double> <double 0x3FF157588400729B, double 0xBFD2FEE4C67EE2E3>, ptr %33, align 16
  %34 = getelementptr inbounds i8, ptr %8, i64 96
  store <2 x double> <double 0xBFA5AD1083A8333A, double 0x3FD2694DF9ED28B8>, ptr %34, align 16
  %35 = getelementptr inbounds i8, ptr %8, i64 112
  store <2 x double> <double 0xBFC93A70E94FA5A3, double 0x3FEC0B2D77E49277>, ptr %35, align 16
  call fastcc void @mat_exp(ptr dead_on_unwind nonnull writable sret(%struct.mat) align 8 %7, ptr noundef nonnull %8, ptr noundef nonnull %6)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %8) #8
  %36 = load double, ptr %7, align 8, !tbaa !11, !noalias !13
  %37 = getelementptr inbounds i8, ptr %7, i64 32
  %38 = load double, ptr %37, align 8, !tbaa !11, !noalias !13
  %39 = getelementptr inbounds i8, ptr %7, i64 64
  %40 = load double, ptr %39, align 8, !tbaa !11, !noalias !13
  %41 = getelementptr inbounds i8, ptr %7, i64 96
  %42 = load double, ptr %41, align 8, !tbaa !11, !noalias !13
  %43 = getelementptr inbounds i8, ptr %7, i64 8
  %44 = load double, ptr %43, align 8, !tbaa !11, !noalias !13
  %45 = getelementptr inbounds i8, ptr %7, i64 40
  %46 = load double, ptr %45, align 8, !tbaa !11, !noalias !13
  %47 = getelementptr inbounds i8, ptr %7, i64 72
  %48 = load double, ptr %47, align 8, !tbaa !11, !noalias !13
  %49 = getelementptr inbounds i8, ptr %7, i64 104
  %50 = load double, ptr %49, align 8, !tbaa !11, !noalias !13
  %51 = getelementptr inbounds i8, ptr %7, i64 16
  %52 = load double, ptr %51, align 8, !tbaa !11, !noalias !13
  %53 = getelementptr inbounds i8, ptr %7, i64 48
  %54 = load double, ptr %53, align 8, !tbaa !11, !noalias !13
  %55 = getelementptr inbounds i8, ptr %7, i64 80
  %56 = load double, ptr %55, align 8, !tbaa !11, !noalias !13
  %57 = getelementptr inbounds i8, ptr %7, i64 112
  %58 = load double, ptr %57, align 8, !tbaa !11, !noalias !13
  %59 = getelementptr inbounds i8, ptr %7, i64 24
  %60 = load double, ptr %59, align 8, !tbaa !11, !noalias !13
  %61 = getelementptr inbounds i8, ptr %7, i64 56
  %62 = load double, ptr %61, align 8, !tbaa !11, !noalias !13
  %63 = getelementptr inbounds i8, ptr %7, i64 88
  %64 = load double, ptr %63, align 8, !tbaa !11, !noalias !13
  %65 = getelementptr inbounds i8, ptr %7, i64 120
  %66 = load double, ptr %65, align 8, !tbaa !11, !noalias !13
  %67 = load double, ptr %2, align 8, !tbaa !11, !noalias !13
  %68 = tail call double @llvm.fmuladd.f64(double %67, double %36, double 0.000000e+00)
  %69 = getelementptr inbounds i8, ptr %2, i64 8
  %70 = load double, ptr %69, align 8, !tbaa !11, !noalias !13
  %71 = tail call double @llvm.fmuladd.f64(double %70, double %38, double %68)
  %72 = getelementptr inbounds i8, ptr %2, i64 16
  %73 = load double, ptr %72, align 8, !tbaa !11, !noalias !13
  %74 = tail call double @llvm.fmuladd.f64(double %73, double %40, double %71)
  %75 = getelementptr inbounds i8, ptr %2, i64 24
  %76 = load double, ptr %75, align 8, !tbaa !11, !noalias !13
  %77 = tail call double @llvm.fmuladd.f64(double %76, double %42, double %74)
  %78 = tail call double @llvm.fmuladd.f64(double %67, double %44, double 0.000000e+00)
  %79 = tail call double @llvm.fmuladd.f64(double %70, double %46, double %78)
  %80 = tail call double @llvm.fmuladd.f64(double %73, double %48, double %79)
  %81 = tail call double @llvm.fmuladd.f64(double %76, double %50, double %80)
  %82 = tail call double @llvm.fmuladd.f64(double %67, double %52, double 0.000000e+00)
  %83 = tail call double @llvm.fmuladd.f64(double %70, double %54, double %82)
  %84 = tail call double @llvm.fmuladd.f64(double %73, double %56, double %83)
  %85 = tail call double @llvm.fmuladd.f64(double %76, double %58, double %84)
  %86 = tail call double @llvm.fmuladd.f64(double %67, double %60, double 0.000000e+00)
  %87 = tail call double @llvm.fmuladd.f64(double %70, double %62, double %86)
  %88 = tail call double @llvm.fmuladd.f64(double %73, double %64, double %87)
  %89 = tail call double @llvm.fmuladd.f64(double %76, double %66, double %88)
  %90 = getelementptr inbounds i8, ptr %2, i64 32
  %91 = load double, ptr %90, align 8, !tbaa !11, !noalias !13
  %92 = tail call double @llvm.fmuladd.f64(double %91, double %36, double 0.000000e+00)
  %93 = getelementptr inbounds i8, ptr %2, i64 40
  %94 = load double, ptr %93, align 8, !tbaa !11, !noalias !13
  %95 = tail call double @llvm.fmuladd.f64(double %94, double %38, double %92)
  %96 = getelementptr inbounds i8, ptr %2, i64 48
  %97 = load double, ptr %96, align 8, !tbaa !11, !noalias !13
  %98 = tail call double @llvm.fmuladd.f64(double %97, double %40, double %95)
  %99 = getelementptr inbounds i8, ptr %2, i64 56
  %100 = load double, ptr %99, align 8, !tbaa !11, !noalias !13
  %101 = tail call double @llvm.fmuladd.f64(double %100, double %42, double %98)
  %102 = tail call double @llvm.fmuladd.f64(double %91, double %44, double 0.000000e+00)
  %103 = tail call double @llvm.fmuladd.f64(double %94, double %46, double %102)
  %104 = tail call double @llvm.fmuladd.f64(double %97, double %48, double %103)
  %105 = tail call double @llvm.fmuladd.f64(double %100, double %50, double %104)
  %106 = tail call double @llvm.fmuladd.f64(double %91, double %52, double 0.000000e+00)
  %107 = tail call double @llvm.fmuladd.f64(double %94, double %54, double %106)
  %108 = tail call double @llvm.fmuladd.f64(double %97, double %56, double %107)
  %109 = tail call double @llvm.fmuladd.f64(double %100, double %58, double %108)
  %110 = tail call double @llvm.fmuladd.f64(double %91, double %60, double 0.000000e+00)
  %111 = tail call double @llvm.fmuladd.f64(double %94, double %62, double %110)
  %112 = tail call double @llvm.fmuladd.f64(double %97, double %64, double %111)
  %113 = tail call double @llvm.fmuladd.f64(double %100, double %66, double %112)
  %114 = getelementptr inbounds i8, ptr %2, i64 64
  %115 = load double, ptr %114, align 8
  %116 = tail call double @llvm.fmuladd.f64(double %115, double %36, double 0.000000e+00)
  %117 = getelementptr inbounds i8, ptr %2, i64 72
  %118 = load double, ptr %117, align 8
  %119 = tail call double @llvm.fmuladd.f64(double %118, double %38, double %116)
  %120 = getelementptr inbounds i8, ptr %2, i64 80
  %121 = load double, ptr %120, align 8
  %122 = tail call double @llvm.fmuladd.f64(double %121, double %40, double %119)
  %123 = getelementptr inbounds i8, ptr %2, i64 88
  %124 = load double, ptr %123, align 8
  %125 = tail call double @llvm.fmuladd.f64(double %124, double %42, double %122)
  %126 = tail call double @llvm.fmuladd.f64(double %115, double %44, double 0.000000e+00)
  %127 = tail call double @llvm.fmuladd.f64(double %118, double %46, double %126)
  %128 = tail call double @llvm.fmuladd.f64(double %121, double %48, double %127)
  %129 = tail call double @llvm.fmuladd.f64(double %124, double %50, double %128)
  %130 = tail call double @llvm.fmuladd.f64(double %115, double %52, double 0.000000e+00)
  %131 = tail call double @llvm.fmuladd.f64(double %118, double %54, double %130)
  %132 = tail call double @llvm.fmuladd.f64(double %121, double %56, double %131)
  %133 = tail call double @llvm.fmuladd.f64(double %124, double %58, double %132)
  %134 = tail call double @llvm.fmuladd.f64(double %115, double %60, double 0.000000e+00)
  %135 = tail call double @llvm.fmuladd.f64(double %118, double %62, double %134)
  %136 = tail call double @llvm.fmuladd.f64(double %121, double %64, double %135)
  %137 = tail call double @llvm.fmuladd.f64(double %124, double %66, double %136)
  %138 = getelementptr inbounds i8, ptr %2, i64 96
  %139 = load double, ptr %138, align 8
  %140 = tail call double @llvm.fmuladd.f64(double %139, double %36, double 0.000000e+00)
  %141 = getelementptr inbounds i8, ptr %2, i64 104
  %142 = load double, ptr %141, align 8
  %143 = tail call double @llvm.fmuladd.f64(double %142, double %38, double %140)
  %144 = getelementptr inbounds i8, ptr %2, i64 112
  %145 = load double, ptr %144, align 8
  %146 = tail call double @llvm.fmuladd.f64(double %145, double %40, double %143)
  %147 = getelementptr inbounds i8, ptr %2, i64 120
  %148 = load double, ptr %147, align 8, !tbaa !6
  %149 = tail call double @llvm.fmuladd.f64(double %148, double %42, double %146)
  %150 = tail call double @llvm.fmuladd.f64(double %139, double %44, double 0.000000e+00)
  %151 = tail call double @llvm.fmuladd.f64(double %142, double %46, double %150)
  %152 = tail call double @llvm.fmuladd.f64(double %145, double %48, double %151)
  %153 = tail call double @llvm.fmuladd.f64(double %148, double %50, double %152)
  %154 = tail call double @llvm.fmuladd.f64(double %139, double %52, double 0.000000e+00)
  %155 = tail call double @llvm.fmuladd.f64(double %142, double %54, double %154)
  %156 = tail call double @llvm.fmuladd.f64(double %145, double %56, double %155)
  %157 = tail call double @llvm.fmuladd.f64(double %148, double %58, double %156)
  %158 = tail call double @llvm.fmuladd.f64(double %139, double %60, double 0.000000e+00)
  %159 = tail call double @llvm.fmuladd.f64(double %142, double %62, double %158)
  %160 = tail call double @llvm.fmuladd.f64(double %145, double %64, double %159)
  %161 = tail call double @llvm.fmuladd.f64(double %148, double %66, double %160)
  %162 = fadd double %77, -1.000000e+00
  %163 = tail call double @llvm.fabs.f64(double %162)
  %164 = tail call double @llvm.maxnum.f64(double %163, double 0.000000e+00)
  %165 = tail call double @llvm.fabs.f64(double %81)
  %166 = tail call double @llvm.maxnum.f64(double %164, double %165)
  %167 = tail call double @llvm.fabs.f64(double %85)
  %168 = tail call double @llvm.maxnum.f64(double %166, double %167)
  %169 = tail call double @llvm.fabs.f64(double %89)
  %170 = tail call double @llvm.maxnum.f64(double %168, double %169)
  %171 = tail call double @llvm.fabs.f64(double %101)
  %172 = tail call double @llvm.maxnum.f64(double %170, double %171)
  %173 = fadd double %105, -1.000000e+00
  %174 = tail call double @llvm.fabs.f64(double %173)
  %175 = tail call double @llvm.maxnum.f64(double %172, double %174)
  %176 = tail call double @llvm.fabs.f64(double %109)
  %177 = tail call double @llvm.maxnum.f64(double %175, double %176)
  %178 = tail call double @llvm.fabs.f64(double %113)
  %179 = tail call double @llvm.maxnum.f64(double %177, double %178)
  %180 = tail call double @llvm.fabs.f64(double %125)
  %181 = tail call double @llvm.maxnum.f64(double %179, double %180)
  %182 = tail call double @llvm.fabs.f64(double %129)
  %183 = tail call double @llvm.maxnum.f64(double %181, double %182)
  %184 = fadd double %133, -1.000000e+00
  %185 = tail call double @llvm.fabs.f64(double %184)
  %186 = tail call double @llvm.maxnum.f64(double %183, double %185)
  %187 = tail call double @llvm.fabs.f64(double %137)
  %188 = tail call double @llvm.maxnum.f64(double %186, double %187)
  %189 = tail call double @llvm.fabs.f64(double %149)
  %190 = tail call double @llvm.maxnum.f64(double %188, double %189)
  %191 = tail call double @llvm.fabs.f64(double %153)
  %192 = tail call double @llvm.maxnum.f64(double %190, double %191)
  %193 = tail call double @llvm.fabs.f64(double %157)
  %194 = tail call double @llvm.maxnum.f64(double %192, double %193)
  %195 = fadd double %161, -1.000000e+00
  %196 = tail call double @llvm.fabs.f64(double %195)
  %197 = tail call double @llvm.maxnum.f64(double %194, double %196)
  %198 = fcmp olt double %197, 0x3D719799812DEA11
  %199 = zext i1 %198 to i32
  %200 = load i32, ptr %1, align 4, !tbaa !9
  %201 = load i32, ptr %6, align 4, !tbaa !9
  %202 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %199, i32 noundef %200, i32 noundef %201)
  %203 = load double, ptr %2, align 8
  %204 = load double, ptr %99, align 8
  %205 = load double, ptr %96, align 8
  %206 = load double, ptr %93, align 8
  %207 = load double, ptr %90, align 8
  %208 = load double, ptr %75, align 8
  %209 = load double, ptr %72, align 8
  %210 = load double, ptr %69, align 8
  %211 = fneg double %207
  %212 = fdiv double %211, %203
  %213 = tail call double @llvm.fmuladd.f64(double %212, double %210, double %206)
  %214 = fmul double %203, %213
  %215 = fneg double %115
  %216 = fdiv double %215, %203
  %217 = tail call double @llvm.fmuladd.f64(double %216, double %210, double %118)
  %218 = fneg double %217
  %219 = fdiv double %218, %213
  %220 = tail call double @llvm.fmuladd.f64(double %212, double %209, double %205)
  %221 = tail call double @llvm.fmuladd.f64(double %216, double %209, double %121)
  %222 = tail call double @llvm.fmuladd.f64(double %219, double %220, double %221)
  %223 = fmul double %214, %222
  %224 = fneg double %139
  %225 = fdiv double %224, %203
  %226 = tail call double @llvm.fmuladd.f64(double %225, double %210, double %142)
  %227 = fneg double %226
  %228 = fdiv double %227, %213
  %229 = tail call double @llvm.fmuladd.f64(double %225, double %209, double %145)
  %230 = tail call double @llvm.fmuladd.f64(double %228, double %220, double %229)
  %231 = fneg double %230
  %232 = fdiv double %231, %222
  %233 = tail call double @llvm.fmuladd.f64(double %212, double %208, double %204)
  %234 = tail call double @llvm.fmuladd.f64(double %216, double %208, double %124)
  %235 = tail call double @llvm.fmuladd.f64(double %219, double %233, double %234)
  %236 = tail call double @llvm.fmuladd.f64(double %225, double %208, double %148)
  %237 = tail call double @llvm.fmuladd.f64(double %228, double %233, double %236)
  %238 = tail call double @llvm.fmuladd.f64(double %232, double %235, double %237)
  %239 = fmul double %223, %238
  %240 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %239, double noundef 0x3F945C67060B019C)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %7) #8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #8
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #8
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @mat_exp(ptr dead_on_unwind noalias nocapture writable sret(%struct.mat) align 8 %0, ptr nocapture noundef %1, ptr nocapture noundef writeonly %2) unnamed_addr #0 {
  %4 = load double, ptr %1, align 8, !tbaa !11
  %5 = tail call double @llvm.fabs.f64(double %4)
  %6 = getelementptr inbounds i8, ptr %1, i64 32
  %7 = load double, ptr %6, align 8, !tbaa !11
  %8 = tail call double @llvm.fabs.f64(double %7)
  %9 = fadd double %5, %8
  %10 = getelementptr inbounds i8, ptr %1, i64 64
  %11 = load double, ptr %10, align 8, !tbaa !11
  %12 = tail call double @llvm.fabs.f64(double %11)
  %13 = fadd double %9, %12
  %14 = getelementptr inbounds i8, ptr %1, i64 96
  %15 = load double, ptr %14, align 8, !tbaa !11
  %16 = tail call double @llvm.fabs.f64(double %15)
  %17 = fadd double %13, %16
  %18 = fcmp ogt double %17, 0.000000e+00
  %19 = select i1 %18, double %17, double 0.000000e+00
  %20 = getelementptr inbounds i8, ptr %1, i64 8
  %21 = load double, ptr %20, align 8, !tbaa !11
  %22 = tail call double @llvm.fabs.f64(double %21)
  %23 = getelementptr inbounds i8, ptr %1, i64 40
  %24 = load double, ptr %23, align 8, !tbaa !11
  %25 = tail call double @llvm.fabs.f64(double %24)
  %26 = fadd double %22, %25
  %27 = getelementptr inbounds i8, ptr %1, i64 72
  %28 = load double, ptr %27, align 8, !tbaa !11
  %29 = tail call double @llvm.fabs.f64(double %28)
  %30 = fadd double %26, %29
  %31 = getelementptr inbounds i8, ptr %1, i64 104
  %32 = load double, ptr %31, align 8, !tbaa !11
  %33 = tail call double @llvm.fabs.f64(double %32)
  %34 = fadd double %30, %33
  %35 = fcmp ogt double %34, %19
  %36 = select i1 %35, double %34, double %19
  %37 = getelementptr inbounds i8, ptr %1, i64 16
  %38 = load double, ptr %37, align 8, !tbaa !11
  %39 = tail call double @llvm.fabs.f64(double %38)
  %40 = getelementptr inbounds i8, ptr %1, i64 48
  %41 = load double, ptr %40, align 8, !tbaa !11
  %42 = tail call double @llvm.fabs.f64(double %41)
  %43 = fadd double %39, %42
  %44 = getelementptr inbounds i8, ptr %1, i64 80
  %45 = load double, ptr %44, align 8, !tbaa !11
  %46 = tail call double @llvm.fabs.f64(double %45)
  %47 = fadd double %43, %46
  %48 = getelementptr inbounds i8, ptr %1, i64 112
  %49 = load double, ptr %48, align 8, !tbaa !11
  %50 = tail call double @llvm.fabs.f64(double %49)
  %51 = fadd double %47, %50
  %52 = fcmp ogt double %51, %36
  %53 = select i1 %52, double %51, double %36
  %54 = getelementptr inbounds i8, ptr %1, i64 24
  %55 = load double, ptr %54, align 8, !tbaa !11
  %56 = tail call double @llvm.fabs.f64(double %55)
  %57 = getelementptr inbounds i8, ptr %1, i64 56
  %58 = load double, ptr %57, align 8, !tbaa !11
  %59 = tail call double @llvm.fabs.f64(double %58)
  %60 = fadd double %56, %59
  %61 = getelementptr inbounds i8, ptr %1, i64 88
  %62 = load double, ptr %61, align 8, !tbaa !11
  %63 = tail call double @llvm.fabs.f64(double %62)
  %64 = fadd double %60, %63
  %65 = getelementptr inbounds i8, ptr %1, i64 120
  %66 = load double, ptr %65, align 8, !tbaa !11
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
  %81 = tail call double @ldexp(double noundef 1.000000e+00, i32 noundef %80) #8
  %82 = load double, ptr %1, align 8, !tbaa !11
  %83 = fmul double %81, %82
  store double %83, ptr %1, align 8, !tbaa !11
  %84 = load <2 x double>, ptr %54, align 8, !tbaa !11
  %85 = insertelement <2 x double> poison, double %81, i64 0
  %86 = shufflevector <2 x double> %85, <2 x double> poison, <2 x i32> zeroinitializer
  %87 = fmul <2 x double> %86, %84
  store <2 x double> %87, ptr %54, align 8, !tbaa !11
  %88 = load <2 x double>, ptr %57, align 8, !tbaa !11
  %89 = fmul <2 x double> %86, %88
  store <2 x double> %89, ptr %57, align 8, !tbaa !11
  %90 = load <2 x double>, ptr %61, align 8, !tbaa !11
  %91 = fmul <2 x double> %86, %90
  store <2 x double> %91, ptr %61, align 8, !tbaa !11
  %92 = load double, ptr %65, align 8, !tbaa !11
  %93 = fmul double %81, %92
  store double %93, ptr %65, align 8, !tbaa !11
  %94 = getelementptr inbounds i8, ptr %0, i64 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(128) %94, i8 0, i64 112, i1 false)
  %95 = getelementptr inbounds i8, ptr %0, i64 40
  store double 1.000000e+00, ptr %95, align 8, !tbaa !11
  %96 = getelementptr inbounds i8, ptr %0, i64 80
  store double 1.000000e+00, ptr %96, align 8, !tbaa !11
  %97 = getelementptr inbounds i8, ptr %0, i64 120
  store double 1.000000e+00, ptr %97, align 8, !tbaa !11
  %98 = getelementptr inbounds i8, ptr %0, i64 8
  %99 = getelementptr inbounds i8, ptr %0, i64 16
  %100 = getelementptr inbounds i8, ptr %0, i64 24
  %101 = getelementptr inbounds i8, ptr %0, i64 32
  %102 = getelementptr inbounds i8, ptr %0, i64 48
  %103 = getelementptr inbounds i8, ptr %0, i64 56
  %104 = getelementptr inbounds i8, ptr %0, i64 64
  %105 = getelementptr inbounds i8, ptr %0, i64 72
  %106 = getelementptr inbounds i8, ptr %0, i64 88
  %107 = getelementptr inbounds i8, ptr %0, i64 96
  %108 = getelementptr inbounds i8, ptr %0, i64 104
  %109 = getelementptr inbounds i8, ptr %0, i64 112
  %110 = load <2 x double>, ptr %20, align 8, !tbaa !11
  %111 = fmul <2 x double> %86, %110
  store <2 x double> %111, ptr %20, align 8, !tbaa !11
  %112 = load <2 x double>, ptr %23, align 8, !tbaa !11
  %113 = fmul <2 x double> %86, %112
  store <2 x double> %113, ptr %23, align 8, !tbaa !11
  %114 = load <2 x double>, ptr %27, align 8, !tbaa !11
  %115 = fmul <2 x double> %86, %114
  store <2 x double> %115, ptr %27, align 8, !tbaa !11
  %116 = load <2 x double>, ptr %31, align 8, !tbaa !11
  %117 = fmul <2 x double> %86, %116
  store <2 x double> %117, ptr %31, align 8, !tbaa !11
  %118 = load <2 x double>, ptr %98, align 8, !tbaa !11
  %119 = load double, ptr %100, align 8, !tbaa !11
  %120 = load double, ptr %101, align 8, !tbaa !11
  %121 = load double, ptr %95, align 8, !tbaa !11
  %122 = load double, ptr %102, align 8, !tbaa !11
  %123 = load double, ptr %103, align 8, !tbaa !11
  %124 = load double, ptr %104, align 8, !tbaa !11
  %125 = load double, ptr %105, align 8, !tbaa !11
  %126 = load double, ptr %96, align 8, !tbaa !11
  %127 = load double, ptr %106, align 8, !tbaa !11
  %128 = load double, ptr %107, align 8, !tbaa !11
  %129 = load double, ptr %108, align 8, !tbaa !11
  %130 = load double, ptr %109, align 8, !tbaa !11
  %131 = load double, ptr %97, align 8, !tbaa !11
  %132 = extractelement <2 x double> %117, i64 0
  %133 = extractelement <2 x double> %117, i64 1
  %134 = extractelement <2 x double> %115, i64 0
  %135 = extractelement <2 x double> %115, i64 1
  %136 = extractelement <2 x double> %113, i64 0
  %137 = extractelement <2 x double> %113, i64 1
  %138 = extractelement <2 x double> %111, i64 0
  %139 = extractelement <2 x double> %111, i64 1
  %140 = extractelement <2 x double> %87, i64 0
  %141 = extractelement <2 x double> %87, i64 1
  %142 = extractelement <2 x double> %89, i64 0
  %143 = extractelement <2 x double> %89, i64 1
  %144 = extractelement <2 x double> %91, i64 0
  %145 = extractelement <2 x double> %91, i64 1
  br label %151

146:                                              ; preds = %151
  store double %270, ptr %0, align 8, !tbaa !11
  store <2 x double> %271, ptr %98, align 8, !tbaa !11
  store double %272, ptr %100, align 8, !tbaa !11
  store double %273, ptr %101, align 8, !tbaa !11
  store double %274, ptr %95, align 8, !tbaa !11
  store double %275, ptr %102, align 8, !tbaa !11
  store double %276, ptr %103, align 8, !tbaa !11
  store double %277, ptr %104, align 8, !tbaa !11
  store double %278, ptr %105, align 8, !tbaa !11
  store double %279, ptr %96, align 8, !tbaa !11
  store double %280, ptr %106, align 8, !tbaa !11
  store double %281, ptr %107, align 8, !tbaa !11
  store double %282, ptr %108, align 8, !tbaa !11
  store double %283, ptr %109, align 8, !tbaa !11
  store double %284, ptr %97, align 8, !tbaa !11
  %147 = icmp eq i32 %79, 0
  br i1 %147, label %290, label %148

148:                                              ; preds = %146
  %149 = extractelement <2 x double> %271, i64 1
  %150 = extractelement <2 x double> %271, i64 0
  br label %291

151:                                              ; preds = %78, %151
  %152 = phi double [ %131, %78 ], [ %284, %151 ]
  %153 = phi double [ %130, %78 ], [ %283, %151 ]
  %154 = phi double [ %129, %78 ], [ %282, %151 ]
  %155 = phi double [ %128, %78 ], [ %281, %151 ]
  %156 = phi double [ %127, %78 ], [ %280, %151 ]
  %157 = phi double [ %126, %78 ], [ %279, %151 ]
  %158 = phi double [ %125, %78 ], [ %278, %151 ]
  %159 = phi double [ %124, %78 ], [ %277, %151 ]
  %160 = phi double [ %123, %78 ], [ %276, %151 ]
  %161 = phi double [ %122, %78 ], [ %275, %151 ]
  %162 = phi double [ %121, %78 ], [ %274, %151 ]
  %163 = phi double [ %120, %78 ], [ %273, %151 ]
  %164 = phi double [ %119, %78 ], [ %272, %151 ]
  %165 = phi double [ 1.000000e+00, %78 ], [ %270, %151 ]
  %166 = phi double [ 1.000000e+00, %78 ], [ %244, %151 ]
  %167 = phi double [ 0.000000e+00, %78 ], [ %287, %151 ]
  %168 = phi double [ 0.000000e+00, %78 ], [ %288, %151 ]
  %169 = phi double [ 0.000000e+00, %78 ], [ %257, %151 ]
  %170 = phi double [ 0.000000e+00, %78 ], [ %258, %151 ]
  %171 = phi double [ 1.000000e+00, %78 ], [ %259, %151 ]
  %172 = phi double [ 0.000000e+00, %78 ], [ %260, %151 ]
  %173 = phi double [ 0.000000e+00, %78 ], [ %261, %151 ]
  %174 = phi double [ 0.000000e+00, %78 ], [ %262, %151 ]
  %175 = phi double [ 0.000000e+00, %78 ], [ %263, %151 ]
  %176 = phi double [ 1.000000e+00, %78 ], [ %264, %151 ]
  %177 = phi double [ 0.000000e+00, %78 ], [ %265, %151 ]
  %178 = phi double [ 0.000000e+00, %78 ], [ %266, %151 ]
  %179 = phi double [ 0.000000e+00, %78 ], [ %267, %151 ]
  %180 = phi double [ 0.000000e+00, %78 ], [ %268, %151 ]
  %181 = phi double [ 1.000000e+00, %78 ], [ %269, %151 ]
  %182 = phi i32 [ 1, %78 ], [ %285, %151 ]
  %183 = phi <2 x double> [ %118, %78 ], [ %271, %151 ]
  %184 = tail call double @llvm.fmuladd.f64(double %166, double %83, double 0.000000e+00)
  %185 = tail call double @llvm.fmuladd.f64(double %167, double %141, double %184)
  %186 = tail call double @llvm.fmuladd.f64(double %168, double %143, double %185)
  %187 = tail call double @llvm.fmuladd.f64(double %169, double %145, double %186)
  %188 = insertelement <2 x double> poison, double %166, i64 0
  %189 = shufflevector <2 x double> %188, <2 x double> poison, <2 x i32> zeroinitializer
  %190 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %189, <2 x double> %111, <2 x double> zeroinitializer)
  %191 = tail call double @llvm.fmuladd.f64(double %166, double %140, double 0.000000e+00)
  %192 = tail call double @llvm.fmuladd.f64(double %167, double %142, double %191)
  %193 = tail call double @llvm.fmuladd.f64(double %168, double %144, double %192)
  %194 = tail call double @llvm.fmuladd.f64(double %169, double %93, double %193)
  %195 = tail call double @llvm.fmuladd.f64(double %170, double %83, double 0.000000e+00)
  %196 = tail call double @llvm.fmuladd.f64(double %171, double %141, double %195)
  %197 = tail call double @llvm.fmuladd.f64(double %172, double %143, double %196)
  %198 = tail call double @llvm.fmuladd.f64(double %173, double %145, double %197)
  %199 = tail call double @llvm.fmuladd.f64(double %170, double %138, double 0.000000e+00)
  %200 = tail call double @llvm.fmuladd.f64(double %171, double %136, double %199)
  %201 = tail call double @llvm.fmuladd.f64(double %172, double %134, double %200)
  %202 = tail call double @llvm.fmuladd.f64(double %173, double %132, double %201)
  %203 = tail call double @llvm.fmuladd.f64(double %170, double %139, double 0.000000e+00)
  %204 = tail call double @llvm.fmuladd.f64(double %171, double %137, double %203)
  %205 = tail call double @llvm.fmuladd.f64(double %172, double %135, double %204)
  %206 = tail call double @llvm.fmuladd.f64(double %173, double %133, double %205)
  %207 = tail call double @llvm.fmuladd.f64(double %170, double %140, double 0.000000e+00)
  %208 = tail call double @llvm.fmuladd.f64(double %171, double %142, double %207)
  %209 = tail call double @llvm.fmuladd.f64(double %172, double %144, double %208)
  %210 = tail call double @llvm.fmuladd.f64(double %173, double %93, double %209)
  %211 = tail call double @llvm.fmuladd.f64(double %174, double %83, double 0.000000e+00)
  %212 = tail call double @llvm.fmuladd.f64(double %175, double %141, double %211)
  %213 = tail call double @llvm.fmuladd.f64(double %176, double %143, double %212)
  %214 = tail call double @llvm.fmuladd.f64(double %177, double %145, double %213)
  %215 = tail call double @llvm.fmuladd.f64(double %174, double %138, double 0.000000e+00)
  %216 = tail call double @llvm.fmuladd.f64(double %175, double %136, double %215)
  %217 = tail call double @llvm.fmuladd.f64(double %176, double %134, double %216)
  %218 = tail call double @llvm.fmuladd.f64(double %177, double %132, double %217)
  %219 = tail call double @llvm.fmuladd.f64(double %174, double %139, double 0.000000e+00)
  %220 = tail call double @llvm.fmuladd.f64(double %175, double %137, double %219)
  %221 = tail call double @llvm.fmuladd.f64(double %176, double %135, double %220)
  %222 = tail call double @llvm.fmuladd.f64(double %177, double %133, double %221)
  %223 = tail call double @llvm.fmuladd.f64(double %174, double %140, double 0.000000e+00)
  %224 = tail call double @llvm.fmuladd.f64(double %175, double %142, double %223)
  %225 = tail call double @llvm.fmuladd.f64(double %176, double %144, double %224)
  %226 = tail call double @llvm.fmuladd.f64(double %177, double %93, double %225)
  %227 = tail call double @llvm.fmuladd.f64(double %178, double %83, double 0.000000e+00)
  %228 = tail call double @llvm.fmuladd.f64(double %179, double %141, double %227)
  %229 = tail call double @llvm.fmuladd.f64(double %180, double %143, double %228)
  %230 = tail call double @llvm.fmuladd.f64(double %181, double %145, double %229)
  %231 = tail call double @llvm.fmuladd.f64(double %178, double %138, double 0.000000e+00)
  %232 = tail call double @llvm.fmuladd.f64(double %179, double %136, double %231)
  %233 = tail call double @llvm.fmuladd.f64(double %180, double %134, double %232)
  %234 = tail call double @llvm.fmuladd.f64(double %181, double %132, double %233)
  %235 = tail call double @llvm.fmuladd.f64(double %178, double %139, double 0.000000e+00)
  %236 = tail call double @llvm.fmuladd.f64(double %179, double %137, double %235)
  %237 = tail call double @llvm.fmuladd.f64(double %180, double %135, double %236)
  %238 = tail call double @llvm.fmuladd.f64(double %181, double %133, double %237)
  %239 = tail call double @llvm.fmuladd.f64(double %178, double %140, double 0.000000e+00)
  %240 = tail call double @llvm.fmuladd.f64(double %179, double %142, double %239)
  %241 = tail call double @llvm.fmuladd.f64(double %180, double %144, double %240)
  %242 = tail call double @llvm.fmuladd.f64(double %181, double %93, double %241)
  %243 = uitofp nneg i32 %182 to double
  %244 = fdiv double %187, %243
  %245 = insertelement <2 x double> poison, double %167, i64 0
  %246 = shufflevector <2 x double> %245, <2 x double> poison, <2 x i32> zeroinitializer
  %247 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %246, <2 x double> %113, <2 x double> %190)
  %248 = insertelement <2 x double> poison, double %168, i64 0
  %249 = shufflevector <2 x double> %248, <2 x double> poison, <2 x i32> zeroinitializer
  %250 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %249, <2 x double> %115, <2 x double> %247)
  %251 = insertelement <2 x double> poison, double %169, i64 0
  %252 = shufflevector <2 x double> %251, <2 x double> poison, <2 x i32> zeroinitializer
  %253 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %252, <2 x double> %117, <2 x double> %250)
  %254 = insertelement <2 x double> poison, double %243, i64 0
  %255 = shufflevector <2 x double> %254, <2 x double> poison, <2 x i32> zeroinitializer
  %256 = fdiv <2 x double> %253, %255
  %257 = fdiv double %194, %243
  %258 = fdiv double %198, %243
  %259 = fdiv double %202, %243
  %260 = fdiv double %206, %243
  %261 = fdiv double %210, %243
  %262 = fdiv double %214, %243
  %263 = fdiv double %218, %243
  %264 = fdiv double %222, %243
  %265 = fdiv double %226, %243
  %266 = fdiv double %230, %243
  %267 = fdiv double %234, %243
  %268 = fdiv double %238, %243
  %269 = fdiv double %242, %243
  %270 = fadd double %244, %165
  %271 = fadd <2 x double> %256, %183
  %272 = fadd double %257, %164
  %273 = fadd double %258, %163
  %274 = fadd double %259, %162
  %275 = fadd double %260, %161
  %276 = fadd double %261, %160
  %277 = fadd double %262, %159
  %278 = fadd double %263, %158
  %279 = fadd double %264, %157
  %280 = fadd double %265, %156
  %281 = fadd double %266, %155
  %282 = fadd double %267, %154
  %283 = fadd double %268, %153
  %284 = fadd double %269, %152
  %285 = add nuw nsw i32 %182, 1
  %286 = icmp eq i32 %285, 19
  %287 = extractelement <2 x double> %256, i64 0
  %288 = extractelement <2 x double> %256, i64 1
  br i1 %286, label %146, label %151, !llvm.loop !18

289:                                              ; preds = %291
  store double %312, ptr %0, align 8
  store double %316, ptr %98, align 8
  store double %320, ptr %99, align 8
  store double %324, ptr %100, align 8
  store double %328, ptr %101, align 8
  store double %332, ptr %95, align 8
  store double %336, ptr %102, align 8
  store double %340, ptr %103, align 8
  store double %344, ptr %104, align 8
  store double %348, ptr %105, align 8
  store double %352, ptr %96, align 8
  store double %356, ptr %106, align 8
  store double %360, ptr %107, align 8
  store double %364, ptr %108, align 8
  store double %368, ptr %109, align 8
  store double %372, ptr %97, align 8, !tbaa !6
  br label %290

290:                                              ; preds = %289, %146
  store i32 %79, ptr %2, align 4, !tbaa !9
  ret void

291:                                              ; preds = %148, %291
  %292 = phi double [ %372, %291 ], [ %284, %148 ]
  %293 = phi double [ %356, %291 ], [ %280, %148 ]
  %294 = phi double [ %340, %291 ], [ %276, %148 ]
  %295 = phi double [ %324, %291 ], [ %272, %148 ]
  %296 = phi double [ %368, %291 ], [ %283, %148 ]
  %297 = phi double [ %352, %291 ], [ %279, %148 ]
  %298 = phi double [ %336, %291 ], [ %275, %148 ]
  %299 = phi double [ %320, %291 ], [ %149, %148 ]
  %300 = phi double [ %364, %291 ], [ %282, %148 ]
  %301 = phi double [ %348, %291 ], [ %278, %148 ]
  %302 = phi double [ %332, %291 ], [ %274, %148 ]
  %303 = phi double [ %316, %291 ], [ %150, %148 ]
  %304 = phi double [ %360, %291 ], [ %281, %148 ]
  %305 = phi double [ %344, %291 ], [ %277, %148 ]
  %306 = phi double [ %328, %291 ], [ %273, %148 ]
  %307 = phi double [ %312, %291 ], [ %270, %148 ]
  %308 = phi i32 [ %373, %291 ], [ 0, %148 ]
  %309 = tail call double @llvm.fmuladd.f64(double %307, double %307, double 0.000000e+00)
  %310 = tail call double @llvm.fmuladd.f64(double %303, double %306, double %309)
  %311 = tail call double @llvm.fmuladd.f64(double %299, double %305, double %310)
  %312 = tail call double @llvm.fmuladd.f64(double %295, double %304, double %311)
  %313 = tail call double @llvm.fmuladd.f64(double %307, double %303, double 0.000000e+00)
  %314 = tail call double @llvm.fmuladd.f64(double %303, double %302, double %313)
  %315 = tail call double @llvm.fmuladd.f64(double %299, double %301, double %314)
  %316 = tail call double @llvm.fmuladd.f64(double %295, double %300, double %315)
  %317 = tail call double @llvm.fmuladd.f64(double %307, double %299, double 0.000000e+00)
  %318 = tail call double @llvm.fmuladd.f64(double %303, double %298, double %317)
  %319 = tail call double @llvm.fmuladd.f64(double %299, double %297, double %318)
  %320 = tail call double @llvm.fmuladd.f64(double %295, double %296, double %319)
  %321 = tail call double @llvm.fmuladd.f64(double %307, double %295, double 0.000000e+00)
  %322 = tail call double @llvm.fmuladd.f64(double %303, double %294, double %321)
  %323 = tail call double @llvm.fmuladd.f64(double %299, double %293, double %322)
  %324 = tail call double @llvm.fmuladd.f64(double %295, double %292, double %323)
  %325 = tail call double @llvm.fmuladd.f64(double %306, double %307, double 0.000000e+00)
  %326 = tail call double @llvm.fmuladd.f64(double %302, double %306, double %325)
  %327 = tail call double @llvm.fmuladd.f64(double %298, double %305, double %326)
  %328 = tail call double @llvm.fmuladd.f64(double %294, double %304, double %327)
  %329 = tail call double @llvm.fmuladd.f64(double %306, double %303, double 0.000000e+00)
  %330 = tail call double @llvm.fmuladd.f64(double %302, double %302, double %329)
  %331 = tail call double @llvm.fmuladd.f64(double %298, double %301, double %330)
  %332 = tail call double @llvm.fmuladd.f64(double %294, double %300, double %331)
  %333 = tail call double @llvm.fmuladd.f64(double %306, double %299, double 0.000000e+00)
  %334 = tail call double @llvm.fmuladd.f64(double %302, double %298, double %333)
  %335 = tail call double @llvm.fmuladd.f64(double %298, double %297, double %334)
  %336 = tail call double @llvm.fmuladd.f64(double %294, double %296, double %335)
  %337 = tail call double @llvm.fmuladd.f64(double %306, double %295, double 0.000000e+00)
  %338 = tail call double @llvm.fmuladd.f64(double %302, double %294, double %337)
  %339 = tail call double @llvm.fmuladd.f64(double %298, double %293, double %338)
  %340 = tail call double @llvm.fmuladd.f64(double %294, double %292, double %339)
  %341 = tail call double @llvm.fmuladd.f64(double %305, double %307, double 0.000000e+00)
  %342 = tail call double @llvm.fmuladd.f64(double %301, double %306, double %341)
  %343 = tail call double @llvm.fmuladd.f64(double %297, double %305, double %342)
  %344 = tail call double @llvm.fmuladd.f64(double %293, double %304, double %343)
  %345 = tail call double @llvm.fmuladd.f64(double %305, double %303, double 0.000000e+00)
  %346 = tail call double @llvm.fmuladd.f64(double %301, double %302, double %345)
  %347 = tail call double @llvm.fmuladd.f64(double %297, double %301, double %346)
  %348 = tail call double @llvm.fmuladd.f64(double %293, double %300, double %347)
  %349 = tail call double @llvm.fmuladd.f64(double %305, double %299, double 0.000000e+00)
  %350 = tail call double @llvm.fmuladd.f64(double %301, double %298, double %349)
  %351 = tail call double @llvm.fmuladd.f64(double %297, double %297, double %350)
  %352 = tail call double @llvm.fmuladd.f64(double %293, double %296, double %351)
  %353 = tail call double @llvm.fmuladd.f64(double %305, double %295, double 0.000000e+00)
  %354 = tail call double @llvm.fmuladd.f64(double %301, double %294, double %353)
  %355 = tail call double @llvm.fmuladd.f64(double %297, double %293, double %354)
  %356 = tail call double @llvm.fmuladd.f64(double %293, double %292, double %355)
  %357 = tail call double @llvm.fmuladd.f64(double %304, double %307, double 0.000000e+00)
  %358 = tail call double @llvm.fmuladd.f64(double %300, double %306, double %357)
  %359 = tail call double @llvm.fmuladd.f64(double %296, double %305, double %358)
  %360 = tail call double @llvm.fmuladd.f64(double %292, double %304, double %359)
  %361 = tail call double @llvm.fmuladd.f64(double %304, double %303, double 0.000000e+00)
  %362 = tail call double @llvm.fmuladd.f64(double %300, double %302, double %361)
  %363 = tail call double @llvm.fmuladd.f64(double %296, double %301, double %362)
  %364 = tail call double @llvm.fmuladd.f64(double %292, double %300, double %363)
  %365 = tail call double @llvm.fmuladd.f64(double %304, double %299, double 0.000000e+00)
  %366 = tail call double @llvm.fmuladd.f64(double %300, double %298, double %365)
  %367 = tail call double @llvm.fmuladd.f64(double %296, double %297, double %366)
  %368 = tail call double @llvm.fmuladd.f64(double %292, double %296, double %367)
  %369 = tail call double @llvm.fmuladd.f64(double %304, double %295, double 0.000000e+00)
  %370 = tail call double @llvm.fmuladd.f64(double %300, double %294, double %369)
  %371 = tail call double @llvm.fmuladd.f64(double %296, double %293, double %370)
  %372 = tail call double @llvm.fmuladd.f64(double %292, double %292, double %371)
  %373 = add nuw nsw i32 %308, 1
  %374 = icmp eq i32 %373, %79
  br i1 %374, label %289, label %291, !llvm.loop !19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @print_mat(ptr noundef %0, ptr nocapture noundef readonly %1) unnamed_addr #0 {
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %0)
  %4 = load double, ptr %1, align 8, !tbaa !11
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %4)
  %6 = getelementptr inbounds i8, ptr %1, i64 8
  %7 = load double, ptr %6, align 8, !tbaa !11
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %7)
  %9 = getelementptr inbounds i8, ptr %1, i64 16
  %10 = load double, ptr %9, align 8, !tbaa !11
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %10)
  %12 = getelementptr inbounds i8, ptr %1, i64 24
  %13 = load double, ptr %12, align 8, !tbaa !11
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %13)
  %15 = tail call i32 @putchar(i32 10)
  %16 = getelementptr inbounds i8, ptr %1, i64 32
  %17 = load double, ptr %16, align 8, !tbaa !11
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %17)
  %19 = getelementptr inbounds i8, ptr %1, i64 40
  %20 = load double, ptr %19, align 8, !tbaa !11
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %20)
  %22 = getelementptr inbounds i8, ptr %1, i64 48
  %23 = load double, ptr %22, align 8, !tbaa !11
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %23)
  %25 = getelementptr inbounds i8, ptr %1, i64 56
  %26 = load double, ptr %25, align 8, !tbaa !11
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %26)
  %28 = tail call i32 @putchar(i32 10)
  %29 = getelementptr inbounds i8, ptr %1, i64 64
  %30 = load double, ptr %29, align 8, !tbaa !11
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %30)
  %32 = getelementptr inbounds i8, ptr %1, i64 72
  %33 = load double, ptr %32, align 8, !tbaa !11
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %33)
  %35 = getelementptr inbounds i8, ptr %1, i64 80
  %36 = load double, ptr %35, align 8, !tbaa !11
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %36)
  %38 = getelementptr inbounds i8, ptr %1, i64 88
  %39 = load double, ptr %38, align 8, !tbaa !11
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %39)
  %41 = tail call i32 @putchar(i32 10)
  %42 = getelementptr inbounds i8, ptr %1, i64 96
  %43 = load double, ptr %42, align 8, !tbaa !11
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %43)
  %45 = getelementptr inbounds i8, ptr %1, i64 104
  %46 = load double, ptr %45, align 8, !tbaa !11
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %46)
  %48 = getelementptr inbounds i8, ptr %1, i64 112
  %49 = load double, ptr %48, align 8, !tbaa !11
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %49)
  %51 = getelementptr inbounds i8, ptr %1, i64 120
  %52 = load double, ptr %51, align 8, !tbaa !11
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %52)
  %54 = tail call i32 @putchar(i32 10)
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare double @ldexp(double noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #7

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nofree nounwind willreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !7, i64 0}
!13 = !{!14}
!14 = distinct !{!14, !15, !"mat_mul: argument 0"}
!15 = distinct !{!15, !"mat_mul"}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = distinct !{!18, !17}
!19 = distinct !{!19, !17}
