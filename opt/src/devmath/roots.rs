//! `hypot` and `cbrt` (f64).
//!
//! - `hypot`: the larger magnitude is scaled by 2^∓600 when it is beyond
//!   2^±500, `a^2 + b^2` is summed as a double-double from exact squares,
//!   and its square root corrected by one Newton step; inf wins over NaN.
//! - `cbrt |x| = e^(ln|x| / 3)` with the logarithm, the division and the
//!   exponential all in double-double (exact cubes come out exact).

use super::emit::Em;
use super::exp_log::{exp_dd, log_core};
use super::tables as t;
use zyme_ir::{FloatCC, MathOp, Value};

pub fn hypot(e: &mut Em, x: Value, y: Value) -> Value {
    let ax = e.abs(x);
    let ay = e.abs(y);
    let xbig = e.fcmp(FloatCC::Ogt, ax, ay);
    let a = e.sel(xbig, ax, ay);
    let b = e.sel(xbig, ay, ax);
    let huge = e.fcmpc(FloatCC::Ogt, a, 2f64.powi(500));
    let tiny = e.fcmpc(FloatCC::Olt, a, 2f64.powi(-500));
    let one = e.c(1.0);
    let sc = e.selc(huge, 2f64.powi(-600), one);
    let sc = e.selc(tiny, 2f64.powi(600), sc);
    let unsc = e.selc(huge, 2f64.powi(600), one);
    let unsc = e.selc(tiny, 2f64.powi(-600), unsc);
    let a = e.mul(a, sc);
    let b = e.mul(b, sc);
    let a2 = e.two_prod(a, a);
    let b2 = e.two_prod(b, b);
    let s = e.two_sum(a2.hi, b2.hi);
    let lo = e.add(a2.lo, b2.lo);
    let lo = e.add(s.lo, lo);
    let r = e.math1(MathOp::Sqrt, s.hi);
    let nr = e.neg(r);
    let rem = e.fma(nr, r, s.hi);
    let rem = e.add(rem, lo);
    let r2 = e.add(r, r);
    let corr = e.div(rem, r2);
    let pos = e.fcmpc(FloatCC::Ogt, r, 0.0);
    let zero = e.c(0.0);
    let corr = e.sel(pos, corr, zero);
    let h = e.add(r, corr);
    let h = e.mul(h, unsc);
    let nan = e.fcmp(FloatCC::Uno, x, y);
    let xy = e.add(x, y);
    let h = e.sel(nan, xy, h);
    let xi = e.fcmpc(FloatCC::Oeq, ax, f64::INFINITY);
    let yi = e.fcmpc(FloatCC::Oeq, ay, f64::INFINITY);
    let inf = e.or(xi, yi);
    e.selc(inf, f64::INFINITY, h)
}

pub fn cbrt(e: &mut Em, x: Value) -> Value {
    let ax = e.abs(x);
    let l = log_core(e, ax);
    let p = e.dd_mul_const(l, t::THIRD_HI, t::THIRD_LO);
    let y = exp_dd(e, p.hi, p.lo);
    let y = e.copysign(y, x);
    // ±0, ±inf and NaN are their own cube roots.
    let fin = e.fcmpc(FloatCC::Olt, ax, f64::INFINITY);
    let nz = e.fcmpc(FloatCC::One, ax, 0.0);
    let ordinary = e.and(fin, nz);
    let xx = e.add(x, x);
    let special = e.fcmpc(FloatCC::Oeq, ax, 0.0);
    let s = e.sel(special, x, xx);
    e.sel(ordinary, y, s)
}
