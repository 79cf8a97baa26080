; error: 6:3: struct field index must be a constant
%pair = type { i32, double }

define ptr @f(ptr %p, i32 %i) {
entry:
  %q = getelementptr %pair, ptr %p, i64 0, i32 %i
  ret ptr %q
}
