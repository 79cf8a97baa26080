//! Running modules nobody wrote (mutants, `wasm-smith` output) as a
//! sandbox check: the interpreter, which reports every access outside an
//! allocation and every read of uninitialised memory, instantiates the
//! module and calls each export; the JIT then makes the same calls and
//! must give the same results and traps.

use super::{outcome, same, Expect};
use zyme_cranelift::JitModule;
use zyme_ir::interp::ErrorKind;
use zyme_ir::{DataValue, Interpreter};
use zyme_wasm::{Wasm, WasmType};

/// A small deterministic generator (xorshift64*), so a failure names the
/// iteration that reproduces it.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// One export call of a sandbox run and what it gave.
pub struct Call {
    pub name: String,
    pub args: Vec<DataValue>,
    pub outcome: Expect,
}

/// Calls each export of `wasm` (but those taking or giving `v128`) with
/// zero arguments in the interpreter, each on a fresh instance and on
/// `fuel` steps. Panics, naming `label`, when the interpreter reports
/// anything but running out of fuel or a call it cannot make (a trap is a
/// status, not an error). Returns the calls that finished.
pub fn interpret(wasm: &Wasm, label: &str, fuel: u64) -> Vec<Call> {
    let mut interp = Interpreter::new(&wasm.module);
    interp.set_fuel(Some(fuel));
    let check = |r: Result<Vec<DataValue>, zyme_ir::InterpError>, what: &str| match r {
        Ok(v) => Some(v),
        Err(e) if matches!(e.kind, ErrorKind::OutOfFuel | ErrorKind::BadCall(_)) => None,
        Err(e) => panic!("{label}: {what}: {e}"),
    };
    let mut calls = Vec::new();
    for export in &wasm.exports {
        if export.params.contains(&WasmType::V128) || export.results.contains(&WasmType::V128) {
            continue;
        }
        let Some(vmctx) = check(interp.call("__zyme_wasm_instantiate", &[]), "instantiate") else {
            return calls;
        };
        let vmctx = vmctx[0].clone();
        let trap = |interp: &mut Interpreter| {
            interp
                .call("__zyme_wasm_trap", std::slice::from_ref(&vmctx))
                .unwrap_or_else(|e| panic!("{label}: reading the trap status: {e}"))
        };
        if trap(&mut interp)[0].bits() != 0 {
            // Instantiation trapped (a start function, a segment that
            // does not fit): every instance would.
            return calls;
        }
        let f = &wasm.module.functions[export.func];
        let args: Vec<DataValue> = f.sig.params[1..]
            .iter()
            .map(|&t| DataValue::zero(t))
            .collect();
        let mut all = vec![vmctx.clone()];
        all.extend(args.iter().cloned());
        let Some(results) = check(interp.call(&f.name.clone(), &all), &export.name) else {
            continue;
        };
        let outcome = outcome(results, &trap(&mut interp));
        check(
            interp.call("__zyme_wasm_free", std::slice::from_ref(&vmctx)),
            "free",
        );
        calls.push(Call {
            name: f.name.clone(),
            args,
            outcome,
        });
    }
    calls
}

/// Makes `calls` again in the JIT, each on a fresh instance, and panics unless
/// each gives what the interpreter gave.
pub fn agree_in_jit(wasm: &Wasm, label: &str, calls: &[Call]) {
    if calls.is_empty() {
        return;
    }
    let jit = JitModule::compile(&wasm.module).unwrap_or_else(|e| panic!("{label}: JIT: {e}"));
    for c in calls {
        let vmctx = jit.call_dynamic("__zyme_wasm_instantiate", &[]).unwrap()[0].clone();
        let mut all = vec![vmctx.clone()];
        all.extend(c.args.iter().cloned());
        let results = jit
            .call_dynamic(&c.name, &all)
            .unwrap_or_else(|e| panic!("{label}: {}: JIT: {e}", c.name));
        let trap = jit
            .call_dynamic("__zyme_wasm_trap", std::slice::from_ref(&vmctx))
            .unwrap();
        let got = outcome(results, &trap);
        assert!(
            same(&got, &c.outcome),
            "{label}: {}: the JIT gives {got:?}, the interpreter {:?}",
            c.name,
            c.outcome
        );
        jit.call_dynamic("__zyme_wasm_free", &[vmctx]).unwrap();
    }
}
