;; f32 arrays and mixed precision: f32 loads promoted to f64, f64 results
;; demoted and stored as f32, an f32 scalar argument.
(module
  (memory 1)
  (func (export "mixed") (param $a i32) (param $n i32) (param $w f32) (result f64)
    (local $i i32) (local $s f64) (local $v f64)
    (block $exit
      (loop $top
        local.get $i local.get $n i32.ge_s br_if $exit
        local.get $a local.get $i i32.const 2 i32.shl i32.add f32.load f64.promote_f32 local.set $v
        ;; store v^2 * w back as f32 and read it again
        local.get $a local.get $i i32.const 2 i32.shl i32.add
        local.get $v local.get $v f64.mul f32.demote_f64 local.get $w f32.mul
        f32.store
        local.get $s
        local.get $a local.get $i i32.const 2 i32.shl i32.add f32.load f64.promote_f32
        local.get $v f64.add f64.add local.set $s
        local.get $i i32.const 1 i32.add local.set $i
        br $top))
    local.get $s)
)
