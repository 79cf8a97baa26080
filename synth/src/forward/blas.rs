//! BLAS calls in forward mode ([`crate::blas`]): each lane's tangent by
//! the routine's rule, before the call when the rule reads what the call
//! overwrites, after it when it reads the result.

use super::body::Body;
use crate::blas::{self, Emit, Family, Tangent};
use crate::SynthError;
use std::collections::BTreeMap;
use zyme_ir::blas::{Blas, Convention, Kind, Role};
use zyme_ir::{FuncId, MemFlags, Value};

/// One lane's tangents of a call's arrays, `alpha` and `beta`.
type LaneTangents = (BTreeMap<Role, Value>, Option<Value>, Option<Value>);

impl Body<'_, '_> {
    /// A call of a BLAS routine, if `callee` is one: the call and its
    /// tangents.
    pub(super) fn blas_call(
        &mut self,
        callee: FuncId,
        args: &[Value],
        prim: &[Value],
        results: &[Value],
    ) -> Result<Option<()>, SynthError> {
        let m = &*self.fwd.module;
        let Some(name) = m.library_name(callee) else {
            return Ok(None);
        };
        let Some(blas) = Blas::of_function(name, &m.functions[callee].sig) else {
            return Ok(None);
        };
        if name != m.functions[callee].name {
            return Ok(None);
        }
        blas::check_pointer_mode(m, blas, name).map_err(|e| self.err(e))?;
        let fam = Family::of(blas, &m.functions[callee].sig);
        let after = blas::tangent_after(blas.routine);
        if !after {
            self.blas_tangents(blas, fam, args, prim, None)?;
        }
        let new_results = self.b().call(callee, prim);
        for (&r, &n) in results.iter().zip(&new_results) {
            self.vmap.insert(r, n);
        }
        if after && blas.conv == Convention::Cublas {
            // The result is in memory, its tangent in the tangent's.
            let Some(at) = blas.arg(Role::Result) else {
                return Ok(Some(()));
            };
            if !self.activity.is_active(args[at]) {
                return Ok(Some(()));
            }
            let flags = MemFlags::aligned(fam.float.bytes());
            let r = self.b().load(fam.float, prim[at], flags);
            let ts = self.blas_tangents(blas, fam, args, prim, Some(r))?;
            let dst = self.tans(args[at])?;
            for (t, p) in ts.into_iter().zip(dst) {
                self.b().store(t, p, flags);
            }
        } else if after {
            let r = new_results.first().copied();
            let ts = self.blas_tangents(blas, fam, args, prim, r)?;
            if let Some(&res) = results.first() {
                if self.activity.is_active(res) {
                    self.set_tans(res, ts);
                }
            }
        }
        Ok(Some(()))
    }

    /// Emits each lane's tangent rule; the result's tangents.
    fn blas_tangents(
        &mut self,
        blas: Blas,
        fam: Family,
        args: &[Value],
        prim: &[Value],
        result: Option<Value>,
    ) -> Result<Vec<Value>, SynthError> {
        let params = blas.params();
        let mut lanes: Vec<LaneTangents> = vec![Default::default(); self.width()];
        for (&r, &a) in params.iter().zip(args) {
            if !matches!(r.kind(), Kind::Array | Kind::Scalar) || !self.activity.is_active(a) {
                continue;
            }
            let ts = self.tans(a)?;
            for (lane, t) in lanes.iter_mut().zip(ts) {
                match (r.kind(), r) {
                    (Kind::Array, _) => {
                        lane.0.insert(r, t);
                    }
                    (_, Role::Alpha) => lane.1 = Some(t),
                    _ => lane.2 = Some(t),
                }
            }
        }
        let mut out = Vec::new();
        let mut failed = None;
        {
            let mut b = self.b();
            let mut em = Emit::new(&mut b, fam);
            let ops = em.read(blas, prim);
            for (tangents, dalpha, dbeta) in lanes {
                // Fortran's and cuBLAS's factors are in memory: their
                // tangents too.
                let load = |em: &mut Emit, t: Option<Value>| {
                    t.map(|p| {
                        if blas.scalars_by_address() {
                            em.b.load(fam.float, p, MemFlags::aligned(fam.float.bytes()))
                        } else {
                            p
                        }
                    })
                };
                let dalpha = load(&mut em, dalpha);
                let dbeta = load(&mut em, dbeta);
                let tan = Tangent {
                    ops: ops.clone(),
                    tangents,
                    dalpha,
                    dbeta,
                    result,
                };
                match blas::tangent(&mut em, blas.routine, &tan) {
                    Ok(t) => out.extend(t),
                    Err(e) => {
                        failed = Some(e);
                        break;
                    }
                }
            }
            self.cur_block = em.b.current_block();
        }
        match failed {
            Some(e) => Err(self.err(format!("BLAS rule: {e}"))),
            None => Ok(out),
        }
    }
}
