//! Type trees: what the bytes of a value, and of the memory it points to,
//! are (Enzyme's `TypeTree`).
//!
//! A tree maps *paths* to concrete types. The first element of a path is a
//! byte offset within the value itself; each further element is a byte
//! offset within the memory that the pointer found at the previous path
//! points to. `-1` stands for "every offset". So a `double*` argument is
//! `{[-1]:Pointer, [-1,-1]:Float@double}`: every byte of the value is a
//! pointer, and every offset of what it points to is a double.
//!
//! Trees only grow during analysis (the join of two trees keeps both
//! facts; two different types at one path become `Anything`), and paths
//! are bounded in depth and offset, so every propagation reaches a fixed
//! point.

use std::fmt;
use zyme_ir::{ScalarType, Type};

/// A float format.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum FloatKind {
    /// IEEE single (`float`).
    F32,
    /// IEEE double.
    F64,
}

impl FloatKind {
    /// Size in bytes.
    pub fn bytes(self) -> i64 {
        match self {
            FloatKind::F32 => 4,
            FloatKind::F64 => 8,
        }
    }
}

/// What a byte range holds.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Concrete {
    /// Integer data (never carries a derivative).
    Integer,
    /// A float of the given format.
    Float(FloatKind),
    /// An address.
    Pointer,
    /// Facts disagree, or the bytes are used as several things (raw
    /// copies through `char*`): a derivative through it cannot be
    /// deduced.
    Anything,
}

impl Concrete {
    /// The join: equal types stay, different ones are `Anything`.
    pub fn join(self, other: Concrete) -> Concrete {
        if self == other {
            self
        } else {
            Concrete::Anything
        }
    }

    /// What the bytes of a scalar IR type are, when the type says it:
    /// floats and pointers always, `i1` is a truth value. Other integers
    /// may hold float bits or addresses, so their type says nothing.
    pub fn of_scalar(ty: ScalarType) -> Option<Concrete> {
        match ty {
            ScalarType::F32 => Some(Concrete::Float(FloatKind::F32)),
            ScalarType::F64 => Some(Concrete::Float(FloatKind::F64)),
            ScalarType::Ptr(_) => Some(Concrete::Pointer),
            ScalarType::I1 => Some(Concrete::Integer),
            _ => None,
        }
    }
}

impl fmt::Display for Concrete {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(match self {
            Concrete::Integer => "Integer",
            Concrete::Float(FloatKind::F32) => "Float@float",
            Concrete::Float(FloatKind::F64) => "Float@double",
            Concrete::Pointer => "Pointer",
            Concrete::Anything => "Anything",
        })
    }
}

/// Paths longer than this are dropped: pointers to pointers to … deeper
/// than any numeric code needs, and a bound keeps recursion finite.
pub const MAX_DEPTH: usize = 5;

/// Offsets at or beyond this are dropped (a tree describes the start of an
/// object; large constant offsets come from arrays, which are `-1`).
pub const MAX_OFFSET: i64 = 1 << 9;

/// Facts a tree keeps at most. A pointer stepped by a constant in a loop
/// would otherwise spread one fact over every offset up to
/// [`MAX_OFFSET`], pass after pass; beyond the bound only facts that hold
/// at every offset (`-1`) are still added.
pub const MAX_ENTRIES: usize = 64;

/// A path of a tree: up to [`MAX_DEPTH`] offsets in `-1..MAX_OFFSET`,
/// packed so that paths are compared, copied and hashed without touching
/// the heap (the type analysis' fixed point builds millions of them).
/// Unused slots hold [`Path::PAD`], below every offset, so the derived
/// order is the order of the offset lists: a path comes before the paths
/// it is a prefix of.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Path([i16; MAX_DEPTH]);

impl Path {
    const PAD: i16 = i16::MIN;

    /// The path of these offsets; `None` when it is empty, too deep or
    /// has an offset outside `-1..MAX_OFFSET` (facts a tree drops).
    pub fn new(offsets: impl IntoIterator<Item = i64>) -> Option<Path> {
        let mut p = [Path::PAD; MAX_DEPTH];
        let mut n = 0;
        for o in offsets {
            if n == MAX_DEPTH || !(-1..MAX_OFFSET).contains(&o) {
                return None;
            }
            p[n] = o as i16;
            n += 1;
        }
        (n > 0).then_some(Path(p))
    }

    /// How many offsets.
    pub fn len(&self) -> usize {
        self.0.iter().take_while(|&&o| o != Path::PAD).count()
    }

    /// Never: a path has at least one offset.
    pub fn is_empty(&self) -> bool {
        false
    }

    /// The offsets, outermost first.
    pub fn offsets(&self) -> impl Iterator<Item = i64> + '_ {
        self.0
            .iter()
            .take_while(|&&o| o != Path::PAD)
            .map(|&o| i64::from(o))
    }

    /// The first offset (within the value itself).
    pub fn first(&self) -> i64 {
        i64::from(self.0[0])
    }

    /// This path with its first offset replaced (`None` when out of
    /// bounds).
    fn with_first(self, first: i64) -> Option<Path> {
        if !(-1..MAX_OFFSET).contains(&first) {
            return None;
        }
        let mut p = self;
        p.0[0] = first as i16;
        Some(p)
    }

    /// The path without its first offset, if any remains.
    fn tail(self) -> Option<Path> {
        let mut p = [Path::PAD; MAX_DEPTH];
        p[..MAX_DEPTH - 1].copy_from_slice(&self.0[1..]);
        (p[0] != Path::PAD).then_some(Path(p))
    }

    /// `first` followed by this path (`None` when too deep).
    fn under(self, first: i64) -> Option<Path> {
        if self.0[MAX_DEPTH - 1] != Path::PAD {
            return None;
        }
        let mut p = [Path::PAD; MAX_DEPTH];
        p[0] = first as i16;
        p[1..].copy_from_slice(&self.0[..MAX_DEPTH - 1]);
        Some(Path(p))
    }

    /// Whether some offset is `-1`.
    fn has_wildcard(&self) -> bool {
        self.0.contains(&-1)
    }

    /// Whether pattern `self` (with `-1` wildcards) matches path `k` of
    /// the same length.
    fn covers(&self, k: &Path) -> bool {
        self.0
            .iter()
            .zip(&k.0)
            .all(|(&a, &b)| (a == Path::PAD) == (b == Path::PAD) && (a == -1 || a == b))
    }

    /// The first path that starts with `first` (for ranges of a sorted
    /// list).
    fn lowest(first: i64) -> Path {
        let mut p = [Path::PAD; MAX_DEPTH];
        p[0] = first as i16;
        Path(p)
    }
}

/// A type tree. See the module documentation.
#[derive(Clone, PartialEq, Eq, Hash, Default, Debug)]
pub struct TypeTree {
    /// The facts, sorted by path; trees hold at most
    /// `2 * MAX_ENTRIES` of them, so a sorted list beats a search tree.
    map: Vec<(Path, Concrete)>,
}

impl TypeTree {
    /// Knows nothing.
    pub fn new() -> TypeTree {
        TypeTree::default()
    }

    /// Every byte of the value is `c`: `{[-1]:c}`.
    pub fn whole(c: Concrete) -> TypeTree {
        TypeTree {
            map: vec![(Path::lowest(-1), c)],
        }
    }

    /// The tree of a value of IR type `ty` from the type alone.
    pub fn of_type(ty: Type) -> TypeTree {
        match Concrete::of_scalar(ty.lane()) {
            Some(c) => TypeTree::whole(c),
            None => TypeTree::new(),
        }
    }

    /// Whether nothing is known.
    pub fn is_empty(&self) -> bool {
        self.map.is_empty()
    }

    /// The facts, paths in order.
    pub fn entries(&self) -> impl Iterator<Item = (Path, Concrete)> + '_ {
        self.map.iter().copied()
    }

    /// Where `path` is in the list, or where it would go.
    fn find(&self, path: &Path) -> Result<usize, usize> {
        self.map.binary_search_by(|(k, _)| k.cmp(path))
    }

    /// The fact stored at exactly `path`.
    fn at(&self, path: &Path) -> Option<Concrete> {
        self.find(path).ok().map(|i| self.map[i].1)
    }

    /// Adds one fact; returns whether the tree changed. Paths that are too
    /// deep or too far are ignored; a fact already implied by a `-1` entry
    /// at the same position is not repeated.
    pub fn insert(&mut self, path: &[i64], c: Concrete) -> bool {
        match Path::new(path.iter().copied()) {
            Some(p) => self.add(p, c),
            None => false,
        }
    }

    /// [`TypeTree::insert`] of a packed path.
    fn add(&mut self, path: Path, c: Concrete) -> bool {
        let at = self.find(&path);
        // A fact already known at its own path (what a fixpoint's later
        // passes mostly re-add) is settled without the scan for `-1` facts.
        if let Ok(i) = at {
            let old = self.map[i].1;
            if old.join(c) == old {
                return false;
            }
        }
        if self.implied(&path) == Some(c) {
            return false;
        }
        match at {
            Ok(i) => {
                let old = &mut self.map[i].1;
                let joined = old.join(c);
                let changed = joined != *old;
                *old = joined;
                changed
            }
            Err(i) => {
                // Past the bound only "every offset" facts are added, and
                // those only up to twice the bound: pointer chains through
                // memory (a list node pointing to nodes) would otherwise
                // grow a tree by one level per pass.
                let wildcard = path.has_wildcard();
                let full =
                    self.map.len() >= MAX_ENTRIES && !wildcard || self.map.len() >= 2 * MAX_ENTRIES;
                if full {
                    return false;
                }
                self.map.insert(i, (path, c));
                // A new "every offset" fact subsumes the specific ones it
                // agrees with.
                if wildcard {
                    self.map
                        .retain(|(k, v)| *v != c || *k == path || !path.covers(k));
                }
                true
            }
        }
    }

    /// The type a `-1` entry gives `path`, if any: the first entry in the
    /// list's order that covers `path` and is not `path` itself.
    fn implied(&self, path: &Path) -> Option<Concrete> {
        // Only a path starting with -1 or with `path`'s own first offset
        // can cover it: two ranges of the ordered list, not all of it.
        let starting = |first: i64| {
            let from = self.map.partition_point(|(k, _)| *k < Path::lowest(first));
            self.map[from..]
                .iter()
                .take_while(|(k, _)| k.first() == first)
                .find(|(k, _)| k.covers(path) && k != path)
                .map(|&(_, v)| v)
        };
        let first = path.first();
        starting(-1).or_else(|| if first == -1 { None } else { starting(first) })
    }

    /// What the tree says of exactly `path` (directly or through `-1`).
    pub fn get(&self, path: &[i64]) -> Option<Concrete> {
        let p = Path::new(path.iter().copied())?;
        self.at(&p).or_else(|| self.implied(&p))
    }

    /// The join of `other` into `self`; returns whether anything changed.
    pub fn merge(&mut self, other: &TypeTree) -> bool {
        let mut changed = false;
        for &(k, v) in &other.map {
            changed |= self.add(k, v);
        }
        changed
    }

    /// What the value's own bytes `[0, size)` are, if one type covers
    /// them all.
    pub fn scalar(&self, size: i64) -> Option<Concrete> {
        if let Some(c) = self.at(&Path::lowest(-1)) {
            return Some(c);
        }
        // A scalar fact at offset 0 describes the whole scalar value.
        let _ = size;
        self.at(&Path::lowest(0))
    }

    /// The tree of the memory the value points to, as a value tree: the
    /// entries under the pointer's path, with the first element dropped.
    pub fn pointee(&self) -> TypeTree {
        let mut out = TypeTree::new();
        for &(k, v) in &self.map {
            if k.first() == -1 || k.first() == 0 {
                if let Some(t) = k.tail() {
                    out.add(t, v);
                }
            }
        }
        out
    }

    /// The tree of a pointer to memory described by `pointee`.
    pub fn pointer_to(pointee: &TypeTree) -> TypeTree {
        let mut out = TypeTree::whole(Concrete::Pointer);
        for &(k, v) in &pointee.map {
            if let Some(p) = k.under(-1) {
                out.add(p, v);
            }
        }
        out
    }

    /// The memory `offset` bytes into this memory tree, as a memory tree
    /// (offsets rebased; `-1` entries stay).
    pub fn shift(&self, offset: i64) -> TypeTree {
        let mut out = TypeTree::new();
        for &(k, v) in &self.map {
            let moved = match k.first() {
                -1 => Some(k),
                first if first < offset => None,
                first => k.with_first(first - offset),
            };
            if let Some(p) = moved {
                out.add(p, v);
            }
        }
        out
    }

    /// The bytes `[offset, offset + size)` of this memory tree, as a tree
    /// of the same shape rebased to 0 (what a copy of those bytes holds).
    pub fn extract(&self, offset: i64, size: i64) -> TypeTree {
        let mut out = TypeTree::new();
        for &(k, v) in &self.map {
            let first = k.first();
            if first == -1 {
                out.add(k, v);
            } else if first >= offset && first < offset + size {
                if let Some(p) = k.with_first(first - offset) {
                    out.add(p, v);
                }
            }
        }
        out
    }

    /// The tree of a scalar value of `size` bytes loaded from `offset` of
    /// this memory tree: as [`TypeTree::extract`], and when one fact
    /// starts the value and none other lies inside it, that fact covers
    /// the whole value (`-1`).
    pub fn load(&self, offset: i64, size: i64) -> TypeTree {
        let out = self.extract(offset, size);
        let inner = out.map.iter().any(|(k, _)| k.len() == 1 && k.first() > 0);
        if inner {
            return out;
        }
        let mut scalar = TypeTree::new();
        for &(k, v) in &out.map {
            let p = if k.first() == 0 {
                k.with_first(-1)
            } else {
                Some(k)
            };
            if let Some(p) = p {
                scalar.add(p, v);
            }
        }
        scalar
    }

    /// This value tree stored at `offset` of memory, as a memory tree
    /// (the inverse of [`TypeTree::load`]).
    pub fn store_at(&self, offset: i64) -> TypeTree {
        let mut out = TypeTree::new();
        for &(k, v) in &self.map {
            let first = if k.first() == -1 {
                offset
            } else {
                k.first() + offset
            };
            if let Some(p) = k.with_first(first) {
                out.add(p, v);
            }
        }
        out
    }

    /// Only the facts that hold at every offset (what a pointer moved by
    /// an unknown amount still knows).
    pub fn every_offset(&self) -> TypeTree {
        let mut out = TypeTree::new();
        for &(k, v) in &self.map {
            if k.first() == -1 {
                out.add(k, v);
            }
        }
        out
    }

    /// Facts at specific offsets generalised to every offset, when they
    /// all agree (what an array indexed by a variable must hold).
    pub fn generalize(&self) -> TypeTree {
        let mut out = self.every_offset();
        let mut firsts: Option<Concrete> = None;
        let mut uniform = true;
        for &(k, v) in &self.map {
            if k.first() != -1 && k.len() == 1 {
                match firsts {
                    None => firsts = Some(v),
                    Some(c) if c == v => {}
                    Some(_) => uniform = false,
                }
            }
        }
        if let (true, Some(c)) = (uniform, firsts) {
            out.add(Path::lowest(-1), c);
        }
        out
    }

    /// The facts about what the value points to, without those about the
    /// value's own bytes.
    pub fn below_scalar(&self) -> TypeTree {
        let mut out = TypeTree::new();
        for &(k, v) in &self.map {
            if k.len() >= 2 {
                out.add(k, v);
            }
        }
        out
    }

    /// Whether any path says float.
    pub fn has_float(&self) -> bool {
        self.map
            .iter()
            .any(|(_, v)| matches!(v, Concrete::Float(_)))
    }
}

impl fmt::Display for TypeTree {
    /// Enzyme's spelling: `{[-1]:Pointer, [-1,0]:Float@double}`.
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("{")?;
        for (i, (k, v)) in self.map.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            let path: Vec<String> = k.offsets().map(|o| o.to_string()).collect();
            write!(f, "[{}]:{v}", path.join(","))?;
        }
        f.write_str("}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const F64: Concrete = Concrete::Float(FloatKind::F64);

    #[test]
    fn pointer_to_doubles_round_trips_through_load_and_store() {
        let value = TypeTree::whole(F64);
        let mem = value.store_at(8);
        assert_eq!(mem.to_string(), "{[8]:Float@double}");
        assert_eq!(mem.load(8, 8), value);
        let ptr = TypeTree::pointer_to(&mem);
        assert_eq!(ptr.to_string(), "{[-1]:Pointer, [-1,8]:Float@double}");
        assert_eq!(ptr.pointee(), mem);
        assert_eq!(mem.shift(8).to_string(), "{[0]:Float@double}");
    }

    #[test]
    fn joins_conflicts_to_anything_and_every_offset_subsumes() {
        let mut t = TypeTree::new();
        assert!(t.insert(&[0], F64));
        assert!(t.insert(&[8], F64));
        assert!(t.insert(&[-1], F64));
        assert_eq!(t.to_string(), "{[-1]:Float@double}");
        assert!(!t.insert(&[16], F64), "implied by [-1]");
        assert!(t.insert(&[-1], Concrete::Integer));
        assert_eq!(t.get(&[-1]), Some(Concrete::Anything));
    }

    #[test]
    fn generalize_needs_agreement() {
        let mut t = TypeTree::new();
        t.insert(&[0], F64);
        t.insert(&[8], F64);
        assert_eq!(t.generalize().to_string(), "{[-1]:Float@double}");
        t.insert(&[16], Concrete::Integer);
        assert!(t.generalize().is_empty());
    }

    #[test]
    fn paths_sort_like_their_offset_lists() {
        let p = |o: &[i64]| Path::new(o.iter().copied()).unwrap();
        let sorted = [
            p(&[-1]),
            p(&[-1, 0]),
            p(&[0]),
            p(&[0, -1]),
            p(&[0, 8]),
            p(&[8]),
        ];
        assert!(sorted.windows(2).all(|w| w[0] < w[1]));
        assert_eq!(p(&[0, 8, -1]).offsets().collect::<Vec<_>>(), [0, 8, -1]);
        assert_eq!(p(&[0, 8, -1]).len(), 3);
        assert_eq!(Path::new([]), None);
        assert_eq!(Path::new([MAX_OFFSET]), None);
    }

    #[test]
    fn shifting_past_a_fact_drops_it_rather_than_widening_it() {
        let mut mem = TypeTree::new();
        mem.insert(&[7], F64);
        mem.insert(&[8], Concrete::Integer);
        // [7] moved back by 8 would be offset -1, "every offset".
        assert_eq!(mem.shift(8).to_string(), "{[0]:Integer}");
    }

    #[test]
    fn bounds_keep_paths_finite() {
        let mut t = TypeTree::new();
        assert!(!t.insert(&[-1; MAX_DEPTH + 1], F64));
        assert!(!t.insert(&[MAX_OFFSET], F64));
        assert!(!t.insert(&[-2], F64));
        assert!(t.is_empty());
    }
}
