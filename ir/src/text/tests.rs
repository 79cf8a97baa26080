//! Round trips, hand-written inputs and a mutation test of the parser.

use super::{parse_module, print_module};
use crate::inst::{BlockCall, InstData, MemFlags, Signature};
use crate::module::{GlobalData, GlobalInit, Module, Reloc, RelocTarget};
use crate::opcode::{
    BinaryOp, CastOp, FloatCC, GpuOp, IntCC, MathOp, MemOp, Ordering, RmwOp, UnaryOp,
};
use crate::types::{AddrSpace, ScalarType, Type};
use crate::{Linkage, SourceLoc};

/// `print(parse(print(m))) == print(m)`, with the text in the failure.
fn round_trip(module: &Module) -> String {
    let text = print_module(module);
    let parsed = parse_module(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(print_module(&parsed), text);
    text
}

/// Parses `input` and checks it prints as `expected`.
fn canonical(input: &str, expected: &str) {
    let parsed = parse_module(input).unwrap_or_else(|e| panic!("{e}\n{input}"));
    assert_eq!(print_module(&parsed), expected);
    round_trip(&parsed);
}

fn global(name: &str, linkage: Linkage, init: GlobalInit) -> GlobalData {
    GlobalData {
        name: name.into(),
        size: 16,
        align: 8,
        constant: false,
        linkage,
        addr_space: AddrSpace::GENERIC,
        init,
    }
}

/// A module that uses every instruction form, flag and item kind.
fn everything() -> Module {
    let mut m = Module::new();
    let f0 = m.add_file("src/model.c");
    let f1 = m.add_file("odd \"name\"\\é.c");
    let counter = m
        .add_global(global("counter", Linkage::Export, GlobalInit::Zero))
        .unwrap();
    let table_id = m
        .add_global(GlobalData {
            constant: true,
            ..global("table", Linkage::Local, GlobalInit::Zero)
        })
        .unwrap();
    m.add_global(GlobalData {
        addr_space: AddrSpace::SHARED,
        ..global("tile", Linkage::Export, GlobalInit::Zero)
    })
    .unwrap();
    m.add_global(GlobalData {
        addr_space: AddrSpace(7),
        size: 4,
        align: 4,
        ..global("errno", Linkage::Import, GlobalInit::External)
    })
    .unwrap();
    m.add_global(global(
        "empty.relocs$-x",
        Linkage::Local,
        GlobalInit::Bytes {
            data: vec![0; 16],
            relocs: vec![],
        },
    ))
    .unwrap();
    let sin = m
        .declare_function(
            "sin",
            Signature::new([Type::F64], [Type::F64]),
            Linkage::Import,
        )
        .unwrap();
    let printf = m
        .declare_function(
            "printf",
            Signature {
                params: vec![Type::PTR],
                returns: vec![Type::I32],
                variadic: true,
                ..Default::default()
            },
            Linkage::Import,
        )
        .unwrap();
    let pair = m
        .declare_function(
            "pair",
            Signature::new([], [Type::F64, Type::I32]),
            Linkage::Import,
        )
        .unwrap();
    let nothing = m
        .declare_function("nothing", Signature::default(), Linkage::Export)
        .unwrap();
    let mut bsig = Signature::new([Type::I32, Type::PTR], [Type::F64]);
    bsig.byval.push(crate::ByVal {
        param: 1,
        size: 24,
        align: 8,
    });
    m.declare_function("by_value", bsig, Linkage::Import)
        .unwrap();
    let vsig = Signature {
        params: vec![],
        returns: vec![],
        variadic: true,
        ..Default::default()
    };
    m.declare_function("only_varargs", vsig.clone(), Linkage::Local)
        .unwrap();
    let sig = Signature::new(
        [Type::F64, Type::PTR, Type::I32, Type::I64],
        [Type::F64, Type::I32],
    );
    let f = m.declare_function("all", sig, Linkage::Export).unwrap();
    m.globals[table_id].init = GlobalInit::Bytes {
        data: (0..16).collect(),
        relocs: vec![
            Reloc {
                offset: 0,
                target: RelocTarget::Func(f),
                addend: 0,
            },
            Reloc {
                offset: 8,
                target: RelocTarget::Global(counter),
                addend: -8,
            },
        ],
    };

    let mut b = m.builder(f);
    let entry = b.create_block();
    let [x, p, n, len] = b.append_params(entry, [Type::F64, Type::PTR, Type::I32, Type::I64]);
    let exit = b.create_block();
    let [rx, rn] = b.append_params(exit, [Type::F64, Type::I32]);
    let other = b.create_block();
    let trap = b.create_block();
    let unreachable = b.create_block();
    let empty_ret = b.create_block();
    b.switch_to(entry);
    let ss = b.stack_slot(32, 16);
    b.stack_slot(1, 1);
    b.set_srcloc(SourceLoc {
        file: Some(f0),
        line: 12,
        col: 3,
    });
    for (ty, imm) in [
        (Type::I1, 1),
        (Type::I1, 0),
        (Type::I8, -128),
        (Type::I8, 127),
        (Type::I16, -1),
        (Type::I32, 0x7fff_ffff),
        (Type::I64, i64::MIN),
        (Type::I64, -1),
        (Type::PTR, 4096),
        (Type::ptr(AddrSpace::GLOBAL), -1),
        (Type::vector(ScalarType::I32, 4).unwrap(), 7),
    ] {
        b.iconst(ty, imm);
    }
    b.set_srcloc(SourceLoc {
        file: None,
        line: 7,
        col: 0,
    });
    for bits in [
        0.0f64.to_bits(),
        (-0.0f64).to_bits(),
        2.5f64.to_bits(),
        1e-300f64.to_bits(),
        5e-324f64.to_bits(),
        f64::MAX.to_bits(),
        f64::INFINITY.to_bits(),
        f64::NEG_INFINITY.to_bits(),
        0x7ff8_0000_0000_0000,
        0xfff8_0000_0000_0001,
    ] {
        b.ins(InstData::Fconst {
            ty: Type::F64,
            bits,
        });
    }
    for bits in [0x7fc0_0000u32, 0xffc0_0001, 1, 0x8000_0000, 0x3fc0_0000] {
        b.ins(InstData::Fconst {
            ty: Type::F32,
            bits: u64::from(bits),
        });
    }
    b.set_srcloc(SourceLoc {
        file: Some(f1),
        line: 1,
        col: 1,
    });
    let f32x4 = Type::vector(ScalarType::F32, 4).unwrap();
    b.ins(InstData::Fconst {
        ty: f32x4,
        bits: 0x3f80_0000,
    });
    b.set_srcloc(SourceLoc::default());
    let g = b.global_addr(counter);
    b.func_addr(sin);
    let sa = b.stack_addr(ss);
    for &op in UnaryOp::ALL {
        b.unary(op, n);
    }
    for &op in BinaryOp::ALL {
        if op.is_float() {
            b.binary(op, x, x);
        } else {
            b.binary(op, n, n);
        }
    }
    let mut c = n;
    for &cond in IntCC::ALL {
        c = b.icmp(cond, n, n);
    }
    for &cond in FloatCC::ALL {
        b.fcmp(cond, x, x);
    }
    b.select(c, x, x);
    for &op in CastOp::ALL {
        b.cast(op, n, Type::I64);
    }
    b.cast(CastOp::AddrSpaceCast, p, Type::ptr(AddrSpace::LOCAL));
    let q = b.ptr_add(p, len);
    b.ptr_add_imm(q, -16);
    for flags in [
        MemFlags::default(),
        MemFlags::aligned(8),
        MemFlags {
            align: 4,
            volatile: true,
            ordering: None,
            hint: None,
        },
        MemFlags {
            align: 8,
            volatile: true,
            ordering: Some(Ordering::Acquire),
            hint: None,
        },
        MemFlags {
            align: 1,
            volatile: false,
            ordering: Some(Ordering::SeqCst),
            hint: Some(ScalarType::F64),
        },
    ] {
        let v = b.load(Type::F64, p, flags);
        b.store(v, sa, flags);
    }
    for (i, &op) in RmwOp::ALL.iter().enumerate() {
        let ordering = Ordering::ALL[i % Ordering::ALL.len()];
        if op.is_float() {
            b.atomic_rmw(op, Type::F64, p, x, ordering);
        } else {
            b.atomic_rmw(op, Type::I32, p, n, ordering);
        }
    }
    b.ins(InstData::CmpXchg {
        ty: Type::I32,
        args: [p, n, n],
        success: Ordering::AcqRel,
        failure: Ordering::Monotonic,
    });
    for &ordering in Ordering::ALL {
        b.fence(ordering);
    }
    b.call(sin, &[x]);
    b.call(printf, &[g, x, n]);
    b.call(pair, &[]);
    b.call(nothing, &[]);
    let fp = b.func_addr(printf);
    b.call_indirect(
        Signature {
            params: vec![Type::PTR],
            returns: vec![Type::I32],
            variadic: true,
            ..Default::default()
        },
        fp,
        &[p, x],
    );
    b.call_indirect(Signature::new([], [Type::F64, Type::I32]), fp, &[]);
    b.call_indirect(vsig, fp, &[]);
    b.call_indirect(Signature::default(), fp, &[]);
    for &op in MathOp::ALL {
        let args = vec![x; op.arity()];
        b.math(op, &args);
    }
    for &op in MemOp::ALL {
        b.mem(op, p, q, len);
    }
    for &op in GpuOp::ALL {
        if op.has_result() {
            b.gpu(op);
        } else {
            b.barrier();
        }
    }
    let vec4 = b.splat(f32x4, x);
    let lane = b.extract_lane(vec4, 3);
    let vec4b = b.insert_lane(vec4, lane, 0);
    b.shuffle(vec4, vec4b, &[0, 7, 2, 5, 1, 1]);
    let byte = b.iconst(Type::I8, -3);
    b.switch(
        byte,
        vec![
            (0xfd, BlockCall::new(exit, [x, n])),
            (0, BlockCall::new(trap, [])),
            (0x7f, BlockCall::new(other, [])),
        ],
        BlockCall::new(unreachable, []),
    );
    b.switch_to(other);
    let t = b.iconst(Type::I1, 1);
    b.switch(
        t,
        vec![(1, BlockCall::new(empty_ret, []))],
        BlockCall::new(exit, [x, n]),
    );
    b.switch_to(trap);
    b.brif(c, exit, &[x, n], other, &[]);
    b.switch_to(unreachable);
    b.unreachable();
    b.switch_to(empty_ret);
    b.trap();
    b.switch_to(exit);
    b.ret(&[rx, rn]);

    // A second function with an empty switch and no parameters.
    let g2 = m
        .declare_function("second", Signature::default(), Linkage::Local)
        .unwrap();
    let mut b = m.builder(g2);
    let entry = b.create_block();
    let next = b.create_block();
    b.switch_to(entry);
    let k = b.iconst(Type::I64, 5);
    b.switch(k, vec![], BlockCall::new(next, []));
    b.switch_to(next);
    b.jump(next, &[]);
    m
}

#[test]
fn round_trips_every_form() {
    let text = round_trip(&everything());
    // Spot checks that the module really has what the test means to cover.
    for needle in [
        "call_indirect",
        "relocs [0: @all + 0, 8: @counter + -8]",
        "!f0:12:3",
        "!7:0",
        "nan:0xfff8000000000001",
        "addrspace as7",
        "declare @printf(ptr, ...) -> i32",
        "declare @pair() -> (f64, i32)",
        "declare export @nothing()",
        "declare @by_value(i32, ptr byval(24, 8)) -> f64",
        "atomic seq_cst",
        "switch v",
        "shuffle",
        "thread_id.x",
        "barrier",
        "fcmp true",
    ] {
        assert!(text.contains(needle), "missing {needle:?} in\n{text}");
    }
}

#[test]
fn cold_and_kernel_flags_round_trip() {
    let text = "func local cold @grow(ptr, i64) {\nblock0(v0: ptr, v1: i64):\n    return\n}\n\nfunc export kernel @k() {\nblock0:\n    return\n}\n";
    canonical(text, text);
    let m = parse_module(text).unwrap();
    let flags: Vec<(bool, bool)> = m.functions.values().map(|f| (f.cold, f.kernel)).collect();
    assert_eq!(flags, [(true, false), (false, true)]);
}

#[test]
fn round_trips_an_empty_module() {
    let m = Module::new();
    assert_eq!(round_trip(&m), "");
}

#[test]
fn renumbers_and_resolves_forward_references() {
    let input = r#"
; functions and globals used before they are declared
func export @main(i64) -> i64 {
block7(v100: i64):
    v5 = call @helper(v100)          ; @helper comes later
    v9 = global_addr @late
    jump block3(v5)                  ; block3 comes later
block3(v42: i64):
    v43 = iadd v42, v77              ; v77 is defined further down
    brif v50, block3(v43), block1
block1:
    return v43
block2:
    v77 = iconst.i64 -1
    v50 = icmp eq v77, v77
    jump block1
}

func local @helper(i64) -> i64 {
block0(v0: i64):
    return v0
}

global local @late: size 8 align 8 = bytes x"0000000000000000" relocs [0: @main + 4]
"#;
    let expected = "\
global local @late: size 8 align 8 = bytes x\"0000000000000000\" relocs [0: @main + 4]

func export @main(i64) -> i64 {
block0(v0: i64):
    v1 = call @helper(v0)
    v2 = global_addr @late
    jump block1(v1)
block1(v3: i64):
    v4 = iadd v3, v5
    brif v6, block1(v4), block2
block2:
    return v4
block3:
    v5 = iconst.i64 -1
    v6 = icmp eq v5, v5
    jump block2
}

func local @helper(i64) -> i64 {
block0(v0: i64):
    return v0
}
";
    canonical(input, expected);
}

#[test]
fn types_chains_of_forward_references() {
    // v3's type comes from v2's, which comes from v1's, all defined later.
    let input = "\
func export @f(f64) -> f64 {
block0(v0: f64):
    jump block2
block1:
    v3 = fneg v2
    return v3
block2:
    v2 = fmul v1, v1
    v1 = fadd v0, v0
    jump block1
}
";
    let m = parse_module(input).unwrap();
    let text = print_module(&m);
    let f = &m.functions[m.func_by_name("f").unwrap()];
    for v in f.dfg.values.keys() {
        assert_eq!(f.dfg.value_type(v), Type::F64);
    }
    assert!(text.contains("v1 = fneg v2"), "{text}");
    round_trip(&m);
}

#[test]
fn accepts_hand_written_spellings() {
    let input = "\
file f9 \"a.c\"
global export @\"quoted name\": size 4 align 4 = zero
func export @f(ptr) -> (i32, f32) {
    ss4 = slot 8 align 8
block0(v1: ptr):
    v2 = iconst.i32 0xffffffff
    v3 = iconst.i32 4294967295
    v4 = fconst.f32 2
    v5 = load.i32 v1 atomic acquire volatile align 4 !f9:3:4
    call @f(v1)
    v8 = stack_addr ss4
    return v2, v4
}
";
    let m = parse_module(input).unwrap_or_else(|e| panic!("{e}"));
    let text = print_module(&m);
    assert!(text.contains("v1 = iconst.i32 -1"), "{text}");
    assert!(text.contains("v2 = iconst.i32 -1"), "{text}");
    assert!(text.contains("v3 = fconst.f32 2.0"), "{text}");
    assert!(
        text.contains("load.i32 v0 align 4 volatile atomic acquire !f0:3:4"),
        "{text}"
    );
    assert!(text.contains("v5, v6 = call @f(v0)"), "{text}");
    assert!(text.contains("ss0 = slot 8 align 8"), "{text}");
}

#[test]
fn reports_errors_with_positions() {
    let cases: &[(&str, &str)] = &[
        (
            "func export @f() {\nblock0:\n    v1 = iadd v2, v2\n    v2 = iadd v1, v1\n    return\n}\n",
            "3:15: cannot determine the type of v2",
        ),
        (
            "func export @f() {\nblock0(v0: i33):\n    return\n}\n",
            "2:12: expected a type such as i32 or f64, found \"i33\"",
        ),
        (
            "func export @f() {\nblock0:\n    v0 = fadd2 v1, v1\n}\n",
            "3:10: unknown instruction \"fadd2\"",
        ),
        (
            "func export @f() {\nblock0:\n    return v7\n}\n",
            "3:12: undefined value v7",
        ),
        (
            "func export @f() {\nblock0:\n    jump block1\n}\n",
            "3:10: block1 is not defined in @f",
        ),
        (
            "global export @g: size 8 align 8 = zero\nfunc export @f() {\nblock0:\n    call @g()\n    return\n}\n",
            "4:10: @g is not a function",
        ),
        (
            "func export @f() {\nblock0:\n    v0 = iconst.i8 256\n    v1 = iconst.i8 1\n}\n",
            "3:20: integer 256 is out of range for i8",
        ),
        (
            "func export @f() {\nblock0:\n    v3 = iconst.i8 1\n    v3 = iconst.i8 1\n}\n",
            "4:5: value v3 defined twice (first at 3:5)",
        ),
    ];
    for (input, expected) in cases {
        let err = parse_module(input).expect_err(input).to_string();
        assert!(
            err.starts_with(expected),
            "got {err:?}, expected {expected:?}"
        );
    }
}

/// A tiny deterministic PRNG (xorshift64*), so that the test needs no
/// dependency and every failure is reproducible.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

#[test]
fn random_mutations_never_panic() {
    const TOKENS: &[&str] = &[
        "v0",
        "v99",
        "block0",
        "block9",
        "ss0",
        "@f",
        "@all",
        "@counter",
        "(",
        ")",
        "[",
        "]",
        "{",
        "}",
        ",",
        ":",
        "=",
        "->",
        "+",
        "!",
        "...",
        "\n",
        " ",
        "i32",
        "f64",
        "ptr",
        "f32x4",
        "iconst.i8",
        "fconst.f32",
        "call",
        "switch",
        "jump",
        "return",
        "0x",
        "-",
        "nan:0x",
        "-inf",
        "1e999",
        "\"",
        "x\"",
        "\\",
        ";",
        "é",
        "\u{0}",
        "99999999999999999999999",
        "-170141183460469231731687303715884105728",
        "func",
        "global",
        "declare",
        "file",
        "f0",
        "align",
        "0",
        "7",
    ];
    let everything = print_module(&everything());
    let seeds = [
        everything.as_str(),
        "func export @f(i32) -> i32 {\nblock0(v0: i32):\n    v1 = iadd v0, v0 !3:4\n    return v1\n}\n",
        "global export @g: size 8 align 8 = bytes x\"00\" relocs [0: @g + 0]\n",
    ];
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for round in 0..20_000 {
        let seed = seeds[round % seeds.len()];
        let mut bytes = seed.as_bytes().to_vec();
        for _ in 0..1 + rng.below(4) {
            let at = rng.below(bytes.len() + 1);
            match rng.below(5) {
                0 => {
                    let end = (at + 1 + rng.below(8)).min(bytes.len());
                    bytes.drain(at.min(end)..end);
                }
                1 => {
                    let token = TOKENS[rng.below(TOKENS.len())];
                    bytes.splice(at..at, token.bytes());
                }
                2 => bytes.insert(at, rng.next() as u8),
                3 => bytes.truncate(at),
                _ => {
                    if at < bytes.len() {
                        bytes[at] = b" \n(),:=0v@"[rng.below(10)];
                    }
                }
            }
        }
        let text = String::from_utf8_lossy(&bytes).into_owned();
        let outcome = std::panic::catch_unwind(|| {
            if let Ok(m) = parse_module(&text) {
                // Whatever parses must print and parse back the same.
                let printed = print_module(&m);
                let again = parse_module(&printed).map(|m| print_module(&m));
                assert_eq!(again.as_deref(), Ok(printed.as_str()));
            }
        });
        if outcome.is_err() {
            panic!("parse_module panicked on round {round}:\n{text}");
        }
    }
}
