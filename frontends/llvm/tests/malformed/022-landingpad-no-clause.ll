; error: 4:3: expected 'cleanup', 'catch' or 'filter'
define void @f() personality ptr null {
  %l = landingpad { ptr, i32 }
  ret void
}
