; ModuleID = 'rev/36_cpp_template_dot.cpp'
source_filename = "rev/36_cpp_template_dot.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Poly = type { [4 x double] }

$_Z3dotIdLi5EET_PKS0_S2_ = comdat any

$_Z4normIdET_PKS0_i = comdat any

$_Z8poly_cosIdLi3EET_PK4PolyIS0_XT0_EES0_ = comdat any

@enzyme_dup = external local_unnamed_addr global i32, align 4
@_ZL2b5 = internal global [5 x double] [double 5.000000e-01, double -1.500000e+00, double 2.000000e+00, double 2.500000e-01, double 1.000000e+00], align 16
@.str = private unnamed_addr constant [9 x i8] c"dot d/da\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"dot d/db (= a)\00", align 1
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str.2 = private unnamed_addr constant [10 x i8] c"norm d/dx\00", align 1
@__const.main.p = private unnamed_addr constant %struct.Poly { [4 x double] [double 5.000000e-01, double -1.000000e+00, double 3.000000e-01, double 8.000000e-01] }, align 8
@enzyme_out = external local_unnamed_addr global i32, align 4
@.str.3 = private unnamed_addr constant [14 x i8] c"poly_cos d/dx\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"poly_cos d/dc[%d]\00", align 1
@_ZL5fails = internal unnamed_addr global i32 0, align 4
@.str.6 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.8 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"%s[%d]\00", align 1

; Function Attrs: mustprogress norecurse nounwind uwtable
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x i8], align 16
  %2 = alloca [64 x i8], align 16
  %3 = alloca [5 x double], align 16
  %4 = alloca [5 x double], align 16
  %5 = alloca [5 x double], align 16
  %6 = alloca [6 x double], align 16
  %7 = alloca [6 x double], align 16
  %8 = alloca i32, align 4
  %9 = alloca %struct.Poly, align 16
  %10 = alloca %struct.Poly, align 8
  %11 = alloca [64 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3) #11
  %12 = getelementptr inbounds i8, ptr %3, i64 8
  store <2 x double> <double 1.000000e+00, double 2.000000e+00>, ptr %3, align 16
  %13 = getelementptr inbounds i8, ptr %3, i64 16
  %14 = getelementptr inbounds i8, ptr %3, i64 24
  store <2 x double> <double -5.000000e-01, double 3.000000e+00>, ptr %13, align 16
  %15 = getelementptr inbounds i8, ptr %3, i64 32
  store double 0x3FE6666666666666, ptr %15, align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %4, i8 0, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %5) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %5, i8 0, i64 40, i1 false)
  %16 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %17 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @_Z3dotIdLi5EET_PKS0_S2_, i32 noundef %16, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %16, ptr noundef nonnull @_ZL2b5, ptr noundef nonnull %5) #11
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #11
  br label %18

18:                                               ; preds = %18, %0
  %19 = phi i64 [ 0, %0 ], [ %77, %18 ]
  %20 = getelementptr inbounds double, ptr %3, i64 %19
  %21 = load double, ptr %20, align 8, !tbaa !9
  %22 = fadd double %21, 0x3EB0C6F7A0B5ED8D
  store double %22, ptr %20, align 8, !tbaa !9
  %23 = load <2 x double>, ptr %3, align 16
  %24 = load <2 x double>, ptr @_ZL2b5, align 16
  %25 = load <2 x double>, ptr %12, align 8
  %26 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @_ZL2b5, i64 8), align 8
  %27 = load <2 x double>, ptr %13, align 16
  %28 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @_ZL2b5, i64 16), align 16
  %29 = load <2 x double>, ptr %14, align 8
  %30 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @_ZL2b5, i64 24), align 8
  %31 = load double, ptr %15, align 16, !tbaa !9
  %32 = load double, ptr getelementptr inbounds (i8, ptr @_ZL2b5, i64 32), align 16, !tbaa !9
  %33 = fadd double %21, 0xBEB0C6F7A0B5ED8D
  store double %33, ptr %20, align 8, !tbaa !9
  %34 = load double, ptr %3, align 16, !tbaa !9
  %35 = load double, ptr %12, align 8, !tbaa !9
  %36 = load double, ptr %13, align 16, !tbaa !9
  %37 = load double, ptr %14, align 8, !tbaa !9
  %38 = load double, ptr %15, align 16, !tbaa !9
  %39 = insertelement <2 x double> %23, double %34, i64 1
  %40 = shufflevector <2 x double> %24, <2 x double> poison, <2 x i32> zeroinitializer
  %41 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %39, <2 x double> %40, <2 x double> zeroinitializer)
  %42 = insertelement <2 x double> %25, double %35, i64 1
  %43 = shufflevector <2 x double> %26, <2 x double> poison, <2 x i32> zeroinitializer
  %44 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %42, <2 x double> %43, <2 x double> %41)
  %45 = insertelement <2 x double> %27, double %36, i64 1
  %46 = shufflevector <2 x double> %28, <2 x double> poison, <2 x i32> zeroinitializer
  %47 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %45, <2 x double> %46, <2 x double> %44)
  %48 = insertelement <2 x double> %29, double %37, i64 1
  %49 = shufflevector <2 x double> %30, <2 x double> poison, <2 x i32> zeroinitializer
  %50 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %48, <2 x double> %49, <2 x double> %47)
  %51 = insertelement <2 x double> poison, double %31, i64 0
  %52 = insertelement <2 x double> %51, double %38, i64 1
  %53 = insertelement <2 x double> poison, double %32, i64 0
  %54 = shufflevector <2 x double> %53, <2 x double> poison, <2 x i32> zeroinitializer
  %55 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %52, <2 x double> %54, <2 x double> %50)
  store double %21, ptr %20, align 8, !tbaa !9
  %56 = trunc nuw nsw i64 %19 to i32
  %57 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 64, ptr noundef nonnull @.str.9, ptr noundef nonnull @.str, i32 noundef %56) #11
  %58 = getelementptr inbounds double, ptr %4, i64 %19
  %59 = load double, ptr %58, align 8, !tbaa !9
  %60 = shufflevector <2 x double> %55, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %61 = fsub <2 x double> %55, %60
  %62 = extractelement <2 x double> %61, i64 0
  %63 = fdiv double %62, 2.000000e-06
  %64 = fsub double %59, %63
  %65 = call double @llvm.fabs.f64(double %64)
  %66 = call double @llvm.fabs.f64(double %63)
  %67 = call double @llvm.maxnum.f64(double %66, double 1.000000e+00)
  %68 = fmul double %67, 0x3EB0C6F7A0B5ED8D
  %69 = fcmp ugt double %65, %68
  %70 = fcmp ule double %66, 1.000000e-09
  %71 = or i1 %70, %69
  %72 = select i1 %71, ptr @.str.6, ptr @.str.7
  %73 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %2, double noundef %59, double noundef %63, ptr noundef nonnull %72)
  %74 = zext i1 %71 to i32
  %75 = load i32, ptr @_ZL5fails, align 4, !tbaa !5
  %76 = add nsw i32 %75, %74
  store i32 %76, ptr @_ZL5fails, align 4, !tbaa !5
  %77 = add nuw nsw i64 %19, 1
  %78 = icmp eq i64 %77, 5
  br i1 %78, label %79, label %18, !llvm.loop !11

79:                                               ; preds = %18
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #11
  %80 = load double, ptr %5, align 16, !tbaa !9
  %81 = load double, ptr %3, align 16, !tbaa !9
  %82 = fsub double %80, %81
  %83 = call double @llvm.fabs.f64(double %82)
  %84 = call double @llvm.fabs.f64(double %81)
  %85 = call double @llvm.maxnum.f64(double %84, double 1.000000e+00)
  %86 = fmul double %85, 0x3EB0C6F7A0B5ED8D
  %87 = fcmp ugt double %83, %86
  %88 = fcmp ule double %84, 1.000000e-09
  %89 = or i1 %88, %87
  %90 = select i1 %89, ptr @.str.6, ptr @.str.7
  %91 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, double noundef %80, double noundef %81, ptr noundef nonnull %90)
  %92 = zext i1 %89 to i32
  %93 = load i32, ptr @_ZL5fails, align 4, !tbaa !5
  %94 = add nsw i32 %93, %92
  store i32 %94, ptr @_ZL5fails, align 4, !tbaa !5
  %95 = getelementptr inbounds i8, ptr %5, i64 8
  %96 = load double, ptr %95, align 8, !tbaa !9
  %97 = load double, ptr %12, align 8, !tbaa !9
  %98 = fsub double %96, %97
  %99 = call double @llvm.fabs.f64(double %98)
  %100 = call double @llvm.fabs.f64(double %97)
  %101 = call double @llvm.maxnum.f64(double %100, double 1.000000e+00)
  %102 = fmul double %101, 0x3EB0C6F7A0B5ED8D
  %103 = fcmp ugt double %99, %102
  %104 = fcmp ule double %100, 1.000000e-09
  %105 = or i1 %104, %103
  %106 = select i1 %105, ptr @.str.6, ptr @.str.7
  %107 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, double noundef %96, double noundef %97, ptr noundef nonnull %106)
  %108 = zext i1 %105 to i32
  %109 = load i32, ptr @_ZL5fails, align 4, !tbaa !5
  %110 = add nsw i32 %109, %108
  store i32 %110, ptr @_ZL5fails, align 4, !tbaa !5
  %111 = getelementptr inbounds i8, ptr %5, i64 16
  %112 = load double, ptr %111, align 16, !tbaa !9
  %113 = load double, ptr %13, align 16, !tbaa !9
  %114 = fsub double %112, %113
  %115 = call double @llvm.fabs.f64(double %114)
  %116 = call double @llvm.fabs.f64(double %113)
  %117 = call double @llvm.maxnum.f64(double %116, double 1.000000e+00)
  %118 = fmul double %117, 0x3EB0C6F7A0B5ED8D
  %119 = fcmp ugt double %115, %118
  %120 = fcmp ule double %116, 1.000000e-09
  %121 = or i1 %120, %119
  %122 = select i1 %121, ptr @.str.6, ptr @.str.7
  %123 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, double noundef %112, double noundef %113, ptr noundef nonnull %122)
  %124 = zext i1 %121 to i32
  %125 = load i32, ptr @_ZL5fails, align 4, !tbaa !5
  %126 = add nsw i32 %125, %124
  store i32 %126, ptr @_ZL5fails, align 4, !tbaa !5
  %127 = getelementptr inbounds i8, ptr %5, i64 24
  %128 = load double, ptr %127, align 8, !tbaa !9
  %129 = load double, ptr %14, align 8, !tbaa !9
  %130 = fsub double %128, %129
  %131 = call double @llvm.fabs.f64(double %130)
  %132 = call double @llvm.fabs.f64(double %129)
  %133 = call double @llvm.maxnum.f64(double %132, double 1.000000e+00)
  %134 = fmul double %133, 0x3EB0C6F7A0B5ED8D
  %135 = fcmp ugt double %131, %134
  %136 = fcmp ule double %132, 1.000000e-09
  %137 = or i1 %136, %135
  %138 = select i1 %137, ptr @.str.6, ptr @.str.7
  %139 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, double noundef %128, double noundef %129, ptr noundef nonnull %138)
  %140 = zext i1 %137 to i32
  %141 = load i32, ptr @_ZL5fails, align 4, !tbaa !5
  %142 = add nsw i32 %141, %140
  store i32 %142, ptr @_ZL5fails, align 4, !tbaa !5
  %143 = getelementptr inbounds i8, ptr %5, i64 32
  %144 = load double, ptr %143, align 16, !tbaa !9
  %145 = load double, ptr %15, align 16, !tbaa !9
  %146 = fsub double %144, %145
  %147 = call double @llvm.fabs.f64(double %146)
  %148 = call double @llvm.fabs.f64(double %145)
  %149 = call double @llvm.maxnum.f64(double %148, double 1.000000e+00)
  %150 = fmul double %149, 0x3EB0C6F7A0B5ED8D
  %151 = fcmp ugt double %147, %150
  %152 = fcmp ule double %148, 1.000000e-09
  %153 = or i1 %152, %151
  %154 = select i1 %153, ptr @.str.6, ptr @.str.7
  %155 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, double noundef %144, double noundef %145, ptr noundef nonnull %154)
  %156 = zext i1 %153 to i32
  %157 = load i32, ptr @_ZL5fails, align 4, !tbaa !5
  %158 = add nsw i32 %157, %156
  store i32 %158, ptr @_ZL5fails, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %6) #11
  %159 = getelementptr inbounds i8, ptr %6, i64 8
  store <2 x double> <double 3.000000e-01, double -1.200000e+00>, ptr %6, align 16
  %160 = getelementptr inbounds i8, ptr %6, i64 16
  %161 = getelementptr inbounds i8, ptr %6, i64 24
  store <2 x double> <double 8.000000e-01, double 2.200000e+00>, ptr %160, align 16
  %162 = getelementptr inbounds i8, ptr %6, i64 32
  %163 = getelementptr inbounds i8, ptr %6, i64 40
  store <2 x double> <double -4.000000e-01, double 1.000000e+00>, ptr %162, align 16
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %7) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %7, i8 0, i64 48, i1 false)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8)
  store volatile i32 6, ptr %8, align 4, !tbaa !5
  %164 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %165 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %166 = load volatile i32, ptr %8, align 4, !tbaa !5
  %167 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @_Z4normIdET_PKS0_i, i32 noundef %164, ptr noundef nonnull %6, ptr noundef nonnull %7, i32 noundef %165, i32 noundef %166) #11
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #11
  br label %168

168:                                              ; preds = %168, %79
  %169 = phi i64 [ 0, %79 ], [ %221, %168 ]
  %170 = getelementptr inbounds double, ptr %6, i64 %169
  %171 = load double, ptr %170, align 8, !tbaa !9
  %172 = fadd double %171, 0x3EB0C6F7A0B5ED8D
  store double %172, ptr %170, align 8, !tbaa !9
  %173 = load <2 x double>, ptr %6, align 16
  %174 = load <2 x double>, ptr %159, align 8
  %175 = load <2 x double>, ptr %160, align 16
  %176 = load <2 x double>, ptr %161, align 8
  %177 = load <2 x double>, ptr %162, align 16
  %178 = load double, ptr %163, align 8, !tbaa !9
  %179 = fadd double %171, 0xBEB0C6F7A0B5ED8D
  store double %179, ptr %170, align 8, !tbaa !9
  %180 = load double, ptr %6, align 16, !tbaa !9
  %181 = load double, ptr %159, align 8, !tbaa !9
  %182 = load double, ptr %160, align 16, !tbaa !9
  %183 = load double, ptr %161, align 8, !tbaa !9
  %184 = load double, ptr %162, align 16, !tbaa !9
  %185 = load double, ptr %163, align 8, !tbaa !9
  %186 = insertelement <2 x double> %173, double %180, i64 1
  %187 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %186, <2 x double> %186, <2 x double> zeroinitializer)
  %188 = insertelement <2 x double> %174, double %181, i64 1
  %189 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %188, <2 x double> %188, <2 x double> %187)
  %190 = insertelement <2 x double> %175, double %182, i64 1
  %191 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %190, <2 x double> %190, <2 x double> %189)
  %192 = insertelement <2 x double> %176, double %183, i64 1
  %193 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %192, <2 x double> %192, <2 x double> %191)
  %194 = insertelement <2 x double> %177, double %184, i64 1
  %195 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %194, <2 x double> %194, <2 x double> %193)
  %196 = insertelement <2 x double> poison, double %178, i64 0
  %197 = insertelement <2 x double> %196, double %185, i64 1
  %198 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %197, <2 x double> %197, <2 x double> %195)
  %199 = call <2 x double> @llvm.sqrt.v2f64(<2 x double> %198)
  store double %171, ptr %170, align 8, !tbaa !9
  %200 = trunc nuw nsw i64 %169 to i32
  %201 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 64, ptr noundef nonnull @.str.9, ptr noundef nonnull @.str.2, i32 noundef %200) #11
  %202 = getelementptr inbounds double, ptr %7, i64 %169
  %203 = load double, ptr %202, align 8, !tbaa !9
  %204 = shufflevector <2 x double> %199, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %205 = fsub <2 x double> %199, %204
  %206 = extractelement <2 x double> %205, i64 0
  %207 = fdiv double %206, 2.000000e-06
  %208 = fsub double %203, %207
  %209 = call double @llvm.fabs.f64(double %208)
  %210 = call double @llvm.fabs.f64(double %207)
  %211 = call double @llvm.maxnum.f64(double %210, double 1.000000e+00)
  %212 = fmul double %211, 0x3EB0C6F7A0B5ED8D
  %213 = fcmp ugt double %209, %212
  %214 = fcmp ule double %210, 1.000000e-09
  %215 = or i1 %214, %213
  %216 = select i1 %215, ptr @.str.6, ptr @.str.7
  %217 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %1, double noundef %203, double noundef %207, ptr noundef nonnull %216)
  %218 = zext i1 %215 to i32
  %219 = load i32, ptr @_ZL5fails, align 4, !tbaa !5
  %220 = add nsw i32 %219, %218
  store i32 %220, ptr @_ZL5fails, align 4, !tbaa !5
  %221 = add nuw nsw i64 %169, 1
  %222 = icmp eq i64 %221, 6
  br i1 %222, label %223, label %168, !llvm.loop !13

223:                                              ; preds = %168
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %9, ptr noundef nonnull align 8 dereferenceable(32) @__const.main.p, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %10, i8 0, i64 32, i1 false)
  %224 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %225 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  %226 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @_Z8poly_cosIdLi3EET_PK4PolyIS0_XT0_EES0_, i32 noundef %224, ptr noundef nonnull %9, ptr noundef nonnull %10, i32 noundef %225, double noundef 0x3FE6666666666666) #11
  %227 = getelementptr inbounds i8, ptr %9, i64 24
  %228 = load double, ptr %227, align 8, !tbaa !9
  %229 = getelementptr inbounds i8, ptr %9, i64 16
  %230 = load double, ptr %229, align 16, !tbaa !9
  %231 = call double @llvm.fmuladd.f64(double %228, double 7.000010e-01, double %230)
  %232 = getelementptr inbounds i8, ptr %9, i64 8
  %233 = load double, ptr %232, align 8, !tbaa !9
  %234 = call double @llvm.fmuladd.f64(double %231, double 7.000010e-01, double %233)
  %235 = load double, ptr %9, align 16, !tbaa !9
  %236 = call noundef double @llvm.fmuladd.f64(double %234, double 7.000010e-01, double %235)
  %237 = call double @cos(double noundef %236) #11
  %238 = load double, ptr %9, align 16, !tbaa !9
  %239 = load double, ptr %232, align 8, !tbaa !9
  %240 = load double, ptr %229, align 16, !tbaa !9
  %241 = load double, ptr %227, align 8, !tbaa !9
  %242 = call double @llvm.fmuladd.f64(double %241, double 0x3FE666644D87724F, double %240)
  %243 = call double @llvm.fmuladd.f64(double %242, double 0x3FE666644D87724F, double %239)
  %244 = call noundef double @llvm.fmuladd.f64(double %243, double 0x3FE666644D87724F, double %238)
  %245 = call double @cos(double noundef %244) #11
  %246 = load double, ptr %9, align 16, !tbaa !9
  %247 = load double, ptr %232, align 8, !tbaa !9
  %248 = load double, ptr %229, align 16, !tbaa !9
  %249 = load double, ptr %227, align 8, !tbaa !9
  %250 = insertelement <2 x double> poison, double %238, i64 0
  %251 = insertelement <2 x double> %250, double %246, i64 1
  %252 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %251, <2 x double> %251, <2 x double> zeroinitializer)
  %253 = insertelement <2 x double> poison, double %239, i64 0
  %254 = insertelement <2 x double> %253, double %247, i64 1
  %255 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %254, <2 x double> %254, <2 x double> %252)
  %256 = insertelement <2 x double> poison, double %240, i64 0
  %257 = insertelement <2 x double> %256, double %248, i64 1
  %258 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %257, <2 x double> %257, <2 x double> %255)
  %259 = insertelement <2 x double> poison, double %241, i64 0
  %260 = insertelement <2 x double> %259, double %249, i64 1
  %261 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %260, <2 x double> %260, <2 x double> %258)
  %262 = call <2 x double> @llvm.sqrt.v2f64(<2 x double> %261)
  %263 = insertelement <2 x double> poison, double %237, i64 0
  %264 = insertelement <2 x double> %263, double %245, i64 1
  %265 = fmul <2 x double> %264, %262
  %266 = shufflevector <2 x double> %265, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %267 = fsub <2 x double> %265, %266
  %268 = extractelement <2 x double> %267, i64 0
  %269 = fdiv double %268, 2.000000e-06
  %270 = fsub double %226, %269
  %271 = call double @llvm.fabs.f64(double %270)
  %272 = call double @llvm.fabs.f64(double %269)
  %273 = call double @llvm.maxnum.f64(double %272, double 1.000000e+00)
  %274 = fmul double %273, 0x3EB0C6F7A0B5ED8D
  %275 = fcmp ugt double %271, %274
  %276 = fcmp ule double %272, 1.000000e-09
  %277 = or i1 %276, %275
  %278 = select i1 %277, ptr @.str.6, ptr @.str.7
  %279 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, double noundef %226, double noundef %269, ptr noundef nonnull %278)
  %280 = zext i1 %277 to i32
  %281 = load i32, ptr @_ZL5fails, align 4, !tbaa !5
  %282 = add nsw i32 %281, %280
  store i32 %282, ptr @_ZL5fails, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %11) #11
  br label %290

283:                                              ; preds = %290
  %284 = icmp eq i32 %353, 0
  %285 = select i1 %284, ptr @.str.7, ptr @.str.6
  %286 = call i32 @puts(ptr nonnull dereferenceable(1) %285)
  %287 = load i32, ptr @_ZL5fails, align 4, !tbaa !5
  %288 = icmp ne i32 %287, 0
  %289 = zext i1 %288 to i32
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %11) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %7) #11
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %6) #11
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %5) #11
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3) #11
  ret i32 %289

290:                                              ; preds = %223, %290
  %291 = phi i64 [ 0, %223 ], [ %354, %290 ]
  %292 = getelementptr inbounds [4 x double], ptr %9, i64 0, i64 %291
  %293 = load double, ptr %292, align 8, !tbaa !9
  %294 = fadd double %293, 0x3EB0C6F7A0B5ED8D
  store double %294, ptr %292, align 8, !tbaa !9
  %295 = load double, ptr %227, align 8, !tbaa !9
  %296 = load double, ptr %229, align 16, !tbaa !9
  %297 = call double @llvm.fmuladd.f64(double %295, double 0x3FE6666666666666, double %296)
  %298 = load double, ptr %232, align 8, !tbaa !9
  %299 = call double @llvm.fmuladd.f64(double %297, double 0x3FE6666666666666, double %298)
  %300 = load double, ptr %9, align 16, !tbaa !9
  %301 = call noundef double @llvm.fmuladd.f64(double %299, double 0x3FE6666666666666, double %300)
  %302 = call double @cos(double noundef %301) #11
  %303 = load <2 x double>, ptr %9, align 16
  %304 = load <2 x double>, ptr %232, align 8
  %305 = load <2 x double>, ptr %229, align 16
  %306 = load double, ptr %227, align 8, !tbaa !9
  %307 = fadd double %293, 0xBEB0C6F7A0B5ED8D
  store double %307, ptr %292, align 8, !tbaa !9
  %308 = load double, ptr %227, align 8, !tbaa !9
  %309 = load double, ptr %229, align 16, !tbaa !9
  %310 = call double @llvm.fmuladd.f64(double %308, double 0x3FE6666666666666, double %309)
  %311 = load double, ptr %232, align 8, !tbaa !9
  %312 = call double @llvm.fmuladd.f64(double %310, double 0x3FE6666666666666, double %311)
  %313 = load double, ptr %9, align 16, !tbaa !9
  %314 = call noundef double @llvm.fmuladd.f64(double %312, double 0x3FE6666666666666, double %313)
  %315 = call double @cos(double noundef %314) #11
  %316 = load double, ptr %9, align 16, !tbaa !9
  %317 = load double, ptr %232, align 8, !tbaa !9
  %318 = load double, ptr %229, align 16, !tbaa !9
  %319 = load double, ptr %227, align 8, !tbaa !9
  %320 = insertelement <2 x double> %303, double %316, i64 1
  %321 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %320, <2 x double> %320, <2 x double> zeroinitializer)
  %322 = insertelement <2 x double> %304, double %317, i64 1
  %323 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %322, <2 x double> %322, <2 x double> %321)
  %324 = insertelement <2 x double> %305, double %318, i64 1
  %325 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %324, <2 x double> %324, <2 x double> %323)
  %326 = insertelement <2 x double> poison, double %306, i64 0
  %327 = insertelement <2 x double> %326, double %319, i64 1
  %328 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %327, <2 x double> %327, <2 x double> %325)
  %329 = call <2 x double> @llvm.sqrt.v2f64(<2 x double> %328)
  %330 = insertelement <2 x double> poison, double %302, i64 0
  %331 = insertelement <2 x double> %330, double %315, i64 1
  %332 = fmul <2 x double> %331, %329
  store double %293, ptr %292, align 8, !tbaa !9
  %333 = trunc nuw nsw i64 %291 to i32
  %334 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %11, i64 noundef 64, ptr noundef nonnull @.str.4, i32 noundef %333) #11
  %335 = getelementptr inbounds [4 x double], ptr %10, i64 0, i64 %291
  %336 = load double, ptr %335, align 8, !tbaa !9
  %337 = shufflevector <2 x double> %332, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %338 = fsub <2 x double> %332, %337
  %339 = extractelement <2 x double> %338, i64 0
  %340 = fdiv double %339, 2.000000e-06
  %341 = fsub double %336, %340
  %342 = call double @llvm.fabs.f64(double %341)
  %343 = call double @llvm.fabs.f64(double %340)
  %344 = call double @llvm.maxnum.f64(double %343, double 1.000000e+00)
  %345 = fmul double %344, 0x3EB0C6F7A0B5ED8D
  %346 = fcmp ugt double %342, %345
  %347 = fcmp ule double %343, 1.000000e-09
  %348 = or i1 %347, %346
  %349 = select i1 %348, ptr @.str.6, ptr @.str.7
  %350 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %11, double noundef %336, double noundef %340, ptr noundef nonnull %349)
  %351 = zext i1 %348 to i32
  %352 = load i32, ptr @_ZL5fails, align 4, !tbaa !5
  %353 = add nsw i32 %352, %351
  store i32 %353, ptr @_ZL5fails, align 4, !tbaa !5
  %354 = add nuw nsw i64 %291, 1
  %355 = icmp eq i64 %354, 4
  br i1 %355, label %283, label %290, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_Z3dotIdLi5EET_PKS0_S2_(ptr noundef %0, ptr noundef %1) #4 comdat {
  %3 = load double, ptr %0, align 8, !tbaa !9
  %4 = load double, ptr %1, align 8, !tbaa !9
  %5 = tail call double @llvm.fmuladd.f64(double %3, double %4, double 0.000000e+00)
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = load double, ptr %6, align 8, !tbaa !9
  %8 = getelementptr inbounds i8, ptr %1, i64 8
  %9 = load double, ptr %8, align 8, !tbaa !9
  %10 = tail call double @llvm.fmuladd.f64(double %7, double %9, double %5)
  %11 = getelementptr inbounds i8, ptr %0, i64 16
  %12 = load double, ptr %11, align 8, !tbaa !9
  %13 = getelementptr inbounds i8, ptr %1, i64 16
  %14 = load double, ptr %13, align 8, !tbaa !9
  %15 = tail call double @llvm.fmuladd.f64(double %12, double %14, double %10)
  %16 = getelementptr inbounds i8, ptr %0, i64 24
  %17 = load double, ptr %16, align 8, !tbaa !9
  %18 = getelementptr inbounds i8, ptr %1, i64 24
  %19 = load double, ptr %18, align 8, !tbaa !9
  %20 = tail call double @llvm.fmuladd.f64(double %17, double %19, double %15)
  %21 = getelementptr inbounds i8, ptr %0, i64 32
  %22 = load double, ptr %21, align 8, !tbaa !9
  %23 = getelementptr inbounds i8, ptr %1, i64 32
  %24 = load double, ptr %23, align 8, !tbaa !9
  %25 = tail call double @llvm.fmuladd.f64(double %22, double %24, double %20)
  ret double %25
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_Z4normIdET_PKS0_i(ptr noundef %0, i32 noundef %1) #4 comdat {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %25

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = and i64 %5, 3
  %7 = icmp ult i32 %1, 4
  br i1 %7, label %10, label %8

8:                                                ; preds = %4
  %9 = and i64 %5, 2147483644
  br label %28

10:                                               ; preds = %28, %4
  %11 = phi double [ poison, %4 ], [ %46, %28 ]
  %12 = phi i64 [ 0, %4 ], [ %47, %28 ]
  %13 = phi double [ 0.000000e+00, %4 ], [ %46, %28 ]
  %14 = icmp eq i64 %6, 0
  br i1 %14, label %25, label %15

15:                                               ; preds = %10, %15
  %16 = phi i64 [ %22, %15 ], [ %12, %10 ]
  %17 = phi double [ %21, %15 ], [ %13, %10 ]
  %18 = phi i64 [ %23, %15 ], [ 0, %10 ]
  %19 = getelementptr inbounds double, ptr %0, i64 %16
  %20 = load double, ptr %19, align 8, !tbaa !9
  %21 = tail call double @llvm.fmuladd.f64(double %20, double %20, double %17)
  %22 = add nuw nsw i64 %16, 1
  %23 = add i64 %18, 1
  %24 = icmp eq i64 %23, %6
  br i1 %24, label %25, label %15, !llvm.loop !15

25:                                               ; preds = %10, %15, %2
  %26 = phi double [ 0.000000e+00, %2 ], [ %11, %10 ], [ %21, %15 ]
  %27 = tail call double @sqrt(double noundef %26) #11
  ret double %27

28:                                               ; preds = %28, %8
  %29 = phi i64 [ 0, %8 ], [ %47, %28 ]
  %30 = phi double [ 0.000000e+00, %8 ], [ %46, %28 ]
  %31 = phi i64 [ 0, %8 ], [ %48, %28 ]
  %32 = getelementptr inbounds double, ptr %0, i64 %29
  %33 = load double, ptr %32, align 8, !tbaa !9
  %34 = tail call double @llvm.fmuladd.f64(double %33, double %33, double %30)
  %35 = or disjoint i64 %29, 1
  %36 = getelementptr inbounds double, ptr %0, i64 %35
  %37 = load double, ptr %36, align 8, !tbaa !9
  %38 = tail call double @llvm.fmuladd.f64(double %37, double %37, double %34)
  %39 = or disjoint i64 %29, 2
  %40 = getelementptr inbounds double, ptr %0, i64 %39
  %41 = load double, ptr %40, align 8, !tbaa !9
  %42 = tail call double @llvm.fmuladd.f64(double %41, double %41, double %38)
  %43 = or disjoint i64 %29, 3
  %44 = getelementptr inbounds double, ptr %0, i64 %43
  %45 = load double, ptr %44, align 8, !tbaa !9
  %46 = tail call double @llvm.fmuladd.f64(double %45, double %45, double %42)
  %47 = add nuw nsw i64 %29, 4
  %48 = add i64 %31, 4
  %49 = icmp eq i64 %48, %9
  br i1 %49, label %10, label %28, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_Z8poly_cosIdLi3EET_PK4PolyIS0_XT0_EES0_(ptr noundef %0, double noundef %1) #4 comdat {
  %3 = getelementptr inbounds i8, ptr %0, i64 24
  %4 = load double, ptr %3, align 8, !tbaa !9
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = load double, ptr %5, align 8, !tbaa !9
  %7 = tail call double @llvm.fmuladd.f64(double %4, double %1, double %6)
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  %9 = load double, ptr %8, align 8, !tbaa !9
  %10 = tail call double @llvm.fmuladd.f64(double %7, double %1, double %9)
  %11 = load double, ptr %0, align 8, !tbaa !9
  %12 = tail call noundef double @llvm.fmuladd.f64(double %10, double %1, double %11)
  %13 = tail call double @cos(double noundef %12) #11
  %14 = load double, ptr %0, align 8, !tbaa !9
  %15 = tail call double @llvm.fmuladd.f64(double %14, double %14, double 0.000000e+00)
  %16 = load double, ptr %8, align 8, !tbaa !9
  %17 = tail call double @llvm.fmuladd.f64(double %16, double %16, double %15)
  %18 = load double, ptr %5, align 8, !tbaa !9
  %19 = tail call double @llvm.fmuladd.f64(double %18, double %18, double %17)
  %20 = load double, ptr %3, align 8, !tbaa !9
  %21 = tail call double @llvm.fmuladd.f64(double %20, double %20, double %19)
  %22 = tail call noundef double @sqrt(double noundef %21) #11
  %23 = fmul double %13, %22
  ret double %23
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.sqrt.v2f64(<2 x double>) #10

attributes #0 = { mustprogress norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !12}
