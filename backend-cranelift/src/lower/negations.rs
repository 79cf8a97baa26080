//! Float negations folded into the adds and subtracts that read them.
//!
//! x86 has no float negation: Cranelift flips the sign bit with an `xor`
//! against a mask it makes each time (`movabs; movq; xorpd`, or
//! `pcmpeqd; psllq; xorpd` for a vector), three instructions. clang's IR
//! negates inside products (`v + (m · −d) · t`, nbody's velocity update)
//! and the reverse sweep negates adjoints (`da −= q · r`); LLVM's
//! instruction combiner moves each negation out of the products and into
//! the add, which becomes a subtract. So here, before the e-graph:
//! - a product or quotient with a negated operand read nowhere else,
//!   `(−x) · y`, becomes `−(x · y)` where that negation then reaches an
//!   add or subtract that takes it in (through more products); where it
//!   would not, nothing is saved, and a loop could negate its product
//!   every iteration instead of an invariant once;
//! - `a + (−b)` becomes `a − b`, `(−a) + b` becomes `b − a`, and `a −
//!   (−b)` becomes `a + b`, where nothing else reads the negation.
//!
//! Each is exact in IEEE arithmetic (subtraction is defined as adding the
//! negation; the rounding of a product or quotient is symmetric in
//! sign): the same bits, but for the sign of a NaN.

use cranelift_codegen::cursor::{Cursor, FuncCursor};
use cranelift_codegen::entity::packed_option::PackedOption;
use cranelift_codegen::entity::SecondaryMap;
use cranelift_codegen::ir::{Function, Inst, InstBuilder, InstructionData, Opcode, Value};

/// Folds the negations; says how many instructions changed.
pub fn fold(func: &mut Function) -> usize {
    if !func.layout.blocks().any(|b| {
        func.layout
            .block_insts(b)
            .any(|i| opcode(func, i) == Opcode::Fneg)
    }) {
        return 0;
    }
    let mut uses = super::sink_loads::use_counts(func);
    let mut user: SecondaryMap<Value, PackedOption<Inst>> = SecondaryMap::new();
    for b in func.layout.blocks() {
        for i in func.layout.block_insts(b) {
            for v in func.dfg.inst_values(i) {
                user[v] = i.into();
            }
        }
    }
    let mut changed = 0;
    let blocks: Vec<_> = func.layout.blocks().collect();
    for block in blocks {
        let mut next = func.layout.first_inst(block);
        while let Some(inst) = next {
            next = func.layout.next_inst(inst);
            let InstructionData::Binary { opcode, args } = func.dfg.insts[inst] else {
                continue;
            };
            let [a, b] = args.map(|v| func.dfg.resolve_aliases(v));
            let (na, nb) = (negated(func, a), negated(func, b));
            match opcode {
                Opcode::Fmul | Opcode::Fdiv => {
                    // One negated operand read only here: negate the result.
                    let (x, y) = match (na, nb) {
                        (Some(x), None) if uses[a] == 1 => (x, b),
                        (None, Some(y)) if uses[b] == 1 => (a, y),
                        _ => continue,
                    };
                    let old = func.dfg.first_result(inst);
                    if !absorbed(func, &uses, &user, old, 0) {
                        continue;
                    }
                    let mut pos = FuncCursor::new(func).at_inst(inst);
                    let product = if opcode == Opcode::Fmul {
                        pos.ins().fmul(x, y)
                    } else {
                        pos.ins().fdiv(x, y)
                    };
                    let neg = pos.ins().fneg(product);
                    let func = pos.func;
                    func.layout.remove_inst(inst);
                    func.dfg.clear_results(inst);
                    func.dfg.change_to_alias(old, neg);
                    uses[neg] = uses[old];
                    user[neg] = user[old];
                    uses[product] = 1;
                    changed += 1;
                }
                Opcode::Fadd | Opcode::Fsub => {
                    // Only a negation read here alone: one read elsewhere
                    // stays made, and a subtract cannot take its first
                    // operand from memory as an add can either.
                    let data = match (opcode, na, nb) {
                        (Opcode::Fadd, _, Some(y)) if uses[b] == 1 => (Opcode::Fsub, [a, y]),
                        (Opcode::Fadd, Some(x), _) if uses[a] == 1 => (Opcode::Fsub, [b, x]),
                        (Opcode::Fsub, _, Some(y)) if uses[b] == 1 => (Opcode::Fadd, [a, y]),
                        _ => continue,
                    };
                    func.dfg.insts[inst] = InstructionData::Binary {
                        opcode: data.0,
                        args: data.1,
                    };
                    changed += 1;
                }
                _ => {}
            }
        }
    }
    if changed > 0 {
        func.dfg.resolve_all_aliases();
    }
    changed
}

/// Whether `−v` would be taken in by the one instruction reading `v`: an
/// add, a subtract of it, or a product or quotient whose own negation is
/// (a few levels deep).
fn absorbed(
    func: &Function,
    uses: &SecondaryMap<Value, u32>,
    user: &SecondaryMap<Value, PackedOption<Inst>>,
    v: Value,
    depth: u32,
) -> bool {
    let Some(inst) = user[v].expand() else {
        return false;
    };
    if uses[v] != 1 || depth > 4 {
        return false;
    }
    match func.dfg.insts[inst] {
        InstructionData::Binary {
            opcode: Opcode::Fadd,
            ..
        } => true,
        InstructionData::Binary {
            opcode: Opcode::Fsub,
            args: [_, b],
        } => func.dfg.resolve_aliases(b) == v,
        InstructionData::Binary {
            opcode: Opcode::Fmul | Opcode::Fdiv,
            ..
        } => absorbed(func, uses, user, func.dfg.first_result(inst), depth + 1),
        _ => false,
    }
}

fn opcode(func: &Function, inst: Inst) -> Opcode {
    func.dfg.insts[inst].opcode()
}

/// `x` where `v` is `−x`.
fn negated(func: &Function, v: Value) -> Option<Value> {
    match func.dfg.insts[func.dfg.value_def(v).inst()?] {
        InstructionData::Unary {
            opcode: Opcode::Fneg,
            arg,
        } => Some(func.dfg.resolve_aliases(arg)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lower::test_function;
    use cranelift_codegen::ir::types;

    fn ops(func: &Function) -> Vec<Opcode> {
        func.layout
            .blocks()
            .flat_map(|b| func.layout.block_insts(b))
            .map(|i| opcode(func, i))
            .collect()
    }

    /// `v + (m · −d) · t`: both products negate their result instead, and
    /// the add subtracts; the negations are left unread.
    #[test]
    fn a_negated_factor_becomes_a_subtraction() {
        let mut func = test_function(&[types::F64; 4], &[types::F64], |b, entry| {
            let [v, m, d, t] = [0, 1, 2, 3].map(|i| b.block_params(entry)[i]);
            let nd = b.ins().fneg(d);
            let p = b.ins().fmul(m, nd);
            let q = b.ins().fmul(p, t);
            let r = b.ins().fadd(v, q);
            b.ins().return_(&[r]);
        });
        assert_eq!(fold(&mut func), 3);
        cranelift_codegen::verify_function(&func, &*crate::lower::test_isa()).unwrap();
        use Opcode::*;
        assert_eq!(ops(&func), [Fneg, Fmul, Fneg, Fmul, Fneg, Fsub, Return]);
        // The subtraction reads `v` and the positive product.
        let ret = func
            .layout
            .last_inst(func.layout.entry_block().unwrap())
            .unwrap();
        let r = func.dfg.inst_args(ret)[0];
        let InstructionData::Binary {
            opcode: Fsub,
            args: [v, q],
        } = func.dfg.insts[func.dfg.value_def(r).inst().unwrap()]
        else {
            panic!("a subtraction");
        };
        assert_eq!(
            v,
            func.dfg.block_params(func.layout.entry_block().unwrap())[0]
        );
        assert_eq!(opcode(&func, func.dfg.value_def(q).inst().unwrap()), Fmul);
    }

    /// `(−x) · y` stored: nothing would take the negation in, so it stays
    /// on `x` (which a loop may negate once, outside).
    #[test]
    fn a_negated_product_nothing_absorbs_stays() {
        let mut func = test_function(&[types::F64; 2], &[types::F64], |b, entry| {
            let [x, y] = [0, 1].map(|i| b.block_params(entry)[i]);
            let nx = b.ins().fneg(x);
            let p = b.ins().fmul(nx, y);
            b.ins().return_(&[p]);
        });
        assert_eq!(fold(&mut func), 0);
    }

    /// A negation read twice stays where a product reads it: the product
    /// is not made twice.
    #[test]
    fn a_shared_negation_stays_in_products() {
        let mut func = test_function(&[types::F64; 2], &[types::F64], |b, entry| {
            let [x, y] = [0, 1].map(|i| b.block_params(entry)[i]);
            let nx = b.ins().fneg(x);
            let p = b.ins().fmul(nx, y);
            let s = b.ins().fmul(p, nx);
            b.ins().return_(&[s]);
        });
        assert_eq!(fold(&mut func), 0);
    }
}
