//! Virtual PTX registers: one class per register width and kind, numbered
//! from 1 per class as LLVM's NVPTX backend does. Register allocation is
//! `ptxas`'s job; every SSA value gets its own virtual register.

use std::fmt;
use zyme_ir::ScalarType;

/// A PTX register class.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum RegClass {
    /// `.pred`: `i1`.
    Pred,
    /// `.b16`: `i16`, and `i8` in its low byte.
    B16,
    /// `.b32`: `i32`.
    B32,
    /// `.b64`: `i64` and pointers.
    B64,
    F32,
    F64,
}

impl RegClass {
    pub const ALL: [RegClass; 6] = [
        RegClass::Pred,
        RegClass::B16,
        RegClass::B32,
        RegClass::B64,
        RegClass::F32,
        RegClass::F64,
    ];

    /// The class that holds a scalar of type `ty`.
    pub fn of(ty: ScalarType) -> RegClass {
        match ty {
            ScalarType::I1 => RegClass::Pred,
            ScalarType::I8 | ScalarType::I16 => RegClass::B16,
            ScalarType::I32 => RegClass::B32,
            // (`i128` is refused before emission.)
            ScalarType::I64 | ScalarType::I128 | ScalarType::Ptr(_) => RegClass::B64,
            ScalarType::F32 => RegClass::F32,
            ScalarType::F64 => RegClass::F64,
        }
    }

    /// The integer class of a width in bits (16, 32 or 64).
    pub fn int(bits: u32) -> RegClass {
        match bits {
            0..=16 => RegClass::B16,
            17..=32 => RegClass::B32,
            _ => RegClass::B64,
        }
    }

    fn index(self) -> usize {
        self as usize
    }

    /// The register name prefix (`%rd`).
    pub fn prefix(self) -> &'static str {
        match self {
            RegClass::Pred => "%p",
            RegClass::B16 => "%rs",
            RegClass::B32 => "%r",
            RegClass::B64 => "%rd",
            RegClass::F32 => "%f",
            RegClass::F64 => "%fd",
        }
    }

    /// The type a `.reg` declaration and a `mov` of this class use.
    pub fn ptx_type(self) -> &'static str {
        match self {
            RegClass::Pred => "pred",
            RegClass::B16 => "b16",
            RegClass::B32 => "b32",
            RegClass::B64 => "b64",
            RegClass::F32 => "f32",
            RegClass::F64 => "f64",
        }
    }
}

/// One virtual register.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Reg {
    pub class: RegClass,
    pub n: u32,
}

impl fmt::Display for Reg {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{}{}", self.class.prefix(), self.n)
    }
}

/// The registers one function has used so far.
#[derive(Clone, Debug, Default)]
pub struct Regs {
    counts: [u32; 6],
}

impl Regs {
    pub fn new_reg(&mut self, class: RegClass) -> Reg {
        let count = &mut self.counts[class.index()];
        *count += 1;
        Reg { class, n: *count }
    }

    /// The `.reg` declarations of every class used.
    pub fn declarations(&self) -> String {
        let mut out = String::new();
        for class in RegClass::ALL {
            let count = self.counts[class.index()];
            if count > 0 {
                out.push_str(&format!(
                    "\t.reg .{} {}<{}>;\n",
                    class.ptx_type(),
                    class.prefix(),
                    count + 1
                ));
            }
        }
        out
    }
}
