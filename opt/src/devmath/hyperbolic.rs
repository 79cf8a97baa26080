//! `tanh`, `sinh`, `cosh` (f64), from the double-double `expm1` and the
//! exponential kernel.
//!
//! - `tanh |x| = E / (E + 2)`, `E = expm1(2|x|)` (a double-double
//!   quotient); 1 from |x| >= 22, `x` below 2^-28.
//! - `sinh |x| = (E + E / (E + 1)) / 2`, `E = expm1(|x|)`, up to 22; then
//!   `e^(|x| - ln 2)` with `|x| - ln 2` a double-double, so the result
//!   overflows only where `sinh` does.
//! - `cosh |x| = Y/2 + 1/(2Y)`, `Y = e^|x|` as a double-double, up to 22;
//!   then as `sinh`.
//! - `asinh |x| = ln(|x| + sqrt(x^2 + 1))`, `acosh x = ln(x + sqrt(x^2 - 1))`
//!   with the argument of the logarithm a double-double (so that
//!   `ln(1 + small)` keeps its relative accuracy); `ln|x| + ln 2` past
//!   2^28. `atanh |x| = ln((1 + |x|) / (1 - |x|)) / 2`, the quotient a
//!   double-double.

use super::emit::{Dd, Em};
use super::exp_log::{exp_core, exp_dd, expm1_dd, log_core};
use super::tables as t;
use zyme_ir::{FloatCC, Value};

/// `e^(|x| - ln 2)`: `sinh` and `cosh` past 22.
fn half_exp(e: &mut Em, ax: Value) -> Value {
    let l = e.c(-t::LN2_D_HI);
    let d = e.two_sum(ax, l);
    let lo = e.addc(d.lo, -t::LN2_D_LO);
    exp_dd(e, d.hi, lo)
}

pub fn tanh(e: &mut Em, x: Value) -> Value {
    let ax = e.abs(x);
    let two_ax = e.add(ax, ax);
    let m = expm1_dd(e, two_ax);
    let two = e.c(2.0);
    let den = e.two_sum(m.hi, two);
    let dlo = e.add(den.lo, m.lo);
    let den = e.fast_two_sum(den.hi, dlo);
    let q = e.dd_div(m, den);
    let y = e.add(q.hi, q.lo);
    let big = e.fcmpc(FloatCC::Oge, ax, 22.0);
    let y = e.selc(big, 1.0, y);
    let y = e.copysign(y, x);
    let tiny = e.fcmpc(FloatCC::Olt, ax, 2f64.powi(-28));
    // NaN: x itself (the compares above are false, so `y` is NaN anyway).
    e.sel(tiny, x, y)
}

pub fn sinh(e: &mut Em, x: Value) -> Value {
    let ax = e.abs(x);
    let m = expm1_dd(e, ax);
    let one = e.c(1.0);
    let den = e.two_sum(m.hi, one);
    let dlo = e.add(den.lo, m.lo);
    let den = e.fast_two_sum(den.hi, dlo);
    let q = e.dd_div(m, den);
    let s = e.two_sum(m.hi, q.hi);
    let lo = e.add(m.lo, q.lo);
    let lo = e.add(s.lo, lo);
    let sum = e.add(s.hi, lo);
    let small = e.mulc(sum, 0.5);
    let large = half_exp(e, ax);
    let is_large = e.fcmpc(FloatCC::Ogt, ax, 22.0);
    let y = e.sel(is_large, large, small);
    let y = e.copysign(y, x);
    let tiny = e.fcmpc(FloatCC::Olt, ax, 2f64.powi(-28));
    e.sel(tiny, x, y)
}

pub fn cosh(e: &mut Em, x: Value) -> Value {
    let ax = e.abs(x);
    let zero = e.c(0.0);
    let (k, s, tail) = exp_core(e, ax, zero);
    let yh = e.ldexp(s, k);
    let yl = e.ldexp(tail, k);
    let yd = e.fast_two_sum(yh, yl);
    let one = e.c(1.0);
    let one_d = Dd { hi: one, lo: zero };
    let inv = e.dd_div(one_d, yd);
    let s = e.two_sum(yd.hi, inv.hi);
    let lo = e.add(yd.lo, inv.lo);
    let lo = e.add(s.lo, lo);
    let sum = e.add(s.hi, lo);
    let small = e.mulc(sum, 0.5);
    let large = half_exp(e, ax);
    let is_large = e.fcmpc(FloatCC::Ogt, ax, 22.0);
    // NaN: the compare is false and `small` is NaN.
    e.sel(is_large, large, small)
}

/// `ln(v.hi + v.lo)` for a positive double-double, rounded.
fn log_of(e: &mut Em, v: Dd) -> Value {
    let l = log_core(e, v.hi);
    let c = e.div(v.lo, v.hi);
    let lo = e.add(l.lo, c);
    e.add(l.hi, lo)
}

/// `sqrt(v.hi + v.lo)` as a double-double (one Newton correction).
fn sqrt_dd(e: &mut Em, v: Dd) -> Dd {
    let r = e.math1(zyme_ir::MathOp::Sqrt, v.hi);
    let nr = e.neg(r);
    let rem = e.fma(nr, r, v.hi);
    let rem = e.add(rem, v.lo);
    let r2 = e.add(r, r);
    let corr = e.div(rem, r2);
    let pos = e.fcmpc(FloatCC::Ogt, r, 0.0);
    let zero = e.c(0.0);
    let corr = e.sel(pos, corr, zero);
    e.fast_two_sum(r, corr)
}

/// `ln|x| + ln 2`: `asinh` and `acosh` past 2^28.
fn log_twice(e: &mut Em, ax: Value) -> Value {
    let l = log_core(e, ax);
    let ln2 = e.c(t::LN2_D_HI);
    let h = e.two_sum(l.hi, ln2);
    let lo = e.addc(l.lo, t::LN2_D_LO);
    let lo = e.add(h.lo, lo);
    e.add(h.hi, lo)
}

/// `x^2 + k` as a double-double, for `k` = ±1.
fn square_plus(e: &mut Em, x: Value, k: f64) -> Dd {
    let sq = e.two_prod(x, x);
    let kc = e.c(k);
    let s = e.two_sum(sq.hi, kc);
    let lo = e.add(s.lo, sq.lo);
    e.fast_two_sum(s.hi, lo)
}

pub fn asinh(e: &mut Em, x: Value) -> Value {
    let ax = e.abs(x);
    let q = square_plus(e, ax, 1.0);
    let w = sqrt_dd(e, q);
    let v = e.two_sum(ax, w.hi);
    let vl = e.add(v.lo, w.lo);
    let v = e.fast_two_sum(v.hi, vl);
    let y = log_of(e, v);
    let big = e.fcmpc(FloatCC::Ogt, ax, 2f64.powi(28));
    let yb = log_twice(e, ax);
    let y = e.sel(big, yb, y);
    let y = e.copysign(y, x);
    // Tiny: x itself (±0 included); ±inf and NaN: x.
    let tiny = e.fcmpc(FloatCC::Olt, ax, 2f64.powi(-28));
    let fin = e.fcmpc(FloatCC::Olt, ax, f64::INFINITY);
    let ordinary = e.not(tiny);
    let ordinary = e.and(ordinary, fin);
    let xx = e.add(x, x);
    let s = e.sel(tiny, x, xx);
    e.sel(ordinary, y, s)
}

pub fn acosh(e: &mut Em, x: Value) -> Value {
    let q = square_plus(e, x, -1.0);
    let w = sqrt_dd(e, q);
    let v = e.two_sum(x, w.hi);
    let vl = e.add(v.lo, w.lo);
    let v = e.fast_two_sum(v.hi, vl);
    let y = log_of(e, v);
    let big = e.fcmpc(FloatCC::Ogt, x, 2f64.powi(28));
    let yb = log_twice(e, x);
    let y = e.sel(big, yb, y);
    let below = e.fcmpc(FloatCC::Olt, x, 1.0);
    let y = e.selc(below, f64::NAN, y);
    let inf = e.fcmpc(FloatCC::Oeq, x, f64::INFINITY);
    let y = e.selc(inf, f64::INFINITY, y);
    let nan = e.fcmp(FloatCC::Uno, x, x);
    let xx = e.add(x, x);
    e.sel(nan, xx, y)
}

pub fn atanh(e: &mut Em, x: Value) -> Value {
    let ax = e.abs(x);
    let one = e.c(1.0);
    let num = e.two_sum(one, ax);
    let nax = e.neg(ax);
    let den = e.two_sum(one, nax);
    let q = e.dd_div(num, den);
    let l = log_of(e, q);
    let y = e.mulc(l, 0.5);
    let y = e.copysign(y, x);
    let is1 = e.fcmpc(FloatCC::Oeq, ax, 1.0);
    let inf = e.c(f64::INFINITY);
    let inf = e.copysign(inf, x);
    let y = e.sel(is1, inf, y);
    let above = e.fcmpc(FloatCC::Ogt, ax, 1.0);
    let y = e.selc(above, f64::NAN, y);
    let nan = e.fcmp(FloatCC::Uno, x, x);
    let xx = e.add(x, x);
    let y = e.sel(nan, xx, y);
    let tiny = e.fcmpc(FloatCC::Olt, ax, 2f64.powi(-28));
    e.sel(tiny, x, y)
}
