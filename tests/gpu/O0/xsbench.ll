source_filename = "xsbench.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__zyme_blockIdx_t = type { i8 }
%struct.__zyme_blockDim_t = type { i8 }
%struct.__zyme_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.__zyme_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.__zyme_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.__zyme_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z11grid_searchifPKf(i32 noundef %0, float noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
  store float %1, ptr %6, align 4
  store ptr %2, ptr %7, align 8
  store i32 0, ptr %8, align 4
  %11 = load i32, ptr %5, align 4
  %12 = sub nsw i32 %11, 1
  store i32 %12, ptr %9, align 4
  br label %13

13:                                               ; preds = %37, %3
  %14 = load i32, ptr %9, align 4
  %15 = load i32, ptr %8, align 4
  %16 = sub nsw i32 %14, %15
  %17 = icmp sgt i32 %16, 1
  br i1 %17, label %18, label %38

18:                                               ; preds = %13
  %19 = load i32, ptr %8, align 4
  %20 = load i32, ptr %9, align 4
  %21 = load i32, ptr %8, align 4
  %22 = sub nsw i32 %20, %21
  %23 = sdiv i32 %22, 2
  %24 = add nsw i32 %19, %23
  store i32 %24, ptr %10, align 4
  %25 = load ptr, ptr %7, align 8
  %26 = load i32, ptr %10, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr %25, i64 %27
  store ptr %28, ptr %4, align 8
  %29 = load ptr, ptr %4, align 8
  %30 = call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr %29, i32 4)
  %31 = load float, ptr %6, align 4
  %32 = fcmp contract ogt float %30, %31
  br i1 %32, label %33, label %35

33:                                               ; preds = %18
  %34 = load i32, ptr %10, align 4
  store i32 %34, ptr %9, align 4
  br label %37

35:                                               ; preds = %18
  %36 = load i32, ptr %10, align 4
  store i32 %36, ptr %8, align 4
  br label %37

37:                                               ; preds = %35, %33
  br label %13, !llvm.loop !5

38:                                               ; preds = %13
  %39 = load i32, ptr %8, align 4
  ret i32 %39
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @xsbench(i32 noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, ptr noundef %6, ptr noundef %7) #1 {
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca float, align 4
  %19 = alloca i32, align 4
  %20 = alloca float, align 4
  %21 = alloca float, align 4
  %22 = alloca i32, align 4
  %23 = alloca float, align 4
  store i32 %0, ptr %9, align 4
  store i32 %1, ptr %10, align 4
  store ptr %2, ptr %11, align 8
  store ptr %3, ptr %12, align 8
  store ptr %4, ptr %13, align 8
  store ptr %5, ptr %14, align 8
  store ptr %6, ptr %15, align 8
  store ptr %7, ptr %16, align 8
  %24 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %25 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %26 = mul i32 %24, %25
  %27 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %28 = add i32 %26, %27
  store i32 %28, ptr %17, align 4
  %29 = load i32, ptr %17, align 4
  %30 = load i32, ptr %9, align 4
  %31 = icmp sge i32 %29, %30
  br i1 %31, label %32, label %33

32:                                               ; preds = %8
  br label %122

33:                                               ; preds = %8
  %34 = load ptr, ptr %11, align 8
  %35 = load i32, ptr %17, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr %34, i64 %36
  %38 = load float, ptr %37, align 4
  store float %38, ptr %18, align 4
  %39 = load i32, ptr %10, align 4
  %40 = load float, ptr %18, align 4
  %41 = load ptr, ptr %12, align 8
  %42 = call noundef i32 @_Z11grid_searchifPKf(i32 noundef %39, float noundef %40, ptr noundef %41) #4
  store i32 %42, ptr %19, align 4
  %43 = load float, ptr %18, align 4
  %44 = load ptr, ptr %12, align 8
  %45 = load i32, ptr %19, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr %44, i64 %46
  %48 = load float, ptr %47, align 4
  %49 = fsub contract float %43, %48
  %50 = load ptr, ptr %12, align 8
  %51 = load i32, ptr %19, align 4
  %52 = add nsw i32 %51, 1
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds float, ptr %50, i64 %53
  %55 = load float, ptr %54, align 4
  %56 = load ptr, ptr %12, align 8
  %57 = load i32, ptr %19, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds float, ptr %56, i64 %58
  %60 = load float, ptr %59, align 4
  %61 = fsub contract float %55, %60
  %62 = fdiv contract float %49, %61
  store float %62, ptr %20, align 4
  store float 0.000000e+00, ptr %21, align 4
  store i32 0, ptr %22, align 4
  br label %63

63:                                               ; preds = %113, %33
  %64 = load i32, ptr %22, align 4
  %65 = icmp slt i32 %64, 5
  br i1 %65, label %66, label %116

66:                                               ; preds = %63
  %67 = load ptr, ptr %13, align 8
  %68 = load i32, ptr %19, align 4
  %69 = mul nsw i32 %68, 5
  %70 = load i32, ptr %22, align 4
  %71 = add nsw i32 %69, %70
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds float, ptr %67, i64 %72
  %74 = load float, ptr %73, align 4
  %75 = load float, ptr %20, align 4
  %76 = load ptr, ptr %13, align 8
  %77 = load i32, ptr %19, align 4
  %78 = add nsw i32 %77, 1
  %79 = mul nsw i32 %78, 5
  %80 = load i32, ptr %22, align 4
  %81 = add nsw i32 %79, %80
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds float, ptr %76, i64 %82
  %84 = load float, ptr %83, align 4
  %85 = load ptr, ptr %13, align 8
  %86 = load i32, ptr %19, align 4
  %87 = mul nsw i32 %86, 5
  %88 = load i32, ptr %22, align 4
  %89 = add nsw i32 %87, %88
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds float, ptr %85, i64 %90
  %92 = load float, ptr %91, align 4
  %93 = fsub contract float %84, %92
  %94 = fmul contract float %75, %93
  %95 = fadd contract float %74, %94
  store float %95, ptr %23, align 4
  %96 = load float, ptr %23, align 4
  %97 = load ptr, ptr %15, align 8
  %98 = load i32, ptr %17, align 4
  %99 = mul nsw i32 %98, 5
  %100 = load i32, ptr %22, align 4
  %101 = add nsw i32 %99, %100
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds float, ptr %97, i64 %102
  store float %96, ptr %103, align 4
  %104 = load ptr, ptr %14, align 8
  %105 = load i32, ptr %22, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds float, ptr %104, i64 %106
  %108 = load float, ptr %107, align 4
  %109 = load float, ptr %23, align 4
  %110 = fmul contract float %108, %109
  %111 = load float, ptr %21, align 4
  %112 = fadd contract float %111, %110
  store float %112, ptr %21, align 4
  br label %113

113:                                              ; preds = %66
  %114 = load i32, ptr %22, align 4
  %115 = add nsw i32 %114, 1
  store i32 %115, ptr %22, align 4
  br label %63, !llvm.loop !7

116:                                              ; preds = %63
  %117 = load float, ptr %21, align 4
  %118 = load ptr, ptr %16, align 8
  %119 = load i32, ptr %17, align 4
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds float, ptr %118, i64 %120
  store float %117, ptr %121, align 4
  br label %122

122:                                              ; preds = %116, %32
  ret void
}

; Function Attrs: nocallback nounwind memory(argmem: read)
declare float @llvm.nvvm.ldg.global.f.f32.p0(ptr nocapture, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx70,+sm_80" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nounwind memory(argmem: read) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @xsbench, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
