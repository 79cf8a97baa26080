//! The rules of the symmetric and triangular routines: `symv`, `trmv`,
//! `syrk`, `symm`, `trmm`, `trsm`. A symmetric matrix is read from one
//! triangle, so the adjoint of a stored element off the diagonal is the
//! sum of the adjoints of both elements it stands for (a fold); a
//! triangular matrix's adjoint is its product's adjoint restricted to the
//! triangle (strictly, with a unit diagonal).

//!
//! That element-wise work is IR over the arrays, or in cuBLAS over host
//! copies of them ([`Emit::on_host`]).

use super::emit::{Staged, M};
use super::{Adjoint, Emit, Tangent, R};
use zyme_ir::blas::{Role, Routine};
use zyme_ir::{FloatCC, Type, Value};

impl Emit<'_, '_> {
    /// `dst(i, j) (+)= src(i, j) + src(j, i)` off the diagonal and
    /// `src(i, i)` on it, over the triangle `lower` names.
    pub(super) fn fold_tri(
        &mut self,
        n: Value,
        lower: Value,
        src: M,
        dst: M,
        assign: bool,
    ) -> R<()> {
        let strict = self.b.iconst(Type::I1, 0);
        self.square_from(n, src, dst, |em, src, dst, i, j| {
            let inside = em.in_tri(lower, strict, i, j);
            let a = em.load_at(src, i, j);
            let b = em.load_at(src, j, i);
            let zero = em.fc(0.0);
            let diag = em.b.icmp(zyme_ir::IntCC::Eq, i, j);
            let other = em.sel(diag, zero, b);
            let sum = em.b.fadd(a, other);
            let old = em.load_at(dst, i, j);
            let new = if assign { sum } else { em.b.fadd(old, sum) };
            let v = em.sel(inside, new, old);
            em.store_at(dst, i, j, v);
            Ok(())
        })
    }

    /// `dst(i, j) += src(i, j)` (or `src(j, i)`, `transposed`) over the
    /// triangle, strictly when `strict`.
    pub(super) fn add_tri(
        &mut self,
        n: Value,
        tri: (Value, Value),
        src: M,
        dst: M,
        transposed: Value,
    ) -> R<()> {
        self.square_from(n, src, dst, |em, src, dst, i, j| {
            let inside = em.in_tri(tri.0, tri.1, i, j);
            let a = em.load_at(src, i, j);
            let b = em.load_at(src, j, i);
            let s = em.sel(transposed, b, a);
            let old = em.load_at(dst, i, j);
            let new = em.b.fadd(old, s);
            let v = em.sel(inside, new, old);
            em.store_at(dst, i, j, v);
            Ok(())
        })
    }

    /// `Σ x(i, j)·y(i, j)` over the triangle.
    fn dot_tri(&mut self, n: Value, lower: Value, x: M, y: M) -> R<Value> {
        let staged = [
            (Staged::Matrix(n, n, x), false),
            (Staged::Matrix(n, n, y), false),
        ];
        self.on_host(&staged, |em, h| em.dot_tri_here(n, lower, h[0], h[1]))
    }

    fn dot_tri_here(&mut self, n: Value, lower: Value, x: M, y: M) -> R<Value> {
        let slot = self.b.stack_slot(8, 8);
        let acc = self.b.stack_addr(slot);
        let zero = self.fc(0.0);
        let flags = zyme_ir::MemFlags::aligned(self.fam.float.bytes());
        self.b.store(zero, acc, flags);
        let strict = self.b.iconst(Type::I1, 0);
        self.square_loop(n, |em, i, j| {
            let inside = em.in_tri(lower, strict, i, j);
            let a = em.load_at(x, i, j);
            let b = em.load_at(y, i, j);
            let p = em.b.fmul(a, b);
            let zero = em.fc(0.0);
            let p = em.sel(inside, p, zero);
            let s = em.b.load(em.fam.float, acc, flags);
            let s = em.b.fadd(s, p);
            em.b.store(s, acc, flags);
            Ok(())
        })?;
        Ok(self.b.load(self.fam.float, acc, flags))
    }

    /// `m(i, j) ← f·m(i, j) + g·x(i, j)` over the triangle (`x` only
    /// with `g`).
    fn update_tri(
        &mut self,
        n: Value,
        lower: Value,
        f: Value,
        g: Option<(Value, M)>,
        m: M,
    ) -> R<()> {
        let strict = self.b.iconst(Type::I1, 0);
        let mut staged = vec![(Staged::Matrix(n, n, m), true)];
        staged.extend(g.map(|(_, x)| (Staged::Matrix(n, n, x), false)));
        self.on_host(&staged, |em, h| {
            let m = h[0];
            em.square_loop(n, |em, i, j| {
                let inside = em.in_tri(lower, strict, i, j);
                let old = em.load_at(m, i, j);
                let mut new = em.b.fmul(f, old);
                if let Some((g, _)) = g {
                    let xv = em.load_at(h[1], i, j);
                    let d = em.b.fmul(g, xv);
                    new = em.b.fadd(new, d);
                }
                let v = em.sel(inside, new, old);
                em.store_at(m, i, j, v);
                Ok(())
            })
        })
    }

    /// `m(i, j) += f(d_i·x_j, d_j·x_i, i, j)` over the triangle `tri`
    /// (lower, strict) of an `n × n` matrix, for vectors `d` and `x`: the
    /// rank-two updates of `symv`'s and `trmv`'s adjoints.
    fn outer_into_tri(
        &mut self,
        n: Value,
        tri: (Value, Value),
        d: M,
        x: M,
        m: M,
        f: impl Fn(&mut Self, Value, Value, Value, Value) -> Value,
    ) -> R<()> {
        let staged = [
            (Staged::Vector(n, d), false),
            (Staged::Vector(n, x), false),
            (Staged::Matrix(n, n, m), true),
        ];
        self.on_host(&staged, |em, h| {
            let (d, x, m) = (h[0], h[1], h[2]);
            em.square_loop(n, |em, i, j| {
                let inside = em.in_tri(tri.0, tri.1, i, j);
                let di = em.vec_at(n, d, i);
                let dj = em.vec_at(n, d, j);
                let xi = em.vec_at(n, x, i);
                let xj = em.vec_at(n, x, j);
                let p = em.b.fmul(di, xj);
                let q = em.b.fmul(dj, xi);
                let add = f(em, p, q, i, j);
                let old = em.load_at(m, i, j);
                let new = em.b.fadd(old, add);
                let w = em.sel(inside, new, old);
                em.store_at(m, i, j, w);
                Ok(())
            })
        })
    }

    /// `body(i, j)` over every element of an `n × n` matrix, reading
    /// `src` and writing `dst` (host copies of both in cuBLAS).
    fn square_from(
        &mut self,
        n: Value,
        src: M,
        dst: M,
        mut body: impl FnMut(&mut Self, M, M, Value, Value) -> R<()>,
    ) -> R<()> {
        let staged = [
            (Staged::Matrix(n, n, src), false),
            (Staged::Matrix(n, n, dst), true),
        ];
        self.on_host(&staged, |em, h| {
            em.square_loop(n, |em, i, j| body(em, h[0], h[1], i, j))
        })
    }

    /// `trmm` or `trsm`: `b ← α·op(a)·b` / `α·b·op(a)` (or the solves).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn tr3(
        &mut self,
        routine: Routine,
        (side, uplo, trans, diag): (Value, Value, Value, Value),
        (m, n): (Value, Value),
        alpha: Value,
        a: M,
        b: M,
    ) -> R<()> {
        let args = [side, uplo, trans, diag, m, n, alpha, a.0, a.1, b.0, b.1];
        self.call(routine, &args)?;
        Ok(())
    }

    #[allow(clippy::too_many_arguments)]
    fn symm(
        &mut self,
        (side, uplo): (Value, Value),
        (m, n): (Value, Value),
        alpha: Value,
        a: M,
        b: M,
        beta: Value,
        c: M,
    ) -> R<()> {
        self.call(
            Routine::Symm,
            &[side, uplo, m, n, alpha, a.0, a.1, b.0, b.1, beta, c.0, c.1],
        )?;
        Ok(())
    }

    #[allow(clippy::too_many_arguments)]
    fn symv(
        &mut self,
        uplo: Value,
        n: Value,
        alpha: Value,
        a: M,
        x: M,
        beta: Value,
        y: M,
    ) -> R<()> {
        self.call(
            Routine::Symv,
            &[uplo, n, alpha, a.0, a.1, x.0, x.1, beta, y.0, y.1],
        )?;
        Ok(())
    }

    fn trmv(&mut self, (uplo, trans, diag): (Value, Value, Value), n: Value, a: M, x: M) -> R<()> {
        self.call(Routine::Trmv, &[uplo, trans, diag, n, a.0, a.1, x.0, x.1])?;
        Ok(())
    }

    #[allow(clippy::too_many_arguments)]
    fn syrk(
        &mut self,
        (uplo, trans): (Value, Value),
        (n, k): (Value, Value),
        alpha: Value,
        a: M,
        beta: Value,
        c: M,
    ) -> R<()> {
        self.call(
            Routine::Syrk,
            &[uplo, trans, n, k, alpha, a.0, a.1, beta, c.0, c.1],
        )?;
        Ok(())
    }

    /// A packed copy of a vector.
    fn copy_vector(&mut self, n: Value, x: M) -> R<M> {
        let p = self.malloc(n)?;
        self.pack(super::Extent::Vector(n), x, p)?;
        let one = self.i64c(1);
        Ok((p, one))
    }
}

pub(super) fn reverse(em: &mut Emit, routine: Routine, adj: &Adjoint) -> R<Vec<(Role, Value)>> {
    use Role::*;
    let ops = &adj.ops;
    let v = |r: Role| ops.vals[&r];
    let arr = |r: Role| ops.arrays[&r];
    let mut out = Vec::new();
    let one = em.fc(1.0);
    let zero = em.fc(0.0);
    let fal = em.b.iconst(Type::I1, 0);
    match routine {
        Routine::Symv => {
            let Some(sy) = adj.s(Y) else { return Ok(out) };
            let (n, lower) = (v(N), v(Uplo));
            if adj.alpha {
                let tmp = em.malloc(n)?;
                let unit = em.i64c(1);
                em.symv(lower, n, one, arr(A), arr(X), zero, (tmp, unit))?;
                out.push((Alpha, em.dot(n, (tmp, unit), sy)?));
                em.free(tmp)?;
            }
            if let Some(sa) = adj.s(A) {
                // dA(i, j) += α·(dy_i·x_j + dy_j·x_i), once on the diagonal.
                let alpha = v(Alpha);
                em.outer_into_tri(n, (lower, fal), sy, arr(X), sa, |em, p, q, i, j| {
                    let diag = em.b.icmp(zyme_ir::IntCC::Eq, i, j);
                    let z = em.fc(0.0);
                    let q = em.sel(diag, z, q);
                    let s = em.b.fadd(p, q);
                    em.b.fmul(alpha, s)
                })?;
            }
            if let Some(sx) = adj.s(X) {
                em.symv(lower, n, v(Alpha), arr(A), sy, one, sx)?;
            }
            if adj.beta {
                out.push((Beta, em.dot(n, arr(Y), sy)?));
            }
            em.scal(n, v(Beta), sy)?;
        }
        Routine::Trmv => {
            let Some(sx) = adj.s(X) else { return Ok(out) };
            let (n, lower, t, unit) = (v(N), v(Uplo), v(TransA), v(Diag));
            if let Some(sa) = adj.s(A) {
                // d op(T) = dx·xᵀ, restricted to the triangle.
                em.outer_into_tri(n, (lower, unit), sx, arr(X), sa, |em, p, q, _, _| {
                    em.sel(t, q, p)
                })?;
            }
            let nt = em.not(t);
            em.trmv((lower, nt, unit), n, arr(A), sx)?;
        }
        Routine::Syrk => {
            let Some(sc) = adj.s(C) else { return Ok(out) };
            let (n, k, lower, t) = (v(N), v(K), v(Uplo), v(TransA));
            if adj.alpha {
                let tmp = em.temp_matrix(n, n)?;
                em.syrk((lower, t), (n, k), one, arr(A), zero, tmp)?;
                out.push((Alpha, em.dot_tri(n, lower, tmp, sc)?));
                em.free(tmp.0)?;
            }
            if let Some(sa) = adj.s(A) {
                // G = the symmetric matrix whose triangle is dC, its
                // diagonal doubled; d op(A) = α·G·op(A).
                let g = em.temp_matrix(n, n)?;
                em.square_from(n, sc, g, |em, sc, g, i, j| {
                    let a = em.in_tri(lower, fal, i, j);
                    let b = em.in_tri(lower, fal, j, i);
                    let x = em.load_at(sc, i, j);
                    let y = em.load_at(sc, j, i);
                    let z = em.fc(0.0);
                    let x = em.sel(a, x, z);
                    let y = em.sel(b, y, z);
                    let s = em.b.fadd(x, y);
                    em.store_at(g, i, j, s);
                    Ok(())
                })?;
                // op(A) = A (n×k): dA += α·G·A; op(A) = Aᵀ (k×n): dA += α·A·G.
                let a = arr(A);
                let mm = em.sel(t, k, n);
                let nn = em.sel(t, n, k);
                let p0 = em.sel(t, a.0, g.0);
                let p1 = em.sel(t, a.1, g.1);
                let q0 = em.sel(t, g.0, a.0);
                let q1 = em.sel(t, g.1, a.1);
                em.gemm(
                    (fal, fal),
                    (mm, nn, n),
                    v(Alpha),
                    (p0, p1),
                    (q0, q1),
                    one,
                    sa,
                )?;
                em.free(g.0)?;
            }
            if adj.beta {
                out.push((Beta, em.dot_tri(n, lower, arr(C), sc)?));
            }
            em.update_tri(n, lower, v(Beta), None, sc)?;
        }
        Routine::Symm => {
            let Some(sc) = adj.s(C) else { return Ok(out) };
            let (m, n, right, lower) = (v(M), v(N), v(Side), v(Uplo));
            if adj.alpha {
                let tmp = em.temp_matrix(m, n)?;
                em.symm((right, lower), (m, n), one, arr(A), arr(B), zero, tmp)?;
                out.push((Alpha, em.dot_matrix(m, n, tmp, sc)?));
                em.free(tmp.0)?;
            }
            if let Some(sb) = adj.s(B) {
                em.symm((right, lower), (m, n), v(Alpha), arr(A), sc, one, sb)?;
            }
            if let Some(sa) = adj.s(A) {
                // Left: dS = α·dC·Bᵀ (m×m); right: dS = α·Bᵀ·dC (n×n).
                let sq = em.sel(right, n, m);
                let g = em.temp_matrix(sq, sq)?;
                let b = arr(B);
                let tru = em.b.iconst(Type::I1, 1);
                let ta = em.sel(right, tru, fal);
                let tb = em.sel(right, fal, tru);
                let kk = em.sel(right, m, n);
                let p0 = em.sel(right, b.0, sc.0);
                let p1 = em.sel(right, b.1, sc.1);
                let q0 = em.sel(right, sc.0, b.0);
                let q1 = em.sel(right, sc.1, b.1);
                em.gemm(
                    (ta, tb),
                    (sq, sq, kk),
                    v(Alpha),
                    (p0, p1),
                    (q0, q1),
                    zero,
                    g,
                )?;
                em.fold_tri(sq, lower, g, sa, false)?;
                em.free(g.0)?;
            }
            if adj.beta {
                out.push((Beta, em.dot_matrix(m, n, arr(C), sc)?));
            }
            em.scale_matrix(v(Beta), m, n, sc)?;
        }
        Routine::Trmm if em.cublas() => return trmm_out_of_place(em, adj),
        Routine::Trmm => {
            let Some(sb) = adj.s(B) else { return Ok(out) };
            let (m, n, right) = (v(M), v(N), v(Side));
            let flags = (right, v(Uplo), v(TransA), v(Diag));
            trmm_factor_adjoints(em, adj, sb, &mut out)?;
            let nt = em.not(flags.2);
            em.tr3(
                Routine::Trmm,
                (flags.0, flags.1, nt, flags.3),
                (m, n),
                v(Alpha),
                arr(A),
                sb,
            )?;
        }
        Routine::Trsm => {
            let Some(sb) = adj.s(B) else { return Ok(out) };
            let (m, n, right) = (v(M), v(N), v(Side));
            let flags = (right, v(Uplo), v(TransA), v(Diag));
            let x = arr(B);
            if adj.alpha {
                // ∂X/∂α = X/α.
                let d = em.dot_matrix(m, n, x, sb)?;
                let alpha = v(Alpha);
                let q = em.b.fdiv(d, alpha);
                let is_zero = em.b.fcmp(FloatCC::Oeq, alpha, zero);
                out.push((Alpha, em.sel(is_zero, zero, q)));
            }
            // G = op(T)⁻ᵀ·dX (left) or dX·op(T)⁻ᵀ (right), in place.
            let nt = em.not(flags.2);
            em.tr3(
                Routine::Trsm,
                (flags.0, flags.1, nt, flags.3),
                (m, n),
                one,
                arr(A),
                sb,
            )?;
            if let Some(sa) = adj.s(A) {
                // Left: d op(T) = −G·Xᵀ; right: d op(T) = −Xᵀ·G.
                let m_one = em.fc(-1.0);
                let g = triangular_adjoint(em, (m, n, right), m_one, sb, x)?;
                let sq = em.sel(right, n, m);
                em.add_tri(sq, (flags.1, flags.3), g, sa, flags.2)?;
                em.free(g.0)?;
            }
            em.scale_matrix(v(Alpha), m, n, sb)?;
        }
        _ => unreachable!("not a level 3 routine"),
    }
    Ok(out)
}

/// The adjoints of `trmm`'s α and T from its product's adjoint `d`
/// (`B`'s in place, `C`'s out of place), read before it is taken: left,
/// d op(T) = α·d·Bᵀ; right, d op(T) = α·Bᵀ·d; dα = ⟨d, op(T)·B⟩.
fn trmm_factor_adjoints(em: &mut Emit, adj: &Adjoint, d: M, out: &mut Vec<(Role, Value)>) -> R<()> {
    use Role::*;
    let ops = &adj.ops;
    let v = |r: Role| ops.vals[&r];
    let arr = |r: Role| ops.arrays[&r];
    let (m, n, right) = (v(M), v(N), v(Side));
    let flags = (right, v(Uplo), v(TransA), v(Diag));
    if adj.alpha {
        let one = em.fc(1.0);
        let tmp = em.copy_matrix(m, n, arr(B))?;
        em.tr3(Routine::Trmm, flags, (m, n), one, arr(A), tmp)?;
        out.push((Alpha, em.dot_matrix(m, n, tmp, d)?));
        em.free(tmp.0)?;
    }
    if let Some(sa) = adj.s(A) {
        let g = triangular_adjoint(em, (m, n, right), v(Alpha), d, arr(B))?;
        let sq = em.sel(right, n, m);
        em.add_tri(sq, (flags.1, flags.3), g, sa, flags.2)?;
        em.free(g.0)?;
    }
    Ok(())
}

/// The reverse of cuBLAS's `C ← α·op(T)·B` (or `α·B·op(T)`), which may
/// write `B` itself: the adjoints of `T` and `α` from `dC`, then `dC`
/// taken, turned into `B`'s and added to `dB`.
fn trmm_out_of_place(em: &mut Emit, adj: &Adjoint) -> R<Vec<(Role, Value)>> {
    use Role::*;
    let ops = &adj.ops;
    let v = |r: Role| ops.vals[&r];
    let arr = |r: Role| ops.arrays[&r];
    let mut out = Vec::new();
    let Some(sc) = adj.s(C) else { return Ok(out) };
    let (m, n, right) = (v(M), v(N), v(Side));
    let flags = (right, v(Uplo), v(TransA), v(Diag));
    let one = em.fc(1.0);
    trmm_factor_adjoints(em, adj, sc, &mut out)?;
    let taken = match adj.s(B) {
        Some(_) => Some(em.copy_matrix(m, n, sc)?),
        None => None,
    };
    let zero = em.fc(0.0);
    em.scale_matrix(zero, m, n, sc)?;
    if let (Some(tmp), Some(sb)) = (taken, adj.s(B)) {
        let nt = em.not(flags.2);
        let back = (flags.0, flags.1, nt, flags.3);
        em.tr3(Routine::Trmm, back, (m, n), v(Alpha), arr(A), tmp)?;
        em.axpy_matrix(one, m, n, tmp, sb)?;
        em.free(tmp.0)?;
    }
    Ok(out)
}

/// The tangent of cuBLAS's out-of-place `trmm`: `dC = α·op(T)·dB +
/// α·op(dT)·B + dα·op(T)·B`, each term made from the values before the
/// call (`dC` may be `dB`) before `dC` is written.
fn trmm_out_of_place_tangent(em: &mut Emit, tan: &Tangent) -> R<Option<Value>> {
    use Role::*;
    let ops = &tan.ops;
    let v = |r: Role| ops.vals[&r];
    let arr = |r: Role| ops.arrays[&r];
    let Some(tc) = tan.t(C) else { return Ok(None) };
    let (m, n) = (v(M), v(N));
    let flags = (v(Side), v(Uplo), v(TransA), v(Diag));
    let one = em.fc(1.0);
    let mut terms = Vec::new();
    if let Some(tb) = tan.t(B) {
        let g = em.copy_matrix(m, n, tb)?;
        em.tr3(Routine::Trmm, flags, (m, n), v(Alpha), arr(A), g)?;
        terms.push((one, g));
    }
    if let Some(ta) = tan.t(A) {
        let g = op_tangent_times(em, flags, (m, n), v(Alpha), ta, arr(B))?;
        terms.push((one, g));
    }
    if let Some(da) = tan.dalpha {
        let g = em.copy_matrix(m, n, arr(B))?;
        em.tr3(Routine::Trmm, flags, (m, n), one, arr(A), g)?;
        terms.push((da, g));
    }
    let zero = em.fc(0.0);
    em.scale_matrix(zero, m, n, tc)?;
    for (f, g) in terms {
        em.axpy_matrix(f, m, n, g, tc)?;
        em.free(g.0)?;
    }
    Ok(None)
}

/// `f·d·bᵀ` (left, `m × m`) or `f·bᵀ·d` (right, `n × n`) for `m × n`
/// matrices `d` and `b`, in a new temporary: the adjoint of `op(T)` in
/// `trmm` and `trsm`.
fn triangular_adjoint(
    em: &mut Emit,
    (m, n, right): (Value, Value, Value),
    f: Value,
    d: M,
    b: M,
) -> R<M> {
    let sq = em.sel(right, n, m);
    let g = em.temp_matrix(sq, sq)?;
    let tru = em.b.iconst(Type::I1, 1);
    let fal = em.b.iconst(Type::I1, 0);
    let ta = em.sel(right, tru, fal);
    let tb = em.sel(right, fal, tru);
    let kk = em.sel(right, m, n);
    let p0 = em.sel(right, b.0, d.0);
    let p1 = em.sel(right, b.1, d.1);
    let q0 = em.sel(right, d.0, b.0);
    let q1 = em.sel(right, d.1, b.1);
    let zero = em.fc(0.0);
    em.gemm((ta, tb), (sq, sq, kk), f, (p0, p1), (q0, q1), zero, g)?;
    Ok(g)
}

pub(super) fn tangent(em: &mut Emit, routine: Routine, tan: &Tangent) -> R<Option<Value>> {
    use Role::*;
    let ops = &tan.ops;
    let v = |r: Role| ops.vals[&r];
    let arr = |r: Role| ops.arrays[&r];
    let one = em.fc(1.0);
    let zero = em.fc(0.0);
    let fal = em.b.iconst(Type::I1, 0);
    match routine {
        Routine::Symv => {
            let Some(ty) = tan.t(Y) else { return Ok(None) };
            let (n, lower) = (v(N), v(Uplo));
            em.scal(n, v(Beta), ty)?;
            if let Some(db) = tan.dbeta {
                em.axpy(n, db, arr(Y), ty)?;
            }
            if let Some(ta) = tan.t(A) {
                em.symv(lower, n, v(Alpha), ta, arr(X), one, ty)?;
            }
            if let Some(tx) = tan.t(X) {
                em.symv(lower, n, v(Alpha), arr(A), tx, one, ty)?;
            }
            if let Some(da) = tan.dalpha {
                em.symv(lower, n, da, arr(A), arr(X), one, ty)?;
            }
        }
        Routine::Trmv => {
            let Some(tx) = tan.t(X) else { return Ok(None) };
            let (n, flags) = (v(N), (v(Uplo), v(TransA), v(Diag)));
            let extra = match tan.t(A) {
                Some(ta) => {
                    // op(dT)·x, without the unit diagonal trmv assumes.
                    let tmp = em.copy_vector(n, arr(X))?;
                    em.trmv(flags, n, ta, tmp)?;
                    let m_one = em.fc(-1.0);
                    let unit_x = em.copy_vector(n, arr(X))?;
                    let f = em.sel(flags.2, m_one, zero);
                    em.axpy(n, f, unit_x, tmp)?;
                    em.free(unit_x.0)?;
                    Some(tmp)
                }
                None => None,
            };
            em.trmv(flags, n, arr(A), tx)?;
            if let Some(tmp) = extra {
                em.axpy(n, one, tmp, tx)?;
                em.free(tmp.0)?;
            }
        }
        Routine::Syrk => {
            let Some(tc) = tan.t(C) else { return Ok(None) };
            let (n, k, lower, t) = (v(N), v(K), v(Uplo), v(TransA));
            em.update_tri(n, lower, v(Beta), tan.dbeta.map(|d| (d, arr(C))), tc)?;
            if let Some(ta) = tan.t(A) {
                // op(dA)·op(A)ᵀ, folded into the triangle both ways.
                let g = em.temp_matrix(n, n)?;
                let nt = em.not(t);
                em.gemm((t, nt), (n, n, k), v(Alpha), ta, arr(A), zero, g)?;
                em.fold_tri(n, lower, g, tc, false)?;
                // The diagonal counts twice: fold added it once.
                let staged = [
                    (Staged::Matrix(n, n, g), false),
                    (Staged::Matrix(n, n, tc), true),
                ];
                em.on_host(&staged, |em, h| {
                    let (g, tc) = (h[0], h[1]);
                    em.loop_n(n, |em, i| {
                        let d = em.load_at(g, i, i);
                        let old = em.load_at(tc, i, i);
                        let new = em.b.fadd(old, d);
                        em.store_at(tc, i, i, new);
                        Ok(())
                    })
                })?;
                em.free(g.0)?;
            }
            if let Some(da) = tan.dalpha {
                em.syrk((lower, t), (n, k), da, arr(A), one, tc)?;
            }
        }
        Routine::Symm => {
            let Some(tc) = tan.t(C) else { return Ok(None) };
            let (m, n, sl) = (v(M), v(N), (v(Side), v(Uplo)));
            em.scale_matrix(v(Beta), m, n, tc)?;
            if let Some(db) = tan.dbeta {
                em.axpy_matrix(db, m, n, arr(C), tc)?;
            }
            if let Some(ta) = tan.t(A) {
                em.symm(sl, (m, n), v(Alpha), ta, arr(B), one, tc)?;
            }
            if let Some(tb) = tan.t(B) {
                em.symm(sl, (m, n), v(Alpha), arr(A), tb, one, tc)?;
            }
            if let Some(da) = tan.dalpha {
                em.symm(sl, (m, n), da, arr(A), arr(B), one, tc)?;
            }
        }
        Routine::Trmm if em.cublas() => return trmm_out_of_place_tangent(em, tan),
        Routine::Trmm | Routine::Trsm => {
            let Some(tb) = tan.t(B) else { return Ok(None) };
            let (m, n) = (v(M), v(N));
            let flags = (v(Side), v(Uplo), v(TransA), v(Diag));
            let b = arr(B);
            let m_one = em.fc(-1.0);
            if routine == Routine::Trmm {
                // dB' = α·op(dT)·B + α·op(T)·dB + dα·op(T)·B (left).
                let extra = match tan.t(A) {
                    Some(ta) => Some(op_tangent_times(em, flags, (m, n), v(Alpha), ta, b)?),
                    None => None,
                };
                em.tr3(Routine::Trmm, flags, (m, n), v(Alpha), arr(A), tb)?;
                if let Some(g) = extra {
                    em.axpy_matrix(one, m, n, g, tb)?;
                    em.free(g.0)?;
                }
                if let Some(da) = tan.dalpha {
                    let g = em.copy_matrix(m, n, b)?;
                    em.tr3(Routine::Trmm, flags, (m, n), one, arr(A), g)?;
                    em.axpy_matrix(da, m, n, g, tb)?;
                    em.free(g.0)?;
                }
            } else {
                // op(T)·X = α·B: dX = op(T)⁻¹·(α·dB + dα·B − op(dT)·X).
                let extra = match tan.t(A) {
                    Some(ta) => {
                        let x = em.copy_matrix(m, n, b)?;
                        em.tr3(Routine::Trsm, flags, (m, n), v(Alpha), arr(A), x)?;
                        let g = op_tangent_times(em, flags, (m, n), one, ta, x)?;
                        em.free(x.0)?;
                        Some(g)
                    }
                    None => None,
                };
                em.scale_matrix(v(Alpha), m, n, tb)?;
                if let Some(da) = tan.dalpha {
                    em.axpy_matrix(da, m, n, b, tb)?;
                }
                if let Some(g) = extra {
                    em.axpy_matrix(m_one, m, n, g, tb)?;
                    em.free(g.0)?;
                }
                em.tr3(Routine::Trsm, flags, (m, n), one, arr(A), tb)?;
            }
            let _ = fal;
        }
        _ => unreachable!("not a level 3 routine"),
    }
    Ok(None)
}

/// `f·op(dT)·x` (left) or `f·x·op(dT)` (right) in a new temporary, with
/// `dT`'s diagonal zero when the matrix has a unit one (which `trmm`
/// would take as ones).
fn op_tangent_times(
    em: &mut Emit,
    flags: (Value, Value, Value, Value),
    (m, n): (Value, Value),
    f: Value,
    dt: M,
    x: M,
) -> R<M> {
    let g = em.copy_matrix(m, n, x)?;
    em.tr3(Routine::Trmm, flags, (m, n), f, dt, g)?;
    let zero = em.fc(0.0);
    let minus = em.b.fneg(f);
    let c = em.sel(flags.3, minus, zero);
    em.axpy_matrix(c, m, n, x, g)?;
    Ok(g)
}
