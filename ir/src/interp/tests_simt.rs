//! GPU launches: barriers, shared memory per block, shuffles, atomics, and
//! the errors a GPU leaves undefined (races, divergent barriers, shuffles
//! reading lanes that take no part).

use super::simt::{shuffle_source, LaunchConfig};
use super::*;
use crate::opcode::ShuffleMode;
use crate::text::parse_module;
use crate::types::AddrSpace;

/// Block-wide tree reduction of `x[tid]` into shared memory, then thread
/// 0 of each block adds its block's sum to `out[0]` atomically. With
/// `BARRIER` removed from the loop it races.
const REDUCE: &str = "
global local @tile: size 256 align 4 addrspace shared = zero

func export kernel @reduce(ptr.global, ptr.global) {
block0(v0: ptr.global, v1: ptr.global):
    v2 = thread_id.x
    v3 = block_id.x
    v4 = block_dim.x
    v5 = imul v3, v4
    v6 = iadd v5, v2
    v7 = sext.i64 v6
    v8 = iconst.i64 4
    v9 = imul v7, v8
    v10 = ptr_add v0, v9
    v11 = load.f32 v10 align 4
    v12 = global_addr @tile
    v13 = sext.i64 v2
    v14 = imul v13, v8
    v15 = ptr_add v12, v14
    store v11, v15 align 4
    BARRIER
    v16 = iconst.i32 1
    v17 = lshr v4, v16
    jump block1(v17)
block1(v18: i32):
    v19 = iconst.i32 0
    v20 = icmp ugt v18, v19
    brif v20, block2, block5
block2:
    v21 = icmp ult v2, v18
    brif v21, block3, block4
block3:
    v22 = iadd v2, v18
    v23 = sext.i64 v22
    v24 = imul v23, v8
    v25 = ptr_add v12, v24
    v26 = load.f32 v25 align 4
    v27 = load.f32 v15 align 4
    v28 = fadd v27, v26
    store v28, v15 align 4
    jump block4
block4:
    BARRIER
    v29 = lshr v18, v16
    jump block1(v29)
block5:
    v30 = icmp eq v2, v19
    brif v30, block6, block7
block6:
    v31 = load.f32 v12 align 4
    v32 = atomic_rmw.f32 fadd v1, v31 monotonic
    jump block7
block7:
    return
}
";

fn launch_cfg(grid: u32, block: u32, race_check: bool) -> LaunchConfig {
    LaunchConfig {
        grid: [grid, 1, 1],
        block: [block, 1, 1],
        race_check,
    }
}

fn gptr(addr: u64) -> DataValue {
    DataValue::Int(crate::types::ScalarType::Ptr(AddrSpace::GLOBAL), addr)
}

fn f32_buffer(interp: &mut Interpreter, xs: &[f32]) -> u64 {
    let bytes: Vec<u8> = xs.iter().flat_map(|x| x.to_le_bytes()).collect();
    interp.memory().alloc_bytes(&bytes, 16).unwrap()
}

fn read_f32s(interp: &mut Interpreter, addr: u64, n: usize) -> Vec<f32> {
    let bytes = interp.memory().read(addr, 4 * n as u64).unwrap();
    bytes
        .chunks(4)
        .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

fn module(text: &str) -> Module {
    let m = parse_module(text).unwrap();
    crate::verify::verify_module(&m).unwrap();
    m
}

/// Launches `@reduce` over `blocks` × 64 threads of `x[i] = i`.
fn reduce(text: &str, blocks: u32, race_check: bool) -> Result<f32, InterpError> {
    let m = module(text);
    let mut interp = Interpreter::new(&m);
    let n = 64 * blocks as usize;
    let xs: Vec<f32> = (0..n).map(|i| i as f32).collect();
    let x = f32_buffer(&mut interp, &xs);
    let out = f32_buffer(&mut interp, &[0.0]);
    let cfg = launch_cfg(blocks, 64, race_check);
    interp.launch("reduce", &cfg, &[gptr(x), gptr(out)])?;
    Ok(read_f32s(&mut interp, out, 1)[0])
}

#[test]
fn tree_reduction_with_barriers_sums_every_block() {
    let text = REDUCE.replace("BARRIER", "barrier");
    let want = (0..256).sum::<i32>() as f32;
    assert_eq!(reduce(&text, 4, false).unwrap(), want);
    // Atomic adds of the block sums do not race; barrier-separated
    // shared-memory accesses do not either.
    assert_eq!(reduce(&text, 4, true).unwrap(), want);
}

#[test]
fn a_missing_barrier_is_a_reported_race() {
    // Without the barrier inside the loop, a thread reads a partial sum
    // another thread writes in the same interval.
    let text = REDUCE
        .replacen("BARRIER", "barrier", 1)
        .replace("BARRIER", "");
    let e = reduce(&text, 1, true).unwrap_err();
    let ErrorKind::DataRace(msg) = &e.kind else {
        panic!("expected a race, got {e}");
    };
    assert!(
        msg.contains("write by thread") && msg.contains("read by thread"),
        "{msg}"
    );
    assert!(msg.contains("@reduce"), "{msg}");
    // Unchecked, the schedule happens to give some result: no error.
    assert!(reduce(&text, 1, false).is_ok());
}

#[test]
fn a_barrier_some_threads_skip_is_divergence() {
    let text = "
func export kernel @k() {
block0:
    v0 = thread_id.x
    v1 = iconst.i32 3
    v2 = icmp ult v0, v1
    brif v2, block1, block2
block1:
    barrier
    jump block2
block2:
    return
}
";
    let m = module(text);
    let mut interp = Interpreter::new(&m);
    let e = interp
        .launch("k", &launch_cfg(1, 8, false), &[])
        .unwrap_err();
    let ErrorKind::Divergence(msg) = &e.kind else {
        panic!("expected divergence, got {e}");
    };
    assert!(
        msg.contains("has returned") && msg.contains("`barrier` in @k"),
        "{msg}"
    );
    // Every thread reaching it is fine.
    let mut interp = Interpreter::new(&m);
    interp.launch("k", &launch_cfg(2, 3, true), &[]).unwrap();
}

/// Each lane offers `x[lane]`; five down-shuffles leave the warp's sum in
/// lane 0, which stores it.
const SHUFFLE_SUM: &str = "
func export kernel @warp_sum(ptr.global, ptr.global) {
block0(v0: ptr.global, v1: ptr.global):
    v2 = lane_id
    v3 = sext.i64 v2
    v4 = iconst.i64 4
    v5 = imul v3, v4
    v6 = ptr_add v0, v5
    v7 = load.f32 v6 align 4
    v8 = iconst.i32 -1
    v9 = iconst.i32 31
    v10 = iconst.i32 16
    jump block1(v7, v10)
block1(v11: f32, v12: i32):
    v13 = iconst.i32 0
    v14 = icmp eq v12, v13
    brif v14, block3, block2
block2:
    v15 = warp_shuffle.down v8, v11, v12, v9
    v16 = fadd v11, v15
    v17 = iconst.i32 1
    v18 = lshr v12, v17
    jump block1(v16, v18)
block3:
    v19 = icmp eq v2, v13
    brif v19, block4, block5
block4:
    store v11, v1 align 4
    jump block5
block5:
    return
}
";

#[test]
fn warp_shuffle_down_reduces_a_warp() {
    let m = module(SHUFFLE_SUM);
    let mut interp = Interpreter::new(&m);
    let xs: Vec<f32> = (0..32).map(|i| (i * i) as f32 * 0.5).collect();
    let x = f32_buffer(&mut interp, &xs);
    let out = f32_buffer(&mut interp, &[0.0]);
    interp
        .launch("warp_sum", &launch_cfg(1, 32, true), &[gptr(x), gptr(out)])
        .unwrap();
    assert_eq!(read_f32s(&mut interp, out, 1)[0], xs.iter().sum::<f32>());
}

#[test]
fn a_shuffle_reading_a_missing_lane_is_reported() {
    // A block of 20 threads: lane 3 reads lane 19 at delta 16, but lane 4
    // would read lane 20, which does not exist.
    let m = module(SHUFFLE_SUM);
    let mut interp = Interpreter::new(&m);
    let x = f32_buffer(&mut interp, &[1.0; 32]);
    let out = f32_buffer(&mut interp, &[0.0]);
    let e = interp
        .launch("warp_sum", &launch_cfg(1, 20, false), &[gptr(x), gptr(out)])
        .unwrap_err();
    let ErrorKind::Divergence(msg) = &e.kind else {
        panic!("expected divergence, got {e}");
    };
    assert!(msg.contains("reads lane 20"), "{msg}");
}

#[test]
fn shuffle_sources_follow_ptx() {
    use ShuffleMode::*;
    // Whole warp: c = 0x1f for down/bfly/idx, 0 for up.
    assert_eq!(shuffle_source(Down, 3, 16, 0x1f), 19);
    assert_eq!(shuffle_source(Down, 20, 16, 0x1f), 20);
    assert_eq!(shuffle_source(Up, 3, 4, 0), 3);
    assert_eq!(shuffle_source(Up, 5, 4, 0), 1);
    assert_eq!(shuffle_source(Bfly, 5, 1, 0x1f), 4);
    assert_eq!(shuffle_source(Idx, 9, 0, 0x1f), 0);
    // CUDA width 8: c = ((32 - 8) << 8) | 0x1f for down/idx, (32-8)<<8 for up.
    let c8 = (24 << 8) | 0x1f;
    assert_eq!(shuffle_source(Down, 5, 2, c8), 7);
    assert_eq!(shuffle_source(Down, 6, 2, c8), 6);
    assert_eq!(shuffle_source(Idx, 13, 2, c8), 10);
    assert_eq!(shuffle_source(Up, 9, 2, 24 << 8), 9);
    assert_eq!(shuffle_source(Up, 10, 2, 24 << 8), 8);
}

#[test]
fn shared_memory_is_fresh_per_block_and_uninitialised() {
    // Thread 0 of each block reads the tile before anyone wrote it.
    let text = "
global local @tile: size 16 align 4 addrspace shared = zero

func export kernel @k(ptr.global) {
block0(v0: ptr.global):
    v1 = global_addr @tile
    v2 = load.f32 v1 align 4
    store v2, v0 align 4
    return
}
";
    let m = module(text);
    let mut interp = Interpreter::new(&m);
    let out = f32_buffer(&mut interp, &[0.0]);
    let e = interp
        .launch("k", &launch_cfg(1, 1, false), &[gptr(out)])
        .unwrap_err();
    assert!(matches!(e.kind, ErrorKind::Uninitialized { .. }), "{e}");
    assert!(
        e.thread.as_deref() == Some("thread (0,0,0) of block (0,0,0)"),
        "{e}"
    );
    // With the race detector the read waits for a write that never
    // comes, then is reported where it happened.
    let e = interp
        .launch("k", &launch_cfg(2, 3, true), &[gptr(out)])
        .unwrap_err();
    assert!(matches!(e.kind, ErrorKind::Uninitialized { .. }), "{e}");
    assert!(e.inst.as_deref() == Some("v2 = load.f32 v1 align 4"), "{e}");
}

#[test]
fn reading_a_slot_before_its_owner_writes_it_is_a_race() {
    // Each thread stores its id in tile[tid] and reads tile[tid ^ 1]
    // with no barrier between: thread 0 runs first and finds tile[1]
    // unwritten, so it waits; thread 1 then reads tile[0], which thread 0
    // wrote in the same interval: the race.
    let text = "
global local @tile: size 64 align 4 addrspace shared = zero

func export kernel @k(ptr.global) {
block0(v0: ptr.global):
    v1 = global_addr @tile
    v2 = thread_id.x
    v3 = sext.i64 v2
    v4 = iconst.i64 4
    v5 = imul v3, v4
    v6 = ptr_add v1, v5
    store v2, v6 align 4
    v7 = iconst.i32 1
    v8 = xor v2, v7
    v9 = sext.i64 v8
    v10 = imul v9, v4
    v11 = ptr_add v1, v10
    v12 = load.i32 v11 align 4
    v13 = ptr_add v0, v5
    store v12, v13 align 4
    return
}
";
    let m = module(text);
    let mut interp = Interpreter::new(&m);
    let out = interp.memory().alloc(64, 4).unwrap();
    let e = interp
        .launch("k", &launch_cfg(1, 16, true), &[gptr(out)])
        .unwrap_err();
    let ErrorKind::DataRace(msg) = &e.kind else {
        panic!("expected a race, got {e}");
    };
    assert!(
        msg.contains("write by thread (0,0,0)") && msg.contains("read by thread (1,0,0)"),
        "{msg}"
    );
    // With a barrier between the store and the load it is fine.
    let fixed = text.replace(
        "    v7 = iconst.i32 1\n",
        "    barrier\n    v7 = iconst.i32 1\n",
    );
    assert_ne!(fixed, text);
    let m = module(&fixed);
    let mut interp = Interpreter::new(&m);
    let out = interp.memory().alloc(64, 4).unwrap();
    interp
        .launch("k", &launch_cfg(1, 16, true), &[gptr(out)])
        .unwrap();
    let got = interp.memory().read(out, 8).unwrap();
    assert_eq!(got, [1, 0, 0, 0, 0, 0, 0, 0]);
}

#[test]
fn threads_of_different_blocks_race_on_a_plain_store() {
    let text = "
func export kernel @k(ptr.global) {
block0(v0: ptr.global):
    v1 = thread_id.x
    store v1, v0 align 4
    return
}
";
    let m = module(text);
    let mut interp = Interpreter::new(&m);
    let out = interp.memory().alloc(4, 4).unwrap();
    // One thread per block, two blocks: no barrier orders them.
    let e = interp
        .launch("k", &launch_cfg(2, 1, true), &[gptr(out)])
        .unwrap_err();
    let ErrorKind::DataRace(msg) = &e.kind else {
        panic!("expected a race, got {e}");
    };
    assert!(
        msg.contains("block (0,0,0)") && msg.contains("block (1,0,0)"),
        "{msg}"
    );
    // A single thread never races with itself.
    let mut interp = Interpreter::new(&m);
    let out = interp.memory().alloc(4, 4).unwrap();
    interp
        .launch("k", &launch_cfg(1, 1, true), &[gptr(out)])
        .unwrap();
}

/// Each thread (one per block, so no barrier orders them) takes a lock
/// word with `atomic_rmw ORDER`, writes the shared word, and gives the
/// lock back with `atomic_rmw ORDER`.
const HANDOFF: &str = "
func export kernel @k(ptr.global, ptr.global) {
block0(v0: ptr.global, v1: ptr.global):
    v2 = iconst.i64 1
    v3 = atomic_rmw.i64 add v1, v2 ORDER
    v4 = thread_id.x
    store v4, v0 align 4
    v5 = iconst.i64 -1
    v6 = atomic_rmw.i64 add v1, v5 ORDER
    return
}
";

fn handoff(ordering: &str) -> Result<(), InterpError> {
    let m = module(&HANDOFF.replace("ORDER", ordering));
    let mut interp = Interpreter::new(&m);
    let data = interp.memory().alloc(4, 4).unwrap();
    let lock = interp.memory().alloc_bytes(&[0; 8], 8).unwrap();
    interp.launch("k", &launch_cfg(2, 1, true), &[gptr(data), gptr(lock)])
}

#[test]
fn a_release_acquire_pair_orders_plain_accesses() {
    // The second thread's acquire reads what the first released.
    for ordering in ["acq_rel", "acquire"] {
        let result = handoff(ordering);
        if ordering == "acquire" {
            // An acquire alone releases nothing.
            assert!(result.is_err(), "{ordering}");
        } else {
            result.unwrap_or_else(|e| panic!("{ordering}: {e}"));
        }
    }
    // Relaxed atomics order nothing; seq_cst ones are not followed
    // either (CUDA's atomicAdd is relaxed, clang marks it seq_cst).
    for ordering in ["monotonic", "seq_cst"] {
        let e = handoff(ordering).unwrap_err();
        assert!(matches!(e.kind, ErrorKind::DataRace(_)), "{ordering}: {e}");
    }
}

#[test]
fn bad_launches_are_errors() {
    let m = module(SHUFFLE_SUM);
    let mut interp = Interpreter::new(&m);
    for (cfg, what) in [
        (launch_cfg(0, 32, false), "at least 1"),
        (launch_cfg(1, 2048, false), "at most 1024"),
    ] {
        let e = interp.launch("warp_sum", &cfg, &[]).unwrap_err();
        assert!(e.to_string().contains(what), "{e}");
    }
    let e = interp
        .launch("nope", &launch_cfg(1, 1, false), &[])
        .unwrap_err();
    assert!(e.to_string().contains("no function @nope"), "{e}");
}

/// Per thread `i` of 2 blocks × 32: global `x[i]` into a shared slot,
/// a 64-byte `malloc` written before the barrier (so a whole block's
/// tapes are live at once), the neighbour's shared slot into global
/// `y[i]` after it, one atomic add to a global counter, a copy of the
/// tape into a stack slot, and the tape freed.
const TRAFFIC: &str = "
global local @tile: size 128 align 4 addrspace shared = zero

declare @malloc(i64) -> ptr
declare @free(ptr)

func export kernel @traffic(ptr.global, ptr.global, ptr.global) {
    ss0 = slot 8 align 8
block0(v0: ptr.global, v1: ptr.global, v2: ptr.global):
    v3 = thread_id.x
    v4 = block_id.x
    v5 = block_dim.x
    v6 = imul v4, v5
    v7 = iadd v6, v3
    v8 = sext.i64 v7
    v9 = iconst.i64 4
    v10 = imul v8, v9
    v11 = ptr_add v0, v10
    v12 = load.f32 v11 align 4
    v13 = global_addr @tile
    v14 = sext.i64 v3
    v15 = imul v14, v9
    v16 = ptr_add v13, v15
    store v12, v16 align 4
    v17 = iconst.i64 64
    v18 = call @malloc(v17)
    store v8, v18 align 8
    barrier
    v19 = iconst.i32 1
    v20 = xor v3, v19
    v21 = sext.i64 v20
    v22 = imul v21, v9
    v23 = ptr_add v13, v22
    v24 = load.f32 v23 align 4
    v25 = ptr_add v1, v10
    store v24, v25 align 4
    v26 = atomic_rmw.i32 add v2, v19 monotonic
    v27 = stack_addr ss0
    v28 = iconst.i8 0
    v29 = iconst.i64 8
    memset v27, v28, v29
    store v12, v27 align 4
    memcpy v27, v18, v29
    v30 = load.f32 v27 align 4
    call @free(v18)
    return
}
";

/// Launches `@traffic` over 2 × 32 threads, counting.
fn traffic(race_check: bool) -> super::traffic::Traffic {
    let m = module(TRAFFIC);
    let mut interp = Interpreter::new(&m);
    let xs: Vec<f32> = (0..64).map(|i| i as f32).collect();
    let x = f32_buffer(&mut interp, &xs);
    let y = f32_buffer(&mut interp, &[0.0; 64]);
    let counter = f32_buffer(&mut interp, &[0.0]);
    let args = [gptr(x), gptr(y), gptr(counter)];
    let t = interp
        .launch_counted("traffic", &launch_cfg(2, 32, race_check), &args)
        .unwrap();
    // The kernel ran: y[i] = x[i ^ 1], and the counter counts threads.
    let want: Vec<f32> = (0..64).map(|i| (i ^ 1) as f32).collect();
    assert_eq!(read_f32s(&mut interp, y, 64), want);
    let n = interp.memory().read(counter, 4).unwrap();
    assert_eq!(u32::from_le_bytes(n.try_into().unwrap()), 64);
    t
}

#[test]
fn launch_counted_counts_traffic_per_state_space() {
    use super::traffic::SpaceTraffic;
    let t = traffic(false);
    let space = |loads, stores, atomics, bytes_read, bytes_written| SpaceTraffic {
        loads,
        stores,
        atomics,
        bytes_read,
        bytes_written,
    };
    // x[i] read, y[i] written, one 4-byte atomic (read and written).
    assert_eq!(t.global, space(64, 64, 64, 64 * 8, 64 * 8));
    // One slot written, another read.
    assert_eq!(t.shared, space(64, 64, 0, 64 * 4, 64 * 4));
    // memset 8 + store 4 + memcpy 8 written, one 4-byte load.
    assert_eq!(t.local, space(64, 64, 0, 64 * 4, 64 * 20));
    // The tape: an 8-byte store, and 8 bytes copied out of it.
    assert_eq!(t.heap, space(0, 64, 0, 64 * 8, 64 * 8));
    // A block's 32 tapes are live together at its barrier; blocks run
    // one after the other.
    assert_eq!(t.heap_peak, 32 * 64);
    assert_eq!(t.heap_max_per_thread, 64);
    assert_eq!(t.total_bytes(), 64 * (16 + 8 + 24 + 16));
    let line = t.to_string();
    assert!(
        line.starts_with("global 512 B r / 512 B w (64 ld, 64 st, 64 atom), shared 256 B r"),
        "{line}"
    );
    assert!(
        line.ends_with(
            "heap 512 B r / 512 B w (0 ld, 64 st, 0 atom, peak 2.0 KiB, 64 B/thread max)"
        ),
        "{line}"
    );
    // The race detector's retried loads are counted once.
    assert_eq!(traffic(true), t);
}

#[test]
fn traffic_prints_one_line_in_binary_units() {
    let mut t = super::traffic::Traffic::default();
    t.global.bytes_read = 3 << 19;
    t.global.loads = 7;
    t.shared.bytes_written = 1023;
    t.heap_peak = 5 << 30;
    t.heap_max_per_thread = 2048;
    assert_eq!(
        t.to_string(),
        "global 1.5 MiB r / 0 B w (7 ld, 0 st, 0 atom), \
         shared 0 B r / 1023 B w (0 ld, 0 st, 0 atom), \
         local 0 B r / 0 B w (0 ld, 0 st, 0 atom), \
         heap 0 B r / 0 B w (0 ld, 0 st, 0 atom, peak 5.0 GiB, 2.0 KiB/thread max)"
    );
    assert_eq!(t.total_bytes(), (3 << 19) + 1023);
    // A failed launch is its error, and leaves no launch state behind.
    let m = module(TRAFFIC);
    let mut interp = Interpreter::new(&m);
    let e = interp
        .launch_counted("nope", &launch_cfg(1, 1, false), &[])
        .unwrap_err();
    assert!(matches!(e.kind, ErrorKind::BadLaunch(_)), "{e}");
    assert!(interp.simt.is_none());
}

#[test]
fn library_copies_count_their_bytes_and_calloc_counts_as_tape() {
    // Each thread: calloc(2, 8) (16 tape bytes, zeroed by the library
    // and so not counted), memcpy 8 bytes of x into it, memset 4 bytes
    // of y, free.
    let text = "
declare @calloc(i64, i64) -> ptr
declare @memcpy(ptr, ptr.global, i64) -> ptr
declare @memset(ptr.global, i32, i64) -> ptr.global
declare @free(ptr)

func export kernel @copies(ptr.global, ptr.global) {
block0(v0: ptr.global, v1: ptr.global):
    v2 = thread_id.x
    v3 = sext.i64 v2
    v4 = iconst.i64 4
    v5 = imul v3, v4
    v6 = ptr_add v1, v5
    v7 = iconst.i64 2
    v8 = iconst.i64 8
    v9 = call @calloc(v7, v8)
    v10 = call @memcpy(v9, v0, v8)
    v11 = iconst.i32 0
    v12 = call @memset(v6, v11, v4)
    call @free(v9)
    return
}
";
    let m = module(text);
    let mut interp = Interpreter::new(&m);
    let x = f32_buffer(&mut interp, &[1.0, 2.0]);
    let y = f32_buffer(&mut interp, &[1.0; 4]);
    let t = interp
        .launch_counted("copies", &launch_cfg(1, 4, false), &[gptr(x), gptr(y)])
        .unwrap();
    assert_eq!((t.global.bytes_read, t.global.bytes_written), (32, 16));
    assert_eq!((t.heap.bytes_read, t.heap.bytes_written), (0, 32));
    assert_eq!((t.global.loads, t.global.stores, t.heap.stores), (0, 0, 0));
    // Each thread frees its tape before the next one runs.
    assert_eq!((t.heap_peak, t.heap_max_per_thread), (16, 16));
    assert_eq!(read_f32s(&mut interp, y, 4), [0.0; 4]);
}
