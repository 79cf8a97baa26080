; error: 7:3: intrinsic @llvm.frobnicate.i32 is not supported
declare i32 @llvm.frobnicate.i32(i32)

define i32 @f(i32 %a) {
entry:
  %b = add i32 %a, 1
  %c = call i32 @llvm.frobnicate.i32(i32 %b)
  ret i32 %c
}
