; ModuleID = 'cpp/07_dual_numbers.cpp'
source_filename = "cpp/07_dual_numbers.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [3 x i8] c"f1\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"f2\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"f3\00", align 1
@.str.3 = private unnamed_addr constant [38 x i8] c"plain double f1(2)=%.4f f2(0.5)=%.9f\0A\00", align 1
@.str.4 = private unnamed_addr constant [31 x i8] c"iter %5d x=%.8f y=%.8f f=%.3e\0A\00", align 1
@.str.5 = private unnamed_addr constant [22 x i8] c"f3(z)=0.3 at z=%.12f\0A\00", align 1
@.str.6 = private unnamed_addr constant [38 x i8] c"d/dx x^3.5 at 2: %.10f (exact %.10f)\0A\00", align 1
@.str.7 = private unnamed_addr constant [49 x i8] c"%-4s x=%5.2f f=%.10f f'=%.10f  |f'-fd|<1e-6: %d\0A\00", align 1

; Function Attrs: mustprogress nofree norecurse nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  br label %3

1:                                                ; preds = %55
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 5.000000e+00, double noundef 0x3FDCD300D211C7BB)
  br label %120

3:                                                ; preds = %0, %55
  %4 = phi double [ -1.500000e+00, %0 ], [ %118, %55 ]
  %5 = fmul double %4, %4
  %6 = fadd double %4, %4
  %7 = fmul double %4, %5
  %8 = tail call double @llvm.fmuladd.f64(double %6, double %4, double %5)
  %9 = fmul double %4, 2.000000e+00
  %10 = tail call double @llvm.fmuladd.f64(double %4, double 0.000000e+00, double 2.000000e+00)
  %11 = fsub double %7, %9
  %12 = fsub double %8, %10
  %13 = fadd double %11, 1.000000e+00
  %14 = fadd double %12, 0.000000e+00
  %15 = insertelement <2 x double> poison, double %4, i64 0
  %16 = shufflevector <2 x double> %15, <2 x double> poison, <2 x i32> zeroinitializer
  %17 = fadd <2 x double> %16, <double 0x3EB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>
  %18 = fmul <2 x double> %17, %17
  %19 = fmul <2 x double> %17, %18
  %20 = fmul <2 x double> %17, <double 2.000000e+00, double 2.000000e+00>
  %21 = fsub <2 x double> %19, %20
  %22 = fadd <2 x double> %21, <double 1.000000e+00, double 1.000000e+00>
  %23 = shufflevector <2 x double> %22, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %24 = fsub <2 x double> %22, %23
  %25 = extractelement <2 x double> %24, i64 0
  %26 = fdiv double %25, 2.000000e-06
  %27 = fsub double %14, %26
  %28 = tail call double @llvm.fabs.f64(double %27)
  %29 = fcmp olt double %28, 0x3EB0C6F7A0B5ED8D
  %30 = zext i1 %29 to i32
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, double noundef %4, double noundef %13, double noundef %14, i32 noundef %30)
  %32 = tail call double @sin(double noundef %4) #5
  %33 = tail call double @cos(double noundef %4) #5
  %34 = fneg double %4
  %35 = fmul double %4, %34
  %36 = fmul double %35, 2.500000e-01
  %37 = tail call double @exp(double noundef %36) #5
  %38 = extractelement <2 x double> %17, i64 0
  %39 = tail call double @sin(double noundef %38) #5
  %40 = tail call double @llvm.fabs.f64(double %38)
  %41 = fcmp oeq double %40, 0x7FF0000000000000
  br i1 %41, label %42, label %44, !prof !5

42:                                               ; preds = %3
  %43 = tail call double @cos(double noundef %38) #5
  br label %44

44:                                               ; preds = %42, %3
  %45 = fneg double %38
  %46 = fmul double %38, %45
  %47 = fmul double %46, 2.500000e-01
  %48 = tail call double @exp(double noundef %47) #5
  %49 = extractelement <2 x double> %17, i64 1
  %50 = tail call double @sin(double noundef %49) #5
  %51 = tail call double @llvm.fabs.f64(double %49)
  %52 = fcmp oeq double %51, 0x7FF0000000000000
  br i1 %52, label %53, label %55, !prof !5

53:                                               ; preds = %44
  %54 = tail call double @cos(double noundef %49) #5
  br label %55

55:                                               ; preds = %53, %44
  %56 = fmul double %39, %48
  %57 = tail call double @llvm.fmuladd.f64(double %4, double -1.000000e+00, double %34)
  %58 = fmul double %35, -0.000000e+00
  %59 = tail call double @llvm.fmuladd.f64(double %57, double 4.000000e+00, double %58)
  %60 = fmul double %59, 6.250000e-02
  %61 = fmul double %60, %37
  %62 = fmul double %32, %61
  %63 = tail call double @llvm.fmuladd.f64(double %33, double %37, double %62)
  %64 = fmul double %32, %37
  %65 = fneg double %49
  %66 = fmul double %49, %65
  %67 = fmul double %66, 2.500000e-01
  %68 = tail call double @exp(double noundef %67) #5
  %69 = fmul double %50, %68
  %70 = fsub double %56, %69
  %71 = fdiv double %70, 2.000000e-06
  %72 = fsub double %63, %71
  %73 = tail call double @llvm.fabs.f64(double %72)
  %74 = fcmp olt double %73, 0x3EB0C6F7A0B5ED8D
  %75 = zext i1 %74 to i32
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, double noundef %4, double noundef %64, double noundef %63, i32 noundef %75)
  %77 = fadd double %5, 1.000000e+00
  %78 = tail call double @log(double noundef %77) #5
  %79 = fdiv double %6, %77
  %80 = fadd double %4, 2.000000e+00
  %81 = tail call double @sqrt(double noundef %80) #5
  %82 = fmul double %81, 2.000000e+00
  %83 = fdiv double 1.000000e+00, %82
  %84 = fdiv double %78, %81
  %85 = fneg double %78
  %86 = fmul double %83, %85
  %87 = tail call double @llvm.fmuladd.f64(double %79, double %81, double %86)
  %88 = fmul double %81, %81
  %89 = extractelement <2 x double> %18, i64 0
  %90 = fadd double %89, 1.000000e+00
  %91 = tail call double @log(double noundef %90) #5
  %92 = fadd double %38, 2.000000e+00
  %93 = tail call double @sqrt(double noundef %92) #5
  %94 = extractelement <2 x double> %18, i64 1
  %95 = fadd double %94, 1.000000e+00
  %96 = tail call double @log(double noundef %95) #5
  %97 = fadd double %49, 2.000000e+00
  %98 = tail call double @sqrt(double noundef %97) #5
  %99 = insertelement <2 x double> poison, double %91, i64 0
  %100 = insertelement <2 x double> %99, double %96, i64 1
  %101 = insertelement <2 x double> poison, double %93, i64 0
  %102 = insertelement <2 x double> %101, double %98, i64 1
  %103 = fdiv <2 x double> %100, %102
  %104 = shufflevector <2 x double> %103, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %105 = fsub <2 x double> %103, %104
  %106 = insertelement <2 x double> poison, double %87, i64 0
  %107 = shufflevector <2 x double> %106, <2 x double> %105, <2 x i32> <i32 0, i32 2>
  %108 = insertelement <2 x double> <double poison, double 2.000000e-06>, double %88, i64 0
  %109 = fdiv <2 x double> %107, %108
  %110 = extractelement <2 x double> %109, i64 0
  %111 = shufflevector <2 x double> %109, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %112 = fsub <2 x double> %109, %111
  %113 = extractelement <2 x double> %112, i64 0
  %114 = tail call double @llvm.fabs.f64(double %113)
  %115 = fcmp olt double %114, 0x3EB0C6F7A0B5ED8D
  %116 = zext i1 %115 to i32
  %117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, double noundef %4, double noundef %84, double noundef %110, i32 noundef %116)
  %118 = fadd double %4, 1.000000e+00
  %119 = fcmp ugt double %118, 1.500000e+00
  br i1 %119, label %1, label %3, !llvm.loop !6

120:                                              ; preds = %1, %166
  %121 = phi i32 [ 0, %1 ], [ %152, %166 ]
  %122 = phi <2 x double> [ <double 1.000000e+00, double -1.200000e+00>, %1 ], [ %151, %166 ]
  %123 = extractelement <2 x double> %122, i64 1
  %124 = fsub double 1.000000e+00, %123
  %125 = fmul double %123, %123
  %126 = fadd double %123, %123
  %127 = extractelement <2 x double> %122, i64 0
  %128 = fsub double %127, %125
  %129 = fneg double %124
  %130 = fmul double %128, 1.000000e+02
  %131 = fmul double %123, 0.000000e+00
  %132 = tail call double @llvm.fmuladd.f64(double %123, double 0.000000e+00, double %131)
  %133 = fmul double %124, 0.000000e+00
  %134 = insertelement <2 x double> poison, double %132, i64 0
  %135 = insertelement <2 x double> %134, double %126, i64 1
  %136 = fsub <2 x double> <double 1.000000e+00, double 0.000000e+00>, %135
  %137 = insertelement <2 x double> poison, double %124, i64 0
  %138 = shufflevector <2 x double> %137, <2 x double> poison, <2 x i32> zeroinitializer
  %139 = insertelement <2 x double> poison, double %133, i64 0
  %140 = insertelement <2 x double> %139, double %129, i64 1
  %141 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %138, <2 x double> <double 0.000000e+00, double -1.000000e+00>, <2 x double> %140)
  %142 = fmul <2 x double> %136, <double 1.000000e+02, double 1.000000e+02>
  %143 = insertelement <2 x double> poison, double %128, i64 0
  %144 = shufflevector <2 x double> %143, <2 x double> poison, <2 x i32> zeroinitializer
  %145 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %144, <2 x double> zeroinitializer, <2 x double> %142)
  %146 = insertelement <2 x double> %136, double %130, i64 0
  %147 = insertelement <2 x double> %136, double %130, i64 1
  %148 = fmul <2 x double> %146, %147
  %149 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %145, <2 x double> %144, <2 x double> %148)
  %150 = fadd <2 x double> %141, %149
  %151 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %150, <2 x double> <double -1.000000e-03, double -1.000000e-03>, <2 x double> %122)
  %152 = add nuw nsw i32 %121, 1
  %153 = trunc nuw i32 %152 to i16
  %154 = urem i16 %153, 5000
  %155 = icmp eq i16 %154, 0
  br i1 %155, label %156, label %166

156:                                              ; preds = %120
  %157 = extractelement <2 x double> %151, i64 1
  %158 = fsub double 1.000000e+00, %157
  %159 = fneg double %157
  %160 = extractelement <2 x double> %151, i64 0
  %161 = tail call double @llvm.fmuladd.f64(double %159, double %157, double %160)
  %162 = fmul double %161, 1.000000e+02
  %163 = fmul double %161, %162
  %164 = tail call noundef double @llvm.fmuladd.f64(double %158, double %158, double %163)
  %165 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %152, double noundef %157, double noundef %160, double noundef %164)
  br label %166

166:                                              ; preds = %156, %120
  %167 = icmp eq i32 %152, 20000
  br i1 %167, label %171, label %120, !llvm.loop !8

168:                                              ; preds = %171
  %169 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %197)
  %170 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef 0x4033CC8A99AF5453, double noundef 0x4033CC8A99AF5453)
  ret i32 0

171:                                              ; preds = %166, %171
  %172 = phi double [ %197, %171 ], [ 1.000000e+00, %166 ]
  %173 = phi i32 [ %198, %171 ], [ 0, %166 ]
  %174 = fmul double %172, %172
  %175 = fadd double %172, %172
  %176 = fadd double %174, 1.000000e+00
  %177 = fadd double %175, 0.000000e+00
  %178 = tail call double @log(double noundef %176) #5
  %179 = fdiv double %177, %176
  %180 = fadd double %172, 2.000000e+00
  %181 = tail call double @sqrt(double noundef %180) #5
  %182 = fmul double %181, 2.000000e+00
  %183 = fdiv double 1.000000e+00, %182
  %184 = fneg double %178
  %185 = fmul double %183, %184
  %186 = tail call double @llvm.fmuladd.f64(double %179, double %181, double %185)
  %187 = fmul double %181, %181
  %188 = insertelement <2 x double> poison, double %178, i64 0
  %189 = insertelement <2 x double> %188, double %186, i64 1
  %190 = insertelement <2 x double> poison, double %181, i64 0
  %191 = insertelement <2 x double> %190, double %187, i64 1
  %192 = fdiv <2 x double> %189, %191
  %193 = extractelement <2 x double> %192, i64 0
  %194 = fadd double %193, -3.000000e-01
  %195 = extractelement <2 x double> %192, i64 1
  %196 = fdiv double %194, %195
  %197 = fsub double %172, %196
  %198 = add nuw nsw i32 %173, 1
  %199 = icmp eq i32 %198, 30
  br i1 %199, label %168, label %171, !llvm.loop !9
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #4

attributes #0 = { mustprogress nofree norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!"branch_weights", i32 1, i32 1048575}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
