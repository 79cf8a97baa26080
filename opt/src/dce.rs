//! Dead code elimination, block parameters included.
//!
//! Liveness starts at what must happen (instructions with side effects,
//! branch conditions, returned values) and flows backwards through
//! operands; a block parameter is live only if something live reads it,
//! and only then are the branch arguments bound to it live. So a loop
//! variable that only feeds itself (what mem2reg leaves for a local that is
//! written but never read) dies with its whole cycle, which plain use
//! counting cannot see.
//!
//! A heap block nothing reads is no side effect either: where every
//! address made from what `malloc` (any C allocator) returned is a store's
//! address, a fill's or copy's destination, or the argument of `free`,
//! the allocation, those writes and the `free` go, and then what only they
//! read. (LLVM removes such blocks too; a forward derivative leaves one
//! where it no longer computes the primal values it held: ht's skinned
//! positions, whose residuals a `dupnoneed` argument gives up.)
//!
//! An argument a callee never reads is not needed either: a call passes a
//! zero in its place (what LLVM's dead argument elimination does for
//! internal functions), so what only made it can go (the buffer ht's
//! Jacobian allocates for the residuals it gives up).

use crate::edit;
use cranelift_entity::EntitySet;
use hashbrown::{HashMap, HashSet};
use zyme_ir::library::{library_kind, LibraryKind};
use zyme_ir::{FuncId, Function, Inst, InstData, Module, Value, ValueDef};

/// What DCE knows of the callees of one function: the calls that return
/// a fresh block of the C library's heap, the callees that end one, and
/// the parameters of defined callees that their bodies never read.
#[derive(Default)]
pub struct Callees {
    allocs: HashSet<Inst>,
    frees: HashSet<FuncId>,
    unread: HashMap<FuncId, Vec<bool>>,
}

impl Callees {
    /// What DCE knows of `f`'s callees. A callee `may_inline` refuses (a
    /// registered derivative rule, inactive or library-like function) is
    /// given its arguments whatever its body reads: a rule reads them.
    pub fn of(
        module: &Module,
        f: &Function,
        may_inline: &dyn Fn(&Module, FuncId) -> bool,
    ) -> Callees {
        let mut known = Callees::default();
        for inst in f.layout.insts() {
            let InstData::Call { func, .. } = f.dfg.insts[inst] else {
                continue;
            };
            let callee = &module.functions[func];
            if !callee.is_declaration() {
                let rule = !may_inline(module, func) || module.library_like.contains_key(&func);
                if !known.unread.contains_key(&func) && !rule {
                    known.unread.insert(func, unread_params(callee));
                }
                continue;
            }
            if !crate::bases::is_c_library(module, func) {
                continue;
            }
            match library_kind(&callee.name) {
                Some(LibraryKind::Alloc { .. }) => {
                    known.allocs.insert(inst);
                }
                Some(LibraryKind::Free) => {
                    known.frees.insert(func);
                }
                _ => {}
            }
        }
        known
    }
}

/// Which parameters of a defined function its body never reads. A
/// `byval` parameter counts as read: the caller copies its pointee.
fn unread_params(f: &Function) -> Vec<bool> {
    let params = f.params().to_vec();
    let mut read: Vec<bool> = (0..params.len())
        .map(|i| f.sig.byval_of(i).is_some())
        .collect();
    for inst in f.layout.insts() {
        f.dfg.insts[inst].for_each_operand(|v| {
            if let Some(i) = params.iter().position(|&p| p == v) {
                read[i] = true;
            }
        });
    }
    read.into_iter().map(|r| !r).collect()
}

/// Gives each call's arguments for parameters the callee never reads a
/// zero of their type instead (where they are not one already); says
/// whether it changed anything.
fn zero_unread_arguments(func: &mut Function, known: &Callees) -> bool {
    let mut edits = Vec::new();
    for inst in func.layout.insts() {
        let InstData::Call { func: callee, args } = &func.dfg.insts[inst] else {
            continue;
        };
        let Some(unread) = known.unread.get(callee) else {
            continue;
        };
        for (i, (&a, &gone)) in args.iter().zip(unread).enumerate() {
            let ty = func.dfg.value_type(a);
            let zero = matches!(
                func.dfg.value_inst(a),
                Some(InstData::Iconst { imm: 0, .. } | InstData::Fconst { bits: 0, .. })
            );
            if gone && !zero && !ty.is_vector() {
                edits.push((inst, i, ty));
            }
        }
    }
    for &(inst, i, ty) in &edits {
        let data = if ty.is_float() {
            InstData::Fconst { ty, bits: 0 }
        } else {
            InstData::Iconst { ty, imm: 0 }
        };
        let zero = edit::insert_before(func, inst, data, ty);
        if let InstData::Call { args, .. } = &mut func.dfg.insts[inst] {
            args[i] = zero;
        }
    }
    !edits.is_empty()
}

/// The allocations of blocks nothing reads, with their writes and frees.
fn write_only(func: &Function, heap: &Callees) -> HashSet<Inst> {
    let mut out = HashSet::new();
    if heap.allocs.is_empty() {
        return out;
    }
    let uses = zyme_analysis::uses(func);
    for &alloc in &heap.allocs {
        let Some(block) = func.dfg.first_result(alloc) else {
            continue;
        };
        // Fills and copies into it, and `free` of the block itself.
        let also = |data: &InstData, v: Value| match data {
            InstData::Mem {
                args: [dst, ..], ..
            } => *dst == v,
            InstData::Call { func, args } => {
                v == block && args.len() == 1 && heap.frees.contains(func)
            }
            _ => false,
        };
        if let Some(writes) = zyme_analysis::writes::only_written(func, &uses, block, &also) {
            out.insert(alloc);
            out.extend(writes);
        }
    }
    out
}

/// The operands an instruction needs for itself: everything but branch
/// arguments, which belong to the parameters they feed.
fn push_own_operands(data: &InstData, work: &mut Vec<Value>) {
    match data {
        InstData::Jump { .. } => {}
        InstData::Brif { cond, .. } => work.push(*cond),
        InstData::Switch { arg, .. } => work.push(*arg),
        other => other.for_each_operand(|v| work.push(v)),
    }
}

/// Removes dead instructions and block parameters; says whether anything
/// changed.
pub fn run(func: &mut Function, callees: &Callees) -> bool {
    let zeroed = zero_unread_arguments(func, callees);
    let unread = write_only(func, callees);
    let incoming = edit::incoming_edges(func);
    // Entity sets: a bit per instruction and value, no hashing.
    let mut live_insts: EntitySet<Inst> = EntitySet::new();
    let mut live_values: EntitySet<Value> = EntitySet::new();
    let mut work: Vec<Value> = Vec::new();
    for inst in func.layout.insts() {
        let data = &func.dfg.insts[inst];
        if data.has_side_effects() && !unread.contains(&inst) {
            live_insts.insert(inst);
            push_own_operands(data, &mut work);
        }
    }
    while let Some(value) = work.pop() {
        if !live_values.insert(value) {
            continue;
        }
        match func.dfg.values[value].def {
            ValueDef::Result(inst, _) => {
                if live_insts.insert(inst) {
                    push_own_operands(&func.dfg.insts[inst], &mut work);
                }
            }
            ValueDef::Param(block, n) => {
                for &(term, edge) in incoming.get(&block).map_or(&[][..], |e| e) {
                    if let Some(target) = func.dfg.insts[term].targets_iter().nth(edge) {
                        if let Some(&arg) = target.args.get(n as usize) {
                            work.push(arg);
                        }
                    }
                }
            }
        }
    }
    let dead: Vec<Inst> = func
        .layout
        .insts()
        .filter(|&i| !live_insts.contains(i))
        .collect();
    let mut changed = zeroed || !dead.is_empty();
    func.layout.remove_insts(&dead);
    let entry = func.entry_block();
    let mut removals = Vec::new();
    for &block in func.layout.blocks() {
        if Some(block) == entry {
            continue;
        }
        let params = func.dfg.block_params(block);
        if params.iter().all(|&p| live_values.contains(p)) {
            continue;
        }
        let keep = params.iter().map(|&p| live_values.contains(p)).collect();
        removals.push((block, keep));
    }
    changed |= !removals.is_empty();
    edit::remove_block_params(func, &removals);
    changed
}
