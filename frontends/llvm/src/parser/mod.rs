//! Recursive-descent parser from tokens to the [`crate::ast`] tree.
//!
//! The parser never indexes the token vector unchecked and never unwraps
//! anything derived from input: every malformed module must come back as a
//! [`ParseError`]. Nesting (types, constants, metadata) is bounded by
//! [`MAX_DEPTH`] so that hostile input cannot overflow the stack.

mod constant;
mod function;
mod metadata;
mod module;
mod types;

use crate::ast::{Attribute, Module, Name, Type};
use crate::lexer::{tokenize, Tok, Token};
use crate::ParseError;

/// Deep enough for anything a compiler prints, shallow enough that the
/// recursion fits in a default 2 MiB test-thread stack even unoptimized.
const MAX_DEPTH: u32 = 48;

static EOF: Tok = Tok::Eof;

pub(crate) struct Parser<'a> {
    src: &'a str,
    toks: Vec<Token>,
    pos: usize,
    depth: u32,
    /// Set by the last completed type parse when it ended in `fn-type*`:
    /// pre-3.8 calls spelled the callee type as a pointer to function.
    last_fn_pointee: Option<Type>,
}

/// Where an attribute list stands decides which words end it.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum AttrCtx {
    /// Before a return type: stops at the first word that starts a type.
    Ret,
    /// After a parameter type in a function header.
    Param,
    /// After an argument type in a call: stops at value keywords.
    CallArg,
    /// After a function header's parameter list: stops at header words and
    /// at the keywords that start the next top-level entity.
    Fn,
    /// After a call's argument list: stops at words that start the next
    /// instruction.
    CallFn,
    /// Inside `attributes #N = { … }`.
    Group,
}

/// Attributes whose parenthesised argument is a type.
const TYPE_ATTRS: &[&str] = &[
    "byval",
    "byref",
    "sret",
    "inalloca",
    "preallocated",
    "elementtype",
];

/// Attributes whose argument is a single integer.
const INT_ATTRS: &[&str] = &[
    "align",
    "alignstack",
    "dereferenceable",
    "dereferenceable_or_null",
];

/// Words that end a function's attribute list in a header.
const FN_HEADER_WORDS: &[&str] = &[
    "section",
    "partition",
    "comdat",
    "gc",
    "prefix",
    "prologue",
    "personality",
    "unnamed_addr",
    "local_unnamed_addr",
    "addrspace",
    "align",
    "to",
];

/// Keywords that start a top-level entity.
const TOP_LEVEL_WORDS: &[&str] = &[
    "define",
    "declare",
    "attributes",
    "target",
    "source_filename",
    "module",
    "uselistorder",
    "uselistorder_bb",
    "deplibs",
];

/// Words that can start an instruction (opcodes and call prefixes).
fn is_instruction_word(w: &str) -> bool {
    matches!(
        w,
        "ret"
            | "br"
            | "switch"
            | "indirectbr"
            | "invoke"
            | "callbr"
            | "resume"
            | "unreachable"
            | "fneg"
            | "extractelement"
            | "insertelement"
            | "shufflevector"
            | "extractvalue"
            | "insertvalue"
            | "alloca"
            | "load"
            | "store"
            | "fence"
            | "cmpxchg"
            | "atomicrmw"
            | "getelementptr"
            | "icmp"
            | "fcmp"
            | "phi"
            | "select"
            | "freeze"
            | "call"
            | "tail"
            | "musttail"
            | "notail"
            | "va_arg"
            | "landingpad"
            | "catchpad"
            | "cleanuppad"
            | "catchret"
            | "cleanupret"
            | "catchswitch"
            | "uselistorder"
    ) || crate::ast::CastOp::from_keyword(w).is_some()
        || crate::ast::BinOp::from_keyword(w).is_some()
}

pub(crate) fn is_type_keyword(w: &str) -> bool {
    matches!(
        w,
        "void"
            | "half"
            | "bfloat"
            | "float"
            | "double"
            | "x86_fp80"
            | "fp128"
            | "ppc_fp128"
            | "x86_amx"
            | "x86_mmx"
            | "ptr"
            | "label"
            | "metadata"
            | "token"
            | "target"
    ) || int_type_width(w).is_some()
}

/// `iN` → N.
pub(crate) fn int_type_width(w: &str) -> Option<u32> {
    let digits = w.strip_prefix('i')?;
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

/// Words that start a value rather than an attribute.
fn is_value_keyword(w: &str) -> bool {
    matches!(
        w,
        "true"
            | "false"
            | "null"
            | "none"
            | "undef"
            | "poison"
            | "zeroinitializer"
            | "blockaddress"
            | "dso_local_equivalent"
            | "no_cfi"
            | "splat"
            | "asm"
            | "getelementptr"
            | "select"
            | "icmp"
            | "fcmp"
            | "extractelement"
            | "insertelement"
            | "shufflevector"
            | "extractvalue"
            | "insertvalue"
            | "fneg"
    ) || crate::ast::CastOp::from_keyword(w).is_some()
        || crate::ast::BinOp::from_keyword(w).is_some()
}

/// Calling-convention keywords; LLVM's set is large and growing, and all of
/// them either end in `cc` or carry a target prefix.
pub(crate) fn is_cc_keyword(w: &str) -> bool {
    (w.ends_with("cc") && w.len() > 2)
        || w.starts_with("amdgpu_")
        || w.starts_with("spir_")
        || w.starts_with("ptx_")
        || w.starts_with("aarch64_")
        || w.starts_with("riscv_")
        || w == "intel_ocl_bicc"
        || w == "swiftcc"
        || w == "cfguard_checkcc"
}

impl<'a> Parser<'a> {
    pub(crate) fn new(src: &'a str) -> Result<Parser<'a>, ParseError> {
        Ok(Parser {
            src,
            toks: tokenize(src)?,
            pos: 0,
            depth: 0,
            last_fn_pointee: None,
        })
    }

    pub(crate) fn tok(&self) -> &Tok {
        self.peek(0)
    }

    pub(crate) fn peek(&self, k: usize) -> &Tok {
        self.toks.get(self.pos + k).map(|t| &t.tok).unwrap_or(&EOF)
    }

    /// Line and column of the current token.
    pub(crate) fn here(&self) -> (u32, u32) {
        match self.toks.get(self.pos).or_else(|| self.toks.last()) {
            Some(t) => (t.line, t.col),
            None => (1, 1),
        }
    }

    pub(crate) fn bump(&mut self) -> Tok {
        let t = self.tok().clone();
        if self.pos < self.toks.len() {
            self.pos += 1;
        }
        t
    }

    pub(crate) fn error(&self, message: impl Into<String>) -> ParseError {
        let (line, col) = self.here();
        ParseError {
            line,
            col,
            message: message.into(),
        }
    }

    /// "expected X, found Y" at the current token.
    pub(crate) fn expected(&self, what: &str) -> ParseError {
        self.error(format!("expected {what}, found {}", self.tok()))
    }

    pub(crate) fn at_ident(&self, w: &str) -> bool {
        matches!(self.tok(), Tok::Ident(s) if s == w)
    }

    pub(crate) fn ident(&self) -> Option<&str> {
        match self.tok() {
            Tok::Ident(s) => Some(s),
            _ => None,
        }
    }

    pub(crate) fn eat_ident(&mut self, w: &str) -> bool {
        if self.at_ident(w) {
            self.bump();
            true
        } else {
            false
        }
    }

    pub(crate) fn expect_ident(&mut self, w: &str) -> Result<(), ParseError> {
        if self.eat_ident(w) {
            Ok(())
        } else {
            Err(self.expected(&format!("'{w}'")))
        }
    }

    pub(crate) fn eat(&mut self, t: &Tok) -> bool {
        if self.tok() == t {
            self.bump();
            true
        } else {
            false
        }
    }

    pub(crate) fn expect(&mut self, t: &Tok) -> Result<(), ParseError> {
        if self.eat(t) {
            Ok(())
        } else {
            Err(self.expected(&t.to_string()))
        }
    }

    /// Guards recursion; pair every successful call with [`Parser::leave`].
    pub(crate) fn enter(&mut self) -> Result<(), ParseError> {
        if self.depth >= MAX_DEPTH {
            return Err(self.error("nesting is too deep"));
        }
        self.depth += 1;
        Ok(())
    }

    pub(crate) fn leave(&mut self) {
        self.depth = self.depth.saturating_sub(1);
    }

    pub(crate) fn expect_int(&mut self, what: &str) -> Result<i128, ParseError> {
        match self.tok() {
            Tok::Int(v) => {
                let v = *v;
                self.bump();
                Ok(v)
            }
            _ => Err(self.expected(what)),
        }
    }

    pub(crate) fn expect_u64(&mut self, what: &str) -> Result<u64, ParseError> {
        let v = self.expect_int(what)?;
        u64::try_from(v).map_err(|_| self.error(format!("{what} out of range")))
    }

    pub(crate) fn expect_u32(&mut self, what: &str) -> Result<u32, ParseError> {
        let v = self.expect_int(what)?;
        u32::try_from(v).map_err(|_| self.error(format!("{what} out of range")))
    }

    pub(crate) fn expect_str(&mut self, what: &str) -> Result<Vec<u8>, ParseError> {
        match self.tok() {
            Tok::Str(s) => {
                let s = s.clone();
                self.bump();
                Ok(s)
            }
            _ => Err(self.expected(what)),
        }
    }

    pub(crate) fn expect_string(&mut self, what: &str) -> Result<String, ParseError> {
        self.expect_str(what)
            .map(|b| String::from_utf8_lossy(&b).into_owned())
    }

    pub(crate) fn local_name(&mut self) -> Result<Name, ParseError> {
        match self.tok() {
            Tok::LocalVar(s) => {
                let n = Name::Named(s.clone());
                self.bump();
                Ok(n)
            }
            Tok::LocalId(n) => {
                let n = Name::Num(*n);
                self.bump();
                Ok(n)
            }
            _ => Err(self.expected("local name")),
        }
    }

    pub(crate) fn global_name(&mut self) -> Result<Name, ParseError> {
        match self.tok() {
            Tok::GlobalVar(s) => {
                let n = Name::Named(s.clone());
                self.bump();
                Ok(n)
            }
            Tok::GlobalId(n) => {
                let n = Name::Num(*n);
                self.bump();
                Ok(n)
            }
            _ => Err(self.expected("global name")),
        }
    }

    /// `label %x`.
    pub(crate) fn label_operand(&mut self) -> Result<Name, ParseError> {
        if !self.eat_ident("label") {
            return Err(self.expected("'label'"));
        }
        self.local_name()
    }

    /// `(N)` after `addrspace`.
    pub(crate) fn addrspace_number(&mut self) -> Result<u32, ParseError> {
        self.expect(&Tok::LParen)?;
        let n = self.expect_u32("address space number")?;
        self.expect(&Tok::RParen)?;
        Ok(n)
    }

    /// Consumes a balanced `( … )` and returns the source text inside it.
    pub(crate) fn raw_parens(&mut self) -> Result<String, ParseError> {
        let open = self.pos;
        self.expect(&Tok::LParen)?;
        let mut level = 1u32;
        loop {
            match self.tok() {
                Tok::LParen => level += 1,
                Tok::RParen => {
                    level -= 1;
                    if level == 0 {
                        break;
                    }
                }
                Tok::Eof => return Err(self.expected("')'")),
                _ => {}
            }
            self.bump();
        }
        let close = self.pos;
        self.bump();
        let text = match (self.toks.get(open), self.toks.get(close)) {
            (Some(o), Some(c)) => self.src.get(o.end..c.start).unwrap_or("").trim(),
            _ => "",
        };
        Ok(text.to_string())
    }

    /// Skips to just past the matching `}` of the next `{`; used for
    /// `uselistorder` directives, which only tune use-list order.
    pub(crate) fn skip_through_braces(&mut self) -> Result<(), ParseError> {
        while !matches!(self.tok(), Tok::LBrace) {
            if matches!(self.tok(), Tok::Eof) {
                return Err(self.expected("'{'"));
            }
            self.bump();
        }
        while !matches!(self.tok(), Tok::RBrace) {
            if matches!(self.tok(), Tok::Eof) {
                return Err(self.expected("'}'"));
            }
            self.bump();
        }
        self.bump();
        Ok(())
    }

    /// An attribute list. The attribute vocabulary is open-ended, so any
    /// word is accepted; the context only decides where the list ends.
    pub(crate) fn parse_attrs(&mut self, ctx: AttrCtx) -> Result<Vec<Attribute>, ParseError> {
        let mut out = Vec::new();
        loop {
            match self.tok().clone() {
                Tok::AttrGroup(n) if ctx != AttrCtx::Param && ctx != AttrCtx::CallArg => {
                    self.bump();
                    out.push(Attribute::Group(n));
                }
                Tok::Str(k) => {
                    self.bump();
                    let key = String::from_utf8_lossy(&k).into_owned();
                    if self.eat(&Tok::Eq) {
                        let v = self.expect_string("attribute value string")?;
                        out.push(Attribute::Str(key, Some(v)));
                    } else {
                        out.push(Attribute::Str(key, None));
                    }
                }
                Tok::Ident(w) => {
                    let stop = match ctx {
                        AttrCtx::Ret => is_type_keyword(&w) || w == "addrspace",
                        AttrCtx::Param => false,
                        AttrCtx::CallArg => is_value_keyword(&w),
                        AttrCtx::Fn => {
                            FN_HEADER_WORDS.contains(&w.as_str())
                                || TOP_LEVEL_WORDS.contains(&w.as_str())
                        }
                        AttrCtx::CallFn => w == "to" || is_instruction_word(&w),
                        AttrCtx::Group => false,
                    };
                    if stop {
                        break;
                    }
                    self.bump();
                    out.push(self.attr_after_name(w)?);
                }
                _ => break,
            }
        }
        Ok(out)
    }

    fn attr_after_name(&mut self, w: String) -> Result<Attribute, ParseError> {
        match self.tok() {
            Tok::LParen if TYPE_ATTRS.contains(&w.as_str()) => {
                self.bump();
                let ty = self.parse_type()?;
                self.expect(&Tok::RParen)?;
                Ok(Attribute::Type(w, ty))
            }
            Tok::LParen => {
                let raw = self.raw_parens()?;
                if INT_ATTRS.contains(&w.as_str()) {
                    if let Ok(n) = raw.parse::<u64>() {
                        return Ok(Attribute::Int(w, n));
                    }
                }
                Ok(Attribute::Raw(w, raw))
            }
            Tok::Int(v) if INT_ATTRS.contains(&w.as_str()) => {
                let v = u64::try_from(*v).map_err(|_| self.error("alignment out of range"))?;
                self.bump();
                Ok(Attribute::Int(w, v))
            }
            Tok::Eq => {
                // Old attribute-group spelling: `alignstack=16`.
                self.bump();
                let v = match self.bump() {
                    Tok::Int(v) => v.to_string(),
                    Tok::Ident(s) => s,
                    _ => return Err(self.error("expected attribute value after '='")),
                };
                if let (true, Ok(n)) = (INT_ATTRS.contains(&w.as_str()), v.parse::<u64>()) {
                    return Ok(Attribute::Int(w, n));
                }
                Ok(Attribute::Raw(w, v))
            }
            _ => Ok(Attribute::Flag(w)),
        }
    }
}

/// Parses a whole module.
pub fn parse_module(src: &str) -> Result<Module, ParseError> {
    let mut p = Parser::new(src)?;
    p.parse_module()
}
