;; SIMD-128: loads and stores, constants, splats, lanes, shuffles,
;; bitwise operations, integer and float arithmetic, comparisons.
(module
  (memory 1)
  (func (export "dot2") (param f64 f64 f64 f64) (result f64) (local v128)
    local.get 0 f64x2.splat local.get 1 f64x2.replace_lane 1
    local.get 2 f64x2.splat local.get 3 f64x2.replace_lane 1
    f64x2.mul local.tee 4 f64x2.extract_lane 0 local.get 4 f64x2.extract_lane 1 f64.add)
  (func (export "mem_axpy") (param f64) (result f64)
    ;; y[0..2] = a * x + y through memory, x = (1, 2), y = (10, 20)
    i32.const 0 v128.const f64x2 1 2 v128.store
    i32.const 16 v128.const f64x2 10 20 v128.store
    i32.const 16
    local.get 0 f64x2.splat i32.const 0 v128.load f64x2.mul
    i32.const 16 v128.load f64x2.add
    v128.store
    i32.const 16 f64.load i32.const 24 f64.load f64.add)
  (func (export "f32_ops") (param f32) (result f32) (local v128)
    v128.const f32x4 1 4 9 16 f32x4.sqrt local.get 0 f32x4.splat f32x4.div
    v128.const f32x4 -1 0 0 0 f32x4.min f32x4.abs f32x4.neg local.tee 1
    f32x4.extract_lane 0 local.get 1 f32x4.extract_lane 3 f32.add)
  (func (export "f64_ops") (param f64 f64) (result f64)
    local.get 0 f64x2.splat local.get 1 f64x2.splat f64x2.sub
    local.get 1 f64x2.splat f64x2.max local.get 1 f64x2.splat f64x2.div
    f64x2.sqrt f64x2.neg f64x2.abs f64x2.extract_lane 1)
  (func (export "i32_ops") (param i32 i32) (result i32)
    local.get 0 i32x4.splat local.get 1 i32x4.splat i32x4.mul
    v128.const i32x4 1 2 3 4 i32x4.add
    v128.const i32x4 1 1 1 1 i32x4.sub
    i32x4.extract_lane 3)
  (func (export "i8_lanes") (param i32) (result i32 i32 i32) (local v128)
    local.get 0 i8x16.splat i32.const 200 i8x16.replace_lane 5 local.set 1
    local.get 1 i8x16.extract_lane_s 5
    local.get 1 i8x16.extract_lane_u 5
    local.get 1 v128.const i8x16 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 i8x16.add
    i8x16.extract_lane_s 15)
  (func (export "shuffle") (result i32)
    v128.const i32x4 10 20 30 40 v128.const i32x4 50 60 70 80
    i8x16.shuffle 12 13 14 15 16 17 18 19 0 1 2 3 28 29 30 31
    i32x4.extract_lane 2)
  (func (export "bitwise") (param i64 i64) (result i64)
    local.get 0 i64x2.splat local.get 1 i64x2.splat v128.and
    local.get 1 i64x2.splat v128.xor v128.not
    local.get 0 i64x2.splat v128.or
    i64x2.extract_lane 1)
  (func (export "bitselect") (result i64)
    v128.const i64x2 0x1111 0 v128.const i64x2 0x2222 0 v128.const i64x2 0xff00 0
    v128.bitselect i64x2.extract_lane 0)
  (func (export "cmp") (param f32 f32) (result i32)
    local.get 0 f32x4.splat local.get 1 f32x4.splat f32x4.lt i32x4.extract_lane 0)
  (func (export "icmp_any") (param i32) (result i32 i32)
    local.get 0 i32x4.splat v128.const i32x4 0 5 10 15 i32x4.gt_s v128.any_true
    local.get 0 i32x4.splat v128.const i32x4 0 5 10 15 i32x4.gt_s i32x4.all_true)
  (func (export "shifts") (param i32) (result i32)
    v128.const i32x4 -8 8 1 1 local.get 0 i32x4.shr_s i32x4.extract_lane 0)
  (func (export "convert") (param i32) (result f32)
    local.get 0 i32x4.splat f32x4.convert_i32x4_s f32x4.extract_lane 2)
  (func (export "vadd") (param v128 v128) (result v128)
    local.get 0 local.get 1 f64x2.add)
  (func (export "vsplit") (param v128) (result f64 v128)
    local.get 0 f64x2.extract_lane 1 local.get 0)
)
