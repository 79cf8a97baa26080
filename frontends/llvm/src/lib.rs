//! The LLVM IR text frontend: a hand-written lexer and parser for the IR
//! that clang, rustc and flang print, lowered to zyme IR, plus the Enzyme C
//! ABI (`__enzyme_autodiff`, `__enzyme_fwddiff` and the `enzyme_*` markers).
//!
//! Parsing goes text → [`ast::Module`]; lowering reads only the tree, so a
//! bitcode reader can later produce the same tree and share the lowering.
//! The crate deliberately has no dependency on zyme-ir.

pub mod ast;
pub mod lexer;
mod parser;

pub use ast::Module;

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
