; error: 4:1: initializer larger than its global
; Regression: element offsets past 2^64 overflowed (a panic in debug
; builds, a write at a wrapped offset in release builds).
@g = global [1 x [2 x i8]] [ [4 x [6148914691236517206 x i8]] [ [6148914691236517206 x i8] zeroinitializer, [6148914691236517206 x i8] zeroinitializer, [6148914691236517206 x i8] zeroinitializer, [6148914691236517206 x i8] c"a" ] ]
