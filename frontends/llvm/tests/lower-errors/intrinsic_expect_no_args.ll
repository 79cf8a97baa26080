; error: 6:3: @llvm.expect.i64 takes 1 argument, got 0
; Regression: a pass-through intrinsic without arguments panicked.
declare i64 @llvm.expect.i64(i64, i64)
define i64 @f(i64 %a) {
entry:
  %r = call i64 @llvm.expect.i64()
  ret i64 %r
}
