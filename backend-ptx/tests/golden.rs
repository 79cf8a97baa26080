//! Exact PTX for a few small kernels, checked in under `tests/golden`.
//! Regenerate with `ZYME_BLESS=1 cargo test -p zyme-ptx --test golden`
//! and review the diff.

mod common;

use common::*;
use std::path::Path;
use zyme_ptx::SmVersion;

fn check(name: &str) {
    let module = load(&kernels_dir().join(format!("{name}.zir")));
    let ptx = emit(&module, SmVersion::Sm80);
    let expected_path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/golden")
        .join(format!("{name}.ptx"));
    if std::env::var_os("ZYME_BLESS").is_some() {
        std::fs::write(&expected_path, &ptx).unwrap();
        return;
    }
    let expected = std::fs::read_to_string(&expected_path).unwrap_or_else(|_| {
        panic!(
            "{} is missing; run with ZYME_BLESS=1",
            expected_path.display()
        )
    });
    if ptx != expected {
        let first = ptx
            .lines()
            .zip(expected.lines())
            .position(|(a, b)| a != b)
            .unwrap_or(ptx.lines().count().min(expected.lines().count()));
        panic!(
            "{name}: the PTX differs from {} at line {}:\n  got:      {:?}\n  expected: {:?}\n\
             (ZYME_BLESS=1 regenerates it)\n--- got ---\n{ptx}",
            expected_path.display(),
            first + 1,
            ptx.lines().nth(first),
            expected.lines().nth(first)
        );
    }
}

#[test]
fn saxpy() {
    check("saxpy");
}

#[test]
fn switch() {
    check("switch");
}

#[test]
fn device_calls() {
    check("device_calls");
}
