//! Hand-written `.wat` modules: every export run through the interpreter,
//! the Cranelift JIT and Node, against the values written here.

mod common;

use common::*;
use zyme_wasm::TrapCode;

#[test]
fn arith() {
    let nan = f64::NAN;
    check_wat(
        "arith",
        &[
            case("add", &[i32(i32::MAX), i32(1)], &[i32(i32::MIN)]),
            case("sub64", &[i64(5), i64(7)], &[i64(-2)]),
            case("mul", &[i32(65536), i32(65536)], &[i32(0)]),
            case("div_s", &[i32(-7), i32(2)], &[i32(-3)]),
            case("div_u", &[i32(-7), i32(2)], &[i32(0x7fff_fffc)]),
            case("rem_s", &[i32(i32::MIN), i32(-1)], &[i32(0)]),
            case("rem_s", &[i32(-7), i32(2)], &[i32(-1)]),
            case("rem_u64", &[i64(-1), i64(10)], &[i64(5)]),
            case("shl", &[i32(1), i32(33)], &[i32(2)]),
            case("shr_s", &[i32(-16), i32(2)], &[i32(-4)]),
            case("shr_u64", &[i64(-1), i64(60)], &[i64(15)]),
            case("rotl", &[i32(0x8000_0001u32 as i32), i32(1)], &[i32(3)]),
            case("rotr64", &[i64(1), i64(1)], &[i64(i64::MIN)]),
            case("clz", &[i32(0)], &[i32(32)]),
            case("clz", &[i32(1)], &[i32(31)]),
            case("ctz64", &[i64(0)], &[i64(64)]),
            case("popcnt", &[i32(-1)], &[i32(32)]),
            case("eqz64", &[i64(0)], &[i32(1)]),
            case("lt_u", &[i32(-1), i32(1)], &[i32(0)]),
            case("ge_s64", &[i64(-1), i64(-1)], &[i32(1)]),
            case("ext8", &[i32(0x80)], &[i32(-128)]),
            case("ext16_64", &[i64(0x8000)], &[i64(-32768)]),
            case("ext32_64", &[i64(0x8000_0000)], &[i64(-2147483648)]),
            case("and_or_xor", &[i32(12), i32(10), i32(1)], &[i32(5)]),
            case("fadd", &[f64(0.1), f64(0.2)], &[f64(0.1 + 0.2)]),
            case("fdiv32", &[f32(1.0), f32(3.0)], &[f32(1.0 / 3.0)]),
            case("fmin", &[f64(-0.0), f64(0.0)], &[f64(-0.0)]),
            case("fmin", &[f64(nan), f64(0.0)], &[f64(nan)]),
            case("fmax32", &[f32(0.0), f32(-0.0)], &[f32(0.0)]),
            case("copysign", &[f64(2.0), f64(-0.0)], &[f64(-2.0)]),
            case("nearest", &[f64(2.5)], &[f64(2.0)]),
            case("nearest", &[f64(-3.5)], &[f64(-4.0)]),
            case("sqrt32", &[f32(2.0)], &[f32(2f32.sqrt())]),
            case("abs", &[f64(-3.0)], &[f64(3.0)]),
            case("neg32", &[f32(0.0)], &[f32(-0.0)]),
            case("ceil", &[f64(-1.5)], &[f64(-1.0)]),
            case("floor32", &[f32(-1.5)], &[f32(-2.0)]),
            case("trunc", &[f64(-1.7)], &[f64(-1.0)]),
            case("flt", &[f64(nan), f64(1.0)], &[i32(0)]),
            case("fne32", &[f32(f32::NAN), f32(1.0)], &[i32(1)]),
            trap("div_s", &[i32(1), i32(0)], TrapCode::DivisionByZero),
            trap(
                "div_s",
                &[i32(i32::MIN), i32(-1)],
                TrapCode::IntegerOverflow,
            ),
            trap("rem_u64", &[i64(1), i64(0)], TrapCode::DivisionByZero),
        ],
    );
}

#[test]
fn control() {
    check_wat(
        "control",
        &[
            case("fac", &[i64(5)], &[i64(120)]),
            case("fac", &[i64(0)], &[i64(1)]),
            case("fac", &[i64(20)], &[i64(2432902008176640000)]),
            case("sign", &[i32(-5)], &[i32(-1)]),
            case("sign", &[i32(0)], &[i32(0)]),
            case("sign", &[i32(9)], &[i32(1)]),
            case("clamp", &[f64(-1.0)], &[f64(0.0)]),
            case("clamp", &[f64(2.0)], &[f64(1.0)]),
            case("clamp", &[f64(0.25)], &[f64(0.25)]),
            case("brif_value", &[i32(1)], &[i32(10)]),
            case("brif_value", &[i32(0)], &[i32(20)]),
            case("dead_code", &[i32(5)], &[i32(5)]),
            case("sum_to", &[i32(4)], &[i32(10)]),
            case("nested", &[i32(3)], &[i32(8)]),
            case("nested", &[i32(0)], &[i32(100)]),
        ],
    );
}

#[test]
fn br_table() {
    check_wat(
        "br_table",
        &[
            case("classify", &[i32(0)], &[i32(100)]),
            case("classify", &[i32(1)], &[i32(200)]),
            case("classify", &[i32(2)], &[i32(300)]),
            case("classify", &[i32(3)], &[i32(-1)]),
            case("classify", &[i32(-1)], &[i32(-1)]),
            case("with_value", &[i32(0)], &[i32(7)]),
            case("with_value", &[i32(1)], &[i32(1007)]),
            case("with_value", &[i32(2)], &[i32(7)]),
            case("with_value", &[i32(5)], &[i32(7)]),
            case("count_down", &[i32(3)], &[i32(3)]),
            case("count_down", &[i32(10)], &[i32(10)]),
        ],
    );
}

#[test]
fn select() {
    check_wat(
        "select",
        &[
            case("sel_i32", &[i32(1), i32(2), i32(0)], &[i32(2)]),
            case("sel_i32", &[i32(1), i32(2), i32(5)], &[i32(1)]),
            case("sel_f64", &[f64(1.5), f64(2.5), i32(1)], &[f64(1.5)]),
            case("sel_i64", &[i64(-1), i64(7), i32(0)], &[i64(7)]),
            case("max_f32", &[f32(1.0), f32(2.0)], &[f32(2.0)]),
            case("max_f32", &[f32(3.0), f32(-1.0)], &[f32(3.0)]),
        ],
    );
}

#[test]
fn globals() {
    check_wat(
        "globals",
        &[
            case("bump", &[], &[i32(2)]),
            case("scaled", &[f64(2.0)], &[f64(5.0)]),
            case("big", &[], &[i64(-8999999999)]),
            case("x3", &[], &[f32(6.0)]),
        ],
    );
}

#[test]
fn call_indirect() {
    let wasm = check_wat(
        "call_indirect",
        &[
            case("apply", &[i32(0), i32(5), i32(3)], &[i32(8)]),
            case("apply", &[i32(1), i32(5), i32(3)], &[i32(2)]),
            trap(
                "apply",
                &[i32(2), i32(5), i32(3)],
                TrapCode::IndirectCallTypeMismatch,
            ),
            trap(
                "apply",
                &[i32(3), i32(5), i32(3)],
                TrapCode::UninitializedElement,
            ),
            trap(
                "apply",
                &[i32(5), i32(5), i32(3)],
                TrapCode::UndefinedElement,
            ),
            trap(
                "apply",
                &[i32(-1), i32(5), i32(3)],
                TrapCode::UndefinedElement,
            ),
            case("apply1", &[i32(2), i32(5)], &[i32(-5)]),
            trap(
                "apply1",
                &[i32(0), i32(5)],
                TrapCode::IndirectCallTypeMismatch,
            ),
            case("size", &[], &[i32(5)]),
            case("install_and_call", &[i32(9), i32(4)], &[i32(5)]),
            case("is_null", &[i32(0)], &[i32(0)]),
            case("is_null", &[i32(3)], &[i32(1)]),
            case("copy_and_call", &[i32(9), i32(4)], &[i32(5)]),
            trap("copy_oob", &[], TrapCode::TableOutOfBounds),
        ],
    );
    // Tables keep their size: growing fails (which wasm allows; Node grows).
    let grow = [case("grow", &[], &[i32(-1)])];
    run_interp(&wasm, "call_indirect.wat", &grow);
    run_jit(&wasm, "call_indirect.wat", &grow);
}

#[test]
fn memory_grow() {
    check_wat(
        "memory_grow",
        &[
            case("size", &[], &[i32(1)]),
            case("grow", &[i32(1)], &[i32(1)]),
            case("grow", &[i32(3)], &[i32(1)]),
            case("grow", &[i32(4)], &[i32(-1)]),
            case("grow", &[i32(0)], &[i32(1)]),
            case("grow_keep", &[], &[i32(1237)]),
            trap("store_past", &[], TrapCode::MemoryOutOfBounds),
            case("grow_then_store", &[], &[i32(5)]),
        ],
    );
}

#[test]
fn bulk_memory() {
    check_wat(
        "bulk_memory",
        &[
            case("fill", &[], &[i32(0xabababab_u32 as i32)]),
            case("copy_overlap", &[], &[i64(0x0605040302010201)]),
            case("init", &[], &[i32(0x6f6c6c65)]),
            trap("init_dropped", &[], TrapCode::MemoryOutOfBounds),
            trap("fill_oob", &[], TrapCode::MemoryOutOfBounds),
            trap("copy_oob", &[], TrapCode::MemoryOutOfBounds),
        ],
    );
}

#[test]
fn memory_widths() {
    check_wat(
        "memory_widths",
        &[
            case("i32_8", &[i32(-1)], &[i32(-1), i32(255)]),
            case("i32_8", &[i32(0x17f)], &[i32(127), i32(127)]),
            case("i32_16", &[i32(0x18000)], &[i32(-32768), i32(32768)]),
            case("i64_8", &[i64(0x80)], &[i64(-128), i64(128)]),
            case("i64_16", &[i64(-2)], &[i64(-2), i64(65534)]),
            case(
                "i64_32",
                &[i64(0x1_8000_0000)],
                &[i64(-2147483648), i64(2147483648)],
            ),
            case(
                "i64_full",
                &[i64(0x0123456789abcdef)],
                &[i64(0x0123456789abcdef)],
            ),
            case("f32_rt", &[f32(1.5)], &[f32(1.5)]),
            case("f64_rt", &[f64(2.25)], &[f64(2.25)]),
            case("load_at", &[i32(65532)], &[i32(0)]),
            trap("load_at", &[i32(65533)], TrapCode::MemoryOutOfBounds),
            trap("load_at", &[i32(-1)], TrapCode::MemoryOutOfBounds),
            trap("load_off", &[i32(0)], TrapCode::MemoryOutOfBounds),
        ],
    );
}

#[test]
fn multi_value() {
    check_wat(
        "multi_value",
        &[
            case("divmod", &[i32(17), i32(5)], &[i32(3), i32(2)]),
            case("swap", &[f64(1.5), i64(7)], &[i64(7), f64(1.5)]),
            case("block_params", &[i32(10), i32(3)], &[i32(7)]),
            case("loop_params", &[i32(4)], &[i32(10)]),
            case("if_params", &[i32(1), i32(9)], &[i32(9), i32(1)]),
            case("if_params", &[i32(0), i32(9)], &[i32(9), i32(2)]),
        ],
    );
}

#[test]
fn traps() {
    let nan = f64::NAN;
    check_wat(
        "traps",
        &[
            trap("unreachable", &[], TrapCode::Unreachable),
            trap("oob_load", &[i32(65536)], TrapCode::MemoryOutOfBounds),
            case("oob_load", &[i32(65532)], &[i32(0)]),
            trap("oob_store", &[i32(65529)], TrapCode::MemoryOutOfBounds),
            case("oob_store", &[i32(65528)], &[]),
            trap("div0", &[i64(1)], TrapCode::DivisionByZero),
            trap("overflow", &[], TrapCode::IntegerOverflow),
            trap("trunc_s", &[f64(nan)], TrapCode::InvalidConversion),
            trap("trunc_s", &[f64(2147483648.0)], TrapCode::IntegerOverflow),
            case("trunc_s", &[f64(-2147483648.9)], &[i32(i32::MIN)]),
            case("trunc_s", &[f64(2147483647.9)], &[i32(i32::MAX)]),
            trap("trunc_u", &[f32(-1.0)], TrapCode::IntegerOverflow),
            case("trunc_u", &[f32(-0.9)], &[i32(0)]),
            case("trunc_u", &[f32(4294967040.0)], &[i32(-256)]),
            trap("trunc_u", &[f32(4294967296.0)], TrapCode::IntegerOverflow),
            trap("trunc_s64", &[f64(9.3e18)], TrapCode::IntegerOverflow),
            case("trunc_s64", &[f64(-9.2e18)], &[i64(-9200000000000000000)]),
            trap(
                "trunc_u64",
                &[f32(f32::INFINITY)],
                TrapCode::IntegerOverflow,
            ),
            trap("trunc_u64", &[f32(f32::NAN)], TrapCode::InvalidConversion),
            trap("propagates", &[i32(1)], TrapCode::DivisionByZero),
            trap("recurse", &[], TrapCode::StackOverflow),
        ],
    );
}

#[test]
fn conversions() {
    check_wat(
        "conversions",
        &[
            case("wrap", &[i64(0x1_0000_0005)], &[i32(5)]),
            case("extend_u", &[i32(-1)], &[i64(4294967295)]),
            case("extend_s", &[i32(-1)], &[i64(-1)]),
            case("conv_u", &[i32(-1)], &[f64(4294967295.0)]),
            case("conv_s64", &[i64(-5)], &[f32(-5.0)]),
            case("conv_u64", &[i64(-1)], &[f64(18446744073709551615.0)]),
            case("sat_s", &[f64(f64::NAN)], &[i32(0)]),
            case("sat_s", &[f64(1e10)], &[i32(i32::MAX)]),
            case("sat_s", &[f64(-1e10)], &[i32(i32::MIN)]),
            case("sat_u", &[f32(-5.0)], &[i32(0)]),
            case("sat_u", &[f32(5e9)], &[i32(-1)]),
            case("sat_s64", &[f64(1e19)], &[i64(i64::MAX)]),
            case("trunc_ok", &[f64(-3.9)], &[i32(-3)]),
            case(
                "trunc_u_ok",
                &[f64(1e19)],
                &[i64(10000000000000000000u64 as i64)],
            ),
            case("demote", &[f64(0.1)], &[f32(0.1)]),
            case("promote", &[f32(0.1)], &[f64(f64::from(0.1f32))]),
            case("bits32", &[f32(1.0)], &[i32(0x3f800000)]),
            case("from_bits64", &[i64(0x4000000000000000)], &[f64(2.0)]),
        ],
    );
}

fn v2(a: f64, b: f64) -> zyme_ir::DataValue {
    zyme_ir::DataValue::Vector(vec![f64(a), f64(b)])
}

#[test]
fn simd() {
    check_wat(
        "simd",
        &[
            case(
                "dot2",
                &[f64(1.0), f64(2.0), f64(3.0), f64(4.0)],
                &[f64(11.0)],
            ),
            case("mem_axpy", &[f64(2.0)], &[f64(36.0)]),
            case("f32_ops", &[f32(2.0)], &[f32(-1.0)]),
            case("f64_ops", &[f64(10.0), f64(2.0)], &[f64(2.0)]),
            case("i32_ops", &[i32(3), i32(4)], &[i32(15)]),
            case("i8_lanes", &[i32(-1)], &[i32(-56), i32(200), i32(14)]),
            case("shuffle", &[], &[i32(10)]),
            case("bitwise", &[i64(12), i64(10)], &[i64(-3)]),
            case("bitselect", &[], &[i64(0x1122)]),
            case("cmp", &[f32(1.0), f32(2.0)], &[i32(-1)]),
            case("cmp", &[f32(2.0), f32(1.0)], &[i32(0)]),
            case("icmp_any", &[i32(7)], &[i32(1), i32(0)]),
            case("icmp_any", &[i32(20)], &[i32(1), i32(1)]),
            case("icmp_any", &[i32(-1)], &[i32(0), i32(0)]),
            case("shifts", &[i32(1)], &[i32(-4)]),
            case("shifts", &[i32(33)], &[i32(-4)]),
            case("convert", &[i32(-7)], &[f32(-7.0)]),
            // v128 crosses signatures as the module's canonical f64x2.
            case("vadd", &[v2(1.0, 2.0), v2(10.0, 20.0)], &[v2(11.0, 22.0)]),
            case("vsplit", &[v2(1.0, 2.0)], &[f64(2.0), v2(1.0, 2.0)]),
        ],
    );
}

/// Lane-width changes and lane-filling loads, against values worked out
/// by hand (and Node).
#[test]
fn simd_widen() {
    check_wat(
        "simd_widen",
        &[
            case("extend_low", &[], &[i32(2)]),
            case("extend_high_u", &[], &[i32(8)]),
            case("extend_low_u", &[], &[i32(65535)]),
            case("pairwise", &[], &[i32(1)]),
            case("ext_mul", &[], &[i64(-30_000_000_000)]),
            case("bitmask", &[], &[i32(0b101)]),
            case("convert_low", &[i32(3), i32(-5)], &[f64(-2.0)]),
            case("promote_demote", &[f32(1.5)], &[f32(3.0)]),
            case("trunc_sat_zero", &[f64(1e12)], &[i32(i32::MAX), i32(0)]),
            case("trunc_sat_zero", &[f64(-7.9)], &[i32(-7), i32(0)]),
            case("load_splat_zero", &[], &[i32(0x0004_fffd), i32(0)]),
            case("load_extend", &[], &[i32(-3)]),
            case("lane_load_store", &[], &[i32(0x0004_fffd)]),
        ],
    );
}

#[test]
fn recursion() {
    check_wat(
        "recursion",
        &[
            case("fib", &[i32(10)], &[i32(55)]),
            case("fib", &[i32(20)], &[i32(6765)]),
            case("is_even", &[i32(10)], &[i32(1)]),
            case("is_even", &[i32(7)], &[i32(0)]),
            case("started", &[], &[i32(42)]),
        ],
    );
}

#[test]
fn multi_memory() {
    check_wat_without_node(
        "multi_memory",
        &[
            case("separate", &[], &[i32(7), i32(9)]),
            case("copy", &[], &[i32(42)]),
            case("sizes", &[], &[i32(1), i32(3)]),
            trap("oob_b", &[], TrapCode::MemoryOutOfBounds),
        ],
        "Node 20 has no multi-memory",
    );
}

#[test]
fn float_memory() {
    check_wat(
        "float_memory",
        &[
            case("sumsq", &[i32(4)], &[f64(3.5)]),
            case("sumsq", &[i32(10)], &[f64(71.25)]),
        ],
    );
}
