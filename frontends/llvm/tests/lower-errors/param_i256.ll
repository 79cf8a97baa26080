; error: 2:1: i256 is wider than 128 bits
define i64 @wide(i256 %x) {
entry:
  %t = trunc i256 %x to i64
  ret i64 %t
}
