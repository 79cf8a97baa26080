; error: 3:20: expected 'to'
define i64 @f(i32 %x) {
  %y = zext i32 %x i64
  ret i64 %y
}
