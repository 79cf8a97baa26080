; ModuleID = 'src/exceptions.cpp'
source_filename = "src/exceptions.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }

$"??_R0H@8" = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat

; Function Attrs: mustprogress uwtable
define dso_local noundef i32 @"?run@@YAHH@Z"(i32 noundef %0) local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  tail call void @"?may_throw@@YAXH@Z"(i32 noundef %0)
  ret i32 1
}

declare dso_local void @"?may_throw@@YAXH@Z"(i32 noundef) local_unnamed_addr #1

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress uwtable
define dso_local noundef i32 @"?catcher@@YAHH@Z"(i32 noundef %0) local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  %2 = alloca i32, align 4
  invoke void @"?may_throw@@YAXH@Z"(i32 noundef %0)
          to label %10 unwind label %3

3:                                                ; preds = %1
  %4 = catchswitch within none [label %5, label %8] unwind to caller

5:                                                ; preds = %3
  %6 = catchpad within %4 [ptr @"??_R0H@8", i32 0, ptr %2]
  %7 = load i32, ptr %2, align 4
  catchret from %6 to label %10

8:                                                ; preds = %3
  %9 = catchpad within %4 [ptr null, i32 64, ptr null]
  catchret from %9 to label %10

10:                                               ; preds = %1, %5, %8
  %11 = phi i32 [ %7, %5 ], [ -1, %8 ], [ 0, %1 ]
  ret i32 %11
}

; Function Attrs: mustprogress nounwind uwtable
define dso_local void @"?noexcept_fn@@YAXXZ"() local_unnamed_addr #2 personality ptr @__CxxFrameHandler3 {
  invoke void @"?may_throw@@YAXH@Z"(i32 noundef 1)
          to label %1 unwind label %2

1:                                                ; preds = %0
  ret void

2:                                                ; preds = %0
  %3 = cleanuppad within none []
  call void @__std_terminate() #3 [ "funclet"(token %3) ]
  unreachable
}

declare dso_local void @__std_terminate() local_unnamed_addr

attributes #0 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
