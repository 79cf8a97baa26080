;; `br_table`: an integer argument (and an index computed from a float)
;; picks the formula.
(module
  (memory 1)
  (func (export "dispatch") (param $k i32) (param $x f64) (param $y f64) (result f64)
    (block $default
      (block $c2
        (block $c1
          (block $c0
            local.get $k
            br_table $c0 $c1 $c2 $default)
          local.get $x local.get $y f64.mul return)
        local.get $x local.get $x f64.mul local.get $y f64.add return)
      local.get $x local.get $y f64.div return)
    local.get $x local.get $y f64.sub)
  (func (export "bucket_sum") (param $a i32) (param $n i32) (result f64)
    ;; each element weighted by a weight chosen through br_table on floor(x)
    (local $i i32) (local $v f64) (local $w f64) (local $s f64)
    (block $exit
      (loop $top
        local.get $i local.get $n i32.ge_s br_if $exit
        local.get $a local.get $i i32.const 3 i32.shl i32.add f64.load local.set $v
        (block $set
          (block $b2
            (block $b1
              (block $b0
                local.get $v f64.floor i32.trunc_sat_f64_s
                br_table $b0 $b1 $b2)
              f64.const 2 local.set $w br $set)
            local.get $v local.set $w br $set)
          f64.const -3 local.set $w)
        local.get $s local.get $w local.get $v f64.mul f64.add local.set $s
        local.get $i i32.const 1 i32.add local.set $i
        br $top))
    local.get $s)
)
