; error: 4:3: loads and stores of i24 are not supported
define i32 @f(ptr %p) {
entry:
  %v = load i24, ptr %p, align 1
  %w = sext i24 %v to i32
  ret i32 %w
}
