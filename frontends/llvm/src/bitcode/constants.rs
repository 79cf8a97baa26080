//! The constants block: each record one value (of the type the last
//! `SETTYPE` named), numbered after the values before the block. A
//! constant may name a later one of the same block (an aggregate's
//! elements), so the records are read first and decoded on demand.

use super::bitstream::{Block, Record};
use super::module::{bad, op, ModuleState, Types, Values, CONSTANTS};
use super::records;
use super::BitcodeError;
use crate::ast::{ConstExpr, FloatLit, GepFlags, GepIndex, InlineAsm, Type, TypedValue, Value};
use crate::lexer::HexFloatKind;

/// Reads a constants block; `prior` are the values numbered before it.
pub fn read(
    b: &Block,
    st: &ModuleState,
    prior: &Values,
) -> Result<Vec<(Type, Value)>, BitcodeError> {
    let types = &st.types;
    let mut ty: Option<Type> = None;
    let mut raw: Vec<(Type, &Record)> = Vec::new();
    for r in b.records() {
        if r.code == 1 {
            ty = Some(types.get(CONSTANTS, r, op(CONSTANTS, r, 0)?)?);
            continue;
        }
        let t = ty
            .clone()
            .ok_or_else(|| bad(CONSTANTS, r, "a constant before any SETTYPE"))?;
        raw.push((t, r));
    }
    let base = prior.next() as usize;
    let mut d = Decoder {
        base,
        types,
        splats: st.producer >= 20,
        prior,
        raw: &raw,
        done: vec![None; raw.len()],
        busy: vec![false; raw.len()],
    };
    (0..raw.len())
        .map(|i| Ok((raw[i].0.clone(), d.value(base + i)?)))
        .collect()
}

struct Decoder<'a> {
    types: &'a Types,
    /// Whether a data vector of equal elements is a splat (as LLVM 20's
    /// text writes it).
    splats: bool,
    prior: &'a Values<'a>,
    /// The id of the block's first constant.
    base: usize,
    raw: &'a [(Type, &'a Record)],
    done: Vec<Option<Value>>,
    busy: Vec<bool>,
}

/// A float constant's bits as the text writes them: `float` and `half`
/// widened to a double's bit pattern (LLVM prints them so).
pub fn float_lit(ty: &Type, words: &[u64]) -> Option<FloatLit> {
    let w = *words.first()?;
    Some(match ty {
        Type::Double => FloatLit::Hex(HexFloatKind::Double, u128::from(w)),
        Type::Float => FloatLit::Hex(
            HexFloatKind::Double,
            u128::from(f64::from(f32::from_bits(w as u32)).to_bits()),
        ),
        Type::Half => FloatLit::Hex(HexFloatKind::Half, u128::from(w & 0xffff)),
        Type::BFloat => FloatLit::Hex(HexFloatKind::BFloat, u128::from(w & 0xffff)),
        Type::X86Fp80 => {
            let hi = *words.get(1)? & 0xffff;
            FloatLit::Hex(HexFloatKind::X86Fp80, u128::from(hi) << 64 | u128::from(w))
        }
        Type::Fp128 => FloatLit::Hex(
            HexFloatKind::Fp128,
            u128::from(*words.get(1)?) << 64 | u128::from(w),
        ),
        _ => return None,
    })
}

/// An integer constant of `ty` from its (already sign-decoded) value:
/// `i1` as a boolean, as the text writes it.
pub fn int_value(ty: &Type, v: i128) -> Value {
    match ty {
        Type::Int(1) => Value::Bool(v & 1 == 1),
        _ => Value::Int(v),
    }
}

impl Decoder<'_> {
    fn typed(&mut self, id: u64, r: &Record) -> Result<TypedValue, BitcodeError> {
        let ty = self.ty(id, r)?;
        Ok(TypedValue {
            ty,
            value: self.value(id as usize)?,
        })
    }

    fn ty(&self, id: u64, r: &Record) -> Result<Type, BitcodeError> {
        let i = id as usize;
        if i < self.base {
            if let Some((t, _)) = self.prior.get(id) {
                return Ok(t.clone());
            }
        }
        self.raw
            .get(i.wrapping_sub(self.base))
            .filter(|_| i >= self.base)
            .map(|(t, _)| t.clone())
            .ok_or_else(|| bad(CONSTANTS, r, format!("value #{id} is not defined")))
    }

    fn value(&mut self, id: usize) -> Result<Value, BitcodeError> {
        if id < self.base {
            if let Some((_, v)) = self.prior.get(id as u64) {
                return Ok(v.clone());
            }
        }
        let k = id.wrapping_sub(self.base);
        let Some(&(ref ty, r)) = self.raw.get(k) else {
            let r = self.raw.last().map(|(_, r)| *r);
            return Err(BitcodeError {
                block: CONSTANTS,
                code: r.map(|r| r.code),
                bit: r.map_or(0, |r| r.bit),
                message: format!("value #{id} is not defined"),
            });
        };
        if let Some(v) = &self.done[k] {
            return Ok(v.clone());
        }
        if self.busy[k] {
            return Err(bad(CONSTANTS, r, "a constant that contains itself"));
        }
        self.busy[k] = true;
        let ty = ty.clone();
        let v = self.decode(&ty, r)?;
        self.busy[k] = false;
        self.done[k] = Some(v.clone());
        Ok(v)
    }

    fn decode(&mut self, ty: &Type, r: &Record) -> Result<Value, BitcodeError> {
        // An integer or float of a vector type is a splat (LLVM 20 on).
        if let (4..=6, Type::Vector { elem, .. }) = (r.code, ty) {
            let value = self.decode(elem, r)?;
            return Ok(Value::Splat(Box::new(TypedValue {
                ty: (**elem).clone(),
                value,
            })));
        }
        let o = |i: usize| op(CONSTANTS, r, i);
        let types = self.types;
        Ok(match r.code {
            2 => match types.body(ty) {
                Type::Ptr(_) => Value::Null,
                Type::Int(1) => Value::Bool(false),
                Type::Int(_) => Value::Int(0),
                Type::Token => Value::None,
                t if float_lit(t, &[0, 0]).is_some() => {
                    Value::Float(float_lit(t, &[0, 0]).expect("a float"))
                }
                _ => Value::ZeroInit,
            },
            3 => Value::Undef,
            26 => Value::Poison,
            4 => int_value(ty, i128::from(records::signed(o(0)?))),
            5 => {
                let words: Vec<i128> = r
                    .ops
                    .iter()
                    .map(|&w| i128::from(records::signed(w)))
                    .collect();
                let mut v: i128 = 0;
                for (k, w) in words.iter().enumerate().take(2) {
                    v |= (*w as u64 as i128) << (64 * k);
                }
                Value::Int(v)
            }
            6 => Value::Float(float_lit(types.body(ty), &r.ops).ok_or_else(|| {
                bad(
                    CONSTANTS,
                    r,
                    "a float constant of a type that is not a float",
                )
            })?),
            7 => {
                let elems = r
                    .ops
                    .iter()
                    .map(|&id| self.typed(id, r))
                    .collect::<Result<Vec<_>, _>>()?;
                match types.body(ty) {
                    Type::Struct { packed, .. } => Value::Struct {
                        packed: *packed,
                        fields: elems,
                    },
                    Type::Array { .. } => Value::Array(elems),
                    Type::Vector { .. } => Value::Vector(elems),
                    _ => {
                        return Err(bad(
                            CONSTANTS,
                            r,
                            "an aggregate constant of a type that is not one",
                        ))
                    }
                }
            }
            8 | 9 => {
                let mut bytes: Vec<u8> = r.ops.iter().map(|&c| c as u8).collect();
                if r.code == 9 {
                    bytes.push(0);
                }
                Value::CString(bytes)
            }
            22 => {
                let (elem, vector) = match types.body(ty) {
                    Type::Array { elem, .. } => ((**elem).clone(), false),
                    Type::Vector { elem, .. } => ((**elem).clone(), true),
                    _ => {
                        return Err(bad(
                            CONSTANTS,
                            r,
                            "a data constant of a type that is not an array or vector",
                        ))
                    }
                };
                let elems = r
                    .ops
                    .iter()
                    .map(|&w| {
                        let value = match &elem {
                            Type::Int(bits) => {
                                let shift = 128 - (*bits).min(64);
                                int_value(&elem, (i128::from(w) << shift) >> shift)
                            }
                            t => Value::Float(float_lit(t, &[w, 0]).ok_or_else(|| {
                                bad(
                                    CONSTANTS,
                                    r,
                                    "a data constant of an element that is not a number",
                                )
                            })?),
                        };
                        Ok(TypedValue {
                            ty: elem.clone(),
                            value,
                        })
                    })
                    .collect::<Result<Vec<_>, BitcodeError>>()?;
                if vector
                    && self.splats
                    && elems.windows(2).all(|w| w[0] == w[1])
                    && !elems.is_empty()
                {
                    Value::Splat(Box::new(elems[0].clone()))
                } else if vector {
                    Value::Vector(elems)
                } else {
                    Value::Array(elems)
                }
            }
            10 => {
                let lhs = self.typed(o(1)?, r)?;
                let float = matches!(
                    scalar(types.body(&lhs.ty)),
                    Type::Float
                        | Type::Double
                        | Type::Half
                        | Type::BFloat
                        | Type::Fp128
                        | Type::X86Fp80
                );
                let op = records::binop(o(0)?, float)
                    .ok_or_else(|| bad(CONSTANTS, r, "an unknown binary opcode"))?;
                let rhs = self.typed(o(2)?, r)?;
                let flags = r.ops.get(3).copied().unwrap_or(0);
                Value::Expr(Box::new(ConstExpr::Binary {
                    op,
                    flags: super::function::arith_flags(op, flags),
                    lhs,
                    rhs,
                }))
            }
            25 => {
                let value = self.typed(o(1)?, r)?;
                Value::Expr(Box::new(ConstExpr::Unary {
                    op: crate::ast::UnaryOp::FNeg,
                    value,
                }))
            }
            11 => {
                let cast = records::cast(o(0)?)
                    .ok_or_else(|| bad(CONSTANTS, r, "an unknown cast opcode"))?;
                let value = TypedValue {
                    ty: types.get(CONSTANTS, r, o(1)?)?,
                    value: self.value(o(2)? as usize)?,
                };
                Value::Expr(Box::new(ConstExpr::Cast {
                    op: cast,
                    value,
                    to: ty.clone(),
                }))
            }
            12 | 20 | 24 | 31 | 32 => self.gep(r)?,
            13 => Value::Expr(Box::new(ConstExpr::Select {
                cond: self.typed(o(0)?, r)?,
                then_value: self.typed(o(1)?, r)?,
                else_value: self.typed(o(2)?, r)?,
            })),
            14 => Value::Expr(Box::new(ConstExpr::ExtractElement {
                vector: self.typed(o(1)?, r)?,
                index: self.typed(o(3)?, r)?,
            })),
            15 => Value::Expr(Box::new(ConstExpr::InsertElement {
                vector: self.typed(o(0)?, r)?,
                element: self.typed(o(1)?, r)?,
                index: self.typed(o(3)?, r)?,
            })),
            16 | 19 => {
                let base = if r.code == 19 { 1 } else { 0 };
                Value::Expr(Box::new(ConstExpr::ShuffleVector {
                    a: self.typed(o(base)?, r)?,
                    b: self.typed(o(base + 1)?, r)?,
                    mask: self.typed(o(base + 2)?, r)?,
                }))
            }
            17 => {
                let lhs = self.typed(o(1)?, r)?;
                let rhs = self.typed(o(2)?, r)?;
                Value::Expr(Box::new(match records::predicate(o(3)?) {
                    Some(records::Predicate::Int(pred)) => ConstExpr::ICmp { pred, lhs, rhs },
                    Some(records::Predicate::Float(pred)) => ConstExpr::FCmp { pred, lhs, rhs },
                    None => return Err(bad(CONSTANTS, r, "an unknown comparison predicate")),
                }))
            }
            21 => {
                let func = match self.value(o(1)? as usize)? {
                    Value::Global(n) => n,
                    _ => {
                        return Err(bad(
                            CONSTANTS,
                            r,
                            "a block address of something not a function",
                        ))
                    }
                };
                Value::BlockAddress {
                    func,
                    block: crate::ast::Name::Num(o(2)? as u32),
                }
            }
            27 | 29 => {
                let name = match self.value(o(1)? as usize)? {
                    Value::Global(n) => n,
                    _ => return Err(bad(CONSTANTS, r, "an equivalent of something not a global")),
                };
                if r.code == 27 {
                    Value::DsoLocalEquivalent(name)
                } else {
                    Value::NoCfi(name)
                }
            }
            23 | 28 | 30 => inline_asm(r)?,
            _ => return Err(bad(CONSTANTS, r, "an unknown constant record")),
        })
    }

    /// `CE_GEP: [source type, flags, (type, value)…]` (LLVM 19), with
    /// `inrange` bounds after the flags (code 31); before LLVM 19 code 12
    /// (no flags; `inbounds` as code 20) and 24 (an in-range index).
    fn gep(&mut self, r: &Record) -> Result<Value, BitcodeError> {
        let o = |i: usize| op(CONSTANTS, r, i);
        let source_ty = self.types.get(CONSTANTS, r, o(0)?)?;
        let (flags, mut at, inrange) = match r.code {
            32 => (o(1)?, 2, None),
            31 => {
                let width = o(2)?;
                let (lo, hi) = (records::signed(o(3)?), records::signed(o(4)?));
                if width > 64 {
                    return Err(bad(CONSTANTS, r, "a wide in-range bound"));
                }
                (o(1)?, 5, Some((lo, hi)))
            }
            24 => (o(1)? & 1, 2, None),
            20 => (1, 1, None),
            _ => (0, 1, None),
        };
        let mut operands = Vec::new();
        while at < r.ops.len() {
            let ty = self.types.get(CONSTANTS, r, o(at)?)?;
            let value = self.value(o(at + 1)? as usize)?;
            operands.push(TypedValue { ty, value });
            at += 2;
        }
        let mut operands = operands.into_iter();
        let base = operands
            .next()
            .ok_or_else(|| bad(CONSTANTS, r, "a getelementptr without a base"))?;
        Ok(Value::Expr(Box::new(ConstExpr::GetElementPtr {
            flags: gep_flags(flags),
            inrange,
            source_ty,
            base,
            indices: operands
                .map(|value| GepIndex {
                    inrange: false,
                    value,
                })
                .collect(),
        })))
    }
}

/// GEP flags: bit 0 `inbounds`, bit 1 `nusw`, bit 2 `nuw`.
pub fn gep_flags(bits: u64) -> GepFlags {
    GepFlags {
        inbounds: bits & 1 != 0,
        nusw: bits & 2 != 0,
        nuw: bits & 4 != 0,
    }
}

/// A vector's element type (other types are their own scalar).
pub fn scalar(ty: &Type) -> &Type {
    match ty {
        Type::Vector { elem, .. } => elem,
        t => t,
    }
}

/// `INLINEASM: [fnty, flags, asm size, asm…, constraints size,
/// constraints…]` (code 30; 28 likewise; 23 without the type).
fn inline_asm(r: &Record) -> Result<Value, BitcodeError> {
    let mut at = if r.code == 23 { 0 } else { 1 };
    let flags = op(CONSTANTS, r, at)?;
    at += 1;
    // A length, then that many characters.
    let mut string = |what: &str| -> Result<Vec<u8>, BitcodeError> {
        let n = op(CONSTANTS, r, at)? as usize;
        let chars = r
            .ops
            .get(at + 1..(at + 1).saturating_add(n))
            .ok_or_else(|| bad(CONSTANTS, r, format!("inline assembly {what} cut short")))?;
        at += 1 + n;
        Ok(chars.iter().map(|&c| c as u8).collect())
    };
    let asm = string("text")?;
    let constraints = string("constraints")?;
    Ok(Value::InlineAsm(Box::new(InlineAsm {
        sideeffect: flags & 1 != 0,
        alignstack: flags & 2 != 0,
        inteldialect: flags & 4 != 0,
        unwind: flags & 8 != 0,
        asm,
        constraints,
    })))
}
