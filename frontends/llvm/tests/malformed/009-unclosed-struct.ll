; error: 3:1: expected ',' or '}' in struct type
%T = type { i32, double
@g = global i32 0
