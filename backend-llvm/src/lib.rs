//! Prints a zyme module as LLVM IR text that clang-19 and llc-19 accept.
//!
//! Three uses: `zyme compile --emit ll` for the CPU peak-speed path (clang
//! `-O2` on zyme's output after differentiation); AMD GPUs, where a
//! module printed for `amdgcn-amd-amdhsa` assembles with
//! `llc -march=amdgcn -mcpu=gfx90a`; and NVIDIA GPUs, where a module
//! printed for `nvptx64-nvidia-cuda` is what clang-19 makes of CUDA
//! (NVVM intrinsics, `!nvvm.annotations` kernels): `llc -march=nvptx64
//! -mcpu=sm_80` compiles it and zyme's LLVM frontend reads it back.
//!
//! The printed program means what the zyme module means (see
//! `zyme_ir::interp`): integer division traps, shifts take their amount
//! modulo the width, float-to-integer conversions saturate, math
//! operations call the C library on CPUs, and on a CPU the GPU operations
//! describe a grid of one thread, as in the Cranelift backend.
//!
//! * `module.rs`: the header, globals (initializer bytes and
//!   relocations), declarations;
//! * `func.rs`: one function: blocks, block parameters as phis, branches;
//! * `inst.rs`: the instructions, `math.rs` the math operations,
//!   `gpu.rs` the GPU operations (one thread on a CPU, AMDGPU intrinsics
//!   on amdgcn, NVVM intrinsics on nvptx64).

mod func;
mod gpu;
mod inst;
mod math;
mod module;
pub mod types;

use zyme_ir::Module;

/// What the printed module is for: the triple, the data layout, and how
/// GPU operations, stack slots and math operations are printed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Target {
    X86_64Linux,
    Aarch64Linux,
    /// `amdgcn-amd-amdhsa`; `mcpu` (e.g. `gfx90a`) is written as the
    /// functions' `target-cpu`.
    Amdgcn {
        mcpu: String,
    },
    /// `nvptx64-nvidia-cuda` for `sm_<sm>` (e.g. 80), written as the
    /// functions' `target-cpu`; kernels are listed in `!nvvm.annotations`.
    Nvptx64 {
        sm: u32,
    },
}

impl Target {
    /// Parses a CLI spelling: `x86_64`, `aarch64`, `amdgcn` (gfx90a) or
    /// `amdgcn-gfxNNN`, `nvptx64` (sm_80) or `nvptx64-sm_NN`, or a full
    /// triple.
    pub fn parse(text: &str) -> Option<Target> {
        match text {
            "x86_64" | "x86-64" | "x86_64-unknown-linux-gnu" | "x86_64-linux" => {
                Some(Target::X86_64Linux)
            }
            "aarch64" | "arm64" | "aarch64-unknown-linux-gnu" | "aarch64-linux" => {
                Some(Target::Aarch64Linux)
            }
            "amdgcn" | "amdgcn-amd-amdhsa" => Some(Target::Amdgcn {
                mcpu: "gfx90a".into(),
            }),
            "nvptx64" | "nvptx64-nvidia-cuda" => Some(Target::Nvptx64 { sm: 80 }),
            other => {
                if let Some(sm) = other.strip_prefix("nvptx64-sm_") {
                    let digits = sm.bytes().all(|b| b.is_ascii_digit());
                    let sm: u32 = sm.parse().ok().filter(|_| digits)?;
                    return (30..1000).contains(&sm).then_some(Target::Nvptx64 { sm });
                }
                let mcpu = other.strip_prefix("amdgcn-")?;
                (mcpu.starts_with("gfx") && mcpu.bytes().all(|b| b.is_ascii_alphanumeric()))
                    .then(|| Target::Amdgcn { mcpu: mcpu.into() })
            }
        }
    }

    /// The host's target, where zyme supports it.
    pub fn host() -> Option<Target> {
        match std::env::consts::ARCH {
            "x86_64" => Some(Target::X86_64Linux),
            "aarch64" => Some(Target::Aarch64Linux),
            _ => None,
        }
    }

    pub fn triple(&self) -> &'static str {
        match self {
            Target::X86_64Linux => "x86_64-unknown-linux-gnu",
            Target::Aarch64Linux => "aarch64-unknown-linux-gnu",
            Target::Amdgcn { .. } => "amdgcn-amd-amdhsa",
            Target::Nvptx64 { .. } => "nvptx64-nvidia-cuda",
        }
    }

    /// LLVM 19's data layout for the triple.
    pub fn datalayout(&self) -> &'static str {
        match self {
            Target::X86_64Linux => {
                "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
            }
            Target::Aarch64Linux => "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32",
            Target::Amdgcn { .. } => {
                "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
            }
            Target::Nvptx64 { .. } => "e-i64:64-i128:128-v16:16-v32:32-n16:32:64",
        }
    }

    /// Whether GPU operations are real (otherwise: one thread).
    pub fn is_gpu(&self) -> bool {
        matches!(self, Target::Amdgcn { .. } | Target::Nvptx64 { .. })
    }

    /// Whether this is `nvptx64-nvidia-cuda`.
    pub fn is_nvptx(&self) -> bool {
        matches!(self, Target::Nvptx64 { .. })
    }

    /// The GPU's short name for messages (`amdgcn`, `nvptx64`), or the
    /// triple on a CPU.
    pub fn name(&self) -> &'static str {
        match self {
            Target::Amdgcn { .. } => "amdgcn",
            Target::Nvptx64 { .. } => "nvptx64",
            other => other.triple(),
        }
    }
}

/// Why a module cannot be printed for a target.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LlvmOutError {
    /// An instruction has no LLVM form on the target (or is malformed).
    #[error("@{function}: `{inst}`: {message}")]
    Inst {
        function: String,
        inst: String,
        message: String,
    },
    /// A function as a whole (its signature, its kind) cannot be printed.
    #[error("@{function}: {message}")]
    Function { function: String, message: String },
    /// A global cannot be printed.
    #[error("global @{global}: {message}")]
    Global { global: String, message: String },
}

/// Prints `module` as LLVM IR text for `target`.
pub fn print_module(module: &Module, target: &Target) -> Result<String, LlvmOutError> {
    module::print(module, target)
}
