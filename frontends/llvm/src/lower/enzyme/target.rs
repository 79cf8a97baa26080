//! The function an Enzyme call differentiates: its first argument (or
//! second, after an `sret` pointer), a function of the module seen
//! through casts, the stack slots of -O0 code and C++'s lambda
//! conversions, or a `select` between such functions.

use super::parse::Scope;
use super::plan::{Entry, Target};
use crate::ast::{ConstExpr, InstKind, Name, Type as LType, TypedValue, Value as LValue};
use crate::lower::type_attr;
use crate::lower::{global_name, symbol, LowerError, Symbol, R};
use zyme_ir::{FuncId, Signature};

/// The target a call's function argument `v` names, and its signature
/// (every function a `select` names has the same one).
pub(super) fn parse_target<'p, 'a: 'p>(
    s: &Scope<'_, 'a>,
    name: &str,
    entry: Entry,
    v: &'p LValue,
) -> R<(Target<'p>, Signature)> {
    let target = resolve_target(s, v, 0)?;
    let funcs = target.functions();
    let target_sig = s.module.functions[funcs[0]].sig.clone();
    let target_name = &s.module.functions[funcs[0]].name;
    for &f in &funcs[1..] {
        if s.module.functions[f].sig != target_sig {
            return Err(LowerError::bare(format!(
                "@{name} selects between functions of different types (@{target_name} and @{})",
                s.module.functions[f].name
            )));
        }
    }
    if funcs.len() > 1 && entry.is_split() {
        return Err(LowerError::bare(format!(
            "@{name}: a `select` of functions is supported by __enzyme_fwddiff and __enzyme_autodiff only"
        )));
    }
    Ok((target, target_sig))
}

/// What the function argument of a call names: a function of the
/// module, or a `select` between such, seen through the stack slots and
/// lambda conversions of -O0 code.
fn resolve_target<'p, 'a: 'p>(s: &Scope<'_, 'a>, v: &'p LValue, depth: u32) -> R<Target<'p>> {
    if depth < 64 {
        if let LValue::Local(name) = v {
            if let Some(def) = s.defs.definition(name) {
                if let InstKind::Select {
                    cond,
                    then_value,
                    else_value,
                    ..
                } = &def.kind
                {
                    let a = resolve_target(s, &then_value.value, depth + 1)?;
                    let b = resolve_target(s, &else_value.value, depth + 1)?;
                    return Ok(Target::Select(cond, Box::new(a), Box::new(b)));
                }
                // At -O0, through the stack slot of an inlined wrapper.
                if let InstKind::Load {
                    ptr:
                        TypedValue {
                            value: LValue::Local(slot),
                            ..
                        },
                    ..
                } = &def.kind
                {
                    if let Some(stored) = s.defs.single_store(slot) {
                        return resolve_target(s, stored, depth + 1);
                    }
                }
                // A function of the module that returns one function's
                // address (C++'s conversion of a lambda to a function
                // pointer, `+[](double x) { ... }`, at -O0).
                if let InstKind::Call { call, .. } = &def.kind {
                    if let Some(f) = returned_function(s, &call.callee) {
                        return resolve_target(s, f, depth + 1);
                    }
                }
            }
        }
    }
    let f = target_function(s, v)?;
    Ok(Target::One(f, s.module.functions[f].name.clone()))
}

/// The one value a module function returns, when it returns the same
/// global's address on every path.
fn returned_function<'a>(s: &Scope<'_, 'a>, callee: &LValue) -> Option<&'a LValue> {
    let Some(Name::Named(n)) = global_name(callee) else {
        return None;
    };
    let f =
        s.cx.ast
            .functions
            .iter()
            .find(|f| matches!(&f.name, Name::Named(m) if m == n))?;
    let mut returned: Option<&'a LValue> = None;
    for inst in f.blocks.iter().flat_map(|b| &b.insts) {
        if let InstKind::Ret(Some(v)) = &inst.kind {
            if !matches!(v.value, LValue::Global(_)) || returned.is_some_and(|r| r != &v.value) {
                return None;
            }
            returned = Some(&v.value);
        }
    }
    returned
}

/// The struct type a module function returns in memory (its first
/// parameter is `sret(T)`), if it does.
pub(super) fn target_sret(s: &Scope, name: &str) -> Option<LType> {
    let f =
        s.cx.ast
            .functions
            .iter()
            .find(|f| symbol(&f.name) == name)?;
    type_attr(&f.params.first()?.attrs, "sret")
}

/// The function a `__enzyme_*` call's first argument names.
pub(super) fn target_function(s: &Scope, v: &LValue) -> R<FuncId> {
    let name = match v {
        LValue::Expr(e) => match &**e {
            ConstExpr::Cast { value, .. } => global_name(&value.value),
            _ => None,
        },
        other => global_name(other),
    };
    match name.map(|n| s.cx.symbols.get(&symbol(n)).copied()) {
        Some(Some(Symbol::Func(f))) => Ok(f),
        _ => Err(LowerError::bare(
            "the first argument of an Enzyme call must name a function of this module".into(),
        )),
    }
}
