//! Loads from a scratch array that a loop fills, replaced by what the
//! loop stores there: its expression of the index, evaluated again at the
//! load.
//!
//! GradBench's gmm fills `xc[j] = x[i*d + j] - mu[c*d + j]` in one loop and
//! reads `xc` in the three after it. Reverse mode must keep every value
//! the adjoints read, and a load from memory the function overwrites (the
//! next `c` fills `xc` again) is taped: `d` doubles per read, per `(i, c)`.
//! Read instead as `x[i*d + t] - mu[c*d + t]`, the value comes from memory
//! nothing writes, which the reverse reads again for free, and the array
//! is left unread (its stores and its allocation go too).
//!
//! The pass takes a load `L` from a heap block `p` when:
//! - `p` comes from an allocator (`malloc`, `calloc`, …) and is used only
//!   as the address of loads and stores, a `ptr_add`'s base, and what is
//!   freed: no pointer to it is kept or passed on;
//! - a store `S: store V, p + J*size` (`size` the bytes of `V`'s scalar
//!   type) runs in every iteration of a loop whose index `J` starts at 0
//!   and goes up by one to at least a bound `B`, and the block holds at
//!   most `B` elements (its size is `B * size`, or `sext(x) * size` where
//!   `B` is `zext(x)`: a negative `x` asks for more than any allocation
//!   gives). Every element of the block is then written by the loop's last
//!   run, element `t` by iteration `t`; a load inside the block reads one
//!   of them (reading past its end is undefined);
//! - the loop's one exiting block dominates `L`, and on no path from the
//!   loop's exit to `L` (without entering the loop again) is `p`
//!   allocated or written, nor the memory `V`'s loads read; and in the
//!   loop only `S` writes `p` and nothing writes that memory;
//! - `V` is an expression of at most [`MAX_NODES`] instructions over `J`,
//!   values defined before the loop, constants, loads, arithmetic, casts
//!   and `ptr_add`s;
//! - `L` reads element `T + k` (`L`'s address is `p + T*size + k*size`)
//!   as `V`'s type, or `n` consecutive elements as a vector of it, when
//!   every operation of `V` on floats can be done lane by lane and its
//!   loads read consecutive elements as `J` goes up.
//!
//! `L` becomes a copy of `V` with `J` replaced by `T + k` (vectors: loads
//! of `n` lanes, values from before the loop splatted). Then a heap block
//! no load reads any more loses its stores, its frees and its allocation.

use crate::edit::Substitution;
use hashbrown::{HashMap, HashSet};
use std::collections::BTreeSet;
use zyme_analysis::types::constant;
use zyme_analysis::{Loop, LoopForest, PointsTo};
use zyme_ir::library::{library_kind, LibraryKind, Size};
use zyme_ir::{
    BinaryOp, Block, CastOp, ControlFlowGraph, DominatorTree, FuncId, Function, Inst, InstData,
    IntCC, Module, Type, UnaryOp, Value, ValueDef,
};

/// The most instructions a stored expression may have to be copied to a
/// load.
pub const MAX_NODES: usize = 24;

/// Forwards fills to loads and removes unread scratch blocks; says
/// whether anything changed.
pub fn run(module: &mut Module, func: FuncId) -> bool {
    let plan = plan(module, &module.functions[func]);
    let f = &mut module.functions[func];
    let mut changed = !plan.forwards.is_empty();
    apply(f, &plan.forwards);
    let removed = remove_unread(module, func);
    changed |= !removed.is_empty();
    let f = &mut module.functions[func];
    let mut deleted = false;
    for (ptr, loops) in &plan.fill_loops {
        if removed.contains(ptr) {
            for lp in loops {
                deleted |= delete_loop(f, lp);
            }
        }
    }
    if deleted {
        crate::edit::remove_unreachable_blocks(f);
    }
    changed
}

/// A heap block allocated by the function whose address stays in it: used
/// only as loads' and stores' address, a `ptr_add`'s base, and what
/// `free` is given.
struct Scratch {
    alloc: Inst,
    ptr: Value,
    loads: Vec<Inst>,
    stores: Vec<Inst>,
    /// The `ptr_add`s into the block and the calls that free it.
    rest: Vec<Inst>,
}

/// The heap blocks of `f` whose address never leaves the function.
fn scratch_blocks(module: &Module, f: &Function) -> Vec<Scratch> {
    let mut blocks: HashMap<Value, Scratch> = HashMap::new();
    for alloc in crate::bases::fresh_allocations(module, f) {
        if let Some(ptr) = f.dfg.first_result(alloc) {
            let s = Scratch {
                alloc,
                ptr,
                loads: Vec::new(),
                stores: Vec::new(),
                rest: Vec::new(),
            };
            blocks.insert(ptr, s);
        }
    }
    if blocks.is_empty() {
        return Vec::new();
    }
    // Each pointer's root through `ptr_add`s, remembered along the way.
    let mut roots: HashMap<Value, Value> = HashMap::new();
    let mut root = |v: Value| {
        let mut chain = Vec::new();
        let mut r = v;
        while let Some(InstData::PtrAdd { args: [p, _] }) = f.dfg.value_inst(r) {
            if let Some(&known) = roots.get(&r) {
                r = known;
                break;
            }
            chain.push(r);
            r = *p;
        }
        for c in chain {
            roots.insert(c, r);
        }
        r
    };
    let plain = |flags: &zyme_ir::MemFlags| !flags.volatile && flags.ordering.is_none();
    let mut escaped: HashSet<Value> = HashSet::new();
    for inst in f.layout.insts() {
        let data = &f.dfg.insts[inst];
        let mut position = 0;
        data.for_each_operand(|v| {
            let r = root(v);
            position += 1;
            let Some(s) = blocks.get_mut(&r) else {
                return;
            };
            // Volatile and atomic accesses keep their block as it is.
            let kept = match data {
                InstData::Load { flags, .. } if position == 1 && plain(flags) => Some(&mut s.loads),
                InstData::Store { flags, .. } if position == 2 && plain(flags) => {
                    Some(&mut s.stores)
                }
                InstData::PtrAdd { .. } if position == 1 => Some(&mut s.rest),
                InstData::Call { func, args } if v == r && args.len() == 1 => {
                    let name = module.library_name(*func);
                    let frees = crate::bases::is_c_library(module, *func)
                        && name.and_then(library_kind) == Some(LibraryKind::Free);
                    frees.then_some(&mut s.rest)
                }
                _ => None,
            };
            match kept {
                Some(list) => list.push(inst),
                None => {
                    escaped.insert(r);
                }
            }
        });
    }
    let mut out: Vec<Scratch> = blocks
        .into_values()
        .filter(|s| !escaped.contains(&s.ptr))
        .collect();
    out.sort_by_key(|s| s.alloc);
    out
}

/// One load to replace: its value is the fill's expression (the value the
/// scalar store `store` stores, over its loop's index `fill_index`) at
/// element `index + offset`, in `lanes` lanes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Forward {
    pub load: Inst,
    pub store: Inst,
    pub fill_index: Value,
    /// The blocks of the store's loop: its values are copied, the rest
    /// kept.
    pub fill_blocks: BTreeSet<Block>,
    /// `T`: `None` for a constant element.
    pub index: Option<Value>,
    pub offset: i64,
    pub lanes: u32,
}

/// What the pass does to a function: the loads it replaces, and the
/// loops that fill each scratch block (deleted with the block's stores
/// when no load of it is left).
#[derive(Default, Debug)]
pub struct Plan {
    pub forwards: Vec<Forward>,
    pub fill_loops: Vec<(Value, Vec<LoopBlocks>)>,
}

/// A fill loop's blocks, its header and the block it exits to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoopBlocks {
    pub header: Block,
    pub blocks: BTreeSet<Block>,
    pub exit: Block,
}

/// The loads to replace, each with the fill it reads.
pub fn plan(module: &Module, f: &Function) -> Plan {
    let mut out = Plan::default();
    let scratch: Vec<Scratch> = scratch_blocks(module, f)
        .into_iter()
        .filter(|s| !s.loads.is_empty() && !s.stores.is_empty())
        .collect();
    if scratch.is_empty() {
        return out;
    }
    let cfg = ControlFlowGraph::compute(f);
    let dom = DominatorTree::compute(&cfg);
    let forest = LoopForest::compute(&cfg, &dom);
    let cx = Cx {
        module,
        f,
        cfg: &cfg,
        dom: &dom,
        forest: &forest,
        points_to: std::cell::OnceCell::new(),
    };
    for s in &scratch {
        let Some(filled) = cx.filled(s) else {
            continue;
        };
        let coverage = Coverage::compute(&cx, s, &filled);
        out.forwards.extend(
            s.loads
                .iter()
                .filter_map(|&load| cx.forward(s, &filled, &coverage, load)),
        );
        // A loop with a loop inside is kept: the inner one need not end.
        let simple = |sh: &&Shape| {
            let data = forest.data(sh.lp);
            data.blocks
                .iter()
                .all(|&b| forest.innermost_loop(b) == Some(sh.lp))
        };
        let loops = filled.shapes.iter().filter(simple).map(|sh| LoopBlocks {
            header: sh.header,
            blocks: forest.data(sh.lp).blocks.iter().copied().collect(),
            exit: sh.exit,
        });
        out.fill_loops.push((s.ptr, loops.collect()));
    }
    out
}

/// What the questions about one function share.
struct Cx<'a> {
    module: &'a Module,
    f: &'a Function,
    cfg: &'a ControlFlowGraph,
    dom: &'a DominatorTree,
    forest: &'a LoopForest,
    /// Computed for the first scratch block that has fills.
    points_to: std::cell::OnceCell<PointsTo>,
}

/// A loop counting `iv` up by `step` from what its entries pass, whose
/// one latch, its only exit, leaves to `exit` when `iv + step == bound`.
struct Shape {
    lp: Loop,
    header: Block,
    iv: Value,
    /// `iv`'s position among the header's parameters.
    iv_param: usize,
    step: i64,
    latch: Block,
    exit: Block,
    bound: Value,
}

/// A store of a fill: in each iteration it writes elements `iv + first`
/// to `iv + first + lanes - 1` of the block.
struct FillStore {
    store: Inst,
    shape: usize,
    first: i64,
    lanes: u32,
}

/// How a scratch block is filled: every store into it is one of a fill
/// loop's, each storing one expression of the element's index.
struct Filled {
    shapes: Vec<Shape>,
    stores: Vec<FillStore>,
    /// The scalar store whose expression a load becomes.
    canon: usize,
    /// The addresses the expression loads from.
    reads: Vec<Value>,
    /// The values from outside the fill loops it uses (and the block's
    /// element count): running their definitions again changes it.
    inputs: HashSet<Value>,
    /// Whether its float operations can run lane by lane, its loads
    /// reading consecutive elements as the index goes up.
    lanewise: bool,
}

/// What an allocation asks for ([`Cx::allocated`]).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Allocated {
    Bytes(i64),
    Count(Value),
}

/// What a value of the stored expression is.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Node {
    /// An integer or pointer: the index, an address, an offset.
    Index,
    /// A float: one lane of a vector when the load is one.
    Lane,
}

/// An integer or address as `Σ atom·k + index·j + c`, the atoms values
/// from outside a loop (sorted, coefficients non-zero), `j` its index.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
struct Affine {
    atoms: Vec<(Value, i64)>,
    index: i64,
    c: i64,
}

impl Affine {
    fn add(mut self, other: Affine, sign: i64) -> Affine {
        for (v, k) in other.atoms {
            match self.atoms.iter_mut().find(|(w, _)| *w == v) {
                Some(slot) => slot.1 = slot.1.wrapping_add(k.wrapping_mul(sign)),
                None => self.atoms.push((v, k.wrapping_mul(sign))),
            }
        }
        self.atoms.retain(|&(_, k)| k != 0);
        self.atoms.sort();
        self.index = self.index.wrapping_add(other.index.wrapping_mul(sign));
        self.c = self.c.wrapping_add(other.c.wrapping_mul(sign));
        self
    }

    fn scale(mut self, k: i64) -> Affine {
        for a in &mut self.atoms {
            a.1 = a.1.wrapping_mul(k);
        }
        self.atoms.retain(|&(_, k)| k != 0);
        self.index = self.index.wrapping_mul(k);
        self.c = self.c.wrapping_mul(k);
        self
    }
}

impl Cx<'_> {
    fn points_to(&self) -> &PointsTo {
        self.points_to
            .get_or_init(|| PointsTo::compute(self.module, self.f))
    }

    /// `addr` as `root + term.0 * term.1 + offset` (at most one term).
    #[allow(clippy::type_complexity)]
    fn decompose(&self, addr: Value, root: Value) -> Option<(Option<(Value, i64)>, i64)> {
        let (mut term, mut offset) = (None, 0i64);
        let mut v = addr;
        while v != root {
            let Some(&InstData::PtrAdd { args: [p, off] }) = self.f.dfg.value_inst(v) else {
                return None;
            };
            if let Some(c) = constant(self.f, off) {
                offset = offset.checked_add(c)?;
            } else {
                if term.is_some() {
                    return None;
                }
                term = Some(self.scaled(off));
            }
            v = p;
        }
        Some((term, offset))
    }

    /// `off` as `x * scale`: a shift or multiplication by a constant.
    fn scaled(&self, off: Value) -> (Value, i64) {
        match self.f.dfg.value_inst(off) {
            Some(&InstData::Binary {
                op: BinaryOp::Shl,
                args: [x, s],
            }) => match constant(self.f, s) {
                Some(s @ 0..=62) => (x, 1 << s),
                _ => (off, 1),
            },
            Some(&InstData::Binary {
                op: BinaryOp::Imul,
                args: [a, b],
            }) => match (constant(self.f, a), constant(self.f, b)) {
                (_, Some(m)) => (a, m),
                (Some(m), _) => (b, m),
                _ => (off, 1),
            },
            _ => (off, 1),
        }
    }

    fn in_loop(&self, lp: Loop, v: Value) -> bool {
        crate::edit::def_block(self.f, v).is_some_and(|b| self.forest.contains(lp, b))
    }

    /// `v` as an affine form over `index` and values from outside `lp`.
    fn affine(&self, v: Value, lp: Loop, index: Value, depth: u32) -> Option<Affine> {
        if v == index {
            return Some(Affine {
                index: 1,
                ..Affine::default()
            });
        }
        if let Some(c) = constant(self.f, v) {
            return Some(Affine {
                c,
                ..Affine::default()
            });
        }
        if !self.in_loop(lp, v) {
            return Some(Affine {
                atoms: vec![(v, 1)],
                ..Affine::default()
            });
        }
        // Shared subexpressions are walked once per use: a small depth
        // keeps that cheap (addresses are a few operations deep).
        if depth > 8 {
            return None;
        }
        let sub = |w: Value| self.affine(w, lp, index, depth + 1);
        match *self.f.dfg.value_inst(v)? {
            InstData::PtrAdd { args: [a, b] }
            | InstData::Binary {
                op: BinaryOp::Iadd,
                args: [a, b],
            } => Some(sub(a)?.add(sub(b)?, 1)),
            InstData::Binary {
                op: BinaryOp::Isub,
                args: [a, b],
            } => Some(sub(a)?.add(sub(b)?, -1)),
            InstData::Binary {
                op: BinaryOp::Shl,
                args: [a, s],
            } => match constant(self.f, s)? {
                s @ 0..=62 => Some(sub(a)?.scale(1 << s)),
                _ => None,
            },
            InstData::Binary {
                op: BinaryOp::Imul,
                args: [a, b],
            } => match (constant(self.f, a), constant(self.f, b)) {
                (_, Some(m)) => Some(sub(a)?.scale(m)),
                (Some(m), _) => Some(sub(b)?.scale(m)),
                _ => None,
            },
            _ => None,
        }
    }

    /// `lp` as a counted loop of the [`Shape`] fills have.
    fn shape(&self, lp: Loop) -> Option<Shape> {
        let f = self.f;
        let data = self.forest.data(lp);
        if data.has_irreducible_cycle
            || data.latches.len() != 1
            || data.exiting != data.latches
            || data.exits.len() != 1
        {
            return None;
        }
        let latch = data.latches[0];
        let InstData::Brif {
            cond,
            then_dest,
            else_dest,
        } = &f.dfg.insts[f.layout.last_inst(latch)?]
        else {
            return None;
        };
        let (stay, leave, exit_when) = if then_dest.block == data.header {
            (then_dest, else_dest, IntCC::Ne)
        } else if else_dest.block == data.header {
            (else_dest, then_dest, IntCC::Eq)
        } else {
            return None;
        };
        if self.forest.contains(lp, leave.block) {
            return None;
        }
        let Some(&InstData::Icmp {
            cond: cc,
            args: [x, y],
        }) = f.dfg.value_inst(*cond)
        else {
            return None;
        };
        if cc != exit_when {
            return None;
        }
        let params = f.dfg.block_params(data.header);
        for (k, (&iv, &next)) in params.iter().zip(&stay.args).enumerate() {
            let Some(&InstData::Binary {
                op: BinaryOp::Iadd,
                args: [a, b],
            }) = f.dfg.value_inst(next)
            else {
                continue;
            };
            let step = match (a == iv, b == iv) {
                (true, _) => constant(self.f, b),
                (_, true) => constant(self.f, a),
                _ => None,
            };
            let bound = if x == next { y } else { x };
            if !matches!(step, Some(1..)) || (x != next && y != next) || self.in_loop(lp, bound) {
                continue;
            }
            return Some(Shape {
                lp,
                header: data.header,
                iv,
                iv_param: k,
                step: step?,
                latch,
                exit: leave.block,
                bound,
            });
        }
        None
    }

    /// How `s`'s block is filled, when every store into it belongs to a
    /// fill loop and they all store one expression of the index.
    fn filled(&self, s: &Scratch) -> Option<Filled> {
        let f = self.f;
        let mut shapes: Vec<Shape> = Vec::new();
        let mut stores = Vec::new();
        let mut lane = None;
        for &st in &s.stores {
            let InstData::Store {
                args: [value, addr],
                ..
            } = f.dfg.insts[st]
            else {
                return None;
            };
            let ty = f.dfg.value_type(value);
            if *lane.get_or_insert(ty.lane()) != ty.lane() {
                return None;
            }
            let size = i64::from(Type::scalar(ty.lane()).bytes());
            let bs = f.layout.inst_block(st)?;
            let lp = self.forest.innermost_loop(bs)?;
            let k = match shapes.iter().position(|sh| sh.lp == lp) {
                Some(k) => k,
                None => {
                    shapes.push(self.shape(lp)?);
                    shapes.len() - 1
                }
            };
            let sh = &shapes[k];
            if !self.dom.dominates(bs, sh.latch) {
                return None;
            }
            let a = self.affine(addr, lp, sh.iv, 0)?;
            if a.atoms != [(s.ptr, 1)] || a.index != size || a.c % size != 0 {
                return None;
            }
            stores.push(FillStore {
                store: st,
                shape: k,
                first: a.c / size,
                lanes: ty.lanes(),
            });
        }
        // Each loop's stores write the `step` elements from `iv` on.
        for (k, sh) in shapes.iter().enumerate() {
            let mut spans: Vec<(i64, i64)> = stores
                .iter()
                .filter(|x| x.shape == k)
                .map(|x| (x.first, x.first + i64::from(x.lanes)))
                .collect();
            spans.sort_unstable();
            let mut at = 0;
            for (from, to) in spans {
                if from != at {
                    return None;
                }
                at = to;
            }
            if at != sh.step {
                return None;
            }
        }
        let canon = stores.iter().position(|x| x.lanes == 1)?;
        let (cs, csh) = (&stores[canon], &shapes[stores[canon].shape]);
        let value = stored_value(f, cs.store);
        let mut walk = Walk {
            cx: self,
            lp: csh.lp,
            index: csh.iv,
            seen: HashMap::new(),
            reads: Vec::new(),
            inputs: HashSet::new(),
            lanewise: true,
        };
        // Floats only: the index then only makes addresses, which wrap
        // as the load's own address does.
        if walk.node(value)? != Node::Lane {
            return None;
        }
        for x in &stores {
            let sh = &shapes[x.shape];
            let v = stored_value(f, x.store);
            if !self.same(v, sh, value, csh, x.first, x.lanes, 0) {
                return None;
            }
        }
        // The allocation's operands and its element count are inputs too:
        // [`Cx::holds_at_most`] compares the count as it is at the load.
        let mut inputs = walk.inputs;
        if let InstData::Call { args, .. } = &f.dfg.insts[s.alloc] {
            inputs.extend(
                args.iter()
                    .copied()
                    .filter(|&a| constant(self.f, a).is_none()),
            );
        }
        let size = i64::from(Type::scalar(lane?).bytes());
        if let Some(Allocated::Count(count)) = self.allocated(s, size) {
            inputs.insert(count);
        }
        Some(Filled {
            shapes,
            stores,
            canon,
            reads: walk.reads,
            inputs,
            lanewise: walk.lanewise,
        })
    }

    /// Whether `a` (of loop `la`) stores in `lanes` lanes what `b` (the
    /// canonical store's expression, of loop `lb`) gives at `lb`'s index
    /// `la.iv + k` and the lanes after it.
    #[allow(clippy::too_many_arguments)]
    fn same(
        &self,
        a: Value,
        la: &Shape,
        b: Value,
        lb: &Shape,
        k: i64,
        lanes: u32,
        depth: u32,
    ) -> bool {
        let f = self.f;
        let tb = f.dfg.value_type(b);
        if depth > MAX_NODES as u32 {
            return false;
        }
        if !tb.is_float() {
            let fa = self.affine(a, la.lp, la.iv, 0);
            let fb = self.affine(b, lb.lp, lb.iv, 0).map(|mut fb| {
                fb.c = fb.c.wrapping_add(fb.index.wrapping_mul(k));
                fb
            });
            return fa.is_some() && fa == fb && f.dfg.value_type(a) == tb;
        }
        let wide = match lanes {
            1 => Some(tb),
            n => Type::vector(tb.lane(), n),
        };
        if Some(f.dfg.value_type(a)) != wide {
            return false;
        }
        if !self.in_loop(lb.lp, b) {
            return match lanes {
                1 => a == b,
                _ => matches!(f.dfg.value_inst(a), Some(&InstData::Splat { arg, .. }) if arg == b),
            };
        }
        // An expression of the canonical loop is one of the other loop
        // (not a value computed before it, whose loads no kill watches).
        if !self.in_loop(la.lp, a) {
            return false;
        }
        let same = |x: Value, y: Value| self.same(x, la, y, lb, k, lanes, depth + 1);
        let index = |x: Value, y: Value| self.same(x, la, y, lb, k, 1, depth + 1);
        let (Some(da), Some(db)) = (f.dfg.value_inst(a), f.dfg.value_inst(b)) else {
            return false;
        };
        match (da, db) {
            (InstData::Fconst { bits: x, .. }, InstData::Fconst { bits: y, .. }) => x == y,
            (
                &InstData::Binary {
                    op: oa,
                    args: [a1, a2],
                },
                &InstData::Binary {
                    op: ob,
                    args: [b1, b2],
                },
            ) => oa == ob && oa.is_float() && same(a1, b1) && same(a2, b2),
            (
                &InstData::Unary {
                    op: UnaryOp::Fneg,
                    arg: x,
                },
                &InstData::Unary {
                    op: UnaryOp::Fneg,
                    arg: y,
                },
            ) => same(x, y),
            // A vector load's lanes are consecutive elements: the
            // canonical load must step by one element per index.
            (&InstData::Load { ptr: pa, .. }, &InstData::Load { ptr: pb, .. }) => {
                let consecutive = lanes == 1
                    || self.affine(pb, lb.lp, lb.iv, 0).map(|a| a.index)
                        == Some(i64::from(tb.lane().bytes()));
                consecutive && index(pa, pb)
            }
            (
                &InstData::Cast {
                    op: oa,
                    arg: x,
                    ty: ta,
                },
                &InstData::Cast {
                    op: ob,
                    arg: y,
                    ty: tb,
                },
            ) => lanes == 1 && oa == ob && ta == tb && same(x, y),
            _ => false,
        }
    }

    /// How many `size`-byte elements `s`'s allocation asks for: a
    /// constant number of bytes, or a value counting elements (`malloc`'s
    /// bytes as `count << k` or `count * size`, `calloc`'s count of
    /// `size`-byte elements).
    fn allocated(&self, s: &Scratch, size: i64) -> Option<Allocated> {
        let InstData::Call { func, args } = &self.f.dfg.insts[s.alloc] else {
            return None;
        };
        let args = self.module.library_args(*func, args);
        let Some(LibraryKind::Alloc { size: how, .. }) =
            self.module.library_name(*func).and_then(library_kind)
        else {
            return None;
        };
        match how {
            Size::Arg(i) => {
                let bytes = *args.get(i)?;
                if let Some(c) = constant(self.f, bytes) {
                    return Some(Allocated::Bytes(c));
                }
                let (count, scale) = self.scaled(bytes);
                (scale == size).then_some(Allocated::Count(count))
            }
            Size::Product(n, each) => {
                let (n, each) = (*args.get(n)?, *args.get(each)?);
                (constant(self.f, each) == Some(size)).then_some(Allocated::Count(n))
            }
        }
    }

    /// Whether `s`'s block holds at most `bound` elements of `size` bytes.
    fn holds_at_most(&self, s: &Scratch, bound: Value, size: i64) -> bool {
        let count = match self.allocated(s, size) {
            Some(Allocated::Bytes(c)) => {
                return constant(self.f, bound)
                    .is_some_and(|b| c >= 0 && b >= 0 && c <= b.saturating_mul(size));
            }
            Some(Allocated::Count(count)) => count,
            None => return false,
        };
        if count == bound {
            return true;
        }
        // `sext(x)` elements, `zext(x)` stored: a negative `x` asks for
        // more bytes than any allocation gives.
        let cast = |v: Value| match self.f.dfg.value_inst(v) {
            Some(&InstData::Cast { op, arg, .. }) => Some((op, arg)),
            _ => None,
        };
        matches!(
            (cast(count), cast(bound)),
            (Some((CastOp::Sext, x)), Some((CastOp::Zext, y))) if x == y
        )
    }

    /// `load` as a read of `filled`'s expression, when the fills have
    /// written every element of the block since anything changed it.
    fn forward(
        &self,
        s: &Scratch,
        filled: &Filled,
        coverage: &Coverage,
        load: Inst,
    ) -> Option<Forward> {
        let f = self.f;
        let InstData::Load { ty, ptr, .. } = f.dfg.insts[load] else {
            return None;
        };
        let canon = &filled.stores[filled.canon];
        let sh = &filled.shapes[canon.shape];
        let elem = f.dfg.value_type(stored_value(f, canon.store));
        if ty.lane() != elem.lane() || (ty.is_vector() && !(filled.lanewise && ty.is_float())) {
            return None;
        }
        let size = i64::from(elem.bytes());
        let (term, offset) = self.decompose(ptr, s.ptr)?;
        if offset % size != 0 {
            return None;
        }
        let index_ty = f.dfg.value_type(sh.iv);
        let index = match term {
            Some((t, scale)) if scale == size => {
                (f.dfg.value_type(t) == index_ty).then_some(Some(t))?
            }
            Some(_) => return None,
            None => index_ty.is_int().then_some(None)?,
        };
        let bl = f.layout.inst_block(load)?;
        let before = |v: Value| match f.dfg.values[v].def {
            ValueDef::Result(i, _) if f.layout.inst_block(i) == Some(bl) => {
                let (_, at) = f.layout.position(i).expect("placed");
                at < f.layout.position(load).expect("placed").1
            }
            _ => crate::edit::def_block(f, v).is_some_and(|b| self.dom.dominates(b, bl)),
        };
        if !filled.inputs.iter().all(|&v| before(v)) {
            return None;
        }
        let covered = coverage.before(f, load)?;
        if !covered.iter().any(|&u| self.holds_at_most(s, u, size)) {
            return None;
        }
        Some(Forward {
            load,
            store: canon.store,
            fill_index: sh.iv,
            fill_blocks: self.forest.data(sh.lp).blocks.iter().copied().collect(),
            index,
            offset: offset / size,
            lanes: ty.lanes(),
        })
    }

    /// Whether `i` changes what the fills of `s` have written or would
    /// store now: `s`'s allocation, a write into it other than a fill's,
    /// a write the fills' loads may read, or a definition of a value the
    /// expression reads.
    fn kills(&self, s: &Scratch, filled: &Filled, i: Inst) -> bool {
        let (module, f, pt) = (self.module, self.f, self.points_to());
        i == s.alloc
            || (f.dfg.insts[i].may_write_memory()
                && ((!filled.stores.iter().any(|x| x.store == i)
                    && pt.may_write(module, f, i, s.ptr))
                    || filled.reads.iter().any(|&r| pt.may_write(module, f, i, r))))
            || f.dfg
                .inst_results(i)
                .iter()
                .any(|r| filled.inputs.contains(r))
    }
}

/// The value a store stores.
fn stored_value(f: &Function, store: Inst) -> Value {
    match f.dfg.insts[store] {
        InstData::Store {
            args: [value, _], ..
        } => value,
        _ => unreachable!("fills are stores"),
    }
}

/// Which prefixes of a scratch block hold the fills' expression: at each
/// block's entry, the values `u` for which elements `[0, u)` hold it, at
/// their index, as it would evaluate now (`None`: not reached). A fill
/// loop entered where `[0, start)` holds it leaves `[0, bound)` holding
/// it; an `icmp eq u, v` taken passes `u`'s prefix to `v`; a block
/// parameter takes its arguments' prefixes; what [`Cx::kills`] accepts
/// empties the set.
struct Coverage {
    entry: HashMap<Block, BTreeSet<Value>>,
    /// The positions of the instructions that kill, in each block that
    /// has one; a block one of whose parameters the expression reads
    /// kills on entry (position 0 too).
    kills: HashMap<Block, Vec<usize>>,
}

impl Coverage {
    fn compute(cx: &Cx, s: &Scratch, filled: &Filled) -> Coverage {
        let f = cx.f;
        let mut kills: HashMap<Block, Vec<usize>> = HashMap::new();
        for &b in f.layout.blocks() {
            let mut at: Vec<usize> = f
                .layout
                .block_insts(b)
                .iter()
                .enumerate()
                .filter(|&(_, &i)| cx.kills(s, filled, i))
                .map(|(k, _)| k)
                .collect();
            if f.dfg
                .block_params(b)
                .iter()
                .any(|v| filled.inputs.contains(v))
            {
                at.insert(0, 0);
            }
            if !at.is_empty() {
                kills.insert(b, at);
            }
        }
        let mut cov = Coverage {
            entry: HashMap::new(),
            kills,
        };
        let Some(entry) = f.entry_block() else {
            return cov;
        };
        let order = cx.cfg.reverse_postorder().to_vec();
        // At most one round per fact lost, and a round to see none is.
        for _ in 0..64 {
            let mut changed = false;
            for &b in &order {
                let next = if b == entry {
                    Some(BTreeSet::new())
                } else {
                    let mut meet: Option<BTreeSet<Value>> = None;
                    for &p in cx.cfg.preds(b) {
                        for call in edges(f, p, b) {
                            let Some(e) = cov.edge(cx, filled, p, b, call, 0) else {
                                continue;
                            };
                            meet = Some(match meet {
                                None => e,
                                Some(m) => m.intersection(&e).copied().collect(),
                            });
                        }
                    }
                    meet
                };
                if let Some(next) = next {
                    if cov.entry.get(&b) != Some(&next) {
                        cov.entry.insert(b, next);
                        changed = true;
                    }
                }
            }
            if !changed {
                return cov;
            }
        }
        // Not settled: claim nothing.
        cov.entry.clear();
        cov
    }

    /// What holds at the end of `b` (`None`: not reached yet).
    fn out(&self, f: &Function, b: Block) -> Option<BTreeSet<Value>> {
        let mut set = self.entry.get(&b)?.clone();
        if self.kills.contains_key(&b) {
            return Some(BTreeSet::new());
        }
        set.retain(|&v| !matches!(f.dfg.values[v].def, ValueDef::Result(i, _) if f.layout.inst_block(i) == Some(b)));
        Some(set)
    }

    /// What holds on the edge `p -> b` through `call`, before `b`'s
    /// parameters take their arguments' prefixes (`rename: false`) or
    /// after.
    fn edge(
        &self,
        cx: &Cx,
        filled: &Filled,
        p: Block,
        b: Block,
        call: &zyme_ir::BlockCall,
        depth: usize,
    ) -> Option<BTreeSet<Value>> {
        let f = cx.f;
        let mut set = self.out(f, p)?;
        let has =
            |set: &BTreeSet<Value>, v: Value| set.contains(&v) || constant(cx.f, v) == Some(0);
        if let Some(InstData::Brif {
            cond,
            then_dest,
            else_dest,
        }) = f.layout.last_inst(p).map(|t| &f.dfg.insts[t])
        {
            if then_dest.block != else_dest.block {
                let taken = if then_dest.block == b {
                    IntCC::Eq
                } else {
                    IntCC::Ne
                };
                if let Some(&InstData::Icmp {
                    cond: cc,
                    args: [x, y],
                }) = f.dfg.value_inst(*cond)
                {
                    if cc == taken {
                        if has(&set, x) {
                            set.insert(y);
                        }
                        if has(&set, y) {
                            set.insert(x);
                        }
                    }
                }
            }
        }
        for sh in &filled.shapes {
            if sh.latch == p && sh.exit == b && self.entered_covered(cx, filled, sh, depth) {
                set.insert(sh.bound);
            }
        }
        if depth > 0 {
            return Some(set);
        }
        let params = f.dfg.block_params(b);
        if params.iter().any(|v| filled.inputs.contains(v)) {
            return Some(BTreeSet::new());
        }
        let mut renamed: BTreeSet<Value> = set
            .iter()
            .copied()
            .filter(|v| !params.contains(v))
            .collect();
        for (&param, &arg) in params.iter().zip(&call.args) {
            if has(&set, arg) {
                renamed.insert(param);
            }
        }
        Some(renamed)
    }

    /// Whether every entry into `sh`'s loop passes a start whose prefix
    /// holds, and nothing in the loop kills.
    fn entered_covered(&self, cx: &Cx, filled: &Filled, sh: &Shape, depth: usize) -> bool {
        let f = cx.f;
        if depth > filled.shapes.len() {
            return false;
        }
        let blocks = &cx.forest.data(sh.lp).blocks;
        if blocks.iter().any(|b| self.kills.contains_key(b)) {
            return false;
        }
        cx.cfg
            .preds(sh.header)
            .iter()
            .filter(|p| !cx.forest.contains(sh.lp, **p))
            .all(|&p| {
                edges(f, p, sh.header).all(|call| {
                    let start = call.args[sh.iv_param];
                    match self.edge(cx, filled, p, sh.header, call, depth + 1) {
                        // Not reached yet: optimistic, as every meet.
                        None => true,
                        Some(set) => set.contains(&start) || constant(cx.f, start) == Some(0),
                    }
                })
            })
    }

    /// The prefixes that hold just before `load`.
    fn before(&self, f: &Function, load: Inst) -> Option<BTreeSet<Value>> {
        let (b, at) = f.layout.position(load)?;
        let mut set = self.entry.get(&b)?.clone();
        let insts = &f.layout.block_insts(b)[..at];
        let killed = self.kills.get(&b).into_iter().flatten().any(|&k| k < at);
        if killed || (at == 0 && self.kills.get(&b).is_some_and(|k| k.first() == Some(&0))) {
            // Facts made after the kill come only from edges: none here.
            return Some(BTreeSet::new());
        }
        for &i in insts {
            for r in f.dfg.inst_results(i) {
                set.remove(r);
            }
        }
        Some(set)
    }
}

/// The branch edges from `p` to `b`.
fn edges(f: &Function, p: Block, b: Block) -> impl Iterator<Item = &zyme_ir::BlockCall> {
    f.layout
        .last_inst(p)
        .into_iter()
        .flat_map(move |t| f.dfg.insts[t].targets_iter())
        .filter(move |c| c.block == b)
}

/// The canonical store's expression, checked node by node.
struct Walk<'a, 'b> {
    cx: &'a Cx<'b>,
    lp: Loop,
    index: Value,
    seen: HashMap<Value, Node>,
    reads: Vec<Value>,
    inputs: HashSet<Value>,
    lanewise: bool,
}

impl Walk<'_, '_> {
    fn node(&mut self, v: Value) -> Option<Node> {
        if let Some(&n) = self.seen.get(&v) {
            return Some(n);
        }
        let n = self.classify(v)?;
        self.seen.insert(v, n);
        (self.seen.len() <= MAX_NODES).then_some(n)
    }

    fn kind_of(&self, v: Value) -> Node {
        if self.cx.f.dfg.value_type(v).is_float() {
            Node::Lane
        } else {
            Node::Index
        }
    }

    fn classify(&mut self, v: Value) -> Option<Node> {
        let f = self.cx.f;
        if v == self.index {
            return Some(Node::Index);
        }
        if !self.cx.in_loop(self.lp, v) {
            if f.dfg.value_type(v).is_vector() {
                return None;
            }
            if !matches!(
                f.dfg.value_inst(v),
                Some(InstData::Iconst { .. } | InstData::Fconst { .. })
            ) {
                self.inputs.insert(v);
            }
            return Some(self.kind_of(v));
        }
        let ValueDef::Result(inst, 0) = f.dfg.values[v].def else {
            return None;
        };
        let both = |w: &mut Self, a: Value, b: Value, want: Node| -> Option<Node> {
            (w.node(a)? == want && w.node(b)? == want).then_some(want)
        };
        match f.dfg.insts[inst] {
            InstData::Iconst { .. } => Some(Node::Index),
            InstData::Fconst { ty, .. } if !ty.is_vector() => Some(Node::Lane),
            InstData::Binary { op, args: [a, b] } => match op {
                BinaryOp::Fadd | BinaryOp::Fsub | BinaryOp::Fmul | BinaryOp::Fdiv => {
                    both(self, a, b, Node::Lane)
                }
                BinaryOp::Iadd | BinaryOp::Isub | BinaryOp::Imul | BinaryOp::Shl => {
                    both(self, a, b, Node::Index)
                }
                _ => None,
            },
            InstData::Unary {
                op: UnaryOp::Fneg,
                arg,
            } => (self.node(arg)? == Node::Lane).then_some(Node::Lane),
            InstData::Cast { op, arg, ty } => {
                let from = self.node(arg)?;
                match op {
                    CastOp::Sext | CastOp::Zext | CastOp::Trunc if from == Node::Index => {
                        Some(Node::Index)
                    }
                    CastOp::Fpext | CastOp::Fptrunc if from == Node::Lane => {
                        self.lanewise = false;
                        (!ty.is_vector()).then_some(Node::Lane)
                    }
                    _ => None,
                }
            }
            InstData::PtrAdd { args: [a, b] } => both(self, a, b, Node::Index),
            InstData::Load { ty, ptr, flags }
                if !ty.is_vector() && !flags.volatile && flags.ordering.is_none() =>
            {
                if self.node(ptr)? != Node::Index {
                    return None;
                }
                self.reads.push(ptr);
                let n = self.kind_of(v);
                let stride = self.cx.affine(ptr, self.lp, self.index, 0).map(|a| a.index);
                if n == Node::Lane && stride != Some(i64::from(ty.bytes())) {
                    self.lanewise = false;
                }
                Some(n)
            }
            _ => None,
        }
    }
}

/// Replaces each planned load by a copy of its fill's expression.
pub fn apply(f: &mut Function, plan: &[Forward]) {
    let mut subst = Substitution::default();
    let mut dead = Vec::new();
    for fw in plan {
        let (block, mut pos) = f
            .layout
            .position(fw.load)
            .expect("planned loads are placed");
        let loc = f.srclocs[fw.load];
        let mut emit = |f: &mut Function, data: InstData, ty: Type| -> Value {
            let inst = f.dfg.make_inst(data, &[ty]);
            f.layout.insert_inst(inst, block, pos);
            f.srclocs[inst] = loc;
            pos += 1;
            f.dfg.first_result(inst).expect("one result")
        };
        let index_ty = f.dfg.value_type(fw.fill_index);
        let at = match (fw.index, fw.offset) {
            (Some(t), 0) => t,
            (t, k) => {
                let k = emit(f, iconst(index_ty, k), index_ty);
                match t {
                    Some(t) => emit(
                        f,
                        InstData::Binary {
                            op: BinaryOp::Iadd,
                            args: [t, k],
                        },
                        index_ty,
                    ),
                    None => k,
                }
            }
        };
        let InstData::Store {
            args: [value, _], ..
        } = f.dfg.insts[fw.store]
        else {
            unreachable!("a fill is a store");
        };
        let mut copies: HashMap<Value, Value> = HashMap::new();
        copies.insert(fw.fill_index, at);
        let root = copy(f, fw, value, &mut copies, &mut emit);
        let result = f.dfg.first_result(fw.load).expect("a load has a result");
        subst.insert(result, root);
        dead.push(fw.load);
    }
    f.layout.remove_insts(&dead);
    subst.apply(f);
}

fn iconst(ty: Type, k: i64) -> InstData {
    InstData::Iconst { ty, imm: k as u64 }
}

/// `v` of the fill's expression, at the load: values of the loop copied
/// (floats as vectors of the load's lanes), others splatted or kept.
fn copy(
    f: &mut Function,
    fw: &Forward,
    v: Value,
    copies: &mut HashMap<Value, Value>,
    emit: &mut dyn FnMut(&mut Function, InstData, Type) -> Value,
) -> Value {
    if let Some(&c) = copies.get(&v) {
        return c;
    }
    let ty = f.dfg.value_type(v);
    let wide = |ty: Type| match fw.lanes {
        1 => ty,
        n if ty.is_float() => Type::vector(ty.lane(), n).expect("the load's lanes"),
        _ => ty,
    };
    let inside = crate::edit::def_block(f, v).is_some_and(|b| fw.fill_blocks.contains(&b));
    let constant = matches!(
        f.dfg.value_inst(v),
        Some(InstData::Iconst { .. } | InstData::Fconst { .. })
    );
    let out = if !inside && !constant {
        if wide(ty) == ty {
            v
        } else {
            emit(
                f,
                InstData::Splat {
                    ty: wide(ty),
                    arg: v,
                },
                wide(ty),
            )
        }
    } else {
        let ValueDef::Result(inst, _) = f.dfg.values[v].def else {
            unreachable!(
                "checked: the loop's values in the expression, and constants, are results"
            );
        };
        let mut data = f.dfg.insts[inst].clone();
        let mut operands = Vec::new();
        data.for_each_operand(|o| operands.push(o));
        let mapped: Vec<Value> = operands
            .into_iter()
            .map(|o| copy(f, fw, o, copies, emit))
            .collect();
        let mut it = mapped.into_iter();
        data.map_operands(|_| it.next().expect("as many operands"));
        match &mut data {
            InstData::Load { ty: lty, .. } => *lty = wide(*lty),
            InstData::Fconst { .. } if wide(ty) != ty => {
                let scalar = emit(f, data, ty);
                let vector = emit(
                    f,
                    InstData::Splat {
                        ty: wide(ty),
                        arg: scalar,
                    },
                    wide(ty),
                );
                copies.insert(v, vector);
                return vector;
            }
            _ => {}
        }
        emit(f, data, wide(ty))
    };
    copies.insert(v, out);
    out
}

/// Removes the heap blocks no load reads: their stores, `ptr_add`s, frees
/// and allocation. Returns their addresses.
fn remove_unread(module: &mut Module, func: FuncId) -> HashSet<Value> {
    let f = &module.functions[func];
    let mut removed = HashSet::new();
    let mut insts = Vec::new();
    for s in scratch_blocks(module, f) {
        if s.loads.is_empty() {
            removed.insert(s.ptr);
            insts.extend(s.stores.into_iter().chain(s.rest).chain([s.alloc]));
        }
    }
    if !insts.is_empty() {
        module.functions[func].layout.remove_insts(&insts);
    }
    removed
}

/// Deletes a fill loop whose stores are gone, when nothing it computes is
/// used after it and nothing in it has an effect: its entries go to its
/// exit. (It ended: a fill loop that did not would have stored past its
/// block's end.)
fn delete_loop(f: &mut Function, lp: &LoopBlocks) -> bool {
    let inside = |f: &Function, v: Value| {
        crate::edit::def_block(f, v).is_some_and(|b| lp.blocks.contains(&b))
    };
    let mut exit_args = None;
    for &b in &lp.blocks {
        for &i in f.layout.block_insts(b) {
            let data = &f.dfg.insts[i];
            if data.is_terminator() {
                for call in data.targets_iter() {
                    if lp.blocks.contains(&call.block) {
                        continue;
                    }
                    if call.block != lp.exit || call.args.iter().any(|&a| inside(f, a)) {
                        return false;
                    }
                    exit_args = Some(call.args.clone());
                }
            } else if data.has_side_effects() {
                return false;
            }
        }
    }
    let Some(exit_args) = exit_args else {
        return false;
    };
    let outside: Vec<Block> = f
        .layout
        .blocks()
        .iter()
        .copied()
        .filter(|b| !lp.blocks.contains(b))
        .collect();
    for &b in &outside {
        for &i in f.layout.block_insts(b) {
            let mut used = false;
            f.dfg.insts[i].for_each_operand(|v| used |= inside(f, v));
            if used {
                return false;
            }
        }
    }
    for &b in &outside {
        if let Some(t) = f.layout.last_inst(b) {
            for call in f.dfg.insts[t].targets_mut() {
                if call.block == lp.header {
                    call.block = lp.exit;
                    call.args = exit_args.clone();
                }
            }
        }
    }
    true
}
