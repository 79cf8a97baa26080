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

use super::emit::{Dd, Em};
use super::exp_log::{exp_core, exp_dd, expm1_dd};
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
