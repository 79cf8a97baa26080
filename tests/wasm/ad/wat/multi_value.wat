;; Multi-value: functions returning several floats (and an integer), a
;; block with several results, results summed by the test.
(module
  (memory 1)
  (func $polar (param $x f64) (param $y f64) (result f64 f64)
    local.get $x local.get $x f64.mul local.get $y local.get $y f64.mul f64.add f64.sqrt
    local.get $y local.get $x f64.div)
  (func (export "polar") (param $x f64) (param $y f64) (result f64 f64)
    local.get $x local.get $y call $polar)
  (func (export "three") (param $x f64) (param $y f64) (result f64 i32 f64)
    (block (result f64 f64)
      local.get $x local.get $y
      call $polar)
    ;; stack: r t
    f64.mul
    i32.const 7
    local.get $x local.get $y f64.mul local.get $x f64.add)
  (func (export "minmax") (param $a i32) (param $n i32) (result f64 f64 f64)
    ;; (min, max, sum of squares) of an array, the three as one block's results
    (local $i i32) (local $lo f64) (local $hi f64) (local $s f64) (local $v f64)
    local.get $a f64.load local.tee $lo local.set $hi
    (block $exit
      (loop $top
        local.get $i local.get $n i32.ge_s br_if $exit
        local.get $a local.get $i i32.const 3 i32.shl i32.add f64.load local.set $v
        local.get $v local.get $lo f64.min local.set $lo
        local.get $v local.get $hi f64.max local.set $hi
        local.get $s local.get $v local.get $v f64.mul f64.add local.set $s
        local.get $i i32.const 1 i32.add local.set $i
        br $top))
    local.get $lo local.get $hi local.get $s)
)
