//! The verifier. (Being written.)

use crate::entity::FuncId;
use crate::module::Module;
use std::fmt;

/// One broken invariant, with the function, block and instruction blamed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VerifierError {
    pub func: String,
    pub location: String,
    pub message: String,
}

impl fmt::Display for VerifierError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "in @{}: {}: {}", self.func, self.location, self.message)
    }
}

/// Every error found (the verifier does not stop at the first).
#[derive(Clone, Debug, Default, PartialEq, Eq, thiserror::Error)]
pub struct VerifierErrors(pub Vec<VerifierError>);

impl fmt::Display for VerifierErrors {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        for (i, e) in self.0.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            write!(f, "{e}")?;
        }
        Ok(())
    }
}

pub fn verify_module(_module: &Module) -> Result<(), VerifierErrors> {
    Ok(())
}

pub fn verify_function(_module: &Module, _func: FuncId) -> Result<(), VerifierErrors> {
    Ok(())
}
