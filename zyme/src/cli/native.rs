//! `zyme run prog.ll`: JIT-runs a C, C++ or Rust program's `main` the way
//! the native executable would run: argc/argv, the C library, libm,
//! libstdc++ or Rust's libstd loaded on demand, stdio flushed at the end,
//! and `main`'s result as the exit status.

use std::ffi::{c_char, c_int, CString};
use std::path::{Path, PathBuf};
use zyme_ir::Type;

pub fn run_main(
    file: &Path,
    opts: &super::Load,
    libs: &[PathBuf],
    args: &[String],
    interp: bool,
) -> Result<(), String> {
    let module = super::load(file, opts)?;
    let main = module
        .func_by_name("main")
        .ok_or_else(|| format!("{}: no function @main to run", file.display()))?;
    let sig = module.functions[main].sig.clone();
    if interp {
        if !sig.params.is_empty() {
            return Err(
                "the interpreter runs a `.ll` main only without parameters; use the JIT".into(),
            );
        }
        return super::run(file, opts, "main", "", true);
    }
    zyme::host::load_libraries(&module, libs)?;
    let jit = zyme_cranelift::JitModule::compile(&module).map_err(|e| e.to_string())?;
    super::trap::install_handlers();
    let ptr = jit.function_ptr("main").ok_or("main was not compiled")?;

    let words: Vec<CString> = std::iter::once(file.display().to_string())
        .chain(args.iter().cloned())
        .map(|w| CString::new(w).map_err(|_| "an argument contains a NUL byte".to_string()))
        .collect::<Result<_, _>>()?;
    let mut argv: Vec<*const c_char> = words.iter().map(|w| w.as_ptr()).collect();
    argv.push(std::ptr::null());
    let argc = words.len() as c_int;
    extern "C" {
        static environ: *const *const c_char;
    }
    let returns_int = match sig.returns.as_slice() {
        [] => false,
        [t] if t.is_int() && !t.is_vector() => true,
        other => return Err(format!("main returns {other:?}, not an integer")),
    };
    // SAFETY: the signature was checked against the IR's; the JIT code
    // stays alive (`jit`) for the whole call, and argv outlives it.
    let code: i64 = unsafe {
        match sig.params.as_slice() {
            [] => {
                let f: extern "C" fn() -> i64 = std::mem::transmute(ptr);
                f()
            }
            [Type::I32, p] if p.is_ptr() => {
                let f: extern "C" fn(c_int, *const *const c_char) -> i64 = std::mem::transmute(ptr);
                f(argc, argv.as_ptr())
            }
            [Type::I32, p, q] if p.is_ptr() && q.is_ptr() => {
                let f: extern "C" fn(c_int, *const *const c_char, *const *const c_char) -> i64 =
                    std::mem::transmute(ptr);
                f(argc, argv.as_ptr(), environ)
            }
            other => {
                return Err(format!(
                    "main takes {other:?}; expected () or (i32, ptr[, ptr])"
                ))
            }
        }
    };
    let status = if returns_int { code as i32 } else { 0 };
    // SAFETY: flushes every C stdio stream the program wrote to.
    unsafe { libc::fflush(std::ptr::null_mut()) };
    // Handlers the program registered with `atexit`/`__cxa_atexit` (C++
    // static destructors) run inside `exit` and call JIT code: keep it.
    std::mem::forget(jit);
    std::process::exit(status);
}
