//! The zyme facade: the public library API and the `zyme` CLI.
pub use zyme_ir as ir;
