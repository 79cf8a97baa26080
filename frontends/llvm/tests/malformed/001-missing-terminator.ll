; error: 4:1: expected instruction (block has no terminator)
define void @f() {
  %x = add i32 1, 2
}
