//! A builder for function bodies.
//!
//! ```
//! use zyme_ir::{Module, Signature, Type, Linkage, MathOp};
//! let mut module = Module::new();
//! let sig = Signature::new([Type::F64, Type::F64], [Type::F64]);
//! let f = module.declare_function("f", sig, Linkage::Export).unwrap();
//! let mut b = module.builder(f);
//! let entry = b.create_block();
//! let [x, y] = b.append_params(entry, [Type::F64, Type::F64]);
//! b.switch_to(entry);
//! let p = b.fmul(x, y);
//! let s = b.math(MathOp::Sin, &[p]);
//! b.ret(&[s]);
//! drop(b);
//! zyme_ir::verify_module(&module).unwrap();
//! ```

use crate::entity::{Block, FuncId, Global, Inst, StackSlot, Value};
use crate::function::Function;
use crate::inst::{BlockCall, InstData, MemFlags, Signature};
use crate::module::Module;
use crate::opcode::{
    BinaryOp, CastOp, FloatCC, GpuOp, IntCC, MathOp, MemOp, Ordering, RmwOp, ShuffleMode, UnaryOp,
};
use crate::srcloc::SourceLoc;
use crate::types::Type;

/// Appends instructions to the current block of one function of a module.
///
/// Methods that create values return them; methods on instructions without
/// results return nothing. Building ill-typed code is not checked here: run
/// the verifier on the result.
pub struct FunctionBuilder<'m> {
    module: &'m mut Module,
    func: FuncId,
    current: Option<Block>,
    loc: SourceLoc,
    /// Whether the float arithmetic appended is marked fast
    /// ([`crate::Function::fast`]).
    fast: bool,
}

macro_rules! binary_methods {
    ($($method:ident => $op:ident,)*) => {
        $(
            #[doc = concat!("`", stringify!($method), " a, b`")]
            pub fn $method(&mut self, a: Value, b: Value) -> Value {
                self.binary(BinaryOp::$op, a, b)
            }
        )*
    };
}

impl<'m> FunctionBuilder<'m> {
    pub fn new(module: &'m mut Module, func: FuncId) -> FunctionBuilder<'m> {
        FunctionBuilder {
            module,
            func,
            current: None,
            loc: SourceLoc::default(),
            fast: false,
        }
    }

    /// Marks the float arithmetic appended from now on as fast
    /// derivative arithmetic ([`crate::Function::fast`]), or stops.
    pub fn set_fast(&mut self, fast: bool) {
        self.fast = fast;
    }

    /// Whether the float arithmetic appended is marked fast.
    pub fn is_fast(&self) -> bool {
        self.fast
    }

    /// This builder, marking what it appends fast ([`Self::set_fast`]).
    pub fn fast(mut self) -> Self {
        self.fast = true;
        self
    }

    /// The function being built.
    pub fn func(&mut self) -> &mut Function {
        &mut self.module.functions[self.func]
    }

    pub fn func_id(&self) -> FuncId {
        self.func
    }

    /// The module, e.g. to look up callees while building.
    pub fn module(&self) -> &Module {
        self.module
    }

    /// The module, mutably (to declare a callee while building).
    pub fn module_mut(&mut self) -> &mut Module {
        self.module
    }

    /// Creates a block and appends it to the layout (the first one is the
    /// entry block).
    pub fn create_block(&mut self) -> Block {
        let f = self.func();
        let block = f.dfg.make_block();
        f.layout.append_block(block);
        block
    }

    pub fn append_param(&mut self, block: Block, ty: Type) -> Value {
        self.func().dfg.append_block_param(block, ty)
    }

    /// Appends `N` parameters at once: `let [x, y] = b.append_params(..)`.
    pub fn append_params<const N: usize>(&mut self, block: Block, types: [Type; N]) -> [Value; N] {
        types.map(|ty| self.append_param(block, ty))
    }

    /// Gives the entry block one parameter per signature parameter.
    pub fn append_signature_params(&mut self, block: Block) -> Vec<Value> {
        let params = self.func().sig.params.clone();
        params
            .into_iter()
            .map(|ty| self.append_param(block, ty))
            .collect()
    }

    /// Makes `block` the block that instructions are appended to.
    pub fn switch_to(&mut self, block: Block) {
        self.current = Some(block);
    }

    pub fn current_block(&self) -> Option<Block> {
        self.current
    }

    /// Source location given to the instructions appended from now on.
    pub fn set_srcloc(&mut self, loc: SourceLoc) {
        self.loc = loc;
    }

    pub fn stack_slot(&mut self, size: u64, align: u32) -> StackSlot {
        self.func().create_stack_slot(size, align)
    }

    /// Appends any instruction to the current block.
    ///
    /// # Panics
    /// When no block was selected with `switch_to` — a misuse of the
    /// builder, not a property of the input.
    pub fn ins(&mut self, data: InstData) -> Inst {
        let block = self
            .current
            .expect("FunctionBuilder::switch_to must select a block before appending");
        let fast = self.fast && data.may_be_fast();
        let inst = self.module.make_inst(self.func, data);
        let loc = self.loc;
        let f = self.func();
        f.layout.append_inst(inst, block);
        if loc.is_known() {
            f.srclocs[inst] = loc;
        }
        if fast {
            f.fast[inst] = true;
        }
        inst
    }

    /// Appends an instruction with exactly one result and returns it.
    fn ins1(&mut self, data: InstData) -> Value {
        let inst = self.ins(data);
        self.module.functions[self.func].dfg.inst_results(inst)[0]
    }

    /// Appends an instruction and returns all its results.
    pub fn ins_results(&mut self, data: InstData) -> Vec<Value> {
        let inst = self.ins(data);
        self.module.functions[self.func]
            .dfg
            .inst_results(inst)
            .to_vec()
    }

    pub fn iconst(&mut self, ty: Type, imm: i64) -> Value {
        let bits = ty.lane().bits();
        let imm = if bits >= 64 {
            imm as u64
        } else {
            (imm as u64) & ((1u64 << bits) - 1)
        };
        self.ins1(InstData::Iconst { ty, imm })
    }

    pub fn f64const(&mut self, value: f64) -> Value {
        self.ins1(InstData::Fconst {
            ty: Type::F64,
            bits: value.to_bits(),
        })
    }

    pub fn f32const(&mut self, value: f32) -> Value {
        self.ins1(InstData::Fconst {
            ty: Type::F32,
            bits: u64::from(value.to_bits()),
        })
    }

    pub fn global_addr(&mut self, global: Global) -> Value {
        self.ins1(InstData::GlobalAddr { global })
    }

    pub fn func_addr(&mut self, func: FuncId) -> Value {
        self.ins1(InstData::FuncAddr { func })
    }

    pub fn stack_addr(&mut self, slot: StackSlot) -> Value {
        self.ins1(InstData::StackAddr { slot })
    }

    pub fn unary(&mut self, op: UnaryOp, arg: Value) -> Value {
        self.ins1(InstData::Unary { op, arg })
    }

    pub fn binary(&mut self, op: BinaryOp, a: Value, b: Value) -> Value {
        self.ins1(InstData::Binary { op, args: [a, b] })
    }

    binary_methods! {
        iadd => Iadd, isub => Isub, imul => Imul, sdiv => Sdiv, udiv => Udiv,
        srem => Srem, urem => Urem, band => And, bor => Or, bxor => Xor,
        shl => Shl, lshr => Lshr, ashr => Ashr,
        fadd => Fadd, fsub => Fsub, fmul => Fmul, fdiv => Fdiv, frem => Frem,
    }

    pub fn fneg(&mut self, a: Value) -> Value {
        self.unary(UnaryOp::Fneg, a)
    }

    pub fn icmp(&mut self, cond: IntCC, a: Value, b: Value) -> Value {
        self.ins1(InstData::Icmp { cond, args: [a, b] })
    }

    pub fn fcmp(&mut self, cond: FloatCC, a: Value, b: Value) -> Value {
        self.ins1(InstData::Fcmp { cond, args: [a, b] })
    }

    pub fn select(&mut self, cond: Value, if_true: Value, if_false: Value) -> Value {
        self.ins1(InstData::Select {
            args: [cond, if_true, if_false],
        })
    }

    pub fn cast(&mut self, op: CastOp, arg: Value, ty: Type) -> Value {
        self.ins1(InstData::Cast { op, arg, ty })
    }

    pub fn ptr_add(&mut self, ptr: Value, offset: Value) -> Value {
        self.ins1(InstData::PtrAdd {
            args: [ptr, offset],
        })
    }

    /// `ptr + offset` with a constant offset.
    pub fn ptr_add_imm(&mut self, ptr: Value, offset: i64) -> Value {
        let offset = self.iconst(Type::I64, offset);
        self.ptr_add(ptr, offset)
    }

    pub fn load(&mut self, ty: Type, ptr: Value, flags: MemFlags) -> Value {
        self.ins1(InstData::Load { ty, ptr, flags })
    }

    pub fn store(&mut self, value: Value, ptr: Value, flags: MemFlags) {
        self.ins(InstData::Store {
            args: [value, ptr],
            flags,
        });
    }

    pub fn atomic_rmw(
        &mut self,
        op: RmwOp,
        ty: Type,
        ptr: Value,
        operand: Value,
        ordering: Ordering,
    ) -> Value {
        self.ins1(InstData::AtomicRmw {
            op,
            ty,
            args: [ptr, operand],
            ordering,
        })
    }

    /// Returns `(old value, exchanged)`.
    pub fn cmpxchg(
        &mut self,
        ty: Type,
        ptr: Value,
        expected: Value,
        replacement: Value,
        ordering: Ordering,
    ) -> (Value, Value) {
        let results = self.ins_results(InstData::CmpXchg {
            ty,
            args: [ptr, expected, replacement],
            success: ordering,
            failure: ordering,
        });
        (results[0], results[1])
    }

    pub fn fence(&mut self, ordering: Ordering) {
        self.ins(InstData::Fence { ordering });
    }

    /// A direct call; returns the callee's results.
    pub fn call(&mut self, func: FuncId, args: &[Value]) -> Vec<Value> {
        self.ins_results(InstData::Call {
            func,
            args: args.to_vec(),
        })
    }

    pub fn call_indirect(&mut self, sig: Signature, callee: Value, args: &[Value]) -> Vec<Value> {
        self.ins_results(InstData::CallIndirect {
            sig: Box::new(sig),
            callee,
            args: args.to_vec(),
        })
    }

    pub fn math(&mut self, op: MathOp, args: &[Value]) -> Value {
        self.ins1(InstData::Math {
            op,
            args: args.to_vec(),
        })
    }

    pub fn mem(&mut self, op: MemOp, dst: Value, src_or_byte: Value, len: Value) {
        self.ins(InstData::Mem {
            op,
            args: [dst, src_or_byte, len],
        });
    }

    /// A GPU id or size (an `i32`).
    pub fn gpu(&mut self, op: GpuOp) -> Value {
        self.ins1(InstData::Gpu { op })
    }

    pub fn barrier(&mut self) {
        self.ins(InstData::Gpu { op: GpuOp::Barrier });
    }

    pub fn splat(&mut self, ty: Type, arg: Value) -> Value {
        self.ins1(InstData::Splat { ty, arg })
    }

    pub fn extract_lane(&mut self, arg: Value, lane: u16) -> Value {
        self.ins1(InstData::ExtractLane { arg, lane })
    }

    pub fn insert_lane(&mut self, vector: Value, scalar: Value, lane: u16) -> Value {
        self.ins1(InstData::InsertLane {
            args: [vector, scalar],
            lane,
        })
    }

    pub fn shuffle(&mut self, a: Value, b: Value, mask: &[u16]) -> Value {
        self.ins1(InstData::Shuffle {
            args: [a, b],
            mask: mask.to_vec(),
        })
    }

    /// A warp shuffle (`shfl.sync`): see [`InstData::WarpShuffle`].
    pub fn warp_shuffle(
        &mut self,
        mode: ShuffleMode,
        mask: Value,
        value: Value,
        b: Value,
        c: Value,
    ) -> Value {
        self.ins1(InstData::WarpShuffle {
            mode,
            args: [mask, value, b, c],
        })
    }

    pub fn jump(&mut self, block: Block, args: &[Value]) {
        self.ins(InstData::Jump {
            dest: BlockCall::new(block, args),
        });
    }

    pub fn brif(
        &mut self,
        cond: Value,
        then_block: Block,
        then_args: &[Value],
        else_block: Block,
        else_args: &[Value],
    ) {
        self.ins(InstData::Brif {
            cond,
            then_dest: BlockCall::new(then_block, then_args),
            else_dest: BlockCall::new(else_block, else_args),
        });
    }

    pub fn switch(&mut self, arg: Value, cases: Vec<(u64, BlockCall)>, default: BlockCall) {
        self.ins(InstData::Switch {
            arg,
            cases,
            default,
        });
    }

    pub fn ret(&mut self, args: &[Value]) {
        self.ins(InstData::Return {
            args: args.to_vec(),
        });
    }

    pub fn trap(&mut self) {
        self.ins(InstData::Trap);
    }

    pub fn unreachable(&mut self) {
        self.ins(InstData::Unreachable);
    }
}
