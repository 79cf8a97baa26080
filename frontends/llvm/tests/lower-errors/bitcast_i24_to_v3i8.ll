; error: 5:3: bitcast from i32 to i8x3 is not supported
define <3 x i8> @f(i32 %a) {
entry:
  %t = trunc i32 %a to i24
  %b = bitcast i24 %t to <3 x i8>
  ret <3 x i8> %b
}
