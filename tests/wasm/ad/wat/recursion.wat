;; Direct recursion with float arguments and results (the call depth
;; counter in the instance record is integer state next to it), and
;; mutual recursion.
(module
  (memory 1)
  (func $pow_rec (export "pow_rec") (param $x f64) (param $n i32) (result f64)
    local.get $n i32.eqz
    (if (result f64)
      (then f64.const 1)
      (else local.get $x local.get $x local.get $n i32.const 1 i32.sub call $pow_rec f64.mul)))
  (func $even (param $x f64) (param $n i32) (result f64)
    local.get $n i32.eqz
    (if (result f64) (then local.get $x)
      (else local.get $x f64.const 0.5 f64.mul local.get $n i32.const 1 i32.sub call $odd)))
  (func $odd (param $x f64) (param $n i32) (result f64)
    local.get $x local.get $x f64.mul f64.const 1 f64.add local.get $n i32.const 1 i32.sub call $even)
  (func (export "mutual") (param $x f64) (param $n i32) (result f64)
    local.get $x local.get $n call $even)
  (func $tree (param $a i32) (param $lo i32) (param $hi i32) (result f64)
    ;; pairwise product-sum: tree(lo, hi) = tree(lo, mid) * 0.5 + tree(mid, hi)^2 / 4
    (local $mid i32) (local $t f64)
    local.get $hi local.get $lo i32.sub i32.const 1 i32.le_s
    (if (result f64)
      (then local.get $a local.get $lo i32.const 3 i32.shl i32.add f64.load)
      (else
        local.get $lo local.get $hi i32.add i32.const 1 i32.shr_u local.set $mid
        local.get $a local.get $lo local.get $mid call $tree f64.const 0.5 f64.mul
        local.get $a local.get $mid local.get $hi call $tree local.tee $t
        local.get $t f64.mul f64.const 0.25 f64.mul
        f64.add)))
  (func (export "tree") (param $a i32) (param $n i32) (result f64)
    local.get $a i32.const 0 local.get $n call $tree)
)
