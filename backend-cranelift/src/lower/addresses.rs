//! Loop addresses regrouped as an invariant base plus what changes,
//! before Cranelift's egraph runs.
//!
//! A GEP into a global two-dimensional array, `@u[i][j + 1]` in a loop
//! over `j`, arrives as `@u + ((i << 12) + ((j + 1) << 3))`: the sum of
//! what the loop does not change (`@u`, `i << 12`) and what it does is
//! made in every iteration, and the constant inside the shift stays
//! there (heat2d's stencil: a `lea` per access, six per iteration where
//! clang has none). x86 addresses take a base register, a scaled index
//! and a constant; Cranelift folds into them an add of two values, one
//! of them shifted, and constants added one level down.
//!
//! So, for each load and store in a loop, the address's tree of adds
//! (and of shifts of adds, distributed: `(a + b) << s` is `(a << s) +
//! (b << s)`, in wrapping arithmetic as well) is flattened into its
//! terms. Where that finds a constant the address mode cannot reach, or
//! terms the innermost loop around the access does not change, one of
//! them a symbol's address or a constant, that are not already one
//! operand of the top add, the address becomes `(Σ invariant) + (Σ
//! changing)` and the constant goes into the access's offset. The egraph
//! then computes the invariant sum outside the loop, and the access is
//! `[base + j·8 + 8]`.

use super::countdown::constant;
use cranelift_codegen::cursor::{Cursor, FuncCursor};
use cranelift_codegen::ir::{
    types, Block, Function, Inst, InstBuilder, InstructionData, Opcode, Value, ValueDef,
};
use cranelift_codegen::loop_analysis::{Loop, LoopAnalysis};

/// How deep an address's tree is followed, and how many terms it may
/// have.
const MAX_DEPTH: u32 = 6;
const MAX_TERMS: usize = 8;

/// Regroups the addresses of the accesses in the loops `loops` finds
/// (the function's: only instructions are added); says how many.
pub fn regroup(func: &mut Function, loops: &LoopAnalysis) -> usize {
    let blocks: Vec<Block> = func.layout.blocks().collect();
    let mut regrouped = 0;
    for block in blocks {
        let Some(lp) = loops.innermost_loop(block) else {
            continue;
        };
        let mut next = func.layout.first_inst(block);
        while let Some(inst) = next {
            next = func.layout.next_inst(inst);
            let Some((addr, offset)) = access(func, inst) else {
                continue;
            };
            if func.dfg.value_type(addr) != types::I64 {
                continue;
            }
            let Some(plan) = Plan::of(func, loops, lp, addr) else {
                continue;
            };
            plan.apply(func, inst, offset);
            regrouped += 1;
        }
    }
    regrouped
}

/// The address and offset of a plain load or store.
fn access(func: &Function, inst: Inst) -> Option<(Value, i32)> {
    match func.dfg.insts[inst] {
        InstructionData::Load { arg, offset, .. } => Some((arg, offset.into())),
        InstructionData::Store {
            args: [_, addr],
            offset,
            ..
        } => Some((addr, offset.into())),
        _ => None,
    }
}

/// A term of an address: `value << shift`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Term {
    value: Value,
    shift: u8,
}

/// An address regrouped: its invariant and changing terms and constant.
#[derive(Debug, Default)]
struct Plan {
    invariant: Vec<Term>,
    changing: Vec<Term>,
    constant: i64,
}

impl Plan {
    /// The regrouping of `addr` for an access in `lp`, where it helps.
    fn of(func: &Function, loops: &LoopAnalysis, lp: Loop, addr: Value) -> Option<Plan> {
        let mut terms = Vec::new();
        let mut constant = 0i64;
        // Constants the address mode folds: one added at the top, or to
        // one of the top add's operands.
        let mut folded = true;
        flatten(func, addr, 0, 0, &mut terms, &mut constant, &mut folded)?;
        let mut plan = Plan {
            constant,
            ..Plan::default()
        };
        for t in terms {
            if invariant(func, loops, lp, t.value) {
                plan.invariant.push(t);
            } else {
                plan.changing.push(t);
            }
        }
        if plan.changing.is_empty() || plan.invariant.is_empty() && folded {
            return None;
        }
        // Already `invariant + changing` at the top add, as regrouped.
        let only = |v: Value, want: bool| {
            let (mut ts, mut k, mut f) = (Vec::new(), 0, true);
            flatten(func, v, 0, 0, &mut ts, &mut k, &mut f).is_some()
                && k == 0
                && ts
                    .iter()
                    .all(|t| invariant(func, loops, lp, t.value) == want)
        };
        let grouped = plan.invariant.is_empty()
            || match func.dfg.value_def(addr).inst().map(|i| &func.dfg.insts[i]) {
                Some(&InstructionData::Binary {
                    opcode: Opcode::Iadd,
                    args: [a, b],
                }) => only(a, true) && only(b, false) || only(b, true) && only(a, false),
                _ => false,
            };
        // Grouping terms into a new invariant sum only pays where one is
        // a symbol's address or a constant (a global array's row, as in
        // heat2d and matmul): gmm's reverse, whose triangular inner
        // loops run two iterations on average, ran 4.4% more
        // instructions when the row offset its arrays share became a
        // sum per array, made before each inner loop and kept live.
        let symbol = plan.invariant.iter().any(|t| {
            func.dfg
                .value_def(t.value)
                .inst()
                .is_some_and(|i| func.dfg.inst_args(i).is_empty())
        });
        let ok = !folded || !grouped && symbol;
        ok.then_some(plan)
    }

    /// Builds the regrouped address before `inst` and points the access
    /// at it.
    fn apply(&self, func: &mut Function, inst: Inst, offset: i32) {
        let mut pos = FuncCursor::new(func).at_inst(inst);
        let sum = |pos: &mut FuncCursor, terms: &[Term]| -> Option<Value> {
            terms.iter().fold(None, |acc, t| {
                let v = if t.shift == 0 {
                    t.value
                } else {
                    let s = pos.ins().iconst(types::I64, i64::from(t.shift));
                    pos.ins().ishl(t.value, s)
                };
                Some(match acc {
                    Some(a) => pos.ins().iadd(a, v),
                    None => v,
                })
            })
        };
        let changing = sum(&mut pos, &self.changing).expect("a changing term");
        let mut addr = match sum(&mut pos, &self.invariant) {
            Some(base) => pos.ins().iadd(base, changing),
            None => changing,
        };
        let offset = match i32::try_from(i64::from(offset).wrapping_add(self.constant)) {
            Ok(o) => o,
            Err(_) => {
                let k = pos.ins().iconst(types::I64, self.constant);
                addr = pos.ins().iadd(addr, k);
                offset
            }
        };
        match &mut pos.func.dfg.insts[inst] {
            InstructionData::Load { arg, offset: o, .. } => {
                *arg = addr;
                *o = offset.into();
            }
            InstructionData::Store {
                args, offset: o, ..
            } => {
                args[1] = addr;
                *o = offset.into();
            }
            _ => unreachable!("an access"),
        }
    }
}

/// Adds `v << shift`'s terms and constant; `None` past the limits.
/// `folded` turns false for a constant the address mode would not fold.
fn flatten(
    func: &Function,
    v: Value,
    shift: u8,
    depth: u32,
    terms: &mut Vec<Term>,
    constant: &mut i64,
    folded: &mut bool,
) -> Option<()> {
    if depth > MAX_DEPTH || terms.len() > MAX_TERMS {
        return None;
    }
    if let Some(k) = constant_i64(func, v) {
        *constant = constant.wrapping_add(k.wrapping_shl(u32::from(shift)));
        if shift > 0 || depth > 2 {
            *folded = false;
        }
        return Some(());
    }
    let data = func.dfg.value_def(v).inst().map(|i| &func.dfg.insts[i]);
    match data {
        Some(&InstructionData::Binary {
            opcode: Opcode::Iadd,
            args: [a, b],
        }) => {
            flatten(func, a, shift, depth + 1, terms, constant, folded)?;
            flatten(func, b, shift, depth + 1, terms, constant, folded)?;
        }
        Some(&InstructionData::Binary {
            opcode: Opcode::Ishl,
            args: [x, k],
        }) => match (shift_amount(func, k), distributes(func, x)) {
            (Some(s), true) if u32::from(shift) + u32::from(s) < 64 => {
                flatten(func, x, shift + s, depth + 1, terms, constant, folded)?;
            }
            _ => terms.push(Term { value: v, shift }),
        },
        _ => terms.push(Term { value: v, shift }),
    }
    Some(())
}

/// Whether a shift of `x` is worth spreading over its terms: `x` is an
/// add or a constant.
fn distributes(func: &Function, x: Value) -> bool {
    constant_i64(func, x).is_some()
        || func.dfg.value_type(x) == types::I64
            && matches!(
                func.dfg.value_def(x).inst().map(|i| &func.dfg.insts[i]),
                Some(InstructionData::Binary {
                    opcode: Opcode::Iadd,
                    ..
                })
            )
}

/// The value of an `i64` constant.
fn constant_i64(func: &Function, v: Value) -> Option<i64> {
    (func.dfg.value_type(v) == types::I64)
        .then(|| constant(func, v))
        .flatten()
}

/// The amount of a shift by a constant.
fn shift_amount(func: &Function, k: Value) -> Option<u8> {
    constant(func, k)
        .and_then(|s| u8::try_from(s).ok())
        .filter(|&s| s < 64)
}

/// Whether `lp` does not change `v`: made outside it, by an instruction
/// without operands (a constant or a symbol's address), or by pure
/// arithmetic of such values (which the egraph takes out of the loop).
fn invariant(func: &Function, loops: &LoopAnalysis, lp: Loop, v: Value) -> bool {
    invariant_within(func, loops, lp, v, 0)
}

fn invariant_within(func: &Function, loops: &LoopAnalysis, lp: Loop, v: Value, depth: u32) -> bool {
    match func.dfg.value_def(v) {
        ValueDef::Param(b, _) => !loops.is_in_loop(b, lp),
        ValueDef::Result(i, _) => {
            let outside = func
                .layout
                .inst_block(i)
                .is_some_and(|b| !loops.is_in_loop(b, lp));
            outside
                || depth < MAX_DEPTH
                    && super::sink_loads::pure(func, i)
                    && func
                        .dfg
                        .inst_args(i)
                        .iter()
                        .all(|&a| invariant_within(func, loops, lp, a, depth + 1))
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lower::{plus_one, summing_loop, SumLoop};

    /// A loop summing `p[..]` at the address `address` makes.
    fn summing(
        address: impl FnOnce(&mut cranelift_frontend::FunctionBuilder, &SumLoop) -> Value,
    ) -> Function {
        summing_loop(address, plus_one)
    }

    /// A loop summing `p[(n << 12) + ((i + 1) << 3)]`: `p` and `n << 12`
    /// invariant, the `+ 1` inside the shift.
    fn row_sum() -> Function {
        summing(|b, l| {
            let twelve = b.ins().iconst(types::I64, 12);
            let row = b.ins().ishl(l.n, twelve);
            let one = b.ins().iconst(types::I64, 1);
            let j = b.ins().iadd(l.i, one);
            let three = b.ins().iconst(types::I64, 3);
            let col = b.ins().ishl(j, three);
            let off = b.ins().iadd(row, col);
            b.ins().iadd(l.p, off)
        })
    }

    /// [`regroup`] with the function's loops found first.
    fn regroup_alone(func: &mut Function) -> usize {
        let loops = crate::lower::loops_of(func);
        regroup(func, &loops)
    }

    fn the_load(func: &Function) -> Inst {
        func.layout
            .blocks()
            .flat_map(|b| func.layout.block_insts(b))
            .find(|&i| func.dfg.insts[i].opcode() == Opcode::Load)
            .unwrap()
    }

    /// `p[(n + i) << 3]`: a row offset and a parameter's address, no
    /// constant; regrouped, `p + (n << 3)` would be one more value kept
    /// live per array sharing the offset.
    #[test]
    fn a_parameter_base_and_row_offset_stay_as_they_are() {
        let mut func = summing(|b, l| {
            let three = b.ins().iconst(types::I64, 3);
            let j = b.ins().iadd(l.n, l.i);
            let col = b.ins().ishl(j, three);
            b.ins().iadd(l.p, col)
        });
        assert_eq!(regroup_alone(&mut func), 0);
    }

    #[test]
    fn a_row_address_becomes_invariant_base_plus_scaled_index() {
        let mut func = row_sum();
        assert_eq!(regroup_alone(&mut func), 1);
        cranelift_codegen::verify_function(&func, &*crate::lower::test_isa()).unwrap();
        let load = the_load(&func);
        let (addr, offset) = access(&func, load).unwrap();
        // `(p + (n << 12)) + (i << 3)`, offset 8.
        assert_eq!(offset, 8);
        let InstructionData::Binary {
            opcode: Opcode::Iadd,
            args: [base, index],
        } = func.dfg.insts[func.dfg.value_def(addr).inst().unwrap()]
        else {
            panic!("an add");
        };
        let header = func.layout.blocks().nth(1).unwrap();
        let i = func.dfg.block_params(header)[0];
        let InstructionData::Binary {
            opcode: Opcode::Ishl,
            args: [x, _],
        } = func.dfg.insts[func.dfg.value_def(index).inst().unwrap()]
        else {
            panic!("a shift");
        };
        assert_eq!(x, i);
        let InstructionData::Binary {
            opcode: Opcode::Iadd,
            args: [p, _],
        } = func.dfg.insts[func.dfg.value_def(base).inst().unwrap()]
        else {
            panic!("an add");
        };
        assert_eq!(
            p,
            func.dfg.block_params(func.layout.entry_block().unwrap())[0]
        );
        // Regrouped, it is left alone.
        assert_eq!(regroup_alone(&mut func), 0);
        let mut ctx = cranelift_codegen::Context::for_function(func);
        ctx.compile(&*crate::lower::test_isa(), &mut Default::default())
            .unwrap();
    }
}
