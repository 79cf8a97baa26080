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

/// Compiles `module` to a relocatable object file for `triple` (the host
/// when `None`), e.g. `"aarch64-unknown-linux-gnu"`.
pub fn compile_object(
    module: &zyme_ir::Module,
    triple: Option<&str>,
) -> Result<Vec<u8>, CompileError> {
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
    lower::lower_module(&mut object, module, false)?;
    object
        .finish()
        .emit()
        .map_err(|e| CompileError::Module(e.to_string()))
}
