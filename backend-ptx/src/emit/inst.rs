//! Values: integer and float arithmetic, comparisons, select, casts,
//! native math, GPU special registers and warp shuffles.
//!
//! `i8` lives in a 16-bit register whose high byte is undefined: every
//! operation that reads the high byte (division, right shifts, compares,
//! widening) extends the low byte first (`cvt.s16.s8`).

use super::kernel::FuncCx;
use super::regs::{Reg, RegClass};
use crate::{address_space, special_regs, PtxError};
use zyme_ir::value::sign_extend;
use zyme_ir::{
    BinaryOp, Block, CastOp, FloatCC, Inst, InstData, IntCC, MathOp, ScalarType, ShuffleMode, Type,
    UnaryOp, Value,
};

/// The register width of a scalar (an `i8` lives in 16 bits).
pub(super) fn width(ty: ScalarType) -> u32 {
    match ty {
        ScalarType::I1 => 1,
        ScalarType::I8 | ScalarType::I16 => 16,
        ScalarType::I32 | ScalarType::F32 => 32,
        _ => 64,
    }
}

/// `f32`/`f64` for floats.
fn fty(ty: ScalarType) -> String {
    format!("f{}", ty.bits())
}

/// Float immediates of `x` in the type of `ty`.
fn fimm(ty: ScalarType, x: f64) -> String {
    if ty == ScalarType::F32 {
        format!("0f{:08X}", (x as f32).to_bits())
    } else {
        format!("0d{:016X}", x.to_bits())
    }
}

impl FuncCx<'_> {
    /// Lowers one instruction (`next` is the block laid out after this one).
    pub(super) fn lower(&mut self, inst: Inst, next: Option<Block>) -> Result<(), PtxError> {
        let func = self.func;
        let data = &func.dfg.insts[inst];
        match data {
            // Constants become immediates, or a `mov` at entry when a
            // register is needed.
            InstData::Iconst { .. } | InstData::Fconst { .. } => {}
            InstData::GlobalAddr { global } => self.global_addr(inst, *global)?,
            InstData::FuncAddr { func: f } => {
                let d = self.res(inst, 0);
                let name = self.names.func(*f).to_string();
                self.ins(format!("mov.u64 {d}, {name}"));
            }
            InstData::StackAddr { slot } => {
                let d = self.res(inst, 0);
                let t = self.tmp(RegClass::B64);
                self.ins(format!("mov.u64 {t}, __zyme_{slot}"));
                self.ins(format!("cvta.local.u64 {d}, {t}"));
            }
            InstData::Unary { op, arg } => self.unary(inst, *op, *arg),
            InstData::Binary { op, args } => self.binary(inst, *op, args[0], args[1])?,
            InstData::Icmp { cond, args } => self.icmp(inst, *cond, args[0], args[1]),
            InstData::Fcmp { cond, args } => self.fcmp(inst, *cond, args[0], args[1]),
            InstData::Select { args } => self.select(inst, args[0], args[1], args[2]),
            InstData::Cast { op, arg, ty } => self.cast(inst, *op, *arg, *ty)?,
            InstData::PtrAdd { args } => {
                let d = self.res(inst, 0);
                let p = self.reg(args[0]);
                let off = self.op(args[1]);
                self.ins(format!("add.s64 {d}, {p}, {off}"));
            }
            InstData::Load { ty, ptr, flags } => self.load(inst, ty.lane(), *ptr, flags)?,
            InstData::Store { args, flags } => self.store(args[0], args[1], flags)?,
            InstData::AtomicRmw {
                op,
                ty,
                args,
                ordering,
            } => self.atomic_rmw(inst, *op, ty.lane(), args[0], args[1], *ordering)?,
            InstData::CmpXchg {
                ty, args, success, ..
            } => self.cmpxchg(inst, ty.lane(), args, *success)?,
            InstData::Fence { ordering } => self.fence(*ordering),
            InstData::Call { func: f, args } => self.call(inst, *f, args)?,
            InstData::CallIndirect { sig, callee, args } => {
                self.call_indirect(inst, sig, *callee, args)?
            }
            InstData::Math { op, args } => self.math(inst, *op, args)?,
            InstData::Mem { op, args } => self.mem(*op, args)?,
            InstData::Gpu { op } => match special_regs::source(*op) {
                None => self.ins("bar.sync 0"),
                Some(src) => {
                    let d = self.res(inst, 0);
                    self.ins(format!("mov.u32 {d}, {src}"));
                }
            },
            InstData::WarpShuffle { mode, args } => self.warp_shuffle(inst, *mode, args)?,
            InstData::Splat { .. }
            | InstData::ExtractLane { .. }
            | InstData::InsertLane { .. }
            | InstData::Shuffle { .. } => {
                return Err(self.err("vector operations are not supported; scalarize them first"))
            }
            InstData::Jump { .. }
            | InstData::Brif { .. }
            | InstData::Switch { .. }
            | InstData::Return { .. }
            | InstData::Unreachable
            | InstData::Trap => self.lower_terminator(data, next)?,
        }
        Ok(())
    }

    /// `v` as an operand of its register width, extended from its own
    /// width where that is narrower (`i8`), signed or not.
    pub(super) fn ext(&mut self, v: Value, signed: bool) -> String {
        let ty = self.ty(v);
        if ty != ScalarType::I8 {
            return if signed { self.op(v) } else { self.op_u(v) };
        }
        if let Some(bits) = self.int_const(v) {
            return if signed {
                sign_extend(bits, 8).to_string()
            } else {
                (bits & 0xff).to_string()
            };
        }
        let r = self.reg(v);
        let t = self.tmp(RegClass::B16);
        let cvt = if signed { "cvt.s16.s8" } else { "cvt.u16.u8" };
        self.ins(format!("{cvt} {t}, {r}"));
        t.to_string()
    }

    /// Two operands extended as `ext` does, the first in a register when
    /// both are constants (PTX wants one register operand).
    fn ext_pair(&mut self, a: Value, b: Value, signed: bool) -> (String, String) {
        let x = if self.int_const(a).is_some() && self.int_const(b).is_some() {
            let r = self.reg(a);
            if self.ty(a) == ScalarType::I8 {
                let t = self.tmp(RegClass::B16);
                let cvt = if signed { "cvt.s16.s8" } else { "cvt.u16.u8" };
                self.ins(format!("{cvt} {t}, {r}"));
                t.to_string()
            } else {
                r.to_string()
            }
        } else {
            self.ext(a, signed)
        };
        (x, self.ext(b, signed))
    }

    /// `v` zero-extended into a 32-bit register (for `i8`/`i16` bit
    /// counting).
    fn zext32(&mut self, v: Value) -> Reg {
        let from = if self.ty(v) == ScalarType::I8 {
            "u8"
        } else {
            "u16"
        };
        let r = self.reg(v);
        let t = self.tmp(RegClass::B32);
        self.ins(format!("cvt.u32.{from} {t}, {r}"));
        t
    }

    fn unary(&mut self, inst: Inst, op: UnaryOp, arg: Value) {
        let ty = self.ty(arg);
        let d = self.res(inst, 0);
        let x = self.reg(arg);
        let w = width(ty);
        let bits = ty.bits();
        if ty == ScalarType::I1 {
            let text = match op {
                // -x, |x|, popcnt, bitrev and bswap of one bit are the bit.
                UnaryOp::Bnot | UnaryOp::Ctz | UnaryOp::Clz => format!("not.pred {d}, {x}"),
                _ => format!("mov.pred {d}, {x}"),
            };
            self.ins(text);
            return;
        }
        match op {
            UnaryOp::Ineg => self.ins(format!("neg.s{w} {d}, {x}")),
            UnaryOp::Bnot => self.ins(format!("not.b{w} {d}, {x}")),
            UnaryOp::Fneg => self.ins(format!("neg.{} {d}, {x}", fty(ty))),
            UnaryOp::Iabs => {
                let a = self.ext(arg, true);
                self.ins(format!("abs.s{w} {d}, {a}"));
            }
            UnaryOp::Popcnt | UnaryOp::Clz | UnaryOp::Ctz | UnaryOp::Bitrev if bits == 64 => {
                let t = self.tmp(RegClass::B32);
                match op {
                    UnaryOp::Popcnt => self.ins(format!("popc.b64 {t}, {x}")),
                    UnaryOp::Clz => self.ins(format!("clz.b64 {t}, {x}")),
                    UnaryOp::Ctz => {
                        let r = self.tmp(RegClass::B64);
                        self.ins(format!("brev.b64 {r}, {x}"));
                        self.ins(format!("clz.b64 {t}, {r}"));
                    }
                    _ => {
                        self.ins(format!("brev.b64 {d}, {x}"));
                        return;
                    }
                }
                self.ins(format!("cvt.u64.u32 {d}, {t}"));
            }
            UnaryOp::Popcnt | UnaryOp::Clz | UnaryOp::Ctz | UnaryOp::Bitrev if bits == 32 => {
                match op {
                    UnaryOp::Popcnt => self.ins(format!("popc.b32 {d}, {x}")),
                    UnaryOp::Clz => self.ins(format!("clz.b32 {d}, {x}")),
                    UnaryOp::Ctz => {
                        let r = self.tmp(RegClass::B32);
                        self.ins(format!("brev.b32 {r}, {x}"));
                        self.ins(format!("clz.b32 {d}, {r}"));
                    }
                    _ => self.ins(format!("brev.b32 {d}, {x}")),
                }
            }
            UnaryOp::Popcnt | UnaryOp::Clz | UnaryOp::Ctz | UnaryOp::Bitrev => {
                // i8 and i16: work on the zero-extended 32-bit value.
                let z = self.zext32(arg);
                let t = self.tmp(RegClass::B32);
                match op {
                    UnaryOp::Popcnt => self.ins(format!("popc.b32 {t}, {z}")),
                    UnaryOp::Clz => {
                        self.ins(format!("clz.b32 {t}, {z}"));
                        self.ins(format!("sub.s32 {t}, {t}, {}", 32 - bits));
                    }
                    UnaryOp::Ctz => {
                        // A sentinel bit above the value makes ctz(0) the width.
                        self.ins(format!("or.b32 {z}, {z}, {}", 1u32 << bits));
                        self.ins(format!("brev.b32 {z}, {z}"));
                        self.ins(format!("clz.b32 {t}, {z}"));
                    }
                    _ => {
                        self.ins(format!("brev.b32 {t}, {z}"));
                        self.ins(format!("shr.u32 {t}, {t}, {}", 32 - bits));
                    }
                }
                self.ins(format!("cvt.u16.u32 {d}, {t}"));
            }
            UnaryOp::Bswap => match bits {
                16 => {
                    let z = self.zext32(arg);
                    self.ins(format!("prmt.b32 {z}, {z}, 0, 0x0001"));
                    self.ins(format!("cvt.u16.u32 {d}, {z}"));
                }
                32 => self.ins(format!("prmt.b32 {d}, {x}, 0, 0x0123")),
                64 => {
                    let [lo, hi, nlo, nhi] = [0; 4].map(|_| self.tmp(RegClass::B32));
                    self.ins(format!("mov.b64 {{{lo}, {hi}}}, {x}"));
                    self.ins(format!("prmt.b32 {nlo}, {hi}, 0, 0x0123"));
                    self.ins(format!("prmt.b32 {nhi}, {lo}, 0, 0x0123"));
                    self.ins(format!("mov.b64 {d}, {{{nlo}, {nhi}}}"));
                }
                // The verifier allows bswap on i16, i32 and i64 only.
                _ => self.ins(format!("mov.b{w} {d}, {x}")),
            },
        }
    }

    fn binary(&mut self, inst: Inst, op: BinaryOp, a: Value, b: Value) -> Result<(), PtxError> {
        let ty = self.ty(a);
        let d = self.res(inst, 0);
        if ty == ScalarType::I1 {
            return self.binary_i1(d, op, a, b);
        }
        if ty.is_float() {
            let f = fty(ty);
            let x = self.reg(a);
            let y = self.op(b);
            // `.rn` keeps ptxas from contracting a multiply and an add.
            let name = match op {
                BinaryOp::Fadd => "add.rn",
                BinaryOp::Fsub => "sub.rn",
                BinaryOp::Fmul => "mul.rn",
                BinaryOp::Fdiv => "div.rn",
                _ => {
                    return Err(
                        self.err("frem (C fmod) has no PTX instruction; expand it to a call first")
                    )
                }
            };
            self.ins(format!("{name}.{f} {d}, {x}, {y}"));
            return Ok(());
        }
        let w = width(ty);
        match op {
            BinaryOp::Iadd | BinaryOp::Isub | BinaryOp::Imul => {
                let x = self.reg(a);
                let y = self.op(b);
                let name = match op {
                    BinaryOp::Iadd => "add",
                    BinaryOp::Isub => "sub",
                    _ => "mul.lo",
                };
                self.ins(format!("{name}.s{w} {d}, {x}, {y}"));
            }
            BinaryOp::And | BinaryOp::Or | BinaryOp::Xor => {
                let x = self.reg(a);
                let y = self.op(b);
                self.ins(format!("{op}.b{w} {d}, {x}, {y}"));
            }
            BinaryOp::Udiv | BinaryOp::Urem | BinaryOp::Sdiv | BinaryOp::Srem => {
                let signed = matches!(op, BinaryOp::Sdiv | BinaryOp::Srem);
                let (x, y) = self.ext_pair(a, b, signed);
                self.division_checks(ty, &x, &y, a, b, op == BinaryOp::Sdiv);
                let s = if signed { 's' } else { 'u' };
                let name = if matches!(op, BinaryOp::Udiv | BinaryOp::Sdiv) {
                    "div"
                } else {
                    "rem"
                };
                self.ins(format!("{name}.{s}{w} {d}, {x}, {y}"));
                if op == BinaryOp::Srem {
                    // INT_MIN % -1 is 0 in the IR; PTX leaves it open.
                    match self.int_const(b) {
                        Some(k) if sign_extend(k, ty.bits()) == -1 => {
                            self.ins(format!("mov.b{w} {d}, 0"))
                        }
                        Some(_) => {}
                        None => {
                            let p = self.tmp(RegClass::Pred);
                            self.ins(format!("setp.eq.s{w} {p}, {y}, -1"));
                            self.ins(format!("selp.b{w} {d}, 0, {d}, {p}"));
                        }
                    }
                }
            }
            BinaryOp::Shl | BinaryOp::Lshr | BinaryOp::Ashr => {
                let amount = self.shift_amount(ty, b);
                let text = match op {
                    BinaryOp::Shl => {
                        let x = self.reg(a);
                        format!("shl.b{w} {d}, {x}, {amount}")
                    }
                    BinaryOp::Lshr => {
                        let x = self.ext(a, false);
                        format!("shr.u{w} {d}, {x}, {amount}")
                    }
                    _ => {
                        let x = self.ext(a, true);
                        format!("shr.s{w} {d}, {x}, {amount}")
                    }
                };
                self.ins(text);
            }
            BinaryOp::Rotl | BinaryOp::Rotr => self.rotate(d, op == BinaryOp::Rotl, a, b),
            BinaryOp::Smin | BinaryOp::Smax | BinaryOp::Umin | BinaryOp::Umax => {
                let signed = matches!(op, BinaryOp::Smin | BinaryOp::Smax);
                let (x, y) = self.ext_pair(a, b, signed);
                let name = if matches!(op, BinaryOp::Smin | BinaryOp::Umin) {
                    "min"
                } else {
                    "max"
                };
                let s = if signed { 's' } else { 'u' };
                self.ins(format!("{name}.{s}{w} {d}, {x}, {y}"));
            }
            BinaryOp::Fadd | BinaryOp::Fsub | BinaryOp::Fmul | BinaryOp::Fdiv | BinaryOp::Frem => {
                return Err(self.err("float operation on integers"))
            }
        }
        Ok(())
    }

    /// The traps the IR puts on division: by zero, and `INT_MIN / -1`.
    fn division_checks(
        &mut self,
        ty: ScalarType,
        x: &str,
        y: &str,
        a: Value,
        b: Value,
        sdiv: bool,
    ) {
        if !self.opts.division_traps {
            return;
        }
        let w = width(ty);
        let bits = ty.bits();
        let divisor = self.int_const(b);
        match divisor {
            Some(0) => self.ins("trap"),
            Some(_) => {}
            None => {
                let p = self.tmp(RegClass::Pred);
                self.ins(format!("setp.eq.s{w} {p}, {y}, 0"));
                self.ins(format!("@{p} trap"));
            }
        }
        if !sdiv {
            return;
        }
        let min = sign_extend(1u64 << (bits - 1), bits);
        if self
            .int_const(a)
            .is_some_and(|k| sign_extend(k, bits) != min)
        {
            return;
        }
        // Past the test above, a constant dividend is INT_MIN.
        let dividend_is_min = self.int_const(a).is_some();
        match divisor {
            Some(k) if sign_extend(k, bits) == -1 && dividend_is_min => self.ins("trap"),
            Some(k) if sign_extend(k, bits) == -1 => {
                let p = self.tmp(RegClass::Pred);
                self.ins(format!("setp.eq.s{w} {p}, {x}, {min}"));
                self.ins(format!("@{p} trap"));
            }
            Some(_) => {}
            None if dividend_is_min => {
                let p = self.tmp(RegClass::Pred);
                self.ins(format!("setp.eq.s{w} {p}, {y}, -1"));
                self.ins(format!("@{p} trap"));
            }
            None => {
                let (p, q) = (self.tmp(RegClass::Pred), self.tmp(RegClass::Pred));
                self.ins(format!("setp.eq.s{w} {p}, {x}, {min}"));
                self.ins(format!("setp.eq.and.s{w} {q}, {y}, -1, {p}"));
                self.ins(format!("@{q} trap"));
            }
        }
    }

    /// A shift amount modulo the width of `ty`, as a `.u32` operand.
    fn shift_amount(&mut self, ty: ScalarType, b: Value) -> String {
        let bits = u64::from(ty.bits());
        if let Some(k) = self.int_const(b) {
            return (k % bits).to_string();
        }
        let r = self.reg(b);
        let t = self.tmp(RegClass::B32);
        match r.class {
            RegClass::B64 => self.ins(format!("cvt.u32.u64 {t}, {r}")),
            RegClass::B16 => self.ins(format!("cvt.u32.u16 {t}, {r}")),
            _ => self.ins(format!("mov.b32 {t}, {r}")),
        }
        self.ins(format!("and.b32 {t}, {t}, {}", bits - 1));
        t.to_string()
    }

    fn rotate(&mut self, d: Reg, left: bool, a: Value, b: Value) {
        let ty = self.ty(a);
        let (w, bits) = (width(ty), ty.bits());
        let x = self.reg(a);
        if bits == 32 {
            // `shf` in wrap mode takes the amount modulo 32.
            let n = self.op_u(b);
            let dir = if left { 'l' } else { 'r' };
            self.ins(format!("shf.{dir}.wrap.b32 {d}, {x}, {x}, {n}"));
            return;
        }
        let xz = self.ext(a, false);
        let n = self.shift_amount(ty, b);
        let m = match self.int_const(b) {
            Some(k) if k % u64::from(bits) == 0 => {
                self.ins(format!("mov.b{w} {d}, {x}"));
                return;
            }
            Some(k) => (u64::from(bits) - k % u64::from(bits)).to_string(),
            None => {
                let m = self.tmp(RegClass::B32);
                self.ins(format!("sub.s32 {m}, {bits}, {n}"));
                m.to_string()
            }
        };
        let (l, r) = if left { (n, m) } else { (m, n) };
        let (t1, t2) = (self.tmp(d.class), self.tmp(d.class));
        // The right shift by the full width (amount 0) gives 0: PTX clamps.
        self.ins(format!("shl.b{w} {t1}, {x}, {l}"));
        self.ins(format!("shr.u{w} {t2}, {xz}, {r}"));
        self.ins(format!("or.b{w} {d}, {t1}, {t2}"));
    }

    /// `i1` arithmetic is arithmetic modulo 2.
    fn binary_i1(&mut self, d: Reg, op: BinaryOp, a: Value, b: Value) -> Result<(), PtxError> {
        let x = self.reg(a);
        let y = self.reg(b);
        let text = match op {
            BinaryOp::Iadd | BinaryOp::Isub | BinaryOp::Xor => format!("xor.pred {d}, {x}, {y}"),
            BinaryOp::Imul | BinaryOp::And => format!("and.pred {d}, {x}, {y}"),
            BinaryOp::Or => format!("or.pred {d}, {x}, {y}"),
            // true is -1 signed: the signed minimum is the or.
            BinaryOp::Smin | BinaryOp::Umax => format!("or.pred {d}, {x}, {y}"),
            BinaryOp::Smax | BinaryOp::Umin => format!("and.pred {d}, {x}, {y}"),
            // Amounts are taken modulo 1: always 0.
            BinaryOp::Shl | BinaryOp::Lshr | BinaryOp::Ashr | BinaryOp::Rotl | BinaryOp::Rotr => {
                format!("mov.pred {d}, {x}")
            }
            _ => return Err(self.err("i1 division is not supported by the PTX backend")),
        };
        self.ins(text);
        Ok(())
    }

    fn icmp(&mut self, inst: Inst, cond: IntCC, a: Value, b: Value) {
        let d = self.res(inst, 0);
        let (cc, signed) = match cond {
            IntCC::Eq => ("eq", false),
            IntCC::Ne => ("ne", false),
            IntCC::Slt => ("lt", true),
            IntCC::Sle => ("le", true),
            IntCC::Sgt => ("gt", true),
            IntCC::Sge => ("ge", true),
            IntCC::Ult => ("lt", false),
            IntCC::Ule => ("le", false),
            IntCC::Ugt => ("gt", false),
            IntCC::Uge => ("ge", false),
        };
        let s = if signed { 's' } else { 'u' };
        let ty = self.ty(a);
        if ty == ScalarType::I1 {
            let one = if signed { "-1" } else { "1" };
            let (x, y) = (self.reg(a), self.reg(b));
            let (p, q) = (self.tmp(RegClass::B32), self.tmp(RegClass::B32));
            self.ins(format!("selp.{s}32 {p}, {one}, 0, {x}"));
            self.ins(format!("selp.{s}32 {q}, {one}, 0, {y}"));
            self.ins(format!("setp.{cc}.{s}32 {d}, {p}, {q}"));
            return;
        }
        let (x, y) = self.ext_pair(a, b, signed);
        self.ins(format!("setp.{cc}.{s}{} {d}, {x}, {y}", width(ty)));
    }

    fn fcmp(&mut self, inst: Inst, cond: FloatCC, a: Value, b: Value) {
        let d = self.res(inst, 0);
        let cc = match cond {
            FloatCC::False => return self.ins(format!("mov.pred {d}, 0")),
            FloatCC::True => return self.ins(format!("mov.pred {d}, -1")),
            FloatCC::Oeq => "eq",
            FloatCC::Ogt => "gt",
            FloatCC::Oge => "ge",
            FloatCC::Olt => "lt",
            FloatCC::Ole => "le",
            FloatCC::One => "ne",
            FloatCC::Ord => "num",
            FloatCC::Ueq => "equ",
            FloatCC::Ugt => "gtu",
            FloatCC::Uge => "geu",
            FloatCC::Ult => "ltu",
            FloatCC::Ule => "leu",
            FloatCC::Une => "neu",
            FloatCC::Uno => "nan",
        };
        let f = fty(self.ty(a));
        let x = self.reg(a);
        let y = self.op(b);
        self.ins(format!("setp.{cc}.{f} {d}, {x}, {y}"));
    }

    fn select(&mut self, inst: Inst, c: Value, t: Value, f: Value) {
        let d = self.res(inst, 0);
        let p = self.reg(c);
        if self.ty(t) == ScalarType::I1 {
            let (x, y) = (self.reg(t), self.reg(f));
            self.ins(format!("mov.pred {d}, {y}"));
            self.ins(format!("@{p} mov.pred {d}, {x}"));
            return;
        }
        let x = self.op(t);
        let y = self.op(f);
        self.ins(format!("selp.{} {d}, {x}, {y}, {p}", d.class.ptx_type()));
    }

    fn cast(&mut self, inst: Inst, op: CastOp, arg: Value, to: Type) -> Result<(), PtxError> {
        let from = self.ty(arg);
        let to = to.lane();
        let d = self.res(inst, 0);
        let x = self.reg(arg);
        let (wf, wt) = (width(from), width(to));
        let text = match op {
            CastOp::Trunc | CastOp::Ptrtoint if to == ScalarType::I1 => {
                let t = self.tmp(x.class);
                self.ins(format!("and.b{wf} {t}, {x}, 1"));
                format!("setp.eq.b{wf} {d}, {t}, 1")
            }
            CastOp::Trunc | CastOp::Ptrtoint | CastOp::Bitcast | CastOp::Inttoptr
                if wf == wt && from != ScalarType::I1 =>
            {
                format!("mov.b{wt} {d}, {x}")
            }
            CastOp::Trunc | CastOp::Ptrtoint => format!("cvt.u{wt}.u{wf} {d}, {x}"),
            CastOp::Zext | CastOp::Sext | CastOp::Inttoptr => {
                let signed = op == CastOp::Sext;
                let s = if signed { 's' } else { 'u' };
                if from == ScalarType::I1 {
                    let one = if signed { -1 } else { 1 };
                    format!("selp.{s}{wt} {d}, {one}, 0, {x}")
                } else {
                    format!("cvt.{s}{wt}.{s}{} {d}, {x}", from.bits())
                }
            }
            CastOp::Fptrunc => format!("cvt.rn.f32.f64 {d}, {x}"),
            CastOp::Fpext => format!("cvt.f64.f32 {d}, {x}"),
            CastOp::Fptosi | CastOp::Fptoui => {
                let signed = op == CastOp::Fptosi;
                let f = fty(from);
                if to == ScalarType::I1 {
                    // Saturating: only x <= -1 (signed) or x >= 1 give true.
                    if signed {
                        format!("setp.le.{f} {d}, {x}, {}", fimm(from, -1.0))
                    } else {
                        format!("setp.ge.{f} {d}, {x}, {}", fimm(from, 1.0))
                    }
                } else {
                    // cvt.rzi saturates and maps NaN to 0, as the IR does.
                    let s = if signed { 's' } else { 'u' };
                    format!("cvt.rzi.{s}{}.{f} {d}, {x}", to.bits())
                }
            }
            CastOp::Sitofp | CastOp::Uitofp => {
                let signed = op == CastOp::Sitofp;
                let f = fty(to);
                if from == ScalarType::I1 {
                    let one = fimm(to, if signed { -1.0 } else { 1.0 });
                    format!("selp.{f} {d}, {one}, {}, {x}", fimm(to, 0.0))
                } else {
                    let s = if signed { 's' } else { 'u' };
                    format!("cvt.rn.{f}.{s}{} {d}, {x}", from.bits())
                }
            }
            CastOp::Bitcast if from == ScalarType::I1 => format!("mov.pred {d}, {x}"),
            CastOp::Bitcast => format!("mov.b{wt} {d}, {x}"),
            CastOp::AddrSpaceCast => {
                let (ScalarType::Ptr(fs), ScalarType::Ptr(ts)) = (from, to) else {
                    return Err(self.err("addrspacecast of a non-pointer"));
                };
                let steps = address_space::cast_steps(fs, ts)
                    .ok_or_else(|| self.err("an address space PTX does not have"))?;
                match steps.as_slice() {
                    [] => format!("mov.b64 {d}, {x}"),
                    [one] => format!("{one} {d}, {x}"),
                    [first, second] => {
                        let t = self.tmp(RegClass::B64);
                        self.ins(format!("{first} {t}, {x}"));
                        format!("{second} {d}, {t}")
                    }
                    _ => return Err(self.err("unexpected address space conversion")),
                }
            }
        };
        self.ins(text);
        Ok(())
    }

    fn math(&mut self, inst: Inst, op: MathOp, args: &[Value]) -> Result<(), PtxError> {
        let ty = self.ty(args[0]);
        let f = fty(ty);
        let d = self.res(inst, 0);
        let regs: Vec<Reg> = args.iter().map(|&a| self.reg(a)).collect();
        let x = regs[0];
        let text = match op {
            MathOp::Sqrt => format!("sqrt.rn.{f} {d}, {x}"),
            MathOp::Fabs => format!("abs.{f} {d}, {x}"),
            MathOp::Fma => format!("fma.rn.{f} {d}, {x}, {}, {}", regs[1], regs[2]),
            MathOp::Fmuladd => {
                // Unfused, as the IR defines it.
                let t = self.tmp(d.class);
                self.ins(format!("mul.rn.{f} {t}, {x}, {}", regs[1]));
                format!("add.rn.{f} {d}, {t}, {}", regs[2])
            }
            // PTX min/max return the other operand for one NaN: minnum.
            MathOp::Minnum => format!("min.{f} {d}, {x}, {}", regs[1]),
            MathOp::Maxnum => format!("max.{f} {d}, {x}, {}", regs[1]),
            MathOp::Minimum | MathOp::Maximum => {
                let name = if op == MathOp::Minimum { "min" } else { "max" };
                if ty == ScalarType::F32 {
                    format!("{name}.NaN.f32 {d}, {x}, {}", regs[1])
                } else {
                    // No `.NaN` form for f64: pick NaN when either is one.
                    let t = self.tmp(d.class);
                    let p = self.tmp(RegClass::Pred);
                    self.ins(format!("{name}.f64 {t}, {x}, {}", regs[1]));
                    self.ins(format!("setp.nan.f64 {p}, {x}, {}", regs[1]));
                    format!("selp.f64 {d}, 0d7FF8000000000000, {t}, {p}")
                }
            }
            // PTX's copysign takes the sign from its first operand.
            MathOp::Copysign => format!("copysign.{f} {d}, {}, {x}", regs[1]),
            MathOp::Floor => format!("cvt.rmi.{f}.{f} {d}, {x}"),
            MathOp::Ceil => format!("cvt.rpi.{f}.{f} {d}, {x}"),
            MathOp::Trunc => format!("cvt.rzi.{f}.{f} {d}, {x}"),
            MathOp::Rint => format!("cvt.rni.{f}.{f} {d}, {x}"),
            MathOp::Round => {
                // Half away from zero: trunc(x), plus copysign(1, x) when
                // the dropped fraction is at least one half (exact: x -
                // trunc(x) is representable). inf and NaN keep trunc(x).
                let [t, frac, one, up] = [0; 4].map(|_| self.tmp(d.class));
                let p = self.tmp(RegClass::Pred);
                self.ins(format!("cvt.rzi.{f}.{f} {t}, {x}"));
                self.ins(format!("sub.rn.{f} {frac}, {x}, {t}"));
                self.ins(format!("abs.{f} {frac}, {frac}"));
                self.ins(format!("setp.ge.{f} {p}, {frac}, {}", fimm(ty, 0.5)));
                self.ins(format!("copysign.{f} {one}, {x}, {}", fimm(ty, 1.0)));
                self.ins(format!("add.rn.{f} {up}, {t}, {one}"));
                format!("selp.{f} {d}, {up}, {t}, {p}")
            }
            _ => {
                return Err(self.err(format!(
                    "`{op}` has no exact PTX instruction; run the `zyme_opt::expand_math` \
                     pass first (it calls `__zyme_math.{op}.{f}`)"
                )))
            }
        };
        self.ins(text);
        Ok(())
    }

    fn warp_shuffle(
        &mut self,
        inst: Inst,
        mode: ShuffleMode,
        args: &[Value; 4],
    ) -> Result<(), PtxError> {
        let d = self.res(inst, 0);
        let x = self.reg(args[1]);
        let mask = self.op(args[0]);
        let b = self.op(args[2]);
        let c = self.op(args[3]);
        match x.class {
            RegClass::B32 | RegClass::F32 => {
                self.ins(format!("shfl.sync.{mode}.b32 {d}, {x}, {b}, {c}, {mask}"));
            }
            RegClass::B64 | RegClass::F64 => {
                let [lo, hi, nlo, nhi] = [0; 4].map(|_| self.tmp(RegClass::B32));
                self.ins(format!("mov.b64 {{{lo}, {hi}}}, {x}"));
                self.ins(format!(
                    "shfl.sync.{mode}.b32 {nlo}, {lo}, {b}, {c}, {mask}"
                ));
                self.ins(format!(
                    "shfl.sync.{mode}.b32 {nhi}, {hi}, {b}, {c}, {mask}"
                ));
                self.ins(format!("mov.b64 {d}, {{{nlo}, {nhi}}}"));
            }
            _ => return Err(self.err("a warp shuffle moves i32, i64, f32 or f64")),
        }
        Ok(())
    }
}
