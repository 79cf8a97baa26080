//! Functions the module declares but does not define: the host's
//! registered closures first, then the built-in C library subset
//! (allocation, memory, output, process, libm).
//!
//! `printf` formats each conversion by calling the host's `snprintf` with
//! that one specification, so its output is byte-identical to what the
//! same format gives in compiled code.

use super::math::{libm, zyme_powidf2};
use super::memory::{AllocKind, Memory};
use super::ops::{int, R};
use super::{ErrorKind, InterpError, TrapKind};
use crate::types::ScalarType;
use crate::value::{sign_extend, DataValue};
use std::ffi::{c_char, c_int, c_void, CString};

/// A host function standing in for a declared function.
pub type ExternFn<'m> =
    Box<dyn FnMut(&mut Memory, &[DataValue]) -> Result<Vec<DataValue>, InterpError> + 'm>;

extern "C" {
    fn snprintf(buf: *mut c_char, n: usize, fmt: *const c_char, ...) -> c_int;
}

fn bad_call<T>(msg: impl Into<String>) -> R<T> {
    Err(InterpError::new(ErrorKind::BadCall(msg.into())))
}

fn ptr(v: DataValue) -> DataValue {
    match v {
        DataValue::Int(_, bits) => DataValue::Int(ScalarType::Ptr(Default::default()), bits),
        other => other,
    }
}

fn i32v(v: i64) -> DataValue {
    DataValue::int(ScalarType::I32, v)
}

/// An integer argument read unsigned (a size or an address).
fn uarg(args: &[DataValue], i: usize) -> R<u64> {
    match args.get(i) {
        Some(v) => Ok(int(v)?.1),
        None => bad_call(format!("missing argument {i}")),
    }
}

/// An integer argument read signed in its width.
fn sarg(args: &[DataValue], i: usize) -> R<i64> {
    match args.get(i) {
        Some(v) => {
            let (ty, bits) = int(v)?;
            Ok(sign_extend(bits, ty.bits()))
        }
        None => bad_call(format!("missing argument {i}")),
    }
}

fn expect_arity(name: &str, args: &[DataValue], n: usize) -> R<()> {
    if args.len() == n {
        Ok(())
    } else {
        bad_call(format!("@{name} takes {n} arguments, got {}", args.len()))
    }
}

fn malloc(mem: &mut Memory, size: u64) -> u64 {
    // Out of memory is what C reports with a null pointer.
    mem.allocate(size, 16, AllocKind::Heap).unwrap_or(0)
}

fn free(mem: &mut Memory, addr: u64) -> R<()> {
    if addr == 0 {
        return Ok(());
    }
    mem.free(addr, AllocKind::Heap)
}

/// `realloc` as glibc does it: null acts as `malloc`, size 0 frees and
/// returns null; the contents (and their initialisation) move over.
fn realloc(mem: &mut Memory, addr: u64, size: u64) -> R<u64> {
    if addr == 0 {
        return Ok(malloc(mem, size));
    }
    let Some(old) = mem.block_size(addr, AllocKind::Heap) else {
        // Freeing it reports the precise fault (double or invalid free).
        mem.free(addr, AllocKind::Heap)?;
        return Err(InterpError::new(ErrorKind::InvalidFree { addr }));
    };
    if size == 0 {
        mem.free(addr, AllocKind::Heap)?;
        return Ok(0);
    }
    let new = malloc(mem, size);
    if new == 0 {
        return Ok(0);
    }
    mem.copy(new, addr, old.min(size))?;
    mem.free(addr, AllocKind::Heap)?;
    Ok(new)
}

fn float_arg(args: &[DataValue], i: usize) -> R<f64> {
    match args.get(i).and_then(DataValue::as_f64) {
        Some(x) => Ok(x),
        None => bad_call(format!("argument {i} is not a float")),
    }
}

/// The f64 libm functions by C name.
type F64Unary = fn(f64) -> f64;
type F64Binary = fn(f64, f64) -> f64;

fn libm_f64(name: &str) -> (Option<F64Unary>, Option<F64Binary>) {
    let one: Option<F64Unary> = match name {
        "sin" => Some(libm::sin),
        "cos" => Some(libm::cos),
        "tan" => Some(libm::tan),
        "asin" => Some(libm::asin),
        "acos" => Some(libm::acos),
        "atan" => Some(libm::atan),
        "sinh" => Some(libm::sinh),
        "cosh" => Some(libm::cosh),
        "tanh" => Some(libm::tanh),
        "asinh" => Some(libm::asinh),
        "acosh" => Some(libm::acosh),
        "atanh" => Some(libm::atanh),
        "exp" => Some(libm::exp),
        "exp2" => Some(libm::exp2),
        "expm1" => Some(libm::expm1),
        "log" => Some(libm::log),
        "log2" => Some(libm::log2),
        "log10" => Some(libm::log10),
        "log1p" => Some(libm::log1p),
        "erf" => Some(libm::erf),
        "erfc" => Some(libm::erfc),
        "lgamma" => Some(libm::lgamma),
        "tgamma" => Some(libm::tgamma),
        "cbrt" => Some(libm::cbrt),
        "round" => Some(libm::round),
        "sqrt" => Some(f64::sqrt),
        "fabs" => Some(f64::abs),
        "floor" => Some(f64::floor),
        "ceil" => Some(f64::ceil),
        "trunc" => Some(f64::trunc),
        "rint" | "nearbyint" => Some(f64::round_ties_even),
        _ => None,
    };
    let two: Option<F64Binary> = match name {
        "atan2" => Some(libm::atan2),
        "pow" => Some(libm::pow),
        "hypot" => Some(libm::hypot),
        "fmod" => Some(libm::fmod),
        "fmin" => Some(libm::fmin),
        "fmax" => Some(libm::fmax),
        "copysign" => Some(f64::copysign),
        _ => None,
    };
    (one, two)
}

/// libm by its C name: `sin` on f64, `sinf` on f32 (computed by the f32
/// function, not by the f64 one and rounded, which could differ).
fn libm_call(name: &str, args: &[DataValue]) -> Option<R<Vec<DataValue>>> {
    let (one, two) = libm_f64(name);
    if let Some(f) = one {
        return Some(
            expect_arity(name, args, 1)
                .and_then(|_| Ok(vec![DataValue::f64(f(float_arg(args, 0)?))])),
        );
    }
    if let Some(f) = two {
        return Some(expect_arity(name, args, 2).and_then(|_| {
            Ok(vec![DataValue::f64(f(
                float_arg(args, 0)?,
                float_arg(args, 1)?,
            ))])
        }));
    }
    if let Some(f) = libm_f32_unary(name) {
        return Some(
            expect_arity(name, args, 1)
                .and_then(|_| Ok(vec![DataValue::f32(f(float_arg(args, 0)? as f32))])),
        );
    }
    if let Some(f) = libm_f32_binary(name) {
        return Some(expect_arity(name, args, 2).and_then(|_| {
            let (x, y) = (float_arg(args, 0)? as f32, float_arg(args, 1)? as f32);
            Ok(vec![DataValue::f32(f(x, y))])
        }));
    }
    None
}

fn libm_f32_unary(name: &str) -> Option<fn(f32) -> f32> {
    Some(match name {
        "sinf" => libm::sinf,
        "cosf" => libm::cosf,
        "tanf" => libm::tanf,
        "asinf" => libm::asinf,
        "acosf" => libm::acosf,
        "atanf" => libm::atanf,
        "sinhf" => libm::sinhf,
        "coshf" => libm::coshf,
        "tanhf" => libm::tanhf,
        "asinhf" => libm::asinhf,
        "acoshf" => libm::acoshf,
        "atanhf" => libm::atanhf,
        "expf" => libm::expf,
        "exp2f" => libm::exp2f,
        "expm1f" => libm::expm1f,
        "logf" => libm::logf,
        "log2f" => libm::log2f,
        "log10f" => libm::log10f,
        "log1pf" => libm::log1pf,
        "erff" => libm::erff,
        "erfcf" => libm::erfcf,
        "lgammaf" => libm::lgammaf,
        "tgammaf" => libm::tgammaf,
        "cbrtf" => libm::cbrtf,
        "roundf" => libm::roundf,
        "sqrtf" => f32::sqrt,
        "fabsf" => f32::abs,
        "floorf" => f32::floor,
        "ceilf" => f32::ceil,
        "truncf" => f32::trunc,
        "rintf" | "nearbyintf" => f32::round_ties_even,
        _ => return None,
    })
}

fn libm_f32_binary(name: &str) -> Option<fn(f32, f32) -> f32> {
    Some(match name {
        "atan2f" => libm::atan2f,
        "powf" => libm::powf,
        "hypotf" => libm::hypotf,
        "fmodf" => libm::fmodf,
        "fminf" => libm::fminf,
        "fmaxf" => libm::fmaxf,
        "copysignf" => f32::copysign,
        _ => return None,
    })
}

/// Allocators and deallocators, by the library table: C++'s operator new
/// / new[] and delete / delete[] (sized or not) are malloc and free here.
fn heap_builtin(name: &str, mem: &mut Memory, args: &[DataValue]) -> Option<R<Vec<DataValue>>> {
    use crate::library::{library_kind, LibraryKind, Size};
    let p = |a: u64| ptr(DataValue::Int(ScalarType::I64, a));
    Some(match library_kind(name)? {
        LibraryKind::Alloc { size, zeroed } => {
            let arity = match size {
                Size::Arg(i) => i + 1,
                Size::Product(i, j) => i.max(j) + 1,
            };
            expect_arity(name, args, arity).and_then(|_| {
                let total = match size {
                    Size::Arg(i) => Some(uarg(args, i)?),
                    Size::Product(i, j) => uarg(args, i)?.checked_mul(uarg(args, j)?),
                };
                let addr = total.map_or(0, |t| malloc(mem, t));
                if let Some(t) = total.filter(|_| addr != 0 && zeroed) {
                    mem.write(addr, &vec![0; t as usize])?;
                }
                Ok(vec![p(addr)])
            })
        }
        LibraryKind::Realloc => expect_arity(name, args, 2)
            .and_then(|_| realloc(mem, uarg(args, 0)?, uarg(args, 1)?))
            .map(|a| vec![p(a)]),
        LibraryKind::Free => {
            // The sized and aligned deletes take a second argument.
            let arity = if name.starts_with("_Zd") && name.len() > 6 {
                2
            } else {
                1
            };
            expect_arity(name, args, arity)
                .and_then(|_| free(mem, uarg(args, 0)?))
                .map(|_| vec![])
        }
        _ => return None,
    })
}

/// Runs a built-in C library function; `None` when `name` is not one.
pub fn call_builtin(
    name: &str,
    mem: &mut Memory,
    stdout: &mut Vec<u8>,
    args: &[DataValue],
) -> Option<R<Vec<DataValue>>> {
    let p = |a: u64| ptr(DataValue::Int(ScalarType::I64, a));
    if let Some(r) = heap_builtin(name, mem, args) {
        return Some(r);
    }
    let result = match name {
        "memcpy" | "memmove" => expect_arity(name, args, 3).and_then(|_| {
            let (dst, src, len) = (uarg(args, 0)?, uarg(args, 1)?, uarg(args, 2)?);
            if name == "memcpy" {
                check_disjoint(dst, src, len)?;
            }
            mem.copy(dst, src, len)?;
            Ok(vec![p(dst)])
        }),
        "memset" => expect_arity(name, args, 3).and_then(|_| {
            let (dst, byte, len) = (uarg(args, 0)?, uarg(args, 1)?, uarg(args, 2)?);
            mem.check(dst, len)?;
            mem.write(dst, &vec![byte as u8; len as usize])?;
            Ok(vec![p(dst)])
        }),
        "printf" => printf(mem, args).map(|out| {
            let n = out.len() as i64;
            stdout.extend_from_slice(&out);
            vec![i32v(n)]
        }),
        "puts" => expect_arity(name, args, 1).and_then(|_| {
            let mut s = mem.read_cstr(uarg(args, 0)?, None)?;
            s.push(b'\n');
            stdout.extend_from_slice(&s);
            Ok(vec![i32v(s.len() as i64)])
        }),
        "putchar" => expect_arity(name, args, 1).and_then(|_| {
            let c = uarg(args, 0)? as u8;
            stdout.push(c);
            Ok(vec![i32v(i64::from(c))])
        }),
        "abort" => Err(InterpError::new(ErrorKind::Trap(TrapKind::Abort))),
        "exit" => expect_arity(name, args, 1)
            .and_then(|_| sarg(args, 0))
            .and_then(|code| Err(InterpError::new(ErrorKind::Exit(code as i32)))),
        "fma" | "fmaf" => expect_arity(name, args, 3).and_then(|_| {
            let (a, b, c) = (
                float_arg(args, 0)?,
                float_arg(args, 1)?,
                float_arg(args, 2)?,
            );
            Ok(vec![if name == "fmaf" {
                DataValue::f32((a as f32).mul_add(b as f32, c as f32))
            } else {
                DataValue::f64(a.mul_add(b, c))
            }])
        }),
        "__powidf2" => expect_arity(name, args, 2).and_then(|_| {
            Ok(vec![DataValue::f64(zyme_powidf2(
                float_arg(args, 0)?,
                sarg(args, 1)? as i32,
            ))])
        }),
        _ => return libm_call(name, args),
    };
    Some(result)
}

/// `memcpy` of overlapping regions is undefined in C; the reference says
/// so instead of picking one of the possible outcomes.
pub fn check_disjoint(dst: u64, src: u64, len: u64) -> R<()> {
    let overlap = len > 0 && dst < src.saturating_add(len) && src < dst.saturating_add(len);
    if overlap {
        Err(InterpError::new(ErrorKind::OverlappingCopy {
            dst,
            src,
            len,
        }))
    } else {
        Ok(())
    }
}

/// One argument as C's variadic call would pass it to `snprintf`.
enum CArg {
    None,
    Int(c_int),
    Long(i64),
    Double(f64),
    Str(Option<CString>),
    Ptr(u64),
}

/// Bounds on printed widths and precisions so a hostile format cannot make
/// the host allocate without limit.
const MAX_FIELD: i64 = 1 << 20;

/// Formats a `printf` call into bytes.
fn printf(mem: &Memory, args: &[DataValue]) -> R<Vec<u8>> {
    let Some(first) = args.first() else {
        return bad_call("@printf needs a format");
    };
    let fmt = mem.read_cstr(int(first)?.1, None)?;
    let mut next = 1;
    let mut take = || {
        let arg = args.get(next);
        next += 1;
        match arg {
            Some(a) => Ok(a.clone()),
            None => bad_call("@printf: too few arguments for the format"),
        }
    };
    let mut out = Vec::new();
    let mut i = 0;
    while i < fmt.len() {
        if fmt[i] != b'%' {
            out.push(fmt[i]);
            i += 1;
            continue;
        }
        let start = i;
        i += 1;
        let mut spec = String::from("%");
        while let Some(&c) = fmt.get(i).filter(|c| b"-+ #0'".contains(c)) {
            spec.push(c as char);
            i += 1;
        }
        // Width: digits, or `*` (a negative `*` width means left-justify).
        if fmt.get(i) == Some(&b'*') {
            i += 1;
            let w = int_arg(&take()?)?;
            if w < 0 {
                spec.push('-');
            }
            spec.push_str(&w.unsigned_abs().min(MAX_FIELD as u64).to_string());
        } else {
            let digits = take_digits(&fmt, &mut i);
            if digits.parse::<i64>().unwrap_or(0) > MAX_FIELD {
                return bad_call("@printf: field width too large");
            }
            spec.push_str(&digits);
        }
        let mut precision = None;
        if fmt.get(i) == Some(&b'.') {
            i += 1;
            let p = if fmt.get(i) == Some(&b'*') {
                i += 1;
                int_arg(&take()?)?
            } else {
                take_digits(&fmt, &mut i).parse::<i64>().unwrap_or(0)
            };
            if p > MAX_FIELD {
                return bad_call("@printf: precision too large");
            }
            // A negative precision counts as none.
            if p >= 0 {
                spec.push_str(&format!(".{p}"));
                precision = Some(p as u64);
            }
        }
        let mut long = false;
        let mut length = String::new();
        while let Some(&c) = fmt.get(i).filter(|c| b"hlzjtLq".contains(c)) {
            length.push(c as char);
            i += 1;
        }
        if matches!(length.as_str(), "l" | "ll" | "z" | "j" | "t" | "q" | "L") {
            long = true;
        }
        let Some(&conv) = fmt.get(i) else {
            return bad_call(format!(
                "@printf: incomplete conversion {:?}",
                String::from_utf8_lossy(&fmt[start..])
            ));
        };
        i += 1;
        let arg = match conv {
            b'%' => CArg::None,
            b'd' | b'i' | b'u' | b'o' | b'x' | b'X' => {
                let v = take()?;
                let (ty, bits) = int(&v)?;
                let signed = matches!(conv, b'd' | b'i');
                let value = if signed {
                    sign_extend(bits, ty.bits())
                } else {
                    bits as i64
                };
                // `long` conversions get all 64 bits; the others an `int`,
                // whose narrowing (`hh`, `h`) snprintf applies itself.
                if long {
                    spec.push_str("ll");
                    CArg::Long(value)
                } else {
                    spec.push_str(&length);
                    CArg::Int(value as c_int)
                }
            }
            b'c' if length.is_empty() => CArg::Int(int_arg(&take()?)? as c_int),
            b'f' | b'F' | b'e' | b'E' | b'g' | b'G' | b'a' | b'A' => match take()?.as_f64() {
                // Variadic floats are promoted to double; `L` (long
                // double) cannot be passed from Rust and is printed from
                // the double it came from.
                Some(x) => CArg::Double(x),
                None => return bad_call("@printf: float conversion of a non-float"),
            },
            b's' if length.is_empty() => {
                let addr = int(&take()?)?.1;
                if addr == 0 {
                    CArg::Str(None)
                } else {
                    let bytes = mem.read_cstr(addr, precision)?;
                    CArg::Str(Some(CString::new(bytes).unwrap_or_default()))
                }
            }
            b'p' => CArg::Ptr(int(&take()?)?.1),
            other => {
                return bad_call(format!(
                    "@printf: unsupported conversion %{length}{}",
                    other as char
                ))
            }
        };
        spec.push(conv as char);
        out.extend(format_one(&spec, &arg)?);
    }
    Ok(out)
}

fn int_arg(v: &DataValue) -> R<i64> {
    let (ty, bits) = int(v)?;
    Ok(sign_extend(bits, ty.bits()))
}

fn take_digits(fmt: &[u8], i: &mut usize) -> String {
    let mut s = String::new();
    while let Some(&c) = fmt.get(*i).filter(|c| c.is_ascii_digit()) {
        s.push(c as char);
        *i += 1;
    }
    s
}

/// Formats one argument with one conversion through the host `snprintf`.
fn format_one(spec: &str, arg: &CArg) -> R<Vec<u8>> {
    let Ok(spec) = CString::new(spec) else {
        return bad_call("@printf: NUL in a conversion");
    };
    let str_ptr = |s: &Option<CString>| s.as_ref().map_or(std::ptr::null(), |s| s.as_ptr());
    let run = |buf: *mut c_char, n: usize| -> c_int {
        // SAFETY: `spec` holds exactly one conversion, and the argument
        // passed has the C type that conversion reads; `buf` has room for
        // `n` bytes (or is null with `n == 0`).
        unsafe {
            match arg {
                CArg::None => snprintf(buf, n, spec.as_ptr()),
                CArg::Int(v) => snprintf(buf, n, spec.as_ptr(), *v),
                CArg::Long(v) => snprintf(buf, n, spec.as_ptr(), *v as std::ffi::c_longlong),
                CArg::Double(v) => snprintf(buf, n, spec.as_ptr(), *v),
                CArg::Str(s) => snprintf(buf, n, spec.as_ptr(), str_ptr(s)),
                CArg::Ptr(p) => snprintf(buf, n, spec.as_ptr(), *p as usize as *const c_void),
            }
        }
    };
    let len = run(std::ptr::null_mut(), 0);
    if len < 0 {
        return bad_call(format!("@printf: snprintf failed on {spec:?}"));
    }
    let mut buf = vec![0u8; len as usize + 1];
    run(buf.as_mut_ptr().cast(), buf.len());
    buf.truncate(len as usize);
    Ok(buf)
}
