//! `byval` parameters copied by the callee.
//!
//! A `byval` parameter points to the callee's own copy of its pointee
//! (zyme IR's signature; the interpreter, the inliner and the x86-64 C
//! ABI of the Cranelift backend make that copy). wasm has no such
//! convention, so a function taking one gets, before writing, a slot of
//! its own frame and a `memcpy` into it at entry, and its body reads the
//! slot: a callee that writes through the parameter leaves the caller's
//! memory as it was.

use zyme_ir::{Function, InstData, MemOp, Module, Type};

/// `module` with such copies, when a function of it has a `byval`
/// parameter (borrowed as it is otherwise).
pub fn copied(module: &Module) -> std::borrow::Cow<'_, Module> {
    if module
        .functions
        .values()
        .all(|f| f.sig.byval.is_empty() || f.is_declaration())
    {
        return std::borrow::Cow::Borrowed(module);
    }
    let mut module = module.clone();
    for f in module.functions.values_mut() {
        if !f.is_declaration() {
            copy_in_callee(f);
        }
    }
    std::borrow::Cow::Owned(module)
}

fn copy_in_callee(f: &mut Function) {
    let Some(entry) = f.entry_block() else {
        return;
    };
    let mut at = 0;
    for b in f.sig.byval.clone() {
        let Some(&param) = f.dfg.block_params(entry).get(b.param as usize) else {
            continue;
        };
        let slot = f.create_stack_slot(u64::from(b.size), b.align);
        let mut insert = |f: &mut Function, data: InstData, ty: Option<Type>| {
            let inst = f.dfg.make_inst(data, ty.as_slice());
            f.layout.insert_inst(inst, entry, at);
            at += 1;
            f.dfg.first_result(inst)
        };
        let Some(copy) = insert(f, InstData::StackAddr { slot }, Some(Type::PTR)) else {
            continue;
        };
        // Every read of the parameter reads the copy instead.
        let insts: Vec<_> = f.layout.insts().collect();
        for inst in insts {
            f.dfg.insts[inst].map_operands(|v| if v == param { copy } else { v });
        }
        let len = InstData::Iconst {
            ty: Type::I64,
            imm: u64::from(b.size),
        };
        let Some(len) = insert(f, len, Some(Type::I64)) else {
            continue;
        };
        let memcpy = InstData::Mem {
            op: MemOp::Memcpy,
            args: [copy, param, len],
        };
        insert(f, memcpy, None);
    }
}
