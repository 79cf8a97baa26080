source_filename = "lbm.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__zyme_blockIdx_t = type { i8 }
%struct.__zyme_blockDim_t = type { i8 }
%struct.__zyme_threadIdx_t = type { i8 }

@blockIdx = external dso_local addrspace(1) global %struct.__zyme_blockIdx_t, align 1
@blockDim = external dso_local addrspace(1) global %struct.__zyme_blockDim_t, align 1
@threadIdx = external dso_local addrspace(1) global %struct.__zyme_threadIdx_t, align 1
@_ZL2cx = internal addrspace(4) constant [9 x i32] [i32 0, i32 1, i32 0, i32 -1, i32 0, i32 1, i32 -1, i32 -1, i32 1], align 4
@_ZL2cy = internal addrspace(4) constant [9 x i32] [i32 0, i32 0, i32 1, i32 0, i32 -1, i32 1, i32 1, i32 -1, i32 -1], align 4
@_ZL2wq = internal addrspace(4) constant [9 x float] [float 0x3FDC71C720000000, float 0x3FBC71C720000000, float 0x3FBC71C720000000, float 0x3FBC71C720000000, float 0x3FBC71C720000000, float 0x3F9C71C720000000, float 0x3F9C71C720000000, float 0x3F9C71C720000000, float 0x3F9C71C720000000], align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @lbm(i32 noundef %0, i32 noundef %1, float noundef %2, ptr noundef %3, ptr noundef %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca float, align 4
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca [9 x float], align 4
  %15 = alloca float, align 4
  %16 = alloca float, align 4
  %17 = alloca float, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca float, align 4
  %22 = alloca i32, align 4
  %23 = alloca float, align 4
  %24 = alloca float, align 4
  store i32 %0, ptr %6, align 4
  store i32 %1, ptr %7, align 4
  store float %2, ptr %8, align 4
  store ptr %3, ptr %9, align 8
  store ptr %4, ptr %10, align 8
  %25 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %26 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %27 = mul i32 %25, %26
  %28 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %29 = add i32 %27, %28
  store i32 %29, ptr %11, align 4
  %30 = call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %31 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %32 = mul i32 %30, %31
  %33 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %34 = add i32 %32, %33
  store i32 %34, ptr %12, align 4
  %35 = load i32, ptr %11, align 4
  %36 = load i32, ptr %6, align 4
  %37 = icmp sge i32 %35, %36
  br i1 %37, label %42, label %38

38:                                               ; preds = %5
  %39 = load i32, ptr %12, align 4
  %40 = load i32, ptr %7, align 4
  %41 = icmp sge i32 %39, %40
  br i1 %41, label %42, label %43

42:                                               ; preds = %38, %5
  br label %199

43:                                               ; preds = %38
  %44 = load i32, ptr %6, align 4
  %45 = load i32, ptr %7, align 4
  %46 = mul nsw i32 %44, %45
  store i32 %46, ptr %13, align 4
  store float 0.000000e+00, ptr %15, align 4
  store float 0.000000e+00, ptr %16, align 4
  store float 0.000000e+00, ptr %17, align 4
  store i32 0, ptr %18, align 4
  br label %47

47:                                               ; preds = %117, %43
  %48 = load i32, ptr %18, align 4
  %49 = icmp slt i32 %48, 9
  br i1 %49, label %50, label %120

50:                                               ; preds = %47
  %51 = load i32, ptr %11, align 4
  %52 = load i32, ptr %18, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [9 x i32], ptr addrspacecast (ptr addrspace(4) @_ZL2cx to ptr), i64 0, i64 %53
  %55 = load i32, ptr %54, align 4
  %56 = sub nsw i32 %51, %55
  %57 = load i32, ptr %6, align 4
  %58 = add nsw i32 %56, %57
  %59 = load i32, ptr %6, align 4
  %60 = srem i32 %58, %59
  store i32 %60, ptr %19, align 4
  %61 = load i32, ptr %12, align 4
  %62 = load i32, ptr %18, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [9 x i32], ptr addrspacecast (ptr addrspace(4) @_ZL2cy to ptr), i64 0, i64 %63
  %65 = load i32, ptr %64, align 4
  %66 = sub nsw i32 %61, %65
  %67 = load i32, ptr %7, align 4
  %68 = add nsw i32 %66, %67
  %69 = load i32, ptr %7, align 4
  %70 = srem i32 %68, %69
  store i32 %70, ptr %20, align 4
  %71 = load ptr, ptr %9, align 8
  %72 = load i32, ptr %18, align 4
  %73 = load i32, ptr %13, align 4
  %74 = mul nsw i32 %72, %73
  %75 = load i32, ptr %20, align 4
  %76 = load i32, ptr %6, align 4
  %77 = mul nsw i32 %75, %76
  %78 = add nsw i32 %74, %77
  %79 = load i32, ptr %19, align 4
  %80 = add nsw i32 %78, %79
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds float, ptr %71, i64 %81
  %83 = load float, ptr %82, align 4
  %84 = load i32, ptr %18, align 4
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds [9 x float], ptr %14, i64 0, i64 %85
  store float %83, ptr %86, align 4
  %87 = load i32, ptr %18, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [9 x float], ptr %14, i64 0, i64 %88
  %90 = load float, ptr %89, align 4
  %91 = load float, ptr %15, align 4
  %92 = fadd contract float %91, %90
  store float %92, ptr %15, align 4
  %93 = load i32, ptr %18, align 4
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds [9 x float], ptr %14, i64 0, i64 %94
  %96 = load float, ptr %95, align 4
  %97 = load i32, ptr %18, align 4
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds [9 x i32], ptr addrspacecast (ptr addrspace(4) @_ZL2cx to ptr), i64 0, i64 %98
  %100 = load i32, ptr %99, align 4
  %101 = sitofp i32 %100 to float
  %102 = fmul contract float %96, %101
  %103 = load float, ptr %16, align 4
  %104 = fadd contract float %103, %102
  store float %104, ptr %16, align 4
  %105 = load i32, ptr %18, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [9 x float], ptr %14, i64 0, i64 %106
  %108 = load float, ptr %107, align 4
  %109 = load i32, ptr %18, align 4
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds [9 x i32], ptr addrspacecast (ptr addrspace(4) @_ZL2cy to ptr), i64 0, i64 %110
  %112 = load i32, ptr %111, align 4
  %113 = sitofp i32 %112 to float
  %114 = fmul contract float %108, %113
  %115 = load float, ptr %17, align 4
  %116 = fadd contract float %115, %114
  store float %116, ptr %17, align 4
  br label %117

117:                                              ; preds = %50
  %118 = load i32, ptr %18, align 4
  %119 = add nsw i32 %118, 1
  store i32 %119, ptr %18, align 4
  br label %47, !llvm.loop !5

120:                                              ; preds = %47
  %121 = load float, ptr %15, align 4
  %122 = load float, ptr %16, align 4
  %123 = fdiv contract float %122, %121
  store float %123, ptr %16, align 4
  %124 = load float, ptr %15, align 4
  %125 = load float, ptr %17, align 4
  %126 = fdiv contract float %125, %124
  store float %126, ptr %17, align 4
  %127 = load float, ptr %16, align 4
  %128 = load float, ptr %16, align 4
  %129 = fmul contract float %127, %128
  %130 = load float, ptr %17, align 4
  %131 = load float, ptr %17, align 4
  %132 = fmul contract float %130, %131
  %133 = fadd contract float %129, %132
  store float %133, ptr %21, align 4
  store i32 0, ptr %22, align 4
  br label %134

134:                                              ; preds = %196, %120
  %135 = load i32, ptr %22, align 4
  %136 = icmp slt i32 %135, 9
  br i1 %136, label %137, label %199

137:                                              ; preds = %134
  %138 = load i32, ptr %22, align 4
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds [9 x i32], ptr addrspacecast (ptr addrspace(4) @_ZL2cx to ptr), i64 0, i64 %139
  %141 = load i32, ptr %140, align 4
  %142 = sitofp i32 %141 to float
  %143 = load float, ptr %16, align 4
  %144 = fmul contract float %142, %143
  %145 = load i32, ptr %22, align 4
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds [9 x i32], ptr addrspacecast (ptr addrspace(4) @_ZL2cy to ptr), i64 0, i64 %146
  %148 = load i32, ptr %147, align 4
  %149 = sitofp i32 %148 to float
  %150 = load float, ptr %17, align 4
  %151 = fmul contract float %149, %150
  %152 = fadd contract float %144, %151
  store float %152, ptr %23, align 4
  %153 = load i32, ptr %22, align 4
  %154 = sext i32 %153 to i64
  %155 = getelementptr inbounds [9 x float], ptr addrspacecast (ptr addrspace(4) @_ZL2wq to ptr), i64 0, i64 %154
  %156 = load float, ptr %155, align 4
  %157 = load float, ptr %15, align 4
  %158 = fmul contract float %156, %157
  %159 = load float, ptr %23, align 4
  %160 = fmul contract float 3.000000e+00, %159
  %161 = fadd contract float 1.000000e+00, %160
  %162 = load float, ptr %23, align 4
  %163 = fmul contract float 4.500000e+00, %162
  %164 = load float, ptr %23, align 4
  %165 = fmul contract float %163, %164
  %166 = fadd contract float %161, %165
  %167 = load float, ptr %21, align 4
  %168 = fmul contract float 1.500000e+00, %167
  %169 = fsub contract float %166, %168
  %170 = fmul contract float %158, %169
  store float %170, ptr %24, align 4
  %171 = load i32, ptr %22, align 4
  %172 = sext i32 %171 to i64
  %173 = getelementptr inbounds [9 x float], ptr %14, i64 0, i64 %172
  %174 = load float, ptr %173, align 4
  %175 = load float, ptr %8, align 4
  %176 = load float, ptr %24, align 4
  %177 = load i32, ptr %22, align 4
  %178 = sext i32 %177 to i64
  %179 = getelementptr inbounds [9 x float], ptr %14, i64 0, i64 %178
  %180 = load float, ptr %179, align 4
  %181 = fsub contract float %176, %180
  %182 = fmul contract float %175, %181
  %183 = fadd contract float %174, %182
  %184 = load ptr, ptr %10, align 8
  %185 = load i32, ptr %22, align 4
  %186 = load i32, ptr %13, align 4
  %187 = mul nsw i32 %185, %186
  %188 = load i32, ptr %12, align 4
  %189 = load i32, ptr %6, align 4
  %190 = mul nsw i32 %188, %189
  %191 = add nsw i32 %187, %190
  %192 = load i32, ptr %11, align 4
  %193 = add nsw i32 %191, %192
  %194 = sext i32 %193 to i64
  %195 = getelementptr inbounds float, ptr %184, i64 %194
  store float %183, ptr %195, align 4
  br label %196

196:                                              ; preds = %137
  %197 = load i32, ptr %22, align 4
  %198 = add nsw i32 %197, 1
  store i32 %198, ptr %22, align 4
  br label %134, !llvm.loop !7

199:                                              ; preds = %42, %134
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @lbm, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
