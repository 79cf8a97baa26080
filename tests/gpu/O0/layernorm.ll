source_filename = "layernorm.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__zyme_threadIdx_t = type { i8 }
%struct.__zyme_blockIdx_t = type { i8 }

@threadIdx = external dso_local addrspace(1) global %struct.__zyme_threadIdx_t, align 1
@_ZZ9layernormE3red = internal addrspace(3) global [64 x float] undef, align 4
@blockIdx = external dso_local addrspace(1) global %struct.__zyme_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef float @_Z9block_sumPff(ptr noundef %0, float noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca float, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca float, align 4
  store ptr %0, ptr %3, align 8
  store float %1, ptr %4, align 4
  %8 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %8, ptr %5, align 4
  %9 = load float, ptr %4, align 4
  %10 = load ptr, ptr %3, align 8
  %11 = load i32, ptr %5, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds float, ptr %10, i64 %12
  store float %9, ptr %13, align 4
  call void @llvm.nvvm.barrier0()
  store i32 32, ptr %6, align 4
  br label %14

14:                                               ; preds = %36, %2
  %15 = load i32, ptr %6, align 4
  %16 = icmp sgt i32 %15, 0
  br i1 %16, label %17, label %39

17:                                               ; preds = %14
  %18 = load i32, ptr %5, align 4
  %19 = load i32, ptr %6, align 4
  %20 = icmp slt i32 %18, %19
  br i1 %20, label %21, label %35

21:                                               ; preds = %17
  %22 = load ptr, ptr %3, align 8
  %23 = load i32, ptr %5, align 4
  %24 = load i32, ptr %6, align 4
  %25 = add nsw i32 %23, %24
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %22, i64 %26
  %28 = load float, ptr %27, align 4
  %29 = load ptr, ptr %3, align 8
  %30 = load i32, ptr %5, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr %29, i64 %31
  %33 = load float, ptr %32, align 4
  %34 = fadd contract float %33, %28
  store float %34, ptr %32, align 4
  br label %35

35:                                               ; preds = %21, %17
  call void @llvm.nvvm.barrier0()
  br label %36

36:                                               ; preds = %35
  %37 = load i32, ptr %6, align 4
  %38 = sdiv i32 %37, 2
  store i32 %38, ptr %6, align 4
  br label %14, !llvm.loop !5

39:                                               ; preds = %14
  %40 = load ptr, ptr %3, align 8
  %41 = getelementptr inbounds float, ptr %40, i64 0
  %42 = load float, ptr %41, align 4
  store float %42, ptr %7, align 4
  call void @llvm.nvvm.barrier0()
  %43 = load float, ptr %7, align 4
  ret float %43
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @layernorm(i32 noundef %0, float noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5) #2 {
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  %9 = alloca float, align 4
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  %17 = alloca float, align 4
  %18 = alloca i32, align 4
  %19 = alloca float, align 4
  %20 = alloca float, align 4
  %21 = alloca i32, align 4
  %22 = alloca float, align 4
  %23 = alloca float, align 4
  %24 = alloca i32, align 4
  store i32 %0, ptr %8, align 4
  store float %1, ptr %9, align 4
  store ptr %2, ptr %10, align 8
  store ptr %3, ptr %11, align 8
  store ptr %4, ptr %12, align 8
  store ptr %5, ptr %13, align 8
  %25 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  store i32 %25, ptr %14, align 4
  %26 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %26, ptr %15, align 4
  %27 = load ptr, ptr %10, align 8
  %28 = load i32, ptr %14, align 4
  %29 = load i32, ptr %8, align 4
  %30 = mul nsw i32 %28, %29
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr %27, i64 %31
  store ptr %32, ptr %16, align 8
  store float 0.000000e+00, ptr %17, align 4
  %33 = load i32, ptr %15, align 4
  store i32 %33, ptr %18, align 4
  br label %34

34:                                               ; preds = %46, %6
  %35 = load i32, ptr %18, align 4
  %36 = load i32, ptr %8, align 4
  %37 = icmp slt i32 %35, %36
  br i1 %37, label %38, label %49

38:                                               ; preds = %34
  %39 = load ptr, ptr %16, align 8
  %40 = load i32, ptr %18, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds float, ptr %39, i64 %41
  %43 = load float, ptr %42, align 4
  %44 = load float, ptr %17, align 4
  %45 = fadd contract float %44, %43
  store float %45, ptr %17, align 4
  br label %46

46:                                               ; preds = %38
  %47 = load i32, ptr %18, align 4
  %48 = add nsw i32 %47, 64
  store i32 %48, ptr %18, align 4
  br label %34, !llvm.loop !7

49:                                               ; preds = %34
  %50 = load float, ptr %17, align 4
  %51 = call contract noundef float @_Z9block_sumPff(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ9layernormE3red to ptr), float noundef %50) #4
  %52 = load i32, ptr %8, align 4
  %53 = sitofp i32 %52 to float
  %54 = fdiv contract float %51, %53
  store float %54, ptr %19, align 4
  store float 0.000000e+00, ptr %20, align 4
  %55 = load i32, ptr %15, align 4
  store i32 %55, ptr %21, align 4
  br label %56

56:                                               ; preds = %78, %49
  %57 = load i32, ptr %21, align 4
  %58 = load i32, ptr %8, align 4
  %59 = icmp slt i32 %57, %58
  br i1 %59, label %60, label %81

60:                                               ; preds = %56
  %61 = load ptr, ptr %16, align 8
  %62 = load i32, ptr %21, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds float, ptr %61, i64 %63
  %65 = load float, ptr %64, align 4
  %66 = load float, ptr %19, align 4
  %67 = fsub contract float %65, %66
  %68 = load ptr, ptr %16, align 8
  %69 = load i32, ptr %21, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds float, ptr %68, i64 %70
  %72 = load float, ptr %71, align 4
  %73 = load float, ptr %19, align 4
  %74 = fsub contract float %72, %73
  %75 = fmul contract float %67, %74
  %76 = load float, ptr %20, align 4
  %77 = fadd contract float %76, %75
  store float %77, ptr %20, align 4
  br label %78

78:                                               ; preds = %60
  %79 = load i32, ptr %21, align 4
  %80 = add nsw i32 %79, 64
  store i32 %80, ptr %21, align 4
  br label %56, !llvm.loop !8

81:                                               ; preds = %56
  %82 = load float, ptr %20, align 4
  %83 = call contract noundef float @_Z9block_sumPff(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ9layernormE3red to ptr), float noundef %82) #4
  %84 = load i32, ptr %8, align 4
  %85 = sitofp i32 %84 to float
  %86 = fdiv contract float %83, %85
  store float %86, ptr %22, align 4
  %87 = load float, ptr %22, align 4
  %88 = load float, ptr %9, align 4
  %89 = fadd contract float %87, %88
  store float %89, ptr %7, align 4
  %90 = load float, ptr %7, align 4
  %91 = call contract noundef float @llvm.sqrt.f32(float %90)
  %92 = fdiv contract float 1.000000e+00, %91
  store float %92, ptr %23, align 4
  %93 = load i32, ptr %15, align 4
  store i32 %93, ptr %24, align 4
  br label %94

94:                                               ; preds = %128, %81
  %95 = load i32, ptr %24, align 4
  %96 = load i32, ptr %8, align 4
  %97 = icmp slt i32 %95, %96
  br i1 %97, label %98, label %131

98:                                               ; preds = %94
  %99 = load ptr, ptr %16, align 8
  %100 = load i32, ptr %24, align 4
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds float, ptr %99, i64 %101
  %103 = load float, ptr %102, align 4
  %104 = load float, ptr %19, align 4
  %105 = fsub contract float %103, %104
  %106 = load float, ptr %23, align 4
  %107 = fmul contract float %105, %106
  %108 = load ptr, ptr %11, align 8
  %109 = load i32, ptr %24, align 4
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds float, ptr %108, i64 %110
  %112 = load float, ptr %111, align 4
  %113 = fmul contract float %107, %112
  %114 = load ptr, ptr %12, align 8
  %115 = load i32, ptr %24, align 4
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds float, ptr %114, i64 %116
  %118 = load float, ptr %117, align 4
  %119 = fadd contract float %113, %118
  %120 = load ptr, ptr %13, align 8
  %121 = load i32, ptr %14, align 4
  %122 = load i32, ptr %8, align 4
  %123 = mul nsw i32 %121, %122
  %124 = load i32, ptr %24, align 4
  %125 = add nsw i32 %123, %124
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds float, ptr %120, i64 %126
  store float %119, ptr %127, align 4
  br label %128

128:                                              ; preds = %98
  %129 = load i32, ptr %24, align 4
  %130 = add nsw i32 %129, 64
  store i32 %130, ptr %24, align 4
  br label %94, !llvm.loop !9

131:                                              ; preds = %94
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #3

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx70,+sm_80" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @layernorm, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
