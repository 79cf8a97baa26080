//! A module: functions and globals, named by `@name`.

use crate::entity::{FileId, FuncId, Global, Inst, Value};
use crate::function::{Function, Linkage};
use crate::inst::{InstData, Signature};
use crate::types::{AddrSpace, ScalarType, Type};
use cranelift_entity::PrimaryMap;
use std::collections::HashMap;

/// What a relocation in a global's initializer points at.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum RelocTarget {
    Global(Global),
    Func(FuncId),
}

/// "Write the address of `target` plus `addend` as 8 bytes at `offset`."
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Reloc {
    pub offset: u64,
    pub target: RelocTarget,
    pub addend: i64,
}

/// The initial contents of a global.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum GlobalInit {
    /// Defined elsewhere (an `Import`).
    External,
    /// `size` zero bytes.
    Zero,
    /// Explicit bytes (as long as the global) with pointers patched in.
    Bytes { data: Vec<u8>, relocs: Vec<Reloc> },
}

#[derive(Clone, Debug)]
pub struct GlobalData {
    pub name: String,
    pub size: u64,
    pub align: u32,
    /// Never written: may live in read-only memory.
    pub constant: bool,
    pub linkage: Linkage,
    pub addr_space: AddrSpace,
    pub init: GlobalInit,
}

/// A function of the module that the analyses and the derivative
/// synthesis treat as a C library function (Enzyme's
/// `__enzyme_function_like = {fn, "malloc"}` and
/// `__enzyme_allocation_like = {fn, size index, ..., free}`): its calls run
/// the function itself, and mean what a call of `name` means.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LibraryLike {
    /// The C library function, e.g. `malloc` or `free`.
    pub name: String,
    /// The arguments of a call that the library function takes, in its
    /// parameter order (the size of an allocator, the block of a free).
    pub args: Vec<usize>,
}

/// What the bytes of a constant global hold, by the producer's types
/// (an LLVM global's value type): type analysis reads copies out of
/// constant tables and initial values (`double a[4] = {...}` is a
/// `memcpy` from one at `-O0`) with it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum GlobalContents {
    /// One scalar type at every offset (an array of doubles).
    Uniform(Type),
    /// Scalars at byte offsets.
    Scalars(Vec<(u64, Type)>),
}

#[derive(Clone, Debug, Default)]
pub struct Module {
    pub functions: PrimaryMap<FuncId, Function>,
    pub globals: PrimaryMap<Global, GlobalData>,
    /// Source files that source locations refer to.
    pub files: PrimaryMap<FileId, String>,
    /// Module functions whose calls mean C library calls.
    pub library_like: HashMap<FuncId, LibraryLike>,
    /// What constant globals hold, where the producer said.
    pub global_contents: HashMap<Global, GlobalContents>,
    func_names: HashMap<String, FuncId>,
    global_names: HashMap<String, Global>,
}

/// A second definition of a name.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`@{0}` is already defined in this module")]
pub struct DuplicateName(pub String);

/// Why [`Module::import_function`] could not declare a function.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ImportError {
    #[error("the module declares @{0} with an unexpected signature")]
    Signature(String),
    #[error(transparent)]
    Duplicate(#[from] DuplicateName),
}

impl Module {
    pub fn new() -> Module {
        Module::default()
    }

    /// The C library function a call of `f` is, by name: a declaration's
    /// own name (every import is a library function to the analyses,
    /// known or not), or the function a module function is registered to
    /// behave like; `None` for a module function to analyse.
    pub fn library_name(&self, f: FuncId) -> Option<&str> {
        if let Some(like) = self.library_like.get(&f) {
            return Some(&like.name);
        }
        let fd = &self.functions[f];
        // A BLAS routine is one by name even where the program defines it
        // (its own stubs): its calls are differentiated by the routine's
        // rules, which call the program's routines. So is zyme's own
        // move, whose body is a plain copy but whose rules are not.
        (fd.linkage == Linkage::Import
            || fd.is_declaration()
            || fd.name.starts_with("__enzyme_")
            || fd.name == crate::library::SHADOW_MOVE
            || crate::blas::Blas::of_function(&fd.name, &fd.sig).is_some())
        .then_some(fd.name.as_str())
    }

    /// The arguments of a call of `f` that its library function takes
    /// (all of them, unless `f` is registered as behaving like one).
    pub fn library_args<T: Copy>(&self, f: FuncId, args: &[T]) -> Vec<T> {
        match self.library_like.get(&f) {
            Some(like) => like
                .args
                .iter()
                .filter_map(|&i| args.get(i).copied())
                .collect(),
            None => args.to_vec(),
        }
    }

    /// Adds a function (with or without a body).
    pub fn add_function(&mut self, func: Function) -> Result<FuncId, DuplicateName> {
        self.name_free(&func.name)?;
        let name = func.name.clone();
        let id = self.functions.push(func);
        self.func_names.insert(name, id);
        Ok(id)
    }

    /// Declares a function; give it a body with `Module::builder`.
    pub fn declare_function(
        &mut self,
        name: &str,
        sig: Signature,
        linkage: Linkage,
    ) -> Result<FuncId, DuplicateName> {
        self.add_function(Function::new(name, sig, linkage))
    }

    /// The module's declaration of the external function `name` (a C
    /// library function, say), declared now if there is none; an existing
    /// function of that name must have the signature's parameters and
    /// results.
    pub fn import_function(&mut self, name: &str, sig: Signature) -> Result<FuncId, ImportError> {
        if let Some(f) = self.func_by_name(name) {
            let have = &self.functions[f].sig;
            if have.params == sig.params && have.returns == sig.returns {
                return Ok(f);
            }
            return Err(ImportError::Signature(name.to_string()));
        }
        Ok(self.declare_function(name, sig, Linkage::Import)?)
    }

    pub fn add_global(&mut self, global: GlobalData) -> Result<Global, DuplicateName> {
        self.name_free(&global.name)?;
        let name = global.name.clone();
        let id = self.globals.push(global);
        self.global_names.insert(name, id);
        Ok(id)
    }

    /// Functions and globals share one namespace: `name` must be in
    /// neither.
    fn name_free(&self, name: &str) -> Result<(), DuplicateName> {
        if self.func_names.contains_key(name) || self.global_names.contains_key(name) {
            return Err(DuplicateName(name.to_string()));
        }
        Ok(())
    }

    /// Gives function `f` the name `name`.
    ///
    /// # Errors
    ///
    /// Another function or global is called `name` already.
    pub fn rename_function(&mut self, f: FuncId, name: &str) -> Result<(), DuplicateName> {
        self.name_free(name)?;
        let old = std::mem::replace(&mut self.functions[f].name, name.to_string());
        self.func_names.remove(&old);
        self.func_names.insert(name.to_string(), f);
        Ok(())
    }

    /// Gives global `g` the name `name`.
    ///
    /// # Errors
    ///
    /// Another function or global is called `name` already.
    pub fn rename_global(&mut self, g: Global, name: &str) -> Result<(), DuplicateName> {
        self.name_free(name)?;
        let old = std::mem::replace(&mut self.globals[g].name, name.to_string());
        self.global_names.remove(&old);
        self.global_names.insert(name.to_string(), g);
        Ok(())
    }

    /// The functions something in the module calls, takes the address
    /// of, or names in a global's initializer.
    pub fn referenced_functions(&self) -> std::collections::HashSet<FuncId> {
        let mut used = std::collections::HashSet::new();
        for func in self.functions.values() {
            for i in func.layout.insts() {
                if let InstData::Call { func: f, .. } | InstData::FuncAddr { func: f } =
                    &func.dfg.insts[i]
                {
                    used.insert(*f);
                }
            }
        }
        for g in self.globals.values() {
            if let GlobalInit::Bytes { relocs, .. } = &g.init {
                for r in relocs {
                    if let RelocTarget::Func(f) = r.target {
                        used.insert(f);
                    }
                }
            }
        }
        used
    }

    pub fn func_by_name(&self, name: &str) -> Option<FuncId> {
        self.func_names.get(name).copied()
    }

    pub fn global_by_name(&self, name: &str) -> Option<Global> {
        self.global_names.get(name).copied()
    }

    pub fn add_file(&mut self, path: impl Into<String>) -> FileId {
        self.files.push(path.into())
    }

    /// The result types of `data` placed in function `func`.
    ///
    /// Total on malformed input (wrongly typed or dangling operands give a
    /// best guess, never a panic): the verifier is what rejects those.
    pub fn result_types(&self, func: FuncId, data: &InstData) -> Vec<Type> {
        let f = &self.functions[func];
        let ty_of = |v: Value| -> Type {
            if f.dfg.value_is_valid(v) {
                f.dfg.value_type(v)
            } else {
                Type::I64
            }
        };
        let one = |t: Type| vec![t];
        match data {
            InstData::Iconst { ty, .. }
            | InstData::Fconst { ty, .. }
            | InstData::Cast { ty, .. }
            | InstData::Load { ty, .. }
            | InstData::AtomicRmw { ty, .. }
            | InstData::Splat { ty, .. } => one(*ty),
            InstData::GlobalAddr { global } => {
                let space = self
                    .globals
                    .get(*global)
                    .map_or(AddrSpace::GENERIC, |g| g.addr_space);
                one(Type::ptr(space))
            }
            InstData::FuncAddr { .. } | InstData::StackAddr { .. } => one(Type::PTR),
            InstData::Unary { arg, .. } => one(ty_of(*arg)),
            InstData::Binary { args, .. } | InstData::PtrAdd { args } => one(ty_of(args[0])),
            InstData::Icmp { args, .. } | InstData::Fcmp { args, .. } => {
                one(ty_of(args[0]).with_lane(ScalarType::I1))
            }
            InstData::Select { args } => one(ty_of(args[1])),
            InstData::CmpXchg { ty, .. } => vec![*ty, Type::I1],
            InstData::Call { func: callee, .. } => self
                .functions
                .get(*callee)
                .map_or_else(Vec::new, |c| c.sig.returns.clone()),
            InstData::CallIndirect { sig, .. } => sig.returns.clone(),
            InstData::Math { args, .. } => args.first().map_or_else(Vec::new, |&a| one(ty_of(a))),
            InstData::Gpu { op } if op.has_result() => one(Type::I32),
            InstData::WarpShuffle { args, .. } => one(ty_of(args[1])),
            InstData::ExtractLane { arg, .. } => one(Type::scalar(ty_of(*arg).lane())),
            InstData::InsertLane { args, .. } => one(ty_of(args[0])),
            InstData::Shuffle { args, mask } => {
                let lane = ty_of(args[0]).lane();
                one(Type::vector(lane, mask.len() as u32).unwrap_or(Type::scalar(lane)))
            }
            InstData::Store { .. }
            | InstData::Fence { .. }
            | InstData::Mem { .. }
            | InstData::Gpu { .. }
            | InstData::Jump { .. }
            | InstData::Brif { .. }
            | InstData::Switch { .. }
            | InstData::Return { .. }
            | InstData::Unreachable
            | InstData::Trap => Vec::new(),
        }
    }

    /// Creates an instruction in `func` with its results typed; it is not
    /// placed in the layout.
    pub fn make_inst(&mut self, func: FuncId, data: InstData) -> Inst {
        let types = self.result_types(func, &data);
        self.functions[func].dfg.make_inst(data, &types)
    }

    /// A builder that appends to the body of `func`.
    pub fn builder(&mut self, func: FuncId) -> crate::builder::FunctionBuilder<'_> {
        crate::builder::FunctionBuilder::new(self, func)
    }
}
