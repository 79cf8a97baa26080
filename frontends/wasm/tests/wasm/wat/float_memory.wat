;; A loop over an array of doubles in linear memory: the shape of code
;; a derivative will be taken of (sum of squares, dot product).
(module
  (memory 1)
  (func $fill (param i32)
    (local i32)
    loop $l
      local.get 1 i32.const 3 i32.shl
      local.get 1 f64.convert_i32_u f64.const 0.5 f64.mul
      f64.store
      local.get 1 i32.const 1 i32.add local.tee 1
      local.get 0 i32.lt_u br_if $l
    end)
  (func (export "sumsq") (param i32) (result f64)
    (local i32 f64)
    local.get 0 call $fill
    loop $l
      local.get 2
      local.get 1 i32.const 3 i32.shl f64.load
      local.get 1 i32.const 3 i32.shl f64.load
      f64.mul f64.add local.set 2
      local.get 1 i32.const 1 i32.add local.tee 1
      local.get 0 i32.lt_u br_if $l
    end
    local.get 2)
)
