//! GPU launches on the reference interpreter: a grid of blocks of threads
//! with per-block shared memory, barriers, warp shuffles and atomics, and
//! a data-race detector. It is the oracle for kernels wherever no GPU is
//! at hand, so it checks what a GPU leaves undefined instead of picking
//! one outcome:
//!
//! * every thread of a block must reach the same barrier (a thread that
//!   returned, or one waiting at another barrier, is a reported error);
//! * a warp shuffle's lanes (its mask) must all reach the same shuffle,
//!   and a lane must not read from one that takes no part;
//! * with [`LaunchConfig::race_check`], two accesses to the same byte of
//!   global or shared memory by different threads, at least one a write
//!   and not both atomic, race unless a barrier of their block lies
//!   between them. Threads of different blocks never synchronise within a
//!   launch.
//!
//! # Schedule
//!
//! Blocks run one after another (threads of different blocks cannot wait
//! for each other, so this is one of the schedules a GPU may pick). In a
//! block, each thread runs until it waits at a barrier or a shuffle, or
//! returns; when none can run on, the shuffles whose lanes have all
//! arrived are answered, else the barrier is passed if every thread waits
//! there, else the launch is stuck and reported. Each block gets fresh,
//! uninitialised shared memory, so reading it before writing is reported.
//!
//! The race detector keeps, for each byte, the last write and, since it,
//! up to two readers per block and barrier interval: enough to name a
//! conflicting pair whenever one exists with the last write or a read
//! since it.
//!
//! Besides barriers, a release-acquire pair orders accesses: an access of
//! thread A is ordered before one of thread B when A later made a
//! `release` or `acq_rel` atomic access to some location and B, before
//! its access, made an `acquire` or `acq_rel` one to the same location
//! after it, with no plain store to that location between (read-modify-
//! writes continue a release sequence; a store ends it). This is how a
//! heap hands memory one thread freed to another (zyme's device heap,
//! `zyme_opt::device_heap`). Only single steps are followed (A releases,
//! B acquires), not chains through a third thread, and `seq_cst` atomics
//! order nothing here: clang gives CUDA's `atomicAdd` that ordering, but
//! CUDA documents its atomics as relaxed, so a kernel that relies on them
//! to order plain accesses is still reported. Both limits can only report
//! a race that is not there, never hide one.

use super::memory::AllocKind;
use super::traffic::{Counter, Traffic};
use super::{locate_err, ErrorKind, Exit, Frame, Grid, InterpError, Interpreter, R, WARP_SIZE};
use crate::entity::{FuncId, Inst};
use crate::inst::MemFlags;
use crate::opcode::ShuffleMode;
use crate::text::printer::print_inst;
use crate::types::AddrSpace;
use crate::value::DataValue;
use cranelift_entity::EntityRef;
use std::collections::HashMap;

/// The shape of a launch.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct LaunchConfig {
    /// Blocks in the grid, per dimension.
    pub grid: [u32; 3],
    /// Threads in a block, per dimension.
    pub block: [u32; 3],
    /// Report data races (slower: every global and shared access is
    /// recorded).
    pub race_check: bool,
}

/// CUDA's limit on the threads of one block.
pub const MAX_BLOCK_THREADS: u64 = 1024;
/// The most threads one launch may have here (the interpreter is slow).
pub const MAX_LAUNCH_THREADS: u64 = 1 << 22;

/// What a waiting thread waits for.
#[derive(Clone, Debug)]
pub(super) enum Sync {
    Barrier,
    /// With the race detector on, a load of bytes nobody has written
    /// yet: the thread waits for a write by another thread (a race the
    /// retried load then reports) and the read is reported as
    /// uninitialised only if none comes.
    Unwritten(InterpError),
    Shuffle {
        mode: ShuffleMode,
        mask: u32,
        value: DataValue,
        b: u32,
        c: u32,
    },
}

/// How an instruction touches memory, for the race detector.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(super) struct Kind {
    write: bool,
    atomic: bool,
}

impl Kind {
    pub const READ: Kind = Kind {
        write: false,
        atomic: false,
    };
    pub const WRITE: Kind = Kind {
        write: true,
        atomic: false,
    };
    /// A read-modify-write.
    pub const ATOMIC: Kind = Kind {
        write: true,
        atomic: true,
    };

    pub fn read(flags: &MemFlags) -> Kind {
        Kind {
            write: false,
            atomic: flags.ordering.is_some(),
        }
    }

    pub fn write(flags: &MemFlags) -> Kind {
        Kind {
            write: true,
            atomic: flags.ordering.is_some(),
        }
    }

    fn name(self) -> &'static str {
        match (self.atomic, self.write) {
            (true, true) => "atomic update",
            (true, false) => "atomic read",
            (false, true) => "write",
            (false, false) => "read",
        }
    }
}

/// One recorded access.
#[derive(Copy, Clone, Debug)]
struct Access {
    /// The thread's index in the launch.
    thread: u64,
    /// Its block's index in the grid.
    block: u64,
    /// How many barriers its block had passed.
    epoch: u32,
    kind: Kind,
    tid: [u32; 3],
    bid: [u32; 3],
    func: FuncId,
    inst: Inst,
    /// When it happened: the launch's count of recorded events.
    step: u64,
}

impl Access {
    /// Whether `self`, recorded earlier, happens before `later`.
    fn before(&self, later: &Access) -> bool {
        self.thread == later.thread || (self.block == later.block && self.epoch < later.epoch)
    }

    /// Two accesses race when no barrier orders them, one writes, and
    /// they are not both atomic. A plain read beside an atomic update is
    /// allowed: it is the guess of a compare-and-swap loop, which the
    /// swap checks (the CUDA idiom for atomics the hardware lacks).
    fn races(&self, later: &Access) -> bool {
        let guess = |a: &Access, b: &Access| a.kind == Kind::READ && b.kind.atomic;
        let both_atomic = self.kind.atomic && later.kind.atomic;
        !self.before(later)
            && (self.kind.write || later.kind.write)
            && !both_atomic
            && !guess(self, later)
            && !guess(later, self)
    }
}

#[derive(Default)]
struct Cell {
    write: Option<Access>,
    reads: Vec<Access>,
}

#[derive(Default)]
pub(super) struct Races {
    cells: HashMap<u64, Cell>,
    sync: SyncOrder,
}

/// How an atomic access synchronises (see the module docs).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(super) struct SyncKind {
    /// `acquire` or `acq_rel`.
    pub acquire: bool,
    /// `release` or `acq_rel`.
    pub release: bool,
    /// A store that is not a read-modify-write: it ends the release
    /// sequences of the location.
    pub plain_store: bool,
}

impl SyncKind {
    /// A plain (non-atomic) store.
    pub const PLAIN_STORE: SyncKind = SyncKind {
        acquire: false,
        release: false,
        plain_store: true,
    };

    /// An atomic access with `ordering`: a read-modify-write, a load or
    /// a store (`store`).
    pub fn atomic(ordering: crate::opcode::Ordering, store: bool) -> SyncKind {
        use crate::opcode::Ordering as O;
        SyncKind {
            acquire: matches!(ordering, O::Acquire | O::AcqRel),
            release: matches!(ordering, O::Release | O::AcqRel),
            plain_store: store,
        }
    }
}

/// The release-acquire pairs of a launch, by step.
#[derive(Default)]
struct SyncOrder {
    /// Events recorded so far (accesses and synchronising atomics).
    now: u64,
    /// For each (location, thread), the steps at which the thread
    /// released the location, in order.
    releases: HashMap<(u64, u64), Vec<u64>>,
    /// For each thread, its latest acquire of each location: (location,
    /// step).
    acquires: HashMap<u64, Vec<(u64, u64)>>,
    /// For each released location, the step of its latest plain store.
    stores: HashMap<u64, u64>,
}

impl SyncOrder {
    fn tick(&mut self) -> u64 {
        self.now += 1;
        self.now
    }

    /// Whether a release of `earlier`'s thread after it pairs with an
    /// acquire of `later`'s thread before it.
    fn orders(&self, earlier: &Access, later: &Access) -> bool {
        let Some(acquired) = self.acquires.get(&later.thread) else {
            return false;
        };
        acquired.iter().any(|&(loc, acquire)| {
            let Some(released) = self.releases.get(&(loc, earlier.thread)) else {
                return false;
            };
            let first = released.partition_point(|&r| r < earlier.step);
            released.get(first).is_some_and(|&release| {
                // Only the latest store is kept: one after the release
                // may have ended its sequence, so it orders nothing.
                let unbroken = self.stores.get(&loc).is_none_or(|&s| s <= release);
                release < acquire && unbroken
            })
        })
    }

    fn note(&mut self, thread: u64, loc: u64, kind: SyncKind) {
        let step = self.tick();
        if kind.plain_store && self.stores.contains_key(&loc) {
            self.stores.insert(loc, step);
        }
        if kind.release {
            self.releases.entry((loc, thread)).or_default().push(step);
            self.stores.entry(loc).or_insert(0);
        }
        if kind.acquire {
            let mine = self.acquires.entry(thread).or_default();
            match mine.iter_mut().find(|(l, _)| *l == loc) {
                Some(at) => at.1 = step,
                None => mine.push((loc, step)),
            }
        }
    }
}

impl Races {
    /// Records an access of one byte; returns an earlier access it races
    /// with.
    fn record(&mut self, addr: u64, a: Access) -> Option<Access> {
        let Races { cells, sync } = self;
        let conflict = |e: &Access| e.races(&a) && !sync.orders(e, &a);
        let cell = cells.entry(addr).or_default();
        if let Some(w) = cell.write.filter(|w| conflict(w)) {
            return Some(w);
        }
        if a.kind.write {
            if let Some(&r) = cell.reads.iter().find(|r| conflict(r)) {
                return Some(r);
            }
            cell.write = Some(a);
            cell.reads.clear();
        } else {
            let group = cell
                .reads
                .iter()
                .filter(|r| r.block == a.block && r.epoch == a.epoch);
            let (count, mine) =
                group.fold((0, false), |(n, m), r| (n + 1, m || r.thread == a.thread));
            if count < 2 && !mine {
                cell.reads.push(a);
            }
        }
        None
    }
}

/// The running thread and what the launch records.
pub(super) struct Simt {
    pub(super) thread: u64,
    pub(super) block: u64,
    epoch: u32,
    races: Option<Races>,
    /// Set by [`Interpreter::launch_counted`].
    pub(super) traffic: Option<Counter>,
}

/// Where a thread is.
enum State {
    /// Ready to run: from the start (`None`) or resuming a finished wait
    /// with the waited instruction's results.
    Ready(Option<Vec<DataValue>>),
    /// Ready to execute the instruction it waited at once more.
    Retry,
    Waiting(Sync, FuncId, Inst),
    Done,
}

struct Thread {
    grid: Grid,
    stack: Vec<Frame>,
    state: State,
}

fn dims(d: [u32; 3]) -> String {
    format!("({},{},{})", d[0], d[1], d[2])
}

fn who(g: &Grid) -> String {
    format!("thread {} of block {}", dims(g.thread_id), dims(g.block_id))
}

fn stuck(msg: String) -> InterpError {
    InterpError::new(ErrorKind::Divergence(msg))
}

/// The lane a `shfl.sync` reads from, by PTX's rule: `c` packs the clamp
/// (bits 0–4) and the segment mask (bits 8–12); a source outside the
/// segment is the lane itself.
pub fn shuffle_source(mode: ShuffleMode, lane: u32, b: u32, c: u32) -> u32 {
    let b = b & 0x1f;
    let (clamp, seg) = (c & 0x1f, (c >> 8) & 0x1f);
    let max_lane = (lane & seg) | (clamp & !seg);
    let min_lane = lane & seg;
    let (j, ok) = match mode {
        ShuffleMode::Up => {
            let j = i64::from(lane) - i64::from(b);
            (j, j >= i64::from(max_lane))
        }
        ShuffleMode::Down => {
            let j = i64::from(lane) + i64::from(b);
            (j, j <= i64::from(max_lane))
        }
        ShuffleMode::Bfly => {
            let j = i64::from(lane ^ b);
            (j, j <= i64::from(max_lane))
        }
        ShuffleMode::Idx => {
            let j = i64::from(min_lane | (b & !seg));
            (j, j <= i64::from(max_lane))
        }
    };
    if ok {
        j as u32
    } else {
        lane
    }
}

impl<'m> Interpreter<'m> {
    /// Runs `kernel` on a grid of threads, each called with `args`
    /// (buffers are pointers into [`Interpreter::memory`]). Returns when
    /// every thread has returned; a fault, a stuck barrier or shuffle, or
    /// (with `race_check`) a data race is an error naming the thread and
    /// the instructions.
    pub fn launch(&mut self, kernel: &str, cfg: &LaunchConfig, args: &[DataValue]) -> R<()> {
        self.launch_with(kernel, cfg, args, false).map(|_| ())
    }

    /// [`Interpreter::launch`], counting the launch's memory traffic per
    /// state space (see [`super::traffic`]). A plain `launch` counts
    /// nothing and pays one branch per memory access for this.
    pub fn launch_counted(
        &mut self,
        kernel: &str,
        cfg: &LaunchConfig,
        args: &[DataValue],
    ) -> R<Traffic> {
        let traffic = self.launch_with(kernel, cfg, args, true)?;
        Ok(traffic.unwrap_or_default())
    }

    /// Runs a launch; returns its traffic when `counted` asks for it.
    fn launch_with(
        &mut self,
        kernel: &str,
        cfg: &LaunchConfig,
        args: &[DataValue],
        counted: bool,
    ) -> R<Option<Traffic>> {
        if let Some(e) = &self.init_error {
            return Err(e.clone());
        }
        let bad = |msg: String| Err(InterpError::new(ErrorKind::BadLaunch(msg)));
        let Some(id) = self.module.func_by_name(kernel) else {
            return bad(format!("no function @{kernel}"));
        };
        let f = &self.module.functions[id];
        if f.is_declaration() {
            return bad(format!("@{kernel} is only declared"));
        }
        if !f.sig.returns.is_empty() {
            return bad(format!(
                "@{kernel} returns values; a kernel returns nothing"
            ));
        }
        let count = |d: [u32; 3]| d.iter().map(|&n| u64::from(n)).product::<u64>();
        let (blocks, per_block) = (count(cfg.grid), count(cfg.block));
        if blocks == 0 || per_block == 0 {
            return bad(format!(
                "grid {} of blocks {}: every dimension must be at least 1",
                dims(cfg.grid),
                dims(cfg.block)
            ));
        }
        if per_block > MAX_BLOCK_THREADS {
            return bad(format!(
                "a block of {per_block} threads: at most {MAX_BLOCK_THREADS}"
            ));
        }
        if blocks.saturating_mul(per_block) > MAX_LAUNCH_THREADS {
            return bad(format!(
                "{} threads: the interpreter runs at most {MAX_LAUNCH_THREADS}",
                blocks.saturating_mul(per_block)
            ));
        }
        let saved = (self.grid, self.global_addrs.clone());
        self.simt = Some(Simt {
            thread: 0,
            block: 0,
            epoch: 0,
            races: cfg.race_check.then(Races::default),
            traffic: counted.then(|| Counter::new(&self.memory)),
        });
        let result = self.run_grid(id, cfg, args);
        let simt = self.simt.take();
        self.grid = saved.0;
        self.global_addrs = saved.1;
        result.map(|()| simt.and_then(|s| s.traffic).map(|c| c.traffic))
    }

    fn run_grid(&mut self, kernel: FuncId, cfg: &LaunchConfig, args: &[DataValue]) -> R<()> {
        let [gx, gy, gz] = cfg.grid;
        let [bx, by, bz] = cfg.block;
        let per_block = u64::from(bx) * u64::from(by) * u64::from(bz);
        for z in 0..gz {
            for y in 0..gy {
                for x in 0..gx {
                    let block = [x, y, z];
                    let index = u64::from(x)
                        + u64::from(gx) * (u64::from(y) + u64::from(gy) * u64::from(z));
                    self.place_shared()?;
                    let mut threads = Vec::new();
                    for tz in 0..bz {
                        for ty in 0..by {
                            for tx in 0..bx {
                                threads.push(Thread {
                                    grid: Grid {
                                        thread_id: [tx, ty, tz],
                                        block_id: block,
                                        block_dim: cfg.block,
                                        grid_dim: cfg.grid,
                                    },
                                    stack: Vec::new(),
                                    state: State::Ready(None),
                                });
                            }
                        }
                    }
                    let result =
                        self.run_block(kernel, index * per_block, index, &mut threads, args);
                    for t in &mut threads {
                        while let Some(frame) = t.stack.pop() {
                            self.free_slots(&frame);
                        }
                    }
                    result?;
                }
            }
        }
        Ok(())
    }

    /// Gives the shared-memory globals fresh, uninitialised storage for a
    /// new block, whatever their initialiser: CUDA's `__shared__`
    /// variables cannot have one (LLVM's `undef`, which the frontend
    /// renders as zero for the CPU backends).
    fn place_shared(&mut self) -> R<()> {
        for (g, data) in self.module.globals.iter() {
            if data.addr_space != AddrSpace::SHARED {
                continue;
            }
            let kind = AllocKind::Global { constant: false };
            let addr = self
                .memory
                .allocate(data.size, u64::from(data.align), kind)?;
            self.global_addrs[g.index()] = addr;
        }
        Ok(())
    }

    fn run_block(
        &mut self,
        kernel: FuncId,
        first_thread: u64,
        block: u64,
        threads: &mut [Thread],
        args: &[DataValue],
    ) -> R<()> {
        let module = self.module;
        let mut epoch = 0;
        loop {
            let mut progress = false;
            for (i, t) in threads.iter_mut().enumerate() {
                let (results, retry) = match std::mem::replace(&mut t.state, State::Done) {
                    State::Ready(results) => (Some(results), false),
                    State::Retry => (None, true),
                    other => {
                        t.state = other;
                        continue;
                    }
                };
                self.grid = t.grid;
                if let Some(s) = &mut self.simt {
                    s.thread = first_thread + i as u64;
                    s.block = block;
                    s.epoch = epoch;
                }
                let exit = match results {
                    None => self.run(&mut t.stack),
                    Some(None) => self.enter(&mut t.stack, kernel, args.to_vec()),
                    Some(Some(results)) => self.resume(&mut t.stack, results),
                };
                t.state = match exit.map_err(|mut e| {
                    e.thread = Some(who(&t.grid));
                    e
                })? {
                    Exit::Return(_) => State::Done,
                    Exit::Sync(sync) => {
                        let frame = t.stack.last().ok_or_else(super::no_frame)?;
                        let f = &module.functions[frame.func];
                        let inst = f
                            .layout
                            .block_insts(frame.block)
                            .get(frame.pos)
                            .copied()
                            .ok_or_else(super::no_frame)?;
                        let sync = match sync {
                            Sync::Unwritten(e) => {
                                let mut e = locate_err(e, module, f, Some(inst));
                                e.thread = Some(who(&t.grid));
                                Sync::Unwritten(e)
                            }
                            other => other,
                        };
                        State::Waiting(sync, frame.func, inst)
                    }
                };
                // A retried load that still finds nothing written is no
                // step forward.
                progress |= !(retry && matches!(t.state, State::Waiting(Sync::Unwritten(_), ..)));
            }
            if threads.iter().all(|t| matches!(t.state, State::Done)) {
                return Ok(());
            }
            let answered = !progress && self.answer_shuffles(threads)?;
            let mut unwritten = None;
            for t in threads.iter_mut() {
                if let State::Waiting(Sync::Unwritten(e), ..) = &t.state {
                    unwritten.get_or_insert_with(|| e.clone());
                    t.state = State::Retry;
                }
            }
            if progress || answered {
                continue;
            }
            if let Some(e) = unwritten {
                return Err(e);
            }
            self.pass_barrier(threads)?;
            epoch += 1;
        }
    }

    /// `` `inst` in @f (block3, f0:12:5)`` for a report.
    fn site(&self, func: FuncId, inst: Inst) -> String {
        let f = &self.module.functions[func];
        let names = f.display_names();
        let text = print_inst(self.module, f, &names, inst);
        let text = text.split(" !").next().unwrap_or(&text).to_string();
        let block = f.layout.inst_block(inst).map(|b| names.block(b));
        let loc = f.srclocs[inst];
        let mut at = block.unwrap_or_default();
        if loc.is_known() {
            let file = loc.file.and_then(|id| self.module.files.get(id));
            match file {
                Some(path) => at = format!("{at}, {path}:{}:{}", loc.line, loc.col),
                None => at = format!("{at}, line {}:{}", loc.line, loc.col),
            }
        }
        format!("`{text}` in @{} ({at})", f.name)
    }

    /// Answers every warp shuffle whose lanes have all arrived; returns
    /// whether any was. With none answered, a waiting shuffle is stuck.
    fn answer_shuffles(&self, threads: &mut [Thread]) -> R<bool> {
        let mut answered = false;
        let mut problem = None;
        for (w, warp) in threads.chunks_mut(WARP_SIZE as usize).enumerate() {
            let first = warp
                .iter()
                .position(|t| matches!(t.state, State::Waiting(Sync::Shuffle { .. }, ..)));
            let Some(first) = first else {
                continue;
            };
            match self.shuffle_values(warp, first) {
                Ok(values) => {
                    for (t, v) in warp.iter_mut().zip(values) {
                        if let Some(v) = v {
                            t.state = State::Ready(Some(vec![v]));
                        }
                    }
                    answered = true;
                }
                Err(msg) => {
                    problem.get_or_insert(format!("warp {w}: {msg}"));
                }
            }
        }
        match problem {
            Some(msg) if !answered => Err(stuck(msg)),
            _ => Ok(answered),
        }
    }

    /// The value each lane of a warp reads, `None` for lanes taking no
    /// part; or why the shuffle that lane `first` waits at cannot be
    /// answered.
    fn shuffle_values(
        &self,
        warp: &[Thread],
        first: usize,
    ) -> Result<Vec<Option<DataValue>>, String> {
        let State::Waiting(Sync::Shuffle { mask, .. }, func, inst) = warp[first].state else {
            return Err(format!("lane {first} waits at no shuffle"));
        };
        let here = self.site(func, inst);
        for (lane, t) in warp.iter().enumerate() {
            let in_mask = mask & (1 << lane) != 0;
            match &t.state {
                State::Waiting(Sync::Shuffle { mask: m, .. }, f, i) => {
                    if (*f, *i) != (func, inst) || *m != mask {
                        return Err(format!(
                            "{} waits at {} with mask {m:#x}, {} at {here} with mask {mask:#x}",
                            who(&t.grid),
                            self.site(*f, *i),
                            who(&warp[first].grid)
                        ));
                    }
                    if !in_mask {
                        return Err(format!(
                            "{} shuffles at {here} with mask {mask:#x}, which leaves out its own lane {lane}",
                            who(&t.grid)
                        ));
                    }
                }
                _ if !in_mask => {}
                State::Done => {
                    return Err(format!(
                        "lane {lane} ({}) is in the mask {mask:#x} of {here} but has returned",
                        who(&t.grid)
                    ))
                }
                State::Waiting(Sync::Barrier, f, i) => {
                    return Err(format!(
                        "lane {lane} ({}) is in the mask {mask:#x} of {here} but waits at {}",
                        who(&t.grid),
                        self.site(*f, *i)
                    ))
                }
                State::Ready(_) | State::Retry | State::Waiting(Sync::Unwritten(_), ..) => {
                    return Err(format!(
                        "lane {lane} ({}) is in the mask {mask:#x} of {here} but has not arrived",
                        who(&t.grid)
                    ))
                }
            }
        }
        let mut out = Vec::with_capacity(warp.len());
        for (lane, t) in warp.iter().enumerate() {
            let State::Waiting(Sync::Shuffle { mode, b, c, .. }, ..) = &t.state else {
                out.push(None);
                continue;
            };
            let src = shuffle_source(*mode, lane as u32, *b, *c) as usize;
            match warp.get(src).map(|s| &s.state) {
                Some(State::Waiting(Sync::Shuffle { value, .. }, ..)) => out.push(Some(value.clone())),
                _ => {
                    return Err(format!(
                        "lane {lane} ({}) reads lane {src} at {here}, which takes no part: the value is undefined",
                        who(&t.grid)
                    ))
                }
            }
        }
        Ok(out)
    }

    /// Lets every thread past the barrier they all wait at, or reports
    /// why the block is stuck.
    fn pass_barrier(&self, threads: &mut [Thread]) -> R<()> {
        let mut at = None;
        let mut returned = None;
        for t in threads.iter() {
            match &t.state {
                State::Waiting(Sync::Barrier, f, i) => match at {
                    None => at = Some((*f, *i, t.grid)),
                    Some((f0, i0, g0)) if (f0, i0) != (*f, *i) => {
                        return Err(stuck(format!(
                            "{} waits at {} and {} at {}: every thread of a block must reach the same barrier",
                            who(&g0),
                            self.site(f0, i0),
                            who(&t.grid),
                            self.site(*f, *i)
                        )))
                    }
                    Some(_) => {}
                },
                State::Done => {
                    returned.get_or_insert(t.grid);
                }
                State::Waiting(Sync::Shuffle { .. }, f, i) => {
                    return Err(stuck(format!(
                        "{} waits at {} and no other lane can reach it",
                        who(&t.grid),
                        self.site(*f, *i)
                    )))
                }
                State::Ready(_) | State::Retry | State::Waiting(Sync::Unwritten(_), ..) => {}
            }
        }
        match (at, returned) {
            (Some((f, i, g)), Some(r)) => Err(stuck(format!(
                "{} waits at {} but {} has returned: every thread of a block must reach the same barrier",
                who(&g),
                self.site(f, i),
                who(&r)
            ))),
            (Some(_), None) => {
                for t in threads.iter_mut() {
                    t.state = State::Ready(Some(Vec::new()));
                }
                Ok(())
            }
            (None, _) => Ok(()),
        }
    }

    /// Whether a load that failed with `e` should wait for another
    /// thread's write: with the race detector on, for bytes not written
    /// yet.
    pub(super) fn waits_for_writes(&self, e: &InterpError) -> bool {
        matches!(e.kind, ErrorKind::Uninitialized { .. })
            && self.simt.as_ref().is_some_and(|s| s.races.is_some())
    }

    /// Records how an atomic access (or a plain store) of the running
    /// thread to `addr` synchronises, for the race detector.
    pub(super) fn note_sync(&mut self, addr: u64, kind: SyncKind) {
        if let Some(Simt {
            thread,
            races: Some(races),
            ..
        }) = &mut self.simt
        {
            if kind.acquire || kind.release || kind.plain_store {
                races.sync.note(*thread, addr, kind);
            }
        }
    }

    /// Records a global or shared memory access of the running thread
    /// for the race detector.
    pub(super) fn note_access(
        &mut self,
        func: FuncId,
        inst: Inst,
        addr: u64,
        len: u64,
        kind: Kind,
    ) -> R<()> {
        let Some(simt) = &mut self.simt else {
            return Ok(());
        };
        let Some(races) = &mut simt.races else {
            return Ok(());
        };
        if !matches!(
            self.memory.kind_at(addr),
            Some(AllocKind::Global { .. } | AllocKind::Heap)
        ) {
            return Ok(());
        }
        let access = Access {
            thread: simt.thread,
            block: simt.block,
            epoch: simt.epoch,
            kind,
            tid: self.grid.thread_id,
            bid: self.grid.block_id,
            func,
            inst,
            step: races.sync.tick(),
        };
        let hit = (addr..addr.saturating_add(len))
            .find_map(|byte| races.record(byte, access).map(|earlier| (byte, earlier)));
        if let Some((byte, earlier)) = hit {
            {
                let describe = |a: &Access| {
                    format!(
                        "{} by thread {} of block {} at {}",
                        a.kind.name(),
                        dims(a.tid),
                        dims(a.bid),
                        self.site(a.func, a.inst)
                    )
                };
                let msg = format!(
                    "data race on {byte:#x}: {} and {} with no barrier between them",
                    describe(&earlier),
                    describe(&access)
                );
                let f = &self.module.functions[func];
                return Err(locate_err(
                    InterpError::new(ErrorKind::DataRace(msg)),
                    self.module,
                    f,
                    Some(inst),
                ));
            }
        }
        Ok(())
    }
}
