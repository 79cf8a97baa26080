; ModuleID = 'rev/26_rk4_ode.c'
source_filename = "rev/26_rk4_ode.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.p = private unnamed_addr constant [4 x double] [double 1.100000e+00, double 6.000000e-01, double 4.500000e-01, double 9.000000e-01], align 8
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_out = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [6 x i8] c"d/ddt\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"d/dy0[%d]\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"d/dp[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca <2 x double>, align 16
  %3 = alloca [4 x double], align 16
  %4 = alloca [2 x double], align 16
  %5 = alloca [2 x double], align 8
  %6 = alloca [4 x double], align 8
  %7 = alloca [32 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 200, ptr %1, align 4, !tbaa !6
  %8 = load volatile i32, ptr %1, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2)
  store <2 x double> <double 1.200000e+00, double 0x3FE6666666666666>, ptr %2, align 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %3, ptr noundef nonnull align 8 dereferenceable(32) @__const.main.p, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #10
  store <2 x double> <double 1.200000e+00, double 0x3FE6666666666666>, ptr %4, align 16, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %5, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %6, i8 0, i64 32, i1 false)
  %9 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %10 = load i32, ptr @enzyme_out, align 4, !tbaa !6
  %11 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %12 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @integrate, i32 noundef %9, ptr noundef nonnull %4, ptr noundef nonnull %5, i32 noundef %9, ptr noundef nonnull %3, ptr noundef nonnull %6, i32 noundef %10, double noundef 2.000000e-02, i32 noundef %11, i32 noundef %8) #10
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #10
  %13 = icmp sgt i32 %8, 0
  %14 = getelementptr inbounds i8, ptr %5, i64 8
  %15 = getelementptr inbounds i8, ptr %2, i64 8
  br i1 %13, label %16, label %129

16:                                               ; preds = %0
  %17 = getelementptr inbounds i8, ptr %3, i64 8
  %18 = getelementptr inbounds i8, ptr %3, i64 16
  %19 = getelementptr inbounds i8, ptr %3, i64 24
  %20 = load <2 x double>, ptr %3, align 16
  %21 = load double, ptr %17, align 8, !tbaa !10
  %22 = fneg double %21
  %23 = load double, ptr %18, align 16, !tbaa !10
  %24 = load double, ptr %19, align 8, !tbaa !10
  %25 = fneg double %24
  %26 = insertelement <2 x double> poison, double %25, i64 1
  br label %27

27:                                               ; preds = %27, %16
  %28 = phi i32 [ 0, %16 ], [ %74, %27 ]
  %29 = phi double [ 0.000000e+00, %16 ], [ %73, %27 ]
  %30 = phi <2 x double> [ <double 1.200000e+00, double 0x3FE6666666666666>, %16 ], [ %69, %27 ]
  %31 = extractelement <2 x double> %30, i64 0
  %32 = fmul double %31, %22
  %33 = fmul double %31, %23
  %34 = shufflevector <2 x double> %30, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %35 = insertelement <2 x double> %26, double %32, i64 0
  %36 = fmul <2 x double> %34, %35
  %37 = insertelement <2 x double> %20, double %33, i64 1
  %38 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %37, <2 x double> %30, <2 x double> %36)
  %39 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %38, <2 x double> <double 1.000050e-02, double 1.000050e-02>, <2 x double> %30)
  %40 = extractelement <2 x double> %39, i64 0
  %41 = fmul double %40, %22
  %42 = fmul double %23, %40
  %43 = shufflevector <2 x double> %39, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %44 = insertelement <2 x double> %35, double %41, i64 0
  %45 = fmul <2 x double> %43, %44
  %46 = insertelement <2 x double> %37, double %42, i64 1
  %47 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %46, <2 x double> %39, <2 x double> %45)
  %48 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %47, <2 x double> <double 1.000050e-02, double 1.000050e-02>, <2 x double> %30)
  %49 = extractelement <2 x double> %48, i64 0
  %50 = fmul double %49, %22
  %51 = fmul double %23, %49
  %52 = shufflevector <2 x double> %48, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %53 = insertelement <2 x double> %35, double %50, i64 0
  %54 = fmul <2 x double> %52, %53
  %55 = insertelement <2 x double> %46, double %51, i64 1
  %56 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %55, <2 x double> %48, <2 x double> %54)
  %57 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %56, <2 x double> <double 2.000100e-02, double 2.000100e-02>, <2 x double> %30)
  %58 = extractelement <2 x double> %57, i64 0
  %59 = fmul double %58, %22
  %60 = fmul double %23, %58
  %61 = shufflevector <2 x double> %57, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %62 = insertelement <2 x double> %35, double %59, i64 0
  %63 = fmul <2 x double> %61, %62
  %64 = insertelement <2 x double> %55, double %60, i64 1
  %65 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %64, <2 x double> %57, <2 x double> %63)
  %66 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %47, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %38)
  %67 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %56, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %66)
  %68 = fadd <2 x double> %67, %65
  %69 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %68, <2 x double> <double 3.333500e-03, double 3.333500e-03>, <2 x double> %30)
  %70 = extractelement <2 x double> %69, i64 0
  %71 = fmul double %70, 2.000100e-02
  %72 = extractelement <2 x double> %69, i64 1
  %73 = call double @llvm.fmuladd.f64(double %71, double %72, double %29)
  %74 = add nuw nsw i32 %28, 1
  %75 = icmp eq i32 %74, %8
  br i1 %75, label %76, label %27, !llvm.loop !12

76:                                               ; preds = %27
  %77 = call double @llvm.fmuladd.f64(double %70, double %70, double %73)
  br label %78

78:                                               ; preds = %78, %76
  %79 = phi i32 [ 0, %76 ], [ %125, %78 ]
  %80 = phi double [ 0.000000e+00, %76 ], [ %124, %78 ]
  %81 = phi <2 x double> [ <double 1.200000e+00, double 0x3FE6666666666666>, %76 ], [ %120, %78 ]
  %82 = extractelement <2 x double> %81, i64 0
  %83 = fmul double %82, %22
  %84 = fmul double %82, %23
  %85 = shufflevector <2 x double> %81, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %86 = insertelement <2 x double> %26, double %83, i64 0
  %87 = fmul <2 x double> %85, %86
  %88 = insertelement <2 x double> %20, double %84, i64 1
  %89 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %88, <2 x double> %81, <2 x double> %87)
  %90 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %89, <2 x double> <double 0x3F847A9E2BCF91A3, double 0x3F847A9E2BCF91A3>, <2 x double> %81)
  %91 = extractelement <2 x double> %90, i64 0
  %92 = fmul double %91, %22
  %93 = fmul double %23, %91
  %94 = shufflevector <2 x double> %90, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %95 = insertelement <2 x double> %86, double %92, i64 0
  %96 = fmul <2 x double> %94, %95
  %97 = insertelement <2 x double> %88, double %93, i64 1
  %98 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %97, <2 x double> %90, <2 x double> %96)
  %99 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %98, <2 x double> <double 0x3F847A9E2BCF91A3, double 0x3F847A9E2BCF91A3>, <2 x double> %81)
  %100 = extractelement <2 x double> %99, i64 0
  %101 = fmul double %100, %22
  %102 = fmul double %23, %100
  %103 = shufflevector <2 x double> %99, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %104 = insertelement <2 x double> %86, double %101, i64 0
  %105 = fmul <2 x double> %103, %104
  %106 = insertelement <2 x double> %97, double %102, i64 1
  %107 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %106, <2 x double> %99, <2 x double> %105)
  %108 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %107, <2 x double> <double 1.999900e-02, double 1.999900e-02>, <2 x double> %81)
  %109 = extractelement <2 x double> %108, i64 0
  %110 = fmul double %109, %22
  %111 = fmul double %23, %109
  %112 = shufflevector <2 x double> %108, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %113 = insertelement <2 x double> %86, double %110, i64 0
  %114 = fmul <2 x double> %112, %113
  %115 = insertelement <2 x double> %106, double %111, i64 1
  %116 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %115, <2 x double> %108, <2 x double> %114)
  %117 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %98, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %89)
  %118 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %107, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %117)
  %119 = fadd <2 x double> %118, %116
  %120 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %119, <2 x double> <double 0x3F6B4E283A6A1784, double 0x3F6B4E283A6A1784>, <2 x double> %81)
  %121 = extractelement <2 x double> %120, i64 0
  %122 = fmul double %121, 1.999900e-02
  %123 = extractelement <2 x double> %120, i64 1
  %124 = call double @llvm.fmuladd.f64(double %122, double %123, double %80)
  %125 = add nuw nsw i32 %79, 1
  %126 = icmp eq i32 %125, %8
  br i1 %126, label %127, label %78, !llvm.loop !12

127:                                              ; preds = %78
  %128 = call double @llvm.fmuladd.f64(double %72, double 5.000000e-01, double %77)
  br label %129

129:                                              ; preds = %0, %127
  %130 = phi double [ %128, %127 ], [ 1.790000e+00, %0 ]
  %131 = phi double [ %124, %127 ], [ 0.000000e+00, %0 ]
  %132 = phi <2 x double> [ %120, %127 ], [ <double 1.200000e+00, double 0x3FE6666666666666>, %0 ]
  %133 = extractelement <2 x double> %132, i64 0
  %134 = call double @llvm.fmuladd.f64(double %133, double %133, double %131)
  %135 = extractelement <2 x double> %132, i64 1
  %136 = call double @llvm.fmuladd.f64(double %135, double 5.000000e-01, double %134)
  %137 = fsub double %130, %136
  %138 = fdiv double %137, 2.000000e-06
  %139 = fsub double %12, %138
  %140 = call double @llvm.fabs.f64(double %139)
  %141 = call double @llvm.fabs.f64(double %138)
  %142 = call double @llvm.maxnum.f64(double %141, double 1.000000e+00)
  %143 = fmul double %142, 0x3EB0C6F7A0B5ED8D
  %144 = fcmp ugt double %140, %143
  %145 = fcmp ule double %141, 1.000000e-09
  %146 = or i1 %145, %144
  %147 = select i1 %146, ptr @.str.4, ptr @.str.5
  %148 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, double noundef %12, double noundef %138, ptr noundef nonnull %147)
  %149 = zext i1 %146 to i32
  %150 = load i32, ptr @fails, align 4, !tbaa !6
  %151 = add nsw i32 %150, %149
  store i32 %151, ptr @fails, align 4, !tbaa !6
  %152 = getelementptr inbounds i8, ptr %3, i64 8
  %153 = getelementptr inbounds i8, ptr %3, i64 16
  %154 = getelementptr inbounds i8, ptr %3, i64 24
  br label %161

155:                                              ; preds = %292
  %156 = load <2 x double>, ptr %2, align 16, !tbaa !10
  %157 = extractelement <2 x double> %156, i64 0
  %158 = call double @llvm.fmuladd.f64(double %157, double %157, double 0.000000e+00)
  %159 = extractelement <2 x double> %156, i64 1
  %160 = call double @llvm.fmuladd.f64(double %159, double 5.000000e-01, double %158)
  br label %323

161:                                              ; preds = %129, %292
  %162 = phi i1 [ true, %129 ], [ false, %292 ]
  %163 = phi ptr [ %5, %129 ], [ %14, %292 ]
  %164 = phi ptr [ %2, %129 ], [ %15, %292 ]
  %165 = phi i32 [ 0, %129 ], [ 1, %292 ]
  %166 = load double, ptr %164, align 8, !tbaa !10
  %167 = fadd double %166, 0x3EB0C6F7A0B5ED8D
  store double %167, ptr %164, align 8, !tbaa !10
  %168 = load <2 x double>, ptr %2, align 16, !tbaa !10
  br i1 %13, label %169, label %226

169:                                              ; preds = %161
  %170 = load <2 x double>, ptr %3, align 16
  %171 = load double, ptr %152, align 8, !tbaa !10
  %172 = fneg double %171
  %173 = load double, ptr %153, align 16, !tbaa !10
  %174 = load double, ptr %154, align 8, !tbaa !10
  %175 = fneg double %174
  br label %176

176:                                              ; preds = %176, %169
  %177 = phi i32 [ 0, %169 ], [ %224, %176 ]
  %178 = phi double [ 0.000000e+00, %169 ], [ %223, %176 ]
  %179 = phi <2 x double> [ %168, %169 ], [ %219, %176 ]
  %180 = extractelement <2 x double> %179, i64 0
  %181 = fmul double %180, %172
  %182 = fmul double %180, %173
  %183 = shufflevector <2 x double> %179, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %184 = insertelement <2 x double> poison, double %181, i64 0
  %185 = insertelement <2 x double> %184, double %175, i64 1
  %186 = fmul <2 x double> %183, %185
  %187 = insertelement <2 x double> %170, double %182, i64 1
  %188 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %187, <2 x double> %179, <2 x double> %186)
  %189 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %188, <2 x double> <double 1.000000e-02, double 1.000000e-02>, <2 x double> %179)
  %190 = extractelement <2 x double> %189, i64 0
  %191 = fmul double %190, %172
  %192 = fmul double %173, %190
  %193 = shufflevector <2 x double> %189, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %194 = insertelement <2 x double> %185, double %191, i64 0
  %195 = fmul <2 x double> %193, %194
  %196 = insertelement <2 x double> %187, double %192, i64 1
  %197 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %196, <2 x double> %189, <2 x double> %195)
  %198 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %197, <2 x double> <double 1.000000e-02, double 1.000000e-02>, <2 x double> %179)
  %199 = extractelement <2 x double> %198, i64 0
  %200 = fmul double %199, %172
  %201 = fmul double %173, %199
  %202 = shufflevector <2 x double> %198, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %203 = insertelement <2 x double> %185, double %200, i64 0
  %204 = fmul <2 x double> %202, %203
  %205 = insertelement <2 x double> %196, double %201, i64 1
  %206 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %205, <2 x double> %198, <2 x double> %204)
  %207 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %206, <2 x double> <double 2.000000e-02, double 2.000000e-02>, <2 x double> %179)
  %208 = extractelement <2 x double> %207, i64 0
  %209 = fmul double %208, %172
  %210 = fmul double %173, %208
  %211 = shufflevector <2 x double> %207, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %212 = insertelement <2 x double> %185, double %209, i64 0
  %213 = fmul <2 x double> %211, %212
  %214 = insertelement <2 x double> %205, double %210, i64 1
  %215 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %214, <2 x double> %207, <2 x double> %213)
  %216 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %197, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %188)
  %217 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %206, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %216)
  %218 = fadd <2 x double> %217, %215
  %219 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %218, <2 x double> <double 0x3F6B4E81B4E81B4F, double 0x3F6B4E81B4E81B4F>, <2 x double> %179)
  %220 = extractelement <2 x double> %219, i64 0
  %221 = fmul double %220, 2.000000e-02
  %222 = extractelement <2 x double> %219, i64 1
  %223 = call double @llvm.fmuladd.f64(double %221, double %222, double %178)
  %224 = add nuw nsw i32 %177, 1
  %225 = icmp eq i32 %224, %8
  br i1 %225, label %226, label %176, !llvm.loop !12

226:                                              ; preds = %176, %161
  %227 = phi double [ 0.000000e+00, %161 ], [ %223, %176 ]
  %228 = phi <2 x double> [ %168, %161 ], [ %219, %176 ]
  %229 = extractelement <2 x double> %228, i64 0
  %230 = call double @llvm.fmuladd.f64(double %229, double %229, double %227)
  %231 = extractelement <2 x double> %228, i64 1
  %232 = call double @llvm.fmuladd.f64(double %231, double 5.000000e-01, double %230)
  %233 = fadd double %166, 0xBEB0C6F7A0B5ED8D
  store double %233, ptr %164, align 8, !tbaa !10
  %234 = load <2 x double>, ptr %2, align 16, !tbaa !10
  br i1 %13, label %235, label %292

235:                                              ; preds = %226
  %236 = load <2 x double>, ptr %3, align 16
  %237 = load double, ptr %152, align 8, !tbaa !10
  %238 = fneg double %237
  %239 = load double, ptr %153, align 16, !tbaa !10
  %240 = load double, ptr %154, align 8, !tbaa !10
  %241 = fneg double %240
  br label %242

242:                                              ; preds = %242, %235
  %243 = phi i32 [ 0, %235 ], [ %290, %242 ]
  %244 = phi double [ 0.000000e+00, %235 ], [ %289, %242 ]
  %245 = phi <2 x double> [ %234, %235 ], [ %285, %242 ]
  %246 = extractelement <2 x double> %245, i64 0
  %247 = fmul double %246, %238
  %248 = fmul double %246, %239
  %249 = shufflevector <2 x double> %245, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %250 = insertelement <2 x double> poison, double %247, i64 0
  %251 = insertelement <2 x double> %250, double %241, i64 1
  %252 = fmul <2 x double> %249, %251
  %253 = insertelement <2 x double> %236, double %248, i64 1
  %254 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %253, <2 x double> %245, <2 x double> %252)
  %255 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %254, <2 x double> <double 1.000000e-02, double 1.000000e-02>, <2 x double> %245)
  %256 = extractelement <2 x double> %255, i64 0
  %257 = fmul double %256, %238
  %258 = fmul double %239, %256
  %259 = shufflevector <2 x double> %255, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %260 = insertelement <2 x double> %251, double %257, i64 0
  %261 = fmul <2 x double> %259, %260
  %262 = insertelement <2 x double> %253, double %258, i64 1
  %263 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %262, <2 x double> %255, <2 x double> %261)
  %264 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %263, <2 x double> <double 1.000000e-02, double 1.000000e-02>, <2 x double> %245)
  %265 = extractelement <2 x double> %264, i64 0
  %266 = fmul double %265, %238
  %267 = fmul double %239, %265
  %268 = shufflevector <2 x double> %264, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %269 = insertelement <2 x double> %251, double %266, i64 0
  %270 = fmul <2 x double> %268, %269
  %271 = insertelement <2 x double> %262, double %267, i64 1
  %272 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %271, <2 x double> %264, <2 x double> %270)
  %273 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %272, <2 x double> <double 2.000000e-02, double 2.000000e-02>, <2 x double> %245)
  %274 = extractelement <2 x double> %273, i64 0
  %275 = fmul double %274, %238
  %276 = fmul double %239, %274
  %277 = shufflevector <2 x double> %273, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %278 = insertelement <2 x double> %251, double %275, i64 0
  %279 = fmul <2 x double> %277, %278
  %280 = insertelement <2 x double> %271, double %276, i64 1
  %281 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %280, <2 x double> %273, <2 x double> %279)
  %282 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %263, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %254)
  %283 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %272, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %282)
  %284 = fadd <2 x double> %283, %281
  %285 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %284, <2 x double> <double 0x3F6B4E81B4E81B4F, double 0x3F6B4E81B4E81B4F>, <2 x double> %245)
  %286 = extractelement <2 x double> %285, i64 0
  %287 = fmul double %286, 2.000000e-02
  %288 = extractelement <2 x double> %285, i64 1
  %289 = call double @llvm.fmuladd.f64(double %287, double %288, double %244)
  %290 = add nuw nsw i32 %243, 1
  %291 = icmp eq i32 %290, %8
  br i1 %291, label %292, label %242, !llvm.loop !12

292:                                              ; preds = %242, %226
  %293 = phi double [ 0.000000e+00, %226 ], [ %289, %242 ]
  %294 = phi <2 x double> [ %234, %226 ], [ %285, %242 ]
  %295 = extractelement <2 x double> %294, i64 0
  %296 = call double @llvm.fmuladd.f64(double %295, double %295, double %293)
  %297 = extractelement <2 x double> %294, i64 1
  %298 = call double @llvm.fmuladd.f64(double %297, double 5.000000e-01, double %296)
  store double %166, ptr %164, align 8, !tbaa !10
  %299 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i64 noundef 32, ptr noundef nonnull @.str.1, i32 noundef %165) #10
  %300 = load double, ptr %163, align 8, !tbaa !10
  %301 = fsub double %232, %298
  %302 = fdiv double %301, 2.000000e-06
  %303 = fsub double %300, %302
  %304 = call double @llvm.fabs.f64(double %303)
  %305 = call double @llvm.fabs.f64(double %302)
  %306 = call double @llvm.maxnum.f64(double %305, double 1.000000e+00)
  %307 = fmul double %306, 0x3EB0C6F7A0B5ED8D
  %308 = fcmp ugt double %304, %307
  %309 = fcmp ule double %305, 1.000000e-09
  %310 = or i1 %309, %308
  %311 = select i1 %310, ptr @.str.4, ptr @.str.5
  %312 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %7, double noundef %300, double noundef %302, ptr noundef nonnull %311)
  %313 = zext i1 %310 to i32
  %314 = load i32, ptr @fails, align 4, !tbaa !6
  %315 = add nsw i32 %314, %313
  store i32 %315, ptr @fails, align 4, !tbaa !6
  br i1 %162, label %161, label %155, !llvm.loop !14

316:                                              ; preds = %448
  %317 = icmp eq i32 %469, 0
  %318 = select i1 %317, ptr @.str.5, ptr @.str.4
  %319 = call i32 @puts(ptr nonnull dereferenceable(1) %318)
  %320 = load i32, ptr @fails, align 4, !tbaa !6
  %321 = icmp ne i32 %320, 0
  %322 = zext i1 %321 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %322

323:                                              ; preds = %155, %448
  %324 = phi i64 [ 0, %155 ], [ %470, %448 ]
  %325 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %324
  %326 = load double, ptr %325, align 8, !tbaa !10
  %327 = fadd double %326, 0x3EB0C6F7A0B5ED8D
  store double %327, ptr %325, align 8, !tbaa !10
  br i1 %13, label %328, label %448

328:                                              ; preds = %323
  %329 = load <2 x double>, ptr %3, align 16
  %330 = load double, ptr %152, align 8, !tbaa !10
  %331 = fneg double %330
  %332 = load double, ptr %153, align 16, !tbaa !10
  %333 = load double, ptr %154, align 8, !tbaa !10
  %334 = fneg double %333
  br label %335

335:                                              ; preds = %335, %328
  %336 = phi i32 [ 0, %328 ], [ %383, %335 ]
  %337 = phi double [ 0.000000e+00, %328 ], [ %382, %335 ]
  %338 = phi <2 x double> [ %156, %328 ], [ %378, %335 ]
  %339 = extractelement <2 x double> %338, i64 0
  %340 = fmul double %339, %331
  %341 = fmul double %339, %332
  %342 = shufflevector <2 x double> %338, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %343 = insertelement <2 x double> poison, double %340, i64 0
  %344 = insertelement <2 x double> %343, double %334, i64 1
  %345 = fmul <2 x double> %342, %344
  %346 = insertelement <2 x double> %329, double %341, i64 1
  %347 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %346, <2 x double> %338, <2 x double> %345)
  %348 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %347, <2 x double> <double 1.000000e-02, double 1.000000e-02>, <2 x double> %338)
  %349 = extractelement <2 x double> %348, i64 0
  %350 = fmul double %349, %331
  %351 = fmul double %332, %349
  %352 = shufflevector <2 x double> %348, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %353 = insertelement <2 x double> %344, double %350, i64 0
  %354 = fmul <2 x double> %352, %353
  %355 = insertelement <2 x double> %346, double %351, i64 1
  %356 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %355, <2 x double> %348, <2 x double> %354)
  %357 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %356, <2 x double> <double 1.000000e-02, double 1.000000e-02>, <2 x double> %338)
  %358 = extractelement <2 x double> %357, i64 0
  %359 = fmul double %358, %331
  %360 = fmul double %332, %358
  %361 = shufflevector <2 x double> %357, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %362 = insertelement <2 x double> %344, double %359, i64 0
  %363 = fmul <2 x double> %361, %362
  %364 = insertelement <2 x double> %355, double %360, i64 1
  %365 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %364, <2 x double> %357, <2 x double> %363)
  %366 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %365, <2 x double> <double 2.000000e-02, double 2.000000e-02>, <2 x double> %338)
  %367 = extractelement <2 x double> %366, i64 0
  %368 = fmul double %367, %331
  %369 = fmul double %332, %367
  %370 = shufflevector <2 x double> %366, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %371 = insertelement <2 x double> %344, double %368, i64 0
  %372 = fmul <2 x double> %370, %371
  %373 = insertelement <2 x double> %364, double %369, i64 1
  %374 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %373, <2 x double> %366, <2 x double> %372)
  %375 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %356, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %347)
  %376 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %365, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %375)
  %377 = fadd <2 x double> %376, %374
  %378 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %377, <2 x double> <double 0x3F6B4E81B4E81B4F, double 0x3F6B4E81B4E81B4F>, <2 x double> %338)
  %379 = extractelement <2 x double> %378, i64 0
  %380 = fmul double %379, 2.000000e-02
  %381 = extractelement <2 x double> %378, i64 1
  %382 = call double @llvm.fmuladd.f64(double %380, double %381, double %337)
  %383 = add nuw nsw i32 %336, 1
  %384 = icmp eq i32 %383, %8
  br i1 %384, label %385, label %335, !llvm.loop !12

385:                                              ; preds = %335
  %386 = call double @llvm.fmuladd.f64(double %379, double %379, double %382)
  %387 = fadd double %326, 0xBEB0C6F7A0B5ED8D
  store double %387, ptr %325, align 8, !tbaa !10
  %388 = load <2 x double>, ptr %3, align 16
  %389 = load double, ptr %152, align 8, !tbaa !10
  %390 = fneg double %389
  %391 = load double, ptr %153, align 16, !tbaa !10
  %392 = load double, ptr %154, align 8, !tbaa !10
  %393 = fneg double %392
  br label %394

394:                                              ; preds = %394, %385
  %395 = phi i32 [ 0, %385 ], [ %442, %394 ]
  %396 = phi double [ 0.000000e+00, %385 ], [ %441, %394 ]
  %397 = phi <2 x double> [ %156, %385 ], [ %437, %394 ]
  %398 = extractelement <2 x double> %397, i64 0
  %399 = fmul double %398, %390
  %400 = fmul double %398, %391
  %401 = shufflevector <2 x double> %397, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %402 = insertelement <2 x double> poison, double %399, i64 0
  %403 = insertelement <2 x double> %402, double %393, i64 1
  %404 = fmul <2 x double> %401, %403
  %405 = insertelement <2 x double> %388, double %400, i64 1
  %406 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %405, <2 x double> %397, <2 x double> %404)
  %407 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %406, <2 x double> <double 1.000000e-02, double 1.000000e-02>, <2 x double> %397)
  %408 = extractelement <2 x double> %407, i64 0
  %409 = fmul double %408, %390
  %410 = fmul double %391, %408
  %411 = shufflevector <2 x double> %407, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %412 = insertelement <2 x double> %403, double %409, i64 0
  %413 = fmul <2 x double> %411, %412
  %414 = insertelement <2 x double> %405, double %410, i64 1
  %415 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %414, <2 x double> %407, <2 x double> %413)
  %416 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %415, <2 x double> <double 1.000000e-02, double 1.000000e-02>, <2 x double> %397)
  %417 = extractelement <2 x double> %416, i64 0
  %418 = fmul double %417, %390
  %419 = fmul double %391, %417
  %420 = shufflevector <2 x double> %416, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %421 = insertelement <2 x double> %403, double %418, i64 0
  %422 = fmul <2 x double> %420, %421
  %423 = insertelement <2 x double> %414, double %419, i64 1
  %424 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %423, <2 x double> %416, <2 x double> %422)
  %425 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %424, <2 x double> <double 2.000000e-02, double 2.000000e-02>, <2 x double> %397)
  %426 = extractelement <2 x double> %425, i64 0
  %427 = fmul double %426, %390
  %428 = fmul double %391, %426
  %429 = shufflevector <2 x double> %425, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %430 = insertelement <2 x double> %403, double %427, i64 0
  %431 = fmul <2 x double> %429, %430
  %432 = insertelement <2 x double> %423, double %428, i64 1
  %433 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %432, <2 x double> %425, <2 x double> %431)
  %434 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %415, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %406)
  %435 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %424, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %434)
  %436 = fadd <2 x double> %435, %433
  %437 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %436, <2 x double> <double 0x3F6B4E81B4E81B4F, double 0x3F6B4E81B4E81B4F>, <2 x double> %397)
  %438 = extractelement <2 x double> %437, i64 0
  %439 = fmul double %438, 2.000000e-02
  %440 = extractelement <2 x double> %437, i64 1
  %441 = call double @llvm.fmuladd.f64(double %439, double %440, double %396)
  %442 = add nuw nsw i32 %395, 1
  %443 = icmp eq i32 %442, %8
  br i1 %443, label %444, label %394, !llvm.loop !12

444:                                              ; preds = %394
  %445 = call double @llvm.fmuladd.f64(double %381, double 5.000000e-01, double %386)
  %446 = call double @llvm.fmuladd.f64(double %438, double %438, double %441)
  %447 = call double @llvm.fmuladd.f64(double %440, double 5.000000e-01, double %446)
  br label %448

448:                                              ; preds = %323, %444
  %449 = phi double [ %447, %444 ], [ %160, %323 ]
  %450 = phi double [ %445, %444 ], [ %160, %323 ]
  store double %326, ptr %325, align 8, !tbaa !10
  %451 = trunc nuw nsw i64 %324 to i32
  %452 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i64 noundef 32, ptr noundef nonnull @.str.2, i32 noundef %451) #10
  %453 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %324
  %454 = load double, ptr %453, align 8, !tbaa !10
  %455 = fsub double %450, %449
  %456 = fdiv double %455, 2.000000e-06
  %457 = fsub double %454, %456
  %458 = call double @llvm.fabs.f64(double %457)
  %459 = call double @llvm.fabs.f64(double %456)
  %460 = call double @llvm.maxnum.f64(double %459, double 1.000000e+00)
  %461 = fmul double %460, 0x3EB0C6F7A0B5ED8D
  %462 = fcmp ugt double %458, %461
  %463 = fcmp ule double %459, 1.000000e-09
  %464 = or i1 %463, %462
  %465 = select i1 %464, ptr @.str.4, ptr @.str.5
  %466 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %7, double noundef %454, double noundef %456, ptr noundef nonnull %465)
  %467 = zext i1 %464 to i32
  %468 = load i32, ptr @fails, align 4, !tbaa !6
  %469 = add nsw i32 %468, %467
  store i32 %469, ptr @fails, align 4, !tbaa !6
  %470 = add nuw nsw i64 %324, 1
  %471 = icmp eq i64 %470, 4
  br i1 %471, label %316, label %323, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal double @integrate(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, double noundef %2, i32 noundef %3) #5 {
  %5 = icmp sgt i32 %3, 0
  %6 = load double, ptr %0, align 8, !tbaa !10
  br i1 %5, label %10, label %7

7:                                                ; preds = %4
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  %9 = load double, ptr %8, align 8, !tbaa !10
  br label %18

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8, ptr %1, i64 8
  %12 = getelementptr inbounds i8, ptr %0, i64 8
  %13 = getelementptr inbounds i8, ptr %1, i64 16
  %14 = getelementptr inbounds i8, ptr %1, i64 24
  %15 = fmul double %2, 5.000000e-01
  %16 = fdiv double %2, 6.000000e+00
  %17 = load double, ptr %12, align 8, !tbaa !10
  br label %24

18:                                               ; preds = %24, %7
  %19 = phi double [ %9, %7 ], [ %72, %24 ]
  %20 = phi double [ %6, %7 ], [ %68, %24 ]
  %21 = phi double [ 0.000000e+00, %7 ], [ %74, %24 ]
  %22 = tail call double @llvm.fmuladd.f64(double %20, double %20, double %21)
  %23 = tail call double @llvm.fmuladd.f64(double %19, double 5.000000e-01, double %22)
  ret double %23

24:                                               ; preds = %10, %24
  %25 = phi double [ %17, %10 ], [ %72, %24 ]
  %26 = phi double [ %6, %10 ], [ %68, %24 ]
  %27 = phi i32 [ 0, %10 ], [ %75, %24 ]
  %28 = phi double [ 0.000000e+00, %10 ], [ %74, %24 ]
  %29 = load double, ptr %1, align 8, !tbaa !10
  %30 = load double, ptr %11, align 8, !tbaa !10
  %31 = fneg double %30
  %32 = fmul double %26, %31
  %33 = fmul double %32, %25
  %34 = tail call double @llvm.fmuladd.f64(double %29, double %26, double %33)
  %35 = load double, ptr %13, align 8, !tbaa !10
  %36 = fmul double %26, %35
  %37 = load double, ptr %14, align 8, !tbaa !10
  %38 = fneg double %37
  %39 = fmul double %25, %38
  %40 = tail call double @llvm.fmuladd.f64(double %36, double %25, double %39)
  %41 = tail call double @llvm.fmuladd.f64(double %15, double %34, double %26)
  %42 = tail call double @llvm.fmuladd.f64(double %15, double %40, double %25)
  %43 = fmul double %41, %31
  %44 = fmul double %43, %42
  %45 = tail call double @llvm.fmuladd.f64(double %29, double %41, double %44)
  %46 = fmul double %35, %41
  %47 = fmul double %42, %38
  %48 = tail call double @llvm.fmuladd.f64(double %46, double %42, double %47)
  %49 = tail call double @llvm.fmuladd.f64(double %15, double %45, double %26)
  %50 = tail call double @llvm.fmuladd.f64(double %15, double %48, double %25)
  %51 = fmul double %49, %31
  %52 = fmul double %50, %51
  %53 = tail call double @llvm.fmuladd.f64(double %29, double %49, double %52)
  %54 = fmul double %35, %49
  %55 = fmul double %50, %38
  %56 = tail call double @llvm.fmuladd.f64(double %54, double %50, double %55)
  %57 = tail call double @llvm.fmuladd.f64(double %2, double %53, double %26)
  %58 = tail call double @llvm.fmuladd.f64(double %2, double %56, double %25)
  %59 = fmul double %57, %31
  %60 = fmul double %58, %59
  %61 = tail call double @llvm.fmuladd.f64(double %29, double %57, double %60)
  %62 = fmul double %35, %57
  %63 = fmul double %58, %38
  %64 = tail call double @llvm.fmuladd.f64(double %62, double %58, double %63)
  %65 = tail call double @llvm.fmuladd.f64(double %45, double 2.000000e+00, double %34)
  %66 = tail call double @llvm.fmuladd.f64(double %53, double 2.000000e+00, double %65)
  %67 = fadd double %66, %61
  %68 = tail call double @llvm.fmuladd.f64(double %16, double %67, double %26)
  store double %68, ptr %0, align 8, !tbaa !10
  %69 = tail call double @llvm.fmuladd.f64(double %48, double 2.000000e+00, double %40)
  %70 = tail call double @llvm.fmuladd.f64(double %56, double 2.000000e+00, double %69)
  %71 = fadd double %70, %64
  %72 = tail call double @llvm.fmuladd.f64(double %16, double %71, double %25)
  store double %72, ptr %12, align 8, !tbaa !10
  %73 = fmul double %68, %2
  %74 = tail call double @llvm.fmuladd.f64(double %73, double %72, double %28)
  %75 = add nuw nsw i32 %27, 1
  %76 = icmp eq i32 %75, %3
  br i1 %76, label %18, label %24, !llvm.loop !12
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #7

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #9

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nofree nounwind }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13}
