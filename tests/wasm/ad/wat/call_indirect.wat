;; `call_indirect` through a table of float functions, the index an
;; argument or read from memory, plus direct calls.
(module
  (memory 1)
  (type $un (func (param f64) (result f64)))
  (type $bin (func (param f64 f64) (result f64)))
  (table 4 funcref)
  (elem (i32.const 0) $square $cube $scaled $inv)
  (func $square (type $un) local.get 0 local.get 0 f64.mul)
  (func $cube (type $un) local.get 0 local.get 0 f64.mul local.get 0 f64.mul)
  (func $scaled (type $un) local.get 0 f64.const 3 f64.mul)
  (func $inv (type $un) f64.const 1 local.get 0 f64.div)
  (func $combine (type $bin) local.get 0 local.get 1 f64.mul local.get 0 f64.add)
  (func (export "apply") (param $k i32) (param $x f64) (param $y f64) (result f64)
    local.get $x local.get $k call_indirect (type $un)
    local.get $y local.get $k i32.const 1 i32.add i32.const 3 i32.and call_indirect (type $un)
    call $combine)
  (func (export "apply_all") (param $a i32) (param $n i32) (result f64)
    ;; sum_i table[i mod 4](a_i)
    (local $i i32) (local $s f64)
    (block $exit
      (loop $top
        local.get $i local.get $n i32.ge_s br_if $exit
        local.get $s
        local.get $a local.get $i i32.const 3 i32.shl i32.add f64.load
        local.get $i i32.const 3 i32.and call_indirect (type $un)
        f64.add local.set $s
        local.get $i i32.const 1 i32.add local.set $i
        br $top))
    local.get $s)
)
