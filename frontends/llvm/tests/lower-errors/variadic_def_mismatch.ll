; error: 9:3: call of a variadic function through a different function type
define i32 @first(i32 %n, ...) {
entry:
  ret i32 %n
}

define i32 @caller() {
entry:
  %r = call i32 @first(i32 1, i32 2)
  ret i32 %r
}
