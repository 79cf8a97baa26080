//! Calls in forward mode: the callee's own forward derivative (recursion
//! included), a registered derivative, or the C library's rules.

use super::body::Body;
use crate::SynthError;
use zyme_ir::autodiff::{ArgKind, ForwardOptions};
use zyme_ir::library::{library_kind, LibraryKind};
use zyme_ir::{FuncId, InstData, MemFlags, MemOp, Signature, Type, Value};

impl Body<'_, '_> {
    /// An active call: library functions by name, module functions by
    /// their own forward derivative.
    pub(super) fn call(
        &mut self,
        callee: FuncId,
        args: &[Value],
        results: &[Value],
    ) -> Result<(), SynthError> {
        let w = self.width();
        let name = self.fwd.module.functions[callee].name.clone();
        let prim: Vec<Value> = args
            .iter()
            .map(|&a| self.val(a))
            .collect::<Result<_, _>>()?;
        // A registered derivative comes first: it is how a program gives
        // the derivative of a function zyme cannot see (an external one).
        if let Some(&d) = self.fwd.customs.get(&callee) {
            return self.custom_call(callee, d, args, &prim, results);
        }
        if self.fwd.inactive.contains(&callee) {
            let new_results = self.b().call(callee, &prim);
            for (&r, &n) in results.iter().zip(&new_results) {
                self.vmap.insert(r, n);
                if self.activity.is_active(r) {
                    let zero = self.zero(self.ty(r));
                    self.set_tans(r, vec![zero; w]);
                }
            }
            return Ok(());
        }
        if self.blas_call(callee, args, &prim, results)?.is_some() {
            return Ok(());
        }
        if name == crate::reverse::FORK {
            return self.fork(callee, args, &prim);
        }
        if let Some(library) = self.fwd.module.library_name(callee).map(str::to_string) {
            let new_results = self.b().call(callee, &prim);
            for (&r, &n) in results.iter().zip(&new_results) {
                self.vmap.insert(r, n);
            }
            if library == name {
                return self.library_call(&name, callee, args, &prim, results);
            }
            // A module function registered as a library function: the
            // shadows come from the C function itself, which takes the
            // arguments it names.
            let Some(c) = crate::runtime::like_declaration(self.fwd.module, &library)? else {
                return Ok(());
            };
            let args = self.fwd.module.library_args(callee, args);
            let prim = self.fwd.module.library_args(callee, &prim);
            let prim = crate::runtime::like_operands(&mut self.b(), prim);
            return self.library_call(&library, c, &args, &prim, results);
        }
        if matches!(name.as_str(), "__zyme_tape_take" | "__zyme_tape_stash") {
            // A derivative's tape header and its shadow (forward over
            // reverse) each take or stash a spare buffer; the shadow's
            // must then hold as much as the primal's, whose capacity the
            // pushes check.
            // Stashed shadows first, so the spare slots (last in, first
            // out) give the primal and each shadow their own buffers back
            // on the next call.
            let take = name == "__zyme_tape_take";
            let shadows = self.tans(args[0])?;
            if take {
                self.b().call(callee, &prim);
            }
            for &s in shadows.iter().rev().filter(|_| !take) {
                self.b().call(callee, &[s]);
            }
            if !take {
                self.b().call(callee, &prim);
            }
            for s in shadows.into_iter().filter(|_| take) {
                self.b().call(callee, &[s]);
                if take {
                    let fit = crate::runtime::tape_fit(self.fwd.module)?;
                    let fid = self.id;
                    let (go, done) = {
                        let mut b = self.fwd.module.builder(fid);
                        (b.create_block(), b.create_block())
                    };
                    let mut b = self.b();
                    let flags = MemFlags {
                        hint: Some(zyme_ir::ScalarType::I64),
                        ..MemFlags::aligned(8)
                    };
                    let pcap_at = b.ptr_add_imm(prim[0], crate::runtime::TAPE_CAP);
                    let pcap = b.load(Type::I64, pcap_at, flags);
                    let scap_at = b.ptr_add_imm(s, crate::runtime::TAPE_CAP);
                    let scap = b.load(Type::I64, scap_at, flags);
                    let short = b.icmp(zyme_ir::IntCC::Ult, scap, pcap);
                    b.brif(short, go, &[], done, &[]);
                    b.switch_to(go);
                    b.call(fit, &[s, pcap]);
                    b.jump(done, &[]);
                    self.cur_block = Some(done);
                }
            }
            return Ok(());
        }
        let (kinds, options) = self.callee_kinds(args);
        let d = self.fwd.derivative(callee, &kinds, options)?;
        let call_args = self.derivative_args(&kinds, args, &prim)?;
        let out = self.b().call(d, &call_args);
        self.bind_derivative_results(results, &out);
        Ok(())
    }

    /// An OpenMP parallel region (`__kmpc_fork_call(loc, n, f,
    /// captured…)`): the team runs `f`'s forward derivative, whose
    /// parameters (`gtid*, btid*`, each captured value followed by its
    /// tangents) are what the fork passes.
    fn fork(&mut self, fork: FuncId, args: &[Value], prim: &[Value]) -> Result<(), SynthError> {
        let Some(micro) = crate::reverse::microtask(self.orig, args) else {
            return Err(self.err(
                "this __kmpc_fork_call does not name its outlined function; zyme differentiates \
                 parallel regions whose microtask is a function of the module"
                    .into(),
            ));
        };
        let types = self.fwd.types.func(self.func);
        if let Some(e) = crate::reverse::float_by_value(types, self.orig, args) {
            return Err(self.err(e));
        }
        let (captured, options) = self.callee_kinds(&args[3..]);
        let mut kinds = vec![ArgKind::Const, ArgKind::Const];
        kinds.extend(captured);
        let d = self.fwd.derivative(micro, &kinds, options)?;
        let rest = self.derivative_args(&kinds[2..], &args[3..], &prim[3..])?;
        let mut b = self.b();
        let count = b.iconst(Type::I32, rest.len() as i64);
        let addr = b.func_addr(d);
        let mut fork_args = vec![prim[0], count, addr];
        fork_args.extend(rest);
        b.call(fork, &fork_args);
        Ok(())
    }

    /// An MPI call's tangents, after the call: the same call on each
    /// lane's tangents (sums, sends and receives are linear; a receive's
    /// tangent comes as a second message, after the value's).
    fn mpi_call(
        &mut self,
        call: zyme_ir::mpi::MpiCall,
        callee: FuncId,
        args: &[Value],
        prim: &[Value],
    ) -> Result<(), SynthError> {
        let facts = if call.completes() {
            None
        } else {
            Some(
                crate::reverse::MpiFacts::of(self.fwd.module, self.orig, call, args)
                    .map_err(|e| self.err(e))?,
            )
        };
        let in_place = facts.as_ref().is_some_and(|f| f.in_place);
        if let Some(max) = facts.as_ref().and_then(|f| f.extremum) {
            let facts = facts.expect("facts of an extremum");
            return self.mpi_extremum(call, &facts, max, callee, args, prim);
        }
        if call.flag().is_some() || call.index().is_some() || call.outcount().is_some() {
            return self.mpi_tested(call, args, prim);
        }
        let buffers = [call.input(), call.output()];
        let mut lanes: Vec<Vec<Value>> = vec![prim.to_vec(); self.width()];
        // A receive's tangent comes from whom the value came, with its
        // tag (the value's may have been from MPI_ANY_SOURCE, with
        // MPI_ANY_TAG).
        if let (Some(st), Some((s, t)), Some(facts)) =
            (call.status(), call.source_and_tag(), facts.as_ref())
        {
            let (source, tag) = facts.source_and_tag(&mut self.b(), prim[st]);
            for lane in &mut lanes {
                lane[s] = source;
                lane[t] = tag;
            }
        }
        // A request's tangent memory holds the tangent message's request;
        // completions wait for those, their statuses ignored.
        if let Some(r) = call.request() {
            let ts = self.tans(args[r])?;
            let null = self.b().iconst(Type::PTR, 0);
            for (lane, t) in lanes.iter_mut().zip(ts) {
                lane[r] = t;
                if call.completes() {
                    *lane.last_mut().expect("a status argument") = null;
                }
            }
        }
        // An in-place sum's send buffer is `MPI_IN_PLACE` in every lane.
        for i in buffers
            .into_iter()
            .flatten()
            .filter(|&i| !(in_place && i == 0))
        {
            let null = matches!(
                zyme_ir::mpi::handle(self.fwd.module, self.orig, args[i]),
                Some(zyme_ir::mpi::Handle::Int(0))
            );
            let ts = if self.activity.is_active(args[i]) {
                self.tans(args[i])?
            } else if null {
                // A buffer the call ignores (a non-root's `MPI_Reduce`
                // result, NULL): so is its tangent.
                vec![prim[i]; self.width()]
            } else {
                // A buffer without tangents sends zeros (and receives
                // into a scratch the others' tangents it has no use for).
                return Err(self.err(
                    "MPI: a buffer of this call has no tangent, but its peers' may; pass it \
                     with a shadow (dup)"
                        .into(),
                ));
            };
            for (lane, t) in lanes.iter_mut().zip(ts) {
                lane[i] = t;
            }
        }
        for lane in lanes {
            self.b().call(callee, &lane);
        }
        Ok(())
    }

    /// After a test or an `any` completion: whatever it completed, the
    /// tangent messages of the same requests are waited for (a test of
    /// the tangent requests could disagree with the values'), and the
    /// others are left pending (a wait on `MPI_REQUEST_NULL` returns at
    /// once; Open MPI, whose non-blocking calls zyme differentiates).
    fn mpi_tested(
        &mut self,
        call: zyme_ir::mpi::MpiCall,
        args: &[Value],
        prim: &[Value],
    ) -> Result<(), SynthError> {
        let p = Type::PTR;
        let m = &mut *self.fwd.module;
        let wait = crate::runtime::libc(m, "MPI_Wait", Signature::new([p, p], [Type::I32]))?;
        let waitall = crate::runtime::libc(
            m,
            "MPI_Waitall",
            Signature::new([Type::I32, p, p], [Type::I32]),
        )?;
        let none = crate::reverse::open_mpi_global(m, "ompi_request_null")?;
        let some = match call.outcount() {
            Some(o) => Some((
                o,
                crate::reverse::for_each_index(m, "__zyme_mpi_wait_some", wait)?,
            )),
            None => None,
        };
        let tans = self.tans(args[call.request().expect("requests")])?;
        if let Some((o, each)) = some {
            // A `some` completion: wait for the tangent message of each
            // request it completed.
            let mut b = self.b();
            let n = b.load(Type::I32, prim[o], zyme_ir::MemFlags::aligned(4));
            for t in tans {
                b.call(each, &[t, n, prim[o + 1]]);
            }
            return Ok(());
        }
        let flags = zyme_ir::MemFlags::aligned(4);
        let mut b = self.b();
        let zero = b.iconst(Type::I32, 0);
        let flag = match call.flag() {
            Some(i) => {
                let f = b.load(Type::I32, prim[i], flags);
                b.icmp(zyme_ir::IntCC::Ne, f, zero)
            }
            None => b.iconst(Type::I1, 1),
        };
        let index = call.index().map(|i| b.load(Type::I32, prim[i], flags));
        let done = match index {
            Some(k) => {
                let valid = b.icmp(zyme_ir::IntCC::Sge, k, zero);
                b.band(flag, valid)
            }
            None => flag,
        };
        // A request variable holding MPI_REQUEST_NULL.
        let slot = b.stack_slot(8, 8);
        let null_req = b.stack_addr(slot);
        let null_value = b.global_addr(none);
        b.store(null_value, null_req, zyme_ir::MemFlags::aligned(8));
        let no_status = b.iconst(p, 0);
        for t in tans {
            match (call.count(), index) {
                (_, Some(k)) => {
                    let k = b.cast(zyme_ir::CastOp::Sext, k, Type::I64);
                    let eight = b.iconst(Type::I64, 8);
                    let off = b.imul(k, eight);
                    let at = b.ptr_add(t, off);
                    let req = b.select(done, at, null_req);
                    b.call(wait, &[req, no_status]);
                }
                (Some(n), None) => {
                    let n = b.select(done, prim[n], zero);
                    b.call(waitall, &[n, t, no_status]);
                }
                (None, None) => {
                    let req = b.select(done, t, null_req);
                    b.call(wait, &[req, no_status]);
                }
            }
        }
        Ok(())
    }

    /// The tangent of a maximum's or minimum's `MPI_Allreduce` or
    /// `MPI_Reduce`: each
    /// element's is the tangent of the rank that holds the extremum,
    /// summed over ranks where the others give zero.
    fn mpi_extremum(
        &mut self,
        call: zyme_ir::mpi::MpiCall,
        facts: &crate::reverse::MpiFacts,
        max: bool,
        callee: FuncId,
        args: &[Value],
        prim: &[Value],
    ) -> Result<(), SynthError> {
        let m = &mut *self.fwd.module;
        let find = crate::reverse::winners(m, facts.elem)?;
        let masked = crate::reverse::masked_add(m, facts.elem)?;
        let sum = crate::reverse::open_mpi_global(m, "ompi_mpi_op_sum")?;
        let p = Type::PTR;
        let calloc =
            crate::runtime::libc(m, "calloc", Signature::new([Type::I64, Type::I64], [p]))?;
        let free = crate::runtime::libc(m, "free", Signature::new([p], []))?;
        let sends = self.tans(args[0])?;
        let recvs = self.tans(args[1])?;
        let (count, _) = call.count_and_type();
        let comm = call.comm().expect("a reduction's communicator");
        let op_at = call.op().expect("a reduction's operation");
        let mut b = self.b();
        let flag = b.iconst(Type::I32, i64::from(max));
        let mask = b.call(find, &[prim[0], prim[count], prim[comm], flag])[0];
        let n = b.cast(zyme_ir::CastOp::Sext, prim[count], Type::I64);
        let size = b.iconst(Type::I64, i64::from(facts.elem.bytes()));
        let op = b.global_addr(sum);
        for (ts, tr) in sends.into_iter().zip(recvs) {
            // The same reduction, a sum of the winners' tangents.
            let tmp = b.call(calloc, &[n, size])[0];
            b.call(masked, &[tmp, ts, mask, prim[count]]);
            let mut lane = prim.to_vec();
            lane[0] = tmp;
            lane[1] = tr;
            lane[op_at] = op;
            b.call(callee, &lane);
            b.call(free, &[tmp]);
        }
        b.call(free, &[mask]);
        Ok(())
    }

    /// OpenMP's synchronisation ([`crate::reverse::OmpSync`]): a
    /// reduction combines under a critical section, so the tangents'
    /// copies are combined by the code that combines the primal ones.
    pub(super) fn omp_sync(
        &mut self,
        func: FuncId,
        args: &[Value],
        results: &[Value],
    ) -> Result<(), SynthError> {
        let name = self.fwd.module.library_name(func).unwrap_or_default();
        let sync = crate::reverse::OmpSync::of(name).expect("checked by the caller");
        let fns = crate::reverse::OmpFns::get(self.fwd.module)?;
        let prim: Vec<Value> = args
            .iter()
            .map(|&a| self.val(a))
            .collect::<Result<_, _>>()?;
        let out = fns.forward(&mut self.b(), sync, &prim);
        if let (Some(v), Some(&r)) = (out, results.first()) {
            self.vmap.insert(r, v);
        }
        Ok(())
    }

    /// How a differentiated callee takes each argument (active floats and
    /// pointers `dup`, the rest `const`), and the options of its
    /// derivative (the primal results too).
    fn callee_kinds(&self, args: &[Value]) -> (Vec<ArgKind>, ForwardOptions) {
        let kinds = args
            .iter()
            .map(|&a| {
                let ty = self.ty(a);
                if self.activity.is_active(a) && (ty.is_float() || ty.is_ptr()) {
                    ArgKind::Dup
                } else {
                    ArgKind::Const
                }
            })
            .collect();
        // A callee's `const` pointers lead to memory without tangents:
        // its caller saw no active value stored there, nor does the callee
        // store one (`zyme_analysis::alias::params_written`).
        let options = ForwardOptions {
            return_primal: true,
            runtime_activity: true,
            ..self.options
        };
        (kinds, options)
    }

    /// The arguments of a callee's derivative: each primal, then the
    /// tangents of a `dup` one.
    fn derivative_args(
        &mut self,
        kinds: &[ArgKind],
        args: &[Value],
        prim: &[Value],
    ) -> Result<Vec<Value>, SynthError> {
        let mut call_args = Vec::new();
        for (i, &a) in args.iter().enumerate() {
            call_args.push(prim[i]);
            if kinds[i] == ArgKind::Dup {
                call_args.extend(self.tans(a)?);
            }
        }
        Ok(call_args)
    }

    /// An indirect call with active arguments: the function pointer is
    /// compared with each function it may reach
    /// ([`crate::runtime::indirect_targets`]), and that one's derivative
    /// called; no shadow function pointers are needed.
    pub(super) fn call_indirect(
        &mut self,
        sig: &zyme_ir::Signature,
        callee: Value,
        args: &[Value],
        results: &[Value],
    ) -> Result<(), SynthError> {
        let targets = crate::runtime::indirect_targets(self.fwd.module, sig)?;
        if targets.is_empty() {
            return Err(self.err(
                "an indirect call with active arguments, but no function with a body, C math function or C library function zyme knows, and with this type, has its address taken in the module; zyme needs the possible callees' bodies"
                    .into(),
            ));
        }
        let prim: Vec<Value> = args
            .iter()
            .map(|&a| self.val(a))
            .collect::<Result<_, _>>()?;
        let fp = self.val(callee)?;
        let (kinds, options) = self.callee_kinds(args);
        let call_args = self.derivative_args(&kinds, args, &prim)?;
        // A function of the program (or a C math wrapper) is called
        // through its derivative; a C library function (`malloc` in a
        // table) as a direct call, which gets that function's rule.
        let mut hits = Vec::new();
        for &(addr, body) in &targets {
            let library = self.fwd.module.functions[body]
                .name
                .starts_with("__zyme_call.");
            hits.push(if library {
                (addr, None)
            } else {
                (addr, Some(self.fwd.derivative(body, &kinds, options)?))
            });
        }
        let out_types = zyme_ir::autodiff::forward_signature(sig, &kinds, options).returns;
        let fid = self.id;
        let join = self.fwd.module.builder(fid).create_block();
        let outs: Vec<Value> = out_types
            .iter()
            .map(|&t| self.fwd.module.builder(fid).append_param(join, t))
            .collect();
        for &(addr, d) in &hits {
            let (hit, miss) = {
                let mut b = self.fwd.module.builder(fid);
                (b.create_block(), b.create_block())
            };
            let mut b = self.b();
            let a = b.func_addr(addr);
            let eq = b.icmp(zyme_ir::IntCC::Eq, fp, a);
            b.brif(eq, hit, &[], miss, &[]);
            self.cur_block = Some(hit);
            let r = match d {
                Some(d) => self.b().call(d, &call_args),
                None => {
                    self.call(addr, args, results)?;
                    self.derivative_results(results)?
                }
            };
            self.b().jump(join, &r);
            self.cur_block = Some(miss);
        }
        self.b().trap();
        self.cur_block = Some(join);
        self.bind_derivative_results(results, &outs);
        Ok(())
    }

    /// What a callee's derivative would return, from a call lowered in
    /// place: the primal results, then each float or pointer result's
    /// tangents (zero, or the pointer itself, where inactive).
    fn derivative_results(&mut self, results: &[Value]) -> Result<Vec<Value>, SynthError> {
        let w = self.width();
        let mut out = Vec::new();
        for &r in results {
            out.push(self.val(r)?);
        }
        for &r in results {
            let ty = self.ty(r);
            if !(ty.is_float() || ty.is_ptr()) {
                continue;
            }
            if self.activity.is_active(r) {
                out.extend(self.tans(r)?);
            } else if ty.is_ptr() {
                out.extend(vec![self.val(r)?; w]);
            } else {
                let z = self.zero(ty);
                out.extend(vec![z; w]);
            }
        }
        Ok(out)
    }

    /// The primal results of a callee's derivative, then the tangents of
    /// each float or pointer result.
    fn bind_derivative_results(&mut self, results: &[Value], out: &[Value]) {
        let w = self.width();
        let n = results.len();
        for (&r, &v) in results.iter().zip(&out[..n]) {
            self.vmap.insert(r, v);
        }
        let mut at = n;
        for &r in results {
            let ty = self.ty(r);
            if ty.is_float() || ty.is_ptr() {
                let ts = out[at..at + w].to_vec();
                at += w;
                if self.activity.is_active(r) {
                    self.set_tans(r, ts);
                }
            }
        }
    }

    /// A call of a function with a user-given forward derivative.
    pub(super) fn custom_call(
        &mut self,
        callee: FuncId,
        derivative: FuncId,
        args: &[Value],
        prim: &[Value],
        results: &[Value],
    ) -> Result<(), SynthError> {
        if self.width() != 1 {
            return Err(self.err(
                "a custom derivative (__enzyme_register_derivative) in vector mode is not supported"
                    .into(),
            ));
        }
        let mut call_args = Vec::new();
        for (i, &a) in args.iter().enumerate() {
            call_args.push(prim[i]);
            let ty = self.ty(a);
            if ty.is_float() || ty.is_ptr() {
                call_args.push(self.tans(a)?[0]);
            }
        }
        let d = &self.fwd.module.functions[derivative];
        let want = d.sig.params.len();
        let returns = d.sig.returns.len();
        if call_args.len() != want {
            return Err(self.err(format!(
                "the custom derivative @{} takes {want} parameters, but the arguments with their tangents make {}",
                d.name,
                call_args.len()
            )));
        }
        let floats: Vec<Value> = results
            .iter()
            .copied()
            .filter(|&r| self.ty(r).is_float())
            .collect();
        let out = self.b().call(derivative, &call_args);
        let tangents = if returns == results.len() + floats.len() && !results.is_empty() {
            for (&r, &v) in results.iter().zip(&out) {
                self.vmap.insert(r, v);
            }
            out[results.len()..].to_vec()
        } else if returns == floats.len() {
            let p = self.b().call(callee, prim);
            for (&r, &v) in results.iter().zip(&p) {
                self.vmap.insert(r, v);
            }
            out
        } else {
            return Err(self.err(format!(
                "the custom derivative @{} returns {returns} values; it must return the tangent of each float result, or the results and then the tangents",
                self.fwd.module.functions[derivative].name
            )));
        };
        for (&r, &t) in floats.iter().zip(&tangents) {
            if self.activity.is_active(r) {
                self.set_tans(r, vec![t]);
            }
        }
        Ok(())
    }

    pub(super) fn library_call(
        &mut self,
        name: &str,
        callee: FuncId,
        args: &[Value],
        prim: &[Value],
        results: &[Value],
    ) -> Result<(), SynthError> {
        let w = self.width();
        if let Some(call) = zyme_ir::mpi::MpiCall::of(name) {
            return self.mpi_call(call, callee, args, prim);
        }
        match (library_kind(name), name) {
            (Some(LibraryKind::Alloc { size, zeroed }), _) => {
                let Some(&r) = results.first() else {
                    return Ok(());
                };
                if !self.activity.is_active(r) {
                    return Ok(());
                }
                let mut ts = Vec::new();
                for _ in 0..w {
                    let mut b = self.b();
                    let s = b.call(callee, prim)[0];
                    if !zeroed {
                        let n = crate::reverse::block_size(&mut b, size, prim);
                        let zero = b.iconst(Type::I8, 0);
                        b.mem(MemOp::Memset, s, zero, n);
                    }
                    ts.push(s);
                }
                self.set_tans(r, ts);
                Ok(())
            }
            (Some(LibraryKind::Realloc), _) => {
                // The shadow block follows the primal one: realloc keeps
                // the tangents stored so far, and the new tail is as
                // indeterminate as the primal's, so the program writes it
                // (and its tangent) before reading.
                let Some(&r) = results.first() else {
                    return Ok(());
                };
                if !self.activity.is_active(r) {
                    return Ok(());
                }
                let old = self.tans(args[0])?;
                let mut ts = Vec::new();
                for o in old {
                    ts.push(self.b().call(callee, &[o, prim[1]])[0]);
                }
                self.set_tans(r, ts);
                Ok(())
            }
            (Some(LibraryKind::Free), _) => {
                if let Some(&p) = args.first() {
                    if self.activity.is_active(p) {
                        let shadows = self.tans(p)?;
                        for s in shadows {
                            let mut rest = prim.to_vec();
                            rest[0] = s;
                            self.b().call(callee, &rest);
                        }
                    }
                }
                Ok(())
            }
            (Some(LibraryKind::PosixMemalign), _) if args.len() == 3 => {
                // The block comes back through `*out`: a zeroed shadow
                // block goes to each shadow of `*out`.
                if !self.activity.is_active(args[0]) {
                    return Ok(());
                }
                let malloc = crate::runtime::libc(
                    self.fwd.module,
                    "malloc",
                    Signature::new([Type::I64], [Type::PTR]),
                )?;
                for so in self.tans(args[0])? {
                    let mut b = self.b();
                    let s = b.call(malloc, &[prim[2]])[0];
                    let zero = b.iconst(Type::I8, 0);
                    b.mem(MemOp::Memset, s, zero, prim[2]);
                    b.store(s, so, MemFlags::aligned(8));
                }
                Ok(())
            }
            (_, n) if crate::complex::ComplexFn::of(n, args.len(), results.len()).is_some() => {
                let f =
                    crate::complex::ComplexFn::of(n, args.len(), results.len()).expect("matched");
                if !results.iter().any(|&r| self.activity.is_active(r)) {
                    return Ok(());
                }
                let nres = results
                    .iter()
                    .map(|&r| self.val(r))
                    .collect::<Result<Vec<_>, _>>()?;
                let dargs = args
                    .iter()
                    .map(|&a| self.tans(a))
                    .collect::<Result<Vec<_>, _>>()?;
                let mut out = vec![Vec::new(); results.len()];
                // The arguments' tangents, lane by lane.
                let lanes: Vec<Vec<Value>> = (0..w)
                    .map(|l| dargs.iter().map(|t| t[l]).collect())
                    .collect();
                for d in &lanes {
                    let mut b = self.b();
                    match crate::complex::derivatives(&mut b, f, prim, &nres) {
                        Some(fprimes) => {
                            let dz: Vec<_> = (0..fprimes.len())
                                .map(|k| (d[2 * k], d[2 * k + 1]))
                                .collect();
                            let (re, im) = crate::complex::forward(&mut b, &fprimes, &dz);
                            out[0].push(re);
                            out[1].push(im);
                        }
                        None => {
                            let (fx, fy) =
                                crate::complex::abs_factors(&mut b, (prim[0], prim[1]), nres[0]);
                            let tx = b.fmul(fx, d[0]);
                            let ty = b.fmul(fy, d[1]);
                            out[0].push(b.fadd(tx, ty));
                        }
                    }
                }
                for (&r, ts) in results.iter().zip(out) {
                    self.set_tans(r, ts);
                }
                Ok(())
            }
            (_, "frexp" | "frexpf" | "ldexp" | "ldexpf") => {
                // frexp: dm/dx = m/x; ldexp: dr/dx = r/x (0 at x = 0).
                let Some(&r) = results.first() else {
                    return Ok(());
                };
                if !self.activity.is_active(r) {
                    return Ok(());
                }
                let nr = self.val(r)?;
                let dx = self.tans(args[0])?;
                let ty = self.ty(r);
                let mut ts = Vec::new();
                for t in dx {
                    let z = self.zero(ty);
                    let mut b = self.b();
                    let q = b.fdiv(nr, prim[0]);
                    let is_zero = b.fcmp(zyme_ir::FloatCC::Oeq, prim[0], z);
                    let c = b.select(is_zero, z, q);
                    ts.push(b.fmul(t, c));
                }
                let _ = w;
                self.set_tans(r, ts);
                Ok(())
            }
            (Some(LibraryKind::Mem(op)), _) if args.len() == 3 => {
                let fake = InstData::Mem {
                    op,
                    args: [args[0], args[1], args[2]],
                };
                self.tangent(&fake, &[], &[])
            }
            (Some(k), _) if k.is_inactive() => Ok(()),
            _ => Err(self.err(crate::unknown_external(name))),
        }
    }
}
