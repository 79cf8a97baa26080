; error: 3:8: expected instruction opcode
define void @f() {
  %x = frobnicate i32 1, 2
  ret void
}
