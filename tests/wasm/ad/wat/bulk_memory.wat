;; Bulk memory on float arrays: `memory.copy` (overlapping, a memmove),
;; `memory.fill` of part of an array, and a passive data segment copied
;; in with `memory.init` (constants, no derivative).
(module
  (memory 1)
  (data $w "\00\00\00\00\00\00\f0\3f\00\00\00\00\00\00\00\40\00\00\00\00\00\00\08\40\00\00\00\00\00\00\10\40")
  (func (export "copy_fill") (param $a i32) (param $n i32) (result f64)
    ;; scratch at 1024: copy a, shift it by one element (overlapping copy),
    ;; zero the first element with fill, then sum_i scratch_i * a_i
    (local $i i32) (local $s f64)
    i32.const 1024 local.get $a local.get $n i32.const 3 i32.shl memory.copy
    i32.const 1032 i32.const 1024 local.get $n i32.const 1 i32.sub i32.const 3 i32.shl memory.copy
    i32.const 1024 i32.const 0 i32.const 8 memory.fill
    (block $exit
      (loop $top
        local.get $i local.get $n i32.ge_s br_if $exit
        local.get $s
        i32.const 1024 local.get $i i32.const 3 i32.shl i32.add f64.load
        local.get $a local.get $i i32.const 3 i32.shl i32.add f64.load
        f64.mul f64.add local.set $s
        local.get $i i32.const 1 i32.add local.set $i
        br $top))
    local.get $s)
  (func (export "weighted") (param $a i32) (result f64)
    ;; weights 1,2,3,4 from the data segment, applied to a copy of a
    (local $i i32) (local $s f64)
    i32.const 2048 i32.const 0 i32.const 32 memory.init $w
    i32.const 4096 local.get $a i32.const 32 memory.copy
    (block $exit
      (loop $top
        local.get $i i32.const 4 i32.ge_s br_if $exit
        local.get $s
        i32.const 2048 local.get $i i32.const 3 i32.shl i32.add f64.load
        i32.const 4096 local.get $i i32.const 3 i32.shl i32.add f64.load
        i32.const 4096 local.get $i i32.const 3 i32.shl i32.add f64.load
        f64.mul f64.mul f64.add local.set $s
        local.get $i i32.const 1 i32.add local.set $i
        br $top))
    local.get $s)
  (func (export "fill_tail") (param $a i32) (param $n i32) (result f64)
    ;; zero the second half of a in place (memory.fill), then sum of squares
    (local $i i32) (local $s f64)
    local.get $a local.get $n i32.const 1 i32.shr_u i32.const 3 i32.shl i32.add
    i32.const 0
    local.get $n local.get $n i32.const 1 i32.shr_u i32.sub i32.const 3 i32.shl
    memory.fill
    (block $exit
      (loop $top
        local.get $i local.get $n i32.ge_s br_if $exit
        local.get $s
        local.get $a local.get $i i32.const 3 i32.shl i32.add f64.load
        local.get $a local.get $i i32.const 3 i32.shl i32.add f64.load
        f64.mul f64.add local.set $s
        local.get $i i32.const 1 i32.add local.set $i
        br $top))
    local.get $s)
)
