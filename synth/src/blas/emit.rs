//! Emitting rules: calls in a family's convention, a call's operands in
//! canonical form, loops over vectors, lines and triangles, temporaries.

use super::{stride_of, Extent, Family, Operands, R};
use zyme_ir::blas::{Blas, Convention, Kind, Role, Routine};
use zyme_ir::{CastOp, FloatCC, FuncId, FunctionBuilder, IntCC, MemFlags, Signature, Type, Value};

/// Emits rules into one function: the calls in the family's convention,
/// loops over a matrix's lines, temporaries.
pub(crate) struct Emit<'a, 'm> {
    pub b: &'a mut FunctionBuilder<'m>,
    pub fam: Family,
    /// The call's storage order (`i1`, row-major), for CBLAS level 2 and 3
    /// calls.
    pub row_major: Option<Value>,
    /// The call's cuBLAS handle, which the rule's calls pass on.
    pub handle: Option<Value>,
}

impl<'a, 'm> Emit<'a, 'm> {
    pub fn new(b: &'a mut FunctionBuilder<'m>, fam: Family) -> Self {
        Emit {
            b,
            fam,
            row_major: None,
            handle: None,
        }
    }
}

impl Emit<'_, '_> {
    pub(super) fn cublas(&self) -> bool {
        self.fam.conv == Convention::Cublas
    }

    pub(super) fn i64c(&mut self, x: i64) -> Value {
        self.b.iconst(Type::I64, x)
    }

    pub(super) fn fc(&mut self, x: f64) -> Value {
        crate::rules::fconst(self.b, self.fam.float, x)
    }

    pub(super) fn not(&mut self, flag: Value) -> Value {
        let f = self.b.iconst(Type::I1, 0);
        self.b.icmp(IntCC::Eq, flag, f)
    }

    pub(super) fn sel(&mut self, c: Value, a: Value, b: Value) -> Value {
        self.b.select(c, a, b)
    }

    pub(super) fn is_row_major(&mut self) -> Value {
        match self.row_major {
            Some(v) => v,
            None => self.b.iconst(Type::I1, 0),
        }
    }

    /// The function of `routine` in the family: the module's own, or an
    /// import of the library's.
    pub(super) fn routine(&mut self, routine: Routine) -> R<FuncId> {
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

    /// Calls `routine` with its operands in the order of
    /// [`Routine::roles`] (the storage order, LAPACK's status, cuBLAS's
    /// handle and result are the call's own), in the family's convention;
    /// its float result, if any.
    pub fn call(&mut self, routine: Routine, args: &[Value]) -> R<Option<Value>> {
        let f = self.routine(routine)?;
        let blas = self.fam.blas(routine);
        // cuBLAS's trmm writes C: the rules mean B, in place.
        let mut in_place = Vec::new();
        if self.cublas() && routine == Routine::Trmm {
            let b = routine.roles().iter().position(|&r| r == Role::B);
            in_place.extend(b.and_then(|i| Some([*args.get(i)?, *args.get(i + 1)?])));
        }
        let mut given = args.iter().copied().chain(in_place.into_iter().flatten());
        let mut out = Vec::new();
        let mut result_slot = None;
        for role in blas.params() {
            let v = match role {
                Role::Layout => self.is_row_major(),
                Role::Info => self.b.iconst(Type::I32, 0),
                Role::Handle => self
                    .handle
                    .ok_or_else(|| format!("internal: no cuBLAS handle for {routine:?}"))?,
                Role::Result => {
                    let slot = self.b.stack_slot(8, 8);
                    let p = self.b.stack_addr(slot);
                    result_slot = Some(p);
                    p
                }
                _ => given
                    .next()
                    .ok_or_else(|| format!("internal: {role:?} of {routine:?} missing"))?,
            };
            let fortran = self.fam.conv == Convention::Fortran;
            let cublas = self.cublas();
            let passed = match role.kind() {
                Kind::Array | Kind::Handle | Kind::Result => v,
                Kind::Int => {
                    let int = if fortran || cublas {
                        Type::I32
                    } else {
                        self.fam.int
                    };
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
                    let (yes, no) = if cublas { (1, 0) } else { (112, 111) };
                    let t = self.b.iconst(Type::I32, yes);
                    let n = self.b.iconst(Type::I32, no);
                    self.sel(v, t, n)
                }
                Kind::Layout => {
                    let r = self.b.iconst(Type::I32, 101);
                    let c = self.b.iconst(Type::I32, 102);
                    self.sel(v, r, c)
                }
                Kind::Scalar if fortran || cublas => self.spill(v),
                Kind::Scalar => v,
                Kind::Uplo | Kind::Diag | Kind::Side => {
                    let (yes, no) = flag_codes(role.kind(), self.fam.conv);
                    let y = self
                        .b
                        .iconst(if fortran { Type::I8 } else { Type::I32 }, yes);
                    let n = self
                        .b
                        .iconst(if fortran { Type::I8 } else { Type::I32 }, no);
                    let c = self.sel(v, y, n);
                    if fortran {
                        self.spill(c)
                    } else {
                        c
                    }
                }
                Kind::Status => {
                    let zero = self.b.iconst(Type::I32, 0);
                    self.spill(zero)
                }
            };
            out.push(passed);
        }
        // A Fortran routine the program declares with gfortran's hidden
        // lengths of its character arguments: each is one character.
        let params = self.b.module().functions[f].sig.params.clone();
        for &t in &params[out.len().min(params.len())..] {
            let v = if t.is_float() {
                crate::rules::fconst(self.b, t, 0.0)
            } else {
                self.b.iconst(t, i64::from(!t.is_ptr()))
            };
            out.push(v);
        }
        let returned = self.b.call(f, &out).first().copied();
        // cuBLAS returns a status and writes a reduction's result (in the
        // host pointer mode).
        Ok(match result_slot {
            Some(p) => Some(self.b.load(self.fam.float, p, MemFlags::aligned(8))),
            None if self.cublas() => None,
            None => returned,
        })
    }

    /// Reads a call's operands (`args`, in the call's order) in canonical
    /// form.
    pub fn read(&mut self, blas: Blas, args: &[Value]) -> Operands {
        let fortran = blas.conv == Convention::Fortran;
        let cublas = blas.conv == Convention::Cublas;
        let mut ops = Operands::default();
        for (role, &a) in blas.params().into_iter().zip(args) {
            let v = match role.kind() {
                Kind::Array | Kind::Result => continue,
                Kind::Handle => {
                    self.handle = Some(a);
                    a
                }
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
                    let n = self.b.iconst(Type::I32, if cublas { 0 } else { 111 });
                    self.b.icmp(IntCC::Ne, a, n)
                }
                Kind::Scalar if blas.scalars_by_address() => {
                    self.b.load(blas.float, a, MemFlags::aligned(4))
                }
                Kind::Scalar => a,
                Kind::Status => continue,
                Kind::Uplo | Kind::Diag | Kind::Side => {
                    let (yes, _) = flag_codes(role.kind(), blas.conv);
                    if fortran {
                        // Either case of the letter.
                        let c = self.b.load(Type::I8, a, MemFlags::aligned(1));
                        let upper = self.b.iconst(Type::I8, yes);
                        let lower = self.b.iconst(Type::I8, yes | 0x20);
                        let x = self.b.icmp(IntCC::Eq, c, upper);
                        let y = self.b.icmp(IntCC::Eq, c, lower);
                        self.b.bor(x, y)
                    } else {
                        let y = self.b.iconst(Type::I32, yes);
                        self.b.icmp(IntCC::Eq, a, y)
                    }
                }
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
            (Routine::Symv | Routine::Trmv | Routine::Potrf | Routine::Potrs, A) => {
                Extent::Matrix(v(N), v(N))
            }
            (Routine::Potrs, _) => Extent::Matrix(v(N), v(Nrhs)),
            (Routine::Syrk, A) => {
                let r = self.sel(v(TransA), v(K), v(N));
                let c = self.sel(v(TransA), v(N), v(K));
                Extent::Matrix(r, c)
            }
            (Routine::Syrk, _) => Extent::Matrix(v(N), v(N)),
            (Routine::Symm | Routine::Trmm | Routine::Trsm, A) => {
                let n = self.sel(v(Side), v(N), v(M));
                Extent::Matrix(n, n)
            }
            (Routine::Symm | Routine::Trmm | Routine::Trsm, _) => Extent::Matrix(v(M), v(N)),
            _ => Extent::Vector(v(N)),
        }
    }

    /// A matrix's lines in storage: (how many, elements in each).
    pub(super) fn lines(&mut self, rows: Value, cols: Value) -> (Value, Value) {
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

    /// Copies an array into packed storage at `dst` (the cache), by
    /// `memcpy` of each contiguous line (or a loop over a strided
    /// vector's elements): the cache needs no routine the program may lack.
    /// In cuBLAS the copies are `copy` calls: the host touches no element.
    pub fn pack(&mut self, extent: Extent, src: (Value, Value), dst: Value) -> R<()> {
        let es = self.i64c(self.fam.elem_bytes());
        if self.cublas() {
            let one = self.i64c(1);
            match extent {
                Extent::Vector(n) => {
                    self.call(Routine::Copy, &[n, src.0, src.1, dst, one])?;
                }
                Extent::Matrix(r, c) => {
                    let (count, len) = self.lines(r, c);
                    self.over_lines(count, len, &[src, (dst, len)], |em, n, p| {
                        em.call(Routine::Copy, &[n, p[0], one, p[1], one])
                    })?;
                }
            }
            return Ok(());
        }
        match extent {
            Extent::Vector(n) => {
                let one = self.i64c(1);
                let unit = self.b.icmp(IntCC::Eq, src.1, one);
                let fast = self.b.create_block();
                let slow = self.b.create_block();
                let join = self.b.create_block();
                self.b.brif(unit, fast, &[], slow, &[]);
                self.b.switch_to(fast);
                let bytes = self.b.imul(n, es);
                self.b.mem(zyme_ir::MemOp::Memcpy, dst, src.0, bytes);
                self.b.jump(join, &[]);
                self.b.switch_to(slow);
                self.copy_elems(n, src, dst);
                self.b.jump(join, &[]);
                self.b.switch_to(join);
            }
            Extent::Matrix(r, c) => {
                let (count, len) = self.lines(r, c);
                self.over_lines(count, len, &[src, (dst, len)], |em, n, p| {
                    let bytes = em.b.imul(n, es);
                    em.b.mem(zyme_ir::MemOp::Memcpy, p[1], p[0], bytes);
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
    pub(super) fn over_lines(
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
    pub(super) fn scale_matrix(
        &mut self,
        factor: Value,
        rows: Value,
        cols: Value,
        m: (Value, Value),
    ) -> R<()> {
        let (count, len) = self.lines(rows, cols);
        self.over_lines(count, len, &[m], |em, n, p| {
            let one = em.i64c(1);
            em.call(Routine::Scal, &[n, factor, p[0], one])
        })?;
        Ok(())
    }

    /// `y ← y + factor · x` for `rows × cols` matrices.
    pub(super) fn axpy_matrix(
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
            em.call(Routine::Axpy, &[n, factor, p[0], one, p[1], one])
        })?;
        Ok(())
    }

    /// `Σ x∘y` over `rows × cols` matrices.
    pub(super) fn dot_matrix(
        &mut self,
        rows: Value,
        cols: Value,
        x: (Value, Value),
        y: (Value, Value),
    ) -> R<Value> {
        let (count, len) = self.lines(rows, cols);
        self.over_lines(count, len, &[x, y], |em, n, p| {
            let one = em.i64c(1);
            em.call(Routine::Dot, &[n, p[0], one, p[1], one])
        })
    }

    pub(super) fn dot(&mut self, n: Value, x: (Value, Value), y: (Value, Value)) -> R<Value> {
        let r = self.call(Routine::Dot, &[n, x.0, x.1, y.0, y.1])?;
        r.ok_or_else(|| "internal: dot returns a float".to_string())
    }

    pub(super) fn axpy(
        &mut self,
        n: Value,
        a: Value,
        x: (Value, Value),
        y: (Value, Value),
    ) -> R<()> {
        self.call(Routine::Axpy, &[n, a, x.0, x.1, y.0, y.1])?;
        Ok(())
    }

    pub(super) fn scal(&mut self, n: Value, a: Value, x: (Value, Value)) -> R<()> {
        self.call(Routine::Scal, &[n, a, x.0, x.1])?;
        Ok(())
    }

    /// `y ← α·op(A)·x + β·y` for an `m × n` matrix.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn gemv(
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
            &[trans, m, n, alpha, a.0, a.1, x.0, x.1, beta, y.0, y.1],
        )?;
        Ok(())
    }

    /// `A ← A + α·x·yᵀ` for an `m × n` matrix.
    pub(super) fn ger(
        &mut self,
        m: Value,
        n: Value,
        alpha: Value,
        x: (Value, Value),
        y: (Value, Value),
        a: (Value, Value),
    ) -> R<()> {
        self.call(Routine::Ger, &[m, n, alpha, x.0, x.1, y.0, y.1, a.0, a.1])?;
        Ok(())
    }

    /// `C ← α·op(A)·op(B) + β·C`, `C` being `m × n`.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn gemm(
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
            &[ta, tb, m, n, k, alpha, a.0, a.1, b.0, b.1, beta, c.0, c.1],
        )?;
        Ok(())
    }

    /// The elements `scal`, `nrm2` and `asum` touch: none for a stride
    /// that is not positive (the reference BLAS, and OpenBLAS, do
    /// nothing then).
    pub(super) fn positive_stride_count(&mut self, n: Value, inc: Value) -> Value {
        let zero = self.i64c(0);
        let positive = self.b.icmp(IntCC::Sgt, inc, zero);
        self.sel(positive, n, zero)
    }

    /// A loop `i = 0..n`, `body` emitting each iteration.
    pub(super) fn loop_n(
        &mut self,
        n: Value,
        mut body: impl FnMut(&mut Self, Value) -> R<()>,
    ) -> R<()> {
        let zero = self.i64c(0);
        let header = self.b.create_block();
        let i = self.b.append_param(header, Type::I64);
        let body_block = self.b.create_block();
        let exit = self.b.create_block();
        self.b.jump(header, &[zero]);
        self.b.switch_to(header);
        let more = self.b.icmp(IntCC::Slt, i, n);
        self.b.brif(more, body_block, &[], exit, &[]);
        self.b.switch_to(body_block);
        body(self, i)?;
        let one = self.i64c(1);
        let i2 = self.b.iadd(i, one);
        self.b.jump(header, &[i2]);
        self.b.switch_to(exit);
        Ok(())
    }

    /// Every `(i, j)` of an `n × n` matrix.
    pub(super) fn square_loop(
        &mut self,
        n: Value,
        mut body: impl FnMut(&mut Self, Value, Value) -> R<()>,
    ) -> R<()> {
        self.loop_n(n, |em, j| em.loop_n(n, |em, i| body(em, i, j)))
    }

    /// The address of element `(i, j)` of a matrix with leading
    /// dimension `ld` in the call's storage order.
    pub(super) fn elem(&mut self, m: (Value, Value), i: Value, j: Value) -> Value {
        let rm = self.is_row_major();
        let a = self.sel(rm, i, j);
        let b = self.sel(rm, j, i);
        let line = self.b.imul(a, m.1);
        let k = self.b.iadd(line, b);
        let es = self.i64c(self.fam.elem_bytes());
        let off = self.b.imul(k, es);
        self.b.ptr_add(m.0, off)
    }

    pub(super) fn load_at(&mut self, m: (Value, Value), i: Value, j: Value) -> Value {
        let p = self.elem(m, i, j);
        let flags = MemFlags::aligned(self.fam.float.bytes());
        self.b.load(self.fam.float, p, flags)
    }

    pub(super) fn store_at(&mut self, m: (Value, Value), i: Value, j: Value, v: Value) {
        let p = self.elem(m, i, j);
        let flags = MemFlags::aligned(self.fam.float.bytes());
        self.b.store(v, p, flags);
    }

    /// Whether `(i, j)` is in the triangle `lower` names (strictly, with
    /// `strict`).
    pub(super) fn in_tri(&mut self, lower: Value, strict: Value, i: Value, j: Value) -> Value {
        let ge = self.b.icmp(IntCC::Sge, i, j);
        let le = self.b.icmp(IntCC::Sle, i, j);
        let side = self.sel(lower, ge, le);
        let ne = self.b.icmp(IntCC::Ne, i, j);
        let t = self.b.iconst(Type::I1, 1);
        let off_diag = self.sel(strict, ne, t);
        self.b.band(side, off_diag)
    }

    /// Element `k` of vector `x` (BLAS's order: a negative stride starts
    /// at the far end).
    pub(super) fn vec_at(&mut self, n: Value, x: (Value, Value), k: Value) -> Value {
        let zero = self.i64c(0);
        let one = self.i64c(1);
        let neg = self.b.icmp(IntCC::Slt, x.1, zero);
        let back = self.b.isub(one, n);
        let far = self.b.imul(back, x.1);
        let first = self.sel(neg, far, zero);
        let step = self.b.imul(k, x.1);
        let idx = self.b.iadd(first, step);
        let es = self.i64c(self.fam.elem_bytes());
        let off = self.b.imul(idx, es);
        let p = self.b.ptr_add(x.0, off);
        let flags = MemFlags::aligned(self.fam.float.bytes());
        self.b.load(self.fam.float, p, flags)
    }

    /// A zeroed-or-not temporary `rows × cols` matrix, packed: its
    /// address and leading dimension.
    pub(super) fn temp_matrix(&mut self, rows: Value, cols: Value) -> R<(Value, Value)> {
        let n = self.b.imul(rows, cols);
        let p = self.malloc(n)?;
        let ld = self.lines(rows, cols).1;
        Ok((p, ld))
    }

    /// A packed copy of a `rows × cols` matrix.
    pub(super) fn copy_matrix(
        &mut self,
        rows: Value,
        cols: Value,
        m: (Value, Value),
    ) -> R<(Value, Value)> {
        let t = self.temp_matrix(rows, cols)?;
        self.pack(Extent::Matrix(rows, cols), m, t.0)?;
        Ok(t)
    }

    /// A temporary array of `elems` floats where the routines' arrays
    /// live (device memory for cuBLAS); [`Emit::free`] releases it.
    pub(super) fn malloc(&mut self, elems: Value) -> R<Value> {
        let es = self.i64c(self.fam.elem_bytes());
        let bytes = self.b.imul(elems, es);
        self.malloc_arrays(bytes)
    }

    /// `bytes` of memory where the routines' arrays live.
    pub fn malloc_arrays(&mut self, bytes: Value) -> R<Value> {
        if !self.cublas() {
            return self.malloc_bytes(bytes);
        }
        let f = self.import("cudaMalloc", &[Type::PTR, Type::I64], &[Type::I32])?;
        let slot = self.b.stack_slot(8, 8);
        let p = self.b.stack_addr(slot);
        self.b.call(f, &[p, bytes]);
        Ok(self.b.load(Type::PTR, p, MemFlags::aligned(8)))
    }

    /// Releases what [`Emit::malloc_arrays`] returned.
    pub fn free(&mut self, p: Value) -> R<()> {
        if self.cublas() {
            let f = self.import("cudaFree", &[Type::PTR], &[Type::I32])?;
            self.b.call(f, &[p]);
            return Ok(());
        }
        self.free_host(p)
    }

    fn import(&mut self, name: &str, params: &[Type], returns: &[Type]) -> R<FuncId> {
        let sig = Signature::new(params.to_vec(), returns.to_vec());
        self.b
            .module_mut()
            .import_function(name, sig)
            .map_err(|e| e.to_string())
    }

    /// Host memory (a cache block's header).
    pub fn malloc_bytes(&mut self, bytes: Value) -> R<Value> {
        let f = self.import("malloc", &[Type::I64], &[Type::PTR])?;
        Ok(self.b.call(f, &[bytes])[0])
    }

    pub fn free_host(&mut self, p: Value) -> R<()> {
        let f = self.import("free", &[Type::PTR], &[])?;
        self.b.call(f, &[p]);
        Ok(())
    }

    /// Runs the element-wise `body` on the arrays `staged` (each marked
    /// whether `body` writes it): in cuBLAS on host copies, moved by
    /// `cudaMemcpy` in and (the written ones) back out, since the host may
    /// not touch device memory; elsewhere on the arrays themselves.
    pub(super) fn on_host<T>(
        &mut self,
        staged: &[(Staged, bool)],
        body: impl FnOnce(&mut Self, &[M]) -> R<T>,
    ) -> R<T> {
        if !self.cublas() {
            let arrays: Vec<M> = staged.iter().map(|(s, _)| s.array()).collect();
            return body(self, &arrays);
        }
        let mut hosts = Vec::new();
        for (s, _) in staged {
            hosts.push(self.stage(*s, true, None)?);
        }
        let out = body(self, &hosts)?;
        for (&(s, written), &h) in staged.iter().zip(&hosts) {
            if written {
                self.stage(s, false, Some(h))?;
            }
            self.free_host(h.0)?;
        }
        Ok(out)
    }

    /// Copies a device array to a new packed host copy (`to_host`), or
    /// the host copy `host` back.
    fn stage(&mut self, s: Staged, to_host: bool, host: Option<M>) -> R<M> {
        let es = self.i64c(self.fam.elem_bytes());
        let (h2d, d2h) = (self.b.iconst(Type::I32, 1), self.b.iconst(Type::I32, 2));
        let memcpy = self.import(
            "cudaMemcpy",
            &[Type::PTR, Type::PTR, Type::I64, Type::I32],
            &[Type::I32],
        )?;
        match s {
            Staged::Vector(n, x) => {
                // Through a packed device copy: cuBLAS's copy handles the
                // stride (a negative one starts at the far end).
                let bytes = self.b.imul(n, es);
                let host = match host {
                    Some(h) => h.0,
                    None => self.malloc_bytes(bytes)?,
                };
                let dev = self.malloc(n)?;
                let one = self.i64c(1);
                if to_host {
                    self.call(Routine::Copy, &[n, x.0, x.1, dev, one])?;
                    self.b.call(memcpy, &[host, dev, bytes, d2h]);
                } else {
                    self.b.call(memcpy, &[dev, host, bytes, h2d]);
                    self.call(Routine::Copy, &[n, dev, one, x.0, x.1])?;
                }
                self.free(dev)?;
                Ok((host, one))
            }
            Staged::Matrix(rows, cols, m) => {
                let (count, len) = self.lines(rows, cols);
                let host = match host {
                    Some(h) => h.0,
                    None => {
                        let n = self.b.imul(rows, cols);
                        let bytes = self.b.imul(n, es);
                        self.malloc_bytes(bytes)?
                    }
                };
                self.over_lines(count, len, &[m, (host, len)], |em, n, p| {
                    let bytes = em.b.imul(n, es);
                    let (dst, src, kind) = if to_host {
                        (p[1], p[0], d2h)
                    } else {
                        (p[0], p[1], h2d)
                    };
                    em.b.call(memcpy, &[dst, src, bytes, kind]);
                    Ok(None)
                })?;
                Ok((host, len))
            }
        }
    }

    /// `Σ sign(x)·t` (`x` and `t` of one layout), or with `add`, `t +=
    /// factor·sign(x)` element by element: the rules of `asum`.
    pub(super) fn signs(
        &mut self,
        n: Value,
        x: (Value, Value),
        t: Value,
        add: Option<Value>,
    ) -> R<Value> {
        let staged = [
            (Staged::Vector(n, x), false),
            (Staged::Vector(n, (t, x.1)), add.is_some()),
        ];
        self.on_host(&staged, |em, h| Ok(em.signs_here(n, h[0], h[1].0, add)))
    }

    fn signs_here(&mut self, n: Value, x: (Value, Value), t: Value, add: Option<Value>) -> Value {
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

/// A matrix or vector: its address and stride (leading dimension).
pub(super) type M = (Value, Value);

/// An array an element-wise rule reads or writes.
#[derive(Copy, Clone, Debug)]
pub(super) enum Staged {
    /// `n` elements with a stride.
    Vector(Value, M),
    /// Rows and columns in the call's storage order.
    Matrix(Value, Value, M),
}

impl Staged {
    fn array(self) -> M {
        match self {
            Staged::Vector(_, m) | Staged::Matrix(_, _, m) => m,
        }
    }
}

/// CBLAS's code, Fortran's letter or cuBLAS's enumerator for a flag's
/// `true` value (lower, unit diagonal, right side) and its `false` one.
fn flag_codes(kind: Kind, conv: Convention) -> (i64, i64) {
    match (kind, conv) {
        (Kind::Uplo, Convention::Cblas) => (122, 121),
        (Kind::Uplo, Convention::Fortran) => (i64::from(b'L'), i64::from(b'U')),
        (Kind::Uplo, Convention::Cublas) => (0, 1),
        (Kind::Diag, Convention::Cblas) => (132, 131),
        (Kind::Diag, Convention::Fortran) => (i64::from(b'U'), i64::from(b'N')),
        (Kind::Side, Convention::Cblas) => (142, 141),
        (_, Convention::Cublas) => (1, 0),
        _ => (i64::from(b'R'), i64::from(b'L')),
    }
}
