//! A small filecheck over a printout: `check`, `nextln` and `not`
//! directives, each a substring of one printed line.
//!
//! - `check: P` — the first line at or after the one following the
//!   previous match that contains `P`;
//! - `nextln: P` — the line right after the previous match contains `P`;
//! - `not: P` — no line between the previous match and the next one (or
//!   the end of the printout) contains `P`.

use std::fmt::Write;

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CheckKind {
    Check,
    Nextln,
    Not,
}

impl CheckKind {
    pub fn name(self) -> &'static str {
        match self {
            CheckKind::Check => "check",
            CheckKind::Nextln => "nextln",
            CheckKind::Not => "not",
        }
    }
}

/// One directive, with the file line it sits on.
#[derive(Clone, Debug)]
pub struct Check {
    pub line: usize,
    pub kind: CheckKind,
    pub pattern: String,
}

/// Checks `checks` against `output`; the error names the directive's line
/// and what it expected, and shows the printout with line numbers.
pub fn check(output: &str, checks: &[Check]) -> Result<(), String> {
    let lines: Vec<&str> = output.lines().collect();
    // The printout line after the previous match, and the pending `not`s.
    let mut next = 0;
    let mut matched_any = false;
    let mut nots: Vec<&Check> = Vec::new();
    let fail = |c: &Check, why: String| {
        Err(format!(
            "line {}: `{}: {}` {why}\n{}",
            c.line,
            c.kind.name(),
            c.pattern,
            numbered(output)
        ))
    };
    for c in checks {
        let found = match c.kind {
            CheckKind::Not => {
                nots.push(c);
                continue;
            }
            CheckKind::Check => lines[next..]
                .iter()
                .position(|l| l.contains(c.pattern.as_str()))
                .map(|i| next + i),
            CheckKind::Nextln if !matched_any => {
                return fail(c, "has no previous match".into());
            }
            CheckKind::Nextln => (lines
                .get(next)
                .is_some_and(|l| l.contains(c.pattern.as_str())))
            .then_some(next),
        };
        let Some(at) = found else {
            let place = match c.kind {
                CheckKind::Nextln => format!("is not on printout line {}", next + 1),
                _ => format!("is not found after printout line {next}"),
            };
            return fail(c, place);
        };
        for n in nots.drain(..) {
            if let Some(i) = find(&lines, next, at, &n.pattern) {
                return fail(n, format!("is found on printout line {}", i + 1));
            }
        }
        next = at + 1;
        matched_any = true;
    }
    for n in nots {
        if let Some(i) = find(&lines, next, lines.len(), &n.pattern) {
            return fail(n, format!("is found on printout line {}", i + 1));
        }
    }
    Ok(())
}

fn find(lines: &[&str], from: usize, to: usize, pattern: &str) -> Option<usize> {
    (from..to).find(|&i| lines[i].contains(pattern))
}

/// The printout with 1-based line numbers, as failures show it.
pub fn numbered(output: &str) -> String {
    let mut out = String::from("--- printout ---\n");
    for (i, l) in output.lines().enumerate() {
        let _ = writeln!(out, "{:4} | {l}", i + 1);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn checks(list: &[(CheckKind, &str)]) -> Vec<Check> {
        list.iter()
            .enumerate()
            .map(|(i, &(kind, p))| Check {
                line: i + 1,
                kind,
                pattern: p.into(),
            })
            .collect()
    }

    use CheckKind::{Check as C, Nextln, Not};

    #[test]
    fn check_needs_order() {
        let out = "a\nb\nc\n";
        assert!(check(out, &checks(&[(C, "a"), (C, "c")])).is_ok());
        assert!(check(out, &checks(&[(C, "c"), (C, "a")])).is_err());
        assert!(check(out, &checks(&[(C, "b"), (C, "b")])).is_err());
    }

    #[test]
    fn nextln_is_the_next_line() {
        let out = "a\nb\nc\n";
        assert!(check(out, &checks(&[(C, "a"), (Nextln, "b")])).is_ok());
        assert!(check(out, &checks(&[(C, "a"), (Nextln, "c")])).is_err());
        assert!(check(out, &checks(&[(Nextln, "a")])).is_err());
    }

    #[test]
    fn not_is_between_matches() {
        let out = "a\nx\nb\nc\n";
        assert!(check(out, &checks(&[(C, "a"), (Not, "x"), (C, "b")])).is_err());
        assert!(check(out, &checks(&[(C, "b"), (Not, "x"), (C, "c")])).is_ok());
        assert!(check(out, &checks(&[(Not, "x")])).is_err());
        assert!(check(out, &checks(&[(C, "b"), (Not, "x")])).is_ok());
    }
}
