; error: 9:3: intrinsic @llvm.nvvm.read.ptx.sreg.clock64 is not supported
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i64 @llvm.nvvm.read.ptx.sreg.clock64()

define void @k(ptr %p) {
entry:
  %t = zext i32 0 to i64
  %c = call i64 @llvm.nvvm.read.ptx.sreg.clock64()
  store i64 %c, ptr %p, align 8
  ret void
}
