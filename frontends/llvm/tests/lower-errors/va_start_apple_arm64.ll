; error: 8:3: variadic functions are supported on x86-64 and AArch64 Linux targets only, not arm64-apple-macosx14.0.0
target triple = "arm64-apple-macosx14.0.0"
declare void @llvm.va_start.p0(ptr)

define void @f(i32 %n, ...) {
entry:
  %ap = alloca ptr, align 8
  call void @llvm.va_start.p0(ptr %ap)
  ret void
}
