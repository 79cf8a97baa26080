//! `; run:` lines: parsing, arguments (scalars, vectors and buffers behind
//! pointer parameters), and judging what an executor returned.
//!
//! ```text
//! ; run: @f(1.0, 2) == 3.0
//! ; run: @g(f64[1.0, 2.0], f64[0.0; 2], 2) ~= 5.0, arg1 ~= [2.0, 4.0]
//! ```

use super::exec::{Call, Executor};
use zyme_ir::interp::memory::{decode, encode};
use zyme_ir::value::{parse_literal, split_list};
use zyme_ir::{DataValue, Module, Type};

/// What a `run` line expects of the results.
#[derive(Clone, Debug, PartialEq)]
pub enum Expect {
    /// Runs without trapping; results unchecked.
    Completes,
    /// Equal results (any NaN equals any NaN).
    Exact(String),
    /// Floats within the file's tolerance.
    Approx(String),
    /// A trap.
    Traps,
    /// An interpreter error containing this text.
    Error(String),
}

/// `argN == [..]` / `argN ~= [..]`: a buffer's contents after the call.
#[derive(Clone, Debug)]
pub struct BufferExpect {
    pub arg: usize,
    pub approx: bool,
    pub values: String,
}

#[derive(Clone, Debug)]
pub struct RunLine {
    pub line: usize,
    pub func: String,
    pub args: String,
    pub expect: Expect,
    pub buffers: Vec<BufferExpect>,
}

/// The text of `@name(args)` at the start of `text`: the name, the
/// arguments, and what follows the closing parenthesis.
pub fn split_call(text: &str) -> Result<(&str, &str, &str), String> {
    let rest = text.trim().strip_prefix('@').ok_or("expected `@name(`")?;
    let open = rest.find('(').ok_or("expected `(`")?;
    let mut depth = 0;
    for (i, c) in rest[open..].char_indices() {
        match c {
            '(' | '[' => depth += 1,
            ')' | ']' => {
                depth -= 1;
                if depth == 0 {
                    let close = open + i;
                    return Ok((&rest[..open], &rest[open + 1..close], &rest[close + 1..]));
                }
            }
            _ => {}
        }
    }
    Err("unbalanced parentheses".into())
}

pub fn parse_run(text: &str, line: usize) -> Result<RunLine, String> {
    let bad = |why: &str| format!("line {line}: {why} in `run: {text}`");
    let (func, args, tail) = split_call(text).map_err(|e| bad(&e))?;
    let tail = tail.trim();
    // Buffer expectations follow the result's, after `, argN`.
    let items = split_list(tail);
    let first_buffer = items.iter().position(|p| parse_buffer_expect(p).is_some());
    let (result, parts) = match first_buffer {
        Some(k) => {
            // `split_list` hands out slices of `tail`.
            let offset = items[k].as_ptr() as usize - tail.as_ptr() as usize;
            let result = tail[..offset].trim().trim_end_matches(',').trim();
            (result, &items[k..])
        }
        None => (tail, &items[items.len()..]),
    };
    let expect = if result.is_empty() {
        Expect::Completes
    } else if result == "traps" {
        Expect::Traps
    } else if let Some(v) = result.strip_prefix("==") {
        Expect::Exact(v.trim().to_string())
    } else if let Some(v) = result.strip_prefix("~=") {
        Expect::Approx(v.trim().to_string())
    } else if let Some(v) = result.strip_prefix("error") {
        Expect::Error(v.trim().to_string())
    } else {
        return Err(bad("expected `== v`, `~= v`, `traps` or `error <text>`"));
    };
    let mut buffers = Vec::new();
    for p in parts {
        buffers.push(parse_buffer_expect(p).ok_or_else(|| bad("expected `argN == [..]`"))?);
    }
    Ok(RunLine {
        line,
        func: func.to_string(),
        args: args.to_string(),
        expect,
        buffers,
    })
}

fn parse_buffer_expect(text: &str) -> Option<BufferExpect> {
    let rest = text.trim().strip_prefix("arg")?;
    let digits = rest.find(|c: char| !c.is_ascii_digit())?;
    let arg = rest[..digits].parse().ok()?;
    let rest = rest[digits..].trim();
    let (approx, values) = match (rest.strip_prefix("~="), rest.strip_prefix("==")) {
        (Some(v), _) => (true, v),
        (_, Some(v)) => (false, v),
        _ => return None,
    };
    Some(BufferExpect {
        arg,
        approx,
        values: values.trim().to_string(),
    })
}

/// Memory behind a pointer argument: `f64[1.0, 2.0]`, or `f64[0.0; 4]`
/// (four zeros).
#[derive(Clone, Debug, PartialEq)]
pub struct Buffer {
    pub elem: Type,
    pub values: Vec<DataValue>,
}

impl Buffer {
    pub fn parse(text: &str) -> Option<Result<Buffer, String>> {
        let open = text.find('[')?;
        let elem = Type::parse(text[..open].trim())?;
        let inner = text[open..].trim().strip_prefix('[')?.strip_suffix(']')?;
        Some(Buffer::parse_items(elem, inner))
    }

    fn parse_items(elem: Type, inner: &str) -> Result<Buffer, String> {
        let values = if let Some((value, count)) = inner.split_once(';') {
            let value = parse_literal(value, elem)?;
            let count: usize = count
                .trim()
                .parse()
                .map_err(|_| format!("bad count in `[{inner}]`"))?;
            vec![value; count]
        } else {
            split_list(inner)
                .into_iter()
                .map(|item| parse_literal(item, elem))
                .collect::<Result<_, _>>()?
        };
        Ok(Buffer { elem, values })
    }

    /// `[a, b]` (or `[a; n]`) typed like this buffer.
    pub fn parse_like(&self, text: &str) -> Result<Buffer, String> {
        let inner = text
            .trim()
            .strip_prefix('[')
            .and_then(|t| t.strip_suffix(']'))
            .ok_or_else(|| format!("expected `[a, b, ...]`, found `{text}`"))?;
        Buffer::parse_items(self.elem, inner)
    }

    pub fn bytes(&self) -> Vec<u8> {
        let mut out = Vec::new();
        self.values.iter().for_each(|v| encode(v, &mut out));
        out
    }

    pub fn len_bytes(&self) -> usize {
        self.values.len() * self.elem.bytes() as usize
    }

    /// The buffer's values read back from `bytes`.
    pub fn decode(&self, bytes: &[u8]) -> Buffer {
        let size = self.elem.bytes() as usize;
        Buffer {
            elem: self.elem,
            values: bytes.chunks(size).map(|c| decode(self.elem, c)).collect(),
        }
    }
}

/// One argument of a call: a value, or a buffer whose address is passed.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    Value(DataValue),
    Buffer(Buffer),
}

/// Parses a call's arguments, typed by the parameters; a pointer
/// parameter takes an address or a buffer literal.
pub fn parse_args(text: &str, params: &[Type]) -> Result<Vec<Arg>, String> {
    let items = split_list(text);
    if items.len() != params.len() {
        return Err(format!(
            "expected {} arguments, found {} in `{text}`",
            params.len(),
            items.len()
        ));
    }
    items
        .iter()
        .zip(params)
        .map(|(item, &ty)| match Buffer::parse(item) {
            Some(buffer) if ty.is_ptr() => buffer.map(Arg::Buffer),
            _ => parse_literal(item, ty).map(Arg::Value),
        })
        .collect()
}

/// Allocates the buffers of `args`; the values to pass and each buffer's
/// address (`None` for plain values).
pub fn materialize(
    exec: &mut dyn Executor,
    args: &[Arg],
    params: &[Type],
) -> Result<(Vec<DataValue>, Vec<Option<u64>>), String> {
    let mut values = Vec::new();
    let mut addrs = Vec::new();
    for (arg, ty) in args.iter().zip(params) {
        match arg {
            Arg::Value(v) => {
                values.push(v.clone());
                addrs.push(None);
            }
            Arg::Buffer(b) => {
                let addr = exec.alloc(&b.bytes())?;
                values.push(DataValue::Int(ty.lane(), addr));
                addrs.push(Some(addr));
            }
        }
    }
    Ok((values, addrs))
}

/// Parses a comma-separated list of literals typed by `types`; a list of
/// several values may be wrapped in parentheses.
pub fn parse_values(text: &str, types: &[Type]) -> Result<Vec<DataValue>, String> {
    let inner = if types.len() > 1 {
        text.trim()
            .strip_prefix('(')
            .and_then(|t| t.strip_suffix(')'))
            .unwrap_or(text)
    } else {
        text
    };
    let items = split_list(inner);
    if items.len() != types.len() {
        return Err(format!(
            "expected {} values, found {} in `{text}`",
            types.len(),
            items.len()
        ));
    }
    items
        .iter()
        .zip(types)
        .map(|(item, &ty)| parse_literal(item, ty))
        .collect()
}

/// Whether `got` is within `tol` of `want`: relative, absolute below 1.
pub fn close_enough(got: &DataValue, want: &DataValue, tol: f64) -> bool {
    match (got, want) {
        (DataValue::Vector(a), DataValue::Vector(b)) => {
            a.len() == b.len() && a.iter().zip(b).all(|(x, y)| close_enough(x, y, tol))
        }
        _ => match (got.as_f64(), want.as_f64()) {
            (Some(g), Some(w)) => {
                (g.is_nan() && w.is_nan()) || g == w || (g - w).abs() <= tol * w.abs().max(1.0)
            }
            _ => got == want,
        },
    }
}

pub fn show(values: &[DataValue]) -> String {
    let parts: Vec<String> = values.iter().map(|v| v.to_string()).collect();
    if parts.len() == 1 {
        parts[0].clone()
    } else {
        format!("({})", parts.join(", "))
    }
}

fn matches(got: &[DataValue], want: &[DataValue], approx: bool, tol: f64) -> bool {
    got.len() == want.len()
        && got.iter().zip(want).all(|(g, w)| {
            if approx {
                close_enough(g, w, tol)
            } else {
                g.eq_modulo_nan(w)
            }
        })
}

/// Runs one line on `exec`, calling the function `func` (the line's, or
/// the derivative it names); `None` when everything matches.
pub fn execute(
    run: &RunLine,
    func: &str,
    module: &Module,
    exec: &mut dyn Executor,
    tol: f64,
) -> Option<String> {
    let at = format!("line {} ({})", run.line, exec.name());
    if matches!(run.expect, Expect::Error(_)) && !exec.reports_errors() {
        return None;
    }
    let Some(id) = module.func_by_name(func) else {
        return Some(format!("{at}: no function @{}", run.func));
    };
    let sig = &module.functions[id].sig;
    let prepared = parse_args(&run.args, &sig.params)
        .and_then(|args| materialize(exec, &args, &sig.params).map(|m| (args, m)));
    let (args, (values, addrs)) = match prepared {
        Ok(p) => p,
        Err(e) => return Some(format!("{at}: arguments: {e}")),
    };
    let call = if run.expect == Expect::Traps {
        exec.call_expecting_trap(func, &values)
    } else {
        exec.call(func, &values)
    };
    let shown_call = format!("@{}({})", run.func, run.args);
    let got = match (&run.expect, call) {
        (Expect::Traps, Call::Trapped(_)) => return None,
        (Expect::Traps, Call::Returned(v)) => {
            return Some(format!("{at}: expected a trap, got {}", show(&v)))
        }
        (Expect::Traps, Call::Failed(e)) => {
            return Some(format!("{at}: expected a trap, got the error: {e}"))
        }
        (Expect::Error(want), Call::Failed(e) | Call::Trapped(e)) => {
            return (!e.contains(want.as_str()))
                .then(|| format!("{at}: expected an error containing `{want}`, got: {e}"))
        }
        (Expect::Error(want), Call::Returned(v)) => {
            return Some(format!(
                "{at}: expected an error containing `{want}`, got {}",
                show(&v)
            ))
        }
        (_, Call::Failed(e) | Call::Trapped(e)) => return Some(format!("{at}: {e}")),
        (_, Call::Returned(v)) => v,
    };
    if let Expect::Exact(text) | Expect::Approx(text) = &run.expect {
        let approx = matches!(run.expect, Expect::Approx(_));
        match parse_values(text, &sig.returns) {
            Err(e) => return Some(format!("{at}: bad expectation: {e}")),
            Ok(want) if !matches(&got, &want, approx, tol) => {
                return Some(format!(
                    "{at}: {shown_call} = {}, expected {text}",
                    show(&got)
                ))
            }
            Ok(_) => {}
        }
    }
    for b in &run.buffers {
        let (Some(Arg::Buffer(buffer)), Some(Some(addr))) = (args.get(b.arg), addrs.get(b.arg))
        else {
            return Some(format!("{at}: arg{} is not a buffer", b.arg));
        };
        let want = match buffer.parse_like(&b.values) {
            Ok(w) => w,
            Err(e) => return Some(format!("{at}: bad expectation for arg{}: {e}", b.arg)),
        };
        let bytes = match exec.read(*addr, buffer.len_bytes()) {
            Ok(bytes) => bytes,
            Err(e) => return Some(format!("{at}: reading arg{}: {e}", b.arg)),
        };
        let now = buffer.decode(&bytes);
        if !matches(&now.values, &want.values, b.approx, tol) {
            return Some(format!(
                "{at}: after {shown_call}, arg{} = [{}], expected {}",
                b.arg,
                now.values
                    .iter()
                    .map(|v| v.to_string())
                    .collect::<Vec<_>>()
                    .join(", "),
                b.values
            ));
        }
    }
    None
}
