; ModuleID = 'rev/53_lu_solve.c'
source_filename = "rev/53_lu_solve.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.A = private unnamed_addr constant [16 x double] [double 5.000000e-01, double 1.000000e+00, double -3.000000e-01, double 2.000000e-01, double 2.000000e+00, double 3.000000e-01, double 8.000000e-01, double -5.000000e-01, double -4.000000e-01, double 1.500000e+00, double 3.000000e+00, double 6.000000e-01, double 0x3FE6666666666666, double -9.000000e-01, double 1.000000e-01, double 2.500000e+00], align 16
@__const.main.b = private unnamed_addr constant [4 x double] [double 1.000000e+00, double -2.000000e+00, double 5.000000e-01, double 1.500000e+00], align 16
@__const.main.c = private unnamed_addr constant [4 x double] [double 3.000000e-01, double 1.000000e+00, double 0xBFE6666666666666, double 4.000000e-01], align 16
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
  %2 = alloca [16 x double], align 16
  %3 = alloca [4 x double], align 16
  %4 = alloca [4 x double], align 16
  %5 = alloca [16 x double], align 16
  %6 = alloca [4 x double], align 16
  %7 = alloca [64 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 4, ptr %1, align 4, !tbaa !5
  %8 = load volatile i32, ptr %1, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %2) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %2, ptr noundef nonnull align 16 dereferenceable(128) @__const.main.A, i64 128, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %3, ptr noundef nonnull align 16 dereferenceable(32) @__const.main.b, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %4, ptr noundef nonnull align 16 dereferenceable(32) @__const.main.c, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %5) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %5, i8 0, i64 128, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %6, i8 0, i64 32, i1 false)
  %9 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %10 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %11 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @objective, i32 noundef %9, ptr noundef nonnull %2, ptr noundef nonnull %5, i32 noundef %9, ptr noundef nonnull %3, ptr noundef nonnull %6, i32 noundef %10, ptr noundef nonnull %4, i32 noundef %10, i32 noundef %8) #10
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #10
  br label %12

12:                                               ; preds = %0, %12
  %13 = phi i64 [ 0, %0 ], [ %39, %12 ]
  %14 = getelementptr inbounds [16 x double], ptr %2, i64 0, i64 %13
  %15 = load double, ptr %14, align 8, !tbaa !9
  %16 = fadd double %15, 0x3EB0C6F7A0B5ED8D
  store double %16, ptr %14, align 8, !tbaa !9
  %17 = call double @objective(ptr noundef nonnull %2, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %8)
  %18 = fadd double %15, 0xBEB0C6F7A0B5ED8D
  store double %18, ptr %14, align 8, !tbaa !9
  %19 = call double @objective(ptr noundef nonnull %2, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %8)
  store double %15, ptr %14, align 8, !tbaa !9
  %20 = trunc nuw nsw i64 %13 to i32
  %21 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i64 noundef 64, ptr noundef nonnull @.str, i32 noundef %20) #10
  %22 = getelementptr inbounds [16 x double], ptr %5, i64 0, i64 %13
  %23 = load double, ptr %22, align 8, !tbaa !9
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
  %37 = load i32, ptr @fails, align 4, !tbaa !5
  %38 = add nsw i32 %37, %36
  store i32 %38, ptr @fails, align 4, !tbaa !5
  %39 = add nuw nsw i64 %13, 1
  %40 = icmp eq i64 %39, 16
  br i1 %40, label %48, label %12, !llvm.loop !11

41:                                               ; preds = %48
  %42 = icmp eq i32 %74, 0
  %43 = select i1 %42, ptr @.str.4, ptr @.str.3
  %44 = call i32 @puts(ptr nonnull dereferenceable(1) %43)
  %45 = load i32, ptr @fails, align 4, !tbaa !5
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
  %51 = load double, ptr %50, align 8, !tbaa !9
  %52 = fadd double %51, 0x3EB0C6F7A0B5ED8D
  store double %52, ptr %50, align 8, !tbaa !9
  %53 = call double @objective(ptr noundef nonnull %2, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %8)
  %54 = fadd double %51, 0xBEB0C6F7A0B5ED8D
  store double %54, ptr %50, align 8, !tbaa !9
  %55 = call double @objective(ptr noundef nonnull %2, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %8)
  store double %51, ptr %50, align 8, !tbaa !9
  %56 = trunc nuw nsw i64 %49 to i32
  %57 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i64 noundef 64, ptr noundef nonnull @.str.1, i32 noundef %56) #10
  %58 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %49
  %59 = load double, ptr %58, align 8, !tbaa !9
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
  %73 = load i32, ptr @fails, align 4, !tbaa !5
  %74 = add nsw i32 %73, %72
  store i32 %74, ptr @fails, align 4, !tbaa !5
  %75 = add nuw nsw i64 %49, 1
  %76 = icmp eq i64 %75, 4
  br i1 %76, label %41, label %48, !llvm.loop !13
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
  %5 = alloca [16 x double], align 16
  %6 = alloca [4 x double], align 16
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %5) #10
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %5, ptr noundef nonnull align 8 dereferenceable(128) %0, i64 128, i1 false), !tbaa !9
  %7 = icmp sgt i32 %3, 0
  br i1 %7, label %8, label %263

8:                                                ; preds = %4
  %9 = zext nneg i32 %3 to i64
  %10 = shl nuw nsw i64 %9, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %6, ptr align 8 %1, i64 %10, i1 false), !tbaa !9
  %11 = zext nneg i32 %3 to i64
  %12 = shl nuw nsw i64 %11, 3
  %13 = getelementptr i8, ptr %5, i64 %12
  %14 = getelementptr i8, ptr %5, i64 %12
  %15 = mul nuw nsw i64 %11, 40
  %16 = getelementptr i8, ptr %5, i64 %15
  %17 = getelementptr i8, ptr %16, i64 -32
  %18 = shl nuw nsw i64 %11, 3
  %19 = getelementptr i8, ptr %5, i64 %18
  %20 = add nsw i64 %11, -1
  %21 = getelementptr i8, ptr %5, i64 8
  %22 = icmp ult i32 %3, 4
  %23 = and i64 %11, 2147483644
  %24 = icmp eq i64 %23, %11
  %25 = and i64 %11, 1
  %26 = icmp eq i64 %25, 0
  %27 = add nsw i64 %11, -1
  br label %31

28:                                               ; preds = %191, %124
  %29 = add nuw nsw i64 %33, 1
  %30 = icmp eq i64 %43, %11
  br i1 %30, label %214, label %31, !llvm.loop !14

31:                                               ; preds = %28, %8
  %32 = phi i64 [ 0, %8 ], [ %43, %28 ]
  %33 = phi i64 [ 1, %8 ], [ %29, %28 ]
  %34 = xor i64 %32, -1
  %35 = add nsw i64 %34, %11
  %36 = shl nuw nsw i64 %32, 3
  %37 = getelementptr i8, ptr %21, i64 %36
  %38 = trunc i64 %33 to i30
  %39 = shl i64 %32, 5
  %40 = and i64 %39, 34359738336
  %41 = getelementptr i8, ptr %37, i64 %40
  %42 = getelementptr i8, ptr %14, i64 %40
  %43 = add nuw nsw i64 %32, 1
  %44 = icmp ult i64 %43, %11
  %45 = trunc nuw nsw i64 %32 to i32
  br i1 %44, label %46, label %48

46:                                               ; preds = %31
  %47 = getelementptr inbounds double, ptr %5, i64 %32
  br label %88

48:                                               ; preds = %88, %31
  %49 = phi i32 [ %45, %31 ], [ %102, %88 ]
  %50 = zext i32 %49 to i64
  %51 = icmp eq i64 %32, %50
  br i1 %51, label %124, label %52

52:                                               ; preds = %48
  %53 = shl nsw i32 %49, 2
  %54 = sext i32 %53 to i64
  %55 = shl nsw i64 %32, 5
  %56 = getelementptr inbounds i8, ptr %5, i64 %55
  %57 = getelementptr double, ptr %5, i64 %54
  br i1 %22, label %58, label %69

58:                                               ; preds = %87, %69, %52
  %59 = phi i64 [ 0, %69 ], [ 0, %52 ], [ %23, %87 ]
  br i1 %26, label %66, label %60

60:                                               ; preds = %58
  %61 = getelementptr inbounds double, ptr %56, i64 %59
  %62 = load double, ptr %61, align 16, !tbaa !9
  %63 = getelementptr double, ptr %57, i64 %59
  %64 = load double, ptr %63, align 16, !tbaa !9
  store double %64, ptr %61, align 16, !tbaa !9
  store double %62, ptr %63, align 16, !tbaa !9
  %65 = or disjoint i64 %59, 1
  br label %66

66:                                               ; preds = %60, %58
  %67 = phi i64 [ %59, %58 ], [ %65, %60 ]
  %68 = icmp eq i64 %20, %59
  br i1 %68, label %105, label %111

69:                                               ; preds = %52
  %70 = shl nsw i64 %54, 3
  %71 = getelementptr i8, ptr %19, i64 %70
  %72 = icmp ult ptr %5, %71
  %73 = icmp ult ptr %57, %17
  %74 = and i1 %72, %73
  br i1 %74, label %58, label %75

75:                                               ; preds = %69, %75
  %76 = phi i64 [ %85, %75 ], [ 0, %69 ]
  %77 = getelementptr inbounds double, ptr %56, i64 %76
  %78 = getelementptr inbounds i8, ptr %77, i64 16
  %79 = load <2 x double>, ptr %77, align 16, !tbaa !9, !alias.scope !15, !noalias !18
  %80 = load <2 x double>, ptr %78, align 16, !tbaa !9, !alias.scope !15, !noalias !18
  %81 = getelementptr double, ptr %57, i64 %76
  %82 = getelementptr i8, ptr %81, i64 16
  %83 = load <2 x double>, ptr %81, align 16, !tbaa !9, !alias.scope !18
  %84 = load <2 x double>, ptr %82, align 16, !tbaa !9, !alias.scope !18
  store <2 x double> %83, ptr %77, align 16, !tbaa !9, !alias.scope !15, !noalias !18
  store <2 x double> %84, ptr %78, align 16, !tbaa !9, !alias.scope !15, !noalias !18
  store <2 x double> %79, ptr %81, align 16, !tbaa !9, !alias.scope !18
  store <2 x double> %80, ptr %82, align 16, !tbaa !9, !alias.scope !18
  %85 = add nuw i64 %76, 4
  %86 = icmp eq i64 %85, %23
  br i1 %86, label %87, label %75, !llvm.loop !20

87:                                               ; preds = %75
  br i1 %24, label %105, label %58

88:                                               ; preds = %88, %46
  %89 = phi i64 [ %33, %46 ], [ %103, %88 ]
  %90 = phi i32 [ %45, %46 ], [ %102, %88 ]
  %91 = shl nsw i64 %89, 5
  %92 = getelementptr inbounds i8, ptr %47, i64 %91
  %93 = load double, ptr %92, align 8, !tbaa !9
  %94 = tail call double @llvm.fabs.f64(double %93)
  %95 = shl nsw i32 %90, 2
  %96 = sext i32 %95 to i64
  %97 = getelementptr double, ptr %47, i64 %96
  %98 = load double, ptr %97, align 8, !tbaa !9
  %99 = tail call double @llvm.fabs.f64(double %98)
  %100 = fcmp ogt double %94, %99
  %101 = trunc nuw nsw i64 %89 to i32
  %102 = select i1 %100, i32 %101, i32 %90
  %103 = add nuw nsw i64 %89, 1
  %104 = icmp eq i64 %103, %11
  br i1 %104, label %48, label %88, !llvm.loop !23

105:                                              ; preds = %66, %111, %87
  %106 = getelementptr inbounds double, ptr %6, i64 %32
  %107 = load double, ptr %106, align 8, !tbaa !9
  %108 = sext i32 %49 to i64
  %109 = getelementptr inbounds double, ptr %6, i64 %108
  %110 = load double, ptr %109, align 8, !tbaa !9
  store double %110, ptr %106, align 8, !tbaa !9
  store double %107, ptr %109, align 8, !tbaa !9
  br label %124

111:                                              ; preds = %66, %111
  %112 = phi i64 [ %122, %111 ], [ %67, %66 ]
  %113 = getelementptr inbounds double, ptr %56, i64 %112
  %114 = load double, ptr %113, align 8, !tbaa !9
  %115 = getelementptr double, ptr %57, i64 %112
  %116 = load double, ptr %115, align 8, !tbaa !9
  store double %116, ptr %113, align 8, !tbaa !9
  store double %114, ptr %115, align 8, !tbaa !9
  %117 = add nuw nsw i64 %112, 1
  %118 = getelementptr inbounds double, ptr %56, i64 %117
  %119 = load double, ptr %118, align 8, !tbaa !9
  %120 = getelementptr double, ptr %57, i64 %117
  %121 = load double, ptr %120, align 8, !tbaa !9
  store double %121, ptr %118, align 8, !tbaa !9
  store double %119, ptr %120, align 8, !tbaa !9
  %122 = add nuw nsw i64 %112, 2
  %123 = icmp eq i64 %122, %11
  br i1 %123, label %105, label %111, !llvm.loop !24

124:                                              ; preds = %105, %48
  br i1 %44, label %125, label %28

125:                                              ; preds = %124
  %126 = mul nuw nsw i64 %32, 40
  %127 = getelementptr inbounds i8, ptr %5, i64 %126
  %128 = getelementptr inbounds double, ptr %6, i64 %32
  %129 = shl i64 %32, 2
  %130 = and i64 %129, 4294967292
  %131 = getelementptr inbounds double, ptr %5, i64 %32
  %132 = getelementptr inbounds double, ptr %5, i64 %130
  %133 = icmp ult i64 %35, 4
  %134 = and i64 %35, -4
  %135 = add i64 %33, %134
  %136 = icmp eq i64 %35, %134
  br label %137

137:                                              ; preds = %191, %125
  %138 = phi i30 [ %198, %191 ], [ 0, %125 ]
  %139 = phi i64 [ %196, %191 ], [ %33, %125 ]
  %140 = shl nsw i64 %139, 2
  %141 = getelementptr inbounds double, ptr %131, i64 %140
  %142 = load double, ptr %141, align 8, !tbaa !9
  %143 = load double, ptr %127, align 8, !tbaa !9
  %144 = fdiv double %142, %143
  store double %144, ptr %141, align 8, !tbaa !9
  %145 = fneg double %144
  %146 = and i64 %140, 4294967292
  %147 = getelementptr inbounds double, ptr %5, i64 %146
  br i1 %133, label %148, label %163

148:                                              ; preds = %190, %163, %137
  %149 = phi i64 [ %33, %163 ], [ %33, %137 ], [ %135, %190 ]
  %150 = sub i64 %11, %149
  %151 = and i64 %150, 1
  %152 = icmp eq i64 %151, 0
  br i1 %152, label %160, label %153

153:                                              ; preds = %148
  %154 = getelementptr inbounds double, ptr %132, i64 %149
  %155 = load double, ptr %154, align 8, !tbaa !9
  %156 = getelementptr inbounds double, ptr %147, i64 %149
  %157 = load double, ptr %156, align 8, !tbaa !9
  %158 = tail call double @llvm.fmuladd.f64(double %145, double %155, double %157)
  store double %158, ptr %156, align 8, !tbaa !9
  %159 = add nuw nsw i64 %149, 1
  br label %160

160:                                              ; preds = %153, %148
  %161 = phi i64 [ %149, %148 ], [ %159, %153 ]
  %162 = icmp eq i64 %149, %27
  br i1 %162, label %191, label %199

163:                                              ; preds = %137
  %164 = add i30 %138, %38
  %165 = zext i30 %164 to i64
  %166 = shl nuw nsw i64 %165, 5
  %167 = getelementptr i8, ptr %13, i64 %166
  %168 = getelementptr i8, ptr %37, i64 %166
  %169 = icmp ult ptr %168, %42
  %170 = icmp ult ptr %41, %167
  %171 = and i1 %169, %170
  br i1 %171, label %148, label %172

172:                                              ; preds = %163
  %173 = insertelement <2 x double> poison, double %145, i64 0
  %174 = shufflevector <2 x double> %173, <2 x double> poison, <2 x i32> zeroinitializer
  br label %175

175:                                              ; preds = %175, %172
  %176 = phi i64 [ 0, %172 ], [ %188, %175 ]
  %177 = add i64 %33, %176
  %178 = getelementptr inbounds double, ptr %132, i64 %177
  %179 = getelementptr inbounds i8, ptr %178, i64 16
  %180 = load <2 x double>, ptr %178, align 8, !tbaa !9, !alias.scope !25
  %181 = load <2 x double>, ptr %179, align 8, !tbaa !9, !alias.scope !25
  %182 = getelementptr inbounds double, ptr %147, i64 %177
  %183 = getelementptr inbounds i8, ptr %182, i64 16
  %184 = load <2 x double>, ptr %182, align 8, !tbaa !9, !alias.scope !28, !noalias !25
  %185 = load <2 x double>, ptr %183, align 8, !tbaa !9, !alias.scope !28, !noalias !25
  %186 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %174, <2 x double> %180, <2 x double> %184)
  %187 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %174, <2 x double> %181, <2 x double> %185)
  store <2 x double> %186, ptr %182, align 8, !tbaa !9, !alias.scope !28, !noalias !25
  store <2 x double> %187, ptr %183, align 8, !tbaa !9, !alias.scope !28, !noalias !25
  %188 = add nuw i64 %176, 4
  %189 = icmp eq i64 %188, %134
  br i1 %189, label %190, label %175, !llvm.loop !30

190:                                              ; preds = %175
  br i1 %136, label %191, label %148

191:                                              ; preds = %160, %199, %190
  %192 = load double, ptr %128, align 8, !tbaa !9
  %193 = getelementptr inbounds double, ptr %6, i64 %139
  %194 = load double, ptr %193, align 8, !tbaa !9
  %195 = tail call double @llvm.fmuladd.f64(double %145, double %192, double %194)
  store double %195, ptr %193, align 8, !tbaa !9
  %196 = add nuw nsw i64 %139, 1
  %197 = icmp eq i64 %196, %11
  %198 = add i30 %138, 1
  br i1 %197, label %28, label %137, !llvm.loop !31

199:                                              ; preds = %160, %199
  %200 = phi i64 [ %212, %199 ], [ %161, %160 ]
  %201 = getelementptr inbounds double, ptr %132, i64 %200
  %202 = load double, ptr %201, align 8, !tbaa !9
  %203 = getelementptr inbounds double, ptr %147, i64 %200
  %204 = load double, ptr %203, align 8, !tbaa !9
  %205 = tail call double @llvm.fmuladd.f64(double %145, double %202, double %204)
  store double %205, ptr %203, align 8, !tbaa !9
  %206 = add nuw nsw i64 %200, 1
  %207 = getelementptr inbounds double, ptr %132, i64 %206
  %208 = load double, ptr %207, align 8, !tbaa !9
  %209 = getelementptr inbounds double, ptr %147, i64 %206
  %210 = load double, ptr %209, align 8, !tbaa !9
  %211 = tail call double @llvm.fmuladd.f64(double %145, double %208, double %210)
  store double %211, ptr %209, align 8, !tbaa !9
  %212 = add nuw nsw i64 %200, 2
  %213 = icmp eq i64 %212, %11
  br i1 %213, label %191, label %199, !llvm.loop !32

214:                                              ; preds = %28, %224
  %215 = phi i64 [ %216, %224 ], [ %11, %28 ]
  %216 = add nsw i64 %215, -1
  %217 = getelementptr inbounds double, ptr %6, i64 %216
  %218 = load double, ptr %217, align 8, !tbaa !9
  %219 = icmp slt i64 %215, %11
  br i1 %219, label %220, label %224

220:                                              ; preds = %214
  %221 = shl i64 %216, 2
  %222 = and i64 %221, 4294967292
  %223 = getelementptr double, ptr %5, i64 %222
  br label %231

224:                                              ; preds = %231, %214
  %225 = phi double [ %218, %214 ], [ %239, %231 ]
  %226 = mul nsw i64 %216, 40
  %227 = getelementptr inbounds i8, ptr %5, i64 %226
  %228 = load double, ptr %227, align 8, !tbaa !9
  %229 = fdiv double %225, %228
  store double %229, ptr %217, align 8, !tbaa !9
  %230 = icmp sgt i64 %215, 1
  br i1 %230, label %214, label %243, !llvm.loop !33

231:                                              ; preds = %231, %220
  %232 = phi i64 [ %215, %220 ], [ %240, %231 ]
  %233 = phi double [ %218, %220 ], [ %239, %231 ]
  %234 = getelementptr double, ptr %223, i64 %232
  %235 = load double, ptr %234, align 8, !tbaa !9
  %236 = getelementptr inbounds double, ptr %6, i64 %232
  %237 = load double, ptr %236, align 8, !tbaa !9
  %238 = fneg double %235
  %239 = tail call double @llvm.fmuladd.f64(double %238, double %237, double %233)
  %240 = add nuw nsw i64 %232, 1
  %241 = trunc nuw i64 %240 to i32
  %242 = icmp slt i32 %241, %3
  br i1 %242, label %231, label %224, !llvm.loop !34

243:                                              ; preds = %224
  br i1 %7, label %244, label %263

244:                                              ; preds = %243
  %245 = and i64 %11, 1
  %246 = icmp eq i64 %20, 0
  br i1 %246, label %249, label %247

247:                                              ; preds = %244
  %248 = and i64 %11, 2147483646
  br label %265

249:                                              ; preds = %265, %244
  %250 = phi double [ poison, %244 ], [ %285, %265 ]
  %251 = phi i64 [ 0, %244 ], [ %286, %265 ]
  %252 = phi double [ 0.000000e+00, %244 ], [ %285, %265 ]
  %253 = icmp eq i64 %245, 0
  br i1 %253, label %263, label %254

254:                                              ; preds = %249
  %255 = getelementptr inbounds double, ptr %2, i64 %251
  %256 = load double, ptr %255, align 8, !tbaa !9
  %257 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %251
  %258 = load double, ptr %257, align 8, !tbaa !9
  %259 = fmul double %258, 1.000000e-01
  %260 = fmul double %258, %259
  %261 = tail call double @llvm.fmuladd.f64(double %256, double %258, double %260)
  %262 = fadd double %252, %261
  br label %263

263:                                              ; preds = %254, %249, %4, %243
  %264 = phi double [ 0.000000e+00, %243 ], [ 0.000000e+00, %4 ], [ %250, %249 ], [ %262, %254 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #10
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %5) #10
  ret double %264

265:                                              ; preds = %265, %247
  %266 = phi i64 [ 0, %247 ], [ %286, %265 ]
  %267 = phi double [ 0.000000e+00, %247 ], [ %285, %265 ]
  %268 = phi i64 [ 0, %247 ], [ %287, %265 ]
  %269 = getelementptr inbounds double, ptr %2, i64 %266
  %270 = load double, ptr %269, align 8, !tbaa !9
  %271 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %266
  %272 = load double, ptr %271, align 16, !tbaa !9
  %273 = fmul double %272, 1.000000e-01
  %274 = fmul double %272, %273
  %275 = tail call double @llvm.fmuladd.f64(double %270, double %272, double %274)
  %276 = fadd double %267, %275
  %277 = or disjoint i64 %266, 1
  %278 = getelementptr inbounds double, ptr %2, i64 %277
  %279 = load double, ptr %278, align 8, !tbaa !9
  %280 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %277
  %281 = load double, ptr %280, align 8, !tbaa !9
  %282 = fmul double %281, 1.000000e-01
  %283 = fmul double %281, %282
  %284 = tail call double @llvm.fmuladd.f64(double %279, double %281, double %283)
  %285 = fadd double %276, %284
  %286 = add nuw nsw i64 %266, 2
  %287 = add i64 %268, 2
  %288 = icmp eq i64 %287, %248
  br i1 %288, label %249, label %265, !llvm.loop !35
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
!15 = !{!16}
!16 = distinct !{!16, !17}
!17 = distinct !{!17, !"LVerDomain"}
!18 = !{!19}
!19 = distinct !{!19, !17}
!20 = distinct !{!20, !12, !21, !22}
!21 = !{!"llvm.loop.isvectorized", i32 1}
!22 = !{!"llvm.loop.unroll.runtime.disable"}
!23 = distinct !{!23, !12}
!24 = distinct !{!24, !12, !21}
!25 = !{!26}
!26 = distinct !{!26, !27}
!27 = distinct !{!27, !"LVerDomain"}
!28 = !{!29}
!29 = distinct !{!29, !27}
!30 = distinct !{!30, !12, !21, !22}
!31 = distinct !{!31, !12}
!32 = distinct !{!32, !12, !21}
!33 = distinct !{!33, !12}
!34 = distinct !{!34, !12}
!35 = distinct !{!35, !12}
