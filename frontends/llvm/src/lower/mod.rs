//! Lowering of the LLVM syntax tree to zyme IR.
//!
//! The tree is read, never changed, so that a bitcode reader can feed the
//! same lowering later. Module-level work (this file) declares every
//! function and global first, so bodies and initializers can refer to any
//! of them; [`globals`] turns initializers into bytes and relocations;
//! [`func`] lowers bodies, with [`intrinsics`] for `llvm.*` calls and the
//! C math library, and [`layout`] for sizes, offsets and scalar leaves.
//!
//! Conventions zyme chooses where LLVM leaves a choice to the target:
//!
//! * SSA aggregates are split into scalar leaves: a `{ double, i32 }`
//!   parameter is two parameters, a struct return is two results.
//! * Integers of odd widths (`i9`, `i33`) live sign-extended in the next
//!   zyme integer type; operations that read the high bits re-extend.
//! * A variadic function *defined* in the module takes its variadic
//!   arguments through one hidden pointer to 8-byte slots, and `va_start`
//!   builds the target's `va_list` (x86-64 or AAPCS64) with its register
//!   areas used up, so the `va_arg` code clang emitted (and `vsnprintf`)
//!   reads those slots.
//! * Dynamic `alloca` (VLAs) takes memory from a module-owned stack that
//!   `llvm.stacksave`/`stackrestore` and function returns rewind.
//! * `invoke` is a call whose unwind edge is never taken; landing pads are
//!   therefore never reached and are not lowered.

mod enzyme;
mod func;
mod globals;
mod intrinsics;
pub mod layout;
mod nvvm;
mod tbaa;

use crate::ast::{self, InstKind, Linkage as LLinkage, Name, Type as LType, Value as LValue};
use layout::{DataLayout, Layouts};
use std::collections::HashMap;
use std::fmt;
use zyme_ir::autodiff::AdRequests;
use zyme_ir::{ByVal, FuncId, Global, Linkage, Module, Signature, Type};

/// Why a module could not be lowered, with where: the `.ll` position, the
/// function, and the source line of the instruction's debug location.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LowerError {
    pub file: String,
    /// Line and column in the `.ll` text (0 when unknown).
    pub line: u32,
    pub col: u32,
    /// The function being lowered, if any.
    pub function: Option<String>,
    /// Line and column in the original source (from `!dbg`), if known.
    pub source: Option<(u32, u32)>,
    pub message: String,
}

pub type R<T> = Result<T, LowerError>;

impl LowerError {
    /// An error without a position yet; callers add it on the way out.
    pub fn bare(message: String) -> LowerError {
        LowerError {
            file: String::new(),
            line: 0,
            col: 0,
            function: None,
            source: None,
            message,
        }
    }

    /// Fills in a position where none is set yet.
    pub fn at(mut self, line: u32, col: u32) -> LowerError {
        if self.line == 0 {
            self.line = line;
            self.col = col;
        }
        self
    }

    fn in_function(mut self, name: &str) -> LowerError {
        if self.function.is_none() {
            self.function = Some(name.to_string());
        }
        self
    }
}

impl fmt::Display for LowerError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let file = if self.file.is_empty() {
            "<input>"
        } else {
            &self.file
        };
        write!(f, "{file}:{}:{}: ", self.line, self.col.max(1))?;
        if let Some(func) = &self.function {
            write!(f, "in function @{func}: ")?;
        }
        write!(f, "{}", self.message)?;
        if let Some((line, col)) = self.source {
            write!(f, " (source line {line}:{col})")?;
        }
        Ok(())
    }
}

impl std::error::Error for LowerError {}

/// The symbol name zyme gives an LLVM global name (`@0` → `__unnamed_0`).
pub fn symbol(name: &Name) -> String {
    match name {
        Name::Named(s) => s.clone(),
        Name::Num(n) => format!("__unnamed_{n}"),
    }
}

/// What a module-level name refers to once lowered.
#[derive(Copy, Clone, Debug, PartialEq)]
pub(crate) enum Symbol {
    Func(FuncId),
    Global(Global),
    /// An alias: the target plus a byte offset.
    Offset(SymbolBase, i64),
}

#[derive(Copy, Clone, Debug, PartialEq)]
pub(crate) enum SymbolBase {
    Func(FuncId),
    Global(Global),
}

/// Facts about a lowered function that call sites need.
#[derive(Clone, Debug)]
pub(crate) struct FuncInfo {
    /// Defined here and variadic: callers pass a hidden slot pointer.
    pub variadic_def: bool,
    pub defined: bool,
}

/// Module-wide tables shared by every function's lowering.
pub(crate) struct ModuleCx<'a> {
    pub ast: &'a ast::Module,
    pub layouts: Layouts<'a>,
    pub symbols: HashMap<String, Symbol>,
    pub funcs: HashMap<FuncId, FuncInfo>,
    /// The module-owned stack for dynamic `alloca`, created on first need:
    /// `(area, stack pointer, area size)`.
    pub dyn_stack: Option<(Global, Global, u64)>,
    pub file: String,
    /// The `va_list` layout of the module's target triple, if zyme knows it.
    pub va_list: Option<VaList>,
    /// Lowering for `zyme cc`: see [`lower_module_for_cc`].
    pub cc: bool,
    /// Functions left to the user's compiler, and why.
    pub native: HashMap<String, String>,
    /// Relative lookup tables, laid out as absolute pointers
    /// (`globals::is_relative_table`).
    pub relative_tables: std::collections::HashSet<String>,
    /// Symbols declared `extern_weak` (absent at link time means null).
    pub weak: std::collections::HashSet<String>,
}

/// The `va_list` layouts `va_start` can build: clang lowers `va_arg`
/// itself, inline, for the target's layout, so `va_start` must fill in the
/// same one.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum VaList {
    /// SysV x86-64: `{ i32 gp_offset, i32 fp_offset, ptr overflow_arg_area,
    /// ptr reg_save_area }`, 24 bytes.
    X86_64,
    /// AAPCS64 (Linux, not Apple): `{ ptr __stack, ptr __gr_top, ptr __vr_top,
    /// i32 __gr_offs, i32 __vr_offs }`, 32 bytes.
    Aapcs64,
}

impl VaList {
    /// The layout for a `target triple` (x86-64 when the module names none).
    fn of_triple(triple: Option<&str>) -> Option<VaList> {
        match triple {
            None => Some(VaList::X86_64),
            Some(t) if t.starts_with("x86_64") => Some(VaList::X86_64),
            Some(t)
                if (t.starts_with("aarch64") || t.starts_with("arm64"))
                    && !t.contains("apple")
                    && !t.contains("darwin")
                    && !t.contains("windows") =>
            {
                Some(VaList::Aapcs64)
            }
            Some(_) => None,
        }
    }

    /// Its size in bytes (what `va_copy` copies).
    pub fn size(self) -> u64 {
        match self {
            VaList::X86_64 => 24,
            VaList::Aapcs64 => 32,
        }
    }
}

/// A function `zyme cc` leaves to the user's compiler, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NativeFunction {
    pub name: String,
    pub reason: String,
}

/// A lowered module: zyme IR, the derivatives its Enzyme calls ask for
/// (their call sites call the declared functions the driver fills in),
/// and, for `zyme cc`, the functions left to the user's compiler.
#[derive(Debug)]
pub struct Lowered {
    pub module: Module,
    pub ad: AdRequests,
    /// Functions left to the user's compiler, and why (`zyme cc` only).
    pub native: Vec<NativeFunction>,
    /// Internal functions and globals the user's compiler defines for
    /// both objects, by LLVM symbol and the symbol both use (`zyme cc` only;
    /// see [`Lowered::share_internals`]).
    pub shared: Vec<(String, String)>,
    /// Whether the mutable internal globals are among `shared`.
    pub globals_shared: bool,
}

impl Lowered {
    /// Why `zyme cc` left `function` to the user's compiler, if it did.
    pub fn why_native(&self, function: &str) -> Option<&str> {
        self.native
            .iter()
            .find(|n| n.name == function)
            .map(|n| n.reason.as_str())
    }

    /// Whether `zyme cc` may still leave `function` to the user's
    /// compiler: it is defined in the LLVM module `ast` (derivatives and
    /// zyme's helpers are not), makes no Enzyme call (its call would not
    /// link), and zyme has not left it already.
    pub fn may_leave_native(&self, ast: &ast::Module, function: &str) -> bool {
        self.why_native(function).is_none()
            && ast.functions.iter().any(|f| {
                !f.is_declaration
                    && !is_intrinsic(&f.name)
                    && symbol(&f.name) == function
                    && !makes_enzyme_call(f)
            })
    }

    /// Settles what the two objects of a `zyme cc` build share, by
    /// symbols unique to this unit (`tag`: two units may each have a
    /// `static` called alike), defined by the user's compiler `hidden`
    /// and imported by zyme:
    ///
    /// - an internal function left to the user's compiler, which zyme's
    ///   object calls;
    /// - once some function is left, every mutable internal global:
    ///   otherwise each object would keep its own copy, and a write on
    ///   one side would go unseen on the other.
    ///
    /// Run again after more functions are left; what is shared stays.
    pub fn share_internals(&mut self, ast: &ast::Module, tag: u64) {
        let internal = |l: &ast::LinkageInfo| {
            matches!(l.linkage, Some(LLinkage::Internal | LLinkage::Private))
        };
        let share_globals = !self.native.is_empty() && !self.globals_shared;
        self.globals_shared |= share_globals;
        let mut names = Vec::new();
        for f in &ast.functions {
            let name = symbol(&f.name);
            if internal(&f.linkage) && !f.is_declaration && self.why_native(&name).is_some() {
                names.push((name, false));
            }
        }
        for g in ast.globals.iter().filter(|_| share_globals) {
            let plain = g.init.is_some() && g.thread_local.is_none() && g.addrspace == 0;
            if internal(&g.linkage) && !g.is_constant && plain {
                names.push((symbol(&g.name), true));
            }
        }
        for (name, is_global) in names {
            let shared = format!("{name}.zyme.{tag:016x}");
            let renamed = if is_global {
                self.module.global_by_name(&name).is_some_and(|id| {
                    let ok = self.module.rename_global(id, &shared).is_ok();
                    if ok {
                        let data = &mut self.module.globals[id];
                        data.linkage = Linkage::Import;
                        data.init = zyme_ir::GlobalInit::External;
                    }
                    ok
                })
            } else {
                self.module
                    .func_by_name(&name)
                    .is_some_and(|id| self.module.rename_function(id, &shared).is_ok())
            };
            if renamed {
                self.shared.push((name, shared));
            }
        }
    }

    /// Leaves `function` to the user's compiler after lowering (zyme could
    /// not verify or compile what it made of it): its body becomes an
    /// import, and `reason` is why. Returns `false`, changing nothing,
    /// where [`Lowered::may_leave_native`] says no.
    pub fn leave_native(&mut self, ast: &ast::Module, function: &str, reason: String) -> bool {
        if !self.may_leave_native(ast, function) {
            return false;
        }
        let Some(id) = self.module.func_by_name(function) else {
            return false;
        };
        let f = &self.module.functions[id];
        let (name, sig) = (f.name.clone(), f.sig.clone());
        self.module.functions[id] = zyme_ir::Function::new(name.clone(), sig, Linkage::Import);
        self.native.push(NativeFunction { name, reason });
        self.native.sort_by(|a, b| a.name.cmp(&b.name));
        true
    }
}

/// Lowers a parsed module. `file` names the input in diagnostics.
pub fn lower_module(ast: &ast::Module, file: &str) -> Result<Lowered, LowerError> {
    lower(ast, file, false)
}

/// Lowers a parsed module for `zyme cc`, which links zyme's object with
/// one the user's compiler makes from the same IR: functions zyme cannot
/// lower, functions that catch or clean up exceptions (unless they call
/// Enzyme), and variadic definitions become imports, returned as the list
/// the user's compiler must define; `linkonce`/`weak` functions become
/// zyme's private copies and such globals imports (the user's compiler
/// keeps their merged definitions); `main` is not wrapped (static
/// constructors run from clang's object). Once the driver has made the
/// derivatives, [`leave_unwinding_native`] leaves more to that compiler.
pub fn lower_module_for_cc(ast: &ast::Module, file: &str) -> Result<Lowered, LowerError> {
    lower(ast, file, true)
}

/// The module-level work before any body: every function and global
/// declared, initializers and aliases resolved, Enzyme's hint functions
/// defined, and the dynamic stack created if a function needs it.
fn declare_module<'a>(ast: &'a ast::Module, file: &str, cc: bool) -> R<(ModuleCx<'a>, Module)> {
    let dl = ast
        .datalayout
        .as_deref()
        .map(DataLayout::parse)
        .unwrap_or_default();
    if !dl.little_endian() {
        return Err(LowerError::bare(
            "big-endian data layouts are not supported".into(),
        ));
    }
    let mut module = Module::new();
    let mut cx = ModuleCx {
        ast,
        layouts: Layouts::new(dl, &ast.types),
        symbols: HashMap::new(),
        funcs: HashMap::new(),
        dyn_stack: None,
        file: file.to_string(),
        cc,
        native: if cc {
            native_by_nature(ast)
        } else {
            HashMap::new()
        },
        relative_tables: Default::default(),
        weak: ast
            .functions
            .iter()
            .filter(|f| f.is_declaration)
            .map(|f| (&f.name, &f.linkage))
            .chain(
                ast.globals
                    .iter()
                    .filter(|g| g.init.is_none())
                    .map(|g| (&g.name, &g.linkage)),
            )
            .filter(|(_, l)| l.linkage == Some(ast::Linkage::ExternWeak))
            .map(|(n, _)| symbol(n))
            .collect(),
        va_list: VaList::of_triple(ast.triple.as_deref()),
    };
    declare_functions(&mut cx, &mut module)?;
    mark_kernels(&cx, &mut module);
    globals::declare_globals(&mut cx, &mut module)?;
    declare_aliases(&mut cx)?;
    globals::define_globals(&cx, &mut module)?;
    define_enzyme_hints(&cx, &mut module);
    if ast.functions.iter().any(func::needs_dyn_stack) {
        globals::create_dyn_stack(&mut cx, &mut module)?;
    }
    Ok((cx, module))
}

fn lower(ast: &ast::Module, file: &str, cc: bool) -> Result<Lowered, LowerError> {
    let with_file = |mut e: LowerError| {
        e.file = file.to_string();
        e
    };
    let (mut cx, mut module) = declare_module(ast, file, cc).map_err(with_file)?;
    let mut ad = AdRequests {
        requests: Vec::new(),
        registrations: enzyme::registrations(&mut module),
    };
    enzyme::annotations(&cx, &mut module, &mut ad.registrations).map_err(with_file)?;
    for f in &ast.functions {
        let name = symbol(&f.name);
        if f.is_declaration || is_intrinsic(&f.name) || cx.native.contains_key(&name) {
            continue;
        }
        match func::lower_function(&cx, &mut ad, &mut module, f) {
            Ok(()) => {}
            // A function that asks for a derivative cannot go to clang:
            // its Enzyme call would not link. Its error is the user's.
            Err(e) if cc && !makes_enzyme_call(f) => {
                // clang compiles it; zyme's code calls it by name.
                let e = with_file(e.in_function(&name));
                let Some(Symbol::Func(id)) = cx.symbols.get(&name).copied() else {
                    return Err(e);
                };
                let sig = module.functions[id].sig.clone();
                let fname = module.functions[id].name.clone();
                module.functions[id] = zyme_ir::Function::new(fname, sig, Linkage::Import);
                cx.native.insert(name, e.to_string());
            }
            Err(e) => return Err(with_file(e.in_function(&name))),
        }
    }
    if !cc {
        globals::wrap_main_with_ctors(&cx, &mut module).map_err(with_file)?;
    }
    let mut native: Vec<NativeFunction> = cx
        .native
        .iter()
        .map(|(name, reason)| NativeFunction {
            name: name.clone(),
            reason: reason.clone(),
        })
        .collect();
    native.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(Lowered {
        module,
        ad,
        native,
        shared: Vec::new(),
        globals_shared: false,
    })
}

/// Whether a function calls an Enzyme entry point.
fn makes_enzyme_call(f: &ast::Function) -> bool {
    f.blocks.iter().any(|b| {
        b.insts.iter().any(|i| match &i.kind {
            InstKind::Call { call, .. } | InstKind::Invoke { call, .. } => {
                matches!(global_name(&call.callee), Some(Name::Named(n))
                    if enzyme::is_entry_point(n) || enzyme::unsupported(n).is_some())
            }
            _ => false,
        })
    })
}

/// Functions `zyme cc` leaves to the user's compiler before lowering:
/// variadic definitions (their callers in clang's object use the native
/// calling convention, so zyme's calls must too).
fn native_by_nature(ast: &ast::Module) -> HashMap<String, String> {
    ast.functions
        .iter()
        .filter(|f| !f.is_declaration && f.varargs)
        .map(|f| {
            (
                symbol(&f.name),
                "a variadic definition (its callers use the native calling convention)".to_string(),
            )
        })
        .collect()
}

/// After synthesis, `zyme cc` also leaves to the user's compiler every
/// function that exceptions may pass through — one with landing pads, or
/// without `nounwind` — unless a derivative or an Enzyme call site needs
/// it: exceptions must unwind through natively compiled frames.
pub fn leave_unwinding_native(ast: &ast::Module, lowered: &mut Lowered) {
    let module = &mut lowered.module;
    let nounwind_groups: std::collections::HashSet<u32> = ast
        .attribute_groups
        .iter()
        .filter(|g| {
            g.attrs
                .iter()
                .any(|a| matches!(a, ast::Attribute::Flag(f) if f == "nounwind"))
        })
        .map(|g| g.id)
        .collect();
    let mut unwinding: HashMap<String, &'static str> = HashMap::new();
    for f in &ast.functions {
        if f.is_declaration {
            continue;
        }
        let nounwind = f.fn_attrs.iter().any(|a| match a {
            ast::Attribute::Flag(n) => n == "nounwind",
            ast::Attribute::Group(g) => nounwind_groups.contains(g),
            _ => false,
        });
        let landing = f.blocks.iter().any(|b| {
            b.insts
                .iter()
                .any(|i| matches!(i.kind, InstKind::LandingPad { .. }))
        });
        if landing {
            unwinding.insert(symbol(&f.name), "it catches or cleans up exceptions");
        } else if !nounwind {
            unwinding.insert(
                symbol(&f.name),
                "exceptions may unwind through it (no `nounwind`)",
            );
        }
    }
    if unwinding.is_empty() {
        return;
    }
    // What derivatives and Enzyme call sites reach: calls, addresses of
    // functions, and functions named in globals they use (vtables).
    // The functions making Enzyme calls stay with zyme (also where the
    // driver inlined the derivative they call), but what they call is
    // only kept for the derivatives' sake.
    let derivative = |f: &zyme_ir::Function| f.name.starts_with("__zyme_");
    let enzyme_callers: std::collections::HashSet<String> = ast
        .functions
        .iter()
        .filter(|f| !f.is_declaration && makes_enzyme_call(f))
        .map(|f| symbol(&f.name))
        .collect();
    let mut stack: Vec<FuncId> = Vec::new();
    let mut callers: std::collections::HashSet<FuncId> = std::collections::HashSet::new();
    for (id, f) in module.functions.iter() {
        if derivative(f) {
            stack.push(id);
        } else if enzyme_callers.contains(&f.name)
            || f.layout.insts().any(|i| match &f.dfg.insts[i] {
                zyme_ir::InstData::Call { func, .. } | zyme_ir::InstData::FuncAddr { func } => {
                    derivative(&module.functions[*func])
                }
                _ => false,
            })
        {
            callers.insert(id);
        }
    }
    let mut reached: std::collections::HashSet<FuncId> = callers;
    let mut globals_seen: std::collections::HashSet<Global> = std::collections::HashSet::new();
    let mut visited: std::collections::HashSet<FuncId> = std::collections::HashSet::new();
    while let Some(id) = stack.pop() {
        if !visited.insert(id) {
            continue;
        }
        reached.insert(id);
        let f = &module.functions[id];
        for i in f.layout.insts() {
            match &f.dfg.insts[i] {
                zyme_ir::InstData::Call { func, .. } | zyme_ir::InstData::FuncAddr { func } => {
                    stack.push(*func)
                }
                zyme_ir::InstData::GlobalAddr { global } => {
                    let mut gs = vec![*global];
                    while let Some(g) = gs.pop() {
                        if !globals_seen.insert(g) {
                            continue;
                        }
                        if let zyme_ir::GlobalInit::Bytes { relocs, .. } = &module.globals[g].init {
                            for r in relocs {
                                match r.target {
                                    zyme_ir::RelocTarget::Func(t) => stack.push(t),
                                    zyme_ir::RelocTarget::Global(h) => gs.push(h),
                                }
                            }
                        }
                    }
                }
                _ => {}
            }
        }
    }
    let ids: Vec<FuncId> = module.functions.keys().collect();
    for id in ids {
        let f = &module.functions[id];
        if f.is_declaration() || reached.contains(&id) {
            continue;
        }
        let name = f.name.clone();
        let Some(reason) = unwinding.get(&name) else {
            continue;
        };
        let sig = f.sig.clone();
        module.functions[id] = zyme_ir::Function::new(name.clone(), sig, Linkage::Import);
        lowered.native.push(NativeFunction {
            name,
            reason: reason.to_string(),
        });
    }
    lowered.native.sort_by(|a, b| a.name.cmp(&b.name));
}

pub(crate) fn is_intrinsic(name: &Name) -> bool {
    matches!(name, Name::Named(n) if n.starts_with("llvm."))
}

fn linkage_of(linkage: Option<LLinkage>, defined: bool) -> Linkage {
    if !defined {
        return Linkage::Import;
    }
    match linkage {
        Some(LLinkage::Private | LLinkage::Internal | LLinkage::AvailableExternally) => {
            Linkage::Local
        }
        _ => Linkage::Export,
    }
}

/// The zyme signature of an LLVM function type: aggregates split into
/// leaves, a hidden slot pointer for a defined variadic function.
///
/// `attrs` are the parameters' attributes where known (a `byval` one
/// makes a [`ByVal`] record).
pub(crate) fn signature<'x>(
    layouts: &Layouts,
    ret: &LType,
    params: &[LType],
    attrs: impl IntoIterator<Item = &'x [ast::Attribute]>,
    varargs: bool,
    variadic_def: bool,
) -> R<Signature> {
    let mut sig = Signature::default();
    let mut attrs = attrs.into_iter();
    for p in params {
        if let Some(a) = attrs.next() {
            sig.byval.extend(byval(layouts, a, sig.params.len())?);
        }
        sig.params.extend(layouts.leaf_types(p)?);
    }
    sig.returns = layouts.leaf_types(ret)?;
    if variadic_def {
        sig.params.push(Type::PTR);
    } else {
        sig.variadic = varargs;
    }
    Ok(sig)
}

/// The zyme parameters of `f`'s pointer parameters marked `noalias`.
fn noalias_params(layouts: &Layouts, f: &ast::Function) -> R<Vec<u32>> {
    let mut out = Vec::new();
    let mut at = 0usize;
    for p in &f.params {
        let leaves = layouts.leaf_types(&p.ty)?;
        let marked = p
            .attrs
            .iter()
            .any(|a| matches!(a, ast::Attribute::Flag(n) if n == "noalias"));
        if marked && leaves.len() == 1 && leaves[0].is_ptr() {
            out.extend(u32::try_from(at).ok());
        }
        at += leaves.len();
    }
    Ok(out)
}

/// The type of an attribute such as `sret(T)` or `byval(T)`.
pub(crate) fn type_attr(attrs: &[ast::Attribute], name: &str) -> Option<LType> {
    attrs.iter().find_map(|at| match at {
        ast::Attribute::Type(n, t) if n == name => Some(t.clone()),
        _ => None,
    })
}

/// The [`ByVal`] record of zyme parameter `param` when its attributes
/// say `byval(T)`: `T`'s size rounded up to the 8-byte stack slots the
/// C ABI passes it in, and the `align` attribute or else `T`'s alignment.
fn byval(layouts: &Layouts, attrs: &[ast::Attribute], param: usize) -> R<Option<ByVal>> {
    let Some(t) = type_attr(attrs, "byval") else {
        return Ok(None);
    };
    let align = attrs.iter().find_map(|a| match a {
        ast::Attribute::Int(n, v) if n == "align" => Some(*v),
        _ => None,
    });
    let align = match align {
        Some(a) => a,
        None => u64::from(layouts.align(&t)?),
    };
    let size = layouts.alloc_size(&t)?.next_multiple_of(8);
    let too_big = |what: &str| LowerError::bare(format!("a byval argument with {what} over 4 GiB"));
    Ok(Some(ByVal {
        param: u32::try_from(param).map_err(|_| too_big("an index"))?,
        size: u32::try_from(size).map_err(|_| too_big("a size"))?,
        align: u32::try_from(align.max(1)).map_err(|_| too_big("an alignment"))?,
    }))
}

fn declare_functions(cx: &mut ModuleCx, module: &mut Module) -> R<()> {
    for f in &cx.ast.functions {
        if is_intrinsic(&f.name) {
            continue;
        }
        // Enzyme's entry points are never called: their call sites become
        // calls of synthesized derivatives.
        if f.is_declaration && matches!(&f.name, Name::Named(n) if enzyme::is_entry_point(n)) {
            continue;
        }
        let defined = !f.is_declaration && !cx.native.contains_key(&symbol(&f.name));
        let params: Vec<LType> = f.params.iter().map(|p| p.ty.clone()).collect();
        let variadic_def = defined && f.varargs;
        let attrs = f.params.iter().map(|p| p.attrs.as_slice());
        let sig = signature(
            &cx.layouts,
            &f.ret_ty,
            &params,
            attrs,
            f.varargs,
            variadic_def,
        )
        .map_err(|e| e.at(f.line, 1).in_function(&symbol(&f.name)))?;
        let mut name = symbol(&f.name);
        if defined && name == "main" && globals::has_structors(cx.ast) && !cx.cc {
            name = globals::USER_MAIN.to_string();
        }
        let mut linkage = linkage_of(f.linkage.linkage, defined);
        // Under `zyme cc`, functions the linker merges across objects are
        // zyme's private copies (clang's object keeps the merged ones).
        if cx.cc
            && defined
            && matches!(
                f.linkage.linkage,
                Some(
                    LLinkage::Linkonce | LLinkage::LinkonceOdr | LLinkage::Weak | LLinkage::WeakOdr
                )
            )
        {
            linkage = Linkage::Local;
        }
        let id = module
            .declare_function(&name, sig, linkage)
            .map_err(|e| LowerError::bare(e.to_string()).at(f.line, 1))?;
        if defined {
            module.functions[id].noalias = noalias_params(&cx.layouts, f)?;
        }
        cx.symbols.insert(symbol(&f.name), Symbol::Func(id));
        cx.funcs.insert(
            id,
            FuncInfo {
                variadic_def,
                defined,
            },
        );
    }
    Ok(())
}

/// GPU kernels: functions with the `ptx_kernel` (or `amdgpu_kernel`)
/// calling convention, and those `!nvvm.annotations` lists as
/// `!{ptr @f, !"kernel", i32 1}` (clang before LLVM 20).
fn mark_kernels(cx: &ModuleCx, module: &mut Module) {
    let mut kernels: Vec<String> = cx
        .ast
        .functions
        .iter()
        .filter(|f| {
            !f.is_declaration
                && matches!(
                    f.codegen.cc.as_deref(),
                    Some("ptx_kernel" | "amdgpu_kernel")
                )
        })
        .map(|f| symbol(&f.name))
        .collect();
    let annotations = cx
        .ast
        .named_metadata
        .iter()
        .filter(|n| n.name == "nvvm.annotations")
        .flat_map(|n| n.nodes.iter());
    for id in annotations {
        let Some(ast::Metadata::Tuple { elems, .. }) = cx.ast.metadata.get(id) else {
            continue;
        };
        // Triples of (function, key, value), possibly several per node.
        for kv in elems.chunks(3) {
            let [Some(f), Some(key), Some(val)] = kv else {
                continue;
            };
            let is_kernel_key =
                matches!(cx.ast.resolve(key), Some(ast::Metadata::String(k)) if k == b"kernel");
            let one = matches!(val, ast::Metadata::Value(tv) if matches!(tv.value, LValue::Int(1)));
            if let (true, true, ast::Metadata::Value(tv)) = (is_kernel_key, one, f) {
                if let Some(n) = global_name(&tv.value) {
                    kernels.push(symbol(n));
                }
            }
        }
    }
    for name in kernels {
        if let Some(Symbol::Func(id)) = cx.symbols.get(&name) {
            if cx.funcs.get(id).is_some_and(|i| i.defined) {
                module.functions[*id].kernel = true;
            }
        }
    }
}

/// Enzyme's type-hint functions (`__enzyme_double(ptr, bytes)` and
/// friends) do nothing at run time; type analysis reads their calls. The
/// program only declares them, so zyme defines them as empty functions.
fn define_enzyme_hints(cx: &ModuleCx, module: &mut Module) {
    for (name, sym) in &cx.symbols {
        let Symbol::Func(id) = *sym else { continue };
        let hint = matches!(
            name.as_str(),
            "__enzyme_double" | "__enzyme_float" | "__enzyme_integer" | "__enzyme_pointer"
        );
        if !hint || !module.functions[id].is_declaration() {
            continue;
        }
        module.functions[id].linkage = Linkage::Local;
        let returns = module.functions[id].sig.returns.clone();
        let mut b = module.builder(id);
        let entry = b.create_block();
        b.append_signature_params(entry);
        b.switch_to(entry);
        let zeros: Vec<zyme_ir::Value> = returns
            .iter()
            .map(|&t| {
                if t.is_float() {
                    b.f64const(0.0)
                } else {
                    b.iconst(Type::scalar(t.lane()), 0)
                }
            })
            .collect();
        b.ret(&zeros);
    }
}

/// Resolves each alias to the function or global it names, plus a
/// constant offset (C++ constructors' `C1` → `C2` aliases, mostly).
fn declare_aliases(cx: &mut ModuleCx) -> R<()> {
    // Aliases may name other aliases: resolve until nothing changes.
    let mut pending: Vec<&ast::Alias> = cx.ast.aliases.iter().collect();
    while !pending.is_empty() {
        let before = pending.len();
        let mut rest = Vec::new();
        for alias in pending {
            if alias.is_ifunc {
                return Err(LowerError::bare(format!(
                    "ifunc @{} is not supported",
                    symbol(&alias.name)
                ))
                .at(alias.line, 1));
            }
            match globals::symbol_offset(cx, &alias.aliasee.value) {
                Ok(Some((base, offset))) => {
                    let sym = match (base, offset) {
                        (SymbolBase::Func(f), 0) => Symbol::Func(f),
                        (SymbolBase::Global(g), 0) => Symbol::Global(g),
                        _ => Symbol::Offset(base, offset),
                    };
                    cx.symbols.insert(symbol(&alias.name), sym);
                }
                Ok(None) => rest.push(alias),
                Err(e) => return Err(e.at(alias.line, 1)),
            }
        }
        if rest.len() == before {
            let alias = rest[0];
            return Err(LowerError::bare(format!(
                "alias @{} does not name a function or global plus a constant offset",
                symbol(&alias.name)
            ))
            .at(alias.line, 1));
        }
        pending = rest;
    }
    Ok(())
}

/// The global name a constant refers to, if it is a plain `@name`.
pub(crate) fn global_name(v: &LValue) -> Option<&Name> {
    match v {
        LValue::Global(n) => Some(n),
        LValue::DsoLocalEquivalent(n) | LValue::NoCfi(n) => Some(n),
        _ => None,
    }
}
