; error: 4:3: blockaddress operand is not supported
define void @f(ptr %slot) {
entry:
  store ptr blockaddress(@f, %next), ptr %slot, align 8
  br label %next

next:
  ret void
}
