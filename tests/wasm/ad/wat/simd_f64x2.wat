;; SIMD f64x2 on arrays in memory: a dot product two lanes at a time, an
;; axpy in place followed by a norm, lane extraction and splats.
(module
  (memory 1)
  (func (export "dot") (param $a i32) (param $b i32) (param $n i32) (result f64)
    ;; n even
    (local $i i32) (local $acc v128)
    (block $exit
      (loop $top
        local.get $i local.get $n i32.ge_s br_if $exit
        local.get $acc
        local.get $a local.get $i i32.const 3 i32.shl i32.add v128.load
        local.get $b local.get $i i32.const 3 i32.shl i32.add v128.load
        f64x2.mul f64x2.add local.set $acc
        local.get $i i32.const 2 i32.add local.set $i
        br $top))
    local.get $acc f64x2.extract_lane 0
    local.get $acc f64x2.extract_lane 1 f64.add)
  (func (export "axpy_norm") (param $alpha f64) (param $x i32) (param $y i32) (param $n i32) (result f64)
    ;; y = alpha x + y in place (v128.store), then sum y_i^2 / 2 through f64x2
    (local $i i32) (local $p i32) (local $acc v128) (local $v v128)
    (block $exit
      (loop $top
        local.get $i local.get $n i32.ge_s br_if $exit
        local.get $y local.get $i i32.const 3 i32.shl i32.add local.tee $p
        local.get $alpha f64x2.splat
        local.get $x local.get $i i32.const 3 i32.shl i32.add v128.load
        f64x2.mul
        local.get $p v128.load f64x2.add
        v128.store
        local.get $p v128.load local.tee $v local.get $v f64x2.mul
        v128.const f64x2 0.5 0.5 f64x2.mul
        local.get $acc f64x2.add local.set $acc
        local.get $i i32.const 2 i32.add local.set $i
        br $top))
    local.get $acc f64x2.extract_lane 0 local.get $acc f64x2.extract_lane 1 f64.add)
  (func (export "lanes") (param $x f64) (param $y f64) (result f64)
    (local $v v128)
    local.get $x f64x2.splat local.get $y f64x2.replace_lane 1
    local.tee $v local.get $v f64x2.mul
    f64x2.sqrt
    local.get $v f64x2.div
    local.get $v f64x2.sub
    f64x2.neg
    local.set $v
    local.get $v f64x2.extract_lane 0 local.get $v f64x2.extract_lane 1 f64.mul)
)
