; error: 3:1: thread-local global @counter is not supported
@ok = global i32 0
@counter = thread_local global i32 0, align 4

define i32 @f() {
entry:
  %v = load i32, ptr @counter
  ret i32 %v
}
