; error: 4:3: i256 is wider than 128 bits
define i64 @f(i64 %a) {
entry:
  %w = zext i64 %a to i256
  %s = add i256 %w, 1
  %r = trunc i256 %s to i64
  ret i64 %r
}
