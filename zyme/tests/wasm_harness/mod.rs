//! The harness of `wasm_ad.rs`: derivatives of wasm exports through the
//! zyme JIT and, written back as wasm, through Node, against central
//! finite differences.
//!
//! A [`Case`] is one call of an export: scalar arguments and arrays
//! ([`Mem`]) that the harness places in the instance's memory 0 (grown by
//! [`Instance::grow_memory`], the data written at the old end, so the
//! addresses are `old_pages * 65536 + offset`). The function checked is
//! J = Σ float results. Its inputs are the float scalars and the float
//! slots of the arrays; for each case the harness computes
//! - the reverse gradient (floats `active`, integers and addresses
//!   `const`): returned adjoints and the shadow memory at each slot;
//! - the forward derivative (floats `dup`) once per input, seeding its
//!   tangent argument or 1.0 at its slot of the shadow memory;
//! - central differences of J, a fresh instance per evaluation;
//!
//! and checks both against the differences (tolerance [`Case::tol`]:
//! |ad − fd| ≤ tol · max(1, |fd|)), requiring a gradient that is not all
//! zero. Then the same calls run in Node on the module `write_wasm`
//! writes (`tests/wasm/ad/runner.js`): every result must equal the JIT's
//! within 1e-12 relative.

#![allow(dead_code)]

use serde_json::{json, Value};
use std::path::{Path, PathBuf};
use std::process::Command;
use zyme::ir::ScalarType;
use zyme::wasm::{read_wasm, write_wasm, Instance, Wasm, WasmRequests, WriteOptions};
use zyme::{ArgKind, DataValue, Derivatives, ForwardOptions, Jit, Mode};

/// A float type of an input.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Float {
    F32,
    F64,
}

impl Float {
    fn bytes(self) -> usize {
        match self {
            Float::F32 => 4,
            Float::F64 => 8,
        }
    }
}

/// An array placed in the instance's memory, its address passed as an
/// `i32`: raw bytes and the float slots in them that are inputs.
#[derive(Clone, Debug)]
pub struct Mem {
    pub bytes: Vec<u8>,
    pub slots: Vec<(usize, Float)>,
}

/// A record's `(offset, i32)` integer fields and `(offset, f64)` float
/// fields.
pub type Record = (Vec<(usize, i32)>, Vec<(usize, f64)>);

impl Mem {
    pub fn f64s(values: &[f64]) -> Mem {
        let mut m = Mem {
            bytes: Vec::new(),
            slots: Vec::new(),
        };
        for v in values {
            m.slots.push((m.bytes.len(), Float::F64));
            m.bytes.extend_from_slice(&v.to_le_bytes());
        }
        m
    }

    pub fn f32s(values: &[f32]) -> Mem {
        let mut m = Mem {
            bytes: Vec::new(),
            slots: Vec::new(),
        };
        for v in values {
            m.slots.push((m.bytes.len(), Float::F32));
            m.bytes.extend_from_slice(&v.to_le_bytes());
        }
        m
    }

    /// Records of `size` bytes: each record's `(offset, i32)` integer
    /// fields and `(offset, f64)` float fields (the inputs).
    pub fn records(size: usize, records: &[Record]) -> Mem {
        let mut m = Mem {
            bytes: vec![0; size * records.len()],
            slots: Vec::new(),
        };
        for (r, (ints, floats)) in records.iter().enumerate() {
            for &(off, v) in ints {
                let at = r * size + off;
                m.bytes[at..at + 4].copy_from_slice(&v.to_le_bytes());
            }
            for &(off, v) in floats {
                let at = r * size + off;
                m.bytes[at..at + 8].copy_from_slice(&v.to_le_bytes());
                m.slots.push((at, Float::F64));
            }
        }
        m
    }

    fn get(&self, slot: usize) -> f64 {
        let (at, ty) = self.slots[slot];
        match ty {
            Float::F64 => f64::from_le_bytes(self.bytes[at..at + 8].try_into().unwrap()),
            Float::F32 => f64::from(f32::from_le_bytes(
                self.bytes[at..at + 4].try_into().unwrap(),
            )),
        }
    }

    fn set(&mut self, slot: usize, v: f64) {
        let (at, ty) = self.slots[slot];
        match ty {
            Float::F64 => self.bytes[at..at + 8].copy_from_slice(&v.to_le_bytes()),
            Float::F32 => self.bytes[at..at + 4].copy_from_slice(&(v as f32).to_le_bytes()),
        }
    }
}

/// One argument of an export.
#[derive(Clone, Debug)]
pub enum Arg {
    F64(f64),
    F32(f32),
    I32(i32),
    Mem(Mem),
}

/// One call of an export whose derivatives are checked.
#[derive(Clone, Debug)]
pub struct Case {
    pub export: &'static str,
    pub args: Vec<Arg>,
    /// Relative tolerance against finite differences.
    pub tol: f64,
}

impl Case {
    /// A case in double precision: step 1e-6 · max(1, |x|), tolerance 1e-6.
    pub fn new(export: &'static str, args: Vec<Arg>) -> Case {
        Case {
            export,
            args,
            tol: 1e-6,
        }
    }

    /// A case whose J is computed in single precision: tolerance 2e-3
    /// (central differences in f32 with a step of 1e-2 · max(1, |x|)).
    pub fn f32(export: &'static str, args: Vec<Arg>) -> Case {
        Case {
            export,
            args,
            tol: 2e-3,
        }
    }

    fn single(&self) -> bool {
        self.tol > 1e-5
    }

    /// The inputs: `(argument, None)` for a float scalar, `(argument,
    /// Some(slot))` for a float slot of an array.
    fn inputs(&self) -> Vec<(usize, Option<usize>)> {
        let mut out = Vec::new();
        for (i, a) in self.args.iter().enumerate() {
            match a {
                Arg::F64(_) | Arg::F32(_) => out.push((i, None)),
                Arg::Mem(m) => out.extend((0..m.slots.len()).map(|s| (i, Some(s)))),
                Arg::I32(_) => {}
            }
        }
        out
    }

    fn get(&self, (arg, slot): (usize, Option<usize>)) -> f64 {
        match (&self.args[arg], slot) {
            (Arg::F64(v), None) => *v,
            (Arg::F32(v), None) => f64::from(*v),
            (Arg::Mem(m), Some(s)) => m.get(s),
            _ => unreachable!(),
        }
    }

    fn with(&self, (arg, slot): (usize, Option<usize>), v: f64) -> Case {
        let mut c = self.clone();
        match (&mut c.args[arg], slot) {
            (Arg::F64(x), None) => *x = v,
            (Arg::F32(x), None) => *x = v as f32,
            (Arg::Mem(m), Some(s)) => m.set(s, v),
            _ => unreachable!(),
        }
        c
    }

    /// Where each array goes, relative to the grown pages (16-byte
    /// aligned, one after the other), and the pages to grow by.
    fn placement(&self) -> (Vec<Option<usize>>, u32) {
        let mut next = 0usize;
        let offsets = self
            .args
            .iter()
            .map(|a| match a {
                Arg::Mem(m) => {
                    let at = next;
                    next = (next + m.bytes.len() + 15) & !15;
                    Some(at)
                }
                _ => None,
            })
            .collect();
        (offsets, (next as u32).div_ceil(65536).max(1))
    }

    fn kinds(&self, float: ArgKind) -> Vec<ArgKind> {
        self.args
            .iter()
            .map(|a| match a {
                Arg::F64(_) | Arg::F32(_) => float,
                _ => ArgKind::Const,
            })
            .collect()
    }

    fn describe(&self) -> String {
        format!("{}({} args)", self.export, self.args.len())
    }
}

/// A module with its cases and the derivatives asked for them.
pub struct Prepared {
    pub file: String,
    pub wasm: Wasm,
    pub cases: Vec<Case>,
    /// Per case: the reverse gradient's and the forward derivative's name.
    pub derivatives: Vec<(String, String)>,
}

/// The bytes of a test module: `.wat` text or `.wasm` binary.
pub fn module_bytes(path: &Path) -> Vec<u8> {
    if path.extension().is_some_and(|e| e == "wat") {
        wat::parse_file(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
    } else {
        std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
    }
}

/// Reads `path` and asks for the reverse and forward derivative of every
/// case's export (once per export).
pub fn prepare(path: &Path, cases: Vec<Case>) -> Prepared {
    prepare_modes(path, cases, true)
}

/// [`prepare`], the forward derivatives only where `forward` says (a
/// module whose forward mode is refused; the forward name is then empty
/// and [`check_jit`] checks the reverse alone).
pub fn prepare_modes(path: &Path, cases: Vec<Case>, forward: bool) -> Prepared {
    let file = path.display().to_string();
    let mut wasm = read_wasm(&module_bytes(path), &file).unwrap_or_else(|e| panic!("{e}"));
    let exports = wasm.exports.clone();
    let ad_rules = wasm.ad.clone();
    let mut ad = Derivatives::new(&mut wasm.module);
    let mut made: Vec<(&str, (String, String))> = Vec::new();
    let mut derivatives = Vec::new();
    for c in &cases {
        if let Some((_, d)) = made.iter().find(|(e, _)| *e == c.export) {
            derivatives.push(d.clone());
            continue;
        }
        let rev = ad
            .wasm_reverse(&exports, &ad_rules, c.export, &c.kinds(ArgKind::Active))
            .unwrap_or_else(|e| panic!("{file}: reverse {}: {e}", c.export));
        let fwd = if forward {
            ad.wasm_request(
                &exports,
                &ad_rules,
                c.export,
                &c.kinds(ArgKind::Dup),
                Mode::Forward(ForwardOptions::default()),
            )
            .unwrap_or_else(|e| panic!("{file}: forward {}: {e}", c.export))
            .remove(0)
        } else {
            String::new()
        };
        made.push((c.export, (rev.clone(), fwd.clone())));
        derivatives.push((rev, fwd));
    }
    ad.finish()
        .unwrap_or_else(|e| panic!("{file}: differentiating: {e}"));
    Prepared {
        file,
        wasm,
        cases,
        derivatives,
    }
}

fn i32v(v: i64) -> DataValue {
    DataValue::int(ScalarType::I32, v)
}

fn float_sum(values: &[DataValue]) -> f64 {
    values.iter().filter_map(|v| v.as_f64()).sum()
}

/// A fresh instance with the case's arrays placed; the call arguments
/// (addresses for arrays) and the wasm address of the grown pages.
fn place<'j>(jit: &'j Jit, wasm: &'j Wasm, case: &Case) -> (Instance<'j>, Vec<DataValue>, usize) {
    let mut inst = Instance::new(jit, wasm).unwrap_or_else(|e| panic!("instantiate: {e}"));
    let (offsets, pages) = case.placement();
    let old = inst.grow_memory(0, pages).expect("grow");
    assert!(old >= 0, "memory.grow by {pages} pages failed");
    let base = old as usize * 65536;
    let mem = inst.memory_mut(0);
    let mut args = Vec::new();
    for (a, off) in case.args.iter().zip(&offsets) {
        match a {
            Arg::F64(v) => args.push(DataValue::f64(*v)),
            Arg::F32(v) => args.push(DataValue::f32(*v)),
            Arg::I32(v) => args.push(i32v(i64::from(*v))),
            Arg::Mem(m) => {
                let at = base + off.unwrap();
                mem[at..at + m.bytes.len()].copy_from_slice(&m.bytes);
                args.push(i32v(at as i64));
            }
        }
    }
    (inst, args, base)
}

fn export_name<'w>(wasm: &'w Wasm, export: &str) -> &'w str {
    let e = wasm.export(export).expect("export");
    &wasm.module.functions[e.func].name
}

/// J at the case's point, on a fresh instance.
fn primal(jit: &Jit, wasm: &Wasm, case: &Case) -> f64 {
    let (inst, args, _) = place(jit, wasm, case);
    let out = inst
        .call_export(case.export, &args)
        .unwrap_or_else(|e| panic!("{}: {e}", case.describe()));
    float_sum(&out)
}

fn read_slot(mem: &[u8], at: usize, ty: Float) -> f64 {
    match ty {
        Float::F64 => f64::from_le_bytes(mem[at..at + 8].try_into().unwrap()),
        Float::F32 => f64::from(f32::from_le_bytes(mem[at..at + 4].try_into().unwrap())),
    }
}

/// The reverse gradient over the case's inputs (in `inputs()` order).
fn reverse(jit: &Jit, wasm: &Wasm, case: &Case, derivative: &str) -> Vec<f64> {
    let (inst, args, base) = place(jit, wasm, case);
    let shadow = inst.shadow().expect("shadow");
    let out = inst
        .call_derivative(derivative, &shadow, &args)
        .unwrap_or_else(|e| panic!("{} reverse: {e}", case.describe()));
    let mut adjoints = out.iter().map(|v| v.as_f64().expect("float adjoint"));
    let (offsets, _) = case.placement();
    let smem = shadow.memory(0);
    let mut g = Vec::new();
    for (a, off) in case.args.iter().zip(&offsets) {
        match a {
            Arg::F64(_) | Arg::F32(_) => g.push(adjoints.next().expect("an adjoint per float")),
            Arg::Mem(m) => {
                for &(at, ty) in &m.slots {
                    g.push(read_slot(smem, base + off.unwrap() + at, ty));
                }
            }
            Arg::I32(_) => {}
        }
    }
    assert!(
        adjoints.next().is_none(),
        "more adjoints than float arguments"
    );
    g
}

/// The forward derivative of J along input `k`.
fn forward(jit: &Jit, wasm: &Wasm, case: &Case, derivative: &str, k: usize) -> f64 {
    let input = case.inputs()[k];
    let (inst, args, base) = place(jit, wasm, case);
    let mut shadow = inst.shadow().expect("shadow");
    let (offsets, _) = case.placement();
    let mut all = Vec::new();
    for (i, (a, v)) in case.args.iter().zip(args).enumerate() {
        let seed = if input == (i, None) { 1.0 } else { 0.0 };
        all.push(v);
        match a {
            Arg::F64(_) => all.push(DataValue::f64(seed)),
            Arg::F32(_) => all.push(DataValue::f32(seed as f32)),
            Arg::Mem(m) if input.0 == i => {
                let (at, ty) = m.slots[input.1.unwrap()];
                let at = base + offsets[i].unwrap() + at;
                let smem = shadow.memory_mut(0);
                match ty {
                    Float::F64 => smem[at..at + 8].copy_from_slice(&1.0f64.to_le_bytes()),
                    Float::F32 => smem[at..at + 4].copy_from_slice(&1.0f32.to_le_bytes()),
                }
            }
            _ => {}
        }
    }
    let out = inst
        .call_derivative(derivative, &shadow, &all)
        .unwrap_or_else(|e| panic!("{} forward: {e}", case.describe()));
    float_sum(&out)
}

/// Central differences of J along input `k`.
fn finite_difference(jit: &Jit, wasm: &Wasm, case: &Case, k: usize) -> f64 {
    let input = case.inputs()[k];
    let x = case.get(input);
    let rel = if case.single() { 1e-2 } else { 1e-6 };
    let h = rel * x.abs().max(1.0);
    let (up, down) = (case.with(input, x + h), case.with(input, x - h));
    // The step actually taken (an f32 slot rounds x ± h).
    let span = up.get(input) - down.get(input);
    (primal(jit, wasm, &up) - primal(jit, wasm, &down)) / span
}

/// What the JIT gave for one case, for Node to reproduce.
pub struct JitResults {
    pub value: f64,
    pub reverse: Vec<f64>,
    pub forward: Vec<f64>,
}

fn close(a: f64, b: f64, tol: f64) -> bool {
    (a - b).abs() <= tol * b.abs().max(1.0)
}

/// |a − b| ≤ tol · max(|a|, |b|): equal to `tol`, relative.
fn relatively_equal(a: f64, b: f64, tol: f64) -> bool {
    a == b || (a - b).abs() <= tol * a.abs().max(b.abs())
}

/// Checks every case of a prepared module in the JIT; returns the
/// results, and the failures as text.
pub fn check_jit(p: &Prepared) -> (Vec<JitResults>, Vec<String>) {
    let jit = Jit::compile(&p.wasm.module).unwrap_or_else(|e| panic!("{}: JIT: {e}", p.file));
    let mut failures = Vec::new();
    let mut results = Vec::new();
    for (case, (rev, fwd)) in p.cases.iter().zip(&p.derivatives) {
        let value = primal(&jit, &p.wasm, case);
        let n = case.inputs().len();
        let fd: Vec<f64> = (0..n)
            .map(|k| finite_difference(&jit, &p.wasm, case, k))
            .collect();
        let rg = reverse(&jit, &p.wasm, case, rev);
        // No forward derivative: none is checked.
        let fg: Vec<f64> = if fwd.is_empty() {
            Vec::new()
        } else {
            (0..n)
                .map(|k| forward(&jit, &p.wasm, case, fwd, k))
                .collect()
        };
        let what = format!("{}: {}", p.file, case.describe());
        if fd.iter().all(|&d| d.abs() < 1e-3) {
            failures.push(format!(
                "{what}: the finite differences are all (near) zero: pick another point"
            ));
        }
        if rg.iter().all(|&d| d == 0.0) {
            failures.push(format!("{what}: the reverse gradient is all zero"));
        }
        if !fwd.is_empty() && fg.iter().all(|&d| d == 0.0) {
            failures.push(format!("{what}: the forward derivatives are all zero"));
        }
        for k in 0..n {
            if !close(rg[k], fd[k], case.tol) {
                failures.push(format!(
                    "{what}: input {k} {:?}: reverse {} vs finite differences {}",
                    case.inputs()[k],
                    rg[k],
                    fd[k]
                ));
            }
            if fg.get(k).is_some_and(|&g| !close(g, fd[k], case.tol)) {
                failures.push(format!(
                    "{what}: input {k} {:?}: forward {} vs finite differences {}",
                    case.inputs()[k],
                    fg[k],
                    fd[k]
                ));
            }
        }
        results.push(JitResults {
            value,
            reverse: rg,
            forward: fg,
        });
    }
    (results, failures)
}

/// Whether `node` can be run.
pub fn node_available() -> bool {
    Command::new("node")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

fn ad_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/wasm/ad")
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn unhex(text: &str) -> Vec<u8> {
    (0..text.len() / 2)
        .map(|i| u8::from_str_radix(&text[2 * i..2 * i + 2], 16).unwrap())
        .collect()
}

/// The wasm a Node call sees for an argument.
fn js_arg(a: &Arg, off: Option<usize>) -> Value {
    match a {
        Arg::F64(v) => json!(["f64", v.to_bits().to_string()]),
        Arg::F32(v) => json!(["f32", v.to_bits().to_string()]),
        Arg::I32(v) => json!(["i32", v.to_string()]),
        Arg::Mem(_) => json!(["addr", off.unwrap().to_string()]),
    }
}

fn result_types(wasm: &Wasm, export: &str) -> Vec<&'static str> {
    use zyme::wasm::WasmType as W;
    wasm.export(export)
        .expect("export")
        .results
        .iter()
        .map(|t| match t {
            W::I32 => "i32",
            W::I64 => "i64",
            W::F32 => "f32",
            W::F64 => "f64",
            other => panic!("result type {other:?}"),
        })
        .collect()
}

fn float_of(ty: &str, bits: &str) -> Option<f64> {
    let b: u64 = bits.parse().unwrap();
    match ty {
        "f64" => Some(f64::from_bits(b)),
        "f32" => Some(f64::from(f32::from_bits(b as u32))),
        _ => None,
    }
}

/// Writes the module's derivatives as wasm, runs every case's primal,
/// reverse and forward calls in Node, and compares with the JIT's
/// results (1e-12 relative) — and so with the finite differences the JIT
/// matched. Returns the failures, or `None` when Node is missing.
pub fn check_node(p: &Prepared, jit: &[JitResults]) -> Option<Vec<String>> {
    if !node_available() {
        eprintln!(
            "{}: node is not on PATH: skipping the written-wasm run",
            p.file
        );
        return None;
    }
    let w = &p.wasm;
    let g = &w.generated;
    let mut names: Vec<String> = [g.instantiate, g.shadow, g.memory_grow]
        .iter()
        .map(|&f| w.module.functions[f].name.clone())
        .collect();
    for (c, (rev, fwd)) in p.cases.iter().zip(&p.derivatives) {
        for n in [
            export_name(w, c.export).to_string(),
            rev.clone(),
            fwd.clone(),
        ] {
            if !names.contains(&n) {
                names.push(n);
            }
        }
    }
    let options = WriteOptions {
        exports: Some(names),
        ..WriteOptions::default()
    };
    let bytes =
        write_wasm(&w.module, &options).unwrap_or_else(|e| panic!("{}: write_wasm: {e}", p.file));
    let dir = std::env::temp_dir().join(format!(
        "zyme-wasm-ad-{}-{}",
        std::process::id(),
        Path::new(&p.file).file_stem().unwrap().to_string_lossy()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    let wasm_path = dir.join("d.wasm");
    std::fs::write(&wasm_path, &bytes).unwrap();

    // Per case: the primal, the reverse, one forward call per input.
    let mut calls = Vec::new();
    for (c, (rev, fwd)) in p.cases.iter().zip(&p.derivatives) {
        let (offsets, pages) = c.placement();
        let data: Vec<Value> = c
            .args
            .iter()
            .zip(&offsets)
            .filter_map(|(a, off)| match a {
                Arg::Mem(m) => Some(json!([off.unwrap(), hex(&m.bytes)])),
                _ => None,
            })
            .collect();
        let read: Vec<Value> = c
            .args
            .iter()
            .zip(&offsets)
            .filter_map(|(a, off)| match a {
                Arg::Mem(m) => Some(json!([off.unwrap(), m.bytes.len()])),
                _ => None,
            })
            .collect();
        let args: Vec<Value> = c
            .args
            .iter()
            .zip(&offsets)
            .map(|(a, off)| js_arg(a, *off))
            .collect();
        let results = result_types(w, c.export);
        calls.push(
            json!({"func": export_name(w, c.export), "derivative": false,
            "grow_pages": pages, "data": data, "seeds": [], "args": args,
            "results": results, "read": read}),
        );
        let adjoint_types: Vec<&str> = c
            .args
            .iter()
            .filter_map(|a| match a {
                Arg::F64(_) => Some("f64"),
                Arg::F32(_) => Some("f32"),
                _ => None,
            })
            .collect();
        calls.push(json!({"func": rev, "derivative": true, "grow_pages": pages,
            "data": data, "seeds": [], "args": args, "results": adjoint_types, "read": read}));
        let tangent_types: Vec<&str> = results
            .iter()
            .copied()
            .filter(|t| t.starts_with('f'))
            .collect();
        for input in c.inputs() {
            let mut fargs = Vec::new();
            let mut seeds = Vec::new();
            for (i, (a, off)) in c.args.iter().zip(&offsets).enumerate() {
                fargs.push(js_arg(a, *off));
                let one = input == (i, None);
                match a {
                    Arg::F64(_) => fargs.push(json!([
                        "f64",
                        (if one { 1.0f64 } else { 0.0 }).to_bits().to_string()
                    ])),
                    Arg::F32(_) => fargs.push(json!([
                        "f32",
                        (if one { 1.0f32 } else { 0.0 }).to_bits().to_string()
                    ])),
                    Arg::Mem(m) if input.0 == i => {
                        let (at, ty) = m.slots[input.1.unwrap()];
                        let one = match ty {
                            Float::F64 => 1.0f64.to_le_bytes().to_vec(),
                            Float::F32 => 1.0f32.to_le_bytes().to_vec(),
                        };
                        seeds.push(json!([off.unwrap() + at, hex(&one)]));
                    }
                    _ => {}
                }
            }
            calls.push(json!({"func": fwd, "derivative": true, "grow_pages": pages,
                "data": data, "seeds": seeds, "args": fargs, "results": tangent_types, "read": []}));
        }
    }
    let spec = json!({
        "wasm": wasm_path.display().to_string(),
        "memory_base": w.layout.memories[0].base,
        "calls": calls,
    });
    let spec_path = dir.join("spec.json");
    std::fs::write(&spec_path, spec.to_string()).unwrap();
    let out = Command::new("node")
        .arg(ad_dir().join("runner.js"))
        .arg(&spec_path)
        .output()
        .expect("node");
    let _ = std::fs::remove_dir_all(&dir);
    if !out.status.success() {
        return Some(vec![format!(
            "{}: node failed: {}",
            p.file,
            String::from_utf8_lossy(&out.stderr)
        )]);
    }
    let outputs: Vec<Value> = serde_json::from_slice(&out.stdout).expect("runner JSON");
    let mut failures = Vec::new();
    let mut next = outputs.iter().zip(&calls);
    for (c, want) in p.cases.iter().zip(jit) {
        let what = format!("{} in Node: {}", p.file, c.describe());
        let mut got_want: Vec<(String, f64, f64)> = Vec::new();
        let (o, call) = next.next().expect("an output per call");
        got_want.push(("J".into(), float_results(o, call).iter().sum(), want.value));
        // The reverse gradient: returned adjoints, then the shadow memory.
        let (o, call) = next.next().expect("an output per call");
        let shadows = o["shadow"].as_array().unwrap();
        let mut adjoints = float_results(o, call).into_iter();
        let mut arrays = shadows.iter().map(|h| unhex(h.as_str().unwrap()));
        let mut got = Vec::new();
        for a in &c.args {
            match a {
                Arg::F64(_) | Arg::F32(_) => got.push(adjoints.next().unwrap_or(f64::NAN)),
                Arg::Mem(m) => {
                    let bytes = arrays.next().unwrap();
                    got.extend(m.slots.iter().map(|&(at, ty)| read_slot(&bytes, at, ty)));
                }
                Arg::I32(_) => {}
            }
        }
        for (k, (g, w)) in got.iter().zip(&want.reverse).enumerate() {
            got_want.push((format!("reverse, input {k}"), *g, *w));
        }
        for (k, w) in want.forward.iter().enumerate() {
            let (o, call) = next.next().expect("an output per call");
            got_want.push((
                format!("forward, input {k}"),
                float_results(o, call).iter().sum(),
                *w,
            ));
        }
        for (label, got, want) in got_want {
            if !relatively_equal(got, want, 1e-12) {
                failures.push(format!("{what}: {label}: Node {got}, JIT {want}"));
            }
        }
    }
    for (o, call) in outputs.iter().zip(&calls) {
        if o["trap"] != 0 {
            failures.push(format!(
                "{} in Node: {} trapped: code {}",
                p.file, call["func"], o["trap"]
            ));
        }
    }
    Some(failures)
}

/// The float results of one Node call, as f64.
fn float_results(output: &Value, call: &Value) -> Vec<f64> {
    let types = call["results"].as_array().unwrap();
    output["results"]
        .as_array()
        .unwrap()
        .iter()
        .zip(types)
        .filter_map(|(b, t)| float_of(t.as_str().unwrap(), b.as_str().unwrap()))
        .collect()
}
