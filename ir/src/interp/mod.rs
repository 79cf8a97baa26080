//! The reference interpreter: executes a module instruction by instruction
//! with the semantics the crate documentation gives, and reports every
//! fault (trap, bad memory access, uninitialised read) as an error naming
//! the function and the instruction.
//!
//! It is the oracle that the compiled backends are checked against, so it
//! is written to be obviously right rather than fast: values are
//! `DataValue`s, memory is a map of byte vectors, and nothing is cached.
//! Calls do not recurse on the host stack; frames live in a `Vec`, so a
//! deep recursion in the program is a `StackOverflow` error, never a host
//! crash.

pub mod externs;
pub mod math;
pub mod memory;
pub mod ops;
pub mod simt;
pub mod traffic;

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_mem;
#[cfg(test)]
mod tests_simt;

use crate::entity::{Block, FuncId, Inst, Value};
use crate::function::Function;
use crate::inst::{BlockCall, InstData};
use crate::module::{GlobalInit, Module, RelocTarget};
use crate::opcode::{GpuOp, MemOp, RmwOp};
use crate::text::printer::print_inst;
use crate::types::{ScalarType, Type};
use crate::value::{truncate, DataValue};
use cranelift_entity::EntityRef;
use externs::ExternFn;
use memory::{AllocKind, Memory, FUNC_BASE, FUNC_STRIDE};
use ops::{coerce, int, mismatch, R};
use simt::{Kind, SyncKind};
use std::collections::HashMap;
use std::fmt;

/// Why a program trapped.
#[derive(Copy, Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum TrapKind {
    #[error("integer division by zero")]
    DivideByZero,
    #[error("integer overflow")]
    IntegerOverflow,
    #[error("unreachable code reached")]
    Unreachable,
    #[error("explicit trap")]
    Explicit,
    /// `abort()` was called.
    #[error("abort called")]
    Abort,
}

/// What went wrong.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum ErrorKind {
    #[error("trap: {0}")]
    Trap(TrapKind),
    #[error("out-of-bounds access of {len} bytes at {addr:#x}")]
    OutOfBounds { addr: u64, len: u64 },
    #[error("use after free at {addr:#x}")]
    UseAfterFree { addr: u64 },
    #[error("read of uninitialised memory at {addr:#x}")]
    Uninitialized { addr: u64 },
    #[error("atomic access at {addr:#x} is not aligned to {align}")]
    MisalignedAtomic { addr: u64, align: u64 },
    #[error("double free of {addr:#x}")]
    DoubleFree { addr: u64 },
    #[error("free of {addr:#x}, which malloc did not return")]
    InvalidFree { addr: u64 },
    #[error("null pointer dereference at {addr:#x}")]
    NullDeref { addr: u64 },
    #[error("write to constant memory at {addr:#x}")]
    WriteToConst { addr: u64 },
    #[error("memcpy of {len} bytes between overlapping {src:#x} and {dst:#x}")]
    OverlappingCopy { dst: u64, src: u64, len: u64 },
    #[error("allocation of {size} bytes is too large")]
    OutOfMemory { size: u64 },
    #[error("bad call: {0}")]
    BadCall(String),
    #[error("out of fuel")]
    OutOfFuel,
    #[error("stack overflow: call depth limit reached")]
    StackOverflow,
    #[error("type mismatch: {0}")]
    TypeMismatch(String),
    /// A launch whose shape or kernel is wrong.
    #[error("bad launch: {0}")]
    BadLaunch(String),
    /// Threads of a launch wait for each other at different places.
    #[error("divergence: {0}")]
    Divergence(String),
    #[error("{0}")]
    DataRace(String),
    /// `exit(code)` was called: not a fault, but the run is over.
    #[error("exit({0})")]
    Exit(i32),
}

/// An error with the place it happened (function and printed instruction)
/// when it happened while executing one.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct InterpError {
    pub kind: ErrorKind,
    pub func: Option<String>,
    pub inst: Option<String>,
    /// In a GPU launch, the thread that was running: `thread (x,y,z) of
    /// block (x,y,z)`.
    pub thread: Option<String>,
}

impl InterpError {
    pub fn new(kind: ErrorKind) -> InterpError {
        InterpError {
            kind,
            func: None,
            inst: None,
            thread: None,
        }
    }

    pub fn type_mismatch(msg: impl Into<String>) -> InterpError {
        InterpError::new(ErrorKind::TypeMismatch(msg.into()))
    }

    /// Whether the program trapped (as opposed to a memory fault, a bad
    /// module or running out of fuel).
    pub fn is_trap(&self) -> bool {
        matches!(self.kind, ErrorKind::Trap(_))
    }
}

impl fmt::Display for InterpError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{}", self.kind)?;
        if let Some(func) = &self.func {
            write!(f, " in @{func}")?;
        }
        if let Some(inst) = &self.inst {
            write!(f, " at {inst:?}")?;
        }
        if let Some(thread) = &self.thread {
            write!(f, " ({thread})")?;
        }
        Ok(())
    }
}

impl std::error::Error for InterpError {}

/// The GPU launch the program sees: its own thread and block ids and the
/// sizes. The default is a grid of one thread.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Grid {
    pub thread_id: [u32; 3],
    pub block_id: [u32; 3],
    pub block_dim: [u32; 3],
    pub grid_dim: [u32; 3],
}

/// Threads per warp.
pub const WARP_SIZE: u32 = 32;

impl Grid {
    /// The thread's index in its block, x fastest.
    pub fn linear_thread(&self) -> u32 {
        let [x, y, z] = self.thread_id;
        let [dx, dy, _] = self.block_dim;
        x + dx * (y + dy * z)
    }
}

impl Default for Grid {
    fn default() -> Grid {
        Grid {
            thread_id: [0; 3],
            block_id: [0; 3],
            block_dim: [1; 3],
            grid_dim: [1; 3],
        }
    }
}

/// The default call depth limit.
pub const DEFAULT_MAX_DEPTH: usize = 10_000;

/// One activation of a defined function.
struct Frame {
    func: FuncId,
    /// Indexed by `Value`; `None` until defined.
    values: Vec<Option<DataValue>>,
    block: Block,
    /// Index of the current instruction in `block`.
    pos: usize,
    /// Base addresses of the stack slots, by slot index.
    slots: Vec<u64>,
}

/// What executing one instruction asks the loop to do next.
enum Action {
    /// Bind the results and go on with the next instruction.
    Next(Vec<DataValue>),
    /// Continue at a block with its arguments already evaluated.
    Branch(Block, Vec<DataValue>),
    Return(Vec<DataValue>),
    /// Enter a defined function.
    Call(FuncId, Vec<DataValue>),
    /// Wait for the other threads of a launch (the instruction is not
    /// done: [`Interpreter::resume`] binds its results).
    Sync(simt::Sync),
}

/// Why [`Interpreter::run`] stopped.
enum Exit {
    /// The outermost frame returned these values.
    Return(Vec<DataValue>),
    /// A thread of a launch waits at a barrier or a warp shuffle.
    Sync(simt::Sync),
}

/// Executes the functions of one module.
pub struct Interpreter<'m> {
    module: &'m Module,
    memory: Memory,
    global_addrs: Vec<u64>,
    externs: HashMap<String, ExternFn<'m>>,
    stdout: Vec<u8>,
    fuel: Option<u64>,
    grid: Grid,
    max_depth: usize,
    /// Set during a GPU launch: the running thread and the race detector.
    simt: Option<simt::Simt>,
    /// A fault in laying out the globals, reported by every call (so that
    /// `new` can stay infallible).
    init_error: Option<InterpError>,
}

/// The address `func_addr` gives a function.
pub fn func_address(func: FuncId) -> u64 {
    FUNC_BASE + FUNC_STRIDE * func.index() as u64
}

impl<'m> Interpreter<'m> {
    /// Lays the module's globals out in memory, with their initialisers
    /// and relocations applied.
    pub fn new(module: &'m Module) -> Self {
        let mut interp = Interpreter {
            module,
            memory: Memory::new(),
            global_addrs: Vec::new(),
            externs: HashMap::new(),
            stdout: Vec::new(),
            fuel: None,
            grid: Grid::default(),
            max_depth: DEFAULT_MAX_DEPTH,
            simt: None,
            init_error: None,
        };
        interp.init_error = interp.layout_globals().err();
        interp
    }

    fn layout_globals(&mut self) -> R<()> {
        let kind = AllocKind::Global { constant: false };
        for g in self.module.globals.values() {
            let addr = self.memory.allocate(g.size, u64::from(g.align), kind)?;
            self.global_addrs.push(addr);
        }
        for (id, g) in self.module.globals.iter() {
            let addr = self.global_addrs[id.index()];
            match &g.init {
                // Defined outside the module: its contents are unknown.
                GlobalInit::External => continue,
                GlobalInit::Zero => self.memory.write(addr, &vec![0; g.size as usize])?,
                GlobalInit::Bytes { data, relocs } => {
                    let mut bytes = data.clone();
                    bytes.resize(g.size as usize, 0);
                    for reloc in relocs {
                        let target = match reloc.target {
                            RelocTarget::Global(t) => self.global_addrs.get(t.index()).copied(),
                            RelocTarget::Func(f) => {
                                self.module.functions.get(f).map(|_| func_address(f))
                            }
                        };
                        let at = reloc.offset as usize;
                        let (Some(target), Some(slot)) =
                            (target, bytes.get_mut(at..at.saturating_add(8)))
                        else {
                            return mismatch(format!(
                                "bad relocation at offset {} of @{}",
                                reloc.offset, g.name
                            ));
                        };
                        let value = target.wrapping_add(reloc.addend as u64);
                        slot.copy_from_slice(&value.to_le_bytes());
                    }
                    self.memory.write(addr, &bytes)?;
                }
            }
            if g.constant {
                self.memory.seal_constant(addr);
            }
        }
        Ok(())
    }

    /// Calls the function named `func`.
    pub fn call(&mut self, func: &str, args: &[DataValue]) -> R<Vec<DataValue>> {
        match self.module.func_by_name(func) {
            Some(id) => self.call_id(id, args),
            None => Err(InterpError::new(ErrorKind::BadCall(format!(
                "no function @{func}"
            )))),
        }
    }

    /// Calls a function by id: runs a definition, or the extern standing
    /// in for a declaration.
    pub fn call_id(&mut self, func: FuncId, args: &[DataValue]) -> R<Vec<DataValue>> {
        if let Some(e) = &self.init_error {
            return Err(e.clone());
        }
        let module = self.module;
        let Some(f) = module.functions.get(func) else {
            return Err(InterpError::new(ErrorKind::BadCall(format!(
                "no function {func}"
            ))));
        };
        if f.is_declaration() {
            return self.call_extern(f, args.to_vec());
        }
        let mut stack = Vec::new();
        let result = match self.enter(&mut stack, func, args.to_vec()) {
            Ok(Exit::Return(values)) => Ok(values),
            Ok(Exit::Sync(_)) => mismatch("a thread waits for others outside a launch"),
            Err(e) => Err(e),
        };
        // Whatever happened, the frames are gone: free their slots.
        while let Some(frame) = stack.pop() {
            self.free_slots(&frame);
        }
        result
    }

    /// The memory, to allocate argument buffers and read results back.
    pub fn memory(&mut self) -> &mut Memory {
        &mut self.memory
    }

    /// Makes `f` stand in for the declared function `name` (it takes
    /// precedence over a built-in of that name).
    pub fn register_extern(&mut self, name: &str, f: ExternFn<'m>) {
        self.externs.insert(name.to_string(), f);
    }

    /// Everything `printf`, `puts` and `putchar` wrote.
    pub fn stdout(&self) -> &[u8] {
        &self.stdout
    }

    /// Limits every later call to `steps` executed instructions (each
    /// call gets the full amount); `None` removes the limit.
    pub fn set_fuel(&mut self, steps: Option<u64>) {
        self.fuel = steps;
    }

    /// Sets the thread and block the GPU operations report.
    pub fn set_grid(&mut self, grid: Grid) {
        self.grid = grid;
    }

    /// Sets the call depth at which `StackOverflow` is reported.
    pub fn set_max_depth(&mut self, depth: usize) {
        self.max_depth = depth;
    }

    /// The address of a global in memory.
    pub fn global_address(&self, name: &str) -> Option<u64> {
        let g = self.module.global_by_name(name)?;
        self.global_addrs.get(g.index()).copied()
    }

    fn free_slots(&mut self, frame: &Frame) {
        for &slot in &frame.slots {
            // Slots are freed exactly once, when their frame goes.
            let _ = self.memory.free(slot, AllocKind::Stack);
        }
    }

    /// Enters a defined function: checks the arguments against the entry
    /// block's parameters and allocates the stack slots.
    fn push_frame(&mut self, stack: &mut Vec<Frame>, id: FuncId, args: Vec<DataValue>) -> R<()> {
        let module = self.module;
        let Some(f) = module.functions.get(id) else {
            return Err(bad_call(format!("no function {id}")));
        };
        if stack.len() >= self.max_depth {
            return Err(InterpError::new(ErrorKind::StackOverflow));
        }
        let Some(entry) = f.entry_block() else {
            return Err(bad_call(format!("@{} has no body", f.name)));
        };
        let params = block_params(f, entry)?;
        let arity_ok = if f.sig.variadic {
            args.len() >= params.len()
        } else {
            args.len() == params.len()
        };
        if !arity_ok {
            return Err(bad_call(format!(
                "@{} takes {} arguments, got {}",
                f.name,
                params.len(),
                args.len()
            )));
        }
        let mut frame = Frame {
            func: id,
            values: vec![None; f.dfg.values.len()],
            block: entry,
            pos: 0,
            slots: Vec::new(),
        };
        for slot in f.stack_slots.values() {
            match self
                .memory
                .allocate(slot.size, u64::from(slot.align), AllocKind::Stack)
            {
                Ok(addr) => frame.slots.push(addr),
                Err(e) => {
                    self.free_slots(&frame);
                    return Err(e);
                }
            }
        }
        // A `byval` parameter points to the callee's own copy (after the
        // slots, so that slot indices stay those of `stack_addr`).
        let mut args = args;
        for b in &f.sig.byval {
            let Some(arg) = args.get_mut(b.param as usize) else {
                continue;
            };
            let copied = self
                .memory
                .allocate(u64::from(b.size), u64::from(b.align), AllocKind::Stack)
                .and_then(|addr| {
                    frame.slots.push(addr);
                    self.memory.copy(addr, arg.bits(), u64::from(b.size))?;
                    Ok(addr)
                });
            match copied {
                Ok(addr) => *arg = ptr_value(addr),
                Err(e) => {
                    self.free_slots(&frame);
                    return Err(e);
                }
            }
        }
        if let Err(e) = bind(f, &mut frame, params, args) {
            self.free_slots(&frame);
            return Err(e);
        }
        stack.push(frame);
        Ok(())
    }

    /// The main loop: runs until the outermost frame returns.
    fn run(&mut self, stack: &mut Vec<Frame>) -> R<Exit> {
        let module = self.module;
        let located =
            |e: InterpError, f: &Function, inst: Option<Inst>| locate_err(e, module, f, inst);
        let mut fuel = self.fuel;
        loop {
            let Some(frame) = stack.last() else {
                return mismatch("no frame to run");
            };
            let f = &module.functions[frame.func];
            let Some(&inst) = f.layout.block_insts(frame.block).get(frame.pos) else {
                return Err(located(
                    InterpError::type_mismatch("block ends without a terminator"),
                    f,
                    None,
                ));
            };
            if let Some(left) = fuel.as_mut() {
                if *left == 0 {
                    return Err(located(
                        InterpError::new(ErrorKind::OutOfFuel),
                        f,
                        Some(inst),
                    ));
                }
                *left -= 1;
            }
            let action = self
                .step(frame, f, inst)
                .map_err(|e| located(e, f, Some(inst)))?;
            match action {
                Action::Next(results) => {
                    let frame = stack.last_mut().ok_or_else(no_frame)?;
                    bind_results(f, frame, inst, results).map_err(|e| located(e, f, Some(inst)))?;
                    frame.pos += 1;
                }
                Action::Branch(block, args) => {
                    let frame = stack.last_mut().ok_or_else(no_frame)?;
                    let params = block_params(f, block).map_err(|e| located(e, f, Some(inst)))?;
                    if params.len() != args.len() {
                        return Err(located(
                            InterpError::type_mismatch(format!(
                                "branch passes {} arguments to a block of {} parameters",
                                args.len(),
                                params.len()
                            )),
                            f,
                            Some(inst),
                        ));
                    }
                    bind(f, frame, params, args).map_err(|e| located(e, f, Some(inst)))?;
                    frame.block = block;
                    frame.pos = 0;
                }
                Action::Call(callee, args) => {
                    self.push_frame(stack, callee, args)
                        .map_err(|e| located(e, f, Some(inst)))?;
                }
                Action::Sync(sync) => return Ok(Exit::Sync(sync)),
                Action::Return(values) => {
                    if values.len() != f.sig.returns.len() {
                        return Err(located(
                            InterpError::type_mismatch(format!(
                                "returns {} values from a function with {} results",
                                values.len(),
                                f.sig.returns.len()
                            )),
                            f,
                            Some(inst),
                        ));
                    }
                    let values = values
                        .into_iter()
                        .zip(&f.sig.returns)
                        .map(|(v, &ty)| coerce(v, ty, "return value"))
                        .collect::<R<Vec<_>>>()
                        .map_err(|e| located(e, f, Some(inst)))?;
                    if let Some(done) = stack.pop() {
                        self.free_slots(&done);
                    }
                    let Some(caller) = stack.last_mut() else {
                        return Ok(Exit::Return(values));
                    };
                    let cf = &module.functions[caller.func];
                    let Some(&call) = cf.layout.block_insts(caller.block).get(caller.pos) else {
                        return mismatch("caller lost its call instruction");
                    };
                    bind_results(cf, caller, call, values)
                        .map_err(|e| located(e, cf, Some(call)))?;
                    caller.pos += 1;
                }
            }
        }
    }

    /// Calls the defined function `func` on an empty `stack` and runs it
    /// (an error entering it names it).
    fn enter(&mut self, stack: &mut Vec<Frame>, func: FuncId, args: Vec<DataValue>) -> R<Exit> {
        let module = self.module;
        self.push_frame(stack, func, args).map_err(|mut e| {
            if let Some(f) = module.functions.get(func) {
                e.func.get_or_insert_with(|| f.name.clone());
            }
            e
        })?;
        self.run(stack)
    }

    /// Finishes the instruction a thread waited at (binding `results`)
    /// and runs on.
    fn resume(&mut self, stack: &mut Vec<Frame>, results: Vec<DataValue>) -> R<Exit> {
        let module = self.module;
        let frame = stack.last_mut().ok_or_else(no_frame)?;
        let f = &module.functions[frame.func];
        let Some(&inst) = f.layout.block_insts(frame.block).get(frame.pos) else {
            return mismatch("a waiting thread lost its instruction");
        };
        bind_results(f, frame, inst, results).map_err(|e| locate_err(e, module, f, Some(inst)))?;
        frame.pos += 1;
        self.run(stack)
    }

    /// Executes one instruction of the top frame.
    fn step(&mut self, frame: &Frame, f: &'m Function, inst: Inst) -> R<Action> {
        let module = self.module;
        let Some(data) = f.dfg.insts.get(inst) else {
            return mismatch(format!("{inst} does not exist"));
        };
        let get = |v: Value| get_value(f, frame, v);
        let gets = |vs: &[Value]| vs.iter().map(|&v| get(v)).collect::<R<Vec<_>>>();
        let one = |v: DataValue| Ok(Action::Next(vec![v]));
        match data {
            InstData::Iconst { ty, imm } => {
                if ty.is_vector() || ty.is_float() {
                    return mismatch(format!("iconst of type {ty}"));
                }
                // An `i128` immediate is sign-extended from 64 bits.
                let bits = if ty.lane() == ScalarType::I128 {
                    *imm as i64 as u128
                } else {
                    u128::from(truncate(*imm, ty.lane().bits()))
                };
                one(DataValue::from_int_bits(ty.lane(), bits))
            }
            InstData::Fconst { ty, bits } => match (ty.lane(), ty.is_vector()) {
                (ScalarType::F32, false) => one(DataValue::F32(*bits as u32)),
                (ScalarType::F64, false) => one(DataValue::F64(*bits)),
                _ => mismatch(format!("fconst of type {ty}")),
            },
            InstData::GlobalAddr { global } => match self.global_addrs.get(global.index()) {
                Some(&addr) => {
                    let space = module.globals[*global].addr_space;
                    one(DataValue::Int(ScalarType::Ptr(space), addr))
                }
                None => mismatch(format!("no global {global}")),
            },
            InstData::FuncAddr { func } => match module.functions.get(*func) {
                Some(_) => one(ptr_value(func_address(*func))),
                None => mismatch(format!("no function {func}")),
            },
            InstData::StackAddr { slot } => match frame.slots.get(slot.index()) {
                Some(&addr) => one(ptr_value(addr)),
                None => mismatch(format!("no stack slot {slot}")),
            },
            InstData::Unary { op, arg } => one(ops::unary(*op, &get(*arg)?)?),
            InstData::Binary { op, args } => one(ops::binary(*op, &get(args[0])?, &get(args[1])?)?),
            InstData::Icmp { cond, args } => one(ops::icmp(*cond, &get(args[0])?, &get(args[1])?)?),
            InstData::Fcmp { cond, args } => one(ops::fcmp(*cond, &get(args[0])?, &get(args[1])?)?),
            InstData::Select { args } => {
                let [c, t, e] = [get(args[0])?, get(args[1])?, get(args[2])?];
                one(ops::select(&c, &t, &e)?)
            }
            InstData::Cast { op, arg, ty } => one(ops::cast(*op, &get(*arg)?, *ty)?),
            InstData::PtrAdd { args } => one(ops::ptr_add(&get(args[0])?, &get(args[1])?)?),
            InstData::Load { ty, ptr, flags } => {
                let addr = address(&get(*ptr)?)?;
                if flags.ordering.is_some() {
                    check_atomic_align(addr, *ty)?;
                }
                let value = match self.memory.load(addr, *ty) {
                    Err(e) if self.waits_for_writes(&e) => {
                        return Ok(Action::Sync(simt::Sync::Unwritten(e)))
                    }
                    other => other?,
                };
                let len = u64::from(ty.bytes());
                self.note_access(frame.func, inst, addr, len, Kind::read(flags))?;
                if let Some(ordering) = flags.ordering {
                    self.note_sync(addr, SyncKind::atomic(ordering, false));
                }
                self.count(addr, |t| t.load(len));
                one(value)
            }
            InstData::Store { args, flags } => {
                let value = get(args[0])?;
                let addr = address(&get(args[1])?)?;
                if flags.ordering.is_some() {
                    check_atomic_align(addr, value.ty())?;
                }
                self.memory.store(addr, &value)?;
                let len = u64::from(value.ty().bytes());
                self.note_access(frame.func, inst, addr, len, Kind::write(flags))?;
                let sync = match flags.ordering {
                    Some(ordering) => SyncKind::atomic(ordering, true),
                    None => SyncKind::PLAIN_STORE,
                };
                self.note_sync(addr, sync);
                self.count(addr, |t| t.store(len));
                Ok(Action::Next(vec![]))
            }
            InstData::AtomicRmw {
                op,
                ty,
                args,
                ordering,
            } => {
                let addr = address(&get(args[0])?)?;
                let operand = coerce(get(args[1])?, *ty, "atomic_rmw operand")?;
                check_atomic_align(addr, *ty)?;
                let old = self.memory.load(addr, *ty)?;
                let new = rmw(*op, &old, &operand)?;
                self.memory.store(addr, &new)?;
                let len = u64::from(ty.bytes());
                self.note_access(frame.func, inst, addr, len, Kind::ATOMIC)?;
                self.note_sync(addr, SyncKind::atomic(*ordering, false));
                self.count(addr, |t| t.atomic(len, true));
                one(old)
            }
            InstData::CmpXchg {
                ty,
                args,
                success,
                failure,
            } => {
                let addr = address(&get(args[0])?)?;
                let expected = coerce(get(args[1])?, *ty, "cmpxchg expected value")?;
                let replacement = coerce(get(args[2])?, *ty, "cmpxchg replacement")?;
                check_atomic_align(addr, *ty)?;
                let old = self.memory.load(addr, *ty)?;
                // Compared by bits, as the hardware instruction does.
                let hit = old.bits() == expected.bits();
                if hit {
                    self.memory.store(addr, &replacement)?;
                }
                let len = u64::from(ty.bytes());
                self.note_access(frame.func, inst, addr, len, Kind::ATOMIC)?;
                // A failed swap only reads, with the failure ordering.
                let ordering = if hit { *success } else { *failure };
                self.note_sync(addr, SyncKind::atomic(ordering, false));
                self.count(addr, |t| t.atomic(len, hit));
                Ok(Action::Next(vec![old, ops::from_bool(hit)]))
            }
            InstData::Fence { .. } => Ok(Action::Next(vec![])),
            InstData::Call { func, args } => {
                let args = gets(args)?;
                match module.functions.get(*func) {
                    Some(callee) if callee.is_declaration() => {
                        Ok(Action::Next(self.call_extern(callee, args)?))
                    }
                    Some(_) => Ok(Action::Call(*func, args)),
                    None => Err(bad_call(format!("no function {func}"))),
                }
            }
            InstData::CallIndirect { sig, callee, args } => {
                let target = address(&get(*callee)?)?;
                let args = gets(args)?;
                let id = target
                    .checked_sub(FUNC_BASE)
                    .filter(|off| off % FUNC_STRIDE == 0)
                    .map(|off| FuncId::new((off / FUNC_STRIDE) as usize))
                    .filter(|&id| module.functions.get(id).is_some());
                let Some(id) = id else {
                    return Err(bad_call(format!(
                        "call through {target:#x}, which is not a function"
                    )));
                };
                let callee = &module.functions[id];
                if callee.sig.returns.len() != sig.returns.len() {
                    return Err(bad_call(format!(
                        "@{} returns {} values, the call expects {}",
                        callee.name,
                        callee.sig.returns.len(),
                        sig.returns.len()
                    )));
                }
                if callee.is_declaration() {
                    Ok(Action::Next(self.call_extern(callee, args)?))
                } else {
                    Ok(Action::Call(id, args))
                }
            }
            InstData::Math { op, args } => one(math::math(*op, &gets(args)?)?),
            InstData::Mem { op, args } => {
                let dst = address(&get(args[0])?)?;
                let len = int(&get(args[2])?)?.1;
                match op {
                    MemOp::Memcpy | MemOp::Memmove => {
                        let src = address(&get(args[1])?)?;
                        if *op == MemOp::Memcpy {
                            externs::check_disjoint(dst, src, len)?;
                        }
                        self.memory.copy(dst, src, len)?;
                        self.note_access(frame.func, inst, src, len, Kind::READ)?;
                        self.count(src, |t| t.bytes_read += len);
                    }
                    MemOp::Memset => {
                        let byte = int(&get(args[1])?)?.1 as u8;
                        self.memory.check(dst, len)?;
                        self.memory.write(dst, &vec![byte; len as usize])?;
                    }
                }
                self.note_access(frame.func, inst, dst, len, Kind::WRITE)?;
                self.count(dst, |t| t.bytes_written += len);
                Ok(Action::Next(vec![]))
            }
            InstData::Gpu { op } => {
                let g = &self.grid;
                let v = match op {
                    GpuOp::ThreadIdX => g.thread_id[0],
                    GpuOp::ThreadIdY => g.thread_id[1],
                    GpuOp::ThreadIdZ => g.thread_id[2],
                    GpuOp::BlockIdX => g.block_id[0],
                    GpuOp::BlockIdY => g.block_id[1],
                    GpuOp::BlockIdZ => g.block_id[2],
                    GpuOp::BlockDimX => g.block_dim[0],
                    GpuOp::BlockDimY => g.block_dim[1],
                    GpuOp::BlockDimZ => g.block_dim[2],
                    GpuOp::GridDimX => g.grid_dim[0],
                    GpuOp::GridDimY => g.grid_dim[1],
                    GpuOp::GridDimZ => g.grid_dim[2],
                    GpuOp::LaneId => g.linear_thread() % WARP_SIZE,
                    GpuOp::WarpSize => WARP_SIZE,
                    // One thread has nobody to wait for.
                    GpuOp::Barrier if self.simt.is_none() => return Ok(Action::Next(vec![])),
                    GpuOp::Barrier => return Ok(Action::Sync(simt::Sync::Barrier)),
                };
                one(DataValue::Int(ScalarType::I32, u64::from(v)))
            }
            // A lone thread's warp: every source lane is its own.
            InstData::WarpShuffle { args, .. } if self.simt.is_none() => one(get(args[1])?),
            InstData::WarpShuffle { mode, args } => {
                let [mask, value, b, c] =
                    [get(args[0])?, get(args[1])?, get(args[2])?, get(args[3])?];
                Ok(Action::Sync(simt::Sync::Shuffle {
                    mode: *mode,
                    mask: int(&mask)?.1 as u32,
                    value,
                    b: int(&b)?.1 as u32,
                    c: int(&c)?.1 as u32,
                }))
            }
            InstData::Splat { ty, arg } => {
                let lane = coerce(get(*arg)?, Type::scalar(ty.lane()), "splat operand")?;
                if ty.is_vector() {
                    one(DataValue::Vector(vec![lane; ty.lanes() as usize]))
                } else {
                    one(lane)
                }
            }
            InstData::ExtractLane { arg, lane } => match get(*arg)? {
                DataValue::Vector(lanes) => match lanes.get(usize::from(*lane)) {
                    Some(v) => one(v.clone()),
                    None => mismatch(format!("lane {lane} of a {}-lane vector", lanes.len())),
                },
                other => mismatch(format!("extract_lane of a scalar {other}")),
            },
            InstData::InsertLane { args, lane } => match get(args[0])? {
                DataValue::Vector(mut lanes) => {
                    let scalar = get(args[1])?;
                    let Some(slot) = lanes.get_mut(usize::from(*lane)) else {
                        return mismatch(format!("lane {lane} of a vector"));
                    };
                    *slot = coerce(scalar, slot.ty(), "insert_lane operand")?;
                    one(DataValue::Vector(lanes))
                }
                other => mismatch(format!("insert_lane into a scalar {other}")),
            },
            InstData::Shuffle { args, mask } => {
                let (DataValue::Vector(a), DataValue::Vector(b)) = (get(args[0])?, get(args[1])?)
                else {
                    return mismatch("shuffle of non-vectors");
                };
                if a.len() != b.len() || mask.is_empty() {
                    return mismatch("shuffle of vectors of different lengths");
                }
                let all: Vec<DataValue> = a.into_iter().chain(b).collect();
                let picked = mask
                    .iter()
                    .map(|&i| all.get(usize::from(i)).cloned())
                    .collect::<Option<Vec<_>>>();
                match picked {
                    Some(mut lanes) if lanes.len() == 1 => one(lanes.remove(0)),
                    Some(lanes) => one(DataValue::Vector(lanes)),
                    None => mismatch("shuffle mask picks a lane that does not exist"),
                }
            }
            InstData::Jump { dest } => branch(dest, &get),
            InstData::Brif {
                cond,
                then_dest,
                else_dest,
            } => {
                if ops::bool_of(&get(*cond)?)? {
                    branch(then_dest, &get)
                } else {
                    branch(else_dest, &get)
                }
            }
            InstData::Switch {
                arg,
                cases,
                default,
            } => {
                let (ty, bits) = int(&get(*arg)?)?;
                let dest = cases
                    .iter()
                    .find(|(case, _)| truncate(*case, ty.bits()) == bits)
                    .map_or(default, |(_, d)| d);
                branch(dest, &get)
            }
            InstData::Return { args } => Ok(Action::Return(gets(args)?)),
            InstData::Unreachable => Err(InterpError::new(ErrorKind::Trap(TrapKind::Unreachable))),
            InstData::Trap => Err(InterpError::new(ErrorKind::Trap(TrapKind::Explicit))),
        }
    }

    /// Calls the extern standing in for a declaration: checks the
    /// arguments against its signature and gives the results its types.
    fn call_extern(&mut self, callee: &Function, args: Vec<DataValue>) -> R<Vec<DataValue>> {
        let name = callee.name.as_str();
        let params = &callee.sig.params;
        let arity_ok = if callee.sig.variadic {
            args.len() >= params.len()
        } else {
            args.len() == params.len()
        };
        if !arity_ok {
            return Err(bad_call(format!(
                "@{name} takes {} arguments, got {}",
                params.len(),
                args.len()
            )));
        }
        let args = args
            .into_iter()
            .enumerate()
            .map(|(i, a)| match params.get(i) {
                Some(&ty) => coerce(a, ty, "extern argument"),
                None => Ok(a),
            })
            .collect::<R<Vec<_>>>()?;
        let heap_before = self.memory.heap_allocated_bytes();
        let results = match self.externs.get_mut(name) {
            Some(f) => f(&mut self.memory, &args)?,
            None => match externs::call_builtin(name, &mut self.memory, &mut self.stdout, &args) {
                Some(r) => r?,
                None => return Err(bad_call(format!("unknown extern @{name}"))),
            },
        };
        if self.counting() {
            self.count_extern(name, &args, heap_before);
        }
        let returns = &callee.sig.returns;
        if returns.is_empty() {
            // A C function whose result the declaration ignores.
            return Ok(Vec::new());
        }
        if results.len() != returns.len() {
            return Err(bad_call(format!(
                "@{name} returned {} values, its declaration says {}",
                results.len(),
                returns.len()
            )));
        }
        results
            .into_iter()
            .zip(returns)
            .map(|(v, &ty)| adapt_int(v, ty))
            .collect()
    }
}

/// An extern's result given the declared type: an integer of another
/// width is truncated or zero-extended (C `int` vs `long` returns).
fn adapt_int(v: DataValue, ty: Type) -> R<DataValue> {
    match v {
        DataValue::Int(_, bits) if !ty.is_vector() && !ty.is_float() => {
            Ok(DataValue::from_int_bits(ty.lane(), u128::from(bits)))
        }
        other => coerce(other, ty, "extern result"),
    }
}

fn bad_call(msg: String) -> InterpError {
    InterpError::new(ErrorKind::BadCall(msg))
}

fn no_frame() -> InterpError {
    InterpError::type_mismatch("no frame to run")
}

fn ptr_value(addr: u64) -> DataValue {
    DataValue::Int(ScalarType::Ptr(Default::default()), addr)
}

/// Adds the function and instruction to an error that has no place yet.
fn locate_err(
    mut e: InterpError,
    module: &Module,
    f: &Function,
    inst: Option<Inst>,
) -> InterpError {
    if e.func.is_none() {
        e.func = Some(f.name.clone());
        e.inst = inst
            .filter(|&i| f.dfg.insts.get(i).is_some())
            .map(|i| print_inst(module, f, &f.display_names(), i));
    }
    e
}

fn block_params(f: &Function, block: Block) -> R<&[Value]> {
    match f.dfg.blocks.get(block) {
        Some(data) if f.layout.is_block_placed(block) => Ok(&data.params),
        _ => mismatch(format!("{block} is not a block of @{}", f.name)),
    }
}

/// Binds values to parameters, checking their types.
fn bind(f: &Function, frame: &mut Frame, params: &[Value], args: Vec<DataValue>) -> R<()> {
    for (&param, arg) in params.iter().zip(args) {
        let Some(ty) = f.dfg.values.get(param).map(|d| d.ty) else {
            return mismatch(format!("parameter {param} does not exist"));
        };
        let v = coerce(arg, ty, "argument")?;
        match frame.values.get_mut(param.index()) {
            Some(slot) => *slot = Some(v),
            None => return mismatch(format!("parameter {param} does not exist")),
        }
    }
    Ok(())
}

fn bind_results(f: &Function, frame: &mut Frame, inst: Inst, results: Vec<DataValue>) -> R<()> {
    let names = f.dfg.inst_results(inst);
    if names.len() != results.len() {
        return mismatch(format!(
            "the instruction produced {} values for {} results",
            results.len(),
            names.len()
        ));
    }
    bind(f, frame, names, results)
}

fn get_value(f: &Function, frame: &Frame, v: Value) -> R<DataValue> {
    match frame.values.get(v.index()) {
        Some(Some(value)) => Ok(value.clone()),
        _ => mismatch(format!(
            "value {} is used before it is defined",
            f.display_names().value(v)
        )),
    }
}

fn branch(dest: &BlockCall, get: &dyn Fn(Value) -> R<DataValue>) -> R<Action> {
    // All arguments are read before any parameter is bound, so a block
    // may pass its own parameters to itself in another order.
    let args = dest.args.iter().map(|&v| get(v)).collect::<R<Vec<_>>>()?;
    Ok(Action::Branch(dest.block, args))
}

/// A pointer operand's address (any integer is accepted as one).
fn address(v: &DataValue) -> R<u64> {
    match v {
        DataValue::Int(..) => Ok(int(v)?.1),
        other => mismatch(format!("{other} is not an address")),
    }
}

fn check_atomic_align(addr: u64, ty: Type) -> R<()> {
    let size = u64::from(ty.bytes()).max(1);
    if !addr.is_multiple_of(size) {
        return Err(InterpError::new(ErrorKind::MisalignedAtomic {
            addr,
            align: size,
        }));
    }
    Ok(())
}

/// The value `atomic_rmw` stores. Float `fmax`/`fmin` are LLVM's
/// (`maxnum`/`minnum`, that is C `fmax`/`fmin`).
fn rmw(op: RmwOp, old: &DataValue, x: &DataValue) -> R<DataValue> {
    use crate::opcode::{BinaryOp as B, MathOp as M};
    match op {
        RmwOp::Xchg => Ok(x.clone()),
        RmwOp::Add => ops::binary(B::Iadd, old, x),
        RmwOp::Sub => ops::binary(B::Isub, old, x),
        RmwOp::And => ops::binary(B::And, old, x),
        RmwOp::Nand => ops::unary(crate::UnaryOp::Bnot, &ops::binary(B::And, old, x)?),
        RmwOp::Or => ops::binary(B::Or, old, x),
        RmwOp::Xor => ops::binary(B::Xor, old, x),
        RmwOp::Smax => ops::binary(B::Smax, old, x),
        RmwOp::Smin => ops::binary(B::Smin, old, x),
        RmwOp::Umax => ops::binary(B::Umax, old, x),
        RmwOp::Umin => ops::binary(B::Umin, old, x),
        RmwOp::Fadd => ops::binary(B::Fadd, old, x),
        RmwOp::Fsub => ops::binary(B::Fsub, old, x),
        RmwOp::Fmax => math::math(M::Maxnum, &[old.clone(), x.clone()]),
        RmwOp::Fmin => math::math(M::Minnum, &[old.clone(), x.clone()]),
    }
}
