//! `zyme run prog.ll`: JIT-runs a C, C++ or Rust program's `main` the way
//! the native executable would run: argc/argv, the C library, libm,
//! libstdc++ or Rust's libstd loaded on demand, stdio flushed at the end,
//! and `main`'s result as the exit status.

use std::ffi::{c_char, c_int, CString};
use std::path::{Path, PathBuf};
use zyme_ir::{Linkage, Module, Type};

/// Loads a shared library so that its symbols resolve the JIT's imports.
fn dlopen_global(path: &str) -> Result<(), String> {
    let c = CString::new(path).map_err(|_| format!("bad library path {path}"))?;
    // SAFETY: dlopen with a NUL-terminated path; the handle is kept open
    // for the life of the process on purpose.
    let handle = unsafe { libc::dlopen(c.as_ptr(), libc::RTLD_NOW | libc::RTLD_GLOBAL) };
    if handle.is_null() {
        // SAFETY: dlerror returns a NUL-terminated string or null.
        let why = unsafe {
            let e = libc::dlerror();
            if e.is_null() {
                "unknown error".to_string()
            } else {
                std::ffi::CStr::from_ptr(e).to_string_lossy().into_owned()
            }
        };
        return Err(format!("cannot load {path}: {why}"));
    }
    Ok(())
}

/// Rust's `libstd-*.so` of the `rustc` on the PATH, which the `.ll` of a
/// Rust program was (presumably) produced by.
fn rust_libstd() -> Option<PathBuf> {
    let out = std::process::Command::new("rustc")
        .args(["--print", "sysroot"])
        .output()
        .ok()?;
    let sysroot = String::from_utf8(out.stdout).ok()?;
    let root = Path::new(sysroot.trim());
    let host = format!("{}-unknown-linux-gnu", std::env::consts::ARCH);
    [
        root.join("lib"),
        root.join("lib/rustlib").join(host).join("lib"),
    ]
    .iter()
    .filter_map(|dir| std::fs::read_dir(dir).ok())
    .flatten()
    .filter_map(|e| e.ok())
    .map(|e| e.path())
    .find(|p| {
        p.file_name()
            .and_then(|n| n.to_str())
            .is_some_and(|n| n.starts_with("libstd-") && n.ends_with(".so"))
    })
}

/// Loads the libraries a module's imports call for, then the user's.
pub fn load_libraries(module: &Module, extra: &[PathBuf]) -> Result<(), String> {
    let imports: Vec<&str> = module
        .functions
        .values()
        .filter(|f| f.linkage == Linkage::Import)
        .map(|f| f.name.as_str())
        .chain(
            module
                .globals
                .values()
                .filter(|g| g.linkage == Linkage::Import)
                .map(|g| g.name.as_str()),
        )
        .collect();
    let rust = imports
        .iter()
        .any(|n| n.starts_with("_ZN3std") || n.starts_with("_RN") || n.contains("rust"));
    let cxx = imports
        .iter()
        .any(|n| n.starts_with("_Z") || n.starts_with("__cxa") || n.starts_with("__gxx"));
    dlopen_global("libm.so.6")?;
    if cxx {
        dlopen_global("libstdc++.so.6")?;
    }
    if rust {
        let std = rust_libstd().ok_or(
            "the program calls Rust's standard library, but no libstd-*.so was found in `rustc --print sysroot`",
        )?;
        dlopen_global(&std.display().to_string())?;
    }
    for lib in extra {
        dlopen_global(&lib.display().to_string())?;
    }
    Ok(())
}

pub fn run_main(
    file: &Path,
    libs: &[PathBuf],
    args: &[String],
    interp: bool,
) -> Result<(), String> {
    let module = super::load(file)?;
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
        return super::run(file, "main", "", true);
    }
    load_libraries(&module, libs)?;
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
