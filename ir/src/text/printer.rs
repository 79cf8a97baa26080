//! Writes modules in the text format (see the module docs of `text`).

use crate::entity::FuncId;
use crate::function::{DisplayNames, Function, Linkage, StackSlotData};
use crate::inst::{BlockCall, InstData, MemFlags, Signature};
use crate::module::{GlobalInit, Module, RelocTarget};
use crate::types::{AddrSpace, Type};
use crate::value::{format_f32, format_f64, sign_extend};
use crate::{Block, Inst, ScalarType, StackSlot};
use std::fmt::Write;

/// The whole module: files, globals, then functions, each in id order.
pub fn print_module(module: &Module) -> String {
    let mut out = String::new();
    for (id, path) in module.files.iter() {
        let _ = writeln!(out, "file {id} {}", quote(path.as_bytes()));
    }
    if !module.files.is_empty() {
        out.push('\n');
    }
    for global in module.globals.values() {
        let _ = write!(out, "global {}", global.linkage.name());
        if global.constant {
            out.push_str(" const");
        }
        let _ = write!(
            out,
            " {}: size {} align {}",
            symbol(&global.name),
            global.size,
            global.align
        );
        if global.addr_space != AddrSpace::GENERIC {
            let ptr = Type::ptr(global.addr_space).to_string();
            let _ = write!(out, " addrspace {}", &ptr["ptr.".len()..]);
        }
        match &global.init {
            GlobalInit::External => {}
            GlobalInit::Zero => out.push_str(" = zero"),
            GlobalInit::Bytes { data, relocs } => {
                out.push_str(" = bytes x\"");
                for byte in data {
                    let _ = write!(out, "{byte:02x}");
                }
                out.push('"');
                if !relocs.is_empty() {
                    out.push_str(" relocs [");
                    for (i, reloc) in relocs.iter().enumerate() {
                        if i > 0 {
                            out.push_str(", ");
                        }
                        let target = match reloc.target {
                            RelocTarget::Global(g) => &module.globals[g].name,
                            RelocTarget::Func(f) => &module.functions[f].name,
                        };
                        let _ = write!(
                            out,
                            "{}: {} + {}",
                            reloc.offset,
                            symbol(target),
                            reloc.addend
                        );
                    }
                    out.push(']');
                }
            }
        }
        out.push('\n');
    }
    if !module.globals.is_empty() {
        out.push('\n');
    }
    let mut first = true;
    for id in module.functions.keys() {
        if !first {
            out.push('\n');
        }
        first = false;
        out.push_str(&print_function(module, id));
    }
    out
}

/// One function: a `declare` line or a full `func … { … }` body.
pub fn print_function(module: &Module, id: FuncId) -> String {
    let func = &module.functions[id];
    let mut out = String::new();
    if func.is_declaration() {
        let _ = writeln!(out, "{}", print_function_header(func));
        return out;
    }
    let _ = writeln!(out, "{} {{", print_function_header(func));
    for (slot, data) in func.stack_slots.iter() {
        let _ = writeln!(out, "    {}", print_stack_slot(slot, data));
    }
    let names = func.display_names();
    for &block in func.layout.blocks() {
        let _ = writeln!(out, "{}", print_block_header(func, &names, block));
        for &inst in func.layout.block_insts(block) {
            out.push_str("    ");
            out.push_str(&print_inst(module, func, &names, inst));
            out.push('\n');
        }
    }
    out.push_str("}\n");
    out
}

/// The `declare …` line of a declaration, or the `func … @f(…) -> …` line
/// of a definition without its ` {`. The verifier's report reuses it.
pub(crate) fn print_function_header(func: &Function) -> String {
    if func.is_declaration() {
        let linkage = if func.linkage == Linkage::Import {
            String::new()
        } else {
            format!("{} ", func.linkage.name())
        };
        format!(
            "declare {linkage}{}{}",
            symbol(&func.name),
            signature_noalias(&func.sig, &func.noalias)
        )
    } else {
        format!(
            "func {}{}{} {}{}",
            func.linkage.name(),
            if func.kernel { " kernel" } else { "" },
            if func.cold { " cold" } else { "" },
            symbol(&func.name),
            signature_noalias(&func.sig, &func.noalias)
        )
    }
}

/// `ssN = slot SIZE align A`, without indentation.
pub(crate) fn print_stack_slot(slot: StackSlot, data: &StackSlotData) -> String {
    format!("{slot} = slot {} align {}", data.size, data.align)
}

/// `blockN(vK: T, …):`. Total on malformed functions (the verifier's
/// report prints those): a block or parameter that does not exist prints
/// with `?` rather than panicking.
pub(crate) fn print_block_header(func: &Function, names: &DisplayNames, block: Block) -> String {
    let mut out = names.block(block);
    let params = func
        .dfg
        .blocks
        .get(block)
        .map_or(&[][..], |b| &b.params[..]);
    if !params.is_empty() {
        out.push('(');
        for (i, &p) in params.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            match func.dfg.values.get(p) {
                Some(data) => {
                    let _ = write!(out, "{}: {}", names.value(p), data.ty);
                }
                None => {
                    let _ = write!(out, "{}: ?", names.value(p));
                }
            }
        }
        out.push(')');
    }
    out.push(':');
    out
}

/// `(T, …) -> R` / `(T, …) -> (R, S)` / `(T, ...)`; no arrow without results;
/// `ptr byval(SIZE, ALIGN)` for a parameter passed by value.
pub fn signature(sig: &Signature) -> String {
    signature_noalias(sig, &[])
}

/// [`signature`] with the parameters `noalias` marked so (a function's
/// header).
fn signature_noalias(sig: &Signature, noalias: &[u32]) -> String {
    let mut out = String::from("(");
    let mut parts: Vec<String> = sig.params.iter().map(Type::to_string).collect();
    for b in &sig.byval {
        if let Some(p) = parts.get_mut(b.param as usize) {
            let _ = write!(p, " byval({}, {})", b.size, b.align);
        }
    }
    let mut marked = noalias.to_vec();
    marked.sort_unstable();
    marked.dedup();
    for k in marked {
        if let Some(p) = parts.get_mut(k as usize) {
            p.push_str(" noalias");
        }
    }
    if sig.variadic {
        parts.push("...".to_string());
    }
    out.push_str(&parts.join(", "));
    out.push(')');
    match sig.returns.len() {
        0 => {}
        1 => {
            let _ = write!(out, " -> {}", sig.returns[0]);
        }
        _ => {
            let rets: Vec<String> = sig.returns.iter().map(Type::to_string).collect();
            let _ = write!(out, " -> ({})", rets.join(", "));
        }
    }
    out
}

/// One instruction line (without indentation or newline), results and
/// source location included. Diagnostics use it to show the culprit.
pub fn print_inst(module: &Module, func: &Function, names: &DisplayNames, inst: Inst) -> String {
    let mut out = String::new();
    let results = func.dfg.inst_results(inst);
    if !results.is_empty() {
        let rs: Vec<String> = results.iter().map(|&r| names.value(r)).collect();
        let _ = write!(out, "{} = ", rs.join(", "));
    }
    let v = |value| names.value(value);
    let list = |values: &[crate::Value]| {
        values
            .iter()
            .map(|&x| names.value(x))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let dest = |call: &BlockCall| {
        if call.args.is_empty() {
            names.block(call.block)
        } else {
            format!("{}({})", names.block(call.block), list(&call.args))
        }
    };
    let data = &func.dfg.insts[inst];
    let op = data.opcode_name();
    // Fast derivative arithmetic: `fmul fast v1, v2`.
    let op = if func.fast[inst] && data.may_be_fast() {
        format!("{op} fast")
    } else {
        op.to_string()
    };
    let _ = match data {
        InstData::Iconst { ty, imm } => {
            let shown = if ty.is_ptr() {
                *imm as i64
            } else {
                sign_extend(*imm, ty.lane().bits())
            };
            if ty.lane() == ScalarType::I1 {
                write!(out, "{op}.{ty} {imm}")
            } else {
                write!(out, "{op}.{ty} {shown}")
            }
        }
        InstData::Fconst { ty, bits } => {
            let text = if ty.lane() == ScalarType::F32 {
                format_f32(*bits as u32)
            } else {
                format_f64(*bits)
            };
            write!(out, "{op}.{ty} {text}")
        }
        InstData::GlobalAddr { global } => match module.globals.get(*global) {
            Some(g) => write!(out, "{op} {}", symbol(&g.name)),
            None => write!(out, "{op} @?{global}"),
        },
        InstData::FuncAddr { func: f } => write!(out, "{op} {}", func_name(module, *f)),
        InstData::StackAddr { slot } => write!(out, "{op} {slot}"),
        InstData::Unary { arg, .. } => write!(out, "{op} {}", v(*arg)),
        InstData::Binary { args, .. } | InstData::PtrAdd { args } => {
            write!(out, "{op} {}", list(args))
        }
        InstData::Icmp { cond, args } => write!(out, "{op} {cond} {}", list(args)),
        InstData::Fcmp { cond, args } => write!(out, "{op} {cond} {}", list(args)),
        InstData::Select { args } => write!(out, "{op} {}", list(args)),
        InstData::Cast { arg, ty, .. } => write!(out, "{op}.{ty} {}", v(*arg)),
        InstData::Load { ty, ptr, flags } => {
            write!(out, "{op}.{ty} {}{}", v(*ptr), mem_flags(flags))
        }
        InstData::Store { args, flags } => write!(out, "{op} {}{}", list(args), mem_flags(flags)),
        InstData::AtomicRmw {
            op: rmw,
            ty,
            args,
            ordering,
        } => write!(out, "{op}.{ty} {rmw} {} {ordering}", list(args)),
        InstData::CmpXchg {
            ty,
            args,
            success,
            failure,
        } => write!(out, "{op}.{ty} {} {success} {failure}", list(args)),
        InstData::Fence { ordering } => write!(out, "{op} {ordering}"),
        InstData::Call { func: f, args } => {
            write!(out, "{op} {}({})", func_name(module, *f), list(args))
        }
        InstData::CallIndirect { sig, callee, args } => write!(
            out,
            "{op} {}({}) : {}",
            v(*callee),
            list(args),
            signature(sig)
        ),
        InstData::Math { args, .. } | InstData::Return { args } => {
            if args.is_empty() {
                write!(out, "{op}")
            } else {
                write!(out, "{op} {}", list(args))
            }
        }
        InstData::Mem { args, .. } => write!(out, "{op} {}", list(args)),
        InstData::WarpShuffle { mode, args } => write!(out, "{op}.{mode} {}", list(args)),
        InstData::Gpu { .. } | InstData::Unreachable | InstData::Trap => write!(out, "{op}"),
        InstData::Splat { ty, arg } => write!(out, "{op}.{ty} {}", v(*arg)),
        InstData::ExtractLane { arg, lane } => write!(out, "{op} {}, {lane}", v(*arg)),
        InstData::InsertLane { args, lane } => write!(out, "{op} {}, {lane}", list(args)),
        InstData::Shuffle { args, mask } => {
            let mask: Vec<String> = mask.iter().map(u16::to_string).collect();
            write!(out, "{op} {}, [{}]", list(args), mask.join(", "))
        }
        InstData::Jump { dest: d } => write!(out, "{op} {}", dest(d)),
        InstData::Brif {
            cond,
            then_dest,
            else_dest,
        } => write!(
            out,
            "{op} {}, {}, {}",
            v(*cond),
            dest(then_dest),
            dest(else_dest)
        ),
        InstData::Switch {
            arg,
            cases,
            default,
        } => {
            let bits = if func.dfg.value_is_valid(*arg) {
                func.dfg.value_type(*arg).lane().bits()
            } else {
                64
            };
            let cases: Vec<String> = cases
                .iter()
                .map(|(value, d)| {
                    let shown = if bits == 1 {
                        *value as i64
                    } else {
                        sign_extend(*value, bits)
                    };
                    format!("{shown}: {}", dest(d))
                })
                .collect();
            write!(
                out,
                "{op} {}, [{}], {}",
                v(*arg),
                cases.join(", "),
                dest(default)
            )
        }
    };
    let loc = func.srclocs[inst];
    if loc.is_known() {
        let _ = write!(out, " !{loc}");
    }
    out
}

/// `@name`, or `@` plus the function id when the id dangles.
fn func_name(module: &Module, f: FuncId) -> String {
    match module.functions.get(f) {
        Some(func) => symbol(&func.name),
        None => format!("@?{f}"),
    }
}

/// `@name` when the name is made of symbol characters, else `@"…"` quoted
/// (LLVM names such as `"foo bar"` or `_ZN3foo` with odd bytes survive).
pub fn symbol(name: &str) -> String {
    let plain = !name.is_empty()
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'$' | b'-'));
    if plain {
        format!("@{name}")
    } else {
        format!("@{}", quote(name.as_bytes()))
    }
}

fn mem_flags(flags: &MemFlags) -> String {
    let mut out = String::new();
    if flags.align != 1 {
        let _ = write!(out, " align {}", flags.align);
    }
    if flags.volatile {
        out.push_str(" volatile");
    }
    if let Some(ordering) = flags.ordering {
        let _ = write!(out, " atomic {ordering}");
    }
    if let Some(hint) = flags.hint {
        let _ = write!(out, " hint {hint}");
    }
    out
}

/// A string literal with `\xx` hex escapes for anything but printable
/// ASCII other than `"` and `\`.
pub fn quote(bytes: &[u8]) -> String {
    let mut out = String::from("\"");
    for &b in bytes {
        if (0x20..0x7f).contains(&b) && b != b'"' && b != b'\\' {
            out.push(b as char);
        } else {
            let _ = write!(out, "\\{b:02x}");
        }
    }
    out.push('"');
    out
}
