//! The BLAS routines zyme differentiates by rule rather than through a
//! body, as data: which routine a function name is (CBLAS `cblas_ddot`,
//! Fortran `ddot_`), each routine's parameters by role, and the signature
//! a routine has in each calling convention. The rules themselves are in
//! the synthesis crate; the analyses read what each routine reads and
//! writes from here.
//!
//! A call is recognised by its callee's name, whether the function is an
//! import (OpenBLAS, MKL) or defined in the program (its own stubs): the
//! derivative then calls the routines of the same family by name, the
//! program's own where it defines them.
//!
//! cuBLAS (`cublasDgemm_v2`) is a third convention: a handle first, sizes
//! and flags by value (its own codes), factors and reductions' results
//! by address (the default host pointer mode), arrays in device memory.
//! Its rules are the CBLAS ones; where those do element-wise work (folds
//! into a triangle, `asum`'s signs) the host does it on copies it moves
//! with `cudaMemcpy`, never on device memory itself. cuBLAS's `trmm`
//! writes a third matrix (out of place), which its rules handle.

use crate::{Signature, Type};

/// How the routine takes its operands.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Convention {
    /// `cblas_*`: integers, flags and scalars by value, a leading
    /// row/column-major flag on level 2 and 3 routines.
    Cblas,
    /// Fortran `*_`: every operand by address, column-major, characters
    /// for flags (trailing hidden string lengths are ignored).
    Fortran,
    /// cuBLAS's v2 API (`cublasDgemm_v2`, or `cublasDgemm` with its
    /// signature): a handle first, column-major, sizes and flags by value,
    /// factors and results by address, a status returned.
    Cublas,
}

/// The routines that have rules.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Routine {
    Dot,
    Axpy,
    Scal,
    Nrm2,
    Asum,
    Copy,
    Gemv,
    Ger,
    Gemm,
    Symv,
    Trmv,
    Syrk,
    Symm,
    Trmm,
    Trsm,
    /// LAPACK's Cholesky factorisation (Fortran only).
    Potrf,
    /// LAPACK's solve with a Cholesky factor (Fortran only).
    Potrs,
}

/// What each operand of a routine is, by its name in the BLAS reference.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Role {
    Layout,
    Side,
    Uplo,
    TransA,
    TransB,
    M,
    N,
    K,
    Alpha,
    A,
    Lda,
    B,
    Ldb,
    Beta,
    C,
    Ldc,
    X,
    IncX,
    Y,
    IncY,
    Diag,
    /// Right-hand sides (`potrs`).
    Nrhs,
    /// LAPACK's status output.
    Info,
    /// cuBLAS's handle.
    Handle,
    /// Where cuBLAS writes a reduction's result.
    Result,
}

/// The kinds of operand.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Kind {
    /// The storage order (CBLAS only: 101 row-major, 102 column-major).
    Layout,
    /// Whether a matrix is transposed (CBLAS 111/112/113, Fortran
    /// `'N'`/`'T'`/`'C'`).
    Trans,
    /// Which triangle holds a symmetric or triangular matrix (CBLAS
    /// 121 upper, 122 lower; Fortran `'U'`/`'L'`).
    Uplo,
    /// Whether a triangular matrix has a unit diagonal (CBLAS 131/132,
    /// Fortran `'N'`/`'U'`).
    Diag,
    /// Which side a matrix multiplies from (CBLAS 141 left, 142 right;
    /// Fortran `'L'`/`'R'`).
    Side,
    /// An integer the routine writes (LAPACK's `info`).
    Status,
    /// cuBLAS's handle (an opaque pointer passed through).
    Handle,
    /// The address of a reduction's result (cuBLAS).
    Result,
    /// A size, leading dimension or increment.
    Int,
    /// A float factor (`alpha`, `beta`).
    Scalar,
    /// A vector or matrix of floats.
    Array,
}

impl Role {
    pub fn kind(self) -> Kind {
        use Role::*;
        match self {
            Layout => Kind::Layout,
            TransA | TransB => Kind::Trans,
            Uplo => Kind::Uplo,
            Diag => Kind::Diag,
            Side => Kind::Side,
            Info => Kind::Status,
            Handle => Kind::Handle,
            Result => Kind::Result,
            M | N | K | Nrhs | Lda | Ldb | Ldc | IncX | IncY => Kind::Int,
            Alpha | Beta => Kind::Scalar,
            A | B | C | X | Y => Kind::Array,
        }
    }
}

const ROUTINES: &[(&str, Routine)] = &[
    ("dot", Routine::Dot),
    ("axpy", Routine::Axpy),
    ("scal", Routine::Scal),
    ("nrm2", Routine::Nrm2),
    ("asum", Routine::Asum),
    ("copy", Routine::Copy),
    ("gemv", Routine::Gemv),
    ("ger", Routine::Ger),
    ("gemm", Routine::Gemm),
    ("symv", Routine::Symv),
    ("trmv", Routine::Trmv),
    ("syrk", Routine::Syrk),
    ("symm", Routine::Symm),
    ("trmm", Routine::Trmm),
    ("trsm", Routine::Trsm),
    ("potrf", Routine::Potrf),
    ("potrs", Routine::Potrs),
];

impl Routine {
    /// The operands in call order (CBLAS's, without its layout flag).
    pub fn roles(self) -> &'static [Role] {
        use Role::*;
        match self {
            Routine::Dot | Routine::Copy => &[N, X, IncX, Y, IncY],
            Routine::Axpy => &[N, Alpha, X, IncX, Y, IncY],
            Routine::Scal => &[N, Alpha, X, IncX],
            Routine::Nrm2 | Routine::Asum => &[N, X, IncX],
            Routine::Gemv => &[TransA, M, N, Alpha, A, Lda, X, IncX, Beta, Y, IncY],
            Routine::Ger => &[M, N, Alpha, X, IncX, Y, IncY, A, Lda],
            Routine::Gemm => &[TransA, TransB, M, N, K, Alpha, A, Lda, B, Ldb, Beta, C, Ldc],
            Routine::Symv => &[Uplo, N, Alpha, A, Lda, X, IncX, Beta, Y, IncY],
            Routine::Trmv => &[Uplo, TransA, Diag, N, A, Lda, X, IncX],
            Routine::Syrk => &[Uplo, TransA, N, K, Alpha, A, Lda, Beta, C, Ldc],
            Routine::Symm => &[Side, Uplo, M, N, Alpha, A, Lda, B, Ldb, Beta, C, Ldc],
            Routine::Trmm | Routine::Trsm => {
                &[Side, Uplo, TransA, Diag, M, N, Alpha, A, Lda, B, Ldb]
            }
            Routine::Potrf => &[Uplo, N, A, Lda, Info],
            Routine::Potrs => &[Uplo, N, Nrhs, A, Lda, B, Ldb, Info],
        }
    }

    /// The routine's name without precision and convention (`gemm`).
    pub fn stem(self) -> &'static str {
        ROUTINES
            .iter()
            .find(|(_, r)| *r == self)
            .map(|(n, _)| *n)
            .expect("every routine is in the table")
    }

    /// Whether it returns a float (the level 1 reductions).
    pub fn returns_float(self) -> bool {
        matches!(self, Routine::Dot | Routine::Nrm2 | Routine::Asum)
    }

    /// The array it writes, if any.
    pub fn output(self) -> Option<Role> {
        match self {
            Routine::Axpy | Routine::Copy | Routine::Gemv | Routine::Symv => Some(Role::Y),
            Routine::Scal | Routine::Trmv => Some(Role::X),
            Routine::Ger | Routine::Potrf => Some(Role::A),
            Routine::Gemm | Routine::Syrk | Routine::Symm => Some(Role::C),
            Routine::Trmm | Routine::Trsm | Routine::Potrs => Some(Role::B),
            Routine::Dot | Routine::Nrm2 | Routine::Asum => None,
        }
    }

    /// Level 2 and 3 routines take matrices (and CBLAS a layout flag).
    pub fn has_matrices(self) -> bool {
        !matches!(
            self,
            Routine::Dot
                | Routine::Axpy
                | Routine::Scal
                | Routine::Nrm2
                | Routine::Asum
                | Routine::Copy
        )
    }

    /// LAPACK routines, which have only the Fortran convention here.
    pub fn is_lapack(self) -> bool {
        matches!(self, Routine::Potrf | Routine::Potrs)
    }

    /// Whether cuBLAS has the routine (LAPACK's are not cuBLAS's).
    pub fn in_cublas(self) -> bool {
        !self.is_lapack()
    }
}

/// One BLAS routine in one precision and convention.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Blas {
    pub routine: Routine,
    /// `f32` (`s` routines) or `f64` (`d` routines).
    pub float: Type,
    pub conv: Convention,
}

impl Blas {
    /// The routine a function name is (`cblas_dgemm`, `dgemm_`,
    /// `cublasDgemm_v2`).
    pub fn recognise(name: &str) -> Option<Blas> {
        if let Some(rest) = name.strip_prefix("cublas") {
            let rest = rest.strip_suffix("_v2").unwrap_or(rest);
            let float = match rest.as_bytes().first()? {
                b'S' => Type::F32,
                b'D' => Type::F64,
                _ => return None,
            };
            let routine = ROUTINES.iter().find(|(n, _)| *n == &rest[1..])?.1;
            return routine.in_cublas().then_some(Blas {
                routine,
                float,
                conv: Convention::Cublas,
            });
        }
        let (conv, rest) = if let Some(rest) = name.strip_prefix("cblas_") {
            (Convention::Cblas, rest)
        } else if let Some(rest) = name.strip_suffix('_') {
            (Convention::Fortran, rest)
        } else {
            return None;
        };
        let float = match rest.as_bytes().first()? {
            b's' => Type::F32,
            b'd' => Type::F64,
            _ => return None,
        };
        let routine = ROUTINES.iter().find(|(n, _)| *n == &rest[1..])?.1;
        if routine.is_lapack() && conv == Convention::Cblas {
            return None;
        }
        Some(Blas {
            routine,
            float,
            conv,
        })
    }

    /// The routine a function is, if its name says one and its signature
    /// fits it (a function that merely shares a name is not one).
    pub fn of_function(name: &str, sig: &Signature) -> Option<Blas> {
        let blas = Blas::recognise(name)?;
        let int = blas.int_type_in(sig)?;
        let want = blas.signature(int);
        let fits = sig.params.len() >= want.params.len()
            && sig.params[..want.params.len()] == want.params[..]
            && sig.returns == want.returns
            && (sig.params.len() == want.params.len() || blas.conv == Convention::Fortran)
            && (blas.conv != Convention::Cublas || sig.params.len() == want.params.len());
        fits.then_some(blas)
    }

    /// The same family's `routine` (the derivative of `ddot_` calls
    /// `daxpy_`).
    pub fn with(self, routine: Routine) -> Blas {
        Blas { routine, ..self }
    }

    /// The function name.
    pub fn symbol(self) -> String {
        let p = if self.float == Type::F32 { 's' } else { 'd' };
        match self.conv {
            Convention::Cblas => format!("cblas_{p}{}", self.routine.stem()),
            Convention::Fortran => format!("{p}{}_", self.routine.stem()),
            Convention::Cublas => {
                format!("cublas{}{}_v2", p.to_ascii_uppercase(), self.routine.stem())
            }
        }
    }

    /// The operands in call order.
    pub fn params(self) -> Vec<Role> {
        let mut out = Vec::new();
        if self.conv == Convention::Cblas && self.routine.has_matrices() {
            out.push(Role::Layout);
        }
        if self.conv == Convention::Cublas {
            out.push(Role::Handle);
        }
        out.extend_from_slice(self.routine.roles());
        if self.conv == Convention::Cublas && self.routine.returns_float() {
            out.push(Role::Result);
        }
        // cuBLAS's trmm writes C, out of place (a rule that means B in
        // place passes B again).
        if self.out_of_place() {
            out.extend([Role::C, Role::Ldc]);
        }
        out
    }

    /// cuBLAS's `trmm`: `C ← α·op(T)·B`, where BLAS overwrites `B`.
    pub fn out_of_place(self) -> bool {
        self.conv == Convention::Cublas && self.routine == Routine::Trmm
    }

    /// The array it writes, if any.
    pub fn output(self) -> Option<Role> {
        if self.out_of_place() {
            return Some(Role::C);
        }
        self.routine.output()
    }

    /// The argument index of `role`.
    pub fn arg(self, role: Role) -> Option<usize> {
        self.params().iter().position(|&r| r == role)
    }

    /// Whether factors (`alpha`, `beta`) are passed by address.
    pub fn scalars_by_address(self) -> bool {
        self.conv != Convention::Cblas
    }

    /// The integer type of sizes (CBLAS `int`, or 64-bit integers in an
    /// ILP64 build), read from a signature; Fortran's and cuBLAS's are
    /// 32-bit.
    fn int_type_in(self, sig: &Signature) -> Option<Type> {
        match self.conv {
            Convention::Fortran | Convention::Cublas => Some(Type::I32),
            Convention::Cblas => {
                let at = self.arg(Role::N).or(self.arg(Role::M))?;
                let t = *sig.params.get(at)?;
                matches!(t, Type::I32 | Type::I64).then_some(t)
            }
        }
    }

    /// The signature of the routine with sizes of type `int`.
    pub fn signature(self, int: Type) -> Signature {
        let params = self
            .params()
            .into_iter()
            .map(|r| match (self.conv, r.kind()) {
                (Convention::Fortran, _) | (_, Kind::Array | Kind::Handle | Kind::Result) => {
                    Type::PTR
                }
                (Convention::Cublas, Kind::Scalar) => Type::PTR,
                (Convention::Cublas, _) => Type::I32,
                (Convention::Cblas, Kind::Layout | Kind::Trans | Kind::Uplo | Kind::Diag)
                | (Convention::Cblas, Kind::Side | Kind::Status) => Type::I32,
                (Convention::Cblas, Kind::Int) => int,
                (Convention::Cblas, Kind::Scalar) => self.float,
            })
            .collect::<Vec<_>>();
        let returns = if self.conv == Convention::Cublas {
            vec![Type::I32]
        } else if self.routine.returns_float() {
            vec![self.float]
        } else {
            vec![]
        };
        Signature::new(params, returns)
    }

    /// Whether argument `i` is one the routine writes through.
    pub fn writes_arg(self, i: usize) -> bool {
        self.output().and_then(|r| self.arg(r)) == Some(i)
            || self.arg(Role::Info) == Some(i)
            || self.arg(Role::Result) == Some(i)
    }

    /// Whether argument `i` is an array of floats (or, in Fortran and
    /// cuBLAS, the address of a float factor or result).
    pub fn float_memory_arg(self, i: usize) -> bool {
        self.params().get(i).is_some_and(|r| {
            matches!(r.kind(), Kind::Array | Kind::Result)
                || (self.scalars_by_address() && r.kind() == Kind::Scalar)
        })
    }

    /// Whether argument `i` is the address of an integer (Fortran sizes).
    pub fn int_memory_arg(self, i: usize) -> bool {
        self.conv == Convention::Fortran
            && self
                .params()
                .get(i)
                .is_some_and(|r| matches!(r.kind(), Kind::Int | Kind::Status))
    }
}

/// Whether the module may switch a cuBLAS handle to the device pointer
/// mode (`cublasSetPointerMode_v2` with anything but the constant
/// `CUBLAS_POINTER_MODE_HOST`, 0): the rules pass factors and read
/// results by host address, so its cuBLAS calls cannot be differentiated.
pub fn sets_device_pointer_mode(module: &crate::Module) -> bool {
    use crate::InstData;
    let setters: Vec<crate::FuncId> = ["cublasSetPointerMode_v2", "cublasSetPointerMode"]
        .iter()
        .filter_map(|n| module.func_by_name(n))
        .collect();
    if setters.is_empty() {
        return false;
    }
    module.functions.values().any(|f| {
        let def = |v: crate::Value| match f.dfg.values[v].def {
            crate::ValueDef::Result(i, _) => Some(&f.dfg.insts[i]),
            crate::ValueDef::Param(..) => None,
        };
        f.layout.insts().any(|inst| match &f.dfg.insts[inst] {
            InstData::Call { func, args } if setters.contains(func) => !args
                .get(1)
                .is_some_and(|&m| matches!(def(m), Some(InstData::Iconst { imm: 0, .. }))),
            // Its address taken: called who knows how.
            InstData::FuncAddr { func } => setters.contains(func),
            _ => false,
        })
    })
}

/// What to tell a user whose program calls a BLAS, LAPACK or cuBLAS
/// routine zyme has no rule for (`None` for other names).
pub fn missing_rule_hint(name: &str) -> Option<String> {
    let stem = name
        .strip_prefix("cblas_")
        .or_else(|| name.strip_suffix('_'))
        .or_else(|| name.strip_prefix("cublas"))?;
    let known = [
        "dot", "axpy", "scal", "nrm2", "asum", "copy", "gemv", "ger", "gemm", "symv", "trmv",
        "trsv", "syr", "syr2", "syrk", "syr2k", "symm", "trmm", "trsm", "potrf", "potrs", "getrf",
        "getrs", "gesv", "posv", "swap", "rot", "iamax", "spmv", "gbmv",
    ];
    let lower = stem.to_ascii_lowercase();
    let routine = lower.trim_end_matches("_v2");
    let family = routine.get(1..)?;
    if !known.contains(&family) || !matches!(&routine[..1], "s" | "d" | "c" | "z") {
        return None;
    }
    if name.starts_with("cublas") {
        return Some(format!(
            "@{name} is a cuBLAS routine zyme has no rule for (rules exist for the v2 API's real \
             S/D dot, axpy, scal, nrm2, asum, copy, gemv, ger, gemm, symv, trmv, syrk, symm, \
             trmm and trsm); register a derivative with __enzyme_register_gradient_*"
        ));
    }
    Some(format!(
        "@{name} is a BLAS/LAPACK routine zyme has no rule for yet (rules exist for the real \
         s/d routines dot, axpy, scal, nrm2, asum, copy, gemv, ger, gemm, symv, trmv, syrk, \
         symm, trmm and trsm, as cblas_* and Fortran *_, and LAPACK's dpotrf_/dpotrs_); define \
         the routine in the program so zyme differentiates its body, or register a derivative \
         with __enzyme_register_gradient_*"
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names() {
        let b = Blas::recognise("cblas_dgemm").unwrap();
        assert_eq!(b.routine, Routine::Gemm);
        assert_eq!(b.float, Type::F64);
        assert_eq!(b.arg(Role::C), Some(12));
        assert_eq!(b.with(Routine::Axpy).symbol(), "cblas_daxpy");
        let f = Blas::recognise("sdot_").unwrap();
        assert_eq!(
            (f.routine, f.float, f.conv),
            (Routine::Dot, Type::F32, Convention::Fortran)
        );
        assert_eq!(f.arg(Role::X), Some(1));
        assert_eq!(Blas::recognise("ddot"), None);
        assert_eq!(Blas::recognise("cblas_zgemm"), None);
        assert_eq!(Blas::recognise("my_dot_"), None);
        let sig = b.signature(Type::I32);
        assert_eq!(Blas::of_function("cblas_dgemm", &sig), Some(b));
        assert!(missing_rule_hint("cblas_dsyrk").is_some());
        assert!(missing_rule_hint("dpotrf_").is_some());
        assert!(missing_rule_hint("cublasDsyr2k_v2").is_some());
        let cu = Blas::recognise("cublasDgemm_v2").unwrap();
        assert_eq!((cu.routine, cu.conv), (Routine::Gemm, Convention::Cublas));
        assert_eq!(cu.arg(Role::Handle), Some(0));
        assert_eq!(cu.arg(Role::C), Some(12));
        assert_eq!(cu.symbol(), "cublasDgemm_v2");
        let dot = Blas::recognise("cublasSdot").unwrap();
        assert_eq!(dot.arg(Role::Result), Some(6));
        assert!(dot.writes_arg(6) && dot.float_memory_arg(6));
        assert_eq!(dot.signature(Type::I32).returns, vec![Type::I32]);
        let trmm = Blas::recognise("cublasDtrmm_v2").unwrap();
        assert_eq!(
            (trmm.output(), trmm.arg(Role::C)),
            (Some(Role::C), Some(12))
        );
        assert!(trmm.writes_arg(12) && !trmm.writes_arg(10));
        let symv = Blas::recognise("cublasSsymv_v2").unwrap();
        assert_eq!(symv.arg(Role::Uplo), Some(1));
        assert!(missing_rule_hint("my_helper_").is_none());
        let wrong = Signature::new([Type::PTR], [Type::F64]);
        assert_eq!(Blas::of_function("cblas_ddot", &wrong), None);
    }
}
