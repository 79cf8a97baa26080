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
  %4 = tail call noalias dereferenceable_or_null(96) ptr @calloc(i64 noundef 12, i64 noundef 8) #12
  %5 = load i32, ptr @_ZL6allocs, align 4, !tbaa !5, !noalias !9
  store double 0x3FF7ABBA1D12C17C, ptr %4, align 8, !tbaa !12, !noalias !9
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  store double 0x3FEDD343A21A55C4, ptr %6, align 8, !tbaa !12, !noalias !9
  %7 = getelementptr inbounds i8, ptr %4, i64 16
  store double 0x3FEE48171F1A3857, ptr %7, align 8, !tbaa !12, !noalias !9
  %8 = getelementptr inbounds i8, ptr %4, i64 24
  store double 0x3FE07EFCBBA085BE, ptr %8, align 8, !tbaa !12, !noalias !9
  %9 = getelementptr inbounds i8, ptr %4, i64 32
  store double 0x3FEF29C281BD15F0, ptr %9, align 8, !tbaa !12, !noalias !9
  %10 = getelementptr inbounds i8, ptr %4, i64 40
  store double 0x3FF9935786E7E558, ptr %10, align 8, !tbaa !12, !noalias !9
  %11 = getelementptr inbounds i8, ptr %4, i64 48
  store double 0xBFADE33739E82D32, ptr %11, align 8, !tbaa !12, !noalias !9
  %12 = getelementptr inbounds i8, ptr %4, i64 56
  store double 0xBFE6022E2D1FB3CB, ptr %12, align 8, !tbaa !12, !noalias !9
  %13 = getelementptr inbounds i8, ptr %4, i64 64
  store double 0x3FA54A0F8298102E, ptr %13, align 8, !tbaa !12, !noalias !9
  %14 = getelementptr inbounds i8, ptr %4, i64 72
  store double 0xBFE39456FFECC09D, ptr %14, align 8, !tbaa !12, !noalias !9
  %15 = getelementptr inbounds i8, ptr %4, i64 80
  store double 0x3F9702584717F000, ptr %15, align 8, !tbaa !12, !noalias !9
  %16 = getelementptr inbounds i8, ptr %4, i64 88
  store double 0xBFEC4542B2BA24D7, ptr %16, align 8, !tbaa !12, !noalias !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #13
  tail call void @llvm.experimental.noalias.scope.decl(metadata !14)
  store i32 3, ptr %1, align 8, !tbaa !17, !alias.scope !14
  %17 = getelementptr inbounds i8, ptr %1, i64 4
  store i32 3, ptr %17, align 4, !tbaa !20, !alias.scope !14
  %18 = getelementptr inbounds i8, ptr %1, i64 8
  %19 = tail call noalias dereferenceable_or_null(72) ptr @calloc(i64 noundef 9, i64 noundef 8) #12
  store ptr %19, ptr %18, align 8, !tbaa !21, !alias.scope !14
  %20 = add nsw i32 %5, 3
  store i32 %20, ptr @_ZL6allocs, align 4, !tbaa !5, !noalias !14
  %21 = load double, ptr %4, align 8, !tbaa !12, !noalias !14
  %22 = load double, ptr %19, align 8, !tbaa !12, !noalias !14
  %23 = tail call double @llvm.fmuladd.f64(double %21, double 0x3FFFF5BD4D9636C6, double %22)
  %24 = getelementptr inbounds i8, ptr %19, i64 8
  %25 = load double, ptr %24, align 8, !tbaa !12, !noalias !14
  %26 = tail call double @llvm.fmuladd.f64(double %21, double 0x3FE9DF33D9AAD708, double %25)
  %27 = getelementptr inbounds i8, ptr %19, i64 16
  %28 = load double, ptr %27, align 8, !tbaa !12, !noalias !14
  %29 = tail call double @llvm.fmuladd.f64(double %21, double 0x3FCE9FB8D64830E3, double %28)
  %30 = getelementptr inbounds i8, ptr %4, i64 8
  %31 = load double, ptr %30, align 8, !tbaa !12, !noalias !14
  %32 = tail call double @llvm.fmuladd.f64(double %31, double 0x3FD57072235DE5C8, double %23)
  %33 = tail call double @llvm.fmuladd.f64(double %31, double 0x3FE4C66240A2CEF0, double %26)
  %34 = tail call double @llvm.fmuladd.f64(double %31, double 0xBFEBE3F2DFD012D4, double %29)
  %35 = getelementptr inbounds i8, ptr %4, i64 16
  %36 = load double, ptr %35, align 8, !tbaa !12, !noalias !14
  %37 = tail call double @llvm.fmuladd.f64(double %36, double 0xBFEA2F537AE2C8B8, double %32)
  %38 = tail call double @llvm.fmuladd.f64(double %36, double 0xBFEFE0949A0C3E00, double %33)
  %39 = tail call double @llvm.fmuladd.f64(double %36, double 0x3FD2D86D63EA9F52, double %34)
  %40 = getelementptr inbounds i8, ptr %4, i64 24
  %41 = load double, ptr %40, align 8, !tbaa !12, !noalias !14
  %42 = tail call double @llvm.fmuladd.f64(double %41, double 0xBFE8BA7C97320570, double %37)
  store double %42, ptr %19, align 8, !tbaa !12, !noalias !14
  %43 = tail call double @llvm.fmuladd.f64(double %41, double 0xBFC75119D733FB5C, double %38)
  store double %43, ptr %24, align 8, !tbaa !12, !noalias !14
  %44 = tail call double @llvm.fmuladd.f64(double %41, double 0x3FDF9F8D9AEA1109, double %39)
  store double %44, ptr %27, align 8, !tbaa !12, !noalias !14
  %45 = getelementptr inbounds i8, ptr %4, i64 32
  %46 = getelementptr inbounds i8, ptr %19, i64 24
  %47 = load double, ptr %45, align 8, !tbaa !12, !noalias !14
  %48 = load double, ptr %46, align 8, !tbaa !12, !noalias !14
  %49 = tail call double @llvm.fmuladd.f64(double %47, double 0x3FFFF5BD4D9636C6, double %48)
  %50 = getelementptr inbounds i8, ptr %19, i64 32
  %51 = load double, ptr %50, align 8, !tbaa !12, !noalias !14
  %52 = tail call double @llvm.fmuladd.f64(double %47, double 0x3FE9DF33D9AAD708, double %51)
  %53 = getelementptr inbounds i8, ptr %19, i64 40
  %54 = load double, ptr %53, align 8, !tbaa !12, !noalias !14
  %55 = tail call double @llvm.fmuladd.f64(double %47, double 0x3FCE9FB8D64830E3, double %54)
  %56 = getelementptr inbounds i8, ptr %4, i64 40
  %57 = load double, ptr %56, align 8, !tbaa !12, !noalias !14
  %58 = tail call double @llvm.fmuladd.f64(double %57, double 0x3FD57072235DE5C8, double %49)
  %59 = tail call double @llvm.fmuladd.f64(double %57, double 0x3FE4C66240A2CEF0, double %52)
  %60 = tail call double @llvm.fmuladd.f64(double %57, double 0xBFEBE3F2DFD012D4, double %55)
  %61 = getelementptr inbounds i8, ptr %4, i64 48
  %62 = load double, ptr %61, align 8, !tbaa !12, !noalias !14
  %63 = tail call double @llvm.fmuladd.f64(double %62, double 0xBFEA2F537AE2C8B8, double %58)
  %64 = tail call double @llvm.fmuladd.f64(double %62, double 0xBFEFE0949A0C3E00, double %59)
  %65 = tail call double @llvm.fmuladd.f64(double %62, double 0x3FD2D86D63EA9F52, double %60)
  %66 = getelementptr inbounds i8, ptr %4, i64 56
  %67 = load double, ptr %66, align 8, !tbaa !12, !noalias !14
  %68 = tail call double @llvm.fmuladd.f64(double %67, double 0xBFE8BA7C97320570, double %63)
  store double %68, ptr %46, align 8, !tbaa !12, !noalias !14
  %69 = tail call double @llvm.fmuladd.f64(double %67, double 0xBFC75119D733FB5C, double %64)
  store double %69, ptr %50, align 8, !tbaa !12, !noalias !14
  %70 = tail call double @llvm.fmuladd.f64(double %67, double 0x3FDF9F8D9AEA1109, double %65)
  store double %70, ptr %53, align 8, !tbaa !12, !noalias !14
  %71 = getelementptr inbounds i8, ptr %4, i64 64
  %72 = getelementptr inbounds i8, ptr %19, i64 48
  %73 = load double, ptr %71, align 8, !tbaa !12, !noalias !14
  %74 = load double, ptr %72, align 8, !tbaa !12, !noalias !14
  %75 = tail call double @llvm.fmuladd.f64(double %73, double 0x3FFFF5BD4D9636C6, double %74)
  %76 = getelementptr inbounds i8, ptr %19, i64 56
  %77 = load double, ptr %76, align 8, !tbaa !12, !noalias !14
  %78 = tail call double @llvm.fmuladd.f64(double %73, double 0x3FE9DF33D9AAD708, double %77)
  %79 = getelementptr inbounds i8, ptr %19, i64 64
  %80 = load double, ptr %79, align 8, !tbaa !12, !noalias !14
  %81 = tail call double @llvm.fmuladd.f64(double %73, double 0x3FCE9FB8D64830E3, double %80)
  %82 = getelementptr inbounds i8, ptr %4, i64 72
  %83 = load double, ptr %82, align 8, !tbaa !12, !noalias !14
  %84 = tail call double @llvm.fmuladd.f64(double %83, double 0x3FD57072235DE5C8, double %75)
  %85 = tail call double @llvm.fmuladd.f64(double %83, double 0x3FE4C66240A2CEF0, double %78)
  %86 = tail call double @llvm.fmuladd.f64(double %83, double 0xBFEBE3F2DFD012D4, double %81)
  %87 = getelementptr inbounds i8, ptr %4, i64 80
  %88 = load double, ptr %87, align 8, !tbaa !12, !noalias !14
  %89 = tail call double @llvm.fmuladd.f64(double %88, double 0xBFEA2F537AE2C8B8, double %84)
  %90 = tail call double @llvm.fmuladd.f64(double %88, double 0xBFEFE0949A0C3E00, double %85)
  %91 = tail call double @llvm.fmuladd.f64(double %88, double 0x3FD2D86D63EA9F52, double %86)
  %92 = getelementptr inbounds i8, ptr %4, i64 88
  %93 = load double, ptr %92, align 8, !tbaa !12, !noalias !14
  %94 = tail call double @llvm.fmuladd.f64(double %93, double 0xBFE8BA7C97320570, double %89)
  store double %94, ptr %72, align 8, !tbaa !12, !noalias !14
  %95 = tail call double @llvm.fmuladd.f64(double %93, double 0xBFC75119D733FB5C, double %90)
  store double %95, ptr %76, align 8, !tbaa !12, !noalias !14
  %96 = tail call double @llvm.fmuladd.f64(double %93, double 0x3FDF9F8D9AEA1109, double %91)
  store double %96, ptr %79, align 8, !tbaa !12, !noalias !14
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, i32 noundef 3, i32 noundef 3)
  %98 = load double, ptr %19, align 8, !tbaa !12
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %98)
  %100 = getelementptr inbounds i8, ptr %19, i64 8
  %101 = load double, ptr %100, align 8, !tbaa !12
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %101)
  %103 = getelementptr inbounds i8, ptr %19, i64 16
  %104 = load double, ptr %103, align 8, !tbaa !12
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %104)
  %106 = tail call i32 @putchar(i32 10)
  %107 = getelementptr inbounds i8, ptr %19, i64 24
  %108 = load double, ptr %107, align 8, !tbaa !12
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %108)
  %110 = getelementptr inbounds i8, ptr %19, i64 32
  %111 = load double, ptr %110, align 8, !tbaa !12
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %111)
  %113 = getelementptr inbounds i8, ptr %19, i64 40
  %114 = load double, ptr %113, align 8, !tbaa !12
  %115 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %114)
  %116 = tail call i32 @putchar(i32 10)
  %117 = getelementptr inbounds i8, ptr %19, i64 48
  %118 = load double, ptr %117, align 8, !tbaa !12
  %119 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %118)
  %120 = getelementptr inbounds i8, ptr %19, i64 56
  %121 = load double, ptr %120, align 8, !tbaa !12
  %122 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %121)
  %123 = getelementptr inbounds i8, ptr %19, i64 64
  %124 = load double, ptr %123, align 8, !tbaa !12
  %125 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %124)
  %126 = tail call i32 @putchar(i32 10)
  %127 = tail call noalias dereferenceable_or_null(72) ptr @calloc(i64 noundef 9, i64 noundef 8) #12
  %128 = load i32, ptr @_ZL6allocs, align 4, !tbaa !5, !noalias !22
  %129 = load double, ptr %19, align 8, !tbaa !12, !noalias !22
  store double %129, ptr %127, align 8, !tbaa !12, !noalias !22
  %130 = getelementptr inbounds i8, ptr %19, i64 8
  %131 = load double, ptr %130, align 8, !tbaa !12, !noalias !22
  %132 = getelementptr inbounds i8, ptr %127, i64 24
  store double %131, ptr %132, align 8, !tbaa !12, !noalias !22
  %133 = getelementptr inbounds i8, ptr %19, i64 16
  %134 = load double, ptr %133, align 8, !tbaa !12, !noalias !22
  %135 = getelementptr inbounds i8, ptr %127, i64 48
  store double %134, ptr %135, align 8, !tbaa !12, !noalias !22
  %136 = getelementptr inbounds i8, ptr %127, i64 8
  %137 = getelementptr inbounds i8, ptr %19, i64 24
  %138 = load double, ptr %137, align 8, !tbaa !12, !noalias !22
  store double %138, ptr %136, align 8, !tbaa !12, !noalias !22
  %139 = getelementptr inbounds i8, ptr %19, i64 32
  %140 = load double, ptr %139, align 8, !tbaa !12, !noalias !22
  %141 = getelementptr inbounds i8, ptr %127, i64 32
  store double %140, ptr %141, align 8, !tbaa !12, !noalias !22
  %142 = getelementptr inbounds i8, ptr %19, i64 40
  %143 = load double, ptr %142, align 8, !tbaa !12, !noalias !22
  %144 = getelementptr inbounds i8, ptr %127, i64 56
  store double %143, ptr %144, align 8, !tbaa !12, !noalias !22
  %145 = getelementptr inbounds i8, ptr %127, i64 16
  %146 = getelementptr inbounds i8, ptr %19, i64 48
  %147 = load double, ptr %146, align 8, !tbaa !12, !noalias !22
  store double %147, ptr %145, align 8, !tbaa !12, !noalias !22
  %148 = getelementptr inbounds i8, ptr %19, i64 56
  %149 = load double, ptr %148, align 8, !tbaa !12, !noalias !22
  %150 = getelementptr inbounds i8, ptr %127, i64 40
  store double %149, ptr %150, align 8, !tbaa !12, !noalias !22
  %151 = getelementptr inbounds i8, ptr %19, i64 64
  %152 = load double, ptr %151, align 8, !tbaa !12, !noalias !22
  %153 = getelementptr inbounds i8, ptr %127, i64 64
  store double %152, ptr %153, align 8, !tbaa !12, !noalias !22
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #13
  tail call void @llvm.experimental.noalias.scope.decl(metadata !25)
  store i32 3, ptr %2, align 8, !tbaa !17, !alias.scope !25
  %154 = getelementptr inbounds i8, ptr %2, i64 4
  store i32 3, ptr %154, align 4, !tbaa !20, !alias.scope !25
  %155 = getelementptr inbounds i8, ptr %2, i64 8
  %156 = tail call noalias dereferenceable_or_null(72) ptr @malloc(i64 noundef 72) #14
  store ptr %156, ptr %155, align 8, !tbaa !21, !alias.scope !25
  %157 = add nsw i32 %128, 2
  store i32 %157, ptr @_ZL6allocs, align 4, !tbaa !5, !noalias !25
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %156, ptr noundef nonnull align 8 dereferenceable(72) %19, i64 72, i1 false), !noalias !25
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
  %234 = load i32, ptr %17, align 4, !tbaa !20
  %235 = mul nsw i32 %234, %233
  %236 = icmp sgt i32 %235, 0
  br i1 %236, label %237, label %281

237:                                              ; preds = %0
  %238 = load ptr, ptr %18, align 8, !tbaa !21
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
  %283 = call noundef double @sqrt(double noundef %282) #13
  %284 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %231, double noundef %232, double noundef %283)
  %285 = call noalias dereferenceable_or_null(128) ptr @calloc(i64 noundef 16, i64 noundef 8) #12
  %286 = load i32, ptr @_ZL6allocs, align 4, !tbaa !5, !noalias !32
  store double 1.000000e+00, ptr %285, align 8, !tbaa !12, !noalias !32
  %287 = getelementptr inbounds i8, ptr %285, i64 40
  store double 1.000000e+00, ptr %287, align 8, !tbaa !12, !noalias !32
  %288 = getelementptr inbounds i8, ptr %285, i64 80
  store double 1.000000e+00, ptr %288, align 8, !tbaa !12, !noalias !32
  %289 = getelementptr inbounds i8, ptr %285, i64 120
  store double 1.000000e+00, ptr %289, align 8, !tbaa !12, !noalias !32
  %290 = call noalias dereferenceable_or_null(96) ptr @calloc(i64 noundef 12, i64 noundef 8) #12
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
  %313 = call double @llvm.fmuladd.f64(double %312, double 0.000000e+00, double %307)
  %314 = call double @llvm.fmuladd.f64(double %312, double 0.000000e+00, double %308)
  %315 = fadd double %312, %309
  %316 = call double @llvm.fmuladd.f64(double %312, double 0.000000e+00, double %310)
  %317 = getelementptr inbounds i8, ptr %4, i64 24
  %318 = load double, ptr %317, align 8, !tbaa !12, !noalias !35
  %319 = call double @llvm.fmuladd.f64(double %318, double 0.000000e+00, double %313)
  store double %319, ptr %290, align 8, !tbaa !12, !noalias !35
  %320 = call double @llvm.fmuladd.f64(double %318, double 0.000000e+00, double %314)
  store double %320, ptr %296, align 8, !tbaa !12, !noalias !35
  %321 = call double @llvm.fmuladd.f64(double %318, double 0.000000e+00, double %315)
  store double %321, ptr %299, align 8, !tbaa !12, !noalias !35
  %322 = fadd double %318, %316
  store double %322, ptr %302, align 8, !tbaa !12, !noalias !35
  %323 = getelementptr inbounds i8, ptr %4, i64 32
  %324 = getelementptr inbounds i8, ptr %290, i64 32
  %325 = load double, ptr %323, align 8, !tbaa !12, !noalias !35
  %326 = load double, ptr %324, align 8, !tbaa !12, !noalias !35
  %327 = call double @llvm.fmuladd.f64(double %325, double %292, double %326)
  %328 = getelementptr inbounds i8, ptr %290, i64 40
  %329 = load double, ptr %328, align 8, !tbaa !12, !noalias !35
  %330 = call double @llvm.fmuladd.f64(double %325, double 0.000000e+00, double %329)
  %331 = getelementptr inbounds i8, ptr %290, i64 48
  %332 = load double, ptr %331, align 8, !tbaa !12, !noalias !35
  %333 = call double @llvm.fmuladd.f64(double %325, double 0.000000e+00, double %332)
  %334 = getelementptr inbounds i8, ptr %290, i64 56
  %335 = load double, ptr %334, align 8, !tbaa !12, !noalias !35
  %336 = call double @llvm.fmuladd.f64(double %325, double 0.000000e+00, double %335)
  %337 = getelementptr inbounds i8, ptr %4, i64 40
  %338 = load double, ptr %337, align 8, !tbaa !12, !noalias !35
  %339 = call double @llvm.fmuladd.f64(double %338, double 0.000000e+00, double %327)
  %340 = fadd double %338, %330
  %341 = call double @llvm.fmuladd.f64(double %338, double 0.000000e+00, double %333)
  %342 = call double @llvm.fmuladd.f64(double %338, double 0.000000e+00, double %336)
  %343 = getelementptr inbounds i8, ptr %4, i64 48
  %344 = load double, ptr %343, align 8, !tbaa !12, !noalias !35
  %345 = call double @llvm.fmuladd.f64(double %344, double 0.000000e+00, double %339)
  %346 = call double @llvm.fmuladd.f64(double %344, double 0.000000e+00, double %340)
  %347 = fadd double %344, %341
  %348 = call double @llvm.fmuladd.f64(double %344, double 0.000000e+00, double %342)
  %349 = getelementptr inbounds i8, ptr %4, i64 56
  %350 = load double, ptr %349, align 8, !tbaa !12, !noalias !35
  %351 = call double @llvm.fmuladd.f64(double %350, double 0.000000e+00, double %345)
  store double %351, ptr %324, align 8, !tbaa !12, !noalias !35
  %352 = call double @llvm.fmuladd.f64(double %350, double 0.000000e+00, double %346)
  store double %352, ptr %328, align 8, !tbaa !12, !noalias !35
  %353 = call double @llvm.fmuladd.f64(double %350, double 0.000000e+00, double %347)
  store double %353, ptr %331, align 8, !tbaa !12, !noalias !35
  %354 = fadd double %350, %348
  store double %354, ptr %334, align 8, !tbaa !12, !noalias !35
  %355 = getelementptr inbounds i8, ptr %4, i64 64
  %356 = getelementptr inbounds i8, ptr %290, i64 64
  %357 = load double, ptr %355, align 8, !tbaa !12, !noalias !35
  %358 = load double, ptr %356, align 8, !tbaa !12, !noalias !35
  %359 = call double @llvm.fmuladd.f64(double %357, double %292, double %358)
  %360 = getelementptr inbounds i8, ptr %290, i64 72
  %361 = load double, ptr %360, align 8, !tbaa !12, !noalias !35
  %362 = call double @llvm.fmuladd.f64(double %357, double 0.000000e+00, double %361)
  %363 = getelementptr inbounds i8, ptr %290, i64 80
  %364 = load double, ptr %363, align 8, !tbaa !12, !noalias !35
  %365 = call double @llvm.fmuladd.f64(double %357, double 0.000000e+00, double %364)
  %366 = getelementptr inbounds i8, ptr %290, i64 88
  %367 = load double, ptr %366, align 8, !tbaa !12, !noalias !35
  %368 = call double @llvm.fmuladd.f64(double %357, double 0.000000e+00, double %367)
  %369 = getelementptr inbounds i8, ptr %4, i64 72
  %370 = load double, ptr %369, align 8, !tbaa !12, !noalias !35
  %371 = call double @llvm.fmuladd.f64(double %370, double 0.000000e+00, double %359)
  %372 = fadd double %370, %362
  %373 = call double @llvm.fmuladd.f64(double %370, double 0.000000e+00, double %365)
  %374 = call double @llvm.fmuladd.f64(double %370, double 0.000000e+00, double %368)
  %375 = getelementptr inbounds i8, ptr %4, i64 80
  %376 = load double, ptr %375, align 8, !tbaa !12, !noalias !35
  %377 = call double @llvm.fmuladd.f64(double %376, double 0.000000e+00, double %371)
  %378 = call double @llvm.fmuladd.f64(double %376, double 0.000000e+00, double %372)
  %379 = fadd double %376, %373
  %380 = call double @llvm.fmuladd.f64(double %376, double 0.000000e+00, double %374)
  %381 = getelementptr inbounds i8, ptr %4, i64 88
  %382 = load double, ptr %381, align 8, !tbaa !12, !noalias !35
  %383 = call double @llvm.fmuladd.f64(double %382, double 0.000000e+00, double %377)
  store double %383, ptr %356, align 8, !tbaa !12, !noalias !35
  %384 = call double @llvm.fmuladd.f64(double %382, double 0.000000e+00, double %378)
  store double %384, ptr %360, align 8, !tbaa !12, !noalias !35
  %385 = call double @llvm.fmuladd.f64(double %382, double 0.000000e+00, double %379)
  store double %385, ptr %363, align 8, !tbaa !12, !noalias !35
  %386 = fadd double %382, %380
  store double %386, ptr %366, align 8, !tbaa !12, !noalias !35
  %387 = call noalias dereferenceable_or_null(96) ptr @malloc(i64 noundef 96) #14
  %388 = add nsw i32 %286, 3
  store i32 %388, ptr @_ZL6allocs, align 4, !tbaa !5, !noalias !38
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(96) %387, ptr noundef nonnull align 8 dereferenceable(96) %290, i64 96, i1 false), !noalias !38
  %389 = load double, ptr %387, align 8, !tbaa !12, !noalias !38
  %390 = fadd double %389, 0x3FF7ABBA1D12C17C
  %391 = getelementptr inbounds i8, ptr %387, i64 8
  %392 = load double, ptr %391, align 8, !tbaa !12, !noalias !38
  %393 = fadd double %392, 0x3FEDD343A21A55C4
  %394 = getelementptr inbounds i8, ptr %387, i64 16
  %395 = load double, ptr %394, align 8, !tbaa !12, !noalias !38
  %396 = fadd double %395, 0x3FEE48171F1A3857
  %397 = getelementptr inbounds i8, ptr %387, i64 24
  %398 = load double, ptr %397, align 8, !tbaa !12, !noalias !38
  %399 = fadd double %398, 0x3FE07EFCBBA085BE
  %400 = getelementptr inbounds i8, ptr %387, i64 32
  %401 = load double, ptr %400, align 8, !tbaa !12, !noalias !38
  %402 = fadd double %401, 0x3FEF29C281BD15F0
  %403 = getelementptr inbounds i8, ptr %387, i64 40
  %404 = load double, ptr %403, align 8, !tbaa !12, !noalias !38
  %405 = fadd double %404, 0x3FF9935786E7E558
  %406 = getelementptr inbounds i8, ptr %387, i64 48
  %407 = load double, ptr %406, align 8, !tbaa !12, !noalias !38
  %408 = fadd double %407, 0xBFADE33739E82D32
  %409 = getelementptr inbounds i8, ptr %387, i64 56
  %410 = load double, ptr %409, align 8, !tbaa !12, !noalias !38
  %411 = fadd double %410, 0xBFE6022E2D1FB3CB
  %412 = getelementptr inbounds i8, ptr %387, i64 64
  %413 = load double, ptr %412, align 8, !tbaa !12, !noalias !38
  %414 = fadd double %413, 0x3FA54A0F8298102E
  %415 = getelementptr inbounds i8, ptr %387, i64 72
  %416 = load double, ptr %415, align 8, !tbaa !12, !noalias !38
  %417 = fadd double %416, 0xBFE39456FFECC09D
  %418 = getelementptr inbounds i8, ptr %387, i64 80
  %419 = load double, ptr %418, align 8, !tbaa !12, !noalias !38
  %420 = fadd double %419, 0x3F9702584717F000
  %421 = getelementptr inbounds i8, ptr %387, i64 88
  %422 = load double, ptr %421, align 8, !tbaa !12, !noalias !38
  %423 = fadd double %422, 0xBFEC4542B2BA24D7
  %424 = call double @llvm.fmuladd.f64(double %390, double %390, double 0.000000e+00)
  %425 = call double @llvm.fmuladd.f64(double %393, double %393, double %424)
  %426 = call double @llvm.fmuladd.f64(double %396, double %396, double %425)
  %427 = call double @llvm.fmuladd.f64(double %399, double %399, double %426)
  %428 = call double @llvm.fmuladd.f64(double %402, double %402, double %427)
  %429 = call double @llvm.fmuladd.f64(double %405, double %405, double %428)
  %430 = call double @llvm.fmuladd.f64(double %408, double %408, double %429)
  %431 = call double @llvm.fmuladd.f64(double %411, double %411, double %430)
  %432 = call double @llvm.fmuladd.f64(double %414, double %414, double %431)
  %433 = call double @llvm.fmuladd.f64(double %417, double %417, double %432)
  %434 = call double @llvm.fmuladd.f64(double %420, double %420, double %433)
  %435 = call double @llvm.fmuladd.f64(double %423, double %423, double %434)
  %436 = call noundef double @sqrt(double noundef %435) #13
  %437 = fadd double %436, 0xC018783744C1BB51
  %438 = call double @llvm.fabs.f64(double %437)
  %439 = fcmp olt double %438, 0x3D719799812DEA11
  %440 = zext i1 %439 to i32
  %441 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %440)
  %442 = load i32, ptr @_ZL5frees, align 4, !tbaa !5
  call void @free(ptr noundef nonnull %387) #13
  %443 = load i32, ptr @_ZL6allocs, align 4, !tbaa !5
  %444 = add nsw i32 %443, 2
  store i32 %444, ptr @_ZL6allocs, align 4, !tbaa !5
  %445 = add nsw i32 %442, 2
  store i32 %445, ptr @_ZL5frees, align 4, !tbaa !5
  %446 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 3, i32 noundef 4, i32 noundef 3, i32 noundef 4)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #13
  call void @llvm.experimental.noalias.scope.decl(metadata !41)
  store i32 3, ptr %3, align 8, !tbaa !17, !alias.scope !41
  %447 = getelementptr inbounds i8, ptr %3, i64 4
  %448 = getelementptr inbounds i8, ptr %3, i64 8
  %449 = call noalias dereferenceable_or_null(72) ptr @calloc(i64 noundef 9, i64 noundef 8) #12
  %450 = load i32, ptr @_ZL6allocs, align 4, !tbaa !5, !noalias !41
  %451 = add nsw i32 %450, 1
  store double 1.000000e+00, ptr %449, align 8, !tbaa !12, !noalias !41
  %452 = getelementptr inbounds i8, ptr %449, i64 32
  store double 1.000000e+00, ptr %452, align 8, !tbaa !12, !noalias !41
  %453 = getelementptr inbounds i8, ptr %449, i64 64
  store double 1.000000e+00, ptr %453, align 8, !tbaa !12, !noalias !41
  %454 = load i32, ptr %17, align 4, !tbaa !20, !noalias !44
  %455 = mul nsw i32 %454, 3
  %456 = sext i32 %455 to i64
  %457 = icmp sgt i32 %454, 0
  %458 = load ptr, ptr %18, align 8, !noalias !44
  %459 = zext i32 %454 to i64
  %460 = load i32, ptr @_ZL5frees, align 4, !tbaa !5
  %461 = add nsw i64 %459, -1
  %462 = and i64 %459, 1
  %463 = icmp eq i64 %461, 0
  %464 = and i64 %459, 2147483646
  %465 = icmp eq i64 %462, 0
  %466 = zext i32 %454 to i64
  %467 = and i64 %459, 1
  %468 = icmp eq i64 %461, 0
  %469 = and i64 %459, 2147483646
  %470 = icmp eq i64 %467, 0
  %471 = shl i32 %454, 1
  %472 = zext i32 %471 to i64
  %473 = and i64 %459, 1
  %474 = icmp eq i64 %461, 0
  %475 = and i64 %459, 2147483646
  %476 = icmp eq i64 %473, 0
  br label %516

477:                                              ; preds = %650
  store i32 %523, ptr @_ZL6allocs, align 4, !tbaa !5, !noalias !44
  store i32 %454, ptr %447, align 4, !tbaa !5
  store ptr %522, ptr %448, align 8, !tbaa !47
  %478 = call noundef double @_ZNK6Matrix11determinantEv(ptr noundef nonnull align 8 dereferenceable(16) %3)
  %479 = call noundef double @_ZNK6Matrix11determinantEv(ptr noundef nonnull align 8 dereferenceable(16) %1)
  %480 = call noundef double @pow(double noundef %479, double noundef 5.000000e+00) #13
  %481 = call noundef double @_ZNK6Matrix11determinantEv(ptr noundef nonnull align 8 dereferenceable(16) %3)
  %482 = call noundef double @_ZNK6Matrix11determinantEv(ptr noundef nonnull align 8 dereferenceable(16) %1)
  %483 = call noundef double @pow(double noundef %482, double noundef 5.000000e+00) #13
  %484 = fdiv double %481, %483
  %485 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %478, double noundef %480, double noundef %484)
  %486 = load ptr, ptr %448, align 8, !tbaa !21
  %487 = icmp eq ptr %486, null
  br i1 %487, label %491, label %488

488:                                              ; preds = %477
  %489 = load i32, ptr @_ZL5frees, align 4, !tbaa !5
  %490 = add nsw i32 %489, 1
  store i32 %490, ptr @_ZL5frees, align 4, !tbaa !5
  call void @free(ptr noundef nonnull %486) #13
  br label %491

491:                                              ; preds = %477, %488
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #13
  %492 = load i32, ptr @_ZL5frees, align 4, !tbaa !5
  %493 = add nsw i32 %492, 2
  call void @free(ptr noundef nonnull %290) #13
  %494 = add nsw i32 %493, 1
  store i32 %494, ptr @_ZL5frees, align 4, !tbaa !5
  call void @free(ptr noundef nonnull %285) #13
  %495 = load ptr, ptr %155, align 8, !tbaa !21
  %496 = icmp eq ptr %495, null
  br i1 %496, label %499, label %497

497:                                              ; preds = %491
  %498 = add nsw i32 %493, 2
  store i32 %498, ptr @_ZL5frees, align 4, !tbaa !5
  call void @free(ptr noundef nonnull %495) #13
  br label %499

499:                                              ; preds = %491, %497
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #13
  %500 = load i32, ptr @_ZL5frees, align 4, !tbaa !5
  %501 = add nsw i32 %500, 1
  store i32 %501, ptr @_ZL5frees, align 4, !tbaa !5
  call void @free(ptr noundef nonnull %127) #13
  %502 = load ptr, ptr %18, align 8, !tbaa !21
  %503 = icmp eq ptr %502, null
  br i1 %503, label %507, label %504

504:                                              ; preds = %499
  %505 = load i32, ptr @_ZL5frees, align 4, !tbaa !5
  %506 = add nsw i32 %505, 1
  store i32 %506, ptr @_ZL5frees, align 4, !tbaa !5
  call void @free(ptr noundef nonnull %502) #13
  br label %507

507:                                              ; preds = %499, %504
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #13
  %508 = load i32, ptr @_ZL5frees, align 4, !tbaa !5
  %509 = add nsw i32 %508, 2
  store i32 %509, ptr @_ZL5frees, align 4, !tbaa !5
  call void @free(ptr noundef nonnull %4) #13
  %510 = load i32, ptr @_ZL6allocs, align 4, !tbaa !5
  %511 = icmp eq i32 %510, %509
  %512 = zext i1 %511 to i32
  %513 = icmp sgt i32 %510, 0
  %514 = zext i1 %513 to i32
  %515 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %512, i32 noundef %514)
  ret i32 0

516:                                              ; preds = %650, %281
  %517 = phi i32 [ %651, %650 ], [ %460, %281 ]
  %518 = phi ptr [ %522, %650 ], [ %449, %281 ]
  %519 = phi i32 [ %454, %650 ], [ 3, %281 ]
  %520 = phi i32 [ %523, %650 ], [ %451, %281 ]
  %521 = phi i32 [ %652, %650 ], [ 0, %281 ]
  %522 = call noalias ptr @calloc(i64 noundef %456, i64 noundef 8) #12
  %523 = add nsw i32 %520, 1
  %524 = icmp sgt i32 %519, 0
  %525 = zext i32 %519 to i64
  br i1 %524, label %526, label %615

526:                                              ; preds = %516, %626
  %527 = phi i64 [ %627, %626 ], [ 0, %516 ]
  br i1 %457, label %528, label %626

528:                                              ; preds = %526
  %529 = getelementptr inbounds double, ptr %518, i64 %527
  %530 = mul nuw nsw i64 %527, %459
  %531 = getelementptr inbounds double, ptr %458, i64 %530
  br i1 %463, label %617, label %629

532:                                              ; preds = %626
  br i1 %524, label %533, label %615

533:                                              ; preds = %532
  %534 = getelementptr inbounds double, ptr %518, i64 %525
  %535 = getelementptr inbounds double, ptr %522, i64 %466
  br label %536

536:                                              ; preds = %570, %533
  %537 = phi i64 [ 0, %533 ], [ %571, %570 ]
  br i1 %457, label %538, label %570

538:                                              ; preds = %536
  %539 = getelementptr inbounds double, ptr %534, i64 %537
  %540 = mul nuw nsw i64 %537, %459
  %541 = getelementptr inbounds double, ptr %458, i64 %540
  br i1 %468, label %561, label %542

542:                                              ; preds = %538, %542
  %543 = phi i64 [ %558, %542 ], [ 0, %538 ]
  %544 = phi i64 [ %559, %542 ], [ 0, %538 ]
  %545 = load double, ptr %539, align 8, !tbaa !12, !noalias !44
  %546 = getelementptr inbounds double, ptr %541, i64 %543
  %547 = load double, ptr %546, align 8, !tbaa !12, !noalias !44
  %548 = getelementptr inbounds double, ptr %535, i64 %543
  %549 = load double, ptr %548, align 8, !tbaa !12, !noalias !44
  %550 = call double @llvm.fmuladd.f64(double %545, double %547, double %549)
  store double %550, ptr %548, align 8, !tbaa !12, !noalias !44
  %551 = or disjoint i64 %543, 1
  %552 = load double, ptr %539, align 8, !tbaa !12, !noalias !44
  %553 = getelementptr inbounds double, ptr %541, i64 %551
  %554 = load double, ptr %553, align 8, !tbaa !12, !noalias !44
  %555 = getelementptr inbounds double, ptr %535, i64 %551
  %556 = load double, ptr %555, align 8, !tbaa !12, !noalias !44
  %557 = call double @llvm.fmuladd.f64(double %552, double %554, double %556)
  store double %557, ptr %555, align 8, !tbaa !12, !noalias !44
  %558 = add nuw nsw i64 %543, 2
  %559 = add i64 %544, 2
  %560 = icmp eq i64 %559, %469
  br i1 %560, label %561, label %542, !llvm.loop !48

561:                                              ; preds = %542, %538
  %562 = phi i64 [ 0, %538 ], [ %558, %542 ]
  br i1 %470, label %570, label %563

563:                                              ; preds = %561
  %564 = load double, ptr %539, align 8, !tbaa !12, !noalias !44
  %565 = getelementptr inbounds double, ptr %541, i64 %562
  %566 = load double, ptr %565, align 8, !tbaa !12, !noalias !44
  %567 = getelementptr inbounds double, ptr %535, i64 %562
  %568 = load double, ptr %567, align 8, !tbaa !12, !noalias !44
  %569 = call double @llvm.fmuladd.f64(double %564, double %566, double %568)
  store double %569, ptr %567, align 8, !tbaa !12, !noalias !44
  br label %570

570:                                              ; preds = %561, %563, %536
  %571 = add nuw nsw i64 %537, 1
  %572 = icmp eq i64 %571, %525
  br i1 %572, label %573, label %536, !llvm.loop !49

573:                                              ; preds = %570
  br i1 %524, label %574, label %615

574:                                              ; preds = %573
  %575 = shl nuw nsw i64 %525, 4
  %576 = getelementptr inbounds i8, ptr %518, i64 %575
  %577 = getelementptr inbounds double, ptr %522, i64 %472
  br label %578

578:                                              ; preds = %612, %574
  %579 = phi i64 [ 0, %574 ], [ %613, %612 ]
  br i1 %457, label %580, label %612

580:                                              ; preds = %578
  %581 = getelementptr inbounds double, ptr %576, i64 %579
  %582 = mul nuw nsw i64 %579, %459
  %583 = getelementptr inbounds double, ptr %458, i64 %582
  br i1 %474, label %603, label %584

584:                                              ; preds = %580, %584
  %585 = phi i64 [ %600, %584 ], [ 0, %580 ]
  %586 = phi i64 [ %601, %584 ], [ 0, %580 ]
  %587 = load double, ptr %581, align 8, !tbaa !12, !noalias !44
  %588 = getelementptr inbounds double, ptr %583, i64 %585
  %589 = load double, ptr %588, align 8, !tbaa !12, !noalias !44
  %590 = getelementptr inbounds double, ptr %577, i64 %585
  %591 = load double, ptr %590, align 8, !tbaa !12, !noalias !44
  %592 = call double @llvm.fmuladd.f64(double %587, double %589, double %591)
  store double %592, ptr %590, align 8, !tbaa !12, !noalias !44
  %593 = or disjoint i64 %585, 1
  %594 = load double, ptr %581, align 8, !tbaa !12, !noalias !44
  %595 = getelementptr inbounds double, ptr %583, i64 %593
  %596 = load double, ptr %595, align 8, !tbaa !12, !noalias !44
  %597 = getelementptr inbounds double, ptr %577, i64 %593
  %598 = load double, ptr %597, align 8, !tbaa !12, !noalias !44
  %599 = call double @llvm.fmuladd.f64(double %594, double %596, double %598)
  store double %599, ptr %597, align 8, !tbaa !12, !noalias !44
  %600 = add nuw nsw i64 %585, 2
  %601 = add i64 %586, 2
  %602 = icmp eq i64 %601, %475
  br i1 %602, label %603, label %584, !llvm.loop !48

603:                                              ; preds = %584, %580
  %604 = phi i64 [ 0, %580 ], [ %600, %584 ]
  br i1 %476, label %612, label %605

605:                                              ; preds = %603
  %606 = load double, ptr %581, align 8, !tbaa !12, !noalias !44
  %607 = getelementptr inbounds double, ptr %583, i64 %604
  %608 = load double, ptr %607, align 8, !tbaa !12, !noalias !44
  %609 = getelementptr inbounds double, ptr %577, i64 %604
  %610 = load double, ptr %609, align 8, !tbaa !12, !noalias !44
  %611 = call double @llvm.fmuladd.f64(double %606, double %608, double %610)
  store double %611, ptr %609, align 8, !tbaa !12, !noalias !44
  br label %612

612:                                              ; preds = %603, %605, %578
  %613 = add nuw nsw i64 %579, 1
  %614 = icmp eq i64 %613, %525
  br i1 %614, label %615, label %578, !llvm.loop !49

615:                                              ; preds = %516, %532, %612, %573
  %616 = icmp eq ptr %518, null
  br i1 %616, label %650, label %648

617:                                              ; preds = %629, %528
  %618 = phi i64 [ 0, %528 ], [ %645, %629 ]
  br i1 %465, label %626, label %619

619:                                              ; preds = %617
  %620 = load double, ptr %529, align 8, !tbaa !12, !noalias !44
  %621 = getelementptr inbounds double, ptr %531, i64 %618
  %622 = load double, ptr %621, align 8, !tbaa !12, !noalias !44
  %623 = getelementptr inbounds double, ptr %522, i64 %618
  %624 = load double, ptr %623, align 8, !tbaa !12, !noalias !44
  %625 = call double @llvm.fmuladd.f64(double %620, double %622, double %624)
  store double %625, ptr %623, align 8, !tbaa !12, !noalias !44
  br label %626

626:                                              ; preds = %619, %617, %526
  %627 = add nuw nsw i64 %527, 1
  %628 = icmp eq i64 %627, %525
  br i1 %628, label %532, label %526, !llvm.loop !49

629:                                              ; preds = %528, %629
  %630 = phi i64 [ %645, %629 ], [ 0, %528 ]
  %631 = phi i64 [ %646, %629 ], [ 0, %528 ]
  %632 = load double, ptr %529, align 8, !tbaa !12, !noalias !44
  %633 = getelementptr inbounds double, ptr %531, i64 %630
  %634 = load double, ptr %633, align 8, !tbaa !12, !noalias !44
  %635 = getelementptr inbounds double, ptr %522, i64 %630
  %636 = load double, ptr %635, align 8, !tbaa !12, !noalias !44
  %637 = call double @llvm.fmuladd.f64(double %632, double %634, double %636)
  store double %637, ptr %635, align 8, !tbaa !12, !noalias !44
  %638 = or disjoint i64 %630, 1
  %639 = load double, ptr %529, align 8, !tbaa !12, !noalias !44
  %640 = getelementptr inbounds double, ptr %531, i64 %638
  %641 = load double, ptr %640, align 8, !tbaa !12, !noalias !44
  %642 = getelementptr inbounds double, ptr %522, i64 %638
  %643 = load double, ptr %642, align 8, !tbaa !12, !noalias !44
  %644 = call double @llvm.fmuladd.f64(double %639, double %641, double %643)
  store double %644, ptr %642, align 8, !tbaa !12, !noalias !44
  %645 = add nuw nsw i64 %630, 2
  %646 = add i64 %631, 2
  %647 = icmp eq i64 %646, %464
  br i1 %647, label %617, label %629, !llvm.loop !48

648:                                              ; preds = %615
  %649 = add nsw i32 %517, 1
  store i32 %649, ptr @_ZL5frees, align 4, !tbaa !5
  call void @free(ptr noundef nonnull %518) #13
  br label %650

650:                                              ; preds = %615, %648
  %651 = phi i32 [ %517, %615 ], [ %649, %648 ]
  %652 = add nuw nsw i32 %521, 1
  %653 = icmp eq i32 %652, 5
  br i1 %653, label %477, label %516, !llvm.loop !50
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
  %8 = tail call noalias ptr @malloc(i64 noundef %7) #14
  %9 = load i32, ptr @_ZL6allocs, align 4, !tbaa !5
  %10 = add nsw i32 %9, 1
  store i32 %10, ptr @_ZL6allocs, align 4, !tbaa !5
  %11 = getelementptr inbounds i8, ptr %0, i64 8
  %12 = load ptr, ptr %11, align 8, !tbaa !21
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %12, i64 %7, i1 false)
  %13 = icmp sgt i32 %2, 0
  br i1 %13, label %14, label %28

14:                                               ; preds = %1
  %15 = icmp sgt i32 %4, 0
  %16 = sext i32 %4 to i64
  %17 = zext nneg i32 %2 to i64
  %18 = zext nneg i32 %2 to i64
  %19 = zext i32 %4 to i64
  %20 = zext i32 %4 to i64
  %21 = and i64 %19, 1
  %22 = icmp eq i32 %4, 1
  %23 = and i64 %19, 2147483646
  %24 = icmp eq i64 %21, 0
  br label %35

25:                                               ; preds = %118, %97
  %26 = add nuw nsw i64 %37, 1
  %27 = icmp eq i64 %39, %18
  br i1 %27, label %28, label %35, !llvm.loop !51

28:                                               ; preds = %25, %1
  %29 = phi double [ 1.000000e+00, %1 ], [ %103, %25 ]
  %30 = icmp eq ptr %8, null
  br i1 %30, label %34, label %31

31:                                               ; preds = %28
  %32 = load i32, ptr @_ZL5frees, align 4, !tbaa !5
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr @_ZL5frees, align 4, !tbaa !5
  tail call void @free(ptr noundef nonnull %8) #13
  br label %34

34:                                               ; preds = %28, %31
  ret double %29

35:                                               ; preds = %14, %25
  %36 = phi i64 [ 0, %14 ], [ %39, %25 ]
  %37 = phi i64 [ 1, %14 ], [ %26, %25 ]
  %38 = phi double [ 1.000000e+00, %14 ], [ %103, %25 ]
  %39 = add nuw nsw i64 %36, 1
  %40 = icmp ult i64 %39, %17
  %41 = trunc nuw nsw i64 %36 to i32
  br i1 %40, label %42, label %45

42:                                               ; preds = %35
  %43 = getelementptr double, ptr %8, i64 %36
  %44 = getelementptr double, ptr %8, i64 %36
  br label %56

45:                                               ; preds = %56, %35
  %46 = phi i32 [ %41, %35 ], [ %70, %56 ]
  %47 = zext i32 %46 to i64
  %48 = icmp eq i64 %36, %47
  br i1 %48, label %97, label %49

49:                                               ; preds = %45
  br i1 %15, label %50, label %80

50:                                               ; preds = %49
  %51 = mul nuw nsw i64 %36, %16
  %52 = mul nsw i32 %46, %4
  %53 = sext i32 %52 to i64
  %54 = getelementptr double, ptr %8, i64 %51
  %55 = getelementptr double, ptr %8, i64 %53
  br i1 %22, label %73, label %82

56:                                               ; preds = %42, %56
  %57 = phi i64 [ %37, %42 ], [ %71, %56 ]
  %58 = phi i32 [ %41, %42 ], [ %70, %56 ]
  %59 = mul nsw i64 %57, %16
  %60 = getelementptr double, ptr %43, i64 %59
  %61 = load double, ptr %60, align 8, !tbaa !12
  %62 = tail call double @llvm.fabs.f64(double %61)
  %63 = mul nsw i32 %58, %4
  %64 = sext i32 %63 to i64
  %65 = getelementptr double, ptr %44, i64 %64
  %66 = load double, ptr %65, align 8, !tbaa !12
  %67 = tail call double @llvm.fabs.f64(double %66)
  %68 = fcmp ogt double %62, %67
  %69 = trunc nuw nsw i64 %57 to i32
  %70 = select i1 %68, i32 %69, i32 %58
  %71 = add nuw nsw i64 %57, 1
  %72 = icmp eq i64 %71, %18
  br i1 %72, label %45, label %56, !llvm.loop !52

73:                                               ; preds = %82, %50
  %74 = phi i64 [ 0, %50 ], [ %94, %82 ]
  br i1 %24, label %80, label %75

75:                                               ; preds = %73
  %76 = getelementptr double, ptr %54, i64 %74
  %77 = getelementptr double, ptr %55, i64 %74
  %78 = load double, ptr %76, align 8, !tbaa !12
  %79 = load double, ptr %77, align 8, !tbaa !12
  store double %79, ptr %76, align 8, !tbaa !12
  store double %78, ptr %77, align 8, !tbaa !12
  br label %80

80:                                               ; preds = %75, %73, %49
  %81 = fneg double %38
  br label %97

82:                                               ; preds = %50, %82
  %83 = phi i64 [ %94, %82 ], [ 0, %50 ]
  %84 = phi i64 [ %95, %82 ], [ 0, %50 ]
  %85 = getelementptr double, ptr %54, i64 %83
  %86 = getelementptr double, ptr %55, i64 %83
  %87 = load double, ptr %85, align 8, !tbaa !12
  %88 = load double, ptr %86, align 8, !tbaa !12
  store double %88, ptr %85, align 8, !tbaa !12
  store double %87, ptr %86, align 8, !tbaa !12
  %89 = or disjoint i64 %83, 1
  %90 = getelementptr double, ptr %54, i64 %89
  %91 = getelementptr double, ptr %55, i64 %89
  %92 = load double, ptr %90, align 8, !tbaa !12
  %93 = load double, ptr %91, align 8, !tbaa !12
  store double %93, ptr %90, align 8, !tbaa !12
  store double %92, ptr %91, align 8, !tbaa !12
  %94 = add nuw nsw i64 %83, 2
  %95 = add i64 %84, 2
  %96 = icmp eq i64 %95, %23
  br i1 %96, label %73, label %82, !llvm.loop !53

97:                                               ; preds = %80, %45
  %98 = phi double [ %81, %80 ], [ %38, %45 ]
  %99 = mul nsw i64 %36, %16
  %100 = getelementptr double, ptr %8, i64 %99
  %101 = getelementptr double, ptr %100, i64 %36
  %102 = load double, ptr %101, align 8, !tbaa !12
  %103 = fmul double %98, %102
  br i1 %40, label %104, label %25

104:                                              ; preds = %97
  %105 = icmp slt i64 %36, %16
  %106 = getelementptr double, ptr %8, i64 %36
  %107 = getelementptr double, ptr %8, i64 %99
  br label %108

108:                                              ; preds = %104, %118
  %109 = phi i64 [ %37, %104 ], [ %119, %118 ]
  br i1 %105, label %110, label %118

110:                                              ; preds = %108
  %111 = mul nsw i64 %109, %16
  %112 = load double, ptr %101, align 8, !tbaa !12
  %113 = getelementptr double, ptr %106, i64 %111
  %114 = load double, ptr %113, align 8, !tbaa !12
  %115 = fneg double %114
  %116 = fdiv double %115, %112
  %117 = getelementptr double, ptr %8, i64 %111
  br label %121

118:                                              ; preds = %121, %108
  %119 = add nuw nsw i64 %109, 1
  %120 = icmp eq i64 %119, %18
  br i1 %120, label %25, label %108, !llvm.loop !54

121:                                              ; preds = %110, %121
  %122 = phi i64 [ %36, %110 ], [ %128, %121 ]
  %123 = getelementptr double, ptr %107, i64 %122
  %124 = load double, ptr %123, align 8, !tbaa !12
  %125 = getelementptr double, ptr %117, i64 %122
  %126 = load double, ptr %125, align 8, !tbaa !12
  %127 = tail call double @llvm.fmuladd.f64(double %116, double %124, double %126)
  store double %127, ptr %125, align 8, !tbaa !12
  %128 = add nuw nsw i64 %122, 1
  %129 = icmp eq i64 %128, %20
  br i1 %129, label %118, label %121, !llvm.loop !55
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
attributes #12 = { nounwind allocsize(0,1) }
attributes #13 = { nounwind }
attributes #14 = { nounwind allocsize(0) }

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
!52 = distinct !{!52, !29}
!53 = distinct !{!53, !29}
!54 = distinct !{!54, !29}
!55 = distinct !{!55, !29}
