//! The module's declarations, gathered from its sections after the
//! validator accepted it: types, functions (imported and defined),
//! memories, tables, globals, exports, segments and names.
//!
//! Only what lowering needs is kept, as plain vectors indexed by the wasm
//! index spaces; function bodies and segment contents stay borrowed
//! windows into the input.

use super::error::{Location, WasmError};
use wasmparser::types::Types;
use wasmparser::{
    ConstExpr, Data, Element, ElementItems, ElementKind, FuncType, FunctionBody, Global,
    KnownCustom, MemoryType, Name, Operator, Parser, Payload, TableType, TypeRef,
};

/// A function import: `module.name`.
#[derive(Clone, Debug)]
pub(crate) struct FuncImport {
    pub module: String,
    pub name: String,
}

/// What the reader knows of a module before lowering it.
pub(crate) struct ModuleInfo<'a> {
    /// Function types by type index.
    pub types: Vec<FuncType>,
    /// The canonical type index of each type index: the first type index
    /// with the same signature (what `call_indirect` compares).
    pub canonical: Vec<u32>,
    /// The type index of each function (imports first).
    pub funcs: Vec<u32>,
    pub imports: Vec<FuncImport>,
    pub bodies: Vec<FunctionBody<'a>>,
    pub memories: Vec<MemoryType>,
    pub tables: Vec<TableType>,
    pub globals: Vec<Global<'a>>,
    /// Exported functions: `(export name, function index)`.
    pub exports: Vec<(String, u32)>,
    pub start: Option<u32>,
    pub elements: Vec<Element<'a>>,
    pub data: Vec<Data<'a>>,
    /// A name per function: the name section's, else the first export's,
    /// else `func{i}`.
    pub names: Vec<String>,
}

fn invalid(file: &str, offset: u64, e: impl std::fmt::Display) -> WasmError {
    WasmError::Invalid {
        at: Location {
            file: file.to_string(),
            func: None,
            offset,
        },
        message: super::error::one_line(&e.to_string()),
    }
}

fn unsupported(file: &str, offset: u64, what: impl Into<String>) -> WasmError {
    WasmError::Unsupported {
        at: Location {
            file: file.to_string(),
            func: None,
            offset,
        },
        what: what.into(),
    }
}

impl<'a> ModuleInfo<'a> {
    /// Reads the sections of a module the validator accepted (`types` is
    /// its result).
    pub fn parse(bytes: &'a [u8], file: &str, types: &Types) -> Result<ModuleInfo<'a>, WasmError> {
        let types_ref = types.as_ref();
        let mut info = ModuleInfo {
            types: Vec::new(),
            canonical: Vec::new(),
            funcs: Vec::new(),
            imports: Vec::new(),
            bodies: Vec::new(),
            memories: Vec::new(),
            tables: Vec::new(),
            globals: Vec::new(),
            exports: Vec::new(),
            start: None,
            elements: Vec::new(),
            data: Vec::new(),
            names: Vec::new(),
        };
        for i in 0..types_ref.core_type_count_in_module() {
            let id = types_ref.core_type_at_in_module(i);
            let wasmparser::CompositeInnerType::Func(ft) = &types_ref[id].composite_type.inner
            else {
                return Err(unsupported(file, 0, "type (only function types)"));
            };
            let canonical = info
                .types
                .iter()
                .position(|t| t == ft)
                .unwrap_or(info.types.len());
            info.canonical.push(canonical as u32);
            info.types.push(ft.clone());
        }
        let mut function_names: Vec<(u32, String)> = Vec::new();
        for payload in Parser::new(0).parse_all(bytes) {
            let payload = payload.map_err(|e| invalid(file, e.offset(), e.message()))?;
            info.section(payload, file, &mut function_names)?;
        }
        let n = info.funcs.len();
        info.names = (0..n).map(|i| format!("func{i}")).collect();
        for (name, index) in info.exports.iter().rev() {
            if let Some(slot) = info.names.get_mut(*index as usize) {
                *slot = name.clone();
            }
        }
        for (index, name) in function_names {
            if let Some(slot) = info.names.get_mut(index as usize) {
                if !name.is_empty() {
                    *slot = name;
                }
            }
        }
        Ok(info)
    }

    fn section(
        &mut self,
        payload: Payload<'a>,
        file: &str,
        function_names: &mut Vec<(u32, String)>,
    ) -> Result<(), WasmError> {
        let err = |e: wasmparser::BinaryReaderError| invalid(file, e.offset(), e.message());
        match payload {
            Payload::ImportSection(reader) => {
                for item in reader.into_imports_with_offsets() {
                    {
                        let (offset, import) = item.map_err(err)?;
                        match import.ty {
                            TypeRef::Func(ty) => {
                                self.funcs.push(ty);
                                self.imports.push(FuncImport {
                                    module: import.module.to_string(),
                                    name: import.name.to_string(),
                                });
                            }
                            _ => {
                                return Err(unsupported(
                                    file,
                                    offset,
                                    format!(
                                        "import `{}.{}` (only functions can be imported)",
                                        import.module, import.name
                                    ),
                                ))
                            }
                        }
                    }
                }
            }
            Payload::FunctionSection(reader) => {
                for ty in reader {
                    self.funcs.push(ty.map_err(err)?);
                }
            }
            Payload::TableSection(reader) => {
                for table in reader.into_iter_with_offsets() {
                    let (offset, table) = table.map_err(err)?;
                    if table.ty.table64 || table.ty.shared {
                        return Err(unsupported(file, offset, "table64 or shared table"));
                    }
                    if !matches!(table.init, wasmparser::TableInit::RefNull) {
                        return Err(unsupported(file, offset, "table initializer expression"));
                    }
                    self.tables.push(table.ty);
                }
            }
            Payload::MemorySection(reader) => {
                for memory in reader.into_iter_with_offsets() {
                    let (offset, memory) = memory.map_err(err)?;
                    if memory.memory64 || memory.shared || memory.page_size_log2.is_some() {
                        return Err(unsupported(
                            file,
                            offset,
                            "memory64, shared or custom-page-size memory",
                        ));
                    }
                    self.memories.push(memory);
                }
            }
            Payload::GlobalSection(reader) => {
                for global in reader {
                    self.globals.push(global.map_err(err)?);
                }
            }
            Payload::ExportSection(reader) => {
                for export in reader {
                    let export = export.map_err(err)?;
                    if export.kind == wasmparser::ExternalKind::Func {
                        self.exports.push((export.name.to_string(), export.index));
                    }
                }
            }
            Payload::StartSection { func, .. } => self.start = Some(func),
            Payload::ElementSection(reader) => {
                for element in reader {
                    self.elements.push(element.map_err(err)?);
                }
            }
            Payload::DataSection(reader) => {
                for data in reader {
                    self.data.push(data.map_err(err)?);
                }
            }
            Payload::CodeSectionEntry(body) => self.bodies.push(body),
            Payload::TagSection(reader) => {
                return Err(unsupported(file, reader.range().start, "tag section"))
            }
            Payload::CustomSection(custom) => {
                if let KnownCustom::Name(reader) = custom.as_known() {
                    // Names are a courtesy: a malformed name section is
                    // ignored, as the specification asks.
                    for name in reader.into_iter().map_while(Result::ok) {
                        if let Name::Function(map) = name {
                            function_names.extend(
                                map.into_iter()
                                    .map_while(Result::ok)
                                    .map(|n| (n.index, n.name.to_string())),
                            );
                        }
                    }
                }
            }
            _ => {}
        }
        Ok(())
    }

    /// What each table holds for the instance's whole life, where the
    /// module alone decides it: no code writes the table (`table.set`,
    /// `table.copy` into it, `table.fill`, `table.init`; tables are not
    /// imported and keep their initial size), and its active segments
    /// have constant offsets and name functions or null. Then the entry
    /// of each slot is known: `Some(f)` or `None` for null. `None` for a
    /// table whose contents code or the host may change.
    pub fn static_tables(&self) -> Vec<Option<Vec<Option<u32>>>> {
        let mut tables: Vec<Option<Vec<Option<u32>>>> = self
            .tables
            .iter()
            .map(|t| usize::try_from(t.initial).ok().map(|n| vec![None; n]))
            .collect();
        for body in &self.bodies {
            let Ok(mut ops) = body.get_operators_reader() else {
                return vec![None; tables.len()];
            };
            while !ops.eof() {
                let Ok(op) = ops.read() else {
                    return vec![None; tables.len()];
                };
                let written = match op {
                    Operator::TableSet { table }
                    | Operator::TableFill { table }
                    | Operator::TableInit { table, .. } => table,
                    Operator::TableCopy { dst_table, .. } => dst_table,
                    _ => continue,
                };
                if let Some(t) = tables.get_mut(written as usize) {
                    *t = None;
                }
            }
        }
        for (t, offset_expr, items) in self.active_elements() {
            let t = t as usize;
            let items = element_functions(items);
            let offset = match offset_expr.get_operators_reader().read() {
                Ok(Operator::I32Const { value }) => Some(value as u32 as usize),
                _ => None,
            };
            let Some(slots) = tables.get_mut(t) else {
                continue;
            };
            match (items, offset, slots.as_mut()) {
                (Some(items), Some(at), Some(image)) if at + items.len() <= image.len() => {
                    image[at..at + items.len()].copy_from_slice(&items);
                }
                _ => *slots = None,
            }
        }
        tables
    }

    /// The active element segments: `(table, offset expression, items)`.
    pub fn active_elements(
        &self,
    ) -> impl Iterator<Item = (u32, &ConstExpr<'a>, &ElementItems<'a>)> {
        self.elements.iter().filter_map(|e| match &e.kind {
            ElementKind::Active {
                table_index,
                offset_expr,
            } => Some((table_index.unwrap_or(0), offset_expr, &e.items)),
            _ => None,
        })
    }

    /// The signature of function `index`.
    pub fn func_type(&self, index: u32) -> &FuncType {
        &self.types[self.funcs[index as usize] as usize]
    }

    /// The canonical type index of function `index`.
    pub fn canonical_type(&self, index: u32) -> u32 {
        self.canonical[self.funcs[index as usize] as usize]
    }

    /// Number of imported functions (they come first in the index space).
    pub fn num_imported(&self) -> u32 {
        self.imports.len() as u32
    }
}

/// The functions (or nulls) a segment lists, if each item is a function
/// index, `ref.func` or `ref.null`.
fn element_functions(items: &ElementItems) -> Option<Vec<Option<u32>>> {
    match items {
        ElementItems::Functions(indices) => indices
            .clone()
            .into_iter()
            .map(|f| f.ok().map(Some))
            .collect(),
        ElementItems::Expressions(_, exprs) => exprs
            .clone()
            .into_iter()
            .map(|e| match e.ok()?.get_operators_reader().read().ok()? {
                Operator::RefFunc { function_index } => Some(Some(function_index)),
                Operator::RefNull { .. } => Some(None),
                _ => None,
            })
            .collect(),
    }
}
