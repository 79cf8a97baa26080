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
define dso_local void @warp_scan(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i64, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i64, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca ptr, align 8
  %23 = alloca ptr, align 8
  %24 = alloca ptr, align 8
  %25 = alloca ptr, align 8
  %26 = alloca ptr, align 8
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca double, align 8
  %33 = alloca i32, align 4
  store ptr %0, ptr %22, align 8
  store ptr %1, ptr %23, align 8
  store ptr %2, ptr %24, align 8
  store ptr %3, ptr %25, align 8
  store ptr %4, ptr %26, align 8
  %34 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %35 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %36 = mul i32 %34, %35
  %37 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %38 = add i32 %36, %37
  store i32 %38, ptr %27, align 4
  %39 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %40 = urem i32 %39, 32
  store i32 %40, ptr %28, align 4
  %41 = load ptr, ptr %22, align 8
  %42 = load i32, ptr %27, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds i32, ptr %41, i64 %43
  %45 = load i32, ptr %44, align 4
  store i32 %45, ptr %29, align 4
  store i32 1, ptr %30, align 4
  br label %46

46:                                               ; preds = %67, %5
  %47 = load i32, ptr %30, align 4
  %48 = icmp slt i32 %47, 32
  br i1 %48, label %49, label %70

49:                                               ; preds = %46
  %50 = load i32, ptr %29, align 4
  %51 = load i32, ptr %30, align 4
  store i32 -1, ptr %18, align 4
  store i32 %50, ptr %19, align 4
  store i32 %51, ptr %20, align 4
  store i32 32, ptr %21, align 4
  %52 = load i32, ptr %18, align 4
  %53 = load i32, ptr %19, align 4
  %54 = load i32, ptr %20, align 4
  %55 = load i32, ptr %21, align 4
  %56 = sub nsw i32 32, %55
  %57 = shl i32 %56, 8
  %58 = call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 %52, i32 %53, i32 %54, i32 %57)
  store i32 %58, ptr %31, align 4
  %59 = load i32, ptr %28, align 4
  %60 = load i32, ptr %30, align 4
  %61 = icmp sge i32 %59, %60
  br i1 %61, label %62, label %66

62:                                               ; preds = %49
  %63 = load i32, ptr %31, align 4
  %64 = load i32, ptr %29, align 4
  %65 = add nsw i32 %64, %63
  store i32 %65, ptr %29, align 4
  br label %66

66:                                               ; preds = %62, %49
  br label %67

67:                                               ; preds = %66
  %68 = load i32, ptr %30, align 4
  %69 = mul nsw i32 %68, 2
  store i32 %69, ptr %30, align 4
  br label %46, !llvm.loop !5

70:                                               ; preds = %46
  %71 = load i32, ptr %29, align 4
  %72 = load ptr, ptr %23, align 8
  %73 = load i32, ptr %27, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds i32, ptr %72, i64 %74
  store i32 %71, ptr %75, align 4
  %76 = load ptr, ptr %24, align 8
  %77 = load i32, ptr %27, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds double, ptr %76, i64 %78
  %80 = load double, ptr %79, align 8
  store double %80, ptr %32, align 8
  store i32 16, ptr %33, align 4
  br label %81

81:                                               ; preds = %116, %70
  %82 = load i32, ptr %33, align 4
  %83 = icmp sgt i32 %82, 0
  br i1 %83, label %84, label %119

84:                                               ; preds = %81
  %85 = load double, ptr %32, align 8
  %86 = load i32, ptr %33, align 4
  store i32 -1, ptr %10, align 4
  store double %85, ptr %11, align 8
  store i32 %86, ptr %12, align 4
  store i32 32, ptr %13, align 4
  %87 = load i64, ptr %11, align 8
  store i64 %87, ptr %14, align 8
  %88 = load i32, ptr %10, align 4
  %89 = load i64, ptr %14, align 8
  %90 = trunc i64 %89 to i32
  %91 = load i32, ptr %12, align 4
  %92 = load i32, ptr %13, align 4
  %93 = sub nsw i32 32, %92
  %94 = shl i32 %93, 8
  %95 = or i32 %94, 31
  %96 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %88, i32 %90, i32 %91, i32 %95)
  store i32 %96, ptr %15, align 4
  %97 = load i32, ptr %10, align 4
  %98 = load i64, ptr %14, align 8
  %99 = lshr i64 %98, 32
  %100 = trunc i64 %99 to i32
  %101 = load i32, ptr %12, align 4
  %102 = load i32, ptr %13, align 4
  %103 = sub nsw i32 32, %102
  %104 = shl i32 %103, 8
  %105 = or i32 %104, 31
  %106 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %97, i32 %100, i32 %101, i32 %105)
  store i32 %106, ptr %16, align 4
  %107 = load i32, ptr %16, align 4
  %108 = zext i32 %107 to i64
  %109 = shl i64 %108, 32
  %110 = load i32, ptr %15, align 4
  %111 = zext i32 %110 to i64
  %112 = or i64 %109, %111
  store i64 %112, ptr %17, align 8
  %113 = load double, ptr %17, align 8
  %114 = load double, ptr %32, align 8
  %115 = fadd contract double %114, %113
  store double %115, ptr %32, align 8
  br label %116

116:                                              ; preds = %84
  %117 = load i32, ptr %33, align 4
  %118 = sdiv i32 %117, 2
  store i32 %118, ptr %33, align 4
  br label %81, !llvm.loop !7

119:                                              ; preds = %81
  %120 = load double, ptr %32, align 8
  %121 = load ptr, ptr %25, align 8
  %122 = load i32, ptr %27, align 4
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds double, ptr %121, i64 %123
  store double %120, ptr %124, align 8
  %125 = load ptr, ptr %22, align 8
  %126 = load i32, ptr %27, align 4
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds i32, ptr %125, i64 %127
  %129 = load i32, ptr %128, align 4
  store i32 -1, ptr %6, align 4
  store i32 %129, ptr %7, align 4
  store i32 0, ptr %8, align 4
  store i32 16, ptr %9, align 4
  %130 = load i32, ptr %6, align 4
  %131 = load i32, ptr %7, align 4
  %132 = load i32, ptr %8, align 4
  %133 = load i32, ptr %9, align 4
  %134 = sub nsw i32 32, %133
  %135 = shl i32 %134, 8
  %136 = or i32 %135, 31
  %137 = call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %130, i32 %131, i32 %132, i32 %136)
  %138 = load ptr, ptr %26, align 8
  %139 = load i32, ptr %27, align 4
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds i32, ptr %138, i64 %140
  store i32 %137, ptr %141, align 4
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

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #2

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
