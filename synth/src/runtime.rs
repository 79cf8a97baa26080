//! Helper functions that synthesized derivatives call, generated as zyme
//! IR into the module that needs them (once each), so derivatives stay
//! self-contained: no support library to link, and the backends inline
//! nothing special.
//!
//! * The tape is a stack of bytes behind a 24-byte header `{buf, len,
//!   cap}`; `__zyme_tape_grow` makes room when a push does not fit
//!   (geometric growth through `realloc`).
//! * Shadow heap blocks carry their size in a 16-byte header so that the
//!   reverse of `realloc` knows how much of the old block moved:
//!   `__zyme_shadow_alloc` (zeroed), `__zyme_shadow_free`,
//!   `__zyme_shadow_size`.
//! * `__zyme_accum_f64` / `__zyme_accum_f32` add one shadow region into
//!   another and zero the source (the reverse of a copy).

use crate::SynthError;
use zyme_ir::{FuncId, FunctionBuilder, IntCC, Linkage, MemFlags, Module, Signature, Type, Value};

/// Offsets of the tape header fields.
pub use zyme_ir::autodiff::tape::{BUF as TAPE_BUF, CAP as TAPE_CAP, LEN as TAPE_LEN};
/// Bytes of a tape header (what a caller of a split derivative owns).
pub const TAPE_HEADER: u64 = zyme_ir::autodiff::tape::HEADER_BYTES;
const SHADOW_HEADER: i64 = 16;
/// Marks a shadow block zyme allocated (the second word of its header),
/// so `__zyme_shadow_size` of any other block (a caller's shadow) is 0.
const SHADOW_MAGIC: i64 = 0x7a79_6d65_5f73_6864;

fn err(name: &str, e: impl std::fmt::Display) -> SynthError {
    SynthError::new(name, None, e.to_string())
}

/// A C library function, declared as an import when the module does not
/// have it yet.
/// The C allocator or deallocator a module function registered as
/// behaving like one stands for (`__enzyme_function_like`,
/// `__enzyme_allocation_like`): forward mode allocates and frees the
/// tangents of its blocks with it. `None` for other names.
pub(crate) fn like_declaration(
    module: &mut Module,
    name: &str,
) -> Result<Option<FuncId>, SynthError> {
    let (params, returns): (&[Type], &[Type]) = match name {
        "malloc" => (&[Type::I64], &[Type::PTR]),
        "calloc" => (&[Type::I64, Type::I64], &[Type::PTR]),
        "realloc" => (&[Type::PTR, Type::I64], &[Type::PTR]),
        "free" => (&[Type::PTR], &[]),
        _ => return Ok(None),
    };
    let sig = Signature::new(params.to_vec(), returns.to_vec());
    libc(module, name, sig).map(Some)
}

/// The operands of a library-like call as the C function takes them:
/// sizes passed as narrower integers widened to the 64 bits of `size_t`.
pub(crate) fn like_operands(b: &mut FunctionBuilder, ops: Vec<Value>) -> Vec<Value> {
    ops.into_iter()
        .map(|v| {
            let t = b.func().dfg.value_type(v);
            if t.is_int() && !t.is_vector() && t.bits() < 64 {
                b.cast(zyme_ir::CastOp::Zext, v, Type::I64)
            } else {
                v
            }
        })
        .collect()
}

pub fn libc(module: &mut Module, name: &str, sig: Signature) -> Result<FuncId, SynthError> {
    module.import_function(name, sig).map_err(|e| err(name, e))
}

/// The helper `name`, built by `build` the first time it is asked for.
pub(crate) fn helper(
    module: &mut Module,
    name: &str,
    sig: Signature,
    build: impl FnOnce(&mut Module, FuncId) -> Result<(), SynthError>,
) -> Result<FuncId, SynthError> {
    if let Some(f) = module.func_by_name(name) {
        return Ok(f);
    }
    let f = module
        .declare_function(name, sig, Linkage::Local)
        .map_err(|e| err(name, e))?;
    build(module, f)?;
    Ok(f)
}

const P: Type = Type::PTR;
const I64: Type = Type::I64;

fn flags() -> MemFlags {
    MemFlags::aligned(8)
}

fn hinted(ty: Type) -> MemFlags {
    MemFlags {
        hint: Some(ty.lane()),
        ..flags()
    }
}

/// Out of memory for the tape or a shadow: trap (continue in a new
/// block).
fn trap_if_null(b: &mut zyme_ir::FunctionBuilder, p: zyme_ir::Value) {
    let null = b.iconst(P, 0);
    let failed = b.icmp(IntCC::Eq, p, null);
    let oom = b.create_block();
    let ok = b.create_block();
    b.brif(failed, oom, &[], ok, &[]);
    b.switch_to(oom);
    b.trap();
    b.switch_to(ok);
}

/// Where a tape's buffer comes from.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Heap {
    /// The C heap: grown with `realloc`, the buffer kept as a spare for
    /// the next call (a CPU derivative).
    Host,
    /// A GPU thread's device heap: grown with `malloc`, `memcpy` and
    /// `free` (no `realloc` there), released at the end; nothing is
    /// shared between threads (a kernel's derivative).
    /// The tape starts empty (no buffer: a thread that pushes nothing
    /// allocates nothing).
    Device,
}

/// `__zyme_tape_grow(tape, need)` (`__zyme_tape_grow_dev` on the device
/// heap): capacity at least `need` bytes.
pub fn tape_grow(module: &mut Module, heap: Heap) -> Result<FuncId, SynthError> {
    let (name, min) = match heap {
        Heap::Host => ("__zyme_tape_grow", 4096),
        // A thread's tape: many of them share the device heap.
        Heap::Device => ("__zyme_tape_grow_dev", 256),
    };
    let realloc = match heap {
        Heap::Host => Some(libc(module, "realloc", Signature::new([P, I64], [P]))?),
        Heap::Device => None,
    };
    let malloc = libc(module, "malloc", Signature::new([I64], [P]))?;
    let free = libc(module, "free", Signature::new([P], []))?;
    helper(module, name, Signature::new([P, I64], []), |m, f| {
        // Called when a push does not fit: rarely.
        m.functions[f].cold = true;
        let mut b = m.builder(f);
        let entry = b.create_block();
        let [tape, need] = b.append_params(entry, [P, I64]);
        b.switch_to(entry);
        let cap_at = b.ptr_add_imm(tape, TAPE_CAP);
        let cap = b.load(I64, cap_at, hinted(I64));
        // Half as much again: still a constant number of copies per byte
        // pushed, and at most a third of the capacity unused.
        let one = b.iconst(I64, 1);
        let half = b.lshr(cap, one);
        let grown = b.iadd(cap, half);
        let min = b.iconst(I64, min);
        let big = b.icmp(IntCC::Ugt, grown, min);
        let c = b.select(big, grown, min);
        let enough = b.icmp(IntCC::Ugt, c, need);
        let new_cap = b.select(enough, c, need);
        let buf = b.load(P, tape, hinted(P));
        let nb = match realloc {
            Some(realloc) => {
                let nb = b.call(realloc, &[buf, new_cap])[0];
                trap_if_null(&mut b, nb);
                nb
            }
            None => {
                // A full device heap gives null: trap before the copy
                // writes through it.
                let nb = b.call(malloc, &[new_cap])[0];
                trap_if_null(&mut b, nb);
                let len_at = b.ptr_add_imm(tape, TAPE_LEN);
                let len = b.load(I64, len_at, hinted(I64));
                b.mem(zyme_ir::MemOp::Memcpy, nb, buf, len);
                free_unless_inline(&mut b, free, tape, buf);
                nb
            }
        };
        b.store(nb, tape, hinted(P));
        b.store(new_cap, cap_at, hinted(I64));
        b.ret(&[]);
        Ok(())
    })
}

/// `__zyme_tape_drop_dev(tape)`: frees a device tape's buffer.
pub fn tape_drop_device(module: &mut Module) -> Result<FuncId, SynthError> {
    let free = libc(module, "free", Signature::new([P], []))?;
    helper(
        module,
        "__zyme_tape_drop_dev",
        Signature::new([P], []),
        |m, f| {
            let mut b = m.builder(f);
            let entry = b.create_block();
            let [tape] = b.append_params(entry, [P]);
            b.switch_to(entry);
            let buf = b.load(P, tape, hinted(P));
            free_unless_inline(&mut b, free, tape, buf);
            b.ret(&[]);
            Ok(())
        },
    )
}

/// Bytes of the buffer a combined GPU derivative's tape starts with, in
/// the thread's own memory right after the header (when the most it
/// pushes is not known): a thread whose records fit never calls the
/// device heap's `malloc`, whose first call in a launch costs more than
/// the kernel.
pub const DEVICE_INLINE_TAPE: u64 = 1024;

/// `free(buf)`, unless `buf` is the tape's inline buffer (right after its
/// header, see [`DEVICE_INLINE_TAPE`]).
fn free_unless_inline(b: &mut zyme_ir::FunctionBuilder, free: FuncId, tape: Value, buf: Value) {
    let inline = b.ptr_add_imm(tape, TAPE_HEADER as i64);
    free_unless(b, free, buf, inline);
}

/// `free(p)` unless `p == keep`; the code goes on after it.
fn free_unless(b: &mut zyme_ir::FunctionBuilder, free: FuncId, p: Value, keep: Value) {
    let same = b.icmp(IntCC::Eq, p, keep);
    let go = b.create_block();
    let done = b.create_block();
    b.brif(same, done, &[], go, &[]);
    b.switch_to(go);
    b.call(free, &[p]);
    b.jump(done, &[]);
    b.switch_to(done);
}

/// `__zyme_block_zero(p, bytes)`: the threads of a block zero `bytes`
/// bytes at `p` (a shared-memory shadow) together, each a stride of
/// four-byte words (bytes when `bytes` is not a multiple of four); the
/// caller waits at a barrier before anything reads them.
pub fn block_zero(module: &mut Module) -> Result<FuncId, SynthError> {
    use zyme_ir::GpuOp;
    helper(
        module,
        "__zyme_block_zero",
        Signature::new([P, I64], []),
        |m, f| {
            let mut b = m.builder(f);
            let entry = b.create_block();
            let [p, bytes] = b.append_params(entry, [P, I64]);
            b.switch_to(entry);
            let i32_ = Type::I32;
            // The thread's linear id in its block, and the block's size.
            let (tx, ty, tz) = (
                b.gpu(GpuOp::ThreadIdX),
                b.gpu(GpuOp::ThreadIdY),
                b.gpu(GpuOp::ThreadIdZ),
            );
            let (dx, dy, dz) = (
                b.gpu(GpuOp::BlockDimX),
                b.gpu(GpuOp::BlockDimY),
                b.gpu(GpuOp::BlockDimZ),
            );
            let zy = b.imul(tz, dy);
            let row = b.iadd(zy, ty);
            let rx = b.imul(row, dx);
            let lin = b.iadd(rx, tx);
            let dxy = b.imul(dx, dy);
            let n = b.imul(dxy, dz);
            let lin = b.cast(zyme_ir::CastOp::Zext, lin, I64);
            let n = b.cast(zyme_ir::CastOp::Zext, n, I64);
            let three = b.iconst(I64, 3);
            let low = b.band(bytes, three);
            let zero64 = b.iconst(I64, 0);
            let whole = b.icmp(IntCC::Eq, low, zero64);
            let words = b.create_block();
            let singles = b.create_block();
            let done = b.create_block();
            b.brif(whole, words, &[], singles, &[]);
            for (block, unit, ty) in [(words, 4, i32_), (singles, 1, Type::I8)] {
                b.switch_to(block);
                let head = b.create_block();
                let body = b.create_block();
                let i = b.append_param(head, I64);
                let u = b.iconst(I64, unit);
                let first = b.imul(lin, u);
                b.jump(head, &[first]);
                b.switch_to(head);
                let more = b.icmp(IntCC::Ult, i, bytes);
                b.brif(more, body, &[], done, &[]);
                b.switch_to(body);
                let at = b.ptr_add(p, i);
                let z = b.iconst(ty, 0);
                b.store(z, at, MemFlags::aligned(unit as u32));
                let step = b.imul(n, u);
                let next = b.iadd(i, step);
                b.jump(head, &[next]);
            }
            b.switch_to(done);
            b.ret(&[]);
            Ok(())
        },
    )
}

/// `__zyme_tape_fit(tape, cap)`: makes the tape's buffer exactly `cap`
/// bytes (the shadow tape of a forward-over-reverse derivative must hold
/// as much as the primal's; growing it geometrically instead would double
/// the spare buffers on every call as they trade places).
pub fn tape_fit(module: &mut Module) -> Result<FuncId, SynthError> {
    let realloc = libc(module, "realloc", Signature::new([P, I64], [P]))?;
    helper(
        module,
        "__zyme_tape_fit",
        Signature::new([P, I64], []),
        |m, f| {
            let mut b = m.builder(f);
            let entry = b.create_block();
            let [tape, cap] = b.append_params(entry, [P, I64]);
            b.switch_to(entry);
            let buf = b.load(P, tape, hinted(P));
            let nb = b.call(realloc, &[buf, cap])[0];
            trap_if_null(&mut b, nb);
            b.store(nb, tape, hinted(P));
            let cap_at = b.ptr_add_imm(tape, TAPE_CAP);
            b.store(cap, cap_at, hinted(I64));
            b.ret(&[]);
            Ok(())
        },
    )
}

/// How many freed shadow blocks a module keeps for reuse.
const SPARE_SHADOWS: i64 = 4;

/// The module's spare shadow blocks (`SPARE_SHADOWS` pointers to block
/// bases, null when empty): a gradient called again allocates the same
/// shadows, and reusing warm blocks (zeroed with `memset`) saves the page
/// faults of fresh `calloc`s, which glibc maps and unmaps for large
/// blocks on every call. Exchanged atomically, like the spare tape.
fn spare_shadows(module: &mut Module) -> Result<zyme_ir::Global, SynthError> {
    const NAME: &str = "__zyme_spare_shadows";
    if let Some(g) = module.global_by_name(NAME) {
        return Ok(g);
    }
    module
        .add_global(zyme_ir::GlobalData {
            name: NAME.into(),
            size: 8 * SPARE_SHADOWS as u64,
            align: 8,
            constant: false,
            linkage: Linkage::Local,
            addr_space: zyme_ir::AddrSpace::GENERIC,
            init: zyme_ir::GlobalInit::Zero,
        })
        .map_err(|e| err(NAME, e))
}

/// `__zyme_shadow_alloc(n) -> ptr`: `n` zeroed bytes after a size header,
/// from a spare block at least that large when there is one.
pub fn shadow_alloc(module: &mut Module) -> Result<FuncId, SynthError> {
    let calloc = libc(module, "calloc", Signature::new([I64, I64], [P]))?;
    let free = libc(module, "free", Signature::new([P], []))?;
    let spares = spare_shadows(module)?;
    let id = helper(
        module,
        zyme_ir::library::SHADOW_ALLOC,
        Signature::new([I64], [P]),
        |m, f| {
            let mut b = m.builder(f);
            let entry = b.create_block();
            let [n] = b.append_params(entry, [I64]);
            b.switch_to(entry);
            let h = b.iconst(I64, SHADOW_HEADER);
            let total = b.iadd(n, h);
            let null = b.iconst(P, 0);
            let zero8 = b.iconst(Type::I8, 0);
            let found = b.create_block();
            let found_p = b.append_param(found, P);
            let table = b.global_addr(spares);
            // Each slot in turn: a block large enough is taken, a smaller
            // one freed.
            for k in 0..SPARE_SHADOWS {
                let at = b.ptr_add_imm(table, 8 * k);
                let blk =
                    b.atomic_rmw(zyme_ir::RmwOp::Xchg, P, at, null, zyme_ir::Ordering::SeqCst);
                let empty = b.icmp(IntCC::Eq, blk, null);
                let some = b.create_block();
                let next = b.create_block();
                b.brif(empty, next, &[], some, &[]);
                b.switch_to(some);
                let cap = b.load(I64, blk, hinted(I64));
                let fits = b.icmp(IntCC::Uge, cap, n);
                let small = b.create_block();
                b.brif(fits, found, &[blk], small, &[]);
                b.switch_to(small);
                b.call(free, &[blk]);
                b.jump(next, &[]);
                b.switch_to(next);
            }
            let one = b.iconst(I64, 1);
            let fresh = b.call(calloc, &[total, one])[0];
            trap_if_null(&mut b, fresh);
            let done = b.create_block();
            let done_p = b.append_param(done, P);
            b.jump(done, &[fresh]);
            b.switch_to(found);
            let data = b.ptr_add_imm(found_p, SHADOW_HEADER);
            b.mem(zyme_ir::MemOp::Memset, data, zero8, n);
            b.jump(done, &[found_p]);
            b.switch_to(done);
            let p = done_p;
            b.store(n, p, hinted(I64));
            let magic = b.iconst(I64, SHADOW_MAGIC);
            let at = b.ptr_add_imm(p, 8);
            b.store(magic, at, hinted(I64));
            let out = b.ptr_add_imm(p, SHADOW_HEADER);
            b.ret(&[out]);
            Ok(())
        },
    )?;
    // A derivative of code that calls it (nested derivatives) treats it
    // as the allocator it is, not as code to differentiate.
    module.library_like.insert(
        id,
        zyme_ir::LibraryLike {
            name: "malloc".into(),
            args: vec![0],
        },
    );
    Ok(id)
}

/// `__zyme_shadow_free(p)`: gives a block of `shadow_alloc` to the spare
/// slots (null: nothing); the block a full set of slots pushes out is
/// freed.
pub fn shadow_free(module: &mut Module) -> Result<FuncId, SynthError> {
    let free = libc(module, "free", Signature::new([P], []))?;
    let spares = spare_shadows(module)?;
    let id = helper(
        module,
        "__zyme_shadow_free",
        Signature::new([P], []),
        |m, f| {
            let mut b = m.builder(f);
            let entry = b.create_block();
            let [p] = b.append_params(entry, [P]);
            b.switch_to(entry);
            let null = b.iconst(P, 0);
            let is_null = b.icmp(IntCC::Eq, p, null);
            let done = b.create_block();
            let go = b.create_block();
            b.brif(is_null, done, &[], go, &[]);
            b.switch_to(go);
            let base = b.ptr_add_imm(p, -SHADOW_HEADER);
            // Slot 0 gets the newest block, each evicted one moves on.
            let table = b.global_addr(spares);
            let mut carry = base;
            for k in 0..SPARE_SHADOWS {
                let at = b.ptr_add_imm(table, 8 * k);
                carry = b.atomic_rmw(
                    zyme_ir::RmwOp::Xchg,
                    P,
                    at,
                    carry,
                    zyme_ir::Ordering::SeqCst,
                );
            }
            free_unless(&mut b, free, carry, null);
            b.jump(done, &[]);
            b.switch_to(done);
            b.ret(&[]);
            Ok(())
        },
    )?;
    module.library_like.insert(
        id,
        zyme_ir::LibraryLike {
            name: "free".into(),
            args: vec![0],
        },
    );
    Ok(id)
}

/// `__zyme_shadow_size(p) -> i64`: the size of a `shadow_alloc` block
/// (0 for null and for blocks zyme did not allocate).
pub fn shadow_size(module: &mut Module) -> Result<FuncId, SynthError> {
    helper(
        module,
        "__zyme_shadow_size",
        Signature::new([P], [I64]),
        |m, f| {
            let mut b = m.builder(f);
            let entry = b.create_block();
            let [p] = b.append_params(entry, [P]);
            b.switch_to(entry);
            let null = b.iconst(P, 0);
            let is_null = b.icmp(IntCC::Eq, p, null);
            let done = b.create_block();
            let size = b.append_param(done, I64);
            let go = b.create_block();
            let zero = b.iconst(I64, 0);
            b.brif(is_null, done, &[zero], go, &[]);
            b.switch_to(go);
            let mark_at = b.ptr_add_imm(p, 8 - SHADOW_HEADER);
            let mark = b.load(I64, mark_at, hinted(I64));
            let magic = b.iconst(I64, SHADOW_MAGIC);
            let ours = b.icmp(IntCC::Eq, mark, magic);
            let at = b.ptr_add_imm(p, -SHADOW_HEADER);
            let n = b.load(I64, at, hinted(I64));
            let n = b.select(ours, n, zero);
            b.jump(done, &[n]);
            b.switch_to(done);
            b.ret(&[size]);
            Ok(())
        },
    )
}

/// `__zyme_shadow_grow(old, n) -> new`: the shadow of `realloc(p, n)`: a
/// new `shadow_alloc` block of `n` bytes holding the first bytes of
/// `old`, which stays (the reverse copies the adjoints back into it).
/// Registered as behaving like `realloc`, so a derivative of a derivative
/// grows the shadow of this block the same way, whatever it holds (the
/// tape of an inner derivative), rather than differentiating a copy of
/// untyped bytes.
pub fn shadow_grow(module: &mut Module) -> Result<FuncId, SynthError> {
    let alloc = shadow_alloc(module)?;
    let size = shadow_size(module)?;
    let id = helper(
        module,
        "__zyme_shadow_grow",
        Signature::new([P, I64], [P]),
        |m, f| {
            let mut b = m.builder(f);
            let entry = b.create_block();
            let [old, n] = b.append_params(entry, [P, I64]);
            b.switch_to(entry);
            let s = b.call(alloc, &[n])[0];
            let old_n = b.call(size, &[old])[0];
            let less = b.icmp(IntCC::Ult, old_n, n);
            let m_bytes = b.select(less, old_n, n);
            b.mem(zyme_ir::MemOp::Memcpy, s, old, m_bytes);
            b.ret(&[s]);
            Ok(())
        },
    )?;
    module.library_like.insert(
        id,
        zyme_ir::LibraryLike {
            name: "realloc".into(),
            args: vec![0, 1],
        },
    );
    Ok(id)
}

/// `__zyme_shadow_move(to, from, n)`: copies `n` bytes whose source is
/// not read again (the reverse of `realloc` handing a block's adjoints
/// back). Its own derivative moves the shadows the same way, whatever the
/// bytes hold, and its reverse moves the adjoints back and zeroes the
/// destination's: the source's adjoints are still zero there, so no sum
/// needs the bytes' types (derivatives of order 3 and 4, whose inner
/// tapes hold floats, integers and pointers at run-time offsets).
pub fn shadow_move(module: &mut Module) -> Result<FuncId, SynthError> {
    helper(
        module,
        SHADOW_MOVE,
        Signature::new([P, P, I64], []),
        |m, f| {
            let mut b = m.builder(f);
            let entry = b.create_block();
            let [to, from, n] = b.append_params(entry, [P, P, I64]);
            b.switch_to(entry);
            b.mem(zyme_ir::MemOp::Memcpy, to, from, n);
            b.ret(&[]);
            Ok(())
        },
    )
}

/// The name of [`shadow_move`].
pub const SHADOW_MOVE: &str = zyme_ir::library::SHADOW_MOVE;

/// `__zyme_accum_{f64,f32}(into, from, bytes)`: `into[i] += from[i]`,
/// `from[i] = 0` over `bytes / size` elements.
pub fn accum(module: &mut Module, elem: Type) -> Result<FuncId, SynthError> {
    let name = if elem == Type::F32 {
        "__zyme_accum_f32"
    } else {
        "__zyme_accum_f64"
    };
    helper(module, name, Signature::new([P, P, I64], []), |m, f| {
        let size = i64::from(elem.bytes());
        let mut b = m.builder(f);
        let entry = b.create_block();
        let [into, from, bytes] = b.append_params(entry, [P, P, I64]);
        b.switch_to(entry);
        let head = b.create_block();
        let i = b.append_param(head, I64);
        let body = b.create_block();
        let done = b.create_block();
        let zero = b.iconst(I64, 0);
        b.jump(head, &[zero]);
        b.switch_to(head);
        let sz = b.iconst(I64, size);
        let end = b.iadd(i, sz);
        let more = b.icmp(IntCC::Ule, end, bytes);
        b.brif(more, body, &[], done, &[]);
        b.switch_to(body);
        let a = b.ptr_add(into, i);
        let s = b.ptr_add(from, i);
        let fl = MemFlags::aligned(1);
        let x = b.load(elem, a, fl);
        let y = b.load(elem, s, fl);
        let sum = b.fadd(x, y);
        b.store(sum, a, fl);
        let z = crate::rules::fconst(&mut b, elem, 0.0);
        b.store(z, s, fl);
        b.jump(head, &[end]);
        b.switch_to(done);
        b.ret(&[]);
        Ok(())
    })
}

/// For a C math function the module imports (`tanh`, `sinf`), a local
/// function computing the same as one zyme operation, so that its
/// derivative can be synthesized when it is called through a pointer;
/// `None` for other imports.
pub fn libm_wrapper(module: &mut Module, import: FuncId) -> Result<Option<FuncId>, SynthError> {
    let f = &module.functions[import];
    let Some((op, lane)) = zyme_ir::MathOp::from_libm(&f.name) else {
        return Ok(None);
    };
    let ty = Type::scalar(lane);
    if f.sig.params.len() != op.arity()
        || f.sig.params.iter().any(|&p| p != ty)
        || f.sig.returns != [ty]
        || op == zyme_ir::MathOp::Powi
    {
        return Ok(None);
    }
    let name = format!("__zyme_libm.{}", f.name);
    let sig = f.sig.clone();
    helper(module, &name, sig, |m, w| {
        let mut b = m.builder(w);
        let entry = b.create_block();
        let params = b.append_signature_params(entry);
        b.switch_to(entry);
        let r = b.math(op, &params);
        b.ret(&[r]);
        Ok(())
    })
    .map(Some)
}

/// What an indirect call of signature `sig` may reach: each function
/// whose address is taken somewhere in the module, paired with the
/// body to differentiate for it — its own, for a C math function
/// (`tanh` in a table of activations) a one-operation wrapper, for a
/// C library function zyme has a rule for (`malloc`, `free`) a
/// trampoline calling it.
pub fn indirect_targets(
    module: &mut Module,
    sig: &zyme_ir::Signature,
) -> Result<Vec<(FuncId, FuncId)>, SynthError> {
    let m = &*module;
    let mut taken: Vec<FuncId> = Vec::new();
    for (_, f) in m.functions.iter() {
        for inst in f.layout.insts() {
            if let zyme_ir::InstData::FuncAddr { func } = &f.dfg.insts[inst] {
                taken.push(*func);
            }
        }
    }
    for (_, g) in m.globals.iter() {
        if let zyme_ir::GlobalInit::Bytes { relocs, .. } = &g.init {
            for r in relocs {
                if let zyme_ir::RelocTarget::Func(f) = r.target {
                    taken.push(f);
                }
            }
        }
    }
    taken.sort();
    taken.dedup();
    let mut out = Vec::new();
    for f in taken {
        let fd = &module.functions[f];
        if fd.sig.params != sig.params
            || fd.sig.returns != sig.returns
            || fd.name.starts_with("__zyme_")
        {
            continue;
        }
        if !fd.is_declaration() {
            out.push((f, f));
        } else if let Some(w) = libm_wrapper(module, f)? {
            out.push((f, w));
        } else if zyme_ir::library::library_kind(&module.functions[f].name).is_some() {
            // An allocator, deallocator or copy of the C library (a
            // `malloc` in a table): a body calling it, so the call
            // gets that function's rule.
            out.push((f, trampoline(module, f)?));
        }
    }
    Ok(out)
}

/// `__zyme_call.F(args) = F(args)`, made once: differentiating it makes a
/// call of `F`, so a custom rule registered for `F` applies even when `F`
/// itself is the function asked for.
pub fn trampoline(module: &mut Module, func: FuncId) -> Result<FuncId, SynthError> {
    let name = format!("__zyme_call.{}", module.functions[func].name);
    let sig = module.functions[func].sig.clone();
    helper(module, &name, sig, |m, t| {
        let mut b = m.builder(t);
        let entry = b.create_block();
        let params = b.append_signature_params(entry);
        b.switch_to(entry);
        let r = b.call(func, &params);
        b.ret(&r);
        Ok(())
    })
}

/// `__zyme_digamma(x) -> f64`: ψ(x) = Γ'(x)/Γ(x), the derivative of
/// `lgamma` (and, times Γ, of `tgamma`). Reflection below ½
/// (ψ(1−x) − π/tan(πx)), the recurrence ψ(x) = ψ(x+1) − 1/x up to 6, then
/// the asymptotic series; about 1e-15 relative away from the poles.
pub fn digamma(module: &mut Module) -> Result<FuncId, SynthError> {
    use zyme_ir::{FloatCC, MathOp};
    const F: Type = Type::F64;
    helper(
        module,
        "__zyme_digamma",
        Signature::new([F], [F]),
        |m, f| {
            let mut b = m.builder(f);
            let entry = b.create_block();
            let [x] = b.append_params(entry, [F]);
            b.switch_to(entry);
            // Reflection: y = x < 0.5 ? 1 - x : x, and the correction term.
            let half = b.f64const(0.5);
            let one = b.f64const(1.0);
            let zero = b.f64const(0.0);
            let small = b.fcmp(FloatCC::Olt, x, half);
            let one_minus = b.fsub(one, x);
            let y0 = b.select(small, one_minus, x);
            let pi = b.f64const(std::f64::consts::PI);
            let px = b.fmul(pi, x);
            let t = b.math(MathOp::Tan, &[px]);
            let cot = b.fdiv(pi, t);
            let correction = b.select(small, cot, zero);
            // Recurrence: acc -= 1/y while y < 6.
            let head = b.create_block();
            let [y, acc] = b.append_params(head, [F, F]);
            let body = b.create_block();
            let tail = b.create_block();
            b.jump(head, &[y0, zero]);
            b.switch_to(head);
            let six = b.f64const(6.0);
            let low = b.fcmp(FloatCC::Olt, y, six);
            b.brif(low, body, &[], tail, &[]);
            b.switch_to(body);
            let inv = b.fdiv(one, y);
            let acc2 = b.fsub(acc, inv);
            let y2 = b.fadd(y, one);
            b.jump(head, &[y2, acc2]);
            b.switch_to(tail);
            // ln y − 1/(2y) − Σ B₂ₖ/(2k y²ᵏ)
            let ln = b.math(MathOp::Log, &[y]);
            let inv = b.fdiv(one, y);
            let inv2 = b.fmul(inv, inv);
            let mut series = b.f64const(-1.0 / 132.0 * 5.0 / 5.0);
            // Horner in 1/y²: 1/12 − 1/120 z + 1/252 z² − 1/240 z³ + 1/132 z⁴
            for c in [1.0 / 240.0, -1.0 / 252.0, 1.0 / 120.0, -1.0 / 12.0] {
                let m1 = b.fmul(series, inv2);
                let k = b.f64const(c);
                series = b.fadd(m1, k);
            }
            let s = b.fmul(series, inv2);
            let halfinv = b.fmul(half, inv);
            let r = b.fsub(ln, halfinv);
            let r = b.fadd(r, s);
            let r = b.fadd(r, acc);
            let r = b.fsub(r, correction);
            b.ret(&[r]);
            Ok(())
        },
    )
}

/// How many spare tape buffers a module keeps: a forward-over-reverse
/// derivative runs two tapes at once (the primal's and its shadow), and
/// each thread of an OpenMP team one.
const SPARE_TAPES: i64 = 64;

/// The module's spare tape buffers: a combined derivative takes one when
/// it starts and puts its own back when it ends, so repeated calls reuse
/// warm buffers instead of faulting in fresh pages (a buffer's first word
/// holds its capacity while it is spare). Exchanged atomically, so
/// threads never share a buffer.
fn spare_tape(module: &mut Module) -> Result<zyme_ir::Global, SynthError> {
    const NAME: &str = "__zyme_spare_tape";
    if let Some(g) = module.global_by_name(NAME) {
        return Ok(g);
    }
    module
        .add_global(zyme_ir::GlobalData {
            name: NAME.into(),
            size: 8 * SPARE_TAPES as u64,
            align: 8,
            constant: false,
            linkage: Linkage::Local,
            addr_space: zyme_ir::AddrSpace::GENERIC,
            init: zyme_ir::GlobalInit::Zero,
        })
        .map_err(|e| err(NAME, e))
}

/// `__zyme_tape_take(tape)`: gives an empty tape header the spare buffer,
/// if there is one, and reserves its first eight bytes: a tape that never
/// empties is never released by the reverse halves of split callees, so
/// the buffer is still there for `__zyme_tape_stash` at the end.
pub fn tape_take(module: &mut Module) -> Result<FuncId, SynthError> {
    let spare = spare_tape(module)?;
    let grow = tape_grow(module, Heap::Host)?;
    helper(
        module,
        "__zyme_tape_take",
        Signature::new([P], []),
        |m, f| {
            let mut b = m.builder(f);
            let entry = b.create_block();
            let [tape] = b.append_params(entry, [P]);
            b.switch_to(entry);
            let table = b.global_addr(spare);
            let null = b.iconst(P, 0);
            let done = b.create_block();
            let some = b.create_block();
            let buf = b.append_param(some, P);
            // The first slot that holds a buffer gives it: a loop over the
            // table (unrolled, it was a quarter of a small module's code).
            let head = b.create_block();
            let k = b.append_param(head, I64);
            let zero = b.iconst(I64, 0);
            b.jump(head, &[zero]);
            b.switch_to(head);
            let three = b.iconst(I64, 3);
            let off = b.shl(k, three);
            let at = b.ptr_add(table, off);
            let got = b.atomic_rmw(zyme_ir::RmwOp::Xchg, P, at, null, zyme_ir::Ordering::SeqCst);
            let none = b.icmp(IntCC::Eq, got, null);
            let next = b.create_block();
            b.brif(none, next, &[], some, &[got]);
            b.switch_to(next);
            let one = b.iconst(I64, 1);
            let k1 = b.iadd(k, one);
            let n = b.iconst(I64, SPARE_TAPES);
            let more = b.icmp(IntCC::Ult, k1, n);
            b.brif(more, head, &[k1], done, &[]);
            b.switch_to(some);
            let cap = b.load(I64, buf, hinted(I64));
            b.store(buf, tape, hinted(P));
            let cap_at = b.ptr_add_imm(tape, TAPE_CAP);
            b.store(cap, cap_at, hinted(I64));
            b.jump(done, &[]);
            b.switch_to(done);
            let cap_at = b.ptr_add_imm(tape, TAPE_CAP);
            let cap = b.load(I64, cap_at, hinted(I64));
            let eight = b.iconst(I64, 8);
            let short = b.icmp(IntCC::Ult, cap, eight);
            let small = b.create_block();
            let reserved = b.create_block();
            b.brif(short, small, &[], reserved, &[]);
            b.switch_to(small);
            b.call(grow, &[tape, eight]);
            b.jump(reserved, &[]);
            b.switch_to(reserved);
            let len_at = b.ptr_add_imm(tape, TAPE_LEN);
            b.store(eight, len_at, hinted(I64));
            b.ret(&[]);
            Ok(())
        },
    )
}

/// `__zyme_tape_stash(tape)`: makes an emptied tape's buffer the spare
/// (freeing the one it replaces).
pub fn tape_stash(module: &mut Module) -> Result<FuncId, SynthError> {
    let spare = spare_tape(module)?;
    let free = libc(module, "free", Signature::new([P], []))?;
    helper(
        module,
        "__zyme_tape_stash",
        Signature::new([P], []),
        |m, f| {
            let mut b = m.builder(f);
            let entry = b.create_block();
            let [tape] = b.append_params(entry, [P]);
            b.switch_to(entry);
            let buf = b.load(P, tape, hinted(P));
            let null = b.iconst(P, 0);
            let none = b.icmp(IntCC::Eq, buf, null);
            let done = b.create_block();
            let some = b.create_block();
            b.brif(none, done, &[], some, &[]);
            b.switch_to(some);
            let cap_at = b.ptr_add_imm(tape, TAPE_CAP);
            let cap = b.load(I64, cap_at, hinted(I64));
            b.store(cap, buf, hinted(I64));
            // Slot 0 gets it, each buffer pushed out moves on until one
            // lands in an empty slot; one pushed out of the last is freed.
            let table = b.global_addr(spare);
            let head = b.create_block();
            let [k, carried] = b.append_params(head, [I64, P]);
            let zero = b.iconst(I64, 0);
            b.jump(head, &[zero, buf]);
            b.switch_to(head);
            let three = b.iconst(I64, 3);
            let off = b.shl(k, three);
            let at = b.ptr_add(table, off);
            let out = b.atomic_rmw(
                zyme_ir::RmwOp::Xchg,
                P,
                at,
                carried,
                zyme_ir::Ordering::SeqCst,
            );
            let empty = b.icmp(IntCC::Eq, out, null);
            let next = b.create_block();
            b.brif(empty, done, &[], next, &[]);
            b.switch_to(next);
            let one = b.iconst(I64, 1);
            let k1 = b.iadd(k, one);
            let n = b.iconst(I64, SPARE_TAPES);
            let more = b.icmp(IntCC::Ult, k1, n);
            let last = b.create_block();
            b.brif(more, head, &[k1, out], last, &[]);
            b.switch_to(last);
            let carry = out;
            b.call(free, &[carry]);
            b.jump(done, &[]);
            b.switch_to(done);
            b.ret(&[]);
            Ok(())
        },
    )
}

/// Rules that make `func` differentiate like the math operation `op`
/// (Enzyme's `__enzyme_function_like = {func, "log1p"}`): the primal runs
/// `func` itself; the reverse rule and the forward derivative are `op`'s.
/// `None` when `func`'s signature does not fit `op`.
pub fn function_like(
    module: &mut Module,
    func: FuncId,
    op: zyme_ir::MathOp,
) -> Result<Option<(crate::CustomGradient, FuncId)>, SynthError> {
    let sig = module.functions[func].sig.clone();
    let name = module.functions[func].name.clone();
    let Some(&ty) = sig.returns.first() else {
        return Ok(None);
    };
    if sig.returns.len() != 1
        || !ty.is_float()
        || ty.is_vector()
        || sig.params.len() != op.arity()
        || sig.params.iter().any(|&p| p != ty)
    {
        return Ok(None);
    }
    let n = sig.params.len();
    let aug = trampoline(module, func)?;
    // reverse(x…, d) -> (dx…)
    let mut rsig = sig.clone();
    rsig.params.push(ty);
    rsig.returns = sig.params.clone();
    let rev = helper(module, &format!("__zyme_like_rev.{name}"), rsig, |m, f| {
        let mut b = m.builder(f);
        let entry = b.create_block();
        let ps = b.append_signature_params(entry);
        b.switch_to(entry);
        let (xs, d) = (&ps[..n], ps[n]);
        let r = b.math(op, xs);
        let mut grads = Vec::new();
        for i in 0..n {
            let per: Vec<(zyme_ir::Value, bool)> = (0..n).map(|j| (d, j == i)).collect();
            let g = crate::rules::math(&mut b, op, xs, r, &per)
                .map_err(|e| SynthError::new(&name, None, e))?;
            grads.push(g);
        }
        b.ret(&grads);
        Ok(())
    })?;
    // forward(x, dx, …) -> t
    let mut fsig = Signature::new(Vec::<Type>::new(), [ty]);
    for _ in 0..n {
        fsig.params.push(ty);
        fsig.params.push(ty);
    }
    let fwd = helper(module, &format!("__zyme_like_fwd.{name}"), fsig, |m, f| {
        let mut b = m.builder(f);
        let entry = b.create_block();
        let ps = b.append_signature_params(entry);
        b.switch_to(entry);
        let xs: Vec<zyme_ir::Value> = ps.iter().step_by(2).copied().collect();
        let per: Vec<(zyme_ir::Value, bool)> =
            ps.iter().skip(1).step_by(2).map(|&t| (t, true)).collect();
        let r = b.math(op, &xs);
        let t = crate::rules::math(&mut b, op, &xs, r, &per)
            .map_err(|e| SynthError::new(&name, None, e))?;
        b.ret(&[t]);
        Ok(())
    })?;
    Ok(Some((
        crate::CustomGradient {
            augmented: aug,
            reverse: rev,
        },
        fwd,
    )))
}
