; ModuleID = 'rev/11_newton.c'
source_filename = "rev/11_newton.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.grad2 = type { double, double }

@.str = private unnamed_addr constant [13 x i8] c"sqrt(a) d/da\00", align 1
@enzyme_out = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str.1 = private unnamed_addr constant [17 x i8] c"sqrt(a) implicit\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"cbrt(a) d/da\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"kepler d/de\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"kepler d/dM\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"kepler d/dM implicit\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.7 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.9 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 30, ptr %1, align 4, !tbaa !6
  %2 = load volatile i32, ptr %1, align 4, !tbaa !6
  %3 = load i32, ptr @enzyme_out, align 4, !tbaa !6
  %4 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %5 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @newton_sqrt, i32 noundef %3, double noundef 7.300000e+00, i32 noundef %4, i32 noundef %2) #9
  %6 = icmp sgt i32 %2, 0
  br i1 %6, label %7, label %25

7:                                                ; preds = %0, %7
  %8 = phi i32 [ %13, %7 ], [ 0, %0 ]
  %9 = phi double [ %12, %7 ], [ 0x401D3333764F11B6, %0 ]
  %10 = fdiv double 0x401D3333764F11B6, %9
  %11 = fadd double %9, %10
  %12 = fmul double %11, 5.000000e-01
  %13 = add nuw nsw i32 %8, 1
  %14 = icmp eq i32 %13, %2
  br i1 %14, label %15, label %7, !llvm.loop !10

15:                                               ; preds = %7, %15
  %16 = phi i32 [ %21, %15 ], [ 0, %7 ]
  %17 = phi double [ %20, %15 ], [ 0x401D3332F01754B0, %7 ]
  %18 = fdiv double 0x401D3332F01754B0, %17
  %19 = fadd double %17, %18
  %20 = fmul double %19, 5.000000e-01
  %21 = add nuw nsw i32 %16, 1
  %22 = icmp eq i32 %21, %2
  br i1 %22, label %23, label %15, !llvm.loop !10

23:                                               ; preds = %15
  %24 = fsub double %12, %20
  br label %25

25:                                               ; preds = %23, %0
  %26 = phi double [ 0x3EC0C6F7A0C00000, %0 ], [ %24, %23 ]
  %27 = fdiv double %26, 2.000000e-06
  %28 = fsub double %5, %27
  %29 = tail call double @llvm.fabs.f64(double %28)
  %30 = tail call double @llvm.fabs.f64(double %27)
  %31 = tail call double @llvm.maxnum.f64(double %30, double 1.000000e+00)
  %32 = fmul double %31, 0x3EB0C6F7A0B5ED8D
  %33 = fcmp ugt double %29, %32
  %34 = fcmp ule double %30, 1.000000e-09
  %35 = or i1 %34, %33
  %36 = select i1 %35, ptr @.str.7, ptr @.str.8
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str, double noundef %5, double noundef %27, ptr noundef nonnull %36)
  %38 = zext i1 %35 to i32
  %39 = load i32, ptr @fails, align 4, !tbaa !6
  %40 = add nsw i32 %39, %38
  store i32 %40, ptr @fails, align 4, !tbaa !6
  %41 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @newton_sqrt, double noundef 7.300000e+00, i32 noundef %2) #9
  %42 = fadd double %41, 0xBFC7AFFD8EA6C722
  %43 = tail call double @llvm.fabs.f64(double %42)
  %44 = fcmp ugt double %43, 0x3EB0C6F7A0B5ED8D
  %45 = select i1 %44, ptr @.str.7, ptr @.str.8
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.1, double noundef %41, double noundef 0x3FC7AFFD8EA6C722, ptr noundef nonnull %45)
  %47 = zext i1 %44 to i32
  %48 = load i32, ptr @fails, align 4, !tbaa !6
  %49 = add nsw i32 %48, %47
  store i32 %49, ptr @fails, align 4, !tbaa !6
  %50 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @newton_cbrt, double noundef 7.300000e+00) #9
  br label %51

51:                                               ; preds = %51, %25
  %52 = phi i32 [ %61, %51 ], [ 0, %25 ]
  %53 = phi double [ %60, %51 ], [ 0xC0193333764F11B6, %25 ]
  %54 = phi double [ %58, %51 ], [ 1.000000e+00, %25 ]
  %55 = fmul double %54, 3.000000e+00
  %56 = fmul double %54, %55
  %57 = fdiv double %53, %56
  %58 = fsub double %54, %57
  %59 = fmul double %58, %58
  %60 = tail call double @llvm.fmuladd.f64(double %59, double %58, double 0xC01D3333764F11B6)
  %61 = add nuw nsw i32 %52, 1
  %62 = tail call double @llvm.fabs.f64(double %60)
  %63 = fcmp ogt double %62, 0x3D348C348079204A
  %64 = icmp ult i32 %52, 99
  %65 = select i1 %63, i1 %64, i1 false
  br i1 %65, label %51, label %66, !llvm.loop !12

66:                                               ; preds = %51, %66
  %67 = phi i32 [ %76, %66 ], [ 0, %51 ]
  %68 = phi double [ %75, %66 ], [ 0xC0193332F01754B0, %51 ]
  %69 = phi double [ %73, %66 ], [ 1.000000e+00, %51 ]
  %70 = fmul double %69, 3.000000e+00
  %71 = fmul double %69, %70
  %72 = fdiv double %68, %71
  %73 = fsub double %69, %72
  %74 = fmul double %73, %73
  %75 = tail call double @llvm.fmuladd.f64(double %74, double %73, double 0xC01D3332F01754B0)
  %76 = add nuw nsw i32 %67, 1
  %77 = tail call double @llvm.fabs.f64(double %75)
  %78 = fcmp ogt double %77, 0x3D348C3422069C17
  %79 = icmp ult i32 %67, 99
  %80 = select i1 %78, i1 %79, i1 false
  br i1 %80, label %66, label %81, !llvm.loop !12

81:                                               ; preds = %66
  %82 = tail call double @llvm.fmuladd.f64(double %58, double %58, double %58)
  %83 = tail call double @llvm.fmuladd.f64(double %73, double %73, double %73)
  %84 = fsub double %82, %83
  %85 = fdiv double %84, 2.000000e-06
  %86 = fsub double %50, %85
  %87 = tail call double @llvm.fabs.f64(double %86)
  %88 = tail call double @llvm.fabs.f64(double %85)
  %89 = tail call double @llvm.maxnum.f64(double %88, double 1.000000e+00)
  %90 = fmul double %89, 0x3EB0C6F7A0B5ED8D
  %91 = fcmp ugt double %87, %90
  %92 = fcmp ule double %88, 1.000000e-09
  %93 = or i1 %92, %91
  %94 = select i1 %93, ptr @.str.7, ptr @.str.8
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.2, double noundef %50, double noundef %85, ptr noundef nonnull %94)
  %96 = zext i1 %93 to i32
  %97 = load i32, ptr @fails, align 4, !tbaa !6
  %98 = add nsw i32 %97, %96
  store i32 %98, ptr @fails, align 4, !tbaa !6
  %99 = load i32, ptr @enzyme_out, align 4, !tbaa !6
  %100 = tail call %struct.grad2 (ptr, ...) @__enzyme_autodiff_2(ptr noundef nonnull @kepler, i32 noundef %99, double noundef 3.000000e-01, i32 noundef %99, double noundef 1.100000e+00) #9
  %101 = extractvalue %struct.grad2 %100, 0
  br label %102

102:                                              ; preds = %102, %81
  %103 = phi double [ 1.100000e+00, %81 ], [ %110, %102 ]
  %104 = tail call double @sin(double noundef %103) #9
  %105 = tail call double @llvm.fmuladd.f64(double %104, double 0xBFD3333764F11B60, double %103)
  %106 = fadd double %105, -1.100000e+00
  %107 = tail call double @cos(double noundef %103) #9
  %108 = tail call double @llvm.fmuladd.f64(double %107, double 0xBFD3333764F11B60, double 1.000000e+00)
  %109 = fdiv double %106, %108
  %110 = fsub double %103, %109
  %111 = tail call double @llvm.fabs.f64(double %109)
  %112 = fcmp ogt double %111, 1.000000e-15
  br i1 %112, label %102, label %113, !llvm.loop !13

113:                                              ; preds = %102, %113
  %114 = phi double [ %121, %113 ], [ 1.100000e+00, %102 ]
  %115 = tail call double @sin(double noundef %114) #9
  %116 = tail call double @llvm.fmuladd.f64(double %115, double -2.999990e-01, double %114)
  %117 = fadd double %116, -1.100000e+00
  %118 = tail call double @cos(double noundef %114) #9
  %119 = tail call double @llvm.fmuladd.f64(double %118, double -2.999990e-01, double 1.000000e+00)
  %120 = fdiv double %117, %119
  %121 = fsub double %114, %120
  %122 = tail call double @llvm.fabs.f64(double %120)
  %123 = fcmp ogt double %122, 1.000000e-15
  br i1 %123, label %113, label %124, !llvm.loop !13

124:                                              ; preds = %113
  %125 = fsub double %110, %121
  %126 = fdiv double %125, 2.000000e-06
  %127 = fsub double %101, %126
  %128 = tail call double @llvm.fabs.f64(double %127)
  %129 = tail call double @llvm.fabs.f64(double %126)
  %130 = tail call double @llvm.maxnum.f64(double %129, double 1.000000e+00)
  %131 = fmul double %130, 0x3EB0C6F7A0B5ED8D
  %132 = fcmp ugt double %128, %131
  %133 = fcmp ule double %129, 1.000000e-09
  %134 = or i1 %133, %132
  %135 = select i1 %134, ptr @.str.7, ptr @.str.8
  %136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.3, double noundef %101, double noundef %126, ptr noundef nonnull %135)
  %137 = zext i1 %134 to i32
  %138 = load i32, ptr @fails, align 4, !tbaa !6
  %139 = add nsw i32 %138, %137
  store i32 %139, ptr @fails, align 4, !tbaa !6
  br label %140

140:                                              ; preds = %140, %124
  %141 = phi double [ 0x3FF1999AA60913A5, %124 ], [ %148, %140 ]
  %142 = tail call double @sin(double noundef %141) #9
  %143 = tail call double @llvm.fmuladd.f64(double %142, double -3.000000e-01, double %141)
  %144 = fadd double %143, 0xBFF1999AA60913A5
  %145 = tail call double @cos(double noundef %141) #9
  %146 = tail call double @llvm.fmuladd.f64(double %145, double -3.000000e-01, double 1.000000e+00)
  %147 = fdiv double %144, %146
  %148 = fsub double %141, %147
  %149 = tail call double @llvm.fabs.f64(double %147)
  %150 = fcmp ogt double %149, 1.000000e-15
  br i1 %150, label %140, label %151, !llvm.loop !13

151:                                              ; preds = %140, %151
  %152 = phi double [ %159, %151 ], [ 0x3FF199988D2A1F8F, %140 ]
  %153 = tail call double @sin(double noundef %152) #9
  %154 = tail call double @llvm.fmuladd.f64(double %153, double -3.000000e-01, double %152)
  %155 = fadd double %154, 0xBFF199988D2A1F8F
  %156 = tail call double @cos(double noundef %152) #9
  %157 = tail call double @llvm.fmuladd.f64(double %156, double -3.000000e-01, double 1.000000e+00)
  %158 = fdiv double %155, %157
  %159 = fsub double %152, %158
  %160 = tail call double @llvm.fabs.f64(double %158)
  %161 = fcmp ogt double %160, 1.000000e-15
  br i1 %161, label %151, label %162, !llvm.loop !13

162:                                              ; preds = %151
  %163 = extractvalue %struct.grad2 %100, 1
  %164 = fsub double %148, %159
  %165 = fdiv double %164, 2.000000e-06
  %166 = fsub double %163, %165
  %167 = tail call double @llvm.fabs.f64(double %166)
  %168 = tail call double @llvm.fabs.f64(double %165)
  %169 = tail call double @llvm.maxnum.f64(double %168, double 1.000000e+00)
  %170 = fmul double %169, 0x3EB0C6F7A0B5ED8D
  %171 = fcmp ugt double %167, %170
  %172 = fcmp ule double %168, 1.000000e-09
  %173 = or i1 %172, %171
  %174 = select i1 %173, ptr @.str.7, ptr @.str.8
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.4, double noundef %163, double noundef %165, ptr noundef nonnull %174)
  %176 = zext i1 %173 to i32
  %177 = load i32, ptr @fails, align 4, !tbaa !6
  %178 = add nsw i32 %177, %176
  store i32 %178, ptr @fails, align 4, !tbaa !6
  br label %179

179:                                              ; preds = %179, %162
  %180 = phi double [ 1.100000e+00, %162 ], [ %187, %179 ]
  %181 = tail call double @sin(double noundef %180) #9
  %182 = tail call double @llvm.fmuladd.f64(double %181, double -3.000000e-01, double %180)
  %183 = fadd double %182, -1.100000e+00
  %184 = tail call double @cos(double noundef %180) #9
  %185 = tail call double @llvm.fmuladd.f64(double %184, double -3.000000e-01, double 1.000000e+00)
  %186 = fdiv double %183, %185
  %187 = fsub double %180, %186
  %188 = tail call double @llvm.fabs.f64(double %186)
  %189 = fcmp ogt double %188, 1.000000e-15
  br i1 %189, label %179, label %190, !llvm.loop !13

190:                                              ; preds = %179
  %191 = tail call double @cos(double noundef %187) #9
  %192 = tail call double @llvm.fmuladd.f64(double %191, double -3.000000e-01, double 1.000000e+00)
  %193 = fdiv double 1.000000e+00, %192
  %194 = fsub double %163, %193
  %195 = tail call double @llvm.fabs.f64(double %194)
  %196 = tail call double @llvm.fabs.f64(double %193)
  %197 = tail call double @llvm.maxnum.f64(double %196, double 1.000000e+00)
  %198 = fmul double %197, 0x3EB0C6F7A0B5ED8D
  %199 = fcmp ugt double %195, %198
  %200 = fcmp ule double %196, 1.000000e-09
  %201 = or i1 %200, %199
  %202 = select i1 %201, ptr @.str.7, ptr @.str.8
  %203 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, double noundef %163, double noundef %193, ptr noundef nonnull %202)
  %204 = zext i1 %201 to i32
  %205 = load i32, ptr @fails, align 4, !tbaa !6
  %206 = add nsw i32 %205, %204
  store i32 %206, ptr @fails, align 4, !tbaa !6
  %207 = icmp eq i32 %206, 0
  %208 = select i1 %207, ptr @.str.8, ptr @.str.7
  %209 = tail call i32 @puts(ptr nonnull dereferenceable(1) %208)
  %210 = load i32, ptr @fails, align 4, !tbaa !6
  %211 = icmp ne i32 %210, 0
  %212 = zext i1 %211 to i32
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %212
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal double @newton_sqrt(double noundef %0, i32 noundef %1) #3 {
  %3 = fcmp ogt double %0, 1.000000e+00
  %4 = select i1 %3, double %0, double 1.000000e+00
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %8, label %6

6:                                                ; preds = %8, %2
  %7 = phi double [ %4, %2 ], [ %13, %8 ]
  ret double %7

8:                                                ; preds = %2, %8
  %9 = phi i32 [ %14, %8 ], [ 0, %2 ]
  %10 = phi double [ %13, %8 ], [ %4, %2 ]
  %11 = fdiv double %0, %10
  %12 = fadd double %10, %11
  %13 = fmul double %12, 5.000000e-01
  %14 = add nuw nsw i32 %9, 1
  %15 = icmp eq i32 %14, %1
  br i1 %15, label %6, label %8, !llvm.loop !10
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal double @newton_cbrt(double noundef %0) #3 {
  %2 = fneg double %0
  %3 = fsub double 1.000000e+00, %0
  %4 = fmul double %0, 0x3D06849B86A12B9B
  %5 = tail call double @llvm.fabs.f64(double %3)
  %6 = fcmp ogt double %5, %4
  br i1 %6, label %7, label %22

7:                                                ; preds = %1, %7
  %8 = phi i32 [ %17, %7 ], [ 0, %1 ]
  %9 = phi double [ %16, %7 ], [ %3, %1 ]
  %10 = phi double [ %14, %7 ], [ 1.000000e+00, %1 ]
  %11 = fmul double %10, 3.000000e+00
  %12 = fmul double %10, %11
  %13 = fdiv double %9, %12
  %14 = fsub double %10, %13
  %15 = fmul double %14, %14
  %16 = tail call double @llvm.fmuladd.f64(double %15, double %14, double %2)
  %17 = add nuw nsw i32 %8, 1
  %18 = tail call double @llvm.fabs.f64(double %16)
  %19 = fcmp ogt double %18, %4
  %20 = icmp ult i32 %8, 99
  %21 = select i1 %19, i1 %20, i1 false
  br i1 %21, label %7, label %22, !llvm.loop !12

22:                                               ; preds = %7, %1
  %23 = phi double [ 1.000000e+00, %1 ], [ %14, %7 ]
  %24 = tail call double @llvm.fmuladd.f64(double %23, double %23, double %23)
  ret double %24
}

declare %struct.grad2 @__enzyme_autodiff_2(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind memory(write) uwtable
define internal double @kepler(double noundef %0, double noundef %1) #4 {
  %3 = fneg double %0
  br label %4

4:                                                ; preds = %4, %2
  %5 = phi double [ %1, %2 ], [ %12, %4 ]
  %6 = tail call double @sin(double noundef %5) #9
  %7 = tail call double @llvm.fmuladd.f64(double %3, double %6, double %5)
  %8 = fsub double %7, %1
  %9 = tail call double @cos(double noundef %5) #9
  %10 = tail call double @llvm.fmuladd.f64(double %3, double %9, double 1.000000e+00)
  %11 = fdiv double %8, %10
  %12 = fsub double %5, %11
  %13 = tail call double @llvm.fabs.f64(double %11)
  %14 = fcmp ogt double %13, 1.000000e-15
  br i1 %14, label %4, label %15, !llvm.loop !13

15:                                               ; preds = %4
  ret double %12
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree norecurse nosync nounwind memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind memory(write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree nounwind }
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
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
