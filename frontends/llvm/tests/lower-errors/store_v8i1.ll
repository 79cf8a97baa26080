; error: 5:3: loads and stores of <N x i1> are not supported
define void @f(<8 x float> %a, <8 x float> %b, ptr %p) {
entry:
  %m = fcmp olt <8 x float> %a, %b
  store <8 x i1> %m, ptr %p, align 1
  ret void
}
