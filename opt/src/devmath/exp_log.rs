//! The exponential and logarithm families (f64), built from two kernels
//! that work in double-double:
//!
//! - [`exp_core`]: `e^(hi + lo) = 2^k (s + t)`. Cody-Waite reduction
//!   `r = x - k ln2` (the first step exact with fma), then
//!   `e^r = 1 + r + r^2 P(r)` with `P` a degree-11 fit on |r| <= 0.35.
//! - [`log_core`]: `ln x` as a double-double. `x = 2^k m`, `m` in
//!   [0.707, 1.414); a 128-entry table gives `inv ~ 1/m` with 8 bits (so
//!   `r = m inv - 1` is exact with fma) and `-ln(inv)` as a double-double;
//!   `ln(1 + r) = r - r^2/2 + r^3 P(r)`, |r| <= 0.0057.
//!
//! `pow` is `exp_core(y * log_core(|x|))` with the product kept as a
//! double-double, so large results keep their accuracy.

use super::emit::{Dd, Em, Table};

use super::tables as t;
use zyme_ir::{FloatCC, IntCC, Value};

/// `e^(hi + lo)` as `(k, s, t)` with `e^(hi+lo) ~ 2^k (s + t)`, `s + t`
/// in [0.7, 1.42]. Arguments beyond the range of results are clamped so
/// that the result over- or underflows; NaN stays NaN.
pub fn exp_core(e: &mut Em, hi: Value, lo: Value) -> (Value, Value, Value) {
    let ahi = e.abs(hi);
    let in_range = e.fcmpc(FloatCC::Olt, ahi, 746.0);
    let zero = e.c(0.0);
    let lo = e.sel(in_range, lo, zero);
    let big = e.fcmpc(FloatCC::Ogt, hi, 710.0);
    let h = e.selc(big, 710.0, hi);
    let small = e.fcmpc(FloatCC::Olt, h, -746.0);
    let h = e.selc(small, -746.0, h);

    let hk = e.mulc(h, t::INV_LN2);
    let kf = e.math1(zyme_ir::MathOp::Rint, hk);
    let nk = e.neg(kf);
    // Exact: |k| < 2^11 and h - k ln2_hi is a multiple of 2^-54 below 1/2.
    let ln2_hi = e.c(t::LN2_D_HI);
    let r1 = e.fma(nk, ln2_hi, h);
    let tail = e.mulc(nk, t::LN2_D_LO);
    let r = e.two_sum(r1, tail);
    let rlo = e.add(r.lo, lo);
    let rhi = r.hi;

    let p = e.poly(rhi, &t::EXP_P);
    let z = e.mul(rhi, rhi);
    let q = e.mul(z, p);
    let one = e.c(1.0);
    let s = e.fast_two_sum(one, rhi);
    // e^(rhi + rlo) ~ e^rhi (1 + rlo): rlo times e^rhi (to f64).
    let sq = e.add(s.lo, q);
    let er = e.add(s.hi, sq);
    let corr = e.mul(rlo, er);
    let qc = e.add(q, corr);
    let tail = e.add(s.lo, qc);
    let k = e.fptosi(kf);
    (k, s.hi, tail)
}

/// `e^(hi + lo)` rounded.
pub fn exp_dd(e: &mut Em, hi: Value, lo: Value) -> Value {
    let (k, s, tail) = exp_core(e, hi, lo);
    let y = e.add(s, tail);
    e.ldexp(y, k)
}

pub fn exp(e: &mut Em, x: Value) -> Value {
    let zero = e.c(0.0);
    exp_dd(e, x, zero)
}

/// `e^(x c)` for a double-double constant `c` (`exp2`, `exp10`).
fn exp_scaled(e: &mut Em, x: Value, chi: f64, clo: f64) -> Value {
    // Not renormalised: past the range the product is inf and its low
    // part NaN, which `exp_core` drops.
    let kh = e.c(chi);
    let p = e.two_prod(x, kh);
    let xl = e.mulc(x, clo);
    let lo = e.add(p.lo, xl);
    exp_dd(e, p.hi, lo)
}

pub fn exp2(e: &mut Em, x: Value) -> Value {
    exp_scaled(e, x, t::LN2_D_HI, t::LN2_D_LO)
}

pub fn exp10(e: &mut Em, x: Value) -> Value {
    exp_scaled(e, x, t::LN10_HI, t::LN10_LO)
}

/// `e^x - 1` as a double-double.
pub fn expm1_dd(e: &mut Em, x: Value) -> Dd {
    let zero = e.c(0.0);
    let (k, s, tail) = exp_core(e, x, zero);
    expm1_from(e, k, s, tail)
}

/// `2^k (s + tail) - 1` as a double-double.
fn expm1_from(e: &mut Em, k: Value, s: Value, tail: Value) -> Dd {
    let a = e.ldexp(s, k);
    let b = e.ldexp(tail, k);
    let m1 = e.c(-1.0);
    let u = e.two_sum(a, m1);
    let lo = e.add(u.lo, b);
    e.fast_two_sum(u.hi, lo)
}

pub fn expm1(e: &mut Em, x: Value) -> Value {
    let zero = e.c(0.0);
    let (k, s, tail) = exp_core(e, x, zero);
    let d = expm1_from(e, k, s, tail);
    let y = e.add(d.hi, d.lo);
    // Past 709 the 1 is below half an ulp: e^x itself, which may overflow.
    let big = e.fcmpc(FloatCC::Ogt, x, 709.0);
    let ex = e.add(s, tail);
    let ex = e.ldexp(ex, k);
    let y = e.sel(big, ex, y);
    // Tiny arguments (and ±0) are their own result.
    let ax = e.abs(x);
    let tiny = e.fcmpc(FloatCC::Olt, ax, 2f64.powi(-54));
    e.sel(tiny, x, y)
}

/// `ln x` for a positive finite `x` (subnormals included) as a
/// double-double with about 2^-100 relative error; anything else gives a
/// meaningless finite value for the caller to override.
pub fn log_core(e: &mut Em, x: Value) -> Dd {
    let sub = e.fcmpc(FloatCC::Olt, x, f64::MIN_POSITIVE);
    let scaled = e.mulc(x, 2f64.powi(54));
    let xs = e.sel(sub, scaled, x);
    let m54 = e.i(-54);
    let z = e.i(0);
    let kadj = e.sel(sub, m54, z);

    let ix = e.bits(xs);
    let off = e.i(0x3fe6_a000_0000_0000);
    let tmp = e.b.isub(ix, off);
    let ti = e.lshr(tmp, 45);
    let i = e.iand(ti, 127);
    let ke = e.ashr(tmp, 52);
    let k = e.b.iadd(ke, kadj);
    let top = e.iand(tmp, 0xfff << 52);
    let iz = e.b.isub(ix, top);
    let m = e.float_of_bits(iz);

    let three = e.i(3);
    let i3 = e.b.imul(i, three);
    let inv = e.load(Table::Log, i3, 0);
    let thi = e.load(Table::Log, i3, 1);
    let tlo = e.load(Table::Log, i3, 2);
    let m1 = e.c(-1.0);
    let r = e.fma(m, inv, m1);

    let kf = e.sitofp(k);
    let kln2hi = e.mulc(kf, t::LN2_HI);
    let kln2lo = e.mulc(kf, t::LN2_LO);
    // -r^2/2 exactly, as a double-double.
    let r2 = e.two_prod(r, r);
    let hr2 = e.mulc(r2.hi, -0.5);
    let hr2lo = e.mulc(r2.lo, -0.5);
    let p = e.poly(r, &t::LOG_P);
    let r3 = e.mul(r2.hi, r);
    let r3p = e.mul(r3, p);

    let s1 = e.two_sum(kln2hi, thi);
    let s2 = e.two_sum(s1.hi, r);
    let s3 = e.two_sum(s2.hi, hr2);
    let mut lo = e.add(r3p, hr2lo);
    for v in [kln2lo, tlo, s1.lo, s2.lo, s3.lo] {
        lo = e.add(lo, v);
    }
    e.fast_two_sum(s3.hi, lo)
}

/// The special cases every logarithm shares: `-inf` at ±0, NaN below 0,
/// `+inf` at `+inf`, NaN for NaN, exactly 0 at 1.
pub(super) fn log_specials(e: &mut Em, x: Value, y: Value) -> Value {
    let is_zero = e.fcmpc(FloatCC::Oeq, x, 0.0);
    let y = e.selc(is_zero, f64::NEG_INFINITY, y);
    let neg = e.fcmpc(FloatCC::Olt, x, 0.0);
    let y = e.selc(neg, f64::NAN, y);
    let inf = e.fcmpc(FloatCC::Oeq, x, f64::INFINITY);
    let y = e.selc(inf, f64::INFINITY, y);
    let one = e.fcmpc(FloatCC::Oeq, x, 1.0);
    let y = e.selc(one, 0.0, y);
    let nan = e.fcmp(FloatCC::Uno, x, x);
    let xx = e.add(x, x);
    e.sel(nan, xx, y)
}

pub fn log(e: &mut Em, x: Value) -> Value {
    let l = log_core(e, x);
    let y = e.add(l.hi, l.lo);
    log_specials(e, x, y)
}

fn log_scaled(e: &mut Em, x: Value, chi: f64, clo: f64) -> Value {
    let l = log_core(e, x);
    let s = e.dd_mul_const(l, chi, clo);
    let y = e.add(s.hi, s.lo);
    log_specials(e, x, y)
}

pub fn log2(e: &mut Em, x: Value) -> Value {
    log_scaled(e, x, t::LOG2E_HI, t::LOG2E_LO)
}

pub fn log10(e: &mut Em, x: Value) -> Value {
    log_scaled(e, x, t::LOG10E_HI, t::LOG10E_LO)
}

pub fn log1p(e: &mut Em, x: Value) -> Value {
    let one = e.c(1.0);
    let u = e.two_sum(one, x);
    let l = log_core(e, u.hi);
    // ln(u + c) ~ ln u + c / u.
    let cu = e.div(u.lo, u.hi);
    let lo = e.add(l.lo, cu);
    let y = e.add(l.hi, lo);
    // Specials on 1 + x, then tiny arguments (and ±0) are their own result.
    let is_m1 = e.fcmpc(FloatCC::Oeq, x, -1.0);
    let y = e.selc(is_m1, f64::NEG_INFINITY, y);
    let below = e.fcmpc(FloatCC::Olt, x, -1.0);
    let y = e.selc(below, f64::NAN, y);
    let inf = e.fcmpc(FloatCC::Oeq, x, f64::INFINITY);
    let y = e.selc(inf, f64::INFINITY, y);
    let nan = e.fcmp(FloatCC::Uno, x, x);
    let xx = e.add(x, x);
    let y = e.sel(nan, xx, y);
    let ax = e.abs(x);
    let tiny = e.fcmpc(FloatCC::Olt, ax, 2f64.powi(-54));
    e.sel(tiny, x, y)
}

/// `x^y`, with C99 Annex F's special cases.
pub fn pow(e: &mut Em, x: Value, y: Value) -> Value {
    let ax = e.abs(x);
    let l = log_core(e, ax);
    let p = e.two_prod(y, l.hi);
    let yl = e.mul(y, l.lo);
    let plo = e.add(p.lo, yl);
    let core = exp_dd(e, p.hi, plo);

    // Integer and odd-integer exponents (±inf counts as even).
    let yt = e.math1(zyme_ir::MathOp::Trunc, y);
    let yint = e.fcmp(FloatCC::Oeq, y, yt);
    let yh = e.mulc(y, 0.5);
    let yht = e.math1(zyme_ir::MathOp::Trunc, yh);
    let half_frac = e.fcmp(FloatCC::One, yh, yht);
    let yodd = e.and(yint, half_frac);

    // |x| = 0 or inf, or y = ±inf: the result is 0 or inf (or 1).
    let ay = e.abs(y);
    let yinf = e.fcmpc(FloatCC::Oeq, ay, f64::INFINITY);
    let xzero = e.fcmpc(FloatCC::Oeq, ax, 0.0);
    let xinf = e.fcmpc(FloatCC::Oeq, ax, f64::INFINITY);
    let gt1 = e.fcmpc(FloatCC::Ogt, ax, 1.0);
    let yneg = e.fcmpc(FloatCC::Olt, y, 0.0);
    let big = e.xor(gt1, yneg);
    let zero = e.c(0.0);
    let inf = e.c(f64::INFINITY);
    let edge = e.sel(big, inf, zero);
    let spec = e.or(yinf, xzero);
    let spec = e.or(spec, xinf);
    let mag = e.sel(spec, edge, core);
    let ax1 = e.fcmpc(FloatCC::Oeq, ax, 1.0);
    let mag = e.selc(ax1, 1.0, mag);

    // A negative x: odd integer exponents keep its sign (of -0 too),
    // other integers give +, non-integers NaN (for finite x).
    let xb = e.bits(x);
    let z64 = e.i(0);
    let xsign = e.icmp(IntCC::Slt, xb, z64);
    let flip = e.and(xsign, yodd);
    let nmag = e.neg(mag);
    let res = e.sel(flip, nmag, mag);
    let xneg = e.fcmpc(FloatCC::Olt, x, 0.0);
    let xfin = e.fcmpc(FloatCC::Olt, ax, f64::INFINITY);
    let nonint = e.not(yint);
    let bad = e.and(xneg, xfin);
    let bad = e.and(bad, nonint);
    let res = e.selc(bad, f64::NAN, res);

    let nan = e.fcmp(FloatCC::Uno, x, y);
    let xy = e.add(x, y);
    let res = e.sel(nan, xy, res);
    let y0 = e.fcmpc(FloatCC::Oeq, y, 0.0);
    let res = e.selc(y0, 1.0, res);
    let x1 = e.fcmpc(FloatCC::Oeq, x, 1.0);
    e.selc(x1, 1.0, res)
}
