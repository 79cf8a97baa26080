//! The LLVM bitstream container: bits read least significant first from
//! 32-bit little-endian words, blocks with their own abbreviation width,
//! abbreviations defined in a block or for every block of an id in the
//! `BLOCKINFO` block, and records — abbreviated or not — read into a tree
//! of [`Block`]s and [`Record`]s, each record with the bit offset it
//! starts at (for errors).
//!
//! Written here rather than on the `llvm-bitcode` crate: errors must name
//! the block, record code and bit offset, and no input may panic (the
//! reader is fuzzed); both are easier to hold in 300 lines of our own.

use super::BitcodeError;
use std::collections::HashMap;

/// A record: its code, its operands (a blob's bytes, or an array of
/// char6, are operands too, one per byte), and where it starts.
#[derive(Clone, Debug, PartialEq)]
pub struct Record {
    pub code: u32,
    pub ops: Vec<u64>,
    /// The bytes of a blob operand, if the abbreviation had one.
    pub blob: Option<Vec<u8>>,
    pub bit: u64,
}

/// A block: its id, its records and sub-blocks in order.
#[derive(Clone, Debug, PartialEq)]
pub struct Block {
    pub id: u32,
    pub bit: u64,
    pub items: Vec<Item>,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Item {
    Record(Record),
    Block(Block),
}

impl Block {
    pub fn records(&self) -> impl Iterator<Item = &Record> {
        self.items.iter().filter_map(|i| match i {
            Item::Record(r) => Some(r),
            Item::Block(_) => None,
        })
    }

    pub fn blocks(&self) -> impl Iterator<Item = &Block> {
        self.items.iter().filter_map(|i| match i {
            Item::Block(b) => Some(b),
            Item::Record(_) => None,
        })
    }
}

/// One operand of an abbreviation.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Op {
    Literal(u64),
    Fixed(u8),
    Vbr(u8),
    Array,
    Char6,
    Blob,
}

type Abbrev = Vec<Op>;

/// Bits over a byte slice.
struct Bits<'a> {
    data: &'a [u8],
    pos: u64,
}

/// Nesting deeper than this is refused (a malformed stream could recurse
/// without end).
const MAX_DEPTH: usize = 64;

impl<'a> Bits<'a> {
    fn len(&self) -> u64 {
        self.data.len() as u64 * 8
    }

    fn at_end(&self) -> bool {
        self.pos >= self.len()
    }

    fn fixed(&mut self, width: u8) -> Result<u64, String> {
        if width > 64 {
            return Err(format!("a fixed field of {width} bits"));
        }
        if self.pos + u64::from(width) > self.len() {
            return Err("the stream ends inside a field".into());
        }
        let mut value = 0u64;
        let mut got = 0u8;
        while got < width {
            let byte = self.data[(self.pos / 8) as usize];
            let shift = (self.pos % 8) as u8;
            let take = (8 - shift).min(width - got);
            let bits = (u64::from(byte) >> shift) & ((1u64 << take) - 1);
            value |= bits << got;
            got += take;
            self.pos += u64::from(take);
        }
        Ok(value)
    }

    fn vbr(&mut self, width: u8) -> Result<u64, String> {
        if !(2..=32).contains(&width) {
            return Err(format!("a VBR field of {width} bits"));
        }
        let high = 1u64 << (width - 1);
        let mut value = 0u64;
        let mut shift = 0u32;
        loop {
            let chunk = self.fixed(width)?;
            if shift >= 64 {
                return Err("a VBR value wider than 64 bits".into());
            }
            value |= (chunk & (high - 1)).checked_shl(shift).unwrap_or(0);
            if chunk & high == 0 {
                return Ok(value);
            }
            shift += u32::from(width) - 1;
        }
    }

    fn align32(&mut self) -> Result<(), String> {
        let to = self.pos.div_ceil(32) * 32;
        if to > self.len() {
            return Err("the stream ends before a 32-bit boundary".into());
        }
        self.pos = to;
        Ok(())
    }
}

/// Reads a whole bitstream (after the 32-bit magic) into its top-level
/// blocks.
pub fn read(data: &[u8], start_bit: u64) -> Result<Vec<Block>, BitcodeError> {
    let mut reader = Reader {
        bits: Bits {
            data,
            pos: start_bit,
        },
        block_info: HashMap::new(),
    };
    let mut top = Vec::new();
    while reader.bits.len() - reader.bits.pos >= 32 || !reader.trailing_zeros() {
        let at = reader.bits.pos;
        let id = reader.bits.fixed(2).map_err(|m| err(0, at, m))?;
        if id != 1 {
            return Err(err(
                0,
                at,
                format!("abbreviation {id} at the top level: only blocks are allowed there"),
            ));
        }
        if let Some(block) = reader.block(0)? {
            top.push(block);
        }
    }
    Ok(top)
}

fn err(block: u32, bit: u64, message: String) -> BitcodeError {
    BitcodeError {
        block,
        code: None,
        bit,
        message,
    }
}

struct Reader<'a> {
    bits: Bits<'a>,
    /// Abbreviations `BLOCKINFO` gives every block of an id.
    block_info: HashMap<u32, Vec<Abbrev>>,
}

impl Reader<'_> {
    /// Whether only zero padding is left.
    fn trailing_zeros(&self) -> bool {
        let from = self.bits.pos.div_ceil(8) as usize;
        self.bits.at_end()
            || self.bits.data[from.min(self.bits.data.len())..]
                .iter()
                .all(|&b| b == 0)
    }

    /// Reads a block whose ENTER_SUBBLOCK abbreviation id was just read.
    /// The `BLOCKINFO` block is absorbed (None).
    fn block(&mut self, depth: usize) -> Result<Option<Block>, BitcodeError> {
        let at = self.bits.pos;
        let e = |m: String| err(0, at, m);
        let id = self.bits.vbr(8).map_err(e)?;
        let id = u32::try_from(id).map_err(|_| err(0, at, format!("block id {id}")))?;
        let width = self.bits.vbr(4).map_err(|m| err(id, at, m))?;
        self.bits.align32().map_err(|m| err(id, at, m))?;
        let words = self.bits.fixed(32).map_err(|m| err(id, at, m))?;
        let end = self.bits.pos + words * 32;
        if end > self.bits.len() {
            return Err(err(
                id,
                at,
                format!("block {id} says it is {words} words long, past the end of the stream"),
            ));
        }
        if !(1..=32).contains(&width) {
            return Err(err(id, at, format!("abbreviation width {width}")));
        }
        if depth > MAX_DEPTH {
            return Err(err(id, at, "blocks nested too deeply".into()));
        }
        let width = width as u8;
        let mut abbrevs: Vec<Abbrev> = self.block_info.get(&id).cloned().unwrap_or_default();
        let mut items = Vec::new();
        // BLOCKINFO: the block id DEFINE_ABBREVs apply to.
        let mut info_target: Option<u32> = None;
        loop {
            let rat = self.bits.pos;
            let e = |m: String| err(id, rat, m);
            let abbrev = self.bits.fixed(width).map_err(e)?;
            match abbrev {
                0 => {
                    self.bits.align32().map_err(e)?;
                    break;
                }
                1 => {
                    if let Some(b) = self.block(depth + 1)? {
                        items.push(Item::Block(b));
                    }
                }
                2 => {
                    let a = self.define_abbrev().map_err(e)?;
                    if id == 0 {
                        let target = info_target.ok_or_else(|| {
                            e("an abbreviation in BLOCKINFO before SETBID".into())
                        })?;
                        self.block_info.entry(target).or_default().push(a);
                    } else {
                        abbrevs.push(a);
                    }
                }
                3 => {
                    let code = self.bits.vbr(6).map_err(e)?;
                    let n = self.bits.vbr(6).map_err(e)?;
                    if n > self.bits.len() - self.bits.pos {
                        return Err(e(format!("a record of {n} operands past the end")));
                    }
                    let mut ops = Vec::with_capacity(n as usize);
                    for _ in 0..n {
                        ops.push(self.bits.vbr(6).map_err(e)?);
                    }
                    let code = u32::try_from(code).map_err(|_| e(format!("record code {code}")))?;
                    items.push(Item::Record(Record {
                        code,
                        ops,
                        blob: None,
                        bit: rat,
                    }));
                }
                k => {
                    let a = abbrevs
                        .get((k - 4) as usize)
                        .ok_or_else(|| e(format!("abbreviation {k} is not defined")))?
                        .clone();
                    let r = self.abbreviated(&a, rat).map_err(e)?;
                    items.push(Item::Record(r));
                }
            }
            if self.bits.pos > end {
                return Err(err(id, rat, format!("block {id} runs past its length")));
            }
            if id == 0 {
                if let Some(Item::Record(r)) = items.last() {
                    if r.code == 1 {
                        let target = r.ops.first().copied().unwrap_or(u64::MAX);
                        info_target = Some(
                            u32::try_from(target)
                                .map_err(|_| err(id, rat, format!("SETBID of block {target}")))?,
                        );
                    }
                    items.pop();
                }
            }
        }
        self.bits.pos = end;
        Ok((id != 0).then_some(Block { id, bit: at, items }))
    }

    fn define_abbrev(&mut self) -> Result<Abbrev, String> {
        let n = self.bits.vbr(5)?;
        if n == 0 || n > 4096 {
            return Err(format!("an abbreviation of {n} operands"));
        }
        let mut ops = Vec::new();
        let mut i = 0;
        while i < n {
            let literal = self.bits.fixed(1)? == 1;
            let op = if literal {
                Op::Literal(self.bits.vbr(8)?)
            } else {
                match self.bits.fixed(3)? {
                    1 => Op::Fixed(width(self.bits.vbr(5)?, 64)?),
                    2 => Op::Vbr(width(self.bits.vbr(5)?, 32)?),
                    3 => Op::Array,
                    4 => Op::Char6,
                    5 => Op::Blob,
                    k => return Err(format!("abbreviation operand encoding {k}")),
                }
            };
            ops.push(op);
            i += 1;
        }
        // An array is followed by its element's encoding, last; a blob
        // is last.
        for (k, op) in ops.iter().enumerate() {
            let ok = match op {
                Op::Array => k + 2 == ops.len() && !matches!(ops[k + 1], Op::Array | Op::Blob),
                Op::Blob => k + 1 == ops.len(),
                _ => true,
            };
            if !ok {
                return Err("an array or blob that is not last in its abbreviation".into());
            }
        }
        Ok(ops)
    }

    fn scalar(&mut self, op: Op) -> Result<u64, String> {
        match op {
            Op::Literal(v) => Ok(v),
            Op::Fixed(w) => self.bits.fixed(w),
            Op::Vbr(0) => Ok(0),
            Op::Vbr(w) => self.bits.vbr(w),
            Op::Char6 => {
                let c = self.bits.fixed(6)? as u8;
                Ok(u64::from(match c {
                    0..=25 => b'a' + c,
                    26..=51 => b'A' + c - 26,
                    52..=61 => b'0' + c - 52,
                    62 => b'.',
                    _ => b'_',
                }))
            }
            Op::Array | Op::Blob => Err("an array or blob as an array element".into()),
        }
    }

    fn abbreviated(&mut self, a: &Abbrev, bit: u64) -> Result<Record, String> {
        let mut values = Vec::new();
        let mut blob = None;
        let mut k = 0;
        while k < a.len() {
            match a[k] {
                Op::Array => {
                    let n = self.bits.vbr(6)?;
                    if n > self.bits.len() - self.bits.pos {
                        return Err(format!("an array of {n} elements past the end"));
                    }
                    let elem = a[k + 1];
                    for _ in 0..n {
                        values.push(self.scalar(elem)?);
                    }
                    k += 2;
                }
                Op::Blob => {
                    let n = self.bits.vbr(6)?;
                    self.bits.align32()?;
                    if n.saturating_mul(8) > self.bits.len() - self.bits.pos {
                        return Err(format!("a blob of {n} bytes past the end"));
                    }
                    let from = (self.bits.pos / 8) as usize;
                    blob = Some(self.bits.data[from..from + n as usize].to_vec());
                    self.bits.pos += n * 8;
                    self.bits.align32()?;
                    k += 1;
                }
                op => {
                    values.push(self.scalar(op)?);
                    k += 1;
                }
            }
        }
        if values.is_empty() {
            return Err("an abbreviated record without a code".into());
        }
        let code = values.remove(0);
        let code = u32::try_from(code).map_err(|_| format!("record code {code}"))?;
        Ok(Record {
            code,
            ops: values,
            blob,
            bit,
        })
    }
}

fn width(w: u64, max: u64) -> Result<u8, String> {
    if w > max {
        Err(format!("a field of {w} bits"))
    } else {
        Ok(w as u8)
    }
}

#[cfg(test)]
mod tests {
    use super::Bits;

    #[test]
    fn fixed_and_vbr_fields_read_low_bits_first() {
        let data = [0b1010_1101u8, 0b0000_0011, 0, 0];
        let mut b = Bits {
            data: &data,
            pos: 0,
        };
        assert_eq!(b.fixed(3).unwrap(), 0b101);
        assert_eq!(b.fixed(5).unwrap(), 0b10101);
        // VBR4 of 0b0011: no continuation bit, value 3.
        assert_eq!(b.vbr(4).unwrap(), 3);
        assert!(b.fixed(64).is_err());
    }
}
