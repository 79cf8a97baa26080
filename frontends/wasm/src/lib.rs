//! The WebAssembly frontend and writer: `wasmparser` into zyme IR (linear
//! memory, tables, globals, traps) and zyme IR back to `.wasm` through
//! `wasm-encoder`.

pub mod write;

pub use write::{write, WriteError, WriteOptions};
