//! Enzyme's forward-mode C ABI (`__enzyme_fwddiff`) end to end over
//! `tests/enzyme/fwd/` (see `support/mod.rs` for how programs are run and
//! judged).

mod support;

use support::{check_all, check_generated, KnownFailure, Mode};

/// zyme bugs found by this corpus and not fixed yet (none now; entries
/// look like `KnownFailure { ll: "14_tree_sum.O0", modes: &[Mode::Jit,
/// Mode::Object], error: "has no shadow" }`).
const KNOWN_FAILURES: &[KnownFailure] = &[];

#[test]
fn enzyme_fwd_ir_is_generated() {
    check_generated("fwd", 32);
}

#[test]
fn enzyme_fwd_jit() {
    check_all("fwd", Mode::Jit, KNOWN_FAILURES, 50);
}

#[test]
fn enzyme_fwd_objects() {
    check_all("fwd", Mode::Object, KNOWN_FAILURES, 50);
}
