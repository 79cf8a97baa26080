;; Direct calls and recursion: Fibonacci, mutual recursion, a start
;; function that initializes memory.
(module
  (memory 1)
  (func $fib (export "fib") (param i32) (result i32)
    local.get 0 i32.const 2 i32.lt_u
    if (result i32) local.get 0
    else local.get 0 i32.const 1 i32.sub call $fib local.get 0 i32.const 2 i32.sub call $fib i32.add
    end)
  (func $even (param i32) (result i32)
    local.get 0 i32.eqz if (result i32) i32.const 1 else local.get 0 i32.const 1 i32.sub call $odd end)
  (func $odd (param i32) (result i32)
    local.get 0 i32.eqz if (result i32) i32.const 0 else local.get 0 i32.const 1 i32.sub call $even end)
  (func (export "is_even") (param i32) (result i32) local.get 0 call $even)
  (func $init i32.const 0 i32.const 42 i32.store)
  (start $init)
  (func (export "started") (result i32) i32.const 0 i32.load)
)
