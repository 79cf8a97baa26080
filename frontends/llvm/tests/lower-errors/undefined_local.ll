; error: 5:3: use of %nowhere, which is undefined
define i32 @f(i32 %a) {
entry:
  %b = add i32 %a, 1
  %c = mul i32 %b, %nowhere
  ret i32 %c
}
