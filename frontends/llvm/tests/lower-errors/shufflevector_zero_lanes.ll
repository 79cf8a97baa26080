; error: 5:3: shufflevector to 0 lanes is not supported
; Regression: an empty mask indexed an empty lane list.
define i32 @f(<2 x i32> %a) {
entry:
  %s = shufflevector <2 x i32> %a, <2 x i32> %a, <0 x i32> zeroinitializer
  ret i32 0
}
