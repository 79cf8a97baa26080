;; SIMD f32x4 on float arrays in memory: sums of squares and a weighted
;; sum four lanes at a time, with min/max lane-wise.
(module
  (memory 1)
  (func (export "sumsq") (param $a i32) (param $n i32) (result f32)
    ;; n a multiple of 4
    (local $i i32) (local $acc v128) (local $v v128)
    (block $exit
      (loop $top
        local.get $i local.get $n i32.ge_s br_if $exit
        local.get $a local.get $i i32.const 2 i32.shl i32.add v128.load local.tee $v
        local.get $v f32x4.mul local.get $acc f32x4.add local.set $acc
        local.get $i i32.const 4 i32.add local.set $i
        br $top))
    local.get $acc f32x4.extract_lane 0 local.get $acc f32x4.extract_lane 1 f32.add
    local.get $acc f32x4.extract_lane 2 local.get $acc f32x4.extract_lane 3 f32.add f32.add)
  (func (export "clipped_dot") (param $a i32) (param $b i32) (param $s f32) (result f32)
    ;; four lanes: sum(min(a, s) * max(b, 0.5) / 2 - a)
    (local $v v128)
    local.get $a v128.load local.get $s f32x4.splat f32x4.min
    local.get $b v128.load v128.const f32x4 0.5 0.5 0.5 0.5 f32x4.max
    f32x4.mul v128.const f32x4 2 2 2 2 f32x4.div
    local.get $a v128.load f32x4.sub local.set $v
    local.get $v f32x4.extract_lane 0 local.get $v f32x4.extract_lane 1 f32.add
    local.get $v f32x4.extract_lane 2 local.get $v f32x4.extract_lane 3 f32.add f32.add)
  (func (export "scale_store") (param $a i32) (param $s f32) (result f32)
    ;; a[0..4] = sqrt(a) * s stored in place, then the lanes' product
    (local $v v128)
    local.get $a local.get $a v128.load f32x4.sqrt local.get $s f32x4.splat f32x4.mul v128.store
    local.get $a v128.load local.set $v
    local.get $v f32x4.extract_lane 0 local.get $v f32x4.extract_lane 1 f32.mul
    local.get $v f32x4.extract_lane 2 f32.mul local.get $v f32x4.extract_lane 3 f32.add)
)
