//! The construction of one forward derivative: blocks and parameters
//! (each active value's `width` tangents beside it), the primal copied in
//! reverse post-order, each active instruction followed by its tangent.

use super::Forward;
use crate::SynthError;
use hashbrown::HashMap;
use zyme_analysis::{Activity, Object};
use zyme_ir::autodiff::{ArgKind, ForwardOptions};
use zyme_ir::{
    Block, BlockCall, ControlFlowGraph, FuncId, Function, Inst, InstData, MemOp, StackSlot, Type,
    Value,
};

/// The construction of one derivative body.
pub(super) struct Body<'a, 'm> {
    pub(super) fwd: &'a mut Forward<'m>,
    /// The function being differentiated, and its body.
    pub(super) func: FuncId,
    pub(super) orig: &'a Function,
    pub(super) activity: &'a Activity,
    pub(super) options: ForwardOptions,
    pub(super) id: FuncId,
    /// Original value → primal value in the new function.
    pub(super) vmap: HashMap<Value, Value>,
    /// Original active value → its `width` tangents (shadows for pointers).
    pub(super) tmap: HashMap<Value, Vec<Value>>,
    pub(super) blocks: HashMap<Block, Block>,
    pub(super) shadow_slots: HashMap<StackSlot, Vec<StackSlot>>,
    /// The original instruction being differentiated (for errors).
    pub(super) current: Option<Inst>,
    /// The new block being appended to.
    pub(super) cur_block: Option<Block>,
    /// Primal stores left out: into memory only `dupnoneed` parameters
    /// reach ([`super::noneed`]).
    pub(super) unneeded: hashbrown::HashSet<Inst>,
}

impl Body<'_, '_> {
    pub(super) fn err(&self, message: String) -> SynthError {
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

    pub(super) fn width(&self) -> usize {
        self.options.width as usize
    }

    /// [`Self::b`] for tangent arithmetic: its float arithmetic is marked
    /// fast ([`zyme_ir::Function::fast`]), as reverse mode's adjoints are.
    pub(super) fn bd(&mut self) -> zyme_ir::FunctionBuilder<'_> {
        self.b().fast()
    }

    /// A builder appending to the current block, with the source
    /// location of the instruction being differentiated.
    pub(super) fn b(&mut self) -> zyme_ir::FunctionBuilder<'_> {
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

    pub(super) fn build(&mut self, kinds: &[ArgKind]) -> Result<(), SynthError> {
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
        if w >= 2 {
            let mut seeds = HashMap::new();
            for ts in self.tmap.values() {
                let distinct: hashbrown::HashSet<Value> = ts.iter().copied().collect();
                if distinct.len() == ts.len() {
                    seeds.extend(ts.iter().enumerate().map(|(k, &t)| (t, k as u32)));
                }
            }
            super::lanes::lane_major(&mut self.fwd.module.functions[self.id], &seeds);
        }
        Ok(())
    }
}

impl Body<'_, '_> {
    /// The primal copy of an original value.
    pub(super) fn val(&self, v: Value) -> Result<Value, SynthError> {
        self.vmap
            .get(&v)
            .copied()
            .ok_or_else(|| self.err(format!("value {v} used before it is defined")))
    }

    pub(super) fn ty(&self, v: Value) -> Type {
        self.orig.dfg.value_type(v)
    }

    /// The tangents of a value: its own if active, zeros if not. A pointer
    /// without a shadow has none to give, unless it is a constant (null).
    pub(super) fn tans(&mut self, v: Value) -> Result<Vec<Value>, SynthError> {
        if let Some(t) = self.tmap.get(&v) {
            return Ok(t.clone());
        }
        let ty = self.ty(v);
        if ty.is_ptr() {
            if let Some(c) = zyme_analysis::types::constant(self.orig, v) {
                let z = self.b().iconst(ty, c);
                return Ok(vec![z; self.width()]);
            }
            return Err(self.err(crate::no_shadow(v)));
        }
        let z = self.zero(ty);
        Ok(vec![z; self.width()])
    }

    pub(super) fn zero(&mut self, ty: Type) -> Value {
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

    pub(super) fn set_tans(&mut self, v: Value, ts: Vec<Value>) {
        self.tmap.insert(v, ts);
    }

    /// Maps an edge: the new block, primal arguments, then the tangents of
    /// the arguments bound to active parameters.
    pub(super) fn edge(&mut self, edge: &BlockCall) -> Result<BlockCall, SynthError> {
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

    pub(super) fn inst(&mut self, inst: Inst) -> Result<(), SynthError> {
        let orig = self.orig;
        let data = orig.dfg.insts[inst].clone();
        let results = orig.dfg.inst_results(inst).to_vec();
        let active = self.activity.inst_is_active(orig, inst);
        let operand = crate::branch_operand(&data)
            .map(|v| self.val(v))
            .transpose()?;
        if let Some(branch) = crate::retarget(&data, operand, |_, e| self.edge(e)) {
            self.b().ins(branch?);
            return Ok(());
        }
        match &data {
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
            InstData::Call { func, args }
                if self
                    .fwd
                    .module
                    .library_name(*func)
                    .and_then(crate::reverse::OmpSync::of)
                    .is_some() =>
            {
                return self.omp_sync(*func, args, &results);
            }
            InstData::Call { func, args } if active => return self.call(*func, args, &results),
            InstData::CallIndirect { sig, callee, args } if active => {
                return self.call_indirect(sig, *callee, args, &results)
            }
            _ => {}
        }
        if self.unneeded.contains(&inst) {
            // No primal copy: the tangents' store only.
            return if active {
                self.tangent(&data, &results, &[])
            } else {
                Ok(())
            };
        }
        // The primal copy.
        let copy = crate::remap(&data, |v| self.vmap.get(&v).copied())
            .map_err(|v| self.err(format!("value {v} used before it is defined")))?;
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
    pub(super) fn check_deducible(
        &self,
        data: &InstData,
        results: &[Value],
    ) -> Result<(), SynthError> {
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
}
