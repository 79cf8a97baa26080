//! Builds a module from the syntax tree: resolves names, types values
//! whose definitions come later in the text, and lays out the body.

use super::lexer::Pos;
use super::parser::{error, Ast, Body, InitDecl, Item, ParseError, PendingInst, SymRef};
use crate::entity::{Block, FileId, FuncId, Inst, StackSlot, Value};
use crate::function::Function;
use crate::inst::InstData;
use crate::module::{GlobalData, GlobalInit, Module, Reloc, RelocTarget};
use crate::srcloc::SourceLoc;
use crate::value::truncate;
use cranelift_entity::packed_option::ReservedValue;
use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};

pub(super) fn build(ast: Ast) -> Result<Module, ParseError> {
    let mut module = Module::new();
    let mut files: HashMap<u32, FileId> = HashMap::new();
    for file in ast.files {
        files.insert(file.num, module.add_file(file.path));
    }

    // Every function and global exists before any body or initializer is
    // resolved, so that either may name one defined further down.
    let mut first_at: HashMap<String, Pos> = HashMap::new();
    let mut inits = Vec::new();
    let mut bodies = Vec::new();
    for item in ast.items {
        let (name, pos) = match &item {
            Item::Global(g) => (g.name.clone(), g.pos),
            Item::Func(f) => (f.name.clone(), f.pos),
        };
        if let Some(first) = first_at.get(&name) {
            return error(
                pos,
                format!(
                    "@{name} is already defined (first at {}:{})",
                    first.line, first.col
                ),
            );
        }
        first_at.insert(name.clone(), pos);
        match item {
            Item::Global(g) => {
                let data = GlobalData {
                    name: g.name,
                    size: g.size,
                    align: g.align,
                    constant: g.constant,
                    linkage: g.linkage,
                    addr_space: g.addr_space,
                    init: GlobalInit::External,
                };
                let id = module
                    .add_global(data)
                    .or_else(|e| error(pos, format!("{e}")))?;
                inits.push((id, g.init));
            }
            Item::Func(f) => {
                let mut func = Function::new(f.name, f.sig, f.linkage);
                func.kernel = f.kernel;
                func.cold = f.cold;
                func.noalias = f.noalias;
                let id = module
                    .add_function(func)
                    .or_else(|e| error(pos, format!("{e}")))?;
                if let Some(body) = f.body {
                    bodies.push((id, body));
                }
            }
        }
    }

    for (id, init) in inits {
        module.globals[id].init = match init {
            InitDecl::External => GlobalInit::External,
            InitDecl::Zero => GlobalInit::Zero,
            InitDecl::Bytes { data, relocs } => {
                let mut out = Vec::with_capacity(relocs.len());
                for r in relocs {
                    let target = if let Some(g) = module.global_by_name(&r.target) {
                        RelocTarget::Global(g)
                    } else if let Some(f) = module.func_by_name(&r.target) {
                        RelocTarget::Func(f)
                    } else {
                        return error(
                            r.pos,
                            format!(
                                "undefined symbol @{}: a relocation names a function or global",
                                r.target
                            ),
                        );
                    };
                    out.push(Reloc {
                        offset: r.offset,
                        target,
                        addend: r.addend,
                    });
                }
                GlobalInit::Bytes { data, relocs: out }
            }
        };
    }

    for (id, body) in bodies {
        build_body(&mut module, id, body, &files)?;
    }
    Ok(module)
}

fn build_body(
    module: &mut Module,
    func: FuncId,
    body: Body,
    files: &HashMap<u32, FileId>,
) -> Result<(), ParseError> {
    let fname = module.functions[func].name.clone();
    let mut slots: HashMap<u32, StackSlot> = HashMap::new();
    let mut blocks: HashMap<u32, Block> = HashMap::new();
    let mut block_ids = Vec::with_capacity(body.blocks.len());
    let mut values: HashMap<u32, Value> = HashMap::new();
    {
        let f = &mut module.functions[func];
        for slot in &body.slots {
            slots.insert(slot.num, f.create_stack_slot(slot.size, slot.align));
        }
        for decl in &body.blocks {
            let block = f.dfg.make_block();
            f.layout.append_block(block);
            for &(v, ty) in &decl.params {
                values.insert(v, f.dfg.append_block_param(block, ty));
            }
            blocks.insert(decl.num, block);
            block_ids.push(block);
        }
    }
    let mut defined: HashMap<u32, usize> = HashMap::new();
    for (i, inst) in body.insts.iter().enumerate() {
        for &(v, _) in &inst.results {
            defined.insert(v, i);
        }
    }

    // Resolve every name, in text order so that the first bad one is the
    // one reported.
    let mut insts: Vec<PendingInst> = body.insts;
    let mut locs = Vec::with_capacity(insts.len());
    for p in &mut insts {
        for &(v, pos) in &p.operands {
            if !values.contains_key(&v) && !defined.contains_key(&v) {
                return error(pos, format!("undefined value v{v}"));
            }
        }
        let mut targets = Vec::with_capacity(p.blocks.len());
        for &(b, pos) in &p.blocks {
            match blocks.get(&b) {
                Some(&block) => targets.push(block),
                None => return error(pos, format!("block{b} is not defined in @{fname}")),
            }
        }
        for call in p.data.targets_mut() {
            call.block = targets
                .get(call.block.as_u32() as usize)
                .copied()
                .unwrap_or_else(Block::reserved_value);
        }
        resolve_sym(module, p, &slots)?;
        let loc = match &p.loc {
            None => SourceLoc::default(),
            Some(decl) => {
                let file = match decl.file {
                    None => None,
                    Some((n, pos)) => match files.get(&n) {
                        Some(&id) => Some(id),
                        None => return error(pos, format!("undefined file f{n}")),
                    },
                };
                SourceLoc {
                    file,
                    line: decl.line,
                    col: decl.col,
                }
            }
        };
        locs.push(loc);
    }

    let created = create_insts(module, func, &insts, &mut values)?;

    // Now every value exists: put the real operands in and check switch
    // cases against the operand's width.
    let f = &mut module.functions[func];
    for (i, p) in insts.iter().enumerate() {
        let inst = created[i];
        let mut data = p.data.clone();
        data.map_operands(|k| operand_value(p, &values, k));
        if let InstData::Switch { arg, cases, .. } = &mut data {
            let ty = if f.dfg.value_is_valid(*arg) {
                f.dfg.value_type(*arg)
            } else {
                crate::types::Type::I64
            };
            let bits = ty.lane().bits();
            for ((value, _), &(written, pos)) in cases.iter_mut().zip(&p.cases) {
                let min = -(1i128 << (bits - 1));
                let max = (1i128 << bits) - 1;
                if written < min || written > max {
                    return error(
                        pos,
                        format!("case value {written} is out of range for {ty}"),
                    );
                }
                *value = truncate(written as u64, bits);
            }
        }
        f.dfg.insts[inst] = data;
        f.layout.append_inst(inst, block_ids[p.block]);
        if locs[i].is_known() {
            f.srclocs[inst] = locs[i];
        }
        if p.fast {
            f.fast[inst] = true;
        }
    }
    Ok(())
}

/// The value named by operand `k` of `p`, if it exists yet.
fn operand_value(p: &PendingInst, values: &HashMap<u32, Value>, k: Value) -> Value {
    p.operands
        .get(k.as_u32() as usize)
        .and_then(|(v, _)| values.get(v))
        .copied()
        .unwrap_or_else(Value::reserved_value)
}

fn resolve_sym(
    module: &Module,
    p: &mut PendingInst,
    slots: &HashMap<u32, StackSlot>,
) -> Result<(), ParseError> {
    match &p.sym {
        None => {}
        Some(SymRef::Func(name, pos)) => {
            let Some(id) = module.func_by_name(name) else {
                return if module.global_by_name(name).is_some() {
                    error(*pos, format!("@{name} is not a function"))
                } else {
                    error(*pos, format!("undefined function @{name}"))
                };
            };
            match &mut p.data {
                InstData::Call { func, .. } => {
                    *func = id;
                    let n = module.functions[id].sig.returns.len();
                    let named = p.results.len();
                    if named != 0 && named != n {
                        let what = match n {
                            0 => "nothing".to_string(),
                            1 => "1 value".to_string(),
                            n => format!("{n} values"),
                        };
                        return error(
                            p.results[0].1,
                            format!("@{name} returns {what}, found {named} result names"),
                        );
                    }
                }
                InstData::FuncAddr { func } => *func = id,
                _ => {}
            }
        }
        Some(SymRef::Global(name, pos)) => {
            let Some(id) = module.global_by_name(name) else {
                return if module.func_by_name(name).is_some() {
                    error(*pos, format!("@{name} is not a global"))
                } else {
                    error(*pos, format!("undefined global @{name}"))
                };
            };
            if let InstData::GlobalAddr { global } = &mut p.data {
                *global = id;
            }
        }
        Some(SymRef::Slot(n, pos)) => {
            let Some(&slot) = slots.get(n) else {
                return error(*pos, format!("undefined stack slot ss{n}"));
            };
            if let InstData::StackAddr { slot: s } = &mut p.data {
                *s = slot;
            }
        }
    }
    Ok(())
}

/// Creates the instructions (unplaced) so that each one's results can be
/// typed by `Module::result_types`: an instruction whose result type comes
/// from an operand waits until that operand exists. Ready instructions are
/// taken in text order, so input without forward references gets its ids
/// in text order. Operands that do not exist yet are left as reserved
/// values and filled in by the caller.
fn create_insts(
    module: &mut Module,
    func: FuncId,
    insts: &[PendingInst],
    values: &mut HashMap<u32, Value>,
) -> Result<Vec<Inst>, ParseError> {
    let dep_name = |p: &PendingInst| p.type_dep.and_then(|k| p.operands.get(k)).map(|o| o.0);
    let mut waiting: HashMap<u32, Vec<usize>> = HashMap::new();
    let mut ready = BinaryHeap::new();
    for (i, p) in insts.iter().enumerate() {
        match dep_name(p) {
            Some(v) if !values.contains_key(&v) => waiting.entry(v).or_default().push(i),
            _ => ready.push(Reverse(i)),
        }
    }
    let mut created: Vec<Option<Inst>> = vec![None; insts.len()];
    while let Some(Reverse(i)) = ready.pop() {
        let p = &insts[i];
        let mut data = p.data.clone();
        data.map_operands(|k| operand_value(p, values, k));
        let inst = module.make_inst(func, data);
        let results = module.functions[func].dfg.inst_results(inst).to_vec();
        for (&(name, _), &value) in p.results.iter().zip(&results) {
            values.insert(name, value);
            for w in waiting.remove(&name).unwrap_or_default() {
                ready.push(Reverse(w));
            }
        }
        created[i] = Some(inst);
    }
    let mut out = Vec::with_capacity(insts.len());
    for (i, inst) in created.into_iter().enumerate() {
        match inst {
            Some(inst) => out.push(inst),
            None => {
                let p = &insts[i];
                let (v, pos) = p
                    .type_dep
                    .and_then(|k| p.operands.get(k))
                    .copied()
                    .unwrap_or((0, p.op_pos));
                return error(
                    pos,
                    format!("cannot determine the type of v{v}: its definition depends on itself"),
                );
            }
        }
    }
    Ok(out)
}
