//! Operands: locals, the addresses of functions and globals, constants of
//! every first-class type (aggregates as leaves), and constant
//! expressions, plus the type queries the other families ask.

use super::arith::{float_cc, int_cc};
use super::{part, FnLower, L};
use crate::ast::{ConstExpr, Name, Type as LType, TypedValue, Value as LValue};
use crate::lower::globals::value_kind;
use crate::lower::layout::int_container;
use crate::lower::{global_name, symbol, LowerError, Symbol, SymbolBase, R};
use zyme_ir::{ScalarType, Type, Value};

/// The value of an integer constant operand (`true`, `zeroinitializer`
/// and `null` included), if it is one.
pub(super) fn const_int(v: &LValue) -> Option<i128> {
    match v {
        LValue::Int(i) => Some(*i),
        LValue::Bool(b) => Some(i128::from(*b)),
        LValue::ZeroInit | LValue::Null => Some(0),
        _ => None,
    }
}

impl<'c, 'a, 'm> FnLower<'c, 'a, 'm> {
    /// Lowers an operand of LLVM type `ty`.
    pub fn op(&mut self, ty: &LType, v: &LValue) -> R<L> {
        match v {
            LValue::Local(name) => self.values.get(name).cloned().ok_or_else(|| {
                LowerError::bare(format!(
                    "use of %{name}, which is undefined or does not dominate this use"
                ))
            }),
            LValue::Global(_) | LValue::DsoLocalEquivalent(_) | LValue::NoCfi(_) => {
                let name = global_name(v).expect("matched a global name");
                self.symbol_addr(name).map(L::One)
            }
            LValue::Expr(e) => self.const_expr(ty, e),
            LValue::InlineAsm(_) => Err(LowerError::bare(
                "inline assembly is not supported; move it out of the code zyme compiles".into(),
            )),
            LValue::Metadata(_) | LValue::None | LValue::BlockAddress { .. } => Err(
                LowerError::bare(format!("a {} operand is not supported here", value_kind(v))),
            ),
            _ => self.constant(ty, v),
        }
    }

    /// Lowers a scalar (or vector) operand.
    pub fn op1(&mut self, tv: &TypedValue) -> R<Value> {
        self.op(&tv.ty, &tv.value)?.one()
    }

    fn symbol_addr(&mut self, name: &Name) -> R<Value> {
        let key = symbol(name);
        self.not_weak(&key)?;
        match self.cx.symbols.get(&key).copied() {
            Some(Symbol::Func(f)) => Ok(self.b.func_addr(f)),
            Some(Symbol::Global(g)) => Ok(self.b.global_addr(g)),
            Some(Symbol::Offset(base, off)) => {
                let addr = match base {
                    SymbolBase::Func(f) => self.b.func_addr(f),
                    SymbolBase::Global(g) => self.b.global_addr(g),
                };
                Ok(self.b.ptr_add_imm(addr, off))
            }
            None if crate::lower::is_intrinsic(name) => Err(LowerError::bare(format!(
                "the address of intrinsic @{key} cannot be taken"
            ))),
            None => Err(LowerError::bare(format!("use of undefined global @{key}"))),
        }
    }

    /// An error for a reference to a symbol declared `extern_weak`: its
    /// address is null when nothing defines it, which zyme's objects and
    /// JIT cannot express yet (`zyme cc` leaves such a function to the C
    /// compiler).
    pub(super) fn not_weak(&self, key: &str) -> R<()> {
        if self.cx.weak.contains(key) {
            return Err(LowerError::bare(format!(
                "@{key} is declared extern_weak (null when no object defines it), which zyme cannot express yet; compile this function with the C compiler"
            )));
        }
        Ok(())
    }

    /// A constant of a first-class type, as leaves.
    pub(super) fn constant(&mut self, ty: &LType, v: &LValue) -> R<L> {
        let resolved = self.layouts().resolve(ty)?.clone();
        match &resolved {
            LType::Struct { .. } | LType::Array { .. } => {
                let mut out = Vec::new();
                match v {
                    LValue::ZeroInit | LValue::Undef | LValue::Poison => {
                        for t in self.layouts().leaf_types(ty)? {
                            out.push(self.zero(t));
                        }
                    }
                    LValue::Struct { fields, .. } => {
                        for f in fields {
                            out.extend_from_slice(self.op(&f.ty, &f.value)?.leaves());
                        }
                    }
                    LValue::Array(elems) => {
                        for e in elems {
                            out.extend_from_slice(self.op(&e.ty, &e.value)?.leaves());
                        }
                    }
                    LValue::CString(bytes) => {
                        for &byte in bytes {
                            out.push(self.b.iconst(Type::I8, i64::from(byte)));
                        }
                    }
                    other => {
                        return Err(LowerError::bare(format!(
                            "a {} is not an aggregate constant",
                            value_kind(other)
                        )))
                    }
                }
                Ok(L::Many(out))
            }
            LType::Vector { elem, len, .. } => {
                let zty = self.value_type(ty)?;
                let lanes: Vec<Value> = match v {
                    LValue::ZeroInit | LValue::Undef | LValue::Poison => {
                        return Ok(L::One(self.zero(zty)))
                    }
                    LValue::Vector(elems) => elems.iter().map(|e| self.op1(e)).collect::<R<_>>()?,
                    LValue::Splat(e) => {
                        let lane = self.op1(e)?;
                        return Ok(L::One(self.splat(zty, lane)));
                    }
                    LValue::Int(_) | LValue::Float(_) | LValue::Bool(_) | LValue::Null => {
                        let lane = self.op(elem, v)?.one()?;
                        return Ok(L::One(self.splat(zty, lane)));
                    }
                    other => {
                        return Err(LowerError::bare(format!(
                            "a {} is not a vector constant",
                            value_kind(other)
                        )))
                    }
                };
                if lanes.len() as u64 != *len {
                    return Err(LowerError::bare(
                        "vector constant of the wrong length".into(),
                    ));
                }
                Ok(L::One(self.build_vector(zty, &lanes)))
            }
            scalar => {
                let zty = self.value_type(scalar)?;
                Ok(L::One(match v {
                    LValue::ZeroInit | LValue::Undef | LValue::Poison | LValue::Null => {
                        self.zero(zty)
                    }
                    LValue::Int(i) => self.int_const(scalar, *i)?,
                    LValue::Bool(bv) => self.b.iconst(zty, i64::from(*bv)),
                    LValue::Float(lit) => {
                        let d = crate::lower::globals::float_value(lit)?;
                        match zty.lane() {
                            ScalarType::F32 => self.b.f32const(d as f32),
                            ScalarType::F64 => self.b.f64const(d),
                            _ => {
                                return Err(LowerError::bare(
                                    "float literal for a non-float type".into(),
                                ))
                            }
                        }
                    }
                    other => {
                        return Err(LowerError::bare(format!(
                            "a {} is not a constant of this type",
                            value_kind(other)
                        )))
                    }
                }))
            }
        }
    }

    /// An integer constant in its canonical (sign-extended) container form.
    fn int_const(&mut self, ty: &LType, i: i128) -> R<Value> {
        match ty {
            LType::Int(bits) => {
                let zty = int_container(*bits).ok_or_else(|| {
                    LowerError::bare(format!("i{bits} constants are not supported"))
                })?;
                let shift = 128 - bits;
                let canon = (i << shift) >> shift;
                match i64::try_from(canon) {
                    Ok(small) => Ok(self.b.iconst(zty, small)),
                    // An `i128` immediate is 64 bits, sign-extended: the
                    // high half shifted up, or-ed with the low one.
                    Err(_) => {
                        let hi = self.b.iconst(zty, (canon >> 64) as i64);
                        let sixty_four = self.b.iconst(zty, 64);
                        let hi = self.b.shl(hi, sixty_four);
                        let lo = self.b.iconst(Type::I64, canon as i64);
                        let lo = self.b.cast(zyme_ir::CastOp::Zext, lo, zty);
                        Ok(self.b.bor(hi, lo))
                    }
                }
            }
            LType::Ptr(_) => {
                let zty = self.value_type(ty)?;
                Ok(self.b.iconst(zty, i as i64))
            }
            _ => Err(LowerError::bare(
                "integer literal for a non-integer type".into(),
            )),
        }
    }

    pub fn zero(&mut self, ty: Type) -> Value {
        let lane = Type::scalar(ty.lane());
        let z = match ty.lane() {
            ScalarType::F32 => self.b.f32const(0.0),
            ScalarType::F64 => self.b.f64const(0.0),
            _ => self.b.iconst(lane, 0),
        };
        self.splat(ty, z)
    }

    /// `lane` in every lane of `ty` (or `lane` itself for a scalar type).
    pub fn splat(&mut self, ty: Type, lane: Value) -> Value {
        if ty.is_vector() {
            self.b.splat(ty, lane)
        } else {
            lane
        }
    }

    pub fn build_vector(&mut self, ty: Type, lanes: &[Value]) -> Value {
        if !ty.is_vector() {
            return lanes[0];
        }
        let mut v = self.b.splat(ty, lanes[0]);
        for (i, &lane) in lanes.iter().enumerate().skip(1) {
            if lane != lanes[0] {
                v = self.b.insert_lane(v, lane, i as u16);
            }
        }
        v
    }

    pub fn value_type(&self, ty: &LType) -> R<Type> {
        self.layouts()
            .value_type(ty)?
            .ok_or_else(|| LowerError::bare("an aggregate where a scalar type is required".into()))
    }

    /// The LLVM width of a scalar integer type, if it is one.
    pub fn int_bits(&self, ty: &LType) -> Option<u32> {
        match self.layouts().resolve(ty).ok()? {
            LType::Int(bits) => Some(*bits),
            _ => None,
        }
    }

    /// Lane count of a vector type (1 for `<1 x T>`), or `None` for a scalar.
    pub fn vector_len(&self, ty: &LType) -> Option<u64> {
        match self.layouts().resolve(ty).ok()? {
            LType::Vector { len, .. } => Some(*len),
            _ => None,
        }
    }

    fn const_expr(&mut self, ty: &LType, e: &ConstExpr) -> R<L> {
        Ok(L::One(match e {
            ConstExpr::Cast { op, value, to } => {
                let v = self.op1(value)?;
                self.cast(*op, &value.ty, to, v)?
            }
            ConstExpr::GetElementPtr {
                source_ty,
                base,
                indices,
                ..
            } => self.gep(source_ty, base, indices)?,
            ConstExpr::Binary { op, lhs, rhs, .. } => {
                let a = self.op1(lhs)?;
                let b = self.op1(rhs)?;
                self.binary(*op, &lhs.ty, a, b)?
            }
            ConstExpr::Unary { value, .. } => {
                let v = self.op1(value)?;
                self.b.fneg(v)
            }
            ConstExpr::ICmp { pred, lhs, rhs } => {
                let a = self.op1(lhs)?;
                let b = self.op1(rhs)?;
                self.b.icmp(int_cc(*pred), a, b)
            }
            ConstExpr::FCmp { pred, lhs, rhs } => {
                let a = self.op1(lhs)?;
                let b = self.op1(rhs)?;
                self.b.fcmp(float_cc(*pred), a, b)
            }
            ConstExpr::Select {
                cond,
                then_value,
                else_value,
            } => {
                let c = self.op1(cond)?;
                let t = self.op1(then_value)?;
                let f = self.op1(else_value)?;
                self.b.select(c, t, f)
            }
            ConstExpr::ExtractElement { vector, index } => {
                let v = self.op1(vector)?;
                self.extract_element(&vector.ty, v, index)?
            }
            ConstExpr::InsertElement {
                vector,
                element,
                index,
            } => {
                let v = self.op1(vector)?;
                let el = self.op1(element)?;
                self.insert_element(&vector.ty, v, el, index)?
            }
            ConstExpr::ShuffleVector { a, b, mask } => self.shuffle(a, b, mask)?,
            ConstExpr::ExtractValue { aggregate, indices } => {
                let agg = self.op(&aggregate.ty, &aggregate.value)?;
                let (lo, hi, _) = self.layouts().leaf_range(&aggregate.ty, indices)?;
                return Ok(L::from_leaves(part(&agg, lo, hi)?));
            }
            ConstExpr::InsertValue { .. } => {
                let _ = ty;
                return Err(LowerError::bare(
                    "insertvalue constant expressions are not supported".into(),
                ));
            }
        }))
    }
}
