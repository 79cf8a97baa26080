; error: 3:19: expected ','
define i32 @f(i32 %a) {
  %x = add i32 %a 1
  ret i32 %x
}
