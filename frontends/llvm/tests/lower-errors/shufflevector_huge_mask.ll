; error: 5:3: shufflevector to 4294967296 lanes is not supported
; Regression: the mask's lane list was allocated from its stated length.
define void @f(<2 x i32> %a) {
entry:
  %s = shufflevector <2 x i32> %a, <2 x i32> %a, <4294967296 x i32> zeroinitializer
  ret void
}
