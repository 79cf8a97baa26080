//! A device heap written in zyme IR, for GPU targets whose `malloc` and
//! `free` zyme cannot call: on amdgcn they are ROCm's (the `ockl` device
//! library), which zyme does not link, and llc-19 crashes on calls of
//! undefined functions. A gradient kernel needs them for its per-thread
//! tapes (`__zyme_tape_grow_dev` in `zyme-synth`'s runtime).
//!
//! [`lower_device_heap`] adds two functions, `__zyme_heap.malloc` and
//! `__zyme_heap.free`, and points every call (and every address) of the
//! declarations `malloc` and `free` at them. The new names keep LLVM from
//! reading its own meaning of `malloc` into them.
//!
//! # The allocator
//!
//! A bump allocator over `@__zyme_heap`, a zero-initialised byte array in
//! global memory (address space 1) of [`DeviceHeap::bytes`] bytes
//! ([`DEVICE_HEAP_BYTES`], 256 MiB, by default), with one 64-bit word of
//! state, `@__zyme_heap.state`, that packs `live << 32 | top`: how many
//! allocations are live and the offset of the first byte never handed out
//! since the last reset.
//!
//! * `malloc(n)` rounds `n` up to 16 (0 takes 16 bytes, so that blocks
//!   stay distinct) and adds `1 << 32 | size` to the word with one
//!   `atomic_rmw add`; the block starts at the old top. A request larger
//!   than the heap returns null without touching the word; one that runs
//!   past the end gives its count back (as `free` does) but not its
//!   bytes, and returns null. The top only moves up between resets, so
//!   two blocks handed out never overlap.
//! * `free(p)` (null: nothing) subtracts `1 << 32`. The thread that takes
//!   the count from 1 to 0 resets the word to 0 with a `cmpxchg` from
//!   `(0, top)`: memory is reused only once nothing is live.
//!
//! Memory is never reused while anything is live: a launch whose threads
//! together take more than the heap's bytes before the count next reaches
//! zero gets null, and the tape runtime traps on null (the limit is
//! [`DeviceHeap::bytes`] per launch, not per thread). A launch that frees
//! all it took leaves the word at 0 for the next one; one that trapped
//! may leave blocks counted live (load the module again). The atomics
//! are `acq_rel` (`agent` scope on amdgcn), so the writes of a thread to a
//! block happen before the accesses of a thread that gets the same bytes
//! after a reset.
//!
//! Blocks are not zeroed on reuse, and `realloc` and `calloc` are not
//! provided: their declarations stay, and emitting a call of one for
//! amdgcn is an error naming it.

use std::fmt;
use zyme_ir::{
    AddrSpace, Block, CastOp, FuncId, FunctionBuilder, GlobalData, GlobalInit, InstData, IntCC,
    Linkage, Module, Ordering, RmwOp, Signature, Type, Value,
};

/// The default size of the device heap: 256 MiB of global memory per
/// loaded module.
pub const DEVICE_HEAP_BYTES: u64 = 256 << 20;

/// The name of the heap's byte array.
pub const HEAP_GLOBAL: &str = "__zyme_heap";
/// The name of the heap's state word (`live << 32 | top`).
pub const STATE_GLOBAL: &str = "__zyme_heap.state";
/// The name of the allocator function.
pub const MALLOC: &str = "__zyme_heap.malloc";
/// The name of the deallocator function.
pub const FREE: &str = "__zyme_heap.free";

/// How big the device heap is.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct DeviceHeap {
    /// Bytes of the heap's array: a multiple of 16, at least 16, below
    /// 2^32 (the top is the low half of the state word).
    pub bytes: u64,
}

impl Default for DeviceHeap {
    fn default() -> DeviceHeap {
        DeviceHeap {
            bytes: DEVICE_HEAP_BYTES,
        }
    }
}

/// Why [`lower_device_heap`] could not add the heap; the module is left
/// unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeviceHeapError {
    /// [`DeviceHeap::bytes`] is not a multiple of 16 in `16..2^32`.
    Size(u64),
    /// `malloc` or `free` is declared with another signature than C's.
    Signature { name: String },
    /// The module already has a function or global of a name the heap
    /// takes.
    NameTaken { name: String },
}

impl fmt::Display for DeviceHeapError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            DeviceHeapError::Size(bytes) => write!(
                f,
                "a device heap of {bytes} bytes: give a multiple of 16 of at least 16 and below 2^32"
            ),
            DeviceHeapError::Signature { name } => write!(
                f,
                "`@{name}` is declared with another signature than C's; the device heap cannot stand in for it"
            ),
            DeviceHeapError::NameTaken { name } => write!(
                f,
                "the module already has `@{name}`, a name the device heap takes"
            ),
        }
    }
}

impl std::error::Error for DeviceHeapError {}

/// One allocation in the count of the state word.
const ONE_LIVE: i64 = 1 << 32;

/// Gives the module its own device heap: calls of the declarations
/// `malloc` and `free` become calls of `__zyme_heap.malloc` and
/// `__zyme_heap.free` (see the module docs). Returns whether anything
/// changed: a module that calls neither declaration (or whose `malloc`
/// and `free` are its own functions) is left alone.
///
/// # Errors
///
/// A bad heap size, a `malloc` or `free` with another signature than C's,
/// or a name the heap takes already in use; the module is then unchanged.
pub fn lower_device_heap(module: &mut Module, opts: &DeviceHeap) -> Result<bool, DeviceHeapError> {
    let bytes = opts.bytes;
    if bytes < 16 || !bytes.is_multiple_of(16) || bytes >= 1 << 32 {
        return Err(DeviceHeapError::Size(bytes));
    }
    let declared = |module: &Module, name: &str, sig: Signature| {
        let Some(f) = module.func_by_name(name) else {
            return Ok(None);
        };
        let fd = &module.functions[f];
        if !fd.is_declaration() {
            return Ok(None);
        }
        if fd.sig.params != sig.params || fd.sig.returns != sig.returns {
            return Err(DeviceHeapError::Signature {
                name: name.to_string(),
            });
        }
        Ok(Some(f))
    };
    let malloc = declared(module, "malloc", Signature::new([Type::I64], [Type::PTR]))?;
    let free = declared(module, "free", Signature::new([Type::PTR], []))?;
    // Every call or address of them; none (not even a declaration): nothing
    // to do, and no heap added.
    let mut sites = Vec::new();
    for (fid, func) in module.functions.iter() {
        for inst in func.layout.insts() {
            if let InstData::Call { func: callee, .. } | InstData::FuncAddr { func: callee } =
                func.dfg.insts[inst]
            {
                if Some(callee) == malloc || Some(callee) == free {
                    sites.push((fid, inst));
                }
            }
        }
    }
    if sites.is_empty() {
        return Ok(false);
    }
    for name in [HEAP_GLOBAL, STATE_GLOBAL, MALLOC, FREE] {
        if module.func_by_name(name).is_some() || module.global_by_name(name).is_some() {
            return Err(DeviceHeapError::NameTaken {
                name: name.to_string(),
            });
        }
    }
    let taken = |e: zyme_ir::module::DuplicateName| DeviceHeapError::NameTaken { name: e.0 };
    let global = |name: &str, size: u64, align: u32| GlobalData {
        name: name.to_string(),
        size,
        align,
        constant: false,
        linkage: Linkage::Local,
        addr_space: AddrSpace::GLOBAL,
        init: GlobalInit::Zero,
    };
    let heap = module
        .add_global(global(HEAP_GLOBAL, bytes, 16))
        .map_err(taken)?;
    let state = module
        .add_global(global(STATE_GLOBAL, 8, 8))
        .map_err(taken)?;
    let globals = Globals { heap, state, bytes };
    let new_malloc = module
        .declare_function(
            MALLOC,
            Signature::new([Type::I64], [Type::PTR]),
            Linkage::Local,
        )
        .map_err(taken)?;
    build_malloc(module, new_malloc, &globals);
    let new_free = module
        .declare_function(FREE, Signature::new([Type::PTR], []), Linkage::Local)
        .map_err(taken)?;
    build_free(module, new_free, &globals);
    let redirect = |f: FuncId| {
        if Some(f) == malloc {
            Some(new_malloc)
        } else if Some(f) == free {
            Some(new_free)
        } else {
            None
        }
    };
    for (fid, inst) in sites {
        if let InstData::Call { func: callee, .. } | InstData::FuncAddr { func: callee } =
            &mut module.functions[fid].dfg.insts[inst]
        {
            if let Some(to) = redirect(*callee) {
                *callee = to;
            }
        }
    }
    Ok(true)
}

/// The heap's globals and size, as the allocator functions use them.
struct Globals {
    heap: zyme_ir::Global,
    state: zyme_ir::Global,
    bytes: u64,
}

const ORDER: Ordering = Ordering::AcqRel;

/// `__zyme_heap.malloc(n)`.
fn build_malloc(module: &mut Module, f: FuncId, g: &Globals) {
    let mut b = module.builder(f);
    let entry = b.create_block();
    let [n] = b.append_params(entry, [Type::I64]);
    let (go, fits, overflow, null) = (
        b.create_block(),
        b.create_block(),
        b.create_block(),
        b.create_block(),
    );
    b.switch_to(entry);
    // Larger than the heap (and so below 2^32 from here on, which keeps
    // the top's carry out of the count): null without touching the word.
    let cap = b.iconst(Type::I64, g.bytes as i64);
    let too_big = b.icmp(IntCC::Ugt, n, cap);
    b.brif(too_big, null, &[], go, &[]);

    b.switch_to(go);
    let zero = b.iconst(Type::I64, 0);
    let one = b.iconst(Type::I64, 1);
    let is_zero = b.icmp(IntCC::Eq, n, zero);
    let at_least_one = b.select(is_zero, one, n);
    let fifteen = b.iconst(Type::I64, 15);
    let up = b.iadd(at_least_one, fifteen);
    let mask = b.iconst(Type::I64, !15);
    let size = b.band(up, mask);
    let live = b.iconst(Type::I64, ONE_LIVE);
    let add = b.bor(size, live);
    let state = b.global_addr(g.state);
    let old = b.atomic_rmw(RmwOp::Add, Type::I64, state, add, ORDER);
    let low = b.iconst(Type::I64, 0xffff_ffff);
    let offset = b.band(old, low);
    let end = b.iadd(offset, size);
    let past = b.icmp(IntCC::Ugt, end, cap);
    b.brif(past, overflow, &[], fits, &[]);

    b.switch_to(fits);
    let base = b.global_addr(g.heap);
    let block = b.ptr_add(base, offset);
    let p = b.cast(CastOp::AddrSpaceCast, block, Type::PTR);
    b.ret(&[p]);

    // The request counted itself live: give the count back. Its bytes
    // stay taken (the top never moves down but to 0), so whatever was
    // handed out after it cannot overlap what is handed out later.
    b.switch_to(overflow);
    release_one(&mut b, state, null);

    b.switch_to(null);
    let nullp = b.iconst(Type::PTR, 0);
    b.ret(&[nullp]);
}

/// `__zyme_heap.free(p)`.
fn build_free(module: &mut Module, f: FuncId, g: &Globals) {
    let mut b = module.builder(f);
    let entry = b.create_block();
    let [p] = b.append_params(entry, [Type::PTR]);
    let (go, done) = (b.create_block(), b.create_block());
    b.switch_to(entry);
    let nullp = b.iconst(Type::PTR, 0);
    let is_null = b.icmp(IntCC::Eq, p, nullp);
    b.brif(is_null, done, &[], go, &[]);

    b.switch_to(go);
    let state = b.global_addr(g.state);
    release_one(&mut b, state, done);

    b.switch_to(done);
    b.ret(&[]);
}

/// Takes one allocation off the count at `state`, resetting the heap when
/// it was the last live one, then jumps to `done`.
fn release_one(b: &mut FunctionBuilder, state: Value, done: Block) {
    let minus_one = b.iconst(Type::I64, ONE_LIVE.wrapping_neg());
    let old = b.atomic_rmw(RmwOp::Add, Type::I64, state, minus_one, ORDER);
    let thirty_two = b.iconst(Type::I64, 32);
    let live = b.lshr(old, thirty_two);
    let one = b.iconst(Type::I64, 1);
    let last = b.icmp(IntCC::Eq, live, one);
    let reset = b.create_block();
    b.brif(last, reset, &[], done, &[]);

    // Nothing is live: back to an empty heap, unless another thread has
    // allocated since (the word is then no longer `(0, top)` and the swap
    // fails, which is right: its block lies above `top`). If the word
    // went away from `(0, top)` and came back to it in between (another
    // reset, then allocations adding up to `top`, all freed again: ABA),
    // the swap still happens, and that is harmless: the word says
    // nothing is live, and resetting is safe whenever nothing is live.
    b.switch_to(reset);
    let live_one = b.iconst(Type::I64, ONE_LIVE);
    let top_only = b.isub(old, live_one);
    let zero = b.iconst(Type::I64, 0);
    b.ins_results(InstData::CmpXchg {
        ty: Type::I64,
        args: [state, top_only, zero],
        success: ORDER,
        // LLVM allows no release on failure; a failed swap orders nothing.
        failure: Ordering::Monotonic,
    });
    b.jump(done, &[]);
}
