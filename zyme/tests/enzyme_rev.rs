//! Enzyme's reverse-mode C ABI (`__enzyme_autodiff`, `__enzyme_augmentfwd`,
//! `__enzyme_reverse`, custom gradients, Hessian-vector products) end to end over
//! `tests/enzyme/rev/` (see `support/mod.rs` for how programs are run and
//! judged).

mod support;

use support::{check_all, check_generated, have_clang, KnownFailure, Mode};

/// zyme bugs found by this corpus and not fixed yet (none now; entries
/// look like `KnownFailure { ll: "14_tree_sum.O0", modes: &[Mode::Jit,
/// Mode::Object], error: "has no shadow" }`).
const KNOWN_FAILURES: &[KnownFailure] = &[];

#[test]
fn enzyme_rev_ir_is_generated() {
    check_generated("rev", 60);
}

#[test]
fn enzyme_rev_jit() {
    check_all("rev", Mode::Jit, KNOWN_FAILURES, 120);
}

#[test]
fn enzyme_rev_objects() {
    check_all("rev", Mode::Object, KNOWN_FAILURES, 120);
}

/// The same programs built from source by `zyme cc -- clang-19 …` (CI,
/// where clang-19 is installed; skipped without it).
#[test]
fn enzyme_rev_zyme_cc() {
    if !have_clang() {
        eprintln!("clang-19 not installed: zyme cc runs skipped");
        return;
    }
    check_all("rev", Mode::Cc, KNOWN_FAILURES, 120);
}
