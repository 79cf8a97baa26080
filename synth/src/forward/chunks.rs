//! Wide vector-mode derivatives made of narrower ones.
//!
//! A forward derivative of width W carries W tangents of every active
//! value, so its body grows W-fold: GradBench's ht Jacobian (26
//! directions through a 2,100-instruction function) was one function of
//! 18,700 instructions, and Cranelift's register allocator, whose time
//! grows faster than the function, spent most of the compile on it.
//! Where the function's primal can run several times in a row as if it
//! ran once ([`crate::repeat::runs_again_unchanged`], the stores the
//! derivative leaves out of a `dupnoneed` parameter's memory aside), a
//! derivative wider than [`MAX_LANES`] whose
//! body would be large is a wrapper calling a derivative of width
//! ⌈W / n⌉ n times, each with its own lanes' shadows and tangents
//! ([`chunk_widths`]): the primal is computed once more per chunk, the
//! code compiled is about half. ht's width 26 became two calls of one
//! width-13 derivative: its compile time halved at the same run time
//! (a width of 4 made it 1.4× slower to run: too little of the primal's
//! work is shared among too few lanes).

/// The widest derivative made in one piece when the function is large.
pub const MAX_LANES: u32 = 16;

/// Lanes times primal instructions above which a derivative wider than
/// [`MAX_LANES`] is made of chunks (ht: 26 × 2,100).
pub const CHUNK_ABOVE: usize = 16_000;

/// The widths of the chunks a derivative of `width` lanes of a function
/// of `insts` instructions is made of, when it is made of more than one:
/// as few as keep each at most [`MAX_LANES`], as equal as can be (the
/// first ones one wider), so that at most two distinct derivatives are
/// made.
pub fn chunk_widths(width: u32, insts: usize) -> Option<Vec<u32>> {
    if width <= MAX_LANES || insts.saturating_mul(width as usize) <= CHUNK_ABOVE {
        return None;
    }
    let n = width.div_ceil(MAX_LANES);
    let (base, wider) = (width / n, width % n);
    Some((0..n).map(|i| base + u32::from(i < wider)).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chunks_are_as_few_and_as_equal_as_can_be() {
        assert_eq!(chunk_widths(26, 2_100), Some(vec![13, 13]));
        assert_eq!(chunk_widths(17, 2_000), Some(vec![9, 8]));
        assert_eq!(chunk_widths(40, 1_000), Some(vec![14, 13, 13]));
        assert_eq!(chunk_widths(16, 10_000), None, "16 lanes stay whole");
        assert_eq!(chunk_widths(26, 600), None, "a small function stays whole");
    }
}
