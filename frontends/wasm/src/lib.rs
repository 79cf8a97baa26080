//! WebAssembly in and out of zyme, following `docs/wasm.md`: the reader
//! ([`read`]: `wasmparser` into zyme IR with linear memory, tables,
//! globals and traps as a status) and the writer ([`write`]: any zyme
//! module back to a wasm32 module through `wasm-encoder`).
//!
//! ```
//! let bytes = wat::parse_str(r#"(module (func (export "add") (param i32 i32) (result i32)
//!     local.get 0 local.get 1 i32.add))"#).unwrap();
//! let wasm = zyme_wasm::read(&bytes, "add.wasm").unwrap();
//! zyme_ir::verify_module(&wasm.module).unwrap();
//! let mut interp = zyme_ir::Interpreter::new(&wasm.module);
//! let vmctx = interp.call("__zyme_wasm_instantiate", &[]).unwrap()[0].clone();
//! let i32 = |v| zyme_ir::DataValue::int(zyme_ir::ScalarType::I32, v);
//! let out = interp.call("add", &[vmctx, i32(2), i32(40)]).unwrap();
//! assert_eq!(out, vec![i32(42)]);
//! ```

pub mod read;
pub mod write;

pub use read::{
    read, Export, Generated, InstanceLayout, Location, TrapCode, Wasm, WasmError, WasmType,
};
pub use write::{write, WriteError, WriteOptions};
