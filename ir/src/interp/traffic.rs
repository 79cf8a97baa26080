//! Memory traffic of a GPU launch: what [`Interpreter::launch_counted`]
//! measures, per state space, to compare a gradient kernel's memory
//! traffic with its primal's.
//!
//! Every access is classified by the live allocation it lands in:
//!
//! * **global**: memory that outlives the launch: the host's buffers
//!   (kernel arguments) and the module's globals (address space 1,
//!   constant or generic);
//! * **shared**: the per-block storage of address-space-3 globals, which
//!   the launch places for each block;
//! * **local**: stack slots, private to their thread;
//! * **heap**: memory the kernel `malloc`ed (zyme's per-thread tapes).
//!
//! The launch tells global from shared and heap by address: allocations
//! made during the launch lie above [`Memory::next_address`] at its start.
//!
//! Loads and stores count one instruction each with their bytes (atomic
//! loads and stores with an ordering included); `atomic_rmw` and
//! `cmpxchg` count one atomic, reading their bytes and writing them (a
//! `cmpxchg` that misses writes nothing). `memcpy`, `memmove` and
//! `memset`, as instructions or as calls, count their bytes but no
//! instruction. Bytes other C library calls touch (`printf` formats,
//! `calloc`'s zeroing) are not counted.

use super::memory::{AllocKind, Memory};
use super::ops::int;
use super::Interpreter;
use crate::value::DataValue;
use std::collections::HashMap;
use std::fmt;

/// A state space of GPU memory.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Space {
    Global,
    Shared,
    Local,
    Heap,
}

impl Space {
    pub const ALL: [Space; 4] = [Space::Global, Space::Shared, Space::Local, Space::Heap];

    pub fn name(self) -> &'static str {
        match self {
            Space::Global => "global",
            Space::Shared => "shared",
            Space::Local => "local",
            Space::Heap => "heap",
        }
    }
}

/// The accesses to one state space.
#[derive(Copy, Clone, Default, PartialEq, Eq, Debug)]
pub struct SpaceTraffic {
    /// Load instructions executed.
    pub loads: u64,
    /// Store instructions executed.
    pub stores: u64,
    /// Read-modify-write atomics executed (`atomic_rmw`, `cmpxchg`).
    pub atomics: u64,
    pub bytes_read: u64,
    pub bytes_written: u64,
}

impl SpaceTraffic {
    /// Bytes read and written.
    pub fn bytes(&self) -> u64 {
        self.bytes_read + self.bytes_written
    }

    pub(super) fn load(&mut self, len: u64) {
        self.loads += 1;
        self.bytes_read += len;
    }

    pub(super) fn store(&mut self, len: u64) {
        self.stores += 1;
        self.bytes_written += len;
    }

    pub(super) fn atomic(&mut self, len: u64, wrote: bool) {
        self.atomics += 1;
        self.bytes_read += len;
        if wrote {
            self.bytes_written += len;
        }
    }
}

/// What one launch moved, per state space, and how much device heap
/// (per-thread tapes) it used. `Display` writes it as one line.
#[derive(Copy, Clone, Default, PartialEq, Eq, Debug)]
pub struct Traffic {
    pub global: SpaceTraffic,
    pub shared: SpaceTraffic,
    pub local: SpaceTraffic,
    pub heap: SpaceTraffic,
    /// The most device-heap bytes live at once.
    pub heap_peak: u64,
    /// The most device-heap bytes one thread allocated in the launch
    /// (in all its `malloc`s, freed or not).
    pub heap_max_per_thread: u64,
}

impl Traffic {
    pub fn space(&self, space: Space) -> &SpaceTraffic {
        match space {
            Space::Global => &self.global,
            Space::Shared => &self.shared,
            Space::Local => &self.local,
            Space::Heap => &self.heap,
        }
    }

    pub fn space_mut(&mut self, space: Space) -> &mut SpaceTraffic {
        match space {
            Space::Global => &mut self.global,
            Space::Shared => &mut self.shared,
            Space::Local => &mut self.local,
            Space::Heap => &mut self.heap,
        }
    }

    /// Bytes read and written in all spaces.
    pub fn total_bytes(&self) -> u64 {
        Space::ALL.iter().map(|&s| self.space(s).bytes()).sum()
    }
}

/// `812 B`, `12.3 KiB`, `4.0 MiB`.
fn bytes(n: u64) -> String {
    const UNITS: [&str; 4] = ["KiB", "MiB", "GiB", "TiB"];
    if n < 1024 {
        return format!("{n} B");
    }
    let mut x = n as f64 / 1024.0;
    let mut unit = 0;
    while x >= 1024.0 && unit + 1 < UNITS.len() {
        x /= 1024.0;
        unit += 1;
    }
    format!("{x:.1} {}", UNITS[unit])
}

impl fmt::Display for Traffic {
    /// `global 12.0 KiB r / 4.0 KiB w (3072 ld, 1024 st, 256 atom), shared
    /// …, local …, heap 0 B r / 16.0 KiB w (0 ld, 2048 st, 0 atom, peak
    /// 8.0 KiB, 128 B/thread max)`.
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        for (i, &space) in Space::ALL.iter().enumerate() {
            let t = self.space(space);
            if i > 0 {
                write!(f, ", ")?;
            }
            write!(
                f,
                "{} {} r / {} w ({} ld, {} st, {} atom",
                space.name(),
                bytes(t.bytes_read),
                bytes(t.bytes_written),
                t.loads,
                t.stores,
                t.atomics
            )?;
            if space == Space::Heap {
                write!(
                    f,
                    ", peak {}, {}/thread max",
                    bytes(self.heap_peak),
                    bytes(self.heap_max_per_thread)
                )?;
            }
            write!(f, ")")?;
        }
        Ok(())
    }
}

/// The counting state of a launch.
#[derive(Debug)]
pub(super) struct Counter {
    pub traffic: Traffic,
    /// Allocations starting here or above were made during the launch.
    start: u64,
    /// Heap bytes live when the launch began (the host's buffers).
    host_heap: u64,
    /// Heap bytes allocated so far by each thread of the running block.
    per_thread: HashMap<u64, u64>,
    block: u64,
}

impl Counter {
    pub fn new(memory: &Memory) -> Counter {
        Counter {
            traffic: Traffic::default(),
            start: memory.next_address(),
            host_heap: memory.heap_live_bytes(),
            per_thread: HashMap::new(),
            block: 0,
        }
    }

    /// The state space `addr` lies in; `None` outside live memory (the
    /// access faults anyway).
    fn space_of(&self, memory: &Memory, addr: u64) -> Option<Space> {
        let (base, kind) = memory.allocation_at(addr)?;
        Some(match kind {
            AllocKind::Stack => Space::Local,
            AllocKind::Global { .. } if base >= self.start => Space::Shared,
            AllocKind::Heap if base >= self.start => Space::Heap,
            AllocKind::Global { .. } | AllocKind::Heap => Space::Global,
        })
    }

    /// Notes `allocated` more heap bytes by `thread` of `block`, and the
    /// heap live now.
    fn heap(&mut self, memory: &Memory, block: u64, thread: u64, allocated: u64) {
        if block != self.block {
            self.per_thread.clear();
            self.block = block;
        }
        if allocated > 0 {
            let mine = self.per_thread.entry(thread).or_default();
            *mine += allocated;
            let max = &mut self.traffic.heap_max_per_thread;
            *max = (*max).max(*mine);
        }
        // A kernel that frees a host buffer (no GPU allows it) makes the
        // device heap look smaller than it is.
        let live = memory.heap_live_bytes().saturating_sub(self.host_heap);
        self.traffic.heap_peak = self.traffic.heap_peak.max(live);
    }
}

impl Interpreter<'_> {
    /// Whether the running launch counts its traffic.
    pub(super) fn counting(&self) -> bool {
        self.simt.as_ref().is_some_and(|s| s.traffic.is_some())
    }

    /// Adds an access at `addr` to the traffic of its state space, when
    /// the launch counts.
    pub(super) fn count(&mut self, addr: u64, add: impl FnOnce(&mut SpaceTraffic)) {
        let Some(counter) = self.simt.as_mut().and_then(|s| s.traffic.as_mut()) else {
            return;
        };
        if let Some(space) = counter.space_of(&self.memory, addr) {
            add(counter.traffic.space_mut(space));
        }
    }

    /// Counts what the C library function `name` did with `args`: its
    /// heap allocations (`heap_before` is
    /// [`Memory::heap_allocated_bytes`] before the call) and the bytes
    /// `memcpy`, `memmove` and `memset` moved.
    pub(super) fn count_extern(&mut self, name: &str, args: &[DataValue], heap_before: u64) {
        let arg = |i: usize| args.get(i).and_then(|a| int(a).ok()).map(|(_, v)| v);
        match (name, arg(0), arg(1), arg(2)) {
            ("memcpy" | "memmove", Some(dst), Some(src), Some(len)) if len > 0 => {
                self.count(src, |t| t.bytes_read += len);
                self.count(dst, |t| t.bytes_written += len);
            }
            ("memset", Some(dst), _, Some(len)) if len > 0 => {
                self.count(dst, |t| t.bytes_written += len);
            }
            _ => {}
        }
        let allocated = self.memory.heap_allocated_bytes() - heap_before;
        if let Some(simt) = &mut self.simt {
            if let Some(counter) = &mut simt.traffic {
                counter.heap(&self.memory, simt.block, simt.thread, allocated);
            }
        }
    }
}
