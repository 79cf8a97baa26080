//! Forward mode: a tangent (or, for pointers, a shadow) for every active
//! value, `width` of them at once in vector mode.
//!
//! The derivative of `f` is a new function of the module. Its parameters
//! are `f`'s, each duplicated argument followed by `width` shadows; its
//! results are `f`'s (when asked for) followed by `width` tangents of each
//! float or pointer result. The body is `f`'s, cloned block by block in
//! reverse post-order, each active instruction followed by its tangent
//! rule ([`crate::rules`]); memory goes through shadow pointers (duplicated
//! arguments, shadow stack slots, shadow globals, shadow heap
//! allocations), and calls are differentiated recursively.
//!
//! [`body`] builds the derivative, [`tangent`] holds the instruction
//! rules, [`calls`] the calls.

mod blas;
mod body;
mod calls;
mod chunks;
mod error;
mod lanes;
mod noneed;
mod tangent;

use body::Body;

use crate::SynthError;
use hashbrown::{HashMap, HashSet};
use zyme_analysis::{Activity, TypeAnalysis};
pub use zyme_ir::autodiff::{ArgKind, ForwardOptions};
use zyme_ir::{FuncId, Function, Global, GlobalData, GlobalInit, Linkage, Module};

type Key = (FuncId, Vec<ArgKind>, ForwardOptions);

/// Forward-mode synthesis over one module; remembers what it made so each
/// (function, activity, options) is differentiated once, recursion
/// included.
pub struct Forward<'m> {
    module: &'m mut Module,
    types: TypeAnalysis,
    /// The functions asked for so far; types cover what they reach.
    roots: Vec<FuncId>,
    made: HashMap<Key, FuncId>,
    /// User-given forward derivatives (`__enzyme_register_derivative_*`).
    customs: HashMap<FuncId, FuncId>,
    /// Functions registered as carrying no derivative
    /// (`__enzyme_inactivefn`, `enzyme_inactive`).
    inactive: HashSet<FuncId>,
    shadow_globals: HashMap<Global, Global>,
}

/// Differentiates `func` in forward mode; returns the new function.
pub fn forward(
    module: &mut Module,
    func: FuncId,
    kinds: &[ArgKind],
    options: ForwardOptions,
) -> Result<FuncId, SynthError> {
    Forward::new(module).derivative(func, kinds, options)
}

impl<'m> Forward<'m> {
    /// Types are analysed on demand, over what the differentiated
    /// functions reach.
    pub fn new(module: &'m mut Module) -> Forward<'m> {
        crate::reverse::prepare_parallel(module);
        Forward {
            module,
            types: TypeAnalysis::default(),
            roots: Vec::new(),
            made: HashMap::new(),
            customs: HashMap::new(),
            inactive: HashSet::new(),
            shadow_globals: HashMap::new(),
        }
    }

    /// Calls of `func` use `derivative` (Enzyme's
    /// `__enzyme_register_derivative_NAME = {fn, derivative}`): it takes
    /// each argument followed, for floats and pointers, by its tangent or
    /// shadow, and returns the tangent of each float result (or the primal
    /// results, then the tangents).
    pub fn register_derivative(&mut self, func: FuncId, derivative: FuncId) {
        self.customs.insert(func, derivative);
    }

    /// Registers `func` as carrying no derivative: its calls run as they
    /// are and its results have zero tangents.
    pub fn register_inactive(&mut self, func: FuncId) {
        self.inactive.insert(func);
    }

    /// The derivative of `func` (made now, or earlier).
    pub fn derivative(
        &mut self,
        func: FuncId,
        kinds: &[ArgKind],
        options: ForwardOptions,
    ) -> Result<FuncId, SynthError> {
        let key = (func, kinds.to_vec(), options);
        if let Some(&d) = self.made.get(&key) {
            return Ok(d);
        }
        let orig = &self.module.functions[func];
        check_request(orig, kinds, options)?;
        let sig = derivative_signature(&orig.sig, kinds, options);
        let base = format!("fwddiff_{}", orig.name);
        let id = crate::declare_derivative(self.module, &base, sig)?;
        self.define(func, kinds, options, id)?;
        Ok(id)
    }

    /// Gives `id`, a function already declared with the derivative's
    /// signature and no body, the derivative of `func` as its body (how a
    /// frontend fills in the function a call site already names).
    pub fn define(
        &mut self,
        func: FuncId,
        kinds: &[ArgKind],
        options: ForwardOptions,
        id: FuncId,
    ) -> Result<(), SynthError> {
        let orig = self.module.functions[func].clone();
        let name = orig.name.clone();
        let _guard = zyme_ir::on_panic::PrintOnPanic::new(|| {
            format!("synthesizing the forward derivative of @{name}")
        });
        check_request(&orig, kinds, options)?;
        let want = derivative_signature(&orig.sig, kinds, options);
        // A function with a custom derivative is differentiated as a call
        // of it, so the rule runs.
        let custom = self.customs.contains_key(&func);
        let (func, orig) = if custom {
            let t = crate::runtime::trampoline(self.module, func)?;
            (t, self.module.functions[t].clone())
        } else {
            (func, orig)
        };
        crate::check_declared(self.module, &orig, id, &want)?;
        self.made.insert((func, kinds.to_vec(), options), id);
        let unneeded = noneed::unneeded_stores(&orig, kinds);
        if !options.error && !custom {
            let widths = chunks::chunk_widths(options.width, orig.layout.insts().count());
            if let Some(widths) = widths {
                if crate::repeat::runs_again_unchanged(self.module, func, &unneeded) {
                    return self.chunked(func, kinds, options, id, &widths);
                }
            }
        }
        if !self.types.covers(func) {
            self.roots.push(func);
            self.types = TypeAnalysis::compute_from(self.module, &self.roots, &[]);
        }
        let activity = Activity::compute_with(
            self.module,
            &self.types,
            func,
            kinds,
            zyme_analysis::ActivityOptions {
                shadow_returns: false,
                runtime_activity: options.runtime_activity,
            },
        );
        let mut body = Body {
            fwd: self,
            func,
            orig: &orig,
            activity: &activity,
            options,
            id,
            vmap: HashMap::new(),
            tmap: HashMap::new(),
            blocks: HashMap::new(),
            shadow_slots: HashMap::new(),
            current: None,
            cur_block: None,
            unneeded,
        };
        body.build(kinds)
    }

    /// Gives `id` (a derivative of width `options.width`) a body calling
    /// derivatives of the `widths` given, one after the other, each with
    /// its own lanes' shadows and tangents: the primal results are the
    /// first call's ([`chunks`]).
    fn chunked(
        &mut self,
        func: FuncId,
        kinds: &[ArgKind],
        options: ForwardOptions,
        id: FuncId,
        widths: &[u32],
    ) -> Result<(), SynthError> {
        let parts = widths
            .iter()
            .map(|&width| self.derivative(func, kinds, ForwardOptions { width, ..options }))
            .collect::<Result<Vec<_>, _>>()?;
        let sig = self.module.functions[func].sig.clone();
        let mut b = self.module.builder(id);
        let entry = b.create_block();
        let params = b.append_signature_params(entry);
        b.switch_to(entry);
        // Each parameter with its lanes, as `forward_signature` lays them.
        let mut groups: Vec<(zyme_ir::Value, &[zyme_ir::Value])> = Vec::new();
        let mut at = 0;
        for &k in kinds.iter().take(sig.params.len()) {
            let lanes = zyme_ir::autodiff::forward_lanes(k, options.width);
            groups.push((params[at], &params[at + 1..at + 1 + lanes]));
            at += 1 + lanes;
        }
        let tangent_results = sig
            .returns
            .iter()
            .filter(|t| t.is_float() || t.is_ptr())
            .count();
        let mut primal = Vec::new();
        let mut tangents: Vec<Vec<zyme_ir::Value>> = vec![Vec::new(); tangent_results];
        let mut offset = 0;
        for (part, &w) in parts.into_iter().zip(widths) {
            let w = w as usize;
            let args: Vec<zyme_ir::Value> = groups
                .iter()
                .flat_map(|&(p, lanes)| {
                    // A parameter without lanes has none in any chunk.
                    let mine = lanes.get(offset..offset + w).unwrap_or_default();
                    std::iter::once(p).chain(mine.iter().copied())
                })
                .collect();
            let results = b.call(part, &args);
            let mut r = 0;
            if options.return_primal {
                if primal.is_empty() {
                    primal = results[..sig.returns.len()].to_vec();
                }
                r = sig.returns.len();
            }
            for t in &mut tangents {
                t.extend_from_slice(&results[r..r + w]);
                r += w;
            }
            offset += w;
        }
        primal.extend(tangents.into_iter().flatten());
        b.ret(&primal);
        Ok(())
    }

    fn shadow_global(&mut self, g: Global) -> Result<Global, SynthError> {
        shadow_global(self.module, &mut self.shadow_globals, g)
    }
}

/// `base`, or `base.N`: a name no function or global of the module has.
pub(crate) fn fresh_name(module: &Module, base: &str) -> String {
    let mut name = base.to_string();
    let mut n = 1;
    while module.func_by_name(&name).is_some() || module.global_by_name(&name).is_some() {
        n += 1;
        name = format!("{base}.{n}");
    }
    name
}

/// The zero-initialised shadow of a global, made once per module.
pub(crate) fn shadow_global(
    module: &mut Module,
    made: &mut HashMap<Global, Global>,
    g: Global,
) -> Result<Global, SynthError> {
    if let Some(&s) = made.get(&g) {
        return Ok(s);
    }
    let data = module.globals[g].clone();
    let name = fresh_name(module, &format!("shadow_{}", data.name));
    let s = module
        .add_global(GlobalData {
            name,
            size: data.size,
            align: data.align,
            constant: false,
            linkage: Linkage::Local,
            addr_space: data.addr_space,
            init: GlobalInit::Zero,
        })
        .map_err(|e| SynthError::new(&data.name, None, e.to_string()))?;
    made.insert(g, s);
    Ok(s)
}

fn check_request(
    orig: &Function,
    kinds: &[ArgKind],
    options: ForwardOptions,
) -> Result<(), SynthError> {
    crate::check_request(orig, kinds, zyme_ir::autodiff::Mode::Forward(options))
}

pub use zyme_ir::autodiff::forward_signature as derivative_signature;
