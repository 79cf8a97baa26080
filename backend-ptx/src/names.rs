//! PTX identifiers for the module's symbols.
//!
//! PTX identifiers are `[a-zA-Z_$][a-zA-Z0-9_$]*` (or start with `%`), so
//! IR names such as `__zyme_math.exp.f64` are spelled as LLVM's NVPTX
//! backend spells them: `.` becomes `_$_`, any other byte `_$XX_`.

use std::collections::HashMap;
use zyme_ir::{FuncId, Global, Module};

/// The PTX spelling of an IR symbol name.
pub fn mangle(name: &str) -> String {
    let mut out = String::new();
    for (i, b) in name.bytes().enumerate() {
        match b {
            b'a'..=b'z' | b'A'..=b'Z' | b'_' | b'$' => out.push(b as char),
            b'0'..=b'9' if i > 0 => out.push(b as char),
            b'.' => out.push_str("_$_"),
            _ => out.push_str(&format!("_${b:02X}_")),
        }
    }
    if out.is_empty() {
        out.push_str("_$empty");
    }
    out
}

/// The PTX names of every function and global of a module, unique.
#[derive(Clone, Debug, Default)]
pub struct Names {
    funcs: HashMap<FuncId, String>,
    globals: HashMap<Global, String>,
}

impl Names {
    /// Mangles every name; a second symbol that mangles like an earlier one
    /// gets a `$N` suffix.
    pub fn new(module: &Module) -> Names {
        let mut taken: HashMap<String, u32> = HashMap::new();
        let mut unique = |name: &str| {
            let base = mangle(name);
            let n = taken.entry(base.clone()).or_insert(0);
            *n += 1;
            if *n == 1 {
                base
            } else {
                format!("{base}${}", *n - 1)
            }
        };
        let mut names = Names::default();
        for (id, g) in module.globals.iter() {
            names.globals.insert(id, unique(&g.name));
        }
        for (id, f) in module.functions.iter() {
            names.funcs.insert(id, unique(&f.name));
        }
        names
    }

    pub fn func(&self, f: FuncId) -> &str {
        self.funcs.get(&f).map_or("$missing", String::as_str)
    }

    pub fn global(&self, g: Global) -> &str {
        self.globals.get(&g).map_or("$missing", String::as_str)
    }
}
