; ModuleID = 'rev/56_lstm_cell.c'
source_filename = "rev/56_lstm_cell.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@steps = internal unnamed_addr global i32 3, align 4
@W = internal global [32 x double] zeroinitializer, align 16
@b = internal global [8 x double] zeroinitializer, align 16
@enzyme_dup = external local_unnamed_addr global i32, align 4
@h0 = internal global [2 x double] [double 1.000000e-01, double -2.000000e-01], align 16
@c0 = internal global [2 x double] [double 3.000000e-01, double 5.000000e-02], align 16
@enzyme_const = external local_unnamed_addr global i32, align 4
@xs = internal constant [6 x double] [double 5.000000e-01, double -1.000000e+00, double 8.000000e-01, double 2.000000e-01, double -3.000000e-01, double 1.100000e+00], align 16
@ys = internal constant [6 x double] [double 2.000000e-01, double -1.000000e-01, double 4.000000e-01, double 3.000000e-01, double -2.000000e-01, double 1.000000e-01], align 16
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
  %2 = alloca [32 x double], align 16
  %3 = alloca [8 x double], align 16
  %4 = alloca [2 x double], align 16
  %5 = alloca [2 x double], align 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 3, ptr %1, align 4, !tbaa !5
  %6 = load volatile i32, ptr %1, align 4, !tbaa !5
  store i32 %6, ptr @steps, align 4, !tbaa !5
  br label %7

7:                                                ; preds = %7, %0
  %8 = phi i64 [ 0, %0 ], [ %22, %7 ]
  %9 = trunc nuw nsw i64 %8 to i32
  %10 = uitofp nneg i32 %9 to double
  %11 = tail call double @llvm.fmuladd.f64(double %10, double 9.000000e-01, double 3.000000e-01)
  %12 = tail call double @sin(double noundef %11) #10
  %13 = fmul double %12, 6.000000e-01
  %14 = getelementptr inbounds [32 x double], ptr @W, i64 0, i64 %8
  store double %13, ptr %14, align 16, !tbaa !9
  %15 = or disjoint i64 %8, 1
  %16 = trunc nuw nsw i64 %15 to i32
  %17 = uitofp nneg i32 %16 to double
  %18 = tail call double @llvm.fmuladd.f64(double %17, double 9.000000e-01, double 3.000000e-01)
  %19 = tail call double @sin(double noundef %18) #10
  %20 = fmul double %19, 6.000000e-01
  %21 = getelementptr inbounds [32 x double], ptr @W, i64 0, i64 %15
  store double %20, ptr %21, align 8, !tbaa !9
  %22 = add nuw nsw i64 %8, 2
  %23 = icmp eq i64 %22, 32
  br i1 %23, label %24, label %7, !llvm.loop !11

24:                                               ; preds = %7
  store <2 x double> <double 2.000000e-01, double 0xBF9A6329876A473D>, ptr @b, align 16, !tbaa !9
  store <2 x double> <double 0xBFC8C00235E564D0, double 0x3FB35A3AD8B6B07D>, ptr getelementptr inbounds (i8, ptr @b, i64 16), align 16, !tbaa !9
  store <2 x double> <double 0x3FC641AEF2D3E3FC, double 0xBFBED2B0BEC44DB0>, ptr getelementptr inbounds (i8, ptr @b, i64 32), align 16, !tbaa !9
  store <2 x double> <double 0xBFC24902E99C7DC6, double 0x3FC41F971D6DA3C0>, ptr getelementptr inbounds (i8, ptr @b, i64 48), align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %2) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(256) %2, i8 0, i64 256, i1 false)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %3, i8 0, i64 64, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %4, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %5, i8 0, i64 16, i1 false)
  %25 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %26 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %27 = load i32, ptr @steps, align 4, !tbaa !5
  %28 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @lstm_loss, i32 noundef %25, ptr noundef nonnull @W, ptr noundef nonnull %2, i32 noundef %25, ptr noundef nonnull @b, ptr noundef nonnull %3, i32 noundef %25, ptr noundef nonnull @h0, ptr noundef nonnull %4, i32 noundef %25, ptr noundef nonnull @c0, ptr noundef nonnull %5, i32 noundef %26, ptr noundef nonnull @xs, i32 noundef %26, ptr noundef nonnull @ys, i32 noundef %26, i32 noundef %27) #10
  call fastcc void @check_array(ptr noundef nonnull @.str, ptr noundef nonnull @W, ptr noundef nonnull %2, i32 noundef 32)
  call fastcc void @check_array(ptr noundef nonnull @.str.1, ptr noundef nonnull @b, ptr noundef nonnull %3, i32 noundef 8)
  call fastcc void @check_array(ptr noundef nonnull @.str.2, ptr noundef nonnull @h0, ptr noundef nonnull %4, i32 noundef 2)
  call fastcc void @check_array(ptr noundef nonnull @.str.3, ptr noundef nonnull @c0, ptr noundef nonnull %5, i32 noundef 2)
  %29 = load i32, ptr @fails, align 4, !tbaa !5
  %30 = icmp eq i32 %29, 0
  %31 = select i1 %30, ptr @.str.6, ptr @.str.5
  %32 = call i32 @puts(ptr nonnull dereferenceable(1) %31)
  %33 = load i32, ptr @fails, align 4, !tbaa !5
  %34 = icmp ne i32 %33, 0
  %35 = zext i1 %34 to i32
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %35
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
  br i1 %8, label %9, label %53

9:                                                ; preds = %7
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  %11 = load double, ptr %10, align 8, !tbaa !9
  %12 = load double, ptr %3, align 8, !tbaa !9
  %13 = load <2 x double>, ptr %2, align 8, !tbaa !9
  %14 = getelementptr inbounds i8, ptr %0, i64 8
  %15 = getelementptr inbounds i8, ptr %0, i64 16
  %16 = getelementptr inbounds i8, ptr %0, i64 24
  %17 = getelementptr inbounds i8, ptr %1, i64 8
  %18 = getelementptr inbounds i8, ptr %0, i64 32
  %19 = getelementptr inbounds i8, ptr %0, i64 40
  %20 = getelementptr inbounds i8, ptr %0, i64 48
  %21 = getelementptr inbounds i8, ptr %0, i64 56
  %22 = getelementptr inbounds i8, ptr %1, i64 16
  %23 = getelementptr inbounds i8, ptr %0, i64 64
  %24 = getelementptr inbounds i8, ptr %0, i64 72
  %25 = getelementptr inbounds i8, ptr %0, i64 80
  %26 = getelementptr inbounds i8, ptr %0, i64 88
  %27 = getelementptr inbounds i8, ptr %1, i64 24
  %28 = getelementptr inbounds i8, ptr %0, i64 96
  %29 = getelementptr inbounds i8, ptr %0, i64 104
  %30 = getelementptr inbounds i8, ptr %0, i64 112
  %31 = getelementptr inbounds i8, ptr %0, i64 120
  %32 = getelementptr inbounds i8, ptr %1, i64 32
  %33 = getelementptr inbounds i8, ptr %0, i64 128
  %34 = getelementptr inbounds i8, ptr %0, i64 136
  %35 = getelementptr inbounds i8, ptr %0, i64 144
  %36 = getelementptr inbounds i8, ptr %0, i64 152
  %37 = getelementptr inbounds i8, ptr %1, i64 40
  %38 = getelementptr inbounds i8, ptr %0, i64 160
  %39 = getelementptr inbounds i8, ptr %0, i64 168
  %40 = getelementptr inbounds i8, ptr %0, i64 176
  %41 = getelementptr inbounds i8, ptr %0, i64 184
  %42 = getelementptr inbounds i8, ptr %1, i64 48
  %43 = getelementptr inbounds i8, ptr %0, i64 192
  %44 = getelementptr inbounds i8, ptr %0, i64 200
  %45 = getelementptr inbounds i8, ptr %0, i64 208
  %46 = getelementptr inbounds i8, ptr %0, i64 216
  %47 = getelementptr inbounds i8, ptr %1, i64 56
  %48 = getelementptr inbounds i8, ptr %0, i64 224
  %49 = getelementptr inbounds i8, ptr %0, i64 232
  %50 = getelementptr inbounds i8, ptr %0, i64 240
  %51 = getelementptr inbounds i8, ptr %0, i64 248
  %52 = zext nneg i32 %6 to i64
  br label %55

53:                                               ; preds = %55, %7
  %54 = phi double [ 0.000000e+00, %7 ], [ %185, %55 ]
  ret double %54

55:                                               ; preds = %9, %55
  %56 = phi i64 [ 0, %9 ], [ %186, %55 ]
  %57 = phi double [ %11, %9 ], [ %166, %55 ]
  %58 = phi double [ 0.000000e+00, %9 ], [ %185, %55 ]
  %59 = phi double [ %12, %9 ], [ %152, %55 ]
  %60 = phi <2 x double> [ %13, %9 ], [ %174, %55 ]
  %61 = shl nuw nsw i64 %56, 1
  %62 = getelementptr inbounds double, ptr %4, i64 %61
  %63 = load double, ptr %62, align 8, !tbaa !9
  %64 = getelementptr inbounds i8, ptr %62, i64 8
  %65 = load double, ptr %64, align 8, !tbaa !9
  %66 = load double, ptr %1, align 8, !tbaa !9
  %67 = load double, ptr %0, align 8, !tbaa !9
  %68 = tail call double @llvm.fmuladd.f64(double %67, double %63, double %66)
  %69 = load double, ptr %14, align 8, !tbaa !9
  %70 = tail call double @llvm.fmuladd.f64(double %69, double %65, double %68)
  %71 = load double, ptr %15, align 8, !tbaa !9
  %72 = extractelement <2 x double> %60, i64 0
  %73 = tail call double @llvm.fmuladd.f64(double %71, double %72, double %70)
  %74 = load double, ptr %16, align 8, !tbaa !9
  %75 = extractelement <2 x double> %60, i64 1
  %76 = tail call double @llvm.fmuladd.f64(double %74, double %75, double %73)
  %77 = load double, ptr %17, align 8, !tbaa !9
  %78 = load double, ptr %18, align 8, !tbaa !9
  %79 = tail call double @llvm.fmuladd.f64(double %78, double %63, double %77)
  %80 = load double, ptr %19, align 8, !tbaa !9
  %81 = tail call double @llvm.fmuladd.f64(double %80, double %65, double %79)
  %82 = load double, ptr %20, align 8, !tbaa !9
  %83 = tail call double @llvm.fmuladd.f64(double %82, double %72, double %81)
  %84 = load double, ptr %21, align 8, !tbaa !9
  %85 = tail call double @llvm.fmuladd.f64(double %84, double %75, double %83)
  %86 = load double, ptr %22, align 8, !tbaa !9
  %87 = load double, ptr %23, align 8, !tbaa !9
  %88 = tail call double @llvm.fmuladd.f64(double %87, double %63, double %86)
  %89 = load double, ptr %24, align 8, !tbaa !9
  %90 = tail call double @llvm.fmuladd.f64(double %89, double %65, double %88)
  %91 = load double, ptr %25, align 8, !tbaa !9
  %92 = tail call double @llvm.fmuladd.f64(double %91, double %72, double %90)
  %93 = load double, ptr %26, align 8, !tbaa !9
  %94 = tail call double @llvm.fmuladd.f64(double %93, double %75, double %92)
  %95 = load double, ptr %27, align 8, !tbaa !9
  %96 = load double, ptr %28, align 8, !tbaa !9
  %97 = tail call double @llvm.fmuladd.f64(double %96, double %63, double %95)
  %98 = load double, ptr %29, align 8, !tbaa !9
  %99 = tail call double @llvm.fmuladd.f64(double %98, double %65, double %97)
  %100 = load double, ptr %30, align 8, !tbaa !9
  %101 = tail call double @llvm.fmuladd.f64(double %100, double %72, double %99)
  %102 = load double, ptr %31, align 8, !tbaa !9
  %103 = tail call double @llvm.fmuladd.f64(double %102, double %75, double %101)
  %104 = load double, ptr %32, align 8, !tbaa !9
  %105 = load double, ptr %33, align 8, !tbaa !9
  %106 = tail call double @llvm.fmuladd.f64(double %105, double %63, double %104)
  %107 = load double, ptr %34, align 8, !tbaa !9
  %108 = tail call double @llvm.fmuladd.f64(double %107, double %65, double %106)
  %109 = load double, ptr %35, align 8, !tbaa !9
  %110 = tail call double @llvm.fmuladd.f64(double %109, double %72, double %108)
  %111 = load double, ptr %36, align 8, !tbaa !9
  %112 = tail call double @llvm.fmuladd.f64(double %111, double %75, double %110)
  %113 = load double, ptr %37, align 8, !tbaa !9
  %114 = load double, ptr %38, align 8, !tbaa !9
  %115 = tail call double @llvm.fmuladd.f64(double %114, double %63, double %113)
  %116 = load double, ptr %39, align 8, !tbaa !9
  %117 = tail call double @llvm.fmuladd.f64(double %116, double %65, double %115)
  %118 = load double, ptr %40, align 8, !tbaa !9
  %119 = tail call double @llvm.fmuladd.f64(double %118, double %72, double %117)
  %120 = load double, ptr %41, align 8, !tbaa !9
  %121 = tail call double @llvm.fmuladd.f64(double %120, double %75, double %119)
  %122 = load double, ptr %42, align 8, !tbaa !9
  %123 = load double, ptr %43, align 8, !tbaa !9
  %124 = tail call double @llvm.fmuladd.f64(double %123, double %63, double %122)
  %125 = load double, ptr %44, align 8, !tbaa !9
  %126 = tail call double @llvm.fmuladd.f64(double %125, double %65, double %124)
  %127 = load double, ptr %45, align 8, !tbaa !9
  %128 = tail call double @llvm.fmuladd.f64(double %127, double %72, double %126)
  %129 = load double, ptr %46, align 8, !tbaa !9
  %130 = tail call double @llvm.fmuladd.f64(double %129, double %75, double %128)
  %131 = load double, ptr %47, align 8, !tbaa !9
  %132 = load double, ptr %48, align 8, !tbaa !9
  %133 = tail call double @llvm.fmuladd.f64(double %132, double %63, double %131)
  %134 = load double, ptr %49, align 8, !tbaa !9
  %135 = tail call double @llvm.fmuladd.f64(double %134, double %65, double %133)
  %136 = load double, ptr %50, align 8, !tbaa !9
  %137 = tail call double @llvm.fmuladd.f64(double %136, double %72, double %135)
  %138 = load double, ptr %51, align 8, !tbaa !9
  %139 = tail call double @llvm.fmuladd.f64(double %138, double %75, double %137)
  %140 = fneg double %76
  %141 = tail call double @exp(double noundef %140) #10
  %142 = fadd double %141, 1.000000e+00
  %143 = fdiv double 1.000000e+00, %142
  %144 = fneg double %94
  %145 = tail call double @exp(double noundef %144) #10
  %146 = fadd double %145, 1.000000e+00
  %147 = fdiv double 1.000000e+00, %146
  %148 = fneg double %112
  %149 = tail call double @exp(double noundef %148) #10
  %150 = tail call double @tanh(double noundef %130) #10
  %151 = fmul double %143, %150
  %152 = tail call double @llvm.fmuladd.f64(double %147, double %59, double %151)
  %153 = tail call double @tanh(double noundef %152) #10
  %154 = fneg double %85
  %155 = tail call double @exp(double noundef %154) #10
  %156 = fadd double %155, 1.000000e+00
  %157 = fdiv double 1.000000e+00, %156
  %158 = fneg double %103
  %159 = tail call double @exp(double noundef %158) #10
  %160 = fadd double %159, 1.000000e+00
  %161 = fdiv double 1.000000e+00, %160
  %162 = fneg double %121
  %163 = tail call double @exp(double noundef %162) #10
  %164 = tail call double @tanh(double noundef %139) #10
  %165 = fmul double %157, %164
  %166 = tail call double @llvm.fmuladd.f64(double %161, double %57, double %165)
  %167 = tail call double @tanh(double noundef %166) #10
  %168 = insertelement <2 x double> poison, double %149, i64 0
  %169 = insertelement <2 x double> %168, double %163, i64 1
  %170 = fadd <2 x double> %169, <double 1.000000e+00, double 1.000000e+00>
  %171 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %170
  %172 = insertelement <2 x double> poison, double %153, i64 0
  %173 = insertelement <2 x double> %172, double %167, i64 1
  %174 = fmul <2 x double> %171, %173
  %175 = getelementptr inbounds double, ptr %5, i64 %61
  %176 = load double, ptr %175, align 8, !tbaa !9
  %177 = extractelement <2 x double> %174, i64 0
  %178 = fsub double %177, %176
  %179 = tail call double @llvm.fmuladd.f64(double %178, double %178, double %58)
  %180 = or disjoint i64 %61, 1
  %181 = getelementptr inbounds double, ptr %5, i64 %180
  %182 = load double, ptr %181, align 8, !tbaa !9
  %183 = extractelement <2 x double> %174, i64 1
  %184 = fsub double %183, %182
  %185 = tail call double @llvm.fmuladd.f64(double %184, double %184, double %179)
  %186 = add nuw nsw i64 %56, 1
  %187 = icmp eq i64 %186, %52
  br i1 %187, label %53, label %55, !llvm.loop !13
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @check_array(ptr noundef %0, ptr nocapture noundef %1, ptr nocapture noundef readonly %2, i32 noundef %3) unnamed_addr #7 {
  %5 = alloca [64 x i8], align 16
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
  %13 = load double, ptr %12, align 8, !tbaa !9
  %14 = fadd double %13, 0x3EB0C6F7A0B5ED8D
  store double %14, ptr %12, align 8, !tbaa !9
  %15 = load i32, ptr @steps, align 4, !tbaa !5
  %16 = call double @lstm_loss(ptr noundef nonnull @W, ptr noundef nonnull @b, ptr noundef nonnull @h0, ptr noundef nonnull @c0, ptr noundef nonnull @xs, ptr noundef nonnull @ys, i32 noundef %15)
  %17 = fadd double %13, 0xBEB0C6F7A0B5ED8D
  store double %17, ptr %12, align 8, !tbaa !9
  %18 = load i32, ptr @steps, align 4, !tbaa !5
  %19 = call double @lstm_loss(ptr noundef nonnull @W, ptr noundef nonnull @b, ptr noundef nonnull @h0, ptr noundef nonnull @c0, ptr noundef nonnull @xs, ptr noundef nonnull @ys, i32 noundef %18)
  store double %13, ptr %12, align 8, !tbaa !9
  %20 = trunc nuw nsw i64 %11 to i32
  %21 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 64, ptr noundef nonnull @.str.7, ptr noundef %0, i32 noundef %20) #10
  %22 = getelementptr inbounds double, ptr %2, i64 %11
  %23 = load double, ptr %22, align 8, !tbaa !9
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
  %37 = load i32, ptr @fails, align 4, !tbaa !5
  %38 = add nsw i32 %37, %36
  store i32 %38, ptr @fails, align 4, !tbaa !5
  %39 = add nuw nsw i64 %11, 1
  %40 = icmp eq i64 %39, %8
  br i1 %40, label %9, label %10, !llvm.loop !14
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

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind }
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
