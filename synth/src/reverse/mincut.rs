//! The min-cut choice between caching a value and recomputing it (the
//! Enzyme GPU paper's §4.4, after Griewank and Walther's checkpointing
//! cuts): of the forward values the reverse of one block reads, which to
//! tape so that the rest are recomputed from them in the fewest tape
//! bytes.
//!
//! The graph has a vertex per primal value the reverse may read that is
//! not free to have (free: a constant or address, an argument of a reverse
//! function, a counted induction variable, a value of a block that runs
//! once before the reverse, a kept one, or one the greedy rule recomputes
//! or reloads from such).
//! A value that cannot be recomputed (a block parameter, a call, a load of
//! memory the function writes) hangs from the source; the values the
//! reverse reads hang on the sink; a recomputable value (pure arithmetic,
//! a load of memory nothing writes) has an edge from each operand that is
//! not free. A minimum vertex cut separating source and sink is what to
//! tape: everything between it and the sink is recomputed from it. The
//! weights are memory traffic: a taped value's bytes three times (written
//! into fresh memory, read back cold, and the tape's growth), and a
//! reload's once, as a vertex of its own between the source and the load
//! (so a reload is chosen only where the read costs less than taping
//! would: it reads memory the primal has already brought in). Values the
//! block's shadows already put on the tape (an induction variable a
//! shadow address is made from) are free. Of the
//! minimum cuts the one nearest the sink is taken, so where taping the
//! values read costs no more, they are taped as before and nothing more is
//! recomputed.
//!
//! Recomputation nests at most [`CachePolicy::max_recompute_depth`]
//! levels below a value read: a recomputable value deeper than that is
//! treated as one that cannot be.
//!
//! [`CachePolicy::max_recompute_depth`]: super::plan::CachePolicy

use super::plan::{How, Need, Planner};
use hashbrown::HashMap;
use std::collections::VecDeque;
use zyme_ir::{Block, InstData, Value};

/// More vertices than this and the choice falls back to the greedy one
/// (each value on its own).
const MAX_VERTICES: usize = 4096;

/// What the graph knows of a value.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Kind {
    /// Recomputed or reloaded (`how`) from its operands if not taped.
    Recomputable(How),
    /// Taped if read at all.
    Fixed,
}

/// A vertex of the graph.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Vertex {
    /// A forward value: taping it costs its bytes three times (the
    /// forward writes them into fresh memory, the reverse reads them
    /// back, the tape grows).
    Value(Value, Kind),
    /// The memory a reload of the value reads, hanging from the source
    /// as an operand of the load: reloading costs its bytes once.
    Read(Value),
}

/// The min-cut decisions for the primal values the reverse of `block`
/// reads (`needs`) and what recomputing them reads in turn: `Tape(0)` for
/// the cut, `Recompute` or `Reload` for the values recomputed from it,
/// and, for the values the graph has free, how: `Kept` (which the greedy
/// choice would have recomputed where cheap), or `Recompute` or `Reload`
/// from values free to have. Values not in the map are decided as before.
pub(super) fn choose(planner: &Planner, block: Block, needs: &[Need]) -> HashMap<Value, How> {
    let depth_limit = planner.policy.max_recompute_depth;
    let mut index: HashMap<Value, usize> = HashMap::new();
    let mut vertices: Vec<Vertex> = Vec::new();
    let mut read = Vec::new();
    let mut edges = Vec::new();
    let mut free = HashMap::new();
    let mut queue = VecDeque::new();
    // The vertex of a value not free to have (made and queued at `depth`
    // if new), or None with the way it is had noted if it is free.
    let mut vertex =
        |v: Value, depth: u32, vertices: &mut Vec<Vertex>, queue: &mut VecDeque<_>| match planner
            .free_in_graph(block, v)
        {
            Some(how @ (How::Kept | How::Recompute | How::Reload)) => {
                free.insert(v, how);
                None
            }
            Some(_) => None,
            None => Some(*index.entry(v).or_insert_with(|| {
                vertices.push(Vertex::Value(v, Kind::Fixed));
                queue.push_back((v, vertices.len() - 1, depth));
                vertices.len() - 1
            })),
        };
    for &need in needs {
        if let Need::Primal(v) = need {
            read.extend(vertex(v, 0, &mut vertices, &mut queue));
        }
    }
    while let Some((v, me, depth)) = queue.pop_front() {
        if vertices.len() > MAX_VERTICES {
            return HashMap::new();
        }
        let Some(how) = planner.recomputable(v).filter(|_| depth < depth_limit) else {
            continue;
        };
        vertices[me] = Vertex::Value(v, Kind::Recomputable(how));
        if how == How::Reload {
            vertices.push(Vertex::Read(v));
            edges.push((vertices.len() - 1, me));
        }
        let operands = planner.vals.def_inst(v).map(InstData::operands);
        for o in operands.unwrap_or_default() {
            if let Some(from) = vertex(o, depth + 1, &mut vertices, &mut queue) {
                edges.push((from, me));
            }
        }
    }
    let bytes = |v: Value| u64::from(planner.vals.ty(v).bytes()).max(1);
    let weights: Vec<u64> = vertices
        .iter()
        .map(|&x| match x {
            Vertex::Value(v, _) => 3 * bytes(v),
            Vertex::Read(v) => bytes(v),
        })
        .collect();
    let sources: Vec<usize> = (0..vertices.len())
        .filter(|&i| !matches!(vertices[i], Vertex::Value(_, Kind::Recomputable(_))))
        .collect();
    let side = min_vertex_cut(&weights, &sources, &read, &edges);
    let mut out = free;
    for (i, &x) in vertices.iter().enumerate() {
        match (side[i], x) {
            (Side::Cut, Vertex::Value(v, _)) => {
                out.insert(v, How::Tape(0));
            }
            (Side::Sink, Vertex::Value(v, Kind::Recomputable(how))) => {
                out.insert(v, how);
            }
            // A reload's read (its load says how), unread (source side),
            // or a fixed value the sink side reaches (impossible for a
            // minimum cut).
            _ => {}
        }
    }
    out
}

/// Where a vertex fell relative to the chosen cut.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Side {
    /// Not needed: only what the cut or the source side feeds.
    Source,
    /// In the cut: taped.
    Cut,
    /// Beyond the cut: recomputed.
    Sink,
}

/// A minimum-weight vertex cut between `sources` (vertices that cannot be
/// had but from the tape) and `sinks` (vertices read), along `edges`
/// (operand → user); the cut nearest the sinks among the minimum ones.
fn min_vertex_cut(
    weights: &[u64],
    sources: &[usize],
    sinks: &[usize],
    edges: &[(usize, usize)],
) -> Vec<Side> {
    // Vertex i is split into in = 2i and out = 2i + 1, joined by an arc of
    // its weight; the source is 2n, the sink 2n + 1.
    let n = weights.len();
    let (s, t) = (2 * n, 2 * n + 1);
    let mut net = Network::new(2 * n + 2);
    for (i, &w) in weights.iter().enumerate() {
        net.arc(2 * i, 2 * i + 1, w);
    }
    for &(from, to) in edges {
        net.arc(2 * from + 1, 2 * to, INFINITE);
    }
    for &i in sources {
        net.arc(s, 2 * i, INFINITE);
    }
    for &i in sinks {
        net.arc(2 * i + 1, t, INFINITE);
    }
    net.max_flow(s, t);
    let reaches_sink = net.reaching(t);
    (0..n)
        .map(|i| match (reaches_sink[2 * i], reaches_sink[2 * i + 1]) {
            (true, _) => Side::Sink,
            (false, true) => Side::Cut,
            (false, false) => Side::Source,
        })
        .collect()
}

const INFINITE: u64 = u64::MAX / 4;

/// A flow network: arcs in pairs (arc `k` and its reverse `k ^ 1`).
struct Network {
    out: Vec<Vec<usize>>,
    head: Vec<usize>,
    residual: Vec<u64>,
}

impl Network {
    fn new(nodes: usize) -> Network {
        Network {
            out: vec![Vec::new(); nodes],
            head: Vec::new(),
            residual: Vec::new(),
        }
    }

    fn arc(&mut self, from: usize, to: usize, capacity: u64) {
        self.out[from].push(self.head.len());
        self.head.push(to);
        self.residual.push(capacity);
        self.out[to].push(self.head.len());
        self.head.push(from);
        self.residual.push(0);
    }

    /// Edmonds–Karp: shortest augmenting paths until none is left.
    fn max_flow(&mut self, s: usize, t: usize) -> u64 {
        let mut total = 0;
        loop {
            let mut via = vec![usize::MAX; self.out.len()];
            let mut queue = VecDeque::from([s]);
            let mut seen = vec![false; self.out.len()];
            seen[s] = true;
            while let Some(x) = queue.pop_front() {
                for &k in &self.out[x] {
                    let y = self.head[k];
                    if !seen[y] && self.residual[k] > 0 {
                        seen[y] = true;
                        via[y] = k;
                        queue.push_back(y);
                    }
                }
            }
            if !seen[t] {
                return total;
            }
            let mut push = u64::MAX;
            let mut y = t;
            while y != s {
                let k = via[y];
                push = push.min(self.residual[k]);
                y = self.head[k ^ 1];
            }
            let mut y = t;
            while y != s {
                let k = via[y];
                self.residual[k] -= push;
                self.residual[k ^ 1] += push;
                y = self.head[k ^ 1];
            }
            total += push;
        }
    }

    /// The nodes from which `t` is reachable in the residual network.
    fn reaching(&self, t: usize) -> Vec<bool> {
        let mut seen = vec![false; self.out.len()];
        seen[t] = true;
        let mut queue = VecDeque::from([t]);
        while let Some(y) = queue.pop_front() {
            // Arc x → y has residual capacity: its reverse y → x is in
            // `out[y]`, and `k ^ 1` is the arc x → y.
            for &k in &self.out[y] {
                let x = self.head[k];
                if !seen[x] && self.residual[k ^ 1] > 0 {
                    seen[x] = true;
                    queue.push_back(x);
                }
            }
        }
        seen
    }
}

#[cfg(test)]
mod tests {
    use super::{min_vertex_cut, Side};

    #[test]
    fn one_shared_operand_is_taped_rather_than_two_values_read() {
        // 0 (fixed) feeds 1 and 2, both read: tape 0, recompute 1 and 2.
        let side = min_vertex_cut(&[8, 8, 8], &[0], &[1, 2], &[(0, 1), (0, 2)]);
        assert_eq!(side, [Side::Cut, Side::Sink, Side::Sink]);
    }

    #[test]
    fn a_tie_tapes_what_is_read() {
        // 0 feeds 1, read: both cost 8, so 1 is taped and 0 not needed.
        let side = min_vertex_cut(&[8, 8], &[0], &[1], &[(0, 1)]);
        assert_eq!(side, [Side::Source, Side::Cut]);
    }

    #[test]
    fn two_wide_operands_are_not_taped_for_one_narrow_value() {
        // 0 and 1 (fixed, 8 bytes) feed 2 (4 bytes), read: tape 2.
        let side = min_vertex_cut(&[8, 8, 4], &[0, 1], &[2], &[(0, 2), (1, 2)]);
        assert_eq!(side, [Side::Source, Side::Source, Side::Cut]);
    }

    #[test]
    fn a_value_read_and_fed_from_is_taped_once() {
        // 0 (fixed) is read and feeds 1, read too: tape 0 only.
        let side = min_vertex_cut(&[8, 8], &[0], &[0, 1], &[(0, 1)]);
        assert_eq!(side, [Side::Cut, Side::Sink]);
    }

    #[test]
    fn a_chain_is_cut_at_its_narrowest() {
        // 0 (fixed, 8) → 1 (4) → 2 (8) → 3 (8), 3 read: tape 1.
        let side = min_vertex_cut(&[8, 4, 8, 8], &[0], &[3], &[(0, 1), (1, 2), (2, 3)]);
        assert_eq!(side, [Side::Source, Side::Cut, Side::Sink, Side::Sink]);
    }
}
