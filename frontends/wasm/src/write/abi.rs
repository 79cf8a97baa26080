//! How zyme values become wasm values: every lane of a value is one wasm
//! value of its lane's representation, and a signature is the flattened
//! list of its lanes.
//!
//! * `i1`, `i8`, `i16`, `i32` are an `i32`; the narrow ones are kept
//!   *zero-extended* (the bits above their width are 0), which is what the
//!   interpreter's `DataValue::Int` holds. Every operation that can set
//!   higher bits (`iadd`, `shl`, `bnot`, …) masks its result.
//! * `i64` is an `i64`; `f32` and `f64` are themselves.
//! * `ptr` (any address space) is an `i32`, an address in memory 0. In
//!   memory a pointer still takes the 8 bytes zyme's layouts assume (an
//!   `i64.store` of the zero-extended address).
//! * A vector of `n` lanes is `n` scalars, in parameters, results and
//!   locals alike, so exported functions stay callable from JavaScript.

use std::collections::HashMap;
use wasm_encoder::{TypeSection, ValType};
use zyme_ir::{ScalarType, Signature, Type};

/// The wasm representation of one lane.
pub fn lane_val_type(lane: ScalarType) -> ValType {
    match lane {
        // (`i128` is refused before writing.)
        ScalarType::I64 | ScalarType::I128 => ValType::I64,
        ScalarType::F32 => ValType::F32,
        ScalarType::F64 => ValType::F64,
        ScalarType::I1
        | ScalarType::I8
        | ScalarType::I16
        | ScalarType::I32
        | ScalarType::Ptr(_) => ValType::I32,
    }
}

/// The wasm values of a value of type `ty`, one per lane.
pub fn val_types(ty: Type) -> impl Iterator<Item = ValType> {
    std::iter::repeat_n(lane_val_type(ty.lane()), ty.lanes() as usize)
}

/// The flattened wasm parameters and results of a signature (without the
/// variadic tail).
pub fn flatten(sig: &Signature) -> (Vec<ValType>, Vec<ValType>) {
    let params = sig.params.iter().flat_map(|&t| val_types(t)).collect();
    let results = sig.returns.iter().flat_map(|&t| val_types(t)).collect();
    (params, results)
}

/// The module's function types, each once.
#[derive(Default)]
pub struct TypeTable {
    types: Vec<(Vec<ValType>, Vec<ValType>)>,
    index: HashMap<(Vec<ValType>, Vec<ValType>), u32>,
}

impl TypeTable {
    /// The index of the function type `params -> results`, added if new.
    pub fn intern(&mut self, params: Vec<ValType>, results: Vec<ValType>) -> u32 {
        let key = (params, results);
        if let Some(&i) = self.index.get(&key) {
            return i;
        }
        let i = self.types.len() as u32;
        self.types.push(key.clone());
        self.index.insert(key, i);
        i
    }

    /// The index of a zyme signature's wasm type (see [`func_type`]).
    pub fn intern_sig(&mut self, sig: &Signature) -> u32 {
        let (p, r) = func_type(sig);
        self.intern(p, r)
    }

    /// The type section.
    pub fn section(&self) -> TypeSection {
        let mut section = TypeSection::new();
        for (p, r) in &self.types {
            section.ty().function(p.iter().copied(), r.iter().copied());
        }
        section
    }
}

/// The wasm type of a function with signature `sig`: its flattened lanes,
/// plus, for a variadic function, one `i32` pointing to the extra
/// arguments in memory (the wasm32 C convention: each at its natural
/// alignment in a buffer the caller owns).
pub fn func_type(sig: &Signature) -> (Vec<ValType>, Vec<ValType>) {
    let (mut params, results) = flatten(sig);
    if sig.variadic {
        params.push(ValType::I32);
    }
    (params, results)
}
