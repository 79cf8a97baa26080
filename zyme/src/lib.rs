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
mod derivatives;
pub mod driver;
pub mod gpu;
pub mod host;
pub mod rules;
pub mod wasm;

pub use derivatives::Derivatives;
pub use driver::{AdError, AdPipeline};
pub use rules::Rules;

pub use zyme_cranelift::{compile_object, CompileError, JitModule as Jit};
pub use zyme_ir as ir;
pub use zyme_ir::autodiff::{ArgKind, CustomGradient, ForwardOptions, Mode, ReverseOptions};
pub use zyme_ir::interp::{InterpError, Interpreter};
pub use zyme_ir::{DataValue, Module};
pub use zyme_opt as opt;
pub use zyme_synth::{Remark, SynthError};

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
    /// The driver could not make a derivative; `file` names the input.
    #[error("{}", ad_message(file.as_deref(), error))]
    Ad {
        file: Option<String>,
        error: Box<AdError>,
    },
    /// A request's argument kinds do not fit the function.
    #[error("cannot differentiate @{function}: {source}")]
    Request {
        function: String,
        source: zyme_ir::autodiff::RequestError,
    },
    #[error("{0}")]
    Declare(#[from] zyme_ir::module::DuplicateName),
    #[error("no function @{0} in the module")]
    NoSuchFunction(String),
    #[error("@{0} is not a kernel (CUDA `__global__`, zyme IR `func export kernel`)")]
    NotKernel(String),
    #[error("{0}")]
    Wasm(#[from] zyme_wasm::WasmError),
    #[error("{0}")]
    WasmWrite(#[from] zyme_wasm::WriteError),
    /// Wasm code trapped (the message names the trap, the function and
    /// the byte offset).
    #[error("{0}")]
    WasmTrap(String),
}

impl Error {
    /// The line and column in the program's source (from its debug
    /// information) the error is about, where it knows one.
    pub fn source_position(&self) -> Option<(u32, u32)> {
        match self {
            Error::Llvm(zyme_llvm::Error::Lower(e)) => e.source,
            Error::Synth(e) => e.line,
            Error::Ad { error, .. } => match &**error {
                AdError::Synth { source, .. } => source.line,
                _ => None,
            },
            _ => None,
        }
    }
}

/// `file:line:col: message`, as the LLVM frontend's errors read.
fn ad_message(file: Option<&str>, error: &AdError) -> String {
    match (file, error.at()) {
        (Some(file), Some((line, col))) => format!("{file}:{line}:{}: {error}", col.max(1)),
        (Some(file), None) => format!("{file}: {error}"),
        (None, _) => error.to_string(),
    }
}

/// Reading LLVM IR text into a zyme module: `zyme::Module::from_ll(text)`
/// (with this trait in scope).
pub trait FromLl: Sized {
    /// Parses, lowers, differentiates what the Enzyme calls ask for, and
    /// verifies LLVM IR text.
    fn from_ll(text: &str) -> Result<Self, Error>;

    /// The same for LLVM bitcode (a bare `.bc`, the wrapper header, an
    /// ELF object's `.llvmbc` section, or a one-module archive).
    fn from_bitcode(bytes: &[u8]) -> Result<Self, Error>;
}

impl FromLl for Module {
    fn from_ll(text: &str) -> Result<Module, Error> {
        from_ll(text, "<input>.ll")
    }

    fn from_bitcode(bytes: &[u8]) -> Result<Module, Error> {
        from_bitcode(bytes, "<input>.bc")
    }
}

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
/// again (`Jit::compile`) to call them. Each call is one request through
/// the driver; [`Derivatives`] makes several at once, with registrations
/// and nested requests.
pub trait Differentiate {
    /// The forward-mode derivative of `func` (see
    /// [`Derivatives::forward`]); returns the new function's name.
    fn forward(&mut self, func: &str, kinds: &[ArgKind], width: u32) -> Result<String, Error>;

    /// The reverse-mode gradient of `func`, combined (see
    /// [`Derivatives::reverse`]).
    fn reverse(&mut self, func: &str, kinds: &[ArgKind]) -> Result<String, Error>;

    /// The split reverse-mode derivative of `func` (see [`SplitGradient`]).
    fn reverse_split(&mut self, func: &str, kinds: &[ArgKind]) -> Result<SplitGradient, Error>;
}

impl Differentiate for Module {
    fn forward(&mut self, func: &str, kinds: &[ArgKind], width: u32) -> Result<String, Error> {
        let mut ad = Derivatives::new(self);
        let name = ad.forward(func, kinds, width)?;
        ad.finish()?;
        Ok(name)
    }

    fn reverse(&mut self, func: &str, kinds: &[ArgKind]) -> Result<String, Error> {
        let mut ad = Derivatives::new(self);
        let name = ad.reverse(func, kinds)?;
        ad.finish()?;
        Ok(name)
    }

    fn reverse_split(&mut self, func: &str, kinds: &[ArgKind]) -> Result<SplitGradient, Error> {
        let mut ad = Derivatives::new(self);
        let split = ad.reverse_split(func, kinds)?;
        ad.finish()?;
        Ok(split)
    }
}

/// Parses and lowers LLVM IR text, makes the derivatives its Enzyme calls
/// ask for through the driver, and verifies the result; `file` names the
/// input in errors.
pub fn from_ll(text: &str, file: &str) -> Result<Module, Error> {
    from_ll_with(text, file, AdPipeline::DEFAULT)
}

/// [`from_ll`] with zyme-opt's pipelines around synthesis chosen.
pub fn from_ll_with(text: &str, file: &str, pipeline: AdPipeline) -> Result<Module, Error> {
    let module = from_ll_unverified(text, file, pipeline)?;
    zyme_ir::verify_module(&module)?;
    Ok(module)
}

/// [`from_ll_with`] without the verifier, for callers that report its
/// errors themselves (the CLI reprints the function under each).
pub fn from_ll_unverified(text: &str, file: &str, pipeline: AdPipeline) -> Result<Module, Error> {
    let mut lowered = zyme_llvm::parse_and_lower(text, file)?;
    differentiate_lowered(&mut lowered, file, pipeline)?;
    Ok(lowered.module)
}

/// Reads and lowers LLVM bitcode, makes the derivatives its Enzyme calls
/// ask for, and verifies the result; `file` names the input in errors.
pub fn from_bitcode(bytes: &[u8], file: &str) -> Result<Module, Error> {
    let module = from_bitcode_unverified(bytes, file, AdPipeline::DEFAULT)?;
    zyme_ir::verify_module(&module)?;
    Ok(module)
}

/// [`from_bitcode`] with the pipelines chosen and without the verifier.
pub fn from_bitcode_unverified(
    bytes: &[u8],
    file: &str,
    pipeline: AdPipeline,
) -> Result<Module, Error> {
    let mut lowered = zyme_llvm::parse_bitcode_and_lower(bytes, file)?;
    differentiate_lowered(&mut lowered, file, pipeline)?;
    Ok(lowered.module)
}

/// Whether bytes are LLVM bitcode (by their magic, in any container the
/// reader knows), not text.
pub fn is_bitcode(bytes: &[u8]) -> bool {
    zyme_llvm::bitcode::is_bitcode(bytes)
}

/// Runs the driver on what a frontend lowered. A function synthesis needs
/// but found without a body that `zyme cc` left to the C compiler gets
/// the reason it was left.
fn differentiate_lowered(
    lowered: &mut zyme_llvm::Lowered,
    file: &str,
    pipeline: AdPipeline,
) -> Result<Vec<zyme_synth::Remark>, Error> {
    driver::differentiate(&mut lowered.module, &lowered.ad, pipeline).map_err(|mut error| {
        if let AdError::Synth { source, .. } = &mut error {
            if let Some(why) = lowered.why_native(&source.function) {
                source.kind = zyme_synth::SynthErrorKind::Rule(format!(
                    "{}\n  zyme could not compile @{} itself, so it was left to the C compiler: {why}",
                    source.kind, source.function
                ));
            }
        }
        Error::Ad {
            file: Some(file.to_string()),
            error: Box::new(error),
        }
    })
}

/// What `zyme cc` makes of one module: zyme's part (lowered, with every
/// derivative) and the functions left to the user's compiler, each with
/// the reason.
///
/// Whatever zyme cannot do with a function of the program (lower it,
/// verify what it made, compile it) leaves that function to the user's
/// compiler rather than failing the build: [`CcModule::verify`] and
/// [`CcModule::compile`] add to [`CcModule::native`]. Only a function
/// zyme must compile itself (one making an Enzyme call, a derivative)
/// still fails it.
pub struct CcModule {
    ast: zyme_llvm::ast::Module,
    lowered: zyme_llvm::Lowered,
    /// A hash of the IR, naming this unit's shared globals.
    tag: u64,
    /// Read from bitcode: `ast` has no text positions.
    from_bitcode: bool,
    /// What the reverse-mode derivatives cache (`-Rpass=zyme`).
    remarks: Vec<zyme_synth::Remark>,
}

impl CcModule {
    /// The remarks on what this unit's reverse-mode derivatives cache.
    pub fn remarks(&self) -> &[zyme_synth::Remark] {
        &self.remarks
    }

    /// zyme's part of the program.
    pub fn module(&self) -> &Module {
        &self.lowered.module
    }

    /// The functions left to the user's compiler so far, and why, by name.
    pub fn native(&self) -> &[zyme_llvm::NativeFunction] {
        &self.lowered.native
    }

    /// Verifies zyme's part; a function whose IR does not verify is left
    /// to the user's compiler where it may be.
    ///
    /// # Errors
    ///
    /// The errors of the functions that cannot be left (and the module's
    /// own), after the others were.
    pub fn verify(&mut self) -> Result<(), zyme_ir::VerifierErrors> {
        let Err(errors) = zyme_ir::verify_module(&self.lowered.module) else {
            return Ok(());
        };
        let mut kept = Vec::new();
        let mut left: Vec<&str> = Vec::new();
        for e in &errors.0 {
            if left.contains(&e.func.as_str()) {
                continue;
            }
            let reason = format!("zyme's IR for it does not verify: {e}");
            if !e.func.is_empty() && self.lowered.leave_native(&self.ast, &e.func, reason) {
                left.push(&e.func);
            } else {
                kept.push(e.clone());
            }
        }
        if kept.is_empty() {
            zyme_ir::verify_module(&self.lowered.module)
        } else {
            Err(zyme_ir::VerifierErrors(kept))
        }
    }

    /// Compiles zyme's part to an object file for the host; a function
    /// Cranelift cannot compile is left to the user's compiler where it
    /// may be, and the object made again without it.
    ///
    /// Before each try, what the two objects share is settled
    /// ([`zyme_llvm::Lowered::share_internals`]): internal functions left
    /// to the user's compiler, and the mutable internal globals once any
    /// function is.
    ///
    /// # Errors
    ///
    /// The first error of a function that cannot be left, or of the
    /// module itself.
    pub fn compile(&mut self) -> Result<Vec<u8>, CompileError> {
        loop {
            self.lowered.share_internals(&self.ast, self.tag);
            let lowered = &self.lowered;
            let ast = &self.ast;
            let may_fail = |id: zyme_ir::FuncId| {
                lowered.may_leave_native(ast, &lowered.module.functions[id].name)
            };
            let object = zyme_cranelift::compile_object_partial(&lowered.module, None, &may_fail)?;
            if object.failed.is_empty() {
                return Ok(object.bytes);
            }
            let mut left = false;
            let mut first = None;
            for (id, error) in object.failed {
                let name = self.lowered.module.functions[id].name.clone();
                let reason = format!("Cranelift cannot compile it: {error}");
                left |= self.lowered.leave_native(&self.ast, &name, reason);
                first.get_or_insert(error);
            }
            if let (false, Some(error)) = (left, first) {
                return Err(error);
            }
        }
    }

    /// zyme's part as LLVM IR text for the host (`zyme-llvm-out`), for the
    /// user's compiler to optimise and compile instead of Cranelift: the
    /// derivatives zyme synthesised, with LLVM's optimisations after them
    /// (`zyme cc --backend llvm`).
    ///
    /// # Errors
    ///
    /// The host is not a target of the printer, or the module has what it
    /// cannot print.
    pub fn llvm_text(&mut self) -> Result<String, String> {
        self.lowered.share_internals(&self.ast, self.tag);
        let target =
            zyme_llvm_out::Target::host().ok_or("the host is not a target of --emit ll")?;
        zyme_llvm_out::print_module(&self.lowered.module, &target).map_err(|e| e.to_string())
    }

    /// The LLVM IR text (of which `text` is the original) that the user's
    /// compiler compiles for the functions left to it.
    ///
    /// # Errors
    ///
    /// For a module read from bitcode, `text` (its printed form) does not
    /// parse.
    pub fn native_ll(&self, text: &str) -> Result<String, Error> {
        let printed;
        let ast = if self.from_bitcode {
            // The surgery is on lines of text: positions come from it.
            printed = zyme_llvm::parse(text).map_err(|err| zyme_llvm::Error::Parse {
                file: "the printed bitcode".into(),
                err,
            })?;
            &printed
        } else {
            &self.ast
        };
        Ok(zyme_llvm::native::native_part(
            text,
            ast,
            &self.lowered.native,
            &self.lowered.shared,
        ))
    }
}

/// Lowers LLVM IR text for `zyme cc` (see
/// [`zyme_llvm::lower::lower_module_for_cc`]) and makes its derivatives.
pub fn lower_for_cc(text: &str, file: &str, pipeline: AdPipeline) -> Result<CcModule, Error> {
    let ast = zyme_llvm::parse(text).map_err(|err| zyme_llvm::Error::Parse {
        file: file.to_string(),
        err,
    })?;
    cc_module(ast, file, pipeline, text.as_bytes(), false)
}

/// [`lower_for_cc`] of bitcode (a `-flto` object, a `-emit-llvm -c`
/// file), which zyme reads itself. [`CcModule::native_ll`] then needs the
/// same module as text, which the user's compiler prints.
pub fn lower_bitcode_for_cc(
    bytes: &[u8],
    file: &str,
    pipeline: AdPipeline,
) -> Result<CcModule, Error> {
    let ast = zyme_llvm::bitcode::parse(bytes).map_err(|err| zyme_llvm::Error::Bitcode {
        file: file.to_string(),
        err,
    })?;
    cc_module(ast, file, pipeline, bytes, true)
}

fn cc_module(
    ast: zyme_llvm::ast::Module,
    file: &str,
    pipeline: AdPipeline,
    source: &[u8],
    from_bitcode: bool,
) -> Result<CcModule, Error> {
    let mut lowered =
        zyme_llvm::lower::lower_module_for_cc(&ast, file).map_err(zyme_llvm::Error::from)?;
    let remarks = differentiate_lowered(&mut lowered, file, pipeline)?;
    zyme_llvm::leave_unwinding_native(&ast, &mut lowered);
    // FNV-1a of the input: the same for both objects of this unit.
    let tag = source.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    });
    Ok(CcModule {
        ast,
        lowered,
        tag,
        from_bitcode,
        remarks,
    })
}

/// Runs zyme-opt's pre-differentiation pipeline ([`zyme_opt::BEFORE_AD`])
/// on every defined function; functions with custom derivatives or
/// registered as inactive or library-like are not inlined.
pub fn optimize(module: &mut Module) {
    zyme_opt::optimize_all(module, zyme_opt::BEFORE_AD);
}

/// The plan reverse mode follows for `func` with these argument kinds,
/// combined or `split`, printed: for every value the reverse sweep reads,
/// how it is had (remade, read directly, recomputed, reloaded, taped) and
/// why, and each block's tape record.
///
/// With `pipeline.before_ad`, zyme-opt's pipeline runs on the function
/// (and what it reaches) first, as the driver would before synthesis, so
/// the plan is of the code the derivative is made from. `aborting` are
/// the functions a frontend registered as abandoning their caller (the
/// wasm reader's trap unwinding: [`zyme_ir::autodiff::Registrations`]),
/// whose paths reverse mode leaves out.
pub fn explain_plan(
    module: &mut Module,
    func: &str,
    kinds: &[ArgKind],
    split: bool,
    pipeline: AdPipeline,
    aborting: &[zyme_ir::FuncId],
) -> Result<String, Error> {
    let id = module
        .func_by_name(func)
        .ok_or_else(|| Error::NoSuchFunction(func.to_string()))?;
    if pipeline.before_ad {
        driver::optimize_before_ad(module, [id], &aborting.iter().copied().collect());
    }
    let shape = if split {
        zyme_synth::reverse::Shape::Split(Default::default())
    } else {
        zyme_synth::reverse::Shape::Combined(ReverseOptions::default())
    };
    let mut rev = zyme_synth::Reverse::new(module);
    for &f in aborting {
        rev.register_aborting(f);
    }
    rev.set_cache_policy(pipeline.cache_policy(Default::default()));
    Ok(rev.explain_plan(id, kinds, shape)?)
}

/// Parses IR text and verifies it.
pub fn parse(text: &str) -> Result<Module, Error> {
    let module = zyme_ir::text::parse_module(text)?;
    zyme_ir::verify_module(&module)?;
    Ok(module)
}
