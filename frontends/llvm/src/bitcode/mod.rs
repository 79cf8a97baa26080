//! LLVM bitcode, read in pure Rust into the same [`ast::Module`] the text
//! parser makes (so one lowering serves both).
//!
//! Layers: [`container`] finds the bitstream (a bare `BC\xC0\xDE` file, the
//! Darwin wrapper header, the `.llvmbc` section of an ELF object built
//! with `-fembed-bitcode`, a member of an `ar` archive); [`bitstream`]
//! reads blocks, abbreviations and records into a tree; [`module`] decodes
//! the IR records (types, attributes, globals, constants, metadata,
//! functions and their instructions, names from the string table and the
//! value symbol tables).
//!
//! What is read: bitcode of module version 2 (relative value ids, names in
//! the string table: LLVM 5 onwards, so every LLVM from 15 to 22). Debug
//! information is read for what zyme uses — the line and column of each
//! instruction — and TBAA tags, `nvvm.annotations` and every other
//! metadata tuple, string and value in full; the other specialised
//! debug-info nodes are kept as empty nodes of their kind. A record code,
//! abbreviation or version zyme does not know is an error naming the
//! block, the record code and the bit offset, never a guess.
//!
//! [`ast::Module`]: crate::ast::Module

mod bitstream;
mod constants;
mod container;
mod function;
mod metadata;
mod module;
mod records;

pub use container::{is_bitcode, members};

/// Why bitcode could not be read: the block (by id, with its name), the
/// record code, and the bit offset in the stream where it starts.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", self.render())]
pub struct BitcodeError {
    pub block: u32,
    pub code: Option<u32>,
    pub bit: u64,
    pub message: String,
}

impl BitcodeError {
    fn render(&self) -> String {
        let code = match self.code {
            Some(c) => format!(", record code {c}"),
            None => String::new(),
        };
        format!(
            "bitcode: {} (block {}{code}, at bit {}, byte {})",
            self.message,
            block_name(self.block),
            self.bit,
            self.bit / 8
        )
    }
}

/// LLVM's name of a block id.
pub fn block_name(id: u32) -> String {
    let name = match id {
        0 => "BLOCKINFO",
        8 => "MODULE_BLOCK",
        9 => "PARAMATTR_BLOCK",
        10 => "PARAMATTR_GROUP_BLOCK",
        11 => "CONSTANTS_BLOCK",
        12 => "FUNCTION_BLOCK",
        13 => "IDENTIFICATION_BLOCK",
        14 => "VALUE_SYMTAB_BLOCK",
        15 => "METADATA_BLOCK",
        16 => "METADATA_ATTACHMENT",
        17 => "TYPE_BLOCK",
        18 => "USELIST_BLOCK",
        19 => "MODULE_STRTAB_BLOCK",
        20 => "GLOBALVAL_SUMMARY_BLOCK",
        21 => "OPERAND_BUNDLE_TAGS_BLOCK",
        22 => "METADATA_KIND_BLOCK",
        23 => "STRTAB_BLOCK",
        24 => "FULL_LTO_GLOBALVAL_SUMMARY_BLOCK",
        25 => "SYMTAB_BLOCK",
        26 => "SYNC_SCOPE_NAMES_BLOCK",
        _ => return format!("#{id}"),
    };
    format!("{name} ({id})")
}

/// Reads a bitcode file (any container [`container`] knows) into the
/// module syntax tree. An archive must hold exactly one module here (see
/// [`members`] for all of them).
pub fn parse(bytes: &[u8]) -> Result<crate::ast::Module, BitcodeError> {
    let stream = container::stream(bytes)?;
    parse_stream(stream)
}

/// Reads a bare bitstream (starting with `BC\xC0\xDE`).
pub fn parse_stream(stream: &[u8]) -> Result<crate::ast::Module, BitcodeError> {
    if stream.len() < 4 || &stream[..4] != b"BC\xC0\xDE" {
        return Err(BitcodeError {
            block: 8,
            code: None,
            bit: 0,
            message: "not LLVM bitcode (no `BC\\xC0\\xDE` magic)".into(),
        });
    }
    let blocks = bitstream::read(stream, 32)?;
    module::decode(&blocks)
}
