; error: 8:3: type %A contains itself
; Regression: a type containing itself by value overflowed the stack.
%A = type { i32, [2 x %B] }
%B = type { %A }

define void @f() {
entry:
  %v = alloca %B
  ret void
}
