//! Command-line parsing and the subcommands. Errors are rendered here and
//! only here: the libraries return them.

mod bench;
mod cc;
mod grad;
mod grad_wasm;
mod gradbench;
mod native;
mod trap;

use clap::{Parser, Subcommand};
use std::path::{Path, PathBuf};
use zyme_ir::value::{parse_literal, split_list};
use zyme_ir::{DataValue, Module};

#[derive(Parser)]
#[command(
    name = "zyme",
    version,
    about = "Zyme: an automatic-differentiation compiler"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
    /// Run zyme-opt's pre-differentiation pipeline (inlining, mem2reg,
    /// GVN, LICM, DCE, CFG simplification, constant folding) on every
    /// function a command loads.
    #[arg(long = "opt", global = true)]
    opt: bool,
    /// Where zyme-opt runs around the derivatives an LLVM IR module asks
    /// for through the Enzyme ABI: `before` synthesis (as Enzyme does),
    /// `after` it, `both` (the default) or `none`.
    #[arg(long = "ad-opt", global = true, default_value = "both", value_parser = parse_ad_pipeline)]
    ad_opt: zyme::AdPipeline,
    /// What reverse mode's cache favours: `speed` (the default: division
    /// and the math library's results are taped, which on a CPU is
    /// cheaper than calling `exp` again) or `memory` (they are recomputed
    /// from their operands, as Enzyme does: a loop of `exp`s needs no
    /// tape).
    #[arg(long = "cache", global = true, default_value = "speed", value_name = "CACHE", value_parser = parse_cache, action = clap::ArgAction::Set)]
    least_memory: bool,
}

/// `--cache speed|memory`: whether reverse mode favours memory.
fn parse_cache(text: &str) -> Result<bool, String> {
    zyme::AdPipeline::DEFAULT
        .with_cache(text)
        .map(|p| p.least_memory)
        .ok_or_else(|| format!("`{text}`: expected speed or memory"))
}

fn parse_ad_pipeline(text: &str) -> Result<zyme::AdPipeline, String> {
    zyme::AdPipeline::parse(text)
        .ok_or_else(|| format!("`{text}`: expected before, after, both or none"))
}

/// How [`load`] reads a file: `--opt` and `--ad-opt`.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Load {
    /// zyme-opt's pipeline on every function after loading.
    pub optimize: bool,
    /// zyme-opt around the derivatives an LLVM module asks for.
    pub pipeline: zyme::AdPipeline,
}

#[derive(Subcommand)]
enum Command {
    /// Parse and verify a zyme IR file.
    Check { file: PathBuf },
    /// Print a zyme IR file in canonical form.
    Print { file: PathBuf },
    /// Run a function of a zyme IR (`.zir`) or LLVM IR (`.ll`) file through
    /// the JIT (or the interpreter). For `main` of a `.ll` file, the words
    /// after `--` are the program's arguments and its exit status is ours.
    Run {
        file: PathBuf,
        /// The function to call.
        #[arg(long = "fn", default_value = "main")]
        func: String,
        /// Shared libraries to load before resolving the program's imports
        /// (libstdc++, libm and Rust's libstd are found automatically).
        #[arg(long = "lib")]
        libs: Vec<PathBuf>,
        /// The program's arguments (`main` of a `.ll` file).
        #[arg(last = true)]
        program_args: Vec<String>,
        /// Comma-separated arguments typed by the function's signature,
        /// e.g. `--args "1.5, -3, [1.0, 2.0]"`.
        #[arg(long, default_value = "", allow_hyphen_values = true)]
        args: String,
        /// Use the reference interpreter instead of the JIT.
        #[arg(long)]
        interp: bool,
    },
    /// Compile a zyme IR or LLVM IR file to an object file that `cc` links
    /// (`--emit object`, the default), to PTX text (`--emit ptx`), or print
    /// it as LLVM IR text for clang/llc (`--emit ll`). For GPU targets the
    /// math library is expanded into zyme IR first.
    Compile {
        file: PathBuf,
        #[arg(short, long)]
        output: PathBuf,
        /// Target: a triple for objects (default: the host), e.g.
        /// aarch64-unknown-linux-gnu; sm_80 (default) or sm_90 for PTX;
        /// x86_64, aarch64, amdgcn (gfx90a), amdgcn-gfxNNN, nvptx64 (sm_80)
        /// or nvptx64-sm_NN for `ll`.
        #[arg(long)]
        target: Option<String>,
        /// object, ptx or ll.
        #[arg(long, default_value = "object")]
        emit: String,
    },
    /// Print every value's type tree and activity for a function called
    /// with the given argument kinds (what differentiation will use).
    Explain {
        file: PathBuf,
        /// The function to analyse.
        #[arg(long = "fn")]
        func: String,
        /// One kind per parameter: const, dup, dupnoneed, active.
        #[arg(long, default_value = "")]
        args: String,
        /// Print instead the reverse-mode plan: for every value the
        /// reverse sweep reads, whether it is remade, read directly,
        /// recomputed, reloaded or taped, and why, with each block's tape
        /// record; `combined` (the default) or `split`. The function is
        /// optimised first as the driver would (`--ad-opt before|both`).
        #[arg(long, num_args = 0..=1, default_missing_value = "combined")]
        plan: Option<String>,
    },
    /// A derivative of one function, made by the driver: printed
    /// (`--emit ir`), compiled (`--emit object -o f.o`), or JIT-run at
    /// `--at` arguments (pointers as buffer literals, `f64[1, 2]`), with
    /// `--check` against central finite differences.
    Grad {
        file: PathBuf,
        /// The function to differentiate.
        #[arg(long = "fn")]
        func: String,
        /// reverse (combined), forward, or split.
        #[arg(long, default_value = "reverse")]
        mode: String,
        /// One kind per parameter: const, dup, dupnoneed, active.
        #[arg(long, default_value = "")]
        args: String,
        /// Run the derivative at these arguments (`"1.5, f64[1, 2], 3"`).
        #[arg(long, allow_hyphen_values = true)]
        at: Option<String>,
        /// ir, object or wasm instead of running.
        #[arg(long)]
        emit: Option<String>,
        #[arg(short, long)]
        output: Option<PathBuf>,
        /// Compare with central finite differences of Σ results.
        #[arg(long)]
        check: bool,
    },
    /// A drop-in wrapper around a clang/clang++ command line for programs
    /// written for Enzyme: `zyme cc -- clang-19 -O2 prog.c -o prog -lm`.
    /// The derivatives (and all code zyme can compile) come from zyme;
    /// the rest from the given compiler; the output is the file the
    /// command would have produced.
    Cc {
        /// Print each step and which functions the compiler keeps.
        #[arg(short, long)]
        verbose: bool,
        /// Keep the intermediate files (and print where).
        #[arg(long)]
        keep_temps: bool,
        /// What compiles zyme's part (the derivatives and the code around
        /// them): `cranelift` (the default: zyme's own code generator), or
        /// `llvm`, which prints it as LLVM IR text and hands it to the
        /// given compiler with the command's optimisation flags, for
        /// code as fast as LLVM makes it.
        #[arg(long, default_value = "cranelift")]
        backend: cc::Backend,
        /// The compiler command line.
        #[arg(last = true, required = true)]
        command: Vec<String>,
    },
    /// Run one GPU kernel launch on the reference interpreter (a grid of
    /// blocks of threads, shared memory, barriers, atomics, shuffles) and
    /// print the arguments after it as JSON, buffers with their final
    /// contents.
    Launch {
        /// A `.ll` (nvptx64 from clang -x cuda) or `.zir` file.
        file: PathBuf,
        /// The kernel to launch.
        #[arg(long)]
        kernel: String,
        /// Blocks in the grid: X[,Y[,Z]].
        #[arg(long, default_value = "1")]
        grid: String,
        /// Threads in a block: X[,Y[,Z]].
        #[arg(long, default_value = "1")]
        block: String,
        /// A JSON array, one entry per kernel parameter:
        /// `{"i32": 5}`, `{"f32": 0.5}`, `{"f64[]": [1, 2]}`, ...
        #[arg(long)]
        args: PathBuf,
        /// Report data races (non-atomic accesses to one address by two
        /// threads with no barrier between them) and exit non-zero.
        #[arg(long)]
        race: bool,
        /// Run on the first NVIDIA GPU instead of the interpreter (needs a
        /// zyme built with `--features cuda` and the NVIDIA driver): the
        /// kernel's PTX is loaded by the driver and the same JSON printed.
        #[arg(long, conflicts_with = "race")]
        device: bool,
        /// Print the launch's memory traffic to stderr, per state space
        /// (global, shared, local, device heap): bytes read and written,
        /// loads, stores and atomics, and the device heap's peak and
        /// largest per-thread allocation. Interpreter only.
        #[arg(long, conflicts_with = "device")]
        traffic: bool,
        /// With --device: time N more launches (each on fresh copies of
        /// the buffers) and print min and median kernel times to stderr.
        #[arg(long, value_name = "N", requires = "device")]
        time: Option<usize>,
        /// With --device: launch this PTX file (e.g. `llc-19
        /// -march=nvptx64 -mcpu=sm_80` of the same `.ll`) instead of
        /// zyme's; FILE still gives the kernel's signature.
        #[arg(long, value_name = "PTX", requires = "device")]
        ptx: Option<PathBuf>,
    },
    /// The derivative kernel of a GPU kernel: `NAME_grad` (reverse mode;
    /// its parameters the kernel's with each `dup` buffer followed by its
    /// shadow, which holds the adjoint of the output on entry and gets the
    /// gradient of the input added) or `NAME_fwd` (forward mode).
    GradKernel {
        /// A `.ll` (nvptx64 from clang -x cuda) or `.zir` file.
        file: PathBuf,
        /// The kernel to differentiate.
        #[arg(long)]
        kernel: String,
        /// One kind per parameter: const or dup.
        #[arg(long)]
        args: String,
        /// reverse (`NAME_grad`), forward (`NAME_fwd`), or split
        /// (`NAME_augmented` then `NAME_reverse`, launched separately with
        /// one more argument: zeroed tape headers for every thread).
        #[arg(long, default_value = "reverse")]
        mode: String,
        /// ptx, ll (nvptx64, for `zyme launch` and llc), ll-amdgcn, or ir.
        #[arg(long, default_value = "ptx")]
        emit: String,
        /// sm_80 or sm_90 for ptx; a `compile --emit ll` target for ll.
        #[arg(long)]
        target: Option<String>,
        /// Optimisations to switch off, comma-separated: recompute,
        /// min-cut, reload, loop-invariant, phi-unwrap, shared-records,
        /// thread-local, warp-reduce, heap-to-stack.
        #[arg(long, value_name = "LIST", default_value = "")]
        no_opt: String,
        #[arg(short, long)]
        output: PathBuf,
    },
    /// A GradBench tool: the JSON-lines protocol on stdin/stdout, for the
    /// evals zyme implements (hello, lse, llsq, det, ode, kmeans, gmm, lstm, ba, saddle, particle).
    Gradbench,
    /// The main job on a built-in example (no files needed): a function
    /// built in Rust, its forward derivative and reverse gradient made by
    /// the driver, JIT-compiled and checked against finite differences.
    Demo,
    /// Measure JIT compile throughput and interpreter speed.
    BenchCompile {
        /// Instructions in the generated function.
        #[arg(long, default_value_t = 100_000)]
        insts: usize,
    },
}

/// Runs the CLI and returns the process exit code.
pub fn main() -> i32 {
    let cli = Cli::parse();
    let opts = Load {
        optimize: cli.opt,
        pipeline: zyme::AdPipeline {
            least_memory: cli.least_memory,
            ..cli.ad_opt
        },
    };
    let result = match cli.command {
        Command::Check { file } => check(&file, &opts),
        Command::Print { file } => {
            load(&file, &opts).map(|m| print!("{}", zyme_ir::text::print_module(&m)))
        }
        Command::Run {
            file,
            func,
            libs,
            program_args,
            args,
            interp,
        } => {
            if is_llvm(&file) && func == "main" && args.is_empty() {
                native::run_main(&file, &opts, &libs, &program_args, interp)
            } else {
                run(&file, &opts, &func, &args, interp)
            }
        }
        Command::Compile {
            file,
            output,
            target,
            emit,
        } => compile(&file, &opts, &output, target.as_deref(), &emit),
        Command::Explain {
            file,
            func,
            args,
            plan,
        } => explain(&file, &opts, &func, &args, plan.as_deref()),
        Command::Cc {
            verbose,
            keep_temps,
            backend,
            command,
        } => match cc::cc(
            &command,
            &cc::Options {
                verbose,
                keep: keep_temps,
                pipeline: opts.pipeline,
                backend,
            },
        ) {
            Ok(0) => Ok(()),
            Ok(code) => return code,
            // A diagnostic in clang's form goes out as it is, for editors.
            Err(e) if e.contains(": error: ") => {
                eprintln!("{e}");
                return 1;
            }
            Err(e) => Err(e),
        },
        Command::Grad {
            file,
            func,
            mode,
            args,
            at,
            emit,
            output,
            check,
        } => grad::grad(
            &grad::GradArgs {
                file: &file,
                func: &func,
                mode: &mode,
                kinds: &args,
                at: at.as_deref(),
                emit: emit.as_deref(),
                output: output.as_deref(),
                check,
            },
            &opts,
        ),
        Command::Launch {
            file,
            kernel,
            grid,
            block,
            args,
            race,
            device,
            traffic,
            time,
            ptx,
        } => {
            let on = device.then_some(DeviceLaunch {
                time: time.unwrap_or(0),
                ptx: ptx.as_deref(),
            });
            launch(
                &file, &opts, &kernel, &grid, &block, &args, race, traffic, on,
            )
        }
        Command::GradKernel {
            file,
            kernel,
            args,
            mode,
            emit,
            target,
            no_opt,
            output,
        } => grad_kernel(
            &file,
            &opts,
            &GradKernel {
                kernel: &kernel,
                kinds: &args,
                mode: &mode,
                emit: &emit,
                target: target.as_deref(),
                no_opt: &no_opt,
            },
            &output,
        ),
        Command::Gradbench => gradbench::gradbench(opts.pipeline),
        Command::Demo => demo(),
        Command::BenchCompile { insts } => bench::bench_compile(insts),
    };
    match result {
        Ok(()) => 0,
        Err(message) => {
            eprintln!("zyme: {message}");
            1
        }
    }
}

/// Whether a path names LLVM IR: text by its `.ll` extension, bitcode by
/// its magic (whatever its name).
fn is_llvm(file: &Path) -> bool {
    file.extension().is_some_and(|e| e == "ll")
        || std::fs::read(file).is_ok_and(|b| zyme::is_bitcode(&b))
}

/// Reads, parses (LLVM bitcode by its magic, LLVM IR text for `.ll`, a
/// wasm module for `.wasm`, zyme IR otherwise) and verifies a file;
/// errors are `FILE:line:col: message`.
fn load(file: &Path, opts: &Load) -> Result<Module, String> {
    if file.extension().is_some_and(|e| e == "wasm") {
        let bytes =
            std::fs::read(file).map_err(|e| format!("cannot read {}: {e}", file.display()))?;
        let wasm = zyme::wasm::read_wasm(&bytes, &file.display().to_string())
            .map_err(|e| e.to_string())?;
        return Ok(wasm.module);
    }
    let bytes = std::fs::read(file).map_err(|e| format!("cannot read {}: {e}", file.display()))?;
    let bitcode = zyme::is_bitcode(&bytes);
    let text = if bitcode {
        String::new()
    } else {
        String::from_utf8(bytes.clone()).map_err(|_| {
            format!(
                "{}: neither text (not UTF-8) nor LLVM bitcode (no bitcode magic, wrapper, `.llvmbc` section or archive)",
                file.display()
            )
        })?
    };
    let mut module = if bitcode {
        zyme::from_bitcode_unverified(&bytes, &file.display().to_string(), opts.pipeline)
            .map_err(|e| e.to_string())?
    } else if file.extension().is_some_and(|e| e == "ll") {
        zyme::from_ll_unverified(&text, &file.display().to_string(), opts.pipeline)
            .map_err(|e| e.to_string())?
    } else {
        zyme_ir::text::parse_module(&text).map_err(|e| format!("{}:{e}", file.display()))?
    };
    let verify = |module: &Module| {
        zyme_ir::verify_module(module).map_err(|errors| {
            format!(
                "{}: invalid IR:\n{}",
                file.display(),
                zyme_ir::verify::report(module, &errors)
            )
        })
    };
    verify(&module)?;
    if opts.optimize {
        zyme::optimize(&mut module);
        verify(&module).map_err(|e| format!("after zyme-opt: {e}"))?;
    }
    Ok(module)
}

fn check(file: &Path, opts: &Load) -> Result<(), String> {
    let module = load(file, opts)?;
    let defined = module
        .functions
        .values()
        .filter(|f| !f.is_declaration())
        .count();
    println!(
        "{}: ok ({defined} functions defined, {} declared, {} globals)",
        file.display(),
        module.functions.len() - defined,
        module.globals.len()
    );
    Ok(())
}

/// Types the comma-separated `args` by the parameters of `func`.
fn parse_args(module: &Module, func: &str, args: &str) -> Result<Vec<DataValue>, String> {
    let id = module
        .func_by_name(func)
        .ok_or_else(|| format!("no function @{func} in the module"))?;
    let params = &module.functions[id].sig.params;
    let items = split_list(args);
    if items.len() != params.len() {
        return Err(format!(
            "@{func} takes {} arguments ({}), {} given",
            params.len(),
            params
                .iter()
                .map(|t| t.to_string())
                .collect::<Vec<_>>()
                .join(", "),
            items.len()
        ));
    }
    items
        .iter()
        .zip(params)
        .enumerate()
        .map(|(i, (text, &ty))| {
            parse_literal(text, ty).map_err(|e| format!("argument {}: {e}", i + 1))
        })
        .collect()
}

fn run(file: &Path, opts: &Load, func: &str, args: &str, interp: bool) -> Result<(), String> {
    let module = load(file, opts)?;
    let args = parse_args(&module, func, args)?;
    let results = if interp {
        let mut interpreter = zyme_ir::interp::Interpreter::new(&module);
        let outcome = interpreter.call(func, &args);
        use std::io::Write;
        let _ = std::io::stdout().write_all(interpreter.stdout());
        outcome.map_err(|e| e.to_string())?
    } else {
        let jit = zyme_cranelift::JitModule::compile(&module).map_err(|e| e.to_string())?;
        trap::install_handlers();
        jit.call_dynamic(func, &args).map_err(|e| e.to_string())?
    };
    for value in results {
        println!("{value}");
    }
    Ok(())
}

fn compile(
    file: &Path,
    opts: &Load,
    output: &Path,
    target: Option<&str>,
    emit: &str,
) -> Result<(), String> {
    let module = load(file, opts)?;
    let bytes = emit_module(module, target, emit)?;
    std::fs::write(output, bytes).map_err(|e| format!("cannot write {}: {e}", output.display()))
}

/// A module as `zyme compile --emit EMIT --target TARGET` writes it.
fn emit_module(module: Module, target: Option<&str>, emit: &str) -> Result<Vec<u8>, String> {
    Ok(match emit {
        "object" => zyme_cranelift::compile_object(&module, target).map_err(|e| e.to_string())?,
        "ptx" => {
            let sm = match target {
                None => zyme_ptx::SmVersion::Sm80,
                Some(name) => zyme_ptx::SmVersion::from_name(name)
                    .ok_or_else(|| format!("unknown PTX target `{name}`: use sm_80 or sm_90"))?,
            };
            let mut module = module;
            expand_device_math(&mut module)?;
            zyme_ptx::emit_module(&module, &zyme_ptx::PtxOptions::new(sm))
                .map_err(|e| e.to_string())?
                .into_bytes()
        }
        "ll" => {
            use zyme_llvm_out::Target;
            let target = match target {
                Some(t) => Target::parse(t).ok_or_else(|| {
                    format!("unknown --target {t} for --emit ll (x86_64, aarch64, amdgcn, amdgcn-gfxNNN, nvptx64, nvptx64-sm_NN)")
                })?,
                None => Target::host().ok_or("the host is not a target of --emit ll")?,
            };
            let mut module = module;
            if target.is_gpu() {
                expand_device_math(&mut module)?;
            }
            if matches!(target, Target::Amdgcn { .. }) {
                // No device `malloc` there without ROCm's libraries: the
                // module brings its own heap (tapes of gradient kernels).
                zyme_opt::lower_device_heap(&mut module, &zyme_opt::DeviceHeap::default())
                    .map_err(|e| e.to_string())?;
            }
            zyme_llvm_out::print_module(&module, &target)
                .map_err(|e| e.to_string())?
                .into_bytes()
        }
        other => return Err(format!("unknown --emit {other} (object, ptx, ll)")),
    })
}

/// `zyme grad-kernel`: a kernel's derivative kernel, written as PTX,
/// LLVM IR for nvptx64 or amdgcn, or zyme IR.
/// What `zyme grad-kernel` was asked for.
struct GradKernel<'a> {
    kernel: &'a str,
    kinds: &'a str,
    mode: &'a str,
    emit: &'a str,
    target: Option<&'a str>,
    no_opt: &'a str,
}

fn grad_kernel(file: &Path, opts: &Load, a: &GradKernel, output: &Path) -> Result<(), String> {
    let (kernel, mode, emit, target) = (a.kernel, a.mode, a.emit, a.target);
    let mut module = load(file, opts)?;
    let kinds = parse_kinds(a.kinds)?;
    let off = split_list(a.no_opt);
    let off: Vec<&str> = off
        .iter()
        .map(|s| s.trim())
        .filter(|s| !s.is_empty())
        .collect();
    let policy = zyme::gpu::policy_without(&off).map_err(|e| format!("--no-opt: {e}"))?;
    let what = match mode {
        "reverse" => zyme::gpu::KernelDerivative::Gradient,
        "forward" => zyme::gpu::KernelDerivative::Tangent,
        "split" => zyme::gpu::KernelDerivative::Split,
        other => {
            return Err(format!(
                "--mode {other}: expected reverse, forward or split"
            ))
        }
    };
    let made =
        zyme::gpu::derivative_kernel(&mut module, kernel, &kinds, what, opts.pipeline, &policy)
            .map_err(|e| e.to_string())?;
    let mut name = module.functions[made].name.clone();
    if what == zyme::gpu::KernelDerivative::Split {
        name = format!(
            "{name} and @{kernel}_reverse (tape headers: {} bytes per thread)",
            zyme::gpu::TAPE_BYTES_PER_THREAD
        );
    }
    let bytes = match emit {
        "ir" => zyme::ir::text::printer::print_module(&module).into_bytes(),
        "ptx" => emit_module(module, target, "ptx")?,
        "ll" => emit_module(module, Some(target.unwrap_or("nvptx64")), "ll")?,
        "ll-amdgcn" => emit_module(module, Some(target.unwrap_or("amdgcn")), "ll")?,
        other => return Err(format!("--emit {other}: expected ptx, ll, ll-amdgcn or ir")),
    };
    std::fs::write(output, bytes).map_err(|e| format!("cannot write {}: {e}", output.display()))?;
    println!("{}: @{name}", output.display());
    Ok(())
}

/// `zyme launch --device`: on a GPU instead of the interpreter.
#[cfg_attr(not(feature = "cuda"), allow(dead_code))]
struct DeviceLaunch<'a> {
    /// Timed launches after the first.
    time: usize,
    /// A PTX file to launch instead of zyme's.
    ptx: Option<&'a Path>,
}

#[allow(clippy::too_many_arguments)]
fn launch(
    file: &Path,
    opts: &Load,
    kernel: &str,
    grid: &str,
    block: &str,
    args: &Path,
    race: bool,
    traffic: bool,
    device: Option<DeviceLaunch>,
) -> Result<(), String> {
    let module = load(file, opts)?;
    let cfg = zyme_ir::interp::simt::LaunchConfig {
        grid: zyme::gpu::parse_dims(grid).map_err(|e| format!("--grid {e}"))?,
        block: zyme::gpu::parse_dims(block).map_err(|e| format!("--block {e}"))?,
        race_check: race,
    };
    let text = std::fs::read_to_string(args)
        .map_err(|e| format!("cannot read {}: {e}", args.display()))?;
    let values = zyme::gpu::parse_args(&text).map_err(|e| format!("{}: {e}", args.display()))?;
    let after = match device {
        None if traffic => {
            let (after, traffic) = zyme::gpu::launch_counted(&module, kernel, &cfg, &values)
                .map_err(|e| e.to_string())?;
            eprintln!("@{kernel} traffic: {traffic}");
            after
        }
        None => zyme::gpu::launch(&module, kernel, &cfg, &values).map_err(|e| e.to_string())?,
        Some(on) => launch_on_device(&module, kernel, &cfg, &values, &on)?,
    };
    println!("{}", zyme::gpu::args_to_json(&after));
    Ok(())
}

/// Replaces the math operations a GPU lacks with zyme's own functions.
fn expand_device_math(module: &mut Module) -> Result<(), String> {
    zyme_opt::expand_math(module, &zyme_opt::ExpandMath::gpu()).map_err(|e| e.to_string())
}

#[cfg(feature = "cuda")]
fn launch_on_device(
    module: &zyme::Module,
    kernel: &str,
    cfg: &zyme_ir::interp::simt::LaunchConfig,
    values: &[zyme::gpu::LaunchArg],
    on: &DeviceLaunch,
) -> Result<Vec<zyme::gpu::LaunchArg>, String> {
    let ptx = match on.ptx {
        Some(path) => Some(
            std::fs::read_to_string(path)
                .map_err(|e| format!("cannot read {}: {e}", path.display()))?,
        ),
        None => None,
    };
    let opts = zyme::gpu::device::DeviceOptions {
        ptx,
        repeat: on.time,
        ..Default::default()
    };
    let run = zyme::gpu::device::launch_on_device(module, kernel, cfg, values, &opts)
        .map_err(|e| e.to_string())?;
    if let Some(t) = &run.timing {
        let (major, minor) = run.compute_capability;
        let source = match on.ptx {
            Some(path) => path.display().to_string(),
            None => "zyme's PTX".to_string(),
        };
        eprintln!(
            "@{kernel} on {} (sm_{major}{minor}), {source}: {t}",
            run.device
        );
    }
    Ok(run.args)
}

#[cfg(not(feature = "cuda"))]
fn launch_on_device(
    _module: &zyme::Module,
    _kernel: &str,
    _cfg: &zyme_ir::interp::simt::LaunchConfig,
    _values: &[zyme::gpu::LaunchArg],
    _on: &DeviceLaunch,
) -> Result<Vec<zyme::gpu::LaunchArg>, String> {
    Err(
        "--device needs a zyme built with the `cuda` feature: rebuild with \
         `cargo build --release -p zyme --features cuda` (no CUDA toolkit needed, only the \
         NVIDIA driver at run time)"
            .to_string(),
    )
}

fn explain(
    file: &Path,
    opts: &Load,
    func: &str,
    args: &str,
    plan: Option<&str>,
) -> Result<(), String> {
    let mut module = load(file, opts)?;
    let id = module
        .func_by_name(func)
        .ok_or_else(|| format!("no function @{func} in {}", file.display()))?;
    let f = &module.functions[id];
    if f.is_declaration() {
        return Err(format!(
            "@{func} is only declared; it has no body to analyse"
        ));
    }
    let kinds = parse_kinds(args)?;
    if kinds.len() != f.sig.params.len() {
        return Err(format!(
            "@{func} has {} parameters; --args gives {} kinds",
            f.sig.params.len(),
            kinds.len()
        ));
    }
    if let Some(shape) = plan {
        let split = match shape {
            "combined" => false,
            "split" => true,
            other => return Err(format!("--plan {other}: expected combined or split")),
        };
        // A wasm module's trap paths are registered as aborting, as the
        // driver would have them.
        let aborting = if file.extension().is_some_and(|e| e == "wasm") {
            let bytes = std::fs::read(file).map_err(|e| e.to_string())?;
            zyme::wasm::read_wasm(&bytes, &file.display().to_string())
                .map_err(|e| e.to_string())?
                .ad
                .registrations
                .aborting
        } else {
            Vec::new()
        };
        let text = zyme::explain_plan(&mut module, func, &kinds, split, opts.pipeline, &aborting)
            .map_err(|e| e.to_string())?;
        print!("{text}");
        return Ok(());
    }
    print!("{}", zyme_analysis::explain::explain(&module, id, &kinds));
    Ok(())
}

/// `dup,const,active` → argument kinds.
fn parse_kinds(text: &str) -> Result<Vec<zyme::ArgKind>, String> {
    split_list(text)
        .iter()
        .map(|w| {
            zyme::ArgKind::parse(w.trim()).ok_or_else(|| {
                format!("unknown argument kind `{w}` (expected const, dup, dupnoneed or active)")
            })
        })
        .collect()
}

/// `zyme demo`: the main job end to end. A function with a loop, built
/// through the Rust API; its forward derivative and reverse gradient from
/// the driver; JIT-compiled; each partial derivative beside central
/// differences. Fails when they disagree beyond `demo::TOLERANCE`.
fn demo() -> Result<(), String> {
    use std::time::Instant;
    use zyme::demo;
    let err = |e: zyme::Error| e.to_string();
    let ms = |t: Instant| t.elapsed().as_secs_f64() * 1e3;

    let mut module = demo::demo_module();
    let text = zyme_ir::text::print_module(&module);
    println!("zyme demo: a function built in Rust, differentiated in forward and reverse mode,");
    println!("JIT-compiled, and checked against finite differences.\n");
    println!("@energy, built with the builder API (zyme/src/demo.rs):");
    println!("  {}\n\n{text}", demo::FORMULA);
    let reparsed = zyme::parse(&text).map_err(err)?;
    if zyme_ir::text::print_module(&reparsed) != text {
        return Err("the demo module does not round-trip through the text format".into());
    }

    let start = Instant::now();
    let names = demo::differentiate(&mut module).map_err(err)?;
    let synthesis = ms(start);
    let start = Instant::now();
    let jit = zyme::Jit::compile(&module).map_err(|e| e.to_string())?;
    let compile = ms(start);
    println!("Derivatives, asked for in one zyme::Derivatives session and made by the driver");
    println!("(zyme-opt, synthesis, zyme-opt):");
    for (mode, name, what) in [
        (
            "forward",
            &names.forward,
            "x dup, n const, k dup: (x, dx, n, k, dk) -> df along (dx, dk)",
        ),
        (
            "reverse",
            &names.reverse,
            "x dup, n const, k active: (x, dx, n, k) -> df/dk, and dx += df/dx",
        ),
    ] {
        let f = &module.functions[module.func_by_name(name).expect("the driver defined it")];
        println!(
            "  {mode}: @{name}{}, {} instructions",
            zyme_ir::text::printer::signature(&f.sig),
            f.layout.insts().count()
        );
        println!("           {what}");
    }
    println!("  synthesis (request + finish): {synthesis:.1} ms; Cranelift JIT of the module: {compile:.1} ms\n");
    println!("The error column: the largest |a - b| / max(1, |b|) among the three values.\n");

    let mut all = Vec::new();
    for (x, k) in demo::INPUTS {
        let (value, partials) = demo::compare(&jit, &names, x, k).map_err(err)?;
        println!("x = {x:?}, k = {k}: energy = {value:.12}");
        println!(
            "  {:<8} {:>19} {:>19} {:>19} {:>8}",
            "", "reverse", "forward", "central difference", "error"
        );
        for p in &partials {
            println!(
                "  {:<8} {:>19.12} {:>19.12} {:>19.12} {:>8.1e}",
                format!("d/d{}", p.name),
                p.reverse,
                p.forward,
                p.central,
                p.error()
            );
        }
        let max = demo::max_error(&partials);
        println!("  max error {max:.1e}\n");
        all.extend(partials);
    }

    // The rest of the pipeline on the same module: the interpreter runs
    // the primal and the gradient bit for bit as the JIT does, and the
    // module compiles to object files.
    let (x, k) = demo::INPUTS[0];
    let same = demo_interp_matches_jit(&module, &jit, &names.reverse, x, k)?;
    println!(
        "print -> parse -> print: identical; verifier: ok; interpreter == JIT on value and gradient: {}",
        if same { "yes" } else { "NO" }
    );
    if !same {
        return Err("the interpreter and the JIT disagree".into());
    }
    let mut sizes = Vec::new();
    for triple in [None, Some("aarch64-unknown-linux-gnu")] {
        let object = zyme_cranelift::compile_object(&module, triple).map_err(|e| e.to_string())?;
        sizes.push(format!(
            "{} {} bytes",
            triple.unwrap_or("host"),
            object.len()
        ));
    }
    println!("object files: {}", sizes.join(", "));

    let worst = demo::max_error(&all);
    if !demo::agrees(worst) {
        return Err(format!(
            "the derivatives disagree with finite differences: max error {worst:.1e} (tolerance {:.0e})",
            demo::TOLERANCE
        ));
    }
    println!(
        "\nok: reverse mode, forward mode and central differences agree on all {} partials (max error {worst:.1e}, tolerance {:.0e})",
        all.len(),
        demo::TOLERANCE
    );
    Ok(())
}

/// Runs `@energy` and its gradient `reverse` at `(x, k)` on the
/// interpreter and on the JIT; whether every float agrees bit for bit.
fn demo_interp_matches_jit(
    module: &Module,
    jit: &zyme::Jit,
    reverse: &str,
    x: [f64; zyme::demo::N],
    k: f64,
) -> Result<bool, String> {
    use zyme_ir::ScalarType;
    let n = zyme::demo::N;
    let err = |e: zyme::InterpError| e.to_string();
    let mut interp = zyme::Interpreter::new(module);
    let ptr = |addr: u64| DataValue::Int(zyme_ir::Type::PTR.lane(), addr);
    let xs = interp.memory().alloc(8 * n as u64, 8).map_err(err)?;
    let dxs = interp.memory().alloc(8 * n as u64, 8).map_err(err)?;
    interp.memory().write_f64s(xs, &x).map_err(err)?;
    interp
        .memory()
        .write_f64s(dxs, &[0.0; zyme::demo::N])
        .map_err(err)?;
    let count = DataValue::int(ScalarType::I64, n as i64);
    let value = interp
        .call("energy", &[ptr(xs), count.clone(), DataValue::f64(k)])
        .map_err(err)?;
    let dk = interp
        .call(reverse, &[ptr(xs), ptr(dxs), count, DataValue::f64(k)])
        .map_err(err)?;
    let dx = interp.memory().read_f64s(dxs, n).map_err(err)?;

    type Primal = extern "C" fn(*const f64, i64, f64) -> f64;
    type Reverse = extern "C" fn(*const f64, *mut f64, i64, f64) -> f64;
    let primal = jit.get::<Primal>("energy").map_err(|e| e.to_string())?;
    let gradient = jit.get::<Reverse>(reverse).map_err(|e| e.to_string())?;
    let mut jit_dx = [0.0; zyme::demo::N];
    let jit_value = primal.call(x.as_ptr(), n as i64, k);
    let jit_dk = gradient.call(x.as_ptr(), jit_dx.as_mut_ptr(), n as i64, k);
    let bits = |v: &[f64]| v.iter().map(|f| f.to_bits()).collect::<Vec<_>>();
    Ok(value == [DataValue::f64(jit_value)]
        && dk == [DataValue::f64(jit_dk)]
        && bits(&dx) == bits(&jit_dx))
}
