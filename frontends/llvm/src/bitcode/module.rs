//! The module block: identification, types, attributes, globals,
//! functions and aliases, the string table, and the order the rest is
//! decoded in (constants, metadata, then each function body).

use super::bitstream::{Block, Record};
use super::records;
use super::BitcodeError;
use crate::ast::{
    Alias, Attribute, AttributeGroup, Comdat, DllStorage, Function, FunctionCodegen, Global,
    LinkageInfo, Module, Name, Param, Type, TypeDef, UnnamedAddr, Value, Visibility,
};
use std::collections::HashMap;

pub const MODULE: u32 = 8;
const PARAMATTR: u32 = 9;
const PARAMATTR_GROUP: u32 = 10;
pub const CONSTANTS: u32 = 11;
pub const FUNCTION: u32 = 12;
const IDENTIFICATION: u32 = 13;
pub const VALUE_SYMTAB: u32 = 14;
pub const METADATA: u32 = 15;
pub const METADATA_ATTACHMENT: u32 = 16;
const TYPES: u32 = 17;
pub const USELIST: u32 = 18;
const OPERAND_BUNDLE_TAGS: u32 = 21;
const METADATA_KIND: u32 = 22;
const STRTAB: u32 = 23;
const SYMTAB: u32 = 25;
const SYNC_SCOPE_NAMES: u32 = 26;

/// An error at a record of a block.
pub fn bad(block: u32, r: &Record, message: impl Into<String>) -> BitcodeError {
    BitcodeError {
        block,
        code: Some(r.code),
        bit: r.bit,
        message: message.into(),
    }
}

/// Operand `i` of a record, or an error saying the record is too short.
pub fn op(block: u32, r: &Record, i: usize) -> Result<u64, BitcodeError> {
    r.ops.get(i).copied().ok_or_else(|| {
        bad(
            block,
            r,
            format!(
                "the record has {} operands, fewer than {}",
                r.ops.len(),
                i + 1
            ),
        )
    })
}

/// The characters of operands `from..` (a name or string record).
pub fn chars(ops: &[u64]) -> String {
    let bytes: Vec<u8> = ops.iter().map(|&c| c as u8).collect();
    String::from_utf8_lossy(&bytes).into_owned()
}

/// The type table, with the bodies of named structs.
#[derive(Default)]
pub struct Types {
    pub list: Vec<Type>,
    pub bodies: HashMap<Name, Type>,
}

impl Types {
    pub fn get(&self, block: u32, r: &Record, id: u64) -> Result<Type, BitcodeError> {
        self.list
            .get(id as usize)
            .cloned()
            .ok_or_else(|| bad(block, r, format!("type #{id} is not in the type table")))
    }

    /// A named struct's body (other types are themselves).
    pub fn body<'t>(&'t self, ty: &'t Type) -> &'t Type {
        match ty {
            Type::Named(n) => self.bodies.get(n).unwrap_or(ty),
            t => t,
        }
    }

    /// The type of an aggregate's member `i`.
    pub fn member(&self, ty: &Type, i: u64) -> Option<Type> {
        match self.body(ty) {
            Type::Struct { fields, .. } => fields.get(i as usize).cloned(),
            Type::Array { elem, .. } | Type::Vector { elem, .. } => Some((**elem).clone()),
            _ => None,
        }
    }
}

/// The values a function's instructions see: the module's, then its own.
pub struct Values<'a> {
    pub module: &'a [(Type, Value)],
    pub local: Vec<(Type, Value)>,
}

impl Values<'_> {
    pub fn next(&self) -> u64 {
        (self.module.len() + self.local.len()) as u64
    }

    pub fn get(&self, id: u64) -> Option<&(Type, Value)> {
        let id = id as usize;
        match id.checked_sub(self.module.len()) {
            None => self.module.get(id),
            Some(k) => self.local.get(k),
        }
    }
}

/// What decoding a module's records gathers before the function bodies.
pub struct ModuleState {
    pub types: Types,
    /// `PARAMATTR` entries: per list, (index, attributes) where index 0 is
    /// the return value, `k` parameter `k - 1` and `u32::MAX` the function.
    pub attr_lists: Vec<Vec<(u64, Vec<Attribute>)>>,
    /// Module-level values: globals, functions, aliases, then constants.
    pub values: Vec<(Type, Value)>,
    pub metadata: super::metadata::Table,
    pub md_kinds: HashMap<u64, String>,
    pub sync_scopes: Vec<String>,
    pub bundle_tags: Vec<String>,
    /// The producer's LLVM major version (0 if unknown): from LLVM 20
    /// the text writes a vector of equal elements as `splat (…)`, so the
    /// tree does too.
    pub producer: u32,
}

impl ModuleState {
    /// The attributes of list `id` (1-based; 0 is none) at `index`.
    pub fn attrs(&self, id: u64, index: u64) -> Vec<Attribute> {
        let Some(list) = id
            .checked_sub(1)
            .and_then(|i| self.attr_lists.get(i as usize))
        else {
            return Vec::new();
        };
        list.iter()
            .filter(|(i, _)| *i == index)
            .flat_map(|(_, a)| a.iter().cloned())
            .collect()
    }
}

/// Decodes the top-level blocks of a bitstream into a module.
pub fn decode(blocks: &[Block]) -> Result<Module, BitcodeError> {
    let strtab = blocks
        .iter()
        .filter(|b| b.id == STRTAB)
        .flat_map(|b| b.records())
        .find_map(|r| (r.code == 1).then(|| r.blob.clone().unwrap_or_default()))
        .unwrap_or_default();
    let mut module_block = None;
    let mut producer = 0;
    for b in blocks {
        match b.id {
            IDENTIFICATION => producer = check_identification(b)?,
            MODULE if module_block.is_none() => module_block = Some(b),
            MODULE => {
                return Err(BitcodeError {
                    block: MODULE,
                    code: None,
                    bit: b.bit,
                    message: "a second module in one bitstream: read them one by one".into(),
                })
            }
            STRTAB | SYMTAB => {}
            other => {
                return Err(BitcodeError {
                    block: other,
                    code: None,
                    bit: b.bit,
                    message: "an unknown top-level block".into(),
                })
            }
        }
    }
    let m = module_block.ok_or_else(|| BitcodeError {
        block: MODULE,
        code: None,
        bit: 0,
        message: "no module block".into(),
    })?;
    decode_module(m, &strtab, producer)
}

/// Checks the epoch; returns the producer's LLVM major version (`LLVM21.1.8`
/// → 21; 0 when unknown).
fn check_identification(b: &Block) -> Result<u32, BitcodeError> {
    let mut major = 0;
    for r in b.records() {
        if r.code == 1 {
            let producer = chars(&r.ops);
            major = producer
                .strip_prefix("LLVM")
                .and_then(|v| v.split('.').next())
                .and_then(|v| v.parse().ok())
                .unwrap_or(0);
        }
        if r.code == 2 && op(IDENTIFICATION, r, 0)? != 0 {
            return Err(bad(
                IDENTIFICATION,
                r,
                format!(
                    "bitcode epoch {} (zyme reads epoch 0: LLVM 4 onwards)",
                    r.ops[0]
                ),
            ));
        }
    }
    Ok(major)
}

/// A function record, kept until its body is read.
struct FunctionHead {
    func: Function,
}

fn decode_module(m: &Block, strtab: &[u8], producer: u32) -> Result<Module, BitcodeError> {
    let mut out = Module::default();
    let mut st = ModuleState {
        types: Types::default(),
        attr_lists: Vec::new(),
        values: Vec::new(),
        metadata: super::metadata::Table::default(),
        md_kinds: HashMap::new(),
        sync_scopes: Vec::new(),
        bundle_tags: Vec::new(),
        producer,
    };
    let mut groups: HashMap<u64, (u64, Vec<Attribute>)> = HashMap::new();
    let mut sections = Vec::new();
    let mut gcs = Vec::new();
    let mut comdat_names: Vec<String> = Vec::new();
    let mut heads: Vec<FunctionHead> = Vec::new();
    // Globals and aliases wait for the constants their initialisers name.
    let mut inits: Vec<(usize, u64)> = Vec::new();
    let mut aliasees: Vec<(usize, u64)> = Vec::new();
    let mut version = None;
    let name_of = |r: &Record| -> Result<Name, BitcodeError> {
        let (offset, size) = (op(MODULE, r, 0)? as usize, op(MODULE, r, 1)? as usize);
        let bytes = strtab
            .get(offset..offset.saturating_add(size))
            .ok_or_else(|| bad(MODULE, r, "a name outside the string table"))?;
        Ok(Name::Named(String::from_utf8_lossy(bytes).into_owned()))
    };
    let mut bodies = Vec::new();
    for item in &m.items {
        match item {
            super::bitstream::Item::Block(b) => match b.id {
                PARAMATTR_GROUP => read_groups(b, &st.types, &mut groups, &mut out)?,
                PARAMATTR => {
                    for r in b.records() {
                        if r.code != 2 {
                            return Err(bad(PARAMATTR, r, "an unknown attribute-list record"));
                        }
                        let list = r
                            .ops
                            .iter()
                            .map(|g| {
                                groups.get(g).cloned().ok_or_else(|| {
                                    bad(PARAMATTR, r, format!("attribute group {g} is not defined"))
                                })
                            })
                            .collect::<Result<_, _>>()?;
                        st.attr_lists.push(list);
                    }
                }
                TYPES => st.types = read_types(b, &mut out)?,
                CONSTANTS => {
                    let read = super::constants::read(
                        b,
                        &st,
                        &Values {
                            module: &st.values,
                            local: Vec::new(),
                        },
                    )?;
                    st.values.extend(read);
                }
                METADATA_KIND => {
                    for r in b.records() {
                        if r.code == 6 {
                            st.md_kinds
                                .insert(op(METADATA_KIND, r, 0)?, chars(&r.ops[1..]));
                        }
                    }
                }
                METADATA => {
                    let module = super::metadata::Table::default();
                    let named = super::metadata::read(
                        b,
                        &mut st.metadata,
                        &module,
                        &st.types,
                        &Values {
                            module: &st.values,
                            local: Vec::new(),
                        },
                    )?;
                    out.named_metadata.extend(named);
                }
                OPERAND_BUNDLE_TAGS => {
                    st.bundle_tags = b.records().map(|r| chars(&r.ops)).collect();
                }
                SYNC_SCOPE_NAMES => {
                    st.sync_scopes = b.records().map(|r| chars(&r.ops)).collect();
                }
                FUNCTION => bodies.push(b),
                VALUE_SYMTAB | USELIST | IDENTIFICATION | STRTAB | SYMTAB => {}
                // Summaries, module string tables: for ThinLTO, not code.
                19 | 20 | 24 => {}
                other => {
                    return Err(BitcodeError {
                        block: other,
                        code: None,
                        bit: b.bit,
                        message: "an unknown block inside the module".into(),
                    })
                }
            },
            super::bitstream::Item::Record(r) => match r.code {
                1 => {
                    let v = op(MODULE, r, 0)?;
                    if v != 2 {
                        return Err(bad(
                            MODULE,
                            r,
                            format!("module version {v} (zyme reads version 2: LLVM 5 onwards)"),
                        ));
                    }
                    version = Some(v);
                }
                2 => out.triple = Some(chars(&r.ops)),
                3 => out.datalayout = Some(chars(&r.ops)),
                4 => out.module_asm = chars(&r.ops).split('\n').map(str::to_string).collect(),
                5 => sections.push(chars(&r.ops)),
                11 => gcs.push(chars(&r.ops)),
                12 => {
                    let name = match name_of(r)? {
                        Name::Named(n) => n,
                        Name::Num(n) => n.to_string(),
                    };
                    let kind = match op(MODULE, r, 2)? {
                        1 => "any",
                        2 => "exactmatch",
                        3 => "largest",
                        4 => "nodeduplicate",
                        5 => "samesize",
                        k => return Err(bad(MODULE, r, format!("comdat selection kind {k}"))),
                    };
                    comdat_names.push(name.clone());
                    out.comdats.push(Comdat {
                        name,
                        kind: kind.into(),
                    });
                }
                7 => {
                    let (g, init) = global(r, &st, name_of(r)?, &sections, &comdat_names)?;
                    if let Some(init) = init {
                        inits.push((out.globals.len(), init));
                    }
                    st.values
                        .push((Type::Ptr(g.addrspace), Value::Global(g.name.clone())));
                    out.globals.push(g);
                }
                8 => {
                    let head = function_head(r, &st, name_of(r)?, &sections, &gcs, &comdat_names)?;
                    let space = head.func.codegen.addrspace.unwrap_or(0);
                    st.values
                        .push((Type::Ptr(space), Value::Global(head.func.name.clone())));
                    heads.push(head);
                }
                14 | 15 => {
                    let (a, aliasee) = alias(r, &st, name_of(r)?)?;
                    aliasees.push((out.aliases.len(), aliasee));
                    st.values
                        .push((a.ty.clone(), Value::Global(a.name.clone())));
                    out.aliases.push(a);
                }
                // Source file name, VST offset, hash.
                16 => out.source_filename = Some(chars(&r.ops)),
                13 | 17 => {}
                _ => return Err(bad(MODULE, r, "an unknown module record")),
            },
        }
    }
    if version.is_none() {
        return Err(BitcodeError {
            block: MODULE,
            code: None,
            bit: m.bit,
            message: "a module without a version record".into(),
        });
    }
    // A module value by id, for the record (`code`) that names it.
    let value = |id: u64, code: u32, what: &str| {
        st.values
            .get(id as usize)
            .cloned()
            .ok_or_else(|| BitcodeError {
                block: MODULE,
                code: Some(code),
                bit: m.bit,
                message: format!("{what} #{id} is not a value"),
            })
    };
    for (g, id) in inits {
        out.globals[g].init = Some(value(id, 7, "a global's initialiser")?.1);
    }
    for (a, id) in aliasees {
        let (ty, v) = value(id, 14, "an alias's aliasee")?;
        out.aliases[a].aliasee = crate::ast::TypedValue { ty, value: v };
    }
    let mut bodies = bodies.into_iter();
    // Function-local metadata, numbered after the module's in the tree.
    let mut extra = Vec::new();
    for mut head in heads {
        if !head.func.is_declaration {
            let body = bodies.next().ok_or_else(|| BitcodeError {
                block: MODULE,
                code: Some(8),
                bit: m.bit,
                message: format!("function @{} has no body block", head.func.name),
            })?;
            super::function::read(body, &st, &mut head.func, &mut extra)?;
        }
        out.functions.push(head.func);
    }
    if let Some(extra) = bodies.next() {
        return Err(BitcodeError {
            block: FUNCTION,
            code: None,
            bit: extra.bit,
            message: "a function body for no defined function".into(),
        });
    }
    st.metadata.list.extend(extra);
    out.metadata = st.metadata.into_map();
    Ok(out)
}

fn linkage_info(
    r: &Record,
    linkage: u64,
    vis: Option<u64>,
    dll: Option<u64>,
    unnamed: Option<u64>,
    dso: Option<u64>,
) -> Result<LinkageInfo, BitcodeError> {
    let linkage =
        records::linkage(linkage).ok_or_else(|| bad(MODULE, r, format!("linkage {linkage}")))?;
    Ok(LinkageInfo {
        linkage: Some(linkage),
        dso_local: dso == Some(1),
        visibility: match vis.unwrap_or(0) {
            1 => Visibility::Hidden,
            2 => Visibility::Protected,
            _ => Visibility::Default,
        },
        dll_storage: match dll.unwrap_or(0) {
            1 => DllStorage::Import,
            2 => DllStorage::Export,
            _ => DllStorage::None,
        },
        unnamed_addr: match unnamed.unwrap_or(0) {
            1 => UnnamedAddr::Global,
            2 => UnnamedAddr::Local,
            _ => UnnamedAddr::None,
        },
    })
}

/// `GLOBALVAR: [strtab offset, size, type, isconst | explicit type << 1 |
/// address space << 2, initid, linkage, alignment, section, visibility,
/// threadlocal, unnamed_addr, externally_initialized, dllstorageclass,
/// comdat, attributes, preemption]`.
fn global(
    r: &Record,
    st: &ModuleState,
    name: Name,
    sections: &[String],
    comdats: &[String],
) -> Result<(Global, Option<u64>), BitcodeError> {
    let o = |i: usize| r.ops.get(i).copied();
    let flags = op(MODULE, r, 3)?;
    if flags & 2 == 0 {
        return Err(bad(
            MODULE,
            r,
            "a global of a typed pointer type (LLVM before 15)",
        ));
    }
    let ty = st.types.get(MODULE, r, op(MODULE, r, 2)?)?;
    let init = op(MODULE, r, 4)?;
    let align = records::align(o(6).unwrap_or(0)).ok_or_else(|| bad(MODULE, r, "an alignment"))?;
    let section = match o(7).unwrap_or(0) {
        0 => None,
        s => Some(
            sections
                .get(s as usize - 1)
                .cloned()
                .ok_or_else(|| bad(MODULE, r, "a section"))?,
        ),
    };
    let comdat = match o(13).unwrap_or(0) {
        0 => None,
        c => Some(Some(
            comdats
                .get(c as usize - 1)
                .cloned()
                .ok_or_else(|| bad(MODULE, r, "a comdat"))?,
        )),
    };
    let g = Global {
        name,
        linkage: linkage_info(r, op(MODULE, r, 5)?, o(8), o(12), o(10), o(15))?,
        thread_local: records::thread_local(o(9).unwrap_or(0))
            .ok_or_else(|| bad(MODULE, r, "a thread-local mode"))?,
        addrspace: u32::try_from(flags >> 2).unwrap_or(0),
        externally_initialized: o(11) == Some(1),
        is_constant: flags & 1 == 1,
        ty,
        init: None,
        section,
        partition: None,
        comdat,
        align,
        extra: Vec::new(),
        metadata: Vec::new(),
        line: 0,
    };
    Ok((g, init.checked_sub(1)))
}

/// `FUNCTION: [strtab offset, size, type, callingconv, isproto, linkage,
/// paramattrs, alignment, section, visibility, gc, unnamed_addr,
/// prologuedata, dllstorageclass, comdat, prefixdata, personalityfn,
/// preemption, addrspace]`.
fn function_head(
    r: &Record,
    st: &ModuleState,
    name: Name,
    sections: &[String],
    gcs: &[String],
    comdats: &[String],
) -> Result<FunctionHead, BitcodeError> {
    let o = |i: usize| r.ops.get(i).copied();
    let ty = st.types.get(MODULE, r, op(MODULE, r, 2)?)?;
    let Type::Function {
        ret,
        params,
        varargs,
    } = &ty
    else {
        return Err(bad(
            MODULE,
            r,
            format!("function @{name} of a type that is not a function type"),
        ));
    };
    let attrs = op(MODULE, r, 6)?;
    let params = params
        .iter()
        .enumerate()
        .map(|(k, t)| Param {
            ty: t.clone(),
            attrs: st.attrs(attrs, k as u64 + 1),
            name: None,
        })
        .collect();
    let is_declaration = op(MODULE, r, 4)? == 1;
    let pick = |i: usize, table: &[String]| match o(i).unwrap_or(0) {
        0 => None,
        k => table.get(k as usize - 1).cloned(),
    };
    let func = Function {
        name,
        linkage: linkage_info(r, op(MODULE, r, 5)?, o(9), o(13), o(11), o(17))?,
        ret_attrs: st.attrs(attrs, 0),
        ret_ty: (**ret).clone(),
        params,
        varargs: *varargs,
        fn_attrs: st.attrs(attrs, u64::from(u32::MAX)),
        codegen: FunctionCodegen {
            cc: records::calling_convention(op(MODULE, r, 3)?),
            addrspace: o(18).filter(|&a| a != 0).map(|a| a as u32),
            section: pick(8, sections),
            partition: None,
            comdat: match o(14).unwrap_or(0) {
                0 => None,
                c => comdats.get(c as usize - 1).cloned().map(Some),
            },
            align: records::align(o(7).unwrap_or(0)).flatten(),
            gc: pick(10, gcs),
            prefix: None,
            prologue: None,
            personality: None,
        },
        metadata: Vec::new(),
        blocks: Vec::new(),
        is_declaration,
        line: 0,
    };
    Ok(FunctionHead { func })
}

/// `ALIAS: [strtab offset, size, alias type, addrspace, aliasee id,
/// linkage, visibility, dllstorage, threadlocal, unnamed_addr,
/// preemption]` (`IFUNC` likewise, with its resolver).
fn alias(r: &Record, st: &ModuleState, name: Name) -> Result<(Alias, u64), BitcodeError> {
    let o = |i: usize| r.ops.get(i).copied();
    let space = op(MODULE, r, 3)?;
    let a = Alias {
        name,
        linkage: linkage_info(r, op(MODULE, r, 5)?, o(6), o(7), o(9), o(10))?,
        thread_local: records::thread_local(o(8).unwrap_or(0)).flatten(),
        is_ifunc: r.code == 15,
        ty: st.types.get(MODULE, r, op(MODULE, r, 2)?)?,
        aliasee: crate::ast::TypedValue {
            ty: Type::Ptr(space as u32),
            value: Value::Null,
        },
        partition: None,
        line: 0,
    };
    Ok((a, op(MODULE, r, 4)?))
}

/// `TYPE_BLOCK_ID_NEW`: entries in order; a named struct is referred to by
/// name (its body in [`Types::bodies`] and a [`TypeDef`]).
fn read_types(b: &Block, out: &mut Module) -> Result<Types, BitcodeError> {
    let mut types = Types::default();
    let mut pending_name: Option<String> = None;
    let mut anonymous = 0u32;
    // Entries may name later ones (a struct's fields): read raw first.
    let records: Vec<&Record> = b.records().filter(|r| r.code != 1).collect();
    let mut names: Vec<Option<Name>> = Vec::new();
    for r in &records {
        match r.code {
            19 => pending_name = Some(chars(&r.ops)),
            6 | 20 => {
                let name = match pending_name.take() {
                    Some(n) => Name::Named(n),
                    None => {
                        anonymous += 1;
                        Name::Num(anonymous - 1)
                    }
                };
                names.push(Some(name));
            }
            26 => {
                pending_name = None;
                names.push(None);
            }
            _ => names.push(None),
        }
    }
    let records: Vec<&Record> = records.into_iter().filter(|r| r.code != 19).collect();
    let mut resolving = vec![false; records.len()];
    let mut done: Vec<Option<Type>> = vec![None; records.len()];
    for i in 0..records.len() {
        resolve_type(i as u64, &records, &names, &mut done, &mut resolving)?;
    }
    types.list = done
        .into_iter()
        .map(|t| t.expect("every entry resolved"))
        .collect();
    for (i, r) in records.iter().enumerate() {
        if let Some(name) = &names[i] {
            let body = if r.code == 20 {
                let fields = r.ops.get(1..).unwrap_or_default();
                Some(Type::Struct {
                    packed: op(TYPES, r, 0)? == 1,
                    fields: fields
                        .iter()
                        .map(|&f| types.get(TYPES, r, f))
                        .collect::<Result<_, _>>()?,
                })
            } else {
                None
            };
            if let Some(body) = &body {
                types.bodies.insert(name.clone(), body.clone());
            }
            out.types.push(TypeDef {
                name: name.clone(),
                body,
            });
        }
    }
    Ok(types)
}

fn resolve_type(
    i: u64,
    records: &[&Record],
    names: &[Option<Name>],
    done: &mut Vec<Option<Type>>,
    resolving: &mut Vec<bool>,
) -> Result<Type, BitcodeError> {
    let k = i as usize;
    let Some(r) = records.get(k) else {
        return Err(BitcodeError {
            block: TYPES,
            code: None,
            bit: records.last().map_or(0, |r| r.bit),
            message: format!("type #{i} is not in the type table"),
        });
    };
    if let Some(name) = &names[k] {
        let t = Type::Named(name.clone());
        done[k] = Some(t.clone());
        return Ok(t);
    }
    if let Some(t) = &done[k] {
        return Ok(t.clone());
    }
    if resolving[k] {
        return Err(bad(
            TYPES,
            r,
            "a type that contains itself without a named struct",
        ));
    }
    resolving[k] = true;
    let mut sub = |j: u64| resolve_type(j, records, names, done, resolving);
    let t = match r.code {
        2 => Type::Void,
        3 => Type::Float,
        4 => Type::Double,
        5 => Type::Label,
        7 => {
            let w = op(TYPES, r, 0)?;
            if w == 0 || w > 1 << 23 {
                return Err(bad(TYPES, r, format!("an integer type of {w} bits")));
            }
            Type::Int(w as u32)
        }
        8 => Type::Ptr(r.ops.get(1).copied().unwrap_or(0) as u32),
        25 => Type::Ptr(r.ops.first().copied().unwrap_or(0) as u32),
        10 => Type::Half,
        11 => Type::Array {
            len: op(TYPES, r, 0)?,
            elem: Box::new(sub(op(TYPES, r, 1)?)?),
        },
        12 => Type::Vector {
            scalable: r.ops.get(2) == Some(&1),
            len: op(TYPES, r, 0)?,
            elem: Box::new(sub(op(TYPES, r, 1)?)?),
        },
        13 => Type::X86Fp80,
        14 => Type::Fp128,
        15 => Type::PpcFp128,
        16 => Type::Metadata,
        17 => Type::X86Mmx,
        18 => Type::Struct {
            packed: op(TYPES, r, 0)? == 1,
            fields: r.ops[1..]
                .iter()
                .map(|&f| sub(f))
                .collect::<Result<_, _>>()?,
        },
        21 => Type::Function {
            varargs: op(TYPES, r, 0)? == 1,
            ret: Box::new(sub(op(TYPES, r, 1)?)?),
            params: r.ops[2..]
                .iter()
                .map(|&p| sub(p))
                .collect::<Result<_, _>>()?,
        },
        22 => Type::Token,
        23 => Type::BFloat,
        24 => Type::X86Amx,
        26 => Type::TargetExt {
            name: String::new(),
            types: Vec::new(),
            ints: Vec::new(),
        },
        _ => return Err(bad(TYPES, r, "an unknown type record")),
    };
    resolving[k] = false;
    done[k] = Some(t.clone());
    Ok(t)
}

/// `PARAMATTR_GRP_CODE_ENTRY: [grpid, index, attr...]`, each attribute
/// `0 kind` (enum), `1 kind value` (int), `3 chars 0` (string), `4 chars 0
/// chars 0` (string = value), `6 kind type` / `5 kind` (type attribute),
/// `7`/`8` (constant ranges).
fn read_groups(
    b: &Block,
    types: &Types,
    groups: &mut HashMap<u64, (u64, Vec<Attribute>)>,
    out: &mut Module,
) -> Result<(), BitcodeError> {
    for r in b.records() {
        if r.code != 3 {
            return Err(bad(PARAMATTR_GROUP, r, "an unknown attribute-group record"));
        }
        let id = op(PARAMATTR_GROUP, r, 0)?;
        let index = op(PARAMATTR_GROUP, r, 1)?;
        let mut attrs = Vec::new();
        let mut i = 2;
        let ops = &r.ops;
        let name =
            |k: u64| records::attribute(k).map_or_else(|| format!("attr{k}"), str::to_string);
        let cstr = |i: &mut usize| -> Result<String, BitcodeError> {
            let start = *i;
            while *ops
                .get(*i)
                .ok_or_else(|| bad(PARAMATTR_GROUP, r, "an unterminated string attribute"))?
                != 0
            {
                *i += 1;
            }
            let s = chars(&ops[start..*i]);
            *i += 1;
            Ok(s)
        };
        while i < ops.len() {
            let kind = ops[i];
            i += 1;
            match kind {
                // An enum attribute, or a type attribute without its type.
                0 | 5 => {
                    attrs.push(Attribute::Flag(name(op(PARAMATTR_GROUP, r, i)?)));
                    i += 1;
                }
                1 => {
                    let k = op(PARAMATTR_GROUP, r, i)?;
                    let v = op(PARAMATTR_GROUP, r, i + 1)?;
                    attrs.push(Attribute::Int(name(k), v));
                    i += 2;
                }
                3 => {
                    let key = cstr(&mut i)?;
                    attrs.push(Attribute::Str(key, None));
                }
                4 => {
                    let key = cstr(&mut i)?;
                    let value = cstr(&mut i)?;
                    attrs.push(Attribute::Str(key, Some(value)));
                }
                6 => {
                    let k = op(PARAMATTR_GROUP, r, i)?;
                    let t = types.get(PARAMATTR_GROUP, r, op(PARAMATTR_GROUP, r, i + 1)?)?;
                    attrs.push(Attribute::Type(name(k), t));
                    i += 2;
                }
                // A constant range (7: kind, bit width, bounds) or a list of
                // them (8: kind, count, bit width, bounds…): kept by name.
                7 | 8 => {
                    let k = op(PARAMATTR_GROUP, r, i)?;
                    let (ranges, width_at) = if kind == 7 {
                        (1, i + 1)
                    } else {
                        (op(PARAMATTR_GROUP, r, i + 1)?, i + 2)
                    };
                    let width = op(PARAMATTR_GROUP, r, width_at)?;
                    // Two bounds a range, each one word, or (wide) the
                    // active word count in the width's high bits.
                    let per = if width > 64 {
                        (width >> 32).max(1) * 2
                    } else {
                        2
                    };
                    attrs.push(Attribute::Raw(name(k), String::new()));
                    i = (width_at + 1).saturating_add(ranges.saturating_mul(per) as usize);
                }
                k => {
                    return Err(bad(PARAMATTR_GROUP, r, format!("attribute encoding {k}")));
                }
            }
        }
        if index == u64::from(u32::MAX) {
            out.attribute_groups.push(AttributeGroup {
                id: id as u32,
                attrs: attrs.clone(),
            });
        }
        groups.insert(id, (index, attrs));
    }
    Ok(())
}
