source_filename = "softmax.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__zyme_blockIdx_t = type { i8 }
%struct.__zyme_threadIdx_t = type { i8 }

@_ZZ7softmaxE3red = internal addrspace(3) global [64 x float] undef, align 4
@blockIdx = external dso_local addrspace(1) global %struct.__zyme_blockIdx_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.__zyme_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @softmax(i32 noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca float, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca float, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  store i32 %0, ptr %10, align 4
  store ptr %1, ptr %11, align 8
  store ptr %2, ptr %12, align 8
  %24 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  store i32 %24, ptr %13, align 4
  %25 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %25, ptr %14, align 4
  %26 = load ptr, ptr %11, align 8
  %27 = load i32, ptr %13, align 4
  %28 = load i32, ptr %10, align 4
  %29 = mul nsw i32 %27, %28
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, ptr %26, i64 %30
  store ptr %31, ptr %15, align 8
  %32 = load ptr, ptr %12, align 8
  %33 = load i32, ptr %13, align 4
  %34 = load i32, ptr %10, align 4
  %35 = mul nsw i32 %33, %34
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr %32, i64 %36
  store ptr %37, ptr %16, align 8
  store float 0xC7EC363CC0000000, ptr %17, align 4
  %38 = load i32, ptr %14, align 4
  store i32 %38, ptr %18, align 4
  br label %39

39:                                               ; preds = %53, %3
  %40 = load i32, ptr %18, align 4
  %41 = load i32, ptr %10, align 4
  %42 = icmp slt i32 %40, %41
  br i1 %42, label %43, label %56

43:                                               ; preds = %39
  %44 = load float, ptr %17, align 4
  %45 = load ptr, ptr %15, align 8
  %46 = load i32, ptr %18, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds float, ptr %45, i64 %47
  %49 = load float, ptr %48, align 4
  store float %44, ptr %6, align 4
  store float %49, ptr %7, align 4
  %50 = load float, ptr %6, align 4
  %51 = load float, ptr %7, align 4
  %52 = call contract noundef float @llvm.maxnum.f32(float %50, float %51)
  store float %52, ptr %17, align 4
  br label %53

53:                                               ; preds = %43
  %54 = load i32, ptr %18, align 4
  %55 = add nsw i32 %54, 64
  store i32 %55, ptr %18, align 4
  br label %39, !llvm.loop !5

56:                                               ; preds = %39
  %57 = load float, ptr %17, align 4
  %58 = load i32, ptr %14, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ7softmaxE3red to ptr), i64 0, i64 %59
  store float %57, ptr %60, align 4
  call void @llvm.nvvm.barrier0()
  store i32 32, ptr %19, align 4
  br label %61

61:                                               ; preds = %86, %56
  %62 = load i32, ptr %19, align 4
  %63 = icmp sgt i32 %62, 0
  br i1 %63, label %64, label %89

64:                                               ; preds = %61
  %65 = load i32, ptr %14, align 4
  %66 = load i32, ptr %19, align 4
  %67 = icmp slt i32 %65, %66
  br i1 %67, label %68, label %85

68:                                               ; preds = %64
  %69 = load i32, ptr %14, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ7softmaxE3red to ptr), i64 0, i64 %70
  %72 = load float, ptr %71, align 4
  %73 = load i32, ptr %14, align 4
  %74 = load i32, ptr %19, align 4
  %75 = add nsw i32 %73, %74
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ7softmaxE3red to ptr), i64 0, i64 %76
  %78 = load float, ptr %77, align 4
  store float %72, ptr %8, align 4
  store float %78, ptr %9, align 4
  %79 = load float, ptr %8, align 4
  %80 = load float, ptr %9, align 4
  %81 = call contract noundef float @llvm.maxnum.f32(float %79, float %80)
  %82 = load i32, ptr %14, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ7softmaxE3red to ptr), i64 0, i64 %83
  store float %81, ptr %84, align 4
  br label %85

85:                                               ; preds = %68, %64
  call void @llvm.nvvm.barrier0()
  br label %86

86:                                               ; preds = %85
  %87 = load i32, ptr %19, align 4
  %88 = sdiv i32 %87, 2
  store i32 %88, ptr %19, align 4
  br label %61, !llvm.loop !7

89:                                               ; preds = %61
  %90 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ7softmaxE3red to ptr), align 4
  store float %90, ptr %17, align 4
  call void @llvm.nvvm.barrier0()
  store float 0.000000e+00, ptr %20, align 4
  %91 = load i32, ptr %14, align 4
  store i32 %91, ptr %21, align 4
  br label %92

92:                                               ; preds = %108, %89
  %93 = load i32, ptr %21, align 4
  %94 = load i32, ptr %10, align 4
  %95 = icmp slt i32 %93, %94
  br i1 %95, label %96, label %111

96:                                               ; preds = %92
  %97 = load ptr, ptr %15, align 8
  %98 = load i32, ptr %21, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds float, ptr %97, i64 %99
  %101 = load float, ptr %100, align 4
  %102 = load float, ptr %17, align 4
  %103 = fsub contract float %101, %102
  store float %103, ptr %4, align 4
  %104 = load float, ptr %4, align 4
  %105 = call contract noundef float @llvm.exp.f32(float %104)
  %106 = load float, ptr %20, align 4
  %107 = fadd contract float %106, %105
  store float %107, ptr %20, align 4
  br label %108

108:                                              ; preds = %96
  %109 = load i32, ptr %21, align 4
  %110 = add nsw i32 %109, 64
  store i32 %110, ptr %21, align 4
  br label %92, !llvm.loop !8

111:                                              ; preds = %92
  %112 = load float, ptr %20, align 4
  %113 = load i32, ptr %14, align 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ7softmaxE3red to ptr), i64 0, i64 %114
  store float %112, ptr %115, align 4
  call void @llvm.nvvm.barrier0()
  store i32 32, ptr %22, align 4
  br label %116

116:                                              ; preds = %136, %111
  %117 = load i32, ptr %22, align 4
  %118 = icmp sgt i32 %117, 0
  br i1 %118, label %119, label %139

119:                                              ; preds = %116
  %120 = load i32, ptr %14, align 4
  %121 = load i32, ptr %22, align 4
  %122 = icmp slt i32 %120, %121
  br i1 %122, label %123, label %135

123:                                              ; preds = %119
  %124 = load i32, ptr %14, align 4
  %125 = load i32, ptr %22, align 4
  %126 = add nsw i32 %124, %125
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ7softmaxE3red to ptr), i64 0, i64 %127
  %129 = load float, ptr %128, align 4
  %130 = load i32, ptr %14, align 4
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ7softmaxE3red to ptr), i64 0, i64 %131
  %133 = load float, ptr %132, align 4
  %134 = fadd contract float %133, %129
  store float %134, ptr %132, align 4
  br label %135

135:                                              ; preds = %123, %119
  call void @llvm.nvvm.barrier0()
  br label %136

136:                                              ; preds = %135
  %137 = load i32, ptr %22, align 4
  %138 = sdiv i32 %137, 2
  store i32 %138, ptr %22, align 4
  br label %116, !llvm.loop !9

139:                                              ; preds = %116
  %140 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ7softmaxE3red to ptr), align 4
  store float %140, ptr %20, align 4
  %141 = load i32, ptr %14, align 4
  store i32 %141, ptr %23, align 4
  br label %142

142:                                              ; preds = %162, %139
  %143 = load i32, ptr %23, align 4
  %144 = load i32, ptr %10, align 4
  %145 = icmp slt i32 %143, %144
  br i1 %145, label %146, label %165

146:                                              ; preds = %142
  %147 = load ptr, ptr %15, align 8
  %148 = load i32, ptr %23, align 4
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds float, ptr %147, i64 %149
  %151 = load float, ptr %150, align 4
  %152 = load float, ptr %17, align 4
  %153 = fsub contract float %151, %152
  store float %153, ptr %5, align 4
  %154 = load float, ptr %5, align 4
  %155 = call contract noundef float @llvm.exp.f32(float %154)
  %156 = load float, ptr %20, align 4
  %157 = fdiv contract float %155, %156
  %158 = load ptr, ptr %16, align 8
  %159 = load i32, ptr %23, align 4
  %160 = sext i32 %159 to i64
  %161 = getelementptr inbounds float, ptr %158, i64 %160
  store float %157, ptr %161, align 4
  br label %162

162:                                              ; preds = %146
  %163 = load i32, ptr %23, align 4
  %164 = add nsw i32 %163, 64
  store i32 %164, ptr %23, align 4
  br label %142, !llvm.loop !10

165:                                              ; preds = %142
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp.f32(float) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @softmax, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
