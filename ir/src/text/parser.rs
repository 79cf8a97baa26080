//! Reads the text format.
//!
//! Parsing is two-staged: this file turns tokens into an unresolved syntax
//! tree (`Ast`), and `resolve` builds the module from it. The split is what
//! makes forward references easy: a value, block, function or global may be
//! used before it is defined, and result types (computed by
//! `Module::result_types` from operand types) can only be known once every
//! definition has been seen.

use super::lexer::{lex, Pos, Tok, Token};
use super::resolve;
use crate::entity::{Block, FuncId, Global, StackSlot, Value};
use crate::function::Linkage;
use crate::inst::{BlockCall, ByVal, InstData, MemFlags, Signature};
use crate::module::Module;
use crate::opcode::{
    BinaryOp, CastOp, FloatCC, GpuOp, IntCC, MathOp, MemOp, Ordering, RmwOp, ShuffleMode, UnaryOp,
};
use crate::types::{AddrSpace, Type};
use crate::value::{parse_f32, parse_f64, truncate};
use std::collections::HashMap;

/// A parse error at a line and column (both 1-based).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{line}:{col}: {message}")]
pub struct ParseError {
    pub line: u32,
    pub col: u32,
    pub message: String,
}

pub(super) fn error<T>(pos: Pos, message: impl Into<String>) -> Result<T, ParseError> {
    Err(ParseError {
        line: pos.line,
        col: pos.col,
        message: message.into(),
    })
}

/// Parses a whole module.
pub fn parse_module(text: &str) -> Result<Module, ParseError> {
    let mut parser = Parser {
        tokens: lex(text),
        at: 0,
        line_begin: 0,
    };
    let ast = parser.module()?;
    resolve::build(ast)
}

/// The syntax tree: names are still text (or text-format numbers) with the
/// position of each mention, for error messages.
pub(super) struct Ast {
    pub files: Vec<FileDecl>,
    pub items: Vec<Item>,
}

pub(super) struct FileDecl {
    pub num: u32,
    pub path: String,
}

pub(super) enum Item {
    Global(GlobalDecl),
    Func(FuncDecl),
}

pub(super) struct GlobalDecl {
    pub name: String,
    pub pos: Pos,
    pub linkage: Linkage,
    pub constant: bool,
    pub size: u64,
    pub align: u32,
    pub addr_space: AddrSpace,
    pub init: InitDecl,
}

pub(super) enum InitDecl {
    External,
    Zero,
    Bytes {
        data: Vec<u8>,
        relocs: Vec<RelocDecl>,
    },
}

pub(super) struct RelocDecl {
    pub offset: u64,
    pub target: String,
    pub pos: Pos,
    pub addend: i64,
}

pub(super) struct FuncDecl {
    pub name: String,
    pub pos: Pos,
    pub linkage: Linkage,
    pub kernel: bool,
    pub cold: bool,
    pub sig: Signature,
    /// The parameters marked `noalias`.
    pub noalias: Vec<u32>,
    pub body: Option<Body>,
}

pub(super) struct Body {
    pub slots: Vec<SlotDecl>,
    pub blocks: Vec<BlockDecl>,
    pub insts: Vec<PendingInst>,
}

pub(super) struct SlotDecl {
    pub num: u32,
    pub size: u64,
    pub align: u32,
}

pub(super) struct BlockDecl {
    pub num: u32,
    pub params: Vec<(u32, Type)>,
}

/// A name of the module (`@f`) or of the function (`ssN`) that an
/// instruction refers to; at most one per instruction.
pub(super) enum SymRef {
    Func(String, Pos),
    Global(String, Pos),
    Slot(u32, Pos),
}

/// An instruction whose references are not resolved yet.
///
/// `data` is the final instruction except that its value operands are
/// `Value::from_u32(k)` for the `k`th entry of `operands`, its block
/// targets `Block::from_u32(k)` for the `k`th entry of `blocks`, and its
/// function, global or slot a dummy that `sym` replaces.
pub(super) struct PendingInst {
    /// Index of the block it belongs to in `Body::blocks`.
    pub block: usize,
    pub op_pos: Pos,
    pub results: Vec<(u32, Pos)>,
    pub data: InstData,
    pub operands: Vec<(u32, Pos)>,
    pub blocks: Vec<(u32, Pos)>,
    /// The operand (index in `operands`) whose type `Module::result_types`
    /// reads to type the results, if any: it must be created first.
    pub type_dep: Option<usize>,
    pub sym: Option<SymRef>,
    /// Switch case values as written, checked against the operand's width
    /// once its type is known.
    pub cases: Vec<(i128, Pos)>,
    pub loc: Option<LocDecl>,
    /// Written `fast` after the opcode ([`crate::Function::fast`]).
    pub fast: bool,
}

pub(super) struct LocDecl {
    pub file: Option<(u32, Pos)>,
    pub line: u32,
    pub col: u32,
}

struct Parser {
    tokens: Vec<Token>,
    at: usize,
    /// Index of the first token of the line being parsed (an item header,
    /// a block header, an instruction): a token missing at the end of it
    /// is reported there, not at whatever starts the next line.
    line_begin: usize,
}

/// Reads an integer literal (`-12`, `0xff`, `-0x10`) into an `i128` wide
/// enough to range-check it against any IR width.
fn parse_int(text: &str) -> Option<i128> {
    let (negative, magnitude) = crate::value::sign_and_magnitude(text)?;
    let magnitude = i128::from(u64::try_from(magnitude).ok()?);
    Some(if negative { -magnitude } else { magnitude })
}

/// `fN`, a file id.
fn file_number(word: &str) -> Option<u32> {
    let digits = word.strip_prefix('f')?;
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

/// Whether an identifier names an instruction (to explain a stray one).
fn is_opcode(word: &str) -> bool {
    let base = word.split('.').next().unwrap_or(word);
    GpuOp::from_name(word).is_some()
        || UnaryOp::from_name(base).is_some()
        || BinaryOp::from_name(base).is_some()
        || CastOp::from_name(base).is_some()
        || MathOp::from_name(base).is_some()
        || MemOp::from_name(base).is_some()
        || [
            "iconst",
            "fconst",
            "global_addr",
            "func_addr",
            "stack_addr",
            "icmp",
            "fcmp",
            "select",
            "ptr_add",
            "load",
            "store",
            "atomic_rmw",
            "cmpxchg",
            "fence",
            "call",
            "call_indirect",
            "splat",
            "extract_lane",
            "insert_lane",
            "shuffle",
            "warp_shuffle",
            "jump",
            "brif",
            "switch",
            "return",
            "unreachable",
            "trap",
        ]
        .contains(&base)
}

fn plural(n: usize, word: &str) -> String {
    if n == 1 {
        format!("1 {word}")
    } else {
        format!("{n} {word}s")
    }
}

impl Parser {
    fn token(&self) -> &Token {
        let last = self.tokens.len().saturating_sub(1);
        &self.tokens[self.at.min(last)]
    }

    fn peek(&self) -> &Tok {
        &self.token().tok
    }

    fn peek2(&self) -> &Tok {
        let last = self.tokens.len().saturating_sub(1);
        &self.tokens[(self.at + 1).min(last)].tok
    }

    fn pos(&self) -> Pos {
        self.token().pos
    }

    fn next(&mut self) -> Token {
        let token = self.token().clone();
        if self.at + 1 < self.tokens.len() {
            self.at += 1;
        }
        token
    }

    /// Whether the next token is on the line of the one just read: the
    /// format has one instruction per line, and optional trailing parts
    /// (return values, call arguments) must not swallow the next line.
    fn same_line(&self) -> bool {
        self.at > 0
            && !matches!(self.peek(), Tok::Eof)
            && self.tokens[self.at - 1].pos.line == self.pos().line
    }

    /// "expected X, found Y" at the next token; a lexing error there is
    /// reported as itself.
    fn unexpected<T>(&self, expected: &str) -> Result<T, ParseError> {
        let token = self.token();
        if self.at > self.line_begin && !self.same_line() && !matches!(token.tok, Tok::Error(_)) {
            let end = self.tokens[self.at - 1].end;
            return error(end, format!("expected {expected}, found end of line"));
        }
        match &token.tok {
            Tok::Error(message) => error(token.pos, message.clone()),
            tok => error(token.pos, format!("expected {expected}, found {tok}")),
        }
    }

    fn eat(&mut self, tok: &Tok) -> bool {
        if self.peek() == tok {
            self.next();
            true
        } else {
            false
        }
    }

    fn expect(&mut self, tok: Tok) -> Result<Pos, ParseError> {
        let pos = self.pos();
        if self.eat(&tok) {
            Ok(pos)
        } else {
            self.unexpected(&tok.to_string())
        }
    }

    fn is_keyword(&self, word: &str) -> bool {
        matches!(self.peek(), Tok::Ident(w) if w == word)
    }

    fn eat_keyword(&mut self, word: &str) -> bool {
        if self.is_keyword(word) {
            self.next();
            true
        } else {
            false
        }
    }

    fn expect_keyword(&mut self, word: &str) -> Result<(), ParseError> {
        if self.eat_keyword(word) {
            Ok(())
        } else {
            self.unexpected(&format!("`{word}`"))
        }
    }

    fn end_of_line(&self) -> Result<(), ParseError> {
        if self.same_line() {
            self.unexpected("end of line")
        } else if let Tok::Error(message) = self.peek() {
            error(self.pos(), message.clone())
        } else {
            Ok(())
        }
    }

    fn symbol(&mut self, expected: &str) -> Result<(String, Pos), ParseError> {
        let pos = self.pos();
        match self.peek().clone() {
            Tok::Symbol(name) => {
                self.next();
                Ok((name, pos))
            }
            _ => self.unexpected(expected),
        }
    }

    fn ty(&mut self) -> Result<Type, ParseError> {
        if let Tok::Ident(word) = self.peek() {
            if let Some(ty) = Type::parse(word) {
                self.next();
                return Ok(ty);
            }
        }
        self.unexpected("a type such as i32 or f64")
    }

    /// Any integer literal, as written and as a number.
    fn int(&mut self, expected: &str) -> Result<(i128, Pos), ParseError> {
        let pos = self.pos();
        match self.peek().clone() {
            Tok::Int(text) => {
                self.next();
                match parse_int(&text) {
                    Some(n) => Ok((n, pos)),
                    None => error(pos, format!("integer {text} is out of range")),
                }
            }
            _ => self.unexpected(expected),
        }
    }

    /// An integer in `0..=max`.
    fn uint(&mut self, expected: &str, max: u64) -> Result<(u64, Pos), ParseError> {
        let (n, pos) = self.int(expected)?;
        if n < 0 || n > i128::from(max) {
            return error(pos, format!("{n} is out of range: expected {expected}"));
        }
        Ok((n as u64, pos))
    }

    fn align(&mut self) -> Result<u32, ParseError> {
        let (n, pos) = self.uint("an alignment", u64::from(u32::MAX))?;
        if !n.is_power_of_two() {
            return error(pos, format!("alignment must be a power of two, found {n}"));
        }
        Ok(n as u32)
    }

    fn linkage(&mut self) -> Result<Linkage, ParseError> {
        let linkage = match self.peek() {
            Tok::Ident(w) if w == "export" => Linkage::Export,
            Tok::Ident(w) if w == "local" => Linkage::Local,
            Tok::Ident(w) if w == "import" => Linkage::Import,
            _ => return self.unexpected("a linkage (export, local or import)"),
        };
        self.next();
        Ok(linkage)
    }

    fn module(&mut self) -> Result<Ast, ParseError> {
        let mut ast = Ast {
            files: Vec::new(),
            items: Vec::new(),
        };
        let mut files: HashMap<u32, Pos> = HashMap::new();
        loop {
            let pos = self.pos();
            self.line_begin = self.at;
            match self.peek().clone() {
                Tok::Eof => return Ok(ast),
                Tok::Ident(w) if w == "file" => {
                    self.next();
                    let num = match self.peek() {
                        Tok::Ident(w) => file_number(w),
                        _ => None,
                    };
                    let Some(num) = num else {
                        return self.unexpected("a file id such as f0");
                    };
                    let num_pos = self.pos();
                    self.next();
                    if let Some(first) = files.insert(num, num_pos) {
                        return error(
                            num_pos,
                            format!("file f{num} defined twice (first at {})", at(first)),
                        );
                    }
                    let path = match self.peek().clone() {
                        Tok::Str(bytes) => {
                            self.next();
                            String::from_utf8(bytes)
                                .or_else(|_| error(self.pos(), "file path is not valid UTF-8"))?
                        }
                        _ => return self.unexpected("a file path string"),
                    };
                    self.end_of_line()?;
                    ast.files.push(FileDecl { num, path });
                }
                Tok::Ident(w) if w == "global" => {
                    self.next();
                    let global = self.global()?;
                    ast.items.push(Item::Global(global));
                }
                Tok::Ident(w) if w == "declare" => {
                    self.next();
                    let linkage = match self.peek() {
                        Tok::Symbol(_) => Linkage::Import,
                        _ => self.linkage()?,
                    };
                    let (name, pos) = self.symbol("a function name such as @f")?;
                    let mut noalias = Vec::new();
                    let sig = self.signature_of(Some(&mut noalias))?;
                    self.end_of_line()?;
                    ast.items.push(Item::Func(FuncDecl {
                        name,
                        pos,
                        linkage,
                        kernel: false,
                        cold: false,
                        sig,
                        noalias,
                        body: None,
                    }));
                }
                Tok::Ident(w) if w == "func" => {
                    self.next();
                    let linkage = self.linkage()?;
                    let kernel = self.eat_keyword("kernel");
                    let cold = self.eat_keyword("cold");
                    let (name, name_pos) = self.symbol("a function name such as @f")?;
                    let mut noalias = Vec::new();
                    let sig = self.signature_of(Some(&mut noalias))?;
                    self.expect(Tok::LBrace)?;
                    self.end_of_line()?;
                    let body = self.body(&name)?;
                    ast.items.push(Item::Func(FuncDecl {
                        name,
                        pos: name_pos,
                        linkage,
                        kernel,
                        cold,
                        sig,
                        noalias,
                        body: Some(body),
                    }));
                }
                Tok::Value(_) | Tok::Block(_) | Tok::Slot(_) => {
                    return error(pos, "instruction outside a function body");
                }
                Tok::Ident(w) if is_opcode(&w) => {
                    return error(pos, "instruction outside a function body");
                }
                _ => return self.unexpected("`file`, `global`, `declare` or `func`"),
            }
        }
    }

    /// After `global`.
    fn global(&mut self) -> Result<GlobalDecl, ParseError> {
        let linkage = self.linkage()?;
        let constant = self.eat_keyword("const");
        let (name, pos) = self.symbol("a global name such as @g")?;
        self.expect(Tok::Colon)?;
        self.expect_keyword("size")?;
        let (size, _) = self.uint("a size in bytes", u64::MAX)?;
        self.expect_keyword("align")?;
        let align = self.align()?;
        let mut addr_space = AddrSpace::GENERIC;
        if self.eat_keyword("addrspace") {
            let space = match self.peek() {
                Tok::Ident(w) => AddrSpace::from_name(w),
                _ => None,
            };
            match space {
                Some(space) => {
                    self.next();
                    addr_space = space;
                }
                None => {
                    return self.unexpected(
                        "an address space (generic, global, shared, const, local or asN)",
                    )
                }
            }
        }
        let mut init = InitDecl::External;
        if self.eat(&Tok::Equals) {
            if self.eat_keyword("zero") {
                init = InitDecl::Zero;
            } else if self.eat_keyword("bytes") {
                let data = match self.peek().clone() {
                    Tok::Bytes(data) => {
                        self.next();
                        data
                    }
                    _ => return self.unexpected("hex bytes such as x\"2a00\""),
                };
                let mut relocs = Vec::new();
                if self.eat_keyword("relocs") {
                    self.expect(Tok::LBracket)?;
                    if !self.eat(&Tok::RBracket) {
                        loop {
                            let (offset, _) = self.uint("a relocation offset", u64::MAX)?;
                            self.expect(Tok::Colon)?;
                            let (target, pos) = self.symbol("a relocation target such as @g")?;
                            self.expect(Tok::Plus)?;
                            let (addend, addend_pos) = self.int("an addend")?;
                            let addend = i64::try_from(addend).or_else(|_| {
                                error(addend_pos, format!("addend {addend} is out of range"))
                            })?;
                            relocs.push(RelocDecl {
                                offset,
                                target,
                                pos,
                                addend,
                            });
                            if self.eat(&Tok::RBracket) {
                                break;
                            }
                            if !self.eat(&Tok::Comma) {
                                return self.unexpected("`,` or `]`");
                            }
                        }
                    }
                }
                init = InitDecl::Bytes { data, relocs };
            } else {
                return self.unexpected("`zero` or `bytes`");
            }
        }
        self.end_of_line()?;
        Ok(GlobalDecl {
            name,
            pos,
            linkage,
            constant,
            size,
            align,
            addr_space,
            init,
        })
    }

    /// `(SIZE, ALIGN)` after `byval`.
    fn byval(&mut self, param: usize) -> Result<ByVal, ParseError> {
        if !self.eat(&Tok::LParen) {
            return self.unexpected("`(` after `byval`");
        }
        let (size, _) = self.uint("a byte size", u32::MAX as u64)?;
        if !self.eat(&Tok::Comma) {
            return self.unexpected("`,` between the size and alignment of `byval`");
        }
        let align = self.align()?;
        if !self.eat(&Tok::RParen) {
            return self.unexpected("`)` to close `byval(…)`");
        }
        Ok(ByVal {
            param: param as u32,
            size: size as u32,
            align,
        })
    }

    /// `(T [byval(N, A)], …[, ...]) [-> T | -> (T, …)]`
    fn signature(&mut self) -> Result<Signature, ParseError> {
        self.signature_of(None)
    }

    /// A signature whose parameters may be marked `noalias` (a
    /// function's own, not a call's), their indices pushed to `noalias`.
    fn signature_of(
        &mut self,
        mut noalias: Option<&mut Vec<u32>>,
    ) -> Result<Signature, ParseError> {
        let mut sig = Signature::default();
        if !matches!(self.peek(), Tok::LParen) {
            return self.unexpected("`(` to start a signature");
        }
        self.next();
        if !self.eat(&Tok::RParen) {
            loop {
                if self.eat(&Tok::Ellipsis) {
                    sig.variadic = true;
                    if !self.eat(&Tok::RParen) {
                        return self.unexpected("`)` after `...`, which must come last");
                    }
                    break;
                }
                sig.params.push(self.ty()?);
                if self.eat_keyword("byval") {
                    sig.byval.push(self.byval(sig.params.len() - 1)?);
                }
                if let Some(noalias) = noalias.as_deref_mut() {
                    if self.eat_keyword("noalias") {
                        noalias.push(sig.params.len() as u32 - 1);
                    }
                }
                if self.eat(&Tok::RParen) {
                    break;
                }
                if !self.eat(&Tok::Comma) {
                    return self.unexpected("`,` or `)`");
                }
            }
        }
        if self.eat(&Tok::Arrow) {
            if self.eat(&Tok::LParen) {
                if !self.eat(&Tok::RParen) {
                    loop {
                        sig.returns.push(self.ty()?);
                        if self.eat(&Tok::RParen) {
                            break;
                        }
                        if !self.eat(&Tok::Comma) {
                            return self.unexpected("`,` or `)`");
                        }
                    }
                }
            } else {
                sig.returns.push(self.ty()?);
            }
        }
        Ok(sig)
    }

    /// The lines of a function body, after `{` and up to `}`.
    fn body(&mut self, fname: &str) -> Result<Body, ParseError> {
        let mut body = Body {
            slots: Vec::new(),
            blocks: Vec::new(),
            insts: Vec::new(),
        };
        let mut slots: HashMap<u32, Pos> = HashMap::new();
        let mut blocks: HashMap<u32, Pos> = HashMap::new();
        let mut values: HashMap<u32, Pos> = HashMap::new();
        let close = format!("`}}` to close @{fname}");
        loop {
            let pos = self.pos();
            self.line_begin = self.at;
            match self.peek().clone() {
                Tok::RBrace => {
                    self.next();
                    self.end_of_line()?;
                    if body.blocks.is_empty() {
                        return error(pos, format!("@{fname} has a body without blocks"));
                    }
                    return Ok(body);
                }
                Tok::Eof | Tok::Error(_) => return self.unexpected(&close),
                Tok::Ident(w) if ["func", "declare", "global", "file"].contains(&w.as_str()) => {
                    return self.unexpected(&close)
                }
                Tok::Slot(num) if matches!(self.peek2(), Tok::Equals) => {
                    self.next();
                    self.next();
                    if let Some(first) = slots.insert(num, pos) {
                        return error(
                            pos,
                            format!("ss{num} defined twice (first at {})", at(first)),
                        );
                    }
                    self.expect_keyword("slot")?;
                    let (size, _) = self.uint("a size in bytes", u64::MAX)?;
                    self.expect_keyword("align")?;
                    let align = self.align()?;
                    self.end_of_line()?;
                    body.slots.push(SlotDecl { num, size, align });
                }
                Tok::Block(num) => {
                    self.next();
                    if let Some(first) = blocks.insert(num, pos) {
                        return error(
                            pos,
                            format!("block{num} defined twice (first at {})", at(first)),
                        );
                    }
                    let mut params = Vec::new();
                    if self.eat(&Tok::LParen) && !self.eat(&Tok::RParen) {
                        loop {
                            let (v, vpos) = self.value_name()?;
                            define(&mut values, v, vpos)?;
                            self.expect(Tok::Colon)?;
                            params.push((v, self.ty()?));
                            if self.eat(&Tok::RParen) {
                                break;
                            }
                            if !self.eat(&Tok::Comma) {
                                return self.unexpected("`,` or `)`");
                            }
                        }
                    }
                    self.expect(Tok::Colon)?;
                    self.end_of_line()?;
                    body.blocks.push(BlockDecl { num, params });
                }
                _ => {
                    if body.blocks.is_empty() {
                        return error(
                            pos,
                            "instruction before the first block: expected a block header such as `block0:`",
                        );
                    }
                    let inst = self.inst(body.blocks.len() - 1)?;
                    for &(v, vpos) in &inst.results {
                        define(&mut values, v, vpos)?;
                    }
                    body.insts.push(inst);
                }
            }
        }
    }

    fn value_name(&mut self) -> Result<(u32, Pos), ParseError> {
        let pos = self.pos();
        match self.peek() {
            Tok::Value(n) => {
                let n = *n;
                self.next();
                Ok((n, pos))
            }
            _ => self.unexpected("a value such as v0"),
        }
    }

    /// One instruction line, results and source location included.
    fn inst(&mut self, block: usize) -> Result<PendingInst, ParseError> {
        let mut results = Vec::new();
        if let Tok::Value(_) = self.peek() {
            loop {
                results.push(self.value_name()?);
                if self.eat(&Tok::Equals) {
                    break;
                }
                if !self.eat(&Tok::Comma) {
                    return self.unexpected("`,` or `=` after the result names");
                }
            }
        }
        let op_pos = self.pos();
        let word = match self.peek() {
            Tok::Ident(word) => word.clone(),
            _ => return self.unexpected("an instruction name"),
        };
        self.next();
        let mut p = PendingInst {
            block,
            op_pos,
            results,
            data: InstData::Trap,
            operands: Vec::new(),
            blocks: Vec::new(),
            type_dep: None,
            sym: None,
            cases: Vec::new(),
            loc: None,
            fast: false,
        };
        let (data, yields) = self.inst_body(&word, &mut p)?;
        p.data = data;
        if let Some(n) = yields {
            if p.results.len() != n {
                let what = if n == 0 {
                    "no results".to_string()
                } else {
                    plural(n, "result")
                };
                let pos = p.results.first().map_or(op_pos, |r| r.1);
                return error(
                    pos,
                    format!(
                        "`{word}` yields {what}, found {}",
                        plural(p.results.len(), "name")
                    ),
                );
            }
        }
        if self.eat(&Tok::Bang) {
            p.loc = Some(self.srcloc()?);
        }
        self.end_of_line()?;
        Ok(p)
    }

    /// After `!`: `fN:line:col` or `line:col`.
    fn srcloc(&mut self) -> Result<LocDecl, ParseError> {
        let mut file = None;
        if let Tok::Ident(word) = self.peek() {
            match file_number(word) {
                Some(num) => {
                    file = Some((num, self.pos()));
                    self.next();
                    self.expect(Tok::Colon)?;
                }
                None => return self.unexpected("a source location such as f0:12:3 or 12:3"),
            }
        }
        let (line, pos) = self.uint("a source line number", u64::from(u32::MAX))?;
        if line == 0 {
            return error(pos, "source line numbers start at 1");
        }
        self.expect(Tok::Colon)?;
        let (col, _) = self.uint("a source column number", u64::from(u32::MAX))?;
        Ok(LocDecl {
            file,
            line: line as u32,
            col: col as u32,
        })
    }

    /// A value operand, recorded in `p.operands`.
    fn operand(&mut self, p: &mut PendingInst) -> Result<Value, ParseError> {
        let (n, pos) = self.value_name()?;
        p.operands.push((n, pos));
        Ok(Value::from_u32((p.operands.len() - 1) as u32))
    }

    /// `a, b, …` on this line (possibly none), stopping before a comma that
    /// is not followed by a value (`extract_lane v0, 3`).
    fn operand_list(&mut self, p: &mut PendingInst) -> Result<Vec<Value>, ParseError> {
        let mut out = Vec::new();
        if !(matches!(self.peek(), Tok::Value(_)) && self.same_line()) {
            return Ok(out);
        }
        loop {
            out.push(self.operand(p)?);
            if matches!(self.peek(), Tok::Comma) && matches!(self.peek2(), Tok::Value(_)) {
                self.next();
                continue;
            }
            if matches!(self.peek(), Tok::Value(_)) && self.same_line() {
                return self.unexpected("`,`");
            }
            // A lexing error right after the operands comes first in the
            // text, before any complaint about their number.
            if let Tok::Error(message) = self.peek() {
                return error(self.pos(), message.clone());
            }
            return Ok(out);
        }
    }

    /// Exactly `N` operands.
    fn operands<const N: usize>(
        &mut self,
        p: &mut PendingInst,
        word: &str,
    ) -> Result<[Value; N], ParseError> {
        let list = self.operand_list(p)?;
        let found = list.len();
        match <[Value; N]>::try_from(list) {
            Ok(array) => Ok(array),
            Err(_) => error(
                p.op_pos,
                format!("`{word}` takes {}, found {found}", plural(N, "operand")),
            ),
        }
    }

    /// `blockN` or `blockN(a, …)`.
    fn dest(&mut self, p: &mut PendingInst) -> Result<BlockCall, ParseError> {
        let pos = self.pos();
        let Tok::Block(n) = *self.peek() else {
            return self.unexpected("a block such as block1");
        };
        self.next();
        p.blocks.push((n, pos));
        let block = Block::from_u32((p.blocks.len() - 1) as u32);
        let mut args = Vec::new();
        if self.eat(&Tok::LParen) && !self.eat(&Tok::RParen) {
            args = self.operand_list(p)?;
            if !self.eat(&Tok::RParen) {
                return self.unexpected("`,` or `)`");
            }
        }
        Ok(BlockCall { block, args })
    }

    fn ordering(&mut self) -> Result<Ordering, ParseError> {
        if let Tok::Ident(w) = self.peek() {
            if let Some(o) = Ordering::from_name(w) {
                self.next();
                return Ok(o);
            }
        }
        self.unexpected("a memory ordering such as acquire or seq_cst")
    }

    /// `[align N] [volatile] [atomic <ord>] [hint <scalar>]`, in any order.
    fn mem_flags(&mut self) -> Result<MemFlags, ParseError> {
        let mut flags = MemFlags::default();
        let (mut align, mut volatile, mut atomic, mut hint) = (false, false, false, false);
        loop {
            let pos = self.pos();
            let seen = if self.eat_keyword("align") {
                flags.align = self.align()?;
                std::mem::replace(&mut align, true)
            } else if self.eat_keyword("volatile") {
                flags.volatile = true;
                std::mem::replace(&mut volatile, true)
            } else if self.eat_keyword("atomic") {
                flags.ordering = Some(self.ordering()?);
                std::mem::replace(&mut atomic, true)
            } else if self.eat_keyword("hint") {
                let ty_pos = self.pos();
                let ty = self.ty()?;
                if ty.is_vector() {
                    return error(ty_pos, "a memory hint is a scalar type");
                }
                flags.hint = Some(ty.lane());
                std::mem::replace(&mut hint, true)
            } else {
                return Ok(flags);
            };
            if seen {
                return error(pos, "memory flag given twice");
            }
        }
    }

    fn lane(&mut self) -> Result<u16, ParseError> {
        let (n, _) = self.uint("a lane number", u64::from(u16::MAX))?;
        Ok(n as u16)
    }

    /// The part after the opcode; returns the instruction and how many
    /// results it has (`None` for calls, checked once callees are known).
    fn inst_body(
        &mut self,
        word: &str,
        p: &mut PendingInst,
    ) -> Result<(InstData, Option<usize>), ParseError> {
        let op_pos = p.op_pos;
        if let Some(op) = GpuOp::from_name(word) {
            return Ok((InstData::Gpu { op }, Some(usize::from(op.has_result()))));
        }
        let (base, suffix) = match word.split_once('.') {
            Some((base, suffix)) => (base, Some(suffix)),
            None => (word, None),
        };
        if base == "warp_shuffle" {
            let Some(mode) = suffix.and_then(ShuffleMode::from_name) else {
                return error(
                    op_pos,
                    "`warp_shuffle` needs a mode: `warp_shuffle.up`, `.down`, `.bfly` or `.idx`",
                );
            };
            let args = self.operands(p, base)?;
            p.type_dep = Some(1);
            return Ok((InstData::WarpShuffle { mode, args }, Some(1)));
        }
        let typed = matches!(
            base,
            "iconst" | "fconst" | "load" | "atomic_rmw" | "cmpxchg" | "splat"
        ) || CastOp::from_name(base).is_some();
        if !typed && is_opcode(base) {
            if suffix.is_some() {
                return error(op_pos, format!("`{base}` takes no type suffix"));
            }
        } else if !typed {
            return error(op_pos, format!("unknown instruction \"{word}\""));
        }
        let ty = match suffix {
            _ if !typed => Type::I64,
            None => {
                return error(
                    op_pos,
                    format!("`{base}` needs a type suffix, as in `{base}.i32`"),
                )
            }
            Some(text) => match Type::parse(text) {
                Some(ty) => ty,
                None => {
                    return error(
                        op_pos,
                        format!(
                            "expected a type such as i32 or f64 after `{base}.`, found \"{text}\""
                        ),
                    )
                }
            },
        };
        let one = Some(1);
        let none = Some(0);
        if let Some(op) = UnaryOp::from_name(base) {
            p.fast = op == UnaryOp::Fneg && self.eat_keyword("fast");
            let [arg] = self.operands(p, base)?;
            p.type_dep = Some(0);
            return Ok((InstData::Unary { op, arg }, one));
        }
        if let Some(op) = BinaryOp::from_name(base) {
            p.fast = matches!(
                op,
                BinaryOp::Fadd | BinaryOp::Fsub | BinaryOp::Fmul | BinaryOp::Fdiv
            ) && self.eat_keyword("fast");
            let args = self.operands(p, base)?;
            p.type_dep = Some(0);
            return Ok((InstData::Binary { op, args }, one));
        }
        if let Some(op) = CastOp::from_name(base) {
            let [arg] = self.operands(p, base)?;
            return Ok((InstData::Cast { op, arg, ty }, one));
        }
        if let Some(op) = MathOp::from_name(base) {
            let args = self.operand_list(p)?;
            if args.len() != op.arity() {
                return error(
                    op_pos,
                    format!(
                        "`{base}` takes {}, found {}",
                        plural(op.arity(), "operand"),
                        args.len()
                    ),
                );
            }
            p.type_dep = Some(0);
            return Ok((InstData::Math { op, args }, one));
        }
        if let Some(op) = MemOp::from_name(base) {
            let args = self.operands(p, base)?;
            return Ok((InstData::Mem { op, args }, none));
        }
        let data = match base {
            "iconst" => {
                if !(ty.is_int() || ty.is_ptr()) {
                    return error(
                        op_pos,
                        format!("`iconst` needs an integer or pointer type, found {ty}"),
                    );
                }
                let (n, pos) = self.int("an integer")?;
                let bits = ty.lane().bits();
                // An `i128` immediate is a sign-extended 64-bit one.
                let (min, max) = if bits > 64 {
                    (i128::from(i64::MIN), i128::from(i64::MAX))
                } else {
                    (-(1i128 << (bits - 1)), (1i128 << bits) - 1)
                };
                if n < min || n > max {
                    return error(pos, format!("integer {n} is out of range for {ty}"));
                }
                InstData::Iconst {
                    ty,
                    imm: truncate(n as u64, bits),
                }
            }
            "fconst" => InstData::Fconst {
                ty,
                bits: self.float(ty, op_pos)?,
            },
            "global_addr" => {
                let (name, pos) = self.symbol("a global such as @g")?;
                p.sym = Some(SymRef::Global(name, pos));
                InstData::GlobalAddr {
                    global: Global::from_u32(0),
                }
            }
            "func_addr" => {
                let (name, pos) = self.symbol("a function such as @f")?;
                p.sym = Some(SymRef::Func(name, pos));
                InstData::FuncAddr {
                    func: FuncId::from_u32(0),
                }
            }
            "stack_addr" => {
                let pos = self.pos();
                let Tok::Slot(n) = *self.peek() else {
                    return self.unexpected("a stack slot such as ss0");
                };
                self.next();
                p.sym = Some(SymRef::Slot(n, pos));
                InstData::StackAddr {
                    slot: StackSlot::from_u32(0),
                }
            }
            "icmp" => {
                let cond = match self.peek() {
                    Tok::Ident(w) => IntCC::from_name(w),
                    _ => None,
                };
                let Some(cond) = cond else {
                    return self.unexpected("an integer condition code such as eq or slt");
                };
                self.next();
                p.type_dep = Some(0);
                InstData::Icmp {
                    cond,
                    args: self.operands(p, base)?,
                }
            }
            "fcmp" => {
                let cond = match self.peek() {
                    Tok::Ident(w) => FloatCC::from_name(w),
                    _ => None,
                };
                let Some(cond) = cond else {
                    return self.unexpected("a float condition code such as olt or une");
                };
                self.next();
                p.type_dep = Some(0);
                InstData::Fcmp {
                    cond,
                    args: self.operands(p, base)?,
                }
            }
            "select" => {
                p.type_dep = Some(1);
                InstData::Select {
                    args: self.operands(p, base)?,
                }
            }
            "ptr_add" => {
                p.type_dep = Some(0);
                InstData::PtrAdd {
                    args: self.operands(p, base)?,
                }
            }
            "load" => {
                let [ptr] = self.operands(p, base)?;
                InstData::Load {
                    ty,
                    ptr,
                    flags: self.mem_flags()?,
                }
            }
            "store" => {
                let args = self.operands(p, base)?;
                return Ok((
                    InstData::Store {
                        args,
                        flags: self.mem_flags()?,
                    },
                    none,
                ));
            }
            "atomic_rmw" => {
                let op = match self.peek() {
                    Tok::Ident(w) => RmwOp::from_name(w),
                    _ => None,
                };
                let Some(op) = op else {
                    return self.unexpected("an atomic_rmw operation such as add or xchg");
                };
                self.next();
                let args = self.operands(p, base)?;
                InstData::AtomicRmw {
                    op,
                    ty,
                    args,
                    ordering: self.ordering()?,
                }
            }
            "cmpxchg" => {
                let args = self.operands(p, base)?;
                let success = self.ordering()?;
                let failure = self.ordering()?;
                return Ok((
                    InstData::CmpXchg {
                        ty,
                        args,
                        success,
                        failure,
                    },
                    Some(2),
                ));
            }
            "fence" => {
                return Ok((
                    InstData::Fence {
                        ordering: self.ordering()?,
                    },
                    none,
                ))
            }
            "call" => {
                let (name, pos) = self.symbol("a function such as @f")?;
                p.sym = Some(SymRef::Func(name, pos));
                let args = self.call_args(p)?;
                return Ok((
                    InstData::Call {
                        func: FuncId::from_u32(0),
                        args,
                    },
                    None,
                ));
            }
            "call_indirect" => {
                let [callee] = self.operands(p, base)?;
                let args = self.call_args(p)?;
                self.expect(Tok::Colon)?;
                let sig = self.signature()?;
                let n = sig.returns.len();
                if !p.results.is_empty() && p.results.len() != n {
                    return error(
                        p.results[0].1,
                        format!(
                            "the signature returns {}, found {}",
                            plural(n, "value"),
                            plural(p.results.len(), "name")
                        ),
                    );
                }
                return Ok((
                    InstData::CallIndirect {
                        sig: Box::new(sig),
                        callee,
                        args,
                    },
                    None,
                ));
            }
            "splat" => {
                let [arg] = self.operands(p, base)?;
                InstData::Splat { ty, arg }
            }
            "extract_lane" => {
                let [arg] = self.operands(p, base)?;
                self.expect(Tok::Comma)?;
                p.type_dep = Some(0);
                InstData::ExtractLane {
                    arg,
                    lane: self.lane()?,
                }
            }
            "insert_lane" => {
                let args = self.operands(p, base)?;
                self.expect(Tok::Comma)?;
                p.type_dep = Some(0);
                InstData::InsertLane {
                    args,
                    lane: self.lane()?,
                }
            }
            "shuffle" => {
                let args = self.operands(p, base)?;
                self.expect(Tok::Comma)?;
                self.expect(Tok::LBracket)?;
                let mut mask = Vec::new();
                if !self.eat(&Tok::RBracket) {
                    loop {
                        mask.push(self.lane()?);
                        if self.eat(&Tok::RBracket) {
                            break;
                        }
                        if !self.eat(&Tok::Comma) {
                            return self.unexpected("`,` or `]`");
                        }
                    }
                }
                p.type_dep = Some(0);
                InstData::Shuffle { args, mask }
            }
            "jump" => {
                return Ok((
                    InstData::Jump {
                        dest: self.dest(p)?,
                    },
                    none,
                ))
            }
            "brif" => {
                let [cond] = self.operands(p, base)?;
                self.expect(Tok::Comma)?;
                let then_dest = self.dest(p)?;
                self.expect(Tok::Comma)?;
                let else_dest = self.dest(p)?;
                return Ok((
                    InstData::Brif {
                        cond,
                        then_dest,
                        else_dest,
                    },
                    none,
                ));
            }
            "switch" => {
                let [arg] = self.operands(p, base)?;
                self.expect(Tok::Comma)?;
                self.expect(Tok::LBracket)?;
                let mut cases = Vec::new();
                if !self.eat(&Tok::RBracket) {
                    loop {
                        let (value, pos) = self.int("a case value")?;
                        if value < i128::from(i64::MIN) || value > i128::from(u64::MAX) {
                            return error(pos, format!("case value {value} is out of range"));
                        }
                        p.cases.push((value, pos));
                        self.expect(Tok::Colon)?;
                        cases.push((value as u64, self.dest(p)?));
                        if self.eat(&Tok::RBracket) {
                            break;
                        }
                        if !self.eat(&Tok::Comma) {
                            return self.unexpected("`,` or `]`");
                        }
                    }
                }
                self.expect(Tok::Comma)?;
                let default = self.dest(p)?;
                return Ok((
                    InstData::Switch {
                        arg,
                        cases,
                        default,
                    },
                    none,
                ));
            }
            "return" => {
                return Ok((
                    InstData::Return {
                        args: self.operand_list(p)?,
                    },
                    none,
                ))
            }
            "unreachable" => return Ok((InstData::Unreachable, none)),
            "trap" => return Ok((InstData::Trap, none)),
            _ => return error(op_pos, format!("unknown instruction \"{word}\"")),
        };
        Ok((data, one))
    }

    /// `(a, …)` after a callee.
    fn call_args(&mut self, p: &mut PendingInst) -> Result<Vec<Value>, ParseError> {
        self.expect(Tok::LParen)?;
        if self.eat(&Tok::RParen) {
            return Ok(Vec::new());
        }
        let args = self.operand_list(p)?;
        if args.is_empty() {
            return self.unexpected("a value such as v0 or `)`");
        }
        if !self.eat(&Tok::RParen) {
            return self.unexpected("`,` or `)`");
        }
        Ok(args)
    }

    /// A float literal for `fconst.T`, as bits.
    fn float(&mut self, ty: Type, op_pos: Pos) -> Result<u64, ParseError> {
        if !ty.is_float() {
            return error(op_pos, format!("`fconst` needs a float type, found {ty}"));
        }
        let pos = self.pos();
        let text = match self.peek() {
            Tok::Int(t) | Tok::Float(t) | Tok::Ident(t) => t.clone(),
            _ => return self.unexpected("a float literal such as 2.5, -inf or nan"),
        };
        self.next();
        let is_f32 = ty.lane().bits() == 32;
        let (bits, infinite) = if is_f32 {
            let bits = parse_f32(&text);
            (
                bits.map(u64::from),
                bits.is_some_and(|b| f32::from_bits(b).is_infinite()),
            )
        } else {
            let bits = parse_f64(&text);
            (bits, bits.is_some_and(|b| f64::from_bits(b).is_infinite()))
        };
        match bits {
            None => error(
                pos,
                format!("bad float literal \"{text}\" for {ty}: expected a number such as 2.5, inf, -inf, nan or nan:0x…"),
            ),
            Some(_) if infinite && !text.contains("inf") => {
                error(pos, format!("float literal {text} is out of range for {ty}"))
            }
            Some(bits) => Ok(bits),
        }
    }
}

/// `line:col` for "first at" notes.
fn at(pos: Pos) -> String {
    format!("{}:{}", pos.line, pos.col)
}

fn define(values: &mut HashMap<u32, Pos>, v: u32, pos: Pos) -> Result<(), ParseError> {
    match values.insert(v, pos) {
        Some(first) => error(
            pos,
            format!("value v{v} defined twice (first at {})", at(first)),
        ),
        None => Ok(()),
    }
}
