//! Symbols the JIT provides itself rather than finding in the process.
//!
//! * `__powidf2` / `__powisf2`: compiler-rt / libgcc helpers that a Rust
//!   process does not necessarily export. They are reimplemented here
//!   following compiler-rt exactly, because the IR defines `powi` as that
//!   repeated multiplication (the rounding differs from `pow`).
//! * The libm functions the lowering calls, taken by address from this
//!   crate's own link against libm. That makes the JIT independent of
//!   whether `dlsym` can see libm in the host process (it cannot, for
//!   example, in a statically linked binary).

use std::os::raw::c_int;

/// compiler-rt's `__powidf2`: `a` raised to `b` by repeated squaring.
pub extern "C" fn powidf2(a: f64, b: c_int) -> f64 {
    let recip = b < 0;
    let (mut a, mut b, mut r) = (a, b, 1.0f64);
    loop {
        if b & 1 != 0 {
            r *= a;
        }
        b /= 2;
        if b == 0 {
            break;
        }
        a *= a;
    }
    if recip {
        1.0 / r
    } else {
        r
    }
}

/// compiler-rt's `__powisf2`, the `f32` twin of [`powidf2`].
pub extern "C" fn powisf2(a: f32, b: c_int) -> f32 {
    let recip = b < 0;
    let (mut a, mut b, mut r) = (a, b, 1.0f32);
    loop {
        if b & 1 != 0 {
            r *= a;
        }
        b /= 2;
        if b == 0 {
            break;
        }
        a *= a;
    }
    if recip {
        1.0 / r
    } else {
        r
    }
}

macro_rules! libm_symbols {
    ($( $f64:ident $f32:ident ($($arg:ident),*); )*) => {
        #[link(name = "m")]
        extern "C" {
            $(
                fn $f64($($arg: f64),*) -> f64;
                fn $f32($($arg: f32),*) -> f32;
            )*
        }

        /// The libm functions the lowering may call, by name.
        fn libm() -> Vec<(&'static str, *const u8)> {
            vec![
                $(
                    (stringify!($f64), $f64 as *const u8),
                    (stringify!($f32), $f32 as *const u8),
                )*
            ]
        }
    };
}

libm_symbols! {
    cbrt cbrtf (x);
    sin sinf (x);
    cos cosf (x);
    tan tanf (x);
    asin asinf (x);
    acos acosf (x);
    atan atanf (x);
    atan2 atan2f (y, x);
    sinh sinhf (x);
    cosh coshf (x);
    tanh tanhf (x);
    asinh asinhf (x);
    acosh acoshf (x);
    atanh atanhf (x);
    exp expf (x);
    exp2 exp2f (x);
    expm1 expm1f (x);
    log logf (x);
    log2 log2f (x);
    log10 log10f (x);
    log1p log1pf (x);
    pow powf (x, y);
    hypot hypotf (x, y);
    erf erff (x);
    erfc erfcf (x);
    lgamma lgammaf (x);
    tgamma tgammaf (x);
    round roundf (x);
    fmin fminf (x, y);
    fmax fmaxf (x, y);
    fmod fmodf (x, y);
    floor floorf (x);
    ceil ceilf (x);
    trunc truncf (x);
    nearbyint nearbyintf (x);
    fma fmaf (x, y, z);
}

/// Every symbol the JIT defines before looking in the process.
pub fn symbols() -> Vec<(&'static str, *const u8)> {
    let mut out = libm();
    out.push(("__powidf2", powidf2 as *const u8));
    out.push(("__powisf2", powisf2 as *const u8));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn powi_follows_compiler_rt() {
        assert_eq!(powidf2(2.0, 10), 1024.0);
        assert_eq!(powidf2(2.0, -2), 0.25);
        assert_eq!(powidf2(3.0, 0), 1.0);
        assert_eq!(powidf2(f64::NAN, 0), 1.0);
        assert_eq!(powisf2(-2.0, 3), -8.0);
        assert_eq!(powidf2(2.0, i32::MIN), 0.0);
        assert!(symbols().iter().any(|(n, _)| *n == "sinf"));
    }
}
