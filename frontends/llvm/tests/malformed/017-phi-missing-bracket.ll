; error: 6:16: expected '['
define i32 @f() {
entry:
  br label %b
b:
  %p = phi i32 0, %entry
  ret i32 %p
}
