source_filename = "warp_scan.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__zyme_blockIdx_t = type { i8 }
%struct.__zyme_blockDim_t = type { i8 }
%struct.__zyme_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.__zyme_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.__zyme_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.__zyme_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @warp_scan(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca double, align 8
  %27 = alloca i32, align 4
  store ptr %0, ptr %17, align 8
  store ptr %1, ptr %18, align 8
  store ptr %2, ptr %19, align 8
  store ptr %3, ptr %20, align 8
  %28 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %29 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %30 = mul i32 %28, %29
  %31 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %32 = add i32 %30, %31
  store i32 %32, ptr %21, align 4
  %33 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %34 = urem i32 %33, 32
  store i32 %34, ptr %22, align 4
  %35 = load ptr, ptr %17, align 8
  %36 = load i32, ptr %21, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds i32, ptr %35, i64 %37
  %39 = load i32, ptr %38, align 4
  store i32 %39, ptr %23, align 4
  store i32 1, ptr %24, align 4
  br label %40

40:                                               ; preds = %61, %4
  %41 = load i32, ptr %24, align 4
  %42 = icmp slt i32 %41, 32
  br i1 %42, label %43, label %64

43:                                               ; preds = %40
  %44 = load i32, ptr %23, align 4
  %45 = load i32, ptr %24, align 4
  store i32 -1, ptr %13, align 4
  store i32 %44, ptr %14, align 4
  store i32 %45, ptr %15, align 4
  store i32 32, ptr %16, align 4
  %46 = load i32, ptr %13, align 4
  %47 = load i32, ptr %14, align 4
  %48 = load i32, ptr %15, align 4
  %49 = load i32, ptr %16, align 4
  %50 = sub nsw i32 32, %49
  %51 = shl i32 %50, 8
  %52 = call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 %46, i32 %47, i32 %48, i32 %51)
  store i32 %52, ptr %25, align 4
  %53 = load i32, ptr %22, align 4
  %54 = load i32, ptr %24, align 4
  %55 = icmp sge i32 %53, %54
  br i1 %55, label %56, label %60

56:                                               ; preds = %43
  %57 = load i32, ptr %25, align 4
  %58 = load i32, ptr %23, align 4
  %59 = add nsw i32 %58, %57
  store i32 %59, ptr %23, align 4
  br label %60

60:                                               ; preds = %56, %43
  br label %61

61:                                               ; preds = %60
  %62 = load i32, ptr %24, align 4
  %63 = mul nsw i32 %62, 2
  store i32 %63, ptr %24, align 4
  br label %40, !llvm.loop !5

64:                                               ; preds = %40
  %65 = load i32, ptr %23, align 4
  %66 = load ptr, ptr %18, align 8
  %67 = load i32, ptr %21, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds i32, ptr %66, i64 %68
  store i32 %65, ptr %69, align 4
  %70 = load ptr, ptr %19, align 8
  %71 = load i32, ptr %21, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds double, ptr %70, i64 %72
  %74 = load double, ptr %73, align 8
  store double %74, ptr %26, align 8
  store i32 16, ptr %27, align 4
  br label %75

75:                                               ; preds = %110, %64
  %76 = load i32, ptr %27, align 4
  %77 = icmp sgt i32 %76, 0
  br i1 %77, label %78, label %113

78:                                               ; preds = %75
  %79 = load double, ptr %26, align 8
  %80 = load i32, ptr %27, align 4
  store i32 -1, ptr %5, align 4
  store double %79, ptr %6, align 8
  store i32 %80, ptr %7, align 4
  store i32 32, ptr %8, align 4
  %81 = load i64, ptr %6, align 8
  store i64 %81, ptr %9, align 8
  %82 = load i32, ptr %5, align 4
  %83 = load i64, ptr %9, align 8
  %84 = trunc i64 %83 to i32
  %85 = load i32, ptr %7, align 4
  %86 = load i32, ptr %8, align 4
  %87 = sub nsw i32 32, %86
  %88 = shl i32 %87, 8
  %89 = or i32 %88, 31
  %90 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %82, i32 %84, i32 %85, i32 %89)
  store i32 %90, ptr %10, align 4
  %91 = load i32, ptr %5, align 4
  %92 = load i64, ptr %9, align 8
  %93 = lshr i64 %92, 32
  %94 = trunc i64 %93 to i32
  %95 = load i32, ptr %7, align 4
  %96 = load i32, ptr %8, align 4
  %97 = sub nsw i32 32, %96
  %98 = shl i32 %97, 8
  %99 = or i32 %98, 31
  %100 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %91, i32 %94, i32 %95, i32 %99)
  store i32 %100, ptr %11, align 4
  %101 = load i32, ptr %11, align 4
  %102 = zext i32 %101 to i64
  %103 = shl i64 %102, 32
  %104 = load i32, ptr %10, align 4
  %105 = zext i32 %104 to i64
  %106 = or i64 %103, %105
  store i64 %106, ptr %12, align 8
  %107 = load double, ptr %12, align 8
  %108 = load double, ptr %26, align 8
  %109 = fadd contract double %108, %107
  store double %109, ptr %26, align 8
  br label %110

110:                                              ; preds = %78
  %111 = load i32, ptr %27, align 4
  %112 = sdiv i32 %111, 2
  store i32 %112, ptr %27, align 4
  br label %75, !llvm.loop !7

113:                                              ; preds = %75
  %114 = load double, ptr %26, align 8
  %115 = load ptr, ptr %20, align 8
  %116 = load i32, ptr %21, align 4
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds double, ptr %115, i64 %117
  store double %114, ptr %118, align 8
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @warp_scan, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
