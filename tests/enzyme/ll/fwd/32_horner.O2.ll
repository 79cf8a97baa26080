; ModuleID = 'fwd/32_horner.c'
source_filename = "fwd/32_horner.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.c = private unnamed_addr constant [7 x double] [double 1.000000e+00, double -2.000000e+00, double 5.000000e-01, double 3.000000e+00, double -1.500000e+00, double 2.500000e-01, double 8.000000e-01], align 16
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
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %1, ptr noundef nonnull align 16 dereferenceable(56) @__const.main.c, i64 56, i1 false)
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %2) #9
  store <2 x double> <double 3.000000e-01, double 0x3FC9999999999999>, ptr %2, align 16, !tbaa !5
  %3 = getelementptr inbounds i8, ptr %1, i64 8
  %4 = getelementptr inbounds i8, ptr %2, i64 16
  %5 = getelementptr inbounds i8, ptr %1, i64 16
  store <2 x double> <double 0x3FB9999999999998, double 0xBC80000000000000>, ptr %4, align 16, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %1, i64 24
  %7 = getelementptr inbounds i8, ptr %2, i64 32
  %8 = getelementptr inbounds i8, ptr %1, i64 32
  store <2 x double> <double 0xBFB999999999999C, double 0xBFC999999999999B>, ptr %7, align 16, !tbaa !5
  %9 = getelementptr inbounds i8, ptr %1, i64 40
  %10 = getelementptr inbounds i8, ptr %2, i64 48
  store double 0xBFD3333333333334, ptr %10, align 16, !tbaa !5
  %11 = getelementptr inbounds i8, ptr %1, i64 48
  %12 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %13 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @horner, i32 noundef %12, ptr noundef nonnull %1, i32 noundef 7, double noundef 8.500000e-01, double noundef 1.000000e+00) #9
  %14 = load double, ptr %11, align 16, !tbaa !5
  %15 = load <2 x double>, ptr %9, align 8
  %16 = load <2 x double>, ptr %8, align 16
  %17 = load <2 x double>, ptr %6, align 8
  %18 = load <2 x double>, ptr %5, align 16
  %19 = load <2 x double>, ptr %3, align 8
  %20 = load <2 x double>, ptr %1, align 16
  %21 = insertelement <2 x double> poison, double %14, i64 0
  %22 = shufflevector <2 x double> %21, <2 x double> poison, <2 x i32> zeroinitializer
  %23 = shufflevector <2 x double> %15, <2 x double> poison, <2 x i32> zeroinitializer
  %24 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %22, <2 x double> <double 0x3FEB33482BE8BC16, double 8.499900e-01>, <2 x double> %23)
  %25 = shufflevector <2 x double> %16, <2 x double> poison, <2 x i32> zeroinitializer
  %26 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %24, <2 x double> <double 0x3FEB33482BE8BC16, double 8.499900e-01>, <2 x double> %25)
  %27 = shufflevector <2 x double> %17, <2 x double> poison, <2 x i32> zeroinitializer
  %28 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %26, <2 x double> <double 0x3FEB33482BE8BC16, double 8.499900e-01>, <2 x double> %27)
  %29 = shufflevector <2 x double> %18, <2 x double> poison, <2 x i32> zeroinitializer
  %30 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %28, <2 x double> <double 0x3FEB33482BE8BC16, double 8.499900e-01>, <2 x double> %29)
  %31 = shufflevector <2 x double> %19, <2 x double> poison, <2 x i32> zeroinitializer
  %32 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %30, <2 x double> <double 0x3FEB33482BE8BC16, double 8.499900e-01>, <2 x double> %31)
  %33 = shufflevector <2 x double> %20, <2 x double> poison, <2 x i32> zeroinitializer
  %34 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %32, <2 x double> <double 0x3FEB33482BE8BC16, double 8.499900e-01>, <2 x double> %33)
  %35 = shufflevector <2 x double> %34, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %36 = fsub <2 x double> %34, %35
  %37 = extractelement <2 x double> %36, i64 0
  %38 = fdiv double %37, 2.000000e-05
  %39 = fsub double %13, %38
  %40 = call double @llvm.fabs.f64(double %39)
  %41 = call double @llvm.fabs.f64(double %38)
  %42 = call double @llvm.maxnum.f64(double %41, double 1.000000e+00)
  %43 = fmul double %42, 0x3EB0C6F7A0B5ED8D
  %44 = fcmp ugt double %40, %43
  %45 = fcmp ule double %41, 1.000000e-09
  %46 = or i1 %45, %44
  %47 = select i1 %46, ptr @.str.7, ptr @.str.8
  %48 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str, double noundef %13, double noundef %38, ptr noundef nonnull %47)
  %49 = zext i1 %46 to i32
  %50 = load i32, ptr @fails, align 4, !tbaa !9
  %51 = add nsw i32 %50, %49
  store i32 %51, ptr @fails, align 4, !tbaa !9
  %52 = load i32, ptr @enzyme_dup, align 4, !tbaa !9
  %53 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %54 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @horner, i32 noundef %52, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef 7, i32 noundef %53, double noundef 8.500000e-01) #9
  %55 = fadd double %54, 0xBFD2714524CEB340
  %56 = call double @llvm.fabs.f64(double %55)
  %57 = fcmp ugt double %56, 0x3EB0C6F7A0B5ED8D
  %58 = select i1 %57, ptr @.str.7, ptr @.str.8
  %59 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.1, double noundef %54, double noundef 0x3FD2714524CEB340, ptr noundef nonnull %58)
  %60 = zext i1 %57 to i32
  %61 = load i32, ptr @fails, align 4, !tbaa !9
  %62 = add nsw i32 %61, %60
  store i32 %62, ptr @fails, align 4, !tbaa !9
  %63 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @horner, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef 7, double noundef 8.500000e-01, double noundef -5.000000e-01) #9
  %64 = fadd double %63, 0x3FFEFD5F05C5338F
  %65 = call double @llvm.fabs.f64(double %64)
  %66 = fcmp ugt double %65, 0x3EC03F5F0E2ECCCC
  %67 = select i1 %66, ptr @.str.7, ptr @.str.8
  %68 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.2, double noundef %63, double noundef 0xBFFEFD5F05C5338F, ptr noundef nonnull %67)
  %69 = zext i1 %66 to i32
  %70 = load i32, ptr @fails, align 4, !tbaa !9
  %71 = add nsw i32 %70, %69
  store i32 %71, ptr @fails, align 4, !tbaa !9
  %72 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %73 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @horner2, i32 noundef %72, ptr noundef nonnull %1, i32 noundef 7, double noundef -1.200000e+00, double noundef 1.000000e+00) #9
  %74 = load double, ptr %11, align 16, !tbaa !5
  %75 = load <2 x double>, ptr %9, align 8
  %76 = load <2 x double>, ptr %8, align 16
  %77 = load <2 x double>, ptr %6, align 8
  %78 = load <2 x double>, ptr %5, align 16
  %79 = load <2 x double>, ptr %3, align 8
  %80 = load <2 x double>, ptr %1, align 16
  %81 = insertelement <2 x double> poison, double %74, i64 0
  %82 = shufflevector <2 x double> %81, <2 x double> poison, <2 x i32> zeroinitializer
  %83 = shufflevector <2 x double> %75, <2 x double> poison, <2 x i32> zeroinitializer
  %84 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %82, <2 x double> <double -1.199990e+00, double -1.200010e+00>, <2 x double> %83)
  %85 = shufflevector <2 x double> %76, <2 x double> poison, <2 x i32> zeroinitializer
  %86 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %84, <2 x double> <double -1.199990e+00, double -1.200010e+00>, <2 x double> %85)
  %87 = shufflevector <2 x double> %77, <2 x double> poison, <2 x i32> zeroinitializer
  %88 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %86, <2 x double> <double -1.199990e+00, double -1.200010e+00>, <2 x double> %87)
  %89 = shufflevector <2 x double> %78, <2 x double> poison, <2 x i32> zeroinitializer
  %90 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %88, <2 x double> <double -1.199990e+00, double -1.200010e+00>, <2 x double> %89)
  %91 = shufflevector <2 x double> %79, <2 x double> poison, <2 x i32> zeroinitializer
  %92 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %90, <2 x double> <double -1.199990e+00, double -1.200010e+00>, <2 x double> %91)
  %93 = shufflevector <2 x double> %80, <2 x double> poison, <2 x i32> zeroinitializer
  %94 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %92, <2 x double> <double -1.199990e+00, double -1.200010e+00>, <2 x double> %93)
  %95 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %82, <2 x double> <double -1.199990e+00, double -1.200010e+00>, <2 x double> %84)
  %96 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %95, <2 x double> <double -1.199990e+00, double -1.200010e+00>, <2 x double> %86)
  %97 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %96, <2 x double> <double -1.199990e+00, double -1.200010e+00>, <2 x double> %88)
  %98 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %97, <2 x double> <double -1.199990e+00, double -1.200010e+00>, <2 x double> %90)
  %99 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %98, <2 x double> <double -1.199990e+00, double -1.200010e+00>, <2 x double> %92)
  %100 = fadd <2 x double> %99, %94
  %101 = shufflevector <2 x double> %100, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %102 = fsub <2 x double> %100, %101
  %103 = extractelement <2 x double> %102, i64 0
  %104 = fdiv double %103, 2.000000e-05
  %105 = fsub double %73, %104
  %106 = call double @llvm.fabs.f64(double %105)
  %107 = call double @llvm.fabs.f64(double %104)
  %108 = call double @llvm.maxnum.f64(double %107, double 1.000000e+00)
  %109 = fmul double %108, 0x3EB0C6F7A0B5ED8D
  %110 = fcmp ugt double %106, %109
  %111 = fcmp ule double %107, 1.000000e-09
  %112 = or i1 %111, %110
  %113 = select i1 %112, ptr @.str.7, ptr @.str.8
  %114 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.3, double noundef %73, double noundef %104, ptr noundef nonnull %113)
  %115 = zext i1 %112 to i32
  %116 = load i32, ptr @fails, align 4, !tbaa !9
  %117 = add nsw i32 %116, %115
  store i32 %117, ptr @fails, align 4, !tbaa !9
  %118 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %119 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @clenshaw, i32 noundef %118, ptr noundef nonnull %1, i32 noundef 7, double noundef 4.000000e-01, double noundef 1.000000e+00) #9
  %120 = load double, ptr %11, align 16, !tbaa !5
  %121 = fadd double %120, 0.000000e+00
  %122 = load <2 x double>, ptr %9, align 8
  %123 = fneg double %121
  %124 = load <2 x double>, ptr %8, align 16
  %125 = load <2 x double>, ptr %6, align 8
  %126 = load <2 x double>, ptr %5, align 16
  %127 = load <2 x double>, ptr %3, align 8
  %128 = load <2 x double>, ptr %1, align 16
  %129 = insertelement <2 x double> poison, double %121, i64 0
  %130 = shufflevector <2 x double> %129, <2 x double> poison, <2 x i32> zeroinitializer
  %131 = fmul <2 x double> %130, <double 0x3FE999C38B04AB61, double 7.999800e-01>
  %132 = shufflevector <2 x double> %122, <2 x double> poison, <2 x i32> zeroinitializer
  %133 = fadd <2 x double> %131, %132
  %134 = insertelement <2 x double> poison, double %123, i64 0
  %135 = shufflevector <2 x double> %134, <2 x double> poison, <2 x i32> zeroinitializer
  %136 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %133, <2 x double> <double 0x3FE999C38B04AB61, double 7.999800e-01>, <2 x double> %135)
  %137 = shufflevector <2 x double> %124, <2 x double> poison, <2 x i32> zeroinitializer
  %138 = fadd <2 x double> %136, %137
  %139 = fneg <2 x double> %133
  %140 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %138, <2 x double> <double 0x3FE999C38B04AB61, double 7.999800e-01>, <2 x double> %139)
  %141 = shufflevector <2 x double> %125, <2 x double> poison, <2 x i32> zeroinitializer
  %142 = fadd <2 x double> %140, %141
  %143 = fneg <2 x double> %138
  %144 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %142, <2 x double> <double 0x3FE999C38B04AB61, double 7.999800e-01>, <2 x double> %143)
  %145 = shufflevector <2 x double> %126, <2 x double> poison, <2 x i32> zeroinitializer
  %146 = fadd <2 x double> %144, %145
  %147 = fneg <2 x double> %142
  %148 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %146, <2 x double> <double 0x3FE999C38B04AB61, double 7.999800e-01>, <2 x double> %147)
  %149 = shufflevector <2 x double> %127, <2 x double> poison, <2 x i32> zeroinitializer
  %150 = fadd <2 x double> %148, %149
  %151 = fneg <2 x double> %146
  %152 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %150, <2 x double> <double 0x3FD999C38B04AB61, double 3.999900e-01>, <2 x double> %151)
  %153 = shufflevector <2 x double> %128, <2 x double> poison, <2 x i32> zeroinitializer
  %154 = fadd <2 x double> %152, %153
  %155 = shufflevector <2 x double> %154, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %156 = fsub <2 x double> %154, %155
  %157 = extractelement <2 x double> %156, i64 0
  %158 = fdiv double %157, 2.000000e-05
  %159 = fsub double %119, %158
  %160 = call double @llvm.fabs.f64(double %159)
  %161 = call double @llvm.fabs.f64(double %158)
  %162 = call double @llvm.maxnum.f64(double %161, double 1.000000e+00)
  %163 = fmul double %162, 0x3EB0C6F7A0B5ED8D
  %164 = fcmp ugt double %160, %163
  %165 = fcmp ule double %161, 1.000000e-09
  %166 = or i1 %165, %164
  %167 = select i1 %166, ptr @.str.7, ptr @.str.8
  %168 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.4, double noundef %119, double noundef %158, ptr noundef nonnull %167)
  %169 = zext i1 %166 to i32
  %170 = load i32, ptr @fails, align 4, !tbaa !9
  %171 = add nsw i32 %170, %169
  store i32 %171, ptr @fails, align 4, !tbaa !9
  %172 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %173 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @clenshaw, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef 7, i32 noundef %172, double noundef 4.000000e-01) #9
  %174 = fadd double %173, 0x3FB788B2C1A027FF
  %175 = call double @llvm.fabs.f64(double %174)
  %176 = fcmp ugt double %175, 0x3EB0C6F7A0B5ED8D
  %177 = select i1 %176, ptr @.str.7, ptr @.str.8
  %178 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, double noundef %173, double noundef 0xBFB788B2C1A027FF, ptr noundef nonnull %177)
  %179 = zext i1 %176 to i32
  %180 = load i32, ptr @fails, align 4, !tbaa !9
  %181 = add nsw i32 %180, %179
  store i32 %181, ptr @fails, align 4, !tbaa !9
  %182 = icmp eq i32 %181, 0
  %183 = select i1 %182, ptr @.str.8, ptr @.str.7
  %184 = call i32 @puts(ptr nonnull dereferenceable(1) %183)
  %185 = load i32, ptr @fails, align 4, !tbaa !9
  %186 = icmp ne i32 %185, 0
  %187 = zext i1 %186 to i32
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %2) #9
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %1) #9
  ret i32 %187
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
  %7 = load double, ptr %6, align 8, !tbaa !5
  %8 = icmp sgt i32 %1, 1
  br i1 %8, label %9, label %33

9:                                                ; preds = %3
  %10 = add nsw i32 %1, -2
  %11 = zext i32 %10 to i64
  %12 = add nuw nsw i64 %11, 1
  %13 = and i64 %12, 3
  %14 = icmp eq i64 %13, 0
  br i1 %14, label %25, label %15

15:                                               ; preds = %9, %15
  %16 = phi i64 [ %22, %15 ], [ %11, %9 ]
  %17 = phi double [ %21, %15 ], [ %7, %9 ]
  %18 = phi i64 [ %23, %15 ], [ 0, %9 ]
  %19 = getelementptr inbounds double, ptr %0, i64 %16
  %20 = load double, ptr %19, align 8, !tbaa !5
  %21 = tail call double @llvm.fmuladd.f64(double %17, double %2, double %20)
  %22 = add nsw i64 %16, -1
  %23 = add i64 %18, 1
  %24 = icmp eq i64 %23, %13
  br i1 %24, label %25, label %15, !llvm.loop !11

25:                                               ; preds = %15, %9
  %26 = phi double [ poison, %9 ], [ %21, %15 ]
  %27 = phi i64 [ %11, %9 ], [ %22, %15 ]
  %28 = phi double [ %7, %9 ], [ %21, %15 ]
  %29 = icmp ult i32 %10, 3
  br i1 %29, label %33, label %30

30:                                               ; preds = %25
  %31 = getelementptr i8, ptr %0, i64 -8
  %32 = getelementptr i8, ptr %0, i64 -16
  br label %35

33:                                               ; preds = %25, %35, %3
  %34 = phi double [ %7, %3 ], [ %26, %25 ], [ %50, %35 ]
  ret double %34

35:                                               ; preds = %35, %30
  %36 = phi i64 [ %27, %30 ], [ %51, %35 ]
  %37 = phi double [ %28, %30 ], [ %50, %35 ]
  %38 = getelementptr inbounds double, ptr %0, i64 %36
  %39 = load double, ptr %38, align 8, !tbaa !5
  %40 = tail call double @llvm.fmuladd.f64(double %37, double %2, double %39)
  %41 = getelementptr double, ptr %31, i64 %36
  %42 = load double, ptr %41, align 8, !tbaa !5
  %43 = tail call double @llvm.fmuladd.f64(double %40, double %2, double %42)
  %44 = getelementptr double, ptr %32, i64 %36
  %45 = load double, ptr %44, align 8, !tbaa !5
  %46 = tail call double @llvm.fmuladd.f64(double %43, double %2, double %45)
  %47 = add nsw i64 %36, -3
  %48 = getelementptr inbounds double, ptr %0, i64 %47
  %49 = load double, ptr %48, align 8, !tbaa !5
  %50 = tail call double @llvm.fmuladd.f64(double %46, double %2, double %49)
  %51 = add nsw i64 %36, -4
  %52 = icmp eq i64 %47, 0
  br i1 %52, label %33, label %35, !llvm.loop !13
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal double @horner2(ptr nocapture noundef readonly %0, i32 noundef %1, double noundef %2) #5 {
  %4 = sext i32 %1 to i64
  %5 = getelementptr double, ptr %0, i64 %4
  %6 = getelementptr i8, ptr %5, i64 -8
  %7 = load double, ptr %6, align 8, !tbaa !5
  %8 = icmp sgt i32 %1, 1
  br i1 %8, label %9, label %37

9:                                                ; preds = %3
  %10 = add nsw i32 %1, -2
  %11 = zext i32 %10 to i64
  %12 = add nuw nsw i64 %11, 1
  %13 = and i64 %12, 3
  %14 = icmp eq i64 %13, 0
  br i1 %14, label %27, label %15

15:                                               ; preds = %9, %15
  %16 = phi i64 [ %24, %15 ], [ %11, %9 ]
  %17 = phi double [ %20, %15 ], [ 0.000000e+00, %9 ]
  %18 = phi double [ %23, %15 ], [ %7, %9 ]
  %19 = phi i64 [ %25, %15 ], [ 0, %9 ]
  %20 = tail call double @llvm.fmuladd.f64(double %17, double %2, double %18)
  %21 = getelementptr inbounds double, ptr %0, i64 %16
  %22 = load double, ptr %21, align 8, !tbaa !5
  %23 = tail call double @llvm.fmuladd.f64(double %18, double %2, double %22)
  %24 = add nsw i64 %16, -1
  %25 = add i64 %19, 1
  %26 = icmp eq i64 %25, %13
  br i1 %26, label %27, label %15, !llvm.loop !15

27:                                               ; preds = %15, %9
  %28 = phi double [ poison, %9 ], [ %20, %15 ]
  %29 = phi double [ poison, %9 ], [ %23, %15 ]
  %30 = phi i64 [ %11, %9 ], [ %24, %15 ]
  %31 = phi double [ 0.000000e+00, %9 ], [ %20, %15 ]
  %32 = phi double [ %7, %9 ], [ %23, %15 ]
  %33 = icmp ult i32 %10, 3
  br i1 %33, label %37, label %34

34:                                               ; preds = %27
  %35 = getelementptr i8, ptr %0, i64 -8
  %36 = getelementptr i8, ptr %0, i64 -16
  br label %41

37:                                               ; preds = %27, %41, %3
  %38 = phi double [ %7, %3 ], [ %29, %27 ], [ %61, %41 ]
  %39 = phi double [ 0.000000e+00, %3 ], [ %28, %27 ], [ %58, %41 ]
  %40 = fadd double %38, %39
  ret double %40

41:                                               ; preds = %41, %34
  %42 = phi i64 [ %30, %34 ], [ %62, %41 ]
  %43 = phi double [ %31, %34 ], [ %58, %41 ]
  %44 = phi double [ %32, %34 ], [ %61, %41 ]
  %45 = tail call double @llvm.fmuladd.f64(double %43, double %2, double %44)
  %46 = getelementptr inbounds double, ptr %0, i64 %42
  %47 = load double, ptr %46, align 8, !tbaa !5
  %48 = tail call double @llvm.fmuladd.f64(double %44, double %2, double %47)
  %49 = tail call double @llvm.fmuladd.f64(double %45, double %2, double %48)
  %50 = getelementptr double, ptr %35, i64 %42
  %51 = load double, ptr %50, align 8, !tbaa !5
  %52 = tail call double @llvm.fmuladd.f64(double %48, double %2, double %51)
  %53 = tail call double @llvm.fmuladd.f64(double %49, double %2, double %52)
  %54 = getelementptr double, ptr %36, i64 %42
  %55 = load double, ptr %54, align 8, !tbaa !5
  %56 = tail call double @llvm.fmuladd.f64(double %52, double %2, double %55)
  %57 = add nsw i64 %42, -3
  %58 = tail call double @llvm.fmuladd.f64(double %53, double %2, double %56)
  %59 = getelementptr inbounds double, ptr %0, i64 %57
  %60 = load double, ptr %59, align 8, !tbaa !5
  %61 = tail call double @llvm.fmuladd.f64(double %56, double %2, double %60)
  %62 = add nsw i64 %42, -4
  %63 = icmp eq i64 %57, 0
  br i1 %63, label %37, label %41, !llvm.loop !16
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
  %13 = load double, ptr %0, align 8, !tbaa !5
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
  %23 = load double, ptr %22, align 8, !tbaa !5
  %24 = fadd double %21, %23
  %25 = icmp ugt i64 %16, 2
  br i1 %25, label %15, label %8, !llvm.loop !17
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

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
