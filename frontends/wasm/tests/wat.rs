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
