//! The zyme IR: an SSA intermediate representation with block parameters,
//! built for differentiating already-optimised numeric code.
//!
//! # Semantics
//!
//! * **Values** are typed (`i1 i8 i16 i32 i64 i128 f32 f64`, `ptr` in an
//!   address space, fixed-width vectors of those but `i128`) and defined
//!   once, by an instruction result or a block parameter. A branch passes
//!   arguments to its destination's parameters; this is how LLVM's `phi`
//!   is expressed. An `i128` is C's `__int128`: in memory 16 little-endian
//!   bytes, in calls what the C ABI makes of it (a register pair); its
//!   `iconst` immediate is sign-extended from 64 bits.
//! * **Integers** have no sign; operations say how they read them (`sdiv`
//!   vs `udiv`). Arithmetic wraps. Division by zero and `INT_MIN / -1`
//!   trap; `INT_MIN % -1` is 0. Shift and rotate amounts are taken modulo
//!   the width. `i1` arithmetic is arithmetic modulo 2.
//! * **Floats** are IEEE 754 with round-to-nearest-even. Float-to-integer
//!   conversions saturate and map NaN to 0. Math operations compute what
//!   the host C library computes.
//! * **Memory** is byte-addressed and little-endian. Pointers are 64 bits.
//!   `ptr_add` adds a signed byte offset. Loads and stores may be
//!   unaligned unless they are atomic. Reading memory that was never
//!   written, or outside a live allocation, is an error the interpreter
//!   reports (and undefined behaviour in compiled code).
//! * **Address spaces** follow NVPTX numbering (generic 0, global 1,
//!   shared 3, constant 4, local 5). On a CPU they are all one memory.
//! * **Traps** (`trap`, `unreachable`, integer division faults) stop the
//!   program; the interpreter returns them as errors.
//! * **GPU operations** name thread and block ids and sizes and the block
//!   barrier; on a CPU they describe a grid of one thread.
//!
//! See `text` for the text format, `verify` for the invariants every
//! module must satisfy, and `interp` for the reference interpreter.

pub mod autodiff;
pub mod blas;
pub mod builder;
pub mod cfg;
pub mod dfg;
pub mod entity;
pub mod function;
pub mod inst;
pub mod interp;
pub mod layout;
pub mod library;
pub mod module;
pub mod mpi;
pub mod on_panic;
pub mod opcode;
pub mod srcloc;
pub mod text;
pub mod types;
pub mod value;
pub mod verify;

pub use builder::FunctionBuilder;
pub use cfg::{ControlFlowGraph, DominatorTree};
pub use dfg::{DataFlowGraph, ValueDef};
pub use entity::{Block, FileId, FuncId, Global, Inst, StackSlot, Value};
pub use function::{Function, Linkage, StackSlotData};
pub use inst::{BlockCall, ByVal, InstData, MemFlags, Signature};
pub use interp::{InterpError, Interpreter};
pub use module::{
    GlobalContents, GlobalData, GlobalInit, ImportError, LibraryLike, Module, Reloc, RelocTarget,
};
pub use opcode::{
    BinaryOp, CastOp, FloatCC, GpuOp, IntCC, MathOp, MemOp, Ordering, RmwOp, ShuffleMode, UnaryOp,
};
pub use srcloc::SourceLoc;
pub use types::{AddrSpace, ScalarType, Type};
pub use value::DataValue;
pub use verify::{verify_function, verify_module, VerifierError, VerifierErrors};
