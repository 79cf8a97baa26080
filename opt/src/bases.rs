//! The object a pointer points into, read off its definition: zyme-opt's
//! own alias facts, local and linear (LICM asks them before moving a
//! load out of a loop that writes memory, GVN which of what it knows of
//! memory a write may change).
//!
//! A pointer made by `ptr_add`s from a stack slot's address, a
//! parameter, a global's address or a fresh heap block (what a call of
//! `malloc`, `calloc`, … returns: [`fresh_allocations`]) points into that
//! object, one `select`ed from two into either's; anything else (loaded
//! from memory, returned by another call, made from an integer) is
//! unknown. Objects of different kinds never overlap, except that a
//! parameter may be a global's memory, and an unknown pointer may be any
//! object but a stack slot whose address never leaves plain loads and
//! stores: a parameter's memory existed before the call made the
//! function's slots and blocks. Two parameters may be the same memory
//! unless one is `noalias` (C's `restrict`).

use hashbrown::HashSet;
use zyme_ir::library::{library_kind, LibraryKind};
use zyme_ir::{FuncId, Function, Global, Inst, InstData, Module, StackSlot, Value, ValueDef};

/// Whether `func` is the C library's own (a declaration), not a module
/// function registered as behaving like one: a call of it does what the
/// library's table says and nothing else.
pub(crate) fn is_c_library(module: &Module, func: FuncId) -> bool {
    module.functions[func].is_declaration() && !module.library_like.contains_key(&func)
}

/// The calls in `f` of the C library's allocators (a declaration, not a
/// function registered as behaving like one) and of zyme's shadow
/// allocator: each returns a block no other pointer of the function
/// points into yet. `realloc` is not one: it may return its argument.
pub fn fresh_allocations(module: &Module, f: &Function) -> HashSet<Inst> {
    f.layout
        .insts()
        .filter(|&i| match &f.dfg.insts[i] {
            InstData::Call { func, .. } => {
                let callee = &module.functions[*func];
                let c_allocator = is_c_library(module, *func)
                    && matches!(library_kind(&callee.name), Some(LibraryKind::Alloc { .. }));
                c_allocator || callee.name == zyme_ir::library::SHADOW_ALLOC
            }
            _ => false,
        })
        .collect()
}

/// What a pointer points into.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Base {
    Slot(StackSlot),
    /// The memory of parameter `n`.
    Param(u32),
    Global(Global),
    /// The block the allocation call returns.
    Heap(Inst),
    Unknown,
}

/// The pointer `v`'s base, through any number of `ptr_add`s (a chain of
/// them cannot loop in SSA form: a block parameter ends it), the calls
/// in `fresh` returning heap blocks.
pub fn base(f: &Function, v: Value, fresh: &HashSet<Inst>) -> Base {
    let mut v = v;
    loop {
        match f.dfg.values[v].def {
            ValueDef::Param(block, k) if Some(block) == f.entry_block() => {
                return Base::Param(u32::from(k))
            }
            ValueDef::Param(..) => return Base::Unknown,
            ValueDef::Result(inst, _) => match &f.dfg.insts[inst] {
                InstData::PtrAdd { args: [p, _] } => v = *p,
                InstData::StackAddr { slot } => return Base::Slot(*slot),
                InstData::GlobalAddr { global } => return Base::Global(*global),
                InstData::Call { .. } if fresh.contains(&inst) => return Base::Heap(inst),
                _ => return Base::Unknown,
            },
        }
    }
}

/// The pointers `v` may be: the arms of a `select` (and of the selects
/// they are), through `ptr_add`s; at most eight (a `select` past them
/// stays itself, an unknown object).
fn chosen(f: &Function, v: Value) -> Vec<Value> {
    let mut out = Vec::new();
    let mut todo = vec![v];
    while let Some(p) = todo.pop() {
        let mut q = p;
        while let Some(InstData::PtrAdd { args: [b, _] }) = f.dfg.value_inst(q) {
            q = *b;
        }
        match f.dfg.value_inst(q) {
            Some(InstData::Select { args: [_, x, y] }) if out.len() + todo.len() < 8 => {
                todo.extend([*x, *y])
            }
            _ => out.push(q),
        }
    }
    out
}

/// The objects a pointer may point into, read once (a pass comparing a
/// pointer with many others keeps this instead of walking its
/// definition each time): up to four; `None` for more (any object).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Key(Option<[Option<Base>; 4]>);

/// A function's pointer facts: which stack slots' addresses escape.
/// They stay true while a pass removes loads and replaces values with
/// ones that were already stored or computed (GVN), so a pass may keep
/// them while it edits the function.
pub struct Bases {
    /// Slots whose address (or an address inside them) is used other
    /// than as the address of a load or store, or as a `ptr_add`'s base.
    escaped: HashSet<StackSlot>,
    /// The calls returning fresh heap blocks.
    fresh: HashSet<Inst>,
}

impl Bases {
    /// One pass over the function; `fresh` are its calls returning fresh
    /// heap blocks ([`fresh_allocations`]).
    pub fn new(f: &Function, fresh: HashSet<Inst>) -> Bases {
        let mut escaped = HashSet::new();
        for inst in f.layout.insts() {
            let data = &f.dfg.insts[inst];
            // The operand position that keeps an address inside the
            // function: a load's or store's address, a `ptr_add`'s base.
            // A value also used elsewhere (a store of a pointer into its
            // own slot) escapes by the other use.
            let kept = match data {
                InstData::Load { .. } | InstData::PtrAdd { .. } => Some(0),
                InstData::Store { .. } => Some(1),
                _ => None,
            };
            let mut position = 0;
            data.for_each_operand(|v| {
                if kept != Some(position) {
                    if let Base::Slot(s) = base(f, v, &fresh) {
                        escaped.insert(s);
                    }
                }
                position += 1;
            });
        }
        Bases { escaped, fresh }
    }

    /// The objects `v` may point into: a pointer `select`ed from two
    /// points into either's object.
    pub fn key(&self, f: &Function, v: Value) -> Key {
        let roots = chosen(f, v);
        if roots.len() > 4 {
            return Key(None);
        }
        let mut out = [None; 4];
        for (slot, &r) in out.iter_mut().zip(&roots) {
            *slot = Some(base(f, r, &self.fresh));
        }
        Key(Some(out))
    }

    /// Whether memory the pointers these keys were read from point into
    /// may overlap.
    pub fn keys_may_alias(&self, f: &Function, a: Key, b: Key) -> bool {
        let (Key(Some(a)), Key(Some(b))) = (a, b) else {
            return true;
        };
        a.iter()
            .flatten()
            .any(|&x| b.iter().flatten().any(|&y| self.objects_may_alias(f, x, y)))
    }

    fn objects_may_alias(&self, f: &Function, a: Base, b: Base) -> bool {
        let noalias = |k: u32| f.noalias.contains(&k);
        match (a, b) {
            (Base::Slot(x), Base::Slot(y)) => x == y,
            (Base::Slot(s), Base::Unknown) | (Base::Unknown, Base::Slot(s)) => {
                self.escaped.contains(&s)
            }
            (Base::Slot(_), _) | (_, Base::Slot(_)) => false,
            (Base::Global(x), Base::Global(y)) => x == y,
            (Base::Param(x), Base::Param(y)) => x == y || !(noalias(x) || noalias(y)),
            // A heap block is made while the function runs: no parameter,
            // global or slot is it. Any pointer it escapes to is unknown.
            (Base::Heap(x), Base::Heap(y)) => x == y,
            (Base::Heap(_), Base::Unknown) | (Base::Unknown, Base::Heap(_)) => true,
            (Base::Heap(_), _) | (_, Base::Heap(_)) => false,
            _ => true,
        }
    }

    /// What `inst` writes, read once for [`Writer::may_write`] questions
    /// about many pointers: through a pointer that may alias theirs (a
    /// store, bulk operation or atomic); anything but a slot whose address
    /// never escapes (a call); anything (a fence, a barrier, an indirect
    /// call).
    pub fn writer(&self, f: &Function, inst: zyme_ir::Inst) -> Writer {
        let data = &f.dfg.insts[inst];
        if let Some(p) = data.written_address() {
            return Writer::Through(self.key(f, p));
        }
        match data {
            InstData::Call { .. } => Writer::Call,
            d if d.may_write_memory() => Writer::Anything,
            _ => Writer::Nothing,
        }
    }
}

/// What an instruction may write ([`Bases::writer`]).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Writer {
    /// A store, bulk operation or atomic through a pointer with this key.
    Through(Key),
    /// A call: anything but a slot whose address never escapes.
    Call,
    /// A fence, a barrier, an indirect call.
    Anything,
    Nothing,
}

impl Writer {
    /// Whether it may write memory a pointer with key `ptr` points into.
    pub fn may_write(self, bases: &Bases, f: &Function, ptr: Key) -> bool {
        match self {
            Writer::Through(k) => bases.keys_may_alias(f, k, ptr),
            Writer::Call => match ptr {
                Key(Some([Some(Base::Slot(s)), None, None, None])) => bases.escaped.contains(&s),
                _ => true,
            },
            Writer::Anything => true,
            Writer::Nothing => false,
        }
    }
}
