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
            .filter(|(r, &a)| {
                matches!(r.kind(), Kind::Array | Kind::Scalar | Kind::Result) && vals.active(a)
            })
            .map(|(&r, _)| r)
            .collect();
        let act = |r: Role| active.contains(&r);
        // cuBLAS writes a reduction's result to memory: its adjoint is
        // there.
        let dresult = dresult || act(Role::Result);
        let relevant = match blas.output() {
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
                Kind::Scalar => blas.scalars_by_address() && reads.contains(&r),
                Kind::Layout | Kind::Array | Kind::Status | Kind::Handle | Kind::Result => false,
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
                Kind::Layout
                | Kind::Int
                | Kind::Trans
                | Kind::Uplo
                | Kind::Diag
                | Kind::Side
                | Kind::Handle => true,
                Kind::Scalar | Kind::Array => self.reads.contains(&r),
                Kind::Status | Kind::Result => false,
            };
            if read {
                out.push(Need::Primal(args[i]));
            }
        }
        for (i, r) in self.blas.params().into_iter().enumerate() {
            let memory = matches!(r.kind(), Kind::Array | Kind::Result)
                || (r.kind() == Kind::Scalar && self.blas.scalars_by_address());
            if memory && self.active.contains(&r) {
                out.push(Need::Shadow(args[i]));
            }
        }
        if !self.cached.is_empty() {
            out.push(Need::Extra(inst));
        }
        if self.reads.contains(&Role::X)
            && self.blas.routine == zyme_ir::blas::Routine::Nrm2
            && self.blas.conv != Convention::Cublas
        {
            out.push(Need::Primal(results[0]));
        }
    }
}

/// Bytes a cached scalar takes in the block.
const SLOT: i64 = 8;

impl BlasPlan {
    /// Bytes the cached factors and sizes take at the block's start.
    fn scalar_bytes(&self) -> i64 {
        let params = self.blas.params();
        let scalars = self
            .cached
            .iter()
            .filter(|&&i| params[i].kind() != Kind::Array)
            .count() as i64;
        scalars * SLOT
    }

    /// Whether the cached arrays are in a block of their own, in device
    /// memory, whose address follows the factors (cuBLAS); otherwise they
    /// follow the factors in the one host block.
    fn arrays_apart(&self) -> bool {
        let params = self.blas.params();
        self.blas.conv == Convention::Cublas
            && self.cached.iter().any(|&i| params[i].kind() == Kind::Array)
    }
}

/// Where the cached arrays of `block` start.
fn arrays_base(em: &mut Emit, plan: &BlasPlan, block: Value) -> Value {
    if plan.arrays_apart() {
        let p = em.b.ptr_add_imm(block, plan.scalar_bytes());
        em.b.load(Type::PTR, p, MemFlags::aligned(8))
    } else {
        block
    }
}

/// The cached arrays' layout: the offset of each from
/// [`arrays_base`], and the end.
fn array_offsets(
    em: &mut Emit,
    plan: &BlasPlan,
    ops: &Operands,
) -> (Vec<(Role, Value, blas::Extent)>, Value) {
    let params = plan.blas.params();
    let start = if plan.arrays_apart() {
        0
    } else {
        plan.scalar_bytes()
    };
    let mut at = em.b.iconst(Type::I64, start);
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
            Some(blas) => crate::blas::check_pointer_mode(self.rev.module, blas, &f.name)
                .map_err(|e| self.err(e)),
            None => Ok(()),
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
        let mut em = Emit::new(&mut b, plan.fam);
        let ops = em.read(plan.blas, prim);
        let (arrays, total) = array_offsets(&mut em, plan, &ops);
        let allocated = if plan.arrays_apart() {
            let header = em.b.iconst(Type::I64, plan.scalar_bytes() + SLOT);
            em.malloc_bytes(header).and_then(|block| {
                let apart = em.malloc_arrays(total)?;
                let p = em.b.ptr_add_imm(block, plan.scalar_bytes());
                em.b.store(apart, p, MemFlags::aligned(8));
                Ok(block)
            })
        } else {
            em.malloc_bytes(total)
        };
        let block = match allocated {
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
        let base = arrays_base(&mut em, plan, block);
        let packed = pack_arrays(&mut em, plan, &ops, arrays, base, false);
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
        let mut em = Emit::new(&mut b, plan.fam);
        let ops = em.read(plan.blas, prim);
        let (arrays, _) = array_offsets(&mut em, plan, &ops);
        let base = arrays_base(&mut em, plan, block);
        let packed = pack_arrays(&mut em, plan, &ops, arrays, base, true);
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
        let dresult = if plan.dresult && plan.blas.conv != Convention::Cublas {
            results.first().and_then(|&r| self.take_adj(r))
        } else {
            None
        };
        let (f, _) = self.at.pos.expect("a block is selected");
        let fam = plan.fam;
        let float = fam.float;
        let mut b = self.b();
        let mut em = Emit::new(&mut b, fam);
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
                if plan.blas.scalars_by_address() {
                    em.spill(zero)
                } else {
                    zero
                }
            } else {
                em.b.iconst(Type::PTR, 0)
            };
            call_args.push(v);
        }
        let mut ops = em.read(plan.blas, &call_args);
        let base = block.map(|block| arrays_base(&mut em, plan, block));
        if let Some(base) = base {
            let (arrays, _) = array_offsets(&mut em, plan, &ops);
            for (r, off, extent) in arrays {
                let p = em.b.ptr_add(base, off);
                let stride = em.packed_stride(extent);
                ops.arrays.insert(r, (p, stride));
            }
        }
        // cuBLAS: the result's adjoint is in its shadow (taken, so
        // zeroed), and `nrm2`'s result is computed again from its
        // operand.
        let mut recomputed = Ok(());
        let dresult = match shadows.get(&Role::Result) {
            Some(&s) => {
                let flags = MemFlags::aligned(float.bytes());
                let d = em.b.load(float, s, flags);
                let zero = crate::rules::fconst(em.b, float, 0.0);
                em.b.store(zero, s, flags);
                if plan.blas.routine == zyme_ir::blas::Routine::Nrm2 && result.is_none() {
                    if let Some(&(x, inc)) = ops.arrays.get(&Role::X) {
                        let n = ops.vals[&Role::N];
                        match em.call(plan.blas.routine, &[n, x, inc]) {
                            Ok(r) => result = r,
                            Err(e) => recomputed = Err(e),
                        }
                    }
                }
                Some(d)
            }
            None => dresult,
        };
        let adj = Adjoint {
            ops,
            shadows,
            alpha: plan.active.contains(&Role::Alpha),
            beta: plan.active.contains(&Role::Beta),
            result,
            dresult,
        };
        let outcome = recomputed.and_then(|()| blas::reverse(&mut em, plan.blas.routine, &adj));
        let freed = match (&outcome, block, base) {
            (Ok(_), Some(p), Some(base)) => {
                let apart = if plan.arrays_apart() {
                    em.free(base)
                } else {
                    Ok(())
                };
                apart.and_then(|()| em.free_host(p))
            }
            _ => Ok(()),
        };
        // Fortran's factors are in memory: their adjoints go to the shadow.
        let mut scalar_adjoints = Vec::new();
        if let Ok(outs) = &outcome {
            for &(role, d) in outs {
                let i = plan.blas.arg(role).expect("a factor");
                if plan.blas.scalars_by_address() {
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
