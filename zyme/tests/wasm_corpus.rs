//! The wasm corpus (`tests/wasm/corpus/`): 36 C programs built for wasm32
//! at -O0 and -O2, read by zyme, JIT-compiled and run. Each program's
//! `corpus_main` result and `corpus_checksum()` (a hash of everything it
//! printed) must equal Node's, recorded in `expected.txt` by `run.js`
//! (and, when `node` is on `PATH`, produced afresh).

use std::path::{Path, PathBuf};
use zyme::wasm::{read_wasm, Instance};
use zyme::{DataValue, Jit};

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/wasm/corpus")
}

/// `O0/01_matmul.wasm: 0 -5737753164165055395` lines.
fn expected(text: &str) -> Vec<(String, String)> {
    text.lines()
        .filter_map(|l| l.split_once(": "))
        .map(|(f, r)| (f.to_string(), r.trim().to_string()))
        .collect()
}

fn run_zyme(path: &Path) -> Result<String, String> {
    let bytes = std::fs::read(path).map_err(|e| e.to_string())?;
    let file = path.display().to_string();
    let wasm = read_wasm(&bytes, &file).map_err(|e| e.to_string())?;
    let jit = Jit::compile(&wasm.module).map_err(|e| e.to_string())?;
    let inst = Instance::new(&jit, &wasm).map_err(|e| e.to_string())?;
    // `main()` or `main(argc, argv)`: zeros for whatever it takes.
    let main = wasm.export("corpus_main").ok_or("no corpus_main export")?;
    let zeros: Vec<DataValue> = main
        .params
        .iter()
        .map(|_| DataValue::int(zyme::ir::ScalarType::I32, 0))
        .collect();
    let code = inst
        .call_export("corpus_main", &zeros)
        .map_err(|e| e.to_string())?;
    let sum = inst
        .call_export("corpus_checksum", &[])
        .map_err(|e| e.to_string())?;
    Ok(format!(
        "{} {}",
        code[0].bits() as u32 as i32,
        sum[0].bits() as i64
    ))
}

#[test]
fn corpus_programs_print_what_node_prints() {
    let recorded = std::fs::read_to_string(corpus().join("expected.txt")).unwrap();
    let mut want = expected(&recorded);
    let node = std::process::Command::new("node")
        .arg(corpus().join("run.js"))
        .output();
    match node {
        Ok(out) if out.status.success() => {
            let live = expected(&String::from_utf8_lossy(&out.stdout));
            assert_eq!(live, want, "Node's run differs from expected.txt: run tests/wasm/corpus/regen.sh and run.js again");
            want = live;
        }
        _ => eprintln!(
            "node is not on PATH: comparing with the recorded tests/wasm/corpus/expected.txt only"
        ),
    }
    assert_eq!(want.len(), 72, "36 programs at -O0 and -O2");
    let mut failures = Vec::new();
    for (file, result) in &want {
        match run_zyme(&corpus().join(file)) {
            Ok(got) if &got == result => {}
            Ok(got) => failures.push(format!("{file}: zyme {got}, Node {result}")),
            Err(e) => failures.push(format!("{file}: {e}")),
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} differ:\n{}",
        failures.len(),
        want.len(),
        failures.join("\n")
    );
}
