//! The built-in example behind `zyme demo`: a module built through the Rust
//! API, printed, parsed back, verified, run on the interpreter and the JIT,
//! and compiled to object files — every stage of the pipeline that exists.

use zyme_ir::{FloatCC, IntCC, Linkage, MathOp, MemFlags, Module, Signature, Type};

/// `@energy(x: f64, n: i64) -> f64`: Σ_{i<n} sqrt(x·i + 1) · sin(x + i),
/// with the running sum kept in a stack slot and clamped below at zero by
/// a branch — a loop, block parameters, memory, math calls and a branch.
pub fn demo_module() -> Module {
    let mut module = Module::new();
    let sig = Signature::new([Type::F64, Type::I64], [Type::F64]);
    let energy = module
        .declare_function("energy", sig, Linkage::Export)
        .expect("a fresh module has no functions");
    let mut b = module.builder(energy);
    let entry = b.create_block();
    let header = b.create_block();
    let body = b.create_block();
    let clamp = b.create_block();
    let exit = b.create_block();

    let [x, n] = b.append_params(entry, [Type::F64, Type::I64]);
    let [i] = b.append_params(header, [Type::I64]);
    let [clamped] = b.append_params(clamp, [Type::F64]);

    b.switch_to(entry);
    let slot = b.stack_slot(8, 8);
    let acc = b.stack_addr(slot);
    let zero = b.f64const(0.0);
    b.store(zero, acc, MemFlags::aligned(8));
    let i0 = b.iconst(Type::I64, 0);
    b.jump(header, &[i0]);

    b.switch_to(header);
    let more = b.icmp(IntCC::Slt, i, n);
    b.brif(more, body, &[], exit, &[]);

    b.switch_to(body);
    let fi = b.cast(zyme_ir::CastOp::Sitofp, i, Type::F64);
    let one = b.f64const(1.0);
    let xi = b.fmul(x, fi);
    let xi1 = b.fadd(xi, one);
    let root = b.math(MathOp::Sqrt, &[xi1]);
    let angle = b.fadd(x, fi);
    let wave = b.math(MathOp::Sin, &[angle]);
    let term = b.fmul(root, wave);
    let sum = b.load(Type::F64, acc, MemFlags::aligned(8));
    let sum = b.fadd(sum, term);
    let negative = b.fcmp(FloatCC::Olt, sum, zero);
    b.brif(negative, clamp, &[zero], clamp, &[sum]);

    b.switch_to(clamp);
    b.store(clamped, acc, MemFlags::aligned(8));
    let step = b.iconst(Type::I64, 1);
    let next = b.iadd(i, step);
    b.jump(header, &[next]);

    b.switch_to(exit);
    let result = b.load(Type::F64, acc, MemFlags::aligned(8));
    b.ret(&[result]);
    module
}
