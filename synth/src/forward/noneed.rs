//! The primal stores a forward derivative leaves out: those into memory
//! that only a `dupnoneed` parameter reaches.
//!
//! `enzyme_dupnoneed` says the caller does not need the primal memory
//! after the call: its contents are undefined afterwards (Enzyme may skip
//! computing it). Where the function only ever writes through such a
//! parameter (every address made from it is a store's address or the base
//! of another address: no load, call, comparison or escape reads it), the
//! derivative stores the tangents alone, and the primal values those
//! stores wrote, read by nothing else, go with them. GradBench's ht
//! writes its residuals so: its Jacobian's forward passes then neither
//! compute the residuals nor keep the skinned positions they were made
//! from.
//!
//! Memory that another parameter also reaches is not told apart: a
//! function that reads a `dupnoneed` buffer through a second pointer
//! during the call (the caller passing one buffer twice) reads what was
//! there before, as the contents of a `dupnoneed` buffer are the caller's
//! to give up.

use hashbrown::{HashMap, HashSet};
use zyme_ir::autodiff::ArgKind;
use zyme_ir::{Function, Inst, InstData, Value};

/// The stores of `orig` that write only memory its `dupnoneed` pointer
/// parameters reach, where nothing in it reads that memory.
pub(super) fn unneeded_stores(orig: &Function, kinds: &[ArgKind]) -> HashSet<Inst> {
    let mut out = HashSet::new();
    let Some(entry) = orig.entry_block() else {
        return out;
    };
    let params = orig.dfg.block_params(entry);
    let noneed: Vec<Value> = params
        .iter()
        .zip(kinds)
        .filter(|(&p, &k)| k == ArgKind::DupNoNeed && orig.dfg.value_type(p).is_ptr())
        .map(|(&p, _)| p)
        .collect();
    if noneed.is_empty() {
        return out;
    }
    let mut uses: HashMap<Value, Vec<Inst>> = HashMap::new();
    for inst in orig.layout.insts() {
        orig.dfg.insts[inst].for_each_operand(|v| uses.entry(v).or_default().push(inst));
    }
    for p in noneed {
        if let Some(stores) = only_written(orig, &uses, p) {
            out.extend(stores);
        }
    }
    out
}

/// The stores through `p` and the addresses made from it, if that is all
/// that reads them.
fn only_written(orig: &Function, uses: &HashMap<Value, Vec<Inst>>, p: Value) -> Option<Vec<Inst>> {
    let mut derived: HashSet<Value> = HashSet::from_iter([p]);
    let mut work = vec![p];
    let mut stores = Vec::new();
    while let Some(v) = work.pop() {
        for &inst in uses.get(&v).map_or(&[][..], |u| u) {
            match &orig.dfg.insts[inst] {
                InstData::PtrAdd { args: [base, off] } if *base == v && *off != v => {
                    let r = orig.dfg.inst_results(inst)[0];
                    if derived.insert(r) {
                        work.push(r);
                    }
                }
                InstData::Store {
                    args: [value, ptr],
                    flags,
                } if *ptr == v && *value != v && !flags.volatile && flags.ordering.is_none() => {
                    stores.push(inst);
                }
                _ => return None,
            }
        }
    }
    // A stored value made from the parameter would let it escape.
    let escapes = stores.iter().any(|&s| match &orig.dfg.insts[s] {
        InstData::Store {
            args: [value, _], ..
        } => derived.contains(value),
        _ => false,
    });
    (!escapes).then_some(stores)
}
