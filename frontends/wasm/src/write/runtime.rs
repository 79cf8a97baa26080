//! The C library inside the output module: a size-class allocator
//! (`malloc`, `calloc`, `realloc`, `free`, `aligned_alloc`,
//! `posix_memalign`), the memory functions (`memcpy`, `memmove`,
//! `memset`, `memcmp`, `strlen`) and compiler-rt's `powi`, emitted as wasm
//! directly (the allocator needs `memory.grow`, which zyme IR cannot say).
//!
//! **Allocator.** A block's payload is 16-aligned and preceded by a
//! header whose last 4 bytes hold its capacity, a power of two from 16.
//! Freed blocks go on the free list of their class (heads at
//! [`FREE_LISTS`], the next pointer in the payload); `malloc` pops its
//! class's list, or bumps the heap top (wasm global 1), growing memory
//! when it runs past the end. Blocks are never split or merged: simple,
//! O(1), and enough for the tapes and shadows derivatives allocate.
//! `realloc` keeps a block that is large enough. A request over 2 GiB, or
//! a failed `memory.grow`, gives a null pointer.
//!
//! Each built-in function has one fixed wasm signature (sizes as `i64`, so
//! that an oversized request is seen before it wraps); a module's
//! declaration of it (`malloc(i64) -> ptr`, or `malloc(i32) -> ptr`) is
//! served by a *thunk* that converts the declared lanes.

use crate::write::layout::{MemoryLayout, FREE_LISTS, SIZE_CLASSES};
use crate::write::plan::ModulePlan;
use crate::write::WriteError;
use wasm_encoder::{BlockType, Function, Ieee64, Instruction as I, MemArg, ValType};

/// The wasm global holding the heap top.
pub const HEAP_GLOBAL: u32 = 1;

/// A C library function the output implements.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum LibFn {
    Malloc,
    Free,
    Calloc,
    Realloc,
    AlignedAlloc,
    PosixMemalign,
    Memcpy,
    Memmove,
    Memset,
    Memcmp,
    Strlen,
}

impl LibFn {
    /// Every built-in function, in function index order.
    pub const ALL: [LibFn; 11] = [
        LibFn::Malloc,
        LibFn::Free,
        LibFn::Calloc,
        LibFn::Realloc,
        LibFn::AlignedAlloc,
        LibFn::PosixMemalign,
        LibFn::Memcpy,
        LibFn::Memmove,
        LibFn::Memset,
        LibFn::Memcmp,
        LibFn::Strlen,
    ];

    /// The position in [`LibFn::ALL`].
    pub fn index(self) -> usize {
        LibFn::ALL.iter().position(|&l| l == self).unwrap_or(0)
    }

    /// The C name.
    pub fn name(self) -> &'static str {
        match self {
            LibFn::Malloc => "malloc",
            LibFn::Free => "free",
            LibFn::Calloc => "calloc",
            LibFn::Realloc => "realloc",
            LibFn::AlignedAlloc => "aligned_alloc",
            LibFn::PosixMemalign => "posix_memalign",
            LibFn::Memcpy => "memcpy",
            LibFn::Memmove => "memmove",
            LibFn::Memset => "memset",
            LibFn::Memcmp => "memcmp",
            LibFn::Strlen => "strlen",
        }
    }

    /// The wasm signature of the built-in function.
    pub fn wasm_type(self) -> (Vec<ValType>, Vec<ValType>) {
        use ValType::{I32, I64};
        match self {
            LibFn::Malloc => (vec![I64], vec![I32]),
            LibFn::Free => (vec![I32], vec![]),
            LibFn::Calloc | LibFn::AlignedAlloc => (vec![I64, I64], vec![I32]),
            LibFn::Realloc => (vec![I32, I64], vec![I32]),
            LibFn::PosixMemalign => (vec![I32, I64, I64], vec![I32]),
            LibFn::Memcpy | LibFn::Memmove | LibFn::Memset | LibFn::Memcmp => {
                (vec![I32, I32, I64], vec![I32])
            }
            LibFn::Strlen => (vec![I32], vec![I64]),
        }
    }
}

/// The built-in function a declaration named `name` is: the C names and
/// the C++ `new`/`delete` operators.
pub fn library_fn(name: &str) -> Option<LibFn> {
    Some(match name {
        "malloc" | "_Znwm" | "_Znam" => LibFn::Malloc,
        "free" | "_ZdlPv" | "_ZdaPv" | "_ZdlPvm" | "_ZdaPvm" => LibFn::Free,
        "calloc" => LibFn::Calloc,
        "realloc" => LibFn::Realloc,
        "aligned_alloc" => LibFn::AlignedAlloc,
        "posix_memalign" => LibFn::PosixMemalign,
        "memcpy" => LibFn::Memcpy,
        "memmove" => LibFn::Memmove,
        "memset" => LibFn::Memset,
        "memcmp" => LibFn::Memcmp,
        "strlen" => LibFn::Strlen,
        _ => return None,
    })
}

fn mem(offset: u64, align: u32) -> MemArg {
    MemArg {
        offset,
        align,
        target: wasm_encoder::MemArgTarget::Memory(0),
        ordering: None,
    }
}

fn finish(locals: &[ValType], code: &[I<'static>]) -> Function {
    let mut f = Function::new(locals.iter().map(|&t| (1, t)));
    for i in code {
        f.instruction(i);
    }
    f.instruction(&I::End);
    f
}

/// `cap = max(16, next power of two ≥ size)` for `size ≤ 2^31` in the
/// `i64` local `size`.
fn capacity(code: &mut Vec<I<'static>>, size: u32, cap: u32) {
    code.extend([
        I::LocalGet(size),
        I::I32WrapI64,
        I::LocalTee(cap),
        I::I32Const(16),
        I::I32LeU,
        I::If(BlockType::Empty),
        I::I32Const(16),
        I::LocalSet(cap),
        I::Else,
        I::I32Const(1),
        I::I32Const(32),
        I::LocalGet(cap),
        I::I32Const(1),
        I::I32Sub,
        I::I32Clz,
        I::I32Sub,
        I::I32Shl,
        I::LocalSet(cap),
        I::End,
    ]);
}

/// Returns null from the function when the `i64` local `size` is over
/// 2 GiB.
fn refuse_huge(code: &mut Vec<I<'static>>, size: u32) {
    code.extend([
        I::LocalGet(size),
        I::I64Const(0x8000_0000),
        I::I64GtU,
        I::If(BlockType::Empty),
        I::I32Const(0),
        I::Return,
        I::End,
    ]);
}

/// Takes the block at payload address `p` of capacity `cap` from the heap
/// top: grows memory as needed (returning null on failure), writes the
/// header, moves the top and leaves `p` on the stack.
fn bump(code: &mut Vec<I<'static>>, p: u32, cap: u32, end: u32) {
    code.extend([
        I::LocalGet(p),
        I::I64ExtendI32U,
        I::LocalGet(cap),
        I::I64ExtendI32U,
        I::I64Add,
        I::LocalTee(end),
        I::MemorySize(0),
        I::I64ExtendI32U,
        I::I64Const(16),
        I::I64Shl,
        I::I64GtU,
        I::If(BlockType::Empty),
        I::LocalGet(end),
        I::I64Const(65535),
        I::I64Add,
        I::I64Const(16),
        I::I64ShrU,
        I::MemorySize(0),
        I::I64ExtendI32U,
        I::I64Sub,
        I::I32WrapI64,
        I::MemoryGrow(0),
        I::I32Const(-1),
        I::I32Eq,
        I::If(BlockType::Empty),
        I::I32Const(0),
        I::Return,
        I::End,
        I::End,
        I::LocalGet(p),
        I::I32Const(4),
        I::I32Sub,
        I::LocalGet(cap),
        I::I32Store(mem(0, 2)),
        I::LocalGet(end),
        I::I32WrapI64,
        I::GlobalSet(HEAP_GLOBAL),
        I::LocalGet(p),
    ]);
}

/// The body of a built-in function.
pub fn emit_library(lib: LibFn, plan: &ModulePlan) -> Function {
    use ValType::{I32, I64};
    let lists = u64::from(FREE_LISTS);
    let mut c: Vec<I<'static>> = Vec::new();
    let malloc = plan.library(LibFn::Malloc);
    match lib {
        LibFn::Malloc => {
            // param size: 0; locals cap 1, p 2, end 3
            refuse_huge(&mut c, 0);
            capacity(&mut c, 0, 1);
            c.extend([
                // The class's list head, at FREE_LISTS + 4 * log2(cap).
                I::LocalGet(1),
                I::I32Ctz,
                I::I32Const(2),
                I::I32Shl,
                I::I32Load(mem(lists, 2)),
                I::LocalTee(2),
                I::If(BlockType::Empty),
                I::LocalGet(1),
                I::I32Ctz,
                I::I32Const(2),
                I::I32Shl,
                I::LocalGet(2),
                I::I32Load(mem(0, 2)),
                I::I32Store(mem(lists, 2)),
                I::LocalGet(2),
                I::Return,
                I::End,
                I::GlobalGet(HEAP_GLOBAL),
                I::I32Const(16),
                I::I32Add,
                I::LocalSet(2),
            ]);
            bump(&mut c, 2, 1, 3);
            finish(&[I32, I32, I64], &c)
        }
        LibFn::Free => {
            // param p: 0; local slot 1
            c.extend([
                I::LocalGet(0),
                I::I32Eqz,
                I::If(BlockType::Empty),
                I::Return,
                I::End,
                I::LocalGet(0),
                I::I32Const(4),
                I::I32Sub,
                I::I32Load(mem(0, 2)),
                I::I32Ctz,
                I::I32Const(2),
                I::I32Shl,
                I::LocalSet(1),
                I::LocalGet(0),
                I::LocalGet(1),
                I::I32Load(mem(lists, 2)),
                I::I32Store(mem(0, 2)),
                I::LocalGet(1),
                I::LocalGet(0),
                I::I32Store(mem(lists, 2)),
            ]);
            finish(&[I32], &c)
        }
        LibFn::Calloc => {
            // params n 0, size 1; locals total 2, p 3
            c.extend([
                I::LocalGet(0),
                I::I64Const(0xffff_ffff),
                I::I64GtU,
                I::LocalGet(1),
                I::I64Const(0xffff_ffff),
                I::I64GtU,
                I::I32Or,
                I::If(BlockType::Empty),
                I::I32Const(0),
                I::Return,
                I::End,
                I::LocalGet(0),
                I::LocalGet(1),
                I::I64Mul,
                I::LocalTee(2),
                I::Call(malloc),
                I::LocalTee(3),
                I::I32Eqz,
                I::If(BlockType::Empty),
                I::I32Const(0),
                I::Return,
                I::End,
                I::LocalGet(3),
                I::I32Const(0),
                I::LocalGet(2),
                I::I32WrapI64,
                I::MemoryFill(0),
                I::LocalGet(3),
            ]);
            finish(&[I64, I32], &c)
        }
        LibFn::Realloc => {
            // params p 0, size 1; locals cap 2, q 3
            c.extend([
                I::LocalGet(0),
                I::I32Eqz,
                I::If(BlockType::Empty),
                I::LocalGet(1),
                I::Call(malloc),
                I::Return,
                I::End,
                I::LocalGet(1),
                I::I64Eqz,
                I::If(BlockType::Empty),
                I::LocalGet(0),
                I::Call(plan.library(LibFn::Free)),
                I::I32Const(0),
                I::Return,
                I::End,
                I::LocalGet(0),
                I::I32Const(4),
                I::I32Sub,
                I::I32Load(mem(0, 2)),
                I::LocalTee(2),
                I::I64ExtendI32U,
                I::LocalGet(1),
                I::I64GeU,
                I::If(BlockType::Empty),
                I::LocalGet(0),
                I::Return,
                I::End,
                I::LocalGet(1),
                I::Call(malloc),
                I::LocalTee(3),
                I::I32Eqz,
                I::If(BlockType::Empty),
                I::I32Const(0),
                I::Return,
                I::End,
                I::LocalGet(3),
                I::LocalGet(0),
                I::LocalGet(2),
                I::MemoryCopy {
                    src_mem: 0,
                    dst_mem: 0,
                },
                I::LocalGet(0),
                I::Call(plan.library(LibFn::Free)),
                I::LocalGet(3),
            ]);
            finish(&[I32, I32], &c)
        }
        LibFn::AlignedAlloc => {
            // params align 0, size 1; locals cap 2, p 3, end 4, a 5
            c.extend([
                I::LocalGet(0),
                I::I64Const(16),
                I::I64LeU,
                I::If(BlockType::Empty),
                I::LocalGet(1),
                I::Call(malloc),
                I::Return,
                I::End,
                I::LocalGet(0),
                I::I64Const(0x4000_0000),
                I::I64GtU,
                I::If(BlockType::Empty),
                I::I32Const(0),
                I::Return,
                I::End,
            ]);
            refuse_huge(&mut c, 1);
            capacity(&mut c, 1, 2);
            // p = align_up(top + 16, a): always fresh, so that the block
            // is aligned however its class's free list is.
            c.extend([
                I::LocalGet(0),
                I::I32WrapI64,
                I::LocalSet(5),
                I::GlobalGet(HEAP_GLOBAL),
                I::I32Const(16),
                I::I32Add,
                I::LocalGet(5),
                I::I32Const(1),
                I::I32Sub,
                I::I32Add,
                I::I32Const(0),
                I::LocalGet(5),
                I::I32Sub,
                I::I32And,
                I::LocalSet(3),
            ]);
            bump(&mut c, 3, 2, 4);
            finish(&[I32, I32, I64, I32], &c)
        }
        LibFn::PosixMemalign => {
            // params out 0, align 1, size 2; local p 3
            c.extend([
                I::LocalGet(1),
                I::LocalGet(2),
                I::Call(plan.library(LibFn::AlignedAlloc)),
                I::LocalTee(3),
                I::I32Eqz,
                I::If(BlockType::Empty),
                I::I32Const(12), // ENOMEM
                I::Return,
                I::End,
                I::LocalGet(0),
                I::LocalGet(3),
                I::I64ExtendI32U,
                I::I64Store(mem(0, 0)),
                I::I32Const(0),
            ]);
            finish(&[I32], &c)
        }
        LibFn::Memcpy | LibFn::Memmove | LibFn::Memset => {
            c.extend([
                I::LocalGet(0),
                I::LocalGet(1),
                I::LocalGet(2),
                I::I32WrapI64,
            ]);
            c.push(if lib == LibFn::Memset {
                I::MemoryFill(0)
            } else {
                I::MemoryCopy {
                    src_mem: 0,
                    dst_mem: 0,
                }
            });
            c.push(I::LocalGet(0));
            finish(&[], &c)
        }
        LibFn::Memcmp => {
            // params a 0, b 1, n 2; locals i 3, x 4, y 5
            c.extend([
                I::Block(BlockType::Empty),
                I::Loop(BlockType::Empty),
                I::LocalGet(3),
                I::I64ExtendI32U,
                I::LocalGet(2),
                I::I64GeU,
                I::BrIf(1),
                I::LocalGet(0),
                I::LocalGet(3),
                I::I32Add,
                I::I32Load8U(mem(0, 0)),
                I::LocalTee(4),
                I::LocalGet(1),
                I::LocalGet(3),
                I::I32Add,
                I::I32Load8U(mem(0, 0)),
                I::LocalTee(5),
                I::I32Ne,
                I::If(BlockType::Empty),
                I::LocalGet(4),
                I::LocalGet(5),
                I::I32Sub,
                I::Return,
                I::End,
                I::LocalGet(3),
                I::I32Const(1),
                I::I32Add,
                I::LocalSet(3),
                I::Br(0),
                I::End,
                I::End,
                I::I32Const(0),
            ]);
            finish(&[I32, I32, I32], &c)
        }
        LibFn::Strlen => {
            // param s 0; local i 1
            c.extend([
                I::Block(BlockType::Empty),
                I::Loop(BlockType::Empty),
                I::LocalGet(0),
                I::LocalGet(1),
                I::I32Add,
                I::I32Load8U(mem(0, 0)),
                I::I32Eqz,
                I::BrIf(1),
                I::LocalGet(1),
                I::I32Const(1),
                I::I32Add,
                I::LocalSet(1),
                I::Br(0),
                I::End,
                I::End,
                I::LocalGet(1),
                I::I64ExtendI32U,
            ]);
            finish(&[I32], &c)
        }
    }
}

/// compiler-rt's `__powidf2` (`__powisf2` for `f32`), step for step:
/// `(a: float, b: i32) -> float`.
pub fn emit_powi(is64: bool) -> Function {
    let (ft, mul, div) = if is64 {
        (ValType::F64, I::F64Mul, I::F64Div)
    } else {
        (ValType::F32, I::F32Mul, I::F32Div)
    };
    let one = if is64 {
        I::F64Const(Ieee64::new(1f64.to_bits()))
    } else {
        I::F32Const(wasm_encoder::Ieee32::new(1f32.to_bits()))
    };
    // params a 0, b 1; locals r 2, recip 3
    let c = vec![
        I::LocalGet(1),
        I::I32Const(0),
        I::I32LtS,
        I::LocalSet(3),
        one.clone(),
        I::LocalSet(2),
        I::Loop(BlockType::Empty),
        I::LocalGet(1),
        I::I32Const(1),
        I::I32And,
        I::If(BlockType::Empty),
        I::LocalGet(2),
        I::LocalGet(0),
        mul.clone(),
        I::LocalSet(2),
        I::End,
        I::LocalGet(1),
        I::I32Const(2),
        I::I32DivS,
        I::LocalTee(1),
        I::If(BlockType::Empty),
        I::LocalGet(0),
        I::LocalGet(0),
        mul,
        I::LocalSet(0),
        I::Br(1),
        I::End,
        I::End,
        I::LocalGet(3),
        I::If(BlockType::Result(ft)),
        one,
        I::LocalGet(2),
        div,
        I::Else,
        I::LocalGet(2),
        I::End,
    ];
    finish(&[ft, ValType::I32], &c)
}

/// A thunk serving a declaration of `lib` with the flattened signature
/// `params -> results`: converts each integer lane to the built-in
/// function's (sizes zero-extended), drops extra parameters (the size of
/// a C++ sized `delete`), and converts or drops the result.
pub fn emit_thunk(
    name: &str,
    lib: LibFn,
    params: &[ValType],
    results: &[ValType],
    plan: &ModulePlan,
) -> Result<Function, WriteError> {
    let (cp, cr) = lib.wasm_type();
    let int = |t: &ValType| matches!(t, ValType::I32 | ValType::I64);
    let fits = params.len() >= cp.len()
        && params.iter().all(int)
        && results.len() <= 1
        && results.iter().all(int)
        && results.len() <= cr.len();
    if !fits {
        return Err(WriteError::LibrarySignature {
            name: name.to_string(),
            sig: format!("({params:?}) -> ({results:?})"),
        });
    }
    let mut c = Vec::new();
    for (i, (&have, &want)) in params.iter().zip(&cp).enumerate() {
        c.push(I::LocalGet(i as u32));
        match (have, want) {
            (ValType::I32, ValType::I64) => c.push(I::I64ExtendI32U),
            (ValType::I64, ValType::I32) => c.push(I::I32WrapI64),
            _ => {}
        }
    }
    c.push(I::Call(plan.library(lib)));
    match (cr.first(), results.first()) {
        (Some(_), None) => c.push(I::Drop),
        (Some(ValType::I32), Some(ValType::I64)) => c.push(I::I64ExtendI32U),
        (Some(ValType::I64), Some(ValType::I32)) => c.push(I::I32WrapI64),
        _ => {}
    }
    Ok(finish(&[], &c))
}

/// Checks the free lists fit the layout's runtime area.
pub fn check_layout(layout: &MemoryLayout) -> bool {
    FREE_LISTS + 4 * SIZE_CLASSES <= layout.data_base
}

/// A fused multiply-add on `f64` (`(a, b, c) -> f64`), which wasm lacks:
/// Dekker's exact product `a·b = p + e` (Veltkamp splitting), Knuth's
/// exact sum `p + c = s + t`, then `s + (t + e)`. Exact where it matters
/// most (`fma(a, b, -a·b)` gives the product's rounding error), within
/// an ulp otherwise; infinities, NaN and huge operands fall back to
/// `a·b + c` (an infinite `c` wins over an overflowing product). A product
/// in the subnormal range is not exact, so the last bit may differ there.
pub fn emit_fma() -> Function {
    let k = |v: f64| I::F64Const(Ieee64::new(v.to_bits()));
    let g = I::LocalGet;
    let s = I::LocalSet;
    // params a 0, b 1, c 2; locals p 3, ah 4, al 5, bh 6, bl 7, e 8,
    // s 9, bb 10, t 11
    let mut c = vec![
        g(0),
        g(1),
        I::F64Mul,
        I::LocalTee(3),
        I::F64Abs,
        k(f64::INFINITY),
        I::F64Lt,
        g(0),
        I::F64Abs,
        k(1e300),
        I::F64Lt,
        I::I32And,
        g(1),
        I::F64Abs,
        k(1e300),
        I::F64Lt,
        I::I32And,
        I::I32Eqz,
        I::If(BlockType::Empty),
        // An infinite addend wins over a finite product that overflowed.
        g(2),
        I::F64Abs,
        k(f64::INFINITY),
        I::F64Eq,
        g(0),
        I::F64Abs,
        k(f64::INFINITY),
        I::F64Lt,
        I::I32And,
        g(1),
        I::F64Abs,
        k(f64::INFINITY),
        I::F64Lt,
        I::I32And,
        I::If(BlockType::Empty),
        g(2),
        I::Return,
        I::End,
        g(3),
        g(2),
        I::F64Add,
        I::Return,
        I::End,
    ];
    for (x, hi, lo) in [(0, 4, 5), (1, 6, 7)] {
        // t = C·x; hi = t - (t - x); lo = x - hi
        c.extend([
            k(134_217_729.0),
            g(x),
            I::F64Mul,
            I::LocalTee(11),
            g(11),
            g(x),
            I::F64Sub,
            I::F64Sub,
            I::LocalTee(hi),
            g(x),
            I::F64Sub,
            I::F64Neg,
            s(lo),
        ]);
    }
    c.extend([
        // e = ((ah·bh - p) + ah·bl + al·bh) + al·bl
        g(4),
        g(6),
        I::F64Mul,
        g(3),
        I::F64Sub,
        g(4),
        g(7),
        I::F64Mul,
        I::F64Add,
        g(5),
        g(6),
        I::F64Mul,
        I::F64Add,
        g(5),
        g(7),
        I::F64Mul,
        I::F64Add,
        s(8),
        // s = p + c; bb = s - p; t = (p - (s - bb)) + (c - bb)
        g(3),
        g(2),
        I::F64Add,
        I::LocalTee(9),
        g(3),
        I::F64Sub,
        s(10),
        g(3),
        g(9),
        g(10),
        I::F64Sub,
        I::F64Sub,
        g(2),
        g(10),
        I::F64Sub,
        I::F64Add,
        s(11),
        g(9),
        I::F64Abs,
        k(f64::INFINITY),
        I::F64Lt,
        I::I32Eqz,
        I::If(BlockType::Empty),
        g(9),
        I::Return,
        I::End,
        // A zero correction keeps the sign of s (-0 + -0 is -0).
        g(11),
        g(8),
        I::F64Add,
        I::LocalTee(10),
        k(0.0),
        I::F64Eq,
        I::If(BlockType::Empty),
        g(9),
        I::Return,
        I::End,
        g(9),
        g(10),
        I::F64Add,
    ]);
    finish(&[ValType::F64; 9], &c)
}
