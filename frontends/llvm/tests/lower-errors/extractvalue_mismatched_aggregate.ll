; error: 6:3: aggregate value does not match its type
; Regression: the stated aggregate type has more leaves than the value.
define i32 @f(i32 %a) {
entry:
  %p = insertvalue { i32, i1 } undef, i32 %a, 0
  %x = extractvalue { { i32, double }, i1 } %p, 1
  %y = zext i1 %x to i32
  ret i32 %y
}
