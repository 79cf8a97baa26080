//! Metadata operands and nodes. Specialized nodes (`!DILocation(…)` and the
//! rest of the debug-info zoo) are not modelled one by one: their field lists
//! are generic, so unknown and future node kinds parse the same way.

use super::Parser;
use crate::ast::{MdField, Metadata};
use crate::lexer::Tok;
use crate::ParseError;

impl Parser<'_> {
    /// A metadata operand: `!12`, `!"s"`, `!{…}`, `!DIFoo(…)`,
    /// `distinct …`, or a typed value such as `i32 0` or `ptr %x`.
    pub(crate) fn parse_metadata(&mut self) -> Result<Metadata, ParseError> {
        self.enter()?;
        let r = self.parse_metadata_inner();
        self.leave();
        r
    }

    fn parse_metadata_inner(&mut self) -> Result<Metadata, ParseError> {
        match self.tok().clone() {
            Tok::MetaId(n) => {
                self.bump();
                Ok(Metadata::Ref(n))
            }
            Tok::Exclaim => {
                self.bump();
                match self.tok().clone() {
                    Tok::Str(s) => {
                        self.bump();
                        Ok(Metadata::String(s))
                    }
                    Tok::LBrace => self.parse_md_tuple(false),
                    _ => Err(self.expected("'{' or string after '!'")),
                }
            }
            Tok::MetaVar(name) if matches!(self.peek(1), Tok::LParen) => {
                self.bump();
                self.parse_md_node(name, false)
            }
            Tok::Ident(w) if w == "distinct" => {
                self.bump();
                match self.tok().clone() {
                    Tok::Exclaim if matches!(self.peek(1), Tok::LBrace) => {
                        self.bump();
                        self.parse_md_tuple(true)
                    }
                    Tok::MetaVar(name) if matches!(self.peek(1), Tok::LParen) => {
                        self.bump();
                        self.parse_md_node(name, true)
                    }
                    _ => Err(self.expected("metadata node after 'distinct'")),
                }
            }
            _ if self.at_type_start() => Ok(Metadata::Value(self.parse_typed_value()?)),
            _ => Err(self.expected("metadata")),
        }
    }

    /// `{ elem, … }`, at the `{`.
    fn parse_md_tuple(&mut self, distinct: bool) -> Result<Metadata, ParseError> {
        self.expect(&Tok::LBrace)?;
        let mut elems = Vec::new();
        if !self.eat(&Tok::RBrace) {
            loop {
                if self.eat_ident("null") {
                    elems.push(None);
                } else {
                    elems.push(Some(self.parse_metadata()?));
                }
                if self.eat(&Tok::RBrace) {
                    break;
                }
                if !self.eat(&Tok::Comma) {
                    return Err(self.expected("',' or '}' in metadata tuple"));
                }
            }
        }
        Ok(Metadata::Tuple { distinct, elems })
    }

    /// `(field: value, …)` after a specialized node's name.
    fn parse_md_node(&mut self, name: String, distinct: bool) -> Result<Metadata, ParseError> {
        self.expect(&Tok::LParen)?;
        let mut fields = Vec::new();
        if !self.eat(&Tok::RParen) {
            loop {
                let field_name = match self.tok() {
                    Tok::Label(l) => {
                        let l = l.clone();
                        self.bump();
                        l
                    }
                    _ => String::new(),
                };
                let value = self.parse_md_field()?;
                fields.push((field_name, value));
                if self.eat(&Tok::RParen) {
                    break;
                }
                if !self.eat(&Tok::Comma) {
                    return Err(self.expected(&format!("',' or ')' in !{name}")));
                }
            }
        }
        Ok(Metadata::Node {
            distinct,
            name,
            fields,
        })
    }

    fn parse_md_field(&mut self) -> Result<MdField, ParseError> {
        match self.tok().clone() {
            Tok::Int(v) => {
                self.bump();
                Ok(MdField::Int(v))
            }
            Tok::Str(s) => {
                self.bump();
                Ok(MdField::Str(s))
            }
            Tok::Ident(w) if w == "true" || w == "false" => {
                self.bump();
                Ok(MdField::Bool(w == "true"))
            }
            Tok::Ident(w) if w == "null" => {
                self.bump();
                Ok(MdField::Null)
            }
            Tok::Ident(w) if !super::is_type_keyword(&w) && w != "distinct" => {
                self.bump();
                let mut names = vec![w];
                while self.eat(&Tok::Bar) {
                    match self.bump() {
                        Tok::Ident(f) => names.push(f),
                        Tok::Int(v) => names.push(v.to_string()),
                        _ => return Err(self.error("expected flag name after '|'")),
                    }
                }
                Ok(MdField::Enum(names))
            }
            _ => Ok(MdField::Metadata(self.parse_metadata()?)),
        }
    }

    /// `!name = !{!0, !1}`, after the name.
    pub(crate) fn parse_named_metadata_body(&mut self) -> Result<Vec<u32>, ParseError> {
        self.expect(&Tok::Eq)?;
        self.expect(&Tok::Exclaim)?;
        self.expect(&Tok::LBrace)?;
        let mut nodes = Vec::new();
        if self.eat(&Tok::RBrace) {
            return Ok(nodes);
        }
        loop {
            match self.tok() {
                Tok::MetaId(n) => {
                    nodes.push(*n);
                    self.bump();
                }
                _ => return Err(self.expected("metadata node number")),
            }
            if self.eat(&Tok::RBrace) {
                return Ok(nodes);
            }
            if !self.eat(&Tok::Comma) {
                return Err(self.expected("',' or '}' in named metadata"));
            }
        }
    }

    /// Attachments written without commas (`!dbg !7` on a function header).
    pub(crate) fn parse_attachment(&mut self) -> Result<(String, Metadata), ParseError> {
        let kind = match self.bump() {
            Tok::MetaVar(k) => k,
            _ => return Err(self.error("expected metadata attachment name")),
        };
        Ok((kind, self.parse_metadata()?))
    }

    /// `, !kind !N` attachments at the end of an instruction or global.
    pub(crate) fn parse_trailing_attachments(
        &mut self,
    ) -> Result<Vec<(String, Metadata)>, ParseError> {
        let mut out = Vec::new();
        while matches!(self.tok(), Tok::Comma) && matches!(self.peek(1), Tok::MetaVar(_)) {
            self.bump();
            out.push(self.parse_attachment()?);
        }
        Ok(out)
    }

    /// `#dbg_value(…)`: debug records carry only metadata operands.
    pub(crate) fn parse_debug_record(&mut self) -> Result<crate::ast::DebugRecord, ParseError> {
        let line = self.here().0;
        let kind = match self.bump() {
            Tok::DbgRecord(k) => k,
            _ => return Err(self.error("expected debug record")),
        };
        self.expect(&Tok::LParen)?;
        let mut args = Vec::new();
        if !self.eat(&Tok::RParen) {
            loop {
                args.push(self.parse_metadata()?);
                if self.eat(&Tok::RParen) {
                    break;
                }
                if !self.eat(&Tok::Comma) {
                    return Err(self.expected("',' or ')' in debug record"));
                }
            }
        }
        Ok(crate::ast::DebugRecord { kind, args, line })
    }
}
