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

use std::collections::BTreeMap;
use zyme_ir::blas::{Blas, Convention, Kind, Role, Routine};
use zyme_ir::{CastOp, FloatCC, FuncId, FunctionBuilder, IntCC, MemFlags, Signature, Type, Value};

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
            Convention::Fortran => Type::I32,
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
        Routine::Gemm => {
            add(Alpha, a(A) || a(B));
            add(A, a(B) || a(Alpha));
            add(B, a(A) || a(Alpha));
            add(Beta, a(C));
            add(C, a(Beta));
        }
    }
    out
}

/// Emits rules into one function: the calls in the family's convention,
/// loops over a matrix's lines, temporaries.
pub(crate) struct Emit<'a, 'm> {
    pub b: &'a mut FunctionBuilder<'m>,
    pub fam: Family,
    /// The call's storage order (`i1`, row-major), for CBLAS level 2 and 3
    /// calls.
    pub row_major: Option<Value>,
}

impl Emit<'_, '_> {
    fn i64c(&mut self, x: i64) -> Value {
        self.b.iconst(Type::I64, x)
    }

    fn fc(&mut self, x: f64) -> Value {
        crate::rules::fconst(self.b, self.fam.float, x)
    }

    fn not(&mut self, flag: Value) -> Value {
        let f = self.b.iconst(Type::I1, 0);
        self.b.icmp(IntCC::Eq, flag, f)
    }

    fn sel(&mut self, c: Value, a: Value, b: Value) -> Value {
        self.b.select(c, a, b)
    }

    fn is_row_major(&mut self) -> Value {
        match self.row_major {
            Some(v) => v,
            None => self.b.iconst(Type::I1, 0),
        }
    }

    /// The function of `routine` in the family: the module's own, or an
    /// import of the library's.
    fn routine(&mut self, routine: Routine) -> R<FuncId> {
        let blas = self.fam.blas(routine);
        let name = blas.symbol();
        let want = blas.signature(self.fam.int);
        let m = self.b.module_mut();
        if let Some(f) = m.func_by_name(&name) {
            let have = &m.functions[f].sig;
            let fits = have.returns == want.returns
                && have.params.len() >= want.params.len()
                && have.params[..want.params.len()] == want.params[..];
            if !fits {
                return Err(format!(
                    "the derivative calls @{name}, which the module defines with another signature; give it BLAS's signature or rename it"
                ));
            }
            return Ok(f);
        }
        m.import_function(&name, want).map_err(|e| e.to_string())
    }

    /// A value passed by address (Fortran): a stack slot of the function
    /// holds it.
    pub fn spill(&mut self, v: Value) -> Value {
        let bytes = self.b.func().dfg.value_type(v).bytes();
        let slot = self.b.stack_slot(u64::from(bytes.max(1)), 8);
        let p = self.b.stack_addr(slot);
        self.b.store(v, p, MemFlags::aligned(1));
        p
    }

    /// Calls `routine` with the operands given by role, in the family's
    /// convention; its float result, if any.
    pub fn call(&mut self, routine: Routine, args: &[(Role, Value)]) -> R<Option<Value>> {
        let f = self.routine(routine)?;
        let blas = self.fam.blas(routine);
        let mut out = Vec::new();
        for role in blas.params() {
            let v = if role == Role::Layout {
                self.is_row_major()
            } else {
                args.iter()
                    .find(|(r, _)| *r == role)
                    .map(|&(_, v)| v)
                    .ok_or_else(|| format!("internal: {role:?} missing"))?
            };
            let fortran = self.fam.conv == Convention::Fortran;
            let passed = match role.kind() {
                Kind::Array => v,
                Kind::Int => {
                    let int = if fortran { Type::I32 } else { self.fam.int };
                    let n = if int == Type::I64 {
                        v
                    } else {
                        self.b.cast(CastOp::Trunc, v, int)
                    };
                    if fortran {
                        self.spill(n)
                    } else {
                        n
                    }
                }
                Kind::Trans if fortran => {
                    let t = self.b.iconst(Type::I8, i64::from(b'T'));
                    let n = self.b.iconst(Type::I8, i64::from(b'N'));
                    let c = self.sel(v, t, n);
                    self.spill(c)
                }
                Kind::Trans => {
                    let t = self.b.iconst(Type::I32, 112);
                    let n = self.b.iconst(Type::I32, 111);
                    self.sel(v, t, n)
                }
                Kind::Layout => {
                    let r = self.b.iconst(Type::I32, 101);
                    let c = self.b.iconst(Type::I32, 102);
                    self.sel(v, r, c)
                }
                Kind::Scalar if fortran => self.spill(v),
                Kind::Scalar => v,
            };
            out.push(passed);
        }
        Ok(self.b.call(f, &out).first().copied())
    }

    /// Reads a call's operands (`args`, in the call's order) in canonical
    /// form.
    pub fn read(&mut self, blas: Blas, args: &[Value]) -> Operands {
        let fortran = blas.conv == Convention::Fortran;
        let mut ops = Operands::default();
        for (role, &a) in blas.params().into_iter().zip(args) {
            let v = match role.kind() {
                Kind::Array => continue,
                Kind::Layout => {
                    let r = self.b.iconst(Type::I32, 101);
                    self.b.icmp(IntCC::Eq, a, r)
                }
                Kind::Int => {
                    let n = if fortran {
                        self.b.load(Type::I32, a, MemFlags::aligned(4))
                    } else {
                        a
                    };
                    if self.b.func().dfg.value_type(n) == Type::I64 {
                        n
                    } else {
                        self.b.cast(CastOp::Sext, n, Type::I64)
                    }
                }
                Kind::Trans if fortran => {
                    let c = self.b.load(Type::I8, a, MemFlags::aligned(1));
                    let upper = self.b.iconst(Type::I8, i64::from(b'N'));
                    let lower = self.b.iconst(Type::I8, i64::from(b'n'));
                    let x = self.b.icmp(IntCC::Ne, c, upper);
                    let y = self.b.icmp(IntCC::Ne, c, lower);
                    self.b.band(x, y)
                }
                Kind::Trans => {
                    let n = self.b.iconst(Type::I32, 111);
                    self.b.icmp(IntCC::Ne, a, n)
                }
                Kind::Scalar if fortran => self.b.load(blas.float, a, MemFlags::aligned(4)),
                Kind::Scalar => a,
            };
            ops.vals.insert(role, v);
        }
        for (role, &a) in blas.params().into_iter().zip(args) {
            if role.kind() == Kind::Array {
                let s = ops.v(stride_of(role));
                ops.arrays.insert(role, (a, s));
            }
        }
        if let Some(&rm) = ops.vals.get(&Role::Layout) {
            self.row_major = Some(rm);
        }
        ops
    }

    /// How big `array` of a call of `routine` is.
    pub fn extent(&mut self, routine: Routine, ops: &Operands, array: Role) -> Extent {
        use Role::*;
        let v = |r: Role| ops.v(r);
        match (routine, array) {
            (Routine::Gemv | Routine::Ger, A) => Extent::Matrix(v(M), v(N)),
            (Routine::Gemv, X) => {
                let n = self.sel(v(TransA), v(M), v(N));
                Extent::Vector(n)
            }
            (Routine::Gemv, _) => {
                let n = self.sel(v(TransA), v(N), v(M));
                Extent::Vector(n)
            }
            (Routine::Ger, X) => Extent::Vector(v(M)),
            (Routine::Ger, _) => Extent::Vector(v(N)),
            (Routine::Gemm, A) => {
                let r = self.sel(v(TransA), v(K), v(M));
                let c = self.sel(v(TransA), v(M), v(K));
                Extent::Matrix(r, c)
            }
            (Routine::Gemm, B) => {
                let r = self.sel(v(TransB), v(N), v(K));
                let c = self.sel(v(TransB), v(K), v(N));
                Extent::Matrix(r, c)
            }
            (Routine::Gemm, _) => Extent::Matrix(v(M), v(N)),
            _ => Extent::Vector(v(N)),
        }
    }

    /// A matrix's lines in storage: (how many, elements in each).
    fn lines(&mut self, rows: Value, cols: Value) -> (Value, Value) {
        let rm = self.is_row_major();
        let count = self.sel(rm, rows, cols);
        let len = self.sel(rm, cols, rows);
        (count, len)
    }

    /// Elements a packed copy of an array of `extent` holds.
    pub fn elements(&mut self, extent: Extent) -> Value {
        match extent {
            Extent::Vector(n) => n,
            Extent::Matrix(r, c) => self.b.imul(r, c),
        }
    }

    /// A packed copy's stride (1 for a vector, the line length for a
    /// matrix).
    pub fn packed_stride(&mut self, extent: Extent) -> Value {
        match extent {
            Extent::Vector(_) => self.i64c(1),
            Extent::Matrix(r, c) => self.lines(r, c).1,
        }
    }

    /// Copies an array into packed storage at `dst` (the cache), by a
    /// loop of its own: the cache needs no routine the program may lack.
    pub fn pack(&mut self, extent: Extent, src: (Value, Value), dst: Value) -> R<()> {
        match extent {
            Extent::Vector(n) => self.copy_elems(n, src, dst),
            Extent::Matrix(r, c) => {
                let (count, len) = self.lines(r, c);
                self.over_lines(count, len, &[src, (dst, len)], |em, n, p| {
                    let one = em.i64c(1);
                    em.copy_elems(n, (p[0], one), p[1]);
                    Ok(None)
                })?;
            }
        }
        Ok(())
    }

    /// `dst[i] = x[i]` for the `n` elements of the vector `x` (a negative
    /// stride starts at the far end, as in BLAS).
    fn copy_elems(&mut self, n: Value, x: (Value, Value), dst: Value) {
        let float = self.fam.float;
        let flags = MemFlags::aligned(float.bytes());
        let zero = self.i64c(0);
        let one = self.i64c(1);
        let es = self.i64c(self.fam.elem_bytes());
        // The first element's index: (1 - n)·inc when inc < 0.
        let neg = self.b.icmp(IntCC::Slt, x.1, zero);
        let back = self.b.isub(one, n);
        let far = self.b.imul(back, x.1);
        let first = self.sel(neg, far, zero);
        let header = self.b.create_block();
        let i = self.b.append_param(header, Type::I64);
        let body = self.b.create_block();
        let exit = self.b.create_block();
        self.b.jump(header, &[zero]);
        self.b.switch_to(header);
        let more = self.b.icmp(IntCC::Slt, i, n);
        self.b.brif(more, body, &[], exit, &[]);
        self.b.switch_to(body);
        let step = self.b.imul(i, x.1);
        let k = self.b.iadd(first, step);
        let off = self.b.imul(k, es);
        let p = self.b.ptr_add(x.0, off);
        let v = self.b.load(float, p, flags);
        let doff = self.b.imul(i, es);
        let q = self.b.ptr_add(dst, doff);
        self.b.store(v, q, flags);
        let i2 = self.b.iadd(i, one);
        self.b.jump(header, &[i2]);
        self.b.switch_to(exit);
    }

    /// A loop over `count` lines of `len` elements of the matrices
    /// `mats` (address, leading dimension), calling `body` with the
    /// length and each matrix's line; the sum of the floats it returns.
    fn over_lines(
        &mut self,
        count: Value,
        len: Value,
        mats: &[(Value, Value)],
        mut body: impl FnMut(&mut Self, Value, &[Value]) -> R<Option<Value>>,
    ) -> R<Value> {
        let float = self.fam.float;
        let zero_i = self.i64c(0);
        let zero_f = self.fc(0.0);
        let header = self.b.create_block();
        let j = self.b.append_param(header, Type::I64);
        let acc = self.b.append_param(header, float);
        let body_block = self.b.create_block();
        let exit = self.b.create_block();
        let out = self.b.append_param(exit, float);
        self.b.jump(header, &[zero_i, zero_f]);
        self.b.switch_to(header);
        let more = self.b.icmp(IntCC::Slt, j, count);
        self.b.brif(more, body_block, &[], exit, &[acc]);
        self.b.switch_to(body_block);
        let es = self.i64c(self.fam.elem_bytes());
        let mut lines = Vec::new();
        for &(p, ld) in mats {
            let step = self.b.imul(ld, es);
            let off = self.b.imul(j, step);
            lines.push(self.b.ptr_add(p, off));
        }
        let r = body(self, len, &lines)?;
        let acc2 = match r {
            Some(x) => self.b.fadd(acc, x),
            None => acc,
        };
        let one = self.i64c(1);
        let j2 = self.b.iadd(j, one);
        self.b.jump(header, &[j2, acc2]);
        self.b.switch_to(exit);
        Ok(out)
    }

    /// `m ← factor · m` for a `rows × cols` matrix.
    fn scale_matrix(
        &mut self,
        factor: Value,
        rows: Value,
        cols: Value,
        m: (Value, Value),
    ) -> R<()> {
        let (count, len) = self.lines(rows, cols);
        self.over_lines(count, len, &[m], |em, n, p| {
            let one = em.i64c(1);
            em.call(
                Routine::Scal,
                &[
                    (Role::N, n),
                    (Role::Alpha, factor),
                    (Role::X, p[0]),
                    (Role::IncX, one),
                ],
            )
        })?;
        Ok(())
    }

    /// `y ← y + factor · x` for `rows × cols` matrices.
    fn axpy_matrix(
        &mut self,
        factor: Value,
        rows: Value,
        cols: Value,
        x: (Value, Value),
        y: (Value, Value),
    ) -> R<()> {
        let (count, len) = self.lines(rows, cols);
        self.over_lines(count, len, &[x, y], |em, n, p| {
            let one = em.i64c(1);
            em.call(
                Routine::Axpy,
                &[
                    (Role::N, n),
                    (Role::Alpha, factor),
                    (Role::X, p[0]),
                    (Role::IncX, one),
                    (Role::Y, p[1]),
                    (Role::IncY, one),
                ],
            )
        })?;
        Ok(())
    }

    /// `Σ x∘y` over `rows × cols` matrices.
    fn dot_matrix(
        &mut self,
        rows: Value,
        cols: Value,
        x: (Value, Value),
        y: (Value, Value),
    ) -> R<Value> {
        let (count, len) = self.lines(rows, cols);
        self.over_lines(count, len, &[x, y], |em, n, p| {
            let one = em.i64c(1);
            em.call(
                Routine::Dot,
                &[
                    (Role::N, n),
                    (Role::X, p[0]),
                    (Role::IncX, one),
                    (Role::Y, p[1]),
                    (Role::IncY, one),
                ],
            )
        })
    }

    fn dot(&mut self, n: Value, x: (Value, Value), y: (Value, Value)) -> R<Value> {
        let r = self.call(
            Routine::Dot,
            &[
                (Role::N, n),
                (Role::X, x.0),
                (Role::IncX, x.1),
                (Role::Y, y.0),
                (Role::IncY, y.1),
            ],
        )?;
        r.ok_or_else(|| "internal: dot returns a float".to_string())
    }

    fn axpy(&mut self, n: Value, a: Value, x: (Value, Value), y: (Value, Value)) -> R<()> {
        self.call(
            Routine::Axpy,
            &[
                (Role::N, n),
                (Role::Alpha, a),
                (Role::X, x.0),
                (Role::IncX, x.1),
                (Role::Y, y.0),
                (Role::IncY, y.1),
            ],
        )?;
        Ok(())
    }

    fn scal(&mut self, n: Value, a: Value, x: (Value, Value)) -> R<()> {
        self.call(
            Routine::Scal,
            &[
                (Role::N, n),
                (Role::Alpha, a),
                (Role::X, x.0),
                (Role::IncX, x.1),
            ],
        )?;
        Ok(())
    }

    /// `y ← α·op(A)·x + β·y` for an `m × n` matrix.
    #[allow(clippy::too_many_arguments)]
    fn gemv(
        &mut self,
        trans: Value,
        m: Value,
        n: Value,
        alpha: Value,
        a: (Value, Value),
        x: (Value, Value),
        beta: Value,
        y: (Value, Value),
    ) -> R<()> {
        self.call(
            Routine::Gemv,
            &[
                (Role::TransA, trans),
                (Role::M, m),
                (Role::N, n),
                (Role::Alpha, alpha),
                (Role::A, a.0),
                (Role::Lda, a.1),
                (Role::X, x.0),
                (Role::IncX, x.1),
                (Role::Beta, beta),
                (Role::Y, y.0),
                (Role::IncY, y.1),
            ],
        )?;
        Ok(())
    }

    /// `A ← A + α·x·yᵀ` for an `m × n` matrix.
    fn ger(
        &mut self,
        m: Value,
        n: Value,
        alpha: Value,
        x: (Value, Value),
        y: (Value, Value),
        a: (Value, Value),
    ) -> R<()> {
        self.call(
            Routine::Ger,
            &[
                (Role::M, m),
                (Role::N, n),
                (Role::Alpha, alpha),
                (Role::X, x.0),
                (Role::IncX, x.1),
                (Role::Y, y.0),
                (Role::IncY, y.1),
                (Role::A, a.0),
                (Role::Lda, a.1),
            ],
        )?;
        Ok(())
    }

    /// `C ← α·op(A)·op(B) + β·C`, `C` being `m × n`.
    #[allow(clippy::too_many_arguments)]
    fn gemm(
        &mut self,
        (ta, tb): (Value, Value),
        (m, n, k): (Value, Value, Value),
        alpha: Value,
        a: (Value, Value),
        b: (Value, Value),
        beta: Value,
        c: (Value, Value),
    ) -> R<()> {
        self.call(
            Routine::Gemm,
            &[
                (Role::TransA, ta),
                (Role::TransB, tb),
                (Role::M, m),
                (Role::N, n),
                (Role::K, k),
                (Role::Alpha, alpha),
                (Role::A, a.0),
                (Role::Lda, a.1),
                (Role::B, b.0),
                (Role::Ldb, b.1),
                (Role::Beta, beta),
                (Role::C, c.0),
                (Role::Ldc, c.1),
            ],
        )?;
        Ok(())
    }

    fn malloc(&mut self, elems: Value) -> R<Value> {
        let es = self.i64c(self.fam.elem_bytes());
        let bytes = self.b.imul(elems, es);
        let f = self
            .b
            .module_mut()
            .import_function("malloc", Signature::new([Type::I64], [Type::PTR]))
            .map_err(|e| e.to_string())?;
        Ok(self.b.call(f, &[bytes])[0])
    }

    pub fn free(&mut self, p: Value) -> R<()> {
        let f = self
            .b
            .module_mut()
            .import_function("free", Signature::new([Type::PTR], []))
            .map_err(|e| e.to_string())?;
        self.b.call(f, &[p]);
        Ok(())
    }

    /// `Σ sign(x)·t` (`x` and `t` of one layout), or with `add`, `t +=
    /// factor·sign(x)` element by element: the rules of `asum`.
    fn signs(&mut self, n: Value, x: (Value, Value), t: Value, add: Option<Value>) -> Value {
        let float = self.fam.float;
        let flags = MemFlags::aligned(self.fam.float.bytes());
        let zero_i = self.i64c(0);
        let zero_f = self.fc(0.0);
        let header = self.b.create_block();
        let i = self.b.append_param(header, Type::I64);
        let acc = self.b.append_param(header, float);
        let body = self.b.create_block();
        let exit = self.b.create_block();
        let out = self.b.append_param(exit, float);
        self.b.jump(header, &[zero_i, zero_f]);
        self.b.switch_to(header);
        let more = self.b.icmp(IntCC::Slt, i, n);
        self.b.brif(more, body, &[], exit, &[acc]);
        self.b.switch_to(body);
        let neg = self.b.icmp(IntCC::Slt, x.1, zero_i);
        let minus = self.b.isub(zero_i, x.1);
        let inc = self.sel(neg, minus, x.1);
        let es = self.i64c(self.fam.elem_bytes());
        let step = self.b.imul(inc, es);
        let off = self.b.imul(i, step);
        let px = self.b.ptr_add(x.0, off);
        let pt = self.b.ptr_add(t, off);
        let xv = self.b.load(float, px, flags);
        let one = self.fc(1.0);
        let m_one = self.fc(-1.0);
        let pos = self.b.fcmp(FloatCC::Ogt, xv, zero_f);
        let negv = self.b.fcmp(FloatCC::Olt, xv, zero_f);
        let s1 = self.sel(negv, m_one, zero_f);
        let sign = self.sel(pos, one, s1);
        let tv = self.b.load(float, pt, flags);
        let acc2 = match add {
            Some(factor) => {
                let d = self.b.fmul(factor, sign);
                let nt = self.b.fadd(tv, d);
                self.b.store(nt, pt, flags);
                acc
            }
            None => {
                let d = self.b.fmul(sign, tv);
                self.b.fadd(acc, d)
            }
        };
        let one_i = self.i64c(1);
        let i2 = self.b.iadd(i, one_i);
        self.b.jump(header, &[i2, acc2]);
        self.b.switch_to(exit);
        out
    }
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

/// Emits the reverse of a call of `routine`: adds into the shadows, and
/// returns the adjoints of `alpha` and `beta`.
pub(crate) fn reverse(em: &mut Emit, routine: Routine, adj: &Adjoint) -> R<Vec<(Role, Value)>> {
    use Role::*;
    let ops = &adj.ops;
    let v = |r: Role| ops.v(r);
    let arr = |r: Role| ops.arrays[&r];
    let mut out = Vec::new();
    match routine {
        Routine::Dot => {
            let Some(dr) = adj.dresult else {
                return Ok(out);
            };
            if let Some(sx) = adj.s(X) {
                em.axpy(v(N), dr, arr(Y), sx)?;
            }
            if let Some(sy) = adj.s(Y) {
                em.axpy(v(N), dr, arr(X), sy)?;
            }
        }
        Routine::Nrm2 => {
            let (Some(dr), Some(r), Some(sx)) = (adj.dresult, adj.result, adj.s(X)) else {
                return Ok(out);
            };
            let zero = em.fc(0.0);
            let q = em.b.fdiv(dr, r);
            let is_zero = em.b.fcmp(FloatCC::Oeq, r, zero);
            let c = em.sel(is_zero, zero, q);
            em.axpy(v(N), c, arr(X), sx)?;
        }
        Routine::Asum => {
            let (Some(dr), Some(sx)) = (adj.dresult, adj.s(X)) else {
                return Ok(out);
            };
            em.signs(v(N), arr(X), sx.0, Some(dr));
        }
        Routine::Axpy => {
            let Some(sy) = adj.s(Y) else {
                return Ok(out);
            };
            if adj.alpha {
                out.push((Alpha, em.dot(v(N), arr(X), sy)?));
            }
            if let Some(sx) = adj.s(X) {
                em.axpy(v(N), v(Alpha), sy, sx)?;
            }
        }
        Routine::Scal => {
            let Some(sx) = adj.s(X) else {
                return Ok(out);
            };
            if adj.alpha {
                out.push((Alpha, em.dot(v(N), arr(X), sx)?));
            }
            em.scal(v(N), v(Alpha), sx)?;
        }
        Routine::Copy => {
            let Some(sy) = adj.s(Y) else {
                return Ok(out);
            };
            if let Some(sx) = adj.s(X) {
                let one = em.fc(1.0);
                em.axpy(v(N), one, sy, sx)?;
            }
            let zero = em.fc(0.0);
            em.scal(v(N), zero, sy)?;
        }
        Routine::Gemv => {
            let Some(sy) = adj.s(Y) else {
                return Ok(out);
            };
            let t = v(TransA);
            let leny = em.sel(t, v(N), v(M));
            if adj.alpha {
                let tmp = em.malloc(leny)?;
                let one = em.fc(1.0);
                let zero = em.fc(0.0);
                let unit = em.i64c(1);
                em.gemv(t, v(M), v(N), one, arr(A), arr(X), zero, (tmp, unit))?;
                out.push((Alpha, em.dot(leny, (tmp, unit), sy)?));
                em.free(tmp)?;
            }
            if let Some(sa) = adj.s(A) {
                // dA += α·dy·xᵀ (or α·x·dyᵀ when A is transposed).
                let x = arr(X);
                let u0 = em.sel(t, x.0, sy.0);
                let u1 = em.sel(t, x.1, sy.1);
                let w0 = em.sel(t, sy.0, x.0);
                let w1 = em.sel(t, sy.1, x.1);
                em.ger(v(M), v(N), v(Alpha), (u0, u1), (w0, w1), sa)?;
            }
            if let Some(sx) = adj.s(X) {
                let nt = em.not(t);
                let one = em.fc(1.0);
                em.gemv(nt, v(M), v(N), v(Alpha), arr(A), sy, one, sx)?;
            }
            if adj.beta {
                out.push((Beta, em.dot(leny, arr(Y), sy)?));
            }
            em.scal(leny, v(Beta), sy)?;
        }
        Routine::Ger => {
            let Some(sa) = adj.s(A) else {
                return Ok(out);
            };
            let one = em.fc(1.0);
            if let Some(sx) = adj.s(X) {
                let f = em.b.iconst(Type::I1, 0);
                em.gemv(f, v(M), v(N), v(Alpha), sa, arr(Y), one, sx)?;
            }
            if let Some(sy) = adj.s(Y) {
                let t = em.b.iconst(Type::I1, 1);
                em.gemv(t, v(M), v(N), v(Alpha), sa, arr(X), one, sy)?;
            }
            if adj.alpha {
                let tmp = em.malloc(v(M))?;
                let zero = em.fc(0.0);
                let unit = em.i64c(1);
                let f = em.b.iconst(Type::I1, 0);
                em.gemv(f, v(M), v(N), one, sa, arr(Y), zero, (tmp, unit))?;
                out.push((Alpha, em.dot(v(M), arr(X), (tmp, unit))?));
                em.free(tmp)?;
            }
        }
        Routine::Gemm => {
            let Some(sc) = adj.s(C) else {
                return Ok(out);
            };
            let (ta, tb) = (v(TransA), v(TransB));
            let (m, n, k) = (v(M), v(N), v(K));
            let one = em.fc(1.0);
            let tru = em.b.iconst(Type::I1, 1);
            let fal = em.b.iconst(Type::I1, 0);
            if let Some(sa) = adj.s(A) {
                // op(A) = A:  dA += α·dC·op(B)ᵀ   (M×K)
                // op(A) = Aᵀ: dA += α·op(B)·dCᵀ   (K×M)
                let b = arr(B);
                let ntb = em.not(tb);
                let t1 = em.sel(ta, tb, fal);
                let t2 = em.sel(ta, tru, ntb);
                let mm = em.sel(ta, k, m);
                let nn = em.sel(ta, m, k);
                let p0 = em.sel(ta, b.0, sc.0);
                let p1 = em.sel(ta, b.1, sc.1);
                let q0 = em.sel(ta, sc.0, b.0);
                let q1 = em.sel(ta, sc.1, b.1);
                em.gemm((t1, t2), (mm, nn, n), v(Alpha), (p0, p1), (q0, q1), one, sa)?;
            }
            if let Some(sb) = adj.s(B) {
                // op(B) = B:  dB += α·op(A)ᵀ·dC   (K×N)
                // op(B) = Bᵀ: dB += α·dCᵀ·op(A)   (N×K)
                let a = arr(A);
                let nta = em.not(ta);
                let t1 = em.sel(tb, tru, nta);
                let t2 = em.sel(tb, ta, fal);
                let mm = em.sel(tb, n, k);
                let nn = em.sel(tb, k, n);
                let p0 = em.sel(tb, sc.0, a.0);
                let p1 = em.sel(tb, sc.1, a.1);
                let q0 = em.sel(tb, a.0, sc.0);
                let q1 = em.sel(tb, a.1, sc.1);
                em.gemm((t1, t2), (mm, nn, m), v(Alpha), (p0, p1), (q0, q1), one, sb)?;
            }
            if adj.alpha {
                let elems = em.b.imul(m, n);
                let tmp = em.malloc(elems)?;
                let ld = em.lines(m, n).1;
                let zero = em.fc(0.0);
                em.gemm((ta, tb), (m, n, k), one, arr(A), arr(B), zero, (tmp, ld))?;
                out.push((Alpha, em.dot_matrix(m, n, (tmp, ld), sc)?));
                em.free(tmp)?;
            }
            if adj.beta {
                out.push((Beta, em.dot_matrix(m, n, arr(C), sc)?));
            }
            em.scale_matrix(v(Beta), m, n, sc)?;
        }
    }
    Ok(out)
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
    routine.returns_float()
}

/// Emits the tangent of a call of `routine`: updates the output's
/// tangent, or returns the result's.
pub(crate) fn tangent(em: &mut Emit, routine: Routine, tan: &Tangent) -> R<Option<Value>> {
    use Role::*;
    let ops = &tan.ops;
    let v = |r: Role| ops.v(r);
    let arr = |r: Role| ops.arrays[&r];
    let zero = em.fc(0.0);
    let one = em.fc(1.0);
    match routine {
        Routine::Dot => {
            let mut acc = zero;
            if let Some(tx) = tan.t(X) {
                let d = em.dot(v(N), tx, arr(Y))?;
                acc = em.b.fadd(acc, d);
            }
            if let Some(ty) = tan.t(Y) {
                let d = em.dot(v(N), arr(X), ty)?;
                acc = em.b.fadd(acc, d);
            }
            return Ok(Some(acc));
        }
        Routine::Nrm2 => {
            let (Some(tx), Some(r)) = (tan.t(X), tan.result) else {
                return Ok(Some(zero));
            };
            let d = em.dot(v(N), arr(X), tx)?;
            let q = em.b.fdiv(d, r);
            let is_zero = em.b.fcmp(FloatCC::Oeq, r, zero);
            return Ok(Some(em.sel(is_zero, zero, q)));
        }
        Routine::Asum => {
            let Some(tx) = tan.t(X) else {
                return Ok(Some(zero));
            };
            return Ok(Some(em.signs(v(N), arr(X), tx.0, None)));
        }
        Routine::Axpy => {
            let Some(ty) = tan.t(Y) else { return Ok(None) };
            if let Some(tx) = tan.t(X) {
                em.axpy(v(N), v(Alpha), tx, ty)?;
            }
            if let Some(da) = tan.dalpha {
                em.axpy(v(N), da, arr(X), ty)?;
            }
        }
        Routine::Scal => {
            let Some(tx) = tan.t(X) else { return Ok(None) };
            em.scal(v(N), v(Alpha), tx)?;
            if let Some(da) = tan.dalpha {
                em.axpy(v(N), da, arr(X), tx)?;
            }
        }
        Routine::Copy => {
            let Some(ty) = tan.t(Y) else { return Ok(None) };
            match tan.t(X) {
                Some(tx) => {
                    em.call(
                        Routine::Copy,
                        &[(N, v(N)), (X, tx.0), (IncX, tx.1), (Y, ty.0), (IncY, ty.1)],
                    )?;
                }
                None => em.scal(v(N), zero, ty)?,
            }
        }
        Routine::Gemv => {
            let Some(ty) = tan.t(Y) else { return Ok(None) };
            let t = v(TransA);
            let leny = em.sel(t, v(N), v(M));
            em.scal(leny, v(Beta), ty)?;
            if let Some(db) = tan.dbeta {
                em.axpy(leny, db, arr(Y), ty)?;
            }
            if let Some(ta) = tan.t(A) {
                em.gemv(t, v(M), v(N), v(Alpha), ta, arr(X), one, ty)?;
            }
            if let Some(tx) = tan.t(X) {
                em.gemv(t, v(M), v(N), v(Alpha), arr(A), tx, one, ty)?;
            }
            if let Some(da) = tan.dalpha {
                em.gemv(t, v(M), v(N), da, arr(A), arr(X), one, ty)?;
            }
        }
        Routine::Ger => {
            let Some(ta) = tan.t(A) else { return Ok(None) };
            if let Some(tx) = tan.t(X) {
                em.ger(v(M), v(N), v(Alpha), tx, arr(Y), ta)?;
            }
            if let Some(ty) = tan.t(Y) {
                em.ger(v(M), v(N), v(Alpha), arr(X), ty, ta)?;
            }
            if let Some(da) = tan.dalpha {
                em.ger(v(M), v(N), da, arr(X), arr(Y), ta)?;
            }
        }
        Routine::Gemm => {
            let Some(tc) = tan.t(C) else { return Ok(None) };
            let trans = (v(TransA), v(TransB));
            let dims = (v(M), v(N), v(K));
            em.scale_matrix(v(Beta), v(M), v(N), tc)?;
            if let Some(db) = tan.dbeta {
                em.axpy_matrix(db, v(M), v(N), arr(C), tc)?;
            }
            if let Some(ta) = tan.t(A) {
                em.gemm(trans, dims, v(Alpha), ta, arr(B), one, tc)?;
            }
            if let Some(tb) = tan.t(B) {
                em.gemm(trans, dims, v(Alpha), arr(A), tb, one, tc)?;
            }
            if let Some(da) = tan.dalpha {
                em.gemm(trans, dims, da, arr(A), arr(B), one, tc)?;
            }
        }
    }
    Ok(None)
}
