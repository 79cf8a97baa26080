;; Every trap kind: unreachable, out-of-bounds load and store, division
;; by zero, overflow, invalid conversions; a trap in a callee stops the
;; caller (which would otherwise return 99).
(module
  (memory 1)
  (func (export "unreachable") (result i32) unreachable)
  (func (export "oob_load") (param i32) (result i32) local.get 0 i32.load)
  (func (export "oob_store") (param i32) local.get 0 i64.const 1 i64.store)
  (func (export "div0") (param i64) (result i64) local.get 0 i64.const 0 i64.div_u)
  (func (export "overflow") (result i64) i64.const 0x8000000000000000 i64.const -1 i64.div_s)
  (func (export "trunc_s") (param f64) (result i32) local.get 0 i32.trunc_f64_s)
  (func (export "trunc_u") (param f32) (result i32) local.get 0 i32.trunc_f32_u)
  (func (export "trunc_s64") (param f64) (result i64) local.get 0 i64.trunc_f64_s)
  (func (export "trunc_u64") (param f32) (result i64) local.get 0 i64.trunc_f32_u)
  (func $inner (param i32) (result i32) local.get 0 i32.const 0 i32.div_s)
  (func (export "propagates") (param i32) (result i32)
    local.get 0 call $inner drop i32.const 99)
  (func $forever (param i32) (result i32) local.get 0 call $forever)
  (func (export "recurse") (result i32) i32.const 0 call $forever)
)
