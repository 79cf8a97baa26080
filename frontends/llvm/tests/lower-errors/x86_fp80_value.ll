; error: 4:3: x86_fp80 (long double) is not supported
define double @f(double %a) {
entry:
  %x = fpext double %a to x86_fp80
  %y = fmul x86_fp80 %x, %x
  %r = fptrunc x86_fp80 %y to double
  ret double %r
}
