//! `atan`, `atan2`, `asin`, `acos` (f64).
//!
//! - `atan a` (a >= 0, a double-double): `atan a = atan c + atan t`,
//!   `t = (a - c) / (1 + a c)` with `c` in {0, 1/2, 1, 3/2} by interval
//!   (`a - c` is exact there, `t` a double-double quotient), and
//!   `atan a = pi/2 + atan(-1/a)` past 39/16; then
//!   `atan t = t + t z A(z)`, |t| <= 7/16, a degree-16 fit.
//! - `atan2` divides as a double-double and places the angle in its
//!   quadrant with pi as a double-double.
//! - `asin x = x + x z P(x^2)` up to 1/2; beyond,
//!   `asin x = pi/2 - 2 asin s`, `s = sqrt((1 - x)/2)` with its rounding
//!   error kept. `acos` from the same two pieces.

use super::emit::{Dd, Em};
use super::tables as t;
use zyme_ir::{FloatCC, IntCC, Value};

/// `atan(a + alo)` for `a >= 0` (inf included) as a double-double.
fn atan_core(e: &mut Em, a: Value, alo: Value) -> Dd {
    // (from, c, atan c hi, atan c lo), from the bottom interval up: the
    // last that applies wins (below 7/16, c = 0).
    let regions = [
        (7.0 / 16.0, 0.5, t::ATAN_HALF_HI, t::ATAN_HALF_LO),
        (11.0 / 16.0, 1.0, t::ATAN_ONE_HI, t::ATAN_ONE_LO),
        (
            19.0 / 16.0,
            1.5,
            t::ATAN_THREE_HALVES_HI,
            t::ATAN_THREE_HALVES_LO,
        ),
    ];
    let mut c = e.c(0.0);
    let mut bh = e.c(0.0);
    let mut bl = e.c(0.0);
    for (from, cv, hi, lo) in regions {
        let here = e.fcmpc(FloatCC::Oge, a, from);
        c = e.selc(here, cv, c);
        bh = e.selc(here, hi, bh);
        bl = e.selc(here, lo, bl);
    }
    // t = (a - c) / (1 + a c), both parts as double-doubles.
    let num = e.sub(a, c);
    let ac = e.two_prod(a, c);
    let one = e.c(1.0);
    let den = e.two_sum(one, ac.hi);
    let alc = e.mul(alo, c);
    let dlo = e.add(den.lo, ac.lo);
    let dlo = e.add(dlo, alc);
    let den = e.fast_two_sum(den.hi, dlo);
    let tq = e.dd_div(Dd { hi: num, lo: alo }, den);

    // Past 39/16: pi/2 + atan(-1/a).
    let far = e.fcmpc(FloatCC::Oge, a, 39.0 / 16.0);
    let m1 = e.c(-1.0);
    let zero = e.c(0.0);
    let inv = e.dd_div(Dd { hi: m1, lo: zero }, Dd { hi: a, lo: alo });
    let inf = e.fcmpc(FloatCC::Oeq, a, f64::INFINITY);
    let ih = e.sel(inf, zero, inv.hi);
    let il = e.sel(inf, zero, inv.lo);
    let th = e.sel(far, ih, tq.hi);
    let tl = e.sel(far, il, tq.lo);
    let bh = e.selc(far, t::PIO2_HI, bh);
    let bl = e.selc(far, t::PIO2_LO, bl);

    let z = e.mul(th, th);
    let p = e.poly(z, &t::ATAN_A);
    let tz = e.mul(th, z);
    let poly = e.fma(tz, p, tl);
    let s = e.two_sum(bh, th);
    let lo = e.add(poly, bl);
    let lo = e.add(s.lo, lo);
    e.fast_two_sum(s.hi, lo)
}

pub fn atan(e: &mut Em, x: Value) -> Value {
    let ax = e.abs(x);
    let zero = e.c(0.0);
    let r = atan_core(e, ax, zero);
    let y = e.add(r.hi, r.lo);
    let y = e.copysign(y, x);
    let tiny = e.fcmpc(FloatCC::Olt, ax, 2f64.powi(-27));
    e.sel(tiny, x, y)
}

pub fn atan2(e: &mut Em, y: Value, x: Value) -> Value {
    let ax = e.abs(x);
    let ay = e.abs(y);
    let q = e.div(ay, ax);
    let nq = e.neg(q);
    let rem = e.fma(nq, ax, ay);
    let qlo = e.div(rem, ax);
    // The low part only where the quotient is an ordinary number.
    let ok = e.fcmpc(FloatCC::Olt, q, 2f64.powi(1000));
    let ok2 = e.fcmpc(FloatCC::Ogt, q, 2f64.powi(-900));
    let ok = e.and(ok, ok2);
    let zero = e.c(0.0);
    let qlo = e.sel(ok, qlo, zero);
    let a = atan_core(e, q, qlo);

    let xz = e.fcmpc(FloatCC::Oeq, ax, 0.0);
    let yz = e.fcmpc(FloatCC::Oeq, ay, 0.0);
    let both0 = e.and(xz, yz);
    let xi = e.fcmpc(FloatCC::Oeq, ax, f64::INFINITY);
    let yi = e.fcmpc(FloatCC::Oeq, ay, f64::INFINITY);
    let both_inf = e.and(xi, yi);
    let ah = e.selc(both0, 0.0, a.hi);
    let al = e.selc(both0, 0.0, a.lo);
    let ah = e.selc(both_inf, t::PIO4_HI, ah);
    let al = e.selc(both_inf, t::PIO4_LO, al);

    // x negative (-0 included): pi - angle.
    let xb = e.bits(x);
    let z64 = e.i(0);
    let xneg = e.icmp(IntCC::Slt, xb, z64);
    let pi = e.c(t::PI_HI);
    let nah = e.neg(ah);
    let s = e.two_sum(pi, nah);
    let pl = e.c(t::PI_LO);
    let lo = e.sub(pl, al);
    let lo = e.add(s.lo, lo);
    let back = e.add(s.hi, lo);
    let fwd = e.add(ah, al);
    let r = e.sel(xneg, back, fwd);
    let r = e.copysign(r, y);
    let nan = e.fcmp(FloatCC::Uno, x, y);
    let xy = e.add(x, y);
    e.sel(nan, xy, r)
}

/// The pieces of `asin` and `acos` for |x| in (1/2, 1]: `s` and the
/// double-double `(s, u)` with `asin s ~ s + u`, `s = sqrt((1 - |x|)/2)`.
fn asin_far(e: &mut Em, ax: Value) -> (Value, Value) {
    let one = e.c(1.0);
    let d = e.sub(one, ax); // exact for |x| >= 1/2
    let w = e.mulc(d, 0.5);
    let s = e.math1(zyme_ir::MathOp::Sqrt, w);
    let ns = e.neg(s);
    let rem = e.fma(ns, s, w);
    let s2 = e.add(s, s);
    let slo = e.div(rem, s2);
    let pos = e.fcmpc(FloatCC::Ogt, s, 0.0);
    let zero = e.c(0.0);
    let slo = e.sel(pos, slo, zero);
    let p = e.poly(w, &t::ASIN_P);
    let sw = e.mul(s, w);
    let u = e.fma(sw, p, slo);
    (s, u)
}

/// `asin x` for |x| <= 1/2 as `(x, tail)`.
fn asin_near(e: &mut Em, x: Value) -> (Value, Value) {
    let z = e.mul(x, x);
    let p = e.poly(z, &t::ASIN_P);
    let xz = e.mul(x, z);
    let tail = e.mul(xz, p);
    (x, tail)
}

/// `hi_const + lo_const - 2 (s + u)`, rounded.
fn minus_twice(e: &mut Em, hi: f64, lo: f64, s: Value, u: Value) -> Value {
    let h = e.c(hi);
    let m2s = e.mulc(s, -2.0);
    let d = e.two_sum(h, m2s);
    let m2u = e.mulc(u, -2.0);
    let l = e.addc(m2u, lo);
    let l = e.add(d.lo, l);
    e.add(d.hi, l)
}

pub fn asin(e: &mut Em, x: Value) -> Value {
    let ax = e.abs(x);
    let (n, tail) = asin_near(e, ax);
    let near = e.add(n, tail);
    let (s, u) = asin_far(e, ax);
    let far = minus_twice(e, t::PIO2_HI, t::PIO2_LO, s, u);
    let is_near = e.fcmpc(FloatCC::Ole, ax, 0.5);
    let y = e.sel(is_near, near, far);
    // NaN and |x| > 1: `far` is NaN (square root of a negative).
    e.copysign(y, x)
}

pub fn acos(e: &mut Em, x: Value) -> Value {
    let ax = e.abs(x);
    // |x| <= 1/2: pi/2 - asin x.
    let (n, tail) = asin_near(e, x);
    let near = {
        let h = e.c(t::PIO2_HI);
        let nn = e.neg(n);
        let d = e.two_sum(h, nn);
        let l = e.c(t::PIO2_LO);
        let l = e.sub(l, tail);
        let l = e.add(d.lo, l);
        e.add(d.hi, l)
    };
    let (s, u) = asin_far(e, ax);
    // x > 1/2: 2 asin s; x < -1/2: pi - 2 asin s.
    let su = e.add(s, u);
    let pos = e.add(su, su);
    let neg = minus_twice(e, t::PI_HI, t::PI_LO, s, u);
    let xneg = e.fcmpc(FloatCC::Olt, x, 0.0);
    let far = e.sel(xneg, neg, pos);
    let is_near = e.fcmpc(FloatCC::Ole, ax, 0.5);
    e.sel(is_near, near, far)
}
