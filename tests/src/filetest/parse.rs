//! Reading a filetest: the header (`test` and `set` lines), the directives
//! in comments, and the `; expect:` block of a `precise-output` file.

use super::fd::FdLine;
use super::filecheck::{Check, CheckKind};
use super::run::{parse_run, RunLine};
use super::subtest::autodiff::AdLine;
use super::subtest::{self, SubTest};

/// One file, read.
pub struct FileTest {
    /// In header order.
    pub subtests: Vec<Box<dyn SubTest>>,
    /// Relative tolerance of `~=` (`set tol=`).
    pub tol: f64,
    /// Whether the final printout must equal the `; expect:` block.
    pub precise_output: bool,
    pub directives: Directives,
    /// The file with its header lines blanked (they are not IR), line
    /// numbers kept for parse errors.
    pub body: String,
}

/// The directives of a file, in file order per kind.
#[derive(Default)]
pub struct Directives {
    pub runs: Vec<RunLine>,
    pub autodiffs: Vec<AdLine>,
    pub fds: Vec<FdLine>,
    pub checks: Vec<Check>,
    pub expect: Option<ExpectBlock>,
}

/// The `; expect:` block: from that line to the end of the file, each
/// printout line behind `; ` (an empty one as `;`).
pub struct ExpectBlock {
    /// The 1-based line of `; expect:`.
    pub line: usize,
    pub text: String,
}

/// Reads the header and the directives.
pub fn parse(text: &str) -> Result<FileTest, String> {
    let mut test = FileTest {
        subtests: Vec::new(),
        tol: 1e-12,
        precise_output: false,
        directives: Directives::default(),
        body: String::new(),
    };
    let mut kinds = Vec::new();
    let mut lines = text.lines().enumerate();
    for (n, line) in lines.by_ref() {
        let line_no = n + 1;
        let trimmed = line.trim();
        let header = trimmed.starts_with("test ") || trimmed.starts_with("set ");
        test.body.push_str(if header { "" } else { line });
        test.body.push('\n');
        let at = |e: String| format!("line {line_no}: {e}");
        if let Some(kind) = trimmed.strip_prefix("test ") {
            let kind = kind.trim();
            let (kind, precise) = match kind.strip_suffix("precise-output") {
                Some(k) => (k.trim(), true),
                None => (kind, false),
            };
            test.precise_output |= precise;
            kinds.push((line_no, kind.to_string()));
        } else if let Some(setting) = trimmed.strip_prefix("set ") {
            let (key, value) = setting
                .split_once('=')
                .ok_or_else(|| at("expected `set key=value`".into()))?;
            match key.trim() {
                "tol" => {
                    test.tol = value
                        .trim()
                        .parse()
                        .map_err(|_| at(format!("bad tolerance `{value}`")))?
                }
                other => return Err(at(format!("unknown setting `{other}`"))),
            }
        } else if let Some(directive) = trimmed.strip_prefix(';') {
            let directive = directive.trim();
            if directive == "expect:" {
                test.directives.expect = Some(ExpectBlock {
                    line: line_no,
                    text: String::new(),
                });
                break;
            }
            parse_directive(&mut test.directives, directive, line_no)?;
        }
    }
    if let Some(expect) = &mut test.directives.expect {
        for (_, line) in lines {
            test.body.push_str(line);
            test.body.push('\n');
            let printed = line
                .strip_prefix("; ")
                .or_else(|| (line.trim_end() == ";").then_some(""))
                .ok_or_else(|| {
                    format!(
                        "line {}: the `; expect:` block runs to the end of the file, each line \
                         starting `; `",
                        expect.line
                    )
                })?;
            expect.text.push_str(printed);
            expect.text.push('\n');
        }
    }
    test.subtests = subtest::from_header(&kinds)?;
    if test.subtests.is_empty() {
        return Err("no `test` line: say what checks this file".into());
    }
    Ok(test)
}

fn parse_directive(d: &mut Directives, text: &str, line: usize) -> Result<(), String> {
    let Some((keyword, rest)) = text.split_once(':') else {
        return Ok(());
    };
    let rest = rest.trim();
    let check = |kind| Check {
        line,
        kind,
        pattern: rest.to_string(),
    };
    match keyword.trim() {
        "run" => d.runs.push(parse_run(rest, line)?),
        "check" => d.checks.push(check(CheckKind::Check)),
        "nextln" => d.checks.push(check(CheckKind::Nextln)),
        "not" => d.checks.push(check(CheckKind::Not)),
        "autodiff" => d.autodiffs.push(AdLine::parse(rest, line)?),
        "fd" => d.fds.push(FdLine::parse(rest, line)?),
        _ => {}
    }
    Ok(())
}
