//! The WebAssembly frontend: `wasmparser` into zyme IR (linear memory,
//! tables, globals, traps as a status), following `docs/wasm.md`.
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

pub use read::{
    read, Export, Generated, InstanceLayout, Location, TrapCode, Wasm, WasmError, WasmType,
};
