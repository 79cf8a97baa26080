;; Integer memory operations next to float ones: an index array of i32
;; written and read by the export (and i8/i16/i64 widths), a record
;; array {i32 tag; i32 pad; f64 value} read by field, float results
;; stored back between integer stores.
(module
  (memory 1)
  (func (export "gather") (param $a i32) (param $n i32) (result f64)
    ;; idx[i] = (3 i + 1) mod n stored as i32 at 8192, bytes as i8 at 12288;
    ;; sum_i a[idx[i]] * a[i] + a[byte[i]]
    (local $i i32) (local $s f64) (local $k i32)
    (block $e1
      (loop $l1
        local.get $i local.get $n i32.ge_s br_if $e1
        i32.const 8192 local.get $i i32.const 2 i32.shl i32.add
        local.get $i i32.const 3 i32.mul i32.const 1 i32.add local.get $n i32.rem_u
        i32.store
        i32.const 12288 local.get $i i32.add
        local.get $n i32.const 1 i32.sub local.get $i i32.sub
        i32.store8
        local.get $i i32.const 1 i32.add local.set $i
        br $l1))
    i32.const 0 local.set $i
    (block $e2
      (loop $l2
        local.get $i local.get $n i32.ge_s br_if $e2
        i32.const 8192 local.get $i i32.const 2 i32.shl i32.add i32.load local.set $k
        local.get $s
        local.get $a local.get $k i32.const 3 i32.shl i32.add f64.load
        local.get $a local.get $i i32.const 3 i32.shl i32.add f64.load
        f64.mul
        local.get $a i32.const 12288 local.get $i i32.add i32.load8_u i32.const 3 i32.shl i32.add f64.load
        f64.add f64.add local.set $s
        local.get $i i32.const 1 i32.add local.set $i
        br $l2))
    local.get $s)
  (func (export "records") (param $r i32) (param $n i32) (result f64)
    ;; records of 16 bytes: tag (i32) at 0, value (f64) at 8; tag 1 counts
    ;; value squared, tag 2 value times 3, else the value; the export writes
    ;; back value*2 into each record and an i64 counter next to it
    (local $i i32) (local $p i32) (local $s f64) (local $v f64)
    (block $exit
      (loop $top
        local.get $i local.get $n i32.ge_s br_if $exit
        local.get $r local.get $i i32.const 4 i32.shl i32.add local.set $p
        local.get $p f64.load offset=8 local.set $v
        local.get $p i32.load16_s
        i32.const 1 i32.eq
        (if (result f64)
          (then local.get $v local.get $v f64.mul)
          (else
            local.get $p i32.load i32.const 2 i32.eq
            (if (result f64) (then local.get $v f64.const 3 f64.mul) (else local.get $v))))
        local.get $s f64.add local.set $s
        local.get $p local.get $v f64.const 2 f64.mul f64.store offset=8
        local.get $p i32.const 4 i32.add local.get $i i32.store
        local.get $i i32.const 1 i32.add local.set $i
        br $top))
    ;; read the doubled values back
    i32.const 0 local.set $i
    (block $exit2
      (loop $top2
        local.get $i local.get $n i32.ge_s br_if $exit2
        local.get $s
        local.get $r local.get $i i32.const 4 i32.shl i32.add f64.load offset=8
        local.get $r local.get $i i32.const 4 i32.shl i32.add i64.load32_s offset=4 f64.convert_i64_s
        f64.const 1 f64.add f64.mul f64.add local.set $s
        local.get $i i32.const 1 i32.add local.set $i
        br $top2))
    local.get $s)
  (func (export "bits") (param $x f64) (result f64)
    ;; a float through an i64 store and an f64 load at the same address
    ;; (reinterpret through memory), and back
    i32.const 64 local.get $x i64.reinterpret_f64 i64.store
    i32.const 64 f64.load
    i32.const 64 f64.load f64.mul
    local.get $x f64.add)
)
