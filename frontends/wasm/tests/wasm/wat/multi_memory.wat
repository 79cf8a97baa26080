;; Two memories: stores to one do not show in the other; copy between
;; them; each has its own size and growth.
(module
  (memory $a 1)
  (memory $b 2)
  (data (memory $b) (i32.const 8) "\2a")
  (func (export "separate") (result i32 i32)
    i32.const 0 i32.const 7 i32.store $a
    i32.const 0 i32.const 9 i32.store $b
    i32.const 0 i32.load $a i32.const 0 i32.load $b)
  (func (export "copy") (result i32)
    i32.const 100 i32.const 8 i32.const 1 memory.copy $a $b
    i32.const 100 i32.load8_u $a)
  (func (export "sizes") (result i32 i32)
    i32.const 1 memory.grow $b drop memory.size $a memory.size $b)
  (func (export "oob_b") (result i32) i32.const 131070 i32.load $b)
)
