//! The executors `run` and `fd` lines call functions on: the reference
//! interpreter and the Cranelift JIT, behind one [`Executor`] trait so
//! that each directive is written once and checked on both.
//!
//! Pointer arguments are buffers the executor owns: interpreter memory for
//! the interpreter, host memory for compiled code. A compiled trap kills
//! the process, so calls expected to trap run in a forked child (sound
//! only because the filetest binary is single-threaded).

use crate::fork::{run_in_child, ChildOutcome};
use zyme_cranelift::JitModule;
use zyme_ir::interp::Interpreter;
use zyme_ir::{DataValue, Module};

/// Instructions the interpreter may run per call before it gives up.
const FUEL: u64 = 50_000_000;

/// How a call ended.
#[derive(Debug)]
pub enum Call {
    Returned(Vec<DataValue>),
    /// A trap (division fault, `trap`, `unreachable`).
    Trapped(String),
    /// Anything else: an interpreter error, a signature mismatch.
    Failed(String),
}

/// Something that calls a module's functions.
pub trait Executor {
    /// How failures name it.
    fn name(&self) -> &'static str;
    /// A buffer holding `bytes` (8-aligned); its address.
    fn alloc(&mut self, bytes: &[u8]) -> Result<u64, String>;
    /// `len` bytes of a buffer `alloc` made.
    fn read(&mut self, addr: u64, len: usize) -> Result<Vec<u8>, String>;
    fn call(&mut self, func: &str, args: &[DataValue]) -> Call;
    /// A call that is expected to trap.
    fn call_expecting_trap(&mut self, func: &str, args: &[DataValue]) -> Call {
        self.call(func, args)
    }
    /// Whether the executor reports undefined behaviour as an error
    /// (compiled code just has undefined behaviour there).
    fn reports_errors(&self) -> bool;
}

/// The reference interpreter; one per directive, so that globals start
/// from their initial values.
pub struct InterpExecutor<'m> {
    interp: Interpreter<'m>,
}

impl<'m> InterpExecutor<'m> {
    pub fn new(module: &'m Module) -> InterpExecutor<'m> {
        let mut interp = Interpreter::new(module);
        interp.set_fuel(Some(FUEL));
        InterpExecutor { interp }
    }
}

impl Executor for InterpExecutor<'_> {
    fn name(&self) -> &'static str {
        "interpreter"
    }

    fn alloc(&mut self, bytes: &[u8]) -> Result<u64, String> {
        // Zero-length buffers still need a distinct address.
        let padded = if bytes.is_empty() { &[0u8][..] } else { bytes };
        self.interp
            .memory()
            .alloc_bytes(padded, 16)
            .map_err(|e| e.to_string())
    }

    fn read(&mut self, addr: u64, len: usize) -> Result<Vec<u8>, String> {
        self.interp
            .memory()
            .read(addr, len as u64)
            .map_err(|e| e.to_string())
    }

    fn call(&mut self, func: &str, args: &[DataValue]) -> Call {
        self.interp.set_fuel(Some(FUEL));
        match self.interp.call(func, args) {
            Ok(values) => Call::Returned(values),
            Err(e) if e.is_trap() => Call::Trapped(e.to_string()),
            Err(e) => Call::Failed(e.to_string()),
        }
    }

    fn reports_errors(&self) -> bool {
        true
    }
}

/// Compiled code; buffers live in host memory until the executor drops.
pub struct JitExecutor<'j> {
    jit: &'j JitModule,
    buffers: Vec<Vec<u64>>,
}

impl<'j> JitExecutor<'j> {
    pub fn new(jit: &'j JitModule) -> JitExecutor<'j> {
        JitExecutor {
            jit,
            buffers: Vec::new(),
        }
    }
}

impl Executor for JitExecutor<'_> {
    fn name(&self) -> &'static str {
        "jit"
    }

    fn alloc(&mut self, bytes: &[u8]) -> Result<u64, String> {
        let mut words = vec![0u64; bytes.len().div_ceil(8).max(1)];
        for (i, b) in bytes.iter().enumerate() {
            words[i / 8] |= u64::from(*b) << (8 * (i % 8));
        }
        let addr = words.as_ptr() as u64;
        self.buffers.push(words);
        Ok(addr)
    }

    fn read(&mut self, addr: u64, len: usize) -> Result<Vec<u8>, String> {
        let buffer = self
            .buffers
            .iter()
            .find(|b| b.as_ptr() as u64 == addr && len <= b.len() * 8)
            .ok_or_else(|| format!("0x{addr:x} is not a buffer of {len} bytes"))?;
        Ok((0..len)
            .map(|i| (buffer[i / 8] >> (8 * (i % 8))) as u8)
            .collect())
    }

    fn call(&mut self, func: &str, args: &[DataValue]) -> Call {
        match self.jit.call_dynamic(func, args) {
            Ok(values) => Call::Returned(values),
            Err(e) => Call::Failed(e.to_string()),
        }
    }

    fn call_expecting_trap(&mut self, func: &str, args: &[DataValue]) -> Call {
        let jit = self.jit;
        match run_in_child(|| {
            let _ = jit.call_dynamic(func, args);
        }) {
            ChildOutcome::Signaled(signal) => Call::Trapped(format!("signal {signal}")),
            outcome => Call::Failed(format!("the child process ended with {outcome:?}")),
        }
    }

    fn reports_errors(&self) -> bool {
        false
    }
}
