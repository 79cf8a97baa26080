//! What a module registers through Enzyme's globals
//! (`__enzyme_register_gradient_*`, `__enzyme_register_derivative_*`,
//! `__enzyme_inactivefn`, `__enzyme_function_like`,
//! `__enzyme_allocation_like`), read from their initializers once the
//! globals are defined, and through the plugin's attributes as `zyme cc`
//! carries them (`@llvm.global.annotations`).

use crate::ast::{Name, Value as LValue};
use crate::lower::globals::symbol_offset;
use crate::lower::{global_name, LowerError, ModuleCx, SymbolBase, R};
use zyme_ir::autodiff::{CustomGradient, Registrations};
use zyme_ir::{FuncId, Module};

/// A C string a global's initializer points at, at `offset`.
fn c_string_at(module: &Module, relocs: &[zyme_ir::Reloc], offset: u64) -> Option<String> {
    relocs.iter().find_map(|r| match r.target {
        zyme_ir::RelocTarget::Global(s) if r.offset == offset => match &module.globals[s].init {
            zyme_ir::GlobalInit::Bytes { data, .. } => {
                let start = r.addend.max(0) as usize;
                let bytes = data.get(start..)?;
                let end = bytes.iter().position(|&b| b == 0).unwrap_or(bytes.len());
                String::from_utf8(bytes[..end].to_vec()).ok()
            }
            _ => None,
        },
        _ => None,
    })
}

/// What a module registers through Enzyme's globals: custom rules,
/// inactive functions, `__enzyme_function_like` for C math names, and
/// (into `module.library_like`) allocators and deallocators, from
/// `__enzyme_function_like` with `malloc`, `calloc`, `realloc` or `free`
/// and from `__enzyme_allocation_like`.
pub(crate) fn registrations(module: &mut Module) -> Registrations {
    let mut regs = Registrations::default();
    let mut library_like = Vec::new();
    for (_, g) in module.globals.iter() {
        let zyme_ir::GlobalInit::Bytes { data, relocs } = &g.init else {
            continue;
        };
        let func_at = |off: u64| {
            relocs.iter().find_map(|r| match r.target {
                zyme_ir::RelocTarget::Func(f) if r.offset == off && r.addend == 0 => Some(f),
                _ => None,
            })
        };
        if g.name.starts_with("__enzyme_register_gradient") {
            if let (Some(f), Some(augmented), Some(reverse)) = (func_at(0), func_at(8), func_at(16))
            {
                let rule = CustomGradient { augmented, reverse };
                regs.gradients.push((f, rule));
            }
        } else if g.name.starts_with("__enzyme_register_derivative") {
            if let (Some(f), Some(d)) = (func_at(0), func_at(8)) {
                regs.derivatives.push((f, d));
            }
        } else if g.name.starts_with("__enzyme_function_like") {
            // {fn, "name"}: the name is a C string global.
            let Some((f, like)) = func_at(0).zip(c_string_at(module, relocs, 8)) else {
                continue;
            };
            function_like(f, like, &mut regs, &mut library_like);
        } else if g.name.contains("__enzyme_allocation_like") {
            // {allocator, (void *)size index, "deallocator's arguments",
            // deallocator}: the deallocator's arguments are the
            // allocator's by index, and -1 for the block.
            let size_at = data
                .get(8..16)
                .map(|b| u64::from_le_bytes(b.try_into().expect("eight bytes")) as usize);
            let frees = c_string_at(module, relocs, 16);
            if let (Some(alloc), Some(size_at)) = (func_at(0), size_at) {
                library_like.push((
                    alloc,
                    zyme_ir::LibraryLike {
                        name: "malloc".into(),
                        args: vec![size_at],
                    },
                ));
                let block_at = frees
                    .as_deref()
                    .and_then(|s| s.split(',').position(|a| a.trim() == "-1"));
                if let (Some(free), Some(block_at)) = (func_at(24), block_at) {
                    library_like.push((
                        free,
                        zyme_ir::LibraryLike {
                            name: "free".into(),
                            args: vec![block_at],
                        },
                    ));
                }
            }
        } else if g.name.starts_with("__enzyme_inactivefn") {
            for r in relocs {
                if let zyme_ir::RelocTarget::Func(f) = r.target {
                    regs.inactive.push(f);
                }
            }
        }
    }
    module.library_like.extend(library_like);
    regs
}

/// `fn` registered to behave like the C function `like`: allocators and
/// deallocators become library entries (calls mean the C function's),
/// anything else a math-like rule.
fn function_like(
    f: FuncId,
    like: String,
    regs: &mut Registrations,
    library_like: &mut Vec<(FuncId, zyme_ir::LibraryLike)>,
) {
    let args = match like.as_str() {
        "malloc" | "free" => vec![0],
        "calloc" | "realloc" => vec![0, 1],
        _ => {
            regs.function_like.push((f, like));
            return;
        }
    };
    library_like.push((f, zyme_ir::LibraryLike { name: like, args }));
}

/// What the Enzyme plugin's attributes register, as `zyme cc` carries
/// them: `annotate("enzyme_inactive")` and
/// `annotate("enzyme_function_like=NAME")` entries of
/// `@llvm.global.annotations` (`zyme cc` defines the attribute names as
/// those macros). An Enzyme attribute zyme does not implement is an
/// error naming it, never a marker silently dropped.
pub(crate) fn annotations(cx: &ModuleCx, module: &mut Module, regs: &mut Registrations) -> R<()> {
    let Some(list) = cx.ast.global("llvm.global.annotations") else {
        return Ok(());
    };
    let Some(LValue::Array(entries)) = &list.init else {
        return Ok(());
    };
    let mut library_like = Vec::new();
    for entry in entries {
        let LValue::Struct { fields, .. } = &entry.value else {
            continue;
        };
        let (Some(target), Some(text)) = (fields.first(), fields.get(1)) else {
            continue;
        };
        let Some(text) = annotation_text(cx, &text.value) else {
            continue;
        };
        let Some(what) = text.strip_prefix("enzyme_") else {
            continue;
        };
        let line = match fields.get(3).map(|f| &f.value) {
            Some(LValue::Int(l)) => format!(" (source line {l})"),
            _ => String::new(),
        };
        let err = |m: String| LowerError::bare(m).at(list.line, 1);
        let func = match symbol_offset(cx, &target.value)? {
            Some((SymbolBase::Func(f), 0)) => Some(f),
            _ => None,
        };
        match (what.split_once('='), func) {
            (None, Some(f)) if what == "inactive" => regs.inactive.push(f),
            (Some(("function_like", like)), Some(f)) => {
                function_like(f, like.to_string(), regs, &mut library_like)
            }
            _ => {
                return Err(err(format!(
                    "the Enzyme attribute `enzyme_{what}`{line} on {} is not supported by zyme; remove it or register the behaviour through Enzyme's globals (`__enzyme_inactivefn`, `__enzyme_function_like`)",
                    if func.is_some() { "a function" } else { "a variable" }
                )))
            }
        }
    }
    module.library_like.extend(library_like);
    Ok(())
}

/// The text of an annotation: a constant C string global.
fn annotation_text(cx: &ModuleCx, value: &LValue) -> Option<String> {
    let name = match global_name(value)? {
        Name::Named(n) => n.as_str(),
        Name::Num(_) => return None,
    };
    match &cx.ast.global(name)?.init {
        Some(LValue::CString(bytes)) => {
            let end = bytes.iter().position(|&b| b == 0).unwrap_or(bytes.len());
            String::from_utf8(bytes[..end].to_vec()).ok()
        }
        _ => None,
    }
}
