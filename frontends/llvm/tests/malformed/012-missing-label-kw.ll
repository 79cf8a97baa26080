; error: 3:6: expected 'label' or 'i1' after 'br'
define void @f() {
  br %next
next:
  ret void
}
