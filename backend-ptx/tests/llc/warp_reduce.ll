; The LLVM IR a CUDA front end makes of @warp_reduce in
; kernels/warp_reduce.zir.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32)

define ptx_kernel void @warp_reduce(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %bid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bdim = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul i32 %bid, %bdim
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = add i32 %base, %tid
  %i64 = sext i32 %i to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i64
  %v0 = load float, ptr addrspace(1) %p, align 4
  br label %loop
loop:
  %v = phi float [ %v0, %entry ], [ %sum, %loop ]
  %d = phi i32 [ 16, %entry ], [ %half, %loop ]
  %o = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %v, i32 %d, i32 31)
  %sum = fadd float %v, %o
  %half = lshr i32 %d, 1
  %again = icmp ugt i32 %half, 0
  br i1 %again, label %loop, label %done
done:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %first = icmp eq i32 %lane, 0
  br i1 %first, label %add, label %exit
add:
  %old = atomicrmw fadd ptr addrspace(1) %out, float %sum monotonic
  br label %exit
exit:
  ret void
}
