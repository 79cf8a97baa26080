//! Flipped bytes in valid modules never panic the reader, and whatever it
//! accepts the verifier accepts too.

mod common;

use common::sandbox::{agree_in_jit, interpret, Rng};
use std::panic::{catch_unwind, AssertUnwindSafe};

#[test]
fn flipped_bytes_never_panic() {
    let mut modules = Vec::new();
    for entry in std::fs::read_dir(common::wat_dir()).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "wat") {
            modules.push(wat::parse_file(&path).unwrap());
        }
    }
    modules.sort();
    let mut rng = Rng(0x5eed_1234_abcd_ef01);
    let (mut accepted, mut rejected, mut calls) = (0, 0, 0);
    for iteration in 0..5_000 {
        let mut bytes = modules[rng.below(modules.len())].clone();
        for _ in 0..1 + rng.below(3) {
            let at = 8 + rng.below(bytes.len() - 8);
            bytes[at] ^= 1 << rng.below(8);
        }
        let result = catch_unwind(AssertUnwindSafe(|| zyme_wasm::read(&bytes, "mutant.wasm")));
        match result {
            Err(_) => panic!("iteration {iteration}: the reader panicked"),
            Ok(Err(e)) => {
                let text = e.to_string();
                assert!(!text.contains('\n'), "iteration {iteration}: {text}");
                rejected += 1;
            }
            Ok(Ok(wasm)) => {
                if let Err(errors) = zyme_ir::verify_module(&wasm.module) {
                    panic!(
                        "iteration {iteration}: the verifier rejects a lowered mutant:\n{errors}"
                    );
                }
                if accepted < 400 {
                    let label = format!("iteration {iteration}");
                    let made = interpret(&wasm, &label, 20_000);
                    agree_in_jit(&wasm, &label, &made);
                    calls += made.len();
                }
                accepted += 1;
            }
        }
    }
    eprintln!("mutants: {accepted} accepted, {rejected} rejected, {calls} export calls run");
    assert!(accepted > 0 && rejected > 0 && calls > 0);
}
