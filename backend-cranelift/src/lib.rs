//! Lowering of zyme IR through Cranelift (being written).
