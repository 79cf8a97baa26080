//! The built-in example behind `zyme demo`: a function with a loop built
//! through the Rust API, its forward derivative and reverse gradient asked
//! for in one [`crate::Derivatives`] session (so through the driver:
//! zyme-opt before AD, synthesis, zyme-opt after AD), JIT-compiled, and
//! every partial derivative compared with central finite differences.
//!
//! The CLI prints; this module only builds and computes, so the numbers
//! the demo shows are the ones [`compare`] checks.

use crate::{ArgKind, Derivatives, Error, Jit};
use zyme_ir::{IntCC, Linkage, MathOp, MemFlags, Module, Signature, Type};

/// Elements of the demo's array.
pub const N: usize = 4;

/// The inputs the demo differentiates at: `(x, k)`.
pub const INPUTS: [([f64; N], f64); 3] = [
    ([0.5, -1.0, 2.0, 0.25], 1.5),
    ([1.0, 0.3, -0.7, 1.2], 0.8),
    ([-0.2, 0.9, 0.4, -1.5], 2.5),
];

/// The largest error [`compare`] accepts between reverse mode, forward
/// mode and central differences (relative, absolute below 1).
pub const TOLERANCE: f64 = 1e-6;

/// What the function computes, in one line.
pub const FORMULA: &str = "y = 1; for i in 0..n { y = y*sin(k*x[i]) + exp(-x[i]*y) }; return y";

/// `@energy(x: ptr, n: i64, k: f64) -> f64`, see [`FORMULA`]: a loop
/// whose carried value the reverse sweep needs at every iteration (so a
/// tape), a load, two math calls and products of active values.
pub fn demo_module() -> Module {
    let mut module = Module::new();
    let sig = Signature::new([Type::PTR, Type::I64, Type::F64], [Type::F64]);
    let energy = module
        .declare_function("energy", sig, Linkage::Export)
        .expect("a fresh module has no functions");
    let mut b = module.builder(energy);
    let entry = b.create_block();
    let header = b.create_block();
    let body = b.create_block();
    let exit = b.create_block();

    let [x, n, k] = b.append_params(entry, [Type::PTR, Type::I64, Type::F64]);
    let [i, y] = b.append_params(header, [Type::I64, Type::F64]);

    b.switch_to(entry);
    let i0 = b.iconst(Type::I64, 0);
    let y0 = b.f64const(1.0);
    b.jump(header, &[i0, y0]);

    b.switch_to(header);
    let more = b.icmp(IntCC::Slt, i, n);
    b.brif(more, body, &[], exit, &[]);

    b.switch_to(body);
    let eight = b.iconst(Type::I64, 8);
    let offset = b.imul(i, eight);
    let at = b.ptr_add(x, offset);
    let xi = b.load(Type::F64, at, MemFlags::aligned(8));
    let kx = b.fmul(k, xi);
    let wave = b.math(MathOp::Sin, &[kx]);
    let kept = b.fmul(y, wave);
    let xy = b.fmul(xi, y);
    let minus_xy = b.fneg(xy);
    let decay = b.math(MathOp::Exp, &[minus_xy]);
    let next_y = b.fadd(kept, decay);
    let one = b.iconst(Type::I64, 1);
    let next_i = b.iadd(i, one);
    b.jump(header, &[next_i, next_y]);

    b.switch_to(exit);
    b.ret(&[y]);
    module
}

/// The names of the derivatives [`differentiate`] asked for.
#[derive(Clone, Debug)]
pub struct DerivativeNames {
    /// Forward mode, `x` dup, `n` const, `k` dup:
    /// `(x, dx, n, k, dk) -> df`, the derivative along `(dx, dk)`.
    pub forward: String,
    /// Reverse mode, `x` dup, `n` const, `k` active:
    /// `(x, dx, n, k) -> ∂f/∂k`, adding `∂f/∂x` into `dx`.
    pub reverse: String,
}

/// Asks for both derivatives of `@energy` in one session and lets the
/// driver make them (zyme-opt before and after synthesis).
pub fn differentiate(module: &mut Module) -> Result<DerivativeNames, Error> {
    let mut ad = Derivatives::new(module);
    let forward = ad.forward("energy", &[ArgKind::Dup, ArgKind::Const, ArgKind::Dup], 1)?;
    let reverse = ad.reverse("energy", &[ArgKind::Dup, ArgKind::Const, ArgKind::Active])?;
    ad.finish()?;
    Ok(DerivativeNames { forward, reverse })
}

/// One partial derivative three ways.
#[derive(Clone, Debug)]
pub struct Partial {
    /// `x[0]` … `x[3]`, `k`.
    pub name: String,
    pub reverse: f64,
    pub forward: f64,
    /// `(f(p + h) − f(p − h)) / 2h` with `h = 1e-6·max(1, |p|)`.
    pub central: f64,
}

impl Partial {
    /// The largest disagreement among the three values (see
    /// [`relative_error`]); NaN if any is not finite.
    pub fn error(&self) -> f64 {
        let values = [self.reverse, self.forward, self.central];
        if !values.iter().all(|v| v.is_finite()) {
            return f64::NAN;
        }
        relative_error(self.reverse, self.central)
            .max(relative_error(self.forward, self.central))
            .max(relative_error(self.reverse, self.forward))
    }
}

/// `|a − b| / max(1, |b|)`: relative for values above 1, absolute below
/// (the filetests' `~=`).
pub fn relative_error(a: f64, b: f64) -> f64 {
    (a - b).abs() / b.abs().max(1.0)
}

/// The value of `@energy` and its partials at `(x, k)`: reverse mode
/// (one call), forward mode (one call per direction) and central
/// differences of the JIT-compiled primal.
pub fn compare(
    jit: &Jit,
    names: &DerivativeNames,
    x: [f64; N],
    k: f64,
) -> Result<(f64, Vec<Partial>), Error> {
    type Primal = extern "C" fn(*const f64, i64, f64) -> f64;
    type Forward = extern "C" fn(*const f64, *const f64, i64, f64, f64) -> f64;
    type Reverse = extern "C" fn(*const f64, *mut f64, i64, f64) -> f64;
    let primal = jit.get::<Primal>("energy")?;
    let forward = jit.get::<Forward>(&names.forward)?;
    let reverse = jit.get::<Reverse>(&names.reverse)?;
    let n = N as i64;
    let f = |x: &[f64; N], k: f64| primal.call(x.as_ptr(), n, k);
    let value = f(&x, k);

    let mut dx = [0.0; N];
    let dk = reverse.call(x.as_ptr(), dx.as_mut_ptr(), n, k);

    let mut partials = Vec::with_capacity(N + 1);
    for j in 0..=N {
        // Direction j: x[j] for j < N, then k.
        let mut seed = [0.0; N];
        let (seed_k, name, reverse, p) = if j < N {
            seed[j] = 1.0;
            (0.0, format!("x[{j}]"), dx[j], x[j])
        } else {
            (1.0, "k".to_string(), dk, k)
        };
        let tangent = forward.call(x.as_ptr(), seed.as_ptr(), n, k, seed_k);
        let h = 1e-6 * p.abs().max(1.0);
        let (mut xp, mut xm) = (x, x);
        let (mut kp, mut km) = (k, k);
        if j < N {
            xp[j] += h;
            xm[j] -= h;
        } else {
            kp += h;
            km -= h;
        }
        let central = (f(&xp, kp) - f(&xm, km)) / (2.0 * h);
        partials.push(Partial {
            name,
            reverse,
            forward: tangent,
            central,
        });
    }
    Ok((value, partials))
}

/// Whether a [`max_error`] is within [`TOLERANCE`] (NaN is not).
pub fn agrees(max_error: f64) -> bool {
    max_error < TOLERANCE
}

/// The largest [`Partial::error`] (NaN if any is NaN).
pub fn max_error(partials: &[Partial]) -> f64 {
    partials.iter().map(Partial::error).fold(0.0, |acc, e| {
        if e.is_nan() || acc.is_nan() {
            f64::NAN
        } else {
            acc.max(e)
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_derivatives_agree_with_finite_differences() {
        let mut module = demo_module();
        let names = differentiate(&mut module).unwrap();
        let jit = Jit::compile(&module).unwrap();
        for (x, k) in INPUTS {
            let (_, partials) = compare(&jit, &names, x, k).unwrap();
            assert_eq!(partials.len(), N + 1);
            assert!(agrees(max_error(&partials)), "{partials:?}");
        }
    }

    #[test]
    fn a_wrong_partial_is_caught() {
        let wrong = Partial {
            name: "k".into(),
            reverse: 2.0,
            forward: 2.0,
            central: 2.5,
        };
        assert!(!agrees(max_error(std::slice::from_ref(&wrong))));
        let nan = Partial {
            central: f64::NAN,
            ..wrong.clone()
        };
        assert!(max_error(&[wrong, nan]).is_nan());
        assert!(!agrees(f64::NAN), "NaN fails the check");
    }
}
