//! `; fd:` lines: a derivative against central finite differences of its
//! primal, on the executor at hand.
//!
//! ```text
//! ; fd: @df @f(1.5, f64[1.0, 2.0]) tol=1e-6
//! ```
//!
//! The arguments are the primal's. The inputs perturbed are the primal's
//! float arguments that carry a derivative (`active` in reverse mode,
//! `dup` in forward mode) and every element of the float buffers passed to
//! `dup` pointers. Each is moved by `±h·max(1, |x|)` (`h=`, default 1e-6
//! for f64 and 1e-3 for f32).
//!
//! - Reverse mode (combined or split) differentiates
//!   `J = Σ float results + Σ elements of every dup buffer after the call`:
//!   float results are seeded with 1 and every shadow element starts at 1,
//!   so afterwards the returned adjoints and the shadows hold `∂J/∂input`.
//! - Forward mode seeds one input per tangent lane (the others 0) and
//!   compares the tangents of the float results and the shadow buffers'
//!   contents with the differences of the results and buffer contents.
//!
//! Each derivative must lie within `tol·max(1, |fd|)` of the difference.
//! A line whose differences are all zero checks nothing and fails, as does
//! a derivative that is all zero where the differences are not.

use super::exec::{Call, Executor};
use super::run::{materialize, parse_args, split_call, Arg, Buffer};
use super::subtest::autodiff::Derivative;
use zyme_ir::autodiff::{ArgKind, Mode};
use zyme_ir::{DataValue, Module, Signature, Type};

#[derive(Clone, Debug)]
pub struct FdLine {
    pub line: usize,
    /// The derivative's name (as its `autodiff` line binds it).
    pub derivative: String,
    pub primal: String,
    pub args: String,
    pub tol: f64,
    pub step: Option<f64>,
}

impl FdLine {
    pub fn parse(text: &str, line: usize) -> Result<FdLine, String> {
        let bad = |why: String| format!("line {line}: {why} in `fd: {text}`");
        let (derivative, rest) = text
            .trim()
            .strip_prefix('@')
            .and_then(|t| t.split_once(char::is_whitespace))
            .ok_or_else(|| bad("expected `@derivative @primal(args)`".into()))?;
        let (primal, args, tail) = split_call(rest).map_err(bad)?;
        let (mut tol, mut step) = (None, None);
        for option in tail.split_whitespace() {
            let number = |v: &str| v.parse::<f64>().map_err(|_| bad(format!("bad `{option}`")));
            match option.split_once('=') {
                Some(("tol", v)) => tol = Some(number(v)?),
                Some(("h", v)) => step = Some(number(v)?),
                _ => return Err(bad(format!("unknown option `{option}`"))),
            }
        }
        Ok(FdLine {
            line,
            derivative: derivative.to_string(),
            primal: primal.to_string(),
            args: args.to_string(),
            tol: tol.ok_or_else(|| bad("say the tolerance: `tol=…`".into()))?,
            step,
        })
    }
}

/// A perturbed input: a scalar argument, or an element of a buffer one.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Input {
    Scalar(usize),
    Element(usize, usize),
}

impl std::fmt::Display for Input {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match self {
            Input::Scalar(i) => write!(f, "arg{i}"),
            Input::Element(i, e) => write!(f, "arg{i}[{e}]"),
        }
    }
}

/// What one call of the primal left: its results and its buffers.
struct Outcome {
    results: Vec<DataValue>,
    buffers: Vec<Option<Buffer>>,
}

/// Checks one line; `None` when the derivative matches.
pub fn check(
    fd: &FdLine,
    d: &Derivative,
    module: &Module,
    exec: &mut dyn Executor,
) -> Option<String> {
    let at = format!("line {} ({})", fd.line, exec.name());
    match check_inner(fd, d, module, exec) {
        Ok(()) => None,
        Err(e) => Some(format!("{at}: {e}")),
    }
}

fn check_inner(
    fd: &FdLine,
    d: &Derivative,
    module: &Module,
    exec: &mut dyn Executor,
) -> Result<(), String> {
    if fd.primal != d.primal {
        return Err(format!(
            "@{} is a derivative of @{}, not of @{}",
            fd.derivative, d.primal, fd.primal
        ));
    }
    let sig = signature(module, &d.primal)?;
    let args = parse_args(&fd.args, &sig.params)?;
    let reverse = d.mode.is_reverse();
    let inputs = inputs(&args, &d.kinds, reverse)?;
    let outputs = |o: &Outcome| outputs(o, &d.kinds);
    // Finite differences of every output, per input.
    let mut differences = Vec::new();
    for &input in &inputs {
        let (plus, minus, width) = perturbed(&args, input, fd.step);
        let up = outputs(&eval(exec, &d.primal, &sig, &plus)?);
        let down = outputs(&eval(exec, &d.primal, &sig, &minus)?);
        differences.push(
            up.iter()
                .zip(&down)
                .map(|(u, d)| (u - d) / width)
                .collect::<Vec<f64>>(),
        );
    }
    // The derivative's values, compared with the differences.
    let mut pairs = Vec::new();
    let reverse_like = match d.mode {
        Mode::Reverse(o) => !o.const_return,
        Mode::Split => true,
        _ => false,
    };
    if reverse_like {
        let grads = reverse_gradient(exec, d, &sig, &args, &inputs)?;
        for ((&input, g), diff) in inputs.iter().zip(grads).zip(&differences) {
            pairs.push(Pair {
                what: format!("dJ/d{input}"),
                derivative: g,
                difference: diff.iter().sum::<f64>(),
                // A buffer element's seed passes through when nothing
                // overwrites it.
                identity: if matches!(input, Input::Element(..)) {
                    1.0
                } else {
                    0.0
                },
            });
        }
    } else if let Mode::Forward(o) = d.mode {
        let sources = output_sources(&sig, &args, &d.kinds);
        let w = o.width as usize;
        for (batch, diffs) in inputs.chunks(w).zip(differences.chunks(w)) {
            let lanes = forward_tangents(exec, d, &sig, &args, batch)?;
            for ((&input, tangents), diff) in batch.iter().zip(lanes).zip(diffs) {
                for (k, (t, f)) in tangents.iter().zip(diff).enumerate() {
                    pairs.push(Pair {
                        what: format!("d(output {k})/d{input}"),
                        derivative: *t,
                        difference: *f,
                        identity: if sources.get(k) == Some(&Some(input)) {
                            1.0
                        } else {
                            0.0
                        },
                    });
                }
            }
        }
    } else {
        return Err(format!(
            "fd lines check forward, reverse and split derivatives; @{} is {}",
            fd.derivative, d.mode
        ));
    }
    judge(fd, &pairs)
}

/// A derivative's value next to the finite difference it must match, and
/// what it would be if the derivative did nothing but pass seeds through.
struct Pair {
    what: String,
    derivative: f64,
    difference: f64,
    identity: f64,
}

fn judge(fd: &FdLine, pairs: &[Pair]) -> Result<(), String> {
    if pairs
        .iter()
        .all(|p| (p.difference - p.identity).abs() <= fd.tol)
    {
        return Err(
            "the finite differences are all zero here (beyond seeds passing through): pick a \
             point where the derivative is not"
                .into(),
        );
    }
    let wrong: Vec<String> = pairs
        .iter()
        .filter(|p| {
            let error = (p.derivative - p.difference).abs();
            // NaN is wrong too.
            error.is_nan() || error > fd.tol * p.difference.abs().max(1.0)
        })
        .map(|p| {
            format!(
                "{} = {:e}, finite difference {:e}",
                p.what, p.derivative, p.difference
            )
        })
        .collect();
    if wrong.is_empty() {
        return Ok(());
    }
    let inert = pairs.iter().all(|p| p.derivative == p.identity);
    let zero = pairs.iter().all(|p| p.derivative == 0.0);
    Err(format!(
        "@{} does not match finite differences of @{}({}) within {}{}:\n    {}",
        fd.derivative,
        fd.primal,
        fd.args,
        fd.tol,
        if zero {
            " (the derivative is all zero)"
        } else if inert {
            " (the derivative only passes the seeds through)"
        } else {
            ""
        },
        wrong.join("\n    ")
    ))
}

/// Which input each forward-mode output is, when it is one: the float
/// results are not, the dup buffers' elements are themselves.
fn output_sources(sig: &Signature, args: &[Arg], kinds: &[ArgKind]) -> Vec<Option<Input>> {
    let results = sig
        .returns
        .iter()
        .filter(|t| t.is_float() && !t.is_vector());
    let mut out: Vec<Option<Input>> = results.map(|_| None).collect();
    for (i, (arg, &k)) in args.iter().zip(kinds).enumerate() {
        if let (true, Some(b)) = (k.is_dup(), float_buffer(arg)) {
            out.extend((0..b.values.len()).map(|e| Some(Input::Element(i, e))));
        }
    }
    out
}

fn signature(module: &Module, name: &str) -> Result<Signature, String> {
    let id = module
        .func_by_name(name)
        .ok_or_else(|| format!("no function @{name}"))?;
    Ok(module.functions[id].sig.clone())
}

fn float(v: &DataValue) -> Option<f64> {
    match v {
        DataValue::F32(_) | DataValue::F64(_) => v.as_f64(),
        _ => None,
    }
}

fn float_buffer(arg: &Arg) -> Option<&Buffer> {
    match arg {
        Arg::Buffer(b) if b.elem.is_float() && !b.elem.is_vector() => Some(b),
        _ => None,
    }
}

/// The inputs a derivative differentiates with respect to.
fn inputs(args: &[Arg], kinds: &[ArgKind], reverse: bool) -> Result<Vec<Input>, String> {
    let mut out = Vec::new();
    for (i, (arg, &k)) in args.iter().zip(kinds).enumerate() {
        match arg {
            Arg::Value(v)
                if float(v).is_some()
                    && ((reverse && k == ArgKind::Active) || (!reverse && k.is_dup())) =>
            {
                out.push(Input::Scalar(i));
            }
            Arg::Value(v) if float(v).is_some() => {}
            Arg::Value(_) if k.is_dup() => {
                return Err(format!(
                    "arg{i} is `{k}`: pass a buffer literal like `f64[1.0, 2.0]`"
                ))
            }
            Arg::Buffer(b) if k.is_dup() && float_buffer(arg).is_some() => {
                out.extend((0..b.values.len()).map(|e| Input::Element(i, e)));
            }
            _ => {}
        }
    }
    Ok(out)
}

fn with_float(v: &DataValue, x: f64) -> DataValue {
    match v {
        DataValue::F32(_) => DataValue::f32(x as f32),
        _ => DataValue::f64(x),
    }
}

fn slot(args: &mut [Arg], input: Input) -> &mut DataValue {
    match (input, args) {
        (Input::Scalar(i), a) => match &mut a[i] {
            Arg::Value(v) => v,
            Arg::Buffer(_) => unreachable!("scalar inputs are values"),
        },
        (Input::Element(i, e), a) => match &mut a[i] {
            Arg::Buffer(b) => &mut b.values[e],
            Arg::Value(_) => unreachable!("element inputs are buffers"),
        },
    }
}

/// The arguments with `input` moved up and down, and the distance
/// between the two points as represented.
fn perturbed(args: &[Arg], input: Input, step: Option<f64>) -> (Vec<Arg>, Vec<Arg>, f64) {
    let (mut plus, mut minus) = (args.to_vec(), args.to_vec());
    let (p, m) = (slot(&mut plus, input), slot(&mut minus, input));
    let x = float(p).expect("inputs are floats");
    let f32 = matches!(p, DataValue::F32(_));
    let h = step.unwrap_or(if f32 { 1e-3 } else { 1e-6 }) * x.abs().max(1.0);
    *p = with_float(p, x + h);
    *m = with_float(m, x - h);
    let width = float(p).unwrap_or(0.0) - float(m).unwrap_or(0.0);
    (plus, minus, width)
}

/// Runs the primal on fresh buffers.
fn eval(
    exec: &mut dyn Executor,
    func: &str,
    sig: &Signature,
    args: &[Arg],
) -> Result<Outcome, String> {
    let (values, addrs) = materialize(exec, args, &sig.params)?;
    let results = returned(exec.call(func, &values), func)?;
    let buffers = read_buffers(exec, args, &addrs)?;
    Ok(Outcome { results, buffers })
}

fn returned(call: Call, func: &str) -> Result<Vec<DataValue>, String> {
    match call {
        Call::Returned(v) => Ok(v),
        Call::Trapped(e) | Call::Failed(e) => Err(format!("@{func}: {e}")),
    }
}

fn read_buffers(
    exec: &mut dyn Executor,
    args: &[Arg],
    addrs: &[Option<u64>],
) -> Result<Vec<Option<Buffer>>, String> {
    args.iter()
        .zip(addrs)
        .map(|(arg, addr)| match (arg, addr) {
            (Arg::Buffer(b), Some(a)) => Ok(Some(b.decode(&exec.read(*a, b.len_bytes())?))),
            _ => Ok(None),
        })
        .collect()
}

/// The outputs differences are taken of: the scalar float results, then
/// every element of the dup float buffers in argument order.
fn outputs(o: &Outcome, kinds: &[ArgKind]) -> Vec<f64> {
    let mut out: Vec<f64> = o.results.iter().filter_map(float).collect();
    for (b, &k) in o.buffers.iter().zip(kinds) {
        if let Some(b) = b
            .as_ref()
            .filter(|b| k.is_dup() && b.elem.is_float() && !b.elem.is_vector())
        {
            out.extend(b.values.iter().filter_map(float));
        }
    }
    out
}

/// A shadow of `b` holding `fill` everywhere.
fn shadow(b: &Buffer, fill: f64) -> Buffer {
    let values = b
        .values
        .iter()
        .map(|v| match float(v) {
            Some(_) => with_float(v, fill),
            None => DataValue::zero(b.elem),
        })
        .collect();
    Buffer {
        elem: b.elem,
        values,
    }
}

/// The arguments of a derivative: each primal one, then (for `dup`) the
/// shadows `shadows` gives it.
fn with_shadows(
    args: &[Arg],
    kinds: &[ArgKind],
    mut shadows: impl FnMut(usize, &Arg) -> Vec<Arg>,
) -> Vec<Arg> {
    let mut out = Vec::new();
    for (i, (arg, &k)) in args.iter().zip(kinds).enumerate() {
        out.push(arg.clone());
        if k.is_dup() {
            out.extend(shadows(i, arg));
        }
    }
    out
}

/// The derivative's parameter types: `width` shadows after each `dup`.
fn types_of(sig: &Signature, kinds: &[ArgKind], width: usize) -> Vec<Type> {
    zyme_ir::autodiff::params_with_shadows(sig, kinds, width)
}

/// `∂J/∂input` for each input, from a reverse or split derivative.
fn reverse_gradient(
    exec: &mut dyn Executor,
    d: &Derivative,
    sig: &Signature,
    args: &[Arg],
    inputs: &[Input],
) -> Result<Vec<f64>, String> {
    let dargs = with_shadows(args, &d.kinds, |_, arg| match arg {
        Arg::Buffer(b) => vec![Arg::Buffer(shadow(b, 1.0))],
        Arg::Value(v) => vec![Arg::Value(v.clone())],
    });
    let mut types = types_of(sig, &d.kinds, 1);
    let (addrs, adjoints) = if let Mode::Split = d.mode {
        let tape = Arg::Buffer(Buffer {
            elem: Type::I64,
            values: vec![DataValue::zero(Type::I64); 3],
        });
        let mut full = vec![tape];
        full.extend(dargs.iter().cloned());
        types.insert(0, Type::PTR);
        let (mut values, addrs) = materialize(exec, &full, &types)?;
        returned(exec.call(&d.funcs[0], &values), &d.funcs[0])?;
        let seeds = sig.returns.iter().filter(|t| t.is_float());
        values.extend(seeds.map(|&t| with_float(&DataValue::zero(t), 1.0)));
        let adjoints = returned(exec.call(&d.funcs[1], &values), &d.funcs[1])?;
        (addrs[1..].to_vec(), adjoints)
    } else {
        let (values, addrs) = materialize(exec, &dargs, &types)?;
        let mut results = returned(exec.call(&d.funcs[0], &values), &d.funcs[0])?;
        if matches!(d.mode, Mode::Reverse(o) if o.return_primal) {
            results.drain(..sig.returns.len().min(results.len()));
        }
        (addrs, results)
    };
    let shadows = read_buffers(exec, &dargs, &addrs)?;
    // Where each argument's shadow sits among `dargs`.
    let shadow_of = shadow_positions(&d.kinds, 1);
    let actives: Vec<usize> = (0..d.kinds.len())
        .filter(|&i| d.kinds[i] == ArgKind::Active)
        .collect();
    inputs
        .iter()
        .map(|&input| match input {
            Input::Scalar(i) => {
                let k = actives.iter().position(|&a| a == i).expect("active input");
                adjoints
                    .get(k)
                    .and_then(float)
                    .ok_or_else(|| format!("the derivative returned no adjoint for arg{i}"))
            }
            Input::Element(i, e) => shadows[shadow_of[i][0]]
                .as_ref()
                .and_then(|b| float(&b.values[e]))
                .ok_or_else(|| format!("no shadow for arg{i}")),
        })
        .collect()
}

/// For each primal argument, the positions of its shadows among the
/// derivative's arguments.
fn shadow_positions(kinds: &[ArgKind], width: usize) -> Vec<Vec<usize>> {
    let mut at = 0;
    kinds
        .iter()
        .map(|k| {
            at += 1;
            if k.is_dup() {
                let lanes = (at..at + width).collect();
                at += width;
                lanes
            } else {
                Vec::new()
            }
        })
        .collect()
}

/// The tangents of every output, one list per input of `batch` (one input
/// per lane).
fn forward_tangents(
    exec: &mut dyn Executor,
    d: &Derivative,
    sig: &Signature,
    args: &[Arg],
    batch: &[Input],
) -> Result<Vec<Vec<f64>>, String> {
    let Mode::Forward(o) = d.mode else {
        unreachable!("forward mode")
    };
    let w = o.width as usize;
    let dargs = with_shadows(args, &d.kinds, |i, arg| {
        (0..w)
            .map(|lane| {
                let seeded = batch.get(lane).copied();
                match arg {
                    Arg::Buffer(b) => {
                        let mut s = shadow(b, 0.0);
                        if let Some(Input::Element(j, e)) = seeded {
                            if j == i {
                                s.values[e] = with_float(&s.values[e], 1.0);
                            }
                        }
                        Arg::Buffer(s)
                    }
                    Arg::Value(v) => {
                        let one = seeded == Some(Input::Scalar(i));
                        Arg::Value(with_float(v, if one { 1.0 } else { 0.0 }))
                    }
                }
            })
            .collect()
    });
    let types = types_of(sig, &d.kinds, w);
    let (values, addrs) = materialize(exec, &dargs, &types)?;
    let mut results = returned(exec.call(&d.funcs[0], &values), &d.funcs[0])?;
    if o.return_primal {
        results.drain(..sig.returns.len().min(results.len()));
    }
    let shadows = read_buffers(exec, &dargs, &addrs)?;
    let positions = shadow_positions(&d.kinds, w);
    let mut lanes = vec![Vec::new(); batch.len()];
    let mut next = 0;
    for r in &sig.returns {
        if r.is_float() || r.is_ptr() {
            for (lane, out) in lanes.iter_mut().enumerate() {
                if !r.is_ptr() {
                    let t = results.get(next + lane).and_then(float);
                    out.push(t.ok_or("the derivative returned too few tangents")?);
                }
            }
            next += w;
        }
    }
    for (i, (arg, &k)) in args.iter().zip(&d.kinds).enumerate() {
        if k.is_dup() && float_buffer(arg).is_some() {
            for (lane, out) in lanes.iter_mut().enumerate() {
                let b = shadows[positions[i][lane]]
                    .as_ref()
                    .expect("a buffer's shadow");
                out.extend(b.values.iter().filter_map(float));
            }
        }
    }
    Ok(lanes)
}
