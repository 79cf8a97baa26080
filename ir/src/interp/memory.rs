//! The interpreter's memory: a sparse 64-bit address space of separate
//! allocations.
//!
//! Addresses come from a bump allocator that never hands out an address
//! twice and leaves a gap after every allocation, so that any access that
//! strays from its allocation (one byte past the end, into freed memory)
//! lands where no live allocation is and is reported instead of silently
//! reading a neighbour. Every byte carries an "initialised" bit so that
//! reads of never-written memory are reported too.

use super::{ErrorKind, InterpError};
use crate::types::{ScalarType, Type};
use crate::value::{truncate, DataValue};
use std::collections::BTreeMap;

/// Addresses below this are the null page: an access there is `NullDeref`.
pub const NULL_PAGE: u64 = 0x1000;
/// Where the first allocation goes.
pub const HEAP_BASE: u64 = 0x1000_0000;
/// Bytes left unused after every allocation so that overruns are caught.
pub const GAP: u64 = 64;
/// Function addresses live here, far above any data allocation, so that a
/// data access through a function pointer is out of bounds and a call
/// through a data pointer is recognisably not a function.
pub const FUNC_BASE: u64 = 0xF000_0000_0000;
/// Distance between two function addresses.
pub const FUNC_STRIDE: u64 = 16;
/// The largest single allocation: guards the host against `malloc(huge)`.
pub const MAX_ALLOC: u64 = 1 << 28;

/// What an allocation was made for; decides who may free it.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum AllocKind {
    /// A global variable; `constant` ones are read-only.
    Global { constant: bool },
    /// A stack slot, freed when its frame returns.
    Stack,
    /// `malloc` and friends (and buffers the host allocates).
    Heap,
}

#[derive(Clone, Debug)]
struct Allocation {
    size: u64,
    kind: AllocKind,
    live: bool,
    /// Empty once freed: nothing may be read from a dead allocation.
    data: Vec<u8>,
    init: Vec<bool>,
}

/// Byte-addressed little-endian memory with per-byte initialisation.
#[derive(Clone, Debug)]
pub struct Memory {
    allocs: BTreeMap<u64, Allocation>,
    next: u64,
    /// Bytes of live `Heap` allocations.
    heap_live: u64,
    /// Bytes of every `Heap` allocation ever made.
    heap_allocated: u64,
}

impl Default for Memory {
    fn default() -> Self {
        Memory::new()
    }
}

fn err<T>(kind: ErrorKind) -> Result<T, InterpError> {
    Err(InterpError::new(kind))
}

impl Memory {
    pub fn new() -> Memory {
        Memory {
            allocs: BTreeMap::new(),
            next: HEAP_BASE,
            heap_live: 0,
            heap_allocated: 0,
        }
    }

    /// Reserves `size` uninitialised bytes aligned to `max(align, 16)`.
    pub fn allocate(&mut self, size: u64, align: u64, kind: AllocKind) -> Result<u64, InterpError> {
        if size > MAX_ALLOC {
            return err(ErrorKind::OutOfMemory { size });
        }
        let align = align.max(16).checked_next_power_of_two().unwrap_or(1 << 62);
        let base = self
            .next
            .checked_add(align - 1)
            .map(|a| a & !(align - 1))
            .filter(|&b| b.saturating_add(size).saturating_add(GAP) < FUNC_BASE)
            .ok_or_else(|| InterpError::new(ErrorKind::OutOfMemory { size }))?;
        self.next = base + size + GAP;
        if kind == AllocKind::Heap {
            self.heap_live += size;
            self.heap_allocated += size;
        }
        self.allocs.insert(
            base,
            Allocation {
                size,
                kind,
                live: true,
                data: vec![0; size as usize],
                init: vec![false; size as usize],
            },
        );
        Ok(base)
    }

    /// A heap buffer for the host (argument arrays, result buffers); the
    /// program may `free` it like `malloc`ed memory.
    pub fn alloc(&mut self, size: u64, align: u64) -> Result<u64, InterpError> {
        self.allocate(size, align, AllocKind::Heap)
    }

    /// A heap buffer holding `bytes`.
    pub fn alloc_bytes(&mut self, bytes: &[u8], align: u64) -> Result<u64, InterpError> {
        let addr = self.alloc(bytes.len() as u64, align)?;
        self.write(addr, bytes)?;
        Ok(addr)
    }

    /// Frees the allocation that starts at `addr` if it is of `kind`
    /// (`free` of a heap block, or a frame's stack slots on return).
    pub fn free(&mut self, addr: u64, kind: AllocKind) -> Result<(), InterpError> {
        match self.allocs.get_mut(&addr) {
            Some(a) if a.kind == kind && a.live => {
                if kind == AllocKind::Heap {
                    self.heap_live -= a.size;
                }
                a.live = false;
                a.data = Vec::new();
                a.init = Vec::new();
                Ok(())
            }
            Some(a) if a.kind == kind => err(ErrorKind::DoubleFree { addr }),
            _ => err(ErrorKind::InvalidFree { addr }),
        }
    }

    /// The size of the live allocation that starts exactly at `addr`, if
    /// it is of `kind` (what `realloc` needs to know).
    pub fn block_size(&self, addr: u64, kind: AllocKind) -> Option<u64> {
        self.allocs
            .get(&addr)
            .filter(|a| a.live && a.kind == kind)
            .map(|a| a.size)
    }

    /// What the live allocation holding `addr` was made for.
    pub fn kind_at(&self, addr: u64) -> Option<AllocKind> {
        self.allocation_at(addr).map(|(_, kind)| kind)
    }

    /// The start and kind of the live allocation holding `addr`.
    pub fn allocation_at(&self, addr: u64) -> Option<(u64, AllocKind)> {
        let (&base, alloc) = self.allocs.range(..=addr).next_back()?;
        (alloc.live && addr - base < alloc.size).then_some((base, alloc.kind))
    }

    /// Where the next allocation will start, at the earliest: every
    /// allocation made from now on starts at or above it (addresses are
    /// never reused), so it tells later allocations from earlier ones.
    pub fn next_address(&self) -> u64 {
        self.next
    }

    /// Bytes of the live `Heap` allocations (host buffers and `malloc`).
    pub fn heap_live_bytes(&self) -> u64 {
        self.heap_live
    }

    /// Bytes of all `Heap` allocations made so far, freed or not.
    pub fn heap_allocated_bytes(&self) -> u64 {
        self.heap_allocated
    }

    /// Finds the allocation that holds all of `[addr, addr + len)`.
    fn locate(&self, addr: u64, len: u64) -> Result<(u64, &Allocation), InterpError> {
        let oob = || err(ErrorKind::OutOfBounds { addr, len });
        if addr < NULL_PAGE {
            return err(ErrorKind::NullDeref { addr });
        }
        let Some((&base, alloc)) = self.allocs.range(..=addr).next_back() else {
            return oob();
        };
        let offset = addr - base;
        let fits = offset.checked_add(len).is_some_and(|end| end <= alloc.size);
        if !alloc.live && offset < alloc.size.max(1) {
            return err(ErrorKind::UseAfterFree { addr });
        }
        if !fits {
            return oob();
        }
        Ok((base, alloc))
    }

    /// Checks that `[addr, addr + len)` lies in one live allocation.
    pub fn check(&self, addr: u64, len: u64) -> Result<(), InterpError> {
        if len == 0 {
            return Ok(());
        }
        self.locate(addr, len).map(|_| ())
    }

    /// Reads initialised bytes.
    pub fn read(&self, addr: u64, len: u64) -> Result<Vec<u8>, InterpError> {
        let (data, init) = self.read_raw(addr, len)?;
        if let Some(i) = init.iter().position(|&b| !b) {
            return err(ErrorKind::Uninitialized {
                addr: addr + i as u64,
            });
        }
        Ok(data)
    }

    /// Reads bytes with their initialisation state (for copies, which
    /// carry uninitialised bytes along rather than failing).
    pub fn read_raw(&self, addr: u64, len: u64) -> Result<(Vec<u8>, Vec<bool>), InterpError> {
        if len == 0 {
            return Ok((Vec::new(), Vec::new()));
        }
        let (base, alloc) = self.locate(addr, len)?;
        let start = (addr - base) as usize;
        let end = start + len as usize;
        Ok((
            alloc.data[start..end].to_vec(),
            alloc.init[start..end].to_vec(),
        ))
    }

    /// Writes bytes, marking them initialised.
    pub fn write(&mut self, addr: u64, bytes: &[u8]) -> Result<(), InterpError> {
        self.write_raw(addr, bytes, None)
    }

    /// Writes bytes with the given initialisation state (all initialised
    /// when `init` is `None`). Constant globals refuse writes.
    pub fn write_raw(
        &mut self,
        addr: u64,
        bytes: &[u8],
        init: Option<&[bool]>,
    ) -> Result<(), InterpError> {
        if bytes.is_empty() {
            return Ok(());
        }
        let (base, alloc) = self.locate(addr, bytes.len() as u64)?;
        if alloc.kind == (AllocKind::Global { constant: true }) {
            return err(ErrorKind::WriteToConst { addr });
        }
        let start = (addr - base) as usize;
        let end = start + bytes.len();
        let Some(alloc) = self.allocs.get_mut(&base) else {
            return err(ErrorKind::OutOfBounds {
                addr,
                len: bytes.len() as u64,
            });
        };
        alloc.data[start..end].copy_from_slice(bytes);
        match init {
            Some(init) if init.len() == bytes.len() => alloc.init[start..end].copy_from_slice(init),
            _ => alloc.init[start..end].iter_mut().for_each(|b| *b = true),
        }
        Ok(())
    }

    /// Makes a global read-only once its initialiser is in place.
    pub(crate) fn seal_constant(&mut self, base: u64) {
        if let Some(a) = self.allocs.get_mut(&base) {
            a.kind = AllocKind::Global { constant: true };
        }
    }

    /// Copies bytes with their initialisation state; the regions may
    /// overlap (the source is read in full before anything is written).
    pub fn copy(&mut self, dst: u64, src: u64, len: u64) -> Result<(), InterpError> {
        if len == 0 {
            return Ok(());
        }
        self.check(dst, len)?;
        let (data, init) = self.read_raw(src, len)?;
        self.write_raw(dst, &data, Some(&init))
    }

    /// Reads a NUL-terminated string (without the NUL), at most `limit`
    /// bytes when given (then no NUL is needed, as for `%.3s`).
    pub fn read_cstr(&self, addr: u64, limit: Option<u64>) -> Result<Vec<u8>, InterpError> {
        let mut out = Vec::new();
        loop {
            if limit.is_some_and(|l| out.len() as u64 >= l) {
                return Ok(out);
            }
            let byte = self.read(addr.wrapping_add(out.len() as u64), 1)?[0];
            if byte == 0 {
                return Ok(out);
            }
            out.push(byte);
        }
    }

    /// Loads a value of type `ty`: lanes packed at their byte size, each
    /// little-endian; an `i1` is the low bit of its byte.
    pub fn load(&self, addr: u64, ty: Type) -> Result<DataValue, InterpError> {
        let bytes = self.read(addr, u64::from(ty.bytes()))?;
        Ok(decode(ty, &bytes))
    }

    /// Stores a value in the layout `load` reads.
    pub fn store(&mut self, addr: u64, value: &DataValue) -> Result<(), InterpError> {
        let mut bytes = Vec::new();
        encode(value, &mut bytes);
        self.write(addr, &bytes)
    }

    /// Writes `f64`s (a convenience for test and harness buffers).
    pub fn write_f64s(&mut self, addr: u64, values: &[f64]) -> Result<(), InterpError> {
        let bytes: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
        self.write(addr, &bytes)
    }

    /// Reads `n` `f64`s.
    pub fn read_f64s(&self, addr: u64, n: usize) -> Result<Vec<f64>, InterpError> {
        let bytes = self.read(addr, (n as u64).saturating_mul(8))?;
        Ok(bytes
            .chunks_exact(8)
            .map(|c| f64::from_le_bytes(c.try_into().unwrap_or([0; 8])))
            .collect())
    }
}

/// The in-memory bytes of a value (see `Memory::load`).
pub fn encode(value: &DataValue, out: &mut Vec<u8>) {
    match value {
        DataValue::Vector(lanes) => lanes.iter().for_each(|l| encode(l, out)),
        DataValue::Int(ty, bits) => {
            out.extend_from_slice(&bits.to_le_bytes()[..ty.bytes() as usize]);
        }
        DataValue::I128(bits) => out.extend_from_slice(&bits.to_le_bytes()),
        DataValue::F32(bits) => out.extend_from_slice(&bits.to_le_bytes()),
        DataValue::F64(bits) => out.extend_from_slice(&bits.to_le_bytes()),
    }
}

/// Decodes `ty.bytes()` bytes as `encode` lays them out.
pub fn decode(ty: Type, bytes: &[u8]) -> DataValue {
    let lane = ty.lane();
    let size = lane.bytes() as usize;
    let one = |chunk: &[u8]| {
        if lane == ScalarType::I128 {
            let mut raw = [0u8; 16];
            raw[..chunk.len()].copy_from_slice(chunk);
            return DataValue::I128(u128::from_le_bytes(raw));
        }
        let mut raw = [0u8; 8];
        raw[..chunk.len()].copy_from_slice(chunk);
        let bits = u64::from_le_bytes(raw);
        let bits = if lane == ScalarType::I1 {
            bits & 1
        } else {
            bits
        };
        DataValue::from_bits(lane, truncate(bits, lane.bits()))
    };
    if ty.is_vector() {
        DataValue::Vector(bytes.chunks(size).map(one).collect())
    } else {
        one(bytes)
    }
}
