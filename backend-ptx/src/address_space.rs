//! PTX state spaces of the IR's address spaces (NVPTX numbering) and the
//! `cvta` conversions between them.

use zyme_ir::AddrSpace;

/// The state-space qualifier of an access through a pointer into `space`
/// (`.global`, `.shared`, …; empty for generic), or `None` for an address
/// space PTX does not have.
pub fn qualifier(space: AddrSpace) -> Option<&'static str> {
    match space {
        AddrSpace::GENERIC => Some(""),
        AddrSpace::GLOBAL => Some(".global"),
        AddrSpace::SHARED => Some(".shared"),
        AddrSpace::CONSTANT => Some(".const"),
        AddrSpace::LOCAL => Some(".local"),
        _ => None,
    }
}

/// The state space a module variable of `space` is declared in: generic
/// globals live in `.global`.
pub fn variable_space(space: AddrSpace) -> Option<&'static str> {
    match space {
        AddrSpace::GENERIC | AddrSpace::GLOBAL => Some(".global"),
        AddrSpace::SHARED => Some(".shared"),
        AddrSpace::CONSTANT => Some(".const"),
        _ => None,
    }
}

/// The `cvta` suffix of a specific space (`global` in `cvta.global.u64`).
fn cvta_name(space: AddrSpace) -> Option<&'static str> {
    match space {
        AddrSpace::GLOBAL => Some("global"),
        AddrSpace::SHARED => Some("shared"),
        AddrSpace::CONSTANT => Some("const"),
        AddrSpace::LOCAL => Some("local"),
        _ => None,
    }
}

/// The conversions from a pointer into `from` to one into `to`, as
/// instruction templates over a destination `{d}` and a source `{s}`:
/// none for the same space, one `cvta` to or from generic, two between
/// specific spaces (through generic). `None` for a space PTX lacks.
pub fn cast_steps(from: AddrSpace, to: AddrSpace) -> Option<Vec<String>> {
    if from == to {
        return Some(Vec::new());
    }
    let mut steps = Vec::new();
    if from != AddrSpace::GENERIC {
        steps.push(format!("cvta.{}.u64", cvta_name(from)?));
    }
    if to != AddrSpace::GENERIC {
        steps.push(format!("cvta.to.{}.u64", cvta_name(to)?));
    }
    Some(steps)
}
