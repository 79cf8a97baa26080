//! `__enzyme_batch(f, enzyme_width, N, enzyme_vector, x1, …, xN,
//! enzyme_scalar, a, …)`: the primal `f` run on `N` lanes, each taking its
//! own value of every `enzyme_vector` argument and the one value of every
//! scalar argument (`enzyme_scalar`, or unmarked); the results come back
//! lane after lane (`[N x T]` or a struct of `N` fields). zyme makes one
//! call per lane, which its optimiser and Cranelift compile as straight
//! code; `enzyme_buffer` (lanes at a stride through one pointer) is
//! refused by name.

use super::parse::{marker, Scope};
use super::target::target_function;
use crate::ast::{CallSite, Value as LValue};
use crate::lower::func::{FnLower, L};
use crate::lower::{type_attr, LowerError, R};
use zyme_ir::Value;

/// How one argument of the batched function is had.
enum Arg {
    /// The same call argument in every lane.
    Scalar(usize),
    /// Lane `k` takes call argument `first + k`.
    Vector(usize),
}

/// Reads the markers after the function (call argument `from`): the
/// width and each argument's role.
fn plan(s: &Scope, call: &CallSite, from: usize) -> R<(usize, Vec<Arg>)> {
    let bare = |m: String| LowerError::bare(format!("@__enzyme_batch: {m}"));
    let mut width = None;
    let mut args = Vec::new();
    let mut i = from;
    while i < call.args.len() {
        match marker(s, &call.args[i].value).as_deref() {
            Some("enzyme_width") => {
                let n = match call.args.get(i + 1).map(|a| &a.value) {
                    Some(LValue::Int(n)) if (1..=64).contains(n) => *n as usize,
                    _ => return Err(bare("`enzyme_width` must be followed by a constant from 1 to 64".into())),
                };
                width = Some(n);
                i += 2;
            }
            Some("enzyme_vector") => {
                let n = width.ok_or_else(|| bare("`enzyme_vector` before `enzyme_width`".into()))?;
                if i + n >= call.args.len() {
                    return Err(bare(format!("`enzyme_vector` needs {n} values")));
                }
                args.push(Arg::Vector(i + 1));
                i += 1 + n;
            }
            Some("enzyme_scalar") => {
                if i + 1 >= call.args.len() {
                    return Err(bare("`enzyme_scalar` needs a value".into()));
                }
                args.push(Arg::Scalar(i + 1));
                i += 2;
            }
            Some(other) => {
                return Err(bare(format!(
                    "`{other}` is not supported in a batch (`enzyme_width`, `enzyme_vector` and `enzyme_scalar` are)"
                )))
            }
            None => {
                args.push(Arg::Scalar(i));
                i += 1;
            }
        }
    }
    let width = width.ok_or_else(|| bare("no `enzyme_width`".into()))?;
    Ok((width, args))
}

/// Lowers a call of `__enzyme_batch`.
pub(crate) fn lower_batch(fl: &mut FnLower, call: &CallSite) -> R<L> {
    // A result struct too big for registers comes back through a first
    // `sret` argument.
    let sret = call
        .args
        .first()
        .and_then(|a| type_attr(&a.attrs, "sret").map(|t| (t, a)));
    let at = usize::from(sret.is_some());
    let (target, width, args) = {
        let scope = Scope {
            cx: fl.cx,
            module: fl.b.module(),
            defs: &fl.defs,
        };
        let first = call
            .args
            .get(at)
            .ok_or_else(|| LowerError::bare("@__enzyme_batch needs a function".into()))?;
        let target = target_function(&scope, &first.value)?;
        let (width, args) = plan(&scope, call, at + 1)?;
        (target, width, args)
    };
    let want = fl.b.module().functions[target].sig.params.clone();
    let mut out: Vec<Value> = Vec::new();
    for lane in 0..width {
        let mut lane_args = Vec::new();
        for a in &args {
            let k = match *a {
                Arg::Scalar(k) => k,
                Arg::Vector(first) => first + lane,
            };
            let arg = &call.args[k];
            lane_args.extend_from_slice(fl.op(&arg.ty, &arg.value)?.leaves());
        }
        let have: Vec<_> = lane_args
            .iter()
            .map(|&v| fl.b.func().dfg.value_type(v))
            .collect();
        if have != want {
            let list = |t: &[zyme_ir::Type]| {
                t.iter()
                    .map(|t| t.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            return Err(LowerError::bare(format!(
                "@__enzyme_batch: lane {lane} passes ({}) to a function taking ({})",
                list(&have),
                list(&want)
            )));
        }
        out.extend(fl.b.call(target, &lane_args));
    }
    let sret_leaves = match &sret {
        Some((ty, arg)) => Some((fl.layouts().leaves(ty)?, *arg)),
        None => None,
    };
    let declared = match &sret_leaves {
        Some((leaves, _)) => leaves.len(),
        None => fl.layouts().leaf_types(&call.ret_ty)?.len(),
    };
    if declared != out.len() {
        return Err(LowerError::bare(format!(
            "@__enzyme_batch is declared to return {declared} values, but {width} lanes return {}",
            out.len()
        )));
    }
    let Some((leaves, arg)) = sret_leaves else {
        return Ok(L::from_leaves(out));
    };
    let p = fl.op(&arg.ty, &arg.value)?.one()?;
    for (leaf, v) in leaves.into_iter().zip(out) {
        let at = fl.b.ptr_add_imm(p, leaf.offset as i64);
        fl.b.store(v, at, zyme_ir::MemFlags::aligned(1));
    }
    Ok(L::none())
}
