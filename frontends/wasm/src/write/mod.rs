//! The wasm writer: any verified zyme module to a wasm32 module.
//!
//! `ptr` becomes an `i32`, an address in the output's memory 0, which
//! holds everything (see `layout`): the globals in a data segment, a
//! shadow stack for stack slots (its pointer in wasm global 0, each frame
//! allocated in the prologue and released at every return), and a heap
//! that the built-in C library (`runtime`) manages. Each value is one
//! wasm local per lane (`abi`, `func`); control flow goes through a
//! stackifier (`structure` decides, `control` emits); the instruction
//! families have a module each (`arith`, `cast`, `memory`, `call`,
//! `math`). Function and table indices are planned up front (`plan`).
//!
//! The output validates under `wasmparser` with the default features of
//! wasm 2.0 (multi-value, bulk memory, sign extension, saturating
//! conversions). It imports from `env`: the module's declarations other
//! than the C library functions it implements, and the math functions
//! wasm lacks (`sin`, `pow`, …, by their C names). It exports the chosen
//! functions, `memory`, and (by default) `malloc` and `free` so that a
//! host can place buffers in the memory.

mod abi;
mod arith;
mod byval;
mod call;
mod cast;
mod control;
mod error;
mod func;
mod layout;
mod math;
mod memory;
mod plan;
mod runtime;
mod structure;

pub use error::WriteError;
pub use layout::MemoryLayout;

use abi::{func_type, TypeTable};
use func::{compile_function, Env};
use plan::ModulePlan;
use runtime::{emit_fma, emit_library, emit_powi, emit_thunk, LibFn, HEAP_GLOBAL};
use std::collections::HashSet;
use wasm_encoder::{
    CodeSection, ConstExpr, DataSection, ElementSection, Elements, EntityType, ExportKind,
    ExportSection, FunctionSection, GlobalSection, GlobalType, ImportSection, MemorySection,
    MemoryType, NameMap, NameSection, RefType, TableSection, TableType, ValType,
};
use zyme_ir::{Linkage, Module};

/// What to write besides the code.
#[derive(Clone, Debug)]
pub struct WriteOptions {
    /// The functions to export, by name; `None` exports the module's
    /// `Linkage::Export` functions.
    pub exports: Option<Vec<String>>,
    /// Pages (64 KiB) the memory starts with, at least what the layout
    /// needs; `None`: what it needs.
    pub initial_pages: Option<u64>,
    /// The most pages the memory may grow to; `None`: no limit but wasm32's.
    pub maximum_pages: Option<u64>,
    /// Bytes of shadow stack for stack slots and variadic arguments.
    pub stack_size: u32,
    /// Export the built-in `malloc` and `free` (unless the module exports
    /// functions of those names itself).
    pub export_allocator: bool,
    /// Write a `name` section with the functions' names.
    pub names: bool,
}

impl Default for WriteOptions {
    fn default() -> WriteOptions {
        WriteOptions {
            exports: None,
            initial_pages: None,
            maximum_pages: None,
            stack_size: 1 << 20,
            export_allocator: true,
            names: true,
        }
    }
}

/// `i128` values have no wasm form here: the first function using one
/// is an error naming it and the instruction (or its signature).
fn refuse_i128(module: &Module) -> Result<(), WriteError> {
    for (_, f) in module.functions.iter() {
        let mut sig = f.sig.params.iter().chain(&f.sig.returns);
        let inst = if sig.any(|t| t.lane() == zyme_ir::ScalarType::I128) {
            Some(format!("func @{}", f.name))
        } else {
            f.first_inst_using(zyme_ir::ScalarType::I128)
                .map(|inst| zyme_ir::text::printer::print_inst(module, f, &f.display_names(), inst))
        };
        if let Some(inst) = inst {
            return Err(WriteError::Unsupported {
                func: f.name.clone(),
                inst,
                reason: "i128 values are not supported by the wasm writer".into(),
            });
        }
    }
    Ok(())
}

/// Compiles `module` (which must pass `zyme_ir::verify_module`) to the
/// bytes of a wasm module.
///
/// # Errors
///
/// An instruction the writer cannot express (a GPU operation), a C
/// library declaration whose signature the built-in cannot serve, an
/// export that names no function, or a layout too large for wasm32.
pub fn write(module: &Module, options: &WriteOptions) -> Result<Vec<u8>, WriteError> {
    let module = &*byval::copied(module);
    refuse_i128(module)?;
    let mut types = TypeTable::default();
    let plan = ModulePlan::compute(module, &mut types);
    let layout =
        MemoryLayout::compute(module, options.stack_size, |f| plan.table_index_or_null(f))?;
    if !runtime::check_layout(&layout) {
        return Err(WriteError::Layout(
            "the free lists overlap the globals".into(),
        ));
    }
    let env = Env {
        module,
        plan: &plan,
        layout: &layout,
    };

    let mut functions = FunctionSection::new();
    let mut code = CodeSection::new();
    let mut names = NameMap::new();
    for (i, import) in plan.imports.iter().enumerate() {
        names.append(i as u32, &import.name);
    }
    for &id in &plan.defined {
        let body = compile_function(&env, &mut types, id)?;
        functions.function(types.intern_sig(&module.functions[id].sig));
        code.function(&body);
        names.append(plan.func_index(id), &module.functions[id].name);
    }
    for lib in LibFn::ALL {
        let (p, r) = lib.wasm_type();
        functions.function(types.intern(p, r));
        code.function(&emit_library(lib, &plan));
        names.append(plan.library(lib), &format!("__zyme_{}", lib.name()));
    }
    for &(id, lib) in &plan.thunks {
        let f = &module.functions[id];
        let (p, r) = func_type(&f.sig);
        code.function(&emit_thunk(&f.name, lib, &p, &r, &plan)?);
        functions.function(types.intern(p, r));
        names.append(plan.func_index(id), &f.name);
    }
    for is64 in [false, true] {
        let ft = if is64 { ValType::F64 } else { ValType::F32 };
        functions.function(types.intern(vec![ft, ValType::I32], vec![ft]));
        code.function(&emit_powi(is64));
        let name = if is64 { "__powidf2" } else { "__powisf2" };
        names.append(plan.powi(is64), name);
    }
    functions.function(types.intern(vec![ValType::F64; 3], vec![ValType::F64]));
    code.function(&emit_fma());
    names.append(plan.fma, "__zyme_fma");

    let mut imports = ImportSection::new();
    for import in &plan.imports {
        imports.import("env", &import.name, EntityType::Function(import.type_index));
    }
    let mut tables = TableSection::new();
    let table_size = plan.table.len() as u64 + 1;
    tables.table(TableType {
        element_type: RefType::FUNCREF,
        table64: false,
        minimum: table_size,
        maximum: Some(table_size),
        shared: false,
    });
    let mut memories = MemorySection::new();
    let minimum = options.initial_pages.unwrap_or(0).max(layout.initial_pages);
    if options.maximum_pages.is_some_and(|m| m < minimum) {
        return Err(WriteError::Layout(format!(
            "the memory needs {minimum} pages, more than the maximum"
        )));
    }
    memories.memory(MemoryType {
        minimum,
        maximum: options.maximum_pages,
        memory64: false,
        shared: false,
        page_size_log2: None,
    });
    let mut globals = GlobalSection::new();
    let mutable_i32 = GlobalType {
        val_type: ValType::I32,
        mutable: true,
        shared: false,
    };
    // Global 0: the stack pointer; global 1: the heap top.
    globals.global(mutable_i32, &ConstExpr::i32_const(layout.stack_top as i32));
    debug_assert_eq!(HEAP_GLOBAL, 1);
    globals.global(mutable_i32, &ConstExpr::i32_const(layout.stack_top as i32));

    let exports = exports(module, options, &plan)?;
    let mut elements = ElementSection::new();
    if !plan.table.is_empty() {
        elements.active(
            None,
            &ConstExpr::i32_const(1),
            Elements::Functions(plan.table.clone().into()),
        );
    }
    let mut data = DataSection::new();
    if !layout.data.is_empty() {
        data.active(
            0,
            &ConstExpr::i32_const(layout.data_base as i32),
            layout.data.iter().copied(),
        );
    }

    let mut out = wasm_encoder::Module::new();
    out.section(&types.section());
    out.section(&imports);
    out.section(&functions);
    out.section(&tables);
    out.section(&memories);
    out.section(&globals);
    out.section(&exports);
    if !plan.table.is_empty() {
        out.section(&elements);
    }
    out.section(&code);
    out.section(&data);
    if options.names {
        let mut section = NameSection::new();
        section.functions(&names);
        out.section(&section);
    }
    Ok(out.finish())
}

/// The export section: the chosen functions, the memory and the
/// allocator.
fn exports(
    module: &Module,
    options: &WriteOptions,
    plan: &ModulePlan,
) -> Result<ExportSection, WriteError> {
    let mut section = ExportSection::new();
    let mut taken = HashSet::new();
    let chosen: Vec<String> = match &options.exports {
        Some(names) => names.clone(),
        None => module
            .functions
            .values()
            .filter(|f| f.linkage == Linkage::Export && !f.is_declaration())
            .map(|f| f.name.clone())
            .collect(),
    };
    for name in chosen {
        let Some(id) = module.func_by_name(&name) else {
            return Err(WriteError::NoSuchExport(name));
        };
        if taken.insert(name.clone()) {
            section.export(&name, ExportKind::Func, plan.func_index(id));
        }
    }
    if taken.insert("memory".to_string()) {
        section.export("memory", ExportKind::Memory, 0);
    }
    if options.export_allocator {
        for lib in [LibFn::Malloc, LibFn::Free] {
            if taken.insert(lib.name().to_string()) {
                section.export(lib.name(), ExportKind::Func, plan.library(lib));
            }
        }
    }
    Ok(section)
}
