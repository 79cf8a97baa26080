//! Custom reverse-mode rules written in Rust, for programs that JIT their
//! gradients: a closure gives the gradient of a module function, and
//! every derivative that calls the function uses it.
//!
//! ```
//! use zyme::{ArgKind, Rules};
//! let text = "func export @f(f64) -> f64 {\nblock0(v0: f64):\n    v1 = call @soft(v0)\n    v2 = fmul v1, v0\n    return v2\n}\n\
//!             func local @soft(f64) -> f64 {\nblock0(v0: f64):\n    v1 = exp v0\n    return v1\n}\n";
//! let mut module = zyme::parse(text).unwrap();
//! let mut rules = Rules::new();
//! // d soft / dx, given by the program (here the true one, exp(x)).
//! rules.gradient("soft", |x: &[f64], dret: f64, grad: &mut [f64]| grad[0] = dret * x[0].exp());
//! let g = rules.reverse(&mut module, "f", &[ArgKind::Active]).unwrap();
//! let jit = rules.jit(&module).unwrap();
//! let g = jit.get::<extern "C" fn(f64) -> f64>(&g).unwrap();
//! let x: f64 = 0.5;
//! assert!((g.call(x) - (x.exp() * x + x.exp())).abs() < 1e-12);
//! ```
//!
//! The rule sees the function's float arguments and the adjoint of its
//! result, and writes the adjoint of each argument. The `Rules` must stay
//! alive as long as the compiled code may call the rules.

use crate::{ArgKind, Error, Jit, Module, SynthError};
use zyme_ir::{Linkage, MemFlags, Signature, Type};

/// A gradient rule: `(arguments, adjoint of the result, adjoints out)`.
pub type GradientFn = dyn Fn(&[f64], f64, &mut [f64]);

/// Custom rules written in Rust (see the module documentation).
#[derive(Default)]
pub struct Rules {
    /// Boxed twice so each rule has a stable thin address, the context
    /// the compiled code passes back to [`host_rule`].
    gradients: Vec<(String, Box<Box<GradientFn>>)>,
}

const HOST_RULE: &str = "__zyme_host_rule";

/// What compiled code calls for a Rust rule: `ctx` is the rule.
extern "C" fn host_rule(
    ctx: *const Box<GradientFn>,
    args: *const f64,
    n: i64,
    dret: f64,
    out: *mut f64,
) {
    let n = n as usize;
    // SAFETY: the synthesized caller passes the address of a rule owned by
    // a live `Rules`, and `n` doubles of arguments and of adjoints, in
    // stack slots of its own.
    let (rule, args, out) = unsafe {
        (
            &*ctx,
            std::slice::from_raw_parts(args, n),
            std::slice::from_raw_parts_mut(out, n),
        )
    };
    rule(args, dret, out);
}

impl Rules {
    pub fn new() -> Rules {
        Rules::default()
    }

    /// Calls of `func` (a module function of `f64` parameters returning
    /// one `f64`) differentiate with `rule`.
    pub fn gradient(
        &mut self,
        func: &str,
        rule: impl Fn(&[f64], f64, &mut [f64]) + 'static,
    ) -> &mut Rules {
        self.gradients
            .push((func.to_string(), Box::new(Box::new(rule))));
        self
    }

    /// The reverse-mode gradient of `func` (as
    /// [`crate::Differentiate::reverse`]), with these rules.
    pub fn reverse(
        &self,
        module: &mut Module,
        func: &str,
        kinds: &[ArgKind],
    ) -> Result<String, Error> {
        let mut registered = Vec::new();
        for (k, (name, rule)) in self.gradients.iter().enumerate() {
            let f = module
                .func_by_name(name)
                .ok_or_else(|| Error::NoSuchFunction(name.clone()))?;
            let ctx: *const Box<GradientFn> = &**rule;
            registered.push((f, define_rule(module, f, k, ctx as usize)?));
        }
        let mut ad = crate::Derivatives::new(module);
        for (f, rule) in registered {
            ad.register_gradient_ids(f, rule);
        }
        let g = ad.reverse(func, kinds)?;
        ad.finish()?;
        Ok(g)
    }

    /// Compiles `module` with the JIT, the rules linked in.
    pub fn jit(&self, module: &Module) -> Result<Jit, Error> {
        Ok(Jit::compile_with_symbols(
            module,
            &[(HOST_RULE, host_rule as *const u8)],
        )?)
    }
}

/// The augmented (the function itself) and reverse halves of rule `k`
/// for `f`: the reverse stores the arguments in a stack slot and calls
/// [`host_rule`] with the rule's address.
fn define_rule(
    module: &mut Module,
    f: zyme_ir::FuncId,
    k: usize,
    ctx: usize,
) -> Result<crate::CustomGradient, Error> {
    let fname = module.functions[f].name.clone();
    let sig = module.functions[f].sig.clone();
    let n = sig.params.len();
    if sig.params.iter().any(|&t| t != Type::F64) || sig.returns != [Type::F64] {
        return Err(SynthError::new(
            &fname,
            None,
            "a Rust gradient rule is for a function of f64 parameters returning one f64".into(),
        )
        .into());
    }
    let host = match module.func_by_name(HOST_RULE) {
        Some(h) => h,
        None => module
            .declare_function(
                HOST_RULE,
                Signature::new([Type::PTR, Type::PTR, Type::I64, Type::F64, Type::PTR], []),
                Linkage::Import,
            )
            .map_err(|e| SynthError::new(&fname, None, e.to_string()))?,
    };
    let aug = zyme_synth::runtime::trampoline(module, f)?;
    let mut rsig = sig.clone();
    rsig.params.push(Type::F64);
    rsig.returns = sig.params.clone();
    let rev_name = format!("__zyme_rust_rule.{k}.{fname}");
    let rev = match module.func_by_name(&rev_name) {
        Some(r) => r,
        None => {
            let r = module
                .declare_function(&rev_name, rsig, Linkage::Local)
                .map_err(|e| SynthError::new(&fname, None, e.to_string()))?;
            let mut b = module.builder(r);
            let entry = b.create_block();
            let params = b.append_signature_params(entry);
            b.switch_to(entry);
            let args_slot = b.stack_slot(8 * n.max(1) as u64, 8);
            let out_slot = b.stack_slot(8 * n.max(1) as u64, 8);
            let args = b.stack_addr(args_slot);
            let out = b.stack_addr(out_slot);
            for (i, &p) in params[..n].iter().enumerate() {
                let at = b.ptr_add_imm(args, 8 * i as i64);
                b.store(p, at, MemFlags::aligned(8));
                let z = b.f64const(0.0);
                let o = b.ptr_add_imm(out, 8 * i as i64);
                b.store(z, o, MemFlags::aligned(8));
            }
            let ctx = b.iconst(Type::PTR, ctx as i64);
            let count = b.iconst(Type::I64, n as i64);
            b.call(host, &[ctx, args, count, params[n], out]);
            let mut grads = Vec::new();
            for i in 0..n {
                let o = b.ptr_add_imm(out, 8 * i as i64);
                grads.push(b.load(Type::F64, o, MemFlags::aligned(8)));
            }
            b.ret(&grads);
            r
        }
    };
    Ok(crate::CustomGradient {
        augmented: aug,
        reverse: rev,
    })
}
