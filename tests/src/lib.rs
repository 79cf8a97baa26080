//! Cross-crate tests: filetests, corpora and gradient checks live in `tests/`.
