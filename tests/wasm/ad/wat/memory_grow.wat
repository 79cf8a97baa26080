;; `memory.grow` inside the export: the input array is copied into the
;; fresh pages (float loads and stores there), which the shadow memory
;; must grow with, then reduced from there.
(module
  (memory 1)
  (func (export "grow_and_reduce") (param $a i32) (param $n i32) (result f64)
    (local $base i32) (local $i i32) (local $s f64) (local $v f64)
    i32.const 1 memory.grow
    i32.const 16 i32.shl local.set $base
    (block $exit
      (loop $top
        local.get $i local.get $n i32.ge_s br_if $exit
        local.get $a local.get $i i32.const 3 i32.shl i32.add f64.load local.set $v
        local.get $base local.get $i i32.const 3 i32.shl i32.add
        local.get $v local.get $v f64.mul local.get $v f64.add
        f64.store
        local.get $i i32.const 1 i32.add local.set $i
        br $top))
    i32.const 0 local.set $i
    (block $exit2
      (loop $top2
        local.get $i local.get $n i32.ge_s br_if $exit2
        local.get $s
        local.get $base local.get $i i32.const 3 i32.shl i32.add f64.load
        local.get $i f64.convert_i32_s f64.const 1 f64.add f64.mul f64.add local.set $s
        local.get $i i32.const 1 i32.add local.set $i
        br $top2))
    local.get $s
    memory.size f64.convert_i32_s f64.mul)
  (func (export "grow_scalar") (param $x f64) (result f64)
    (local $p i32)
    i32.const 2 memory.grow i32.const 16 i32.shl i32.const 65536 i32.add local.set $p
    local.get $p local.get $x f64.store
    local.get $p i32.const 8 i32.add local.get $x local.get $x f64.mul f64.store
    local.get $p f64.load local.get $p i32.const 8 i32.add f64.load f64.mul)
)
