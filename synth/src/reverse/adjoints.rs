//! Where adjoints accumulate: in SSA for a value used only in its own
//! block (the sum so far, taken at its definition), in a stack slot of
//! the reverse function otherwise (read and reset to zero at the reverse
//! of the definition, so loops accumulate each iteration afresh).

use super::{Gen, R};
use cranelift_entity::SecondaryMap;
use hashbrown::HashMap;
use zyme_ir::{MemFlags, StackSlot, Type, Value};

/// The adjoints of one derivative.
#[derive(Default)]
pub(super) struct Adjoints {
    /// Each slot-held adjoint: its value, slot and type (zeroed at the
    /// reverse entry).
    pub slots: Vec<(Value, StackSlot, Type)>,
    pub slot_of: SecondaryMap<Value, Option<usize>>,
    /// The SSA adjoints of block-local values in the block being
    /// reversed.
    pub local: HashMap<Value, Value>,
    /// Adjoint seeds of the float results, in result order.
    pub seeds: Vec<Value>,
}

impl Gen<'_, '_> {
    pub(super) fn zero(&mut self, ty: Type) -> Value {
        crate::rules::fconst(&mut self.b(), ty, 0.0)
    }

    /// The zero adjoints accumulate from: `-0.0`, the identity of
    /// floating-point addition (`-0.0 + x` is `x` for every `x`, `+0.0`
    /// and `-0.0` included, where `+0.0 + -0.0` is `+0.0`), so zyme-opt
    /// folds the first addition into a reset accumulator, as it cannot
    /// fold `0.0 + x`. Shadow memory is still cleared to `+0.0`, and an
    /// adjoint returned to the caller is made `+0.0` if it is `-0.0`
    /// ([`Gen::returned_adjoint`]), so no `-0.0` reaches the user where
    /// `+0.0` did.
    pub(super) fn adj_zero(&mut self, ty: Type) -> Value {
        crate::rules::fconst(&mut self.b(), ty, -0.0)
    }

    /// An adjoint as the derivative returns it: `d + 0.0`, which is `d`
    /// but for `-0.0` (an accumulator nothing was added to), made `+0.0`.
    pub(super) fn returned_adjoint(&mut self, d: Value, ty: Type) -> Value {
        let z = self.zero(ty);
        self.b().fadd(d, z)
    }

    pub(super) fn adj_addr(&mut self, v: Value, ty: Type) -> Value {
        let i = match self.adj.slot_of[v] {
            Some(i) => i,
            None => {
                let s = self
                    .rev
                    .module
                    .builder(self.t.rid)
                    .stack_slot(u64::from(ty.bytes()), ty.bytes().min(16));
                self.adj.slots.push((v, s, ty));
                self.adj.slot_of[v] = Some(self.adj.slots.len() - 1);
                self.adj.slots.len() - 1
            }
        };
        let slot = self.adj.slots[i].1;
        self.b().stack_addr(slot)
    }

    /// `adjoint(v) += d` (nothing for values without an adjoint).
    pub(super) fn add_adj(&mut self, v: Value, d: Value) -> R<()> {
        let Some(ty) = self.vals.adj_ty(v) else {
            return Ok(());
        };
        if self.facts.local.contains(v) {
            let sum = match self.adj.local.get(&v).copied() {
                Some(o) => self.bd().fadd(o, d),
                None => d,
            };
            self.adj.local.insert(v, sum);
        } else {
            let a = self.adj_addr(v, ty);
            let mut b = self.bd();
            let o = b.load(ty, a, MemFlags::aligned(1));
            let s = b.fadd(o, d);
            b.store(s, a, MemFlags::aligned(1));
        }
        Ok(())
    }

    /// The adjoint of `v` accumulated so far, reset to zero (None: none).
    pub(super) fn take_adj(&mut self, v: Value) -> Option<Value> {
        let ty = self.vals.adj_ty(v)?;
        if self.facts.local.contains(v) {
            return self.adj.local.remove(&v);
        }
        let a = self.adj_addr(v, ty);
        let z = self.adj_zero(ty);
        let mut b = self.b();
        let x = b.load(ty, a, MemFlags::aligned(1));
        b.store(z, a, MemFlags::aligned(1));
        Some(x)
    }
}
