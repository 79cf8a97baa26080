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

use std::collections::BTreeMap;
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

/// A type tree. See the module documentation.
#[derive(Clone, PartialEq, Eq, Hash, Default, Debug)]
pub struct TypeTree {
    map: BTreeMap<Vec<i64>, Concrete>,
}

impl TypeTree {
    /// Knows nothing.
    pub fn new() -> TypeTree {
        TypeTree::default()
    }

    /// Every byte of the value is `c`: `{[-1]:c}`.
    pub fn whole(c: Concrete) -> TypeTree {
        let mut t = TypeTree::new();
        t.insert(vec![-1], c);
        t
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
    pub fn entries(&self) -> impl Iterator<Item = (&[i64], Concrete)> {
        self.map.iter().map(|(k, &v)| (k.as_slice(), v))
    }

    /// Adds one fact; returns whether the tree changed. Paths that are too
    /// deep or too far are ignored; a fact already implied by a `-1` entry
    /// at the same position is not repeated.
    pub fn insert(&mut self, path: Vec<i64>, c: Concrete) -> bool {
        if path.is_empty()
            || path.len() > MAX_DEPTH
            || path.iter().any(|o| !(-1..MAX_OFFSET).contains(o))
        {
            return false;
        }
        // A fact already known at its own path (what a fixpoint's later
        // passes mostly re-add) is settled without the scan for `-1` facts.
        if let Some(&old) = self.map.get(&path) {
            if old.join(c) == old {
                return false;
            }
        }
        if self.implied(&path) == Some(c) {
            return false;
        }
        // Past the bound only "every offset" facts are added, and those
        // only up to twice the bound: pointer chains through memory (a
        // list node pointing to nodes) would otherwise grow a tree by one
        // level per pass.
        let full = self.map.len() >= MAX_ENTRIES && !path.contains(&-1)
            || self.map.len() >= 2 * MAX_ENTRIES;
        if full && !self.map.contains_key(&path) {
            return false;
        }
        match self.map.get_mut(&path) {
            Some(old) => {
                let joined = old.join(c);
                let changed = joined != *old;
                *old = joined;
                changed
            }
            None => {
                // A new "every offset" fact subsumes the specific ones it
                // agrees with.
                if path.contains(&-1) {
                    let covered: Vec<Vec<i64>> = self
                        .map
                        .iter()
                        .filter(|(k, &v)| v == c && *k != &path && covers(&path, k))
                        .map(|(k, _)| k.clone())
                        .collect();
                    for k in covered {
                        self.map.remove(&k);
                    }
                }
                self.map.insert(path, c);
                true
            }
        }
    }

    /// The type a `-1` entry gives `path`, if any: the first entry in the
    /// map's order that covers `path` and is not `path` itself.
    fn implied(&self, path: &[i64]) -> Option<Concrete> {
        use std::ops::Bound::{Excluded, Included};
        // Only a path starting with -1 or with `path`'s own first offset
        // can cover it: two ranges of the ordered map, not all of it.
        let starting = |first: i64| {
            let (from, to) = ([first], [first + 1]);
            self.map
                .range::<[i64], _>((Included(&from[..]), Excluded(&to[..])))
                .find(|(k, _)| covers(k, path) && k.as_slice() != path)
                .map(|(_, &v)| v)
        };
        let first = *path.first()?;
        starting(-1).or_else(|| if first == -1 { None } else { starting(first) })
    }

    /// What the tree says of exactly `path` (directly or through `-1`).
    pub fn get(&self, path: &[i64]) -> Option<Concrete> {
        self.map.get(path).copied().or_else(|| self.implied(path))
    }

    /// The join of `other` into `self`; returns whether anything changed.
    pub fn merge(&mut self, other: &TypeTree) -> bool {
        let mut changed = false;
        for (k, &v) in &other.map {
            changed |= self.insert(k.clone(), v);
        }
        changed
    }

    /// What the value's own bytes `[0, size)` are, if one type covers
    /// them all.
    pub fn scalar(&self, size: i64) -> Option<Concrete> {
        if let Some(c) = self.map.get(&vec![-1]) {
            return Some(*c);
        }
        let first = *self.map.get(&vec![0])?;
        // A scalar fact at offset 0 describes the whole scalar value.
        let _ = size;
        Some(first)
    }

    /// The tree of the memory the value points to, as a value tree: the
    /// entries under the pointer's path, with the first element dropped.
    pub fn pointee(&self) -> TypeTree {
        let mut out = TypeTree::new();
        for (k, &v) in &self.map {
            if k.len() >= 2 && (k[0] == -1 || k[0] == 0) {
                out.insert(k[1..].to_vec(), v);
            }
        }
        out
    }

    /// The tree of a pointer to memory described by `pointee`.
    pub fn pointer_to(pointee: &TypeTree) -> TypeTree {
        let mut out = TypeTree::whole(Concrete::Pointer);
        for (k, &v) in &pointee.map {
            let mut p = Vec::with_capacity(k.len() + 1);
            p.push(-1);
            p.extend_from_slice(k);
            out.insert(p, v);
        }
        out
    }

    /// The memory `offset` bytes into this memory tree, as a memory tree
    /// (offsets rebased; `-1` entries stay).
    pub fn shift(&self, offset: i64) -> TypeTree {
        let mut out = TypeTree::new();
        for (k, &v) in &self.map {
            let mut p = k.clone();
            if p[0] != -1 {
                p[0] -= offset;
                if p[0] < 0 {
                    continue;
                }
            }
            out.insert(p, v);
        }
        out
    }

    /// The bytes `[offset, offset + size)` of this memory tree, as a tree
    /// of the same shape rebased to 0 (what a copy of those bytes holds).
    pub fn extract(&self, offset: i64, size: i64) -> TypeTree {
        let mut out = TypeTree::new();
        for (k, &v) in &self.map {
            let first = k[0];
            if first == -1 {
                out.insert(k.clone(), v);
            } else if first >= offset && first < offset + size {
                let mut p = k.clone();
                p[0] = first - offset;
                out.insert(p, v);
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
        let inner = out.map.keys().any(|k| k.len() == 1 && k[0] > 0);
        if inner {
            return out;
        }
        let mut scalar = TypeTree::new();
        for (k, &v) in &out.map {
            let mut p = k.clone();
            if p[0] == 0 {
                p[0] = -1;
            }
            scalar.insert(p, v);
        }
        scalar
    }

    /// This value tree stored at `offset` of memory, as a memory tree
    /// (the inverse of [`TypeTree::load`]).
    pub fn store_at(&self, offset: i64) -> TypeTree {
        let mut out = TypeTree::new();
        for (k, &v) in &self.map {
            let mut p = k.clone();
            p[0] = if p[0] == -1 { offset } else { p[0] + offset };
            out.insert(p, v);
        }
        out
    }

    /// Only the facts that hold at every offset (what a pointer moved by
    /// an unknown amount still knows).
    pub fn every_offset(&self) -> TypeTree {
        let mut out = TypeTree::new();
        for (k, &v) in &self.map {
            if k[0] == -1 {
                out.insert(k.clone(), v);
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
        for (k, &v) in &self.map {
            if k[0] != -1 && k.len() == 1 {
                match firsts {
                    None => firsts = Some(v),
                    Some(c) if c == v => {}
                    Some(_) => uniform = false,
                }
            }
        }
        if let (true, Some(c)) = (uniform, firsts) {
            out.insert(vec![-1], c);
        }
        out
    }

    /// The facts about what the value points to, without those about the
    /// value's own bytes.
    pub fn below_scalar(&self) -> TypeTree {
        let mut out = TypeTree::new();
        for (k, &v) in &self.map {
            if k.len() >= 2 {
                out.insert(k.clone(), v);
            }
        }
        out
    }

    /// Whether any path says float.
    pub fn has_float(&self) -> bool {
        self.map.values().any(|v| matches!(v, Concrete::Float(_)))
    }
}

/// Whether pattern `p` (with `-1` wildcards) matches path `k` of the same
/// length.
fn covers(p: &[i64], k: &[i64]) -> bool {
    p.len() == k.len() && p.iter().zip(k).all(|(&a, &b)| a == -1 || a == b)
}

impl fmt::Display for TypeTree {
    /// Enzyme's spelling: `{[-1]:Pointer, [-1,0]:Float@double}`.
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("{")?;
        for (i, (k, v)) in self.map.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            let path: Vec<String> = k.iter().map(|o| o.to_string()).collect();
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
        assert!(t.insert(vec![0], F64));
        assert!(t.insert(vec![8], F64));
        assert!(t.insert(vec![-1], F64));
        assert_eq!(t.to_string(), "{[-1]:Float@double}");
        assert!(!t.insert(vec![16], F64), "implied by [-1]");
        assert!(t.insert(vec![-1], Concrete::Integer));
        assert_eq!(t.get(&[-1]), Some(Concrete::Anything));
    }

    #[test]
    fn generalize_needs_agreement() {
        let mut t = TypeTree::new();
        t.insert(vec![0], F64);
        t.insert(vec![8], F64);
        assert_eq!(t.generalize().to_string(), "{[-1]:Float@double}");
        t.insert(vec![16], Concrete::Integer);
        assert!(t.generalize().is_empty());
    }

    #[test]
    fn bounds_keep_paths_finite() {
        let mut t = TypeTree::new();
        assert!(!t.insert(vec![-1; MAX_DEPTH + 1], F64));
        assert!(!t.insert(vec![MAX_OFFSET], F64));
        assert!(!t.insert(vec![-2], F64));
        assert!(t.is_empty());
    }
}
