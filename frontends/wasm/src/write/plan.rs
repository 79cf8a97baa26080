//! The index plan of the output module, decided before any code is
//! emitted (wasm numbers imported functions before defined ones, so every
//! import must be known first):
//!
//! 1. imports from `env`: the module's declarations that the output does
//!    not implement itself, in id order, then the math functions the code
//!    calls (`sin`, `fmodf`, …) that no declaration already imports;
//! 2. the module's defined functions, in id order;
//! 3. the built-in C library (`runtime`): its functions, one *thunk* per
//!    declaration of one of them (converting the declared signature to
//!    the built-in one), and the `powi` helpers.
//!
//! Table 0 holds every function whose address is taken (`func_addr`, or a
//! relocation in a global), from index 1: index 0 stays null, so no
//! function's address is 0.

use crate::write::abi::TypeTable;
use crate::write::error::{internal, IResult};
use crate::write::math::libm_name;
use crate::write::runtime::{library_fn, LibFn};
use cranelift_entity::SecondaryMap;
use std::collections::{BTreeMap, HashMap};
use wasm_encoder::ValType;
use zyme_ir::{BinaryOp, FuncId, GlobalInit, InstData, MathOp, Module, RelocTarget, ScalarType};

/// What a function of the zyme module becomes.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub enum Role {
    /// A wasm function of its own.
    #[default]
    Defined,
    /// An import from `env` under the function's name.
    Import,
    /// A thunk to the built-in C library function.
    Library(LibFn),
}

/// One import from `env`.
pub struct Import {
    pub name: String,
    pub type_index: u32,
}

/// Function and table indices of the output module.
pub struct ModulePlan {
    pub roles: SecondaryMap<FuncId, Role>,
    func_index: SecondaryMap<FuncId, u32>,
    /// The imports, in function index order (index = position).
    pub imports: Vec<Import>,
    math_imports: HashMap<String, u32>,
    /// The defined functions, in function index order.
    pub defined: Vec<FuncId>,
    /// The built-in library functions, by `LibFn::index`.
    pub library: Vec<u32>,
    /// The thunks, in function index order.
    pub thunks: Vec<(FuncId, LibFn)>,
    /// `powi` helpers for `f32` and `f64`.
    powi: [u32; 2],
    /// The `f64` fused multiply-add helper.
    pub fma: u32,
    /// Table slot of each address-taken function (0: none).
    table_index: SecondaryMap<FuncId, u32>,
    /// The wasm function in each table slot from 1.
    pub table: Vec<u32>,
    /// Total number of functions.
    pub count: u32,
}

impl ModulePlan {
    /// Plans `module`; function types go into `types`.
    pub fn compute(module: &Module, types: &mut TypeTable) -> ModulePlan {
        let mut roles: SecondaryMap<FuncId, Role> = SecondaryMap::new();
        for (id, f) in module.functions.iter() {
            roles[id] = if !f.is_declaration() {
                Role::Defined
            } else if let Some(lib) = library_fn(&f.name) {
                Role::Library(lib)
            } else {
                Role::Import
            };
        }
        let (math, taken) = scan(module);
        let mut plan = ModulePlan {
            roles,
            func_index: SecondaryMap::new(),
            imports: Vec::new(),
            math_imports: HashMap::new(),
            defined: Vec::new(),
            library: Vec::new(),
            thunks: Vec::new(),
            powi: [0; 2],
            fma: 0,
            table_index: SecondaryMap::new(),
            table: Vec::new(),
            count: 0,
        };
        let mut by_name: HashMap<String, (u32, u32)> = HashMap::new();
        for (id, f) in module.functions.iter() {
            if plan.roles[id] == Role::Import {
                let type_index = types.intern_sig(&f.sig);
                let index = plan.imports.len() as u32;
                plan.func_index[id] = index;
                by_name.insert(f.name.clone(), (index, type_index));
                plan.imports.push(Import {
                    name: f.name.clone(),
                    type_index,
                });
            }
        }
        for (name, (arity, vt)) in math {
            let type_index = types.intern(vec![vt; arity], vec![vt]);
            let index = match by_name.get(&name) {
                Some(&(index, t)) if t == type_index => index,
                _ => {
                    plan.imports.push(Import {
                        name: name.clone(),
                        type_index,
                    });
                    plan.imports.len() as u32 - 1
                }
            };
            plan.math_imports.insert(name, index);
        }
        let mut next = plan.imports.len() as u32;
        for (id, _) in module.functions.iter() {
            if plan.roles[id] == Role::Defined {
                plan.func_index[id] = next;
                plan.defined.push(id);
                next += 1;
            }
        }
        for _ in LibFn::ALL {
            plan.library.push(next);
            next += 1;
        }
        for (id, _) in module.functions.iter() {
            if let Role::Library(lib) = plan.roles[id] {
                plan.func_index[id] = next;
                plan.thunks.push((id, lib));
                next += 1;
            }
        }
        plan.powi = [next, next + 1];
        plan.fma = next + 2;
        next += 3;
        plan.count = next;
        for id in taken {
            plan.table.push(plan.func_index[id]);
            plan.table_index[id] = plan.table.len() as u32;
        }
        plan
    }

    /// The wasm function index of a zyme function.
    pub fn func_index(&self, f: FuncId) -> u32 {
        self.func_index[f]
    }

    /// The table index (the address) of a function whose address is taken.
    pub fn table_index(&self, f: FuncId) -> IResult<u32> {
        match self.table_index.get(f).copied() {
            Some(i) if i > 0 => Ok(i),
            _ => internal(format!("{f} has no table slot")),
        }
    }

    /// The table index of `f`, 0 if its address is never taken.
    pub fn table_index_or_null(&self, f: FuncId) -> u32 {
        self.table_index.get(f).copied().unwrap_or(0)
    }

    /// The imported math function `name`.
    pub fn math_import(&self, name: &str) -> IResult<u32> {
        match self.math_imports.get(name) {
            Some(&i) => Ok(i),
            None => internal(format!("the math import `{name}` was not planned")),
        }
    }

    /// The `powi` helper.
    pub fn powi(&self, is64: bool) -> u32 {
        self.powi[usize::from(is64)]
    }

    /// The built-in library function `lib`.
    pub fn library(&self, lib: LibFn) -> u32 {
        self.library[lib.index()]
    }
}

/// The math imports the code needs (name → arity and type) and the
/// functions whose address is taken, in id order.
fn scan(module: &Module) -> (BTreeMap<String, (usize, ValType)>, Vec<FuncId>) {
    let mut math = BTreeMap::new();
    let mut taken = std::collections::BTreeSet::new();
    for f in module.functions.values() {
        for inst in f.layout.insts() {
            match &f.dfg.insts[inst] {
                InstData::Math { op, args } => {
                    let Some(&a) = args.first() else { continue };
                    let is64 = f.dfg.value_type(a).lane() == ScalarType::F64;
                    let vt = if is64 { ValType::F64 } else { ValType::F32 };
                    if let Some(name) = libm_name(*op, is64) {
                        let arity = if *op == MathOp::Powi { 1 } else { op.arity() };
                        math.insert(name, (arity, vt));
                    }
                }
                InstData::Binary {
                    op: BinaryOp::Frem,
                    args,
                } => {
                    let is64 = f.dfg.value_type(args[0]).lane() == ScalarType::F64;
                    let (name, vt) = if is64 {
                        ("fmod", ValType::F64)
                    } else {
                        ("fmodf", ValType::F32)
                    };
                    math.insert(name.to_string(), (2, vt));
                }
                InstData::FuncAddr { func } => {
                    taken.insert(*func);
                }
                _ => {}
            }
        }
    }
    for g in module.globals.values() {
        if let GlobalInit::Bytes { relocs, .. } = &g.init {
            for r in relocs {
                if let RelocTarget::Func(f) = r.target {
                    taken.insert(f);
                }
            }
        }
    }
    (math, taken.into_iter().collect())
}
