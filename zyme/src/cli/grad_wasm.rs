//! `zyme grad m.wasm --fn loss …`: the derivative of a wasm export.
//!
//! The export's wasm parameters take the `--args` kinds; the instance
//! comes first as `dup` (its shadow holds the shadow memories). `--at`
//! gives the arguments; an `i32` address may be a buffer literal
//! (`f64[1, 2, 3]`), which is placed in memory 0 (grown for it) and whose
//! address is passed. Reverse mode prints the adjoint of each `active`
//! float and the shadow memory at each buffer, ∂(Σ results)/∂input;
//! forward mode seeds every `dup` float and every buffer's shadow with 1.
//! `--emit wasm -o out.wasm` writes a module exporting the module's
//! exports, the derivative and the instance functions.

use super::grad::{
    at_items, at_or_hint, buffer_literal, mode_of, one, to_bytes, with, Arg, GradArgs,
};
use super::Load;
use zyme::ir::value::parse_literal;
use zyme::ir::{DataValue, ScalarType, Type};
use zyme::wasm::{read_wasm, Instance, Wasm, WasmRequests, WasmType, WriteOptions};
use zyme::{ArgKind, Derivatives, Jit};

pub fn grad(a: &GradArgs, opts: &Load) -> Result<(), String> {
    let bytes = std::fs::read(a.file).map_err(|e| format!("{}: {e}", a.file.display()))?;
    let mut wasm = read_wasm(&bytes, &a.file.display().to_string()).map_err(|e| e.to_string())?;
    let export = wasm.export(a.func).cloned().ok_or_else(|| {
        let names: Vec<&str> = wasm.exports.iter().map(|e| e.name.as_str()).collect();
        format!(
            "{} exports no function `{}` (it exports: {})",
            a.file.display(),
            a.func,
            names.join(", ")
        )
    })?;
    let kinds = super::parse_kinds(a.kinds)?;
    let mode = mode_of(a.mode)?;
    let (exports, regs) = (wasm.exports.clone(), wasm.ad.clone());
    let mut ad = Derivatives::new(&mut wasm.module);
    ad.pipeline(opts.pipeline);
    let names = ad
        .wasm_request(&exports, &regs, a.func, &kinds, mode)
        .map_err(|e| e.to_string())?;
    ad.finish().map_err(|e| e.to_string())?;
    match a.emit {
        Some("wasm") => return emit_wasm(a, &wasm, &names),
        Some("ir") => {
            for n in &names {
                let f = wasm.module.func_by_name(n).expect("made");
                print!(
                    "{}",
                    zyme::ir::text::printer::print_function(&wasm.module, f)
                );
            }
            return Ok(());
        }
        Some(other) => return Err(format!("--emit {other}: for wasm input, wasm or ir")),
        None => {}
    }
    let Some(at) = at_or_hint(a, &names, "wasm|ir")? else {
        return Ok(());
    };
    let args = parse_args(at, &export.params)?;
    let jit = Jit::compile(&wasm.module).map_err(|e| e.to_string())?;
    let derivative = &names[0];
    let lines = if a.mode == "reverse" {
        run_reverse(&jit, &wasm, derivative, &args, &kinds)?
    } else {
        run_forward(&jit, &wasm, derivative, &args, &kinds)?
    };
    for (what, v) in &lines {
        println!("{what:<16} {v}");
    }
    if a.check {
        check(&jit, &wasm, a, &args, &kinds)?;
    }
    Ok(())
}

fn emit_wasm(a: &GradArgs, wasm: &Wasm, names: &[String]) -> Result<(), String> {
    let out = a.output.ok_or("--emit wasm needs -o FILE")?;
    let m = &wasm.module;
    let g = &wasm.generated;
    let mut exports: Vec<String> = wasm
        .exports
        .iter()
        .map(|e| m.functions[e.func].name.clone())
        .collect();
    exports.extend(names.iter().cloned());
    for f in [g.instantiate, g.shadow, g.memory_grow, g.free, g.trap] {
        exports.push(m.functions[f].name.clone());
    }
    let options = WriteOptions {
        exports: Some(exports),
        ..WriteOptions::default()
    };
    let bytes = zyme::wasm::write_wasm(m, &options).map_err(|e| e.to_string())?;
    std::fs::write(out, &bytes).map_err(|e| format!("{}: {e}", out.display()))?;
    println!(
        "{}: {} bytes, exporting {} and the instance functions",
        out.display(),
        bytes.len(),
        names.join(", ")
    );
    Ok(())
}

fn parse_args(text: &str, params: &[WasmType]) -> Result<Vec<Arg>, String> {
    at_items(text, params.len())?
        .iter()
        .zip(params)
        .map(|(t, &p)| {
            let t = t.trim();
            let ty = match p {
                WasmType::I32 => Type::I32,
                WasmType::I64 => Type::I64,
                WasmType::F32 => Type::F32,
                WasmType::F64 => Type::F64,
                other => {
                    return Err(format!(
                        "a {other:?} parameter cannot be given on the command line"
                    ))
                }
            };
            if p == WasmType::I32 {
                if let Some((elem, vals)) = buffer_literal(t)? {
                    return Ok(Arg::Buffer(elem, vals));
                }
            }
            parse_literal(t, ty).map(Arg::Scalar)
        })
        .collect()
}

/// A buffer placed in memory: `(argument, element type, address, length)`.
type Placed = (usize, ScalarType, usize, usize);

/// Places the buffers at the end of memory 0 (grown for them); returns
/// the call's arguments (addresses for buffers) and each buffer's place.
fn place(inst: &mut Instance, args: &[Arg]) -> Result<(Vec<DataValue>, Vec<Placed>), String> {
    let total: usize = args
        .iter()
        .map(|a| match a {
            Arg::Buffer(e, v) => (v.len() * e.bytes() as usize + 15) & !15,
            Arg::Scalar(_) => 0,
        })
        .sum();
    let mut at = inst.memory(0).len();
    if total > 0 {
        let pages = total.div_ceil(65536) as u32;
        if inst.grow_memory(0, pages).map_err(|e| e.to_string())? < 0 {
            return Err("memory 0 cannot grow for the buffers".into());
        }
    }
    let mut call = Vec::new();
    let mut placed = Vec::new();
    for (i, a) in args.iter().enumerate() {
        match a {
            Arg::Scalar(v) => call.push(v.clone()),
            Arg::Buffer(elem, vals) => {
                let bytes = to_bytes(vals);
                inst.memory_mut(0)[at..at + bytes.len()].copy_from_slice(&bytes);
                call.push(DataValue::int(ScalarType::I32, at as i64));
                placed.push((i, *elem, at, vals.len()));
                at += (bytes.len() + 15) & !15;
            }
        }
    }
    Ok((call, placed))
}

fn read_buffer(inst: &Instance, elem: ScalarType, at: usize, len: usize) -> Vec<DataValue> {
    let n = elem.bytes() as usize;
    inst.memory(0)[at..at + n * len]
        .chunks(n)
        .map(|c| {
            let mut b = [0u8; 8];
            b[..n].copy_from_slice(c);
            DataValue::from_bits(elem, u64::from_le_bytes(b))
        })
        .collect()
}

fn show(vals: &[DataValue]) -> String {
    let v: Vec<String> = vals.iter().map(|x| x.to_string()).collect();
    format!("[{}]", v.join(", "))
}

/// A fresh instance with `args`' buffers placed, its shadow instance,
/// the call's arguments and the buffers' places.
fn instance_with<'j>(
    jit: &'j Jit,
    wasm: &'j Wasm,
    args: &[Arg],
) -> Result<(Instance<'j>, Instance<'j>, Vec<DataValue>, Vec<Placed>), String> {
    let mut inst = Instance::new(jit, wasm).map_err(|e| e.to_string())?;
    let (call, placed) = place(&mut inst, args)?;
    let shadow = inst.shadow().map_err(|e| e.to_string())?;
    Ok((inst, shadow, call, placed))
}

fn run_reverse(
    jit: &Jit,
    wasm: &Wasm,
    f: &str,
    args: &[Arg],
    kinds: &[ArgKind],
) -> Result<Vec<(String, String)>, String> {
    let (inst, shadow, call, placed) = instance_with(jit, wasm, args)?;
    let out = inst
        .call_derivative(f, &shadow, &call)
        .map_err(|e| e.to_string())?;
    let mut lines = Vec::new();
    let mut outs = out.into_iter();
    for (i, k) in kinds.iter().enumerate() {
        if *k == ArgKind::Active {
            let d = outs.next().ok_or("the gradient returned too few values")?;
            lines.push((format!("d/d arg{i}"), d.to_string()));
        }
    }
    for (i, elem, at, len) in placed {
        lines.push((
            format!("d/d arg{i}[]"),
            show(&read_buffer(&shadow, elem, at, len)),
        ));
    }
    Ok(lines)
}

fn run_forward(
    jit: &Jit,
    wasm: &Wasm,
    f: &str,
    args: &[Arg],
    kinds: &[ArgKind],
) -> Result<Vec<(String, String)>, String> {
    let (inst, mut shadow, call, placed) = instance_with(jit, wasm, args)?;
    for &(_, elem, at, len) in &placed {
        if elem.is_float() {
            let ones = to_bytes(&vec![one(elem); len]);
            shadow.memory_mut(0)[at..at + ones.len()].copy_from_slice(&ones);
        }
    }
    let mut with_tangents = Vec::new();
    for (v, k) in call.iter().zip(kinds) {
        with_tangents.push(v.clone());
        if k.is_dup() {
            with_tangents.push(one(v.ty().lane()));
        }
    }
    let out = inst
        .call_derivative(f, &shadow, &with_tangents)
        .map_err(|e| e.to_string())?;
    Ok(vec![(
        format!("tangent ({})", out.len()),
        format!("{} along all-ones", show(&out)),
    )])
}

/// Σ float results of the export at `args`, in a fresh instance.
fn objective(jit: &Jit, wasm: &Wasm, f: &str, args: &[Arg]) -> Result<f64, String> {
    let mut inst = Instance::new(jit, wasm).map_err(|e| e.to_string())?;
    let (call, _) = place(&mut inst, args)?;
    let out = inst.call_export(f, &call).map_err(|e| e.to_string())?;
    Ok(out.iter().filter_map(DataValue::as_f64).sum())
}

fn check(
    jit: &Jit,
    wasm: &Wasm,
    a: &GradArgs,
    args: &[Arg],
    kinds: &[ArgKind],
) -> Result<(), String> {
    let h = 1e-6;
    let fd = |i: usize, k: Option<usize>| -> Result<f64, String> {
        let up = objective(jit, wasm, a.func, &with(args, i, k, h))?;
        let down = objective(jit, wasm, a.func, &with(args, i, k, -h))?;
        Ok((up - down) / (2.0 * h))
    };
    println!("central differences (step {h}):");
    let mut along = 0.0;
    for (i, k) in kinds.iter().enumerate() {
        match &args[i] {
            Arg::Scalar(v) if v.ty().is_float() && k.is_active() => {
                let d = fd(i, None)?;
                along += d;
                if a.mode == "reverse" {
                    println!("{:<16} {d}", format!("d/d arg{i}"));
                }
            }
            Arg::Buffer(elem, vals) if elem.is_float() => {
                let d = (0..vals.len())
                    .map(|j| fd(i, Some(j)))
                    .collect::<Result<Vec<_>, _>>()?;
                along += d.iter().sum::<f64>();
                if a.mode == "reverse" {
                    let t: Vec<String> = d.iter().map(|x| x.to_string()).collect();
                    println!("{:<16} [{}]", format!("d/d arg{i}[]"), t.join(", "));
                }
            }
            _ => {}
        }
    }
    if a.mode == "forward" {
        println!(
            "{:<16} {along} (Σ of tangents along all-ones)",
            "finite diff."
        );
    }
    Ok(())
}
