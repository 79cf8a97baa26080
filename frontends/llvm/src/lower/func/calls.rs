//! Calls: direct, indirect and mismatched-type calls, `byval` copies,
//! variadic arguments of functions defined here, and empty inline
//! assembly; Enzyme entry points go to [`crate::lower::enzyme`].

use super::{FnLower, L};
use crate::ast::{self, Attribute, CallSite, Name, Type as LType, Value as LValue};
use crate::lower::{enzyme, global_name, intrinsics, symbol, LowerError, Symbol, R};
use zyme_ir::{CastOp, FuncId, MemFlags, MemOp, Type, Value};

impl<'c, 'a, 'm> FnLower<'c, 'a, 'm> {
    /// A `call` instruction: an `llvm.*` intrinsic, or a call.
    pub(super) fn call_inst(&mut self, call: &CallSite) -> R<intrinsics::Outcome> {
        if let Some(Name::Named(n)) = global_name(&call.callee) {
            if let Some(base) = n.strip_prefix("llvm.") {
                return intrinsics::call_intrinsic(self, base, call);
            }
        }
        Ok(intrinsics::Outcome::Value(self.call(call)?))
    }

    /// The LLVM function type a call site uses.
    fn call_type(call: &CallSite) -> (LType, Vec<LType>, bool) {
        match &call.fn_ty {
            Some(LType::Function {
                ret,
                params,
                varargs,
            }) => ((**ret).clone(), params.clone(), *varargs),
            _ => (
                call.ret_ty.clone(),
                call.args.iter().map(|a| a.ty.clone()).collect(),
                false,
            ),
        }
    }

    pub fn call(&mut self, call: &CallSite) -> R<L> {
        if let Some(Name::Named(n)) = global_name(&call.callee) {
            if n.contains("__enzyme_batch") {
                return enzyme::lower_batch(self, call);
            }
            if enzyme::is_entry_point(n) {
                return enzyme::lower_call(self, n, call);
            }
            if let Some(message) = enzyme::unsupported(n) {
                return Err(LowerError::bare(message));
            }
        }
        let (ret, params, varargs) = Self::call_type(call);
        if let LValue::InlineAsm(asm) = &call.callee {
            return self.empty_asm(asm, call, &ret);
        }
        if let Some(name) = global_name(&call.callee) {
            self.not_weak(&symbol(name))?;
        }
        let direct: Option<FuncId> = match global_name(&call.callee) {
            Some(name) => match self.cx.symbols.get(&symbol(name)) {
                Some(Symbol::Func(f)) => Some(*f),
                _ => None,
            },
            None => None,
        };
        if let Some(f) = direct {
            let info = &self.cx.funcs[&f];
            if !info.defined {
                if let Some(r) = intrinsics::libm_call(self, f, call)? {
                    return Ok(r);
                }
                // libdevice's `__nvvm_reflect("__CUDA_FTZ")` and friends:
                // 0, as for `llvm.nvvm.reflect`.
                if self.b.module().functions[f].name == "__nvvm_reflect" {
                    let ty = self.value_type(&call.ret_ty)?;
                    return Ok(L::One(self.b.iconst(ty, 0)));
                }
            }
        }
        // Arguments: leaves, byval copies.
        let mut fixed = Vec::new();
        let mut extra: Vec<(Value, Type)> = Vec::new();
        for (i, arg) in call.args.iter().enumerate() {
            let mut l = self.op(&arg.ty, &arg.value)?;
            if let Some(t) = arg.attrs.iter().find_map(|a| match a {
                Attribute::Type(n, t) if n == "byval" => Some(t),
                _ => None,
            }) {
                let copy = self.byval_copy(t, l.one()?)?;
                l = L::One(copy);
            }
            for &v in l.leaves() {
                if i < params.len() {
                    fixed.push(v);
                } else {
                    let ty = self.b.func().dfg.value_type(v);
                    extra.push((v, ty));
                }
            }
        }
        let results = match direct {
            Some(f) => {
                let info = self.cx.funcs[&f].clone();
                let callee_sig = self.b.module().functions[f].sig.clone();
                let site_sig = crate::lower::signature(
                    self.layouts(),
                    &ret,
                    &params,
                    call.args.iter().map(|a| a.attrs.as_slice()),
                    varargs,
                    info.variadic_def,
                )?;
                let matches = callee_sig == site_sig;
                if info.variadic_def && matches {
                    let area = self.vararg_area(&extra)?;
                    let mut args = fixed;
                    args.push(area);
                    self.b.call(f, &args)
                } else if matches {
                    let mut args = fixed;
                    args.extend(extra.iter().map(|&(v, _)| v));
                    self.b.call(f, &args)
                } else {
                    // The call site disagrees with the declaration (K&R
                    // style, casts): call through the address with the
                    // site's type, as LLVM does.
                    if info.variadic_def {
                        return Err(LowerError::bare(
                            "call of a variadic function through a different function type".into(),
                        ));
                    }
                    let addr = self.b.func_addr(f);
                    let mut args = fixed;
                    args.extend(extra.iter().map(|&(v, _)| v));
                    self.b.call_indirect(site_sig, addr, &args)
                }
            }
            None => {
                if global_name(&call.callee).is_some() {
                    // A global that is not a function: call its address.
                }
                let callee = self.op(&LType::Ptr(0), &call.callee)?.one()?;
                let sig = crate::lower::signature(
                    self.layouts(),
                    &ret,
                    &params,
                    call.args.iter().map(|a| a.attrs.as_slice()),
                    varargs,
                    false,
                )?;
                let mut args = fixed;
                args.extend(extra.iter().map(|&(v, _)| v));
                self.b.call_indirect(sig, callee, &args)
            }
        };
        Ok(L::from_leaves(results))
    }

    /// Inline assembly with an empty template: a compiler barrier
    /// (`asm volatile("" ::: "memory")`, Rust's `black_box`). It does
    /// nothing at run time; a result is its tied input.
    ///
    /// Assembly of only code-alignment directives and `nop`s, with no
    /// operands (zstd's `__asm__(".p2align 5")` before a hot loop), only
    /// places code: it is left out the same way.
    fn empty_asm(&mut self, asm: &ast::InlineAsm, call: &CallSite, ret: &LType) -> R<L> {
        let layout_only =
            call.args.is_empty() && matches!(ret, LType::Void) && only_code_layout(&asm.asm);
        if !layout_only && !asm.asm.iter().all(u8::is_ascii_whitespace) {
            return Err(LowerError::bare(
                "inline assembly is not supported; move it out of the code zyme compiles".into(),
            ));
        }
        if matches!(ret, LType::Void) {
            return Ok(L::none());
        }
        match call.args.first() {
            Some(arg) if arg.ty == *ret => self.op(&arg.ty, &arg.value),
            _ => Err(LowerError::bare(
                "empty inline assembly with a result that is not its first input".into(),
            )),
        }
    }

    /// A caller-side copy of a `byval` argument.
    pub(in crate::lower) fn byval_copy(&mut self, ty: &LType, src: Value) -> R<Value> {
        let size = self.layouts().alloc_size(ty)?;
        let align = self.layouts().align(ty)?;
        // Whole 8-byte words: the code generator copies the argument onto
        // the stack a word at a time.
        let slot = self.b.stack_slot(size.next_multiple_of(8).max(8), align);
        let dst = self.b.stack_addr(slot);
        let len = self.b.iconst(Type::I64, size as i64);
        self.b.mem(MemOp::Memcpy, dst, src, len);
        Ok(dst)
    }

    /// The 8-byte slots a call to a variadic function defined here passes
    /// its variadic arguments in.
    fn vararg_area(&mut self, extra: &[(Value, Type)]) -> R<Value> {
        if extra.is_empty() {
            return Ok(self.b.iconst(Type::PTR, 0));
        }
        let slot = self.b.stack_slot(8 * extra.len() as u64, 16);
        let base = self.b.stack_addr(slot);
        for (i, &(v, ty)) in extra.iter().enumerate() {
            if ty.bytes() > 8 {
                return Err(LowerError::bare(format!(
                    "a {ty} variadic argument to a variadic function defined in the module is not supported"
                )));
            }
            let v = if ty.is_int() && ty.bytes() < 8 {
                self.b.cast(CastOp::Sext, v, Type::I64)
            } else {
                v
            };
            let addr = self.b.ptr_add_imm(base, 8 * i as i64);
            self.b.store(v, addr, MemFlags::aligned(8));
        }
        Ok(base)
    }
}

/// Whether assembly text is only code-alignment directives and `nop`s.
fn only_code_layout(asm: &[u8]) -> bool {
    let Ok(text) = std::str::from_utf8(asm) else {
        return false;
    };
    text.split(['\n', ';']).all(|statement| {
        let s = statement.trim();
        s.is_empty()
            || s == "nop"
            || [".p2align", ".balign", ".align"].iter().any(|d| {
                s.strip_prefix(d)
                    .is_some_and(|r| r.starts_with([' ', '\t']))
            })
    })
}
