//! The instance record `vmctx` points to, and the trap codes it holds.
//!
//! Every lowered function takes `vmctx` first and reaches the memories,
//! globals and tables through it, at the offsets [`InstanceLayout`] fixes.
//! The layout is computed once per module from its declarations, returned
//! to the embedder with the module, and printed by its `Display` (the text
//! the docs show).

use std::fmt;
use zyme_ir::Type;

/// Offset of the trap code (`i32`, 0 while no trap happened).
pub const TRAP: i64 = 0;
/// Offset of the index of the function that trapped (`i32`).
pub const TRAP_FUNC: i64 = 4;
/// Offset of the module byte offset of the trapping instruction (`i32`).
pub const TRAP_OFFSET: i64 = 8;
/// Offset of the call depth (`i32`): every function counts itself in and
/// out, and traps with [`TrapCode::StackOverflow`] past
/// [`CALL_DEPTH_LIMIT`], so deep recursion never overflows the host stack.
pub const DEPTH: i64 = 12;
/// The deepest wasm call nesting before a stack-overflow trap.
pub const CALL_DEPTH_LIMIT: i64 = 5_000;
/// Bytes of one memory's fields (base, size, maximum pages); memory `k`'s
/// start at `16 + MEMORY_FIELDS * k`.
pub const MEMORY_FIELDS: i64 = 24;
/// Bytes of a wasm page.
pub const PAGE: u64 = 65_536;

/// Why wasm code trapped: the value stored at [`TRAP`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[non_exhaustive]
pub enum TrapCode {
    Unreachable = 1,
    MemoryOutOfBounds = 2,
    DivisionByZero = 3,
    IntegerOverflow = 4,
    InvalidConversion = 5,
    IndirectCallTypeMismatch = 6,
    UndefinedElement = 7,
    UninitializedElement = 8,
    TableOutOfBounds = 9,
    StackOverflow = 10,
    /// Instantiation failed: an active data or element segment did not
    /// fit, or a memory or table could not be allocated.
    InstantiationFailed = 11,
}

impl TrapCode {
    /// Every code, in numeric order.
    pub const ALL: [TrapCode; 11] = [
        TrapCode::Unreachable,
        TrapCode::MemoryOutOfBounds,
        TrapCode::DivisionByZero,
        TrapCode::IntegerOverflow,
        TrapCode::InvalidConversion,
        TrapCode::IndirectCallTypeMismatch,
        TrapCode::UndefinedElement,
        TrapCode::UninitializedElement,
        TrapCode::TableOutOfBounds,
        TrapCode::StackOverflow,
        TrapCode::InstantiationFailed,
    ];

    /// The code stored in the instance record.
    pub fn code(self) -> i32 {
        self as i32
    }

    /// The code of a stored value, if it is one.
    pub fn from_code(code: i32) -> Option<TrapCode> {
        TrapCode::ALL.into_iter().find(|t| t.code() == code)
    }

    /// The message the wasm specification's test suite uses.
    pub fn message(self) -> &'static str {
        match self {
            TrapCode::Unreachable => "unreachable",
            TrapCode::MemoryOutOfBounds => "out of bounds memory access",
            TrapCode::DivisionByZero => "integer divide by zero",
            TrapCode::IntegerOverflow => "integer overflow",
            TrapCode::InvalidConversion => "invalid conversion to integer",
            TrapCode::IndirectCallTypeMismatch => "indirect call type mismatch",
            TrapCode::UndefinedElement => "undefined element",
            TrapCode::UninitializedElement => "uninitialized element",
            TrapCode::TableOutOfBounds => "out of bounds table access",
            TrapCode::StackOverflow => "call stack exhausted",
            TrapCode::InstantiationFailed => {
                "instantiation failed (a segment does not fit or memory cannot be allocated)"
            }
        }
    }
}

impl fmt::Display for TrapCode {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(self.message())
    }
}

/// Where a linear memory lives in the instance record.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct MemoryLayout {
    /// Offset of the base pointer (`ptr`).
    pub base: i64,
    /// Offset of the size in bytes (`i64`).
    pub size: i64,
    /// Offset of the maximum size in pages (`i64`).
    pub max_pages: i64,
    /// Pages at instantiation.
    pub initial_pages: u64,
}

/// Where a global lives in the instance record.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct GlobalLayout {
    pub offset: i64,
    /// The zyme type of its value.
    pub ty: Type,
    pub mutable: bool,
}

/// Where a table lives in the instance record: an array of 16-byte
/// entries `(func_addr: ptr, meta: i64)`, where `meta` holds the
/// canonical type index in its low 32 bits and the function reference
/// (function index + 1; 0 for null) in its high 32 bits. A null entry is
/// all zeros.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct TableLayout {
    /// Offset of the entries pointer (`ptr`).
    pub base: i64,
    /// Offset of the number of entries (`i64`).
    pub size: i64,
    /// Entries at instantiation.
    pub initial: u64,
}

/// Bytes of one table entry.
pub const TABLE_ENTRY: i64 = 16;

/// The instance record: what `vmctx` points to.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct InstanceLayout {
    /// Total bytes (a multiple of 16).
    pub size: u64,
    pub memories: Vec<MemoryLayout>,
    pub globals: Vec<GlobalLayout>,
    pub tables: Vec<TableLayout>,
    /// Per data segment, the offset of its remaining length (`i64`):
    /// `data.drop` and instantiation (for active segments) set it to 0.
    pub data: Vec<i64>,
}

impl InstanceLayout {
    /// Lays the record out: the trap fields, then memories, globals,
    /// tables and data segment lengths, each aligned to its size.
    pub fn compute(
        memories: &[u64],
        globals: &[(Type, bool)],
        tables: &[u64],
        data_segments: usize,
    ) -> InstanceLayout {
        let mut at = 16i64;
        let mut take = |bytes: i64| {
            let align = bytes.clamp(1, 16);
            at = (at + align - 1) / align * align;
            let here = at;
            at += bytes;
            here
        };
        let mut layout = InstanceLayout::default();
        for &initial_pages in memories {
            layout.memories.push(MemoryLayout {
                base: take(8),
                size: take(8),
                max_pages: take(8),
                initial_pages,
            });
        }
        for &(ty, mutable) in globals {
            layout.globals.push(GlobalLayout {
                offset: take(i64::from(ty.bytes())),
                ty,
                mutable,
            });
        }
        for &initial in tables {
            layout.tables.push(TableLayout {
                base: take(8),
                size: take(8),
                initial,
            });
        }
        for _ in 0..data_segments {
            layout.data.push(take(8));
        }
        layout.size = (at as u64).div_ceil(16) * 16;
        layout
    }
}

impl fmt::Display for InstanceLayout {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        writeln!(f, "instance record, {} bytes:", self.size)?;
        writeln!(
            f,
            "  {TRAP:>5}: trap i32, {TRAP_FUNC}: trap_func i32, {TRAP_OFFSET}: trap_offset i32, {DEPTH}: depth i32"
        )?;
        for (k, m) in self.memories.iter().enumerate() {
            writeln!(
                f,
                "  {:>5}: memory {k} base ptr, {}: size i64, {}: max_pages i64 ({} pages at start)",
                m.base, m.size, m.max_pages, m.initial_pages
            )?;
        }
        for (g, gl) in self.globals.iter().enumerate() {
            let m = if gl.mutable { " mut" } else { "" };
            writeln!(f, "  {:>5}: global {g}{m} {}", gl.offset, gl.ty)?;
        }
        for (t, tl) in self.tables.iter().enumerate() {
            writeln!(
                f,
                "  {:>5}: table {t} entries ptr, {}: size i64 ({} at start)",
                tl.base, tl.size, tl.initial
            )?;
        }
        for (d, off) in self.data.iter().enumerate() {
            writeln!(f, "  {off:>5}: data {d} remaining i64")?;
        }
        Ok(())
    }
}
