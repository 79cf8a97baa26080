//! The per-function context and driver: every SSA value gets one wasm
//! local per lane (entry-block parameters are the wasm parameters), the
//! prologue allocates the stack frame on the shadow stack, and the body is
//! the structured control flow of `control` around each block's
//! instructions, which the family modules (`arith`, `cast`, `memory`,
//! `call`, `math`) translate one at a time.
//!
//! Values live in locals rather than on the operand stack: a local is
//! always right (a value may be used in any block it dominates, by any
//! number of instructions, in any order), and engines allocate registers
//! for locals anyway.

use crate::write::abi::{val_types, TypeTable};
use crate::write::error::{internal, unsupported, IResult, InstError};
use crate::write::plan::ModulePlan;
use crate::write::{arith, call, cast, control, math, memory, WriteError};
use cranelift_entity::SecondaryMap;
use wasm_encoder::{Instruction, Instruction as I, ValType};
use zyme_ir::function::DisplayNames;
use zyme_ir::text::printer::print_inst;
use zyme_ir::{FuncId, Function, Inst, InstData, Module, Type, Value};

/// What every function's translation reads: the module, the index plan
/// and the memory layout.
pub struct Env<'a> {
    pub module: &'a Module,
    pub plan: &'a ModulePlan,
    pub layout: &'a crate::write::layout::MemoryLayout,
}

/// The stack frame of a function with stack slots.
pub struct Frame {
    /// The local holding the frame's base address.
    pub fp: u32,
    /// The local holding the caller's stack pointer, restored on return.
    pub saved_sp: u32,
    /// Each slot's offset from `fp`.
    pub offsets: Vec<u32>,
}

/// The translation of one function.
pub struct FuncCx<'a> {
    pub env: &'a Env<'a>,
    pub types: &'a mut TypeTable,
    pub func: &'a Function,
    /// The first local of each value (`u32::MAX`: none yet).
    value_local: SecondaryMap<Value, u32>,
    /// The type of every local, parameters first.
    locals: Vec<ValType>,
    n_params: u32,
    pub code: Vec<Instruction<'static>>,
    pub frame: Option<Frame>,
    /// The enclosing structured constructs, innermost last (see `control`).
    pub control: Vec<control::Ctl>,
}

/// The wasm global holding the shadow stack pointer.
pub const SP_GLOBAL: u32 = 0;

impl<'a> FuncCx<'a> {
    fn new(env: &'a Env<'a>, types: &'a mut TypeTable, id: FuncId) -> FuncCx<'a> {
        let func = &env.module.functions[id];
        let mut fx = FuncCx {
            env,
            types,
            func,
            value_local: SecondaryMap::with_default(u32::MAX),
            locals: Vec::new(),
            n_params: 0,
            code: Vec::new(),
            frame: None,
            control: Vec::new(),
        };
        for &param in func.params() {
            let ty = func.dfg.value_type(param);
            fx.value_local[param] = fx.locals.len() as u32;
            fx.locals.extend(val_types(ty));
        }
        if func.sig.variadic {
            // The pointer to the extra arguments (unused: the IR has no
            // `va_arg`).
            fx.locals.push(ValType::I32);
        }
        fx.n_params = fx.locals.len() as u32;
        fx
    }

    /// Appends one instruction.
    pub fn push(&mut self, i: Instruction<'static>) {
        self.code.push(i);
    }

    /// The type of a value.
    pub fn ty(&self, v: Value) -> Type {
        self.func.dfg.value_type(v)
    }

    /// The first local of `v`, made on first use.
    pub fn local(&mut self, v: Value) -> u32 {
        if self.value_local[v] == u32::MAX {
            self.value_local[v] = self.locals.len() as u32;
            let ty = self.ty(v);
            self.locals.extend(val_types(ty));
        }
        self.value_local[v]
    }

    /// The local of lane `lane` of `v`.
    pub fn lane_local(&mut self, v: Value, lane: u32) -> u32 {
        self.local(v) + lane
    }

    /// Pushes lane `lane` of `v`.
    pub fn get(&mut self, v: Value, lane: u32) {
        let l = self.lane_local(v, lane);
        self.push(Instruction::LocalGet(l));
    }

    /// Pops into lane `lane` of `v`.
    pub fn set(&mut self, v: Value, lane: u32) {
        let l = self.lane_local(v, lane);
        self.push(Instruction::LocalSet(l));
    }

    /// Pushes every lane of `v`.
    pub fn get_all(&mut self, v: Value) {
        for lane in 0..self.ty(v).lanes() {
            self.get(v, lane);
        }
    }

    /// A fresh local of type `ty`.
    pub fn temp(&mut self, ty: ValType) -> u32 {
        self.locals.push(ty);
        self.locals.len() as u32 - 1
    }

    /// The single result of `inst`.
    pub fn result(&self, inst: Inst) -> IResult<Value> {
        match self.func.dfg.inst_results(inst) {
            [v] => Ok(*v),
            other => internal(format!("expected one result, found {}", other.len())),
        }
    }

    /// Restores the caller's stack pointer (before a `return`).
    pub fn release_frame(&mut self) {
        if let Some(frame) = &self.frame {
            let saved = frame.saved_sp;
            self.push(Instruction::LocalGet(saved));
            self.push(Instruction::GlobalSet(SP_GLOBAL));
        }
    }

    /// The locals past the parameters, run-length encoded.
    fn declared_locals(&self) -> Vec<(u32, ValType)> {
        let mut out: Vec<(u32, ValType)> = Vec::new();
        for &ty in &self.locals[self.n_params as usize..] {
            match out.last_mut() {
                Some((n, t)) if *t == ty => *n += 1,
                _ => out.push((1, ty)),
            }
        }
        out
    }

    /// Adds the function and the printed instruction to an error.
    pub fn blame(&self, inst: Option<Inst>, e: InstError) -> WriteError {
        let func = self.func.name.clone();
        let printed = inst.map(|i| {
            let names: DisplayNames = self.func.display_names();
            print_inst(self.env.module, self.func, &names, i)
        });
        match (e, printed) {
            (InstError::Unsupported(reason), Some(inst)) => {
                WriteError::Unsupported { func, inst, reason }
            }
            (InstError::Unsupported(reason), None) => WriteError::Unsupported {
                func,
                inst: String::new(),
                reason,
            },
            (InstError::Internal(reason), Some(inst)) => WriteError::Internal {
                func,
                reason: format!("{reason} (at `{inst}`)"),
            },
            (InstError::Internal(reason), None) => WriteError::Internal { func, reason },
        }
    }
}

/// The wasm body of the defined function `id`.
pub fn compile_function(
    env: &Env<'_>,
    types: &mut TypeTable,
    id: FuncId,
) -> Result<wasm_encoder::Function, WriteError> {
    let mut fx = FuncCx::new(env, types, id);
    prologue(&mut fx);
    control::emit_body(&mut fx)?;
    // Every path ends in a branch, a return or a trap; the validator still
    // wants the end of the body typed.
    fx.push(Instruction::Unreachable);
    fx.push(Instruction::End);
    let mut f = wasm_encoder::Function::new(fx.declared_locals());
    for i in &fx.code {
        f.instruction(i);
    }
    Ok(f)
}

/// Allocates the stack slots on the shadow stack: the frame is aligned to
/// the largest slot alignment (at least 16), and running into the globals
/// below the stack traps.
fn prologue(fx: &mut FuncCx<'_>) {
    if fx.func.stack_slots.is_empty() {
        return;
    }
    let mut offsets = Vec::new();
    let mut size: u64 = 0;
    let mut align: u64 = 16;
    for slot in fx.func.stack_slots.values() {
        let a = u64::from(slot.align.max(1)).next_power_of_two();
        size = size.div_ceil(a) * a;
        offsets.push(size as u32);
        size += slot.size;
        align = align.max(a);
    }
    let size = size.div_ceil(16) * 16;
    let saved_sp = fx.temp(ValType::I32);
    let fp = fx.temp(ValType::I32);
    let limit = fx.env.layout.stack_limit;
    fx.code.extend([
        I::GlobalGet(SP_GLOBAL),
        I::LocalTee(saved_sp),
        // A frame larger than the whole stack wraps: compare in 64 bits.
        I::I64ExtendI32U,
        I::I64Const(size as i64),
        I::I64Sub,
        I::I64Const(-(align as i64)),
        I::I64And,
        I::I64Const(i64::from(limit)),
        I::I64LtS,
        I::If(wasm_encoder::BlockType::Empty),
        I::Unreachable,
        I::End,
        I::LocalGet(saved_sp),
        I::I32Const(size as i32),
        I::I32Sub,
        I::I32Const(-(align as i32)),
        I::I32And,
        I::LocalTee(fp),
        I::GlobalSet(SP_GLOBAL),
    ]);
    fx.frame = Some(Frame {
        fp,
        saved_sp,
        offsets,
    });
}

/// Translates one instruction that is not a terminator.
pub fn emit_inst(fx: &mut FuncCx<'_>, inst: Inst) -> IResult {
    let data = &fx.func.dfg.insts[inst];
    match data {
        InstData::Iconst { .. }
        | InstData::Fconst { .. }
        | InstData::GlobalAddr { .. }
        | InstData::FuncAddr { .. }
        | InstData::StackAddr { .. } => cast::emit_const(fx, inst, data),
        InstData::Unary { op, arg } => arith::emit_unary(fx, inst, *op, *arg),
        InstData::Binary { op, args } => arith::emit_binary(fx, inst, *op, *args),
        InstData::Icmp { cond, args } => arith::emit_icmp(fx, inst, *cond, *args),
        InstData::Fcmp { cond, args } => arith::emit_fcmp(fx, inst, *cond, *args),
        InstData::Select { args } => cast::emit_select(fx, inst, *args),
        InstData::Cast { op, arg, ty } => cast::emit_cast(fx, inst, *op, *arg, *ty),
        InstData::PtrAdd { args } => cast::emit_ptr_add(fx, inst, *args),
        InstData::Splat { .. }
        | InstData::ExtractLane { .. }
        | InstData::InsertLane { .. }
        | InstData::Shuffle { .. } => cast::emit_lanes(fx, inst, data),
        InstData::Load { .. }
        | InstData::Store { .. }
        | InstData::AtomicRmw { .. }
        | InstData::CmpXchg { .. }
        | InstData::Fence { .. }
        | InstData::Mem { .. } => memory::emit_memory(fx, inst, data),
        InstData::Call { func, args } => call::emit_call(fx, inst, *func, args),
        InstData::CallIndirect { sig, callee, args } => {
            call::emit_call_indirect(fx, inst, sig, *callee, args)
        }
        InstData::Math { op, args } => math::emit_math(fx, inst, *op, args),
        InstData::Gpu { op } => unsupported(format!(
            "GPU operation `{op}` has no meaning in a wasm module"
        )),
        InstData::WarpShuffle { .. } => {
            unsupported("a warp shuffle has no meaning in a wasm module".to_string())
        }
        InstData::Jump { .. }
        | InstData::Brif { .. }
        | InstData::Switch { .. }
        | InstData::Return { .. }
        | InstData::Unreachable
        | InstData::Trap => internal("a terminator in the middle of a block"),
    }
}
