; ModuleID = 'rev/26_rk4_ode.c'
source_filename = "rev/26_rk4_ode.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.p = private unnamed_addr constant [4 x double] [double 1.100000e+00, double 6.000000e-01, double 4.500000e-01, double 9.000000e-01], align 16
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
  %5 = alloca [2 x double], align 16
  %6 = alloca [4 x double], align 16
  %7 = alloca [32 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 200, ptr %1, align 4, !tbaa !5
  %8 = load volatile i32, ptr %1, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2)
  store <2 x double> <double 1.200000e+00, double 0x3FE6666666666666>, ptr %2, align 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %3, ptr noundef nonnull align 16 dereferenceable(32) @__const.main.p, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #10
  store <2 x double> <double 1.200000e+00, double 0x3FE6666666666666>, ptr %4, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %5, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %6, i8 0, i64 32, i1 false)
  %9 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %10 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  %11 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %12 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @integrate, i32 noundef %9, ptr noundef nonnull %4, ptr noundef nonnull %5, i32 noundef %9, ptr noundef nonnull %3, ptr noundef nonnull %6, i32 noundef %10, double noundef 2.000000e-02, i32 noundef %11, i32 noundef %8) #10
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #10
  %13 = icmp sgt i32 %8, 0
  %14 = getelementptr inbounds i8, ptr %5, i64 8
  %15 = getelementptr inbounds i8, ptr %2, i64 8
  br i1 %13, label %16, label %130

16:                                               ; preds = %0
  %17 = getelementptr inbounds i8, ptr %3, i64 8
  %18 = getelementptr inbounds i8, ptr %3, i64 16
  %19 = getelementptr inbounds i8, ptr %3, i64 24
  %20 = load <2 x double>, ptr %3, align 16
  %21 = shufflevector <2 x double> %20, <2 x double> poison, <2 x i32> <i32 0, i32 poison>
  %22 = load double, ptr %17, align 8, !tbaa !9
  %23 = fneg double %22
  %24 = load double, ptr %18, align 16, !tbaa !9
  %25 = load double, ptr %19, align 8, !tbaa !9
  %26 = fneg double %25
  %27 = insertelement <2 x double> poison, double %26, i64 1
  br label %28

28:                                               ; preds = %28, %16
  %29 = phi i32 [ 0, %16 ], [ %75, %28 ]
  %30 = phi double [ 0.000000e+00, %16 ], [ %74, %28 ]
  %31 = phi <2 x double> [ <double 1.200000e+00, double 0x3FE6666666666666>, %16 ], [ %70, %28 ]
  %32 = extractelement <2 x double> %31, i64 0
  %33 = fmul double %32, %23
  %34 = fmul double %32, %24
  %35 = shufflevector <2 x double> %31, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %36 = insertelement <2 x double> %27, double %33, i64 0
  %37 = fmul <2 x double> %35, %36
  %38 = insertelement <2 x double> %21, double %34, i64 1
  %39 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %38, <2 x double> %31, <2 x double> %37)
  %40 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %39, <2 x double> <double 1.000050e-02, double 1.000050e-02>, <2 x double> %31)
  %41 = extractelement <2 x double> %40, i64 0
  %42 = fmul double %41, %23
  %43 = fmul double %24, %41
  %44 = shufflevector <2 x double> %40, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %45 = insertelement <2 x double> %36, double %42, i64 0
  %46 = fmul <2 x double> %44, %45
  %47 = insertelement <2 x double> %38, double %43, i64 1
  %48 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %47, <2 x double> %40, <2 x double> %46)
  %49 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %48, <2 x double> <double 1.000050e-02, double 1.000050e-02>, <2 x double> %31)
  %50 = extractelement <2 x double> %49, i64 0
  %51 = fmul double %50, %23
  %52 = fmul double %24, %50
  %53 = shufflevector <2 x double> %49, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %54 = insertelement <2 x double> %36, double %51, i64 0
  %55 = fmul <2 x double> %53, %54
  %56 = insertelement <2 x double> %47, double %52, i64 1
  %57 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %56, <2 x double> %49, <2 x double> %55)
  %58 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %57, <2 x double> <double 2.000100e-02, double 2.000100e-02>, <2 x double> %31)
  %59 = extractelement <2 x double> %58, i64 0
  %60 = fmul double %59, %23
  %61 = fmul double %24, %59
  %62 = shufflevector <2 x double> %58, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %63 = insertelement <2 x double> %36, double %60, i64 0
  %64 = fmul <2 x double> %62, %63
  %65 = insertelement <2 x double> %56, double %61, i64 1
  %66 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %65, <2 x double> %58, <2 x double> %64)
  %67 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %48, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %39)
  %68 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %57, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %67)
  %69 = fadd <2 x double> %68, %66
  %70 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %69, <2 x double> <double 3.333500e-03, double 3.333500e-03>, <2 x double> %31)
  %71 = extractelement <2 x double> %70, i64 0
  %72 = fmul double %71, 2.000100e-02
  %73 = extractelement <2 x double> %70, i64 1
  %74 = call double @llvm.fmuladd.f64(double %72, double %73, double %30)
  %75 = add nuw nsw i32 %29, 1
  %76 = icmp eq i32 %75, %8
  br i1 %76, label %77, label %28, !llvm.loop !11

77:                                               ; preds = %28
  %78 = call double @llvm.fmuladd.f64(double %71, double %71, double %74)
  br label %79

79:                                               ; preds = %79, %77
  %80 = phi i32 [ 0, %77 ], [ %126, %79 ]
  %81 = phi double [ 0.000000e+00, %77 ], [ %125, %79 ]
  %82 = phi <2 x double> [ <double 1.200000e+00, double 0x3FE6666666666666>, %77 ], [ %121, %79 ]
  %83 = extractelement <2 x double> %82, i64 0
  %84 = fmul double %83, %23
  %85 = fmul double %83, %24
  %86 = shufflevector <2 x double> %82, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %87 = insertelement <2 x double> %27, double %84, i64 0
  %88 = fmul <2 x double> %86, %87
  %89 = insertelement <2 x double> %21, double %85, i64 1
  %90 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %89, <2 x double> %82, <2 x double> %88)
  %91 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %90, <2 x double> <double 0x3F847A9E2BCF91A3, double 0x3F847A9E2BCF91A3>, <2 x double> %82)
  %92 = extractelement <2 x double> %91, i64 0
  %93 = fmul double %92, %23
  %94 = fmul double %24, %92
  %95 = shufflevector <2 x double> %91, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %96 = insertelement <2 x double> %87, double %93, i64 0
  %97 = fmul <2 x double> %95, %96
  %98 = insertelement <2 x double> %89, double %94, i64 1
  %99 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %98, <2 x double> %91, <2 x double> %97)
  %100 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %99, <2 x double> <double 0x3F847A9E2BCF91A3, double 0x3F847A9E2BCF91A3>, <2 x double> %82)
  %101 = extractelement <2 x double> %100, i64 0
  %102 = fmul double %101, %23
  %103 = fmul double %24, %101
  %104 = shufflevector <2 x double> %100, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %105 = insertelement <2 x double> %87, double %102, i64 0
  %106 = fmul <2 x double> %104, %105
  %107 = insertelement <2 x double> %98, double %103, i64 1
  %108 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %107, <2 x double> %100, <2 x double> %106)
  %109 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %108, <2 x double> <double 1.999900e-02, double 1.999900e-02>, <2 x double> %82)
  %110 = extractelement <2 x double> %109, i64 0
  %111 = fmul double %110, %23
  %112 = fmul double %24, %110
  %113 = shufflevector <2 x double> %109, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %114 = insertelement <2 x double> %87, double %111, i64 0
  %115 = fmul <2 x double> %113, %114
  %116 = insertelement <2 x double> %107, double %112, i64 1
  %117 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %116, <2 x double> %109, <2 x double> %115)
  %118 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %99, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %90)
  %119 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %108, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %118)
  %120 = fadd <2 x double> %119, %117
  %121 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %120, <2 x double> <double 0x3F6B4E283A6A1784, double 0x3F6B4E283A6A1784>, <2 x double> %82)
  %122 = extractelement <2 x double> %121, i64 0
  %123 = fmul double %122, 1.999900e-02
  %124 = extractelement <2 x double> %121, i64 1
  %125 = call double @llvm.fmuladd.f64(double %123, double %124, double %81)
  %126 = add nuw nsw i32 %80, 1
  %127 = icmp eq i32 %126, %8
  br i1 %127, label %128, label %79, !llvm.loop !11

128:                                              ; preds = %79
  %129 = call double @llvm.fmuladd.f64(double %73, double 5.000000e-01, double %78)
  br label %130

130:                                              ; preds = %0, %128
  %131 = phi double [ %129, %128 ], [ 1.790000e+00, %0 ]
  %132 = phi double [ %125, %128 ], [ 0.000000e+00, %0 ]
  %133 = phi <2 x double> [ %121, %128 ], [ <double 1.200000e+00, double 0x3FE6666666666666>, %0 ]
  %134 = extractelement <2 x double> %133, i64 0
  %135 = call double @llvm.fmuladd.f64(double %134, double %134, double %132)
  %136 = extractelement <2 x double> %133, i64 1
  %137 = call double @llvm.fmuladd.f64(double %136, double 5.000000e-01, double %135)
  %138 = fsub double %131, %137
  %139 = fdiv double %138, 2.000000e-06
  %140 = fsub double %12, %139
  %141 = call double @llvm.fabs.f64(double %140)
  %142 = call double @llvm.fabs.f64(double %139)
  %143 = call double @llvm.maxnum.f64(double %142, double 1.000000e+00)
  %144 = fmul double %143, 0x3EB0C6F7A0B5ED8D
  %145 = fcmp ugt double %141, %144
  %146 = fcmp ule double %142, 1.000000e-09
  %147 = or i1 %146, %145
  %148 = select i1 %147, ptr @.str.4, ptr @.str.5
  %149 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, double noundef %12, double noundef %139, ptr noundef nonnull %148)
  %150 = zext i1 %147 to i32
  %151 = load i32, ptr @fails, align 4, !tbaa !5
  %152 = add nsw i32 %151, %150
  store i32 %152, ptr @fails, align 4, !tbaa !5
  %153 = getelementptr inbounds i8, ptr %3, i64 8
  %154 = getelementptr inbounds i8, ptr %3, i64 16
  %155 = getelementptr inbounds i8, ptr %3, i64 24
  br label %162

156:                                              ; preds = %293
  %157 = load <2 x double>, ptr %2, align 16, !tbaa !9
  %158 = extractelement <2 x double> %157, i64 0
  %159 = call double @llvm.fmuladd.f64(double %158, double %158, double 0.000000e+00)
  %160 = extractelement <2 x double> %157, i64 1
  %161 = call double @llvm.fmuladd.f64(double %160, double 5.000000e-01, double %159)
  br label %324

162:                                              ; preds = %130, %293
  %163 = phi i1 [ true, %130 ], [ false, %293 ]
  %164 = phi ptr [ %5, %130 ], [ %14, %293 ]
  %165 = phi ptr [ %2, %130 ], [ %15, %293 ]
  %166 = phi i32 [ 0, %130 ], [ 1, %293 ]
  %167 = load double, ptr %165, align 8, !tbaa !9
  %168 = fadd double %167, 0x3EB0C6F7A0B5ED8D
  store double %168, ptr %165, align 8, !tbaa !9
  %169 = load <2 x double>, ptr %2, align 16, !tbaa !9
  br i1 %13, label %170, label %227

170:                                              ; preds = %162
  %171 = load <2 x double>, ptr %3, align 16
  %172 = load double, ptr %153, align 8, !tbaa !9
  %173 = fneg double %172
  %174 = load double, ptr %154, align 16, !tbaa !9
  %175 = load double, ptr %155, align 8, !tbaa !9
  %176 = fneg double %175
  br label %177

177:                                              ; preds = %177, %170
  %178 = phi i32 [ 0, %170 ], [ %225, %177 ]
  %179 = phi double [ 0.000000e+00, %170 ], [ %224, %177 ]
  %180 = phi <2 x double> [ %169, %170 ], [ %220, %177 ]
  %181 = extractelement <2 x double> %180, i64 0
  %182 = fmul double %181, %173
  %183 = fmul double %181, %174
  %184 = shufflevector <2 x double> %180, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %185 = insertelement <2 x double> poison, double %182, i64 0
  %186 = insertelement <2 x double> %185, double %176, i64 1
  %187 = fmul <2 x double> %184, %186
  %188 = insertelement <2 x double> %171, double %183, i64 1
  %189 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %188, <2 x double> %180, <2 x double> %187)
  %190 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %189, <2 x double> <double 1.000000e-02, double 1.000000e-02>, <2 x double> %180)
  %191 = extractelement <2 x double> %190, i64 0
  %192 = fmul double %191, %173
  %193 = fmul double %174, %191
  %194 = shufflevector <2 x double> %190, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %195 = insertelement <2 x double> %186, double %192, i64 0
  %196 = fmul <2 x double> %194, %195
  %197 = insertelement <2 x double> %188, double %193, i64 1
  %198 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %197, <2 x double> %190, <2 x double> %196)
  %199 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %198, <2 x double> <double 1.000000e-02, double 1.000000e-02>, <2 x double> %180)
  %200 = extractelement <2 x double> %199, i64 0
  %201 = fmul double %200, %173
  %202 = fmul double %174, %200
  %203 = shufflevector <2 x double> %199, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %204 = insertelement <2 x double> %186, double %201, i64 0
  %205 = fmul <2 x double> %203, %204
  %206 = insertelement <2 x double> %197, double %202, i64 1
  %207 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %206, <2 x double> %199, <2 x double> %205)
  %208 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %207, <2 x double> <double 2.000000e-02, double 2.000000e-02>, <2 x double> %180)
  %209 = extractelement <2 x double> %208, i64 0
  %210 = fmul double %209, %173
  %211 = fmul double %174, %209
  %212 = shufflevector <2 x double> %208, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %213 = insertelement <2 x double> %186, double %210, i64 0
  %214 = fmul <2 x double> %212, %213
  %215 = insertelement <2 x double> %206, double %211, i64 1
  %216 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %215, <2 x double> %208, <2 x double> %214)
  %217 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %198, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %189)
  %218 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %207, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %217)
  %219 = fadd <2 x double> %218, %216
  %220 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %219, <2 x double> <double 0x3F6B4E81B4E81B4F, double 0x3F6B4E81B4E81B4F>, <2 x double> %180)
  %221 = extractelement <2 x double> %220, i64 0
  %222 = fmul double %221, 2.000000e-02
  %223 = extractelement <2 x double> %220, i64 1
  %224 = call double @llvm.fmuladd.f64(double %222, double %223, double %179)
  %225 = add nuw nsw i32 %178, 1
  %226 = icmp eq i32 %225, %8
  br i1 %226, label %227, label %177, !llvm.loop !11

227:                                              ; preds = %177, %162
  %228 = phi double [ 0.000000e+00, %162 ], [ %224, %177 ]
  %229 = phi <2 x double> [ %169, %162 ], [ %220, %177 ]
  %230 = extractelement <2 x double> %229, i64 0
  %231 = call double @llvm.fmuladd.f64(double %230, double %230, double %228)
  %232 = extractelement <2 x double> %229, i64 1
  %233 = call double @llvm.fmuladd.f64(double %232, double 5.000000e-01, double %231)
  %234 = fadd double %167, 0xBEB0C6F7A0B5ED8D
  store double %234, ptr %165, align 8, !tbaa !9
  %235 = load <2 x double>, ptr %2, align 16, !tbaa !9
  br i1 %13, label %236, label %293

236:                                              ; preds = %227
  %237 = load <2 x double>, ptr %3, align 16
  %238 = load double, ptr %153, align 8, !tbaa !9
  %239 = fneg double %238
  %240 = load double, ptr %154, align 16, !tbaa !9
  %241 = load double, ptr %155, align 8, !tbaa !9
  %242 = fneg double %241
  br label %243

243:                                              ; preds = %243, %236
  %244 = phi i32 [ 0, %236 ], [ %291, %243 ]
  %245 = phi double [ 0.000000e+00, %236 ], [ %290, %243 ]
  %246 = phi <2 x double> [ %235, %236 ], [ %286, %243 ]
  %247 = extractelement <2 x double> %246, i64 0
  %248 = fmul double %247, %239
  %249 = fmul double %247, %240
  %250 = shufflevector <2 x double> %246, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %251 = insertelement <2 x double> poison, double %248, i64 0
  %252 = insertelement <2 x double> %251, double %242, i64 1
  %253 = fmul <2 x double> %250, %252
  %254 = insertelement <2 x double> %237, double %249, i64 1
  %255 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %254, <2 x double> %246, <2 x double> %253)
  %256 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %255, <2 x double> <double 1.000000e-02, double 1.000000e-02>, <2 x double> %246)
  %257 = extractelement <2 x double> %256, i64 0
  %258 = fmul double %257, %239
  %259 = fmul double %240, %257
  %260 = shufflevector <2 x double> %256, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %261 = insertelement <2 x double> %252, double %258, i64 0
  %262 = fmul <2 x double> %260, %261
  %263 = insertelement <2 x double> %254, double %259, i64 1
  %264 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %263, <2 x double> %256, <2 x double> %262)
  %265 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %264, <2 x double> <double 1.000000e-02, double 1.000000e-02>, <2 x double> %246)
  %266 = extractelement <2 x double> %265, i64 0
  %267 = fmul double %266, %239
  %268 = fmul double %240, %266
  %269 = shufflevector <2 x double> %265, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %270 = insertelement <2 x double> %252, double %267, i64 0
  %271 = fmul <2 x double> %269, %270
  %272 = insertelement <2 x double> %263, double %268, i64 1
  %273 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %272, <2 x double> %265, <2 x double> %271)
  %274 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %273, <2 x double> <double 2.000000e-02, double 2.000000e-02>, <2 x double> %246)
  %275 = extractelement <2 x double> %274, i64 0
  %276 = fmul double %275, %239
  %277 = fmul double %240, %275
  %278 = shufflevector <2 x double> %274, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %279 = insertelement <2 x double> %252, double %276, i64 0
  %280 = fmul <2 x double> %278, %279
  %281 = insertelement <2 x double> %272, double %277, i64 1
  %282 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %281, <2 x double> %274, <2 x double> %280)
  %283 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %264, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %255)
  %284 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %273, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %283)
  %285 = fadd <2 x double> %284, %282
  %286 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %285, <2 x double> <double 0x3F6B4E81B4E81B4F, double 0x3F6B4E81B4E81B4F>, <2 x double> %246)
  %287 = extractelement <2 x double> %286, i64 0
  %288 = fmul double %287, 2.000000e-02
  %289 = extractelement <2 x double> %286, i64 1
  %290 = call double @llvm.fmuladd.f64(double %288, double %289, double %245)
  %291 = add nuw nsw i32 %244, 1
  %292 = icmp eq i32 %291, %8
  br i1 %292, label %293, label %243, !llvm.loop !11

293:                                              ; preds = %243, %227
  %294 = phi double [ 0.000000e+00, %227 ], [ %290, %243 ]
  %295 = phi <2 x double> [ %235, %227 ], [ %286, %243 ]
  %296 = extractelement <2 x double> %295, i64 0
  %297 = call double @llvm.fmuladd.f64(double %296, double %296, double %294)
  %298 = extractelement <2 x double> %295, i64 1
  %299 = call double @llvm.fmuladd.f64(double %298, double 5.000000e-01, double %297)
  store double %167, ptr %165, align 8, !tbaa !9
  %300 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i64 noundef 32, ptr noundef nonnull @.str.1, i32 noundef %166) #10
  %301 = load double, ptr %164, align 8, !tbaa !9
  %302 = fsub double %233, %299
  %303 = fdiv double %302, 2.000000e-06
  %304 = fsub double %301, %303
  %305 = call double @llvm.fabs.f64(double %304)
  %306 = call double @llvm.fabs.f64(double %303)
  %307 = call double @llvm.maxnum.f64(double %306, double 1.000000e+00)
  %308 = fmul double %307, 0x3EB0C6F7A0B5ED8D
  %309 = fcmp ugt double %305, %308
  %310 = fcmp ule double %306, 1.000000e-09
  %311 = or i1 %310, %309
  %312 = select i1 %311, ptr @.str.4, ptr @.str.5
  %313 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %7, double noundef %301, double noundef %303, ptr noundef nonnull %312)
  %314 = zext i1 %311 to i32
  %315 = load i32, ptr @fails, align 4, !tbaa !5
  %316 = add nsw i32 %315, %314
  store i32 %316, ptr @fails, align 4, !tbaa !5
  br i1 %163, label %162, label %156, !llvm.loop !13

317:                                              ; preds = %449
  %318 = icmp eq i32 %470, 0
  %319 = select i1 %318, ptr @.str.5, ptr @.str.4
  %320 = call i32 @puts(ptr nonnull dereferenceable(1) %319)
  %321 = load i32, ptr @fails, align 4, !tbaa !5
  %322 = icmp ne i32 %321, 0
  %323 = zext i1 %322 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %323

324:                                              ; preds = %156, %449
  %325 = phi i64 [ 0, %156 ], [ %471, %449 ]
  %326 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %325
  %327 = load double, ptr %326, align 8, !tbaa !9
  %328 = fadd double %327, 0x3EB0C6F7A0B5ED8D
  store double %328, ptr %326, align 8, !tbaa !9
  br i1 %13, label %329, label %449

329:                                              ; preds = %324
  %330 = load <2 x double>, ptr %3, align 16
  %331 = load double, ptr %153, align 8, !tbaa !9
  %332 = fneg double %331
  %333 = load double, ptr %154, align 16, !tbaa !9
  %334 = load double, ptr %155, align 8, !tbaa !9
  %335 = fneg double %334
  br label %336

336:                                              ; preds = %336, %329
  %337 = phi i32 [ 0, %329 ], [ %384, %336 ]
  %338 = phi double [ 0.000000e+00, %329 ], [ %383, %336 ]
  %339 = phi <2 x double> [ %157, %329 ], [ %379, %336 ]
  %340 = extractelement <2 x double> %339, i64 0
  %341 = fmul double %340, %332
  %342 = fmul double %340, %333
  %343 = shufflevector <2 x double> %339, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %344 = insertelement <2 x double> poison, double %341, i64 0
  %345 = insertelement <2 x double> %344, double %335, i64 1
  %346 = fmul <2 x double> %343, %345
  %347 = insertelement <2 x double> %330, double %342, i64 1
  %348 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %347, <2 x double> %339, <2 x double> %346)
  %349 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %348, <2 x double> <double 1.000000e-02, double 1.000000e-02>, <2 x double> %339)
  %350 = extractelement <2 x double> %349, i64 0
  %351 = fmul double %350, %332
  %352 = fmul double %333, %350
  %353 = shufflevector <2 x double> %349, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %354 = insertelement <2 x double> %345, double %351, i64 0
  %355 = fmul <2 x double> %353, %354
  %356 = insertelement <2 x double> %347, double %352, i64 1
  %357 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %356, <2 x double> %349, <2 x double> %355)
  %358 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %357, <2 x double> <double 1.000000e-02, double 1.000000e-02>, <2 x double> %339)
  %359 = extractelement <2 x double> %358, i64 0
  %360 = fmul double %359, %332
  %361 = fmul double %333, %359
  %362 = shufflevector <2 x double> %358, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %363 = insertelement <2 x double> %345, double %360, i64 0
  %364 = fmul <2 x double> %362, %363
  %365 = insertelement <2 x double> %356, double %361, i64 1
  %366 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %365, <2 x double> %358, <2 x double> %364)
  %367 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %366, <2 x double> <double 2.000000e-02, double 2.000000e-02>, <2 x double> %339)
  %368 = extractelement <2 x double> %367, i64 0
  %369 = fmul double %368, %332
  %370 = fmul double %333, %368
  %371 = shufflevector <2 x double> %367, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %372 = insertelement <2 x double> %345, double %369, i64 0
  %373 = fmul <2 x double> %371, %372
  %374 = insertelement <2 x double> %365, double %370, i64 1
  %375 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %374, <2 x double> %367, <2 x double> %373)
  %376 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %357, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %348)
  %377 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %366, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %376)
  %378 = fadd <2 x double> %377, %375
  %379 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %378, <2 x double> <double 0x3F6B4E81B4E81B4F, double 0x3F6B4E81B4E81B4F>, <2 x double> %339)
  %380 = extractelement <2 x double> %379, i64 0
  %381 = fmul double %380, 2.000000e-02
  %382 = extractelement <2 x double> %379, i64 1
  %383 = call double @llvm.fmuladd.f64(double %381, double %382, double %338)
  %384 = add nuw nsw i32 %337, 1
  %385 = icmp eq i32 %384, %8
  br i1 %385, label %386, label %336, !llvm.loop !11

386:                                              ; preds = %336
  %387 = call double @llvm.fmuladd.f64(double %380, double %380, double %383)
  %388 = fadd double %327, 0xBEB0C6F7A0B5ED8D
  store double %388, ptr %326, align 8, !tbaa !9
  %389 = load <2 x double>, ptr %3, align 16
  %390 = load double, ptr %153, align 8, !tbaa !9
  %391 = fneg double %390
  %392 = load double, ptr %154, align 16, !tbaa !9
  %393 = load double, ptr %155, align 8, !tbaa !9
  %394 = fneg double %393
  br label %395

395:                                              ; preds = %395, %386
  %396 = phi i32 [ 0, %386 ], [ %443, %395 ]
  %397 = phi double [ 0.000000e+00, %386 ], [ %442, %395 ]
  %398 = phi <2 x double> [ %157, %386 ], [ %438, %395 ]
  %399 = extractelement <2 x double> %398, i64 0
  %400 = fmul double %399, %391
  %401 = fmul double %399, %392
  %402 = shufflevector <2 x double> %398, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %403 = insertelement <2 x double> poison, double %400, i64 0
  %404 = insertelement <2 x double> %403, double %394, i64 1
  %405 = fmul <2 x double> %402, %404
  %406 = insertelement <2 x double> %389, double %401, i64 1
  %407 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %406, <2 x double> %398, <2 x double> %405)
  %408 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %407, <2 x double> <double 1.000000e-02, double 1.000000e-02>, <2 x double> %398)
  %409 = extractelement <2 x double> %408, i64 0
  %410 = fmul double %409, %391
  %411 = fmul double %392, %409
  %412 = shufflevector <2 x double> %408, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %413 = insertelement <2 x double> %404, double %410, i64 0
  %414 = fmul <2 x double> %412, %413
  %415 = insertelement <2 x double> %406, double %411, i64 1
  %416 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %415, <2 x double> %408, <2 x double> %414)
  %417 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %416, <2 x double> <double 1.000000e-02, double 1.000000e-02>, <2 x double> %398)
  %418 = extractelement <2 x double> %417, i64 0
  %419 = fmul double %418, %391
  %420 = fmul double %392, %418
  %421 = shufflevector <2 x double> %417, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %422 = insertelement <2 x double> %404, double %419, i64 0
  %423 = fmul <2 x double> %421, %422
  %424 = insertelement <2 x double> %415, double %420, i64 1
  %425 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %424, <2 x double> %417, <2 x double> %423)
  %426 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %425, <2 x double> <double 2.000000e-02, double 2.000000e-02>, <2 x double> %398)
  %427 = extractelement <2 x double> %426, i64 0
  %428 = fmul double %427, %391
  %429 = fmul double %392, %427
  %430 = shufflevector <2 x double> %426, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %431 = insertelement <2 x double> %404, double %428, i64 0
  %432 = fmul <2 x double> %430, %431
  %433 = insertelement <2 x double> %424, double %429, i64 1
  %434 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %433, <2 x double> %426, <2 x double> %432)
  %435 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %416, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %407)
  %436 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %425, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %435)
  %437 = fadd <2 x double> %436, %434
  %438 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %437, <2 x double> <double 0x3F6B4E81B4E81B4F, double 0x3F6B4E81B4E81B4F>, <2 x double> %398)
  %439 = extractelement <2 x double> %438, i64 0
  %440 = fmul double %439, 2.000000e-02
  %441 = extractelement <2 x double> %438, i64 1
  %442 = call double @llvm.fmuladd.f64(double %440, double %441, double %397)
  %443 = add nuw nsw i32 %396, 1
  %444 = icmp eq i32 %443, %8
  br i1 %444, label %445, label %395, !llvm.loop !11

445:                                              ; preds = %395
  %446 = call double @llvm.fmuladd.f64(double %382, double 5.000000e-01, double %387)
  %447 = call double @llvm.fmuladd.f64(double %439, double %439, double %442)
  %448 = call double @llvm.fmuladd.f64(double %441, double 5.000000e-01, double %447)
  br label %449

449:                                              ; preds = %324, %445
  %450 = phi double [ %448, %445 ], [ %161, %324 ]
  %451 = phi double [ %446, %445 ], [ %161, %324 ]
  store double %327, ptr %326, align 8, !tbaa !9
  %452 = trunc nuw nsw i64 %325 to i32
  %453 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i64 noundef 32, ptr noundef nonnull @.str.2, i32 noundef %452) #10
  %454 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %325
  %455 = load double, ptr %454, align 8, !tbaa !9
  %456 = fsub double %451, %450
  %457 = fdiv double %456, 2.000000e-06
  %458 = fsub double %455, %457
  %459 = call double @llvm.fabs.f64(double %458)
  %460 = call double @llvm.fabs.f64(double %457)
  %461 = call double @llvm.maxnum.f64(double %460, double 1.000000e+00)
  %462 = fmul double %461, 0x3EB0C6F7A0B5ED8D
  %463 = fcmp ugt double %459, %462
  %464 = fcmp ule double %460, 1.000000e-09
  %465 = or i1 %464, %463
  %466 = select i1 %465, ptr @.str.4, ptr @.str.5
  %467 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %7, double noundef %455, double noundef %457, ptr noundef nonnull %466)
  %468 = zext i1 %465 to i32
  %469 = load i32, ptr @fails, align 4, !tbaa !5
  %470 = add nsw i32 %469, %468
  store i32 %470, ptr @fails, align 4, !tbaa !5
  %471 = add nuw nsw i64 %325, 1
  %472 = icmp eq i64 %471, 4
  br i1 %472, label %317, label %324, !llvm.loop !14
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
  %6 = load double, ptr %0, align 8, !tbaa !9
  br i1 %5, label %12, label %7

7:                                                ; preds = %4
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  %9 = load double, ptr %8, align 8, !tbaa !9
  %10 = insertelement <2 x double> poison, double %6, i64 0
  %11 = insertelement <2 x double> %10, double %9, i64 1
  br label %28

12:                                               ; preds = %4
  %13 = getelementptr inbounds i8, ptr %1, i64 8
  %14 = getelementptr inbounds i8, ptr %0, i64 8
  %15 = getelementptr inbounds i8, ptr %1, i64 16
  %16 = getelementptr inbounds i8, ptr %1, i64 24
  %17 = fmul double %2, 5.000000e-01
  %18 = fdiv double %2, 6.000000e+00
  %19 = load double, ptr %14, align 8, !tbaa !9
  %20 = insertelement <2 x double> poison, double %6, i64 0
  %21 = insertelement <2 x double> %20, double %19, i64 1
  %22 = insertelement <2 x double> poison, double %18, i64 0
  %23 = shufflevector <2 x double> %22, <2 x double> poison, <2 x i32> zeroinitializer
  %24 = insertelement <2 x double> poison, double %17, i64 0
  %25 = shufflevector <2 x double> %24, <2 x double> poison, <2 x i32> zeroinitializer
  %26 = insertelement <2 x double> poison, double %2, i64 0
  %27 = shufflevector <2 x double> %26, <2 x double> poison, <2 x i32> zeroinitializer
  br label %35

28:                                               ; preds = %35, %7
  %29 = phi double [ 0.000000e+00, %7 ], [ %89, %35 ]
  %30 = phi <2 x double> [ %11, %7 ], [ %85, %35 ]
  %31 = extractelement <2 x double> %30, i64 0
  %32 = tail call double @llvm.fmuladd.f64(double %31, double %31, double %29)
  %33 = extractelement <2 x double> %30, i64 1
  %34 = tail call double @llvm.fmuladd.f64(double %33, double 5.000000e-01, double %32)
  ret double %34

35:                                               ; preds = %12, %35
  %36 = phi i32 [ 0, %12 ], [ %90, %35 ]
  %37 = phi double [ 0.000000e+00, %12 ], [ %89, %35 ]
  %38 = phi <2 x double> [ %21, %12 ], [ %85, %35 ]
  %39 = load double, ptr %1, align 8, !tbaa !9
  %40 = load double, ptr %13, align 8, !tbaa !9
  %41 = fneg double %40
  %42 = extractelement <2 x double> %38, i64 0
  %43 = fmul double %42, %41
  %44 = load double, ptr %15, align 8, !tbaa !9
  %45 = fmul double %42, %44
  %46 = load double, ptr %16, align 8, !tbaa !9
  %47 = fneg double %46
  %48 = insertelement <2 x double> poison, double %43, i64 0
  %49 = insertelement <2 x double> %48, double %47, i64 1
  %50 = shufflevector <2 x double> %38, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %51 = fmul <2 x double> %49, %50
  %52 = insertelement <2 x double> poison, double %39, i64 0
  %53 = insertelement <2 x double> %52, double %45, i64 1
  %54 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %53, <2 x double> %38, <2 x double> %51)
  %55 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %25, <2 x double> %54, <2 x double> %38)
  %56 = extractelement <2 x double> %55, i64 0
  %57 = fmul double %56, %41
  %58 = fmul double %44, %56
  %59 = insertelement <2 x double> %49, double %57, i64 0
  %60 = shufflevector <2 x double> %55, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %61 = fmul <2 x double> %59, %60
  %62 = insertelement <2 x double> %53, double %58, i64 1
  %63 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %62, <2 x double> %55, <2 x double> %61)
  %64 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %25, <2 x double> %63, <2 x double> %38)
  %65 = extractelement <2 x double> %64, i64 0
  %66 = fmul double %65, %41
  %67 = fmul double %44, %65
  %68 = shufflevector <2 x double> %64, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %69 = insertelement <2 x double> %49, double %66, i64 0
  %70 = fmul <2 x double> %68, %69
  %71 = insertelement <2 x double> %62, double %67, i64 1
  %72 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %71, <2 x double> %64, <2 x double> %70)
  %73 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %27, <2 x double> %72, <2 x double> %38)
  %74 = extractelement <2 x double> %73, i64 0
  %75 = fmul double %74, %41
  %76 = fmul double %44, %74
  %77 = shufflevector <2 x double> %73, <2 x double> poison, <2 x i32> <i32 1, i32 1>
  %78 = insertelement <2 x double> %49, double %75, i64 0
  %79 = fmul <2 x double> %77, %78
  %80 = insertelement <2 x double> %71, double %76, i64 1
  %81 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %80, <2 x double> %73, <2 x double> %79)
  %82 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %63, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %54)
  %83 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %72, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %82)
  %84 = fadd <2 x double> %83, %81
  %85 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %23, <2 x double> %84, <2 x double> %38)
  store <2 x double> %85, ptr %0, align 8, !tbaa !9
  %86 = extractelement <2 x double> %85, i64 0
  %87 = fmul double %86, %2
  %88 = extractelement <2 x double> %85, i64 1
  %89 = tail call double @llvm.fmuladd.f64(double %87, double %88, double %37)
  %90 = add nuw nsw i32 %36, 1
  %91 = icmp eq i32 %90, %3
  br i1 %91, label %28, label %35, !llvm.loop !11
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

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
