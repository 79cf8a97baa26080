;; Multi-value: functions returning several values, blocks and loops with
;; parameters and results, if with parameters.
(module
  (func $divmod (param i32 i32) (result i32 i32)
    local.get 0 local.get 1 i32.div_u local.get 0 local.get 1 i32.rem_u)
  (func (export "divmod") (param i32 i32) (result i32 i32)
    local.get 0 local.get 1 call $divmod)
  (func (export "swap") (param f64 i64) (result i64 f64)
    local.get 1 local.get 0)
  (func (export "block_params") (param i32 i32) (result i32)
    local.get 0 local.get 1
    block (param i32 i32) (result i32) i32.sub end)
  (func (export "loop_params") (param i32) (result i32)
    i32.const 0 local.get 0
    loop $l (param i32 i32) (result i32)
      ;; (acc, n) -> (acc + n, n - 1) while n - 1 != 0
      local.tee 0 i32.add
      local.get 0 i32.const 1 i32.sub local.tee 0
      local.get 0 br_if $l
      drop
    end)
  (func (export "if_params") (param i32 i32) (result i32 i32)
    local.get 1 local.get 0
    if (param i32) (result i32 i32) i32.const 1 else i32.const 2 end)
)
