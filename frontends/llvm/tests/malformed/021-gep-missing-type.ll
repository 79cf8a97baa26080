; error: 3:35: expected ','
define ptr @f(ptr %p) {
  %q = getelementptr inbounds ptr %p, i64 1
  ret ptr %q
}
