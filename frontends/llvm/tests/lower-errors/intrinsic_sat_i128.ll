; error: 6:3: @llvm.sadd.sat on i128 is not supported
; Regression: saturating arithmetic on i128 computed `64 - 128`.
declare i128 @llvm.sadd.sat.i128(i128, i128)
define i64 @f(i64 %a) {
entry:
  %r = call i128 @llvm.sadd.sat.i128(i128 %a, i128 %a)
  ret i64 %a
}
