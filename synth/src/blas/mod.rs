//! The rules of the BLAS routines ([`zyme_ir::blas`]): tangents and
//! adjoints expressed as calls of the same family's routines (the reverse
//! of `gemm` is two `gemm`s), so a derivative runs at the speed of the
//! library the program links, or through the program's own routines
//! where it defines them.
//!
//! Both modes read a call's operands in one canonical form
//! ([`Operands`]: sizes as `i64`, flags as `i1`, factors as floats,
//! arrays as an address and a stride) and [`Emit`] passes them back in
//! the family's convention (by value for CBLAS, by address for Fortran).
//! What the reverse reads of the forward values is decided once, from
//! which operands are active ([`reads`]), so the reverse caches only the
//! operands its adjoints use.

mod basic;
mod emit;
mod lapack;
mod level3;

pub(crate) use emit::Emit;
use std::collections::BTreeMap;
use zyme_ir::blas::{Blas, Convention, Role, Routine};
use zyme_ir::{Signature, Type, Value};

pub(crate) type R<T> = Result<T, String>;

/// A family of routines: precision, convention and the integer type of
/// sizes.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) struct Family {
    pub float: Type,
    pub conv: Convention,
    pub int: Type,
}

impl Family {
    /// The family of a call of `blas` through a function of signature
    /// `sig`.
    pub fn of(blas: Blas, sig: &Signature) -> Family {
        let int = match blas.conv {
            Convention::Fortran | Convention::Cublas => Type::I32,
            Convention::Cblas => blas
                .arg(Role::N)
                .or(blas.arg(Role::M))
                .and_then(|i| sig.params.get(i).copied())
                .unwrap_or(Type::I32),
        };
        Family {
            float: blas.float,
            conv: blas.conv,
            int,
        }
    }

    fn blas(self, routine: Routine) -> Blas {
        Blas {
            routine,
            float: self.float,
            conv: self.conv,
        }
    }

    fn elem_bytes(self) -> i64 {
        i64::from(self.float.bytes())
    }
}

/// cuBLAS calls are differentiated in the host pointer mode only.
pub(crate) fn check_pointer_mode(module: &zyme_ir::Module, blas: Blas, name: &str) -> R<()> {
    if blas.conv == Convention::Cublas && zyme_ir::blas::sets_device_pointer_mode(module) {
        return Err(format!(
            "@{name} is differentiated with factors and results at host addresses, but the \
             program switches a cuBLAS handle's pointer mode (cublasSetPointerMode_v2 with \
             other than CUBLAS_POINTER_MODE_HOST); keep the host pointer mode for the calls zyme \
             differentiates"
        ));
    }
    Ok(())
}

/// The array a stride belongs to.
pub(crate) fn stride_of(array: Role) -> Role {
    match array {
        Role::X => Role::IncX,
        Role::Y => Role::IncY,
        Role::A => Role::Lda,
        Role::B => Role::Ldb,
        _ => Role::Ldc,
    }
}

/// A call's operands where a rule is emitted.
#[derive(Clone, Debug, Default)]
pub(crate) struct Operands {
    /// Sizes (`i64`), flags (`i1`: transposed; row-major) and factors.
    pub vals: BTreeMap<Role, Value>,
    /// Arrays: the address and the stride between elements or lines (a
    /// cached copy's differ from the call's).
    pub arrays: BTreeMap<Role, (Value, Value)>,
}

impl Operands {
    fn v(&self, r: Role) -> Value {
        self.vals[&r]
    }
}

/// How big an array is.
#[derive(Copy, Clone, Debug)]
pub(crate) enum Extent {
    Vector(Value),
    /// Rows and columns as the routine reads them (before `op`).
    Matrix(Value, Value),
}

/// What the reverse of a call reads of the forward values, besides its
/// sizes and flags: the arrays and factors its adjoints use, given which
/// float operands are active (`act`) and whether the result has an
/// adjoint. `Role::Y` of `gemv` and `Role::C` of `gemm` mean the values
/// before the call.
pub(crate) fn reads(routine: Routine, act: &dyn Fn(Role) -> bool, dresult: bool) -> Vec<Role> {
    use Role::*;
    let a = act;
    let mut out = Vec::new();
    let mut add = |r: Role, cond: bool| {
        if cond {
            out.push(r);
        }
    };
    match routine {
        Routine::Dot => {
            add(X, dresult && a(Y));
            add(Y, dresult && a(X));
        }
        Routine::Nrm2 | Routine::Asum => add(X, dresult && a(X)),
        Routine::Axpy | Routine::Scal => {
            add(Alpha, a(X));
            add(X, a(Alpha));
        }
        Routine::Copy => {}
        Routine::Gemv => {
            add(Alpha, a(A) || a(X));
            add(A, a(X) || a(Alpha));
            add(X, a(A) || a(Alpha));
            add(Beta, a(Y));
            add(Y, a(Beta));
        }
        Routine::Ger => {
            add(Alpha, a(X) || a(Y));
            add(X, a(Y) || a(Alpha));
            add(Y, a(X) || a(Alpha));
        }
        Routine::Gemm | Routine::Symm => {
            add(Alpha, a(A) || a(B));
            add(A, a(B) || a(Alpha));
            add(B, a(A) || a(Alpha));
            add(Beta, a(C));
            add(C, a(Beta));
        }
        Routine::Symv => {
            add(Alpha, a(A) || a(X));
            add(A, a(X) || a(Alpha));
            add(X, a(A) || a(Alpha));
            add(Beta, a(Y));
            add(Y, a(Beta));
        }
        Routine::Trmv => {
            add(A, a(X));
            add(X, a(A));
        }
        Routine::Syrk => {
            add(Alpha, a(A));
            add(A, a(A) || a(Alpha));
            add(Beta, a(C));
            add(C, a(Beta));
        }
        Routine::Trmm => {
            add(Alpha, a(B) || a(A));
            add(A, a(B) || a(Alpha));
            add(B, a(A) || a(Alpha));
        }
        Routine::Trsm => {
            add(Alpha, a(B) || a(Alpha));
            add(A, a(B) || a(A));
            add(B, a(A) || a(Alpha));
        }
        Routine::Potrf => add(A, a(A)),
        Routine::Potrs => {
            add(A, a(B) || a(A));
            add(B, a(A));
        }
    }
    out
}

/// The inputs of a reverse rule.
pub(crate) struct Adjoint {
    /// The forward operands (the cached copies of arrays that were).
    pub ops: Operands,
    /// The shadows of the active arrays (their strides are the call's).
    pub shadows: BTreeMap<Role, Value>,
    /// Whether `alpha` and `beta` are active.
    pub alpha: bool,
    pub beta: bool,
    /// The primal result and its adjoint (reductions).
    pub result: Option<Value>,
    pub dresult: Option<Value>,
}

impl Adjoint {
    fn s(&self, r: Role) -> Option<(Value, Value)> {
        self.shadows.get(&r).map(|&p| (p, self.ops.v(stride_of(r))))
    }
}

/// The inputs of a tangent rule.
pub(crate) struct Tangent {
    /// The operands, before the call (its output not yet written).
    pub ops: Operands,
    /// The tangents of the arrays (their strides are the call's).
    pub tangents: BTreeMap<Role, Value>,
    /// The tangents of `alpha` and `beta`, where active.
    pub dalpha: Option<Value>,
    pub dbeta: Option<Value>,
    /// The primal result (reductions, whose tangent is emitted after the
    /// call).
    pub result: Option<Value>,
}

impl Tangent {
    fn t(&self, r: Role) -> Option<(Value, Value)> {
        self.tangents
            .get(&r)
            .map(|&p| (p, self.ops.v(stride_of(r))))
    }
}

/// Whether the tangent of `routine` is emitted after the call (it reads
/// the result) rather than before (it reads what the call overwrites).
pub(crate) fn tangent_after(routine: Routine) -> bool {
    routine.returns_float() || routine.is_lapack()
}

/// The output whose value after the call the reverse reads (a solve's
/// solution, a factorisation's factor), where [`reads`] names it; every
/// other array read is its value before the call.
pub(crate) fn read_after(routine: Routine) -> Option<Role> {
    match routine {
        Routine::Trsm | Routine::Potrs => Some(Role::B),
        Routine::Potrf => Some(Role::A),
        _ => None,
    }
}

/// Emits the reverse of a call of `routine`: adds into the shadows, and
/// returns the adjoints of `alpha` and `beta`.
pub(crate) fn reverse(em: &mut Emit, routine: Routine, adj: &Adjoint) -> R<Vec<(Role, Value)>> {
    match routine {
        Routine::Potrf | Routine::Potrs => lapack::reverse(em, routine, adj),
        Routine::Symv
        | Routine::Trmv
        | Routine::Syrk
        | Routine::Symm
        | Routine::Trmm
        | Routine::Trsm => level3::reverse(em, routine, adj),
        _ => basic::reverse(em, routine, adj),
    }
}

/// Emits the tangent of a call of `routine`: updates the output's
/// tangent, or returns the result's.
pub(crate) fn tangent(em: &mut Emit, routine: Routine, tan: &Tangent) -> R<Option<Value>> {
    match routine {
        Routine::Potrf | Routine::Potrs => lapack::tangent(em, routine, tan),
        Routine::Symv
        | Routine::Trmv
        | Routine::Syrk
        | Routine::Symm
        | Routine::Trmm
        | Routine::Trsm => level3::tangent(em, routine, tan),
        _ => basic::tangent(em, routine, tan),
    }
}
