; error: 2:16: expected 'x'
@a = global [4 i32] zeroinitializer
