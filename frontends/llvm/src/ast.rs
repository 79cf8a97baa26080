//! The LLVM module syntax tree.
//!
//! This mirrors what LLVM IR text says, not what zyme needs: lowering to zyme
//! IR is a separate pass, and a bitcode reader could produce the same tree.
//! Semantically relevant parts (types, operands, flags, initializers) are
//! structured; decorations that never change meaning (most attributes, debug
//! info node fields) are kept as names and raw values so nothing is lost.

use std::collections::BTreeMap;

/// A `%` or `@` name: LLVM distinguishes numbered (`%0`) from named values,
/// and numbered ones must stay numbers so that implicit numbering (the
/// unnamed entry block) lines up with explicit references.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Name {
    Named(String),
    Num(u32),
}

impl Name {
    pub fn named(s: &str) -> Name {
        Name::Named(s.to_string())
    }
}

impl std::fmt::Display for Name {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Name::Named(s) => write!(f, "{s}"),
            Name::Num(n) => write!(f, "{n}"),
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum Type {
    Void,
    /// `iN`.
    Int(u32),
    Half,
    BFloat,
    Float,
    Double,
    X86Fp80,
    Fp128,
    PpcFp128,
    X86Amx,
    X86Mmx,
    /// `ptr addrspace(N)`; typed pointers (`i32*`) are read as this too.
    Ptr(u32),
    Label,
    Metadata,
    Token,
    Vector {
        scalable: bool,
        len: u64,
        elem: Box<Type>,
    },
    Array {
        len: u64,
        elem: Box<Type>,
    },
    Struct {
        packed: bool,
        fields: Vec<Type>,
    },
    /// A reference to `%name = type …`.
    Named(Name),
    Function {
        ret: Box<Type>,
        params: Vec<Type>,
        varargs: bool,
    },
    /// `target("name", types…, ints…)`.
    TargetExt {
        name: String,
        types: Vec<Type>,
        ints: Vec<u64>,
    },
}

/// A named struct definition; `body: None` is `type opaque`.
#[derive(Clone, Debug, PartialEq)]
pub struct TypeDef {
    pub name: Name,
    pub body: Option<Type>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Linkage {
    Private,
    Internal,
    AvailableExternally,
    Linkonce,
    Weak,
    Common,
    Appending,
    ExternWeak,
    LinkonceOdr,
    WeakOdr,
    External,
}

impl Linkage {
    pub fn from_keyword(s: &str) -> Option<Linkage> {
        Some(match s {
            "private" => Linkage::Private,
            "internal" => Linkage::Internal,
            "available_externally" => Linkage::AvailableExternally,
            "linkonce" => Linkage::Linkonce,
            "weak" => Linkage::Weak,
            "common" => Linkage::Common,
            "appending" => Linkage::Appending,
            "extern_weak" => Linkage::ExternWeak,
            "linkonce_odr" => Linkage::LinkonceOdr,
            "weak_odr" => Linkage::WeakOdr,
            "external" => Linkage::External,
            _ => return None,
        })
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Visibility {
    #[default]
    Default,
    Hidden,
    Protected,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum DllStorage {
    #[default]
    None,
    Import,
    Export,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum UnnamedAddr {
    #[default]
    None,
    Local,
    Global,
}

/// Linkage-related decorations shared by globals, aliases and functions.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct LinkageInfo {
    pub linkage: Option<Linkage>,
    pub dso_local: bool,
    pub visibility: Visibility,
    pub dll_storage: DllStorage,
    pub unnamed_addr: UnnamedAddr,
}

/// A function, parameter or return attribute. Only the shapes are
/// distinguished; the attribute set is open-ended, so names stay strings.
#[derive(Clone, Debug, PartialEq)]
pub enum Attribute {
    /// `noundef`, `nounwind`.
    Flag(String),
    /// `align 8`, `dereferenceable(16)`, `alignstack(16)`.
    Int(String, u64),
    /// `byval(%struct.T)`, `sret(…)`, `elementtype(i32)`.
    Type(String, Type),
    /// `"frame-pointer"="all"` (value `None` for a lone string).
    Str(String, Option<String>),
    /// `#3`.
    Group(u32),
    /// Anything else with arguments, kept as source text of the parenthesised
    /// part (or the `=value` of old-style group attributes):
    /// `memory(argmem: readwrite)` is `Raw("memory", "argmem: readwrite")`.
    Raw(String, String),
}

#[derive(Clone, Debug, PartialEq)]
pub enum FloatLit {
    /// A decimal literal, always read as a double as LLVM does.
    Decimal(f64),
    /// A `0x…` literal: the bits in the layout the kind names.
    Hex(crate::lexer::HexFloatKind, u128),
}

/// A value operand or constant. Locals and constants share one type because
/// instruction operands can be either; constant contexts are checked by the
/// lowering.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    Local(Name),
    Global(Name),
    Int(i128),
    Float(FloatLit),
    Bool(bool),
    Null,
    None,
    Undef,
    Poison,
    ZeroInit,
    Array(Vec<TypedValue>),
    CString(Vec<u8>),
    Struct {
        packed: bool,
        fields: Vec<TypedValue>,
    },
    Vector(Vec<TypedValue>),
    /// `splat (i32 1)`.
    Splat(Box<TypedValue>),
    BlockAddress {
        func: Name,
        block: Name,
    },
    DsoLocalEquivalent(Name),
    NoCfi(Name),
    Expr(Box<ConstExpr>),
    /// `metadata …` operands of intrinsic calls.
    Metadata(Box<Metadata>),
    InlineAsm(Box<InlineAsm>),
}

#[derive(Clone, Debug, PartialEq)]
pub struct TypedValue {
    pub ty: Type,
    pub value: Value,
}

#[derive(Clone, Debug, PartialEq)]
pub struct InlineAsm {
    pub sideeffect: bool,
    pub alignstack: bool,
    pub inteldialect: bool,
    pub unwind: bool,
    pub asm: Vec<u8>,
    pub constraints: Vec<u8>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct GepFlags {
    pub inbounds: bool,
    pub nuw: bool,
    pub nusw: bool,
}

/// A GEP index; `inrange` marks the pre-LLVM-19 per-index range syntax.
#[derive(Clone, Debug, PartialEq)]
pub struct GepIndex {
    pub inrange: bool,
    pub value: TypedValue,
}

#[derive(Clone, Debug, PartialEq)]
pub enum ConstExpr {
    Cast {
        op: CastOp,
        value: TypedValue,
        to: Type,
    },
    GetElementPtr {
        flags: GepFlags,
        /// LLVM 19+ `inrange(start, end)` on the whole expression.
        inrange: Option<(i64, i64)>,
        source_ty: Type,
        base: TypedValue,
        indices: Vec<GepIndex>,
    },
    Binary {
        op: BinOp,
        flags: ArithFlags,
        lhs: TypedValue,
        rhs: TypedValue,
    },
    Unary {
        op: UnaryOp,
        value: TypedValue,
    },
    ICmp {
        pred: IntPredicate,
        lhs: TypedValue,
        rhs: TypedValue,
    },
    FCmp {
        pred: FloatPredicate,
        lhs: TypedValue,
        rhs: TypedValue,
    },
    Select {
        cond: TypedValue,
        then_value: TypedValue,
        else_value: TypedValue,
    },
    ExtractElement {
        vector: TypedValue,
        index: TypedValue,
    },
    InsertElement {
        vector: TypedValue,
        element: TypedValue,
        index: TypedValue,
    },
    ShuffleVector {
        a: TypedValue,
        b: TypedValue,
        mask: TypedValue,
    },
    ExtractValue {
        aggregate: TypedValue,
        indices: Vec<u32>,
    },
    InsertValue {
        aggregate: TypedValue,
        element: TypedValue,
        indices: Vec<u32>,
    },
}

macro_rules! keyword_enum {
    ($(#[$m:meta])* $name:ident { $($variant:ident = $kw:literal),* $(,)? }) => {
        $(#[$m])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $name { $($variant),* }
        impl $name {
            pub fn from_keyword(s: &str) -> Option<$name> {
                match s { $($kw => Some($name::$variant),)* _ => None }
            }
            pub fn keyword(self) -> &'static str {
                match self { $($name::$variant => $kw),* }
            }
        }
    };
}

keyword_enum!(BinOp {
    Add = "add", Sub = "sub", Mul = "mul", UDiv = "udiv", SDiv = "sdiv",
    URem = "urem", SRem = "srem", FAdd = "fadd", FSub = "fsub", FMul = "fmul",
    FDiv = "fdiv", FRem = "frem", Shl = "shl", LShr = "lshr", AShr = "ashr",
    And = "and", Or = "or", Xor = "xor",
});

impl BinOp {
    pub fn is_float(self) -> bool {
        matches!(
            self,
            BinOp::FAdd | BinOp::FSub | BinOp::FMul | BinOp::FDiv | BinOp::FRem
        )
    }
}

keyword_enum!(UnaryOp { FNeg = "fneg" });

keyword_enum!(CastOp {
    Trunc = "trunc", ZExt = "zext", SExt = "sext", FPTrunc = "fptrunc",
    FPExt = "fpext", FPToUI = "fptoui", FPToSI = "fptosi", UIToFP = "uitofp",
    SIToFP = "sitofp", PtrToInt = "ptrtoint", PtrToAddr = "ptrtoaddr",
    IntToPtr = "inttoptr", BitCast = "bitcast", AddrSpaceCast = "addrspacecast",
});

keyword_enum!(IntPredicate {
    Eq = "eq", Ne = "ne", Ugt = "ugt", Uge = "uge", Ult = "ult", Ule = "ule",
    Sgt = "sgt", Sge = "sge", Slt = "slt", Sle = "sle",
});

keyword_enum!(FloatPredicate {
    False = "false", Oeq = "oeq", Ogt = "ogt", Oge = "oge", Olt = "olt",
    Ole = "ole", One = "one", Ord = "ord", Ueq = "ueq", Ugt = "ugt",
    Uge = "uge", Ult = "ult", Ule = "ule", Une = "une", Uno = "uno", True = "true",
});

keyword_enum!(AtomicOrdering {
    Unordered = "unordered", Monotonic = "monotonic", Acquire = "acquire",
    Release = "release", AcqRel = "acq_rel", SeqCst = "seq_cst",
});

keyword_enum!(AtomicRmwOp {
    Xchg = "xchg", Add = "add", Sub = "sub", And = "and", Nand = "nand",
    Or = "or", Xor = "xor", Max = "max", Min = "min", UMax = "umax", UMin = "umin",
    FAdd = "fadd", FSub = "fsub", FMax = "fmax", FMin = "fmin",
    FMaximum = "fmaximum", FMinimum = "fminimum",
    UIncWrap = "uinc_wrap", UDecWrap = "udec_wrap",
    USubCond = "usub_cond", USubSat = "usub_sat",
});

/// Integer-arithmetic and cast flags (`nuw nsw exact disjoint nneg
/// samesign`); which ones are legal depends on the instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct ArithFlags {
    pub nuw: bool,
    pub nsw: bool,
    pub exact: bool,
    pub disjoint: bool,
    pub nneg: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct FastMath {
    pub nnan: bool,
    pub ninf: bool,
    pub nsz: bool,
    pub arcp: bool,
    pub contract: bool,
    pub afn: bool,
    pub reassoc: bool,
}

impl FastMath {
    /// Sets the flag a keyword names; `fast` sets them all.
    pub fn set(&mut self, kw: &str) -> bool {
        match kw {
            "nnan" => self.nnan = true,
            "ninf" => self.ninf = true,
            "nsz" => self.nsz = true,
            "arcp" => self.arcp = true,
            "contract" => self.contract = true,
            "afn" => self.afn = true,
            "reassoc" => self.reassoc = true,
            "fast" => {
                *self = FastMath {
                    nnan: true,
                    ninf: true,
                    nsz: true,
                    arcp: true,
                    contract: true,
                    afn: true,
                    reassoc: true,
                }
            }
            _ => return false,
        }
        true
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum TailKind {
    #[default]
    None,
    Tail,
    MustTail,
    NoTail,
}

#[derive(Clone, Debug, PartialEq)]
pub struct CallArg {
    pub ty: Type,
    pub attrs: Vec<Attribute>,
    pub value: Value,
}

#[derive(Clone, Debug, PartialEq)]
pub struct OperandBundle {
    pub tag: String,
    pub inputs: Vec<TypedValue>,
}

/// What `call`, `invoke` and `callbr` share.
#[derive(Clone, Debug, PartialEq)]
pub struct CallSite {
    pub cc: Option<String>,
    pub fmf: FastMath,
    pub ret_attrs: Vec<Attribute>,
    pub addrspace: Option<u32>,
    /// The return type as written.
    pub ret_ty: Type,
    /// The full function type when the call spells it out, which LLVM
    /// requires for varargs callees: `call i32 (ptr, ...) @printf`.
    pub fn_ty: Option<Type>,
    pub callee: Value,
    pub args: Vec<CallArg>,
    pub fn_attrs: Vec<Attribute>,
    pub bundles: Vec<OperandBundle>,
}

#[derive(Clone, Debug, PartialEq)]
pub enum LandingPadClause {
    Catch(TypedValue),
    Filter(TypedValue),
}

#[derive(Clone, Debug, PartialEq)]
pub enum InstKind {
    Ret(Option<TypedValue>),
    Br {
        dest: Name,
    },
    CondBr {
        cond: TypedValue,
        then_dest: Name,
        else_dest: Name,
    },
    Switch {
        value: TypedValue,
        default: Name,
        cases: Vec<(TypedValue, Name)>,
    },
    IndirectBr {
        address: TypedValue,
        dests: Vec<Name>,
    },
    Invoke {
        call: CallSite,
        normal: Name,
        unwind: Name,
    },
    CallBr {
        call: CallSite,
        default: Name,
        indirect: Vec<Name>,
    },
    Resume(TypedValue),
    Unreachable,
    Unary {
        op: UnaryOp,
        fmf: FastMath,
        operand: TypedValue,
    },
    Binary {
        op: BinOp,
        flags: ArithFlags,
        fmf: FastMath,
        ty: Type,
        lhs: Value,
        rhs: Value,
    },
    ExtractElement {
        vector: TypedValue,
        index: TypedValue,
    },
    InsertElement {
        vector: TypedValue,
        element: TypedValue,
        index: TypedValue,
    },
    ShuffleVector {
        a: TypedValue,
        b: TypedValue,
        mask: TypedValue,
    },
    ExtractValue {
        aggregate: TypedValue,
        indices: Vec<u32>,
    },
    InsertValue {
        aggregate: TypedValue,
        element: TypedValue,
        indices: Vec<u32>,
    },
    Alloca {
        inalloca: bool,
        swifterror: bool,
        ty: Type,
        count: Option<TypedValue>,
        align: Option<u64>,
        addrspace: Option<u32>,
    },
    Load {
        atomic: bool,
        volatile: bool,
        ty: Type,
        ptr: TypedValue,
        align: Option<u64>,
        syncscope: Option<String>,
        ordering: Option<AtomicOrdering>,
    },
    Store {
        atomic: bool,
        volatile: bool,
        value: TypedValue,
        ptr: TypedValue,
        align: Option<u64>,
        syncscope: Option<String>,
        ordering: Option<AtomicOrdering>,
    },
    Fence {
        syncscope: Option<String>,
        ordering: AtomicOrdering,
    },
    CmpXchg {
        weak: bool,
        volatile: bool,
        ptr: TypedValue,
        cmp: TypedValue,
        new: TypedValue,
        syncscope: Option<String>,
        success: AtomicOrdering,
        failure: AtomicOrdering,
        align: Option<u64>,
    },
    AtomicRmw {
        volatile: bool,
        op: AtomicRmwOp,
        ptr: TypedValue,
        value: TypedValue,
        syncscope: Option<String>,
        ordering: AtomicOrdering,
        align: Option<u64>,
    },
    GetElementPtr {
        flags: GepFlags,
        source_ty: Type,
        base: TypedValue,
        indices: Vec<GepIndex>,
    },
    Cast {
        op: CastOp,
        flags: ArithFlags,
        fmf: FastMath,
        value: TypedValue,
        to: Type,
    },
    ICmp {
        samesign: bool,
        pred: IntPredicate,
        ty: Type,
        lhs: Value,
        rhs: Value,
    },
    FCmp {
        fmf: FastMath,
        pred: FloatPredicate,
        ty: Type,
        lhs: Value,
        rhs: Value,
    },
    Phi {
        fmf: FastMath,
        ty: Type,
        incoming: Vec<(Value, Name)>,
    },
    Select {
        fmf: FastMath,
        cond: TypedValue,
        then_value: TypedValue,
        else_value: TypedValue,
    },
    Freeze(TypedValue),
    Call {
        tail: TailKind,
        call: CallSite,
    },
    VaArg {
        list: TypedValue,
        ty: Type,
    },
    LandingPad {
        ty: Type,
        cleanup: bool,
        clauses: Vec<LandingPadClause>,
    },
    CatchPad {
        catchswitch: Value,
        args: Vec<TypedValue>,
    },
    CleanupPad {
        /// `none` or a parent pad token.
        parent: Value,
        args: Vec<TypedValue>,
    },
    CatchRet {
        pad: Value,
        dest: Name,
    },
    CleanupRet {
        pad: Value,
        /// `None` is `unwind to caller`.
        unwind: Option<Name>,
    },
    CatchSwitch {
        parent: Value,
        handlers: Vec<Name>,
        unwind: Option<Name>,
    },
}

/// `#dbg_value(…)` and friends: LLVM 19's replacement for `llvm.dbg.*`
/// intrinsic calls, attached to the instruction they precede.
#[derive(Clone, Debug, PartialEq)]
pub struct DebugRecord {
    pub kind: String,
    pub args: Vec<Metadata>,
    pub line: u32,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Instruction {
    pub result: Option<Name>,
    pub kind: InstKind,
    /// `!dbg !12`, `!tbaa !5`, … in source order.
    pub metadata: Vec<(String, Metadata)>,
    pub debug_records: Vec<DebugRecord>,
    /// Source line and column of the instruction's first token.
    pub line: u32,
    pub col: u32,
}

impl Instruction {
    pub fn attachment(&self, kind: &str) -> Option<&Metadata> {
        self.metadata
            .iter()
            .find(|(k, _)| k == kind)
            .map(|(_, m)| m)
    }

    pub fn is_terminator(&self) -> bool {
        matches!(
            self.kind,
            InstKind::Ret(_)
                | InstKind::Br { .. }
                | InstKind::CondBr { .. }
                | InstKind::Switch { .. }
                | InstKind::IndirectBr { .. }
                | InstKind::Invoke { .. }
                | InstKind::CallBr { .. }
                | InstKind::Resume(_)
                | InstKind::Unreachable
                | InstKind::CatchRet { .. }
                | InstKind::CleanupRet { .. }
                | InstKind::CatchSwitch { .. }
        )
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct BasicBlock {
    /// The label, or the implicit number of an unlabeled block.
    pub name: Name,
    pub insts: Vec<Instruction>,
    /// Debug records after the terminator (rare, but legal text).
    pub trailing_debug_records: Vec<DebugRecord>,
    pub line: u32,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Param {
    pub ty: Type,
    pub attrs: Vec<Attribute>,
    pub name: Option<Name>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Function {
    pub name: Name,
    pub linkage: LinkageInfo,
    pub ret_attrs: Vec<Attribute>,
    pub ret_ty: Type,
    pub params: Vec<Param>,
    pub varargs: bool,
    pub fn_attrs: Vec<Attribute>,
    /// How and where the function is emitted.
    pub codegen: FunctionCodegen,
    pub metadata: Vec<(String, Metadata)>,
    /// Empty for declarations.
    pub blocks: Vec<BasicBlock>,
    pub is_declaration: bool,
    pub line: u32,
}

/// The parts of a function header that say how and where it is emitted
/// (calling convention, address space, section, comdat, alignment, GC,
/// prefix and prologue data, personality): kept for a faithful tree, read
/// rarely by the lowering.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct FunctionCodegen {
    pub cc: Option<String>,
    pub addrspace: Option<u32>,
    pub section: Option<String>,
    pub partition: Option<String>,
    /// `Some(None)` is a bare `comdat` naming the function's own comdat.
    pub comdat: Option<Option<String>>,
    pub align: Option<u64>,
    pub gc: Option<String>,
    pub prefix: Option<TypedValue>,
    pub prologue: Option<TypedValue>,
    pub personality: Option<TypedValue>,
}

impl Function {
    pub fn fn_type(&self) -> Type {
        Type::Function {
            ret: Box::new(self.ret_ty.clone()),
            params: self.params.iter().map(|p| p.ty.clone()).collect(),
            varargs: self.varargs,
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Global {
    pub name: Name,
    pub linkage: LinkageInfo,
    /// `thread_local` with its model (`"generaldynamic"` when unspecified).
    pub thread_local: Option<String>,
    pub addrspace: u32,
    pub externally_initialized: bool,
    pub is_constant: bool,
    pub ty: Type,
    /// `None` for external declarations.
    pub init: Option<Value>,
    pub section: Option<String>,
    pub partition: Option<String>,
    pub comdat: Option<Option<String>>,
    pub align: Option<u64>,
    /// `no_sanitize_address`, `code_model "large"`, `#0`, … kept raw.
    pub extra: Vec<Attribute>,
    pub metadata: Vec<(String, Metadata)>,
    pub line: u32,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Alias {
    pub name: Name,
    pub linkage: LinkageInfo,
    pub thread_local: Option<String>,
    /// `ifunc` rather than `alias`.
    pub is_ifunc: bool,
    pub ty: Type,
    pub aliasee: TypedValue,
    pub partition: Option<String>,
    pub line: u32,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Comdat {
    pub name: String,
    pub kind: String,
}

#[derive(Clone, Debug, PartialEq)]
pub struct AttributeGroup {
    pub id: u32,
    pub attrs: Vec<Attribute>,
}

/// A metadata operand or node.
#[derive(Clone, Debug, PartialEq)]
pub enum Metadata {
    /// `!12`.
    Ref(u32),
    /// `!"text"`.
    String(Vec<u8>),
    /// `!{…}`; `None` elements are `null`.
    Tuple {
        distinct: bool,
        elems: Vec<Option<Metadata>>,
    },
    /// A value wrapped as metadata: `i64 0`, `ptr %x`.
    Value(TypedValue),
    /// `!DILocation(line: 3, …)`, `!DIExpression(DW_OP_deref)`, and any other
    /// specialized node, kept as a name plus its fields in source order
    /// (positional arguments have an empty field name).
    Node {
        distinct: bool,
        name: String,
        fields: Vec<(String, MdField)>,
    },
}

#[derive(Clone, Debug, PartialEq)]
pub enum MdField {
    Int(i128),
    Bool(bool),
    Null,
    /// A plain string such as `name: "main"`.
    Str(Vec<u8>),
    /// `DW_TAG_member` or `DIFlagA | DIFlagB` (one entry per flag).
    Enum(Vec<String>),
    Metadata(Metadata),
}

impl Metadata {
    /// A field of a specialized node by name.
    pub fn field(&self, name: &str) -> Option<&MdField> {
        match self {
            Metadata::Node { fields, .. } => fields.iter().find(|(n, _)| n == name).map(|(_, f)| f),
            _ => None,
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct NamedMetadata {
    pub name: String,
    pub nodes: Vec<u32>,
}

#[derive(Clone, Debug, PartialEq, Default)]
pub struct Module {
    pub source_filename: Option<String>,
    pub datalayout: Option<String>,
    pub triple: Option<String>,
    pub types: Vec<TypeDef>,
    pub comdats: Vec<Comdat>,
    pub globals: Vec<Global>,
    pub aliases: Vec<Alias>,
    pub functions: Vec<Function>,
    pub attribute_groups: Vec<AttributeGroup>,
    pub named_metadata: Vec<NamedMetadata>,
    pub metadata: BTreeMap<u32, Metadata>,
    pub module_asm: Vec<String>,
}

impl Module {
    pub fn function(&self, name: &str) -> Option<&Function> {
        self.functions
            .iter()
            .find(|f| matches!(&f.name, Name::Named(n) if n == name))
    }

    pub fn global(&self, name: &str) -> Option<&Global> {
        self.globals
            .iter()
            .find(|g| matches!(&g.name, Name::Named(n) if n == name))
    }

    pub fn type_def(&self, name: &str) -> Option<&TypeDef> {
        self.types
            .iter()
            .find(|t| matches!(&t.name, Name::Named(n) if n == name))
    }

    pub fn attribute_group(&self, id: u32) -> Option<&AttributeGroup> {
        self.attribute_groups.iter().find(|g| g.id == id)
    }

    /// Follows `!N` references (bounded, since metadata may be cyclic).
    pub fn resolve<'a>(&'a self, md: &'a Metadata) -> Option<&'a Metadata> {
        let mut cur = md;
        for _ in 0..16 {
            match cur {
                Metadata::Ref(id) => cur = self.metadata.get(id)?,
                _ => return Some(cur),
            }
        }
        None
    }

    /// The source position of an instruction's `!dbg` location, resolved
    /// through the metadata table to its `DILocation`.
    pub fn debug_line(&self, inst: &Instruction) -> Option<(u32, u32)> {
        let loc = self.resolve(inst.attachment("dbg")?)?;
        match loc {
            Metadata::Node { name, .. } if name == "DILocation" => {
                let get = |f: &str| match loc.field(f) {
                    Some(MdField::Int(v)) => u32::try_from(*v).ok(),
                    _ => None,
                };
                Some((get("line").unwrap_or(0), get("column").unwrap_or(0)))
            }
            _ => None,
        }
    }
}
