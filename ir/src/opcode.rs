//! The operation tables: every operator family of the IR with its
//! text-format names, in one place.
//!
//! Each table is one `named_ops!` invocation, so the printer, the parser and
//! the interpreter and backends (through exhaustive `match`es) all agree on
//! the same list. Adding an operation starts with one line here.

use crate::types::ScalarType;
use std::fmt;

macro_rules! named_ops {
    ($(#[$doc:meta])* $name:ident { $($(#[$vdoc:meta])* $variant:ident = $text:literal,)* }) => {
        $(#[$doc])*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
        pub enum $name {
            $($(#[$vdoc])* $variant,)*
        }

        impl $name {
            /// Every operation of this family, in table order.
            pub const ALL: &'static [$name] = &[$($name::$variant,)*];

            /// The text-format spelling.
            pub fn name(self) -> &'static str {
                match self {
                    $($name::$variant => $text,)*
                }
            }

            /// Looks an operation up by its text-format spelling.
            pub fn from_name(text: &str) -> Option<$name> {
                match text {
                    $($text => Some($name::$variant),)*
                    _ => None,
                }
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str(self.name())
            }
        }
    };
}

named_ops! {
    /// One-operand integer and float operations (result type = operand type).
    UnaryOp {
        /// Two's-complement negation.
        Ineg = "ineg",
        /// Bitwise not (for `i1`, logical not).
        Bnot = "bnot",
        /// Number of set bits.
        Popcnt = "popcnt",
        /// Count of trailing zeros; the width for zero.
        Ctz = "ctz",
        /// Count of leading zeros; the width for zero.
        Clz = "clz",
        /// Byte swap (i16, i32, i64).
        Bswap = "bswap",
        /// Bit reversal.
        Bitrev = "bitrev",
        /// Absolute value of a signed integer (`INT_MIN` stays `INT_MIN`).
        Iabs = "iabs",
        /// Float negation (flips the sign bit, NaN included).
        Fneg = "fneg",
    }
}

named_ops! {
    /// Two-operand arithmetic on integers or floats of one type.
    ///
    /// Division by zero and `INT_MIN / -1` trap; `INT_MIN % -1` is 0.
    /// Shift and rotate amounts are taken modulo the lane width.
    BinaryOp {
        Iadd = "iadd",
        Isub = "isub",
        Imul = "imul",
        Sdiv = "sdiv",
        Udiv = "udiv",
        Srem = "srem",
        Urem = "urem",
        And = "and",
        Or = "or",
        Xor = "xor",
        Shl = "shl",
        Lshr = "lshr",
        Ashr = "ashr",
        Rotl = "rotl",
        Rotr = "rotr",
        Smin = "smin",
        Smax = "smax",
        Umin = "umin",
        Umax = "umax",
        Fadd = "fadd",
        Fsub = "fsub",
        Fmul = "fmul",
        Fdiv = "fdiv",
        /// Float remainder with the sign of the dividend (C `fmod`).
        Frem = "frem",
    }
}

impl BinaryOp {
    /// Whether this operation works on floats (otherwise on integers).
    pub fn is_float(self) -> bool {
        matches!(
            self,
            BinaryOp::Fadd | BinaryOp::Fsub | BinaryOp::Fmul | BinaryOp::Fdiv | BinaryOp::Frem
        )
    }
}

named_ops! {
    /// Integer comparison conditions.
    IntCC {
        Eq = "eq",
        Ne = "ne",
        Slt = "slt",
        Sle = "sle",
        Sgt = "sgt",
        Sge = "sge",
        Ult = "ult",
        Ule = "ule",
        Ugt = "ugt",
        Uge = "uge",
    }
}

named_ops! {
    /// Float comparison conditions, LLVM's sixteen: `o*` are false when
    /// either operand is NaN, `u*` are true.
    FloatCC {
        False = "false",
        Oeq = "oeq",
        Ogt = "ogt",
        Oge = "oge",
        Olt = "olt",
        Ole = "ole",
        One = "one",
        Ord = "ord",
        Ueq = "ueq",
        Ugt = "ugt",
        Uge = "uge",
        Ult = "ult",
        Ule = "ule",
        Une = "une",
        Uno = "uno",
        True = "true",
    }
}

named_ops! {
    /// Conversions; the instruction carries the result type.
    ///
    /// Float-to-integer conversions saturate (NaN gives 0), as Rust's `as`.
    CastOp {
        Trunc = "trunc",
        Zext = "zext",
        Sext = "sext",
        Fptrunc = "fptrunc",
        Fpext = "fpext",
        Fptosi = "fptosi",
        Fptoui = "fptoui",
        Sitofp = "sitofp",
        Uitofp = "uitofp",
        /// Reinterprets the bits; both types have the same width.
        Bitcast = "bitcast",
        Ptrtoint = "ptrtoint",
        Inttoptr = "inttoptr",
        /// Pointer to pointer of another address space, same address.
        AddrSpaceCast = "addrspacecast",
    }
}

named_ops! {
    /// Math-library operations on floats (lane-wise on vectors).
    ///
    /// They compute what the C library of the host computes; `fmuladd` is
    /// the unfused `a * b + c`, `fma` the fused one; `minnum`/`maxnum`
    /// return the other operand when one is NaN (and order -0 below +0),
    /// `minimum`/`maximum`
    /// propagate NaN; `powi` takes an `i32` exponent and multiplies
    /// repeatedly as compiler-rt's `__powidf2` does; `round` rounds half
    /// away from zero, `rint` half to even.
    MathOp {
        Sqrt = "sqrt",
        Cbrt = "cbrt",
        Sin = "sin",
        Cos = "cos",
        Tan = "tan",
        Asin = "asin",
        Acos = "acos",
        Atan = "atan",
        Atan2 = "atan2",
        Sinh = "sinh",
        Cosh = "cosh",
        Tanh = "tanh",
        Asinh = "asinh",
        Acosh = "acosh",
        Atanh = "atanh",
        Exp = "exp",
        Exp2 = "exp2",
        Exp10 = "exp10",
        Expm1 = "expm1",
        Log = "log",
        Log2 = "log2",
        Log10 = "log10",
        Log1p = "log1p",
        Pow = "pow",
        Powi = "powi",
        Hypot = "hypot",
        Erf = "erf",
        Erfc = "erfc",
        Lgamma = "lgamma",
        Tgamma = "tgamma",
        Fabs = "fabs",
        Fma = "fma",
        Fmuladd = "fmuladd",
        Minnum = "minnum",
        Maxnum = "maxnum",
        Minimum = "minimum",
        Maximum = "maximum",
        Copysign = "copysign",
        Floor = "floor",
        Ceil = "ceil",
        Trunc = "ftrunc",
        Round = "round",
        Rint = "rint",
    }
}

impl MathOp {
    /// The operation of an `llvm.NAME.*` math intrinsic, by `NAME`.
    pub fn from_intrinsic_name(base: &str) -> Option<MathOp> {
        Some(match base {
            "sqrt" => MathOp::Sqrt,
            "sin" => MathOp::Sin,
            "cos" => MathOp::Cos,
            "tan" => MathOp::Tan,
            "asin" => MathOp::Asin,
            "acos" => MathOp::Acos,
            "atan" => MathOp::Atan,
            "atan2" => MathOp::Atan2,
            "sinh" => MathOp::Sinh,
            "cosh" => MathOp::Cosh,
            "tanh" => MathOp::Tanh,
            "exp" => MathOp::Exp,
            "exp2" => MathOp::Exp2,
            "exp10" => MathOp::Exp10,
            "log" => MathOp::Log,
            "log2" => MathOp::Log2,
            "log10" => MathOp::Log10,
            "pow" => MathOp::Pow,
            "powi" => MathOp::Powi,
            "fabs" => MathOp::Fabs,
            "fma" => MathOp::Fma,
            "fmuladd" => MathOp::Fmuladd,
            "minnum" => MathOp::Minnum,
            "maxnum" => MathOp::Maxnum,
            "minimum" => MathOp::Minimum,
            "maximum" => MathOp::Maximum,
            "copysign" => MathOp::Copysign,
            "floor" => MathOp::Floor,
            "ceil" => MathOp::Ceil,
            "trunc" => MathOp::Trunc,
            "round" => MathOp::Round,
            "rint" | "nearbyint" | "roundeven" => MathOp::Rint,
            _ => return None,
        })
    }

    /// The C library's math functions zyme knows, by their `double` name
    /// (`sin`, `fmin`, `erf`; not `fmod`, which is `frem`).
    pub fn from_libm_name(name: &str) -> Option<MathOp> {
        Some(match name {
            "cbrt" => MathOp::Cbrt,
            "asinh" => MathOp::Asinh,
            "acosh" => MathOp::Acosh,
            "atanh" => MathOp::Atanh,
            "expm1" => MathOp::Expm1,
            "log1p" => MathOp::Log1p,
            "hypot" => MathOp::Hypot,
            "erf" => MathOp::Erf,
            "erfc" => MathOp::Erfc,
            "lgamma" => MathOp::Lgamma,
            "tgamma" => MathOp::Tgamma,
            "fmin" => MathOp::Minnum,
            "fmax" => MathOp::Maxnum,
            "minimum" | "maximum" | "powi" | "fmuladd" | "minnum" | "maxnum" | "roundeven" => {
                return None
            }
            other => return MathOp::from_intrinsic_name(other),
        })
    }

    /// A C math function by name (`sin`, `sinf`): the operation and the
    /// float type it works on.
    pub fn from_libm(name: &str) -> Option<(MathOp, ScalarType)> {
        if let Some(op) = MathOp::from_libm_name(name) {
            return Some((op, ScalarType::F64));
        }
        let d = name.strip_suffix('f')?;
        MathOp::from_libm_name(d).map(|op| (op, ScalarType::F32))
    }

    /// Number of operands.
    pub fn arity(self) -> usize {
        match self {
            MathOp::Atan2
            | MathOp::Pow
            | MathOp::Powi
            | MathOp::Hypot
            | MathOp::Minnum
            | MathOp::Maxnum
            | MathOp::Minimum
            | MathOp::Maximum
            | MathOp::Copysign => 2,
            MathOp::Fma | MathOp::Fmuladd => 3,
            _ => 1,
        }
    }
}

named_ops! {
    /// Bulk memory operations: `(dst, src, len)` or `(dst, byte, len)`.
    MemOp {
        /// Copies `len` bytes between non-overlapping regions.
        Memcpy = "memcpy",
        /// Copies `len` bytes; the regions may overlap.
        Memmove = "memmove",
        /// Fills `len` bytes with the low byte of an `i8`.
        Memset = "memset",
    }
}

named_ops! {
    /// Read-modify-write operations of `atomic_rmw`.
    RmwOp {
        Xchg = "xchg",
        Add = "add",
        Sub = "sub",
        And = "and",
        Nand = "nand",
        Or = "or",
        Xor = "xor",
        Smax = "smax",
        Smin = "smin",
        Umax = "umax",
        Umin = "umin",
        Fadd = "fadd",
        Fsub = "fsub",
        Fmax = "fmax",
        Fmin = "fmin",
    }
}

impl RmwOp {
    pub fn is_float(self) -> bool {
        matches!(self, RmwOp::Fadd | RmwOp::Fsub | RmwOp::Fmax | RmwOp::Fmin)
    }
}

named_ops! {
    /// Memory orderings of atomic operations (LLVM's, `unordered` read as
    /// `monotonic`).
    Ordering {
        Monotonic = "monotonic",
        Acquire = "acquire",
        Release = "release",
        AcqRel = "acq_rel",
        SeqCst = "seq_cst",
    }
}

named_ops! {
    /// GPU operations, named so that the PTX backend can map them to special
    /// registers and `bar.sync`. On a CPU they describe a grid of one
    /// thread: ids are 0, sizes 1 and the barrier does nothing.
    GpuOp {
        ThreadIdX = "thread_id.x",
        ThreadIdY = "thread_id.y",
        ThreadIdZ = "thread_id.z",
        BlockIdX = "block_id.x",
        BlockIdY = "block_id.y",
        BlockIdZ = "block_id.z",
        BlockDimX = "block_dim.x",
        BlockDimY = "block_dim.y",
        BlockDimZ = "block_dim.z",
        GridDimX = "grid_dim.x",
        GridDimY = "grid_dim.y",
        GridDimZ = "grid_dim.z",
        /// The thread's lane in its warp: its linear id in the block
        /// (`x + y·dx + z·dx·dy`) modulo 32.
        LaneId = "lane_id",
        /// Threads per warp: 32 on every target zyme emits for.
        WarpSize = "warp_size",
        /// `__syncthreads()`: every thread of the block waits here.
        Barrier = "barrier",
    }
}

named_ops! {
    /// How `warp_shuffle` picks the lane a thread reads from (PTX's
    /// `shfl.sync` modes).
    ShuffleMode {
        /// From lane `lane - b`.
        Up = "up",
        /// From lane `lane + b`.
        Down = "down",
        /// From lane `lane ^ b`.
        Bfly = "bfly",
        /// From lane `b`.
        Idx = "idx",
    }
}

impl GpuOp {
    /// Whether the operation yields a value (an `i32`); the barrier does not.
    pub fn has_result(self) -> bool {
        self != GpuOp::Barrier
    }
}
