//! Derivatives asked for from Rust, through the driver.
//!
//! A [`Derivatives`] collects requests and registrations for one module,
//! as the LLVM frontend does for Enzyme call sites: each request declares,
//! at once, the function that will hold the derivative (so code built
//! afterwards can call it, and ask for *its* derivative: forward over
//! reverse), and [`Derivatives::finish`] hands everything to
//! [`crate::driver::differentiate`] — registrations, nested requests,
//! zyme-opt before and after — then verifies the module.
//!
//! ```
//! use zyme::{ArgKind, Derivatives};
//! let text = "func export @sq(f64) -> f64 {\nblock0(v0: f64):\n    v1 = fmul v0, v0\n    return v1\n}\n";
//! let mut module = zyme::parse(text).unwrap();
//! let mut ad = Derivatives::new(&mut module);
//! let dsq = ad.reverse("sq", &[ArgKind::Active]).unwrap();
//! ad.finish().unwrap();
//! let jit = zyme::Jit::compile(&module).unwrap();
//! let dsq = jit.get::<extern "C" fn(f64) -> f64>(&dsq).unwrap();
//! assert_eq!(dsq.call(3.0), 6.0);
//! ```

use crate::driver::{self, AdPipeline};
use crate::{ArgKind, Error, ForwardOptions, Module, ReverseOptions, SplitGradient};
use zyme_ir::autodiff::{AdRequests, CustomGradient, Mode, Request};
use zyme_ir::FuncId;

/// Requests and registrations for one module (see the module docs).
pub struct Derivatives<'m> {
    module: &'m mut Module,
    ad: AdRequests,
    pipeline: AdPipeline,
}

impl<'m> Derivatives<'m> {
    pub fn new(module: &'m mut Module) -> Derivatives<'m> {
        Derivatives {
            module,
            ad: AdRequests::default(),
            pipeline: AdPipeline::DEFAULT,
        }
    }

    /// Where zyme-opt runs around synthesis (default: before and after).
    pub fn pipeline(&mut self, pipeline: AdPipeline) -> &mut Self {
        self.pipeline = pipeline;
        self
    }

    /// The module, to build code that calls the derivatives asked for so
    /// far (their functions are declared; `finish` gives them bodies).
    pub fn module(&mut self) -> &mut Module {
        self.module
    }

    fn func(&self, name: &str) -> Result<FuncId, Error> {
        self.module
            .func_by_name(name)
            .ok_or_else(|| Error::NoSuchFunction(name.to_string()))
    }

    /// Calls of `func` differentiate in reverse mode with `augmented` and
    /// `reverse` (see [`CustomGradient`] for their signatures), as
    /// Enzyme's `__enzyme_register_gradient_*` says.
    pub fn register_gradient(
        &mut self,
        func: &str,
        augmented: &str,
        reverse: &str,
    ) -> Result<&mut Self, Error> {
        let rule = CustomGradient {
            augmented: self.func(augmented)?,
            reverse: self.func(reverse)?,
        };
        let f = self.func(func)?;
        self.ad.registrations.gradients.push((f, rule));
        Ok(self)
    }

    /// Registers a rule whose functions are already in the module.
    pub fn register_gradient_ids(&mut self, func: FuncId, rule: CustomGradient) -> &mut Self {
        self.ad.registrations.gradients.push((func, rule));
        self
    }

    /// Adds every registration of `regs` (a frontend's, e.g. the wasm
    /// reader's rule for `memory.grow`) not registered yet.
    pub fn register_all(&mut self, regs: &zyme_ir::autodiff::Registrations) -> &mut Self {
        let mine = &mut self.ad.registrations;
        for g in &regs.gradients {
            if !mine.gradients.contains(g) {
                mine.gradients.push(*g);
            }
        }
        for d in &regs.derivatives {
            if !mine.derivatives.contains(d) {
                mine.derivatives.push(*d);
            }
        }
        for f in &regs.inactive {
            if !mine.inactive.contains(f) {
                mine.inactive.push(*f);
            }
        }
        for l in &regs.function_like {
            if !mine.function_like.contains(l) {
                mine.function_like.push(l.clone());
            }
        }
        for f in &regs.aborting {
            if !mine.aborting.contains(f) {
                mine.aborting.push(*f);
            }
        }
        self
    }

    /// Calls of `func` differentiate in forward mode by calling
    /// `derivative` (Enzyme's `__enzyme_register_derivative_*`).
    pub fn register_derivative(
        &mut self,
        func: &str,
        derivative: &str,
    ) -> Result<&mut Self, Error> {
        let pair = (self.func(func)?, self.func(derivative)?);
        self.ad.registrations.derivatives.push(pair);
        Ok(self)
    }

    /// Calls of `func` carry no derivative (Enzyme's `__enzyme_inactivefn`).
    pub fn register_inactive(&mut self, func: &str) -> Result<&mut Self, Error> {
        let f = self.func(func)?;
        self.ad.registrations.inactive.push(f);
        Ok(self)
    }

    /// Asks for the derivative of `func` in `mode`; returns the declared
    /// function(s) that will hold it.
    pub fn request(
        &mut self,
        func: &str,
        kinds: &[ArgKind],
        mode: Mode,
    ) -> Result<(FuncId, Option<FuncId>), Error> {
        let f = self.func(func)?;
        let request = Request::new(f, kinds, mode);
        request
            .validate(&self.module.functions[f].sig)
            .map_err(|e| Error::Request {
                function: func.to_string(),
                source: e,
            })?;
        Ok(self.ad.place(self.module, request, None)?)
    }

    /// The forward-mode derivative of `func`, `width` tangents at once:
    /// its parameters are `func`'s, each `dup` one followed by `width`
    /// shadows; it returns `width` tangents of each float result. Returns
    /// the name of the function that will hold it.
    pub fn forward(&mut self, func: &str, kinds: &[ArgKind], width: u32) -> Result<String, Error> {
        let options = ForwardOptions {
            width,
            ..ForwardOptions::default()
        };
        let (f, _) = self.request(func, kinds, Mode::Forward(options))?;
        Ok(self.module.functions[f].name.clone())
    }

    /// The combined reverse-mode gradient of `func`: its parameters are
    /// `func`'s, each `dup` pointer followed by its shadow (into which the
    /// gradient is accumulated); every float result is seeded with 1; it
    /// returns the adjoint of each `active` float argument.
    pub fn reverse(&mut self, func: &str, kinds: &[ArgKind]) -> Result<String, Error> {
        let mode = Mode::Reverse(ReverseOptions::default());
        let (f, _) = self.request(func, kinds, mode)?;
        Ok(self.module.functions[f].name.clone())
    }

    /// The split reverse-mode derivative of `func` (see [`SplitGradient`]).
    pub fn reverse_split(&mut self, func: &str, kinds: &[ArgKind]) -> Result<SplitGradient, Error> {
        let (aug, rev) = self.request(func, kinds, Mode::Split)?;
        let rev = rev.expect("split requests have two halves");
        Ok(SplitGradient {
            augmented: self.module.functions[aug].name.clone(),
            reverse: self.module.functions[rev].name.clone(),
            tape_bytes: zyme_ir::autodiff::tape::HEADER_BYTES,
        })
    }

    /// Makes every derivative asked for, and verifies the module.
    pub fn finish(self) -> Result<(), Error> {
        driver::differentiate(self.module, &self.ad, self.pipeline).map_err(|error| Error::Ad {
            file: None,
            error: Box::new(error),
        })?;
        zyme_ir::verify_module(self.module)?;
        Ok(())
    }
}
