; The LLVM IR a CUDA front end makes of kernels/histogram.zir.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()

define ptx_kernel void @histogram(i64 %n, ptr addrspace(1) %data, ptr addrspace(1) %bins) {
entry:
  %bid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bdim = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul i32 %bid, %bdim
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i32 = add i32 %base, %tid
  %i0 = zext i32 %i32 to i64
  %gdim = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %stride32 = mul i32 %gdim, %bdim
  %stride = zext i32 %stride32 to i64
  br label %loop
loop:
  %i = phi i64 [ %i0, %entry ], [ %next, %body ]
  %more = icmp ult i64 %i, %n
  br i1 %more, label %body, label %exit
body:
  %p = getelementptr inbounds i8, ptr addrspace(1) %data, i64 %i
  %b = load i8, ptr addrspace(1) %p, align 1
  %bz = zext i8 %b to i64
  %bin = getelementptr inbounds i32, ptr addrspace(1) %bins, i64 %bz
  %old = atomicrmw add ptr addrspace(1) %bin, i32 1 monotonic
  %next = add i64 %i, %stride
  br label %loop
exit:
  ret void
}
