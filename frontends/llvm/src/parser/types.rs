//! Type syntax, including the typed-pointer forms of LLVM before 15.

use super::{int_type_width, Parser};
use crate::ast::Type;
use crate::lexer::Tok;
use crate::ParseError;

/// LLVM's own limit on integer widths.
const MAX_INT_WIDTH: u32 = 1 << 23;

impl Parser<'_> {
    /// Whether the current token can start a type.
    pub(crate) fn at_type_start(&self) -> bool {
        match self.tok() {
            Tok::Ident(w) => super::is_type_keyword(w),
            Tok::LBrace | Tok::LBracket | Tok::Less | Tok::LocalVar(_) | Tok::LocalId(_) => true,
            _ => false,
        }
    }

    pub(crate) fn parse_type(&mut self) -> Result<Type, ParseError> {
        self.enter()?;
        let r = self.parse_type_inner();
        self.leave();
        r
    }

    fn parse_type_inner(&mut self) -> Result<Type, ParseError> {
        let mut ty = self.parse_base_type()?;
        let mut fn_pointee = None;
        // Suffixes: `*`, `addrspace(N)*` and `(params)` apply to any type,
        // as in LLVM's own parser.
        loop {
            match self.tok() {
                Tok::Star => {
                    self.bump();
                    fn_pointee = match ty {
                        Type::Function { .. } => Some(ty),
                        _ => None,
                    };
                    ty = Type::Ptr(0);
                    continue;
                }
                Tok::Ident(w) if w == "addrspace" && matches!(self.peek(1), Tok::LParen) => {
                    let save = self.pos;
                    self.bump();
                    let n = self.addrspace_number()?;
                    if self.eat(&Tok::Star) {
                        ty = Type::Ptr(n);
                    } else {
                        // Not a pointer suffix (e.g. a call's address space).
                        self.pos = save;
                        self.last_fn_pointee = fn_pointee;
                        return Ok(ty);
                    }
                }
                Tok::LParen => {
                    self.bump();
                    let (params, varargs) = self.parse_fn_type_params()?;
                    ty = Type::Function {
                        ret: Box::new(ty),
                        params,
                        varargs,
                    };
                }
                _ => {
                    self.last_fn_pointee = fn_pointee;
                    return Ok(ty);
                }
            }
            fn_pointee = None;
        }
    }

    /// The parameter list of a function type, after its `(`.
    fn parse_fn_type_params(&mut self) -> Result<(Vec<Type>, bool), ParseError> {
        let mut params = Vec::new();
        let mut varargs = false;
        if self.eat(&Tok::RParen) {
            return Ok((params, varargs));
        }
        loop {
            if self.eat(&Tok::DotDotDot) {
                varargs = true;
                self.expect(&Tok::RParen)?;
                return Ok((params, varargs));
            }
            params.push(self.parse_type()?);
            // Attributes are tolerated in function types (old IR had them).
            self.parse_attrs(super::AttrCtx::Param)?;
            if self.eat(&Tok::RParen) {
                return Ok((params, varargs));
            }
            if !self.eat(&Tok::Comma) {
                return Err(self.expected("',' or ')' in function type"));
            }
        }
    }

    fn parse_base_type(&mut self) -> Result<Type, ParseError> {
        let w = match self.tok() {
            Tok::Ident(w) => w.clone(),
            Tok::LBrace => {
                self.bump();
                let fields = self.parse_struct_body(&Tok::RBrace)?;
                return Ok(Type::Struct {
                    packed: false,
                    fields,
                });
            }
            Tok::Less => {
                self.bump();
                if self.eat(&Tok::LBrace) {
                    let fields = self.parse_struct_body(&Tok::RBrace)?;
                    self.expect(&Tok::Greater)?;
                    return Ok(Type::Struct {
                        packed: true,
                        fields,
                    });
                }
                let scalable = self.eat_ident("vscale");
                if scalable {
                    self.expect_ident("x")?;
                }
                let len = self.expect_u64("vector length")?;
                self.expect_ident("x")?;
                let elem = self.parse_type()?;
                self.expect(&Tok::Greater)?;
                return Ok(Type::Vector {
                    scalable,
                    len,
                    elem: Box::new(elem),
                });
            }
            Tok::LBracket => {
                self.bump();
                let len = self.expect_u64("array length")?;
                self.expect_ident("x")?;
                let elem = self.parse_type()?;
                self.expect(&Tok::RBracket)?;
                return Ok(Type::Array {
                    len,
                    elem: Box::new(elem),
                });
            }
            Tok::LocalVar(_) | Tok::LocalId(_) => {
                return Ok(Type::Named(self.local_name()?));
            }
            _ => return Err(self.expected("type")),
        };
        let ty = match w.as_str() {
            "void" => Type::Void,
            "half" => Type::Half,
            "bfloat" => Type::BFloat,
            "float" => Type::Float,
            "double" => Type::Double,
            "x86_fp80" => Type::X86Fp80,
            "fp128" => Type::Fp128,
            "ppc_fp128" => Type::PpcFp128,
            "x86_amx" => Type::X86Amx,
            "x86_mmx" => Type::X86Mmx,
            "label" => Type::Label,
            "metadata" => Type::Metadata,
            "token" => Type::Token,
            "ptr" => {
                self.bump();
                if self.at_ident("addrspace") && matches!(self.peek(1), Tok::LParen) {
                    self.bump();
                    return Ok(Type::Ptr(self.addrspace_number()?));
                }
                return Ok(Type::Ptr(0));
            }
            "target" => {
                self.bump();
                return self.parse_target_ext();
            }
            _ => match int_type_width(&w) {
                Some(n) if (1..=MAX_INT_WIDTH).contains(&n) => Type::Int(n),
                Some(_) => return Err(self.error("integer type width out of range")),
                None => return Err(self.expected("type")),
            },
        };
        self.bump();
        Ok(ty)
    }

    /// Struct fields up to the closing token (already past the opener).
    fn parse_struct_body(&mut self, close: &Tok) -> Result<Vec<Type>, ParseError> {
        let mut fields = Vec::new();
        if self.eat(close) {
            return Ok(fields);
        }
        loop {
            fields.push(self.parse_type()?);
            if self.eat(close) {
                return Ok(fields);
            }
            if !self.eat(&Tok::Comma) {
                return Err(self.expected(&format!("',' or {close} in struct type")));
            }
        }
    }

    /// `target("name", type…, int…)`, after `target`.
    fn parse_target_ext(&mut self) -> Result<Type, ParseError> {
        self.expect(&Tok::LParen)?;
        let name = self.expect_string("target extension type name")?;
        let mut types = Vec::new();
        let mut ints = Vec::new();
        while self.eat(&Tok::Comma) {
            if matches!(self.tok(), Tok::Int(_)) {
                ints.push(self.expect_u64("target extension parameter")?);
            } else {
                types.push(self.parse_type()?);
            }
        }
        self.expect(&Tok::RParen)?;
        Ok(Type::TargetExt { name, types, ints })
    }
}
