;; memory.size and memory.grow: growth keeps the contents and zeroes the
;; new pages; growth past the maximum gives -1 and is not a trap.
(module
  (memory 1 4)
  (func (export "size") (result i32) memory.size)
  (func (export "grow") (param i32) (result i32) local.get 0 memory.grow)
  (func (export "grow_keep") (result i32)
    i32.const 100 i32.const 1234 i32.store
    i32.const 2 memory.grow drop
    i32.const 100 i32.load
    i32.const 131072 i32.load i32.add
    memory.size i32.add)
  (func (export "store_past") (result i32)
    i32.const 70000 i32.const 5 i32.store
    i32.const 70000 i32.load)
  (func (export "grow_then_store") (result i32)
    i32.const 1 memory.grow drop
    i32.const 70000 i32.const 5 i32.store
    i32.const 70000 i32.load)
)
