//! `test roundtrip`: print ∘ parse ∘ print of the module as the transforms
//! left it is identical (the runner checks the input module this way for
//! every file; this subtest checks what `opt` and `autodiff` made too).

use super::{Context, Phase, SubTest};
use zyme_ir::text::{parse_module, print_module};

pub struct Roundtrip;

/// Whether `module` prints, parses and prints again to the same text.
pub fn check(module: &zyme_ir::Module) -> Result<(), String> {
    let printed = print_module(module);
    match parse_module(&printed) {
        Ok(again) if print_module(&again) == printed => Ok(()),
        Ok(again) => Err(format!(
            "print -> parse -> print is not identical:\n--- first ---\n{printed}\n--- second ---\n{}",
            print_module(&again)
        )),
        Err(e) => Err(format!("the printed module does not parse: {e}\n{printed}")),
    }
}

impl SubTest for Roundtrip {
    fn name(&self) -> &'static str {
        "roundtrip"
    }

    fn phase(&self) -> Phase {
        Phase::Inspect
    }

    fn run(&self, cx: &mut Context) -> Result<(), Vec<String>> {
        check(&cx.module).map_err(|e| vec![e])
    }
}
