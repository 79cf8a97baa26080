; Typed-pointer syntax of LLVM before 15, as clang-14 printed it.
target datalayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.T = type { i32, double, [4 x i8] }
%struct.Opaque = type opaque
%struct.P = type <{ i8, i32 }>

@a = global [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 16
@p = global i32* getelementptr inbounds ([4 x i32], [4 x i32]* @a, i64 0, i64 1), align 8
@fp = global i32 (i32)* @id, align 8
@s = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@as1 = addrspace(1) global i32 0
@pas = global i32 addrspace(1)* @as1

define i32 @id(i32 %x) {
entry:
  ret i32 %x
}

define i32 @second() {
entry:
  %q = getelementptr inbounds [4 x i32], [4 x i32]* @a, i64 0, i64 1
  %v = load i32, i32* %q, align 4
  %pp = alloca i32*, align 8
  store i32* %q, i32** %pp, align 8
  %t = alloca %struct.T, align 8
  %f = getelementptr inbounds %struct.T, %struct.T* %t, i32 0, i32 1
  store double 1.000000e+00, double* %f, align 8
  %c = bitcast %struct.T* %t to i8*
  %call = call i32 (i8*, ...) @printf(i8* getelementptr inbounds ([6 x i8], [6 x i8]* @s, i64 0, i64 0), i32 %v)
  %g = load i32 (i32)*, i32 (i32)** @fp, align 8
  %r = call i32 %g(i32 %v)
  %old = call i32 (i8*, ...)* @printf(i8* null)
  %fpr = call i32 (i32)* (i64)* @getfp(i64 0)
  %w = load i32, i32 addrspace(1)* @as1, align 4
  ret i32 %r
}

declare i32 @printf(i8*, ...)
declare i32 (i32)* @getfp(i64)
