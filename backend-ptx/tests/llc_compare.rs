//! A reference point: for the kernels that have an LLVM IR twin under
//! `tests/llc`, the PTX instruction count and `ptxas -v` registers of
//! zyme's PTX beside those of `llc-19 -march=nvptx64 -mcpu=sm_80 -O3`.
//! Printed with `--nocapture`; skipped where llc-19 or ptxas is absent.

mod common;

use common::*;
use std::path::{Path, PathBuf};
use std::process::Command;
use zyme_ptx::SmVersion;

fn find_llc() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("LLC") {
        return Some(PathBuf::from(p));
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|d| d.join("llc-19"))
        .find(|p| p.is_file())
}

#[test]
fn zyme_and_llc_side_by_side() {
    let (Some(llc), Some(ptxas)) = (find_llc(), find_ptxas()) else {
        println!("skipping: needs llc-19 ($LLC) and ptxas ($PTXAS)");
        return;
    };
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/llc");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    files.sort();
    println!("| kernel | zyme PTX instructions | llc-19 PTX instructions | zyme registers | llc-19 registers |");
    println!("|---|---:|---:|---:|---:|");
    for ll in files {
        let name = ll.file_stem().unwrap().to_string_lossy().to_string();
        let out = Command::new(&llc)
            .args(["-march=nvptx64", "-mcpu=sm_80", "-O3", "-o", "-"])
            .arg(&ll)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let llc_ptx = String::from_utf8_lossy(&out.stdout).to_string();
        let llc_regs = assemble(&ptxas, &llc_ptx, "sm_80", &format!("{name}-llc"))
            .unwrap_or_else(|e| panic!("{e}"))
            .registers;
        let module = load(&kernels_dir().join(format!("{name}.zir")));
        let ptx = emit(&module, SmVersion::Sm80);
        let regs = assemble(&ptxas, &ptx, "sm_80", &format!("{name}-zyme"))
            .unwrap_or_else(|e| panic!("{e}"))
            .registers;
        let (ours, theirs) = (instruction_counts(&ptx), instruction_counts(&llc_ptx));
        let count = |m: &std::collections::BTreeMap<String, usize>| {
            m.get(&name).map_or("-".to_string(), usize::to_string)
        };
        let reg = |m: &std::collections::BTreeMap<String, u32>| {
            m.get(&name).map_or("-".to_string(), u32::to_string)
        };
        assert!(theirs.contains_key(&name), "llc-19 made no @{name}");
        println!(
            "| {name} | {} | {} | {} | {} |",
            count(&ours),
            count(&theirs),
            reg(&regs),
            reg(&llc_regs)
        );
    }
}
