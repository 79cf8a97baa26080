//! The bitcode reader against the text parser: for every `NAME.bc` in
//! `tests/bitcode/` with the `NAME.ll` that `llvm-dis-19` made of it (the
//! same compilation), the zyme IR lowered from each prints identically.
//! Regenerate with `tests/bitcode/regen.sh` (needs clang-19 and
//! llvm-dis-19).

use std::path::Path;

fn ir_of_text(path: &Path) -> String {
    let text = std::fs::read_to_string(path).unwrap();
    let lowered = zyme_llvm::parse_and_lower(&text, &path.display().to_string())
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    zyme_ir::text::printer::print_module(&lowered.module)
}

fn ir_of_bitcode(path: &Path) -> String {
    let bytes = std::fs::read(path).unwrap();
    let lowered = zyme_llvm::parse_bitcode_and_lower(&bytes, &path.display().to_string())
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    zyme_ir::text::printer::print_module(&lowered.module)
}

/// Every `.bc` under `dir` (recursively).
fn bitcode_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            bitcode_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "bc") {
            out.push(p);
        }
    }
}

/// Compares each bitcode file with its text twin (`twin` maps one path
/// to the other); returns how many pairs were compared.
fn compare(dir: &Path, twin: impl Fn(&Path) -> std::path::PathBuf) -> usize {
    let mut files = Vec::new();
    bitcode_files(dir, &mut files);
    files.sort();
    let mut pairs = 0;
    let mut failures = Vec::new();
    for bc in &files {
        let ll = twin(bc);
        let (a, b) = (ir_of_bitcode(bc), ir_of_text(&ll));
        pairs += 1;
        if a != b {
            let line = a
                .lines()
                .zip(b.lines())
                .position(|(x, y)| x != y)
                .unwrap_or(0);
            failures.push(format!(
                "{}: first difference at line {}:\n  bitcode: {}\n  text:    {}",
                bc.display(),
                line + 1,
                a.lines().nth(line).unwrap_or(""),
                b.lines().nth(line).unwrap_or("")
            ));
        }
    }
    assert!(pairs > 0, "no bitcode fixtures in {}", dir.display());
    assert!(
        failures.is_empty(),
        "{} of {pairs}:\n{}",
        failures.len(),
        failures.join("\n")
    );
    pairs
}

#[test]
fn bitcode_lowers_to_the_same_ir_as_its_text() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/bitcode");
    compare(&dir, |bc| bc.with_extension("ll"));
}

/// The LLVM corpus and the Enzyme-ABI programs: every module llvm-as-19
/// assembles (`tests/corpus/regen-bc.sh`), at -O0, -O2 and -O2 without
/// vectorisation.
#[test]
fn the_corpus_as_bitcode_lowers_as_its_text_does() {
    let tests = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests");
    let mut pairs = 0;
    for root in ["corpus", "enzyme"] {
        let (bc, ll) = (tests.join(root).join("bc"), tests.join(root).join("ll"));
        pairs += compare(&bc, |p| {
            ll.join(p.strip_prefix(&bc).unwrap()).with_extension("ll")
        });
    }
    println!("{pairs} bitcode modules lower to the IR of their text");
}

/// Mutated bitcode (bit flips, truncations, overwritten and repeated
/// bytes) never panics the reader or the lowering: it reads, or it says
/// why. `ZYME_BITCODE_FUZZ=N` sets how many inputs (default 20,000; the
/// README records a run of 1,000,000).
#[test]
fn mutated_bitcode_never_panics() {
    let n: u64 = std::env::var("ZYME_BITCODE_FUZZ")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(20_000);
    let tests = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests");
    let mut seeds = Vec::new();
    bitcode_files(&tests.join("corpus/bc/c"), &mut seeds);
    bitcode_files(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/bitcode"),
        &mut seeds,
    );
    seeds.sort();
    // Small modules keep the count high.
    let seeds: Vec<Vec<u8>> = seeds
        .iter()
        .map(|p| std::fs::read(p).unwrap())
        .filter(|b| b.len() < 12_000)
        .collect();
    assert!(!seeds.is_empty());
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let previous = std::panic::take_hook();
    let messages = std::sync::Arc::new(std::sync::Mutex::new(Vec::<String>::new()));
    let sink = messages.clone();
    std::panic::set_hook(Box::new(move |info| {
        sink.lock().unwrap().push(info.to_string());
    }));
    let (mut read, mut refused, mut panics) = (0u64, 0u64, Vec::new());
    for i in 0..n {
        let mut b = seeds[(next() % seeds.len() as u64) as usize].clone();
        match next() % 4 {
            0 => {
                for _ in 0..1 + next() % 8 {
                    let bit = next() % (b.len() as u64 * 8);
                    b[(bit / 8) as usize] ^= 1 << (bit % 8);
                }
            }
            1 => b.truncate((next() % b.len() as u64) as usize),
            2 => {
                let at = (next() % b.len() as u64) as usize;
                b[at] = next() as u8;
            }
            _ => {
                let at = (next() % b.len() as u64) as usize;
                let len = ((next() % 64) as usize).min(b.len() - at);
                let chunk = b[at..at + len].to_vec();
                let to = (next() % b.len() as u64) as usize;
                b.splice(to..to, chunk);
            }
        }
        let r =
            std::panic::catch_unwind(|| match zyme_llvm::parse_bitcode_and_lower(&b, "fuzz.bc") {
                Ok(m) => {
                    let _ = zyme_ir::verify_module(&m.module);
                    true
                }
                Err(_) => false,
            });
        match r {
            Ok(true) => read += 1,
            Ok(false) => refused += 1,
            Err(_) => {
                let dump = std::env::temp_dir().join(format!("zyme-bitcode-panic-{i}.bc"));
                let _ = std::fs::write(&dump, &b);
                panics.push(i);
            }
        }
    }
    std::panic::set_hook(previous);
    let mut messages = messages.lock().unwrap().clone();
    messages.sort();
    messages.dedup();
    for m in messages.iter().take(20) {
        println!("{m}");
    }
    println!(
        "{n} mutated bitcode inputs: {read} read, {refused} refused, {} panics",
        panics.len()
    );
    assert!(
        panics.is_empty(),
        "inputs {:?} panicked",
        &panics[..panics.len().min(10)]
    );
}

/// Reads one file (`ZYME_BITCODE_FILE`), for a failure the fuzzer kept.
#[test]
#[ignore]
fn read_one() {
    let p = std::env::var("ZYME_BITCODE_FILE").unwrap();
    let r = zyme_llvm::parse_bitcode_and_lower(&std::fs::read(&p).unwrap(), &p);
    println!("{:?}", r.map(|_| ()));
}

/// A bitstream writer for hand-made malformed inputs: fixed fields, VBR
/// fields, blocks (with their length filled in) and unabbreviated
/// records, at abbreviation width 2 at the top and 3 inside blocks.
struct Writer {
    bits: Vec<bool>,
    /// Where each open block's length word starts, and its width.
    open: Vec<(usize, u32)>,
}

impl Writer {
    fn new() -> Writer {
        let mut w = Writer {
            bits: Vec::new(),
            open: Vec::new(),
        };
        for b in b"BC\xC0\xDE" {
            w.fixed(u64::from(*b), 8);
        }
        w
    }

    fn fixed(&mut self, v: u64, n: u32) {
        for i in 0..n {
            self.bits.push(v >> i & 1 == 1);
        }
    }

    fn vbr(&mut self, mut v: u64, n: u32) {
        let high = 1u64 << (n - 1);
        loop {
            if v < high {
                self.fixed(v, n);
                return;
            }
            self.fixed(v & (high - 1) | high, n);
            v >>= n - 1;
        }
    }

    fn width(&self) -> u32 {
        self.open.last().map_or(2, |&(_, w)| w)
    }

    fn align(&mut self) {
        while !self.bits.len().is_multiple_of(32) {
            self.bits.push(false);
        }
    }

    fn enter(&mut self, id: u64) {
        self.fixed(1, self.width());
        self.vbr(id, 8);
        self.vbr(3, 4);
        self.align();
        let at = self.bits.len();
        self.fixed(0, 32);
        self.open.push((at, 3));
    }

    fn end(&mut self) {
        self.fixed(0, self.width());
        self.align();
        let (at, _) = self.open.pop().unwrap();
        let words = ((self.bits.len() - at - 32) / 32) as u64;
        for i in 0..32 {
            self.bits[at + i] = words >> i & 1 == 1;
        }
    }

    /// An unabbreviated record; returns the bit offset it starts at.
    fn record(&mut self, code: u64, ops: &[u64]) -> usize {
        let at = self.bits.len();
        self.fixed(3, self.width());
        self.vbr(code, 6);
        self.vbr(ops.len() as u64, 6);
        for &o in ops {
            self.vbr(o, 6);
        }
        at
    }

    fn bytes(&self) -> Vec<u8> {
        self.bits
            .chunks(8)
            .map(|c| {
                c.iter()
                    .enumerate()
                    .fold(0u8, |b, (i, &x)| b | (u8::from(x) << i))
            })
            .collect()
    }
}

fn read_error(bytes: &[u8]) -> String {
    match zyme_llvm::bitcode::parse(bytes) {
        Ok(_) => panic!("read, expected an error"),
        Err(e) => e.to_string(),
    }
}

/// Unknown record codes, versions and epochs, and streams cut short, are
/// errors naming the block, the record code and the bit offset.
#[test]
fn bad_bitcode_is_reported_with_block_code_and_offset() {
    // An unknown module record.
    let mut w = Writer::new();
    w.enter(8);
    w.record(1, &[2]);
    let at = w.record(99, &[1, 2, 3]);
    w.end();
    let e = read_error(&w.bytes());
    assert!(
        e.contains("an unknown module record")
            && e.contains("MODULE_BLOCK (8), record code 99")
            && e.contains(&format!("at bit {at}")),
        "{e}"
    );
    // A module version zyme does not read.
    let mut w = Writer::new();
    w.enter(8);
    w.record(1, &[1]);
    w.end();
    let e = read_error(&w.bytes());
    assert!(
        e.contains("module version 1") && e.contains("record code 1"),
        "{e}"
    );
    // Another epoch.
    let mut w = Writer::new();
    w.enter(13);
    w.record(2, &[1]);
    w.end();
    let e = read_error(&w.bytes());
    assert!(
        e.contains("epoch 1") && e.contains("IDENTIFICATION_BLOCK (13)"),
        "{e}"
    );
    // An unknown block inside the module.
    let mut w = Writer::new();
    w.enter(8);
    w.record(1, &[2]);
    w.enter(77);
    w.end();
    w.end();
    let e = read_error(&w.bytes());
    assert!(
        e.contains("an unknown block inside the module") && e.contains("#77"),
        "{e}"
    );
    // Cut short: the block says it is longer than the file.
    let mut w = Writer::new();
    w.enter(8);
    w.record(1, &[2]);
    w.end();
    let mut bytes = w.bytes();
    bytes.truncate(bytes.len() - 4);
    let e = read_error(&bytes);
    assert!(
        e.contains("past the end of the stream") && e.contains("MODULE_BLOCK"),
        "{e}"
    );
    // Not bitcode at all.
    let e = read_error(b"define void @f() {\n  ret void\n}\n");
    assert!(e.contains("not LLVM bitcode"), "{e}");
}
