//! IR types as Cranelift types, and IR signatures as Cranelift signatures.
//!
//! A vector is passed as its lanes, one Cranelift parameter (or result) per
//! lane, because vectors are scalarized everywhere: calls between zyme
//! functions agree by construction, and no target-specific SIMD ABI is
//! involved. An `i128` is Cranelift's `I128`, which the C calling
//! conventions of x86-64 and AArch64 pass in a register pair, as C does
//! `__int128`.

use cranelift_codegen::ir::{
    types, AbiParam, ArgumentExtension, ArgumentPurpose, Signature as ClSignature,
};
use cranelift_codegen::isa::CallConv;
use zyme_ir::{ByVal, ScalarType, Signature, Type};

/// The Cranelift type holding one lane of `scalar`.
///
/// `i1` is an `I8` holding 0 or 1; pointers are `I64` in every address space.
pub fn cl_type(scalar: ScalarType) -> types::Type {
    match scalar {
        ScalarType::I1 | ScalarType::I8 => types::I8,
        ScalarType::I16 => types::I16,
        ScalarType::I32 => types::I32,
        ScalarType::I64 | ScalarType::Ptr(_) => types::I64,
        ScalarType::I128 => types::I128,
        ScalarType::F32 => types::F32,
        ScalarType::F64 => types::F64,
    }
}

/// The Cranelift types of the lanes of `ty` (one for a scalar).
pub fn lane_types(ty: Type) -> impl Iterator<Item = types::Type> {
    std::iter::repeat_n(cl_type(ty.lane()), ty.lanes() as usize)
}

/// The flattened Cranelift types of a list of IR types.
pub fn flat_types(tys: &[Type]) -> Vec<types::Type> {
    tys.iter().flat_map(|&t| lane_types(t)).collect()
}

/// ABI parameters for a list of IR types.
///
/// `i1` lanes are zero-extended: C and Rust callers treat `bool` as a byte
/// that is 0 or 1 in a register whose upper bits they may read, and the
/// extension makes returning an `i1` to Rust sound.
pub fn abi_params(tys: &[Type]) -> Vec<AbiParam> {
    let mut out = Vec::new();
    for &ty in tys {
        for cl in lane_types(ty) {
            let param = AbiParam::new(cl);
            out.push(if ty.lane() == ScalarType::I1 {
                param.uext()
            } else {
                param
            });
        }
    }
    out
}

/// The Cranelift signature of an IR signature (fixed parameters only).
/// `byval` are the parameters whose pointee is copied into the argument
/// area, as the target's C ABI passes a struct by value (see
/// `ModuleCtx::byval`).
pub fn signature(call_conv: CallConv, sig: &Signature, byval: &[ByVal]) -> ClSignature {
    signature_of(call_conv, &sig.params, &sig.returns, byval)
}

/// A signature from parameter and result types; variadic call sites use it
/// with the types of the actual arguments.
pub fn signature_of(
    call_conv: CallConv,
    params: &[Type],
    returns: &[Type],
    byval: &[ByVal],
) -> ClSignature {
    let mut sig = ClSignature::new(call_conv);
    sig.params = abi_params(params);
    for b in byval {
        // A pointer is one lane: its index is the lane count before it.
        let lane: u32 = params[..b.param as usize].iter().map(|t| t.lanes()).sum();
        sig.params[lane as usize].purpose = ArgumentPurpose::StructArgument(b.size);
    }
    if returns_in_memory(returns) {
        sig.params.insert(0, AbiParam::new(types::I64));
    } else {
        sig.returns = abi_params(returns);
    }
    sig
}

/// Whether results are returned through a hidden first pointer argument.
///
/// Cranelift returns only as many values as the C ABI has return registers
/// (two integer and two vector registers on x86-64), but a zyme function
/// may return several values and vectors. Beyond that, results go to
/// caller-provided memory laid out like a C struct of the lanes, which is
/// also how C returns such a struct (`sret`).
pub fn returns_in_memory(returns: &[Type]) -> bool {
    let (mut ints, mut floats) = (0, 0);
    for ty in returns {
        if ty.is_float() {
            floats += ty.lanes();
        } else {
            // An `i128` takes a register pair.
            ints += ty.lanes() * ty.lane().bits().div_ceil(64);
        }
    }
    ints > 2 || floats > 2
}

/// The byte offset of each flattened result lane in the return area, and
/// the area's size: lanes in order, each aligned to its size.
pub fn return_layout(returns: &[Type]) -> (Vec<u32>, u32) {
    let mut offsets = Vec::new();
    let mut at = 0u32;
    for ty in returns {
        let size = ty.lane().bytes();
        for _ in 0..ty.lanes() {
            at = at.next_multiple_of(size);
            offsets.push(at);
            at += size;
        }
    }
    (offsets, at.next_multiple_of(8))
}

/// Whether an ABI parameter list has the extension we give `i1` lanes; used
/// to keep `ArgumentExtension` in one place.
pub fn is_bool_param(param: &AbiParam) -> bool {
    param.extension == ArgumentExtension::Uext && param.value_type == types::I8
}

#[cfg(test)]
mod tests {
    use super::*;
    use zyme_ir::AddrSpace;

    #[test]
    fn vectors_flatten_to_lanes() {
        let v = Type::vector(ScalarType::F32, 3).unwrap();
        assert_eq!(
            flat_types(&[Type::I1, v, Type::ptr(AddrSpace::SHARED)]),
            vec![types::I8, types::F32, types::F32, types::F32, types::I64]
        );
        let sig = signature(
            CallConv::SystemV,
            &Signature::new([Type::I1], [Type::F64]),
            &[],
        );
        assert!(is_bool_param(&sig.params[0]));
        assert!(!is_bool_param(&sig.returns[0]));
    }
}
