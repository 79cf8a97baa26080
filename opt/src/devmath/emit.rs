//! The emitter the implementations are written with: a `FunctionBuilder`
//! plus f64 arithmetic helpers, the error-free transformations
//! (`two_sum`, `two_prod`) double-double code is made of, polynomial
//! evaluation, bit access and the constant tables.
//!
//! Every helper appends straight-line code to the current block; the
//! implementations branch only where a rare path (large-argument
//! reduction) would cost every call.

use super::tables;
use zyme_ir::{
    AddrSpace, CastOp, FloatCC, FunctionBuilder, Global, GlobalData, GlobalInit, IntCC, Linkage,
    MathOp, MemFlags, Type, Value,
};

/// A double-double `hi + lo`, `|lo| <= ulp(hi) / 2` unless said otherwise.
#[derive(Copy, Clone)]
pub struct Dd {
    pub hi: Value,
    pub lo: Value,
}

/// The read-only tables the implementations load from.
#[derive(Copy, Clone)]
pub enum Table {
    /// `tables::TWO_OVER_PI_24`.
    TwoOverPi,
    /// `tables::LOG_TABLE`.
    Log,
    /// `tables::ERFC_TABLE`.
    Erfc,
}

impl Table {
    fn name(self) -> &'static str {
        match self {
            Table::TwoOverPi => "__zyme_math.two_over_pi",
            Table::Log => "__zyme_math.log_table",
            Table::Erfc => "__zyme_math.erfc_table",
        }
    }

    fn data(self) -> &'static [f64] {
        match self {
            Table::TwoOverPi => &tables::TWO_OVER_PI_24,
            Table::Log => &tables::LOG_TABLE,
            Table::Erfc => &tables::ERFC_TABLE,
        }
    }
}

/// Appends code of one float type (f64, or f32 for the single-precision
/// kernels) to a function of the module. Integers are as wide as the
/// float (i64 or i32).
pub struct Em<'m> {
    pub b: FunctionBuilder<'m>,
    ft: Type,
    it: Type,
}

impl<'m> Em<'m> {
    pub fn new(b: FunctionBuilder<'m>) -> Em<'m> {
        Em {
            b,
            ft: Type::F64,
            it: Type::I64,
        }
    }

    /// An emitter of f32 (and i32) code.
    pub fn new_f32(b: FunctionBuilder<'m>) -> Em<'m> {
        Em {
            b,
            ft: Type::F32,
            it: Type::I32,
        }
    }

    fn single(&self) -> bool {
        self.ft == Type::F32
    }

    /// A float constant (rounded to f32 in an f32 emitter).
    pub fn c(&mut self, v: f64) -> Value {
        if self.single() {
            self.b.f32const(v as f32)
        } else {
            self.b.f64const(v)
        }
    }

    pub fn i(&mut self, v: i64) -> Value {
        let it = self.it;
        self.b.iconst(it, v)
    }

    pub fn add(&mut self, a: Value, b: Value) -> Value {
        self.b.fadd(a, b)
    }

    pub fn sub(&mut self, a: Value, b: Value) -> Value {
        self.b.fsub(a, b)
    }

    pub fn mul(&mut self, a: Value, b: Value) -> Value {
        self.b.fmul(a, b)
    }

    pub fn div(&mut self, a: Value, b: Value) -> Value {
        self.b.fdiv(a, b)
    }

    /// `a * k` for a constant `k`.
    pub fn mulc(&mut self, a: Value, k: f64) -> Value {
        let k = self.c(k);
        self.mul(a, k)
    }

    /// `a + k` for a constant `k`.
    pub fn addc(&mut self, a: Value, k: f64) -> Value {
        let k = self.c(k);
        self.add(a, k)
    }

    /// `a * b + c`, rounded once.
    pub fn fma(&mut self, a: Value, b: Value, c: Value) -> Value {
        self.b.math(MathOp::Fma, &[a, b, c])
    }

    pub fn neg(&mut self, a: Value) -> Value {
        self.b.fneg(a)
    }

    pub fn abs(&mut self, a: Value) -> Value {
        self.b.math(MathOp::Fabs, &[a])
    }

    pub fn math1(&mut self, op: MathOp, a: Value) -> Value {
        self.b.math(op, &[a])
    }

    pub fn copysign(&mut self, mag: Value, sign: Value) -> Value {
        self.b.math(MathOp::Copysign, &[mag, sign])
    }

    pub fn fcmp(&mut self, cc: FloatCC, a: Value, b: Value) -> Value {
        self.b.fcmp(cc, a, b)
    }

    /// `a <cc> k` for a constant `k`.
    pub fn fcmpc(&mut self, cc: FloatCC, a: Value, k: f64) -> Value {
        let k = self.c(k);
        self.fcmp(cc, a, k)
    }

    pub fn icmp(&mut self, cc: IntCC, a: Value, b: Value) -> Value {
        self.b.icmp(cc, a, b)
    }

    pub fn sel(&mut self, cond: Value, a: Value, b: Value) -> Value {
        self.b.select(cond, a, b)
    }

    /// `cond ? k : b` for a constant `k`.
    pub fn selc(&mut self, cond: Value, k: f64, b: Value) -> Value {
        let k = self.c(k);
        self.sel(cond, k, b)
    }

    pub fn and(&mut self, a: Value, b: Value) -> Value {
        self.b.band(a, b)
    }

    pub fn or(&mut self, a: Value, b: Value) -> Value {
        self.b.bor(a, b)
    }

    pub fn xor(&mut self, a: Value, b: Value) -> Value {
        self.b.bxor(a, b)
    }

    pub fn not(&mut self, a: Value) -> Value {
        self.b.unary(zyme_ir::UnaryOp::Bnot, a)
    }

    /// Integer `a & k`, `a >> k`, `a << k`, `a + k` with a constant `k`.
    pub fn iand(&mut self, a: Value, k: i64) -> Value {
        let k = self.i(k);
        self.b.band(a, k)
    }

    pub fn lshr(&mut self, a: Value, k: i64) -> Value {
        let k = self.i(k);
        self.b.lshr(a, k)
    }

    pub fn ashr(&mut self, a: Value, k: i64) -> Value {
        let k = self.i(k);
        self.b.ashr(a, k)
    }

    pub fn shl(&mut self, a: Value, k: i64) -> Value {
        let k = self.i(k);
        self.b.shl(a, k)
    }

    pub fn iaddc(&mut self, a: Value, k: i64) -> Value {
        let k = self.i(k);
        self.b.iadd(a, k)
    }

    pub fn bits(&mut self, x: Value) -> Value {
        let it = self.it;
        self.b.cast(CastOp::Bitcast, x, it)
    }

    pub fn float_of_bits(&mut self, i: Value) -> Value {
        let ft = self.ft;
        self.b.cast(CastOp::Bitcast, i, ft)
    }

    pub fn fptosi(&mut self, x: Value) -> Value {
        let it = self.it;
        self.b.cast(CastOp::Fptosi, x, it)
    }

    pub fn sitofp(&mut self, i: Value) -> Value {
        let ft = self.ft;
        self.b.cast(CastOp::Sitofp, i, ft)
    }

    /// `2^k` for an integer `k` in the normal exponent range
    /// ([-1022, 1023]; [-126, 127] for f32).
    pub fn pow2(&mut self, k: Value) -> Value {
        let (bias, mant) = if self.single() { (127, 23) } else { (1023, 52) };
        let biased = self.iaddc(k, bias);
        let b = self.shl(biased, mant);
        self.float_of_bits(b)
    }

    /// `y * 2^k` for `k` in twice the normal exponent range, in two exact
    /// steps (the second rounds once when the result is subnormal).
    pub fn ldexp(&mut self, y: Value, k: Value) -> Value {
        let k1 = self.ashr(k, 1);
        let k2 = self.b.isub(k, k1);
        let s1 = self.pow2(k1);
        let s2 = self.pow2(k2);
        let t = self.mul(y, s1);
        self.mul(t, s2)
    }

    /// Horner's rule with fma: `c[0] + x c[1] + x^2 c[2] + ...`.
    pub fn poly(&mut self, x: Value, coeffs: &[f64]) -> Value {
        let (last, rest) = coeffs.split_last().expect("a polynomial has coefficients");
        let mut acc = self.c(*last);
        for &c in rest.iter().rev() {
            let c = self.c(c);
            acc = self.fma(acc, x, c);
        }
        acc
    }

    /// Knuth's TwoSum: `s + e == a + b` exactly.
    pub fn two_sum(&mut self, a: Value, b: Value) -> Dd {
        let s = self.add(a, b);
        let bb = self.sub(s, a);
        let ab = self.sub(s, bb);
        let db = self.sub(b, bb);
        let da = self.sub(a, ab);
        let e = self.add(da, db);
        Dd { hi: s, lo: e }
    }

    /// Dekker's Fast2Sum, for `|a| >= |b|` (or `a == 0`).
    pub fn fast_two_sum(&mut self, a: Value, b: Value) -> Dd {
        let s = self.add(a, b);
        let z = self.sub(s, a);
        let e = self.sub(b, z);
        Dd { hi: s, lo: e }
    }

    /// `p + e == a * b` exactly (barring underflow).
    pub fn two_prod(&mut self, a: Value, b: Value) -> Dd {
        let p = self.mul(a, b);
        let np = self.neg(p);
        let e = self.fma(a, b, np);
        Dd { hi: p, lo: e }
    }

    /// A double-double times a double-double constant `(khi, klo)`.
    pub fn dd_mul_const(&mut self, x: Dd, khi: f64, klo: f64) -> Dd {
        let kh = self.c(khi);
        let p = self.two_prod(x.hi, kh);
        let kl = self.c(klo);
        let a = self.mul(x.hi, kl);
        let b = self.mul(x.lo, kh);
        let ab = self.add(a, b);
        let lo = self.add(p.lo, ab);
        self.fast_two_sum(p.hi, lo)
    }

    /// The quotient `a / b` of two double-doubles, to about 2^-104.
    pub fn dd_div(&mut self, a: Dd, b: Dd) -> Dd {
        let q = self.div(a.hi, b.hi);
        let nq = self.neg(q);
        // a - q b, the first term exact.
        let r = self.fma(nq, b.hi, a.hi);
        let qbl = self.mul(q, b.lo);
        let t = self.sub(a.lo, qbl);
        let r = self.add(r, t);
        let q2 = self.div(r, b.hi);
        self.fast_two_sum(q, q2)
    }

    /// The address of a table global, made on first use.
    pub fn table(&mut self, table: Table) -> Global {
        let m = self.b.module_mut();
        if let Some(g) = m.global_by_name(table.name()) {
            return g;
        }
        let data: Vec<u8> = table.data().iter().flat_map(|v| v.to_le_bytes()).collect();
        m.add_global(GlobalData {
            name: table.name().to_string(),
            size: data.len() as u64,
            align: 8,
            constant: true,
            linkage: Linkage::Local,
            addr_space: AddrSpace::GENERIC,
            init: GlobalInit::Bytes {
                data,
                relocs: Vec::new(),
            },
        })
        .expect("the name was checked to be free")
    }

    /// `table[index + offset]` for an i64 `index`.
    pub fn load(&mut self, table: Table, index: Value, offset: i64) -> Value {
        let g = self.table(table);
        let base = self.b.global_addr(g);
        let idx = self.iaddc(index, offset);
        let bytes = self.shl(idx, 3);
        let p = self.b.ptr_add(base, bytes);
        self.b.load(Type::F64, p, MemFlags::aligned(8))
    }
}
