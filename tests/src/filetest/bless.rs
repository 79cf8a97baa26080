//! `precise-output` files: the final printout must equal the file's
//! `; expect:` block, and with `ZYME_BLESS=1` the block is rewritten from
//! the printout instead (review the diff like code).

use super::filecheck::numbered;
use super::parse::ExpectBlock;
use std::path::Path;

/// Whether `ZYME_BLESS=1` is set.
pub fn blessing() -> bool {
    std::env::var("ZYME_BLESS").is_ok_and(|v| v == "1")
}

/// The `; expect:` block holding `printout`.
pub fn block(printout: &str) -> String {
    let mut out = String::from("; expect:\n");
    for line in printout.trim_end().lines() {
        if line.is_empty() {
            out.push_str(";\n");
        } else {
            out.push_str("; ");
            out.push_str(line);
            out.push('\n');
        }
    }
    out
}

/// Compares `printout` with the file's block; blesses or fails.
pub fn check(
    path: &Path,
    text: &str,
    expect: Option<&ExpectBlock>,
    printout: &str,
) -> Result<(), String> {
    let same = expect.is_some_and(|e| e.text.trim_end() == printout.trim_end());
    if same {
        return Ok(());
    }
    if blessing() {
        // Everything before the block stays; the block is the file's tail.
        let keep: Vec<&str> = match expect {
            Some(e) => text.lines().take(e.line - 1).collect(),
            None => text.lines().collect(),
        };
        let mut out = keep.join("\n");
        out.push('\n');
        out.push_str(&block(printout));
        return std::fs::write(path, out).map_err(|e| format!("blessing: {e}"));
    }
    Err(match expect {
        None => format!(
            "precise-output: no `; expect:` block (run with ZYME_BLESS=1 to write it)\n{}",
            numbered(printout)
        ),
        Some(e) => format!(
            "line {}: precise-output: the printout differs from the `; expect:` block \
             (run with ZYME_BLESS=1 to rewrite it)\n{}\n{}",
            e.line,
            diff(&e.text, printout),
            numbered(printout)
        ),
    })
}

/// The first differing line of two texts.
fn diff(expected: &str, actual: &str) -> String {
    let (e, a): (Vec<&str>, Vec<&str>) = (expected.lines().collect(), actual.lines().collect());
    let n = e.iter().zip(&a).take_while(|(x, y)| x == y).count();
    format!(
        "first difference at printout line {}:\n  expected: {}\n  actual:   {}",
        n + 1,
        e.get(n).copied().unwrap_or("<end>"),
        a.get(n).copied().unwrap_or("<end>")
    )
}
