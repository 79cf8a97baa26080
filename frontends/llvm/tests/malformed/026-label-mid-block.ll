; error: 5:1: expected instruction (block has no terminator)
define void @f() {
entry:
  %x = add i32 1, 2
next:
  ret void
}
