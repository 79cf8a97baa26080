//! `zyme cc -- <clang or clang++ command line>`: the drop-in wrapper for
//! programs written for Enzyme.
//!
//! For each C/C++ source of the command, the user's compiler (with the
//! user's flags) emits LLVM IR; zyme lowers it, synthesizes every
//! derivative the Enzyme calls ask for, and compiles all it can through
//! Cranelift into one object. What zyme leaves native (functions it
//! cannot lower, functions that catch or clean up exceptions, variadic
//! definitions, and merged `linkonce`/`weak` definitions) the user's
//! compiler compiles from the same IR with zyme's definitions turned into
//! declarations ([`zyme_llvm::native`]). The two objects are linked (or,
//! with `-c`, combined with `-r` into the object the command names), so
//! the command produces the file it would have produced.

use std::path::{Path, PathBuf};
use std::process::Command;

/// Flags whose value is the next argument.
const WITH_VALUE: &[&str] = &[
    "-o",
    "-I",
    "-D",
    "-U",
    "-include",
    "-imacros",
    "-isystem",
    "-iquote",
    "-idirafter",
    "-isysroot",
    "--sysroot",
    "-x",
    "-MF",
    "-MT",
    "-MQ",
    "-L",
    "-l",
    "-Xlinker",
    "-Xclang",
    "-mllvm",
    "-target",
    "-arch",
    "-T",
    "-z",
    "-u",
    "-e",
];

fn is_source(arg: &str) -> bool {
    let ext = Path::new(arg)
        .extension()
        .and_then(|e| e.to_str())
        .unwrap_or("");
    matches!(ext, "c" | "cc" | "cpp" | "cxx" | "c++" | "C" | "i" | "ii")
}

/// Flags only the link step takes.
fn is_link_flag(flag: &str) -> bool {
    flag.starts_with("-l")
        || flag.starts_with("-L")
        || flag.starts_with("-Wl,")
        || matches!(
            flag,
            "-static"
                | "-shared"
                | "-pie"
                | "-no-pie"
                | "-rdynamic"
                | "-nostdlib"
                | "-Xlinker"
                | "-T"
                | "-z"
                | "-u"
                | "-e"
        )
}

/// Flags about the language and the preprocessor, which a link of
/// objects must not see (`-x c` would make it read objects as C).
fn is_preprocessor_flag(flag: &str) -> bool {
    [
        "-I",
        "-D",
        "-U",
        "-std",
        "-x",
        "-include",
        "-imacros",
        "-isystem",
        "-iquote",
        "-idirafter",
        "-M",
    ]
    .iter()
    .any(|p| flag.starts_with(p))
}

/// Flags that matter when compiling LLVM IR (optimisation, code
/// generation, target); language and preprocessor flags do not apply.
fn is_codegen_flag(flag: &str) -> bool {
    flag.starts_with("-O")
        || flag.starts_with("-g")
        || flag.starts_with("-f")
        || flag.starts_with("-m")
        || flag.starts_with("--target")
        || flag == "-target"
        || flag == "-w"
}

/// The command line, taken apart.
struct Parsed {
    compiler: String,
    /// Every flag with its value, in order (no sources, no `-o`).
    flags: Vec<Vec<String>>,
    /// The inputs zyme compiles: C/C++ sources, and LLVM bitcode files
    /// (`-emit-llvm -c` output, `-flto` objects), found by their magic.
    sources: Vec<Unit>,
    /// Arguments of the link step other than sources and flags (objects,
    /// archives), in order, with the sources' positions marked.
    link_inputs: Vec<Input>,
    output: Option<String>,
    compile_only: bool,
    passthrough: bool,
}

enum Input {
    Source(usize),
    Other(String),
}

/// One input zyme compiles.
enum Unit {
    Source(String),
    Bitcode(String),
}

impl Unit {
    fn path(&self) -> &str {
        match self {
            Unit::Source(p) | Unit::Bitcode(p) => p,
        }
    }
}

/// Whether `path` is a file of LLVM bitcode (bare, or in the wrapper
/// header); an object with bitcode embedded is an object like any other.
fn is_bitcode_file(path: &str) -> bool {
    use std::io::Read;
    let mut magic = [0u8; 4];
    std::fs::File::open(path)
        .and_then(|mut f| f.read_exact(&mut magic))
        .is_ok_and(|()| magic == *b"BC\xC0\xDE" || magic == [0xDE, 0xC0, 0x17, 0x0B])
}

/// `-flto` and its forms: zyme's objects and the native parts are
/// ordinary objects, whatever the command asks of the link.
fn is_lto_flag(flag: &str) -> bool {
    flag == "-flto" || flag.starts_with("-flto=")
}

fn parse(command: &[String]) -> Result<Parsed, String> {
    let (compiler, rest) = command
        .split_first()
        .ok_or("zyme cc needs a compiler command line after `--` (e.g. `zyme cc -- clang-19 -O2 prog.c -o prog`)")?;
    let mut p = Parsed {
        compiler: compiler.clone(),
        flags: Vec::new(),
        sources: Vec::new(),
        link_inputs: Vec::new(),
        output: None,
        compile_only: false,
        passthrough: false,
    };
    let mut i = 0;
    while i < rest.len() {
        let a = &rest[i];
        i += 1;
        if a == "-o" {
            p.output = Some(rest.get(i).ok_or("`-o` needs a file name")?.clone());
            i += 1;
            continue;
        }
        if let Some(o) = a.strip_prefix("-o").filter(|o| !o.is_empty()) {
            p.output = Some(o.to_string());
            continue;
        }
        if a == "-c" {
            p.compile_only = true;
            continue;
        }
        if matches!(
            a.as_str(),
            "-S" | "-E" | "-M" | "-MM" | "-fsyntax-only" | "-emit-llvm"
        ) {
            p.passthrough = true;
        }
        if a.starts_with('-') && a.len() > 1 {
            let mut flag = vec![a.clone()];
            if WITH_VALUE.contains(&a.as_str()) {
                if let Some(v) = rest.get(i) {
                    flag.push(v.clone());
                    i += 1;
                }
            }
            if is_enzyme_plugin_flag(&flag) {
                // `-Xclang -load -Xclang LLVMEnzyme.so`: the `-load` too.
                if p.flags.last().is_some_and(|l| is_leading_half(l, &flag)) {
                    p.flags.pop();
                }
                continue;
            }
            p.flags.push(flag);
            continue;
        }
        if is_source(a) {
            p.link_inputs.push(Input::Source(p.sources.len()));
            p.sources.push(Unit::Source(a.clone()));
        } else if is_bitcode_file(a) {
            p.link_inputs.push(Input::Source(p.sources.len()));
            p.sources.push(Unit::Bitcode(a.clone()));
        } else {
            p.link_inputs.push(Input::Other(a.clone()));
        }
    }
    Ok(p)
}

fn run(cmd: &mut Command, verbose: bool) -> Result<(), String> {
    if verbose {
        eprintln!("zyme cc: {cmd:?}");
    }
    let status = cmd
        .status()
        .map_err(|e| format!("cannot run {:?}: {e}", cmd.get_program()))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!(
            "{:?} failed ({status})",
            cmd.get_program().to_string_lossy()
        ))
    }
}

/// Runs `zyme cc`; returns the exit status the command should have.
/// What compiles zyme's part of a unit.
#[derive(Copy, Clone, PartialEq, Eq, Debug, clap::ValueEnum)]
pub enum Backend {
    /// zyme's Cranelift code generator.
    Cranelift,
    /// LLVM IR text (`zyme-llvm-out`) compiled by the user's compiler with
    /// the command's code-generation flags (`-O2`, `-march`…).
    Llvm,
}

/// How `zyme cc` runs.
pub struct Options {
    /// Print each step and which functions the compiler keeps.
    pub verbose: bool,
    /// Keep the intermediate files.
    pub keep: bool,
    pub pipeline: zyme::AdPipeline,
    pub backend: Backend,
}

pub fn cc(command: &[String], options: &Options) -> Result<i32, String> {
    let Options {
        verbose,
        keep,
        pipeline,
        backend,
    } = *options;
    let p = parse(command)?;
    if p.passthrough || p.sources.is_empty() {
        // Nothing for zyme to do: preprocessing, assembly or bitcode
        // output (zyme reads the bitcode where it is compiled or linked),
        // or a link of objects only.
        let status = Command::new(&p.compiler)
            .args(&command[1..])
            .status()
            .map_err(|e| format!("cannot run {}: {e}", p.compiler))?;
        return Ok(status.code().unwrap_or(1));
    }
    let tmp = std::env::temp_dir().join(format!("zyme-cc-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).map_err(|e| format!("{}: {e}", tmp.display()))?;
    let result = build(&p, &tmp, verbose, pipeline, backend);
    if !keep {
        let _ = std::fs::remove_dir_all(&tmp);
    } else {
        eprintln!("zyme cc: intermediate files kept in {}", tmp.display());
    }
    result.map(|()| 0)
}

fn flags_where(p: &Parsed, keep: impl Fn(&str) -> bool) -> Vec<String> {
    p.flags
        .iter()
        .filter(|f| keep(&f[0]))
        .flatten()
        .cloned()
        .collect()
}

/// zyme's `<enzyme/enzyme>`: the Enzyme C++ interface, which the Enzyme
/// clang plugin provides from memory, so programs include it without an
/// Enzyme installation.
const ENZYME_HEADER: &str = include_str!("../../include/enzyme/enzyme");

/// Writes the headers zyme provides under `tmp/include`; returns that
/// directory, which goes after the user's `-I` directories.
fn provide_headers(tmp: &Path) -> Result<PathBuf, String> {
    let dir = tmp.join("include");
    let enzyme = dir.join("enzyme");
    std::fs::create_dir_all(&enzyme).map_err(|e| format!("{}: {e}", enzyme.display()))?;
    // `utils` is the header's name inside the Enzyme plugin; some programs
    // include it directly.
    for name in ["enzyme", "utils"] {
        let path = enzyme.join(name);
        std::fs::write(&path, ENZYME_HEADER).map_err(|e| format!("{}: {e}", path.display()))?;
    }
    Ok(dir)
}

/// Whether a flag loads the Enzyme plugin or configures it: zyme takes
/// the plugin's place, so these are left out of every command.
fn is_enzyme_plugin_flag(flag: &[String]) -> bool {
    let enzyme = |s: &str| s.to_ascii_lowercase().contains("enzyme");
    // An option for Enzyme's passes (`-enzyme-print`, `--enzyme-loose-types`,
    // `-enzyme-max-cache=false`) or a path to one of its plugins.
    let enzyme_value = |v: &str| {
        v.trim_start_matches('-').starts_with("enzyme")
            || (v.contains(".so") || v.contains(".dylib") || v.contains(".dll")) && enzyme(v)
            || v.contains("plugin") && enzyme(v)
    };
    match flag {
        [f] => {
            let plugin = ["-fplugin=", "-fpass-plugin=", "-fplugin-arg-"]
                .iter()
                .any(|p| f.starts_with(p));
            (plugin && enzyme(f))
                || f.strip_prefix("-mllvm=").is_some_and(enzyme_value)
                // `-Wl,-mllvm=-enzyme-…`, `-Wl,--load-pass-plugin=…LLDEnzyme…`
                || f.strip_prefix("-Wl,").is_some_and(|w| {
                    w.split(',')
                        .any(|x| enzyme_value(x.trim_start_matches("-mllvm=")))
                })
                || f.starts_with("--enzyme") || f.starts_with("-enzyme")
        }
        [f, v] if f == "-Xclang" || f == "-mllvm" || f == "-Xlinker" => {
            enzyme_value(v)
                || v.starts_with("-mllvm=") && enzyme(v)
                || v.starts_with("-fpass-plugin=") && enzyme(v)
        }
        _ => false,
    }
}

/// The half of a two-part plugin flag left before `flag` is dropped
/// (`-Xclang -load` before `-Xclang LLVMEnzyme.so`, `-Xclang -mllvm`
/// before `-Xclang -enzyme-print`, the same with `-Xlinker`).
fn is_leading_half(prev: &[String], flag: &[String]) -> bool {
    matches!((prev, flag), ([p, a], [f, _]) if p == f
        && (p == "-Xclang" || p == "-Xlinker")
        && matches!(a.as_str(), "-load" | "-mllvm" | "-plugin" | "--load-pass-plugin"))
}

/// The Enzyme plugin's attributes, which clang ignores without the
/// plugin, as `annotate` attributes that reach the IR
/// (`@llvm.global.annotations`, read by the LLVM frontend). GNU spelling
/// only: `__attribute__((enzyme_inactive))`,
/// `__attribute__((enzyme_function_like("free")))`.
/// `enzyme_nofree` cannot be a macro: it is also a marker argument of
/// Enzyme calls.
const PLUGIN_ATTRIBUTES: &[&str] = &[
    "-Denzyme_inactive=annotate(\"enzyme_inactive\")",
    "-Denzyme_function_like(name)=annotate(\"enzyme_function_like=\" name)",
    "-Denzyme_sparse_accumulate=annotate(\"enzyme_sparse_accumulate\")",
];

/// Reads the front end's warnings for an Enzyme attribute clang dropped
/// (one zyme cc could not carry: a `[[enzyme::…]]` spelling, or one it
/// does not know): an error, since the derivative would silently ignore
/// it; `enzyme_nofree`, a promise zyme never relies on, only a note.
fn dropped_plugin_attributes(stderr: &str) -> Result<(), String> {
    let lines: Vec<&str> = stderr.lines().collect();
    for (k, line) in lines.iter().enumerate() {
        let Some((at, rest)) = line.split_once(": warning: unknown attribute '") else {
            continue;
        };
        let mut name = rest.split('\'').next().unwrap_or("").to_string();
        // A scoped spelling is reported without its scope: the quoted
        // source line after the warning shows it.
        let scoped = format!("enzyme::{name}");
        if lines.get(k + 1).is_some_and(|l| l.contains(&scoped)) {
            name = scoped;
        }
        if name == "enzyme_nofree" {
            eprintln!(
                "{at}: note: zyme cc ignores `enzyme_nofree` (a promise that the function frees no memory): zyme's derivatives do not use that promise"
            );
        } else if name.starts_with("enzyme") || name == "annotate" {
            return Err(format!(
                "{at}: error: the Enzyme attribute `{name}` was dropped by the compiler; zyme cc carries Enzyme's attributes in their GNU spelling only (`__attribute__((enzyme_inactive))`, `__attribute__((enzyme_function_like(\"free\")))`)"
            ));
        }
    }
    Ok(())
}

/// The functions an Enzyme attribute annotates (`@llvm.global.annotations`
/// entries whose text starts `enzyme_`).
fn annotated_functions(ir: &str) -> Vec<&str> {
    let name_at = |piece: &str| -> usize {
        piece
            .find(|c: char| !(c.is_ascii_alphanumeric() || "_.$-".contains(c)))
            .unwrap_or(piece.len())
    };
    let enzyme_texts: Vec<&str> = ir
        .lines()
        .filter(|l| l.starts_with('@') && l.contains("c\"enzyme_"))
        .map(|l| &l[1..1 + name_at(&l[1..])])
        .collect();
    let Some(list) = ir
        .lines()
        .find(|l| l.starts_with("@llvm.global.annotations = "))
    else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for entry in list.split("{ ptr @").skip(1) {
        let target = &entry[..name_at(entry)];
        let text = entry
            .split_once("ptr @")
            .map(|(_, t)| &t[..name_at(t)])
            .unwrap_or("");
        if enzyme_texts.contains(&text) {
            out.push(target);
        }
    }
    out
}

/// The front end's IR with `noinline` added to every function a custom
/// rule registration (`__enzyme_register_gradient_*`,
/// `__enzyme_register_derivative_*`), `__enzyme_inactivefn`,
/// `__enzyme_function_like` or `__enzyme_allocation_like` names, or `None`
/// when there are none. Inlined, such a function would be differentiated
/// as ordinary code instead of by its rule.
fn mark_rule_functions_noinline(ir: &str) -> Option<String> {
    let mut names: Vec<&str> = annotated_functions(ir);
    for line in ir.lines() {
        let Some((global, init)) = line.split_once('=').filter(|_| line.starts_with('@')) else {
            continue;
        };
        let registers = [
            "__enzyme_register_gradient",
            "__enzyme_register_derivative",
            "__enzyme_register_splitderivative",
            "__enzyme_inactivefn",
            "__enzyme_function_like",
            "__enzyme_allocation_like",
        ]
        .iter()
        .any(|r| global.contains(r));
        if !registers {
            continue;
        }
        for piece in init.split('@').skip(1) {
            let end = piece
                .find(|c: char| !(c.is_ascii_alphanumeric() || "_.$-".contains(c)))
                .unwrap_or(piece.len());
            names.push(&piece[..end]);
        }
    }
    if names.is_empty() {
        return None;
    }
    let mut out = String::with_capacity(ir.len() + 16 * names.len());
    for line in ir.lines() {
        let head = line
            .starts_with("define ")
            .then(|| {
                names
                    .iter()
                    .find_map(|n| line.find(&format!("@{n}(")).map(|at| (n, at)))
            })
            .flatten();
        match head {
            Some((name, at)) if !line.contains("alwaysinline") => {
                // After the parameter list's closing parenthesis.
                let open = at + name.len() + 1;
                let mut depth = 0;
                let close = line[open..].char_indices().find_map(|(i, c)| {
                    match c {
                        '(' => depth += 1,
                        ')' => {
                            depth -= 1;
                            if depth == 0 {
                                return Some(open + i + 1);
                            }
                        }
                        _ => {}
                    }
                    None
                });
                match close {
                    Some(c) => {
                        out.push_str(&line[..c]);
                        out.push_str(" noinline");
                        out.push_str(&line[c..]);
                    }
                    None => out.push_str(line),
                }
            }
            _ => out.push_str(line),
        }
        out.push('\n');
    }
    Some(out)
}

fn build(
    p: &Parsed,
    tmp: &Path,
    verbose: bool,
    pipeline: zyme::AdPipeline,
    backend: Backend,
) -> Result<(), String> {
    let mut compile_flags = flags_where(p, |f| !is_link_flag(f) && !is_lto_flag(f));
    compile_flags.push("-isystem".into());
    compile_flags.push(provide_headers(tmp)?.display().to_string());
    let steps = Steps {
        p,
        tmp,
        compile_flags,
        codegen_flags: flags_where(p, |f| is_codegen_flag(f) && !is_lto_flag(f)),
        verbose,
        backend,
    };
    let mut objects: Vec<Vec<PathBuf>> = Vec::new();
    for (k, unit) in p.sources.iter().enumerate() {
        let (part, text) = match unit {
            Unit::Source(src) => {
                let (text, ir_name) = steps.source_ir(src, k)?;
                let part = zyme::lower_for_cc(&text, &ir_name, pipeline)
                    .map_err(|e| diagnostic(p, src, &e))?;
                print_remarks(p, src, part.remarks());
                (part, text)
            }
            Unit::Bitcode(src) => {
                let bytes = std::fs::read(src).map_err(|e| format!("{src}: {e}"))?;
                let part = zyme::lower_bitcode_for_cc(&bytes, src, pipeline)
                    .map_err(|e| diagnostic(p, src, &e))?;
                // The native part is cut from text: the user's compiler
                // prints the same module (zyme writes no bitcode).
                let ll = tmp.join(format!("{k}.ll"));
                // `-x ir`: a `-flto` object is bitcode named `.o`.
                let print = [
                    "-Xclang",
                    "-disable-llvm-passes",
                    "-S",
                    "-emit-llvm",
                    "-x",
                    "ir",
                ];
                steps.run(
                    Command::new(&p.compiler)
                        .args(print)
                        .arg(src)
                        .arg("-o")
                        .arg(&ll),
                )?;
                (part, read(&ll)?)
            }
        };
        objects.push(steps.unit_objects(unit.path(), k, part, &text)?);
    }
    link(p, &objects, verbose)
}

/// An error as clang writes one, `FILE:LINE:COL: error: …`, so editors
/// find it: at the source position the error knows (from debug
/// information), else at the file, with how to get the line.
/// With `-Rpass=zyme` (or Enzyme's `-Rpass=enzyme`), what each
/// reverse-mode derivative caches, as clang prints remarks:
/// `FILE:LINE:COL: remark: …` (at the file when the IR has no position).
fn print_remarks(p: &Parsed, src: &str, remarks: &[zyme::Remark]) {
    let wanted = p.flags.iter().flatten().any(|f| {
        matches!(
            f.as_str(),
            "-Rpass=zyme" | "-Rpass=enzyme" | "-Rpass=.*" | "-Rpass=.+"
        )
    });
    if !wanted {
        return;
    }
    for r in remarks {
        let file = r.file.as_deref().unwrap_or(src);
        if r.line > 0 {
            eprintln!(
                "{file}:{}:{}: remark: {} [-Rpass=zyme]",
                r.line,
                r.col.max(1),
                r.message
            );
        } else {
            eprintln!("{file}: remark: {} [-Rpass=zyme]", r.message);
        }
    }
}

fn diagnostic(p: &Parsed, src: &str, e: &zyme::Error) -> String {
    match e.source_position() {
        Some((line, col)) => format!("{src}:{line}:{}: error: {e}", col.max(1)),
        None => {
            let has_g = p
                .flags
                .iter()
                .any(|f| f[0].starts_with("-g") && f[0] != "-g0");
            let hint = if has_g {
                ""
            } else {
                " (compile with -g for the source line)"
            };
            format!("{src}: error: {e}{hint}")
        }
    }
}

fn read(path: &Path) -> Result<String, String> {
    std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))
}

/// What building each unit shares: the command, the scratch directory,
/// the flags for compiling a source and for compiling IR.
struct Steps<'a> {
    p: &'a Parsed,
    tmp: &'a Path,
    compile_flags: Vec<String>,
    codegen_flags: Vec<String>,
    verbose: bool,
    backend: Backend,
}

impl Steps<'_> {
    fn run(&self, cmd: &mut Command) -> Result<(), String> {
        run(cmd, self.verbose)
    }

    /// The LLVM IR text of source `src` (unit `k`) and the name errors
    /// give it: clang's front end first, then its optimisation pipeline,
    /// as the Enzyme plugin sees the module. In between, the functions
    /// custom rules replace become `noinline`, so the optimiser keeps
    /// their calls for zyme to find.
    fn source_ir(&self, src: &str, k: usize) -> Result<(String, String), String> {
        let front = self.tmp.join(format!("{k}.front.ll"));
        let print = ["-Xclang", "-disable-llvm-passes", "-S", "-emit-llvm"];
        let mut cmd = Command::new(&self.p.compiler);
        cmd.args(PLUGIN_ATTRIBUTES)
            .args(&self.compile_flags)
            .args(print)
            .arg("-Wunknown-attributes")
            .arg(src)
            .arg("-o")
            .arg(&front);
        if self.verbose {
            eprintln!("zyme cc: {cmd:?}");
        }
        let out = cmd
            .output()
            .map_err(|e| format!("cannot run {}: {e}", self.p.compiler))?;
        let stderr = String::from_utf8_lossy(&out.stderr);
        eprint!("{stderr}");
        if !out.status.success() {
            return Err(format!("{:?} failed ({})", self.p.compiler, out.status));
        }
        dropped_plugin_attributes(&stderr)?;
        if let Some(marked) = mark_rule_functions_noinline(&read(&front)?) {
            std::fs::write(&front, marked).map_err(|e| format!("{}: {e}", front.display()))?;
        }
        let ll = self.tmp.join(format!("{k}.ll"));
        self.run(
            Command::new(&self.p.compiler)
                .args(&self.codegen_flags)
                .args(["-Wno-override-module", "-S", "-emit-llvm"])
                .arg(&front)
                .arg("-o")
                .arg(&ll),
        )?;
        // Positions in errors are lines of the IR clang made of `src`;
        // the message names the source line when debug info has one.
        Ok((read(&ll)?, format!("{src}.ll")))
    }

    /// zyme's object of unit `k` and the user's compiler's object of
    /// what zyme left to it (`text` is the unit's IR). A function zyme
    /// cannot verify or compile goes to the user's compiler (with the
    /// reason); only what must stay zyme's fails.
    fn unit_objects(
        &self,
        src: &str,
        k: usize,
        mut part: zyme::CcModule,
        text: &str,
    ) -> Result<Vec<PathBuf>, String> {
        part.verify()
            .map_err(|e| format!("{src}: {}", zyme_ir::verify::report(part.module(), &e)))?;
        let zobj = self.tmp.join(format!("{k}.zyme.o"));
        match self.backend {
            Backend::Cranelift => {
                let bytes = part.compile().map_err(|e| format!("{src}: {e}"))?;
                std::fs::write(&zobj, bytes).map_err(|e| format!("{}: {e}", zobj.display()))?;
            }
            Backend::Llvm => {
                let zll = self.tmp.join(format!("{k}.zyme.ll"));
                let text = part.llvm_text().map_err(|e| format!("{src}: {e}"))?;
                std::fs::write(&zll, text).map_err(|e| format!("{}: {e}", zll.display()))?;
                self.run(
                    Command::new(&self.p.compiler)
                        .args(&self.codegen_flags)
                        .args(["-Wno-override-module", "-c", "-x", "ir"])
                        .arg(&zll)
                        .arg("-o")
                        .arg(&zobj),
                )?;
            }
        }
        if self.verbose {
            for n in part.native() {
                eprintln!(
                    "zyme cc: {src}: @{} is compiled by {}: {}",
                    n.name, self.p.compiler, n.reason
                );
            }
        }
        let native_ll = self.tmp.join(format!("{k}.native.ll"));
        let native_text = part.native_ll(text).map_err(|e| format!("{src}: {e}"))?;
        std::fs::write(&native_ll, native_text)
            .map_err(|e| format!("{}: {e}", native_ll.display()))?;
        let nobj = self.tmp.join(format!("{k}.native.o"));
        self.run(
            Command::new(&self.p.compiler)
                .args(&self.codegen_flags)
                .args(["-Wno-override-module", "-c"])
                .arg(&native_ll)
                .arg("-o")
                .arg(&nobj),
        )?;
        Ok(vec![zobj, nobj])
    }
}

/// The command's output from the units' objects: with `-c`, one object
/// per unit (combined with `-r`), else the linked program.
fn link(p: &Parsed, objects: &[Vec<PathBuf>], verbose: bool) -> Result<(), String> {
    if p.compile_only {
        for (k, src) in p.sources.iter().map(Unit::path).enumerate() {
            let out = match (&p.output, p.sources.len()) {
                (Some(o), 1) => PathBuf::from(o),
                _ => PathBuf::from(
                    Path::new(src)
                        .with_extension("o")
                        .file_name()
                        .expect("a source file name"),
                ),
            };
            run(
                Command::new(&p.compiler)
                    .args(["-r", "-nostdlib"])
                    .args(&objects[k])
                    .arg("-o")
                    .arg(&out),
                verbose,
            )?;
        }
        return Ok(());
    }
    let mut link = Command::new(&p.compiler);
    for input in &p.link_inputs {
        match input {
            Input::Source(k) => {
                link.args(&objects[*k]);
            }
            Input::Other(o) => {
                link.arg(o);
            }
        }
    }
    link.args(flags_where(p, |f| {
        !is_preprocessor_flag(f) && !is_lto_flag(f)
    }));
    if let Some(o) = &p.output {
        link.arg("-o").arg(o);
    }
    // Derivatives call libm functions the program may not.
    link.arg("-lm");
    run(&mut link, verbose)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(s: &str) -> Vec<String> {
        s.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn enzyme_plugin_flags_are_left_out() {
        let p = parse(&args(
            "clang++ -O2 -fplugin=/opt/ClangEnzyme-19.so -Xclang -load -Xclang /opt/LLVMEnzyme-19.so \
             -mllvm -enzyme-loose-types -mllvm -inline-threshold=100 -I inc prog.cpp -o prog \
             -fpass-plugin=/opt/LLVMEnzyme-19.so -mllvm=-enzyme-print -mllvm --enzyme-max-cache=false \
             -Xclang -mllvm -Xclang -enzyme-inline -Xclang -mllvm -Xclang -unroll-count=2 \
             -Wl,--load-pass-plugin=/opt/LLDEnzyme-19.so -Wl,-mllvm=-enzyme-lto \
             -Xlinker -mllvm -Xlinker -enzyme-print -flto --enzyme-attributor=0 \
             -fplugin-arg-enzyme-foo",
        ))
        .unwrap();
        let flags: Vec<String> = p.flags.into_iter().flatten().collect();
        assert_eq!(
            flags,
            args("-O2 -mllvm -inline-threshold=100 -I inc -Xclang -mllvm -Xclang -unroll-count=2 -flto"),
            "only the plugin's flags go"
        );
        assert_eq!(
            p.sources.iter().map(Unit::path).collect::<Vec<_>>(),
            ["prog.cpp"]
        );
        assert_eq!(p.output.as_deref(), Some("prog"));
    }
}
