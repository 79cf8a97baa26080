//! Memory a function only writes: the writes through the addresses made
//! from one pointer, where nothing else reads those addresses.
//!
//! Forward mode leaves out the primal stores through a `dupnoneed`
//! parameter written only so, and zyme-opt's DCE removes a heap block
//! written only so (with its fills and its `free`).

use hashbrown::HashSet;
use zyme_ir::{Function, Inst, InstData, Value};

/// The writes through `root` and the addresses `ptr_add`s make from it,
/// if those addresses are used for nothing else: each as a plain (not
/// volatile, not atomic) store's address, a `ptr_add`'s base, or a use
/// `also` accepts (`also(inst, address)`: a fill's destination, a
/// `free`), the instruction's other operands never such an address (a
/// stored or copied address would let the memory be read). `None` where
/// some use reads them.
pub fn only_written(
    f: &Function,
    uses: &crate::Uses,
    root: Value,
    also: &dyn Fn(&InstData, Value) -> bool,
) -> Option<Vec<Inst>> {
    let mut derived: HashSet<Value> = HashSet::from_iter([root]);
    let mut work = vec![root];
    let mut writes = Vec::new();
    while let Some(v) = work.pop() {
        for &inst in uses.get(&v).map_or(&[][..], |u| u) {
            let data = &f.dfg.insts[inst];
            let mut others = data.operands();
            if let Some(i) = others.iter().position(|&o| o == v) {
                others.remove(i);
            }
            if others.iter().any(|o| derived.contains(o)) {
                return None;
            }
            match data {
                InstData::PtrAdd { args: [base, _] } if *base == v => {
                    let r = f.dfg.inst_results(inst)[0];
                    if derived.insert(r) {
                        work.push(r);
                    }
                }
                InstData::Store {
                    args: [_, ptr],
                    flags,
                } if *ptr == v && !flags.volatile && flags.ordering.is_none() => writes.push(inst),
                _ if also(data, v) => writes.push(inst),
                _ => return None,
            }
        }
    }
    Some(writes)
}
