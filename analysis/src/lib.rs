//! Analyses over zyme IR that derivative synthesis relies on: the CFG,
//! dominators and post-dominators, natural loops with canonical induction
//! variables and trip counts, type analysis (type trees to a fixed point),
//! the alias oracle, activity analysis and thread locality.
//!
//! Nothing lives here yet: this crate is filled by the AD-core issue. Each
//! analysis will be a struct of side tables keyed by IR entities, computed
//! eagerly by a plain function over its explicit inputs.
