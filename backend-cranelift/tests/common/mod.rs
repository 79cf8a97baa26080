//! Helpers shared by the integration tests: building one-function modules.
#![allow(dead_code)]

use zyme_cranelift::JitModule;
use zyme_ir::{FuncId, FunctionBuilder, Linkage, Module, Signature, Type, Value};

/// Adds an exported function whose entry block receives the parameters;
/// `body` must end the function with a terminator.
pub fn define(
    m: &mut Module,
    name: &str,
    params: &[Type],
    returns: &[Type],
    body: impl FnOnce(&mut FunctionBuilder, &[Value]),
) -> FuncId {
    let f = m
        .declare_function(name, Signature::new(params, returns), Linkage::Export)
        .unwrap();
    let mut b = m.builder(f);
    let entry = b.create_block();
    let ps = b.append_signature_params(entry);
    b.switch_to(entry);
    body(&mut b, &ps);
    f
}

/// Declares an imported function.
pub fn import(
    m: &mut Module,
    name: &str,
    params: &[Type],
    returns: &[Type],
    variadic: bool,
) -> FuncId {
    let mut sig = Signature::new(params, returns);
    sig.variadic = variadic;
    m.declare_function(name, sig, Linkage::Import).unwrap()
}

/// A module with one function `f` computing `body` over its parameters.
pub fn jit1(
    params: &[Type],
    ret: Type,
    body: impl FnOnce(&mut FunctionBuilder, &[Value]) -> Value,
) -> JitModule {
    let mut m = Module::new();
    define(&mut m, "f", params, &[ret], |b, ps| {
        let r = body(b, ps);
        b.ret(&[r]);
    });
    JitModule::compile(&m).unwrap_or_else(|e| panic!("{e}"))
}
