; ModuleID = 'rev/80_struct_by_value.c'
source_filename = "rev/80_struct_by_value.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.V3 = type { double, double, double }
%struct.Params = type { i32, double, double }
%struct.Grads = type { %struct.V2, double, %struct.V3, %struct.Params }
%struct.V2 = type { double, double }

@__const.main.w = private unnamed_addr constant %struct.V3 { double 3.000000e-01, double 0x3FE6666666666666, double -2.000000e-01 }, align 8
@__const.main.p = private unnamed_addr constant %struct.Params { i32 4, double 1.300000e+00, double 6.000000e-01 }, align 8
@__const.main.a = private unnamed_addr constant [4 x double] [double 1.000000e+00, double -5.000000e-01, double 2.500000e-01, double 2.000000e+00], align 16
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
define dso_local double @f(double %0, double %1, double noundef %2, ptr nocapture noundef readonly byval(%struct.V3) align 8 %3, ptr nocapture noundef readonly byval(%struct.Params) align 8 %4, ptr nocapture noundef readonly %5) #0 {
  %7 = load i32, ptr %4, align 8, !tbaa !5
  %8 = icmp sgt i32 %7, 0
  %9 = getelementptr inbounds i8, ptr %3, i64 16
  %10 = load double, ptr %9, align 8, !tbaa !11
  br i1 %8, label %11, label %30

11:                                               ; preds = %6
  %12 = zext nneg i32 %7 to i64
  %13 = and i64 %12, 1
  %14 = icmp eq i32 %7, 1
  br i1 %14, label %17, label %15

15:                                               ; preds = %11
  %16 = and i64 %12, 2147483646
  br label %46

17:                                               ; preds = %46, %11
  %18 = phi double [ poison, %11 ], [ %64, %46 ]
  %19 = phi i64 [ 0, %11 ], [ %65, %46 ]
  %20 = phi double [ 0.000000e+00, %11 ], [ %64, %46 ]
  %21 = icmp eq i64 %13, 0
  br i1 %21, label %30, label %22

22:                                               ; preds = %17
  %23 = getelementptr inbounds double, ptr %5, i64 %19
  %24 = load double, ptr %23, align 8, !tbaa !13
  %25 = trunc nuw nsw i64 %19 to i32
  %26 = uitofp nneg i32 %25 to double
  %27 = tail call double @llvm.fmuladd.f64(double %0, double %26, double %10)
  %28 = tail call double @sin(double noundef %27) #10
  %29 = tail call double @llvm.fmuladd.f64(double %24, double %28, double %20)
  br label %30

30:                                               ; preds = %22, %17, %6
  %31 = phi double [ 0.000000e+00, %6 ], [ %18, %17 ], [ %29, %22 ]
  %32 = getelementptr inbounds i8, ptr %4, i64 8
  %33 = load double, ptr %32, align 8, !tbaa !14
  %34 = fmul double %1, %1
  %35 = fmul double %34, %2
  %36 = tail call double @llvm.fmuladd.f64(double %31, double %33, double %35)
  %37 = load double, ptr %3, align 8, !tbaa !15
  %38 = getelementptr inbounds i8, ptr %3, i64 8
  %39 = load double, ptr %38, align 8, !tbaa !16
  %40 = fmul double %37, %39
  %41 = tail call double @exp(double noundef %40) #10
  %42 = tail call double @llvm.fmuladd.f64(double %41, double %2, double %36)
  %43 = getelementptr inbounds i8, ptr %4, i64 16
  %44 = load double, ptr %43, align 8, !tbaa !17
  %45 = tail call double @llvm.fmuladd.f64(double %44, double %10, double %42)
  ret double %45

46:                                               ; preds = %46, %15
  %47 = phi i64 [ 0, %15 ], [ %65, %46 ]
  %48 = phi double [ 0.000000e+00, %15 ], [ %64, %46 ]
  %49 = phi i64 [ 0, %15 ], [ %66, %46 ]
  %50 = getelementptr inbounds double, ptr %5, i64 %47
  %51 = load double, ptr %50, align 8, !tbaa !13
  %52 = trunc nuw nsw i64 %47 to i32
  %53 = uitofp nneg i32 %52 to double
  %54 = tail call double @llvm.fmuladd.f64(double %0, double %53, double %10)
  %55 = tail call double @sin(double noundef %54) #10
  %56 = tail call double @llvm.fmuladd.f64(double %51, double %55, double %48)
  %57 = or disjoint i64 %47, 1
  %58 = getelementptr inbounds double, ptr %5, i64 %57
  %59 = load double, ptr %58, align 8, !tbaa !13
  %60 = trunc nuw nsw i64 %57 to i32
  %61 = uitofp nneg i32 %60 to double
  %62 = tail call double @llvm.fmuladd.f64(double %0, double %61, double %10)
  %63 = tail call double @sin(double noundef %62) #10
  %64 = tail call double @llvm.fmuladd.f64(double %59, double %63, double %56)
  %65 = add nuw nsw i64 %47, 2
  %66 = add i64 %49, 2
  %67 = icmp eq i64 %66, %16
  br i1 %67, label %17, label %46, !llvm.loop !18
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
  %2 = alloca [4 x double], align 16
  %3 = alloca %struct.Grads, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, ptr noundef nonnull align 16 dereferenceable(32) @__const.main.a, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %2, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %3) #10
  %4 = load i32, ptr @enzyme_out, align 4, !tbaa !20
  %5 = load i32, ptr @enzyme_dup, align 4, !tbaa !20
  call void (ptr, ptr, ...) @__enzyme_autodiff(ptr dead_on_unwind nonnull writable sret(%struct.Grads) align 8 %3, ptr noundef nonnull @f, i32 noundef %4, double 4.000000e-01, double -1.100000e+00, i32 noundef %4, double noundef 8.000000e-01, i32 noundef %4, ptr noundef nonnull byval(%struct.V3) align 8 @__const.main.w, i32 noundef %4, ptr noundef nonnull byval(%struct.Params) align 8 @__const.main.p, i32 noundef %5, ptr noundef nonnull %1, ptr noundef nonnull %2) #10
  br label %6

6:                                                ; preds = %6, %0
  %7 = phi i64 [ 0, %0 ], [ %25, %6 ]
  %8 = phi double [ 0.000000e+00, %0 ], [ %24, %6 ]
  %9 = phi i64 [ 0, %0 ], [ %26, %6 ]
  %10 = getelementptr inbounds double, ptr %1, i64 %7
  %11 = load double, ptr %10, align 16, !tbaa !13
  %12 = trunc nuw nsw i64 %7 to i32
  %13 = uitofp nneg i32 %12 to double
  %14 = call double @llvm.fmuladd.f64(double %13, double 4.000010e-01, double -2.000000e-01)
  %15 = call double @sin(double noundef %14) #10
  %16 = call double @llvm.fmuladd.f64(double %11, double %15, double %8)
  %17 = or disjoint i64 %7, 1
  %18 = getelementptr inbounds double, ptr %1, i64 %17
  %19 = load double, ptr %18, align 8, !tbaa !13
  %20 = trunc nuw nsw i64 %17 to i32
  %21 = uitofp nneg i32 %20 to double
  %22 = call double @llvm.fmuladd.f64(double %21, double 4.000010e-01, double -2.000000e-01)
  %23 = call double @sin(double noundef %22) #10
  %24 = call double @llvm.fmuladd.f64(double %19, double %23, double %16)
  %25 = add nuw nsw i64 %7, 2
  %26 = add i64 %9, 2
  %27 = icmp eq i64 %26, 4
  br i1 %27, label %28, label %6, !llvm.loop !18

28:                                               ; preds = %6
  %29 = call double @llvm.fmuladd.f64(double %24, double 1.300000e+00, double 0x3FEEF9DB22D0E562)
  %30 = fadd double %29, 0x3FEF950854217528
  %31 = fadd double %30, -1.200000e-01
  br label %32

32:                                               ; preds = %32, %28
  %33 = phi i64 [ 0, %28 ], [ %51, %32 ]
  %34 = phi double [ 0.000000e+00, %28 ], [ %50, %32 ]
  %35 = phi i64 [ 0, %28 ], [ %52, %32 ]
  %36 = getelementptr inbounds double, ptr %1, i64 %33
  %37 = load double, ptr %36, align 16, !tbaa !13
  %38 = trunc nuw nsw i64 %33 to i32
  %39 = uitofp nneg i32 %38 to double
  %40 = call double @llvm.fmuladd.f64(double %39, double 0x3FD9999567DBB16D, double -2.000000e-01)
  %41 = call double @sin(double noundef %40) #10
  %42 = call double @llvm.fmuladd.f64(double %37, double %41, double %34)
  %43 = or disjoint i64 %33, 1
  %44 = getelementptr inbounds double, ptr %1, i64 %43
  %45 = load double, ptr %44, align 8, !tbaa !13
  %46 = trunc nuw nsw i64 %43 to i32
  %47 = uitofp nneg i32 %46 to double
  %48 = call double @llvm.fmuladd.f64(double %47, double 0x3FD9999567DBB16D, double -2.000000e-01)
  %49 = call double @sin(double noundef %48) #10
  %50 = call double @llvm.fmuladd.f64(double %45, double %49, double %42)
  %51 = add nuw nsw i64 %33, 2
  %52 = add i64 %35, 2
  %53 = icmp eq i64 %52, 4
  br i1 %53, label %54, label %32, !llvm.loop !18

54:                                               ; preds = %32
  %55 = call double @llvm.fmuladd.f64(double %50, double 1.300000e+00, double 0x3FEEF9DB22D0E562)
  %56 = fadd double %55, 0x3FEF950854217528
  %57 = fadd double %56, -1.200000e-01
  %58 = load double, ptr %3, align 8, !tbaa !21
  %59 = fsub double %31, %57
  %60 = fdiv double %59, 2.000000e-06
  %61 = fsub double %58, %60
  %62 = call double @llvm.fabs.f64(double %61)
  %63 = call double @llvm.fabs.f64(double %60)
  %64 = call double @llvm.maxnum.f64(double %63, double 1.000000e+00)
  %65 = fmul double %64, 0x3EB0C6F7A0B5ED8D
  %66 = fcmp ugt double %62, %65
  %67 = fcmp ule double %63, 1.000000e-09
  %68 = or i1 %67, %66
  %69 = select i1 %68, ptr @.str.10, ptr @.str.11
  %70 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str, double noundef %58, double noundef %60, ptr noundef nonnull %69)
  %71 = zext i1 %68 to i32
  %72 = load i32, ptr @fails, align 4, !tbaa !20
  %73 = add nsw i32 %72, %71
  store i32 %73, ptr @fails, align 4, !tbaa !20
  br label %74

74:                                               ; preds = %74, %54
  %75 = phi i64 [ 0, %54 ], [ %93, %74 ]
  %76 = phi double [ 0.000000e+00, %54 ], [ %92, %74 ]
  %77 = phi i64 [ 0, %54 ], [ %94, %74 ]
  %78 = getelementptr inbounds double, ptr %1, i64 %75
  %79 = load double, ptr %78, align 16, !tbaa !13
  %80 = trunc nuw nsw i64 %75 to i32
  %81 = uitofp nneg i32 %80 to double
  %82 = call double @llvm.fmuladd.f64(double %81, double 4.000000e-01, double -2.000000e-01)
  %83 = call double @sin(double noundef %82) #10
  %84 = call double @llvm.fmuladd.f64(double %79, double %83, double %76)
  %85 = or disjoint i64 %75, 1
  %86 = getelementptr inbounds double, ptr %1, i64 %85
  %87 = load double, ptr %86, align 8, !tbaa !13
  %88 = trunc nuw nsw i64 %85 to i32
  %89 = uitofp nneg i32 %88 to double
  %90 = call double @llvm.fmuladd.f64(double %89, double 4.000000e-01, double -2.000000e-01)
  %91 = call double @sin(double noundef %90) #10
  %92 = call double @llvm.fmuladd.f64(double %87, double %91, double %84)
  %93 = add nuw nsw i64 %75, 2
  %94 = add i64 %77, 2
  %95 = icmp eq i64 %94, 4
  br i1 %95, label %96, label %74, !llvm.loop !18

96:                                               ; preds = %74
  %97 = call double @llvm.fmuladd.f64(double %92, double 1.300000e+00, double 0x3FEEF9D771EC72A8)
  %98 = fadd double %97, 0x3FEF950854217528
  %99 = fadd double %98, -1.200000e-01
  br label %100

100:                                              ; preds = %100, %96
  %101 = phi i64 [ 0, %96 ], [ %119, %100 ]
  %102 = phi double [ 0.000000e+00, %96 ], [ %118, %100 ]
  %103 = phi i64 [ 0, %96 ], [ %120, %100 ]
  %104 = getelementptr inbounds double, ptr %1, i64 %101
  %105 = load double, ptr %104, align 16, !tbaa !13
  %106 = trunc nuw nsw i64 %101 to i32
  %107 = uitofp nneg i32 %106 to double
  %108 = call double @llvm.fmuladd.f64(double %107, double 4.000000e-01, double -2.000000e-01)
  %109 = call double @sin(double noundef %108) #10
  %110 = call double @llvm.fmuladd.f64(double %105, double %109, double %102)
  %111 = or disjoint i64 %101, 1
  %112 = getelementptr inbounds double, ptr %1, i64 %111
  %113 = load double, ptr %112, align 8, !tbaa !13
  %114 = trunc nuw nsw i64 %111 to i32
  %115 = uitofp nneg i32 %114 to double
  %116 = call double @llvm.fmuladd.f64(double %115, double 4.000000e-01, double -2.000000e-01)
  %117 = call double @sin(double noundef %116) #10
  %118 = call double @llvm.fmuladd.f64(double %113, double %117, double %110)
  %119 = add nuw nsw i64 %101, 2
  %120 = add i64 %103, 2
  %121 = icmp eq i64 %120, 4
  br i1 %121, label %122, label %100, !llvm.loop !18

122:                                              ; preds = %100
  %123 = call double @llvm.fmuladd.f64(double %118, double 1.300000e+00, double 0x3FEEF9DED3B59067)
  %124 = fadd double %123, 0x3FEF950854217528
  %125 = fadd double %124, -1.200000e-01
  %126 = getelementptr inbounds i8, ptr %3, i64 8
  %127 = load double, ptr %126, align 8, !tbaa !24
  %128 = fsub double %99, %125
  %129 = fdiv double %128, 2.000000e-06
  %130 = fsub double %127, %129
  %131 = call double @llvm.fabs.f64(double %130)
  %132 = call double @llvm.fabs.f64(double %129)
  %133 = call double @llvm.maxnum.f64(double %132, double 1.000000e+00)
  %134 = fmul double %133, 0x3EB0C6F7A0B5ED8D
  %135 = fcmp ugt double %131, %134
  %136 = fcmp ule double %132, 1.000000e-09
  %137 = or i1 %136, %135
  %138 = select i1 %137, ptr @.str.10, ptr @.str.11
  %139 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str.1, double noundef %127, double noundef %129, ptr noundef nonnull %138)
  %140 = zext i1 %137 to i32
  %141 = load i32, ptr @fails, align 4, !tbaa !20
  %142 = add nsw i32 %141, %140
  store i32 %142, ptr @fails, align 4, !tbaa !20
  br label %143

143:                                              ; preds = %143, %122
  %144 = phi i64 [ 0, %122 ], [ %162, %143 ]
  %145 = phi double [ 0.000000e+00, %122 ], [ %161, %143 ]
  %146 = phi i64 [ 0, %122 ], [ %163, %143 ]
  %147 = getelementptr inbounds double, ptr %1, i64 %144
  %148 = load double, ptr %147, align 16, !tbaa !13
  %149 = trunc nuw nsw i64 %144 to i32
  %150 = uitofp nneg i32 %149 to double
  %151 = call double @llvm.fmuladd.f64(double %150, double 4.000000e-01, double -2.000000e-01)
  %152 = call double @sin(double noundef %151) #10
  %153 = call double @llvm.fmuladd.f64(double %148, double %152, double %145)
  %154 = or disjoint i64 %144, 1
  %155 = getelementptr inbounds double, ptr %1, i64 %154
  %156 = load double, ptr %155, align 8, !tbaa !13
  %157 = trunc nuw nsw i64 %154 to i32
  %158 = uitofp nneg i32 %157 to double
  %159 = call double @llvm.fmuladd.f64(double %158, double 4.000000e-01, double -2.000000e-01)
  %160 = call double @sin(double noundef %159) #10
  %161 = call double @llvm.fmuladd.f64(double %156, double %160, double %153)
  %162 = add nuw nsw i64 %144, 2
  %163 = add i64 %146, 2
  %164 = icmp eq i64 %163, 4
  br i1 %164, label %165, label %143, !llvm.loop !18

165:                                              ; preds = %143
  %166 = call double @llvm.fmuladd.f64(double %161, double 1.300000e+00, double 0x3FEEF9DDAC6E079D)
  %167 = fadd double %166, 0x3FEF950AEA74E10F
  %168 = fadd double %167, -1.200000e-01
  br label %169

169:                                              ; preds = %169, %165
  %170 = phi i64 [ 0, %165 ], [ %188, %169 ]
  %171 = phi double [ 0.000000e+00, %165 ], [ %187, %169 ]
  %172 = phi i64 [ 0, %165 ], [ %189, %169 ]
  %173 = getelementptr inbounds double, ptr %1, i64 %170
  %174 = load double, ptr %173, align 16, !tbaa !13
  %175 = trunc nuw nsw i64 %170 to i32
  %176 = uitofp nneg i32 %175 to double
  %177 = call double @llvm.fmuladd.f64(double %176, double 4.000000e-01, double -2.000000e-01)
  %178 = call double @sin(double noundef %177) #10
  %179 = call double @llvm.fmuladd.f64(double %174, double %178, double %171)
  %180 = or disjoint i64 %170, 1
  %181 = getelementptr inbounds double, ptr %1, i64 %180
  %182 = load double, ptr %181, align 8, !tbaa !13
  %183 = trunc nuw nsw i64 %180 to i32
  %184 = uitofp nneg i32 %183 to double
  %185 = call double @llvm.fmuladd.f64(double %184, double 4.000000e-01, double -2.000000e-01)
  %186 = call double @sin(double noundef %185) #10
  %187 = call double @llvm.fmuladd.f64(double %182, double %186, double %179)
  %188 = add nuw nsw i64 %170, 2
  %189 = add i64 %172, 2
  %190 = icmp eq i64 %189, 4
  br i1 %190, label %191, label %169, !llvm.loop !18

191:                                              ; preds = %169
  %192 = call double @llvm.fmuladd.f64(double %187, double 1.300000e+00, double 0x3FEEF9D89933C328)
  %193 = fadd double %192, 0x3FEF9505BDCE0942
  %194 = fadd double %193, -1.200000e-01
  %195 = getelementptr inbounds i8, ptr %3, i64 16
  %196 = load double, ptr %195, align 8, !tbaa !25
  %197 = fsub double %168, %194
  %198 = fdiv double %197, 2.000000e-06
  %199 = fsub double %196, %198
  %200 = call double @llvm.fabs.f64(double %199)
  %201 = call double @llvm.fabs.f64(double %198)
  %202 = call double @llvm.maxnum.f64(double %201, double 1.000000e+00)
  %203 = fmul double %202, 0x3EB0C6F7A0B5ED8D
  %204 = fcmp ugt double %200, %203
  %205 = fcmp ule double %201, 1.000000e-09
  %206 = or i1 %205, %204
  %207 = select i1 %206, ptr @.str.10, ptr @.str.11
  %208 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str.2, double noundef %196, double noundef %198, ptr noundef nonnull %207)
  %209 = zext i1 %206 to i32
  %210 = load i32, ptr @fails, align 4, !tbaa !20
  %211 = add nsw i32 %210, %209
  store i32 %211, ptr @fails, align 4, !tbaa !20
  br label %212

212:                                              ; preds = %212, %191
  %213 = phi i64 [ 0, %191 ], [ %231, %212 ]
  %214 = phi double [ 0.000000e+00, %191 ], [ %230, %212 ]
  %215 = phi i64 [ 0, %191 ], [ %232, %212 ]
  %216 = getelementptr inbounds double, ptr %1, i64 %213
  %217 = load double, ptr %216, align 16, !tbaa !13
  %218 = trunc nuw nsw i64 %213 to i32
  %219 = uitofp nneg i32 %218 to double
  %220 = call double @llvm.fmuladd.f64(double %219, double 4.000000e-01, double -2.000000e-01)
  %221 = call double @sin(double noundef %220) #10
  %222 = call double @llvm.fmuladd.f64(double %217, double %221, double %214)
  %223 = or disjoint i64 %213, 1
  %224 = getelementptr inbounds double, ptr %1, i64 %223
  %225 = load double, ptr %224, align 8, !tbaa !13
  %226 = trunc nuw nsw i64 %223 to i32
  %227 = uitofp nneg i32 %226 to double
  %228 = call double @llvm.fmuladd.f64(double %227, double 4.000000e-01, double -2.000000e-01)
  %229 = call double @sin(double noundef %228) #10
  %230 = call double @llvm.fmuladd.f64(double %225, double %229, double %222)
  %231 = add nuw nsw i64 %213, 2
  %232 = add i64 %215, 2
  %233 = icmp eq i64 %232, 4
  br i1 %233, label %234, label %212, !llvm.loop !18

234:                                              ; preds = %212
  %235 = call double @llvm.fmuladd.f64(double %230, double 1.300000e+00, double 0x3FEEF9DB22D0E562)
  %236 = fadd double %235, 0x3FEF9509C70886E4
  %237 = fadd double %236, -1.200000e-01
  br label %238

238:                                              ; preds = %238, %234
  %239 = phi i64 [ 0, %234 ], [ %257, %238 ]
  %240 = phi double [ 0.000000e+00, %234 ], [ %256, %238 ]
  %241 = phi i64 [ 0, %234 ], [ %258, %238 ]
  %242 = getelementptr inbounds double, ptr %1, i64 %239
  %243 = load double, ptr %242, align 16, !tbaa !13
  %244 = trunc nuw nsw i64 %239 to i32
  %245 = uitofp nneg i32 %244 to double
  %246 = call double @llvm.fmuladd.f64(double %245, double 4.000000e-01, double -2.000000e-01)
  %247 = call double @sin(double noundef %246) #10
  %248 = call double @llvm.fmuladd.f64(double %243, double %247, double %240)
  %249 = or disjoint i64 %239, 1
  %250 = getelementptr inbounds double, ptr %1, i64 %249
  %251 = load double, ptr %250, align 8, !tbaa !13
  %252 = trunc nuw nsw i64 %249 to i32
  %253 = uitofp nneg i32 %252 to double
  %254 = call double @llvm.fmuladd.f64(double %253, double 4.000000e-01, double -2.000000e-01)
  %255 = call double @sin(double noundef %254) #10
  %256 = call double @llvm.fmuladd.f64(double %251, double %255, double %248)
  %257 = add nuw nsw i64 %239, 2
  %258 = add i64 %241, 2
  %259 = icmp eq i64 %258, 4
  br i1 %259, label %260, label %238, !llvm.loop !18

260:                                              ; preds = %238
  %261 = call double @llvm.fmuladd.f64(double %256, double 1.300000e+00, double 0x3FEEF9DB22D0E562)
  %262 = fadd double %261, 0x3FEF9506E13A7472
  %263 = fadd double %262, -1.200000e-01
  %264 = getelementptr inbounds i8, ptr %3, i64 24
  %265 = load double, ptr %264, align 8, !tbaa !26
  %266 = fsub double %237, %263
  %267 = fdiv double %266, 2.000000e-06
  %268 = fsub double %265, %267
  %269 = call double @llvm.fabs.f64(double %268)
  %270 = call double @llvm.fabs.f64(double %267)
  %271 = call double @llvm.maxnum.f64(double %270, double 1.000000e+00)
  %272 = fmul double %271, 0x3EB0C6F7A0B5ED8D
  %273 = fcmp ugt double %269, %272
  %274 = fcmp ule double %270, 1.000000e-09
  %275 = or i1 %274, %273
  %276 = select i1 %275, ptr @.str.10, ptr @.str.11
  %277 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str.3, double noundef %265, double noundef %267, ptr noundef nonnull %276)
  %278 = zext i1 %275 to i32
  %279 = load i32, ptr @fails, align 4, !tbaa !20
  %280 = add nsw i32 %279, %278
  store i32 %280, ptr @fails, align 4, !tbaa !20
  br label %281

281:                                              ; preds = %281, %260
  %282 = phi i64 [ 0, %260 ], [ %300, %281 ]
  %283 = phi double [ 0.000000e+00, %260 ], [ %299, %281 ]
  %284 = phi i64 [ 0, %260 ], [ %301, %281 ]
  %285 = getelementptr inbounds double, ptr %1, i64 %282
  %286 = load double, ptr %285, align 16, !tbaa !13
  %287 = trunc nuw nsw i64 %282 to i32
  %288 = uitofp nneg i32 %287 to double
  %289 = call double @llvm.fmuladd.f64(double %288, double 4.000000e-01, double -2.000000e-01)
  %290 = call double @sin(double noundef %289) #10
  %291 = call double @llvm.fmuladd.f64(double %286, double %290, double %283)
  %292 = or disjoint i64 %282, 1
  %293 = getelementptr inbounds double, ptr %1, i64 %292
  %294 = load double, ptr %293, align 8, !tbaa !13
  %295 = trunc nuw nsw i64 %292 to i32
  %296 = uitofp nneg i32 %295 to double
  %297 = call double @llvm.fmuladd.f64(double %296, double 4.000000e-01, double -2.000000e-01)
  %298 = call double @sin(double noundef %297) #10
  %299 = call double @llvm.fmuladd.f64(double %294, double %298, double %291)
  %300 = add nuw nsw i64 %282, 2
  %301 = add i64 %284, 2
  %302 = icmp eq i64 %301, 4
  br i1 %302, label %303, label %281, !llvm.loop !18

303:                                              ; preds = %281
  %304 = call double @llvm.fmuladd.f64(double %299, double 1.300000e+00, double 0x3FEEF9DB22D0E562)
  %305 = fadd double %304, 0x3FEF9508F316C3D2
  %306 = fadd double %305, -1.200000e-01
  br label %307

307:                                              ; preds = %307, %303
  %308 = phi i64 [ 0, %303 ], [ %326, %307 ]
  %309 = phi double [ 0.000000e+00, %303 ], [ %325, %307 ]
  %310 = phi i64 [ 0, %303 ], [ %327, %307 ]
  %311 = getelementptr inbounds double, ptr %1, i64 %308
  %312 = load double, ptr %311, align 16, !tbaa !13
  %313 = trunc nuw nsw i64 %308 to i32
  %314 = uitofp nneg i32 %313 to double
  %315 = call double @llvm.fmuladd.f64(double %314, double 4.000000e-01, double -2.000000e-01)
  %316 = call double @sin(double noundef %315) #10
  %317 = call double @llvm.fmuladd.f64(double %312, double %316, double %309)
  %318 = or disjoint i64 %308, 1
  %319 = getelementptr inbounds double, ptr %1, i64 %318
  %320 = load double, ptr %319, align 8, !tbaa !13
  %321 = trunc nuw nsw i64 %318 to i32
  %322 = uitofp nneg i32 %321 to double
  %323 = call double @llvm.fmuladd.f64(double %322, double 4.000000e-01, double -2.000000e-01)
  %324 = call double @sin(double noundef %323) #10
  %325 = call double @llvm.fmuladd.f64(double %320, double %324, double %317)
  %326 = add nuw nsw i64 %308, 2
  %327 = add i64 %310, 2
  %328 = icmp eq i64 %327, 4
  br i1 %328, label %329, label %307, !llvm.loop !18

329:                                              ; preds = %307
  %330 = call double @llvm.fmuladd.f64(double %325, double 1.300000e+00, double 0x3FEEF9DB22D0E562)
  %331 = fadd double %330, 0x3FEF9507B52C29A0
  %332 = fadd double %331, -1.200000e-01
  %333 = getelementptr inbounds i8, ptr %3, i64 32
  %334 = load double, ptr %333, align 8, !tbaa !27
  %335 = fsub double %306, %332
  %336 = fdiv double %335, 2.000000e-06
  %337 = fsub double %334, %336
  %338 = call double @llvm.fabs.f64(double %337)
  %339 = call double @llvm.fabs.f64(double %336)
  %340 = call double @llvm.maxnum.f64(double %339, double 1.000000e+00)
  %341 = fmul double %340, 0x3EB0C6F7A0B5ED8D
  %342 = fcmp ugt double %338, %341
  %343 = fcmp ule double %339, 1.000000e-09
  %344 = or i1 %343, %342
  %345 = select i1 %344, ptr @.str.10, ptr @.str.11
  %346 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str.4, double noundef %334, double noundef %336, ptr noundef nonnull %345)
  %347 = zext i1 %344 to i32
  %348 = load i32, ptr @fails, align 4, !tbaa !20
  %349 = add nsw i32 %348, %347
  store i32 %349, ptr @fails, align 4, !tbaa !20
  br label %350

350:                                              ; preds = %350, %329
  %351 = phi i64 [ 0, %329 ], [ %369, %350 ]
  %352 = phi double [ 0.000000e+00, %329 ], [ %368, %350 ]
  %353 = phi i64 [ 0, %329 ], [ %370, %350 ]
  %354 = getelementptr inbounds double, ptr %1, i64 %351
  %355 = load double, ptr %354, align 16, !tbaa !13
  %356 = trunc nuw nsw i64 %351 to i32
  %357 = uitofp nneg i32 %356 to double
  %358 = call double @llvm.fmuladd.f64(double %357, double 4.000000e-01, double -1.999990e-01)
  %359 = call double @sin(double noundef %358) #10
  %360 = call double @llvm.fmuladd.f64(double %355, double %359, double %352)
  %361 = or disjoint i64 %351, 1
  %362 = getelementptr inbounds double, ptr %1, i64 %361
  %363 = load double, ptr %362, align 8, !tbaa !13
  %364 = trunc nuw nsw i64 %361 to i32
  %365 = uitofp nneg i32 %364 to double
  %366 = call double @llvm.fmuladd.f64(double %365, double 4.000000e-01, double -1.999990e-01)
  %367 = call double @sin(double noundef %366) #10
  %368 = call double @llvm.fmuladd.f64(double %363, double %367, double %360)
  %369 = add nuw nsw i64 %351, 2
  %370 = add i64 %353, 2
  %371 = icmp eq i64 %370, 4
  br i1 %371, label %372, label %350, !llvm.loop !18

372:                                              ; preds = %350
  %373 = call double @llvm.fmuladd.f64(double %368, double 1.300000e+00, double 0x3FEEF9DB22D0E562)
  %374 = fadd double %373, 0x3FEF950854217528
  %375 = fadd double %374, 0xBFBEB847DA8A24B2
  br label %376

376:                                              ; preds = %376, %372
  %377 = phi i64 [ 0, %372 ], [ %395, %376 ]
  %378 = phi double [ 0.000000e+00, %372 ], [ %394, %376 ]
  %379 = phi i64 [ 0, %372 ], [ %396, %376 ]
  %380 = getelementptr inbounds double, ptr %1, i64 %377
  %381 = load double, ptr %380, align 16, !tbaa !13
  %382 = trunc nuw nsw i64 %377 to i32
  %383 = uitofp nneg i32 %382 to double
  %384 = call double @llvm.fmuladd.f64(double %383, double 4.000000e-01, double -2.000010e-01)
  %385 = call double @sin(double noundef %384) #10
  %386 = call double @llvm.fmuladd.f64(double %381, double %385, double %378)
  %387 = or disjoint i64 %377, 1
  %388 = getelementptr inbounds double, ptr %1, i64 %387
  %389 = load double, ptr %388, align 8, !tbaa !13
  %390 = trunc nuw nsw i64 %387 to i32
  %391 = uitofp nneg i32 %390 to double
  %392 = call double @llvm.fmuladd.f64(double %391, double 4.000000e-01, double -2.000010e-01)
  %393 = call double @sin(double noundef %392) #10
  %394 = call double @llvm.fmuladd.f64(double %389, double %393, double %386)
  %395 = add nuw nsw i64 %377, 2
  %396 = add i64 %379, 2
  %397 = icmp eq i64 %396, 4
  br i1 %397, label %398, label %376, !llvm.loop !18

398:                                              ; preds = %376
  %399 = call double @llvm.fmuladd.f64(double %394, double 1.300000e+00, double 0x3FEEF9DB22D0E562)
  %400 = fadd double %399, 0x3FEF950854217528
  %401 = fadd double %400, 0xBFBEB85BFC8018BF
  %402 = getelementptr inbounds i8, ptr %3, i64 40
  %403 = load double, ptr %402, align 8, !tbaa !28
  %404 = fsub double %375, %401
  %405 = fdiv double %404, 2.000000e-06
  %406 = fsub double %403, %405
  %407 = call double @llvm.fabs.f64(double %406)
  %408 = call double @llvm.fabs.f64(double %405)
  %409 = call double @llvm.maxnum.f64(double %408, double 1.000000e+00)
  %410 = fmul double %409, 0x3EB0C6F7A0B5ED8D
  %411 = fcmp ugt double %407, %410
  %412 = fcmp ule double %408, 1.000000e-09
  %413 = or i1 %412, %411
  %414 = select i1 %413, ptr @.str.10, ptr @.str.11
  %415 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str.5, double noundef %403, double noundef %405, ptr noundef nonnull %414)
  %416 = zext i1 %413 to i32
  %417 = load i32, ptr @fails, align 4, !tbaa !20
  %418 = add nsw i32 %417, %416
  store i32 %418, ptr @fails, align 4, !tbaa !20
  br label %419

419:                                              ; preds = %419, %398
  %420 = phi i64 [ 0, %398 ], [ %438, %419 ]
  %421 = phi double [ 0.000000e+00, %398 ], [ %437, %419 ]
  %422 = phi i64 [ 0, %398 ], [ %439, %419 ]
  %423 = getelementptr inbounds double, ptr %1, i64 %420
  %424 = load double, ptr %423, align 16, !tbaa !13
  %425 = trunc nuw nsw i64 %420 to i32
  %426 = uitofp nneg i32 %425 to double
  %427 = call double @llvm.fmuladd.f64(double %426, double 4.000000e-01, double -2.000000e-01)
  %428 = call double @sin(double noundef %427) #10
  %429 = call double @llvm.fmuladd.f64(double %424, double %428, double %421)
  %430 = or disjoint i64 %420, 1
  %431 = getelementptr inbounds double, ptr %1, i64 %430
  %432 = load double, ptr %431, align 8, !tbaa !13
  %433 = trunc nuw nsw i64 %430 to i32
  %434 = uitofp nneg i32 %433 to double
  %435 = call double @llvm.fmuladd.f64(double %434, double 4.000000e-01, double -2.000000e-01)
  %436 = call double @sin(double noundef %435) #10
  %437 = call double @llvm.fmuladd.f64(double %432, double %436, double %429)
  %438 = add nuw nsw i64 %420, 2
  %439 = add i64 %422, 2
  %440 = icmp eq i64 %439, 4
  br i1 %440, label %441, label %419, !llvm.loop !18

441:                                              ; preds = %419
  %442 = call double @llvm.fmuladd.f64(double %437, double 0x3FF4CCCDD93C46D8, double 0x3FEEF9DB22D0E562)
  %443 = fadd double %442, 0x3FEF950854217528
  %444 = fadd double %443, -1.200000e-01
  br label %445

445:                                              ; preds = %445, %441
  %446 = phi i64 [ 0, %441 ], [ %464, %445 ]
  %447 = phi double [ 0.000000e+00, %441 ], [ %463, %445 ]
  %448 = phi i64 [ 0, %441 ], [ %465, %445 ]
  %449 = getelementptr inbounds double, ptr %1, i64 %446
  %450 = load double, ptr %449, align 16, !tbaa !13
  %451 = trunc nuw nsw i64 %446 to i32
  %452 = uitofp nneg i32 %451 to double
  %453 = call double @llvm.fmuladd.f64(double %452, double 4.000000e-01, double -2.000000e-01)
  %454 = call double @sin(double noundef %453) #10
  %455 = call double @llvm.fmuladd.f64(double %450, double %454, double %447)
  %456 = or disjoint i64 %446, 1
  %457 = getelementptr inbounds double, ptr %1, i64 %456
  %458 = load double, ptr %457, align 8, !tbaa !13
  %459 = trunc nuw nsw i64 %456 to i32
  %460 = uitofp nneg i32 %459 to double
  %461 = call double @llvm.fmuladd.f64(double %460, double 4.000000e-01, double -2.000000e-01)
  %462 = call double @sin(double noundef %461) #10
  %463 = call double @llvm.fmuladd.f64(double %458, double %462, double %455)
  %464 = add nuw nsw i64 %446, 2
  %465 = add i64 %448, 2
  %466 = icmp eq i64 %465, 4
  br i1 %466, label %467, label %445, !llvm.loop !18

467:                                              ; preds = %445
  %468 = call double @llvm.fmuladd.f64(double %463, double 0x3FF4CCCBC05D52C2, double 0x3FEEF9DB22D0E562)
  %469 = fadd double %468, 0x3FEF950854217528
  %470 = fadd double %469, -1.200000e-01
  %471 = getelementptr inbounds i8, ptr %3, i64 56
  %472 = load double, ptr %471, align 8, !tbaa !29
  %473 = fsub double %444, %470
  %474 = fdiv double %473, 2.000000e-06
  %475 = fsub double %472, %474
  %476 = call double @llvm.fabs.f64(double %475)
  %477 = call double @llvm.fabs.f64(double %474)
  %478 = call double @llvm.maxnum.f64(double %477, double 1.000000e+00)
  %479 = fmul double %478, 0x3EB0C6F7A0B5ED8D
  %480 = fcmp ugt double %476, %479
  %481 = fcmp ule double %477, 1.000000e-09
  %482 = or i1 %481, %480
  %483 = select i1 %482, ptr @.str.10, ptr @.str.11
  %484 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str.6, double noundef %472, double noundef %474, ptr noundef nonnull %483)
  %485 = zext i1 %482 to i32
  %486 = load i32, ptr @fails, align 4, !tbaa !20
  %487 = add nsw i32 %486, %485
  store i32 %487, ptr @fails, align 4, !tbaa !20
  br label %488

488:                                              ; preds = %488, %467
  %489 = phi i64 [ 0, %467 ], [ %507, %488 ]
  %490 = phi double [ 0.000000e+00, %467 ], [ %506, %488 ]
  %491 = phi i64 [ 0, %467 ], [ %508, %488 ]
  %492 = getelementptr inbounds double, ptr %1, i64 %489
  %493 = load double, ptr %492, align 16, !tbaa !13
  %494 = trunc nuw nsw i64 %489 to i32
  %495 = uitofp nneg i32 %494 to double
  %496 = call double @llvm.fmuladd.f64(double %495, double 4.000000e-01, double -2.000000e-01)
  %497 = call double @sin(double noundef %496) #10
  %498 = call double @llvm.fmuladd.f64(double %493, double %497, double %490)
  %499 = or disjoint i64 %489, 1
  %500 = getelementptr inbounds double, ptr %1, i64 %499
  %501 = load double, ptr %500, align 8, !tbaa !13
  %502 = trunc nuw nsw i64 %499 to i32
  %503 = uitofp nneg i32 %502 to double
  %504 = call double @llvm.fmuladd.f64(double %503, double 4.000000e-01, double -2.000000e-01)
  %505 = call double @sin(double noundef %504) #10
  %506 = call double @llvm.fmuladd.f64(double %501, double %505, double %498)
  %507 = add nuw nsw i64 %489, 2
  %508 = add i64 %491, 2
  %509 = icmp eq i64 %508, 4
  br i1 %509, label %510, label %488, !llvm.loop !18

510:                                              ; preds = %488
  %511 = call double @llvm.fmuladd.f64(double %506, double 1.300000e+00, double 0x3FEEF9DB22D0E562)
  %512 = fadd double %511, 0x3FEF950854217528
  %513 = fadd double %512, 0xBFBEB85546837210
  br label %514

514:                                              ; preds = %514, %510
  %515 = phi i64 [ 0, %510 ], [ %533, %514 ]
  %516 = phi double [ 0.000000e+00, %510 ], [ %532, %514 ]
  %517 = phi i64 [ 0, %510 ], [ %534, %514 ]
  %518 = getelementptr inbounds double, ptr %1, i64 %515
  %519 = load double, ptr %518, align 16, !tbaa !13
  %520 = trunc nuw nsw i64 %515 to i32
  %521 = uitofp nneg i32 %520 to double
  %522 = call double @llvm.fmuladd.f64(double %521, double 4.000000e-01, double -2.000000e-01)
  %523 = call double @sin(double noundef %522) #10
  %524 = call double @llvm.fmuladd.f64(double %519, double %523, double %516)
  %525 = or disjoint i64 %515, 1
  %526 = getelementptr inbounds double, ptr %1, i64 %525
  %527 = load double, ptr %526, align 8, !tbaa !13
  %528 = trunc nuw nsw i64 %525 to i32
  %529 = uitofp nneg i32 %528 to double
  %530 = call double @llvm.fmuladd.f64(double %529, double 4.000000e-01, double -2.000000e-01)
  %531 = call double @sin(double noundef %530) #10
  %532 = call double @llvm.fmuladd.f64(double %527, double %531, double %524)
  %533 = add nuw nsw i64 %515, 2
  %534 = add i64 %517, 2
  %535 = icmp eq i64 %534, 4
  br i1 %535, label %536, label %514, !llvm.loop !18

536:                                              ; preds = %514
  %537 = call double @llvm.fmuladd.f64(double %532, double 1.300000e+00, double 0x3FEEF9DB22D0E562)
  %538 = fadd double %537, 0x3FEF950854217528
  %539 = fadd double %538, 0xBFBEB84E9086CB60
  %540 = getelementptr inbounds i8, ptr %3, i64 64
  %541 = load double, ptr %540, align 8, !tbaa !30
  %542 = fsub double %513, %539
  %543 = fdiv double %542, 2.000000e-06
  %544 = fsub double %541, %543
  %545 = call double @llvm.fabs.f64(double %544)
  %546 = call double @llvm.fabs.f64(double %543)
  %547 = call double @llvm.maxnum.f64(double %546, double 1.000000e+00)
  %548 = fmul double %547, 0x3EB0C6F7A0B5ED8D
  %549 = fcmp ugt double %545, %548
  %550 = fcmp ule double %546, 1.000000e-09
  %551 = or i1 %550, %549
  %552 = select i1 %551, ptr @.str.10, ptr @.str.11
  %553 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str.7, double noundef %541, double noundef %543, ptr noundef nonnull %552)
  %554 = zext i1 %551 to i32
  %555 = load i32, ptr @fails, align 4, !tbaa !20
  %556 = add nsw i32 %555, %554
  store i32 %556, ptr @fails, align 4, !tbaa !20
  br label %564

557:                                              ; preds = %618
  %558 = icmp eq i32 %638, 0
  %559 = select i1 %558, ptr @.str.11, ptr @.str.10
  %560 = call i32 @puts(ptr nonnull dereferenceable(1) %559)
  %561 = load i32, ptr @fails, align 4, !tbaa !20
  %562 = icmp ne i32 %561, 0
  %563 = zext i1 %562 to i32
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #10
  ret i32 %563

564:                                              ; preds = %536, %618
  %565 = phi i64 [ 0, %536 ], [ %639, %618 ]
  %566 = getelementptr inbounds [4 x double], ptr %1, i64 0, i64 %565
  %567 = load double, ptr %566, align 8, !tbaa !13
  %568 = fadd double %567, 0x3EB0C6F7A0B5ED8D
  store double %568, ptr %566, align 8, !tbaa !13
  br label %569

569:                                              ; preds = %569, %564
  %570 = phi i64 [ 0, %564 ], [ %588, %569 ]
  %571 = phi double [ 0.000000e+00, %564 ], [ %587, %569 ]
  %572 = phi i64 [ 0, %564 ], [ %589, %569 ]
  %573 = getelementptr inbounds double, ptr %1, i64 %570
  %574 = load double, ptr %573, align 16, !tbaa !13
  %575 = trunc nuw nsw i64 %570 to i32
  %576 = uitofp nneg i32 %575 to double
  %577 = call double @llvm.fmuladd.f64(double %576, double 4.000000e-01, double -2.000000e-01)
  %578 = call double @sin(double noundef %577) #10
  %579 = call double @llvm.fmuladd.f64(double %574, double %578, double %571)
  %580 = or disjoint i64 %570, 1
  %581 = getelementptr inbounds double, ptr %1, i64 %580
  %582 = load double, ptr %581, align 8, !tbaa !13
  %583 = trunc nuw nsw i64 %580 to i32
  %584 = uitofp nneg i32 %583 to double
  %585 = call double @llvm.fmuladd.f64(double %584, double 4.000000e-01, double -2.000000e-01)
  %586 = call double @sin(double noundef %585) #10
  %587 = call double @llvm.fmuladd.f64(double %582, double %586, double %579)
  %588 = add nuw nsw i64 %570, 2
  %589 = add i64 %572, 2
  %590 = icmp eq i64 %589, 4
  br i1 %590, label %591, label %569, !llvm.loop !18

591:                                              ; preds = %569
  %592 = call double @llvm.fmuladd.f64(double %587, double 1.300000e+00, double 0x3FEEF9DB22D0E562)
  %593 = fadd double %592, 0x3FEF950854217528
  %594 = fadd double %593, -1.200000e-01
  %595 = fadd double %567, 0xBEB0C6F7A0B5ED8D
  store double %595, ptr %566, align 8, !tbaa !13
  br label %596

596:                                              ; preds = %596, %591
  %597 = phi i64 [ 0, %591 ], [ %615, %596 ]
  %598 = phi double [ 0.000000e+00, %591 ], [ %614, %596 ]
  %599 = phi i64 [ 0, %591 ], [ %616, %596 ]
  %600 = getelementptr inbounds double, ptr %1, i64 %597
  %601 = load double, ptr %600, align 16, !tbaa !13
  %602 = trunc nuw nsw i64 %597 to i32
  %603 = uitofp nneg i32 %602 to double
  %604 = call double @llvm.fmuladd.f64(double %603, double 4.000000e-01, double -2.000000e-01)
  %605 = call double @sin(double noundef %604) #10
  %606 = call double @llvm.fmuladd.f64(double %601, double %605, double %598)
  %607 = or disjoint i64 %597, 1
  %608 = getelementptr inbounds double, ptr %1, i64 %607
  %609 = load double, ptr %608, align 8, !tbaa !13
  %610 = trunc nuw nsw i64 %607 to i32
  %611 = uitofp nneg i32 %610 to double
  %612 = call double @llvm.fmuladd.f64(double %611, double 4.000000e-01, double -2.000000e-01)
  %613 = call double @sin(double noundef %612) #10
  %614 = call double @llvm.fmuladd.f64(double %609, double %613, double %606)
  %615 = add nuw nsw i64 %597, 2
  %616 = add i64 %599, 2
  %617 = icmp eq i64 %616, 4
  br i1 %617, label %618, label %596, !llvm.loop !18

618:                                              ; preds = %596
  %619 = call double @llvm.fmuladd.f64(double %614, double 1.300000e+00, double 0x3FEEF9DB22D0E562)
  %620 = fadd double %619, 0x3FEF950854217528
  %621 = fadd double %620, -1.200000e-01
  store double %567, ptr %566, align 8, !tbaa !13
  %622 = getelementptr inbounds [4 x double], ptr %2, i64 0, i64 %565
  %623 = load double, ptr %622, align 8, !tbaa !13
  %624 = fsub double %594, %621
  %625 = fdiv double %624, 2.000000e-06
  %626 = fsub double %623, %625
  %627 = call double @llvm.fabs.f64(double %626)
  %628 = call double @llvm.fabs.f64(double %625)
  %629 = call double @llvm.maxnum.f64(double %628, double 1.000000e+00)
  %630 = fmul double %629, 0x3EB0C6F7A0B5ED8D
  %631 = fcmp ugt double %627, %630
  %632 = fcmp ule double %628, 1.000000e-09
  %633 = or i1 %632, %631
  %634 = select i1 %633, ptr @.str.10, ptr @.str.11
  %635 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, ptr noundef nonnull @.str.8, double noundef %623, double noundef %625, ptr noundef nonnull %634)
  %636 = zext i1 %633 to i32
  %637 = load i32, ptr @fails, align 4, !tbaa !20
  %638 = add nsw i32 %637, %636
  store i32 %638, ptr @fails, align 4, !tbaa !20
  %639 = add nuw nsw i64 %565, 1
  %640 = icmp eq i64 %639, 4
  br i1 %640, label %557, label %564, !llvm.loop !31
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

attributes #0 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!5 = !{!6, !7, i64 0}
!6 = !{!"", !7, i64 0, !10, i64 8, !10, i64 16}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"double", !8, i64 0}
!11 = !{!12, !10, i64 16}
!12 = !{!"", !10, i64 0, !10, i64 8, !10, i64 16}
!13 = !{!10, !10, i64 0}
!14 = !{!6, !10, i64 8}
!15 = !{!12, !10, i64 0}
!16 = !{!12, !10, i64 8}
!17 = !{!6, !10, i64 16}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}
!20 = !{!7, !7, i64 0}
!21 = !{!22, !10, i64 0}
!22 = !{!"", !23, i64 0, !10, i64 16, !12, i64 24, !6, i64 48}
!23 = !{!"", !10, i64 0, !10, i64 8}
!24 = !{!22, !10, i64 8}
!25 = !{!22, !10, i64 16}
!26 = !{!22, !10, i64 24}
!27 = !{!22, !10, i64 32}
!28 = !{!22, !10, i64 40}
!29 = !{!22, !10, i64 56}
!30 = !{!22, !10, i64 64}
!31 = distinct !{!31, !19}
