//! `tgamma` (f64), in the logarithmic domain with double-doubles:
//!
//! - `z >= 12`: Stirling, `ln G(z) = (z - 1/2) ln z - z + ln(2 pi)/2 + S`,
//!   `S = Q(1/z^2) / z` a degree-7 fit, every term a double-double.
//! - `0 < z < 12`: `G(z) = G(z + n) / (z (z+1) ... (z+n-1))` with `z + n`
//!   in [12, 13); the product is a double-double (twelve factors, the
//!   unused ones 1), subtracted as its logarithm.
//! - `x < 0`: reflection, `G(x) = pi / (sin(pi x) (-x) G(-x))`, `sin(pi x)`
//!   after an exact reduction of `x` modulo 2.
//!
//! The sum is exponentiated once by the `exp` kernel, so the result
//! overflows and underflows where `tgamma` does.

use super::emit::{Dd, Em};
use super::exp_log::{exp_dd, log_core};
use super::tables as t;
use super::trig::{kernels, quadrant};
use zyme_ir::{FloatCC, MathOp, Value};

/// `ln(v.hi + v.lo)` as a double-double, for a positive `v`.
fn ln_dd(e: &mut Em, v: Dd) -> Dd {
    let l = log_core(e, v.hi);
    let c = e.div(v.lo, v.hi);
    let lo = e.add(l.lo, c);
    e.fast_two_sum(l.hi, lo)
}

/// `a - b` for double-doubles.
fn dd_sub(e: &mut Em, a: Dd, b: Dd) -> Dd {
    let nb = e.neg(b.hi);
    let s = e.two_sum(a.hi, nb);
    let lo = e.sub(a.lo, b.lo);
    let lo = e.add(s.lo, lo);
    e.fast_two_sum(s.hi, lo)
}

/// `a * b` for double-doubles.
fn dd_mul(e: &mut Em, a: Dd, b: Dd) -> Dd {
    let p = e.two_prod(a.hi, b.hi);
    let x = e.mul(a.hi, b.lo);
    let y = e.mul(a.lo, b.hi);
    let xy = e.add(x, y);
    let lo = e.add(p.lo, xy);
    e.fast_two_sum(p.hi, lo)
}

/// `ln G(z)` for `z > 0` as a double-double.
fn ln_gamma_pos(e: &mut Em, z: Value) -> Dd {
    // Factors z + i for i < 12 - z; y = z + n.
    let one = e.c(1.0);
    let zero = e.c(0.0);
    let mut p = Dd { hi: one, lo: zero };
    let mut n = e.c(0.0);
    for i in 0..12 {
        let ic = e.c(f64::from(i));
        let f = e.two_sum(z, ic);
        let use_it = e.fcmpc(FloatCC::Olt, f.hi, 12.0);
        let fh = e.sel(use_it, f.hi, one);
        let fl = e.sel(use_it, f.lo, zero);
        p = dd_mul(e, p, Dd { hi: fh, lo: fl });
        let n1 = e.addc(n, 1.0);
        n = e.sel(use_it, n1, n);
    }
    let y = e.two_sum(z, n);

    // Stirling at y.
    let ly = ln_dd(e, y);
    let half = e.c(-0.5);
    let a = e.two_sum(y.hi, half);
    let alo = e.add(a.lo, y.lo);
    let a = e.fast_two_sum(a.hi, alo);
    let m = dd_mul(e, a, ly);
    let m = dd_sub(e, m, y);
    let inv = e.div(one, y.hi);
    let u = e.mul(inv, inv);
    let q = e.poly(u, &t::STIRLING_Q);
    let s = e.mul(q, inv);
    let c = e.c(t::LN_SQRT_2PI_HI);
    let cs = e.two_sum(m.hi, c);
    let lo = e.addc(s, t::LN_SQRT_2PI_LO);
    let lo = e.add(lo, m.lo);
    let lo = e.add(cs.lo, lo);
    let l = e.fast_two_sum(cs.hi, lo);

    let lp = ln_dd(e, p);
    dd_sub(e, l, lp)
}

/// `sin(pi x)` for finite `x`.
fn sin_pi(e: &mut Em, x: Value) -> Value {
    let h = e.mulc(x, 0.5);
    let k = e.math1(MathOp::Rint, h);
    let k2 = e.add(k, k);
    let r = e.sub(x, k2); // exact, in [-1, 1]
    let r2 = e.add(r, r);
    let q = e.math1(MathOp::Rint, r2);
    let qh = e.mulc(q, 0.5);
    let f = e.sub(r, qh); // exact, in [-1/4, 1/4]
    let pi = e.c(t::PI_HI);
    let p = e.two_prod(f, pi);
    let fl = e.mulc(f, t::PI_LO);
    let lo = e.add(p.lo, fl);
    let pf = e.fast_two_sum(p.hi, lo);
    let (s, c) = kernels(e, pf);
    let qi = e.fptosi(q);
    let qi = e.iand(qi, 3);
    quadrant(e, qi, s, c)
}

pub fn tgamma(e: &mut Em, x: Value) -> Value {
    let xneg = e.fcmpc(FloatCC::Olt, x, 0.0);
    let nx = e.neg(x);
    let z = e.sel(xneg, nx, x);
    let l = ln_gamma_pos(e, z);
    let pos = exp_dd(e, l.hi, l.lo);

    // x < 0: pi / (sin(pi x) (-x) G(-x)) (1 - x would round).
    let s = sin_pi(e, x);
    let abs_s = e.abs(s);
    let ls = log_core(e, abs_s);
    let lz = log_core(e, z);
    let lpi = Dd {
        hi: e.c(t::LN_PI_HI),
        lo: e.c(t::LN_PI_LO),
    };
    let d = dd_sub(e, lpi, l);
    let d = dd_sub(e, d, ls);
    let d = dd_sub(e, d, lz);
    let neg = exp_dd(e, d.hi, d.lo);
    let neg = e.copysign(neg, s);
    let y = e.sel(xneg, neg, pos);

    // Specials: ±0 -> ±inf; negative integers and -inf -> NaN; +inf -> inf.
    let xt = e.math1(MathOp::Trunc, x);
    let int = e.fcmp(FloatCC::Oeq, x, xt);
    let neg_int = e.and(int, xneg);
    let y = e.selc(neg_int, f64::NAN, y);
    let zero = e.fcmpc(FloatCC::Oeq, x, 0.0);
    let inf = e.c(f64::INFINITY);
    let sinf = e.copysign(inf, x);
    let y = e.sel(zero, sinf, y);
    // Past 172 (inf included) G overflows; the double-doubles would not.
    let big = e.fcmpc(FloatCC::Ogt, x, 172.0);
    let y = e.selc(big, f64::INFINITY, y);
    let nan = e.fcmp(FloatCC::Uno, x, x);
    let xx = e.add(x, x);
    e.sel(nan, xx, y)
}
