//! The host process as a program's environment: loading the shared
//! libraries a lowered C, C++ or Rust module imports from (libm,
//! libstdc++, Rust's libstd) so the JIT can resolve them.

use std::ffi::CString;
use std::path::{Path, PathBuf};
use zyme_ir::{Linkage, Module};

/// Loads a shared library so that its symbols resolve the JIT's imports.
pub fn dlopen_global(path: &str) -> Result<(), String> {
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
pub fn rust_libstd() -> Option<PathBuf> {
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
