//! Entity ids of the IR.
//!
//! Every IR object is named by a `u32` newtype rather than by a reference:
//! ids are `Copy`, cost four bytes, keep the borrow checker out of graph
//! edits, and cannot be confused with one another (a `Block` is never a
//! `Value`). An id means something only next to the arena that owns it —
//! a `Value` indexes its `Function`'s data-flow graph, a `FuncId` its
//! `Module`.
//!
//! The `Display` of an id is its text-format spelling (`v3`, `block2`,
//! `ss0`), except that the printer renumbers values and blocks densely in
//! layout order so that printing is canonical.

use cranelift_entity::entity_impl;

/// An SSA value: an instruction result or a block parameter.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Value(u32);
entity_impl!(Value, "v");

/// A basic block with parameters.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Block(u32);
entity_impl!(Block, "block");

/// An instruction.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Inst(u32);
entity_impl!(Inst, "inst");

/// A fixed-size stack slot of a function.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct StackSlot(u32);
entity_impl!(StackSlot, "ss");

/// A function of a module (defined or only declared).
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FuncId(u32);
entity_impl!(FuncId, "func");

/// A global variable of a module (defined or only declared).
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Global(u32);
entity_impl!(Global, "global");

/// A source file named by the module's file table (for source locations).
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FileId(u32);
entity_impl!(FileId, "f");
