; error: 8:3: @trace_begin is declared extern_weak (null when no object defines it), which zyme cannot express yet
; zstd's tracing hooks: a weak declaration tested against null, then
; called. A strong reference would not link when nothing defines it;
; `zyme cc` leaves such a function to the C compiler.
declare extern_weak void @trace_begin(i32)
define void @f(i32 %x) {
entry:
  %has = icmp ne ptr @trace_begin, null
  br i1 %has, label %call, label %done
call:
  call void @trace_begin(i32 %x)
  br label %done
done:
  ret void
}
