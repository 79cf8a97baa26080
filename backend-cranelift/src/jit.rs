//! The in-process driver: `cranelift-jit`.
//!
//! Imports are resolved first from [`crate::runtime`], then from the
//! process (`dlsym`; the OpenMP runtime, libomp, is loaded first when the
//! code calls it), and checked *before* finalizing, because
//! `cranelift-jit` panics on a symbol it cannot resolve.

use crate::lower::{self, Lowered};
use crate::{runtime, CompileError};
use cranelift_jit::{JITBuilder, JITModule};
use cranelift_module::{default_libcall_names, Linkage, Module};
use std::collections::HashMap;
use std::ffi::CString;
use std::marker::PhantomData;
use std::ops::Deref;
use zyme_ir::{DataValue, ScalarType, Signature, Type};

/// Compiled code of one zyme module, callable from Rust. The code is freed
/// when this is dropped; [`JitFn`] borrows it so that cannot happen early.
pub struct JitModule {
    /// `None` only during drop.
    module: Option<JITModule>,
    funcs: HashMap<String, JitFunc>,
}

struct JitFunc {
    sig: Signature,
    ptr: *const u8,
    trampoline: Option<*const u8>,
}

fn module_err(e: impl std::fmt::Display) -> CompileError {
    CompileError::Module(e.to_string())
}

fn in_process(name: &str) -> bool {
    let Ok(c) = CString::new(name) else {
        return false;
    };
    // SAFETY: dlsym with RTLD_DEFAULT and a NUL-terminated name only reads.
    !unsafe { libc::dlsym(libc::RTLD_DEFAULT, c.as_ptr()) }.is_null()
}

/// Where the LLVM OpenMP runtime may be (Debian's `libomp-19-dev` and
/// the usual names on a library path).
const LIBOMP: [&str; 4] = [
    "libomp.so",
    "libomp.so.5",
    "/usr/lib/llvm-19/lib/libomp.so",
    "/usr/lib/llvm-19/lib/libomp.so.5",
];

/// Loads the OpenMP runtime into the process (once; globally, so that
/// `dlsym` finds its symbols) when code calls it and nothing has loaded
/// it: the JIT runs a program compiled with `-fopenmp` as its linked
/// executable would.
fn load_openmp_runtime() {
    static LOADED: std::sync::Once = std::sync::Once::new();
    LOADED.call_once(|| {
        for path in LIBOMP {
            let Ok(c) = CString::new(path) else { continue };
            // SAFETY: loading a shared library by name; its initialisers
            // are the OpenMP runtime's own.
            let h = unsafe { libc::dlopen(c.as_ptr(), libc::RTLD_NOW | libc::RTLD_GLOBAL) };
            if !h.is_null() {
                return;
            }
        }
    });
}

impl JitModule {
    /// Compiles every defined function of `module`.
    ///
    /// Imported functions and globals are taken from the runtime or the
    /// process; an unresolvable one is a [`CompileError::Unresolved`].
    pub fn compile(module: &zyme_ir::Module) -> Result<JitModule, CompileError> {
        JitModule::compile_with_symbols(module, &[])
    }

    /// As [`JitModule::compile`], with imports also resolved to the given
    /// host addresses (functions the embedding program provides, such as
    /// custom derivative rules written in Rust). The caller keeps what
    /// they point to alive as long as the compiled code may call them.
    pub fn compile_with_symbols(
        module: &zyme_ir::Module,
        host: &[(&'static str, *const u8)],
    ) -> Result<JitModule, CompileError> {
        // As `JITBuilder::with_flags` makes it: long-range calls, no PIC.
        let mut flags = crate::FLAGS.to_vec();
        flags.extend([("use_colocated_libcalls", "false"), ("is_pic", "false")]);
        let native = cranelift_native::builder()
            .map_err(|e| CompileError::Target(format!("host machine is not supported: {e}")))?;
        let (isa, egraph) = crate::isa_pair(&native, &flags)?;
        let mut builder = JITBuilder::with_isa(isa, default_libcall_names());
        let mut provided = runtime::symbols();
        provided.extend_from_slice(host);
        builder.symbols(provided.iter().copied());
        let mut jit = JitModule {
            module: Some(JITModule::new(builder)),
            funcs: HashMap::new(),
        };
        let cl = jit.module.as_mut().expect("present until drop");
        let Lowered { funcs, trampolines } = lower::lower_module(cl, module, true, &*egraph)?;

        let decls = cl.declarations();
        let names = decls
            .get_functions()
            .filter(|(_, d)| d.linkage == Linkage::Import)
            .filter_map(|(_, d)| d.name.clone())
            .chain(
                decls
                    .get_data_objects()
                    .filter(|(_, d)| d.linkage == Linkage::Import)
                    .filter_map(|(_, d)| d.name.clone()),
            );
        // Only what the code refers to must resolve: a module may declare
        // imports it never calls (the wasm reader's math imports, which
        // become math operations).
        let used = referenced_symbols(module);
        let openmp = |n: &String| n.starts_with("__kmpc_") || n.starts_with("omp_");
        if used.iter().any(|n| openmp(n) && !in_process(n)) {
            load_openmp_runtime();
        }
        for name in names {
            if used.contains(&name)
                && !provided.iter().any(|(n, _)| *n == name)
                && !in_process(&name)
            {
                return Err(CompileError::Unresolved(name));
            }
        }
        cl.finalize_definitions().map_err(module_err)?;

        for (id, func) in module.functions.iter() {
            // Declarations, and helpers nothing called (not compiled).
            let Some(cl_id) = funcs[id].filter(|_| !func.is_declaration()) else {
                continue;
            };
            let ptr = cl.get_finalized_function(cl_id);
            let trampoline = trampolines.get(&id).map(|&t| cl.get_finalized_function(t));
            jit.funcs.insert(
                func.name.clone(),
                JitFunc {
                    sig: func.sig.clone(),
                    ptr,
                    trampoline,
                },
            );
        }
        Ok(jit)
    }

    /// The entry address of a defined function.
    pub fn function_ptr(&self, name: &str) -> Option<*const u8> {
        self.funcs.get(name).map(|f| f.ptr)
    }

    /// A typed handle on a defined function, after checking that `F`
    /// matches its IR signature.
    pub fn get<F: JitSignature>(&self, name: &str) -> Result<JitFn<'_, F>, CompileError> {
        let f = self
            .funcs
            .get(name)
            .ok_or_else(|| CompileError::NoSuchFunction(name.to_string()))?;
        if f.sig.variadic || !F::matches(&f.sig) {
            return Err(CompileError::SignatureMismatch {
                func: name.to_string(),
                ir: zyme_ir::text::printer::signature(&f.sig),
                requested: F::describe(),
            });
        }
        // SAFETY: the signature was checked against the IR signature the
        // code was compiled for, with the default C calling convention.
        let f = unsafe { F::from_ptr(f.ptr) };
        Ok(JitFn {
            f,
            _module: PhantomData,
        })
    }

    /// Calls a defined function with run-time values (through its
    /// trampoline) and returns its results. The argument types must match
    /// the signature exactly (pointers of any address space match).
    pub fn call_dynamic(
        &self,
        name: &str,
        args: &[DataValue],
    ) -> Result<Vec<DataValue>, CompileError> {
        let f = self
            .funcs
            .get(name)
            .ok_or_else(|| CompileError::NoSuchFunction(name.to_string()))?;
        let mismatch = || CompileError::SignatureMismatch {
            func: name.to_string(),
            ir: zyme_ir::text::printer::signature(&f.sig),
            requested: format!(
                "({})",
                args.iter()
                    .map(|a| a.ty().to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        };
        if args.len() != f.sig.params.len() {
            return Err(mismatch());
        }
        let mut slots = Vec::new();
        for (arg, &ty) in args.iter().zip(&f.sig.params) {
            if !crate::lower::same_shape(arg.ty(), ty) {
                return Err(mismatch());
            }
            match arg {
                DataValue::Vector(lanes) => slots.extend(lanes.iter().map(DataValue::bits)),
                // Two slots, low half first (see `define_trampoline`).
                DataValue::I128(bits) => slots.extend([*bits as u64, (*bits >> 64) as u64]),
                scalar => slots.push(scalar.bits()),
            }
        }
        let slots_of = |t: &Type| (t.lanes() * t.lane().bits().div_ceil(64)) as usize;
        let n_results: usize = f.sig.returns.iter().map(slots_of).sum();
        let mut out = vec![0u64; n_results.max(1)];
        slots.push(0); // never an empty buffer to point at
        let tramp = f
            .trampoline
            .expect("every defined function has a trampoline");
        // SAFETY: the trampoline was generated for this signature; it
        // reads one slot per argument lane and writes one per result lane.
        unsafe {
            let t: extern "C" fn(*const u64, *mut u64) = std::mem::transmute(tramp);
            t(slots.as_ptr(), out.as_mut_ptr());
        }
        let mut lanes = out.into_iter();
        Ok(f.sig
            .returns
            .iter()
            .map(|&ty| {
                let mut lane = || {
                    let mut next = || lanes.next().expect("slots for every lane");
                    if ty.lane() == ScalarType::I128 {
                        let lo = u128::from(next());
                        DataValue::I128(lo | u128::from(next()) << 64)
                    } else {
                        DataValue::from_bits(ty.lane(), next())
                    }
                };
                if ty.is_vector() {
                    DataValue::Vector((0..ty.lanes()).map(|_| lane()).collect())
                } else {
                    lane()
                }
            })
            .collect())
    }
}

impl Drop for JitModule {
    fn drop(&mut self) {
        if let Some(m) = self.module.take() {
            // SAFETY: every `JitFn` borrows `self`, so no handle to the code
            // outlives this; raw `function_ptr`s are documented as dangling.
            unsafe { m.free_memory() };
        }
    }
}

/// A typed JIT function; derefs to the `extern "C" fn` and keeps the
/// module borrowed so the code stays alive.
pub struct JitFn<'m, F> {
    f: F,
    _module: PhantomData<&'m JitModule>,
}

impl<F> Deref for JitFn<'_, F> {
    type Target = F;
    fn deref(&self) -> &F {
        &self.f
    }
}

/// A Rust type that can stand for an IR parameter or result type.
pub trait JitType: Copy {
    /// Whether an IR value of type `ty` can be passed as `Self`.
    fn matches(ty: Type) -> bool;
    fn name() -> &'static str;
}

macro_rules! jit_types {
    ($($t:ty => ($scalar:pat);)*) => {
        $(
            impl JitType for $t {
                fn matches(ty: Type) -> bool {
                    !ty.is_vector() && matches!(ty.lane(), $scalar)
                }
                fn name() -> &'static str {
                    stringify!($t)
                }
            }
        )*
    };
}

jit_types! {
    i8 => (ScalarType::I8);
    u8 => (ScalarType::I8);
    i16 => (ScalarType::I16);
    u16 => (ScalarType::I16);
    i32 => (ScalarType::I32);
    u32 => (ScalarType::I32);
    i64 => (ScalarType::I64);
    u64 => (ScalarType::I64);
    f32 => (ScalarType::F32);
    f64 => (ScalarType::F64);
    bool => (ScalarType::I1);
    usize => (ScalarType::Ptr(_) | ScalarType::I64);
    isize => (ScalarType::I64);
}

impl<T> JitType for *const T {
    fn matches(ty: Type) -> bool {
        !ty.is_vector() && ty.is_ptr()
    }
    fn name() -> &'static str {
        "*const _"
    }
}

impl<T> JitType for *mut T {
    fn matches(ty: Type) -> bool {
        !ty.is_vector() && ty.is_ptr()
    }
    fn name() -> &'static str {
        "*mut _"
    }
}

/// A Rust return type: `()` or one [`JitType`].
pub trait JitReturn {
    fn matches(returns: &[Type]) -> bool;
    fn name() -> &'static str;
}

impl JitReturn for () {
    fn matches(returns: &[Type]) -> bool {
        returns.is_empty()
    }
    fn name() -> &'static str {
        "()"
    }
}

impl<T: JitType> JitReturn for T {
    fn matches(returns: &[Type]) -> bool {
        matches!(returns, [ty] if T::matches(*ty))
    }
    fn name() -> &'static str {
        T::name()
    }
}

/// An `extern "C" fn` type that a JIT function can be called as.
///
/// # Safety
/// `from_ptr` must only be given code compiled for a signature that
/// `matches` accepted.
pub unsafe trait JitSignature: Copy {
    fn matches(sig: &Signature) -> bool;
    fn describe() -> String;
    /// # Safety
    /// `ptr` is the entry of a function with a matching signature.
    unsafe fn from_ptr(ptr: *const u8) -> Self;
}

macro_rules! jit_signatures {
    ($(($($a:ident),*);)*) => {
        $(
            unsafe impl<R: JitReturn, $($a: JitType),*> JitSignature for extern "C" fn($($a),*) -> R {
                #[allow(unused_mut, unused_variables, non_snake_case)]
                fn matches(sig: &Signature) -> bool {
                    let mut params = sig.params.iter();
                    $(
                        let $a = params.next().is_some_and(|&t| $a::matches(t));
                        if !$a {
                            return false;
                        }
                    )*
                    params.next().is_none() && R::matches(&sig.returns)
                }
                fn describe() -> String {
                    let params: Vec<&str> = vec![$($a::name()),*];
                    format!("extern \"C\" fn({}) -> {}", params.join(", "), R::name())
                }
                unsafe fn from_ptr(ptr: *const u8) -> Self {
                    std::mem::transmute::<*const u8, Self>(ptr)
                }
            }

            impl<R: JitReturn, $($a: JitType),*> JitFn<'_, extern "C" fn($($a),*) -> R> {
                /// Calls the function.
                #[allow(non_snake_case, clippy::too_many_arguments)]
                pub fn call(&self, $($a: $a),*) -> R {
                    (self.f)($($a),*)
                }
            }
        )*
    };
}

jit_signatures! {
    ();
    (A);
    (A, B);
    (A, B, C);
    (A, B, C, D);
    (A, B, C, D, E);
    (A, B, C, D, E, F);
    (A, B, C, D, E, F, G);
    (A, B, C, D, E, F, G, H);
    (A, B, C, D, E, F, G, H, I);
    (A, B, C, D, E, F, G, H, I, J);
    (A, B, C, D, E, F, G, H, I, J, K);
    (A, B, C, D, E, F, G, H, I, J, K, L);
    (A, B, C, D, E, F, G, H, I, J, K, L, M);
    (A, B, C, D, E, F, G, H, I, J, K, L, M, N);
    (A, B, C, D, E, F, G, H, I, J, K, L, M, N, O);
    (A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P);
}

/// The names of the functions and globals a module's code and initializers
/// refer to.
fn referenced_symbols(module: &zyme_ir::Module) -> std::collections::HashSet<String> {
    use zyme_ir::{GlobalInit, InstData, RelocTarget};
    let mut out = std::collections::HashSet::new();
    for f in module.functions.values() {
        for inst in f.layout.insts() {
            match &f.dfg.insts[inst] {
                InstData::Call { func, .. } | InstData::FuncAddr { func } => {
                    out.insert(module.functions[*func].name.clone());
                }
                InstData::GlobalAddr { global } => {
                    out.insert(module.globals[*global].name.clone());
                }
                _ => {}
            }
        }
    }
    for g in module.globals.values() {
        if let GlobalInit::Bytes { relocs, .. } = &g.init {
            for r in relocs {
                out.insert(match r.target {
                    RelocTarget::Func(f) => module.functions[f].name.clone(),
                    RelocTarget::Global(h) => module.globals[h].name.clone(),
                });
            }
        }
    }
    out
}
