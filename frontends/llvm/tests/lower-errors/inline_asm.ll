; error: 4:3: inline assembly is not supported
define void @f() {
entry:
  call void asm sideeffect "pause", "~{memory}"()
  ret void
}
