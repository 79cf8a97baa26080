//! `test autodiff [pipeline=none|before|after|both] [cache=speed|memory]`: the derivatives the
//! file's `; autodiff:` lines ask for, made by the driver
//! (`zyme::Derivatives`, the road every frontend takes), each bound to a
//! name later `run` and `fd` lines call.
//!
//! ```text
//! ; autodiff: @df = reverse @f(active, const) [return_primal] [const_return] [width=N]
//! ; autodiff: @tf = forward @f(dup, const) [return_primal] [width=N]
//! ; autodiff: @aug, @rev = split @f(dup)
//! ```
//!
//! zyme-opt does not run around synthesis unless `pipeline=` says so, so
//! the printout — every function the driver added, in the order it added
//! them, under the driver's names (`@__zyme_autodiff.0.f`, …) — is
//! synthesis alone. The driver verifies the module; so does the runner.

use super::analysis::parse_kinds;
use super::{Context, Phase, SubTest};
use crate::filetest::run::split_call;
use zyme::{AdPipeline, ArgKind, Derivatives, ForwardOptions, Mode, ReverseOptions};

/// One `; autodiff:` line.
#[derive(Clone, Debug)]
pub struct AdLine {
    pub line: usize,
    /// The names it binds: one, or two for `split` (augmented, reverse).
    pub names: Vec<String>,
    pub primal: String,
    pub kinds: Vec<ArgKind>,
    pub mode: Mode,
}

impl AdLine {
    pub fn parse(text: &str, line: usize) -> Result<AdLine, String> {
        let bad = |why: String| format!("line {line}: {why} in `autodiff: {text}`");
        let (names, rest) = text
            .split_once('=')
            .ok_or_else(|| bad("expected `@name = MODE @f(KINDS)`".into()))?;
        let names: Vec<String> = names
            .split(',')
            .map(|n| n.trim().strip_prefix('@').map(str::to_string))
            .collect::<Option<_>>()
            .ok_or_else(|| bad("names start with `@`".into()))?;
        let (mode_word, call) = rest
            .trim()
            .split_once(char::is_whitespace)
            .ok_or_else(|| bad("expected `MODE @f(KINDS)`".into()))?;
        let (primal, kinds, options) = split_call(call).map_err(bad)?;
        let kinds = parse_kinds(kinds).map_err(bad)?;
        let (mut width, mut return_primal, mut const_return) = (1, false, false);
        let mut error = false;
        for option in options.split_whitespace() {
            match option.split_once('=') {
                None if option == "return_primal" => return_primal = true,
                None if option == "error" => error = true,
                None if option == "const_return" => const_return = true,
                Some(("width", n)) => {
                    width = n.parse().map_err(|_| bad(format!("bad `{option}`")))?
                }
                _ => return Err(bad(format!("unknown option `{option}`"))),
            }
        }
        let reverse = ReverseOptions {
            return_primal,
            const_return,
            ..ReverseOptions::default()
        };
        let mode = match mode_word {
            "forward" if !const_return => Mode::Forward(ForwardOptions {
                width,
                return_primal,
                error,
                ..ForwardOptions::default()
            }),
            _ if error => {
                return Err(bad("`error` (ForwardError mode) is a forward option".into()))
            }
            "reverse" if width == 1 => Mode::Reverse(reverse),
            "reverse" => Mode::ReverseBatch(width, reverse),
            "split" if width == 1 && !return_primal && !const_return => Mode::Split,
            _ => return Err(bad(format!("`{mode_word}` with these options"))),
        };
        let want = if mode == Mode::Split { 2 } else { 1 };
        if names.len() != want {
            return Err(bad(format!("`{mode_word}` binds {want} name(s)")));
        }
        Ok(AdLine {
            line,
            names,
            primal: primal.to_string(),
            kinds,
            mode,
        })
    }
}

/// A derivative the driver made, as an `autodiff` line named it.
#[derive(Clone, Debug)]
pub struct Derivative {
    pub names: Vec<String>,
    pub primal: String,
    pub kinds: Vec<ArgKind>,
    pub mode: Mode,
    /// The functions holding it, as the driver named them (same order as
    /// `names`).
    pub funcs: Vec<String>,
}

impl Derivative {
    /// The function `@name` calls, if this derivative binds it.
    pub fn function(&self, name: &str) -> Option<&str> {
        let i = self.names.iter().position(|n| n == name)?;
        Some(&self.funcs[i])
    }
}

pub struct Autodiff {
    pipeline: AdPipeline,
}

impl Autodiff {
    /// The rest of the `test autodiff` line: `pipeline=…`, `cache=…` or
    /// nothing.
    pub fn parse(options: &str) -> Result<Autodiff, String> {
        let mut pipeline = AdPipeline::NONE;
        for option in options.split_whitespace() {
            let set = if let Some(p) = option.strip_prefix("pipeline=") {
                AdPipeline::parse(p).map(|p| AdPipeline {
                    least_memory: pipeline.least_memory,
                    ..p
                })
            } else if let Some(c) = option.strip_prefix("cache=") {
                pipeline.with_cache(c)
            } else {
                None
            };
            pipeline = set.ok_or_else(|| {
                format!(
                    "unknown option `{option}` (pipeline=none|before|after|both, cache=speed|memory)"
                )
            })?;
        }
        Ok(Autodiff { pipeline })
    }
}

impl SubTest for Autodiff {
    fn name(&self) -> &'static str {
        "autodiff"
    }

    fn phase(&self) -> Phase {
        Phase::Transform
    }

    fn run(&self, cx: &mut Context) -> Result<(), Vec<String>> {
        let lines = &cx.test.directives.autodiffs;
        if lines.is_empty() {
            return Err(vec!["`test autodiff` needs `; autodiff:` lines".into()]);
        }
        let before = cx.module.functions.len();
        let mut ad = Derivatives::new(&mut cx.module);
        ad.pipeline(self.pipeline);
        let mut placed = Vec::new();
        for a in lines {
            let (first, second) = ad
                .request(&a.primal, &a.kinds, a.mode)
                .map_err(|e| vec![format!("line {}: {e}", a.line)])?;
            placed.push((a, first, second));
        }
        // `finish` runs the driver, then the verifier.
        ad.finish().map_err(|e| vec![format!("autodiff: {e}")])?;
        let module = &cx.module;
        for (a, first, second) in placed {
            let funcs = [Some(first), second]
                .into_iter()
                .flatten()
                .map(|f| module.functions[f].name.clone())
                .collect();
            cx.derivatives.push(Derivative {
                names: a.names.clone(),
                primal: a.primal.clone(),
                kinds: a.kinds.clone(),
                mode: a.mode,
                funcs,
            });
        }
        let mut printout = String::new();
        for (id, f) in module.functions.iter().skip(before) {
            if !f.is_declaration() {
                printout.push_str(&zyme_ir::text::print_function(module, id));
                printout.push('\n');
            }
        }
        cx.printout = Some(printout);
        Ok(())
    }
}
