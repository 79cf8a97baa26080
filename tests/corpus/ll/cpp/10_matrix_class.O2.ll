; ModuleID = 'cpp/10_matrix_class.cpp'
source_filename = "cpp/10_matrix_class.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%class.Matrix = type { i32, i32, ptr }

$_ZNK6Matrix11determinantEv = comdat any

@.str = private unnamed_addr constant [4 x i8] c"a*b\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"c + c^T\00", align 1
@.str.2 = private unnamed_addr constant [36 x i8] c"det(c)=%.9f det(s)=%.9f |c|_F=%.9f\0A\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"a*I == a: %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [28 x i8] c"moved %dx%d assigned %dx%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [40 x i8] c"det(c^5)=%.6f det(c)^5=%.6f ratio=%.9f\0A\00", align 1
@.str.6 = private unnamed_addr constant [41 x i8] c"allocations balanced: %d (allocs>0: %d)\0A\00", align 1
@_ZL6allocs = internal unnamed_addr global i32 0, align 4
@_ZL5frees = internal unnamed_addr global i32 0, align 4
@.str.7 = private unnamed_addr constant [13 x i8] c"%s (%dx%d):\0A\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c" %10.5f\00", align 1

; Function Attrs: mustprogress norecurse nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca %class.Matrix, align 8
  %2 = alloca %class.Matrix, align 8
  %3 = alloca %class.Matrix, align 8
  %4 = tail call noalias dereferenceable_or_null(96) ptr @calloc(i64 noundef 12, i64 noundef 8) #13
  %5 = load i32, ptr @_ZL6allocs, align 4, !tbaa !5, !noalias !9
  store <2 x double> <double 0x3FF7ABBA1D12C17C, double 0x3FEDD343A21A55C4>, ptr %4, align 8, !tbaa !12, !noalias !9
  %6 = getelementptr inbounds i8, ptr %4, i64 16
  store <2 x double> <double 0x3FEE48171F1A3857, double 0x3FE07EFCBBA085BE>, ptr %6, align 8, !tbaa !12, !noalias !9
  %7 = getelementptr inbounds i8, ptr %4, i64 32
  store <2 x double> <double 0x3FEF29C281BD15F0, double 0x3FF9935786E7E558>, ptr %7, align 8, !tbaa !12, !noalias !9
  %8 = getelementptr inbounds i8, ptr %4, i64 48
  store <2 x double> <double 0xBFADE33739E82D32, double 0xBFE6022E2D1FB3CB>, ptr %8, align 8, !tbaa !12, !noalias !9
  %9 = getelementptr inbounds i8, ptr %4, i64 64
  store <2 x double> <double 0x3FA54A0F8298102E, double 0xBFE39456FFECC09D>, ptr %9, align 8, !tbaa !12, !noalias !9
  %10 = getelementptr inbounds i8, ptr %4, i64 80
  store <2 x double> <double 0x3F9702584717F000, double 0xBFEC4542B2BA24D7>, ptr %10, align 8, !tbaa !12, !noalias !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #14
  tail call void @llvm.experimental.noalias.scope.decl(metadata !14)
  store i32 3, ptr %1, align 8, !tbaa !17, !alias.scope !14
  %11 = getelementptr inbounds i8, ptr %1, i64 4
  store i32 3, ptr %11, align 4, !tbaa !20, !alias.scope !14
  %12 = getelementptr inbounds i8, ptr %1, i64 8
  %13 = tail call noalias dereferenceable_or_null(72) ptr @calloc(i64 noundef 9, i64 noundef 8) #13
  store ptr %13, ptr %12, align 8, !tbaa !21, !alias.scope !14
  %14 = add nsw i32 %5, 3
  store i32 %14, ptr @_ZL6allocs, align 4, !tbaa !5, !noalias !14
  %15 = load double, ptr %4, align 8, !tbaa !12, !noalias !14
  %16 = getelementptr inbounds i8, ptr %13, i64 16
  %17 = load double, ptr %16, align 8, !tbaa !12, !noalias !14
  %18 = tail call double @llvm.fmuladd.f64(double %15, double 0x3FCE9FB8D64830E3, double %17)
  %19 = getelementptr inbounds i8, ptr %4, i64 8
  %20 = load double, ptr %19, align 8, !tbaa !12, !noalias !14
  %21 = tail call double @llvm.fmuladd.f64(double %20, double 0xBFEBE3F2DFD012D4, double %18)
  %22 = getelementptr inbounds i8, ptr %4, i64 16
  %23 = load double, ptr %22, align 8, !tbaa !12, !noalias !14
  %24 = tail call double @llvm.fmuladd.f64(double %23, double 0x3FD2D86D63EA9F52, double %21)
  %25 = getelementptr inbounds i8, ptr %4, i64 24
  %26 = load double, ptr %25, align 8, !tbaa !12, !noalias !14
  %27 = load <2 x double>, ptr %13, align 8, !tbaa !12, !noalias !14
  %28 = insertelement <2 x double> poison, double %15, i64 0
  %29 = shufflevector <2 x double> %28, <2 x double> poison, <2 x i32> zeroinitializer
  %30 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %29, <2 x double> <double 0x3FFFF5BD4D9636C6, double 0x3FE9DF33D9AAD708>, <2 x double> %27)
  %31 = insertelement <2 x double> poison, double %20, i64 0
  %32 = shufflevector <2 x double> %31, <2 x double> poison, <2 x i32> zeroinitializer
  %33 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %32, <2 x double> <double 0x3FD57072235DE5C8, double 0x3FE4C66240A2CEF0>, <2 x double> %30)
  %34 = insertelement <2 x double> poison, double %23, i64 0
  %35 = shufflevector <2 x double> %34, <2 x double> poison, <2 x i32> zeroinitializer
  %36 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %35, <2 x double> <double 0xBFEA2F537AE2C8B8, double 0xBFEFE0949A0C3E00>, <2 x double> %33)
  %37 = insertelement <2 x double> poison, double %26, i64 0
  %38 = shufflevector <2 x double> %37, <2 x double> poison, <2 x i32> zeroinitializer
  %39 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %38, <2 x double> <double 0xBFE8BA7C97320570, double 0xBFC75119D733FB5C>, <2 x double> %36)
  store <2 x double> %39, ptr %13, align 8, !tbaa !12, !noalias !14
  %40 = tail call double @llvm.fmuladd.f64(double %26, double 0x3FDF9F8D9AEA1109, double %24)
  store double %40, ptr %16, align 8, !tbaa !12, !noalias !14
  %41 = getelementptr inbounds i8, ptr %4, i64 32
  %42 = getelementptr inbounds i8, ptr %13, i64 24
  %43 = load double, ptr %41, align 8, !tbaa !12, !noalias !14
  %44 = getelementptr inbounds i8, ptr %13, i64 40
  %45 = load double, ptr %44, align 8, !tbaa !12, !noalias !14
  %46 = tail call double @llvm.fmuladd.f64(double %43, double 0x3FCE9FB8D64830E3, double %45)
  %47 = getelementptr inbounds i8, ptr %4, i64 40
  %48 = load double, ptr %47, align 8, !tbaa !12, !noalias !14
  %49 = tail call double @llvm.fmuladd.f64(double %48, double 0xBFEBE3F2DFD012D4, double %46)
  %50 = getelementptr inbounds i8, ptr %4, i64 48
  %51 = load double, ptr %50, align 8, !tbaa !12, !noalias !14
  %52 = tail call double @llvm.fmuladd.f64(double %51, double 0x3FD2D86D63EA9F52, double %49)
  %53 = getelementptr inbounds i8, ptr %4, i64 56
  %54 = load double, ptr %53, align 8, !tbaa !12, !noalias !14
  %55 = load <2 x double>, ptr %42, align 8, !tbaa !12, !noalias !14
  %56 = insertelement <2 x double> poison, double %43, i64 0
  %57 = shufflevector <2 x double> %56, <2 x double> poison, <2 x i32> zeroinitializer
  %58 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %57, <2 x double> <double 0x3FFFF5BD4D9636C6, double 0x3FE9DF33D9AAD708>, <2 x double> %55)
  %59 = insertelement <2 x double> poison, double %48, i64 0
  %60 = shufflevector <2 x double> %59, <2 x double> poison, <2 x i32> zeroinitializer
  %61 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %60, <2 x double> <double 0x3FD57072235DE5C8, double 0x3FE4C66240A2CEF0>, <2 x double> %58)
  %62 = insertelement <2 x double> poison, double %51, i64 0
  %63 = shufflevector <2 x double> %62, <2 x double> poison, <2 x i32> zeroinitializer
  %64 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %63, <2 x double> <double 0xBFEA2F537AE2C8B8, double 0xBFEFE0949A0C3E00>, <2 x double> %61)
  %65 = insertelement <2 x double> poison, double %54, i64 0
  %66 = shufflevector <2 x double> %65, <2 x double> poison, <2 x i32> zeroinitializer
  %67 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %66, <2 x double> <double 0xBFE8BA7C97320570, double 0xBFC75119D733FB5C>, <2 x double> %64)
  store <2 x double> %67, ptr %42, align 8, !tbaa !12, !noalias !14
  %68 = tail call double @llvm.fmuladd.f64(double %54, double 0x3FDF9F8D9AEA1109, double %52)
  store double %68, ptr %44, align 8, !tbaa !12, !noalias !14
  %69 = getelementptr inbounds i8, ptr %4, i64 64
  %70 = getelementptr inbounds i8, ptr %13, i64 48
  %71 = load double, ptr %69, align 8, !tbaa !12, !noalias !14
  %72 = getelementptr inbounds i8, ptr %13, i64 64
  %73 = load double, ptr %72, align 8, !tbaa !12, !noalias !14
  %74 = tail call double @llvm.fmuladd.f64(double %71, double 0x3FCE9FB8D64830E3, double %73)
  %75 = getelementptr inbounds i8, ptr %4, i64 72
  %76 = load double, ptr %75, align 8, !tbaa !12, !noalias !14
  %77 = tail call double @llvm.fmuladd.f64(double %76, double 0xBFEBE3F2DFD012D4, double %74)
  %78 = getelementptr inbounds i8, ptr %4, i64 80
  %79 = load double, ptr %78, align 8, !tbaa !12, !noalias !14
  %80 = tail call double @llvm.fmuladd.f64(double %79, double 0x3FD2D86D63EA9F52, double %77)
  %81 = getelementptr inbounds i8, ptr %4, i64 88
  %82 = load double, ptr %81, align 8, !tbaa !12, !noalias !14
  %83 = load <2 x double>, ptr %70, align 8, !tbaa !12, !noalias !14
  %84 = insertelement <2 x double> poison, double %71, i64 0
  %85 = shufflevector <2 x double> %84, <2 x double> poison, <2 x i32> zeroinitializer
  %86 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %85, <2 x double> <double 0x3FFFF5BD4D9636C6, double 0x3FE9DF33D9AAD708>, <2 x double> %83)
  %87 = insertelement <2 x double> poison, double %76, i64 0
  %88 = shufflevector <2 x double> %87, <2 x double> poison, <2 x i32> zeroinitializer
  %89 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %88, <2 x double> <double 0x3FD57072235DE5C8, double 0x3FE4C66240A2CEF0>, <2 x double> %86)
  %90 = insertelement <2 x double> poison, double %79, i64 0
  %91 = shufflevector <2 x double> %90, <2 x double> poison, <2 x i32> zeroinitializer
  %92 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %91, <2 x double> <double 0xBFEA2F537AE2C8B8, double 0xBFEFE0949A0C3E00>, <2 x double> %89)
  %93 = insertelement <2 x double> poison, double %82, i64 0
  %94 = shufflevector <2 x double> %93, <2 x double> poison, <2 x i32> zeroinitializer
  %95 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %94, <2 x double> <double 0xBFE8BA7C97320570, double 0xBFC75119D733FB5C>, <2 x double> %92)
  store <2 x double> %95, ptr %70, align 8, !tbaa !12, !noalias !14
  %96 = tail call double @llvm.fmuladd.f64(double %82, double 0x3FDF9F8D9AEA1109, double %80)
  store double %96, ptr %72, align 8, !tbaa !12, !noalias !14
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, i32 noundef 3, i32 noundef 3)
  %98 = load double, ptr %13, align 8, !tbaa !12
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %98)
  %100 = getelementptr inbounds i8, ptr %13, i64 8
  %101 = load double, ptr %100, align 8, !tbaa !12
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %101)
  %103 = getelementptr inbounds i8, ptr %13, i64 16
  %104 = load double, ptr %103, align 8, !tbaa !12
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %104)
  %106 = tail call i32 @putchar(i32 10)
  %107 = getelementptr inbounds i8, ptr %13, i64 24
  %108 = load double, ptr %107, align 8, !tbaa !12
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %108)
  %110 = getelementptr inbounds i8, ptr %13, i64 32
  %111 = load double, ptr %110, align 8, !tbaa !12
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %111)
  %113 = getelementptr inbounds i8, ptr %13, i64 40
  %114 = load double, ptr %113, align 8, !tbaa !12
  %115 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %114)
  %116 = tail call i32 @putchar(i32 10)
  %117 = getelementptr inbounds i8, ptr %13, i64 48
  %118 = load double, ptr %117, align 8, !tbaa !12
  %119 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %118)
  %120 = getelementptr inbounds i8, ptr %13, i64 56
  %121 = load double, ptr %120, align 8, !tbaa !12
  %122 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %121)
  %123 = getelementptr inbounds i8, ptr %13, i64 64
  %124 = load double, ptr %123, align 8, !tbaa !12
  %125 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %124)
  %126 = tail call i32 @putchar(i32 10)
  %127 = tail call noalias dereferenceable_or_null(72) ptr @calloc(i64 noundef 9, i64 noundef 8) #13
  %128 = load i32, ptr @_ZL6allocs, align 4, !tbaa !5, !noalias !22
  %129 = load double, ptr %13, align 8, !tbaa !12, !noalias !22
  store double %129, ptr %127, align 8, !tbaa !12, !noalias !22
  %130 = getelementptr inbounds i8, ptr %13, i64 8
  %131 = load double, ptr %130, align 8, !tbaa !12, !noalias !22
  %132 = getelementptr inbounds i8, ptr %127, i64 24
  store double %131, ptr %132, align 8, !tbaa !12, !noalias !22
  %133 = getelementptr inbounds i8, ptr %13, i64 16
  %134 = load double, ptr %133, align 8, !tbaa !12, !noalias !22
  %135 = getelementptr inbounds i8, ptr %127, i64 48
  store double %134, ptr %135, align 8, !tbaa !12, !noalias !22
  %136 = getelementptr inbounds i8, ptr %127, i64 8
  %137 = getelementptr inbounds i8, ptr %13, i64 24
  %138 = load double, ptr %137, align 8, !tbaa !12, !noalias !22
  store double %138, ptr %136, align 8, !tbaa !12, !noalias !22
  %139 = getelementptr inbounds i8, ptr %13, i64 32
  %140 = load double, ptr %139, align 8, !tbaa !12, !noalias !22
  %141 = getelementptr inbounds i8, ptr %127, i64 32
  store double %140, ptr %141, align 8, !tbaa !12, !noalias !22
  %142 = getelementptr inbounds i8, ptr %13, i64 40
  %143 = load double, ptr %142, align 8, !tbaa !12, !noalias !22
  %144 = getelementptr inbounds i8, ptr %127, i64 56
  store double %143, ptr %144, align 8, !tbaa !12, !noalias !22
  %145 = getelementptr inbounds i8, ptr %127, i64 16
  %146 = getelementptr inbounds i8, ptr %13, i64 48
  %147 = load double, ptr %146, align 8, !tbaa !12, !noalias !22
  store double %147, ptr %145, align 8, !tbaa !12, !noalias !22
  %148 = getelementptr inbounds i8, ptr %13, i64 56
  %149 = load double, ptr %148, align 8, !tbaa !12, !noalias !22
  %150 = getelementptr inbounds i8, ptr %127, i64 40
  store double %149, ptr %150, align 8, !tbaa !12, !noalias !22
  %151 = getelementptr inbounds i8, ptr %13, i64 64
  %152 = load double, ptr %151, align 8, !tbaa !12, !noalias !22
  %153 = getelementptr inbounds i8, ptr %127, i64 64
  store double %152, ptr %153, align 8, !tbaa !12, !noalias !22
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #14
  tail call void @llvm.experimental.noalias.scope.decl(metadata !25)
  store i32 3, ptr %2, align 8, !tbaa !17, !alias.scope !25
  %154 = getelementptr inbounds i8, ptr %2, i64 4
  store i32 3, ptr %154, align 4, !tbaa !20, !alias.scope !25
  %155 = getelementptr inbounds i8, ptr %2, i64 8
  %156 = tail call noalias dereferenceable_or_null(72) ptr @malloc(i64 noundef 72) #15
  store ptr %156, ptr %155, align 8, !tbaa !21, !alias.scope !25
  %157 = add nsw i32 %128, 2
  store i32 %157, ptr @_ZL6allocs, align 4, !tbaa !5, !noalias !25
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %156, ptr noundef nonnull align 8 dereferenceable(72) %13, i64 72, i1 false), !noalias !25
  %158 = load double, ptr %127, align 8, !tbaa !12, !noalias !25
  %159 = load double, ptr %156, align 8, !tbaa !12, !noalias !25
  %160 = fadd double %158, %159
  store double %160, ptr %156, align 8, !tbaa !12, !noalias !25
  %161 = getelementptr inbounds i8, ptr %127, i64 8
  %162 = load double, ptr %161, align 8, !tbaa !12, !noalias !25
  %163 = getelementptr inbounds i8, ptr %156, i64 8
  %164 = load double, ptr %163, align 8, !tbaa !12, !noalias !25
  %165 = fadd double %162, %164
  store double %165, ptr %163, align 8, !tbaa !12, !noalias !25
  %166 = getelementptr inbounds i8, ptr %127, i64 16
  %167 = load double, ptr %166, align 8, !tbaa !12, !noalias !25
  %168 = getelementptr inbounds i8, ptr %156, i64 16
  %169 = load double, ptr %168, align 8, !tbaa !12, !noalias !25
  %170 = fadd double %167, %169
  store double %170, ptr %168, align 8, !tbaa !12, !noalias !25
  %171 = getelementptr inbounds i8, ptr %127, i64 24
  %172 = load double, ptr %171, align 8, !tbaa !12, !noalias !25
  %173 = getelementptr inbounds i8, ptr %156, i64 24
  %174 = load double, ptr %173, align 8, !tbaa !12, !noalias !25
  %175 = fadd double %172, %174
  store double %175, ptr %173, align 8, !tbaa !12, !noalias !25
  %176 = getelementptr inbounds i8, ptr %127, i64 32
  %177 = load double, ptr %176, align 8, !tbaa !12, !noalias !25
  %178 = getelementptr inbounds i8, ptr %156, i64 32
  %179 = load double, ptr %178, align 8, !tbaa !12, !noalias !25
  %180 = fadd double %177, %179
  store double %180, ptr %178, align 8, !tbaa !12, !noalias !25
  %181 = getelementptr inbounds i8, ptr %127, i64 40
  %182 = load double, ptr %181, align 8, !tbaa !12, !noalias !25
  %183 = getelementptr inbounds i8, ptr %156, i64 40
  %184 = load double, ptr %183, align 8, !tbaa !12, !noalias !25
  %185 = fadd double %182, %184
  store double %185, ptr %183, align 8, !tbaa !12, !noalias !25
  %186 = getelementptr inbounds i8, ptr %127, i64 48
  %187 = load double, ptr %186, align 8, !tbaa !12, !noalias !25
  %188 = getelementptr inbounds i8, ptr %156, i64 48
  %189 = load double, ptr %188, align 8, !tbaa !12, !noalias !25
  %190 = fadd double %187, %189
  store double %190, ptr %188, align 8, !tbaa !12, !noalias !25
  %191 = getelementptr inbounds i8, ptr %127, i64 56
  %192 = load double, ptr %191, align 8, !tbaa !12, !noalias !25
  %193 = getelementptr inbounds i8, ptr %156, i64 56
  %194 = load double, ptr %193, align 8, !tbaa !12, !noalias !25
  %195 = fadd double %192, %194
  store double %195, ptr %193, align 8, !tbaa !12, !noalias !25
  %196 = getelementptr inbounds i8, ptr %127, i64 64
  %197 = load double, ptr %196, align 8, !tbaa !12, !noalias !25
  %198 = getelementptr inbounds i8, ptr %156, i64 64
  %199 = load double, ptr %198, align 8, !tbaa !12, !noalias !25
  %200 = fadd double %197, %199
  store double %200, ptr %198, align 8, !tbaa !12, !noalias !25
  %201 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, i32 noundef 3, i32 noundef 3)
  %202 = load double, ptr %156, align 8, !tbaa !12
  %203 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %202)
  %204 = getelementptr inbounds i8, ptr %156, i64 8
  %205 = load double, ptr %204, align 8, !tbaa !12
  %206 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %205)
  %207 = getelementptr inbounds i8, ptr %156, i64 16
  %208 = load double, ptr %207, align 8, !tbaa !12
  %209 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %208)
  %210 = tail call i32 @putchar(i32 10)
  %211 = getelementptr inbounds i8, ptr %156, i64 24
  %212 = load double, ptr %211, align 8, !tbaa !12
  %213 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %212)
  %214 = getelementptr inbounds i8, ptr %156, i64 32
  %215 = load double, ptr %214, align 8, !tbaa !12
  %216 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %215)
  %217 = getelementptr inbounds i8, ptr %156, i64 40
  %218 = load double, ptr %217, align 8, !tbaa !12
  %219 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %218)
  %220 = tail call i32 @putchar(i32 10)
  %221 = getelementptr inbounds i8, ptr %156, i64 48
  %222 = load double, ptr %221, align 8, !tbaa !12
  %223 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %222)
  %224 = getelementptr inbounds i8, ptr %156, i64 56
  %225 = load double, ptr %224, align 8, !tbaa !12
  %226 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %225)
  %227 = getelementptr inbounds i8, ptr %156, i64 64
  %228 = load double, ptr %227, align 8, !tbaa !12
  %229 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %228)
  %230 = tail call i32 @putchar(i32 10)
  %231 = call noundef double @_ZNK6Matrix11determinantEv(ptr noundef nonnull align 8 dereferenceable(16) %1)
  %232 = call noundef double @_ZNK6Matrix11determinantEv(ptr noundef nonnull align 8 dereferenceable(16) %2)
  %233 = load i32, ptr %1, align 8, !tbaa !17
  %234 = load i32, ptr %11, align 4, !tbaa !20
  %235 = mul nsw i32 %234, %233
  %236 = icmp sgt i32 %235, 0
  br i1 %236, label %237, label %281

237:                                              ; preds = %0
  %238 = load ptr, ptr %12, align 8, !tbaa !21
  %239 = zext nneg i32 %235 to i64
  %240 = and i64 %239, 3
  %241 = icmp ult i32 %235, 4
  br i1 %241, label %266, label %242

242:                                              ; preds = %237
  %243 = and i64 %239, 2147483644
  br label %244

244:                                              ; preds = %244, %242
  %245 = phi i64 [ 0, %242 ], [ %263, %244 ]
  %246 = phi double [ 0.000000e+00, %242 ], [ %262, %244 ]
  %247 = phi i64 [ 0, %242 ], [ %264, %244 ]
  %248 = getelementptr inbounds double, ptr %238, i64 %245
  %249 = load double, ptr %248, align 8, !tbaa !12
  %250 = call double @llvm.fmuladd.f64(double %249, double %249, double %246)
  %251 = or disjoint i64 %245, 1
  %252 = getelementptr inbounds double, ptr %238, i64 %251
  %253 = load double, ptr %252, align 8, !tbaa !12
  %254 = call double @llvm.fmuladd.f64(double %253, double %253, double %250)
  %255 = or disjoint i64 %245, 2
  %256 = getelementptr inbounds double, ptr %238, i64 %255
  %257 = load double, ptr %256, align 8, !tbaa !12
  %258 = call double @llvm.fmuladd.f64(double %257, double %257, double %254)
  %259 = or disjoint i64 %245, 3
  %260 = getelementptr inbounds double, ptr %238, i64 %259
  %261 = load double, ptr %260, align 8, !tbaa !12
  %262 = call double @llvm.fmuladd.f64(double %261, double %261, double %258)
  %263 = add nuw nsw i64 %245, 4
  %264 = add i64 %247, 4
  %265 = icmp eq i64 %264, %243
  br i1 %265, label %266, label %244, !llvm.loop !28

266:                                              ; preds = %244, %237
  %267 = phi double [ poison, %237 ], [ %262, %244 ]
  %268 = phi i64 [ 0, %237 ], [ %263, %244 ]
  %269 = phi double [ 0.000000e+00, %237 ], [ %262, %244 ]
  %270 = icmp eq i64 %240, 0
  br i1 %270, label %281, label %271

271:                                              ; preds = %266, %271
  %272 = phi i64 [ %278, %271 ], [ %268, %266 ]
  %273 = phi double [ %277, %271 ], [ %269, %266 ]
  %274 = phi i64 [ %279, %271 ], [ 0, %266 ]
  %275 = getelementptr inbounds double, ptr %238, i64 %272
  %276 = load double, ptr %275, align 8, !tbaa !12
  %277 = call double @llvm.fmuladd.f64(double %276, double %276, double %273)
  %278 = add nuw nsw i64 %272, 1
  %279 = add i64 %274, 1
  %280 = icmp eq i64 %279, %240
  br i1 %280, label %281, label %271, !llvm.loop !30

281:                                              ; preds = %266, %271, %0
  %282 = phi double [ 0.000000e+00, %0 ], [ %267, %266 ], [ %277, %271 ]
  %283 = call noundef double @sqrt(double noundef %282) #14
  %284 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %231, double noundef %232, double noundef %283)
  %285 = call noalias dereferenceable_or_null(128) ptr @calloc(i64 noundef 16, i64 noundef 8) #13
  %286 = load i32, ptr @_ZL6allocs, align 4, !tbaa !5, !noalias !32
  store double 1.000000e+00, ptr %285, align 8, !tbaa !12, !noalias !32
  %287 = getelementptr inbounds i8, ptr %285, i64 40
  store double 1.000000e+00, ptr %287, align 8, !tbaa !12, !noalias !32
  %288 = getelementptr inbounds i8, ptr %285, i64 80
  store double 1.000000e+00, ptr %288, align 8, !tbaa !12, !noalias !32
  %289 = getelementptr inbounds i8, ptr %285, i64 120
  store double 1.000000e+00, ptr %289, align 8, !tbaa !12, !noalias !32
  %290 = call noalias dereferenceable_or_null(96) ptr @calloc(i64 noundef 12, i64 noundef 8) #13
  %291 = add nsw i32 %286, 2
  store i32 %291, ptr @_ZL6allocs, align 4, !tbaa !5, !noalias !35
  %292 = load double, ptr %285, align 8, !tbaa !12, !noalias !35
  %293 = load double, ptr %4, align 8, !tbaa !12, !noalias !35
  %294 = load double, ptr %290, align 8, !tbaa !12, !noalias !35
  %295 = call double @llvm.fmuladd.f64(double %293, double %292, double %294)
  %296 = getelementptr inbounds i8, ptr %290, i64 8
  %297 = load double, ptr %296, align 8, !tbaa !12, !noalias !35
  %298 = call double @llvm.fmuladd.f64(double %293, double 0.000000e+00, double %297)
  %299 = getelementptr inbounds i8, ptr %290, i64 16
  %300 = load double, ptr %299, align 8, !tbaa !12, !noalias !35
  %301 = call double @llvm.fmuladd.f64(double %293, double 0.000000e+00, double %300)
  %302 = getelementptr inbounds i8, ptr %290, i64 24
  %303 = load double, ptr %302, align 8, !tbaa !12, !noalias !35
  %304 = call double @llvm.fmuladd.f64(double %293, double 0.000000e+00, double %303)
  %305 = getelementptr inbounds i8, ptr %4, i64 8
  %306 = load double, ptr %305, align 8, !tbaa !12, !noalias !35
  %307 = call double @llvm.fmuladd.f64(double %306, double 0.000000e+00, double %295)
  %308 = fadd double %306, %298
  %309 = call double @llvm.fmuladd.f64(double %306, double 0.000000e+00, double %301)
  %310 = call double @llvm.fmuladd.f64(double %306, double 0.000000e+00, double %304)
  %311 = getelementptr inbounds i8, ptr %4, i64 16
  %312 = load double, ptr %311, align 8, !tbaa !12, !noalias !35
  %313 = fadd double %312, %309
  %314 = call double @llvm.fmuladd.f64(double %312, double 0.000000e+00, double %310)
  %315 = getelementptr inbounds i8, ptr %4, i64 24
  %316 = load double, ptr %315, align 8, !tbaa !12, !noalias !35
  %317 = insertelement <2 x double> poison, double %312, i64 0
  %318 = shufflevector <2 x double> %317, <2 x double> poison, <2 x i32> zeroinitializer
  %319 = insertelement <2 x double> poison, double %307, i64 0
  %320 = insertelement <2 x double> %319, double %308, i64 1
  %321 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %318, <2 x double> zeroinitializer, <2 x double> %320)
  %322 = insertelement <2 x double> poison, double %316, i64 0
  %323 = shufflevector <2 x double> %322, <2 x double> poison, <2 x i32> zeroinitializer
  %324 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %323, <2 x double> zeroinitializer, <2 x double> %321)
  store <2 x double> %324, ptr %290, align 8, !tbaa !12, !noalias !35
  %325 = call double @llvm.fmuladd.f64(double %316, double 0.000000e+00, double %313)
  store double %325, ptr %299, align 8, !tbaa !12, !noalias !35
  %326 = fadd double %316, %314
  store double %326, ptr %302, align 8, !tbaa !12, !noalias !35
  %327 = getelementptr inbounds i8, ptr %4, i64 32
  %328 = getelementptr inbounds i8, ptr %290, i64 32
  %329 = load double, ptr %327, align 8, !tbaa !12, !noalias !35
  %330 = load double, ptr %328, align 8, !tbaa !12, !noalias !35
  %331 = call double @llvm.fmuladd.f64(double %329, double %292, double %330)
  %332 = getelementptr inbounds i8, ptr %290, i64 40
  %333 = load double, ptr %332, align 8, !tbaa !12, !noalias !35
  %334 = call double @llvm.fmuladd.f64(double %329, double 0.000000e+00, double %333)
  %335 = getelementptr inbounds i8, ptr %290, i64 48
  %336 = load double, ptr %335, align 8, !tbaa !12, !noalias !35
  %337 = call double @llvm.fmuladd.f64(double %329, double 0.000000e+00, double %336)
  %338 = getelementptr inbounds i8, ptr %290, i64 56
  %339 = load double, ptr %338, align 8, !tbaa !12, !noalias !35
  %340 = call double @llvm.fmuladd.f64(double %329, double 0.000000e+00, double %339)
  %341 = getelementptr inbounds i8, ptr %4, i64 40
  %342 = load double, ptr %341, align 8, !tbaa !12, !noalias !35
  %343 = call double @llvm.fmuladd.f64(double %342, double 0.000000e+00, double %331)
  %344 = fadd double %342, %334
  %345 = call double @llvm.fmuladd.f64(double %342, double 0.000000e+00, double %337)
  %346 = call double @llvm.fmuladd.f64(double %342, double 0.000000e+00, double %340)
  %347 = getelementptr inbounds i8, ptr %4, i64 48
  %348 = load double, ptr %347, align 8, !tbaa !12, !noalias !35
  %349 = fadd double %348, %345
  %350 = call double @llvm.fmuladd.f64(double %348, double 0.000000e+00, double %346)
  %351 = getelementptr inbounds i8, ptr %4, i64 56
  %352 = load double, ptr %351, align 8, !tbaa !12, !noalias !35
  %353 = insertelement <2 x double> poison, double %348, i64 0
  %354 = shufflevector <2 x double> %353, <2 x double> poison, <2 x i32> zeroinitializer
  %355 = insertelement <2 x double> poison, double %343, i64 0
  %356 = insertelement <2 x double> %355, double %344, i64 1
  %357 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %354, <2 x double> zeroinitializer, <2 x double> %356)
  %358 = insertelement <2 x double> poison, double %352, i64 0
  %359 = shufflevector <2 x double> %358, <2 x double> poison, <2 x i32> zeroinitializer
  %360 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %359, <2 x double> zeroinitializer, <2 x double> %357)
  store <2 x double> %360, ptr %328, align 8, !tbaa !12, !noalias !35
  %361 = call double @llvm.fmuladd.f64(double %352, double 0.000000e+00, double %349)
  store double %361, ptr %335, align 8, !tbaa !12, !noalias !35
  %362 = fadd double %352, %350
  store double %362, ptr %338, align 8, !tbaa !12, !noalias !35
  %363 = getelementptr inbounds i8, ptr %4, i64 64
  %364 = getelementptr inbounds i8, ptr %290, i64 64
  %365 = load double, ptr %363, align 8, !tbaa !12, !noalias !35
  %366 = load double, ptr %364, align 8, !tbaa !12, !noalias !35
  %367 = call double @llvm.fmuladd.f64(double %365, double %292, double %366)
  %368 = getelementptr inbounds i8, ptr %290, i64 72
  %369 = load double, ptr %368, align 8, !tbaa !12, !noalias !35
  %370 = call double @llvm.fmuladd.f64(double %365, double 0.000000e+00, double %369)
  %371 = getelementptr inbounds i8, ptr %290, i64 80
  %372 = load double, ptr %371, align 8, !tbaa !12, !noalias !35
  %373 = call double @llvm.fmuladd.f64(double %365, double 0.000000e+00, double %372)
  %374 = getelementptr inbounds i8, ptr %290, i64 88
  %375 = load double, ptr %374, align 8, !tbaa !12, !noalias !35
  %376 = call double @llvm.fmuladd.f64(double %365, double 0.000000e+00, double %375)
  %377 = getelementptr inbounds i8, ptr %4, i64 72
  %378 = load double, ptr %377, align 8, !tbaa !12, !noalias !35
  %379 = call double @llvm.fmuladd.f64(double %378, double 0.000000e+00, double %367)
  %380 = fadd double %378, %370
  %381 = call double @llvm.fmuladd.f64(double %378, double 0.000000e+00, double %373)
  %382 = call double @llvm.fmuladd.f64(double %378, double 0.000000e+00, double %376)
  %383 = getelementptr inbounds i8, ptr %4, i64 80
  %384 = load double, ptr %383, align 8, !tbaa !12, !noalias !35
  %385 = fadd double %384, %381
  %386 = call double @llvm.fmuladd.f64(double %384, double 0.000000e+00, double %382)
  %387 = getelementptr inbounds i8, ptr %4, i64 88
  %388 = load double, ptr %387, align 8, !tbaa !12, !noalias !35
  %389 = insertelement <2 x double> poison, double %384, i64 0
  %390 = shufflevector <2 x double> %389, <2 x double> poison, <2 x i32> zeroinitializer
  %391 = insertelement <2 x double> poison, double %379, i64 0
  %392 = insertelement <2 x double> %391, double %380, i64 1
  %393 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %390, <2 x double> zeroinitializer, <2 x double> %392)
  %394 = insertelement <2 x double> poison, double %388, i64 0
  %395 = shufflevector <2 x double> %394, <2 x double> poison, <2 x i32> zeroinitializer
  %396 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %395, <2 x double> zeroinitializer, <2 x double> %393)
  store <2 x double> %396, ptr %364, align 8, !tbaa !12, !noalias !35
  %397 = call double @llvm.fmuladd.f64(double %388, double 0.000000e+00, double %385)
  store double %397, ptr %371, align 8, !tbaa !12, !noalias !35
  %398 = fadd double %388, %386
  store double %398, ptr %374, align 8, !tbaa !12, !noalias !35
  %399 = call noalias dereferenceable_or_null(96) ptr @malloc(i64 noundef 96) #15
  %400 = add nsw i32 %286, 3
  store i32 %400, ptr @_ZL6allocs, align 4, !tbaa !5, !noalias !38
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(96) %399, ptr noundef nonnull align 8 dereferenceable(96) %290, i64 96, i1 false), !noalias !38
  %401 = load double, ptr %399, align 8, !tbaa !12, !noalias !38
  %402 = fadd double %401, 0x3FF7ABBA1D12C17C
  %403 = getelementptr inbounds i8, ptr %399, i64 8
  %404 = load double, ptr %403, align 8, !tbaa !12, !noalias !38
  %405 = fadd double %404, 0x3FEDD343A21A55C4
  %406 = getelementptr inbounds i8, ptr %399, i64 16
  %407 = load double, ptr %406, align 8, !tbaa !12, !noalias !38
  %408 = fadd double %407, 0x3FEE48171F1A3857
  %409 = getelementptr inbounds i8, ptr %399, i64 24
  %410 = load double, ptr %409, align 8, !tbaa !12, !noalias !38
  %411 = fadd double %410, 0x3FE07EFCBBA085BE
  %412 = getelementptr inbounds i8, ptr %399, i64 32
  %413 = load double, ptr %412, align 8, !tbaa !12, !noalias !38
  %414 = fadd double %413, 0x3FEF29C281BD15F0
  %415 = getelementptr inbounds i8, ptr %399, i64 40
  %416 = load double, ptr %415, align 8, !tbaa !12, !noalias !38
  %417 = fadd double %416, 0x3FF9935786E7E558
  %418 = getelementptr inbounds i8, ptr %399, i64 48
  %419 = load double, ptr %418, align 8, !tbaa !12, !noalias !38
  %420 = fadd double %419, 0xBFADE33739E82D32
  %421 = getelementptr inbounds i8, ptr %399, i64 56
  %422 = load double, ptr %421, align 8, !tbaa !12, !noalias !38
  %423 = fadd double %422, 0xBFE6022E2D1FB3CB
  %424 = getelementptr inbounds i8, ptr %399, i64 64
  %425 = load double, ptr %424, align 8, !tbaa !12, !noalias !38
  %426 = fadd double %425, 0x3FA54A0F8298102E
  %427 = getelementptr inbounds i8, ptr %399, i64 72
  %428 = load double, ptr %427, align 8, !tbaa !12, !noalias !38
  %429 = fadd double %428, 0xBFE39456FFECC09D
  %430 = getelementptr inbounds i8, ptr %399, i64 80
  %431 = load double, ptr %430, align 8, !tbaa !12, !noalias !38
  %432 = fadd double %431, 0x3F9702584717F000
  %433 = getelementptr inbounds i8, ptr %399, i64 88
  %434 = load double, ptr %433, align 8, !tbaa !12, !noalias !38
  %435 = fadd double %434, 0xBFEC4542B2BA24D7
  %436 = call double @llvm.fmuladd.f64(double %402, double %402, double 0.000000e+00)
  %437 = call double @llvm.fmuladd.f64(double %405, double %405, double %436)
  %438 = call double @llvm.fmuladd.f64(double %408, double %408, double %437)
  %439 = call double @llvm.fmuladd.f64(double %411, double %411, double %438)
  %440 = call double @llvm.fmuladd.f64(double %414, double %414, double %439)
  %441 = call double @llvm.fmuladd.f64(double %417, double %417, double %440)
  %442 = call double @llvm.fmuladd.f64(double %420, double %420, double %441)
  %443 = call double @llvm.fmuladd.f64(double %423, double %423, double %442)
  %444 = call double @llvm.fmuladd.f64(double %426, double %426, double %443)
  %445 = call double @llvm.fmuladd.f64(double %429, double %429, double %444)
  %446 = call double @llvm.fmuladd.f64(double %432, double %432, double %445)
  %447 = call double @llvm.fmuladd.f64(double %435, double %435, double %446)
  %448 = call noundef double @sqrt(double noundef %447) #14
  %449 = fadd double %448, 0xC018783744C1BB51
  %450 = call double @llvm.fabs.f64(double %449)
  %451 = fcmp olt double %450, 0x3D719799812DEA11
  %452 = zext i1 %451 to i32
  %453 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %452)
  %454 = load i32, ptr @_ZL5frees, align 4, !tbaa !5
  call void @free(ptr noundef nonnull %399) #14
  %455 = load i32, ptr @_ZL6allocs, align 4, !tbaa !5
  %456 = add nsw i32 %455, 2
  store i32 %456, ptr @_ZL6allocs, align 4, !tbaa !5
  %457 = add nsw i32 %454, 2
  store i32 %457, ptr @_ZL5frees, align 4, !tbaa !5
  %458 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 3, i32 noundef 4, i32 noundef 3, i32 noundef 4)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #14
  call void @llvm.experimental.noalias.scope.decl(metadata !41)
  store i32 3, ptr %3, align 8, !tbaa !17, !alias.scope !41
  %459 = getelementptr inbounds i8, ptr %3, i64 4
  %460 = getelementptr inbounds i8, ptr %3, i64 8
  %461 = call noalias dereferenceable_or_null(72) ptr @calloc(i64 noundef 9, i64 noundef 8) #13
  %462 = load i32, ptr @_ZL6allocs, align 4, !tbaa !5, !noalias !41
  %463 = add nsw i32 %462, 1
  store double 1.000000e+00, ptr %461, align 8, !tbaa !12, !noalias !41
  %464 = getelementptr inbounds i8, ptr %461, i64 32
  store double 1.000000e+00, ptr %464, align 8, !tbaa !12, !noalias !41
  %465 = getelementptr inbounds i8, ptr %461, i64 64
  store double 1.000000e+00, ptr %465, align 8, !tbaa !12, !noalias !41
  %466 = load i32, ptr %11, align 4, !tbaa !20, !noalias !44
  %467 = mul nsw i32 %466, 3
  %468 = sext i32 %467 to i64
  %469 = icmp sgt i32 %466, 0
  %470 = load ptr, ptr %12, align 8, !noalias !44
  %471 = zext i32 %466 to i64
  %472 = load i32, ptr @_ZL5frees, align 4, !tbaa !5
  %473 = add nsw i64 %471, -1
  %474 = and i64 %471, 1
  %475 = icmp eq i64 %473, 0
  %476 = and i64 %471, 2147483646
  %477 = icmp eq i64 %474, 0
  %478 = zext i32 %466 to i64
  %479 = and i64 %471, 1
  %480 = icmp eq i64 %473, 0
  %481 = and i64 %471, 2147483646
  %482 = icmp eq i64 %479, 0
  %483 = shl i32 %466, 1
  %484 = zext i32 %483 to i64
  %485 = and i64 %471, 1
  %486 = icmp eq i64 %473, 0
  %487 = and i64 %471, 2147483646
  %488 = icmp eq i64 %485, 0
  br label %528

489:                                              ; preds = %662
  store i32 %535, ptr @_ZL6allocs, align 4, !tbaa !5, !noalias !44
  store i32 %466, ptr %459, align 4, !tbaa !5
  store ptr %534, ptr %460, align 8, !tbaa !47
  %490 = call noundef double @_ZNK6Matrix11determinantEv(ptr noundef nonnull align 8 dereferenceable(16) %3)
  %491 = call noundef double @_ZNK6Matrix11determinantEv(ptr noundef nonnull align 8 dereferenceable(16) %1)
  %492 = call noundef double @pow(double noundef %491, double noundef 5.000000e+00) #14
  %493 = call noundef double @_ZNK6Matrix11determinantEv(ptr noundef nonnull align 8 dereferenceable(16) %3)
  %494 = call noundef double @_ZNK6Matrix11determinantEv(ptr noundef nonnull align 8 dereferenceable(16) %1)
  %495 = call noundef double @pow(double noundef %494, double noundef 5.000000e+00) #14
  %496 = fdiv double %493, %495
  %497 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %490, double noundef %492, double noundef %496)
  %498 = load ptr, ptr %460, align 8, !tbaa !21
  %499 = icmp eq ptr %498, null
  br i1 %499, label %503, label %500

500:                                              ; preds = %489
  %501 = load i32, ptr @_ZL5frees, align 4, !tbaa !5
  %502 = add nsw i32 %501, 1
  store i32 %502, ptr @_ZL5frees, align 4, !tbaa !5
  call void @free(ptr noundef nonnull %498) #14
  br label %503

503:                                              ; preds = %489, %500
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #14
  %504 = load i32, ptr @_ZL5frees, align 4, !tbaa !5
  %505 = add nsw i32 %504, 2
  call void @free(ptr noundef nonnull %290) #14
  %506 = add nsw i32 %505, 1
  store i32 %506, ptr @_ZL5frees, align 4, !tbaa !5
  call void @free(ptr noundef nonnull %285) #14
  %507 = load ptr, ptr %155, align 8, !tbaa !21
  %508 = icmp eq ptr %507, null
  br i1 %508, label %511, label %509

509:                                              ; preds = %503
  %510 = add nsw i32 %505, 2
  store i32 %510, ptr @_ZL5frees, align 4, !tbaa !5
  call void @free(ptr noundef nonnull %507) #14
  br label %511

511:                                              ; preds = %503, %509
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #14
  %512 = load i32, ptr @_ZL5frees, align 4, !tbaa !5
  %513 = add nsw i32 %512, 1
  store i32 %513, ptr @_ZL5frees, align 4, !tbaa !5
  call void @free(ptr noundef nonnull %127) #14
  %514 = load ptr, ptr %12, align 8, !tbaa !21
  %515 = icmp eq ptr %514, null
  br i1 %515, label %519, label %516

516:                                              ; preds = %511
  %517 = load i32, ptr @_ZL5frees, align 4, !tbaa !5
  %518 = add nsw i32 %517, 1
  store i32 %518, ptr @_ZL5frees, align 4, !tbaa !5
  call void @free(ptr noundef nonnull %514) #14
  br label %519

519:                                              ; preds = %511, %516
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #14
  %520 = load i32, ptr @_ZL5frees, align 4, !tbaa !5
  %521 = add nsw i32 %520, 2
  store i32 %521, ptr @_ZL5frees, align 4, !tbaa !5
  call void @free(ptr noundef nonnull %4) #14
  %522 = load i32, ptr @_ZL6allocs, align 4, !tbaa !5
  %523 = icmp eq i32 %522, %521
  %524 = zext i1 %523 to i32
  %525 = icmp sgt i32 %522, 0
  %526 = zext i1 %525 to i32
  %527 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %524, i32 noundef %526)
  ret i32 0

528:                                              ; preds = %662, %281
  %529 = phi i32 [ %663, %662 ], [ %472, %281 ]
  %530 = phi ptr [ %534, %662 ], [ %461, %281 ]
  %531 = phi i32 [ %466, %662 ], [ 3, %281 ]
  %532 = phi i32 [ %535, %662 ], [ %463, %281 ]
  %533 = phi i32 [ %664, %662 ], [ 0, %281 ]
  %534 = call noalias ptr @calloc(i64 noundef %468, i64 noundef 8) #13
  %535 = add nsw i32 %532, 1
  %536 = icmp sgt i32 %531, 0
  %537 = zext i32 %531 to i64
  br i1 %536, label %538, label %627

538:                                              ; preds = %528, %638
  %539 = phi i64 [ %639, %638 ], [ 0, %528 ]
  br i1 %469, label %540, label %638

540:                                              ; preds = %538
  %541 = getelementptr inbounds double, ptr %530, i64 %539
  %542 = mul nuw nsw i64 %539, %471
  %543 = getelementptr inbounds double, ptr %470, i64 %542
  br i1 %475, label %629, label %641

544:                                              ; preds = %638
  br i1 %536, label %545, label %627

545:                                              ; preds = %544
  %546 = getelementptr inbounds double, ptr %530, i64 %537
  %547 = getelementptr inbounds double, ptr %534, i64 %478
  br label %548

548:                                              ; preds = %582, %545
  %549 = phi i64 [ 0, %545 ], [ %583, %582 ]
  br i1 %469, label %550, label %582

550:                                              ; preds = %548
  %551 = getelementptr inbounds double, ptr %546, i64 %549
  %552 = mul nuw nsw i64 %549, %471
  %553 = getelementptr inbounds double, ptr %470, i64 %552
  br i1 %480, label %573, label %554

554:                                              ; preds = %550, %554
  %555 = phi i64 [ %570, %554 ], [ 0, %550 ]
  %556 = phi i64 [ %571, %554 ], [ 0, %550 ]
  %557 = load double, ptr %551, align 8, !tbaa !12, !noalias !44
  %558 = getelementptr inbounds double, ptr %553, i64 %555
  %559 = load double, ptr %558, align 8, !tbaa !12, !noalias !44
  %560 = getelementptr inbounds double, ptr %547, i64 %555
  %561 = load double, ptr %560, align 8, !tbaa !12, !noalias !44
  %562 = call double @llvm.fmuladd.f64(double %557, double %559, double %561)
  store double %562, ptr %560, align 8, !tbaa !12, !noalias !44
  %563 = or disjoint i64 %555, 1
  %564 = load double, ptr %551, align 8, !tbaa !12, !noalias !44
  %565 = getelementptr inbounds double, ptr %553, i64 %563
  %566 = load double, ptr %565, align 8, !tbaa !12, !noalias !44
  %567 = getelementptr inbounds double, ptr %547, i64 %563
  %568 = load double, ptr %567, align 8, !tbaa !12, !noalias !44
  %569 = call double @llvm.fmuladd.f64(double %564, double %566, double %568)
  store double %569, ptr %567, align 8, !tbaa !12, !noalias !44
  %570 = add nuw nsw i64 %555, 2
  %571 = add i64 %556, 2
  %572 = icmp eq i64 %571, %481
  br i1 %572, label %573, label %554, !llvm.loop !48

573:                                              ; preds = %554, %550
  %574 = phi i64 [ 0, %550 ], [ %570, %554 ]
  br i1 %482, label %582, label %575

575:                                              ; preds = %573
  %576 = load double, ptr %551, align 8, !tbaa !12, !noalias !44
  %577 = getelementptr inbounds double, ptr %553, i64 %574
  %578 = load double, ptr %577, align 8, !tbaa !12, !noalias !44
  %579 = getelementptr inbounds double, ptr %547, i64 %574
  %580 = load double, ptr %579, align 8, !tbaa !12, !noalias !44
  %581 = call double @llvm.fmuladd.f64(double %576, double %578, double %580)
  store double %581, ptr %579, align 8, !tbaa !12, !noalias !44
  br label %582

582:                                              ; preds = %573, %575, %548
  %583 = add nuw nsw i64 %549, 1
  %584 = icmp eq i64 %583, %537
  br i1 %584, label %585, label %548, !llvm.loop !49

585:                                              ; preds = %582
  br i1 %536, label %586, label %627

586:                                              ; preds = %585
  %587 = shl nuw nsw i64 %537, 4
  %588 = getelementptr inbounds i8, ptr %530, i64 %587
  %589 = getelementptr inbounds double, ptr %534, i64 %484
  br label %590

590:                                              ; preds = %624, %586
  %591 = phi i64 [ 0, %586 ], [ %625, %624 ]
  br i1 %469, label %592, label %624

592:                                              ; preds = %590
  %593 = getelementptr inbounds double, ptr %588, i64 %591
  %594 = mul nuw nsw i64 %591, %471
  %595 = getelementptr inbounds double, ptr %470, i64 %594
  br i1 %486, label %615, label %596

596:                                              ; preds = %592, %596
  %597 = phi i64 [ %612, %596 ], [ 0, %592 ]
  %598 = phi i64 [ %613, %596 ], [ 0, %592 ]
  %599 = load double, ptr %593, align 8, !tbaa !12, !noalias !44
  %600 = getelementptr inbounds double, ptr %595, i64 %597
  %601 = load double, ptr %600, align 8, !tbaa !12, !noalias !44
  %602 = getelementptr inbounds double, ptr %589, i64 %597
  %603 = load double, ptr %602, align 8, !tbaa !12, !noalias !44
  %604 = call double @llvm.fmuladd.f64(double %599, double %601, double %603)
  store double %604, ptr %602, align 8, !tbaa !12, !noalias !44
  %605 = or disjoint i64 %597, 1
  %606 = load double, ptr %593, align 8, !tbaa !12, !noalias !44
  %607 = getelementptr inbounds double, ptr %595, i64 %605
  %608 = load double, ptr %607, align 8, !tbaa !12, !noalias !44
  %609 = getelementptr inbounds double, ptr %589, i64 %605
  %610 = load double, ptr %609, align 8, !tbaa !12, !noalias !44
  %611 = call double @llvm.fmuladd.f64(double %606, double %608, double %610)
  store double %611, ptr %609, align 8, !tbaa !12, !noalias !44
  %612 = add nuw nsw i64 %597, 2
  %613 = add i64 %598, 2
  %614 = icmp eq i64 %613, %487
  br i1 %614, label %615, label %596, !llvm.loop !48

615:                                              ; preds = %596, %592
  %616 = phi i64 [ 0, %592 ], [ %612, %596 ]
  br i1 %488, label %624, label %617

617:                                              ; preds = %615
  %618 = load double, ptr %593, align 8, !tbaa !12, !noalias !44
  %619 = getelementptr inbounds double, ptr %595, i64 %616
  %620 = load double, ptr %619, align 8, !tbaa !12, !noalias !44
  %621 = getelementptr inbounds double, ptr %589, i64 %616
  %622 = load double, ptr %621, align 8, !tbaa !12, !noalias !44
  %623 = call double @llvm.fmuladd.f64(double %618, double %620, double %622)
  store double %623, ptr %621, align 8, !tbaa !12, !noalias !44
  br label %624

624:                                              ; preds = %615, %617, %590
  %625 = add nuw nsw i64 %591, 1
  %626 = icmp eq i64 %625, %537
  br i1 %626, label %627, label %590, !llvm.loop !49

627:                                              ; preds = %528, %544, %624, %585
  %628 = icmp eq ptr %530, null
  br i1 %628, label %662, label %660

629:                                              ; preds = %641, %540
  %630 = phi i64 [ 0, %540 ], [ %657, %641 ]
  br i1 %477, label %638, label %631

631:                                              ; preds = %629
  %632 = load double, ptr %541, align 8, !tbaa !12, !noalias !44
  %633 = getelementptr inbounds double, ptr %543, i64 %630
  %634 = load double, ptr %633, align 8, !tbaa !12, !noalias !44
  %635 = getelementptr inbounds double, ptr %534, i64 %630
  %636 = load double, ptr %635, align 8, !tbaa !12, !noalias !44
  %637 = call double @llvm.fmuladd.f64(double %632, double %634, double %636)
  store double %637, ptr %635, align 8, !tbaa !12, !noalias !44
  br label %638

638:                                              ; preds = %631, %629, %538
  %639 = add nuw nsw i64 %539, 1
  %640 = icmp eq i64 %639, %537
  br i1 %640, label %544, label %538, !llvm.loop !49

641:                                              ; preds = %540, %641
  %642 = phi i64 [ %657, %641 ], [ 0, %540 ]
  %643 = phi i64 [ %658, %641 ], [ 0, %540 ]
  %644 = load double, ptr %541, align 8, !tbaa !12, !noalias !44
  %645 = getelementptr inbounds double, ptr %543, i64 %642
  %646 = load double, ptr %645, align 8, !tbaa !12, !noalias !44
  %647 = getelementptr inbounds double, ptr %534, i64 %642
  %648 = load double, ptr %647, align 8, !tbaa !12, !noalias !44
  %649 = call double @llvm.fmuladd.f64(double %644, double %646, double %648)
  store double %649, ptr %647, align 8, !tbaa !12, !noalias !44
  %650 = or disjoint i64 %642, 1
  %651 = load double, ptr %541, align 8, !tbaa !12, !noalias !44
  %652 = getelementptr inbounds double, ptr %543, i64 %650
  %653 = load double, ptr %652, align 8, !tbaa !12, !noalias !44
  %654 = getelementptr inbounds double, ptr %534, i64 %650
  %655 = load double, ptr %654, align 8, !tbaa !12, !noalias !44
  %656 = call double @llvm.fmuladd.f64(double %651, double %653, double %655)
  store double %656, ptr %654, align 8, !tbaa !12, !noalias !44
  %657 = add nuw nsw i64 %642, 2
  %658 = add i64 %643, 2
  %659 = icmp eq i64 %658, %476
  br i1 %659, label %629, label %641, !llvm.loop !48

660:                                              ; preds = %627
  %661 = add nsw i32 %529, 1
  store i32 %661, ptr @_ZL5frees, align 4, !tbaa !5
  call void @free(ptr noundef nonnull %530) #14
  br label %662

662:                                              ; preds = %627, %660
  %663 = phi i32 [ %529, %627 ], [ %661, %660 ]
  %664 = add nuw nsw i32 %533, 1
  %665 = icmp eq i32 %664, 5
  br i1 %665, label %489, label %528, !llvm.loop !50
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_ZNK6Matrix11determinantEv(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #3 comdat align 2 {
  %2 = load i32, ptr %0, align 8, !tbaa !17
  %3 = getelementptr inbounds i8, ptr %0, i64 4
  %4 = load i32, ptr %3, align 4, !tbaa !20
  %5 = mul nsw i32 %4, %2
  %6 = sext i32 %5 to i64
  %7 = shl nsw i64 %6, 3
  %8 = tail call noalias ptr @malloc(i64 noundef %7) #15
  %9 = load i32, ptr @_ZL6allocs, align 4, !tbaa !5
  %10 = add nsw i32 %9, 1
  store i32 %10, ptr @_ZL6allocs, align 4, !tbaa !5
  %11 = getelementptr inbounds i8, ptr %0, i64 8
  %12 = load ptr, ptr %11, align 8, !tbaa !21
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %12, i64 %7, i1 false)
  %13 = icmp sgt i32 %2, 0
  br i1 %13, label %14, label %50

14:                                               ; preds = %1
  %15 = icmp sgt i32 %4, 0
  %16 = sext i32 %4 to i64
  %17 = zext nneg i32 %2 to i64
  %18 = zext nneg i32 %2 to i64
  %19 = zext i32 %4 to i64
  %20 = zext i32 %4 to i64
  %21 = shl nsw i64 %16, 3
  %22 = add nsw i64 %21, 8
  %23 = shl nuw nsw i64 %18, 3
  %24 = add nsw i64 %23, -8
  %25 = mul i64 %24, %16
  %26 = shl nuw nsw i64 %19, 3
  %27 = getelementptr i8, ptr %8, i64 %25
  %28 = getelementptr i8, ptr %27, i64 %26
  %29 = shl nsw i64 %16, 3
  %30 = add nuw nsw i64 %18, 2305843009213693951
  %31 = mul i64 %30, %16
  %32 = shl nuw nsw i64 %19, 3
  %33 = add i64 %31, %19
  %34 = shl i64 %33, 3
  %35 = getelementptr i8, ptr %8, i64 %34
  %36 = getelementptr i8, ptr %8, i64 %32
  %37 = getelementptr i8, ptr %8, i64 %21
  %38 = getelementptr i8, ptr %8, i64 %26
  %39 = icmp ult i32 %4, 6
  %40 = and i64 %19, 2147483644
  %41 = icmp eq i64 %40, %19
  %42 = and i64 %19, 1
  %43 = icmp eq i64 %42, 0
  %44 = add nsw i64 %19, -1
  %45 = icmp slt i32 %4, 0
  %46 = add nsw i64 %19, -1
  br label %57

47:                                               ; preds = %210, %146
  %48 = add nuw nsw i64 %59, 1
  %49 = icmp eq i64 %67, %18
  br i1 %49, label %50, label %57, !llvm.loop !51

50:                                               ; preds = %47, %1
  %51 = phi double [ 1.000000e+00, %1 ], [ %152, %47 ]
  %52 = icmp eq ptr %8, null
  br i1 %52, label %56, label %53

53:                                               ; preds = %50
  %54 = load i32, ptr @_ZL5frees, align 4, !tbaa !5
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr @_ZL5frees, align 4, !tbaa !5
  tail call void @free(ptr noundef nonnull %8) #14
  br label %56

56:                                               ; preds = %50, %53
  ret double %51

57:                                               ; preds = %14, %47
  %58 = phi i64 [ 0, %14 ], [ %67, %47 ]
  %59 = phi i64 [ 1, %14 ], [ %48, %47 ]
  %60 = phi double [ 1.000000e+00, %14 ], [ %152, %47 ]
  %61 = sub nsw i64 %19, %58
  %62 = mul i64 %22, %58
  %63 = getelementptr i8, ptr %37, i64 %62
  %64 = getelementptr i8, ptr %8, i64 %62
  %65 = mul i64 %29, %58
  %66 = getelementptr i8, ptr %38, i64 %65
  %67 = add nuw nsw i64 %58, 1
  %68 = icmp ult i64 %67, %17
  %69 = trunc nuw nsw i64 %58 to i32
  br i1 %68, label %70, label %73

70:                                               ; preds = %57
  %71 = getelementptr double, ptr %8, i64 %58
  %72 = getelementptr double, ptr %8, i64 %58
  br label %114

73:                                               ; preds = %114, %57
  %74 = phi i32 [ %69, %57 ], [ %128, %114 ]
  %75 = zext i32 %74 to i64
  %76 = icmp eq i64 %58, %75
  br i1 %76, label %146, label %77

77:                                               ; preds = %73
  br i1 %15, label %78, label %131

78:                                               ; preds = %77
  %79 = mul nuw nsw i64 %58, %16
  %80 = mul nsw i32 %74, %4
  %81 = sext i32 %80 to i64
  %82 = getelementptr double, ptr %8, i64 %79
  %83 = getelementptr double, ptr %8, i64 %81
  br i1 %39, label %84, label %95

84:                                               ; preds = %113, %95, %78
  %85 = phi i64 [ 0, %95 ], [ 0, %78 ], [ %40, %113 ]
  br i1 %43, label %92, label %86

86:                                               ; preds = %84
  %87 = getelementptr double, ptr %82, i64 %85
  %88 = getelementptr double, ptr %83, i64 %85
  %89 = load double, ptr %87, align 8, !tbaa !12
  %90 = load double, ptr %88, align 8, !tbaa !12
  store double %90, ptr %87, align 8, !tbaa !12
  store double %89, ptr %88, align 8, !tbaa !12
  %91 = or disjoint i64 %85, 1
  br label %92

92:                                               ; preds = %86, %84
  %93 = phi i64 [ %85, %84 ], [ %91, %86 ]
  %94 = icmp eq i64 %85, %44
  br i1 %94, label %131, label %133

95:                                               ; preds = %78
  %96 = shl nsw i64 %81, 3
  %97 = getelementptr i8, ptr %36, i64 %96
  %98 = icmp ult ptr %8, %97
  %99 = icmp ult ptr %83, %35
  %100 = and i1 %98, %99
  br i1 %100, label %84, label %101

101:                                              ; preds = %95, %101
  %102 = phi i64 [ %111, %101 ], [ 0, %95 ]
  %103 = getelementptr double, ptr %82, i64 %102
  %104 = getelementptr double, ptr %83, i64 %102
  %105 = getelementptr i8, ptr %103, i64 16
  %106 = load <2 x double>, ptr %103, align 8, !tbaa !12, !alias.scope !52, !noalias !55
  %107 = load <2 x double>, ptr %105, align 8, !tbaa !12, !alias.scope !52, !noalias !55
  %108 = getelementptr i8, ptr %104, i64 16
  %109 = load <2 x double>, ptr %104, align 8, !tbaa !12, !alias.scope !55
  %110 = load <2 x double>, ptr %108, align 8, !tbaa !12, !alias.scope !55
  store <2 x double> %109, ptr %103, align 8, !tbaa !12, !alias.scope !52, !noalias !55
  store <2 x double> %110, ptr %105, align 8, !tbaa !12, !alias.scope !52, !noalias !55
  store <2 x double> %106, ptr %104, align 8, !tbaa !12, !alias.scope !55
  store <2 x double> %107, ptr %108, align 8, !tbaa !12, !alias.scope !55
  %111 = add nuw i64 %102, 4
  %112 = icmp eq i64 %111, %40
  br i1 %112, label %113, label %101, !llvm.loop !57

113:                                              ; preds = %101
  br i1 %41, label %131, label %84

114:                                              ; preds = %70, %114
  %115 = phi i64 [ %59, %70 ], [ %129, %114 ]
  %116 = phi i32 [ %69, %70 ], [ %128, %114 ]
  %117 = mul nsw i64 %115, %16
  %118 = getelementptr double, ptr %71, i64 %117
  %119 = load double, ptr %118, align 8, !tbaa !12
  %120 = tail call double @llvm.fabs.f64(double %119)
  %121 = mul nsw i32 %116, %4
  %122 = sext i32 %121 to i64
  %123 = getelementptr double, ptr %72, i64 %122
  %124 = load double, ptr %123, align 8, !tbaa !12
  %125 = tail call double @llvm.fabs.f64(double %124)
  %126 = fcmp ogt double %120, %125
  %127 = trunc nuw nsw i64 %115 to i32
  %128 = select i1 %126, i32 %127, i32 %116
  %129 = add nuw nsw i64 %115, 1
  %130 = icmp eq i64 %129, %18
  br i1 %130, label %73, label %114, !llvm.loop !60

131:                                              ; preds = %92, %133, %113, %77
  %132 = fneg double %60
  br label %146

133:                                              ; preds = %92, %133
  %134 = phi i64 [ %144, %133 ], [ %93, %92 ]
  %135 = getelementptr double, ptr %82, i64 %134
  %136 = getelementptr double, ptr %83, i64 %134
  %137 = load double, ptr %135, align 8, !tbaa !12
  %138 = load double, ptr %136, align 8, !tbaa !12
  store double %138, ptr %135, align 8, !tbaa !12
  store double %137, ptr %136, align 8, !tbaa !12
  %139 = add nuw nsw i64 %134, 1
  %140 = getelementptr double, ptr %82, i64 %139
  %141 = getelementptr double, ptr %83, i64 %139
  %142 = load double, ptr %140, align 8, !tbaa !12
  %143 = load double, ptr %141, align 8, !tbaa !12
  store double %143, ptr %140, align 8, !tbaa !12
  store double %142, ptr %141, align 8, !tbaa !12
  %144 = add nuw nsw i64 %134, 2
  %145 = icmp eq i64 %144, %19
  br i1 %145, label %131, label %133, !llvm.loop !61

146:                                              ; preds = %131, %73
  %147 = phi double [ %132, %131 ], [ %60, %73 ]
  %148 = mul nsw i64 %58, %16
  %149 = getelementptr double, ptr %8, i64 %148
  %150 = getelementptr double, ptr %149, i64 %58
  %151 = load double, ptr %150, align 8, !tbaa !12
  %152 = fmul double %147, %151
  br i1 %68, label %153, label %47

153:                                              ; preds = %146
  %154 = icmp slt i64 %58, %16
  %155 = getelementptr double, ptr %8, i64 %58
  %156 = getelementptr double, ptr %8, i64 %148
  %157 = icmp ult i64 %61, 4
  %158 = icmp ult ptr %63, %66
  %159 = icmp ult ptr %64, %28
  %160 = and i1 %158, %159
  %161 = or i1 %160, %45
  %162 = and i64 %61, -4
  %163 = add i64 %58, %162
  %164 = icmp eq i64 %61, %162
  br label %165

165:                                              ; preds = %153, %210
  %166 = phi i64 [ %59, %153 ], [ %211, %210 ]
  br i1 %154, label %167, label %210

167:                                              ; preds = %165
  %168 = mul nsw i64 %166, %16
  %169 = load double, ptr %150, align 8, !tbaa !12
  %170 = getelementptr double, ptr %155, i64 %168
  %171 = load double, ptr %170, align 8, !tbaa !12
  %172 = fneg double %171
  %173 = fdiv double %172, %169
  %174 = getelementptr double, ptr %8, i64 %168
  %175 = select i1 %157, i1 true, i1 %161
  br i1 %175, label %176, label %191

176:                                              ; preds = %167, %209
  %177 = phi i64 [ %58, %167 ], [ %163, %209 ]
  %178 = sub i64 %19, %177
  %179 = and i64 %178, 1
  %180 = icmp eq i64 %179, 0
  br i1 %180, label %188, label %181

181:                                              ; preds = %176
  %182 = getelementptr double, ptr %156, i64 %177
  %183 = load double, ptr %182, align 8, !tbaa !12
  %184 = getelementptr double, ptr %174, i64 %177
  %185 = load double, ptr %184, align 8, !tbaa !12
  %186 = tail call double @llvm.fmuladd.f64(double %173, double %183, double %185)
  store double %186, ptr %184, align 8, !tbaa !12
  %187 = add nuw nsw i64 %177, 1
  br label %188

188:                                              ; preds = %181, %176
  %189 = phi i64 [ %177, %176 ], [ %187, %181 ]
  %190 = icmp eq i64 %177, %46
  br i1 %190, label %210, label %213

191:                                              ; preds = %167
  %192 = insertelement <2 x double> poison, double %173, i64 0
  %193 = shufflevector <2 x double> %192, <2 x double> poison, <2 x i32> zeroinitializer
  br label %194

194:                                              ; preds = %194, %191
  %195 = phi i64 [ 0, %191 ], [ %207, %194 ]
  %196 = add i64 %58, %195
  %197 = getelementptr double, ptr %156, i64 %196
  %198 = getelementptr i8, ptr %197, i64 16
  %199 = load <2 x double>, ptr %197, align 8, !tbaa !12, !alias.scope !62
  %200 = load <2 x double>, ptr %198, align 8, !tbaa !12, !alias.scope !62
  %201 = getelementptr double, ptr %174, i64 %196
  %202 = getelementptr i8, ptr %201, i64 16
  %203 = load <2 x double>, ptr %201, align 8, !tbaa !12, !alias.scope !65, !noalias !62
  %204 = load <2 x double>, ptr %202, align 8, !tbaa !12, !alias.scope !65, !noalias !62
  %205 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %193, <2 x double> %199, <2 x double> %203)
  %206 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %193, <2 x double> %200, <2 x double> %204)
  store <2 x double> %205, ptr %201, align 8, !tbaa !12, !alias.scope !65, !noalias !62
  store <2 x double> %206, ptr %202, align 8, !tbaa !12, !alias.scope !65, !noalias !62
  %207 = add nuw i64 %195, 4
  %208 = icmp eq i64 %207, %162
  br i1 %208, label %209, label %194, !llvm.loop !67

209:                                              ; preds = %194
  br i1 %164, label %210, label %176

210:                                              ; preds = %188, %213, %209, %165
  %211 = add nuw nsw i64 %166, 1
  %212 = icmp eq i64 %211, %18
  br i1 %212, label %47, label %165, !llvm.loop !68

213:                                              ; preds = %188, %213
  %214 = phi i64 [ %226, %213 ], [ %189, %188 ]
  %215 = getelementptr double, ptr %156, i64 %214
  %216 = load double, ptr %215, align 8, !tbaa !12
  %217 = getelementptr double, ptr %174, i64 %214
  %218 = load double, ptr %217, align 8, !tbaa !12
  %219 = tail call double @llvm.fmuladd.f64(double %173, double %216, double %218)
  store double %219, ptr %217, align 8, !tbaa !12
  %220 = add nuw nsw i64 %214, 1
  %221 = getelementptr double, ptr %156, i64 %220
  %222 = load double, ptr %221, align 8, !tbaa !12
  %223 = getelementptr double, ptr %174, i64 %220
  %224 = load double, ptr %223, align 8, !tbaa !12
  %225 = tail call double @llvm.fmuladd.f64(double %173, double %222, double %224)
  store double %225, ptr %223, align 8, !tbaa !12
  %226 = add nuw nsw i64 %214, 2
  %227 = icmp eq i64 %226, %20
  br i1 %227, label %210, label %213, !llvm.loop !69
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @pow(double noundef, double noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #12

attributes #0 = { mustprogress norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { nofree nounwind }
attributes #11 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nounwind allocsize(0,1) }
attributes #14 = { nounwind }
attributes #15 = { nounwind allocsize(0) }

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
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10}
!10 = distinct !{!10, !11, !"_ZL4makeiid: argument 0"}
!11 = distinct !{!11, !"_ZL4makeiid"}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !7, i64 0}
!14 = !{!15}
!15 = distinct !{!15, !16, !"_ZNK6MatrixmlERKS_: argument 0"}
!16 = distinct !{!16, !"_ZNK6MatrixmlERKS_"}
!17 = !{!18, !6, i64 0}
!18 = !{!"_ZTS6Matrix", !6, i64 0, !6, i64 4, !19, i64 8}
!19 = !{!"any pointer", !7, i64 0}
!20 = !{!18, !6, i64 4}
!21 = !{!18, !19, i64 8}
!22 = !{!23}
!23 = distinct !{!23, !24, !"_ZNK6Matrix9transposeEv: argument 0"}
!24 = distinct !{!24, !"_ZNK6Matrix9transposeEv"}
!25 = !{!26}
!26 = distinct !{!26, !27, !"_ZNK6MatrixplERKS_: argument 0"}
!27 = distinct !{!27, !"_ZNK6MatrixplERKS_"}
!28 = distinct !{!28, !29}
!29 = !{!"llvm.loop.mustprogress"}
!30 = distinct !{!30, !31}
!31 = !{!"llvm.loop.unroll.disable"}
!32 = !{!33}
!33 = distinct !{!33, !34, !"_ZN6Matrix8identityEi: argument 0"}
!34 = distinct !{!34, !"_ZN6Matrix8identityEi"}
!35 = !{!36}
!36 = distinct !{!36, !37, !"_ZNK6MatrixmlERKS_: argument 0"}
!37 = distinct !{!37, !"_ZNK6MatrixmlERKS_"}
!38 = !{!39}
!39 = distinct !{!39, !40, !"_ZNK6MatrixplERKS_: argument 0"}
!40 = distinct !{!40, !"_ZNK6MatrixplERKS_"}
!41 = !{!42}
!42 = distinct !{!42, !43, !"_ZN6Matrix8identityEi: argument 0"}
!43 = distinct !{!43, !"_ZN6Matrix8identityEi"}
!44 = !{!45}
!45 = distinct !{!45, !46, !"_ZNK6MatrixmlERKS_: argument 0"}
!46 = distinct !{!46, !"_ZNK6MatrixmlERKS_"}
!47 = !{!19, !19, i64 0}
!48 = distinct !{!48, !29}
!49 = distinct !{!49, !29}
!50 = distinct !{!50, !29}
!51 = distinct !{!51, !29}
!52 = !{!53}
!53 = distinct !{!53, !54}
!54 = distinct !{!54, !"LVerDomain"}
!55 = !{!56}
!56 = distinct !{!56, !54}
!57 = distinct !{!57, !29, !58, !59}
!58 = !{!"llvm.loop.isvectorized", i32 1}
!59 = !{!"llvm.loop.unroll.runtime.disable"}
!60 = distinct !{!60, !29}
!61 = distinct !{!61, !29, !58}
!62 = !{!63}
!63 = distinct !{!63, !64}
!64 = distinct !{!64, !"LVerDomain"}
!65 = !{!66}
!66 = distinct !{!66, !64}
!67 = distinct !{!67, !29, !58, !59}
!68 = distinct !{!68, !29}
!69 = distinct !{!69, !29, !58}
