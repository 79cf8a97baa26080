//! Symbols the JIT provides itself rather than finding in the process.
//!
//! * `__powidf2` / `__powisf2`: compiler-rt / libgcc helpers that a Rust
//!   process does not necessarily export. The JIT registers the
//!   interpreter's implementation of them, so that `powi` (which the IR
//!   defines as compiler-rt's repeated multiplication) rounds identically
//!   in both.
//! * `__udivti3`, `__divti3`, `__umodti3`, `__modti3` and the `i128` to
//!   float conversions (`__floattidf`…): the compiler-rt / libgcc helpers
//!   `i128` division and conversion call. A C program links them from its
//!   compiler's runtime; the JIT gets Rust's arithmetic, which computes
//!   the same (the IR's traps are checked before the call).
//! * The libm functions the lowering calls, taken by address from this
//!   crate's own link against libm. That makes the JIT independent of
//!   whether `dlsym` can see libm in the host process (it cannot, for
//!   example, in a statically linked binary).

use zyme_ir::interp::math::{zyme_powidf2, zyme_powisf2};

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

extern "C" fn udivti3(a: u128, b: u128) -> u128 {
    a.checked_div(b).unwrap_or(0)
}

extern "C" fn divti3(a: i128, b: i128) -> i128 {
    a.checked_div(b).unwrap_or(0)
}

extern "C" fn umodti3(a: u128, b: u128) -> u128 {
    a.checked_rem(b).unwrap_or(0)
}

extern "C" fn modti3(a: i128, b: i128) -> i128 {
    if b == -1 {
        0
    } else {
        a.checked_rem(b).unwrap_or(0)
    }
}

extern "C" fn floattidf(a: i128) -> f64 {
    a as f64
}

extern "C" fn floatuntidf(a: u128) -> f64 {
    a as f64
}

extern "C" fn floattisf(a: i128) -> f32 {
    a as f32
}

extern "C" fn floatuntisf(a: u128) -> f32 {
    a as f32
}

#[link(name = "m")]
extern "C" {
    fn sincos(x: f64, s: *mut f64, c: *mut f64);
    fn sincosf(x: f32, s: *mut f32, c: *mut f32);
}

/// Every symbol the JIT defines before looking in the process.
pub fn symbols() -> Vec<(&'static str, *const u8)> {
    let mut out = libm();
    // A sine and a cosine of one operand are one call (`lower::math`).
    out.push(("sincos", sincos as *const u8));
    out.push(("sincosf", sincosf as *const u8));
    out.push(("__powidf2", zyme_powidf2 as *const u8));
    out.push(("__powisf2", zyme_powisf2 as *const u8));
    out.push(("__udivti3", udivti3 as *const u8));
    out.push(("__divti3", divti3 as *const u8));
    out.push(("__umodti3", umodti3 as *const u8));
    out.push(("__modti3", modti3 as *const u8));
    out.push(("__floattidf", floattidf as *const u8));
    out.push(("__floatuntidf", floatuntidf as *const u8));
    out.push(("__floattisf", floattisf as *const u8));
    out.push(("__floatuntisf", floatuntisf as *const u8));
    // C++ static objects register their destructors with
    // `__cxa_atexit(dtor, obj, &__dso_handle)`. Every shared object has a
    // hidden `__dso_handle` of its own, so `dlsym` cannot find one: JIT
    // code gets this stand-in, which only has to be a unique address.
    out.push(("__dso_handle", std::ptr::addr_of!(DSO_HANDLE).cast()));
    out
}

/// The JIT's `__dso_handle`; see [`symbols`].
static DSO_HANDLE: u8 = 0;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn powi_follows_compiler_rt() {
        assert_eq!(zyme_powidf2(2.0, 10), 1024.0);
        assert_eq!(zyme_powidf2(2.0, -2), 0.25);
        assert_eq!(zyme_powidf2(3.0, 0), 1.0);
        assert_eq!(zyme_powidf2(f64::NAN, 0), 1.0);
        assert_eq!(zyme_powisf2(-2.0, 3), -8.0);
        assert_eq!(zyme_powidf2(2.0, i32::MIN), 0.0);
        assert!(symbols().iter().any(|(n, _)| *n == "sinf"));
    }
}
