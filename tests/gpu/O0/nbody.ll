source_filename = "nbody.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__zyme_blockIdx_t = type { i8 }
%struct.__zyme_blockDim_t = type { i8 }
%struct.__zyme_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.__zyme_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.__zyme_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.__zyme_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @nbody(i32 noundef %0, float noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  %7 = alloca float, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca float, align 4
  %12 = alloca float, align 4
  %13 = alloca float, align 4
  %14 = alloca float, align 4
  %15 = alloca float, align 4
  %16 = alloca float, align 4
  %17 = alloca i32, align 4
  %18 = alloca float, align 4
  %19 = alloca float, align 4
  %20 = alloca float, align 4
  %21 = alloca float, align 4
  %22 = alloca float, align 4
  %23 = alloca float, align 4
  store i32 %0, ptr %6, align 4
  store float %1, ptr %7, align 4
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  %24 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %25 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %26 = mul i32 %24, %25
  %27 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %28 = add i32 %26, %27
  store i32 %28, ptr %10, align 4
  %29 = load i32, ptr %10, align 4
  %30 = load i32, ptr %6, align 4
  %31 = icmp sge i32 %29, %30
  br i1 %31, label %32, label %33

32:                                               ; preds = %4
  br label %154

33:                                               ; preds = %4
  %34 = load ptr, ptr %8, align 8
  %35 = load i32, ptr %10, align 4
  %36 = mul nsw i32 4, %35
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds float, ptr %34, i64 %37
  %39 = load float, ptr %38, align 4
  store float %39, ptr %11, align 4
  %40 = load ptr, ptr %8, align 8
  %41 = load i32, ptr %10, align 4
  %42 = mul nsw i32 4, %41
  %43 = add nsw i32 %42, 1
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr %40, i64 %44
  %46 = load float, ptr %45, align 4
  store float %46, ptr %12, align 4
  %47 = load ptr, ptr %8, align 8
  %48 = load i32, ptr %10, align 4
  %49 = mul nsw i32 4, %48
  %50 = add nsw i32 %49, 2
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds float, ptr %47, i64 %51
  %53 = load float, ptr %52, align 4
  store float %53, ptr %13, align 4
  store float 0.000000e+00, ptr %14, align 4
  store float 0.000000e+00, ptr %15, align 4
  store float 0.000000e+00, ptr %16, align 4
  store i32 0, ptr %17, align 4
  br label %54

54:                                               ; preds = %130, %33
  %55 = load i32, ptr %17, align 4
  %56 = load i32, ptr %6, align 4
  %57 = icmp slt i32 %55, %56
  br i1 %57, label %58, label %133

58:                                               ; preds = %54
  %59 = load ptr, ptr %8, align 8
  %60 = load i32, ptr %17, align 4
  %61 = mul nsw i32 4, %60
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds float, ptr %59, i64 %62
  %64 = load float, ptr %63, align 4
  %65 = load float, ptr %11, align 4
  %66 = fsub contract float %64, %65
  store float %66, ptr %18, align 4
  %67 = load ptr, ptr %8, align 8
  %68 = load i32, ptr %17, align 4
  %69 = mul nsw i32 4, %68
  %70 = add nsw i32 %69, 1
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds float, ptr %67, i64 %71
  %73 = load float, ptr %72, align 4
  %74 = load float, ptr %12, align 4
  %75 = fsub contract float %73, %74
  store float %75, ptr %19, align 4
  %76 = load ptr, ptr %8, align 8
  %77 = load i32, ptr %17, align 4
  %78 = mul nsw i32 4, %77
  %79 = add nsw i32 %78, 2
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds float, ptr %76, i64 %80
  %82 = load float, ptr %81, align 4
  %83 = load float, ptr %13, align 4
  %84 = fsub contract float %82, %83
  store float %84, ptr %20, align 4
  %85 = load float, ptr %18, align 4
  %86 = load float, ptr %18, align 4
  %87 = fmul contract float %85, %86
  %88 = load float, ptr %19, align 4
  %89 = load float, ptr %19, align 4
  %90 = fmul contract float %88, %89
  %91 = fadd contract float %87, %90
  %92 = load float, ptr %20, align 4
  %93 = load float, ptr %20, align 4
  %94 = fmul contract float %92, %93
  %95 = fadd contract float %91, %94
  %96 = load float, ptr %7, align 4
  %97 = fadd contract float %95, %96
  store float %97, ptr %21, align 4
  %98 = load float, ptr %21, align 4
  store float %98, ptr %5, align 4
  %99 = load float, ptr %5, align 4
  %100 = call contract float @llvm.sqrt.f32(float %99)
  %101 = fdiv contract float 1.000000e+00, %100
  store float %101, ptr %22, align 4
  %102 = load ptr, ptr %8, align 8
  %103 = load i32, ptr %17, align 4
  %104 = mul nsw i32 4, %103
  %105 = add nsw i32 %104, 3
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds float, ptr %102, i64 %106
  %108 = load float, ptr %107, align 4
  %109 = load float, ptr %22, align 4
  %110 = fmul contract float %108, %109
  %111 = load float, ptr %22, align 4
  %112 = fmul contract float %110, %111
  %113 = load float, ptr %22, align 4
  %114 = fmul contract float %112, %113
  store float %114, ptr %23, align 4
  %115 = load float, ptr %23, align 4
  %116 = load float, ptr %18, align 4
  %117 = fmul contract float %115, %116
  %118 = load float, ptr %14, align 4
  %119 = fadd contract float %118, %117
  store float %119, ptr %14, align 4
  %120 = load float, ptr %23, align 4
  %121 = load float, ptr %19, align 4
  %122 = fmul contract float %120, %121
  %123 = load float, ptr %15, align 4
  %124 = fadd contract float %123, %122
  store float %124, ptr %15, align 4
  %125 = load float, ptr %23, align 4
  %126 = load float, ptr %20, align 4
  %127 = fmul contract float %125, %126
  %128 = load float, ptr %16, align 4
  %129 = fadd contract float %128, %127
  store float %129, ptr %16, align 4
  br label %130

130:                                              ; preds = %58
  %131 = load i32, ptr %17, align 4
  %132 = add nsw i32 %131, 1
  store i32 %132, ptr %17, align 4
  br label %54, !llvm.loop !5

133:                                              ; preds = %54
  %134 = load float, ptr %14, align 4
  %135 = load ptr, ptr %9, align 8
  %136 = load i32, ptr %10, align 4
  %137 = mul nsw i32 3, %136
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds float, ptr %135, i64 %138
  store float %134, ptr %139, align 4
  %140 = load float, ptr %15, align 4
  %141 = load ptr, ptr %9, align 8
  %142 = load i32, ptr %10, align 4
  %143 = mul nsw i32 3, %142
  %144 = add nsw i32 %143, 1
  %145 = sext i32 %144 to i64
  %146 = getelementptr inbounds float, ptr %141, i64 %145
  store float %140, ptr %146, align 4
  %147 = load float, ptr %16, align 4
  %148 = load ptr, ptr %9, align 8
  %149 = load i32, ptr %10, align 4
  %150 = mul nsw i32 3, %149
  %151 = add nsw i32 %150, 2
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds float, ptr %148, i64 %152
  store float %147, ptr %153, align 4
  br label %154

154:                                              ; preds = %133, %32
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @nbody, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
