; error: 4:3: indirectbr/callbr
define void @f(ptr %target) {
entry:
  indirectbr ptr %target, [label %a, label %b]

a:
  ret void

b:
  ret void
}
