//! Zyme: an automatic-differentiation compiler.
//!
//! This crate is the facade a Rust program embeds. Today it reads zyme IR
//! and LLVM IR text (from clang, clang++, rustc), verifies, interprets and
//! compiles it through Cranelift (JIT or object file), and synthesizes
//! forward- and reverse-mode derivatives ([`Differentiate`]).
//!
//! ```no_run
//! use zyme::FromLl;
//! let ll = std::fs::read_to_string("prog.ll").unwrap();
//! let module = zyme::Module::from_ll(&ll).unwrap();
//! let jit = zyme::Jit::compile(&module).unwrap();
//! ```
//!
//! ```no_run
//! let text = "func export @sq(f64) -> f64 {\nblock0(v0: f64):\n    v1 = fmul v0, v0\n    return v1\n}\n";
//! let module = zyme::parse(text).unwrap();
//! let jit = zyme::Jit::compile(&module).unwrap();
//! let sq = jit.get::<extern "C" fn(f64) -> f64>("sq").unwrap();
//! assert_eq!(sq.call(3.0), 9.0);
//! ```

pub mod demo;
pub mod host;
pub mod rules;

pub use rules::Rules;

pub use zyme_cranelift::{compile_object, CompileError, JitModule as Jit};
pub use zyme_ir as ir;
pub use zyme_ir::interp::{InterpError, Interpreter};
pub use zyme_ir::{DataValue, Module};
pub use zyme_opt as opt;

/// Everything that can go wrong between text and a compiled function.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("{0}")]
    Parse(#[from] zyme_ir::text::ParseError),
    #[error("the module is not valid IR:\n{0}")]
    Verify(#[from] zyme_ir::VerifierErrors),
    #[error("{0}")]
    Compile(#[from] CompileError),
    #[error("{0}")]
    Interp(#[from] InterpError),
    #[error("{0}")]
    Llvm(#[from] zyme_llvm::Error),
    #[error("{0}")]
    Synth(#[from] SynthError),
    #[error("no function @{0} in the module")]
    NoSuchFunction(String),
}

/// Reading LLVM IR text into a zyme module: `zyme::Module::from_ll(text)`
/// (with this trait in scope).
pub trait FromLl: Sized {
    /// Parses, lowers and verifies LLVM IR text.
    fn from_ll(text: &str) -> Result<Self, Error>;
}

impl FromLl for Module {
    fn from_ll(text: &str) -> Result<Module, Error> {
        from_ll(text, "<input>.ll")
    }
}

pub use zyme_analysis::ArgKind;
pub use zyme_synth::{CustomGradient, ForwardOptions, ReverseOptions, SynthError};

/// The two halves of a split reverse-mode derivative, by name, and the
/// size of the tape header the caller owns.
///
/// Call `augmented(tape, args…)` with `tape` pointing to
/// [`SplitGradient::tape_bytes`] zeroed bytes: it runs the function and
/// returns its results (then a shadow of each pointer result), keeping
/// what the reverse needs on the tape. Later — after other work, with
/// several tapes alive at once if you like — call `reverse(tape, args…,
/// adjoint of each float result)`: it accumulates into the shadows, returns
/// the adjoint of each `active` argument, and releases the tape's buffer,
/// leaving the header zeroed for reuse.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SplitGradient {
    pub augmented: String,
    pub reverse: String,
    pub tape_bytes: u64,
}

/// Derivatives of a module's functions, added to the module: compile it
/// again (`Jit::compile`) to call them.
pub trait Differentiate {
    /// The forward-mode derivative of `func` with one kind per parameter
    /// and `width` tangents at once; returns the new function's name. Its
    /// parameters are `func`'s, each `dup` one followed by `width`
    /// shadows; it returns `width` tangents of each float result.
    fn forward(&mut self, func: &str, kinds: &[ArgKind], width: u32) -> Result<String, Error>;

    /// The reverse-mode gradient of `func` (combined): its parameters are
    /// `func`'s, each `dup` pointer followed by its shadow (into which the
    /// gradient is accumulated); every float result is seeded with 1; it
    /// returns the adjoint of each `active` float argument.
    fn reverse(&mut self, func: &str, kinds: &[ArgKind]) -> Result<String, Error>;

    /// The split reverse-mode derivative of `func` (see [`SplitGradient`]).
    fn reverse_split(&mut self, func: &str, kinds: &[ArgKind]) -> Result<SplitGradient, Error>;
}

impl Differentiate for Module {
    fn forward(&mut self, func: &str, kinds: &[ArgKind], width: u32) -> Result<String, Error> {
        let id = self
            .func_by_name(func)
            .ok_or_else(|| Error::NoSuchFunction(func.to_string()))?;
        let options = ForwardOptions {
            width,
            ..ForwardOptions::default()
        };
        let d = zyme_synth::forward(self, id, kinds, options)?;
        zyme_ir::verify_module(self)?;
        Ok(self.functions[d].name.clone())
    }

    fn reverse(&mut self, func: &str, kinds: &[ArgKind]) -> Result<String, Error> {
        let id = self
            .func_by_name(func)
            .ok_or_else(|| Error::NoSuchFunction(func.to_string()))?;
        let d = zyme_synth::reverse(self, id, kinds, ReverseOptions::default())?;
        zyme_ir::verify_module(self)?;
        Ok(self.functions[d].name.clone())
    }

    fn reverse_split(&mut self, func: &str, kinds: &[ArgKind]) -> Result<SplitGradient, Error> {
        let id = self
            .func_by_name(func)
            .ok_or_else(|| Error::NoSuchFunction(func.to_string()))?;
        let split = zyme_synth::Reverse::new(self).split(id, kinds)?;
        zyme_ir::verify_module(self)?;
        Ok(SplitGradient {
            augmented: self.functions[split.augmented].name.clone(),
            reverse: self.functions[split.reverse].name.clone(),
            tape_bytes: zyme_synth::reverse::TAPE_HEADER_BYTES,
        })
    }
}

/// Parses, lowers and verifies LLVM IR text; `file` names it in errors.
pub fn from_ll(text: &str, file: &str) -> Result<Module, Error> {
    let module = zyme_llvm::parse_and_lower(text, file)?;
    zyme_ir::verify_module(&module)?;
    Ok(module)
}

/// Runs zyme-opt's pre-differentiation pipeline ([`zyme_opt::BEFORE_AD`])
/// on every defined function; functions with custom derivatives or
/// registered as inactive or library-like are not inlined.
pub fn optimize(module: &mut Module) {
    zyme_opt::optimize_all(module, zyme_opt::BEFORE_AD);
}

/// Parses IR text and verifies it.
pub fn parse(text: &str) -> Result<Module, Error> {
    let module = zyme_ir::text::parse_module(text)?;
    zyme_ir::verify_module(&module)?;
    Ok(module)
}
