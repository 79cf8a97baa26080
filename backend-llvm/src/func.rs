//! One function: the prologue (stack slots as allocas), the blocks with
//! their parameters as phis, and the branches.
//!
//! Every value prints as `%vN` (its id), every block as `%blockN`. A block
//! parameter becomes a phi whose incoming labels are the LLVM blocks that
//! branch there, recorded while printing: a block can be split (a
//! division's trap check), and an edge that a terminator takes twice to a
//! block with parameters goes through an edge block of its own.

use crate::module::{param_types_with_attrs, ret_type, Decls};
use crate::types::{self, global_name};
use crate::{LlvmOutError, Target};
use std::collections::HashMap;
use std::fmt::Write;
use zyme_ir::{Block, BlockCall, FuncId, Function, GpuOp, Inst, InstData, Module, Type, Value};

/// An LLVM block being printed.
struct LlBlock {
    label: String,
    /// The zyme block it starts (phis go at its top).
    block: Option<Block>,
    body: String,
}

pub struct FuncCx<'a> {
    pub m: &'a Module,
    pub target: &'a Target,
    pub f: &'a Function,
    pub decls: &'a mut Decls,
    /// Values printed as something other than `%vN`: constants, globals,
    /// stack slots.
    pub names: HashMap<Value, String>,
    blocks: Vec<LlBlock>,
    /// Incoming (label, argument texts) of each zyme block.
    incoming: HashMap<Block, Vec<(String, Vec<String>)>>,
    next_tmp: u32,
    pub needs_trap_block: bool,
}

/// What an instruction-printing helper returns on failure: a message; the
/// caller adds the function and the instruction.
pub type R<T> = Result<T, String>;

impl<'a> FuncCx<'a> {
    /// A fresh temporary name, `%t.N`.
    pub fn tmp(&mut self) -> String {
        self.next_tmp += 1;
        format!("%t.{}", self.next_tmp)
    }

    /// A fresh label.
    pub fn label(&mut self, stem: &str) -> String {
        self.next_tmp += 1;
        format!("{stem}.{}", self.next_tmp)
    }

    /// Appends one instruction line to the current block.
    pub fn line(&mut self, text: impl AsRef<str>) {
        let body = &mut self.blocks.last_mut().expect("a block is open").body;
        body.push_str("  ");
        body.push_str(text.as_ref());
        body.push('\n');
    }

    /// `%tmp = text`; returns the temporary.
    pub fn def(&mut self, text: impl AsRef<str>) -> String {
        let t = self.tmp();
        self.line(format!("{t} = {}", text.as_ref()));
        t
    }

    /// Starts a new LLVM block.
    pub fn start_block(&mut self, label: String, block: Option<Block>) {
        self.blocks.push(LlBlock {
            label,
            block,
            body: String::new(),
        });
    }

    fn current_label(&self) -> String {
        self.blocks
            .last()
            .map_or_else(String::new, |b| b.label.clone())
    }

    pub fn ty(&self, v: Value) -> R<Type> {
        if self.f.dfg.value_is_valid(v) {
            Ok(self.f.dfg.value_type(v))
        } else {
            Err(format!("dangling value {v}"))
        }
    }

    /// The text of an operand (no type).
    pub fn val(&self, v: Value) -> R<String> {
        self.ty(v)?;
        Ok(self
            .names
            .get(&v)
            .cloned()
            .unwrap_or_else(|| format!("%{v}")))
    }

    /// `T text` of an operand.
    pub fn tv(&self, v: Value) -> R<String> {
        Ok(format!("{} {}", types::ty(self.ty(v)?), self.val(v)?))
    }

    /// Declares an intrinsic or library function the body calls.
    pub fn need(&mut self, name: &str, ret: &str, params: &[&str]) {
        let params: Vec<String> = params.iter().map(|s| s.to_string()).collect();
        self.decls.need(self.m, name, ret, &params);
    }

    /// Branches to the shared trap block when `cond` (an `i1`) holds, and
    /// goes on in a new block.
    pub fn trap_if(&mut self, cond: &str) {
        self.needs_trap_block = true;
        let cont = self.label("ok");
        self.line(format!("br i1 {cond}, label %zyme.trap, label %{cont}"));
        self.start_block(cont, None);
    }

    /// The label to branch to for one edge, recording the phi inputs; an
    /// edge that must be told apart from another of the same terminator
    /// goes through an edge block.
    fn edge(&mut self, dest: &BlockCall, split: bool, pending: &mut Vec<LlBlock>) -> R<String> {
        let params = self.f.dfg.block_params(dest.block).len();
        if params != dest.args.len() {
            return Err(format!(
                "{} arguments for the {params} parameters of {}",
                dest.args.len(),
                dest.block
            ));
        }
        let target = format!("%{}", dest.block);
        if params == 0 {
            return Ok(target);
        }
        let args = dest
            .args
            .iter()
            .map(|&a| self.val(a))
            .collect::<R<Vec<_>>>()?;
        let from = if split {
            let label = self.label("edge");
            pending.push(LlBlock {
                label: label.clone(),
                block: None,
                body: format!("  br label {target}\n"),
            });
            label
        } else {
            self.current_label()
        };
        self.incoming
            .entry(dest.block)
            .or_default()
            .push((from.clone(), args));
        Ok(if split { format!("%{from}") } else { target })
    }

    fn terminator(&mut self, data: &InstData) -> R<()> {
        let mut pending = Vec::new();
        // Blocks with parameters reached twice by this terminator.
        let mut seen: HashMap<Block, usize> = HashMap::new();
        for t in data.targets() {
            *seen.entry(t.block).or_default() += 1;
        }
        let split = |b: &BlockCall| seen.get(&b.block).copied().unwrap_or(0) > 1;
        match data {
            InstData::Jump { dest } => {
                let l = self.edge(dest, false, &mut pending)?;
                self.line(format!("br label {l}"));
            }
            InstData::Brif {
                cond,
                then_dest,
                else_dest,
            } => {
                let c = self.val(*cond)?;
                let a = self.edge(then_dest, split(then_dest), &mut pending)?;
                let b = self.edge(else_dest, split(else_dest), &mut pending)?;
                self.line(format!("br i1 {c}, label {a}, label {b}"));
            }
            InstData::Switch {
                arg,
                cases,
                default,
            } => {
                let ty = self.ty(*arg)?;
                if !ty.is_int() || ty.is_vector() {
                    return Err(format!("switch on a {ty}"));
                }
                let lane = ty.lane();
                let d = self.edge(default, split(default), &mut pending)?;
                let mut taken = std::collections::HashSet::new();
                let mut arms = String::new();
                for (value, dest) in cases {
                    let bits = value & width_mask(lane.bits());
                    // The first of equal cases wins, as in the interpreter.
                    if !taken.insert(bits) {
                        continue;
                    }
                    let l = self.edge(dest, split(dest), &mut pending)?;
                    let _ = write!(
                        arms,
                        " {} {}, label {l}",
                        types::scalar(lane),
                        types::scalar_const(lane, bits)
                    );
                }
                let a = self.tv(*arg)?;
                self.line(format!("switch {a}, label {d} [{arms} ]"));
            }
            InstData::Return { args } => {
                if self.f.kernel && self.target.is_gpu() && !args.is_empty() {
                    return Err("a kernel returns nothing".into());
                }
                match args.as_slice() {
                    [] => self.line("ret void"),
                    [one] => {
                        let t = self.tv(*one)?;
                        self.line(format!("ret {t}"));
                    }
                    many => {
                        let sty = ret_type(&self.f.sig);
                        let mut agg = "poison".to_string();
                        for (i, &v) in many.iter().enumerate() {
                            let t = self.tv(v)?;
                            agg = self.def(format!("insertvalue {sty} {agg}, {t}, {i}"));
                        }
                        self.line(format!("ret {sty} {agg}"));
                    }
                }
            }
            InstData::Unreachable => self.line("unreachable"),
            InstData::Trap => {
                self.need("llvm.trap", "void", &[]);
                self.line("call void @llvm.trap()");
                self.line("unreachable");
            }
            other => return Err(format!("{} is not a terminator", other.opcode_name())),
        }
        self.blocks.extend(pending);
        Ok(())
    }

    /// Constants and addresses print as operands, not instructions.
    fn name_constants(&mut self) {
        for inst in self.f.layout.insts() {
            let Some(&result) = self.f.dfg.inst_results(inst).first() else {
                continue;
            };
            let text = match &self.f.dfg.insts[inst] {
                InstData::Iconst { ty, imm } => {
                    types::splat_const(*ty, *imm & width_mask(ty.lane().bits()))
                }
                InstData::Fconst { ty, bits } => types::splat_const(*ty, *bits),
                InstData::GlobalAddr { global } => match self.m.globals.get(*global) {
                    Some(g) => global_name(&g.name),
                    None => continue,
                },
                InstData::FuncAddr { func } => match self.m.functions.get(*func) {
                    Some(f) => global_name(&f.name),
                    None => continue,
                },
                InstData::StackAddr { slot } => format!("%{slot}"),
                InstData::Gpu { op } if !self.target.is_gpu() || *op == GpuOp::WarpSize => {
                    crate::gpu::one_thread(*op).to_string()
                }
                _ => continue,
            };
            self.names.insert(result, text);
        }
    }
}

/// The low `bits` bits.
pub fn width_mask(bits: u32) -> u64 {
    if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    }
}

pub fn print_function(
    m: &Module,
    target: &Target,
    id: FuncId,
    decls: &mut Decls,
) -> Result<String, LlvmOutError> {
    let f = &m.functions[id];
    let ferr = |message: String| LlvmOutError::Function {
        function: f.name.clone(),
        message,
    };
    let Some(entry) = f.entry_block() else {
        return Err(ferr("no body".into()));
    };
    if f.kernel && target.is_gpu() && !f.sig.returns.is_empty() {
        return Err(ferr("a kernel returns nothing".into()));
    }
    if f.sig.variadic {
        return Err(ferr("defining a variadic function is not supported".into()));
    }
    let mut cx = FuncCx {
        m,
        target,
        f,
        decls,
        names: HashMap::new(),
        blocks: Vec::new(),
        incoming: HashMap::new(),
        next_tmp: 0,
        needs_trap_block: false,
    };
    cx.name_constants();

    // Prologue: stack slots, then a branch to the entry block, whose
    // parameters take the arguments.
    cx.start_block("entry".into(), None);
    for (slot, data) in f.stack_slots.iter() {
        let align = data.align.max(1);
        // Private memory is address space 5 on amdgcn; clang's nvptx64
        // allocas are generic (NVVM moves them to `.local` itself).
        if matches!(target, Target::Amdgcn { .. }) {
            cx.line(format!(
                "%{slot}.private = alloca [{} x i8], align {align}, addrspace(5)",
                data.size
            ));
            cx.line(format!(
                "%{slot} = addrspacecast ptr addrspace(5) %{slot}.private to ptr"
            ));
        } else {
            cx.line(format!(
                "%{slot} = alloca [{} x i8], align {align}",
                data.size
            ));
        }
    }
    let params = f.dfg.block_params(entry);
    if params.len() != f.sig.params.len() {
        return Err(ferr(format!(
            "{} entry parameters for {} signature parameters",
            params.len(),
            f.sig.params.len()
        )));
    }
    let args: Vec<String> = (0..params.len()).map(|i| format!("%arg{i}")).collect();
    cx.incoming
        .entry(entry)
        .or_default()
        .push(("entry".into(), args.clone()));
    cx.line(format!("br label %{entry}"));

    for &block in f.layout.blocks() {
        cx.start_block(block.to_string(), Some(block));
        for &inst in f.layout.block_insts(block) {
            let data = &f.dfg.insts[inst];
            let done = if data.is_terminator() {
                cx.terminator(data)
            } else {
                crate::inst::inst(&mut cx, inst, data)
            };
            done.map_err(|message| inst_error(m, f, inst, message))?;
        }
    }
    if cx.needs_trap_block {
        cx.need("llvm.trap", "void", &[]);
        cx.start_block("zyme.trap".into(), None);
        cx.line("call void @llvm.trap()");
        cx.line("unreachable");
    }

    // The header and the blocks, with phis.
    let mut out = String::new();
    let linkage = match f.linkage {
        zyme_ir::Linkage::Local => "internal ",
        _ => "",
    };
    // nvptx64 kernels are named in `!nvvm.annotations` instead, as
    // clang-19 does.
    let cc = if f.kernel && matches!(target, Target::Amdgcn { .. }) {
        "amdgpu_kernel "
    } else {
        ""
    };
    let sig_params = param_types_with_attrs(&f.sig);
    let params_text: Vec<String> = sig_params
        .iter()
        .zip(&args)
        .map(|(t, a)| format!("{t} {a}"))
        .collect();
    // A cold helper (the tape's growth) stays out of the hot loops that
    // call it.
    let attrs = if target.is_gpu() {
        " #0"
    } else if f.cold {
        " cold noinline"
    } else {
        ""
    };
    let _ = writeln!(
        out,
        "define {linkage}{cc}{} {}({}){attrs} {{",
        ret_type(&f.sig),
        global_name(&f.name),
        params_text.join(", ")
    );
    for b in &cx.blocks {
        let _ = writeln!(out, "{}:", b.label);
        if let Some(block) = b.block {
            let incoming = cx.incoming.get(&block).map_or(&[][..], |v| v.as_slice());
            for (i, &p) in f.dfg.block_params(block).iter().enumerate() {
                let t = types::ty(f.dfg.value_type(p));
                if incoming.is_empty() {
                    let _ = writeln!(out, "  %{p} = freeze {t} poison");
                    continue;
                }
                let arms: Vec<String> = incoming
                    .iter()
                    .map(|(label, args)| format!("[ {}, %{label} ]", args[i]))
                    .collect();
                let _ = writeln!(out, "  %{p} = phi {t} {}", arms.join(", "));
            }
        }
        out.push_str(&b.body);
    }
    out.push_str("}\n");
    Ok(out)
}

fn inst_error(m: &Module, f: &Function, inst: Inst, message: String) -> LlvmOutError {
    let names = f.display_names();
    LlvmOutError::Inst {
        function: f.name.clone(),
        inst: zyme_ir::text::printer::print_inst(m, f, &names, inst),
        message,
    }
}
