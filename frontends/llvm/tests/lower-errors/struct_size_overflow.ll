; error: 5:3: type size overflows 64 bits
; Regression: struct offsets overflowed (a panic in debug builds).
define void @f() {
entry:
  %v = alloca { [4611686018427387904 x i8], [4611686018427387904 x i8], [4611686018427387904 x i8], [4611686018427387904 x i8], i8 }
  ret void
}
