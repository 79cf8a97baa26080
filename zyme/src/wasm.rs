//! WebAssembly modules in, their derivatives out (see `docs/wasm.md`).
//!
//! [`read_wasm`] turns a `.wasm` module into zyme IR whose functions take
//! the instance (`vmctx`) first; [`Instance`] runs it in the JIT;
//! derivatives of its exports are asked for through [`Derivatives`] like
//! any others ([`WasmRequests`] adds the instance as a `dup` argument: the
//! shadow instance's memories hold the shadows), and [`write_wasm`] writes
//! a zyme module — the derivatives included — back as a `.wasm` module.
//!
//! ```
//! use zyme::wasm::{read_wasm, Instance, WasmRequests};
//! use zyme::{ArgKind, DataValue, Derivatives, Jit};
//! let bytes = wat::parse_str(r#"(module (memory 1)
//!     (func (export "sq") (param f64) (result f64) local.get 0 local.get 0 f64.mul))"#).unwrap();
//! let mut wasm = read_wasm(&bytes, "sq.wasm").unwrap();
//! let mut ad = Derivatives::new(&mut wasm.module);
//! let dsq = ad.wasm_reverse(&wasm.exports, &wasm.ad, "sq", &[ArgKind::Active]).unwrap();
//! ad.finish().unwrap();
//! let jit = Jit::compile(&wasm.module).unwrap();
//! let inst = Instance::new(&jit, &wasm).unwrap();
//! let shadow = inst.shadow().unwrap();
//! let d = inst.call_derivative(&dsq, &shadow, &[DataValue::f64(3.0)]).unwrap();
//! assert_eq!(d, vec![DataValue::f64(6.0)]);
//! ```

use crate::{ArgKind, Derivatives, Error, Jit, Module};
use zyme_ir::autodiff::{AdRequests, Mode};
use zyme_ir::{AddrSpace, DataValue, ScalarType};
pub use zyme_wasm::{Export, InstanceLayout, TrapCode, Wasm, WasmError, WasmType, WriteOptions};

/// Reads and verifies a `.wasm` module; `file` names it in errors.
pub fn read_wasm(bytes: &[u8], file: &str) -> Result<Wasm, Error> {
    let wasm = zyme_wasm::read(bytes, file)?;
    zyme_ir::verify_module(&wasm.module)?;
    Ok(wasm)
}

/// Reading a `.wasm` module into a zyme module: `zyme::Module::from_wasm`
/// (with this trait in scope). The instance layout and the exports are
/// dropped; [`read_wasm`] keeps them.
pub trait FromWasm: Sized {
    fn from_wasm(bytes: &[u8]) -> Result<Self, Error>;
}

impl FromWasm for Module {
    fn from_wasm(bytes: &[u8]) -> Result<Module, Error> {
        Ok(read_wasm(bytes, "<input>.wasm")?.module)
    }
}

/// Writes a zyme module as a wasm32 module: by default every exported
/// function, plus what `options` names.
pub fn write_wasm(module: &Module, options: &WriteOptions) -> Result<Vec<u8>, Error> {
    Ok(zyme_wasm::write(module, options)?)
}

/// Derivatives of a wasm module's exports.
pub trait WasmRequests {
    /// Asks for the derivative of export `name` in `mode`: `kinds` are
    /// for the wasm parameters; the instance comes first as `dup` (its
    /// shadow holds the shadow memories and globals). Registers the
    /// module's own rules (`memory.grow`) once. Returns the name of the
    /// function that will hold the derivative (for split mode, the
    /// augmented half's and the reverse half's).
    fn wasm_request(
        &mut self,
        exports: &[Export],
        ad: &AdRequests,
        name: &str,
        kinds: &[ArgKind],
        mode: Mode,
    ) -> Result<Vec<String>, Error>;

    /// [`WasmRequests::wasm_request`] in reverse mode, combined.
    fn wasm_reverse(
        &mut self,
        exports: &[Export],
        ad: &AdRequests,
        name: &str,
        kinds: &[ArgKind],
    ) -> Result<String, Error> {
        let mode = Mode::Reverse(Default::default());
        Ok(self.wasm_request(exports, ad, name, kinds, mode)?.remove(0))
    }
}

impl WasmRequests for Derivatives<'_> {
    fn wasm_request(
        &mut self,
        exports: &[Export],
        ad: &AdRequests,
        name: &str,
        kinds: &[ArgKind],
        mode: Mode,
    ) -> Result<Vec<String>, Error> {
        let export = exports
            .iter()
            .find(|e| e.name == name)
            .ok_or_else(|| Error::NoSuchFunction(name.to_string()))?;
        self.register_all(&ad.registrations);
        let func = self.module().functions[export.func].name.clone();
        let mut all = vec![ArgKind::Dup];
        all.extend_from_slice(kinds);
        let (first, second) = self.request(&func, &all, mode)?;
        let m = self.module();
        Ok(std::iter::once(first)
            .chain(second)
            .map(|f| m.functions[f].name.clone())
            .collect())
    }
}

fn ptr(addr: u64) -> DataValue {
    DataValue::Int(ScalarType::Ptr(AddrSpace::GENERIC), addr)
}

/// An instance of a wasm module in a JIT-compiled zyme module: its
/// instance record, made by the module's `__zyme_wasm_instantiate`, freed
/// on drop.
pub struct Instance<'j> {
    jit: &'j Jit,
    wasm: &'j Wasm,
    vmctx: u64,
}

impl<'j> Instance<'j> {
    /// Instantiates the module (data segments, globals, tables, the start
    /// function); a trap there is an error.
    pub fn new(jit: &'j Jit, wasm: &'j Wasm) -> Result<Instance<'j>, Error> {
        let name = &wasm.module.functions[wasm.generated.instantiate].name;
        let out = jit.call_dynamic(name, &[])?;
        let vmctx = out[0].bits();
        if vmctx == 0 {
            return Err(Error::WasmTrap("out of memory making the instance".into()));
        }
        let inst = Instance { jit, wasm, vmctx };
        inst.check_trap()?;
        Ok(inst)
    }

    /// A shadow instance: zeroed memories of the same sizes, zero float
    /// globals, copies of the tables.
    pub fn shadow(&self) -> Result<Instance<'j>, Error> {
        let name = &self.wasm.module.functions[self.wasm.generated.shadow].name;
        let out = self.jit.call_dynamic(name, &[ptr(self.vmctx)])?;
        Ok(Instance {
            jit: self.jit,
            wasm: self.wasm,
            vmctx: out[0].bits(),
        })
    }

    /// The instance record's address, the first argument of every
    /// function.
    pub fn vmctx(&self) -> DataValue {
        ptr(self.vmctx)
    }

    /// Calls a function of the module (an export's zyme function, by
    /// name) with the instance first; a trap is an error.
    pub fn call(&self, func: &str, args: &[DataValue]) -> Result<Vec<DataValue>, Error> {
        let mut all = vec![self.vmctx()];
        all.extend_from_slice(args);
        let out = self.jit.call_dynamic(func, &all)?;
        self.check_trap()?;
        Ok(out)
    }

    /// Calls export `name`.
    pub fn call_export(&self, name: &str, args: &[DataValue]) -> Result<Vec<DataValue>, Error> {
        let export = self
            .wasm
            .export(name)
            .ok_or_else(|| Error::NoSuchFunction(name.to_string()))?;
        let func = self.wasm.module.functions[export.func].name.clone();
        self.call(&func, args)
    }

    /// Calls a derivative made by [`WasmRequests`]: the instance, then its
    /// shadow, then `args` (with their shadows, as the derivative takes
    /// them).
    pub fn call_derivative(
        &self,
        derivative: &str,
        shadow: &Instance,
        args: &[DataValue],
    ) -> Result<Vec<DataValue>, Error> {
        let mut all = vec![self.vmctx(), shadow.vmctx()];
        all.extend_from_slice(args);
        let out = self.jit.call_dynamic(derivative, &all)?;
        self.check_trap()?;
        Ok(out)
    }

    /// Memory `k`'s base address and size in bytes (they change when it
    /// grows).
    fn memory_raw(&self, k: usize) -> (*mut u8, usize) {
        let m = &self.wasm.layout.memories[k];
        // SAFETY: `vmctx` is a live instance record laid out by `layout`,
        // whose base and size fields describe an allocation the instance
        // owns until it is freed (on drop).
        unsafe {
            let record = self.vmctx as *const u8;
            let base = *(record.add(m.base as usize) as *const *mut u8);
            let size = *(record.add(m.size as usize) as *const u64);
            (base, size as usize)
        }
    }

    /// Memory `k`'s bytes as they are now.
    pub fn memory(&self, k: usize) -> &[u8] {
        let (base, size) = self.memory_raw(k);
        // SAFETY: see `memory_raw`; the slice borrows `self`, and compiled
        // code runs only through `&self` calls after the borrow ends.
        unsafe { std::slice::from_raw_parts(base, size) }
    }

    /// Memory `k`'s bytes, to write into.
    pub fn memory_mut(&mut self, k: usize) -> &mut [u8] {
        let (base, size) = self.memory_raw(k);
        // SAFETY: as `memory`, and `&mut self` keeps every other use of
        // the instance out while the slice lives.
        unsafe { std::slice::from_raw_parts_mut(base, size) }
    }

    /// Grows memory `k` by `pages` (shadows of it are not grown: make the
    /// shadow after growing); returns the old size in pages, or -1.
    pub fn grow_memory(&self, k: usize, pages: u32) -> Result<i32, Error> {
        let name = &self.wasm.module.functions[self.wasm.generated.memory_grow].name;
        let i32 = |v: i64| DataValue::int(ScalarType::I32, v);
        let out = self
            .jit
            .call_dynamic(name, &[self.vmctx(), i32(k as i64), i32(i64::from(pages))])?;
        Ok(out[0].bits() as u32 as i32)
    }

    fn check_trap(&self) -> Result<(), Error> {
        let record = self.vmctx as *const u8;
        // SAFETY: the trap fields are the first three `i32`s of a live
        // instance record.
        let (code, func, offset) = unsafe {
            (
                *(record as *const i32),
                *(record.add(4) as *const i32),
                *(record.add(8) as *const i32),
            )
        };
        if code == 0 {
            return Ok(());
        }
        // The record keeps the trap: clear it so the instance can go on.
        // SAFETY: as above.
        unsafe { *(record as *mut i32) = 0 };
        Err(Error::WasmTrap(self.wasm.trap_message(code, func, offset)))
    }
}

impl Drop for Instance<'_> {
    fn drop(&mut self) {
        let name = &self.wasm.module.functions[self.wasm.generated.free].name;
        let _ = self.jit.call_dynamic(name, &[ptr(self.vmctx)]);
    }
}
