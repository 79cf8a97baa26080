//! GPU kernel analyses: uniformity (divergent branches, blocks and
//! barriers) and thread locality (which accesses need atomic adjoints),
//! on kernels of the corpus (`tests/gpu/*.cu`, in `tests/gpu/*.zir`) and
//! small hand-written ones.

use zyme_analysis::gpu::{Index, ThreadLocality, Uniformity};
use zyme_analysis::{ControlFlowGraph, Dominance, PointsTo};
use zyme_ir::{Function, Inst, Module};

/// A parsed, verified module and the analyses of its one kernel.
struct Kernel {
    module: Module,
    uniformity: Uniformity,
    locality: ThreadLocality,
}

impl Kernel {
    fn new(src: &str) -> Kernel {
        let module = zyme_ir::text::parse_module(src).unwrap();
        zyme_ir::verify_module(&module).unwrap();
        let func = kernel(&module);
        let cfg = ControlFlowGraph::compute(func);
        let dom = Dominance::compute(&cfg);
        let uniformity = Uniformity::compute(func, &cfg, dom.post_dom());
        let pts = PointsTo::compute(&module, func);
        let locality = ThreadLocality::compute(&module, func, &pts, &uniformity, Index::ThreadIdX);
        Kernel {
            module,
            uniformity,
            locality,
        }
    }

    fn func(&self) -> &Function {
        kernel(&self.module)
    }

    fn uniformity_text(&self) -> String {
        self.uniformity.display(self.func()).to_string()
    }

    fn locality_text(&self) -> String {
        self.locality.display(self.func()).to_string()
    }

    /// Prints both analyses (shown when a test fails).
    fn dump(&self) {
        println!("{}\n{}", self.uniformity_text(), self.locality_text());
    }

    /// The line of the locality display that starts with `prefix`.
    fn line(&self, prefix: &str) -> String {
        let text = self.locality_text();
        text.lines()
            .find(|l| l.starts_with(prefix))
            .unwrap_or_else(|| panic!("no line `{prefix}` in\n{text}"))
            .to_string()
    }

    /// The barriers of the kernel in layout order.
    fn barriers(&self) -> Vec<Inst> {
        let f = self.func();
        f.layout
            .insts()
            .filter(|&i| f.dfg.insts[i].opcode_name() == "barrier")
            .collect()
    }
}

fn kernel(module: &Module) -> &Function {
    module.functions.values().find(|f| f.kernel).unwrap()
}

// ----- uniformity -----------------------------------------------------------

/// In `dot`, the barrier after `partial[t] = sum` and the one closing each
/// round of the `stride` loop are reached by every thread: the loop's
/// exit test (`stride < 2`, `stride >> 1`) is uniform, only the
/// `if (t < stride)` inside it diverges, and it reconverges before the
/// barrier.
#[test]
fn dot_barriers_are_not_divergent() {
    let k = Kernel::new(include_str!("gpu/dot.zir"));
    k.dump();
    assert_eq!(k.barriers().len(), 2);
    assert!(k.uniformity.divergent_barriers(k.func()).is_empty());
    let text = k.uniformity_text();
    for line in [
        "block0: uniform, varying [v4, v8, v9], divergent branch (joins at block2)",
        "block1: divergent",
        "block2: uniform, varying [v14, v15, v19, v20], barrier",
        "block5: uniform, varying [v43], divergent branch (joins at block7)",
        "block6: divergent, varying [v44, v45, v49, v50, v51, v52, v53]",
        "block7: uniform, barrier",
        "block8: divergent, varying [v58, v59]",
    ] {
        assert!(text.lines().any(|l| l == line), "no `{line}` in\n{text}");
    }
    // The stride (a block parameter fed by `block_dim.x` and `stride >> 1`)
    // stays uniform; the grid-stride index (fed by the thread index) and
    // the partial sum joined after the divergent loop do not.
    assert!(text.contains("block5: uniform, varying [v43]"));
}

/// `if (threadIdx.x < 5) __syncthreads();`
#[test]
fn barrier_under_thread_condition_is_divergent() {
    let k = Kernel::new(
        "
func export kernel @k(ptr) {
block0(v0: ptr):
    v1 = thread_id.x
    v2 = iconst.i32 5
    v3 = icmp ult v1, v2
    brif v3, block1, block2
block1:
    barrier
    jump block2
block2:
    barrier
    return
}",
    );
    k.dump();
    let b = k.barriers();
    assert_eq!(k.uniformity.divergent_barriers(k.func()), vec![b[0]]);
    assert!(k
        .uniformity_text()
        .contains("block1: divergent, divergent barrier"));
}

/// `for (i = 0; i < threadIdx.x; i++) __syncthreads();`: threads leave
/// the loop at different trips, so the loop's blocks are divergent and
/// its counter varies.
#[test]
fn barrier_in_thread_dependent_loop_is_divergent() {
    let k = Kernel::new(
        "
func export kernel @k() {
block0:
    v0 = thread_id.x
    v1 = iconst.i32 0
    jump block1(v1)
block1(v2: i32):
    v3 = icmp ult v2, v0
    brif v3, block2, block3
block2:
    barrier
    v4 = iconst.i32 1
    v5 = iadd v2, v4
    jump block1(v5)
block3:
    return
}",
    );
    k.dump();
    let f = k.func();
    let b = k.barriers();
    assert_eq!(k.uniformity.divergent_barriers(f), b);
    let blocks = f.layout.blocks();
    assert!(k.uniformity.is_divergent_block(blocks[1]));
    assert!(k.uniformity.is_divergent_block(blocks[2]));
    assert!(!k.uniformity.is_divergent_block(blocks[3]));
    let counter = f.dfg.block_params(blocks[1])[0];
    assert!(!k.uniformity.is_uniform(counter));
}

/// The same loop bounded by `blockDim.x` is uniform: its barrier is fine.
#[test]
fn barrier_in_uniform_loop_is_not_divergent() {
    let k = Kernel::new(
        "
func export kernel @k() {
block0:
    v0 = block_dim.x
    v1 = iconst.i32 0
    jump block1(v1)
block1(v2: i32):
    v3 = icmp ult v2, v0
    brif v3, block2, block3
block2:
    barrier
    v4 = iconst.i32 1
    v5 = iadd v2, v4
    jump block1(v5)
block3:
    return
}",
    );
    let f = k.func();
    assert!(k.uniformity.divergent_barriers(f).is_empty());
    assert!(k
        .uniformity
        .is_uniform(f.dfg.block_params(f.layout.blocks()[1])[0]));
    assert!(k.uniformity.divergent_branches().is_empty());
}

/// A value chosen on a divergent branch varies at the join even though
/// both incoming values are uniform (sync dependence), and a branch on it
/// diverges in turn (the fixpoint), making its barrier divergent.
#[test]
fn sync_dependence_reaches_a_fixpoint() {
    let k = Kernel::new(
        "
func export kernel @k(i32) {
block0(v0: i32):
    v1 = thread_id.x
    v2 = icmp ult v1, v0
    v3 = iconst.i32 1
    v4 = iconst.i32 2
    brif v2, block1, block2(v3)
block1:
    jump block2(v4)
block2(v5: i32):
    v6 = icmp eq v5, v3
    brif v6, block3, block4
block3:
    barrier
    jump block4
block4:
    return
}",
    );
    k.dump();
    let f = k.func();
    let join = f.layout.blocks()[2];
    assert!(!k.uniformity.is_uniform(f.dfg.block_params(join)[0]));
    assert!(!k.uniformity.is_divergent_block(join));
    assert_eq!(k.uniformity.divergent_barriers(f), k.barriers());
    assert_eq!(k.uniformity.divergent_branches().len(), 2);
}

/// Block and grid sizes, block indices, warp size and parameters are
/// uniform; thread and lane indices, loads and shuffles are not.
#[test]
fn uniform_and_varying_sources() {
    let k = Kernel::new(
        "
func export kernel @k(i32, ptr) {
block0(v0: i32, v1: ptr):
    v2 = block_id.y
    v3 = block_dim.z
    v4 = grid_dim.x
    v5 = warp_size
    v6 = imul v2, v3
    v7 = iadd v6, v0
    v8 = thread_id.z
    v9 = lane_id
    v10 = load.i32 v1 align 4
    v11 = iconst.i32 -1
    v12 = iconst.i32 1
    v13 = iconst.i32 31
    v14 = warp_shuffle.down v11, v7, v12, v13
    v15 = iadd v7, v8
    return
}",
    );
    let f = k.func();
    let names = f.display_names();
    let uniform: Vec<String> = zyme_analysis::types::all_values(f)
        .into_iter()
        .filter(|&v| k.uniformity.is_uniform(v))
        .map(|v| names.value(v))
        .collect();
    assert_eq!(
        uniform,
        ["v0", "v1", "v2", "v3", "v4", "v5", "v6", "v7", "v11", "v12", "v13"]
    );
}

// ----- thread locality ------------------------------------------------------

/// `if (i < n) y[i] = a * x[i] + y[i]`: every access is at `4·i` of the
/// global index `i`, so no other thread touches it; the guard does not
/// matter.
#[test]
fn saxpy_is_thread_local() {
    let k = Kernel::new(include_str!("gpu/saxpy.zir"));
    k.dump();
    assert_eq!(k.line("arg2:"), "arg2: local (4·tid.x + 4·bid.x·bdim.x)");
    assert_eq!(k.line("arg3:"), "arg3: local (4·tid.x + 4·bid.x·bdim.x)");
    assert_eq!(k.line("v14 = load"), "v14 = load v13: local");
    assert_eq!(k.line("v19 = load"), "v19 = load v18: local");
    assert_eq!(k.line("store"), "store v18: local");
    assert!(k.locality.needs_1d_launch());
}

/// `out[i] = 0.25·in[i-1] + 0.5·in[i] + 0.25·in[i+1]`: thread `i` reads
/// `in[i+1]`, which thread `i+1` reads as its `in[i]`.
#[test]
fn stencil_neighbours_are_shared() {
    let k = Kernel::new(include_str!("gpu/stencil1d.zir"));
    k.dump();
    let f = k.func();
    assert!(f.layout.insts().all(|i| !k.locality.is_local(i)));
    assert!(k.line("arg1:").contains("exceed its stride 4"));
    assert!(!k.locality.needs_1d_launch());
}

/// `dot`: `partial[t]` is also read as `partial[t + stride]` and
/// `partial[0]`; the grid-stride loop's index is a block parameter.
#[test]
fn dot_accesses_are_shared() {
    let k = Kernel::new(include_str!("gpu/dot.zir"));
    let f = k.func();
    assert!(f.layout.insts().all(|i| !k.locality.is_local(i)));
    assert!(k.line("v29 = load").ends_with("shared"));
    assert!(k.line("v33 = load").ends_with("shared"));
    assert!(k
        .line("@_ZZ3dotE7partial:")
        .contains("v51 = load v50 has an unknown address"));
}

/// `matmul` indexes with `threadIdx.y` and `blockIdx.y` (and a tile loop
/// counter): locality in `thread_id.x` alone cannot tell those threads
/// apart, so nothing is local (a 2D analysis could prove `c[row·n+col]`).
/// Its barriers are not divergent.
#[test]
fn matmul_is_shared_and_its_barriers_uniform() {
    let k = Kernel::new(include_str!("gpu/matmul.zir"));
    let f = k.func();
    assert!(f.layout.insts().all(|i| !k.locality.is_local(i)));
    assert!(k.uniformity.divergent_barriers(f).is_empty());
    assert_eq!(k.barriers().len(), 2);
}

/// `softmax`: rows are walked by a block-stride loop (block parameters)
/// and the shared reduction reads `red[t | s]` (`or` is not affine) and
/// `red[0]`, `red[1]`: nothing is local. Every one of its many barriers is
/// outside the `if (t < s)` regions.
#[test]
fn softmax_is_shared_and_its_barriers_uniform() {
    let k = Kernel::new(include_str!("gpu/softmax.zir"));
    let f = k.func();
    assert!(f.layout.insts().all(|i| !k.locality.is_local(i)));
    assert!(k.uniformity.divergent_barriers(f).is_empty());
    assert_eq!(k.barriers().len(), 15);
}

/// `histogram` and `warp_reduce` write through other parameters (at a
/// data-dependent bin, at 0) that may alias the input: nothing is local.
#[test]
fn other_parameters_may_alias_the_input() {
    for src in [
        include_str!("gpu/histogram.zir"),
        include_str!("gpu/warp_reduce.zir"),
    ] {
        let k = Kernel::new(src);
        let f = k.func();
        assert!(f.layout.insts().all(|i| !k.locality.is_local(i)));
    }
    let k = Kernel::new(include_str!("gpu/warp_reduce.zir"));
    assert_eq!(
        k.line("arg1:"),
        "arg1: shared by threads: v44 = atomic_rmw v2 at 0 vs 4·tid.x + 4·bid.x·bdim.x"
    );
}

/// `lbm` keeps its nine distributions in a stack array: each thread's own.
#[test]
fn lbm_stack_array_is_local() {
    let k = Kernel::new(include_str!("gpu/lbm.zir"));
    assert_eq!(k.line("ss0:"), "ss0: local (stack)");
    assert_eq!(k.line("store v68"), "store v68: local");
    assert_eq!(k.line("v119 = load"), "v119 = load v118: local");
    assert!(k.line("arg3:").contains("shared by threads"));
    // Stack memory is local whatever the launch shape.
    assert!(!k.locality.needs_1d_launch());
}

/// The global index `i = blockIdx.x·blockDim.x + threadIdx.x` computed
/// twice, the second time as `blockDim.x·blockIdx.x` and through `i64`
/// multiplications: the terms are keyed structurally, so both accesses
/// have the same form.
const TWO_INDICES: &str = "
func export kernel @k(ptr, ptr) {
block0(v0: ptr, v1: ptr):
    v2 = block_id.x
    v3 = block_dim.x
    v4 = thread_id.x
    v5 = imul v2, v3
    v6 = iadd v5, v4
    v7 = sext.i64 v6
    v8 = iconst.i64 4
    v9 = imul v7, v8
    v10 = ptr_add v0, v9
    v11 = load.f32 v10 align 4
    v12 = block_dim.x
    v13 = block_id.x
    v14 = imul v12, v13
    v15 = zext.i64 v14
    v16 = zext.i64 v4
    v17 = iadd v16, v15
    v18 = iconst.i64 2
    v19 = shl v17, v18
    v20 = ptr_add v1, v19
    v21 = OFFSET
    v22 = ptr_add v20, v21
    store v11, v22 align 4
    return
}";

#[test]
fn structural_terms_compare_equal() {
    let k = Kernel::new(&TWO_INDICES.replace("OFFSET", "iconst.i64 0"));
    k.dump();
    assert_eq!(k.line("v11 = load"), "v11 = load v10: local");
    assert_eq!(k.line("store"), "store v22: local");
}

/// `y[i + 1] = x[i]`: the parameters may be the same array, and then
/// thread `i` writes what thread `i + 1` reads.
#[test]
fn different_offsets_into_parameters_that_may_alias() {
    let k = Kernel::new(&TWO_INDICES.replace("OFFSET", "iconst.i64 4"));
    k.dump();
    assert_eq!(k.line("v11 = load"), "v11 = load v10: shared");
    assert_eq!(k.line("store"), "store v22: shared");
    assert!(!k.locality.needs_1d_launch());
}

/// An index that is the same in every block (`x[threadIdx.x]`) is shared
/// by the threads of different blocks; a grid-wide offset
/// (`x[i + n]`, `n` a parameter) is not.
#[test]
fn global_memory_needs_the_global_index() {
    let src = "
func export kernel @k(ptr, i32) {
block0(v0: ptr, v1: i32):
    v2 = block_id.x
    v3 = block_dim.x
    v4 = thread_id.x
    v5 = imul v2, v3
    v6 = INDEX
    v7 = sext.i64 v6
    v8 = iconst.i64 3
    v9 = shl v7, v8
    v10 = ptr_add v0, v9
    v11 = load.f64 v10 align 8
    v12 = fadd v11, v11
    store v12, v10 align 8
    return
}";
    let k = Kernel::new(&src.replace("INDEX", "iadd v4, v1"));
    k.dump();
    assert!(k.line("arg0:").contains("is not 8·(bid.x·bdim.x + tid.x)"));
    assert_eq!(k.line("v11 = load"), "v11 = load v10: shared");

    let k = Kernel::new(&src.replace("v6 = INDEX", "v13 = iadd v5, v4\n    v6 = iadd v13, v1"));
    k.dump();
    assert_eq!(
        k.line("arg0:"),
        "arg0: local (8·tid.x + 8·bid.x·bdim.x + 8·arg1)"
    );
    assert!(k.line("store").ends_with(": local"));
}

/// An array of structs `p[i].a`, `p[i].b` (8-byte stride, fields at 0 and
/// 4): each thread touches its own 8 bytes. A 4-byte access at 8 would
/// reach the next thread's element.
#[test]
fn fields_of_one_element_are_local() {
    let src = "
func export kernel @k(ptr) {
block0(v0: ptr):
    v1 = block_id.x
    v2 = block_dim.x
    v3 = thread_id.x
    v4 = imul v1, v2
    v5 = iadd v4, v3
    v6 = sext.i64 v5
    v7 = iconst.i64 8
    v8 = imul v6, v7
    v9 = ptr_add v0, v8
    v10 = load.f32 v9 align 4
    v11 = iconst.i64 FIELD
    v12 = ptr_add v9, v11
    store v10, v12 align 4
    return
}";
    let k = Kernel::new(&src.replace("FIELD", "4"));
    k.dump();
    assert_eq!(
        k.line("arg0:"),
        "arg0: local (8·tid.x + 8·bid.x·bdim.x, constants {0, 4})"
    );
    assert!(k.locality.is_local(k.func().layout.insts().nth(9).unwrap()));
    let k = Kernel::new(&src.replace("FIELD", "8"));
    assert!(k.line("arg0:").contains("exceed its stride 8"));
}

/// Shared memory is per block: `tile[t]` is each thread's own even with a
/// block-dependent (but block-uniform) offset; `tile[t + 1]` is not, and
/// neither is `tile[t + k]` for a loop counter `k` (a block parameter:
/// thread `t` at `k = 1` meets thread `t + 1` at `k = 0`).
#[test]
fn shared_memory_tiles() {
    let src = "
global local @tile: size 1024 align 4 addrspace shared = zero

func export kernel @k(ptr) {
block0(v0: ptr):
    v1 = thread_id.x
    v2 = block_id.x
    v3 = global_addr @tile
    v4 = addrspacecast.ptr v3
    v5 = zext.i64 v1
    v6 = iconst.i64 2
    v7 = shl v5, v6
    v8 = ptr_add v4, v7
    v9 = zext.i64 v2
    v10 = ptr_add v8, v9
    v11 = fconst.f32 1.0
    store v11, v10 align 4
    barrier
    v12 = iconst.i64 0
    jump block1(v12)
block1(v13: i64):
    v14 = READ
    v15 = ptr_add v10, v14
    v16 = load.f32 v15 align 4
    v17 = iconst.i64 4
    v18 = iadd v13, v17
    v19 = iconst.i64 64
    v20 = icmp ult v18, v19
    brif v20, block1(v18), block2
block2:
    v21 = load.f32 v0 align 4
    return
}";
    let k = Kernel::new(&src.replace("READ", "iconst.i64 0"));
    k.dump();
    assert_eq!(k.line("@tile:"), "@tile: local (4·tid.x + bid.x)");
    assert_eq!(k.line("v16 = load"), "v16 = load v15: local");
    assert!(k.locality.needs_1d_launch());
    // Kernel parameters never point into shared memory: `*p`, the same
    // address in every thread, is not compared with the tile.
    assert_eq!(
        k.line("arg0:"),
        "arg0: shared by threads: v21 = load v0 is at the same address in every thread"
    );

    let k = Kernel::new(&src.replace("READ", "iconst.i64 4"));
    assert_eq!(k.line("v16 = load"), "v16 = load v15: shared");
    assert_eq!(k.line("store"), "store v10: shared");

    let k = Kernel::new(&src.replace("v14 = READ", "v14 = iadd v13, v12"));
    k.dump();
    assert!(k.line("@tile:").contains("has an unknown address"));
    assert_eq!(k.line("store"), "store v10: shared");
}

/// A `memset` or an unknown call that may touch an object makes it
/// shared, whatever the other accesses' offsets.
#[test]
fn bulk_memory_and_calls_make_objects_shared() {
    let src = "
declare @ext(ptr)

func export kernel @k(ptr, ptr) {
block0(v0: ptr, v1: ptr):
    v2 = block_id.x
    v3 = block_dim.x
    v4 = thread_id.x
    v5 = imul v2, v3
    v6 = iadd v5, v4
    v7 = sext.i64 v6
    v8 = iconst.i64 2
    v9 = shl v7, v8
    v10 = ptr_add v0, v9
    v11 = load.f32 v10 align 4
    store v11, v10 align 4
    BULK
    return
}";
    let k = Kernel::new(&src.replace("BULK", "v12 = iconst.i64 0"));
    assert_eq!(k.line("store"), "store v10: local");
    let k = Kernel::new(&src.replace(
        "BULK",
        "v12 = iconst.i8 0\n    v13 = iconst.i64 16\n    memset v1, v12, v13",
    ));
    k.dump();
    assert_eq!(
        k.line("arg0:"),
        "arg0: shared by threads: memset may touch it"
    );
    assert_eq!(k.line("store"), "store v10: shared");
    let k = Kernel::new(&src.replace("BULK", "call @ext(v1)"));
    k.dump();
    assert_eq!(
        k.line("arg0:"),
        "arg0: shared by threads: call @ext may touch it"
    );
}

/// A pointer chosen by a branch (a block parameter) has no root: what it
/// may point to is shared.
#[test]
fn pointer_phis_are_unknown() {
    let k = Kernel::new(
        "
func export kernel @k(ptr, ptr, i32) {
block0(v0: ptr, v1: ptr, v2: i32):
    v3 = iconst.i32 0
    v4 = icmp eq v2, v3
    brif v4, block1(v0), block1(v1)
block1(v5: ptr):
    v6 = thread_id.x
    v7 = zext.i64 v6
    v8 = iconst.i64 2
    v9 = shl v7, v8
    v10 = ptr_add v5, v9
    v11 = load.f32 v10 align 4
    return
}",
    );
    k.dump();
    assert_eq!(k.line("v11 = load"), "v11 = load v10: shared");
}

/// Every corpus kernel: both analyses run and print, and no barrier of
/// the corpus is divergent.
#[test]
fn corpus_kernels() {
    for src in [
        include_str!("gpu/dot.zir"),
        include_str!("gpu/dot_racy.zir"),
        include_str!("gpu/histogram.zir"),
        include_str!("gpu/histogram_racy.zir"),
        include_str!("gpu/layernorm.zir"),
        include_str!("gpu/lbm.zir"),
        include_str!("gpu/matmul.zir"),
        include_str!("gpu/minmax.zir"),
        include_str!("gpu/nbody.zir"),
        include_str!("gpu/saxpy.zir"),
        include_str!("gpu/softmax.zir"),
        include_str!("gpu/stencil1d.zir"),
        include_str!("gpu/stencil1d_inplace.zir"),
        include_str!("gpu/stencil2d.zir"),
        include_str!("gpu/warp_reduce.zir"),
        include_str!("gpu/warp_scan.zir"),
        include_str!("gpu/xsbench.zir"),
    ] {
        let k = Kernel::new(src);
        println!("== {}", k.func().name);
        k.dump();
        assert!(k.uniformity.divergent_barriers(k.func()).is_empty());
        assert!(k.locality_text().ends_with("\n"));
    }
}

/// `p[4·i]` and `p[4·i | 1]` (as `nbody` reads its `float4`s): the `or`
/// sets bits that `4·i` leaves clear, so it is an addition; `i | 1` is
/// not.
#[test]
fn or_of_clear_low_bits_is_an_addition() {
    let src = "
func export kernel @k(ptr) {
block0(v0: ptr):
    v1 = block_id.x
    v2 = block_dim.x
    v3 = thread_id.x
    v4 = imul v1, v2
    v5 = iadd v4, v3
    v6 = iconst.i32 SHIFT
    v7 = shl v5, v6
    v8 = iconst.i32 1
    v9 = or v7, v8
    v10 = sext.i64 v7
    v11 = sext.i64 v9
    v12 = iconst.i64 2
    v13 = shl v10, v12
    v14 = shl v11, v12
    v15 = ptr_add v0, v13
    v16 = ptr_add v0, v14
    v17 = load.f32 v15 align 4
    store v17, v16 align 4
    return
}";
    let k = Kernel::new(&src.replace("SHIFT", "2"));
    k.dump();
    assert_eq!(
        k.line("arg0:"),
        "arg0: local (16·tid.x + 16·bid.x·bdim.x, constants {0, 4})"
    );
    let k = Kernel::new(&src.replace("SHIFT", "0"));
    assert!(k.line("arg0:").contains("has an unknown address"));
}

/// A `switch` on the thread index diverges like a `brif`.
#[test]
fn switch_on_thread_index_diverges() {
    let k = Kernel::new(
        "
func export kernel @k() {
block0:
    v0 = thread_id.x
    switch v0, [0: block1, 1: block2], block3
block1:
    barrier
    jump block3
block2:
    jump block3
block3:
    barrier
    return
}",
    );
    k.dump();
    let b = k.barriers();
    assert_eq!(k.uniformity.divergent_barriers(k.func()), vec![b[0]]);
}
