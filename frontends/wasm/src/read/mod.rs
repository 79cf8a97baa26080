//! The reader: a wasm module as zyme IR (see `docs/wasm.md`).
//!
//! [`read`] validates the bytes with `wasmparser` (wasm 2.0, SIMD and
//! multi-memory), gathers the declarations ([`module`]), lays out the
//! instance record ([`instance`]), lowers every function body ([`func`],
//! with the operator families in [`numeric`], [`memory`], [`tables`] and
//! [`simd`]) and generates the instance's own functions
//! ([`instantiate`]). The result is an ordinary zyme module whose memory is
//! reached through pointers, with the derivative rule of `memory.grow`
//! registered for the driver.

pub mod error;
mod func;
pub mod import_rules;
pub mod instance;
mod instantiate;
mod memory;
mod module;
mod numeric;
mod simd;
mod tables;

pub use error::{Location, WasmError};
pub use instance::{GlobalLayout, InstanceLayout, MemoryLayout, TableLayout, TrapCode};

use module::ModuleInfo;
use wasmparser::{FuncType, ValType, Validator, WasmFeatures};
use zyme_ir::autodiff::AdRequests;
use zyme_ir::{FileId, FuncId, Global, Linkage, MathOp, Module, Signature, Type};

/// A local function `(vmctx, x…) -> op(x…)`, standing for a C math
/// function a module imports.
fn math_function(
    module: &mut Module,
    name: &str,
    sig: Signature,
    op: MathOp,
) -> Result<FuncId, zyme_ir::module::DuplicateName> {
    let id = module.declare_function(name, sig, Linkage::Local)?;
    let mut b = module.builder(id);
    let entry = b.create_block();
    let params = b.append_signature_params(entry);
    b.switch_to(entry);
    let r = b.math(op, &params[1..]);
    b.ret(&[r]);
    Ok(id)
}

/// The host C function an `env` import of a wasm32 C program is, with its
/// host signature (`long` is 64 bits there, 32 in wasm32), for the
/// scalar C library functions that are not math operations of zyme IR.
fn host_c_function(import: &module::FuncImport) -> Option<(&'static str, Signature)> {
    if import.module != "env" {
        return None;
    }
    let (f64_, f32_, i32_, i64_) = (Type::F64, Type::F32, Type::I32, Type::I64);
    Some(match import.name.as_str() {
        "ldexp" => ("ldexp", Signature::new([f64_, i32_], [f64_])),
        "ldexpf" => ("ldexpf", Signature::new([f32_, i32_], [f32_])),
        "lround" => ("lround", Signature::new([f64_], [i64_])),
        "lroundf" => ("lroundf", Signature::new([f32_], [i64_])),
        "llround" => ("llround", Signature::new([f64_], [i64_])),
        "fmod" => ("fmod", Signature::new([f64_, f64_], [f64_])),
        "fmodf" => ("fmodf", Signature::new([f32_, f32_], [f32_])),
        _ => return None,
    })
}

/// A local function `(vmctx, x…) -> host(x…)` calling the host C function
/// an import stands for, integers converted between the wasm32 and the
/// host C types.
fn c_function(
    module: &mut Module,
    name: &str,
    sig: Signature,
    host: &str,
    host_sig: Signature,
) -> Result<FuncId, String> {
    let wasm_params = sig.params[1..].to_vec();
    let wasm_returns = sig.returns.clone();
    if wasm_params.len() != host_sig.params.len() || wasm_returns.len() != host_sig.returns.len() {
        return Err(format!("@{name} does not have the C signature of {host}"));
    }
    let callee = module
        .import_function(host, host_sig.clone())
        .map_err(|e| e.to_string())?;
    let id = module
        .declare_function(name, sig, Linkage::Local)
        .map_err(|e| e.to_string())?;
    let mut b = module.builder(id);
    let entry = b.create_block();
    let params = b.append_signature_params(entry);
    b.switch_to(entry);
    let convert = |b: &mut zyme_ir::FunctionBuilder, v, from: Type, to: Type| {
        if from == to {
            v
        } else if from.is_int() && to.is_int() {
            let op = if from.bits() < to.bits() {
                zyme_ir::CastOp::Sext
            } else {
                zyme_ir::CastOp::Trunc
            };
            b.cast(op, v, to)
        } else {
            v
        }
    };
    let args: Vec<_> = params[1..]
        .iter()
        .zip(wasm_params.iter().zip(&host_sig.params))
        .map(|(&v, (&w, &h))| convert(&mut b, v, w, h))
        .collect();
    let out = b.call(callee, &args);
    let rets: Vec<_> = out
        .iter()
        .zip(host_sig.returns.iter().zip(&wasm_returns))
        .map(|(&v, (&h, &w))| convert(&mut b, v, h, w))
        .collect();
    b.ret(&rets);
    Ok(id)
}

/// A wasm value type, as exports report their signatures.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum WasmType {
    I32,
    I64,
    F32,
    F64,
    V128,
    FuncRef,
    ExternRef,
}

impl WasmType {
    fn of(vt: ValType) -> WasmType {
        match vt {
            ValType::I32 => WasmType::I32,
            ValType::I64 => WasmType::I64,
            ValType::F32 => WasmType::F32,
            ValType::F64 => WasmType::F64,
            ValType::V128 => WasmType::V128,
            ValType::Ref(r) if r.is_func_ref() => WasmType::FuncRef,
            ValType::Ref(_) => WasmType::ExternRef,
        }
    }
}

/// An exported function.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Export {
    /// The export name.
    pub name: String,
    /// The wasm function index.
    pub index: u32,
    /// The zyme function: `(vmctx: ptr, params...) -> results`.
    pub func: FuncId,
    pub params: Vec<WasmType>,
    pub results: Vec<WasmType>,
}

/// The functions the reader generates for the embedder (all zyme IR in
/// the module).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Generated {
    /// `__zyme_wasm_instantiate() -> ptr`: a new instance (its trap field
    /// is set if a segment did not fit or the start function trapped).
    pub instantiate: FuncId,
    /// `__zyme_wasm_shadow(vmctx) -> ptr`: a shadow instance.
    pub shadow: FuncId,
    /// `__zyme_wasm_memory_grow(vmctx, memory: i32, delta: i32) -> i32`.
    pub memory_grow: FuncId,
    /// `__zyme_wasm_free(vmctx)`: releases an instance or a shadow.
    pub free: FuncId,
    /// `__zyme_wasm_trap(vmctx) -> (i32, i32, i32)`: the trap code, the
    /// function index and the byte offset (code 0: no trap).
    pub trap: FuncId,
    /// `__zyme_wasm_unwind(vmctx)`: what a frame leaving because of a trap
    /// calls (registered as aborting for the derivatives).
    pub unwind: FuncId,
}

/// A module read into zyme IR.
#[derive(Clone, Debug)]
pub struct Wasm {
    pub module: Module,
    /// What the driver needs besides requests: the custom rule of
    /// `__zyme_wasm_memory_grow`.
    pub ad: AdRequests,
    pub layout: InstanceLayout,
    pub exports: Vec<Export>,
    /// A name per wasm function index: the name section's, else an
    /// export's, else `func{i}`.
    pub names: Vec<String>,
    /// The zyme function of each wasm function index.
    pub funcs: Vec<FuncId>,
    pub generated: Generated,
}

impl Wasm {
    /// The export called `name`.
    pub fn export(&self, name: &str) -> Option<&Export> {
        self.exports.iter().find(|e| e.name == name)
    }

    /// What an embedder shows for a trap read from the instance record:
    /// `wasm trap: integer divide by zero in function 3 (@loss) at 0x1a2`.
    pub fn trap_message(&self, code: i32, func: i32, offset: i32) -> String {
        let what = TrapCode::from_code(code)
            .map_or_else(|| format!("unknown trap code {code}"), |t| t.to_string());
        match self.names.get(func as u32 as usize) {
            Some(name) => format!(
                "wasm trap: {what} in function {func} (@{name}) at {:#x}",
                offset as u32
            ),
            None => format!("wasm trap: {what} at {:#x}", offset as u32),
        }
    }
}

/// The shared, read-only facts every function's lowering uses.
pub(crate) struct Env<'a> {
    pub file: &'a str,
    pub file_id: Option<FileId>,
    pub info: &'a ModuleInfo<'a>,
    pub layout: &'a InstanceLayout,
    /// The module's canonical type for `v128` (see [`simd`]).
    pub v128: Type,
    /// The zyme function of each wasm function index.
    pub funcs: Vec<FuncId>,
    pub memory_grow: FuncId,
    pub unwind: FuncId,
    /// `__zyme_wasm_funcrefs`: a table entry per function reference.
    pub func_refs: Global,
    /// The bytes of each data segment.
    pub data: Vec<Global>,
    /// Each table's entries where they never change
    /// ([`ModuleInfo::static_tables`]).
    pub static_tables: Vec<Option<Vec<Option<u32>>>>,
}

impl Env<'_> {
    pub fn location(&self, func: Option<u32>, offset: u64) -> Location {
        Location {
            file: self.file.to_string(),
            func: func.map(|f| {
                (
                    f,
                    self.info.names.get(f as usize).cloned().unwrap_or_default(),
                )
            }),
            offset,
        }
    }

    /// The zyme type of a wasm value type.
    pub fn ty(&self, vt: ValType, func: u32, offset: u64) -> Result<Type, WasmError> {
        Ok(match vt {
            ValType::I32 => Type::I32,
            ValType::I64 => Type::I64,
            ValType::F32 => Type::F32,
            ValType::F64 => Type::F64,
            ValType::V128 => self.v128,
            ValType::Ref(r) if r.is_func_ref() || r.is_extern_ref() => Type::I64,
            ValType::Ref(r) => {
                return Err(WasmError::Unsupported {
                    at: self.location(Some(func), offset),
                    what: format!("reference type {r}"),
                })
            }
        })
    }

    pub fn types(&self, vts: &[ValType], func: u32, offset: u64) -> Result<Vec<Type>, WasmError> {
        vts.iter().map(|&vt| self.ty(vt, func, offset)).collect()
    }

    /// The zyme signature of a wasm function type: `vmctx` first.
    pub fn signature(&self, ft: &FuncType, func: u32, offset: u64) -> Result<Signature, WasmError> {
        let mut params = vec![Type::PTR];
        params.extend(self.types(ft.params(), func, offset)?);
        Ok(Signature::new(
            params,
            self.types(ft.results(), func, offset)?,
        ))
    }
}

/// The features the reader accepts: wasm 2.0 (which includes SIMD) and
/// multiple memories.
pub fn features() -> WasmFeatures {
    WasmFeatures::WASM2 | WasmFeatures::MULTI_MEMORY
}

/// Reads a wasm module into zyme IR; `file` names it in errors.
///
/// # Errors
/// A [`WasmError`] naming the function and byte offset when the bytes are
/// not a valid module or use something the reader does not lower.
pub fn read(bytes: &[u8], file: &str) -> Result<Wasm, WasmError> {
    let types = Validator::new_with_features(features())
        .validate_all(bytes)
        .map_err(|e| WasmError::Invalid {
            at: Location {
                file: file.to_string(),
                func: locate(bytes, e.offset()),
                offset: e.offset(),
            },
            message: error::one_line(e.message()),
        })?;
    let info = ModuleInfo::parse(bytes, file, &types)?;
    let at0 = |func: Option<u32>| Location {
        file: file.to_string(),
        func: func.map(|f| (f, info.names[f as usize].clone())),
        offset: 0,
    };
    let v128 = simd::canonical_type(&info);
    let placeholder = Env {
        file,
        file_id: None,
        info: &info,
        layout: &InstanceLayout::default(),
        v128,
        funcs: Vec::new(),
        memory_grow: FuncId::from_u32(0),
        unwind: FuncId::from_u32(0),
        func_refs: Global::from_u32(0),
        data: Vec::new(),
        static_tables: Vec::new(),
    };
    let mut globals = Vec::new();
    for (i, g) in info.globals.iter().enumerate() {
        let ty = placeholder
            .ty(g.ty.content_type, 0, 0)
            .map_err(|_| WasmError::Unsupported {
                at: at0(None),
                what: format!("type of global {i}"),
            })?;
        globals.push((ty, g.ty.mutable));
    }
    let layout = InstanceLayout::compute(
        &info.memories.iter().map(|m| m.initial).collect::<Vec<_>>(),
        &globals,
        &info.tables.iter().map(|t| t.initial).collect::<Vec<_>>(),
        info.data.len(),
    );
    let mut module = Module::new();
    let file_id = module.add_file(file);
    let internal = |message: String| WasmError::Internal {
        at: at0(None),
        message,
    };
    // Declare every function first: bodies call each other.
    let mut funcs = Vec::with_capacity(info.funcs.len());
    let exported = |i: u32| info.exports.iter().any(|(_, f)| *f == i);
    for i in 0..info.funcs.len() as u32 {
        let sig = placeholder.signature(info.func_type(i), i, 0)?;
        let id = if let Some(import) = info.imports.get(i as usize) {
            let name = format!("{}${}", import.module, import.name);
            let math = tables::libm_import(Some(import), &sig.params[1..], &sig.returns);
            match math {
                // A C math function from `env`: direct calls become the
                // math operation (tables.rs); for references (a table of
                // functions) it gets a body doing the same.
                Some(op) => math_function(&mut module, &name, sig, op)
                    .map_err(|e| internal(e.to_string()))?,
                None => match host_c_function(import) {
                    Some((host, host_sig)) => c_function(&mut module, &name, sig, host, host_sig)
                        .map_err(|e| internal(e.to_string()))?,
                    None => module
                        .import_function(&name, sig)
                        .map_err(|e| internal(e.to_string()))?,
                },
            }
        } else {
            let name = unique_name(&module, &info.names[i as usize], i);
            let linkage = if exported(i) {
                Linkage::Export
            } else {
                Linkage::Local
            };
            module
                .declare_function(&name, sig, linkage)
                .map_err(|e| internal(e.to_string()))?
        };
        funcs.push(id);
    }
    let decls = instantiate::declare(&mut module, &info, &funcs).map_err(internal)?;
    let env = Env {
        file,
        file_id: Some(file_id),
        info: &info,
        layout: &layout,
        v128,
        funcs,
        memory_grow: decls.generated.memory_grow,
        unwind: decls.generated.unwind,
        func_refs: decls.func_refs,
        data: decls.data.clone(),
        static_tables: info.static_tables(),
    };
    for (k, body) in info.bodies.iter().enumerate() {
        let index = info.num_imported() + k as u32;
        func::lower_function(&mut module, &env, index, env.funcs[index as usize], body)?;
    }
    let mut ad = instantiate::generate(&mut module, &env, &decls)?;
    let rules = import_rules::rules(&mut module, &info, &env.funcs, file)?;
    ad.registrations.gradients.extend(rules.gradients);
    ad.registrations.derivatives.extend(rules.derivatives);
    let exports = info
        .exports
        .iter()
        .map(|(name, index)| {
            let ft = info.func_type(*index);
            Export {
                name: name.clone(),
                index: *index,
                func: env.funcs[*index as usize],
                params: ft.params().iter().map(|&v| WasmType::of(v)).collect(),
                results: ft.results().iter().map(|&v| WasmType::of(v)).collect(),
            }
        })
        .collect();
    let funcs = env.funcs.clone();
    Ok(Wasm {
        module,
        ad,
        layout,
        exports,
        names: info.names.clone(),
        funcs,
        generated: decls.generated,
    })
}

/// A zyme name for wasm function `index` wanting to be called `wanted`:
/// itself unless taken or reserved (the C library and libm functions the
/// module or the backends may import, and zyme's own `__` names).
fn unique_name(module: &Module, wanted: &str, index: u32) -> String {
    let reserved = |n: &str| {
        n.is_empty()
            || n.starts_with("__")
            || matches!(
                n,
                "calloc"
                    | "realloc"
                    | "malloc"
                    | "free"
                    | "memcpy"
                    | "memmove"
                    | "memset"
                    | "fmod"
                    | "fmodf"
                    | "nearbyint"
                    | "nearbyintf"
                    | "fmin"
                    | "fmax"
                    | "fminf"
                    | "fmaxf"
                    | "round"
                    | "roundf"
            )
            || MathOp::from_libm(n).is_some()
    };
    let taken = |n: &str| module.func_by_name(n).is_some() || module.global_by_name(n).is_some();
    if !reserved(wanted) && !taken(wanted) {
        return wanted.to_string();
    }
    let mut name = format!("{wanted}.{index}");
    while taken(&name) {
        name.push('_');
    }
    name
}

/// The function whose body holds `offset`, with its name, for errors the
/// validator reports by offset alone (best effort: the parse may fail too).
fn locate(bytes: &[u8], offset: u64) -> Option<(u32, String)> {
    let mut imported = 0u32;
    let mut defined = 0u32;
    let mut found = None;
    let mut names: Vec<(u32, String)> = Vec::new();
    for payload in wasmparser::Parser::new(0).parse_all(bytes) {
        let Ok(payload) = payload else { break };
        match payload {
            wasmparser::Payload::ImportSection(reader) => {
                for import in reader.into_imports() {
                    if matches!(import.ok()?.ty, wasmparser::TypeRef::Func(_)) {
                        imported += 1;
                    }
                }
            }
            wasmparser::Payload::ExportSection(reader) => {
                for export in reader.into_iter().map_while(Result::ok) {
                    if export.kind == wasmparser::ExternalKind::Func {
                        names.push((export.index, export.name.to_string()));
                    }
                }
            }
            wasmparser::Payload::CodeSectionEntry(body) => {
                let range = body.range();
                if range.contains(&offset) {
                    found = Some(imported + defined);
                }
                defined += 1;
            }
            wasmparser::Payload::CustomSection(custom) => {
                if let wasmparser::KnownCustom::Name(reader) = custom.as_known() {
                    for name in reader.into_iter().map_while(Result::ok) {
                        if let wasmparser::Name::Function(map) = name {
                            let map = map.into_iter().map_while(Result::ok);
                            names.extend(map.map(|n| (n.index, n.name.to_string())));
                        }
                    }
                }
            }
            _ => {}
        }
    }
    let index = found?;
    // The name section wins over exports, as in `ModuleInfo::parse`.
    let name = names
        .iter()
        .rev()
        .find(|(i, n)| *i == index && !n.is_empty())
        .map_or_else(|| format!("func{index}"), |(_, n)| n.clone());
    Some((index, name))
}
