//! A guard that names what was being worked on when a panic unwinds
//! through it (rustc_codegen_cranelift's `PrintOnPanic`): a bug in the
//! lowering of one function, or in the synthesis of one derivative, then
//! says which, instead of only where in zyme's code.
//!
//! ```
//! let _guard = zyme_ir::on_panic::PrintOnPanic::new(|| "lowering @f".to_string());
//! // ... work on @f; a panic here prints "zyme: panicked while lowering @f"
//! ```

/// Prints `zyme: panicked while {what}` to stderr if dropped during a
/// panic. The text is made only then.
pub struct PrintOnPanic<F: Fn() -> String>(F);

impl<F: Fn() -> String> PrintOnPanic<F> {
    pub fn new(what: F) -> PrintOnPanic<F> {
        PrintOnPanic(what)
    }
}

impl<F: Fn() -> String> Drop for PrintOnPanic<F> {
    fn drop(&mut self) {
        if std::thread::panicking() {
            eprintln!("zyme: panicked while {}", (self.0)());
        }
    }
}
