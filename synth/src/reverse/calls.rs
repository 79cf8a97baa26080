//! Calls in both sweeps: a differentiated callee's split halves (direct,
//! or dispatched on the function pointer of an indirect call), a custom
//! rule's augmented and reverse functions, and what each takes and
//! returns.

use super::tape::typed;
use super::uses;
use super::{Gen, Need, Split, R};
use crate::runtime;
use hashbrown::HashMap;
use zyme_ir::autodiff::{ArgKind, CustomGradient};
use zyme_ir::{FuncId, Inst, InstData, IntCC, Signature, Type, Value};

/// What an indirect call of each signature may reach, found once per
/// derivative.
#[derive(Default)]
pub(super) struct Calls {
    /// Each function whose address is taken, paired with the body to
    /// differentiate for it.
    candidates: HashMap<Signature, Vec<(FuncId, FuncId)>>,
}

impl Gen<'_, '_> {
    /// The argument kinds a call passes its callee.
    /// The argument kinds a call passes its callee.
    pub(super) fn callee_kinds(&self, args: &[Value]) -> R<Vec<ArgKind>> {
        uses::callee_kinds(self.vals, args).ok_or_else(|| {
            self.err(
                "a call passes an integer that holds a float or an address; reverse mode differentiates such calls only with float and pointer parameters"
                    .into(),
            )
        })
    }

    pub(super) fn fwd_call(
        &mut self,
        inst: Inst,
        callee: FuncId,
        args: &[Value],
        results: &[Value],
    ) -> R<()> {
        let name = self.rev.module.functions[callee].name.clone();
        let library = self.rev.module.library_name(callee).map(str::to_string);
        let prim: Vec<Value> = args.iter().map(|&a| self.val(a)).collect::<R<_>>()?;
        if let Some(rule) = self.rev.customs.get(&callee).copied() {
            return self.fwd_custom(inst, callee, rule, args, &prim, results);
        }
        let inactive = self.rev.inactive.contains(&callee);
        if library.as_deref() == Some(super::parallel::FORK) && self.vals.inst_active(inst) {
            return self.fwd_fork(inst, callee, args);
        }
        let mut blas_plan = None;
        if !inactive && library.as_deref() == Some(name.as_str()) {
            self.check_blas_signature(callee)?;
            if let Some(plan) = self.blas_plan(inst, callee, args, results) {
                self.fwd_blas(inst, &plan, &prim)?;
                blas_plan = Some(plan);
            }
        }
        if library.is_some() || inactive {
            let new_results = self.b().call(callee, &prim);
            for (&r, &n) in results.iter().zip(&new_results) {
                self.fwd.set_val(r, n);
            }
            if let Some(plan) = blas_plan {
                return self.fwd_blas_after(inst, &plan, &prim);
            }
            // Registered inactive: nothing more, whatever its name (an
            // import is a library function by its own name).
            let Some(library) = library.filter(|_| !inactive) else {
                return Ok(());
            };
            if library == name {
                return self.fwd_library(inst, &name, args, &prim, results);
            }
            // A module function registered as a library function: the
            // arguments that function takes, as it takes them.
            let args = self.rev.module.library_args(callee, args);
            let prim = self.rev.module.library_args(callee, &prim);
            let prim = runtime::like_operands(&mut self.b(), prim);
            return self.fwd_library(inst, &library, &args, &prim, results);
        }
        // A differentiated callee may keep shadow state of its own.
        self.lane_state = true;
        if matches!(name.as_str(), "__zyme_tape_take" | "__zyme_tape_stash") {
            // An inner derivative's tape (reverse over reverse) does without
            // the spare buffer: its shadow grows through the shadow rules of
            // `realloc`, which allocate blocks the spare must not receive.
            if name == "__zyme_tape_stash" {
                let free = runtime::libc(self.rev.module, "free", Signature::new([Type::PTR], []))?;
                let mut b = self.b();
                let buf = b.load(Type::PTR, prim[0], typed(Type::PTR));
                b.call(free, &[buf]);
            }
            self.fwd.set_call_kinds(inst, Vec::new());
            return Ok(());
        }
        for &r in results {
            if self.vals.active(r) && !self.vals.ty(r).is_float() && !self.vals.ty(r).is_ptr() {
                return Err(self.err(
                    "a call returns an integer holding a float or an address; reverse mode differentiates calls with float and pointer results only"
                        .into(),
                ));
            }
        }
        let kinds = self.callee_kinds(args)?;
        let split = self.rev.split(callee, &kinds)?;
        let call_args = self.augmented_call_args(&kinds, args)?;
        let vars = self.tape.fvars.expect("the tape exists");
        self.tape_write_back(vars);
        let out = self.b().call(split.augmented, &call_args);
        self.tape_reload(vars);
        self.bind_augmented_results(results, &out);
        self.fwd.set_call_kinds(inst, kinds);
        Ok(())
    }

    /// What an augmented half takes: the tape, each argument and, when
    /// duplicated, its shadow.
    pub(super) fn augmented_call_args(
        &mut self,
        kinds: &[ArgKind],
        args: &[Value],
    ) -> R<Vec<Value>> {
        let mut call_args = vec![self.tape.fwd.expect("the tape exists")];
        for (i, &a) in args.iter().enumerate() {
            call_args.push(self.val(a)?);
            if kinds[i] == ArgKind::Dup {
                call_args.push(self.shadow(a)?);
            }
        }
        Ok(call_args)
    }

    /// An augmented half's results: the primal ones, then a shadow per
    /// pointer result.
    pub(super) fn bind_augmented_results(&mut self, results: &[Value], out: &[Value]) {
        for (&r, &v) in results.iter().zip(out) {
            self.fwd.set_val(r, v);
        }
        let mut at = results.len();
        for &r in results {
            if self.vals.ty(r).is_ptr() {
                if self.vals.active(r) {
                    self.fwd.set_shadow(r, out[at]);
                }
                at += 1;
            }
        }
    }

    /// The arguments of a custom rule: each pointer followed by its shadow.
    pub(super) fn custom_args(&mut self, args: &[Value], reverse: bool) -> R<Vec<Value>> {
        let mut out = Vec::new();
        for &a in args {
            if reverse {
                out.push(self.need(Need::Primal(a))?);
            } else {
                out.push(self.val(a)?);
            }
            if self.vals.ty(a).is_ptr() {
                let s = if reverse {
                    self.need(Need::Shadow(a))?
                } else {
                    self.shadow(a)?
                };
                out.push(s);
            }
        }
        Ok(out)
    }

    /// How a custom augmented function returns: (has a tape, returns the
    /// primal results).
    pub(super) fn custom_shape(&self, callee: FuncId, rule: CustomGradient) -> R<(bool, bool)> {
        let m = &*self.rev.module;
        uses::custom_shape(m, callee, rule).ok_or_else(|| {
            self.err(format!(
                "the custom augmented forward @{} of @{} returns {:?}; it must return nothing, the primal result, a tape pointer, or a tape pointer and the primal result",
                m.functions[rule.augmented].name,
                m.functions[callee].name,
                m.functions[rule.augmented].sig.returns
            ))
        })
    }

    pub(super) fn fwd_custom(
        &mut self,
        inst: Inst,
        callee: FuncId,
        rule: CustomGradient,
        args: &[Value],
        prim: &[Value],
        results: &[Value],
    ) -> R<()> {
        let (tape, returns_primal) = self.custom_shape(callee, rule)?;
        let call_args = self.custom_args(args, false)?;
        let out = self.b().call(rule.augmented, &call_args);
        let prims = if returns_primal {
            out[usize::from(tape)..].to_vec()
        } else if results.is_empty() {
            Vec::new()
        } else {
            self.b().call(callee, prim)
        };
        for (&r, &v) in results.iter().zip(&prims) {
            self.fwd.set_val(r, v);
        }
        if tape {
            self.fwd.set_extra(inst, out[0]);
        }
        Ok(())
    }

    /// An indirect call with active arguments: the forward sweep compares
    /// the function pointer with each function it may reach and calls
    /// that one's augmented forward; the reverse does the same with the
    /// reverse halves. No shadow function pointers are needed.
    pub(super) fn fwd_call_indirect(
        &mut self,
        inst: Inst,
        sig: &Signature,
        callee: Value,
        args: &[Value],
        results: &[Value],
    ) -> R<()> {
        self.lane_state = true;
        for &r in results {
            if self.vals.active(r) && !self.vals.ty(r).is_float() && !self.vals.ty(r).is_ptr() {
                return Err(self.err(
                    "an indirect call returns an integer holding a float or an address; reverse mode differentiates calls with float and pointer results only"
                        .into(),
                ));
            }
        }
        let kinds = self.callee_kinds(args)?;
        let targets = self.indirect_targets(sig)?;
        if targets.is_empty() {
            return Err(self.err(
                "an indirect call with active arguments, but no function with a body, C math function or C library function zyme knows, and with this type, has its address taken in the module; zyme needs the possible callees' bodies"
                    .into(),
            ));
        }
        let mut pairs = Vec::new();
        for &(addr, body) in &targets {
            pairs.push((addr, self.rev.split(body, &kinds)?));
        }
        let fp = self.val(callee)?;
        let call_args = self.augmented_call_args(&kinds, args)?;
        let mut out_types: Vec<Type> = sig.returns.clone();
        out_types.extend(sig.returns.iter().filter(|t| t.is_ptr()));
        let vars = self.tape.fvars.expect("the tape exists");
        self.tape_write_back(vars);
        let outs = self.dispatch(self.t.fid, fp, &pairs, true, &call_args, &out_types);
        self.tape_reload(vars);
        self.bind_augmented_results(results, &outs);
        self.fwd.set_call_kinds(inst, kinds);
        Ok(())
    }

    /// `if fp == &f1 { h1(args) } else if fp == &f2 { h2(args) } … else
    /// trap`, joined into one block whose parameters are the results.
    pub(super) fn dispatch(
        &mut self,
        f: FuncId,
        fp: Value,
        pairs: &[(FuncId, Split)],
        augmented: bool,
        args: &[Value],
        out_types: &[Type],
    ) -> Vec<Value> {
        let join = self.new_block(f);
        let outs: Vec<Value> = out_types
            .iter()
            .map(|&t| self.rev.module.builder(f).append_param(join, t))
            .collect();
        for &(target, split) in pairs {
            let hit = self.new_block(f);
            let miss = self.new_block(f);
            let mut b = self.b();
            let addr = b.func_addr(target);
            let eq = b.icmp(IntCC::Eq, fp, addr);
            b.brif(eq, hit, &[], miss, &[]);
            b.switch_to(hit);
            let h = if augmented {
                split.augmented
            } else {
                split.reverse
            };
            let r = b.call(h, args);
            b.jump(join, &r);
            self.at(f, miss);
        }
        self.b().trap();
        self.at(f, join);
        outs
    }

    /// What an indirect call of signature `sig` may reach
    /// ([`crate::runtime::indirect_targets`]), once per signature.
    pub(super) fn indirect_targets(&mut self, sig: &Signature) -> R<Vec<(FuncId, FuncId)>> {
        if let Some(c) = self.calls.candidates.get(sig) {
            return Ok(c.clone());
        }
        let out = crate::runtime::indirect_targets(self.rev.module, sig)?;
        self.calls.candidates.insert(sig.clone(), out.clone());
        Ok(out)
    }

    pub(super) fn rev_call(
        &mut self,
        inst: Inst,
        callee: FuncId,
        args: &[Value],
        results: &[Value],
    ) -> R<()> {
        let rule = uses::CallRule::of(self.rev.module, &*self.rev, callee);
        match rule {
            uses::CallRule::Library(library) if library == super::parallel::FORK => {
                self.rev_fork(inst, callee, args)
            }
            uses::CallRule::Library(library) => {
                if let Some(plan) = self.blas_plan(inst, callee, args, results) {
                    return self.rev_blas(inst, &plan, args, results);
                }
                let args = self.rev.module.library_args(callee, args);
                self.rev_library(inst, &library, &args, results)
            }
            uses::CallRule::Inactive => Ok(()),
            uses::CallRule::Custom(rule) => self.rev_custom(inst, callee, rule, args, results),
            uses::CallRule::Differentiated => {
                let kinds = self.fwd.call_kinds[inst].clone();
                let split = self.rev.split(callee, &kinds)?;
                let call_args = self.reverse_call_args(&kinds, args, results)?;
                let vars = self.tape.rvars.expect("the tape exists");
                self.tape_write_back(vars);
                let outs = self.b().call(split.reverse, &call_args);
                self.tape_reload(vars);
                self.add_call_adjoints(&kinds, args, &outs)
            }
        }
    }

    /// What a reverse half takes: the tape, each argument (and its shadow
    /// when duplicated), the adjoint of each float result.
    pub(super) fn reverse_call_args(
        &mut self,
        kinds: &[ArgKind],
        args: &[Value],
        results: &[Value],
    ) -> R<Vec<Value>> {
        let mut call_args = vec![self.tape.rev.expect("tape")];
        for (i, &a) in args.iter().enumerate() {
            call_args.push(self.need(Need::Primal(a))?);
            if kinds[i] == ArgKind::Dup {
                call_args.push(self.need(Need::Shadow(a))?);
            }
        }
        call_args.extend(self.result_adjoints(results));
        Ok(call_args)
    }

    /// The adjoint of each float result of a call (zero when none flowed).
    pub(super) fn result_adjoints(&mut self, results: &[Value]) -> Vec<Value> {
        let mut out = Vec::new();
        for &r in results {
            let ty = self.vals.ty(r);
            if ty.is_float() {
                let d = match self.take_adj(r) {
                    Some(d) => d,
                    None => self.zero(ty),
                };
                out.push(d);
            }
        }
        out
    }

    /// Adds what a reverse half returned to the adjoints of the `active`
    /// arguments.
    pub(super) fn add_call_adjoints(
        &mut self,
        kinds: &[ArgKind],
        args: &[Value],
        outs: &[Value],
    ) -> R<()> {
        let mut k = 0;
        for (i, &a) in args.iter().enumerate() {
            if kinds[i] == ArgKind::Active {
                self.add_adj(a, outs[k])?;
                k += 1;
            }
        }
        Ok(())
    }

    pub(super) fn rev_custom(
        &mut self,
        inst: Inst,
        callee: FuncId,
        rule: CustomGradient,
        args: &[Value],
        results: &[Value],
    ) -> R<()> {
        let (tape, _) = self.custom_shape(callee, rule)?;
        let mut call_args = self.custom_args(args, true)?;
        // The user's rule gets `+0.0` where no adjoint flowed, as before
        // accumulators started from `-0.0`.
        let tys: Vec<Type> = results
            .iter()
            .map(|&r| self.vals.ty(r))
            .filter(|t| t.is_float())
            .collect();
        for (d, ty) in self.result_adjoints(results).into_iter().zip(tys) {
            let d = self.returned_adjoint(d, ty);
            call_args.push(d);
        }
        if tape {
            call_args.push(self.need(Need::Extra(inst))?);
        }
        let want = self.rev.module.functions[rule.reverse].sig.params.len();
        if call_args.len() != want {
            return Err(self.err(format!(
                "the custom reverse @{} takes {want} parameters, but the arguments with their shadows, the result's adjoint and the tape make {}",
                self.rev.module.functions[rule.reverse].name,
                call_args.len()
            )));
        }
        let outs = self.b().call(rule.reverse, &call_args);
        let floats: Vec<Value> = args
            .iter()
            .copied()
            .filter(|&a| self.vals.ty(a).is_float())
            .collect();
        for (&a, &d) in floats.iter().zip(&outs) {
            self.add_adj(a, d)?;
        }
        Ok(())
    }

    pub(super) fn rev_call_indirect(
        &mut self,
        inst: Inst,
        callee: Value,
        args: &[Value],
        results: &[Value],
    ) -> R<()> {
        let kinds = self.fwd.call_kinds[inst].clone();
        let sig = match &self.vals.orig.dfg.insts[inst] {
            InstData::CallIndirect { sig, .. } => (**sig).clone(),
            _ => unreachable!("an indirect call"),
        };
        let targets = self.indirect_targets(&sig)?;
        let mut pairs = Vec::new();
        for &(addr, body) in &targets {
            pairs.push((addr, self.rev.split(body, &kinds)?));
        }
        let fp = self.need(Need::Primal(callee))?;
        let call_args = self.reverse_call_args(&kinds, args, results)?;
        let out_types: Vec<Type> = args
            .iter()
            .zip(&kinds)
            .filter(|(_, &k)| k == ArgKind::Active)
            .map(|(&a, _)| self.vals.ty(a))
            .collect();
        let vars = self.tape.rvars.expect("the tape exists");
        self.tape_write_back(vars);
        let outs = self.dispatch(self.t.rid, fp, &pairs, false, &call_args, &out_types);
        self.tape_reload(vars);
        self.add_call_adjoints(&kinds, args, &outs)
    }
}
