; ModuleID = 'rev/77_cpp_enzyme_header.cpp'
source_filename = "rev/77_cpp_enzyme_header.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [13 x i8] c"Reverse d/dx\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"Reverse d/dy\00", align 1
@.str.2 = private unnamed_addr constant [23 x i8] c"ReverseWithPrimal d/dx\00", align 1
@.str.3 = private unnamed_addr constant [25 x i8] c"ReverseWithPrimal primal\00", align 1
@__const.main.v = private unnamed_addr constant [4 x double] [double 3.000000e-01, double -8.000000e-01, double 1.100000e+00, double 4.500000e-01], align 16
@.str.4 = private unnamed_addr constant [14 x i8] c"weighted d/ds\00", align 1
@.str.5 = private unnamed_addr constant [18 x i8] c"weighted d/dv[%d]\00", align 1
@__const.main.u = private unnamed_addr constant [3 x double] [double 2.000000e-01, double -6.000000e-01, double 1.400000e+00], align 16
@__const.main.dout = private unnamed_addr constant [3 x double] [double 1.000000e+00, double -2.000000e+00, double 5.000000e-01], align 16
@.str.6 = private unnamed_addr constant [22 x i8] c"const result d/du[%d]\00", align 1
@.str.7 = private unnamed_addr constant [16 x i8] c"Forward tangent\00", align 1
@.str.8 = private unnamed_addr constant [15 x i8] c"Forward primal\00", align 1
@.str.9 = private unnamed_addr constant [26 x i8] c"Forward tangent (y const)\00", align 1
@_ZL5fails = internal unnamed_addr global i32 0, align 4
@.str.11 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.12 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@enzyme_active_return = external global i32, align 4
@enzyme_noret = external global i32, align 4
@enzyme_out = external local_unnamed_addr global i32, align 4
@.str.13 = private unnamed_addr constant [30 x i8] c"%-30s ad=%+.10e fd=%+.10e %s\0A\00", align 1
@enzyme_primal_return = external global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const_return = external global i32, align 4
@enzyme_dup_return = external global i32, align 4

; Function Attrs: mustprogress norecurse nounwind uwtable
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [4 x double], align 16
  %2 = alloca [4 x double], align 16
  %3 = alloca [64 x i8], align 16
  %4 = alloca [3 x double], align 16
  %5 = alloca [3 x double], align 16
  %6 = alloca [3 x double], align 16
  %7 = alloca [3 x double], align 16
  %8 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  %9 = tail call { double, double } @_Z17__enzyme_autodiffIN6enzyme5tupleIJNS1_IJddEEEEEEJPvPiS5_ididEET_DpT0_(ptr noundef nonnull @_ZL2f2dd, ptr noundef nonnull @enzyme_active_return, ptr noundef nonnull @enzyme_noret, i32 noundef %8, double noundef 0x3FE6666666666666, i32 noundef %8, double noundef -1.300000e+00) #12
  %10 = extractvalue { double, double } %9, 0
  %11 = extractvalue { double, double } %9, 1
  %12 = fadd double %10, 0x3FA7C3BC50BA4E00
  %13 = tail call double @llvm.fabs.f64(double %12)
  %14 = fcmp ugt double %13, 0x3EB0C6F7A0B5ED8D
  %15 = select i1 %14, ptr @.str.11, ptr @.str.12
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str, double noundef %10, double noundef 0xBFA7C3BC50BA4E00, ptr noundef nonnull %15)
  %17 = zext i1 %14 to i32
  %18 = load i32, ptr @_ZL5fails, align 4, !tbaa !5
  %19 = add nsw i32 %18, %17
  store i32 %19, ptr @_ZL5fails, align 4, !tbaa !5
  %20 = fadd double %11, 0xBFE7CCC26A0FFEE0
  %21 = tail call double @llvm.fabs.f64(double %20)
  %22 = fcmp ugt double %21, 0x3EB0C6F7A0B5ED8D
  %23 = select i1 %22, ptr @.str.11, ptr @.str.12
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.1, double noundef %11, double noundef 0x3FE7CCC26A0FFEE0, ptr noundef nonnull %23)
  %25 = zext i1 %22 to i32
  %26 = load i32, ptr @_ZL5fails, align 4, !tbaa !5
  %27 = add nsw i32 %26, %25
  store i32 %27, ptr @_ZL5fails, align 4, !tbaa !5
  %28 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  %29 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %30 = tail call { double, double } @_Z17__enzyme_autodiffIN6enzyme5tupleIJdNS1_IJdEEEEEEJPvPiS5_ididEET_DpT0_(ptr noundef nonnull @_ZL2f2dd, ptr noundef nonnull @enzyme_active_return, ptr noundef nonnull @enzyme_primal_return, i32 noundef %28, double noundef 0x3FE6666666666666, i32 noundef %29, double noundef -1.300000e+00) #12
  %31 = extractvalue { double, double } %30, 0
  %32 = extractvalue { double, double } %30, 1
  %33 = fadd double %32, 0x3FA7C3BC50BA4E00
  %34 = tail call double @llvm.fabs.f64(double %33)
  %35 = fcmp ugt double %34, 0x3EB0C6F7A0B5ED8D
  %36 = select i1 %35, ptr @.str.11, ptr @.str.12
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.2, double noundef %32, double noundef 0xBFA7C3BC50BA4E00, ptr noundef nonnull %36)
  %38 = zext i1 %35 to i32
  %39 = load i32, ptr @_ZL5fails, align 4, !tbaa !5
  %40 = add nsw i32 %39, %38
  store i32 %40, ptr @_ZL5fails, align 4, !tbaa !5
  %41 = fadd double %31, 0x3FE02EE675076CF6
  %42 = tail call double @llvm.fabs.f64(double %41)
  %43 = fcmp ugt double %42, 0x3EB0C6F7A0B5ED8D
  %44 = select i1 %43, ptr @.str.11, ptr @.str.12
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.3, double noundef %31, double noundef 0xBFE02EE675076CF6, ptr noundef nonnull %44)
  %46 = zext i1 %43 to i32
  %47 = load i32, ptr @_ZL5fails, align 4, !tbaa !5
  %48 = add nsw i32 %47, %46
  store i32 %48, ptr @_ZL5fails, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, ptr noundef nonnull align 16 dereferenceable(32) @__const.main.v, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %2, i8 0, i64 32, i1 false)
  %49 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %50 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  %51 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %52 = call double @_Z17__enzyme_autodiffIN6enzyme5tupleIJNS1_IJdEEEEEEJPvPiS5_iPdS6_idiiEET_DpT0_(ptr noundef nonnull @_ZL8weightedPKddi, ptr noundef nonnull @enzyme_active_return, ptr noundef nonnull @enzyme_noret, i32 noundef %49, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %50, double noundef 1.700000e+00, i32 noundef %51, i32 noundef 4) #12
  %53 = load double, ptr %1, align 16, !tbaa !9
  %54 = fmul double %53, 0x3FFB33343FA2AD3E
  %55 = call double @cos(double noundef %54) #12
  %56 = getelementptr inbounds i8, ptr %1, i64 8
  %57 = load double, ptr %56, align 8, !tbaa !9
  %58 = fmul double %57, 0x3FFB33343FA2AD3E
  %59 = call double @cos(double noundef %58) #12
  %60 = getelementptr inbounds i8, ptr %1, i64 16
  %61 = load double, ptr %60, align 16, !tbaa !9
  %62 = fmul double %61, 0x3FFB33343FA2AD3E
  %63 = call double @cos(double noundef %62) #12
  %64 = getelementptr inbounds i8, ptr %1, i64 24
  %65 = load double, ptr %64, align 8, !tbaa !9
  %66 = fmul double %65, 0x3FFB33343FA2AD3E
  %67 = call double @cos(double noundef %66) #12
  %68 = load double, ptr %1, align 16, !tbaa !9
  %69 = fmul double %68, 0x3FFB333226C3B928
  %70 = call double @cos(double noundef %69) #12
  %71 = load double, ptr %56, align 8, !tbaa !9
  %72 = fmul double %71, 0x3FFB333226C3B928
  %73 = call double @cos(double noundef %72) #12
  %74 = load double, ptr %60, align 16, !tbaa !9
  %75 = fmul double %74, 0x3FFB333226C3B928
  %76 = call double @cos(double noundef %75) #12
  %77 = load double, ptr %64, align 8, !tbaa !9
  %78 = fmul double %77, 0x3FFB333226C3B928
  %79 = call double @cos(double noundef %78) #12
  %80 = insertelement <2 x double> poison, double %55, i64 0
  %81 = insertelement <2 x double> %80, double %70, i64 1
  %82 = fadd <2 x double> %81, zeroinitializer
  %83 = insertelement <2 x double> poison, double %59, i64 0
  %84 = insertelement <2 x double> %83, double %73, i64 1
  %85 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %84, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %82)
  %86 = insertelement <2 x double> poison, double %63, i64 0
  %87 = insertelement <2 x double> %86, double %76, i64 1
  %88 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %87, <2 x double> <double 3.000000e+00, double 3.000000e+00>, <2 x double> %85)
  %89 = insertelement <2 x double> poison, double %67, i64 0
  %90 = insertelement <2 x double> %89, double %79, i64 1
  %91 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %90, <2 x double> <double 4.000000e+00, double 4.000000e+00>, <2 x double> %88)
  %92 = shufflevector <2 x double> %91, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %93 = fsub <2 x double> %91, %92
  %94 = extractelement <2 x double> %93, i64 0
  %95 = fdiv double %94, 2.000000e-06
  %96 = fsub double %52, %95
  %97 = call double @llvm.fabs.f64(double %96)
  %98 = call double @llvm.fabs.f64(double %95)
  %99 = call double @llvm.maxnum.f64(double %98, double 1.000000e+00)
  %100 = fmul double %99, 0x3EB0C6F7A0B5ED8D
  %101 = fcmp ugt double %97, %100
  %102 = fcmp ule double %98, 1.000000e-09
  %103 = or i1 %102, %101
  %104 = select i1 %103, ptr @.str.11, ptr @.str.12
  %105 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.4, double noundef %52, double noundef %95, ptr noundef nonnull %104)
  %106 = zext i1 %103 to i32
  %107 = load i32, ptr @_ZL5fails, align 4, !tbaa !5
  %108 = add nsw i32 %107, %106
  store i32 %108, ptr @_ZL5fails, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #12
  br label %114

109:                                              ; preds = %114
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %4, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.u, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %5, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #12
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %7, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.dout, i64 24, i1 false)
  %110 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %111 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  call void @_Z17__enzyme_autodiffIN6enzyme5tupleIJNS1_IJEEEEEEJPvPiS5_iPKdS7_iPdS8_iiEET_DpT0_(ptr noundef nonnull @_ZL10scale_intoPKdPdi, ptr noundef nonnull @enzyme_const_return, ptr noundef nonnull @enzyme_noret, i32 noundef %110, ptr noundef nonnull %4, ptr noundef nonnull %5, i32 noundef %110, ptr noundef nonnull %6, ptr noundef nonnull %7, i32 noundef %111, i32 noundef 3) #12
  %112 = getelementptr inbounds i8, ptr %4, i64 8
  %113 = getelementptr inbounds i8, ptr %4, i64 16
  br label %218

114:                                              ; preds = %0, %114
  %115 = phi i64 [ 0, %0 ], [ %177, %114 ]
  %116 = getelementptr inbounds [4 x double], ptr %1, i64 0, i64 %115
  %117 = load double, ptr %116, align 8, !tbaa !9
  %118 = fadd double %117, 0x3EB0C6F7A0B5ED8D
  store double %118, ptr %116, align 8, !tbaa !9
  %119 = load double, ptr %1, align 16, !tbaa !9
  %120 = fmul double %119, 1.700000e+00
  %121 = call double @cos(double noundef %120) #12
  %122 = load double, ptr %56, align 8, !tbaa !9
  %123 = fmul double %122, 1.700000e+00
  %124 = call double @cos(double noundef %123) #12
  %125 = load double, ptr %60, align 16, !tbaa !9
  %126 = fmul double %125, 1.700000e+00
  %127 = call double @cos(double noundef %126) #12
  %128 = load double, ptr %64, align 8, !tbaa !9
  %129 = fmul double %128, 1.700000e+00
  %130 = call double @cos(double noundef %129) #12
  %131 = fadd double %117, 0xBEB0C6F7A0B5ED8D
  store double %131, ptr %116, align 8, !tbaa !9
  %132 = load double, ptr %1, align 16, !tbaa !9
  %133 = fmul double %132, 1.700000e+00
  %134 = call double @cos(double noundef %133) #12
  %135 = load double, ptr %56, align 8, !tbaa !9
  %136 = fmul double %135, 1.700000e+00
  %137 = call double @cos(double noundef %136) #12
  %138 = load double, ptr %60, align 16, !tbaa !9
  %139 = fmul double %138, 1.700000e+00
  %140 = call double @cos(double noundef %139) #12
  %141 = load double, ptr %64, align 8, !tbaa !9
  %142 = fmul double %141, 1.700000e+00
  %143 = call double @cos(double noundef %142) #12
  %144 = insertelement <2 x double> poison, double %121, i64 0
  %145 = insertelement <2 x double> %144, double %134, i64 1
  %146 = fadd <2 x double> %145, zeroinitializer
  %147 = insertelement <2 x double> poison, double %124, i64 0
  %148 = insertelement <2 x double> %147, double %137, i64 1
  %149 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %148, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %146)
  %150 = insertelement <2 x double> poison, double %127, i64 0
  %151 = insertelement <2 x double> %150, double %140, i64 1
  %152 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %151, <2 x double> <double 3.000000e+00, double 3.000000e+00>, <2 x double> %149)
  %153 = insertelement <2 x double> poison, double %130, i64 0
  %154 = insertelement <2 x double> %153, double %143, i64 1
  %155 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %154, <2 x double> <double 4.000000e+00, double 4.000000e+00>, <2 x double> %152)
  store double %117, ptr %116, align 8, !tbaa !9
  %156 = trunc nuw nsw i64 %115 to i32
  %157 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %3, i64 noundef 64, ptr noundef nonnull @.str.5, i32 noundef %156) #12
  %158 = getelementptr inbounds [4 x double], ptr %2, i64 0, i64 %115
  %159 = load double, ptr %158, align 8, !tbaa !9
  %160 = shufflevector <2 x double> %155, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %161 = fsub <2 x double> %155, %160
  %162 = extractelement <2 x double> %161, i64 0
  %163 = fdiv double %162, 2.000000e-06
  %164 = fsub double %159, %163
  %165 = call double @llvm.fabs.f64(double %164)
  %166 = call double @llvm.fabs.f64(double %163)
  %167 = call double @llvm.maxnum.f64(double %166, double 1.000000e+00)
  %168 = fmul double %167, 0x3EB0C6F7A0B5ED8D
  %169 = fcmp ugt double %165, %168
  %170 = fcmp ule double %166, 1.000000e-09
  %171 = or i1 %170, %169
  %172 = select i1 %171, ptr @.str.11, ptr @.str.12
  %173 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull %3, double noundef %159, double noundef %163, ptr noundef nonnull %172)
  %174 = zext i1 %171 to i32
  %175 = load i32, ptr @_ZL5fails, align 4, !tbaa !5
  %176 = add nsw i32 %175, %174
  store i32 %176, ptr @_ZL5fails, align 4, !tbaa !5
  %177 = add nuw nsw i64 %115, 1
  %178 = icmp eq i64 %177, 4
  br i1 %178, label %109, label %114, !llvm.loop !11

179:                                              ; preds = %218
  %180 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %181 = call double @_Z16__enzyme_fwddiffIN6enzyme5tupleIJdEEEJPvPiS4_iddiddEET_DpT0_(ptr noundef nonnull @_ZL2f2dd, ptr noundef nonnull @enzyme_dup_return, ptr noundef nonnull @enzyme_noret, i32 noundef %180, double noundef 0x3FE6666666666666, double noundef 1.000000e+00, i32 noundef %180, double noundef -1.300000e+00, double noundef 5.000000e-01) #12
  %182 = fadd double %181, 0xBFD4D44AE00F9880
  %183 = call double @llvm.fabs.f64(double %182)
  %184 = fcmp ugt double %183, 0x3EB0C6F7A0B5ED8D
  %185 = select i1 %184, ptr @.str.11, ptr @.str.12
  %186 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.7, double noundef %181, double noundef 0x3FD4D44AE00F9880, ptr noundef nonnull %185)
  %187 = zext i1 %184 to i32
  %188 = load i32, ptr @_ZL5fails, align 4, !tbaa !5
  %189 = add nsw i32 %188, %187
  store i32 %189, ptr @_ZL5fails, align 4, !tbaa !5
  %190 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %191 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %192 = call { double, double } @_Z16__enzyme_fwddiffIN6enzyme5tupleIJddEEEJPvPiS4_iddidEET_DpT0_(ptr noundef nonnull @_ZL2f2dd, ptr noundef nonnull @enzyme_dup_return, ptr noundef nonnull @enzyme_primal_return, i32 noundef %190, double noundef 0x3FE6666666666666, double noundef 1.000000e+00, i32 noundef %191, double noundef -1.300000e+00) #12
  %193 = extractvalue { double, double } %192, 0
  %194 = extractvalue { double, double } %192, 1
  %195 = insertelement <2 x double> poison, double %194, i64 0
  %196 = insertelement <2 x double> %195, double %193, i64 1
  %197 = fadd <2 x double> %196, <double 0x3FA7C3BC50BA4E00, double 0x3FE02EE675076CF6>
  %198 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %197)
  %199 = fcmp ugt <2 x double> %198, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %200 = extractelement <2 x i1> %199, i64 1
  %201 = select i1 %200, ptr @.str.11, ptr @.str.12
  %202 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.8, double noundef %193, double noundef 0xBFE02EE675076CF6, ptr noundef nonnull %201)
  %203 = zext i1 %200 to i32
  %204 = load i32, ptr @_ZL5fails, align 4, !tbaa !5
  %205 = add nsw i32 %204, %203
  store i32 %205, ptr @_ZL5fails, align 4, !tbaa !5
  %206 = extractelement <2 x i1> %199, i64 0
  %207 = select i1 %206, ptr @.str.11, ptr @.str.12
  %208 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.9, double noundef %194, double noundef 0xBFA7C3BC50BA4E00, ptr noundef nonnull %207)
  %209 = zext i1 %206 to i32
  %210 = load i32, ptr @_ZL5fails, align 4, !tbaa !5
  %211 = add nsw i32 %210, %209
  store i32 %211, ptr @_ZL5fails, align 4, !tbaa !5
  %212 = icmp eq i32 %211, 0
  %213 = select i1 %212, ptr @.str.12, ptr @.str.11
  %214 = call i32 @puts(ptr nonnull dereferenceable(1) %213)
  %215 = load i32, ptr @_ZL5fails, align 4, !tbaa !5
  %216 = icmp ne i32 %215, 0
  %217 = zext i1 %216 to i32
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #12
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #12
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #12
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #12
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #12
  ret i32 %217

218:                                              ; preds = %109, %218
  %219 = phi i64 [ 0, %109 ], [ %278, %218 ]
  %220 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 %219
  %221 = load double, ptr %220, align 8, !tbaa !9
  %222 = fadd double %221, 0x3EB0C6F7A0B5ED8D
  store double %222, ptr %220, align 8, !tbaa !9
  %223 = load double, ptr %4, align 16, !tbaa !9
  %224 = call double @sin(double noundef %223) #12
  %225 = load double, ptr %112, align 8, !tbaa !9
  %226 = call double @sin(double noundef %225) #12
  %227 = load double, ptr %113, align 16, !tbaa !9
  %228 = call double @sin(double noundef %227) #12
  %229 = fadd double %221, 0xBEB0C6F7A0B5ED8D
  store double %229, ptr %220, align 8, !tbaa !9
  %230 = load double, ptr %4, align 16, !tbaa !9
  %231 = call double @sin(double noundef %230) #12
  %232 = load double, ptr %112, align 8, !tbaa !9
  %233 = call double @sin(double noundef %232) #12
  %234 = load double, ptr %113, align 16, !tbaa !9
  %235 = call double @sin(double noundef %234) #12
  %236 = insertelement <2 x double> poison, double %223, i64 0
  %237 = insertelement <2 x double> %236, double %230, i64 1
  %238 = fmul <2 x double> %237, %237
  %239 = insertelement <2 x double> poison, double %224, i64 0
  %240 = insertelement <2 x double> %239, double %231, i64 1
  %241 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %238, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %240)
  %242 = insertelement <2 x double> poison, double %225, i64 0
  %243 = insertelement <2 x double> %242, double %232, i64 1
  %244 = fmul <2 x double> %243, %243
  %245 = insertelement <2 x double> poison, double %226, i64 0
  %246 = insertelement <2 x double> %245, double %233, i64 1
  %247 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %244, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %246)
  %248 = insertelement <2 x double> poison, double %227, i64 0
  %249 = insertelement <2 x double> %248, double %234, i64 1
  %250 = fmul <2 x double> %249, %249
  %251 = insertelement <2 x double> poison, double %228, i64 0
  %252 = insertelement <2 x double> %251, double %235, i64 1
  %253 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %250, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %252)
  %254 = fmul <2 x double> %247, <double 2.000000e+00, double 2.000000e+00>
  %255 = fsub <2 x double> %241, %254
  %256 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %253, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %255)
  store double %221, ptr %220, align 8, !tbaa !9
  %257 = trunc nuw nsw i64 %219 to i32
  %258 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %3, i64 noundef 64, ptr noundef nonnull @.str.6, i32 noundef %257) #12
  %259 = getelementptr inbounds [3 x double], ptr %5, i64 0, i64 %219
  %260 = load double, ptr %259, align 8, !tbaa !9
  %261 = shufflevector <2 x double> %256, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %262 = fsub <2 x double> %256, %261
  %263 = extractelement <2 x double> %262, i64 0
  %264 = fdiv double %263, 2.000000e-06
  %265 = fsub double %260, %264
  %266 = call double @llvm.fabs.f64(double %265)
  %267 = call double @llvm.fabs.f64(double %264)
  %268 = call double @llvm.maxnum.f64(double %267, double 1.000000e+00)
  %269 = fmul double %268, 0x3EB0C6F7A0B5ED8D
  %270 = fcmp ugt double %266, %269
  %271 = fcmp ule double %267, 1.000000e-09
  %272 = or i1 %271, %270
  %273 = select i1 %272, ptr @.str.11, ptr @.str.12
  %274 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull %3, double noundef %260, double noundef %264, ptr noundef nonnull %273)
  %275 = zext i1 %272 to i32
  %276 = load i32, ptr @_ZL5fails, align 4, !tbaa !5
  %277 = add nsw i32 %276, %275
  store i32 %277, ptr @_ZL5fails, align 4, !tbaa !5
  %278 = add nuw nsw i64 %219, 1
  %279 = icmp eq i64 %278, 3
  br i1 %279, label %179, label %218, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal noundef double @_ZL2f2dd(double noundef %0, double noundef %1) #2 {
  %3 = tail call double @sin(double noundef %0) #12
  %4 = fmul double %0, %0
  %5 = fmul double %1, 3.000000e-01
  %6 = tail call double @exp(double noundef %5) #12
  %7 = fmul double %4, %6
  %8 = tail call double @llvm.fmuladd.f64(double %3, double %1, double %7)
  ret double %8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: mustprogress nofree nounwind memory(write, argmem: readwrite) uwtable
define internal noundef double @_ZL8weightedPKddi(ptr nocapture noundef readonly %0, double noundef %1, i32 noundef %2) #5 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %25

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = and i64 %6, 1
  %8 = icmp eq i32 %2, 1
  br i1 %8, label %11, label %9

9:                                                ; preds = %5
  %10 = and i64 %6, 2147483646
  br label %27

11:                                               ; preds = %27, %5
  %12 = phi double [ poison, %5 ], [ %46, %27 ]
  %13 = phi i64 [ 0, %5 ], [ %43, %27 ]
  %14 = phi double [ 0.000000e+00, %5 ], [ %46, %27 ]
  %15 = icmp eq i64 %7, 0
  br i1 %15, label %25, label %16

16:                                               ; preds = %11
  %17 = getelementptr inbounds double, ptr %0, i64 %13
  %18 = load double, ptr %17, align 8, !tbaa !9
  %19 = fmul double %18, %1
  %20 = tail call double @cos(double noundef %19) #12
  %21 = trunc i64 %13 to i32
  %22 = add i32 %21, 1
  %23 = uitofp nneg i32 %22 to double
  %24 = tail call double @llvm.fmuladd.f64(double %20, double %23, double %14)
  br label %25

25:                                               ; preds = %16, %11, %3
  %26 = phi double [ 0.000000e+00, %3 ], [ %12, %11 ], [ %24, %16 ]
  ret double %26

27:                                               ; preds = %27, %9
  %28 = phi i64 [ 0, %9 ], [ %43, %27 ]
  %29 = phi double [ 0.000000e+00, %9 ], [ %46, %27 ]
  %30 = phi i64 [ 0, %9 ], [ %47, %27 ]
  %31 = getelementptr inbounds double, ptr %0, i64 %28
  %32 = load double, ptr %31, align 8, !tbaa !9
  %33 = fmul double %32, %1
  %34 = tail call double @cos(double noundef %33) #12
  %35 = or disjoint i64 %28, 1
  %36 = trunc nuw nsw i64 %35 to i32
  %37 = uitofp nneg i32 %36 to double
  %38 = tail call double @llvm.fmuladd.f64(double %34, double %37, double %29)
  %39 = getelementptr inbounds double, ptr %0, i64 %35
  %40 = load double, ptr %39, align 8, !tbaa !9
  %41 = fmul double %40, %1
  %42 = tail call double @cos(double noundef %41) #12
  %43 = add nuw nsw i64 %28, 2
  %44 = trunc nuw nsw i64 %43 to i32
  %45 = uitofp nneg i32 %44 to double
  %46 = tail call double @llvm.fmuladd.f64(double %42, double %45, double %38)
  %47 = add i64 %30, 2
  %48 = icmp eq i64 %47, %10
  br i1 %48, label %11, label %27, !llvm.loop !14
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind memory(write, argmem: readwrite) uwtable
define internal noundef double @_ZL10scale_intoPKdPdi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) #5 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %24

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = and i64 %6, 1
  %8 = icmp eq i32 %2, 1
  br i1 %8, label %11, label %9

9:                                                ; preds = %5
  %10 = and i64 %6, 2147483646
  br label %26

11:                                               ; preds = %26, %5
  %12 = phi double [ poison, %5 ], [ %44, %26 ]
  %13 = phi i64 [ 0, %5 ], [ %45, %26 ]
  %14 = phi double [ 0.000000e+00, %5 ], [ %44, %26 ]
  %15 = icmp eq i64 %7, 0
  br i1 %15, label %24, label %16

16:                                               ; preds = %11
  %17 = getelementptr inbounds double, ptr %0, i64 %13
  %18 = load double, ptr %17, align 8, !tbaa !9
  %19 = fmul double %18, %18
  %20 = tail call double @sin(double noundef %18) #12
  %21 = tail call double @llvm.fmuladd.f64(double %19, double 5.000000e-01, double %20)
  %22 = getelementptr inbounds double, ptr %1, i64 %13
  store double %21, ptr %22, align 8, !tbaa !9
  %23 = fadd double %14, %21
  br label %24

24:                                               ; preds = %16, %11, %3
  %25 = phi double [ 0.000000e+00, %3 ], [ %12, %11 ], [ %23, %16 ]
  ret double %25

26:                                               ; preds = %26, %9
  %27 = phi i64 [ 0, %9 ], [ %45, %26 ]
  %28 = phi double [ 0.000000e+00, %9 ], [ %44, %26 ]
  %29 = phi i64 [ 0, %9 ], [ %46, %26 ]
  %30 = getelementptr inbounds double, ptr %0, i64 %27
  %31 = load double, ptr %30, align 8, !tbaa !9
  %32 = fmul double %31, %31
  %33 = tail call double @sin(double noundef %31) #12
  %34 = tail call double @llvm.fmuladd.f64(double %32, double 5.000000e-01, double %33)
  %35 = getelementptr inbounds double, ptr %1, i64 %27
  store double %34, ptr %35, align 8, !tbaa !9
  %36 = fadd double %28, %34
  %37 = or disjoint i64 %27, 1
  %38 = getelementptr inbounds double, ptr %0, i64 %37
  %39 = load double, ptr %38, align 8, !tbaa !9
  %40 = fmul double %39, %39
  %41 = tail call double @sin(double noundef %39) #12
  %42 = tail call double @llvm.fmuladd.f64(double %40, double 5.000000e-01, double %41)
  %43 = getelementptr inbounds double, ptr %1, i64 %37
  store double %42, ptr %43, align 8, !tbaa !9
  %44 = fadd double %36, %42
  %45 = add nuw nsw i64 %27, 2
  %46 = add i64 %29, 2
  %47 = icmp eq i64 %46, %10
  br i1 %47, label %11, label %26, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #7

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

declare { double, double } @_Z17__enzyme_autodiffIN6enzyme5tupleIJNS1_IJddEEEEEEJPvPiS5_ididEET_DpT0_(ptr noundef, ptr noundef, ptr noundef, i32 noundef, double noundef, i32 noundef, double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #7

declare { double, double } @_Z17__enzyme_autodiffIN6enzyme5tupleIJdNS1_IJdEEEEEEJPvPiS5_ididEET_DpT0_(ptr noundef, ptr noundef, ptr noundef, i32 noundef, double noundef, i32 noundef, double noundef) local_unnamed_addr #8

declare double @_Z17__enzyme_autodiffIN6enzyme5tupleIJNS1_IJdEEEEEEJPvPiS5_iPdS6_idiiEET_DpT0_(ptr noundef, ptr noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef, i32 noundef, double noundef, i32 noundef, i32 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #9

declare void @_Z17__enzyme_autodiffIN6enzyme5tupleIJNS1_IJEEEEEEJPvPiS5_iPKdS7_iPdS8_iiEET_DpT0_(ptr noundef, ptr noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #8

declare double @_Z16__enzyme_fwddiffIN6enzyme5tupleIJdEEEJPvPiS4_iddiddEET_DpT0_(ptr noundef, ptr noundef, ptr noundef, i32 noundef, double noundef, double noundef, i32 noundef, double noundef, double noundef) local_unnamed_addr #8

declare { double, double } @_Z16__enzyme_fwddiffIN6enzyme5tupleIJddEEEJPvPiS4_iddidEET_DpT0_(ptr noundef, ptr noundef, ptr noundef, i32 noundef, double noundef, double noundef, i32 noundef, double noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fabs.v2f64(<2 x double>) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #11

attributes #0 = { mustprogress norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }

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
!15 = distinct !{!15, !12}
