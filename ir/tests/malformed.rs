//! Every file of `tests/filetests/malformed` holds one mistake and says on
//! its first line where the parser must report it:
//! `; error: LINE:COL: <part of the message>`.

use std::path::Path;
use zyme_ir::text::parse_module;

#[test]
fn malformed_files_fail_where_they_say() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/filetests/malformed");
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|entry| entry.expect("directory entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "zir"))
        .collect();
    paths.sort();
    assert!(paths.len() >= 35, "only {} malformed files", paths.len());
    let mut failures = Vec::new();
    for path in &paths {
        let text = std::fs::read_to_string(path).expect("readable file");
        let name = path.file_name().unwrap_or_default().to_string_lossy();
        let Some(spec) = text
            .lines()
            .next()
            .and_then(|l| l.strip_prefix("; error: "))
        else {
            failures.push(format!(
                "{name}: first line must be `; error: LINE:COL: message`"
            ));
            continue;
        };
        let mut parts = spec.splitn(3, ':');
        let (line, col, wanted) = match (parts.next(), parts.next(), parts.next()) {
            (Some(l), Some(c), Some(m)) => (l, c, m.trim()),
            _ => {
                failures.push(format!("{name}: bad error line {spec:?}"));
                continue;
            }
        };
        match parse_module(&text) {
            Ok(_) => failures.push(format!("{name}: parsed without error")),
            Err(err) => {
                let shown = err.to_string();
                let at = format!("{}:{}", err.line, err.col);
                if at != format!("{line}:{col}")
                    || !err.message.contains(wanted)
                    || shown.contains('\n')
                {
                    failures.push(format!("{name}: expected {spec:?}, got {shown:?}"));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
