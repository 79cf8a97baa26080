//! One function body: the operand stack, the control frames, locals, and
//! the dispatch of each operator to its family's module.
//!
//! Wasm's structured control becomes zyme blocks with parameters: a
//! `block`'s or `if`'s end is a block whose parameters are the results, a
//! `loop`'s header a block whose parameters are the loop's parameters, and
//! every branch passes the values on top of the operand stack. Locals are
//! one stack slot each (zeroed at entry); the driver's `mem2reg` turns
//! them into SSA values before differentiation.
//!
//! Traps are a status, not a fault: a failed check branches to the
//! function's trap block, which stores the code, the function index and
//! the byte offset into `vmctx` and returns zeros; every call is followed
//! by a look at `vmctx.trap`. Code after `br`, `return` or `unreachable` is
//! skipped up to the end of its frame (only its nesting is tracked).

use super::error::{Location, WasmError};
use super::instance::{TrapCode, CALL_DEPTH_LIMIT, DEPTH, TRAP, TRAP_FUNC, TRAP_OFFSET};
use super::{memory, numeric, simd, tables, Env};
use wasmparser::{BlockType, FunctionBody, Operator};
use zyme_ir::{
    Block, BlockCall, CastOp, FuncId, FunctionBuilder, IntCC, MemFlags, Module, SourceLoc,
    StackSlot, Type, Value,
};

/// What a control frame is.
enum FrameKind {
    Function,
    Block,
    Loop,
    If {
        else_block: Block,
        /// The values the `else` arm starts with (the `if`'s parameters).
        params: Vec<Value>,
        else_seen: bool,
    },
}

/// One entry of the control stack.
struct Frame {
    kind: FrameKind,
    /// Where a branch to this frame goes (the loop header for a loop).
    dest: Block,
    /// The types a branch to this frame passes.
    dest_types: Vec<Type>,
    /// The block after the frame; its parameters are the results.
    merge: Block,
    results: Vec<Type>,
    /// Operand stack height below the frame's parameters.
    height: usize,
    /// Whether anything branches or falls through to `merge`.
    merge_reached: bool,
    /// A frame opened in unreachable code: nothing of it is lowered.
    dead: bool,
}

/// The state of lowering one function (rustc_codegen_cranelift's
/// `FunctionCx`): it lives for one body and owns nothing other phases
/// need.
pub(crate) struct FuncCx<'e, 'm> {
    pub b: FunctionBuilder<'m>,
    pub env: &'e Env<'e>,
    /// The wasm function index.
    pub index: u32,
    pub vmctx: Value,
    locals: Vec<(StackSlot, Type)>,
    /// Each memory's base and size, kept in two locals of the function
    /// (see [`FuncCx::reload_memories`]).
    memories: Vec<(StackSlot, StackSlot)>,
    pub stack: Vec<Value>,
    frames: Vec<Frame>,
    /// Whether the current position can execute; when not, operators
    /// are skipped up to the end of the frame.
    reachable: bool,
    /// Module byte offset of the operator being lowered.
    pub offset: u64,
    trap_block: Option<Block>,
    ret_zero: Option<Block>,
    results: Vec<Type>,
}

/// Lowers the body of wasm function `index` into the (declared) zyme
/// function `func`.
pub(crate) fn lower_function(
    module: &mut Module,
    env: &Env,
    index: u32,
    func: FuncId,
    body: &FunctionBody,
) -> Result<(), WasmError> {
    let ft = env.info.func_type(index).clone();
    let params = env.types(ft.params(), index, 0)?;
    let results = env.types(ft.results(), index, 0)?;
    let mut b = module.builder(func);
    let entry = b.create_block();
    b.switch_to(entry);
    let vmctx = b.append_param(entry, Type::PTR);
    let args: Vec<Value> = params.iter().map(|&t| b.append_param(entry, t)).collect();
    let mut cx = FuncCx {
        b,
        env,
        index,
        vmctx,
        locals: Vec::new(),
        memories: Vec::new(),
        stack: Vec::new(),
        frames: Vec::new(),
        reachable: true,
        offset: body.range().start,
        trap_block: None,
        ret_zero: None,
        results: results.clone(),
    };
    let bad = |e: wasmparser::BinaryReaderError| cx_invalid(env, index, e);
    // Locals: the parameters, then the declared ones, each in a slot.
    for (&ty, &arg) in params.iter().zip(&args) {
        let slot = cx.b.stack_slot(u64::from(ty.bytes()), ty.bytes().min(16));
        let addr = cx.b.stack_addr(slot);
        cx.b.store(arg, addr, MemFlags::aligned(ty.bytes().min(16)));
        cx.locals.push((slot, ty));
    }
    let mut locals_reader = body.get_locals_reader().map_err(bad)?;
    for _ in 0..locals_reader.get_count() {
        let (count, vt) = locals_reader.read().map_err(bad)?;
        let ty = env.ty(vt, index, locals_reader.original_position())?;
        for _ in 0..count {
            let slot = cx.b.stack_slot(u64::from(ty.bytes()), ty.bytes().min(16));
            let zero = cx.zero(ty);
            let addr = cx.b.stack_addr(slot);
            cx.b.store(zero, addr, MemFlags::aligned(ty.bytes().min(16)));
            cx.locals.push((slot, ty));
        }
    }
    for _ in &env.layout.memories {
        let base = cx.b.stack_slot(8, 8);
        let size = cx.b.stack_slot(8, 8);
        cx.memories.push((base, size));
    }
    cx.reload_memories();
    cx.enter();
    let ret = cx.b.create_block();
    let ret_params: Vec<Value> = results.iter().map(|&t| cx.b.append_param(ret, t)).collect();
    cx.frames.push(Frame {
        kind: FrameKind::Function,
        dest: ret,
        dest_types: results.clone(),
        merge: ret,
        results: results.clone(),
        height: 0,
        merge_reached: false,
        dead: false,
    });
    let mut reader = body.get_operators_reader().map_err(bad)?;
    while !reader.eof() {
        let (op, offset) = reader.read_with_offset().map_err(bad)?;
        cx.offset = offset;
        cx.b.set_srcloc(SourceLoc {
            file: env.file_id,
            line: offset as u32,
            col: 0,
        });
        cx.operator(op)?;
        if cx.frames.is_empty() {
            break;
        }
    }
    if !cx.frames.is_empty() {
        return Err(cx.invalid("function body ends inside a block"));
    }
    // The return block: count the call out, return the results.
    cx.b.set_srcloc(SourceLoc::default());
    cx.b.switch_to(ret);
    cx.leave();
    cx.b.ret(&ret_params);
    cx.finish_trap_blocks();
    Ok(())
}

fn cx_invalid(env: &Env, index: u32, e: wasmparser::BinaryReaderError) -> WasmError {
    WasmError::Invalid {
        at: env.location(Some(index), e.offset()),
        message: super::error::one_line(e.message()),
    }
}

impl<'e, 'm> FuncCx<'e, 'm> {
    /// Where the current operator is.
    pub fn location(&self) -> Location {
        self.env.location(Some(self.index), self.offset)
    }

    pub fn unsupported(&self, what: impl Into<String>) -> WasmError {
        WasmError::Unsupported {
            at: self.location(),
            what: what.into(),
        }
    }

    fn invalid(&self, message: &str) -> WasmError {
        WasmError::Invalid {
            at: self.location(),
            message: message.to_string(),
        }
    }

    pub fn pop(&mut self) -> Result<Value, WasmError> {
        let floor = self.frames.last().map_or(0, |f| f.height);
        if self.stack.len() <= floor && !self.frames.is_empty() {
            return Err(self.invalid("operand stack underflow"));
        }
        self.stack
            .pop()
            .ok_or_else(|| self.invalid("operand stack underflow"))
    }

    /// Pops `n` values, returned in stack order (deepest first).
    pub fn popn(&mut self, n: usize) -> Result<Vec<Value>, WasmError> {
        if self.stack.len() < n {
            return Err(self.invalid("operand stack underflow"));
        }
        Ok(self.stack.split_off(self.stack.len() - n))
    }

    /// The top `n` values, left in place.
    fn peekn(&self, n: usize) -> Result<Vec<Value>, WasmError> {
        if self.stack.len() < n {
            return Err(self.invalid("operand stack underflow"));
        }
        Ok(self.stack[self.stack.len() - n..].to_vec())
    }

    pub fn push(&mut self, v: Value) {
        self.stack.push(v);
    }

    pub fn ty(&mut self, v: Value) -> Type {
        self.b.func().dfg.value_type(v)
    }

    /// `v` as a value of type `ty`: a 128-bit vector is bitcast to the
    /// vector type asked for; anything else is already of its type.
    pub fn coerce(&mut self, v: Value, ty: Type) -> Value {
        let have = self.ty(v);
        if have != ty && have.is_vector() && ty.is_vector() && have.bits() == ty.bits() {
            self.b.cast(CastOp::Bitcast, v, ty)
        } else {
            v
        }
    }

    pub(crate) fn coerce_all(&mut self, vals: &[Value], tys: &[Type]) -> Vec<Value> {
        vals.iter()
            .zip(tys)
            .map(|(&v, &t)| self.coerce(v, t))
            .collect()
    }

    pub fn zero(&mut self, ty: Type) -> Value {
        let lane = Type::scalar(ty.lane());
        let z = if lane.is_float() {
            if lane == Type::F32 {
                self.b.f32const(0.0)
            } else {
                self.b.f64const(0.0)
            }
        } else {
            self.b.iconst(lane, 0)
        };
        if ty.is_vector() {
            self.b.splat(ty, z)
        } else {
            z
        }
    }

    pub fn i32(&mut self, v: i64) -> Value {
        self.b.iconst(Type::I32, v)
    }

    pub fn i64(&mut self, v: i64) -> Value {
        self.b.iconst(Type::I64, v)
    }

    /// An `i1` made an `i32` 0 or 1.
    pub fn bool_to_i32(&mut self, c: Value) -> Value {
        self.b.cast(CastOp::Zext, c, Type::I32)
    }

    /// `x != 0` as an `i1`.
    pub fn is_nonzero(&mut self, x: Value) -> Value {
        let ty = self.ty(x);
        let zero = self.b.iconst(ty, 0);
        self.b.icmp(IntCC::Ne, x, zero)
    }

    /// A field of the instance record.
    pub fn vmctx_addr(&mut self, offset: i64) -> Value {
        if offset == 0 {
            self.vmctx
        } else {
            self.b.ptr_add_imm(self.vmctx, offset)
        }
    }

    pub fn load_vmctx(&mut self, ty: Type, offset: i64) -> Value {
        let addr = self.vmctx_addr(offset);
        self.b.load(ty, addr, vmctx_flags(ty))
    }

    pub fn store_vmctx(&mut self, v: Value, offset: i64) {
        let ty = self.ty(v);
        let addr = self.vmctx_addr(offset);
        self.b.store(v, addr, vmctx_flags(ty));
    }

    /// Continues in a fresh block when `cond` (an `i1`) is false; traps
    /// with `code` when it is true.
    pub fn trap_if(&mut self, cond: Value, code: TrapCode) {
        let trap = self.trap_dest(code);
        let cont = self.b.create_block();
        self.b.brif(cond, trap.block, &trap.args, cont, &[]);
        self.b.switch_to(cont);
    }

    /// Traps unconditionally; the rest of the frame is unreachable.
    pub fn trap(&mut self, code: TrapCode) {
        let trap = self.trap_dest(code);
        self.b.jump(trap.block, &trap.args);
        self.reachable = false;
    }

    /// A branch to the trap block that reports `code` at the current
    /// operator.
    pub fn trap_dest(&mut self, code: TrapCode) -> BlockCall {
        let trap = self.trap_block();
        let c = self.i32(i64::from(code.code()));
        let off = self.i32(self.offset as i64);
        BlockCall::new(trap, [c, off])
    }

    /// After a call: returns at once (with zeros) if the callee trapped;
    /// otherwise the memories may have moved (the callee may have grown
    /// them).
    pub fn check_trap(&mut self) {
        let code = self.load_vmctx(Type::I32, TRAP);
        let trapped = self.is_nonzero(code);
        let out = self.ret_zero_block();
        let cont = self.b.create_block();
        self.b.brif(trapped, out, &[], cont, &[]);
        self.b.switch_to(cont);
        self.reload_memories();
    }

    /// Reads every memory's base and size from the instance into the
    /// function's locals for them: at entry, and after anything that may
    /// move a memory (a call, `memory.grow`). Accesses read the locals,
    /// which `mem2reg` makes SSA values, so in a loop without calls the
    /// base and size are loop-invariant: loaded once, and in a
    /// derivative neither recomputed nor taped per access.
    pub fn reload_memories(&mut self) {
        for k in 0..self.memories.len() {
            let m = self.env.layout.memories[k];
            let (base_slot, size_slot) = self.memories[k];
            let base = self.load_vmctx(Type::PTR, m.base);
            let size = self.load_vmctx(Type::I64, m.size);
            let at = self.b.stack_addr(base_slot);
            self.b.store(base, at, MemFlags::aligned(8));
            let at = self.b.stack_addr(size_slot);
            self.b.store(size, at, MemFlags::aligned(8));
        }
    }

    /// Memory `k`'s base address and size in bytes, as of the last
    /// [`FuncCx::reload_memories`].
    pub fn memory_base_size(&mut self, k: usize) -> (Value, Value) {
        let (base_slot, size_slot) = self.memories[k];
        let at = self.b.stack_addr(base_slot);
        let base = self.b.load(Type::PTR, at, MemFlags::aligned(8));
        let at = self.b.stack_addr(size_slot);
        let size = self.b.load(Type::I64, at, MemFlags::aligned(8));
        (base, size)
    }

    fn trap_block(&mut self) -> Block {
        if let Some(b) = self.trap_block {
            return b;
        }
        let b = self.b.create_block();
        self.b.append_param(b, Type::I32);
        self.b.append_param(b, Type::I32);
        self.trap_block = Some(b);
        b
    }

    fn ret_zero_block(&mut self) -> Block {
        if let Some(b) = self.ret_zero {
            return b;
        }
        let b = self.b.create_block();
        self.ret_zero = Some(b);
        b
    }

    /// Fills the trap and return-zeros blocks, if they were used.
    fn finish_trap_blocks(&mut self) {
        if let Some(trap) = self.trap_block {
            let params = self.b.func().dfg.block_params(trap).to_vec();
            self.b.switch_to(trap);
            self.store_vmctx(params[0], TRAP);
            let index = self.i32(i64::from(self.index));
            self.store_vmctx(index, TRAP_FUNC);
            self.store_vmctx(params[1], TRAP_OFFSET);
            let out = self.ret_zero_block();
            self.b.jump(out, &[]);
        }
        if let Some(out) = self.ret_zero {
            self.b.switch_to(out);
            let vmctx = self.vmctx;
            self.b.call(self.env.unwind, &[vmctx]);
            let results = self.results.clone();
            let zeros: Vec<Value> = results.into_iter().map(|t| self.zero(t)).collect();
            self.b.ret(&zeros);
        }
    }

    /// Counts the call in; traps past the depth limit.
    fn enter(&mut self) {
        let depth = self.load_vmctx(Type::I32, DEPTH);
        let one = self.i32(1);
        let depth = self.b.iadd(depth, one);
        self.store_vmctx(depth, DEPTH);
        let limit = self.i32(CALL_DEPTH_LIMIT);
        let deep = self.b.icmp(IntCC::Sgt, depth, limit);
        self.trap_if(deep, TrapCode::StackOverflow);
    }

    /// Counts the call out.
    fn leave(&mut self) {
        let depth = self.load_vmctx(Type::I32, DEPTH);
        let one = self.i32(1);
        let depth = self.b.isub(depth, one);
        self.store_vmctx(depth, DEPTH);
    }

    fn block_types(&self, blockty: BlockType) -> Result<(Vec<Type>, Vec<Type>), WasmError> {
        let env = self.env;
        match blockty {
            BlockType::Empty => Ok((Vec::new(), Vec::new())),
            BlockType::Type(vt) => Ok((Vec::new(), vec![env.ty(vt, self.index, self.offset)?])),
            BlockType::FuncType(t) => {
                let ft = env
                    .info
                    .types
                    .get(t as usize)
                    .ok_or_else(|| self.invalid("block type index out of range"))?;
                Ok((
                    env.types(ft.params(), self.index, self.offset)?,
                    env.types(ft.results(), self.index, self.offset)?,
                ))
            }
        }
    }

    fn new_block_with(&mut self, tys: &[Type]) -> (Block, Vec<Value>) {
        let block = self.b.create_block();
        let params = tys.iter().map(|&t| self.b.append_param(block, t)).collect();
        (block, params)
    }

    /// Lowers one operator.
    fn operator(&mut self, op: Operator) -> Result<(), WasmError> {
        if !self.reachable {
            return self.skip(op);
        }
        match op {
            Operator::Nop => {}
            Operator::Unreachable => self.trap(TrapCode::Unreachable),
            Operator::Block { blockty } => {
                let (params, results) = self.block_types(blockty)?;
                let (merge, _) = self.new_block_with(&results);
                self.frames.push(Frame {
                    kind: FrameKind::Block,
                    dest: merge,
                    dest_types: results.clone(),
                    merge,
                    results,
                    height: self.stack.len().saturating_sub(params.len()),
                    merge_reached: false,
                    dead: false,
                });
            }
            Operator::Loop { blockty } => {
                let (params, results) = self.block_types(blockty)?;
                let args = self.popn(params.len())?;
                let args = self.coerce_all(&args, &params);
                let (header, header_params) = self.new_block_with(&params);
                self.b.jump(header, &args);
                self.b.switch_to(header);
                let height = self.stack.len();
                self.stack.extend(header_params);
                let (merge, _) = self.new_block_with(&results);
                self.frames.push(Frame {
                    kind: FrameKind::Loop,
                    dest: header,
                    dest_types: params,
                    merge,
                    results,
                    height,
                    merge_reached: false,
                    dead: false,
                });
            }
            Operator::If { blockty } => {
                let (params, results) = self.block_types(blockty)?;
                let c = self.pop()?;
                let cond = self.is_nonzero(c);
                let then_block = self.b.create_block();
                let else_block = self.b.create_block();
                self.b.brif(cond, then_block, &[], else_block, &[]);
                self.b.switch_to(then_block);
                let (merge, _) = self.new_block_with(&results);
                let if_params = self.peekn(params.len())?;
                self.frames.push(Frame {
                    kind: FrameKind::If {
                        else_block,
                        params: if_params,
                        else_seen: false,
                    },
                    dest: merge,
                    dest_types: results.clone(),
                    merge,
                    results,
                    height: self.stack.len() - params.len(),
                    merge_reached: false,
                    dead: false,
                });
            }
            Operator::Else => self.lower_else()?,
            Operator::End => self.lower_end()?,
            Operator::Br { relative_depth } => {
                self.branch(relative_depth)?;
                self.reachable = false;
            }
            Operator::BrIf { relative_depth } => {
                let c = self.pop()?;
                let cond = self.is_nonzero(c);
                let (dest, args) = self.branch_target(relative_depth)?;
                let cont = self.b.create_block();
                self.b.brif(cond, dest, &args, cont, &[]);
                self.b.switch_to(cont);
            }
            Operator::BrTable { targets } => {
                let bad = |e: wasmparser::BinaryReaderError| cx_invalid(self.env, self.index, e);
                let depths: Vec<u32> = targets.targets().collect::<Result<_, _>>().map_err(bad)?;
                let index = self.pop()?;
                let mut cases = Vec::with_capacity(depths.len());
                for (i, &d) in depths.iter().enumerate() {
                    let (dest, args) = self.branch_target(d)?;
                    cases.push((i as u64, BlockCall::new(dest, args)));
                }
                let (dest, args) = self.branch_target(targets.default())?;
                self.b.switch(index, cases, BlockCall::new(dest, args));
                self.reachable = false;
            }
            Operator::Return => {
                let depth = self.frames.len() as u32 - 1;
                self.branch(depth)?;
                self.reachable = false;
            }
            Operator::Drop => {
                self.pop()?;
            }
            Operator::Select | Operator::TypedSelect { .. } => {
                let c = self.pop()?;
                let f = self.pop()?;
                let t = self.pop()?;
                let ty = self.ty(t);
                let f = self.coerce(f, ty);
                let cond = self.is_nonzero(c);
                let v = self.b.select(cond, t, f);
                self.push(v);
            }
            Operator::LocalGet { local_index } => {
                let (slot, ty) = self.local(local_index)?;
                let addr = self.b.stack_addr(slot);
                let v = self.b.load(ty, addr, MemFlags::aligned(ty.bytes().min(16)));
                self.push(v);
            }
            Operator::LocalSet { local_index } => {
                let v = self.pop()?;
                self.set_local(local_index, v)?;
            }
            Operator::LocalTee { local_index } => {
                let v = self.pop()?;
                self.set_local(local_index, v)?;
                self.push(v);
            }
            Operator::GlobalGet { global_index } => {
                let g = self.global(global_index)?;
                let v = self.load_vmctx(g.ty, g.offset);
                self.push(v);
            }
            Operator::GlobalSet { global_index } => {
                let g = self.global(global_index)?;
                let v = self.pop()?;
                let v = self.coerce(v, g.ty);
                self.store_vmctx(v, g.offset);
            }
            op => {
                if !(numeric::lower(self, &op)?
                    || memory::lower(self, &op)?
                    || tables::lower(self, &op)?
                    || simd::lower(self, &op)?)
                {
                    return Err(self.unsupported(format!("operator `{}`", op_name(&op))));
                }
            }
        }
        Ok(())
    }

    /// Operators in unreachable code: only nesting matters.
    fn skip(&mut self, op: Operator) -> Result<(), WasmError> {
        match op {
            Operator::Block { .. } | Operator::Loop { .. } | Operator::If { .. } => {
                let none = Block::from_u32(0);
                self.frames.push(Frame {
                    kind: FrameKind::Block,
                    dest: none,
                    dest_types: Vec::new(),
                    merge: none,
                    results: Vec::new(),
                    height: self.stack.len(),
                    merge_reached: false,
                    dead: true,
                });
            }
            Operator::Else => self.lower_else()?,
            Operator::End => self.lower_end()?,
            _ => {}
        }
        Ok(())
    }

    fn lower_else(&mut self) -> Result<(), WasmError> {
        let Some(i) = self.frames.len().checked_sub(1) else {
            return Err(self.invalid("else outside a frame"));
        };
        if self.frames[i].dead {
            return Ok(());
        }
        let FrameKind::If {
            else_block,
            params,
            else_seen,
        } = &mut self.frames[i].kind
        else {
            return Err(self.invalid("else outside if"));
        };
        *else_seen = true;
        let (else_block, params) = (*else_block, params.clone());
        let frame = &self.frames[i];
        let (merge, height, results) = (frame.merge, frame.height, frame.results.clone());
        if self.reachable {
            self.frames[i].merge_reached = true;
            let vals = self.popn(results.len())?;
            let vals = self.coerce_all(&vals, &results);
            self.b.jump(merge, &vals);
        }
        self.stack.truncate(height);
        self.stack.extend(params);
        self.b.switch_to(else_block);
        self.reachable = true;
        Ok(())
    }

    fn lower_end(&mut self) -> Result<(), WasmError> {
        let Some(frame) = self.frames.pop() else {
            return Err(self.invalid("end outside a frame"));
        };
        if frame.dead {
            return Ok(()); // still unreachable after it
        }
        let mut reached = frame.merge_reached;
        if self.reachable {
            let vals = self.popn(frame.results.len())?;
            let vals = self.coerce_all(&vals, &frame.results);
            self.b.jump(frame.merge, &vals);
            reached = true;
        }
        if let FrameKind::If {
            else_block,
            params,
            else_seen: false,
        } = &frame.kind
        {
            // No `else`: the false arm passes the parameters through.
            self.b.switch_to(*else_block);
            let vals = self.coerce_all(params, &frame.results);
            self.b.jump(frame.merge, &vals);
            reached = true;
        }
        self.stack.truncate(frame.height);
        if let FrameKind::Function = frame.kind {
            self.reachable = true;
            return Ok(());
        }
        self.b.switch_to(frame.merge);
        if reached {
            let params = self.b.func().dfg.block_params(frame.merge).to_vec();
            self.stack.extend(params);
            self.reachable = true;
        } else {
            self.b.unreachable();
            self.reachable = false;
        }
        Ok(())
    }

    /// The block and arguments of a branch to the frame `depth` out.
    fn branch_target(&mut self, depth: u32) -> Result<(Block, Vec<Value>), WasmError> {
        let n = self.frames.len();
        let Some(i) = n.checked_sub(depth as usize + 1) else {
            return Err(self.invalid("branch depth out of range"));
        };
        let (dest, tys) = (self.frames[i].dest, self.frames[i].dest_types.clone());
        if !matches!(self.frames[i].kind, FrameKind::Loop) {
            self.frames[i].merge_reached = true;
        }
        let vals = self.peekn(tys.len())?;
        Ok((dest, self.coerce_all(&vals, &tys)))
    }

    fn branch(&mut self, depth: u32) -> Result<(), WasmError> {
        let (dest, args) = self.branch_target(depth)?;
        self.b.jump(dest, &args);
        Ok(())
    }

    fn local(&self, index: u32) -> Result<(StackSlot, Type), WasmError> {
        self.locals
            .get(index as usize)
            .copied()
            .ok_or_else(|| self.invalid("local index out of range"))
    }

    fn set_local(&mut self, index: u32, v: Value) -> Result<(), WasmError> {
        let (slot, ty) = self.local(index)?;
        let v = self.coerce(v, ty);
        let addr = self.b.stack_addr(slot);
        self.b.store(v, addr, MemFlags::aligned(ty.bytes().min(16)));
        Ok(())
    }

    fn global(&self, index: u32) -> Result<super::instance::GlobalLayout, WasmError> {
        self.env
            .layout
            .globals
            .get(index as usize)
            .copied()
            .ok_or_else(|| self.invalid("global index out of range"))
    }

    /// Calls `callee` with `vmctx` and the wasm arguments (`params` gives
    /// their types), then checks for a trap; pushes the results.
    pub fn call_with(
        &mut self,
        args: Vec<Value>,
        params: &[Type],
        call: impl FnOnce(&mut Self, Vec<Value>) -> Vec<Value>,
    ) {
        let mut all = vec![self.vmctx];
        all.extend(self.coerce_all(&args, params));
        let results = call(self, all);
        self.check_trap();
        self.stack.extend(results);
    }
}

/// Flags of an access through `vmctx` or to linear memory: unaligned, and
/// typed for floats so that type analysis sees them.
/// The instance record's fields have fixed types: each access says which,
/// so type analysis knows a memory size from a float's bits even though
/// the record is differentiated memory (the instance is `dup`).
pub fn vmctx_flags(ty: Type) -> MemFlags {
    MemFlags {
        hint: (!ty.is_vector()).then(|| ty.lane()),
        ..MemFlags::default()
    }
}

pub fn flags_for(ty: Type) -> MemFlags {
    MemFlags {
        hint: ty.is_float().then(|| ty.lane()),
        ..MemFlags::default()
    }
}

/// The operator's name for messages (`F32x4RelaxedMadd`).
pub fn op_name(op: &Operator) -> String {
    let text = format!("{op:?}");
    text.split([' ', '{', '(']).next().unwrap_or("").to_string()
}
