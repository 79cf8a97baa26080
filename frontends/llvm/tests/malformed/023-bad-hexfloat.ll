; error: 2:20: expected hexadecimal digits after '0x'
@d = global double 0x
