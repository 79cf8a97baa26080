//! Top-level entities: module header, types, globals, aliases, function
//! headers, attribute groups, comdats and metadata definitions.

use super::{AttrCtx, Parser};
use crate::ast::FunctionCodegen;
use crate::ast::{
    Alias, Attribute, AttributeGroup, Comdat, DllStorage, Function, Global, Linkage, LinkageInfo,
    Module, Name, NamedMetadata, Param, Type, TypeDef, TypedValue, UnnamedAddr, Visibility,
};
use crate::lexer::Tok;
use crate::ParseError;

/// The decorations that may precede `global`, `alias` or a function's
/// return type, in any order.
#[derive(Default)]
struct Prefix {
    info: LinkageInfo,
    thread_local: Option<String>,
    addrspace: Option<u32>,
    externally_initialized: bool,
    cc: Option<String>,
}

impl Parser<'_> {
    pub(crate) fn parse_module(&mut self) -> Result<Module, ParseError> {
        let mut m = Module::default();
        loop {
            match self.tok().clone() {
                Tok::Eof => return Ok(m),
                Tok::Ident(w) => self.parse_keyword_entity(&w, &mut m)?,
                Tok::LocalVar(_) | Tok::LocalId(_) => {
                    let name = self.local_name()?;
                    self.expect(&Tok::Eq)?;
                    self.expect_ident("type")?;
                    let body = if self.eat_ident("opaque") {
                        None
                    } else {
                        Some(self.parse_type()?)
                    };
                    m.types.push(TypeDef { name, body });
                }
                Tok::GlobalVar(_) | Tok::GlobalId(_) => self.parse_global_or_alias(&mut m)?,
                Tok::ComdatVar(name) => {
                    self.bump();
                    self.expect(&Tok::Eq)?;
                    self.expect_ident("comdat")?;
                    let kind = match self.bump() {
                        Tok::Ident(k) => k,
                        _ => return Err(self.error("expected comdat selection kind")),
                    };
                    m.comdats.push(Comdat { name, kind });
                }
                Tok::MetaVar(name) => {
                    self.bump();
                    let nodes = self.parse_named_metadata_body()?;
                    m.named_metadata.push(NamedMetadata { name, nodes });
                }
                Tok::SummaryId(_) => {
                    // ThinLTO summaries only guide linking; skip them.
                    self.bump();
                    self.expect(&Tok::Eq)?;
                    if !matches!(self.bump(), Tok::Label(_)) {
                        return Err(self.error("expected summary entry kind"));
                    }
                    if matches!(self.tok(), Tok::LParen) {
                        self.raw_parens()?;
                    } else {
                        self.bump();
                    }
                }
                Tok::MetaId(id) => {
                    self.bump();
                    self.expect(&Tok::Eq)?;
                    let node = self.parse_metadata()?;
                    m.metadata.insert(id, node);
                }
                _ => return Err(self.expected("top-level entity")),
            }
        }
    }

    fn parse_keyword_entity(&mut self, w: &str, m: &mut Module) -> Result<(), ParseError> {
        match w {
            "source_filename" => {
                self.bump();
                self.expect(&Tok::Eq)?;
                m.source_filename = Some(self.expect_string("source file name")?);
            }
            "target" => {
                self.bump();
                if self.eat_ident("datalayout") {
                    self.expect(&Tok::Eq)?;
                    m.datalayout = Some(self.expect_string("data layout string")?);
                } else if self.eat_ident("triple") {
                    self.expect(&Tok::Eq)?;
                    m.triple = Some(self.expect_string("target triple string")?);
                } else {
                    return Err(self.expected("'datalayout' or 'triple'"));
                }
            }
            "module" => {
                self.bump();
                self.expect_ident("asm")?;
                m.module_asm.push(self.expect_string("module asm string")?);
            }
            "deplibs" => {
                // Obsolete; kept parseable for old modules.
                self.bump();
                self.expect(&Tok::Eq)?;
                self.expect(&Tok::LBracket)?;
                while !self.eat(&Tok::RBracket) {
                    if matches!(self.tok(), Tok::Eof) {
                        return Err(self.expected("']'"));
                    }
                    self.bump();
                }
            }
            "attributes" => {
                self.bump();
                let id = match self.bump() {
                    Tok::AttrGroup(n) => n,
                    _ => return Err(self.error("expected attribute group id after 'attributes'")),
                };
                self.expect(&Tok::Eq)?;
                self.expect(&Tok::LBrace)?;
                let attrs = self.parse_attrs(AttrCtx::Group)?;
                self.expect(&Tok::RBrace)?;
                m.attribute_groups.push(AttributeGroup { id, attrs });
            }
            "declare" | "define" => {
                self.bump();
                let f = self.parse_function(w == "define")?;
                m.functions.push(f);
            }
            "uselistorder" | "uselistorder_bb" => {
                self.bump();
                self.skip_through_braces()?;
            }
            _ => return Err(self.expected("top-level entity")),
        }
        Ok(())
    }

    /// Linkage, visibility, storage class, TLS model, calling convention and
    /// the like, in whatever order they were written.
    fn parse_prefix(&mut self, allow_cc: bool) -> Result<Prefix, ParseError> {
        let mut p = Prefix::default();
        loop {
            let Some(w) = self.ident().map(str::to_string) else {
                return Ok(p);
            };
            if let Some(l) = Linkage::from_keyword(&w) {
                p.info.linkage = Some(l);
            } else {
                match w.as_str() {
                    "dso_local" => p.info.dso_local = true,
                    "dso_preemptable" => {}
                    "default" => p.info.visibility = Visibility::Default,
                    "hidden" => p.info.visibility = Visibility::Hidden,
                    "protected" => p.info.visibility = Visibility::Protected,
                    "dllimport" => p.info.dll_storage = DllStorage::Import,
                    "dllexport" => p.info.dll_storage = DllStorage::Export,
                    "unnamed_addr" => p.info.unnamed_addr = UnnamedAddr::Global,
                    "local_unnamed_addr" => p.info.unnamed_addr = UnnamedAddr::Local,
                    "externally_initialized" => p.externally_initialized = true,
                    "thread_local" => {
                        self.bump();
                        let model = if matches!(self.tok(), Tok::LParen) {
                            self.raw_parens()?
                        } else {
                            "generaldynamic".to_string()
                        };
                        p.thread_local = Some(model);
                        continue;
                    }
                    "addrspace" => {
                        self.bump();
                        p.addrspace = Some(self.addrspace_number()?);
                        continue;
                    }
                    "cc" if allow_cc => {
                        self.bump();
                        let n = self.expect_u32("calling convention number")?;
                        p.cc = Some(format!("cc {n}"));
                        continue;
                    }
                    _ if allow_cc && super::is_cc_keyword(&w) => p.cc = Some(w),
                    _ => return Ok(p),
                }
            }
            self.bump();
        }
    }

    fn parse_global_or_alias(&mut self, m: &mut Module) -> Result<(), ParseError> {
        let line = self.here().0;
        let name = self.global_name()?;
        self.expect(&Tok::Eq)?;
        let p = self.parse_prefix(false)?;
        let kind = match self.ident() {
            Some(k @ ("global" | "constant" | "alias" | "ifunc")) => k.to_string(),
            _ => return Err(self.expected("'global', 'constant', 'alias' or 'ifunc'")),
        };
        self.bump();
        if kind == "alias" || kind == "ifunc" {
            let ty = self.parse_type()?;
            self.expect(&Tok::Comma)?;
            // LLVM omits the aliasee's type before these constant
            // expressions, whose result type is implied.
            let untyped = matches!(
                self.ident(),
                Some("bitcast" | "getelementptr" | "addrspacecast" | "inttoptr")
            );
            let aliasee = if untyped {
                let ty = Type::Ptr(0);
                let value = self.parse_value(&ty)?;
                TypedValue { ty, value }
            } else {
                self.parse_typed_value()?
            };
            let mut partition = None;
            while matches!(self.tok(), Tok::Comma) && !matches!(self.peek(1), Tok::MetaVar(_)) {
                self.bump();
                if self.eat_ident("partition") {
                    partition = Some(self.expect_string("partition name")?);
                } else {
                    return Err(self.expected("alias attribute"));
                }
            }
            self.parse_trailing_attachments()?;
            m.aliases.push(Alias {
                name,
                linkage: p.info,
                thread_local: p.thread_local,
                is_ifunc: kind == "ifunc",
                ty,
                aliasee,
                partition,
                line,
            });
            return Ok(());
        }
        let ty = self.parse_type()?;
        let is_decl = matches!(
            p.info.linkage,
            Some(Linkage::External) | Some(Linkage::ExternWeak)
        );
        let init = if is_decl {
            None
        } else {
            Some(self.parse_value(&ty)?)
        };
        let mut g = Global {
            name,
            linkage: p.info,
            thread_local: p.thread_local,
            addrspace: p.addrspace.unwrap_or(0),
            externally_initialized: p.externally_initialized,
            is_constant: kind == "constant",
            ty,
            init,
            section: None,
            partition: None,
            comdat: None,
            align: None,
            extra: Vec::new(),
            metadata: Vec::new(),
            line,
        };
        while matches!(self.tok(), Tok::Comma) {
            self.bump();
            if matches!(self.tok(), Tok::MetaVar(_)) {
                g.metadata.push(self.parse_attachment()?);
                continue;
            }
            let Some(w) = self.ident().map(str::to_string) else {
                return Err(self.expected("global attribute"));
            };
            self.bump();
            match w.as_str() {
                "section" => g.section = Some(self.expect_string("section name")?),
                "partition" => g.partition = Some(self.expect_string("partition name")?),
                "comdat" => g.comdat = Some(self.parse_comdat_ref()?),
                "align" => g.align = Some(self.expect_u64("alignment")?),
                "code_model" => {
                    let v = self.expect_string("code model")?;
                    g.extra.push(Attribute::Str("code_model".into(), Some(v)));
                }
                _ if matches!(self.tok(), Tok::LParen) => {
                    let raw = self.raw_parens()?;
                    g.extra.push(Attribute::Raw(w, raw));
                }
                _ => g.extra.push(Attribute::Flag(w)),
            }
        }
        while let Tok::AttrGroup(n) = self.tok() {
            g.extra.push(Attribute::Group(*n));
            self.bump();
        }
        m.globals.push(g);
        Ok(())
    }

    /// After `comdat`: `($name)` or nothing (the entity's own comdat).
    fn parse_comdat_ref(&mut self) -> Result<Option<String>, ParseError> {
        if !self.eat(&Tok::LParen) {
            return Ok(None);
        }
        let name = match self.bump() {
            Tok::ComdatVar(s) => s,
            _ => return Err(self.error("expected comdat name")),
        };
        self.expect(&Tok::RParen)?;
        Ok(Some(name))
    }

    /// A function header after `define`/`declare`, and the body if any.
    fn parse_function(&mut self, is_definition: bool) -> Result<Function, ParseError> {
        let line = self.here().0;
        // `declare !dbg !31 void @f(…)`: LLVM reads a declaration's
        // attachments before its linkage; accept them after it too.
        let mut early_md = Vec::new();
        while let Tok::MetaVar(_) = self.tok() {
            early_md.push(self.parse_attachment()?);
        }
        let p = self.parse_prefix(true)?;
        while let Tok::MetaVar(_) = self.tok() {
            early_md.push(self.parse_attachment()?);
        }
        let ret_attrs = self.parse_attrs(AttrCtx::Ret)?;
        let ret_ty = self.parse_type()?;
        let name = self.global_name()?;
        self.expect(&Tok::LParen)?;
        let (params, varargs) = self.parse_params()?;
        let mut f = Function {
            name,
            linkage: p.info,
            ret_attrs,
            ret_ty,
            params,
            varargs,
            fn_attrs: Vec::new(),
            codegen: FunctionCodegen {
                cc: p.cc,
                addrspace: p.addrspace,
                ..FunctionCodegen::default()
            },
            metadata: early_md,
            blocks: Vec::new(),
            is_declaration: !is_definition,
            line,
        };
        self.parse_fn_suffix(&mut f)?;
        if is_definition {
            // Unnamed parameters of a definition are numbered implicitly.
            let mut next = 0u32;
            for p in &mut f.params {
                match &p.name {
                    Some(Name::Num(n)) => next = n.saturating_add(1),
                    Some(Name::Named(_)) => {}
                    None => {
                        p.name = Some(Name::Num(next));
                        next = next.saturating_add(1);
                    }
                }
            }
            f.blocks = self.parse_body(&f.params)?;
        }
        Ok(f)
    }

    /// Everything between the parameter list and the body, in any order.
    fn parse_fn_suffix(&mut self, f: &mut Function) -> Result<(), ParseError> {
        loop {
            let attrs = self.parse_attrs(AttrCtx::Fn)?;
            f.fn_attrs.extend(attrs);
            // `!name =` starts named metadata, not an attachment.
            if matches!(self.tok(), Tok::MetaVar(_)) && !matches!(self.peek(1), Tok::Eq) {
                f.metadata.push(self.parse_attachment()?);
                continue;
            }
            let Some(w) = self.ident().map(str::to_string) else {
                return Ok(());
            };
            self.bump();
            match w.as_str() {
                "unnamed_addr" => f.linkage.unnamed_addr = UnnamedAddr::Global,
                "local_unnamed_addr" => f.linkage.unnamed_addr = UnnamedAddr::Local,
                "addrspace" => f.codegen.addrspace = Some(self.addrspace_number()?),
                "section" => f.codegen.section = Some(self.expect_string("section name")?),
                "partition" => f.codegen.partition = Some(self.expect_string("partition name")?),
                "comdat" => f.codegen.comdat = Some(self.parse_comdat_ref()?),
                "align" => f.codegen.align = Some(self.expect_u64("function alignment")?),
                "gc" => f.codegen.gc = Some(self.expect_string("gc strategy name")?),
                "prefix" => f.codegen.prefix = Some(self.parse_typed_value()?),
                "prologue" => f.codegen.prologue = Some(self.parse_typed_value()?),
                "personality" => f.codegen.personality = Some(self.parse_typed_value()?),
                _ => {
                    self.pos = self.pos.saturating_sub(1);
                    return Ok(());
                }
            }
        }
    }

    /// A header's parameter list after `(`.
    fn parse_params(&mut self) -> Result<(Vec<Param>, bool), ParseError> {
        let mut params = Vec::new();
        if self.eat(&Tok::RParen) {
            return Ok((params, false));
        }
        loop {
            if self.eat(&Tok::DotDotDot) {
                self.expect(&Tok::RParen)?;
                return Ok((params, true));
            }
            let ty = self.parse_type()?;
            let attrs = self.parse_attrs(AttrCtx::Param)?;
            let name = match self.tok() {
                Tok::LocalVar(_) | Tok::LocalId(_) => Some(self.local_name()?),
                _ => None,
            };
            params.push(Param { ty, attrs, name });
            if self.eat(&Tok::RParen) {
                return Ok((params, false));
            }
            if !self.eat(&Tok::Comma) {
                return Err(self.expected("',' or ')' in parameter list"));
            }
        }
    }
}

/// The implicit number the next unnamed value gets after the parameters.
pub(crate) fn first_free_number(params: &[Param]) -> u32 {
    let mut next = 0u32;
    for p in params {
        match &p.name {
            Some(Name::Num(n)) => next = next.max(n.saturating_add(1)),
            None => next = next.saturating_add(1),
            Some(Name::Named(_)) => {}
        }
    }
    next
}
