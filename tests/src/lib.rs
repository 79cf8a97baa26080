//! Cross-crate test support: the filetest runner (text modules with `run`
//! directives executed on the interpreter and the JIT) and helpers shared
//! by the property tests.

pub mod filecheck;
pub mod filetest;
pub mod fork;
