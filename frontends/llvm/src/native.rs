//! The part of a module that `zyme cc` leaves to the user's compiler, as
//! LLVM IR text: the original text with every externally visible
//! definition zyme compiled turned into a declaration, so the two objects
//! link without duplicate symbols.
//!
//! What stays defined: the functions zyme leaves native
//! ([`crate::lower::lower_module_for_cc`]), made visible (`hidden`) when
//! they were internal so zyme's object can call them; internal, private,
//! `linkonce` and `weak` definitions (private copies, or definitions the
//! linker merges); `llvm.global_ctors`/`dtors`. Strong external globals
//! become `external` declarations (zyme's object defines them);
//! `llvm.used` lists go (they may name what is now a declaration).
//!
//! This is text surgery on whole lines: LLVM prints each global on one
//! line and each function from its `define` line to a line `}`; the
//! syntax tree says where each starts.

use crate::ast::{Attribute, Linkage, Module, Name, Type};
use crate::lower::NativeFunction;
use std::collections::{HashMap, HashSet};

/// The LLVM IR text the user's compiler compiles next to zyme's object.
/// `shared` are the internal globals it defines for both objects, by
/// symbol and shared symbol ([`crate::Lowered::share_internals`]).
pub fn native_part(
    src: &str,
    ast: &Module,
    native: &[NativeFunction],
    shared: &[(String, String)],
) -> String {
    let native: HashSet<&str> = native.iter().map(|n| n.name.as_str()).collect();
    let mut lines: Vec<Option<String>> = src.lines().map(|l| Some(l.to_string())).collect();
    let set = |lines: &mut Vec<Option<String>>, line: u32, text: Option<String>| {
        if let Some(slot) = lines.get_mut(line as usize - 1) {
            *slot = text;
        }
    };
    for f in &ast.functions {
        if f.is_declaration || f.line == 0 {
            continue;
        }
        let name = crate::lower::symbol(&f.name);
        let start = f.line as usize - 1;
        let end = (start..lines.len())
            .find(|&i| lines[i].as_deref().is_some_and(|l| l.trim_end() == "}"))
            .unwrap_or(start);
        if native.contains(name.as_str()) {
            if matches!(
                f.linkage.linkage,
                Some(Linkage::Internal | Linkage::Private)
            ) {
                if let Some(Some(header)) = lines.get_mut(start) {
                    *header = header.replacen(" internal ", " hidden ", 1).replacen(
                        " private ",
                        " hidden ",
                        1,
                    );
                }
            }
            continue;
        }
        if !strong_external(f.linkage.linkage) {
            continue;
        }
        let params: Vec<String> = f
            .params
            .iter()
            .map(|p| {
                let mut s = ty(&p.ty);
                for a in &p.attrs {
                    if let Attribute::Type(k, t) = a {
                        s.push_str(&format!(" {k}({})", ty(t)));
                    }
                }
                s
            })
            .collect();
        let decl = declaration(&f.ret_ty, &f.name, &params, f.varargs);
        set(&mut lines, f.line, Some(decl));
        for slot in &mut lines[start + 1..=end] {
            *slot = None;
        }
    }
    for g in &ast.globals {
        if g.line == 0 {
            continue;
        }
        let name = crate::lower::symbol(&g.name);
        if name == "llvm.used" || name == "llvm.compiler.used" {
            set(&mut lines, g.line, None);
            continue;
        }
        if g.init.is_none() || !strong_external(g.linkage.linkage) || name.starts_with("llvm.") {
            continue;
        }
        let text = format!("{} = external global {}", global(&g.name), ty(&g.ty));
        set(&mut lines, g.line, Some(text));
    }
    for a in &ast.aliases {
        if a.line == 0 || a.is_ifunc || !strong_external(a.linkage.linkage) {
            continue;
        }
        let text = match &a.ty {
            Type::Function {
                ret,
                params,
                varargs,
            } => {
                let params: Vec<String> = params.iter().map(ty).collect();
                declaration(ret, &a.name, &params, *varargs)
            }
            other => format!("{} = external global {}", global(&a.name), ty(other)),
        };
        set(&mut lines, a.line, Some(text));
    }
    drop_unreferenced_copies(&mut lines, ast, &native);
    share_globals(&mut lines, ast, shared);
    let mut out = String::with_capacity(src.len());
    for l in lines.into_iter().flatten() {
        out.push_str(&l);
        out.push('\n');
    }
    out
}

/// Private copies (internal or `linkonce` definitions zyme also compiled)
/// that nothing left in the text refers to go: a copy of a function that
/// makes Enzyme calls would not link, and none is needed.
fn drop_unreferenced_copies(lines: &mut [Option<String>], ast: &Module, native: &HashSet<&str>) {
    let spans: Vec<(String, usize, usize)> = ast
        .functions
        .iter()
        .filter(|f| !f.is_declaration && f.line > 0)
        .filter(|f| !native.contains(crate::lower::symbol(&f.name).as_str()))
        .filter(|f| !strong_external(f.linkage.linkage))
        .filter_map(|f| {
            let start = f.line as usize - 1;
            let end = (start..lines.len())
                .find(|&i| lines[i].as_deref().is_some_and(|l| l.trim_end() == "}"))?;
            Some((global(&f.name), start, end))
        })
        .collect();
    loop {
        let mut changed = false;
        for (name, start, end) in &spans {
            if lines[*start].is_none() {
                continue;
            }
            let referenced = lines.iter().enumerate().any(|(i, l)| {
                (i < *start || i > *end) && l.as_deref().is_some_and(|l| mentions(l, name))
            });
            if !referenced {
                for slot in &mut lines[*start..=*end] {
                    *slot = None;
                }
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
}

/// Each shared function's and global's definition becomes `hidden`
/// (visible to zyme's object, not outside the program) and every mention
/// takes its shared name.
fn share_globals(lines: &mut [Option<String>], ast: &Module, shared: &[(String, String)]) {
    if shared.is_empty() {
        return;
    }
    let new: HashMap<&str, &str> = shared
        .iter()
        .map(|(a, b)| (a.as_str(), b.as_str()))
        .collect();
    let mut renames: HashMap<String, String> = HashMap::new();
    let functions = ast.functions.iter().map(|f| (&f.name, f.line));
    for (name, line) in ast
        .globals
        .iter()
        .map(|g| (&g.name, g.line))
        .chain(functions)
    {
        let sym = crate::lower::symbol(name);
        let Some(&to) = new.get(sym.as_str()) else {
            continue;
        };
        renames.insert(global(name), global(&Name::Named(to.to_string())));
        let Some(index) = (line as usize).checked_sub(1) else {
            continue;
        };
        if let Some(Some(line)) = lines.get_mut(index) {
            *line = line
                .replacen(" internal ", " hidden ", 1)
                .replacen(" private ", " hidden ", 1);
        }
    }
    for line in lines.iter_mut().flatten() {
        if line.contains('@') {
            *line = rename_globals(line, &renames);
        }
    }
}

/// `line` with every `@name` token found in `renames` replaced; quoted
/// text that is not a name (`c"…"`, `!"…"`, sections) is copied as is.
fn rename_globals(line: &str, renames: &HashMap<String, String>) -> String {
    let bytes = line.as_bytes();
    let mut out = String::with_capacity(line.len());
    let (mut i, mut copied) = (0, 0);
    let quote_end = |from: usize| {
        bytes[from..]
            .iter()
            .position(|&b| b == b'"')
            .map_or(bytes.len(), |k| from + k + 1)
    };
    while i < bytes.len() {
        match bytes[i] {
            b'"' => i = quote_end(i + 1),
            b'@' => {
                let end = if bytes.get(i + 1) == Some(&b'"') {
                    quote_end(i + 2)
                } else {
                    i + 1
                        + bytes[i + 1..]
                            .iter()
                            .take_while(|&&b| b.is_ascii_alphanumeric() || b"._$-".contains(&b))
                            .count()
                };
                if let Some(to) = renames.get(&line[i..end]) {
                    out.push_str(&line[copied..i]);
                    out.push_str(to);
                    copied = end;
                }
                i = end;
            }
            _ => i += 1,
        }
    }
    out.push_str(&line[copied..]);
    out
}

/// Whether `line` mentions the global `name` (`@f`, not `@f2`).
fn mentions(line: &str, name: &str) -> bool {
    line.match_indices(name).any(|(i, _)| {
        !line[i + name.len()..]
            .starts_with(|c: char| c.is_ascii_alphanumeric() || "._$-".contains(c))
    })
}

fn strong_external(l: Option<Linkage>) -> bool {
    matches!(l, None | Some(Linkage::External))
}

fn declaration(ret: &Type, name: &Name, params: &[String], varargs: bool) -> String {
    let mut list = params.join(", ");
    if varargs {
        if !list.is_empty() {
            list.push_str(", ");
        }
        list.push_str("...");
    }
    format!("declare {} {}({list})", ty(ret), global(name))
}

/// `@name`, quoted when LLVM would quote it.
fn global(name: &Name) -> String {
    match name {
        Name::Num(n) => format!("@{n}"),
        Name::Named(s) => format!("@{}", quoted(s)),
    }
}

/// LLVM's printer quotes a name with anything but letters, digits, `.`,
/// `_` and `-` (the lexer also reads `$` unquoted, the printer quotes
/// it: C++ lambdas' `$_0`), and the text is matched as printed.
fn quoted(s: &str) -> String {
    let plain = !s.is_empty()
        && !s.starts_with(|c: char| c.is_ascii_digit())
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || "._-".contains(c));
    if plain {
        s.to_string()
    } else {
        let mut q = String::from("\"");
        for b in s.bytes() {
            if b == b'"' || b == b'\\' || !(0x20..0x7f).contains(&b) {
                q.push_str(&format!("\\{b:02X}"));
            } else {
                q.push(b as char);
            }
        }
        q.push('"');
        q
    }
}

/// An LLVM type as text.
pub fn ty(t: &Type) -> String {
    match t {
        Type::Void => "void".into(),
        Type::Int(n) => format!("i{n}"),
        Type::Half => "half".into(),
        Type::BFloat => "bfloat".into(),
        Type::Float => "float".into(),
        Type::Double => "double".into(),
        Type::X86Fp80 => "x86_fp80".into(),
        Type::Fp128 => "fp128".into(),
        Type::PpcFp128 => "ppc_fp128".into(),
        Type::X86Amx => "x86_amx".into(),
        Type::X86Mmx => "x86_mmx".into(),
        Type::Ptr(0) => "ptr".into(),
        Type::Ptr(n) => format!("ptr addrspace({n})"),
        Type::Label => "label".into(),
        Type::Metadata => "metadata".into(),
        Type::Token => "token".into(),
        Type::Vector {
            scalable,
            len,
            elem,
        } => {
            let v = if *scalable { "vscale x " } else { "" };
            format!("<{v}{len} x {}>", ty(elem))
        }
        Type::Array { len, elem } => format!("[{len} x {}]", ty(elem)),
        Type::Struct { packed, fields } => {
            let inner: Vec<String> = fields.iter().map(ty).collect();
            if *packed {
                format!("<{{ {} }}>", inner.join(", "))
            } else if inner.is_empty() {
                "{}".into()
            } else {
                format!("{{ {} }}", inner.join(", "))
            }
        }
        Type::Named(n) => match n {
            Name::Num(k) => format!("%{k}"),
            Name::Named(s) => format!("%{}", quoted(s)),
        },
        Type::Function {
            ret,
            params,
            varargs,
        } => {
            let mut ps: Vec<String> = params.iter().map(ty).collect();
            if *varargs {
                ps.push("...".into());
            }
            format!("{} ({})", ty(ret), ps.join(", "))
        }
        Type::TargetExt { name, types, ints } => {
            let mut parts = vec![format!("\"{name}\"")];
            parts.extend(types.iter().map(ty));
            parts.extend(ints.iter().map(|i| i.to_string()));
            format!("target({})", parts.join(", "))
        }
    }
}
