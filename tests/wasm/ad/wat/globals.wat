;; Globals: a mutable f64 and f32 global written and read inside the
;; export (state through the instance record, whose float globals have
;; shadows), an immutable float global, and an integer counter.
(module
  (memory 1)
  (global $scale (mut f64) (f64.const 1.5))
  (global $acc (mut f64) (f64.const 0))
  (global $accf (mut f32) (f32.const 0.25))
  (global $two f64 (f64.const 2))
  (global $count (mut i32) (i32.const 0))
  (func $accumulate (param $v f64)
    global.get $acc local.get $v global.get $scale f64.mul f64.add global.set $acc
    global.get $count i32.const 1 i32.add global.set $count)
  (func (export "through_globals") (param $x f64) (param $y f64) (result f64)
    local.get $x global.set $scale
    local.get $y call $accumulate
    local.get $y local.get $y f64.mul call $accumulate
    global.get $acc global.get $two f64.mul
    global.get $count f64.convert_i32_s f64.mul)
  (func (export "array_global") (param $a i32) (param $n i32) (result f64)
    ;; acc = sum a_i * scale, with scale = a_0 set first
    (local $i i32)
    local.get $a f64.load global.set $scale
    f64.const 0 global.set $acc
    (block $exit
      (loop $top
        local.get $i local.get $n i32.ge_s br_if $exit
        local.get $a local.get $i i32.const 3 i32.shl i32.add f64.load call $accumulate
        local.get $i i32.const 1 i32.add local.set $i
        br $top))
    global.get $acc)
  (func (export "f32_global") (param $x f32) (result f32)
    global.get $accf local.get $x f32.mul local.get $x f32.add global.set $accf
    global.get $accf global.get $accf f32.mul)
)
