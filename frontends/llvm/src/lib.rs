//! The LLVM IR text frontend: a hand-written lexer and parser for the IR
//! that clang, rustc and flang print, lowered to zyme IR, plus the Enzyme C
//! ABI (`__enzyme_autodiff`, `__enzyme_fwddiff` and the `enzyme_*` markers).
//!
//! Parsing goes text → [`ast::Module`] → [`lower::lower_module`] → zyme
//! IR. The tree and the parser know nothing of zyme IR; the lowering reads
//! only the tree, so a bitcode reader can later produce the same tree and
//! share the lowering.

pub mod ast;
pub mod lexer;
pub mod lower;
pub mod native;
mod parser;

pub use ast::Module;
pub use lower::LowerError;

/// Why a `.ll` text could not be turned into zyme IR.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    /// `file:line:col: message` for a syntax error.
    #[error("{file}:{err}")]
    Parse { file: String, err: ParseError },
    #[error("{0}")]
    Lower(#[from] LowerError),
}

/// Which of zyme-opt's pipelines run around the synthesis of the
/// derivatives a module asks for through the Enzyme ABI.
///
/// `before_ad` optimises the functions to differentiate first, as Enzyme's
/// preprocessing does: it is what lets `-O0` input differentiate about as
/// well as `-O2` input. `after_ad` runs the same passes on the synthesized
/// functions: their adjoints in stack slots, constant seeds and
/// single-predecessor blocks are what Cranelift does not clean up itself
/// (GradBench's evals run 5-25% faster with it). Both are on by default.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct AdPipeline {
    pub before_ad: bool,
    pub after_ad: bool,
}

impl AdPipeline {
    pub const DEFAULT: AdPipeline = AdPipeline {
        before_ad: true,
        after_ad: true,
    };

    /// `before`, `after`, `both` or `none`.
    pub fn parse(text: &str) -> Option<AdPipeline> {
        let (before_ad, after_ad) = match text {
            "before" => (true, false),
            "after" => (false, true),
            "both" => (true, true),
            "none" => (false, false),
            _ => return None,
        };
        Some(AdPipeline {
            before_ad,
            after_ad,
        })
    }
}

impl Default for AdPipeline {
    fn default() -> Self {
        AdPipeline::DEFAULT
    }
}

/// Parses and lowers LLVM IR text; `file` names it in diagnostics.
pub fn parse_and_lower(src: &str, file: &str) -> Result<zyme_ir::Module, Error> {
    parse_and_lower_with(src, file, AdPipeline::default())
}

/// [`parse_and_lower`] with the optimisation pipelines around synthesis
/// chosen.
pub fn parse_and_lower_with(
    src: &str,
    file: &str,
    pipeline: AdPipeline,
) -> Result<zyme_ir::Module, Error> {
    let ast = parse(src).map_err(|err| Error::Parse {
        file: file.to_string(),
        err,
    })?;
    Ok(lower::lower_module(&ast, file, pipeline)?)
}

/// What `zyme cc` makes of one module: zyme's part (lowered, with every
/// derivative), the functions left to the user's compiler, and the LLVM
/// IR text the user's compiler compiles for them (see [`native`]).
pub struct CcModule {
    pub module: zyme_ir::Module,
    pub native: Vec<lower::NativeFunction>,
    pub native_ll: String,
}

/// Parses and lowers LLVM IR text for `zyme cc`.
pub fn lower_for_cc(src: &str, file: &str) -> Result<CcModule, Error> {
    let ast = parse(src).map_err(|err| Error::Parse {
        file: file.to_string(),
        err,
    })?;
    let (module, native) = lower::lower_module_for_cc(&ast, file, AdPipeline::default())?;
    let native_ll = native::native_part(src, &ast, &native);
    Ok(CcModule {
        module,
        native,
        native_ll,
    })
}

/// A syntax error. `line` and `col` are 1-based; `col` counts bytes.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{line}:{col}: {message}")]
pub struct ParseError {
    pub line: u32,
    pub col: u32,
    pub message: String,
}

/// Parses LLVM textual IR into a module syntax tree.
pub fn parse(src: &str) -> Result<Module, ParseError> {
    parser::parse_module(src)
}
