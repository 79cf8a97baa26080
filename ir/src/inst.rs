//! Instructions: what each one is (its operation, operands and immediates).
//!
//! Where an instruction sits is the layout's business, what it produces the
//! data-flow graph's. Operands are `Value`s of the owning function;
//! `for_each_operand` / `map_operands` / `targets` give uniform access so
//! that analyses need not know every shape.

use crate::entity::{Block, FuncId, Global, StackSlot, Value};
use crate::opcode::{
    BinaryOp, CastOp, FloatCC, GpuOp, IntCC, MathOp, MemOp, Ordering, RmwOp, ShuffleMode, UnaryOp,
};
use crate::types::{ScalarType, Type};

/// A branch edge: the destination block and the arguments bound to its
/// parameters.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct BlockCall {
    pub block: Block,
    pub args: Vec<Value>,
}

impl BlockCall {
    pub fn new(block: Block, args: impl Into<Vec<Value>>) -> BlockCall {
        BlockCall {
            block,
            args: args.into(),
        }
    }
}

/// Properties of a memory access.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct MemFlags {
    /// Alignment the producer guarantees, a power of two (1: none).
    pub align: u32,
    pub volatile: bool,
    /// `Some` for an atomic load or store.
    pub ordering: Option<Ordering>,
    /// What the producer's type-based alias metadata (LLVM's `!tbaa`) says
    /// the accessed location holds, whatever type the access itself uses:
    /// clang copies a `double` field with an `i64` load tagged `double`.
    /// Type analysis reads it; code generation ignores it.
    pub hint: Option<ScalarType>,
}

impl Default for MemFlags {
    fn default() -> MemFlags {
        MemFlags {
            align: 1,
            volatile: false,
            ordering: None,
            hint: None,
        }
    }
}

impl MemFlags {
    /// Plain access with the given alignment.
    pub fn aligned(align: u32) -> MemFlags {
        MemFlags {
            align,
            ..MemFlags::default()
        }
    }
}

/// A function signature. Aggregates are already split into scalars, so
/// several results are allowed. A variadic callee takes extra arguments
/// after `params` at the call site.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct Signature {
    pub params: Vec<Type>,
    pub returns: Vec<Type>,
    pub variadic: bool,
    /// Pointer parameters passed by value in memory (LLVM's `byval`),
    /// by increasing parameter index.
    pub byval: Vec<ByVal>,
}

/// A pointer parameter whose pointee is passed by value (LLVM's
/// `byval`): in IR the callee receives a pointer to its own copy of
/// `size` bytes; the C ABI of x86-64 puts those bytes on the stack, which
/// is how a compiled function exchanges them with C.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ByVal {
    pub param: u32,
    pub size: u32,
    pub align: u32,
}

impl Signature {
    pub fn new(params: impl Into<Vec<Type>>, returns: impl Into<Vec<Type>>) -> Signature {
        Signature {
            params: params.into(),
            returns: returns.into(),
            variadic: false,
            byval: Vec::new(),
        }
    }

    /// The `byval` record of parameter `param`, if it has one.
    pub fn byval_of(&self, param: usize) -> Option<ByVal> {
        self.byval
            .iter()
            .copied()
            .find(|b| b.param as usize == param)
    }
}

/// The one list of where each instruction keeps its value operands, shared
/// by the shared (`iter`) and the mutable (`iter_mut`) visitor.
macro_rules! visit_operands {
    ($data:expr, $one:ident, $iter:ident) => {
        match $data {
            InstData::Iconst { .. }
            | InstData::Fconst { .. }
            | InstData::GlobalAddr { .. }
            | InstData::FuncAddr { .. }
            | InstData::StackAddr { .. }
            | InstData::Fence { .. }
            | InstData::Gpu { .. }
            | InstData::Unreachable
            | InstData::Trap => {}
            InstData::Unary { arg, .. }
            | InstData::Cast { arg, .. }
            | InstData::Splat { arg, .. }
            | InstData::ExtractLane { arg, .. } => $one(arg),
            InstData::Load { ptr, .. } => $one(ptr),
            InstData::Binary { args, .. }
            | InstData::Icmp { args, .. }
            | InstData::Fcmp { args, .. }
            | InstData::PtrAdd { args }
            | InstData::Store { args, .. }
            | InstData::AtomicRmw { args, .. }
            | InstData::InsertLane { args, .. }
            | InstData::Shuffle { args, .. } => args.$iter().for_each(&mut $one),
            InstData::WarpShuffle { args, .. } => args.$iter().for_each(&mut $one),
            InstData::Select { args }
            | InstData::CmpXchg { args, .. }
            | InstData::Mem { args, .. } => args.$iter().for_each(&mut $one),
            InstData::Call { args, .. }
            | InstData::Math { args, .. }
            | InstData::Return { args } => args.$iter().for_each(&mut $one),
            InstData::CallIndirect { callee, args, .. } => {
                $one(callee);
                args.$iter().for_each(&mut $one);
            }
            InstData::Jump { dest } => dest.args.$iter().for_each(&mut $one),
            InstData::Brif {
                cond,
                then_dest,
                else_dest,
            } => {
                $one(cond);
                then_dest.args.$iter().for_each(&mut $one);
                else_dest.args.$iter().for_each(&mut $one);
            }
            InstData::Switch {
                arg,
                cases,
                default,
            } => {
                $one(arg);
                for (_, dest) in cases.$iter() {
                    dest.args.$iter().for_each(&mut $one);
                }
                default.args.$iter().for_each(&mut $one);
            }
        }
    };
}

/// One instruction.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum InstData {
    /// An integer (or pointer) constant. `imm` holds the bits, zero-extended
    /// from the type's width; for `i128`, the value sign-extended from 64
    /// bits (wider constants are built with shifts).
    Iconst {
        ty: Type,
        imm: u64,
    },
    /// A float constant given by its IEEE bits (low 32 for `f32`).
    Fconst {
        ty: Type,
        bits: u64,
    },
    /// The address of a global.
    GlobalAddr {
        global: Global,
    },
    /// The address of a function, for indirect calls and tables.
    FuncAddr {
        func: FuncId,
    },
    /// The address of a stack slot of this function.
    StackAddr {
        slot: StackSlot,
    },
    Unary {
        op: UnaryOp,
        arg: Value,
    },
    Binary {
        op: BinaryOp,
        args: [Value; 2],
    },
    Icmp {
        cond: IntCC,
        args: [Value; 2],
    },
    Fcmp {
        cond: FloatCC,
        args: [Value; 2],
    },
    /// `args = [cond, if_true, if_false]`; `cond` is `i1` (or `i1xN`,
    /// lane-wise, for vectors).
    Select {
        args: [Value; 3],
    },
    /// A conversion to `ty`.
    Cast {
        op: CastOp,
        arg: Value,
        ty: Type,
    },
    /// `args = [ptr, offset]`: the pointer plus a signed `i64` byte offset.
    PtrAdd {
        args: [Value; 2],
    },
    Load {
        ty: Type,
        ptr: Value,
        flags: MemFlags,
    },
    /// `args = [value, ptr]`.
    Store {
        args: [Value; 2],
        flags: MemFlags,
    },
    /// `args = [ptr, operand]`; yields the old value.
    AtomicRmw {
        op: RmwOp,
        ty: Type,
        args: [Value; 2],
        ordering: Ordering,
    },
    /// `args = [ptr, expected, replacement]`; yields the old value and an
    /// `i1` that says whether the exchange happened.
    CmpXchg {
        ty: Type,
        args: [Value; 3],
        success: Ordering,
        failure: Ordering,
    },
    Fence {
        ordering: Ordering,
    },
    /// A direct call; yields the callee's results.
    Call {
        func: FuncId,
        args: Vec<Value>,
    },
    /// A call through a function pointer with the given signature.
    CallIndirect {
        sig: Box<Signature>,
        callee: Value,
        args: Vec<Value>,
    },
    /// A math-library operation; `args.len() == op.arity()`.
    Math {
        op: MathOp,
        args: Vec<Value>,
    },
    /// `args = [dst, src, len]` or `[dst, byte, len]` (`len` is `i64`).
    Mem {
        op: MemOp,
        args: [Value; 3],
    },
    Gpu {
        op: GpuOp,
    },
    /// A warp shuffle (`shfl.sync`): `args = [mask, value, b, c]`, where
    /// `mask` (`i32`) names the lanes taking part, `value` (`i32`, `f32`,
    /// `i64` or `f64`) is what this lane offers, `b` (`i32`) the lane,
    /// delta or xor mask by `mode`, and `c` (`i32`) packs PTX's clamp
    /// (bits 0–4) and segment mask (bits 8–12): `0x1f` for a whole warp,
    /// `((32 - width) << 8) | 0x1f` for CUDA's `width`. A lane whose
    /// source falls outside its segment reads its own value. The result
    /// is the value read, typed as `value`.
    WarpShuffle {
        mode: ShuffleMode,
        args: [Value; 4],
    },
    /// A vector with every lane set to `arg`.
    Splat {
        ty: Type,
        arg: Value,
    },
    ExtractLane {
        arg: Value,
        lane: u16,
    },
    /// `args = [vector, scalar]`.
    InsertLane {
        args: [Value; 2],
        lane: u16,
    },
    /// Lanes picked from the concatenation of `args[0]` and `args[1]`.
    Shuffle {
        args: [Value; 2],
        mask: Vec<u16>,
    },
    /// Unconditional branch.
    Jump {
        dest: BlockCall,
    },
    /// Two-way branch on an `i1`.
    Brif {
        cond: Value,
        then_dest: BlockCall,
        else_dest: BlockCall,
    },
    /// Multi-way branch on an integer; case values are bits zero-extended
    /// from the operand's width.
    Switch {
        arg: Value,
        cases: Vec<(u64, BlockCall)>,
        default: BlockCall,
    },
    Return {
        args: Vec<Value>,
    },
    /// Control never reaches here; reaching it anyway is a trap.
    Unreachable,
    /// An explicit trap (`llvm.trap`).
    Trap,
}

impl InstData {
    /// Whether the instruction is float arithmetic that may carry the
    /// fast mark ([`crate::Function::fast`]): `fadd`, `fsub`, `fmul`,
    /// `fdiv`, `fneg`.
    pub fn may_be_fast(&self) -> bool {
        matches!(
            self,
            InstData::Binary {
                op: BinaryOp::Fadd | BinaryOp::Fsub | BinaryOp::Fmul | BinaryOp::Fdiv,
                ..
            } | InstData::Unary {
                op: UnaryOp::Fneg,
                ..
            }
        )
    }

    /// Whether the instruction ends a block.
    pub fn is_terminator(&self) -> bool {
        matches!(
            self,
            InstData::Jump { .. }
                | InstData::Brif { .. }
                | InstData::Switch { .. }
                | InstData::Return { .. }
                | InstData::Unreachable
                | InstData::Trap
        )
    }

    /// The text-format opcode of the instruction (without type suffixes).
    pub fn opcode_name(&self) -> &'static str {
        match self {
            InstData::Iconst { .. } => "iconst",
            InstData::Fconst { .. } => "fconst",
            InstData::GlobalAddr { .. } => "global_addr",
            InstData::FuncAddr { .. } => "func_addr",
            InstData::StackAddr { .. } => "stack_addr",
            InstData::Unary { op, .. } => op.name(),
            InstData::Binary { op, .. } => op.name(),
            InstData::Icmp { .. } => "icmp",
            InstData::Fcmp { .. } => "fcmp",
            InstData::Select { .. } => "select",
            InstData::Cast { op, .. } => op.name(),
            InstData::PtrAdd { .. } => "ptr_add",
            InstData::Load { .. } => "load",
            InstData::Store { .. } => "store",
            InstData::AtomicRmw { .. } => "atomic_rmw",
            InstData::CmpXchg { .. } => "cmpxchg",
            InstData::Fence { .. } => "fence",
            InstData::Call { .. } => "call",
            InstData::CallIndirect { .. } => "call_indirect",
            InstData::Math { op, .. } => op.name(),
            InstData::Mem { op, .. } => op.name(),
            InstData::Gpu { op } => op.name(),
            InstData::WarpShuffle { .. } => "warp_shuffle",
            InstData::Splat { .. } => "splat",
            InstData::ExtractLane { .. } => "extract_lane",
            InstData::InsertLane { .. } => "insert_lane",
            InstData::Shuffle { .. } => "shuffle",
            InstData::Jump { .. } => "jump",
            InstData::Brif { .. } => "brif",
            InstData::Switch { .. } => "switch",
            InstData::Return { .. } => "return",
            InstData::Unreachable => "unreachable",
            InstData::Trap => "trap",
        }
    }

    /// Calls `f` on every value operand, branch arguments included, in
    /// text order.
    pub fn for_each_operand(&self, mut f: impl FnMut(Value)) {
        let mut one = |v: &Value| f(*v);
        visit_operands!(self, one, iter);
    }

    /// All value operands, branch arguments included, in text order.
    pub fn operands(&self) -> Vec<Value> {
        let mut out = Vec::new();
        self.for_each_operand(|v| out.push(v));
        out
    }

    /// Replaces every value operand (branch arguments included) by `f(v)`,
    /// in text order.
    pub fn map_operands(&mut self, mut f: impl FnMut(Value) -> Value) {
        let mut one = |v: &mut Value| *v = f(*v);
        visit_operands!(self, one, iter_mut);
    }

    /// The branch edges of a terminator (empty for anything else), in text
    /// order; a `switch`'s default comes last.
    pub fn targets(&self) -> Vec<&BlockCall> {
        self.targets_iter().collect()
    }

    /// The branch edges in the order of [`InstData::targets`], without
    /// collecting them (for the passes that walk every terminator).
    pub fn targets_iter(&self) -> impl Iterator<Item = &BlockCall> {
        let (first, cases, last): (Option<&BlockCall>, &[(u64, BlockCall)], Option<&BlockCall>) =
            match self {
                InstData::Jump { dest } => (Some(dest), &[], None),
                InstData::Brif {
                    then_dest,
                    else_dest,
                    ..
                } => (Some(then_dest), &[], Some(else_dest)),
                InstData::Switch { cases, default, .. } => (None, cases, Some(default)),
                _ => (None, &[], None),
            };
        first
            .into_iter()
            .chain(cases.iter().map(|(_, d)| d))
            .chain(last)
    }

    /// Mutable access to the branch edges, in the order of `targets`.
    pub fn targets_mut(&mut self) -> Vec<&mut BlockCall> {
        match self {
            InstData::Jump { dest } => vec![dest],
            InstData::Brif {
                then_dest,
                else_dest,
                ..
            } => vec![then_dest, else_dest],
            InstData::Switch { cases, default, .. } => {
                cases.iter_mut().map(|(_, d)| d).chain([default]).collect()
            }
            _ => Vec::new(),
        }
    }

    /// The address a store, an atomic operation or a bulk operation
    /// (`memcpy`, `memset`, …: its destination) writes through.
    pub fn written_address(&self) -> Option<Value> {
        match self {
            InstData::Store { args: [_, p], .. }
            | InstData::AtomicRmw { args: [p, _], .. }
            | InstData::CmpXchg {
                args: [p, _, _], ..
            }
            | InstData::Mem {
                args: [p, _, _], ..
            } => Some(*p),
            _ => None,
        }
    }

    /// Whether the instruction may change memory that a load elsewhere
    /// reads: stores, atomics, fences, calls, bulk memory operations and
    /// the block barrier (other threads' stores become visible).
    pub fn may_write_memory(&self) -> bool {
        matches!(
            self,
            InstData::Store { .. }
                | InstData::AtomicRmw { .. }
                | InstData::CmpXchg { .. }
                | InstData::Fence { .. }
                | InstData::Call { .. }
                | InstData::CallIndirect { .. }
                | InstData::Mem { .. }
                | InstData::Gpu { op: GpuOp::Barrier }
        )
    }

    /// Whether the instruction synchronises threads (a barrier or a warp
    /// shuffle): a transform must not move it into or out of control flow
    /// nor duplicate it.
    pub fn is_convergent(&self) -> bool {
        matches!(
            self,
            InstData::Gpu { op: GpuOp::Barrier } | InstData::WarpShuffle { .. }
        )
    }

    /// Whether the instruction may read or write memory, call out, trap or
    /// synchronise — anything a pure-value transform must not reorder.
    pub fn has_side_effects(&self) -> bool {
        if self.may_write_memory() {
            return true;
        }
        match self {
            InstData::Load { flags, .. } => flags.volatile || flags.ordering.is_some(),
            InstData::Binary { op, .. } => matches!(
                op,
                BinaryOp::Sdiv | BinaryOp::Udiv | BinaryOp::Srem | BinaryOp::Urem
            ),
            other => other.is_terminator() || other.is_convergent(),
        }
    }
}
