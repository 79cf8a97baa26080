source_filename = "matmul.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__zyme_threadIdx_t = type { i8 }
%struct.__zyme_blockIdx_t = type { i8 }

@_ZZ6matmulE2ta = internal addrspace(3) global [8 x [8 x float]] undef, align 4
@_ZZ6matmulE2tb = internal addrspace(3) global [8 x [8 x float]] undef, align 4
@threadIdx = external dso_local addrspace(1) global %struct.__zyme_threadIdx_t, align 1
@blockIdx = external dso_local addrspace(1) global %struct.__zyme_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @matmul(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca float, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %16 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %16, ptr %9, align 4
  %17 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  store i32 %17, ptr %10, align 4
  %18 = call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %19 = mul i32 %18, 8
  %20 = load i32, ptr %10, align 4
  %21 = add i32 %19, %20
  store i32 %21, ptr %11, align 4
  %22 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %23 = mul i32 %22, 8
  %24 = load i32, ptr %9, align 4
  %25 = add i32 %23, %24
  store i32 %25, ptr %12, align 4
  store float 0.000000e+00, ptr %13, align 4
  store i32 0, ptr %14, align 4
  br label %26

26:                                               ; preds = %90, %4
  %27 = load i32, ptr %14, align 4
  %28 = load i32, ptr %5, align 4
  %29 = icmp slt i32 %27, %28
  br i1 %29, label %30, label %93

30:                                               ; preds = %26
  %31 = load ptr, ptr %6, align 8
  %32 = load i32, ptr %11, align 4
  %33 = load i32, ptr %5, align 4
  %34 = mul nsw i32 %32, %33
  %35 = load i32, ptr %14, align 4
  %36 = add nsw i32 %34, %35
  %37 = load i32, ptr %9, align 4
  %38 = add nsw i32 %36, %37
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %31, i64 %39
  %41 = load float, ptr %40, align 4
  %42 = load i32, ptr %10, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE2ta to ptr), i64 0, i64 %43
  %45 = load i32, ptr %9, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [8 x float], ptr %44, i64 0, i64 %46
  store float %41, ptr %47, align 4
  %48 = load ptr, ptr %7, align 8
  %49 = load i32, ptr %14, align 4
  %50 = load i32, ptr %10, align 4
  %51 = add nsw i32 %49, %50
  %52 = load i32, ptr %5, align 4
  %53 = mul nsw i32 %51, %52
  %54 = load i32, ptr %12, align 4
  %55 = add nsw i32 %53, %54
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds float, ptr %48, i64 %56
  %58 = load float, ptr %57, align 4
  %59 = load i32, ptr %10, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE2tb to ptr), i64 0, i64 %60
  %62 = load i32, ptr %9, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [8 x float], ptr %61, i64 0, i64 %63
  store float %58, ptr %64, align 4
  call void @llvm.nvvm.barrier0()
  store i32 0, ptr %15, align 4
  br label %65

65:                                               ; preds = %86, %30
  %66 = load i32, ptr %15, align 4
  %67 = icmp slt i32 %66, 8
  br i1 %67, label %68, label %89

68:                                               ; preds = %65
  %69 = load i32, ptr %10, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE2ta to ptr), i64 0, i64 %70
  %72 = load i32, ptr %15, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [8 x float], ptr %71, i64 0, i64 %73
  %75 = load float, ptr %74, align 4
  %76 = load i32, ptr %15, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [8 x [8 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6matmulE2tb to ptr), i64 0, i64 %77
  %79 = load i32, ptr %9, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [8 x float], ptr %78, i64 0, i64 %80
  %82 = load float, ptr %81, align 4
  %83 = fmul contract float %75, %82
  %84 = load float, ptr %13, align 4
  %85 = fadd contract float %84, %83
  store float %85, ptr %13, align 4
  br label %86

86:                                               ; preds = %68
  %87 = load i32, ptr %15, align 4
  %88 = add nsw i32 %87, 1
  store i32 %88, ptr %15, align 4
  br label %65, !llvm.loop !5

89:                                               ; preds = %65
  call void @llvm.nvvm.barrier0()
  br label %90

90:                                               ; preds = %89
  %91 = load i32, ptr %14, align 4
  %92 = add nsw i32 %91, 8
  store i32 %92, ptr %14, align 4
  br label %26, !llvm.loop !7

93:                                               ; preds = %26
  %94 = load float, ptr %13, align 4
  %95 = load ptr, ptr %8, align 8
  %96 = load i32, ptr %11, align 4
  %97 = load i32, ptr %5, align 4
  %98 = mul nsw i32 %96, %97
  %99 = load i32, ptr %12, align 4
  %100 = add nsw i32 %98, %99
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds float, ptr %95, i64 %101
  store float %94, ptr %102, align 4
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @matmul, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
