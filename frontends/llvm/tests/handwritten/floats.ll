; Every float literal form.
@d1 = global double 1.000000e+00
@d2 = global double -2.5
@d3 = global double 0x3FF0000000000000
@d4 = global double 0x7FF0000000000000
@d5 = global double 1.5e-300
@f1 = global float 0x3FB99999A0000000
@f2 = global float 5.000000e-01
@h1 = global half 0xH3C00
@b1 = global bfloat 0xR3F80
@x1 = global x86_fp80 0xK3FFF8000000000000000
@q1 = global fp128 0xL00000000000000003FFF000000000000
@p1 = global ppc_fp128 0xM3FF00000000000000000000000000000
@d6 = global double 4.
@d7 = global double -0.000000e+00

define double @use(double %x) {
  %a = fadd double %x, 1.0
  %b = fmul fast double %a, 0x400921FB54442D18
  %c = fsub nnan ninf double %b, -3.5e+02
  %h = fadd half 0xH3C00, 0xH4000
  ret double %c
}
declare double @ext(double)
!llvm.module.flags = !{!0}
!0 = !{i32 1, !"wchar_size", i32 4}
