//! Globals: declarations, initializers as bytes plus relocations, constant
//! addresses (`@g`, `getelementptr (… @g, …)`), the dynamic-alloca stack,
//! and static constructors run around `main`.

use super::layout::Layouts;
use super::{global_name, symbol, LowerError, ModuleCx, Symbol, SymbolBase, R};
use crate::ast::{
    self, CastOp as LCast, ConstExpr, FloatLit, GepIndex, Name, Type as LType, TypedValue,
    Value as LValue,
};
use crate::lexer::HexFloatKind;
use zyme_ir::{GlobalData, GlobalInit, Linkage, Module, Reloc, RelocTarget, Signature};

/// Name under which a `main` is lowered when static constructors must run
/// before it; the `main` zyme emits calls them and then this.
pub const USER_MAIN: &str = "__zyme_user_main";

/// Bytes of the module-owned stack that dynamic `alloca` draws from.
const DYN_STACK_BYTES: u64 = 8 << 20;

/// The largest global with a non-zero initializer (zero ones are free).
const MAX_INIT_BYTES: u64 = 1 << 28;

fn is_special(name: &Name) -> bool {
    matches!(name, Name::Named(n) if n.starts_with("llvm."))
}

/// The symbol a relative-table entry points to: the entry is
/// `trunc (sub (ptrtoint @X, ptrtoint @TABLE))` (clang's relative lookup
/// tables, read with `llvm.load.relative`).
fn relative_entry<'v>(v: &'v LValue, table: &Name) -> Option<&'v Name> {
    let LValue::Expr(e) = v else { return None };
    let ast::ConstExpr::Cast {
        op: ast::CastOp::Trunc,
        value,
        ..
    } = &**e
    else {
        return None;
    };
    let LValue::Expr(d) = &value.value else {
        return None;
    };
    let ast::ConstExpr::Binary {
        op: ast::BinOp::Sub,
        lhs,
        rhs,
        ..
    } = &**d
    else {
        return None;
    };
    let target = |tv: &'v ast::TypedValue| -> Option<&'v Name> {
        let LValue::Expr(c) = &tv.value else {
            return None;
        };
        match &**c {
            ast::ConstExpr::Cast {
                op: ast::CastOp::PtrToInt,
                value,
                ..
            } => match &value.value {
                LValue::Global(n) => Some(n),
                _ => None,
            },
            _ => None,
        }
    };
    (target(rhs)? == table).then_some(())?;
    target(lhs)
}

/// Whether a global is a relative lookup table: an array of `i32`
/// offsets from itself to other symbols. zyme lays it out as an array of
/// absolute pointers (8 bytes per entry) and lowers `llvm.load.relative`
/// on it to a load of the pointer, since relocations between two symbols
/// are not something its backends emit.
pub(super) fn is_relative_table(g: &ast::Global) -> bool {
    let (Some(LValue::Array(elems)), LType::Array { elem, .. }) = (&g.init, &g.ty) else {
        return false;
    };
    **elem == LType::Int(32)
        && !elems.is_empty()
        && elems
            .iter()
            .all(|e| relative_entry(&e.value, &g.name).is_some())
}

pub(super) fn declare_globals(cx: &mut ModuleCx, module: &mut Module) -> R<()> {
    for g in &cx.ast.globals {
        if is_special(&g.name) {
            continue;
        }
        let at = |e: LowerError| e.at(g.line, 1);
        if g.thread_local.is_some() {
            return Err(at(LowerError::bare(format!(
                "thread-local global @{} is not supported",
                symbol(&g.name)
            ))));
        }
        let relative = is_relative_table(g);
        // An external global of an opaque type (MPI's handles,
        // `ompi_mpi_comm_world`) is only ever an address: no layout needed.
        let opaque = g.init.is_none() && cx.layouts.alloc_size(&g.ty).is_err();
        let size = if opaque {
            0
        } else {
            cx.layouts.alloc_size(&g.ty).map_err(at)? * if relative { 2 } else { 1 }
        };
        let abi = if relative {
            8
        } else if opaque {
            1
        } else {
            cx.layouts.align(&g.ty).map_err(at)?
        };
        if relative {
            cx.relative_tables.insert(symbol(&g.name));
        }
        let align = g
            .align
            .map_or(abi, |a| u32::try_from(a).unwrap_or(abi).max(1));
        // Enzyme's markers (`extern int enzyme_dup;`) only need an
        // address: define them here when the program does not.
        let marker = matches!(&g.name, Name::Named(n) if n.starts_with("enzyme_"));
        // Under `zyme cc`, globals the linker merges across objects
        // (`linkonce`, `weak`, `common`) stay with clang's object.
        // (Constant ones, vtables above all, zyme keeps as private copies:
        // it needs their contents to see what indirect calls reach.)
        let merged = cx.cc
            && !g.is_constant
            && matches!(
                g.linkage.linkage,
                Some(
                    ast::Linkage::Linkonce
                        | ast::Linkage::LinkonceOdr
                        | ast::Linkage::Weak
                        | ast::Linkage::WeakOdr
                        | ast::Linkage::Common
                )
            );
        let defined = (g.init.is_some() && !merged) || marker;
        let merged_copy = cx.cc
            && g.is_constant
            && g.init.is_some()
            && matches!(
                g.linkage.linkage,
                Some(
                    ast::Linkage::Linkonce
                        | ast::Linkage::LinkonceOdr
                        | ast::Linkage::Weak
                        | ast::Linkage::WeakOdr
                )
            );
        let linkage = if (marker && g.init.is_none()) || merged_copy {
            Linkage::Local
        } else {
            super::linkage_of(g.linkage.linkage, defined)
        };
        let data = GlobalData {
            name: symbol(&g.name),
            size,
            align,
            constant: g.is_constant,
            linkage,
            addr_space: super::layout::addr_space(g.addrspace).map_err(at)?,
            init: if defined {
                GlobalInit::Zero
            } else {
                GlobalInit::External
            },
        };
        let id = module
            .add_global(data)
            .map_err(|e| at(LowerError::bare(e.to_string())))?;
        cx.symbols.insert(symbol(&g.name), Symbol::Global(id));
    }
    Ok(())
}

pub(super) fn define_globals(cx: &ModuleCx, module: &mut Module) -> R<()> {
    for g in &cx.ast.globals {
        let Some(init) = &g.init else { continue };
        if is_special(&g.name) {
            continue;
        }
        let Some(Symbol::Global(id)) = cx.symbols.get(&symbol(&g.name)).copied() else {
            continue;
        };
        if module.globals[id].init == GlobalInit::External {
            continue;
        }
        if matches!(init, LValue::ZeroInit | LValue::Undef | LValue::Poison) {
            continue;
        }
        if g.is_constant && !cx.relative_tables.contains(&symbol(&g.name)) {
            if let Some(c) = contents(&cx.layouts, &g.ty) {
                module.global_contents.insert(id, c);
            }
        }
        if cx.relative_tables.contains(&symbol(&g.name)) {
            let LValue::Array(elems) = init else {
                unreachable!("checked by is_relative_table")
            };
            let mut relocs = Vec::new();
            for (i, e) in elems.iter().enumerate() {
                let n = relative_entry(&e.value, &g.name).expect("checked by is_relative_table");
                let (target, addend) = match cx.symbols.get(&symbol(n)) {
                    Some(Symbol::Global(t)) => (RelocTarget::Global(*t), 0),
                    Some(Symbol::Func(f)) => (RelocTarget::Func(*f), 0),
                    Some(Symbol::Offset(SymbolBase::Global(t), off)) => {
                        (RelocTarget::Global(*t), *off)
                    }
                    Some(Symbol::Offset(SymbolBase::Func(f), off)) => (RelocTarget::Func(*f), *off),
                    None => {
                        return Err(LowerError::bare(format!(
                            "relative table @{} names @{}, which is not in the module",
                            symbol(&g.name),
                            symbol(n)
                        ))
                        .at(g.line, 1))
                    }
                };
                relocs.push(Reloc {
                    offset: 8 * i as u64,
                    target,
                    addend,
                });
            }
            module.globals[id].init = GlobalInit::Bytes {
                data: vec![0; module.globals[id].size as usize],
                relocs,
            };
            continue;
        }
        // The bytes are built in memory: refuse sizes that cannot be.
        let size = module.globals[id].size;
        if size > MAX_INIT_BYTES {
            return Err(LowerError::bare(format!(
                "global @{} has a {size}-byte initializer; at most {MAX_INIT_BYTES} bytes are supported",
                symbol(&g.name)
            ))
            .at(g.line, 1));
        }
        let mut writer = InitWriter {
            cx,
            data: vec![0; size as usize],
            relocs: Vec::new(),
        };
        writer.write(&g.ty, init, 0).map_err(|e| e.at(g.line, 1))?;
        if writer.relocs.is_empty() && writer.data.iter().all(|&b| b == 0) {
            continue;
        }
        module.globals[id].init = GlobalInit::Bytes {
            data: writer.data,
            relocs: writer.relocs,
        };
    }
    Ok(())
}

struct InitWriter<'c, 'a> {
    cx: &'c ModuleCx<'a>,
    data: Vec<u8>,
    relocs: Vec<Reloc>,
}

impl InitWriter<'_, '_> {
    fn put(&mut self, at: u64, bytes: &[u8]) -> R<()> {
        let start = usize::try_from(at).unwrap_or(usize::MAX);
        let end = start.saturating_add(bytes.len());
        let slot = self
            .data
            .get_mut(start..end)
            .ok_or_else(|| LowerError::bare("initializer larger than its global".into()))?;
        slot.copy_from_slice(bytes);
        Ok(())
    }

    fn write(&mut self, ty: &LType, value: &LValue, at: u64) -> R<()> {
        let layouts = &self.cx.layouts;
        let ty = layouts.resolve(ty)?;
        match value {
            LValue::ZeroInit | LValue::Undef | LValue::Poison | LValue::Null => Ok(()),
            LValue::Int(i) => {
                let size = layouts.store_size(ty)? as usize;
                self.put(at, &i.to_le_bytes()[..size.min(16)])
            }
            LValue::Bool(b) => self.put(at, &[u8::from(*b)]),
            LValue::Float(lit) => match ty {
                LType::Float => self.put(at, &(float_value(lit)? as f32).to_le_bytes()),
                LType::Double => self.put(at, &float_value(lit)?.to_le_bytes()),
                _ => Err(LowerError::bare(
                    "float initializer of a type zyme does not support".into(),
                )),
            },
            LValue::CString(bytes) => self.put(at, bytes),
            LValue::Array(elems) | LValue::Vector(elems) => {
                let stride = match ty {
                    LType::Array { elem, .. } => layouts.alloc_size(elem)?,
                    LType::Vector { elem, .. } => layouts.store_size(elem)?,
                    _ => return Err(LowerError::bare("array initializer of a non-array".into())),
                };
                for (i, e) in elems.iter().enumerate() {
                    self.write(&e.ty, &e.value, offset(at, i as u64, stride))?;
                }
                Ok(())
            }
            LValue::Splat(elem) => {
                let LType::Vector { len, .. } = ty else {
                    return Err(LowerError::bare("splat initializer of a non-vector".into()));
                };
                let stride = layouts.store_size(&elem.ty)?;
                if stride == 0 {
                    return Ok(());
                }
                for i in 0..*len {
                    let to = offset(at, i, stride);
                    if to >= self.data.len() as u64 {
                        // Also bounds the loop when the lanes are zeros.
                        return Err(LowerError::bare(
                            "initializer larger than its global".into(),
                        ));
                    }
                    self.write(&elem.ty, &elem.value, to)?;
                }
                Ok(())
            }
            LValue::Struct { packed, fields } => {
                let tys: Vec<LType> = fields.iter().map(|f| f.ty.clone()).collect();
                let offsets = layouts.struct_offsets(*packed, &tys)?;
                for (f, off) in fields.iter().zip(offsets) {
                    self.write(&f.ty, &f.value, offset(at, 1, off))?;
                }
                Ok(())
            }
            // `inttoptr (i64 N to ptr)`: a plain number in a pointer's
            // bytes (Enzyme's `(void *)1` size index, tagged pointers).
            LValue::Expr(e)
                if matches!(
                    &**e,
                    ConstExpr::Cast {
                        op: LCast::IntToPtr,
                        value: TypedValue {
                            value: LValue::Int(_),
                            ..
                        },
                        ..
                    }
                ) =>
            {
                let ConstExpr::Cast { value, .. } = &**e else {
                    unreachable!("matched above")
                };
                let LValue::Int(n) = value.value else {
                    unreachable!("matched above")
                };
                let size = layouts.store_size(ty)? as usize;
                let bytes = (n as u128).to_le_bytes();
                self.put(at, &bytes[..size.min(16)])
            }
            LValue::Global(_)
            | LValue::DsoLocalEquivalent(_)
            | LValue::NoCfi(_)
            | LValue::Expr(_) => {
                let (base, addend) = symbol_offset(self.cx, value)?.ok_or_else(|| {
                    LowerError::bare("initializer refers to an unresolved alias".into())
                })?;
                if layouts.store_size(ty)? != 8 {
                    return Err(LowerError::bare(
                        "an address stored in fewer than 8 bytes is not supported".into(),
                    ));
                }
                self.relocs.push(Reloc {
                    offset: at,
                    target: match base {
                        SymbolBase::Func(f) => RelocTarget::Func(f),
                        SymbolBase::Global(g) => RelocTarget::Global(g),
                    },
                    addend,
                });
                Ok(())
            }
            LValue::BlockAddress { .. } => Err(LowerError::bare(
                "blockaddress (computed goto) is not supported".into(),
            )),
            other => Err(LowerError::bare(format!(
                "global initializer {} is not supported",
                value_kind(other)
            ))),
        }
    }
}

/// What a constant global of type `ty` holds, for type analysis: arrays
/// of one scalar type (at any depth) are uniform, anything else is its
/// scalar leaves. Byte arrays (strings) say nothing about what copies of
/// them hold, so they are left out.
fn contents(layouts: &super::layout::Layouts, ty: &LType) -> Option<zyme_ir::GlobalContents> {
    let mut elem = layouts.resolve(ty).ok()?;
    while let LType::Array { elem: e, .. } = elem {
        elem = layouts.resolve(e).ok()?;
    }
    let leaves = layouts.leaves(elem).ok()?;
    if leaves.iter().any(|l| l.ty == zyme_ir::Type::I8) || leaves.is_empty() {
        return None;
    }
    if let [one] = leaves.as_slice() {
        if one.offset == 0 && layouts.alloc_size(elem).ok()? == u64::from(one.ty.bytes()) {
            return Some(zyme_ir::GlobalContents::Uniform(one.ty));
        }
    }
    let all = layouts.leaves(ty).ok()?;
    Some(zyme_ir::GlobalContents::Scalars(
        all.into_iter().map(|l| (l.offset, l.ty)).collect(),
    ))
}

/// `at + i * stride`, saturating: a constant whose element types do not
/// match its global's may put elements anywhere, and `put` rejects those
/// past the end.
fn offset(at: u64, i: u64, stride: u64) -> u64 {
    at.saturating_add(i.saturating_mul(stride))
}

/// A short name of a value's kind for diagnostics.
pub(super) fn value_kind(v: &LValue) -> &'static str {
    match v {
        LValue::Local(_) => "local value",
        LValue::Metadata(_) => "metadata",
        LValue::InlineAsm(_) => "inline assembly",
        LValue::None => "none",
        LValue::BlockAddress { .. } => "blockaddress",
        _ => "constant",
    }
}

/// The value of a float literal as a double.
pub(super) fn float_value(lit: &FloatLit) -> R<f64> {
    match lit {
        FloatLit::Decimal(d) => Ok(*d),
        FloatLit::Hex(HexFloatKind::Double, bits) => Ok(f64::from_bits(*bits as u64)),
        FloatLit::Hex(kind, _) => Err(LowerError::bare(format!(
            "float literal of kind {kind:?} is not supported (only float and double are)"
        ))),
    }
}

/// The address a constant names as a symbol plus a constant byte offset;
/// `Ok(None)` when it names an alias not resolved yet.
pub(super) fn symbol_offset(cx: &ModuleCx, value: &LValue) -> R<Option<(SymbolBase, i64)>> {
    if let Some(name) = global_name(value) {
        let key = symbol(name);
        return match cx.symbols.get(&key) {
            Some(Symbol::Func(f)) => Ok(Some((SymbolBase::Func(*f), 0))),
            Some(Symbol::Global(g)) => Ok(Some((SymbolBase::Global(*g), 0))),
            Some(Symbol::Offset(b, o)) => Ok(Some((*b, *o))),
            None if cx.ast.aliases.iter().any(|a| a.name == *name) => Ok(None),
            None => Err(LowerError::bare(format!("use of undefined global @{key}"))),
        };
    }
    let LValue::Expr(expr) = value else {
        return Err(LowerError::bare(format!(
            "expected a global address, found a {}",
            value_kind(value)
        )));
    };
    match &**expr {
        ConstExpr::Cast {
            op: LCast::BitCast | LCast::AddrSpaceCast | LCast::PtrToInt | LCast::IntToPtr,
            value,
            ..
        } => symbol_offset(cx, &value.value),
        ConstExpr::GetElementPtr {
            source_ty,
            base,
            indices,
            ..
        } => {
            let Some((sym, off)) = symbol_offset(cx, &base.value)? else {
                return Ok(None);
            };
            let consts = const_indices(indices).ok_or_else(|| {
                LowerError::bare("constant getelementptr with a non-constant index".into())
            })?;
            let extra = gep_const_offset(&cx.layouts, source_ty, &consts)?;
            Ok(Some((sym, off.wrapping_add(extra))))
        }
        _ => Err(LowerError::bare(
            "constant expression is not an address zyme can relocate (only casts and getelementptr of a global are)".into(),
        )),
    }
}

fn const_indices(indices: &[GepIndex]) -> Option<Vec<i64>> {
    indices
        .iter()
        .map(|i| match i.value.value {
            LValue::Int(v) => i64::try_from(v).ok(),
            LValue::ZeroInit | LValue::Null => Some(0),
            _ => None,
        })
        .collect()
}

/// One term of a GEP's address arithmetic.
#[derive(Copy, Clone, Debug)]
pub(super) enum GepStep {
    /// A constant byte offset.
    Const(i64),
    /// Index number `i` (of the GEP's list) times a stride in bytes.
    Scaled(usize, i64),
}

/// The address arithmetic of a GEP: for each index, either a constant
/// offset (struct fields, constant indices when `consts` knows them) or a
/// scaled index.
pub(super) fn gep_steps(
    layouts: &Layouts,
    source_ty: &LType,
    n_indices: usize,
    const_index: impl Fn(usize) -> Option<i64>,
) -> R<Vec<GepStep>> {
    let mut steps = Vec::with_capacity(n_indices);
    let mut cur = source_ty.clone();
    for i in 0..n_indices {
        let (stride, next) = if i == 0 {
            (layouts.alloc_size(&cur)? as i64, cur.clone())
        } else {
            match layouts.resolve(&cur)?.clone() {
                LType::Struct { packed, fields } => {
                    let field = const_index(i).ok_or_else(|| {
                        LowerError::bare("struct field index must be a constant".into())
                    })?;
                    let offsets = layouts.struct_offsets(packed, &fields)?;
                    let off = usize::try_from(field)
                        .ok()
                        .and_then(|f| offsets.get(f))
                        .ok_or_else(|| {
                            LowerError::bare(format!("struct field index {field} out of range"))
                        })?;
                    steps.push(GepStep::Const(*off as i64));
                    cur = fields[field as usize].clone();
                    continue;
                }
                LType::Array { elem, .. } => (layouts.alloc_size(&elem)? as i64, *elem),
                LType::Vector { elem, .. } => (layouts.store_size(&elem)? as i64, *elem),
                _ => {
                    return Err(LowerError::bare(
                        "getelementptr indexes into a type that is not an aggregate".into(),
                    ))
                }
            }
        };
        match const_index(i) {
            Some(c) => steps.push(GepStep::Const(c.wrapping_mul(stride))),
            None => steps.push(GepStep::Scaled(i, stride)),
        }
        cur = next;
    }
    Ok(steps)
}

/// The byte offset of a GEP whose indices are all constants.
pub(super) fn gep_const_offset(layouts: &Layouts, source_ty: &LType, indices: &[i64]) -> R<i64> {
    let steps = gep_steps(layouts, source_ty, indices.len(), |i| Some(indices[i]))?;
    Ok(steps.iter().fold(0i64, |acc, s| match s {
        GepStep::Const(c) => acc.wrapping_add(*c),
        GepStep::Scaled(..) => acc,
    }))
}

/// Creates the stack that dynamic `alloca` draws from: a zeroed area and a
/// stack pointer initialised to its start.
pub(super) fn create_dyn_stack(cx: &mut ModuleCx, module: &mut Module) -> R<()> {
    let dup = |e: zyme_ir::module::DuplicateName| LowerError::bare(e.to_string());
    let area = module
        .add_global(GlobalData {
            name: "__zyme_dyn_stack".into(),
            size: DYN_STACK_BYTES,
            align: 16,
            constant: false,
            linkage: Linkage::Local,
            addr_space: zyme_ir::AddrSpace::GENERIC,
            init: GlobalInit::Zero,
        })
        .map_err(dup)?;
    let sp = module
        .add_global(GlobalData {
            name: "__zyme_dyn_sp".into(),
            size: 8,
            align: 8,
            constant: false,
            linkage: Linkage::Local,
            addr_space: zyme_ir::AddrSpace::GENERIC,
            init: GlobalInit::Bytes {
                data: vec![0; 8],
                relocs: vec![Reloc {
                    offset: 0,
                    target: RelocTarget::Global(area),
                    addend: 0,
                }],
            },
        })
        .map_err(dup)?;
    cx.dyn_stack = Some((area, sp, DYN_STACK_BYTES));
    Ok(())
}

/// The functions of `@llvm.global_ctors` or `@llvm.global_dtors`, in
/// priority order.
fn structors(cx: &ModuleCx, list: &str) -> R<Vec<zyme_ir::FuncId>> {
    let Some(g) = cx.ast.global(list) else {
        return Ok(Vec::new());
    };
    let Some(LValue::Array(entries)) = &g.init else {
        return Ok(Vec::new());
    };
    let mut out = Vec::new();
    for TypedValue { value, .. } in entries {
        let LValue::Struct { fields, .. } = value else {
            continue;
        };
        let (Some(prio), Some(func)) = (fields.first(), fields.get(1)) else {
            continue;
        };
        let prio = match prio.value {
            LValue::Int(p) => p,
            _ => 65535,
        };
        match symbol_offset(cx, &func.value)? {
            Some((SymbolBase::Func(f), 0)) => out.push((prio, f)),
            _ => {
                return Err(
                    LowerError::bare(format!("@{list} entry is not a function")).at(g.line, 1)
                )
            }
        }
    }
    out.sort_by_key(|&(p, _)| p);
    Ok(out.into_iter().map(|(_, f)| f).collect())
}

/// Whether `main` must be renamed to [`USER_MAIN`] (static constructors or
/// destructors exist).
pub(super) fn has_structors(module: &ast::Module) -> bool {
    ["llvm.global_ctors", "llvm.global_dtors"].iter().any(|n| {
        module
            .global(n)
            .is_some_and(|g| matches!(&g.init, Some(LValue::Array(a)) if !a.is_empty()))
    }) && module.function("main").is_some_and(|f| !f.is_declaration)
}

/// Emits `main`: constructors, the user's main, destructors.
pub(super) fn wrap_main_with_ctors(cx: &ModuleCx, module: &mut Module) -> R<()> {
    if !has_structors(cx.ast) {
        return Ok(());
    }
    let ctors = structors(cx, "llvm.global_ctors")?;
    let dtors = structors(cx, "llvm.global_dtors")?;
    let Some(user) = module.func_by_name(USER_MAIN) else {
        return Ok(());
    };
    let sig: Signature = module.functions[user].sig.clone();
    let main = module
        .declare_function("main", sig.clone(), Linkage::Export)
        .map_err(|e| LowerError::bare(e.to_string()))?;
    let mut b = module.builder(main);
    let entry = b.create_block();
    let params = b.append_signature_params(entry);
    b.switch_to(entry);
    for c in ctors {
        b.call(c, &[]);
    }
    let results = b.call(user, &params);
    for d in dtors {
        b.call(d, &[]);
    }
    b.ret(&results);
    Ok(())
}
