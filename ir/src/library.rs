//! The C library functions zyme knows, as data: what a call of each means
//! to the alias oracle, activity and type analysis, both modes of
//! synthesis and the interpreter, in one table ([`library_kind`]). The math
//! library is the other table ([`crate::MathOp::from_libm`]).
//!
//! A module function registered as behaving like one of these
//! ([`crate::Module::library_like`]) means what its entry says too.

use crate::MemOp;

/// How big a block an allocator returns, from its arguments.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Size {
    /// Argument `i` bytes.
    Arg(usize),
    /// The product of two arguments (`calloc(n, size)`).
    Product(usize, usize),
}

/// What a call of a known library function does.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum LibraryKind {
    /// Returns a new heap block (`zeroed`: filled with zeros).
    Alloc { size: Size, zeroed: bool },
    /// `realloc(block, size)`: moves the block, keeping its bytes.
    Realloc,
    /// Ends the block in argument 0 (the C++ sized deletes take a size
    /// after it).
    Free,
    /// `posix_memalign(&out, align, size)`: the block comes back through
    /// `*out`.
    PosixMemalign,
    /// Copies or fills memory: `(dst, src or byte, len)`.
    Mem(MemOp),
    /// Carries no derivative through its result or into its arguments'
    /// memory, and writes no memory zyme differentiates (strings, time,
    /// random numbers, type hints).
    Inactive,
    /// As `Inactive`, but with effects outside memory (printing, exiting,
    /// throwing): running it twice is not running it once.
    Output,
    /// As `Inactive`, but writes integers through its pointer arguments
    /// (OpenMP's `__kmpc_for_static_init_*` gives a thread its bounds).
    WritesInts,
}

impl LibraryKind {
    /// Whether a call returns a fresh heap block (or moves one).
    pub fn allocates(self) -> bool {
        matches!(self, LibraryKind::Alloc { .. } | LibraryKind::Realloc)
    }

    /// Whether a call ends (or moves) the block in its argument 0 and
    /// writes nothing else.
    pub fn frees(self) -> bool {
        matches!(self, LibraryKind::Free | LibraryKind::Realloc)
    }

    /// Whether activity analysis may ignore a call: no derivative flows
    /// through its result or into its arguments' memory (allocators'
    /// blocks get their activity from what is stored into them).
    pub fn is_inactive(self) -> bool {
        !matches!(self, LibraryKind::Mem(_) | LibraryKind::PosixMemalign)
    }
}

/// What calling a C library function a second time, with the same
/// arguments, does beside the first call: for code that runs a function
/// several times in place of once (vector modes run it once per set of
/// shadows or per chunk of lanes).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Rerun {
    /// The same again, touching nothing the first call's caller sees
    /// (readers of memory, queries, allocators: a second block).
    Same,
    /// Writes (or frees) the memory of argument 0: the same again only
    /// where that is memory of the caller's own.
    WritesArg0,
    /// Something else happens again (output, hidden state such as
    /// `rand`'s, time, threads' bookkeeping).
    Differs,
}

/// [`Rerun`] for the C library function `name`, if zyme knows it.
/// `rand` and `srand` change hidden state; clocks (`time`, `clock`, the
/// wall-clock queries) give another reading but change nothing, and
/// nothing a derivative carries depends on them. The C++ runtime's
/// members (`std::string`'s, hashing policies with `mutable` fields,
/// `swap` and `copy` writing their other arguments) are taken to differ.
pub fn rerun(name: &str) -> Option<Rerun> {
    const WRITERS: &[&str] = &[
        "snprintf",
        "sprintf",
        "vsnprintf",
        "strcpy",
        "strncpy",
        "strcat",
    ];
    let kind = library_kind(name)?;
    Some(match kind {
        LibraryKind::Alloc { .. } => Rerun::Same,
        LibraryKind::Realloc
        | LibraryKind::Free
        | LibraryKind::PosixMemalign
        | LibraryKind::Mem(_) => Rerun::WritesArg0,
        LibraryKind::Output | LibraryKind::WritesInts => Rerun::Differs,
        _ if name == "rand" || name == "srand" || name.starts_with("_Z") => Rerun::Differs,
        _ if WRITERS.contains(&name) => Rerun::WritesArg0,
        LibraryKind::Inactive => Rerun::Same,
    })
}

use LibraryKind::{Alloc, Free, Inactive, Output, Realloc, WritesInts};

/// The table, by name.
const TABLE: &[(&str, LibraryKind)] = &[
    (
        "malloc",
        Alloc {
            size: Size::Arg(0),
            zeroed: false,
        },
    ),
    (
        "_Znwm",
        Alloc {
            size: Size::Arg(0),
            zeroed: false,
        },
    ),
    (
        "_Znam",
        Alloc {
            size: Size::Arg(0),
            zeroed: false,
        },
    ),
    (
        "aligned_alloc",
        Alloc {
            size: Size::Arg(1),
            zeroed: false,
        },
    ),
    (
        "calloc",
        Alloc {
            size: Size::Product(0, 1),
            zeroed: true,
        },
    ),
    ("realloc", Realloc),
    ("free", Free),
    ("_ZdlPv", Free),
    ("_ZdlPvm", Free),
    ("_ZdaPv", Free),
    ("_ZdaPvm", Free),
    ("_ZdlPvSt11align_val_t", Free),
    ("posix_memalign", LibraryKind::PosixMemalign),
    ("memcpy", LibraryKind::Mem(MemOp::Memcpy)),
    (SHADOW_MOVE, LibraryKind::Mem(MemOp::Memcpy)),
    ("memmove", LibraryKind::Mem(MemOp::Memmove)),
    ("memset", LibraryKind::Mem(MemOp::Memset)),
    ("printf", Output),
    ("puts", Output),
    ("putchar", Output),
    ("fprintf", Output),
    ("fflush", Output),
    ("fputs", Output),
    ("fputc", Output),
    ("putc", Output),
    ("fwrite", Output),
    ("perror", Output),
    ("vfprintf", Output),
    ("vprintf", Output),
    ("exit", Output),
    ("abort", Output),
    ("__assert_fail", Output),
    ("__stack_chk_fail", Output),
    ("snprintf", Inactive),
    ("sprintf", Inactive),
    ("vsnprintf", Inactive),
    ("rand", Inactive),
    // The OpenMP runtime around a parallel region: thread numbers, the
    // static schedule's bounds, the team's size (`__kmpc_fork_call` and
    // `__kmpc_barrier` have rules of their own).
    ("__kmpc_for_static_init_4", WritesInts),
    ("__kmpc_for_static_init_4u", WritesInts),
    ("__kmpc_for_static_init_8", WritesInts),
    ("__kmpc_for_static_init_8u", WritesInts),
    ("__kmpc_for_static_fini", Inactive),
    // Dynamic and guided schedules: each `next` hands the thread its next
    // chunk's bounds (the forward sweep records what the reverse reads).
    ("__kmpc_dispatch_init_4", Output),
    ("__kmpc_dispatch_init_4u", Output),
    ("__kmpc_dispatch_init_8", Output),
    ("__kmpc_dispatch_init_8u", Output),
    ("__kmpc_dispatch_next_4", WritesInts),
    ("__kmpc_dispatch_next_4u", WritesInts),
    ("__kmpc_dispatch_next_8", WritesInts),
    ("__kmpc_dispatch_next_8u", WritesInts),
    ("__kmpc_dispatch_fini_4", Output),
    ("__kmpc_dispatch_fini_4u", Output),
    ("__kmpc_dispatch_fini_8", Output),
    ("__kmpc_dispatch_fini_8u", Output),
    ("__kmpc_dispatch_deinit", Output),
    ("__kmpc_global_thread_num", Inactive),
    ("__kmpc_push_num_threads", Output),
    ("__kmpc_critical", Output),
    ("__kmpc_end_critical", Output),
    ("__kmpc_barrier", Output),
    ("__kmpc_reduce", Output),
    ("__kmpc_reduce_nowait", Output),
    ("__kmpc_end_reduce", Output),
    ("__kmpc_end_reduce_nowait", Output),
    ("__kmpc_single", Output),
    // MPI around the messages zyme differentiates (`crate::mpi`).
    ("MPI_Init", Output),
    ("MPI_Finalize", Output),
    ("MPI_Barrier", Output),
    ("MPI_Comm_rank", WritesInts),
    ("MPI_Comm_size", WritesInts),
    ("MPI_Wtime", Inactive),
    ("__kmpc_end_single", Output),
    ("__kmpc_master", Output),
    ("__kmpc_end_master", Output),
    ("omp_get_thread_num", Inactive),
    ("omp_get_num_threads", Inactive),
    ("omp_get_max_threads", Inactive),
    ("omp_get_num_procs", Inactive),
    ("omp_in_parallel", Inactive),
    ("omp_get_level", Inactive),
    ("omp_get_wtime", Inactive),
    ("omp_get_wtick", Inactive),
    ("srand", Inactive),
    ("strlen", Inactive),
    ("strcmp", Inactive),
    ("strncmp", Inactive),
    ("memcmp", Inactive),
    ("bcmp", Inactive),
    ("strchr", Inactive),
    ("strrchr", Inactive),
    ("strstr", Inactive),
    ("strcpy", Inactive),
    ("strncpy", Inactive),
    ("strcat", Inactive),
    ("strdup", Inactive),
    ("toupper", Inactive),
    ("tolower", Inactive),
    // libstdc++'s out-of-line hashing and rehash policy (integers).
    ("_ZSt11_Hash_bytesPKvmm", Inactive),
    ("_ZSt15_Fnv_hash_bytesPKvmm", Inactive),
    (
        "_ZNKSt8__detail20_Prime_rehash_policy14_M_need_rehashEmmm",
        Inactive,
    ),
    (
        "_ZNKSt8__detail20_Prime_rehash_policy11_M_next_bktEm",
        Inactive,
    ),
    ("getenv", Inactive),
    ("atoi", Inactive),
    ("time", Inactive),
    ("clock", Inactive),
    ("__enzyme_double", Inactive),
    ("__enzyme_float", Inactive),
    ("__enzyme_integer", Inactive),
    ("__enzyme_pointer", Inactive),
];

/// zyme's own allocation of a shadow heap block (zeroed, behind a size
/// header): like `calloc`'s, a block nothing else points into.
pub const SHADOW_ALLOC: &str = "__zyme_shadow_alloc";

/// The tape's and the shadow heap's helpers synthesis adds to a module
/// (local functions): zyme-opt inlines the small ones where they are
/// called, and a backend need not compile one that nothing calls any
/// more.
pub const RUNTIME_HELPERS: [&str; 5] = [
    "__zyme_tape_grow",
    "__zyme_tape_take",
    "__zyme_tape_stash",
    SHADOW_ALLOC,
    "__zyme_shadow_free",
];

/// zyme's own copy of bytes whose source is not read again (a copy to
/// every analysis; its derivatives move shadows without their types).
pub const SHADOW_MOVE: &str = "__zyme_shadow_move";

/// What a call of the C library function `name` does, if zyme knows it.
pub fn library_kind(name: &str) -> Option<LibraryKind> {
    if let Some(&(_, kind)) = TABLE.iter().find(|(n, _)| *n == name) {
        return Some(kind);
    }
    // The C++ runtime's error paths (they throw or terminate) and stream
    // output (`std::cout << x`): effects, no derivative.
    let cxx_output = (name.starts_with("_ZSt") && name.contains("__throw_"))
        || name.starts_with("_ZSt16__ostream_insert")
        || name.starts_with("_ZNSo")
        || name.starts_with("_ZStlsI")
        || name.starts_with("_ZSt4endl")
        || name.starts_with("__cxa_");
    if cxx_output {
        return Some(Output);
    }
    // `std::allocator`'s constructors and destructors (they do nothing),
    // and `std::string`'s out-of-line members: characters and sizes, no
    // floats.
    let cxx_inactive = name.starts_with("_ZNSaI")
        || name.starts_with("_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE")
        || name.starts_with("_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE");
    cxx_inactive.then_some(Inactive)
}

impl Size {
    /// The arguments the size is computed from.
    pub fn args(self) -> (usize, Option<usize>) {
        match self {
            Size::Arg(i) => (i, None),
            Size::Product(i, j) => (i, Some(j)),
        }
    }
}
