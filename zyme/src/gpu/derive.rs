//! Derivative kernels: `zyme grad-kernel`. The gradient of a kernel is a
//! kernel (`NAME_grad`) whose parameters are the primal's with each `dup`
//! buffer followed by its shadow, Enzyme's convention: launched like the
//! primal, with the shadows of its outputs holding the adjoints to
//! propagate, it leaves in the shadows of its inputs the gradient added
//! to what they held. The tangent kernel (`NAME_fwd`) takes the same
//! parameters and writes the tangents of the outputs into their shadows.

use crate::driver::{self, AdPipeline};
use crate::Error;
use zyme_ir::autodiff::{AdRequests, ArgKind, ForwardOptions, Mode, PlacedRequest, Request};
use zyme_ir::{FuncId, Linkage, Module};

/// Which derivative kernel to make.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum KernelDerivative {
    /// Reverse mode, combined (`NAME_grad`).
    Gradient,
    /// Forward mode (`NAME_fwd`).
    Tangent,
}

impl KernelDerivative {
    /// The suffix of the derivative kernel's name.
    pub fn suffix(self) -> &'static str {
        match self {
            KernelDerivative::Gradient => "_grad",
            KernelDerivative::Tangent => "_fwd",
        }
    }

    fn mode(self) -> Mode {
        match self {
            KernelDerivative::Gradient => Mode::Reverse(Default::default()),
            KernelDerivative::Tangent => Mode::Forward(ForwardOptions::default()),
        }
    }
}

/// Adds to `module` the derivative kernel of the kernel `kernel` for the
/// argument kinds `kinds` (`const` or `dup` each; a kernel returns
/// nothing, so nothing can be `active`), made by the driver with
/// `pipeline` around synthesis. Returns the new kernel.
pub fn derivative_kernel(
    module: &mut Module,
    kernel: &str,
    kinds: &[ArgKind],
    what: KernelDerivative,
    pipeline: AdPipeline,
) -> Result<FuncId, Error> {
    let f = module
        .func_by_name(kernel)
        .ok_or_else(|| Error::NoSuchFunction(kernel.to_string()))?;
    if !module.functions[f].kernel {
        return Err(Error::NotKernel(kernel.to_string()));
    }
    let request = Request::new(f, kinds, what.mode());
    request
        .validate(&module.functions[f].sig)
        .map_err(|source| Error::Request {
            function: kernel.to_string(),
            source,
        })?;
    let (sig, _) = request.signatures(module);
    let name = format!("{kernel}{}", what.suffix());
    let id = module.declare_function(&name, sig, Linkage::Export)?;
    module.functions[id].kernel = true;
    let ad = AdRequests {
        requests: vec![PlacedRequest {
            request,
            first: id,
            second: None,
            at: None,
        }],
        ..Default::default()
    };
    driver::differentiate(module, &ad, pipeline).map_err(|error| Error::Ad {
        file: None,
        error: Box::new(error),
    })?;
    Ok(id)
}
