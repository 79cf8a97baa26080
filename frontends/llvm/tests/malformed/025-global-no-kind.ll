; error: 2:16: expected 'global', 'constant', 'alias' or 'ifunc'
@g = dso_local i32 0
