//! A tiny filecheck for printout filetests: each `; check:` pattern must
//! occur, as a substring, on a line after the line that matched the
//! previous one.

/// Checks `patterns` against `output`; the error names the first pattern
/// not found and shows the printout.
pub fn check(output: &str, patterns: &[String]) -> Result<(), String> {
    let lines: Vec<&str> = output.lines().collect();
    let mut next = 0;
    for pattern in patterns {
        match lines[next..]
            .iter()
            .position(|l| l.contains(pattern.as_str()))
        {
            Some(i) => next += i + 1,
            None => {
                return Err(format!(
                    "check not found (after printout line {next}): {pattern}\n--- printout ---\n{output}"
                ))
            }
        }
    }
    Ok(())
}
