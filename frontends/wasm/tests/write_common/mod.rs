//! What the writer's tests share: validation with `wasmparser`, a Node
//! runner (`runner.js`) for the written modules, the zyme interpreter on
//! the same calls, and the comparison of the two.

#![allow(dead_code)]

use std::path::PathBuf;
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use zyme_ir::interp::memory::{decode, encode};
use zyme_ir::value::{parse_literal, split_list};
use zyme_ir::{DataValue, Interpreter, Module, ScalarType, Type};

/// Validates a module with wasmparser's default (wasm 2.0) features.
pub fn validate(bytes: &[u8]) -> Result<(), String> {
    wasmparser::Validator::new()
        .validate_all(bytes)
        .map(|_| ())
        .map_err(|e| e.to_string())
}

/// Whether `node` can be run; tests print a reason and skip otherwise.
pub fn node_available() -> bool {
    Command::new("node")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

/// One argument: a value, or a buffer whose address is passed.
#[derive(Clone, Debug)]
pub enum Arg {
    Value(DataValue),
    Buffer(Type, Vec<DataValue>),
}

/// One call of an exported function.
#[derive(Clone, Debug)]
pub struct Call {
    pub func: String,
    pub args: Vec<Arg>,
    pub returns: Vec<Type>,
}

/// How a call ended.
#[derive(Clone, Debug)]
pub enum Outcome {
    /// The results and each buffer's bytes afterwards.
    Returned(Vec<DataValue>, Vec<Vec<u8>>),
    Trapped(String),
    /// Not a trap: an interpreter error (undefined behaviour), a missing
    /// import, a runner failure.
    Failed(String),
}

fn wasm_ty(lane: ScalarType) -> &'static str {
    match lane {
        ScalarType::I64 => "i64",
        ScalarType::F32 => "f32",
        ScalarType::F64 => "f64",
        _ => "i32",
    }
}

fn lanes(v: &DataValue, out: &mut Vec<String>) {
    match v {
        DataValue::Vector(ls) => ls.iter().for_each(|l| lanes(l, out)),
        DataValue::Int(ty, bits) => out.push(format!("arg {} {bits}", wasm_ty(*ty))),
        // Never run: the writer refuses i128.
        DataValue::I128(bits) => out.push(format!("arg i64 {}", *bits as u64)),
        DataValue::F32(bits) => out.push(format!("arg f32 {bits}")),
        DataValue::F64(bits) => out.push(format!("arg f64 {bits}")),
    }
}

fn buffer_bytes(values: &[DataValue]) -> Vec<u8> {
    let mut out = Vec::new();
    values.iter().for_each(|v| encode(v, &mut out));
    out
}

static COUNTER: AtomicUsize = AtomicUsize::new(0);

/// Runs `calls` on the module `bytes` in Node, one fresh instance each.
pub fn run_wasm(bytes: &[u8], calls: &[Call]) -> Result<Vec<Outcome>, String> {
    let dir: PathBuf = std::env::temp_dir().join(format!(
        "zyme-wasm-{}-{}",
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::Relaxed)
    ));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let wasm = dir.join("m.wasm");
    let job = dir.join("job.txt");
    std::fs::write(&wasm, bytes).map_err(|e| e.to_string())?;
    let mut text = String::new();
    for c in calls {
        text.push_str(&format!("call {}\n", c.func));
        let mut ls = Vec::new();
        for a in &c.args {
            match a {
                Arg::Value(v) => lanes(v, &mut ls),
                Arg::Buffer(_, values) => {
                    let hex: String = buffer_bytes(values)
                        .iter()
                        .map(|b| format!("{b:02x}"))
                        .collect();
                    ls.push(format!("arg buf {hex}"));
                }
            }
        }
        for l in ls {
            text.push_str(&l);
            text.push('\n');
        }
        let rets: Vec<&str> = c
            .returns
            .iter()
            .flat_map(|t| std::iter::repeat_n(wasm_ty(t.lane()), t.lanes() as usize))
            .collect();
        text.push_str(&format!("ret {}\nend\n", rets.join(",")));
    }
    std::fs::write(&job, text).map_err(|e| e.to_string())?;
    let runner = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/common/runner.js");
    let output = Command::new("node")
        .arg(runner)
        .arg(&wasm)
        .arg(&job)
        .output()
        .map_err(|e| e.to_string())?;
    let _ = std::fs::remove_dir_all(&dir);
    if !output.status.success() {
        return Err(String::from_utf8_lossy(&output.stderr).into_owned());
    }
    let stdout = String::from_utf8_lossy(&output.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    if lines.len() != calls.len() {
        return Err(format!(
            "node printed {} lines for {} calls: {stdout}",
            lines.len(),
            calls.len()
        ));
    }
    Ok(lines
        .iter()
        .zip(calls)
        .map(|(l, c)| parse_outcome(l, c))
        .collect())
}

fn parse_outcome(line: &str, call: &Call) -> Outcome {
    if let Some(m) = line.strip_prefix("trap ") {
        return Outcome::Trapped(m.to_string());
    }
    let Some(rest) = line.strip_prefix("ok") else {
        return Outcome::Failed(line.to_string());
    };
    let (results, bufs) = rest.split_once('|').unwrap_or((rest, ""));
    let mut bits = results
        .split_whitespace()
        .map(|t| u64::from_str_radix(t.trim_start_matches("0x"), 16).unwrap_or(0));
    let mut values = Vec::new();
    for ty in &call.returns {
        let mut one = || {
            let b = bits.next().unwrap_or(0);
            match ty.lane() {
                ScalarType::F32 => DataValue::F32(b as u32),
                ScalarType::F64 => DataValue::F64(b),
                // Raw, unmasked: a narrow value with high bits set is a bug.
                lane => DataValue::Int(lane, b),
            }
        };
        if ty.is_vector() {
            values.push(DataValue::Vector((0..ty.lanes()).map(|_| one()).collect()));
        } else {
            values.push(one());
        }
    }
    let buffers = bufs
        .split_whitespace()
        .map(|h| {
            (0..h.len() / 2)
                .map(|i| u8::from_str_radix(&h[2 * i..2 * i + 2], 16).unwrap_or(0))
                .collect()
        })
        .collect();
    Outcome::Returned(values, buffers)
}

/// Runs a call on the zyme interpreter.
pub fn run_interp(module: &Module, call: &Call) -> Outcome {
    let mut interp = Interpreter::new(module);
    interp.set_fuel(Some(50_000_000));
    let mut values = Vec::new();
    let mut bufs = Vec::new();
    for a in &call.args {
        match a {
            Arg::Value(v) => values.push(v.clone()),
            Arg::Buffer(_, vs) => {
                let bytes = buffer_bytes(vs);
                let padded = if bytes.is_empty() {
                    vec![0]
                } else {
                    bytes.clone()
                };
                match interp.memory().alloc_bytes(&padded, 16) {
                    Ok(addr) => {
                        values.push(DataValue::Int(ScalarType::Ptr(Default::default()), addr));
                        bufs.push((addr, bytes.len()));
                    }
                    Err(e) => return Outcome::Failed(e.to_string()),
                }
            }
        }
    }
    match interp.call(&call.func, &values) {
        Ok(results) => {
            let mut after = Vec::new();
            for (addr, len) in bufs {
                match interp.memory().read(addr, len as u64) {
                    Ok(b) => after.push(b),
                    Err(e) => return Outcome::Failed(e.to_string()),
                }
            }
            Outcome::Returned(results, after)
        }
        Err(e) if e.is_trap() => Outcome::Trapped(e.to_string()),
        Err(e) => Outcome::Failed(e.to_string()),
    }
}

/// Whether two results agree: exactly (any NaN equal to any NaN), or
/// within `tol` relative when `approx`. Pointers are not compared (the
/// interpreter's addresses are not the wasm module's).
pub fn same(got: &DataValue, want: &DataValue, approx: bool, tol: f64) -> bool {
    match (got, want) {
        (DataValue::Vector(a), DataValue::Vector(b)) => {
            a.len() == b.len() && a.iter().zip(b).all(|(x, y)| same(x, y, approx, tol))
        }
        (DataValue::Int(t, _), _) if t.is_ptr() => true,
        _ => match (got.as_f64(), want.as_f64()) {
            (Some(g), Some(w)) if approx => {
                (g.is_nan() && w.is_nan()) || g == w || (g - w).abs() <= tol * w.abs().max(1.0)
            }
            _ => got.eq_modulo_nan(want),
        },
    }
}

/// Compares a wasm outcome with the interpreter's; `None` when they agree.
pub fn compare(call: &Call, wasm: &Outcome, interp: &Outcome, approx: bool) -> Option<String> {
    let tol = if approx { 1e-6 } else { 0.0 };
    match (wasm, interp) {
        (Outcome::Trapped(_), Outcome::Trapped(_)) => None,
        (Outcome::Returned(g, gb), Outcome::Returned(w, wb)) => {
            if g.len() != w.len() || !g.iter().zip(w).all(|(a, b)| same(a, b, approx, tol)) {
                return Some(format!("results {g:?}, the interpreter's {w:?}"));
            }
            for (k, (a, b)) in gb.iter().zip(wb).enumerate() {
                let elem = call
                    .args
                    .iter()
                    .filter_map(|a| match a {
                        Arg::Buffer(t, _) => Some(*t),
                        _ => None,
                    })
                    .nth(k)
                    .unwrap_or(Type::I8);
                let size = elem.bytes() as usize;
                let da: Vec<DataValue> = a.chunks(size).map(|c| decode(elem, c)).collect();
                let db: Vec<DataValue> = b.chunks(size).map(|c| decode(elem, c)).collect();
                let ok = da.len() == db.len()
                    && da.iter().zip(&db).all(|(x, y)| same(x, y, approx, tol));
                if !ok {
                    return Some(format!("buffer {k}: {da:?}, the interpreter's {db:?}"));
                }
            }
            None
        }
        (w, i) => Some(format!("wasm: {w:?}, interpreter: {i:?}")),
    }
}

/// Parses the arguments of a call typed by `params`: a pointer takes a
/// buffer `f64[1.0, 2.0]` / `f64[0.0; 4]` or an address.
pub fn parse_args(text: &str, params: &[Type]) -> Result<Vec<Arg>, String> {
    let items = split_list(text);
    if items.len() != params.len() {
        return Err(format!(
            "{} arguments for {} parameters",
            items.len(),
            params.len()
        ));
    }
    items
        .iter()
        .zip(params)
        .map(|(item, &ty)| {
            let item = item.trim();
            match item.find('[') {
                Some(open) if ty.is_ptr() && open > 0 => {
                    let elem = Type::parse(item[..open].trim())
                        .ok_or_else(|| format!("bad buffer type in `{item}`"))?;
                    let inner = item[open + 1..]
                        .strip_suffix(']')
                        .ok_or_else(|| format!("bad buffer `{item}`"))?;
                    let values = match inner.split_once(';') {
                        Some((v, n)) => {
                            let v = parse_literal(v, elem)?;
                            let n: usize = n.trim().parse().map_err(|_| "bad count")?;
                            vec![v; n]
                        }
                        None => split_list(inner)
                            .into_iter()
                            .map(|i| parse_literal(i, elem))
                            .collect::<Result<_, _>>()?,
                    };
                    Ok(Arg::Buffer(elem, values))
                }
                _ => parse_literal(item, ty).map(Arg::Value),
            }
        })
        .collect()
}

/// A `; run:` line: the function, its arguments' text, and what it
/// expects (`==`, `~=`, `traps`, `error …`, or nothing).
pub struct RunLine {
    pub line: usize,
    pub func: String,
    pub args: String,
    pub expect: String,
}

/// The `; run:` lines of a file.
pub fn run_lines(text: &str) -> Vec<RunLine> {
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let Some(rest) = line.trim().strip_prefix(';') else {
            continue;
        };
        let Some(rest) = rest.trim().strip_prefix("run:") else {
            continue;
        };
        let rest = rest.trim();
        let Some(rest) = rest.strip_prefix('@') else {
            continue;
        };
        let Some(open) = rest.find('(') else { continue };
        let mut depth = 0;
        let mut close = None;
        for (i, c) in rest[open..].char_indices() {
            match c {
                '(' | '[' => depth += 1,
                ')' | ']' => {
                    depth -= 1;
                    if depth == 0 {
                        close = Some(open + i);
                        break;
                    }
                }
                _ => {}
            }
        }
        let Some(close) = close else { continue };
        out.push(RunLine {
            line: n + 1,
            func: rest[..open].to_string(),
            args: rest[open + 1..close].to_string(),
            expect: rest[close + 1..].trim().to_string(),
        });
    }
    out
}

/// Whether a call passes a signalling NaN by value (JavaScript numbers
/// cannot carry one into wasm).
pub fn has_snan(call: &Call) -> bool {
    fn snan(v: &DataValue) -> bool {
        match v {
            DataValue::F32(b) => f32::from_bits(*b).is_nan() && b & 0x0040_0000 == 0,
            DataValue::F64(b) => f64::from_bits(*b).is_nan() && b & (1 << 51) == 0,
            DataValue::Vector(ls) => ls.iter().any(snan),
            DataValue::Int(..) | DataValue::I128(_) => false,
        }
    }
    call.args
        .iter()
        .any(|a| matches!(a, Arg::Value(v) if snan(v)))
}
