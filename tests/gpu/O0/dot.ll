source_filename = "dot.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__zyme_threadIdx_t = type { i8 }
%struct.__zyme_blockIdx_t = type { i8 }
%struct.__zyme_blockDim_t = type { i8 }
%struct.__zyme_gridDim_t = type { i8 }

@_ZZ3dotE7partial = internal addrspace(3) global [64 x float] undef, align 4
@threadIdx = external dso_local addrspace(1) global %struct.__zyme_threadIdx_t, align 1
@blockIdx = external dso_local addrspace(1) global %struct.__zyme_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.__zyme_blockDim_t, align 1
@gridDim = external dso_local addrspace(1) global %struct.__zyme_gridDim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @dot(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca float, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca float, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store i32 %0, ptr %7, align 4
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  %15 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %15, ptr %11, align 4
  store float 0.000000e+00, ptr %12, align 4
  %16 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %17 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %18 = mul i32 %16, %17
  %19 = load i32, ptr %11, align 4
  %20 = add i32 %18, %19
  store i32 %20, ptr %13, align 4
  br label %21

21:                                               ; preds = %39, %4
  %22 = load i32, ptr %13, align 4
  %23 = load i32, ptr %7, align 4
  %24 = icmp slt i32 %22, %23
  br i1 %24, label %25, label %45

25:                                               ; preds = %21
  %26 = load ptr, ptr %8, align 8
  %27 = load i32, ptr %13, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr %26, i64 %28
  %30 = load float, ptr %29, align 4
  %31 = load ptr, ptr %9, align 8
  %32 = load i32, ptr %13, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr %31, i64 %33
  %35 = load float, ptr %34, align 4
  %36 = fmul contract float %30, %35
  %37 = load float, ptr %12, align 4
  %38 = fadd contract float %37, %36
  store float %38, ptr %12, align 4
  br label %39

39:                                               ; preds = %25
  %40 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %41 = call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %42 = mul i32 %40, %41
  %43 = load i32, ptr %13, align 4
  %44 = add i32 %43, %42
  store i32 %44, ptr %13, align 4
  br label %21, !llvm.loop !5

45:                                               ; preds = %21
  %46 = load float, ptr %12, align 4
  %47 = load i32, ptr %11, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ3dotE7partial to ptr), i64 0, i64 %48
  store float %46, ptr %49, align 4
  call void @llvm.nvvm.barrier0()
  %50 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %51 = udiv i32 %50, 2
  store i32 %51, ptr %14, align 4
  br label %52

52:                                               ; preds = %72, %45
  %53 = load i32, ptr %14, align 4
  %54 = icmp sgt i32 %53, 0
  br i1 %54, label %55, label %75

55:                                               ; preds = %52
  %56 = load i32, ptr %11, align 4
  %57 = load i32, ptr %14, align 4
  %58 = icmp slt i32 %56, %57
  br i1 %58, label %59, label %71

59:                                               ; preds = %55
  %60 = load i32, ptr %11, align 4
  %61 = load i32, ptr %14, align 4
  %62 = add nsw i32 %60, %61
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ3dotE7partial to ptr), i64 0, i64 %63
  %65 = load float, ptr %64, align 4
  %66 = load i32, ptr %11, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ3dotE7partial to ptr), i64 0, i64 %67
  %69 = load float, ptr %68, align 4
  %70 = fadd contract float %69, %65
  store float %70, ptr %68, align 4
  br label %71

71:                                               ; preds = %59, %55
  call void @llvm.nvvm.barrier0()
  br label %72

72:                                               ; preds = %71
  %73 = load i32, ptr %14, align 4
  %74 = sdiv i32 %73, 2
  store i32 %74, ptr %14, align 4
  br label %52, !llvm.loop !7

75:                                               ; preds = %52
  %76 = load i32, ptr %11, align 4
  %77 = icmp eq i32 %76, 0
  br i1 %77, label %78, label %84

78:                                               ; preds = %75
  %79 = load ptr, ptr %10, align 8
  %80 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ3dotE7partial to ptr), align 4
  store ptr %79, ptr %5, align 8
  store float %80, ptr %6, align 4
  %81 = load ptr, ptr %5, align 8
  %82 = load float, ptr %6, align 4
  %83 = atomicrmw fadd ptr %81, float %82 seq_cst, align 4
  br label %84

84:                                               ; preds = %78, %75
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @dot, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
