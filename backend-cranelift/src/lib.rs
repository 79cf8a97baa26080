//! The Cranelift backend of zyme: one lowering of zyme IR, two drivers.
//!
//! [`lower`] translates a zyme module into any [`cranelift_module::Module`];
//! [`JitModule`] drives it into `cranelift-jit` (code in this process) and
//! [`compile_object`] into `cranelift-object` (an object file that `cc`
//! links). This is how `rustc_codegen_cranelift` is built too: the drivers
//! differ only in how symbols are resolved, so semantics cannot drift apart.
//!
//! # Lowering decisions
//!
//! * `i1` is a Cranelift `I8` that always holds 0 or 1. Every operation that
//!   could leave other bits set (arithmetic, loads) is masked, so comparisons
//!   and selects can use it directly.
//! * A vector of `f32`, `f64` or `i8`–`i64` lanes whose width is a multiple
//!   of 128 bits lives in Cranelift's SIMD types, as 128-bit chunks, where
//!   its operations have SIMD forms ([`lower::simd`]); every other vector,
//!   and every operation without a SIMD form, is a list of lanes. Function
//!   parameters and results pass vectors as their lanes.
//! * Pointers are `I64` whatever their address space (a CPU has one memory).
//! * Where Cranelift's semantics differ from the IR's (narrow saturating
//!   conversions, `i1` signedness, `minnum`), the lowering adds the fix-up;
//!   math-library operations call the host C library, as the IR specifies.
//! * Results that do not fit the C ABI's return registers (several
//!   results, vectors) are returned through a hidden first pointer
//!   argument to a C-struct-like area; see [`abi::returns_in_memory`].
//! * Variadic calls on x86-64 go through a small stub that sets `%al`
//!   (Cranelift has no varargs); see [`lower::call`].
//!
//! Malformed IR yields a [`CompileError`] naming the function and the
//! instruction; the backend does not rely on the verifier having run.

/// The Cranelift settings both drivers use (the optimisation level is
/// [`isa_pair`]'s): `i128` parameters and results as C passes `__int128`
/// (a register pair, which x86-64 Cranelift calls an LLVM ABI
/// extension); Cranelift's own IR verifier only in debug builds (zyme
/// verifies its IR before lowering, and Cranelift's verifier took a
/// tenth of the compile time of GradBench's ht).
const FLAGS: [(&str, &str); 2] = [
    ("enable_llvm_abi_extensions", "true"),
    (
        "enable_verifier",
        if cfg!(debug_assertions) {
            "true"
        } else {
            "false"
        },
    ),
];

/// Cranelift's egraph (its GVN, LICM and rewrites) runs on functions of
/// at most this many Cranelift instructions; larger ones are compiled in
/// the order zyme-opt left them. The egraph puts each pure instruction
/// right before its first use in what stays in place (loads, stores,
/// calls, branches): in a large block of many independent chains — a
/// forward derivative's 26 tangent lanes, which synthesis orders lane by
/// lane — every load then comes before all the arithmetic, and hundreds
/// of values are live at once. GradBench's ht: its skinning loop ran
/// 1,939 instructions per iteration with the egraph and 1,247 without,
/// and its whole compile took 392 ms against 186 ms (one run each).
/// zyme's CLIF passes that prepare for the egraph or mend what it did
/// are skipped with it; strength reduction of loop counters runs on
/// larger functions too.
pub const EGRAPH_MAX_INSTS: usize = 8000;

/// The ISA a module compiles with (no egraph) and the one that runs the
/// egraph on functions small enough for it ([`EGRAPH_MAX_INSTS`]), from
/// one ISA builder and one set of flags.
fn isa_pair(
    builder: &cranelift_codegen::isa::Builder,
    flags: &[(&str, &str)],
) -> Result<
    (
        cranelift_codegen::isa::OwnedTargetIsa,
        cranelift_codegen::isa::OwnedTargetIsa,
    ),
    CompileError,
> {
    let make = |level: &str| {
        let mut f = cranelift_codegen::settings::builder();
        for &(name, value) in flags {
            cranelift_codegen::settings::Configurable::set(&mut f, name, value)
                .map_err(|e| CompileError::Target(e.to_string()))?;
        }
        cranelift_codegen::settings::Configurable::set(&mut f, "opt_level", level)
            .map_err(|e| CompileError::Target(e.to_string()))?;
        builder
            .finish(cranelift_codegen::settings::Flags::new(f))
            .map_err(|e| CompileError::Target(e.to_string()))
    };
    Ok((make("none")?, make("speed")?))
}

pub mod abi;
pub mod jit;
pub mod lower;
pub mod object;
pub mod runtime;

pub use jit::{JitFn, JitModule, JitSignature, JitType};
pub use object::{compile_object, compile_object_partial, PartialObject};

/// Why a module could not be compiled, or a JIT function not be used.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CompileError {
    /// An instruction the backend cannot lower (malformed or unsupported).
    #[error("in @{func}: `{inst}`: {message}")]
    Inst {
        func: String,
        /// The instruction in text format.
        inst: String,
        message: String,
    },
    /// A problem with a function as a whole (signature, blocks, or
    /// Cranelift rejecting the lowered code).
    #[error("in @{func}: {message}")]
    Function { func: String, message: String },
    /// A global whose definition cannot be emitted.
    #[error("in global @{global}: {message}")]
    Global { global: String, message: String },
    /// A symbol the JIT cannot find in the process.
    #[error("unresolved symbol `{0}` (not in the runtime nor the process)")]
    Unresolved(String),
    /// `JitModule::get` / `call_dynamic` on a name that is not a defined function.
    #[error("no defined function @{0}")]
    NoSuchFunction(String),
    /// The Rust type asked for does not match the IR signature.
    #[error("@{func} has signature {ir}, which does not match the requested {requested}")]
    SignatureMismatch {
        func: String,
        ir: String,
        requested: String,
    },
    /// The target triple is unknown or not supported.
    #[error("target: {0}")]
    Target(String),
    /// An error from `cranelift-module` (declarations, linking, emission).
    #[error("{0}")]
    Module(String),
}
