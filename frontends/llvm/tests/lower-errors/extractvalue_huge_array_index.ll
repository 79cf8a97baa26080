; error: 5:3: aggregate value does not match its type
; Regression: the leaves before a large index were listed one by one.
define i32 @f([4 x i32] %a) {
entry:
  %v = extractvalue [4294967295 x i32] %a, 4294967294
  ret i32 %v
}
