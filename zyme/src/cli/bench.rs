//! `zyme bench-compile`: JIT compile throughput on a large generated
//! function, and interpreter speed on a hot loop. A benchmark, not a test:
//! it prints figures and checks nothing but that both executors agree.

use std::time::Instant;
use zyme_ir::{BinaryOp, DataValue, FloatCC, IntCC, Linkage, Module, ScalarType, Signature, Type};

/// A function of roughly `insts` instructions: blocks of 64 integer and
/// float operations over a sliding window of recent values, each block
/// ending in a two-way branch that passes two block arguments on.
pub fn big_function(insts: usize) -> Module {
    let mut module = Module::new();
    let sig = Signature::new([Type::I64, Type::F64], [Type::I64, Type::F64]);
    let f = module
        .declare_function("big", sig, Linkage::Export)
        .expect("fresh module");
    let mut b = module.builder(f);
    let mut block = b.create_block();
    let [mut xi, mut xf] = b.append_params(block, [Type::I64, Type::F64]);
    let mut emitted = 0;
    let int_ops = [
        BinaryOp::Iadd,
        BinaryOp::Isub,
        BinaryOp::Imul,
        BinaryOp::Xor,
        BinaryOp::Rotl,
    ];
    let float_ops = [BinaryOp::Fadd, BinaryOp::Fmul, BinaryOp::Fsub];
    while emitted < insts {
        b.switch_to(block);
        let (mut ints, mut floats) = (vec![xi], vec![xf]);
        for k in 0..60 {
            if k % 2 == 0 {
                let a = ints[ints.len().saturating_sub(1 + k % 3).min(ints.len() - 1)];
                let c = ints[ints.len().saturating_sub(1 + k % 5).min(ints.len() - 1)];
                let v = b.binary(int_ops[(k / 2) % int_ops.len()], a, c);
                ints.push(v);
            } else {
                let a = floats[floats.len().saturating_sub(1 + k % 3).min(floats.len() - 1)];
                let c = floats[floats.len().saturating_sub(1 + k % 7).min(floats.len() - 1)];
                let v = b.binary(float_ops[(k / 2) % float_ops.len()], a, c);
                floats.push(v);
            }
        }
        let zero = b.iconst(Type::I64, 0);
        let cond = b.icmp(IntCC::Slt, *ints.last().unwrap(), zero);
        let fzero = b.f64const(0.0);
        let fcond = b.fcmp(FloatCC::Olt, *floats.last().unwrap(), fzero);
        let both = b.band(cond, fcond);
        emitted += 65;
        let next = b.create_block();
        let [ni, nf] = b.append_params(next, [Type::I64, Type::F64]);
        let (li, lf) = (*ints.last().unwrap(), *floats.last().unwrap());
        b.brif(both, next, &[li, lf], next, &[xi, lf]);
        emitted += 1;
        block = next;
        xi = ni;
        xf = nf;
    }
    b.switch_to(block);
    b.ret(&[xi, xf]);
    module
}

/// `@count(n) -> i64`: a loop of `n` iterations with 8 instructions each.
fn hot_loop() -> Module {
    let text = "func export @count(i64) -> i64 {
block0(v0: i64):
    v1 = iconst.i64 0
    jump block1(v1, v1)
block1(v2: i64, v3: i64):
    v4 = icmp slt v2, v0
    brif v4, block2, block3
block2:
    v5 = imul v2, v2
    v6 = xor v5, v3
    v7 = iadd v6, v2
    v8 = iconst.i64 1
    v9 = iadd v2, v8
    jump block1(v9, v7)
block3:
    return v3
}
";
    zyme_ir::text::parse_module(text).expect("the built-in loop parses")
}

pub fn bench_compile(insts: usize) -> Result<(), String> {
    let build_start = Instant::now();
    let module = big_function(insts);
    let build = build_start.elapsed();
    let count: usize = module
        .functions
        .values()
        .map(|f| f.layout.insts().count())
        .sum();
    let verify_start = Instant::now();
    zyme_ir::verify_module(&module).map_err(|e| e.to_string())?;
    let verify = verify_start.elapsed();
    let compile_start = Instant::now();
    let jit = zyme_cranelift::JitModule::compile(&module).map_err(|e| e.to_string())?;
    let compile = compile_start.elapsed();
    let args = [DataValue::int(ScalarType::I64, 12345), DataValue::f64(0.5)];
    let jit_out = jit.call_dynamic("big", &args).map_err(|e| e.to_string())?;
    let interp_start = Instant::now();
    let interp_out = zyme_ir::interp::Interpreter::new(&module)
        .call("big", &args)
        .map_err(|e| e.to_string())?;
    let interp_big = interp_start.elapsed();
    if !jit_out
        .iter()
        .zip(&interp_out)
        .all(|(a, b)| a.eq_modulo_nan(b))
    {
        return Err("the JIT and the interpreter disagree on the generated function".into());
    }
    println!("generated function: {count} instructions");
    println!("  build {:>10.2?}", build);
    println!(
        "  verify {:>9.2?}  ({:.0} insts/s)",
        verify,
        count as f64 / verify.as_secs_f64()
    );
    println!(
        "  JIT compile {:>4.2?}  ({:.0} insts/s)",
        compile,
        count as f64 / compile.as_secs_f64()
    );
    println!("  interpret once {:>6.2?}", interp_big);

    let looped = hot_loop();
    let n = 1_000_000i64;
    let steps = 2 + 8 * n as u64 + 2;
    let arg = [DataValue::int(ScalarType::I64, n)];
    let start = Instant::now();
    let expect = zyme_ir::interp::Interpreter::new(&looped)
        .call("count", &arg)
        .map_err(|e| e.to_string())?;
    let interp = start.elapsed();
    let loop_jit = zyme_cranelift::JitModule::compile(&looped).map_err(|e| e.to_string())?;
    let f = loop_jit
        .get::<extern "C" fn(i64) -> i64>("count")
        .map_err(|e| e.to_string())?;
    let start = Instant::now();
    let got = f.call(n);
    let native = start.elapsed();
    if expect != [DataValue::int(ScalarType::I64, got)] {
        return Err("the JIT and the interpreter disagree on the loop".into());
    }
    println!("hot loop: {steps} instructions executed");
    println!(
        "  interpreter {:>9.2?}  ({:.1} M insts/s)",
        interp,
        steps as f64 / interp.as_secs_f64() / 1e6
    );
    println!(
        "  JIT code    {:>9.2?}  ({:.0}x faster)",
        native,
        interp.as_secs_f64() / native.as_secs_f64().max(1e-9)
    );
    Ok(())
}
