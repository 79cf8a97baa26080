//! The data-flow graph: what the instructions, values and blocks of one
//! function are. Their order lives in the `Layout`.

use crate::entity::{Block, Inst, Value};
use crate::inst::InstData;
use crate::types::Type;
use cranelift_entity::{PrimaryMap, SecondaryMap};

/// Where a value comes from.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum ValueDef {
    /// Result number `n` of an instruction.
    Result(Inst, u16),
    /// Parameter number `n` of a block.
    Param(Block, u16),
}

#[derive(Clone, Debug)]
pub struct ValueData {
    pub ty: Type,
    pub def: ValueDef,
}

/// A block: its parameters (the SSA form of LLVM's `phi`).
#[derive(Clone, Debug, Default)]
pub struct BlockData {
    pub params: Vec<Value>,
}

#[derive(Clone, Debug, Default)]
pub struct DataFlowGraph {
    pub insts: PrimaryMap<Inst, InstData>,
    pub results: SecondaryMap<Inst, Vec<Value>>,
    pub values: PrimaryMap<Value, ValueData>,
    pub blocks: PrimaryMap<Block, BlockData>,
}

impl DataFlowGraph {
    /// Creates an instruction with results of the given types. It is not
    /// placed anywhere yet.
    pub fn make_inst(&mut self, data: InstData, result_types: &[Type]) -> Inst {
        let inst = self.insts.push(data);
        let results = result_types
            .iter()
            .enumerate()
            .map(|(n, &ty)| {
                self.values.push(ValueData {
                    ty,
                    def: ValueDef::Result(inst, n as u16),
                })
            })
            .collect();
        self.results[inst] = results;
        inst
    }

    pub fn make_block(&mut self) -> Block {
        self.blocks.push(BlockData::default())
    }

    /// Appends a parameter of type `ty` to `block`.
    pub fn append_block_param(&mut self, block: Block, ty: Type) -> Value {
        let n = self.blocks[block].params.len() as u16;
        let value = self.values.push(ValueData {
            ty,
            def: ValueDef::Param(block, n),
        });
        self.blocks[block].params.push(value);
        value
    }

    /// The instruction that defines `value`, if an instruction does (and
    /// `value` exists).
    pub fn value_inst(&self, value: Value) -> Option<&InstData> {
        match self.values.get(value)?.def {
            ValueDef::Result(inst, _) => self.insts.get(inst),
            ValueDef::Param(..) => None,
        }
    }

    /// The instruction whose result `value` is, if it is one.
    pub fn value_def_inst(&self, value: Value) -> Option<Inst> {
        match self.values.get(value)?.def {
            ValueDef::Result(inst, _) => Some(inst),
            ValueDef::Param(..) => None,
        }
    }

    pub fn value_type(&self, value: Value) -> Type {
        self.values[value].ty
    }

    pub fn inst_results(&self, inst: Inst) -> &[Value] {
        &self.results[inst]
    }

    /// The types of an instruction's results, in order (what a copy of
    /// the instruction is made with).
    pub fn result_types(&self, inst: Inst) -> Vec<Type> {
        self.results[inst]
            .iter()
            .map(|&v| self.value_type(v))
            .collect()
    }

    /// The first result of an instruction, if it has one.
    pub fn first_result(&self, inst: Inst) -> Option<Value> {
        self.results[inst].first().copied()
    }

    pub fn block_params(&self, block: Block) -> &[Value] {
        &self.blocks[block].params
    }

    /// Whether `value` names a value of this graph (a malformed reference
    /// must not index out of bounds).
    pub fn value_is_valid(&self, value: Value) -> bool {
        self.values.is_valid(value)
    }
}
