; ModuleID = 'fwd/32_horner.c'
source_filename = "fwd/32_horner.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.c = private unnamed_addr constant [7 x double] [double 1.000000e+00, double -2.000000e+00, double 5.000000e-01, double 3.000000e+00, double -1.500000e+00, double 2.500000e-01, double 8.000000e-01], align 8
@.str = private unnamed_addr constant [10 x i8] c"horner dx\00", align 1
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str.1 = private unnamed_addr constant [10 x i8] c"horner dc\00", align 1
@enzyme_dup = external local_unnamed_addr global i32, align 4
@.str.2 = private unnamed_addr constant [13 x i8] c"horner dc+dx\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"horner2 dx\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"clenshaw dx\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"clenshaw dc\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.7 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.9 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [7 x double], align 16
  %2 = alloca [7 x double], align 16
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %1) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %1, ptr noundef nonnull align 8 dereferenceable(56) @__const.main.c, i64 56, i1 false)
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %2) #9
  store <2 x double> <double 3.000000e-01, double 0x3FC9999999999999>, ptr %2, align 16, !tbaa !6
  %3 = getelementptr inbounds i8, ptr %1, i64 8
  %4 = getelementptr inbounds i8, ptr %2, i64 16
  %5 = getelementptr inbounds i8, ptr %1, i64 16
  store <2 x double> <double 0x3FB9999999999998, double 0xBC80000000000000>, ptr %4, align 16, !tbaa !6
  %6 = getelementptr inbounds i8, ptr %1, i64 24
  %7 = getelementptr inbounds i8, ptr %2, i64 32
  %8 = getelementptr inbounds i8, ptr %1, i64 32
  store <2 x double> <double 0xBFB999999999999C, double 0xBFC999999999999B>, ptr %7, align 16, !tbaa !6
  %9 = getelementptr inbounds i8, ptr %1, i64 40
  %10 = getelementptr inbounds i8, ptr %2, i64 48
  store double 0xBFD3333333333334, ptr %10, align 16, !tbaa !6
  %11 = getelementptr inbounds i8, ptr %1, i64 48
  %12 = load i32, ptr @enzyme_const, align 4, !tbaa !10
  %13 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @horner, i32 noundef %12, ptr noundef nonnull %1, i32 noundef 7, double noundef 8.500000e-01, double noundef 1.000000e+00) #9
  %14 = load double, ptr %11, align 16, !tbaa !6
  %15 = load double, ptr %9, align 8, !tbaa !6
  %16 = load double, ptr %8, align 16, !tbaa !6
  %17 = load double, ptr %6, align 8, !tbaa !6
  %18 = load double, ptr %5, align 16, !tbaa !6
  %19 = load double, ptr %3, align 8, !tbaa !6
  %20 = load double, ptr %1, align 16, !tbaa !6
  %21 = call double @llvm.fmuladd.f64(double %14, double 8.499900e-01, double %15)
  %22 = call double @llvm.fmuladd.f64(double %21, double 8.499900e-01, double %16)
  %23 = call double @llvm.fmuladd.f64(double %22, double 8.499900e-01, double %17)
  %24 = call double @llvm.fmuladd.f64(double %23, double 8.499900e-01, double %18)
  %25 = call double @llvm.fmuladd.f64(double %24, double 8.499900e-01, double %19)
  %26 = call double @llvm.fmuladd.f64(double %25, double 8.499900e-01, double %20)
  %27 = call double @llvm.fmuladd.f64(double %14, double 0x3FEB33482BE8BC16, double %15)
  %28 = call double @llvm.fmuladd.f64(double %27, double 0x3FEB33482BE8BC16, double %16)
  %29 = call double @llvm.fmuladd.f64(double %28, double 0x3FEB33482BE8BC16, double %17)
  %30 = call double @llvm.fmuladd.f64(double %29, double 0x3FEB33482BE8BC16, double %18)
  %31 = call double @llvm.fmuladd.f64(double %30, double 0x3FEB33482BE8BC16, double %19)
  %32 = call double @llvm.fmuladd.f64(double %31, double 0x3FEB33482BE8BC16, double %20)
  %33 = fsub double %32, %26
  %34 = fdiv double %33, 2.000000e-05
  %35 = fsub double %13, %34
  %36 = call double @llvm.fabs.f64(double %35)
  %37 = call double @llvm.fabs.f64(double %34)
  %38 = call double @llvm.maxnum.f64(double %37, double 1.000000e+00)
  %39 = fmul double %38, 0x3EB0C6F7A0B5ED8D
  %40 = fcmp ugt double %36, %39
  %41 = fcmp ule double %37, 1.000000e-09
  %42 = or i1 %41, %40
  %43 = select i1 %42, ptr @.str.7, ptr @.str.8
  %44 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str, double noundef %13, double noundef %34, ptr noundef nonnull %43)
  %45 = zext i1 %42 to i32
  %46 = load i32, ptr @fails, align 4, !tbaa !10
  %47 = add nsw i32 %46, %45
  store i32 %47, ptr @fails, align 4, !tbaa !10
  %48 = load i32, ptr @enzyme_dup, align 4, !tbaa !10
  %49 = load i32, ptr @enzyme_const, align 4, !tbaa !10
  %50 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @horner, i32 noundef %48, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef 7, i32 noundef %49, double noundef 8.500000e-01) #9
  %51 = fadd double %50, 0xBFD2714524CEB340
  %52 = call double @llvm.fabs.f64(double %51)
  %53 = fcmp ugt double %52, 0x3EB0C6F7A0B5ED8D
  %54 = select i1 %53, ptr @.str.7, ptr @.str.8
  %55 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.1, double noundef %50, double noundef 0x3FD2714524CEB340, ptr noundef nonnull %54)
  %56 = zext i1 %53 to i32
  %57 = load i32, ptr @fails, align 4, !tbaa !10
  %58 = add nsw i32 %57, %56
  store i32 %58, ptr @fails, align 4, !tbaa !10
  %59 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @horner, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef 7, double noundef 8.500000e-01, double noundef -5.000000e-01) #9
  %60 = fadd double %59, 0x3FFEFD5F05C5338F
  %61 = call double @llvm.fabs.f64(double %60)
  %62 = fcmp ugt double %61, 0x3EC03F5F0E2ECCCC
  %63 = select i1 %62, ptr @.str.7, ptr @.str.8
  %64 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.2, double noundef %59, double noundef 0xBFFEFD5F05C5338F, ptr noundef nonnull %63)
  %65 = zext i1 %62 to i32
  %66 = load i32, ptr @fails, align 4, !tbaa !10
  %67 = add nsw i32 %66, %65
  store i32 %67, ptr @fails, align 4, !tbaa !10
  %68 = load i32, ptr @enzyme_const, align 4, !tbaa !10
  %69 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @horner2, i32 noundef %68, ptr noundef nonnull %1, i32 noundef 7, double noundef -1.200000e+00, double noundef 1.000000e+00) #9
  %70 = load <1 x double>, ptr %11, align 16
  %71 = load <2 x double>, ptr %9, align 8
  %72 = load <2 x double>, ptr %8, align 16
  %73 = load <2 x double>, ptr %6, align 8
  %74 = load <2 x double>, ptr %5, align 16
  %75 = load <2 x double>, ptr %3, align 8
  %76 = load <2 x double>, ptr %1, align 16
  %77 = shufflevector <1 x double> %70, <1 x double> poison, <2 x i32> zeroinitializer
  %78 = shufflevector <2 x double> %71, <2 x double> poison, <2 x i32> zeroinitializer
  %79 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %77, <2 x double> <double -1.199990e+00, double -1.200010e+00>, <2 x double> %78)
  %80 = shufflevector <2 x double> %72, <2 x double> poison, <2 x i32> zeroinitializer
  %81 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %79, <2 x double> <double -1.199990e+00, double -1.200010e+00>, <2 x double> %80)
  %82 = shufflevector <2 x double> %73, <2 x double> poison, <2 x i32> zeroinitializer
  %83 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %81, <2 x double> <double -1.199990e+00, double -1.200010e+00>, <2 x double> %82)
  %84 = shufflevector <2 x double> %74, <2 x double> poison, <2 x i32> zeroinitializer
  %85 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %83, <2 x double> <double -1.199990e+00, double -1.200010e+00>, <2 x double> %84)
  %86 = shufflevector <2 x double> %75, <2 x double> poison, <2 x i32> zeroinitializer
  %87 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %85, <2 x double> <double -1.199990e+00, double -1.200010e+00>, <2 x double> %86)
  %88 = shufflevector <2 x double> %76, <2 x double> poison, <2 x i32> zeroinitializer
  %89 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %87, <2 x double> <double -1.199990e+00, double -1.200010e+00>, <2 x double> %88)
  %90 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %77, <2 x double> <double -1.199990e+00, double -1.200010e+00>, <2 x double> %79)
  %91 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %90, <2 x double> <double -1.199990e+00, double -1.200010e+00>, <2 x double> %81)
  %92 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %91, <2 x double> <double -1.199990e+00, double -1.200010e+00>, <2 x double> %83)
  %93 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %92, <2 x double> <double -1.199990e+00, double -1.200010e+00>, <2 x double> %85)
  %94 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %93, <2 x double> <double -1.199990e+00, double -1.200010e+00>, <2 x double> %87)
  %95 = fadd <2 x double> %94, %89
  %96 = shufflevector <2 x double> %95, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %97 = fsub <2 x double> %95, %96
  %98 = extractelement <2 x double> %97, i64 0
  %99 = fdiv double %98, 2.000000e-05
  %100 = fsub double %69, %99
  %101 = call double @llvm.fabs.f64(double %100)
  %102 = call double @llvm.fabs.f64(double %99)
  %103 = call double @llvm.maxnum.f64(double %102, double 1.000000e+00)
  %104 = fmul double %103, 0x3EB0C6F7A0B5ED8D
  %105 = fcmp ugt double %101, %104
  %106 = fcmp ule double %102, 1.000000e-09
  %107 = or i1 %106, %105
  %108 = select i1 %107, ptr @.str.7, ptr @.str.8
  %109 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.3, double noundef %69, double noundef %99, ptr noundef nonnull %108)
  %110 = zext i1 %107 to i32
  %111 = load i32, ptr @fails, align 4, !tbaa !10
  %112 = add nsw i32 %111, %110
  store i32 %112, ptr @fails, align 4, !tbaa !10
  %113 = load i32, ptr @enzyme_const, align 4, !tbaa !10
  %114 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @clenshaw, i32 noundef %113, ptr noundef nonnull %1, i32 noundef 7, double noundef 4.000000e-01, double noundef 1.000000e+00) #9
  %115 = load double, ptr %11, align 16, !tbaa !6
  %116 = fadd double %115, 0.000000e+00
  %117 = load <2 x double>, ptr %9, align 8
  %118 = fneg double %116
  %119 = load <2 x double>, ptr %8, align 16
  %120 = load <2 x double>, ptr %6, align 8
  %121 = load <2 x double>, ptr %5, align 16
  %122 = load <2 x double>, ptr %3, align 8
  %123 = load <2 x double>, ptr %1, align 16
  %124 = insertelement <2 x double> poison, double %116, i64 0
  %125 = shufflevector <2 x double> %124, <2 x double> poison, <2 x i32> zeroinitializer
  %126 = fmul <2 x double> %125, <double 0x3FE999C38B04AB61, double 7.999800e-01>
  %127 = shufflevector <2 x double> %117, <2 x double> poison, <2 x i32> zeroinitializer
  %128 = fadd <2 x double> %126, %127
  %129 = insertelement <2 x double> poison, double %118, i64 0
  %130 = shufflevector <2 x double> %129, <2 x double> poison, <2 x i32> zeroinitializer
  %131 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %128, <2 x double> <double 0x3FE999C38B04AB61, double 7.999800e-01>, <2 x double> %130)
  %132 = shufflevector <2 x double> %119, <2 x double> poison, <2 x i32> zeroinitializer
  %133 = fadd <2 x double> %131, %132
  %134 = fneg <2 x double> %128
  %135 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %133, <2 x double> <double 0x3FE999C38B04AB61, double 7.999800e-01>, <2 x double> %134)
  %136 = shufflevector <2 x double> %120, <2 x double> poison, <2 x i32> zeroinitializer
  %137 = fadd <2 x double> %135, %136
  %138 = fneg <2 x double> %133
  %139 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %137, <2 x double> <double 0x3FE999C38B04AB61, double 7.999800e-01>, <2 x double> %138)
  %140 = shufflevector <2 x double> %121, <2 x double> poison, <2 x i32> zeroinitializer
  %141 = fadd <2 x double> %139, %140
  %142 = fneg <2 x double> %137
  %143 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %141, <2 x double> <double 0x3FE999C38B04AB61, double 7.999800e-01>, <2 x double> %142)
  %144 = shufflevector <2 x double> %122, <2 x double> poison, <2 x i32> zeroinitializer
  %145 = fadd <2 x double> %143, %144
  %146 = fneg <2 x double> %141
  %147 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %145, <2 x double> <double 0x3FD999C38B04AB61, double 3.999900e-01>, <2 x double> %146)
  %148 = shufflevector <2 x double> %123, <2 x double> poison, <2 x i32> zeroinitializer
  %149 = fadd <2 x double> %147, %148
  %150 = shufflevector <2 x double> %149, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %151 = fsub <2 x double> %149, %150
  %152 = extractelement <2 x double> %151, i64 0
  %153 = fdiv double %152, 2.000000e-05
  %154 = fsub double %114, %153
  %155 = call double @llvm.fabs.f64(double %154)
  %156 = call double @llvm.fabs.f64(double %153)
  %157 = call double @llvm.maxnum.f64(double %156, double 1.000000e+00)
  %158 = fmul double %157, 0x3EB0C6F7A0B5ED8D
  %159 = fcmp ugt double %155, %158
  %160 = fcmp ule double %156, 1.000000e-09
  %161 = or i1 %160, %159
  %162 = select i1 %161, ptr @.str.7, ptr @.str.8
  %163 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.4, double noundef %114, double noundef %153, ptr noundef nonnull %162)
  %164 = zext i1 %161 to i32
  %165 = load i32, ptr @fails, align 4, !tbaa !10
  %166 = add nsw i32 %165, %164
  store i32 %166, ptr @fails, align 4, !tbaa !10
  %167 = load i32, ptr @enzyme_const, align 4, !tbaa !10
  %168 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @clenshaw, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef 7, i32 noundef %167, double noundef 4.000000e-01) #9
  %169 = fadd double %168, 0x3FB788B2C1A027FF
  %170 = call double @llvm.fabs.f64(double %169)
  %171 = fcmp ugt double %170, 0x3EB0C6F7A0B5ED8D
  %172 = select i1 %171, ptr @.str.7, ptr @.str.8
  %173 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, double noundef %168, double noundef 0xBFB788B2C1A027FF, ptr noundef nonnull %172)
  %174 = zext i1 %171 to i32
  %175 = load i32, ptr @fails, align 4, !tbaa !10
  %176 = add nsw i32 %175, %174
  store i32 %176, ptr @fails, align 4, !tbaa !10
  %177 = icmp eq i32 %176, 0
  %178 = select i1 %177, ptr @.str.8, ptr @.str.7
  %179 = call i32 @puts(ptr nonnull dereferenceable(1) %178)
  %180 = load i32, ptr @fails, align 4, !tbaa !10
  %181 = icmp ne i32 %180, 0
  %182 = zext i1 %181 to i32
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %2) #9
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %1) #9
  ret i32 %182
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal double @horner(ptr nocapture noundef readonly %0, i32 noundef %1, double noundef %2) #5 {
  %4 = sext i32 %1 to i64
  %5 = getelementptr double, ptr %0, i64 %4
  %6 = getelementptr i8, ptr %5, i64 -8
  %7 = load double, ptr %6, align 8, !tbaa !6
  %8 = icmp sgt i32 %1, 1
  br i1 %8, label %9, label %12

9:                                                ; preds = %3
  %10 = add nsw i32 %1, -2
  %11 = zext nneg i32 %10 to i64
  br label %14

12:                                               ; preds = %14, %3
  %13 = phi double [ %7, %3 ], [ %19, %14 ]
  ret double %13

14:                                               ; preds = %9, %14
  %15 = phi i64 [ %11, %9 ], [ %20, %14 ]
  %16 = phi double [ %7, %9 ], [ %19, %14 ]
  %17 = getelementptr inbounds double, ptr %0, i64 %15
  %18 = load double, ptr %17, align 8, !tbaa !6
  %19 = tail call double @llvm.fmuladd.f64(double %16, double %2, double %18)
  %20 = add nsw i64 %15, -1
  %21 = icmp eq i64 %15, 0
  br i1 %21, label %12, label %14, !llvm.loop !12
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal double @horner2(ptr nocapture noundef readonly %0, i32 noundef %1, double noundef %2) #5 {
  %4 = sext i32 %1 to i64
  %5 = getelementptr double, ptr %0, i64 %4
  %6 = getelementptr i8, ptr %5, i64 -8
  %7 = load double, ptr %6, align 8, !tbaa !6
  %8 = icmp sgt i32 %1, 1
  br i1 %8, label %9, label %12

9:                                                ; preds = %3
  %10 = add nsw i32 %1, -2
  %11 = zext nneg i32 %10 to i64
  br label %16

12:                                               ; preds = %16, %3
  %13 = phi double [ %7, %3 ], [ %23, %16 ]
  %14 = phi double [ 0.000000e+00, %3 ], [ %20, %16 ]
  %15 = fadd double %13, %14
  ret double %15

16:                                               ; preds = %9, %16
  %17 = phi i64 [ %11, %9 ], [ %24, %16 ]
  %18 = phi double [ 0.000000e+00, %9 ], [ %20, %16 ]
  %19 = phi double [ %7, %9 ], [ %23, %16 ]
  %20 = tail call double @llvm.fmuladd.f64(double %18, double %2, double %19)
  %21 = getelementptr inbounds double, ptr %0, i64 %17
  %22 = load double, ptr %21, align 8, !tbaa !6
  %23 = tail call double @llvm.fmuladd.f64(double %19, double %2, double %22)
  %24 = add nsw i64 %17, -1
  %25 = icmp eq i64 %17, 0
  br i1 %25, label %12, label %16, !llvm.loop !14
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal double @clenshaw(ptr nocapture noundef readonly %0, i32 noundef %1, double noundef %2) #5 {
  %4 = icmp sgt i32 %1, 1
  br i1 %4, label %5, label %8

5:                                                ; preds = %3
  %6 = fmul double %2, 2.000000e+00
  %7 = zext nneg i32 %1 to i64
  br label %15

8:                                                ; preds = %15, %3
  %9 = phi double [ 0.000000e+00, %3 ], [ %17, %15 ]
  %10 = phi double [ 0.000000e+00, %3 ], [ %24, %15 ]
  %11 = fneg double %9
  %12 = tail call double @llvm.fmuladd.f64(double %2, double %10, double %11)
  %13 = load double, ptr %0, align 8, !tbaa !6
  %14 = fadd double %12, %13
  ret double %14

15:                                               ; preds = %5, %15
  %16 = phi i64 [ %7, %5 ], [ %19, %15 ]
  %17 = phi double [ 0.000000e+00, %5 ], [ %24, %15 ]
  %18 = phi double [ 0.000000e+00, %5 ], [ %17, %15 ]
  %19 = add nsw i64 %16, -1
  %20 = fneg double %18
  %21 = tail call double @llvm.fmuladd.f64(double %6, double %17, double %20)
  %22 = getelementptr inbounds double, ptr %0, i64 %19
  %23 = load double, ptr %22, align 8, !tbaa !6
  %24 = fadd double %21, %23
  %25 = icmp ugt i64 %16, 2
  br i1 %25, label %15, label %8, !llvm.loop !15
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #8

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

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
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13}
