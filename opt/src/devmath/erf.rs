//! `erf` and `erfc` (f64).
//!
//! - |x| < 27/32: `erf x = x + x R(x^2)` (degree-15 fit); `erfc` is
//!   `1 - erf` with `erf` kept as a double-double.
//! - above: `erfc a = e^(-a^2) G(a)`, `G(a) = erfc(a) e^(a^2)` fitted by
//!   degree-19 polynomials in `a - centre` on eleven intervals up to 28
//!   (rows of a table), `a^2` an exact double-double fed to the `exp`
//!   kernel, whose `2^k (s + t)` form is multiplied by `G` before the one
//!   scaling (so subnormal results round once). `erf a = 1 - erfc a`,
//!   1 from 6; negative arguments by symmetry (`erfc(-a) = 2 - erfc a`).

use super::emit::{Em, Table};
use super::exp_log::exp_core;
use super::tables as t;
use zyme_ir::{FloatCC, Value};

const NEAR: f64 = 27.0 / 32.0;

/// `erfc a` for `a` in [27/32, 28].
fn erfc_far(e: &mut Em, a: Value) -> Value {
    let mut j = e.i(0);
    for &b in &t::ERFC_BOUNDS[1..t::ERFC_BOUNDS.len() - 1] {
        let ge = e.fcmpc(FloatCC::Oge, a, b);
        let j1 = e.iaddc(j, 1);
        j = e.sel(ge, j1, j);
    }
    // A row: centre, c0 as a double-double, c1 .. c_DEG.
    let row_len = t::ERFC_DEG as i64 + 3;
    let rl = e.i(row_len);
    let row = e.b.imul(j, rl);
    let centre = e.load(Table::Erfc, row, 0);
    let v = e.sub(a, centre);
    let mut rest = e.load(Table::Erfc, row, row_len - 1);
    for i in (3..row_len - 1).rev() {
        let c = e.load(Table::Erfc, row, i);
        rest = e.fma(rest, v, c);
    }
    // G = c0 + v rest as a double-double.
    let c0h = e.load(Table::Erfc, row, 1);
    let c0l = e.load(Table::Erfc, row, 2);
    let pr = e.two_prod(v, rest);
    let sm = e.two_sum(c0h, pr.hi);
    let gl = e.add(pr.lo, c0l);
    let gl = e.add(sm.lo, gl);
    let gh = sm.hi;

    let a2 = e.two_prod(a, a);
    let nh = e.neg(a2.hi);
    let nl = e.neg(a2.lo);
    let (k, s, tail) = exp_core(e, nh, nl);
    let p = e.two_prod(s, gh);
    let sgl = e.mul(s, gl);
    let tg = e.mul(tail, gh);
    let lo = e.add(sgl, tg);
    let lo = e.add(p.lo, lo);
    let y = e.add(p.hi, lo);
    e.ldexp(y, k)
}

/// `|x|` capped at 28 (NaN stays NaN).
fn capped(e: &mut Em, a: Value) -> Value {
    let over = e.fcmpc(FloatCC::Ogt, a, 28.0);
    e.selc(over, 28.0, a)
}

pub fn erf(e: &mut Em, x: Value) -> Value {
    let a = e.abs(x);
    let z = e.mul(x, x);
    let r = e.poly(z, &t::ERF_R);
    let near = e.fma(x, r, x);
    let ac = capped(e, a);
    let ec = erfc_far(e, ac);
    let one = e.c(1.0);
    let far = e.sub(one, ec);
    let six = e.fcmpc(FloatCC::Oge, a, 6.0);
    let far = e.selc(six, 1.0, far);
    let far = e.copysign(far, x);
    let is_near = e.fcmpc(FloatCC::Olt, a, NEAR);
    let y = e.sel(is_near, near, far);
    let nan = e.fcmp(FloatCC::Uno, x, x);
    let xx = e.add(x, x);
    e.sel(nan, xx, y)
}

pub fn erfc(e: &mut Em, x: Value) -> Value {
    let a = e.abs(x);
    let z = e.mul(x, x);
    let r = e.poly(z, &t::ERF_R);
    let xr = e.mul(x, r);
    let en = e.fast_two_sum(x, xr);
    let one = e.c(1.0);
    let neh = e.neg(en.hi);
    let d = e.two_sum(one, neh);
    let lo = e.sub(d.lo, en.lo);
    let near = e.add(d.hi, lo);
    let ac = capped(e, a);
    let ec = erfc_far(e, ac);
    let two = e.c(2.0);
    let neg_far = e.sub(two, ec);
    let xneg = e.fcmpc(FloatCC::Olt, x, 0.0);
    let far = e.sel(xneg, neg_far, ec);
    let is_near = e.fcmpc(FloatCC::Olt, a, NEAR);
    let y = e.sel(is_near, near, far);
    let nan = e.fcmp(FloatCC::Uno, x, x);
    let xx = e.add(x, x);
    e.sel(nan, xx, y)
}
