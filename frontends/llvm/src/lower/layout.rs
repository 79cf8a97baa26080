//! Sizes, alignments and scalar leaves of LLVM types, driven by the
//! module's `target datalayout`.
//!
//! Zyme IR has no aggregates: a struct or array value is a list of scalar
//! *leaves* (each a zyme type at a byte offset), in field order. Memory
//! layout and SSA splitting both come from this one walk, so a loaded
//! struct's leaves sit exactly where the GEP arithmetic puts them.

use super::{LowerError, R};
use crate::ast::{Name, Type as LType};
use std::collections::{HashMap, HashSet};
use zyme_ir::{AddrSpace, Type};

/// The parts of a data layout string that change sizes and alignments.
#[derive(Clone, Debug)]
pub struct DataLayout {
    /// ABI alignment in bytes of `iN`, by bit width (LLVM's `iN:abi`).
    int_align: Vec<(u32, u32)>,
    f32_align: u32,
    f64_align: u32,
    ptr_align: u32,
    little_endian: bool,
}

impl Default for DataLayout {
    /// LLVM's defaults for an empty layout string.
    fn default() -> DataLayout {
        DataLayout {
            int_align: vec![(1, 1), (8, 1), (16, 2), (32, 4), (64, 4), (128, 16)],
            f32_align: 4,
            f64_align: 8,
            ptr_align: 8,
            little_endian: true,
        }
    }
}

impl DataLayout {
    /// Reads the specifications zyme uses; unknown ones are ignored, since
    /// they concern only things zyme does not model (mangling, native
    /// widths, stack alignment, program address spaces).
    pub fn parse(text: &str) -> DataLayout {
        let mut dl = DataLayout::default();
        for spec in text.split('-') {
            let mut parts = spec.split(':');
            let head = parts.next().unwrap_or("");
            let abi = parts
                .next()
                .and_then(|a| a.parse::<u32>().ok())
                .map(|bits| (bits / 8).max(1));
            match head.as_bytes().first() {
                Some(b'E') => dl.little_endian = false,
                Some(b'e') => dl.little_endian = true,
                Some(b'i') => {
                    if let (Ok(bits), Some(abi)) = (head[1..].parse::<u32>(), abi) {
                        dl.int_align.retain(|&(b, _)| b != bits);
                        dl.int_align.push((bits, abi));
                        dl.int_align.sort_unstable();
                    }
                }
                Some(b'f') => match (&head[1..], abi) {
                    ("32", Some(a)) => dl.f32_align = a,
                    ("64", Some(a)) => dl.f64_align = a,
                    _ => {}
                },
                Some(b'p') if head == "p" || head == "p0" => {
                    // `p[n]:size:abi`: the size comes first.
                    if let Some(a) = parts.next().and_then(|a| a.parse::<u32>().ok()) {
                        dl.ptr_align = (a / 8).max(1);
                    }
                }
                _ => {}
            }
        }
        dl
    }

    pub fn little_endian(&self) -> bool {
        self.little_endian
    }

    /// ABI alignment of `iN`: the entry for the smallest listed width at
    /// least `N`, else the largest (LLVM's rule).
    fn int_align(&self, bits: u32) -> u32 {
        self.int_align
            .iter()
            .find(|&&(b, _)| b >= bits)
            .or(self.int_align.last())
            .map_or(8, |&(_, a)| a)
    }
}

/// One scalar of an aggregate: its zyme type at a byte offset.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Leaf {
    pub offset: u64,
    pub ty: Type,
}

/// Type queries over a module's named types and data layout.
pub struct Layouts<'a> {
    pub dl: DataLayout,
    named: HashMap<&'a Name, Option<&'a LType>>,
    /// Named types that contain themselves by value (every such cycle
    /// passes through one): laying them out would never end.
    recursive: HashSet<&'a Name>,
}

/// The most scalar leaves one value may split into.
const MAX_LEAVES: usize = 1 << 16;

fn too_many_leaves() -> LowerError {
    LowerError::bare(format!(
        "an aggregate of more than {MAX_LEAVES} scalars is not supported as a value"
    ))
}

/// The named types `ty` contains by value (not behind a pointer).
fn named_fields<'a>(ty: &'a LType, out: &mut Vec<&'a Name>) {
    match ty {
        LType::Named(n) => out.push(n),
        LType::Struct { fields, .. } => fields.iter().for_each(|f| named_fields(f, out)),
        LType::Array { elem, .. } | LType::Vector { elem, .. } => named_fields(elem, out),
        _ => {}
    }
}

/// Named types on a by-value cycle: a depth-first search marks the target
/// of every back edge, and every cycle has one.
fn recursive_types<'a>(
    defs: &'a [crate::ast::TypeDef],
    named: &HashMap<&'a Name, Option<&'a LType>>,
) -> HashSet<&'a Name> {
    let mut bad = HashSet::new();
    // 1: on the search stack, 2: done.
    let mut state: HashMap<&'a Name, u8> = HashMap::new();
    // In definition order, so the type a diagnostic names is stable.
    for root in defs.iter().map(|d| &d.name) {
        if state.contains_key(root) {
            continue;
        }
        let mut stack: Vec<(&'a Name, Vec<&'a Name>)> = Vec::new();
        let succ = |n: &'a Name| {
            let mut out = Vec::new();
            if let Some(Some(body)) = named.get(n) {
                named_fields(body, &mut out);
            }
            out
        };
        state.insert(root, 1);
        stack.push((root, succ(root)));
        while let Some((node, next)) = stack.last_mut() {
            match next.pop() {
                Some(m) => match state.get(m) {
                    None => {
                        state.insert(m, 1);
                        let s = succ(m);
                        stack.push((m, s));
                    }
                    Some(1) => {
                        bad.insert(m);
                    }
                    Some(_) => {}
                },
                None => {
                    state.insert(*node, 2);
                    stack.pop();
                }
            }
        }
    }
    bad
}

/// The zyme container of an LLVM integer width: the narrowest zyme integer
/// type that holds it. Widths that are not 1, 8, 16, 32 or 64 live
/// sign-extended in their container.
pub fn int_container(bits: u32) -> Option<Type> {
    Some(match bits {
        1 => Type::I1,
        2..=8 => Type::I8,
        9..=16 => Type::I16,
        17..=32 => Type::I32,
        33..=64 => Type::I64,
        65..=128 => Type::I128,
        _ => return None,
    })
}

impl<'a> Layouts<'a> {
    pub fn new(dl: DataLayout, defs: &'a [crate::ast::TypeDef]) -> Layouts<'a> {
        let named = defs.iter().map(|d| (&d.name, d.body.as_ref())).collect();
        let recursive = recursive_types(defs, &named);
        Layouts {
            dl,
            named,
            recursive,
        }
    }

    /// Follows named-type references to a structural type.
    pub fn resolve<'t>(&'t self, ty: &'t LType) -> R<&'t LType>
    where
        'a: 't,
    {
        let mut cur = ty;
        for _ in 0..64 {
            match cur {
                LType::Named(name) if self.recursive.contains(name) => {
                    return Err(LowerError::bare(format!(
                        "type %{name} contains itself"
                    )))
                }
                LType::Named(name) => match self.named.get(name) {
                    Some(Some(body)) => cur = body,
                    Some(None) => {
                        return Err(LowerError::bare(format!(
                            "opaque type %{name} has no layout; a value or memory access of it cannot be lowered"
                        )))
                    }
                    None => {
                        return Err(LowerError::bare(format!("undefined type %{name}")));
                    }
                },
                other => return Ok(other),
            }
        }
        Err(LowerError::bare("named type refers to itself".into()))
    }

    /// The zyme type of a first-class scalar or vector LLVM type; `None`
    /// for aggregates (which have leaves instead). `<1 x T>` is `T`.
    pub fn value_type(&self, ty: &LType) -> R<Option<Type>> {
        Ok(Some(match self.resolve(ty)? {
            LType::Int(bits) => int_container(*bits).ok_or_else(|| {
                LowerError::bare(format!(
                    "i{bits} is wider than 128 bits, which zyme does not support"
                ))
            })?,
            LType::Float => Type::F32,
            LType::Double => Type::F64,
            LType::Ptr(space) => Type::ptr(addr_space(*space)?),
            LType::Vector { scalable: true, .. } => {
                return Err(LowerError::bare(
                    "scalable vectors are not supported".into(),
                ))
            }
            LType::Vector { len, elem, .. } => {
                let lane = self
                    .value_type(elem)?
                    .ok_or_else(|| LowerError::bare("vector of a non-scalar element".into()))?;
                if let LType::Int(bits) = self.resolve(elem)? {
                    if !matches!(bits, 1 | 8 | 16 | 32 | 64) {
                        // (No vectors of i128 either: the IR has none.)
                        return Err(LowerError::bare(format!(
                            "vectors of i{bits} are not supported"
                        )));
                    }
                }
                if *len == 1 {
                    lane
                } else {
                    u32::try_from(*len)
                        .ok()
                        .and_then(|n| Type::vector(lane.lane(), n))
                        .ok_or_else(|| {
                            LowerError::bare(format!("vector of {len} lanes is too wide"))
                        })?
                }
            }
            LType::Struct { .. } | LType::Array { .. } => return Ok(None),
            other => return Err(unsupported_type(other)),
        }))
    }

    /// The scalar leaves of any first-class type, in order (one for a
    /// scalar or vector, none for `{}` or `void`).
    pub fn leaves(&self, ty: &LType) -> R<Vec<Leaf>> {
        let mut out = Vec::new();
        self.push_leaves(ty, 0, &mut out)?;
        Ok(out)
    }

    fn push_leaves(&self, ty: &LType, base: u64, out: &mut Vec<Leaf>) -> R<()> {
        match self.resolve(ty)? {
            LType::Void => {}
            LType::Struct { packed, fields } => {
                let offsets = self.struct_offsets(*packed, fields)?;
                for (field, off) in fields.iter().zip(offsets) {
                    self.push_leaves(field, base + off, out)?;
                }
            }
            LType::Array { len, elem } => {
                let stride = self.alloc_size(elem)?;
                let one = self.leaves(elem)?;
                if !one.is_empty() {
                    let room = MAX_LEAVES.saturating_sub(out.len()) as u64;
                    if (one.len() as u64).saturating_mul(*len) > room {
                        return Err(too_many_leaves());
                    }
                    for i in 0..*len {
                        let at = base + i * stride;
                        out.extend(one.iter().map(|l| Leaf {
                            offset: at + l.offset,
                            ty: l.ty,
                        }));
                    }
                }
            }
            other => {
                if out.len() >= MAX_LEAVES {
                    return Err(too_many_leaves());
                }
                let ty = self.value_type(other)?.expect("scalars have a value type");
                out.push(Leaf { offset: base, ty });
            }
        }
        Ok(())
    }

    /// The zyme types of a type's leaves.
    pub fn leaf_types(&self, ty: &LType) -> R<Vec<Type>> {
        Ok(self.leaves(ty)?.into_iter().map(|l| l.ty).collect())
    }

    /// Index range of the leaves of the aggregate element `indices` names,
    /// with that element's type.
    pub fn leaf_range<'t>(&'t self, ty: &'t LType, indices: &[u32]) -> R<(usize, usize, &'t LType)>
    where
        'a: 't,
    {
        let mut start = 0;
        let mut cur = ty;
        for &index in indices {
            let elem: &LType = match self.resolve(cur)? {
                LType::Struct { fields, .. } => {
                    let i = index as usize;
                    let field = fields.get(i).ok_or_else(|| {
                        LowerError::bare(format!("struct index {index} out of range"))
                    })?;
                    for t in &fields[..i] {
                        start += self.leaves(t)?.len();
                    }
                    field
                }
                LType::Array { len, elem } => {
                    if u64::from(index) >= *len {
                        return Err(LowerError::bare(format!(
                            "array index {index} out of range"
                        )));
                    }
                    start += self.leaves(elem)?.len() * index as usize;
                    elem
                }
                _ => {
                    return Err(LowerError::bare(
                        "extractvalue/insertvalue index into a non-aggregate".into(),
                    ))
                }
            };
            cur = elem;
        }
        Ok((start, start + self.leaves(cur)?.len(), cur))
    }

    /// ABI alignment in bytes.
    pub fn align(&self, ty: &LType) -> R<u32> {
        Ok(match self.resolve(ty)? {
            LType::Int(bits) => self.dl.int_align(*bits),
            LType::Float => self.dl.f32_align,
            LType::Double => self.dl.f64_align,
            LType::Half | LType::BFloat => 2,
            LType::X86Fp80 | LType::Fp128 | LType::PpcFp128 => 16,
            LType::Ptr(_) => self.dl.ptr_align,
            LType::Vector { .. } => {
                // Natural alignment: the store size rounded up to a power
                // of two.
                let size = self.store_size(ty)?.max(1);
                size.next_power_of_two().min(1 << 16) as u32
            }
            LType::Array { elem, .. } => self.align(elem)?,
            LType::Struct { packed: true, .. } => 1,
            LType::Struct { fields, .. } => {
                let mut a = 1;
                for f in fields {
                    a = a.max(self.align(f)?);
                }
                a
            }
            other => return Err(unsupported_type(other)),
        })
    }

    /// Bytes a load or store of the type touches.
    pub fn store_size(&self, ty: &LType) -> R<u64> {
        Ok(match self.resolve(ty)? {
            LType::Int(bits) => u64::from(bits.div_ceil(8)),
            LType::Float => 4,
            LType::Double => 8,
            LType::Half | LType::BFloat => 2,
            LType::X86Fp80 => 10,
            LType::Fp128 | LType::PpcFp128 => 16,
            LType::Ptr(_) => 8,
            LType::Vector { len, elem, .. } => {
                let bits = match self.resolve(elem)? {
                    LType::Int(b) => u64::from(*b),
                    other => self.store_size(other)?.saturating_mul(8),
                };
                bits.checked_mul(*len).ok_or_else(too_big)?.div_ceil(8)
            }
            LType::Array { .. } | LType::Struct { .. } => self.alloc_size(ty)?,
            other => return Err(unsupported_type(other)),
        })
    }

    /// Bytes between consecutive elements of an array of the type.
    pub fn alloc_size(&self, ty: &LType) -> R<u64> {
        Ok(match self.resolve(ty)? {
            LType::Array { len, elem } => self
                .alloc_size(elem)?
                .checked_mul(*len)
                .ok_or_else(|| LowerError::bare("array size overflows 64 bits".into()))?,
            LType::Struct { packed, fields } => {
                let offsets = self.struct_offsets(*packed, fields)?;
                let end = match (fields.last(), offsets.last()) {
                    (Some(f), Some(o)) => o.checked_add(self.alloc_size(f)?).ok_or_else(too_big)?,
                    _ => 0,
                };
                round_up(end, self.align(ty)?)?
            }
            other => round_up(self.store_size(other)?, self.align(other)?)?,
        })
    }

    /// Byte offset of every field of a struct.
    pub fn struct_offsets(&self, packed: bool, fields: &[LType]) -> R<Vec<u64>> {
        let mut offsets = Vec::with_capacity(fields.len());
        let mut at = 0u64;
        for f in fields {
            if !packed {
                at = round_up(at, self.align(f)?)?;
            }
            offsets.push(at);
            at = at.checked_add(self.alloc_size(f)?).ok_or_else(too_big)?;
        }
        Ok(offsets)
    }
}

fn too_big() -> LowerError {
    LowerError::bare("type size overflows 64 bits".into())
}

/// `n` rounded up to a multiple of `align`.
fn round_up(n: u64, align: u32) -> R<u64> {
    let a = u64::from(align.max(1));
    n.div_ceil(a).checked_mul(a).ok_or_else(too_big)
}

/// Zyme's address space for an LLVM one.
pub fn addr_space(space: u32) -> R<AddrSpace> {
    u8::try_from(space)
        .map(AddrSpace)
        .map_err(|_| LowerError::bare(format!("address space {space} is out of range")))
}

fn unsupported_type(ty: &LType) -> LowerError {
    let what = match ty {
        LType::Half => "half",
        LType::BFloat => "bfloat",
        LType::X86Fp80 => "x86_fp80 (long double)",
        LType::Fp128 => "fp128",
        LType::PpcFp128 => "ppc_fp128",
        LType::X86Amx => "x86_amx",
        LType::X86Mmx => "x86_mmx",
        LType::Label => "label",
        LType::Metadata => "metadata",
        LType::Token => "token",
        LType::Function { .. } => "a function type",
        LType::TargetExt { .. } => "a target extension type",
        LType::Void => "void",
        _ => "this type",
    };
    LowerError::bare(format!(
        "{what} is not supported as a value or memory type; zyme handles i1..i128, float, double, pointers, vectors, structs and arrays"
    ))
}
