//! The shadow of a pointer an instruction makes: one rule for forward
//! mode and for reverse mode's forward sweep.
//!
//! A shadow pointer points into shadow memory the way the primal points
//! into primal memory, so it is made by the same instruction over the
//! operands' shadows: a `ptr_add` of the base's shadow, a load through the
//! address's shadow (a pointer stored in differentiated memory has its
//! shadow stored in the shadow memory), a `select` between the arms'
//! shadows, a cast of the shadow, integer address arithmetic with the
//! shadow of each operand that carries one, the lane operations of
//! vectors of pointers over the lanes' shadows. Stack slots and globals have
//! shadow slots and shadow globals of their own, and a function's address
//! is its own shadow (indirect calls dispatch on the primal pointer).

use zyme_ir::{BinaryOp, CastOp, FunctionBuilder, Global, InstData, MemFlags, StackSlot, Value};

/// An operand of a remade instruction.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Operand {
    /// Its primal value.
    Primal,
    /// Its shadow (an error where it has none).
    Shadow,
}

/// How the shadow of an instruction's pointer result is had.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) enum PointerShadow {
    /// The address of the slot's shadow (each mode keeps its own).
    Slot(StackSlot),
    /// The address of the global's shadow global.
    Global(Global),
    /// The result itself: a function's address.
    Itself,
    /// The instruction again, over these operands; a load loses its
    /// atomic ordering (shadow memory is the thread's own).
    Remake(Vec<Operand>),
}

/// The rule for `data`; `carries(v)` says whether an operand that may or
/// may not have a shadow (an offset, an operand of address arithmetic)
/// carries one in the mode asking. `Err` names what has no rule.
pub(crate) fn pointer_shadow(
    data: &InstData,
    carries: &dyn Fn(Value) -> bool,
) -> Result<PointerShadow, String> {
    use Operand::{Primal, Shadow};
    let maybe = |v: Value| if carries(v) { Shadow } else { Primal };
    Ok(match data {
        InstData::StackAddr { slot } => PointerShadow::Slot(*slot),
        InstData::GlobalAddr { global } => PointerShadow::Global(*global),
        InstData::FuncAddr { .. } => PointerShadow::Itself,
        // An offset that is itself address arithmetic (a distance between
        // two shadows) moves with its own shadow.
        InstData::PtrAdd { args: [_, off] } => PointerShadow::Remake(vec![Shadow, maybe(*off)]),
        InstData::Load { .. } => PointerShadow::Remake(vec![Shadow]),
        InstData::Select { .. } => PointerShadow::Remake(vec![Primal, Shadow, Shadow]),
        InstData::Cast {
            op: CastOp::Ptrtoint | CastOp::Inttoptr | CastOp::Bitcast | CastOp::AddrSpaceCast,
            ..
        } => PointerShadow::Remake(vec![Shadow]),
        // Vectors of pointers (clang's SLP vectoriser makes them) lane by
        // lane; lanes of a vector with no shadow (a constant the lanes
        // are inserted into) keep their primal values.
        InstData::Splat { .. } | InstData::ExtractLane { .. } => {
            PointerShadow::Remake(vec![Shadow])
        }
        InstData::InsertLane { args: [v, x], .. } => {
            PointerShadow::Remake(vec![maybe(*v), maybe(*x)])
        }
        InstData::Shuffle { args: [a, b], .. } => PointerShadow::Remake(vec![maybe(*a), maybe(*b)]),
        InstData::Binary {
            op: BinaryOp::Iadd | BinaryOp::Isub | BinaryOp::And | BinaryOp::Or,
            args: [a, b],
        } if carries(*a) || carries(*b) => PointerShadow::Remake(vec![maybe(*a), maybe(*b)]),
        InstData::Binary { op, .. } => {
            return Err(format!(
                "`{}` computing an address into differentiated memory is not differentiated yet",
                op.name()
            ))
        }
        other => {
            return Err(format!(
                "`{}` computing an address into differentiated memory is not differentiated yet",
                other.opcode_name()
            ))
        }
    })
}

/// Emits `data` again over `operands` (one per operand of `data`, as the
/// rule's [`PointerShadow::Remake`] says) and returns its first result.
pub(crate) fn remake(b: &mut FunctionBuilder, data: &InstData, operands: &[Value]) -> Value {
    let mut data = data.clone();
    if let InstData::Load { flags, .. } = &mut data {
        *flags = MemFlags {
            ordering: None,
            ..*flags
        };
    }
    let mut it = operands.iter().copied();
    data.map_operands(|_| it.next().expect("one value per operand"));
    b.ins_results(data)[0]
}
