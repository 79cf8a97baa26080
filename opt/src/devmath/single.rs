//! f32 kernels in single-precision arithmetic only, for the functions
//! where that is both fast and accurate; the other f32 functions round
//! the f64 function.
//!
//! - `expf`: Cody-Waite with ln 2 in two f32 pieces (the first step exact
//!   with fma), degree-5 fit of `(e^r - 1 - r)/r^2`, `1 + r` kept as a
//!   pair, `2^k` in two exact steps.
//! - `sinf`, `cosf`: below 2^16, Cody-Waite with pi/2 in three f32 pieces
//!   (double-single `r`), degree-3 fits in `r^2`; larger (and
//!   non-finite) arguments branch to the f64 function.
//! - `logf`: `x = 2^k m`, m in [0.707, 1.414); `f = m - 1`,
//!   `s = f/(2 + f)`, `ln(1 + f) = f - f^2/2 + s (f^2/2 + z Q(z))`
//!   (z = s^2, degree-3 fit), `k ln 2` with a 16-bit high part.

use super::emit::{Dd, Em};
use super::exp_log::log_specials;
use super::tables as t;
use super::trig::{kernels_with, quadrant};
use zyme_ir::{CastOp, FloatCC, FuncId, MathOp, Type, Value};

fn coeffs(c: &[f32]) -> Vec<f64> {
    c.iter().map(|&x| f64::from(x)).collect()
}

pub fn expf(e: &mut Em, x: Value) -> Value {
    let big = e.fcmpc(FloatCC::Ogt, x, 89.0);
    let h = e.selc(big, 89.0, x);
    let small = e.fcmpc(FloatCC::Olt, h, -104.0);
    let h = e.selc(small, -104.0, h);
    let hk = e.mulc(h, std::f64::consts::LOG2_E);
    let kf = e.math1(MathOp::Rint, hk);
    let nk = e.neg(kf);
    // Exact: |k| < 2^8 and h - k ln2_hi is a multiple of 2^-25 below 1/2.
    let l1 = e.c(f64::from(t::LN2F_D_HI));
    let r1 = e.fma(nk, l1, h);
    let l2 = e.c(f64::from(t::LN2F_D_LO));
    let r = e.fma(nk, l2, r1);
    let p = e.poly(r, &coeffs(&t::EXPF_P));
    let rr = e.mul(r, r);
    let q = e.mul(rr, p);
    let one = e.c(1.0);
    let s = e.fast_two_sum(one, r);
    let lo = e.add(s.lo, q);
    let y = e.add(s.hi, lo);
    let k = e.fptosi(kf);
    e.ldexp(y, k)
}

pub fn logf(e: &mut Em, x: Value) -> Value {
    let sub = e.fcmpc(FloatCC::Olt, x, f64::from(f32::MIN_POSITIVE));
    let scaled = e.mulc(x, 2f64.powi(25));
    let xs = e.sel(sub, scaled, x);
    let m25 = e.i(-25);
    let z0 = e.i(0);
    let kadj = e.sel(sub, m25, z0);
    let ix = e.bits(xs);
    // m in [sqrt(2)/2, sqrt(2)): subtract the bits of sqrt(2)/2 first.
    let off = e.i(0x3f35_04f3);
    let tmp = e.b.isub(ix, off);
    let ke = e.ashr(tmp, 23);
    let k = e.b.iadd(ke, kadj);
    let top = e.iand(tmp, 0xff80_0000u32 as i32 as i64);
    let iz = e.b.isub(ix, top);
    let m = e.float_of_bits(iz);

    let one = e.c(1.0);
    let f = e.sub(m, one);
    let two = e.c(2.0);
    let d = e.add(two, f);
    let s = e.div(f, d);
    let z = e.mul(s, s);
    let q = e.poly(z, &coeffs(&t::LOGF_Q));
    let r = e.mul(z, q);
    let ff = e.mul(f, f);
    let hfsq = e.mulc(ff, 0.5);
    let kf = e.sitofp(k);
    let hr = e.add(hfsq, r);
    let shr = e.mul(s, hr);
    let klo = e.mulc(kf, f64::from(t::LN2F_LO));
    let a = e.add(shr, klo);
    let b = e.sub(hfsq, a);
    let c = e.sub(f, b);
    let khi = e.mulc(kf, f64::from(t::LN2F_HI));
    let y = e.add(khi, c);
    log_specials(e, x, y)
}

/// `sinf` (`cos == false`) or `cosf`; `wide` is the f64 function for
/// arguments of 2^16 and beyond.
pub fn sincosf(e: &mut Em, x: Value, wide: FuncId, cos: bool) -> Value {
    let ax = e.abs(x);
    let large = e.fcmpc(FloatCC::Oge, ax, 65536.0);
    let slow = e.b.create_block();
    let join = e.b.create_block();
    let y = e.b.append_param(join, Type::F32);
    let fast = e.b.create_block();
    e.b.brif(large, slow, &[], fast, &[]);

    e.b.switch_to(slow);
    let xw = e.b.cast(CastOp::Fpext, x, Type::F64);
    let yw = e.b.call(wide, &[xw])[0];
    let ys = e.b.cast(CastOp::Fptrunc, yw, Type::F32);
    e.b.jump(join, &[ys]);

    e.b.switch_to(fast);
    let xk = e.mulc(x, std::f64::consts::FRAC_2_PI);
    let kf = e.math1(MathOp::Rint, xk);
    let nk = e.neg(kf);
    // Exact: |k| < 2^16 and x - k P1 lies on the 2^-24 grid below 1.
    let p1 = e.c(f64::from(t::PIO2F[0]));
    let r1 = e.fma(nk, p1, x);
    let p2 = e.c(f64::from(t::PIO2F[1]));
    let ph = e.two_prod(kf, p2);
    let nph = e.neg(ph.hi);
    let s = e.two_sum(r1, nph);
    let k3 = e.mulc(kf, f64::from(t::PIO2F[2]));
    let lo = e.sub(s.lo, ph.lo);
    let lo = e.sub(lo, k3);
    let r: Dd = e.fast_two_sum(s.hi, lo);
    let (sn, cs) = kernels_with(e, r, &coeffs(&t::SINF_S), &coeffs(&t::COSF_C));
    let k = e.fptosi(kf);
    let q = e.iand(k, 3);
    let y_fast = if cos {
        let ns = e.neg(sn);
        quadrant(e, q, cs, ns)
    } else {
        let y = quadrant(e, q, sn, cs);
        // Tiny arguments (and ±0) are their own sine.
        let tiny = e.fcmpc(FloatCC::Olt, ax, 2f64.powi(-12));
        e.sel(tiny, x, y)
    };
    // NaN stays NaN through the arithmetic.
    e.b.jump(join, &[y_fast]);
    e.b.switch_to(join);
    y
}
