; error: 6:3: intrinsic @llvm.x86.sse2.pause is not supported
declare void @llvm.x86.sse2.pause()

define void @spin() {
entry:
  call void @llvm.x86.sse2.pause()
  ret void
}
