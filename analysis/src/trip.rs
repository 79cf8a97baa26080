//! Trip counts: how many times a loop goes round, as a number, as a
//! formula over values available at loop entry, or not at all.
//!
//! The count is the number of times the loop's back edges are taken per
//! entry into the loop, i.e. the number of times the exit test decides to
//! stay. The header runs once more than that. For `for (i = 0; i < n; i++)`
//! with the test in the header it is `n`; for the do-while form, whose test
//! sees `i + 1`, it is `max(n, 1) - 1`. Derivative synthesis sizes a loop's
//! tape with it (plus one when the header's values are cached too).

use std::fmt;
use zyme_ir::function::DisplayNames;
use zyme_ir::value::sign_extend;
use zyme_ir::{IntCC, Value};

/// How many times a loop's back edges are taken per entry into the loop.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TripCount {
    /// The same number on every entry (all bounds are constants).
    Known(u64),
    /// A formula over loop-invariant values, computable before the loop
    /// starts. It assumes the induction variable does not wrap before the
    /// exit (what `nsw`/`nuw` say in LLVM); `TripExpr::evaluate` checks
    /// this for given values.
    AtEntry(TripExpr),
    /// Not computable at entry: the exit depends on values computed in the
    /// loop, there are several exits, the compare may be skipped over, …
    Unknown,
}

/// A loop-invariant operand: a constant (sign-extended from its width) or
/// a value defined outside the loop.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Operand {
    /// An `iconst`, as the printer writes it (signed).
    Const(i64),
    /// Any other loop-invariant value.
    Value(Value),
}

/// The trip count of a loop whose only exit tests a canonical induction
/// variable against a loop-invariant bound: the loop goes on while
/// `x cond bound`, where `x` is the induction variable at the test,
/// `start + k * step` in iteration `k` (plus one more `step` when the test
/// reads the incremented value, `tests_next`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct TripExpr {
    /// The induction variable's value on entry.
    pub start: Operand,
    /// What it is compared with.
    pub bound: Operand,
    /// Added per iteration (as a signed number of the variable's width).
    pub step: i64,
    /// The condition under which the loop goes on, variable on the left.
    pub cond: IntCC,
    /// Whether the test reads `i + step` rather than `i`.
    pub tests_next: bool,
    /// The variable's width in bits.
    pub bits: u32,
}

impl TripExpr {
    /// The values (not constants) the formula reads: its start and bound.
    pub fn values(&self) -> impl Iterator<Item = Value> {
        [self.start, self.bound]
            .into_iter()
            .filter_map(|o| match o {
                Operand::Value(v) => Some(v),
                Operand::Const(_) => None,
            })
    }

    /// The trip count for the given entry values (bit patterns of width
    /// `bits`; constants' own values are used where the operand is one),
    /// with the IR's wrapping arithmetic. `None` when the loop would not
    /// terminate, or would only by wrapping around, which the formula does
    /// not describe.
    pub fn evaluate(&self, start: u64, bound: u64) -> Option<u64> {
        let bits = self.bits;
        let mask = if bits >= 64 {
            u64::MAX
        } else {
            (1u64 << bits) - 1
        };
        let pick = |op: Operand, given: u64| match op {
            Operand::Const(c) => c as u64 & mask,
            Operand::Value(_) => given & mask,
        };
        let (start, bound) = (pick(self.start, start), pick(self.bound, bound));
        let step = self.step as u64 & mask;
        let first = if self.tests_next {
            start.wrapping_add(step) & mask
        } else {
            start
        };
        let signed = matches!(self.cond, IntCC::Slt | IntCC::Sle | IntCC::Sgt | IntCC::Sge);
        let num = |x: u64| -> i128 {
            if signed {
                i128::from(sign_extend(x, bits))
            } else {
                i128::from(x)
            }
        };
        let (x0, b) = (num(first), num(bound));
        if !holds(self.cond, x0, b) {
            return Some(0);
        }
        let step_s = i128::from(sign_extend(step, bits));
        let (lo, hi) = if signed {
            (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
        } else {
            (0, i128::from(mask))
        };
        let count: i128 = match self.cond {
            // Wrapping cannot bring `x` back to the bound in one step.
            IntCC::Eq => return (step != 0).then_some(1),
            IntCC::Ne => {
                // Smallest k with k * step == bound - first (mod 2^bits).
                let diff = bound.wrapping_sub(first) & mask;
                if step == 0 {
                    return None;
                }
                let tz = step.trailing_zeros();
                if diff.trailing_zeros() < tz {
                    return None;
                }
                let m = bits - tz;
                let m_mask = if m >= 64 { u64::MAX } else { (1u64 << m) - 1 };
                let k = (diff >> tz).wrapping_mul(inverse_odd(step >> tz)) & m_mask;
                return Some(k);
            }
            IntCC::Slt | IntCC::Ult if step_s > 0 => (b - x0 + step_s - 1) / step_s,
            IntCC::Sle | IntCC::Ule if step_s > 0 => (b - x0) / step_s + 1,
            IntCC::Sgt | IntCC::Ugt if step_s < 0 => (x0 - b - step_s - 1) / -step_s,
            IntCC::Sge | IntCC::Uge if step_s < 0 => (x0 - b) / -step_s + 1,
            _ => return None,
        };
        // The value that fails the test must be reached without wrapping.
        let last = x0 + count * step_s;
        if last < lo || last > hi {
            return None;
        }
        u64::try_from(count).ok()
    }

    /// Writes the formula, e.g. `(v0 - 0) / 1 when v0 > 0 else 0`.
    pub(crate) fn write(&self, f: &mut fmt::Formatter, names: &DisplayNames) -> fmt::Result {
        let signed = matches!(self.cond, IntCC::Slt | IntCC::Sle | IntCC::Sgt | IntCC::Sge);
        let u = if signed { "" } else { "u" };
        let term = |op: Operand| match op {
            Operand::Const(c) if signed => c.to_string(),
            Operand::Const(c) => (c as u64 & mask(self.bits)).to_string(),
            Operand::Value(v) => names.value(v),
        };
        let bound = term(self.bound);
        let start = match (self.start, self.tests_next) {
            (s, false) => term(s),
            (Operand::Const(c), true) => term(Operand::Const(c.wrapping_add(self.step))),
            (s, true) if self.step < 0 => format!("({} - {})", term(s), self.step.unsigned_abs()),
            (s, true) => format!("({} + {})", term(s), self.step),
        };
        let s = self.step.unsigned_abs();
        let ceil = |a: &str, b: &str| {
            if s == 1 {
                format!("({a} - {b}) / 1")
            } else {
                format!("({a} - {b} + {}) / {s}", s - 1)
            }
        };
        match self.cond {
            IntCC::Slt | IntCC::Ult => {
                write!(
                    f,
                    "{} when {bound} >{u} {start} else 0",
                    ceil(&bound, &start)
                )
            }
            IntCC::Sle | IntCC::Ule => {
                write!(
                    f,
                    "({bound} - {start}) / {s} + 1 when {bound} >={u} {start} else 0"
                )
            }
            IntCC::Sgt | IntCC::Ugt => {
                write!(
                    f,
                    "{} when {start} >{u} {bound} else 0",
                    ceil(&start, &bound)
                )
            }
            IntCC::Sge | IntCC::Uge => {
                write!(
                    f,
                    "({start} - {bound}) / {s} + 1 when {start} >={u} {bound} else 0"
                )
            }
            IntCC::Ne if self.step > 0 => {
                write!(f, "({bound} - {start}) mod 2^{}", self.bits)
            }
            IntCC::Ne => write!(f, "({start} - {bound}) mod 2^{}", self.bits),
            IntCC::Eq => write!(f, "1 when {start} == {bound} else 0"),
        }
    }
}

fn mask(bits: u32) -> u64 {
    if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    }
}

/// Whether `a cond b` holds for numbers already read with the condition's
/// signedness.
fn holds(cond: IntCC, a: i128, b: i128) -> bool {
    match cond {
        IntCC::Eq => a == b,
        IntCC::Ne => a != b,
        IntCC::Slt | IntCC::Ult => a < b,
        IntCC::Sle | IntCC::Ule => a <= b,
        IntCC::Sgt | IntCC::Ugt => a > b,
        IntCC::Sge | IntCC::Uge => a >= b,
    }
}

/// The inverse of an odd number modulo 2^64 (Newton's iteration doubles
/// the correct low bits each round: 3, 6, 12, 24, 48, 96).
fn inverse_odd(a: u64) -> u64 {
    let mut x = a;
    for _ in 0..5 {
        x = x.wrapping_mul(2u64.wrapping_sub(a.wrapping_mul(x)));
    }
    x
}

/// Whether the symbolic formula is meaningful for this shape: the step
/// moves towards the bound (or, for `ne`, cannot skip over it).
pub(crate) fn formula_applies(cond: IntCC, step: i64) -> bool {
    match cond {
        IntCC::Slt | IntCC::Sle | IntCC::Ult | IntCC::Ule => step > 0,
        IntCC::Sgt | IntCC::Sge | IntCC::Ugt | IntCC::Uge => step < 0,
        IntCC::Ne => step == 1 || step == -1,
        IntCC::Eq => step != 0,
    }
}

/// `a cc b` as `b cc' a`.
pub(crate) fn swap(cc: IntCC) -> IntCC {
    match cc {
        IntCC::Eq | IntCC::Ne => cc,
        IntCC::Slt => IntCC::Sgt,
        IntCC::Sle => IntCC::Sge,
        IntCC::Sgt => IntCC::Slt,
        IntCC::Sge => IntCC::Sle,
        IntCC::Ult => IntCC::Ugt,
        IntCC::Ule => IntCC::Uge,
        IntCC::Ugt => IntCC::Ult,
        IntCC::Uge => IntCC::Ule,
    }
}

/// The condition that holds exactly when `cc` does not.
pub(crate) fn inverse(cc: IntCC) -> IntCC {
    match cc {
        IntCC::Eq => IntCC::Ne,
        IntCC::Ne => IntCC::Eq,
        IntCC::Slt => IntCC::Sge,
        IntCC::Sle => IntCC::Sgt,
        IntCC::Sgt => IntCC::Sle,
        IntCC::Sge => IntCC::Slt,
        IntCC::Ult => IntCC::Uge,
        IntCC::Ule => IntCC::Ugt,
        IntCC::Ugt => IntCC::Ule,
        IntCC::Uge => IntCC::Ult,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Runs the loop `x = first; while x cond bound { k++; x += step }` in
    /// `bits`-bit wrapping arithmetic; `None` if it does not stop within
    /// one full cycle of the values.
    fn simulate(e: &TripExpr, start: u64, bound: u64) -> Option<(u64, bool)> {
        let m = mask(e.bits);
        let signed = matches!(e.cond, IntCC::Slt | IntCC::Sle | IntCC::Sgt | IntCC::Sge);
        let num = |x: u64| {
            if signed {
                i128::from(sign_extend(x, e.bits))
            } else {
                i128::from(x)
            }
        };
        let step = e.step as u64 & m;
        let mut x = if e.tests_next {
            start.wrapping_add(step) & m
        } else {
            start
        };
        let (mut k, mut wrapped) = (0u64, false);
        while holds(e.cond, num(x), num(bound)) {
            let next = x.wrapping_add(step) & m;
            let moved = num(x) + i128::from(sign_extend(step, e.bits));
            wrapped |= num(next) != moved;
            x = next;
            k += 1;
            if k > (1 << e.bits) {
                return None;
            }
        }
        Some((k, wrapped))
    }

    #[test]
    fn evaluate_matches_simulation_on_every_i6_loop() {
        let bits = 6;
        let conds = [
            IntCC::Eq,
            IntCC::Ne,
            IntCC::Slt,
            IntCC::Sle,
            IntCC::Sgt,
            IntCC::Sge,
            IntCC::Ult,
            IntCC::Ule,
            IntCC::Ugt,
            IntCC::Uge,
        ];
        for cond in conds {
            for step in [-5i64, -2, -1, 0, 1, 2, 3, 4] {
                for tests_next in [false, true] {
                    let e = TripExpr {
                        start: Operand::Value(Value::from_u32(0)),
                        bound: Operand::Value(Value::from_u32(1)),
                        step,
                        cond,
                        tests_next,
                        bits,
                    };
                    for start in 0..64u64 {
                        for bound in 0..64u64 {
                            let got = e.evaluate(start, bound);
                            let want = simulate(&e, start, bound);
                            let ctx =
                                format!("{cond} step {step} next {tests_next} {start} {bound}");
                            match (got, want) {
                                (Some(n), Some((k, _))) => assert_eq!(n, k, "{ctx}"),
                                (Some(n), None) => panic!("{ctx}: {n} for an endless loop"),
                                // Relational loops that only stop by
                                // wrapping are left out on purpose.
                                (None, Some((_, true))) | (None, None) => {}
                                (None, Some((k, false))) => panic!("{ctx}: missed {k}"),
                            }
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn formula_text() {
        use cranelift_entity::EntityRef;
        struct Show(TripExpr, DisplayNames);
        impl fmt::Display for Show {
            fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
                self.0.write(f, &self.1)
            }
        }
        let e = TripExpr {
            start: Operand::Const(0),
            bound: Operand::Value(Value::new(0)),
            step: 1,
            cond: IntCC::Slt,
            tests_next: false,
            bits: 64,
        };
        let text = Show(e, DisplayNames::default()).to_string();
        assert_eq!(text, "(v?0 - 0) / 1 when v?0 > 0 else 0");
    }
}
