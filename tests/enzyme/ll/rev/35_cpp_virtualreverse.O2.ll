; ModuleID = 'rev/35_cpp_virtualreverse.cpp'
source_filename = "rev/35_cpp_virtualreverse.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%class.Poly = type { %class.Function, double, double }
%class.Function = type { ptr }
%class.Decay = type { %class.Function, double }

$_ZNK4PolyclEd = comdat any

$_ZNK4Poly5scaleEv = comdat any

$_ZNK5DecayclEd = comdat any

$_ZNK5Decay5scaleEv = comdat any

$_ZTV4Poly = comdat any

$_ZTS4Poly = comdat any

$_ZTS8Function = comdat any

$_ZTI8Function = comdat any

$_ZTI4Poly = comdat any

$_ZTV5Decay = comdat any

$_ZTS5Decay = comdat any

$_ZTI5Decay = comdat any

@enzyme_out = external local_unnamed_addr global i32, align 4
@enzyme_dup = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [10 x i8] c"Poly d/dx\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"Poly d/da\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"Poly d/db\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"Decay d/dx\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"Decay d/dk\00", align 1
@_ZL5fails = internal unnamed_addr global i32 0, align 4
@.str.6 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@_ZTV4Poly = linkonce_odr dso_local unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI4Poly, ptr @_ZNK4PolyclEd, ptr @_ZNK4Poly5scaleEv] }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS4Poly = linkonce_odr dso_local constant [6 x i8] c"4Poly\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS8Function = linkonce_odr dso_local constant [10 x i8] c"8Function\00", comdat, align 1
@_ZTI8Function = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS8Function }, comdat, align 8
@_ZTI4Poly = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS4Poly, ptr @_ZTI8Function }, comdat, align 8
@_ZTV5Decay = linkonce_odr dso_local unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI5Decay, ptr @_ZNK5DecayclEd, ptr @_ZNK5Decay5scaleEv] }, comdat, align 8
@_ZTS5Decay = linkonce_odr dso_local constant [7 x i8] c"5Decay\00", comdat, align 1
@_ZTI5Decay = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS5Decay, ptr @_ZTI8Function }, comdat, align 8
@.str.8 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: mustprogress norecurse nounwind uwtable
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca %class.Poly, align 8
  %2 = alloca %class.Poly, align 8
  %3 = alloca %class.Decay, align 8
  %4 = alloca %class.Decay, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #10
  store ptr getelementptr inbounds inrange(-16, 16) (i8, ptr @_ZTV4Poly, i64 16), ptr %1, align 8, !tbaa !5
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  store <2 x double> <double 1.500000e+00, double 2.000000e+00>, ptr %5, align 8, !tbaa !8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #10
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %6, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #10
  store ptr getelementptr inbounds inrange(-16, 16) (i8, ptr @_ZTV5Decay, i64 16), ptr %3, align 8, !tbaa !5
  %8 = getelementptr inbounds i8, ptr %3, i64 8
  store double 0x3FE6666666666666, ptr %8, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #10
  %9 = getelementptr inbounds i8, ptr %4, i64 8
  store double 0.000000e+00, ptr %9, align 8, !tbaa !11
  %10 = tail call ptr @__enzyme_virtualreverse(ptr noundef nonnull getelementptr inbounds inrange(-16, 16) (i8, ptr @_ZTV4Poly, i64 16)) #10
  store ptr %10, ptr %2, align 8, !tbaa !14
  %11 = tail call ptr @__enzyme_virtualreverse(ptr noundef nonnull getelementptr inbounds inrange(-16, 16) (i8, ptr @_ZTV5Decay, i64 16)) #10
  store ptr %11, ptr %4, align 8, !tbaa !14
  %12 = load i32, ptr @enzyme_out, align 4, !tbaa !16
  %13 = load i32, ptr @enzyme_dup, align 4, !tbaa !16
  %14 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @_ZL8weighteddPK8Function, i32 noundef %12, double noundef 9.000000e-01, i32 noundef %13, ptr noundef nonnull %1, ptr noundef nonnull %2) #10
  %15 = load ptr, ptr %1, align 8, !tbaa !5
  %16 = load ptr, ptr %15, align 8
  %17 = call noundef double %16(ptr noundef nonnull align 8 dereferenceable(8) %1, double noundef 9.000010e-01) #10
  %18 = load ptr, ptr %1, align 8, !tbaa !5
  %19 = getelementptr inbounds i8, ptr %18, i64 8
  %20 = load ptr, ptr %19, align 8
  %21 = call noundef double %20(ptr noundef nonnull align 8 dereferenceable(8) %1) #10
  %22 = load ptr, ptr %1, align 8, !tbaa !5
  %23 = load ptr, ptr %22, align 8
  %24 = call noundef double %23(ptr noundef nonnull align 8 dereferenceable(8) %1, double noundef 0x3FECCCCAB3EDD8B6) #10
  %25 = load ptr, ptr %1, align 8, !tbaa !5
  %26 = getelementptr inbounds i8, ptr %25, i64 8
  %27 = load ptr, ptr %26, align 8
  %28 = call noundef double %27(ptr noundef nonnull align 8 dereferenceable(8) %1) #10
  %29 = insertelement <2 x double> poison, double %17, i64 0
  %30 = insertelement <2 x double> %29, double %24, i64 1
  %31 = insertelement <2 x double> poison, double %21, i64 0
  %32 = insertelement <2 x double> %31, double %28, i64 1
  %33 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %30, <2 x double> <double 9.000010e-01, double 0x3FECCCCAB3EDD8B6>, <2 x double> %32)
  %34 = shufflevector <2 x double> %33, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %35 = fsub <2 x double> %33, %34
  %36 = extractelement <2 x double> %35, i64 0
  %37 = fdiv double %36, 2.000000e-06
  %38 = fsub double %14, %37
  %39 = call double @llvm.fabs.f64(double %38)
  %40 = call double @llvm.fabs.f64(double %37)
  %41 = call double @llvm.maxnum.f64(double %40, double 1.000000e+00)
  %42 = fmul double %41, 0x3EB0C6F7A0B5ED8D
  %43 = fcmp ugt double %39, %42
  %44 = fcmp ule double %40, 1.000000e-09
  %45 = or i1 %44, %43
  %46 = select i1 %45, ptr @.str.6, ptr @.str.7
  %47 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, double noundef %14, double noundef %37, ptr noundef nonnull %46)
  %48 = zext i1 %45 to i32
  %49 = load i32, ptr @_ZL5fails, align 4, !tbaa !16
  %50 = add nsw i32 %49, %48
  store i32 %50, ptr @_ZL5fails, align 4, !tbaa !16
  %51 = load double, ptr %6, align 8, !tbaa !18
  %52 = fadd double %51, 0xC005D4FDF3ADECC0
  %53 = call double @llvm.fabs.f64(double %52)
  %54 = fcmp ugt double %53, 0x3EC6E47B9DB00000
  %55 = select i1 %54, ptr @.str.6, ptr @.str.7
  %56 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, double noundef %51, double noundef 0x4005D4FDF3ADECC0, ptr noundef nonnull %55)
  %57 = zext i1 %54 to i32
  %58 = load i32, ptr @_ZL5fails, align 4, !tbaa !16
  %59 = add nsw i32 %58, %57
  store i32 %59, ptr @_ZL5fails, align 4, !tbaa !16
  %60 = load double, ptr %7, align 8, !tbaa !20
  %61 = fadd double %60, 0xBFF50E32AEA31200
  %62 = call double @llvm.fabs.f64(double %61)
  %63 = fcmp ugt double %62, 0x3EB6140840800000
  %64 = select i1 %63, ptr @.str.6, ptr @.str.7
  %65 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, double noundef %60, double noundef 0x3FF50E32AEA31200, ptr noundef nonnull %64)
  %66 = zext i1 %63 to i32
  %67 = load i32, ptr @_ZL5fails, align 4, !tbaa !16
  %68 = add nsw i32 %67, %66
  store i32 %68, ptr @_ZL5fails, align 4, !tbaa !16
  %69 = load i32, ptr @enzyme_out, align 4, !tbaa !16
  %70 = load i32, ptr @enzyme_dup, align 4, !tbaa !16
  %71 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @_ZL8weighteddPK8Function, i32 noundef %69, double noundef 9.000000e-01, i32 noundef %70, ptr noundef nonnull %3, ptr noundef nonnull %4) #10
  %72 = load ptr, ptr %3, align 8, !tbaa !5
  %73 = load ptr, ptr %72, align 8
  %74 = call noundef double %73(ptr noundef nonnull align 8 dereferenceable(8) %3, double noundef 9.000010e-01) #10
  %75 = load ptr, ptr %3, align 8, !tbaa !5
  %76 = getelementptr inbounds i8, ptr %75, i64 8
  %77 = load ptr, ptr %76, align 8
  %78 = call noundef double %77(ptr noundef nonnull align 8 dereferenceable(8) %3) #10
  %79 = load ptr, ptr %3, align 8, !tbaa !5
  %80 = load ptr, ptr %79, align 8
  %81 = call noundef double %80(ptr noundef nonnull align 8 dereferenceable(8) %3, double noundef 0x3FECCCCAB3EDD8B6) #10
  %82 = load ptr, ptr %3, align 8, !tbaa !5
  %83 = getelementptr inbounds i8, ptr %82, i64 8
  %84 = load ptr, ptr %83, align 8
  %85 = call noundef double %84(ptr noundef nonnull align 8 dereferenceable(8) %3) #10
  %86 = insertelement <2 x double> poison, double %74, i64 0
  %87 = insertelement <2 x double> %86, double %81, i64 1
  %88 = insertelement <2 x double> poison, double %78, i64 0
  %89 = insertelement <2 x double> %88, double %85, i64 1
  %90 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %87, <2 x double> <double 9.000010e-01, double 0x3FECCCCAB3EDD8B6>, <2 x double> %89)
  %91 = shufflevector <2 x double> %90, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %92 = fsub <2 x double> %90, %91
  %93 = extractelement <2 x double> %92, i64 0
  %94 = fdiv double %93, 2.000000e-06
  %95 = fsub double %71, %94
  %96 = call double @llvm.fabs.f64(double %95)
  %97 = call double @llvm.fabs.f64(double %94)
  %98 = call double @llvm.maxnum.f64(double %97, double 1.000000e+00)
  %99 = fmul double %98, 0x3EB0C6F7A0B5ED8D
  %100 = fcmp ugt double %96, %99
  %101 = fcmp ule double %97, 1.000000e-09
  %102 = or i1 %101, %100
  %103 = select i1 %102, ptr @.str.6, ptr @.str.7
  %104 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, double noundef %71, double noundef %94, ptr noundef nonnull %103)
  %105 = zext i1 %102 to i32
  %106 = load i32, ptr @_ZL5fails, align 4, !tbaa !16
  %107 = add nsw i32 %106, %105
  store i32 %107, ptr @_ZL5fails, align 4, !tbaa !16
  %108 = load double, ptr %9, align 8, !tbaa !11
  %109 = fadd double %108, 0xBFF2910954103BB8
  %110 = call double @llvm.fabs.f64(double %109)
  %111 = fcmp ugt double %110, 0x3EB377EB80FE0000
  %112 = select i1 %111, ptr @.str.6, ptr @.str.7
  %113 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, double noundef %108, double noundef 0x3FF2910954103BB8, ptr noundef nonnull %112)
  %114 = zext i1 %111 to i32
  %115 = load i32, ptr @_ZL5fails, align 4, !tbaa !16
  %116 = add nsw i32 %115, %114
  store i32 %116, ptr @_ZL5fails, align 4, !tbaa !16
  %117 = icmp eq i32 %116, 0
  %118 = select i1 %117, ptr @.str.7, ptr @.str.6
  %119 = call i32 @puts(ptr nonnull dereferenceable(1) %118)
  %120 = load i32, ptr @_ZL5fails, align 4, !tbaa !16
  %121 = icmp ne i32 %120, 0
  %122 = zext i1 %121 to i32
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #10
  ret i32 %122
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare ptr @__enzyme_virtualreverse(ptr noundef) local_unnamed_addr #2

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind uwtable
define internal noundef double @_ZL8weighteddPK8Function(double noundef %0, ptr noundef %1) #3 {
  %3 = load ptr, ptr %1, align 8, !tbaa !5
  %4 = load ptr, ptr %3, align 8
  %5 = tail call noundef double %4(ptr noundef nonnull align 8 dereferenceable(8) %1, double noundef %0) #10
  %6 = load ptr, ptr %1, align 8, !tbaa !5
  %7 = getelementptr inbounds i8, ptr %6, i64 8
  %8 = load ptr, ptr %7, align 8
  %9 = tail call noundef double %8(ptr noundef nonnull align 8 dereferenceable(8) %1) #10
  %10 = tail call double @llvm.fmuladd.f64(double %0, double %5, double %9)
  ret double %10
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_ZNK4PolyclEd(ptr noundef nonnull align 8 dereferenceable(24) %0, double noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load double, ptr %3, align 8, !tbaa !18
  %5 = fmul double %4, %1
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load double, ptr %6, align 8, !tbaa !20
  %8 = fmul double %7, %1
  %9 = tail call double @sin(double noundef %8) #10
  %10 = tail call double @llvm.fmuladd.f64(double %5, double %1, double %9)
  ret double %10
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_ZNK4Poly5scaleEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load double, ptr %2, align 8, !tbaa !18
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load double, ptr %4, align 8, !tbaa !20
  %6 = fmul double %3, %5
  ret double %6
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_ZNK5DecayclEd(ptr noundef nonnull align 8 dereferenceable(16) %0, double noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load double, ptr %3, align 8, !tbaa !11
  %5 = fneg double %4
  %6 = fmul double %5, %1
  %7 = tail call double @exp(double noundef %6) #10
  %8 = tail call double @cos(double noundef %1) #10
  %9 = fmul double %7, %8
  ret double %9
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_ZNK5Decay5scaleEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load double, ptr %2, align 8, !tbaa !11
  %4 = tail call double @log(double noundef %3) #10
  ret double %4
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #9

attributes #0 = { mustprogress norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nofree nounwind }
attributes #8 = { nocallback nofree nounwind willreturn memory(argmem: write) }
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
!6 = !{!"vtable pointer", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"double", !10, i64 0}
!10 = !{!"omnipotent char", !7, i64 0}
!11 = !{!12, !9, i64 8}
!12 = !{!"_ZTS5Decay", !13, i64 0, !9, i64 8}
!13 = !{!"_ZTS8Function"}
!14 = !{!15, !15, i64 0}
!15 = !{!"any pointer", !10, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"int", !10, i64 0}
!18 = !{!19, !9, i64 8}
!19 = !{!"_ZTS4Poly", !13, i64 0, !9, i64 8, !9, i64 16}
!20 = !{!19, !9, i64 16}
