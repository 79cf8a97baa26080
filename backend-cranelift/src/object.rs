//! The ahead-of-time driver: `cranelift-object`.
//!
//! The object is position-independent so that `cc` can link it into the
//! default PIE executables; imports stay undefined symbols for the linker
//! (`-lm` for the math library; `__powidf2` comes from libgcc or
//! compiler-rt).

use crate::{lower, CompileError};
use cranelift_codegen::isa;
use cranelift_codegen::settings::{self, Configurable};
use cranelift_module::default_libcall_names;
use cranelift_object::{ObjectBuilder, ObjectModule};
use target_lexicon::Triple;
use zyme_ir::{FuncId, Linkage};

/// Compiles `module` to a relocatable object file for `triple` (the host
/// when `None`), e.g. `"aarch64-unknown-linux-gnu"`.
pub fn compile_object(
    module: &zyme_ir::Module,
    triple: Option<&str>,
) -> Result<Vec<u8>, CompileError> {
    Ok(object_with(module, triple, &|_| false)?.bytes)
}

/// An object file that leaves some functions to another compiler.
#[derive(Debug)]
pub struct PartialObject {
    /// The object file.
    pub bytes: Vec<u8>,
    /// The functions it leaves undefined (imports) because they could not
    /// be compiled, each with its error, in the module's order.
    pub failed: Vec<(FuncId, CompileError)>,
}

/// [`compile_object`], where a function for which `may_fail` holds and
/// that cannot be compiled (an error, or a panic in Cranelift) is left
/// out: the object imports it instead, for another compiler to define
/// (`zyme cc` gives it to the C compiler). Other functions' errors, and
/// the module's own (globals, declarations), are still errors.
pub fn compile_object_with_fallback(
    module: &zyme_ir::Module,
    triple: Option<&str>,
    may_fail: &dyn Fn(FuncId) -> bool,
) -> Result<PartialObject, CompileError> {
    let first = object_with(module, triple, may_fail)?;
    if first.failed.is_empty() {
        return Ok(first);
    }
    let failed = first.failed;
    // Functions left undefined were declared with their own linkage; the
    // object is made again with them as imports.
    let mut rest = module.clone();
    for (id, _) in &failed {
        let f = &rest.functions[*id];
        rest.functions[*id] =
            zyme_ir::Function::new(f.name.clone(), f.sig.clone(), Linkage::Import);
    }
    let bytes = object_with(&rest, triple, &|_| false)?.bytes;
    Ok(PartialObject { bytes, failed })
}

/// The object of `module`, or (no bytes) the functions that failed.
fn object_with(
    module: &zyme_ir::Module,
    triple: Option<&str>,
    may_fail: &dyn Fn(FuncId) -> bool,
) -> Result<PartialObject, CompileError> {
    let target = |e: &dyn std::fmt::Display| CompileError::Target(e.to_string());
    let mut flags = settings::builder();
    for (name, value) in crate::FLAGS {
        flags.set(name, value).map_err(|e| target(&e))?;
    }
    flags.set("is_pic", "true").map_err(|e| target(&e))?;
    let isa_builder = match triple {
        None => cranelift_native::builder().map_err(|e| target(&e))?,
        Some(t) => {
            // `isa::lookup_by_name` panics on a malformed triple; parse first.
            let triple: Triple = t.parse().map_err(|e| target(&format!("{t}: {e}")))?;
            isa::lookup(triple).map_err(|e| target(&format!("{t}: {e}")))?
        }
    };
    let isa = isa_builder
        .finish(settings::Flags::new(flags))
        .map_err(|e| target(&e))?;
    let builder = ObjectBuilder::new(isa, "zyme", default_libcall_names())
        .map_err(|e| CompileError::Module(e.to_string()))?;
    let mut object = ObjectModule::new(builder);
    let (_, failed) = lower::lower_module_with(&mut object, module, false, may_fail)?;
    if !failed.is_empty() {
        // Incomplete: the caller makes it again without those functions.
        return Ok(PartialObject {
            bytes: Vec::new(),
            failed,
        });
    }
    let bytes = object
        .finish()
        .emit()
        .map_err(|e| CompileError::Module(e.to_string()))?;
    Ok(PartialObject { bytes, failed })
}
