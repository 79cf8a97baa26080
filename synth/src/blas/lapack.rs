//! The rules of LAPACK's Cholesky routines, `potrf` (A = L·Lᵀ or Uᵀ·U,
//! in place in A's triangle) and `potrs` (X = A⁻¹·B from the factor), as
//! BLAS calls (`trmm`, `trsm`, `gemm`) and `potrs` itself.
//!
//! With Φ(X) the triangle of X with its diagonal halved, the reverse of
//! `potrf` (lower) is S = L⁻ᵀ·Φ(Lᵀ·L̄)·L⁻¹, folded into the triangle
//! (the stored element stands for both of its symmetric places); its
//! tangent is L̇ = L·Φ(L⁻¹·Ȧ·L⁻ᵀ). The upper case is the same transposed.

use super::{Adjoint, Emit, Tangent, R};
use zyme_ir::blas::{Role, Routine};
use zyme_ir::{IntCC, Type, Value};

type M = (Value, Value);

impl Emit<'_, '_> {
    /// `m ← Φ(m)`: the triangle kept, its diagonal halved, the rest zero.
    fn phi(&mut self, n: Value, lower: Value, m: M) -> R<()> {
        let fal = self.b.iconst(Type::I1, 0);
        self.square_loop(n, |em, i, j| {
            let inside = em.in_tri(lower, fal, i, j);
            let x = em.load_at(m, i, j);
            let half = em.fc(0.5);
            let h = em.b.fmul(x, half);
            let diag = em.b.icmp(IntCC::Eq, i, j);
            let y = em.sel(diag, h, x);
            let zero = em.fc(0.0);
            let v = em.sel(inside, y, zero);
            em.store_at(m, i, j, v);
            Ok(())
        })
    }

    /// `trmm`/`trsm` of the `n × n` matrix `t` by the non-unit factor
    /// `l` (side: right; the factor's triangle; transposed).
    fn by_factor(
        &mut self,
        routine: Routine,
        (right, lower, trans): (Value, Value, Value),
        n: Value,
        l: M,
        t: M,
    ) -> R<()> {
        let non_unit = self.b.iconst(Type::I1, 0);
        let one = self.fc(1.0);
        self.tr3(routine, (right, lower, trans, non_unit), (n, n), one, l, t)
    }

    fn potrs(&mut self, lower: Value, (n, nrhs): (Value, Value), a: M, b: M) -> R<()> {
        self.call(Routine::Potrs, &[lower, n, nrhs, a.0, a.1, b.0, b.1])?;
        Ok(())
    }
}

pub(super) fn reverse(em: &mut Emit, routine: Routine, adj: &Adjoint) -> R<Vec<(Role, Value)>> {
    use Role::*;
    let ops = &adj.ops;
    let v = |r: Role| ops.vals[&r];
    let arr = |r: Role| ops.arrays[&r];
    let one = em.fc(1.0);
    let fal = em.b.iconst(Type::I1, 0);
    let tru = em.b.iconst(Type::I1, 1);
    let non_unit = fal;
    let (n, lower) = (v(N), v(Uplo));
    match routine {
        Routine::Potrf => {
            let Some(sa) = adj.s(A) else {
                return Ok(Vec::new());
            };
            let l = arr(A);
            // T = the triangle of L̄, zero elsewhere.
            let t = em.temp_matrix(n, n)?;
            em.square_loop(n, |em, i, j| {
                let inside = em.in_tri(lower, fal, i, j);
                let x = em.load_at(sa, i, j);
                let zero = em.fc(0.0);
                let y = em.sel(inside, x, zero);
                em.store_at(t, i, j, y);
                Ok(())
            })?;
            // Lower: T = Lᵀ·T; upper: T = T·Uᵀ.
            let upper = em.not(lower);
            em.by_factor(Routine::Trmm, (upper, lower, tru), n, l, t)?;
            em.phi(n, lower, t)?;
            // Lower: T = L⁻ᵀ·T·L⁻¹; upper: T = U⁻¹·T·U⁻ᵀ.
            em.by_factor(Routine::Trsm, (fal, lower, lower), n, l, t)?;
            em.by_factor(Routine::Trsm, (tru, lower, upper), n, l, t)?;
            em.fold_tri(n, lower, t, sa, true)?;
            em.free(t.0)?;
        }
        Routine::Potrs => {
            let Some(sb) = adj.s(B) else {
                return Ok(Vec::new());
            };
            let nrhs = v(Nrhs);
            // G = A⁻¹·dX, in place: the adjoint of B.
            em.potrs(lower, (n, nrhs), arr(A), sb)?;
            if let Some(sa) = adj.s(A) {
                // Ā = −G·Xᵀ; L̄ = (Ā + Āᵀ)·L (lower), Ū = U·(Ā + Āᵀ) (upper).
                let x = arr(B);
                let t = em.temp_matrix(n, n)?;
                let zero = em.fc(0.0);
                em.gemm((fal, tru), (n, n, nrhs), one, sb, x, zero, t)?;
                em.gemm((fal, tru), (n, n, nrhs), one, x, sb, one, t)?;
                let m_one = em.fc(-1.0);
                em.tr3(
                    Routine::Trmm,
                    (lower, lower, fal, non_unit),
                    (n, n),
                    m_one,
                    arr(A),
                    t,
                )?;
                em.add_tri(n, (lower, fal), t, sa, fal)?;
                em.free(t.0)?;
            }
        }
        _ => unreachable!("not a LAPACK routine"),
    }
    Ok(Vec::new())
}

/// Emitted after the call: the factor or the solution is at hand.
pub(super) fn tangent(em: &mut Emit, routine: Routine, tan: &Tangent) -> R<Option<Value>> {
    use Role::*;
    let ops = &tan.ops;
    let v = |r: Role| ops.vals[&r];
    let arr = |r: Role| ops.arrays[&r];
    let one = em.fc(1.0);
    let fal = em.b.iconst(Type::I1, 0);
    let tru = em.b.iconst(Type::I1, 1);
    let non_unit = fal;
    let (n, lower) = (v(N), v(Uplo));
    let upper = em.not(lower);
    match routine {
        Routine::Potrf => {
            let Some(ta) = tan.t(A) else { return Ok(None) };
            let l = arr(A);
            // T = Ȧ, whole (symmetric) from its triangle.
            let t = em.temp_matrix(n, n)?;
            em.square_loop(n, |em, i, j| {
                let inside = em.in_tri(lower, fal, i, j);
                let x = em.load_at(ta, i, j);
                let y = em.load_at(ta, j, i);
                let s = em.sel(inside, x, y);
                em.store_at(t, i, j, s);
                Ok(())
            })?;
            // Lower: T = L⁻¹·T·L⁻ᵀ, Φ, L·T. Upper: U⁻ᵀ·T·U⁻¹, Φ, T·U.
            em.by_factor(Routine::Trsm, (fal, lower, upper), n, l, t)?;
            em.by_factor(Routine::Trsm, (tru, lower, lower), n, l, t)?;
            em.phi(n, lower, t)?;
            em.by_factor(Routine::Trmm, (upper, lower, fal), n, l, t)?;
            em.square_loop(n, |em, i, j| {
                let inside = em.in_tri(lower, fal, i, j);
                let x = em.load_at(t, i, j);
                let old = em.load_at(ta, i, j);
                let w = em.sel(inside, x, old);
                em.store_at(ta, i, j, w);
                Ok(())
            })?;
            em.free(t.0)?;
        }
        Routine::Potrs => {
            let Some(tb) = tan.t(B) else { return Ok(None) };
            let nrhs = v(Nrhs);
            if let Some(ta) = tan.t(A) {
                // Ȧ·X with Ȧ = L̇·Lᵀ + L·L̇ᵀ (lower) or U̇ᵀ·U + Uᵀ·U̇.
                let (a, x) = (arr(A), arr(B));
                let m_one = em.fc(-1.0);
                for first_tangent in [true, false] {
                    let g = em.copy_matrix(n, nrhs, x)?;
                    // Lower: Lᵀ then L̇ / L̇ᵀ then L. Upper: U̇ then Uᵀ / U then U̇ᵀ.
                    let (p, q) = if first_tangent { (ta, a) } else { (a, ta) };
                    let inner0 = em.sel(lower, q.0, p.0);
                    let inner1 = em.sel(lower, q.1, p.1);
                    let outer0 = em.sel(lower, p.0, q.0);
                    let outer1 = em.sel(lower, p.1, q.1);
                    em.tr3(
                        Routine::Trmm,
                        (fal, lower, lower, non_unit),
                        (n, nrhs),
                        one,
                        (inner0, inner1),
                        g,
                    )?;
                    em.tr3(
                        Routine::Trmm,
                        (fal, lower, upper, non_unit),
                        (n, nrhs),
                        one,
                        (outer0, outer1),
                        g,
                    )?;
                    em.axpy_matrix(m_one, n, nrhs, g, tb)?;
                    em.free(g.0)?;
                }
            }
            em.potrs(lower, (n, nrhs), arr(A), tb)?;
        }
        _ => unreachable!("not a LAPACK routine"),
    }
    Ok(None)
}
