; error: 5:3: `__enzyme_todense*` (Enzyme's sparse Jacobians) is not supported by zyme
; An Enzyme entry point zyme does not implement: an error here, not an
; undefined symbol when the program is linked.
define double @f(ptr %x) {
  %r = call double (ptr, ...) @__enzyme_todense(ptr @g, ptr %x)
  ret double %r
}
define double @g(ptr %x) {
  %v = load double, ptr %x
  ret double %v
}
declare double @__enzyme_todense(ptr, ...)
