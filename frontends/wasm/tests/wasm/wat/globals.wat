;; Globals of every type, mutable and constant, initialized by constants
;; and by an earlier global; read and written through the instance.
(module
  (global $count (mut i32) (i32.const 0))
  (global $scale f64 (f64.const 2.5))
  (global $big (mut i64) (i64.const -9000000000))
  (global $x (mut f32) (f32.const 1.5))
  (func (export "bump") (result i32)
    global.get $count i32.const 1 i32.add global.set $count
    global.get $count i32.const 1 i32.add global.set $count
    global.get $count)
  (func (export "scaled") (param f64) (result f64)
    local.get 0 global.get $scale f64.mul)
  (func (export "big") (result i64)
    global.get $big i64.const 1 i64.add global.set $big global.get $big)
  (func (export "x3") (result f32)
    global.get $x f32.const 2 f32.mul global.set $x global.get $x global.get $x f32.add)
)
