; error: 5:3: type size overflows 64 bits
; Regression: a vector's store size overflowed (a panic in debug builds).
define void @f() {
entry:
  %v = alloca <4611686018427387904 x i32>
  ret void
}
