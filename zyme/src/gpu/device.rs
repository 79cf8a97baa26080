//! Kernel launches on a real NVIDIA GPU (cargo feature `cuda`).
//!
//! The same arguments as [`super::launch`] (the SIMT interpreter) and the
//! same answer: the arguments after the launch, buffers read back. The
//! module's math calls are expanded ([`zyme_opt::expand_math`] with
//! [`zyme_opt::ExpandMath::gpu`]), the module is emitted as PTX for the
//! device's architecture (`sm_80` for compute capability 8.x, `sm_90` for
//! 9.0 and newer) and the driver compiles that PTX when it loads it.
//! PTX from another producer (`llc-19 -march=nvptx64 -mcpu=sm_80` of the
//! same `.ll`) can be launched and timed the same way
//! ([`DeviceOptions::ptx`], [`Device::run_ptx`]).
//!
//! The driver (`libcuda.so`) is loaded when a device is first opened, so
//! building needs no CUDA toolkit and a machine without a GPU gets
//! [`DeviceError::NoDriver`] or [`DeviceError::NoDevice`], never a panic.
//!
//! Timing: the first launch gives the result; it is also the warm-up
//! (module load, first-touch of the buffers). Each timed launch after it
//! starts from fresh copies of the input buffers (a kernel may update its
//! buffers in place) and is measured between two CUDA events recorded on
//! the stream right around the launch, so copies are not counted. Kernels
//! of a few microseconds are dominated by launch latency (a few µs);
//! compare medians, and compare two PTX texts only on the same device.

use super::{LaunchArg, LaunchError};
use cudarc::driver::{
    sys, CudaContext, CudaFunction, CudaSlice, CudaStream, DriverError, PushKernelArg,
};
use std::sync::Arc;
use zyme_ir::interp::simt::LaunchConfig;
use zyme_ir::Module;
use zyme_ptx::SmVersion;

/// Why a device launch failed, each saying what to do about it.
#[derive(Debug, thiserror::Error)]
pub enum DeviceError {
    #[error(
        "no CUDA driver (libcuda.so) found: {0}; install the NVIDIA driver, or put the \
         directory holding libcuda.so.1 on LD_LIBRARY_PATH"
    )]
    NoDriver(String),
    #[error("no CUDA device {ordinal}: the driver reports {count} device(s){detail}")]
    NoDevice {
        ordinal: usize,
        count: i32,
        detail: String,
    },
    #[error(
        "{name} has compute capability {major}.{minor}; zyme's PTX needs sm_80 or newer \
         (Ampere, Hopper, ...)"
    )]
    Unsupported {
        name: String,
        major: i32,
        minor: i32,
    },
    #[error("expanding math calls for the GPU: {0}")]
    Math(String),
    #[error(transparent)]
    Emit(#[from] zyme_ptx::PtxError),
    #[error("the driver rejected the PTX ({error}){log}")]
    Jit { error: String, log: String },
    #[error("the PTX has no kernel `{kernel}` (looked for {tried})")]
    NoKernel { kernel: String, tried: String },
    #[error(
        "the kernel failed on the device: {0} (a trap, an out-of-bounds access or a bad \
         launch shape; run it with `zyme launch` without --device, and --race, to see where)"
    )]
    Kernel(String),
    #[error("CUDA {call}: {error}")]
    Cuda { call: &'static str, error: String },
}

fn cuda(call: &'static str) -> impl Fn(DriverError) -> DeviceError {
    move |e| DeviceError::Cuda {
        call,
        error: describe(&e),
    }
}

fn describe(e: &DriverError) -> String {
    match (e.error_name(), e.error_string()) {
        (Ok(name), Ok(text)) => format!("{}: {}", name.to_string_lossy(), text.to_string_lossy()),
        _ => format!("{:?}", e.0),
    }
}

/// How to launch on the device.
#[derive(Clone, Debug, Default)]
pub struct DeviceOptions {
    /// The CUDA device number (0 for the first GPU).
    pub ordinal: usize,
    /// Launch this PTX text instead of the one zyme emits for the module
    /// (the module still gives the kernel's signature the arguments are
    /// checked against).
    pub ptx: Option<String>,
    /// Timed launches after the first; 0 times nothing.
    pub repeat: usize,
    /// The PTX target; `None` picks it from the device's compute
    /// capability.
    pub target: Option<SmVersion>,
}

/// Kernel times of the timed launches, in milliseconds.
#[derive(Clone, Debug, PartialEq)]
pub struct Timing {
    /// One per timed launch, in launch order.
    pub runs_ms: Vec<f64>,
}

impl Timing {
    pub fn min_ms(&self) -> f64 {
        self.runs_ms.iter().copied().fold(f64::INFINITY, f64::min)
    }

    pub fn median_ms(&self) -> f64 {
        let mut v = self.runs_ms.clone();
        v.sort_by(f64::total_cmp);
        match v.len() {
            0 => f64::NAN,
            n if n % 2 == 1 => v[n / 2],
            n => (v[n / 2 - 1] + v[n / 2]) / 2.0,
        }
    }
}

impl std::fmt::Display for Timing {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} launches: min {:.4} ms, median {:.4} ms",
            self.runs_ms.len(),
            self.min_ms(),
            self.median_ms()
        )
    }
}

/// What a device launch gives back.
#[derive(Clone, Debug)]
pub struct DeviceRun {
    /// The arguments after the first launch, buffers read back.
    pub args: Vec<LaunchArg>,
    /// The timed launches, when [`DeviceOptions::repeat`] asked for some.
    pub timing: Option<Timing>,
    /// The PTX that ran.
    pub ptx: String,
    /// The device's name, e.g. `NVIDIA H100 80GB HBM3`.
    pub device: String,
    /// The device's compute capability.
    pub compute_capability: (i32, i32),
}

/// An opened GPU: a context and a stream on it, kept for many launches.
pub struct Device {
    ctx: Arc<CudaContext>,
    stream: Arc<CudaStream>,
    name: String,
    cc: (i32, i32),
}

impl Device {
    /// Opens CUDA device `ordinal`, loading the driver library first.
    pub fn open(ordinal: usize) -> Result<Device, DeviceError> {
        // cudarc panics when it cannot load the library; look first.
        // SAFETY: only tries to dlopen libcuda under its usual names.
        if !unsafe { sys::is_culib_present() } {
            return Err(DeviceError::NoDriver(
                "dlopen found none of libcuda.so, libcuda.so.1 (this machine has no NVIDIA driver)"
                    .to_string(),
            ));
        }
        let count = match CudaContext::device_count() {
            Ok(n) => n,
            Err(e) => {
                return Err(DeviceError::NoDevice {
                    ordinal,
                    count: 0,
                    detail: format!(" ({})", describe(&e)),
                })
            }
        };
        if ordinal >= count.max(0) as usize {
            return Err(DeviceError::NoDevice {
                ordinal,
                count,
                detail: String::new(),
            });
        }
        let ctx = CudaContext::new(ordinal).map_err(cuda("cuDevicePrimaryCtxRetain"))?;
        let name = ctx.name().map_err(cuda("cuDeviceGetName"))?;
        let cc = ctx
            .compute_capability()
            .map_err(cuda("cuDeviceGetAttribute"))?;
        let stream = ctx.default_stream();
        Ok(Device {
            ctx,
            stream,
            name,
            cc,
        })
    }

    /// The device's name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The device's compute capability (major, minor).
    pub fn compute_capability(&self) -> (i32, i32) {
        self.cc
    }

    /// The PTX target for this device: `sm_90` from compute capability 9.0
    /// on (the driver compiles sm_90 PTX for newer GPUs too), `sm_80` for
    /// 8.x.
    pub fn target(&self) -> Result<SmVersion, DeviceError> {
        match self.cc.0 {
            8 => Ok(SmVersion::Sm80),
            m if m >= 9 => Ok(SmVersion::Sm90),
            _ => Err(DeviceError::Unsupported {
                name: self.name.clone(),
                major: self.cc.0,
                minor: self.cc.1,
            }),
        }
    }

    /// Loads `ptx` (the driver compiles it for this GPU), launches `kernel`
    /// once on `args` and reads the buffers back; then, when `repeat` is
    /// above 0, times `repeat` more launches, each on fresh copies of the
    /// input buffers. `kernel` is the IR name; its PTX spelling
    /// ([`zyme_ptx::mangle`]) is tried too. The arguments are not checked
    /// against a signature here (see [`launch_on_device`]).
    pub fn run_ptx(
        &self,
        ptx: &str,
        kernel: &str,
        cfg: &LaunchConfig,
        args: &[LaunchArg],
        repeat: usize,
    ) -> Result<(Vec<LaunchArg>, Option<Timing>), DeviceError> {
        let func = self.load(ptx, kernel)?;
        let launch_cfg = cudarc::driver::LaunchConfig {
            grid_dim: (cfg.grid[0], cfg.grid[1], cfg.grid[2]),
            block_dim: (cfg.block[0], cfg.block[1], cfg.block[2]),
            shared_mem_bytes: 0,
        };
        let stream = &self.stream;
        // Every buffer goes over as bytes; the kernel gets its address.
        let host: Vec<Vec<u8>> = args
            .iter()
            .filter(|a| a.elem_bytes().is_some())
            .map(LaunchArg::bytes)
            .collect();
        let mut bufs: Vec<CudaSlice<u8>> = host
            .iter()
            // An empty buffer still gets an address of its own.
            .map(|h| stream.alloc_zeros::<u8>(h.len().max(1)))
            .collect::<Result<_, _>>()
            .map_err(cuda("cuMemAlloc"))?;
        let fill = |bufs: &mut [CudaSlice<u8>]| -> Result<(), DeviceError> {
            for (buf, h) in bufs.iter_mut().zip(&host) {
                if !h.is_empty() {
                    stream.memcpy_htod(h, buf).map_err(cuda("cuMemcpyHtoD"))?;
                }
            }
            Ok(())
        };
        let launch = |bufs: &mut [CudaSlice<u8>],
                      timed: bool|
         -> Result<Option<f64>, DeviceError> {
            let mut builder = stream.launch_builder(&func);
            // Mutable: the kernel may write any of them.
            let mut next = bufs.iter_mut();
            for a in args {
                match a {
                    LaunchArg::I32(x) => builder.arg(x),
                    LaunchArg::I64(x) => builder.arg(x),
                    LaunchArg::F32(x) => builder.arg(x),
                    LaunchArg::F64(x) => builder.arg(x),
                    _ => match next.next() {
                        Some(buf) => builder.arg(buf),
                        None => unreachable!("one device buffer per buffer argument"),
                    },
                };
            }
            if timed {
                builder.record_kernel_launch(sys::CUevent_flags::CU_EVENT_DEFAULT);
            }
            // SAFETY: the arguments are pushed in the kernel's parameter
            // order with the types `launch_on_device` checked against its
            // signature (or that the caller of `run_ptx` vouches for); the
            // buffers outlive the launch, which is synchronized below.
            let events = unsafe { builder.launch(launch_cfg) }
                .map_err(|e| DeviceError::Kernel(format!("cuLaunchKernel: {}", describe(&e))))?;
            stream
                .synchronize()
                .map_err(|e| DeviceError::Kernel(describe(&e)))?;
            match events {
                Some((start, end)) => Ok(Some(f64::from(
                    start.elapsed_ms(&end).map_err(cuda("cuEventElapsedTime"))?,
                ))),
                None => Ok(None),
            }
        };
        fill(&mut bufs)?;
        launch(&mut bufs, false)?;
        let mut out = args.to_vec();
        let mut read = bufs.iter().zip(&host);
        for a in out.iter_mut() {
            if a.elem_bytes().is_none() {
                continue;
            }
            let Some((buf, h)) = read.next() else { break };
            let mut bytes = stream.clone_dtoh(buf).map_err(cuda("cuMemcpyDtoH"))?;
            bytes.truncate(h.len());
            *a = a.with_bytes(&bytes);
        }
        let timing = if repeat > 0 {
            let mut runs_ms = Vec::with_capacity(repeat);
            for _ in 0..repeat {
                fill(&mut bufs)?;
                stream.synchronize().map_err(cuda("cuStreamSynchronize"))?;
                runs_ms.extend(launch(&mut bufs, true)?);
            }
            Some(Timing { runs_ms })
        } else {
            None
        };
        Ok((out, timing))
    }

    /// Loads a PTX module and finds `kernel` in it.
    fn load(&self, ptx: &str, kernel: &str) -> Result<CudaFunction, DeviceError> {
        if ptx.contains('\0') {
            return Err(DeviceError::Jit {
                error: "the PTX text contains a NUL byte".into(),
                log: String::new(),
            });
        }
        let module = self
            .ctx
            .load_module(cudarc::nvrtc::Ptx::from_src(ptx))
            .map_err(|e| DeviceError::Jit {
                error: describe(&e),
                log: self.jit_log(ptx),
            })?;
        let mut tried = vec![kernel.to_string()];
        let mangled = zyme_ptx::mangle(kernel);
        if mangled != kernel {
            tried.push(mangled);
        }
        for name in &tried {
            if let Ok(f) = module.load_function(name) {
                return Ok(f);
            }
        }
        Err(DeviceError::NoKernel {
            kernel: kernel.to_string(),
            tried: tried.join(", "),
        })
    }

    /// The driver's PTX compiler messages for `ptx` (loading it again
    /// with an error-log buffer), as `:\n...`, or nothing.
    fn jit_log(&self, ptx: &str) -> String {
        let Ok(src) = std::ffi::CString::new(ptx) else {
            return String::new();
        };
        if self.ctx.bind_to_thread().is_err() {
            return String::new();
        }
        let mut log = vec![0u8; 16 * 1024];
        let mut options = [
            sys::CUjit_option::CU_JIT_ERROR_LOG_BUFFER,
            sys::CUjit_option::CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
        ];
        let mut values = [
            log.as_mut_ptr().cast::<std::ffi::c_void>(),
            log.len() as *mut std::ffi::c_void,
        ];
        let mut module = std::ptr::null_mut();
        // SAFETY: the option values are a buffer and its size, both alive
        // for the call; a module that loads after all is unloaded at once.
        unsafe {
            let r = sys::cuModuleLoadDataEx(
                &mut module,
                src.as_ptr().cast(),
                options.len() as u32,
                options.as_mut_ptr(),
                values.as_mut_ptr(),
            );
            if r == sys::CUresult::CUDA_SUCCESS && !module.is_null() {
                sys::cuModuleUnload(module);
            }
        }
        let end = log.iter().position(|&b| b == 0).unwrap_or(log.len());
        let text = String::from_utf8_lossy(&log[..end]).trim().to_string();
        if text.is_empty() {
            String::new()
        } else {
            format!(":\n{text}")
        }
    }
}

/// The PTX zyme launches for `module` on `target`: math calls expanded
/// for the GPU, then emitted.
pub fn device_ptx(module: &Module, target: SmVersion) -> Result<String, DeviceError> {
    let mut module = module.clone();
    zyme_opt::expand_math(&mut module, &zyme_opt::ExpandMath::gpu())
        .map_err(|e| DeviceError::Math(e.to_string()))?;
    Ok(zyme_ptx::emit_module(
        &module,
        &zyme_ptx::PtxOptions::new(target),
    )?)
}

/// Launches `kernel` on a GPU, as [`super::launch`] does on the SIMT
/// interpreter: the arguments are checked against the kernel's signature,
/// the module's PTX (or [`DeviceOptions::ptx`]) is loaded, buffers are
/// copied in, the kernel runs on `cfg`'s grid and blocks, and the
/// arguments after it come back, with the timings `opts.repeat` asks for.
/// `cfg.race_check` has no meaning on a device and is ignored.
pub fn launch_on_device(
    module: &Module,
    kernel: &str,
    cfg: &LaunchConfig,
    args: &[LaunchArg],
    opts: &DeviceOptions,
) -> Result<DeviceRun, LaunchError> {
    super::check_args(module, kernel, args)?;
    let device = Device::open(opts.ordinal)?;
    let ptx = match &opts.ptx {
        Some(text) => text.clone(),
        None => {
            let target = match opts.target {
                Some(t) => t,
                None => device.target()?,
            };
            device_ptx(module, target)?
        }
    };
    let (after, timing) = device.run_ptx(&ptx, kernel, cfg, args, opts.repeat)?;
    Ok(DeviceRun {
        args: after,
        timing,
        ptx,
        device: device.name.clone(),
        compute_capability: device.cc,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn timing_statistics() {
        let t = Timing {
            runs_ms: vec![3.0, 1.0, 2.0, 10.0],
        };
        assert_eq!(t.min_ms(), 1.0);
        assert_eq!(t.median_ms(), 2.5);
        assert!(t.to_string().contains("4 launches"));
    }

    #[test]
    fn errors_say_what_to_do() {
        let e = DeviceError::NoDriver("none".into()).to_string();
        assert!(e.starts_with("no CUDA driver (libcuda.so) found"), "{e}");
        assert!(e.contains("LD_LIBRARY_PATH"), "{e}");
    }
}
