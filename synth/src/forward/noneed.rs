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

use hashbrown::HashSet;
use zyme_ir::autodiff::ArgKind;
use zyme_ir::{Function, Inst, Value};

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
    let uses = zyme_analysis::uses(orig);
    for p in noneed {
        if let Some(stores) = zyme_analysis::writes::only_written(orig, &uses, p, &|_, _| false) {
            out.extend(stores);
        }
    }
    out
}
