//! A function block: its constants, metadata and value names, then its
//! instructions. Operands are relative value ids (the instruction's own
//! number minus the operand's); an operand defined later (a forward
//! reference) carries its type. Unnamed values are numbered as the text
//! printer numbers them — arguments, then each block's label and each
//! unnamed result in order — so the tree equals the one parsed from the
//! `.ll` of the same compilation.

use super::bitstream::{Block, Record};
use super::constants::{gep_flags, scalar};
use super::metadata::Table;
use super::module::{
    bad, chars, op, ModuleState, Values, CONSTANTS, FUNCTION, METADATA, METADATA_ATTACHMENT,
    USELIST, VALUE_SYMTAB,
};
use super::records::{self, Predicate};
use super::BitcodeError;
use crate::ast::{
    ArithFlags, BasicBlock, BinOp, CallArg, CallSite, CastOp, FastMath, Function, GepIndex,
    InstKind, Instruction, LandingPadClause, MdField, Metadata, Name, OperandBundle, TailKind,
    Type, TypedValue, UnaryOp, Value,
};
use std::collections::HashMap;

type R<T> = Result<T, BitcodeError>;

/// Integer flags of a binary operator (`nuw`/`nsw`, `exact`, `disjoint`).
pub fn arith_flags(op: BinOp, bits: u64) -> ArithFlags {
    let mut f = ArithFlags::default();
    match op {
        BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Shl => {
            f.nuw = bits & 1 != 0;
            f.nsw = bits & 2 != 0;
        }
        BinOp::UDiv | BinOp::SDiv | BinOp::LShr | BinOp::AShr => f.exact = bits & 1 != 0,
        BinOp::Or => f.disjoint = bits & 1 != 0,
        _ => {}
    }
    f
}

/// Whether an instruction record defines a value (calls: by their type).
fn defines_value(r: &Record, st: &ModuleState) -> R<bool> {
    Ok(match r.code {
        2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 16 | 19 | 20 | 23 | 26 | 27 | 28 | 29 | 30 | 37 | 38
        | 40 | 41 | 43 | 46 | 47 | 50 | 51 | 52 | 56 | 58 | 59 => true,
        13 | 34 => {
            let fnty = call_fn_type(r, st)?;
            !matches!(fnty, Some(Type::Function { ref ret, .. }) if **ret == Type::Void)
        }
        _ => false,
    })
}

/// The explicit function type of a call or invoke record, if it has one.
fn call_fn_type(r: &Record, st: &ModuleState) -> R<Option<Type>> {
    let (flags, at) = match r.code {
        34 => {
            let cc = op(FUNCTION, r, 1)?;
            let at = if cc >> 17 & 1 == 1 { 3 } else { 2 };
            (cc >> 15 & 1 == 1, at)
        }
        _ => (op(FUNCTION, r, 1)? >> 13 & 1 == 1, 4),
    };
    if !flags {
        return Err(bad(
            FUNCTION,
            r,
            "a call without its function type (LLVM before 15)",
        ));
    }
    Ok(Some(st.types.get(FUNCTION, r, op(FUNCTION, r, at)?)?))
}

fn is_terminator(code: u32) -> bool {
    matches!(code, 10 | 11 | 12 | 13 | 15 | 31 | 39 | 48 | 49 | 52 | 57)
}

/// Whether a record is an instruction (rather than a location, bundle,
/// debug record or block count).
fn is_instruction(code: u32) -> bool {
    !matches!(code, 1 | 33 | 35 | 55 | 60 | 61 | 62 | 63 | 64 | 65)
}

/// Decodes a function body into `func` (whose type is `ty`).
pub fn read(b: &Block, st: &ModuleState, func: &mut Function, extra: &mut Vec<Metadata>) -> R<()> {
    let mut vals = Values {
        module: &st.values,
        local: Vec::new(),
    };
    // Names from the value symbol table, which comes after the code.
    let mut value_names: HashMap<u64, String> = HashMap::new();
    let mut block_names: HashMap<u64, String> = HashMap::new();
    for vst in b.blocks().filter(|s| s.id == VALUE_SYMTAB) {
        for r in vst.records() {
            match r.code {
                1 => {
                    value_names.insert(op(VALUE_SYMTAB, r, 0)?, chars(&r.ops[1..]));
                }
                2 => {
                    block_names.insert(op(VALUE_SYMTAB, r, 0)?, chars(&r.ops[1..]));
                }
                _ => return Err(bad(VALUE_SYMTAB, r, "an unknown value-symbol-table record")),
            }
        }
    }
    let mut number = 0u32;
    let mut name_of =
        |id: Option<u64>, names: &HashMap<u64, String>| match id.and_then(|i| names.get(&i)) {
            Some(n) => Name::Named(n.clone()),
            None => {
                number += 1;
                Name::Num(number - 1)
            }
        };
    for p in func.params.iter_mut() {
        let id = vals.next();
        let name = name_of(Some(id), &value_names);
        vals.local.push((p.ty.clone(), Value::Local(name.clone())));
        p.name = Some(name);
    }
    // Constants come before the code; the first pass numbers the rest.
    for sub in b.blocks().filter(|s| s.id == CONSTANTS) {
        let read = super::constants::read(sub, st, &vals)?;
        vals.local.extend(read);
    }
    let mut md = Table::local(&st.metadata, st.metadata.list.len() + extra.len());
    for sub in b.blocks().filter(|s| s.id == METADATA) {
        super::metadata::read(sub, &mut md, &st.metadata, &st.types, &vals)?;
    }
    let records: Vec<&Record> = b.records().collect();
    let nblocks = records
        .iter()
        .find(|r| r.code == 1)
        .map(|r| op(FUNCTION, r, 0))
        .transpose()?
        .unwrap_or(0);
    // First pass: which value id each defining record gets, and its name;
    // each block's name.
    let mut ids: Vec<Option<Name>> = Vec::new();
    let mut labels: Vec<Name> = Vec::new();
    let mut forward: HashMap<u64, Name> = HashMap::new();
    let mut next = vals.next();
    let mut open = false;
    for r in &records {
        if !is_instruction(r.code) {
            ids.push(None);
            continue;
        }
        if !open {
            let k = labels.len() as u64;
            labels.push(name_of(Some(k), &block_names));
            open = true;
        }
        if defines_value(r, st)? {
            let name = name_of(Some(next), &value_names);
            forward.insert(next, name.clone());
            ids.push(Some(name));
            next += 1;
        } else {
            ids.push(None);
        }
        if is_terminator(r.code) {
            open = false;
        }
    }
    if labels.is_empty() {
        return Err(BitcodeError {
            block: FUNCTION,
            code: None,
            bit: b.bit,
            message: format!("@{} has a body without instructions", func.name),
        });
    }
    if labels.len() as u64 != nblocks {
        return Err(BitcodeError {
            block: FUNCTION,
            code: None,
            bit: b.bit,
            message: format!(
                "@{} declares {nblocks} blocks but its code has {}",
                func.name,
                labels.len()
            ),
        });
    }
    let mut d = Decoder {
        st,
        vals,
        forward,
        labels: &labels,
        md: &md,
    };
    let mut blocks: Vec<BasicBlock> = Vec::new();
    let mut insts: Vec<Instruction> = Vec::new();
    let mut all: Vec<(usize, usize)> = Vec::new();
    let mut bundles: Vec<OperandBundle> = Vec::new();
    let mut last_loc: Option<Metadata> = None;
    for (k, r) in records.iter().enumerate() {
        match r.code {
            1 | 60..=65 => continue,
            55 => {
                bundles.push(d.bundle(r)?);
                continue;
            }
            35 | 33 => {
                let loc = if r.code == 35 {
                    Metadata::Node {
                        distinct: false,
                        name: "DILocation".into(),
                        fields: vec![
                            ("line".into(), MdField::Int(i128::from(op(FUNCTION, r, 0)?))),
                            (
                                "column".into(),
                                MdField::Int(i128::from(op(FUNCTION, r, 1)?)),
                            ),
                        ],
                    }
                } else {
                    last_loc
                        .clone()
                        .ok_or_else(|| bad(FUNCTION, r, "DEBUG_LOC_AGAIN before any location"))?
                };
                let inst = insts
                    .last_mut()
                    .or_else(|| blocks.last_mut().and_then(|b| b.insts.last_mut()))
                    .ok_or_else(|| bad(FUNCTION, r, "a location before any instruction"))?;
                inst.metadata.push(("dbg".into(), loc.clone()));
                last_loc = Some(loc);
                continue;
            }
            _ => {}
        }
        let kind = d.instruction(r, std::mem::take(&mut bundles))?;
        let result = ids[k].clone();
        if let Some(name) = &result {
            let ty = d.result_type(&kind, r)?;
            d.vals.local.push((ty, Value::Local(name.clone())));
        }
        insts.push(Instruction {
            result,
            kind,
            metadata: Vec::new(),
            debug_records: Vec::new(),
            line: 0,
            col: 0,
        });
        if is_terminator(r.code) {
            all.extend((0..insts.len()).map(|i| (blocks.len(), i)));
            blocks.push(BasicBlock {
                name: labels[blocks.len()].clone(),
                insts: std::mem::take(&mut insts),
                trailing_debug_records: Vec::new(),
                line: 0,
            });
        }
    }
    if !insts.is_empty() {
        return Err(BitcodeError {
            block: FUNCTION,
            code: None,
            bit: b.bit,
            message: format!("@{}'s last block has no terminator", func.name),
        });
    }
    for sub in b.blocks().filter(|s| s.id == METADATA_ATTACHMENT) {
        for r in sub.records() {
            if r.ops.len().is_multiple_of(2) {
                continue;
            }
            let i = op(METADATA_ATTACHMENT, r, 0)? as usize;
            let &(bi, ii) = all.get(i).ok_or_else(|| {
                bad(
                    METADATA_ATTACHMENT,
                    r,
                    format!("instruction {i} does not exist"),
                )
            })?;
            for pair in r.ops[1..].chunks(2) {
                let kind = st
                    .md_kinds
                    .get(&pair[0])
                    .cloned()
                    .unwrap_or_else(|| format!("md{}", pair[0]));
                blocks[bi].insts[ii]
                    .metadata
                    .push((kind, md.operand(&st.metadata, pair[1])));
            }
        }
    }
    for sub in b.blocks() {
        if ![
            CONSTANTS,
            METADATA,
            METADATA_ATTACHMENT,
            USELIST,
            VALUE_SYMTAB,
        ]
        .contains(&sub.id)
        {
            return Err(BitcodeError {
                block: sub.id,
                code: None,
                bit: sub.bit,
                message: "an unknown block inside a function".into(),
            });
        }
    }
    func.blocks = blocks;
    extra.append(&mut md.list);
    Ok(())
}

struct Decoder<'a> {
    st: &'a ModuleState,
    vals: Values<'a>,
    /// Names of values not yet defined, by id.
    forward: HashMap<u64, Name>,
    labels: &'a [Name],
    md: &'a Table,
}

impl Decoder<'_> {
    fn ty(&self, r: &Record, id: u64) -> R<Type> {
        self.st.types.get(FUNCTION, r, id)
    }

    /// A value by absolute id; `ty` is needed for one not yet defined.
    fn value_by_id(&self, r: &Record, id: u64, ty: Option<Type>) -> R<TypedValue> {
        if let Some((t, v)) = self.vals.get(id) {
            return Ok(TypedValue {
                ty: t.clone(),
                value: v.clone(),
            });
        }
        let name = self
            .forward
            .get(&id)
            .ok_or_else(|| bad(FUNCTION, r, format!("value #{id} is never defined")))?;
        let ty = ty.ok_or_else(|| {
            bad(
                FUNCTION,
                r,
                format!("value #{id} is used before it is defined, without its type"),
            )
        })?;
        Ok(TypedValue {
            ty,
            value: Value::Local(name.clone()),
        })
    }

    /// A relative operand with its type when it is a forward reference.
    fn vt(&self, r: &Record, at: &mut usize) -> R<TypedValue> {
        let rel = op(FUNCTION, r, *at)?;
        *at += 1;
        let id = u64::from((self.vals.next() as u32).wrapping_sub(rel as u32));
        if id < self.vals.next() {
            return self.value_by_id(r, id, None);
        }
        let ty = self.ty(r, op(FUNCTION, r, *at)?)?;
        *at += 1;
        self.value_by_id(r, id, Some(ty))
    }

    /// A relative operand whose type the instruction gives.
    fn v(&self, r: &Record, at: &mut usize, ty: &Type) -> R<Value> {
        let rel = op(FUNCTION, r, *at)?;
        *at += 1;
        if *ty == Type::Metadata {
            let id = u64::from((self.vals.next() as u32).wrapping_sub(rel as u32));
            return Ok(Value::Metadata(Box::new(self.metadata(id))));
        }
        let id = u64::from((self.vals.next() as u32).wrapping_sub(rel as u32));
        Ok(self.value_by_id(r, id, Some(ty.clone()))?.value)
    }

    /// A relative operand of type `ty`, with its type.
    fn typed(&self, r: &Record, at: &mut usize, ty: &Type) -> R<TypedValue> {
        Ok(TypedValue {
            value: self.v(r, at, ty)?,
            ty: ty.clone(),
        })
    }

    /// A type id, then a relative operand of that type.
    fn type_and_value(&self, r: &Record, at: &mut usize) -> R<TypedValue> {
        let ty = self.ty(r, op(FUNCTION, r, *at)?)?;
        *at += 1;
        self.typed(r, at, &ty)
    }

    /// A metadata operand by id, inline where it is function-local.
    fn metadata(&self, id: u64) -> Metadata {
        match self.md.get(&self.st.metadata, id) {
            Some(m) if id as usize >= self.md.base => m.clone(),
            _ => self.md.operand(&self.st.metadata, id),
        }
    }

    fn label(&self, r: &Record, id: u64) -> R<Name> {
        self.labels
            .get(id as usize)
            .cloned()
            .ok_or_else(|| bad(FUNCTION, r, format!("block {id} does not exist")))
    }

    fn scope(&self, r: &Record, id: u64) -> R<Option<String>> {
        match id {
            1 => Ok(None),
            0 => Ok(Some("singlethread".into())),
            k => self
                .st
                .sync_scopes
                .get(k as usize)
                .map(|s| (!s.is_empty()).then(|| s.clone()))
                .ok_or_else(|| bad(FUNCTION, r, format!("sync scope {k}"))),
        }
    }

    fn ordering(&self, r: &Record, code: u64) -> R<crate::ast::AtomicOrdering> {
        records::ordering(code)
            .flatten()
            .ok_or_else(|| bad(FUNCTION, r, format!("atomic ordering {code}")))
    }

    /// The ordering and scope at operands `at` and `at + 1` of an atomic
    /// load or store (none for a plain one).
    fn atomic(
        &self,
        r: &Record,
        at: usize,
        atomic: bool,
    ) -> R<(Option<crate::ast::AtomicOrdering>, Option<String>)> {
        if !atomic {
            return Ok((None, None));
        }
        let ordering = self.ordering(r, op(FUNCTION, r, at)?)?;
        Ok((Some(ordering), self.scope(r, op(FUNCTION, r, at + 1)?)?))
    }

    fn bundle(&self, r: &Record) -> R<OperandBundle> {
        let tag = op(FUNCTION, r, 0)?;
        let tag = self
            .st
            .bundle_tags
            .get(tag as usize)
            .cloned()
            .ok_or_else(|| bad(FUNCTION, r, format!("operand bundle tag {tag}")))?;
        let mut at = 1;
        let mut inputs = Vec::new();
        while at < r.ops.len() {
            inputs.push(self.vt(r, &mut at)?);
        }
        Ok(OperandBundle { tag, inputs })
    }

    fn instruction(&self, r: &Record, bundles: Vec<OperandBundle>) -> R<InstKind> {
        let o = |i: usize| op(FUNCTION, r, i);
        let mut at = 0usize;
        Ok(match r.code {
            2 => {
                let lhs = self.vt(r, &mut at)?;
                let rhs = self.v(r, &mut at, &lhs.ty)?;
                let float = is_float(scalar(self.st.types.body(&lhs.ty)));
                let code = o(at)?;
                let op = records::binop(code, float)
                    .ok_or_else(|| bad(FUNCTION, r, format!("binary opcode {code}")))?;
                let bits = r.ops.get(at + 1).copied().unwrap_or(0);
                let (flags, fmf) = if float {
                    (ArithFlags::default(), records::fast_math(bits))
                } else {
                    (arith_flags(op, bits), FastMath::default())
                };
                InstKind::Binary {
                    op,
                    flags,
                    fmf,
                    ty: lhs.ty,
                    lhs: lhs.value,
                    rhs,
                }
            }
            3 => {
                let value = self.vt(r, &mut at)?;
                let to = self.ty(r, o(at)?)?;
                let code = o(at + 1)?;
                let op = records::cast(code)
                    .ok_or_else(|| bad(FUNCTION, r, format!("cast opcode {code}")))?;
                let bits = r.ops.get(at + 2).copied().unwrap_or(0);
                let mut flags = ArithFlags::default();
                let mut fmf = FastMath::default();
                match op {
                    CastOp::ZExt | CastOp::UIToFP => flags.nneg = bits & 1 != 0,
                    CastOp::Trunc => {
                        flags.nuw = bits & 1 != 0;
                        flags.nsw = bits & 2 != 0;
                    }
                    CastOp::FPTrunc | CastOp::FPExt => fmf = records::fast_math(bits),
                    _ => {}
                }
                InstKind::Cast {
                    op,
                    flags,
                    fmf,
                    value,
                    to,
                }
            }
            43 => {
                let flags = gep_flags(o(0)?);
                let source_ty = self.ty(r, o(1)?)?;
                at = 2;
                let base = self.vt(r, &mut at)?;
                let mut indices = Vec::new();
                while at < r.ops.len() {
                    indices.push(GepIndex {
                        inrange: false,
                        value: self.vt(r, &mut at)?,
                    });
                }
                InstKind::GetElementPtr {
                    flags,
                    source_ty,
                    base,
                    indices,
                }
            }
            29 => {
                let then_value = self.vt(r, &mut at)?;
                let else_value = self.typed(r, &mut at, &then_value.ty)?;
                let cond = self.vt(r, &mut at)?;
                InstKind::Select {
                    fmf: records::fast_math(r.ops.get(at).copied().unwrap_or(0)),
                    cond,
                    then_value,
                    else_value,
                }
            }
            6 => InstKind::ExtractElement {
                vector: self.vt(r, &mut at)?,
                index: self.vt(r, &mut at)?,
            },
            7 => {
                let vector = self.vt(r, &mut at)?;
                let elem = scalar(&vector.ty).clone();
                let element = self.typed(r, &mut at, &elem)?;
                InstKind::InsertElement {
                    vector,
                    element,
                    index: self.vt(r, &mut at)?,
                }
            }
            8 => {
                let a = self.vt(r, &mut at)?;
                let b = self.typed(r, &mut at, &a.ty)?;
                InstKind::ShuffleVector {
                    a,
                    b,
                    mask: self.vt(r, &mut at)?,
                }
            }
            9 | 28 => {
                let lhs = self.vt(r, &mut at)?;
                let rhs = self.v(r, &mut at, &lhs.ty)?;
                let code = o(at)?;
                let bits = r.ops.get(at + 1).copied().unwrap_or(0);
                match records::predicate(code) {
                    Some(Predicate::Int(pred)) => InstKind::ICmp {
                        samesign: bits & 1 != 0,
                        pred,
                        ty: lhs.ty,
                        lhs: lhs.value,
                        rhs,
                    },
                    Some(Predicate::Float(pred)) => InstKind::FCmp {
                        fmf: records::fast_math(bits),
                        pred,
                        ty: lhs.ty,
                        lhs: lhs.value,
                        rhs,
                    },
                    None => return Err(bad(FUNCTION, r, format!("comparison predicate {code}"))),
                }
            }
            10 => InstKind::Ret(if r.ops.is_empty() {
                None
            } else {
                Some(self.vt(r, &mut at)?)
            }),
            11 => match r.ops.len() {
                1 => InstKind::Br {
                    dest: self.label(r, o(0)?)?,
                },
                3 => {
                    at = 2;
                    InstKind::CondBr {
                        then_dest: self.label(r, o(0)?)?,
                        else_dest: self.label(r, o(1)?)?,
                        cond: self.typed(r, &mut at, &Type::Int(1))?,
                    }
                }
                _ => return Err(bad(FUNCTION, r, "a branch of neither 1 nor 3 operands")),
            },
            12 => {
                let value = self.type_and_value(r, &mut at)?;
                let default = self.label(r, o(at)?)?;
                at += 1;
                let mut cases = Vec::new();
                while at < r.ops.len() {
                    let c = self.value_by_id(r, o(at)?, None)?;
                    cases.push((c, self.label(r, o(at + 1)?)?));
                    at += 2;
                }
                InstKind::Switch {
                    value,
                    default,
                    cases,
                }
            }
            31 => {
                let address = self.type_and_value(r, &mut at)?;
                let dests = r.ops[at..]
                    .iter()
                    .map(|&b| self.label(r, b))
                    .collect::<R<_>>()?;
                InstKind::IndirectBr { address, dests }
            }
            13 => {
                let attrs = o(0)?;
                let cc = o(1)? & 0x1fff;
                let normal = self.label(r, o(2)?)?;
                let unwind = self.label(r, o(3)?)?;
                at = 5;
                let fnty = self.ty(r, o(4)?)?;
                let call =
                    self.call_site(r, &mut at, attrs, cc, fnty, FastMath::default(), bundles)?;
                InstKind::Invoke {
                    call,
                    normal,
                    unwind,
                }
            }
            34 => {
                let attrs = o(0)?;
                let flags = o(1)?;
                at = 2;
                let fmf = if flags >> 17 & 1 == 1 {
                    at += 1;
                    records::fast_math(o(2)?)
                } else {
                    FastMath::default()
                };
                let fnty = self.ty(r, o(at)?)?;
                at += 1;
                let tail = if flags >> 14 & 1 == 1 {
                    TailKind::MustTail
                } else if flags >> 16 & 1 == 1 {
                    TailKind::NoTail
                } else if flags & 1 == 1 {
                    TailKind::Tail
                } else {
                    TailKind::None
                };
                let cc = flags >> 1 & 0x1fff;
                InstKind::Call {
                    tail,
                    call: self.call_site(r, &mut at, attrs, cc, fnty, fmf, bundles)?,
                }
            }
            15 => InstKind::Unreachable,
            16 => {
                let ty = self.ty(r, o(0)?)?;
                let pairs = (r.ops.len() - 1) / 2;
                let mut incoming = Vec::new();
                for k in 0..pairs {
                    let rel = records::signed(o(1 + 2 * k)?);
                    let id = (self.vals.next() as i64).wrapping_sub(rel) as u64;
                    let value = match self.value_by_id(r, id, Some(ty.clone())) {
                        Ok(v) => v.value,
                        // A constant of a later block's constants: none;
                        // an undefined id is an error.
                        Err(e) => return Err(e),
                    };
                    incoming.push((value, self.label(r, o(2 + 2 * k)?)?));
                }
                let fmf = if r.ops.len().is_multiple_of(2) {
                    records::fast_math(*r.ops.last().expect("an even, non-empty record"))
                } else {
                    FastMath::default()
                };
                InstKind::Phi { fmf, ty, incoming }
            }
            19 => {
                let ty = self.ty(r, o(0)?)?;
                let count_ty = self.ty(r, o(1)?)?;
                let count = self.value_by_id(r, o(2)?, Some(count_ty))?;
                let rec = o(3)?;
                if rec >> 6 & 1 == 0 {
                    return Err(bad(
                        FUNCTION,
                        r,
                        "an alloca of a typed pointer (LLVM before 15)",
                    ));
                }
                let align = (rec & 31) | (rec >> 8 & 7) << 5;
                let count = match &count.value {
                    Value::Int(1) => None,
                    _ => Some(count),
                };
                InstKind::Alloca {
                    inalloca: rec >> 5 & 1 == 1,
                    swifterror: rec >> 7 & 1 == 1,
                    ty,
                    count,
                    align: records::align(align).flatten(),
                    addrspace: r.ops.get(4).copied().filter(|&a| a != 0).map(|a| a as u32),
                }
            }
            20 | 41 => {
                let ptr = self.vt(r, &mut at)?;
                let ty = self.ty(r, o(at)?)?;
                let align = records::align(o(at + 1)?).flatten();
                let volatile = o(at + 2)? == 1;
                let (ordering, syncscope) = self.atomic(r, at + 3, r.code == 41)?;
                InstKind::Load {
                    atomic: r.code == 41,
                    volatile,
                    ty,
                    ptr,
                    align,
                    syncscope,
                    ordering,
                }
            }
            44 | 45 => {
                let ptr = self.vt(r, &mut at)?;
                let value = self.vt(r, &mut at)?;
                let align = records::align(o(at)?).flatten();
                let volatile = o(at + 1)? == 1;
                let (ordering, syncscope) = self.atomic(r, at + 2, r.code == 45)?;
                InstKind::Store {
                    atomic: r.code == 45,
                    volatile,
                    value,
                    ptr,
                    align,
                    syncscope,
                    ordering,
                }
            }
            36 => InstKind::Fence {
                ordering: self.ordering(r, o(0)?)?,
                syncscope: self.scope(r, o(1)?)?,
            },
            46 => {
                let ptr = self.vt(r, &mut at)?;
                let cmp = self.vt(r, &mut at)?;
                let new = self.typed(r, &mut at, &cmp.ty)?;
                InstKind::CmpXchg {
                    volatile: o(at)? == 1,
                    success: self.ordering(r, o(at + 1)?)?,
                    syncscope: self.scope(r, o(at + 2)?)?,
                    failure: self.ordering(r, o(at + 3)?)?,
                    weak: o(at + 4)? == 1,
                    align: r.ops.get(at + 5).and_then(|&a| records::align(a).flatten()),
                    ptr,
                    cmp,
                    new,
                }
            }
            59 | 38 => {
                let ptr = self.vt(r, &mut at)?;
                let value = if r.code == 59 {
                    self.vt(r, &mut at)?
                } else {
                    return Err(bad(
                        FUNCTION,
                        r,
                        "an atomicrmw of the old encoding (LLVM before 15)",
                    ));
                };
                let code = o(at)?;
                InstKind::AtomicRmw {
                    op: records::rmw(code)
                        .ok_or_else(|| bad(FUNCTION, r, format!("atomicrmw operation {code}")))?,
                    volatile: o(at + 1)? == 1,
                    ordering: self.ordering(r, o(at + 2)?)?,
                    syncscope: self.scope(r, o(at + 3)?)?,
                    align: r.ops.get(at + 4).and_then(|&a| records::align(a).flatten()),
                    ptr,
                    value,
                }
            }
            23 => {
                let list = self.type_and_value(r, &mut at)?;
                InstKind::VaArg {
                    list,
                    ty: self.ty(r, o(at)?)?,
                }
            }
            26 => {
                let aggregate = self.vt(r, &mut at)?;
                InstKind::ExtractValue {
                    aggregate,
                    indices: r.ops[at..].iter().map(|&i| i as u32).collect(),
                }
            }
            27 => {
                let aggregate = self.vt(r, &mut at)?;
                let element = self.vt(r, &mut at)?;
                InstKind::InsertValue {
                    aggregate,
                    element,
                    indices: r.ops[at..].iter().map(|&i| i as u32).collect(),
                }
            }
            56 => {
                let operand = self.vt(r, &mut at)?;
                if o(at)? != 0 {
                    return Err(bad(FUNCTION, r, format!("unary opcode {}", r.ops[at])));
                }
                InstKind::Unary {
                    op: UnaryOp::FNeg,
                    fmf: records::fast_math(r.ops.get(at + 1).copied().unwrap_or(0)),
                    operand,
                }
            }
            58 => InstKind::Freeze(self.vt(r, &mut at)?),
            39 => InstKind::Resume(self.vt(r, &mut at)?),
            47 => {
                let ty = self.ty(r, o(0)?)?;
                let cleanup = o(1)? == 1;
                let n = o(2)?;
                at = 3;
                let mut clauses = Vec::new();
                for _ in 0..n {
                    let kind = o(at)?;
                    at += 1;
                    let v = self.vt(r, &mut at)?;
                    clauses.push(if kind == 0 {
                        LandingPadClause::Catch(v)
                    } else {
                        LandingPadClause::Filter(v)
                    });
                }
                InstKind::LandingPad {
                    ty,
                    cleanup,
                    clauses,
                }
            }
            48 => {
                let pad = self.v(r, &mut at, &Type::Token)?;
                InstKind::CleanupRet {
                    pad,
                    unwind: r.ops.get(1).map(|&b| self.label(r, b)).transpose()?,
                }
            }
            49 => {
                let pad = self.v(r, &mut at, &Type::Token)?;
                InstKind::CatchRet {
                    pad,
                    dest: self.label(r, o(1)?)?,
                }
            }
            50 | 51 => {
                let parent = self.v(r, &mut at, &Type::Token)?;
                let n = o(at)?;
                at += 1;
                let args = (0..n).map(|_| self.vt(r, &mut at)).collect::<R<_>>()?;
                if r.code == 50 {
                    InstKind::CatchPad {
                        catchswitch: parent,
                        args,
                    }
                } else {
                    InstKind::CleanupPad { parent, args }
                }
            }
            52 => {
                let parent = self.v(r, &mut at, &Type::Token)?;
                let n = o(at)? as usize;
                at += 1;
                let handlers = r
                    .ops
                    .get(at..at.saturating_add(n))
                    .ok_or_else(|| bad(FUNCTION, r, "catchswitch handlers cut short"))?
                    .iter()
                    .map(|&b| self.label(r, b))
                    .collect::<R<_>>()?;
                at += n;
                InstKind::CatchSwitch {
                    parent,
                    handlers,
                    unwind: r.ops.get(at).map(|&b| self.label(r, b)).transpose()?,
                }
            }
            4 | 5 | 24 | 30 | 37 | 40 | 42 => {
                return Err(bad(
                    FUNCTION,
                    r,
                    "an instruction of an encoding older than LLVM 15",
                ))
            }
            57 => {
                return Err(bad(
                    FUNCTION,
                    r,
                    "callbr (asm goto) is not read from bitcode",
                ))
            }
            _ => return Err(bad(FUNCTION, r, "an unknown instruction record")),
        })
    }

    /// The callee and arguments of a call or invoke from `at`.
    #[allow(clippy::too_many_arguments)]
    fn call_site(
        &self,
        r: &Record,
        at: &mut usize,
        attrs: u64,
        cc: u64,
        fnty: Type,
        fmf: FastMath,
        bundles: Vec<OperandBundle>,
    ) -> R<CallSite> {
        let callee = self.vt(r, at)?;
        let Type::Function {
            ret,
            params,
            varargs,
        } = &fnty
        else {
            return Err(bad(
                FUNCTION,
                r,
                "a call of a type that is not a function type",
            ));
        };
        let mut args = Vec::new();
        for (k, p) in params.iter().enumerate() {
            let value = if *p == Type::Label {
                let b = op(FUNCTION, r, *at)?;
                *at += 1;
                Value::Local(self.label(r, b)?)
            } else {
                self.v(r, at, p)?
            };
            args.push(CallArg {
                ty: p.clone(),
                attrs: self.st.attrs(attrs, k as u64 + 1),
                value,
            });
        }
        if *varargs {
            let mut k = params.len();
            while *at < r.ops.len() {
                let v = self.vt(r, at)?;
                args.push(CallArg {
                    ty: v.ty,
                    attrs: self.st.attrs(attrs, k as u64 + 1),
                    value: v.value,
                });
                k += 1;
            }
        } else if *at != r.ops.len() {
            return Err(bad(
                FUNCTION,
                r,
                "a call with more arguments than its function type has",
            ));
        }
        let addrspace = match &callee.ty {
            Type::Ptr(0) => None,
            Type::Ptr(a) => Some(*a),
            _ => None,
        };
        Ok(CallSite {
            cc: records::calling_convention(cc),
            fmf,
            ret_attrs: self.st.attrs(attrs, 0),
            addrspace,
            ret_ty: (**ret).clone(),
            fn_ty: Some(fnty.clone()),
            callee: callee.value,
            args,
            fn_attrs: self.st.attrs(attrs, u64::from(u32::MAX)),
            bundles,
        })
    }

    /// The type of an instruction's result.
    fn result_type(&self, kind: &InstKind, r: &Record) -> R<Type> {
        let types = &self.st.types;
        let vector_of = |len_of: &Type, elem: Type| match len_of {
            Type::Vector { scalable, len, .. } => Type::Vector {
                scalable: *scalable,
                len: *len,
                elem: Box::new(elem),
            },
            _ => elem,
        };
        Ok(match kind {
            InstKind::Binary { ty, .. } => ty.clone(),
            InstKind::Unary { operand, .. } | InstKind::Freeze(operand) => operand.ty.clone(),
            InstKind::Cast { to, .. } => to.clone(),
            InstKind::ICmp { ty, .. } | InstKind::FCmp { ty, .. } => vector_of(ty, Type::Int(1)),
            InstKind::Select { then_value, .. } => then_value.ty.clone(),
            InstKind::ExtractElement { vector, .. } => scalar(&vector.ty).clone(),
            InstKind::InsertElement { vector, .. } => vector.ty.clone(),
            InstKind::ShuffleVector { a, mask, .. } => vector_of(&mask.ty, scalar(&a.ty).clone()),
            InstKind::ExtractValue { aggregate, indices } => {
                let mut t = aggregate.ty.clone();
                for &i in indices {
                    t = types.member(&t, u64::from(i)).ok_or_else(|| {
                        bad(FUNCTION, r, "extractvalue of a member that does not exist")
                    })?;
                }
                t
            }
            InstKind::InsertValue { aggregate, .. } => aggregate.ty.clone(),
            InstKind::Alloca { addrspace, .. } => Type::Ptr(addrspace.unwrap_or(0)),
            InstKind::Load { ty, .. }
            | InstKind::Phi { ty, .. }
            | InstKind::VaArg { ty, .. }
            | InstKind::LandingPad { ty, .. } => ty.clone(),
            InstKind::GetElementPtr { base, indices, .. } => {
                let space = match scalar(&base.ty) {
                    Type::Ptr(a) => *a,
                    _ => 0,
                };
                let wide = std::iter::once(&base.ty)
                    .chain(indices.iter().map(|i| &i.value.ty))
                    .find(|t| matches!(t, Type::Vector { .. }));
                match wide {
                    Some(v) => vector_of(v, Type::Ptr(space)),
                    None => Type::Ptr(space),
                }
            }
            InstKind::Call { call, .. } | InstKind::Invoke { call, .. } => call.ret_ty.clone(),
            InstKind::CmpXchg { cmp, .. } => Type::Struct {
                packed: false,
                fields: vec![cmp.ty.clone(), Type::Int(1)],
            },
            InstKind::AtomicRmw { value, .. } => value.ty.clone(),
            InstKind::CatchPad { .. }
            | InstKind::CleanupPad { .. }
            | InstKind::CatchSwitch { .. } => Type::Token,
            _ => return Err(bad(FUNCTION, r, "a result of an instruction that has none")),
        })
    }
}

fn is_float(t: &Type) -> bool {
    matches!(
        t,
        Type::Half
            | Type::BFloat
            | Type::Float
            | Type::Double
            | Type::X86Fp80
            | Type::Fp128
            | Type::PpcFp128
    )
}
