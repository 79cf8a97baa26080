//! Function bodies: basic blocks and every instruction form.

use super::module::first_free_number;
use super::{AttrCtx, Parser};
use crate::ast::{
    AtomicOrdering, AtomicRmwOp, BasicBlock, BinOp, CallArg, CallSite, CastOp, DebugRecord,
    FastMath, InstKind, Instruction, LandingPadClause, Name, OperandBundle, Param, TailKind, Type,
    UnaryOp,
};
use crate::lexer::Tok;
use crate::ParseError;

impl Parser<'_> {
    /// `{ blocks }`. Tracks LLVM's implicit numbering so an unlabeled entry
    /// block (and any unlabeled block after a terminator) gets the number
    /// later `%N` references use.
    pub(crate) fn parse_body(&mut self, params: &[Param]) -> Result<Vec<BasicBlock>, ParseError> {
        self.expect(&Tok::LBrace)?;
        let mut next = first_free_number(params);
        let mut blocks = Vec::new();
        loop {
            let line = self.here().0;
            let name = match self.tok().clone() {
                Tok::RBrace if !blocks.is_empty() => {
                    self.bump();
                    return Ok(blocks);
                }
                Tok::RBrace => return Err(self.error("function body requires at least one block")),
                Tok::Label(l) => {
                    self.bump();
                    Name::Named(l)
                }
                Tok::LabelId(n) => {
                    self.bump();
                    next = n.saturating_add(1);
                    Name::Num(n)
                }
                _ => {
                    let n = next;
                    next = next.saturating_add(1);
                    Name::Num(n)
                }
            };
            let mut insts = Vec::new();
            let mut pending: Vec<DebugRecord> = Vec::new();
            loop {
                match self.tok() {
                    Tok::DbgRecord(_) => {
                        pending.push(self.parse_debug_record()?);
                        continue;
                    }
                    Tok::Ident(w) if w == "uselistorder" => {
                        self.bump();
                        self.skip_through_braces()?;
                        continue;
                    }
                    Tok::Label(_) | Tok::LabelId(_) | Tok::RBrace | Tok::Eof => {
                        return Err(self.expected("instruction (block has no terminator)"));
                    }
                    _ => {}
                }
                let mut inst = self.parse_instruction(&mut next)?;
                inst.debug_records = std::mem::take(&mut pending);
                let done = inst.is_terminator();
                insts.push(inst);
                if done {
                    break;
                }
            }
            while matches!(self.tok(), Tok::DbgRecord(_)) {
                pending.push(self.parse_debug_record()?);
            }
            blocks.push(BasicBlock {
                name,
                insts,
                trailing_debug_records: pending,
                line,
            });
        }
    }

    fn parse_instruction(&mut self, next: &mut u32) -> Result<Instruction, ParseError> {
        let (line, col) = self.here();
        let mut result = None;
        if matches!(self.tok(), Tok::LocalVar(_) | Tok::LocalId(_))
            && matches!(self.peek(1), Tok::Eq)
        {
            result = Some(self.local_name()?);
            self.bump();
        }
        let op = match self.tok() {
            Tok::Ident(w) => w.clone(),
            _ => return Err(self.expected("instruction opcode")),
        };
        self.bump();
        let kind = self.parse_inst_kind(&op)?;
        let metadata = self.parse_trailing_attachments()?;
        match &result {
            Some(Name::Num(n)) => *next = n.saturating_add(1),
            Some(Name::Named(_)) => {}
            None if produces_value(&kind) => {
                result = Some(Name::Num(*next));
                *next = next.saturating_add(1);
            }
            None => {}
        }
        Ok(Instruction {
            result,
            kind,
            metadata,
            debug_records: Vec::new(),
            line,
            col,
        })
    }

    fn parse_fmf(&mut self) -> FastMath {
        let mut f = FastMath::default();
        while let Some(w) = self.ident() {
            if !f.set(w) {
                break;
            }
            self.bump();
        }
        f
    }

    /// `, align N` unless the comma starts a metadata attachment.
    fn parse_opt_align(&mut self) -> Result<Option<u64>, ParseError> {
        if matches!(self.tok(), Tok::Comma) && matches!(self.peek(1), Tok::Ident(w) if w == "align")
        {
            self.bump();
            self.bump();
            return Ok(Some(self.expect_u64("alignment")?));
        }
        Ok(None)
    }

    fn parse_syncscope(&mut self) -> Result<Option<String>, ParseError> {
        if self.eat_ident("syncscope") {
            self.expect(&Tok::LParen)?;
            let s = self.expect_string("sync scope name")?;
            self.expect(&Tok::RParen)?;
            return Ok(Some(s));
        }
        Ok(None)
    }

    fn parse_ordering(&mut self) -> Result<AtomicOrdering, ParseError> {
        match self.ident().and_then(AtomicOrdering::from_keyword) {
            Some(o) => {
                self.bump();
                Ok(o)
            }
            None => Err(self.expected("atomic ordering")),
        }
    }

    fn comma(&mut self) -> Result<(), ParseError> {
        self.expect(&Tok::Comma)
    }

    /// `to caller` or `label %x` after `unwind`.
    fn parse_unwind_dest(&mut self) -> Result<Option<Name>, ParseError> {
        if self.eat_ident("to") {
            self.expect_ident("caller")?;
            return Ok(None);
        }
        Ok(Some(self.label_operand()?))
    }

    /// `[label %a, label %b]`.
    fn parse_label_list(&mut self) -> Result<Vec<Name>, ParseError> {
        self.expect(&Tok::LBracket)?;
        let mut out = Vec::new();
        if self.eat(&Tok::RBracket) {
            return Ok(out);
        }
        loop {
            out.push(self.label_operand()?);
            if self.eat(&Tok::RBracket) {
                return Ok(out);
            }
            self.comma()?;
        }
    }

    fn parse_inst_kind(&mut self, op: &str) -> Result<InstKind, ParseError> {
        if let Some(bop) = BinOp::from_keyword(op) {
            let mut flags = crate::ast::ArithFlags::default();
            let mut fmf = FastMath::default();
            loop {
                let f = self.parse_arith_flags();
                flags.nuw |= f.nuw;
                flags.nsw |= f.nsw;
                flags.exact |= f.exact;
                flags.disjoint |= f.disjoint;
                let before = self.pos;
                let m = self.parse_fmf();
                merge_fmf(&mut fmf, m);
                if self.pos == before {
                    break;
                }
            }
            let ty = self.parse_type()?;
            let lhs = self.parse_value(&ty)?;
            self.comma()?;
            let rhs = self.parse_value(&ty)?;
            return Ok(InstKind::Binary {
                op: bop,
                flags,
                fmf,
                ty,
                lhs,
                rhs,
            });
        }
        if let Some(cop) = CastOp::from_keyword(op) {
            let mut flags = crate::ast::ArithFlags::default();
            let mut fmf = FastMath::default();
            loop {
                let f = self.parse_arith_flags();
                flags.nuw |= f.nuw;
                flags.nsw |= f.nsw;
                flags.nneg |= f.nneg;
                let before = self.pos;
                let m = self.parse_fmf();
                merge_fmf(&mut fmf, m);
                if self.pos == before {
                    break;
                }
            }
            let value = self.parse_typed_value()?;
            self.expect_ident("to")?;
            let to = self.parse_type()?;
            return Ok(InstKind::Cast {
                op: cop,
                flags,
                fmf,
                value,
                to,
            });
        }
        Ok(match op {
            "ret" => {
                let ty = self.parse_type()?;
                if ty == Type::Void {
                    InstKind::Ret(None)
                } else {
                    let value = self.parse_value(&ty)?;
                    InstKind::Ret(Some(crate::ast::TypedValue { ty, value }))
                }
            }
            "br" => {
                if matches!(self.tok(), Tok::LocalVar(_) | Tok::LocalId(_)) {
                    return Err(self.expected("'label' or 'i1' after 'br'"));
                }
                if self.at_ident("label") {
                    InstKind::Br {
                        dest: self.label_operand()?,
                    }
                } else {
                    let cond = self.parse_typed_value()?;
                    self.comma()?;
                    let then_dest = self.label_operand()?;
                    self.comma()?;
                    let else_dest = self.label_operand()?;
                    InstKind::CondBr {
                        cond,
                        then_dest,
                        else_dest,
                    }
                }
            }
            "switch" => {
                let value = self.parse_typed_value()?;
                self.comma()?;
                let default = self.label_operand()?;
                self.expect(&Tok::LBracket)?;
                let mut cases = Vec::new();
                while !self.eat(&Tok::RBracket) {
                    let v = self.parse_typed_value()?;
                    self.comma()?;
                    cases.push((v, self.label_operand()?));
                }
                InstKind::Switch {
                    value,
                    default,
                    cases,
                }
            }
            "indirectbr" => {
                let address = self.parse_typed_value()?;
                self.comma()?;
                InstKind::IndirectBr {
                    address,
                    dests: self.parse_label_list()?,
                }
            }
            "invoke" => {
                let call = self.parse_call_site()?;
                self.expect_ident("to")?;
                let normal = self.label_operand()?;
                self.expect_ident("unwind")?;
                let unwind = self.label_operand()?;
                InstKind::Invoke {
                    call,
                    normal,
                    unwind,
                }
            }
            "callbr" => {
                let call = self.parse_call_site()?;
                self.expect_ident("to")?;
                let default = self.label_operand()?;
                InstKind::CallBr {
                    call,
                    default,
                    indirect: self.parse_label_list()?,
                }
            }
            "resume" => InstKind::Resume(self.parse_typed_value()?),
            "unreachable" => InstKind::Unreachable,
            "fneg" => {
                let fmf = self.parse_fmf();
                InstKind::Unary {
                    op: UnaryOp::FNeg,
                    fmf,
                    operand: self.parse_typed_value()?,
                }
            }
            "extractelement" => {
                let vector = self.parse_typed_value()?;
                self.comma()?;
                let index = self.parse_typed_value()?;
                InstKind::ExtractElement { vector, index }
            }
            "insertelement" | "shufflevector" => {
                let a = self.parse_typed_value()?;
                self.comma()?;
                let b = self.parse_typed_value()?;
                self.comma()?;
                let c = self.parse_typed_value()?;
                if op == "insertelement" {
                    InstKind::InsertElement {
                        vector: a,
                        element: b,
                        index: c,
                    }
                } else {
                    InstKind::ShuffleVector { a, b, mask: c }
                }
            }
            "extractvalue" => {
                let aggregate = self.parse_typed_value()?;
                let indices = self.parse_aggregate_indices()?;
                InstKind::ExtractValue { aggregate, indices }
            }
            "insertvalue" => {
                let aggregate = self.parse_typed_value()?;
                self.comma()?;
                let element = self.parse_typed_value()?;
                let indices = self.parse_aggregate_indices()?;
                InstKind::InsertValue {
                    aggregate,
                    element,
                    indices,
                }
            }
            "alloca" => self.parse_alloca()?,
            "load" => self.parse_load()?,
            "store" => self.parse_store()?,
            "fence" => {
                let syncscope = self.parse_syncscope()?;
                InstKind::Fence {
                    syncscope,
                    ordering: self.parse_ordering()?,
                }
            }
            "cmpxchg" => {
                let weak = self.eat_ident("weak");
                let volatile = self.eat_ident("volatile");
                let ptr = self.parse_typed_value()?;
                self.comma()?;
                let cmp = self.parse_typed_value()?;
                self.comma()?;
                let new = self.parse_typed_value()?;
                let syncscope = self.parse_syncscope()?;
                let success = self.parse_ordering()?;
                let failure = self.parse_ordering()?;
                InstKind::CmpXchg {
                    weak,
                    volatile,
                    ptr,
                    cmp,
                    new,
                    syncscope,
                    success,
                    failure,
                    align: self.parse_opt_align()?,
                }
            }
            "atomicrmw" => {
                let volatile = self.eat_ident("volatile");
                let rop = match self.ident().and_then(AtomicRmwOp::from_keyword) {
                    Some(o) => o,
                    None => return Err(self.expected("atomicrmw operation")),
                };
                self.bump();
                let ptr = self.parse_typed_value()?;
                self.comma()?;
                let value = self.parse_typed_value()?;
                let syncscope = self.parse_syncscope()?;
                let ordering = self.parse_ordering()?;
                InstKind::AtomicRmw {
                    volatile,
                    op: rop,
                    ptr,
                    value,
                    syncscope,
                    ordering,
                    align: self.parse_opt_align()?,
                }
            }
            "getelementptr" => {
                let flags = self.parse_gep_flags();
                let source_ty = self.parse_type()?;
                self.comma()?;
                let base = self.parse_typed_value()?;
                InstKind::GetElementPtr {
                    flags,
                    source_ty,
                    base,
                    indices: self.parse_gep_indices()?,
                }
            }
            "icmp" => {
                let samesign = self.eat_ident("samesign");
                let pred = self.parse_int_predicate()?;
                let ty = self.parse_type()?;
                let lhs = self.parse_value(&ty)?;
                self.comma()?;
                let rhs = self.parse_value(&ty)?;
                InstKind::ICmp {
                    samesign,
                    pred,
                    ty,
                    lhs,
                    rhs,
                }
            }
            "fcmp" => {
                let fmf = self.parse_fmf();
                let pred = self.parse_float_predicate()?;
                let ty = self.parse_type()?;
                let lhs = self.parse_value(&ty)?;
                self.comma()?;
                let rhs = self.parse_value(&ty)?;
                InstKind::FCmp {
                    fmf,
                    pred,
                    ty,
                    lhs,
                    rhs,
                }
            }
            "phi" => {
                let fmf = self.parse_fmf();
                let ty = self.parse_type()?;
                let mut incoming = Vec::new();
                loop {
                    self.expect(&Tok::LBracket)?;
                    let v = self.parse_value(&ty)?;
                    self.comma()?;
                    let bb = self.local_name()?;
                    self.expect(&Tok::RBracket)?;
                    incoming.push((v, bb));
                    if !(matches!(self.tok(), Tok::Comma) && matches!(self.peek(1), Tok::LBracket))
                    {
                        break;
                    }
                    self.bump();
                }
                InstKind::Phi { fmf, ty, incoming }
            }
            "select" => {
                let fmf = self.parse_fmf();
                let cond = self.parse_typed_value()?;
                self.comma()?;
                let then_value = self.parse_typed_value()?;
                self.comma()?;
                let else_value = self.parse_typed_value()?;
                InstKind::Select {
                    fmf,
                    cond,
                    then_value,
                    else_value,
                }
            }
            "freeze" => InstKind::Freeze(self.parse_typed_value()?),
            "call" => InstKind::Call {
                tail: TailKind::None,
                call: self.parse_call_site()?,
            },
            "tail" | "musttail" | "notail" => {
                self.expect_ident("call")?;
                let tail = match op {
                    "tail" => TailKind::Tail,
                    "musttail" => TailKind::MustTail,
                    _ => TailKind::NoTail,
                };
                InstKind::Call {
                    tail,
                    call: self.parse_call_site()?,
                }
            }
            "va_arg" => {
                let list = self.parse_typed_value()?;
                self.comma()?;
                InstKind::VaArg {
                    list,
                    ty: self.parse_type()?,
                }
            }
            "landingpad" => {
                let ty = self.parse_type()?;
                let mut cleanup = false;
                let mut clauses = Vec::new();
                loop {
                    if self.eat_ident("cleanup") {
                        cleanup = true;
                    } else if self.eat_ident("catch") {
                        clauses.push(LandingPadClause::Catch(self.parse_typed_value()?));
                    } else if self.eat_ident("filter") {
                        clauses.push(LandingPadClause::Filter(self.parse_typed_value()?));
                    } else {
                        break;
                    }
                }
                if !cleanup && clauses.is_empty() {
                    return Err(self.expected("'cleanup', 'catch' or 'filter'"));
                }
                InstKind::LandingPad {
                    ty,
                    cleanup,
                    clauses,
                }
            }
            "catchpad" | "cleanuppad" => {
                self.expect_ident("within")?;
                let parent = self.parse_value(&Type::Token)?;
                self.expect(&Tok::LBracket)?;
                let args = self.parse_typed_list(&Tok::RBracket)?;
                if op == "catchpad" {
                    InstKind::CatchPad {
                        catchswitch: parent,
                        args,
                    }
                } else {
                    InstKind::CleanupPad { parent, args }
                }
            }
            "catchret" => {
                self.expect_ident("from")?;
                let pad = self.parse_value(&Type::Token)?;
                self.expect_ident("to")?;
                InstKind::CatchRet {
                    pad,
                    dest: self.label_operand()?,
                }
            }
            "cleanupret" => {
                self.expect_ident("from")?;
                let pad = self.parse_value(&Type::Token)?;
                self.expect_ident("unwind")?;
                InstKind::CleanupRet {
                    pad,
                    unwind: self.parse_unwind_dest()?,
                }
            }
            "catchswitch" => {
                self.expect_ident("within")?;
                let parent = self.parse_value(&Type::Token)?;
                let handlers = self.parse_label_list()?;
                self.expect_ident("unwind")?;
                InstKind::CatchSwitch {
                    parent,
                    handlers,
                    unwind: self.parse_unwind_dest()?,
                }
            }
            _ => {
                self.pos = self.pos.saturating_sub(1);
                return Err(self.expected("instruction opcode"));
            }
        })
    }

    fn parse_alloca(&mut self) -> Result<InstKind, ParseError> {
        let inalloca = self.eat_ident("inalloca");
        let swifterror = self.eat_ident("swifterror");
        let ty = self.parse_type()?;
        let mut count = None;
        let mut align = None;
        let mut addrspace = None;
        while matches!(self.tok(), Tok::Comma) && !matches!(self.peek(1), Tok::MetaVar(_)) {
            self.bump();
            if self.eat_ident("align") {
                align = Some(self.expect_u64("alignment")?);
            } else if self.eat_ident("addrspace") {
                addrspace = Some(self.addrspace_number()?);
            } else if count.is_none() && align.is_none() {
                count = Some(self.parse_typed_value()?);
            } else {
                return Err(self.expected("'align' or 'addrspace'"));
            }
        }
        Ok(InstKind::Alloca {
            inalloca,
            swifterror,
            ty,
            count,
            align,
            addrspace,
        })
    }

    fn parse_load(&mut self) -> Result<InstKind, ParseError> {
        let atomic = self.eat_ident("atomic");
        let volatile = self.eat_ident("volatile");
        let ty = self.parse_type()?;
        self.comma()?;
        let ptr = self.parse_typed_value()?;
        let (syncscope, ordering) = if atomic {
            (self.parse_syncscope()?, Some(self.parse_ordering()?))
        } else {
            (None, None)
        };
        Ok(InstKind::Load {
            atomic,
            volatile,
            ty,
            ptr,
            align: self.parse_opt_align()?,
            syncscope,
            ordering,
        })
    }

    fn parse_store(&mut self) -> Result<InstKind, ParseError> {
        let atomic = self.eat_ident("atomic");
        let volatile = self.eat_ident("volatile");
        let value = self.parse_typed_value()?;
        self.comma()?;
        let ptr = self.parse_typed_value()?;
        let (syncscope, ordering) = if atomic {
            (self.parse_syncscope()?, Some(self.parse_ordering()?))
        } else {
            (None, None)
        };
        Ok(InstKind::Store {
            atomic,
            volatile,
            value,
            ptr,
            align: self.parse_opt_align()?,
            syncscope,
            ordering,
        })
    }

    /// The part of `call`/`invoke`/`callbr` from the flags to the operand
    /// bundles.
    fn parse_call_site(&mut self) -> Result<CallSite, ParseError> {
        let fmf = self.parse_fmf();
        let mut cc = None;
        if self.at_ident("cc") && matches!(self.peek(1), Tok::Int(_)) {
            self.bump();
            cc = Some(format!(
                "cc {}",
                self.expect_u32("calling convention number")?
            ));
        } else if let Some(w) = self.ident() {
            if super::is_cc_keyword(w) {
                cc = Some(w.to_string());
                self.bump();
            }
        }
        let ret_attrs = self.parse_attrs(AttrCtx::Ret)?;
        let mut addrspace = None;
        if self.at_ident("addrspace") {
            self.bump();
            addrspace = Some(self.addrspace_number()?);
        }
        self.last_fn_pointee = None;
        let mut ty = self.parse_type()?;
        if let (Type::Ptr(_), Some(f)) = (&ty, self.last_fn_pointee.take()) {
            ty = f;
        }
        let (ret_ty, fn_ty) = match &ty {
            Type::Function { ret, .. } => ((**ret).clone(), Some(ty.clone())),
            _ => (ty, None),
        };
        let callee = self.parse_value(&Type::Ptr(0))?;
        self.expect(&Tok::LParen)?;
        let mut args = Vec::new();
        if !self.eat(&Tok::RParen) {
            loop {
                let ty = self.parse_type()?;
                let (attrs, value) = if ty == Type::Metadata {
                    (Vec::new(), self.parse_value(&ty)?)
                } else {
                    let attrs = self.parse_attrs(AttrCtx::CallArg)?;
                    (attrs, self.parse_value(&ty)?)
                };
                args.push(CallArg { ty, attrs, value });
                if self.eat(&Tok::RParen) {
                    break;
                }
                if !self.eat(&Tok::Comma) {
                    return Err(self.expected("',' or ')' in argument list"));
                }
            }
        }
        let fn_attrs = self.parse_attrs(AttrCtx::CallFn)?;
        let mut bundles = Vec::new();
        if self.eat(&Tok::LBracket) {
            loop {
                let tag = self.expect_string("operand bundle tag")?;
                self.expect(&Tok::LParen)?;
                let inputs = self.parse_typed_list(&Tok::RParen)?;
                bundles.push(OperandBundle { tag, inputs });
                if self.eat(&Tok::RBracket) {
                    break;
                }
                self.comma()?;
            }
        }
        Ok(CallSite {
            cc,
            fmf,
            ret_attrs,
            addrspace,
            ret_ty,
            fn_ty,
            callee,
            args,
            fn_attrs,
            bundles,
        })
    }
}

fn merge_fmf(into: &mut FastMath, f: FastMath) {
    into.nnan |= f.nnan;
    into.ninf |= f.ninf;
    into.nsz |= f.nsz;
    into.arcp |= f.arcp;
    into.contract |= f.contract;
    into.afn |= f.afn;
    into.reassoc |= f.reassoc;
}

/// Whether an instruction without an explicit name still consumes an
/// implicit `%N` number.
fn produces_value(kind: &InstKind) -> bool {
    match kind {
        InstKind::Ret(_)
        | InstKind::Br { .. }
        | InstKind::CondBr { .. }
        | InstKind::Switch { .. }
        | InstKind::IndirectBr { .. }
        | InstKind::Resume(_)
        | InstKind::Unreachable
        | InstKind::Store { .. }
        | InstKind::Fence { .. }
        | InstKind::CatchRet { .. }
        | InstKind::CleanupRet { .. } => false,
        InstKind::Call { call, .. }
        | InstKind::Invoke { call, .. }
        | InstKind::CallBr { call, .. } => call.ret_ty != Type::Void,
        _ => true,
    }
}
