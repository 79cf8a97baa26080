//! `test jit`: `run` and `fd` lines on the Cranelift JIT (lines expecting
//! an interpreter error are skipped: compiled code has undefined behaviour
//! there).

use super::{execute_directives, Context, Phase, SubTest};
use crate::filetest::exec::JitExecutor;

pub struct Jit;

impl SubTest for Jit {
    fn name(&self) -> &'static str {
        "jit"
    }

    fn phase(&self) -> Phase {
        Phase::Execute
    }

    fn run(&self, cx: &mut Context) -> Result<(), Vec<String>> {
        let jit = zyme_cranelift::JitModule::compile(&cx.module)
            .map_err(|e| vec![format!("JIT compile: {e}")])?;
        let failures = execute_directives(cx, &mut || Box::new(JitExecutor::new(&jit)));
        failures.is_empty().then_some(()).ok_or(failures)
    }
}
