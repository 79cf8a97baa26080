; error: 4:3: insertvalue constant expressions are not supported
define { i32, i32 } @f() {
entry:
  ret { i32, i32 } insertvalue ({ i32, i32 } undef, i32 1, 0)
}
