; ModuleID = 'fwd/22_width2.c'
source_filename = "fwd/22_width2.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.tan2 = type { [2 x double] }

@enzyme_width = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [15 x i8] c"df/dx (lane 0)\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"df/dy (lane 1)\00", align 1
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str.2 = private unnamed_addr constant [17 x i8] c"logsumexp lane 0\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"logsumexp lane 1\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"out[%d] lane %d\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.6 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.8 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [5 x double], align 16
  %2 = alloca [5 x double], align 16
  %3 = alloca [5 x double], align 16
  %4 = alloca [5 x double], align 8
  %5 = alloca [5 x double], align 8
  %6 = alloca [5 x double], align 8
  %7 = alloca [32 x i8], align 1
  %8 = load i32, ptr @enzyme_width, align 4, !tbaa !6
  %9 = tail call %struct.tan2 (ptr, ...) @__enzyme_fwddiff_w2(ptr noundef nonnull @f, i32 noundef %8, i32 noundef 2, double noundef 0x3FE6666666666666, double noundef 1.000000e+00, double noundef 0.000000e+00, double noundef -1.300000e+00, double noundef 0.000000e+00, double noundef 1.000000e+00) #10
  %10 = extractvalue %struct.tan2 %9, 0
  %11 = extractvalue [2 x double] %10, 0
  %12 = extractvalue [2 x double] %10, 1
  %13 = fadd double %11, 0x3FF996D3DE21332F
  %14 = tail call double @llvm.fabs.f64(double %13)
  %15 = fcmp ugt double %14, 0x3EBAD50A656BFFFF
  %16 = select i1 %15, ptr @.str.6, ptr @.str.7
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, double noundef %11, double noundef 0xBFF996D3DE21332F, ptr noundef nonnull %16)
  %18 = zext i1 %15 to i32
  %19 = load i32, ptr @fails, align 4, !tbaa !6
  %20 = add nsw i32 %19, %18
  store i32 %20, ptr @fails, align 4, !tbaa !6
  %21 = fadd double %12, 0xBFEAAA950DB51F9F
  %22 = tail call double @llvm.fabs.f64(double %21)
  %23 = fcmp ugt double %22, 0x3EB0C6F7A0B5ED8D
  %24 = select i1 %23, ptr @.str.6, ptr @.str.7
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, double noundef %12, double noundef 0x3FEAAA950DB51F9F, ptr noundef nonnull %24)
  %26 = zext i1 %23 to i32
  %27 = load i32, ptr @fails, align 4, !tbaa !6
  %28 = add nsw i32 %27, %26
  store i32 %28, ptr @fails, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %1) #10
  store <2 x double> <double 1.000000e-01, double -5.000000e-01>, ptr %1, align 16
  %29 = getelementptr inbounds i8, ptr %1, i64 16
  store <2 x double> <double 1.200000e+00, double 3.000000e-01>, ptr %29, align 16
  %30 = getelementptr inbounds i8, ptr %1, i64 32
  store double -9.000000e-01, ptr %30, align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %2) #10
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3) #10
  store <2 x double> <double 1.000000e+00, double 0x3FE6666666666666>, ptr %2, align 16, !tbaa !10
  store <2 x double> <double 2.500000e-01, double 2.500000e-01>, ptr %3, align 16, !tbaa !10
  %31 = getelementptr inbounds i8, ptr %2, i64 16
  %32 = getelementptr inbounds i8, ptr %3, i64 16
  store <2 x double> <double 4.000000e-01, double 0x3FB999999999999C>, ptr %31, align 16, !tbaa !10
  store <2 x double> <double 2.000000e+00, double 2.500000e-01>, ptr %32, align 16, !tbaa !10
  %33 = getelementptr inbounds i8, ptr %2, i64 32
  store double 0xBFC9999999999998, ptr %33, align 16, !tbaa !10
  %34 = getelementptr inbounds i8, ptr %3, i64 32
  store double 2.500000e-01, ptr %34, align 16, !tbaa !10
  %35 = load i32, ptr @enzyme_width, align 4, !tbaa !6
  %36 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %37 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %38 = call %struct.tan2 (ptr, ...) @__enzyme_fwddiff_w2(ptr noundef nonnull @logsumexp, i32 noundef %35, i32 noundef 2, i32 noundef %36, ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %37, i32 noundef 5) #10
  %39 = extractvalue %struct.tan2 %38, 0
  %40 = extractvalue [2 x double] %39, 0
  %41 = fadd double %40, 0xBFDB730DD8E7647F
  %42 = call double @llvm.fabs.f64(double %41)
  %43 = fcmp ugt double %42, 0x3EB0C6F7A0B5ED8D
  %44 = select i1 %43, ptr @.str.6, ptr @.str.7
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, double noundef %40, double noundef 0x3FDB730DD8E7647F, ptr noundef nonnull %44)
  %46 = zext i1 %43 to i32
  %47 = load i32, ptr @fails, align 4, !tbaa !6
  %48 = add nsw i32 %47, %46
  store i32 %48, ptr @fails, align 4, !tbaa !6
  %49 = extractvalue [2 x double] %39, 1
  %50 = fadd double %49, 0xBFF1B1DA72884040
  %51 = call double @llvm.fabs.f64(double %50)
  %52 = fcmp ugt double %51, 0x3EB28DE53D299999
  %53 = select i1 %52, ptr @.str.6, ptr @.str.7
  %54 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, double noundef %49, double noundef 0x3FF1B1DA72884040, ptr noundef nonnull %53)
  %55 = zext i1 %52 to i32
  %56 = load i32, ptr @fails, align 4, !tbaa !6
  %57 = add nsw i32 %56, %55
  store i32 %57, ptr @fails, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4) #10
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %5) #10
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6) #10
  %58 = load i32, ptr @enzyme_width, align 4, !tbaa !6
  %59 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %60 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  call void (ptr, ...) @__enzyme_fwddiff_void(ptr noundef nonnull @square_shift, i32 noundef %58, i32 noundef 2, i32 noundef %59, ptr noundef nonnull %4, ptr noundef nonnull %5, ptr noundef nonnull %6, i32 noundef %59, ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef nonnull %3, double noundef 8.000000e-01, double noundef 0.000000e+00, double noundef 1.000000e+00, i32 noundef %60, i32 noundef 5) #10
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #10
  br label %68

61:                                               ; preds = %68
  %62 = icmp eq i32 %209, 0
  %63 = select i1 %62, ptr @.str.7, ptr @.str.6
  %64 = call i32 @puts(ptr nonnull dereferenceable(1) %63)
  %65 = load i32, ptr @fails, align 4, !tbaa !6
  %66 = icmp ne i32 %65, 0
  %67 = zext i1 %66 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #10
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %6) #10
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %5) #10
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %1) #10
  ret i32 %67

68:                                               ; preds = %0, %68
  %69 = phi i1 [ true, %0 ], [ false, %68 ]
  %70 = phi i32 [ 0, %0 ], [ 1, %68 ]
  %71 = uitofp nneg i32 %70 to double
  %72 = call double @llvm.fmuladd.f64(double %71, double 1.000000e-05, double 8.000000e-01)
  %73 = select i1 %69, double 1.000100e-01, double 0x3FB999C38B04AB61
  %74 = select i1 %69, double -4.999930e-01, double 0xBFDFFFF583A53B8E
  %75 = fneg double %74
  %76 = fmul double %72, %75
  %77 = call double @llvm.fmuladd.f64(double %73, double %73, double %76)
  %78 = select i1 %69, double 0x3FF3333764F11B60, double 0x3FF333482BE8BC16
  %79 = fneg double %78
  %80 = fmul double %72, %79
  %81 = call double @llvm.fmuladd.f64(double %74, double %74, double %80)
  %82 = select i1 %69, double 0x3FD3333764F11B60, double 0x3FD3333DAF8DF7A5
  %83 = fneg double %82
  %84 = fmul double %72, %83
  %85 = call double @llvm.fmuladd.f64(double %78, double %78, double %84)
  %86 = select i1 %69, double 0xBFECCCD0FE8AB4FA, double 0xBFECCCC78E9F6A94
  %87 = fneg double %86
  %88 = fmul double %72, %87
  %89 = call double @llvm.fmuladd.f64(double %82, double %82, double %88)
  %90 = fneg double %73
  %91 = fmul double %72, %90
  %92 = call double @llvm.fmuladd.f64(double %86, double %86, double %91)
  %93 = fneg double %71
  %94 = call double @llvm.fmuladd.f64(double %93, double 1.000000e-05, double 8.000000e-01)
  %95 = select i1 %69, double 0x3FB998F1D3ED527F, double 9.999750e-02
  %96 = select i1 %69, double -5.000070e-01, double 0xBFE000053E2D6239
  %97 = fneg double %96
  %98 = fmul double %94, %97
  %99 = call double @llvm.fmuladd.f64(double %95, double %95, double %98)
  %100 = select i1 %69, double 0x3FF3332F01754B06, double 1.199980e+00
  %101 = fneg double %100
  %102 = fmul double %94, %101
  %103 = call double @llvm.fmuladd.f64(double %96, double %96, double %102)
  %104 = select i1 %69, double 2.999990e-01, double 0x3FD33328B6D86EC1
  %105 = fneg double %104
  %106 = fmul double %94, %105
  %107 = call double @llvm.fmuladd.f64(double %100, double %100, double %106)
  %108 = select i1 %69, double 0xBFECCCC89B0EE4A0, double 0xBFECCCD20AFA2F06
  %109 = fneg double %108
  %110 = fmul double %94, %109
  %111 = call double @llvm.fmuladd.f64(double %104, double %104, double %110)
  %112 = fneg double %95
  %113 = fmul double %94, %112
  %114 = call double @llvm.fmuladd.f64(double %108, double %108, double %113)
  %115 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i64 noundef 32, ptr noundef nonnull @.str.4, i32 noundef 0, i32 noundef %70) #10
  %116 = load double, ptr %5, align 8
  %117 = load double, ptr %6, align 8
  %118 = select i1 %69, double %116, double %117
  %119 = fsub double %77, %99
  %120 = fdiv double %119, 2.000000e-05
  %121 = fsub double %118, %120
  %122 = call double @llvm.fabs.f64(double %121)
  %123 = call double @llvm.fabs.f64(double %120)
  %124 = call double @llvm.maxnum.f64(double %123, double 1.000000e+00)
  %125 = fmul double %124, 0x3EB0C6F7A0B5ED8D
  %126 = fcmp ugt double %122, %125
  %127 = fcmp ule double %123, 1.000000e-09
  %128 = or i1 %127, %126
  %129 = select i1 %128, ptr @.str.6, ptr @.str.7
  %130 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %7, double noundef %118, double noundef %120, ptr noundef nonnull %129)
  %131 = zext i1 %128 to i32
  %132 = load i32, ptr @fails, align 4, !tbaa !6
  %133 = add nsw i32 %132, %131
  store i32 %133, ptr @fails, align 4, !tbaa !6
  %134 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i64 noundef 32, ptr noundef nonnull @.str.4, i32 noundef 1, i32 noundef %70) #10
  %135 = select i1 %69, ptr %5, ptr %6
  %136 = getelementptr inbounds i8, ptr %135, i64 8
  %137 = load double, ptr %136, align 8, !tbaa !10
  %138 = fsub double %81, %103
  %139 = fdiv double %138, 2.000000e-05
  %140 = fsub double %137, %139
  %141 = call double @llvm.fabs.f64(double %140)
  %142 = call double @llvm.fabs.f64(double %139)
  %143 = call double @llvm.maxnum.f64(double %142, double 1.000000e+00)
  %144 = fmul double %143, 0x3EB0C6F7A0B5ED8D
  %145 = fcmp ugt double %141, %144
  %146 = fcmp ule double %142, 1.000000e-09
  %147 = or i1 %146, %145
  %148 = select i1 %147, ptr @.str.6, ptr @.str.7
  %149 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %7, double noundef %137, double noundef %139, ptr noundef nonnull %148)
  %150 = zext i1 %147 to i32
  %151 = load i32, ptr @fails, align 4, !tbaa !6
  %152 = add nsw i32 %151, %150
  store i32 %152, ptr @fails, align 4, !tbaa !6
  %153 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i64 noundef 32, ptr noundef nonnull @.str.4, i32 noundef 2, i32 noundef %70) #10
  %154 = select i1 %69, ptr %5, ptr %6
  %155 = getelementptr inbounds i8, ptr %154, i64 16
  %156 = load double, ptr %155, align 8, !tbaa !10
  %157 = fsub double %85, %107
  %158 = fdiv double %157, 2.000000e-05
  %159 = fsub double %156, %158
  %160 = call double @llvm.fabs.f64(double %159)
  %161 = call double @llvm.fabs.f64(double %158)
  %162 = call double @llvm.maxnum.f64(double %161, double 1.000000e+00)
  %163 = fmul double %162, 0x3EB0C6F7A0B5ED8D
  %164 = fcmp ugt double %160, %163
  %165 = fcmp ule double %161, 1.000000e-09
  %166 = or i1 %165, %164
  %167 = select i1 %166, ptr @.str.6, ptr @.str.7
  %168 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %7, double noundef %156, double noundef %158, ptr noundef nonnull %167)
  %169 = zext i1 %166 to i32
  %170 = load i32, ptr @fails, align 4, !tbaa !6
  %171 = add nsw i32 %170, %169
  store i32 %171, ptr @fails, align 4, !tbaa !6
  %172 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i64 noundef 32, ptr noundef nonnull @.str.4, i32 noundef 3, i32 noundef %70) #10
  %173 = select i1 %69, ptr %5, ptr %6
  %174 = getelementptr inbounds i8, ptr %173, i64 24
  %175 = load double, ptr %174, align 8, !tbaa !10
  %176 = fsub double %89, %111
  %177 = fdiv double %176, 2.000000e-05
  %178 = fsub double %175, %177
  %179 = call double @llvm.fabs.f64(double %178)
  %180 = call double @llvm.fabs.f64(double %177)
  %181 = call double @llvm.maxnum.f64(double %180, double 1.000000e+00)
  %182 = fmul double %181, 0x3EB0C6F7A0B5ED8D
  %183 = fcmp ugt double %179, %182
  %184 = fcmp ule double %180, 1.000000e-09
  %185 = or i1 %184, %183
  %186 = select i1 %185, ptr @.str.6, ptr @.str.7
  %187 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %7, double noundef %175, double noundef %177, ptr noundef nonnull %186)
  %188 = zext i1 %185 to i32
  %189 = load i32, ptr @fails, align 4, !tbaa !6
  %190 = add nsw i32 %189, %188
  store i32 %190, ptr @fails, align 4, !tbaa !6
  %191 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i64 noundef 32, ptr noundef nonnull @.str.4, i32 noundef 4, i32 noundef %70) #10
  %192 = select i1 %69, ptr %5, ptr %6
  %193 = getelementptr inbounds i8, ptr %192, i64 32
  %194 = load double, ptr %193, align 8, !tbaa !10
  %195 = fsub double %92, %114
  %196 = fdiv double %195, 2.000000e-05
  %197 = fsub double %194, %196
  %198 = call double @llvm.fabs.f64(double %197)
  %199 = call double @llvm.fabs.f64(double %196)
  %200 = call double @llvm.maxnum.f64(double %199, double 1.000000e+00)
  %201 = fmul double %200, 0x3EB0C6F7A0B5ED8D
  %202 = fcmp ugt double %198, %201
  %203 = fcmp ule double %199, 1.000000e-09
  %204 = or i1 %203, %202
  %205 = select i1 %204, ptr @.str.6, ptr @.str.7
  %206 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %7, double noundef %194, double noundef %196, ptr noundef nonnull %205)
  %207 = zext i1 %204 to i32
  %208 = load i32, ptr @fails, align 4, !tbaa !6
  %209 = add nsw i32 %208, %207
  store i32 %209, ptr @fails, align 4, !tbaa !6
  br i1 %69, label %68, label %61, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare %struct.tan2 @__enzyme_fwddiff_w2(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f(double noundef %0, double noundef %1) #3 {
  %3 = tail call double @sin(double noundef %0) #10
  %4 = fmul double %0, %1
  %5 = tail call double @exp(double noundef %4) #10
  %6 = tail call double @llvm.fmuladd.f64(double %0, double %0, double 1.000000e+00)
  %7 = fdiv double %5, %6
  %8 = tail call double @llvm.fmuladd.f64(double %3, double %1, double %7)
  ret double %8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @logsumexp(ptr nocapture noundef readonly %0, i32 noundef %1) #5 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %9

6:                                                ; preds = %9, %2
  %7 = phi double [ 0.000000e+00, %2 ], [ %15, %9 ]
  %8 = tail call double @log(double noundef %7) #10
  ret double %8

9:                                                ; preds = %4, %9
  %10 = phi i64 [ 0, %4 ], [ %16, %9 ]
  %11 = phi double [ 0.000000e+00, %4 ], [ %15, %9 ]
  %12 = getelementptr inbounds double, ptr %0, i64 %10
  %13 = load double, ptr %12, align 8, !tbaa !10
  %14 = tail call double @exp(double noundef %13) #10
  %15 = fadd double %11, %14
  %16 = add nuw nsw i64 %10, 1
  %17 = icmp eq i64 %16, %5
  br i1 %17, label %6, label %9, !llvm.loop !14
}

declare void @__enzyme_fwddiff_void(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal void @square_shift(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, double noundef %2, i32 noundef %3) #6 {
  %5 = icmp sgt i32 %3, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %4
  %7 = zext nneg i32 %3 to i64
  br label %9

8:                                                ; preds = %9, %4
  ret void

9:                                                ; preds = %6, %9
  %10 = phi i64 [ 0, %6 ], [ %13, %9 ]
  %11 = getelementptr inbounds double, ptr %1, i64 %10
  %12 = load double, ptr %11, align 8, !tbaa !10
  %13 = add nuw nsw i64 %10, 1
  %14 = icmp eq i64 %13, %7
  %15 = and i64 %13, 4294967295
  %16 = select i1 %14, i64 0, i64 %15
  %17 = getelementptr inbounds double, ptr %1, i64 %16
  %18 = load double, ptr %17, align 8, !tbaa !10
  %19 = fneg double %18
  %20 = fmul double %19, %2
  %21 = tail call double @llvm.fmuladd.f64(double %12, double %12, double %20)
  %22 = getelementptr inbounds double, ptr %0, i64 %10
  store double %21, ptr %22, align 8, !tbaa !10
  %23 = icmp eq i64 %13, %7
  br i1 %23, label %8, label %9, !llvm.loop !15
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nofree nounwind memory(write, argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nofree nounwind }
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
