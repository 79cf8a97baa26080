//! Cross-crate test support: the filetest harness (text modules with
//! subtests named in a header: interpret, jit, roundtrip, opt, analysis,
//! autodiff) and helpers shared by the property tests.

pub mod filetest;
pub mod fork;
