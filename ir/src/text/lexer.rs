//! Tokens of the text format.
//!
//! The whole input is lexed up front. A lexing error does not abort: it
//! becomes a final `Tok::Error` token, so that a syntax error earlier in the
//! file is still the one reported (errors come out in text order).

use std::fmt;

/// A line and column, both 1-based; columns count characters, not bytes.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Debug, Default)]
pub struct Pos {
    pub line: u32,
    pub col: u32,
}

#[derive(Clone, PartialEq, Debug)]
pub enum Tok {
    /// Keywords, types, opcodes, condition codes, `fN` file ids, `inf`,
    /// `nan`: anything made of letters, digits, `_` and `.`.
    Ident(String),
    /// `vN`
    Value(u32),
    /// `blockN`
    Block(u32),
    /// `ssN`
    Slot(u32),
    /// `@name` or `@"any name"`.
    Symbol(String),
    /// An integer literal as written (sign and `0x` included).
    Int(String),
    /// A float literal as written: decimal with a fraction or exponent,
    /// `-inf`, or `nan:0x…`.
    Float(String),
    /// `"…"` with its escapes decoded.
    Str(Vec<u8>),
    /// `x"…"`: hex bytes.
    Bytes(Vec<u8>),
    LParen,
    RParen,
    LBracket,
    RBracket,
    LBrace,
    RBrace,
    Comma,
    Colon,
    Equals,
    Arrow,
    Plus,
    Bang,
    Ellipsis,
    /// A lexing error; always the last token.
    Error(String),
    Eof,
}

impl fmt::Display for Tok {
    /// How a token is named in "found …" messages.
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Tok::Ident(s) => write!(f, "\"{s}\""),
            Tok::Value(n) => write!(f, "v{n}"),
            Tok::Block(n) => write!(f, "block{n}"),
            Tok::Slot(n) => write!(f, "ss{n}"),
            Tok::Symbol(s) => write!(f, "@{s}"),
            Tok::Int(s) | Tok::Float(s) => write!(f, "{s}"),
            Tok::Str(_) => f.write_str("a string"),
            Tok::Bytes(_) => f.write_str("a byte string"),
            Tok::LParen => f.write_str("`(`"),
            Tok::RParen => f.write_str("`)`"),
            Tok::LBracket => f.write_str("`[`"),
            Tok::RBracket => f.write_str("`]`"),
            Tok::LBrace => f.write_str("`{`"),
            Tok::RBrace => f.write_str("`}`"),
            Tok::Comma => f.write_str("`,`"),
            Tok::Colon => f.write_str("`:`"),
            Tok::Equals => f.write_str("`=`"),
            Tok::Arrow => f.write_str("`->`"),
            Tok::Plus => f.write_str("`+`"),
            Tok::Bang => f.write_str("`!`"),
            Tok::Ellipsis => f.write_str("`...`"),
            Tok::Error(message) => f.write_str(message),
            Tok::Eof => f.write_str("end of file"),
        }
    }
}

#[derive(Clone, Debug)]
pub struct Token {
    pub tok: Tok,
    pub pos: Pos,
    /// Just after the token, to point at "the end of the line" when the
    /// next token is on another one.
    pub end: Pos,
}

/// Lexes the whole input; the result always ends with `Eof` or `Error`.
pub fn lex(text: &str) -> Vec<Token> {
    let mut lexer = Lexer {
        text,
        bytes: text.as_bytes(),
        at: 0,
        line: 1,
        col: 1,
        tokens: Vec::new(),
    };
    lexer.run();
    lexer.tokens
}

struct Lexer<'a> {
    text: &'a str,
    bytes: &'a [u8],
    at: usize,
    line: u32,
    col: u32,
    tokens: Vec<Token>,
}

fn is_ident_start(b: u8) -> bool {
    b.is_ascii_alphabetic() || b == b'_'
}

fn is_ident_char(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b == b'.'
}

fn is_symbol_char(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'$' | b'-')
}

impl Lexer<'_> {
    fn peek(&self, ahead: usize) -> u8 {
        self.bytes.get(self.at + ahead).copied().unwrap_or(0)
    }

    fn pos(&self) -> Pos {
        Pos {
            line: self.line,
            col: self.col,
        }
    }

    /// Moves over one byte, counting lines and characters (UTF-8
    /// continuation bytes do not start a column).
    fn bump(&mut self) {
        let Some(&b) = self.bytes.get(self.at) else {
            return;
        };
        self.at += 1;
        if b == b'\n' {
            self.line += 1;
            self.col = 1;
        } else if b & 0xc0 != 0x80 {
            self.col += 1;
        }
    }

    fn bump_n(&mut self, n: usize) {
        for _ in 0..n {
            self.bump();
        }
    }

    fn push(&mut self, tok: Tok, pos: Pos) {
        let end = self.pos();
        self.tokens.push(Token { tok, pos, end });
    }

    fn run(&mut self) {
        loop {
            self.skip_blanks();
            let pos = self.pos();
            if self.at >= self.bytes.len() {
                self.push(Tok::Eof, pos);
                return;
            }
            match self.token() {
                Ok(tok) => self.push(tok, pos),
                Err((message, at)) => {
                    self.push(Tok::Error(message), at);
                    return;
                }
            }
        }
    }

    fn skip_blanks(&mut self) {
        loop {
            match self.peek(0) {
                b' ' | b'\t' | b'\r' | b'\n' => self.bump(),
                b';' => {
                    while self.at < self.bytes.len() && self.peek(0) != b'\n' {
                        self.bump();
                    }
                }
                _ => return,
            }
        }
    }

    fn token(&mut self) -> Result<Tok, (String, Pos)> {
        let pos = self.pos();
        let b = self.peek(0);
        let single = match b {
            b'(' => Some(Tok::LParen),
            b')' => Some(Tok::RParen),
            b'[' => Some(Tok::LBracket),
            b']' => Some(Tok::RBracket),
            b'{' => Some(Tok::LBrace),
            b'}' => Some(Tok::RBrace),
            b',' => Some(Tok::Comma),
            b':' => Some(Tok::Colon),
            b'=' => Some(Tok::Equals),
            b'+' => Some(Tok::Plus),
            b'!' => Some(Tok::Bang),
            _ => None,
        };
        if let Some(tok) = single {
            self.bump();
            return Ok(tok);
        }
        match b {
            b'.' if self.peek(1) == b'.' && self.peek(2) == b'.' => {
                self.bump_n(3);
                Ok(Tok::Ellipsis)
            }
            b'-' if self.peek(1) == b'>' => {
                self.bump_n(2);
                Ok(Tok::Arrow)
            }
            b'-' if self.rest().starts_with("-inf") && !is_ident_char(self.peek(4)) => {
                self.bump_n(4);
                Ok(Tok::Float("-inf".into()))
            }
            b'-' | b'0'..=b'9' => self.number(),
            b'"' => self.string().map(Tok::Str),
            b'x' if self.peek(1) == b'"' => self.hex_bytes(pos),
            b'@' => self.symbol(),
            _ if is_ident_start(b) => Ok(self.ident()),
            _ => {
                let c = self.rest().chars().next().unwrap_or('?');
                Err((format!("unexpected character {c:?}"), pos))
            }
        }
    }

    fn rest(&self) -> &str {
        self.text.get(self.at..).unwrap_or("")
    }

    fn take_while(&mut self, pred: impl Fn(u8) -> bool) -> &str {
        let start = self.at;
        while self.at < self.bytes.len() && pred(self.peek(0)) {
            self.bump();
        }
        self.text.get(start..self.at).unwrap_or("")
    }

    fn ident(&mut self) -> Tok {
        let word = self.take_while(is_ident_char).to_string();
        if word == "nan" && self.rest().starts_with(":0x") {
            self.bump_n(3);
            let hex = self.take_while(|b| b.is_ascii_hexdigit()).to_string();
            return Tok::Float(format!("nan:0x{hex}"));
        }
        let numbered = |prefix: &str| -> Option<u32> {
            let digits = word.strip_prefix(prefix)?;
            if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
                return None;
            }
            digits.parse().ok()
        };
        if let Some(n) = numbered("v") {
            Tok::Value(n)
        } else if let Some(n) = numbered("block") {
            Tok::Block(n)
        } else if let Some(n) = numbered("ss") {
            Tok::Slot(n)
        } else {
            Tok::Ident(word)
        }
    }

    fn number(&mut self) -> Result<Tok, (String, Pos)> {
        let pos = self.pos();
        let start = self.at;
        let mut float = false;
        if self.peek(0) == b'-' {
            self.bump();
            if !self.peek(0).is_ascii_digit() {
                return Err(("unexpected character '-'".into(), pos));
            }
        }
        if self.peek(0) == b'0' && matches!(self.peek(1), b'x' | b'X') {
            self.bump_n(2);
            if self.take_while(|b| b.is_ascii_hexdigit()).is_empty() {
                return Err(self.bad_number(start, pos));
            }
        } else {
            self.take_while(|b| b.is_ascii_digit());
            if self.peek(0) == b'.' && self.peek(1).is_ascii_digit() {
                float = true;
                self.bump();
                self.take_while(|b| b.is_ascii_digit());
            }
            let exp_digits = match (self.peek(1), self.peek(2)) {
                (b'+' | b'-', d) if d.is_ascii_digit() => 2,
                (d, _) if d.is_ascii_digit() => 1,
                _ => 0,
            };
            if matches!(self.peek(0), b'e' | b'E') && exp_digits > 0 {
                float = true;
                self.bump_n(exp_digits);
                self.take_while(|b| b.is_ascii_digit());
            }
        }
        if is_ident_char(self.peek(0)) {
            return Err(self.bad_number(start, pos));
        }
        let text = self.text.get(start..self.at).unwrap_or("").to_string();
        Ok(if float {
            Tok::Float(text)
        } else {
            Tok::Int(text)
        })
    }

    fn bad_number(&mut self, start: usize, pos: Pos) -> (String, Pos) {
        self.take_while(is_ident_char);
        let text = self.text.get(start..self.at).unwrap_or("");
        (format!("bad number literal \"{text}\""), pos)
    }

    /// A `"…"` string; `\xx` is a hex-escaped byte.
    fn string(&mut self) -> Result<Vec<u8>, (String, Pos)> {
        let open = self.pos();
        self.bump();
        let mut out = Vec::new();
        loop {
            match self.peek(0) {
                b'"' => {
                    self.bump();
                    return Ok(out);
                }
                _ if self.at >= self.bytes.len() || self.peek(0) == b'\n' => {
                    return Err(("unterminated string".into(), open));
                }
                b'\\' => {
                    let pos = self.pos();
                    let (hi, lo) = (self.peek(1), self.peek(2));
                    let digit = |b: u8| (b as char).to_digit(16);
                    match (digit(hi), digit(lo)) {
                        (Some(h), Some(l)) => {
                            out.push((h * 16 + l) as u8);
                            self.bump_n(3);
                        }
                        _ => {
                            return Err((
                                "bad escape in string: expected `\\` and two hex digits".into(),
                                pos,
                            ))
                        }
                    }
                }
                b => {
                    out.push(b);
                    self.bump();
                }
            }
        }
    }

    fn hex_bytes(&mut self, pos: Pos) -> Result<Tok, (String, Pos)> {
        self.bump();
        let open = self.pos();
        self.bump();
        let mut digits = Vec::new();
        loop {
            let b = self.peek(0);
            if b == b'"' {
                self.bump();
                break;
            }
            if self.at >= self.bytes.len() || b == b'\n' {
                return Err(("unterminated byte string".into(), open));
            }
            match (b as char).to_digit(16) {
                Some(d) => digits.push(d as u8),
                None => {
                    let c = self.rest().chars().next().unwrap_or('?');
                    return Err((
                        format!("expected a hex digit in x\"…\", found {c:?}"),
                        self.pos(),
                    ));
                }
            }
            self.bump();
        }
        if digits.len() % 2 != 0 {
            return Err(("odd number of hex digits in x\"…\"".into(), pos));
        }
        Ok(Tok::Bytes(
            digits.chunks(2).map(|p| p[0] * 16 + p[1]).collect(),
        ))
    }

    fn symbol(&mut self) -> Result<Tok, (String, Pos)> {
        let pos = self.pos();
        self.bump();
        if self.peek(0) == b'"' {
            let bytes = self.string()?;
            if bytes.is_empty() {
                return Err(("expected a name after `@`".into(), pos));
            }
            return match String::from_utf8(bytes) {
                Ok(name) => Ok(Tok::Symbol(name)),
                Err(_) => Err(("a name must be valid UTF-8".into(), pos)),
            };
        }
        let name = self.take_while(is_symbol_char).to_string();
        if name.is_empty() {
            return Err(("expected a name after `@`".into(), pos));
        }
        Ok(Tok::Symbol(name))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn toks(text: &str) -> Vec<Tok> {
        lex(text).into_iter().map(|t| t.tok).collect()
    }

    #[test]
    fn lexes_every_kind() {
        assert_eq!(
            toks("v3 = fconst.f64 -2.5e-3 ; comment\n@a.b$-c x\"0aff\" \"a\\22b\" -> ... !f0:1:2"),
            vec![
                Tok::Value(3),
                Tok::Equals,
                Tok::Ident("fconst.f64".into()),
                Tok::Float("-2.5e-3".into()),
                Tok::Symbol("a.b$-c".into()),
                Tok::Bytes(vec![0x0a, 0xff]),
                Tok::Str(b"a\"b".to_vec()),
                Tok::Arrow,
                Tok::Ellipsis,
                Tok::Bang,
                Tok::Ident("f0".into()),
                Tok::Colon,
                Tok::Int("1".into()),
                Tok::Colon,
                Tok::Int("2".into()),
                Tok::Eof,
            ]
        );
        assert_eq!(
            toks("-inf nan:0x7ff1 0x1F block12 ss0 @\"a b\""),
            vec![
                Tok::Float("-inf".into()),
                Tok::Float("nan:0x7ff1".into()),
                Tok::Int("0x1F".into()),
                Tok::Block(12),
                Tok::Slot(0),
                Tok::Symbol("a b".into()),
                Tok::Eof,
            ]
        );
    }

    #[test]
    fn positions_and_errors() {
        let tokens = lex("a\n  \"é\" b #");
        assert_eq!(tokens[2].pos, Pos { line: 2, col: 7 });
        assert_eq!(tokens.len(), 4);
        assert_eq!(tokens[3].pos, Pos { line: 2, col: 9 });
        assert!(matches!(tokens[3].tok, Tok::Error(_)));
        assert!(matches!(toks("12ab")[0], Tok::Error(_)));
        assert!(matches!(toks("\"abc")[0], Tok::Error(_)));
        assert!(matches!(toks("x\"abc\"")[0], Tok::Error(_)));
    }
}
