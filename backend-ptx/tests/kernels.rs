//! Every kernel under `tests/kernels` is emitted for sm_80 and sm_90 and
//! assembled by `ptxas` (an error or a warning fails). With
//! `--nocapture` the test prints each function's PTX instruction count and
//! the registers `ptxas -v` reports for each entry.

mod common;

use common::*;
use zyme_ptx::SmVersion;

#[test]
fn every_kernel_assembles_for_sm80_and_sm90() {
    let ptxas = find_ptxas();
    if ptxas.is_none() {
        println!("skipping ptxas: set $PTXAS or `pip install nvidia-cuda-nvcc-cu12`");
    }
    let mut rows = Vec::new();
    let mut failures = Vec::new();
    for path in kernel_files() {
        let tag = path.file_stem().unwrap().to_string_lossy().to_string();
        let module = load(&path);
        let mut regs80 = Default::default();
        let mut regs90 = Default::default();
        for (target, regs) in [
            (SmVersion::Sm80, &mut regs80),
            (SmVersion::Sm90, &mut regs90),
        ] {
            let ptx = emit(&module, target);
            assert!(ptx.contains(&format!(".target {}", target.name())));
            if let Some(ptxas) = &ptxas {
                match assemble(ptxas, &ptx, target.name(), &tag) {
                    Ok(a) => *regs = a.registers,
                    Err(e) => failures.push(e),
                }
            }
        }
        let ptx = emit(&module, SmVersion::Sm80);
        for (func, count) in instruction_counts(&ptx) {
            let r80 = regs80.get(&func).map_or("-".to_string(), u32::to_string);
            let r90 = regs90.get(&func).map_or("-".to_string(), u32::to_string);
            rows.push(format!("| {tag} | {func} | {count} | {r80} | {r90} |"));
        }
    }
    println!("| file | function | PTX instructions | registers sm_80 | registers sm_90 |");
    println!("|---|---|---:|---:|---:|");
    for row in rows {
        println!("{row}");
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
