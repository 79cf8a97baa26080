;; Structured control: nested blocks with results, loops with branches
;; back, if/else with and without results, early return, br_if carrying
;; a value, unreachable code after br.
(module
  (func (export "fac") (param i64) (result i64) (local i64)
    i64.const 1 local.set 1
    block $done
      loop $top
        local.get 0 i64.eqz br_if $done
        local.get 1 local.get 0 i64.mul local.set 1
        local.get 0 i64.const 1 i64.sub local.set 0
        br $top
      end
    end
    local.get 1)
  (func (export "sign") (param i32) (result i32)
    local.get 0 i32.const 0 i32.lt_s
    if (result i32) i32.const -1
    else local.get 0 i32.eqz if (result i32) i32.const 0 else i32.const 1 end
    end)
  (func (export "clamp") (param f64) (result f64)
    local.get 0 f64.const 0 f64.lt if f64.const 0 return end
    local.get 0 f64.const 1 f64.gt if f64.const 1 return end
    local.get 0)
  (func (export "brif_value") (param i32) (result i32)
    block (result i32)
      i32.const 10 local.get 0 br_if 0 drop i32.const 20
    end)
  (func (export "dead_code") (param i32) (result i32)
    block (result i32)
      local.get 0 br 0
      i32.const 1 i32.add
      block end
    end)
  (func (export "sum_to") (param i32) (result i32) (local i32)
    loop $l
      local.get 1 local.get 0 i32.add local.set 1
      local.get 0 i32.const 1 i32.sub local.tee 0
      br_if $l
    end
    local.get 1)
  (func (export "nested") (param i32) (result i32)
    block $a (result i32)
      block $b (result i32)
        block $c (result i32)
          local.get 0 local.get 0 br_if $c
          drop i32.const 100 br $a
        end
        i32.const 1 i32.add br $b
      end
      i32.const 2 i32.mul
    end)
)
