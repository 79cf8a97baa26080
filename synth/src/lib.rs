//! Derivative synthesis on zyme IR: forward (tangent) and vector mode,
//! reverse mode (augmented forward plus reverse pass, combined or split),
//! shadows, the cache of forward values, and the derivative rule tables.
//!
//! Nothing lives here yet: this crate is filled by the AD-core issues.
