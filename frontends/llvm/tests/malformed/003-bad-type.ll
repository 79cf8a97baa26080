; error: 2:13: expected type
@g = global i33x 0
