; ModuleID = 'cpp/12_expression_tree.cpp'
source_filename = "cpp/12_expression_tree.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%"class.std::vector" = type { %"struct.std::_Vector_base" }
%"struct.std::_Vector_base" = type { %"struct.std::_Vector_base<Expr *, std::allocator<Expr *>>::_Vector_impl" }
%"struct.std::_Vector_base<Expr *, std::allocator<Expr *>>::_Vector_impl" = type { %"struct.std::_Vector_base<Expr *, std::allocator<Expr *>>::_Vector_impl_data" }
%"struct.std::_Vector_base<Expr *, std::allocator<Expr *>>::_Vector_impl_data" = type { ptr, ptr, ptr }

$_ZNSt6vectorIP4ExprSaIS1_EED2Ev = comdat any

$_ZN3SinD0Ev = comdat any

$_ZNK3Sin4evalEd = comdat any

$_ZNK3Sin5printEv = comdat any

$_ZNK3Sin4sizeEv = comdat any

$_ZN5ConstD0Ev = comdat any

$_ZNK5Const4evalEd = comdat any

$_ZNK5Const6deriveEv = comdat any

$_ZNK5Const5printEv = comdat any

$_ZNK4Expr4sizeEv = comdat any

$_ZN3MulD0Ev = comdat any

$_ZNK3Mul4evalEd = comdat any

$_ZNK3Mul6deriveEv = comdat any

$_ZNK3Mul5printEv = comdat any

$_ZNK3Bin4sizeEv = comdat any

$_ZN3AddD0Ev = comdat any

$_ZNK3Add4evalEd = comdat any

$_ZNK3Add6deriveEv = comdat any

$_ZNK3Add5printEv = comdat any

$_ZN3CosD0Ev = comdat any

$_ZNK3Cos4evalEd = comdat any

$_ZNK3Cos6deriveEv = comdat any

$_ZNK3Cos5printEv = comdat any

$_ZNK3Cos4sizeEv = comdat any

$_ZN4ExprD2Ev = comdat any

$_ZN3VarD0Ev = comdat any

$_ZNK3Var4evalEd = comdat any

$_ZNK3Var6deriveEv = comdat any

$_ZNK3Var5printEv = comdat any

$_ZTS4Expr = comdat any

$_ZTI4Expr = comdat any

$_ZTV5Const = comdat any

$_ZTS5Const = comdat any

$_ZTI5Const = comdat any

$_ZTV3Mul = comdat any

$_ZTS3Mul = comdat any

$_ZTS3Bin = comdat any

$_ZTI3Bin = comdat any

$_ZTI3Mul = comdat any

$_ZTV3Add = comdat any

$_ZTS3Add = comdat any

$_ZTI3Add = comdat any

$_ZTV3Cos = comdat any

$_ZTS3Cos = comdat any

$_ZTI3Cos = comdat any

$_ZTV3Var = comdat any

$_ZTS3Var = comdat any

$_ZTI3Var = comdat any

@_ZL5arena = internal global %"class.std::vector" zeroinitializer, align 8
@__dso_handle = external hidden global i8
@.str = private unnamed_addr constant [5 x i8] c"f = \00", align 1
@.str.2 = private unnamed_addr constant [26 x i8] c"sizes: f=%d f'=%d f''=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [42 x i8] c"x=%5.2f f=%.9f f'=%.9f f''=%.9f fd_ok=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"f' = \00", align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"arena nodes=%zu\0A\00", align 1
@_ZTV3Sin = dso_local unnamed_addr constant { [8 x ptr] } { [8 x ptr] [ptr null, ptr @_ZTI3Sin, ptr @_ZN4ExprD2Ev, ptr @_ZN3SinD0Ev, ptr @_ZNK3Sin4evalEd, ptr @_ZNK3Sin6deriveEv, ptr @_ZNK3Sin5printEv, ptr @_ZNK3Sin4sizeEv] }, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS3Sin = dso_local constant [5 x i8] c"3Sin\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS4Expr = linkonce_odr dso_local constant [6 x i8] c"4Expr\00", comdat, align 1
@_ZTI4Expr = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS4Expr }, comdat, align 8
@_ZTI3Sin = dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS3Sin, ptr @_ZTI4Expr }, align 8
@.str.6 = private unnamed_addr constant [5 x i8] c"sin(\00", align 1
@_ZTV5Const = linkonce_odr dso_local unnamed_addr constant { [8 x ptr] } { [8 x ptr] [ptr null, ptr @_ZTI5Const, ptr @_ZN4ExprD2Ev, ptr @_ZN5ConstD0Ev, ptr @_ZNK5Const4evalEd, ptr @_ZNK5Const6deriveEv, ptr @_ZNK5Const5printEv, ptr @_ZNK4Expr4sizeEv] }, comdat, align 8
@_ZTS5Const = linkonce_odr dso_local constant [7 x i8] c"5Const\00", comdat, align 1
@_ZTI5Const = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS5Const, ptr @_ZTI4Expr }, comdat, align 8
@.str.8 = private unnamed_addr constant [3 x i8] c"%g\00", align 1
@.str.9 = private unnamed_addr constant [26 x i8] c"vector::_M_realloc_insert\00", align 1
@_ZTV3Mul = linkonce_odr dso_local unnamed_addr constant { [8 x ptr] } { [8 x ptr] [ptr null, ptr @_ZTI3Mul, ptr @_ZN4ExprD2Ev, ptr @_ZN3MulD0Ev, ptr @_ZNK3Mul4evalEd, ptr @_ZNK3Mul6deriveEv, ptr @_ZNK3Mul5printEv, ptr @_ZNK3Bin4sizeEv] }, comdat, align 8
@_ZTS3Mul = linkonce_odr dso_local constant [5 x i8] c"3Mul\00", comdat, align 1
@_ZTS3Bin = linkonce_odr dso_local constant [5 x i8] c"3Bin\00", comdat, align 1
@_ZTI3Bin = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS3Bin, ptr @_ZTI4Expr }, comdat, align 8
@_ZTI3Mul = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS3Mul, ptr @_ZTI3Bin }, comdat, align 8
@.str.11 = private unnamed_addr constant [4 x i8] c" * \00", align 1
@_ZTV3Add = linkonce_odr dso_local unnamed_addr constant { [8 x ptr] } { [8 x ptr] [ptr null, ptr @_ZTI3Add, ptr @_ZN4ExprD2Ev, ptr @_ZN3AddD0Ev, ptr @_ZNK3Add4evalEd, ptr @_ZNK3Add6deriveEv, ptr @_ZNK3Add5printEv, ptr @_ZNK3Bin4sizeEv] }, comdat, align 8
@_ZTS3Add = linkonce_odr dso_local constant [5 x i8] c"3Add\00", comdat, align 1
@_ZTI3Add = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS3Add, ptr @_ZTI3Bin }, comdat, align 8
@.str.12 = private unnamed_addr constant [4 x i8] c" + \00", align 1
@_ZTV3Cos = linkonce_odr dso_local unnamed_addr constant { [8 x ptr] } { [8 x ptr] [ptr null, ptr @_ZTI3Cos, ptr @_ZN4ExprD2Ev, ptr @_ZN3CosD0Ev, ptr @_ZNK3Cos4evalEd, ptr @_ZNK3Cos6deriveEv, ptr @_ZNK3Cos5printEv, ptr @_ZNK3Cos4sizeEv] }, comdat, align 8
@_ZTS3Cos = linkonce_odr dso_local constant [5 x i8] c"3Cos\00", comdat, align 1
@_ZTI3Cos = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS3Cos, ptr @_ZTI4Expr }, comdat, align 8
@.str.13 = private unnamed_addr constant [5 x i8] c"cos(\00", align 1
@_ZTV3Var = linkonce_odr dso_local unnamed_addr constant { [8 x ptr] } { [8 x ptr] [ptr null, ptr @_ZTI3Var, ptr @_ZN4ExprD2Ev, ptr @_ZN3VarD0Ev, ptr @_ZNK3Var4evalEd, ptr @_ZNK3Var6deriveEv, ptr @_ZNK3Var5printEv, ptr @_ZNK4Expr4sizeEv] }, comdat, align 8
@_ZTS3Var = linkonce_odr dso_local constant [5 x i8] c"3Var\00", comdat, align 1
@_ZTI3Var = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS3Var, ptr @_ZTI4Expr }, comdat, align 8
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @_GLOBAL__sub_I_12_expression_tree.cpp, ptr null }]

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIP4ExprSaIS1_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat align 2 {
  %2 = load ptr, ptr %0, align 8, !tbaa !5
  %3 = icmp eq ptr %2, null
  br i1 %3, label %10, label %4

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = load ptr, ptr %5, align 8, !tbaa !10
  %7 = ptrtoint ptr %6 to i64
  %8 = ptrtoint ptr %2 to i64
  %9 = sub i64 %7, %8
  tail call void @_ZdlPvm(ptr noundef nonnull %2, i64 noundef %9) #14
  br label %10

10:                                               ; preds = %1, %4
  ret void
}

; Function Attrs: nofree nounwind
declare i32 @__cxa_atexit(ptr, ptr, ptr) local_unnamed_addr #1

; Function Attrs: mustprogress nounwind uwtable
define dso_local noundef ptr @_ZNK3Sin6deriveEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %0) unnamed_addr #0 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !11
  %4 = tail call fastcc noundef ptr @_ZL2mkI3CosJPK4ExprEEPKT_DpT0_(ptr noundef %3)
  %5 = load ptr, ptr %2, align 8, !tbaa !11
  %6 = load ptr, ptr %5, align 8, !tbaa !14
  %7 = getelementptr inbounds i8, ptr %6, i64 24
  %8 = load ptr, ptr %7, align 8
  %9 = tail call noundef ptr %8(ptr noundef nonnull align 8 dereferenceable(8) %5) #15
  %10 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #16
  %11 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr %4, ptr %11, align 8, !tbaa !16
  %12 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %9, ptr %12, align 8, !tbaa !18
  store ptr getelementptr inbounds inrange(-16, 48) (i8, ptr @_ZTV3Mul, i64 16), ptr %10, align 8, !tbaa !14
  %13 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 8), align 8, !tbaa !19
  %14 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 16), align 8, !tbaa !10
  %15 = icmp eq ptr %13, %14
  br i1 %15, label %19, label %16

16:                                               ; preds = %1
  store ptr %10, ptr %13, align 8, !tbaa !19
  %17 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 8), align 8, !tbaa !20
  %18 = getelementptr inbounds i8, ptr %17, i64 8
  store ptr %18, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 8), align 8, !tbaa !20
  br label %49

19:                                               ; preds = %1
  %20 = load ptr, ptr @_ZL5arena, align 8, !tbaa !19
  %21 = ptrtoint ptr %13 to i64
  %22 = ptrtoint ptr %20 to i64
  %23 = sub i64 %21, %22
  %24 = icmp eq i64 %23, 9223372036854775800
  br i1 %24, label %25, label %26

25:                                               ; preds = %19
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.9) #17
  unreachable

26:                                               ; preds = %19
  %27 = ashr exact i64 %23, 3
  %28 = tail call i64 @llvm.umax.i64(i64 %27, i64 1)
  %29 = add nsw i64 %28, %27
  %30 = icmp ult i64 %29, %27
  %31 = tail call i64 @llvm.umin.i64(i64 %29, i64 1152921504606846975)
  %32 = select i1 %30, i64 1152921504606846975, i64 %31
  %33 = icmp eq i64 %32, 0
  br i1 %33, label %37, label %34

34:                                               ; preds = %26
  %35 = shl nuw nsw i64 %32, 3
  %36 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %35) #16
  br label %37

37:                                               ; preds = %34, %26
  %38 = phi ptr [ %36, %34 ], [ null, %26 ]
  %39 = getelementptr inbounds ptr, ptr %38, i64 %27
  store ptr %10, ptr %39, align 8, !tbaa !19
  %40 = icmp sgt i64 %23, 0
  br i1 %40, label %41, label %42

41:                                               ; preds = %37
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %38, ptr align 8 %20, i64 %23, i1 false)
  br label %42

42:                                               ; preds = %41, %37
  %43 = getelementptr inbounds i8, ptr %38, i64 %23
  %44 = getelementptr inbounds i8, ptr %43, i64 8
  %45 = icmp eq ptr %20, null
  br i1 %45, label %47, label %46

46:                                               ; preds = %42
  tail call void @_ZdlPvm(ptr noundef nonnull %20, i64 noundef %23) #14
  br label %47

47:                                               ; preds = %46, %42
  store ptr %38, ptr @_ZL5arena, align 8, !tbaa !5
  store ptr %44, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 8), align 8, !tbaa !20
  %48 = getelementptr inbounds ptr, ptr %38, i64 %32
  store ptr %48, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 16), align 8, !tbaa !10
  br label %49

49:                                               ; preds = %16, %47
  ret ptr %10
}

; Function Attrs: mustprogress nounwind uwtable
define internal fastcc noundef nonnull ptr @_ZL2mkI3CosJPK4ExprEEPKT_DpT0_(ptr noundef %0) unnamed_addr #0 {
  %2 = tail call noalias noundef nonnull dereferenceable(16) ptr @_Znwm(i64 noundef 16) #16
  store ptr getelementptr inbounds inrange(-16, 48) (i8, ptr @_ZTV3Cos, i64 16), ptr %2, align 8, !tbaa !14
  %3 = getelementptr inbounds i8, ptr %2, i64 8
  store ptr %0, ptr %3, align 8, !tbaa !21
  %4 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 8), align 8, !tbaa !19
  %5 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 16), align 8, !tbaa !10
  %6 = icmp eq ptr %4, %5
  br i1 %6, label %10, label %7

7:                                                ; preds = %1
  store ptr %2, ptr %4, align 8, !tbaa !19
  %8 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 8), align 8, !tbaa !20
  %9 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr %9, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 8), align 8, !tbaa !20
  br label %40

10:                                               ; preds = %1
  %11 = load ptr, ptr @_ZL5arena, align 8, !tbaa !19
  %12 = ptrtoint ptr %4 to i64
  %13 = ptrtoint ptr %11 to i64
  %14 = sub i64 %12, %13
  %15 = icmp eq i64 %14, 9223372036854775800
  br i1 %15, label %16, label %17

16:                                               ; preds = %10
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.9) #17
  unreachable

17:                                               ; preds = %10
  %18 = ashr exact i64 %14, 3
  %19 = tail call i64 @llvm.umax.i64(i64 %18, i64 1)
  %20 = add nsw i64 %19, %18
  %21 = icmp ult i64 %20, %18
  %22 = tail call i64 @llvm.umin.i64(i64 %20, i64 1152921504606846975)
  %23 = select i1 %21, i64 1152921504606846975, i64 %22
  %24 = icmp eq i64 %23, 0
  br i1 %24, label %28, label %25

25:                                               ; preds = %17
  %26 = shl nuw nsw i64 %23, 3
  %27 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %26) #16
  br label %28

28:                                               ; preds = %25, %17
  %29 = phi ptr [ %27, %25 ], [ null, %17 ]
  %30 = getelementptr inbounds ptr, ptr %29, i64 %18
  store ptr %2, ptr %30, align 8, !tbaa !19
  %31 = icmp sgt i64 %14, 0
  br i1 %31, label %32, label %33

32:                                               ; preds = %28
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %29, ptr align 8 %11, i64 %14, i1 false)
  br label %33

33:                                               ; preds = %28, %32
  %34 = getelementptr inbounds i8, ptr %29, i64 %14
  %35 = getelementptr inbounds i8, ptr %34, i64 8
  %36 = icmp eq ptr %11, null
  br i1 %36, label %38, label %37

37:                                               ; preds = %33
  tail call void @_ZdlPvm(ptr noundef nonnull %11, i64 noundef %14) #14
  br label %38

38:                                               ; preds = %33, %37
  store ptr %29, ptr @_ZL5arena, align 8, !tbaa !5
  store ptr %35, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 8), align 8, !tbaa !20
  %39 = getelementptr inbounds ptr, ptr %29, i64 %23
  store ptr %39, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 16), align 8, !tbaa !10
  br label %40

40:                                               ; preds = %7, %38
  ret ptr %2
}

; Function Attrs: mustprogress norecurse nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 {
  %1 = tail call noalias noundef nonnull dereferenceable(8) ptr @_Znwm(i64 noundef 8) #16
  store ptr getelementptr inbounds inrange(-16, 48) (i8, ptr @_ZTV3Var, i64 16), ptr %1, align 8, !tbaa !14
  %2 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 8), align 8, !tbaa !19
  %3 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 16), align 8, !tbaa !10
  %4 = icmp eq ptr %2, %3
  br i1 %4, label %8, label %5

5:                                                ; preds = %0
  store ptr %1, ptr %2, align 8, !tbaa !19
  %6 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 8), align 8, !tbaa !20
  %7 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr %7, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 8), align 8, !tbaa !20
  br label %38

8:                                                ; preds = %0
  %9 = load ptr, ptr @_ZL5arena, align 8, !tbaa !19
  %10 = ptrtoint ptr %2 to i64
  %11 = ptrtoint ptr %9 to i64
  %12 = sub i64 %10, %11
  %13 = icmp eq i64 %12, 9223372036854775800
  br i1 %13, label %14, label %15

14:                                               ; preds = %8
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.9) #17
  unreachable

15:                                               ; preds = %8
  %16 = ashr exact i64 %12, 3
  %17 = tail call i64 @llvm.umax.i64(i64 %16, i64 1)
  %18 = add nsw i64 %17, %16
  %19 = icmp ult i64 %18, %16
  %20 = tail call i64 @llvm.umin.i64(i64 %18, i64 1152921504606846975)
  %21 = select i1 %19, i64 1152921504606846975, i64 %20
  %22 = icmp eq i64 %21, 0
  br i1 %22, label %26, label %23

23:                                               ; preds = %15
  %24 = shl nuw nsw i64 %21, 3
  %25 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %24) #16
  br label %26

26:                                               ; preds = %23, %15
  %27 = phi ptr [ %25, %23 ], [ null, %15 ]
  %28 = getelementptr inbounds ptr, ptr %27, i64 %16
  store ptr %1, ptr %28, align 8, !tbaa !19
  %29 = icmp sgt i64 %12, 0
  br i1 %29, label %30, label %31

30:                                               ; preds = %26
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %27, ptr align 8 %9, i64 %12, i1 false)
  br label %31

31:                                               ; preds = %30, %26
  %32 = getelementptr inbounds i8, ptr %27, i64 %12
  %33 = getelementptr inbounds i8, ptr %32, i64 8
  %34 = icmp eq ptr %9, null
  br i1 %34, label %36, label %35

35:                                               ; preds = %31
  tail call void @_ZdlPvm(ptr noundef nonnull %9, i64 noundef %12) #14
  br label %36

36:                                               ; preds = %35, %31
  store ptr %27, ptr @_ZL5arena, align 8, !tbaa !5
  store ptr %33, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 8), align 8, !tbaa !20
  %37 = getelementptr inbounds ptr, ptr %27, i64 %21
  store ptr %37, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 16), align 8, !tbaa !10
  br label %38

38:                                               ; preds = %5, %36
  %39 = tail call fastcc noundef ptr @_ZL2mkI3MulJPK4ExprS3_EEPKT_DpT0_(ptr noundef nonnull %1, ptr noundef nonnull %1)
  %40 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #16
  %41 = getelementptr inbounds i8, ptr %40, i64 8
  store ptr %1, ptr %41, align 8, !tbaa !16
  %42 = getelementptr inbounds i8, ptr %40, i64 16
  store ptr %39, ptr %42, align 8, !tbaa !18
  store ptr getelementptr inbounds inrange(-16, 48) (i8, ptr @_ZTV3Mul, i64 16), ptr %40, align 8, !tbaa !14
  %43 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 8), align 8, !tbaa !19
  %44 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 16), align 8, !tbaa !10
  %45 = icmp eq ptr %43, %44
  br i1 %45, label %49, label %46

46:                                               ; preds = %38
  store ptr %40, ptr %43, align 8, !tbaa !19
  %47 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 8), align 8, !tbaa !20
  %48 = getelementptr inbounds i8, ptr %47, i64 8
  store ptr %48, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 8), align 8, !tbaa !20
  br label %79

49:                                               ; preds = %38
  %50 = load ptr, ptr @_ZL5arena, align 8, !tbaa !19
  %51 = ptrtoint ptr %43 to i64
  %52 = ptrtoint ptr %50 to i64
  %53 = sub i64 %51, %52
  %54 = icmp eq i64 %53, 9223372036854775800
  br i1 %54, label %55, label %56

55:                                               ; preds = %49
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.9) #17
  unreachable

56:                                               ; preds = %49
  %57 = ashr exact i64 %53, 3
  %58 = tail call i64 @llvm.umax.i64(i64 %57, i64 1)
  %59 = add nsw i64 %58, %57
  %60 = icmp ult i64 %59, %57
  %61 = tail call i64 @llvm.umin.i64(i64 %59, i64 1152921504606846975)
  %62 = select i1 %60, i64 1152921504606846975, i64 %61
  %63 = icmp eq i64 %62, 0
  br i1 %63, label %67, label %64

64:                                               ; preds = %56
  %65 = shl nuw nsw i64 %62, 3
  %66 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %65) #16
  br label %67

67:                                               ; preds = %64, %56
  %68 = phi ptr [ %66, %64 ], [ null, %56 ]
  %69 = getelementptr inbounds ptr, ptr %68, i64 %57
  store ptr %40, ptr %69, align 8, !tbaa !19
  %70 = icmp sgt i64 %53, 0
  br i1 %70, label %71, label %72

71:                                               ; preds = %67
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %68, ptr align 8 %50, i64 %53, i1 false)
  br label %72

72:                                               ; preds = %71, %67
  %73 = getelementptr inbounds i8, ptr %68, i64 %53
  %74 = getelementptr inbounds i8, ptr %73, i64 8
  %75 = icmp eq ptr %50, null
  br i1 %75, label %77, label %76

76:                                               ; preds = %72
  tail call void @_ZdlPvm(ptr noundef nonnull %50, i64 noundef %53) #14
  br label %77

77:                                               ; preds = %76, %72
  store ptr %68, ptr @_ZL5arena, align 8, !tbaa !5
  store ptr %74, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 8), align 8, !tbaa !20
  %78 = getelementptr inbounds ptr, ptr %68, i64 %62
  store ptr %78, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 16), align 8, !tbaa !10
  br label %79

79:                                               ; preds = %46, %77
  %80 = tail call fastcc noundef ptr @_ZL2mkI5ConstJdEEPKT_DpT0_(double noundef 3.000000e+00)
  %81 = tail call fastcc noundef ptr @_ZL2mkI3MulJPK4ExprS3_EEPKT_DpT0_(ptr noundef nonnull %1, ptr noundef nonnull %1)
  %82 = tail call noalias noundef nonnull dereferenceable(16) ptr @_Znwm(i64 noundef 16) #16
  store ptr getelementptr inbounds inrange(-16, 48) (i8, ptr @_ZTV3Sin, i64 16), ptr %82, align 8, !tbaa !14
  %83 = getelementptr inbounds i8, ptr %82, i64 8
  store ptr %81, ptr %83, align 8, !tbaa !11
  %84 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 8), align 8, !tbaa !19
  %85 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 16), align 8, !tbaa !10
  %86 = icmp eq ptr %84, %85
  br i1 %86, label %90, label %87

87:                                               ; preds = %79
  store ptr %82, ptr %84, align 8, !tbaa !19
  %88 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 8), align 8, !tbaa !20
  %89 = getelementptr inbounds i8, ptr %88, i64 8
  store ptr %89, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 8), align 8, !tbaa !20
  br label %120

90:                                               ; preds = %79
  %91 = load ptr, ptr @_ZL5arena, align 8, !tbaa !19
  %92 = ptrtoint ptr %84 to i64
  %93 = ptrtoint ptr %91 to i64
  %94 = sub i64 %92, %93
  %95 = icmp eq i64 %94, 9223372036854775800
  br i1 %95, label %96, label %97

96:                                               ; preds = %90
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.9) #17
  unreachable

97:                                               ; preds = %90
  %98 = ashr exact i64 %94, 3
  %99 = tail call i64 @llvm.umax.i64(i64 %98, i64 1)
  %100 = add nsw i64 %99, %98
  %101 = icmp ult i64 %100, %98
  %102 = tail call i64 @llvm.umin.i64(i64 %100, i64 1152921504606846975)
  %103 = select i1 %101, i64 1152921504606846975, i64 %102
  %104 = icmp eq i64 %103, 0
  br i1 %104, label %108, label %105

105:                                              ; preds = %97
  %106 = shl nuw nsw i64 %103, 3
  %107 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %106) #16
  br label %108

108:                                              ; preds = %105, %97
  %109 = phi ptr [ %107, %105 ], [ null, %97 ]
  %110 = getelementptr inbounds ptr, ptr %109, i64 %98
  store ptr %82, ptr %110, align 8, !tbaa !19
  %111 = icmp sgt i64 %94, 0
  br i1 %111, label %112, label %113

112:                                              ; preds = %108
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %109, ptr align 8 %91, i64 %94, i1 false)
  br label %113

113:                                              ; preds = %112, %108
  %114 = getelementptr inbounds i8, ptr %109, i64 %94
  %115 = getelementptr inbounds i8, ptr %114, i64 8
  %116 = icmp eq ptr %91, null
  br i1 %116, label %118, label %117

117:                                              ; preds = %113
  tail call void @_ZdlPvm(ptr noundef nonnull %91, i64 noundef %94) #14
  br label %118

118:                                              ; preds = %117, %113
  store ptr %109, ptr @_ZL5arena, align 8, !tbaa !5
  store ptr %115, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 8), align 8, !tbaa !20
  %119 = getelementptr inbounds ptr, ptr %109, i64 %103
  store ptr %119, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 16), align 8, !tbaa !10
  br label %120

120:                                              ; preds = %87, %118
  %121 = tail call fastcc noundef ptr @_ZL2mkI3MulJPK5ConstPK3SinEEPKT_DpT0_(ptr noundef nonnull %80, ptr noundef nonnull %82)
  %122 = tail call fastcc noundef ptr @_ZL2mkI3AddJPK3MulS3_EEPKT_DpT0_(ptr noundef nonnull %40, ptr noundef nonnull %121)
  %123 = tail call fastcc noundef ptr @_ZL2mkI5ConstJdEEPKT_DpT0_(double noundef 2.000000e+00)
  %124 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #16
  %125 = getelementptr inbounds i8, ptr %124, i64 8
  store ptr %122, ptr %125, align 8, !tbaa !16
  %126 = getelementptr inbounds i8, ptr %124, i64 16
  store ptr %123, ptr %126, align 8, !tbaa !18
  store ptr getelementptr inbounds inrange(-16, 48) (i8, ptr @_ZTV3Add, i64 16), ptr %124, align 8, !tbaa !14
  %127 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 8), align 8, !tbaa !19
  %128 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 16), align 8, !tbaa !10
  %129 = icmp eq ptr %127, %128
  br i1 %129, label %133, label %130

130:                                              ; preds = %120
  store ptr %124, ptr %127, align 8, !tbaa !19
  %131 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 8), align 8, !tbaa !20
  %132 = getelementptr inbounds i8, ptr %131, i64 8
  store ptr %132, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 8), align 8, !tbaa !20
  br label %163

133:                                              ; preds = %120
  %134 = load ptr, ptr @_ZL5arena, align 8, !tbaa !19
  %135 = ptrtoint ptr %127 to i64
  %136 = ptrtoint ptr %134 to i64
  %137 = sub i64 %135, %136
  %138 = icmp eq i64 %137, 9223372036854775800
  br i1 %138, label %139, label %140

139:                                              ; preds = %133
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.9) #17
  unreachable

140:                                              ; preds = %133
  %141 = ashr exact i64 %137, 3
  %142 = tail call i64 @llvm.umax.i64(i64 %141, i64 1)
  %143 = add nsw i64 %142, %141
  %144 = icmp ult i64 %143, %141
  %145 = tail call i64 @llvm.umin.i64(i64 %143, i64 1152921504606846975)
  %146 = select i1 %144, i64 1152921504606846975, i64 %145
  %147 = icmp eq i64 %146, 0
  br i1 %147, label %151, label %148

148:                                              ; preds = %140
  %149 = shl nuw nsw i64 %146, 3
  %150 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %149) #16
  br label %151

151:                                              ; preds = %148, %140
  %152 = phi ptr [ %150, %148 ], [ null, %140 ]
  %153 = getelementptr inbounds ptr, ptr %152, i64 %141
  store ptr %124, ptr %153, align 8, !tbaa !19
  %154 = icmp sgt i64 %137, 0
  br i1 %154, label %155, label %156

155:                                              ; preds = %151
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %152, ptr align 8 %134, i64 %137, i1 false)
  br label %156

156:                                              ; preds = %155, %151
  %157 = getelementptr inbounds i8, ptr %152, i64 %137
  %158 = getelementptr inbounds i8, ptr %157, i64 8
  %159 = icmp eq ptr %134, null
  br i1 %159, label %161, label %160

160:                                              ; preds = %156
  tail call void @_ZdlPvm(ptr noundef nonnull %134, i64 noundef %137) #14
  br label %161

161:                                              ; preds = %160, %156
  store ptr %152, ptr @_ZL5arena, align 8, !tbaa !5
  store ptr %158, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 8), align 8, !tbaa !20
  %162 = getelementptr inbounds ptr, ptr %152, i64 %146
  store ptr %162, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 16), align 8, !tbaa !10
  br label %163

163:                                              ; preds = %130, %161
  %164 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str)
  %165 = load ptr, ptr %124, align 8, !tbaa !14
  %166 = getelementptr inbounds i8, ptr %165, i64 32
  %167 = load ptr, ptr %166, align 8
  tail call void %167(ptr noundef nonnull align 8 dereferenceable(8) %124) #15
  %168 = tail call i32 @putchar(i32 10)
  %169 = load ptr, ptr %124, align 8, !tbaa !14
  %170 = getelementptr inbounds i8, ptr %169, i64 24
  %171 = load ptr, ptr %170, align 8
  %172 = tail call noundef ptr %171(ptr noundef nonnull align 8 dereferenceable(8) %124) #15
  %173 = load ptr, ptr %172, align 8, !tbaa !14
  %174 = getelementptr inbounds i8, ptr %173, i64 24
  %175 = load ptr, ptr %174, align 8
  %176 = tail call noundef ptr %175(ptr noundef nonnull align 8 dereferenceable(8) %172) #15
  %177 = load ptr, ptr %124, align 8, !tbaa !14
  %178 = getelementptr inbounds i8, ptr %177, i64 40
  %179 = load ptr, ptr %178, align 8
  %180 = tail call noundef i32 %179(ptr noundef nonnull align 8 dereferenceable(8) %124) #15
  %181 = load ptr, ptr %172, align 8, !tbaa !14
  %182 = getelementptr inbounds i8, ptr %181, i64 40
  %183 = load ptr, ptr %182, align 8
  %184 = tail call noundef i32 %183(ptr noundef nonnull align 8 dereferenceable(8) %172) #15
  %185 = load ptr, ptr %176, align 8, !tbaa !14
  %186 = getelementptr inbounds i8, ptr %185, i64 40
  %187 = load ptr, ptr %186, align 8
  %188 = tail call noundef i32 %187(ptr noundef nonnull align 8 dereferenceable(8) %176) #15
  %189 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %180, i32 noundef %184, i32 noundef %188)
  br label %254

190:                                              ; preds = %254
  %191 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4)
  %192 = tail call fastcc noundef ptr @_ZL2mkI5ConstJdEEPKT_DpT0_(double noundef 0.000000e+00)
  %193 = tail call fastcc noundef ptr @_ZL2mkI3CosJPK4ExprEEPKT_DpT0_(ptr noundef nonnull %1)
  %194 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #16
  %195 = getelementptr inbounds i8, ptr %194, i64 8
  store ptr %192, ptr %195, align 8, !tbaa !16
  %196 = getelementptr inbounds i8, ptr %194, i64 16
  store ptr %193, ptr %196, align 8, !tbaa !18
  store ptr getelementptr inbounds inrange(-16, 48) (i8, ptr @_ZTV3Add, i64 16), ptr %194, align 8, !tbaa !14
  %197 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 8), align 8, !tbaa !19
  %198 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 16), align 8, !tbaa !10
  %199 = icmp eq ptr %197, %198
  br i1 %199, label %203, label %200

200:                                              ; preds = %190
  store ptr %194, ptr %197, align 8, !tbaa !19
  %201 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 8), align 8, !tbaa !20
  %202 = getelementptr inbounds i8, ptr %201, i64 8
  store ptr %202, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 8), align 8, !tbaa !20
  br label %235

203:                                              ; preds = %190
  %204 = load ptr, ptr @_ZL5arena, align 8, !tbaa !19
  %205 = ptrtoint ptr %197 to i64
  %206 = ptrtoint ptr %204 to i64
  %207 = sub i64 %205, %206
  %208 = icmp eq i64 %207, 9223372036854775800
  br i1 %208, label %209, label %210

209:                                              ; preds = %203
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.9) #17
  unreachable

210:                                              ; preds = %203
  %211 = ashr exact i64 %207, 3
  %212 = tail call i64 @llvm.umax.i64(i64 %211, i64 1)
  %213 = add nsw i64 %212, %211
  %214 = icmp ult i64 %213, %211
  %215 = tail call i64 @llvm.umin.i64(i64 %213, i64 1152921504606846975)
  %216 = select i1 %214, i64 1152921504606846975, i64 %215
  %217 = icmp eq i64 %216, 0
  br i1 %217, label %221, label %218

218:                                              ; preds = %210
  %219 = shl nuw nsw i64 %216, 3
  %220 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %219) #16
  br label %221

221:                                              ; preds = %218, %210
  %222 = phi ptr [ %220, %218 ], [ null, %210 ]
  %223 = getelementptr inbounds ptr, ptr %222, i64 %211
  store ptr %194, ptr %223, align 8, !tbaa !19
  %224 = icmp sgt i64 %207, 0
  br i1 %224, label %225, label %226

225:                                              ; preds = %221
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %222, ptr align 8 %204, i64 %207, i1 false)
  br label %226

226:                                              ; preds = %225, %221
  %227 = getelementptr inbounds i8, ptr %222, i64 %207
  %228 = getelementptr inbounds i8, ptr %227, i64 8
  %229 = icmp eq ptr %204, null
  br i1 %229, label %232, label %230

230:                                              ; preds = %226
  tail call void @_ZdlPvm(ptr noundef nonnull %204, i64 noundef %207) #14
  %231 = load ptr, ptr %194, align 8, !tbaa !14
  br label %232

232:                                              ; preds = %230, %226
  %233 = phi ptr [ %231, %230 ], [ getelementptr inbounds inrange(-16, 48) (i8, ptr @_ZTV3Add, i64 16), %226 ]
  store ptr %222, ptr @_ZL5arena, align 8, !tbaa !5
  store ptr %228, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 8), align 8, !tbaa !20
  %234 = getelementptr inbounds ptr, ptr %222, i64 %216
  store ptr %234, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 16), align 8, !tbaa !10
  br label %235

235:                                              ; preds = %200, %232
  %236 = phi ptr [ getelementptr inbounds inrange(-16, 48) (i8, ptr @_ZTV3Add, i64 16), %200 ], [ %233, %232 ]
  %237 = getelementptr inbounds i8, ptr %236, i64 24
  %238 = load ptr, ptr %237, align 8
  %239 = tail call noundef ptr %238(ptr noundef nonnull align 8 dereferenceable(24) %194) #15
  %240 = load ptr, ptr %239, align 8, !tbaa !14
  %241 = getelementptr inbounds i8, ptr %240, i64 32
  %242 = load ptr, ptr %241, align 8
  tail call void %242(ptr noundef nonnull align 8 dereferenceable(8) %239) #15
  %243 = tail call i32 @putchar(i32 10)
  %244 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 8), align 8, !tbaa !20
  %245 = load ptr, ptr @_ZL5arena, align 8, !tbaa !5
  %246 = ptrtoint ptr %244 to i64
  %247 = ptrtoint ptr %245 to i64
  %248 = sub i64 %246, %247
  %249 = ashr exact i64 %248, 3
  %250 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %249)
  %251 = load ptr, ptr @_ZL5arena, align 8, !tbaa !19
  %252 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 8), align 8, !tbaa !19
  %253 = icmp eq ptr %251, %252
  br i1 %253, label %296, label %297

254:                                              ; preds = %163, %254
  %255 = phi double [ -1.000000e+00, %163 ], [ %289, %254 ]
  %256 = fadd double %255, 1.000000e-05
  %257 = load ptr, ptr %124, align 8, !tbaa !14
  %258 = getelementptr inbounds i8, ptr %257, i64 16
  %259 = load ptr, ptr %258, align 8
  %260 = tail call noundef double %259(ptr noundef nonnull align 8 dereferenceable(8) %124, double noundef %256) #15
  %261 = fadd double %255, -1.000000e-05
  %262 = load ptr, ptr %124, align 8, !tbaa !14
  %263 = getelementptr inbounds i8, ptr %262, i64 16
  %264 = load ptr, ptr %263, align 8
  %265 = tail call noundef double %264(ptr noundef nonnull align 8 dereferenceable(8) %124, double noundef %261) #15
  %266 = fsub double %260, %265
  %267 = fdiv double %266, 2.000000e-05
  %268 = load ptr, ptr %124, align 8, !tbaa !14
  %269 = getelementptr inbounds i8, ptr %268, i64 16
  %270 = load ptr, ptr %269, align 8
  %271 = tail call noundef double %270(ptr noundef nonnull align 8 dereferenceable(8) %124, double noundef %255) #15
  %272 = load ptr, ptr %172, align 8, !tbaa !14
  %273 = getelementptr inbounds i8, ptr %272, i64 16
  %274 = load ptr, ptr %273, align 8
  %275 = tail call noundef double %274(ptr noundef nonnull align 8 dereferenceable(8) %172, double noundef %255) #15
  %276 = load ptr, ptr %176, align 8, !tbaa !14
  %277 = getelementptr inbounds i8, ptr %276, i64 16
  %278 = load ptr, ptr %277, align 8
  %279 = tail call noundef double %278(ptr noundef nonnull align 8 dereferenceable(8) %176, double noundef %255) #15
  %280 = load ptr, ptr %172, align 8, !tbaa !14
  %281 = getelementptr inbounds i8, ptr %280, i64 16
  %282 = load ptr, ptr %281, align 8
  %283 = tail call noundef double %282(ptr noundef nonnull align 8 dereferenceable(8) %172, double noundef %255) #15
  %284 = fsub double %267, %283
  %285 = tail call double @llvm.fabs.f64(double %284)
  %286 = fcmp olt double %285, 0x3EB0C6F7A0B5ED8D
  %287 = zext i1 %286 to i32
  %288 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %255, double noundef %271, double noundef %275, double noundef %279, i32 noundef %287)
  %289 = fadd double %255, 5.000000e-01
  %290 = fcmp ugt double %289, 1.010000e+00
  br i1 %290, label %190, label %254, !llvm.loop !23

291:                                              ; preds = %305
  %292 = load ptr, ptr @_ZL5arena, align 8, !tbaa !5
  %293 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 8), align 8, !tbaa !20
  %294 = icmp eq ptr %293, %292
  br i1 %294, label %296, label %295

295:                                              ; preds = %291
  store ptr %292, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 8), align 8, !tbaa !20
  br label %296

296:                                              ; preds = %235, %291, %295
  ret i32 0

297:                                              ; preds = %235, %305
  %298 = phi ptr [ %306, %305 ], [ %251, %235 ]
  %299 = load ptr, ptr %298, align 8, !tbaa !19
  %300 = icmp eq ptr %299, null
  br i1 %300, label %305, label %301

301:                                              ; preds = %297
  %302 = load ptr, ptr %299, align 8, !tbaa !14
  %303 = getelementptr inbounds i8, ptr %302, i64 8
  %304 = load ptr, ptr %303, align 8
  tail call void %304(ptr noundef nonnull align 8 dereferenceable(8) %299) #15
  br label %305

305:                                              ; preds = %301, %297
  %306 = getelementptr inbounds i8, ptr %298, i64 8
  %307 = icmp eq ptr %306, %252
  br i1 %307, label %291, label %297
}

; Function Attrs: mustprogress nounwind uwtable
define internal fastcc noundef nonnull ptr @_ZL2mkI3AddJPK3MulS3_EEPKT_DpT0_(ptr noundef %0, ptr noundef %1) unnamed_addr #0 {
  %3 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #16
  %4 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %0, ptr %4, align 8, !tbaa !16
  %5 = getelementptr inbounds i8, ptr %3, i64 16
  store ptr %1, ptr %5, align 8, !tbaa !18
  store ptr getelementptr inbounds inrange(-16, 48) (i8, ptr @_ZTV3Add, i64 16), ptr %3, align 8, !tbaa !14
  %6 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 8), align 8, !tbaa !19
  %7 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 16), align 8, !tbaa !10
  %8 = icmp eq ptr %6, %7
  br i1 %8, label %12, label %9

9:                                                ; preds = %2
  store ptr %3, ptr %6, align 8, !tbaa !19
  %10 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 8), align 8, !tbaa !20
  %11 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr %11, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 8), align 8, !tbaa !20
  br label %42

12:                                               ; preds = %2
  %13 = load ptr, ptr @_ZL5arena, align 8, !tbaa !19
  %14 = ptrtoint ptr %6 to i64
  %15 = ptrtoint ptr %13 to i64
  %16 = sub i64 %14, %15
  %17 = icmp eq i64 %16, 9223372036854775800
  br i1 %17, label %18, label %19

18:                                               ; preds = %12
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.9) #17
  unreachable

19:                                               ; preds = %12
  %20 = ashr exact i64 %16, 3
  %21 = tail call i64 @llvm.umax.i64(i64 %20, i64 1)
  %22 = add nsw i64 %21, %20
  %23 = icmp ult i64 %22, %20
  %24 = tail call i64 @llvm.umin.i64(i64 %22, i64 1152921504606846975)
  %25 = select i1 %23, i64 1152921504606846975, i64 %24
  %26 = icmp eq i64 %25, 0
  br i1 %26, label %30, label %27

27:                                               ; preds = %19
  %28 = shl nuw nsw i64 %25, 3
  %29 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %28) #16
  br label %30

30:                                               ; preds = %27, %19
  %31 = phi ptr [ %29, %27 ], [ null, %19 ]
  %32 = getelementptr inbounds ptr, ptr %31, i64 %20
  store ptr %3, ptr %32, align 8, !tbaa !19
  %33 = icmp sgt i64 %16, 0
  br i1 %33, label %34, label %35

34:                                               ; preds = %30
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %31, ptr align 8 %13, i64 %16, i1 false)
  br label %35

35:                                               ; preds = %30, %34
  %36 = getelementptr inbounds i8, ptr %31, i64 %16
  %37 = getelementptr inbounds i8, ptr %36, i64 8
  %38 = icmp eq ptr %13, null
  br i1 %38, label %40, label %39

39:                                               ; preds = %35
  tail call void @_ZdlPvm(ptr noundef nonnull %13, i64 noundef %16) #14
  br label %40

40:                                               ; preds = %35, %39
  store ptr %31, ptr @_ZL5arena, align 8, !tbaa !5
  store ptr %37, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 8), align 8, !tbaa !20
  %41 = getelementptr inbounds ptr, ptr %31, i64 %25
  store ptr %41, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 16), align 8, !tbaa !10
  br label %42

42:                                               ; preds = %9, %40
  ret ptr %3
}

; Function Attrs: mustprogress nounwind uwtable
define internal fastcc noundef nonnull ptr @_ZL2mkI3MulJPK4ExprS3_EEPKT_DpT0_(ptr noundef %0, ptr noundef %1) unnamed_addr #0 {
  %3 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #16
  %4 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %0, ptr %4, align 8, !tbaa !16
  %5 = getelementptr inbounds i8, ptr %3, i64 16
  store ptr %1, ptr %5, align 8, !tbaa !18
  store ptr getelementptr inbounds inrange(-16, 48) (i8, ptr @_ZTV3Mul, i64 16), ptr %3, align 8, !tbaa !14
  %6 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 8), align 8, !tbaa !19
  %7 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 16), align 8, !tbaa !10
  %8 = icmp eq ptr %6, %7
  br i1 %8, label %12, label %9

9:                                                ; preds = %2
  store ptr %3, ptr %6, align 8, !tbaa !19
  %10 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 8), align 8, !tbaa !20
  %11 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr %11, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 8), align 8, !tbaa !20
  br label %42

12:                                               ; preds = %2
  %13 = load ptr, ptr @_ZL5arena, align 8, !tbaa !19
  %14 = ptrtoint ptr %6 to i64
  %15 = ptrtoint ptr %13 to i64
  %16 = sub i64 %14, %15
  %17 = icmp eq i64 %16, 9223372036854775800
  br i1 %17, label %18, label %19

18:                                               ; preds = %12
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.9) #17
  unreachable

19:                                               ; preds = %12
  %20 = ashr exact i64 %16, 3
  %21 = tail call i64 @llvm.umax.i64(i64 %20, i64 1)
  %22 = add nsw i64 %21, %20
  %23 = icmp ult i64 %22, %20
  %24 = tail call i64 @llvm.umin.i64(i64 %22, i64 1152921504606846975)
  %25 = select i1 %23, i64 1152921504606846975, i64 %24
  %26 = icmp eq i64 %25, 0
  br i1 %26, label %30, label %27

27:                                               ; preds = %19
  %28 = shl nuw nsw i64 %25, 3
  %29 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %28) #16
  br label %30

30:                                               ; preds = %27, %19
  %31 = phi ptr [ %29, %27 ], [ null, %19 ]
  %32 = getelementptr inbounds ptr, ptr %31, i64 %20
  store ptr %3, ptr %32, align 8, !tbaa !19
  %33 = icmp sgt i64 %16, 0
  br i1 %33, label %34, label %35

34:                                               ; preds = %30
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %31, ptr align 8 %13, i64 %16, i1 false)
  br label %35

35:                                               ; preds = %30, %34
  %36 = getelementptr inbounds i8, ptr %31, i64 %16
  %37 = getelementptr inbounds i8, ptr %36, i64 8
  %38 = icmp eq ptr %13, null
  br i1 %38, label %40, label %39

39:                                               ; preds = %35
  tail call void @_ZdlPvm(ptr noundef nonnull %13, i64 noundef %16) #14
  br label %40

40:                                               ; preds = %35, %39
  store ptr %31, ptr @_ZL5arena, align 8, !tbaa !5
  store ptr %37, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 8), align 8, !tbaa !20
  %41 = getelementptr inbounds ptr, ptr %31, i64 %25
  store ptr %41, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 16), align 8, !tbaa !10
  br label %42

42:                                               ; preds = %9, %40
  ret ptr %3
}

; Function Attrs: mustprogress nounwind uwtable
define internal fastcc noundef nonnull ptr @_ZL2mkI3MulJPK5ConstPK3SinEEPKT_DpT0_(ptr noundef %0, ptr noundef %1) unnamed_addr #0 {
  %3 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #16
  %4 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %0, ptr %4, align 8, !tbaa !16
  %5 = getelementptr inbounds i8, ptr %3, i64 16
  store ptr %1, ptr %5, align 8, !tbaa !18
  store ptr getelementptr inbounds inrange(-16, 48) (i8, ptr @_ZTV3Mul, i64 16), ptr %3, align 8, !tbaa !14
  %6 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 8), align 8, !tbaa !19
  %7 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 16), align 8, !tbaa !10
  %8 = icmp eq ptr %6, %7
  br i1 %8, label %12, label %9

9:                                                ; preds = %2
  store ptr %3, ptr %6, align 8, !tbaa !19
  %10 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 8), align 8, !tbaa !20
  %11 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr %11, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 8), align 8, !tbaa !20
  br label %42

12:                                               ; preds = %2
  %13 = load ptr, ptr @_ZL5arena, align 8, !tbaa !19
  %14 = ptrtoint ptr %6 to i64
  %15 = ptrtoint ptr %13 to i64
  %16 = sub i64 %14, %15
  %17 = icmp eq i64 %16, 9223372036854775800
  br i1 %17, label %18, label %19

18:                                               ; preds = %12
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.9) #17
  unreachable

19:                                               ; preds = %12
  %20 = ashr exact i64 %16, 3
  %21 = tail call i64 @llvm.umax.i64(i64 %20, i64 1)
  %22 = add nsw i64 %21, %20
  %23 = icmp ult i64 %22, %20
  %24 = tail call i64 @llvm.umin.i64(i64 %22, i64 1152921504606846975)
  %25 = select i1 %23, i64 1152921504606846975, i64 %24
  %26 = icmp eq i64 %25, 0
  br i1 %26, label %30, label %27

27:                                               ; preds = %19
  %28 = shl nuw nsw i64 %25, 3
  %29 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %28) #16
  br label %30

30:                                               ; preds = %27, %19
  %31 = phi ptr [ %29, %27 ], [ null, %19 ]
  %32 = getelementptr inbounds ptr, ptr %31, i64 %20
  store ptr %3, ptr %32, align 8, !tbaa !19
  %33 = icmp sgt i64 %16, 0
  br i1 %33, label %34, label %35

34:                                               ; preds = %30
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %31, ptr align 8 %13, i64 %16, i1 false)
  br label %35

35:                                               ; preds = %30, %34
  %36 = getelementptr inbounds i8, ptr %31, i64 %16
  %37 = getelementptr inbounds i8, ptr %36, i64 8
  %38 = icmp eq ptr %13, null
  br i1 %38, label %40, label %39

39:                                               ; preds = %35
  tail call void @_ZdlPvm(ptr noundef nonnull %13, i64 noundef %16) #14
  br label %40

40:                                               ; preds = %35, %39
  store ptr %31, ptr @_ZL5arena, align 8, !tbaa !5
  store ptr %37, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 8), align 8, !tbaa !20
  %41 = getelementptr inbounds ptr, ptr %31, i64 %25
  store ptr %41, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 16), align 8, !tbaa !10
  br label %42

42:                                               ; preds = %9, %40
  ret ptr %3
}

; Function Attrs: mustprogress nounwind uwtable
define internal fastcc noundef nonnull ptr @_ZL2mkI5ConstJdEEPKT_DpT0_(double noundef %0) unnamed_addr #0 {
  %2 = tail call noalias noundef nonnull dereferenceable(16) ptr @_Znwm(i64 noundef 16) #16
  store ptr getelementptr inbounds inrange(-16, 48) (i8, ptr @_ZTV5Const, i64 16), ptr %2, align 8, !tbaa !14
  %3 = getelementptr inbounds i8, ptr %2, i64 8
  store double %0, ptr %3, align 8, !tbaa !25
  %4 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 8), align 8, !tbaa !19
  %5 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 16), align 8, !tbaa !10
  %6 = icmp eq ptr %4, %5
  br i1 %6, label %10, label %7

7:                                                ; preds = %1
  store ptr %2, ptr %4, align 8, !tbaa !19
  %8 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 8), align 8, !tbaa !20
  %9 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr %9, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 8), align 8, !tbaa !20
  br label %40

10:                                               ; preds = %1
  %11 = load ptr, ptr @_ZL5arena, align 8, !tbaa !19
  %12 = ptrtoint ptr %4 to i64
  %13 = ptrtoint ptr %11 to i64
  %14 = sub i64 %12, %13
  %15 = icmp eq i64 %14, 9223372036854775800
  br i1 %15, label %16, label %17

16:                                               ; preds = %10
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.9) #17
  unreachable

17:                                               ; preds = %10
  %18 = ashr exact i64 %14, 3
  %19 = tail call i64 @llvm.umax.i64(i64 %18, i64 1)
  %20 = add nsw i64 %19, %18
  %21 = icmp ult i64 %20, %18
  %22 = tail call i64 @llvm.umin.i64(i64 %20, i64 1152921504606846975)
  %23 = select i1 %21, i64 1152921504606846975, i64 %22
  %24 = icmp eq i64 %23, 0
  br i1 %24, label %28, label %25

25:                                               ; preds = %17
  %26 = shl nuw nsw i64 %23, 3
  %27 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %26) #16
  br label %28

28:                                               ; preds = %25, %17
  %29 = phi ptr [ %27, %25 ], [ null, %17 ]
  %30 = getelementptr inbounds ptr, ptr %29, i64 %18
  store ptr %2, ptr %30, align 8, !tbaa !19
  %31 = icmp sgt i64 %14, 0
  br i1 %31, label %32, label %33

32:                                               ; preds = %28
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %29, ptr align 8 %11, i64 %14, i1 false)
  br label %33

33:                                               ; preds = %28, %32
  %34 = getelementptr inbounds i8, ptr %29, i64 %14
  %35 = getelementptr inbounds i8, ptr %34, i64 8
  %36 = icmp eq ptr %11, null
  br i1 %36, label %38, label %37

37:                                               ; preds = %33
  tail call void @_ZdlPvm(ptr noundef nonnull %11, i64 noundef %14) #14
  br label %38

38:                                               ; preds = %33, %37
  store ptr %29, ptr @_ZL5arena, align 8, !tbaa !5
  store ptr %35, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 8), align 8, !tbaa !20
  %39 = getelementptr inbounds ptr, ptr %29, i64 %23
  store ptr %39, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 16), align 8, !tbaa !10
  br label %40

40:                                               ; preds = %7, %38
  ret ptr %2
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN3SinD0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #14
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_ZNK3Sin4evalEd(ptr noundef nonnull align 8 dereferenceable(16) %0, double noundef %1) unnamed_addr #0 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !11
  %5 = load ptr, ptr %4, align 8, !tbaa !14
  %6 = getelementptr inbounds i8, ptr %5, i64 16
  %7 = load ptr, ptr %6, align 8
  %8 = tail call noundef double %7(ptr noundef nonnull align 8 dereferenceable(8) %4, double noundef %1) #15
  %9 = tail call double @sin(double noundef %8) #15
  ret double %9
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNK3Sin5printEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 comdat align 2 {
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6)
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !11
  %5 = load ptr, ptr %4, align 8, !tbaa !14
  %6 = getelementptr inbounds i8, ptr %5, i64 32
  %7 = load ptr, ptr %6, align 8
  tail call void %7(ptr noundef nonnull align 8 dereferenceable(8) %4) #15
  %8 = tail call i32 @putchar(i32 41)
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK3Sin4sizeEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !11
  %4 = load ptr, ptr %3, align 8, !tbaa !14
  %5 = getelementptr inbounds i8, ptr %4, i64 40
  %6 = load ptr, ptr %5, align 8
  %7 = tail call noundef i32 %6(ptr noundef nonnull align 8 dereferenceable(8) %3) #15
  %8 = add nsw i32 %7, 1
  ret i32 %8
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #7

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #8

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN5ConstD0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #14
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_ZNK5Const4evalEd(ptr noundef nonnull align 8 dereferenceable(16) %0, double noundef %1) unnamed_addr #0 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load double, ptr %3, align 8, !tbaa !25
  ret double %4
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNK5Const6deriveEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 comdat align 2 {
  %2 = tail call fastcc noundef ptr @_ZL2mkI5ConstJdEEPKT_DpT0_(double noundef 0.000000e+00)
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNK5Const5printEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load double, ptr %2, align 8, !tbaa !25
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %3)
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK4Expr4sizeEv(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 {
  ret i32 1
}

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #10

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN3MulD0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #14
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_ZNK3Mul4evalEd(ptr noundef nonnull align 8 dereferenceable(24) %0, double noundef %1) unnamed_addr #0 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !16
  %5 = load ptr, ptr %4, align 8, !tbaa !14
  %6 = getelementptr inbounds i8, ptr %5, i64 16
  %7 = load ptr, ptr %6, align 8
  %8 = tail call noundef double %7(ptr noundef nonnull align 8 dereferenceable(8) %4, double noundef %1) #15
  %9 = getelementptr inbounds i8, ptr %0, i64 16
  %10 = load ptr, ptr %9, align 8, !tbaa !18
  %11 = load ptr, ptr %10, align 8, !tbaa !14
  %12 = getelementptr inbounds i8, ptr %11, i64 16
  %13 = load ptr, ptr %12, align 8
  %14 = tail call noundef double %13(ptr noundef nonnull align 8 dereferenceable(8) %10, double noundef %1) #15
  %15 = fmul double %8, %14
  ret double %15
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNK3Mul6deriveEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !16
  %4 = load ptr, ptr %3, align 8, !tbaa !14
  %5 = getelementptr inbounds i8, ptr %4, i64 24
  %6 = load ptr, ptr %5, align 8
  %7 = tail call noundef ptr %6(ptr noundef nonnull align 8 dereferenceable(8) %3) #15
  %8 = getelementptr inbounds i8, ptr %0, i64 16
  %9 = load ptr, ptr %8, align 8, !tbaa !18
  %10 = tail call fastcc noundef ptr @_ZL2mkI3MulJPK4ExprS3_EEPKT_DpT0_(ptr noundef %7, ptr noundef %9)
  %11 = load ptr, ptr %2, align 8, !tbaa !16
  %12 = load ptr, ptr %8, align 8, !tbaa !18
  %13 = load ptr, ptr %12, align 8, !tbaa !14
  %14 = getelementptr inbounds i8, ptr %13, i64 24
  %15 = load ptr, ptr %14, align 8
  %16 = tail call noundef ptr %15(ptr noundef nonnull align 8 dereferenceable(8) %12) #15
  %17 = tail call fastcc noundef ptr @_ZL2mkI3MulJPK4ExprS3_EEPKT_DpT0_(ptr noundef %11, ptr noundef %16)
  %18 = tail call fastcc noundef ptr @_ZL2mkI3AddJPK3MulS3_EEPKT_DpT0_(ptr noundef nonnull %10, ptr noundef nonnull %17)
  ret ptr %18
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNK3Mul5printEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat align 2 {
  %2 = tail call i32 @putchar(i32 40)
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !16
  %5 = load ptr, ptr %4, align 8, !tbaa !14
  %6 = getelementptr inbounds i8, ptr %5, i64 32
  %7 = load ptr, ptr %6, align 8
  tail call void %7(ptr noundef nonnull align 8 dereferenceable(8) %4) #15
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11)
  %9 = getelementptr inbounds i8, ptr %0, i64 16
  %10 = load ptr, ptr %9, align 8, !tbaa !18
  %11 = load ptr, ptr %10, align 8, !tbaa !14
  %12 = getelementptr inbounds i8, ptr %11, i64 32
  %13 = load ptr, ptr %12, align 8
  tail call void %13(ptr noundef nonnull align 8 dereferenceable(8) %10) #15
  %14 = tail call i32 @putchar(i32 41)
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK3Bin4sizeEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !16
  %4 = load ptr, ptr %3, align 8, !tbaa !14
  %5 = getelementptr inbounds i8, ptr %4, i64 40
  %6 = load ptr, ptr %5, align 8
  %7 = tail call noundef i32 %6(ptr noundef nonnull align 8 dereferenceable(8) %3) #15
  %8 = add nsw i32 %7, 1
  %9 = getelementptr inbounds i8, ptr %0, i64 16
  %10 = load ptr, ptr %9, align 8, !tbaa !18
  %11 = load ptr, ptr %10, align 8, !tbaa !14
  %12 = getelementptr inbounds i8, ptr %11, i64 40
  %13 = load ptr, ptr %12, align 8
  %14 = tail call noundef i32 %13(ptr noundef nonnull align 8 dereferenceable(8) %10) #15
  %15 = add nsw i32 %8, %14
  ret i32 %15
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN3AddD0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #14
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_ZNK3Add4evalEd(ptr noundef nonnull align 8 dereferenceable(24) %0, double noundef %1) unnamed_addr #0 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !16
  %5 = load ptr, ptr %4, align 8, !tbaa !14
  %6 = getelementptr inbounds i8, ptr %5, i64 16
  %7 = load ptr, ptr %6, align 8
  %8 = tail call noundef double %7(ptr noundef nonnull align 8 dereferenceable(8) %4, double noundef %1) #15
  %9 = getelementptr inbounds i8, ptr %0, i64 16
  %10 = load ptr, ptr %9, align 8, !tbaa !18
  %11 = load ptr, ptr %10, align 8, !tbaa !14
  %12 = getelementptr inbounds i8, ptr %11, i64 16
  %13 = load ptr, ptr %12, align 8
  %14 = tail call noundef double %13(ptr noundef nonnull align 8 dereferenceable(8) %10, double noundef %1) #15
  %15 = fadd double %8, %14
  ret double %15
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNK3Add6deriveEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !16
  %4 = load ptr, ptr %3, align 8, !tbaa !14
  %5 = getelementptr inbounds i8, ptr %4, i64 24
  %6 = load ptr, ptr %5, align 8
  %7 = tail call noundef ptr %6(ptr noundef nonnull align 8 dereferenceable(8) %3) #15
  %8 = getelementptr inbounds i8, ptr %0, i64 16
  %9 = load ptr, ptr %8, align 8, !tbaa !18
  %10 = load ptr, ptr %9, align 8, !tbaa !14
  %11 = getelementptr inbounds i8, ptr %10, i64 24
  %12 = load ptr, ptr %11, align 8
  %13 = tail call noundef ptr %12(ptr noundef nonnull align 8 dereferenceable(8) %9) #15
  %14 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #16
  %15 = getelementptr inbounds i8, ptr %14, i64 8
  store ptr %7, ptr %15, align 8, !tbaa !16
  %16 = getelementptr inbounds i8, ptr %14, i64 16
  store ptr %13, ptr %16, align 8, !tbaa !18
  store ptr getelementptr inbounds inrange(-16, 48) (i8, ptr @_ZTV3Add, i64 16), ptr %14, align 8, !tbaa !14
  %17 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 8), align 8, !tbaa !19
  %18 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 16), align 8, !tbaa !10
  %19 = icmp eq ptr %17, %18
  br i1 %19, label %23, label %20

20:                                               ; preds = %1
  store ptr %14, ptr %17, align 8, !tbaa !19
  %21 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 8), align 8, !tbaa !20
  %22 = getelementptr inbounds i8, ptr %21, i64 8
  store ptr %22, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 8), align 8, !tbaa !20
  br label %53

23:                                               ; preds = %1
  %24 = load ptr, ptr @_ZL5arena, align 8, !tbaa !19
  %25 = ptrtoint ptr %17 to i64
  %26 = ptrtoint ptr %24 to i64
  %27 = sub i64 %25, %26
  %28 = icmp eq i64 %27, 9223372036854775800
  br i1 %28, label %29, label %30

29:                                               ; preds = %23
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.9) #17
  unreachable

30:                                               ; preds = %23
  %31 = ashr exact i64 %27, 3
  %32 = tail call i64 @llvm.umax.i64(i64 %31, i64 1)
  %33 = add nsw i64 %32, %31
  %34 = icmp ult i64 %33, %31
  %35 = tail call i64 @llvm.umin.i64(i64 %33, i64 1152921504606846975)
  %36 = select i1 %34, i64 1152921504606846975, i64 %35
  %37 = icmp eq i64 %36, 0
  br i1 %37, label %41, label %38

38:                                               ; preds = %30
  %39 = shl nuw nsw i64 %36, 3
  %40 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %39) #16
  br label %41

41:                                               ; preds = %38, %30
  %42 = phi ptr [ %40, %38 ], [ null, %30 ]
  %43 = getelementptr inbounds ptr, ptr %42, i64 %31
  store ptr %14, ptr %43, align 8, !tbaa !19
  %44 = icmp sgt i64 %27, 0
  br i1 %44, label %45, label %46

45:                                               ; preds = %41
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %42, ptr align 8 %24, i64 %27, i1 false)
  br label %46

46:                                               ; preds = %45, %41
  %47 = getelementptr inbounds i8, ptr %42, i64 %27
  %48 = getelementptr inbounds i8, ptr %47, i64 8
  %49 = icmp eq ptr %24, null
  br i1 %49, label %51, label %50

50:                                               ; preds = %46
  tail call void @_ZdlPvm(ptr noundef nonnull %24, i64 noundef %27) #14
  br label %51

51:                                               ; preds = %50, %46
  store ptr %42, ptr @_ZL5arena, align 8, !tbaa !5
  store ptr %48, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 8), align 8, !tbaa !20
  %52 = getelementptr inbounds ptr, ptr %42, i64 %36
  store ptr %52, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 16), align 8, !tbaa !10
  br label %53

53:                                               ; preds = %20, %51
  ret ptr %14
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNK3Add5printEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #0 comdat align 2 {
  %2 = tail call i32 @putchar(i32 40)
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !16
  %5 = load ptr, ptr %4, align 8, !tbaa !14
  %6 = getelementptr inbounds i8, ptr %5, i64 32
  %7 = load ptr, ptr %6, align 8
  tail call void %7(ptr noundef nonnull align 8 dereferenceable(8) %4) #15
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12)
  %9 = getelementptr inbounds i8, ptr %0, i64 16
  %10 = load ptr, ptr %9, align 8, !tbaa !18
  %11 = load ptr, ptr %10, align 8, !tbaa !14
  %12 = getelementptr inbounds i8, ptr %11, i64 32
  %13 = load ptr, ptr %12, align 8
  tail call void %13(ptr noundef nonnull align 8 dereferenceable(8) %10) #15
  %14 = tail call i32 @putchar(i32 41)
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN3CosD0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #14
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_ZNK3Cos4evalEd(ptr noundef nonnull align 8 dereferenceable(16) %0, double noundef %1) unnamed_addr #0 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !21
  %5 = load ptr, ptr %4, align 8, !tbaa !14
  %6 = getelementptr inbounds i8, ptr %5, i64 16
  %7 = load ptr, ptr %6, align 8
  %8 = tail call noundef double %7(ptr noundef nonnull align 8 dereferenceable(8) %4, double noundef %1) #15
  %9 = tail call double @cos(double noundef %8) #15
  ret double %9
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNK3Cos6deriveEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 comdat align 2 {
  %2 = tail call fastcc noundef ptr @_ZL2mkI5ConstJdEEPKT_DpT0_(double noundef -1.000000e+00)
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !21
  %5 = tail call noalias noundef nonnull dereferenceable(16) ptr @_Znwm(i64 noundef 16) #16
  store ptr getelementptr inbounds inrange(-16, 48) (i8, ptr @_ZTV3Sin, i64 16), ptr %5, align 8, !tbaa !14
  %6 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr %4, ptr %6, align 8, !tbaa !11
  %7 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 8), align 8, !tbaa !19
  %8 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 16), align 8, !tbaa !10
  %9 = icmp eq ptr %7, %8
  br i1 %9, label %13, label %10

10:                                               ; preds = %1
  store ptr %5, ptr %7, align 8, !tbaa !19
  %11 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 8), align 8, !tbaa !20
  %12 = getelementptr inbounds i8, ptr %11, i64 8
  store ptr %12, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 8), align 8, !tbaa !20
  br label %43

13:                                               ; preds = %1
  %14 = load ptr, ptr @_ZL5arena, align 8, !tbaa !19
  %15 = ptrtoint ptr %7 to i64
  %16 = ptrtoint ptr %14 to i64
  %17 = sub i64 %15, %16
  %18 = icmp eq i64 %17, 9223372036854775800
  br i1 %18, label %19, label %20

19:                                               ; preds = %13
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.9) #17
  unreachable

20:                                               ; preds = %13
  %21 = ashr exact i64 %17, 3
  %22 = tail call i64 @llvm.umax.i64(i64 %21, i64 1)
  %23 = add nsw i64 %22, %21
  %24 = icmp ult i64 %23, %21
  %25 = tail call i64 @llvm.umin.i64(i64 %23, i64 1152921504606846975)
  %26 = select i1 %24, i64 1152921504606846975, i64 %25
  %27 = icmp eq i64 %26, 0
  br i1 %27, label %31, label %28

28:                                               ; preds = %20
  %29 = shl nuw nsw i64 %26, 3
  %30 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %29) #16
  br label %31

31:                                               ; preds = %28, %20
  %32 = phi ptr [ %30, %28 ], [ null, %20 ]
  %33 = getelementptr inbounds ptr, ptr %32, i64 %21
  store ptr %5, ptr %33, align 8, !tbaa !19
  %34 = icmp sgt i64 %17, 0
  br i1 %34, label %35, label %36

35:                                               ; preds = %31
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %32, ptr align 8 %14, i64 %17, i1 false)
  br label %36

36:                                               ; preds = %35, %31
  %37 = getelementptr inbounds i8, ptr %32, i64 %17
  %38 = getelementptr inbounds i8, ptr %37, i64 8
  %39 = icmp eq ptr %14, null
  br i1 %39, label %41, label %40

40:                                               ; preds = %36
  tail call void @_ZdlPvm(ptr noundef nonnull %14, i64 noundef %17) #14
  br label %41

41:                                               ; preds = %40, %36
  store ptr %32, ptr @_ZL5arena, align 8, !tbaa !5
  store ptr %38, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 8), align 8, !tbaa !20
  %42 = getelementptr inbounds ptr, ptr %32, i64 %26
  store ptr %42, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 16), align 8, !tbaa !10
  br label %43

43:                                               ; preds = %10, %41
  %44 = tail call fastcc noundef ptr @_ZL2mkI3MulJPK5ConstPK3SinEEPKT_DpT0_(ptr noundef nonnull %2, ptr noundef nonnull %5)
  %45 = load ptr, ptr %3, align 8, !tbaa !21
  %46 = load ptr, ptr %45, align 8, !tbaa !14
  %47 = getelementptr inbounds i8, ptr %46, i64 24
  %48 = load ptr, ptr %47, align 8
  %49 = tail call noundef ptr %48(ptr noundef nonnull align 8 dereferenceable(8) %45) #15
  %50 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #16
  %51 = getelementptr inbounds i8, ptr %50, i64 8
  store ptr %44, ptr %51, align 8, !tbaa !16
  %52 = getelementptr inbounds i8, ptr %50, i64 16
  store ptr %49, ptr %52, align 8, !tbaa !18
  store ptr getelementptr inbounds inrange(-16, 48) (i8, ptr @_ZTV3Mul, i64 16), ptr %50, align 8, !tbaa !14
  %53 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 8), align 8, !tbaa !19
  %54 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 16), align 8, !tbaa !10
  %55 = icmp eq ptr %53, %54
  br i1 %55, label %59, label %56

56:                                               ; preds = %43
  store ptr %50, ptr %53, align 8, !tbaa !19
  %57 = load ptr, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 8), align 8, !tbaa !20
  %58 = getelementptr inbounds i8, ptr %57, i64 8
  store ptr %58, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 8), align 8, !tbaa !20
  br label %89

59:                                               ; preds = %43
  %60 = load ptr, ptr @_ZL5arena, align 8, !tbaa !19
  %61 = ptrtoint ptr %53 to i64
  %62 = ptrtoint ptr %60 to i64
  %63 = sub i64 %61, %62
  %64 = icmp eq i64 %63, 9223372036854775800
  br i1 %64, label %65, label %66

65:                                               ; preds = %59
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.9) #17
  unreachable

66:                                               ; preds = %59
  %67 = ashr exact i64 %63, 3
  %68 = tail call i64 @llvm.umax.i64(i64 %67, i64 1)
  %69 = add nsw i64 %68, %67
  %70 = icmp ult i64 %69, %67
  %71 = tail call i64 @llvm.umin.i64(i64 %69, i64 1152921504606846975)
  %72 = select i1 %70, i64 1152921504606846975, i64 %71
  %73 = icmp eq i64 %72, 0
  br i1 %73, label %77, label %74

74:                                               ; preds = %66
  %75 = shl nuw nsw i64 %72, 3
  %76 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %75) #16
  br label %77

77:                                               ; preds = %74, %66
  %78 = phi ptr [ %76, %74 ], [ null, %66 ]
  %79 = getelementptr inbounds ptr, ptr %78, i64 %67
  store ptr %50, ptr %79, align 8, !tbaa !19
  %80 = icmp sgt i64 %63, 0
  br i1 %80, label %81, label %82

81:                                               ; preds = %77
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %78, ptr align 8 %60, i64 %63, i1 false)
  br label %82

82:                                               ; preds = %81, %77
  %83 = getelementptr inbounds i8, ptr %78, i64 %63
  %84 = getelementptr inbounds i8, ptr %83, i64 8
  %85 = icmp eq ptr %60, null
  br i1 %85, label %87, label %86

86:                                               ; preds = %82
  tail call void @_ZdlPvm(ptr noundef nonnull %60, i64 noundef %63) #14
  br label %87

87:                                               ; preds = %86, %82
  store ptr %78, ptr @_ZL5arena, align 8, !tbaa !5
  store ptr %84, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 8), align 8, !tbaa !20
  %88 = getelementptr inbounds ptr, ptr %78, i64 %72
  store ptr %88, ptr getelementptr inbounds (i8, ptr @_ZL5arena, i64 16), align 8, !tbaa !10
  br label %89

89:                                               ; preds = %56, %87
  ret ptr %50
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNK3Cos5printEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 comdat align 2 {
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13)
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !21
  %5 = load ptr, ptr %4, align 8, !tbaa !14
  %6 = getelementptr inbounds i8, ptr %5, i64 32
  %7 = load ptr, ptr %6, align 8
  tail call void %7(ptr noundef nonnull align 8 dereferenceable(8) %4) #15
  %8 = tail call i32 @putchar(i32 41)
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK3Cos4sizeEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #0 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !21
  %4 = load ptr, ptr %3, align 8, !tbaa !14
  %5 = getelementptr inbounds i8, ptr %4, i64 40
  %6 = load ptr, ptr %5, align 8
  %7 = tail call noundef i32 %6(ptr noundef nonnull align 8 dereferenceable(8) %3) #15
  %8 = add nsw i32 %7, 1
  ret i32 %8
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #11

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4ExprD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 {
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN3VarD0Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #5 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 8) #14
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_ZNK3Var4evalEd(ptr noundef nonnull align 8 dereferenceable(8) %0, double noundef %1) unnamed_addr #0 comdat align 2 {
  ret double %1
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNK3Var6deriveEv(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 {
  %2 = tail call fastcc noundef ptr @_ZL2mkI5ConstJdEEPKT_DpT0_(double noundef 1.000000e+00)
  ret ptr %2
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNK3Var5printEv(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #0 comdat align 2 {
  %2 = tail call i32 @putchar(i32 120)
  ret void
}

; Function Attrs: nofree nounwind uwtable
define internal void @_GLOBAL__sub_I_12_expression_tree.cpp() #12 section ".text.startup" {
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) @_ZL5arena, i8 0, i64 24, i1 false)
  %1 = tail call i32 @__cxa_atexit(ptr nonnull @_ZNSt6vectorIP4ExprSaIS1_EED2Ev, ptr nonnull @_ZL5arena, ptr nonnull @__dso_handle) #15
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #13

attributes #0 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind }
attributes #2 = { mustprogress norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #11 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #12 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { builtin nounwind }
attributes #15 = { nounwind }
attributes #16 = { builtin nounwind allocsize(0) }
attributes #17 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"_ZTSNSt12_Vector_baseIP4ExprSaIS1_EE17_Vector_impl_dataE", !7, i64 0, !7, i64 8, !7, i64 16}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!6, !7, i64 16}
!11 = !{!12, !7, i64 8}
!12 = !{!"_ZTS3Sin", !13, i64 0, !7, i64 8}
!13 = !{!"_ZTS4Expr"}
!14 = !{!15, !15, i64 0}
!15 = !{!"vtable pointer", !9, i64 0}
!16 = !{!17, !7, i64 8}
!17 = !{!"_ZTS3Bin", !13, i64 0, !7, i64 8, !7, i64 16}
!18 = !{!17, !7, i64 16}
!19 = !{!7, !7, i64 0}
!20 = !{!6, !7, i64 8}
!21 = !{!22, !7, i64 8}
!22 = !{!"_ZTS3Cos", !13, i64 0, !7, i64 8}
!23 = distinct !{!23, !24}
!24 = !{!"llvm.loop.mustprogress"}
!25 = !{!26, !27, i64 8}
!26 = !{!"_ZTS5Const", !13, i64 0, !27, i64 8}
!27 = !{!"double", !8, i64 0}
