//! What clang emits for x86 code zyme compiles itself rather than leaving
//! to the C compiler: SSE's sign-bit masks (`_mm_movemask_epi8`,
//! `_mm_movemask_pd`) and inline assembly that only aligns code (zstd's
//! `__asm__(".p2align 5")`), checked on the reference interpreter
//! against masks worked out by hand.

use zyme_ir::interp::Interpreter;
use zyme_ir::{DataValue, ScalarType};

const IR: &str = r#"
define i32 @bytes(i8 %x) {
  %v = insertelement <16 x i8> <i8 -1, i8 0, i8 1, i8 -128, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 127>, i8 %x, i32 15
  call void asm sideeffect ".p2align 5", "~{dirflag},~{fpsr},~{flags}"()
  call void asm sideeffect "nop\0A\09.p2align 4", ""()
  %m = call i32 @llvm.x86.sse2.pmovmskb.128(<16 x i8> %v)
  ret i32 %m
}

define i32 @doubles(double %x) {
  %v = insertelement <2 x double> <double 1.0, double 2.0>, double %x, i32 1
  %m = call i32 @llvm.x86.sse2.movmsk.pd(<2 x double> %v)
  ret i32 %m
}

declare i32 @llvm.x86.sse2.pmovmskb.128(<16 x i8>)
declare i32 @llvm.x86.sse2.movmsk.pd(<2 x double>)
"#;

#[test]
fn sign_masks_and_alignment_asm_lower_and_compute() {
    let lowered = zyme_llvm::parse_and_lower(IR, "x86.ll").unwrap_or_else(|e| panic!("{e}"));
    zyme_ir::verify_module(&lowered.module).unwrap();
    let mut interp = Interpreter::new(&lowered.module);
    // Lanes 0 and 3 are negative; lane 15 is `x`.
    for (x, want) in [(-5i64, 0x8009), (5, 0x0009)] {
        let got = interp
            .call("bytes", &[DataValue::int(ScalarType::I8, x)])
            .unwrap();
        assert_eq!(got, [DataValue::int(ScalarType::I32, want)], "x = {x}");
    }
    for (x, want) in [(-0.5, 2), (0.5, 0), (-0.0, 2)] {
        let got = interp.call("doubles", &[DataValue::f64(x)]).unwrap();
        assert_eq!(got, [DataValue::int(ScalarType::I32, want)], "x = {x}");
    }
}

#[test]
fn assembly_that_does_more_than_align_is_still_refused() {
    let ir = "define void @f() {\n  call void asm sideeffect \".p2align 5\\0A\\09cpuid\", \"\"()\n  ret void\n}\n";
    let err = zyme_llvm::parse_and_lower(ir, "asm.ll").unwrap_err();
    assert!(err.to_string().contains("inline assembly"), "{err}");
}
