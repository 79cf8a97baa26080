;; call_indirect through a table filled by an element segment: a good
;; call, a type mismatch, a null entry, an index past the end; ref.func,
;; table.get/set/size.
(module
  (type $bin (func (param i32 i32) (result i32)))
  (type $un (func (param i32) (result i32)))
  (table 5 funcref)
  (elem (i32.const 0) $add $sub $neg)
  (func $add (type $bin) local.get 0 local.get 1 i32.add)
  (func $sub (type $bin) local.get 0 local.get 1 i32.sub)
  (func $neg (type $un) i32.const 0 local.get 0 i32.sub)
  (func (export "apply") (param i32 i32 i32) (result i32)
    local.get 1 local.get 2 local.get 0 call_indirect (type $bin))
  (func (export "apply1") (param i32 i32) (result i32)
    local.get 1 local.get 0 call_indirect (type $un))
  (func (export "size") (result i32) table.size 0)
  (func (export "install_and_call") (param i32 i32) (result i32)
    i32.const 4 ref.func $sub table.set 0
    local.get 0 local.get 1 i32.const 4 call_indirect (type $bin))
  (func (export "is_null") (param i32) (result i32)
    local.get 0 table.get 0 ref.is_null)
  (func (export "grow") (result i32) ref.null func i32.const 1 table.grow 0)
  (func (export "copy_and_call") (param i32 i32) (result i32)
    ;; entries 0..2 move to 2..4: entry 3 becomes $sub
    i32.const 2 i32.const 0 i32.const 2 table.copy
    local.get 0 local.get 1 i32.const 3 call_indirect (type $bin))
  (func (export "copy_oob") (result i32)
    i32.const 4 i32.const 0 i32.const 2 table.copy i32.const 0)
)
