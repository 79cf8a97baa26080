//! GPU launches from the host: kernel arguments written as JSON, run on
//! the reference interpreter's SIMT mode ([`zyme_ir::interp::simt`]), and
//! the arguments after the launch (buffers with their final contents)
//! written back the same way. This is `zyme launch`, and the oracle the
//! kernel corpus is checked with.
//!
//! The JSON form is an array with one entry per kernel parameter: a
//! scalar as `{"i32": 5}`, `{"i64": 5}`, `{"f32": 0.5}` or `{"f64": 0.5}`;
//! a device buffer as `{"f32[]": [..]}`, `{"f64[]": [..]}`, `{"i32[]": [..]}`
//! or `{"i64[]": [..]}`. Non-finite floats are the strings `"nan"`,
//! `"inf"` and `"-inf"`.

mod derive;
#[cfg(feature = "cuda")]
pub mod device;

pub use derive::{
    derivative_kernel, policy_without, KernelDerivative, OPTIMIZATIONS, TAPE_BYTES_PER_THREAD,
};

use serde_json::Value as Json;
use std::fmt::Write as _;
use zyme_ir::interp::simt::LaunchConfig;
use zyme_ir::interp::traffic::Traffic;
use zyme_ir::{DataValue, InterpError, Interpreter, Module, ScalarType, Type};

/// One kernel argument.
#[derive(Clone, PartialEq, Debug)]
pub enum LaunchArg {
    I32(i32),
    I64(i64),
    F32(f32),
    F64(f64),
    I32s(Vec<i32>),
    I64s(Vec<i64>),
    F32s(Vec<f32>),
    F64s(Vec<f64>),
}

/// Why a launch could not be made or failed.
#[derive(Debug, thiserror::Error)]
pub enum LaunchError {
    #[error("launch arguments: {0}")]
    Json(String),
    #[error("argument {index} of @{kernel}: {message}")]
    Arg {
        kernel: String,
        index: usize,
        message: String,
    },
    #[error("@{kernel} takes {want} arguments; {got} were given")]
    Arity {
        kernel: String,
        want: usize,
        got: usize,
    },
    #[error("no kernel @{0} in the module")]
    NoKernel(String),
    #[error(transparent)]
    Run(#[from] InterpError),
    /// A launch on a real GPU failed (feature `cuda`).
    #[cfg(feature = "cuda")]
    #[error(transparent)]
    Device(#[from] device::DeviceError),
}

impl LaunchArg {
    /// The JSON key naming the argument's type.
    pub fn key(&self) -> &'static str {
        match self {
            LaunchArg::I32(_) => "i32",
            LaunchArg::I64(_) => "i64",
            LaunchArg::F32(_) => "f32",
            LaunchArg::F64(_) => "f64",
            LaunchArg::I32s(_) => "i32[]",
            LaunchArg::I64s(_) => "i64[]",
            LaunchArg::F32s(_) => "f32[]",
            LaunchArg::F64s(_) => "f64[]",
        }
    }

    /// Bytes per element of a buffer, `None` for a scalar.
    fn elem_bytes(&self) -> Option<usize> {
        match self {
            LaunchArg::I32s(_) | LaunchArg::F32s(_) => Some(4),
            LaunchArg::I64s(_) | LaunchArg::F64s(_) => Some(8),
            _ => None,
        }
    }

    fn bytes(&self) -> Vec<u8> {
        match self {
            LaunchArg::I32s(v) => v.iter().flat_map(|x| x.to_le_bytes()).collect(),
            LaunchArg::I64s(v) => v.iter().flat_map(|x| x.to_le_bytes()).collect(),
            LaunchArg::F32s(v) => v.iter().flat_map(|x| x.to_le_bytes()).collect(),
            LaunchArg::F64s(v) => v.iter().flat_map(|x| x.to_le_bytes()).collect(),
            _ => Vec::new(),
        }
    }

    /// The same kind of buffer holding `bytes`.
    fn with_bytes(&self, bytes: &[u8]) -> LaunchArg {
        fn each<const N: usize, T>(bytes: &[u8], f: fn([u8; N]) -> T) -> Vec<T> {
            bytes
                .chunks_exact(N)
                .map(|c| f(c.try_into().unwrap_or([0; N])))
                .collect()
        }
        match self {
            LaunchArg::I32s(_) => LaunchArg::I32s(each(bytes, i32::from_le_bytes)),
            LaunchArg::I64s(_) => LaunchArg::I64s(each(bytes, i64::from_le_bytes)),
            LaunchArg::F32s(_) => LaunchArg::F32s(each(bytes, f32::from_le_bytes)),
            LaunchArg::F64s(_) => LaunchArg::F64s(each(bytes, f64::from_le_bytes)),
            scalar => scalar.clone(),
        }
    }
}

fn json_err<T>(message: impl Into<String>) -> Result<T, LaunchError> {
    Err(LaunchError::Json(message.into()))
}

fn number(v: &Json, at: &str) -> Result<f64, LaunchError> {
    match v {
        Json::Number(n) => n
            .as_f64()
            .map_or_else(|| json_err(format!("{at}: {n} is not a number")), Ok),
        Json::String(s) => match s.as_str() {
            "nan" | "NaN" => Ok(f64::NAN),
            "inf" | "Infinity" => Ok(f64::INFINITY),
            "-inf" | "-Infinity" => Ok(f64::NEG_INFINITY),
            _ => json_err(format!("{at}: \"{s}\" is not a number")),
        },
        other => json_err(format!("{at}: {other} is not a number")),
    }
}

fn integer(v: &Json, at: &str) -> Result<i64, LaunchError> {
    match v {
        Json::Number(n) => n
            .as_i64()
            .map_or_else(|| json_err(format!("{at}: {n} is not an integer")), Ok),
        other => json_err(format!("{at}: {other} is not an integer")),
    }
}

fn int32(v: &Json, at: &str) -> Result<i32, LaunchError> {
    let x = integer(v, at)?;
    // Unsigned 32-bit values are accepted as their bits.
    i32::try_from(x)
        .or_else(|_| u32::try_from(x).map(|u| u as i32))
        .map_or_else(
            |_| json_err(format!("{at}: {x} does not fit in 32 bits")),
            Ok,
        )
}

/// Reads the JSON argument array.
pub fn parse_args(text: &str) -> Result<Vec<LaunchArg>, LaunchError> {
    let json: Json = serde_json::from_str(text).map_err(|e| LaunchError::Json(e.to_string()))?;
    let Json::Array(items) = json else {
        return json_err("expected a JSON array with one entry per kernel parameter");
    };
    items
        .iter()
        .enumerate()
        .map(|(i, item)| {
            let at = format!("entry {i}");
            let Some((key, v)) = item.as_object().filter(|o| o.len() == 1).and_then(|o| o.iter().next())
            else {
                return json_err(format!(
                    "{at}: expected an object with one key such as {{\"f32\": 0.5}} or {{\"f32[]\": [..]}}"
                ));
            };
            let list = || match v {
                Json::Array(xs) => Ok(xs.as_slice()),
                other => json_err(format!("{at}: \"{key}\" needs an array, not {other}")),
            };
            Ok(match key.as_str() {
                "i32" => LaunchArg::I32(int32(v, &at)?),
                "i64" => LaunchArg::I64(integer(v, &at)?),
                "f32" => LaunchArg::F32(number(v, &at)? as f32),
                "f64" => LaunchArg::F64(number(v, &at)?),
                "i32[]" => LaunchArg::I32s(list()?.iter().map(|x| int32(x, &at)).collect::<Result<_, _>>()?),
                "i64[]" => LaunchArg::I64s(list()?.iter().map(|x| integer(x, &at)).collect::<Result<_, _>>()?),
                "f32[]" => LaunchArg::F32s(
                    list()?
                        .iter()
                        .map(|x| number(x, &at).map(|f| f as f32))
                        .collect::<Result<_, _>>()?,
                ),
                "f64[]" => LaunchArg::F64s(list()?.iter().map(|x| number(x, &at)).collect::<Result<_, _>>()?),
                other => {
                    return json_err(format!(
                        "{at}: unknown type \"{other}\": use i32, i64, f32, f64, i32[], i64[], f32[] or f64[]"
                    ))
                }
            })
        })
        .collect()
}

fn float_text(x: f64) -> String {
    if x.is_nan() {
        "\"nan\"".into()
    } else if x.is_infinite() {
        if x > 0.0 { "\"inf\"" } else { "\"-inf\"" }.into()
    } else {
        // Debug keeps a `.0` on whole numbers and is the shortest text
        // that reads back to the same value.
        format!("{x:?}")
    }
}

/// The JSON argument array, one entry per line.
pub fn args_to_json(args: &[LaunchArg]) -> String {
    fn list<T>(xs: &[T], f: impl Fn(&T) -> String) -> String {
        let items: Vec<String> = xs.iter().map(f).collect();
        format!("[{}]", items.join(", "))
    }
    let mut out = String::from("[\n");
    for (i, a) in args.iter().enumerate() {
        let value = match a {
            LaunchArg::I32(x) => x.to_string(),
            LaunchArg::I64(x) => x.to_string(),
            LaunchArg::F32(x) => f32_text(*x),
            LaunchArg::F64(x) => float_text(*x),
            LaunchArg::I32s(v) => list(v, i32::to_string),
            LaunchArg::I64s(v) => list(v, i64::to_string),
            // An f32's own shortest text, not its widened double's.
            LaunchArg::F32s(v) => list(v, |x| f32_text(*x)),
            LaunchArg::F64s(v) => list(v, |x| float_text(*x)),
        };
        let comma = if i + 1 < args.len() { "," } else { "" };
        let _ = writeln!(out, "  {{\"{}\": {value}}}{comma}", a.key());
    }
    out.push(']');
    out
}

fn f32_text(x: f32) -> String {
    if x.is_finite() {
        format!("{x:?}")
    } else {
        float_text(f64::from(x))
    }
}

/// Launches `kernel` on the reference interpreter: each buffer is copied
/// into the interpreter's memory and passed as a pointer, and read back
/// after the launch.
pub fn launch(
    module: &Module,
    kernel: &str,
    cfg: &LaunchConfig,
    args: &[LaunchArg],
) -> Result<Vec<LaunchArg>, LaunchError> {
    run(module, &[(kernel, cfg)], args, false).map(|(out, _)| out)
}

/// [`launch`], also returning the launch's memory traffic per state
/// space ([`zyme_ir::interp::traffic`]): the argument buffers are global
/// memory, `malloc`ed tapes the device heap.
pub fn launch_counted(
    module: &Module,
    kernel: &str,
    cfg: &LaunchConfig,
    args: &[LaunchArg],
) -> Result<(Vec<LaunchArg>, Traffic), LaunchError> {
    let (out, mut traffic) = run(module, &[(kernel, cfg)], args, true)?;
    Ok((out, traffic.pop().unwrap_or_default()))
}

/// Launches kernels one after the other on the same arguments and the
/// same memory (what one leaves on the device heap, the next finds: a
/// split derivative's augmented kernel, then its reverse kernel); the
/// arguments after the last.
pub fn launch_each(
    module: &Module,
    launches: &[(&str, &LaunchConfig)],
    args: &[LaunchArg],
) -> Result<Vec<LaunchArg>, LaunchError> {
    run(module, launches, args, false).map(|(out, _)| out)
}

/// The launches behind [`launch`], [`launch_counted`] and
/// [`launch_each`]; with `count`, each launch's traffic.
fn run(
    module: &Module,
    launches: &[(&str, &LaunchConfig)],
    args: &[LaunchArg],
    count: bool,
) -> Result<(Vec<LaunchArg>, Vec<Traffic>), LaunchError> {
    let Some(&(kernel, _)) = launches.first() else {
        return Ok((args.to_vec(), Vec::new()));
    };
    for &(k, _) in launches {
        check_args(module, k, args)?;
    }
    let params = module
        .func_by_name(kernel)
        .map_or(&[][..], |id| &module.functions[id].sig.params[..]);
    let mut interp = Interpreter::new(module);
    let mut values = Vec::new();
    let mut buffers = Vec::new();
    for (index, (a, &ty)) in args.iter().zip(params).enumerate() {
        // `check_args` matched each argument with its parameter.
        let value = match a {
            LaunchArg::I32(x) => DataValue::int(ScalarType::I32, i64::from(*x)),
            LaunchArg::I64(x) => DataValue::int(ScalarType::I64, *x),
            LaunchArg::F32(x) => DataValue::f32(*x),
            LaunchArg::F64(x) => DataValue::f64(*x),
            buffer => {
                let bytes = buffer.bytes();
                // An empty buffer still gets an address of its own.
                let addr = interp.memory().allocate(
                    bytes.len().max(1) as u64,
                    16,
                    zyme_ir::interp::memory::AllocKind::Heap,
                )?;
                interp.memory().write(addr, &bytes)?;
                buffers.push((index, addr, bytes.len()));
                DataValue::Int(ty.lane(), addr)
            }
        };
        values.push(value);
    }
    let mut traffic = Vec::new();
    for &(k, cfg) in launches {
        if count {
            traffic.push(interp.launch_counted(k, cfg, &values)?);
        } else {
            interp.launch(k, cfg, &values)?;
        }
    }
    let mut out = args.to_vec();
    for (index, addr, len) in buffers {
        let bytes = interp.memory().read(addr, len as u64)?;
        out[index] = args[index].with_bytes(&bytes);
    }
    Ok((out, traffic))
}

/// Checks `args` against the parameters of `kernel` (arity and, for each
/// one, a buffer for a pointer or a scalar of the parameter's type), as
/// [`launch`] does before running.
pub fn check_args(module: &Module, kernel: &str, args: &[LaunchArg]) -> Result<(), LaunchError> {
    let Some(id) = module.func_by_name(kernel) else {
        return Err(LaunchError::NoKernel(kernel.to_string()));
    };
    let params = &module.functions[id].sig.params;
    if params.len() != args.len() {
        return Err(LaunchError::Arity {
            kernel: kernel.to_string(),
            want: params.len(),
            got: args.len(),
        });
    }
    for (index, (a, &ty)) in args.iter().zip(params).enumerate() {
        let bad = |message: String| LaunchError::Arg {
            kernel: kernel.to_string(),
            index,
            message,
        };
        let fits = match (a, ty.lane()) {
            _ if ty.is_vector() => return Err(bad(format!("a {ty} parameter cannot be launched"))),
            (buffer, ScalarType::Ptr(_)) => buffer.elem_bytes().is_some(),
            (LaunchArg::I32(_), ScalarType::I32)
            | (LaunchArg::I64(_), ScalarType::I64)
            | (LaunchArg::F32(_), ScalarType::F32)
            | (LaunchArg::F64(_), ScalarType::F64) => true,
            _ => false,
        };
        if !fits {
            let hint = if ty.is_ptr() {
                "a buffer such as {\"f32[]\": [..]}".to_string()
            } else {
                format!("{{\"{}\": ..}}", type_key(ty))
            };
            return Err(bad(format!(
                "the parameter is {ty}, the argument is {}: give {hint}",
                a.key()
            )));
        }
    }
    Ok(())
}

/// Compares launch results element by element: floats within a relative
/// tolerance `tol` (absolute below magnitude 1; two NaNs are equal),
/// integers and scalars exactly. The error names the first difference.
pub fn args_close(got: &[LaunchArg], want: &[LaunchArg], tol: f64) -> Result<(), String> {
    fn cmp<T: Copy + Into<f64>>(g: &[T], w: &[T], tol: f64) -> Result<(), String> {
        if g.len() != w.len() {
            return Err(format!("{} elements, expected {}", g.len(), w.len()));
        }
        for (i, (&a, &b)) in g.iter().zip(w).enumerate() {
            let (a, b): (f64, f64) = (a.into(), b.into());
            let ok = (a.is_nan() && b.is_nan()) || (a - b).abs() <= tol * b.abs().max(1.0);
            if !ok {
                return Err(format!("element {i}: {a}, expected {b}"));
            }
        }
        Ok(())
    }
    if got.len() != want.len() {
        return Err(format!("{} arguments, expected {}", got.len(), want.len()));
    }
    for (index, (g, w)) in got.iter().zip(want).enumerate() {
        match (g, w) {
            (LaunchArg::F32s(g), LaunchArg::F32s(w)) => cmp(g, w, tol),
            (LaunchArg::F64s(g), LaunchArg::F64s(w)) => cmp(g, w, tol),
            (LaunchArg::I32s(g), LaunchArg::I32s(w)) => cmp(g, w, 0.0),
            (g, w) if g == w => Ok(()),
            (LaunchArg::I64s(g), LaunchArg::I64s(w)) if g.len() == w.len() => {
                let i = g.iter().zip(w).position(|(a, b)| a != b).unwrap_or(0);
                Err(format!("element {i}: {}, expected {}", g[i], w[i]))
            }
            (g, w) => Err(format!("{g:?}, expected {w:?}")),
        }
        .map_err(|e| format!("argument {index}: {e}"))?;
    }
    Ok(())
}

fn type_key(ty: Type) -> &'static str {
    match ty.lane() {
        ScalarType::F32 => "f32",
        ScalarType::F64 => "f64",
        ScalarType::I64 => "i64",
        _ => "i32",
    }
}

/// Parses `X[,Y[,Z]]` (missing dimensions are 1).
pub fn parse_dims(text: &str) -> Result<[u32; 3], String> {
    let parts: Vec<&str> = text.split(',').map(str::trim).collect();
    if parts.is_empty() || parts.len() > 3 {
        return Err(format!("\"{text}\": expected X, X,Y or X,Y,Z"));
    }
    let mut dims = [1; 3];
    for (d, p) in dims.iter_mut().zip(&parts) {
        *d = p
            .parse()
            .map_err(|_| format!("\"{text}\": \"{p}\" is not a positive integer"))?;
    }
    Ok(dims)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arguments_read_and_print_back() {
        let text = r#"[{"i32": -5}, {"f32": 0.1}, {"f64[]": [1.5, "nan", "-inf"]}, {"i32[]": [4294967295, 2]}]"#;
        let args = parse_args(text).unwrap();
        assert_eq!(args[0], LaunchArg::I32(-5));
        assert_eq!(args[1], LaunchArg::F32(0.1));
        assert_eq!(args[3], LaunchArg::I32s(vec![-1, 2]));
        let printed = args_to_json(&args);
        assert!(printed.contains("{\"f32\": 0.1}"), "{printed}");
        assert!(printed.contains("[1.5, \"nan\", \"-inf\"]"), "{printed}");
        let again = parse_args(&printed).unwrap();
        assert_eq!(again[0], args[0]);
        assert_eq!(again[3], args[3]);
    }

    #[test]
    fn bad_arguments_say_what_to_write() {
        for (text, want) in [
            ("{}", "expected a JSON array"),
            ("[{\"f16\": 1}]", "unknown type \"f16\""),
            ("[{\"f32[]\": 3}]", "needs an array"),
            ("[{\"i32\": 1.5}]", "not an integer"),
            ("[3]", "expected an object"),
        ] {
            let e = parse_args(text).unwrap_err().to_string();
            assert!(e.contains(want), "{text}: {e}");
        }
        assert_eq!(parse_dims("4, 2").unwrap(), [4, 2, 1]);
        assert!(parse_dims("4,x").is_err());
    }

    #[test]
    fn results_compare_within_tolerance() {
        let want = [
            LaunchArg::F32s(vec![1.0, 100.0, f32::NAN]),
            LaunchArg::I32(3),
        ];
        let near = [
            LaunchArg::F32s(vec![1.0 + 1e-7, 100.0001, f32::NAN]),
            LaunchArg::I32(3),
        ];
        assert!(args_close(&near, &want, 1e-5).is_ok());
        let far = [
            LaunchArg::F32s(vec![1.0, 101.0, f32::NAN]),
            LaunchArg::I32(3),
        ];
        let e = args_close(&far, &want, 1e-5).unwrap_err();
        assert!(e.contains("argument 0: element 1"), "{e}");
        let e = args_close(&near[..1], &want, 1e-5).unwrap_err();
        assert!(e.contains("1 arguments, expected 2"), "{e}");
    }
}
