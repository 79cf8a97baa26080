; ModuleID = 'rev/80_struct_by_value.c'
source_filename = "rev/80_struct_by_value.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Grads = type { %struct.V2, double, %struct.V3, %struct.Params }
%struct.V2 = type { double, double }
%struct.V3 = type { double, double, double }
%struct.Params = type { i32, double, double }

@__const.main.a = private unnamed_addr constant [4 x double] [double 1.000000e+00, double -5.000000e-01, double 2.500000e-01, double 2.000000e+00], align 8
@enzyme_out = external local_unnamed_addr global i32, align 4
@enzyme_dup = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [7 x i8] c"d/dv.x\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"d/dv.y\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"d/ds\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"d/dw.x\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"d/dw.y\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"d/dw.z\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"d/dp.scale\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"d/dp.bias\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"d/da[i]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.10 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.11 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.12 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define dso_local double @f([2 x double] alignstack(8) %0, double noundef %1, [3 x double] alignstack(8) %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4) #0 {
  %6 = extractvalue [2 x double] %0, 0
  %7 = extractvalue [3 x double] %2, 2
  %8 = load i32, ptr %3, align 8, !tbaa !6
  %9 = icmp sgt i32 %8, 0
  br i1 %9, label %26, label %10

10:                                               ; preds = %26, %5
  %11 = phi double [ 0.000000e+00, %5 ], [ %35, %26 ]
  %12 = extractvalue [3 x double] %2, 1
  %13 = extractvalue [3 x double] %2, 0
  %14 = extractvalue [2 x double] %0, 1
  %15 = getelementptr inbounds i8, ptr %3, i64 8
  %16 = load double, ptr %15, align 8, !tbaa !12
  %17 = fmul double %14, %14
  %18 = fmul double %17, %1
  %19 = tail call double @llvm.fmuladd.f64(double %11, double %16, double %18)
  %20 = fmul double %13, %12
  %21 = tail call double @exp(double noundef %20) #11
  %22 = tail call double @llvm.fmuladd.f64(double %21, double %1, double %19)
  %23 = getelementptr inbounds i8, ptr %3, i64 16
  %24 = load double, ptr %23, align 8, !tbaa !13
  %25 = tail call double @llvm.fmuladd.f64(double %24, double %7, double %22)
  ret double %25

26:                                               ; preds = %5, %26
  %27 = phi i64 [ %36, %26 ], [ 0, %5 ]
  %28 = phi double [ %35, %26 ], [ 0.000000e+00, %5 ]
  %29 = getelementptr inbounds double, ptr %4, i64 %27
  %30 = load double, ptr %29, align 8, !tbaa !14
  %31 = trunc nuw nsw i64 %27 to i32
  %32 = uitofp nneg i32 %31 to double
  %33 = tail call double @llvm.fmuladd.f64(double %6, double %32, double %7)
  %34 = tail call double @sin(double noundef %33) #11
  %35 = tail call double @llvm.fmuladd.f64(double %30, double %34, double %28)
  %36 = add nuw nsw i64 %27, 1
  %37 = load i32, ptr %3, align 8, !tbaa !6
  %38 = sext i32 %37 to i64
  %39 = icmp slt i64 %36, %38
  br i1 %39, label %26, label %10, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #4 {
  %1 = alloca [4 x double], align 16
  %2 = alloca [4 x double], align 8
  %3 = alloca %struct.Grads, align 8
  %4 = alloca %struct.Params, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, ptr noundef nonnull align 8 dereferenceable(32) @__const.main.a, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %2, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %3) #11
  %5 = load i32, ptr @enzyme_out, align 4, !tbaa !17
  %6 = load i32, ptr @enzyme_dup, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #11
  store i64 4, ptr %4, align 8
  %7 = getelementptr inbounds i8, ptr %4, i64 8
  store <2 x double> <double 1.300000e+00, double 6.000000e-01>, ptr %7, align 8, !tbaa !14
  call void (ptr, ptr, ...) @__enzyme_autodiff(ptr dead_on_unwind nonnull writable sret(%struct.Grads) align 8 %3, ptr noundef nonnull @f, i32 noundef %5, [2 x double] alignstack(8) [double 4.000000e-01, double -1.100000e+00], i32 noundef %5, double noundef 8.000000e-01, i32 noundef %5, [3 x double] alignstack(8) [double 3.000000e-01, double 0x3FE6666666666666, double -2.000000e-01], i32 noundef %5, ptr noundef nonnull %4, i32 noundef %6, ptr noundef nonnull %1, ptr noundef nonnull %2) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #11
  %8 = load double, ptr %1, align 16, !tbaa !14
  %9 = call double @llvm.fmuladd.f64(double %8, double 0xBFC96DFF233DD2BC, double 0.000000e+00)
  %10 = getelementptr inbounds i8, ptr %1, i64 8
  %11 = load double, ptr %10, align 8, !tbaa !14
  %12 = call double @llvm.fmuladd.f64(double %11, double 0x3FC96E075BEB1157, double %9)
  %13 = getelementptr inbounds i8, ptr %1, i64 16
  %14 = load double, ptr %13, align 16, !tbaa !14
  %15 = call double @llvm.fmuladd.f64(double %14, double 0x3FE211908DD7A05C, double %12)
  %16 = getelementptr inbounds i8, ptr %1, i64 24
  %17 = load double, ptr %16, align 8, !tbaa !14
  %18 = call double @llvm.fmuladd.f64(double %17, double 0x3FEAED57F54047CF, double %15)
  %19 = call double @llvm.fmuladd.f64(double %18, double 1.300000e+00, double 0x3FEEF9DB22D0E562)
  %20 = fadd double %19, 0x3FEF950854217528
  %21 = call double @llvm.fmuladd.f64(double %11, double 0x3FC96DF6EA90782C, double %9)
  %22 = call double @llvm.fmuladd.f64(double %14, double 0x3FE21189A17292DE, double %21)
  %23 = call double @llvm.fmuladd.f64(double %17, double 0x3FEAED5128D0C798, double %22)
  %24 = fadd double %20, -1.200000e-01
  %25 = call double @llvm.fmuladd.f64(double %23, double 1.300000e+00, double 0x3FEEF9DB22D0E562)
  %26 = fadd double %25, 0x3FEF950854217528
  %27 = fadd double %26, -1.200000e-01
  %28 = load double, ptr %3, align 8, !tbaa !18
  %29 = fsub double %24, %27
  %30 = fdiv double %29, 2.000000e-06
  %31 = fsub double %28, %30
  %32 = call double @llvm.fabs.f64(double %31)
  %33 = call double @llvm.fabs.f64(double %30)
  %34 = call double @llvm.maxnum.f64(double %33, double 1.000000e+00)
  %35 = fmul double %34, 0x3EB0C6F7A0B5ED8D
  %36 = fcmp ugt double %32, %35
  %37 = fcmp ule double %33, 1.000000e-09
  %38 = or i1 %37, %36
  %39 = select i1 %38, ptr @.str.10, ptr @.str.11
  %40 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str, double noundef %28, double noundef %30, ptr noundef nonnull %39)
  %41 = zext i1 %38 to i32
  %42 = load i32, ptr @fails, align 4, !tbaa !17
  %43 = add nsw i32 %42, %41
  store i32 %43, ptr @fails, align 4, !tbaa !17
  %44 = load double, ptr %1, align 16, !tbaa !14
  %45 = call double @llvm.fmuladd.f64(double %44, double 0xBFC96DFF233DD2BC, double 0.000000e+00)
  %46 = load double, ptr %10, align 8, !tbaa !14
  %47 = call double @llvm.fmuladd.f64(double %46, double 0x3FC96DFF233DD2BC, double %45)
  %48 = load double, ptr %13, align 16, !tbaa !14
  %49 = call double @llvm.fmuladd.f64(double %48, double 0x3FE2118D17A5415A, double %47)
  %50 = load double, ptr %16, align 8, !tbaa !14
  %51 = call double @llvm.fmuladd.f64(double %50, double 0x3FEAED548F090CEE, double %49)
  %52 = call double @llvm.fmuladd.f64(double %51, double 1.300000e+00, double 0x3FEEF9D771EC72A8)
  %53 = fadd double %52, 0x3FEF950854217528
  %54 = fadd double %53, -1.200000e-01
  %55 = call double @llvm.fmuladd.f64(double %51, double 1.300000e+00, double 0x3FEEF9DED3B59067)
  %56 = fadd double %55, 0x3FEF950854217528
  %57 = fadd double %56, -1.200000e-01
  %58 = getelementptr inbounds i8, ptr %3, i64 8
  %59 = load double, ptr %58, align 8, !tbaa !22
  %60 = fsub double %54, %57
  %61 = fdiv double %60, 2.000000e-06
  %62 = fsub double %59, %61
  %63 = call double @llvm.fabs.f64(double %62)
  %64 = call double @llvm.fabs.f64(double %61)
  %65 = call double @llvm.maxnum.f64(double %64, double 1.000000e+00)
  %66 = fmul double %65, 0x3EB0C6F7A0B5ED8D
  %67 = fcmp ugt double %63, %66
  %68 = fcmp ule double %64, 1.000000e-09
  %69 = or i1 %68, %67
  %70 = select i1 %69, ptr @.str.10, ptr @.str.11
  %71 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str.1, double noundef %59, double noundef %61, ptr noundef nonnull %70)
  %72 = zext i1 %69 to i32
  %73 = load i32, ptr @fails, align 4, !tbaa !17
  %74 = add nsw i32 %73, %72
  store i32 %74, ptr @fails, align 4, !tbaa !17
  %75 = load double, ptr %1, align 16, !tbaa !14
  %76 = call double @llvm.fmuladd.f64(double %75, double 0xBFC96DFF233DD2BC, double 0.000000e+00)
  %77 = load double, ptr %10, align 8, !tbaa !14
  %78 = call double @llvm.fmuladd.f64(double %77, double 0x3FC96DFF233DD2BC, double %76)
  %79 = load double, ptr %13, align 16, !tbaa !14
  %80 = call double @llvm.fmuladd.f64(double %79, double 0x3FE2118D17A5415A, double %78)
  %81 = load double, ptr %16, align 8, !tbaa !14
  %82 = call double @llvm.fmuladd.f64(double %81, double 0x3FEAED548F090CEE, double %80)
  %83 = call double @llvm.fmuladd.f64(double %82, double 1.300000e+00, double 0x3FEEF9DDAC6E079D)
  %84 = fadd double %83, 0x3FEF950AEA74E10F
  %85 = fadd double %84, -1.200000e-01
  %86 = call double @llvm.fmuladd.f64(double %82, double 1.300000e+00, double 0x3FEEF9D89933C328)
  %87 = fadd double %86, 0x3FEF9505BDCE0942
  %88 = fadd double %87, -1.200000e-01
  %89 = getelementptr inbounds i8, ptr %3, i64 16
  %90 = load double, ptr %89, align 8, !tbaa !23
  %91 = fsub double %85, %88
  %92 = fdiv double %91, 2.000000e-06
  %93 = fsub double %90, %92
  %94 = call double @llvm.fabs.f64(double %93)
  %95 = call double @llvm.fabs.f64(double %92)
  %96 = call double @llvm.maxnum.f64(double %95, double 1.000000e+00)
  %97 = fmul double %96, 0x3EB0C6F7A0B5ED8D
  %98 = fcmp ugt double %94, %97
  %99 = fcmp ule double %95, 1.000000e-09
  %100 = or i1 %99, %98
  %101 = select i1 %100, ptr @.str.10, ptr @.str.11
  %102 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str.2, double noundef %90, double noundef %92, ptr noundef nonnull %101)
  %103 = zext i1 %100 to i32
  %104 = load i32, ptr @fails, align 4, !tbaa !17
  %105 = add nsw i32 %104, %103
  store i32 %105, ptr @fails, align 4, !tbaa !17
  %106 = load double, ptr %1, align 16, !tbaa !14
  %107 = call double @llvm.fmuladd.f64(double %106, double 0xBFC96DFF233DD2BC, double 0.000000e+00)
  %108 = load double, ptr %10, align 8, !tbaa !14
  %109 = call double @llvm.fmuladd.f64(double %108, double 0x3FC96DFF233DD2BC, double %107)
  %110 = load double, ptr %13, align 16, !tbaa !14
  %111 = call double @llvm.fmuladd.f64(double %110, double 0x3FE2118D17A5415A, double %109)
  %112 = load double, ptr %16, align 8, !tbaa !14
  %113 = call double @llvm.fmuladd.f64(double %112, double 0x3FEAED548F090CEE, double %111)
  %114 = call double @llvm.fmuladd.f64(double %113, double 1.300000e+00, double 0x3FEEF9DB22D0E562)
  %115 = fadd double %114, 0x3FEF9509C70886E4
  %116 = fadd double %115, -1.200000e-01
  %117 = fadd double %114, 0x3FEF9506E13A7472
  %118 = fadd double %117, -1.200000e-01
  %119 = getelementptr inbounds i8, ptr %3, i64 24
  %120 = load double, ptr %119, align 8, !tbaa !24
  %121 = fsub double %116, %118
  %122 = fdiv double %121, 2.000000e-06
  %123 = fsub double %120, %122
  %124 = call double @llvm.fabs.f64(double %123)
  %125 = call double @llvm.fabs.f64(double %122)
  %126 = call double @llvm.maxnum.f64(double %125, double 1.000000e+00)
  %127 = fmul double %126, 0x3EB0C6F7A0B5ED8D
  %128 = fcmp ugt double %124, %127
  %129 = fcmp ule double %125, 1.000000e-09
  %130 = or i1 %129, %128
  %131 = select i1 %130, ptr @.str.10, ptr @.str.11
  %132 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str.3, double noundef %120, double noundef %122, ptr noundef nonnull %131)
  %133 = zext i1 %130 to i32
  %134 = load i32, ptr @fails, align 4, !tbaa !17
  %135 = add nsw i32 %134, %133
  store i32 %135, ptr @fails, align 4, !tbaa !17
  %136 = load double, ptr %1, align 16, !tbaa !14
  %137 = call double @llvm.fmuladd.f64(double %136, double 0xBFC96DFF233DD2BC, double 0.000000e+00)
  %138 = load double, ptr %10, align 8, !tbaa !14
  %139 = call double @llvm.fmuladd.f64(double %138, double 0x3FC96DFF233DD2BC, double %137)
  %140 = load double, ptr %13, align 16, !tbaa !14
  %141 = call double @llvm.fmuladd.f64(double %140, double 0x3FE2118D17A5415A, double %139)
  %142 = load double, ptr %16, align 8, !tbaa !14
  %143 = call double @llvm.fmuladd.f64(double %142, double 0x3FEAED548F090CEE, double %141)
  %144 = call double @llvm.fmuladd.f64(double %143, double 1.300000e+00, double 0x3FEEF9DB22D0E562)
  %145 = fadd double %144, 0x3FEF9508F316C3D2
  %146 = fadd double %145, -1.200000e-01
  %147 = fadd double %144, 0x3FEF9507B52C29A0
  %148 = fadd double %147, -1.200000e-01
  %149 = getelementptr inbounds i8, ptr %3, i64 32
  %150 = load double, ptr %149, align 8, !tbaa !25
  %151 = fsub double %146, %148
  %152 = fdiv double %151, 2.000000e-06
  %153 = fsub double %150, %152
  %154 = call double @llvm.fabs.f64(double %153)
  %155 = call double @llvm.fabs.f64(double %152)
  %156 = call double @llvm.maxnum.f64(double %155, double 1.000000e+00)
  %157 = fmul double %156, 0x3EB0C6F7A0B5ED8D
  %158 = fcmp ugt double %154, %157
  %159 = fcmp ule double %155, 1.000000e-09
  %160 = or i1 %159, %158
  %161 = select i1 %160, ptr @.str.10, ptr @.str.11
  %162 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str.4, double noundef %150, double noundef %152, ptr noundef nonnull %161)
  %163 = zext i1 %160 to i32
  %164 = load i32, ptr @fails, align 4, !tbaa !17
  %165 = add nsw i32 %164, %163
  store i32 %165, ptr @fails, align 4, !tbaa !17
  %166 = load <2 x double>, ptr %1, align 16
  %167 = load <2 x double>, ptr %10, align 8
  %168 = load <2 x double>, ptr %13, align 16
  %169 = load <1 x double>, ptr %16, align 8
  %170 = shufflevector <2 x double> %166, <2 x double> poison, <2 x i32> zeroinitializer
  %171 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %170, <2 x double> <double 0xBFC96DF6EA90782B, double 0xBFC96E075BEB1158>, <2 x double> zeroinitializer)
  %172 = shufflevector <2 x double> %167, <2 x double> poison, <2 x i32> zeroinitializer
  %173 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %172, <2 x double> <double 0x3FC96E075BEB1158, double 0x3FC96DF6EA90782B>, <2 x double> %171)
  %174 = shufflevector <2 x double> %168, <2 x double> poison, <2 x i32> zeroinitializer
  %175 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %174, <2 x double> <double 0x3FE2118ED2BE7ACA, double 0x3FE2118B5C8BF40B>, <2 x double> %173)
  %176 = shufflevector <1 x double> %169, <1 x double> poison, <2 x i32> zeroinitializer
  %177 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %176, <2 x double> <double 0x3FEAED55B11B9380, double 0x3FEAED536CF668C2>, <2 x double> %175)
  %178 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %177, <2 x double> <double 1.300000e+00, double 1.300000e+00>, <2 x double> <double 0x3FEEF9DB22D0E562, double 0x3FEEF9DB22D0E562>)
  %179 = fadd <2 x double> %178, <double 0x3FEF950854217528, double 0x3FEF950854217528>
  %180 = fadd <2 x double> %179, <double 0xBFBEB847DA8A24B2, double 0xBFBEB85BFC8018BF>
  %181 = getelementptr inbounds i8, ptr %3, i64 40
  %182 = load double, ptr %181, align 8, !tbaa !26
  %183 = shufflevector <2 x double> %180, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %184 = fsub <2 x double> %180, %183
  %185 = extractelement <2 x double> %184, i64 0
  %186 = fdiv double %185, 2.000000e-06
  %187 = fsub double %182, %186
  %188 = call double @llvm.fabs.f64(double %187)
  %189 = call double @llvm.fabs.f64(double %186)
  %190 = call double @llvm.maxnum.f64(double %189, double 1.000000e+00)
  %191 = fmul double %190, 0x3EB0C6F7A0B5ED8D
  %192 = fcmp ugt double %188, %191
  %193 = fcmp ule double %189, 1.000000e-09
  %194 = or i1 %193, %192
  %195 = select i1 %194, ptr @.str.10, ptr @.str.11
  %196 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str.5, double noundef %182, double noundef %186, ptr noundef nonnull %195)
  %197 = zext i1 %194 to i32
  %198 = load i32, ptr @fails, align 4, !tbaa !17
  %199 = add nsw i32 %198, %197
  store i32 %199, ptr @fails, align 4, !tbaa !17
  %200 = load double, ptr %1, align 16, !tbaa !14
  %201 = call double @llvm.fmuladd.f64(double %200, double 0xBFC96DFF233DD2BC, double 0.000000e+00)
  %202 = load double, ptr %10, align 8, !tbaa !14
  %203 = call double @llvm.fmuladd.f64(double %202, double 0x3FC96DFF233DD2BC, double %201)
  %204 = load double, ptr %13, align 16, !tbaa !14
  %205 = call double @llvm.fmuladd.f64(double %204, double 0x3FE2118D17A5415A, double %203)
  %206 = load double, ptr %16, align 8, !tbaa !14
  %207 = call double @llvm.fmuladd.f64(double %206, double 0x3FEAED548F090CEE, double %205)
  %208 = call double @llvm.fmuladd.f64(double %207, double 0x3FF4CCCDD93C46D8, double 0x3FEEF9DB22D0E562)
  %209 = fadd double %208, 0x3FEF950854217528
  %210 = fadd double %209, -1.200000e-01
  %211 = call double @llvm.fmuladd.f64(double %207, double 0x3FF4CCCBC05D52C2, double 0x3FEEF9DB22D0E562)
  %212 = fadd double %211, 0x3FEF950854217528
  %213 = fadd double %212, -1.200000e-01
  %214 = getelementptr inbounds i8, ptr %3, i64 56
  %215 = load double, ptr %214, align 8, !tbaa !27
  %216 = fsub double %210, %213
  %217 = fdiv double %216, 2.000000e-06
  %218 = fsub double %215, %217
  %219 = call double @llvm.fabs.f64(double %218)
  %220 = call double @llvm.fabs.f64(double %217)
  %221 = call double @llvm.maxnum.f64(double %220, double 1.000000e+00)
  %222 = fmul double %221, 0x3EB0C6F7A0B5ED8D
  %223 = fcmp ugt double %219, %222
  %224 = fcmp ule double %220, 1.000000e-09
  %225 = or i1 %224, %223
  %226 = select i1 %225, ptr @.str.10, ptr @.str.11
  %227 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str.6, double noundef %215, double noundef %217, ptr noundef nonnull %226)
  %228 = zext i1 %225 to i32
  %229 = load i32, ptr @fails, align 4, !tbaa !17
  %230 = add nsw i32 %229, %228
  store i32 %230, ptr @fails, align 4, !tbaa !17
  %231 = load double, ptr %1, align 16, !tbaa !14
  %232 = call double @llvm.fmuladd.f64(double %231, double 0xBFC96DFF233DD2BC, double 0.000000e+00)
  %233 = load double, ptr %10, align 8, !tbaa !14
  %234 = call double @llvm.fmuladd.f64(double %233, double 0x3FC96DFF233DD2BC, double %232)
  %235 = load double, ptr %13, align 16, !tbaa !14
  %236 = call double @llvm.fmuladd.f64(double %235, double 0x3FE2118D17A5415A, double %234)
  %237 = load double, ptr %16, align 8, !tbaa !14
  %238 = call double @llvm.fmuladd.f64(double %237, double 0x3FEAED548F090CEE, double %236)
  %239 = call double @llvm.fmuladd.f64(double %238, double 1.300000e+00, double 0x3FEEF9DB22D0E562)
  %240 = fadd double %239, 0x3FEF950854217528
  %241 = fadd double %240, 0xBFBEB85546837210
  %242 = fadd double %240, 0xBFBEB84E9086CB60
  %243 = getelementptr inbounds i8, ptr %3, i64 64
  %244 = load double, ptr %243, align 8, !tbaa !28
  %245 = fsub double %241, %242
  %246 = fdiv double %245, 2.000000e-06
  %247 = fsub double %244, %246
  %248 = call double @llvm.fabs.f64(double %247)
  %249 = call double @llvm.fabs.f64(double %246)
  %250 = call double @llvm.maxnum.f64(double %249, double 1.000000e+00)
  %251 = fmul double %250, 0x3EB0C6F7A0B5ED8D
  %252 = fcmp ugt double %248, %251
  %253 = fcmp ule double %249, 1.000000e-09
  %254 = or i1 %253, %252
  %255 = select i1 %254, ptr @.str.10, ptr @.str.11
  %256 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str.7, double noundef %244, double noundef %246, ptr noundef nonnull %255)
  %257 = zext i1 %254 to i32
  %258 = load i32, ptr @fails, align 4, !tbaa !17
  %259 = add nsw i32 %258, %257
  store i32 %259, ptr @fails, align 4, !tbaa !17
  br label %267

260:                                              ; preds = %267
  %261 = icmp eq i32 %311, 0
  %262 = select i1 %261, ptr @.str.11, ptr @.str.10
  %263 = call i32 @puts(ptr nonnull dereferenceable(1) %262)
  %264 = load i32, ptr @fails, align 4, !tbaa !17
  %265 = icmp ne i32 %264, 0
  %266 = zext i1 %265 to i32
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %3) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #11
  ret i32 %266

267:                                              ; preds = %0, %267
  %268 = phi i64 [ 0, %0 ], [ %312, %267 ]
  %269 = getelementptr inbounds [4 x double], ptr %1, i64 0, i64 %268
  %270 = load double, ptr %269, align 8, !tbaa !14
  %271 = fadd double %270, 0x3EB0C6F7A0B5ED8D
  store double %271, ptr %269, align 8, !tbaa !14
  %272 = load double, ptr %1, align 16, !tbaa !14
  %273 = call double @llvm.fmuladd.f64(double %272, double 0xBFC96DFF233DD2BC, double 0.000000e+00)
  %274 = load double, ptr %10, align 8, !tbaa !14
  %275 = call double @llvm.fmuladd.f64(double %274, double 0x3FC96DFF233DD2BC, double %273)
  %276 = load double, ptr %13, align 16, !tbaa !14
  %277 = call double @llvm.fmuladd.f64(double %276, double 0x3FE2118D17A5415A, double %275)
  %278 = load double, ptr %16, align 8, !tbaa !14
  %279 = call double @llvm.fmuladd.f64(double %278, double 0x3FEAED548F090CEE, double %277)
  %280 = call double @llvm.fmuladd.f64(double %279, double 1.300000e+00, double 0x3FEEF9DB22D0E562)
  %281 = fadd double %280, 0x3FEF950854217528
  %282 = fadd double %270, 0xBEB0C6F7A0B5ED8D
  store double %282, ptr %269, align 8, !tbaa !14
  %283 = load double, ptr %1, align 16, !tbaa !14
  %284 = call double @llvm.fmuladd.f64(double %283, double 0xBFC96DFF233DD2BC, double 0.000000e+00)
  %285 = load double, ptr %10, align 8, !tbaa !14
  %286 = call double @llvm.fmuladd.f64(double %285, double 0x3FC96DFF233DD2BC, double %284)
  %287 = load double, ptr %13, align 16, !tbaa !14
  %288 = call double @llvm.fmuladd.f64(double %287, double 0x3FE2118D17A5415A, double %286)
  %289 = load double, ptr %16, align 8, !tbaa !14
  %290 = call double @llvm.fmuladd.f64(double %289, double 0x3FEAED548F090CEE, double %288)
  %291 = fadd double %281, -1.200000e-01
  %292 = call double @llvm.fmuladd.f64(double %290, double 1.300000e+00, double 0x3FEEF9DB22D0E562)
  %293 = fadd double %292, 0x3FEF950854217528
  %294 = fadd double %293, -1.200000e-01
  store double %270, ptr %269, align 8, !tbaa !14
  %295 = getelementptr inbounds [4 x double], ptr %2, i64 0, i64 %268
  %296 = load double, ptr %295, align 8, !tbaa !14
  %297 = fsub double %291, %294
  %298 = fdiv double %297, 2.000000e-06
  %299 = fsub double %296, %298
  %300 = call double @llvm.fabs.f64(double %299)
  %301 = call double @llvm.fabs.f64(double %298)
  %302 = call double @llvm.maxnum.f64(double %301, double 1.000000e+00)
  %303 = fmul double %302, 0x3EB0C6F7A0B5ED8D
  %304 = fcmp ugt double %300, %303
  %305 = fcmp ule double %301, 1.000000e-09
  %306 = or i1 %305, %304
  %307 = select i1 %306, ptr @.str.10, ptr @.str.11
  %308 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str.8, double noundef %296, double noundef %298, ptr noundef nonnull %307)
  %309 = zext i1 %306 to i32
  %310 = load i32, ptr @fails, align 4, !tbaa !17
  %311 = add nsw i32 %310, %309
  store i32 %311, ptr @fails, align 4, !tbaa !17
  %312 = add nuw nsw i64 %268, 1
  %313 = icmp eq i64 %312, 4
  br i1 %313, label %260, label %267, !llvm.loop !29
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

declare void @__enzyme_autodiff(ptr dead_on_unwind writable sret(%struct.Grads) align 8, ptr noundef, ...) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #10

attributes #0 = { nofree nounwind memory(write, argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nofree nounwind }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 0}
!7 = !{!"", !8, i64 0, !11, i64 8, !11, i64 16}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"double", !9, i64 0}
!12 = !{!7, !11, i64 8}
!13 = !{!7, !11, i64 16}
!14 = !{!11, !11, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!8, !8, i64 0}
!18 = !{!19, !11, i64 0}
!19 = !{!"", !20, i64 0, !11, i64 16, !21, i64 24, !7, i64 48}
!20 = !{!"", !11, i64 0, !11, i64 8}
!21 = !{!"", !11, i64 0, !11, i64 8, !11, i64 16}
!22 = !{!19, !11, i64 8}
!23 = !{!19, !11, i64 16}
!24 = !{!19, !11, i64 24}
!25 = !{!19, !11, i64 32}
!26 = !{!19, !11, i64 40}
!27 = !{!19, !11, i64 56}
!28 = !{!19, !11, i64 64}
!29 = distinct !{!29, !16}
