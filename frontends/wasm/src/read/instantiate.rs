//! The functions the reader generates, as zyme IR in the module itself
//! (so the interpreter, the JIT, object files and the wasm writer all run
//! them): instantiation, shadow instances, `memory.grow` and its
//! derivative rule, release, and the trap getter.
//!
//! They use the C library's `calloc`, `realloc` and `free`, which both the
//! interpreter and the JIT provide.

use super::func::flags_for;
use super::instance::{TrapCode, MEMORY_FIELDS, PAGE, TABLE_ENTRY, TRAP, TRAP_FUNC, TRAP_OFFSET};
use super::module::ModuleInfo;
use super::{Env, Generated, Location, WasmError};
use wasmparser::{ConstExpr, DataKind, ElementItems, Operator};
use zyme_ir::autodiff::{AdRequests, CustomGradient};
use zyme_ir::{
    CastOp, FuncId, FunctionBuilder, Global, GlobalData, GlobalInit, IntCC, Linkage, MemOp, Module,
    Reloc, RelocTarget, Signature, Type, Value,
};

/// What [`declare`] made before the bodies are lowered.
pub(crate) struct Declared {
    pub generated: Generated,
    /// The augmented and reverse halves of `memory.grow`'s rule.
    grow_rule: CustomGradient,
    calloc: FuncId,
    realloc: FuncId,
    free: FuncId,
    pub func_refs: Global,
    pub data: Vec<Global>,
}

/// Declares the generated functions, the C library imports and the
/// constant globals (function references, data segment bytes).
pub(crate) fn declare(
    module: &mut Module,
    info: &ModuleInfo,
    funcs: &[FuncId],
) -> Result<Declared, String> {
    use Type as T;
    let sig = |p: &[Type], r: &[Type]| Signature::new(p.to_vec(), r.to_vec());
    let mut local = |name: &str, s: Signature| {
        module
            .declare_function(name, s, Linkage::Export)
            .map_err(|e| e.to_string())
    };
    let generated = Generated {
        instantiate: local("__zyme_wasm_instantiate", sig(&[], &[T::PTR]))?,
        shadow: local("__zyme_wasm_shadow", sig(&[T::PTR], &[T::PTR]))?,
        memory_grow: local(
            "__zyme_wasm_memory_grow",
            sig(&[T::PTR, T::I32, T::I32], &[T::I32]),
        )?,
        free: local("__zyme_wasm_free", sig(&[T::PTR], &[]))?,
        trap: local(
            "__zyme_wasm_trap",
            sig(&[T::PTR], &[T::I32, T::I32, T::I32]),
        )?,
        unwind: local("__zyme_wasm_unwind", sig(&[T::PTR], &[]))?,
    };
    let grow_rule = CustomGradient {
        augmented: local(
            "__zyme_wasm_memory_grow.augmented",
            sig(&[T::PTR, T::PTR, T::I32, T::I32], &[T::I32]),
        )?,
        reverse: local(
            "__zyme_wasm_memory_grow.reverse",
            sig(&[T::PTR, T::PTR, T::I32, T::I32], &[]),
        )?,
    };
    let import = |m: &mut Module, name: &str, s: Signature| {
        m.import_function(name, s).map_err(|e| e.to_string())
    };
    let calloc = import(module, "calloc", sig(&[T::I64, T::I64], &[T::PTR]))?;
    let realloc = import(module, "realloc", sig(&[T::PTR, T::I64], &[T::PTR]))?;
    let free = import(module, "free", sig(&[T::PTR], &[]))?;

    // Entry 0 is the null reference; entry f + 1 is function f's.
    let n = funcs.len() as u64 + 1;
    let mut bytes = vec![0u8; (n * TABLE_ENTRY as u64) as usize];
    let mut relocs = Vec::new();
    for (f, &id) in funcs.iter().enumerate() {
        let at = (f + 1) * TABLE_ENTRY as usize;
        let ty = u64::from(info.canonical[info.funcs[f] as usize]);
        let meta = ty | ((f as u64 + 1) << 32);
        bytes[at + 8..at + 16].copy_from_slice(&meta.to_le_bytes());
        relocs.push(Reloc {
            offset: at as u64,
            target: RelocTarget::Func(id),
            addend: 0,
        });
    }
    let func_refs = constant(module, "__zyme_wasm_funcrefs", bytes, relocs)?;
    let mut data = Vec::new();
    for (i, segment) in info.data.iter().enumerate() {
        let mut bytes = segment.data.to_vec();
        if bytes.is_empty() {
            bytes.push(0);
        }
        data.push(constant(
            module,
            &format!("__zyme_wasm_data{i}"),
            bytes,
            Vec::new(),
        )?);
    }
    Ok(Declared {
        generated,
        grow_rule,
        calloc,
        realloc,
        free,
        func_refs,
        data,
    })
}

fn constant(
    module: &mut Module,
    name: &str,
    data: Vec<u8>,
    relocs: Vec<Reloc>,
) -> Result<Global, String> {
    module
        .add_global(GlobalData {
            name: name.to_string(),
            size: data.len() as u64,
            align: 16,
            constant: true,
            linkage: Linkage::Local,
            addr_space: Default::default(),
            init: GlobalInit::Bytes { data, relocs },
        })
        .map_err(|e| e.to_string())
}

/// Gives the generated functions their bodies; returns the registrations
/// the driver needs (the rule of `memory.grow`).
pub(crate) fn generate(
    module: &mut Module,
    env: &Env,
    d: &Declared,
) -> Result<AdRequests, WasmError> {
    instantiate(module, env, d)?;
    shadow(module, env, d);
    memory_grow(module, d);
    grow_rule(module, d);
    free(module, env, d);
    trap(module, d);
    unwind(module, d);
    let mut ad = AdRequests::default();
    // A function returning because of a trap is abandoned: reverse mode
    // has nothing to do on that path.
    ad.registrations.aborting.push(d.generated.unwind);
    let grow = d.generated.memory_grow;
    ad.registrations.gradients.push((grow, d.grow_rule));
    // Forward mode: the augmented half takes each pointer with its
    // shadow and returns the primal result, as a forward rule does.
    ad.registrations
        .derivatives
        .push((grow, d.grow_rule.augmented));
    Ok(ad)
}

/// `__zyme_wasm_unwind(vmctx)`: a frame leaving because of a trap counts
/// itself out of the call depth. Registered as aborting, so derivatives
/// ignore the trap paths (which would otherwise enter every loop a bounds
/// check sits in, and make the reverse control flow irreducible).
fn unwind(module: &mut Module, d: &Declared) {
    let (mut b, params) = start(module, d.generated.unwind);
    let at = b.ptr_add_imm(params[0], super::instance::DEPTH);
    let depth = b.load(Type::I32, at, super::func::vmctx_flags(Type::I32));
    let one = b.iconst(Type::I32, 1);
    let depth = b.isub(depth, one);
    b.store(depth, at, super::func::vmctx_flags(Type::I32));
    b.ret(&[]);
}

/// A function body's entry block, switched to, with its parameters.
fn start(module: &mut Module, func: FuncId) -> (FunctionBuilder<'_>, Vec<Value>) {
    let mut b = module.builder(func);
    let entry = b.create_block();
    let params = b.append_signature_params(entry);
    b.switch_to(entry);
    (b, params)
}

fn field(b: &mut FunctionBuilder, base: Value, offset: i64) -> Value {
    if offset == 0 {
        base
    } else {
        b.ptr_add_imm(base, offset)
    }
}

fn load(b: &mut FunctionBuilder, ty: Type, base: Value, offset: i64) -> Value {
    let p = field(b, base, offset);
    b.load(ty, p, flags_for(ty))
}

fn store(b: &mut FunctionBuilder, v: Value, base: Value, offset: i64) {
    let ty = b.func().dfg.value_type(v);
    let p = field(b, base, offset);
    b.store(v, p, flags_for(ty));
}

/// `calloc(max(n, 1), size)`: a zero-sized wasm memory or table still
/// gets a unique block.
fn calloc(b: &mut FunctionBuilder, d: &Declared, n: Value, size: i64) -> Value {
    let one = b.iconst(Type::I64, 1);
    let zero = b.iconst(Type::I64, 0);
    let empty = b.icmp(IntCC::Eq, n, zero);
    let n = b.select(empty, one, n);
    let size = b.iconst(Type::I64, size);
    b.call(d.calloc, &[n, size])[0]
}

/// Continues in a new block unless `p` is null; then goes to `fail`.
fn fail_if_null(b: &mut FunctionBuilder, p: Value, fail: zyme_ir::Block) {
    let addr = b.cast(CastOp::Ptrtoint, p, Type::I64);
    let zero = b.iconst(Type::I64, 0);
    let null = b.icmp(IntCC::Eq, addr, zero);
    let cont = b.create_block();
    b.brif(null, fail, &[], cont, &[]);
    b.switch_to(cont);
}

fn instantiate(module: &mut Module, env: &Env, d: &Declared) -> Result<(), WasmError> {
    let layout = env.layout;
    let info = env.info;
    let (mut b, _) = start(module, d.generated.instantiate);
    let one = b.iconst(Type::I64, 1);
    let size = b.iconst(Type::I64, layout.size as i64);
    let vmctx = b.call(d.calloc, &[one, size])[0];
    let fail = b.create_block();
    for (m, mem) in layout.memories.iter().zip(&info.memories) {
        let bytes = b.iconst(Type::I64, (m.initial_pages * PAGE) as i64);
        let base = calloc(&mut b, d, bytes, 1);
        fail_if_null(&mut b, base, fail);
        store(&mut b, base, vmctx, m.base);
        store(&mut b, bytes, vmctx, m.size);
        let max = mem.maximum.unwrap_or(65_536).min(65_536);
        let max = b.iconst(Type::I64, max as i64);
        store(&mut b, max, vmctx, m.max_pages);
    }
    for (g, global) in layout.globals.iter().zip(&info.globals) {
        let v = const_expr(&mut b, env, &global.init_expr, vmctx, g.ty)?;
        let v = if b.func().dfg.value_type(v) != g.ty {
            b.cast(CastOp::Bitcast, v, g.ty)
        } else {
            v
        };
        store(&mut b, v, vmctx, g.offset);
    }
    for t in &layout.tables {
        let n = b.iconst(Type::I64, t.initial as i64);
        let entries = calloc(&mut b, d, n, TABLE_ENTRY);
        fail_if_null(&mut b, entries, fail);
        store(&mut b, entries, vmctx, t.base);
        store(&mut b, n, vmctx, t.size);
    }
    for (table_index, offset_expr, items) in info.active_elements() {
        let t = layout.tables[table_index as usize];
        let refs = element_refs(&mut b, env, items, vmctx)?;
        let offset = const_expr(&mut b, env, offset_expr, vmctx, Type::I32)?;
        let offset = b.cast(CastOp::Zext, offset, Type::I64);
        let n = b.iconst(Type::I64, refs.len() as i64);
        let end = b.iadd(offset, n);
        let size = load(&mut b, Type::I64, vmctx, t.size);
        let oob = b.icmp(IntCC::Ugt, end, size);
        let cont = b.create_block();
        b.brif(oob, fail, &[], cont, &[]);
        b.switch_to(cont);
        let base = load(&mut b, Type::PTR, vmctx, t.base);
        let table_refs = b.global_addr(env.func_refs);
        let sixteen = b.iconst(Type::I64, TABLE_ENTRY);
        for (j, r) in refs.into_iter().enumerate() {
            let src_off = b.imul(r, sixteen);
            let src = b.ptr_add(table_refs, src_off);
            let slot = b.iconst(Type::I64, j as i64);
            let slot = b.iadd(offset, slot);
            let dst_off = b.imul(slot, sixteen);
            let dst = b.ptr_add(base, dst_off);
            b.mem(MemOp::Memcpy, dst, src, sixteen);
        }
    }
    for ((segment, &global), &remaining) in info.data.iter().zip(&env.data).zip(&layout.data) {
        let len = b.iconst(Type::I64, segment.data.len() as i64);
        let DataKind::Active {
            memory_index,
            offset_expr,
        } = &segment.kind
        else {
            store(&mut b, len, vmctx, remaining);
            continue;
        };
        let m = layout.memories[*memory_index as usize];
        let offset = const_expr(&mut b, env, offset_expr, vmctx, Type::I32)?;
        let offset = b.cast(CastOp::Zext, offset, Type::I64);
        let end = b.iadd(offset, len);
        let size = load(&mut b, Type::I64, vmctx, m.size);
        let oob = b.icmp(IntCC::Ugt, end, size);
        let cont = b.create_block();
        b.brif(oob, fail, &[], cont, &[]);
        b.switch_to(cont);
        if !segment.data.is_empty() {
            let base = load(&mut b, Type::PTR, vmctx, m.base);
            let dst = b.ptr_add(base, offset);
            let src = b.global_addr(global);
            b.mem(MemOp::Memcpy, dst, src, len);
        }
    }
    if let Some(s) = info.start {
        b.call(env.funcs[s as usize], &[vmctx]);
    }
    b.ret(&[vmctx]);
    b.switch_to(fail);
    let code = b.iconst(Type::I32, i64::from(TrapCode::InstantiationFailed.code()));
    store(&mut b, code, vmctx, TRAP);
    let minus_one = b.iconst(Type::I32, -1);
    store(&mut b, minus_one, vmctx, TRAP_FUNC);
    let zero = b.iconst(Type::I32, 0);
    store(&mut b, zero, vmctx, TRAP_OFFSET);
    b.ret(&[vmctx]);
    Ok(())
}

/// The function reference (`i64`, index + 1 or 0) of each item.
fn element_refs(
    b: &mut FunctionBuilder,
    env: &Env,
    items: &ElementItems,
    vmctx: Value,
) -> Result<Vec<Value>, WasmError> {
    let mut out = Vec::new();
    match items {
        ElementItems::Functions(indices) => {
            for f in indices.clone() {
                let f = f.map_err(|e| invalid(env, e))?;
                out.push(b.iconst(Type::I64, i64::from(f) + 1));
            }
        }
        ElementItems::Expressions(_, exprs) => {
            for e in exprs.clone() {
                let e = e.map_err(|e| invalid(env, e))?;
                out.push(const_expr(b, env, &e, vmctx, Type::I64)?);
            }
        }
    }
    Ok(out)
}

fn invalid(env: &Env, e: wasmparser::BinaryReaderError) -> WasmError {
    WasmError::Invalid {
        at: env.location(None, e.offset()),
        message: super::error::one_line(e.message()),
    }
}

/// The value of a constant expression (wasm 2.0's: one constant,
/// `ref.null`, `ref.func` or `global.get`).
fn const_expr(
    b: &mut FunctionBuilder,
    env: &Env,
    expr: &ConstExpr,
    vmctx: Value,
    ty: Type,
) -> Result<Value, WasmError> {
    let mut reader = expr.get_operators_reader();
    let mut value = None;
    while !reader.eof() {
        let (op, offset) = reader.read_with_offset().map_err(|e| invalid(env, e))?;
        value = Some(match op {
            Operator::I32Const { value } => b.iconst(Type::I32, i64::from(value)),
            Operator::I64Const { value } => b.iconst(Type::I64, value),
            Operator::F32Const { value } => b.f32const(f32::from_bits(value.bits())),
            Operator::F64Const { value } => b.f64const(f64::from_bits(value.bits())),
            Operator::RefNull { .. } => b.iconst(Type::I64, 0),
            Operator::RefFunc { function_index } => {
                b.iconst(Type::I64, i64::from(function_index) + 1)
            }
            Operator::V128Const { value } => {
                let bytes = value.bytes();
                let lo = u64::from_le_bytes(bytes[..8].try_into().expect("8 bytes"));
                let hi = u64::from_le_bytes(bytes[8..].try_into().expect("8 bytes"));
                let lo = b.iconst(Type::I64, lo as i64);
                let hi = b.iconst(Type::I64, hi as i64);
                let i64x2 = Type::vector(zyme_ir::ScalarType::I64, 2).expect("a vector");
                let v = b.splat(i64x2, lo);
                b.insert_lane(v, hi, 1)
            }
            Operator::GlobalGet { global_index } => {
                let Some(g) = env.layout.globals.get(global_index as usize) else {
                    return Err(unsupported(env, offset, "global.get in a constant"));
                };
                load(b, g.ty, vmctx, g.offset)
            }
            Operator::End => break,
            other => {
                let what = format!("constant expression `{}`", super::func::op_name(&other));
                return Err(unsupported(env, offset, &what));
            }
        });
    }
    let _ = ty;
    value.ok_or_else(|| unsupported(env, 0, "empty constant expression"))
}

fn unsupported(env: &Env, offset: u64, what: &str) -> WasmError {
    WasmError::Unsupported {
        at: Location {
            file: env.file.to_string(),
            func: None,
            offset,
        },
        what: what.to_string(),
    }
}

fn shadow(module: &mut Module, env: &Env, d: &Declared) {
    let layout = env.layout;
    let (mut b, params) = start(module, d.generated.shadow);
    let vmctx = params[0];
    let one = b.iconst(Type::I64, 1);
    let size = b.iconst(Type::I64, layout.size as i64);
    let s = b.call(d.calloc, &[one, size])[0];
    b.mem(MemOp::Memcpy, s, vmctx, size);
    for m in &layout.memories {
        let bytes = load(&mut b, Type::I64, vmctx, m.size);
        let base = calloc(&mut b, d, bytes, 1);
        store(&mut b, base, s, m.base);
    }
    for t in &layout.tables {
        let n = load(&mut b, Type::I64, vmctx, t.size);
        let entries = calloc(&mut b, d, n, TABLE_ENTRY);
        let sixteen = b.iconst(Type::I64, TABLE_ENTRY);
        let bytes = b.imul(n, sixteen);
        let src = load(&mut b, Type::PTR, vmctx, t.base);
        b.mem(MemOp::Memcpy, entries, src, bytes);
        store(&mut b, entries, s, t.base);
    }
    for g in &layout.globals {
        if g.ty.is_float() {
            let lane = if g.ty.lane() == zyme_ir::ScalarType::F32 {
                b.f32const(0.0)
            } else {
                b.f64const(0.0)
            };
            let zero = if g.ty.is_vector() {
                b.splat(g.ty, lane)
            } else {
                lane
            };
            store(&mut b, zero, s, g.offset);
        }
    }
    b.ret(&[s]);
}

/// `memory.grow`: `realloc` the memory, zero the new pages; -1 past the
/// maximum or when allocation fails. A memory's three fields sit at
/// `16 + MEMORY_FIELDS * k` (memories come first in the record).
fn memory_grow(module: &mut Module, d: &Declared) {
    use Type as T;
    let (mut b, params) = start(module, d.generated.memory_grow);
    let (vmctx, mem, delta) = (params[0], params[1], params[2]);
    let k = b.cast(CastOp::Zext, mem, T::I64);
    let stride = b.iconst(T::I64, MEMORY_FIELDS);
    let off = b.imul(k, stride);
    let sixteen = b.iconst(T::I64, 16);
    let off = b.iadd(off, sixteen);
    let fields = b.ptr_add(vmctx, off);
    let size = load(&mut b, T::I64, fields, 8);
    let max = load(&mut b, T::I64, fields, 16);
    let page = b.iconst(T::I64, PAGE as i64);
    let old_pages = b.udiv(size, page);
    let delta = b.cast(CastOp::Zext, delta, T::I64);
    let new_pages = b.iadd(old_pages, delta);
    let too_big = b.icmp(IntCC::Ugt, new_pages, max);
    let failed = b.create_block();
    let grow = b.create_block();
    b.brif(too_big, failed, &[], grow, &[]);
    b.switch_to(grow);
    let new_bytes = b.imul(new_pages, page);
    let base = load(&mut b, T::PTR, fields, 0);
    let one = b.iconst(T::I64, 1);
    let zero = b.iconst(T::I64, 0);
    let empty = b.icmp(IntCC::Eq, new_bytes, zero);
    let request = b.select(empty, one, new_bytes);
    let nb = b.call(d.realloc, &[base, request])[0];
    let addr = b.cast(CastOp::Ptrtoint, nb, T::I64);
    let null = b.icmp(IntCC::Eq, addr, zero);
    let done = b.create_block();
    b.brif(null, failed, &[], done, &[]);
    b.switch_to(done);
    let tail = b.ptr_add(nb, size);
    let added = b.isub(new_bytes, size);
    let zero8 = b.iconst(T::I8, 0);
    b.mem(MemOp::Memset, tail, zero8, added);
    store(&mut b, nb, fields, 0);
    store(&mut b, new_bytes, fields, 8);
    let old = b.cast(CastOp::Trunc, old_pages, T::I32);
    b.ret(&[old]);
    b.switch_to(failed);
    let minus_one = b.iconst(T::I32, -1);
    b.ret(&[minus_one]);
}

/// The rule of `memory.grow`: the augmented forward grows the memory and
/// its shadow alike (so the shadow keeps the primal's size); the reverse
/// has nothing to undo.
fn grow_rule(module: &mut Module, d: &Declared) {
    let grow = d.generated.memory_grow;
    {
        let (mut b, p) = start(module, d.grow_rule.augmented);
        let r = b.call(grow, &[p[0], p[2], p[3]])[0];
        b.call(grow, &[p[1], p[2], p[3]]);
        b.ret(&[r]);
    }
    let (mut b, _) = start(module, d.grow_rule.reverse);
    b.ret(&[]);
}

fn free(module: &mut Module, env: &Env, d: &Declared) {
    let (mut b, params) = start(module, d.generated.free);
    let vmctx = params[0];
    for m in &env.layout.memories {
        let base = load(&mut b, Type::PTR, vmctx, m.base);
        b.call(d.free, &[base]);
    }
    for t in &env.layout.tables {
        let base = load(&mut b, Type::PTR, vmctx, t.base);
        b.call(d.free, &[base]);
    }
    b.call(d.free, &[vmctx]);
    b.ret(&[]);
}

fn trap(module: &mut Module, d: &Declared) {
    let (mut b, params) = start(module, d.generated.trap);
    let vmctx = params[0];
    let code = load(&mut b, Type::I32, vmctx, TRAP);
    let func = load(&mut b, Type::I32, vmctx, TRAP_FUNC);
    let offset = load(&mut b, Type::I32, vmctx, TRAP_OFFSET);
    b.ret(&[code, func, offset]);
}
