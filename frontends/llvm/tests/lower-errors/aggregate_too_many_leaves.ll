; error: 5:3: an aggregate of more than 65536 scalars is not supported
; Regression: splitting a huge array into scalars ran out of memory.
define void @f(ptr %p) {
entry:
  %v = load [1000000000000 x i32], ptr %p
  ret void
}
