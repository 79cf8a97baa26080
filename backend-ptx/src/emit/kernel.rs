//! One function: its `.entry`/`.func` frame, parameters, blocks, edges
//! (block arguments as parallel copies), terminators and calls.

use super::regs::{Reg, RegClass, Regs};
use crate::names::Names;
use crate::{PtxError, PtxOptions};
use std::collections::{HashMap, HashSet};
use std::fmt::{Display, Write};
use zyme_ir::function::DisplayNames;
use zyme_ir::text::printer::print_inst;
use zyme_ir::value::sign_extend;
use zyme_ir::{
    Block, BlockCall, FuncId, Function, Inst, InstData, Module, ScalarType, Type, Value, ValueDef,
};

/// The `.param` type of a device-function parameter or result: integers
/// narrower than 32 bits are widened, as the PTX ABI does.
fn func_param_type(ty: ScalarType) -> &'static str {
    match ty {
        ScalarType::I1 | ScalarType::I8 | ScalarType::I16 | ScalarType::I32 => ".b32",
        // (`i128` is refused before emission.)
        ScalarType::I64 | ScalarType::I128 | ScalarType::Ptr(_) => ".b64",
        ScalarType::F32 => ".f32",
        ScalarType::F64 => ".f64",
    }
}

/// The `.param` type of a kernel parameter (CUDA's: `char` is `.u8`).
fn kernel_param_type(ty: ScalarType) -> &'static str {
    match ty {
        ScalarType::I1 | ScalarType::I8 => ".u8",
        ScalarType::I16 => ".u16",
        ScalarType::I32 => ".u32",
        ScalarType::I64 | ScalarType::I128 | ScalarType::Ptr(_) => ".u64",
        ScalarType::F32 => ".f32",
        ScalarType::F64 => ".f64",
    }
}

/// Byte offsets of several results packed into one `func_retval0` array,
/// each at its natural alignment, and the array's size.
fn return_layout(returns: &[ScalarType]) -> (Vec<u32>, u32) {
    let mut offsets = Vec::new();
    let mut at = 0u32;
    for ty in returns {
        let size = if func_param_type(*ty).ends_with("64") {
            8
        } else {
            4
        };
        at = at.next_multiple_of(size);
        offsets.push(at);
        at += size;
    }
    (offsets, at.next_multiple_of(8))
}

fn scalar_types(func: &Function, types: &[Type], what: &str) -> Result<Vec<ScalarType>, PtxError> {
    types
        .iter()
        .map(|t| {
            if t.is_vector() {
                Err(PtxError::Function {
                    func: func.name.clone(),
                    message: format!("{what} of vector type {t}; scalarize it first"),
                })
            } else {
                Ok(t.lane())
            }
        })
        .collect()
}

/// `.func (.param .b32 func_retval0) name(.param .b64 name_param_0, …)`,
/// or the `.entry` line of a kernel, without the body.
pub(super) fn func_header(module: &Module, id: FuncId, names: &Names) -> Result<String, PtxError> {
    let f = &module.functions[id];
    let name = names.func(id);
    if f.sig.variadic {
        return Err(PtxError::Function {
            func: f.name.clone(),
            message: "PTX has no variadic functions".to_string(),
        });
    }
    let params = scalar_types(f, &f.sig.params, "a parameter")?;
    let returns = scalar_types(f, &f.sig.returns, "a result")?;
    let mut out = String::new();
    if f.kernel {
        if !returns.is_empty() {
            return Err(PtxError::Function {
                func: f.name.clone(),
                message: "a kernel cannot return values".to_string(),
            });
        }
        let _ = write!(out, ".entry {name}(");
        for (i, ty) in params.iter().enumerate() {
            let sep = if i == 0 { "" } else { "," };
            let _ = write!(
                out,
                "{sep}\n\t.param {} {name}_param_{i}",
                kernel_param_type(*ty)
            );
        }
    } else {
        out.push_str(".func ");
        match returns.as_slice() {
            [] => {}
            [one] => {
                let _ = write!(out, "(.param {} func_retval0) ", func_param_type(*one));
            }
            many => {
                let (_, size) = return_layout(many);
                let _ = write!(out, "(.param .align 8 .b8 func_retval0[{size}]) ");
            }
        }
        let _ = write!(out, "{name}(");
        for (i, ty) in params.iter().enumerate() {
            let sep = if i == 0 { "" } else { "," };
            let _ = write!(
                out,
                "{sep}\n\t.param {} {name}_param_{i}",
                func_param_type(*ty)
            );
        }
    }
    out.push_str(if params.is_empty() { ")" } else { "\n)" });
    Ok(out)
}

/// The per-function state of emission.
pub(super) struct FuncCx<'a> {
    pub module: &'a Module,
    pub func: &'a Function,
    pub names: &'a Names,
    pub opts: &'a PtxOptions,
    display: DisplayNames,
    pub regs: Regs,
    vals: HashMap<Value, Reg>,
    /// `mov`s of the constants that needed a register, placed at entry.
    consts: String,
    /// `.local` arrays of the stack slots.
    locals: String,
    pub body: String,
    labels: u32,
    block_labels: HashMap<Block, String>,
    cur: Option<Inst>,
}

/// The PTX text of one defined function.
pub(super) fn function(
    module: &Module,
    id: FuncId,
    names: &Names,
    opts: &PtxOptions,
) -> Result<String, PtxError> {
    let func = &module.functions[id];
    let mut cx = FuncCx {
        module,
        func,
        names,
        opts,
        display: func.display_names(),
        regs: Regs::default(),
        vals: HashMap::new(),
        consts: String::new(),
        locals: String::new(),
        body: String::new(),
        labels: 0,
        block_labels: HashMap::new(),
        cur: None,
    };
    cx.check_scalar()?;
    for (i, &b) in func.layout.blocks().iter().enumerate() {
        cx.block_labels.insert(b, format!("$L__BB{i}"));
    }
    for (slot, data) in func.stack_slots.iter() {
        let _ = writeln!(
            cx.locals,
            "\t.local .align {} .b8 __zyme_{slot}[{}];",
            data.align.max(1),
            data.size.max(1)
        );
    }
    let header = func_header(module, id, names)?;
    let prologue = cx.params(id)?;
    let blocks = func.layout.blocks();
    for (i, &block) in blocks.iter().enumerate() {
        let next = blocks.get(i + 1).copied();
        if i > 0 {
            let label = cx.block_labels[&block].clone();
            cx.label(&label);
        }
        for &inst in func.layout.block_insts(block) {
            cx.cur = Some(inst);
            cx.lower(inst, next)?;
        }
    }
    let vis = if func.kernel || func.linkage == zyme_ir::Linkage::Export {
        ".visible "
    } else {
        ""
    };
    Ok(format!(
        "{vis}{header}\n{{\n{}{}{prologue}{}{}}}\n",
        cx.locals,
        cx.regs.declarations(),
        cx.consts,
        cx.body
    ))
}

impl<'a> FuncCx<'a> {
    /// Vector values are not supported: the first one is the error.
    fn check_scalar(&mut self) -> Result<(), PtxError> {
        for &block in self.func.layout.blocks() {
            for &p in self.func.dfg.block_params(block) {
                if self.func.dfg.value_type(p).is_vector() {
                    return Err(PtxError::Function {
                        func: self.func.name.clone(),
                        message: format!(
                            "block parameter of vector type {}; scalarize vectors first",
                            self.func.dfg.value_type(p)
                        ),
                    });
                }
            }
            for &inst in self.func.layout.block_insts(block) {
                self.cur = Some(inst);
                let data = &self.func.dfg.insts[inst];
                let mut vector = self
                    .func
                    .dfg
                    .inst_results(inst)
                    .iter()
                    .any(|&r| self.func.dfg.value_type(r).is_vector());
                data.for_each_operand(|v| vector |= self.func.dfg.value_type(v).is_vector());
                if vector {
                    return Err(self.err("vector values are not supported; scalarize them first"));
                }
            }
        }
        self.cur = None;
        Ok(())
    }

    /// An error blaming the current instruction.
    pub fn err(&self, message: impl Into<String>) -> PtxError {
        match self.cur {
            Some(inst) => PtxError::Inst {
                func: self.func.name.clone(),
                inst: print_inst(self.module, self.func, &self.display, inst),
                message: message.into(),
            },
            None => PtxError::Function {
                func: self.func.name.clone(),
                message: message.into(),
            },
        }
    }

    /// One instruction line.
    pub fn ins(&mut self, text: impl Display) {
        let _ = writeln!(self.body, "\t{text};");
    }

    pub fn label(&mut self, label: &str) {
        let _ = writeln!(self.body, "{label}:");
    }

    pub fn new_label(&mut self, kind: &str) -> String {
        self.labels += 1;
        format!("$L__{kind}{}", self.labels)
    }

    pub fn tmp(&mut self, class: RegClass) -> Reg {
        self.regs.new_reg(class)
    }

    pub fn ty(&self, v: Value) -> ScalarType {
        self.func.dfg.value_type(v).lane()
    }

    /// The constant behind `v`, if an `iconst`/`fconst` defines it: its
    /// type and bits.
    fn constant(&self, v: Value) -> Option<(ScalarType, u64)> {
        let ValueDef::Result(inst, 0) = self.func.dfg.values[v].def else {
            return None;
        };
        match self.func.dfg.insts[inst] {
            InstData::Iconst { ty, imm } if !ty.is_vector() => Some((ty.lane(), imm)),
            InstData::Fconst { ty, bits } if !ty.is_vector() => Some((ty.lane(), bits)),
            _ => None,
        }
    }

    /// The integer constant behind `v`, zero-extended from its width.
    pub fn int_const(&self, v: Value) -> Option<u64> {
        self.constant(v)
            .filter(|(ty, _)| !ty.is_float())
            .map(|(_, bits)| bits)
    }

    /// The immediate spelling of a constant `v` (`None` for other values
    /// and for `i1`, which PTX has no immediates of). Integers print
    /// sign-extended when `signed` or 64 bits wide, else zero-extended.
    pub fn imm(&self, v: Value, signed: bool) -> Option<String> {
        let (ty, bits) = self.constant(v)?;
        Some(match ty {
            ScalarType::I1 => return None,
            ScalarType::F32 => format!("0f{:08X}", bits as u32),
            ScalarType::F64 => format!("0d{bits:016X}"),
            ty if signed || ty.bits() == 64 => sign_extend(bits, ty.bits()).to_string(),
            _ => bits.to_string(),
        })
    }

    /// The register of `v` (a constant is moved into one at entry).
    pub fn reg(&mut self, v: Value) -> Reg {
        if let Some(&r) = self.vals.get(&v) {
            return r;
        }
        let ty = self.ty(v);
        let r = self.regs.new_reg(RegClass::of(ty));
        if let Some((_, bits)) = self.constant(v) {
            let text = match ty {
                ScalarType::I1 => if bits & 1 == 1 { "-1" } else { "0" }.to_string(),
                _ => self.imm(v, true).unwrap_or_default(),
            };
            let _ = writeln!(
                self.consts,
                "\tmov.{} {r}, {text};",
                RegClass::of(ty).ptx_type()
            );
        }
        self.vals.insert(v, r);
        r
    }

    /// `v` as an operand: an immediate for a constant, else its register.
    pub fn op(&mut self, v: Value) -> String {
        match self.imm(v, true) {
            Some(text) => text,
            None => self.reg(v).to_string(),
        }
    }

    /// `v` as an operand, read unsigned (zero-extended immediates).
    pub fn op_u(&mut self, v: Value) -> String {
        match self.imm(v, false) {
            Some(text) => text,
            None => self.reg(v).to_string(),
        }
    }

    /// Result `n` of `inst`.
    pub fn res(&mut self, inst: Inst, n: usize) -> Reg {
        let v = self.func.dfg.inst_results(inst)[n];
        self.reg(v)
    }

    /// Loads the parameters into the entry block's parameters.
    fn params(&mut self, id: FuncId) -> Result<String, PtxError> {
        let name = self.names.func(id).to_string();
        let mut out = String::new();
        let params: Vec<Value> = self.func.params().to_vec();
        for (i, &p) in params.iter().enumerate() {
            let ty = self.ty(p);
            let r = self.reg(p);
            let src = format!("[{name}_param_{i}]");
            if self.func.kernel {
                match ty {
                    ScalarType::I1 => {
                        let t = self.tmp(RegClass::B16);
                        let _ = writeln!(out, "\tld.param.u8 {t}, {src};");
                        let _ = writeln!(out, "\tand.b16 {t}, {t}, 1;");
                        let _ = writeln!(out, "\tsetp.ne.b16 {r}, {t}, 0;");
                    }
                    ScalarType::Ptr(space) if space == zyme_ir::AddrSpace::GLOBAL => {
                        // The host passes generic addresses.
                        let t = self.tmp(RegClass::B64);
                        let _ = writeln!(out, "\tld.param.u64 {t}, {src};");
                        let _ = writeln!(out, "\tcvta.to.global.u64 {r}, {t};");
                    }
                    _ => {
                        let _ = writeln!(out, "\tld.param{} {r}, {src};", kernel_param_type(ty));
                    }
                }
            } else {
                out.push_str(&self.load_param(r, ty, &src));
            }
        }
        Ok(out)
    }

    /// Reads a device-function parameter or result slot (`.b32` for
    /// narrow integers) into `r`.
    fn load_param(&mut self, r: Reg, ty: ScalarType, src: &str) -> String {
        match ty {
            ScalarType::I1 => {
                let t = self.tmp(RegClass::B32);
                format!("\tld.param.b32 {t}, {src};\n\tsetp.ne.b32 {r}, {t}, 0;\n")
            }
            ScalarType::I8 | ScalarType::I16 => {
                let t = self.tmp(RegClass::B32);
                format!("\tld.param.b32 {t}, {src};\n\tcvt.u16.u32 {r}, {t};\n")
            }
            _ => format!("\tld.param{} {r}, {src};\n", func_param_type(ty)),
        }
    }

    /// Writes `v` into a device-function parameter or result slot.
    fn store_param(&mut self, dst: &str, v: Value) {
        let ty = self.ty(v);
        match ty {
            ScalarType::I1 => {
                let p = self.reg(v);
                let t = self.tmp(RegClass::B32);
                self.ins(format!("selp.u32 {t}, 1, 0, {p}"));
                self.ins(format!("st.param.b32 {dst}, {t}"));
            }
            ScalarType::I8 | ScalarType::I16 => {
                let s = self.reg(v);
                let t = self.tmp(RegClass::B32);
                let from = if ty == ScalarType::I8 { "u8" } else { "u16" };
                self.ins(format!("cvt.u32.{from} {t}, {s}"));
                self.ins(format!("st.param.b32 {dst}, {t}"));
            }
            _ => {
                let s = self.op(v);
                self.ins(format!("st.param{} {dst}, {s}", func_param_type(ty)));
            }
        }
    }

    /// `mov` of one register class.
    pub fn mov(&mut self, d: Reg, s: &str) {
        self.ins(format!("mov.{} {d}, {s}", d.class.ptx_type()));
    }

    /// The parallel copy of a branch's arguments into its destination's
    /// parameters: sources that are also destinations are saved first.
    fn edge_copies(&mut self, call: &BlockCall) {
        let params: Vec<Value> = self.func.dfg.block_params(call.block).to_vec();
        let mut copies: Vec<(Reg, Value)> = Vec::new();
        for (&p, &a) in params.iter().zip(&call.args) {
            let d = self.reg(p);
            if self.constant(a).is_none() && self.reg(a) == d {
                continue;
            }
            copies.push((d, a));
        }
        let dests: HashSet<Reg> = copies.iter().map(|(d, _)| *d).collect();
        let mut sources: Vec<String> = Vec::new();
        for &(_, a) in &copies {
            let src = if self.constant(a).is_some() {
                if self.ty(a) == ScalarType::I1 {
                    let bit = self.int_const(a).unwrap_or(0) & 1;
                    if bit == 1 { "-1" } else { "0" }.to_string()
                } else {
                    self.op(a)
                }
            } else {
                let r = self.reg(a);
                if dests.contains(&r) {
                    let t = self.tmp(r.class);
                    self.mov(t, &r.to_string());
                    t.to_string()
                } else {
                    r.to_string()
                }
            };
            sources.push(src);
        }
        for ((d, _), s) in copies.into_iter().zip(sources) {
            self.mov(d, &s);
        }
    }

    /// The copies of an edge, then a branch unless `call` goes to `next`.
    fn jump(&mut self, call: &BlockCall, next: Option<Block>) {
        self.edge_copies(call);
        if Some(call.block) != next {
            let l = self.block_labels[&call.block].clone();
            self.ins(format!("bra.uni {l}"));
        }
    }

    fn block_label(&self, b: Block) -> String {
        self.block_labels[&b].clone()
    }

    pub(super) fn lower_terminator(
        &mut self,
        data: &InstData,
        next: Option<Block>,
    ) -> Result<(), PtxError> {
        match data {
            InstData::Jump { dest } => self.jump(dest, next),
            InstData::Brif {
                cond,
                then_dest,
                else_dest,
            } => {
                let c = self.reg(*cond);
                if then_dest.args.is_empty()
                    && else_dest.args.is_empty()
                    && Some(then_dest.block) == next
                {
                    // Fall through into the then block.
                    let l = self.block_label(else_dest.block);
                    self.ins(format!("@!{c} bra {l}"));
                } else if then_dest.args.is_empty() {
                    let l = self.block_label(then_dest.block);
                    self.ins(format!("@{c} bra {l}"));
                    self.jump(else_dest, next);
                } else if else_dest.args.is_empty() {
                    let l = self.block_label(else_dest.block);
                    self.ins(format!("@!{c} bra {l}"));
                    self.jump(then_dest, next);
                } else {
                    let t = self.new_label("E");
                    self.ins(format!("@{c} bra {t}"));
                    self.jump(else_dest, None);
                    self.label(&t);
                    self.jump(then_dest, next);
                }
            }
            InstData::Switch {
                arg,
                cases,
                default,
            } => self.switch(*arg, cases, default, next),
            InstData::Return { args } => {
                if self.func.kernel {
                    if !args.is_empty() {
                        return Err(self.err("a kernel cannot return values"));
                    }
                } else {
                    let tys: Vec<ScalarType> = args.iter().map(|&a| self.ty(a)).collect();
                    match args.as_slice() {
                        [] => {}
                        [one] => self.store_param("[func_retval0]", *one),
                        many => {
                            let (offsets, _) = return_layout(&tys);
                            for (&a, off) in many.iter().zip(offsets) {
                                self.store_param(&format!("[func_retval0+{off}]"), a);
                            }
                        }
                    }
                }
                self.ins("ret");
            }
            InstData::Unreachable | InstData::Trap => self.ins("trap"),
            _ => return Err(self.err("not a terminator")),
        }
        Ok(())
    }

    /// A compare chain; edges with arguments go through trampolines.
    fn switch(
        &mut self,
        arg: Value,
        cases: &[(u64, BlockCall)],
        default: &BlockCall,
        next: Option<Block>,
    ) {
        let ty = self.ty(arg);
        let (a, bits) = match ty {
            ScalarType::I1 => {
                let p = self.reg(arg);
                let t = self.tmp(RegClass::B32);
                self.ins(format!("selp.u32 {t}, 1, 0, {p}"));
                (t.to_string(), 32)
            }
            ScalarType::I8 => (self.ext(arg, false), 16),
            other => (self.reg(arg).to_string(), other.bits()),
        };
        let mut trampolines = Vec::new();
        for (value, dest) in cases {
            let p = self.tmp(RegClass::Pred);
            let k = if bits == 64 {
                (*value as i64).to_string()
            } else {
                value.to_string()
            };
            self.ins(format!("setp.eq.b{bits} {p}, {a}, {k}"));
            let target = if dest.args.is_empty() {
                self.block_label(dest.block)
            } else {
                let t = self.new_label("E");
                trampolines.push((t.clone(), dest.clone()));
                t
            };
            self.ins(format!("@{p} bra {target}"));
        }
        let last = trampolines.len();
        self.jump(default, if last == 0 { next } else { None });
        for (i, (label, dest)) in trampolines.into_iter().enumerate() {
            self.label(&label);
            self.jump(&dest, if i + 1 == last { next } else { None });
        }
    }

    /// A direct call: arguments and results through `.param` space.
    pub(super) fn call(
        &mut self,
        inst: Inst,
        callee: FuncId,
        args: &[Value],
    ) -> Result<(), PtxError> {
        let target = &self.module.functions[callee];
        if target.kernel {
            return Err(self.err("a kernel cannot be called from device code"));
        }
        if target.sig.variadic {
            return Err(self.err(format!(
                "@{} is variadic; PTX has no variadic calls",
                target.name
            )));
        }
        let name = self.names.func(callee).to_string();
        let returns: Vec<ScalarType> = target.sig.returns.iter().map(|t| t.lane()).collect();
        self.call_with(
            inst,
            &format!("call.uni {{rets}}{name}, ({{params}})"),
            args,
            &returns,
            None,
        );
        Ok(())
    }

    /// A call through a function pointer, with a `.callprototype` of the
    /// signature.
    pub(super) fn call_indirect(
        &mut self,
        inst: Inst,
        sig: &zyme_ir::Signature,
        callee: Value,
        args: &[Value],
    ) -> Result<(), PtxError> {
        if sig.variadic {
            return Err(self.err("PTX has no variadic calls"));
        }
        if sig.returns.iter().chain(&sig.params).any(|t| t.is_vector()) {
            return Err(self.err("vector values are not supported; scalarize them first"));
        }
        let returns: Vec<ScalarType> = sig.returns.iter().map(|t| t.lane()).collect();
        let proto = self.new_label("proto");
        let proto = proto.trim_start_matches('$').to_string();
        let ret = match returns.as_slice() {
            [] => String::new(),
            [one] => format!("(.param {} _) ", func_param_type(*one)),
            many => format!("(.param .align 8 .b8 _[{}]) ", return_layout(many).1),
        };
        let params: Vec<String> = sig
            .params
            .iter()
            .map(|t| format!(".param {} _", func_param_type(t.lane())))
            .collect();
        let decl = format!("\t{proto} : .callprototype {ret}_ ({});", params.join(", "));
        let target = self.reg(callee);
        self.call_with(
            inst,
            &format!("call {{rets}}{target}, ({{params}}), {proto}"),
            args,
            &returns,
            Some(decl),
        );
        Ok(())
    }

    /// The `.param` traffic around a call; `template` has `{rets}` and
    /// `{params}` holes.
    fn call_with(
        &mut self,
        inst: Inst,
        template: &str,
        args: &[Value],
        returns: &[ScalarType],
        prototype: Option<String>,
    ) {
        self.ins_raw("\t{");
        let mut params = Vec::new();
        for (i, &a) in args.iter().enumerate() {
            let ty = self.ty(a);
            self.ins_raw(&format!("\t.param {} param{i};", func_param_type(ty)));
            self.store_param(&format!("[param{i}]"), a);
            params.push(format!("param{i}"));
        }
        let rets = match returns {
            [] => String::new(),
            [one] => {
                self.ins_raw(&format!("\t.param {} retval0;", func_param_type(*one)));
                "(retval0), ".to_string()
            }
            many => {
                let (_, size) = return_layout(many);
                self.ins_raw(&format!("\t.param .align 8 .b8 retval0[{size}];"));
                "(retval0), ".to_string()
            }
        };
        if let Some(decl) = prototype {
            self.ins_raw(&decl);
        }
        let text = template
            .replace("{rets}", &rets)
            .replace("{params}", &params.join(", "));
        self.ins(text);
        let offsets = return_layout(returns).0;
        for (n, ty) in returns.iter().enumerate() {
            let r = self.res(inst, n);
            let src = if returns.len() == 1 {
                "[retval0]".to_string()
            } else {
                format!("[retval0+{}]", offsets[n])
            };
            let text = self.load_param(r, *ty, &src);
            self.body.push_str(&text);
        }
        self.ins_raw("\t}");
    }

    /// A line that is not an instruction (a scope brace, a declaration).
    pub fn ins_raw(&mut self, text: &str) {
        self.body.push_str(text);
        self.body.push('\n');
    }
}
