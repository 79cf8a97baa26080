; error: 4:1: ifunc @fast_impl is not supported
@table = global i32 0

@fast_impl = ifunc void (), ptr @resolver

define ptr @resolver() {
entry:
  ret ptr null
}
