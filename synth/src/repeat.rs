//! Whether a function may run several times in place of once: vector
//! reverse mode runs it once per set of shadows where it cannot replay
//! one tape ([`crate::reverse`]'s batches), and a wide forward derivative
//! may be made of narrower ones that each run the primal
//! ([`crate::forward`]'s chunks).

use hashbrown::HashSet;
use zyme_analysis::{Object, PointsTo};
use zyme_ir::library::{library_kind, rerun, Rerun};
use zyme_ir::{FuncId, Inst, InstData, Module, Value};

/// Whether running `func` again, right after it ran, does what running
/// it once does: it writes only its own stack slots and heap blocks
/// (besides the writes in `left_out`, which the caller does not run); it
/// calls nothing but C library functions that do the same again on such
/// memory ([`Rerun`]: allocators, frees of its own blocks, readers); it
/// makes no volatile or atomic access and no address out of a number
/// other than null (which the points-to analysis does not see); if it allocates, it
/// returns no pointer (the second run's block would leak). The second
/// run then reads what the first read and leaves memory as the first
/// left it.
pub(crate) fn runs_again_unchanged(
    module: &Module,
    func: FuncId,
    left_out: &HashSet<Inst>,
) -> bool {
    let f = &module.functions[func];
    let allocates = f.layout.insts().any(|i| match &f.dfg.insts[i] {
        InstData::Call { func: c, .. } => {
            library_kind(&module.functions[*c].name).is_some_and(|k| k.allocates())
        }
        _ => false,
    });
    if allocates && f.sig.returns.iter().any(|t| t.is_ptr()) {
        return false;
    }
    let points_to = PointsTo::compute(module, f);
    let own = |p: Value| {
        let objs = points_to.objects(p);
        !objs.is_empty()
            && objs
                .iter()
                .all(|o| matches!(o, Object::Stack(_) | Object::Heap(_)))
    };
    f.layout.insts().all(|i| {
        if left_out.contains(&i) {
            return true;
        }
        match &f.dfg.insts[i] {
            InstData::Store {
                args: [_, p],
                flags,
            } => !flags.volatile && flags.ordering.is_none() && own(*p),
            InstData::Load { flags, .. } => !flags.volatile && flags.ordering.is_none(),
            InstData::Mem {
                args: [d, _, _], ..
            } => own(*d),
            InstData::Call { func: c, args } => {
                let callee = &module.functions[*c];
                let library = callee.is_declaration() && !module.library_like.contains_key(c);
                match rerun(&callee.name).filter(|_| library) {
                    Some(Rerun::Same) => true,
                    Some(Rerun::WritesArg0) => args.first().is_some_and(|&a| own(a)),
                    Some(Rerun::Differs) | None => false,
                }
            }
            // The null pointer is no address to write through (a store
            // through it faults in the first run already).
            InstData::Iconst { imm: 0, .. } => true,
            InstData::Iconst { .. } | InstData::Cast { .. } => f
                .dfg
                .inst_results(i)
                .iter()
                .all(|&r| !f.dfg.value_type(r).is_ptr()),
            data => !data.may_write_memory() && !data.is_convergent(),
        }
    })
}
