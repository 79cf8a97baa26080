; error: 5:3: i256 is wider than 128 bits
; Regression: an i256 operation on a local of another type panicked.
define i64 @f(i64 %a) {
entry:
  %s = add i256 %a, %a
  ret i64 %a
}
