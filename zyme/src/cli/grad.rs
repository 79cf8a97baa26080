//! `zyme grad FILE --fn F --mode reverse --args active,dup,const`: a
//! derivative of one function, asked for through the driver, then printed
//! (`--emit ir`), compiled (`--emit object -o f.o`) or JIT-run at the
//! arguments `--at` gives, with `--check` comparing it against central
//! finite differences of the function itself.
//!
//! Arguments: scalars as the text format writes them; a pointer as a
//! buffer literal `f64[1.5, 2, -3]` (also `f32[…]`, `i64[…]`, `i32[…]`).
//! Reverse mode seeds every float result with 1 and prints the adjoint of
//! each `active` argument and the shadow of each `dup` buffer (zero
//! before the call), that is ∂(Σ results)/∂input. Forward mode seeds every
//! `dup` input's tangent with 1 and prints the tangent of each result: the
//! derivative along the all-ones direction.

use super::{load, Load};
use std::path::Path;
use zyme::ir::value::{parse_literal, split_list};
use zyme::ir::{DataValue, ScalarType, Type};
use zyme::{ArgKind, Derivatives, Jit};

/// What `zyme grad` was asked.
pub struct GradArgs<'a> {
    pub file: &'a Path,
    pub func: &'a str,
    pub mode: &'a str,
    pub kinds: &'a str,
    pub at: Option<&'a str>,
    pub emit: Option<&'a str>,
    pub output: Option<&'a Path>,
    pub check: bool,
}

/// An argument: a scalar, or a buffer behind a pointer (for a wasm
/// export, placed in memory 0 and passed by its address).
#[derive(Clone, Debug)]
pub(super) enum Arg {
    Scalar(DataValue),
    Buffer(ScalarType, Vec<DataValue>),
}

/// The mode `--mode` names.
pub(super) fn mode_of(text: &str) -> Result<zyme::Mode, String> {
    Ok(match text {
        "reverse" => zyme::Mode::Reverse(Default::default()),
        "forward" => zyme::Mode::Forward(Default::default()),
        "split" => zyme::Mode::Split,
        other => {
            return Err(format!(
                "--mode {other}: expected reverse, forward or split"
            ))
        }
    })
}

pub fn grad(a: &GradArgs, opts: &Load) -> Result<(), String> {
    if a.file.extension().is_some_and(|e| e == "wasm") {
        return super::grad_wasm::grad(a, opts);
    }
    let mut module = load(a.file, opts)?;
    let id = module
        .func_by_name(a.func)
        .ok_or_else(|| format!("no function @{} in {}", a.func, a.file.display()))?;
    let primal_sig = module.functions[id].sig.clone();
    let kinds = super::parse_kinds(a.kinds)?;
    let before = module.functions.len();
    let mut ad = Derivatives::new(&mut module);
    ad.pipeline(opts.pipeline);
    let (first, second) = ad
        .request(a.func, &kinds, mode_of(a.mode)?)
        .map_err(|e| e.to_string())?;
    let names: Vec<String> = std::iter::once(first)
        .chain(second)
        .map(|f| ad.module().functions[f].name.clone())
        .collect();
    ad.finish().map_err(|e| e.to_string())?;
    match a.emit {
        Some("ir") => {
            // The derivatives first, then what synthesis made for them.
            let named: Vec<_> = names
                .iter()
                .filter_map(|n| module.func_by_name(n))
                .collect();
            let made = module
                .functions
                .keys()
                .skip(before)
                .filter(|f| !named.contains(f));
            for f in named.iter().copied().chain(made) {
                print!("{}", zyme::ir::text::printer::print_function(&module, f));
            }
            return Ok(());
        }
        Some("wasm") => {
            let out = a.output.ok_or("--emit wasm needs -o FILE")?;
            let mut exports = vec![a.func.to_string()];
            exports.extend(names.iter().cloned());
            let options = zyme::wasm::WriteOptions {
                exports: Some(exports),
                ..Default::default()
            };
            let bytes = zyme::wasm::write_wasm(&module, &options).map_err(|e| e.to_string())?;
            std::fs::write(out, &bytes).map_err(|e| format!("{}: {e}", out.display()))?;
            println!(
                "{}: {} bytes, exporting {} and {}",
                out.display(),
                bytes.len(),
                a.func,
                names.join(", ")
            );
            return Ok(());
        }
        Some("object") => {
            let out = a.output.ok_or("--emit object needs -o FILE")?;
            let bytes = zyme::compile_object(&module, None).map_err(|e| e.to_string())?;
            std::fs::write(out, bytes).map_err(|e| format!("{}: {e}", out.display()))?;
            println!("{}: {} ({})", out.display(), names.join(", "), a.mode);
            return Ok(());
        }
        Some(other) => return Err(format!("--emit {other}: expected ir, object or wasm")),
        None => {}
    }
    let Some(at) = at_or_hint(a, &names, "ir|object")? else {
        return Ok(());
    };
    let args = parse_args(at, &primal_sig.params)?;
    let jit = Jit::compile(&module).map_err(|e| e.to_string())?;
    let derivative = &names[0];
    let out = if a.mode == "reverse" {
        run_reverse(&jit, derivative, &args, &kinds)?
    } else {
        run_forward(&jit, derivative, &args, &kinds, &primal_sig.returns)?
    };
    for (what, v) in &out {
        println!("{what:<16} {v}");
    }
    if a.check {
        check(&jit, a, &args, &kinds)?;
    }
    Ok(())
}

fn parse_args(text: &str, params: &[Type]) -> Result<Vec<Arg>, String> {
    at_items(text, params.len())?
        .iter()
        .zip(params)
        .map(|(t, &ty)| {
            if !ty.is_ptr() {
                return parse_literal(t, ty).map(Arg::Scalar);
            }
            let t = t.trim();
            let (elem, vals) = buffer_literal(t)?.ok_or_else(|| {
                format!("a pointer argument is a buffer literal like f64[1.5, 2], found `{t}`")
            })?;
            Ok(Arg::Buffer(elem, vals))
        })
        .collect()
}

/// The `--at` arguments; `None` after saying what was made and how to run
/// or emit it (`emits`: the `--emit` choices).
pub(super) fn at_or_hint<'a>(
    a: &GradArgs<'a>,
    names: &[String],
    emits: &str,
) -> Result<Option<&'a str>, String> {
    let Some(at) = a.at else {
        println!(
            "made {} ({} mode); give --at ARGS to run it, or --emit {emits}",
            names.join(" and "),
            a.mode
        );
        return Ok(None);
    };
    if a.mode == "split" {
        return Err("--at runs reverse and forward derivatives; for split mode use --emit".into());
    }
    Ok(Some(at))
}

/// The `--at` list, one item per parameter.
pub(super) fn at_items(text: &str, params: usize) -> Result<Vec<String>, String> {
    let items = split_list(text);
    if items.len() != params {
        return Err(format!(
            "--at gives {} arguments for {params} parameters",
            items.len()
        ));
    }
    Ok(items.iter().map(|s| s.to_string()).collect())
}

/// A buffer literal (`f64[1.5, 2]`): its element type and values; `None`
/// if `t` is not one.
pub(super) fn buffer_literal(t: &str) -> Result<Option<(ScalarType, Vec<DataValue>)>, String> {
    let Some((elem, rest)) = t.split_once('[') else {
        return Ok(None);
    };
    let elem = match elem.trim() {
        "f64" => ScalarType::F64,
        "f32" => ScalarType::F32,
        "i64" => ScalarType::I64,
        "i32" => ScalarType::I32,
        other => {
            return Err(format!(
                "buffer element type `{other}`: expected f64, f32, i64 or i32"
            ))
        }
    };
    let body = rest
        .strip_suffix(']')
        .ok_or_else(|| format!("unterminated buffer literal `{t}`"))?;
    let vals = split_list(body)
        .iter()
        .filter(|s| !s.trim().is_empty())
        .map(|s| parse_literal(s, Type::scalar(elem)))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Some((elem, vals)))
}

/// Bytes of a buffer of `vals`.
pub(super) fn to_bytes(vals: &[DataValue]) -> Vec<u8> {
    let mut out = Vec::new();
    for v in vals {
        let n = v.ty().bytes() as usize;
        out.extend_from_slice(&v.bits().to_le_bytes()[..n]);
    }
    out
}

fn from_bytes(elem: ScalarType, bytes: &[u8]) -> Vec<DataValue> {
    let n = elem.bytes() as usize;
    bytes
        .chunks(n)
        .map(|c| {
            let mut b = [0u8; 8];
            b[..n].copy_from_slice(c);
            DataValue::from_bits(elem, u64::from_le_bytes(b))
        })
        .collect()
}

/// A `dup` buffer's shadow: the argument, its element type, its bytes.
type Shadow = (usize, ScalarType, Vec<u8>);

fn ptr(p: *const u8) -> DataValue {
    DataValue::Int(ScalarType::Ptr(zyme::ir::AddrSpace::GENERIC), p as u64)
}

/// Calls `f` with `args` (buffers copied fresh), the shadows
/// `shadow(i, elem, len)` gives after each dup argument; returns the
/// results and the shadows' final contents.
fn call_with(
    jit: &Jit,
    f: &str,
    args: &[Arg],
    kinds: Option<&[ArgKind]>,
    shadow: &dyn Fn(usize, ScalarType, usize) -> Vec<DataValue>,
) -> Result<(Vec<DataValue>, Vec<Shadow>), String> {
    let mut bufs: Vec<Vec<u8>> = Vec::new();
    let mut shadows: Vec<Shadow> = Vec::new();
    for (i, a) in args.iter().enumerate() {
        if let Arg::Buffer(elem, vals) = a {
            bufs.push(to_bytes(vals));
            if kinds.is_some_and(|k| k[i].is_dup()) {
                shadows.push((i, *elem, to_bytes(&shadow(i, *elem, vals.len()))));
            }
        }
    }
    let mut call = Vec::new();
    let (mut b, mut s) = (0, 0);
    for (i, a) in args.iter().enumerate() {
        match a {
            Arg::Scalar(v) => {
                call.push(v.clone());
                if kinds.is_some_and(|k| k[i].is_dup()) {
                    call.push(shadow(i, v.ty().lane(), 1)[0].clone());
                }
            }
            Arg::Buffer(..) => {
                call.push(ptr(bufs[b].as_ptr()));
                b += 1;
                if kinds.is_some_and(|k| k[i].is_dup()) {
                    call.push(ptr(shadows[s].2.as_ptr()));
                    s += 1;
                }
            }
        }
    }
    let out = jit.call_dynamic(f, &call).map_err(|e| e.to_string())?;
    Ok((out, shadows))
}

/// One of `elem` (the seed of a float tangent; zero for integers).
pub(super) fn one(elem: ScalarType) -> DataValue {
    match elem {
        ScalarType::F32 => DataValue::f32(1.0),
        ScalarType::F64 => DataValue::f64(1.0),
        other => DataValue::int(other, 0),
    }
}

fn zero(elem: ScalarType) -> DataValue {
    DataValue::from_bits(elem, 0)
}

fn run_reverse(
    jit: &Jit,
    f: &str,
    args: &[Arg],
    kinds: &[ArgKind],
) -> Result<Vec<(String, String)>, String> {
    let (out, shadows) = call_with(jit, f, args, Some(kinds), &|_, e, n| vec![zero(e); n])?;
    let mut lines = Vec::new();
    let mut results = out.into_iter();
    for (i, k) in kinds.iter().enumerate() {
        if *k == ArgKind::Active {
            let d = results
                .next()
                .ok_or("the gradient returned too few values")?;
            lines.push((format!("d/d arg{i}"), d.to_string()));
        }
    }
    for (i, elem, bytes) in shadows {
        let vals: Vec<String> = from_bytes(elem, &bytes)
            .iter()
            .map(|v| v.to_string())
            .collect();
        lines.push((format!("d/d arg{i}[]"), format!("[{}]", vals.join(", "))));
    }
    Ok(lines)
}

fn run_forward(
    jit: &Jit,
    f: &str,
    args: &[Arg],
    kinds: &[ArgKind],
    returns: &[Type],
) -> Result<Vec<(String, String)>, String> {
    let (out, _) = call_with(jit, f, args, Some(kinds), &|_, e, n| vec![one(e); n])?;
    let tangents: Vec<String> = out.iter().map(|v| v.to_string()).collect();
    let n = returns
        .iter()
        .filter(|t| t.is_float() || t.is_ptr())
        .count();
    Ok(vec![(
        format!("tangent ({n})"),
        format!("[{}] along all-ones", tangents.join(", ")),
    )])
}

/// `Σ float results` of the primal at `args`.
fn objective(jit: &Jit, f: &str, args: &[Arg]) -> Result<f64, String> {
    let (out, _) = call_with(jit, f, args, None, &|_, _, _| Vec::new())?;
    Ok(out.iter().filter_map(DataValue::as_f64).sum())
}

/// `args` with scalar `i`, or element `k` of buffer `i`, moved by `dx`.
pub(super) fn with(args: &[Arg], i: usize, k: Option<usize>, dx: f64) -> Vec<Arg> {
    let mut a = args.to_vec();
    let bump = |v: &DataValue| bump(v, dx);
    match (&mut a[i], k) {
        (Arg::Scalar(v), None) => *v = bump(v),
        (Arg::Buffer(_, vals), Some(k)) => vals[k] = bump(&vals[k]),
        _ => {}
    }
    a
}

/// A float moved by `dx` (other values as they are).
fn bump(v: &DataValue, dx: f64) -> DataValue {
    match v {
        DataValue::F64(x) => DataValue::f64(f64::from_bits(*x) + dx),
        DataValue::F32(x) => DataValue::f32(f32::from_bits(*x) + dx as f32),
        other => other.clone(),
    }
}

/// Central differences of Σ results, beside what the derivative said.
fn check(jit: &Jit, a: &GradArgs, args: &[Arg], kinds: &[ArgKind]) -> Result<(), String> {
    let h = 1e-6;
    let fd = |i: usize, k: Option<usize>| -> Result<f64, String> {
        Ok((objective(jit, a.func, &with(args, i, k, h))?
            - objective(jit, a.func, &with(args, i, k, -h))?)
            / (2.0 * h))
    };
    println!("central differences (step {h}):");
    if a.mode == "forward" {
        let mut sum = 0.0;
        for (i, k) in kinds.iter().enumerate() {
            if !k.is_dup() {
                continue;
            }
            match &args[i] {
                Arg::Scalar(_) => sum += fd(i, None)?,
                Arg::Buffer(_, vals) => {
                    for j in 0..vals.len() {
                        sum += fd(i, Some(j))?;
                    }
                }
            }
        }
        println!(
            "{:<16} {sum} (Σ of tangents along all-ones)",
            "finite diff."
        );
        return Ok(());
    }
    for (i, k) in kinds.iter().enumerate() {
        match (&args[i], k) {
            (Arg::Scalar(_), ArgKind::Active) => {
                println!("{:<16} {}", format!("d/d arg{i}"), fd(i, None)?)
            }
            (Arg::Buffer(_, vals), k) if k.is_dup() => {
                let d = (0..vals.len())
                    .map(|j| fd(i, Some(j)))
                    .collect::<Result<Vec<_>, _>>()?;
                let text: Vec<String> = d.iter().map(|x| format!("{x}")).collect();
                println!("{:<16} [{}]", format!("d/d arg{i}[]"), text.join(", "));
            }
            _ => {}
        }
    }
    Ok(())
}
