//! The rules of level 1 and 2 routines and of `gemm`.

use super::{Adjoint, Emit, Tangent, R};
use zyme_ir::blas::{Role, Routine};
use zyme_ir::{FloatCC, Type, Value};

/// Emits the reverse of a call of `routine`: adds into the shadows, and
/// returns the adjoints of `alpha` and `beta`.
pub(super) fn reverse(em: &mut Emit, routine: Routine, adj: &Adjoint) -> R<Vec<(Role, Value)>> {
    use Role::*;
    let ops = &adj.ops;
    let v = |r: Role| ops.v(r);
    let arr = |r: Role| ops.arrays[&r];
    let mut out = Vec::new();
    match routine {
        Routine::Dot => {
            let Some(dr) = adj.dresult else {
                return Ok(out);
            };
            if let Some(sx) = adj.s(X) {
                em.axpy(v(N), dr, arr(Y), sx)?;
            }
            if let Some(sy) = adj.s(Y) {
                em.axpy(v(N), dr, arr(X), sy)?;
            }
        }
        Routine::Nrm2 => {
            let (Some(dr), Some(r), Some(sx)) = (adj.dresult, adj.result, adj.s(X)) else {
                return Ok(out);
            };
            let zero = em.fc(0.0);
            let q = em.b.fdiv(dr, r);
            let is_zero = em.b.fcmp(FloatCC::Oeq, r, zero);
            let c = em.sel(is_zero, zero, q);
            em.axpy(v(N), c, arr(X), sx)?;
        }
        Routine::Asum => {
            let (Some(dr), Some(sx)) = (adj.dresult, adj.s(X)) else {
                return Ok(out);
            };
            let n = em.positive_stride_count(v(N), v(IncX));
            em.signs(n, arr(X), sx.0, Some(dr))?;
        }
        Routine::Axpy => {
            let Some(sy) = adj.s(Y) else {
                return Ok(out);
            };
            if adj.alpha {
                out.push((Alpha, em.dot(v(N), arr(X), sy)?));
            }
            if let Some(sx) = adj.s(X) {
                em.axpy(v(N), v(Alpha), sy, sx)?;
            }
        }
        Routine::Scal => {
            let Some(sx) = adj.s(X) else {
                return Ok(out);
            };
            let n = em.positive_stride_count(v(N), v(IncX));
            if adj.alpha {
                out.push((Alpha, em.dot(n, arr(X), sx)?));
            }
            em.scal(n, v(Alpha), sx)?;
        }
        Routine::Copy => {
            let Some(sy) = adj.s(Y) else {
                return Ok(out);
            };
            if let Some(sx) = adj.s(X) {
                let one = em.fc(1.0);
                em.axpy(v(N), one, sy, sx)?;
            }
            let zero = em.fc(0.0);
            em.scal(v(N), zero, sy)?;
        }
        Routine::Gemv => {
            let Some(sy) = adj.s(Y) else {
                return Ok(out);
            };
            let t = v(TransA);
            let leny = em.sel(t, v(N), v(M));
            if adj.alpha {
                let tmp = em.malloc(leny)?;
                let one = em.fc(1.0);
                let zero = em.fc(0.0);
                let unit = em.i64c(1);
                em.gemv(t, v(M), v(N), one, arr(A), arr(X), zero, (tmp, unit))?;
                out.push((Alpha, em.dot(leny, (tmp, unit), sy)?));
                em.free(tmp)?;
            }
            if let Some(sa) = adj.s(A) {
                // dA += α·dy·xᵀ (or α·x·dyᵀ when A is transposed).
                let x = arr(X);
                let u0 = em.sel(t, x.0, sy.0);
                let u1 = em.sel(t, x.1, sy.1);
                let w0 = em.sel(t, sy.0, x.0);
                let w1 = em.sel(t, sy.1, x.1);
                em.ger(v(M), v(N), v(Alpha), (u0, u1), (w0, w1), sa)?;
            }
            if let Some(sx) = adj.s(X) {
                let nt = em.not(t);
                let one = em.fc(1.0);
                em.gemv(nt, v(M), v(N), v(Alpha), arr(A), sy, one, sx)?;
            }
            if adj.beta {
                out.push((Beta, em.dot(leny, arr(Y), sy)?));
            }
            em.scal(leny, v(Beta), sy)?;
        }
        Routine::Ger => {
            let Some(sa) = adj.s(A) else {
                return Ok(out);
            };
            let one = em.fc(1.0);
            if let Some(sx) = adj.s(X) {
                let f = em.b.iconst(Type::I1, 0);
                em.gemv(f, v(M), v(N), v(Alpha), sa, arr(Y), one, sx)?;
            }
            if let Some(sy) = adj.s(Y) {
                let t = em.b.iconst(Type::I1, 1);
                em.gemv(t, v(M), v(N), v(Alpha), sa, arr(X), one, sy)?;
            }
            if adj.alpha {
                let tmp = em.malloc(v(M))?;
                let zero = em.fc(0.0);
                let unit = em.i64c(1);
                let f = em.b.iconst(Type::I1, 0);
                em.gemv(f, v(M), v(N), one, sa, arr(Y), zero, (tmp, unit))?;
                out.push((Alpha, em.dot(v(M), arr(X), (tmp, unit))?));
                em.free(tmp)?;
            }
        }
        Routine::Gemm => {
            let Some(sc) = adj.s(C) else {
                return Ok(out);
            };
            let (ta, tb) = (v(TransA), v(TransB));
            let (m, n, k) = (v(M), v(N), v(K));
            let one = em.fc(1.0);
            let tru = em.b.iconst(Type::I1, 1);
            let fal = em.b.iconst(Type::I1, 0);
            if let Some(sa) = adj.s(A) {
                // op(A) = A:  dA += α·dC·op(B)ᵀ   (M×K)
                // op(A) = Aᵀ: dA += α·op(B)·dCᵀ   (K×M)
                let b = arr(B);
                let ntb = em.not(tb);
                let t1 = em.sel(ta, tb, fal);
                let t2 = em.sel(ta, tru, ntb);
                let mm = em.sel(ta, k, m);
                let nn = em.sel(ta, m, k);
                let p0 = em.sel(ta, b.0, sc.0);
                let p1 = em.sel(ta, b.1, sc.1);
                let q0 = em.sel(ta, sc.0, b.0);
                let q1 = em.sel(ta, sc.1, b.1);
                em.gemm((t1, t2), (mm, nn, n), v(Alpha), (p0, p1), (q0, q1), one, sa)?;
            }
            if let Some(sb) = adj.s(B) {
                // op(B) = B:  dB += α·op(A)ᵀ·dC   (K×N)
                // op(B) = Bᵀ: dB += α·dCᵀ·op(A)   (N×K)
                let a = arr(A);
                let nta = em.not(ta);
                let t1 = em.sel(tb, tru, nta);
                let t2 = em.sel(tb, ta, fal);
                let mm = em.sel(tb, n, k);
                let nn = em.sel(tb, k, n);
                let p0 = em.sel(tb, sc.0, a.0);
                let p1 = em.sel(tb, sc.1, a.1);
                let q0 = em.sel(tb, a.0, sc.0);
                let q1 = em.sel(tb, a.1, sc.1);
                em.gemm((t1, t2), (mm, nn, m), v(Alpha), (p0, p1), (q0, q1), one, sb)?;
            }
            if adj.alpha {
                let elems = em.b.imul(m, n);
                let tmp = em.malloc(elems)?;
                let ld = em.lines(m, n).1;
                let zero = em.fc(0.0);
                em.gemm((ta, tb), (m, n, k), one, arr(A), arr(B), zero, (tmp, ld))?;
                out.push((Alpha, em.dot_matrix(m, n, (tmp, ld), sc)?));
                em.free(tmp)?;
            }
            if adj.beta {
                out.push((Beta, em.dot_matrix(m, n, arr(C), sc)?));
            }
            em.scale_matrix(v(Beta), m, n, sc)?;
        }
        _ => unreachable!("a level 3 or LAPACK routine"),
    }
    Ok(out)
}

/// Emits the tangent of a call of `routine`: updates the output's
/// tangent, or returns the result's.
pub(super) fn tangent(em: &mut Emit, routine: Routine, tan: &Tangent) -> R<Option<Value>> {
    use Role::*;
    let ops = &tan.ops;
    let v = |r: Role| ops.v(r);
    let arr = |r: Role| ops.arrays[&r];
    let zero = em.fc(0.0);
    let one = em.fc(1.0);
    match routine {
        Routine::Dot => {
            let mut acc = zero;
            if let Some(tx) = tan.t(X) {
                let d = em.dot(v(N), tx, arr(Y))?;
                acc = em.b.fadd(acc, d);
            }
            if let Some(ty) = tan.t(Y) {
                let d = em.dot(v(N), arr(X), ty)?;
                acc = em.b.fadd(acc, d);
            }
            return Ok(Some(acc));
        }
        Routine::Nrm2 => {
            let (Some(tx), Some(r)) = (tan.t(X), tan.result) else {
                return Ok(Some(zero));
            };
            let d = em.dot(v(N), arr(X), tx)?;
            let q = em.b.fdiv(d, r);
            let is_zero = em.b.fcmp(FloatCC::Oeq, r, zero);
            return Ok(Some(em.sel(is_zero, zero, q)));
        }
        Routine::Asum => {
            let Some(tx) = tan.t(X) else {
                return Ok(Some(zero));
            };
            let n = em.positive_stride_count(v(N), v(IncX));
            return Ok(Some(em.signs(n, arr(X), tx.0, None)?));
        }
        Routine::Axpy => {
            let Some(ty) = tan.t(Y) else { return Ok(None) };
            if let Some(tx) = tan.t(X) {
                em.axpy(v(N), v(Alpha), tx, ty)?;
            }
            if let Some(da) = tan.dalpha {
                em.axpy(v(N), da, arr(X), ty)?;
            }
        }
        Routine::Scal => {
            let Some(tx) = tan.t(X) else { return Ok(None) };
            let n = em.positive_stride_count(v(N), v(IncX));
            em.scal(n, v(Alpha), tx)?;
            if let Some(da) = tan.dalpha {
                em.axpy(n, da, arr(X), tx)?;
            }
        }
        Routine::Copy => {
            let Some(ty) = tan.t(Y) else { return Ok(None) };
            match tan.t(X) {
                Some(tx) => {
                    em.call(Routine::Copy, &[v(N), tx.0, tx.1, ty.0, ty.1])?;
                }
                None => em.scal(v(N), zero, ty)?,
            }
        }
        Routine::Gemv => {
            let Some(ty) = tan.t(Y) else { return Ok(None) };
            let t = v(TransA);
            let leny = em.sel(t, v(N), v(M));
            em.scal(leny, v(Beta), ty)?;
            if let Some(db) = tan.dbeta {
                em.axpy(leny, db, arr(Y), ty)?;
            }
            if let Some(ta) = tan.t(A) {
                em.gemv(t, v(M), v(N), v(Alpha), ta, arr(X), one, ty)?;
            }
            if let Some(tx) = tan.t(X) {
                em.gemv(t, v(M), v(N), v(Alpha), arr(A), tx, one, ty)?;
            }
            if let Some(da) = tan.dalpha {
                em.gemv(t, v(M), v(N), da, arr(A), arr(X), one, ty)?;
            }
        }
        Routine::Ger => {
            let Some(ta) = tan.t(A) else { return Ok(None) };
            if let Some(tx) = tan.t(X) {
                em.ger(v(M), v(N), v(Alpha), tx, arr(Y), ta)?;
            }
            if let Some(ty) = tan.t(Y) {
                em.ger(v(M), v(N), v(Alpha), arr(X), ty, ta)?;
            }
            if let Some(da) = tan.dalpha {
                em.ger(v(M), v(N), da, arr(X), arr(Y), ta)?;
            }
        }
        Routine::Gemm => {
            let Some(tc) = tan.t(C) else { return Ok(None) };
            let trans = (v(TransA), v(TransB));
            let dims = (v(M), v(N), v(K));
            em.scale_matrix(v(Beta), v(M), v(N), tc)?;
            if let Some(db) = tan.dbeta {
                em.axpy_matrix(db, v(M), v(N), arr(C), tc)?;
            }
            if let Some(ta) = tan.t(A) {
                em.gemm(trans, dims, v(Alpha), ta, arr(B), one, tc)?;
            }
            if let Some(tb) = tan.t(B) {
                em.gemm(trans, dims, v(Alpha), arr(A), tb, one, tc)?;
            }
            if let Some(da) = tan.dalpha {
                em.gemm(trans, dims, da, arr(A), arr(B), one, tc)?;
            }
        }
        _ => unreachable!("a level 3 or LAPACK routine"),
    }
    Ok(None)
}
