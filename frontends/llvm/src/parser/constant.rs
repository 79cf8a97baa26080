//! Values: locals, constants, constant expressions and inline asm.

use super::Parser;
use crate::ast::{
    ArithFlags, BinOp, CastOp, ConstExpr, FloatLit, FloatPredicate, GepFlags, GepIndex, InlineAsm,
    IntPredicate, Type, TypedValue, UnaryOp, Value,
};
use crate::lexer::Tok;
use crate::ParseError;

impl Parser<'_> {
    pub(crate) fn parse_typed_value(&mut self) -> Result<TypedValue, ParseError> {
        let ty = self.parse_type()?;
        let value = self.parse_value(&ty)?;
        Ok(TypedValue { ty, value })
    }

    /// A value of a known type. The type only matters for `metadata`
    /// operands, whose syntax differs.
    pub(crate) fn parse_value(&mut self, ty: &Type) -> Result<Value, ParseError> {
        self.enter()?;
        let r = self.parse_value_inner(ty);
        self.leave();
        r
    }

    fn parse_value_inner(&mut self, ty: &Type) -> Result<Value, ParseError> {
        if *ty == Type::Metadata {
            return Ok(Value::Metadata(Box::new(self.parse_metadata()?)));
        }
        let v = match self.tok().clone() {
            Tok::LocalVar(s) => Value::Local(crate::ast::Name::Named(s)),
            Tok::LocalId(n) => Value::Local(crate::ast::Name::Num(n)),
            Tok::GlobalVar(s) => Value::Global(crate::ast::Name::Named(s)),
            Tok::GlobalId(n) => Value::Global(crate::ast::Name::Num(n)),
            Tok::Int(n) => Value::Int(n),
            Tok::Float(x) => Value::Float(FloatLit::Decimal(x)),
            Tok::HexFloat(k, bits) => Value::Float(FloatLit::Hex(k, bits)),
            Tok::CStr(s) => Value::CString(s),
            Tok::LBracket => {
                self.bump();
                return Ok(Value::Array(self.parse_typed_list(&Tok::RBracket)?));
            }
            Tok::LBrace => {
                self.bump();
                let fields = self.parse_typed_list(&Tok::RBrace)?;
                return Ok(Value::Struct {
                    packed: false,
                    fields,
                });
            }
            Tok::Less => {
                self.bump();
                if self.eat(&Tok::LBrace) {
                    let fields = self.parse_typed_list(&Tok::RBrace)?;
                    self.expect(&Tok::Greater)?;
                    return Ok(Value::Struct {
                        packed: true,
                        fields,
                    });
                }
                return Ok(Value::Vector(self.parse_typed_list(&Tok::Greater)?));
            }
            Tok::Ident(w) => return self.parse_keyword_value(&w),
            _ => return Err(self.expected("value")),
        };
        self.bump();
        Ok(v)
    }

    /// Comma-separated typed values up to `close` (already past the opener).
    pub(crate) fn parse_typed_list(&mut self, close: &Tok) -> Result<Vec<TypedValue>, ParseError> {
        let mut out = Vec::new();
        if self.eat(close) {
            return Ok(out);
        }
        loop {
            out.push(self.parse_typed_value()?);
            if self.eat(close) {
                return Ok(out);
            }
            if !self.eat(&Tok::Comma) {
                return Err(self.expected(&format!("',' or {close}")));
            }
        }
    }

    fn parse_keyword_value(&mut self, w: &str) -> Result<Value, ParseError> {
        let simple = match w {
            "true" => Some(Value::Bool(true)),
            "false" => Some(Value::Bool(false)),
            "null" => Some(Value::Null),
            "none" => Some(Value::None),
            "undef" => Some(Value::Undef),
            "poison" => Some(Value::Poison),
            "zeroinitializer" => Some(Value::ZeroInit),
            _ => None,
        };
        if let Some(v) = simple {
            self.bump();
            return Ok(v);
        }
        match w {
            "blockaddress" => {
                self.bump();
                self.expect(&Tok::LParen)?;
                let func = self.global_name()?;
                self.expect(&Tok::Comma)?;
                let block = self.local_name()?;
                self.expect(&Tok::RParen)?;
                Ok(Value::BlockAddress { func, block })
            }
            "dso_local_equivalent" => {
                self.bump();
                Ok(Value::DsoLocalEquivalent(self.global_name()?))
            }
            "no_cfi" => {
                self.bump();
                Ok(Value::NoCfi(self.global_name()?))
            }
            "splat" => {
                self.bump();
                self.expect(&Tok::LParen)?;
                let v = self.parse_typed_value()?;
                self.expect(&Tok::RParen)?;
                Ok(Value::Splat(Box::new(v)))
            }
            "asm" => {
                self.bump();
                self.parse_inline_asm()
            }
            _ => {
                let e = self.parse_const_expr(w)?;
                Ok(Value::Expr(Box::new(e)))
            }
        }
    }

    fn parse_inline_asm(&mut self) -> Result<Value, ParseError> {
        let mut a = InlineAsm {
            sideeffect: false,
            alignstack: false,
            inteldialect: false,
            unwind: false,
            asm: Vec::new(),
            constraints: Vec::new(),
        };
        loop {
            if self.eat_ident("sideeffect") {
                a.sideeffect = true;
            } else if self.eat_ident("alignstack") {
                a.alignstack = true;
            } else if self.eat_ident("inteldialect") {
                a.inteldialect = true;
            } else if self.eat_ident("unwind") {
                a.unwind = true;
            } else {
                break;
            }
        }
        a.asm = self.expect_str("inline asm string")?;
        self.expect(&Tok::Comma)?;
        a.constraints = self.expect_str("inline asm constraint string")?;
        Ok(Value::InlineAsm(Box::new(a)))
    }

    /// Integer and fast-math flags that may precede an operand list.
    pub(crate) fn parse_arith_flags(&mut self) -> ArithFlags {
        let mut f = ArithFlags::default();
        loop {
            match self.ident() {
                Some("nuw") => f.nuw = true,
                Some("nsw") => f.nsw = true,
                Some("exact") => f.exact = true,
                Some("disjoint") => f.disjoint = true,
                Some("nneg") => f.nneg = true,
                _ => return f,
            }
            self.bump();
        }
    }

    /// `inbounds`, `nuw`, `nusw` in any order.
    pub(crate) fn parse_gep_flags(&mut self) -> GepFlags {
        let mut f = GepFlags::default();
        loop {
            match self.ident() {
                Some("inbounds") => f.inbounds = true,
                Some("nuw") => f.nuw = true,
                Some("nusw") => f.nusw = true,
                _ => return f,
            }
            self.bump();
        }
    }

    /// GEP indices after the base, with the old per-index `inrange` marker.
    /// Stops before a `, !attachment`.
    pub(crate) fn parse_gep_indices(&mut self) -> Result<Vec<GepIndex>, ParseError> {
        let mut indices = Vec::new();
        while matches!(self.tok(), Tok::Comma) && !matches!(self.peek(1), Tok::MetaVar(_)) {
            self.bump();
            let inrange = self.eat_ident("inrange");
            indices.push(GepIndex {
                inrange,
                value: self.parse_typed_value()?,
            });
        }
        Ok(indices)
    }

    pub(crate) fn parse_int_predicate(&mut self) -> Result<IntPredicate, ParseError> {
        match self.ident().and_then(IntPredicate::from_keyword) {
            Some(p) => {
                self.bump();
                Ok(p)
            }
            None => Err(self.expected("icmp predicate")),
        }
    }

    pub(crate) fn parse_float_predicate(&mut self) -> Result<FloatPredicate, ParseError> {
        match self.ident().and_then(FloatPredicate::from_keyword) {
            Some(p) => {
                self.bump();
                Ok(p)
            }
            None => Err(self.expected("fcmp predicate")),
        }
    }

    /// Aggregate indices for `extractvalue`/`insertvalue`, stopping before a
    /// `, !attachment` or a closing parenthesis.
    pub(crate) fn parse_aggregate_indices(&mut self) -> Result<Vec<u32>, ParseError> {
        let mut out = Vec::new();
        while matches!(self.tok(), Tok::Comma) && matches!(self.peek(1), Tok::Int(_)) {
            self.bump();
            out.push(self.expect_u32("aggregate index")?);
        }
        if out.is_empty() {
            return Err(self.expected("aggregate index"));
        }
        Ok(out)
    }

    fn parse_const_expr(&mut self, w: &str) -> Result<ConstExpr, ParseError> {
        if let Some(op) = CastOp::from_keyword(w) {
            self.bump();
            self.parse_arith_flags();
            self.expect(&Tok::LParen)?;
            let value = self.parse_typed_value()?;
            self.expect_ident("to")?;
            let to = self.parse_type()?;
            self.expect(&Tok::RParen)?;
            return Ok(ConstExpr::Cast { op, value, to });
        }
        if let Some(op) = BinOp::from_keyword(w) {
            self.bump();
            let flags = self.parse_arith_flags();
            self.expect(&Tok::LParen)?;
            let lhs = self.parse_typed_value()?;
            self.expect(&Tok::Comma)?;
            let rhs = self.parse_typed_value()?;
            self.expect(&Tok::RParen)?;
            return Ok(ConstExpr::Binary {
                op,
                flags,
                lhs,
                rhs,
            });
        }
        self.bump();
        match w {
            "getelementptr" => {
                let flags = self.parse_gep_flags();
                let mut inrange = None;
                if self.at_ident("inrange") && matches!(self.peek(1), Tok::LParen) {
                    self.bump();
                    self.bump();
                    let lo = self.expect_int("inrange start")?;
                    self.expect(&Tok::Comma)?;
                    let hi = self.expect_int("inrange end")?;
                    self.expect(&Tok::RParen)?;
                    let conv = |v: i128| i64::try_from(v).ok();
                    match (conv(lo), conv(hi)) {
                        (Some(a), Some(b)) => inrange = Some((a, b)),
                        _ => return Err(self.error("inrange bound out of range")),
                    }
                }
                self.expect(&Tok::LParen)?;
                let source_ty = self.parse_type()?;
                self.expect(&Tok::Comma)?;
                let base = self.parse_typed_value()?;
                let indices = self.parse_gep_indices()?;
                self.expect(&Tok::RParen)?;
                Ok(ConstExpr::GetElementPtr {
                    flags,
                    inrange,
                    source_ty,
                    base,
                    indices,
                })
            }
            "fneg" => {
                self.expect(&Tok::LParen)?;
                let value = self.parse_typed_value()?;
                self.expect(&Tok::RParen)?;
                Ok(ConstExpr::Unary {
                    op: UnaryOp::FNeg,
                    value,
                })
            }
            "icmp" => {
                let pred = self.parse_int_predicate()?;
                let (lhs, rhs) = self.paren_pair()?;
                Ok(ConstExpr::ICmp { pred, lhs, rhs })
            }
            "fcmp" => {
                let pred = self.parse_float_predicate()?;
                let (lhs, rhs) = self.paren_pair()?;
                Ok(ConstExpr::FCmp { pred, lhs, rhs })
            }
            "extractelement" => {
                let (vector, index) = self.paren_pair()?;
                Ok(ConstExpr::ExtractElement { vector, index })
            }
            "select" | "insertelement" | "shufflevector" => {
                self.expect(&Tok::LParen)?;
                let a = self.parse_typed_value()?;
                self.expect(&Tok::Comma)?;
                let b = self.parse_typed_value()?;
                self.expect(&Tok::Comma)?;
                let c = self.parse_typed_value()?;
                self.expect(&Tok::RParen)?;
                Ok(match w {
                    "select" => ConstExpr::Select {
                        cond: a,
                        then_value: b,
                        else_value: c,
                    },
                    "insertelement" => ConstExpr::InsertElement {
                        vector: a,
                        element: b,
                        index: c,
                    },
                    _ => ConstExpr::ShuffleVector { a, b, mask: c },
                })
            }
            "extractvalue" => {
                self.expect(&Tok::LParen)?;
                let aggregate = self.parse_typed_value()?;
                let indices = self.parse_aggregate_indices()?;
                self.expect(&Tok::RParen)?;
                Ok(ConstExpr::ExtractValue { aggregate, indices })
            }
            "insertvalue" => {
                self.expect(&Tok::LParen)?;
                let aggregate = self.parse_typed_value()?;
                self.expect(&Tok::Comma)?;
                let element = self.parse_typed_value()?;
                let indices = self.parse_aggregate_indices()?;
                self.expect(&Tok::RParen)?;
                Ok(ConstExpr::InsertValue {
                    aggregate,
                    element,
                    indices,
                })
            }
            _ => {
                // Step back so the error points at the unknown word.
                self.pos = self.pos.saturating_sub(1);
                Err(self.expected("value"))
            }
        }
    }

    fn paren_pair(&mut self) -> Result<(TypedValue, TypedValue), ParseError> {
        self.expect(&Tok::LParen)?;
        let a = self.parse_typed_value()?;
        self.expect(&Tok::Comma)?;
        let b = self.parse_typed_value()?;
        self.expect(&Tok::RParen)?;
        Ok((a, b))
    }
}
