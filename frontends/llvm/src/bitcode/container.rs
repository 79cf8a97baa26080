//! Where the bitstream is: a bare bitcode file, the wrapper header
//! (`0x0B17C0DE`, which Darwin's tools write), the `.llvmbc` section of an
//! ELF object (`-fembed-bitcode`), or the members of an `ar` archive of
//! any of these (`.a` of `-flto` objects). Sniffed by magic, never by
//! file name.

use super::BitcodeError;

const MAGIC: &[u8] = b"BC\xC0\xDE";
const WRAPPER: u32 = 0x0B17_C0DE;

fn fail(message: impl Into<String>) -> BitcodeError {
    BitcodeError {
        block: 8,
        code: None,
        bit: 0,
        message: message.into(),
    }
}

/// Whether the bytes are bitcode in a container this reader knows.
pub fn is_bitcode(bytes: &[u8]) -> bool {
    if bytes.starts_with(b"!<arch>\n") {
        return members(bytes).is_ok_and(|m| !m.is_empty());
    }
    stream(bytes).is_ok()
}

/// The bitstream of a single-module file.
pub fn stream(bytes: &[u8]) -> Result<&[u8], BitcodeError> {
    if bytes.starts_with(MAGIC) {
        return Ok(bytes);
    }
    if u32_at(bytes, 0) == Some(WRAPPER) {
        let (offset, size) = (u32_at(bytes, 8), u32_at(bytes, 12));
        let (Some(offset), Some(size)) = (offset, size) else {
            return Err(fail("a bitcode wrapper header cut short"));
        };
        let (offset, size) = (offset as usize, size as usize);
        return bytes
            .get(offset..offset.saturating_add(size))
            .filter(|s| s.starts_with(MAGIC))
            .ok_or_else(|| {
                fail(format!(
                    "the bitcode wrapper points at bytes {offset}..{} of a {}-byte file, which hold no bitcode",
                    offset.saturating_add(size),
                    bytes.len()
                ))
            });
    }
    if bytes.starts_with(b"\x7fELF") {
        return elf_section(bytes, ".llvmbc")?
            .filter(|s| s.starts_with(MAGIC))
            .ok_or_else(|| {
                fail("an ELF object without embedded bitcode (build it with -fembed-bitcode or -flto)")
            });
    }
    if bytes.starts_with(b"!<arch>\n") {
        let all = members(bytes)?;
        return match all.as_slice() {
            [(_, one)] => Ok(one),
            [] => Err(fail("an archive without bitcode members")),
            many => Err(fail(format!(
                "an archive of {} bitcode modules: read them one by one",
                many.len()
            ))),
        };
    }
    Err(fail(
        "not LLVM bitcode: no `BC\\xC0\\xDE` magic, wrapper header, ELF `.llvmbc` section or archive",
    ))
}

/// The bitcode members of an archive (their names and bitstreams), or the
/// one module of any other container.
pub fn members(bytes: &[u8]) -> Result<Vec<(String, &[u8])>, BitcodeError> {
    if !bytes.starts_with(b"!<arch>\n") {
        return Ok(vec![(String::new(), stream(bytes)?)]);
    }
    let mut out = Vec::new();
    let mut long_names: &[u8] = &[];
    let mut at = 8usize;
    while at + 60 <= bytes.len() {
        let header = &bytes[at..at + 60];
        let size: usize = std::str::from_utf8(&header[48..58])
            .ok()
            .and_then(|s| s.trim().parse().ok())
            .ok_or_else(|| fail(format!("archive member header at byte {at} has no size")))?;
        let data = bytes
            .get(at + 60..(at + 60).saturating_add(size))
            .ok_or_else(|| fail(format!("archive member at byte {at} runs past the end")))?;
        let raw_name = String::from_utf8_lossy(&header[..16])
            .trim_end()
            .to_string();
        let name = if raw_name == "//" {
            long_names = data;
            None
        } else if raw_name == "/" || raw_name == "/SYM64/" {
            None
        } else if let Some(offset) = raw_name
            .strip_prefix('/')
            .and_then(|n| n.parse::<usize>().ok())
        {
            let rest = long_names.get(offset..).unwrap_or_default();
            let end = rest.iter().position(|&b| b == b'\n').unwrap_or(rest.len());
            Some(
                String::from_utf8_lossy(&rest[..end])
                    .trim_end_matches('/')
                    .to_string(),
            )
        } else {
            Some(raw_name.trim_end_matches('/').to_string())
        };
        if let Some(name) = name {
            if let Ok(s) = stream(data) {
                out.push((name, s));
            }
        }
        at = at + 60 + size + (size & 1);
    }
    Ok(out)
}

fn u32_at(b: &[u8], at: usize) -> Option<u32> {
    Some(u32::from_le_bytes(b.get(at..at + 4)?.try_into().ok()?))
}

fn u16_at(b: &[u8], at: usize) -> Option<u16> {
    Some(u16::from_le_bytes(b.get(at..at + 2)?.try_into().ok()?))
}

fn u64_at(b: &[u8], at: usize) -> Option<u64> {
    Some(u64::from_le_bytes(b.get(at..at + 8)?.try_into().ok()?))
}

/// The contents of the named section of a little-endian ELF object.
fn elf_section<'a>(b: &'a [u8], want: &str) -> Result<Option<&'a [u8]>, BitcodeError> {
    let bad = || fail("a malformed ELF object");
    let wide = match b.get(4) {
        Some(1) => false,
        Some(2) => true,
        _ => return Err(bad()),
    };
    if b.get(5) != Some(&1) {
        return Err(fail("a big-endian ELF object"));
    }
    let word = |at: usize| -> Option<u64> {
        if wide {
            u64_at(b, at)
        } else {
            u32_at(b, at).map(u64::from)
        }
    };
    let (shoff, shentsize, shnum, shstrndx) = if wide {
        (
            word(0x28),
            u16_at(b, 0x3A),
            u16_at(b, 0x3C),
            u16_at(b, 0x3E),
        )
    } else {
        (
            word(0x20),
            u16_at(b, 0x2E),
            u16_at(b, 0x30),
            u16_at(b, 0x32),
        )
    };
    let (Some(shoff), Some(entsize), Some(num), Some(strndx)) = (shoff, shentsize, shnum, shstrndx)
    else {
        return Err(bad());
    };
    let section = |i: usize| -> Option<(u32, &'a [u8])> {
        let h = (shoff as usize).checked_add(i.checked_mul(entsize as usize)?)?;
        let name = u32_at(b, h)?;
        let (offset, size) = if wide {
            (u64_at(b, h + 0x18)?, u64_at(b, h + 0x20)?)
        } else {
            (
                u64::from(u32_at(b, h + 0x10)?),
                u64::from(u32_at(b, h + 0x14)?),
            )
        };
        let start = usize::try_from(offset).ok()?;
        let end = start.checked_add(usize::try_from(size).ok()?)?;
        Some((name, b.get(start..end)?))
    };
    let (_, names) = section(strndx as usize).ok_or_else(bad)?;
    for i in 0..num as usize {
        let (name, data) = section(i).ok_or_else(bad)?;
        let rest = names.get(name as usize..).unwrap_or_default();
        let end = rest.iter().position(|&c| c == 0).unwrap_or(rest.len());
        if &rest[..end] == want.as_bytes() {
            return Ok(Some(data));
        }
    }
    Ok(None)
}
