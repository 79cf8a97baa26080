//! Forward mode: a tangent (or, for pointers, a shadow) for every active
//! value, `width` of them at once in vector mode.
//!
//! The derivative of `f` is a new function of the module. Its parameters
//! are `f`'s, each duplicated argument followed by `width` shadows; its
//! results are `f`'s (when asked for) followed by `width` tangents of each
//! float or pointer result. The body is `f`'s, cloned block by block in
//! reverse post-order, each active instruction followed by its tangent
//! rule ([`crate::rules`]); memory goes through shadow pointers (duplicated
//! arguments, shadow stack slots, shadow globals, shadow heap
//! allocations), and calls are differentiated recursively.

use crate::rules;
use crate::shadow::{self, Operand, PointerShadow};
use crate::SynthError;
use std::collections::HashMap;
use zyme_analysis::{Activity, Object, TypeAnalysis};
pub use zyme_ir::autodiff::{ArgKind, ForwardOptions};
use zyme_ir::library::{library_kind, LibraryKind};
use zyme_ir::{
    BinaryOp, Block, BlockCall, CastOp, ControlFlowGraph, FuncId, Function, Global, GlobalData,
    GlobalInit, Inst, InstData, Linkage, MemFlags, MemOp, Module, Signature, StackSlot, Type,
    UnaryOp, Value,
};

type Key = (FuncId, Vec<ArgKind>, ForwardOptions);

/// Forward-mode synthesis over one module; remembers what it made so each
/// (function, activity, options) is differentiated once, recursion
/// included.
pub struct Forward<'m> {
    module: &'m mut Module,
    types: TypeAnalysis,
    /// The functions asked for so far; types cover what they reach.
    roots: Vec<FuncId>,
    made: HashMap<Key, FuncId>,
    /// User-given forward derivatives (`__enzyme_register_derivative_*`).
    customs: HashMap<FuncId, FuncId>,
    shadow_globals: HashMap<Global, Global>,
}

/// Differentiates `func` in forward mode; returns the new function.
pub fn forward(
    module: &mut Module,
    func: FuncId,
    kinds: &[ArgKind],
    options: ForwardOptions,
) -> Result<FuncId, SynthError> {
    Forward::new(module).derivative(func, kinds, options)
}

impl<'m> Forward<'m> {
    /// Types are analysed on demand, over what the differentiated
    /// functions reach.
    pub fn new(module: &'m mut Module) -> Forward<'m> {
        Forward {
            module,
            types: TypeAnalysis::default(),
            roots: Vec::new(),
            made: HashMap::new(),
            customs: HashMap::new(),
            shadow_globals: HashMap::new(),
        }
    }

    /// Calls of `func` use `derivative` (Enzyme's
    /// `__enzyme_register_derivative_NAME = {fn, derivative}`): it takes
    /// each argument followed, for floats and pointers, by its tangent or
    /// shadow, and returns the tangent of each float result (or the primal
    /// results, then the tangents).
    pub fn register_derivative(&mut self, func: FuncId, derivative: FuncId) {
        self.customs.insert(func, derivative);
    }

    /// The derivative of `func` (made now, or earlier).
    pub fn derivative(
        &mut self,
        func: FuncId,
        kinds: &[ArgKind],
        options: ForwardOptions,
    ) -> Result<FuncId, SynthError> {
        let key = (func, kinds.to_vec(), options);
        if let Some(&d) = self.made.get(&key) {
            return Ok(d);
        }
        let orig = &self.module.functions[func];
        check_request(orig, kinds, options)?;
        let sig = derivative_signature(&orig.sig, kinds, options);
        let base = format!("fwddiff_{}", orig.name);
        let id = crate::declare_derivative(self.module, &base, sig)?;
        self.define(func, kinds, options, id)?;
        Ok(id)
    }

    /// Gives `id`, a function already declared with the derivative's
    /// signature and no body, the derivative of `func` as its body (how a
    /// frontend fills in the function a call site already names).
    pub fn define(
        &mut self,
        func: FuncId,
        kinds: &[ArgKind],
        options: ForwardOptions,
        id: FuncId,
    ) -> Result<(), SynthError> {
        let orig = self.module.functions[func].clone();
        let name = orig.name.clone();
        let _guard = zyme_ir::on_panic::PrintOnPanic::new(|| {
            format!("synthesizing the forward derivative of @{name}")
        });
        check_request(&orig, kinds, options)?;
        let want = derivative_signature(&orig.sig, kinds, options);
        // A function with a custom derivative is differentiated as a call
        // of it, so the rule runs.
        let (func, orig) = if self.customs.contains_key(&func) {
            let t = crate::runtime::trampoline(self.module, func)?;
            (t, self.module.functions[t].clone())
        } else {
            (func, orig)
        };
        crate::check_declared(self.module, &orig, id, &want)?;
        self.made.insert((func, kinds.to_vec(), options), id);
        if !self.types.covers(func) {
            self.roots.push(func);
            self.types = TypeAnalysis::compute_from(self.module, &self.roots, &[]);
        }
        let activity = Activity::compute(self.module, &self.types, func, kinds);
        let mut body = Body {
            fwd: self,
            func,
            orig: &orig,
            activity: &activity,
            options,
            id,
            vmap: HashMap::new(),
            tmap: HashMap::new(),
            blocks: HashMap::new(),
            shadow_slots: HashMap::new(),
            current: None,
            cur_block: None,
        };
        body.build(kinds)
    }

    fn shadow_global(&mut self, g: Global) -> Result<Global, SynthError> {
        shadow_global(self.module, &mut self.shadow_globals, g)
    }
}

/// `base`, or `base.N`: a name no function or global of the module has.
pub(crate) fn fresh_name(module: &Module, base: &str) -> String {
    let mut name = base.to_string();
    let mut n = 1;
    while module.func_by_name(&name).is_some() || module.global_by_name(&name).is_some() {
        n += 1;
        name = format!("{base}.{n}");
    }
    name
}

/// The zero-initialised shadow of a global, made once per module.
pub(crate) fn shadow_global(
    module: &mut Module,
    made: &mut HashMap<Global, Global>,
    g: Global,
) -> Result<Global, SynthError> {
    if let Some(&s) = made.get(&g) {
        return Ok(s);
    }
    let data = module.globals[g].clone();
    let name = fresh_name(module, &format!("shadow_{}", data.name));
    let s = module
        .add_global(GlobalData {
            name,
            size: data.size,
            align: data.align,
            constant: false,
            linkage: Linkage::Local,
            addr_space: data.addr_space,
            init: GlobalInit::Zero,
        })
        .map_err(|e| SynthError::new(&data.name, None, e.to_string()))?;
    made.insert(g, s);
    Ok(s)
}

fn check_request(
    orig: &Function,
    kinds: &[ArgKind],
    options: ForwardOptions,
) -> Result<(), SynthError> {
    crate::check_request(orig, kinds, zyme_ir::autodiff::Mode::Forward(options))
}

pub use zyme_ir::autodiff::forward_signature as derivative_signature;

/// The construction of one derivative body.
struct Body<'a, 'm> {
    fwd: &'a mut Forward<'m>,
    /// The function being differentiated, and its body.
    func: FuncId,
    orig: &'a Function,
    activity: &'a Activity,
    options: ForwardOptions,
    id: FuncId,
    /// Original value → primal value in the new function.
    vmap: HashMap<Value, Value>,
    /// Original active value → its `width` tangents (shadows for pointers).
    tmap: HashMap<Value, Vec<Value>>,
    blocks: HashMap<Block, Block>,
    shadow_slots: HashMap<StackSlot, Vec<StackSlot>>,
    /// The original instruction being differentiated (for errors).
    current: Option<Inst>,
    /// The new block being appended to.
    cur_block: Option<Block>,
}

impl Body<'_, '_> {
    fn err(&self, message: String) -> SynthError {
        let inst_text = self.current.map(|i| {
            let names = self.orig.display_names();
            zyme_ir::text::printer::print_inst(self.fwd.module, self.orig, &names, i)
        });
        let mut e = SynthError::new(&self.orig.name, inst_text, message);
        if let Some(i) = self.current {
            let loc = self.orig.srclocs[i];
            if loc.is_known() {
                e.line = Some((loc.line, loc.col));
            }
        }
        e
    }

    fn width(&self) -> usize {
        self.options.width as usize
    }

    /// A builder appending to the current block, with the source
    /// location of the instruction being differentiated.
    fn b(&mut self) -> zyme_ir::FunctionBuilder<'_> {
        let loc = self
            .current
            .map(|i| self.orig.srclocs[i])
            .unwrap_or_default();
        let cur = self.cur_block;
        let mut b = self.fwd.module.builder(self.id);
        if let Some(c) = cur {
            b.switch_to(c);
        }
        b.set_srcloc(loc);
        b
    }

    fn build(&mut self, kinds: &[ArgKind]) -> Result<(), SynthError> {
        let orig = self.orig;
        let w = self.width();
        // Blocks and their parameters first, so branches can name them.
        for &b in orig.layout.blocks() {
            let nb = self.b().create_block();
            self.blocks.insert(b, nb);
        }
        let entry = orig.entry_block().expect("definitions have an entry");
        for (i, &p) in orig.dfg.block_params(entry).iter().enumerate() {
            let ty = orig.dfg.value_type(p);
            let nb = self.blocks[&entry];
            let np = self.b().append_param(nb, ty);
            self.vmap.insert(p, np);
            if kinds[i].is_active() {
                let ts: Vec<Value> = (0..w).map(|_| self.b().append_param(nb, ty)).collect();
                if self.activity.is_active(p) {
                    self.tmap.insert(p, ts);
                }
            }
        }
        // Other blocks: the primal parameters, then the tangents of the
        // active ones, in the order `edge` passes them.
        for &b in &orig.layout.blocks()[1..] {
            let nb = self.blocks[&b];
            let params = orig.dfg.block_params(b).to_vec();
            for &p in &params {
                let ty = orig.dfg.value_type(p);
                let np = self.b().append_param(nb, ty);
                self.vmap.insert(p, np);
            }
            for &p in &params {
                if self.activity.is_active(p) {
                    let ty = orig.dfg.value_type(p);
                    let ts = (0..w).map(|_| self.b().append_param(nb, ty)).collect();
                    self.tmap.insert(p, ts);
                }
            }
        }
        // Stack slots keep their numbers; shadowed ones get shadows,
        // zeroed on entry.
        for (slot, data) in orig.stack_slots.iter() {
            let s = self.b().stack_slot(data.size, data.align);
            debug_assert_eq!(s, slot);
        }
        self.cur_block = Some(self.blocks[&entry]);
        let shadowed: Vec<(StackSlot, u64, u32)> = orig
            .stack_slots
            .iter()
            .filter(|(slot, _)| self.activity.is_shadowed(Object::Stack(*slot)))
            .map(|(slot, d)| (slot, d.size, d.align))
            .collect();
        for (slot, size, align) in shadowed {
            let mut shadows = Vec::new();
            for _ in 0..w {
                let mut b = self.b();
                let s = b.stack_slot(size, align);
                let addr = b.stack_addr(s);
                let zero = b.iconst(Type::I8, 0);
                let len = b.iconst(Type::I64, size as i64);
                b.mem(MemOp::Memset, addr, zero, len);
                shadows.push(s);
            }
            self.shadow_slots.insert(slot, shadows);
        }
        let cfg = ControlFlowGraph::compute(orig);
        for &block in cfg.reverse_postorder() {
            self.cur_block = Some(self.blocks[&block]);
            for &inst in orig.layout.block_insts(block) {
                self.current = Some(inst);
                self.inst(inst)?;
            }
        }
        for &block in orig.layout.blocks() {
            if !cfg.is_reachable(block) {
                self.cur_block = Some(self.blocks[&block]);
                self.current = None;
                self.b().unreachable();
            }
        }
        Ok(())
    }
}

impl Body<'_, '_> {
    /// The primal copy of an original value.
    fn val(&self, v: Value) -> Result<Value, SynthError> {
        self.vmap
            .get(&v)
            .copied()
            .ok_or_else(|| self.err(format!("value {v} used before it is defined")))
    }

    fn ty(&self, v: Value) -> Type {
        self.orig.dfg.value_type(v)
    }

    /// The tangents of a value: its own if active, zeros if not. A pointer
    /// without a shadow has none to give, unless it is a constant (null).
    fn tans(&mut self, v: Value) -> Result<Vec<Value>, SynthError> {
        if let Some(t) = self.tmap.get(&v) {
            return Ok(t.clone());
        }
        let ty = self.ty(v);
        if ty.is_ptr() {
            if let Some(c) = zyme_analysis::types::constant(self.orig, v) {
                let z = self.b().iconst(ty, c);
                return Ok(vec![z; self.width()]);
            }
            return Err(self.err(format!(
                "pointer {v} has no shadow: it points to memory zyme did not see an active value stored into (pass its memory with `dup`, or mark the argument `const`)"
            )));
        }
        let z = self.zero(ty);
        Ok(vec![z; self.width()])
    }

    fn zero(&mut self, ty: Type) -> Value {
        let mut b = self.b();
        let lane = Type::scalar(ty.lane());
        let z = if ty.is_float() {
            if ty.lane() == zyme_ir::ScalarType::F32 {
                b.f32const(0.0)
            } else {
                b.f64const(0.0)
            }
        } else {
            b.iconst(lane, 0)
        };
        if ty.is_vector() {
            b.splat(ty, z)
        } else {
            z
        }
    }

    fn set_tans(&mut self, v: Value, ts: Vec<Value>) {
        self.tmap.insert(v, ts);
    }

    /// Maps an edge: the new block, primal arguments, then the tangents of
    /// the arguments bound to active parameters.
    fn edge(&mut self, edge: &BlockCall) -> Result<BlockCall, SynthError> {
        let params = self.orig.dfg.block_params(edge.block).to_vec();
        let mut args = Vec::new();
        for &a in &edge.args {
            args.push(self.val(a)?);
        }
        for (&a, &p) in edge.args.iter().zip(&params) {
            if self.activity.is_active(p) {
                args.extend(self.tans(a)?);
            }
        }
        Ok(BlockCall::new(self.blocks[&edge.block], args))
    }

    fn inst(&mut self, inst: Inst) -> Result<(), SynthError> {
        let orig = self.orig;
        let data = orig.dfg.insts[inst].clone();
        let results = orig.dfg.inst_results(inst).to_vec();
        let active = self.activity.inst_is_active(orig, inst);
        match &data {
            InstData::Jump { dest } => {
                let dest = self.edge(dest)?;
                self.b().ins(InstData::Jump { dest });
                return Ok(());
            }
            InstData::Brif {
                cond,
                then_dest,
                else_dest,
            } => {
                let cond = self.val(*cond)?;
                let then_dest = self.edge(then_dest)?;
                let else_dest = self.edge(else_dest)?;
                self.b().ins(InstData::Brif {
                    cond,
                    then_dest,
                    else_dest,
                });
                return Ok(());
            }
            InstData::Switch {
                arg,
                cases,
                default,
            } => {
                let arg = self.val(*arg)?;
                let mut new_cases = Vec::new();
                for (c, d) in cases {
                    new_cases.push((*c, self.edge(d)?));
                }
                let default = self.edge(default)?;
                self.b().switch(arg, new_cases, default);
                return Ok(());
            }
            InstData::Return { args } => {
                let mut out = Vec::new();
                if self.options.return_primal {
                    for &a in args {
                        out.push(self.val(a)?);
                    }
                }
                for &a in args {
                    let ty = self.ty(a);
                    if ty.is_float() || ty.is_ptr() {
                        out.extend(self.tans(a)?);
                    }
                }
                self.b().ret(&out);
                return Ok(());
            }
            InstData::Call { func, args } if active => return self.call(*func, args, &results),
            InstData::CallIndirect { .. } if active => return Err(self.err(
                "an indirect call with active arguments is not differentiated yet (forward mode)"
                    .into(),
            )),
            _ => {}
        }
        // The primal copy.
        let mut copy = data.clone();
        let mut missing = None;
        copy.map_operands(|v| match self.vmap.get(&v) {
            Some(&n) => n,
            None => {
                missing = Some(v);
                v
            }
        });
        if let Some(v) = missing {
            return Err(self.err(format!("value {v} used before it is defined")));
        }
        let new_results = self.b().ins_results(copy);
        for (&r, &n) in results.iter().zip(&new_results) {
            self.vmap.insert(r, n);
        }
        self.check_deducible(&data, &results)?;
        if !active {
            return Ok(());
        }
        self.tangent(&data, &results, &new_results)
    }

    /// An integer read from differentiated memory must be known to be an
    /// integer: if it held a double's bits, treating it as constant would
    /// drop the derivative silently.
    fn check_deducible(&self, data: &InstData, results: &[Value]) -> Result<(), SynthError> {
        let InstData::Load { ty, ptr, .. } = data else {
            return Ok(());
        };
        let r = results[0];
        if !ty.is_int()
            || ty.lane() == zyme_ir::ScalarType::I1
            || !self.activity.is_active(*ptr)
            || self.activity.is_active(r)
        {
            return Ok(());
        }
        let tree = self.fwd.types.func(self.func).tree(r);
        if tree.scalar(i64::from(ty.bytes())).is_some() {
            return Ok(());
        }
        Err(self.err(format!(
            "cannot deduce whether this {ty} read from differentiated memory is an integer or a float's bits; \
             say what the memory holds with __enzyme_double(ptr, bytes) / __enzyme_float / __enzyme_integer / __enzyme_pointer \
             before the call, or build with optimisation (-O1 or more) so clang's TBAA type tags reach zyme"
        )))
    }

    /// The tangent code of one active non-call instruction.
    fn tangent(
        &mut self,
        data: &InstData,
        results: &[Value],
        new_results: &[Value],
    ) -> Result<(), SynthError> {
        let w = self.width();
        let r = results.first().copied();
        let result_active = r.is_some_and(|r| self.activity.is_active(r));
        let mut ts: Vec<Value> = Vec::with_capacity(w);
        match data {
            InstData::Store {
                args: [v, p],
                flags,
            } => {
                if !self.activity.is_active(*p) {
                    if self.options.runtime_activity {
                        return Ok(());
                    }
                    return Err(self.err(
                        "an active value is stored through a pointer without a shadow".into(),
                    ));
                }
                let shadows = self.tans(*p)?;
                let ty = self.ty(*v);
                let values = if ty.is_ptr() && !self.activity.is_active(*v) {
                    // An inactive pointer stored into shadowed memory: its
                    // shadow is itself (constant memory has no tangent).
                    vec![self.val(*v)?; w]
                } else if ty.is_int() && !self.activity.is_active(*v) {
                    vec![self.val(*v)?; w]
                } else {
                    self.tans(*v)?
                };
                let flags = MemFlags {
                    ordering: None,
                    ..*flags
                };
                for k in 0..w {
                    self.b().store(values[k], shadows[k], flags);
                }
                return Ok(());
            }
            InstData::Mem {
                op,
                args: [dst, src, len],
            } => {
                if !self.activity.is_active(*dst) {
                    return Ok(());
                }
                let dsts = self.tans(*dst)?;
                let len = self.val(*len)?;
                let srcs = if *op != MemOp::Memset && self.activity.is_active(*src) {
                    Some(self.tans(*src)?)
                } else {
                    None
                };
                for k in 0..w {
                    let mut b = self.b();
                    match &srcs {
                        Some(s) => b.mem(*op, dsts[k], s[k], len),
                        None => {
                            let zero = b.iconst(Type::I8, 0);
                            b.mem(MemOp::Memset, dsts[k], zero, len);
                        }
                    }
                }
                return Ok(());
            }
            _ => {}
        }
        if !result_active {
            return Ok(());
        }
        let r = r.expect("an active result exists");
        let nr = new_results[0];
        // Moves of values and addresses: the shadow pointer rule, shared
        // with reverse mode's forward sweep (for a float moved by a load
        // or a select, the tangent is moved the same way).
        let moved = match data {
            InstData::StackAddr { .. }
            | InstData::GlobalAddr { .. }
            | InstData::FuncAddr { .. }
            | InstData::PtrAdd { .. }
            | InstData::Load { .. }
            | InstData::Select { .. }
            | InstData::Cast {
                op: CastOp::Bitcast | CastOp::AddrSpaceCast | CastOp::Ptrtoint | CastOp::Inttoptr,
                ..
            } => true,
            InstData::Binary {
                op: BinaryOp::Iadd | BinaryOp::Isub | BinaryOp::And | BinaryOp::Or,
                ..
            } => {
                let float_bits = matches!(
                    self.fwd.types.func(self.func).tree(r).scalar(8),
                    Some(zyme_analysis::Concrete::Float(_))
                );
                self.ty(r).is_int() && !float_bits
            }
            _ => false,
        };
        if moved {
            let activity = self.activity;
            let carries = |v: Value| activity.is_active(v);
            let rule = shadow::pointer_shadow(data, &carries).map_err(|m| self.err(m))?;
            let ts = match rule {
                PointerShadow::Slot(slot) => {
                    let shadows = self
                        .shadow_slots
                        .get(&slot)
                        .cloned()
                        .ok_or_else(|| self.err("stack slot without a shadow".into()))?;
                    shadows
                        .into_iter()
                        .map(|s| self.b().stack_addr(s))
                        .collect()
                }
                PointerShadow::Global(global) => {
                    let s = self.fwd.shadow_global(global)?;
                    vec![self.b().global_addr(s); w]
                }
                PointerShadow::Itself => vec![nr; w],
                PointerShadow::Remake(how) => {
                    let mut lanes: Vec<Vec<Value>> = vec![Vec::new(); w];
                    for (o, how) in data.operands().into_iter().zip(how) {
                        let per = match how {
                            Operand::Primal => vec![self.val(o)?; w],
                            Operand::Shadow => self.tans(o)?,
                        };
                        for (lane, v) in lanes.iter_mut().zip(per) {
                            lane.push(v);
                        }
                    }
                    lanes
                        .iter()
                        .map(|ops| shadow::remake(&mut self.b(), data, ops))
                        .collect()
                }
            };
            self.set_tans(r, ts);
            return Ok(());
        }
        match data {
            InstData::Cast { op, arg, ty } => match op {
                CastOp::Fpext | CastOp::Fptrunc => {
                    let t = self.tans(*arg)?;
                    for x in t {
                        ts.push(self.b().cast(*op, x, *ty));
                    }
                }
                _ => {
                    return Err(self.err(format!(
                        "`{}` of a value that holds float bits has no derivative rule",
                        op.name()
                    )))
                }
            },
            InstData::Unary {
                op: UnaryOp::Fneg,
                arg,
            } => {
                let t = self.tans(*arg)?;
                for x in t {
                    ts.push(self.b().fneg(x));
                }
            }
            InstData::Binary { op, args: [a, b] } => {
                let (pa, pb) = (self.val(*a)?, self.val(*b)?);
                let (ta, tb) = (self.tans(*a)?, self.tans(*b)?);
                let (aa, ab) = (self.activity.is_active(*a), self.activity.is_active(*b));
                if *op == BinaryOp::Xor {
                    // `x ^ signbit` on float bits is clang's fneg: the
                    // tangent flips sign the same way.
                    let (t, k) = if aa && !ab { (&ta, *b) } else { (&tb, *a) };
                    let bits = self.ty(r).lane().bits();
                    let sign = zyme_analysis::types::constant(self.orig, k)
                        .is_some_and(|c| (c as u64) << (64 - bits) == 1 << 63 && (aa != ab));
                    if !sign {
                        return Err(self.err(
                            "`xor` on float bits other than a sign flip has no derivative rule"
                                .into(),
                        ));
                    }
                    let mask = if aa { pb } else { pa };
                    for &x in t.iter() {
                        ts.push(self.b().bxor(x, mask));
                    }
                } else {
                    for k in 0..w {
                        let t = rules::binary(
                            &mut self.b(),
                            *op,
                            Some(pa),
                            Some(pb),
                            Some(nr),
                            ta[k],
                            tb[k],
                            aa,
                            ab,
                        );
                        match t {
                            Some(t) => ts.push(t),
                            None => {
                                return Err(self.err(format!(
                                    "`{}` on active values has no derivative rule",
                                    op.name()
                                )))
                            }
                        }
                    }
                }
            }
            InstData::Math { op, args } => {
                let prim: Vec<Value> = args
                    .iter()
                    .map(|&a| self.val(a))
                    .collect::<Result<_, _>>()?;
                let mut tan_args = Vec::new();
                for &a in args {
                    let act = self.activity.is_active(a) && self.ty(a).is_float();
                    tan_args.push((self.tans(a)?, act));
                }
                for k in 0..w {
                    let per: Vec<(Value, bool)> =
                        tan_args.iter().map(|(t, a)| (t[k], *a)).collect();
                    let t = rules::math(&mut self.b(), *op, &prim, nr, &per);
                    match t {
                        Ok(t) => ts.push(t),
                        Err(msg) => {
                            return Err(self.err(msg));
                        }
                    }
                }
            }
            InstData::Splat { ty, arg } => {
                let t = self.tans(*arg)?;
                for x in t {
                    ts.push(self.b().splat(*ty, x));
                }
            }
            InstData::ExtractLane { arg, lane } => {
                let t = self.tans(*arg)?;
                for x in t {
                    ts.push(self.b().extract_lane(x, *lane));
                }
            }
            InstData::InsertLane { args: [v, x], lane } => {
                let tv = self.tans(*v)?;
                let tx = self.tans(*x)?;
                for k in 0..w {
                    ts.push(self.b().insert_lane(tv[k], tx[k], *lane));
                }
            }
            InstData::Shuffle { args: [x, y], mask } => {
                let tx = self.tans(*x)?;
                let ty = self.tans(*y)?;
                for k in 0..w {
                    ts.push(self.b().shuffle(tx[k], ty[k], mask));
                }
            }
            other => {
                return Err(self.err(format!(
                    "`{}` with active operands is not differentiated yet (forward mode)",
                    other.opcode_name()
                )))
            }
        }
        self.set_tans(r, ts);
        Ok(())
    }

    /// An active call: library functions by name, module functions by
    /// their own forward derivative.
    fn call(
        &mut self,
        callee: FuncId,
        args: &[Value],
        results: &[Value],
    ) -> Result<(), SynthError> {
        let w = self.width();
        let name = self.fwd.module.functions[callee].name.clone();
        let prim: Vec<Value> = args
            .iter()
            .map(|&a| self.val(a))
            .collect::<Result<_, _>>()?;
        if let Some(library) = self.fwd.module.library_name(callee).map(str::to_string) {
            let new_results = self.b().call(callee, &prim);
            for (&r, &n) in results.iter().zip(&new_results) {
                self.vmap.insert(r, n);
            }
            if library == name {
                return self.library_call(&name, callee, args, &prim, results);
            }
            // A module function registered as a library function: the
            // shadows come from the C function itself, which takes the
            // arguments it names.
            let Some(c) = crate::runtime::like_declaration(self.fwd.module, &library)? else {
                return Ok(());
            };
            let args = self.fwd.module.library_args(callee, args);
            let prim = self.fwd.module.library_args(callee, &prim);
            let prim = crate::runtime::like_operands(&mut self.b(), prim);
            return self.library_call(&library, c, &args, &prim, results);
        }
        if let Some(&d) = self.fwd.customs.get(&callee) {
            return self.custom_call(callee, d, args, &prim, results);
        }
        if matches!(name.as_str(), "__zyme_tape_take" | "__zyme_tape_stash") {
            // A derivative's tape header and its shadow (forward over
            // reverse) each take or stash a spare buffer; the shadow's
            // must then hold as much as the primal's, whose capacity the
            // pushes check.
            // Stashed shadows first, so the spare slots (last in, first
            // out) give the primal and each shadow their own buffers back
            // on the next call.
            let take = name == "__zyme_tape_take";
            let shadows = self.tans(args[0])?;
            if take {
                self.b().call(callee, &prim);
            }
            for &s in shadows.iter().rev().filter(|_| !take) {
                self.b().call(callee, &[s]);
            }
            if !take {
                self.b().call(callee, &prim);
            }
            for s in shadows.into_iter().filter(|_| take) {
                self.b().call(callee, &[s]);
                if take {
                    let fit = crate::runtime::tape_fit(self.fwd.module)?;
                    let fid = self.id;
                    let (go, done) = {
                        let mut b = self.fwd.module.builder(fid);
                        (b.create_block(), b.create_block())
                    };
                    let mut b = self.b();
                    let flags = MemFlags {
                        hint: Some(zyme_ir::ScalarType::I64),
                        ..MemFlags::aligned(8)
                    };
                    let pcap_at = b.ptr_add_imm(prim[0], crate::runtime::TAPE_CAP);
                    let pcap = b.load(Type::I64, pcap_at, flags);
                    let scap_at = b.ptr_add_imm(s, crate::runtime::TAPE_CAP);
                    let scap = b.load(Type::I64, scap_at, flags);
                    let short = b.icmp(zyme_ir::IntCC::Ult, scap, pcap);
                    b.brif(short, go, &[], done, &[]);
                    b.switch_to(go);
                    b.call(fit, &[s, pcap]);
                    b.jump(done, &[]);
                    self.cur_block = Some(done);
                }
            }
            return Ok(());
        }
        let kinds: Vec<ArgKind> = args
            .iter()
            .map(|&a| {
                let ty = self.ty(a);
                if self.activity.is_active(a) && (ty.is_float() || ty.is_ptr()) {
                    ArgKind::Dup
                } else {
                    ArgKind::Const
                }
            })
            .collect();
        let options = ForwardOptions {
            return_primal: true,
            ..self.options
        };
        let d = self.fwd.derivative(callee, &kinds, options)?;
        let mut call_args = Vec::new();
        for (i, &a) in args.iter().enumerate() {
            call_args.push(prim[i]);
            if kinds[i] == ArgKind::Dup {
                call_args.extend(self.tans(a)?);
            }
        }
        let out = self.b().call(d, &call_args);
        let n = results.len();
        for (&r, &v) in results.iter().zip(&out[..n]) {
            self.vmap.insert(r, v);
        }
        let mut at = n;
        for &r in results {
            let ty = self.ty(r);
            if ty.is_float() || ty.is_ptr() {
                let ts = out[at..at + w].to_vec();
                at += w;
                if self.activity.is_active(r) {
                    self.set_tans(r, ts);
                }
            }
        }
        Ok(())
    }

    /// A call of a function with a user-given forward derivative.
    fn custom_call(
        &mut self,
        callee: FuncId,
        derivative: FuncId,
        args: &[Value],
        prim: &[Value],
        results: &[Value],
    ) -> Result<(), SynthError> {
        if self.width() != 1 {
            return Err(self.err(
                "a custom derivative (__enzyme_register_derivative) in vector mode is not supported"
                    .into(),
            ));
        }
        let mut call_args = Vec::new();
        for (i, &a) in args.iter().enumerate() {
            call_args.push(prim[i]);
            let ty = self.ty(a);
            if ty.is_float() || ty.is_ptr() {
                call_args.push(self.tans(a)?[0]);
            }
        }
        let d = &self.fwd.module.functions[derivative];
        let want = d.sig.params.len();
        let returns = d.sig.returns.len();
        if call_args.len() != want {
            return Err(self.err(format!(
                "the custom derivative @{} takes {want} parameters, but the arguments with their tangents make {}",
                d.name,
                call_args.len()
            )));
        }
        let floats: Vec<Value> = results
            .iter()
            .copied()
            .filter(|&r| self.ty(r).is_float())
            .collect();
        let out = self.b().call(derivative, &call_args);
        let tangents = if returns == results.len() + floats.len() && !results.is_empty() {
            for (&r, &v) in results.iter().zip(&out) {
                self.vmap.insert(r, v);
            }
            out[results.len()..].to_vec()
        } else if returns == floats.len() {
            let p = self.b().call(callee, prim);
            for (&r, &v) in results.iter().zip(&p) {
                self.vmap.insert(r, v);
            }
            out
        } else {
            return Err(self.err(format!(
                "the custom derivative @{} returns {returns} values; it must return the tangent of each float result, or the results and then the tangents",
                self.fwd.module.functions[derivative].name
            )));
        };
        for (&r, &t) in floats.iter().zip(&tangents) {
            if self.activity.is_active(r) {
                self.set_tans(r, vec![t]);
            }
        }
        Ok(())
    }

    fn library_call(
        &mut self,
        name: &str,
        callee: FuncId,
        args: &[Value],
        prim: &[Value],
        results: &[Value],
    ) -> Result<(), SynthError> {
        let w = self.width();
        match (library_kind(name), name) {
            (Some(LibraryKind::Alloc { size, zeroed }), _) => {
                let Some(&r) = results.first() else {
                    return Ok(());
                };
                if !self.activity.is_active(r) {
                    return Ok(());
                }
                let mut ts = Vec::new();
                for _ in 0..w {
                    let mut b = self.b();
                    let s = b.call(callee, prim)[0];
                    if !zeroed {
                        let n = crate::reverse::block_size(&mut b, size, prim);
                        let zero = b.iconst(Type::I8, 0);
                        b.mem(MemOp::Memset, s, zero, n);
                    }
                    ts.push(s);
                }
                self.set_tans(r, ts);
                Ok(())
            }
            (Some(LibraryKind::Realloc), _) => {
                // The shadow block follows the primal one: realloc keeps
                // the tangents stored so far, and the new tail is as
                // indeterminate as the primal's, so the program writes it
                // (and its tangent) before reading.
                let Some(&r) = results.first() else {
                    return Ok(());
                };
                if !self.activity.is_active(r) {
                    return Ok(());
                }
                let old = self.tans(args[0])?;
                let mut ts = Vec::new();
                for o in old {
                    ts.push(self.b().call(callee, &[o, prim[1]])[0]);
                }
                self.set_tans(r, ts);
                Ok(())
            }
            (Some(LibraryKind::Free), _) => {
                if let Some(&p) = args.first() {
                    if self.activity.is_active(p) {
                        let shadows = self.tans(p)?;
                        for s in shadows {
                            let mut rest = prim.to_vec();
                            rest[0] = s;
                            self.b().call(callee, &rest);
                        }
                    }
                }
                Ok(())
            }
            (Some(LibraryKind::PosixMemalign), _) if args.len() == 3 => {
                // The block comes back through `*out`: a zeroed shadow
                // block goes to each shadow of `*out`.
                if !self.activity.is_active(args[0]) {
                    return Ok(());
                }
                let malloc = crate::runtime::libc(
                    self.fwd.module,
                    "malloc",
                    Signature::new([Type::I64], [Type::PTR]),
                )?;
                for so in self.tans(args[0])? {
                    let mut b = self.b();
                    let s = b.call(malloc, &[prim[2]])[0];
                    let zero = b.iconst(Type::I8, 0);
                    b.mem(MemOp::Memset, s, zero, prim[2]);
                    b.store(s, so, MemFlags::aligned(8));
                }
                Ok(())
            }
            (_, n) if crate::complex::ComplexFn::of(n, args.len(), results.len()).is_some() => {
                let f = crate::complex::ComplexFn::of(n, args.len(), results.len())
                    .expect("matched");
                if !results.iter().any(|&r| self.activity.is_active(r)) {
                    return Ok(());
                }
                let nres = results
                    .iter()
                    .map(|&r| self.val(r))
                    .collect::<Result<Vec<_>, _>>()?;
                let dargs = args
                    .iter()
                    .map(|&a| self.tans(a))
                    .collect::<Result<Vec<_>, _>>()?;
                let mut out = vec![Vec::new(); results.len()];
                // The arguments' tangents, lane by lane.
                let lanes: Vec<Vec<Value>> = (0..w)
                    .map(|l| dargs.iter().map(|t| t[l]).collect())
                    .collect();
                for d in &lanes {
                    let mut b = self.b();
                    match crate::complex::derivatives(&mut b, f, prim, &nres) {
                        Some(fprimes) => {
                            let dz: Vec<_> = (0..fprimes.len())
                                .map(|k| (d[2 * k], d[2 * k + 1]))
                                .collect();
                            let (re, im) = crate::complex::forward(&mut b, &fprimes, &dz);
                            out[0].push(re);
                            out[1].push(im);
                        }
                        None => {
                            let (fx, fy) =
                                crate::complex::abs_factors(&mut b, (prim[0], prim[1]), nres[0]);
                            let tx = b.fmul(fx, d[0]);
                            let ty = b.fmul(fy, d[1]);
                            out[0].push(b.fadd(tx, ty));
                        }
                    }
                }
                for (&r, ts) in results.iter().zip(out) {
                    self.set_tans(r, ts);
                }
                Ok(())
            }
            (_, "frexp" | "frexpf" | "ldexp" | "ldexpf") => {
                // frexp: dm/dx = m/x; ldexp: dr/dx = r/x (0 at x = 0).
                let Some(&r) = results.first() else {
                    return Ok(());
                };
                if !self.activity.is_active(r) {
                    return Ok(());
                }
                let nr = self.val(r)?;
                let dx = self.tans(args[0])?;
                let ty = self.ty(r);
                let mut ts = Vec::new();
                for t in dx {
                    let z = self.zero(ty);
                    let mut b = self.b();
                    let q = b.fdiv(nr, prim[0]);
                    let is_zero = b.fcmp(zyme_ir::FloatCC::Oeq, prim[0], z);
                    let c = b.select(is_zero, z, q);
                    ts.push(b.fmul(t, c));
                }
                let _ = w;
                self.set_tans(r, ts);
                Ok(())
            }
            (Some(LibraryKind::Mem(op)), _) if args.len() == 3 => {
                let fake = InstData::Mem {
                    op,
                    args: [args[0], args[1], args[2]],
                };
                self.tangent(&fake, &[], &[])
            }
            (Some(k), _) if k.is_inactive() => Ok(()),
            _ => Err(self.err(format!(
                "no derivative is known for the external function @{name}; give it a custom derivative or make its definition visible"
            ))),
        }
    }
}
