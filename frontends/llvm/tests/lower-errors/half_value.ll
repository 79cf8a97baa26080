; error: 4:3: half is not supported
define float @f(float %a) {
entry:
  %h = fptrunc float %a to half
  %e = fpext half %h to float
  ret float %e
}
