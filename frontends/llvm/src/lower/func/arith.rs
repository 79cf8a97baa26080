//! Integer and float arithmetic, comparisons and casts, with integers of
//! odd widths (`i9`, `i33`) kept sign-extended in their zyme container.

use super::FnLower;
use crate::ast::{BinOp, CastOp as LCast, FloatPredicate, IntPredicate, Type as LType};
use crate::lower::layout::int_container;
use crate::lower::{LowerError, R};
use zyme_ir::{BinaryOp, CastOp, FloatCC, IntCC, ScalarType, Type, UnaryOp, Value};

/// Whether `bits` is a width zyme has natively.
pub(in crate::lower) fn native_width(bits: u32) -> bool {
    matches!(bits, 1 | 8 | 16 | 32 | 64 | 128)
}

impl<'c, 'a, 'm> FnLower<'c, 'a, 'm> {
    /// Re-extends the low `bits` of `v` over its container.
    pub fn sext_in_reg(&mut self, v: Value, bits: u32, container: Type) -> Value {
        let cbits = container.lane().bits();
        if bits >= cbits {
            return v;
        }
        let sh = self.b.iconst(container, i64::from(cbits - bits));
        let up = self.b.shl(v, sh);
        self.b.ashr(up, sh)
    }

    /// Clears all but the low `bits` of `v`.
    pub fn zext_in_reg(&mut self, v: Value, bits: u32, container: Type) -> Value {
        if bits >= container.lane().bits() {
            return v;
        }
        if container.lane().bits() > 64 {
            // No 128-bit immediates: shift the high bits out and back.
            let sh = self.b.iconst(container, i64::from(128 - bits));
            let up = self.b.shl(v, sh);
            return self.b.lshr(up, sh);
        }
        let mask = self.b.iconst(container, ((1u64 << bits) - 1) as i64);
        self.b.band(v, mask)
    }

    /// An LLVM binary operator; odd-width results re-extended, and their
    /// unsigned operands cleared above their width first.
    pub fn binary(&mut self, op: BinOp, ty: &LType, a: Value, b: Value) -> R<Value> {
        let odd = match self.int_bits(ty).filter(|&bits| !native_width(bits)) {
            Some(bits) => Some((
                bits,
                int_container(bits).ok_or_else(|| {
                    LowerError::bare(format!(
                        "i{bits} is wider than 128 bits, which zyme does not support"
                    ))
                })?,
            )),
            None => None,
        };
        let zop = match op {
            BinOp::Add => BinaryOp::Iadd,
            BinOp::Sub => BinaryOp::Isub,
            BinOp::Mul => BinaryOp::Imul,
            BinOp::UDiv => BinaryOp::Udiv,
            BinOp::SDiv => BinaryOp::Sdiv,
            BinOp::URem => BinaryOp::Urem,
            BinOp::SRem => BinaryOp::Srem,
            BinOp::Shl => BinaryOp::Shl,
            BinOp::LShr => BinaryOp::Lshr,
            BinOp::AShr => BinaryOp::Ashr,
            BinOp::And => BinaryOp::And,
            BinOp::Or => BinaryOp::Or,
            BinOp::Xor => BinaryOp::Xor,
            BinOp::FAdd => BinaryOp::Fadd,
            BinOp::FSub => BinaryOp::Fsub,
            BinOp::FMul => BinaryOp::Fmul,
            BinOp::FDiv => BinaryOp::Fdiv,
            BinOp::FRem => BinaryOp::Frem,
        };
        let Some((bits, c)) = odd else {
            return Ok(self.b.binary(zop, a, b));
        };
        Ok(match op {
            BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Shl => {
                let r = self.b.binary(zop, a, b);
                self.sext_in_reg(r, bits, c)
            }
            BinOp::UDiv | BinOp::URem | BinOp::LShr => {
                let a = self.zext_in_reg(a, bits, c);
                let b = self.zext_in_reg(b, bits, c);
                let r = self.b.binary(zop, a, b);
                self.sext_in_reg(r, bits, c)
            }
            _ => self.b.binary(zop, a, b),
        })
    }

    /// An LLVM cast between scalar (or vector) types.
    pub fn cast(&mut self, op: LCast, from: &LType, to: &LType, v: Value) -> R<Value> {
        let to_z = self.value_type(to)?;
        let from_z = self.value_type(from)?;
        let from_bits = self.int_bits(from);
        let to_bits = self.int_bits(to);
        Ok(match op {
            LCast::Trunc => {
                let r = if from_z == to_z {
                    v
                } else {
                    self.b.cast(CastOp::Trunc, v, to_z)
                };
                match to_bits {
                    Some(bits) if !native_width(bits) => self.sext_in_reg(r, bits, to_z),
                    _ => r,
                }
            }
            LCast::ZExt => {
                let v = match from_bits {
                    Some(bits) if !native_width(bits) => self.zext_in_reg(v, bits, from_z),
                    _ => v,
                };
                if from_z == to_z {
                    v
                } else {
                    self.b.cast(CastOp::Zext, v, to_z)
                }
            }
            LCast::SExt => {
                if from_z == to_z {
                    v
                } else {
                    self.b.cast(CastOp::Sext, v, to_z)
                }
            }
            LCast::FPTrunc => self.b.cast(CastOp::Fptrunc, v, to_z),
            LCast::FPExt => self.b.cast(CastOp::Fpext, v, to_z),
            LCast::FPToSI | LCast::FPToUI => {
                let zop = if op == LCast::FPToSI {
                    CastOp::Fptosi
                } else {
                    CastOp::Fptoui
                };
                let r = self.b.cast(zop, v, to_z);
                match to_bits {
                    Some(bits) if !native_width(bits) => self.sext_in_reg(r, bits, to_z),
                    _ => r,
                }
            }
            LCast::SIToFP => self.b.cast(CastOp::Sitofp, v, to_z),
            LCast::UIToFP => {
                let v = match from_bits {
                    Some(bits) if !native_width(bits) => self.zext_in_reg(v, bits, from_z),
                    _ => v,
                };
                self.b.cast(CastOp::Uitofp, v, to_z)
            }
            LCast::PtrToInt | LCast::PtrToAddr => {
                let r = self.b.cast(CastOp::Ptrtoint, v, to_z);
                match to_bits {
                    Some(bits) if !native_width(bits) => self.sext_in_reg(r, bits, to_z),
                    _ => r,
                }
            }
            LCast::IntToPtr => {
                let v = match from_bits {
                    Some(bits) if bits < 64 => {
                        let v = self.zext_in_reg(v, bits, from_z);
                        self.b.cast(CastOp::Zext, v, Type::I64)
                    }
                    _ => v,
                };
                self.b.cast(CastOp::Inttoptr, v, to_z)
            }
            LCast::AddrSpaceCast => {
                if from_z == to_z {
                    v
                } else {
                    self.b.cast(CastOp::AddrSpaceCast, v, to_z)
                }
            }
            LCast::BitCast => self.bitcast(from, to, v, from_z, to_z)?,
        })
    }

    fn bitcast(
        &mut self,
        from: &LType,
        to: &LType,
        v: Value,
        from_z: Type,
        to_z: Type,
    ) -> R<Value> {
        if from_z == to_z {
            return Ok(v);
        }
        // `<N x i1>` ↔ `iN`: lanes are bits. Only to or from a scalar
        // integer: the bit loops below build integers.
        let bits_vec = |t: Type| t.is_vector() && t.lane() == ScalarType::I1;
        let scalar_int = |t: Type| t.is_int() && !t.is_vector();
        if (bits_vec(from_z) && !scalar_int(to_z)) || (bits_vec(to_z) && !scalar_int(from_z)) {
            return Err(LowerError::bare(format!(
                "bitcast from {from_z} to {to_z} is not supported"
            )));
        }
        if from_z.is_vector() && from_z.lane() == ScalarType::I1 {
            let bits = self.int_bits(to).unwrap_or(0);
            let mut acc = self.b.iconst(to_z, 0);
            for lane in 0..from_z.lanes() {
                let bit = self.b.extract_lane(v, lane as u16);
                let wide = self.b.cast(CastOp::Zext, bit, to_z);
                let sh = self.b.iconst(to_z, i64::from(lane));
                let placed = self.b.shl(wide, sh);
                acc = self.b.bor(acc, placed);
            }
            return Ok(if native_width(bits) {
                acc
            } else {
                self.sext_in_reg(acc, bits, to_z)
            });
        }
        if to_z.is_vector() && to_z.lane() == ScalarType::I1 {
            let one = self.b.iconst(from_z, 1);
            let mut lanes = Vec::new();
            for lane in 0..to_z.lanes() {
                let sh = self.b.iconst(from_z, i64::from(lane));
                let shifted = self.b.lshr(v, sh);
                let bit = self.b.band(shifted, one);
                lanes.push(self.b.cast(CastOp::Trunc, bit, Type::I1));
            }
            return Ok(self.build_vector(to_z, &lanes));
        }
        if from_z.bits() != to_z.bits()
            || (from_z.is_ptr() != to_z.is_ptr())
            || self.int_bits(from).is_some_and(|b| !native_width(b))
        {
            let _ = (from, to);
            return Err(LowerError::bare(format!(
                "bitcast from {from_z} to {to_z} is not supported"
            )));
        }
        Ok(self.b.cast(CastOp::Bitcast, v, to_z))
    }

    /// A unary operation (for the intrinsics).
    pub fn unary(&mut self, op: UnaryOp, v: Value) -> Value {
        self.b.unary(op, v)
    }
}

pub(in crate::lower) fn int_cc(p: IntPredicate) -> IntCC {
    match p {
        IntPredicate::Eq => IntCC::Eq,
        IntPredicate::Ne => IntCC::Ne,
        IntPredicate::Ugt => IntCC::Ugt,
        IntPredicate::Uge => IntCC::Uge,
        IntPredicate::Ult => IntCC::Ult,
        IntPredicate::Ule => IntCC::Ule,
        IntPredicate::Sgt => IntCC::Sgt,
        IntPredicate::Sge => IntCC::Sge,
        IntPredicate::Slt => IntCC::Slt,
        IntPredicate::Sle => IntCC::Sle,
    }
}

pub(super) fn float_cc(p: FloatPredicate) -> FloatCC {
    match p {
        FloatPredicate::False => FloatCC::False,
        FloatPredicate::Oeq => FloatCC::Oeq,
        FloatPredicate::Ogt => FloatCC::Ogt,
        FloatPredicate::Oge => FloatCC::Oge,
        FloatPredicate::Olt => FloatCC::Olt,
        FloatPredicate::Ole => FloatCC::Ole,
        FloatPredicate::One => FloatCC::One,
        FloatPredicate::Ord => FloatCC::Ord,
        FloatPredicate::Ueq => FloatCC::Ueq,
        FloatPredicate::Ugt => FloatCC::Ugt,
        FloatPredicate::Uge => FloatCC::Uge,
        FloatPredicate::Ult => FloatCC::Ult,
        FloatPredicate::Ule => FloatCC::Ule,
        FloatPredicate::Une => FloatCC::Une,
        FloatPredicate::Uno => FloatCC::Uno,
        FloatPredicate::True => FloatCC::True,
    }
}
