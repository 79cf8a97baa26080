//! The ahead-of-time driver: `cranelift-object`.
//!
//! The object is position-independent so that `cc` can link it into the
//! default PIE executables; imports stay undefined symbols for the linker
//! (`-lm` for the math library; `__powidf2` comes from libgcc or
//! compiler-rt).

use crate::{lower, CompileError};
use cranelift_codegen::isa;
use cranelift_module::default_libcall_names;
use cranelift_object::{ObjectBuilder, ObjectModule};
use target_lexicon::Triple;
use zyme_ir::FuncId;

/// Compiles `module` to a relocatable object file for `triple` (the host
/// when `None`), e.g. `"aarch64-unknown-linux-gnu"`.
pub fn compile_object(
    module: &zyme_ir::Module,
    triple: Option<&str>,
) -> Result<Vec<u8>, CompileError> {
    Ok(object_with(module, triple, &|_| false)?.bytes)
}

/// What [`compile_object_partial`] made: an object, or the functions
/// that failed.
#[derive(Debug)]
pub struct PartialObject {
    /// The object file; empty when some function failed.
    pub bytes: Vec<u8>,
    /// The functions that could not be compiled, each with its error, in
    /// the module's order.
    pub failed: Vec<(FuncId, CompileError)>,
}

/// [`compile_object`], where a function for which `may_fail` holds and
/// that cannot be compiled (an error, or a panic in Cranelift) is
/// reported rather than failing the whole: the caller leaves those to
/// another compiler (`zyme cc` gives them to the C compiler), makes them
/// imports and compiles again. Other functions' errors, and the module's
/// own (globals, declarations), are still errors.
pub fn compile_object_partial(
    module: &zyme_ir::Module,
    triple: Option<&str>,
    may_fail: &dyn Fn(FuncId) -> bool,
) -> Result<PartialObject, CompileError> {
    object_with(module, triple, may_fail)
}

/// The object of `module`, or (no bytes) the functions that failed.
fn object_with(
    module: &zyme_ir::Module,
    triple: Option<&str>,
    may_fail: &dyn Fn(FuncId) -> bool,
) -> Result<PartialObject, CompileError> {
    let target = |e: &dyn std::fmt::Display| CompileError::Target(e.to_string());
    let mut flags = crate::FLAGS.to_vec();
    flags.push(("is_pic", "true"));
    let isa_builder = match triple {
        None => cranelift_native::builder().map_err(|e| target(&e))?,
        Some(t) => {
            // `isa::lookup_by_name` panics on a malformed triple; parse first.
            let triple: Triple = t.parse().map_err(|e| target(&format!("{t}: {e}")))?;
            isa::lookup(triple).map_err(|e| target(&format!("{t}: {e}")))?
        }
    };
    let (isa, egraph) = crate::isa_pair(&isa_builder, &flags)?;
    let builder = ObjectBuilder::new(isa, "zyme", default_libcall_names())
        .map_err(|e| CompileError::Module(e.to_string()))?;
    let mut object = ObjectModule::new(builder);
    let (_, failed) = lower::lower_module_with(&mut object, module, false, &*egraph, may_fail)?;
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
