//! The encodings of LLVM's bitcode enumerations (`LLVMBitCodes.h`), as
//! tables: linkages, calling conventions, attribute kinds, opcodes,
//! predicates, orderings. `None` is a code this reader does not know.

use crate::ast::{
    AtomicOrdering, AtomicRmwOp, BinOp, CastOp, FastMath, FloatPredicate, IntPredicate, Linkage,
};

pub fn linkage(code: u64) -> Option<Linkage> {
    Some(match code {
        0 | 5 | 6 | 15 => Linkage::External,
        2 => Linkage::Appending,
        3 => Linkage::Internal,
        1 | 16 => Linkage::Weak,
        4 | 18 => Linkage::Linkonce,
        7 => Linkage::ExternWeak,
        8 => Linkage::Common,
        9 | 13 | 14 => Linkage::Private,
        10 | 17 => Linkage::WeakOdr,
        11 | 19 => Linkage::LinkonceOdr,
        12 => Linkage::AvailableExternally,
        _ => return None,
    })
}

/// A calling convention's keyword as the text printer writes it (`None`
/// for C's, which the text leaves out).
pub fn calling_convention(cc: u64) -> Option<String> {
    let name = match cc {
        0 => return None,
        8 => "fastcc",
        9 => "coldcc",
        10 => "ghccc",
        64 => "x86_stdcallcc",
        65 => "x86_fastcallcc",
        66 => "arm_apcscc",
        67 => "arm_aapcscc",
        68 => "arm_aapcs_vfpcc",
        70 => "x86_thiscallcc",
        71 => "ptx_kernel",
        72 => "ptx_device",
        75 => "spir_func",
        76 => "spir_kernel",
        78 => "x86_64_sysvcc",
        79 => "win64cc",
        83 => "x86_intrcc",
        87 => "amdgpu_vs",
        88 => "amdgpu_gs",
        89 => "amdgpu_ps",
        90 => "amdgpu_cs",
        91 => "amdgpu_kernel",
        _ => return Some(format!("cc {cc}")),
    };
    Some(name.to_string())
}

/// An enum attribute's keyword by its kind code (`Attribute::AttrKind`'s
/// bitcode numbering).
pub fn attribute(kind: u64) -> Option<&'static str> {
    Some(match kind {
        1 => "align",
        2 => "alwaysinline",
        3 => "byval",
        4 => "inlinehint",
        5 => "inreg",
        6 => "minsize",
        7 => "naked",
        8 => "nest",
        9 => "noalias",
        10 => "nobuiltin",
        11 => "nocapture",
        12 => "noduplicate",
        13 => "noimplicitfloat",
        14 => "noinline",
        15 => "nonlazybind",
        16 => "noredzone",
        17 => "noreturn",
        18 => "nounwind",
        19 => "optsize",
        20 => "readnone",
        21 => "readonly",
        22 => "returned",
        23 => "returns_twice",
        24 => "signext",
        25 => "alignstack",
        26 => "ssp",
        27 => "sspreq",
        28 => "sspstrong",
        29 => "sret",
        30 => "sanitize_address",
        31 => "sanitize_thread",
        32 => "sanitize_memory",
        33 => "uwtable",
        34 => "zeroext",
        35 => "builtin",
        36 => "cold",
        37 => "optnone",
        38 => "inalloca",
        39 => "nonnull",
        40 => "jumptable",
        41 => "dereferenceable",
        42 => "dereferenceable_or_null",
        43 => "convergent",
        44 => "safestack",
        45 => "argmemonly",
        46 => "swiftself",
        47 => "swifterror",
        48 => "norecurse",
        49 => "inaccessiblememonly",
        50 => "inaccessiblemem_or_argmemonly",
        51 => "allocsize",
        52 => "writeonly",
        53 => "speculatable",
        54 => "strictfp",
        55 => "sanitize_hwaddress",
        56 => "nocf_check",
        57 => "optforfuzzing",
        58 => "shadowcallstack",
        59 => "speculative_load_hardening",
        60 => "immarg",
        61 => "willreturn",
        62 => "nofree",
        63 => "nosync",
        64 => "sanitize_memtag",
        65 => "preallocated",
        66 => "no_merge",
        67 => "null_pointer_is_valid",
        68 => "noundef",
        69 => "byref",
        70 => "mustprogress",
        71 => "no_callback",
        72 => "hot",
        73 => "no_profile",
        74 => "vscale_range",
        75 => "swiftasync",
        76 => "nosanitize_coverage",
        77 => "elementtype",
        78 => "disable_sanitizer_instrumentation",
        79 => "nosanitize_bounds",
        80 => "allocalign",
        81 => "allocptr",
        82 => "allockind",
        83 => "presplitcoroutine",
        84 => "fn_ret_thunk_extern",
        85 => "skipprofile",
        86 => "memory",
        87 => "nofpclass",
        88 => "optdebug",
        89 => "writable",
        90 => "coro_only_destroy_when_complete",
        91 => "dead_on_unwind",
        92 => "range",
        93 => "sanitize_numerical_stability",
        94 => "initializes",
        95 => "hybrid_patchable",
        96 => "sanitize_realtime",
        97 => "sanitize_realtime_blocking",
        98 => "coro_elide_safe",
        99 => "noext",
        100 => "no_divergence_source",
        101 => "sanitize_type",
        102 => "captures",
        103 => "dead_on_return",
        104 => "sanitize_alloc_token",
        105 => "no_create_undef_or_poison",
        _ => return None,
    })
}

/// Binary opcodes: integer and float share codes (`fadd` is `add` of
/// floats).
pub fn binop(code: u64, float: bool) -> Option<BinOp> {
    Some(match (code, float) {
        (0, false) => BinOp::Add,
        (0, true) => BinOp::FAdd,
        (1, false) => BinOp::Sub,
        (1, true) => BinOp::FSub,
        (2, false) => BinOp::Mul,
        (2, true) => BinOp::FMul,
        (3, false) => BinOp::UDiv,
        (4, false) => BinOp::SDiv,
        (4, true) => BinOp::FDiv,
        (5, false) => BinOp::URem,
        (6, false) => BinOp::SRem,
        (6, true) => BinOp::FRem,
        (7, false) => BinOp::Shl,
        (8, false) => BinOp::LShr,
        (9, false) => BinOp::AShr,
        (10, false) => BinOp::And,
        (11, false) => BinOp::Or,
        (12, false) => BinOp::Xor,
        _ => return None,
    })
}

pub fn cast(code: u64) -> Option<CastOp> {
    Some(match code {
        0 => CastOp::Trunc,
        1 => CastOp::ZExt,
        2 => CastOp::SExt,
        3 => CastOp::FPToUI,
        4 => CastOp::FPToSI,
        5 => CastOp::UIToFP,
        6 => CastOp::SIToFP,
        7 => CastOp::FPTrunc,
        8 => CastOp::FPExt,
        9 => CastOp::PtrToInt,
        10 => CastOp::IntToPtr,
        11 => CastOp::BitCast,
        12 => CastOp::AddrSpaceCast,
        13 => CastOp::PtrToAddr,
        _ => return None,
    })
}

pub enum Predicate {
    Int(IntPredicate),
    Float(FloatPredicate),
}

pub fn predicate(code: u64) -> Option<Predicate> {
    use FloatPredicate as F;
    use IntPredicate as I;
    Some(match code {
        0..=15 => Predicate::Float(
            [
                F::False,
                F::Oeq,
                F::Ogt,
                F::Oge,
                F::Olt,
                F::Ole,
                F::One,
                F::Ord,
                F::Uno,
                F::Ueq,
                F::Ugt,
                F::Uge,
                F::Ult,
                F::Ule,
                F::Une,
                F::True,
            ][code as usize],
        ),
        32..=41 => Predicate::Int(
            [
                I::Eq,
                I::Ne,
                I::Ugt,
                I::Uge,
                I::Ult,
                I::Ule,
                I::Sgt,
                I::Sge,
                I::Slt,
                I::Sle,
            ][code as usize - 32],
        ),
        _ => return None,
    })
}

/// An atomic ordering (0 is "not atomic").
pub fn ordering(code: u64) -> Option<Option<AtomicOrdering>> {
    Some(match code {
        0 => None,
        1 => Some(AtomicOrdering::Unordered),
        2 => Some(AtomicOrdering::Monotonic),
        3 => Some(AtomicOrdering::Acquire),
        4 => Some(AtomicOrdering::Release),
        5 => Some(AtomicOrdering::AcqRel),
        6 => Some(AtomicOrdering::SeqCst),
        _ => return None,
    })
}

pub fn rmw(code: u64) -> Option<AtomicRmwOp> {
    use AtomicRmwOp as R;
    Some(match code {
        0 => R::Xchg,
        1 => R::Add,
        2 => R::Sub,
        3 => R::And,
        4 => R::Nand,
        5 => R::Or,
        6 => R::Xor,
        7 => R::Max,
        8 => R::Min,
        9 => R::UMax,
        10 => R::UMin,
        11 => R::FAdd,
        12 => R::FSub,
        13 => R::FMax,
        14 => R::FMin,
        15 => R::UIncWrap,
        16 => R::UDecWrap,
        17 => R::USubCond,
        18 => R::USubSat,
        19 => R::FMaximum,
        20 => R::FMinimum,
        _ => return None,
    })
}

/// Fast-math flags (`FastMathFlags` bits; bit 0 is the old "unsafe
/// algebra", all of them).
pub fn fast_math(bits: u64) -> FastMath {
    let mut f = FastMath::default();
    if bits & 1 != 0 {
        f.set("fast");
    }
    for (bit, name) in [
        (1, "nnan"),
        (2, "ninf"),
        (3, "nsz"),
        (4, "arcp"),
        (5, "contract"),
        (6, "afn"),
        (7, "reassoc"),
    ] {
        if bits >> bit & 1 != 0 {
            f.set(name);
        }
    }
    f
}

/// An alignment field: log2 + 1, 0 for none.
pub fn align(code: u64) -> Option<Option<u64>> {
    match code {
        0 => Some(None),
        1..=64 => Some(Some(1u64 << (code - 1))),
        _ => None,
    }
}

/// A thread-local mode's keyword (`None`: not thread-local).
pub fn thread_local(code: u64) -> Option<Option<String>> {
    Some(match code {
        0 => None,
        1 => Some("generaldynamic".to_string()),
        2 => Some("localdynamic".to_string()),
        3 => Some("initialexec".to_string()),
        4 => Some("localexec".to_string()),
        _ => return None,
    })
}

/// A signed VBR operand: the sign in bit 0.
pub fn signed(v: u64) -> i64 {
    if v & 1 == 0 {
        (v >> 1) as i64
    } else if v == 1 {
        i64::MIN
    } else {
        -((v >> 1) as i64)
    }
}
