//! The shape of what the reader emits, for the analyses that come after
//! it: memory accesses are pointers derived from the memory base in
//! `vmctx`, float accesses carry their type, and the generated functions
//! (shadow instance, `memory.grow` and its rule) do what the derivative
//! needs.

mod common;

use common::*;
use zyme_ir::{
    CastOp, DataValue, Function, InstData, Interpreter, ScalarType, Type, Value, ValueDef,
};

fn def(f: &Function, v: Value) -> Option<&InstData> {
    match f.dfg.values[v].def {
        ValueDef::Result(inst, _) => Some(&f.dfg.insts[inst]),
        _ => None,
    }
}

/// `ptr_add(load.ptr(ptr_add(vmctx, base)), zext(addr))`, possibly
/// followed by a constant offset.
fn is_memory_pointer(f: &Function, p: Value) -> bool {
    let vmctx = f.params()[0];
    let Some(InstData::PtrAdd {
        args: [base, index],
    }) = def(f, p)
    else {
        return false;
    };
    if let Some(InstData::PtrAdd { .. }) = def(f, *base) {
        if is_memory_pointer(f, *base) {
            return true; // a static offset on top
        }
    }
    // The base is read from the function's local for it, which holds
    // `load.ptr(ptr_add(vmctx, base))` (stored at entry and after calls;
    // mem2reg makes the two one value).
    let base_ok = matches!(def(f, *base), Some(InstData::Load { ty, ptr, .. })
    if *ty == Type::PTR
        && match def(f, *ptr) {
            Some(InstData::PtrAdd { args: [v, _] }) => *v == vmctx,
            Some(InstData::StackAddr { slot }) => holds_vmctx_base(f, *slot),
            _ => false,
        });
    let index_ok = matches!(
        def(f, *index),
        Some(InstData::Cast {
            op: CastOp::Zext,
            ..
        })
    );
    base_ok && index_ok
}

/// Every store into `slot` stores a pointer loaded from `vmctx + k`.
fn holds_vmctx_base(f: &Function, slot: zyme_ir::StackSlot) -> bool {
    let vmctx = f.params()[0];
    let mut stores = 0;
    for inst in f.layout.insts() {
        let InstData::Store { args: [v, p], .. } = &f.dfg.insts[inst] else {
            continue;
        };
        if !matches!(def(f, *p), Some(InstData::StackAddr { slot: s }) if *s == slot) {
            continue;
        }
        stores += 1;
        let from_vmctx = matches!(def(f, *v), Some(InstData::Load { ty, ptr, .. })
            if *ty == Type::PTR
                && matches!(def(f, *ptr), Some(InstData::PtrAdd { args: [c, _] }) if *c == vmctx));
        if !from_vmctx {
            return false;
        }
    }
    stores > 0
}

#[test]
fn float_accesses_are_typed_and_based_on_vmctx() {
    let wasm = read_verified(&wat_bytes("float_memory"), "float_memory.wat");
    let mut float_accesses = 0;
    for name in ["sumsq", "fill"] {
        let id = wasm.module.func_by_name(name).unwrap();
        let f = &wasm.module.functions[id];
        for inst in f.layout.insts() {
            let (ty, ptr, flags) = match &f.dfg.insts[inst] {
                InstData::Load { ty, ptr, flags } => (*ty, *ptr, *flags),
                InstData::Store { args, flags } => (f.dfg.value_type(args[0]), args[1], *flags),
                _ => continue,
            };
            if ty != Type::F64 || matches!(def(f, ptr), Some(InstData::StackAddr { .. })) {
                continue;
            }
            assert_eq!(
                flags.hint,
                Some(ScalarType::F64),
                "{name}: an untyped float access"
            );
            assert!(
                is_memory_pointer(f, ptr),
                "{name}: a float access not based on vmctx"
            );
            float_accesses += 1;
        }
    }
    assert_eq!(float_accesses, 3);
}

#[test]
fn shadow_instance_and_grow_rule() {
    let wasm = read_verified(&wat_bytes("memory_grow"), "memory_grow.wat");
    let layout = &wasm.layout;
    let m = layout.memories[0];
    let mut interp = Interpreter::new(&wasm.module);
    let vmctx = interp.call("__zyme_wasm_instantiate", &[]).unwrap()[0].clone();
    let shadow = interp
        .call("__zyme_wasm_shadow", std::slice::from_ref(&vmctx))
        .unwrap()[0]
        .clone();
    let field = |interp: &mut Interpreter, at: &DataValue, off: i64, ty: Type| {
        interp.memory().load(at.bits() + off as u64, ty).unwrap()
    };
    let size = field(&mut interp, &shadow, m.size, Type::I64);
    assert_eq!(size, i64(65536));
    let base = field(&mut interp, &shadow, m.base, Type::PTR).bits();
    let primal_base = field(&mut interp, &vmctx, m.base, Type::PTR).bits();
    assert_ne!(base, primal_base, "the shadow has memory of its own");
    assert_eq!(interp.memory().read(base, 65536).unwrap(), vec![0u8; 65536]);
    // The augmented rule grows both; the shadow keeps the primal's size.
    let out = interp
        .call(
            "__zyme_wasm_memory_grow.augmented",
            &[vmctx.clone(), shadow.clone(), i32(0), i32(2)],
        )
        .unwrap();
    assert_eq!(out, vec![i32(1)]);
    for at in [&vmctx, &shadow] {
        assert_eq!(field(&mut interp, at, m.size, Type::I64), i64(3 * 65536));
    }
    let rule = &wasm.ad.registrations.gradients;
    assert_eq!(rule.len(), 1);
    assert_eq!(rule[0].0, wasm.generated.memory_grow);
    interp.call("__zyme_wasm_free", &[shadow]).unwrap();
    interp.call("__zyme_wasm_free", &[vmctx]).unwrap();
}

#[test]
fn layout_and_trap_messages() {
    let wasm = read_verified(&wat_bytes("globals"), "globals.wat");
    let text = wasm.layout.to_string();
    assert!(text.contains("global 1 f64"), "{text}");
    assert!(text.contains("global 0 mut i32"), "{text}");
    let wasm = read_verified(&wat_bytes("traps"), "traps.wat");
    let div0 = wasm.export("div0").unwrap().index as i32;
    let msg = wasm.trap_message(3, div0, 0x4a);
    assert_eq!(
        msg,
        format!("wasm trap: integer divide by zero in function {div0} (@div0) at 0x4a")
    );
    assert_eq!(
        wasm.export("div0").unwrap().params,
        vec![zyme_wasm::WasmType::I64]
    );
}

#[test]
fn imports_take_vmctx_and_run_as_host_functions() {
    let bytes = wat::parse_str(
        r#"(module
          (import "env" "twice" (func $twice (param f64) (result f64)))
          (func (export "quad") (param f64) (result f64)
            local.get 0 call $twice call $twice))"#,
    )
    .unwrap();
    let wasm = read_verified(&bytes, "import.wat");
    let import = wasm.funcs[0];
    let f = &wasm.module.functions[import];
    assert_eq!(f.name, "env$twice");
    assert_eq!(f.sig.params, vec![Type::PTR, Type::F64]);
    let mut interp = Interpreter::new(&wasm.module);
    interp.register_extern(
        "env$twice",
        Box::new(|_, args| Ok(vec![f64(2.0 * args[1].as_f64().unwrap())])),
    );
    let vmctx = interp.call("__zyme_wasm_instantiate", &[]).unwrap()[0].clone();
    assert_eq!(
        interp.call("quad", &[vmctx, f64(1.5)]).unwrap(),
        vec![f64(6.0)]
    );
}

#[test]
fn names_avoid_the_c_library() {
    let bytes = wat::parse_str(
        r#"(module (func (export "free") (result i32) i32.const 7)
                   (func (export "sin") (param f64) (result f64) local.get 0))"#,
    )
    .unwrap();
    let wasm = read_verified(&bytes, "names.wat");
    run_interp(
        &wasm,
        "names.wat",
        &[
            case("free", &[], &[i32(7)]),
            case("sin", &[f64(0.5)], &[f64(0.5)]),
        ],
    );
    run_jit(
        &wasm,
        "names.wat",
        &[
            case("free", &[], &[i32(7)]),
            case("sin", &[f64(0.5)], &[f64(0.5)]),
        ],
    );
    let e = wasm.export("free").unwrap();
    assert_ne!(wasm.module.functions[e.func].name, "free");
}
