//! PTX text emission for GPU kernels written in zyme IR: address spaces,
//! special registers, `bar.sync`, atomics and shuffles.
//!
//! Nothing lives here yet: this crate is filled by the GPU issue.
