//! No leaks in gradients: valgrind on gradient programs (zyme-compiled
//! objects linked by `cc`) reports 0 bytes definitely lost and no memory
//! errors; and calling a JIT-compiled gradient that allocates (heap
//! blocks, `realloc` growth, the tape) 10,000 times keeps the resident set
//! flat.

use std::path::Path;
use std::process::Command;

/// Programs of `tests/enzyme/ll/rev` that allocate inside differentiated
/// code (malloc/free in loops, realloc growth, split-mode tapes, recursion
/// over heap trees) and free what they allocate themselves.
const PROGRAMS: &[&str] = &[
    "62_heap_loops.O0",
    "62_heap_loops.O2",
    "63_split_tapes.O0",
    "63_split_tapes.O2",
    "64_realloc_stack.O0",
    "64_realloc_stack.O2",
];

fn have_valgrind() -> bool {
    Command::new("valgrind")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

#[test]
fn valgrind_finds_no_leaks_in_gradient_programs() {
    if !have_valgrind() {
        eprintln!("valgrind not installed: skipped (CI installs it)");
        return;
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/enzyme/ll/rev");
    let dir = std::env::temp_dir().join(format!("zyme-leaks-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut failures = Vec::new();
    for name in PROGRAMS {
        let ll = root.join(format!("{name}.ll"));
        let obj = dir.join(format!("{name}.o"));
        let exe = dir.join(name);
        let ok = Command::new(env!("CARGO_BIN_EXE_zyme"))
            .arg("compile")
            .arg(&ll)
            .arg("-o")
            .arg(&obj)
            .status()
            .unwrap()
            .success()
            && Command::new("cc")
                .arg(&obj)
                .arg("-lm")
                .arg("-o")
                .arg(&exe)
                .status()
                .unwrap()
                .success();
        assert!(ok, "{name}: zyme compile + cc failed");
        let out = Command::new("valgrind")
            .args([
                "--leak-check=full",
                "--errors-for-leak-kinds=definite",
                "--error-exitcode=99",
            ])
            .arg(&exe)
            .output()
            .unwrap();
        let log = String::from_utf8_lossy(&out.stderr);
        let lost = log
            .lines()
            .find(|l| l.contains("definitely lost:"))
            .map(str::to_string);
        let clean = log.contains("All heap blocks were freed")
            || lost
                .as_deref()
                .is_some_and(|l| l.contains("definitely lost: 0 bytes"));
        if !out.status.success() || !clean {
            failures.push(format!(
                "{name}: exit {:?}, {}\n{}",
                out.status.code(),
                lost.unwrap_or_default(),
                log.lines().rev().take(15).collect::<Vec<_>>().join("\n")
            ));
        } else {
            eprintln!(
                "{name}: {}",
                lost.unwrap_or_else(|| "all heap blocks were freed".into())
            );
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

fn resident_kib() -> u64 {
    let statm = std::fs::read_to_string("/proc/self/statm").unwrap();
    let pages: u64 = statm.split_whitespace().nth(1).unwrap().parse().unwrap();
    pages * 4
}

/// A gradient that mallocs and frees per element, grows a buffer with
/// `realloc`, and tapes a loop.
const HEAP: &str = r#"
declare @malloc(i64) -> ptr
declare @realloc(ptr, i64) -> ptr
declare @free(ptr)

func export @f(ptr, i64) -> f64 {
block0(v0: ptr, v1: i64):
    v2 = iconst.i64 0
    v3 = fconst.f64 0.0
    v4 = iconst.ptr 0
    jump block1(v2, v3, v4)
block1(v5: i64, v6: f64, v7: ptr):
    v8 = icmp slt v5, v1
    brif v8, block2, block3
block2:
    v9 = iconst.i64 8
    v10 = imul v5, v9
    v11 = ptr_add v0, v10
    v12 = load.f64 v11 align 8
    v13 = call @malloc(v9)
    v14 = sin v12
    store v14, v13 align 8
    v15 = load.f64 v13 align 8
    call @free(v13)
    v16 = iconst.i64 1
    v17 = iadd v5, v16
    v18 = imul v17, v9
    v19 = call @realloc(v7, v18)
    v20 = ptr_add v19, v10
    store v15, v20 align 8
    v21 = load.f64 v20 align 8
    v22 = fmul v21, v12
    v23 = fadd v6, v22
    jump block1(v17, v23, v19)
block3:
    call @free(v7)
    return v6
}
"#;

#[test]
fn calling_a_gradient_10000_times_keeps_the_resident_set_flat() {
    use zyme::{ArgKind, Differentiate};
    let mut module = zyme::parse(HEAP).unwrap();
    let g = module
        .reverse("f", &[ArgKind::Dup, ArgKind::Const])
        .unwrap();
    let jit = zyme::Jit::compile(&module).unwrap();
    let f = jit.get::<extern "C" fn(*mut f64, i64) -> f64>("f").unwrap();
    let g = jit
        .get::<extern "C" fn(*mut f64, *mut f64, i64)>(&g)
        .unwrap();
    let n = 64;
    let x: Vec<f64> = (0..n).map(|i| 0.1 * i as f64 - 2.0).collect();
    // The gradient is right (central differences, h = 1e-6, relative 1e-6).
    let mut dx = vec![0.0; n];
    g.call(x.clone().as_mut_ptr(), dx.as_mut_ptr(), n as i64);
    for i in [1, 17, 40] {
        let (mut p, mut m) = (x.clone(), x.clone());
        p[i] += 1e-6;
        m[i] -= 1e-6;
        let fd = (f.call(p.as_mut_ptr(), n as i64) - f.call(m.as_mut_ptr(), n as i64)) / 2e-6;
        assert!(fd.abs() > 1e-3);
        assert!(
            (dx[i] - fd).abs() <= 1e-6 * fd.abs().max(1.0),
            "{i}: {} vs {fd}",
            dx[i]
        );
    }
    let call = || {
        let mut xs = x.clone();
        let mut dx = vec![0.0; n];
        g.call(xs.as_mut_ptr(), dx.as_mut_ptr(), n as i64);
        std::hint::black_box(dx);
    };
    for _ in 0..200 {
        call();
    }
    let before = resident_kib();
    for _ in 0..10_000 {
        call();
    }
    let after = resident_kib();
    assert!(
        after <= before + 1024,
        "resident set grew from {before} KiB to {after} KiB over 10,000 gradient calls"
    );
}

/// A do-while loop (the test sees `i + 1`) whose reverse reads `exp` of
/// each element from the tape.
const DO_WHILE: &str = r#"
func export @f(ptr, i64) -> f64 {
block0(v0: ptr, v1: i64):
    v2 = iconst.i64 0
    v3 = fconst.f64 0.0
    jump block1(v2, v3)
block1(v4: i64, v5: f64):
    v6 = iconst.i64 8
    v7 = imul v4, v6
    v8 = ptr_add v0, v7
    v9 = load.f64 v8 align 8
    v10 = exp v9
    v11 = fmul v10, v9
    v12 = fadd v5, v11
    v13 = iconst.i64 1
    v14 = iadd v4, v13
    v15 = icmp slt v14, v1
    brif v15, block1(v14, v12), block2
block2:
    return v12
}
"#;

/// The largest size the gradient asked `realloc` for.
static LARGEST_REALLOC: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

extern "C" fn counting_realloc(p: *mut libc::c_void, size: usize) -> *mut libc::c_void {
    LARGEST_REALLOC.fetch_max(size, std::sync::atomic::Ordering::Relaxed);
    // SAFETY: the gradient's own tape buffer, or null.
    unsafe { libc::realloc(p, size) }
}

/// Room for a loop whose trip count is known at entry is made once,
/// before it, for every time its blocks run (one more than its back
/// edges): the last iteration's push must not double the tape.
#[test]
fn a_counted_loop_reserves_its_whole_tape_before_it_starts() {
    use zyme::{ArgKind, Differentiate};
    let mut module = zyme::parse(DO_WHILE).unwrap();
    let g = module
        .reverse("f", &[ArgKind::Dup, ArgKind::Const])
        .unwrap();
    let symbols = [("realloc", counting_realloc as *const u8)];
    let jit = zyme::Jit::compile_with_symbols(&module, &symbols).unwrap();
    let f = jit.get::<extern "C" fn(*mut f64, i64) -> f64>("f").unwrap();
    let g = jit
        .get::<extern "C" fn(*mut f64, *mut f64, i64)>(&g)
        .unwrap();
    let n = 10_000;
    let mut x: Vec<f64> = (0..n).map(|i| 0.3 * (i as f64 * 0.01).sin()).collect();
    let mut dx = vec![0.0; n];
    g.call(x.as_mut_ptr(), dx.as_mut_ptr(), n as i64);
    // The gradient is right: d(x·exp x)/dx = (1 + x)·exp x, and central
    // differences agree (h = 1e-6, relative 1e-6).
    for i in [0, 4321, n - 1] {
        let want = (1.0 + x[i]) * x[i].exp();
        assert!(
            (dx[i] - want).abs() <= 1e-12 * want.abs(),
            "{i}: {} vs {want}",
            dx[i]
        );
        let (mut p, mut m) = (x.clone(), x.clone());
        p[i] += 1e-6;
        m[i] -= 1e-6;
        let fd = (f.call(p.as_mut_ptr(), n as i64) - f.call(m.as_mut_ptr(), n as i64)) / 2e-6;
        assert!(
            (dx[i] - fd).abs() <= 1e-6 * fd.abs().max(1.0),
            "{i}: {} vs {fd}",
            dx[i]
        );
    }
    // One `f64` per iteration, and the header and spare room of a few
    // KiB: a tape doubled by a push past the reservation would be twice
    // that.
    let largest = LARGEST_REALLOC.load(std::sync::atomic::Ordering::Relaxed);
    assert!(
        largest >= n * 8,
        "the tape never held the loop: {largest} bytes"
    );
    assert!(
        largest <= n * 8 + 8192,
        "the tape grew to {largest} bytes for {} bytes of records",
        n * 8
    );
}
