; error: 3:1: initializer larger than its global
; Regression: a huge splat of undef lanes looped for every lane.
@g = global { i8 } { <1000000000000 x i32> splat (i32 undef) }
