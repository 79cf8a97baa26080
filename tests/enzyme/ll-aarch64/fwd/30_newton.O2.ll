; ModuleID = 'fwd/30_newton.c'
source_filename = "fwd/30_newton.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"droot/da\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"droot/db\00", align 1
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str.2 = private unnamed_addr constant [18 x i8] c"droot/db implicit\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"newton_sqrt(7)\00", align 1
@.str.4 = private unnamed_addr constant [23 x i8] c"newton_sqrt(0.3), 3 it\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.6 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.8 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @cubic_root, double noundef 2.000000e+00, double noundef 1.000000e+00, double noundef 5.000000e+00, double noundef 0.000000e+00) #6
  br label %2

2:                                                ; preds = %2, %0
  %3 = phi double [ 1.000000e+00, %0 ], [ %12, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %17, %2 ]
  %5 = fmul double %3, %3
  %6 = fmul double %3, 2.000010e+00
  %7 = tail call double @llvm.fmuladd.f64(double %5, double %3, double %6)
  %8 = fadd double %7, -5.000000e+00
  %9 = fmul double %3, 3.000000e+00
  %10 = tail call double @llvm.fmuladd.f64(double %9, double %3, double 2.000010e+00)
  %11 = fdiv double %8, %10
  %12 = fsub double %3, %11
  %13 = tail call double @llvm.fabs.f64(double %11)
  %14 = tail call double @llvm.fabs.f64(double %12)
  %15 = fmul double %14, 0x3D06849B86A12B9B
  %16 = fcmp olt double %13, %15
  %17 = add nuw nsw i32 %4, 1
  %18 = icmp eq i32 %17, 60
  %19 = select i1 %16, i1 true, i1 %18
  br i1 %19, label %20, label %2, !llvm.loop !6

20:                                               ; preds = %2, %20
  %21 = phi double [ %30, %20 ], [ 1.000000e+00, %2 ]
  %22 = phi i32 [ %35, %20 ], [ 0, %2 ]
  %23 = fmul double %21, %21
  %24 = fmul double %21, 1.999990e+00
  %25 = tail call double @llvm.fmuladd.f64(double %23, double %21, double %24)
  %26 = fadd double %25, -5.000000e+00
  %27 = fmul double %21, 3.000000e+00
  %28 = tail call double @llvm.fmuladd.f64(double %27, double %21, double 1.999990e+00)
  %29 = fdiv double %26, %28
  %30 = fsub double %21, %29
  %31 = tail call double @llvm.fabs.f64(double %29)
  %32 = tail call double @llvm.fabs.f64(double %30)
  %33 = fmul double %32, 0x3D06849B86A12B9B
  %34 = fcmp olt double %31, %33
  %35 = add nuw nsw i32 %22, 1
  %36 = icmp eq i32 %35, 60
  %37 = select i1 %34, i1 true, i1 %36
  br i1 %37, label %38, label %20, !llvm.loop !6

38:                                               ; preds = %20
  %39 = fsub double %12, %30
  %40 = fdiv double %39, 2.000000e-05
  %41 = fsub double %1, %40
  %42 = tail call double @llvm.fabs.f64(double %41)
  %43 = tail call double @llvm.fabs.f64(double %40)
  %44 = tail call double @llvm.maxnum.f64(double %43, double 1.000000e+00)
  %45 = fmul double %44, 0x3EB0C6F7A0B5ED8D
  %46 = fcmp ugt double %42, %45
  %47 = fcmp ule double %43, 1.000000e-09
  %48 = or i1 %47, %46
  %49 = select i1 %48, ptr @.str.6, ptr @.str.7
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, double noundef %1, double noundef %40, ptr noundef nonnull %49)
  %51 = zext i1 %48 to i32
  %52 = load i32, ptr @fails, align 4, !tbaa !8
  %53 = add nsw i32 %52, %51
  store i32 %53, ptr @fails, align 4, !tbaa !8
  %54 = load i32, ptr @enzyme_const, align 4, !tbaa !8
  %55 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @cubic_root, i32 noundef %54, double noundef 2.000000e+00, double noundef 5.000000e+00, double noundef 1.000000e+00) #6
  br label %56

56:                                               ; preds = %56, %38
  %57 = phi double [ 1.000000e+00, %38 ], [ %66, %56 ]
  %58 = phi i32 [ 0, %38 ], [ %71, %56 ]
  %59 = fmul double %57, %57
  %60 = fmul double %57, 2.000000e+00
  %61 = tail call double @llvm.fmuladd.f64(double %59, double %57, double %60)
  %62 = fadd double %61, -5.000010e+00
  %63 = fmul double %57, 3.000000e+00
  %64 = tail call double @llvm.fmuladd.f64(double %63, double %57, double 2.000000e+00)
  %65 = fdiv double %62, %64
  %66 = fsub double %57, %65
  %67 = tail call double @llvm.fabs.f64(double %65)
  %68 = tail call double @llvm.fabs.f64(double %66)
  %69 = fmul double %68, 0x3D06849B86A12B9B
  %70 = fcmp olt double %67, %69
  %71 = add nuw nsw i32 %58, 1
  %72 = icmp eq i32 %71, 60
  %73 = select i1 %70, i1 true, i1 %72
  br i1 %73, label %74, label %56, !llvm.loop !6

74:                                               ; preds = %56, %74
  %75 = phi double [ %84, %74 ], [ 1.000000e+00, %56 ]
  %76 = phi i32 [ %89, %74 ], [ 0, %56 ]
  %77 = fmul double %75, %75
  %78 = fmul double %75, 2.000000e+00
  %79 = tail call double @llvm.fmuladd.f64(double %77, double %75, double %78)
  %80 = fadd double %79, -4.999990e+00
  %81 = fmul double %75, 3.000000e+00
  %82 = tail call double @llvm.fmuladd.f64(double %81, double %75, double 2.000000e+00)
  %83 = fdiv double %80, %82
  %84 = fsub double %75, %83
  %85 = tail call double @llvm.fabs.f64(double %83)
  %86 = tail call double @llvm.fabs.f64(double %84)
  %87 = fmul double %86, 0x3D06849B86A12B9B
  %88 = fcmp olt double %85, %87
  %89 = add nuw nsw i32 %76, 1
  %90 = icmp eq i32 %89, 60
  %91 = select i1 %88, i1 true, i1 %90
  br i1 %91, label %92, label %74, !llvm.loop !6

92:                                               ; preds = %74
  %93 = fsub double %66, %84
  %94 = fdiv double %93, 2.000000e-05
  %95 = fsub double %55, %94
  %96 = tail call double @llvm.fabs.f64(double %95)
  %97 = tail call double @llvm.fabs.f64(double %94)
  %98 = tail call double @llvm.maxnum.f64(double %97, double 1.000000e+00)
  %99 = fmul double %98, 0x3EB0C6F7A0B5ED8D
  %100 = fcmp ugt double %96, %99
  %101 = fcmp ule double %97, 1.000000e-09
  %102 = or i1 %101, %100
  %103 = select i1 %102, ptr @.str.6, ptr @.str.7
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, double noundef %55, double noundef %94, ptr noundef nonnull %103)
  %105 = zext i1 %102 to i32
  %106 = load i32, ptr @fails, align 4, !tbaa !8
  %107 = add nsw i32 %106, %105
  store i32 %107, ptr @fails, align 4, !tbaa !8
  br label %108

108:                                              ; preds = %108, %92
  %109 = phi double [ 1.000000e+00, %92 ], [ %118, %108 ]
  %110 = phi i32 [ 0, %92 ], [ %123, %108 ]
  %111 = fmul double %109, %109
  %112 = fmul double %109, 2.000000e+00
  %113 = tail call double @llvm.fmuladd.f64(double %111, double %109, double %112)
  %114 = fadd double %113, -5.000000e+00
  %115 = fmul double %109, 3.000000e+00
  %116 = tail call double @llvm.fmuladd.f64(double %115, double %109, double 2.000000e+00)
  %117 = fdiv double %114, %116
  %118 = fsub double %109, %117
  %119 = tail call double @llvm.fabs.f64(double %117)
  %120 = tail call double @llvm.fabs.f64(double %118)
  %121 = fmul double %120, 0x3D06849B86A12B9B
  %122 = fcmp olt double %119, %121
  %123 = add nuw nsw i32 %110, 1
  %124 = icmp eq i32 %123, 60
  %125 = select i1 %122, i1 true, i1 %124
  br i1 %125, label %126, label %108, !llvm.loop !6

126:                                              ; preds = %108
  %127 = load i32, ptr @enzyme_const, align 4, !tbaa !8
  %128 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @cubic_root, i32 noundef %127, double noundef 2.000000e+00, double noundef 5.000000e+00, double noundef 1.000000e+00) #6
  %129 = fmul double %118, 3.000000e+00
  %130 = tail call double @llvm.fmuladd.f64(double %129, double %118, double 2.000000e+00)
  %131 = fdiv double 1.000000e+00, %130
  %132 = fsub double %128, %131
  %133 = tail call double @llvm.fabs.f64(double %132)
  %134 = tail call double @llvm.fabs.f64(double %131)
  %135 = tail call double @llvm.maxnum.f64(double %134, double 1.000000e+00)
  %136 = fmul double %135, 0x3EB0C6F7A0B5ED8D
  %137 = fcmp ugt double %133, %136
  %138 = fcmp ule double %134, 1.000000e-09
  %139 = or i1 %138, %137
  %140 = select i1 %139, ptr @.str.6, ptr @.str.7
  %141 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, double noundef %128, double noundef %131, ptr noundef nonnull %140)
  %142 = zext i1 %139 to i32
  %143 = load i32, ptr @fails, align 4, !tbaa !8
  %144 = add nsw i32 %143, %142
  store i32 %144, ptr @fails, align 4, !tbaa !8
  %145 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @newton_sqrt, double noundef 7.000000e+00, double noundef 1.000000e+00, i32 noundef 30) #6
  br label %146

146:                                              ; preds = %146, %126
  %147 = phi i32 [ %152, %146 ], [ 0, %126 ]
  %148 = phi double [ %151, %146 ], [ 0x401C00029F16B11C, %126 ]
  %149 = fdiv double 0x401C00029F16B11C, %148
  %150 = fadd double %148, %149
  %151 = fmul double %150, 5.000000e-01
  %152 = add nuw nsw i32 %147, 1
  %153 = icmp eq i32 %152, 30
  br i1 %153, label %154, label %146, !llvm.loop !12

154:                                              ; preds = %146, %154
  %155 = phi i32 [ %160, %154 ], [ 0, %146 ]
  %156 = phi double [ %159, %154 ], [ 6.999990e+00, %146 ]
  %157 = fdiv double 6.999990e+00, %156
  %158 = fadd double %156, %157
  %159 = fmul double %158, 5.000000e-01
  %160 = add nuw nsw i32 %155, 1
  %161 = icmp eq i32 %160, 30
  br i1 %161, label %162, label %154, !llvm.loop !12

162:                                              ; preds = %154
  %163 = fsub double %151, %159
  %164 = fdiv double %163, 2.000000e-05
  %165 = fsub double %145, %164
  %166 = tail call double @llvm.fabs.f64(double %165)
  %167 = tail call double @llvm.fabs.f64(double %164)
  %168 = tail call double @llvm.maxnum.f64(double %167, double 1.000000e+00)
  %169 = fmul double %168, 0x3EB0C6F7A0B5ED8D
  %170 = fcmp ugt double %166, %169
  %171 = fcmp ule double %167, 1.000000e-09
  %172 = or i1 %171, %170
  %173 = select i1 %172, ptr @.str.6, ptr @.str.7
  %174 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, double noundef %145, double noundef %164, ptr noundef nonnull %173)
  %175 = zext i1 %172 to i32
  %176 = load i32, ptr @fails, align 4, !tbaa !8
  %177 = add nsw i32 %176, %175
  store i32 %177, ptr @fails, align 4, !tbaa !8
  %178 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @newton_sqrt, double noundef 3.000000e-01, double noundef 1.000000e+00, i32 noundef 3) #6
  %179 = fadd double %178, 0xBFED2D1390E58AFF
  %180 = tail call double @llvm.fabs.f64(double %179)
  %181 = fcmp ugt double %180, 0x3EB0C6F7A0B5ED8D
  %182 = select i1 %181, ptr @.str.6, ptr @.str.7
  %183 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, double noundef %178, double noundef 0x3FED2D1390E58AFF, ptr noundef nonnull %182)
  %184 = zext i1 %181 to i32
  %185 = load i32, ptr @fails, align 4, !tbaa !8
  %186 = add nsw i32 %185, %184
  store i32 %186, ptr @fails, align 4, !tbaa !8
  %187 = icmp eq i32 %186, 0
  %188 = select i1 %187, ptr @.str.7, ptr @.str.6
  %189 = tail call i32 @puts(ptr nonnull dereferenceable(1) %188)
  %190 = load i32, ptr @fails, align 4, !tbaa !8
  %191 = icmp ne i32 %190, 0
  %192 = zext i1 %191 to i32
  ret i32 %192
}

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal double @cubic_root(double noundef %0, double noundef %1) #2 {
  br label %3

3:                                                ; preds = %3, %2
  %4 = phi double [ 1.000000e+00, %2 ], [ %13, %3 ]
  %5 = phi i32 [ 0, %2 ], [ %18, %3 ]
  %6 = fmul double %4, %4
  %7 = fmul double %4, %0
  %8 = tail call double @llvm.fmuladd.f64(double %6, double %4, double %7)
  %9 = fsub double %8, %1
  %10 = fmul double %4, 3.000000e+00
  %11 = tail call double @llvm.fmuladd.f64(double %10, double %4, double %0)
  %12 = fdiv double %9, %11
  %13 = fsub double %4, %12
  %14 = tail call double @llvm.fabs.f64(double %12)
  %15 = tail call double @llvm.fabs.f64(double %13)
  %16 = fmul double %15, 0x3D06849B86A12B9B
  %17 = fcmp olt double %14, %16
  %18 = add nuw nsw i32 %5, 1
  %19 = icmp eq i32 %18, 60
  %20 = select i1 %17, i1 true, i1 %19
  br i1 %20, label %21, label %3, !llvm.loop !6

21:                                               ; preds = %3
  ret double %13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal double @newton_sqrt(double noundef %0, i32 noundef %1) #2 {
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
  br i1 %15, label %6, label %8, !llvm.loop !12
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree norecurse nosync nounwind memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = distinct !{!12, !7}
