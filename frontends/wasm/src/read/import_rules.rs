//! Derivative rules for imported host functions, named by convention: a
//! module that imports `m.f` may also import
//!
//! - `m.f__zyme_grad`, the reverse rule: it takes `f`'s parameters, then
//!   the adjoint of each float result, and returns the adjoint of each
//!   float parameter (in order);
//! - `m.f__zyme_fwd`, the forward rule: it takes each parameter of `f`
//!   followed, for a float, by its tangent, and returns the tangent of
//!   each float result.
//!
//! The host supplies them as it supplies `f` (a Rust symbol in the JIT, a
//! JS function in the written module). The reader turns them into the
//! driver's registrations for `f` (a `CustomGradient` whose augmented half
//! calls `f` and whose reverse half calls the rule; a forward derivative
//! that calls the rule), so an active call of `f` differentiates through
//! the host's rule; an import with neither stays an error naming it.

use super::module::ModuleInfo;
use super::{Location, WasmError};
use zyme_ir::autodiff::{CustomGradient, Registrations};
use zyme_ir::{FuncId, Linkage, Module, Signature, Type};

/// Suffixes of the rule imports.
pub const GRAD: &str = "__zyme_grad";
pub const FWD: &str = "__zyme_fwd";

/// The registrations the rule imports of `info` give; `funcs` is the zyme
/// function of each wasm function index.
pub(crate) fn rules(
    module: &mut Module,
    info: &ModuleInfo,
    funcs: &[FuncId],
    file: &str,
) -> Result<Registrations, WasmError> {
    let mut regs = Registrations::default();
    for (i, import) in info.imports.iter().enumerate() {
        let f = funcs[i];
        let find = |suffix: &str| {
            let name = format!("{}{suffix}", import.name);
            info.imports
                .iter()
                .position(|j| j.module == import.module && j.name == name)
                .map(|k| funcs[k])
        };
        let sig = module.functions[f].sig.clone();
        let wasm_params = &sig.params[1..];
        let floats =
            |ts: &[Type]| -> Vec<Type> { ts.iter().copied().filter(|t| t.is_float()).collect() };
        if let Some(grad) = find(GRAD) {
            let mut params = sig.params.clone();
            params.extend(floats(&sig.returns));
            check(
                module,
                grad,
                &Signature::new(params, floats(wasm_params)),
                import,
                file,
            )?;
            regs.gradients.push((f, gradient_halves(module, f, grad)?));
        }
        if let Some(fwd) = find(FWD) {
            let mut params = vec![Type::PTR];
            for &p in wasm_params {
                params.push(p);
                if p.is_float() {
                    params.push(p);
                }
            }
            check(
                module,
                fwd,
                &Signature::new(params, floats(&sig.returns)),
                import,
                file,
            )?;
            regs.derivatives.push((f, forward_rule(module, f, fwd)?));
        }
    }
    Ok(regs)
}

/// The rule import `rule` has the type `expected` asks for `import`.
fn check(
    module: &Module,
    rule: FuncId,
    expected: &Signature,
    import: &super::module::FuncImport,
    file: &str,
) -> Result<(), WasmError> {
    let got = &module.functions[rule].sig;
    if got.params == expected.params && got.returns == expected.returns {
        return Ok(());
    }
    Err(WasmError::Unsupported {
        at: Location {
            file: file.to_string(),
            func: None,
            offset: 0,
        },
        what: format!(
            "rule import `{}.{}`: its type must be ({}) -> ({}) for `{}.{}`",
            import.module,
            module.functions[rule].name.rsplit('$').next().unwrap_or(""),
            types(&expected.params[1..]),
            types(&expected.returns),
            import.module,
            import.name
        ),
    })
}

fn types(ts: &[Type]) -> String {
    ts.iter()
        .map(|t| t.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

fn internal(e: impl std::fmt::Display) -> WasmError {
    WasmError::Internal {
        at: Location {
            file: String::new(),
            func: None,
            offset: 0,
        },
        message: e.to_string(),
    }
}

/// `f.augmented(vmctx, vmctx', params…) -> results` calls `f`;
/// `f.reverse(vmctx, vmctx', params…, adjoints…) -> adjoints` calls the
/// rule with the instance and the rest.
fn gradient_halves(
    module: &mut Module,
    f: FuncId,
    grad: FuncId,
) -> Result<CustomGradient, WasmError> {
    let name = module.functions[f].name.clone();
    let sig = module.functions[f].sig.clone();
    let mut params = vec![Type::PTR, Type::PTR];
    params.extend_from_slice(&sig.params[1..]);
    let augmented = module
        .declare_function(
            &format!("{name}.augmented"),
            Signature::new(params.clone(), sig.returns.clone()),
            Linkage::Local,
        )
        .map_err(internal)?;
    let rule_sig = module.functions[grad].sig.clone();
    params.extend(sig.returns.iter().copied().filter(|t| t.is_float()));
    let reverse = module
        .declare_function(
            &format!("{name}.reverse"),
            Signature::new(params, rule_sig.returns.clone()),
            Linkage::Local,
        )
        .map_err(internal)?;
    forward_call(module, augmented, f);
    forward_call(module, reverse, grad);
    Ok(CustomGradient { augmented, reverse })
}

/// `f.forward(vmctx, vmctx', p, dp, …) -> tangents`: the rule called
/// without the shadow instance.
fn forward_rule(module: &mut Module, f: FuncId, fwd: FuncId) -> Result<FuncId, WasmError> {
    let name = module.functions[f].name.clone();
    let rule_sig = module.functions[fwd].sig.clone();
    let mut params = vec![Type::PTR, Type::PTR];
    params.extend_from_slice(&rule_sig.params[1..]);
    let wrapper = module
        .declare_function(
            &format!("{name}.forward"),
            Signature::new(params, rule_sig.returns.clone()),
            Linkage::Local,
        )
        .map_err(internal)?;
    forward_call(module, wrapper, fwd);
    Ok(wrapper)
}

/// Gives `wrapper(vmctx, vmctx', rest…)` the body `return callee(vmctx,
/// rest…)`.
fn forward_call(module: &mut Module, wrapper: FuncId, callee: FuncId) {
    let mut b = module.builder(wrapper);
    let entry = b.create_block();
    let params = b.append_signature_params(entry);
    b.switch_to(entry);
    let mut args = vec![params[0]];
    args.extend_from_slice(&params[2..]);
    let results = b.call(callee, &args);
    b.ret(&results);
}
