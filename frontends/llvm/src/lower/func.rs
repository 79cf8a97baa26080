//! Function bodies: blocks in reverse post-order (so every definition is
//! lowered before its uses), `phi` as block parameters, aggregates as
//! scalar leaves, and one method per instruction family.

use super::globals::{gep_steps, value_kind, GepStep};
use super::layout::{int_container, Layouts};
use super::{global_name, intrinsics, symbol, tbaa, LowerError, ModuleCx, Symbol, SymbolBase, R};
use crate::ast::{
    self, AtomicOrdering, AtomicRmwOp, Attribute, BinOp, CallSite, CastOp as LCast, ConstExpr,
    FloatPredicate, GepIndex, InstKind, IntPredicate, Name, Type as LType, TypedValue,
    Value as LValue,
};
use std::collections::{HashMap, HashSet};
use zyme_ir::autodiff::AdRequests;
use zyme_ir::{
    BinaryOp, Block, BlockCall, CastOp, FileId, FloatCC, FuncId, FunctionBuilder, InstData, IntCC,
    MemFlags, MemOp, Module, Ordering, RmwOp, ScalarType, Signature, SourceLoc, Type, UnaryOp,
    Value,
};

/// A lowered SSA value: one zyme value, or the leaves of an aggregate.
#[derive(Clone, Debug)]
pub(super) enum L {
    One(Value),
    Many(Vec<Value>),
}

impl L {
    pub fn leaves(&self) -> &[Value] {
        match self {
            L::One(v) => std::slice::from_ref(v),
            L::Many(vs) => vs,
        }
    }

    pub fn from_leaves(mut vs: Vec<Value>) -> L {
        if vs.len() == 1 {
            L::One(vs.pop().expect("one element"))
        } else {
            L::Many(vs)
        }
    }

    pub fn one(&self) -> R<Value> {
        match self {
            L::One(v) => Ok(*v),
            L::Many(vs) if vs.len() == 1 => Ok(vs[0]),
            L::Many(_) => Err(LowerError::bare(
                "an aggregate value where a scalar is required".into(),
            )),
        }
    }

    pub fn none() -> L {
        L::Many(Vec::new())
    }
}

/// Whether a function needs the module's dynamic-alloca stack.
pub(super) fn needs_dyn_stack(f: &ast::Function) -> bool {
    f.blocks.iter().enumerate().any(|(bi, block)| {
        block.insts.iter().any(|inst| match &inst.kind {
            InstKind::Alloca { count, .. } => bi != 0 || count.as_ref().is_some_and(|c| const_int(&c.value).is_none()),
            InstKind::Call { call, .. } => matches!(
                global_name(&call.callee),
                Some(Name::Named(n)) if n.starts_with("llvm.stacksave") || n.starts_with("llvm.stackrestore")
            ),
            _ => false,
        })
    })
}

pub(super) fn const_int(v: &LValue) -> Option<i128> {
    match v {
        LValue::Int(i) => Some(*i),
        LValue::Bool(b) => Some(i128::from(*b)),
        LValue::ZeroInit | LValue::Null => Some(0),
        _ => None,
    }
}

/// Whether `bits` is a width zyme has natively.
pub(super) fn native_width(bits: u32) -> bool {
    matches!(bits, 1 | 8 | 16 | 32 | 64)
}

/// How a load or store accesses memory, as the instruction says.
pub(super) struct Access {
    pub align: Option<u64>,
    pub volatile: bool,
    pub ordering: Option<AtomicOrdering>,
    /// The `!tbaa` scalar, for single-scalar accesses.
    pub hint: Option<ScalarType>,
}

impl Access {
    /// Flags of the leaf at `offset`: the alignment that offset keeps.
    fn flags(&self, offset: u64) -> MemFlags {
        let a = self.align.unwrap_or(1).clamp(1, 1 << 16);
        let a = if offset == 0 {
            a
        } else {
            a.min(1 << offset.trailing_zeros().min(16))
        };
        MemFlags {
            align: a as u32,
            volatile: self.volatile,
            ordering: self.ordering.map(ordering_of),
            hint: None,
        }
    }
}

pub(super) struct FnLower<'c, 'a, 'm> {
    pub cx: &'c ModuleCx<'a>,
    /// Where Enzyme call sites record the derivatives they ask for.
    pub ad: &'c mut AdRequests,
    pub b: FunctionBuilder<'m>,
    f: &'a ast::Function,
    values: HashMap<&'a Name, L>,
    blocks: HashMap<&'a Name, Block>,
    ast_blocks: HashMap<&'a Name, &'a ast::BasicBlock>,
    /// The hidden pointer to the variadic argument slots.
    pub va_area: Option<Value>,
    /// The dynamic-stack pointer at entry, restored on return.
    dyn_saved: Option<Value>,
    file: FileId,
    /// The AST block being lowered (for phi edges).
    current: Option<&'a Name>,
    /// The defining instruction of every named value (Enzyme markers).
    defs: HashMap<&'a Name, &'a ast::Instruction>,
    /// `.ll` line and column of the instruction being lowered.
    pos: (u32, u32),
}

pub(super) fn lower_function(
    cx: &ModuleCx,
    ad: &mut AdRequests,
    module: &mut Module,
    f: &ast::Function,
) -> R<()> {
    let name = symbol(&f.name);
    let Some(Symbol::Func(id)) = cx.symbols.get(&name).copied() else {
        return Err(LowerError::bare(format!("function @{name} was not declared")).at(f.line, 1));
    };
    let file = module.add_file(
        cx.ast
            .source_filename
            .clone()
            .unwrap_or_else(|| cx.file.clone()),
    );
    let variadic_def = cx.funcs[&id].variadic_def;
    let _guard = zyme_ir::on_panic::PrintOnPanic::new(|| format!("lowering @{name}"));
    let mut fl = FnLower {
        cx,
        ad,
        b: module.builder(id),
        f,
        values: HashMap::new(),
        blocks: HashMap::new(),
        ast_blocks: HashMap::new(),
        va_area: None,
        dyn_saved: None,
        file,
        current: None,
        defs: f
            .blocks
            .iter()
            .flat_map(|b| &b.insts)
            .filter_map(|i| i.result.as_ref().map(|r| (r, i)))
            .collect(),
        pos: (f.line, 1),
    };
    fl.body(variadic_def).map_err(|e| e.at(f.line, 1))
}

impl<'c, 'a, 'm> FnLower<'c, 'a, 'm> {
    /// The instruction that defines a named value of this function.
    pub fn definition(&self, name: &Name) -> Option<&'a ast::Instruction> {
        self.defs.get(name).copied()
    }

    /// Without `!tbaa` (at -O0), what the program's own types say an
    /// access of type `ty` reads or writes: the struct field a
    /// `getelementptr` selects, or the variable an `alloca` declares, when
    /// that is a scalar of the very type accessed (so a union member read
    /// as another type says nothing). Indexing alone (`p[i]`) says only
    /// what the pointer was cast to, not what the memory holds (`(long
    /// *)doubles`), and bytes (`i8`) say nothing either.
    fn declared_hint(&self, ptr: &ast::TypedValue, ty: &LType) -> Option<zyme_ir::ScalarType> {
        let ast::Value::Local(name) = &ptr.value else {
            return None;
        };
        let def = self.definition(name)?;
        let declared = match &def.kind {
            ast::InstKind::Alloca {
                ty, count: None, ..
            } => ty.clone(),
            ast::InstKind::GetElementPtr {
                source_ty, indices, ..
            } => {
                let mut t = source_ty.clone();
                let mut field = false;
                for idx in indices.iter().skip(1) {
                    t = match self.layouts().resolve(&t).ok()? {
                        LType::Struct { fields, .. } => {
                            let ast::Value::Int(k) = idx.value.value else {
                                return None;
                            };
                            field = true;
                            fields.get(usize::try_from(k).ok()?)?.clone()
                        }
                        LType::Array { elem, .. } | LType::Vector { elem, .. } => (**elem).clone(),
                        _ => return None,
                    };
                }
                if !field {
                    return None;
                }
                t
            }
            _ => return None,
        };
        let declared = self.layouts().resolve(&declared).ok()?;
        if declared != self.layouts().resolve(ty).ok()? {
            return None;
        }
        match self.layouts().leaf_types(declared).ok()?.as_slice() {
            [t] if !t.is_vector() && *t != Type::I8 && *t != Type::I1 => Some(t.lane()),
            _ => None,
        }
    }

    /// The value last stored to a stack slot, when the slot (an `alloca`
    /// named `slot`) is stored to exactly once in the whole function.
    /// Enzyme markers reach `__enzyme_*` calls this way at `-O0` once
    /// clang has inlined the `always_inline` wrappers of a C++ header:
    /// every parameter of an inlined function is spilled to its own slot.
    pub fn single_store(&self, slot: &Name) -> Option<&'a ast::Value> {
        let def = self.definition(slot)?;
        if !matches!(def.kind, ast::InstKind::Alloca { .. }) {
            return None;
        }
        let mut stored = None;
        for inst in self.f.blocks.iter().flat_map(|b| &b.insts) {
            if let ast::InstKind::Store { value, ptr, .. } = &inst.kind {
                if matches!(&ptr.value, ast::Value::Local(n) if n == slot) {
                    if stored.is_some() {
                        return None;
                    }
                    stored = Some(&value.value);
                }
            }
        }
        stored
    }

    /// `.ll` line and column of the instruction being lowered.
    pub fn position(&self) -> (u32, u32) {
        self.pos
    }

    pub fn layouts(&self) -> &'c Layouts<'a> {
        &self.cx.layouts
    }

    fn body(&mut self, variadic_def: bool) -> R<()> {
        let f = self.f;
        for block in &f.blocks {
            let zb = self.b.create_block();
            if self.blocks.insert(&block.name, zb).is_some() {
                return Err(
                    LowerError::bare(format!("block %{} defined twice", block.name))
                        .at(block.line, 1),
                );
            }
            self.ast_blocks.insert(&block.name, block);
        }
        let entry = self.blocks[&f.blocks[0].name];
        let params = self.b.append_signature_params(entry);
        let mut next = params.into_iter();
        let mut unnamed = 0u32;
        for p in &f.params {
            let n = self.layouts().leaves(&p.ty)?.len();
            let leaves: Vec<Value> = next.by_ref().take(n).collect();
            let name: &'a Name = match &p.name {
                Some(name) => name,
                None => {
                    // Unnamed parameters take the first numbers; keep a
                    // name owned by the tree by looking it up lazily.
                    unnamed += 1;
                    continue;
                }
            };
            self.values.insert(name, L::from_leaves(leaves));
        }
        if unnamed > 0 {
            return Err(LowerError::bare(
                "function definition with unnamed parameters".into(),
            ));
        }
        if variadic_def {
            self.va_area = next.next();
        }
        // Block parameters for phis.
        for block in &f.blocks[1..] {
            let zb = self.blocks[&block.name];
            for inst in &block.insts {
                let InstKind::Phi { ty, .. } = &inst.kind else {
                    break;
                };
                let tys = self
                    .layouts()
                    .leaf_types(ty)
                    .map_err(|e| e.at(inst.line, inst.col))?;
                let leaves = tys
                    .into_iter()
                    .map(|t| self.b.append_param(zb, t))
                    .collect();
                if let Some(result) = &inst.result {
                    self.values.insert(result, L::from_leaves(leaves));
                }
            }
        }
        let order = self.reverse_postorder();
        let reached: HashSet<&Name> = order.iter().map(|b| &b.name).collect();
        for (i, block) in order.iter().enumerate() {
            self.current = Some(&block.name);
            let zb = self.blocks[&block.name];
            self.b.switch_to(zb);
            if i == 0 && needs_dyn_stack(f) {
                let (_, sp, _) = self
                    .cx
                    .dyn_stack
                    .expect("created for functions that need it");
                let addr = self.b.global_addr(sp);
                self.dyn_saved = Some(self.b.load(Type::PTR, addr, MemFlags::aligned(8)));
            }
            for inst in &block.insts {
                let loc = self
                    .cx
                    .ast
                    .debug_line(inst)
                    .map(|(line, col)| SourceLoc {
                        file: Some(self.file),
                        line,
                        col,
                    })
                    .unwrap_or_default();
                self.b.set_srcloc(loc);
                self.pos = (inst.line, inst.col);
                let ended = self.inst(inst).map_err(|mut e| {
                    if e.source.is_none() && loc.is_known() {
                        e.source = Some((loc.line, loc.col));
                    }
                    e.at(inst.line, inst.col)
                })?;
                if ended {
                    break;
                }
            }
        }
        // Blocks nothing reaches (dead `resume` blocks, landing pads) stay
        // in the layout as traps.
        for block in &f.blocks {
            if !reached.contains(&block.name) {
                let zb = self.blocks[&block.name];
                self.b.switch_to(zb);
                self.b.set_srcloc(SourceLoc::default());
                self.b.unreachable();
            }
        }
        Ok(())
    }

    /// Blocks reachable from the entry in reverse post-order. Unwind edges
    /// are not followed: zyme never unwinds.
    fn reverse_postorder(&self) -> Vec<&'a ast::BasicBlock> {
        let f = self.f;
        let mut seen: HashSet<&Name> = HashSet::new();
        let mut post = Vec::new();
        let mut stack: Vec<(&'a ast::BasicBlock, Vec<&'a Name>)> = Vec::new();
        let entry = &f.blocks[0];
        seen.insert(&entry.name);
        stack.push((entry, successors(entry)));
        while let Some((block, succs)) = stack.last_mut() {
            if let Some(next) = succs.pop() {
                if let Some(nb) = self.ast_blocks.get(next) {
                    if seen.insert(&nb.name) {
                        let s = successors(nb);
                        stack.push((nb, s));
                    }
                }
            } else {
                post.push(*block);
                stack.pop();
            }
        }
        post.reverse();
        post
    }

    fn block(&self, name: &Name) -> R<Block> {
        self.blocks
            .get(name)
            .copied()
            .ok_or_else(|| LowerError::bare(format!("branch to undefined block %{name}")))
    }

    /// The arguments the edge from the current block to `to` passes to
    /// `to`'s phis.
    fn edge(&mut self, to: &Name) -> R<BlockCall> {
        let block = self.block(to)?;
        let from = self.current.expect("set while lowering a block");
        let target = self.ast_blocks[to];
        let mut args = Vec::new();
        for inst in &target.insts {
            let InstKind::Phi { ty, incoming, .. } = &inst.kind else {
                break;
            };
            let Some((v, _)) = incoming.iter().find(|(_, pred)| pred == from) else {
                return Err(LowerError::bare(format!(
                    "phi in block %{to} has no incoming value for predecessor %{from}"
                ))
                .at(inst.line, inst.col));
            };
            let l = self.op(ty, v)?;
            args.extend_from_slice(l.leaves());
        }
        Ok(BlockCall::new(block, args))
    }

    // ---- operands -------------------------------------------------------

    /// Lowers an operand of LLVM type `ty`.
    pub fn op(&mut self, ty: &LType, v: &LValue) -> R<L> {
        match v {
            LValue::Local(name) => self.values.get(name).cloned().ok_or_else(|| {
                LowerError::bare(format!(
                    "use of %{name}, which is undefined or does not dominate this use"
                ))
            }),
            LValue::Global(_) | LValue::DsoLocalEquivalent(_) | LValue::NoCfi(_) => {
                let name = global_name(v).expect("matched a global name");
                self.symbol_addr(name).map(L::One)
            }
            LValue::Expr(e) => self.const_expr(ty, e),
            LValue::InlineAsm(_) => Err(LowerError::bare(
                "inline assembly is not supported; move it out of the code zyme compiles".into(),
            )),
            LValue::Metadata(_) | LValue::None | LValue::BlockAddress { .. } => Err(
                LowerError::bare(format!("a {} operand is not supported here", value_kind(v))),
            ),
            _ => self.constant(ty, v),
        }
    }

    /// Lowers a scalar (or vector) operand.
    pub fn op1(&mut self, tv: &TypedValue) -> R<Value> {
        self.op(&tv.ty, &tv.value)?.one()
    }

    fn symbol_addr(&mut self, name: &Name) -> R<Value> {
        let key = symbol(name);
        match self.cx.symbols.get(&key).copied() {
            Some(Symbol::Func(f)) => Ok(self.b.func_addr(f)),
            Some(Symbol::Global(g)) => Ok(self.b.global_addr(g)),
            Some(Symbol::Offset(base, off)) => {
                let addr = match base {
                    SymbolBase::Func(f) => self.b.func_addr(f),
                    SymbolBase::Global(g) => self.b.global_addr(g),
                };
                Ok(self.b.ptr_add_imm(addr, off))
            }
            None if super::is_intrinsic(name) => Err(LowerError::bare(format!(
                "the address of intrinsic @{key} cannot be taken"
            ))),
            None => Err(LowerError::bare(format!("use of undefined global @{key}"))),
        }
    }

    /// A constant of a first-class type, as leaves.
    fn constant(&mut self, ty: &LType, v: &LValue) -> R<L> {
        let resolved = self.layouts().resolve(ty)?.clone();
        match &resolved {
            LType::Struct { .. } | LType::Array { .. } => {
                let mut out = Vec::new();
                match v {
                    LValue::ZeroInit | LValue::Undef | LValue::Poison => {
                        for t in self.layouts().leaf_types(ty)? {
                            out.push(self.zero(t));
                        }
                    }
                    LValue::Struct { fields, .. } => {
                        for f in fields {
                            out.extend_from_slice(self.op(&f.ty, &f.value)?.leaves());
                        }
                    }
                    LValue::Array(elems) => {
                        for e in elems {
                            out.extend_from_slice(self.op(&e.ty, &e.value)?.leaves());
                        }
                    }
                    LValue::CString(bytes) => {
                        for &byte in bytes {
                            out.push(self.b.iconst(Type::I8, i64::from(byte)));
                        }
                    }
                    other => {
                        return Err(LowerError::bare(format!(
                            "a {} is not an aggregate constant",
                            value_kind(other)
                        )))
                    }
                }
                Ok(L::Many(out))
            }
            LType::Vector { elem, len, .. } => {
                let zty = self.value_type(ty)?;
                let lanes: Vec<Value> = match v {
                    LValue::ZeroInit | LValue::Undef | LValue::Poison => {
                        return Ok(L::One(self.zero(zty)))
                    }
                    LValue::Vector(elems) => elems.iter().map(|e| self.op1(e)).collect::<R<_>>()?,
                    LValue::Splat(e) => {
                        let lane = self.op1(e)?;
                        return Ok(L::One(self.splat(zty, lane)));
                    }
                    LValue::Int(_) | LValue::Float(_) | LValue::Bool(_) | LValue::Null => {
                        let lane = self.op(elem, v)?.one()?;
                        return Ok(L::One(self.splat(zty, lane)));
                    }
                    other => {
                        return Err(LowerError::bare(format!(
                            "a {} is not a vector constant",
                            value_kind(other)
                        )))
                    }
                };
                if lanes.len() as u64 != *len {
                    return Err(LowerError::bare(
                        "vector constant of the wrong length".into(),
                    ));
                }
                Ok(L::One(self.build_vector(zty, &lanes)))
            }
            scalar => {
                let zty = self.value_type(scalar)?;
                Ok(L::One(match v {
                    LValue::ZeroInit | LValue::Undef | LValue::Poison | LValue::Null => {
                        self.zero(zty)
                    }
                    LValue::Int(i) => self.int_const(scalar, *i)?,
                    LValue::Bool(bv) => self.b.iconst(zty, i64::from(*bv)),
                    LValue::Float(lit) => {
                        let d = super::globals::float_value(lit)?;
                        match zty.lane() {
                            ScalarType::F32 => self.b.f32const(d as f32),
                            ScalarType::F64 => self.b.f64const(d),
                            _ => {
                                return Err(LowerError::bare(
                                    "float literal for a non-float type".into(),
                                ))
                            }
                        }
                    }
                    other => {
                        return Err(LowerError::bare(format!(
                            "a {} is not a constant of this type",
                            value_kind(other)
                        )))
                    }
                }))
            }
        }
    }

    /// An integer constant in its canonical (sign-extended) container form.
    fn int_const(&mut self, ty: &LType, i: i128) -> R<Value> {
        match ty {
            LType::Int(bits) => {
                let zty = int_container(*bits).ok_or_else(|| {
                    LowerError::bare(format!("i{bits} constants are not supported"))
                })?;
                let shift = 128 - bits;
                let canon = (i << shift) >> shift;
                Ok(self.b.iconst(zty, canon as i64))
            }
            LType::Ptr(_) => {
                let zty = self.value_type(ty)?;
                Ok(self.b.iconst(zty, i as i64))
            }
            _ => Err(LowerError::bare(
                "integer literal for a non-integer type".into(),
            )),
        }
    }

    pub fn zero(&mut self, ty: Type) -> Value {
        let lane = Type::scalar(ty.lane());
        let z = match ty.lane() {
            ScalarType::F32 => self.b.f32const(0.0),
            ScalarType::F64 => self.b.f64const(0.0),
            _ => self.b.iconst(lane, 0),
        };
        self.splat(ty, z)
    }

    /// `lane` in every lane of `ty` (or `lane` itself for a scalar type).
    pub fn splat(&mut self, ty: Type, lane: Value) -> Value {
        if ty.is_vector() {
            self.b.splat(ty, lane)
        } else {
            lane
        }
    }

    pub fn build_vector(&mut self, ty: Type, lanes: &[Value]) -> Value {
        if !ty.is_vector() {
            return lanes[0];
        }
        let mut v = self.b.splat(ty, lanes[0]);
        for (i, &lane) in lanes.iter().enumerate().skip(1) {
            if lane != lanes[0] {
                v = self.b.insert_lane(v, lane, i as u16);
            }
        }
        v
    }

    pub fn value_type(&self, ty: &LType) -> R<Type> {
        self.layouts()
            .value_type(ty)?
            .ok_or_else(|| LowerError::bare("an aggregate where a scalar type is required".into()))
    }

    /// The LLVM width of a scalar integer type, if it is one.
    pub fn int_bits(&self, ty: &LType) -> Option<u32> {
        match self.layouts().resolve(ty).ok()? {
            LType::Int(bits) => Some(*bits),
            _ => None,
        }
    }

    /// Lane count of a vector type (1 for `<1 x T>`), or `None` for a scalar.
    pub fn vector_len(&self, ty: &LType) -> Option<u64> {
        match self.layouts().resolve(ty).ok()? {
            LType::Vector { len, .. } => Some(*len),
            _ => None,
        }
    }

    // ---- odd-width integers ---------------------------------------------

    /// Re-extends the low `bits` of `v` over its container.
    pub fn sext_in_reg(&mut self, v: Value, bits: u32, container: Type) -> Value {
        let cbits = container.lane().bits();
        if bits >= cbits {
            return v;
        }
        let sh = self.b.iconst(container, i64::from(cbits - bits));
        let up = self.b.shl(v, sh);
        self.b.ashr(up, sh)
    }

    /// Clears all but the low `bits` of `v`.
    pub fn zext_in_reg(&mut self, v: Value, bits: u32, container: Type) -> Value {
        if bits >= container.lane().bits() {
            return v;
        }
        let mask = self.b.iconst(container, ((1u64 << bits) - 1) as i64);
        self.b.band(v, mask)
    }

    // ---- instructions ---------------------------------------------------

    /// Lowers one instruction; `true` when it ended the block early (a
    /// trap), so the rest of the block is dead.
    fn inst(&mut self, inst: &'a ast::Instruction) -> R<bool> {
        let result: Option<L> = match &inst.kind {
            InstKind::Phi { .. } => return Ok(false),
            InstKind::Ret(v) => {
                let vals = match v {
                    Some(tv) => self.op(&tv.ty, &tv.value)?.leaves().to_vec(),
                    None => Vec::new(),
                };
                self.restore_dyn_stack();
                self.b.ret(&vals);
                None
            }
            InstKind::Br { dest } => {
                let e = self.edge(dest)?;
                self.b.ins(InstData::Jump { dest: e });
                None
            }
            InstKind::CondBr {
                cond,
                then_dest,
                else_dest,
            } => {
                let c = self.op1(cond)?;
                let t = self.edge(then_dest)?;
                let e = self.edge(else_dest)?;
                self.b.ins(InstData::Brif {
                    cond: c,
                    then_dest: t,
                    else_dest: e,
                });
                None
            }
            InstKind::Switch {
                value,
                default,
                cases,
            } => {
                let v = self.op1(value)?;
                let bits = self.int_bits(&value.ty).unwrap_or(64);
                let container = int_container(bits).ok_or_else(|| {
                    LowerError::bare(format!("switch on i{bits} is not supported"))
                })?;
                let cmask = u64::MAX >> (64 - container.lane().bits());
                let mut zcases = Vec::with_capacity(cases.len());
                for (c, dest) in cases {
                    let i = const_int(&c.value)
                        .ok_or_else(|| LowerError::bare("switch case is not a constant".into()))?;
                    let shift = 128 - bits;
                    let canon = ((i << shift) >> shift) as u64 & cmask;
                    let e = self.edge(dest)?;
                    zcases.push((canon, e));
                }
                let d = self.edge(default)?;
                self.b.switch(v, zcases, d);
                None
            }
            InstKind::Unreachable | InstKind::Resume(_) => {
                self.b.unreachable();
                None
            }
            InstKind::Invoke { call, normal, .. } => {
                let r = self.call(call)?;
                if let Some(res) = &inst.result {
                    self.values.insert(res, r);
                }
                let e = self.edge(normal)?;
                self.b.ins(InstData::Jump { dest: e });
                return Ok(false);
            }
            InstKind::Unary { operand, .. } => {
                let v = self.op1(operand)?;
                Some(L::One(self.b.fneg(v)))
            }
            InstKind::Binary {
                op, ty, lhs, rhs, ..
            } => {
                let a = self.op(ty, lhs)?.one()?;
                let b = self.op(ty, rhs)?.one()?;
                Some(L::One(self.binary(*op, ty, a, b)?))
            }
            InstKind::ICmp {
                pred, ty, lhs, rhs, ..
            } => {
                let a = self.op(ty, lhs)?.one()?;
                let b = self.op(ty, rhs)?.one()?;
                Some(L::One(self.b.icmp(int_cc(*pred), a, b)))
            }
            InstKind::FCmp {
                pred, ty, lhs, rhs, ..
            } => {
                let a = self.op(ty, lhs)?.one()?;
                let b = self.op(ty, rhs)?.one()?;
                Some(L::One(self.b.fcmp(float_cc(*pred), a, b)))
            }
            InstKind::Cast {
                op, value, to, ..
            } => {
                let v = self.op1(value)?;
                Some(L::One(self.cast(*op, &value.ty, to, v)?))
            }
            InstKind::Select {
                cond,
                then_value,
                else_value,
                ..
            } => {
                let c = self.op1(cond)?;
                let t = self.op(&then_value.ty, &then_value.value)?;
                let e = self.op(&else_value.ty, &else_value.value)?;
                let leaves = t
                    .leaves()
                    .iter()
                    .zip(e.leaves())
                    .map(|(&x, &y)| self.b.select(c, x, y))
                    .collect();
                Some(L::from_leaves(leaves))
            }
            InstKind::Freeze(tv) => Some(self.op(&tv.ty, &tv.value)?),
            InstKind::ExtractValue { aggregate, indices } => {
                let agg = self.op(&aggregate.ty, &aggregate.value)?;
                let (lo, hi, _) = self.layouts().leaf_range(&aggregate.ty, indices)?;
                Some(L::from_leaves(part(&agg, lo, hi)?))
            }
            InstKind::InsertValue {
                aggregate,
                element,
                indices,
            } => {
                let agg = self.op(&aggregate.ty, &aggregate.value)?;
                let el = self.op(&element.ty, &element.value)?;
                let (lo, hi, _) = self.layouts().leaf_range(&aggregate.ty, indices)?;
                let mut leaves = agg.leaves().to_vec();
                if el.leaves().len() != hi - lo || hi > leaves.len() {
                    return Err(LowerError::bare(
                        "insertvalue element does not match the aggregate's field".into(),
                    ));
                }
                leaves.splice(lo..hi, el.leaves().iter().copied());
                Some(L::Many(leaves))
            }
            InstKind::ExtractElement { vector, index } => {
                let v = self.op1(vector)?;
                Some(L::One(self.extract_element(&vector.ty, v, index)?))
            }
            InstKind::InsertElement {
                vector,
                element,
                index,
            } => {
                let v = self.op1(vector)?;
                let e = self.op1(element)?;
                Some(L::One(self.insert_element(&vector.ty, v, e, index)?))
            }
            InstKind::ShuffleVector { a, b, mask } => Some(L::One(self.shuffle(a, b, mask)?)),
            InstKind::Alloca {
                ty, count, align, ..
            } => Some(L::One(self.alloca(inst, ty, count.as_ref(), *align)?)),
            InstKind::Load {
                volatile,
                ty,
                ptr,
                align,
                ordering,
                ..
            } => {
                let p = self.op1(ptr)?;
                let access = Access {
                    align: *align,
                    volatile: *volatile,
                    ordering: *ordering,
                    hint: tbaa::hint(self.cx.ast, inst).or_else(|| self.declared_hint(ptr, ty)),
                };
                Some(self.load(ty, p, &access)?)
            }
            InstKind::Store {
                volatile,
                value,
                ptr,
                align,
                ordering,
                ..
            } => {
                let v = self.op(&value.ty, &value.value)?;
                let p = self.op1(ptr)?;
                let access = Access {
                    align: *align,
                    volatile: *volatile,
                    ordering: *ordering,
                    hint: tbaa::hint(self.cx.ast, inst)
                        .or_else(|| self.declared_hint(ptr, &value.ty)),
                };
                self.store(&value.ty, &v, p, &access)?;
                None
            }
            InstKind::GetElementPtr {
                source_ty,
                base,
                indices,
                ..
            } => Some(L::One(self.gep(source_ty, base, indices)?)),
            InstKind::Fence { ordering, .. } => {
                self.b.fence(ordering_of(*ordering));
                None
            }
            InstKind::CmpXchg {
                ptr,
                cmp,
                new,
                success,
                failure,
                ..
            } => {
                let p = self.op1(ptr)?;
                let c = self.op1(cmp)?;
                let n = self.op1(new)?;
                let ty = self.value_type(&cmp.ty)?;
                let r = self.b.ins_results(InstData::CmpXchg {
                    ty,
                    args: [p, c, n],
                    success: ordering_of(*success),
                    failure: ordering_of(*failure),
                });
                Some(L::Many(r))
            }
            InstKind::AtomicRmw {
                op,
                ptr,
                value,
                ordering,
                ..
            } => {
                let p = self.op1(ptr)?;
                let v = self.op1(value)?;
                let ty = self.value_type(&value.ty)?;
                let op = rmw_op(*op)?;
                Some(L::One(self.b.atomic_rmw(op, ty, p, v, ordering_of(*ordering))))
            }
            InstKind::Call { call, .. } => {
                if let Some(Name::Named(n)) = global_name(&call.callee) {
                    if let Some(base) = n.strip_prefix("llvm.") {
                        let r = intrinsics::call_intrinsic(self, base, call)?;
                        match r {
                            intrinsics::Outcome::Value(l) => {
                                if let Some(res) = &inst.result {
                                    self.values.insert(res, l);
                                }
                                return Ok(false);
                            }
                            intrinsics::Outcome::Ended => return Ok(true),
                        }
                    }
                }
                Some(self.call(call)?)
            }
            InstKind::VaArg { .. } => {
                return Err(LowerError::bare(
                    "the va_arg instruction is not supported (clang lowers va_arg itself; use its output)".into(),
                ))
            }
            InstKind::LandingPad { .. }
            | InstKind::CatchPad { .. }
            | InstKind::CleanupPad { .. }
            | InstKind::CatchRet { .. }
            | InstKind::CleanupRet { .. }
            | InstKind::CatchSwitch { .. } => {
                return Err(LowerError::bare(
                    "exception handling is reachable here; zyme supports C++ only where no exception is caught (build with -fno-exceptions)".into(),
                ))
            }
            InstKind::IndirectBr { .. } | InstKind::CallBr { .. } => {
                return Err(LowerError::bare(
                    "indirectbr/callbr (computed goto, asm goto) are not supported".into(),
                ))
            }
        };
        if let (Some(res), Some(v)) = (&inst.result, result) {
            self.values.insert(res, v);
        }
        Ok(false)
    }

    pub fn restore_dyn_stack(&mut self) {
        if let (Some(saved), Some((_, sp, _))) = (self.dyn_saved, self.cx.dyn_stack) {
            let addr = self.b.global_addr(sp);
            self.b.store(saved, addr, MemFlags::aligned(8));
        }
    }

    pub fn binary(&mut self, op: BinOp, ty: &LType, a: Value, b: Value) -> R<Value> {
        let odd = match self.int_bits(ty).filter(|&bits| !native_width(bits)) {
            Some(bits) => Some((
                bits,
                int_container(bits).ok_or_else(|| {
                    LowerError::bare(format!(
                        "i{bits} is wider than 64 bits, which zyme does not support"
                    ))
                })?,
            )),
            None => None,
        };
        let zop = match op {
            BinOp::Add => BinaryOp::Iadd,
            BinOp::Sub => BinaryOp::Isub,
            BinOp::Mul => BinaryOp::Imul,
            BinOp::UDiv => BinaryOp::Udiv,
            BinOp::SDiv => BinaryOp::Sdiv,
            BinOp::URem => BinaryOp::Urem,
            BinOp::SRem => BinaryOp::Srem,
            BinOp::Shl => BinaryOp::Shl,
            BinOp::LShr => BinaryOp::Lshr,
            BinOp::AShr => BinaryOp::Ashr,
            BinOp::And => BinaryOp::And,
            BinOp::Or => BinaryOp::Or,
            BinOp::Xor => BinaryOp::Xor,
            BinOp::FAdd => BinaryOp::Fadd,
            BinOp::FSub => BinaryOp::Fsub,
            BinOp::FMul => BinaryOp::Fmul,
            BinOp::FDiv => BinaryOp::Fdiv,
            BinOp::FRem => BinaryOp::Frem,
        };
        let Some((bits, c)) = odd else {
            return Ok(self.b.binary(zop, a, b));
        };
        Ok(match op {
            BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Shl => {
                let r = self.b.binary(zop, a, b);
                self.sext_in_reg(r, bits, c)
            }
            BinOp::UDiv | BinOp::URem | BinOp::LShr => {
                let a = self.zext_in_reg(a, bits, c);
                let b = self.zext_in_reg(b, bits, c);
                let r = self.b.binary(zop, a, b);
                self.sext_in_reg(r, bits, c)
            }
            _ => self.b.binary(zop, a, b),
        })
    }

    pub fn cast(&mut self, op: LCast, from: &LType, to: &LType, v: Value) -> R<Value> {
        let to_z = self.value_type(to)?;
        let from_z = self.value_type(from)?;
        let from_bits = self.int_bits(from);
        let to_bits = self.int_bits(to);
        Ok(match op {
            LCast::Trunc => {
                let r = if from_z == to_z {
                    v
                } else {
                    self.b.cast(CastOp::Trunc, v, to_z)
                };
                match to_bits {
                    Some(bits) if !native_width(bits) => self.sext_in_reg(r, bits, to_z),
                    _ => r,
                }
            }
            LCast::ZExt => {
                let v = match from_bits {
                    Some(bits) if !native_width(bits) => self.zext_in_reg(v, bits, from_z),
                    _ => v,
                };
                if from_z == to_z {
                    v
                } else {
                    self.b.cast(CastOp::Zext, v, to_z)
                }
            }
            LCast::SExt => {
                if from_z == to_z {
                    v
                } else {
                    self.b.cast(CastOp::Sext, v, to_z)
                }
            }
            LCast::FPTrunc => self.b.cast(CastOp::Fptrunc, v, to_z),
            LCast::FPExt => self.b.cast(CastOp::Fpext, v, to_z),
            LCast::FPToSI | LCast::FPToUI => {
                let zop = if op == LCast::FPToSI {
                    CastOp::Fptosi
                } else {
                    CastOp::Fptoui
                };
                let r = self.b.cast(zop, v, to_z);
                match to_bits {
                    Some(bits) if !native_width(bits) => self.sext_in_reg(r, bits, to_z),
                    _ => r,
                }
            }
            LCast::SIToFP => self.b.cast(CastOp::Sitofp, v, to_z),
            LCast::UIToFP => {
                let v = match from_bits {
                    Some(bits) if !native_width(bits) => self.zext_in_reg(v, bits, from_z),
                    _ => v,
                };
                self.b.cast(CastOp::Uitofp, v, to_z)
            }
            LCast::PtrToInt | LCast::PtrToAddr => {
                let r = self.b.cast(CastOp::Ptrtoint, v, to_z);
                match to_bits {
                    Some(bits) if !native_width(bits) => self.sext_in_reg(r, bits, to_z),
                    _ => r,
                }
            }
            LCast::IntToPtr => {
                let v = match from_bits {
                    Some(bits) if bits < 64 => {
                        let v = self.zext_in_reg(v, bits, from_z);
                        self.b.cast(CastOp::Zext, v, Type::I64)
                    }
                    _ => v,
                };
                self.b.cast(CastOp::Inttoptr, v, to_z)
            }
            LCast::AddrSpaceCast => {
                if from_z == to_z {
                    v
                } else {
                    self.b.cast(CastOp::AddrSpaceCast, v, to_z)
                }
            }
            LCast::BitCast => self.bitcast(from, to, v, from_z, to_z)?,
        })
    }

    fn bitcast(
        &mut self,
        from: &LType,
        to: &LType,
        v: Value,
        from_z: Type,
        to_z: Type,
    ) -> R<Value> {
        if from_z == to_z {
            return Ok(v);
        }
        // `<N x i1>` ↔ `iN`: lanes are bits. Only to or from a scalar
        // integer: the bit loops below build integers.
        let bits_vec = |t: Type| t.is_vector() && t.lane() == ScalarType::I1;
        let scalar_int = |t: Type| t.is_int() && !t.is_vector();
        if (bits_vec(from_z) && !scalar_int(to_z)) || (bits_vec(to_z) && !scalar_int(from_z)) {
            return Err(LowerError::bare(format!(
                "bitcast from {from_z} to {to_z} is not supported"
            )));
        }
        if from_z.is_vector() && from_z.lane() == ScalarType::I1 {
            let bits = self.int_bits(to).unwrap_or(0);
            let mut acc = self.b.iconst(to_z, 0);
            for lane in 0..from_z.lanes() {
                let bit = self.b.extract_lane(v, lane as u16);
                let wide = self.b.cast(CastOp::Zext, bit, to_z);
                let sh = self.b.iconst(to_z, i64::from(lane));
                let placed = self.b.shl(wide, sh);
                acc = self.b.bor(acc, placed);
            }
            return Ok(if native_width(bits) {
                acc
            } else {
                self.sext_in_reg(acc, bits, to_z)
            });
        }
        if to_z.is_vector() && to_z.lane() == ScalarType::I1 {
            let one = self.b.iconst(from_z, 1);
            let mut lanes = Vec::new();
            for lane in 0..to_z.lanes() {
                let sh = self.b.iconst(from_z, i64::from(lane));
                let shifted = self.b.lshr(v, sh);
                let bit = self.b.band(shifted, one);
                lanes.push(self.b.cast(CastOp::Trunc, bit, Type::I1));
            }
            return Ok(self.build_vector(to_z, &lanes));
        }
        if from_z.bits() != to_z.bits()
            || (from_z.is_ptr() != to_z.is_ptr())
            || self.int_bits(from).is_some_and(|b| !native_width(b))
        {
            let _ = (from, to);
            return Err(LowerError::bare(format!(
                "bitcast from {from_z} to {to_z} is not supported"
            )));
        }
        Ok(self.b.cast(CastOp::Bitcast, v, to_z))
    }

    fn lane_index(&mut self, index: &TypedValue) -> R<Result<u16, Value>> {
        match const_int(&index.value) {
            Some(i) => u16::try_from(i)
                .map(Ok)
                .map_err(|_| LowerError::bare(format!("lane index {i} out of range"))),
            None => {
                let v = self.op1(index)?;
                let bits = self.int_bits(&index.ty).unwrap_or(64);
                let c = int_container(bits).unwrap_or(Type::I64);
                let v = self.zext_in_reg(v, bits, c);
                Ok(Err(if c == Type::I64 {
                    v
                } else {
                    self.b.cast(CastOp::Zext, v, Type::I64)
                }))
            }
        }
    }

    fn extract_element(&mut self, vty: &LType, v: Value, index: &TypedValue) -> R<Value> {
        let len = self.vector_len(vty).unwrap_or(1);
        if len == 1 {
            return Ok(v);
        }
        match self.lane_index(index)? {
            Ok(lane) if u64::from(lane) < len => Ok(self.b.extract_lane(v, lane)),
            Ok(_) => {
                let t = self.value_type(vty)?;
                Ok(self.zero(Type::scalar(t.lane())))
            }
            Err(idx) => {
                let mut r = self.b.extract_lane(v, 0);
                for lane in 1..len as u16 {
                    let k = self.b.iconst(Type::I64, i64::from(lane));
                    let hit = self.b.icmp(IntCC::Eq, idx, k);
                    let x = self.b.extract_lane(v, lane);
                    r = self.b.select(hit, x, r);
                }
                Ok(r)
            }
        }
    }

    fn insert_element(&mut self, vty: &LType, v: Value, e: Value, index: &TypedValue) -> R<Value> {
        let len = self.vector_len(vty).unwrap_or(1);
        if len == 1 {
            return Ok(e);
        }
        match self.lane_index(index)? {
            Ok(lane) if u64::from(lane) < len => Ok(self.b.insert_lane(v, e, lane)),
            Ok(_) => Ok(v),
            Err(idx) => {
                let mut r = v;
                for lane in 0..len as u16 {
                    let k = self.b.iconst(Type::I64, i64::from(lane));
                    let hit = self.b.icmp(IntCC::Eq, idx, k);
                    let with = self.b.insert_lane(r, e, lane);
                    r = self.b.select(hit, with, r);
                }
                Ok(r)
            }
        }
    }

    fn shuffle(&mut self, a: &TypedValue, b: &TypedValue, mask: &TypedValue) -> R<Value> {
        let va = self.op1(a)?;
        let vb = self.op1(b)?;
        let na = self.vector_len(&a.ty).unwrap_or(1);
        let mask_len = self
            .vector_len(&mask.ty)
            .ok_or_else(|| LowerError::bare("shufflevector mask is not a vector".into()))?;
        if mask_len == 0 || mask_len > 256 {
            return Err(LowerError::bare(format!(
                "shufflevector to {mask_len} lanes is not supported"
            )));
        }
        let lanes: Vec<u64> = match &mask.value {
            LValue::ZeroInit | LValue::Undef | LValue::Poison => vec![0; mask_len as usize],
            LValue::Vector(elems) => elems
                .iter()
                .map(|e| match e.value {
                    LValue::Int(i) => u64::try_from(i).map_err(|_| ()),
                    LValue::Undef | LValue::Poison => Ok(0),
                    _ => Err(()),
                })
                .collect::<Result<_, ()>>()
                .map_err(|_| LowerError::bare("shufflevector mask is not constant".into()))?,
            LValue::Splat(e) => vec![const_int(&e.value).unwrap_or(0) as u64; mask_len as usize],
            _ => {
                return Err(LowerError::bare(
                    "shufflevector mask is not constant".into(),
                ))
            }
        };
        let elem_ty = match self.layouts().resolve(&a.ty)? {
            LType::Vector { elem, .. } => (**elem).clone(),
            _ => return Err(LowerError::bare("shufflevector of a non-vector".into())),
        };
        let lane_z = self.value_type(&elem_ty)?;
        let result_ty = Type::vector(lane_z.lane(), mask_len as u32).unwrap_or(lane_z);
        if na >= 2 && mask_len >= 2 && lanes.iter().all(|&l| l < na.saturating_mul(2)) {
            let mask: Vec<u16> = lanes.iter().map(|&l| l as u16).collect();
            return Ok(self.b.shuffle(va, vb, &mask));
        }
        let mut picked = Vec::new();
        for &l in &lanes {
            let (src, lane) = if l < na { (va, l) } else { (vb, l - na) };
            picked.push(if na == 1 {
                src
            } else if lane < na {
                self.b.extract_lane(src, lane as u16)
            } else {
                self.zero(lane_z)
            });
        }
        Ok(self.build_vector(result_ty, &picked))
    }

    fn alloca(
        &mut self,
        inst: &ast::Instruction,
        ty: &LType,
        count: Option<&TypedValue>,
        align: Option<u64>,
    ) -> R<Value> {
        let size = self.layouts().alloc_size(ty)?;
        let abi = self.layouts().align(ty)?;
        let align = align.map_or(abi, |a| (a as u32).max(abi)).max(1);
        let in_entry = self.current.is_some_and(|c| *c == self.f.blocks[0].name);
        let const_count = match count {
            None => Some(1),
            Some(c) => const_int(&c.value),
        };
        if let (true, Some(n)) = (in_entry, const_count) {
            let bytes = size.saturating_mul(n.max(0) as u64).max(1);
            let slot = self.b.stack_slot(bytes, align);
            return Ok(self.b.stack_addr(slot));
        }
        let _ = inst;
        // A dynamic (or non-entry) alloca takes memory from the module's
        // stack; the function rewinds it on return.
        let n = match count {
            Some(c) => {
                let v = self.op1(c)?;
                let bits = self.int_bits(&c.ty).unwrap_or(64);
                if bits < 64 {
                    let cz = int_container(bits).unwrap_or(Type::I64);
                    let v = self.zext_in_reg(v, bits, cz);
                    self.b.cast(CastOp::Zext, v, Type::I64)
                } else {
                    v
                }
            }
            None => self.b.iconst(Type::I64, 1),
        };
        let stride = self.b.iconst(Type::I64, size as i64);
        let bytes = self.b.imul(n, stride);
        self.dyn_alloc(bytes, align)
    }

    /// Bumps the module's dynamic stack by `bytes` aligned to `align`,
    /// trapping when it is exhausted.
    fn dyn_alloc(&mut self, bytes: Value, align: u32) -> R<Value> {
        let (area, sp_global, area_size) = self
            .cx
            .dyn_stack
            .ok_or_else(|| LowerError::bare("dynamic stack missing".into()))?;
        let sp_addr = self.b.global_addr(sp_global);
        let sp = self.b.load(Type::PTR, sp_addr, MemFlags::aligned(8));
        let sp_int = self.b.cast(CastOp::Ptrtoint, sp, Type::I64);
        let bump = self.b.iconst(Type::I64, i64::from(align) - 1);
        let up = self.b.iadd(sp_int, bump);
        let mask = self.b.iconst(Type::I64, !(i64::from(align) - 1));
        let aligned = self.b.band(up, mask);
        let new_top = self.b.iadd(aligned, bytes);
        let base = self.b.global_addr(area);
        let base_int = self.b.cast(CastOp::Ptrtoint, base, Type::I64);
        let size = self.b.iconst(Type::I64, area_size as i64);
        let end = self.b.iadd(base_int, size);
        let over = self.b.icmp(IntCC::Ugt, new_top, end);
        let small = self.b.icmp(IntCC::Ult, new_top, aligned);
        let bad = self.b.bor(over, small);
        let trap = self.b.create_block();
        let cont = self.b.create_block();
        self.b.brif(bad, trap, &[], cont, &[]);
        self.b.switch_to(trap);
        self.b.trap();
        self.b.switch_to(cont);
        let new_ptr = self.b.cast(CastOp::Inttoptr, new_top, Type::PTR);
        self.b.store(new_ptr, sp_addr, MemFlags::aligned(8));
        Ok(self.b.cast(CastOp::Inttoptr, aligned, Type::PTR))
    }

    pub fn dyn_stack_pointer(&mut self) -> R<Value> {
        let (_, sp, _) = self
            .cx
            .dyn_stack
            .ok_or_else(|| LowerError::bare("dynamic stack missing".into()))?;
        Ok(self.b.global_addr(sp))
    }

    /// Rejects memory types whose bytes zyme does not lay out as LLVM does.
    fn check_memory_type(&self, ty: &LType) -> R<()> {
        match self.layouts().resolve(ty)? {
            LType::Int(bits) if !native_width(*bits) => Err(LowerError::bare(format!(
                "loads and stores of i{bits} are not supported"
            ))),
            LType::Vector { elem, len, .. } if *len > 1 => {
                if matches!(self.layouts().resolve(elem)?, LType::Int(1)) {
                    Err(LowerError::bare(
                        "loads and stores of <N x i1> are not supported".into(),
                    ))
                } else {
                    Ok(())
                }
            }
            LType::Struct { fields, .. } => {
                fields.iter().try_for_each(|f| self.check_memory_type(f))
            }
            LType::Array { elem, .. } => self.check_memory_type(elem),
            _ => Ok(()),
        }
    }

    pub fn load(&mut self, ty: &LType, p: Value, access: &Access) -> R<L> {
        self.check_memory_type(ty)?;
        let leaves = self.layouts().leaves(ty)?;
        // A tag describes a scalar access; aggregate accesses keep none.
        let single = leaves.len() == 1;
        let mut out = Vec::with_capacity(leaves.len());
        for leaf in leaves {
            let addr = if leaf.offset == 0 {
                p
            } else {
                self.b.ptr_add_imm(p, leaf.offset as i64)
            };
            let mut flags = access.flags(leaf.offset);
            if single {
                flags.hint = access.hint;
            }
            out.push(self.b.load(leaf.ty, addr, flags));
        }
        Ok(L::from_leaves(out))
    }

    pub fn store(&mut self, ty: &LType, v: &L, p: Value, access: &Access) -> R<()> {
        self.check_memory_type(ty)?;
        let leaves = self.layouts().leaves(ty)?;
        if leaves.len() != v.leaves().len() {
            return Err(LowerError::bare(
                "stored value does not match its type".into(),
            ));
        }
        let single = leaves.len() == 1;
        for (leaf, &val) in leaves.iter().zip(v.leaves()) {
            let addr = if leaf.offset == 0 {
                p
            } else {
                self.b.ptr_add_imm(p, leaf.offset as i64)
            };
            let mut flags = access.flags(leaf.offset);
            if single {
                flags.hint = access.hint;
            }
            self.b.store(val, addr, flags);
        }
        Ok(())
    }

    /// A scalar GEP as `base + Σ index × stride`.
    pub fn gep(&mut self, source_ty: &LType, base: &TypedValue, indices: &[GepIndex]) -> R<Value> {
        if self.vector_len(&base.ty).is_some()
            || indices
                .iter()
                .any(|i| self.vector_len(&i.value.ty).is_some())
        {
            return Err(LowerError::bare(
                "getelementptr over vectors of pointers is not supported".into(),
            ));
        }
        let p = self.op1(base)?;
        let steps = gep_steps(self.layouts(), source_ty, indices.len(), |i| {
            const_int(&indices[i].value.value).and_then(|c| i64::try_from(c).ok())
        })?;
        let mut konst = 0i64;
        let mut dynamic: Option<Value> = None;
        for step in steps {
            match step {
                GepStep::Const(c) => konst = konst.wrapping_add(c),
                GepStep::Scaled(i, stride) => {
                    let idx = &indices[i].value;
                    let v = self.op1(idx)?;
                    let bits = self.int_bits(&idx.ty).unwrap_or(64);
                    let v = if bits < 64 {
                        self.b.cast(CastOp::Sext, v, Type::I64)
                    } else if bits > 64 {
                        return Err(LowerError::bare("GEP index wider than 64 bits".into()));
                    } else {
                        v
                    };
                    // Power-of-two strides as shifts, which the backend
                    // folds into addressing modes.
                    let term = if stride == 1 {
                        v
                    } else if stride > 0 && (stride as u64).is_power_of_two() {
                        let s = self.b.iconst(Type::I64, i64::from(stride.trailing_zeros()));
                        self.b.shl(v, s)
                    } else {
                        let s = self.b.iconst(Type::I64, stride);
                        self.b.imul(v, s)
                    };
                    dynamic = Some(match dynamic {
                        Some(d) => self.b.iadd(d, term),
                        None => term,
                    });
                }
            }
        }
        let offset = match (dynamic, konst) {
            (None, 0) => return Ok(p),
            (None, k) => self.b.iconst(Type::I64, k),
            (Some(d), 0) => d,
            (Some(d), k) => {
                let kv = self.b.iconst(Type::I64, k);
                self.b.iadd(d, kv)
            }
        };
        Ok(self.b.ptr_add(p, offset))
    }

    fn const_expr(&mut self, ty: &LType, e: &ConstExpr) -> R<L> {
        Ok(L::One(match e {
            ConstExpr::Cast { op, value, to } => {
                let v = self.op1(value)?;
                self.cast(*op, &value.ty, to, v)?
            }
            ConstExpr::GetElementPtr {
                source_ty,
                base,
                indices,
                ..
            } => self.gep(source_ty, base, indices)?,
            ConstExpr::Binary { op, lhs, rhs, .. } => {
                let a = self.op1(lhs)?;
                let b = self.op1(rhs)?;
                self.binary(*op, &lhs.ty, a, b)?
            }
            ConstExpr::Unary { value, .. } => {
                let v = self.op1(value)?;
                self.b.fneg(v)
            }
            ConstExpr::ICmp { pred, lhs, rhs } => {
                let a = self.op1(lhs)?;
                let b = self.op1(rhs)?;
                self.b.icmp(int_cc(*pred), a, b)
            }
            ConstExpr::FCmp { pred, lhs, rhs } => {
                let a = self.op1(lhs)?;
                let b = self.op1(rhs)?;
                self.b.fcmp(float_cc(*pred), a, b)
            }
            ConstExpr::Select {
                cond,
                then_value,
                else_value,
            } => {
                let c = self.op1(cond)?;
                let t = self.op1(then_value)?;
                let f = self.op1(else_value)?;
                self.b.select(c, t, f)
            }
            ConstExpr::ExtractElement { vector, index } => {
                let v = self.op1(vector)?;
                self.extract_element(&vector.ty, v, index)?
            }
            ConstExpr::InsertElement {
                vector,
                element,
                index,
            } => {
                let v = self.op1(vector)?;
                let el = self.op1(element)?;
                self.insert_element(&vector.ty, v, el, index)?
            }
            ConstExpr::ShuffleVector { a, b, mask } => self.shuffle(a, b, mask)?,
            ConstExpr::ExtractValue { aggregate, indices } => {
                let agg = self.op(&aggregate.ty, &aggregate.value)?;
                let (lo, hi, _) = self.layouts().leaf_range(&aggregate.ty, indices)?;
                return Ok(L::from_leaves(part(&agg, lo, hi)?));
            }
            ConstExpr::InsertValue { .. } => {
                let _ = ty;
                return Err(LowerError::bare(
                    "insertvalue constant expressions are not supported".into(),
                ));
            }
        }))
    }

    // ---- calls ------------------------------------------------------------

    /// The LLVM function type a call site uses.
    fn call_type(call: &CallSite) -> (LType, Vec<LType>, bool) {
        match &call.fn_ty {
            Some(LType::Function {
                ret,
                params,
                varargs,
            }) => ((**ret).clone(), params.clone(), *varargs),
            _ => (
                call.ret_ty.clone(),
                call.args.iter().map(|a| a.ty.clone()).collect(),
                false,
            ),
        }
    }

    pub fn call(&mut self, call: &CallSite) -> R<L> {
        if let Some(Name::Named(n)) = global_name(&call.callee) {
            if super::enzyme::is_entry_point(n) {
                return super::enzyme::lower_call(self, n, call);
            }
        }
        let (ret, params, varargs) = Self::call_type(call);
        if let LValue::InlineAsm(asm) = &call.callee {
            return self.empty_asm(asm, call, &ret);
        }
        let direct: Option<FuncId> = match global_name(&call.callee) {
            Some(name) => match self.cx.symbols.get(&symbol(name)) {
                Some(Symbol::Func(f)) => Some(*f),
                _ => None,
            },
            None => None,
        };
        if let Some(f) = direct {
            let info = &self.cx.funcs[&f];
            if !info.defined {
                if let Some(r) = intrinsics::libm_call(self, f, call)? {
                    return Ok(r);
                }
            }
        }
        // Arguments: leaves, byval copies.
        let mut fixed = Vec::new();
        let mut extra: Vec<(Value, Type)> = Vec::new();
        for (i, arg) in call.args.iter().enumerate() {
            let mut l = self.op(&arg.ty, &arg.value)?;
            if let Some(t) = arg.attrs.iter().find_map(|a| match a {
                Attribute::Type(n, t) if n == "byval" => Some(t),
                _ => None,
            }) {
                let copy = self.byval_copy(t, l.one()?)?;
                l = L::One(copy);
            }
            for &v in l.leaves() {
                if i < params.len() {
                    fixed.push(v);
                } else {
                    let ty = self.b.func().dfg.value_type(v);
                    extra.push((v, ty));
                }
            }
        }
        let ret_tys = self.layouts().leaf_types(&ret)?;
        let results = match direct {
            Some(f) => {
                let info = self.cx.funcs[&f].clone();
                let callee_sig = self.b.module().functions[f].sig.clone();
                let site_sig =
                    super::signature(self.layouts(), &ret, &params, varargs, info.variadic_def)?;
                let matches = callee_sig.returns == site_sig.returns
                    && callee_sig.params == site_sig.params
                    && callee_sig.variadic == site_sig.variadic;
                if info.variadic_def && matches {
                    let area = self.vararg_area(&extra)?;
                    let mut args = fixed;
                    args.push(area);
                    self.b.call(f, &args)
                } else if matches {
                    let mut args = fixed;
                    args.extend(extra.iter().map(|&(v, _)| v));
                    self.b.call(f, &args)
                } else {
                    // The call site disagrees with the declaration (K&R
                    // style, casts): call through the address with the
                    // site's type, as LLVM does.
                    if info.variadic_def {
                        return Err(LowerError::bare(
                            "call of a variadic function through a different function type".into(),
                        ));
                    }
                    let addr = self.b.func_addr(f);
                    let mut args = fixed;
                    args.extend(extra.iter().map(|&(v, _)| v));
                    self.b.call_indirect(site_sig, addr, &args)
                }
            }
            None => {
                if global_name(&call.callee).is_some() {
                    // A global that is not a function: call its address.
                }
                let callee = self.op(&LType::Ptr(0), &call.callee)?.one()?;
                let mut sig = Signature::default();
                for p in &params {
                    sig.params.extend(self.layouts().leaf_types(p)?);
                }
                sig.returns = ret_tys.clone();
                sig.variadic = varargs;
                let mut args = fixed;
                args.extend(extra.iter().map(|&(v, _)| v));
                self.b.call_indirect(sig, callee, &args)
            }
        };
        Ok(L::from_leaves(results))
    }

    /// Inline assembly with an empty template: a compiler barrier
    /// (`asm volatile("" ::: "memory")`, Rust's `black_box`). It does
    /// nothing at run time; a result is its tied input.
    fn empty_asm(&mut self, asm: &ast::InlineAsm, call: &CallSite, ret: &LType) -> R<L> {
        if !asm.asm.iter().all(u8::is_ascii_whitespace) {
            return Err(LowerError::bare(
                "inline assembly is not supported; move it out of the code zyme compiles".into(),
            ));
        }
        if matches!(ret, LType::Void) {
            return Ok(L::none());
        }
        match call.args.first() {
            Some(arg) if arg.ty == *ret => self.op(&arg.ty, &arg.value),
            _ => Err(LowerError::bare(
                "empty inline assembly with a result that is not its first input".into(),
            )),
        }
    }

    /// A caller-side copy of a `byval` argument.
    pub(super) fn byval_copy(&mut self, ty: &LType, src: Value) -> R<Value> {
        let size = self.layouts().alloc_size(ty)?;
        let align = self.layouts().align(ty)?;
        let slot = self.b.stack_slot(size.max(1), align);
        let dst = self.b.stack_addr(slot);
        let len = self.b.iconst(Type::I64, size as i64);
        self.b.mem(MemOp::Memcpy, dst, src, len);
        Ok(dst)
    }

    /// The 8-byte slots a call to a variadic function defined here passes
    /// its variadic arguments in.
    fn vararg_area(&mut self, extra: &[(Value, Type)]) -> R<Value> {
        if extra.is_empty() {
            return Ok(self.b.iconst(Type::PTR, 0));
        }
        let slot = self.b.stack_slot(8 * extra.len() as u64, 16);
        let base = self.b.stack_addr(slot);
        for (i, &(v, ty)) in extra.iter().enumerate() {
            if ty.bytes() > 8 {
                return Err(LowerError::bare(format!(
                    "a {ty} variadic argument to a variadic function defined in the module is not supported"
                )));
            }
            let v = if ty.is_int() && ty.bytes() < 8 {
                self.b.cast(CastOp::Sext, v, Type::I64)
            } else {
                v
            };
            let addr = self.b.ptr_add_imm(base, 8 * i as i64);
            self.b.store(v, addr, MemFlags::aligned(8));
        }
        Ok(base)
    }

    /// The value of the result for intrinsics that need an element type.
    pub fn unary(&mut self, op: UnaryOp, v: Value) -> Value {
        self.b.unary(op, v)
    }
}

/// Leaves `lo..hi` of an aggregate value, which must have them (an operand
/// whose value does not match its stated type may not).
fn part(agg: &L, lo: usize, hi: usize) -> R<Vec<Value>> {
    agg.leaves()
        .get(lo..hi)
        .map(<[Value]>::to_vec)
        .ok_or_else(|| LowerError::bare("aggregate value does not match its type".into()))
}

fn successors(block: &ast::BasicBlock) -> Vec<&Name> {
    let Some(last) = block.insts.last() else {
        return Vec::new();
    };
    let mut out: Vec<&Name> = match &last.kind {
        InstKind::Br { dest } => vec![dest],
        InstKind::CondBr {
            then_dest,
            else_dest,
            ..
        } => vec![then_dest, else_dest],
        InstKind::Switch { default, cases, .. } => {
            let mut v: Vec<&Name> = cases.iter().map(|(_, d)| d).collect();
            v.push(default);
            v
        }
        InstKind::Invoke { normal, .. } => vec![normal],
        _ => Vec::new(),
    };
    // Popped from the back: reverse so the first successor is visited
    // first, which keeps the layout close to the source order.
    out.reverse();
    out
}

pub(super) fn int_cc(p: IntPredicate) -> IntCC {
    match p {
        IntPredicate::Eq => IntCC::Eq,
        IntPredicate::Ne => IntCC::Ne,
        IntPredicate::Ugt => IntCC::Ugt,
        IntPredicate::Uge => IntCC::Uge,
        IntPredicate::Ult => IntCC::Ult,
        IntPredicate::Ule => IntCC::Ule,
        IntPredicate::Sgt => IntCC::Sgt,
        IntPredicate::Sge => IntCC::Sge,
        IntPredicate::Slt => IntCC::Slt,
        IntPredicate::Sle => IntCC::Sle,
    }
}

fn float_cc(p: FloatPredicate) -> FloatCC {
    match p {
        FloatPredicate::False => FloatCC::False,
        FloatPredicate::Oeq => FloatCC::Oeq,
        FloatPredicate::Ogt => FloatCC::Ogt,
        FloatPredicate::Oge => FloatCC::Oge,
        FloatPredicate::Olt => FloatCC::Olt,
        FloatPredicate::Ole => FloatCC::Ole,
        FloatPredicate::One => FloatCC::One,
        FloatPredicate::Ord => FloatCC::Ord,
        FloatPredicate::Ueq => FloatCC::Ueq,
        FloatPredicate::Ugt => FloatCC::Ugt,
        FloatPredicate::Uge => FloatCC::Uge,
        FloatPredicate::Ult => FloatCC::Ult,
        FloatPredicate::Ule => FloatCC::Ule,
        FloatPredicate::Une => FloatCC::Une,
        FloatPredicate::Uno => FloatCC::Uno,
        FloatPredicate::True => FloatCC::True,
    }
}

fn ordering_of(o: AtomicOrdering) -> Ordering {
    match o {
        AtomicOrdering::Unordered | AtomicOrdering::Monotonic => Ordering::Monotonic,
        AtomicOrdering::Acquire => Ordering::Acquire,
        AtomicOrdering::Release => Ordering::Release,
        AtomicOrdering::AcqRel => Ordering::AcqRel,
        AtomicOrdering::SeqCst => Ordering::SeqCst,
    }
}

fn rmw_op(op: AtomicRmwOp) -> R<RmwOp> {
    Ok(match op {
        AtomicRmwOp::Xchg => RmwOp::Xchg,
        AtomicRmwOp::Add => RmwOp::Add,
        AtomicRmwOp::Sub => RmwOp::Sub,
        AtomicRmwOp::And => RmwOp::And,
        AtomicRmwOp::Nand => RmwOp::Nand,
        AtomicRmwOp::Or => RmwOp::Or,
        AtomicRmwOp::Xor => RmwOp::Xor,
        AtomicRmwOp::Max => RmwOp::Smax,
        AtomicRmwOp::Min => RmwOp::Smin,
        AtomicRmwOp::UMax => RmwOp::Umax,
        AtomicRmwOp::UMin => RmwOp::Umin,
        AtomicRmwOp::FAdd => RmwOp::Fadd,
        AtomicRmwOp::FSub => RmwOp::Fsub,
        AtomicRmwOp::FMax => RmwOp::Fmax,
        AtomicRmwOp::FMin => RmwOp::Fmin,
        other => {
            return Err(LowerError::bare(format!(
                "atomicrmw {} is not supported",
                other.keyword()
            )))
        }
    })
}
