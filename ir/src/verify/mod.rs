//! The verifier: the invariants every module must satisfy before the
//! interpreter, the optimiser or a backend may rely on them.
//!
//! Everything after the verifier indexes entity maps and `expect`s shapes
//! freely; the verifier is what makes that legitimate. It therefore never
//! panics itself, whatever it is given, and it reports every broken
//! invariant rather than the first, so that one run shows a frontend author
//! all that is wrong.
//!
//! # Invariants
//!
//! Checks run in four families, in this order; a function with a dangling
//! reference is not checked further, since the later families index by the
//! references the first one vouches for.
//!
//! **Handles** (`handles.rs`): every block in the layout, every placed
//! instruction, each of its results and operands (branch arguments
//! included), every branch target, stack slot, callee, function and
//! global named, every block parameter, and the instruction or block that
//! each such value's definition record names, exists ("dangling
//! reference").
//!
//! **Structure** (`structure.rs`):
//! * a function has a body exactly when its linkage is not `import`;
//! * a kernel returns nothing and is not variadic;
//! * a body's entry block parameters match the signature's parameter
//!   types, in count and type;
//! * no block is placed twice; every placed block is non-empty and ends
//!   with its only terminator;
//! * an instruction is placed at most once;
//! * branch targets are placed blocks, and never the entry block (the entry
//!   block has no predecessors);
//! * stack slot alignments are powers of two.
//!
//! **SSA** (`ssa.rs`, with dominators from `crate::cfg`, which is built
//! to tolerate the malformed layouts the structure check reports):
//! * each result and block parameter's definition record names the
//!   instruction or block that lists it (a value is defined once);
//! * each value used is defined: the result of a placed instruction or a
//!   parameter of a placed block;
//! * in a reachable block each use is dominated by its definition: in the
//!   same block the definition comes earlier (parameters dominate the
//!   whole block), elsewhere the defining block dominates the using one.
//!   Branch arguments are uses at the end of the predecessor. Unreachable
//!   blocks are exempt from dominance, which has no meaning there;
//! * every edge (`jump`, both `brif` edges, each `switch` case and the
//!   default) passes as many arguments as its destination has parameters,
//!   of the parameters' types.
//!
//! **Types** (`types.rs`): each instruction's results are what
//! `Module::result_types` says they are, and its operands fit its
//! operation — see the module doc of `types.rs` for the list per family.
//!
//! **Module** (here): function and global names are unique; a global's
//! alignment is a power of two, an `import` global (and only an import)
//! has an `External` initializer, explicit bytes are exactly `size` long,
//! and relocations lie inside the global (offset + 8 ≤ size) and point at
//! existing functions or globals.

mod handles;
mod ssa;
mod structure;
mod types;

#[cfg(test)]
mod tests;

use crate::cfg::{ControlFlowGraph, DominatorTree};
use crate::entity::{Block, FuncId, Inst};
use crate::function::{DisplayNames, Function};
use crate::module::{GlobalInit, Module, RelocTarget};
use crate::text::printer;
use cranelift_entity::EntityRef;
use cranelift_entity::SecondaryMap;
use std::collections::HashSet;
use std::fmt::{self, Write};

/// One broken invariant, with the function, block and instruction blamed.
///
/// `location` is the rendered `block1, "v5 = iadd v3, v4"` part of the
/// message; `block`, `inst` and `inst_text` keep its pieces so that tools
/// (and `report`) can place the error without parsing it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VerifierError {
    /// The function's name without `@`; empty for module-level errors.
    pub func: String,
    pub location: String,
    /// The block's display name (`block2`), when a block is blamed.
    pub block: Option<String>,
    /// The instruction blamed, if any.
    pub inst: Option<Inst>,
    /// Its printed text, as `printer::print_inst` writes it.
    pub inst_text: Option<String>,
    pub message: String,
}

impl fmt::Display for VerifierError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match (self.func.is_empty(), self.location.is_empty()) {
            (true, _) => write!(f, "in {}: {}", self.location, self.message),
            (false, true) => write!(f, "in @{}: {}", self.func, self.message),
            (false, false) => write!(f, "in @{}, {}: {}", self.func, self.location, self.message),
        }
    }
}

/// Every error found (the verifier does not stop at the first).
#[derive(Clone, Debug, Default, PartialEq, Eq, thiserror::Error)]
pub struct VerifierErrors(pub Vec<VerifierError>);

impl fmt::Display for VerifierErrors {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        for (i, e) in self.0.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            write!(f, "{e}")?;
        }
        Ok(())
    }
}

/// Verifies every global and function of `module`.
pub fn verify_module(module: &Module) -> Result<(), VerifierErrors> {
    let mut errors = Vec::new();
    check_names(module, &mut errors);
    check_globals(module, &mut errors);
    for id in module.functions.keys() {
        verify_function_into(module, id, &mut errors);
    }
    into_result(errors)
}

/// Verifies one function of `module` (not the module's globals).
pub fn verify_function(module: &Module, func: FuncId) -> Result<(), VerifierErrors> {
    let mut errors = Vec::new();
    verify_function_into(module, func, &mut errors);
    into_result(errors)
}

fn into_result(errors: Vec<VerifierError>) -> Result<(), VerifierErrors> {
    if errors.is_empty() {
        Ok(())
    } else {
        Err(VerifierErrors(errors))
    }
}

fn verify_function_into(module: &Module, id: FuncId, errors: &mut Vec<VerifierError>) {
    let Some(func) = module.functions.get(id) else {
        errors.push(module_error(
            format!("function {id}"),
            "dangling reference: the module has no such function".to_string(),
        ));
        return;
    };
    if !handles::check_nameable(func, errors) {
        return;
    }
    let mut ctx = FuncCtx::new(module, id, func);
    handles::check(&mut ctx);
    if ctx.errors.is_empty() {
        structure::check(&mut ctx);
        let cfg = ControlFlowGraph::compute(func);
        let dom = DominatorTree::compute(&cfg);
        ssa::check(&mut ctx, &cfg, &dom);
        types::check(&mut ctx);
    }
    errors.append(&mut ctx.errors);
}

/// What the checks of one function share: the function, its display
/// names, where each instruction sits, and the errors found so far.
pub(crate) struct FuncCtx<'a> {
    pub module: &'a Module,
    pub id: FuncId,
    pub func: &'a Function,
    pub names: DisplayNames,
    /// The first placement of each instruction: its block and index there.
    pub placement: SecondaryMap<Inst, Option<(Block, usize)>>,
    /// Each placed instruction once (see [`FuncCtx::placed_insts`]).
    placed: Vec<(Block, usize, Inst)>,
    pub errors: Vec<VerifierError>,
}

impl<'a> FuncCtx<'a> {
    fn new(module: &'a Module, id: FuncId, func: &'a Function) -> FuncCtx<'a> {
        let mut placement: SecondaryMap<Inst, Option<(Block, usize)>> = SecondaryMap::new();
        let mut placed = Vec::new();
        let mut seen = HashSet::new();
        for &block in func.layout.blocks() {
            if !seen.insert(block) {
                continue;
            }
            for (index, &inst) in func.layout.block_insts(block).iter().enumerate() {
                // Handles were checked first (`check_nameable`); one that
                // does not exist still must not grow the table.
                if func.dfg.insts.get(inst).is_some() && placement[inst].is_none() {
                    placement[inst] = Some((block, index));
                    placed.push((block, index, inst));
                }
            }
        }
        FuncCtx {
            module,
            id,
            func,
            names: func.display_names(),
            placement,
            placed,
            errors: Vec::new(),
        }
    }

    /// Each placed instruction once, with its block and index, in layout
    /// order: a block or instruction placed twice is a structure error,
    /// and checking it twice would only repeat other errors.
    pub fn placed_insts(&self) -> Vec<(Block, usize, Inst)> {
        self.placed.clone()
    }

    /// An error blamed on the function as a whole.
    pub fn func_error(&mut self, message: String) {
        self.push(None, None, None, String::new(), message);
    }

    /// An error blamed on a block.
    pub fn block_error(&mut self, block: Block, message: String) {
        let name = self.names.block(block);
        self.push(Some(name.clone()), None, None, name, message);
    }

    /// An error blamed on an instruction of the data-flow graph (the
    /// handle check vouches for `inst` before anyone else calls this).
    pub fn inst_error(&mut self, block: Block, inst: Inst, message: String) {
        let name = self.names.block(block);
        let text = printer::print_inst(self.module, self.func, &self.names, inst);
        let location = format!("{name}, {text:?}");
        self.push(Some(name), Some(inst), Some(text), location, message);
    }

    fn push(
        &mut self,
        block: Option<String>,
        inst: Option<Inst>,
        inst_text: Option<String>,
        location: String,
        message: String,
    ) {
        self.errors.push(VerifierError {
            func: self.func.name.clone(),
            location,
            block,
            inst,
            inst_text,
            message,
        });
    }
}

/// `a, b, c` for types, values or anything else displayable.
pub(crate) fn comma_list<T: fmt::Display>(items: impl IntoIterator<Item = T>) -> String {
    let mut out = String::new();
    for (i, item) in items.into_iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        let _ = write!(out, "{item}");
    }
    out
}

fn module_error(location: String, message: String) -> VerifierError {
    VerifierError {
        func: String::new(),
        location,
        block: None,
        inst: None,
        inst_text: None,
        message,
    }
}

/// Names are unique by construction through `Module::add_function` and
/// `add_global`, but the maps are public and a rename goes around them.
fn check_names(module: &Module, errors: &mut Vec<VerifierError>) {
    let mut seen: HashSet<&str> = HashSet::new();
    let names = module
        .functions
        .values()
        .map(|f| ("function", f.name.as_str()))
        .chain(module.globals.values().map(|g| ("global", g.name.as_str())));
    for (kind, name) in names {
        if !seen.insert(name) {
            errors.push(module_error(
                format!("{kind} @{name}"),
                format!("the name @{name} is defined more than once"),
            ));
        }
    }
}

fn check_globals(module: &Module, errors: &mut Vec<VerifierError>) {
    for global in module.globals.values() {
        let location = format!("global @{}", global.name);
        let mut fail = |message: String| errors.push(module_error(location.clone(), message));
        if !global.align.is_power_of_two() {
            fail(format!("alignment {} is not a power of two", global.align));
        }
        let import = global.linkage == crate::function::Linkage::Import;
        match (&global.init, import) {
            (GlobalInit::External, false) => {
                fail("a global without an initializer must be an import".to_string())
            }
            (GlobalInit::Zero | GlobalInit::Bytes { .. }, true) => {
                fail("an imported global cannot have an initializer".to_string())
            }
            _ => {}
        }
        let GlobalInit::Bytes { data, relocs } = &global.init else {
            continue;
        };
        if data.len() as u64 != global.size {
            fail(format!(
                "the initializer has {} bytes but the global's size is {}",
                data.len(),
                global.size
            ));
        }
        for reloc in relocs {
            if reloc
                .offset
                .checked_add(8)
                .is_none_or(|end| end > global.size)
            {
                fail(format!(
                    "relocation at offset {} does not fit in {} bytes",
                    reloc.offset, global.size
                ));
            }
            let exists = match reloc.target {
                RelocTarget::Global(g) => module.globals.is_valid(g),
                RelocTarget::Func(f) => module.functions.is_valid(f),
            };
            if !exists {
                let target = match reloc.target {
                    RelocTarget::Global(g) => format!("global{}", g.index()),
                    RelocTarget::Func(f) => format!("func{}", f.index()),
                };
                fail(format!(
                    "dangling reference: relocation at offset {} names {target}, which does not exist",
                    reloc.offset
                ));
            }
        }
    }
}

/// Reprints the functions that have errors, in the text format, with a
/// `; error: …` line under each instruction (or block header) blamed, the
/// way Cranelift's `print_errors` does. Module-level errors come first.
///
/// Safe on any module the verifier rejected: a body that cannot even be
/// named (its layout, parameters or results name entities that do not
/// exist) is not printed, only its errors are.
pub fn report(module: &Module, errors: &VerifierErrors) -> String {
    let mut out = String::new();
    let mut printed = vec![false; errors.0.len()];
    for (i, e) in errors.0.iter().enumerate() {
        if e.func.is_empty() {
            let _ = writeln!(out, "; error: {e}");
            printed[i] = true;
        }
    }
    for func in module.functions.values() {
        let mine: Vec<usize> = (0..errors.0.len())
            .filter(|&i| !printed[i] && errors.0[i].func == func.name)
            .collect();
        if mine.is_empty() {
            continue;
        }
        if !out.is_empty() {
            out.push('\n');
        }
        report_function(module, func, errors, &mine, &mut printed, &mut out);
    }
    for (i, e) in errors.0.iter().enumerate() {
        if !printed[i] {
            let _ = writeln!(out, "; error: {e}");
        }
    }
    let n = errors.0.len();
    let _ = writeln!(out, "; {n} verifier error{}", if n == 1 { "" } else { "s" });
    out
}

fn report_function(
    module: &Module,
    func: &Function,
    errors: &VerifierErrors,
    mine: &[usize],
    printed: &mut [bool],
    out: &mut String,
) {
    let emit = |out: &mut String, printed: &mut [bool], pick: &dyn Fn(&VerifierError) -> bool| {
        for &i in mine {
            if !printed[i] && pick(&errors.0[i]) {
                let _ = writeln!(out, "; error: {}", errors.0[i].message);
                printed[i] = true;
            }
        }
    };
    let body_printable = handles::check_nameable(func, &mut Vec::new());
    if func.is_declaration() || !body_printable {
        out.push_str(&printer::print_function_header(func));
        out.push('\n');
        emit(out, printed, &|_| true);
        return;
    }
    let _ = writeln!(out, "{} {{", printer::print_function_header(func));
    emit(out, printed, &|e| e.block.is_none() && e.inst.is_none());
    for (slot, data) in func.stack_slots.iter() {
        let _ = writeln!(out, "    {}", printer::print_stack_slot(slot, data));
    }
    let names = func.display_names();
    for &block in func.layout.blocks() {
        let name = names.block(block);
        let _ = writeln!(out, "{}", printer::print_block_header(func, &names, block));
        emit(out, printed, &|e| {
            e.inst.is_none() && e.block.as_deref() == Some(name.as_str())
        });
        for &inst in func.layout.block_insts(block) {
            if func.dfg.insts.is_valid(inst) {
                let _ = writeln!(
                    out,
                    "    {}",
                    printer::print_inst(module, func, &names, inst)
                );
            } else {
                let _ = writeln!(out, "    inst?{}", inst.index());
            }
            emit(out, printed, &|e| e.inst == Some(inst));
        }
    }
    out.push_str("}\n");
    emit(out, printed, &|_| true);
}
