; ModuleID = 'rev/53_lu_solve.c'
source_filename = "rev/53_lu_solve.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.A = private unnamed_addr constant [16 x double] [double 5.000000e-01, double 1.000000e+00, double -3.000000e-01, double 2.000000e-01, double 2.000000e+00, double 3.000000e-01, double 8.000000e-01, double -5.000000e-01, double -4.000000e-01, double 1.500000e+00, double 3.000000e+00, double 6.000000e-01, double 0x3FE6666666666666, double -9.000000e-01, double 1.000000e-01, double 2.500000e+00], align 8
@__const.main.b = private unnamed_addr constant [4 x double] [double 1.000000e+00, double -2.000000e+00, double 5.000000e-01, double 1.500000e+00], align 8
@__const.main.c = private unnamed_addr constant [4 x double] [double 3.000000e-01, double 1.000000e+00, double 0xBFE6666666666666, double 4.000000e-01], align 8
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [9 x i8] c"d/dA[%d]\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"d/db[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca [16 x double], align 8
  %3 = alloca [4 x double], align 8
  %4 = alloca [4 x double], align 8
  %5 = alloca [16 x double], align 8
  %6 = alloca [4 x double], align 8
  %7 = alloca [64 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 4, ptr %1, align 4, !tbaa !6
  %8 = load volatile i32, ptr %1, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %2) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(128) %2, ptr noundef nonnull align 8 dereferenceable(128) @__const.main.A, i64 128, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull align 8 dereferenceable(32) @__const.main.b, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef nonnull align 8 dereferenceable(32) @__const.main.c, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %5) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(128) %5, i8 0, i64 128, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %6, i8 0, i64 32, i1 false)
  %9 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %10 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %11 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @objective, i32 noundef %9, ptr noundef nonnull %2, ptr noundef nonnull %5, i32 noundef %9, ptr noundef nonnull %3, ptr noundef nonnull %6, i32 noundef %10, ptr noundef nonnull %4, i32 noundef %10, i32 noundef %8) #10
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #10
  br label %12

12:                                               ; preds = %0, %12
  %13 = phi i64 [ 0, %0 ], [ %39, %12 ]
  %14 = getelementptr inbounds [16 x double], ptr %2, i64 0, i64 %13
  %15 = load double, ptr %14, align 8, !tbaa !10
  %16 = fadd double %15, 0x3EB0C6F7A0B5ED8D
  store double %16, ptr %14, align 8, !tbaa !10
  %17 = call double @objective(ptr noundef nonnull %2, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %8)
  %18 = fadd double %15, 0xBEB0C6F7A0B5ED8D
  store double %18, ptr %14, align 8, !tbaa !10
  %19 = call double @objective(ptr noundef nonnull %2, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %8)
  store double %15, ptr %14, align 8, !tbaa !10
  %20 = trunc nuw nsw i64 %13 to i32
  %21 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i64 noundef 64, ptr noundef nonnull @.str, i32 noundef %20) #10
  %22 = getelementptr inbounds [16 x double], ptr %5, i64 0, i64 %13
  %23 = load double, ptr %22, align 8, !tbaa !10
  %24 = fsub double %17, %19
  %25 = fdiv double %24, 2.000000e-06
  %26 = fsub double %23, %25
  %27 = call double @llvm.fabs.f64(double %26)
  %28 = call double @llvm.fabs.f64(double %25)
  %29 = call double @llvm.maxnum.f64(double %28, double 1.000000e+00)
  %30 = fmul double %29, 0x3EB0C6F7A0B5ED8D
  %31 = fcmp ugt double %27, %30
  %32 = fcmp ule double %28, 1.000000e-09
  %33 = or i1 %32, %31
  %34 = select i1 %33, ptr @.str.3, ptr @.str.4
  %35 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %7, double noundef %23, double noundef %25, ptr noundef nonnull %34)
  %36 = zext i1 %33 to i32
  %37 = load i32, ptr @fails, align 4, !tbaa !6
  %38 = add nsw i32 %37, %36
  store i32 %38, ptr @fails, align 4, !tbaa !6
  %39 = add nuw nsw i64 %13, 1
  %40 = icmp eq i64 %39, 16
  br i1 %40, label %48, label %12, !llvm.loop !12

41:                                               ; preds = %48
  %42 = icmp eq i32 %74, 0
  %43 = select i1 %42, ptr @.str.4, ptr @.str.3
  %44 = call i32 @puts(ptr nonnull dereferenceable(1) %43)
  %45 = load i32, ptr @fails, align 4, !tbaa !6
  %46 = icmp ne i32 %45, 0
  %47 = zext i1 %46 to i32
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #10
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %5) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %47

48:                                               ; preds = %12, %48
  %49 = phi i64 [ %75, %48 ], [ 0, %12 ]
  %50 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %49
  %51 = load double, ptr %50, align 8, !tbaa !10
  %52 = fadd double %51, 0x3EB0C6F7A0B5ED8D
  store double %52, ptr %50, align 8, !tbaa !10
  %53 = call double @objective(ptr noundef nonnull %2, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %8)
  %54 = fadd double %51, 0xBEB0C6F7A0B5ED8D
  store double %54, ptr %50, align 8, !tbaa !10
  %55 = call double @objective(ptr noundef nonnull %2, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %8)
  store double %51, ptr %50, align 8, !tbaa !10
  %56 = trunc nuw nsw i64 %49 to i32
  %57 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i64 noundef 64, ptr noundef nonnull @.str.1, i32 noundef %56) #10
  %58 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %49
  %59 = load double, ptr %58, align 8, !tbaa !10
  %60 = fsub double %53, %55
  %61 = fdiv double %60, 2.000000e-06
  %62 = fsub double %59, %61
  %63 = call double @llvm.fabs.f64(double %62)
  %64 = call double @llvm.fabs.f64(double %61)
  %65 = call double @llvm.maxnum.f64(double %64, double 1.000000e+00)
  %66 = fmul double %65, 0x3EB0C6F7A0B5ED8D
  %67 = fcmp ugt double %63, %66
  %68 = fcmp ule double %64, 1.000000e-09
  %69 = or i1 %68, %67
  %70 = select i1 %69, ptr @.str.3, ptr @.str.4
  %71 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %7, double noundef %59, double noundef %61, ptr noundef nonnull %70)
  %72 = zext i1 %69 to i32
  %73 = load i32, ptr @fails, align 4, !tbaa !6
  %74 = add nsw i32 %73, %72
  store i32 %74, ptr @fails, align 4, !tbaa !6
  %75 = add nuw nsw i64 %49, 1
  %76 = icmp eq i64 %75, 4
  br i1 %76, label %41, label %48, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal double @objective(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i32 noundef %3) #5 {
  %5 = alloca [16 x double], align 8
  %6 = alloca [4 x double], align 8
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %5) #10
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(128) %5, ptr noundef nonnull align 8 dereferenceable(128) %0, i64 128, i1 false), !tbaa !10
  %7 = icmp sgt i32 %3, 0
  br i1 %7, label %8, label %278

8:                                                ; preds = %4
  %9 = zext nneg i32 %3 to i64
  %10 = shl nuw nsw i64 %9, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %6, ptr align 8 %1, i64 %10, i1 false), !tbaa !10
  %11 = zext nneg i32 %3 to i64
  %12 = shl nuw nsw i64 %11, 3
  %13 = getelementptr i8, ptr %5, i64 %12
  %14 = getelementptr i8, ptr %5, i64 %12
  %15 = mul nuw nsw i64 %11, 40
  %16 = getelementptr i8, ptr %5, i64 %15
  %17 = getelementptr i8, ptr %16, i64 -32
  %18 = shl nuw nsw i64 %11, 3
  %19 = getelementptr i8, ptr %5, i64 %18
  %20 = getelementptr i8, ptr %5, i64 8
  %21 = icmp ult i32 %3, 4
  %22 = and i64 %11, 2147483644
  %23 = icmp eq i64 %22, %11
  br label %30

24:                                               ; preds = %163, %109
  %25 = add nuw nsw i64 %32, 1
  %26 = icmp eq i64 %42, %11
  br i1 %26, label %27, label %30, !llvm.loop !15

27:                                               ; preds = %24
  %28 = add nuw i32 %3, 1
  %29 = xor i32 %3, -1
  br label %180

30:                                               ; preds = %24, %8
  %31 = phi i64 [ 0, %8 ], [ %42, %24 ]
  %32 = phi i64 [ 1, %8 ], [ %25, %24 ]
  %33 = xor i64 %31, -1
  %34 = add nsw i64 %33, %11
  %35 = shl nuw nsw i64 %31, 3
  %36 = getelementptr i8, ptr %20, i64 %35
  %37 = trunc i64 %32 to i30
  %38 = shl i64 %31, 5
  %39 = and i64 %38, 34359738336
  %40 = getelementptr i8, ptr %36, i64 %39
  %41 = getelementptr i8, ptr %14, i64 %39
  %42 = add nuw nsw i64 %31, 1
  %43 = icmp ult i64 %42, %11
  %44 = trunc nuw nsw i64 %31 to i32
  br i1 %43, label %45, label %47

45:                                               ; preds = %30
  %46 = getelementptr inbounds double, ptr %5, i64 %31
  br label %78

47:                                               ; preds = %78, %30
  %48 = phi i32 [ %44, %30 ], [ %92, %78 ]
  %49 = zext i32 %48 to i64
  %50 = icmp eq i64 %31, %49
  br i1 %50, label %109, label %51

51:                                               ; preds = %47
  %52 = shl nsw i32 %48, 2
  %53 = sext i32 %52 to i64
  %54 = shl nsw i64 %31, 5
  %55 = getelementptr inbounds i8, ptr %5, i64 %54
  %56 = getelementptr double, ptr %5, i64 %53
  br i1 %21, label %57, label %59

57:                                               ; preds = %77, %59, %51
  %58 = phi i64 [ 0, %59 ], [ 0, %51 ], [ %22, %77 ]
  br label %101

59:                                               ; preds = %51
  %60 = shl nsw i64 %53, 3
  %61 = getelementptr i8, ptr %19, i64 %60
  %62 = icmp ult ptr %5, %61
  %63 = icmp ult ptr %56, %17
  %64 = and i1 %62, %63
  br i1 %64, label %57, label %65

65:                                               ; preds = %59, %65
  %66 = phi i64 [ %75, %65 ], [ 0, %59 ]
  %67 = getelementptr inbounds double, ptr %55, i64 %66
  %68 = getelementptr inbounds i8, ptr %67, i64 16
  %69 = load <2 x double>, ptr %67, align 8, !tbaa !10, !alias.scope !16, !noalias !19
  %70 = load <2 x double>, ptr %68, align 8, !tbaa !10, !alias.scope !16, !noalias !19
  %71 = getelementptr double, ptr %56, i64 %66
  %72 = getelementptr i8, ptr %71, i64 16
  %73 = load <2 x double>, ptr %71, align 8, !tbaa !10, !alias.scope !19
  %74 = load <2 x double>, ptr %72, align 8, !tbaa !10, !alias.scope !19
  store <2 x double> %73, ptr %67, align 8, !tbaa !10, !alias.scope !16, !noalias !19
  store <2 x double> %74, ptr %68, align 8, !tbaa !10, !alias.scope !16, !noalias !19
  store <2 x double> %69, ptr %71, align 8, !tbaa !10, !alias.scope !19
  store <2 x double> %70, ptr %72, align 8, !tbaa !10, !alias.scope !19
  %75 = add nuw i64 %66, 4
  %76 = icmp eq i64 %75, %22
  br i1 %76, label %77, label %65, !llvm.loop !21

77:                                               ; preds = %65
  br i1 %23, label %95, label %57

78:                                               ; preds = %78, %45
  %79 = phi i64 [ %32, %45 ], [ %93, %78 ]
  %80 = phi i32 [ %44, %45 ], [ %92, %78 ]
  %81 = shl nsw i64 %79, 5
  %82 = getelementptr inbounds i8, ptr %46, i64 %81
  %83 = load double, ptr %82, align 8, !tbaa !10
  %84 = tail call double @llvm.fabs.f64(double %83)
  %85 = shl nsw i32 %80, 2
  %86 = sext i32 %85 to i64
  %87 = getelementptr double, ptr %46, i64 %86
  %88 = load double, ptr %87, align 8, !tbaa !10
  %89 = tail call double @llvm.fabs.f64(double %88)
  %90 = fcmp ogt double %84, %89
  %91 = trunc nuw nsw i64 %79 to i32
  %92 = select i1 %90, i32 %91, i32 %80
  %93 = add nuw nsw i64 %79, 1
  %94 = icmp eq i64 %93, %11
  br i1 %94, label %47, label %78, !llvm.loop !24

95:                                               ; preds = %101, %77
  %96 = getelementptr inbounds double, ptr %6, i64 %31
  %97 = load double, ptr %96, align 8, !tbaa !10
  %98 = sext i32 %48 to i64
  %99 = getelementptr inbounds double, ptr %6, i64 %98
  %100 = load double, ptr %99, align 8, !tbaa !10
  store double %100, ptr %96, align 8, !tbaa !10
  store double %97, ptr %99, align 8, !tbaa !10
  br label %109

101:                                              ; preds = %57, %101
  %102 = phi i64 [ %107, %101 ], [ %58, %57 ]
  %103 = getelementptr inbounds double, ptr %55, i64 %102
  %104 = load double, ptr %103, align 8, !tbaa !10
  %105 = getelementptr double, ptr %56, i64 %102
  %106 = load double, ptr %105, align 8, !tbaa !10
  store double %106, ptr %103, align 8, !tbaa !10
  store double %104, ptr %105, align 8, !tbaa !10
  %107 = add nuw nsw i64 %102, 1
  %108 = icmp eq i64 %107, %11
  br i1 %108, label %95, label %101, !llvm.loop !25

109:                                              ; preds = %95, %47
  br i1 %43, label %110, label %24

110:                                              ; preds = %109
  %111 = mul nuw nsw i64 %31, 40
  %112 = getelementptr inbounds i8, ptr %5, i64 %111
  %113 = getelementptr inbounds double, ptr %6, i64 %31
  %114 = shl i64 %31, 2
  %115 = and i64 %114, 4294967292
  %116 = getelementptr inbounds double, ptr %5, i64 %31
  %117 = getelementptr inbounds double, ptr %5, i64 %115
  %118 = icmp ult i64 %34, 4
  %119 = and i64 %34, -4
  %120 = add i64 %32, %119
  %121 = icmp eq i64 %34, %119
  br label %122

122:                                              ; preds = %163, %110
  %123 = phi i30 [ %170, %163 ], [ 0, %110 ]
  %124 = phi i64 [ %168, %163 ], [ %32, %110 ]
  %125 = shl nsw i64 %124, 2
  %126 = getelementptr inbounds double, ptr %116, i64 %125
  %127 = load double, ptr %126, align 8, !tbaa !10
  %128 = load double, ptr %112, align 8, !tbaa !10
  %129 = fdiv double %127, %128
  store double %129, ptr %126, align 8, !tbaa !10
  %130 = fneg double %129
  %131 = and i64 %125, 4294967292
  %132 = getelementptr inbounds double, ptr %5, i64 %131
  br i1 %118, label %133, label %135

133:                                              ; preds = %162, %135, %122
  %134 = phi i64 [ %32, %135 ], [ %32, %122 ], [ %120, %162 ]
  br label %171

135:                                              ; preds = %122
  %136 = add i30 %123, %37
  %137 = zext i30 %136 to i64
  %138 = shl nuw nsw i64 %137, 5
  %139 = getelementptr i8, ptr %13, i64 %138
  %140 = getelementptr i8, ptr %36, i64 %138
  %141 = icmp ult ptr %140, %41
  %142 = icmp ult ptr %40, %139
  %143 = and i1 %141, %142
  br i1 %143, label %133, label %144

144:                                              ; preds = %135
  %145 = insertelement <2 x double> poison, double %130, i64 0
  %146 = shufflevector <2 x double> %145, <2 x double> poison, <2 x i32> zeroinitializer
  br label %147

147:                                              ; preds = %147, %144
  %148 = phi i64 [ 0, %144 ], [ %160, %147 ]
  %149 = add i64 %32, %148
  %150 = getelementptr inbounds double, ptr %117, i64 %149
  %151 = getelementptr inbounds i8, ptr %150, i64 16
  %152 = load <2 x double>, ptr %150, align 8, !tbaa !10, !alias.scope !26
  %153 = load <2 x double>, ptr %151, align 8, !tbaa !10, !alias.scope !26
  %154 = getelementptr inbounds double, ptr %132, i64 %149
  %155 = getelementptr inbounds i8, ptr %154, i64 16
  %156 = load <2 x double>, ptr %154, align 8, !tbaa !10, !alias.scope !29, !noalias !26
  %157 = load <2 x double>, ptr %155, align 8, !tbaa !10, !alias.scope !29, !noalias !26
  %158 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %146, <2 x double> %152, <2 x double> %156)
  %159 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %146, <2 x double> %153, <2 x double> %157)
  store <2 x double> %158, ptr %154, align 8, !tbaa !10, !alias.scope !29, !noalias !26
  store <2 x double> %159, ptr %155, align 8, !tbaa !10, !alias.scope !29, !noalias !26
  %160 = add nuw i64 %148, 4
  %161 = icmp eq i64 %160, %119
  br i1 %161, label %162, label %147, !llvm.loop !31

162:                                              ; preds = %147
  br i1 %121, label %163, label %133

163:                                              ; preds = %171, %162
  %164 = load double, ptr %113, align 8, !tbaa !10
  %165 = getelementptr inbounds double, ptr %6, i64 %124
  %166 = load double, ptr %165, align 8, !tbaa !10
  %167 = tail call double @llvm.fmuladd.f64(double %130, double %164, double %166)
  store double %167, ptr %165, align 8, !tbaa !10
  %168 = add nuw nsw i64 %124, 1
  %169 = icmp eq i64 %168, %11
  %170 = add i30 %123, 1
  br i1 %169, label %24, label %122, !llvm.loop !32

171:                                              ; preds = %133, %171
  %172 = phi i64 [ %178, %171 ], [ %134, %133 ]
  %173 = getelementptr inbounds double, ptr %117, i64 %172
  %174 = load double, ptr %173, align 8, !tbaa !10
  %175 = getelementptr inbounds double, ptr %132, i64 %172
  %176 = load double, ptr %175, align 8, !tbaa !10
  %177 = tail call double @llvm.fmuladd.f64(double %130, double %174, double %176)
  store double %177, ptr %175, align 8, !tbaa !10
  %178 = add nuw nsw i64 %172, 1
  %179 = icmp eq i64 %178, %11
  br i1 %179, label %163, label %171, !llvm.loop !33

180:                                              ; preds = %27, %226
  %181 = phi i32 [ 0, %27 ], [ %233, %226 ]
  %182 = phi i64 [ %11, %27 ], [ %189, %226 ]
  %183 = sub i32 %28, %181
  %184 = call i32 @llvm.smax.i32(i32 %3, i32 %183)
  %185 = add i32 %181, %29
  %186 = add i32 %184, %185
  %187 = zext i32 %186 to i64
  %188 = add nuw nsw i64 %187, 1
  %189 = add nsw i64 %182, -1
  %190 = getelementptr inbounds double, ptr %6, i64 %189
  %191 = load double, ptr %190, align 8, !tbaa !10
  %192 = icmp slt i64 %182, %11
  br i1 %192, label %193, label %226

193:                                              ; preds = %180
  %194 = shl i64 %189, 2
  %195 = and i64 %194, 4294967292
  %196 = getelementptr double, ptr %5, i64 %195
  %197 = icmp ult i32 %186, 3
  br i1 %197, label %198, label %201

198:                                              ; preds = %224, %193
  %199 = phi i64 [ %182, %193 ], [ %203, %224 ]
  %200 = phi double [ %191, %193 ], [ %221, %224 ]
  br label %234

201:                                              ; preds = %193
  %202 = and i64 %188, 8589934588
  %203 = add i64 %182, %202
  br label %204

204:                                              ; preds = %204, %201
  %205 = phi i64 [ 0, %201 ], [ %222, %204 ]
  %206 = phi double [ %191, %201 ], [ %221, %204 ]
  %207 = add i64 %182, %205
  %208 = getelementptr double, ptr %196, i64 %207
  %209 = getelementptr i8, ptr %208, i64 16
  %210 = load <2 x double>, ptr %208, align 8, !tbaa !10
  %211 = load <2 x double>, ptr %209, align 8, !tbaa !10
  %212 = getelementptr inbounds double, ptr %6, i64 %207
  %213 = getelementptr inbounds i8, ptr %212, i64 16
  %214 = load <2 x double>, ptr %212, align 8, !tbaa !10
  %215 = load <2 x double>, ptr %213, align 8, !tbaa !10
  %216 = fneg <2 x double> %210
  %217 = fneg <2 x double> %211
  %218 = fmul <2 x double> %214, %216
  %219 = fmul <2 x double> %215, %217
  %220 = call double @llvm.vector.reduce.fadd.v2f64(double %206, <2 x double> %218)
  %221 = call double @llvm.vector.reduce.fadd.v2f64(double %220, <2 x double> %219)
  %222 = add nuw i64 %205, 4
  %223 = icmp eq i64 %222, %202
  br i1 %223, label %224, label %204, !llvm.loop !34

224:                                              ; preds = %204
  %225 = icmp eq i64 %188, %202
  br i1 %225, label %226, label %198

226:                                              ; preds = %234, %224, %180
  %227 = phi double [ %191, %180 ], [ %221, %224 ], [ %242, %234 ]
  %228 = mul nsw i64 %189, 40
  %229 = getelementptr inbounds i8, ptr %5, i64 %228
  %230 = load double, ptr %229, align 8, !tbaa !10
  %231 = fdiv double %227, %230
  store double %231, ptr %190, align 8, !tbaa !10
  %232 = icmp sgt i64 %182, 1
  %233 = add i32 %181, 1
  br i1 %232, label %180, label %246, !llvm.loop !35

234:                                              ; preds = %198, %234
  %235 = phi i64 [ %243, %234 ], [ %199, %198 ]
  %236 = phi double [ %242, %234 ], [ %200, %198 ]
  %237 = getelementptr double, ptr %196, i64 %235
  %238 = load double, ptr %237, align 8, !tbaa !10
  %239 = getelementptr inbounds double, ptr %6, i64 %235
  %240 = load double, ptr %239, align 8, !tbaa !10
  %241 = fneg double %238
  %242 = tail call double @llvm.fmuladd.f64(double %241, double %240, double %236)
  %243 = add nuw nsw i64 %235, 1
  %244 = trunc nuw i64 %243 to i32
  %245 = icmp slt i32 %244, %3
  br i1 %245, label %234, label %226, !llvm.loop !36

246:                                              ; preds = %226
  br i1 %7, label %247, label %278

247:                                              ; preds = %246
  %248 = zext nneg i32 %3 to i64
  %249 = icmp ult i32 %3, 4
  br i1 %249, label %250, label %253

250:                                              ; preds = %276, %247
  %251 = phi i64 [ 0, %247 ], [ %254, %276 ]
  %252 = phi double [ 0.000000e+00, %247 ], [ %273, %276 ]
  br label %280

253:                                              ; preds = %247
  %254 = and i64 %11, 2147483644
  br label %255

255:                                              ; preds = %255, %253
  %256 = phi i64 [ 0, %253 ], [ %274, %255 ]
  %257 = phi double [ 0.000000e+00, %253 ], [ %273, %255 ]
  %258 = getelementptr inbounds double, ptr %2, i64 %256
  %259 = getelementptr inbounds i8, ptr %258, i64 16
  %260 = load <2 x double>, ptr %258, align 8, !tbaa !10
  %261 = load <2 x double>, ptr %259, align 8, !tbaa !10
  %262 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %256
  %263 = getelementptr inbounds i8, ptr %262, i64 16
  %264 = load <2 x double>, ptr %262, align 8, !tbaa !10
  %265 = load <2 x double>, ptr %263, align 8, !tbaa !10
  %266 = fmul <2 x double> %264, <double 1.000000e-01, double 1.000000e-01>
  %267 = fmul <2 x double> %265, <double 1.000000e-01, double 1.000000e-01>
  %268 = fmul <2 x double> %264, %266
  %269 = fmul <2 x double> %265, %267
  %270 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %260, <2 x double> %264, <2 x double> %268)
  %271 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %261, <2 x double> %265, <2 x double> %269)
  %272 = call double @llvm.vector.reduce.fadd.v2f64(double %257, <2 x double> %270)
  %273 = call double @llvm.vector.reduce.fadd.v2f64(double %272, <2 x double> %271)
  %274 = add nuw i64 %256, 4
  %275 = icmp eq i64 %274, %254
  br i1 %275, label %276, label %255, !llvm.loop !37

276:                                              ; preds = %255
  %277 = icmp eq i64 %254, %11
  br i1 %277, label %278, label %250

278:                                              ; preds = %280, %276, %4, %246
  %279 = phi double [ 0.000000e+00, %246 ], [ 0.000000e+00, %4 ], [ %273, %276 ], [ %290, %280 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #10
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %5) #10
  ret double %279

280:                                              ; preds = %250, %280
  %281 = phi i64 [ %291, %280 ], [ %251, %250 ]
  %282 = phi double [ %290, %280 ], [ %252, %250 ]
  %283 = getelementptr inbounds double, ptr %2, i64 %281
  %284 = load double, ptr %283, align 8, !tbaa !10
  %285 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %281
  %286 = load double, ptr %285, align 8, !tbaa !10
  %287 = fmul double %286, 1.000000e-01
  %288 = fmul double %286, %287
  %289 = tail call double @llvm.fmuladd.f64(double %284, double %286, double %288)
  %290 = fadd double %282, %289
  %291 = add nuw nsw i64 %281, 1
  %292 = icmp eq i64 %291, %248
  br i1 %292, label %278, label %280, !llvm.loop !38
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v2f64(double, <2 x double>) #9

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
!16 = !{!17}
!17 = distinct !{!17, !18}
!18 = distinct !{!18, !"LVerDomain"}
!19 = !{!20}
!20 = distinct !{!20, !18}
!21 = distinct !{!21, !13, !22, !23}
!22 = !{!"llvm.loop.isvectorized", i32 1}
!23 = !{!"llvm.loop.unroll.runtime.disable"}
!24 = distinct !{!24, !13}
!25 = distinct !{!25, !13, !22}
!26 = !{!27}
!27 = distinct !{!27, !28}
!28 = distinct !{!28, !"LVerDomain"}
!29 = !{!30}
!30 = distinct !{!30, !28}
!31 = distinct !{!31, !13, !22, !23}
!32 = distinct !{!32, !13}
!33 = distinct !{!33, !13, !22}
!34 = distinct !{!34, !13, !22, !23}
!35 = distinct !{!35, !13}
!36 = distinct !{!36, !13, !23, !22}
!37 = distinct !{!37, !13, !22, !23}
!38 = distinct !{!38, !13, !23, !22}
