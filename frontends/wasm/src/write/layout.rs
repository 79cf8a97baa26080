//! Where everything lives in the output's memory 0:
//!
//! ```text
//! 0            16            256          data_end   stack_limit   stack_top = heap_base
//! | null page  | free lists  | globals    |  (align)  | stack ↓     | heap ↑ (memory.grow)
//! ```
//!
//! Address 0 stays unused so that a null pointer never names an object.
//! The allocator keeps one free-list head per size class at
//! [`FREE_LISTS`]. Globals get fixed addresses, in id order, each at its
//! alignment, and one active data segment holds their initial bytes with
//! relocations applied: a global's address, or a function's *table index*
//! (the "address" `func_addr` gives), written as 8 little-endian bytes.
//! The shadow stack for stack slots grows down from `stack_top`; the heap
//! starts there and grows with `memory.grow`.

use crate::write::WriteError;
use cranelift_entity::SecondaryMap;
use zyme_ir::{FuncId, Global, GlobalInit, Module, RelocTarget};

/// Where the allocator's free-list heads start (one `i32` per class).
pub const FREE_LISTS: u32 = 16;
/// Number of size classes (powers of two from 16 bytes).
pub const SIZE_CLASSES: u32 = 32;
/// Where the first global goes.
const GLOBAL_BASE: u32 = 256;
/// Bytes of a wasm page.
pub const PAGE: u64 = 65536;

/// The addresses the writer gives globals, the stack and the heap.
#[derive(Clone, Debug)]
pub struct MemoryLayout {
    /// The address of each global.
    pub global_addrs: SecondaryMap<Global, u32>,
    /// Where the data segment starts.
    pub data_base: u32,
    /// The initial bytes of `[data_base, data_base + data.len())`.
    pub data: Vec<u8>,
    /// The lowest address the stack may reach.
    pub stack_limit: u32,
    /// The initial stack pointer (16-aligned); the heap starts here.
    pub stack_top: u32,
    /// Pages the memory starts with.
    pub initial_pages: u64,
}

fn align_up(x: u64, align: u64) -> u64 {
    x.div_ceil(align.max(1)) * align.max(1)
}

impl MemoryLayout {
    /// Lays out `module`'s globals and a stack of `stack_size` bytes;
    /// `func_addr` gives the address (table index) of a function.
    pub fn compute(
        module: &Module,
        stack_size: u32,
        func_addr: impl Fn(FuncId) -> u32,
    ) -> Result<MemoryLayout, WriteError> {
        let too_big = || WriteError::Layout("the globals need more than 4 GiB".into());
        let mut global_addrs = SecondaryMap::new();
        let mut end = u64::from(GLOBAL_BASE);
        for (id, g) in module.globals.iter() {
            let at = align_up(end, u64::from(g.align.max(1)));
            global_addrs[id] = u32::try_from(at).map_err(|_| too_big())?;
            end = at.checked_add(g.size.max(1)).ok_or_else(too_big)?;
        }
        let mut data = vec![0u8; (end - u64::from(GLOBAL_BASE)) as usize];
        for (id, g) in module.globals.iter() {
            let GlobalInit::Bytes {
                data: bytes,
                relocs,
            } = &g.init
            else {
                // Zero-initialised, or defined outside the module: an
                // external global has no bytes to give, and starts zeroed.
                continue;
            };
            let start = (global_addrs[id] - GLOBAL_BASE) as usize;
            let len = bytes.len().min(g.size as usize);
            data[start..start + len].copy_from_slice(&bytes[..len]);
            for reloc in relocs {
                let target = match reloc.target {
                    RelocTarget::Global(t) if module.globals.is_valid(t) => {
                        u64::from(global_addrs[t])
                    }
                    RelocTarget::Func(f) if module.functions.is_valid(f) => u64::from(func_addr(f)),
                    _ => {
                        return Err(WriteError::Layout(format!(
                            "a relocation of @{} names nothing",
                            g.name
                        )))
                    }
                };
                let value = target.wrapping_add(reloc.addend as u64);
                let at = start + reloc.offset as usize;
                let slot = data
                    .get_mut(at..at + 8)
                    .filter(|_| reloc.offset + 8 <= g.size)
                    .ok_or_else(|| {
                        WriteError::Layout(format!("a relocation runs past the end of @{}", g.name))
                    })?;
                slot.copy_from_slice(&value.to_le_bytes());
            }
        }
        let stack_limit = align_up(end, 16);
        let stack_top = align_up(stack_limit + u64::from(stack_size), 16);
        if stack_top >= 1 << 32 {
            return Err(too_big());
        }
        Ok(MemoryLayout {
            global_addrs,
            data_base: GLOBAL_BASE,
            data,
            stack_limit: stack_limit as u32,
            stack_top: stack_top as u32,
            initial_pages: stack_top.div_ceil(PAGE) + 1,
        })
    }
}
