; error: 4:3: getelementptr over vectors of pointers is not supported
define <2 x ptr> @f(<2 x ptr> %base, <2 x i64> %idx) {
entry:
  %g = getelementptr double, <2 x ptr> %base, <2 x i64> %idx
  ret <2 x ptr> %g
}
