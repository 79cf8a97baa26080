; error: 4:3: atomicrmw uinc_wrap is not supported
define i32 @f(ptr %p) {
entry:
  %old = atomicrmw uinc_wrap ptr %p, i32 10 seq_cst, align 4
  ret i32 %old
}
