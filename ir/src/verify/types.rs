//! Type checks, per instruction family.
//!
//! Results are checked against `Module::result_types`, the one definition
//! of what each instruction yields (the builder and the parser create
//! results with it), so operands are checked here and results only for
//! agreeing with that table. The rules, by family:
//!
//! * `iconst`: an int or ptr type (lane-wise for vectors), `imm` fits the
//!   lane width; `fconst`: a float type, `bits` fits it (`f32`: low 32).
//! * unary and binary operations: operands of one type; integer operations
//!   on int (or int-vector) types, float operations on float types;
//!   `bswap` on `i16`, `i32` and `i64` lanes.
//! * `icmp`: one int or ptr type; `fcmp`: one float type.
//! * `select`: arms of one type; the condition `i1`, or `i1xN` for arms
//!   with N lanes.
//! * casts: the lane count is kept (but `bitcast` may regroup lanes);
//!   `trunc` narrows ints, `zext`/`sext` widen them, `fptrunc` is f64→f32,
//!   `fpext` f32→f64, `fpto[su]i` float→int, `[su]itofp` int→float,
//!   `bitcast` keeps the total width and never mixes ptr and non-ptr (nor
//!   address spaces), `ptrtoint` ptr→int, `inttoptr` int→ptr,
//!   `addrspacecast` ptr→ptr.
//! * `ptr_add`: a ptr plus an `i64` (lane-wise for vectors).
//! * `load`/`store`: the address a scalar ptr, the alignment a power of
//!   two; atomic accesses on scalar int, ptr or float types, loads not
//!   `release`/`acq_rel`, stores not `acquire`/`acq_rel`.
//! * `atomic_rmw`: scalar type; integer operations on ints, float ones on
//!   floats, `xchg` on either or ptr; operand of type `ty`.
//! * `cmpxchg`: scalar int or ptr `ty`, expected and replacement of `ty`
//!   (orderings are not checked: the builder gives the failure ordering
//!   the success one, which LLVM would reject for `release`/`acq_rel`);
//!   `fence`: not `monotonic`.
//! * `call`/`call_indirect`: arguments match the signature in count and
//!   type (extra arguments only for a variadic signature); the indirect
//!   callee is a scalar ptr.
//! * math: `op.arity()` operands of one float type, but `powi`'s exponent
//!   is `i32`.
//! * `memcpy`/`memmove`/`memset`: destination (and source) scalar ptrs,
//!   the byte an `i8`, the length an `i64`.
//! * `splat`: a vector type whose lane is the operand's type;
//!   `extract_lane`/`insert_lane`: a vector operand, the lane in range, the
//!   scalar of the lane type; `shuffle`: operands of one vector type, 2 to
//!   256 mask entries, each below twice the lane count.
//! * `brif`: the condition is `i1`; `switch`: a scalar int operand, case
//!   values distinct and within its width; `return`: values match the
//!   signature's returns.

use super::{comma_list, FuncCtx};
use crate::entity::{Inst, Value};
use crate::inst::{InstData, MemFlags, Signature};
use crate::opcode::{CastOp, MathOp, MemOp, Ordering, RmwOp, UnaryOp};
use crate::types::{ScalarType, Type};
use std::collections::HashSet;

pub(crate) fn check(ctx: &mut FuncCtx) {
    for (block, _, inst) in ctx.placed_insts() {
        let mut problems = Vec::new();
        check_results(ctx, inst, &mut problems);
        let data = &ctx.func.dfg.insts[inst];
        InstChecker {
            ctx: &*ctx,
            problems: &mut problems,
        }
        .check(data);
        for problem in problems {
            ctx.inst_error(block, inst, problem);
        }
    }
}

/// The results recorded in the data-flow graph must be the ones the
/// instruction yields: an instruction edited after creation can disagree.
fn check_results(ctx: &FuncCtx, inst: Inst, problems: &mut Vec<String>) {
    let func = ctx.func;
    let expected = ctx.module.result_types(ctx.id, &func.dfg.insts[inst]);
    let found: Vec<Type> = func.dfg.result_types(inst);
    if expected != found {
        problems.push(format!(
            "results are ({}) but the instruction yields ({})",
            comma_list(&found),
            comma_list(&expected)
        ));
    }
}

struct InstChecker<'c, 'a> {
    ctx: &'c FuncCtx<'a>,
    problems: &'c mut Vec<String>,
}

impl InstChecker<'_, '_> {
    fn ty(&self, v: Value) -> Type {
        self.ctx.func.dfg.value_type(v)
    }

    fn fail(&mut self, message: String) {
        self.problems.push(message);
    }

    /// Records `message` unless `ok`; returns `ok`.
    fn require(&mut self, ok: bool, message: impl FnOnce() -> String) -> bool {
        if !ok {
            self.problems.push(message());
        }
        ok
    }

    /// Operands that must share one type; returns it when they do.
    fn same_type(&mut self, values: &[Value]) -> Option<Type> {
        let first = self.ty(*values.first()?);
        for &v in &values[1..] {
            let other = self.ty(v);
            if other != first {
                self.fail(format!("operand types differ: {first} and {other}"));
                return None;
            }
        }
        Some(first)
    }

    fn scalar_ptr(&mut self, what: &str, v: Value) {
        let ty = self.ty(v);
        self.require(ty.is_ptr() && !ty.is_vector(), || {
            format!("{what} must be a ptr, not {ty}")
        });
    }

    fn exact(&mut self, what: &str, v: Value, want: Type) {
        let ty = self.ty(v);
        self.require(ty == want, || format!("{what} must be {want}, not {ty}"));
    }

    fn check(&mut self, data: &InstData) {
        match data {
            InstData::Iconst { ty, imm } => {
                let bits = ty.lane().bits();
                if self.require(ty.is_int() || ty.is_ptr(), || {
                    format!("iconst needs an int or ptr type, not {ty}")
                }) {
                    self.require(bits >= 64 || imm >> bits == 0, || {
                        format!("immediate {imm:#x} does not fit in {bits} bits")
                    });
                }
            }
            InstData::Fconst { ty, bits } => {
                if self.require(ty.is_float(), || {
                    format!("fconst needs a float type, not {ty}")
                }) && ty.lane() == ScalarType::F32
                {
                    self.require(bits >> 32 == 0, || {
                        format!("f32 constant bits {bits:#x} do not fit in 32 bits")
                    });
                }
            }
            InstData::GlobalAddr { .. }
            | InstData::FuncAddr { .. }
            | InstData::StackAddr { .. }
            | InstData::Gpu { .. }
            | InstData::Unreachable
            | InstData::Trap => {}
            InstData::Unary { op, arg } => self.unary(*op, *arg),
            InstData::Binary { op, args } => {
                if let Some(ty) = self.same_type(args) {
                    self.arith(op.name(), op.is_float(), ty);
                }
            }
            InstData::Icmp { args, .. } => {
                if let Some(ty) = self.same_type(args) {
                    self.require(ty.is_int() || ty.is_ptr(), || {
                        format!("icmp needs int or ptr operands, not {ty}")
                    });
                }
            }
            InstData::Fcmp { args, .. } => {
                if let Some(ty) = self.same_type(args) {
                    self.arith("fcmp", true, ty);
                }
            }
            InstData::Select { args: [cond, a, b] } => {
                let arm = self.same_type(&[*a, *b]);
                let cond_ty = self.ty(*cond);
                let lanes_ok = match arm {
                    Some(arm) => cond_ty == Type::I1 || cond_ty == arm.with_lane(ScalarType::I1),
                    None => cond_ty.lane() == ScalarType::I1,
                };
                self.require(lanes_ok, || {
                    let want = match arm {
                        Some(arm) if arm.is_vector() => {
                            format!("i1 or {}", arm.with_lane(ScalarType::I1))
                        }
                        _ => "i1".to_string(),
                    };
                    format!("select condition must be {want}, not {cond_ty}")
                });
            }
            InstData::Cast { op, arg, ty } => {
                let from = self.ty(*arg);
                if let Some(problem) = cast_problem(*op, from, *ty) {
                    self.fail(problem);
                }
            }
            InstData::PtrAdd {
                args: [ptr, offset],
            } => {
                let ptr_ty = self.ty(*ptr);
                if self.require(ptr_ty.is_ptr(), || {
                    format!("ptr_add needs a ptr, not {ptr_ty}")
                }) {
                    self.exact("the offset", *offset, ptr_ty.with_lane(ScalarType::I64));
                }
            }
            InstData::Load { ty, ptr, flags } => {
                self.scalar_ptr("the address", *ptr);
                self.mem_flags(flags, *ty, true);
            }
            InstData::Store {
                args: [value, ptr],
                flags,
            } => {
                self.scalar_ptr("the address", *ptr);
                let ty = self.ty(*value);
                self.mem_flags(flags, ty, false);
            }
            InstData::AtomicRmw {
                op,
                ty,
                args: [ptr, operand],
                ..
            } => {
                self.scalar_ptr("the address", *ptr);
                self.exact("the operand", *operand, *ty);
                self.atomic_rmw(*op, *ty);
            }
            InstData::CmpXchg {
                ty,
                args: [ptr, expected, replacement],
                ..
            } => {
                self.scalar_ptr("the address", *ptr);
                self.require((ty.is_int() || ty.is_ptr()) && !ty.is_vector(), || {
                    format!("cmpxchg needs a scalar int or ptr type, not {ty}")
                });
                self.exact("the expected value", *expected, *ty);
                self.exact("the replacement", *replacement, *ty);
            }
            InstData::Fence { ordering } => {
                self.require(*ordering != Ordering::Monotonic, || {
                    "a fence cannot be monotonic".to_string()
                });
            }
            InstData::Call { func, args } => {
                if let Some(callee) = self.ctx.module.functions.get(*func) {
                    let name = format!("@{}", callee.name);
                    self.call_args(&name, &callee.sig, args);
                }
            }
            InstData::CallIndirect { sig, callee, args } => {
                self.scalar_ptr("the callee", *callee);
                self.call_args("the callee", sig, args);
            }
            InstData::Math { op, args } => self.math(*op, args),
            InstData::Mem {
                op,
                args: [dst, src, len],
            } => {
                self.scalar_ptr("the destination", *dst);
                match op {
                    MemOp::Memcpy | MemOp::Memmove => self.scalar_ptr("the source", *src),
                    MemOp::Memset => self.exact("the byte", *src, Type::I8),
                }
                self.exact("the length", *len, Type::I64);
            }
            InstData::Splat { ty, arg } => {
                let arg_ty = self.ty(*arg);
                if self.require(ty.is_vector(), || {
                    format!("splat needs a vector type, not {ty}")
                }) {
                    self.require(arg_ty == Type::scalar(ty.lane()), || {
                        format!("splat to {ty} needs a {} operand, not {arg_ty}", ty.lane())
                    });
                }
            }
            InstData::ExtractLane { arg, lane } => {
                self.lane_of(*arg, *lane);
            }
            InstData::InsertLane {
                args: [vector, scalar],
                lane,
            } => {
                if let Some(vec_ty) = self.lane_of(*vector, *lane) {
                    self.exact("the inserted value", *scalar, Type::scalar(vec_ty.lane()));
                }
            }
            InstData::Shuffle { args, mask } => self.shuffle(args, mask),
            InstData::WarpShuffle {
                args: [mask, value, b, c],
                ..
            } => {
                self.exact("the shuffle's lane mask", *mask, Type::I32);
                self.exact("the shuffle's lane operand", *b, Type::I32);
                self.exact("the shuffle's clamp operand", *c, Type::I32);
                let ty = self.ty(*value);
                self.require(
                    [Type::I32, Type::I64, Type::F32, Type::F64].contains(&ty),
                    || format!("a warp shuffle moves i32, i64, f32 or f64, not {ty}"),
                );
            }
            InstData::Jump { .. } => {}
            InstData::Brif { cond, .. } => self.exact("the condition", *cond, Type::I1),
            InstData::Switch { arg, cases, .. } => self.switch(*arg, cases),
            InstData::Return { args } => {
                let returns = &self.ctx.func.sig.returns;
                let found: Vec<Type> = args.iter().map(|&a| self.ty(a)).collect();
                self.require(&found == returns, || {
                    format!(
                        "returns ({}) but the signature returns ({})",
                        comma_list(&found),
                        comma_list(returns)
                    )
                });
            }
        }
    }

    fn unary(&mut self, op: UnaryOp, arg: Value) {
        let ty = self.ty(arg);
        match op {
            UnaryOp::Fneg => self.arith(op.name(), true, ty),
            UnaryOp::Bswap => {
                self.require(
                    matches!(
                        ty.lane(),
                        ScalarType::I16 | ScalarType::I32 | ScalarType::I64
                    ),
                    || format!("bswap needs i16, i32 or i64 lanes, not {ty}"),
                );
            }
            _ => self.arith(op.name(), false, ty),
        }
    }

    /// Integer operations take int types (ptrs are not ints: `ptr_add`
    /// and the casts are how addresses change), float operations floats.
    fn arith(&mut self, op: &str, float: bool, ty: Type) {
        if float {
            self.require(ty.is_float(), || {
                format!("{op} needs float operands, not {ty}")
            });
        } else {
            self.require(ty.is_int(), || {
                format!("{op} needs integer operands, not {ty}")
            });
        }
    }

    fn mem_flags(&mut self, flags: &MemFlags, ty: Type, is_load: bool) {
        let align = flags.align;
        self.require(align.is_power_of_two(), || {
            format!("alignment {align} is not a power of two")
        });
        let Some(ordering) = flags.ordering else {
            return;
        };
        self.require(!ty.is_vector() && (1..=8).contains(&ty.bytes()), || {
            format!("atomic accesses need a scalar int, ptr or float type, not {ty}")
        });
        let bad = if is_load {
            matches!(ordering, Ordering::Release | Ordering::AcqRel)
        } else {
            matches!(ordering, Ordering::Acquire | Ordering::AcqRel)
        };
        let what = if is_load {
            "an atomic load"
        } else {
            "an atomic store"
        };
        self.require(!bad, || format!("{what} cannot be {ordering}"));
    }

    fn atomic_rmw(&mut self, op: RmwOp, ty: Type) {
        if !self.require(!ty.is_vector(), || {
            format!("atomic_rmw needs a scalar type, not {ty}")
        }) {
            return;
        }
        match op {
            RmwOp::Xchg => true,
            _ if op.is_float() => self.require(ty.is_float(), || {
                format!("atomic_rmw {op} needs a float type, not {ty}")
            }),
            _ => self.require(ty.is_int(), || {
                format!("atomic_rmw {op} needs an integer type, not {ty}")
            }),
        };
    }

    fn call_args(&mut self, callee: &str, sig: &Signature, args: &[Value]) {
        let n = sig.params.len();
        let count_ok = if sig.variadic {
            args.len() >= n
        } else {
            args.len() == n
        };
        if !count_ok {
            let at_least = if sig.variadic { "at least " } else { "" };
            self.fail(format!(
                "{callee} takes {at_least}{n} argument{}, but {} {} passed",
                if n == 1 { "" } else { "s" },
                args.len(),
                if args.len() == 1 { "is" } else { "are" }
            ));
        }
        for (i, (&arg, &want)) in args.iter().zip(&sig.params).enumerate() {
            let ty = self.ty(arg);
            self.require(ty == want, || {
                format!("argument {i} to {callee} is {ty}, but the parameter is {want}")
            });
        }
    }

    fn math(&mut self, op: MathOp, args: &[Value]) {
        if args.len() != op.arity() {
            self.fail(format!(
                "{op} takes {} operand{}, not {}",
                op.arity(),
                if op.arity() == 1 { "" } else { "s" },
                args.len()
            ));
            return;
        }
        let floats = if op == MathOp::Powi {
            self.exact("the exponent of powi", args[1], Type::I32);
            &args[..1]
        } else {
            args
        };
        if let Some(ty) = self.same_type(floats) {
            self.arith(op.name(), true, ty);
        }
    }

    /// Checks that `v` is a vector with a lane `lane`; returns its type.
    fn lane_of(&mut self, v: Value, lane: u16) -> Option<Type> {
        let ty = self.ty(v);
        if !self.require(ty.is_vector(), || {
            format!("the operand must be a vector, not {ty}")
        }) {
            return None;
        }
        self.require(u32::from(lane) < ty.lanes(), || {
            format!("lane {lane} is out of range for {ty}")
        })
        .then_some(ty)
    }

    fn shuffle(&mut self, args: &[Value; 2], mask: &[u16]) {
        let Some(ty) = self.same_type(args) else {
            return;
        };
        if !self.require(ty.is_vector(), || {
            format!("shuffle needs vector operands, not {ty}")
        }) {
            return;
        }
        self.require((2..=256).contains(&mask.len()), || {
            format!("the mask has {} entries; a vector has 2 to 256", mask.len())
        });
        let limit = 2 * ty.lanes();
        if let Some(&bad) = mask.iter().find(|&&m| u32::from(m) >= limit) {
            self.fail(format!(
                "mask index {bad} is out of range: two {ty} have {limit} lanes"
            ));
        }
    }

    fn switch(&mut self, arg: Value, cases: &[(u64, crate::inst::BlockCall)]) {
        let ty = self.ty(arg);
        if !self.require(ty.is_int() && !ty.is_vector(), || {
            format!("switch needs a scalar integer, not {ty}")
        }) {
            return;
        }
        let bits = ty.lane().bits();
        let mut seen = HashSet::new();
        for &(value, _) in cases {
            if bits < 64 && value >> bits != 0 {
                self.fail(format!("case value {value:#x} does not fit in {ty}"));
            } else if !seen.insert(value) {
                self.fail(format!("case value {value} appears more than once"));
            }
        }
    }
}

/// Why converting `from` to `to` with `op` is not allowed, if it is not.
fn cast_problem(op: CastOp, from: Type, to: Type) -> Option<String> {
    if op != CastOp::Bitcast && from.lanes() != to.lanes() {
        return Some(format!(
            "{op} cannot change the lane count ({from} to {to})"
        ));
    }
    let (f, t) = (from.lane(), to.lane());
    let ints = f.is_int() && t.is_int();
    let ok = match op {
        CastOp::Trunc => ints && t.bits() < f.bits(),
        CastOp::Zext | CastOp::Sext => ints && t.bits() > f.bits(),
        CastOp::Fptrunc => f == ScalarType::F64 && t == ScalarType::F32,
        CastOp::Fpext => f == ScalarType::F32 && t == ScalarType::F64,
        CastOp::Fptosi | CastOp::Fptoui => f.is_float() && t.is_int(),
        CastOp::Sitofp | CastOp::Uitofp => f.is_int() && t.is_float(),
        CastOp::Bitcast => {
            from.bits() == to.bits() && f.is_ptr() == t.is_ptr() && (!f.is_ptr() || f == t)
        }
        CastOp::Ptrtoint => f.is_ptr() && t.is_int(),
        CastOp::Inttoptr => f.is_int() && t.is_ptr(),
        CastOp::AddrSpaceCast => f.is_ptr() && t.is_ptr(),
    };
    (!ok).then(|| format!("{op} cannot convert {from} to {to}"))
}
