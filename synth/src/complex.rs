//! Derivatives of C's complex arithmetic: the runtime's `__muldc3` and
//! `__divdc3` (what `z * w` and `z / w` compile to) and `<complex.h>`'s
//! `cexp`, `clog`, `csqrt` and `cabs`, which take and return complex
//! doubles as (re, im) pairs of `f64`.
//!
//! All but `cabs` are holomorphic, so each complex input k has a complex
//! derivative f'_k = p + iq, and the real Jacobian block of (re, im) with
//! respect to (x_k, y_k) is [[p, −q], [q, p]]: forward mode multiplies
//! tangents by it, reverse mode by its transpose. The primal still calls
//! the library function (with C's care for infinities and NaNs); the
//! derivatives use the textbook formulas, as Enzyme's do.

use zyme_ir::{FunctionBuilder, Value};

/// A complex function zyme differentiates.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum ComplexFn {
    Mul,
    Div,
    Exp,
    Log,
    Sqrt,
    Abs,
}

impl ComplexFn {
    /// The function a C library name is, given the call's shape (complex
    /// doubles as two `f64`s in and out).
    pub(crate) fn of(name: &str, args: usize, results: usize) -> Option<ComplexFn> {
        Some(match (name, args, results) {
            ("__muldc3", 4, 2) => ComplexFn::Mul,
            ("__divdc3", 4, 2) => ComplexFn::Div,
            ("cexp", 2, 2) => ComplexFn::Exp,
            ("clog", 2, 2) => ComplexFn::Log,
            ("csqrt", 2, 2) => ComplexFn::Sqrt,
            ("cabs", 2, 1) => ComplexFn::Abs,
            _ => return None,
        })
    }
}

/// A complex number as two `f64` values.
type C = (Value, Value);

fn mul(b: &mut FunctionBuilder, (x, y): C, (u, v): C) -> C {
    let xu = b.fmul(x, u);
    let yv = b.fmul(y, v);
    let xv = b.fmul(x, v);
    let yu = b.fmul(y, u);
    (b.fsub(xu, yv), b.fadd(xv, yu))
}

fn div(b: &mut FunctionBuilder, (x, y): C, (u, v): C) -> C {
    let uu = b.fmul(u, u);
    let vv = b.fmul(v, v);
    let den = b.fadd(uu, vv);
    let xu = b.fmul(x, u);
    let yv = b.fmul(y, v);
    let yu = b.fmul(y, u);
    let xv = b.fmul(x, v);
    let re = b.fadd(xu, yv);
    let im = b.fsub(yu, xv);
    (b.fdiv(re, den), b.fdiv(im, den))
}

/// For each complex input of a holomorphic `f`, f' there, from the
/// primal inputs and results. `None` for `cabs`.
pub(crate) fn derivatives(
    b: &mut FunctionBuilder,
    f: ComplexFn,
    args: &[Value],
    results: &[Value],
) -> Option<Vec<C>> {
    let one = b.f64const(1.0);
    let zero = b.f64const(0.0);
    Some(match f {
        ComplexFn::Mul => vec![(args[2], args[3]), (args[0], args[1])],
        ComplexFn::Div => {
            let u = (args[2], args[3]);
            let w = (results[0], results[1]);
            let inv = div(b, (one, zero), u);
            let (wr, wi) = div(b, w, u);
            vec![inv, (b.fneg(wr), b.fneg(wi))]
        }
        ComplexFn::Exp => vec![(results[0], results[1])],
        ComplexFn::Log => vec![div(b, (one, zero), (args[0], args[1]))],
        ComplexFn::Sqrt => {
            let half = b.f64const(0.5);
            vec![div(b, (half, zero), (results[0], results[1]))]
        }
        ComplexFn::Abs => return None,
    })
}

/// The tangent of a holomorphic result: Σ f'_k · dz_k.
pub(crate) fn forward(b: &mut FunctionBuilder, fprimes: &[C], tangents: &[C]) -> C {
    let mut re = b.f64const(0.0);
    let mut im = b.f64const(0.0);
    for (&fp, &dz) in fprimes.iter().zip(tangents) {
        let (r, i) = mul(b, fp, dz);
        re = b.fadd(re, r);
        im = b.fadd(im, i);
    }
    (re, im)
}

/// The adjoint of one complex input from the result's (dre, dim):
/// (p·dre + q·dim, −q·dre + p·dim).
pub(crate) fn reverse(b: &mut FunctionBuilder, (p, q): C, (dre, dim): C) -> C {
    let pr = b.fmul(p, dre);
    let qi = b.fmul(q, dim);
    let qr = b.fmul(q, dre);
    let pi = b.fmul(p, dim);
    (b.fadd(pr, qi), b.fsub(pi, qr))
}

/// `cabs`: d|z| = (x dx + y dy) / |z|: the factors x/|z| and y/|z| (0 at
/// z = 0) that scale tangents and the adjoint.
pub(crate) fn abs_factors(b: &mut FunctionBuilder, (x, y): C, r: Value) -> C {
    let zero = b.f64const(0.0);
    let is_zero = b.fcmp(zyme_ir::FloatCC::Oeq, r, zero);
    let fx = b.fdiv(x, r);
    let fy = b.fdiv(y, r);
    (b.select(is_zero, zero, fx), b.select(is_zero, zero, fy))
}
