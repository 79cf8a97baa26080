//! Enzyme's ForwardError mode (`__enzyme_error_estimate`): forward mode
//! whose "tangent" of each float is an estimate of its floating-point
//! error. For `r = f(a₁ … aₙ)` the estimate is
//!
//! `err(r) = max(ulp(r), Σₖ |∂f/∂aₖ · err(aₖ)·aₖ / r|)`
//!
//! — each operand's error scaled by its condition number, and at least
//! the rounding of `r` itself (the distance to its neighbour in the last
//! bit). Each term is the operation's own tangent rule ([`crate::rules`])
//! with only that operand active. Moves (loads, stores, selects) carry the
//! estimate as forward mode carries a tangent.
//!
//! A program may define handlers that see each estimate, as Enzyme calls
//! them: `void enzymeLogError(const char *id, double err)` (or the older
//! `void enzymeLogError(double err, const char *opcode, const char
//! *intrinsic)`) and `void enzymeLogValue(const char *id, double res,
//! unsigned n, double *operands)`.

use super::body::Body;
use crate::rules;
use crate::SynthError;
use zyme_ir::{
    BinaryOp, CastOp, FuncId, GlobalData, GlobalInit, InstData, Linkage, MathOp, MemFlags,
    ScalarType, Type, UnaryOp, Value,
};

impl Body<'_, '_> {
    /// The error estimates of an active float operation's result, one per
    /// lane (`None` for an instruction error mode treats as forward mode
    /// does).
    pub(super) fn error_tangents(
        &mut self,
        data: &InstData,
        nr: Value,
    ) -> Result<Option<Vec<Value>>, SynthError> {
        let operands: Vec<Value> = match data {
            InstData::Binary {
                op:
                    BinaryOp::Fadd | BinaryOp::Fsub | BinaryOp::Fmul | BinaryOp::Fdiv | BinaryOp::Frem,
                args,
            } => args.to_vec(),
            InstData::Math { args, .. } => args.to_vec(),
            InstData::Unary {
                op: UnaryOp::Fneg,
                arg,
            }
            | InstData::Cast {
                op: CastOp::Fpext | CastOp::Fptrunc,
                arg,
                ..
            } => vec![*arg],
            _ => return Ok(None),
        };
        let rty = self.b().func().dfg.value_type(nr);
        if !rty.is_float() {
            return Ok(None);
        }
        let prim: Vec<Value> = operands
            .iter()
            .map(|&a| self.val(a))
            .collect::<Result<_, _>>()?;
        let mut tans = Vec::new();
        for &a in &operands {
            let active = self.activity.is_active(a) && self.ty(a).is_float();
            tans.push(if active { Some(self.tans(a)?) } else { None });
        }
        let mut out = Vec::new();
        for lane in 0..self.width() {
            let mut sum = self.zero(rty);
            for (k, t) in tans.iter().enumerate() {
                let Some(t) = t else { continue };
                let Some(term) = self.error_term(data, &prim, nr, k, t[lane])? else {
                    continue;
                };
                let mut b = self.b();
                let abs = b.math(MathOp::Fabs, &[term]);
                sum = b.fadd(sum, abs);
            }
            let mut b = self.b();
            let ulp = ulp(&mut b, nr, rty);
            out.push(b.math(MathOp::Maxnum, &[ulp, sum]));
        }
        self.log_estimate(data, nr, &prim, out[0])?;
        Ok(Some(out))
    }

    /// `∂f/∂aₖ · err(aₖ)·aₖ / r`: operand `k`'s share.
    fn error_term(
        &mut self,
        data: &InstData,
        prim: &[Value],
        nr: Value,
        k: usize,
        t: Value,
    ) -> Result<Option<Value>, SynthError> {
        let mut b = self.b();
        let scaled = b.fmul(t, prim[k]);
        // Into the result's type (fpext, fptrunc), then relative to it.
        let scaled = match data {
            InstData::Cast { op, ty, .. } => b.cast(*op, scaled, *ty),
            _ => scaled,
        };
        let s = b.fdiv(scaled, nr);
        Ok(Some(match data {
            InstData::Binary { op, .. } => {
                let sty = b.func().dfg.value_type(s);
                let zero = rules::fconst(&mut b, sty, 0.0);
                let (ta, tb) = if k == 0 { (s, zero) } else { (zero, s) };
                match rules::binary(
                    &mut b,
                    *op,
                    Some(prim[0]),
                    Some(prim[1]),
                    Some(nr),
                    ta,
                    tb,
                    k == 0,
                    k == 1,
                ) {
                    Some(v) => v,
                    None => return Ok(None),
                }
            }
            InstData::Math { op, .. } => {
                let per: Vec<(Value, bool)> = prim
                    .iter()
                    .enumerate()
                    .map(|(j, &p)| if j == k { (s, true) } else { (p, false) })
                    .collect();
                match rules::math(&mut b, *op, prim, nr, &per) {
                    Ok(v) => v,
                    Err(m) => return Err(self.err(m)),
                }
            }
            InstData::Unary { .. } => b.fneg(s),
            _ => s,
        }))
    }

    /// Calls the program's `enzymeLogValue` and `enzymeLogError`, where
    /// it defines them, with the operation's result, operands and error.
    fn log_estimate(
        &mut self,
        data: &InstData,
        nr: Value,
        prim: &[Value],
        err: Value,
    ) -> Result<(), SynthError> {
        let log_error = self.handler("enzymeLogError");
        let log_value = self.handler("enzymeLogValue");
        if log_error.is_none() && log_value.is_none() {
            return Ok(());
        }
        if self.b().func().dfg.value_type(nr).is_vector() {
            return Ok(());
        }
        let opcode = data.opcode_name().to_string();
        let intrinsic = match data {
            InstData::Math { op, .. } => op.name().to_string(),
            _ => String::new(),
        };
        let loc = self
            .current
            .map(|i| self.orig.srclocs[i])
            .filter(|l| l.is_known());
        let id = match loc {
            Some(l) => format!("{}:{}:{} {opcode}", self.orig.name, l.line, l.col),
            None => format!("{} {opcode}", self.orig.name),
        };
        let id_ptr = self.string(&id)?;
        if let Some(f) = log_value {
            let params = self.fwd.module.functions[f].sig.params.clone();
            if params.len() == 4 {
                let floats: Vec<Value> = prim
                    .iter()
                    .copied()
                    .filter(|&p| self.b().func().dfg.value_type(p).is_float())
                    .collect();
                let mut b = self.b();
                let slot = b.stack_slot(8 * floats.len().max(1) as u64, 8);
                let arr = b.stack_addr(slot);
                for (i, &p) in floats.iter().enumerate() {
                    let d = widen(&mut b, p);
                    let at = b.ptr_add_imm(arr, 8 * i as i64);
                    b.store(d, at, MemFlags::aligned(8));
                }
                let res = widen(&mut b, nr);
                let n = b.iconst(params[2], floats.len() as i64);
                b.call(f, &[id_ptr, res, n, arr]);
            }
        }
        if let Some(f) = log_error {
            let params = self.fwd.module.functions[f].sig.params.clone();
            let op_ptr = self.string(&opcode)?;
            let in_ptr = self.string(&intrinsic)?;
            let mut b = self.b();
            let e = widen(&mut b, err);
            if params.first().is_some_and(|t| t.is_float()) {
                b.call(f, &[e, op_ptr, in_ptr]);
            } else {
                b.call(f, &[id_ptr, e]);
            }
        }
        Ok(())
    }

    /// The program's handler `name`, if it has one that takes the handler
    /// parameters (`enzymeLogError` in either form, `enzymeLogValue`).
    fn handler(&self, name: &str) -> Option<FuncId> {
        let m = &*self.fwd.module;
        let f = m.func_by_name(name)?;
        let p = &m.functions[f].sig.params;
        let fits = match name {
            "enzymeLogValue" => p.len() == 4 && p[0].is_ptr() && p[1] == Type::F64 && p[3].is_ptr(),
            _ => {
                (p.len() == 2 && p[0].is_ptr() && p[1] == Type::F64)
                    || (p.len() == 3 && p[0] == Type::F64 && p[1].is_ptr() && p[2].is_ptr())
            }
        };
        fits.then_some(f)
    }

    /// The address of a constant C string in the module (made once).
    fn string(&mut self, text: &str) -> Result<Value, SynthError> {
        let mut data = text.as_bytes().to_vec();
        data.push(0);
        let name = format!(
            "__zyme_error_id.{:016x}",
            data.iter()
                .fold(0xcbf2_9ce4_8422_2325_u64, |h, &c| (h ^ u64::from(c))
                    .wrapping_mul(0x100_0000_01b3))
        );
        let g = match self.fwd.module.global_by_name(&name) {
            Some(g) => g,
            None => self
                .fwd
                .module
                .add_global(GlobalData {
                    name: name.clone(),
                    size: data.len() as u64,
                    align: 1,
                    constant: true,
                    linkage: Linkage::Local,
                    addr_space: zyme_ir::types::AddrSpace::GENERIC,
                    init: GlobalInit::Bytes {
                        data,
                        relocs: Vec::new(),
                    },
                })
                .map_err(|e| self.err(e.to_string()))?,
        };
        Ok(self.b().global_addr(g))
    }
}

/// The distance from `r` to the float that differs from it in the last
/// bit: one unit in the last place.
fn ulp(b: &mut zyme_ir::FunctionBuilder, r: Value, ty: Type) -> Value {
    let int = ty.with_lane(if ty.lane() == ScalarType::F32 {
        ScalarType::I32
    } else {
        ScalarType::I64
    });
    let bits = b.cast(CastOp::Bitcast, r, int);
    let one = if int.is_vector() {
        let s = b.iconst(Type::scalar(int.lane()), 1);
        b.splat(int, s)
    } else {
        b.iconst(int, 1)
    };
    let flipped = b.bxor(bits, one);
    let next = b.cast(CastOp::Bitcast, flipped, ty);
    let d = b.fsub(r, next);
    b.math(MathOp::Fabs, &[d])
}

/// A float as a `double` (the handlers' type).
fn widen(b: &mut zyme_ir::FunctionBuilder, v: Value) -> Value {
    if b.func().dfg.value_type(v) == Type::F32 {
        b.cast(CastOp::Fpext, v, Type::F64)
    } else {
        v
    }
}
