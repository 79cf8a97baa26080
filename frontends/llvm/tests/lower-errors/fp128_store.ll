; error: 5:3: fp128 is not supported
define void @f() {
entry:
  %q = alloca fp128, align 16
  store fp128 0xL00000000000000003FFF000000000000, ptr %q, align 16
  ret void
}
