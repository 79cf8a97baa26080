//! Memory: loads and stores in the pointer's state space, atomics,
//! fences, bulk memory loops, and the addresses of globals.

use super::kernel::FuncCx;
use super::regs::{Reg, RegClass};
use crate::{address_space, PtxError};
use zyme_ir::{AddrSpace, Global, Inst, MemFlags, MemOp, Ordering, RmwOp, ScalarType, Value};

/// The `ld`/`st` type of a scalar in memory (`i1` is a byte).
fn mem_type(ty: ScalarType) -> &'static str {
    match ty {
        ScalarType::I1 | ScalarType::I8 => "u8",
        ScalarType::I16 => "u16",
        ScalarType::I32 => "u32",
        // (`i128` is refused before emission.)
        ScalarType::I64 | ScalarType::I128 | ScalarType::Ptr(_) => "u64",
        ScalarType::F32 => "f32",
        ScalarType::F64 => "f64",
    }
}

/// The `.sem.scope` of an atomic read-modify-write, and whether a
/// `fence.sc` must precede it (sequential consistency).
fn rmw_semantics(ordering: Ordering) -> (&'static str, bool) {
    match ordering {
        Ordering::Monotonic => ("", false),
        Ordering::Acquire => (".acquire.gpu", false),
        Ordering::Release => (".release.gpu", false),
        Ordering::AcqRel => (".acq_rel.gpu", false),
        Ordering::SeqCst => (".acq_rel.gpu", true),
    }
}

impl FuncCx<'_> {
    /// The address space of pointer `p` and its state-space qualifier.
    fn space(&self, p: Value) -> Result<(AddrSpace, &'static str), PtxError> {
        let ScalarType::Ptr(space) = self.ty(p) else {
            return Err(self.err("the address is not a pointer"));
        };
        let q = address_space::qualifier(space)
            .ok_or_else(|| self.err(format!("address space {} has no PTX state space", space.0)))?;
        Ok((space, q))
    }

    /// `[p]` or `[p+off]`.
    fn addr(p: Reg, off: u32) -> String {
        if off == 0 {
            format!("[{p}]")
        } else {
            format!("[{p}+{off}]")
        }
    }

    pub(super) fn load(
        &mut self,
        inst: Inst,
        ty: ScalarType,
        ptr: Value,
        flags: &MemFlags,
    ) -> Result<(), PtxError> {
        let (space, sp) = self.space(ptr)?;
        let d = self.res(inst, 0);
        let p = self.reg(ptr);
        let ordinary = matches!(space, AddrSpace::LOCAL | AddrSpace::CONSTANT);
        let q = match flags.ordering {
            // Private and read-only memory has no other observers.
            Some(_) if ordinary => "",
            Some(Ordering::Monotonic) => ".relaxed.gpu",
            Some(Ordering::SeqCst) => {
                self.ins("fence.sc.gpu");
                ".acquire.gpu"
            }
            Some(_) => ".acquire.gpu",
            None if flags.volatile && !ordinary => ".volatile",
            None => "",
        };
        if ty == ScalarType::I1 {
            let t = self.tmp(RegClass::B16);
            self.ins(format!("ld{q}{sp}.u8 {t}, [{p}]"));
            self.ins(format!("and.b16 {t}, {t}, 1"));
            self.ins(format!("setp.ne.b16 {d}, {t}, 0"));
            return Ok(());
        }
        let size = ty.bytes();
        if flags.ordering.is_none() && flags.align < size {
            // PTX needs natural alignment: read aligned pieces.
            let chunk = flags.align.max(1);
            let bits = size * 8;
            let class = RegClass::int(bits);
            let acc = self.tmp(class);
            for i in 0..size / chunk {
                let piece = self.tmp(class);
                let a = Self::addr(p, i * chunk);
                self.ins(format!("ld{q}{sp}.u{} {piece}, {a}", chunk * 8));
                if i == 0 {
                    self.ins(format!("mov.b{bits} {acc}, {piece}"));
                } else {
                    self.ins(format!("shl.b{bits} {piece}, {piece}, {}", i * chunk * 8));
                    self.ins(format!("or.b{bits} {acc}, {acc}, {piece}"));
                }
            }
            self.ins(format!("mov.b{bits} {d}, {acc}"));
            return Ok(());
        }
        self.ins(format!("ld{q}{sp}.{} {d}, [{p}]", mem_type(ty)));
        Ok(())
    }

    pub(super) fn store(
        &mut self,
        value: Value,
        ptr: Value,
        flags: &MemFlags,
    ) -> Result<(), PtxError> {
        let (space, sp) = self.space(ptr)?;
        if space == AddrSpace::CONSTANT {
            return Err(self.err("a store into constant memory"));
        }
        let p = self.reg(ptr);
        let ty = self.ty(value);
        let private = space == AddrSpace::LOCAL;
        let q = match flags.ordering {
            Some(_) if private => "",
            Some(Ordering::Monotonic) => ".relaxed.gpu",
            Some(Ordering::SeqCst) => {
                self.ins("fence.sc.gpu");
                ".relaxed.gpu"
            }
            Some(_) => ".release.gpu",
            None if flags.volatile && !private => ".volatile",
            None => "",
        };
        if ty == ScalarType::I1 {
            let x = self.reg(value);
            let t = self.tmp(RegClass::B16);
            self.ins(format!("selp.u16 {t}, 1, 0, {x}"));
            self.ins(format!("st{q}{sp}.u8 [{p}], {t}"));
            return Ok(());
        }
        let size = ty.bytes();
        if flags.ordering.is_none() && flags.align < size {
            let chunk = flags.align.max(1);
            let bits = size * 8;
            let x = self.reg(value);
            let whole = if ty.is_float() || ty.is_ptr() {
                let t = self.tmp(RegClass::int(bits));
                self.ins(format!("mov.b{bits} {t}, {x}"));
                t
            } else {
                x
            };
            for i in 0..size / chunk {
                let a = Self::addr(p, i * chunk);
                let piece = if i == 0 {
                    whole
                } else {
                    let t = self.tmp(whole.class);
                    self.ins(format!("shr.u{bits} {t}, {whole}, {}", i * chunk * 8));
                    t
                };
                self.ins(format!("st{q}{sp}.u{} {a}, {piece}", chunk * 8));
            }
            return Ok(());
        }
        let x = self.op(value);
        self.ins(format!("st{q}{sp}.{} [{p}], {x}", mem_type(ty)));
        Ok(())
    }

    /// The state space of an atomic: global, shared or generic.
    fn atomic_space(&self, ptr: Value) -> Result<&'static str, PtxError> {
        let (space, sp) = self.space(ptr)?;
        if matches!(space, AddrSpace::LOCAL | AddrSpace::CONSTANT) {
            return Err(self.err("atomics need global, shared or generic memory"));
        }
        Ok(sp)
    }

    pub(super) fn atomic_rmw(
        &mut self,
        inst: Inst,
        op: RmwOp,
        ty: ScalarType,
        ptr: Value,
        x: Value,
        ordering: Ordering,
    ) -> Result<(), PtxError> {
        let sp = self.atomic_space(ptr)?;
        let bits = ty.bits();
        if bits < 8 {
            return Err(self.err(format!(
                "atomic_rmw on {ty}: PTX atomics are 8 (emulated), 16 (emulated), 32 or 64 \
                 bits wide"
            )));
        }
        let (sem, fence) = rmw_semantics(ordering);
        if fence {
            self.ins("fence.sc.gpu");
        }
        let d = self.res(inst, 0);
        let p = self.reg(ptr);
        if bits < 32 {
            self.narrow_rmw(d, op, ty, p, sp, sem, x);
            return Ok(());
        }
        let f = format!("f{bits}");
        let (name, operand) = match op {
            RmwOp::Add => (format!("add.u{bits}"), self.op(x)),
            RmwOp::Sub => {
                let r = self.reg(x);
                let t = self.tmp(r.class);
                self.ins(format!("neg.s{bits} {t}, {r}"));
                (format!("add.u{bits}"), t.to_string())
            }
            RmwOp::And | RmwOp::Or | RmwOp::Xor => (format!("{op}.b{bits}"), self.op(x)),
            RmwOp::Smax => (format!("max.s{bits}"), self.op(x)),
            RmwOp::Smin => (format!("min.s{bits}"), self.op(x)),
            RmwOp::Umax => (format!("max.u{bits}"), self.op(x)),
            RmwOp::Umin => (format!("min.u{bits}"), self.op(x)),
            RmwOp::Xchg => (format!("exch.b{bits}"), self.op(x)),
            RmwOp::Fadd => (format!("add.{f}"), self.op(x)),
            RmwOp::Fsub => {
                let r = self.reg(x);
                let t = self.tmp(r.class);
                self.ins(format!("neg.{f} {t}, {r}"));
                (format!("add.{f}"), t.to_string())
            }
            RmwOp::Nand | RmwOp::Fmax | RmwOp::Fmin => {
                return self.cas_loop(d, op, ty, p, sp, sem, x);
            }
        };
        self.ins(format!("atom{sem}{sp}.{name} {d}, [{p}], {operand}"));
        Ok(())
    }

    /// A read-modify-write PTX has no atom for, as a compare-and-swap loop
    /// on the bits.
    #[allow(clippy::too_many_arguments)]
    fn cas_loop(
        &mut self,
        d: Reg,
        op: RmwOp,
        ty: ScalarType,
        p: Reg,
        sp: &str,
        sem: &str,
        x: Value,
    ) -> Result<(), PtxError> {
        let bits = ty.bits();
        let class = RegClass::int(bits);
        let xr = self.reg(x);
        let old = self.tmp(class);
        let new = self.tmp(class);
        let prev = self.tmp(class);
        let again = self.tmp(RegClass::Pred);
        let head = self.new_label("CAS");
        self.ins(format!("ld{sp}.u{bits} {old}, [{p}]"));
        self.label(&head);
        match op {
            RmwOp::Nand => {
                self.ins(format!("and.b{bits} {new}, {old}, {xr}"));
                self.ins(format!("not.b{bits} {new}, {new}"));
            }
            _ => {
                let f = format!("f{bits}");
                let fclass = if bits == 32 {
                    RegClass::F32
                } else {
                    RegClass::F64
                };
                let (of, nf) = (self.tmp(fclass), self.tmp(fclass));
                let name = if op == RmwOp::Fmax { "max" } else { "min" };
                self.ins(format!("mov.b{bits} {of}, {old}"));
                self.ins(format!("{name}.{f} {nf}, {of}, {xr}"));
                self.ins(format!("mov.b{bits} {new}, {nf}"));
            }
        }
        self.ins(format!(
            "atom{sem}{sp}.cas.b{bits} {prev}, [{p}], {old}, {new}"
        ));
        self.ins(format!("setp.ne.b{bits} {again}, {prev}, {old}"));
        self.ins(format!("mov.b{bits} {old}, {prev}"));
        self.ins(format!("@{again} bra {head}"));
        self.ins(format!("mov.b{bits} {d}, {old}"));
        Ok(())
    }

    /// An 8- or 16-bit read-modify-write as a compare-and-swap loop on
    /// the aligned 32-bit word that holds it (little-endian: the value sits
    /// at bit `8 * (address & 3)`).
    #[allow(clippy::too_many_arguments)]
    fn narrow_rmw(
        &mut self,
        d: Reg,
        op: RmwOp,
        ty: ScalarType,
        p: Reg,
        sp: &str,
        sem: &str,
        x: Value,
    ) {
        let bits = ty.bits();
        let ones: u32 = if bits == 8 { 0xff } else { 0xffff };
        let word = self.tmp(RegClass::B64);
        let [shift, mask, keep, old, cur32, new32, prev] = [0; 7].map(|_| self.tmp(RegClass::B32));
        let again = self.tmp(RegClass::Pred);
        self.ins(format!("and.b64 {word}, {p}, -4"));
        self.ins(format!("cvt.u32.u64 {shift}, {p}"));
        self.ins(format!("and.b32 {shift}, {shift}, 3"));
        self.ins(format!("shl.b32 {shift}, {shift}, 3"));
        self.ins(format!("shl.b32 {mask}, {ones}, {shift}"));
        self.ins(format!("not.b32 {keep}, {mask}"));
        let xr = self.reg(x);
        // Operands of the signed and unsigned comparisons, extended once.
        let (xs, xu) = if bits == 8 {
            let (s, u) = (self.tmp(RegClass::B16), self.tmp(RegClass::B16));
            self.ins(format!("cvt.s16.s8 {s}, {xr}"));
            self.ins(format!("cvt.u16.u8 {u}, {xr}"));
            (s, u)
        } else {
            (xr, xr)
        };
        let head = self.new_label("CAS");
        self.ins(format!("ld{sp}.u32 {old}, [{word}]"));
        self.label(&head);
        self.ins(format!("shr.u32 {cur32}, {old}, {shift}"));
        self.ins(format!("cvt.u16.u32 {d}, {cur32}"));
        let new = self.tmp(RegClass::B16);
        let ext = |cx: &mut Self, signed: bool| {
            if bits == 8 {
                let t = cx.tmp(RegClass::B16);
                let cvt = if signed { "cvt.s16.s8" } else { "cvt.u16.u8" };
                cx.ins(format!("{cvt} {t}, {d}"));
                t
            } else {
                d
            }
        };
        match op {
            RmwOp::Xchg => self.ins(format!("mov.b16 {new}, {xr}")),
            RmwOp::Add => self.ins(format!("add.s16 {new}, {d}, {xr}")),
            RmwOp::Sub => self.ins(format!("sub.s16 {new}, {d}, {xr}")),
            RmwOp::And => self.ins(format!("and.b16 {new}, {d}, {xr}")),
            RmwOp::Or => self.ins(format!("or.b16 {new}, {d}, {xr}")),
            RmwOp::Xor => self.ins(format!("xor.b16 {new}, {d}, {xr}")),
            RmwOp::Nand => {
                self.ins(format!("and.b16 {new}, {d}, {xr}"));
                self.ins(format!("not.b16 {new}, {new}"));
            }
            RmwOp::Smax | RmwOp::Smin => {
                let c = ext(self, true);
                let name = if op == RmwOp::Smax { "max" } else { "min" };
                self.ins(format!("{name}.s16 {new}, {c}, {xs}"));
            }
            RmwOp::Umax | RmwOp::Umin => {
                let c = ext(self, false);
                let name = if op == RmwOp::Umax { "max" } else { "min" };
                self.ins(format!("{name}.u16 {new}, {c}, {xu}"));
            }
            // The verifier keeps float operations on float types.
            RmwOp::Fadd | RmwOp::Fsub | RmwOp::Fmax | RmwOp::Fmin => {
                self.ins(format!("mov.b16 {new}, {d}"))
            }
        }
        self.ins(format!("cvt.u32.u16 {new32}, {new}"));
        self.ins(format!("and.b32 {new32}, {new32}, {ones}"));
        self.ins(format!("shl.b32 {new32}, {new32}, {shift}"));
        self.ins(format!("and.b32 {cur32}, {old}, {keep}"));
        self.ins(format!("or.b32 {new32}, {new32}, {cur32}"));
        self.ins(format!(
            "atom{sem}{sp}.cas.b32 {prev}, [{word}], {old}, {new32}"
        ));
        self.ins(format!("setp.ne.b32 {again}, {prev}, {old}"));
        self.ins(format!("mov.b32 {old}, {prev}"));
        self.ins(format!("@{again} bra {head}"));
    }

    pub(super) fn cmpxchg(
        &mut self,
        inst: Inst,
        ty: ScalarType,
        args: &[Value; 3],
        success: Ordering,
    ) -> Result<(), PtxError> {
        let sp = self.atomic_space(args[0])?;
        let bits = ty.bits();
        if bits < 16 {
            return Err(self.err(format!(
                "cmpxchg on {ty}: PTX compare-and-swap is 16, 32 or 64 bits wide"
            )));
        }
        let (sem, fence) = rmw_semantics(success);
        if fence {
            self.ins("fence.sc.gpu");
        }
        let (d, ok) = (self.res(inst, 0), self.res(inst, 1));
        let p = self.reg(args[0]);
        let e = self.op(args[1]);
        let r = self.op(args[2]);
        self.ins(format!("atom{sem}{sp}.cas.b{bits} {d}, [{p}], {e}, {r}"));
        self.ins(format!("setp.eq.b{bits} {ok}, {d}, {e}"));
        Ok(())
    }

    pub(super) fn fence(&mut self, ordering: Ordering) {
        match ordering {
            Ordering::SeqCst => self.ins("fence.sc.gpu"),
            _ => self.ins("fence.acq_rel.gpu"),
        }
    }

    /// `memcpy`/`memmove`/`memset` as byte loops (`memmove` copies
    /// backwards when the destination lies above the source).
    pub(super) fn mem(&mut self, op: MemOp, args: &[Value; 3]) -> Result<(), PtxError> {
        let (dspace, dsp) = self.space(args[0])?;
        if dspace == AddrSpace::CONSTANT {
            return Err(self.err("a write into constant memory"));
        }
        if self.int_const(args[2]) == Some(0) {
            return Ok(());
        }
        let dst = self.reg(args[0]);
        let len = self.op(args[2]);
        let src = match op {
            MemOp::Memset => None,
            _ => {
                let (sspace, ssp) = self.space(args[1])?;
                Some((self.reg(args[1]), sspace, ssp))
            }
        };
        let byte = match op {
            MemOp::Memset => Some(self.reg(args[1])),
            _ => None,
        };
        let done = self.new_label("MEM");
        if self.int_const(args[2]).is_none() {
            let z = self.tmp(RegClass::Pred);
            self.ins(format!("setp.eq.s64 {z}, {len}, 0"));
            self.ins(format!("@{z} bra {done}"));
        }
        let backward = match (op, src) {
            (MemOp::Memmove, Some((s, sspace, _))) if sspace == dspace => {
                let back = self.new_label("MEM");
                let up = self.tmp(RegClass::Pred);
                self.ins(format!("setp.gt.u64 {up}, {dst}, {s}"));
                self.ins(format!("@{up} bra {back}"));
                Some(back)
            }
            _ => None,
        };
        let i = self.tmp(RegClass::B64);
        self.ins(format!("mov.u64 {i}, 0"));
        let head = self.new_label("MEM");
        self.label(&head);
        self.copy_byte(dst, dsp, src.map(|(s, _, sp)| (s, sp)), byte, i);
        let more = self.tmp(RegClass::Pred);
        self.ins(format!("add.s64 {i}, {i}, 1"));
        self.ins(format!("setp.lt.u64 {more}, {i}, {len}"));
        self.ins(format!("@{more} bra {head}"));
        if let Some(back) = backward {
            self.ins(format!("bra.uni {done}"));
            self.label(&back);
            let j = self.tmp(RegClass::B64);
            self.ins(format!("mov.u64 {j}, {len}"));
            let head = self.new_label("MEM");
            self.label(&head);
            self.ins(format!("sub.s64 {j}, {j}, 1"));
            self.copy_byte(dst, dsp, src.map(|(s, _, sp)| (s, sp)), byte, j);
            let more = self.tmp(RegClass::Pred);
            self.ins(format!("setp.ne.s64 {more}, {j}, 0"));
            self.ins(format!("@{more} bra {head}"));
        }
        self.label(&done);
        Ok(())
    }

    fn copy_byte(
        &mut self,
        dst: Reg,
        dsp: &str,
        src: Option<(Reg, &str)>,
        byte: Option<Reg>,
        i: Reg,
    ) {
        let value = match (src, byte) {
            (Some((s, ssp)), _) => {
                let a = self.tmp(RegClass::B64);
                let b = self.tmp(RegClass::B16);
                self.ins(format!("add.s64 {a}, {s}, {i}"));
                self.ins(format!("ld{ssp}.u8 {b}, [{a}]"));
                b
            }
            (None, Some(b)) => b,
            (None, None) => return,
        };
        let a = self.tmp(RegClass::B64);
        self.ins(format!("add.s64 {a}, {dst}, {i}"));
        self.ins(format!("st{dsp}.u8 [{a}], {value}"));
    }

    /// `mov.u64 %rd, name`, then `cvta.global` when the IR sees the global
    /// through a generic pointer.
    pub(super) fn global_addr(&mut self, inst: Inst, global: Global) -> Result<(), PtxError> {
        let g = &self.module.globals[global];
        let name = self.names.global(global).to_string();
        let d = self.res(inst, 0);
        match g.addr_space {
            AddrSpace::GENERIC => {
                let t = self.tmp(RegClass::B64);
                self.ins(format!("mov.u64 {t}, {name}"));
                self.ins(format!("cvta.global.u64 {d}, {t}"));
            }
            AddrSpace::GLOBAL | AddrSpace::SHARED | AddrSpace::CONSTANT => {
                self.ins(format!("mov.u64 {d}, {name}"));
            }
            other => {
                return Err(self.err(format!(
                    "global @{} is in address space {}, which PTX has no variables in",
                    g.name, other.0
                )))
            }
        }
        Ok(())
    }
}
