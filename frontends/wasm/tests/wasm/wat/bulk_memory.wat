;; memory.fill, memory.copy (overlapping), memory.init from a passive
;; segment, data.drop; active data segments at instantiation.
(module
  (memory 1)
  (data (i32.const 16) "\01\02\03\04\05\06\07\08")
  (data $p "hello")
  (func (export "fill") (result i32)
    i32.const 100 i32.const 0xab i32.const 4 memory.fill
    i32.const 100 i32.load)
  (func (export "copy_overlap") (result i64)
    i32.const 18 i32.const 16 i32.const 8 memory.copy
    i32.const 16 i64.load)
  (func (export "init") (result i32)
    i32.const 200 i32.const 1 i32.const 4 memory.init $p
    i32.const 200 i32.load)
  (func (export "init_dropped") (result i32)
    data.drop $p
    i32.const 200 i32.const 0 i32.const 1 memory.init $p
    i32.const 0)
  (func (export "fill_oob") (result i32)
    i32.const 65530 i32.const 0 i32.const 7 memory.fill i32.const 0)
  (func (export "copy_oob") (result i32)
    i32.const 0 i32.const 65535 i32.const 2 memory.copy i32.const 0)
)
