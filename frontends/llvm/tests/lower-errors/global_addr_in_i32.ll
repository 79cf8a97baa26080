; error: 3:1: an address stored in fewer than 8 bytes is not supported
@target = global i32 0
@low = global i32 ptrtoint (ptr @target to i32)
