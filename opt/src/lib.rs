//! Transforms worth running on zyme IR before and after differentiation:
//! inlining, mem2reg, DCE, CSE/GVN, LICM, CFG simplification and constant
//! folding, one module per pass, each followed by the verifier in tests.
//!
//! Nothing lives here yet: this crate is filled by the performance issue.
