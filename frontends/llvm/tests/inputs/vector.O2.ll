; ModuleID = 'src/vector.cpp'
source_filename = "src/vector.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"class.std::vector" = type { %"struct.std::_Vector_base" }
%"struct.std::_Vector_base" = type { %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl" }
%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl" = type { %"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data" }
%"struct.std::_Vector_base<double, std::allocator<double>>::_Vector_impl_data" = type { ptr, ptr, ptr }

@.str = private unnamed_addr constant [6 x i8] c"empty\00", align 1
@_ZTISt13runtime_error = external constant ptr
@_ZTISt9exception = external constant ptr

; Function Attrs: mustprogress uwtable
define dso_local noundef double @_Z4meanRKSt6vectorIdSaIdEE(ptr nocapture noundef nonnull readonly align 8 dereferenceable(24) %0) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !5
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !5
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %6, label %11

6:                                                ; preds = %1
  %7 = tail call ptr @__cxa_allocate_exception(i64 16) #6
  invoke void @_ZNSt13runtime_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull @.str)
          to label %8 unwind label %9

8:                                                ; preds = %6
  tail call void @__cxa_throw(ptr nonnull %7, ptr nonnull @_ZTISt13runtime_error, ptr nonnull @_ZNSt13runtime_errorD1Ev) #7
  unreachable

9:                                                ; preds = %6
  %10 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %7) #6
  resume { ptr, i32 } %10

11:                                               ; preds = %1, %11
  %12 = phi double [ %15, %11 ], [ 0.000000e+00, %1 ]
  %13 = phi ptr [ %16, %11 ], [ %2, %1 ]
  %14 = load double, ptr %13, align 8, !tbaa !9
  %15 = fadd double %12, %14
  %16 = getelementptr inbounds i8, ptr %13, i64 8
  %17 = icmp eq ptr %16, %4
  br i1 %17, label %18, label %11, !llvm.loop !11

18:                                               ; preds = %11
  %19 = ptrtoint ptr %4 to i64
  %20 = ptrtoint ptr %2 to i64
  %21 = sub i64 %19, %20
  %22 = ashr exact i64 %21, 3
  %23 = uitofp i64 %22 to double
  %24 = fdiv double %15, %23
  ret double %24
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @_ZNSt13runtime_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #1

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZNSt13runtime_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #2

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local void @_Z5scaleSt6vectorIdSaIdEEd(ptr dead_on_unwind noalias nocapture writable writeonly sret(%"class.std::vector") align 8 %0, ptr nocapture noundef %1, double noundef %2) local_unnamed_addr #3 {
  %4 = load ptr, ptr %1, align 8, !tbaa !5
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !5
  %7 = icmp eq ptr %4, %6
  br i1 %7, label %37, label %8

8:                                                ; preds = %3
  %9 = ptrtoint ptr %6 to i64
  %10 = ptrtoint ptr %4 to i64
  %11 = add i64 %9, -8
  %12 = sub i64 %11, %10
  %13 = lshr i64 %12, 3
  %14 = add nuw nsw i64 %13, 1
  %15 = icmp ult i64 %12, 24
  br i1 %15, label %16, label %18

16:                                               ; preds = %35, %8
  %17 = phi ptr [ %4, %8 ], [ %21, %35 ]
  br label %42

18:                                               ; preds = %8
  %19 = and i64 %14, 4611686018427387900
  %20 = shl i64 %19, 3
  %21 = getelementptr i8, ptr %4, i64 %20
  %22 = insertelement <2 x double> poison, double %2, i64 0
  %23 = shufflevector <2 x double> %22, <2 x double> poison, <2 x i32> zeroinitializer
  br label %24

24:                                               ; preds = %24, %18
  %25 = phi i64 [ 0, %18 ], [ %33, %24 ]
  %26 = shl i64 %25, 3
  %27 = getelementptr i8, ptr %4, i64 %26
  %28 = getelementptr i8, ptr %27, i64 16
  %29 = load <2 x double>, ptr %27, align 8, !tbaa !9
  %30 = load <2 x double>, ptr %28, align 8, !tbaa !9
  %31 = fmul <2 x double> %29, %23
  %32 = fmul <2 x double> %30, %23
  store <2 x double> %31, ptr %27, align 8, !tbaa !9
  store <2 x double> %32, ptr %28, align 8, !tbaa !9
  %33 = add nuw i64 %25, 4
  %34 = icmp eq i64 %33, %19
  br i1 %34, label %35, label %24, !llvm.loop !13

35:                                               ; preds = %24
  %36 = icmp eq i64 %14, %19
  br i1 %36, label %37, label %16

37:                                               ; preds = %42, %35, %3
  store ptr %4, ptr %0, align 8, !tbaa !16
  %38 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %6, ptr %38, align 8, !tbaa !18
  %39 = getelementptr inbounds i8, ptr %0, i64 16
  %40 = getelementptr inbounds i8, ptr %1, i64 16
  %41 = load ptr, ptr %40, align 8, !tbaa !19
  store ptr %41, ptr %39, align 8, !tbaa !19
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false)
  ret void

42:                                               ; preds = %16, %42
  %43 = phi ptr [ %46, %42 ], [ %17, %16 ]
  %44 = load double, ptr %43, align 8, !tbaa !9
  %45 = fmul double %44, %2
  store double %45, ptr %43, align 8, !tbaa !9
  %46 = getelementptr inbounds i8, ptr %43, i64 8
  %47 = icmp eq ptr %46, %6
  br i1 %47, label %37, label %42, !llvm.loop !20
}

; Function Attrs: mustprogress uwtable
define dso_local noundef double @_Z9safe_meanRKSt6vectorIdSaIdEE(ptr nocapture noundef nonnull readonly align 8 dereferenceable(24) %0) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !5
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !5
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %6, label %12

6:                                                ; preds = %1
  %7 = tail call ptr @__cxa_allocate_exception(i64 16) #6
  invoke void @_ZNSt13runtime_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull @.str)
          to label %8 unwind label %10

8:                                                ; preds = %6
  invoke void @__cxa_throw(ptr nonnull %7, ptr nonnull @_ZTISt13runtime_error, ptr nonnull @_ZNSt13runtime_errorD1Ev) #7
          to label %9 unwind label %26

9:                                                ; preds = %8
  unreachable

10:                                               ; preds = %6
  %11 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
  tail call void @__cxa_free_exception(ptr %7) #6
  br label %28

12:                                               ; preds = %1, %12
  %13 = phi double [ %16, %12 ], [ 0.000000e+00, %1 ]
  %14 = phi ptr [ %17, %12 ], [ %2, %1 ]
  %15 = load double, ptr %14, align 8, !tbaa !9
  %16 = fadd double %13, %15
  %17 = getelementptr inbounds i8, ptr %14, i64 8
  %18 = icmp eq ptr %17, %4
  br i1 %18, label %19, label %12, !llvm.loop !11

19:                                               ; preds = %12
  %20 = ptrtoint ptr %4 to i64
  %21 = ptrtoint ptr %2 to i64
  %22 = sub i64 %20, %21
  %23 = ashr exact i64 %22, 3
  %24 = uitofp i64 %23 to double
  %25 = fdiv double %16, %24
  br label %36

26:                                               ; preds = %8
  %27 = landingpad { ptr, i32 }
          catch ptr @_ZTISt9exception
  br label %28

28:                                               ; preds = %10, %26
  %29 = phi { ptr, i32 } [ %27, %26 ], [ %11, %10 ]
  %30 = extractvalue { ptr, i32 } %29, 1
  %31 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #6
  %32 = icmp eq i32 %30, %31
  br i1 %32, label %33, label %38

33:                                               ; preds = %28
  %34 = extractvalue { ptr, i32 } %29, 0
  %35 = tail call ptr @__cxa_begin_catch(ptr %34) #6
  tail call void @__cxa_end_catch()
  br label %36

36:                                               ; preds = %19, %33
  %37 = phi double [ 0.000000e+00, %33 ], [ %25, %19 ]
  ret double %37

38:                                               ; preds = %28
  resume { ptr, i32 } %29
}

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

attributes #0 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind memory(none) }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nounwind }
attributes #7 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = !{!17, !6, i64 0}
!17 = !{!"_ZTSNSt12_Vector_baseIdSaIdEE17_Vector_impl_dataE", !6, i64 0, !6, i64 8, !6, i64 16}
!18 = !{!17, !6, i64 8}
!19 = !{!17, !6, i64 16}
!20 = distinct !{!20, !15, !14}
