; error: 2:1: i128 is wider than 64 bits
define i64 @wide(i128 %x) {
entry:
  %t = trunc i128 %x to i64
  ret i64 %t
}
