//! Type analysis: a [`TypeTree`] for every value of every function,
//! propagated through every instruction, in both directions, to an
//! interprocedural fixed point (Enzyme's `TypeAnalysis`).
//!
//! Seeds are the IR types themselves (floats and pointers say what they
//! are), `!tbaa` hints on memory accesses, known library calls, integer
//! arithmetic, and the trees a caller gives the function being
//! differentiated (from argument kinds and user hints such as
//! `__enzyme_double`). The analysis is context-insensitive: a function's
//! parameters hold the join of what every call site passes.

use crate::typetree::{Concrete, FloatKind, TypeTree};
use cranelift_entity::SecondaryMap;
use zyme_ir::{
    BinaryOp, CastOp, FuncId, Function, InstData, MathOp, MemOp, Module, ScalarType, Type, UnaryOp,
    Value, ValueDef,
};

/// The trees of one function's values.
#[derive(Clone, Debug, Default)]
pub struct FuncTypes {
    values: SecondaryMap<Value, TypeTree>,
    returns: Vec<TypeTree>,
    /// A counter of the changes to this function's trees.
    clock: u64,
    /// When each value's tree last changed.
    changed_at: SecondaryMap<Value, u64>,
    /// The clock when each instruction's last evaluation began, plus one
    /// (0: never evaluated).
    evaluated_at: SecondaryMap<zyme_ir::Inst, u64>,
}

impl FuncTypes {
    /// Joins `t` into `v`'s tree; whether it changed (and if so, when).
    fn merge(&mut self, v: Value, t: &TypeTree) -> bool {
        let changed = self.values[v].merge(t);
        self.note(v, changed)
    }

    /// [`FuncTypes::merge`] of `TypeTree::whole(c)`, without building it.
    fn merge_whole(&mut self, v: Value, c: Concrete) -> bool {
        let changed = self.values[v].insert(&[-1], c);
        self.note(v, changed)
    }

    /// Records when `v`'s tree changed, if it did.
    fn note(&mut self, v: Value, changed: bool) -> bool {
        if changed {
            self.clock += 1;
            self.changed_at[v] = self.clock;
        }
        changed
    }

    /// Whether evaluating `inst` again can add nothing: it was evaluated,
    /// and no tree it reads or writes has changed since that began. Its
    /// rules read only those trees (and the IR), so a pass that skips it
    /// reaches the same trees as one that evaluates it. Calls and returns,
    /// which read other functions' trees, are always evaluated.
    fn settled(&self, f: &Function, inst: zyme_ir::Inst) -> bool {
        let seen = self.evaluated_at[inst];
        if seen == 0 {
            return false;
        }
        let data = &f.dfg.insts[inst];
        if matches!(
            data,
            InstData::Call { .. } | InstData::CallIndirect { .. } | InstData::Return { .. }
        ) {
            return false;
        }
        let fresh = |v: Value| self.changed_at[v] < seen;
        let mut all = f.dfg.inst_results(inst).iter().all(|&v| fresh(v));
        data.for_each_operand(|v| {
            all &= fresh(v);
            // An integer compared is typed by the memory its load read.
            if let ValueDef::Result(def, _) = f.dfg.values[v].def {
                if let InstData::Load { ptr, .. } = f.dfg.insts[def] {
                    all &= fresh(ptr);
                }
            }
        });
        for edge in data.targets_iter() {
            all &= f.dfg.block_params(edge.block).iter().all(|&p| fresh(p));
        }
        all
    }
    /// The tree of a value (empty if nothing is known).
    pub fn tree(&self, v: Value) -> &TypeTree {
        &self.values[v]
    }

    /// The trees of the function's results.
    pub fn returns(&self) -> &[TypeTree] {
        &self.returns
    }
}

/// Type trees of every defined function of a module.
#[derive(Clone, Debug, Default)]
pub struct TypeAnalysis {
    funcs: SecondaryMap<FuncId, FuncTypes>,
    analysed: SecondaryMap<FuncId, bool>,
}

impl TypeAnalysis {
    /// Runs the analysis to its fixed point. `seeds` give extra trees for
    /// the parameters of some functions (the one being differentiated).
    pub fn compute(module: &Module, seeds: &[(FuncId, Vec<TypeTree>)]) -> TypeAnalysis {
        let all: Vec<FuncId> = module.functions.keys().collect();
        TypeAnalysis::compute_from(module, &all, seeds)
    }

    /// As [`TypeAnalysis::compute`], over only the functions `roots` may
    /// call (directly, or through a function address they take): what a
    /// derivative of the roots can reach. Callers elsewhere in the module
    /// do not widen the roots' parameters, and a large module costs only
    /// what the differentiated code reaches.
    pub fn compute_from(
        module: &Module,
        roots: &[FuncId],
        seeds: &[(FuncId, Vec<TypeTree>)],
    ) -> TypeAnalysis {
        let mut ta = TypeAnalysis::default();
        let mut stack: Vec<FuncId> = roots.to_vec();
        while let Some(id) = stack.pop() {
            if std::mem::replace(&mut ta.analysed[id], true) {
                continue;
            }
            let f = &module.functions[id];
            for &b in f.layout.blocks() {
                for &inst in f.layout.block_insts(b) {
                    match &f.dfg.insts[inst] {
                        InstData::Call { func, .. } | InstData::FuncAddr { func } => {
                            stack.push(*func)
                        }
                        _ => {}
                    }
                }
            }
        }
        for (id, f) in module.functions.iter() {
            if !ta.analysed[id] {
                continue;
            }
            let ft = &mut ta.funcs[id];
            ft.returns = f
                .sig
                .returns
                .iter()
                .map(|&t| TypeTree::of_type(t))
                .collect();
            if f.is_declaration() {
                continue;
            }
            for v in all_values(f) {
                ft.values[v] = TypeTree::of_type(f.dfg.value_type(v));
            }
        }
        for (id, trees) in seeds {
            let params = module.functions[*id].params().to_vec();
            for (p, t) in params.iter().zip(trees) {
                ta.funcs[*id].merge(*p, t);
            }
        }
        // Round-robin over functions until nothing changes anywhere. Each
        // pass only adds facts and trees are bounded, so this ends.
        loop {
            let mut changed = false;
            for (id, f) in module.functions.iter() {
                if ta.analysed[id] && !f.is_declaration() {
                    changed |= ta.pass(module, id);
                }
            }
            if !changed {
                break;
            }
        }
        ta
    }

    /// Whether `f` was analysed (reachable from the roots).
    pub fn covers(&self, f: FuncId) -> bool {
        self.analysed[f]
    }

    /// The trees of a function's values.
    pub fn func(&self, f: FuncId) -> &FuncTypes {
        &self.funcs[f]
    }

    /// One pass over a function's instructions; whether anything changed.
    fn pass(&mut self, module: &Module, id: FuncId) -> bool {
        let f = &module.functions[id];
        let mut changed = false;
        for block in f.layout.blocks() {
            for &inst in f.layout.block_insts(*block) {
                let ft = &mut self.funcs[id];
                if ft.settled(f, inst) {
                    continue;
                }
                ft.evaluated_at[inst] = ft.clock + 1;
                changed |= self.inst(module, id, f, inst);
            }
        }
        changed
    }

    fn inst(&mut self, module: &Module, id: FuncId, f: &Function, inst: zyme_ir::Inst) -> bool {
        let data = &f.dfg.insts[inst];
        let results = f.dfg.inst_results(inst);
        let mut cx = Rules {
            ft: &mut self.funcs[id],
            f,
            changed: false,
        };
        match data {
            InstData::Iconst { ty, .. } => {
                // Enzyme's rule for integer constants: one narrower than
                // 16 bits, one in [1, 4096] or below -1 cannot be a float's
                // bits or an address that means anything; others (0, -1,
                // masks) may be either and say nothing.
                let v = constant(f, results[0]).unwrap_or(0);
                if ty.lane().bits() < 16 || (1..=4096).contains(&v) || v < -1 {
                    cx.integer(results[0]);
                }
            }
            InstData::Fconst { .. } => {}
            InstData::GlobalAddr { global } => {
                cx.add(results[0], &TypeTree::whole(Concrete::Pointer));
                let mut pointee = TypeTree::new();
                match module.global_contents.get(global) {
                    Some(zyme_ir::GlobalContents::Uniform(t)) => pointee = TypeTree::of_type(*t),
                    Some(zyme_ir::GlobalContents::Scalars(leaves)) => {
                        for &(off, t) in leaves {
                            if let Some(c) = Concrete::of_scalar(t.lane()) {
                                pointee.insert(&[off as i64], c);
                            }
                        }
                    }
                    None => {}
                }
                if !pointee.is_empty() {
                    cx.add(results[0], &TypeTree::pointer_to(&pointee));
                }
            }
            InstData::FuncAddr { .. } | InstData::StackAddr { .. } => {
                cx.add(results[0], &TypeTree::whole(Concrete::Pointer));
            }
            InstData::Unary { op, arg } => match op {
                UnaryOp::Fneg => cx.same(results[0], *arg),
                _ => {
                    cx.integer(*arg);
                    cx.integer(results[0]);
                }
            },
            InstData::Binary { op, args } => {
                if op.is_float() {
                    cx.same(results[0], args[0]);
                    cx.same(results[0], args[1]);
                } else if matches!(
                    op,
                    BinaryOp::Iadd | BinaryOp::Isub | BinaryOp::And | BinaryOp::Or | BinaryOp::Xor
                ) {
                    // Address arithmetic on integers: a pointer plus an
                    // integer is a pointer. Otherwise integer.
                    let a = cx.ft.values[args[0]].scalar(8);
                    let b = cx.ft.values[args[1]].scalar(8);
                    let r = cx.ft.values[results[0]].scalar(8);
                    let narrow = f.dfg.value_type(results[0]).lane().bits() < 64;
                    let arith = matches!(op, BinaryOp::Iadd | BinaryOp::Isub);
                    if *op == BinaryOp::Isub
                        && a == Some(Concrete::Pointer)
                        && b == Some(Concrete::Pointer)
                    {
                        // The distance between two addresses.
                        cx.integer(results[0]);
                    } else if a == Some(Concrete::Pointer) || b == Some(Concrete::Pointer) {
                        if arith {
                            cx.add(results[0], &TypeTree::whole(Concrete::Pointer));
                        }
                    } else if (a == Some(Concrete::Integer) && b == Some(Concrete::Integer))
                        || (arith && narrow)
                        || (arith && r == Some(Concrete::Integer))
                    {
                        // Integers plus integers; narrower than a pointer,
                        // sums are integers; an integer sum has integer
                        // operands (a pointer operand would make it one).
                        // Not so a difference: two addresses subtract to
                        // an integer.
                        cx.integer(results[0]);
                        if *op == BinaryOp::Iadd || narrow {
                            cx.integer(args[0]);
                            cx.integer(args[1]);
                        }
                    }
                } else {
                    cx.integer(args[0]);
                    cx.integer(args[1]);
                    cx.integer(results[0]);
                }
            }
            InstData::Icmp { args, .. } => {
                cx.integer(results[0]);
                // Compared values hold the same kind of bytes (an index
                // against a bound, an address against an end): each takes
                // the other's scalar type unless that is `Anything`.
                for (a, b) in [(args[0], args[1]), (args[1], args[0])] {
                    let size = i64::from(f.dfg.value_type(b).lane().bytes());
                    match cx.ft.values[b].scalar(size) {
                        Some(Concrete::Anything) | None => {}
                        Some(c) => cx.add(a, &TypeTree::whole(c)),
                    }
                }
                // An integer read from memory of mixed data (a C stack
                // frame or an array of structs in wasm's linear memory)
                // that nothing else types, compared: its bits only decide
                // a branch and carry no derivative, so it is an integer.
                for &a in args {
                    if cx.mixed_load(a) {
                        cx.integer(a);
                    }
                }
            }
            InstData::Fcmp { .. } => cx.integer(results[0]),
            InstData::Select { args } => {
                cx.integer(args[0]);
                cx.same(results[0], args[1]);
                cx.same(results[0], args[2]);
            }
            InstData::Cast { op, arg, .. } => {
                let r = results[0];
                match op {
                    CastOp::Bitcast => cx.same(r, *arg),
                    CastOp::Ptrtoint | CastOp::Inttoptr | CastOp::AddrSpaceCast => {
                        let both = cx.ft.values[*arg].clone();
                        cx.add(r, &both);
                        let back = cx.ft.values[r].clone();
                        cx.add(*arg, &back);
                        cx.add(r, &TypeTree::whole(Concrete::Pointer));
                        cx.add(*arg, &TypeTree::whole(Concrete::Pointer));
                    }
                    CastOp::Fptosi | CastOp::Fptoui => cx.integer(r),
                    CastOp::Sitofp | CastOp::Uitofp => cx.integer(*arg),
                    CastOp::Trunc | CastOp::Zext | CastOp::Sext => {
                        cx.integer(*arg);
                        cx.integer(r);
                    }
                    CastOp::Fptrunc | CastOp::Fpext => {}
                }
            }
            InstData::PtrAdd { args: [p, off] } => {
                cx.integer(*off);
                let r = results[0];
                match constant(f, *off) {
                    Some(c) => {
                        let from_base = TypeTree::pointer_to(&cx.ft.values[*p].pointee().shift(c));
                        cx.add(r, &from_base);
                        let from_result =
                            TypeTree::pointer_to(&cx.ft.values[r].pointee().store_shift(c));
                        cx.add(*p, &from_result);
                    }
                    None => {
                        let from_base =
                            TypeTree::pointer_to(&cx.ft.values[*p].pointee().every_offset());
                        cx.add(r, &from_base);
                        let from_result =
                            TypeTree::pointer_to(&cx.ft.values[r].pointee().generalize());
                        cx.add(*p, &from_result);
                    }
                }
            }
            InstData::Load { ty, ptr, flags } => {
                let r = results[0];
                let size = i64::from(ty.bytes());
                let loaded = cx.ft.values[*ptr].pointee().load(0, size);
                // What the access itself says (a type-based alias hint)
                // outranks what the memory says; and memory that holds
                // mixed data (`Anything`, an array of structs indexed by a
                // variable) says nothing about this one load: its uses
                // decide, or nothing does and differentiation asks.
                let hint = flags.hint.and_then(Concrete::of_scalar_hint);
                let mixed = says_nothing(*ty, loaded.scalar(size));
                if hint.is_some() || mixed {
                    cx.add(r, &loaded.below_scalar());
                } else {
                    cx.add(r, &loaded);
                }
                if let Some(h) = hint {
                    cx.add(r, &TypeTree::whole(h));
                }
                let mem = TypeTree::pointer_to(&cx.ft.values[r].store_at(0));
                cx.add(*ptr, &mem);
            }
            InstData::Store {
                args: [v, ptr],
                flags,
            } => {
                let size = i64::from(f.dfg.value_type(*v).bytes());
                let hint = flags.hint.and_then(Concrete::of_scalar_hint);
                if let Some(h) = hint {
                    cx.add(*v, &TypeTree::whole(h));
                }
                let mem = TypeTree::pointer_to(&cx.ft.values[*v].store_at(0));
                cx.add(*ptr, &mem);
                // As for loads: a hinted access, or memory of mixed data
                // (a tape, an array of structs at a variable index), says
                // nothing more about the stored value itself.
                let loaded = cx.ft.values[*ptr].pointee().load(0, size);
                if hint.is_some() || loaded.scalar(size) == Some(Concrete::Anything) {
                    cx.add(*v, &loaded.below_scalar());
                } else {
                    cx.add(*v, &loaded);
                }
            }
            InstData::AtomicRmw { args: [ptr, v], .. } => {
                cx.same(results[0], *v);
                let mem = TypeTree::pointer_to(&cx.ft.values[*v].store_at(0));
                cx.add(*ptr, &mem);
            }
            InstData::CmpXchg {
                args: [ptr, e, n], ..
            } => {
                cx.same(results[0], *e);
                cx.same(*e, *n);
                cx.integer(results[1]);
                let mem = TypeTree::pointer_to(&cx.ft.values[*e].store_at(0));
                cx.add(*ptr, &mem);
            }
            InstData::Mem {
                op,
                args: [dst, src, len],
            } => {
                cx.integer(*len);
                if *op != MemOp::Memset {
                    cx.copy_memory(*dst, *src, constant(f, *len));
                } else {
                    cx.integer(*src);
                }
            }
            InstData::Math { op, args } => {
                if *op == MathOp::Powi {
                    cx.same(results[0], args[0]);
                    cx.integer(args[1]);
                } else {
                    for &a in args {
                        cx.same(results[0], a);
                    }
                }
            }
            InstData::Splat { arg, .. } => cx.same(results[0], *arg),
            InstData::ExtractLane { arg, .. } => cx.same(results[0], *arg),
            InstData::InsertLane { args, .. } => {
                cx.same(results[0], args[0]);
                cx.same(results[0], args[1]);
            }
            InstData::Shuffle { args, .. } => {
                cx.same(results[0], args[0]);
                cx.same(results[0], args[1]);
            }
            InstData::WarpShuffle {
                args: [mask, value, b, c],
                ..
            } => {
                cx.same(results[0], *value);
                for v in [mask, b, c] {
                    cx.integer(*v);
                }
            }
            InstData::Jump { .. } | InstData::Brif { .. } | InstData::Switch { .. } => {
                if let InstData::Brif { cond, .. } = data {
                    cx.integer(*cond);
                }
                for edge in data.targets_iter() {
                    let params = f.dfg.block_params(edge.block);
                    for (&a, &p) in edge.args.iter().zip(params) {
                        cx.same(p, a);
                    }
                }
            }
            InstData::Return { args } => {
                let mut changed = false;
                for (i, &a) in args.iter().enumerate() {
                    let t = cx.ft.values[a].clone();
                    if let Some(r) = cx.ft.returns.get_mut(i) {
                        changed |= r.merge(&t);
                        let back = r.clone();
                        changed |= cx.ft.merge(a, &back);
                    }
                }
                cx.changed |= changed;
            }
            InstData::Call { func, args } => {
                let changed = cx.changed;
                return changed | self.call(module, id, *func, args, results);
            }
            InstData::CallIndirect { .. }
            | InstData::Fence { .. }
            | InstData::Gpu { .. }
            | InstData::Unreachable
            | InstData::Trap => {}
        }
        cx.changed
    }

    /// Arguments of a call in `caller` and parameters of `callee` hold the
    /// same kinds of bytes.
    fn unify_args(
        &mut self,
        caller: FuncId,
        callee: FuncId,
        args: &[Value],
        params: &[Value],
    ) -> bool {
        let mut changed = false;
        for (&a, &p) in args.iter().zip(params) {
            let from_caller = self.funcs[caller].values[a].clone();
            changed |= self.funcs[callee].merge(p, &from_caller);
            let from_callee = self.funcs[callee].values[p].clone();
            changed |= self.funcs[caller].merge(a, &from_callee);
        }
        changed
    }

    /// A direct call: known library functions by name; functions of the
    /// module by unifying arguments with parameters and results with
    /// returns.
    fn call(
        &mut self,
        module: &Module,
        caller: FuncId,
        callee: FuncId,
        args: &[Value],
        results: &[Value],
    ) -> bool {
        let cf = &module.functions[callee];
        let f = &module.functions[caller];
        if let Some(name) = module.library_name(callee) {
            let mut cx = Rules {
                ft: &mut self.funcs[caller],
                f,
                changed: false,
            };
            library_call(&mut cx, name, &module.library_args(callee, args), results);
            // An OpenMP fork passes its arguments after the third to the
            // outlined function, after its two thread numbers.
            let fork = (name == "__kmpc_fork_call")
                .then(|| crate::activity::fork_microtask(f, args))
                .flatten()
                .filter(|&m| !module.functions[m].is_declaration());
            let mut changed = cx.changed;
            if let Some(m) = fork {
                let params = module.functions[m]
                    .params()
                    .get(2..)
                    .unwrap_or(&[])
                    .to_vec();
                changed |= self.unify_args(caller, m, args.get(3..).unwrap_or(&[]), &params);
            }
            return changed;
        }
        let params = cf.params().to_vec();
        let mut changed = self.unify_args(caller, callee, args, &params);
        for (i, &r) in results.iter().enumerate() {
            let from_callee = self.funcs[callee]
                .returns
                .get(i)
                .cloned()
                .unwrap_or_default();
            changed |= self.funcs[caller].merge(r, &from_callee);
            let from_caller = self.funcs[caller].values[r].clone();
            if let Some(ret) = self.funcs[callee].returns.get_mut(i) {
                changed |= ret.merge(&from_caller);
            }
        }
        changed
    }
}

/// The propagation rules' view of one function.
struct Rules<'a> {
    ft: &'a mut FuncTypes,
    f: &'a Function,
    changed: bool,
}

impl Rules<'_> {
    fn add(&mut self, v: Value, t: &TypeTree) {
        self.changed |= self.ft.merge(v, t);
    }

    /// Two values hold the same kind of bytes.
    fn same(&mut self, a: Value, b: Value) {
        let ta = self.ft.values[a].clone();
        let tb = self.ft.values[b].clone();
        self.add(a, &tb);
        self.add(b, &ta);
    }

    /// `v` is an integer loaded from memory whose type at that place is
    /// `Anything`, and nothing has typed `v` itself yet.
    fn mixed_load(&self, v: Value) -> bool {
        let ty = self.f.dfg.value_type(v);
        if !ty.is_int() || self.ft.values[v].scalar(i64::from(ty.bytes())).is_some() {
            return false;
        }
        let ValueDef::Result(inst, _) = self.f.dfg.values[v].def else {
            return false;
        };
        let InstData::Load { ptr, .. } = self.f.dfg.insts[inst] else {
            return false;
        };
        let size = i64::from(ty.bytes());
        says_nothing(ty, self.ft.values[ptr].pointee().load(0, size).scalar(size))
    }

    fn integer(&mut self, v: Value) {
        if self.f.dfg.value_type(v).is_int() {
            self.changed |= self.ft.merge_whole(v, Concrete::Integer);
        }
    }

    /// `dst` and `src` memory share their trees over `len` bytes (or
    /// every offset when the length is not a constant).
    fn copy_memory(&mut self, dst: Value, src: Value, len: Option<i64>) {
        let (d, s) = (self.ft.values[dst].pointee(), self.ft.values[src].pointee());
        let clip = |t: &TypeTree| match len {
            Some(n) => t.extract(0, n),
            None => t.generalize(),
        };
        let to_dst = TypeTree::pointer_to(&clip(&s));
        let to_src = TypeTree::pointer_to(&clip(&d));
        self.add(dst, &to_dst);
        self.add(src, &to_src);
    }
}

/// Whether what memory holds where a load of `ty` reads (`said`) says
/// nothing about the loaded value: mixed data (`Anything`), or a float of
/// another width than a scalar integer load's (an `i32` cannot hold a
/// double's bits: memory typed at every offset of a variable index, where
/// the integers have not been typed yet).
fn says_nothing(ty: Type, said: Option<Concrete>) -> bool {
    match said {
        Some(Concrete::Anything) => true,
        Some(Concrete::Float(k)) => {
            ty.is_int() && !ty.is_vector() && k.bytes() != i64::from(ty.bytes())
        }
        _ => false,
    }
}

/// Trees implied by calls of known C library functions and Enzyme's hint
/// functions.
fn library_call(cx: &mut Rules, name: &str, args: &[Value], results: &[Value]) {
    let ptr = TypeTree::whole(Concrete::Pointer);
    let every = |c: Concrete| TypeTree::pointer_to(&TypeTree::whole(c));
    if let Some(blas) = zyme_ir::blas::Blas::recognise(name) {
        blas_call(cx, blas, args, results);
        return;
    }
    match name {
        _ if crate::alias::is_allocator(name) => {
            for &r in results {
                cx.add(r, &ptr);
            }
            for &a in args {
                if cx.f.dfg.value_type(a).is_int() {
                    cx.integer(a);
                }
            }
        }
        "memcpy" | "memmove" if args.len() == 3 => {
            cx.copy_memory(args[0], args[1], constant(cx.f, args[2]));
        }
        "__enzyme_double" => {
            if let Some(&p) = args.first() {
                cx.add(p, &every(Concrete::Float(FloatKind::F64)));
            }
        }
        "__enzyme_float" => {
            if let Some(&p) = args.first() {
                cx.add(p, &every(Concrete::Float(FloatKind::F32)));
            }
        }
        "__enzyme_integer" => {
            if let Some(&p) = args.first() {
                cx.add(p, &every(Concrete::Integer));
            }
        }
        "__enzyme_pointer" => {
            if let Some(&p) = args.first() {
                cx.add(p, &every(Concrete::Pointer));
            }
        }
        "printf" | "puts" | "strlen" | "strcmp" | "putchar" | "abs" | "labs" | "rand" | "srand"
        | "exit" | "abort" => {
            for &r in results {
                cx.integer(r);
            }
        }
        _ => {}
    }
}

/// A BLAS call: arrays (and Fortran's float factors) of the routine's
/// floats, sizes integers (by value or, in Fortran, by address).
fn blas_call(cx: &mut Rules, blas: zyme_ir::blas::Blas, args: &[Value], results: &[Value]) {
    let float = if blas.float == zyme_ir::Type::F32 {
        FloatKind::F32
    } else {
        FloatKind::F64
    };
    let every = |c: Concrete| TypeTree::pointer_to(&TypeTree::whole(c));
    for (i, &a) in args.iter().enumerate() {
        if blas.float_memory_arg(i) {
            cx.add(a, &every(Concrete::Float(float)));
        } else if blas.int_memory_arg(i) {
            cx.add(a, &every(Concrete::Integer));
        } else if cx.f.dfg.value_type(a).is_int() {
            cx.integer(a);
        }
    }
    // A float result (CBLAS, Fortran), or cuBLAS's status.
    for &r in results {
        if cx.f.dfg.value_type(r).is_float() {
            cx.add(r, &TypeTree::whole(Concrete::Float(float)));
        } else {
            cx.integer(r);
        }
    }
}

impl Concrete {
    /// A memory hint's scalar as a concrete type (every hint says one).
    pub fn of_scalar_hint(s: ScalarType) -> Option<Concrete> {
        Some(match s {
            ScalarType::F32 => Concrete::Float(FloatKind::F32),
            ScalarType::F64 => Concrete::Float(FloatKind::F64),
            ScalarType::Ptr(_) => Concrete::Pointer,
            _ => Concrete::Integer,
        })
    }
}

impl TypeTree {
    /// The inverse of [`TypeTree::shift`]: a memory tree seen from `offset`
    /// bytes before its start.
    pub fn store_shift(&self, offset: i64) -> TypeTree {
        self.shift(-offset)
    }
}

/// The value of an integer constant operand.
pub fn constant(f: &Function, v: Value) -> Option<i64> {
    match f.dfg.values[v].def {
        ValueDef::Result(inst, _) => match f.dfg.insts[inst] {
            InstData::Iconst { ty, imm } => {
                let bits = ty.lane().bits();
                Some(if bits >= 64 {
                    imm as i64
                } else {
                    ((imm << (64 - bits)) as i64) >> (64 - bits)
                })
            }
            _ => None,
        },
        ValueDef::Param(..) => None,
    }
}

/// Every value of a function in layout order: block parameters, then
/// instruction results.
pub fn all_values(f: &Function) -> Vec<Value> {
    let mut out = Vec::new();
    for &b in f.layout.blocks() {
        out.extend_from_slice(f.dfg.block_params(b));
        for &i in f.layout.block_insts(b) {
            out.extend_from_slice(f.dfg.inst_results(i));
        }
    }
    out
}

/// The type of a value, for printers.
pub fn value_type(f: &Function, v: Value) -> Type {
    f.dfg.value_type(v)
}
