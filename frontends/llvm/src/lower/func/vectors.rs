//! Vector lanes: `extractelement`, `insertelement` (constant or dynamic
//! lane indices) and `shufflevector`.

use super::constants::const_int;
use super::FnLower;
use crate::ast::{Type as LType, TypedValue, Value as LValue};
use crate::lower::layout::int_container;
use crate::lower::{LowerError, R};
use zyme_ir::{CastOp, IntCC, Type, Value};

impl<'c, 'a, 'm> FnLower<'c, 'a, 'm> {
    fn lane_index(&mut self, index: &TypedValue) -> R<Result<u16, Value>> {
        match const_int(&index.value) {
            Some(i) => u16::try_from(i)
                .map(Ok)
                .map_err(|_| LowerError::bare(format!("lane index {i} out of range"))),
            None => {
                let v = self.op1(index)?;
                let bits = self.int_bits(&index.ty).unwrap_or(64);
                let c = int_container(bits).unwrap_or(Type::I64);
                let v = self.zext_in_reg(v, bits, c);
                Ok(Err(if c == Type::I64 {
                    v
                } else {
                    self.b.cast(CastOp::Zext, v, Type::I64)
                }))
            }
        }
    }

    pub(super) fn extract_element(
        &mut self,
        vty: &LType,
        v: Value,
        index: &TypedValue,
    ) -> R<Value> {
        let len = self.vector_len(vty).unwrap_or(1);
        if len == 1 {
            return Ok(v);
        }
        match self.lane_index(index)? {
            Ok(lane) if u64::from(lane) < len => Ok(self.b.extract_lane(v, lane)),
            Ok(_) => {
                let t = self.value_type(vty)?;
                Ok(self.zero(Type::scalar(t.lane())))
            }
            Err(idx) => {
                let mut r = self.b.extract_lane(v, 0);
                for lane in 1..len as u16 {
                    let k = self.b.iconst(Type::I64, i64::from(lane));
                    let hit = self.b.icmp(IntCC::Eq, idx, k);
                    let x = self.b.extract_lane(v, lane);
                    r = self.b.select(hit, x, r);
                }
                Ok(r)
            }
        }
    }

    pub(super) fn insert_element(
        &mut self,
        vty: &LType,
        v: Value,
        e: Value,
        index: &TypedValue,
    ) -> R<Value> {
        let len = self.vector_len(vty).unwrap_or(1);
        if len == 1 {
            return Ok(e);
        }
        match self.lane_index(index)? {
            Ok(lane) if u64::from(lane) < len => Ok(self.b.insert_lane(v, e, lane)),
            Ok(_) => Ok(v),
            Err(idx) => {
                let mut r = v;
                for lane in 0..len as u16 {
                    let k = self.b.iconst(Type::I64, i64::from(lane));
                    let hit = self.b.icmp(IntCC::Eq, idx, k);
                    let with = self.b.insert_lane(r, e, lane);
                    r = self.b.select(hit, with, r);
                }
                Ok(r)
            }
        }
    }

    pub(super) fn shuffle(
        &mut self,
        a: &TypedValue,
        b: &TypedValue,
        mask: &TypedValue,
    ) -> R<Value> {
        let va = self.op1(a)?;
        let vb = self.op1(b)?;
        let na = self.vector_len(&a.ty).unwrap_or(1);
        let mask_len = self
            .vector_len(&mask.ty)
            .ok_or_else(|| LowerError::bare("shufflevector mask is not a vector".into()))?;
        if mask_len == 0 || mask_len > 256 {
            return Err(LowerError::bare(format!(
                "shufflevector to {mask_len} lanes is not supported"
            )));
        }
        let lanes: Vec<u64> = match &mask.value {
            LValue::ZeroInit | LValue::Undef | LValue::Poison => vec![0; mask_len as usize],
            LValue::Vector(elems) => elems
                .iter()
                .map(|e| match e.value {
                    LValue::Int(i) => u64::try_from(i).map_err(|_| ()),
                    LValue::Undef | LValue::Poison => Ok(0),
                    _ => Err(()),
                })
                .collect::<Result<_, ()>>()
                .map_err(|_| LowerError::bare("shufflevector mask is not constant".into()))?,
            LValue::Splat(e) => vec![const_int(&e.value).unwrap_or(0) as u64; mask_len as usize],
            _ => {
                return Err(LowerError::bare(
                    "shufflevector mask is not constant".into(),
                ))
            }
        };
        let elem_ty = match self.layouts().resolve(&a.ty)? {
            LType::Vector { elem, .. } => (**elem).clone(),
            _ => return Err(LowerError::bare("shufflevector of a non-vector".into())),
        };
        let lane_z = self.value_type(&elem_ty)?;
        let result_ty = Type::vector(lane_z.lane(), mask_len as u32).unwrap_or(lane_z);
        if na >= 2 && mask_len >= 2 && lanes.iter().all(|&l| l < na.saturating_mul(2)) {
            let mask: Vec<u16> = lanes.iter().map(|&l| l as u16).collect();
            return Ok(self.b.shuffle(va, vb, &mask));
        }
        let mut picked = Vec::new();
        for &l in &lanes {
            let (src, lane) = if l < na { (va, l) } else { (vb, l - na) };
            picked.push(if na == 1 {
                src
            } else if lane < na {
                self.b.extract_lane(src, lane as u16)
            } else {
                self.zero(lane_z)
            });
        }
        Ok(self.build_vector(result_ty, &picked))
    }
}
