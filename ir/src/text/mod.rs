//! The text format of zyme IR: `print_module` writes it, `parse_module`
//! reads it, and `print(parse(print(m))) == print(m)`.
//!
//! The printer is canonical: values and blocks are renumbered densely in
//! layout order (block parameters before instruction results), so any two
//! equal modules print the same. The parser accepts any numbering.
//!
//! # Grammar (informal)
//!
//! ```text
//! ; a comment runs to the end of the line
//! file f0 "src/model.c"                           ; file table for locations
//!
//! global export @counter: size 8 align 8 = zero
//! global local const @table: size 16 align 8 = bytes x"2a00000000000000" relocs [8: @f + 0]
//! global export @tile: size 256 align 8 addrspace shared = zero
//! global import @errno: size 4 align 4            ; no initializer
//!
//! declare @sin(f64) -> f64
//! declare @printf(ptr, ...) -> i32
//! declare @pair() -> (f64, i32)                   ; several results
//!
//! func export @f(f64, ptr) -> f64 {
//!     ss0 = slot 16 align 8
//! block0(v0: f64, v1: ptr):
//!     v2 = fconst.f64 2.5
//!     v3 = fmul v0, v2 !f0:12:3                   ; source location f0 line 12 col 3
//!     store v3, v1 align 8
//!     v4 = load.f64 v1 align 8 volatile
//!     jump block1(v4)
//! block1(v5: f64):
//!     return v5
//! }
//! ```
//!
//! Linkage is `export`, `local` or `import`; `declare` is an `import`
//! function. Instruction forms (`vN` values, `blockN` blocks, `@name`
//! functions and globals, `ssN` stack slots, `T` a type):
//!
//! | form | notes |
//! |---|---|
//! | `v = iconst.T N` | `N` decimal (signed or unsigned within the width) or `0x` hex; printed signed |
//! | `v = fconst.T F` | `F` as `value::format_f64`: shortest decimal, `inf`, `-inf`, `nan`, `nan:0x<bits>` |
//! | `v = global_addr @g` / `func_addr @f` / `stack_addr ssN` | |
//! | `v = <unary> a` | `ineg bnot popcnt ctz clz bswap bitrev iabs fneg` |
//! | `v = <binary> a, b` | `iadd … frem` (see `opcode::BinaryOp`) |
//! | `v = icmp <cc> a, b` / `v = fcmp <cc> a, b` | |
//! | `v = select c, a, b` | |
//! | `v = <cast>.T a` | `trunc zext sext fptrunc fpext fptosi fptoui sitofp uitofp bitcast ptrtoint inttoptr addrspacecast` |
//! | `v = ptr_add p, off` | |
//! | `v = load.T p [align N] [volatile] [atomic <ord>]` | `align 1` is not printed |
//! | `store x, p [align N] [volatile] [atomic <ord>]` | |
//! | `v = atomic_rmw.T <op> p, x <ord>` | |
//! | `v, ok = cmpxchg.T p, expected, new <ord> <ord>` | success, then failure ordering |
//! | `fence <ord>` | |
//! | `v… = call @f(a, …)` | no `=` when the callee returns nothing |
//! | `v… = call_indirect p(a, …) : (T, …) -> T` | signature as in `declare`, `...` for variadic |
//! | `v = <math> a[, b[, c]]` | `sqrt sin … ftrunc round rint` (see `opcode::MathOp`) |
//! | `memcpy d, s, n` / `memmove d, s, n` / `memset d, byte, n` | |
//! | `v = thread_id.x` … `grid_dim.z` / `barrier` | |
//! | `v = splat.T a` / `v = extract_lane a, N` / `v = insert_lane a, x, N` / `v = shuffle a, b, [N, …]` | |
//! | `jump blockN(a, …)` | the parentheses are left out when there are no arguments |
//! | `brif c, blockN(…), blockM(…)` | |
//! | `switch a, [N: blockK(…), …], blockD(…)` | case values printed signed in the operand's width |
//! | `return a, …` / `unreachable` / `trap` | |
//!
//! Any instruction may end with a source location `!fN:line:col` or
//! `!line:col`.
//!
//! The parser also reads what the printer never writes: any numbering of
//! values, blocks, slots and files; uses before definitions (of values,
//! blocks, functions and globals); integers in hex or unsigned; memory
//! flags in any order; `@"quoted names"`; calls whose results are left
//! unnamed. It checks only what it needs to build the module (names,
//! operand counts, immediates in range); typing is the verifier's job.

mod lexer;
mod parser;
pub mod printer;
mod resolve;
#[cfg(test)]
mod tests;

pub use parser::{parse_module, ParseError};
pub use printer::{print_function, print_module};
