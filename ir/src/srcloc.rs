//! Source locations, kept in a side table keyed by `Inst` so that
//! instructions do not grow.

use crate::entity::FileId;
use std::fmt;

/// A line and column in a file of the module's file table. The default
/// (line 0) means "unknown".
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct SourceLoc {
    pub file: Option<FileId>,
    pub line: u32,
    pub col: u32,
}

impl SourceLoc {
    pub fn is_known(&self) -> bool {
        self.line != 0
    }
}

impl fmt::Display for SourceLoc {
    /// Text-format spelling without the leading `!`: `f0:12:3`, or `12:3`
    /// when no file is named.
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        if let Some(file) = self.file {
            write!(f, "{file}:")?;
        }
        write!(f, "{}:{}", self.line, self.col)
    }
}
