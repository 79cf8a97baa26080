//! Lowering diagnostics: inputs the parser accepts but zyme cannot lower
//! fail with the file, the `.ll` position of the offending construct, the
//! function and (with `!dbg`) the source line; and mutated real inputs
//! never make `parse_and_lower` (or the IR verifier after it) panic.

use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::{Duration, Instant};

fn ll_files(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    v.sort();
    v
}

fn read(p: &Path) -> String {
    std::fs::read_to_string(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

/// `LINE:COL` from a header field.
fn line_col(s: &str) -> Option<(u32, u32)> {
    let (l, c) = s.trim().split_once(':')?;
    Some((l.trim().parse().ok()?, c.trim().parse().ok()?))
}

/// The name of the function whose definition spans 1-based `line`, if any.
fn function_at(src: &str, line: u32) -> Option<String> {
    let mut current: Option<(String, u32)> = None;
    for (i, text) in src.lines().enumerate() {
        let n = i as u32 + 1;
        if text.starts_with("define ") {
            let name = text
                .split_once('@')
                .map(|(_, rest)| {
                    rest.split(|c: char| c == '(' || c.is_whitespace())
                        .next()
                        .unwrap_or("")
                        .to_string()
                })
                .unwrap_or_default();
            current = Some((name, n));
        }
        if let Some((name, start)) = &current {
            if (*start..=n).contains(&line) {
                return Some(name.clone());
            }
            if text.starts_with('}') {
                current = None;
            }
        }
    }
    None
}

/// Every file of `tests/lower-errors` parses, and its lowering fails where
/// its first line says: `; error: LINE:COL: text`. An optional second
/// line `; source: L:C` names the `!dbg` source position the error cites.
#[test]
fn lowering_errors_name_file_line_function() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/lower-errors");
    let files = ll_files(&dir);
    assert!(files.len() >= 24, "only {} lower-error files", files.len());
    let mut failures = Vec::new();
    for p in &files {
        let src = read(p);
        let name = p.file_name().unwrap_or_default().to_string_lossy();
        let mut lines = src.lines();
        let want = lines
            .next()
            .and_then(|h| h.strip_prefix("; error: "))
            .unwrap_or_else(|| panic!("{name}: first line must be '; error: LINE:COL: text'"));
        let (pos, text) = want
            .split_once(": ")
            .unwrap_or_else(|| panic!("{name}: bad header"));
        let (line, col) = line_col(pos).unwrap_or_else(|| panic!("{name}: bad LINE:COL"));
        let text = text.trim();
        let source = lines
            .next()
            .and_then(|l| l.strip_prefix("; source: "))
            .map(|s| line_col(s).unwrap_or_else(|| panic!("{name}: bad source L:C")));
        if let Err(e) = zyme_llvm::parse(&src) {
            failures.push(format!("{name}: does not parse: {e}"));
            continue;
        }
        let e = match zyme_llvm::parse_and_lower(&src, "input.ll") {
            Ok(_) => {
                failures.push(format!("{name}: lowered, expected an error"));
                continue;
            }
            Err(zyme_llvm::Error::Parse { err, .. }) => {
                failures.push(format!("{name}: parse error {err}"));
                continue;
            }
            Err(e @ zyme_llvm::Error::Bitcode { .. }) => {
                failures.push(format!("{name}: {e}"));
                continue;
            }
            Err(zyme_llvm::Error::Lower(e)) => e,
        };
        let shown = e.to_string();
        let mut bad = Vec::new();
        if (e.line, e.col) != (line, col) {
            bad.push(format!("at {}:{}, want {line}:{col}", e.line, e.col));
        }
        if !e.message.contains(text) {
            bad.push(format!("message lacks '{text}'"));
        }
        let func = function_at(&src, line);
        if e.function != func {
            bad.push(format!("function {:?}, want {func:?}", e.function));
        }
        if !shown.starts_with(&format!("input.ll:{line}:{col}:")) {
            bad.push("display does not start with input.ll:LINE:COL:".into());
        }
        if let Some(f) = &func {
            if !shown.contains(&format!(": in function @{f}: ")) {
                bad.push("display does not name the function".into());
            }
        }
        if e.source != source {
            bad.push(format!("source {:?}, want {source:?}", e.source));
        }
        if let Some((l, c)) = source {
            if !shown.ends_with(&format!(" (source line {l}:{c})")) {
                bad.push("display lacks the source line".into());
            }
        }
        if !bad.is_empty() {
            failures.push(format!("{name}: got '{shown}': {}", bad.join("; ")));
        }
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// Regressions for inputs that once panicked or miscompiled but lower
/// fine: each must lower and pass the verifier.
#[test]
fn odd_shapes_lower_and_verify() {
    let cases = [
        // A huge zero-initialised global needs no bytes in memory.
        "@zeros = global [1000000000000 x i32] zeroinitializer\n",
        // Empty elements: no leaves, however many.
        "define void @f(ptr %p) {\n  %v = load [1000000000000 x {}], ptr %p\n  ret void\n}\n",
        // A stated operand length near 2^64 overflowed `2 * lanes`.
        "define <2 x i32> @f(<2 x i32> %a) {\n  %s = shufflevector <18446744073709551615 x i32> %a, \
         <18446744073709551615 x i32> %a, <2 x i32> <i32 1, i32 0>\n  ret <2 x i32> %s\n}\n",
        // `sinf` called through another function type is an ordinary call
        // with the site's types, not `sin` of an integer.
        "declare float @sinf(float)\ndefine float @f() {\n  %r = call float @sinf(i32 1)\n  \
         ret float %r\n}\n",
    ];
    for src in cases {
        let m = zyme_llvm::parse_and_lower(src, "input.ll").unwrap_or_else(|e| panic!("{src}{e}"));
        if let Err(e) = zyme_ir::verify_module(&m.module) {
            panic!("{src}{e}");
        }
    }
}

/// `or disjoint` of a constant (LLVM's promise that no bit is set in both
/// operands, as in an unrolled loop's `i | 1` for a multiple of four `i`)
/// is lowered as an addition, which address arithmetic folds; a plain
/// `or`, and a disjoint `or` of two values (a float's halves put back
/// together after a warp shuffle), stay.
#[test]
fn or_disjoint_is_an_addition() {
    let src = "define i64 @f(i64 %i, i64 %j) {\n  %a = shl i64 %i, 2\n  \
               %b = or disjoint i64 %a, 1\n  %c = or i64 %b, 2\n  \
               %d = or disjoint i64 %c, %j\n  ret i64 %d\n}\n";
    let m = zyme_llvm::parse_and_lower(src, "input.ll").unwrap_or_else(|e| panic!("{e}"));
    let text = zyme_ir::text::printer::print_module(&m.module);
    assert_eq!(text.matches("iadd").count(), 1, "{text}");
    assert_eq!(text.matches(" or ").count(), 2, "{text}");
}

/// A tiny xorshift generator: the mutation test must be reproducible and
/// the crate takes no dev-dependencies.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }
    fn pick<'t, T>(&mut self, xs: &'t [T]) -> &'t T {
        &xs[self.below(xs.len())]
    }
}

const INTERESTING: &[u8] = b"{}[]()<>,%@!#$\"=*:;x0189-. \nic\\";

const TYPES: &[&str] = &[
    "i1",
    "i8",
    "i16",
    "i24",
    "i32",
    "i33",
    "i64",
    "i128",
    "half",
    "bfloat",
    "float",
    "double",
    "x86_fp80",
    "fp128",
    "ptr",
    "void",
    "label",
    "<2 x double>",
    "<4 x i32>",
    "<8 x i1>",
    "<1 x i64>",
    "<vscale x 2 x i64>",
    "<2 x ptr>",
    "{ i32, double }",
    "[2 x i32]",
    "[0 x i8]",
    "{}",
];

const NUMBERS: &[&str] = &[
    "0",
    "1",
    "-1",
    "2",
    "3",
    "7",
    "8",
    "31",
    "32",
    "63",
    "64",
    "65",
    "127",
    "128",
    "255",
    "256",
    "4096",
    "65536",
    "2147483647",
    "-2147483648",
    "4294967295",
    "4294967296",
    "9223372036854775807",
    "-9223372036854775808",
    "18446744073709551615",
    "1000000000000",
    "0.5",
    "1.0e300",
];

/// Groups of keywords that stay parseable when swapped for each other.
const KEYWORDS: &[&str] = &[
    "add sub mul udiv sdiv urem srem shl lshr ashr and or xor",
    "fadd fsub fmul fdiv frem",
    "trunc zext sext fptrunc fpext fptoui fptosi uitofp sitofp ptrtoint inttoptr bitcast \
     addrspacecast",
    "eq ne ugt uge ult ule sgt sge slt sle",
    "oeq ogt oge olt ole one ord ueq uno une true false",
    "load store",
    "icmp fcmp",
    "nsw nuw exact inbounds fast nnan volatile",
    "undef poison zeroinitializer null true false",
    "xchg add sub and nand or xor max min umax umin fadd fsub fmax fmin uinc_wrap udec_wrap",
];

/// A keyword of the group `g`.
fn keyword(rng: &mut Rng, g: &'static str) -> &'static str {
    let words: Vec<&str> = g.split_whitespace().collect();
    words[rng.below(words.len())]
}

/// A corpus file pre-split for cheap line and token mutations.
struct Seed {
    lines: Vec<String>,
    /// The `%names` the file uses, to swap one for another.
    locals: Vec<String>,
}

impl Seed {
    fn new(text: &str) -> Seed {
        let lines: Vec<String> = text.lines().map(str::to_string).collect();
        let mut locals: Vec<String> = lines
            .iter()
            .flat_map(|l| tokens(l).into_iter().map(|(s, e)| &l[s..e]))
            .filter(|t| t.starts_with('%') && t.len() > 1)
            .map(str::to_string)
            .collect();
        locals.sort();
        locals.dedup();
        Seed { lines, locals }
    }
}

fn is_word(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'$' | b'%' | b'@' | b'!' | b'#' | b'-')
}

/// Byte ranges of the word-like tokens of a line.
fn tokens(line: &str) -> Vec<(usize, usize)> {
    let b = line.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if is_word(b[i]) {
            let s = i;
            while i < b.len() && is_word(b[i]) {
                i += 1;
            }
            out.push((s, i));
        } else {
            i += 1;
        }
    }
    out
}

/// One line- or token-level mutation of `lines`.
/// `donor` is another corpus file, for lines from elsewhere.
fn mutate_tokens(rng: &mut Rng, seed: &Seed, donor: &Seed, lines: &mut Vec<String>) {
    if lines.is_empty() {
        return;
    }
    let li = rng.below(lines.len());
    match rng.below(13) {
        0 => {
            lines.remove(li);
            return;
        }
        1 => {
            let l = lines[rng.below(lines.len())].clone();
            lines.insert(li, l);
            return;
        }
        2 => {
            let lj = rng.below(lines.len());
            lines.swap(li, lj);
            return;
        }
        3 if !donor.lines.is_empty() => {
            lines.insert(li, rng.pick(&donor.lines).clone());
            return;
        }
        _ => {}
    }
    let line = &lines[li];
    let toks = tokens(line);
    if toks.is_empty() {
        return;
    }
    let (s, e) = toks[rng.below(toks.len())];
    let tok = &line[s..e];
    let is_int_type = |t: &str| {
        t.strip_prefix('i')
            .is_some_and(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()))
    };
    let same_kind = |rng: &mut Rng| -> String {
        // A token of the same kind keeps the text parseable more often:
        // numbers for numbers, types for types, locals for locals.
        if tok.parse::<i128>().is_ok() {
            rng.pick(NUMBERS).to_string()
        } else if TYPES.contains(&tok) || is_int_type(tok) {
            rng.pick(TYPES).to_string()
        } else if tok.starts_with('%') && !seed.locals.is_empty() {
            rng.pick(&seed.locals).clone()
        } else if let Some(g) = KEYWORDS
            .iter()
            .find(|g| g.split_whitespace().any(|w| w == tok))
        {
            keyword(rng, g).to_string()
        } else {
            tok.to_string()
        }
    };
    let replacement: String = match rng.below(10) {
        0 => rng.pick(TYPES).to_string(),
        1 => rng.pick(NUMBERS).to_string(),
        2 if !seed.locals.is_empty() => rng.pick(&seed.locals).clone(),
        3 => {
            let g = *rng.pick(KEYWORDS);
            keyword(rng, g).to_string()
        }
        4 => String::new(),
        5 => format!("{tok} {tok}"),
        _ => same_kind(rng),
    };
    let mut new = String::with_capacity(line.len() + replacement.len());
    new.push_str(&line[..s]);
    new.push_str(&replacement);
    new.push_str(&line[e..]);
    lines[li] = new;
}

/// One byte-level mutation, as in the parser's mutation test.
fn mutate_bytes(rng: &mut Rng, bytes: &mut Vec<u8>) {
    let at = rng.below(bytes.len() + 1);
    match rng.below(4) {
        0 => {
            let end = (at + 1 + rng.below(8)).min(bytes.len());
            bytes.drain(at.min(end)..end);
        }
        1 => bytes.insert(at, *rng.pick(INTERESTING)),
        2 => bytes.truncate(at),
        _ => bytes.insert(at, (rng.next() & 0xff) as u8),
    }
}

fn corpus() -> Vec<Seed> {
    let ll = Path::new(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../tests/corpus/ll/c"
    ));
    let hand = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/handwritten");
    // CUDA kernels (NVPTX: address spaces, llvm.nvvm.* intrinsics).
    let gpu = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/gpu");
    let mut files: Vec<PathBuf> = ll_files(ll)
        .into_iter()
        .filter(|p| {
            let n = p.to_string_lossy();
            n.ends_with(".O0.ll") || n.ends_with(".O2.ll")
        })
        .chain(ll_files(&hand))
        .chain(ll_files(&gpu))
        .collect();
    files.retain(|p| std::fs::metadata(p).is_ok_and(|m| m.len() < 60_000));
    files.iter().map(|p| Seed::new(&read(p))).collect()
}

/// The panic of the last `catch_unwind`, with where it happened.
static LAST_PANIC: Mutex<Option<String>> = Mutex::new(None);

thread_local! {
    /// Set on the thread that runs the mutations: only its panics are
    /// recorded quietly; other tests' panics go to the usual hook.
    static FUZZING: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

#[test]
fn lowering_mutations_never_panic() {
    let iters: u64 = std::env::var("ZYME_FUZZ_ITERS")
        .ok()
        .and_then(|s| s.replace('_', "").parse().ok())
        .unwrap_or(3_000);
    let seeds = corpus();
    assert!(seeds.len() >= 20, "corpus too small: {}", seeds.len());

    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        if !FUZZING.with(|f| f.get()) {
            return hook(info);
        }
        let msg = info
            .payload()
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_default();
        let mut at = info
            .location()
            .map(|l| format!("{}:{}", l.file(), l.line()))
            .unwrap_or_default();
        if !at.contains("frontends/llvm") {
            // A panic inside the standard library or zyme-ir: name the
            // innermost frontend function that led there.
            let bt = std::backtrace::Backtrace::force_capture().to_string();
            if let Some(f) = bt
                .lines()
                .map(str::trim)
                .find(|l| l.contains("zyme_llvm::") && !l.contains("parse_and_lower"))
            {
                at = format!("{at} via {}", f.split_once(": ").map_or(f, |x| x.1));
            }
        }
        if let Ok(mut last) = LAST_PANIC.lock() {
            *last = Some(format!("{at}: {msg}"));
        }
    }));

    FUZZING.with(|f| f.set(true));
    let mut rng = Rng(0x2545_F491_4F6C_DD1D);
    // Distinct panic sites, each with how often and a first reproducer.
    let mut panics: Vec<(String, u64, String)> = Vec::new();
    let (mut ok, mut err, mut verify_err, mut parse_err) = (0u64, 0u64, 0u64, 0u64);
    let mut slowest = (Duration::ZERO, String::new());
    let started = Instant::now();
    for iter in 0..iters {
        let seed = &seeds[rng.below(seeds.len())];
        let mut lines = seed.lines.clone();
        for _ in 0..1 + rng.below(3) {
            let donor = &seeds[rng.below(seeds.len())];
            mutate_tokens(&mut rng, seed, donor, &mut lines);
        }
        let mut src = lines.join("\n");
        if rng.below(8) == 0 {
            let mut bytes = src.into_bytes();
            for _ in 0..1 + rng.below(2) {
                mutate_bytes(&mut rng, &mut bytes);
            }
            src = String::from_utf8_lossy(&bytes).into_owned();
        }
        let t = Instant::now();
        let r = std::panic::catch_unwind(|| match zyme_llvm::parse_and_lower(&src, "fuzz.ll") {
            Ok(m) => Ok(zyme_ir::verify_module(&m.module).is_ok()),
            Err(zyme_llvm::Error::Parse { .. } | zyme_llvm::Error::Bitcode { .. }) => Err(true),
            Err(zyme_llvm::Error::Lower(_)) => Err(false),
        });
        let dt = t.elapsed();
        if dt > slowest.0 {
            slowest = (dt, src.clone());
        }
        match r {
            Ok(Ok(verified)) => {
                ok += 1;
                if !verified {
                    verify_err += 1;
                }
            }
            Ok(Err(parse)) => {
                err += 1;
                if parse {
                    parse_err += 1;
                }
            }
            Err(_) => {
                let what = LAST_PANIC
                    .lock()
                    .ok()
                    .and_then(|mut l| l.take())
                    .unwrap_or_default();
                let site = what.split(": ").next().unwrap_or("").to_string();
                match panics.iter_mut().find(|p| p.0 == site) {
                    Some(p) => p.1 += 1,
                    None => {
                        eprintln!("iteration {iter}: panic {what}");
                        panics.push((site, 1, src.clone()));
                    }
                }
            }
        }
        if (iter + 1) % 100_000 == 0 {
            eprintln!(
                "{} inputs, {ok} ok, {err} err, {} panic sites, {:.0?}",
                iter + 1,
                panics.len(),
                started.elapsed()
            );
        }
    }
    FUZZING.with(|f| f.set(false));

    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"));
    for (i, (site, n, src)) in panics.iter().enumerate() {
        let p = dir.join(format!("lower-panic-{i}.ll"));
        let _ = std::fs::write(&p, src);
        eprintln!(
            "panic at {site} ({n} times), first input in {}",
            p.display()
        );
    }
    let _ = std::fs::write(dir.join("lower-slowest.ll"), &slowest.1);
    println!(
        "{iters} mutated inputs: {ok} lowered ({verify_err} of them rejected by the verifier), \
         {err} errors ({parse_err} of them syntax errors), {} panics; slowest {:.1?}; total {:.1?}",
        panics.iter().map(|p| p.1).sum::<u64>(),
        slowest.0,
        started.elapsed()
    );
    assert!(panics.is_empty(), "{} panic sites", panics.len());
    assert!(ok > 0 && err > 0, "ok={ok} err={err}");
}
