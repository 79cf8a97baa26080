; error: 2:1: unterminated comment
/* never closed
@g = global i32 0
