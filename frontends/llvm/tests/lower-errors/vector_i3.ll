; error: 4:3: vectors of i3 are not supported
define <4 x i8> @f(<4 x i8> %a) {
entry:
  %t = trunc <4 x i8> %a to <4 x i3>
  %z = zext <4 x i3> %t to <4 x i8>
  ret <4 x i8> %z
}
