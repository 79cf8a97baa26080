; error: 4:3: shufflevector mask is not constant
define <2 x i32> @f(<2 x i32> %a, <2 x i32> %b, <2 x i32> %m) {
entry:
  %s = shufflevector <2 x i32> %a, <2 x i32> %b, <2 x i32> %m
  ret <2 x i32> %s
}
