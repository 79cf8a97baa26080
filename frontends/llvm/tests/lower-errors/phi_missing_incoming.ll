; error: 11:3: phi in block %join has no incoming value for predecessor %right
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %left, label %right
left:
  br label %join
right:
  br label %join

join:
  %v = phi i32 [ 1, %left ]
  ret i32 %v
}
