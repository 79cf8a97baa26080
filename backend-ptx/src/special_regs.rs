//! The PTX special registers behind the IR's GPU operations.

use zyme_ir::GpuOp;

/// The special register (`%tid.x`) or constant a GPU operation reads;
/// `None` for the barrier, which reads nothing.
pub fn source(op: GpuOp) -> Option<&'static str> {
    Some(match op {
        GpuOp::ThreadIdX => "%tid.x",
        GpuOp::ThreadIdY => "%tid.y",
        GpuOp::ThreadIdZ => "%tid.z",
        GpuOp::BlockIdX => "%ctaid.x",
        GpuOp::BlockIdY => "%ctaid.y",
        GpuOp::BlockIdZ => "%ctaid.z",
        GpuOp::BlockDimX => "%ntid.x",
        GpuOp::BlockDimY => "%ntid.y",
        GpuOp::BlockDimZ => "%ntid.z",
        GpuOp::GridDimX => "%nctaid.x",
        GpuOp::GridDimY => "%nctaid.y",
        GpuOp::GridDimZ => "%nctaid.z",
        GpuOp::LaneId => "%laneid",
        // Every target zyme emits for has 32-thread warps.
        GpuOp::WarpSize => "32",
        GpuOp::Barrier => return None,
    })
}
