//! `test opt PASSES`: zyme-opt's passes (comma-separated names) on the
//! module. The `run` lines hold for the module as written (checked here on
//! the interpreter, before the passes) and for the optimized one (checked
//! by the executors after); the printout is the optimized module.

use super::{Context, Phase, SubTest};
use crate::filetest::exec::InterpExecutor;
use crate::filetest::run;

pub struct Opt {
    passes: Vec<zyme_opt::Pass>,
}

impl Opt {
    pub fn parse(list: &str) -> Result<Opt, String> {
        Ok(Opt {
            passes: zyme_opt::Pass::parse_list(list)?,
        })
    }
}

impl SubTest for Opt {
    fn name(&self) -> &'static str {
        "opt"
    }

    fn phase(&self) -> Phase {
        Phase::Transform
    }

    fn run(&self, cx: &mut Context) -> Result<(), Vec<String>> {
        for line in &cx.test.directives.runs {
            // A derivative does not exist before `autodiff` makes it.
            if cx.is_derivative(&line.func) {
                continue;
            }
            let mut exec = InterpExecutor::new(&cx.module);
            let failure = run::execute(line, &line.func, &cx.module, &mut exec, cx.test.tol);
            cx.failures
                .extend(failure.map(|f| format!("{f} (before opt)")));
        }
        let options = zyme_opt::Options::default();
        zyme_opt::optimize_module(&mut cx.module, &self.passes, &options, &|_, _| true);
        cx.printout = Some(zyme_ir::text::print_module(&cx.module));
        Ok(())
    }
}
