; error: 8:3: the va_arg instruction is not supported
declare void @llvm.va_start.p0(ptr)

define i32 @sum(i32 %n, ...) {
entry:
  %ap = alloca [24 x i8], align 16
  call void @llvm.va_start.p0(ptr %ap)
  %x = va_arg ptr %ap, i32
  ret i32 %x
}
