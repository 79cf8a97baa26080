//! Canonical induction variables and loop trip counts.
//!
//! A *canonical induction variable* of a loop is a header parameter `i`
//! that every edge from outside the loop binds to one loop-invariant value
//! `start`, and every back edge to `i + step` (`iadd`, or `isub` of the
//! negated step) for one constant `step`. Derivative synthesis indexes a
//! loop's tape by such a variable and, when the trip count is computable
//! at entry, allocates the tape before the loop instead of growing it.
//!
//! The trip count (see `trip.rs` for what it counts) is found when the
//! loop has exactly one exiting block, that block belongs to the loop
//! itself (not to a nested loop) and dominates every latch (so its test
//! runs once per iteration), and it ends in a `brif` on an `icmp` of an
//! induction variable (`i`, or `i + step`) against a loop-invariant
//! bound. Anything else is `TripCount::Unknown`, with the reason kept for
//! the printout.
//!
//! Loop-invariant means defined outside the loop; an `iconst` is
//! invariant wherever it is. Input must be verified (see the crate docs).

use crate::loops::{Loop, LoopForest};
use crate::trip::{formula_applies, inverse, swap};
use crate::{ControlFlowGraph, DominatorTree, Operand, TripCount, TripExpr};
use cranelift_entity::SecondaryMap;
use std::fmt;
use zyme_ir::function::DisplayNames;
use zyme_ir::value::sign_extend;
use zyme_ir::{BinaryOp, Block, Function, InstData, IntCC, Value, ValueDef};

/// A header parameter that starts at a loop-invariant value and grows by a
/// constant step on every back edge.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InductionVar {
    /// The header's block parameter.
    pub param: Value,
    /// The value every edge from outside the loop passes.
    pub start: Value,
    /// `start`'s value when it is an `iconst` (sign-extended).
    pub start_const: Option<i64>,
    /// Added on every back edge (sign-extended from the width).
    pub step: i64,
    /// The variable's width in bits.
    pub bits: u32,
}

/// The test that decides when a loop ends: it exits when
/// `tested exit_cond bound`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExitTest {
    /// The loop's only exiting block.
    pub block: Block,
    /// Which of the loop's induction variables is tested (an index into
    /// `LoopInduction::ivs`).
    pub iv: usize,
    /// The value compared: the variable itself or its increment.
    pub tested: Value,
    /// Whether `tested` is the increment `i + step`.
    pub tests_next: bool,
    /// The condition under which the loop is left, `tested` on the left.
    pub exit_cond: IntCC,
    /// The loop-invariant value `tested` is compared with.
    pub bound: Value,
}

/// The induction variables and trip count of one loop.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoopInduction {
    /// Canonical induction variables, in the order of the header's
    /// parameters.
    pub ivs: Vec<InductionVar>,
    /// The exit test on an induction variable, when there is one.
    pub exit: Option<ExitTest>,
    /// How many times the back edges are taken per entry.
    pub trip_count: TripCount,
    /// Why the trip count is `Unknown`, in words.
    pub unknown_reason: Option<&'static str>,
}

impl Default for LoopInduction {
    fn default() -> LoopInduction {
        LoopInduction {
            ivs: Vec::new(),
            exit: None,
            trip_count: TripCount::Unknown,
            unknown_reason: None,
        }
    }
}

/// Induction variables and trip counts of every loop of a function.
#[derive(Clone, Debug, Default)]
pub struct InductionInfo {
    loops: SecondaryMap<Loop, LoopInduction>,
}

impl InductionInfo {
    /// Analyses every loop of `forest`, which must have been computed from
    /// `cfg` and `dom` of `func`.
    pub fn compute(
        func: &Function,
        cfg: &ControlFlowGraph,
        dom: &DominatorTree,
        forest: &LoopForest,
    ) -> InductionInfo {
        let mut info = InductionInfo::default();
        for lp in forest.loops() {
            let cx = LoopCx { func, forest, lp };
            let ivs = cx.induction_vars(cfg);
            let mut result = LoopInduction {
                ivs,
                ..LoopInduction::default()
            };
            match cx.trip_count(dom, &result.ivs) {
                Ok((exit, count)) => {
                    result.exit = Some(exit);
                    match count {
                        Ok(count) => result.trip_count = count,
                        Err(why) => result.unknown_reason = Some(why),
                    }
                }
                Err(why) => result.unknown_reason = Some(why),
            }
            info.loops[lp] = result;
        }
        info
    }

    /// What was found for `lp`.
    pub fn get(&self, lp: Loop) -> &LoopInduction {
        &self.loops[lp]
    }

    /// The trip count of `lp`.
    pub fn trip_count(&self, lp: Loop) -> &TripCount {
        &self.loops[lp].trip_count
    }

    /// Prints the loop forest (as `LoopForest::display`), each loop
    /// followed by its induction variables:
    ///
    /// ```text
    /// loop0: header block1, blocks [block1, block2], latches [block2], exits [block3], depth 1, preheader block0, exiting [block1]
    ///   iv v3: start v1 (0), step 1, exit when v3 sge v0 -> trip count at entry: (v0 - 0) / 1 when v0 > 0 else 0
    /// ```
    ///
    /// The tested variable's line ends with `-> trip count N`,
    /// `-> trip count at entry: <formula>` or `-> trip count unknown:
    /// <reason>`; a loop whose exit tests no induction variable gets a line
    /// `  trip count unknown: <reason>`.
    pub fn display<'a>(&'a self, func: &Function, forest: &'a LoopForest) -> DisplayInduction<'a> {
        DisplayInduction {
            info: self,
            forest,
            names: func.display_names(),
        }
    }
}

/// The printer returned by [`InductionInfo::display`].
pub struct DisplayInduction<'a> {
    info: &'a InductionInfo,
    forest: &'a LoopForest,
    names: DisplayNames,
}

impl fmt::Display for DisplayInduction<'_> {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let names = &self.names;
        self.forest.write_irreducible(f, names)?;
        for lp in self.forest.loops() {
            self.forest.write_loop(f, names, lp)?;
            writeln!(f)?;
            let li = &self.info.loops[lp];
            for (n, iv) in li.ivs.iter().enumerate() {
                write!(
                    f,
                    "  iv {}: start {}",
                    names.value(iv.param),
                    names.value(iv.start)
                )?;
                if let Some(c) = iv.start_const {
                    write!(f, " ({c})")?;
                }
                write!(f, ", step {}", iv.step)?;
                if let Some(exit) = li.exit.as_ref().filter(|e| e.iv == n) {
                    write!(
                        f,
                        ", exit when {} {} {} -> ",
                        names.value(exit.tested),
                        exit.exit_cond,
                        names.value(exit.bound)
                    )?;
                    write_trip_count(f, names, li)?;
                }
                writeln!(f)?;
            }
            if li.exit.is_none() {
                write!(f, "  ")?;
                write_trip_count(f, names, li)?;
                writeln!(f)?;
            }
        }
        Ok(())
    }
}

fn write_trip_count(
    f: &mut fmt::Formatter,
    names: &DisplayNames,
    li: &LoopInduction,
) -> fmt::Result {
    match &li.trip_count {
        TripCount::Known(n) => write!(f, "trip count {n}"),
        TripCount::AtEntry(expr) => {
            write!(f, "trip count at entry: ")?;
            expr.write(f, names)
        }
        TripCount::Unknown => write!(
            f,
            "trip count unknown: {}",
            li.unknown_reason.unwrap_or("no reason given")
        ),
    }
}

/// The argument lists of every edge into `lp`'s header from a reachable
/// block, split by whether the edge comes from inside the loop (a back
/// edge) or from outside: `(inside, outside)`.
pub(crate) fn header_args(
    func: &Function,
    cfg: &ControlFlowGraph,
    forest: &LoopForest,
    lp: Loop,
) -> (Vec<Vec<Value>>, Vec<Vec<Value>>) {
    let header = forest.data(lp).header;
    let (mut inside, mut outside) = (Vec::new(), Vec::new());
    for &pred in cfg.preds(header) {
        if !cfg.is_reachable(pred) {
            continue;
        }
        let Some(term) = func.layout.last_inst(pred) else {
            continue;
        };
        let side = if forest.contains(lp, pred) {
            &mut inside
        } else {
            &mut outside
        };
        for target in func.dfg.insts[term].targets_iter() {
            if target.block == header {
                side.push(target.args.clone());
            }
        }
    }
    (inside, outside)
}

/// One loop under analysis.
struct LoopCx<'a> {
    func: &'a Function,
    forest: &'a LoopForest,
    lp: Loop,
}

impl LoopCx<'_> {
    fn induction_vars(&self, cfg: &ControlFlowGraph) -> Vec<InductionVar> {
        let func = self.func;
        let header = self.forest[self.lp].header;
        let (inside, outside) = header_args(func, cfg, self.forest, self.lp);
        let mut ivs = Vec::new();
        for (k, &param) in func.dfg.block_params(header).iter().enumerate() {
            let ty = func.dfg.value_type(param);
            if !ty.is_int() || ty.is_vector() || outside.is_empty() || inside.is_empty() {
                continue;
            }
            let start = outside[0][k];
            if outside.iter().any(|args| args[k] != start) || !self.is_invariant(start) {
                continue;
            }
            let step = self.increment_of(inside[0][k], param);
            if step.is_none_or(|s| s == 0)
                || inside
                    .iter()
                    .any(|args| self.increment_of(args[k], param) != step)
            {
                continue;
            }
            ivs.push(InductionVar {
                param,
                start,
                start_const: self.iconst(start),
                step: step.unwrap_or(0),
                bits: ty.bits(),
            });
        }
        ivs
    }

    /// Finds the exit test and the trip count it implies. The outer error
    /// says why there is no exit test on an induction variable; the inner
    /// one why the test found gives no count.
    #[allow(clippy::type_complexity)]
    fn trip_count(
        &self,
        dom: &DominatorTree,
        ivs: &[InductionVar],
    ) -> Result<(ExitTest, Result<TripCount, &'static str>), &'static str> {
        let func = self.func;
        let data = &self.forest[self.lp];
        let block = match data.exiting[..] {
            [] => return Err("the loop has no exit"),
            [b] => b,
            _ => return Err("the loop has several exiting blocks"),
        };
        if self.forest.innermost_loop(block) != Some(self.lp) {
            return Err("the exit is inside a nested loop");
        }
        if !data.latches.iter().all(|&l| dom.dominates(block, l)) {
            return Err("the exit test does not run on every iteration");
        }
        let term = func.layout.last_inst(block).map(|i| &func.dfg.insts[i]);
        let Some(InstData::Brif {
            cond,
            then_dest,
            else_dest,
        }) = term
        else {
            return Err("the exit is not a two-way branch");
        };
        let then_inside = self.forest.contains(self.lp, then_dest.block);
        if then_inside == self.forest.contains(self.lp, else_dest.block) {
            return Err("the exit is not a two-way branch");
        }
        let Some(InstData::Icmp { cond: cc, args }) = self.def_inst(*cond) else {
            return Err("the exit condition is not an integer compare");
        };
        let tested = |x: Value, iv: &InductionVar| {
            if x == iv.param {
                Some(false)
            } else if self.increment_of(x, iv.param) == Some(iv.step) {
                Some(true)
            } else {
                None
            }
        };
        let mut found = None;
        for (n, iv) in ivs.iter().enumerate() {
            let [a, b] = *args;
            if let (Some(next), true) = (tested(a, iv), self.is_invariant(b)) {
                found = Some((n, a, next, *cc, b));
            } else if let (Some(next), true) = (tested(b, iv), self.is_invariant(a)) {
                found = Some((n, b, next, swap(*cc), a));
            }
            if found.is_some() {
                break;
            }
        }
        let Some((n, x, tests_next, cc, bound)) = found else {
            return Err(
                "the exit does not compare an induction variable with a loop-invariant value",
            );
        };
        let exit_cond = if then_inside { inverse(cc) } else { cc };
        let exit = ExitTest {
            block,
            iv: n,
            tested: x,
            tests_next,
            exit_cond,
            bound,
        };
        let iv = &ivs[n];
        let operand = |v: Value| match self.iconst(v) {
            Some(c) => Operand::Const(c),
            None => Operand::Value(v),
        };
        let expr = TripExpr {
            start: operand(iv.start),
            bound: operand(bound),
            step: iv.step,
            cond: inverse(exit_cond),
            tests_next,
            bits: iv.bits,
        };
        let count = match (expr.start, expr.bound) {
            (Operand::Const(_), Operand::Const(_)) => expr
                .evaluate(0, 0)
                .map(TripCount::Known)
                .ok_or("the induction variable wraps around or never leaves the loop"),
            _ if formula_applies(expr.cond, expr.step) => Ok(TripCount::AtEntry(expr)),
            // `!=` by a power of two from and to multiples of it (LLVM's
            // unrolled loops: `i += 4` until `n & ~3`) lands on the bound.
            _ if expr.cond == IntCC::Ne
                && expr.step.unsigned_abs().is_power_of_two()
                && [expr.start, expr.bound].iter().all(|&op| {
                    self.trailing_zeros(op) >= expr.step.unsigned_abs().trailing_zeros()
                }) =>
            {
                Ok(TripCount::AtEntry(expr))
            }
            _ => Err("the step may skip over the bound or move away from it"),
        };
        Ok((exit, count))
    }

    /// How many low bits of `op` are known to be zero.
    fn trailing_zeros(&self, op: Operand) -> u32 {
        match op {
            Operand::Const(c) => c.trailing_zeros(),
            Operand::Value(v) => self.value_trailing_zeros(v, 0),
        }
    }

    fn value_trailing_zeros(&self, v: Value, depth: u32) -> u32 {
        if depth > 6 {
            return 0;
        }
        if let Some(c) = self.iconst(v) {
            return c.trailing_zeros();
        }
        let tz = |x: Value| self.value_trailing_zeros(x, depth + 1);
        match self.def_inst(v) {
            Some(InstData::Binary { op, args: [a, b] }) => match op {
                BinaryOp::And => tz(*a).max(tz(*b)),
                BinaryOp::Iadd | BinaryOp::Isub | BinaryOp::Or => tz(*a).min(tz(*b)),
                BinaryOp::Imul => tz(*a).saturating_add(tz(*b)),
                BinaryOp::Shl => match self.iconst(*b) {
                    Some(k) if (0..64).contains(&k) => tz(*a).saturating_add(k as u32),
                    _ => 0,
                },
                _ => 0,
            },
            Some(InstData::Cast {
                op: zyme_ir::CastOp::Zext | zyme_ir::CastOp::Sext,
                arg,
                ..
            }) => tz(*arg),
            _ => 0,
        }
    }

    /// The instruction defining `v`, if an instruction does.
    fn def_inst(&self, v: Value) -> Option<&InstData> {
        match self.func.dfg.values[v].def {
            ValueDef::Result(inst, 0) => Some(&self.func.dfg.insts[inst]),
            _ => None,
        }
    }

    fn iconst(&self, v: Value) -> Option<i64> {
        match self.def_inst(v)? {
            InstData::Iconst { ty, imm } => Some(sign_extend(*imm, ty.lane().bits())),
            _ => None,
        }
    }

    /// Constants or values defined outside the loop.
    fn is_invariant(&self, v: Value) -> bool {
        if self.iconst(v).is_some() {
            return true;
        }
        let block = match self.func.dfg.values[v].def {
            ValueDef::Param(block, _) => Some(block),
            ValueDef::Result(inst, _) => self.func.layout.inst_block(inst),
        };
        block.is_some_and(|b| !self.forest.contains(self.lp, b))
    }

    /// `Some(c)` when `v` is `param + c` for a constant `c` (as `iadd` in
    /// either order, or `isub` of `-c`), sign-extended from the width.
    fn increment_of(&self, v: Value, param: Value) -> Option<i64> {
        let bits = self.func.dfg.value_type(param).bits();
        let c = match self.def_inst(v)? {
            InstData::Binary {
                op: BinaryOp::Iadd,
                args: [a, b],
            } if *a == param => self.iconst(*b)?,
            InstData::Binary {
                op: BinaryOp::Iadd,
                args: [a, b],
            } if *b == param => self.iconst(*a)?,
            InstData::Binary {
                op: BinaryOp::Isub,
                args: [a, b],
            } if *a == param => self.iconst(*b)?.wrapping_neg(),
            _ => return None,
        };
        Some(sign_extend(c as u64, bits))
    }
}
