//! Calls: direct, indirect and variadic; function addresses; and the
//! `call_dynamic` trampolines.
//!
//! # Variadic calls
//!
//! Cranelift has no varargs. On AArch64 Linux (AAPCS64) variadic arguments
//! travel exactly like fixed ones, so a call site simply uses a signature
//! with the actual argument types. On SysV x86-64 they do too, except that
//! `%al` must bound the number of vector registers used, and Cranelift
//! cannot set it. Such calls therefore go through a stub, one per callee
//! and argument-type list, declared with the actual types:
//!
//! ```text
//! mov eax, 8              ; b8 08 00 00 00   (8 = every xmm register)
//! jmp callee              ; JIT:    ff 25 00 00 00 00 <abs64>
//!                         ; object: e9 <rel32 to callee@PLT>
//! ```
//!
//! The stub leaves every argument register and the stack untouched, so the
//! callee sees exactly the call Cranelift made, plus `%al`.
//!
//! An indirect variadic call has no symbol to jump to, so its stub (one per
//! signature) takes the target as one more integer argument, after the
//! real ones: in the next free integer register, or in the next stack
//! slot once the six are used. The callee never looks there (it reads only
//! the arguments its format asks for), and the stub moves the target to
//! `%r11`, which no argument uses, before setting `%al`:
//!
//! ```text
//! mov r11, rcx            ; 49 89 cb  (the register after the arguments)
//! mov r11, [rsp+8+off]    ; 4c 8b 9c 24 <disp32>  (or its stack slot)
//! mov eax, 8              ; b8 08 00 00 00
//! jmp r11                 ; 41 ff e3
//! ```

use super::{same_shape, FuncCtx, LResult, Lanes, ModuleCtx};
use crate::abi;
use crate::CompileError;
use cranelift_codegen::binemit::Reloc;
use cranelift_codegen::ir::{
    self as cl, types, ExtFuncData, ExternalName, InstBuilder, MemFlagsData, StackSlotData,
    StackSlotKind, UserExternalName, Value as ClValue,
};
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};
use cranelift_module::{FuncId as ClFuncId, ModuleReloc, ModuleRelocTarget};
use target_lexicon::{Architecture, OperatingSystem};
use zyme_ir::{FuncId, ScalarType, Signature, Type, Value};

/// How the target passes variadic arguments.
enum Varargs {
    /// Like fixed arguments: call with the actual types.
    AsFixed,
    /// Like fixed arguments plus `%al`: call through a stub.
    X86Stub,
}

fn varargs(cx: &FuncCtx) -> LResult<Varargs> {
    let triple = cx.m.cl.isa().triple();
    match triple.architecture {
        Architecture::X86_64 if triple.operating_system != OperatingSystem::Windows => {
            Ok(Varargs::X86Stub)
        }
        Architecture::Aarch64(_) if !triple.operating_system.is_like_darwin() => {
            Ok(Varargs::AsFixed)
        }
        _ => Err(format!("variadic calls are not supported on {triple}")),
    }
}

/// The IR types of the arguments, checked against the fixed parameters
/// (and, unless variadic, their number).
fn arg_types(cx: &FuncCtx, sig: &Signature, args: &[Value]) -> LResult<Vec<Type>> {
    if args.len() < sig.params.len() || (!sig.variadic && args.len() != sig.params.len()) {
        return Err(format!(
            "{} arguments for {} parameters",
            args.len(),
            sig.params.len()
        ));
    }
    let mut tys = Vec::new();
    for (i, &a) in args.iter().enumerate() {
        let ty = cx.ty(a)?;
        if let Some(&p) = sig.params.get(i) {
            if !same_shape(ty, p) {
                return Err(format!("argument {i} is a {ty}, the callee takes a {p}"));
            }
        }
        tys.push(ty);
    }
    Ok(tys)
}

fn flat_args(cx: &FuncCtx, args: &[Value]) -> LResult<Vec<ClValue>> {
    let mut out = Vec::new();
    for &a in args {
        out.extend(cx.lanes(a)?);
    }
    Ok(out)
}

/// Regroups a call's flat results into lanes per IR result.
fn group_results(flat: Vec<ClValue>, returns: &[Type]) -> Vec<Lanes> {
    let mut flat = flat.into_iter();
    returns
        .iter()
        .map(|ty| flat.by_ref().take(ty.lanes() as usize).collect())
        .collect()
}

/// Emits a call (through `emit`) and returns its flattened result lanes,
/// passing and reading the return area where the results do not fit in
/// registers (see [`abi::returns_in_memory`]).
pub fn emit_call(
    b: &mut FunctionBuilder,
    returns: &[Type],
    mut args: Vec<ClValue>,
    emit: impl FnOnce(&mut FunctionBuilder, &[ClValue]) -> cl::Inst,
) -> Vec<ClValue> {
    if !abi::returns_in_memory(returns) {
        let call = emit(b, &args);
        return b.inst_results(call).to_vec();
    }
    let (offsets, size) = abi::return_layout(returns);
    let slot = b.create_sized_stack_slot(StackSlotData::new(StackSlotKind::ExplicitSlot, size, 3));
    let addr = b.ins().stack_addr(types::I64, slot, 0);
    args.insert(0, addr);
    emit(b, &args);
    let flags = MemFlagsData::new().with_aligned();
    let lanes = returns
        .iter()
        .flat_map(|t| std::iter::repeat_n(t.lane(), t.lanes() as usize));
    lanes
        .zip(offsets)
        .map(|(lane, off)| b.ins().load(abi::cl_type(lane), flags, addr, off as i32))
        .collect()
}

pub fn call(cx: &mut FuncCtx, func: FuncId, args: &[Value]) -> LResult<Vec<Lanes>> {
    let callee =
        cx.m.ir
            .functions
            .get(func)
            .ok_or_else(|| format!("{func} does not exist"))?;
    let callee_id = cx.m.funcs[func].expect("every function was declared");
    let tys = arg_types(cx, &callee.sig, args)?;
    let vals = flat_args(cx, args)?;
    let byval = cx.m.byval(&callee.sig)?;
    let fref = if callee.sig.variadic {
        let sig = abi::signature_of(cx.m.call_conv(), &tys, &callee.sig.returns, byval);
        match varargs(cx)? {
            Varargs::X86Stub => {
                let stub = variadic_stub(cx.m, callee_id, sig)?;
                cx.m.cl.declare_func_in_func(stub, cx.b.func)
            }
            Varargs::AsFixed => {
                // The callee's own symbol, with this call's signature.
                let sig = cx.b.import_signature(sig);
                let name = cx.b.func.declare_imported_user_function(UserExternalName {
                    namespace: 0,
                    index: callee_id.as_u32(),
                });
                cx.b.import_function(ExtFuncData {
                    name: ExternalName::user(name),
                    signature: sig,
                    colocated: !callee.is_declaration(),
                    patchable: false,
                })
            }
        }
    } else {
        cx.m.cl.declare_func_in_func(callee_id, cx.b.func)
    };
    let flat = emit_call(&mut cx.b, &callee.sig.returns, vals, |b, a| {
        b.ins().call(fref, a)
    });
    Ok(group_results(flat, &callee.sig.returns))
}

pub fn call_indirect(
    cx: &mut FuncCtx,
    sig: &Signature,
    callee: Value,
    args: &[Value],
) -> LResult<Vec<Lanes>> {
    let cty = cx.ty(callee)?;
    if !cty.is_ptr() || cty.is_vector() {
        return Err(format!("callee of type {cty}"));
    }
    let target = cx.scalar(callee)?;
    let tys = arg_types(cx, sig, args)?;
    let mut vals = flat_args(cx, args)?;
    let byval = cx.m.byval(sig)?;
    let cl_sig = abi::signature_of(cx.m.call_conv(), &tys, &sig.returns, byval);
    if sig.variadic {
        if let Varargs::X86Stub = varargs(cx)? {
            let stub = indirect_variadic_stub(cx.m, cl_sig)?;
            let fref = cx.m.cl.declare_func_in_func(stub, cx.b.func);
            // The target goes last (a return-area pointer goes first).
            vals.push(target);
            let flat = emit_call(&mut cx.b, &sig.returns, vals, |b, a| b.ins().call(fref, a));
            return Ok(group_results(flat, &sig.returns));
        }
    }
    let sigref = cx.b.import_signature(cl_sig);
    let flat = emit_call(&mut cx.b, &sig.returns, vals, |b, a| {
        b.ins().call_indirect(sigref, target, a)
    });
    Ok(group_results(flat, &sig.returns))
}

pub fn func_addr(cx: &mut FuncCtx, func: FuncId) -> LResult<ClValue> {
    let id =
        cx.m.funcs
            .get(func)
            .copied()
            .flatten()
            .ok_or_else(|| format!("{func} does not exist"))?;
    let fref = cx.m.cl.declare_func_in_func(id, cx.b.func);
    Ok(cx.ins().func_addr(types::I64, fref))
}

/// The x86-64 stub that calls `callee` with `%al` set (see the module
/// docs), defined on first use for each signature.
fn variadic_stub(m: &mut ModuleCtx, callee: ClFuncId, sig: cl::Signature) -> LResult<ClFuncId> {
    let key = (callee, sig);
    if let Some(&id) = m.stubs.get(&key) {
        return Ok(id);
    }
    let id =
        m.cl.declare_anonymous_function(&key.1)
            .map_err(|e| format!("cannot declare a variadic stub: {e}"))?;
    let target = ModuleRelocTarget::user(0, callee.as_u32());
    let mut bytes = vec![0xb8, 0x08, 0x00, 0x00, 0x00];
    let reloc = if m.cl.isa().flags().is_pic() {
        // Position-independent: a PC-relative jump through the PLT.
        bytes.extend([0xe9, 0, 0, 0, 0]);
        ModuleReloc {
            offset: 6,
            kind: Reloc::X86CallPLTRel4,
            name: target,
            addend: -4,
        }
    } else {
        // The JIT may place the callee anywhere: an absolute indirect jump.
        bytes.extend([0xff, 0x25, 0, 0, 0, 0]);
        bytes.extend([0; 8]);
        ModuleReloc {
            offset: 11,
            kind: Reloc::Abs8,
            name: target,
            addend: 0,
        }
    };
    m.cl.define_function_bytes(id, 16, &bytes, &[reloc])
        .map_err(|e| format!("cannot define a variadic stub: {e}"))?;
    m.stubs.insert(key, id);
    Ok(id)
}

/// Where the SysV x86-64 convention puts one more `i64` argument after the
/// parameters of `sig`: an integer register's number in the encoding
/// (`Ok`), or the offset of its stack slot above the return address
/// (`Err`).
fn next_int_arg(sig: &cl::Signature) -> Result<u8, u32> {
    // rdi, rsi, rdx, rcx, r8, r9.
    const INT_REGS: [u8; 6] = [7, 6, 2, 1, 8, 9];
    let (mut ints, mut floats, mut stack) = (0usize, 0usize, 0u32);
    for p in &sig.params {
        let ty = p.value_type;
        if ty.is_float() || ty.is_vector() {
            if floats < 8 {
                floats += 1;
            } else {
                stack += 8;
            }
        } else if ty.bits() > 64 {
            // An `i128` takes two registers, or two aligned stack slots.
            if ints + 2 <= INT_REGS.len() {
                ints += 2;
            } else {
                stack = stack.next_multiple_of(16) + 16;
            }
        } else if ints < INT_REGS.len() {
            ints += 1;
        } else {
            stack += 8;
        }
    }
    INT_REGS.get(ints).copied().ok_or(stack)
}

/// The x86-64 stub of indirect variadic calls with the actual parameters
/// `sig` (see the module docs): it takes the target after them, moves it to
/// `%r11`, sets `%al` and jumps.
fn indirect_variadic_stub(m: &mut ModuleCtx, sig: cl::Signature) -> LResult<ClFuncId> {
    if let Some(&id) = m.indirect_stubs.get(&sig) {
        return Ok(id);
    }
    let mut bytes = match next_int_arg(&sig) {
        // mov r11, reg
        Ok(reg) => vec![0x49 | ((reg >> 3) << 2), 0x89, 0xc3 | ((reg & 7) << 3)],
        // mov r11, [rsp + 8 + off]
        Err(off) => {
            let disp = (off + 8).to_le_bytes();
            vec![0x4c, 0x8b, 0x9c, 0x24, disp[0], disp[1], disp[2], disp[3]]
        }
    };
    // mov eax, 8; jmp r11
    bytes.extend([0xb8, 0x08, 0x00, 0x00, 0x00, 0x41, 0xff, 0xe3]);
    let mut with_target = sig.clone();
    with_target.params.push(cl::AbiParam::new(types::I64));
    let id =
        m.cl.declare_anonymous_function(&with_target)
            .map_err(|e| format!("cannot declare a variadic stub: {e}"))?;
    m.cl.define_function_bytes(id, 16, &bytes, &[])
        .map_err(|e| format!("cannot define a variadic stub: {e}"))?;
    m.indirect_stubs.insert(sig, id);
    Ok(id)
}

/// Defines `extern "C" fn(args: *const u64, results: *mut u64)` calling
/// `func`: the flattened argument lanes are read from consecutive slots of
/// `args` (in the low bits; an `i128` takes two, low half first), and the
/// result lanes written to consecutive slots of `results`, zero-extended
/// (an `i128` in two). This gives `call_dynamic` one calling convention
/// for every signature, vectors and several results included. Declared
/// and built here; compiled with the module's functions
/// ([`super::compile`]).
pub fn lower_trampoline(
    m: &mut ModuleCtx,
    func: FuncId,
    fb_ctx: &mut FunctionBuilderContext,
) -> Result<(ClFuncId, cl::Function), CompileError> {
    let ir_func = &m.ir.functions[func];
    let err = |message: String| CompileError::Function {
        func: ir_func.name.clone(),
        message,
    };
    let mut sig = cl::Signature::new(m.call_conv());
    sig.params = vec![cl::AbiParam::new(types::I64); 2];
    let id =
        m.cl.declare_anonymous_function(&sig)
            .map_err(|e| err(format!("cannot declare the trampoline: {e}")))?;
    let mut clif = cl::Function::new();
    clif.signature = sig;
    let callee = m.funcs[func].expect("every function was declared");
    {
        let mut b = FunctionBuilder::new(&mut clif, fb_ctx);
        let entry = b.create_block();
        b.append_block_params_for_function_params(entry);
        b.switch_to_block(entry);
        let (args, results) = (b.block_params(entry)[0], b.block_params(entry)[1]);
        let flags = MemFlagsData::new().with_aligned();
        let mut vals = Vec::new();
        let lanes = ir_func
            .sig
            .params
            .iter()
            .flat_map(|&t| std::iter::repeat_n(t.lane(), t.lanes() as usize));
        let mut slot = 0i32;
        for lane in lanes {
            if lane == ScalarType::I128 {
                let lo = b.ins().load(types::I64, flags, args, 8 * slot);
                let hi = b.ins().load(types::I64, flags, args, 8 * slot + 8);
                vals.push(b.ins().iconcat(lo, hi));
                slot += 2;
                continue;
            }
            let x = b.ins().load(abi::cl_type(lane), flags, args, 8 * slot);
            slot += 1;
            vals.push(if lane == ScalarType::I1 {
                b.ins().band_imm_u(x, 1)
            } else {
                x
            });
        }
        let fref = m.cl.declare_func_in_func(callee, b.func);
        let outs = emit_call(&mut b, &ir_func.sig.returns, vals, |b, a| {
            b.ins().call(fref, a)
        });
        let mut slot = 0i32;
        for x in outs {
            let ty = b.func.dfg.value_type(x);
            if ty == types::I128 {
                let (lo, hi) = b.ins().isplit(x);
                b.ins().store(flags, lo, results, 8 * slot);
                b.ins().store(flags, hi, results, 8 * slot + 8);
                slot += 2;
                continue;
            }
            let bits = if ty.is_float() {
                let int = types::Type::int(ty.bits() as u16).expect("f32/f64 widths");
                b.ins().bitcast(int, MemFlagsData::new(), x)
            } else {
                x
            };
            let wide = if b.func.dfg.value_type(bits) == types::I64 {
                bits
            } else {
                b.ins().uextend(types::I64, bits)
            };
            b.ins().store(flags, wide, results, 8 * slot);
            slot += 1;
        }
        b.ins().return_(&[]);
        b.seal_all_blocks();
        b.finalize(m.cl.isa().frontend_config());
    }
    Ok((id, clif))
}
