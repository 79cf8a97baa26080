//! The harness of the reader's tests: read a `.wat` module, run its
//! exports through the interpreter, the Cranelift JIT and (when `node` is
//! on `PATH`) Node, and compare with the expected results.

#![allow(dead_code)]

pub mod sandbox;

use std::path::{Path, PathBuf};
use std::process::Command;
use zyme_cranelift::JitModule;
use zyme_ir::{verify_module, DataValue, Interpreter, ScalarType, Type};
use zyme_wasm::{TrapCode, Wasm};

pub fn i32(v: i32) -> DataValue {
    DataValue::int(ScalarType::I32, i64::from(v))
}
pub fn i64(v: i64) -> DataValue {
    DataValue::int(ScalarType::I64, v)
}
pub fn f32(v: f32) -> DataValue {
    DataValue::f32(v)
}
pub fn f64(v: f64) -> DataValue {
    DataValue::f64(v)
}

/// What a call should give.
#[derive(Clone, Debug, PartialEq)]
pub enum Expect {
    Values(Vec<DataValue>),
    Trap(TrapCode),
}

/// One call of an export on a fresh instance.
#[derive(Clone, Debug)]
pub struct Case {
    pub export: &'static str,
    pub args: Vec<DataValue>,
    pub expect: Expect,
}

pub fn case(export: &'static str, args: &[DataValue], results: &[DataValue]) -> Case {
    Case {
        export,
        args: args.to_vec(),
        expect: Expect::Values(results.to_vec()),
    }
}

pub fn trap(export: &'static str, args: &[DataValue], code: TrapCode) -> Case {
    Case {
        export,
        args: args.to_vec(),
        expect: Expect::Trap(code),
    }
}

pub fn wat_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/wasm/wat")
}

/// The bytes of `tests/wasm/wat/{name}.wat`.
pub fn wat_bytes(name: &str) -> Vec<u8> {
    let path = wat_dir().join(format!("{name}.wat"));
    wat::parse_file(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Reads a module and checks that the verifier accepts it.
pub fn read_verified(bytes: &[u8], file: &str) -> Wasm {
    let wasm = zyme_wasm::read(bytes, file).unwrap_or_else(|e| panic!("{e}"));
    if let Err(errors) = verify_module(&wasm.module) {
        panic!(
            "{file}: the verifier rejects the lowered module:\n{errors}\n{}",
            zyme_ir::text::printer::print_module(&wasm.module)
        );
    }
    wasm
}

fn outcome(results: Vec<DataValue>, trap: &[DataValue]) -> Expect {
    let code = trap[0].bits() as i32;
    if code != 0 {
        match TrapCode::from_code(code) {
            Some(t) => Expect::Trap(t),
            None => panic!("unknown trap code {code}"),
        }
    } else {
        Expect::Values(results)
    }
}

fn same(a: &Expect, b: &Expect) -> bool {
    match (a, b) {
        (Expect::Values(x), Expect::Values(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(p, q)| p.eq_modulo_nan(q))
        }
        (a, b) => a == b,
    }
}

fn zyme_name<'w>(wasm: &'w Wasm, export: &str) -> &'w str {
    let e = wasm
        .export(export)
        .unwrap_or_else(|| panic!("no export {export}"));
    &wasm.module.functions[e.func].name
}

/// Runs every case in the interpreter.
pub fn run_interp(wasm: &Wasm, file: &str, cases: &[Case]) {
    for c in cases {
        let mut interp = Interpreter::new(&wasm.module);
        let vmctx = interp.call("__zyme_wasm_instantiate", &[]).unwrap()[0].clone();
        let mut args = vec![vmctx.clone()];
        args.extend(c.args.iter().cloned());
        let results = interp
            .call(zyme_name(wasm, c.export), &args)
            .unwrap_or_else(|e| panic!("{file}: {} {:?}: interpreter: {e}", c.export, c.args));
        let trap = interp
            .call("__zyme_wasm_trap", std::slice::from_ref(&vmctx))
            .unwrap();
        let got = outcome(results, &trap);
        assert!(
            same(&got, &c.expect),
            "{file}: {} {:?}: interpreter gives {got:?}, expected {:?}",
            c.export,
            c.args,
            c.expect
        );
        interp.call("__zyme_wasm_free", &[vmctx]).unwrap();
    }
}

/// Runs every case through the Cranelift JIT.
pub fn run_jit(wasm: &Wasm, file: &str, cases: &[Case]) {
    let jit = JitModule::compile(&wasm.module).unwrap_or_else(|e| panic!("{file}: JIT: {e}"));
    for c in cases {
        let vmctx = jit.call_dynamic("__zyme_wasm_instantiate", &[]).unwrap()[0].clone();
        let mut args = vec![vmctx.clone()];
        args.extend(c.args.iter().cloned());
        let results = jit
            .call_dynamic(zyme_name(wasm, c.export), &args)
            .unwrap_or_else(|e| panic!("{file}: {}: JIT: {e}", c.export));
        let trap = jit
            .call_dynamic("__zyme_wasm_trap", std::slice::from_ref(&vmctx))
            .unwrap();
        let got = outcome(results, &trap);
        assert!(
            same(&got, &c.expect),
            "{file}: {} {:?}: JIT gives {got:?}, expected {:?}",
            c.export,
            c.args,
            c.expect
        );
        jit.call_dynamic("__zyme_wasm_free", &[vmctx]).unwrap();
    }
}

fn node_available() -> bool {
    Command::new("node")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

const NODE_SCRIPT: &str = r#"
const fs = require('fs');
const bytes = fs.readFileSync(process.argv[2]);
const cases = JSON.parse(fs.readFileSync(process.argv[3], 'utf8'));
const mod = new WebAssembly.Module(bytes);
const dv = new DataView(new ArrayBuffer(8));
function toJs([t, bits]) {
  if (t === 'i32') return Number(BigInt.asIntN(32, BigInt(bits)));
  if (t === 'i64') return BigInt.asIntN(64, BigInt(bits));
  if (t === 'f32') { dv.setUint32(0, Number(bits)); return dv.getFloat32(0); }
  dv.setBigUint64(0, BigInt(bits)); return dv.getFloat64(0);
}
function fromJs(t, v) {
  if (t === 'i32') return String(BigInt.asUintN(32, BigInt(v)));
  if (t === 'i64') return String(BigInt.asUintN(64, BigInt(v)));
  if (t === 'f32') { dv.setFloat32(0, v); return String(dv.getUint32(0)); }
  dv.setFloat64(0, v); return String(dv.getBigUint64(0));
}
const out = [];
for (const c of cases) {
  const inst = new WebAssembly.Instance(mod, {});
  try {
    let r = inst.exports[c.export](...c.args.map(toJs));
    if (c.results.length === 1) r = [r];
    if (c.results.length === 0) r = [];
    out.push({ ok: r.map((v, i) => fromJs(c.results[i], v)) });
  } catch (e) {
    if (e instanceof WebAssembly.RuntimeError || e instanceof RangeError) out.push({ trap: String(e.message) });
    else throw e;
  }
}
console.log(JSON.stringify(out));
"#;

fn type_name(v: &DataValue) -> &'static str {
    match v.ty() {
        t if t == Type::I32 => "i32",
        t if t == Type::I64 => "i64",
        t if t == Type::F32 => "f32",
        _ => "f64",
    }
}

/// Runs the cases without vectors in Node (skipped with a message when
/// `node` is not on `PATH`), comparing with the expected results.
pub fn run_node(bytes: &[u8], file: &str, cases: &[Case]) {
    if !node_available() {
        eprintln!("{file}: node is not on PATH; skipping the comparison with Node");
        return;
    }
    let scalar = |v: &DataValue| !matches!(v, DataValue::Vector(_));
    let cases: Vec<&Case> = cases
        .iter()
        .filter(|c| {
            c.args.iter().all(scalar)
                && match &c.expect {
                    Expect::Values(v) => v.iter().all(scalar),
                    Expect::Trap(_) => true,
                }
        })
        .collect();
    let dir = std::env::temp_dir().join(format!("zyme-wasm-node-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let stem = file.replace(['/', '.'], "_");
    let wasm_path = dir.join(format!("{stem}.wasm"));
    let cases_path = dir.join(format!("{stem}.json"));
    let script_path = dir.join(format!("{stem}.js"));
    std::fs::write(&wasm_path, bytes).unwrap();
    std::fs::write(&script_path, NODE_SCRIPT).unwrap();
    let json_val = |v: &DataValue| format!("[\"{}\", \"{}\"]", type_name(v), v.bits());
    let mut json = String::from("[");
    for (i, c) in cases.iter().enumerate() {
        if i > 0 {
            json.push(',');
        }
        let args: Vec<String> = c.args.iter().map(json_val).collect();
        let results: Vec<String> = match &c.expect {
            Expect::Values(v) => v.iter().map(|v| format!("\"{}\"", type_name(v))).collect(),
            Expect::Trap(_) => Vec::new(),
        };
        json.push_str(&format!(
            "{{\"export\": \"{}\", \"args\": [{}], \"results\": [{}]}}",
            c.export,
            args.join(","),
            results.join(",")
        ));
    }
    json.push(']');
    std::fs::write(&cases_path, json).unwrap();
    let out = Command::new("node")
        .arg(&script_path)
        .arg(&wasm_path)
        .arg(&cases_path)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{file}: node failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout);
    let lines: Vec<&str> = text
        .trim()
        .trim_start_matches('[')
        .trim_end_matches(']')
        .split("},{")
        .collect();
    assert_eq!(
        lines.len(),
        cases.len().max(1),
        "{file}: node output {text}"
    );
    for (c, line) in cases.iter().zip(lines) {
        match &c.expect {
            Expect::Trap(code) => assert!(
                line.contains("\"trap\""),
                "{file}: {} {:?}: node gives {line}, expected a trap ({code})",
                c.export,
                c.args
            ),
            Expect::Values(v) => {
                assert!(
                    line.contains("\"ok\""),
                    "{file}: {}: node gives {line}",
                    c.export
                );
                let inner = line
                    .split('[')
                    .nth(1)
                    .unwrap_or("")
                    .split(']')
                    .next()
                    .unwrap_or("");
                let bits: Vec<u64> = inner
                    .split(',')
                    .filter(|s| !s.trim().is_empty())
                    .map(|s| s.trim().trim_matches('"').parse().unwrap())
                    .collect();
                let got: Vec<DataValue> = v
                    .iter()
                    .zip(&bits)
                    .map(|(e, &b)| DataValue::from_bits(e.ty().lane(), b))
                    .collect();
                assert!(
                    got.len() == v.len() && got.iter().zip(v).all(|(g, e)| g.eq_modulo_nan(e)),
                    "{file}: {} {:?}: node gives {got:?}, expected {v:?}",
                    c.export,
                    c.args
                );
            }
        }
    }
}

/// Reads `tests/wasm/wat/{name}.wat` and runs `cases` in the interpreter,
/// the JIT and Node.
pub fn check_wat(name: &str, cases: &[Case]) -> Wasm {
    let bytes = wat_bytes(name);
    let file = format!("{name}.wat");
    let wasm = read_verified(&bytes, &file);
    run_interp(&wasm, &file, cases);
    run_jit(&wasm, &file, cases);
    run_node(&bytes, &file, cases);
    wasm
}

/// As [`check_wat`] for a module Node cannot run (`reason` is printed).
pub fn check_wat_without_node(name: &str, cases: &[Case], reason: &str) -> Wasm {
    let bytes = wat_bytes(name);
    let file = format!("{name}.wat");
    let wasm = read_verified(&bytes, &file);
    run_interp(&wasm, &file, cases);
    run_jit(&wasm, &file, cases);
    eprintln!("{file}: not compared with Node: {reason}");
    wasm
}
