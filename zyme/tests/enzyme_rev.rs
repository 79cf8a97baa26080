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

/// The same programs through `zyme cc --backend llvm -- clang-19 …`:
/// zyme's derivatives printed as LLVM IR text and compiled by clang.
#[test]
fn enzyme_rev_zyme_cc_llvm_backend() {
    if !have_clang() {
        eprintln!("clang-19 not installed: zyme cc runs skipped");
        return;
    }
    check_all("rev", Mode::CcLlvm, KNOWN_FAILURES, 120);
}

/// Whether clang-19 and libomp are installed (the OpenMP runs need
/// both); says which is missing.
fn have_openmp() -> bool {
    if !have_clang() {
        eprintln!("clang-19 not installed: zyme cc runs skipped");
        return false;
    }
    if !std::path::Path::new("/usr/lib/llvm-19/lib/libomp.so").exists() {
        eprintln!("libomp-19-dev not installed: OpenMP runs skipped");
        return false;
    }
    true
}

/// Builds `tests/enzyme/cc/NAME` with `zyme cc -- COMPILER LEVEL` at -O0
/// and -O2, runs it and returns its output per level; the program must
/// exit 0 and print `OK`.
fn zyme_cc_program(compiler: &str, name: &str) -> Vec<String> {
    zyme_cc_program_with(compiler, name, &[])
}

/// [`zyme_cc_program`] with more arguments for the compiler (libraries).
fn zyme_cc_program_with(compiler: &str, name: &str, extra: &[&str]) -> Vec<String> {
    zyme_cc_program_runs(compiler, name, extra, &[None])
}

/// Builds `src` with `zyme cc -- COMPILER LEVEL … -o exe` (with `envs`
/// set); the build must succeed.
fn zyme_cc_build(
    envs: &[(&str, &str)],
    compiler: &str,
    src: &std::path::Path,
    level: &str,
    extra: &[&str],
    exe: &std::path::Path,
) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_zyme"))
        .envs(envs.iter().copied())
        .args(["cc", "--", compiler, level])
        .arg(src)
        .args(extra)
        .arg("-o")
        .arg(exe)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "zyme cc {} {level}: {}",
        src.display(),
        String::from_utf8_lossy(&out.stderr)
    );
}

/// [`zyme_cc_program_with`], each build run once per OpenMP team size
/// (`OMP_NUM_THREADS`; `None`: the environment's).
fn zyme_cc_program_runs(
    compiler: &str,
    name: &str,
    extra: &[&str],
    threads: &[Option<u32>],
) -> Vec<String> {
    let src = support::root().join("cc").join(name);
    let dir = std::env::temp_dir().join(format!("zyme-cc-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut outputs = Vec::new();
    for level in ["-O0", "-O2"] {
        let exe = dir.join(format!("prog{level}"));
        zyme_cc_build(&[], compiler, &src, level, extra, &exe);
        for &n in threads {
            let mut run = std::process::Command::new(&exe);
            if let Some(n) = n {
                run.env("OMP_NUM_THREADS", n.to_string());
            }
            let run = run.output().unwrap();
            let stdout = String::from_utf8_lossy(&run.stdout).into_owned();
            assert!(run.status.success(), "{name} {level} {n:?}: {stdout}");
            assert!(
                stdout.lines().any(|l| l == "OK"),
                "{name} {level} {n:?}: {stdout}"
            );
            outputs.push(stdout);
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    outputs
}

/// `zyme cc` on C++ built with exceptions: the exception is thrown and
/// caught in functions clang compiles, the gradient comes from zyme
/// (`tests/enzyme/cc/exceptions_iostream.cpp`).
#[test]
fn zyme_cc_with_exceptions_and_iostream() {
    if !have_clang() {
        eprintln!("clang-19 not installed: zyme cc runs skipped");
        return;
    }
    for stdout in zyme_cc_program("clang++-19", "exceptions_iostream.cpp") {
        assert!(stdout.contains("caught: negative size"), "{stdout}");
    }
}

/// Custom rules and an inactive function whose primal functions clang
/// would inline: `zyme cc` keeps them out of line
/// (`tests/enzyme/cc/custom_rules_inlinable.c`).
#[test]
fn zyme_cc_keeps_rule_functions_out_of_line() {
    if !have_clang() {
        eprintln!("clang-19 not installed: zyme cc runs skipped");
        return;
    }
    zyme_cc_program("clang-19", "custom_rules_inlinable.c");
}

/// Template-declared entry points, a lambda through its function pointer
/// and a std::vector member, with exceptions on
/// (`tests/enzyme/cc/lambda_vector.cpp`).
#[test]
fn zyme_cc_with_lambdas_and_template_entry_points() {
    if !have_clang() {
        eprintln!("clang-19 not installed: zyme cc runs skipped");
        return;
    }
    zyme_cc_program("clang++-19", "lambda_vector.cpp");
}

/// The Enzyme plugin's attributes through `zyme cc`: `enzyme_inactive`
/// and `enzyme_function_like` ("sin", "malloc", "free") on functions
/// whose bodies zyme cannot compile, in both modes
/// (`tests/enzyme/cc/plugin_attributes.c`).
#[test]
fn zyme_cc_carries_enzyme_plugin_attributes() {
    if !have_clang() {
        eprintln!("clang-19 not installed: zyme cc runs skipped");
        return;
    }
    zyme_cc_program("clang-19", "plugin_attributes.c");
}

/// An Enzyme attribute zyme does not implement, or one clang dropped, is
/// an error that names it and where it is, never a marker silently
/// ignored; `enzyme_nofree` is only noted.
#[test]
fn zyme_cc_refuses_enzyme_attributes_it_cannot_honour() {
    if !have_clang() {
        eprintln!("clang-19 not installed: zyme cc runs skipped");
        return;
    }
    let dir = std::env::temp_dir().join(format!("zyme-cc-attrs-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let main = "extern double __enzyme_autodiff(void *, ...);\n\
                double f(double x) { return x * x; }\n\
                int main(void) { return __enzyme_autodiff((void *)f, 2.0) == 4.0 ? 0 : 1; }\n";
    let cases = [
        (
            "__attribute__((enzyme_sparse_accumulate)) void acc(double *p) { *p += 1; }\n",
            "the Enzyme attribute `enzyme_sparse_accumulate`",
        ),
        (
            "__attribute__((enzyme_inactive)) double table[4];\n",
            "the Enzyme attribute `enzyme_inactive` (source line 1) on a variable",
        ),
        (
            "[[enzyme::inactive]] void log_it(double x) { (void)x; }\n",
            "error: the Enzyme attribute `enzyme::inactive` was dropped",
        ),
        (
            "__attribute__((enzyme_nofree)) void keep(double *p) { (void)p; }\n",
            "",
        ),
    ];
    for (k, (decl, want)) in cases.iter().enumerate() {
        let src = dir.join(format!("case{k}.c"));
        std::fs::write(&src, format!("{decl}{main}")).unwrap();
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_zyme"))
            .args(["cc", "--", "clang-19", "-std=c2x", "-O2"])
            .arg(&src)
            .arg("-o")
            .arg(dir.join(format!("case{k}")))
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        if want.is_empty() {
            assert!(out.status.success(), "{decl}: {err}");
            assert!(
                err.contains("note: zyme cc ignores `enzyme_nofree`"),
                "{err}"
            );
        } else {
            assert!(!out.status.success(), "{decl} built");
            assert!(err.contains(want), "{decl}: {err}");
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// `<enzyme/enzyme>` with a capturing lambda, a functor and reference
/// activities (`tests/enzyme/cc/header_callables.cpp`).
#[test]
fn zyme_cc_header_takes_callables_and_references() {
    if !have_clang() {
        eprintln!("clang-19 not installed: zyme cc runs skipped");
        return;
    }
    zyme_cc_program("clang++-19", "header_callables.cpp");
}

/// Misuse of `<enzyme/enzyme>` stops compilation with Enzyme's
/// `static_assert` messages.
#[test]
fn enzyme_header_rejects_misuse_at_compile_time() {
    if !have_clang() {
        eprintln!("clang-19 not installed: zyme cc runs skipped");
        return;
    }
    let dir = std::env::temp_dir().join(format!("zyme-header-misuse-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let cases = [
        (
            "double x = 1; enzyme::autodiff<enzyme::Reverse>(f, enzyme::Active(&x));",
            "Reference/pointer active arguments don't make sense for AD!",
        ),
        (
            "double x = 1, dx = 0; enzyme::autodiff<enzyme::Reverse>(g, enzyme::Duplicated(x, dx));",
            "Non-reference/pointer Duplicated/DuplicatedNoNeed args don't make sense for Reverse mode AD",
        ),
    ];
    for (k, (body, want)) in cases.iter().enumerate() {
        let src = dir.join(format!("misuse{k}.cpp"));
        std::fs::write(
            &src,
            format!(
                "#include <enzyme/enzyme>\ndouble f(double *x) {{ return *x; }}\n\
                 double g(double x) {{ return x * x; }}\nint main() {{ {body} return 0; }}\n"
            ),
        )
        .unwrap();
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_zyme"))
            .args(["cc", "--", "clang++-19", "-std=c++17", "-O0"])
            .arg(&src)
            .arg("-o")
            .arg(dir.join(format!("misuse{k}")))
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "{body} compiled");
        assert!(err.contains(want), "{body}: {err}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// `malloc`/`free` reached through function pointers and a table of the
/// program's functions called through pointers, in both modes
/// (`tests/enzyme/cc/alloc_through_pointers.c`).
#[test]
fn zyme_cc_allocators_and_tables_through_pointers() {
    if !have_clang() {
        eprintln!("clang-19 not installed: zyme cc runs skipped");
        return;
    }
    zyme_cc_program("clang-19", "alloc_through_pointers.c");
}

/// libstdc++ out of line in differentiated code: `std::string`,
/// `std::unordered_map<int, double>` with active values, iterated, and a
/// global map read by string key (`tests/enzyme/cc/cxx_containers.cpp`).
#[test]
fn zyme_cc_differentiates_through_strings_and_hash_maps() {
    if !have_clang() {
        eprintln!("clang-19 not installed: zyme cc runs skipped");
        return;
    }
    zyme_cc_program("clang++-19", "cxx_containers.cpp");
}

/// Derivatives of order 3 and 4, with and without loops, reverse and
/// forward over reverse (`tests/enzyme/cc/higher_order.c`).
#[test]
fn zyme_cc_differentiates_to_order_four() {
    if !have_clang() {
        eprintln!("clang-19 not installed: zyme cc runs skipped");
        return;
    }
    zyme_cc_program_with("clang-19", "higher_order.c", &["-lm"]);
}

/// Runtime activity for pointers loaded from `enzyme_const` memory: what
/// they lead to holds no derivative, as with the Enzyme plugin
/// (`tests/enzyme/cc/runtime_activity_const.c`).
#[test]
fn zyme_cc_runtime_activity_seals_memory_reached_from_const_arguments() {
    if !have_clang() {
        eprintln!("clang-19 not installed: zyme cc runs skipped");
        return;
    }
    zyme_cc_program_with("clang-19", "runtime_activity_const.c", &["-lm"]);
}

/// `__enzyme_augmentfwd` declared returning the tape first or the primal
/// first (`tests/enzyme/cc/augment_layouts.c`).
#[test]
fn zyme_cc_takes_augmented_results_in_either_order() {
    if !have_clang() {
        eprintln!("clang-19 not installed: zyme cc runs skipped");
        return;
    }
    zyme_cc_program("clang-19", "augment_layouts.c");
}

/// `__enzyme_batch`: a vector and a scalar argument over 4 lanes (result
/// through memory), 2 lanes (result in registers), 3 lanes of pointers
/// (`tests/enzyme/cc/batch.c`).
#[test]
fn zyme_cc_runs_batched_primals() {
    if !have_clang() {
        eprintln!("clang-19 not installed: zyme cc runs skipped");
        return;
    }
    zyme_cc_program("clang-19", "batch.c");
}

/// BLAS rules over the program's own routines, CBLAS and Fortran, both
/// modes: finite differences and the sequence of calls the derivative
/// makes (`tests/enzyme/cc/blas_stubs.c`).
#[test]
fn zyme_cc_differentiates_blas_calls() {
    if !have_clang() {
        eprintln!("clang-19 not installed: zyme cc runs skipped");
        return;
    }
    zyme_cc_program("clang-19", "blas_stubs.c");
}

/// cuBLAS rules over the program's own cuBLAS whose "device memory" the
/// host cannot touch (PROT_NONE outside cuBLAS calls): the derivatives are
/// cuBLAS calls alone, the reverse caches in `cudaMalloc`'d memory and
/// frees it; finite differences and call sequences
/// (`tests/enzyme/cc/blas_cublas.c`).
#[test]
fn zyme_cc_differentiates_cublas_calls() {
    if !have_clang() {
        eprintln!("clang-19 not installed: zyme cc runs skipped");
        return;
    }
    zyme_cc_program("clang-19", "blas_cublas.c");
}

/// OpenMP parallel loops in reverse and forward mode: element-wise,
/// stencil and matrix-vector loops, static schedules with and without
/// chunks (`tests/enzyme/cc/omp_parallel_for.c`), and the constructs
/// around shared results: `reduction(+)`, `reduction(max)`, a
/// firstprivate, `critical`, `single`, barriers, a min found by hand
/// (`omp_reductions.c`), `collapse(2)`, `omp atomic`, `lastprivate`
/// (`omp_constructs.c`), a gather from two arrays megabytes apart whose
/// threads run the reverse's shared copy (`omp_far_apart.c`), and C++: a
/// member function's region over `std::vector` data with a lambda
/// captured by reference, whose `this` has no derivative
/// (`omp_cxx.cpp`); -O0 and -O2, teams of 1, 2 and 4 threads (CI installs
/// `libomp-19-dev`).
#[test]
fn zyme_cc_differentiates_openmp_programs() {
    if !have_openmp() {
        return;
    }
    let teams = [Some(1), Some(2), Some(4)];
    for name in [
        "omp_parallel_for.c",
        "omp_reductions.c",
        "omp_constructs.c",
        "omp_far_apart.c",
    ] {
        zyme_cc_program_runs("clang-19", name, &["-fopenmp"], &teams);
    }
    zyme_cc_program_runs("clang++-19", "omp_cxx.cpp", &["-fopenmp"], &teams);
}

/// Reproducible OpenMP gradients (`tests/enzyme/cc/omp_deterministic.c`:
/// a stencil and a matrix-vector product whose adjoints several threads
/// add to). By default the adds outside a thread's footprint go to its
/// log, added after the reverse fork in the order of the threads' numbers;
/// with `ZYME_DETERMINISTIC=1` the threads reverse one after the other.
/// Either way three runs with 4 threads print the same bits of every
/// gradient entry; each run's gradient is checked against finite
/// differences by the program itself, at -O0 and -O2. (Atomic adds, what
/// the logs replace, varied in the last bits between runs: six runs, six
/// different gradients.)
#[test]
fn zyme_cc_openmp_gradients_are_reproducible() {
    if !have_openmp() {
        return;
    }
    let src = support::root().join("cc").join("omp_deterministic.c");
    let dir = std::env::temp_dir().join(format!("zyme-cc-omp-det-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for level in ["-O0", "-O2"] {
        let exe = dir.join(format!("prog{level}"));
        zyme_cc_build(&[], "clang-19", &src, level, &["-fopenmp", "-lm"], &exe);
        for serial in [false, true] {
            let runs: Vec<String> = (0..3)
                .map(|_| {
                    let mut cmd = std::process::Command::new(&exe);
                    cmd.env("OMP_NUM_THREADS", "4");
                    if serial {
                        cmd.env("ZYME_DETERMINISTIC", "1");
                    }
                    let run = cmd.output().unwrap();
                    let stdout = String::from_utf8_lossy(&run.stdout).into_owned();
                    assert!(
                        run.status.success() && stdout.lines().any(|l| l == "OK"),
                        "{level}: {stdout}"
                    );
                    stdout
                })
                .collect();
            assert!(
                runs.iter().all(|r| r == &runs[0]),
                "{level} (ZYME_DETERMINISTIC {serial}): runs differ"
            );
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// MPI in reverse and forward mode: a halo exchange in a ring, a
/// broadcast, sum reductions (`tests/enzyme/cc/mpi_ring.c`), the same
/// exchange with non-blocking calls (`mpi_nonblocking.c`), built by
/// `zyme cc -- mpicc` (Open MPI's wrapper around clang-19) at -O0 and -O2
/// and run under `mpirun --oversubscribe` with 1, 2 and 4 ranks (CI
/// installs `openmpi-bin` and `libopenmpi-dev`).
#[test]
fn zyme_cc_differentiates_mpi_programs() {
    if !have_clang() {
        eprintln!("clang-19 not installed: zyme cc runs skipped");
        return;
    }
    let have = |tool: &str| {
        std::process::Command::new(tool)
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success())
    };
    if !have("mpicc") || !have("mpirun") {
        eprintln!("Open MPI (mpicc, mpirun) not installed: MPI runs skipped");
        return;
    }
    let dir = std::env::temp_dir().join(format!("zyme-cc-mpi-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let programs = ["mpi_ring.c", "mpi_nonblocking.c"];
    for (name, level) in programs.iter().flat_map(|n| ["-O0", "-O2"].map(|l| (n, l))) {
        let src = support::root().join("cc").join(name);
        let exe = dir.join(format!("{name}{level}"));
        zyme_cc_build(
            &[("OMPI_CC", "clang-19")],
            "mpicc",
            &src,
            level,
            &["-lm"],
            &exe,
        );
        for ranks in ["1", "2", "4"] {
            let run = std::process::Command::new("mpirun")
                .env("OMPI_ALLOW_RUN_AS_ROOT", "1")
                .env("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM", "1")
                .args(["--oversubscribe", "-np", ranks])
                .arg(&exe)
                .output()
                .unwrap();
            let stdout = String::from_utf8_lossy(&run.stdout).into_owned();
            assert!(
                run.status.success() && stdout.lines().any(|l| l == "OK"),
                "{name} {level} -np {ranks}: {stdout}{}",
                String::from_utf8_lossy(&run.stderr)
            );
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// BLAS rules against OpenBLAS: a two-layer network's loss through
/// `cblas_dgemm`/`cblas_ddot`, both modes (`tests/enzyme/cc/blas_openblas.c`;
/// CI installs `libopenblas-dev`).
#[test]
fn zyme_cc_differentiates_openblas_calls() {
    if !have_clang() {
        eprintln!("clang-19 not installed: zyme cc runs skipped");
        return;
    }
    if !have_openblas() {
        eprintln!("libopenblas-dev not installed (no cblas.h): OpenBLAS run skipped");
        return;
    }
    zyme_cc_program_with("clang-19", "blas_openblas.c", &["-lopenblas"]);
}

/// BLAS rules of the symmetric and triangular routines and LAPACK's
/// Cholesky pair against OpenBLAS, in combined, split and forward mode
/// (`tests/enzyme/cc/blas_level3.c`).
#[test]
fn zyme_cc_differentiates_level3_and_cholesky_calls() {
    if !have_clang() {
        eprintln!("clang-19 not installed: zyme cc runs skipped");
        return;
    }
    if !have_openblas() {
        eprintln!("libopenblas-dev not installed (no cblas.h): OpenBLAS run skipped");
        return;
    }
    zyme_cc_program_with("clang-19", "blas_level3.c", &["-lopenblas"]);
}

/// Whether OpenBLAS's development files are installed (`cblas.h`).
fn have_openblas() -> bool {
    let header = [
        "/usr/include/cblas.h",
        "/usr/include/x86_64-linux-gnu/cblas.h",
    ];
    header.iter().any(|h| std::path::Path::new(h).exists())
}

/// `__enzyme_error_estimate` (ForwardError mode) against the same error
/// model evaluated by hand, with the program's `enzymeLogError` and
/// `enzymeLogValue` handlers (`tests/enzyme/cc/error_estimate.c`).
#[test]
fn zyme_cc_estimates_floating_point_errors() {
    if !have_clang() {
        eprintln!("clang-19 not installed: zyme cc runs skipped");
        return;
    }
    zyme_cc_program_with("clang-19", "error_estimate.c", &["-lm"]);
}

/// `zyme cc -Rpass=zyme`: a remark in clang's form for each value the
/// reverse caches (`tests/enzyme/cc/remarks.c`); none without the flag.
#[test]
fn zyme_cc_remarks_on_cached_values() {
    if !have_clang() {
        eprintln!("clang-19 not installed: zyme cc runs skipped");
        return;
    }
    let src = support::root().join("cc").join("remarks.c");
    let dir = std::env::temp_dir().join(format!("zyme-cc-remarks-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let exe = dir.join("prog");
    for (flag, want) in [
        ("-Rpass=zyme", true),
        ("-Rpass=enzyme", true),
        ("-O2", false),
    ] {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_zyme"))
            .args(["cc", "--", "clang-19", "-O2", "-g", flag])
            .arg(&src)
            .args(["-lm", "-o"])
            .arg(&exe)
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "{stderr}");
        let remark = stderr
            .lines()
            .find(|l| l.contains(": remark: caches the value of `"));
        assert_eq!(remark.is_some(), want, "{flag}: {stderr}");
        if let Some(line) = remark {
            assert!(line.contains("remarks.c:11:"), "{line}");
            assert!(line.contains("sin"), "{line}");
            assert!(line.contains("once per iteration of its loop"), "{line}");
        }
        let run = std::process::Command::new(&exe).status().unwrap();
        assert!(run.success());
    }
    let _ = std::fs::remove_dir_all(&dir);
}
