//! Property test: random programs (straight-line arithmetic on several
//! widths, casts, selects, math, branches, bounded loops, loads and stores
//! to two stack buffers, directly or through a `select` of the two) give
//! the same results on the interpreter and the JIT, bit for bit except for
//! NaN payloads.
//!
//! A pool of `f64x4` vectors (two 128-bit chunks in the JIT, see
//! `zyme-cranelift`'s `lower::simd`) takes part too: arithmetic and math
//! on whole vectors, splats, lane insertion and extraction, shuffles
//! (to `f64x2`, `f64x3` and back), loads and stores at any alignment,
//! bitcasts to integer lanes and back, `f32x4` round trips, selects on
//! one condition and on a mask, and vectors carried round loops and into
//! merges.
//!
//! The same programs also go through zyme-opt's whole pipeline, which must
//! change no result.
//!
//! `PROPTEST_CASES` sets the number of programs (default 5,000; half as
//! many for zyme-opt).

use proptest::prelude::*;
use zyme_ir::{
    BinaryOp, Block, CastOp, DataValue, FloatCC, FunctionBuilder, IntCC, Linkage, MathOp, MemFlags,
    MemOp, Module, ScalarType, Signature, Type, UnaryOp, Value,
};

const INT_OPS: &[BinaryOp] = &[
    BinaryOp::Iadd,
    BinaryOp::Isub,
    BinaryOp::Imul,
    BinaryOp::And,
    BinaryOp::Or,
    BinaryOp::Xor,
    BinaryOp::Shl,
    BinaryOp::Lshr,
    BinaryOp::Ashr,
    BinaryOp::Rotl,
    BinaryOp::Rotr,
    BinaryOp::Smin,
    BinaryOp::Smax,
    BinaryOp::Umin,
    BinaryOp::Umax,
    BinaryOp::Sdiv,
    BinaryOp::Udiv,
    BinaryOp::Srem,
    BinaryOp::Urem,
];
const INT_UNARY: &[UnaryOp] = &[
    UnaryOp::Ineg,
    UnaryOp::Bnot,
    UnaryOp::Popcnt,
    UnaryOp::Ctz,
    UnaryOp::Clz,
    UnaryOp::Bswap,
    UnaryOp::Bitrev,
    UnaryOp::Iabs,
];
const FLOAT_OPS: &[BinaryOp] = &[
    BinaryOp::Fadd,
    BinaryOp::Fsub,
    BinaryOp::Fmul,
    BinaryOp::Fdiv,
    BinaryOp::Frem,
];
const FLOAT_MATH: &[MathOp] = &[
    MathOp::Sqrt,
    MathOp::Fabs,
    MathOp::Floor,
    MathOp::Ceil,
    MathOp::Trunc,
    MathOp::Rint,
    MathOp::Round,
    MathOp::Sin,
    MathOp::Exp,
    MathOp::Tanh,
];
const FLOAT_MATH2: &[MathOp] = &[
    MathOp::Minnum,
    MathOp::Maxnum,
    MathOp::Minimum,
    MathOp::Maximum,
    MathOp::Copysign,
    MathOp::Pow,
    MathOp::Atan2,
];
const WIDTHS: &[Type] = &[Type::I8, Type::I16, Type::I32, Type::I64, Type::I1];
const BUFFER: u64 = 64;

/// One step of a generated program. Operand fields index the pools of live
/// values modulo their length, so every step is valid wherever it lands.
#[derive(Clone, Debug)]
enum Step {
    Int {
        op: u8,
        a: u8,
        b: u8,
        width: u8,
    },
    IntUnary {
        op: u8,
        a: u8,
        width: u8,
    },
    Float {
        op: u8,
        a: u8,
        b: u8,
        single: bool,
    },
    Math {
        op: u8,
        a: u8,
    },
    Math2 {
        op: u8,
        a: u8,
        b: u8,
    },
    Select {
        /// The comparison, how it is combined and what is chosen.
        cc: u8,
        a: u8,
        b: u8,
        float: bool,
    },
    Cast {
        kind: u8,
        a: u8,
    },
    Store {
        offset: u8,
        a: u8,
        float: bool,
    },
    Load {
        offset: u8,
        float: bool,
    },
    If {
        a: u8,
        then_steps: Vec<Step>,
        else_steps: Vec<Step>,
    },
    Loop {
        trips: u8,
        body: Vec<Step>,
    },
    Vector {
        op: u8,
        a: u8,
        b: u8,
        c: u8,
    },
}

fn leaf() -> impl Strategy<Value = Step> {
    let b = any::<u8>;
    prop_oneof![
        4 => (b(), b(), b(), b()).prop_map(|(op, a, b, width)| Step::Int { op, a, b, width }),
        2 => (b(), b(), b()).prop_map(|(op, a, width)| Step::IntUnary { op, a, width }),
        3 => (b(), b(), b(), any::<bool>()).prop_map(|(op, a, b, single)| Step::Float { op, a, b, single }),
        1 => (b(), b()).prop_map(|(op, a)| Step::Math { op, a }),
        1 => (b(), b(), b()).prop_map(|(op, a, b)| Step::Math2 { op, a, b }),
        2 => (b(), b(), b(), any::<bool>()).prop_map(|(cc, a, b, float)| Step::Select { cc, a, b, float }),
        2 => (b(), b()).prop_map(|(kind, a)| Step::Cast { kind, a }),
        1 => (b(), b(), any::<bool>()).prop_map(|(offset, a, float)| Step::Store { offset, a, float }),
        1 => (b(), any::<bool>()).prop_map(|(offset, float)| Step::Load { offset, float }),
        4 => (b(), b(), b(), b()).prop_map(|(op, a, b, c)| Step::Vector { op, a, b, c }),
    ]
}

fn step() -> impl Strategy<Value = Step> {
    leaf().prop_recursive(2, 24, 6, |inner| {
        prop_oneof![
            6 => leaf(),
            1 => (any::<u8>(), prop::collection::vec(inner.clone(), 0..6), prop::collection::vec(inner.clone(), 0..6))
                .prop_map(|(a, then_steps, else_steps)| Step::If { a, then_steps, else_steps }),
            1 => (0u8..6, prop::collection::vec(inner, 1..6)).prop_map(|(trips, body)| Step::Loop { trips, body }),
        ]
    })
}

/// The values a step may use.
struct Pools {
    ints: Vec<Value>,
    floats: Vec<Value>,
    /// `f64x4` values.
    vecs: Vec<Value>,
}

fn vec_ty() -> Type {
    Type::vector(ScalarType::F64, 4).expect("f64x4")
}

fn pick(pool: &[Value], i: u8) -> Value {
    pool[usize::from(i) % pool.len()]
}

struct Gen<'a, 'm> {
    b: &'a mut FunctionBuilder<'m>,
    buffer: Value,
    /// A second buffer: zyme-opt's GVN keeps what it knows of one across
    /// stores to the other, and a `select`ed address may be either.
    other: Value,
}

impl Gen<'_, '_> {
    /// An address `offset` bytes (wrapped to leave `room`) into the
    /// buffer `offset` picks: the first, the second, or a `select` of
    /// the two on the sign of an integer of the pool. Offsets below 96
    /// name one of four doubles of the buffer, so that loads and stores
    /// of one place through different bases meet often.
    fn address(&mut self, offset: u8, room: i64, pools: &Pools) -> Value {
        let at = if offset < 96 {
            i64::from(offset / 3 % 4) * 8
        } else {
            i64::from(offset) % (BUFFER as i64 - room)
        };
        let base = match offset % 3 {
            0 => self.buffer,
            1 => self.other,
            _ => {
                let x = pick(&pools.ints, offset);
                let zero = self.b.iconst(Type::I64, 0);
                let c = self.b.icmp(IntCC::Slt, x, zero);
                self.b.select(c, self.buffer, self.other)
            }
        };
        self.b.ptr_add_imm(base, at)
    }

    /// Narrows an i64 to `ty` (no-op for i64).
    fn narrow(&mut self, v: Value, ty: Type) -> Value {
        if ty == Type::I64 {
            v
        } else {
            self.b.cast(CastOp::Trunc, v, ty)
        }
    }

    fn widen(&mut self, v: Value, ty: Type, signed: bool) -> Value {
        if ty == Type::I64 {
            v
        } else {
            let op = if signed { CastOp::Sext } else { CastOp::Zext };
            self.b.cast(op, v, Type::I64)
        }
    }

    fn emit(&mut self, step: &Step, pools: &mut Pools) {
        match step {
            Step::Int { op, a, b, width } => {
                let op = INT_OPS[usize::from(*op) % INT_OPS.len()];
                let divides = matches!(
                    op,
                    BinaryOp::Sdiv | BinaryOp::Udiv | BinaryOp::Srem | BinaryOp::Urem
                );
                let ty = WIDTHS[usize::from(*width) % WIDTHS.len()];
                // An i1 has no positive non-zero divisor that cannot fault.
                let ty = if divides && ty == Type::I1 {
                    Type::I8
                } else {
                    ty
                };
                let (x, y) = (pick(&pools.ints, *a), pick(&pools.ints, *b));
                let (x, mut y) = (self.narrow(x, ty), self.narrow(y, ty));
                if divides {
                    // A positive, non-zero divisor: no division fault.
                    let bits = ty.lane().bits();
                    let max = if bits >= 64 {
                        i64::MAX
                    } else {
                        (1i64 << (bits - 1)) - 1
                    };
                    let mask = self.b.iconst(ty, max);
                    y = self.b.band(y, mask);
                    let one = self.b.iconst(ty, 1);
                    y = self.b.bor(y, one);
                }
                let r = self.b.binary(op, x, y);
                let r = self.widen(r, ty, *width % 2 == 0);
                pools.ints.push(r);
            }
            Step::IntUnary { op, a, width } => {
                let op = INT_UNARY[usize::from(*op) % INT_UNARY.len()];
                let ty = WIDTHS[usize::from(*width) % 4];
                let ty = if op == UnaryOp::Bswap && ty == Type::I8 {
                    Type::I16
                } else {
                    ty
                };
                let x = self.narrow(pick(&pools.ints, *a), ty);
                let r = self.b.unary(op, x);
                let r = self.widen(r, ty, true);
                pools.ints.push(r);
            }
            Step::Float { op, a, b, single } => {
                let op = FLOAT_OPS[usize::from(*op) % FLOAT_OPS.len()];
                let (x, y) = (pick(&pools.floats, *a), pick(&pools.floats, *b));
                let r = if *single {
                    let x = self.b.cast(CastOp::Fptrunc, x, Type::F32);
                    let y = self.b.cast(CastOp::Fptrunc, y, Type::F32);
                    let r = self.b.binary(op, x, y);
                    self.b.cast(CastOp::Fpext, r, Type::F64)
                } else {
                    self.b.binary(op, x, y)
                };
                pools.floats.push(r);
            }
            Step::Math { op, a } => {
                let op = FLOAT_MATH[usize::from(*op) % FLOAT_MATH.len()];
                let r = self.b.math(op, &[pick(&pools.floats, *a)]);
                pools.floats.push(r);
            }
            Step::Math2 { op, a, b } => {
                let op = FLOAT_MATH2[usize::from(*op) % FLOAT_MATH2.len()];
                let r = self
                    .b
                    .math(op, &[pick(&pools.floats, *a), pick(&pools.floats, *b)]);
                pools.floats.push(r);
            }
            Step::Select { cc, a, b, float } => {
                if *float {
                    let code = *cc;
                    let cc = FloatCC::ALL[usize::from(code) % FloatCC::ALL.len()];
                    let (x, y) = (pick(&pools.floats, *a), pick(&pools.floats, *b));
                    let c = self.b.fcmp(cc, x, y);
                    // The comparison alone, or'ed or and'ed with an integer
                    // condition (as `select` or as `or`/`and`), choosing
                    // between its operands, the other way, or other values.
                    let other = pick(&pools.ints, *a ^ *b);
                    let zero = self.b.iconst(Type::I64, 0);
                    let p = self.b.icmp(IntCC::Slt, other, zero);
                    let t = self.b.iconst(Type::I1, 1);
                    let f = self.b.iconst(Type::I1, 0);
                    let c = match (code / 16) % 5 {
                        0 => c,
                        1 => self.b.select(p, t, c),
                        2 => self.b.select(p, c, f),
                        3 => self.b.binary(BinaryOp::Or, c, p),
                        _ => self.b.binary(BinaryOp::And, p, c),
                    };
                    let z = pick(&pools.floats, code.wrapping_add(*a));
                    let r = match (code / 80) % 3 {
                        0 => self.b.select(c, x, y),
                        1 => self.b.select(c, y, x),
                        _ => self.b.select(c, z, y),
                    };
                    pools.floats.push(r);
                } else {
                    let cc = IntCC::ALL[usize::from(*cc) % IntCC::ALL.len()];
                    let (x, y) = (pick(&pools.ints, *a), pick(&pools.ints, *b));
                    let c = self.b.icmp(cc, x, y);
                    let r = self.b.select(c, y, x);
                    pools.ints.push(r);
                }
            }
            Step::Cast { kind, a } => match kind % 7 {
                0 => {
                    let r = self
                        .b
                        .cast(CastOp::Sitofp, pick(&pools.ints, *a), Type::F64);
                    pools.floats.push(r);
                }
                1 => {
                    let r = self
                        .b
                        .cast(CastOp::Uitofp, pick(&pools.ints, *a), Type::F64);
                    pools.floats.push(r);
                }
                2 => {
                    let r = self
                        .b
                        .cast(CastOp::Fptosi, pick(&pools.floats, *a), Type::I64);
                    pools.ints.push(r);
                }
                3 => {
                    let r = self
                        .b
                        .cast(CastOp::Fptoui, pick(&pools.floats, *a), Type::I32);
                    let r = self.b.cast(CastOp::Zext, r, Type::I64);
                    pools.ints.push(r);
                }
                4 => {
                    // The bits of a NaN would show which NaN an operation gave.
                    let x = self.no_nan(pick(&pools.floats, *a));
                    let r = self.b.cast(CastOp::Bitcast, x, Type::I64);
                    pools.ints.push(r);
                }
                5 => {
                    let r = self
                        .b
                        .cast(CastOp::Fptosi, pick(&pools.floats, *a), Type::I16);
                    let r = self.b.cast(CastOp::Sext, r, Type::I64);
                    pools.ints.push(r);
                }
                _ => {
                    let r = self
                        .b
                        .cast(CastOp::Sitofp, pick(&pools.ints, *a), Type::F32);
                    let r = self.b.cast(CastOp::Fpext, r, Type::F64);
                    pools.floats.push(r);
                }
            },
            Step::Store { offset, a, float } => {
                let at = self.address(*offset, 7, pools);
                let v = if *float {
                    // Loaded as an integer, a NaN's bits would differ.
                    self.no_nan(pick(&pools.floats, *a))
                } else {
                    pick(&pools.ints, *a)
                };
                self.b.store(v, at, MemFlags::default());
            }
            Step::Load { offset, float } => {
                let at = self.address(*offset, 7, pools);
                if *float {
                    let v = self.b.load(Type::F64, at, MemFlags::default());
                    pools.floats.push(v);
                } else {
                    let ty = WIDTHS[usize::from(*offset / 64) % 4];
                    let v = self.b.load(ty, at, MemFlags::default());
                    let v = self.widen(v, ty, offset % 2 == 0);
                    pools.ints.push(v);
                }
            }
            Step::Vector { op, a, b, c } => self.vector(*op, *a, *b, *c, pools),
            Step::If {
                a,
                then_steps,
                else_steps,
            } => {
                let x = pick(&pools.ints, *a);
                let one = self.b.iconst(Type::I64, 1);
                let bit = self.b.band(x, one);
                let zero = self.b.iconst(Type::I64, 0);
                let c = self.b.icmp(IntCC::Ne, bit, zero);
                let then_block = self.b.create_block();
                let else_block = self.b.create_block();
                let merge = self.b.create_block();
                let [mi, mf, mv] = self
                    .b
                    .append_params(merge, [Type::I64, Type::F64, vec_ty()]);
                self.b.brif(c, then_block, &[], else_block, &[]);
                for (block, steps) in [(then_block, then_steps), (else_block, else_steps)] {
                    self.arm(block, steps, pools, merge);
                }
                self.b.switch_to(merge);
                pools.ints.push(mi);
                pools.floats.push(mf);
                pools.vecs.push(mv);
            }
            Step::Loop { trips, body } => {
                let header = self.b.create_block();
                let body_block = self.b.create_block();
                let exit = self.b.create_block();
                let [i, ci, cf, cv] = self
                    .b
                    .append_params(header, [Type::I64, Type::I64, Type::F64, vec_ty()]);
                let [ri, rf, rv] = self.b.append_params(exit, [Type::I64, Type::F64, vec_ty()]);
                let zero = self.b.iconst(Type::I64, 0);
                let (si, sf) = (*pools.ints.last().unwrap(), *pools.floats.last().unwrap());
                let sv = *pools.vecs.last().unwrap();
                self.b.jump(header, &[zero, si, sf, sv]);
                self.b.switch_to(header);
                let n = self.b.iconst(Type::I64, i64::from(*trips));
                let more = self.b.icmp(IntCC::Slt, i, n);
                self.b.brif(more, body_block, &[], exit, &[ci, cf, cv]);
                self.b.switch_to(body_block);
                let saved = (pools.ints.len(), pools.floats.len(), pools.vecs.len());
                pools.ints.push(ci);
                pools.ints.push(i);
                pools.floats.push(cf);
                pools.vecs.push(cv);
                for s in body {
                    self.emit(s, pools);
                }
                let one = self.b.iconst(Type::I64, 1);
                let next = self.b.iadd(i, one);
                let (li, lf) = (*pools.ints.last().unwrap(), *pools.floats.last().unwrap());
                let lv = *pools.vecs.last().unwrap();
                self.b.jump(header, &[next, li, lf, lv]);
                pools.ints.truncate(saved.0);
                pools.floats.truncate(saved.1);
                pools.vecs.truncate(saved.2);
                self.b.switch_to(exit);
                pools.ints.push(ri);
                pools.floats.push(rf);
                pools.vecs.push(rv);
            }
        }
    }

    /// One arm of a diamond: its values die at the merge, which receives
    /// the arm's last int and float.
    fn arm(&mut self, block: Block, steps: &[Step], pools: &mut Pools, merge: Block) {
        self.b.switch_to(block);
        let saved = (pools.ints.len(), pools.floats.len(), pools.vecs.len());
        for s in steps {
            self.emit(s, pools);
        }
        let (li, lf) = (*pools.ints.last().unwrap(), *pools.floats.last().unwrap());
        let lv = *pools.vecs.last().unwrap();
        self.b.jump(merge, &[li, lf, lv]);
        pools.ints.truncate(saved.0);
        pools.floats.truncate(saved.1);
        pools.vecs.truncate(saved.2);
    }

    /// `x` (an `f64`), or 0 where it is a NaN; see [`Gen::no_nans`].
    fn no_nan(&mut self, x: Value) -> Value {
        let zero = self.b.f64const(0.0);
        let number = self.b.fcmp(FloatCC::Ord, x, x);
        self.b.select(number, x, zero)
    }

    /// `v` (an `f64x4`) with its NaN lanes made 0: which NaN an operation
    /// gives is unspecified, so where bits are read as integers (a load
    /// of stored bytes, integer lanes) a NaN would differ between the
    /// interpreter and the JIT for no fault of either.
    fn no_nans(&mut self, v: Value) -> Value {
        let zero = self.b.f64const(0.0);
        let zeros = self.b.splat(vec_ty(), zero);
        let number = self.b.fcmp(FloatCC::Ord, v, v);
        self.b.select(number, v, zeros)
    }

    /// One vector step: the result goes to the vector pool (or, for a
    /// lane read, the float pool).
    fn vector(&mut self, op: u8, a: u8, b: u8, c: u8, pools: &mut Pools) {
        let (x, y) = (pick(&pools.vecs, a), pick(&pools.vecs, b));
        let f = pick(&pools.floats, c);
        let lane = u16::from(c % 4);
        let v = match op % 15 {
            0 => {
                let op = FLOAT_OPS[usize::from(c) % 4];
                self.b.binary(op, x, y)
            }
            1 => self.b.fneg(x),
            2 => {
                let op = [MathOp::Sqrt, MathOp::Fabs][usize::from(c) % 2];
                self.b.math(op, &[x])
            }
            3 => {
                let op = [MathOp::Minimum, MathOp::Maximum, MathOp::Minnum][usize::from(c) % 3];
                self.b.math(op, &[x, y])
            }
            4 => {
                let z = pick(&pools.vecs, c);
                self.b.math(MathOp::Fmuladd, &[x, y, z])
            }
            5 => self.b.splat(vec_ty(), f),
            6 => self.b.insert_lane(x, f, lane),
            7 => {
                let r = self.b.extract_lane(x, lane);
                pools.floats.push(r);
                return;
            }
            8 => {
                // Four lanes of the eight, in any order.
                let mask: Vec<u16> = (0..4)
                    .map(|k| u16::from((c >> (2 * k)) & 3) * 2 + u16::from((b >> k) & 1))
                    .collect();
                self.b.shuffle(x, y, &mask)
            }
            9 => {
                // Through a narrower vector (one chunk, or lanes for f64x3).
                let n = if c.is_multiple_of(2) { 2 } else { 3 };
                let mask: Vec<u16> = (0..n).map(|k| (u16::from(b) + k * 3) % 8).collect();
                let narrow = self.b.shuffle(x, y, &mask);
                let twice = self.b.binary(BinaryOp::Fadd, narrow, narrow);
                let mask: Vec<u16> = [0, 1, n, n + 1].to_vec();
                self.b.shuffle(twice, narrow, &mask)
            }
            10 => {
                let at = self
                    .b
                    .ptr_add_imm(self.buffer, i64::from(c) % (BUFFER as i64 - 31));
                if a.is_multiple_of(2) {
                    // An integer load may read the bytes.
                    let x = self.no_nans(x);
                    self.b.store(x, at, MemFlags::default());
                    return;
                }
                self.b.load(vec_ty(), at, MemFlags::default())
            }
            11 => {
                // Integer lanes: i32x8 or i64x4 arithmetic on the bits.
                let (ity, op) = if c.is_multiple_of(2) {
                    (
                        Type::vector(ScalarType::I32, 8).unwrap(),
                        [BinaryOp::Iadd, BinaryOp::Imul, BinaryOp::Xor][usize::from(b) % 3],
                    )
                } else {
                    (
                        Type::vector(ScalarType::I64, 4).unwrap(),
                        [BinaryOp::Isub, BinaryOp::And, BinaryOp::Or][usize::from(b) % 3],
                    )
                };
                // Integer lanes would show which NaN an operation gave.
                let (x, y) = (self.no_nans(x), self.no_nans(y));
                let bx = self.b.cast(CastOp::Bitcast, x, ity);
                let by = self.b.cast(CastOp::Bitcast, y, ity);
                let r = self.b.binary(op, bx, by);
                // An integer lane compare choosing between the two.
                let r = if (b / 4).is_multiple_of(2) {
                    let cc = IntCC::ALL[usize::from(a) % IntCC::ALL.len()];
                    let mask = self.b.icmp(cc, r, bx);
                    self.b.select(mask, r, bx)
                } else {
                    r
                };
                let r = self.b.cast(CastOp::Bitcast, r, vec_ty());
                self.no_nans(r)
            }
            12 => {
                // A selection on one condition, or on a lane mask.
                let cc = FloatCC::ALL[usize::from(c) % FloatCC::ALL.len()];
                if b.is_multiple_of(2) {
                    let e = self.b.extract_lane(x, lane);
                    let cond = self.b.fcmp(cc, e, f);
                    self.b.select(cond, x, y)
                } else {
                    // A lane mask, maybe combined with a second one, then
                    // chosen by or read lane by lane.
                    let mut mask = self.b.fcmp(cc, x, y);
                    let other = FloatCC::ALL[usize::from(a) % FloatCC::ALL.len()];
                    let z = pick(&pools.vecs, a.wrapping_add(c));
                    let logic = [BinaryOp::And, BinaryOp::Or, BinaryOp::Xor];
                    if let Some(&op) = logic.get(usize::from(b / 2) % 4) {
                        let second = self.b.fcmp(other, y, z);
                        mask = self.b.binary(op, mask, second);
                    }
                    if (b / 8).is_multiple_of(2) {
                        self.b.select(mask, y, x)
                    } else {
                        let bit = self.b.extract_lane(mask, lane);
                        let bit = self.b.cast(CastOp::Zext, bit, Type::I64);
                        pools.ints.push(bit);
                        return;
                    }
                }
            }
            14 => {
                // Conversions of integer lanes (the bits of `x`, NaN lanes
                // zeroed first): to floats and back (saturating), and
                // widened by sign or zero, then cut back to 256 bits.
                let x = self.no_nans(x);
                let v = |s: ScalarType, n: u32| Type::vector(s, n).unwrap();
                let r = match c % 3 {
                    0 => {
                        let ints = self.b.cast(CastOp::Bitcast, x, v(ScalarType::I32, 8));
                        let floats = self.b.cast(CastOp::Sitofp, ints, v(ScalarType::F32, 8));
                        let scaled = self.b.binary(BinaryOp::Fmul, floats, floats);
                        let back = self.b.cast(CastOp::Fptosi, scaled, v(ScalarType::I32, 8));
                        self.b.cast(CastOp::Bitcast, back, vec_ty())
                    }
                    k => {
                        // i32x8 → i64x8 or i16x16 → i32x16, then 256 bits
                        // of the middle back.
                        let op = if b.is_multiple_of(2) {
                            CastOp::Sext
                        } else {
                            CastOp::Zext
                        };
                        let (narrow, wide, keep): (_, _, &[u16]) = if k == 1 {
                            (v(ScalarType::I32, 8), v(ScalarType::I64, 8), &[1, 2, 5, 6])
                        } else {
                            let keep = &[3, 4, 5, 6, 7, 8, 9, 10];
                            (v(ScalarType::I16, 16), v(ScalarType::I32, 16), keep)
                        };
                        let ints = self.b.cast(CastOp::Bitcast, x, narrow);
                        let widened = self.b.cast(op, ints, wide);
                        let part = self.b.shuffle(widened, widened, keep);
                        self.b.cast(CastOp::Bitcast, part, vec_ty())
                    }
                };
                // Integer bits read as doubles may be NaNs.
                self.no_nans(r)
            }
            _ => {
                // A round trip through f32x4, with arithmetic there.
                let single = Type::vector(ScalarType::F32, 4).unwrap();
                let sx = self.b.cast(CastOp::Fptrunc, x, single);
                let sy = self.b.cast(CastOp::Fptrunc, y, single);
                let r = self.b.binary(FLOAT_OPS[usize::from(c) % 4], sx, sy);
                self.b.cast(CastOp::Fpext, r, vec_ty())
            }
        };
        pools.vecs.push(v);
    }
}

/// `@p(i64, i64, f64, f64) -> (i64, f64, f64, f64)`: the xor of every live
/// int and the last three floats.
fn build(steps: &[Step]) -> Module {
    let mut module = Module::new();
    let sig = Signature::new(
        [Type::I64, Type::I64, Type::F64, Type::F64],
        [Type::I64, Type::F64, Type::F64, Type::F64],
    );
    let f = module.declare_function("p", sig, Linkage::Export).unwrap();
    let mut b = module.builder(f);
    let entry = b.create_block();
    let [i0, i1, f0, f1] = b.append_params(entry, [Type::I64, Type::I64, Type::F64, Type::F64]);
    b.switch_to(entry);
    let zero = b.iconst(Type::I8, 0);
    let len = b.iconst(Type::I64, BUFFER as i64);
    let [buffer, other] = [(); 2].map(|()| {
        let slot = b.stack_slot(BUFFER, 8);
        let at = b.stack_addr(slot);
        b.mem(MemOp::Memset, at, zero, len);
        at
    });
    let v0 = b.splat(vec_ty(), f0);
    let v0 = b.insert_lane(v0, f1, 2);
    let mut pools = Pools {
        ints: vec![i0, i1],
        floats: vec![f0, f1],
        vecs: vec![v0],
    };
    let mut g = Gen {
        b: &mut b,
        buffer,
        other,
    };
    for s in steps {
        g.emit(s, &mut pools);
    }
    // The last vector's lanes are part of the result.
    let last = *pools.vecs.last().unwrap();
    for lane in [0, 3] {
        let x = b.extract_lane(last, lane);
        pools.floats.push(x);
    }
    let mut acc = pools.ints[0];
    for &v in &pools.ints[1..] {
        acc = b.bxor(acc, v);
    }
    let n = pools.floats.len();
    let fl = |k: usize| pools.floats[n.saturating_sub(k).min(n - 1)];
    b.ret(&[acc, fl(1), fl(2), fl(3)]);
    module
}

fn float_input() -> impl Strategy<Value = f64> {
    prop_oneof![
        4 => -1e3f64..1e3,
        1 => any::<f64>(),
        1 => prop::sample::select(vec![0.0, -0.0, 1.0, -1.0, 0.5, f64::INFINITY, f64::NEG_INFINITY, f64::NAN, 5e-324, 1e308, 2.5, -2.5]),
    ]
}

fn int_input() -> impl Strategy<Value = i64> {
    prop_oneof![
        3 => -100i64..100,
        2 => any::<i64>(),
        1 => prop::sample::select(vec![0, 1, -1, i64::MIN, i64::MAX, 63, 64, 65, 255, 256, 65535]),
    ]
}

/// The arguments of the generated `@p`.
fn program_args(a: i64, b: i64, x: f64, y: f64) -> [DataValue; 4] {
    [
        DataValue::int(ScalarType::I64, a),
        DataValue::int(ScalarType::I64, b),
        DataValue::f64(x),
        DataValue::f64(y),
    ]
}

/// `@p(args)` on the interpreter; a failure shows the module.
fn interpret(module: &Module, args: &[DataValue], what: &str) -> Vec<DataValue> {
    zyme_ir::interp::Interpreter::new(module)
        .call("p", args)
        .unwrap_or_else(|e| panic!("{what}: {e}\n{}", zyme_ir::text::print_module(module)))
}

fn cases() -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(5000)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(), failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn jit_matches_interpreter(
        steps in prop::collection::vec(step(), 1..24),
        inputs in prop::collection::vec((int_input(), int_input(), float_input(), float_input()), 3),
    ) {
        let module = build(&steps);
        if let Err(e) = zyme_ir::verify_module(&module) {
            panic!("generated module is invalid: {}\n{}", e, zyme_ir::text::print_module(&module));
        }
        let jit = zyme_cranelift::JitModule::compile(&module)
            .unwrap_or_else(|e| panic!("{e}\n{}", zyme_ir::text::print_module(&module)));
        for (a, b, x, y) in inputs {
            let args = program_args(a, b, x, y);
            let want = interpret(&module, &args, "interpreter");
            let got = jit.call_dynamic("p", &args).unwrap();
            let same = want.len() == got.len() && want.iter().zip(&got).all(|(w, g)| w.eq_modulo_nan(g));
            prop_assert!(same, "inputs {:?}: interpreter {:?}, JIT {:?}\n{}", args, want, got, zyme_ir::text::print_module(&module));
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases() / 2, failure_persistence: None, ..ProptestConfig::default() })]

    /// zyme-opt's whole pipeline keeps the module valid and changes no
    /// result (the interpreter before against the interpreter and the JIT
    /// after), NaN payloads aside.
    #[test]
    fn zyme_opt_preserves_results(
        steps in prop::collection::vec(step(), 1..24),
        inputs in prop::collection::vec((int_input(), int_input(), float_input(), float_input()), 2),
    ) {
        let module = build(&steps);
        let mut optimised = module.clone();
        zyme_opt::optimize_all(&mut optimised, zyme_opt::BEFORE_AD);
        if let Err(e) = zyme_ir::verify_module(&optimised) {
            panic!("after zyme-opt: {}\n{}\nbefore:\n{}", e, zyme_ir::text::print_module(&optimised), zyme_ir::text::print_module(&module));
        }
        let jit = zyme_cranelift::JitModule::compile(&optimised)
            .unwrap_or_else(|e| panic!("{e}\n{}", zyme_ir::text::print_module(&optimised)));
        for (a, b, x, y) in inputs {
            let args = program_args(a, b, x, y);
            let want = interpret(&module, &args, "interpreter");
            let got = interpret(&optimised, &args, "interpreter after zyme-opt");
            let jitted = jit.call_dynamic("p", &args).unwrap();
            let same = |a: &[DataValue], b: &[DataValue]| a.len() == b.len() && a.iter().zip(b).all(|(w, g)| w.eq_modulo_nan(g));
            prop_assert!(same(&want, &got) && same(&want, &jitted),
                "inputs {:?}: before {:?}, after {:?} (JIT {:?})\nbefore:\n{}\nafter:\n{}",
                args, want, got, jitted, zyme_ir::text::print_module(&module), zyme_ir::text::print_module(&optimised));
        }
    }
}
