//! `test interpret`: `run` and `fd` lines on the reference interpreter,
//! a fresh one per line (globals start from their initial values).

use super::{execute_directives, Context, Phase, SubTest};
use crate::filetest::exec::InterpExecutor;

pub struct Interpret;

impl SubTest for Interpret {
    fn name(&self) -> &'static str {
        "interpret"
    }

    fn phase(&self) -> Phase {
        Phase::Execute
    }

    fn run(&self, cx: &mut Context) -> Result<(), Vec<String>> {
        let module = &cx.module;
        let failures = execute_directives(cx, &mut || Box::new(InterpExecutor::new(module)));
        failures.is_empty().then_some(()).ok_or(failures)
    }
}
