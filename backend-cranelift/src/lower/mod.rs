//! The lowering of zyme IR to Cranelift IR, generic over the
//! `cranelift_module::Module` that receives it (JIT or object file).
//!
//! [`lower_module`] declares every function and global, defines the data,
//! then lowers each function body. A function is lowered block by block in
//! reverse post-order, so that every value is translated before its uses
//! (layout order need not have that property); unreachable blocks are not
//! emitted at all. Each IR value maps to the list of its lanes' Cranelift
//! values, a packable vector to its 128-bit chunks, or both
//! ([`simd`]). The families of instructions live in the submodules, one free
//! function per concern, taking the per-function [`FuncCtx`].

mod addresses;
mod branch_inputs;
pub mod call;
mod compile;
mod copies;
mod countdown;
mod divisions;
mod exits;
pub mod inst;
mod invariants;
mod lane_loads;
pub mod math;
pub mod memory;
mod negations;
mod shared_args;
pub mod simd;
mod sink_loads;
mod stepped_test;
mod strength;

use crate::abi;
use crate::CompileError;
use cranelift_codegen::entity::SecondaryMap;
use cranelift_codegen::ir::{self as cl, types, BlockArg, InstBuilder, TrapCode, Value as ClValue};
use cranelift_codegen::isa::CallConv;
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext, Switch};
use cranelift_module::{DataDescription, DataId, FuncId as ClFuncId, Linkage as ClLinkage, Module};
use std::collections::HashMap;
use target_lexicon::Architecture;
use zyme_ir::{
    Block, BlockCall, ByVal, FuncId, Function, Global, GlobalInit, InstData, Linkage, RelocTarget,
    Signature, StackSlot, Type, Value,
};

/// The Cranelift values of the lanes of one IR value.
pub type Lanes = Vec<ClValue>;

/// Lowering functions report only *why*; the dispatcher adds the function
/// and the instruction.
pub type LResult<T> = Result<T, String>;

/// Trap codes of the explicit traps, so that a crash report can tell them
/// from Cranelift's own (division, conversion).
pub const TRAP_CODE: TrapCode = TrapCode::unwrap_user(1);
pub const UNREACHABLE_CODE: TrapCode = TrapCode::unwrap_user(2);

/// What the drivers need after lowering.
pub struct Lowered {
    /// The Cranelift id of every IR function.
    pub funcs: SecondaryMap<FuncId, Option<ClFuncId>>,
    /// The `fn(*const u64, *mut u64)` trampoline of each defined function
    /// (when asked for).
    pub trampolines: HashMap<FuncId, ClFuncId>,
}

/// Module-wide state shared by the lowering of all functions.
pub struct ModuleCtx<'a> {
    pub cl: &'a mut dyn Module,
    pub ir: &'a zyme_ir::Module,
    pub funcs: SecondaryMap<FuncId, Option<ClFuncId>>,
    pub data: SecondaryMap<Global, Option<DataId>>,
    /// Helper symbols (libm, `__powidf2`) declared on first use.
    imports: HashMap<&'static str, ClFuncId>,
    /// Variadic-call stubs by callee and actual parameter types.
    stubs: HashMap<(ClFuncId, cl::Signature), ClFuncId>,
    /// Indirect variadic-call stubs by actual parameter types.
    indirect_stubs: HashMap<cl::Signature, ClFuncId>,
    /// The ISA that runs Cranelift's egraph on functions of at most
    /// [`crate::EGRAPH_MAX_INSTS`] instructions (the module's own runs
    /// none).
    egraph: &'a dyn cranelift_codegen::isa::TargetIsa,
    /// Whether the target has SSE4.1 ([`has_sse41`]), found once.
    sse41: bool,
}

/// Whether `isa` is x86-64 with SSE4.1 (`pinsrq`, which [`lane_loads`]
/// relies on).
fn has_sse41(isa: &dyn cranelift_codegen::isa::TargetIsa) -> bool {
    isa.triple().architecture == Architecture::X86_64
        && isa
            .isa_flags()
            .iter()
            .any(|f| f.name == "has_sse41" && f.as_bool() == Some(true))
}

impl ModuleCtx<'_> {
    pub fn call_conv(&self) -> CallConv {
        self.cl.isa().default_call_conv()
    }

    /// The convention of a function's own signature: the platform's, but
    /// `preserve_all` for a cold function of the module without results
    /// (the tape's growth): a call that clobbers no register costs the
    /// loops around it nothing when it is not made, where a C call makes
    /// them keep every float on the stack.
    pub fn func_call_conv(&self, func: &Function) -> CallConv {
        let arch = self.cl.isa().triple().architecture;
        let supported = matches!(arch, Architecture::X86_64 | Architecture::Aarch64(_));
        if func.cold
            && supported
            && !func.is_declaration()
            && func.sig.returns.is_empty()
            && func.sig.byval.is_empty()
            && !func.sig.variadic
        {
            CallConv::PreserveAll
        } else {
            self.call_conv()
        }
    }

    /// The `byval` parameters of `sig` passed in memory: all of them on
    /// x86-64 (System V copies the struct into the argument area, and so
    /// does Cranelift's `StructArgument`), none on AArch64, whose C ABI
    /// passes a large struct as the pointer to a copy, which is what the
    /// IR already does.
    pub fn byval<'s>(&self, sig: &'s Signature) -> LResult<&'s [ByVal]> {
        if self.cl.isa().triple().architecture != Architecture::X86_64 || sig.byval.is_empty() {
            return Ok(&[]);
        }
        if let Some(b) = sig.byval.iter().find(|b| b.align > 8) {
            return Err(format!(
                "parameter {} is a struct passed by value aligned to {} bytes; Cranelift aligns struct arguments to 8",
                b.param, b.align
            ));
        }
        if sig.variadic {
            return Err("a variadic function with a struct passed by value".into());
        }
        Ok(&sig.byval)
    }

    /// Declares (once) an imported helper function of the C library or the
    /// runtime.
    pub fn import(
        &mut self,
        name: &'static str,
        params: &[types::Type],
        returns: &[types::Type],
    ) -> LResult<ClFuncId> {
        if let Some(&id) = self.imports.get(name) {
            return Ok(id);
        }
        let mut sig = cl::Signature::new(self.call_conv());
        sig.params = params.iter().map(|&t| cl::AbiParam::new(t)).collect();
        sig.returns = returns.iter().map(|&t| cl::AbiParam::new(t)).collect();
        let id = self
            .cl
            .declare_function(name, ClLinkage::Import, &sig)
            .map_err(|e| format!("cannot import `{name}`: {e}"))?;
        self.imports.insert(name, id);
        Ok(id)
    }
}

fn cl_linkage(linkage: Linkage) -> ClLinkage {
    match linkage {
        Linkage::Export => ClLinkage::Export,
        Linkage::Local => ClLinkage::Local,
        Linkage::Import => ClLinkage::Import,
    }
}

/// Lowers a whole module into `cl`: declarations, data, function bodies
/// and (if `trampolines`) the `call_dynamic` entry points.
pub fn lower_module(
    cl: &mut dyn Module,
    ir: &zyme_ir::Module,
    trampolines: bool,
    egraph: &dyn cranelift_codegen::isa::TargetIsa,
) -> Result<Lowered, CompileError> {
    let (lowered, _) = lower_module_with(cl, ir, trampolines, egraph, &|_| false)?;
    Ok(lowered)
}

/// [`lower_module`], where a function for which `may_fail` holds does not
/// stop the lowering when it cannot be compiled (an error, or a panic in
/// Cranelift): it is left undefined, and its error is returned with it.
/// The module is then incomplete, and a caller that cannot do without
/// those functions lowers again with them made imports
/// ([`crate::compile_object_partial`]).
pub fn lower_module_with(
    cl: &mut dyn Module,
    ir: &zyme_ir::Module,
    trampolines: bool,
    egraph: &dyn cranelift_codegen::isa::TargetIsa,
    may_fail: &dyn Fn(FuncId) -> bool,
) -> Result<(Lowered, Vec<(FuncId, CompileError)>), CompileError> {
    let sse41 = has_sse41(cl.isa());
    let mut m = ModuleCtx {
        cl,
        ir,
        egraph,
        funcs: SecondaryMap::new(),
        data: SecondaryMap::new(),
        imports: HashMap::new(),
        stubs: HashMap::new(),
        indirect_stubs: HashMap::new(),
        sse41,
    };
    let used = ir.referenced_functions();
    let skipped = unused_helpers(ir, &used);
    declare_functions(&mut m, &used, &skipped)?;
    define_globals(&mut m)?;

    // Every body lowered to CLIF first, on this thread (the lowering
    // declares what it imports in the module); then Cranelift on all of
    // them at once ([`compile`]); then the machine code defined, in the
    // module's order.
    let mut fb_ctx = FunctionBuilderContext::new();
    let mut failed = Vec::new();
    let mut pending = Vec::new();
    let mut lowered = Vec::new();
    let mut stopped = None;
    for (id, func) in ir.functions.iter() {
        if func.is_declaration() || skipped.contains(&id) {
            continue;
        }
        let outcome = if may_fail(id) {
            std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                lower_function(&mut m, id, &mut fb_ctx)
            }))
            .unwrap_or_else(|panic| {
                Err(func_err(
                    func,
                    format!("Cranelift panicked: {}", panic_message(&*panic)),
                ))
            })
        } else {
            lower_function(&mut m, id, &mut fb_ctx)
        };
        match outcome {
            Ok(p) => {
                lowered.push((id, p.cl_id));
                pending.push(p);
            }
            Err(e) if may_fail(id) => {
                // A body given up half-way leaves the builder's context
                // dirty.
                fb_ctx = FunctionBuilderContext::new();
                failed.push((id, e));
            }
            Err(e) => {
                // Reported after the functions before it, which may fail
                // in Cranelift first: errors come in the module's order.
                stopped = Some(e);
                break;
            }
        }
    }
    // The `call_dynamic` entry points, compiled with the bodies.
    let mut tramps = HashMap::new();
    if trampolines && stopped.is_none() {
        for (id, func) in ir.functions.iter() {
            if !func.is_declaration() && !skipped.contains(&id) {
                let (t, clif) = call::lower_trampoline(&mut m, id, &mut fb_ctx)?;
                tramps.insert(id, t);
                lowered.push((id, t));
                pending.push(compile::Pending {
                    cl_id: t,
                    func: clif,
                    volatile: false,
                });
            }
        }
    }
    let targets = compile::Targets {
        isa: m.cl.isa(),
        egraph: m.egraph,
        sse41: m.sse41,
    };
    let threads = compile::threads(&pending);
    let outcomes = compile::compile_all(pending, &targets, threads);
    for ((id, cl_id), outcome) in lowered.into_iter().zip(outcomes) {
        let func = &ir.functions[id];
        let trampoline = tramps.get(&id) == Some(&cl_id);
        let what = if trampoline {
            "its trampoline"
        } else {
            "the lowered code"
        };
        let rejected = |e: String| func_err(func, format!("Cranelift rejected {what}: {e}"));
        let error = match outcome {
            Ok(code) => match code.define(m.cl, cl_id) {
                Ok(()) => continue,
                Err(e) => rejected(e),
            },
            Err(compile::Failure::Rejected(e)) => rejected(e),
            Err(compile::Failure::Panicked(panic)) if may_fail(id) => func_err(
                func,
                format!("Cranelift panicked: {}", panic_message(&*panic)),
            ),
            Err(compile::Failure::Panicked(panic)) => std::panic::resume_unwind(panic),
        };
        if !may_fail(id) || trampoline {
            return Err(error);
        }
        failed.push((id, error));
    }
    if let Some(e) = stopped {
        return Err(e);
    }
    // In the module's order, whichever half failed.
    failed.sort_by_key(|&(id, _)| id);
    let lowered = Lowered {
        funcs: m.funcs,
        trampolines: tramps,
    };
    Ok((lowered, failed))
}

/// The message of a caught panic (a `&str` or `String` payload).
fn panic_message(panic: &(dyn std::any::Any + Send)) -> String {
    panic
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| panic.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "(no message)".into())
}

/// Declares every function with a body, and the imports something
/// refers to (a call, a function's address, a global's initializer):
/// an undefined symbol nothing uses would still have to be defined at
/// link time (and make a weak reference in the C compiler's object
/// strong).
/// zyme's runtime helpers ([`zyme_ir::library::RUNTIME_HELPERS`]) that
/// nothing calls: zyme-opt inlined them everywhere (lse's gradient calls
/// none of its tape's `take` and `stash`, 58 of its 667 instructions).
fn unused_helpers(
    ir: &zyme_ir::Module,
    used: &std::collections::HashSet<FuncId>,
) -> std::collections::HashSet<FuncId> {
    ir.functions
        .iter()
        .filter(|&(id, f)| {
            f.linkage == Linkage::Local
                && !used.contains(&id)
                && zyme_ir::library::RUNTIME_HELPERS.contains(&f.name.as_str())
        })
        .map(|(id, _)| id)
        .collect()
}

fn declare_functions(
    m: &mut ModuleCtx,
    used: &std::collections::HashSet<FuncId>,
    skipped: &std::collections::HashSet<FuncId>,
) -> Result<(), CompileError> {
    for (id, func) in m.ir.functions.iter() {
        if (func.is_declaration() && !used.contains(&id)) || skipped.contains(&id) {
            continue;
        }
        let err = |message: String| CompileError::Function {
            func: func.name.clone(),
            message,
        };
        let linkage = match (func.is_declaration(), func.linkage) {
            (true, _) => ClLinkage::Import,
            (false, Linkage::Import) => {
                return Err(err(
                    "a function with a body cannot have import linkage".into()
                ))
            }
            (false, l) => cl_linkage(l),
        };
        let sig = abi::signature(
            m.func_call_conv(func),
            &func.sig,
            m.byval(&func.sig).unwrap_or_default(),
        );
        let cl_id =
            m.cl.declare_function(&func.name, linkage, &sig)
                .map_err(|e| err(format!("cannot declare: {e}")))?;
        m.funcs[id] = Some(cl_id);
    }
    Ok(())
}

fn define_globals(m: &mut ModuleCtx) -> Result<(), CompileError> {
    for (id, g) in m.ir.globals.iter() {
        let linkage = match g.init {
            GlobalInit::External => ClLinkage::Import,
            _ => cl_linkage(g.linkage),
        };
        let data =
            m.cl.declare_data(&g.name, linkage, !g.constant, false)
                .map_err(|e| global_err(g, format!("cannot declare: {e}")))?;
        m.data[id] = Some(data);
    }
    for (id, g) in m.ir.globals.iter() {
        let mut desc = DataDescription::new();
        let size = usize::try_from(g.size).map_err(|_| global_err(g, "too large".into()))?;
        match &g.init {
            GlobalInit::External => continue,
            GlobalInit::Zero => desc.define_zeroinit(size),
            GlobalInit::Bytes { data, relocs } => {
                if data.len() != size {
                    return Err(global_err(
                        g,
                        format!("{} initializer bytes for a size of {size}", data.len()),
                    ));
                }
                desc.define(data.clone().into_boxed_slice());
                for r in relocs {
                    let offset = u32::try_from(r.offset)
                        .ok()
                        .filter(|&o| u64::from(o) + 8 <= g.size)
                        .ok_or_else(|| {
                            global_err(g, format!("reloc at {} out of range", r.offset))
                        })?;
                    match r.target {
                        RelocTarget::Global(t) => {
                            let target = m.data.get(t).copied().flatten().ok_or_else(|| {
                                global_err(g, format!("reloc to unknown global {t}"))
                            })?;
                            let gv = m.cl.declare_data_in_data(target, &mut desc);
                            desc.write_data_addr(offset, gv, r.addend);
                        }
                        RelocTarget::Func(f) => {
                            let target = m.funcs.get(f).copied().flatten().ok_or_else(|| {
                                global_err(g, format!("reloc to unknown function {f}"))
                            })?;
                            if r.addend != 0 {
                                return Err(global_err(
                                    g,
                                    "a function address with an addend is not supported".into(),
                                ));
                            }
                            let fr = m.cl.declare_func_in_data(target, &mut desc);
                            desc.write_function_addr(offset, fr);
                        }
                    }
                }
            }
        }
        if !g.align.is_power_of_two() {
            return Err(global_err(
                g,
                format!("alignment {} is not a power of two", g.align),
            ));
        }
        desc.set_align(u64::from(g.align));
        let data = m.data[id].expect("declared above");
        m.cl.define_data(data, &desc)
            .map_err(|e| global_err(g, format!("cannot define: {e}")))?;
    }
    Ok(())
}

fn global_err(g: &zyme_ir::GlobalData, message: String) -> CompileError {
    CompileError::Global {
        global: g.name.clone(),
        message,
    }
}

/// The state of lowering one function.
pub struct FuncCtx<'a, 'b> {
    pub m: &'b mut ModuleCtx<'a>,
    pub b: FunctionBuilder<'b>,
    pub func: &'a Function,
    blocks: SecondaryMap<Block, Option<cl::Block>>,
    vals: SecondaryMap<Value, Lanes>,
    /// The 128-bit chunks of packed vectors ([`simd`]).
    packed: SecondaryMap<Value, Lanes>,
    /// Which forms each packable vector's uses need.
    plan: simd::SimdPlan,
    /// Stack slots, created on first `stack_addr`, with their alignment.
    pub slots: SecondaryMap<StackSlot, Option<(cl::StackSlot, u32)>>,
    /// The return-area pointer, where results are returned in memory.
    sret: Option<ClValue>,
}

impl<'a, 'b> FuncCtx<'a, 'b> {
    /// The IR type of an operand; an error for a dangling value.
    pub fn ty(&self, v: Value) -> LResult<Type> {
        if self.func.dfg.value_is_valid(v) {
            Ok(self.func.dfg.value_type(v))
        } else {
            Err(format!("{v} is not a value of this function"))
        }
    }

    /// The lanes of an operand.
    pub fn lanes(&self, v: Value) -> LResult<Lanes> {
        self.form(v, &self.vals)
    }

    /// The chunks of a packable vector operand ([`simd`]).
    pub fn chunks(&self, v: Value) -> LResult<Lanes> {
        self.form(v, &self.packed)
    }

    /// An operand's lanes or chunks, from `form`; empty where the
    /// definition has not been lowered, which in reverse post-order means
    /// it does not dominate the use.
    fn form(&self, v: Value, form: &SecondaryMap<Value, Lanes>) -> LResult<Lanes> {
        self.ty(v)?;
        let values = &form[v];
        if values.is_empty() {
            return Err(format!(
                "{} is used where its definition does not dominate",
                self.func.display_names().value(v)
            ));
        }
        Ok(values.clone())
    }

    /// The instruction that defines `v`, if an instruction does.
    pub fn def_of(&self, v: Value) -> Option<&'a InstData> {
        let func: &'a Function = self.func;
        func.dfg.value_inst(v)
    }

    /// An operand that must be a scalar.
    pub fn scalar(&self, v: Value) -> LResult<ClValue> {
        let lanes = self.lanes(v)?;
        match lanes[..] {
            [x] => Ok(x),
            _ => Err(format!("expected a scalar, got a {}", self.ty(v)?)),
        }
    }

    pub fn cl_ty(&self, v: ClValue) -> types::Type {
        self.b.func.dfg.value_type(v)
    }

    pub fn ins(&mut self) -> cranelift_frontend::FuncInstBuilder<'_, 'b> {
        self.b.ins()
    }
}

/// Lowers the body of `id` to CLIF, for [`compile`] to finish.
fn lower_function(
    m: &mut ModuleCtx,
    id: FuncId,
    fb_ctx: &mut FunctionBuilderContext,
) -> Result<compile::Pending, CompileError> {
    let func = &m.ir.functions[id];
    let cl_id = m.funcs[id].expect("every function was declared");
    let byval = m.byval(&func.sig).map_err(|e| func_err(func, e))?;
    let mut clif = cl::Function::new();
    clif.signature = abi::signature(m.func_call_conv(func), &func.sig, byval);
    let config = m.cl.isa().frontend_config();
    {
        let b = FunctionBuilder::new(&mut clif, fb_ctx);
        let mut cx = FuncCtx {
            m: &mut *m,
            b,
            func,
            blocks: SecondaryMap::new(),
            vals: SecondaryMap::new(),
            packed: SecondaryMap::new(),
            plan: simd::SimdPlan::new(func),
            slots: SecondaryMap::new(),
            sret: None,
        };
        lower_body(&mut cx)?;
        cx.b.seal_all_blocks();
        cx.b.finalize(config);
    }
    // A volatile access is a plain one in CLIF: a function with one keeps
    // its order.
    let volatile = func.layout.insts().any(|i| match &func.dfg.insts[i] {
        InstData::Load { flags, .. } | InstData::Store { flags, .. } => flags.volatile,
        _ => false,
    });
    Ok(compile::Pending {
        cl_id,
        func: clif,
        volatile,
    })
}

/// The block defining `v` (a parameter's block, or its instruction's
/// when that is in the layout): for the CLIF passes.
fn def_block(func: &cl::Function, v: ClValue) -> Option<cl::Block> {
    match func.dfg.value_def(v) {
        cl::ValueDef::Result(i, _) => func.layout.inst_block(i),
        cl::ValueDef::Param(b, _) => Some(b),
        _ => None,
    }
}

fn func_err(func: &Function, message: impl Into<String>) -> CompileError {
    CompileError::Function {
        func: func.name.clone(),
        message: message.into(),
    }
}

/// Blocks reachable from the entry, in reverse post-order.
fn reverse_post_order(func: &Function) -> Result<Vec<Block>, CompileError> {
    let entry = func.entry_block().expect("only definitions are lowered");
    let succs = |b: Block| -> Result<Vec<Block>, CompileError> {
        let Some(last) = func.layout.last_inst(b) else {
            return Ok(Vec::new());
        };
        let mut out = Vec::new();
        for t in func.dfg.insts[last].targets_iter() {
            if !func.dfg.blocks.is_valid(t.block) || !func.layout.is_block_placed(t.block) {
                return Err(func_err(
                    func,
                    format!("branch to {} which is not in the layout", t.block),
                ));
            }
            out.push(t.block);
        }
        Ok(out)
    };
    let mut seen: SecondaryMap<Block, bool> = SecondaryMap::new();
    let mut post = Vec::new();
    let mut stack = vec![(entry, succs(entry)?, 0usize)];
    seen[entry] = true;
    while let Some((block, next, i)) = stack.last_mut() {
        if let Some(&s) = next.get(*i) {
            *i += 1;
            if !seen[s] {
                seen[s] = true;
                let ss = succs(s)?;
                stack.push((s, ss, 0));
            }
        } else {
            post.push(*block);
            stack.pop();
        }
    }
    post.reverse();
    Ok(post)
}

/// Whether two IR types are interchangeable in the lowering (pointers of
/// different address spaces are).
pub fn same_shape(a: Type, b: Type) -> bool {
    a.lanes() == b.lanes() && (a.lane() == b.lane() || (a.is_ptr() && b.is_ptr()))
}

fn lower_body(cx: &mut FuncCtx) -> Result<(), CompileError> {
    let func = cx.func;
    let order = reverse_post_order(func)?;
    for &block in &order {
        let cl_block = cx.b.create_block();
        cx.blocks[block] = Some(cl_block);
        // A block that calls a cold function of the module (the tape's
        // growth) goes after the rest of the code: the path past it falls
        // through instead of jumping over it, a jump per push in every loop
        // that pushes (lse's forward took one per element).
        let calls_cold = func.layout.block_insts(block).iter().any(|&i| {
            matches!(func.dfg.insts[i], InstData::Call { func: callee, .. }
                if cx.m.ir.functions.get(callee).is_some_and(|f| f.cold))
        });
        // Never the entry, which Cranelift must emit first.
        if calls_cold && block != order[0] {
            cx.b.set_cold_block(cl_block);
        }
        if block == order[0] && abi::returns_in_memory(&func.sig.returns) {
            cx.sret = Some(cx.b.append_block_param(cl_block, types::I64));
        }
        for &p in func.dfg.block_params(block) {
            let ty = func.dfg.value_type(p);
            match simd::chunk_type(ty) {
                Some((chunk, n)) if simd::packed_param(ty, block == order[0]) => {
                    cx.packed[p] = (0..n)
                        .map(|_| cx.b.append_block_param(cl_block, chunk))
                        .collect();
                }
                _ => {
                    cx.vals[p] = abi::lane_types(ty)
                        .map(|t| cx.b.append_block_param(cl_block, t))
                        .collect();
                }
            }
        }
    }
    let entry = order[0];
    let param_types: Vec<Type> = func
        .dfg
        .block_params(entry)
        .iter()
        .map(|&p| func.dfg.value_type(p))
        .collect();
    if param_types.len() != func.sig.params.len()
        || !param_types
            .iter()
            .zip(&func.sig.params)
            .all(|(&a, &b)| same_shape(a, b))
    {
        return Err(func_err(
            func,
            "entry block parameters do not match the signature",
        ));
    }
    let entry_cl = cx.blocks[entry].expect("created above");
    cx.b.switch_to_block(entry_cl);
    let cl_params = cx.b.block_params(entry_cl).to_vec();
    if cl_params.len() != cx.b.func.signature.params.len() {
        return Err(func_err(
            func,
            "entry block parameters do not match the signature",
        ));
    }

    for &block in &order {
        cx.b.switch_to_block(cx.blocks[block].expect("created above"));
        for &p in func.dfg.block_params(block) {
            simd::complete(cx, p);
        }
        let insts = func.layout.block_insts(block);
        let mut terminated = false;
        // Partners of a sine or cosine lowered with it (`math::sincos`).
        let mut done: Vec<zyme_ir::Inst> = Vec::new();
        for &inst in insts {
            if terminated {
                return Err(inst_err(
                    cx,
                    inst,
                    "instruction after the terminator".into(),
                ));
            }
            if done.contains(&inst) {
                continue;
            }
            let data = &func.dfg.insts[inst];
            terminated = data.is_terminator();
            if let Some((partner, [s, c])) =
                math::sincos(cx, block, inst).map_err(|e| inst_err(cx, inst, e))?
            {
                let (mine, theirs) = match data {
                    InstData::Math {
                        op: zyme_ir::MathOp::Sin,
                        ..
                    } => (s, c),
                    _ => (c, s),
                };
                bind_results(cx, inst, vec![vec![mine]], false)
                    .map_err(|e| inst_err(cx, inst, e))?;
                bind_results(cx, partner, vec![vec![theirs]], false)
                    .map_err(|e| inst_err(cx, partner, e))?;
                done.push(partner);
                continue;
            }
            let packed = simd::packs(func, data);
            let results = if packed {
                simd::lower(cx, inst, data)
            } else {
                lower_inst(cx, data)
            };
            let results = results.map_err(|e| inst_err(cx, inst, e))?;
            bind_results(cx, inst, results, packed).map_err(|e| inst_err(cx, inst, e))?;
        }
        if !terminated {
            return Err(func_err(
                func,
                format!(
                    "{} does not end in a terminator",
                    func.display_names().block(block)
                ),
            ));
        }
    }
    Ok(())
}

fn inst_err(cx: &FuncCtx, inst: zyme_ir::Inst, message: String) -> CompileError {
    let names = cx.func.display_names();
    CompileError::Inst {
        func: cx.func.name.clone(),
        inst: zyme_ir::text::printer::print_inst(cx.m.ir, cx.func, &names, inst),
        message,
    }
}

/// Records the lanes (or, from a `packed` instruction, the chunks of
/// packable results) produced for an instruction's results, checking that
/// they have the types the IR says (so Cranelift never sees a mismatch that
/// would only show up as an obscure verifier error), then gives each the
/// other form where the plan needs it.
fn bind_results(
    cx: &mut FuncCtx,
    inst: zyme_ir::Inst,
    results: Vec<Lanes>,
    packed: bool,
) -> LResult<()> {
    let ir_results = cx.func.dfg.inst_results(inst);
    if ir_results.len() != results.len() {
        return Err(format!(
            "the instruction has {} results but its operands give {}",
            ir_results.len(),
            results.len()
        ));
    }
    for (&r, lanes) in ir_results.iter().zip(results) {
        let ty = cx.func.dfg.value_type(r);
        let chunks = simd::value_chunks(cx.func, r).filter(|_| packed);
        let got = lanes.iter().map(|&v| cx.cl_ty(v));
        let matches = match chunks {
            Some((chunk, n)) => lanes.len() == n && got.clone().all(|t| t == chunk),
            None => got.eq(abi::lane_types(ty)),
        };
        if !matches {
            return Err(format!("result type {ty} does not match the operands"));
        }
        if chunks.is_some() {
            cx.packed[r] = lanes;
        } else {
            cx.vals[r] = lanes;
        }
        simd::complete(cx, r);
    }
    Ok(())
}

/// Lowers one instruction and returns the lanes of each of its results.
fn lower_inst(cx: &mut FuncCtx, data: &InstData) -> LResult<Vec<Lanes>> {
    let one = |lanes: Lanes| Ok(vec![lanes]);
    match data {
        InstData::Iconst { ty, imm } => one(inst::iconst(cx, *ty, *imm)?),
        InstData::Fconst { ty, bits } => one(inst::fconst(cx, *ty, *bits)?),
        InstData::GlobalAddr { global } => one(vec![memory::global_addr(cx, *global)?]),
        InstData::FuncAddr { func } => one(vec![call::func_addr(cx, *func)?]),
        InstData::StackAddr { slot } => one(vec![memory::stack_addr(cx, *slot)?]),
        InstData::Unary { op, arg } => one(inst::unary(cx, *op, *arg)?),
        InstData::Binary { op, args } => one(inst::binary(cx, *op, args[0], args[1])?),
        InstData::Icmp { cond, args } => one(inst::icmp(cx, *cond, args[0], args[1])?),
        InstData::Fcmp { cond, args } => one(inst::fcmp(cx, *cond, args[0], args[1])?),
        InstData::Select { args } => one(inst::select(cx, args[0], args[1], args[2])?),
        InstData::Cast { op, arg, ty } => one(inst::cast(cx, *op, *arg, *ty)?),
        InstData::PtrAdd { args } => one(inst::ptr_add(cx, args[0], args[1])?),
        InstData::Load { ty, ptr, flags } => one(memory::load(cx, *ty, *ptr, flags)?),
        InstData::Store { args, flags } => {
            memory::store(cx, args[0], args[1], flags)?;
            Ok(vec![])
        }
        InstData::AtomicRmw { op, ty, args, .. } => {
            one(vec![memory::atomic_rmw(cx, *op, *ty, args[0], args[1])?])
        }
        InstData::CmpXchg { ty, args, .. } => {
            let (old, ok) = memory::cmpxchg(cx, *ty, args[0], args[1], args[2])?;
            Ok(vec![vec![old], vec![ok]])
        }
        InstData::Fence { .. } => {
            cx.ins().fence();
            Ok(vec![])
        }
        InstData::Call { func, args } => call::call(cx, *func, args),
        InstData::CallIndirect { sig, callee, args } => call::call_indirect(cx, sig, *callee, args),
        InstData::Math { op, args } => one(math::math(cx, *op, args)?),
        InstData::Mem { op, args } => {
            memory::mem(cx, *op, args)?;
            Ok(vec![])
        }
        InstData::Gpu { op } => Ok(inst::gpu(cx, *op).into_iter().collect()),
        // A lone thread's warp: every source lane is its own.
        InstData::WarpShuffle { args, .. } => one(cx.lanes(args[1])?),
        InstData::Splat { ty, arg } => one(inst::splat(cx, *ty, *arg)?),
        InstData::ExtractLane { arg, lane } => one(inst::extract_lane(cx, *arg, *lane)?),
        InstData::InsertLane { args, lane } => one(inst::insert_lane(cx, args[0], args[1], *lane)?),
        InstData::Shuffle { args, mask } => one(inst::shuffle(cx, args[0], args[1], mask)?),
        InstData::Jump { dest } => {
            let (block, args) = branch_target(cx, dest)?;
            cx.ins().jump(block, &args);
            Ok(vec![])
        }
        InstData::Brif {
            cond,
            then_dest,
            else_dest,
        } => {
            let c = bool_operand(cx, *cond)?;
            let (tb, ta) = branch_target(cx, then_dest)?;
            let (eb, ea) = branch_target(cx, else_dest)?;
            cx.ins().brif(c, tb, &ta, eb, &ea);
            Ok(vec![])
        }
        InstData::Switch {
            arg,
            cases,
            default,
        } => {
            switch(cx, *arg, cases, default)?;
            Ok(vec![])
        }
        InstData::Return { args } => {
            ret(cx, args)?;
            Ok(vec![])
        }
        InstData::Unreachable => {
            cx.ins().trap(UNREACHABLE_CODE);
            Ok(vec![])
        }
        InstData::Trap => {
            cx.ins().trap(TRAP_CODE);
            Ok(vec![])
        }
    }
}

/// An `i1` scalar operand (a branch or select condition).
pub fn bool_operand(cx: &FuncCtx, v: Value) -> LResult<ClValue> {
    if cx.ty(v)? != Type::I1 {
        return Err(format!("condition must be i1, not {}", cx.ty(v)?));
    }
    cx.scalar(v)
}

/// The Cranelift block and flattened arguments of a branch edge, checked
/// against the destination's parameters.
fn branch_target(cx: &FuncCtx, dest: &BlockCall) -> LResult<(cl::Block, Vec<BlockArg>)> {
    let block = cx.blocks[dest.block].ok_or_else(|| format!("{} is not lowered", dest.block))?;
    let params = cx.func.dfg.block_params(dest.block);
    if params.len() != dest.args.len() {
        return Err(format!(
            "{} arguments for {} parameters of the destination",
            dest.args.len(),
            params.len()
        ));
    }
    let mut out = Vec::new();
    for (&a, &p) in dest.args.iter().zip(params) {
        if !same_shape(cx.ty(a)?, cx.func.dfg.value_type(p)) {
            return Err(format!(
                "argument of type {} for a parameter of type {}",
                cx.ty(a)?,
                cx.func.dfg.value_type(p)
            ));
        }
        let p_ty = cx.func.dfg.value_type(p);
        let entry = Some(dest.block) == cx.func.entry_block();
        let vals = if simd::packed_param(p_ty, entry) {
            cx.chunks(a)?
        } else {
            cx.lanes(a)?
        };
        out.extend(vals.into_iter().map(BlockArg::Value));
    }
    Ok((block, out))
}

/// `switch`: every edge goes through its own block, because Cranelift's
/// jump tables cannot carry block arguments.
fn switch(
    cx: &mut FuncCtx,
    arg: Value,
    cases: &[(u64, BlockCall)],
    default: &BlockCall,
) -> LResult<()> {
    let ty = cx.ty(arg)?;
    if !ty.is_int() || ty.is_vector() || ty.lane() == zyme_ir::ScalarType::I128 {
        return Err(format!("switch on a {ty} is not supported"));
    }
    let x = cx.scalar(arg)?;
    // Widening lets the search tree compare with 64-bit immediates, whose
    // meaning does not depend on the operand's width.
    let x = if cx.cl_ty(x) == types::I64 {
        x
    } else {
        cx.ins().uextend(types::I64, x)
    };
    let max = zyme_ir::value::truncate(u64::MAX, ty.lane().bits());
    let mut sw = Switch::new();
    let mut edges = Vec::new();
    for (value, dest) in cases {
        if *value > max {
            return Err(format!("case {value} does not fit in {ty}"));
        }
        if sw.entries().contains_key(&u128::from(*value)) {
            return Err(format!("case {value} appears twice"));
        }
        let edge = cx.b.create_block();
        sw.set_entry(u128::from(*value), edge);
        edges.push((edge, dest));
    }
    let otherwise = cx.b.create_block();
    edges.push((otherwise, default));
    // Resolve every target before emitting, so that an error leaves no
    // half-built edge blocks behind.
    let targets = edges
        .iter()
        .map(|(edge, dest)| Ok((*edge, branch_target(cx, dest)?)))
        .collect::<LResult<Vec<_>>>()?;
    sw.emit(&mut cx.b, x, otherwise);
    for (edge, (block, args)) in targets {
        cx.b.switch_to_block(edge);
        cx.ins().jump(block, &args);
    }
    Ok(())
}

fn ret(cx: &mut FuncCtx, args: &[Value]) -> LResult<()> {
    let returns = &cx.func.sig.returns;
    if returns.len() != args.len() {
        return Err(format!(
            "{} values returned, the signature has {}",
            args.len(),
            returns.len()
        ));
    }
    let mut vals = Vec::new();
    for (&a, &ty) in args.iter().zip(returns) {
        if !same_shape(cx.ty(a)?, ty) {
            return Err(format!(
                "returns a {} where the signature says {ty}",
                cx.ty(a)?
            ));
        }
        vals.extend(cx.lanes(a)?);
    }
    if let Some(area) = cx.sret {
        let (offsets, _) = abi::return_layout(returns);
        let flags = cl::MemFlagsData::new().with_aligned();
        for (x, off) in vals.into_iter().zip(offsets) {
            cx.ins().store(flags, x, area, off as i32);
        }
        cx.ins().return_(&[]);
    } else {
        cx.ins().return_(&vals);
    }
    Ok(())
}

/// The host's ISA that runs the egraph: for the tests of the CLIF passes.
#[cfg(test)]
pub(crate) fn test_isa() -> cranelift_codegen::isa::OwnedTargetIsa {
    let (_, egraph) =
        crate::isa_pair(&cranelift_native::builder().unwrap(), &crate::FLAGS).unwrap();
    egraph
}

/// `func`'s loops: for the tests of the CLIF passes that read them.
#[cfg(test)]
pub(crate) fn loops_of(func: &cl::Function) -> cranelift_codegen::loop_analysis::LoopAnalysis {
    let cfg = cranelift_codegen::flowgraph::ControlFlowGraph::with_function(func);
    let domtree = cranelift_codegen::dominator_tree::DominatorTree::with_function(func, &cfg);
    let mut loops = cranelift_codegen::loop_analysis::LoopAnalysis::new();
    loops.compute(func, &cfg, &domtree);
    loops
}

/// The frame of [`sum_loop_function`]'s loop.
#[cfg(test)]
pub(crate) struct SumLoop {
    /// The function's parameters: an `f64` array and its length.
    pub p: ClValue,
    pub n: ClValue,
    /// The header's parameters: the index and the running sum.
    pub i: ClValue,
    pub acc: ClValue,
    pub header: cl::Block,
    /// The exit block, with one `f64` parameter when asked for.
    pub exit: cl::Block,
    pub total: Option<ClValue>,
}

#[cfg(test)]
impl SumLoop {
    /// Ends the loop's last block: `brif done, exit, header(next, sum)`,
    /// and the exit block returns the sum before the last iteration.
    pub fn close(&self, b: &mut FunctionBuilder, done: ClValue, next: ClValue, sum: ClValue) {
        b.ins().brif(
            done,
            self.exit,
            &[],
            self.header,
            &[BlockArg::Value(next), BlockArg::Value(sum)],
        );
        b.switch_to_block(self.exit);
        b.ins().return_(&[self.acc]);
    }
}

/// `f(p: i64, n: i64) -> f64` entering a loop `header(i = 0, acc =
/// 0.0)`, whose body `body` builds from the header on (and the exit
/// block's): for the tests of the CLIF passes on loops.
#[cfg(test)]
pub(crate) fn sum_loop_function(
    exit_param: bool,
    body: impl FnOnce(&mut FunctionBuilder, &SumLoop),
) -> cl::Function {
    test_function(&[types::I64, types::I64], &[types::F64], |b, entry| {
        let (p, n) = (b.block_params(entry)[0], b.block_params(entry)[1]);
        let header = b.create_block();
        let exit = b.create_block();
        let i = b.append_block_param(header, types::I64);
        let acc = b.append_block_param(header, types::F64);
        let total = exit_param.then(|| b.append_block_param(exit, types::F64));
        let zero = b.ins().f64const(0.0);
        let first = b.ins().iconst(types::I64, 0);
        b.ins()
            .jump(header, &[BlockArg::Value(first), BlockArg::Value(zero)]);
        b.switch_to_block(header);
        let frame = SumLoop {
            p,
            n,
            i,
            acc,
            header,
            exit,
            total,
        };
        body(b, &frame);
    })
}

/// A [`sum_loop_function`] loop summing `p[..]` at the address `address`
/// makes, its counter stepped by `next` and compared with `n` after the
/// step: for the tests of the CLIF passes on addresses and counters.
#[cfg(test)]
pub(crate) fn summing_loop(
    address: impl FnOnce(&mut FunctionBuilder, &SumLoop) -> ClValue,
    next: impl FnOnce(&mut FunctionBuilder, &SumLoop) -> ClValue,
) -> cl::Function {
    sum_loop_function(false, |b, l| {
        let at = address(b, l);
        let x = b.ins().load(types::F64, cl::MemFlagsData::new(), at, 0);
        let sum = b.ins().fadd(l.acc, x);
        let next = next(b, l);
        let done = b.ins().icmp(cl::condcodes::IntCC::Equal, next, l.n);
        l.close(b, done, next, sum);
    })
}

/// The opcodes of a function's second block in layout order (a test
/// loop's header): for the tests of the CLIF passes on loops.
#[cfg(test)]
pub(crate) fn header_opcodes(func: &cl::Function) -> Vec<cl::Opcode> {
    let header = func.layout.blocks().nth(1).unwrap();
    func.layout
        .block_insts(header)
        .map(|i| func.dfg.insts[i].opcode())
        .collect()
}

/// `i + 1` of a [`SumLoop`]: [`summing_loop`]'s usual step.
#[cfg(test)]
pub(crate) fn plus_one(b: &mut FunctionBuilder, l: &SumLoop) -> ClValue {
    let one = b.ins().iconst(types::I64, 1);
    b.ins().iadd(l.i, one)
}

/// A CLIF function of the given parameter and result types, its body
/// built by `body` from the entry block (which has the parameters), then
/// sealed and finalised for the host: for the tests of the CLIF passes.
#[cfg(test)]
pub(crate) fn test_function(
    params: &[types::Type],
    results: &[types::Type],
    body: impl FnOnce(&mut FunctionBuilder, cl::Block),
) -> cl::Function {
    let isa = test_isa();
    let mut sig = cl::Signature::new(CallConv::SystemV);
    sig.params = params.iter().map(|&t| cl::AbiParam::new(t)).collect();
    sig.returns = results.iter().map(|&t| cl::AbiParam::new(t)).collect();
    let mut func = cl::Function::with_name_signature(cl::UserFuncName::default(), sig);
    let mut fctx = FunctionBuilderContext::new();
    let mut b = FunctionBuilder::new(&mut func, &mut fctx);
    let entry = b.create_block();
    b.append_block_params_for_function_params(entry);
    b.switch_to_block(entry);
    body(&mut b, entry);
    b.seal_all_blocks();
    b.finalize(isa.frontend_config());
    func
}
