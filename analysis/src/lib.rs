//! Analyses over zyme IR that derivative synthesis relies on: the CFG,
//! dominators and post-dominators, natural loops with canonical induction
//! variables and trip counts, type trees and type analysis, the alias
//! oracle and activity analysis, and for GPU kernels uniformity (which
//! values, blocks and barriers diverge between threads) and thread
//! locality (which accesses no other thread touches).
//!
//! Each analysis is a struct of side tables keyed by IR entities, computed
//! eagerly by a plain `compute` function over its explicit inputs, and
//! immutable afterwards: editing the function makes it stale, and stale
//! results are dropped, not patched. Each has a `display` printer in the
//! text form that `tests/filetests/analysis/*.zir` check.
//!
//! # Input
//!
//! Analyses assume *verified* input (`zyme_ir::verify_module`): branch
//! targets are placed blocks, values are defined where their records say,
//! every block ends with its one terminator. On such input they never
//! panic. (The CFG and dominator trees themselves are tolerant of
//! malformed layouts, because the verifier uses them.)
//!
//! ```
//! use zyme_analysis::{ControlFlowGraph, Dominance, InductionInfo, LoopForest};
//! let module = zyme_ir::text::parse_module("
//! func export @sum(i64) -> i64 {
//! block0(v0: i64):
//!     v1 = iconst.i64 0
//!     jump block1(v1)
//! block1(v2: i64):
//!     v3 = icmp slt v2, v0
//!     brif v3, block2, block3
//! block2:
//!     v4 = iconst.i64 1
//!     v5 = iadd v2, v4
//!     jump block1(v5)
//! block3:
//!     return v2
//! }").unwrap();
//! zyme_ir::verify_module(&module).unwrap();
//! let func = module.functions.values().next().unwrap();
//! let cfg = ControlFlowGraph::compute(func);
//! let dom = Dominance::compute(&cfg);
//! let loops = LoopForest::compute(&cfg, dom.dom());
//! let ivs = InductionInfo::compute(func, &cfg, dom.dom(), &loops);
//! let text = ivs.display(func, &loops).to_string();
//! assert!(text.contains("trip count at entry: (v0 - 0) / 1 when v0 > 0 else 0"));
//! ```

#![warn(missing_docs)]

pub mod activity;
pub mod alias;
pub mod cfg;
pub mod dom;
pub mod explain;
pub mod gpu;
pub mod induction;
pub mod loops;
pub mod omp;
pub mod trip;
pub mod types;
pub mod typetree;
pub mod writes;

pub use activity::{Activity, ActivityOptions, ArgKind};
pub use alias::{AliasResult, Object, PointsTo};
pub use cfg::ControlFlowGraph;
pub use dom::{Dominance, DominatorTree};
pub use gpu::{Index, ThreadLocality, Uniformity};
pub use induction::{ExitTest, InductionInfo, InductionVar, LoopInduction};
pub use loops::{Loop, LoopData, LoopForest};
pub use trip::{Operand, TripCount, TripExpr};
pub use types::{FuncTypes, TypeAnalysis};
pub use typetree::{Concrete, FloatKind, TypeTree};

/// Each value's using instructions, branch arguments included (an
/// instruction once per operand).
pub type Uses = hashbrown::HashMap<zyme_ir::Value, Vec<zyme_ir::Inst>>;

/// The uses of every value of `f` ([`Uses`]).
pub fn uses(f: &zyme_ir::Function) -> Uses {
    let mut uses = Uses::new();
    for inst in f.layout.insts() {
        f.dfg.insts[inst].for_each_operand(|v| uses.entry(v).or_default().push(inst));
    }
    uses
}

/// `[a, b, c]` of display names.
fn list<T>(items: &[T], name: impl Fn(&T) -> String) -> String {
    let names: Vec<String> = items.iter().map(name).collect();
    format!("[{}]", names.join(", "))
}
