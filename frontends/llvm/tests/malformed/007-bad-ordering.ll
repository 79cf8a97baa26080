; error: 3:9: expected atomic ordering
define void @f(ptr %p) {
  fence sometimes
  ret void
}
