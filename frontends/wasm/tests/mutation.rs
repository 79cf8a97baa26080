//! Flipped bytes in valid modules never panic the reader, and whatever it
//! accepts the verifier accepts too.

mod common;

use std::panic::{catch_unwind, AssertUnwindSafe};
use zyme_ir::interp::ErrorKind;
use zyme_ir::{DataValue, Interpreter};
use zyme_wasm::{Wasm, WasmType};

/// Instantiates an accepted mutant and calls each export with zero
/// arguments, on a little fuel: the interpreter, which checks every
/// access, must never report one outside an allocation or of
/// uninitialised memory (traps are a status, so they are no error).
fn run_mutant(wasm: &Wasm, iteration: usize) -> usize {
    let mut interp = Interpreter::new(&wasm.module);
    interp.set_fuel(Some(20_000));
    let check = |r: Result<Vec<DataValue>, zyme_ir::InterpError>, what: &str| match r {
        Ok(v) => Some(v),
        Err(e) if matches!(e.kind, ErrorKind::OutOfFuel | ErrorKind::BadCall(_)) => None,
        Err(e) => panic!("iteration {iteration}: {what}: {e}"),
    };
    let Some(vmctx) = check(interp.call("__zyme_wasm_instantiate", &[]), "instantiate") else {
        return 0;
    };
    let vmctx = vmctx[0].clone();
    let trapped = |interp: &mut Interpreter| {
        interp
            .call("__zyme_wasm_trap", std::slice::from_ref(&vmctx))
            .map(|t| t[0].bits())
            != Ok(0)
    };
    if trapped(&mut interp) {
        return 0;
    }
    let mut calls = 0;
    for export in &wasm.exports {
        if export.params.contains(&WasmType::V128) {
            continue;
        }
        let f = &wasm.module.functions[export.func];
        let mut args = vec![vmctx.clone()];
        args.extend(f.sig.params[1..].iter().map(|&t| DataValue::zero(t)));
        calls += usize::from(check(interp.call(&f.name.clone(), &args), &export.name).is_some());
        if trapped(&mut interp) {
            break;
        }
    }
    calls
}

/// A small deterministic generator (xorshift64*), so a failure names the
/// iteration that reproduces it.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

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
                    calls += run_mutant(&wasm, iteration);
                }
                accepted += 1;
            }
        }
    }
    eprintln!("mutants: {accepted} accepted, {rejected} rejected, {calls} export calls run");
    assert!(accepted > 0 && rejected > 0 && calls > 0);
}
