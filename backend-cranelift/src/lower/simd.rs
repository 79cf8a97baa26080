//! Vectors held packed in Cranelift's 128-bit SIMD types.
//!
//! A vector type is *packable* when its lanes are `f32`, `f64`, `i8`,
//! `i16`, `i32` or `i64` and its width is a multiple of 128 bits: it is
//! then held as `width / 128` *chunks* of `f32x4`, `f64x2`, `i8x16`, …
//! (a `f64x4` as two `f64x2`, a width-26 tangent `f64x26` as thirteen).
//! A lane mask (`i1xN`) made by a SIMD compare is held as integer chunks
//! of the compared lanes' width ([`value_chunks`]). Every other vector
//! (pointers, `f64x3`, 64-bit vectors) is a list of lanes.
//!
//! Decide, then emit: before a function is lowered, [`SimdPlan`] decides
//! which form each use of a packable value needs. An instruction that
//! [`packs`] works on chunks (arithmetic, loads, stores, splats,
//! shuffles within two chunks, lane access, bitcasts and the conversions
//! of [`conversion`], compares and logic on their masks, `select`) and
//! takes its packable operands as chunks; any other instruction (calls,
//! libm, other conversions) takes lanes; a packable block parameter is
//! chunks, so a vector carried round a loop stays in SIMD registers.
//! Right after a definition, where it dominates every use, the other form
//! is built when some use needs it: lanes extracted from chunks, or
//! chunks built from lanes.

use super::{FuncCtx, LResult, Lanes};
use crate::abi::cl_type;
use cranelift_codegen::entity::SecondaryMap;
use cranelift_codegen::ir::{
    condcodes::IntCC, types, ConstantData, Endianness, InstBuilder, MemFlagsData, Value as ClValue,
};
use zyme_ir::{
    BinaryOp, CastOp, FloatCC, Function, InstData, MathOp, ScalarType, Type, UnaryOp, Value,
};

/// The chunk type of a packable vector type and the number of chunks.
pub fn chunk_type(ty: Type) -> Option<(types::Type, usize)> {
    if !ty.is_vector() {
        return None;
    }
    let lane = ty.lane();
    if !matches!(
        lane,
        ScalarType::I8
            | ScalarType::I16
            | ScalarType::I32
            | ScalarType::I64
            | ScalarType::F32
            | ScalarType::F64
    ) || !ty.bits().is_multiple_of(128)
    {
        return None;
    }
    let chunk = cl_type(lane).by(128 / lane.bits())?;
    Some((chunk, (ty.bits() / 128) as usize))
}

/// Whether a block parameter of type `ty` is chunks (the entry block's
/// parameters are the signature's, which passes vectors as lanes).
pub fn packed_param(ty: Type, entry: bool) -> bool {
    !entry && chunk_type(ty).is_some()
}

/// Lanes of `ty` per chunk.
fn per_chunk(ty: Type) -> u32 {
    128 / ty.lane().bits()
}

/// Whether `data` is lowered on chunks.
pub fn packs(func: &Function, data: &InstData) -> bool {
    // Malformed IR (a dangling operand) is lowered on lanes, whose
    // lowering reports it.
    let mut valid = true;
    data.for_each_operand(|v| valid &= func.dfg.value_is_valid(v));
    if !valid {
        return false;
    }
    let ty = |v: Value| func.dfg.value_type(v);
    let packable = |t: Type| chunk_type(t).is_some();
    match data {
        InstData::Iconst { ty, .. } | InstData::Fconst { ty, .. } => packable(*ty),
        InstData::Binary { op, args } if ty(args[0]).lane() == ScalarType::I1 => {
            // Logic on lane masks of one width.
            let w = mask_width(func, args[0], MASK_DEPTH);
            matches!(op, BinaryOp::And | BinaryOp::Or | BinaryOp::Xor)
                && w.is_some()
                && w == mask_width(func, args[1], MASK_DEPTH)
        }
        InstData::Binary { op, args } => {
            let t = ty(args[0]);
            packable(t) && lane_op(*op, t.lane())
        }
        InstData::Unary { op, arg } => *op == UnaryOp::Fneg && packable(ty(*arg)),
        InstData::Math { op, args } => {
            matches!(
                op,
                MathOp::Sqrt | MathOp::Fabs | MathOp::Fmuladd | MathOp::Minimum | MathOp::Maximum
            ) && packable(ty(args[0]))
        }
        InstData::Load { ty, flags, .. } => flags.ordering.is_none() && packable(*ty),
        InstData::Store { args, flags } => flags.ordering.is_none() && packable(ty(args[0])),
        InstData::Splat { ty, .. } => packable(*ty),
        InstData::ExtractLane { arg, .. } => value_chunks(func, *arg).is_some(),
        InstData::InsertLane { args, .. } => packable(ty(args[0])),
        InstData::Select { args } => {
            let t = ty(args[1]);
            packable(t)
                && (ty(args[0]) == Type::I1
                    || mask_width(func, args[0], MASK_DEPTH) == Some(t.lane().bits()))
        }
        InstData::Fcmp { cond, args } => simd_compare(ty(args[0]), Compare::Float(*cond)).is_some(),
        InstData::Icmp { cond, args } => simd_compare(ty(args[0]), Compare::Int(*cond)).is_some(),
        InstData::Cast {
            op: CastOp::Bitcast,
            arg,
            ty: to,
        } => packable(ty(*arg)) && packable(*to),
        InstData::Cast { op, arg, ty: to } => {
            packable(ty(*arg)) && packable(*to) && conversion(*op, ty(*arg), *to).is_some()
        }
        InstData::Shuffle { args, mask } => {
            let t = ty(args[0]);
            let Some(out) = Type::vector(t.lane(), mask.len() as u32) else {
                return false;
            };
            packable(t) && packable(out) && shuffle_sources(t, mask).is_some()
        }
        _ => false,
    }
}

/// How many `and`/`or`/`xor` between a mask and its compares
/// [`mask_width`] looks through.
const MASK_DEPTH: u8 = 4;

/// The chunks of a value: those of its type for a packable vector, and
/// for an `i1` lane mask made by a SIMD compare (or by `and`, `or`, `xor`
/// of such masks of one width), integer chunks of the compared lanes'
/// width, all ones or zeros per lane, as SIMD compares make them.
pub fn value_chunks(func: &Function, v: Value) -> Option<(types::Type, usize)> {
    let ty = func.dfg.value_type(v);
    if let Some(c) = chunk_type(ty) {
        return Some(c);
    }
    let width = mask_width(func, v, MASK_DEPTH)?;
    chunk_type(ty.with_lane(int_lane(width)?))
}

fn int_lane(bits: u32) -> Option<ScalarType> {
    Some(match bits {
        8 => ScalarType::I8,
        16 => ScalarType::I16,
        32 => ScalarType::I32,
        64 => ScalarType::I64,
        _ => return None,
    })
}

/// The lane width of the compare behind a lane mask (see
/// [`value_chunks`]), looking through at most `depth` logic operations.
fn mask_width(func: &Function, mask: Value, depth: u8) -> Option<u32> {
    let ty = func.dfg.value_type(mask);
    if ty.lane() != ScalarType::I1 || !ty.is_vector() {
        return None;
    }
    match func.dfg.value_inst(mask)? {
        InstData::Fcmp { cond, args } => {
            simd_compare(func.dfg.value_type(args[0]), Compare::Float(*cond))
        }
        InstData::Icmp { cond, args } => {
            simd_compare(func.dfg.value_type(args[0]), Compare::Int(*cond))
        }
        InstData::Binary {
            op: BinaryOp::And | BinaryOp::Or | BinaryOp::Xor,
            args,
        } if depth > 0 => {
            let w = mask_width(func, args[0], depth - 1)?;
            (mask_width(func, args[1], depth - 1)? == w).then_some(w)
        }
        _ => None,
    }
}

/// Whether the float compare `cc` has a SIMD form on both x86-64 and
/// AArch64 (see [`simd_compare`]).
pub fn float_compare(cc: FloatCC) -> bool {
    matches!(
        cc,
        FloatCC::Oeq
            | FloatCC::Olt
            | FloatCC::Ole
            | FloatCC::Ogt
            | FloatCC::Oge
            | FloatCC::Une
            | FloatCC::Ord
            | FloatCC::Uno
    )
}

enum Compare {
    Float(FloatCC),
    Int(zyme_ir::IntCC),
}

/// The lane width of a compare of two `ty` vectors done on chunks: the
/// float compares both x86-64 and AArch64 have in SIMD form (the ordered
/// ones, `une`, `ord` and `uno`; AArch64 has no vector `ult` and the like,
/// x86 no `one` and `ueq`), integer compares of 8- to 32-bit lanes, and
/// equality of 64-bit ones (ordering them needs SSE4.2, which a baseline
/// object target lacks).
fn simd_compare(ty: Type, cmp: Compare) -> Option<u32> {
    chunk_type(ty)?;
    let ok = match cmp {
        Compare::Float(cc) => float_compare(cc),
        Compare::Int(cc) => {
            ty.lane() != ScalarType::I64 || matches!(cc, zyme_ir::IntCC::Eq | zyme_ir::IntCC::Ne)
        }
    };
    ok.then(|| ty.lane().bits())
}

/// The operands of a packing instruction that it takes as chunks.
fn packed_operands(func: &Function, data: &InstData) -> Vec<Value> {
    let mut out = Vec::new();
    data.for_each_operand(|v| {
        if value_chunks(func, v).is_some() {
            out.push(v);
        }
    });
    out
}

/// How a conversion between packable vectors is done on chunks.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Conversion {
    /// Chunk for chunk: `i32x4` ↔ `f32x4`.
    Same,
    /// Each source chunk makes two: `f32x4` → `f64x2`s, integers to twice
    /// their width.
    Widen,
    /// Two source chunks make one: `f64x2`s → `f32x4`.
    Narrow,
}

/// The conversions done on chunks (ones both x86-64 and AArch64 have in
/// SIMD form, with the IR's semantics: saturating `fptosi`, rounding to
/// nearest): `fpext` and `fptrunc` between `f32` and `f64`, `sitofp`
/// and `fptosi` between `i32` and `f32`, and `sext`/`zext` to twice the
/// width.
fn conversion(op: CastOp, from: Type, to: Type) -> Option<Conversion> {
    use ScalarType::*;
    if from.lanes() != to.lanes() {
        return None;
    }
    let (s, t) = (from.lane(), to.lane());
    Some(match (op, s, t) {
        (CastOp::Fpext, F32, F64) => Conversion::Widen,
        (CastOp::Fptrunc, F64, F32) => Conversion::Narrow,
        (CastOp::Sitofp, I32, F32) | (CastOp::Fptosi, F32, I32) => Conversion::Same,
        (CastOp::Sext | CastOp::Zext, I8, I16)
        | (CastOp::Sext | CastOp::Zext, I16, I32)
        | (CastOp::Sext | CastOp::Zext, I32, I64) => Conversion::Widen,
        _ => return None,
    })
}

/// The binary operations done on chunks of lanes of type `lane`.
fn lane_op(op: BinaryOp, lane: ScalarType) -> bool {
    use BinaryOp::*;
    match op {
        Fadd | Fsub | Fmul | Fdiv => lane.is_float(),
        Iadd | Isub | And | Or | Xor => lane.is_int(),
        Imul => matches!(lane, ScalarType::I16 | ScalarType::I32),
        _ => false,
    }
}

/// For each result chunk of a shuffle of two `ty` vectors, the (at most
/// two) source chunks its lanes come from; `None` when a result chunk
/// needs more.
fn shuffle_sources(ty: Type, mask: &[u16]) -> Option<Vec<Vec<usize>>> {
    let n = per_chunk(ty) as usize;
    let total = 2 * ty.lanes() as usize;
    mask.chunks(n)
        .map(|lanes| {
            let mut srcs: Vec<usize> = Vec::new();
            for &i in lanes {
                let i = usize::from(i);
                if i >= total {
                    return None;
                }
                if !srcs.contains(&(i / n)) {
                    srcs.push(i / n);
                }
            }
            (srcs.len() <= 2).then_some(srcs)
        })
        .collect()
}

/// Which forms the uses of a packable value need.
#[derive(Clone, Copy, Default)]
struct Needs {
    chunks: bool,
    lanes: bool,
}

/// The forms each packable value's uses need, decided before lowering.
#[derive(Default)]
pub struct SimdPlan {
    needs: SecondaryMap<Value, Needs>,
    /// `insert_lane`s into a two-lane chunk whose only use overwrites the
    /// chunk's other lane: their vector operand's chunk is dead, so they
    /// start from a splat of the inserted value instead (clang's SLP
    /// vectoriser builds `[a, b]` as two inserts into `poison`, which
    /// zyme holds as a zero vector: one register read per pair, kept
    /// live across the whole function).
    fresh: SecondaryMap<zyme_ir::Inst, Fresh>,
}

/// How an `insert_lane` of [`SimdPlan::fresh`] starts its chunk.
#[derive(Copy, Clone, Default, PartialEq, Eq, Debug)]
pub enum Fresh {
    /// It does not: it inserts into its vector operand's chunk.
    #[default]
    No,
    /// From a splat of the inserted value (one shuffle).
    Splat,
    /// From the inserted value put into the chunk's low lane: it is a
    /// load with no other use, which x86 then loads straight into the
    /// vector register (`movsd`), where a splat would take a `movsd` and
    /// a shuffle.
    Low,
}

impl SimdPlan {
    pub fn new(func: &Function) -> SimdPlan {
        let mut plan = SimdPlan::default();
        let packable = |v: Value| func.dfg.value_is_valid(v) && value_chunks(func, v).is_some();
        let entry = func.entry_block();
        for &b in func.layout.blocks() {
            for &inst in func.layout.block_insts(b) {
                let data = &func.dfg.insts[inst];
                let chunks = packs(func, data);
                let mut dest = |call: &zyme_ir::BlockCall| {
                    if !func.dfg.blocks.is_valid(call.block) {
                        return;
                    }
                    let params = func.dfg.block_params(call.block);
                    for (&a, &p) in call.args.iter().zip(params) {
                        if packable(a) {
                            let ty = func.dfg.value_type(p);
                            let n = &mut plan.needs[a];
                            if packed_param(ty, Some(call.block) == entry) {
                                n.chunks = true;
                            } else {
                                n.lanes = true;
                            }
                        }
                    }
                };
                match data {
                    InstData::Jump { dest: d } => dest(d),
                    InstData::Brif {
                        then_dest,
                        else_dest,
                        ..
                    } => {
                        dest(then_dest);
                        dest(else_dest);
                    }
                    InstData::Switch { cases, default, .. } => {
                        cases.iter().for_each(|(_, d)| dest(d));
                        dest(default);
                    }
                    _ if chunks => {
                        for v in packed_operands(func, data) {
                            plan.needs[v].chunks = true;
                        }
                    }
                    _ => data.for_each_operand(|v| {
                        if packable(v) {
                            plan.needs[v].lanes = true;
                        }
                    }),
                }
            }
        }
        plan.fresh = fresh_inserts(func);
        plan
    }

    /// Whether `inst` is an `insert_lane` whose chunk starts fresh, and
    /// how.
    pub fn fresh(&self, inst: zyme_ir::Inst) -> Fresh {
        self.fresh[inst]
    }
}

/// The `insert_lane`s of [`SimdPlan::fresh`]: `inner = insert_lane(v, x,
/// l)` with a single use, `insert_lane(inner, y, m)`, where `l` and `m`
/// are the two lanes of one two-lane chunk.
fn fresh_inserts(func: &Function) -> SecondaryMap<zyme_ir::Inst, Fresh> {
    let mut uses: SecondaryMap<Value, u32> = SecondaryMap::new();
    let mut fresh = SecondaryMap::new();
    let blocks = || func.layout.blocks().iter().copied();
    for b in blocks() {
        for &inst in func.layout.block_insts(b) {
            func.dfg.insts[inst].for_each_operand(|v| uses[v] += 1);
        }
    }
    for b in blocks() {
        for &inst in func.layout.block_insts(b) {
            let InstData::InsertLane { args, lane: m } = func.dfg.insts[inst] else {
                continue;
            };
            let inner = args[0];
            if !func.dfg.value_is_valid(inner) || uses[inner] != 1 {
                continue;
            }
            let zyme_ir::ValueDef::Result(def, _) = func.dfg.values[inner].def else {
                continue;
            };
            let InstData::InsertLane {
                lane: l,
                args: [_, x],
            } = func.dfg.insts[def]
            else {
                continue;
            };
            let ty = func.dfg.value_type(inner);
            if chunk_type(ty).is_some() && per_chunk(ty) == 2 && l != m && l / 2 == m / 2 {
                let lone_load = uses[x] == 1
                    && matches!(func.dfg.values[x].def,
                        zyme_ir::ValueDef::Result(i, _) if matches!(func.dfg.insts[i], InstData::Load { .. }));
                fresh[def] = if l % 2 == 0 && lone_load {
                    Fresh::Low
                } else {
                    Fresh::Splat
                };
            }
        }
    }
    fresh
}

/// Little-endian lane order, the IR's, for bitcasts that change lanes.
fn le() -> MemFlagsData {
    MemFlagsData::new().with_endianness(Endianness::Little)
}

/// Gives `v` (just defined, in one form) the other form where the plan
/// says a use needs it.
pub fn complete(cx: &mut FuncCtx, v: Value) {
    let Some((chunk, count)) = value_chunks(cx.func, v) else {
        return;
    };
    let mask = cx.func.dfg.value_type(v).lane() == ScalarType::I1;
    let needs = cx.plan.needs[v];
    let n = chunk.lane_count() as usize;
    if needs.lanes && cx.vals[v].is_empty() {
        let chunks = cx.packed[v].clone();
        let mut lanes = Vec::new();
        for c in chunks {
            for i in 0..n {
                let x = cx.ins().extractlane(c, i as u8);
                // A mask lane is all ones or zeros; an `i1` is 0 or 1.
                lanes.push(if mask {
                    cx.ins().icmp_imm_u(IntCC::NotEqual, x, 0)
                } else {
                    x
                });
            }
        }
        cx.vals[v] = lanes;
    }
    if needs.chunks && cx.packed[v].is_empty() {
        // A mask has chunks only when a compare (or logic on compares)
        // made it on chunks, so it always has them from its definition.
        debug_assert!(!mask, "a mask made on lanes");
        let lanes = cx.vals[v].clone();
        let chunks = (0..count)
            .map(|k| {
                let mut c = cx.ins().splat(chunk, lanes[k * n]);
                for i in 1..n {
                    c = cx.ins().insertlane(c, lanes[k * n + i], i as u8);
                }
                c
            })
            .collect();
        cx.packed[v] = chunks;
    }
}

/// Lowers an instruction that [`packs`]; the results are chunks for
/// packable types and lanes (one) for scalars.
pub fn lower(cx: &mut FuncCtx, inst: zyme_ir::Inst, data: &InstData) -> LResult<Vec<Lanes>> {
    let one = |c: Lanes| Ok(vec![c]);
    match data {
        InstData::Iconst { ty, imm } => {
            let lane = super::inst::iconst(cx, Type::scalar(ty.lane()), *imm)?;
            one(splat_chunks(cx, *ty, lane[0]))
        }
        InstData::Fconst { ty, bits } => {
            let lane = super::inst::fconst(cx, Type::scalar(ty.lane()), *bits)?;
            one(splat_chunks(cx, *ty, lane[0]))
        }
        InstData::Binary { op, args } => {
            if cx.ty(args[0])? != cx.ty(args[1])? {
                return Err("operands of different types".into());
            }
            pairwise(cx, args[0], args[1], |cx, x, y| {
                super::inst::binary_lane(cx, *op, x, y)
            })
        }
        InstData::Unary { arg, .. } => {
            let a = cx.chunks(*arg)?;
            one(a.into_iter().map(|x| cx.ins().fneg(x)).collect())
        }
        InstData::Math { op, args } => {
            if args.len() != op.arity() {
                return Err(format!("{op} takes {} operands", op.arity()));
            }
            let ty = cx.ty(args[0])?;
            let mut ops = Vec::new();
            for &a in args {
                if cx.ty(a)? != ty {
                    return Err(format!("{op} of a {ty} and a {}", cx.ty(a)?));
                }
                ops.push(cx.chunks(a)?);
            }
            let out = (0..ops[0].len())
                .map(|k| {
                    let x = ops[0][k];
                    match op {
                        MathOp::Sqrt => cx.ins().sqrt(x),
                        MathOp::Fabs => cx.ins().fabs(x),
                        MathOp::Minimum => cx.ins().fmin(x, ops[1][k]),
                        MathOp::Maximum => cx.ins().fmax(x, ops[1][k]),
                        _ => {
                            let p = cx.ins().fmul(x, ops[1][k]);
                            cx.ins().fadd(p, ops[2][k])
                        }
                    }
                })
                .collect();
            one(out)
        }
        InstData::Load { ty, ptr, flags } => {
            let p = super::memory::pointer(cx, *ptr)?;
            let (chunk, count) = chunk_type(*ty).expect("packs");
            let f = chunk_flags(flags.align);
            one((0..count)
                .map(|k| cx.ins().load(chunk, f, p, (16 * k) as i32))
                .collect())
        }
        InstData::Store { args, flags } => {
            let p = super::memory::pointer(cx, args[1])?;
            let f = chunk_flags(flags.align);
            for (k, c) in cx.chunks(args[0])?.into_iter().enumerate() {
                cx.ins().store(f, c, p, (16 * k) as i32);
            }
            Ok(vec![])
        }
        InstData::Splat { ty, arg } => {
            let aty = cx.ty(*arg)?;
            if aty != Type::scalar(ty.lane()) {
                return Err(format!("splat of a {aty} into {ty}"));
            }
            let x = cx.scalar(*arg)?;
            one(splat_chunks(cx, *ty, x))
        }
        InstData::ExtractLane { arg, lane } => {
            let ty = cx.ty(*arg)?;
            let c = cx.chunks(*arg)?;
            let n = cx.cl_ty(c[0]).lane_count() as u16;
            let chunk = *c
                .get(usize::from(lane / n))
                .ok_or_else(|| format!("lane {lane} of a {ty}"))?;
            let x = cx.ins().extractlane(chunk, (lane % n) as u8);
            one(vec![if ty.lane() == ScalarType::I1 {
                cx.ins().icmp_imm_u(IntCC::NotEqual, x, 0)
            } else {
                x
            }])
        }
        InstData::InsertLane { args, lane } => {
            let (vty, sty) = (cx.ty(args[0])?, cx.ty(args[1])?);
            if sty != Type::scalar(vty.lane()) {
                return Err(format!("insert of a {sty} into a {vty}"));
            }
            let n = per_chunk(vty) as u16;
            let mut c = cx.chunks(args[0])?;
            let x = cx.scalar(args[1])?;
            let k = usize::from(lane / n);
            let slot = c
                .get(k)
                .copied()
                .ok_or_else(|| format!("lane {lane} of a {vty}"))?;
            // A fresh chunk's only use overwrites its other lane.
            let chunk = cx.cl_ty(slot);
            c[k] = match cx.plan.fresh(inst) {
                Fresh::Splat => cx.ins().splat(chunk, x),
                Fresh::Low => cx.ins().scalar_to_vector(chunk, x),
                Fresh::No => cx.ins().insertlane(slot, x, (lane % n) as u8),
            };
            one(c)
        }
        InstData::Select { args } => {
            let ty = cx.ty(args[1])?;
            if cx.ty(args[2])? != ty {
                return Err("select between values of different types".into());
            }
            if cx.ty(args[0])? == Type::I1 {
                let c = super::bool_operand(cx, args[0])?;
                return pairwise(cx, args[1], args[2], |cx, x, y| cx.ins().select(c, x, y));
            }
            let (a, b) = (cx.chunks(args[1])?, cx.chunks(args[2])?);
            let masks = cx.chunks(args[0])?;
            let (chunk, _) = chunk_type(ty).expect("packs");
            let out = (0..a.len())
                .map(|k| {
                    let m = reinterpret(cx, masks[k], chunk);
                    cx.ins().bitselect(m, a[k], b[k])
                })
                .collect();
            one(out)
        }
        InstData::Fcmp { cond, args } => {
            let cc = super::inst::float_cc(*cond).expect("not true or false");
            pairwise(cx, args[0], args[1], |cx, x, y| cx.ins().fcmp(cc, x, y))
        }
        InstData::Icmp { cond, args } => {
            let cc = super::inst::int_cc(*cond);
            pairwise(cx, args[0], args[1], |cx, x, y| cx.ins().icmp(cc, x, y))
        }
        InstData::Cast { op, arg, ty } if *op != CastOp::Bitcast => {
            let from = cx.ty(*arg)?;
            let how = conversion(*op, from, *ty).ok_or("not a SIMD conversion")?;
            let (chunk, _) = chunk_type(*ty).expect("packs");
            let a = cx.chunks(*arg)?;
            one(convert(cx, *op, how, chunk, &a))
        }
        InstData::Cast { arg, ty, .. } => {
            let from = cx.ty(*arg)?;
            if from.bits() != ty.bits() {
                return Err(format!("bitcast from {from} to {ty}"));
            }
            let (chunk, _) = chunk_type(*ty).expect("packs");
            let a = cx.chunks(*arg)?;
            one(a.into_iter().map(|x| reinterpret(cx, x, chunk)).collect())
        }
        InstData::Shuffle { args, mask } => shuffle(cx, args[0], args[1], mask).map(|c| vec![c]),
        _ => Err("not a packed instruction".into()),
    }
}

/// The chunks of a conversion (see [`conversion`]) to chunks of type
/// `chunk`.
fn convert(
    cx: &mut FuncCtx,
    op: CastOp,
    how: Conversion,
    chunk: types::Type,
    a: &[ClValue],
) -> Lanes {
    let mut out = Vec::new();
    match how {
        Conversion::Same => {
            for &x in a {
                out.push(if op == CastOp::Sitofp {
                    cx.ins().fcvt_from_sint(chunk, x)
                } else {
                    cx.ins().fcvt_to_sint_sat(chunk, x)
                });
            }
        }
        Conversion::Widen => {
            for &x in a {
                let (lo, hi) = match op {
                    CastOp::Fpext => {
                        // The high half moved down, then promoted.
                        let bytes: Vec<u8> = (8..16).chain(8..16).collect();
                        let high = byte_shuffle(cx, x, x, &bytes);
                        (cx.ins().fvpromote_low(x), cx.ins().fvpromote_low(high))
                    }
                    CastOp::Sext => (cx.ins().swiden_low(x), cx.ins().swiden_high(x)),
                    _ => (cx.ins().uwiden_low(x), cx.ins().uwiden_high(x)),
                };
                out.extend([lo, hi]);
            }
        }
        Conversion::Narrow => {
            for pair in a.chunks(2) {
                let lo = cx.ins().fvdemote(pair[0]);
                let hi = cx.ins().fvdemote(pair[1]);
                // The low halves of both, side by side.
                let bytes: Vec<u8> = (0..8).chain(16..24).collect();
                out.push(byte_shuffle(cx, lo, hi, &bytes));
            }
        }
    }
    out
}

/// A byte shuffle of two chunks of one type (indices 0–15 from `x`,
/// 16–31 from `y`), in that type.
fn byte_shuffle(cx: &mut FuncCtx, x: ClValue, y: ClValue, bytes: &[u8]) -> ClValue {
    let ty = cx.cl_ty(x);
    let imm = cx.b.func.dfg.immediates.push(ConstantData::from(bytes));
    let (xb, yb) = (
        reinterpret(cx, x, types::I8X16),
        reinterpret(cx, y, types::I8X16),
    );
    let s = cx.ins().shuffle(xb, yb, imm);
    reinterpret(cx, s, ty)
}

/// The bits of chunk `x` as a chunk of type `to` (itself if it is one).
fn reinterpret(cx: &mut FuncCtx, x: ClValue, to: types::Type) -> ClValue {
    if cx.cl_ty(x) == to {
        x
    } else {
        cx.ins().bitcast(to, le(), x)
    }
}

/// One result: `f` of the chunks of `a` and `b`, pair by pair.
fn pairwise(
    cx: &mut FuncCtx,
    a: Value,
    b: Value,
    f: impl Fn(&mut FuncCtx, ClValue, ClValue) -> ClValue,
) -> LResult<Vec<Lanes>> {
    let (xs, ys) = (cx.chunks(a)?, cx.chunks(b)?);
    Ok(vec![xs
        .into_iter()
        .zip(ys)
        .map(|(x, y)| f(cx, x, y))
        .collect()])
}

/// The memory flags of a chunk access: `aligned` only where the IR
/// guarantees 16 bytes (an SSE instruction may then take the operand
/// straight from memory).
fn chunk_flags(align: u32) -> MemFlagsData {
    let f = MemFlagsData::new();
    if align >= 16 {
        f.with_aligned()
    } else {
        f
    }
}

fn splat_chunks(cx: &mut FuncCtx, ty: Type, x: ClValue) -> Lanes {
    let (chunk, count) = chunk_type(ty).expect("packable");
    let c = cx.ins().splat(chunk, x);
    vec![c; count]
}

/// A shuffle whose every result chunk draws on at most two source
/// chunks: one Cranelift byte shuffle per result chunk (a plain copy when
/// it is one source chunk in order).
fn shuffle(cx: &mut FuncCtx, a: Value, b: Value, mask: &[u16]) -> LResult<Lanes> {
    let ty = cx.ty(a)?;
    if cx.ty(b)? != ty {
        return Err(format!("shuffle of a {ty} and a {}", cx.ty(b)?));
    }
    let sources = shuffle_sources(ty, mask).ok_or("a shuffle across more than two chunks")?;
    let mut all = cx.chunks(a)?;
    all.extend(cx.chunks(b)?);
    let n = per_chunk(ty) as usize;
    let lane_bytes = (ty.lane().bits() / 8) as usize;
    let mut out = Vec::new();
    for (lanes, srcs) in mask.chunks(n).zip(sources) {
        let identity = srcs.len() == 1
            && lanes
                .iter()
                .enumerate()
                .all(|(i, &l)| usize::from(l) == srcs[0] * n + i);
        if identity {
            out.push(all[srcs[0]]);
            continue;
        }
        let (x, y) = (all[srcs[0]], all[*srcs.last().expect("a lane")]);
        let mut bytes = Vec::with_capacity(16);
        for &l in lanes {
            let l = usize::from(l);
            let base = if l / n == srcs[0] { 0 } else { n };
            for byte in 0..lane_bytes {
                bytes.push(((base + l % n) * lane_bytes + byte) as u8);
            }
        }
        out.push(byte_shuffle(cx, x, y, &bytes));
    }
    Ok(out)
}
