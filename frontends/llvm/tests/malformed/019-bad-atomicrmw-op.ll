; error: 3:18: expected atomicrmw operation
define void @f(ptr %p) {
  %r = atomicrmw mangle ptr %p, i32 1 seq_cst
  ret void
}
