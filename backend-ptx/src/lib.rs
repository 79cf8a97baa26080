//! PTX text emission for GPU kernels written in zyme IR.
//!
//! [`emit_module`] turns a verified module into one PTX translation unit
//! (`.version 7.8`, `.target sm_80` or `sm_90`, `.address_size 64`):
//!
//! * functions marked `kernel` become `.visible .entry` points, their
//!   parameters `.param`s (`ptr.global` ones converted with
//!   `cvta.to.global`); other definitions become `.func` device functions
//!   called with `call.uni`; called declarations `.extern .func`.
//! * every SSA value gets a virtual register of its class (`%p` for `i1`,
//!   `%rs` for `i8`/`i16`, `%r`, `%rd`, `%f`, `%fd`); block parameters are
//!   parallel copies on the edges; `ptxas` allocates registers.
//! * memory accesses take their state space from the pointer's address
//!   space (`ptr.shared` → `ld.shared`); globals are declared in `.global`,
//!   `.shared` or `.const`; stack slots are `.local` arrays seen through
//!   generic pointers.
//! * the IR's semantics are kept where PTX differs: integer division by
//!   zero and `INT_MIN / -1` trap, shift amounts are taken modulo the
//!   width, accesses below natural alignment are split, float arithmetic
//!   is rounded (`add.rn`, so `ptxas` does not contract it into `fma`),
//!   float-to-integer conversions saturate (PTX's `cvt.rzi` does).
//!
//! Math operations without a PTX instruction (`exp`, `sin`, …) must first
//! be turned into calls by `zyme_opt::expand_math`; a remaining one is an
//! error, never an approximate instruction. Vector values are an error.

mod address_space;
mod emit;
mod names;
mod special_regs;

pub use names::mangle;

/// The GPU architecture the PTX is for.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub enum SmVersion {
    /// Ampere (`sm_80`).
    #[default]
    Sm80,
    /// Hopper (`sm_90`).
    Sm90,
}

impl SmVersion {
    /// The `.target` name (`sm_80`).
    pub fn name(self) -> &'static str {
        match self {
            SmVersion::Sm80 => "sm_80",
            SmVersion::Sm90 => "sm_90",
        }
    }

    /// Parses `sm_80` / `sm_90` (also `80`, `90`).
    pub fn from_name(name: &str) -> Option<SmVersion> {
        match name.trim_start_matches("sm_") {
            "80" => Some(SmVersion::Sm80),
            "90" => Some(SmVersion::Sm90),
            _ => None,
        }
    }
}

/// Options of [`emit_module`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct PtxOptions {
    pub target: SmVersion,
    /// Check integer divisors and `trap` on division by zero and on
    /// `INT_MIN / -1`, as the IR defines (on by default; PTX itself leaves
    /// the result unspecified).
    pub division_traps: bool,
}

impl Default for PtxOptions {
    fn default() -> PtxOptions {
        PtxOptions {
            target: SmVersion::Sm80,
            division_traps: true,
        }
    }
}

impl PtxOptions {
    pub fn new(target: SmVersion) -> PtxOptions {
        PtxOptions {
            target,
            ..PtxOptions::default()
        }
    }
}

/// Why a module has no PTX.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PtxError {
    /// An instruction PTX emission does not support.
    #[error("cannot emit PTX for `{inst}` in @{func}: {message}")]
    Inst {
        func: String,
        /// The instruction, printed in the text format.
        inst: String,
        message: String,
    },
    /// A function-level problem (signature, kernel shape, vector values).
    #[error("cannot emit PTX for @{func}: {message}")]
    Function { func: String, message: String },
    /// The module does not verify; emission relies on what the verifier
    /// checks (operands defined, types agreeing, terminators in place).
    #[error("cannot emit PTX for a module that does not verify:\n{0}")]
    Invalid(String),
    /// A global that PTX cannot declare.
    #[error("cannot emit PTX for global @{global}: {message}")]
    Global { global: String, message: String },
}

/// The PTX text of a whole module. The module is verified first: a module
/// that does not verify is an error, never a panic.
pub fn emit_module(module: &zyme_ir::Module, opts: &PtxOptions) -> Result<String, PtxError> {
    zyme_ir::verify_module(module).map_err(|e| PtxError::Invalid(e.to_string()))?;
    emit::module(module, opts)
}
