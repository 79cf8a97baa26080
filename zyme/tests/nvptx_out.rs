//! GPU kernels through zyme's nvptx64 LLVM IR text (`zyme compile --emit
//! ll --target nvptx64`): every race-free launch of the GPU corpus
//! (`tests/gpu/kernels.json`, -O2 and -O0) is read by zyme, its math
//! expanded as the CLI does for a GPU, printed for `nvptx64-nvidia-cuda`,
//! read back by zyme's LLVM frontend and launched on the SIMT interpreter,
//! where it must still equal the C reference. The printed files then
//! compile with `llc-19 -march=nvptx64 -mcpu=sm_80 -O2` and the PTX
//! assembles with NVIDIA's `ptxas -arch=sm_80 -c` (each step skipped, with
//! a printed reason, without its tool).

use std::path::{Path, PathBuf};
use std::process::Command;
use zyme::gpu::{self, LaunchArg};
use zyme_ir::interp::simt::LaunchConfig;
use zyme_llvm_out::{print_module, Target};

mod gpu_corpus;
use gpu_corpus::{load, manifest};

#[path = "../../backend-ptx/tests/common/mod.rs"]
mod ptx_common;

const SM80: Target = Target::Nvptx64 { sm: 80 };

/// Prints `m` for nvptx64 and reads the text back with zyme's frontend;
/// the kernel must still be one.
fn round_trip(
    m: &zyme::Module,
    name: &str,
    kernel: &str,
) -> Result<(String, zyme::Module), String> {
    let ll = print_module(m, &SM80).map_err(|e| format!("{name}: print: {e}"))?;
    let back = zyme::from_ll(&ll, &format!("{name}.nvptx.ll"))
        .map_err(|e| format!("{name}: the printed .ll does not read back: {e}"))?;
    let f = back
        .func_by_name(kernel)
        .ok_or_else(|| format!("{name}: no @{kernel} after the round trip"))?;
    if !back.functions[f].kernel {
        return Err(format!("{name}: @{kernel} is no longer a kernel"));
    }
    Ok((ll, back))
}

/// Runs a command: its stdout, or on failure stdout and stderr.
fn run(cmd: &mut Command) -> Result<String, String> {
    let out = cmd.output().map_err(|e| e.to_string())?;
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    if out.status.success() {
        Ok(stdout)
    } else {
        Err(format!("{stdout}{}", String::from_utf8_lossy(&out.stderr)))
    }
}

/// Compiles each printed `.ll` with llc-19 for sm_80 and assembles the PTX
/// with `ptxas -c` (extern functions such as `malloc` stay unresolved, as
/// in separate compilation); failures as messages.
fn llc_and_ptxas(tag: &str, files: &[(String, String)]) -> Vec<String> {
    if Command::new("llc-19").arg("--version").output().is_err() {
        println!("skipping llc-19 and ptxas: no llc-19 (apt-get install llvm-19)");
        return Vec::new();
    }
    let ptxas = ptx_common::find_ptxas();
    if ptxas.is_none() {
        println!("skipping ptxas: not found (set $PTXAS or `pip install nvidia-cuda-nvcc-cu12`)");
    }
    let dir = std::env::temp_dir().join(format!("zyme-nvptx-{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut failures = Vec::new();
    let (mut compiled, mut assembled) = (0, 0);
    for (name, ll) in files {
        let file = dir.join(format!("{name}.ll"));
        let ptx = dir.join(format!("{name}.ptx"));
        std::fs::write(&file, ll).unwrap();
        let mut llc = Command::new("llc-19");
        llc.args(["-march=nvptx64", "-mcpu=sm_80", "-O2", "-o"])
            .arg(&ptx)
            .arg(&file);
        if let Err(e) = run(&mut llc) {
            failures.push(format!("{name}: llc-19: {e}"));
            continue;
        }
        compiled += 1;
        let Some(ptxas) = &ptxas else { continue };
        let cubin: PathBuf = dir.join(format!("{name}.cubin"));
        let mut asm = Command::new(ptxas);
        asm.args(["-arch=sm_80", "-c", "-o"]).arg(&cubin).arg(&ptx);
        match run(&mut asm) {
            Ok(_) => assembled += 1,
            Err(e) => failures.push(format!("{name}: ptxas: {e}")),
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    println!(
        "{tag}: {compiled} of {} files compile with llc-19, {assembled} assemble with ptxas",
        files.len()
    );
    failures
}

#[test]
fn corpus_kernels_round_trip_through_nvptx_text_and_compile() {
    let entries: Vec<_> = manifest().into_iter().filter(|e| !e.racy).collect();
    assert!(entries.len() >= 6, "{} race-free launches", entries.len());
    let mut failures = Vec::new();
    let mut printed: Vec<(String, String)> = Vec::new();
    let mut equal = 0;
    for e in &entries {
        let o0 = gpu_corpus::o0_file(&e.file);
        for (level, file) in [("O2", e.file.clone()), ("O0", o0)] {
            let name = format!("{}.{level}", e.name);
            let mut m = load(&file);
            zyme::opt::expand_math(&mut m, &zyme::opt::ExpandMath::gpu())
                .unwrap_or_else(|err| panic!("{name}: {err}"));
            let (ll, back) = match round_trip(&m, &name, &e.kernel) {
                Ok(done) => done,
                Err(err) => {
                    failures.push(err);
                    continue;
                }
            };
            let want = e
                .expected
                .as_ref()
                .expect("a race-free launch has expected output");
            match gpu::launch(&back, &e.kernel, &e.cfg, &e.args) {
                Ok(after) => match gpu::args_close(&after, want, e.tol) {
                    Ok(()) => equal += 1,
                    Err(msg) => failures.push(format!("{name}: {msg}")),
                },
                Err(err) => failures.push(format!("{name}: launch: {err}")),
            }
            printed.push((name, ll));
        }
    }
    println!(
        "{equal} of {} launches (-O2 and -O0) equal their C references after \
         the round trip through nvptx64 LLVM text",
        2 * entries.len()
    );
    failures.extend(llc_and_ptxas("corpus", &printed));
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The kernels of `backend-llvm/tests/nvptx/kernels.zir`: `@tape` gives
/// each thread two blocks of the device heap (malloc, memset, memcpy,
/// free), and computes the same on the interpreter before and after the
/// round trip; every kernel compiles and assembles.
#[test]
fn heap_tape_kernel_round_trips_and_compiles() {
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../backend-llvm/tests/nvptx/kernels.zir");
    let m = ptx_common::load(&path);
    let n = 100;
    let xs: Vec<f64> = (0..n).map(|k| k as f64 * 0.5 - 7.0).collect();
    let cfg = LaunchConfig {
        grid: [2, 1, 1],
        block: [64, 1, 1],
        race_check: true,
    };
    let args = [
        LaunchArg::F64s(xs.clone()),
        LaunchArg::F64s(vec![0.0; n]),
        LaunchArg::I32(n as i32),
    ];
    let want = LaunchArg::F64s(xs.iter().map(|x| 3.0 * x).collect());
    let direct = gpu::launch(&m, "tape", &cfg, &args).unwrap();
    assert_eq!(direct[1], want);
    let (ll, back) = round_trip(&m, "kernels", "tape").unwrap();
    for needle in [
        "call ptr @malloc(i64 16)",
        "@llvm.memcpy.p0.p0.i64(",
        "call void @free(",
    ] {
        assert!(ll.contains(needle), "missing {needle:?} in:\n{ll}");
    }
    for k in ["ids", "reduce"] {
        let f = back.func_by_name(k).unwrap();
        assert!(back.functions[f].kernel, "@{k} is no longer a kernel");
    }
    let after = gpu::launch(&back, "tape", &cfg, &args).unwrap();
    assert_eq!(after[1], want);
    let failures = llc_and_ptxas("kernels", &[("kernels".into(), ll)]);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The CLI spelling: `zyme compile K.ll --emit ll --target nvptx64`, then
/// `zyme launch` of the printed file equals the C reference; an unknown
/// spelling names the known ones.
#[test]
fn cli_compiles_to_nvptx64_text_and_launches_it() {
    let e = manifest()
        .into_iter()
        .find(|e| e.name == "dot")
        .expect("the corpus has dot");
    let dir = std::env::temp_dir().join(format!("zyme-nvptx-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let out = dir.join("dot.ll");
    let zyme = env!("CARGO_BIN_EXE_zyme");
    let mut compile = Command::new(zyme);
    compile
        .arg("compile")
        .arg(&e.file)
        .args(["--emit", "ll", "--target", "nvptx64", "-o"])
        .arg(&out);
    run(&mut compile).unwrap_or_else(|err| panic!("zyme compile: {err}"));
    let ll = std::fs::read_to_string(&out).unwrap();
    assert!(
        ll.contains("target triple = \"nvptx64-nvidia-cuda\""),
        "{ll}"
    );
    let args = e.file.with_file_name("dot.args.json");
    let mut launch = Command::new(zyme);
    launch
        .arg("launch")
        .arg(&out)
        .args(["--kernel", "dot", "--grid"])
        .arg(e.cfg.grid.map(|d| d.to_string()).join(","))
        .arg("--block")
        .arg(e.cfg.block.map(|d| d.to_string()).join(","))
        .arg("--args")
        .arg(&args);
    let stdout = run(&mut launch).unwrap_or_else(|err| panic!("zyme launch: {err}"));
    let after = gpu::parse_args(&stdout).unwrap_or_else(|err| panic!("{err}: {stdout}"));
    gpu::args_close(&after, e.expected.as_ref().unwrap(), e.tol).unwrap();
    let mut bad = Command::new(zyme);
    bad.arg("compile")
        .arg(&e.file)
        .args(["--emit", "ll", "--target", "nvptx", "-o"])
        .arg(dir.join("bad.ll"));
    let err = run(&mut bad).unwrap_err();
    assert!(err.contains("nvptx64-sm_NN"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}
