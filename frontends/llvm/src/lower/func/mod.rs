//! Function bodies: blocks in reverse post-order (so every definition is
//! lowered before its uses), `phi` as block parameters, aggregates as
//! scalar leaves, and one method per instruction family.
//!
//! [`FnLower`] is the state of one function's lowering; this module holds
//! it, the block and phi plumbing, and the instruction dispatch. Each
//! family lives in its own module, as methods on [`FnLower`]:
//! [`constants`] (operands, constants, constant expressions), [`arith`]
//! (integer and float arithmetic, comparisons, casts), [`vectors`]
//! (lanes and shuffles), [`memory`] (`alloca`, loads, stores, GEP,
//! atomics) and [`calls`] (calls, `byval`, variadic arguments).

mod arith;
mod calls;
mod constants;
mod memory;
mod vectors;

pub(super) use arith::{int_cc, native_width};
pub(super) use memory::needs_dyn_stack;

use super::layout::{int_container, Layouts};
use super::{intrinsics, symbol, LowerError, ModuleCx, Symbol, R};
use crate::ast::{self, InstKind, Name, TypedValue};
use arith::float_cc;
use constants::const_int;
use memory::ordering_of;
use std::collections::{HashMap, HashSet};
use zyme_ir::autodiff::AdRequests;
use zyme_ir::{
    Block, BlockCall, FileId, FunctionBuilder, InstData, MemFlags, Module, SourceLoc, Type, Value,
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

/// What the syntax tree says about one function's named values: the
/// instruction defining each, and the stores into its stack slots. Read
/// by the memory family (type hints) and by the parsing of Enzyme call
/// sites, which runs before anything is emitted.
pub(in crate::lower) struct Defs<'a> {
    f: &'a ast::Function,
    by_name: HashMap<&'a Name, &'a ast::Instruction>,
}

impl<'a> Defs<'a> {
    pub fn new(f: &'a ast::Function) -> Defs<'a> {
        Defs {
            f,
            by_name: f
                .blocks
                .iter()
                .flat_map(|b| &b.insts)
                .filter_map(|i| i.result.as_ref().map(|r| (r, i)))
                .collect(),
        }
    }

    /// The function these are the definitions of.
    pub fn function(&self) -> &'a ast::Function {
        self.f
    }

    /// The instruction that defines a named value of this function.
    pub fn definition(&self, name: &Name) -> Option<&'a ast::Instruction> {
        self.by_name.get(name).copied()
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
}

/// The state of one function's lowering.
pub(super) struct FnLower<'c, 'a, 'm> {
    pub cx: &'c ModuleCx<'a>,
    /// Where Enzyme call sites record the derivatives they ask for.
    pub ad: &'c mut AdRequests,
    pub b: FunctionBuilder<'m>,
    /// The function's definitions (and the function itself).
    pub defs: Defs<'a>,
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
        defs: Defs::new(f),
        values: HashMap::new(),
        blocks: HashMap::new(),
        ast_blocks: HashMap::new(),
        va_area: None,
        dyn_saved: None,
        file,
        current: None,
        pos: (f.line, 1),
    };
    fl.body(variadic_def).map_err(|e| e.at(f.line, 1))
}

impl<'c, 'a, 'm> FnLower<'c, 'a, 'm> {
    /// `.ll` line and column of the instruction being lowered.
    pub fn position(&self) -> (u32, u32) {
        self.pos
    }

    /// The module's type layouts.
    pub fn layouts(&self) -> &'c Layouts<'a> {
        &self.cx.layouts
    }

    /// Lowers the body: blocks and phi parameters first, then each block
    /// in reverse post-order; blocks nothing reaches become traps.
    fn body(&mut self, variadic_def: bool) -> R<()> {
        let f = self.defs.function();
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
        let f = self.defs.function();
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

    // ---- instructions ---------------------------------------------------

    /// Lowers one instruction; `true` when it ended the block early (a
    /// trap), so the rest of the block is dead.
    fn inst(&mut self, inst: &'a ast::Instruction) -> R<bool> {
        let result: Option<L> = match &inst.kind {
            InstKind::Phi { .. } => return Ok(false),
            // Control flow.
            InstKind::Ret(v) => {
                self.ret(v.as_ref())?;
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
                self.switch(value, default, cases)?;
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
            // Arithmetic, comparisons, casts.
            InstKind::Unary { operand, .. } => {
                let v = self.op1(operand)?;
                Some(L::One(self.b.fneg(v)))
            }
            InstKind::Binary {
                op,
                ty,
                lhs,
                rhs,
                flags,
                ..
            } => {
                let a = self.op(ty, lhs)?.one()?;
                let b = self.op(ty, rhs)?.one()?;
                // `or disjoint` of a constant (no bit set in both) is an
                // addition, which address arithmetic folds: LLVM's unrolled
                // loops index `i | 1`, `i | 2`, … for a multiple of four
                // `i`. (Halves of a float's bits put together stay an `or`,
                // which the type analysis and zyme-opt follow.)
                let constant = matches!(rhs, crate::ast::Value::Int(_));
                let op = match op {
                    crate::ast::BinOp::Or if flags.disjoint && constant => crate::ast::BinOp::Add,
                    op => *op,
                };
                Some(L::One(self.binary(op, ty, a, b)?))
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
            } => Some(self.select(cond, then_value, else_value)?),
            InstKind::Freeze(tv) => Some(self.op(&tv.ty, &tv.value)?),
            // Aggregates and vectors.
            InstKind::ExtractValue { aggregate, indices } => {
                Some(self.extract_value(aggregate, indices)?)
            }
            InstKind::InsertValue {
                aggregate,
                element,
                indices,
            } => Some(self.insert_value(aggregate, element, indices)?),
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
            // Memory.
            InstKind::Alloca {
                ty,
                count,
                align,
                addrspace,
                ..
            } => {
                let p = self.alloca(inst, ty, count.as_ref(), *align)?;
                // NVPTX's `alloca …, addrspace(5)`: the same stack memory,
                // typed as the thread's local space.
                let space = crate::lower::layout::addr_space(addrspace.unwrap_or(0))?;
                let p = if space == zyme_ir::AddrSpace::GENERIC {
                    p
                } else {
                    self.b
                        .cast(zyme_ir::CastOp::AddrSpaceCast, p, Type::ptr(space))
                };
                Some(L::One(p))
            }
            InstKind::Load {
                volatile,
                ty,
                ptr,
                align,
                ordering,
                ..
            } => {
                let p = self.op1(ptr)?;
                let access = self.access(inst, ptr, ty, *align, *volatile, *ordering);
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
                let access = self.access(inst, ptr, &value.ty, *align, *volatile, *ordering);
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
            } => Some(self.cmpxchg(ptr, cmp, new, *success, *failure)?),
            InstKind::AtomicRmw {
                op,
                ptr,
                value,
                ordering,
                ..
            } => Some(L::One(self.atomic_rmw(*op, ptr, value, *ordering)?)),
            // Calls.
            InstKind::Call { call, .. } => match self.call_inst(call)? {
                intrinsics::Outcome::Value(l) => Some(l),
                intrinsics::Outcome::Ended => return Ok(true),
            },
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

    /// `ret`: the function's results, after rewinding the dynamic stack.
    fn ret(&mut self, v: Option<&TypedValue>) -> R<()> {
        let vals = match v {
            Some(tv) => self.op(&tv.ty, &tv.value)?.leaves().to_vec(),
            None => Vec::new(),
        };
        self.restore_dyn_stack();
        self.b.ret(&vals);
        Ok(())
    }

    /// `switch`: case values in the canonical form of the container.
    fn switch(
        &mut self,
        value: &TypedValue,
        default: &Name,
        cases: &[(TypedValue, Name)],
    ) -> R<()> {
        let v = self.op1(value)?;
        let bits = self.int_bits(&value.ty).unwrap_or(64);
        let container = int_container(bits)
            .filter(|c| c.lane().bits() <= 64)
            .ok_or_else(|| LowerError::bare(format!("switch on i{bits} is not supported")))?;
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
        Ok(())
    }

    /// `select` of each leaf.
    fn select(&mut self, cond: &TypedValue, a: &TypedValue, b: &TypedValue) -> R<L> {
        let c = self.op1(cond)?;
        let t = self.op(&a.ty, &a.value)?;
        let e = self.op(&b.ty, &b.value)?;
        let leaves = t
            .leaves()
            .iter()
            .zip(e.leaves())
            .map(|(&x, &y)| self.b.select(c, x, y))
            .collect();
        Ok(L::from_leaves(leaves))
    }

    /// `extractvalue`: the leaves of the field.
    fn extract_value(&mut self, aggregate: &TypedValue, indices: &[u32]) -> R<L> {
        let agg = self.op(&aggregate.ty, &aggregate.value)?;
        let (lo, hi, _) = self.layouts().leaf_range(&aggregate.ty, indices)?;
        Ok(L::from_leaves(part(&agg, lo, hi)?))
    }

    /// `insertvalue`: the aggregate's leaves with the field's replaced.
    fn insert_value(
        &mut self,
        aggregate: &TypedValue,
        element: &TypedValue,
        indices: &[u32],
    ) -> R<L> {
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
        Ok(L::Many(leaves))
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
