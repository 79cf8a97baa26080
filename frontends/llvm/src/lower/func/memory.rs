//! Memory: `alloca` (fixed slots in the entry block, the module's dynamic
//! stack otherwise), loads and stores of leaves with their alignment and
//! type hints, `getelementptr`, and atomics.

use super::arith::native_width;
use super::constants::const_int;
use super::{FnLower, L};
use crate::ast::{
    self, AtomicOrdering, AtomicRmwOp, GepIndex, InstKind, Name, Type as LType, TypedValue,
};
use crate::lower::globals::{gep_steps, GepStep};
use crate::lower::layout::int_container;
use crate::lower::{global_name, tbaa, LowerError, R};
use zyme_ir::{CastOp, InstData, IntCC, MemFlags, Ordering, RmwOp, ScalarType, Type, Value};

/// Whether a function needs the module's dynamic-alloca stack.
pub(in crate::lower) fn needs_dyn_stack(f: &ast::Function) -> bool {
    f.blocks.iter().enumerate().any(|(bi, block)| {
        block.insts.iter().any(|inst| match &inst.kind {
            InstKind::Alloca { count, .. } => bi != 0 || count.as_ref().is_some_and(|c| const_int(&c.value).is_none()),
            InstKind::Call { call, .. } => matches!(
                global_name(&call.callee),
                Some(Name::Named(n)) if n.starts_with("llvm.stacksave") || n.starts_with("llvm.stackrestore")
            ),
            _ => false,
        })
    })
}

/// How a load or store accesses memory, as the instruction says.
pub(super) struct Access {
    pub align: Option<u64>,
    pub volatile: bool,
    pub ordering: Option<AtomicOrdering>,
    /// The `!tbaa` scalar, for single-scalar accesses.
    pub hint: Option<ScalarType>,
}

impl Access {
    /// Flags of the leaf at `offset`: the alignment that offset keeps.
    fn flags(&self, offset: u64) -> MemFlags {
        let a = self.align.unwrap_or(1).clamp(1, 1 << 16);
        let a = if offset == 0 {
            a
        } else {
            a.min(1 << offset.trailing_zeros().min(16))
        };
        MemFlags {
            align: a as u32,
            volatile: self.volatile,
            ordering: self.ordering.map(ordering_of),
            hint: None,
        }
    }
}

impl<'c, 'a, 'm> FnLower<'c, 'a, 'm> {
    /// Without `!tbaa` (at -O0), what the program's own types say an
    /// access of type `ty` reads or writes: the struct field a
    /// `getelementptr` selects, or the variable an `alloca` declares, when
    /// that is a scalar of the very type accessed (so a union member read
    /// as another type says nothing). Indexing alone (`p[i]`) says only
    /// what the pointer was cast to, not what the memory holds (`(long
    /// *)doubles`), and bytes (`i8`) say nothing either.
    fn declared_hint(&self, ptr: &ast::TypedValue, ty: &LType) -> Option<zyme_ir::ScalarType> {
        let ast::Value::Local(name) = &ptr.value else {
            return None;
        };
        let def = self.defs.definition(name)?;
        let declared = match &def.kind {
            ast::InstKind::Alloca {
                ty, count: None, ..
            } => ty.clone(),
            ast::InstKind::GetElementPtr {
                source_ty, indices, ..
            } => {
                let mut t = source_ty.clone();
                let mut field = false;
                for idx in indices.iter().skip(1) {
                    t = match self.layouts().resolve(&t).ok()? {
                        LType::Struct { fields, .. } => {
                            let ast::Value::Int(k) = idx.value.value else {
                                return None;
                            };
                            field = true;
                            fields.get(usize::try_from(k).ok()?)?.clone()
                        }
                        LType::Array { elem, .. } | LType::Vector { elem, .. } => (**elem).clone(),
                        _ => return None,
                    };
                }
                if !field {
                    return None;
                }
                t
            }
            _ => return None,
        };
        let declared = self.layouts().resolve(&declared).ok()?;
        if declared != self.layouts().resolve(ty).ok()? {
            return None;
        }
        match self.layouts().leaf_types(declared).ok()?.as_slice() {
            [t] if !t.is_vector() && *t != Type::I8 && *t != Type::I1 => Some(t.lane()),
            _ => None,
        }
    }

    /// Rewinds the dynamic stack to where it was at entry (on return).
    pub fn restore_dyn_stack(&mut self) {
        if let (Some(saved), Some((_, sp, _))) = (self.dyn_saved, self.cx.dyn_stack) {
            let addr = self.b.global_addr(sp);
            self.b.store(saved, addr, MemFlags::aligned(8));
        }
    }

    /// `alloca`: a stack slot in the entry block, the dynamic stack
    /// elsewhere or for a count known only at run time.
    pub(super) fn alloca(
        &mut self,
        inst: &ast::Instruction,
        ty: &LType,
        count: Option<&TypedValue>,
        align: Option<u64>,
    ) -> R<Value> {
        let size = self.layouts().alloc_size(ty)?;
        let abi = self.layouts().align(ty)?;
        let align = align.map_or(abi, |a| (a as u32).max(abi)).max(1);
        let in_entry = self
            .current
            .is_some_and(|c| *c == self.defs.function().blocks[0].name);
        let const_count = match count {
            None => Some(1),
            Some(c) => const_int(&c.value),
        };
        if let (true, Some(n)) = (in_entry, const_count) {
            let bytes = size.saturating_mul(n.max(0) as u64).max(1);
            let slot = self.b.stack_slot(bytes, align);
            return Ok(self.b.stack_addr(slot));
        }
        let _ = inst;
        // A dynamic (or non-entry) alloca takes memory from the module's
        // stack; the function rewinds it on return.
        let n = match count {
            Some(c) => {
                let v = self.op1(c)?;
                let bits = self.int_bits(&c.ty).unwrap_or(64);
                if bits < 64 {
                    let cz = int_container(bits).unwrap_or(Type::I64);
                    let v = self.zext_in_reg(v, bits, cz);
                    self.b.cast(CastOp::Zext, v, Type::I64)
                } else {
                    v
                }
            }
            None => self.b.iconst(Type::I64, 1),
        };
        let stride = self.b.iconst(Type::I64, size as i64);
        let bytes = self.b.imul(n, stride);
        self.dyn_alloc(bytes, align)
    }

    /// Bumps the module's dynamic stack by `bytes` aligned to `align`,
    /// trapping when it is exhausted.
    fn dyn_alloc(&mut self, bytes: Value, align: u32) -> R<Value> {
        let (area, sp_global, area_size) = self
            .cx
            .dyn_stack
            .ok_or_else(|| LowerError::bare("dynamic stack missing".into()))?;
        let sp_addr = self.b.global_addr(sp_global);
        let sp = self.b.load(Type::PTR, sp_addr, MemFlags::aligned(8));
        let sp_int = self.b.cast(CastOp::Ptrtoint, sp, Type::I64);
        let bump = self.b.iconst(Type::I64, i64::from(align) - 1);
        let up = self.b.iadd(sp_int, bump);
        let mask = self.b.iconst(Type::I64, !(i64::from(align) - 1));
        let aligned = self.b.band(up, mask);
        let new_top = self.b.iadd(aligned, bytes);
        let base = self.b.global_addr(area);
        let base_int = self.b.cast(CastOp::Ptrtoint, base, Type::I64);
        let size = self.b.iconst(Type::I64, area_size as i64);
        let end = self.b.iadd(base_int, size);
        let over = self.b.icmp(IntCC::Ugt, new_top, end);
        let small = self.b.icmp(IntCC::Ult, new_top, aligned);
        let bad = self.b.bor(over, small);
        let trap = self.b.create_block();
        let cont = self.b.create_block();
        self.b.brif(bad, trap, &[], cont, &[]);
        self.b.switch_to(trap);
        self.b.trap();
        self.b.switch_to(cont);
        let new_ptr = self.b.cast(CastOp::Inttoptr, new_top, Type::PTR);
        self.b.store(new_ptr, sp_addr, MemFlags::aligned(8));
        Ok(self.b.cast(CastOp::Inttoptr, aligned, Type::PTR))
    }

    /// The address of the dynamic stack's pointer (`llvm.stacksave`).
    pub fn dyn_stack_pointer(&mut self) -> R<Value> {
        let (_, sp, _) = self
            .cx
            .dyn_stack
            .ok_or_else(|| LowerError::bare("dynamic stack missing".into()))?;
        Ok(self.b.global_addr(sp))
    }

    /// Rejects memory types whose bytes zyme does not lay out as LLVM does.
    fn check_memory_type(&self, ty: &LType) -> R<()> {
        match self.layouts().resolve(ty)? {
            LType::Int(bits) if !native_width(*bits) => Err(LowerError::bare(format!(
                "loads and stores of i{bits} are not supported"
            ))),
            LType::Vector { elem, len, .. } if *len > 1 => {
                if matches!(self.layouts().resolve(elem)?, LType::Int(1)) {
                    Err(LowerError::bare(
                        "loads and stores of <N x i1> are not supported".into(),
                    ))
                } else {
                    Ok(())
                }
            }
            LType::Struct { fields, .. } => {
                fields.iter().try_for_each(|f| self.check_memory_type(f))
            }
            LType::Array { elem, .. } => self.check_memory_type(elem),
            _ => Ok(()),
        }
    }

    /// A load of each leaf of `ty`.
    pub(super) fn load(&mut self, ty: &LType, p: Value, access: &Access) -> R<L> {
        self.check_memory_type(ty)?;
        let leaves = self.layouts().leaves(ty)?;
        // A tag describes a scalar access; aggregate accesses keep none.
        let single = leaves.len() == 1;
        let mut out = Vec::with_capacity(leaves.len());
        for leaf in leaves {
            let addr = if leaf.offset == 0 {
                p
            } else {
                self.b.ptr_add_imm(p, leaf.offset as i64)
            };
            let mut flags = access.flags(leaf.offset);
            if single {
                flags.hint = access.hint;
            }
            out.push(self.b.load(leaf.ty, addr, flags));
        }
        Ok(L::from_leaves(out))
    }

    /// A store of each leaf of `ty`.
    pub(super) fn store(&mut self, ty: &LType, v: &L, p: Value, access: &Access) -> R<()> {
        self.check_memory_type(ty)?;
        let leaves = self.layouts().leaves(ty)?;
        if leaves.len() != v.leaves().len() {
            return Err(LowerError::bare(
                "stored value does not match its type".into(),
            ));
        }
        let single = leaves.len() == 1;
        for (leaf, &val) in leaves.iter().zip(v.leaves()) {
            let addr = if leaf.offset == 0 {
                p
            } else {
                self.b.ptr_add_imm(p, leaf.offset as i64)
            };
            let mut flags = access.flags(leaf.offset);
            if single {
                flags.hint = access.hint;
            }
            self.b.store(val, addr, flags);
        }
        Ok(())
    }

    /// A GEP as `base + Σ index × stride`; over vectors of pointers (or
    /// with vector indices), the same per lane, as a vector of pointers.
    pub fn gep(&mut self, source_ty: &LType, base: &TypedValue, indices: &[GepIndex]) -> R<Value> {
        let steps = gep_steps(self.layouts(), source_ty, indices.len(), |i| {
            const_int(&indices[i].value.value).and_then(|c| i64::try_from(c).ok())
        })?;
        let p = self.op1(base)?;
        // Only the indices a step scales are read.
        let mut vals: Vec<Option<(Value, u32)>> = vec![None; indices.len()];
        for step in &steps {
            if let GepStep::Scaled(i, _) = *step {
                let idx = &indices[i].value;
                let bits = self.int_bits(&idx.ty).unwrap_or(64);
                if bits > 64 {
                    return Err(LowerError::bare("GEP index wider than 64 bits".into()));
                }
                vals[i] = Some((self.op1(idx)?, bits));
            }
        }
        let lanes = std::iter::once(&base.ty)
            .chain(indices.iter().map(|i| &i.value.ty))
            .find_map(|t| self.vector_len(t));
        let Some(lanes) = lanes else {
            return Ok(self.gep_lane(p, &steps, &vals, None));
        };
        let lanes = u16::try_from(lanes)
            .map_err(|_| LowerError::bare("getelementptr over more than 65,535 lanes".into()))?;
        let lane_ty = self.b.func().dfg.value_type(p).lane();
        let ptr = Type::vector(lane_ty, u32::from(lanes))
            .ok_or_else(|| LowerError::bare("a vector of pointers of this length".into()))?;
        let null = self.b.iconst(Type::scalar(lane_ty), 0);
        let mut out = self.b.splat(ptr, null);
        for lane in 0..lanes {
            let r = self.gep_lane(p, &steps, &vals, Some(lane));
            out = self.b.insert_lane(out, r, lane);
        }
        Ok(out)
    }

    /// One lane of a GEP (`lane` is `None` for a scalar one): vector
    /// operands are read at that lane.
    fn gep_lane(
        &mut self,
        base: Value,
        steps: &[GepStep],
        vals: &[Option<(Value, u32)>],
        lane: Option<u16>,
    ) -> Value {
        let at = |fl: &mut Self, v: Value| match lane {
            Some(l) if fl.b.func().dfg.value_type(v).is_vector() => fl.b.extract_lane(v, l),
            _ => v,
        };
        let p = at(self, base);
        let mut konst = 0i64;
        let mut dynamic: Option<Value> = None;
        for step in steps {
            match *step {
                GepStep::Const(c) => konst = konst.wrapping_add(c),
                GepStep::Scaled(i, stride) => {
                    let (v, bits) = vals[i].expect("scaled indices were read");
                    let v = at(self, v);
                    let v = if bits < 64 {
                        self.b.cast(CastOp::Sext, v, Type::I64)
                    } else {
                        v
                    };
                    // Power-of-two strides as shifts, which the backend
                    // folds into addressing modes.
                    let term = if stride == 1 {
                        v
                    } else if stride > 0 && (stride as u64).is_power_of_two() {
                        let s = self.b.iconst(Type::I64, i64::from(stride.trailing_zeros()));
                        self.b.shl(v, s)
                    } else {
                        let s = self.b.iconst(Type::I64, stride);
                        self.b.imul(v, s)
                    };
                    dynamic = Some(match dynamic {
                        Some(d) => self.b.iadd(d, term),
                        None => term,
                    });
                }
            }
        }
        let offset = match (dynamic, konst) {
            (None, 0) => return p,
            (None, k) => self.b.iconst(Type::I64, k),
            (Some(d), 0) => d,
            (Some(d), k) => {
                let kv = self.b.iconst(Type::I64, k);
                self.b.iadd(d, kv)
            }
        };
        self.b.ptr_add(p, offset)
    }

    /// How a load or store accesses memory: the instruction's alignment,
    /// volatility and ordering, and its `!tbaa` scalar or, without one,
    /// what the program's own types declare.
    pub(super) fn access(
        &self,
        inst: &ast::Instruction,
        ptr: &TypedValue,
        ty: &LType,
        align: Option<u64>,
        volatile: bool,
        ordering: Option<AtomicOrdering>,
    ) -> Access {
        Access {
            align,
            volatile,
            ordering,
            hint: tbaa::hint(self.cx.ast, inst).or_else(|| self.declared_hint(ptr, ty)),
        }
    }

    /// `cmpxchg`: the old value and the success flag.
    pub(super) fn cmpxchg(
        &mut self,
        ptr: &TypedValue,
        cmp: &TypedValue,
        new: &TypedValue,
        success: AtomicOrdering,
        failure: AtomicOrdering,
    ) -> R<L> {
        let p = self.op1(ptr)?;
        let c = self.op1(cmp)?;
        let n = self.op1(new)?;
        let ty = self.value_type(&cmp.ty)?;
        let r = self.b.ins_results(InstData::CmpXchg {
            ty,
            args: [p, c, n],
            success: ordering_of(success),
            failure: ordering_of(failure),
        });
        Ok(L::Many(r))
    }

    /// `atomicrmw`: the old value.
    pub(super) fn atomic_rmw(
        &mut self,
        op: AtomicRmwOp,
        ptr: &TypedValue,
        value: &TypedValue,
        ordering: AtomicOrdering,
    ) -> R<Value> {
        let p = self.op1(ptr)?;
        let v = self.op1(value)?;
        let ty = self.value_type(&value.ty)?;
        let op = rmw_op(op)?;
        Ok(self.b.atomic_rmw(op, ty, p, v, ordering_of(ordering)))
    }
}

pub(super) fn ordering_of(o: AtomicOrdering) -> Ordering {
    match o {
        AtomicOrdering::Unordered | AtomicOrdering::Monotonic => Ordering::Monotonic,
        AtomicOrdering::Acquire => Ordering::Acquire,
        AtomicOrdering::Release => Ordering::Release,
        AtomicOrdering::AcqRel => Ordering::AcqRel,
        AtomicOrdering::SeqCst => Ordering::SeqCst,
    }
}

fn rmw_op(op: AtomicRmwOp) -> R<RmwOp> {
    Ok(match op {
        AtomicRmwOp::Xchg => RmwOp::Xchg,
        AtomicRmwOp::Add => RmwOp::Add,
        AtomicRmwOp::Sub => RmwOp::Sub,
        AtomicRmwOp::And => RmwOp::And,
        AtomicRmwOp::Nand => RmwOp::Nand,
        AtomicRmwOp::Or => RmwOp::Or,
        AtomicRmwOp::Xor => RmwOp::Xor,
        AtomicRmwOp::Max => RmwOp::Smax,
        AtomicRmwOp::Min => RmwOp::Smin,
        AtomicRmwOp::UMax => RmwOp::Umax,
        AtomicRmwOp::UMin => RmwOp::Umin,
        AtomicRmwOp::FAdd => RmwOp::Fadd,
        AtomicRmwOp::FSub => RmwOp::Fsub,
        AtomicRmwOp::FMax => RmwOp::Fmax,
        AtomicRmwOp::FMin => RmwOp::Fmin,
        other => {
            return Err(LowerError::bare(format!(
                "atomicrmw {} is not supported",
                other.keyword()
            )))
        }
    })
}
