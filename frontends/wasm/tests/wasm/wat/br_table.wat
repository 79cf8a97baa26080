;; br_table with a default, targets carrying values, and a loop target.
(module
  (func (export "classify") (param i32) (result i32)
    block $d block $c block $b block $a
      local.get 0 br_table $a $b $c $d
    end i32.const 100 return
    end i32.const 200 return
    end i32.const 300 return
    end i32.const -1)
  (func (export "with_value") (param i32) (result i32)
    block $x (result i32)
      block $y (result i32)
        i32.const 7 local.get 0 br_table $x $y $x
      end
      i32.const 1000 i32.add
    end)
  (func (export "count_down") (param i32) (result i32) (local i32)
    block $out
      loop $l
        local.get 1 i32.const 1 i32.add local.set 1
        local.get 0 i32.const 1 i32.sub local.tee 0
        br_table $out $l $l $l
      end
    end
    local.get 1)
)
