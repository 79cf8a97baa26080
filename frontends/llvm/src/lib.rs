//! The LLVM IR text frontend: a hand-written lexer and parser for the IR
//! that clang, rustc and flang print, lowered to zyme IR, plus the Enzyme C
//! ABI (`__enzyme_autodiff`, `__enzyme_fwddiff` and the `enzyme_*` markers).
//!
//! Nothing lives here yet: this crate is filled by the LLVM frontend issue.
