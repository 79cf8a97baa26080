//! A function: its signature, and for a definition its body (data-flow
//! graph, layout, stack slots, source locations).

use crate::dfg::DataFlowGraph;
use crate::entity::{Block, Inst, StackSlot, Value};
use crate::inst::{BlockCall, InstData, Signature};
use crate::layout::Layout;
use crate::srcloc::SourceLoc;
use crate::types::ScalarType;
use cranelift_entity::{PrimaryMap, SecondaryMap};

/// How a function or global is seen from outside the module.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Linkage {
    /// Defined here and visible to other objects.
    Export,
    /// Defined here, private to the module.
    Local,
    /// Declared here, defined elsewhere (the process, libc, another object).
    Import,
}

impl Linkage {
    pub fn name(self) -> &'static str {
        match self {
            Linkage::Export => "export",
            Linkage::Local => "local",
            Linkage::Import => "import",
        }
    }
}

/// A stack slot: `size` bytes aligned to `align`, live for the whole call.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct StackSlotData {
    pub size: u64,
    pub align: u32,
}

#[derive(Clone, Debug)]
pub struct Function {
    pub name: String,
    pub sig: Signature,
    pub linkage: Linkage,
    /// A GPU kernel: an entry point a launch starts every thread in
    /// (PTX `.entry`, `amdgpu_kernel`), returning nothing. Printed as
    /// `func export kernel @k(…)`.
    pub kernel: bool,
    /// Called only on rare paths (a full tape growing): never inlined,
    /// and a backend may call it in a way that costs its callers nothing
    /// when the call is not made (Cranelift's `preserve_all` convention:
    /// a loop with a push keeps its floats in registers). Printed as
    /// `func local cold @f(…)`.
    pub cold: bool,
    pub dfg: DataFlowGraph,
    pub layout: Layout,
    pub stack_slots: PrimaryMap<StackSlot, StackSlotData>,
    pub srclocs: SecondaryMap<Inst, SourceLoc>,
    /// Float arithmetic that synthesis made as derivative arithmetic
    /// (adjoint products and sums): it may be evaluated with fast-math
    /// semantics, as Enzyme's synthesised instructions are (LLVM's
    /// `fast` flags, on by default there): as if no operand were a NaN
    /// or an infinity, the sign of a zero did not matter, and rounding
    /// could differ (reassociation, reciprocals, contraction). zyme-opt
    /// uses the zero identities (`x + 0 = x`, `x · 0 = 0`: a zero seed
    /// contributes nothing, where IEEE arithmetic would carry `0 · inf =
    /// NaN` through the sweep); the LLVM writer prints `fast`. Printed
    /// `fast` after the opcode; only float `fadd`, `fsub`, `fmul`, `fdiv`
    /// and `fneg` carry it ([`crate::InstData::may_be_fast`]); an
    /// interpreter or backend may ignore it.
    pub fast: SecondaryMap<Inst, bool>,
    /// The pointer parameters declared `noalias` (C's `restrict`): while
    /// the function runs, memory one of them reaches and anything writes
    /// is reached through no other parameter.
    pub noalias: Vec<u32>,
}

impl Function {
    /// The first instruction, in layout order, with an operand or a result
    /// whose lane type is `lane`: for a backend that does not support a
    /// type (the PTX, LLVM and wasm writers and `i128`) to name where it
    /// is used.
    pub fn first_inst_using(&self, lane: ScalarType) -> Option<Inst> {
        self.layout.insts().find(|&inst| {
            let data = &self.dfg.insts[inst];
            data.operands()
                .into_iter()
                .chain(self.dfg.inst_results(inst).iter().copied())
                .any(|v| self.dfg.value_is_valid(v) && self.dfg.value_type(v).lane() == lane)
        })
    }

    pub fn new(name: impl Into<String>, sig: Signature, linkage: Linkage) -> Function {
        Function {
            name: name.into(),
            sig,
            linkage,
            kernel: false,
            cold: false,
            dfg: DataFlowGraph::default(),
            layout: Layout::default(),
            stack_slots: PrimaryMap::new(),
            srclocs: SecondaryMap::new(),
            fast: SecondaryMap::new(),
            noalias: Vec::new(),
        }
    }

    /// A declaration has no body: no blocks in the layout.
    pub fn is_declaration(&self) -> bool {
        self.layout.entry_block().is_none()
    }

    pub fn entry_block(&self) -> Option<Block> {
        self.layout.entry_block()
    }

    /// The parameters of the entry block, which receive the arguments.
    pub fn params(&self) -> &[Value] {
        match self.entry_block() {
            Some(entry) => self.dfg.block_params(entry),
            None => &[],
        }
    }

    /// Whether an instruction placed in the function uses `v` (branch
    /// arguments included); a scan of the body.
    pub fn value_is_used(&self, v: Value) -> bool {
        self.layout.blocks().iter().any(|&b| {
            self.layout.block_insts(b).iter().any(|&i| {
                let mut used = false;
                self.dfg.insts[i].for_each_operand(|o| used |= o == v);
                used
            })
        })
    }

    /// A new block placed before `header` that takes over the edges from
    /// the blocks `entering` into it: it has `header`'s parameter types
    /// and jumps to `header` with its parameters (a loop's preheader, the
    /// edges into the loop from outside it).
    pub fn insert_preheader(&mut self, header: Block, entering: &[Block]) -> Block {
        let pre = self.dfg.make_block();
        let types: Vec<_> = self
            .dfg
            .block_params(header)
            .iter()
            .map(|&v| self.dfg.value_type(v))
            .collect();
        let params: Vec<Value> = types
            .into_iter()
            .map(|ty| self.dfg.append_block_param(pre, ty))
            .collect();
        for &p in entering {
            let Some(term) = self.layout.last_inst(p) else {
                continue;
            };
            for target in self.dfg.insts[term].targets_mut() {
                if target.block == header {
                    target.block = pre;
                }
            }
        }
        let jump = self.dfg.make_inst(
            InstData::Jump {
                dest: BlockCall::new(header, params),
            },
            &[],
        );
        self.layout.insert_block_before(pre, header);
        self.layout.append_inst(jump, pre);
        pre
    }

    pub fn create_stack_slot(&mut self, size: u64, align: u32) -> StackSlot {
        self.stack_slots.push(StackSlotData { size, align })
    }

    /// Dense names for the printer and for diagnostics: values and blocks
    /// numbered in layout order (parameters before results).
    pub fn display_names(&self) -> DisplayNames {
        let mut names = DisplayNames::default();
        let (mut next_value, mut next_block) = (0u32, 0u32);
        for &block in self.layout.blocks() {
            names.blocks[block] = Some(next_block);
            next_block += 1;
            for &param in self.dfg.block_params(block) {
                names.values[param] = Some(next_value);
                next_value += 1;
            }
            for &inst in self.layout.block_insts(block) {
                for &result in self.dfg.inst_results(inst) {
                    names.values[result] = Some(next_value);
                    next_value += 1;
                }
            }
        }
        names
    }
}

/// The printed names of a function's values and blocks.
#[derive(Clone, Debug, Default)]
pub struct DisplayNames {
    values: SecondaryMap<Value, Option<u32>>,
    blocks: SecondaryMap<Block, Option<u32>>,
}

impl DisplayNames {
    /// `v7`, or `v?12` for a value that is not in the layout (id 12).
    pub fn value(&self, value: Value) -> String {
        match self.values.get(value).copied().flatten() {
            Some(n) => format!("v{n}"),
            None => format!("v?{}", cranelift_entity::EntityRef::index(value)),
        }
    }

    pub fn block(&self, block: Block) -> String {
        match self.blocks.get(block).copied().flatten() {
            Some(n) => format!("block{n}"),
            None => format!("block?{}", cranelift_entity::EntityRef::index(block)),
        }
    }
}
