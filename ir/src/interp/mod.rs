//! The reference interpreter. (Being written.)
