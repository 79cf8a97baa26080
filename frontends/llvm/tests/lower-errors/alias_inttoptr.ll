; error: 3:1: expected a global address, found a constant
@g = global i32 0
@fixed = alias i32, ptr inttoptr (i64 4096 to ptr)
