;; select, untyped and typed, of every scalar type.
(module
  (func (export "sel_i32") (param i32 i32 i32) (result i32)
    local.get 0 local.get 1 local.get 2 select)
  (func (export "sel_f64") (param f64 f64 i32) (result f64)
    local.get 0 local.get 1 local.get 2 select (result f64))
  (func (export "sel_i64") (param i64 i64 i32) (result i64)
    local.get 0 local.get 1 local.get 2 select)
  (func (export "max_f32") (param f32 f32) (result f32)
    local.get 0 local.get 1 local.get 0 local.get 1 f32.gt select)
)
