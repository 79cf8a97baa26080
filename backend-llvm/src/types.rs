//! LLVM spellings of zyme types, constants and symbol names.

use zyme_ir::{AddrSpace, ScalarType, Type};

/// The LLVM type of one lane.
pub fn scalar(s: ScalarType) -> String {
    match s {
        ScalarType::I1 => "i1".into(),
        ScalarType::I8 => "i8".into(),
        ScalarType::I16 => "i16".into(),
        ScalarType::I32 => "i32".into(),
        ScalarType::I64 => "i64".into(),
        ScalarType::I128 => "i128".into(),
        ScalarType::F32 => "float".into(),
        ScalarType::F64 => "double".into(),
        ScalarType::Ptr(space) => ptr(space),
    }
}

/// `ptr` or `ptr addrspace(N)`.
pub fn ptr(space: AddrSpace) -> String {
    if space == AddrSpace::GENERIC {
        "ptr".into()
    } else {
        format!("ptr addrspace({})", space.0)
    }
}

/// The LLVM type of a value: a scalar or `<N x T>`.
pub fn ty(t: Type) -> String {
    if t.is_vector() {
        format!("<{} x {}>", t.lanes(), scalar(t.lane()))
    } else {
        scalar(t.lane())
    }
}

/// The type a value has in memory: zyme packs `i1` lanes one per byte,
/// LLVM one per bit, so `i1` vectors travel as `i8` vectors.
pub fn mem_ty(t: Type) -> Type {
    if t.is_vector() && t.lane() == ScalarType::I1 {
        t.with_lane(ScalarType::I8)
    } else {
        t
    }
}

/// The suffix of an overloaded intrinsic's name for a type (`i32`,
/// `f64`, `v4f32`, `p1`).
pub fn mangle(t: Type) -> String {
    let lane = match t.lane() {
        ScalarType::F32 => "f32".to_string(),
        ScalarType::F64 => "f64".to_string(),
        ScalarType::Ptr(space) => format!("p{}", space.0),
        s => scalar(s),
    };
    if t.is_vector() {
        format!("v{}{lane}", t.lanes())
    } else {
        lane
    }
}

fn sign_extend(bits: u64, width: u32) -> i64 {
    if width >= 64 {
        bits as i64
    } else {
        let shift = 64 - width;
        ((bits << shift) as i64) >> shift
    }
}

/// A scalar constant of lane type `s` from its bits (no type prefix).
pub fn scalar_const(s: ScalarType, bits: u64) -> String {
    match s {
        ScalarType::I1 => if bits & 1 == 1 { "true" } else { "false" }.into(),
        ScalarType::F64 => format!("0x{bits:016X}"),
        ScalarType::F32 => {
            let f = f32::from_bits(bits as u32);
            if f.is_nan() {
                // A NaN's payload survives only as a bit pattern.
                format!("bitcast (i32 {} to float)", bits as u32 as i32)
            } else {
                format!("0x{:016X}", f64::from(f).to_bits())
            }
        }
        ScalarType::Ptr(space) => {
            if bits == 0 {
                "null".into()
            } else {
                format!("inttoptr (i64 {} to {})", bits as i64, ptr(space))
            }
        }
        // The IR's immediate is 64 bits, sign-extended to the type.
        ScalarType::I128 => (bits as i64).to_string(),
        int => sign_extend(bits, int.bits()).to_string(),
    }
}

/// A constant of type `t` with every lane holding `bits`.
pub fn splat_const(t: Type, bits: u64) -> String {
    let one = scalar_const(t.lane(), bits);
    if t.is_vector() {
        let lane = scalar(t.lane());
        let items: Vec<String> = (0..t.lanes()).map(|_| format!("{lane} {one}")).collect();
        format!("<{}>", items.join(", "))
    } else {
        one
    }
}

/// `@name`, quoted when LLVM's bare identifier syntax does not cover it.
pub fn global_name(name: &str) -> String {
    format!("@{}", ident(name))
}

fn ident(name: &str) -> String {
    let bare = !name.is_empty()
        && !name.as_bytes()[0].is_ascii_digit()
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'$' | b'.' | b'_'));
    if bare {
        name.to_string()
    } else {
        format!("\"{}\"", escape(name.as_bytes()))
    }
}

/// Bytes in an LLVM string literal (without the quotes).
pub fn escape(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len());
    for &b in bytes {
        if (0x20..0x7f).contains(&b) && b != b'"' && b != b'\\' {
            out.push(b as char);
        } else {
            out.push_str(&format!("\\{b:02X}"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spellings() {
        assert_eq!(ty(Type::F32), "float");
        assert_eq!(ty(Type::ptr(AddrSpace::SHARED)), "ptr addrspace(3)");
        assert_eq!(
            ty(Type::vector(ScalarType::F64, 4).unwrap()),
            "<4 x double>"
        );
        assert_eq!(mangle(Type::vector(ScalarType::I32, 2).unwrap()), "v2i32");
        assert_eq!(
            scalar_const(ScalarType::F32, 1.5f32.to_bits() as u64),
            "0x3FF8000000000000"
        );
        assert_eq!(scalar_const(ScalarType::I8, 0xff), "-1");
        assert_eq!(global_name("a.b"), "@a.b");
        assert_eq!(global_name("1x"), "@\"1x\"");
        assert_eq!(global_name("a\"b"), "@\"a\\22b\"");
    }
}
