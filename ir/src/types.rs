//! Value types: integers, floats, pointers with an address space, and
//! fixed-width vectors of those.
//!
//! Aggregates (structs, arrays) are not value types: they exist only as
//! memory layouts, and frontends split SSA aggregates into scalars.

use std::fmt;

/// An address space. The numbering follows NVPTX so that GPU kernels need
/// no translation: 0 generic, 1 global, 3 shared, 4 constant, 5 local.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Default)]
pub struct AddrSpace(pub u8);

impl AddrSpace {
    pub const GENERIC: AddrSpace = AddrSpace(0);
    pub const GLOBAL: AddrSpace = AddrSpace(1);
    pub const SHARED: AddrSpace = AddrSpace(3);
    pub const CONSTANT: AddrSpace = AddrSpace(4);
    pub const LOCAL: AddrSpace = AddrSpace(5);

    /// The text-format name of a well-known address space.
    pub fn name(self) -> Option<&'static str> {
        match self.0 {
            0 => Some("generic"),
            1 => Some("global"),
            3 => Some("shared"),
            4 => Some("const"),
            5 => Some("local"),
            _ => None,
        }
    }

    /// Parses a text-format name (`global`) or a number spelled `asN`.
    pub fn from_name(name: &str) -> Option<AddrSpace> {
        match name {
            "generic" => Some(Self::GENERIC),
            "global" => Some(Self::GLOBAL),
            "shared" => Some(Self::SHARED),
            "const" => Some(Self::CONSTANT),
            "local" => Some(Self::LOCAL),
            _ => name.strip_prefix("as")?.parse().ok().map(AddrSpace),
        }
    }
}

/// The type of one lane: what a scalar value is.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum ScalarType {
    I1,
    I8,
    I16,
    I32,
    I64,
    /// A 128-bit integer (C's `__int128`): a value type like the others,
    /// with no vectors of it.
    I128,
    F32,
    F64,
    /// A 64-bit pointer into the given address space.
    Ptr(AddrSpace),
}

impl ScalarType {
    /// Width in bits (`i1` is 1, pointers are 64).
    pub fn bits(self) -> u32 {
        match self {
            ScalarType::I1 => 1,
            ScalarType::I8 => 8,
            ScalarType::I16 => 16,
            ScalarType::I32 | ScalarType::F32 => 32,
            ScalarType::I64 | ScalarType::F64 | ScalarType::Ptr(_) => 64,
            ScalarType::I128 => 128,
        }
    }

    /// Size in memory in bytes (`i1` occupies one byte).
    pub fn bytes(self) -> u32 {
        self.bits().div_ceil(8)
    }

    pub fn is_int(self) -> bool {
        matches!(
            self,
            ScalarType::I1
                | ScalarType::I8
                | ScalarType::I16
                | ScalarType::I32
                | ScalarType::I64
                | ScalarType::I128
        )
    }

    pub fn is_float(self) -> bool {
        matches!(self, ScalarType::F32 | ScalarType::F64)
    }

    pub fn is_ptr(self) -> bool {
        matches!(self, ScalarType::Ptr(_))
    }
}

impl fmt::Display for ScalarType {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            ScalarType::I1 => f.write_str("i1"),
            ScalarType::I8 => f.write_str("i8"),
            ScalarType::I16 => f.write_str("i16"),
            ScalarType::I32 => f.write_str("i32"),
            ScalarType::I64 => f.write_str("i64"),
            ScalarType::I128 => f.write_str("i128"),
            ScalarType::F32 => f.write_str("f32"),
            ScalarType::F64 => f.write_str("f64"),
            ScalarType::Ptr(AddrSpace::GENERIC) => f.write_str("ptr"),
            ScalarType::Ptr(space) => match space.name() {
                Some(name) => write!(f, "ptr.{name}"),
                None => write!(f, "ptr.as{}", space.0),
            },
        }
    }
}

/// A value type: a scalar, or a vector of `lanes` scalars (`lanes > 1`).
///
/// Spelled `f64`, `ptr.shared`, or `f32x4` / `ptr.globalx2` for vectors.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Type {
    scalar: ScalarType,
    lanes: u16,
}

impl Type {
    pub const I1: Type = Type::scalar(ScalarType::I1);
    pub const I8: Type = Type::scalar(ScalarType::I8);
    pub const I16: Type = Type::scalar(ScalarType::I16);
    pub const I32: Type = Type::scalar(ScalarType::I32);
    pub const I64: Type = Type::scalar(ScalarType::I64);
    pub const I128: Type = Type::scalar(ScalarType::I128);
    pub const F32: Type = Type::scalar(ScalarType::F32);
    pub const F64: Type = Type::scalar(ScalarType::F64);
    pub const PTR: Type = Type::scalar(ScalarType::Ptr(AddrSpace::GENERIC));

    pub const fn scalar(scalar: ScalarType) -> Type {
        Type { scalar, lanes: 1 }
    }

    /// A pointer into `space`.
    pub const fn ptr(space: AddrSpace) -> Type {
        Type::scalar(ScalarType::Ptr(space))
    }

    /// A vector of `lanes` elements; `None` when `lanes` is 0 or 1 or too
    /// large to be a vector the IR supports (more than 256 lanes), and for
    /// `i128` elements (no target has such vectors; frontends scalarize).
    pub fn vector(elem: ScalarType, lanes: u32) -> Option<Type> {
        if (2..=256).contains(&lanes) && elem != ScalarType::I128 {
            Some(Type {
                scalar: elem,
                lanes: lanes as u16,
            })
        } else {
            None
        }
    }

    /// The type of one lane (the type itself for scalars).
    pub fn lane(self) -> ScalarType {
        self.scalar
    }

    pub fn lanes(self) -> u32 {
        u32::from(self.lanes)
    }

    pub fn is_vector(self) -> bool {
        self.lanes > 1
    }

    /// The same shape with another lane type (`f64x4` → `i1x4`).
    pub fn with_lane(self, scalar: ScalarType) -> Type {
        Type {
            scalar,
            lanes: self.lanes,
        }
    }

    pub fn is_int(self) -> bool {
        self.scalar.is_int()
    }

    pub fn is_float(self) -> bool {
        self.scalar.is_float()
    }

    pub fn is_ptr(self) -> bool {
        self.scalar.is_ptr()
    }

    /// Total width in bits (lanes × lane width).
    pub fn bits(self) -> u32 {
        self.scalar.bits() * self.lanes()
    }

    /// Size in memory in bytes: lanes are packed at their byte size.
    pub fn bytes(self) -> u32 {
        self.scalar.bytes() * self.lanes()
    }

    /// Parses the text spelling of a type.
    pub fn parse(text: &str) -> Option<Type> {
        if let Some(scalar) = parse_scalar(text) {
            return Some(Type::scalar(scalar));
        }
        let split = text.rfind('x')?;
        let (elem, lanes) = (&text[..split], &text[split + 1..]);
        if lanes.is_empty() || !lanes.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        Type::vector(parse_scalar(elem)?, lanes.parse().ok()?)
    }
}

fn parse_scalar(text: &str) -> Option<ScalarType> {
    Some(match text {
        "i1" => ScalarType::I1,
        "i8" => ScalarType::I8,
        "i16" => ScalarType::I16,
        "i32" => ScalarType::I32,
        "i64" => ScalarType::I64,
        "i128" => ScalarType::I128,
        "f32" => ScalarType::F32,
        "f64" => ScalarType::F64,
        "ptr" => ScalarType::Ptr(AddrSpace::GENERIC),
        _ => ScalarType::Ptr(AddrSpace::from_name(text.strip_prefix("ptr.")?)?),
    })
}

impl From<ScalarType> for Type {
    fn from(scalar: ScalarType) -> Type {
        Type::scalar(scalar)
    }
}

impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        if self.lanes > 1 {
            write!(f, "{}x{}", self.scalar, self.lanes)
        } else {
            write!(f, "{}", self.scalar)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spellings_round_trip() {
        for text in [
            "i1",
            "i8",
            "i16",
            "i32",
            "i64",
            "i128",
            "f32",
            "f64",
            "ptr",
            "ptr.global",
            "ptr.shared",
            "ptr.as7",
            "f32x4",
            "i1x8",
            "ptr.globalx2",
            "f64x2",
        ] {
            let ty = Type::parse(text).unwrap_or_else(|| panic!("{text} should parse"));
            assert_eq!(ty.to_string(), text);
        }
        for bad in [
            "i3",
            "f32x1",
            "f32x",
            "x4",
            "ptr.",
            "ptr.bogus",
            "f32x0",
            "i8x999",
            "i128x2",
        ] {
            assert!(Type::parse(bad).is_none(), "{bad} should not parse");
        }
    }
}
