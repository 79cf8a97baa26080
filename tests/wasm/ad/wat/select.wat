;; `select` on floats (typed and untyped), picked by float comparisons.
(module
  (memory 1)
  (func (export "smooth_max") (param $x f64) (param $y f64) (result f64)
    local.get $x local.get $y
    local.get $x local.get $y f64.gt
    select
    local.get $x local.get $y f64.mul f64.add)
  (func (export "relu_dot") (param $a i32) (param $b i32) (param $n i32) (result f64)
    ;; sum_i max(a_i, 0.1 a_i) * b_i (leaky ReLU by select)
    (local $i i32) (local $v f64) (local $s f64)
    (block $exit
      (loop $top
        local.get $i local.get $n i32.ge_s br_if $exit
        local.get $a local.get $i i32.const 3 i32.shl i32.add f64.load local.set $v
        local.get $v
        local.get $v f64.const 0.1 f64.mul
        local.get $v f64.const 0 f64.gt
        (select (result f64))
        local.get $b local.get $i i32.const 3 i32.shl i32.add f64.load
        f64.mul local.get $s f64.add local.set $s
        local.get $i i32.const 1 i32.add local.set $i
        br $top))
    local.get $s)
  (func (export "select_f32") (param $x f32) (param $y f32) (result f32)
    local.get $x local.get $x f32.mul
    local.get $y f32.const 2 f32.mul
    local.get $x local.get $y f32.lt
    select)
)
