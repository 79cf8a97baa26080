;; C math imports of `env` (what clang's wasm32 output calls): the reader
;; makes `env.sin`, `env.exp`, `env.log`, `env.pow` zyme math operations,
;; differentiated like any other.
(module
  (import "env" "sin" (func $sin (param f64) (result f64)))
  (import "env" "exp" (func $exp (param f64) (result f64)))
  (import "env" "log" (func $log (param f64) (result f64)))
  (import "env" "pow" (func $pow (param f64 f64) (result f64)))
  (import "env" "cosf" (func $cosf (param f32) (result f32)))
  (memory 1)
  (func (export "wave") (param $x f64) (param $y f64) (result f64)
    local.get $x local.get $y f64.mul call $sin
    local.get $y call $exp f64.mul
    local.get $x local.get $y call $pow f64.add)
  (func (export "softplus_sum") (param $a i32) (param $n i32) (result f64)
    ;; sum_i log(1 + exp(a_i)) * sin(a_i)
    (local $i i32) (local $s f64) (local $v f64)
    (block $exit
      (loop $top
        local.get $i local.get $n i32.ge_s br_if $exit
        local.get $a local.get $i i32.const 3 i32.shl i32.add f64.load local.set $v
        local.get $s
        f64.const 1 local.get $v call $exp f64.add call $log
        local.get $v call $sin f64.mul
        f64.add local.set $s
        local.get $i i32.const 1 i32.add local.set $i
        br $top))
    local.get $s)
  (func (export "cos_f32") (param $x f32) (result f32)
    local.get $x call $cosf local.get $x f32.mul)
)
