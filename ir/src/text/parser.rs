//! Reads the text format. (Being written: see the progress.)

use crate::module::Module;

/// A parse error at a line and column (both 1-based).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{line}:{col}: {message}")]
pub struct ParseError {
    pub line: u32,
    pub col: u32,
    pub message: String,
}

/// Parses a whole module.
pub fn parse_module(_text: &str) -> Result<Module, ParseError> {
    Err(ParseError {
        line: 1,
        col: 1,
        message: "the text parser is not written yet".into(),
    })
}
