; error: 5:3: switch on i200 is not supported
; Regression: the case canonicalisation computed `128 - 200`.
define void @f(i32 %a) {
entry:
  switch i200 %a, label %d [ i200 1, label %x ]
x:
  ret void
d:
  ret void
}
