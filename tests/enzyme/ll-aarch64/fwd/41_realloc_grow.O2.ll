; ModuleID = 'fwd/41_realloc_grow.c'
source_filename = "fwd/41_realloc_grow.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"grow (realloc)\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"rows (double **)\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [9 x double], align 16
  %2 = alloca [9 x double], align 16
  %3 = alloca [9 x double], align 16
  %4 = alloca [9 x double], align 16
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %1) #11
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %2) #11
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %3) #11
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %4) #11
  store <2 x double> <double 1.200000e+00, double 0x3FE4EA4269CA16EF>, ptr %1, align 16, !tbaa !6
  store <2 x double> <double -5.000000e-01, double -2.000000e-01>, ptr %2, align 16, !tbaa !6
  store <2 x double> <double 0x3FF3332DF505D0FA, double 0x3FE4EA3E380C2EC2>, ptr %3, align 16, !tbaa !6
  store <2 x double> <double 0x3FF333387160956C, double 0x3FE4EA469B87FF1C>, ptr %4, align 16, !tbaa !6
  %5 = getelementptr inbounds i8, ptr %1, i64 16
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = getelementptr inbounds i8, ptr %3, i64 16
  %8 = getelementptr inbounds i8, ptr %4, i64 16
  store <2 x double> <double 0xBFD8DD33CA448E13, double 0xBFE93308C640A550>, ptr %5, align 16, !tbaa !6
  store <2 x double> <double 0x3FB9999999999998, double 0x3FD9999999999999>, ptr %6, align 16, !tbaa !6
  store <2 x double> <double 0xBFD8DD2F9886A5E6, double 0xBFE9330062C4D4F5>, ptr %7, align 16, !tbaa !6
  store <2 x double> <double 0xBFD8DD37FC027640, double 0xBFE9331129BC75AB>, ptr %8, align 16, !tbaa !6
  %9 = getelementptr inbounds i8, ptr %1, i64 32
  %10 = getelementptr inbounds i8, ptr %2, i64 32
  %11 = getelementptr inbounds i8, ptr %3, i64 32
  %12 = getelementptr inbounds i8, ptr %4, i64 32
  store <2 x double> <double 0xBFBB7A2ABE57D774, double 0x3FED13D2A26E3AAE>, ptr %9, align 16, !tbaa !6
  store <2 x double> <double -5.000000e-01, double -2.000000e-01>, ptr %10, align 16, !tbaa !6
  store <2 x double> <double 0xBFBB7A7EA12DFB02, double 0x3FED13CE70B05281>, ptr %11, align 16, !tbaa !6
  store <2 x double> <double 0xBFBB79D6DB81B3E6, double 0x3FED13D6D42C22DB>, ptr %12, align 16, !tbaa !6
  %13 = getelementptr inbounds i8, ptr %1, i64 48
  %14 = getelementptr inbounds i8, ptr %2, i64 48
  %15 = getelementptr inbounds i8, ptr %3, i64 48
  %16 = getelementptr inbounds i8, ptr %4, i64 48
  store <2 x double> <double 0x3FF2675A4A541548, double 0x3FD69DAD672DAF8C>, ptr %13, align 16, !tbaa !6
  store <2 x double> <double 0x3FB9999999999998, double 0x3FD9999999999999>, ptr %14, align 16, !tbaa !6
  store <2 x double> <double 0x3FF2675B56C38F53, double 0x3FD69DBE2E255042>, ptr %15, align 16, !tbaa !6
  store <2 x double> <double 0x3FF267593DE49B3D, double 0x3FD69D9CA0360ED6>, ptr %16, align 16, !tbaa !6
  %17 = getelementptr inbounds i8, ptr %1, i64 64
  store double 0xBFE38E12EFC6AF26, ptr %17, align 16, !tbaa !6
  %18 = getelementptr inbounds i8, ptr %2, i64 64
  store double -5.000000e-01, ptr %18, align 16, !tbaa !6
  %19 = getelementptr inbounds i8, ptr %3, i64 64
  store double 0xBFE38E1D6C217398, ptr %19, align 16, !tbaa !6
  %20 = getelementptr inbounds i8, ptr %4, i64 64
  store double 0xBFE38E08736BEAB4, ptr %20, align 16, !tbaa !6
  %21 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @grow, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef 9) #11
  %22 = call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #12
  store <2 x double> <double 0x3FD730F22012FF1E, double 0x3FD2695CC2168150>, ptr %22, align 8, !tbaa !6
  %23 = call dereferenceable_or_null(32) ptr @realloc(ptr noundef nonnull %22, i64 noundef 32) #13
  %24 = getelementptr inbounds i8, ptr %23, i64 8
  %25 = load double, ptr %24, align 8, !tbaa !6
  %26 = fmul double %25, 0x3FED9D84940C256C
  %27 = getelementptr inbounds i8, ptr %23, i64 16
  store double %26, ptr %27, align 8, !tbaa !6
  %28 = fmul double %26, 0x3FE694924C3F342A
  %29 = getelementptr inbounds i8, ptr %23, i64 24
  store double %28, ptr %29, align 8, !tbaa !6
  %30 = call dereferenceable_or_null(64) ptr @realloc(ptr noundef nonnull %23, i64 noundef 64) #13
  %31 = getelementptr inbounds i8, ptr %30, i64 24
  %32 = load double, ptr %31, align 8, !tbaa !6
  %33 = fmul double %32, 0x3FEFD0DA8316B4EE
  %34 = getelementptr inbounds i8, ptr %30, i64 32
  store double %33, ptr %34, align 8, !tbaa !6
  %35 = fmul double %33, 0x3FE3AC6AC300E836
  %36 = getelementptr inbounds i8, ptr %30, i64 40
  store double %35, ptr %36, align 8, !tbaa !6
  %37 = fmul double %35, 0x3FDA212A2CC33B6F
  %38 = getelementptr inbounds i8, ptr %30, i64 48
  store double %37, ptr %38, align 8, !tbaa !6
  %39 = fmul double %37, 0x3FEE05CF1431D2CA
  %40 = getelementptr inbounds i8, ptr %30, i64 56
  store double %39, ptr %40, align 8, !tbaa !6
  %41 = call dereferenceable_or_null(128) ptr @realloc(ptr noundef nonnull %30, i64 noundef 128) #13
  %42 = getelementptr inbounds i8, ptr %41, i64 56
  %43 = load double, ptr %42, align 8, !tbaa !6
  %44 = fmul double %43, 0x3FEA35664CFBFDD8
  %45 = load double, ptr %41, align 8, !tbaa !6
  call void @free(ptr noundef nonnull %41) #11
  %46 = call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #12
  store <2 x double> <double 0x3FD730CB08617713, double 0x3FD2693A06A599A5>, ptr %46, align 8, !tbaa !6
  %47 = call dereferenceable_or_null(32) ptr @realloc(ptr noundef nonnull %46, i64 noundef 32) #13
  %48 = getelementptr inbounds i8, ptr %47, i64 8
  %49 = load double, ptr %48, align 8, !tbaa !6
  %50 = fmul double %49, 0x3FED9D82FD4FF06F
  %51 = getelementptr inbounds i8, ptr %47, i64 16
  store double %50, ptr %51, align 8, !tbaa !6
  %52 = fmul double %50, 0x3FE6948668EE5ECE
  %53 = getelementptr inbounds i8, ptr %47, i64 24
  store double %52, ptr %53, align 8, !tbaa !6
  %54 = call dereferenceable_or_null(64) ptr @realloc(ptr noundef nonnull %47, i64 noundef 64) #13
  %55 = getelementptr inbounds i8, ptr %54, i64 24
  %56 = load double, ptr %55, align 8, !tbaa !6
  %57 = fmul double %56, 0x3FEFD0DCC238CD38
  %58 = getelementptr inbounds i8, ptr %54, i64 32
  store double %57, ptr %58, align 8, !tbaa !6
  %59 = fmul double %57, 0x3FE3AC64254FDA12
  %60 = getelementptr inbounds i8, ptr %54, i64 40
  store double %59, ptr %60, align 8, !tbaa !6
  %61 = fmul double %59, 0x3FDA2131D51CBBF5
  %62 = getelementptr inbounds i8, ptr %54, i64 48
  store double %61, ptr %62, align 8, !tbaa !6
  %63 = fmul double %61, 0x3FEE05D4E2887EB5
  %64 = getelementptr inbounds i8, ptr %54, i64 56
  store double %63, ptr %64, align 8, !tbaa !6
  %65 = call dereferenceable_or_null(128) ptr @realloc(ptr noundef nonnull %54, i64 noundef 128) #13
  %66 = getelementptr inbounds i8, ptr %65, i64 56
  %67 = load double, ptr %66, align 8, !tbaa !6
  %68 = fmul double %67, 0x3FEA35725559DC44
  %69 = fadd double %45, %44
  %70 = load double, ptr %65, align 8, !tbaa !6
  %71 = fadd double %70, %68
  call void @free(ptr noundef nonnull %65) #11
  %72 = fsub double %69, %71
  %73 = fdiv double %72, 2.000000e-05
  %74 = fsub double %21, %73
  %75 = call double @llvm.fabs.f64(double %74)
  %76 = call double @llvm.fabs.f64(double %73)
  %77 = call double @llvm.maxnum.f64(double %76, double 1.000000e+00)
  %78 = fmul double %77, 0x3EB0C6F7A0B5ED8D
  %79 = fcmp ugt double %75, %78
  %80 = fcmp ule double %76, 1.000000e-09
  %81 = or i1 %80, %79
  %82 = select i1 %81, ptr @.str.3, ptr @.str.4
  %83 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, double noundef %21, double noundef %73, ptr noundef nonnull %82)
  %84 = zext i1 %81 to i32
  %85 = load i32, ptr @fails, align 4, !tbaa !10
  %86 = add nsw i32 %85, %84
  store i32 %86, ptr @fails, align 4, !tbaa !10
  %87 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @rows, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef 9) #11
  %88 = call noalias dereferenceable_or_null(72) ptr @malloc(i64 noundef 72) #12
  br label %89

89:                                               ; preds = %89, %0
  %90 = phi i64 [ 0, %0 ], [ %118, %89 ]
  %91 = call noalias dereferenceable_or_null(72) ptr @malloc(i64 noundef 72) #12
  %92 = getelementptr inbounds ptr, ptr %88, i64 %90
  store ptr %91, ptr %92, align 8, !tbaa !12
  %93 = getelementptr inbounds double, ptr %3, i64 %90
  %94 = load double, ptr %93, align 8, !tbaa !6
  %95 = insertelement <2 x i64> poison, i64 %90, i64 0
  %96 = shufflevector <2 x i64> %95, <2 x i64> poison, <2 x i32> zeroinitializer
  %97 = icmp eq <2 x i64> %96, <i64 0, i64 1>
  %98 = uitofp <2 x i1> %97 to <2 x double>
  %99 = insertelement <2 x double> poison, double %94, i64 0
  %100 = shufflevector <2 x double> %99, <2 x double> poison, <2 x i32> zeroinitializer
  %101 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %100, <2 x double> <double 0x3FF3332DF505D0FA, double 0x3FE4EA3E380C2EC2>, <2 x double> %98)
  store <2 x double> %101, ptr %91, align 8, !tbaa !6
  %102 = icmp eq <2 x i64> %96, <i64 2, i64 3>
  %103 = getelementptr inbounds i8, ptr %91, i64 16
  %104 = uitofp <2 x i1> %102 to <2 x double>
  %105 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %100, <2 x double> <double 0xBFD8DD2F9886A5E6, double 0xBFE9330062C4D4F5>, <2 x double> %104)
  store <2 x double> %105, ptr %103, align 8, !tbaa !6
  %106 = icmp eq <2 x i64> %96, <i64 4, i64 5>
  %107 = getelementptr inbounds i8, ptr %91, i64 32
  %108 = uitofp <2 x i1> %106 to <2 x double>
  %109 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %100, <2 x double> <double 0xBFBB7A7EA12DFB02, double 0x3FED13CE70B05281>, <2 x double> %108)
  store <2 x double> %109, ptr %107, align 8, !tbaa !6
  %110 = icmp eq <2 x i64> %96, <i64 6, i64 7>
  %111 = getelementptr inbounds i8, ptr %91, i64 48
  %112 = uitofp <2 x i1> %110 to <2 x double>
  %113 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %100, <2 x double> <double 0x3FF2675B56C38F53, double 0x3FD69DBE2E255042>, <2 x double> %112)
  store <2 x double> %113, ptr %111, align 8, !tbaa !6
  %114 = icmp eq i64 %90, 8
  %115 = uitofp i1 %114 to double
  %116 = call double @llvm.fmuladd.f64(double %94, double 0xBFE38E1D6C217398, double %115)
  %117 = getelementptr inbounds i8, ptr %91, i64 64
  store double %116, ptr %117, align 8, !tbaa !6
  %118 = add nuw nsw i64 %90, 1
  %119 = icmp eq i64 %118, 9
  br i1 %119, label %120, label %89, !llvm.loop !14

120:                                              ; preds = %89
  %121 = load ptr, ptr %88, align 8, !tbaa !12
  %122 = getelementptr inbounds i8, ptr %121, i64 8
  %123 = load double, ptr %122, align 8, !tbaa !6
  %124 = load double, ptr %121, align 8, !tbaa !6
  call void @free(ptr noundef %121) #11
  %125 = getelementptr inbounds i8, ptr %88, i64 8
  %126 = load ptr, ptr %125, align 8, !tbaa !12
  %127 = getelementptr inbounds i8, ptr %126, i64 16
  %128 = load double, ptr %127, align 8, !tbaa !6
  %129 = getelementptr inbounds i8, ptr %126, i64 8
  %130 = load double, ptr %129, align 8, !tbaa !6
  call void @free(ptr noundef %126) #11
  %131 = getelementptr inbounds i8, ptr %88, i64 16
  %132 = load ptr, ptr %131, align 8, !tbaa !12
  %133 = getelementptr inbounds i8, ptr %132, i64 24
  %134 = load double, ptr %133, align 8, !tbaa !6
  %135 = getelementptr inbounds i8, ptr %132, i64 16
  %136 = load double, ptr %135, align 8, !tbaa !6
  call void @free(ptr noundef %132) #11
  %137 = getelementptr inbounds i8, ptr %88, i64 24
  %138 = load ptr, ptr %137, align 8, !tbaa !12
  %139 = getelementptr inbounds i8, ptr %138, i64 32
  %140 = load double, ptr %139, align 8, !tbaa !6
  %141 = getelementptr inbounds i8, ptr %138, i64 24
  %142 = load double, ptr %141, align 8, !tbaa !6
  call void @free(ptr noundef %138) #11
  %143 = getelementptr inbounds i8, ptr %88, i64 32
  %144 = load ptr, ptr %143, align 8, !tbaa !12
  %145 = getelementptr inbounds i8, ptr %144, i64 40
  %146 = load double, ptr %145, align 8, !tbaa !6
  %147 = getelementptr inbounds i8, ptr %144, i64 32
  %148 = load double, ptr %147, align 8, !tbaa !6
  call void @free(ptr noundef %144) #11
  %149 = getelementptr inbounds i8, ptr %88, i64 40
  %150 = load ptr, ptr %149, align 8, !tbaa !12
  %151 = getelementptr inbounds i8, ptr %150, i64 48
  %152 = load double, ptr %151, align 8, !tbaa !6
  %153 = getelementptr inbounds i8, ptr %150, i64 40
  %154 = load double, ptr %153, align 8, !tbaa !6
  call void @free(ptr noundef %150) #11
  %155 = getelementptr inbounds i8, ptr %88, i64 48
  %156 = load ptr, ptr %155, align 8, !tbaa !12
  %157 = getelementptr inbounds i8, ptr %156, i64 56
  %158 = load double, ptr %157, align 8, !tbaa !6
  %159 = getelementptr inbounds i8, ptr %156, i64 48
  %160 = load double, ptr %159, align 8, !tbaa !6
  call void @free(ptr noundef %156) #11
  %161 = getelementptr inbounds i8, ptr %88, i64 56
  %162 = load ptr, ptr %161, align 8, !tbaa !12
  %163 = getelementptr inbounds i8, ptr %162, i64 64
  %164 = load double, ptr %163, align 8, !tbaa !6
  %165 = getelementptr inbounds i8, ptr %162, i64 56
  %166 = load double, ptr %165, align 8, !tbaa !6
  call void @free(ptr noundef %162) #11
  %167 = getelementptr inbounds i8, ptr %88, i64 64
  %168 = load ptr, ptr %167, align 8, !tbaa !12
  %169 = load double, ptr %168, align 8, !tbaa !6
  %170 = getelementptr inbounds i8, ptr %168, i64 64
  %171 = load double, ptr %170, align 8, !tbaa !6
  call void @free(ptr noundef %168) #11
  call void @free(ptr noundef nonnull %88) #11
  %172 = call noalias dereferenceable_or_null(72) ptr @malloc(i64 noundef 72) #12
  br label %173

173:                                              ; preds = %173, %120
  %174 = phi i64 [ 0, %120 ], [ %202, %173 ]
  %175 = call noalias dereferenceable_or_null(72) ptr @malloc(i64 noundef 72) #12
  %176 = getelementptr inbounds ptr, ptr %172, i64 %174
  store ptr %175, ptr %176, align 8, !tbaa !12
  %177 = getelementptr inbounds double, ptr %4, i64 %174
  %178 = load double, ptr %177, align 8, !tbaa !6
  %179 = insertelement <2 x i64> poison, i64 %174, i64 0
  %180 = shufflevector <2 x i64> %179, <2 x i64> poison, <2 x i32> zeroinitializer
  %181 = icmp eq <2 x i64> %180, <i64 0, i64 1>
  %182 = uitofp <2 x i1> %181 to <2 x double>
  %183 = insertelement <2 x double> poison, double %178, i64 0
  %184 = shufflevector <2 x double> %183, <2 x double> poison, <2 x i32> zeroinitializer
  %185 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %184, <2 x double> <double 0x3FF333387160956C, double 0x3FE4EA469B87FF1C>, <2 x double> %182)
  store <2 x double> %185, ptr %175, align 8, !tbaa !6
  %186 = icmp eq <2 x i64> %180, <i64 2, i64 3>
  %187 = getelementptr inbounds i8, ptr %175, i64 16
  %188 = uitofp <2 x i1> %186 to <2 x double>
  %189 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %184, <2 x double> <double 0xBFD8DD37FC027640, double 0xBFE9331129BC75AB>, <2 x double> %188)
  store <2 x double> %189, ptr %187, align 8, !tbaa !6
  %190 = icmp eq <2 x i64> %180, <i64 4, i64 5>
  %191 = getelementptr inbounds i8, ptr %175, i64 32
  %192 = uitofp <2 x i1> %190 to <2 x double>
  %193 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %184, <2 x double> <double 0xBFBB79D6DB81B3E6, double 0x3FED13D6D42C22DB>, <2 x double> %192)
  store <2 x double> %193, ptr %191, align 8, !tbaa !6
  %194 = icmp eq <2 x i64> %180, <i64 6, i64 7>
  %195 = getelementptr inbounds i8, ptr %175, i64 48
  %196 = uitofp <2 x i1> %194 to <2 x double>
  %197 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %184, <2 x double> <double 0x3FF267593DE49B3D, double 0x3FD69D9CA0360ED6>, <2 x double> %196)
  store <2 x double> %197, ptr %195, align 8, !tbaa !6
  %198 = icmp eq i64 %174, 8
  %199 = uitofp i1 %198 to double
  %200 = call double @llvm.fmuladd.f64(double %178, double 0xBFE38E08736BEAB4, double %199)
  %201 = getelementptr inbounds i8, ptr %175, i64 64
  store double %200, ptr %201, align 8, !tbaa !6
  %202 = add nuw nsw i64 %174, 1
  %203 = icmp eq i64 %202, 9
  br i1 %203, label %204, label %173, !llvm.loop !14

204:                                              ; preds = %173
  %205 = call double @llvm.fmuladd.f64(double %123, double %124, double 0.000000e+00)
  %206 = call double @llvm.fmuladd.f64(double %128, double %130, double %205)
  %207 = call double @llvm.fmuladd.f64(double %134, double %136, double %206)
  %208 = call double @llvm.fmuladd.f64(double %140, double %142, double %207)
  %209 = call double @llvm.fmuladd.f64(double %146, double %148, double %208)
  %210 = call double @llvm.fmuladd.f64(double %152, double %154, double %209)
  %211 = call double @llvm.fmuladd.f64(double %158, double %160, double %210)
  %212 = call double @llvm.fmuladd.f64(double %164, double %166, double %211)
  %213 = load ptr, ptr %172, align 8, !tbaa !12
  %214 = getelementptr inbounds i8, ptr %213, i64 8
  %215 = load double, ptr %214, align 8, !tbaa !6
  %216 = load double, ptr %213, align 8, !tbaa !6
  %217 = call double @llvm.fmuladd.f64(double %215, double %216, double 0.000000e+00)
  call void @free(ptr noundef %213) #11
  %218 = getelementptr inbounds i8, ptr %172, i64 8
  %219 = load ptr, ptr %218, align 8, !tbaa !12
  %220 = getelementptr inbounds i8, ptr %219, i64 16
  %221 = load double, ptr %220, align 8, !tbaa !6
  %222 = getelementptr inbounds i8, ptr %219, i64 8
  %223 = load double, ptr %222, align 8, !tbaa !6
  %224 = call double @llvm.fmuladd.f64(double %221, double %223, double %217)
  call void @free(ptr noundef %219) #11
  %225 = getelementptr inbounds i8, ptr %172, i64 16
  %226 = load ptr, ptr %225, align 8, !tbaa !12
  %227 = getelementptr inbounds i8, ptr %226, i64 24
  %228 = load double, ptr %227, align 8, !tbaa !6
  %229 = getelementptr inbounds i8, ptr %226, i64 16
  %230 = load double, ptr %229, align 8, !tbaa !6
  %231 = call double @llvm.fmuladd.f64(double %228, double %230, double %224)
  call void @free(ptr noundef %226) #11
  %232 = getelementptr inbounds i8, ptr %172, i64 24
  %233 = load ptr, ptr %232, align 8, !tbaa !12
  %234 = getelementptr inbounds i8, ptr %233, i64 32
  %235 = load double, ptr %234, align 8, !tbaa !6
  %236 = getelementptr inbounds i8, ptr %233, i64 24
  %237 = load double, ptr %236, align 8, !tbaa !6
  %238 = call double @llvm.fmuladd.f64(double %235, double %237, double %231)
  call void @free(ptr noundef %233) #11
  %239 = getelementptr inbounds i8, ptr %172, i64 32
  %240 = load ptr, ptr %239, align 8, !tbaa !12
  %241 = getelementptr inbounds i8, ptr %240, i64 40
  %242 = load double, ptr %241, align 8, !tbaa !6
  %243 = getelementptr inbounds i8, ptr %240, i64 32
  %244 = load double, ptr %243, align 8, !tbaa !6
  %245 = call double @llvm.fmuladd.f64(double %242, double %244, double %238)
  call void @free(ptr noundef %240) #11
  %246 = getelementptr inbounds i8, ptr %172, i64 40
  %247 = load ptr, ptr %246, align 8, !tbaa !12
  %248 = getelementptr inbounds i8, ptr %247, i64 48
  %249 = load double, ptr %248, align 8, !tbaa !6
  %250 = getelementptr inbounds i8, ptr %247, i64 40
  %251 = load double, ptr %250, align 8, !tbaa !6
  %252 = call double @llvm.fmuladd.f64(double %249, double %251, double %245)
  call void @free(ptr noundef %247) #11
  %253 = getelementptr inbounds i8, ptr %172, i64 48
  %254 = load ptr, ptr %253, align 8, !tbaa !12
  %255 = getelementptr inbounds i8, ptr %254, i64 56
  %256 = load double, ptr %255, align 8, !tbaa !6
  %257 = getelementptr inbounds i8, ptr %254, i64 48
  %258 = load double, ptr %257, align 8, !tbaa !6
  %259 = call double @llvm.fmuladd.f64(double %256, double %258, double %252)
  call void @free(ptr noundef %254) #11
  %260 = getelementptr inbounds i8, ptr %172, i64 56
  %261 = load ptr, ptr %260, align 8, !tbaa !12
  %262 = getelementptr inbounds i8, ptr %261, i64 64
  %263 = load double, ptr %262, align 8, !tbaa !6
  %264 = getelementptr inbounds i8, ptr %261, i64 56
  %265 = load double, ptr %264, align 8, !tbaa !6
  %266 = call double @llvm.fmuladd.f64(double %263, double %265, double %259)
  call void @free(ptr noundef %261) #11
  %267 = getelementptr inbounds i8, ptr %172, i64 64
  %268 = load ptr, ptr %267, align 8, !tbaa !12
  %269 = load double, ptr %268, align 8, !tbaa !6
  %270 = getelementptr inbounds i8, ptr %268, i64 64
  %271 = load double, ptr %270, align 8, !tbaa !6
  %272 = call double @llvm.fmuladd.f64(double %269, double %271, double %266)
  call void @free(ptr noundef %268) #11
  %273 = call double @llvm.fmuladd.f64(double %169, double %171, double %212)
  call void @free(ptr noundef nonnull %172) #11
  %274 = fsub double %273, %272
  %275 = fdiv double %274, 2.000000e-05
  %276 = fsub double %87, %275
  %277 = call double @llvm.fabs.f64(double %276)
  %278 = call double @llvm.fabs.f64(double %275)
  %279 = call double @llvm.maxnum.f64(double %278, double 1.000000e+00)
  %280 = fmul double %279, 0x3EB0C6F7A0B5ED8D
  %281 = fcmp ugt double %277, %280
  %282 = fcmp ule double %278, 1.000000e-09
  %283 = or i1 %282, %281
  %284 = select i1 %283, ptr @.str.3, ptr @.str.4
  %285 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, double noundef %87, double noundef %275, ptr noundef nonnull %284)
  %286 = zext i1 %283 to i32
  %287 = load i32, ptr @fails, align 4, !tbaa !10
  %288 = add nsw i32 %287, %286
  store i32 %288, ptr @fails, align 4, !tbaa !10
  %289 = icmp eq i32 %288, 0
  %290 = select i1 %289, ptr @.str.4, ptr @.str.3
  %291 = call i32 @puts(ptr nonnull dereferenceable(1) %290)
  %292 = load i32, ptr @fails, align 4, !tbaa !10
  %293 = icmp ne i32 %292, 0
  %294 = zext i1 %293 to i32
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %3) #11
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %2) #11
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %1) #11
  ret i32 %294
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define internal double @grow(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #12
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %12

5:                                                ; preds = %2
  %6 = zext nneg i32 %1 to i64
  %7 = load double, ptr %0, align 8, !tbaa !6
  %8 = tail call double @cos(double noundef %7) #11
  store double %8, ptr %3, align 8, !tbaa !6
  %9 = icmp eq i32 %1, 1
  br i1 %9, label %12, label %20

10:                                               ; preds = %31
  %11 = load double, ptr %33, align 8, !tbaa !6
  br label %12

12:                                               ; preds = %5, %10, %2
  %13 = phi double [ undef, %2 ], [ %8, %5 ], [ %11, %10 ]
  %14 = phi ptr [ %3, %2 ], [ %3, %5 ], [ %33, %10 ]
  %15 = add nsw i32 %1, -1
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds double, ptr %14, i64 %16
  %18 = load double, ptr %17, align 8, !tbaa !6
  %19 = fadd double %18, %13
  tail call void @free(ptr noundef %14) #11
  ret double %19

20:                                               ; preds = %5, %31
  %21 = phi i64 [ %42, %31 ], [ 1, %5 ]
  %22 = phi ptr [ %33, %31 ], [ %3, %5 ]
  %23 = phi i32 [ %32, %31 ], [ 2, %5 ]
  %24 = sext i32 %23 to i64
  %25 = icmp slt i64 %21, %24
  br i1 %25, label %31, label %26

26:                                               ; preds = %20
  %27 = shl nsw i32 %23, 1
  %28 = sext i32 %27 to i64
  %29 = shl nsw i64 %28, 3
  %30 = tail call ptr @realloc(ptr noundef nonnull %22, i64 noundef %29) #13
  br label %31

31:                                               ; preds = %26, %20
  %32 = phi i32 [ %27, %26 ], [ %23, %20 ]
  %33 = phi ptr [ %30, %26 ], [ %22, %20 ]
  %34 = add nsw i64 %21, -1
  %35 = getelementptr inbounds double, ptr %33, i64 %34
  %36 = load double, ptr %35, align 8, !tbaa !6
  %37 = getelementptr inbounds double, ptr %0, i64 %21
  %38 = load double, ptr %37, align 8, !tbaa !6
  %39 = tail call double @cos(double noundef %38) #11
  %40 = fmul double %36, %39
  %41 = getelementptr inbounds double, ptr %33, i64 %21
  store double %40, ptr %41, align 8, !tbaa !6
  %42 = add nuw nsw i64 %21, 1
  %43 = icmp eq i64 %42, %6
  br i1 %43, label %10, label %20, !llvm.loop !16
}

; Function Attrs: nounwind uwtable
define internal double @rows(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = sext i32 %1 to i64
  %4 = shl nsw i64 %3, 3
  %5 = tail call noalias ptr @malloc(i64 noundef %4) #12
  %6 = icmp sgt i32 %1, 0
  br i1 %6, label %7, label %61

7:                                                ; preds = %2
  %8 = zext nneg i32 %1 to i64
  %9 = icmp ult i32 %1, 4
  %10 = and i64 %8, 2147483644
  %11 = icmp eq i64 %10, %8
  br label %15

12:                                               ; preds = %48
  br i1 %6, label %13, label %61

13:                                               ; preds = %12
  %14 = zext nneg i32 %1 to i64
  br label %63

15:                                               ; preds = %48, %7
  %16 = phi i64 [ 0, %7 ], [ %49, %48 ]
  %17 = tail call noalias ptr @malloc(i64 noundef %4) #12
  %18 = getelementptr inbounds ptr, ptr %5, i64 %16
  store ptr %17, ptr %18, align 8, !tbaa !12
  %19 = getelementptr inbounds double, ptr %0, i64 %16
  %20 = load double, ptr %19, align 8, !tbaa !6
  br i1 %9, label %21, label %23

21:                                               ; preds = %47, %15
  %22 = phi i64 [ 0, %15 ], [ %10, %47 ]
  br label %51

23:                                               ; preds = %15
  %24 = insertelement <2 x i64> poison, i64 %16, i64 0
  %25 = shufflevector <2 x i64> %24, <2 x i64> poison, <2 x i32> zeroinitializer
  %26 = insertelement <2 x double> poison, double %20, i64 0
  %27 = shufflevector <2 x double> %26, <2 x double> poison, <2 x i32> zeroinitializer
  br label %28

28:                                               ; preds = %28, %23
  %29 = phi i64 [ 0, %23 ], [ %44, %28 ]
  %30 = phi <2 x i64> [ <i64 0, i64 1>, %23 ], [ %45, %28 ]
  %31 = add <2 x i64> %30, <i64 2, i64 2>
  %32 = getelementptr inbounds double, ptr %0, i64 %29
  %33 = getelementptr inbounds i8, ptr %32, i64 16
  %34 = load <2 x double>, ptr %32, align 8, !tbaa !6
  %35 = load <2 x double>, ptr %33, align 8, !tbaa !6
  %36 = icmp eq <2 x i64> %25, %30
  %37 = icmp eq <2 x i64> %25, %31
  %38 = uitofp <2 x i1> %36 to <2 x double>
  %39 = uitofp <2 x i1> %37 to <2 x double>
  %40 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %27, <2 x double> %34, <2 x double> %38)
  %41 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %27, <2 x double> %35, <2 x double> %39)
  %42 = getelementptr inbounds double, ptr %17, i64 %29
  %43 = getelementptr inbounds i8, ptr %42, i64 16
  store <2 x double> %40, ptr %42, align 8, !tbaa !6
  store <2 x double> %41, ptr %43, align 8, !tbaa !6
  %44 = add nuw i64 %29, 4
  %45 = add <2 x i64> %30, <i64 4, i64 4>
  %46 = icmp eq i64 %44, %10
  br i1 %46, label %47, label %28, !llvm.loop !18

47:                                               ; preds = %28
  br i1 %11, label %48, label %21

48:                                               ; preds = %51, %47
  %49 = add nuw nsw i64 %16, 1
  %50 = icmp eq i64 %49, %8
  br i1 %50, label %12, label %15, !llvm.loop !14

51:                                               ; preds = %21, %51
  %52 = phi i64 [ %59, %51 ], [ %22, %21 ]
  %53 = getelementptr inbounds double, ptr %0, i64 %52
  %54 = load double, ptr %53, align 8, !tbaa !6
  %55 = icmp eq i64 %16, %52
  %56 = uitofp i1 %55 to double
  %57 = tail call double @llvm.fmuladd.f64(double %20, double %54, double %56)
  %58 = getelementptr inbounds double, ptr %17, i64 %52
  store double %57, ptr %58, align 8, !tbaa !6
  %59 = add nuw nsw i64 %52, 1
  %60 = icmp eq i64 %59, %8
  br i1 %60, label %48, label %51, !llvm.loop !21

61:                                               ; preds = %63, %2, %12
  %62 = phi double [ 0.000000e+00, %12 ], [ 0.000000e+00, %2 ], [ %76, %63 ]
  tail call void @free(ptr noundef %5) #11
  ret double %62

63:                                               ; preds = %13, %63
  %64 = phi i64 [ 0, %13 ], [ %68, %63 ]
  %65 = phi double [ 0.000000e+00, %13 ], [ %76, %63 ]
  %66 = getelementptr inbounds ptr, ptr %5, i64 %64
  %67 = load ptr, ptr %66, align 8, !tbaa !12
  %68 = add nuw nsw i64 %64, 1
  %69 = icmp eq i64 %68, %14
  %70 = and i64 %68, 4294967295
  %71 = select i1 %69, i64 0, i64 %70
  %72 = getelementptr inbounds double, ptr %67, i64 %71
  %73 = load double, ptr %72, align 8, !tbaa !6
  %74 = getelementptr inbounds double, ptr %67, i64 %64
  %75 = load double, ptr %74, align 8, !tbaa !6
  %76 = tail call double @llvm.fmuladd.f64(double %73, double %75, double %65)
  tail call void @free(ptr noundef %67) #11
  %77 = icmp eq i64 %68, %14
  br i1 %77, label %61, label %63, !llvm.loop !22
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite)
declare noalias noundef ptr @realloc(ptr allocptr nocapture noundef, i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #10

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nofree nounwind }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }
attributes #12 = { nounwind allocsize(0) }
attributes #13 = { nounwind allocsize(1) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"any pointer", !8, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15, !17}
!17 = !{!"llvm.loop.peeled.count", i32 1}
!18 = distinct !{!18, !15, !19, !20}
!19 = !{!"llvm.loop.isvectorized", i32 1}
!20 = !{!"llvm.loop.unroll.runtime.disable"}
!21 = distinct !{!21, !15, !20, !19}
!22 = distinct !{!22, !15}
