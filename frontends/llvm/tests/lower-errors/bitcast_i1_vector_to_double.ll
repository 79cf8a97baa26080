; error: 5:3: bitcast from i1x64 to f64 is not supported
; Regression: the lanes-as-bits expansion built an f64 `iconst`, which
; the lowering returned and only the IR verifier rejected.
define double @f(<64 x i1> %v) {
  %e = bitcast <64 x i1> %v to double
  ret double %e
}
