; error: 5:3: i128 is wider than 64 bits
; Regression: an i128 operation on a local of another type panicked.
define i64 @f(i64 %a) {
entry:
  %s = add i128 %a, %a
  ret i64 %a
}
