; error: 4:3: i128 is wider than 64 bits
define i64 @f(i64 %a) {
entry:
  %w = zext i64 %a to i128
  %s = add i128 %w, 1
  %r = trunc i128 %s to i64
  ret i64 %r
}
