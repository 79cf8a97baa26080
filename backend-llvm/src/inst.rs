//! The instructions that are not terminators.

use crate::func::{width_mask, FuncCx, R};
use crate::module::ret_type;
use crate::types::{self, mangle, mem_ty, scalar, splat_const, ty};
use crate::Target;
use zyme_ir::{
    AddrSpace, BinaryOp, CastOp, Inst, InstData, IntCC, MemFlags, MemOp, Ordering, RmwOp,
    ScalarType, Type, UnaryOp, Value,
};

/// Prints one instruction; its results are named `%vN`.
pub fn inst(cx: &mut FuncCx, inst: Inst, data: &InstData) -> R<()> {
    let results: Vec<Value> = cx.f.dfg.inst_results(inst).to_vec();
    // Results named at the start (constants, addresses) print nothing.
    if results.first().is_some_and(|r| cx.names.contains_key(r)) {
        return Ok(());
    }
    let res = |i: usize| -> R<String> {
        results
            .get(i)
            .map(|v| format!("%{v}"))
            .ok_or_else(|| "missing result".to_string())
    };
    let rty = |i: usize| -> R<Type> {
        results
            .get(i)
            .map(|&v| cx.f.dfg.value_type(v))
            .ok_or_else(|| "missing result".to_string())
    };
    match data {
        InstData::Iconst { .. }
        | InstData::Fconst { .. }
        | InstData::GlobalAddr { .. }
        | InstData::FuncAddr { .. }
        | InstData::StackAddr { .. } => Err("unknown symbol".into()),
        InstData::Unary { op, arg } => {
            let v = unary(cx, *op, *arg)?;
            let v = fast_flags(cx, inst, v);
            copy(cx, &res(0)?, rty(0)?, &v);
            Ok(())
        }
        InstData::Binary { op, args } => {
            let v = binary(cx, *op, args[0], args[1])?;
            let v = fast_flags(cx, inst, v);
            copy(cx, &res(0)?, rty(0)?, &v);
            Ok(())
        }
        InstData::Icmp { cond, args } => {
            let (a, b) = (cx.tv(args[0])?, cx.val(args[1])?);
            cx.line(format!("{} = icmp {} {a}, {b}", res(0)?, icc(*cond)));
            Ok(())
        }
        InstData::Fcmp { cond, args } => {
            let (a, b) = (cx.tv(args[0])?, cx.val(args[1])?);
            cx.line(format!("{} = fcmp {} {a}, {b}", res(0)?, cond.name()));
            Ok(())
        }
        InstData::Select { args } => {
            let (c, a, b) = (cx.tv(args[0])?, cx.tv(args[1])?, cx.tv(args[2])?);
            cx.line(format!("{} = select {c}, {a}, {b}", res(0)?));
            Ok(())
        }
        InstData::Cast { op, arg, ty: to } => {
            let v = cast(cx, *op, *arg, *to)?;
            copy(cx, &res(0)?, *to, &v);
            Ok(())
        }
        InstData::PtrAdd { args } => {
            let (p, o) = (cx.tv(args[0])?, cx.tv(args[1])?);
            cx.line(format!("{} = getelementptr i8, {p}, {o}", res(0)?));
            Ok(())
        }
        InstData::Load { ty: t, ptr, flags } => {
            let v = load(cx, *t, *ptr, flags)?;
            copy(cx, &res(0)?, *t, &v);
            Ok(())
        }
        InstData::Store { args, flags } => store(cx, args[0], args[1], flags),
        InstData::AtomicRmw {
            op,
            ty: t,
            args,
            ordering,
        } => {
            let space = ptr_space(cx, args[0])?;
            let scope = cx_scope(cx, space);
            let (p, x) = (cx.tv(args[0])?, cx.tv(args[1])?);
            let align = t.bytes().max(1);
            let op = rmw_name(*op);
            let fenced = nvptx_fences(cx, *ordering);
            fenced.before(cx);
            cx.line(format!(
                "{} = atomicrmw {op} {p}, {x}{scope} {}, align {align}",
                res(0)?,
                ordering.name()
            ));
            fenced.after(cx);
            Ok(())
        }
        InstData::CmpXchg {
            ty: t,
            args,
            success,
            failure,
        } => {
            let space = ptr_space(cx, args[0])?;
            let scope = cx_scope(cx, space);
            let p = cx.tv(args[0])?;
            // cmpxchg takes integers and pointers: floats go as their bits.
            let ity = if t.is_float() {
                t.with_lane(if t.lane() == ScalarType::F32 {
                    ScalarType::I32
                } else {
                    ScalarType::I64
                })
            } else {
                *t
            };
            let mut e = cx.val(args[1])?;
            let mut r = cx.val(args[2])?;
            if ity != *t {
                e = cx.def(format!("bitcast {} {e} to {}", ty(*t), ty(ity)));
                r = cx.def(format!("bitcast {} {r} to {}", ty(*t), ty(ity)));
            }
            let it = ty(ity);
            let fail = match failure {
                Ordering::Release => Ordering::Monotonic,
                Ordering::AcqRel => Ordering::Acquire,
                o => *o,
            };
            let mut fenced = nvptx_fences(cx, *success);
            fenced.acquire |= nvptx_fences(cx, fail).acquire;
            fenced.before(cx);
            let pair = cx.def(format!(
                "cmpxchg {p}, {it} {e}, {it} {r}{scope} {} {}, align {}",
                success.name(),
                fail.name(),
                t.bytes().max(1)
            ));
            fenced.after(cx);
            let old = cx.def(format!("extractvalue {{ {it}, i1 }} {pair}, 0"));
            copy(
                cx,
                &res(0)?,
                *t,
                &format!("bitcast {it} {old} to {}", ty(*t)),
            );
            cx.line(format!(
                "{} = extractvalue {{ {it}, i1 }} {pair}, 1",
                res(1)?
            ));
            Ok(())
        }
        InstData::Fence { ordering } => {
            if cx.target.is_nvptx() {
                // llc-19 selects no `fence` for nvptx64.
                if *ordering != Ordering::Monotonic {
                    membar(cx);
                }
            } else if *ordering != Ordering::Monotonic {
                let scope = if matches!(cx.target, Target::Amdgcn { .. }) {
                    " syncscope(\"agent\")"
                } else {
                    ""
                };
                cx.line(format!("fence{scope} {}", ordering.name()));
            }
            Ok(())
        }
        InstData::Call { func, args } => {
            let callee =
                cx.m.functions
                    .get(*func)
                    .ok_or_else(|| format!("call of unknown {func}"))?;
            if callee.kernel && cx.target.is_gpu() {
                return Err("a kernel cannot be called".into());
            }
            if matches!(cx.target, Target::Amdgcn { .. })
                && callee.is_declaration()
                && matches!(
                    callee.name.as_str(),
                    "malloc" | "free" | "realloc" | "calloc"
                )
            {
                // llc-19 crashes on calls of undefined functions for
                // amdgcn, and the device heap there is ROCm's (ockl), which
                // zyme does not link: zyme's own heap
                // (`zyme_opt::lower_device_heap`, run by `--emit ll-amdgcn`)
                // defines `malloc` and `free`, nothing else.
                let help = match callee.name.as_str() {
                    "malloc" | "free" => {
                        "give the module zyme's device heap first (`zyme_opt::lower_device_heap`; \
                         `zyme grad-kernel --emit ll-amdgcn` does)"
                    }
                    _ => "zyme's device heap has only `malloc` and `free`; emit PTX or nvptx64 LLVM text for this kernel",
                };
                return Err(format!(
                    "`{}` on amdgcn: an undefined heap function ({help})",
                    callee.name
                ));
            }
            let target = types::global_name(&callee.name);
            call(cx, &results, &callee.sig, target, args)
        }
        InstData::CallIndirect { sig, callee, args } => {
            let mut c = cx.val(*callee)?;
            let space = ptr_space(cx, *callee)?;
            if space != AddrSpace::GENERIC {
                c = cx.def(format!("addrspacecast {} {c} to ptr", types::ptr(space)));
            }
            call(cx, &results, sig, c, args)
        }
        InstData::Math { op, args } => {
            let v = crate::math::math(cx, *op, args)?;
            copy(cx, &res(0)?, rty(0)?, &v);
            Ok(())
        }
        InstData::Mem { op, args } => mem(cx, *op, args),
        InstData::Gpu { op } => crate::gpu::gpu(cx, *op, results.first().copied()),
        InstData::WarpShuffle { mode, args } => {
            let v = crate::gpu::warp_shuffle(cx, *mode, args)?;
            copy(cx, &res(0)?, rty(0)?, &v);
            Ok(())
        }
        InstData::Splat { ty: t, arg } => {
            let a = cx.tv(*arg)?;
            if t.is_vector() {
                let vt = ty(*t);
                let one = cx.def(format!("insertelement {vt} poison, {a}, i32 0"));
                cx.line(format!(
                    "{} = shufflevector {vt} {one}, {vt} poison, <{} x i32> zeroinitializer",
                    res(0)?,
                    t.lanes()
                ));
            } else {
                let v = cx.val(*arg)?;
                copy(cx, &res(0)?, *t, &v);
            }
            Ok(())
        }
        InstData::ExtractLane { arg, lane } => {
            let a = cx.tv(*arg)?;
            cx.line(format!("{} = extractelement {a}, i32 {lane}", res(0)?));
            Ok(())
        }
        InstData::InsertLane { args, lane } => {
            let (a, b) = (cx.tv(args[0])?, cx.tv(args[1])?);
            cx.line(format!("{} = insertelement {a}, {b}, i32 {lane}", res(0)?));
            Ok(())
        }
        InstData::Shuffle { args, mask } => {
            let t = cx.ty(args[0])?;
            let n = t.lanes() as u16 * 2;
            if let Some(bad) = mask.iter().find(|&&i| i >= n) {
                return Err(format!("shuffle lane {bad} of {n}"));
            }
            let (a, b) = (cx.tv(args[0])?, cx.tv(args[1])?);
            let m: Vec<String> = mask.iter().map(|i| format!("i32 {i}")).collect();
            cx.line(format!(
                "{} = shufflevector {a}, {b}, <{} x i32> <{}>",
                res(0)?,
                mask.len(),
                m.join(", ")
            ));
            Ok(())
        }
        InstData::Jump { .. }
        | InstData::Brif { .. }
        | InstData::Switch { .. }
        | InstData::Return { .. }
        | InstData::Unreachable
        | InstData::Trap => Err("terminator inside a block".into()),
    }
}

/// `dst = value` where `value` is an instruction text (`add i32 …`) or
/// an operand: operands are copied with an identity bitcast.
pub fn copy(cx: &mut FuncCx, dst: &str, t: Type, value: &str) {
    if is_operand(value) {
        let tt = ty(t);
        cx.line(format!("{dst} = bitcast {tt} {value} to {tt}"));
    } else {
        cx.line(format!("{dst} = {value}"));
    }
}

/// Whether a text is an operand (a `%name`, constant) rather than an
/// instruction.
fn is_operand(text: &str) -> bool {
    text.starts_with('%')
        || text.starts_with('@')
        || text.starts_with('<')
        || text.starts_with('-')
        || text.starts_with("0x")
        || text.bytes().all(|b| b.is_ascii_digit())
        || matches!(text, "true" | "false" | "null" | "poison")
        || text.starts_with("bitcast (")
        || text.starts_with("inttoptr (")
}

pub fn ptr_space(cx: &FuncCx, p: Value) -> R<AddrSpace> {
    match cx.ty(p)?.lane() {
        ScalarType::Ptr(space) => Ok(space),
        other => Err(format!("address of type {other}")),
    }
}

/// `membar.gl` (PTX's `fence.sc.gpu`), CUDA's `__threadfence()`.
fn membar(cx: &mut FuncCx) {
    cx.need("llvm.nvvm.membar.gl", "void", &[]);
    cx.line("call void @llvm.nvvm.membar.gl()");
}

/// The fences that give an atomic access its ordering on nvptx64, where
/// llc-19 selects every atomic as relaxed (and atomic loads and stores
/// only when monotonic): a `membar.gl` before a releasing access and
/// after an acquiring one, PTX's fence-based mapping. None elsewhere.
#[derive(Clone, Copy)]
struct Fences {
    release: bool,
    acquire: bool,
}

impl Fences {
    fn before(self, cx: &mut FuncCx) {
        if self.release {
            membar(cx);
        }
    }

    fn after(self, cx: &mut FuncCx) {
        if self.acquire {
            membar(cx);
        }
    }
}

fn nvptx_fences(cx: &FuncCx, o: Ordering) -> Fences {
    let nvptx = cx.target.is_nvptx();
    Fences {
        release: nvptx && matches!(o, Ordering::Release | Ordering::AcqRel | Ordering::SeqCst),
        acquire: nvptx && matches!(o, Ordering::Acquire | Ordering::AcqRel | Ordering::SeqCst),
    }
}

/// The ordering an atomic load or store is printed with: monotonic on
/// nvptx64, whose fences [`nvptx_fences`] prints around it.
fn printed_ordering(cx: &FuncCx, o: Ordering) -> Ordering {
    if cx.target.is_nvptx() {
        Ordering::Monotonic
    } else {
        o
    }
}

/// The synchronisation scope of an atomic access on the target (on
/// nvptx64 the system's, as clang-19 writes CUDA's atomics).
fn cx_scope(cx: &FuncCx, space: AddrSpace) -> &'static str {
    if !matches!(cx.target, Target::Amdgcn { .. }) {
        ""
    } else if space == AddrSpace::SHARED {
        " syncscope(\"workgroup\")"
    } else {
        " syncscope(\"agent\")"
    }
}

fn icc(cc: IntCC) -> &'static str {
    cc.name()
}

fn rmw_name(op: RmwOp) -> &'static str {
    match op {
        RmwOp::Smax => "max",
        RmwOp::Smin => "min",
        other => other.name(),
    }
}

fn unary(cx: &mut FuncCx, op: UnaryOp, arg: Value) -> R<String> {
    let t = cx.ty(arg)?;
    let (tt, a) = (ty(t), cx.val(arg)?);
    let m = mangle(t);
    if op != UnaryOp::Fneg && !t.is_int() {
        return Err(format!("{op} of a {t}"));
    }
    Ok(match op {
        UnaryOp::Ineg => format!("sub {tt} zeroinitializer, {a}"),
        UnaryOp::Bnot => format!("xor {tt} {a}, {}", splat_const(t, u64::MAX)),
        UnaryOp::Popcnt => {
            let name = format!("llvm.ctpop.{m}");
            cx.need(&name, &tt, &[&tt]);
            format!("call {tt} @{name}({tt} {a})")
        }
        UnaryOp::Ctz | UnaryOp::Clz => {
            let base = if op == UnaryOp::Ctz { "cttz" } else { "ctlz" };
            let name = format!("llvm.{base}.{m}");
            cx.need(&name, &tt, &[&tt, "i1"]);
            format!("call {tt} @{name}({tt} {a}, i1 false)")
        }
        UnaryOp::Bswap => {
            if t.lane().bits() < 16 {
                a
            } else {
                let name = format!("llvm.bswap.{m}");
                cx.need(&name, &tt, &[&tt]);
                format!("call {tt} @{name}({tt} {a})")
            }
        }
        UnaryOp::Bitrev => {
            let name = format!("llvm.bitreverse.{m}");
            cx.need(&name, &tt, &[&tt]);
            format!("call {tt} @{name}({tt} {a})")
        }
        UnaryOp::Iabs => {
            let name = format!("llvm.abs.{m}");
            cx.need(&name, &tt, &[&tt, "i1"]);
            format!("call {tt} @{name}({tt} {a}, i1 false)")
        }
        UnaryOp::Fneg => format!("fneg {tt} {a}"),
    })
}

/// An `i1` that is true when any lane of `cond` (of shape `t`) is.
fn any_lane(cx: &mut FuncCx, t: Type, cond: String) -> String {
    if !t.is_vector() {
        return cond;
    }
    let ct = ty(t.with_lane(ScalarType::I1));
    let name = format!("llvm.vector.reduce.or.v{}i1", t.lanes());
    cx.need(&name, "i1", &[&ct]);
    cx.def(format!("call i1 @{name}({ct} {cond})"))
}

/// `text` (`fadd double %a, %b`) with LLVM's `fast` after the opcode
/// where `inst` is fast derivative arithmetic ([`zyme_ir::Function::fast`]),
/// as Enzyme's derivative instructions carry it.
fn fast_flags(cx: &FuncCx, inst: Inst, text: String) -> String {
    if !(cx.f.fast[inst] && cx.f.dfg.insts[inst].may_be_fast()) {
        return text;
    }
    match text.split_once(' ') {
        Some((op, rest)) if matches!(op, "fadd" | "fsub" | "fmul" | "fdiv" | "fneg") => {
            format!("{op} fast {rest}")
        }
        _ => text,
    }
}

fn binary(cx: &mut FuncCx, op: BinaryOp, x: Value, y: Value) -> R<String> {
    let t = cx.ty(x)?;
    let tt = ty(t);
    let a = cx.val(x)?;
    let mut b = cx.val(y)?;
    if op.is_float() != t.is_float() {
        return Err(format!("{op} of a {t}"));
    }
    let simple = match op {
        BinaryOp::Iadd => Some("add"),
        BinaryOp::Isub => Some("sub"),
        BinaryOp::Imul => Some("mul"),
        BinaryOp::And => Some("and"),
        BinaryOp::Or => Some("or"),
        BinaryOp::Xor => Some("xor"),
        BinaryOp::Fadd => Some("fadd"),
        BinaryOp::Fsub => Some("fsub"),
        BinaryOp::Fmul => Some("fmul"),
        BinaryOp::Fdiv => Some("fdiv"),
        BinaryOp::Frem => Some("frem"),
        _ => None,
    };
    if op == BinaryOp::Frem && cx.target.is_nvptx() {
        // llc-19 computes it as `a - b * trunc(a / b)`, which rounds.
        return Err("frem has no exact lowering on nvptx64".into());
    }
    if let Some(name) = simple {
        return Ok(format!("{name} {tt} {a}, {b}"));
    }
    let w = t.lane().bits();
    let m = mangle(t);
    match op {
        BinaryOp::Shl | BinaryOp::Lshr | BinaryOp::Ashr | BinaryOp::Rotl | BinaryOp::Rotr => {
            // The amount, in the operand's type, modulo the width.
            let bt = cx.ty(y)?;
            if !bt.is_int() || bt.lanes() != t.lanes() {
                return Err(format!("shift amount of type {bt}"));
            }
            let bw = bt.lane().bits();
            if bw > w {
                b = cx.def(format!("trunc {} {b} to {tt}", ty(bt)));
            } else if bw < w {
                b = cx.def(format!("zext {} {b} to {tt}", ty(bt)));
            }
            let amount = cx.def(format!(
                "and {tt} {b}, {}",
                splat_const(t, u64::from(w - 1))
            ));
            Ok(match op {
                BinaryOp::Shl => format!("shl {tt} {a}, {amount}"),
                BinaryOp::Lshr => format!("lshr {tt} {a}, {amount}"),
                BinaryOp::Ashr => format!("ashr {tt} {a}, {amount}"),
                _ => {
                    let f = if op == BinaryOp::Rotl { "fshl" } else { "fshr" };
                    let name = format!("llvm.{f}.{m}");
                    cx.need(&name, &tt, &[&tt, &tt, &tt]);
                    format!("call {tt} @{name}({tt} {a}, {tt} {a}, {tt} {amount})")
                }
            })
        }
        BinaryOp::Smin | BinaryOp::Smax | BinaryOp::Umin | BinaryOp::Umax => {
            let name = format!("llvm.{}.{m}", op.name());
            cx.need(&name, &tt, &[&tt, &tt]);
            Ok(format!("call {tt} @{name}({tt} {a}, {tt} {b})"))
        }
        BinaryOp::Sdiv | BinaryOp::Udiv | BinaryOp::Srem | BinaryOp::Urem => {
            let zero = cx.def(format!("icmp eq {tt} {b}, zeroinitializer"));
            let minus_one = splat_const(t, u64::MAX);
            let fault = if op == BinaryOp::Sdiv {
                // The most negative value (beyond a 64-bit immediate for
                // i128).
                let min = if w > 64 {
                    format!("-{}", 1u128 << (w - 1))
                } else {
                    splat_const(t, 1u64 << (w - 1))
                };
                let is_min = cx.def(format!("icmp eq {tt} {a}, {min}"));
                let is_m1 = cx.def(format!("icmp eq {tt} {b}, {minus_one}"));
                let ct = ty(t.with_lane(ScalarType::I1));
                let ovf = cx.def(format!("and {ct} {is_min}, {is_m1}"));
                cx.def(format!("or {ct} {zero}, {ovf}"))
            } else {
                zero
            };
            let fault = any_lane(cx, t, fault);
            cx.trap_if(&fault);
            if op == BinaryOp::Srem {
                // INT_MIN % -1 is 0: take the remainder by 1 instead.
                let is_m1 = cx.def(format!("icmp eq {tt} {b}, {minus_one}"));
                b = cx.def(format!(
                    "select {} {is_m1}, {tt} {}, {tt} {b}",
                    ty(t.with_lane(ScalarType::I1)),
                    splat_const(t, 1 & width_mask(w))
                ));
            }
            let name = match op {
                BinaryOp::Sdiv => "sdiv",
                BinaryOp::Udiv => "udiv",
                BinaryOp::Srem => "srem",
                _ => "urem",
            };
            Ok(format!("{name} {tt} {a}, {b}"))
        }
        _ => Err(format!("unexpected {op}")),
    }
}

fn cast(cx: &mut FuncCx, op: CastOp, arg: Value, to: Type) -> R<String> {
    let from = cx.ty(arg)?;
    let (ft, tt, a) = (ty(from), ty(to), cx.val(arg)?);
    if from.lanes() != to.lanes() && op != CastOp::Bitcast {
        return Err(format!("{op} from {from} to {to}"));
    }
    let (fw, tw) = (from.lane().bits(), to.lane().bits());
    let plain = |name: &str| format!("{name} {ft} {a} to {tt}");
    Ok(match op {
        CastOp::Trunc | CastOp::Zext | CastOp::Sext => {
            if !from.is_int() || !to.is_int() {
                return Err(format!("{op} from {from} to {to}"));
            }
            if fw == tw {
                a
            } else if fw > tw {
                plain("trunc")
            } else {
                plain(if op == CastOp::Sext { "sext" } else { "zext" })
            }
        }
        CastOp::Fptrunc | CastOp::Fpext => {
            if fw == tw {
                a
            } else if fw > tw {
                plain("fptrunc")
            } else {
                plain("fpext")
            }
        }
        CastOp::Fptosi | CastOp::Fptoui => {
            let base = if op == CastOp::Fptosi {
                "fptosi"
            } else {
                "fptoui"
            };
            let name = format!("llvm.{base}.sat.{}.{}", mangle(to), mangle(from));
            cx.need(&name, &tt, &[&ft]);
            format!("call {tt} @{name}({ft} {a})")
        }
        CastOp::Sitofp => plain("sitofp"),
        CastOp::Uitofp => plain("uitofp"),
        CastOp::Bitcast => match (from.is_ptr(), to.is_ptr()) {
            (true, false) => plain("ptrtoint"),
            (false, true) => plain("inttoptr"),
            (true, true) if from != to => plain("addrspacecast"),
            _ => {
                if from.bits() != to.bits() {
                    return Err(format!("bitcast from {from} to {to}"));
                }
                plain("bitcast")
            }
        },
        CastOp::Ptrtoint => plain("ptrtoint"),
        CastOp::Inttoptr => plain("inttoptr"),
        CastOp::AddrSpaceCast => {
            if from == to {
                a
            } else {
                plain("addrspacecast")
            }
        }
    })
}

fn load_ordering(o: Ordering) -> Ordering {
    match o {
        Ordering::Release => Ordering::Monotonic,
        Ordering::AcqRel => Ordering::Acquire,
        o => o,
    }
}

fn store_ordering(o: Ordering) -> Ordering {
    match o {
        Ordering::Acquire => Ordering::Monotonic,
        Ordering::AcqRel => Ordering::Release,
        o => o,
    }
}

fn load(cx: &mut FuncCx, t: Type, ptr: Value, flags: &MemFlags) -> R<String> {
    let space = ptr_space(cx, ptr)?;
    let p = cx.tv(ptr)?;
    let mt = mem_ty(t);
    let vol = if flags.volatile { " volatile" } else { "" };
    let align = flags.align.max(1);
    let (text, fences) = match flags.ordering {
        Some(o) => {
            let o = load_ordering(o);
            let scope = cx_scope(cx, space);
            let text = format!(
                "load atomic{vol} {}, {p}{scope} {}, align {align}",
                ty(mt),
                printed_ordering(cx, o).name()
            );
            // A load releases nothing unless it is sequentially consistent.
            let mut fences = nvptx_fences(cx, o);
            fences.release = fences.release && o == Ordering::SeqCst;
            (text, fences)
        }
        None => (
            format!("load{vol} {}, {p}, align {align}", ty(mt)),
            nvptx_fences(cx, Ordering::Monotonic),
        ),
    };
    if mt == t && !fences.acquire {
        fences.before(cx);
        return Ok(text);
    }
    fences.before(cx);
    let bytes = cx.def(text);
    fences.after(cx);
    Ok(if mt == t {
        bytes
    } else {
        format!("trunc {} {bytes} to {}", ty(mt), ty(t))
    })
}

fn store(cx: &mut FuncCx, value: Value, ptr: Value, flags: &MemFlags) -> R<()> {
    let space = ptr_space(cx, ptr)?;
    let p = cx.tv(ptr)?;
    let t = cx.ty(value)?;
    let mt = mem_ty(t);
    let mut v = cx.val(value)?;
    if mt != t {
        v = cx.def(format!("zext {} {v} to {}", ty(t), ty(mt)));
    }
    let vol = if flags.volatile { " volatile" } else { "" };
    let align = flags.align.max(1);
    let (line, fences) = match flags.ordering {
        Some(o) => {
            let o = store_ordering(o);
            let scope = cx_scope(cx, space);
            let line = format!(
                "store atomic{vol} {} {v}, {p}{scope} {}, align {align}",
                ty(mt),
                printed_ordering(cx, o).name()
            );
            // A store acquires nothing unless it is sequentially consistent.
            let mut fences = nvptx_fences(cx, o);
            fences.acquire = fences.acquire && o == Ordering::SeqCst;
            (line, fences)
        }
        None => (
            format!("store{vol} {} {v}, {p}, align {align}", ty(mt)),
            nvptx_fences(cx, Ordering::Monotonic),
        ),
    };
    fences.before(cx);
    cx.line(line);
    fences.after(cx);
    Ok(())
}

fn call(
    cx: &mut FuncCx,
    results: &[Value],
    sig: &zyme_ir::Signature,
    callee: String,
    args: &[Value],
) -> R<()> {
    if args.len() < sig.params.len() || (!sig.variadic && args.len() != sig.params.len()) {
        return Err(format!(
            "{} arguments for {} parameters",
            args.len(),
            sig.params.len()
        ));
    }
    let ret = ret_type(sig);
    let fn_ty = if sig.variadic {
        format!("{ret} ({})", crate::module::param_types(sig).join(", "))
    } else {
        ret.clone()
    };
    let mut a = args.iter().map(|&v| cx.tv(v)).collect::<R<Vec<_>>>()?;
    for b in &sig.byval {
        // `ptr %v` becomes `ptr byval(…) align A %v`.
        if let Some(arg) = a.get_mut(b.param as usize) {
            if let Some((ty, v)) = arg.rsplit_once(' ') {
                *arg = format!("{ty}{} {v}", crate::module::byval_attr(b));
            }
        }
    }
    let text = format!("call {fn_ty} {callee}({})", a.join(", "));
    match results {
        [] => cx.line(text),
        [one] => cx.line(format!("%{one} = {text}")),
        many => {
            let agg = cx.def(text);
            for (i, r) in many.iter().enumerate() {
                cx.line(format!("%{r} = extractvalue {ret} {agg}, {i}"));
            }
        }
    }
    Ok(())
}

fn mem(cx: &mut FuncCx, op: MemOp, args: &[Value; 3]) -> R<()> {
    let dst_space = ptr_space(cx, args[0])?;
    let dst = cx.tv(args[0])?;
    let lt = cx.ty(args[2])?;
    if !lt.is_int() || lt.is_vector() {
        return Err(format!("length of type {lt}"));
    }
    let len = cx.tv(args[2])?;
    let lm = mangle(lt);
    let dp = types::ptr(dst_space);
    match op {
        MemOp::Memcpy | MemOp::Memmove => {
            let src_space = ptr_space(cx, args[1])?;
            let src = cx.tv(args[1])?;
            let name = format!("llvm.{}.p{}.p{}.{lm}", op.name(), dst_space.0, src_space.0);
            let sp = types::ptr(src_space);
            let lts = scalar(lt.lane());
            cx.need(&name, "void", &[&dp, &sp, &lts, "i1"]);
            cx.line(format!("call void @{name}({dst}, {src}, {len}, i1 false)"));
        }
        MemOp::Memset => {
            let bt = cx.ty(args[1])?;
            if !bt.is_int() || bt.is_vector() {
                return Err(format!("memset byte of type {bt}"));
            }
            let mut byte = cx.val(args[1])?;
            let bits = bt.lane().bits();
            if bits > 8 {
                byte = cx.def(format!("trunc {} {byte} to i8", ty(bt)));
            } else if bits < 8 {
                byte = cx.def(format!("zext {} {byte} to i8", ty(bt)));
            }
            let name = format!("llvm.memset.p{}.{lm}", dst_space.0);
            let lts = scalar(lt.lane());
            cx.need(&name, "void", &[&dp, "i8", &lts, "i1"]);
            cx.line(format!(
                "call void @{name}({dst}, i8 {byte}, {len}, i1 false)"
            ));
        }
    }
    Ok(())
}

/// Applies `lane_fn` to every lane of vector operands (scalars pass
/// through whole), rebuilding a vector of type `t`.
pub fn per_lane(
    cx: &mut FuncCx,
    t: Type,
    args: &[(Type, String)],
    mut lane_fn: impl FnMut(&mut FuncCx, &[String]) -> R<String>,
) -> R<String> {
    if !t.is_vector() {
        let a: Vec<String> = args.iter().map(|(_, v)| v.clone()).collect();
        return lane_fn(cx, &a);
    }
    let vt = ty(t);
    let mut acc = "poison".to_string();
    for i in 0..t.lanes() {
        let mut lane_args = Vec::new();
        for (at, v) in args {
            if at.is_vector() {
                lane_args.push(cx.def(format!("extractelement {} {v}, i32 {i}", ty(*at))));
            } else {
                lane_args.push(v.clone());
            }
        }
        let r = lane_fn(cx, &lane_args)?;
        let r = if is_operand(&r) { r } else { cx.def(r) };
        acc = cx.def(format!(
            "insertelement {vt} {acc}, {} {r}, i32 {i}",
            scalar(t.lane())
        ));
    }
    Ok(acc)
}

#[cfg(test)]
mod tests {
    use crate::{print_module, Target};

    #[test]
    fn fast_derivative_arithmetic_prints_fast() {
        let module = zyme_ir::text::parse_module(
            "func export @f(f64, f64) -> f64 {
block0(v0: f64, v1: f64):
    v2 = fmul fast v0, v1
    v3 = fneg fast v2
    v4 = fadd v3, v0
    return v4
}",
        )
        .unwrap();
        let text = print_module(&module, &Target::X86_64Linux).unwrap();
        assert!(text.contains("fmul fast double"), "{text}");
        assert!(text.contains("fneg fast double"), "{text}");
        assert!(text.contains("fadd double"), "{text}");
    }
}
