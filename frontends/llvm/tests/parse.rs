//! Parses real compiler output and hand-written snippets, spot-checks the
//! tree, and checks malformed inputs fail at the right place.

use std::path::{Path, PathBuf};
use zyme_llvm::ast::*;

fn ll_files(dir: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join(dir);
    let mut v: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    v.sort();
    v
}

fn read(p: &Path) -> String {
    std::fs::read_to_string(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

fn parse_file(rel: &str) -> Module {
    let p = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join(rel);
    zyme_llvm::parse(&read(&p)).unwrap_or_else(|e| panic!("{rel}: {e}"))
}

#[test]
fn corpus_parses() {
    let mut failures = Vec::new();
    let files: Vec<PathBuf> = ll_files("inputs")
        .into_iter()
        .chain(ll_files("handwritten"))
        .collect();
    assert!(files.len() >= 45, "corpus too small: {}", files.len());
    for p in &files {
        if let Err(e) = zyme_llvm::parse(&read(p)) {
            failures.push(format!("{}:{e}", p.display()));
        }
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

fn func<'a>(m: &'a Module, name: &str) -> &'a Function {
    m.function(name)
        .unwrap_or_else(|| panic!("no function {name}"))
}

fn insts(f: &Function) -> impl Iterator<Item = &Instruction> {
    f.blocks.iter().flat_map(|b| b.insts.iter())
}

#[test]
fn function_names_and_blocks() {
    let m = parse_file("inputs/loops.O0.ll");
    let names: Vec<String> = m
        .functions
        .iter()
        .filter(|f| !f.is_declaration)
        .map(|f| f.name.to_string())
        .collect();
    assert_eq!(names, ["dot", "saxpy", "collatz"]);
    assert!(func(&m, "llvm.fmuladd.f64").is_declaration);
    let dot = func(&m, "dot");
    assert_eq!(dot.blocks.len(), 5);
    // The unlabeled entry block takes the number after the three parameters.
    assert_eq!(dot.blocks[0].name, Name::Num(3));
    assert_eq!(dot.blocks[0].insts[0].result, Some(Name::Num(4)));
    assert_eq!(dot.ret_ty, Type::Double);
    assert_eq!(dot.params.len(), 3);
    assert!(dot.params[0]
        .attrs
        .contains(&Attribute::Flag("noundef".into())));
    assert_eq!(dot.fn_attrs, vec![Attribute::Group(0)]);
    assert!(m.attribute_group(0).is_some_and(|g| g
        .attrs
        .contains(&Attribute::Str("frame-pointer".into(), Some("all".into())))));
    assert_eq!(m.source_filename.as_deref(), Some("src/loops.c"));
    assert!(m.triple.is_some() && m.datalayout.is_some());
}

#[test]
fn gep_indices() {
    let m = parse_file("inputs/arrays.O0.ll");
    let f = func(&m, "lookup");
    let gep = insts(f)
        .find_map(|i| match &i.kind {
            InstKind::GetElementPtr {
                flags,
                source_ty,
                base,
                indices,
            } => Some((flags, source_ty, base, indices)),
            _ => None,
        })
        .expect("a GEP in lookup");
    assert!(gep.0.inbounds);
    assert_eq!(
        *gep.1,
        Type::Array {
            len: 3,
            elem: Box::new(Type::Array {
                len: 4,
                elem: Box::new(Type::Int(32))
            })
        }
    );
    assert_eq!(gep.2.value, Value::Global(Name::named("table")));
    assert_eq!(gep.3.len(), 2);
    assert_eq!(gep.3[0].value.value, Value::Int(0));
    assert_eq!(gep.3[0].value.ty, Type::Int(64));
    assert!(matches!(gep.3[1].value.value, Value::Local(_)));
}

#[test]
fn varargs_call_type() {
    let m = parse_file("inputs/printf.O2.ll");
    let main = func(&m, "main");
    let call = insts(main)
        .find_map(|i| match &i.kind {
            InstKind::Call { tail, call }
                if call.callee == Value::Global(Name::named("printf")) =>
            {
                Some((tail, call))
            }
            _ => None,
        })
        .expect("printf call");
    assert_eq!(*call.0, TailKind::Tail);
    assert_eq!(
        call.1.fn_ty,
        Some(Type::Function {
            ret: Box::new(Type::Int(32)),
            params: vec![Type::Ptr(0)],
            varargs: true
        })
    );
    assert_eq!(call.1.args.len(), 4);
    assert_eq!(call.1.args[2].value, Value::Float(FloatLit::Decimal(3.5)));
    assert!(call.1.args[0]
        .attrs
        .contains(&Attribute::Int("dereferenceable".into(), 1)));
    let printf = func(&m, "printf");
    assert!(printf.is_declaration && printf.varargs);
}

#[test]
fn global_initializers() {
    let m = parse_file("inputs/arrays.O2.ll");
    let t = m.global("table").expect("@table");
    assert_eq!(t.align, Some(16));
    assert!(!t.is_constant);
    let Some(Value::Array(rows)) = &t.init else {
        panic!("table init: {:?}", t.init)
    };
    assert_eq!(rows.len(), 3);
    assert_eq!(rows[2].value, Value::ZeroInit);
    let Value::Array(row1) = &rows[1].value else {
        panic!()
    };
    assert_eq!(row1[3].value, Value::Int(8));
    let s = m.global(".str").expect("@.str");
    assert!(s.is_constant);
    assert_eq!(s.init, Some(Value::CString(b"alpha\0".to_vec())));

    let m = parse_file("inputs/structs.O0.ll");
    let gp = m.global("gp").expect("@gp");
    assert_eq!(gp.ty, Type::Named(Name::named("struct.packed_s")));
    assert!(matches!(&gp.init, Some(Value::Struct { packed: true, fields }) if fields.len() == 2));
    let td = m.type_def("struct.packed_s").expect("packed type");
    assert!(matches!(&td.body, Some(Type::Struct { packed: true, .. })));

    let m = parse_file("inputs/classes.O0.ll");
    let vt = m.global("_ZTV6Circle").expect("vtable");
    assert_eq!(vt.comdat, Some(None));
    assert_eq!(vt.linkage.linkage, Some(Linkage::LinkonceOdr));
    let ext = m
        .global("_ZTVN10__cxxabiv120__si_class_type_infoE")
        .expect("external");
    assert_eq!(ext.init, None);
}

#[test]
fn debug_line_resolution() {
    let m = parse_file("inputs/loops.O2g.ll");
    let dot = func(&m, "dot");
    let fma = insts(dot)
        .find(|i| {
            matches!(&i.kind, InstKind::Call { call, .. }
            if call.callee == Value::Global(Name::named("llvm.fmuladd.f64")))
        })
        .expect("fmuladd call");
    assert_eq!(m.debug_line(fma), Some((3, 33)));
    assert_eq!(fma.line, 43);
    assert!(dot.metadata.iter().any(|(k, _)| k == "dbg"));
    let records: usize = insts(dot).map(|i| i.debug_records.len()).sum();
    assert!(records > 0, "LLVM 19 prints #dbg_value records");
    assert!(m.named_metadata.iter().any(|n| n.name == "llvm.dbg.cu"));
    // Subprogram flags are kept as the flag list.
    let sp = m.resolve(&dot.metadata[0].1).expect("subprogram");
    assert!(matches!(sp, Metadata::Node { name, distinct: true, .. } if name == "DISubprogram"));
    assert!(matches!(sp.field("spFlags"), Some(MdField::Enum(f)) if f.len() >= 2));
}

#[test]
fn switch_and_exceptions() {
    let m = parse_file("inputs/switch.O0.ll");
    let f = func(&m, "classify");
    let (cases, default) = insts(f)
        .find_map(|i| match &i.kind {
            InstKind::Switch { cases, default, .. } => Some((cases, default)),
            _ => None,
        })
        .expect("switch");
    assert_eq!(cases.len(), 6);
    assert!(cases.iter().any(|(v, _)| v.value == Value::Int(-5)));
    assert!(matches!(default, Name::Num(_)));
    let labels = func(&m, "labels");
    assert!(insts(labels).any(|i| matches!(i.kind, InstKind::IndirectBr { .. })));
    assert!(m.globals.iter().any(|g| matches!(&g.init,
        Some(Value::Array(a)) if matches!(a[0].value, Value::BlockAddress { .. }))));

    let m = parse_file("inputs/exceptions.O0.ll");
    let run = func(&m, "_Z3runi");
    assert!(run.codegen.personality.is_some());
    assert!(insts(run).any(|i| matches!(i.kind, InstKind::Invoke { .. })));
    assert!(insts(run).any(|i| matches!(&i.kind, InstKind::LandingPad { cleanup: true, .. })));
    let catcher = func(&m, "_Z7catcheri");
    assert!(insts(catcher)
        .any(|i| matches!(&i.kind, InstKind::LandingPad { clauses, .. } if clauses.len() == 2)));

    // MSVC-style funclets from real clang output.
    let m = parse_file("inputs/exceptions.win.ll");
    let all: Vec<&Instruction> = m.functions.iter().flat_map(insts).collect();
    assert!(all
        .iter()
        .any(|i| matches!(i.kind, InstKind::CatchSwitch { .. })));
    assert!(all
        .iter()
        .any(|i| matches!(i.kind, InstKind::CatchPad { .. })));
    assert!(all
        .iter()
        .any(|i| matches!(&i.kind, InstKind::Call { call, .. }
        if call.bundles.iter().any(|b| b.tag == "funclet"))));

    let m = parse_file("inputs/loops.sve.ll");
    assert!(m.functions.iter().flat_map(insts).any(|i| matches!(
        &i.kind,
        InstKind::Load {
            ty: Type::Vector { scalable: true, .. },
            ..
        }
    )));
}

#[test]
fn rust_output() {
    let m = parse_file("inputs/iter.rs.O2.ll");
    let dot = m
        .functions
        .iter()
        .find(|f| f.name.to_string().contains("3dot"))
        .expect("dot");
    assert!(!dot.blocks.is_empty());
    assert!(m
        .functions
        .iter()
        .any(|f| !f.is_declaration && f.name.to_string().contains("7softmax")));
    let m = parse_file("inputs/iter.rs.O2g.ll");
    assert!(!m.metadata.is_empty());
}

#[test]
fn handwritten_typed_pointers() {
    let m = parse_file("handwritten/typed_pointers.ll");
    let p = m.global("p").expect("@p");
    assert_eq!(p.ty, Type::Ptr(0));
    let Some(Value::Expr(e)) = &p.init else {
        panic!("{:?}", p.init)
    };
    let ConstExpr::GetElementPtr {
        flags,
        source_ty,
        base,
        indices,
        ..
    } = &**e
    else {
        panic!("{e:?}")
    };
    assert!(flags.inbounds);
    assert!(matches!(source_ty, Type::Array { len: 4, .. }));
    assert_eq!(base.ty, Type::Ptr(0));
    assert_eq!(indices.len(), 2);
    assert_eq!(m.global("pas").map(|g| &g.ty), Some(&Type::Ptr(1)));
    assert_eq!(m.global("as1").map(|g| g.addrspace), Some(1));
    assert_eq!(m.type_def("struct.Opaque").map(|t| &t.body), Some(&None));
    let f = func(&m, "second");
    let load = insts(f)
        .find_map(|i| match &i.kind {
            InstKind::Load { ty, ptr, align, .. } => Some((ty, ptr, align)),
            _ => None,
        })
        .expect("load");
    assert_eq!(*load.0, Type::Int(32));
    assert_eq!(load.1.ty, Type::Ptr(0));
    assert_eq!(*load.2, Some(4));
    // `call i32 (i8*, ...) @printf` keeps its function type.
    assert!(insts(f).any(|i| matches!(&i.kind, InstKind::Call { call, .. }
        if matches!(&call.fn_ty, Some(Type::Function { varargs: true, params, .. }) if params == &[Type::Ptr(0)]))));
    // Pre-3.8 spelling: a pointer to the function type.
    let old = insts(f)
        .find(|i| i.result == Some(Name::named("old")))
        .expect("%old");
    assert!(matches!(&old.kind, InstKind::Call { call, .. }
        if call.ret_ty == Type::Int(32) && matches!(call.fn_ty, Some(Type::Function { varargs: true, .. }))));
    let fpr = insts(f)
        .find(|i| i.result == Some(Name::named("fpr")))
        .expect("%fpr");
    assert!(matches!(&fpr.kind, InstKind::Call { call, .. }
        if call.ret_ty == Type::Ptr(0) && matches!(&call.fn_ty, Some(Type::Function { params, .. }) if params == &[Type::Int(64)])));
}

#[test]
fn handwritten_constants() {
    let m = parse_file("handwritten/constexprs.ll");
    let init = |n: &str| {
        m.global(n)
            .and_then(|g| g.init.clone())
            .unwrap_or_else(|| panic!("{n}"))
    };
    assert!(matches!(init("gep19"), Value::Expr(e) if matches!(*e,
        ConstExpr::GetElementPtr { inrange: Some((-16, 16)), .. })));
    assert!(matches!(init("gepold"), Value::Expr(e) if matches!(&*e,
        ConstExpr::GetElementPtr { indices, .. } if indices[1].inrange)));
    assert!(matches!(init("gepflags"), Value::Expr(e) if matches!(*e,
        ConstExpr::GetElementPtr { flags: GepFlags { nuw: true, nusw: true, inbounds: false }, .. })));
    assert!(matches!(init("sum"), Value::Expr(e) if matches!(*e,
        ConstExpr::Binary { op: BinOp::Add, flags: ArithFlags { nuw: true, nsw: true, .. }, .. })));
    assert!(
        matches!(init("cmp"), Value::Expr(e) if matches!(*e, ConstExpr::ICmp { pred: IntPredicate::Eq, .. }))
    );
    assert!(matches!(init("ba"), Value::BlockAddress { .. }));
    assert!(matches!(init("spl"), Value::Splat(_)));
    assert_eq!(init("str"), Value::CString(b"a\"\\\0".to_vec()));
    assert_eq!(init("big"), Value::Int(i128::MAX));
    assert_eq!(init("neg"), Value::Int(i128::MIN));
    assert_eq!(init("u64"), Value::Int(u64::MAX as i128));
    assert_eq!(m.aliases.len(), 3);
    assert!(
        matches!(&m.aliases[1].aliasee.value, Value::Expr(e) if matches!(**e, ConstExpr::GetElementPtr { .. }))
    );
    assert!(m.aliases[2].is_ifunc);
}

#[test]
fn handwritten_floats() {
    use zyme_llvm::lexer::HexFloatKind as K;
    let m = parse_file("handwritten/floats.ll");
    let init = |n: &str| {
        m.global(n)
            .and_then(|g| g.init.clone())
            .unwrap_or_else(|| panic!("{n}"))
    };
    assert_eq!(init("d1"), Value::Float(FloatLit::Decimal(1.0)));
    assert_eq!(init("d2"), Value::Float(FloatLit::Decimal(-2.5)));
    assert_eq!(
        init("d3"),
        Value::Float(FloatLit::Hex(K::Double, 0x3FF0000000000000))
    );
    assert_eq!(init("h1"), Value::Float(FloatLit::Hex(K::Half, 0x3C00)));
    assert_eq!(init("b1"), Value::Float(FloatLit::Hex(K::BFloat, 0x3F80)));
    assert_eq!(
        init("x1"),
        Value::Float(FloatLit::Hex(K::X86Fp80, 0x3FFF8000000000000000))
    );
    assert_eq!(
        init("q1"),
        Value::Float(FloatLit::Hex(K::Fp128, 0x3FFF000000000000))
    );
    assert!(matches!(
        init("p1"),
        Value::Float(FloatLit::Hex(K::PpcFp128, _))
    ));
    assert_eq!(init("d6"), Value::Float(FloatLit::Decimal(4.0)));
}

#[test]
fn handwritten_instructions() {
    let m = parse_file("handwritten/instructions.ll");
    let arith = func(&m, "arith");
    let i0 = &arith.blocks[0].insts[0];
    assert!(
        matches!(&i0.kind, InstKind::Binary { op: BinOp::Add, flags, .. } if flags.nuw && flags.nsw)
    );
    assert_eq!(m.debug_line(i0), Some((3, 14)));
    assert!(insts(arith).any(
        |i| matches!(&i.kind, InstKind::Binary { op: BinOp::Or, flags, .. } if flags.disjoint)
    ));
    assert!(insts(arith).any(|i| matches!(&i.kind, InstKind::Binary { op: BinOp::FAdd, fmf, .. } if fmf.reassoc && fmf.nnan)));
    assert!(insts(arith).any(
        |i| matches!(&i.kind, InstKind::ExtractValue { indices, .. } if indices == &[1, 1, 0])
    ));

    let mem = func(&m, "memory");
    let l = insts(mem)
        .find(|i| matches!(i.kind, InstKind::Load { .. }))
        .expect("load");
    let kinds: Vec<&str> = l.metadata.iter().map(|(k, _)| k.as_str()).collect();
    assert_eq!(kinds, ["tbaa", "nonnull", "range", "noundef"]);
    assert!(insts(mem).any(|i| matches!(
        &i.kind,
        InstKind::Alloca {
            count: Some(_),
            align: Some(16),
            addrspace: Some(5),
            ..
        }
    )));
    assert!(insts(mem).any(|i| matches!(
        &i.kind,
        InstKind::CmpXchg {
            weak: true,
            volatile: true,
            align: Some(4),
            failure: AtomicOrdering::Acquire,
            ..
        }
    )));
    let rmw: Vec<AtomicRmwOp> = insts(mem)
        .filter_map(|i| match i.kind {
            InstKind::AtomicRmw { op, .. } => Some(op),
            _ => None,
        })
        .collect();
    assert_eq!(rmw.len(), 17);
    assert!(rmw.contains(&AtomicRmwOp::UDecWrap));
    assert!(insts(mem).any(|i| matches!(&i.kind, InstKind::Load { atomic: true, volatile: true, syncscope: Some(s), .. } if s == "singlethread")));

    let casts = func(&m, "casts");
    assert!(insts(casts).any(|i| matches!(&i.kind, InstKind::Cast { op: CastOp::Trunc, flags, .. } if flags.nuw && flags.nsw)));
    assert!(insts(casts)
        .any(|i| matches!(&i.kind, InstKind::Cast { op: CastOp::ZExt, flags, .. } if flags.nneg)));
    assert!(insts(casts).any(|i| matches!(
        &i.kind,
        InstKind::ICmp {
            samesign: true,
            pred: IntPredicate::Ult,
            ..
        }
    )));
    assert!(insts(casts).any(|i| matches!(
        &i.kind,
        InstKind::FCmp {
            pred: FloatPredicate::True,
            ..
        }
    )));

    let control = func(&m, "control");
    assert_eq!(control.blocks.len(), 7);
    assert!(insts(control).any(|i| matches!(&i.kind, InstKind::Phi { fmf, incoming, .. } if fmf.nnan && incoming.len() == 2)));
    assert!(insts(control).any(|i| matches!(
        &i.kind,
        InstKind::Call {
            tail: TailKind::MustTail,
            ..
        }
    )));

    let helper = func(&m, "helper");
    let c = insts(helper)
        .find_map(|i| match &i.kind {
            InstKind::Call {
                tail: TailKind::NoTail,
                call,
            } => Some(call),
            _ => None,
        })
        .expect("notail call");
    assert_eq!(c.cc.as_deref(), Some("fastcc"));
    assert_eq!(c.bundles.len(), 2);
    assert_eq!(c.bundles[0].tag, "deopt");
    assert!(c.args[1].attrs.contains(&Attribute::Int("align".into(), 8)));
    let byval = insts(helper)
        .find_map(|i| match &i.kind {
            InstKind::Call { call, .. } if call.args.len() == 5 => Some(call),
            _ => None,
        })
        .expect("byval call");
    assert!(byval.args[1].attrs.contains(&Attribute::Type(
        "byval".into(),
        Type::Named(Name::named("struct.T"))
    )));
    assert!(byval.args[4]
        .attrs
        .contains(&Attribute::Raw("range".into(), "i32 0, 10".into())));
    assert!(insts(helper)
        .any(|i| matches!(&i.kind, InstKind::CallBr { indirect, .. } if indirect.len() == 1)));
    assert!(insts(helper).any(|i| matches!(&i.kind, InstKind::Call { call, .. } if matches!(call.callee, Value::InlineAsm(_)))));

    let va = func(&m, "vararg");
    assert!(va.varargs);
    assert!(insts(va).any(|i| matches!(i.kind, InstKind::VaArg { .. })));
    let ret = insts(va).last().expect("ret");
    assert_eq!(ret.debug_records.len(), 2);
    assert_eq!(ret.debug_records[1].kind, "dbg_declare");

    let eh = func(&m, "wineh");
    for pred in [
        |k: &InstKind| {
            matches!(
                k,
                InstKind::CatchSwitch {
                    unwind: Some(_),
                    ..
                }
            )
        },
        |k: &InstKind| matches!(k, InstKind::CatchPad { .. }),
        |k: &InstKind| matches!(k, InstKind::CatchRet { .. }),
        |k: &InstKind| {
            matches!(
                k,
                InstKind::CleanupPad {
                    parent: Value::None,
                    ..
                }
            )
        },
        |k: &InstKind| matches!(k, InstKind::CleanupRet { unwind: None, .. }),
    ] {
        assert!(insts(eh).any(|i| pred(&i.kind)));
    }

    let un = func(&m, "unnamed");
    assert_eq!(un.params[1].name, Some(Name::Num(1)));
    assert_eq!(un.blocks[0].name, Name::Num(2));
    assert_eq!(un.blocks[1].name, Name::Num(4));

    let g0 = m.attribute_group(0).expect("#0");
    assert!(g0
        .attrs
        .contains(&Attribute::Raw("memory".into(), "argmem: readwrite".into())));
    assert!(g0.attrs.contains(&Attribute::Int("alignstack".into(), 16)));
    assert!(
        matches!(m.metadata.get(&33), Some(Metadata::Node { name, .. }) if name == "DIFutureNode")
    );
    assert!(
        matches!(m.metadata.get(&9), Some(Metadata::Tuple { elems, .. }) if elems[1].is_none())
    );
}

#[test]
fn malformed_files_fail_where_expected() {
    let files = ll_files("malformed");
    assert!(files.len() >= 20, "only {} malformed files", files.len());
    for p in &files {
        let src = read(p);
        let header = src.lines().next().unwrap_or("");
        let want = header.strip_prefix("; error: ").unwrap_or_else(|| {
            panic!(
                "{}: first line must be '; error: LINE:COL: text'",
                p.display()
            )
        });
        let mut parts = want.splitn(3, ':');
        let line: u32 = parts
            .next()
            .and_then(|s| s.trim().parse().ok())
            .expect("line");
        let col: u32 = parts
            .next()
            .and_then(|s| s.trim().parse().ok())
            .expect("col");
        let text = parts.next().unwrap_or("").trim();
        match zyme_llvm::parse(&src) {
            Ok(_) => panic!("{}: parsed, expected an error", p.display()),
            Err(e) => {
                assert_eq!((e.line, e.col), (line, col), "{}: got '{e}'", p.display());
                assert!(
                    e.message.contains(text),
                    "{}: got '{e}', want '{text}'",
                    p.display()
                );
                assert_eq!(e.to_string(), format!("{line}:{col}: {}", e.message));
            }
        }
    }
}

#[test]
fn deep_nesting_is_an_error_not_a_crash() {
    let n = 100_000;
    let cases = [
        format!("!0 = {}{}", "!{".repeat(n), "}".repeat(n)),
        format!("@g = global {}i32{} 0", "[1 x ".repeat(n), "]".repeat(n)),
        format!(
            "@g = global i32 {}i32 0{}",
            "add (i32 ".repeat(n),
            ")".repeat(n)
        ),
        format!(
            "@g = global ptr {}@g{}",
            "bitcast (ptr ".repeat(n),
            " to ptr)".repeat(n)
        ),
        format!(
            "!0 = !DIFoo(a: {}1{})",
            "!DIFoo(a: ".repeat(n),
            ")".repeat(n)
        ),
        format!("@g = global i32 (i32 {}) @f", "(".repeat(n)),
    ];
    for src in &cases {
        let r = zyme_llvm::parse(src);
        assert!(r.is_err(), "unexpectedly parsed {}", &src[..40]);
    }
}

/// A tiny xorshift generator: the mutation test must be reproducible and
/// the crate takes no dev-dependencies.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }
}

#[test]
fn random_mutations_never_panic() {
    const INTERESTING: &[u8] = b"{}[]()<>,%@!#$\"=*:;x0189-. \nic\\";
    let corpus: Vec<Vec<u8>> = ll_files("inputs")
        .into_iter()
        .chain(ll_files("handwritten"))
        .map(|p| std::fs::read(&p).expect("read"))
        .filter(|b| b.len() < 40_000)
        .collect();
    assert!(!corpus.is_empty());
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut panics = Vec::new();
    let (mut ok, mut err) = (0u32, 0u32);
    for iter in 0..20_000u32 {
        let mut bytes = corpus[rng.below(corpus.len())].clone();
        for _ in 0..1 + rng.below(3) {
            let at = rng.below(bytes.len() + 1);
            match rng.below(4) {
                0 => {
                    let end = (at + 1 + rng.below(8)).min(bytes.len());
                    bytes.drain(at.min(end)..end);
                }
                1 => {
                    let c = INTERESTING[rng.below(INTERESTING.len())];
                    bytes.insert(at, c);
                }
                2 => bytes.truncate(at),
                _ => {
                    let c = (rng.next() & 0xff) as u8;
                    bytes.insert(at, c);
                }
            }
        }
        let src = String::from_utf8_lossy(&bytes).into_owned();
        match std::panic::catch_unwind(|| zyme_llvm::parse(&src)) {
            Ok(Ok(_)) => ok += 1,
            Ok(Err(_)) => err += 1,
            Err(_) => panics.push(iter),
        }
    }
    assert!(panics.is_empty(), "parser panicked on mutations {panics:?}");
    assert!(ok > 0 && err > 0, "ok={ok} err={err}");
}

#[test]
fn handwritten_tolerance() {
    let m = parse_file("handwritten/tolerance.ll");
    assert_eq!(m.module_asm.len(), 2);
    assert_eq!(m.comdats.len(), 2);
    assert_eq!(m.comdats[1].name, "quoted comdat");
    assert!(m.global("quoted \" name").is_some());
    let tls = m.global("tls").expect("@tls");
    assert_eq!(tls.thread_local.as_deref(), Some("localdynamic"));
    let hid = m.global("hid").expect("@hid");
    assert_eq!(hid.linkage.visibility, Visibility::Hidden);
    assert!(hid.linkage.dso_local);
    assert_eq!(hid.section.as_deref(), Some(".mydata"));
    assert_eq!(hid.comdat, Some(Some("c1".into())));
    assert_eq!(hid.metadata.len(), 1);
    let san = m.global("san").expect("@san");
    assert!(san
        .extra
        .contains(&Attribute::Flag("sanitize_memtag".into())));
    assert_eq!(m.global("ext").and_then(|g| g.init.as_ref()), None);
    assert_eq!(m.global("as").map(|g| g.addrspace), Some(3));
    assert_eq!(
        m.global("attrs").map(|g| g.extra.clone()),
        Some(vec![Attribute::Group(0)])
    );
    assert!(matches!(
        m.type_def("v").and_then(|t| t.body.clone()),
        Some(Type::Vector {
            scalable: true,
            len: 4,
            ..
        })
    ));
    assert!(
        matches!(m.type_def("tt").and_then(|t| t.body.clone()), Some(Type::TargetExt { ints, .. }) if ints == [1, 0])
    );

    let f = func(&m, "f");
    assert_eq!(f.codegen.cc.as_deref(), Some("fastcc"));
    assert_eq!(f.linkage.linkage, Some(Linkage::Internal));
    assert_eq!(
        f.ret_attrs,
        vec![Attribute::Raw("nofpclass".into(), "nan inf".into())]
    );
    assert!(f.params[1]
        .attrs
        .contains(&Attribute::Raw("captures".into(), "none".into())));
    assert!(f.params[1]
        .attrs
        .contains(&Attribute::Raw("initializes".into(), "(0, 8)".into())));
    assert_eq!(
        (f.codegen.align, f.codegen.gc.as_deref()),
        (Some(16), Some("statepoint-example"))
    );
    assert!(
        f.codegen.prefix.is_some()
            && f.codegen.prologue.is_some()
            && f.codegen.personality.is_some()
    );
    assert_eq!(f.metadata.len(), 2);
    let cc = func(&m, "cc");
    assert!(cc
        .fn_attrs
        .iter()
        .any(|a| matches!(a, Attribute::Raw(n, _) if n == "memory")));
    let ccs: Vec<Option<String>> = insts(cc)
        .filter_map(|i| match &i.kind {
            InstKind::Call { call, .. } => Some(call.cc.clone()),
            _ => None,
        })
        .collect();
    assert_eq!(
        ccs,
        [Some("x86_stdcallcc".into()), Some("cc 10".into()), None]
    );
    let w = func(&m, "weakfn");
    assert_eq!(w.linkage.linkage, Some(Linkage::ExternWeak));
    assert!(w.ret_attrs.is_empty());
    assert!(w.params[0]
        .attrs
        .iter()
        .any(|a| matches!(a, Attribute::Type(n, Type::Struct { .. }) if n == "sret")));
    assert!(m
        .metadata
        .get(&4)
        .and_then(|l| l.field("atomGroup"))
        .is_some());
    assert_eq!(
        m.named_metadata.last().map(|n| n.nodes.clone()),
        Some(vec![2, 8])
    );
}
