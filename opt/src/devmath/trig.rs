//! `sin`, `cos`, `tan` (f64).
//!
//! The argument is reduced to `x = q pi/2 + r`, |r| <= pi/4 (plus a hair),
//! with `r` a double-double:
//!
//! - |x| < 2^27: Cody-Waite with pi/2 in three f64 pieces; `x - k P1` is
//!   exact with fma, `k P2` is split exactly with fma, the rest is summed
//!   with TwoSum, so `r` is good to about 2^-120 absolutely.
//! - larger |x| (in its own block): Payne-Hanek. The 53-bit significand is
//!   cut into 24-bit digits and multiplied, digit by digit in exact f64
//!   products, by the eight 24-bit chunks of 2/pi that matter for this
//!   exponent (loaded from a table); integer carries make the digits
//!   disjoint, the part that is a multiple of 4 is dropped, and the
//!   fraction is summed with TwoSum so that its leading bits may cancel
//!   (the closest double to a multiple of pi/2 leaves about 2^-61).
//!
//! Then `sin r = r + r z S(z)` and `cos r = 1 - z/2 + z^2 C(z)` (z = r^2,
//! degree-8 fits on z <= 0.64), each corrected for `r.lo`, and the
//! quadrant picks and signs them.

use super::emit::{Dd, Em, Table};
use super::tables as t;
use zyme_ir::{FloatCC, IntCC, MathOp, Type, Value};

/// Where Payne-Hanek takes over.
const LARGE: f64 = 134217728.0; // 2^27

/// Reduces `x` (any f64); returns `(r, q)` with `q` an i64 in 0..4.
/// Infinite and NaN arguments give a meaningless `r` (the callers
/// override their results).
pub fn reduce(e: &mut Em, x: Value) -> (Dd, Value) {
    let ax = e.abs(x);
    let large = e.fcmpc(FloatCC::Oge, ax, LARGE);

    // Cody-Waite, always computed (cheap); Payne-Hanek replaces it.
    let xk = e.mulc(x, t::TWO_OVER_PI);
    let kf = e.math1(MathOp::Rint, xk);
    let nk = e.neg(kf);
    let p1 = e.c(t::PIO2_1);
    let r1 = e.fma(nk, p1, x);
    let p2 = e.c(t::PIO2_2);
    let ph = e.two_prod(kf, p2);
    let nph = e.neg(ph.hi);
    let s = e.two_sum(r1, nph);
    let k3 = e.mulc(kf, t::PIO2_3);
    let lo = e.sub(s.lo, ph.lo);
    let lo = e.sub(lo, k3);
    let r = e.fast_two_sum(s.hi, lo);
    let zero = e.c(0.0);
    let kf = e.sel(large, zero, kf);
    let k = e.fptosi(kf);

    let ph_block = e.b.create_block();
    let join = e.b.create_block();
    let jr_hi = e.b.append_param(join, Type::F64);
    let jr_lo = e.b.append_param(join, Type::F64);
    let jq = e.b.append_param(join, Type::I64);
    e.b.brif(large, ph_block, &[], join, &[r.hi, r.lo, k]);

    e.b.switch_to(ph_block);
    let (pr, pq) = payne_hanek(e, ax);
    // x < 0: x = -(q pi/2 + r) = (-q) pi/2 + (-r).
    let xneg = e.fcmpc(FloatCC::Olt, x, 0.0);
    let nrh = e.neg(pr.hi);
    let nrl = e.neg(pr.lo);
    let rh = e.sel(xneg, nrh, pr.hi);
    let rl = e.sel(xneg, nrl, pr.lo);
    let z64 = e.i(0);
    let nq = e.b.isub(z64, pq);
    let q = e.sel(xneg, nq, pq);
    e.b.jump(join, &[rh, rl, q]);

    e.b.switch_to(join);
    let q = e.iand(jq, 3);
    (
        Dd {
            hi: jr_hi,
            lo: jr_lo,
        },
        q,
    )
}

/// Payne-Hanek for `ax >= 2^27` (finite; inf and NaN must not trap).
fn payne_hanek(e: &mut Em, ax: Value) -> (Dd, Value) {
    let ix = e.bits(ax);
    let be = e.lshr(ix, 52);
    // e0 = E - 23, with x = X0 2^e0 + X1 2^(e0-24) + X2 2^(e0-48).
    let e0 = e.iaddc(be, -1023 - 23);
    let frac = e.iand(ix, (1 << 52) - 1);
    let m = e.iaddc(frac, 1 << 52);
    let m0 = e.lshr(m, 29);
    let m1 = e.lshr(m, 5);
    let m1 = e.iand(m1, 0xff_ffff);
    let m2 = e.iand(m, 31);
    let m2 = e.shl(m2, 19);
    let x0 = e.sitofp(m0);
    let x1 = e.sitofp(m1);
    let x2 = e.sitofp(m2);

    // Digit i of the product weighs 2^(e0 - 24 (i + 1)); those of weight
    // >= 4 vanish mod 4. The first kept is i_s = (e0 - 2) / 24.
    let e0m2 = e.iaddc(e0, -2);
    let c24 = e.i(24);
    let is = e.b.udiv(e0m2, c24);
    let is1 = e.iaddc(is, 1);
    let w = e.b.imul(is1, c24);
    let s0 = e.b.isub(e0, w); // in [-22, 1]
    let w0 = e.pow2(s0);

    // Eight digits D_n = X0 T[i_s+n] + X1 T[i_s+n-1] + X2 T[i_s+n-2]
    // (the table starts with two zero chunks: T[j] = U[j + 2]), exact.
    const N: usize = 8;
    let u: Vec<Value> = (0..N as i64 + 2)
        .map(|j| e.load(Table::TwoOverPi, is, j))
        .collect();
    let mut digits = Vec::with_capacity(N);
    for n in 0..N {
        let a = e.mul(x0, u[n + 2]);
        let b = e.mul(x1, u[n + 1]);
        let c = e.mul(x2, u[n]);
        let ab = e.add(a, b);
        let d = e.add(ab, c);
        digits.push(e.fptosi(d));
    }
    // Carries, lowest digit first, leave 24-bit digits 1..N.
    let mut carry = e.i(0);
    let mut clean = [carry; N];
    for n in (1..N).rev() {
        let v = e.b.iadd(digits[n], carry);
        clean[n] = e.iand(v, 0xff_ffff);
        carry = e.ashr(v, 24);
    }
    clean[0] = e.b.iadd(digits[0], carry);

    // f_n = digit n times its weight, all exact; f_0 reduced mod 4.
    let mut f = Vec::with_capacity(N);
    let mut wn = w0;
    for (n, &d) in clean.iter().enumerate() {
        if n > 0 {
            wn = e.mulc(wn, 2f64.powi(-24));
        }
        let df = e.sitofp(d);
        f.push(e.mul(df, wn));
    }
    let q4 = e.mulc(f[0], 0.25);
    let q4 = e.math1(MathOp::Floor, q4);
    let m4 = e.mulc(q4, -4.0);
    f[0] = e.add(f[0], m4);

    // Integer part (nearest) and the fraction in [-1/2, 1/2].
    let h = e.add(f[0], f[1]); // exact: both on the 2^-46 grid, < 6
    let qf = e.math1(MathOp::Rint, h);
    let fr = e.sub(h, qf);
    let mut s = fr;
    let mut lo = e.c(0.0);
    let mut errs = Vec::new();
    for &fi in &f[2..] {
        let ts = e.two_sum(s, fi);
        s = ts.hi;
        errs.push(ts.lo);
    }
    for &er in errs.iter().rev() {
        lo = e.add(lo, er);
    }
    let fd = e.fast_two_sum(s, lo);
    let r = e.dd_mul_const(fd, t::PIO2_1, t::PIO2_2);
    let q = e.fptosi(qf);
    (r, q)
}

/// `sin r` and `cos r` for |r| <= pi/4 (a double-double).
pub(super) fn kernels(e: &mut Em, r: Dd) -> (Value, Value) {
    kernels_with(e, r, &t::SIN_S, &t::COS_C)
}

/// `sin r = r + r z S(z)` and `cos r = 1 - z/2 + z^2 C(z)`, each
/// corrected for `r.lo`.
pub(super) fn kernels_with(e: &mut Em, r: Dd, sin_s: &[f64], cos_c: &[f64]) -> (Value, Value) {
    let z = e.mul(r.hi, r.hi);
    let sp = e.poly(z, sin_s);
    let rz = e.mul(r.hi, z);
    let hz = e.mulc(z, 0.5);
    let one = e.c(1.0);
    let cz = e.sub(one, hz);
    let lo_s = e.mul(r.lo, cz);
    let sin_t = e.fma(rz, sp, lo_s);
    let sin = e.add(r.hi, sin_t);

    let cp = e.poly(z, cos_c);
    let z2 = e.mul(z, z);
    let w = e.sub(one, hz);
    let w1 = e.sub(one, w);
    let werr = e.sub(w1, hz);
    let rr = e.mul(r.hi, r.lo);
    let nrr = e.neg(rr);
    let c_t = e.fma(z2, cp, nrr);
    let c_t = e.add(werr, c_t);
    let cos = e.add(w, c_t);
    (sin, cos)
}

/// Picks `[a, b, -a, -b][q]`.
pub(super) fn quadrant(e: &mut Em, q: Value, a: Value, b: Value) -> Value {
    let zero = e.i(0);
    let one = e.i(1);
    let bit0 = e.and(q, one);
    let odd = e.icmp(IntCC::Ne, bit0, zero);
    let two = e.i(2);
    let bit1 = e.and(q, two);
    let neg = e.icmp(IntCC::Ne, bit1, zero);
    let v = e.sel(odd, b, a);
    let nv = e.neg(v);
    e.sel(neg, nv, v)
}

/// NaN for ±inf and NaN.
fn nonfinite(e: &mut Em, x: Value, y: Value) -> Value {
    let ax = e.abs(x);
    let fin = e.fcmpc(FloatCC::Olt, ax, f64::INFINITY);
    let nan = e.sub(x, x);
    e.sel(fin, y, nan)
}

pub fn sin(e: &mut Em, x: Value) -> Value {
    let (r, q) = reduce(e, x);
    let (s, c) = kernels(e, r);
    // [sin, cos, -sin, -cos]
    let y = quadrant(e, q, s, c);
    let ax = e.abs(x);
    let tiny = e.fcmpc(FloatCC::Olt, ax, 2f64.powi(-26));
    let y = e.sel(tiny, x, y);
    nonfinite(e, x, y)
}

pub fn cos(e: &mut Em, x: Value) -> Value {
    let (r, q) = reduce(e, x);
    let (s, c) = kernels(e, r);
    let ns = e.neg(s);
    // [cos, -sin, -cos, sin]
    let y = quadrant(e, q, c, ns);
    nonfinite(e, x, y)
}

pub fn tan(e: &mut Em, x: Value) -> Value {
    let (r, q) = reduce(e, x);
    let (s, c) = kernels(e, r);
    let one = e.i(1);
    let bit0 = e.and(q, one);
    let zero = e.i(0);
    let odd = e.icmp(IntCC::Ne, bit0, zero);
    // tan r, or -cot r in the odd quadrants.
    let nc = e.neg(c);
    let num = e.sel(odd, nc, s);
    let den = e.sel(odd, s, c);
    let y = e.div(num, den);
    let ax = e.abs(x);
    let tiny = e.fcmpc(FloatCC::Olt, ax, 2f64.powi(-27));
    let y = e.sel(tiny, x, y);
    nonfinite(e, x, y)
}
