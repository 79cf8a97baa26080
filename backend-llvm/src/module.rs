//! The module: header, globals, function definitions and declarations,
//! and the intrinsics and library functions the bodies call.

use crate::types::{self, escape, global_name};
use crate::{func, LlvmOutError, Target};
use std::collections::BTreeMap;
use std::fmt::Write;
use zyme_ir::{AddrSpace, FuncId, GlobalData, GlobalInit, Linkage, Module, RelocTarget, Signature};

/// Functions the printed bodies call that the module does not define:
/// intrinsics and C library functions, by name, with their declaration.
#[derive(Default)]
pub struct Decls {
    pub lines: BTreeMap<String, String>,
}

impl Decls {
    /// Declares `name` (unless the module has a symbol of that name, which
    /// is then what the call binds to, as a C linker would).
    pub fn need(&mut self, module: &Module, name: &str, ret: &str, params: &[String]) {
        if module.func_by_name(name).is_some() || module.global_by_name(name).is_some() {
            return;
        }
        self.lines.entry(name.to_string()).or_insert_with(|| {
            format!("declare {ret} {}({})", global_name(name), params.join(", "))
        });
    }
}

pub fn print(module: &Module, target: &Target) -> Result<String, LlvmOutError> {
    let mut out = String::new();
    let _ = writeln!(out, "; printed by zyme for {}", target.triple());
    let _ = writeln!(out, "target datalayout = \"{}\"", target.datalayout());
    let _ = writeln!(out, "target triple = \"{}\"\n", target.triple());
    for g in module.globals.values() {
        out.push_str(&global(module, target, g)?);
        out.push('\n');
    }
    out.push('\n');
    let mut decls = Decls::default();
    let dead = match target {
        Target::Amdgcn { .. } => unreferenced_locals(module),
        _ => Vec::new(),
    };
    for (id, f) in module.functions.iter() {
        if dead.contains(&id) {
            // llc-19 crashes (register usage analysis) on an amdgcn module
            // with an internal function nothing calls: the tape helpers a
            // gradient kernel inlined, say. Nothing can reach it anyway.
            continue;
        }
        if f.is_declaration() {
            if f.kernel && target.is_gpu() {
                return Err(LlvmOutError::Function {
                    function: f.name.clone(),
                    message: "a kernel must have a body".into(),
                });
            }
            let _ = writeln!(
                out,
                "declare {} {}({})",
                ret_type(&f.sig),
                global_name(&f.name),
                param_types_with_attrs(&f.sig).join(", ")
            );
        } else {
            out.push_str(&func::print_function(module, target, id, &mut decls)?);
        }
        out.push('\n');
    }
    for line in decls.lines.values() {
        out.push_str(line);
        out.push('\n');
    }
    match target {
        Target::Amdgcn { mcpu } => {
            let _ = writeln!(out, "\nattributes #0 = {{ \"target-cpu\"=\"{mcpu}\" }}");
        }
        Target::Nvptx64 { sm } => nvptx_trailer(module, *sm, &mut out),
        _ => {}
    }
    Ok(out)
}

/// The local functions with bodies that no exported function, kernel or
/// global initialiser reaches through calls and function addresses.
fn unreferenced_locals(module: &Module) -> Vec<FuncId> {
    use zyme_ir::InstData;
    let mut reached = std::collections::HashSet::new();
    let mut work: Vec<FuncId> = module
        .functions
        .iter()
        .filter(|(_, f)| f.linkage != Linkage::Local || f.kernel)
        .map(|(id, _)| id)
        .collect();
    for g in module.globals.values() {
        if let GlobalInit::Bytes { relocs, .. } = &g.init {
            work.extend(relocs.iter().filter_map(|r| match r.target {
                RelocTarget::Func(f) => Some(f),
                RelocTarget::Global(_) => None,
            }));
        }
    }
    while let Some(id) = work.pop() {
        let Some(f) = module.functions.get(id) else {
            continue;
        };
        if !reached.insert(id) {
            continue;
        }
        for inst in f.layout.insts() {
            if let InstData::Call { func, .. } | InstData::FuncAddr { func } = f.dfg.insts[inst] {
                work.push(func);
            }
        }
    }
    module
        .functions
        .iter()
        .filter(|(id, f)| {
            f.linkage == Linkage::Local && !f.is_declaration() && !reached.contains(id)
        })
        .map(|(id, _)| id)
        .collect()
}

/// The PTX ISA version written as a target feature, which llc-19 prints
/// as the PTX `.version`: 7.8 (CUDA 11.8) is the first that covers sm_90.
const PTX_VERSION: &str = "ptx78";

/// On nvptx64, what clang-19 writes for CUDA: the attributes (convergent,
/// as every CUDA function is, so that no pass moves a call across the
/// barriers it may hold) and the kernels as `!nvvm.annotations`.
fn nvptx_trailer(module: &Module, sm: u32, out: &mut String) {
    let _ = writeln!(
        out,
        "\nattributes #0 = {{ convergent nounwind \"target-cpu\"=\"sm_{sm}\" \
         \"target-features\"=\"+{PTX_VERSION},+sm_{sm}\" }}"
    );
    let kernels: Vec<&str> = module
        .functions
        .values()
        .filter(|f| f.kernel && !f.is_declaration())
        .map(|f| f.name.as_str())
        .collect();
    if kernels.is_empty() {
        return;
    }
    let refs: Vec<String> = (0..kernels.len()).map(|i| format!("!{i}")).collect();
    let _ = writeln!(out, "\n!nvvm.annotations = !{{{}}}", refs.join(", "));
    for (i, name) in kernels.iter().enumerate() {
        let _ = writeln!(
            out,
            "!{i} = !{{ptr {}, !\"kernel\", i32 1}}",
            global_name(name)
        );
    }
}

/// The LLVM return type of a signature: `void`, one type, or a literal
/// struct of several.
pub fn ret_type(sig: &Signature) -> String {
    match sig.returns.as_slice() {
        [] => "void".into(),
        [one] => types::ty(*one),
        many => format!(
            "{{ {} }}",
            many.iter()
                .map(|t| types::ty(*t))
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

/// Parameter types, with `...` for a variadic signature.
pub fn param_types(sig: &Signature) -> Vec<String> {
    let mut p: Vec<String> = sig.params.iter().map(|t| types::ty(*t)).collect();
    if sig.variadic {
        p.push("...".into());
    }
    p
}

/// Parameter types with their `byval` attributes, as a declaration,
/// definition or call site writes them (a function type has none).
pub fn param_types_with_attrs(sig: &Signature) -> Vec<String> {
    let mut p = param_types(sig);
    for b in &sig.byval {
        if let Some(t) = p.get_mut(b.param as usize) {
            t.push_str(&byval_attr(b));
        }
    }
    p
}

/// ` byval([N x i8]) align A`.
pub fn byval_attr(b: &zyme_ir::ByVal) -> String {
    format!(" byval([{} x i8]) align {}", b.size, b.align)
}

fn global(module: &Module, target: &Target, g: &GlobalData) -> Result<String, LlvmOutError> {
    let err = |message: String| LlvmOutError::Global {
        global: g.name.clone(),
        message,
    };
    let space = if g.addr_space == AddrSpace::GENERIC {
        String::new()
    } else {
        format!("addrspace({}) ", g.addr_space.0)
    };
    let kind = if g.constant { "constant" } else { "global" };
    let align = g.align.max(1);
    let name = global_name(&g.name);
    let size = g.size;
    if target.is_gpu() && g.addr_space == AddrSpace::LOCAL {
        return Err(err(format!(
            "{} has no globals in private (local) memory",
            target.name()
        )));
    }
    // Shared memory (AMDGPU's LDS, CUDA's `__shared__`) cannot be
    // initialised and belongs to the kernels that use it.
    if target.is_gpu() && g.addr_space == AddrSpace::SHARED {
        if let GlobalInit::Bytes { data, relocs } = &g.init {
            if data.iter().any(|&b| b != 0) || !relocs.is_empty() {
                return Err(err(format!(
                    "shared memory on {} cannot have an initializer",
                    target.name()
                )));
            }
        }
        return Ok(format!(
            "{name} = internal {space}global [{size} x i8] poison, align {align}"
        ));
    }
    let linkage = match g.linkage {
        Linkage::Export => "",
        Linkage::Local => "internal ",
        Linkage::Import => "external ",
    };
    let (ty, init) = match &g.init {
        GlobalInit::External => {
            return Ok(format!(
                "{name} = external {space}{kind} [{size} x i8], align {align}"
            ))
        }
        GlobalInit::Zero => (format!("[{size} x i8]"), "zeroinitializer".to_string()),
        GlobalInit::Bytes { data, relocs } => bytes_init(module, g, data, relocs).map_err(err)?,
    };
    Ok(format!(
        "{name} = {linkage}{space}{kind} {ty} {init}, align {align}"
    ))
}

/// A byte image with pointers patched in: a packed struct of byte arrays
/// and `ptr` constants.
fn bytes_init(
    module: &Module,
    g: &GlobalData,
    data: &[u8],
    relocs: &[zyme_ir::Reloc],
) -> Result<(String, String), String> {
    let size = usize::try_from(g.size).map_err(|_| "too large".to_string())?;
    let mut bytes = data.to_vec();
    if bytes.len() > size {
        return Err(format!("{} initializer bytes for {size}", bytes.len()));
    }
    bytes.resize(size, 0);
    let mut relocs = relocs.to_vec();
    relocs.sort_by_key(|r| r.offset);
    let mut fields: Vec<(String, String)> = Vec::new();
    let mut at = 0usize;
    let push_bytes = |fields: &mut Vec<(String, String)>, from: usize, to: usize| {
        if to > from {
            fields.push((
                format!("[{} x i8]", to - from),
                format!("c\"{}\"", escape(&bytes[from..to])),
            ));
        }
    };
    for r in &relocs {
        let off = usize::try_from(r.offset).map_err(|_| "relocation offset".to_string())?;
        if off < at || off + 8 > size {
            return Err(format!(
                "relocation at offset {off} overlaps another or the end"
            ));
        }
        push_bytes(&mut fields, at, off);
        let (sym, space) = match r.target {
            RelocTarget::Global(t) => {
                let t = module
                    .globals
                    .get(t)
                    .ok_or_else(|| "relocation to an unknown global".to_string())?;
                (global_name(&t.name), t.addr_space)
            }
            RelocTarget::Func(f) => {
                let f = module
                    .functions
                    .get(f)
                    .ok_or_else(|| "relocation to an unknown function".to_string())?;
                (global_name(&f.name), AddrSpace::GENERIC)
            }
        };
        let base = if space == AddrSpace::GENERIC {
            sym
        } else {
            format!("addrspacecast ({} {sym} to ptr)", types::ptr(space))
        };
        let value = if r.addend == 0 {
            base
        } else {
            format!("getelementptr (i8, ptr {base}, i64 {})", r.addend)
        };
        fields.push(("ptr".into(), value));
        at = off + 8;
    }
    push_bytes(&mut fields, at, size);
    if relocs.is_empty() {
        return Ok(match fields.pop() {
            Some(only) => only,
            None => ("[0 x i8]".into(), "zeroinitializer".into()),
        });
    }
    let ty = format!(
        "<{{ {} }}>",
        fields
            .iter()
            .map(|(t, _)| t.as_str())
            .collect::<Vec<_>>()
            .join(", ")
    );
    let init = format!(
        "<{{ {} }}>",
        fields
            .iter()
            .map(|(t, v)| format!("{t} {v}"))
            .collect::<Vec<_>>()
            .join(", ")
    );
    Ok((ty, init))
}
