//! Tokenizer for LLVM textual IR.
//!
//! The whole input is tokenized up front: LLVM's grammar needs a few tokens
//! of lookahead (labels versus keywords, `!name(` versus `!name`), and a flat
//! vector keeps the parser free of lexer state. Every token remembers its
//! byte span so that attributes the parser does not understand can be kept
//! verbatim as source text.

use crate::ParseError;
use std::fmt;

/// Which flavour of LLVM hexadecimal float literal was written.
///
/// The letter after `0x` selects the bit layout; all of them are kept so that
/// the parser can give a precise "unsupported" message later instead of a
/// lexical error.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HexFloatKind {
    /// `0x` followed by 16 digits: an IEEE double bit pattern, also used for
    /// `float` and `half` constants (LLVM prints those widened to double).
    Double,
    /// `0xK`: x86_fp80.
    X86Fp80,
    /// `0xH`: IEEE half.
    Half,
    /// `0xR`: bfloat.
    BFloat,
    /// `0xL`: IEEE fp128.
    Fp128,
    /// `0xM`: ppc_fp128.
    PpcFp128,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Tok {
    Eof,
    /// `%name` or `%"quoted"`.
    LocalVar(String),
    /// `%42`.
    LocalId(u32),
    /// `@name` or `@"quoted"`.
    GlobalVar(String),
    /// `@42`.
    GlobalId(u32),
    /// `!name`, including specialized node names such as `!DILocation`.
    MetaVar(String),
    /// `!42`.
    MetaId(u32),
    /// `#42`.
    AttrGroup(u32),
    /// `#dbg_value` and friends (debug records, LLVM 19+).
    DbgRecord(String),
    /// `$name` or `$"quoted"`.
    ComdatVar(String),
    /// `^42`: a ThinLTO summary entry.
    SummaryId(u32),
    /// `name:` or `"quoted":`.
    Label(String),
    /// `42:`.
    LabelId(u32),
    /// Keywords, type names and anything else identifier-shaped.
    Ident(String),
    Int(i128),
    Float(f64),
    HexFloat(HexFloatKind, u128),
    /// `"…"` with `\xx` escapes decoded.
    Str(Vec<u8>),
    /// `c"…"`.
    CStr(Vec<u8>),
    Eq,
    Comma,
    Star,
    Bar,
    LParen,
    RParen,
    LBracket,
    RBracket,
    LBrace,
    RBrace,
    Less,
    Greater,
    /// A lone `!`, as in `!{` and `!"string"`.
    Exclaim,
    DotDotDot,
}

impl fmt::Display for Tok {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Tok::Eof => write!(f, "end of input"),
            Tok::LocalVar(s) => write!(f, "'%{s}'"),
            Tok::LocalId(n) => write!(f, "'%{n}'"),
            Tok::GlobalVar(s) => write!(f, "'@{s}'"),
            Tok::GlobalId(n) => write!(f, "'@{n}'"),
            Tok::MetaVar(s) => write!(f, "'!{s}'"),
            Tok::MetaId(n) => write!(f, "'!{n}'"),
            Tok::AttrGroup(n) => write!(f, "'#{n}'"),
            Tok::DbgRecord(s) => write!(f, "'#{s}'"),
            Tok::ComdatVar(s) => write!(f, "'${s}'"),
            Tok::SummaryId(n) => write!(f, "'^{n}'"),
            Tok::Label(s) => write!(f, "label '{s}:'"),
            Tok::LabelId(n) => write!(f, "label '{n}:'"),
            Tok::Ident(s) => write!(f, "'{s}'"),
            Tok::Int(n) => write!(f, "integer {n}"),
            Tok::Float(x) => write!(f, "float {x}"),
            Tok::HexFloat(_, _) => write!(f, "hexadecimal float"),
            Tok::Str(_) => write!(f, "string"),
            Tok::CStr(_) => write!(f, "c-string"),
            Tok::Eq => write!(f, "'='"),
            Tok::Comma => write!(f, "','"),
            Tok::Star => write!(f, "'*'"),
            Tok::Bar => write!(f, "'|'"),
            Tok::LParen => write!(f, "'('"),
            Tok::RParen => write!(f, "')'"),
            Tok::LBracket => write!(f, "'['"),
            Tok::RBracket => write!(f, "']'"),
            Tok::LBrace => write!(f, "'{{'"),
            Tok::RBrace => write!(f, "'}}'"),
            Tok::Less => write!(f, "'<'"),
            Tok::Greater => write!(f, "'>'"),
            Tok::Exclaim => write!(f, "'!'"),
            Tok::DotDotDot => write!(f, "'...'"),
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Token {
    pub tok: Tok,
    pub line: u32,
    pub col: u32,
    /// Byte offsets into the source, used to keep unknown syntax verbatim.
    pub start: usize,
    pub end: usize,
}

/// Characters LLVM allows in unquoted names and labels.
fn is_name_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'-' | b'$' | b'.' | b'_')
}

/// Characters LLVM allows in keywords (a stricter set than names, so that
/// `i32*` or `x86_fp80` split where LLVM splits them).
fn is_keyword_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.')
}

struct Lexer<'a> {
    src: &'a [u8],
    pos: usize,
    line: u32,
    line_start: usize,
}

impl<'a> Lexer<'a> {
    fn peek(&self, off: usize) -> u8 {
        self.src.get(self.pos + off).copied().unwrap_or(0)
    }

    fn col_of(&self, pos: usize) -> u32 {
        (pos.saturating_sub(self.line_start) + 1) as u32
    }

    fn err_at(&self, pos: usize, message: impl Into<String>) -> ParseError {
        ParseError {
            line: self.line,
            col: self.col_of(pos),
            message: message.into(),
        }
    }

    /// For errors found after the lexer moved past newlines (unterminated
    /// strings and comments): report where the construct started.
    fn err_from(&self, line: u32, col: u32, message: &str) -> ParseError {
        ParseError {
            line,
            col,
            message: message.to_string(),
        }
    }

    /// Skips whitespace and both comment styles, keeping line accounting.
    fn skip_trivia(&mut self) -> Result<(), ParseError> {
        loop {
            match self.peek(0) {
                b'\n' => {
                    self.pos += 1;
                    self.line += 1;
                    self.line_start = self.pos;
                }
                b' ' | b'\t' | b'\r' | 0x0b | 0x0c => self.pos += 1,
                b';' => {
                    while self.pos < self.src.len() && self.peek(0) != b'\n' {
                        self.pos += 1;
                    }
                }
                b'/' if self.peek(1) == b'*' => {
                    let (line, col) = (self.line, self.col_of(self.pos));
                    self.pos += 2;
                    loop {
                        if self.pos >= self.src.len() {
                            return Err(self.err_from(line, col, "unterminated comment"));
                        }
                        if self.peek(0) == b'*' && self.peek(1) == b'/' {
                            self.pos += 2;
                            break;
                        }
                        if self.peek(0) == b'\n' {
                            self.line += 1;
                            self.line_start = self.pos + 1;
                        }
                        self.pos += 1;
                    }
                }
                _ => return Ok(()),
            }
        }
    }

    /// Reads a `"…"` string starting at the opening quote and decodes the
    /// `\xx` and `\\` escapes.
    fn string(&mut self) -> Result<Vec<u8>, ParseError> {
        let (line, col) = (self.line, self.col_of(self.pos));
        self.pos += 1;
        let mut out = Vec::new();
        loop {
            let c = match self.src.get(self.pos) {
                Some(&c) => c,
                None => return Err(self.err_from(line, col, "unterminated string constant")),
            };
            self.pos += 1;
            match c {
                b'"' => return Ok(out),
                b'\n' => {
                    // LLVM allows raw newlines inside strings (module asm).
                    self.line += 1;
                    self.line_start = self.pos;
                    out.push(c);
                }
                b'\\' => {
                    if self.peek(0) == b'\\' {
                        out.push(b'\\');
                        self.pos += 1;
                    } else {
                        let hi = (self.peek(0) as char).to_digit(16);
                        let lo = (self.peek(1) as char).to_digit(16);
                        match (hi, lo) {
                            (Some(h), Some(l)) => {
                                out.push((h * 16 + l) as u8);
                                self.pos += 2;
                            }
                            // LLVM keeps a backslash that starts no escape.
                            _ => out.push(b'\\'),
                        }
                    }
                }
                _ => out.push(c),
            }
        }
    }

    fn name_after_sigil(&mut self) -> Option<String> {
        let start = self.pos;
        while is_name_char(self.peek(0)) {
            self.pos += 1;
        }
        if self.pos == start {
            return None;
        }
        self.src
            .get(start..self.pos)
            .map(|b| String::from_utf8_lossy(b).into_owned())
    }

    fn digits_after_sigil(&mut self) -> Option<Result<u32, ParseError>> {
        if !self.peek(0).is_ascii_digit() {
            return None;
        }
        let start = self.pos;
        while self.peek(0).is_ascii_digit() {
            self.pos += 1;
        }
        let text = std::str::from_utf8(self.src.get(start..self.pos).unwrap_or(b"")).ok()?;
        Some(
            text.parse::<u32>()
                .map_err(|_| self.err_at(start, "numbered value is too large")),
        )
    }

    /// `%…`, `@…` and `$…`: quoted, numbered or plain names.
    fn sigil(&mut self, sigil: u8) -> Result<Tok, ParseError> {
        let at = self.pos;
        self.pos += 1;
        if self.peek(0) == b'"' {
            let bytes = self.string()?;
            if bytes.contains(&0) {
                return Err(self.err_at(at, "NUL character is not allowed in names"));
            }
            let s = String::from_utf8_lossy(&bytes).into_owned();
            return Ok(match sigil {
                b'%' => Tok::LocalVar(s),
                b'@' => Tok::GlobalVar(s),
                _ => Tok::ComdatVar(s),
            });
        }
        if sigil != b'$' {
            if let Some(n) = self.digits_after_sigil() {
                let n = n?;
                return Ok(if sigil == b'%' {
                    Tok::LocalId(n)
                } else {
                    Tok::GlobalId(n)
                });
            }
        }
        match self.name_after_sigil() {
            Some(s) => Ok(match sigil {
                b'%' => Tok::LocalVar(s),
                b'@' => Tok::GlobalVar(s),
                _ => Tok::ComdatVar(s),
            }),
            None => Err(self.err_at(at, format!("expected a name after '{}'", sigil as char))),
        }
    }

    fn exclaim(&mut self) -> Result<Tok, ParseError> {
        self.pos += 1;
        if let Some(n) = self.digits_after_sigil() {
            return Ok(Tok::MetaId(n?));
        }
        let c = self.peek(0);
        if c.is_ascii_alphabetic() || matches!(c, b'-' | b'$' | b'.' | b'_' | b'\\') {
            let start = self.pos;
            while is_name_char(self.peek(0)) || self.peek(0) == b'\\' {
                self.pos += 1;
            }
            let raw = self.src.get(start..self.pos).unwrap_or(b"");
            return Ok(Tok::MetaVar(String::from_utf8_lossy(raw).into_owned()));
        }
        Ok(Tok::Exclaim)
    }

    fn hash(&mut self) -> Result<Tok, ParseError> {
        let at = self.pos;
        self.pos += 1;
        if let Some(n) = self.digits_after_sigil() {
            return Ok(Tok::AttrGroup(n?));
        }
        let start = self.pos;
        while is_keyword_char(self.peek(0)) {
            self.pos += 1;
        }
        let word = String::from_utf8_lossy(self.src.get(start..self.pos).unwrap_or(b""));
        if word.starts_with("dbg_") {
            return Ok(Tok::DbgRecord(word.into_owned()));
        }
        Err(self.err_at(
            at,
            "expected an attribute group number or debug record after '#'",
        ))
    }

    /// Numbers, and labels that start with a digit.
    fn number(&mut self) -> Result<Tok, ParseError> {
        let start = self.pos;
        let c0 = self.peek(0);
        // `42:` and `4abc:` are labels.
        if c0.is_ascii_digit() {
            let mut end = self.pos;
            while self.src.get(end).copied().is_some_and(is_name_char) {
                end += 1;
            }
            if self.src.get(end) == Some(&b':') {
                let text =
                    String::from_utf8_lossy(self.src.get(start..end).unwrap_or(b"")).into_owned();
                self.pos = end + 1;
                return Ok(match text.parse::<u32>() {
                    Ok(n) if text.bytes().all(|b| b.is_ascii_digit()) => Tok::LabelId(n),
                    _ => Tok::Label(text),
                });
            }
        }
        if c0 == b'0' && self.peek(1) == b'x' {
            return self.hex_float();
        }
        let mut p = self.pos;
        if matches!(c0, b'-' | b'+') {
            p += 1;
        }
        let digits_start = p;
        while self.src.get(p).is_some_and(|c| c.is_ascii_digit()) {
            p += 1;
        }
        if p == digits_start {
            return Err(self.err_at(start, format!("unexpected character '{}'", c0 as char)));
        }
        let mut is_float = false;
        if self.src.get(p) == Some(&b'.') {
            is_float = true;
            p += 1;
            while self.src.get(p).is_some_and(|c| c.is_ascii_digit()) {
                p += 1;
            }
            if matches!(self.src.get(p), Some(b'e') | Some(b'E')) {
                let mut q = p + 1;
                if matches!(self.src.get(q), Some(b'-') | Some(b'+')) {
                    q += 1;
                }
                if self.src.get(q).is_some_and(|c| c.is_ascii_digit()) {
                    while self.src.get(q).is_some_and(|c| c.is_ascii_digit()) {
                        q += 1;
                    }
                    p = q;
                }
            }
        }
        let text = std::str::from_utf8(self.src.get(start..p).unwrap_or(b"")).unwrap_or("");
        self.pos = p;
        if is_float {
            return text
                .parse::<f64>()
                .map(Tok::Float)
                .map_err(|_| self.err_at(start, "invalid floating-point literal"));
        }
        if c0 == b'+' {
            return Err(self.err_at(start, "integer literals cannot start with '+'"));
        }
        parse_int(text).ok_or_else(|| self.err_at(start, "integer literal is too large"))
    }

    fn hex_float(&mut self) -> Result<Tok, ParseError> {
        let start = self.pos;
        self.pos += 2;
        let kind = match self.peek(0) {
            b'K' => HexFloatKind::X86Fp80,
            b'H' => HexFloatKind::Half,
            b'R' => HexFloatKind::BFloat,
            b'L' => HexFloatKind::Fp128,
            b'M' => HexFloatKind::PpcFp128,
            _ => HexFloatKind::Double,
        };
        if kind != HexFloatKind::Double {
            self.pos += 1;
        }
        let digits = self.pos;
        let mut bits: u128 = 0;
        while let Some(d) = (self.peek(0) as char).to_digit(16) {
            if self.pos - digits >= 32 {
                return Err(self.err_at(start, "hexadecimal float literal is too long"));
            }
            bits = (bits << 4) | d as u128;
            self.pos += 1;
        }
        if self.pos == digits {
            return Err(self.err_at(start, "expected hexadecimal digits after '0x'"));
        }
        Ok(Tok::HexFloat(kind, bits))
    }

    /// Keywords, `c"…"` strings, labels, and the `s0x…`/`u0x…` hexadecimal
    /// integers that some LLVM versions accept.
    fn word(&mut self) -> Result<Tok, ParseError> {
        let start = self.pos;
        let mut end = start;
        while self.src.get(end).copied().is_some_and(is_name_char) {
            end += 1;
        }
        if self.src.get(end) == Some(&b':') {
            let text = String::from_utf8_lossy(self.src.get(start..end).unwrap_or(b""));
            self.pos = end + 1;
            return Ok(Tok::Label(text.into_owned()));
        }
        let mut kend = start;
        while self.src.get(kend).copied().is_some_and(is_keyword_char) {
            kend += 1;
        }
        let word = std::str::from_utf8(self.src.get(start..kend).unwrap_or(b"")).unwrap_or("");
        if word == "c" && self.src.get(kend) == Some(&b'"') {
            self.pos = kend;
            return Ok(Tok::CStr(self.string()?));
        }
        if (word.starts_with("s0x") || word.starts_with("u0x")) && word.len() > 3 {
            if let Ok(v) = u128::from_str_radix(&word[3..], 16) {
                self.pos = kend;
                return Ok(Tok::Int(v as i128));
            }
        }
        self.pos = kend;
        Ok(Tok::Ident(word.to_string()))
    }

    fn next_token(&mut self) -> Result<Token, ParseError> {
        self.skip_trivia()?;
        let start = self.pos;
        let line = self.line;
        let col = self.col_of(start);
        let c = self.peek(0);
        let tok = if self.pos >= self.src.len() {
            Tok::Eof
        } else {
            match c {
                b'%' | b'@' | b'$' => self.sigil(c)?,
                b'!' => self.exclaim()?,
                b'#' => self.hash()?,
                b'^' if self.peek(1).is_ascii_digit() => {
                    self.pos += 1;
                    match self.digits_after_sigil() {
                        Some(n) => Tok::SummaryId(n?),
                        None => return Err(self.err_at(start, "expected summary id")),
                    }
                }
                b'"' => {
                    let s = self.string()?;
                    if self.peek(0) == b':' {
                        self.pos += 1;
                        Tok::Label(String::from_utf8_lossy(&s).into_owned())
                    } else {
                        Tok::Str(s)
                    }
                }
                b'.' if self.peek(1) == b'.' && self.peek(2) == b'.' => {
                    self.pos += 3;
                    Tok::DotDotDot
                }
                b'0'..=b'9' => self.number()?,
                b'-' | b'+' if self.peek(1).is_ascii_digit() => self.number()?,
                c if c.is_ascii_alphabetic() || c == b'_' || c == b'.' => self.word()?,
                _ => {
                    self.pos += 1;
                    match c {
                        b'=' => Tok::Eq,
                        b',' => Tok::Comma,
                        b'*' => Tok::Star,
                        b'|' => Tok::Bar,
                        b'(' => Tok::LParen,
                        b')' => Tok::RParen,
                        b'[' => Tok::LBracket,
                        b']' => Tok::RBracket,
                        b'{' => Tok::LBrace,
                        b'}' => Tok::RBrace,
                        b'<' => Tok::Less,
                        b'>' => Tok::Greater,
                        _ => {
                            let shown = if c.is_ascii_graphic() {
                                format!("'{}'", c as char)
                            } else {
                                format!("byte 0x{c:02x}")
                            };
                            return Err(self.err_at(start, format!("unexpected character {shown}")));
                        }
                    }
                }
            }
        };
        Ok(Token {
            tok,
            line,
            col,
            start,
            end: self.pos,
        })
    }
}

/// Integers are kept as `i128`: LLVM prints constants signed, so every
/// integer up to `i128` fits; unsigned spellings up to `u128::MAX` wrap the
/// way LLVM's APInt would for an `i128`.
fn parse_int(text: &str) -> Option<Tok> {
    if let Ok(v) = text.parse::<i128>() {
        return Some(Tok::Int(v));
    }
    text.parse::<u128>().ok().map(|v| Tok::Int(v as i128))
}

/// Tokenizes a whole module; the last token is always [`Tok::Eof`].
pub fn tokenize(src: &str) -> Result<Vec<Token>, ParseError> {
    let mut lx = Lexer {
        src: src.as_bytes(),
        pos: 0,
        line: 1,
        line_start: 0,
    };
    let mut out = Vec::new();
    loop {
        let t = lx.next_token()?;
        let eof = t.tok == Tok::Eof;
        out.push(t);
        if eof {
            return Ok(out);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn toks(s: &str) -> Vec<Tok> {
        tokenize(s).unwrap().into_iter().map(|t| t.tok).collect()
    }

    #[test]
    fn names_and_numbers() {
        assert_eq!(
            toks("%x %0 %\"a b\" @g @\"q \\22 n\" !7 !foo.bar #3 $c"),
            vec![
                Tok::LocalVar("x".into()),
                Tok::LocalId(0),
                Tok::LocalVar("a b".into()),
                Tok::GlobalVar("g".into()),
                Tok::GlobalVar("q \" n".into()),
                Tok::MetaId(7),
                Tok::MetaVar("foo.bar".into()),
                Tok::AttrGroup(3),
                Tok::ComdatVar("c".into()),
                Tok::Eof
            ]
        );
        assert_eq!(
            toks("-12 18446744073709551615 1.5e+00 0x3FF0000000000000 0xK4000 entry: 7: \"x y\":"),
            vec![
                Tok::Int(-12),
                Tok::Int(18446744073709551615),
                Tok::Float(1.5),
                Tok::HexFloat(HexFloatKind::Double, 0x3FF0000000000000),
                Tok::HexFloat(HexFloatKind::X86Fp80, 0x4000),
                Tok::Label("entry".into()),
                Tok::LabelId(7),
                Tok::Label("x y".into()),
                Tok::Eof
            ]
        );
    }

    #[test]
    fn keywords_split_like_llvm() {
        assert_eq!(
            toks("i32* c\"hi\\00\" ... !{"),
            vec![
                Tok::Ident("i32".into()),
                Tok::Star,
                Tok::CStr(b"hi\0".to_vec()),
                Tok::DotDotDot,
                Tok::Exclaim,
                Tok::LBrace,
                Tok::Eof
            ]
        );
    }

    #[test]
    fn positions() {
        let t = tokenize("; c\n  %x = add").unwrap();
        assert_eq!((t[0].line, t[0].col), (2, 3));
        assert_eq!((t[2].line, t[2].col), (2, 8));
    }
}
