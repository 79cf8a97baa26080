//! Runs `tests/filetests/synth/*.zir`: each file asks for derivatives in
//! `test forward @F KINDS` / `test reverse @F KINDS` / `test split @F
//! KINDS` header lines (KINDS like `dup,const,active`); they are
//! synthesized into the verified module, the module is verified again,
//! every function synthesis added is printed, and the `; check: <text>`
//! lines must be found in the printout in order (each on a line after the
//! previous match, as a substring).

use std::path::Path;
use zyme_analysis::ArgKind;

fn kinds(list: &str) -> Result<Vec<ArgKind>, String> {
    list.split(',')
        .filter(|k| !k.trim().is_empty())
        .map(|k| ArgKind::parse(k.trim()).ok_or_else(|| format!("bad kind `{k}`")))
        .collect()
}

fn synthesize(module: &mut zyme_ir::Module, request: &str) -> Result<(), String> {
    let mut words = request.split_whitespace();
    let mode = words.next().unwrap_or_default();
    let name = words
        .next()
        .and_then(|n| n.strip_prefix('@'))
        .ok_or_else(|| format!("`test {request}`: expected `@function`"))?;
    let kinds = kinds(words.next().unwrap_or(""))?;
    let f = module
        .func_by_name(name)
        .ok_or_else(|| format!("no function @{name}"))?;
    let err = |e: zyme_synth::SynthError| e.to_string();
    match mode {
        "forward" => {
            zyme_synth::forward(module, f, &kinds, zyme_synth::ForwardOptions::default())
                .map_err(err)?;
        }
        "reverse" => {
            zyme_synth::reverse(module, f, &kinds, zyme_synth::ReverseOptions::default())
                .map_err(err)?;
        }
        "split" => {
            zyme_synth::Reverse::new(module)
                .split(f, &kinds)
                .map_err(err)?;
        }
        other => return Err(format!("unknown synthesis `{other}`")),
    }
    Ok(())
}

use zyme_tests::filecheck::check;

fn run_file(path: &Path) -> Result<(), String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let mut requests = Vec::new();
    let mut patterns = Vec::new();
    for line in text.lines() {
        let line = line.trim();
        if let Some(r) = line.strip_prefix("test ") {
            requests.push(r.trim().to_string());
        } else if let Some(pattern) = line.strip_prefix("; check:") {
            patterns.push(pattern.trim().to_string());
        }
    }
    if requests.is_empty() || patterns.is_empty() {
        return Err("needs `test <mode> @f kinds` and `; check:` lines".into());
    }
    let body: Vec<&str> = text
        .lines()
        .map(|l| if l.trim().starts_with("test ") { "" } else { l })
        .collect();
    let mut module = zyme_ir::text::parse_module(&body.join("\n")).map_err(|e| e.to_string())?;
    zyme_ir::verify_module(&module).map_err(|e| zyme_ir::verify::report(&module, &e))?;
    let before: Vec<String> = module.functions.values().map(|f| f.name.clone()).collect();
    for r in &requests {
        synthesize(&mut module, r)?;
    }
    zyme_ir::verify_module(&module).map_err(|e| zyme_ir::verify::report(&module, &e))?;
    let mut out = String::new();
    for (id, f) in module.functions.iter() {
        if !before.contains(&f.name) && !f.is_declaration() {
            out.push_str(&zyme_ir::text::print_function(&module, id));
            out.push('\n');
        }
    }
    check(&out, &patterns)
}

#[test]
fn synth_filetests() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/filetests/synth");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "zir"))
        .collect();
    files.sort();
    let mut failures = Vec::new();
    for f in &files {
        if let Err(e) = run_file(f) {
            failures.push(format!("{}: {e}", f.display()));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    assert!(files.len() >= 3, "only {} synth filetests", files.len());
}
