//! Random modules from `wasm-smith`, within what the reader supports
//! (wasm 2.0 with SIMD and multiple memories; no imports, threads,
//! exceptions, GC, tail calls, memory64 or relaxed SIMD), and terminating
//! (`ensure_termination`): the reader never panics and answers what it
//! does not lower with a one-line error; whatever it lowers the verifier
//! accepts; the interpreter, which reports every access outside an
//! allocation, instantiates each module and calls every export (the
//! sandbox check: lowered code never reaches memory outside the
//! instance's memories and tables, whatever the module does); and the
//! JIT gives the same results and traps.
//!
//! `ZYME_SMITH_MODULES=N` sets the count (300 by default, CI's);
//! `ZYME_SMITH_SEED` the first seed (module `i` of a run with seed `s` is
//! module `i + k` of a run with seed `s - k`, so a long run splits into
//! parallel ones).

mod common;

use common::sandbox::{agree_in_jit, interpret, Rng};
use std::panic::{catch_unwind, AssertUnwindSafe};

/// Every other module has SIMD: the reader refuses some of wasm's SIMD
/// operators (the integer widening, pairwise and bitmask ones), and a
/// module with any of them is refused whole.
fn config(simd: bool) -> wasm_smith::Config {
    wasm_smith::Config {
        simd_enabled: simd,
        max_imports: 0,
        min_types: 1,
        min_funcs: 1,
        max_funcs: 12,
        max_instructions: 200,
        export_everything: true,
        allow_start_export: true,
        max_memories: 2,
        max_memory32_bytes: 4 << 16,
        // Every memory declares a maximum (at most the 4 pages above):
        // without one, `memory.grow` by a gigabyte succeeds in the JIT
        // and fails in the interpreter (which caps allocations), both
        // allowed by the spec but not comparable.
        memory_max_size_required: true,
        max_tables: 2,
        max_table_elements: 64,
        memory64_enabled: false,
        threads_enabled: false,
        exceptions_enabled: false,
        gc_enabled: false,
        tail_call_enabled: false,
        relaxed_simd_enabled: false,
        wide_arithmetic_enabled: false,
        extended_const_enabled: false,
        custom_page_sizes_enabled: false,
        ..wasm_smith::Config::default()
    }
}

fn env_u64(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

#[test]
fn wasm_smith_modules_never_escape_the_instance() {
    let count = env_u64("ZYME_SMITH_MODULES", 300);
    let seed = env_u64("ZYME_SMITH_SEED", 0x5717_4a11);
    let (mut generated, mut accepted, mut calls) = (0u64, 0u64, 0usize);
    let (mut scalar_generated, mut scalar_accepted) = (0u64, 0u64);
    let mut rejected: std::collections::BTreeMap<String, u64> = Default::default();
    for i in 0..count {
        if i > 0 && i % 10_000 == 0 {
            eprintln!(
                "wasm-smith: {i} modules so far, {accepted} lowered and run, {calls} export calls"
            );
        }
        let mut rng = Rng(seed.wrapping_add(i).wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1);
        let raw: Vec<u8> = (0..65536).map(|_| rng.next() as u8).collect();
        let mut u = arbitrary::Unstructured::new(&raw);
        let Ok(mut module) = wasm_smith::Module::new(config(i % 2 == 0), &mut u) else {
            continue;
        };
        if module.ensure_termination(1_000).is_err() {
            continue;
        }
        generated += 1;
        scalar_generated += u64::from(i % 2 == 1);
        let bytes = module.to_bytes();
        if let Ok(dir) = std::env::var("ZYME_SMITH_DUMP") {
            // `ZYME_SMITH_DUMP=DIR`: every module as DIR/smith-SEED-I.wasm,
            // to reproduce a failure outside the test.
            let _ = std::fs::write(format!("{dir}/smith-{seed}-{i}.wasm"), &bytes);
        }
        let label = format!("module {i} (seed {seed})");
        let read = catch_unwind(AssertUnwindSafe(|| zyme_wasm::read(&bytes, "smith.wasm")));
        let wasm = match read {
            Err(_) => panic!("{label}: the reader panicked"),
            Ok(Err(e)) => {
                let text = e.to_string();
                assert!(!text.contains('\n'), "{label}: a multi-line error: {text}");
                // Counted by what was refused, without the location.
                let what = text.rsplit(": ").next().unwrap_or(&text);
                let what: String = what.split('(').next().unwrap_or(what).trim().into();
                *rejected.entry(what).or_default() += 1;
                continue;
            }
            Ok(Ok(wasm)) => wasm,
        };
        if let Err(errors) = zyme_ir::verify_module(&wasm.module) {
            panic!("{label}: the verifier rejects the lowered module:\n{errors}");
        }
        accepted += 1;
        scalar_accepted += u64::from(i % 2 == 1);
        let made = interpret(&wasm, &label, 200_000);
        agree_in_jit(&wasm, &label, &made);
        calls += made.len();
    }
    eprintln!(
        "wasm-smith: {generated} modules, {accepted} lowered and run ({calls} export calls, interpreter and JIT agree); without SIMD {scalar_accepted} of {scalar_generated} lowered"
    );
    for (what, n) in &rejected {
        eprintln!("  refused {n}: {what}");
    }
    assert!(
        scalar_accepted * 10 >= scalar_generated * 9,
        "nine in ten modules without SIMD should lower"
    );
    assert!(calls > 0);
}
