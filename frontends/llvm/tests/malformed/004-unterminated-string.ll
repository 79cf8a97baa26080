; error: 2:25: unterminated string constant
@s = constant [3 x i8] c"ab
