//! The WebAssembly frontend and writer: `wasmparser` into zyme IR (linear
//! memory, tables, globals, traps) and zyme IR back to `.wasm` through
//! `wasm-encoder`.
//!
//! Nothing lives here yet: this crate is filled by the wasm issue.
