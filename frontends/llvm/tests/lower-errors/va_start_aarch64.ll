; error: 8:3: va_start is supported on x86-64 targets only
target triple = "aarch64-unknown-linux-gnu"
declare void @llvm.va_start.p0(ptr)

define void @f(i32 %n, ...) {
entry:
  %ap = alloca ptr, align 8
  call void @llvm.va_start.p0(ptr %ap)
  ret void
}
