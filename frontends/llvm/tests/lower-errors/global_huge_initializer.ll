; error: 5:1: global @table has a 4000000000000-byte initializer; at most 268435456 bytes are supported
; Regression: the initializer bytes were allocated up front (an abort for
; sizes past memory, a capacity-overflow panic past isize::MAX).
@zeros = global [1000000000000 x i32] zeroinitializer
@table = global [1000000000000 x i32] [i32 1]
