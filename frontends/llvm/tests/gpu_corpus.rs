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

/// The race-free kernels whose threads never talk to each other (no
/// barrier, no warp shuffle, no shared memory) compute their launch when run one
/// thread after another, each thread alone in the reference interpreter's
/// grid: atomics then happen in thread order, which the launch allows.
/// Their buffers must then equal `expected.json` within `tol`, at `-O2`
/// and at `-O0`; this checks the lowering end to end before the SIMT
/// interpreter exists.
#[test]
fn data_parallel_kernels_run_thread_by_thread() {
    use zyme_ir::interp::Grid;
    use zyme_ir::{AddrSpace, DataValue, Interpreter, ScalarType};
    let mut ran = 0;
    let mut failures = Vec::new();
    let runs = manifest()
        .into_iter()
        .flat_map(|e| [("", e.clone()), ("O0/", e)]);
    for (dir, entry) in runs {
        let file = format!("{dir}{}", text(&entry, "file"));
        let name = file.as_str();
        let src = read(&corpus().join(name));
        let lowered = zyme_llvm::parse_and_lower(&src, name).unwrap_or_else(|e| panic!("{e}"));
        let printed = zyme_ir::text::print_module(&lowered.module);
        let racy = field(&entry, "racy") == &Json::Bool(true);
        if racy
            || ["barrier", "warp_shuffle", "addrspace shared"]
                .iter()
                .any(|op| printed.contains(op))
        {
            continue;
        }
        ran += 1;
        let args = json(&corpus().join(text(&entry, "args")));
        let expected = json(&corpus().join(text(&entry, "expected")));
        let tol = field(&entry, "tol").as_f64().expect("tol");
        let dims = |k: &str| -> [u32; 3] {
            let v: Vec<u32> = field(&entry, k)
                .as_array()
                .expect("dims")
                .iter()
                .map(|x| x.as_u64().expect("dim") as u32)
                .collect();
            [v[0], v[1], v[2]]
        };
        let (grid, block) = (dims("grid"), dims("block"));
        let mut interp = Interpreter::new(&lowered.module);
        // Arguments; buffers as (address, element type, length).
        let mut values = Vec::new();
        let mut buffers = Vec::new();
        for a in args.as_array().expect("args") {
            let (ty, v) = a.as_object().and_then(|o| o.iter().next()).expect("arg");
            let value = match (ty.as_str(), v) {
                ("i32", v) => DataValue::int(ScalarType::I32, v.as_i64().expect("i32")),
                ("i64", v) => DataValue::int(ScalarType::I64, v.as_i64().expect("i64")),
                ("f32", v) => DataValue::f32(v.as_f64().expect("f32") as f32),
                ("f64", v) => DataValue::f64(v.as_f64().expect("f64")),
                (buf, Json::Array(xs)) => {
                    let mut bytes = Vec::new();
                    for x in xs {
                        match buf {
                            "f32[]" => bytes.extend((x.as_f64().expect("f") as f32).to_le_bytes()),
                            "f64[]" => bytes.extend(x.as_f64().expect("f").to_le_bytes()),
                            "i32[]" => bytes.extend((x.as_i64().expect("i") as i32).to_le_bytes()),
                            "i64[]" => bytes.extend(x.as_i64().expect("i").to_le_bytes()),
                            other => panic!("{name}: argument type {other}"),
                        }
                    }
                    let addr = interp.memory().alloc_bytes(&bytes, 16).expect("buffer");
                    buffers.push((values.len(), addr, buf.to_string(), xs.len()));
                    DataValue::Int(ScalarType::Ptr(AddrSpace::GENERIC), addr)
                }
                (other, _) => panic!("{name}: argument type {other}"),
            };
            values.push(value);
        }
        let kernel = text(&entry, "kernel");
        'launch: for bz in 0..grid[2] {
            for by in 0..grid[1] {
                for bx in 0..grid[0] {
                    for tz in 0..block[2] {
                        for ty in 0..block[1] {
                            for tx in 0..block[0] {
                                interp.set_grid(Grid {
                                    thread_id: [tx, ty, tz],
                                    block_id: [bx, by, bz],
                                    block_dim: block,
                                    grid_dim: grid,
                                });
                                if let Err(e) = interp.call(kernel, &values) {
                                    failures.push(format!(
                                        "{name}: thread ({tx},{ty},{tz}) of block ({bx},{by},{bz}): {e}"
                                    ));
                                    break 'launch;
                                }
                            }
                        }
                    }
                }
            }
        }
        for (i, addr, ty, n) in buffers {
            let want = expected[i]
                .get(&ty)
                .and_then(Json::as_array)
                .expect("expected buffer");
            let width = if ty.starts_with("f64") || ty.starts_with("i64") {
                8
            } else {
                4
            };
            let bytes = interp
                .memory()
                .read(addr, (n * width) as u64)
                .expect("read back");
            for (k, (chunk, w)) in bytes.chunks(width).zip(want).enumerate() {
                let ok = match ty.as_str() {
                    "f32[]" | "f64[]" => {
                        let got = if width == 4 {
                            f64::from(f32::from_le_bytes(chunk.try_into().expect("4")))
                        } else {
                            f64::from_le_bytes(chunk.try_into().expect("8"))
                        };
                        // f32 values are written with 9 digits: round them.
                        let w = w.as_f64().expect("f");
                        let w = if width == 4 { f64::from(w as f32) } else { w };
                        let ok = (got - w).abs() <= tol * w.abs().max(1.0);
                        if !ok {
                            failures.push(format!("{name}: argument {i}[{k}] = {got}, want {w}"));
                        }
                        ok
                    }
                    _ => {
                        let got = if width == 4 {
                            i64::from(i32::from_le_bytes(chunk.try_into().expect("4")))
                        } else {
                            i64::from_le_bytes(chunk.try_into().expect("8"))
                        };
                        let ok = Some(got) == w.as_i64();
                        if !ok {
                            failures.push(format!("{name}: argument {i}[{k}] = {got}, want {w}"));
                        }
                        ok
                    }
                };
                if !ok {
                    break;
                }
            }
        }
    }
    assert!(
        ran >= 16,
        "only {ran} data-parallel kernels ran (-O2 and -O0)"
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
