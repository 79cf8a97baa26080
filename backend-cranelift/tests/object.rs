//! Object files: link one with a C `main` through `cc` and run it; and
//! cross-compile for AArch64.

mod common;

use common::{define, import};
use std::process::Command;
use zyme_cranelift::compile_object;
use zyme_ir::{
    AddrSpace, GlobalData, GlobalInit, Linkage, MathOp, MemFlags, Module, Reloc, RelocTarget,
    Signature, Type,
};

fn sample_module() -> Module {
    let mut m = Module::new();
    let mut data = Vec::new();
    for x in [1.0f64, 2.0, 3.5] {
        data.extend(x.to_le_bytes());
    }
    let values = m
        .add_global(GlobalData {
            name: "values".into(),
            size: 24,
            align: 8,
            constant: true,
            linkage: Linkage::Local,
            addr_space: AddrSpace::GENERIC,
            init: GlobalInit::Bytes {
                data,
                relocs: vec![],
            },
        })
        .unwrap();
    // A table of pointers into `values` (relocations with addends).
    let table = m
        .add_global(GlobalData {
            name: "table".into(),
            size: 16,
            align: 8,
            constant: false,
            linkage: Linkage::Export,
            addr_space: AddrSpace::GENERIC,
            init: GlobalInit::Bytes {
                data: vec![0; 16],
                relocs: vec![
                    Reloc {
                        offset: 0,
                        target: RelocTarget::Global(values),
                        addend: 8,
                    },
                    Reloc {
                        offset: 8,
                        target: RelocTarget::Global(values),
                        addend: 16,
                    },
                ],
            },
        })
        .unwrap();
    let fmt = m
        .add_global(GlobalData {
            name: "fmt".into(),
            size: 9,
            align: 1,
            constant: true,
            linkage: Linkage::Local,
            addr_space: AddrSpace::GENERIC,
            init: GlobalInit::Bytes {
                data: b"%.6f %d\n\0".to_vec(),
                relocs: vec![],
            },
        })
        .unwrap();
    let sin = import(&mut m, "sin", &[Type::F64], &[Type::F64], false);
    let printf = import(&mut m, "printf", &[Type::PTR], &[Type::I32], true);
    define(&mut m, "sum_table", &[], &[Type::F64], |b, _| {
        let t = b.global_addr(table);
        let p0 = b.load(Type::PTR, t, MemFlags::aligned(8));
        let q = b.ptr_add_imm(t, 8);
        let p1 = b.load(Type::PTR, q, MemFlags::aligned(8));
        let a = b.load(Type::F64, p0, MemFlags::aligned(8));
        let c = b.load(Type::F64, p1, MemFlags::aligned(8));
        let s = b.fadd(a, c);
        b.ret(&[s]);
    });
    define(&mut m, "wave", &[Type::F64], &[Type::F64], |b, p| {
        let s = b.call(sin, &[p[0]]);
        let two = b.f64const(2.0);
        let r = b.fmul(s[0], two);
        b.ret(&[r]);
    });
    define(
        &mut m,
        "show",
        &[Type::F64, Type::I32],
        &[Type::I32],
        |b, p| {
            let f = b.global_addr(fmt);
            let r = b.call(printf, &[f, p[0], p[1]]);
            b.ret(&r);
        },
    );
    let three = m
        .declare_function(
            "three",
            Signature::new([Type::I64], [Type::I64; 3]),
            Linkage::Local,
        )
        .unwrap();
    {
        let mut b = m.builder(three);
        let e = b.create_block();
        let [x] = b.append_params(e, [Type::I64]);
        b.switch_to(e);
        let y = b.imul(x, x);
        let z = b.imul(y, x);
        b.ret(&[x, y, z]);
    }
    define(&mut m, "use_three", &[Type::I64], &[Type::I64], |b, p| {
        let r = b.call(three, &[p[0]]);
        let s = b.iadd(r[0], r[1]);
        let s = b.iadd(s, r[2]);
        b.ret(&[s]);
    });
    define(
        &mut m,
        "p",
        &[Type::F64, Type::I32],
        &[Type::F64],
        |b, p| {
            let r = b.math(MathOp::Powi, &[p[0], p[1]]);
            b.ret(&[r]);
        },
    );
    m
}

const MAIN_C: &str = r#"
#include <stdio.h>
double sum_table(void);
double wave(double);
int show(double, int);
long use_three(long);
double p(double, int);
int main(void) {
    printf("%.6f\n", sum_table());
    printf("%.6f\n", wave(0.5));
    int n = show(1.25, 7);
    printf("%d\n", n);
    printf("%ld\n", use_three(5));
    printf("%.1f\n", p(2.0, 10));
    return 0;
}
"#;

#[test]
fn linked_with_cc_and_run() {
    let m = sample_module();
    let obj = compile_object(&m, None).unwrap();
    if Command::new("cc").arg("--version").output().is_err() {
        eprintln!("note: `cc` not found; skipping the link-and-run part");
        return;
    }
    let dir = std::env::temp_dir().join(format!("zyme-cl-object-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("f.o"), &obj).unwrap();
    std::fs::write(dir.join("main.c"), MAIN_C).unwrap();
    let out = Command::new("cc")
        .current_dir(&dir)
        .args(["main.c", "f.o", "-lm", "-o", "prog"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "link failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let run = Command::new(dir.join("prog")).output().unwrap();
    assert!(run.status.success());
    let expect = format!(
        "{:.6}\n{:.6}\n1.250000 7\n11\n{}\n1024.0\n",
        5.5,
        std::hint::black_box(0.5f64).sin() * 2.0,
        5 + 25 + 125
    );
    assert_eq!(String::from_utf8_lossy(&run.stdout), expect);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn aarch64_object() {
    let obj = compile_object(&sample_module(), Some("aarch64-unknown-linux-gnu")).unwrap();
    assert_eq!(&obj[..4], b"\x7fELF");
    assert_eq!(u16::from_le_bytes([obj[18], obj[19]]), 0xb7, "EM_AARCH64");
}

#[test]
fn unknown_target_is_an_error() {
    assert!(compile_object(&Module::new(), Some("no-such-target")).is_err());
}

/// `i128` arithmetic and division (a compiler-rt call), an `i128`
/// parameter and result, and an indirect call to a variadic function, as
/// text: what a C program's `__int128` and function-pointer tables become.
const WIDE_AND_VARIADIC: &str = "declare @printf(ptr, ...) -> i32

func export @f(i128, i64, ptr) -> i128 {
block0(v0: i128, v1: i64, v2: ptr):
    v3 = zext.i128 v1
    v4 = imul v0, v3
    v5 = iconst.i128 1000003
    v6 = urem v4, v5
    v7 = func_addr @printf
    v8 = call_indirect v7(v2, v1, v6) : (ptr, ...) -> i32
    return v6
}
";

/// Both targets compile it: SysV x86-64 through the indirect variadic stub,
/// AArch64 Linux passing variadic arguments like fixed ones.
#[test]
fn i128_and_indirect_variadic_calls_compile_for_both_targets() {
    let m = zyme_ir::text::parse_module(WIDE_AND_VARIADIC).unwrap();
    zyme_ir::verify_module(&m).unwrap();
    for triple in ["x86_64-unknown-linux-gnu", "aarch64-unknown-linux-gnu"] {
        let obj = compile_object(&m, Some(triple)).unwrap_or_else(|e| panic!("{triple}: {e}"));
        assert_eq!(&obj[..4], b"\x7fELF", "{triple}");
    }
}
