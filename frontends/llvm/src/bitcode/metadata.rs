//! Metadata blocks: strings (in bulk), values, tuples, named metadata and
//! locations in full; the other specialised debug-info nodes as empty
//! nodes of their kind (zyme reads only the line and column of an
//! instruction's location). Strings and values are written inline where a
//! tuple names them, as the text does (`!{!"double", !7, i64 0}`), so the
//! lowering reads TBAA and `nvvm.annotations` the same from both.

use super::bitstream::{Block, Record};
use super::module::{bad, chars, op, Types, Values, METADATA};
use super::BitcodeError;
use crate::ast::{MdField, Metadata, NamedMetadata, TypedValue, Value};
use std::collections::BTreeMap;

/// Metadata by id: the module's, or a function's own (numbered after the
/// module's, the ids of `local` starting at `base`), whose nodes the
/// module's table takes in at `global_base` once the function is read (the
/// tree has one table, so the function-local ids move there).
#[derive(Clone, Default)]
pub struct Table {
    pub list: Vec<Metadata>,
    /// The first id of this table's own entries.
    pub base: usize,
    /// Where its entries go in the module's table.
    pub global_base: usize,
}

impl Table {
    pub fn into_map(self) -> BTreeMap<u32, Metadata> {
        self.list
            .into_iter()
            .enumerate()
            .map(|(i, m)| (i as u32, m))
            .collect()
    }

    /// A table for a function's metadata, after `module`'s, its entries
    /// going to `global_base` in the tree.
    pub fn local(module: &Table, global_base: usize) -> Table {
        Table {
            list: Vec::new(),
            base: module.list.len(),
            global_base,
        }
    }

    /// Entry `id` (the module's below `base`).
    pub fn get<'t>(&'t self, module: &'t Table, id: u64) -> Option<&'t Metadata> {
        let id = id as usize;
        match id.checked_sub(self.base) {
            Some(k) => self.list.get(k),
            None => module.list.get(id),
        }
    }

    /// Operand `id` as a tuple element or attachment: strings and values
    /// inline, nodes by reference (to their id in the tree).
    pub fn operand(&self, module: &Table, id: u64) -> Metadata {
        match self.get(module, id) {
            Some(m @ (Metadata::String(_) | Metadata::Value(_))) => m.clone(),
            // The module's table keeps its ids (base and global base 0).
            _ if (id as usize) >= self.base => {
                Metadata::Ref((id as usize - self.base + self.global_base) as u32)
            }
            _ => Metadata::Ref(id as u32),
        }
    }
}

/// The name of a specialised node by record code.
fn node_name(code: u32) -> Option<&'static str> {
    Some(match code {
        12 => "GenericDINode",
        13 => "DISubrange",
        14 => "DIEnumerator",
        15 => "DIBasicType",
        16 => "DIFile",
        17 => "DIDerivedType",
        18 => "DICompositeType",
        19 => "DISubroutineType",
        20 => "DICompileUnit",
        21 => "DISubprogram",
        22 => "DILexicalBlock",
        23 => "DILexicalBlockFile",
        24 => "DINamespace",
        25 => "DITemplateTypeParameter",
        26 => "DITemplateValueParameter",
        27 => "DIGlobalVariable",
        28 => "DILocalVariable",
        29 => "DIExpression",
        30 => "DIObjCProperty",
        31 => "DIImportedEntity",
        32 => "DIModule",
        33 => "DIMacro",
        34 => "DIMacroFile",
        37 => "DIGlobalVariableExpression",
        40 => "DILabel",
        41 => "DIStringType",
        44 => "DICommonBlock",
        45 => "DIGenericSubrange",
        46 => "DIArgList",
        47 => "DIAssignID",
        _ => return None,
    })
}

/// Reads a metadata block into `table`; `values` are the values its
/// `VALUE` records may name (the module's, or a function's). Returns the
/// named metadata it defines.
pub fn read(
    b: &Block,
    table: &mut Table,
    module: &Table,
    types: &Types,
    values: &Values,
) -> Result<Vec<NamedMetadata>, BitcodeError> {
    let mut named = Vec::new();
    let mut name: Option<String> = None;
    for r in b.records() {
        let node = |table: &Table, distinct: bool| Metadata::Tuple {
            distinct,
            elems: r
                .ops
                .iter()
                .map(|&id| id.checked_sub(1).map(|id| table.operand(module, id)))
                .collect(),
        };
        let m = match r.code {
            35 => {
                strings(r, table)?;
                continue;
            }
            1 => Metadata::String(r.ops.iter().map(|&c| c as u8).collect()),
            2 => {
                let ty = types.get(METADATA, r, op(METADATA, r, 0)?)?;
                let id = op(METADATA, r, 1)?;
                // A function's metadata may name its instructions, read
                // after it: those (debug intrinsics' operands) are undef.
                let value = match values.get(id) {
                    Some((_, v)) => v.clone(),
                    None if table.base > 0 => Value::Undef,
                    None => return Err(bad(METADATA, r, format!("value #{id} is not defined"))),
                };
                Metadata::Value(TypedValue { ty, value })
            }
            3 => node(table, false),
            5 => node(table, true),
            7 => Metadata::Node {
                distinct: op(METADATA, r, 0)? == 1,
                name: "DILocation".into(),
                fields: vec![
                    ("line".into(), MdField::Int(i128::from(op(METADATA, r, 1)?))),
                    (
                        "column".into(),
                        MdField::Int(i128::from(op(METADATA, r, 2)?)),
                    ),
                ],
            },
            4 => {
                name = Some(chars(&r.ops));
                continue;
            }
            10 => {
                let n = name
                    .take()
                    .ok_or_else(|| bad(METADATA, r, "named metadata without a name"))?;
                named.push(NamedMetadata {
                    name: n,
                    nodes: r.ops.iter().map(|&i| i as u32).collect(),
                });
                continue;
            }
            // Kinds (old place), attachments of globals, the index.
            6 | 36 | 38 | 39 => continue,
            code => match node_name(code) {
                Some(n) => Metadata::Node {
                    distinct: r.ops.first() == Some(&1),
                    name: n.into(),
                    fields: Vec::new(),
                },
                None => return Err(bad(METADATA, r, "an unknown metadata record")),
            },
        };
        table.list.push(m);
    }
    Ok(named)
}

/// `METADATA_STRINGS: [count, offset] blob`: the blob holds `count`
/// lengths as VBR6 in a bitstream, then, from `offset`, the characters.
fn strings(r: &Record, table: &mut Table) -> Result<(), BitcodeError> {
    let count = op(METADATA, r, 0)?;
    let offset = op(METADATA, r, 1)? as usize;
    let blob = r
        .blob
        .as_deref()
        .ok_or_else(|| bad(METADATA, r, "strings without their blob"))?;
    let (lengths, chars) = (
        blob.get(..offset)
            .ok_or_else(|| bad(METADATA, r, "string lengths past the blob"))?,
        &blob[offset..],
    );
    if count > chars.len() as u64 + 1 {
        return Err(bad(
            METADATA,
            r,
            format!("{count} strings in {} bytes", chars.len()),
        ));
    }
    let mut bits = 0u64;
    let mut at = 0usize;
    for _ in 0..count {
        let n = vbr6(lengths, &mut bits)
            .ok_or_else(|| bad(METADATA, r, "a string length past the blob"))?;
        let s = chars
            .get(at..at.saturating_add(n as usize))
            .ok_or_else(|| bad(METADATA, r, "a string past the blob"))?;
        table.list.push(Metadata::String(s.to_vec()));
        at += n as usize;
    }
    Ok(())
}

/// A VBR6 value at bit `pos` of `data`.
fn vbr6(data: &[u8], pos: &mut u64) -> Option<u64> {
    let mut value = 0u64;
    let mut shift = 0;
    loop {
        let mut chunk = 0u64;
        for k in 0..6 {
            let bit = *pos + k;
            let byte = *data.get((bit / 8) as usize)?;
            chunk |= u64::from(byte >> (bit % 8) & 1) << k;
        }
        *pos += 6;
        if shift >= 64 {
            return None;
        }
        value |= (chunk & 31) << shift;
        if chunk & 32 == 0 {
            return Some(value);
        }
        shift += 5;
    }
}
