//! The GPU kernel corpus (`tests/gpu/`): CUDA-style C compiled by clang-19
//! for nvptx64, read by zyme's LLVM frontend and launched on the SIMT
//! interpreter with the race detector on. Each launch's arguments after it
//! must equal what the plain C reference computed on the CPU
//! (`NAME.expected.json`, made by `tests/gpu/regen.sh`) within the
//! manifest's relative tolerance (atomics may add in another order); each
//! deliberately racy variant must be reported as a data race.

use std::path::{Path, PathBuf};
use zyme::gpu::{self, LaunchArg};
use zyme_ir::interp::simt::LaunchConfig;

mod gpu_corpus;
use gpu_corpus::{corpus, load, manifest};

#[test]
fn kernels_match_their_c_references_on_the_simt_interpreter() {
    let entries = manifest();
    assert!(
        entries.len() >= 12,
        "the corpus has {} launches",
        entries.len()
    );
    let mut failures = Vec::new();
    let (mut clean, mut racy) = (0, 0);
    // Each launch at -O2 (the manifest's file) and at -O0 (`O0/`).
    let levels = entries
        .iter()
        .flat_map(|e| [(e, e.file.clone()), (e, gpu_corpus::o0_file(&e.file))]);
    for (e, file) in levels {
        let module = load(&file);
        let f = module
            .func_by_name(&e.kernel)
            .unwrap_or_else(|| panic!("{}: no @{}", e.name, e.kernel));
        assert!(
            module.functions[f].kernel,
            "{}: @{} is not marked a kernel",
            e.name, e.kernel
        );
        let result = gpu::launch(&module, &e.kernel, &e.cfg, &e.args);
        match (e.racy, result) {
            (true, Err(err)) if err.to_string().contains("data race") => racy += 1,
            (true, other) => failures.push(format!(
                "{}: expected a reported race, got {other:?}",
                e.name
            )),
            (false, Err(err)) => failures.push(format!("{}: {err}", e.name)),
            (false, Ok(after)) => {
                let want = e
                    .expected
                    .as_ref()
                    .unwrap_or_else(|| panic!("{}: no expected output", e.name));
                if let Err(msg) = gpu::args_close(&after, want, e.tol) {
                    failures.push(format!("{}: {msg}", file.display()));
                }
                clean += 1;
            }
        }
    }
    println!("{clean} launches (-O2 and -O0) equal their C references, {racy} racy ones reported");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(racy >= 6, "only {racy} racy launches reported");
}

#[path = "../../backend-ptx/tests/common/mod.rs"]
mod ptx_common;

/// Every corpus kernel (-O2 and -O0), the math library expanded into zyme
/// IR, loaded from the file the manifest names.
fn corpus_modules() -> Vec<(String, PathBuf, zyme::Module)> {
    let dir = corpus();
    let mut files: Vec<PathBuf> = ["", "O0"]
        .iter()
        .flat_map(|sub| std::fs::read_dir(dir.join(sub)).unwrap())
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    files.sort();
    assert!(files.len() >= 24, "{} kernel files", files.len());
    files
        .iter()
        .map(|f| {
            let mut m = load(f);
            zyme::opt::expand_math(&mut m, &zyme::opt::ExpandMath::gpu())
                .unwrap_or_else(|e| panic!("{}: {e}", f.display()));
            let level = if f.parent().unwrap().ends_with("O0") {
                "O0"
            } else {
                "O2"
            };
            let stem = f.file_stem().unwrap().to_string_lossy();
            (format!("{stem}.{level}"), f.clone(), m)
        })
        .collect()
}

/// zyme's PTX for every corpus kernel assembles with NVIDIA's `ptxas` for
/// sm_80 and sm_90 with no error and no warning; the table gives PTX
/// instructions and the registers ptxas allocated (sm_80) per kernel.
#[test]
fn corpus_ptx_assembles_with_ptxas() {
    let Some(ptxas) = ptx_common::find_ptxas() else {
        println!("skipping: no ptxas (set $PTXAS or `pip install nvidia-cuda-nvcc-cu12`)");
        return;
    };
    let llc = std::process::Command::new("llc-19")
        .arg("--version")
        .output()
        .is_ok();
    let mut failures = Vec::new();
    println!("| kernel | PTX instructions: zyme / llc-19 | registers (sm_80): zyme / llc-19 |");
    println!("|---|---|---|");
    for (name, file, m) in corpus_modules() {
        for sm in [zyme_ptx::SmVersion::Sm80, zyme_ptx::SmVersion::Sm90] {
            let ptx = match zyme_ptx::emit_module(&m, &zyme_ptx::PtxOptions::new(sm)) {
                Ok(ptx) => ptx,
                Err(e) => {
                    failures.push(format!("{name}: {e}"));
                    break;
                }
            };
            let arch = if sm == zyme_ptx::SmVersion::Sm80 {
                "sm_80"
            } else {
                "sm_90"
            };
            let done = match ptx_common::assemble(&ptxas, &ptx, arch, &name) {
                Ok(done) => done,
                Err(e) => {
                    failures.push(e);
                    continue;
                }
            };
            if arch != "sm_80" || !name.ends_with(".O2") {
                continue;
            }
            // The reference: llc-19's PTX of the same `.ll`.
            let reference = llc.then(|| llc_ptx(&file)).flatten().and_then(|ptx| {
                let regs = ptx_common::assemble(&ptxas, &ptx, arch, &format!("{name}.llc")).ok()?;
                Some((ptx_common::instruction_counts(&ptx), regs.registers))
            });
            let counts = ptx_common::instruction_counts(&ptx);
            for (k, regs) in &done.registers {
                let (li, lr) = match &reference {
                    Some((c, r)) => (
                        c.get(k).map_or("-".into(), usize::to_string),
                        r.get(k).map_or("-".into(), u32::to_string),
                    ),
                    None => ("-".into(), "-".into()),
                };
                let zi = counts.get(k).unwrap_or(&0);
                println!("| {name} `{k}` | {zi} / {li} | {regs} / {lr} |");
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// `llc-19 -march=nvptx64 -mcpu=sm_80 -O3` of a `.ll` file.
fn llc_ptx(file: &Path) -> Option<String> {
    let out = std::process::Command::new("llc-19")
        .args([
            "-march=nvptx64",
            "-mcpu=sm_80",
            "-mattr=+ptx78",
            "-O3",
            "-o",
            "-",
        ])
        .arg(file)
        .output()
        .ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).into_owned())
}

/// Every corpus kernel printed for `amdgcn-amd-amdhsa` assembles with
/// `llc-19 -march=amdgcn -mcpu=gfx90a`.
#[test]
fn corpus_amdgcn_assembles_with_llc() {
    if std::process::Command::new("llc-19")
        .arg("--version")
        .output()
        .is_err()
    {
        println!("skipping: no llc-19 (apt-get install llvm-19)");
        return;
    }
    let dir = std::env::temp_dir().join(format!("zyme-gpu-amdgcn-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let target = zyme_llvm_out::Target::Amdgcn {
        mcpu: "gfx90a".into(),
    };
    let mut failures = Vec::new();
    for (name, _, m) in corpus_modules() {
        let ll = match zyme_llvm_out::print_module(&m, &target) {
            Ok(ll) => ll,
            Err(e) => {
                failures.push(format!("{name}: {e}"));
                continue;
            }
        };
        let file = dir.join(format!("{name}.ll"));
        std::fs::write(&file, ll).unwrap();
        let out = std::process::Command::new("llc-19")
            .args(["-march=amdgcn", "-mcpu=gfx90a", "-filetype=obj", "-o"])
            .arg(dir.join(format!("{name}.o")))
            .arg(&file)
            .output()
            .unwrap();
        if !out.status.success() {
            failures.push(format!(
                "{name}: llc-19: {}",
                String::from_utf8_lossy(&out.stderr)
            ));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A kernel built with the Rust builder (a block-wide sum through shared
/// memory with a barrier and one atomic per block) launches on the SIMT
/// interpreter with the race detector and equals the sum; its PTX
/// assembles.
#[test]
fn a_kernel_built_with_the_builder_launches_and_assembles() {
    use zyme_ir::{
        AddrSpace, Function, GlobalData, GlobalInit, GpuOp, IntCC, Linkage, MemFlags, Ordering,
        RmwOp, Signature, Type,
    };
    let gptr = Type::ptr(AddrSpace::GLOBAL);
    let mut m = zyme::Module::new();
    let tile = m
        .add_global(GlobalData {
            name: "tile".into(),
            size: 4 * 32,
            align: 4,
            constant: false,
            linkage: Linkage::Local,
            addr_space: AddrSpace::SHARED,
            init: GlobalInit::Zero,
        })
        .unwrap();
    let mut f = Function::new(
        "block_sum",
        Signature::new([gptr, gptr], []),
        Linkage::Export,
    );
    f.kernel = true;
    let id = m.add_function(f).unwrap();
    let mut b = m.builder(id);
    let [entry, first, done] = [b.create_block(), b.create_block(), b.create_block()];
    let [x, out] = b.append_params(entry, [gptr, gptr]);
    b.switch_to(entry);
    let tid = b.gpu(GpuOp::ThreadIdX);
    let bid = b.gpu(GpuOp::BlockIdX);
    let dim = b.gpu(GpuOp::BlockDimX);
    let base = b.binary(zyme_ir::BinaryOp::Imul, bid, dim);
    let i = b.binary(zyme_ir::BinaryOp::Iadd, base, tid);
    let i64v = b.cast(zyme_ir::CastOp::Sext, i, Type::I64);
    let four = b.iconst(Type::I64, 4);
    let off = b.binary(zyme_ir::BinaryOp::Imul, i64v, four);
    let xi_ptr = b.ptr_add(x, off);
    let xi = b.load(Type::F32, xi_ptr, MemFlags::aligned(4));
    let t64 = b.cast(zyme_ir::CastOp::Sext, tid, Type::I64);
    let toff = b.binary(zyme_ir::BinaryOp::Imul, t64, four);
    let tbase = b.global_addr(tile);
    let slot = b.ptr_add(tbase, toff);
    b.store(xi, slot, MemFlags::aligned(4));
    b.barrier();
    let zero = b.iconst(Type::I32, 0);
    let is_first = b.icmp(IntCC::Eq, tid, zero);
    b.brif(is_first, first, &[], done, &[]);
    b.switch_to(first);
    let mut sum = b.f32const(0.0);
    for k in 0..32 {
        let p = b.ptr_add_imm(tbase, 4 * k);
        let v = b.load(Type::F32, p, MemFlags::aligned(4));
        sum = b.binary(zyme_ir::BinaryOp::Fadd, sum, v);
    }
    b.atomic_rmw(RmwOp::Fadd, Type::F32, out, sum, Ordering::Monotonic);
    b.jump(done, &[]);
    b.switch_to(done);
    b.ret(&[]);
    zyme_ir::verify_module(&m).unwrap();

    let xs: Vec<f32> = (0..96).map(|k| k as f32 * 0.25).collect();
    let cfg = LaunchConfig {
        grid: [3, 1, 1],
        block: [32, 1, 1],
        race_check: true,
    };
    let args = [LaunchArg::F32s(xs.clone()), LaunchArg::F32s(vec![0.0])];
    let after = gpu::launch(&m, "block_sum", &cfg, &args).unwrap();
    assert_eq!(after[1], LaunchArg::F32s(vec![xs.iter().sum()]));

    let ptx =
        zyme_ptx::emit_module(&m, &zyme_ptx::PtxOptions::new(zyme_ptx::SmVersion::Sm90)).unwrap();
    assert!(
        ptx.contains(".entry block_sum") && ptx.contains("bar.sync 0"),
        "{ptx}"
    );
    if let Some(ptxas) = ptx_common::find_ptxas() {
        ptx_common::assemble(&ptxas, &ptx, "sm_90", "builder").unwrap();
    }
}
