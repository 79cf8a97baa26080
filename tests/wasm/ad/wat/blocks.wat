;; Nested blocks, `br_if` out of them and `if`/`else` with results: a
;; piecewise function whose branch depends on the inputs.
(module
  (memory 1)
  (func (export "piecewise") (param $x f64) (param $y f64) (result f64)
    (local $r f64)
    (block $done
      (block $neg
        local.get $x
        f64.const 0
        f64.lt
        br_if $neg
        ;; x >= 0: r = x*y + y*y, or with a third branch for big x
        local.get $x
        f64.const 2
        f64.gt
        (if (result f64)
          (then local.get $x local.get $x f64.mul local.get $y f64.mul)
          (else local.get $x local.get $y f64.mul local.get $y local.get $y f64.mul f64.add))
        local.set $r
        br $done)
      ;; x < 0
      local.get $x local.get $y f64.div local.set $r)
    local.get $r
    local.get $y f64.const 3 f64.mul f64.add)
  (func (export "clamp_sum") (param $a i32) (param $n i32) (result f64)
    ;; sum of clamp(x_i, -1, 1) * x_i over an array, branches in a loop
    (local $i i32) (local $s f64) (local $v f64)
    (block $exit
      (loop $top
        local.get $i local.get $n i32.ge_s br_if $exit
        local.get $a local.get $i i32.const 3 i32.shl i32.add f64.load local.set $v
        (block $set
          (block $mid
            local.get $v f64.const 1 f64.gt
            (if (then local.get $s local.get $v f64.add local.set $s br $set))
            local.get $v f64.const -1 f64.lt
            (if (then local.get $s local.get $v f64.sub local.set $s br $set))
            br $mid)
          local.get $s local.get $v local.get $v f64.mul f64.add local.set $s)
        local.get $i i32.const 1 i32.add local.set $i
        br $top))
    local.get $s)
)
