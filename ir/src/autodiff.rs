//! The AD calling convention: the vocabulary every stage shares.
//!
//! A frontend (the LLVM lowering of Enzyme call sites, the wasm frontend,
//! the Rust API) says what it wants differentiated as [`Request`]s and
//! [`Registrations`] — plain data, validated once ([`Request::validate`])
//! — and the driver in the `zyme` facade synthesizes them. The layout of
//! each derivative's signature ([`Mode::signatures`]) and of the tape
//! header a split derivative's caller owns ([`tape`]) are fixed here, so a
//! frontend can declare the functions its call sites call before any
//! derivative exists.

use crate::{FuncId, Module, Signature, Type};
use std::fmt;

/// How an argument takes part in a derivative (Enzyme's `enzyme_const`,
/// `enzyme_dup`, `enzyme_dupnoneed`, `enzyme_out`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum ArgKind {
    /// No derivative.
    Const,
    /// The argument and its shadow (a tangent for a float, shadow memory
    /// for a pointer).
    Dup,
    /// As `Dup`, but the primal result is not needed afterwards.
    DupNoNeed,
    /// A by-value float whose derivative is returned (reverse mode).
    Active,
}

impl ArgKind {
    /// Parses `const`, `dup`, `dupnoneed`, `active` (or `out`).
    pub fn parse(text: &str) -> Option<ArgKind> {
        Some(match text {
            "const" => ArgKind::Const,
            "dup" => ArgKind::Dup,
            "dupnoneed" => ArgKind::DupNoNeed,
            "active" | "out" => ArgKind::Active,
            _ => return None,
        })
    }

    /// Whether the argument carries a derivative at all.
    pub fn is_active(self) -> bool {
        self != ArgKind::Const
    }

    /// Whether a shadow follows the argument (`dup`, `dupnoneed`).
    pub fn is_dup(self) -> bool {
        matches!(self, ArgKind::Dup | ArgKind::DupNoNeed)
    }
}

impl fmt::Display for ArgKind {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(match self {
            ArgKind::Const => "const",
            ArgKind::Dup => "dup",
            ArgKind::DupNoNeed => "dupnoneed",
            ArgKind::Active => "active",
        })
    }
}

/// What a forward-mode derivative returns besides tangents.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct ForwardOptions {
    /// Tangents carried at once (Enzyme's `enzyme_width`).
    pub width: u32,
    /// Return the primal results before the tangents.
    pub return_primal: bool,
    /// A variant for Enzyme's runtime activity: arguments were made
    /// constant because their shadows were their primals, so an active
    /// value stored through one has no derivative to keep.
    pub runtime_activity: bool,
    /// Enzyme's ForwardError mode (`__enzyme_error_estimate`): the
    /// "tangent" of each value is an estimate of its floating-point
    /// error, propagated through each operation's condition numbers and
    /// at least one unit in the last place of the value.
    pub error: bool,
}

impl Default for ForwardOptions {
    fn default() -> ForwardOptions {
        ForwardOptions {
            width: 1,
            return_primal: false,
            runtime_activity: false,
            error: false,
        }
    }
}

/// What a combined reverse-mode derivative returns besides the gradients.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct ReverseOptions {
    /// Return the primal results before the adjoints.
    pub return_primal: bool,
    /// The float results are constant (Enzyme's `enzyme_const_return`):
    /// their adjoints are seeded with 0, so only what flows into
    /// duplicated memory is differentiated.
    pub const_return: bool,
    /// A variant for Enzyme's runtime activity (see
    /// [`ForwardOptions::runtime_activity`]).
    pub runtime_activity: bool,
}

/// Which derivative a request asks for.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Mode {
    /// Tangents (`__enzyme_fwddiff`), `width` at once.
    Forward(ForwardOptions),
    /// Reverse mode, forward and reverse sweep in one function
    /// (`__enzyme_autodiff`).
    Reverse(ReverseOptions),
    /// Vector reverse mode (`__enzyme_autodiff` with `enzyme_width N`):
    /// `width` shadows per duplicated argument, no returned gradients.
    ReverseBatch(u32, ReverseOptions),
    /// Split reverse mode: an augmented forward function leaving a tape,
    /// and a reverse function taking it (`__enzyme_augmentfwd` and
    /// `__enzyme_reverse`).
    Split,
}

impl Mode {
    /// Whether the derivative is made in reverse mode.
    pub fn is_reverse(self) -> bool {
        !matches!(self, Mode::Forward(_))
    }

    /// The signature of the derivative of a function of signature `sig`
    /// (for [`Mode::Split`], of the augmented half), and of the reverse
    /// half of a split derivative.
    pub fn signatures(self, sig: &Signature, kinds: &[ArgKind]) -> (Signature, Option<Signature>) {
        match self {
            Mode::Forward(o) => (forward_signature(sig, kinds, o), None),
            Mode::Reverse(o) => (gradient_signature(sig, kinds, o), None),
            Mode::ReverseBatch(w, o) => (batch_signature(sig, kinds, o, w), None),
            Mode::Split => (
                augmented_signature(sig, kinds),
                Some(reverse_signature(sig, kinds)),
            ),
        }
    }

    /// The prefix of the names zyme gives such derivatives.
    pub fn name(self) -> &'static str {
        match self {
            Mode::Forward(_) => "fwddiff",
            Mode::Reverse(_) | Mode::ReverseBatch(..) => "autodiff",
            Mode::Split => "augmentfwd",
        }
    }
}

impl fmt::Display for Mode {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Mode::Forward(o) => {
                write!(f, "forward")?;
                if o.width != 1 {
                    write!(f, " width={}", o.width)?;
                }
                if o.return_primal {
                    write!(f, " return_primal")?;
                }
                if o.runtime_activity {
                    write!(f, " runtime_activity")?;
                }
                if o.error {
                    write!(f, " error")?;
                }
                Ok(())
            }
            Mode::Reverse(o) | Mode::ReverseBatch(_, o) => {
                write!(f, "reverse")?;
                if let Mode::ReverseBatch(w, _) = self {
                    write!(f, " width={w}")?;
                }
                if o.return_primal {
                    write!(f, " return_primal")?;
                }
                if o.const_return {
                    write!(f, " const_return")?;
                }
                if o.runtime_activity {
                    write!(f, " runtime_activity")?;
                }
                Ok(())
            }
            Mode::Split => write!(f, "split"),
        }
    }
}

/// One derivative asked for: the function, one kind per parameter, the
/// mode.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Request {
    pub function: FuncId,
    pub kinds: Vec<ArgKind>,
    pub mode: Mode,
}

/// Why a request cannot be served, whatever the function's body holds.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RequestError {
    #[error("{kinds} argument kinds for {params} parameters")]
    Arity { kinds: usize, params: usize },
    #[error("vector width 0")]
    ZeroWidth,
    #[error("argument {index}: `active` is a reverse-mode kind; forward mode passes a tangent with `dup`")]
    ActiveInForward { index: usize },
    #[error("argument {index} is a {ty}, which has no derivative; pass it as `const`")]
    NoTangent { index: usize, ty: Type },
    #[error("argument {index} is a {ty}: only floats passed by value are `active` (enzyme_out); pass pointers with `dup`")]
    ActiveNotFloat { index: usize, ty: Type },
    #[error("argument {index} is a {ty}: in reverse mode `dup` is for pointers; a float passed by value is `active` (enzyme_out), anything else `const`")]
    DupNotPointer { index: usize, ty: Type },
    #[error("vector reverse mode (enzyme_width) returns no gradients: pass floats by reference with enzyme_dup, or as enzyme_const")]
    ActiveInBatch,
}

impl Request {
    pub fn new(function: FuncId, kinds: &[ArgKind], mode: Mode) -> Request {
        Request {
            function,
            kinds: kinds.to_vec(),
            mode,
        }
    }

    /// Checks the argument kinds against the function's signature.
    pub fn validate(&self, sig: &Signature) -> Result<(), RequestError> {
        validate_kinds(sig, &self.kinds, self.mode)
    }

    /// The signatures of the functions that receive the derivative (see
    /// [`Mode::signatures`]).
    pub fn signatures(&self, module: &Module) -> (Signature, Option<Signature>) {
        self.mode
            .signatures(&module.functions[self.function].sig, &self.kinds)
    }
}

/// Checks argument kinds against a signature for a mode.
pub fn validate_kinds(sig: &Signature, kinds: &[ArgKind], mode: Mode) -> Result<(), RequestError> {
    if kinds.len() != sig.params.len() {
        return Err(RequestError::Arity {
            kinds: kinds.len(),
            params: sig.params.len(),
        });
    }
    match mode {
        Mode::Forward(o) if o.width == 0 => return Err(RequestError::ZeroWidth),
        Mode::ReverseBatch(0, _) => return Err(RequestError::ZeroWidth),
        _ => {}
    }
    for (index, (&k, &ty)) in kinds.iter().zip(&sig.params).enumerate() {
        if mode.is_reverse() {
            match k {
                ArgKind::Active if !ty.is_float() => {
                    return Err(RequestError::ActiveNotFloat { index, ty })
                }
                ArgKind::Dup | ArgKind::DupNoNeed if !ty.is_ptr() => {
                    return Err(RequestError::DupNotPointer { index, ty })
                }
                _ => {}
            }
        } else {
            if k == ArgKind::Active {
                return Err(RequestError::ActiveInForward { index });
            }
            if k.is_active() && !(ty.is_float() || ty.is_ptr()) {
                return Err(RequestError::NoTangent { index, ty });
            }
        }
    }
    if matches!(mode, Mode::ReverseBatch(..)) && kinds.contains(&ArgKind::Active) {
        return Err(RequestError::ActiveInBatch);
    }
    Ok(())
}

/// How many shadows or tangents follow a parameter of kind `kind` in a
/// forward derivative of `width` lanes ([`forward_signature`]).
pub fn forward_lanes(kind: ArgKind, width: u32) -> usize {
    if kind.is_active() {
        width as usize
    } else {
        0
    }
}

/// The forward derivative's signature: parameters with `width` shadows
/// after each duplicated one; results: the primal ones when asked for,
/// then `width` tangents of each float or pointer result.
pub fn forward_signature(sig: &Signature, kinds: &[ArgKind], options: ForwardOptions) -> Signature {
    let mut out = Signature::default();
    for (&ty, &k) in sig.params.iter().zip(kinds) {
        out.params.push(ty);
        out.params
            .extend(std::iter::repeat_n(ty, forward_lanes(k, options.width)));
    }
    if options.return_primal {
        out.returns.extend_from_slice(&sig.returns);
    }
    for &r in &sig.returns {
        if r.is_float() || r.is_ptr() {
            out.returns
                .extend(std::iter::repeat_n(r, options.width as usize));
        }
    }
    out
}

/// The combined derivative's signature: parameters with a shadow after
/// each duplicated one; results: the primal ones when asked for, then the
/// adjoint of each active argument. Float results are seeded with 1.
pub fn gradient_signature(
    sig: &Signature,
    kinds: &[ArgKind],
    options: ReverseOptions,
) -> Signature {
    let mut out = Signature::new(params_with_shadows(sig, kinds, 1), []);
    if options.return_primal {
        out.returns.extend_from_slice(&sig.returns);
    }
    out.returns.extend(active_params(sig, kinds));
    out
}

/// The vector (batched) gradient's signature: parameters with `width`
/// shadows after each duplicated one; results: the primal ones when asked
/// for.
pub fn batch_signature(
    sig: &Signature,
    kinds: &[ArgKind],
    options: ReverseOptions,
    width: u32,
) -> Signature {
    let returns = if options.return_primal {
        sig.returns.clone()
    } else {
        Vec::new()
    };
    Signature::new(params_with_shadows(sig, kinds, width as usize), returns)
}

/// The augmented half of a split derivative: `(tape, args and shadows)
/// -> (results, shadows of pointer results)`.
pub fn augmented_signature(sig: &Signature, kinds: &[ArgKind]) -> Signature {
    let mut params = vec![Type::PTR];
    params.extend(params_with_shadows(sig, kinds, 1));
    let mut returns = sig.returns.clone();
    returns.extend(sig.returns.iter().filter(|t| t.is_ptr()));
    Signature::new(params, returns)
}

/// The reverse half of a split derivative: `(tape, args and shadows,
/// adjoints of float results) -> adjoints of active arguments`.
pub fn reverse_signature(sig: &Signature, kinds: &[ArgKind]) -> Signature {
    let mut params = vec![Type::PTR];
    params.extend(params_with_shadows(sig, kinds, 1));
    params.extend(sig.returns.iter().filter(|t| t.is_float()));
    Signature::new(params, active_params(sig, kinds).collect::<Vec<_>>())
}

/// The parameters of `sig` with `width` shadows after each duplicated
/// one (how every derivative takes its arguments).
pub fn params_with_shadows(sig: &Signature, kinds: &[ArgKind], width: usize) -> Vec<Type> {
    let mut out = Vec::new();
    for (&ty, &k) in sig.params.iter().zip(kinds) {
        out.push(ty);
        if k.is_dup() {
            out.extend(std::iter::repeat_n(ty, width));
        }
    }
    out
}

/// The `noalias` parameters of a reverse derivative whose parameters are
/// `leading` ones (a split half's tape) and then each of the primal's,
/// with a shadow after each `dup` one ([`params_with_shadows`]): the
/// primal's `noalias` parameters, and its parameters whose memory (and
/// what it reaches) the primal never writes (`read_only`: the caller
/// marks them only where every parameter the primal writes is `restrict`,
/// so none of them is a read-only one's memory). The derivative writes
/// no primal memory the primal does not, and a shadow is never a primal
/// array: while it runs nothing writes a read-only parameter's memory,
/// so nothing written is reached through it. The shadows are not
/// marked: two read-only parameters may be one array, and then their
/// shadows one buffer, which the derivative writes.
pub fn derivative_noalias(
    noalias: &[u32],
    read_only: &[bool],
    kinds: &[ArgKind],
    leading: u32,
) -> Vec<u32> {
    let mut out = Vec::new();
    let mut at = leading;
    for (k, &kind) in kinds.iter().enumerate() {
        if noalias.contains(&(k as u32)) || read_only.get(k) == Some(&true) {
            out.push(at);
        }
        at += 1 + u32::from(kind.is_dup());
    }
    out
}

#[cfg(test)]
mod noalias_tests {
    use super::*;

    #[test]
    fn derivative_keeps_the_primal_restrict_and_read_only_parameters() {
        use ArgKind::*;
        // f(restrict x, n, restrict y, z): x and y duplicated, a tape
        // first.
        let kinds = [Dup, Const, Dup, Dup];
        assert_eq!(derivative_noalias(&[0, 2], &[], &kinds, 1), vec![1, 4]);
        assert_eq!(derivative_noalias(&[3], &[], &kinds, 0), vec![5]);
        // z read only: its primal is marked, not its shadow.
        let read_only = [false, false, false, true];
        assert_eq!(derivative_noalias(&[0], &read_only, &kinds, 0), vec![0, 5]);
    }
}

fn active_params<'a>(sig: &'a Signature, kinds: &'a [ArgKind]) -> impl Iterator<Item = Type> + 'a {
    sig.params
        .iter()
        .zip(kinds)
        .filter(|(_, &k)| k == ArgKind::Active)
        .map(|(&t, _)| t)
}

/// The tape header a caller of a split derivative owns: 24 zeroed bytes
/// it passes to the augmented half and then to the reverse half, which
/// releases the buffer once it has popped everything and leaves the
/// header zeroed. The taped values live in a heap buffer behind it.
pub mod tape {
    /// Bytes of the header.
    pub const HEADER_BYTES: u64 = 24;
    /// The buffer (`ptr`).
    pub const BUF: i64 = 0;
    /// Bytes in use (`i64`).
    pub const LEN: i64 = 8;
    /// Bytes allocated (`i64`).
    pub const CAP: i64 = 16;
}

/// A user-given reverse rule for a function (Enzyme's
/// `__enzyme_register_gradient_NAME = {fn, augmented, reverse}`).
///
/// Under the default classification (pointers duplicated, floats
/// active, integers constant) `augmented` takes the arguments with each
/// pointer's shadow after it and returns nothing, the primal results, a
/// tape pointer, or the tape then the primal results; `reverse` takes the
/// same arguments, the adjoint of each float result, then the tape if
/// there is one, and returns the adjoint of each float argument.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct CustomGradient {
    pub augmented: FuncId,
    pub reverse: FuncId,
}

/// What a program says about its functions, besides requests: custom
/// rules, inactive functions, functions that behave like library ones.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Registrations {
    /// Custom reverse rules.
    pub gradients: Vec<(FuncId, CustomGradient)>,
    /// Custom forward derivatives (`__enzyme_register_derivative_NAME =
    /// {fn, derivative}`): the derivative takes each argument followed,
    /// for floats and pointers, by its tangent or shadow, and returns the
    /// tangent of each float result (or the primal results, then the
    /// tangents).
    pub derivatives: Vec<(FuncId, FuncId)>,
    /// Functions whose calls carry no derivative (`__enzyme_inactivefn`).
    pub inactive: Vec<FuncId>,
    /// Functions that differentiate like a C math function of this name
    /// (`__enzyme_function_like`); allocators and deallocators are
    /// [`Module::library_like`] entries instead.
    pub function_like: Vec<(FuncId, String)>,
    /// Functions whose call means the caller is being abandoned (a wasm
    /// trap unwinding as a status): reverse mode ignores the paths through
    /// them, and a forward sweep that takes one returns at once without
    /// running the reverse.
    pub aborting: Vec<FuncId>,
}

impl Registrations {
    pub fn is_empty(&self) -> bool {
        self.gradients.is_empty()
            && self.derivatives.is_empty()
            && self.inactive.is_empty()
            && self.function_like.is_empty()
            && self.aborting.is_empty()
    }

    /// Every function a registration names, the rules' own included
    /// (never inlined before differentiation: a rule is for calls of its
    /// function).
    pub fn described(&self) -> impl Iterator<Item = FuncId> + '_ {
        self.gradients
            .iter()
            .flat_map(|&(f, g)| [f, g.augmented, g.reverse])
            .chain(self.derivatives.iter().flat_map(|&(f, d)| [f, d]))
            .chain(self.inactive.iter().copied())
            .chain(self.function_like.iter().map(|&(f, _)| f))
            .chain(self.aborting.iter().copied())
    }
}

/// A request and the function(s) declared to receive its body: call
/// sites already call them, so nothing needs patching once the driver
/// defines them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlacedRequest {
    pub request: Request,
    /// The derivative (the augmented half of a split one).
    pub first: FuncId,
    /// The reverse half of a split derivative.
    pub second: Option<FuncId>,
    /// Where the request was made, as `(line, col)` of the input, for
    /// errors.
    pub at: Option<(u32, u32)>,
    /// The derivative's functions are handed to the embedding program by
    /// name (a request made through the Rust API, a GPU kernel's), not
    /// only called from the module: they must stay functions even where
    /// every call of them is inlined.
    pub exposed: bool,
}

impl PlacedRequest {
    /// The functions this request defines.
    pub fn defines(&self) -> impl Iterator<Item = FuncId> {
        std::iter::once(self.first).chain(self.second)
    }
}

/// Everything a frontend asks of the driver for one module.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AdRequests {
    pub requests: Vec<PlacedRequest>,
    pub registrations: Registrations,
}

impl AdRequests {
    pub fn is_empty(&self) -> bool {
        self.requests.is_empty() && self.registrations.is_empty()
    }

    /// The placement of an identical request made earlier.
    pub fn find(&self, request: &Request) -> Option<&PlacedRequest> {
        self.requests.iter().find(|p| p.request == *request)
    }

    /// Declares the function(s) that will receive `request`'s derivative,
    /// named `__zyme_{mode}.{n}.{function}`, and records it; an identical
    /// request made before keeps its functions.
    pub fn place(
        &mut self,
        module: &mut Module,
        request: Request,
        at: Option<(u32, u32)>,
    ) -> Result<(FuncId, Option<FuncId>), crate::module::DuplicateName> {
        if let Some(p) = self.requests.iter_mut().find(|p| p.request == request) {
            // Asked for again without a call site: by the embedding program.
            p.exposed |= at.is_none();
            return Ok((p.first, p.second));
        }
        let (sig, second_sig) = request.signatures(module);
        // `n` numbers the request, and is bumped past names the module
        // already has (from an earlier set of requests).
        let target = module.functions[request.function].name.clone();
        let name = |what: &str, n: usize| format!("__zyme_{what}.{n}.{target}");
        let taken = |m: &Module, name: &str| {
            m.func_by_name(name).is_some() || m.global_by_name(name).is_some()
        };
        let mut n = self.requests.len();
        while taken(module, &name(request.mode.name(), n)) || taken(module, &name("reverse", n)) {
            n += 1;
        }
        let first =
            module.declare_function(&name(request.mode.name(), n), sig, crate::Linkage::Local)?;
        let second = match second_sig {
            Some(sig) => {
                Some(module.declare_function(&name("reverse", n), sig, crate::Linkage::Local)?)
            }
            None => None,
        };
        self.requests.push(PlacedRequest {
            request,
            first,
            second,
            at,
            exposed: at.is_none(),
        });
        Ok((first, second))
    }
}
