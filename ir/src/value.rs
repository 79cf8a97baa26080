//! Run-time values: what the interpreter computes, what the JIT harness
//! passes and returns, and what `run` directives spell.

use crate::types::{ScalarType, Type};
use std::fmt;

/// A value of some IR type. Floats are kept as their bits so that equality
/// is exact (signed zeros and NaN payloads included).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum DataValue {
    /// A scalar integer or pointer: the bits, zero-extended from its width
    /// (`i128` has its own variant).
    Int(ScalarType, u64),
    /// An `i128`.
    I128(u128),
    F32(u32),
    F64(u64),
    Vector(Vec<DataValue>),
}

impl DataValue {
    pub fn f64(value: f64) -> DataValue {
        DataValue::F64(value.to_bits())
    }

    pub fn f32(value: f32) -> DataValue {
        DataValue::F32(value.to_bits())
    }

    /// An integer of type `ty`, truncated to its width (sign-extended for
    /// `i128`).
    pub fn int(ty: ScalarType, value: i64) -> DataValue {
        DataValue::from_int_bits(ty, value as i128 as u128)
    }

    /// An integer or pointer scalar of type `ty` from up to 128 bits,
    /// truncated to its width.
    pub fn from_int_bits(ty: ScalarType, bits: u128) -> DataValue {
        if ty == ScalarType::I128 {
            DataValue::I128(bits)
        } else {
            DataValue::Int(ty, truncate(bits as u64, ty.bits()))
        }
    }

    /// An integer or pointer scalar's type and bits (zero-extended).
    pub fn int_bits(&self) -> Option<(ScalarType, u128)> {
        match self {
            DataValue::Int(ty, bits) => Some((*ty, u128::from(truncate(*bits, ty.bits())))),
            DataValue::I128(bits) => Some((ScalarType::I128, *bits)),
            _ => None,
        }
    }

    /// The zero of any type.
    pub fn zero(ty: Type) -> DataValue {
        let lane = |s: ScalarType| match s {
            ScalarType::F32 => DataValue::F32(0),
            ScalarType::F64 => DataValue::F64(0),
            other => DataValue::from_int_bits(other, 0),
        };
        if ty.is_vector() {
            DataValue::Vector((0..ty.lanes()).map(|_| lane(ty.lane())).collect())
        } else {
            lane(ty.lane())
        }
    }

    pub fn ty(&self) -> Type {
        match self {
            DataValue::Int(s, _) => Type::scalar(*s),
            DataValue::I128(_) => Type::I128,
            DataValue::F32(_) => Type::F32,
            DataValue::F64(_) => Type::F64,
            DataValue::Vector(lanes) => {
                let lane = lanes.first().map_or(ScalarType::I8, |l| l.ty().lane());
                Type::vector(lane, lanes.len() as u32).unwrap_or(Type::scalar(lane))
            }
        }
    }

    /// The raw bits of a scalar (zero-extended; the low 64 of an `i128`);
    /// 0 for vectors.
    pub fn bits(&self) -> u64 {
        match self {
            DataValue::Int(_, b) | DataValue::F64(b) => *b,
            DataValue::I128(b) => *b as u64,
            DataValue::F32(b) => u64::from(*b),
            DataValue::Vector(_) => 0,
        }
    }

    /// A scalar of type `ty` made from raw bits (truncated to the width;
    /// zero-extended to an `i128`).
    pub fn from_bits(ty: ScalarType, bits: u64) -> DataValue {
        match ty {
            ScalarType::F32 => DataValue::F32(bits as u32),
            ScalarType::F64 => DataValue::F64(bits),
            other => DataValue::from_int_bits(other, u128::from(bits)),
        }
    }

    /// The value as a float, if it is one.
    pub fn as_f64(&self) -> Option<f64> {
        match self {
            DataValue::F32(b) => Some(f64::from(f32::from_bits(*b))),
            DataValue::F64(b) => Some(f64::from_bits(*b)),
            _ => None,
        }
    }

    /// Whether two values are equal, counting every NaN equal to every
    /// other NaN of the same type (the backends need not agree on payloads).
    pub fn eq_modulo_nan(&self, other: &DataValue) -> bool {
        match (self, other) {
            (DataValue::F32(a), DataValue::F32(b)) => {
                a == b || (f32::from_bits(*a).is_nan() && f32::from_bits(*b).is_nan())
            }
            (DataValue::F64(a), DataValue::F64(b)) => {
                a == b || (f64::from_bits(*a).is_nan() && f64::from_bits(*b).is_nan())
            }
            (DataValue::Vector(a), DataValue::Vector(b)) => {
                a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x.eq_modulo_nan(y))
            }
            (a, b) => a == b,
        }
    }
}

/// Keeps the low `bits` bits of `value`.
pub fn truncate(value: u64, bits: u32) -> u64 {
    if bits >= 64 {
        value
    } else {
        value & ((1u64 << bits) - 1)
    }
}

/// Keeps the low `bits` bits of a 128-bit `value`.
pub fn truncate128(value: u128, bits: u32) -> u128 {
    if bits >= 128 {
        value
    } else {
        value & ((1u128 << bits) - 1)
    }
}

/// Sign-extends the low `bits` bits of a 128-bit `value`.
pub fn sign_extend128(value: u128, bits: u32) -> i128 {
    if bits >= 128 {
        value as i128
    } else {
        let shift = 128 - bits;
        ((value << shift) as i128) >> shift
    }
}

/// Sign-extends the low `bits` bits of `value` to 64.
pub fn sign_extend(value: u64, bits: u32) -> i64 {
    if bits >= 64 {
        value as i64
    } else {
        let shift = 64 - bits;
        ((value << shift) as i64) >> shift
    }
}

/// Formats a float the way the text format spells it: the shortest decimal
/// that reads back to the same bits, `inf`/`-inf`, `nan` for the canonical
/// quiet NaN and `nan:0x…` (all the bits) for any other NaN.
pub fn format_f64(bits: u64) -> String {
    let v = f64::from_bits(bits);
    if v.is_nan() {
        if bits == 0x7ff8_0000_0000_0000 {
            "nan".to_string()
        } else {
            format!("nan:0x{bits:016x}")
        }
    } else if v.is_infinite() {
        if v > 0.0 { "inf" } else { "-inf" }.to_string()
    } else {
        format!("{v:?}")
    }
}

/// `format_f64` for `f32`.
pub fn format_f32(bits: u32) -> String {
    let v = f32::from_bits(bits);
    if v.is_nan() {
        if bits == 0x7fc0_0000 {
            "nan".to_string()
        } else {
            format!("nan:0x{bits:08x}")
        }
    } else if v.is_infinite() {
        if v > 0.0 { "inf" } else { "-inf" }.to_string()
    } else {
        format!("{v:?}")
    }
}

/// Reads a float spelled as `format_f64` writes it (or any decimal Rust
/// accepts); `None` if it is not one.
pub fn parse_f64(text: &str) -> Option<u64> {
    match text {
        "nan" => Some(0x7ff8_0000_0000_0000),
        "inf" | "+inf" => Some(f64::INFINITY.to_bits()),
        "-inf" => Some(f64::NEG_INFINITY.to_bits()),
        _ => {
            if let Some(hex) = text.strip_prefix("nan:0x") {
                let bits = u64::from_str_radix(hex, 16).ok()?;
                return f64::from_bits(bits).is_nan().then_some(bits);
            }
            if !text.bytes().any(|b| b.is_ascii_digit())
                || text.contains("inf")
                || text.contains("nan")
            {
                return None;
            }
            text.parse::<f64>().ok().map(f64::to_bits)
        }
    }
}

/// `parse_f64` for `f32`.
pub fn parse_f32(text: &str) -> Option<u32> {
    match text {
        "nan" => Some(0x7fc0_0000),
        "inf" | "+inf" => Some(f32::INFINITY.to_bits()),
        "-inf" => Some(f32::NEG_INFINITY.to_bits()),
        _ => {
            if let Some(hex) = text.strip_prefix("nan:0x") {
                let bits = u32::from_str_radix(hex, 16).ok()?;
                return f32::from_bits(bits).is_nan().then_some(bits);
            }
            if !text.bytes().any(|b| b.is_ascii_digit())
                || text.contains("inf")
                || text.contains("nan")
            {
                return None;
            }
            text.parse::<f32>().ok().map(f32::to_bits)
        }
    }
}

impl fmt::Display for DataValue {
    /// Integers print signed in their width (`i1` as 0/1), pointers in hex,
    /// floats as `format_f64`, vectors as `[a, b, …]`.
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            DataValue::Int(ScalarType::Ptr(_), bits) => write!(f, "0x{bits:x}"),
            DataValue::Int(ScalarType::I1, bits) => write!(f, "{bits}"),
            DataValue::Int(ty, bits) => write!(f, "{}", sign_extend(*bits, ty.bits())),
            DataValue::I128(bits) => write!(f, "{}", *bits as i128),
            DataValue::F32(bits) => f.write_str(&format_f32(*bits)),
            DataValue::F64(bits) => f.write_str(&format_f64(*bits)),
            DataValue::Vector(lanes) => {
                f.write_str("[")?;
                for (i, lane) in lanes.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{lane}")?;
                }
                f.write_str("]")
            }
        }
    }
}

/// Reads a literal of type `ty` as `run` directives and the CLI's `--args`
/// spell it: integers in decimal (signed or unsigned within the width) or
/// `0x` hex, floats as `format_f64` writes them, vectors as `[a, b, …]`.
pub fn parse_literal(text: &str, ty: Type) -> Result<DataValue, String> {
    let text = text.trim();
    if ty.is_vector() {
        let inner = text
            .strip_prefix('[')
            .and_then(|t| t.strip_suffix(']'))
            .ok_or_else(|| {
                format!("expected a vector literal `[a, b, ...]` of type {ty}, found `{text}`")
            })?;
        let lanes = split_list(inner);
        if lanes.len() != ty.lanes() as usize {
            return Err(format!(
                "a {ty} literal needs {} lanes, found {}",
                ty.lanes(),
                lanes.len()
            ));
        }
        let lane_ty = Type::scalar(ty.lane());
        return lanes
            .into_iter()
            .map(|lane| parse_literal(lane, lane_ty))
            .collect::<Result<Vec<_>, _>>()
            .map(DataValue::Vector);
    }
    match ty.lane() {
        ScalarType::F32 => parse_f32(text)
            .map(DataValue::F32)
            .ok_or_else(|| format!("expected an f32 literal, found `{text}`")),
        ScalarType::F64 => parse_f64(text)
            .map(DataValue::F64)
            .ok_or_else(|| format!("expected an f64 literal, found `{text}`")),
        ScalarType::I128 => parse_int128(text)
            .map(DataValue::I128)
            .ok_or_else(|| format!("expected an i128 literal, found `{text}`")),
        scalar => {
            let bits = scalar.bits();
            let value = parse_int(text).ok_or_else(|| {
                format!("expected an integer literal of type {ty}, found `{text}`")
            })?;
            let fits = if bits >= 64 {
                true
            } else {
                let min = -(1i128 << (bits - 1));
                let max = (1i128 << bits) - 1;
                (min..=max).contains(&value)
            };
            if !fits {
                return Err(format!("{text} does not fit in {ty}"));
            }
            Ok(DataValue::Int(scalar, truncate(value as u64, bits)))
        }
    }
}

/// The sign and magnitude of a decimal or `0x` hex integer literal
/// (`-12`, `0xff`, `-0x10`).
pub fn sign_and_magnitude(text: &str) -> Option<(bool, u128)> {
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let magnitude = match digits
        .strip_prefix("0x")
        .or_else(|| digits.strip_prefix("0X"))
    {
        Some(hex) => u128::from_str_radix(hex, 16).ok()?,
        None => {
            if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
                return None;
            }
            digits.parse::<u128>().ok()?
        }
    };
    Some((negative, magnitude))
}

/// A decimal (optionally negative) or `0x` hex integer, as `i128` so that
/// both `u64::MAX` and `i64::MIN` are representable.
pub fn parse_int(text: &str) -> Option<i128> {
    let (negative, magnitude) = sign_and_magnitude(text)?;
    let value = i128::from(u64::try_from(magnitude).ok()?);
    if negative {
        (value <= 1i128 << 63).then_some(-value)
    } else {
        Some(value)
    }
}

/// A decimal (optionally negative) or `0x` hex `i128` literal, signed or
/// unsigned, as its bits.
pub fn parse_int128(text: &str) -> Option<u128> {
    let (negative, magnitude) = sign_and_magnitude(text)?;
    if negative {
        (magnitude <= 1u128 << 127).then_some(magnitude.wrapping_neg())
    } else {
        Some(magnitude)
    }
}

/// Splits `a, [b, c], d` at the commas that are not inside brackets or
/// parentheses; an empty or blank text gives no items.
pub fn split_list(text: &str) -> Vec<&str> {
    let mut items = Vec::new();
    let (mut depth, mut start) = (0i32, 0usize);
    for (i, c) in text.char_indices() {
        match c {
            '[' | '(' => depth += 1,
            ']' | ')' => depth -= 1,
            ',' if depth == 0 => {
                items.push(text[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
    }
    let last = text[start..].trim();
    if !last.is_empty() || !items.is_empty() {
        items.push(last);
    }
    items
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn floats_round_trip_through_text() {
        for v in [0.0, -0.0, 1.5, 1e-300, 5e-324, f64::MAX, -2.5e10] {
            let bits = f64::to_bits(v);
            assert_eq!(parse_f64(&format_f64(bits)), Some(bits));
        }
        for bits in [
            0x7ff8_0000_0000_0000,
            0xfff8_0000_0000_0001,
            0x7ff0_0000_0000_0000,
        ] {
            assert_eq!(parse_f64(&format_f64(bits)), Some(bits));
        }
        for bits in [0x7fc0_0000u32, 0xffc0_0001, 0x0000_0001, 0x8000_0000] {
            assert_eq!(parse_f32(&format_f32(bits)), Some(bits));
        }
        assert_eq!(parse_f64("infinity"), None);
        assert_eq!(parse_f64("abc"), None);
    }

    #[test]
    fn literals_are_typed() {
        assert_eq!(
            parse_literal("-1", Type::I8),
            Ok(DataValue::Int(ScalarType::I8, 0xff))
        );
        assert_eq!(
            parse_literal("255", Type::I8),
            Ok(DataValue::Int(ScalarType::I8, 0xff))
        );
        assert!(parse_literal("256", Type::I8).is_err());
        assert_eq!(
            parse_literal("0xffffffffffffffff", Type::I64),
            Ok(DataValue::Int(ScalarType::I64, u64::MAX))
        );
        assert_eq!(parse_literal("-0.0", Type::F64), Ok(DataValue::f64(-0.0)));
        let v = parse_literal("[1.0, 2.5]", Type::vector(ScalarType::F64, 2).unwrap()).unwrap();
        assert_eq!(
            v,
            DataValue::Vector(vec![DataValue::f64(1.0), DataValue::f64(2.5)])
        );
        assert_eq!(
            split_list("1, [2, 3], (4, 5)"),
            vec!["1", "[2, 3]", "(4, 5)"]
        );
        assert!(split_list("  ").is_empty());
    }

    #[test]
    fn i128_literals_take_every_width() {
        assert_eq!(
            parse_literal("-1", Type::I128),
            Ok(DataValue::I128(u128::MAX))
        );
        assert_eq!(
            parse_literal("340282366920938463463374607431768211455", Type::I128),
            Ok(DataValue::I128(u128::MAX))
        );
        assert_eq!(
            parse_literal("0x10000000000000000", Type::I128),
            Ok(DataValue::I128(1 << 64))
        );
        assert_eq!(
            parse_literal("-170141183460469231731687303715884105728", Type::I128),
            Ok(DataValue::I128(1 << 127))
        );
        assert!(parse_literal("-170141183460469231731687303715884105729", Type::I128).is_err());
        assert_eq!(DataValue::I128(u128::MAX).to_string(), "-1");
        assert_eq!(
            DataValue::int(ScalarType::I128, -2),
            DataValue::I128(u128::MAX - 1)
        );
    }
}
