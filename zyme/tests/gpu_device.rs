//! Launches on a real GPU (`--features cuda`): the corpus's `saxpy` and
//! `dot` through zyme's PTX must give what the SIMT interpreter gives.
//! Without a driver or a device the launch must fail with the typed error
//! that says so, and the test prints why it skipped the rest.
#![cfg(feature = "cuda")]

use std::path::Path;
use zyme::gpu::device::{launch_on_device, Device, DeviceError, DeviceOptions};
use zyme::gpu::{self, LaunchArg, LaunchError};
use zyme_ir::interp::simt::LaunchConfig;

fn corpus_launch(
    name: &str,
    grid: u32,
    block: u32,
) -> (zyme::Module, LaunchConfig, Vec<LaunchArg>) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/gpu");
    let file = dir.join(format!("{name}.ll"));
    let text = std::fs::read_to_string(&file).unwrap();
    let module = zyme::from_ll(&text, &file.display().to_string()).unwrap();
    let args =
        gpu::parse_args(&std::fs::read_to_string(dir.join(format!("{name}.args.json"))).unwrap())
            .unwrap();
    let cfg = LaunchConfig {
        grid: [grid, 1, 1],
        block: [block, 1, 1],
        race_check: false,
    };
    (module, cfg, args)
}

/// The device, or why there is none (after checking the error is the
/// typed one that says what to do).
fn device() -> Option<Device> {
    match Device::open(0) {
        Ok(d) => Some(d),
        Err(e @ (DeviceError::NoDriver(_) | DeviceError::NoDevice { .. })) => {
            let text = e.to_string();
            assert!(
                text.starts_with("no CUDA driver (libcuda.so) found")
                    || text.starts_with("no CUDA device"),
                "{text}"
            );
            println!("skipped: {text}");
            None
        }
        Err(e) => panic!("opening the device: {e}"),
    }
}

#[test]
fn corpus_kernels_on_the_gpu_equal_the_interpreter() {
    let have = device();
    for (name, tol) in [("saxpy", 1e-6), ("dot", 1e-5)] {
        let (module, cfg, args) = corpus_launch(name, 4, 64);
        let opts = DeviceOptions {
            repeat: 3,
            ..Default::default()
        };
        let run = launch_on_device(&module, name, &cfg, &args, &opts);
        if have.is_none() {
            match run {
                Err(LaunchError::Device(e)) => println!("{name}: {e}"),
                other => panic!("{name}: no device, yet {other:?}"),
            }
            continue;
        }
        let run = run.unwrap_or_else(|e| panic!("{name}: {e}"));
        let want = gpu::launch(&module, name, &cfg, &args).unwrap();
        gpu::args_close(&run.args, &want, tol).unwrap_or_else(|e| panic!("{name}: {e}"));
        let t = run.timing.expect("timing");
        assert_eq!(t.runs_ms.len(), 3);
        println!("{name} on {}: {t}", run.device);
    }
}

#[test]
fn wrong_arguments_fail_before_the_device_is_opened() {
    let (module, cfg, mut args) = corpus_launch("saxpy", 4, 64);
    args[0] = LaunchArg::F32(1.0);
    let e = launch_on_device(&module, "saxpy", &cfg, &args, &DeviceOptions::default())
        .unwrap_err()
        .to_string();
    assert!(e.contains("argument 0 of @saxpy"), "{e}");
}
