//! BLAS calls in both sweeps ([`crate::blas`]): the forward sweep copies
//! the operands the adjoints read that may change before the reverse
//! (into one block, the call's tape entry), the reverse calls the rules.

use super::facts::{Facts, Values};
use super::plan::Need;
use super::{Gen, R};
use crate::blas::{self, Adjoint, Emit, Family, Operands};
use std::collections::BTreeMap;
use zyme_ir::blas::{Blas, Convention, Kind, Role};
use zyme_ir::{FuncId, Inst, MemFlags, Module, Type, Value};

/// What the two sweeps of one BLAS call do.
pub(super) struct BlasPlan {
    pub blas: Blas,
    pub fam: Family,
    /// The arrays and factors the reverse reads.
    pub reads: Vec<Role>,
    /// The arguments whose memory the forward sweep copies, in order
    /// (Fortran's sizes and factors, then arrays).
    pub cached: Vec<usize>,
    /// Which roles are active (arrays with a shadow, factors with an
    /// adjoint).
    pub active: Vec<Role>,
    pub dresult: bool,
}

impl BlasPlan {
    /// The plan of a call of `callee`, if it is a BLAS routine whose
    /// reverse does anything.
    pub fn of(
        module: &Module,
        vals: Values,
        facts: &Facts,
        inst: Inst,
        callee: FuncId,
        args: &[Value],
        dresult: bool,
    ) -> Option<BlasPlan> {
        let name = module.library_name(callee)?;
        let blas = Blas::of_function(name, &module.functions[callee].sig)?;
        let fam = Family::of(blas, &module.functions[callee].sig);
        let params = blas.params();
        let active: Vec<Role> = params
            .iter()
            .zip(args)
            .filter(|(r, &a)| matches!(r.kind(), Kind::Array | Kind::Scalar) && vals.active(a))
            .map(|(&r, _)| r)
            .collect();
        let act = |r: Role| active.contains(&r);
        let relevant = match blas.routine.output() {
            Some(out) => act(out),
            None => dresult,
        };
        if !relevant {
            return None;
        }
        let reads = blas::reads(blas.routine, &act, dresult);
        let stable = |i: usize| facts.reloadable.blas_operands.contains(&(inst, i));
        let mut cached = Vec::new();
        for (i, &r) in params.iter().enumerate() {
            let needed = match r.kind() {
                Kind::Int | Kind::Trans | Kind::Uplo | Kind::Diag | Kind::Side => {
                    blas.conv == Convention::Fortran
                }
                Kind::Scalar => blas.conv == Convention::Fortran && reads.contains(&r),
                Kind::Layout | Kind::Array | Kind::Status => false,
            };
            if needed && !stable(i) {
                cached.push(i);
            }
        }
        for (i, &r) in params.iter().enumerate() {
            if r.kind() == Kind::Array && reads.contains(&r) && !stable(i) {
                cached.push(i);
            }
        }
        Some(BlasPlan {
            blas,
            fam,
            reads,
            cached,
            active,
            dresult,
        })
    }

    /// The forward values the reverse reads, in the order it asks.
    pub fn needs(&self, inst: Inst, args: &[Value], results: &[Value], out: &mut Vec<Need>) {
        for (i, r) in self.blas.params().into_iter().enumerate() {
            if self.cached.contains(&i) {
                continue;
            }
            let read = match r.kind() {
                Kind::Layout | Kind::Int | Kind::Trans | Kind::Uplo | Kind::Diag | Kind::Side => {
                    true
                }
                Kind::Scalar | Kind::Array => self.reads.contains(&r),
                Kind::Status => false,
            };
            if read {
                out.push(Need::Primal(args[i]));
            }
        }
        for (i, r) in self.blas.params().into_iter().enumerate() {
            let memory = r.kind() == Kind::Array
                || (r.kind() == Kind::Scalar && self.blas.conv == Convention::Fortran);
            if memory && self.active.contains(&r) {
                out.push(Need::Shadow(args[i]));
            }
        }
        if !self.cached.is_empty() {
            out.push(Need::Extra(inst));
        }
        if self.reads.contains(&Role::X) && self.blas.routine == zyme_ir::blas::Routine::Nrm2 {
            out.push(Need::Primal(results[0]));
        }
    }
}

/// Bytes a cached scalar takes in the block.
const SLOT: i64 = 8;

/// The cache block's layout: the offset of each array, and the total.
fn array_offsets(
    em: &mut Emit,
    plan: &BlasPlan,
    ops: &Operands,
) -> (Vec<(Role, Value, blas::Extent)>, Value) {
    let params = plan.blas.params();
    let scalars = plan
        .cached
        .iter()
        .filter(|&&i| params[i].kind() != Kind::Array)
        .count() as i64;
    let mut at = em.b.iconst(Type::I64, scalars * SLOT);
    let mut out = Vec::new();
    let es = em.b.iconst(Type::I64, i64::from(plan.fam.float.bytes()));
    let seven = em.b.iconst(Type::I64, 7);
    let mask = em.b.iconst(Type::I64, !7);
    for &i in &plan.cached {
        let r = params[i];
        if r.kind() != Kind::Array {
            continue;
        }
        let extent = em.extent(plan.blas.routine, ops, r);
        out.push((r, at, extent));
        let n = em.elements(extent);
        let bytes = em.b.imul(n, es);
        let up = em.b.iadd(bytes, seven);
        let rounded = em.b.band(up, mask);
        at = em.b.iadd(at, rounded);
    }
    (out, at)
}

/// Copies the cached arrays into the block: those the reverse reads as
/// the call left them (`after`), or all the others (before the call).
fn pack_arrays(
    em: &mut Emit,
    plan: &BlasPlan,
    ops: &Operands,
    arrays: Vec<(Role, Value, blas::Extent)>,
    block: Value,
    after: bool,
) -> blas::R<()> {
    let read_after = blas::read_after(plan.blas.routine);
    for (r, off, extent) in arrays {
        if (Some(r) == read_after) != after {
            continue;
        }
        let dst = em.b.ptr_add(block, off);
        em.pack(extent, ops.arrays[&r], dst)?;
    }
    Ok(())
}

/// The type a Fortran operand of kind `k` has in memory.
fn memory_type(k: Kind, float: Type) -> Type {
    match k {
        Kind::Trans | Kind::Uplo | Kind::Diag | Kind::Side => Type::I8,
        Kind::Scalar => float,
        _ => Type::I32,
    }
}

impl Gen<'_, '_> {
    pub(super) fn blas_plan(
        &self,
        inst: Inst,
        callee: FuncId,
        args: &[Value],
        results: &[Value],
    ) -> Option<BlasPlan> {
        let dresult = results
            .first()
            .is_some_and(|&r| self.vals.active(r) && self.vals.ty(r).is_float());
        BlasPlan::of(
            self.rev.module,
            self.vals,
            self.facts,
            inst,
            callee,
            args,
            dresult,
        )
    }

    /// A function named like a BLAS routine must have its signature:
    /// otherwise its calls would get no derivative.
    pub(super) fn check_blas_signature(&self, callee: FuncId) -> R<()> {
        let f = &self.rev.module.functions[callee];
        match Blas::recognise(&f.name) {
            Some(blas) if Blas::of_function(&f.name, &f.sig).is_none() => Err(self.err(format!(
                "@{} is named like the BLAS routine but is declared as {:?} -> {:?}; declare it as BLAS does ({:?} -> {:?}), or rename it",
                f.name,
                f.sig.params,
                f.sig.returns,
                blas.signature(Type::I32).params,
                blas.signature(Type::I32).returns
            ))),
            _ => Ok(()),
        }
    }

    fn blas_err(&self, e: String) -> super::SynthError {
        self.err(format!("BLAS rule: {e}"))
    }

    /// The forward sweep of a BLAS call: the cache block (before the
    /// call, which may overwrite what it copies), then the call.
    pub(super) fn fwd_blas(&mut self, inst: Inst, plan: &BlasPlan, prim: &[Value]) -> R<()> {
        if plan.cached.is_empty() {
            return Ok(());
        }
        let (f, _) = self.at.pos.expect("a block is selected");
        let mut b = self.b();
        let mut em = Emit {
            b: &mut b,
            fam: plan.fam,
            row_major: None,
        };
        let ops = em.read(plan.blas, prim);
        let (arrays, total) = array_offsets(&mut em, plan, &ops);
        let block = match em.malloc_bytes(total) {
            Ok(p) => p,
            Err(e) => return Err(self.blas_err(e)),
        };
        let params = plan.blas.params();
        let mut k = 0;
        for &i in &plan.cached {
            let kind = params[i].kind();
            if kind == Kind::Array {
                continue;
            }
            let ty = memory_type(kind, plan.fam.float);
            let v = em.b.load(ty, prim[i], MemFlags::aligned(1));
            let p = em.b.ptr_add_imm(block, k * SLOT);
            em.b.store(v, p, MemFlags::aligned(8));
            k += 1;
        }
        let packed = pack_arrays(&mut em, plan, &ops, arrays, block, false);
        let cur = em.b.current_block().expect("a block");
        self.at(f, cur);
        packed.map_err(|e| self.blas_err(e))?;
        self.fwd.set_extra(inst, block);
        Ok(())
    }

    /// The forward sweep after a BLAS call: the copy of the output its
    /// reverse reads as the call left it (a solve's solution, a factor).
    pub(super) fn fwd_blas_after(&mut self, inst: Inst, plan: &BlasPlan, prim: &[Value]) -> R<()> {
        if blas::read_after(plan.blas.routine).is_none() || plan.cached.is_empty() {
            return Ok(());
        }
        let block = self.fwd.extra(inst);
        let (f, _) = self.at.pos.expect("a block is selected");
        let mut b = self.b();
        let mut em = Emit {
            b: &mut b,
            fam: plan.fam,
            row_major: None,
        };
        let ops = em.read(plan.blas, prim);
        let (arrays, _) = array_offsets(&mut em, plan, &ops);
        let packed = pack_arrays(&mut em, plan, &ops, arrays, block, true);
        let cur = em.b.current_block().expect("a block");
        self.at(f, cur);
        packed.map_err(|e| self.blas_err(e))
    }

    /// The reverse of a BLAS call.
    pub(super) fn rev_blas(
        &mut self,
        inst: Inst,
        plan: &BlasPlan,
        args: &[Value],
        results: &[Value],
    ) -> R<()> {
        let mut needs = Vec::new();
        plan.needs(inst, args, results, &mut needs);
        let mut have: BTreeMap<usize, Value> = BTreeMap::new();
        let mut shadows: BTreeMap<Role, Value> = BTreeMap::new();
        let mut block = None;
        let mut result = None;
        let params = plan.blas.params();
        for need in needs {
            let v = self.need(need)?;
            match need {
                Need::Primal(a) if results.contains(&a) => result = Some(v),
                Need::Primal(a) => {
                    // One value may be several arguments (n = m).
                    for (j, &x) in args.iter().enumerate() {
                        if x == a {
                            have.insert(j, v);
                        }
                    }
                }
                Need::Shadow(a) => {
                    for (j, &x) in args.iter().enumerate() {
                        if x == a && plan.active.contains(&params[j]) {
                            shadows.insert(params[j], v);
                        }
                    }
                }
                Need::Extra(_) => block = Some(v),
                _ => {}
            }
        }
        let dresult = if plan.dresult {
            results.first().and_then(|&r| self.take_adj(r))
        } else {
            None
        };
        let (f, _) = self.at.pos.expect("a block is selected");
        let fam = plan.fam;
        let float = fam.float;
        let mut b = self.b();
        let mut em = Emit {
            b: &mut b,
            fam,
            row_major: None,
        };
        // The call's operands: from the cache block where they were copied,
        // placeholders where the rule does not read them.
        let mut call_args = Vec::new();
        let mut k = 0;
        for (i, r) in params.iter().enumerate() {
            let v = if let Some(&v) = have.get(&i) {
                v
            } else if plan.cached.contains(&i) && r.kind() != Kind::Array {
                let p = em.b.ptr_add_imm(block.expect("a cache block"), k * SLOT);
                k += 1;
                p
            } else if r.kind() == Kind::Scalar {
                let zero = crate::rules::fconst(em.b, float, 0.0);
                match fam.conv {
                    Convention::Cblas => zero,
                    Convention::Fortran => em.spill(zero),
                }
            } else {
                em.b.iconst(Type::PTR, 0)
            };
            call_args.push(v);
        }
        let mut ops = em.read(plan.blas, &call_args);
        if let Some(block) = block {
            let (arrays, _) = array_offsets(&mut em, plan, &ops);
            for (r, off, extent) in arrays {
                let p = em.b.ptr_add(block, off);
                let stride = em.packed_stride(extent);
                ops.arrays.insert(r, (p, stride));
            }
        }
        let adj = Adjoint {
            ops,
            shadows,
            alpha: plan.active.contains(&Role::Alpha),
            beta: plan.active.contains(&Role::Beta),
            result,
            dresult,
        };
        let outcome = blas::reverse(&mut em, plan.blas.routine, &adj);
        let freed = match (&outcome, block) {
            (Ok(_), Some(p)) => em.free(p),
            _ => Ok(()),
        };
        // Fortran's factors are in memory: their adjoints go to the shadow.
        let mut scalar_adjoints = Vec::new();
        if let Ok(outs) = &outcome {
            for &(role, d) in outs {
                let i = plan.blas.arg(role).expect("a factor");
                if fam.conv == Convention::Fortran {
                    let s = adj.shadows[&role];
                    let flags = MemFlags::aligned(float.bytes());
                    let old = em.b.load(float, s, flags);
                    let new = em.b.fadd(old, d);
                    em.b.store(new, s, flags);
                } else {
                    scalar_adjoints.push((args[i], d));
                }
            }
        }
        let cur = em.b.current_block().expect("a block");
        self.at(f, cur);
        outcome.and(freed).map_err(|e| self.blas_err(e))?;
        for (a, d) in scalar_adjoints {
            self.add_adj(a, d)?;
        }
        Ok(())
    }
}
