//! The subtests a header names, one module each (as Cranelift's
//! `filetests/src/test_*.rs`): each implements [`SubTest`] and runs in a
//! [`Phase`], so that a header's order does not matter: transforms first
//! (`opt`, `autodiff`, in header order), then inspections (`analysis`,
//! `roundtrip`), then the executors (`interpret`, `jit`) on the module the
//! transforms left.

pub mod analysis;
pub mod autodiff;
mod interpret;
mod jit;
mod opt;
mod roundtrip;

use super::exec::Executor;
use super::parse::FileTest;
use super::{fd, run};
use zyme_ir::Module;

/// When a subtest runs.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub enum Phase {
    /// Changes the module; the verifier runs after each.
    Transform,
    /// Reads the module.
    Inspect,
    /// Runs `run` and `fd` lines.
    Execute,
}

/// One `test` line's worth of checking.
pub trait SubTest {
    /// The name in `test NAME`.
    fn name(&self) -> &'static str;
    fn phase(&self) -> Phase;
    /// Runs on the module as earlier subtests left it. Failures name the
    /// file line to blame where there is one; those returned end the
    /// file's run after a transform, those pushed to `cx.failures` do not.
    fn run(&self, cx: &mut Context) -> Result<(), Vec<String>>;
}

/// What subtests share while one file runs.
pub struct Context<'a> {
    pub test: &'a FileTest,
    pub module: Module,
    /// The derivatives `autodiff` lines asked for, once made.
    pub derivatives: Vec<autodiff::Derivative>,
    /// The printout `check` lines and the `; expect:` block see: the last
    /// printing subtest's (`opt`, `autodiff`, `analysis`).
    pub printout: Option<String>,
    /// Failures that do not stop later subtests.
    pub failures: Vec<String>,
}

impl Context<'_> {
    /// The function a directive's `@name` calls: a derivative's, or the
    /// module's own.
    pub fn resolve<'n>(&'n self, name: &'n str) -> &'n str {
        self.derivatives
            .iter()
            .find_map(|d| d.function(name))
            .unwrap_or(name)
    }

    /// Whether `@name` is bound by an `autodiff` line.
    pub fn is_derivative(&self, name: &str) -> bool {
        self.test
            .directives
            .autodiffs
            .iter()
            .any(|a| a.names.iter().any(|n| n == name))
    }
}

/// Builds the subtests of a header's `test` lines (`kind` is what follows
/// `test `); several `analysis` lines make one subtest.
pub fn from_header(kinds: &[(usize, String)]) -> Result<Vec<Box<dyn SubTest>>, String> {
    let mut out: Vec<Box<dyn SubTest>> = Vec::new();
    let analyses: Vec<String> = kinds
        .iter()
        .filter_map(|(_, k)| k.strip_prefix("analysis "))
        .map(|a| a.trim().to_string())
        .collect();
    let mut analysis_added = false;
    for (line, kind) in kinds {
        let at = |e: String| format!("line {line}: {e}");
        let (word, rest) = kind.split_once(' ').unwrap_or((kind, ""));
        let plain = rest.trim().is_empty();
        out.push(match word {
            "interpret" if plain => Box::new(interpret::Interpret),
            "jit" if plain => Box::new(jit::Jit),
            "roundtrip" | "verify" if plain => Box::new(roundtrip::Roundtrip),
            "opt" => Box::new(opt::Opt::parse(rest).map_err(at)?),
            "autodiff" => Box::new(autodiff::Autodiff::parse(rest).map_err(at)?),
            "analysis" if analysis_added => continue,
            "analysis" => {
                analysis_added = true;
                Box::new(analysis::Analysis::parse(&analyses).map_err(at)?)
            }
            _ => return Err(at(format!("unknown test kind `{kind}`"))),
        });
    }
    Ok(out)
}

pub use roundtrip::check as roundtrip_check;

/// Runs every `run` and `fd` line on executors `make` gives (one per
/// line, or the same one reused).
fn execute_directives<'e>(
    cx: &Context,
    make: &mut dyn FnMut() -> Box<dyn Executor + 'e>,
) -> Vec<String> {
    let mut failures = Vec::new();
    for line in &cx.test.directives.runs {
        let func = cx.resolve(&line.func);
        let mut exec = make();
        failures.extend(run::execute(
            line,
            func,
            &cx.module,
            &mut *exec,
            cx.test.tol,
        ));
    }
    for line in &cx.test.directives.fds {
        let Some(d) = cx
            .derivatives
            .iter()
            .find(|d| d.names.contains(&line.derivative))
        else {
            failures.push(format!(
                "line {}: no `autodiff` line binds @{}",
                line.line, line.derivative
            ));
            continue;
        };
        let mut exec = make();
        failures.extend(fd::check(line, d, &cx.module, &mut *exec));
    }
    failures
}
