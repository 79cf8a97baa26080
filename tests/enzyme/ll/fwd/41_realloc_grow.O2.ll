; ModuleID = 'fwd/41_realloc_grow.c'
source_filename = "fwd/41_realloc_grow.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  store <2 x double> <double 1.200000e+00, double 0x3FE4EA4269CA16EF>, ptr %1, align 16, !tbaa !5
  store <2 x double> <double -5.000000e-01, double -2.000000e-01>, ptr %2, align 16, !tbaa !5
  store <2 x double> <double 0x3FF3332DF505D0FA, double 0x3FE4EA3E380C2EC2>, ptr %3, align 16, !tbaa !5
  store <2 x double> <double 0x3FF333387160956C, double 0x3FE4EA469B87FF1C>, ptr %4, align 16, !tbaa !5
  %5 = getelementptr inbounds i8, ptr %1, i64 16
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = getelementptr inbounds i8, ptr %3, i64 16
  %8 = getelementptr inbounds i8, ptr %4, i64 16
  store <2 x double> <double 0xBFD8DD33CA448E13, double 0xBFE93308C640A550>, ptr %5, align 16, !tbaa !5
  store <2 x double> <double 0x3FB9999999999998, double 0x3FD9999999999999>, ptr %6, align 16, !tbaa !5
  store <2 x double> <double 0xBFD8DD2F9886A5E6, double 0xBFE9330062C4D4F5>, ptr %7, align 16, !tbaa !5
  store <2 x double> <double 0xBFD8DD37FC027640, double 0xBFE9331129BC75AB>, ptr %8, align 16, !tbaa !5
  %9 = getelementptr inbounds i8, ptr %1, i64 32
  %10 = getelementptr inbounds i8, ptr %2, i64 32
  %11 = getelementptr inbounds i8, ptr %3, i64 32
  %12 = getelementptr inbounds i8, ptr %4, i64 32
  store <2 x double> <double 0xBFBB7A2ABE57D774, double 0x3FED13D2A26E3AAE>, ptr %9, align 16, !tbaa !5
  store <2 x double> <double -5.000000e-01, double -2.000000e-01>, ptr %10, align 16, !tbaa !5
  store <2 x double> <double 0xBFBB7A7EA12DFB02, double 0x3FED13CE70B05281>, ptr %11, align 16, !tbaa !5
  store <2 x double> <double 0xBFBB79D6DB81B3E6, double 0x3FED13D6D42C22DB>, ptr %12, align 16, !tbaa !5
  %13 = getelementptr inbounds i8, ptr %1, i64 48
  %14 = getelementptr inbounds i8, ptr %2, i64 48
  %15 = getelementptr inbounds i8, ptr %3, i64 48
  %16 = getelementptr inbounds i8, ptr %4, i64 48
  store <2 x double> <double 0x3FF2675A4A541548, double 0x3FD69DAD672DAF8C>, ptr %13, align 16, !tbaa !5
  store <2 x double> <double 0x3FB9999999999998, double 0x3FD9999999999999>, ptr %14, align 16, !tbaa !5
  store <2 x double> <double 0x3FF2675B56C38F53, double 0x3FD69DBE2E255042>, ptr %15, align 16, !tbaa !5
  store <2 x double> <double 0x3FF267593DE49B3D, double 0x3FD69D9CA0360ED6>, ptr %16, align 16, !tbaa !5
  %17 = getelementptr inbounds i8, ptr %1, i64 64
  store double 0xBFE38E12EFC6AF26, ptr %17, align 16, !tbaa !5
  %18 = getelementptr inbounds i8, ptr %2, i64 64
  store double -5.000000e-01, ptr %18, align 16, !tbaa !5
  %19 = getelementptr inbounds i8, ptr %3, i64 64
  store double 0xBFE38E1D6C217398, ptr %19, align 16, !tbaa !5
  %20 = getelementptr inbounds i8, ptr %4, i64 64
  store double 0xBFE38E08736BEAB4, ptr %20, align 16, !tbaa !5
  %21 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @grow, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef 9) #11
  %22 = call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #12
  store <2 x double> <double 0x3FD730F22012FF1E, double 0x3FD2695CC2168150>, ptr %22, align 8, !tbaa !5
  %23 = call dereferenceable_or_null(32) ptr @realloc(ptr noundef nonnull %22, i64 noundef 32) #13
  %24 = getelementptr inbounds i8, ptr %23, i64 8
  %25 = load double, ptr %24, align 8, !tbaa !5
  %26 = fmul double %25, 0x3FED9D84940C256C
  %27 = getelementptr inbounds i8, ptr %23, i64 16
  store double %26, ptr %27, align 8, !tbaa !5
  %28 = fmul double %26, 0x3FE694924C3F342A
  %29 = getelementptr inbounds i8, ptr %23, i64 24
  store double %28, ptr %29, align 8, !tbaa !5
  %30 = call dereferenceable_or_null(64) ptr @realloc(ptr noundef nonnull %23, i64 noundef 64) #13
  %31 = getelementptr inbounds i8, ptr %30, i64 24
  %32 = load double, ptr %31, align 8, !tbaa !5
  %33 = fmul double %32, 0x3FEFD0DA8316B4EE
  %34 = getelementptr inbounds i8, ptr %30, i64 32
  store double %33, ptr %34, align 8, !tbaa !5
  %35 = fmul double %33, 0x3FE3AC6AC300E836
  %36 = getelementptr inbounds i8, ptr %30, i64 40
  store double %35, ptr %36, align 8, !tbaa !5
  %37 = fmul double %35, 0x3FDA212A2CC33B6F
  %38 = getelementptr inbounds i8, ptr %30, i64 48
  store double %37, ptr %38, align 8, !tbaa !5
  %39 = fmul double %37, 0x3FEE05CF1431D2CA
  %40 = getelementptr inbounds i8, ptr %30, i64 56
  store double %39, ptr %40, align 8, !tbaa !5
  %41 = call dereferenceable_or_null(128) ptr @realloc(ptr noundef nonnull %30, i64 noundef 128) #13
  %42 = getelementptr inbounds i8, ptr %41, i64 56
  %43 = load double, ptr %42, align 8, !tbaa !5
  %44 = load double, ptr %41, align 8, !tbaa !5
  call void @free(ptr noundef nonnull %41) #11
  %45 = call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #12
  store <2 x double> <double 0x3FD730CB08617713, double 0x3FD2693A06A599A5>, ptr %45, align 8, !tbaa !5
  %46 = call dereferenceable_or_null(32) ptr @realloc(ptr noundef nonnull %45, i64 noundef 32) #13
  %47 = getelementptr inbounds i8, ptr %46, i64 8
  %48 = load double, ptr %47, align 8, !tbaa !5
  %49 = fmul double %48, 0x3FED9D82FD4FF06F
  %50 = getelementptr inbounds i8, ptr %46, i64 16
  store double %49, ptr %50, align 8, !tbaa !5
  %51 = fmul double %49, 0x3FE6948668EE5ECE
  %52 = getelementptr inbounds i8, ptr %46, i64 24
  store double %51, ptr %52, align 8, !tbaa !5
  %53 = call dereferenceable_or_null(64) ptr @realloc(ptr noundef nonnull %46, i64 noundef 64) #13
  %54 = getelementptr inbounds i8, ptr %53, i64 24
  %55 = load double, ptr %54, align 8, !tbaa !5
  %56 = fmul double %55, 0x3FEFD0DCC238CD38
  %57 = getelementptr inbounds i8, ptr %53, i64 32
  store double %56, ptr %57, align 8, !tbaa !5
  %58 = fmul double %56, 0x3FE3AC64254FDA12
  %59 = getelementptr inbounds i8, ptr %53, i64 40
  store double %58, ptr %59, align 8, !tbaa !5
  %60 = fmul double %58, 0x3FDA2131D51CBBF5
  %61 = getelementptr inbounds i8, ptr %53, i64 48
  store double %60, ptr %61, align 8, !tbaa !5
  %62 = fmul double %60, 0x3FEE05D4E2887EB5
  %63 = getelementptr inbounds i8, ptr %53, i64 56
  store double %62, ptr %63, align 8, !tbaa !5
  %64 = call dereferenceable_or_null(128) ptr @realloc(ptr noundef nonnull %53, i64 noundef 128) #13
  %65 = getelementptr inbounds i8, ptr %64, i64 56
  %66 = load double, ptr %65, align 8, !tbaa !5
  %67 = load double, ptr %64, align 8, !tbaa !5
  %68 = insertelement <2 x double> poison, double %43, i64 0
  %69 = insertelement <2 x double> %68, double %66, i64 1
  %70 = fmul <2 x double> %69, <double 0x3FEA35664CFBFDD8, double 0x3FEA35725559DC44>
  %71 = insertelement <2 x double> poison, double %44, i64 0
  %72 = insertelement <2 x double> %71, double %67, i64 1
  %73 = fadd <2 x double> %72, %70
  call void @free(ptr noundef nonnull %64) #11
  %74 = shufflevector <2 x double> %73, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %75 = fsub <2 x double> %73, %74
  %76 = extractelement <2 x double> %75, i64 0
  %77 = fdiv double %76, 2.000000e-05
  %78 = fsub double %21, %77
  %79 = call double @llvm.fabs.f64(double %78)
  %80 = call double @llvm.fabs.f64(double %77)
  %81 = call double @llvm.maxnum.f64(double %80, double 1.000000e+00)
  %82 = fmul double %81, 0x3EB0C6F7A0B5ED8D
  %83 = fcmp ugt double %79, %82
  %84 = fcmp ule double %80, 1.000000e-09
  %85 = or i1 %84, %83
  %86 = select i1 %85, ptr @.str.3, ptr @.str.4
  %87 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, double noundef %21, double noundef %77, ptr noundef nonnull %86)
  %88 = zext i1 %85 to i32
  %89 = load i32, ptr @fails, align 4, !tbaa !9
  %90 = add nsw i32 %89, %88
  store i32 %90, ptr @fails, align 4, !tbaa !9
  %91 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @rows, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef 9) #11
  %92 = call noalias dereferenceable_or_null(72) ptr @malloc(i64 noundef 72) #12
  br label %93

93:                                               ; preds = %93, %0
  %94 = phi i64 [ 0, %0 ], [ %134, %93 ]
  %95 = call noalias dereferenceable_or_null(72) ptr @malloc(i64 noundef 72) #12
  %96 = getelementptr inbounds ptr, ptr %92, i64 %94
  store ptr %95, ptr %96, align 8, !tbaa !11
  %97 = getelementptr inbounds double, ptr %3, i64 %94
  %98 = load double, ptr %97, align 8, !tbaa !5
  %99 = icmp eq i64 %94, 0
  %100 = uitofp i1 %99 to double
  %101 = call double @llvm.fmuladd.f64(double %98, double 0x3FF3332DF505D0FA, double %100)
  store double %101, ptr %95, align 8, !tbaa !5
  %102 = icmp eq i64 %94, 1
  %103 = uitofp i1 %102 to double
  %104 = call double @llvm.fmuladd.f64(double %98, double 0x3FE4EA3E380C2EC2, double %103)
  %105 = getelementptr inbounds i8, ptr %95, i64 8
  store double %104, ptr %105, align 8, !tbaa !5
  %106 = icmp eq i64 %94, 2
  %107 = uitofp i1 %106 to double
  %108 = call double @llvm.fmuladd.f64(double %98, double 0xBFD8DD2F9886A5E6, double %107)
  %109 = getelementptr inbounds i8, ptr %95, i64 16
  store double %108, ptr %109, align 8, !tbaa !5
  %110 = icmp eq i64 %94, 3
  %111 = uitofp i1 %110 to double
  %112 = call double @llvm.fmuladd.f64(double %98, double 0xBFE9330062C4D4F5, double %111)
  %113 = getelementptr inbounds i8, ptr %95, i64 24
  store double %112, ptr %113, align 8, !tbaa !5
  %114 = icmp eq i64 %94, 4
  %115 = uitofp i1 %114 to double
  %116 = call double @llvm.fmuladd.f64(double %98, double 0xBFBB7A7EA12DFB02, double %115)
  %117 = getelementptr inbounds i8, ptr %95, i64 32
  store double %116, ptr %117, align 8, !tbaa !5
  %118 = icmp eq i64 %94, 5
  %119 = uitofp i1 %118 to double
  %120 = call double @llvm.fmuladd.f64(double %98, double 0x3FED13CE70B05281, double %119)
  %121 = getelementptr inbounds i8, ptr %95, i64 40
  store double %120, ptr %121, align 8, !tbaa !5
  %122 = icmp eq i64 %94, 6
  %123 = uitofp i1 %122 to double
  %124 = call double @llvm.fmuladd.f64(double %98, double 0x3FF2675B56C38F53, double %123)
  %125 = getelementptr inbounds i8, ptr %95, i64 48
  store double %124, ptr %125, align 8, !tbaa !5
  %126 = icmp eq i64 %94, 7
  %127 = uitofp i1 %126 to double
  %128 = call double @llvm.fmuladd.f64(double %98, double 0x3FD69DBE2E255042, double %127)
  %129 = getelementptr inbounds i8, ptr %95, i64 56
  store double %128, ptr %129, align 8, !tbaa !5
  %130 = icmp eq i64 %94, 8
  %131 = uitofp i1 %130 to double
  %132 = call double @llvm.fmuladd.f64(double %98, double 0xBFE38E1D6C217398, double %131)
  %133 = getelementptr inbounds i8, ptr %95, i64 64
  store double %132, ptr %133, align 8, !tbaa !5
  %134 = add nuw nsw i64 %94, 1
  %135 = icmp eq i64 %134, 9
  br i1 %135, label %136, label %93, !llvm.loop !13

136:                                              ; preds = %93
  %137 = load ptr, ptr %92, align 8, !tbaa !11
  %138 = getelementptr inbounds i8, ptr %137, i64 8
  %139 = load double, ptr %138, align 8, !tbaa !5
  %140 = load double, ptr %137, align 8, !tbaa !5
  call void @free(ptr noundef %137) #11
  %141 = getelementptr inbounds i8, ptr %92, i64 8
  %142 = load ptr, ptr %141, align 8, !tbaa !11
  %143 = getelementptr inbounds i8, ptr %142, i64 16
  %144 = load double, ptr %143, align 8, !tbaa !5
  %145 = getelementptr inbounds i8, ptr %142, i64 8
  %146 = load double, ptr %145, align 8, !tbaa !5
  call void @free(ptr noundef %142) #11
  %147 = getelementptr inbounds i8, ptr %92, i64 16
  %148 = load ptr, ptr %147, align 8, !tbaa !11
  %149 = getelementptr inbounds i8, ptr %148, i64 24
  %150 = load double, ptr %149, align 8, !tbaa !5
  %151 = getelementptr inbounds i8, ptr %148, i64 16
  %152 = load double, ptr %151, align 8, !tbaa !5
  call void @free(ptr noundef %148) #11
  %153 = getelementptr inbounds i8, ptr %92, i64 24
  %154 = load ptr, ptr %153, align 8, !tbaa !11
  %155 = getelementptr inbounds i8, ptr %154, i64 32
  %156 = load double, ptr %155, align 8, !tbaa !5
  %157 = getelementptr inbounds i8, ptr %154, i64 24
  %158 = load double, ptr %157, align 8, !tbaa !5
  call void @free(ptr noundef %154) #11
  %159 = getelementptr inbounds i8, ptr %92, i64 32
  %160 = load ptr, ptr %159, align 8, !tbaa !11
  %161 = getelementptr inbounds i8, ptr %160, i64 40
  %162 = load double, ptr %161, align 8, !tbaa !5
  %163 = getelementptr inbounds i8, ptr %160, i64 32
  %164 = load double, ptr %163, align 8, !tbaa !5
  call void @free(ptr noundef %160) #11
  %165 = getelementptr inbounds i8, ptr %92, i64 40
  %166 = load ptr, ptr %165, align 8, !tbaa !11
  %167 = getelementptr inbounds i8, ptr %166, i64 48
  %168 = load double, ptr %167, align 8, !tbaa !5
  %169 = getelementptr inbounds i8, ptr %166, i64 40
  %170 = load double, ptr %169, align 8, !tbaa !5
  call void @free(ptr noundef %166) #11
  %171 = getelementptr inbounds i8, ptr %92, i64 48
  %172 = load ptr, ptr %171, align 8, !tbaa !11
  %173 = getelementptr inbounds i8, ptr %172, i64 56
  %174 = load double, ptr %173, align 8, !tbaa !5
  %175 = getelementptr inbounds i8, ptr %172, i64 48
  %176 = load double, ptr %175, align 8, !tbaa !5
  call void @free(ptr noundef %172) #11
  %177 = getelementptr inbounds i8, ptr %92, i64 56
  %178 = load ptr, ptr %177, align 8, !tbaa !11
  %179 = getelementptr inbounds i8, ptr %178, i64 64
  %180 = load double, ptr %179, align 8, !tbaa !5
  %181 = getelementptr inbounds i8, ptr %178, i64 56
  %182 = load double, ptr %181, align 8, !tbaa !5
  call void @free(ptr noundef %178) #11
  %183 = getelementptr inbounds i8, ptr %92, i64 64
  %184 = load ptr, ptr %183, align 8, !tbaa !11
  %185 = load double, ptr %184, align 8, !tbaa !5
  %186 = getelementptr inbounds i8, ptr %184, i64 64
  %187 = load double, ptr %186, align 8, !tbaa !5
  call void @free(ptr noundef %184) #11
  call void @free(ptr noundef nonnull %92) #11
  %188 = call noalias dereferenceable_or_null(72) ptr @malloc(i64 noundef 72) #12
  br label %189

189:                                              ; preds = %189, %136
  %190 = phi i64 [ 0, %136 ], [ %230, %189 ]
  %191 = call noalias dereferenceable_or_null(72) ptr @malloc(i64 noundef 72) #12
  %192 = getelementptr inbounds ptr, ptr %188, i64 %190
  store ptr %191, ptr %192, align 8, !tbaa !11
  %193 = getelementptr inbounds double, ptr %4, i64 %190
  %194 = load double, ptr %193, align 8, !tbaa !5
  %195 = icmp eq i64 %190, 0
  %196 = uitofp i1 %195 to double
  %197 = call double @llvm.fmuladd.f64(double %194, double 0x3FF333387160956C, double %196)
  store double %197, ptr %191, align 8, !tbaa !5
  %198 = icmp eq i64 %190, 1
  %199 = uitofp i1 %198 to double
  %200 = call double @llvm.fmuladd.f64(double %194, double 0x3FE4EA469B87FF1C, double %199)
  %201 = getelementptr inbounds i8, ptr %191, i64 8
  store double %200, ptr %201, align 8, !tbaa !5
  %202 = icmp eq i64 %190, 2
  %203 = uitofp i1 %202 to double
  %204 = call double @llvm.fmuladd.f64(double %194, double 0xBFD8DD37FC027640, double %203)
  %205 = getelementptr inbounds i8, ptr %191, i64 16
  store double %204, ptr %205, align 8, !tbaa !5
  %206 = icmp eq i64 %190, 3
  %207 = uitofp i1 %206 to double
  %208 = call double @llvm.fmuladd.f64(double %194, double 0xBFE9331129BC75AB, double %207)
  %209 = getelementptr inbounds i8, ptr %191, i64 24
  store double %208, ptr %209, align 8, !tbaa !5
  %210 = icmp eq i64 %190, 4
  %211 = uitofp i1 %210 to double
  %212 = call double @llvm.fmuladd.f64(double %194, double 0xBFBB79D6DB81B3E6, double %211)
  %213 = getelementptr inbounds i8, ptr %191, i64 32
  store double %212, ptr %213, align 8, !tbaa !5
  %214 = icmp eq i64 %190, 5
  %215 = uitofp i1 %214 to double
  %216 = call double @llvm.fmuladd.f64(double %194, double 0x3FED13D6D42C22DB, double %215)
  %217 = getelementptr inbounds i8, ptr %191, i64 40
  store double %216, ptr %217, align 8, !tbaa !5
  %218 = icmp eq i64 %190, 6
  %219 = uitofp i1 %218 to double
  %220 = call double @llvm.fmuladd.f64(double %194, double 0x3FF267593DE49B3D, double %219)
  %221 = getelementptr inbounds i8, ptr %191, i64 48
  store double %220, ptr %221, align 8, !tbaa !5
  %222 = icmp eq i64 %190, 7
  %223 = uitofp i1 %222 to double
  %224 = call double @llvm.fmuladd.f64(double %194, double 0x3FD69D9CA0360ED6, double %223)
  %225 = getelementptr inbounds i8, ptr %191, i64 56
  store double %224, ptr %225, align 8, !tbaa !5
  %226 = icmp eq i64 %190, 8
  %227 = uitofp i1 %226 to double
  %228 = call double @llvm.fmuladd.f64(double %194, double 0xBFE38E08736BEAB4, double %227)
  %229 = getelementptr inbounds i8, ptr %191, i64 64
  store double %228, ptr %229, align 8, !tbaa !5
  %230 = add nuw nsw i64 %190, 1
  %231 = icmp eq i64 %230, 9
  br i1 %231, label %232, label %189, !llvm.loop !13

232:                                              ; preds = %189
  %233 = load ptr, ptr %188, align 8, !tbaa !11
  %234 = getelementptr inbounds i8, ptr %233, i64 8
  %235 = load double, ptr %234, align 8, !tbaa !5
  %236 = load double, ptr %233, align 8, !tbaa !5
  call void @free(ptr noundef %233) #11
  %237 = getelementptr inbounds i8, ptr %188, i64 8
  %238 = load ptr, ptr %237, align 8, !tbaa !11
  %239 = getelementptr inbounds i8, ptr %238, i64 16
  %240 = load double, ptr %239, align 8, !tbaa !5
  %241 = getelementptr inbounds i8, ptr %238, i64 8
  %242 = load double, ptr %241, align 8, !tbaa !5
  call void @free(ptr noundef %238) #11
  %243 = getelementptr inbounds i8, ptr %188, i64 16
  %244 = load ptr, ptr %243, align 8, !tbaa !11
  %245 = getelementptr inbounds i8, ptr %244, i64 24
  %246 = load double, ptr %245, align 8, !tbaa !5
  %247 = getelementptr inbounds i8, ptr %244, i64 16
  %248 = load double, ptr %247, align 8, !tbaa !5
  call void @free(ptr noundef %244) #11
  %249 = getelementptr inbounds i8, ptr %188, i64 24
  %250 = load ptr, ptr %249, align 8, !tbaa !11
  %251 = getelementptr inbounds i8, ptr %250, i64 32
  %252 = load double, ptr %251, align 8, !tbaa !5
  %253 = getelementptr inbounds i8, ptr %250, i64 24
  %254 = load double, ptr %253, align 8, !tbaa !5
  call void @free(ptr noundef %250) #11
  %255 = getelementptr inbounds i8, ptr %188, i64 32
  %256 = load ptr, ptr %255, align 8, !tbaa !11
  %257 = getelementptr inbounds i8, ptr %256, i64 40
  %258 = load double, ptr %257, align 8, !tbaa !5
  %259 = getelementptr inbounds i8, ptr %256, i64 32
  %260 = load double, ptr %259, align 8, !tbaa !5
  call void @free(ptr noundef %256) #11
  %261 = getelementptr inbounds i8, ptr %188, i64 40
  %262 = load ptr, ptr %261, align 8, !tbaa !11
  %263 = getelementptr inbounds i8, ptr %262, i64 48
  %264 = load double, ptr %263, align 8, !tbaa !5
  %265 = getelementptr inbounds i8, ptr %262, i64 40
  %266 = load double, ptr %265, align 8, !tbaa !5
  call void @free(ptr noundef %262) #11
  %267 = getelementptr inbounds i8, ptr %188, i64 48
  %268 = load ptr, ptr %267, align 8, !tbaa !11
  %269 = getelementptr inbounds i8, ptr %268, i64 56
  %270 = load double, ptr %269, align 8, !tbaa !5
  %271 = getelementptr inbounds i8, ptr %268, i64 48
  %272 = load double, ptr %271, align 8, !tbaa !5
  call void @free(ptr noundef %268) #11
  %273 = getelementptr inbounds i8, ptr %188, i64 56
  %274 = load ptr, ptr %273, align 8, !tbaa !11
  %275 = getelementptr inbounds i8, ptr %274, i64 64
  %276 = load double, ptr %275, align 8, !tbaa !5
  %277 = getelementptr inbounds i8, ptr %274, i64 56
  %278 = load double, ptr %277, align 8, !tbaa !5
  call void @free(ptr noundef %274) #11
  %279 = getelementptr inbounds i8, ptr %188, i64 64
  %280 = load ptr, ptr %279, align 8, !tbaa !11
  %281 = load double, ptr %280, align 8, !tbaa !5
  %282 = getelementptr inbounds i8, ptr %280, i64 64
  %283 = load double, ptr %282, align 8, !tbaa !5
  call void @free(ptr noundef %280) #11
  %284 = insertelement <2 x double> poison, double %139, i64 0
  %285 = insertelement <2 x double> %284, double %235, i64 1
  %286 = insertelement <2 x double> poison, double %140, i64 0
  %287 = insertelement <2 x double> %286, double %236, i64 1
  %288 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %285, <2 x double> %287, <2 x double> zeroinitializer)
  %289 = insertelement <2 x double> poison, double %144, i64 0
  %290 = insertelement <2 x double> %289, double %240, i64 1
  %291 = insertelement <2 x double> poison, double %146, i64 0
  %292 = insertelement <2 x double> %291, double %242, i64 1
  %293 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %290, <2 x double> %292, <2 x double> %288)
  %294 = insertelement <2 x double> poison, double %150, i64 0
  %295 = insertelement <2 x double> %294, double %246, i64 1
  %296 = insertelement <2 x double> poison, double %152, i64 0
  %297 = insertelement <2 x double> %296, double %248, i64 1
  %298 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %295, <2 x double> %297, <2 x double> %293)
  %299 = insertelement <2 x double> poison, double %156, i64 0
  %300 = insertelement <2 x double> %299, double %252, i64 1
  %301 = insertelement <2 x double> poison, double %158, i64 0
  %302 = insertelement <2 x double> %301, double %254, i64 1
  %303 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %300, <2 x double> %302, <2 x double> %298)
  %304 = insertelement <2 x double> poison, double %162, i64 0
  %305 = insertelement <2 x double> %304, double %258, i64 1
  %306 = insertelement <2 x double> poison, double %164, i64 0
  %307 = insertelement <2 x double> %306, double %260, i64 1
  %308 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %305, <2 x double> %307, <2 x double> %303)
  %309 = insertelement <2 x double> poison, double %168, i64 0
  %310 = insertelement <2 x double> %309, double %264, i64 1
  %311 = insertelement <2 x double> poison, double %170, i64 0
  %312 = insertelement <2 x double> %311, double %266, i64 1
  %313 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %310, <2 x double> %312, <2 x double> %308)
  %314 = insertelement <2 x double> poison, double %174, i64 0
  %315 = insertelement <2 x double> %314, double %270, i64 1
  %316 = insertelement <2 x double> poison, double %176, i64 0
  %317 = insertelement <2 x double> %316, double %272, i64 1
  %318 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %315, <2 x double> %317, <2 x double> %313)
  %319 = insertelement <2 x double> poison, double %180, i64 0
  %320 = insertelement <2 x double> %319, double %276, i64 1
  %321 = insertelement <2 x double> poison, double %182, i64 0
  %322 = insertelement <2 x double> %321, double %278, i64 1
  %323 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %320, <2 x double> %322, <2 x double> %318)
  %324 = insertelement <2 x double> poison, double %185, i64 0
  %325 = insertelement <2 x double> %324, double %281, i64 1
  %326 = insertelement <2 x double> poison, double %187, i64 0
  %327 = insertelement <2 x double> %326, double %283, i64 1
  %328 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %325, <2 x double> %327, <2 x double> %323)
  call void @free(ptr noundef nonnull %188) #11
  %329 = shufflevector <2 x double> %328, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %330 = fsub <2 x double> %328, %329
  %331 = extractelement <2 x double> %330, i64 0
  %332 = fdiv double %331, 2.000000e-05
  %333 = fsub double %91, %332
  %334 = call double @llvm.fabs.f64(double %333)
  %335 = call double @llvm.fabs.f64(double %332)
  %336 = call double @llvm.maxnum.f64(double %335, double 1.000000e+00)
  %337 = fmul double %336, 0x3EB0C6F7A0B5ED8D
  %338 = fcmp ugt double %334, %337
  %339 = fcmp ule double %335, 1.000000e-09
  %340 = or i1 %339, %338
  %341 = select i1 %340, ptr @.str.3, ptr @.str.4
  %342 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, double noundef %91, double noundef %332, ptr noundef nonnull %341)
  %343 = zext i1 %340 to i32
  %344 = load i32, ptr @fails, align 4, !tbaa !9
  %345 = add nsw i32 %344, %343
  store i32 %345, ptr @fails, align 4, !tbaa !9
  %346 = icmp eq i32 %345, 0
  %347 = select i1 %346, ptr @.str.4, ptr @.str.3
  %348 = call i32 @puts(ptr nonnull dereferenceable(1) %347)
  %349 = load i32, ptr @fails, align 4, !tbaa !9
  %350 = icmp ne i32 %349, 0
  %351 = zext i1 %350 to i32
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %3) #11
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %2) #11
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %1) #11
  ret i32 %351
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
  %7 = load double, ptr %0, align 8, !tbaa !5
  %8 = tail call double @cos(double noundef %7) #11
  store double %8, ptr %3, align 8, !tbaa !5
  %9 = icmp eq i32 %1, 1
  br i1 %9, label %12, label %20

10:                                               ; preds = %31
  %11 = load double, ptr %33, align 8, !tbaa !5
  br label %12

12:                                               ; preds = %5, %10, %2
  %13 = phi double [ undef, %2 ], [ %8, %5 ], [ %11, %10 ]
  %14 = phi ptr [ %3, %2 ], [ %3, %5 ], [ %33, %10 ]
  %15 = add nsw i32 %1, -1
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds double, ptr %14, i64 %16
  %18 = load double, ptr %17, align 8, !tbaa !5
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
  %36 = load double, ptr %35, align 8, !tbaa !5
  %37 = getelementptr inbounds double, ptr %0, i64 %21
  %38 = load double, ptr %37, align 8, !tbaa !5
  %39 = tail call double @cos(double noundef %38) #11
  %40 = fmul double %36, %39
  %41 = getelementptr inbounds double, ptr %33, i64 %21
  store double %40, ptr %41, align 8, !tbaa !5
  %42 = add nuw nsw i64 %21, 1
  %43 = icmp eq i64 %42, %6
  br i1 %43, label %10, label %20, !llvm.loop !15
}

; Function Attrs: nounwind uwtable
define internal double @rows(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = sext i32 %1 to i64
  %4 = shl nsw i64 %3, 3
  %5 = tail call noalias ptr @malloc(i64 noundef %4) #12
  %6 = icmp sgt i32 %1, 0
  br i1 %6, label %7, label %53

7:                                                ; preds = %2
  %8 = zext nneg i32 %1 to i64
  %9 = and i64 %8, 1
  %10 = icmp eq i32 %1, 1
  %11 = and i64 %8, 2147483646
  %12 = icmp eq i64 %9, 0
  br label %16

13:                                               ; preds = %31
  br i1 %6, label %14, label %53

14:                                               ; preds = %13
  %15 = zext nneg i32 %1 to i64
  br label %55

16:                                               ; preds = %31, %7
  %17 = phi i64 [ 0, %7 ], [ %32, %31 ]
  %18 = tail call noalias ptr @malloc(i64 noundef %4) #12
  %19 = getelementptr inbounds ptr, ptr %5, i64 %17
  store ptr %18, ptr %19, align 8, !tbaa !11
  %20 = getelementptr inbounds double, ptr %0, i64 %17
  %21 = load double, ptr %20, align 8, !tbaa !5
  br i1 %10, label %22, label %34

22:                                               ; preds = %34, %16
  %23 = phi i64 [ 0, %16 ], [ %50, %34 ]
  br i1 %12, label %31, label %24

24:                                               ; preds = %22
  %25 = getelementptr inbounds double, ptr %0, i64 %23
  %26 = load double, ptr %25, align 8, !tbaa !5
  %27 = icmp eq i64 %17, %23
  %28 = uitofp i1 %27 to double
  %29 = tail call double @llvm.fmuladd.f64(double %21, double %26, double %28)
  %30 = getelementptr inbounds double, ptr %18, i64 %23
  store double %29, ptr %30, align 8, !tbaa !5
  br label %31

31:                                               ; preds = %22, %24
  %32 = add nuw nsw i64 %17, 1
  %33 = icmp eq i64 %32, %8
  br i1 %33, label %13, label %16, !llvm.loop !13

34:                                               ; preds = %16, %34
  %35 = phi i64 [ %50, %34 ], [ 0, %16 ]
  %36 = phi i64 [ %51, %34 ], [ 0, %16 ]
  %37 = getelementptr inbounds double, ptr %0, i64 %35
  %38 = load double, ptr %37, align 8, !tbaa !5
  %39 = icmp eq i64 %17, %35
  %40 = uitofp i1 %39 to double
  %41 = tail call double @llvm.fmuladd.f64(double %21, double %38, double %40)
  %42 = getelementptr inbounds double, ptr %18, i64 %35
  store double %41, ptr %42, align 8, !tbaa !5
  %43 = or disjoint i64 %35, 1
  %44 = getelementptr inbounds double, ptr %0, i64 %43
  %45 = load double, ptr %44, align 8, !tbaa !5
  %46 = icmp eq i64 %17, %43
  %47 = uitofp i1 %46 to double
  %48 = tail call double @llvm.fmuladd.f64(double %21, double %45, double %47)
  %49 = getelementptr inbounds double, ptr %18, i64 %43
  store double %48, ptr %49, align 8, !tbaa !5
  %50 = add nuw nsw i64 %35, 2
  %51 = add i64 %36, 2
  %52 = icmp eq i64 %51, %11
  br i1 %52, label %22, label %34, !llvm.loop !17

53:                                               ; preds = %55, %2, %13
  %54 = phi double [ 0.000000e+00, %13 ], [ 0.000000e+00, %2 ], [ %68, %55 ]
  tail call void @free(ptr noundef %5) #11
  ret double %54

55:                                               ; preds = %14, %55
  %56 = phi i64 [ 0, %14 ], [ %60, %55 ]
  %57 = phi double [ 0.000000e+00, %14 ], [ %68, %55 ]
  %58 = getelementptr inbounds ptr, ptr %5, i64 %56
  %59 = load ptr, ptr %58, align 8, !tbaa !11
  %60 = add nuw nsw i64 %56, 1
  %61 = icmp eq i64 %60, %15
  %62 = and i64 %60, 4294967295
  %63 = select i1 %61, i64 0, i64 %62
  %64 = getelementptr inbounds double, ptr %59, i64 %63
  %65 = load double, ptr %64, align 8, !tbaa !5
  %66 = getelementptr inbounds double, ptr %59, i64 %56
  %67 = load double, ptr %66, align 8, !tbaa !5
  %68 = tail call double @llvm.fmuladd.f64(double %65, double %67, double %57)
  tail call void @free(ptr noundef %59) #11
  %69 = icmp eq i64 %60, %15
  br i1 %69, label %53, label %55, !llvm.loop !18
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

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }
attributes #12 = { nounwind allocsize(0) }
attributes #13 = { nounwind allocsize(1) }

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
!11 = !{!12, !12, i64 0}
!12 = !{!"any pointer", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14, !16}
!16 = !{!"llvm.loop.peeled.count", i32 1}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14}
