//! Malformed and unsupported inputs: each gives one line naming the file,
//! the byte offset and, inside a function, the function by index and
//! name — never a panic.

use zyme_wasm::WasmError;

fn wat(text: &str) -> Vec<u8> {
    wat::parse_str(text).unwrap_or_else(|e| panic!("{e}"))
}

/// Reads `bytes`, expects an error mentioning `needle` (and the function
/// `func` when given), and returns its text.
fn expect_error(bytes: &[u8], needle: &str, func: Option<&str>) -> String {
    let err = match zyme_wasm::read(bytes, "m.wasm") {
        Ok(_) => panic!("expected an error mentioning `{needle}`"),
        Err(e) => e,
    };
    let text = err.to_string();
    assert!(!text.contains('\n'), "not one line: {text}");
    assert!(text.starts_with("m.wasm"), "no file: {text}");
    assert!(text.contains(" at 0x"), "no offset: {text}");
    assert!(text.contains(needle), "`{needle}` not in: {text}");
    if let Some(f) = func {
        assert!(
            text.contains(&format!("(@{f})")),
            "no function `{f}` in: {text}"
        );
        assert!(err.location().func.is_some());
    }
    text
}

fn unsupported(bytes: &[u8], needle: &str, func: Option<&str>) {
    let text = expect_error(bytes, needle, func);
    assert!(text.contains("unsupported"), "{text}");
}

#[test]
fn not_a_module() {
    expect_error(b"", "invalid module", None);
    expect_error(b"\0asn\x01\0\0\0", "invalid module", None);
    expect_error(b"\0asm\x02\0\0\0", "invalid module", None);
    expect_error(b"\0asm\x01\0\0\0\x01\x05\x01\x60", "invalid module", None);
    expect_error(b"\0asm\x01\0\0\0\x0c\x01\x01", "invalid module", None);
}

#[test]
fn invalid_bodies_name_their_function() {
    let cases = [
        (
            "(func (export \"f\") (param f64) (result i32) local.get 0 i32.const 1 i32.add)",
            "type mismatch",
        ),
        ("(func (export \"f\") call 7)", "function"),
        ("(func (export \"f\") block br 3 end)", "depth"),
        ("(func (export \"f\") (result i32) local.get 5)", "local"),
        (
            "(func (export \"f\") (result i32) i32.const 0 i32.atomic.load)",
            "invalid module",
        ),
        ("(func (export \"f\") return_call 0)", "invalid module"),
        ("(func (export \"f\") (result i32) global.get 0)", "global"),
        (
            "(func (export \"f\") (param i32) local.get 0 i32.load)",
            "memory",
        ),
    ];
    for (body, needle) in cases {
        let bytes = wat(&format!("(module {body})"));
        expect_error(&bytes, needle, Some("f"));
    }
}

#[test]
fn invalid_modules() {
    expect_error(
        &wat("(module (func (export \"a\")) (func (export \"a\")))"),
        "duplicate export",
        None,
    );
    expect_error(
        &wat("(module (func $s (param i32)) (start $s))"),
        "invalid module",
        None,
    );
    expect_error(&wat("(module (data (i32.const 0) \"x\"))"), "memory", None);
    expect_error(&wat("(module (memory i64 1))"), "invalid module", None);
    expect_error(&wat("(module (type (struct)))"), "invalid module", None);
    expect_error(&wat("(module (tag))"), "invalid module", None);
}

#[test]
fn unsupported_imports() {
    unsupported(
        &wat("(module (import \"env\" \"mem\" (memory 1)))"),
        "import `env.mem`",
        None,
    );
    unsupported(
        &wat("(module (import \"env\" \"g\" (global i32)))"),
        "import `env.g`",
        None,
    );
    unsupported(
        &wat("(module (import \"env\" \"t\" (table 1 funcref)))"),
        "import `env.t`",
        None,
    );
}

#[test]
fn unsupported_operators_name_their_function() {
    let cases = [
        ("(func (export \"swz\") (param v128 v128) (result v128) local.get 0 local.get 1 i8x16.swizzle)", "I8x16Swizzle", "swz"),
        ("(func (export \"q15\") (param v128) (result v128) local.get 0 local.get 0 i16x8.q15mulr_sat_s)", "I16x8Q15MulrSatS", "q15"),
        ("(table 1 funcref) (func (export \"tf\") i32.const 0 ref.null func i32.const 1 table.fill 0)", "TableFill", "tf"),
        ("(func (export \"dot\") (param v128) (result v128) local.get 0 local.get 0 i32x4.dot_i16x8_s)", "I32x4DotI16x8S", "dot"),
        ("(func (export \"sat\") (param v128) (result v128) local.get 0 local.get 0 i8x16.add_sat_u)", "I8x16AddSatU", "sat"),
        ("(table 2 funcref) (elem func 0) (func (export \"ti\") i32.const 0 i32.const 0 i32.const 1 table.init 0 0)", "TableInit", "ti"),
    ];
    for (body, needle, func) in cases {
        let bytes = wat(&format!("(module {body})"));
        unsupported(&bytes, needle, Some(func));
    }
}

#[test]
fn errors_are_typed() {
    let bytes = wat("(module (func (export \"f\") (param v128 v128) (result v128) local.get 0 local.get 1 i8x16.swizzle))");
    let err = zyme_wasm::read(&bytes, "m.wasm").unwrap_err();
    assert!(matches!(err, WasmError::Unsupported { .. }));
    let loc = err.location();
    assert_eq!(loc.func.as_ref().map(|f| f.0), Some(0));
    assert!(loc.offset > 8);
}
