//! The plan of one Enzyme call site: everything the call's arguments and
//! markers decide, as a plain value built before anything is emitted
//! ([`super::parse`]) and followed by the emission ([`super::emit`]).
//!
//! Arguments are named by their index in the LLVM call (`arg3`); the
//! plan holds no IR values, so it prints (`Display`) and compares in
//! tests without a function being lowered.

use crate::ast::{Name, Type as LType, TypedValue, Value as LValue};
use std::fmt;
use zyme_ir::autodiff::{ArgKind, Mode};
use zyme_ir::{FuncId, Type};

/// The Enzyme entry points zyme implements.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Entry {
    /// `__enzyme_fwddiff`, and `__enzyme_fwdsplit` (whose tape zyme's
    /// forward derivatives do not need).
    Forward,
    /// `__enzyme_autodiff`: combined reverse mode.
    Autodiff,
    /// `__enzyme_augmentfwd`: the augmented forward half of split mode.
    AugmentFwd,
    /// `__enzyme_reverse`: the reverse half of split mode.
    Reverse,
    /// `__enzyme_augmentsize`: the size of the tape.
    AugmentSize,
    /// `__enzyme_virtualreverse`: the shadow of a function pointer.
    VirtualReverse,
}

impl Entry {
    /// The entry point a callee name contains, if zyme implements it.
    pub fn of(name: &str) -> Option<Entry> {
        Some(
            if name.contains("__enzyme_fwddiff")
                || name.contains("__enzyme_fwdsplit")
                || name.contains("__enzyme_error_estimate")
            {
                Entry::Forward
            } else if name.contains("__enzyme_autodiff") {
                Entry::Autodiff
            } else if name.contains("__enzyme_augmentfwd") {
                Entry::AugmentFwd
            } else if name.contains("__enzyme_augmentsize") {
                Entry::AugmentSize
            } else if name.contains("__enzyme_reverse") {
                Entry::Reverse
            } else if name.contains("__enzyme_virtualreverse") {
                Entry::VirtualReverse
            } else {
                return None;
            },
        )
    }

    /// Whether the entry point is one of reverse mode's.
    pub fn is_reverse(self) -> bool {
        self != Entry::Forward
    }

    /// Whether the entry point is one half of split reverse mode.
    pub fn is_split(self) -> bool {
        matches!(self, Entry::AugmentFwd | Entry::Reverse)
    }
}

/// A parsed Enzyme call site.
pub(crate) enum EnzymeCall<'p> {
    /// `__enzyme_augmentsize`: the tape header's size, as the integer
    /// type the call returns.
    TapeSize { ret: Type },
    /// `__enzyme_virtualreverse(f)`: `f` (argument `arg`) itself: zyme's
    /// reverse mode dispatches indirect calls on the primal pointer.
    VirtualReverse { arg: usize },
    /// A call of a derivative.
    Derivative(Box<DerivativeCall<'p>>),
}

/// A call of a derivative: the request it makes, and how the call's
/// arguments and results map onto the derivative's.
pub(crate) struct DerivativeCall<'p> {
    /// The call's arguments as the plan's `arg` numbers count them.
    pub slots: Vec<Slot>,
    pub entry: Entry,
    /// The function differentiated, or a `select` between functions.
    pub target: Target<'p>,
    /// The derivative's mode, with its options.
    pub mode: Mode,
    /// A target returning a struct in memory (its first parameter is
    /// `sret`): the caller's memory for that result and its shadow.
    pub result_memory: Option<ResultMemory>,
    /// One entry per parameter of the target, in order.
    pub params: Vec<ParamPlan>,
    /// `__enzyme_reverse`: the adjoint of each float result (argument,
    /// type), after the parameters.
    pub differets: Vec<(usize, Type)>,
    pub tape: TapePlan,
    /// `enzyme_runtime_activity`: the parameters (duplicated pointers)
    /// whose shadow is compared with the primal at run time; each
    /// doubles the variants the call chooses between.
    pub runtime_activity: Vec<usize>,
    /// The values the call produces, in order, before delivery.
    pub results: Vec<ResultLeaf>,
    /// Where those values go.
    pub delivery: Delivery,
}

/// One argument as the plan counts them: a call argument, or one leaf of
/// an aggregate passed by value (AAPCS64 passes a struct of two to four
/// doubles as one `[N x double]` where x86-64 passes the doubles), so
/// that each leaf meets its own parameter of the lowered function.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Slot {
    /// The index of the call argument.
    pub arg: usize,
    /// Which leaf of it, for an aggregate.
    pub leaf: Option<usize>,
}

impl DerivativeCall<'_> {
    /// The argument kind of each parameter: the request's kinds.
    pub fn kinds(&self) -> Vec<ArgKind> {
        self.params.iter().map(|p| p.kind).collect()
    }
}

/// What an Enzyme call's function argument names: a function, or a
/// `select` between such (Enzyme differentiates both and selects).
pub(crate) enum Target<'p> {
    One(FuncId, String),
    Select(&'p TypedValue, Box<Target<'p>>, Box<Target<'p>>),
}

impl Target<'_> {
    /// The functions named, each once, in order of appearance.
    pub fn functions(&self) -> Vec<FuncId> {
        let mut out = Vec::new();
        self.collect(&mut out);
        out
    }

    /// The name of the first function named.
    pub fn primary_name(&self) -> &str {
        match self {
            Target::One(_, name) => name,
            Target::Select(_, a, _) => a.primary_name(),
        }
    }

    fn collect(&self, out: &mut Vec<FuncId>) {
        match self {
            Target::One(f, _) => {
                if !out.contains(f) {
                    out.push(*f)
                }
            }
            Target::Select(_, a, b) => {
                a.collect(out);
                b.collect(out);
            }
        }
    }
}

/// The caller-owned memory for a target's `sret` result: a zeroed
/// primal slot and a zeroed shadow slot, the shadow seeded with ones
/// where an active float result would be (reverse mode).
pub(crate) struct ResultMemory {
    pub ty: LType,
    pub size: u64,
    pub align: u32,
    /// The float leaves (offset, type) of the shadow set to 1.
    pub seeds: Vec<(u64, Type)>,
}

/// How one parameter of the target is passed to the derivative.
pub(crate) struct ParamPlan {
    pub kind: ArgKind,
    /// The parameter's type in the target's signature.
    pub ty: Type,
    pub primal: Primal,
    /// The shadows that follow the value, in order.
    pub shadows: Vec<Shadow>,
}

/// Where a parameter's value comes from.
pub(crate) enum Primal {
    /// The primal slot of the [`ResultMemory`].
    ResultMemory,
    /// An argument, copied first when passed `byval`, then loaded
    /// (`enzyme_byref`) or converted as C's promotions passed it.
    Arg {
        arg: usize,
        byval: Option<LType>,
        load: bool,
    },
    /// The caller's copy of an `enzyme_out` struct passed `byval`.
    ByvalCopy { arg: usize, ty: LType },
}

/// Where shadows come from.
pub(crate) enum Shadow {
    /// An argument (`enzyme_dup x, dx`, or after every value with
    /// `enzyme_interleave`), loaded or converted as its value is.
    Arg { arg: usize, load: bool },
    /// `enzyme_dupv stride`: `width` pointers `base + k × stride`.
    Strided {
        stride: usize,
        base: usize,
        width: u32,
    },
    /// The shadow slot of the [`ResultMemory`].
    ResultMemory,
    /// A zeroed copy of an `enzyme_out` struct passed `byval`, whose
    /// leaves come back with the gradients.
    ByvalOut { ty: LType, size: u64, align: u32 },
}

/// The tape of a split derivative.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum TapePlan {
    /// No tape.
    None,
    /// `__enzyme_augmentfwd` allocates a zeroed header (the matching
    /// `__enzyme_reverse` frees it).
    Allocate,
    /// The caller's tape (`enzyme_tape`); `__enzyme_augmentfwd` clears it.
    Caller { arg: usize, clear: bool },
    /// `__enzyme_reverse`'s trailing tape, freed after the call.
    Trailing { arg: usize },
}

/// One value a derivative call produces.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum ResultLeaf {
    /// The tape header (`__enzyme_augmentfwd` returns it first).
    Tape,
    /// The derivative's `n`-th result.
    Call(usize),
    /// A leaf of the result memory: its primal or its shadow slot.
    ResultMemory { shadow: bool, offset: u64, ty: Type },
    /// A leaf of the shadow copy of parameter `param` (an `enzyme_out`
    /// struct passed `byval`).
    ByvalShadow { param: usize, offset: u64, ty: Type },
}

/// Where the call's values go.
pub(crate) enum Delivery {
    /// Stored into the caller's `sret` memory (argument 0), per leaf
    /// (offset, type), converted and packed as C returns them.
    CallerMemory(Vec<(u64, Type)>),
    /// Nowhere: the call returns `void`.
    Discard,
    /// Zeros of the declared leaves: the derivative returns nothing the
    /// declaration could hold.
    Zeros(Vec<Type>),
    /// The declared leaves, converted and packed as C returns them.
    Leaves(Vec<Type>),
}

impl fmt::Display for EnzymeCall<'_> {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            EnzymeCall::TapeSize { ret } => writeln!(f, "tape size as {ret}"),
            EnzymeCall::VirtualReverse { arg } => writeln!(f, "virtual reverse of arg{arg}"),
            EnzymeCall::Derivative(d) => d.fmt(f),
        }
    }
}

impl fmt::Display for DerivativeCall<'_> {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        writeln!(f, "{:?} {} of {}", self.entry, self.mode, self.target)?;
        if let Some(m) = &self.result_memory {
            write!(f, "result memory {} bytes align {}", m.size, m.align)?;
            for (offset, ty) in &m.seeds {
                write!(f, ", seed {ty}@{offset}")?;
            }
            writeln!(f)?;
        }
        for (k, p) in self.params.iter().enumerate() {
            write!(f, "param {k} {} {}: {}", p.ty, p.kind, p.primal)?;
            if !p.shadows.is_empty() {
                write!(f, " shadows")?;
                for (n, s) in p.shadows.iter().enumerate() {
                    let sep = if n == 0 { " " } else { ", " };
                    write!(f, "{sep}{s}")?;
                }
            }
            writeln!(f)?;
        }
        for (arg, ty) in &self.differets {
            writeln!(f, "differet {ty}: arg{arg}")?;
        }
        match self.tape {
            TapePlan::None => {}
            TapePlan::Allocate => writeln!(f, "tape allocated")?,
            TapePlan::Caller { arg, clear } => {
                writeln!(f, "tape arg{arg}{}", if clear { " cleared" } else { "" })?
            }
            TapePlan::Trailing { arg } => writeln!(f, "tape arg{arg} freed")?,
        }
        if !self.runtime_activity.is_empty() {
            let ps: Vec<String> = self
                .runtime_activity
                .iter()
                .map(|p| format!("param {p}"))
                .collect();
            writeln!(f, "runtime activity of {}", ps.join(", "))?;
        }
        let rs: Vec<String> = self.results.iter().map(ToString::to_string).collect();
        write!(f, "results [{}]", rs.join(", "))?;
        let leaves = |tys: &[Type]| {
            tys.iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        };
        match &self.delivery {
            Delivery::CallerMemory(ls) => {
                let ls: Vec<String> = ls.iter().map(|(o, t)| format!("{t}@{o}")).collect();
                writeln!(f, " stored to arg0 [{}]", ls.join(", "))
            }
            Delivery::Discard => writeln!(f, " discarded"),
            Delivery::Zeros(tys) => writeln!(f, " as zeros [{}]", leaves(tys)),
            Delivery::Leaves(tys) => writeln!(f, " as [{}]", leaves(tys)),
        }
    }
}

impl fmt::Display for Target<'_> {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Target::One(_, name) => write!(f, "@{name}"),
            Target::Select(c, a, b) => write!(f, "select {}, {a}, {b}", value_name(&c.value)),
        }
    }
}

impl fmt::Display for Primal {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Primal::ResultMemory => write!(f, "result memory"),
            Primal::Arg { arg, byval, load } => {
                write!(f, "arg{arg}")?;
                if byval.is_some() {
                    write!(f, " byval copy")?;
                }
                if *load {
                    write!(f, " loaded")?;
                }
                Ok(())
            }
            Primal::ByvalCopy { arg, .. } => write!(f, "arg{arg} byval copy"),
        }
    }
}

impl fmt::Display for Shadow {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Shadow::Arg { arg, load } => {
                write!(f, "arg{arg}{}", if *load { " loaded" } else { "" })
            }
            Shadow::Strided {
                stride,
                base,
                width,
            } => write!(f, "arg{base} + k*arg{stride} for k < {width}"),
            Shadow::ResultMemory => write!(f, "result memory"),
            Shadow::ByvalOut { size, .. } => write!(f, "zeroed {size} bytes"),
        }
    }
}

impl fmt::Display for ResultLeaf {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            ResultLeaf::Tape => write!(f, "tape"),
            ResultLeaf::Call(n) => write!(f, "call{n}"),
            ResultLeaf::ResultMemory { shadow, offset, ty } => {
                let which = if *shadow { "shadow" } else { "primal" };
                write!(f, "{which} {ty}@{offset}")
            }
            ResultLeaf::ByvalShadow { param, offset, ty } => {
                write!(f, "param {param} shadow {ty}@{offset}")
            }
        }
    }
}

/// A value as the plan prints it: `%name`, or `const` for a constant.
fn value_name(v: &LValue) -> String {
    match v {
        LValue::Local(n) => format!("%{n}"),
        LValue::Global(Name::Named(n)) => format!("@{n}"),
        _ => "const".to_string(),
    }
}
