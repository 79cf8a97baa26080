//! The CUDA kernel corpus of `tests/gpu/` (see its README): every kernel
//! clang-19 compiled to `.ll` lowers and verifies, is marked `kernel`, and
//! shows the GPU operations its source uses; its manifest entry, argument
//! list and expected outputs agree with each other and with the kernel's
//! parameters, so the SIMT interpreter's launch test can trust them.

use serde_json::Value as Json;
use std::path::{Path, PathBuf};
use zyme_ir::{Function, Type};

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/gpu")
}

fn read(p: &Path) -> String {
    std::fs::read_to_string(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

fn json(p: &Path) -> Json {
    serde_json::from_str(&read(p)).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

fn manifest() -> Vec<Json> {
    match json(&corpus().join("kernels.json")) {
        Json::Array(v) => v,
        other => panic!("kernels.json is not an array: {other}"),
    }
}

fn field<'a>(entry: &'a Json, key: &str) -> &'a Json {
    entry
        .get(key)
        .unwrap_or_else(|| panic!("manifest entry {entry} lacks {key}"))
}

fn text<'a>(entry: &'a Json, key: &str) -> &'a str {
    field(entry, key)
        .as_str()
        .unwrap_or_else(|| panic!("{key} of {entry} is not a string"))
}

/// The operations (as printed) each kernel's source makes clang emit.
fn expected_ops(name: &str) -> &'static [&'static str] {
    match name {
        "saxpy" | "stencil1d" | "stencil1d_inplace" | "histogram_racy" => {
            &["thread_id.x", "block_id.x", "block_dim.x"]
        }
        "dot" => &["thread_id.x", "grid_dim.x", "barrier", "atomic_rmw"],
        "dot_racy" => &["thread_id.x", "grid_dim.x", "atomic_rmw"],
        "stencil2d" => &["thread_id.x", "thread_id.y", "block_id.y", "block_dim.y"],
        "matmul" => &["thread_id.x", "thread_id.y", "block_id.y", "barrier"],
        "histogram" => &["thread_id.x", "atomic_rmw"],
        "nbody" => &["thread_id.x", "sqrt"],
        "lbm" => &["thread_id.y", "block_id.y", "global"],
        "xsbench" => &["thread_id.x", "block_id.x"],
        "softmax" => &["barrier", "exp", "maxnum"],
        "layernorm" => &["barrier", "sqrt"],
        "warp_reduce" => &["warp_shuffle.down", "lane_id", "atomic_rmw"],
        "warp_scan" => &["warp_shuffle.up", "warp_shuffle.bfly", "warp_shuffle.idx"],
        "minmax" => &["cmpxchg", "atomic_rmw.i32 smin"],
        other => panic!("no expected operations listed for kernel {other}"),
    }
}

fn kernel<'m>(m: &'m zyme_ir::Module, name: &str) -> &'m Function {
    m.functions
        .values()
        .find(|f| f.name == name)
        .unwrap_or_else(|| panic!("no function @{name}"))
}

#[test]
fn every_kernel_lowers_verifies_and_is_a_kernel() {
    let mut failures = Vec::new();
    for entry in manifest() {
        let name = text(&entry, "name");
        let file = text(&entry, "file");
        let src = read(&corpus().join(file));
        let lowered = match zyme_llvm::parse_and_lower(&src, file) {
            Ok(l) => l,
            Err(e) => {
                failures.push(format!("{name}: {e}"));
                continue;
            }
        };
        if let Err(e) = zyme_ir::verify_module(&lowered.module) {
            failures.push(format!("{name}: does not verify:\n{e}"));
            continue;
        }
        let k = kernel(&lowered.module, text(&entry, "kernel"));
        if !k.kernel {
            failures.push(format!("{name}: @{} is not marked kernel", k.name));
        }
        let printed = zyme_ir::text::print_module(&lowered.module);
        for op in expected_ops(name) {
            if !printed.contains(op) {
                failures.push(format!("{name}: no `{op}` in the lowered module"));
            }
        }
        // Nothing but the kernel calls anything: clang inlined the
        // header's device functions and the math became math operations.
        if printed.contains(" call ") {
            failures.push(format!("{name}: the lowered module still calls a function"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The scalar type or buffer an argument entry holds.
fn arg_kind(a: &Json) -> (String, Option<usize>) {
    let obj = a
        .as_object()
        .unwrap_or_else(|| panic!("argument {a} is not an object"));
    assert_eq!(obj.len(), 1, "argument {a} has more than one key");
    let (k, v) = obj.iter().next().expect("one key");
    match v {
        Json::Array(xs) => (k.clone(), Some(xs.len())),
        _ => (k.clone(), None),
    }
}

#[test]
fn manifest_arguments_match_the_kernels() {
    let entries = manifest();
    let racy = entries
        .iter()
        .filter(|e| field(e, "racy") == &Json::Bool(true))
        .count();
    assert!(
        entries.len() - racy >= 12,
        "fewer than 12 race-free kernels"
    );
    assert!(racy >= 3, "fewer than 3 racy kernels");
    let mut failures = Vec::new();
    for entry in &entries {
        let name = text(entry, "name");
        for dims in ["grid", "block"] {
            let d = field(entry, dims).as_array().map(|a| a.len());
            assert_eq!(d, Some(3), "{name}: {dims} is not [x, y, z]");
        }
        let threads: u64 = ["grid", "block"]
            .iter()
            .flat_map(|k| field(entry, k).as_array().into_iter().flatten())
            .map(|x| x.as_u64().expect("dimension"))
            .product();
        assert!(threads <= 4096, "{name}: {threads} threads per launch");
        assert!(field(entry, "tol").is_number(), "{name}: tol");
        let args = json(&corpus().join(text(entry, "args")));
        let expected = json(&corpus().join(text(entry, "expected")));
        let (Some(args), Some(expected)) = (args.as_array(), expected.as_array()) else {
            failures.push(format!("{name}: args/expected are not arrays"));
            continue;
        };
        let kinds: Vec<_> = args.iter().map(arg_kind).collect();
        let after: Vec<_> = expected.iter().map(arg_kind).collect();
        if kinds != after {
            failures.push(format!("{name}: expected.json does not mirror args.json"));
        }
        let lowered = zyme_llvm::parse_and_lower(&read(&corpus().join(text(entry, "file"))), name)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        let k = kernel(&lowered.module, text(entry, "kernel"));
        if k.sig.params.len() != kinds.len() {
            failures.push(format!(
                "{name}: {} arguments for {} parameters",
                kinds.len(),
                k.sig.params.len()
            ));
            continue;
        }
        for (i, ((ty, buf), &param)) in kinds.iter().zip(&k.sig.params).enumerate() {
            let want = match (ty.as_str(), buf) {
                (_, Some(_)) => param.is_ptr(),
                ("i32", None) => param == Type::I32,
                ("i64", None) => param == Type::I64,
                ("f32", None) => param == Type::F32,
                ("f64", None) => param == Type::F64,
                _ => false,
            };
            let known = matches!(
                ty.as_str(),
                "i32" | "i64" | "f32" | "f64" | "i32[]" | "i64[]" | "f32[]" | "f64[]"
            );
            if !want || !known || buf.is_some() != ty.ends_with("[]") {
                failures.push(format!(
                    "{name}: argument {i} is {ty}, parameter is {param}"
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Every `.cu` source has its `.ll` fixture and a manifest entry.
#[test]
fn every_source_is_in_the_manifest() {
    let names: Vec<String> = manifest()
        .iter()
        .map(|e| text(e, "name").to_string())
        .collect();
    for e in std::fs::read_dir(corpus()).expect("tests/gpu") {
        let p = e.expect("entry").path();
        if p.extension().is_some_and(|x| x == "cu") {
            let stem = p
                .file_stem()
                .unwrap_or_default()
                .to_string_lossy()
                .to_string();
            assert!(names.contains(&stem), "{stem}.cu has no manifest entry");
            assert!(p.with_extension("ll").exists(), "{stem}.cu has no .ll");
        }
    }
}

/// The `-O0` fixtures of `tests/gpu/O0` lower and verify too, with their
/// kernel marked and nothing imported: clang inlines the header's
/// always-inline functions even at `-O0`, so the only calls left are of
/// the kernels' own `__device__` functions.
#[test]
fn every_o0_kernel_lowers_and_verifies() {
    let mut failures = Vec::new();
    let entries = manifest();
    for entry in &entries {
        let name = text(entry, "name");
        let file = format!("O0/{}", text(entry, "file"));
        let lowered = match zyme_llvm::parse_and_lower(&read(&corpus().join(&file)), &file) {
            Ok(l) => l,
            Err(e) => {
                failures.push(format!("{name}: {e}"));
                continue;
            }
        };
        if let Err(e) = zyme_ir::verify_module(&lowered.module) {
            failures.push(format!("{name}: -O0 does not verify:\n{e}"));
            continue;
        }
        if !kernel(&lowered.module, text(entry, "kernel")).kernel {
            failures.push(format!("{name}: -O0 kernel not marked"));
        }
        for f in lowered.module.functions.values() {
            if f.is_declaration() {
                failures.push(format!("{name}: -O0 imports @{}", f.name));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// `ZYME_GPU_DUMP=NAME cargo test -p zyme-llvm --test gpu_corpus dump`
/// prints a kernel's lowered module (`NAME` a corpus kernel or the path of
/// any `.ll`), after checking that it verifies.
#[test]
fn dump() {
    let Ok(name) = std::env::var("ZYME_GPU_DUMP") else {
        return;
    };
    let path = if name.ends_with(".ll") {
        PathBuf::from(&name)
    } else {
        corpus().join(format!("{name}.ll"))
    };
    let l = zyme_llvm::parse_and_lower(&read(&path), &name).unwrap_or_else(|e| panic!("{e}"));
    if let Err(e) = zyme_ir::verify_module(&l.module) {
        panic!("{name} does not verify:\n{e}");
    }
    println!("{}", zyme_ir::text::print_module(&l.module));
}
