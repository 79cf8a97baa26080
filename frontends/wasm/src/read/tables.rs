//! Calls and references: `call`, `call_indirect`, `ref.null`, `ref.func`,
//! `ref.is_null`, `table.get`, `table.set`, `table.size`, `table.grow`,
//! `table.copy`, `elem.drop`.
//!
//! A function reference is an `i64`: the function index plus one, 0 for
//! null. A table entry is `(func_addr, meta)` (see
//! [`super::instance::TableLayout`]); the module's constant global
//! `__zyme_wasm_funcrefs` holds the entry of every reference (entry 0 is
//! null), so `table.set` copies an entry without branching. An `externref`
//! table keeps the reference itself in `meta`.

use super::func::FuncCx;
use super::instance::{TableLayout, TrapCode, TABLE_ENTRY};
use super::WasmError;
use wasmparser::{Operator as O, RefType};
use zyme_ir::{CastOp, IntCC, MathOp, MemFlags, Type, Value};

/// The math operation an imported function is, if it is a C math function
/// imported from `env` with its C signature (`env.exp: f64 -> f64`).
pub(crate) fn libm_import(
    import: Option<&super::module::FuncImport>,
    params: &[Type],
    results: &[Type],
) -> Option<MathOp> {
    let import = import.filter(|i| i.module == "env")?;
    let (op, lane) = MathOp::from_libm(&import.name)?;
    let ty = Type::scalar(lane);
    (params.len() == op.arity() && params.iter().all(|&p| p == ty) && results == [ty]).then_some(op)
}

/// Lowers `op` if it is a call or reference operator; `Ok(false)` if not.
pub(crate) fn lower(cx: &mut FuncCx, op: &O) -> Result<bool, WasmError> {
    match *op {
        O::Call { function_index } => {
            let env = cx.env;
            let Some(&callee) = env.funcs.get(function_index as usize) else {
                return Err(cx.unsupported(format!("call of function {function_index}")));
            };
            let ft = env.info.func_type(function_index);
            let params = env.types(ft.params(), cx.index, cx.offset)?;
            let results = env.types(ft.results(), cx.index, cx.offset)?;
            if let Some(op) = libm_import(
                env.info.imports.get(function_index as usize),
                &params,
                &results,
            ) {
                // `env.sin` and friends are the C math functions (how
                // clang's wasm32 output reaches libm): zyme's own math
                // operations, which both modes differentiate.
                let args = cx.popn(params.len())?;
                let v = cx.b.math(op, &args);
                cx.push(v);
                return Ok(true);
            }
            let args = cx.popn(params.len())?;
            cx.call_with(args, &params, |cx, all| cx.b.call(callee, &all));
        }
        O::CallIndirect {
            type_index,
            table_index,
        } => call_indirect(cx, type_index, table_index)?,
        O::RefNull { .. } => {
            let v = cx.i64(0);
            cx.push(v);
        }
        O::RefFunc { function_index } => {
            let v = cx.i64(i64::from(function_index) + 1);
            cx.push(v);
        }
        O::RefIsNull => {
            let r = cx.pop()?;
            let zero = cx.i64(0);
            let c = cx.b.icmp(IntCC::Eq, r, zero);
            let v = cx.bool_to_i32(c);
            cx.push(v);
        }
        O::TableSize { table } => {
            let t = table_layout(cx, table)?;
            let size = cx.load_vmctx(Type::I64, t.size);
            let v = cx.b.cast(CastOp::Trunc, size, Type::I32);
            cx.push(v);
        }
        O::TableGrow { table } => {
            // Growing may fail, and here it always does: tables keep
            // their initial size.
            table_layout(cx, table)?;
            cx.popn(2)?;
            let v = cx.i32(-1);
            cx.push(v);
        }
        O::TableGet { table } => {
            let t = table_layout(cx, table)?;
            let index = cx.pop()?;
            let entry = checked_entry(cx, t, index, TrapCode::TableOutOfBounds);
            let meta_addr = cx.b.ptr_add_imm(entry, 8);
            let meta = cx.b.load(Type::I64, meta_addr, MemFlags::default());
            let v = if is_funcref(cx, table) {
                let shift = cx.i64(32);
                cx.b.lshr(meta, shift)
            } else {
                meta
            };
            cx.push(v);
        }
        O::TableSet { table } => {
            let t = table_layout(cx, table)?;
            let r = cx.pop()?;
            let index = cx.pop()?;
            let entry = checked_entry(cx, t, index, TrapCode::TableOutOfBounds);
            let meta_addr = cx.b.ptr_add_imm(entry, 8);
            if is_funcref(cx, table) {
                let refs = cx.b.global_addr(cx.env.func_refs);
                let sixteen = cx.i64(TABLE_ENTRY);
                let off = cx.b.imul(r, sixteen);
                let src = cx.b.ptr_add(refs, off);
                let addr = cx.b.load(Type::PTR, src, MemFlags::default());
                let src_meta = cx.b.ptr_add_imm(src, 8);
                let meta = cx.b.load(Type::I64, src_meta, MemFlags::default());
                cx.b.store(addr, entry, MemFlags::default());
                cx.b.store(meta, meta_addr, MemFlags::default());
            } else {
                cx.b.store(r, meta_addr, MemFlags::default());
            }
        }
        O::TableCopy {
            dst_table,
            src_table,
        } => {
            let dst_t = table_layout(cx, dst_table)?;
            let src_t = table_layout(cx, src_table)?;
            let n = cx.pop()?;
            let s = cx.pop()?;
            let d = cx.pop()?;
            let n = cx.b.cast(CastOp::Zext, n, Type::I64);
            let dst = checked_entries(cx, dst_t, d, n);
            let src = checked_entries(cx, src_t, s, n);
            let sixteen = cx.i64(TABLE_ENTRY);
            let bytes = cx.b.imul(n, sixteen);
            cx.b.mem(zyme_ir::MemOp::Memmove, dst, src, bytes);
        }
        // `elem.drop` only changes what a later `table.init` may copy,
        // and the reader refuses `table.init`: nothing to do.
        O::ElemDrop { .. } => {}
        _ => return Ok(false),
    }
    Ok(true)
}

/// The address of entries `index..index + n` (`n` an `i64`) of a table,
/// trapping when they are not all inside it.
fn checked_entries(cx: &mut FuncCx, t: TableLayout, index: Value, n: Value) -> Value {
    let i = cx.b.cast(CastOp::Zext, index, Type::I64);
    let end = cx.b.iadd(i, n);
    let size = cx.load_vmctx(Type::I64, t.size);
    let oob = cx.b.icmp(IntCC::Ugt, end, size);
    cx.trap_if(oob, TrapCode::TableOutOfBounds);
    let base = cx.load_vmctx(Type::PTR, t.base);
    let sixteen = cx.i64(TABLE_ENTRY);
    let off = cx.b.imul(i, sixteen);
    cx.b.ptr_add(base, off)
}

fn table_layout(cx: &FuncCx, table: u32) -> Result<TableLayout, WasmError> {
    cx.env
        .layout
        .tables
        .get(table as usize)
        .copied()
        .ok_or_else(|| cx.unsupported(format!("table index {table}")))
}

fn is_funcref(cx: &FuncCx, table: u32) -> bool {
    cx.env
        .info
        .tables
        .get(table as usize)
        .is_some_and(|t| t.element_type == RefType::FUNCREF)
}

/// The address of entry `index` (an `i32`) of a table, trapping with
/// `code` when it is out of range.
fn checked_entry(cx: &mut FuncCx, t: TableLayout, index: Value, code: TrapCode) -> Value {
    let i = cx.b.cast(CastOp::Zext, index, Type::I64);
    let size = cx.load_vmctx(Type::I64, t.size);
    let oob = cx.b.icmp(IntCC::Uge, i, size);
    cx.trap_if(oob, code);
    let base = cx.load_vmctx(Type::PTR, t.base);
    let sixteen = cx.i64(TABLE_ENTRY);
    let off = cx.b.imul(i, sixteen);
    cx.b.ptr_add(base, off)
}

/// The largest static table whose `call_indirect`s become a `switch`.
const MAX_DISPATCH: usize = 4096;

/// `call_indirect` through a table whose entries never change: a `switch`
/// on the index with a direct call per function of the expected type, and
/// the traps a wrong index, a null or another type would raise. Faster
/// than a load and an indirect call, and differentiable: each callee is
/// known, so its derivative is too.
fn dispatch(
    cx: &mut FuncCx,
    image: &[Option<u32>],
    expected: u32,
    index: Value,
    args: Vec<Value>,
    params: &[Type],
    results: &[Type],
) {
    let join = cx.b.create_block();
    let joined: Vec<Value> = results
        .iter()
        .map(|&t| cx.b.append_param(join, t))
        .collect();
    let mut all = vec![cx.vmctx];
    all.extend(cx.coerce_all(&args, params));
    let default = cx.trap_dest(TrapCode::UndefinedElement);
    let null = cx.trap_dest(TrapCode::UninitializedElement);
    let mismatch = cx.trap_dest(TrapCode::IndirectCallTypeMismatch);
    let mut callers: Vec<(u32, zyme_ir::Block)> = Vec::new();
    let mut cases = Vec::with_capacity(image.len());
    let from = cx.b.current_block();
    for (slot, entry) in image.iter().enumerate() {
        let dest = match *entry {
            None => null.clone(),
            Some(f) if cx.env.info.canonical_type(f) != expected => mismatch.clone(),
            Some(f) => {
                let block = match callers.iter().find(|(g, _)| *g == f) {
                    Some(&(_, block)) => block,
                    None => {
                        let block = cx.b.create_block();
                        cx.b.switch_to(block);
                        let r = cx.b.call(cx.env.funcs[f as usize], &all);
                        cx.b.jump(join, &r);
                        callers.push((f, block));
                        block
                    }
                };
                zyme_ir::BlockCall::new(block, Vec::new())
            }
        };
        cases.push((slot as u64, dest));
    }
    if let Some(from) = from {
        cx.b.switch_to(from);
    }
    cx.b.switch(index, cases, default);
    cx.b.switch_to(join);
    cx.check_trap();
    cx.stack.extend(joined);
}

/// `call_indirect`: the index must be inside the table, the entry not
/// null, and its canonical type the expected one; then an indirect call
/// of the entry's address.
fn call_indirect(cx: &mut FuncCx, type_index: u32, table_index: u32) -> Result<(), WasmError> {
    let env = cx.env;
    let t = table_layout(cx, table_index)?;
    let Some(ft) = env.info.types.get(type_index as usize) else {
        return Err(cx.unsupported(format!("type index {type_index}")));
    };
    let expected = env.info.canonical[type_index as usize];
    let params = env.types(ft.params(), cx.index, cx.offset)?;
    let sig = env.signature(ft, cx.index, cx.offset)?;
    let index = cx.pop()?;
    let args = cx.popn(params.len())?;
    if let Some(Some(image)) = env.static_tables.get(table_index as usize) {
        if image.len() <= MAX_DISPATCH {
            let results = env.types(ft.results(), cx.index, cx.offset)?;
            dispatch(cx, image, expected, index, args, &params, &results);
            return Ok(());
        }
    }
    let entry = checked_entry(cx, t, index, TrapCode::UndefinedElement);
    let meta_addr = cx.b.ptr_add_imm(entry, 8);
    let meta = cx.b.load(Type::I64, meta_addr, MemFlags::default());
    let zero = cx.i64(0);
    let null = cx.b.icmp(IntCC::Eq, meta, zero);
    cx.trap_if(null, TrapCode::UninitializedElement);
    let ty = cx.b.cast(CastOp::Trunc, meta, Type::I32);
    let want = cx.i32(i64::from(expected));
    let wrong = cx.b.icmp(IntCC::Ne, ty, want);
    cx.trap_if(wrong, TrapCode::IndirectCallTypeMismatch);
    let addr = cx.b.load(Type::PTR, entry, MemFlags::default());
    cx.call_with(args, &params, |cx, all| cx.b.call_indirect(sig, addr, &all));
    Ok(())
}
