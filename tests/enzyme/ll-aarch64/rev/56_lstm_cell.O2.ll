; ModuleID = 'rev/56_lstm_cell.c'
source_filename = "rev/56_lstm_cell.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@steps = internal unnamed_addr global i32 3, align 4
@W = internal global [32 x double] zeroinitializer, align 8
@b = internal global [8 x double] zeroinitializer, align 16
@enzyme_dup = external local_unnamed_addr global i32, align 4
@h0 = internal global [2 x double] [double 1.000000e-01, double -2.000000e-01], align 8
@c0 = internal global [2 x double] [double 3.000000e-01, double 5.000000e-02], align 8
@enzyme_const = external local_unnamed_addr global i32, align 4
@xs = internal constant [6 x double] [double 5.000000e-01, double -1.000000e+00, double 8.000000e-01, double 2.000000e-01, double -3.000000e-01, double 1.100000e+00], align 8
@ys = internal constant [6 x double] [double 2.000000e-01, double -1.000000e-01, double 4.000000e-01, double 3.000000e-01, double -2.000000e-01, double 1.000000e-01], align 8
@.str = private unnamed_addr constant [5 x i8] c"d/dW\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"d/db\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"d/dh0\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"d/dc0\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"%s[%d]\00", align 1
@.str.8 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca [32 x double], align 8
  %3 = alloca [8 x double], align 8
  %4 = alloca [2 x double], align 8
  %5 = alloca [2 x double], align 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 3, ptr %1, align 4, !tbaa !6
  %6 = load volatile i32, ptr %1, align 4, !tbaa !6
  store i32 %6, ptr @steps, align 4, !tbaa !6
  br label %7

7:                                                ; preds = %0, %7
  %8 = phi i64 [ 0, %0 ], [ %15, %7 ]
  %9 = trunc nuw nsw i64 %8 to i32
  %10 = uitofp nneg i32 %9 to double
  %11 = tail call double @llvm.fmuladd.f64(double %10, double 9.000000e-01, double 3.000000e-01)
  %12 = tail call double @sin(double noundef %11) #10
  %13 = fmul double %12, 6.000000e-01
  %14 = getelementptr inbounds [32 x double], ptr @W, i64 0, i64 %8
  store double %13, ptr %14, align 8, !tbaa !10
  %15 = add nuw nsw i64 %8, 1
  %16 = icmp eq i64 %15, 32
  br i1 %16, label %17, label %7, !llvm.loop !12

17:                                               ; preds = %7
  store <2 x double> <double 2.000000e-01, double 0xBF9A6329876A473D>, ptr @b, align 16, !tbaa !10
  store <2 x double> <double 0xBFC8C00235E564D0, double 0x3FB35A3AD8B6B07D>, ptr getelementptr inbounds (i8, ptr @b, i64 16), align 16, !tbaa !10
  store <2 x double> <double 0x3FC641AEF2D3E3FC, double 0xBFBED2B0BEC44DB0>, ptr getelementptr inbounds (i8, ptr @b, i64 32), align 16, !tbaa !10
  store <2 x double> <double 0xBFC24902E99C7DC6, double 0x3FC41F971D6DA3C0>, ptr getelementptr inbounds (i8, ptr @b, i64 48), align 16, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %2) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(256) %2, i8 0, i64 256, i1 false)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %3, i8 0, i64 64, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %4, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %5, i8 0, i64 16, i1 false)
  %18 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %19 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %20 = load i32, ptr @steps, align 4, !tbaa !6
  %21 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @lstm_loss, i32 noundef %18, ptr noundef nonnull @W, ptr noundef nonnull %2, i32 noundef %18, ptr noundef nonnull @b, ptr noundef nonnull %3, i32 noundef %18, ptr noundef nonnull @h0, ptr noundef nonnull %4, i32 noundef %18, ptr noundef nonnull @c0, ptr noundef nonnull %5, i32 noundef %19, ptr noundef nonnull @xs, i32 noundef %19, ptr noundef nonnull @ys, i32 noundef %19, i32 noundef %20) #10
  call fastcc void @check_array(ptr noundef nonnull @.str, ptr noundef nonnull @W, ptr noundef nonnull %2, i32 noundef 32)
  call fastcc void @check_array(ptr noundef nonnull @.str.1, ptr noundef nonnull @b, ptr noundef nonnull %3, i32 noundef 8)
  call fastcc void @check_array(ptr noundef nonnull @.str.2, ptr noundef nonnull @h0, ptr noundef nonnull %4, i32 noundef 2)
  call fastcc void @check_array(ptr noundef nonnull @.str.3, ptr noundef nonnull @c0, ptr noundef nonnull %5, i32 noundef 2)
  %22 = load i32, ptr @fails, align 4, !tbaa !6
  %23 = icmp eq i32 %22, 0
  %24 = select i1 %23, ptr @.str.6, ptr @.str.5
  %25 = call i32 @puts(ptr nonnull dereferenceable(1) %24)
  %26 = load i32, ptr @fails, align 4, !tbaa !6
  %27 = icmp ne i32 %26, 0
  %28 = zext i1 %27 to i32
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %28
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @lstm_loss(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4, ptr nocapture noundef readonly %5, i32 noundef %6) #6 {
  %8 = icmp sgt i32 %6, 0
  br i1 %8, label %9, label %55

9:                                                ; preds = %7
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  %11 = load double, ptr %10, align 8, !tbaa !10
  %12 = load double, ptr %3, align 8, !tbaa !10
  %13 = getelementptr inbounds i8, ptr %2, i64 8
  %14 = load double, ptr %13, align 8, !tbaa !10
  %15 = load double, ptr %2, align 8, !tbaa !10
  %16 = getelementptr inbounds i8, ptr %0, i64 8
  %17 = getelementptr inbounds i8, ptr %0, i64 16
  %18 = getelementptr inbounds i8, ptr %0, i64 24
  %19 = getelementptr inbounds i8, ptr %1, i64 8
  %20 = getelementptr inbounds i8, ptr %0, i64 32
  %21 = getelementptr inbounds i8, ptr %0, i64 40
  %22 = getelementptr inbounds i8, ptr %0, i64 48
  %23 = getelementptr inbounds i8, ptr %0, i64 56
  %24 = getelementptr inbounds i8, ptr %1, i64 16
  %25 = getelementptr inbounds i8, ptr %0, i64 64
  %26 = getelementptr inbounds i8, ptr %0, i64 72
  %27 = getelementptr inbounds i8, ptr %0, i64 80
  %28 = getelementptr inbounds i8, ptr %0, i64 88
  %29 = getelementptr inbounds i8, ptr %1, i64 24
  %30 = getelementptr inbounds i8, ptr %0, i64 96
  %31 = getelementptr inbounds i8, ptr %0, i64 104
  %32 = getelementptr inbounds i8, ptr %0, i64 112
  %33 = getelementptr inbounds i8, ptr %0, i64 120
  %34 = getelementptr inbounds i8, ptr %1, i64 32
  %35 = getelementptr inbounds i8, ptr %0, i64 128
  %36 = getelementptr inbounds i8, ptr %0, i64 136
  %37 = getelementptr inbounds i8, ptr %0, i64 144
  %38 = getelementptr inbounds i8, ptr %0, i64 152
  %39 = getelementptr inbounds i8, ptr %1, i64 40
  %40 = getelementptr inbounds i8, ptr %0, i64 160
  %41 = getelementptr inbounds i8, ptr %0, i64 168
  %42 = getelementptr inbounds i8, ptr %0, i64 176
  %43 = getelementptr inbounds i8, ptr %0, i64 184
  %44 = getelementptr inbounds i8, ptr %1, i64 48
  %45 = getelementptr inbounds i8, ptr %0, i64 192
  %46 = getelementptr inbounds i8, ptr %0, i64 200
  %47 = getelementptr inbounds i8, ptr %0, i64 208
  %48 = getelementptr inbounds i8, ptr %0, i64 216
  %49 = getelementptr inbounds i8, ptr %1, i64 56
  %50 = getelementptr inbounds i8, ptr %0, i64 224
  %51 = getelementptr inbounds i8, ptr %0, i64 232
  %52 = getelementptr inbounds i8, ptr %0, i64 240
  %53 = getelementptr inbounds i8, ptr %0, i64 248
  %54 = zext nneg i32 %6 to i64
  br label %57

55:                                               ; preds = %57, %7
  %56 = phi double [ 0.000000e+00, %7 ], [ %183, %57 ]
  ret double %56

57:                                               ; preds = %9, %57
  %58 = phi i64 [ 0, %9 ], [ %184, %57 ]
  %59 = phi double [ %11, %9 ], [ %172, %57 ]
  %60 = phi double [ %14, %9 ], [ %174, %57 ]
  %61 = phi double [ 0.000000e+00, %9 ], [ %183, %57 ]
  %62 = phi double [ %15, %9 ], [ %157, %57 ]
  %63 = phi double [ %12, %9 ], [ %155, %57 ]
  %64 = shl nuw nsw i64 %58, 1
  %65 = getelementptr inbounds double, ptr %4, i64 %64
  %66 = load double, ptr %65, align 8, !tbaa !10
  %67 = getelementptr inbounds i8, ptr %65, i64 8
  %68 = load double, ptr %67, align 8, !tbaa !10
  %69 = load double, ptr %1, align 8, !tbaa !10
  %70 = load double, ptr %0, align 8, !tbaa !10
  %71 = tail call double @llvm.fmuladd.f64(double %70, double %66, double %69)
  %72 = load double, ptr %16, align 8, !tbaa !10
  %73 = tail call double @llvm.fmuladd.f64(double %72, double %68, double %71)
  %74 = load double, ptr %17, align 8, !tbaa !10
  %75 = tail call double @llvm.fmuladd.f64(double %74, double %62, double %73)
  %76 = load double, ptr %18, align 8, !tbaa !10
  %77 = tail call double @llvm.fmuladd.f64(double %76, double %60, double %75)
  %78 = load double, ptr %19, align 8, !tbaa !10
  %79 = load double, ptr %20, align 8, !tbaa !10
  %80 = tail call double @llvm.fmuladd.f64(double %79, double %66, double %78)
  %81 = load double, ptr %21, align 8, !tbaa !10
  %82 = tail call double @llvm.fmuladd.f64(double %81, double %68, double %80)
  %83 = load double, ptr %22, align 8, !tbaa !10
  %84 = tail call double @llvm.fmuladd.f64(double %83, double %62, double %82)
  %85 = load double, ptr %23, align 8, !tbaa !10
  %86 = tail call double @llvm.fmuladd.f64(double %85, double %60, double %84)
  %87 = load double, ptr %24, align 8, !tbaa !10
  %88 = load double, ptr %25, align 8, !tbaa !10
  %89 = tail call double @llvm.fmuladd.f64(double %88, double %66, double %87)
  %90 = load double, ptr %26, align 8, !tbaa !10
  %91 = tail call double @llvm.fmuladd.f64(double %90, double %68, double %89)
  %92 = load double, ptr %27, align 8, !tbaa !10
  %93 = tail call double @llvm.fmuladd.f64(double %92, double %62, double %91)
  %94 = load double, ptr %28, align 8, !tbaa !10
  %95 = tail call double @llvm.fmuladd.f64(double %94, double %60, double %93)
  %96 = load double, ptr %29, align 8, !tbaa !10
  %97 = load double, ptr %30, align 8, !tbaa !10
  %98 = tail call double @llvm.fmuladd.f64(double %97, double %66, double %96)
  %99 = load double, ptr %31, align 8, !tbaa !10
  %100 = tail call double @llvm.fmuladd.f64(double %99, double %68, double %98)
  %101 = load double, ptr %32, align 8, !tbaa !10
  %102 = tail call double @llvm.fmuladd.f64(double %101, double %62, double %100)
  %103 = load double, ptr %33, align 8, !tbaa !10
  %104 = tail call double @llvm.fmuladd.f64(double %103, double %60, double %102)
  %105 = load double, ptr %34, align 8, !tbaa !10
  %106 = load double, ptr %35, align 8, !tbaa !10
  %107 = tail call double @llvm.fmuladd.f64(double %106, double %66, double %105)
  %108 = load double, ptr %36, align 8, !tbaa !10
  %109 = tail call double @llvm.fmuladd.f64(double %108, double %68, double %107)
  %110 = load double, ptr %37, align 8, !tbaa !10
  %111 = tail call double @llvm.fmuladd.f64(double %110, double %62, double %109)
  %112 = load double, ptr %38, align 8, !tbaa !10
  %113 = tail call double @llvm.fmuladd.f64(double %112, double %60, double %111)
  %114 = load double, ptr %39, align 8, !tbaa !10
  %115 = load double, ptr %40, align 8, !tbaa !10
  %116 = tail call double @llvm.fmuladd.f64(double %115, double %66, double %114)
  %117 = load double, ptr %41, align 8, !tbaa !10
  %118 = tail call double @llvm.fmuladd.f64(double %117, double %68, double %116)
  %119 = load double, ptr %42, align 8, !tbaa !10
  %120 = tail call double @llvm.fmuladd.f64(double %119, double %62, double %118)
  %121 = load double, ptr %43, align 8, !tbaa !10
  %122 = tail call double @llvm.fmuladd.f64(double %121, double %60, double %120)
  %123 = load double, ptr %44, align 8, !tbaa !10
  %124 = load double, ptr %45, align 8, !tbaa !10
  %125 = tail call double @llvm.fmuladd.f64(double %124, double %66, double %123)
  %126 = load double, ptr %46, align 8, !tbaa !10
  %127 = tail call double @llvm.fmuladd.f64(double %126, double %68, double %125)
  %128 = load double, ptr %47, align 8, !tbaa !10
  %129 = tail call double @llvm.fmuladd.f64(double %128, double %62, double %127)
  %130 = load double, ptr %48, align 8, !tbaa !10
  %131 = tail call double @llvm.fmuladd.f64(double %130, double %60, double %129)
  %132 = load double, ptr %49, align 8, !tbaa !10
  %133 = load double, ptr %50, align 8, !tbaa !10
  %134 = tail call double @llvm.fmuladd.f64(double %133, double %66, double %132)
  %135 = load double, ptr %51, align 8, !tbaa !10
  %136 = tail call double @llvm.fmuladd.f64(double %135, double %68, double %134)
  %137 = load double, ptr %52, align 8, !tbaa !10
  %138 = tail call double @llvm.fmuladd.f64(double %137, double %62, double %136)
  %139 = load double, ptr %53, align 8, !tbaa !10
  %140 = tail call double @llvm.fmuladd.f64(double %139, double %60, double %138)
  %141 = fneg double %77
  %142 = tail call double @exp(double noundef %141) #10
  %143 = fadd double %142, 1.000000e+00
  %144 = fdiv double 1.000000e+00, %143
  %145 = fneg double %95
  %146 = tail call double @exp(double noundef %145) #10
  %147 = fadd double %146, 1.000000e+00
  %148 = fdiv double 1.000000e+00, %147
  %149 = fneg double %113
  %150 = tail call double @exp(double noundef %149) #10
  %151 = fadd double %150, 1.000000e+00
  %152 = fdiv double 1.000000e+00, %151
  %153 = tail call double @tanh(double noundef %131) #10
  %154 = fmul double %144, %153
  %155 = tail call double @llvm.fmuladd.f64(double %148, double %63, double %154)
  %156 = tail call double @tanh(double noundef %155) #10
  %157 = fmul double %152, %156
  %158 = fneg double %86
  %159 = tail call double @exp(double noundef %158) #10
  %160 = fadd double %159, 1.000000e+00
  %161 = fdiv double 1.000000e+00, %160
  %162 = fneg double %104
  %163 = tail call double @exp(double noundef %162) #10
  %164 = fadd double %163, 1.000000e+00
  %165 = fdiv double 1.000000e+00, %164
  %166 = fneg double %122
  %167 = tail call double @exp(double noundef %166) #10
  %168 = fadd double %167, 1.000000e+00
  %169 = fdiv double 1.000000e+00, %168
  %170 = tail call double @tanh(double noundef %140) #10
  %171 = fmul double %161, %170
  %172 = tail call double @llvm.fmuladd.f64(double %165, double %59, double %171)
  %173 = tail call double @tanh(double noundef %172) #10
  %174 = fmul double %169, %173
  %175 = getelementptr inbounds double, ptr %5, i64 %64
  %176 = load double, ptr %175, align 8, !tbaa !10
  %177 = fsub double %157, %176
  %178 = tail call double @llvm.fmuladd.f64(double %177, double %177, double %61)
  %179 = or disjoint i64 %64, 1
  %180 = getelementptr inbounds double, ptr %5, i64 %179
  %181 = load double, ptr %180, align 8, !tbaa !10
  %182 = fsub double %174, %181
  %183 = tail call double @llvm.fmuladd.f64(double %182, double %182, double %178)
  %184 = add nuw nsw i64 %58, 1
  %185 = icmp eq i64 %184, %54
  br i1 %185, label %55, label %57, !llvm.loop !14
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @check_array(ptr noundef %0, ptr nocapture noundef %1, ptr nocapture noundef readonly %2, i32 noundef %3) unnamed_addr #7 {
  %5 = alloca [64 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #10
  %6 = icmp sgt i32 %3, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %4
  %8 = zext nneg i32 %3 to i64
  br label %10

9:                                                ; preds = %10, %4
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #10
  ret void

10:                                               ; preds = %7, %10
  %11 = phi i64 [ 0, %7 ], [ %39, %10 ]
  %12 = getelementptr inbounds double, ptr %1, i64 %11
  %13 = load double, ptr %12, align 8, !tbaa !10
  %14 = fadd double %13, 0x3EB0C6F7A0B5ED8D
  store double %14, ptr %12, align 8, !tbaa !10
  %15 = load i32, ptr @steps, align 4, !tbaa !6
  %16 = call double @lstm_loss(ptr noundef nonnull @W, ptr noundef nonnull @b, ptr noundef nonnull @h0, ptr noundef nonnull @c0, ptr noundef nonnull @xs, ptr noundef nonnull @ys, i32 noundef %15)
  %17 = fadd double %13, 0xBEB0C6F7A0B5ED8D
  store double %17, ptr %12, align 8, !tbaa !10
  %18 = load i32, ptr @steps, align 4, !tbaa !6
  %19 = call double @lstm_loss(ptr noundef nonnull @W, ptr noundef nonnull @b, ptr noundef nonnull @h0, ptr noundef nonnull @c0, ptr noundef nonnull @xs, ptr noundef nonnull @ys, i32 noundef %18)
  store double %13, ptr %12, align 8, !tbaa !10
  %20 = trunc nuw nsw i64 %11 to i32
  %21 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 64, ptr noundef nonnull @.str.7, ptr noundef %0, i32 noundef %20) #10
  %22 = getelementptr inbounds double, ptr %2, i64 %11
  %23 = load double, ptr %22, align 8, !tbaa !10
  %24 = fsub double %16, %19
  %25 = fdiv double %24, 2.000000e-06
  %26 = fsub double %23, %25
  %27 = call double @llvm.fabs.f64(double %26)
  %28 = call double @llvm.fabs.f64(double %25)
  %29 = call double @llvm.maxnum.f64(double %28, double 1.000000e+00)
  %30 = fmul double %29, 0x3EB0C6F7A0B5ED8D
  %31 = fcmp ugt double %27, %30
  %32 = fcmp ule double %28, 1.000000e-09
  %33 = or i1 %32, %31
  %34 = select i1 %33, ptr @.str.5, ptr @.str.6
  %35 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %5, double noundef %23, double noundef %25, ptr noundef nonnull %34)
  %36 = zext i1 %33 to i32
  %37 = load i32, ptr @fails, align 4, !tbaa !6
  %38 = add nsw i32 %37, %36
  store i32 %38, ptr @fails, align 4, !tbaa !6
  %39 = add nuw nsw i64 %11, 1
  %40 = icmp eq i64 %39, %8
  br i1 %40, label %9, label %10, !llvm.loop !15
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @tanh(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind memory(write, argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
