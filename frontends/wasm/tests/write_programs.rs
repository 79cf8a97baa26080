//! Hand-written modules for what the filetests touch lightly: a loop over
//! an array in a stack slot (and recursion with frames), the built-in
//! allocator, indirect calls through a table filled by relocations,
//! multiple returns, an irreducible CFG, and the writer's errors. Each
//! module is written, validated, and every listed call run in Node and
//! compared with the interpreter.

#[path = "write_common/mod.rs"]
mod common;

use common::{compare, node_available, parse_args, run_interp, run_wasm, validate, Call};
use zyme_wasm::{write, WriteError, WriteOptions};

fn module(src: &str) -> zyme_ir::Module {
    let m = zyme_ir::text::parse_module(src).unwrap_or_else(|e| panic!("parse: {e:?}"));
    zyme_ir::verify_module(&m).unwrap_or_else(|e| panic!("verify: {e:?}"));
    m
}

/// Writes `src`, validates it, and runs each `(function, arguments)` in
/// Node and in the interpreter; returns the wasm bytes.
fn check(src: &str, calls: &[(&str, &str)]) -> Vec<u8> {
    let m = module(src);
    let bytes = write(&m, &WriteOptions::default()).unwrap_or_else(|e| panic!("{e}"));
    validate(&bytes).unwrap_or_else(|e| panic!("invalid wasm: {e}"));
    if calls.is_empty() {
        return bytes;
    }
    if !node_available() {
        println!("skipping the Node runs: `node` is not on PATH");
        return bytes;
    }
    let calls: Vec<Call> = calls
        .iter()
        .map(|(f, args)| {
            let sig = &m.functions[m.func_by_name(f).unwrap()].sig;
            Call {
                func: f.to_string(),
                args: parse_args(args, &sig.params).unwrap(),
                returns: sig.returns.clone(),
            }
        })
        .collect();
    let outcomes = run_wasm(&bytes, &calls).unwrap();
    for (call, wasm) in calls.iter().zip(&outcomes) {
        let interp = run_interp(&m, call);
        if let Some(why) = compare(call, wasm, &interp, false) {
            panic!("@{}: {why}", call.func);
        }
    }
    bytes
}

#[test]
fn a_loop_over_an_array_in_a_stack_slot() {
    check(
        r#"
func export @sum_halves(i64) -> f64 {
    ss0 = slot 128 align 16
block0(v0: i64):
    v1 = stack_addr ss0
    v2 = iconst.i64 0
    jump block1(v2)
block1(v3: i64):
    v4 = icmp slt v3, v0
    brif v4, block2, block3(v2, v5)
block2:
    v6 = sitofp.f64 v3
    v7 = fconst.f64 0.5
    v8 = fmul v6, v7
    v9 = iconst.i64 8
    v10 = imul v3, v9
    v11 = ptr_add v1, v10
    store v8, v11 align 8
    v12 = iconst.i64 1
    v13 = iadd v3, v12
    jump block1(v13)
block3(v14: i64, v15: f64):
    v16 = icmp slt v14, v0
    brif v16, block4, block5
block4:
    v17 = iconst.i64 8
    v18 = imul v14, v17
    v19 = ptr_add v1, v18
    v20 = load.f64 v19 align 8
    v21 = fadd v15, v20
    v22 = iconst.i64 1
    v23 = iadd v14, v22
    jump block3(v23, v21)
block5:
    return v15
}
"#
        .replace("brif v4, block2, block3(v2, v5)", "brif v4, block2, block6")
        .replace(
            "block3(v14: i64, v15: f64):",
            "block6:\n    v5 = fconst.f64 0.0\n    jump block3(v2, v5)\nblock3(v14: i64, v15: f64):",
        )
        .as_str(),
        &[("sum_halves", "16"), ("sum_halves", "0"), ("sum_halves", "7")],
    );
}

#[test]
fn recursion_gives_each_frame_its_own_slot() {
    // Each activation stores its argument in its slot, recurses, then
    // reads it back: a frame that was not released or not separate would
    // change the sum.
    check(
        r#"
func export @tri(i64) -> i64 {
    ss0 = slot 8 align 8
    ss1 = slot 64 align 64
block0(v0: i64):
    v1 = stack_addr ss0
    store v0, v1 align 8
    v2 = iconst.i64 0
    v3 = icmp eq v0, v2
    brif v3, block1, block2
block1:
    return v2
block2:
    v4 = iconst.i64 1
    v5 = isub v0, v4
    v6 = call @tri(v5)
    v7 = load.i64 v1 align 8
    v8 = iadd v6, v7
    v9 = stack_addr ss1
    v10 = ptrtoint.i64 v9
    v11 = iconst.i64 63
    v12 = and v10, v11
    v13 = iadd v8, v12
    return v13
}
"#,
        &[("tri", "0"), ("tri", "10"), ("tri", "1000")],
    );
}

#[test]
fn the_built_in_allocator_reuses_and_grows() {
    check(
        r#"
declare @malloc(i64) -> ptr
declare @calloc(i64, i64) -> ptr
declare @realloc(ptr, i64) -> ptr
declare @free(ptr)

func export @grow_sum(i64) -> i64 {
block0(v0: i64):
    v1 = iconst.i64 8
    v2 = iconst.i64 0
    v3 = iconst.i64 1
    v4 = call @calloc(v0, v1)
    jump block1(v2, v2)
block1(v5: i64, v6: i64):
    v7 = icmp slt v5, v0
    brif v7, block2, block3
block2:
    v8 = imul v5, v1
    v9 = ptr_add v4, v8
    v10 = load.i64 v9 align 8
    v11 = iadd v6, v10
    store v5, v9 align 8
    v12 = iadd v5, v3
    jump block1(v12, v11)
block3:
    v13 = iconst.i64 16
    v14 = imul v0, v13
    v15 = call @realloc(v4, v14)
    v16 = iadd v0, v0
    jump block4(v0)
block4(v17: i64):
    v18 = icmp slt v17, v16
    brif v18, block5, block6(v2, v6)
block5:
    v19 = imul v17, v1
    v20 = ptr_add v15, v19
    store v17, v20 align 8
    v21 = iadd v17, v3
    jump block4(v21)
block6(v22: i64, v23: i64):
    v24 = icmp slt v22, v16
    brif v24, block7, block8
block7:
    v25 = imul v22, v1
    v26 = ptr_add v15, v25
    v27 = load.i64 v26 align 8
    v28 = iadd v23, v27
    v29 = iadd v22, v3
    jump block6(v29, v28)
block8:
    call @free(v15)
    return v23
}

func export @reuse(i64) -> i1 {
block0(v0: i64):
    v1 = call @malloc(v0)
    call @free(v1)
    v2 = call @malloc(v0)
    v3 = icmp eq v1, v2
    call @free(v2)
    return v3
}

func export @big(i64) -> i64 {
block0(v0: i64):
    v1 = call @malloc(v0)
    v2 = iconst.i64 1
    v3 = isub v0, v2
    v4 = ptr_add v1, v3
    v5 = iconst.i8 42
    store v5, v4
    v6 = load.i8 v4
    v7 = zext.i64 v6
    call @free(v1)
    return v7
}
"#,
        &[
            ("grow_sum", "5"),
            ("grow_sum", "1000"),
            ("big", "3000000"),
            ("big", "1"),
        ],
    );
    // The interpreter never reuses an address; the built-in allocator does.
    let m = module(
        "declare @malloc(i64) -> ptr\ndeclare @free(ptr)\nfunc export @reuse(i64) -> i1 {\nblock0(v0: i64):\n    v1 = call @malloc(v0)\n    call @free(v1)\n    v2 = call @malloc(v0)\n    v3 = icmp eq v1, v2\n    return v3\n}\n",
    );
    let bytes = write(&m, &WriteOptions::default()).unwrap();
    validate(&bytes).unwrap();
    if node_available() {
        let call = Call {
            func: "reuse".into(),
            args: parse_args("24", &[zyme_ir::Type::I64]).unwrap(),
            returns: vec![zyme_ir::Type::I1],
        };
        let out = run_wasm(&bytes, &[call]).unwrap();
        assert!(
            matches!(&out[0], common::Outcome::Returned(v, _) if v[0] == zyme_ir::DataValue::Int(zyme_ir::ScalarType::I1, 1)),
            "{out:?}"
        );
    }
}

#[test]
fn indirect_calls_go_through_the_table() {
    check(
        r#"
global local const @ops: size 16 align 8 = bytes x"00000000000000000000000000000000" relocs [0: @add + 0, 8: @mul + 0]

func local @add(i32, i32) -> i32 {
block0(v0: i32, v1: i32):
    v2 = iadd v0, v1
    return v2
}

func local @mul(i32, i32) -> i32 {
block0(v0: i32, v1: i32):
    v2 = imul v0, v1
    return v2
}

func export @apply(i64, i32, i32) -> i32 {
block0(v0: i64, v1: i32, v2: i32):
    v3 = global_addr @ops
    v4 = iconst.i64 8
    v5 = imul v0, v4
    v6 = ptr_add v3, v5
    v7 = load.ptr v6 align 8
    v8 = call_indirect v7(v1, v2) : (i32, i32) -> i32
    return v8
}

func export @pick(i1, i32, i32) -> i32 {
block0(v0: i1, v1: i32, v2: i32):
    v3 = func_addr @add
    v4 = func_addr @mul
    v5 = select v0, v3, v4
    v6 = call_indirect v5(v1, v2) : (i32, i32) -> i32
    return v6
}
"#,
        &[
            ("apply", "0, 6, 7"),
            ("apply", "1, 6, 7"),
            ("pick", "1, 3, 4"),
            ("pick", "0, 3, 4"),
        ],
    );
}

#[test]
fn several_results_come_back_as_multi_value() {
    check(
        r#"
func local @divmod(i32, i32) -> (i32, i32) {
block0(v0: i32, v1: i32):
    v2 = sdiv v0, v1
    v3 = srem v0, v1
    return v2, v3
}

func export @recombine(i32, i32) -> (i32, i32, i32) {
block0(v0: i32, v1: i32):
    v2, v3 = call @divmod(v0, v1)
    v4 = imul v2, v1
    v5 = iadd v4, v3
    return v2, v3, v5
}

func export @swap_pair(f64x2) -> (f64x2, f64) {
block0(v0: f64x2):
    v1 = shuffle v0, v0, [1, 0]
    v2 = extract_lane v0, 1
    return v1, v2
}
"#,
        &[
            ("recombine", "17, 5"),
            ("recombine", "-17, 5"),
            ("recombine", "1, 0"),
            ("swap_pair", "[1.5, -2.0]"),
        ],
    );
}

#[test]
fn an_irreducible_loop_runs_through_the_dispatch_loop() {
    // block1 and block2 form a loop entered at both: no single header.
    check(
        r#"
func export @irr(i32, i32) -> i32 {
block0(v0: i32, v1: i32):
    v2 = iconst.i32 0
    v3 = icmp ne v0, v2
    brif v3, block1(v1), block2(v1)
block1(v4: i32):
    v5 = iconst.i32 3
    v6 = iadd v4, v5
    v7 = iconst.i32 100
    v8 = icmp sgt v6, v7
    brif v8, block3(v6), block2(v6)
block2(v9: i32):
    v10 = iconst.i32 2
    v11 = imul v9, v10
    v12 = iconst.i32 100
    v13 = icmp sgt v11, v12
    brif v13, block3(v11), block1(v11)
block3(v14: i32):
    return v14
}
"#,
        &[
            ("irr", "1, 1"),
            ("irr", "0, 1"),
            ("irr", "0, 200"),
            ("irr", "1, 99"),
        ],
    );
}

#[test]
fn gpu_operations_are_refused_with_the_function_and_instruction() {
    let m =
        module("func export @tid() -> i32 {\nblock0:\n    v0 = thread_id.x\n    return v0\n}\n");
    let err = write(&m, &WriteOptions::default()).unwrap_err();
    assert!(matches!(err, WriteError::Unsupported { .. }), "{err:?}");
    let text = err.to_string();
    assert!(
        text.contains("@tid") && text.contains("v0 = thread_id.x"),
        "{text}"
    );
}

#[test]
fn exports_must_name_functions() {
    let m = module("func export @f() {\nblock0:\n    return\n}\n");
    let options = WriteOptions {
        exports: Some(vec!["nope".into()]),
        ..WriteOptions::default()
    };
    assert_eq!(
        write(&m, &options).unwrap_err(),
        WriteError::NoSuchExport("nope".into())
    );
}

#[test]
fn variadic_calls_pass_their_extra_arguments_in_memory() {
    let bytes = check(
        r#"
declare @printf(ptr, ...) -> i32

func export @say(f64, i32) {
block0(v0: f64, v1: i32):
    v2 = iconst.ptr 0
    v3 = call @printf(v2, v0, v1)
    return
}
"#,
        &[],
    );
    let imports: Vec<String> = wasmparser::Parser::new(0)
        .parse_all(&bytes)
        .filter_map(|p| match p {
            Ok(wasmparser::Payload::ImportSection(s)) => Some(
                s.into_imports()
                    .filter_map(|i| i.ok().map(|i| format!("{}.{}", i.module, i.name)))
                    .collect::<Vec<_>>(),
            ),
            _ => None,
        })
        .flatten()
        .collect();
    assert_eq!(imports, ["env.printf"]);
}

#[test]
fn a_very_long_chain_of_blocks_is_written_structurally() {
    // 5,000 blocks in a row: a dominator tree 5,000 deep, translated on a
    // thread with a stack sized for it (a dispatch loop over 5,000 blocks
    // would take V8 a minute to compile).
    let n = 5000;
    let mut src =
        String::from("func export @chain(i64) -> i64 {\nblock0(v0: i64):\n    jump block1(v0)\n");
    for k in 1..=n {
        src.push_str(&format!(
            "block{k}(v{a}: i64):\n    v{b} = iconst.i64 {k}\n    v{c} = iadd v{a}, v{b}\n    jump block{next}(v{c})\n",
            a = 3 * k,
            b = 3 * k + 1,
            c = 3 * k + 2,
            next = k + 1
        ));
    }
    src.push_str(&format!(
        "block{}(v{}: i64):\n    return v{}\n}}\n",
        n + 1,
        3 * n + 3,
        3 * n + 3
    ));
    check(&src, &[("chain", "1")]);
}
