; error: 4:3: expected ',' or ')' in argument list
define void @f() {
  call void @g(i32 1
  ret void
}
