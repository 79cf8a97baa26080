;; Loads and stores of every width, signed and unsigned, with static
;; offsets; floats stored and reloaded bit for bit; unaligned access.
(module
  (memory 1)
  (func (export "i32_8") (param i32) (result i32 i32)
    i32.const 3 local.get 0 i32.store8
    i32.const 3 i32.load8_s i32.const 3 i32.load8_u)
  (func (export "i32_16") (param i32) (result i32 i32)
    i32.const 1 local.get 0 i32.store16 offset=4
    i32.const 5 i32.load16_s i32.const 0 i32.load16_u offset=5)
  (func (export "i64_8") (param i64) (result i64 i64)
    i32.const 9 local.get 0 i64.store8
    i32.const 9 i64.load8_s i32.const 9 i64.load8_u)
  (func (export "i64_16") (param i64) (result i64 i64)
    i32.const 9 local.get 0 i64.store16
    i32.const 9 i64.load16_s i32.const 9 i64.load16_u)
  (func (export "i64_32") (param i64) (result i64 i64)
    i32.const 13 local.get 0 i64.store32
    i32.const 13 i64.load32_s i32.const 13 i64.load32_u)
  (func (export "i64_full") (param i64) (result i64)
    i32.const 21 local.get 0 i64.store i32.const 21 i64.load)
  (func (export "f32_rt") (param f32) (result f32)
    i32.const 40 local.get 0 f32.store i32.const 40 f32.load)
  (func (export "f64_rt") (param f64) (result f64)
    i32.const 0 local.get 0 f64.store offset=65528 i32.const 65528 f64.load)
  (func (export "load_at") (param i32) (result i32) local.get 0 i32.load)
  (func (export "load_off") (param i32) (result i32) local.get 0 i32.load offset=4294967295)
)
