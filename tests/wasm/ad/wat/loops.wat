;; Loops: Horner's rule over coefficients in memory (trip count from an
;; argument), a loop whose trip count depends on a float (Newton's
;; iterations until convergence), and a nested loop (matrix-vector).
(module
  (memory 1)
  (func (export "horner") (param $c i32) (param $n i32) (param $x f64) (result f64)
    (local $i i32) (local $p f64)
    local.get $n local.set $i
    (block $exit
      (loop $top
        local.get $i i32.eqz br_if $exit
        local.get $i i32.const 1 i32.sub local.set $i
        local.get $p local.get $x f64.mul
        local.get $c local.get $i i32.const 3 i32.shl i32.add f64.load
        f64.add local.set $p
        br $top))
    local.get $p)
  (func (export "newton_sqrt") (param $a f64) (result f64)
    ;; x_{k+1} = (x_k + a/x_k)/2 from x_0 = a, for 12 steps (fixed count)
    (local $x f64) (local $k i32)
    local.get $a local.set $x
    (loop $top
      local.get $x local.get $a local.get $x f64.div f64.add f64.const 0.5 f64.mul local.set $x
      local.get $k i32.const 1 i32.add local.tee $k
      i32.const 12 i32.lt_s br_if $top)
    local.get $x)
  (func (export "matvec_norm") (param $m i32) (param $v i32) (param $n i32) (result f64)
    ;; sum_i (sum_j M[i][j] v[j])^2, M row-major n x n
    (local $i i32) (local $j i32) (local $acc f64) (local $s f64)
    (block $outer_exit
      (loop $outer
        local.get $i local.get $n i32.ge_u br_if $outer_exit
        f64.const 0 local.set $acc
        i32.const 0 local.set $j
        (block $inner_exit
          (loop $inner
            local.get $j local.get $n i32.ge_u br_if $inner_exit
            local.get $acc
            local.get $m local.get $i local.get $n i32.mul local.get $j i32.add i32.const 3 i32.shl i32.add f64.load
            local.get $v local.get $j i32.const 3 i32.shl i32.add f64.load
            f64.mul f64.add local.set $acc
            local.get $j i32.const 1 i32.add local.set $j
            br $inner))
        local.get $s local.get $acc local.get $acc f64.mul f64.add local.set $s
        local.get $i i32.const 1 i32.add local.set $i
        br $outer))
    local.get $s)
)
