; error: 6:3: @llvm.bitreverse on i24 is not supported
declare i24 @llvm.bitreverse.i24(i24)

define i24 @f(i24 %a) {
entry:
  %c = call i24 @llvm.bitreverse.i24(i24 %a)
  ret i24 %c
}
