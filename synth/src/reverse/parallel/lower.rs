//! Rewrites of OpenMP programs before differentiation: reductions made
//! to combine where derivatives can follow, floats passed by value made
//! to pass by reference.

use super::sync::OmpSync;
use super::{import, microtask, FORK};
use crate::reverse::R;
use zyme_ir::{FuncId, Inst, MemFlags, Module, Type, Value};

/// The rewrites every OpenMP program gets before either mode
/// differentiates it (each leaves what the program computes as it was).
pub(crate) fn prepare(module: &mut Module) {
    // Reductions combine where derivatives can follow (a failure leaves
    // them to the synthesis, which knows them too).
    let _ = lower_reductions(module);
    capture_floats_by_reference(module);
    capture_pointers_by_value(module);
    restrict_captures(module);
}

/// Makes every OpenMP reduction of `module` combine under a critical
/// section: `r = __kmpc_reduce(_nowait)(loc, gtid, n, size, list, f,
/// lock)` followed by `switch r` becomes `__kmpc_critical(loc, gtid,
/// lock)` and a jump to the switch's case 1 (the thread combines its
/// copy into the shared one, the lock held), `__kmpc_end_reduce(_nowait)`
/// becomes `__kmpc_end_critical` (and a barrier for the blocking form),
/// and the blocks only the other cases reached (the atomic method's
/// compare-and-swap loops) go. The runtime's tree method would combine the
/// threads' private copies by calling `f` out of zyme's sight, where no
/// derivative follows; the program computes the same reduction either
/// way. A reduction whose result has other uses is left as it is.
fn lower_reductions(module: &mut Module) -> R<()> {
    let has = |m: &Module, n: &str| m.func_by_name(n).is_some();
    if !["__kmpc_reduce", "__kmpc_reduce_nowait"]
        .iter()
        .any(|n| has(module, n))
    {
        return Ok(());
    }
    let lock = [Type::PTR, Type::I32, Type::PTR];
    let critical = import(module, "__kmpc_critical", &lock, &[])?;
    let end_critical = import(module, "__kmpc_end_critical", &lock, &[])?;
    let barrier = import(module, "__kmpc_barrier", &[Type::PTR, Type::I32], &[])?;
    let ids: Vec<FuncId> = module.functions.keys().collect();
    for id in ids {
        let names: Vec<(Inst, Option<OmpSync>)> = {
            let f = &module.functions[id];
            f.layout
                .insts()
                .filter_map(|inst| match &f.dfg.insts[inst] {
                    zyme_ir::InstData::Call { func, .. } => {
                        Some((inst, module.library_name(*func).and_then(OmpSync::of)))
                    }
                    _ => None,
                })
                .filter(|(_, s)| matches!(s, Some(OmpSync::Reduce | OmpSync::EndReduce { .. })))
                .collect()
        };
        if names.is_empty() {
            continue;
        }
        let f = &mut module.functions[id];
        let mut changed = false;
        for (inst, sync) in names {
            let zyme_ir::InstData::Call { args, .. } = f.dfg.insts[inst].clone() else {
                continue;
            };
            let (block, at) = f.layout.position(inst).expect("placed");
            match sync {
                Some(OmpSync::EndReduce { blocking }) if args.len() == 3 => {
                    f.dfg.insts[inst] = zyme_ir::InstData::Call {
                        func: end_critical,
                        args: args.clone(),
                    };
                    if blocking {
                        let b = f.dfg.make_inst(
                            zyme_ir::InstData::Call {
                                func: barrier,
                                args: vec![args[0], args[1]],
                            },
                            &[],
                        );
                        f.layout.insert_inst(b, block, at + 1);
                    }
                }
                Some(OmpSync::Reduce) if args.len() == 7 => {
                    let Some(&r) = f.dfg.inst_results(inst).first() else {
                        continue;
                    };
                    // Its only use: the switch that ends its block.
                    let Some(term) = f.layout.last_inst(block) else {
                        continue;
                    };
                    let zyme_ir::InstData::Switch { arg, cases, .. } = f.dfg.insts[term].clone()
                    else {
                        continue;
                    };
                    let other_uses = f
                        .layout
                        .insts()
                        .any(|i| i != term && f.dfg.insts[i].operands().contains(&r));
                    let Some((_, one)) = cases.iter().find(|(v, _)| *v == 1) else {
                        continue;
                    };
                    if arg != r || other_uses {
                        continue;
                    }
                    f.dfg.insts[term] = zyme_ir::InstData::Jump { dest: one.clone() };
                    let c = f.dfg.make_inst(
                        zyme_ir::InstData::Call {
                            func: critical,
                            args: vec![args[0], args[1], args[6]],
                        },
                        &[],
                    );
                    f.layout.insert_inst(c, block, at);
                    f.layout.remove_inst(inst);
                    changed = true;
                }
                _ => {}
            }
        }
        if changed {
            remove_unreachable(f);
        }
    }
    Ok(())
}

/// Takes the blocks no path from the entry reaches out of the layout.
fn remove_unreachable(f: &mut zyme_ir::Function) {
    let Some(entry) = f.entry_block() else { return };
    let mut seen: hashbrown::HashSet<zyme_ir::Block> = hashbrown::HashSet::from([entry]);
    let mut stack = vec![entry];
    while let Some(b) = stack.pop() {
        if let Some(t) = f.layout.last_inst(b) {
            for call in f.dfg.insts[t].targets_iter() {
                if seen.insert(call.block) {
                    stack.push(call.block);
                }
            }
        }
    }
    let dead: Vec<zyme_ir::Block> = f
        .layout
        .blocks()
        .iter()
        .copied()
        .filter(|b| !seen.contains(b))
        .collect();
    for b in dead {
        f.layout.remove_block(b);
    }
}

/// Passes every float an OpenMP region receives by value (a
/// `firstprivate` double reaches the outlined function as an integer
/// holding its bits) by reference instead: the fork passes the address of
/// a stack slot of the caller holding the float (the slot clang spilled it
/// to, at `-O0`, or a new one), and the outlined function loads the bits
/// from it on entry. Its adjoint then flows back through the slot's shadow
/// like any shared variable's: each thread's copy adds into it. Only
/// outlined functions forked from one place, whose parameter is used as
/// the bits of one float, are rewritten; the primal computes the same.
fn capture_floats_by_reference(module: &mut Module) {
    let sites = fork_sites(module);
    for (micro, at) in sites {
        let params = module.functions[micro].sig.params.clone();
        for (k, &ty) in params.iter().enumerate().skip(2) {
            let j = k + 1;
            // Some fork of it passes a float's bits there (the others,
            // clang's inlined copies, constants), every one an integer of
            // the parameter's type.
            let arg = |caller: FuncId, inst: Inst| match &module.functions[caller].dfg.insts[inst] {
                zyme_ir::InstData::Call { args, .. } => args.get(j).copied(),
                _ => None,
            };
            let typed = at.iter().all(|&(c, i)| {
                arg(c, i).is_some_and(|a| module.functions[c].dfg.value_type(a) == ty)
            });
            let bits = at.iter().any(|&(c, i)| {
                arg(c, i).is_some_and(|a| cast_float(&module.functions[c], a).is_some())
            });
            if !matches!(ty, Type::I64 | Type::I32) || !typed || !bits {
                continue;
            }
            for &(caller, inst) in &at {
                let f = &mut module.functions[caller];
                let zyme_ir::InstData::Call { args, .. } = f.dfg.insts[inst].clone() else {
                    continue;
                };
                if let Some(by_ref) = float_slot(f, inst, args[j]) {
                    if let zyme_ir::InstData::Call { args, .. } = &mut f.dfg.insts[inst] {
                        args[j] = by_ref;
                    }
                    remove_if_unused(f, args[j]);
                }
            }
            load_param_on_entry(&mut module.functions[micro], k, ty);
        }
    }
}

/// Each outlined function forked from somewhere, with every fork of it
/// (caller, call), when forks are all its address is used for and it is
/// defined here: the functions whose parameters a rewrite of every fork
/// site may change.
fn fork_sites(module: &Module) -> Vec<(FuncId, Vec<(FuncId, Inst)>)> {
    let Some(fork) = module.func_by_name(FORK) else {
        return Vec::new();
    };
    let mut sites: std::collections::BTreeMap<FuncId, Vec<(FuncId, Inst)>> = Default::default();
    let mut other_uses: hashbrown::HashSet<FuncId> = Default::default();
    for (id, f) in module.functions.iter() {
        for inst in f.layout.insts() {
            match &f.dfg.insts[inst] {
                zyme_ir::InstData::Call { func, args } if *func == fork => {
                    if let Some(m) = microtask(f, args) {
                        sites.entry(m).or_default().push((id, inst));
                    }
                }
                zyme_ir::InstData::FuncAddr { func } => {
                    let Some(r) = f.dfg.first_result(inst) else {
                        continue;
                    };
                    let (mut users, mut forks) = (0, 0);
                    for i in f.layout.insts() {
                        let data = &f.dfg.insts[i];
                        if data.operands().contains(&r) {
                            users += 1;
                            if matches!(data, zyme_ir::InstData::Call { func: c, args }
                                if *c == fork && args.get(2) == Some(&r))
                            {
                                forks += 1;
                            }
                        }
                    }
                    if users != forks {
                        other_uses.insert(*func);
                    }
                }
                _ => {}
            }
        }
    }
    sites
        .into_iter()
        .filter(|(m, _)| !other_uses.contains(m) && !module.functions[*m].is_declaration())
        .collect()
}

/// Passes every pointer a parallel region only reads from a variable of
/// its caller by value: clang hands an outlined function the address of
/// the caller's slot holding `x` (a shared `double *x`) and loads `x` from
/// it wherever it is used; the fork now loads `x` once and passes it, and
/// the outlined function uses its parameter where it loaded. So the
/// region's arrays are its parameters, which the analyses of the outlined
/// function can name (its thread locality, `zyme_analysis::gpu`), rather
/// than memory found through loads.
///
/// A parameter is rewritten when the outlined function only loads a
/// pointer from it (it neither writes the slot nor lets its address go
/// anywhere), and every fork passes a stack slot of its caller whose
/// address goes nowhere but to loads, stores and forks (once per fork,
/// to a parameter only loaded from): no pointer the region can reach is
/// then the slot's address, so nothing writes the slot while the team
/// runs, and one load before the fork reads what every load in the
/// region would. A parameter only loaded from whose forks all pass such
/// slots (a shared `int n`) is marked `noalias` instead: nothing else the
/// region reaches is its memory.
fn capture_pointers_by_value(module: &mut Module) {
    for (micro, at) in fork_sites(module) {
        let params = module.functions[micro].sig.params.len();
        for k in 2..params {
            let j = k + 1;
            let Some(loads) = param_loads(&module.functions[micro], k) else {
                continue;
            };
            let slots_only = at.iter().all(|&(caller, inst)| {
                let f = &module.functions[caller];
                match &f.dfg.insts[inst] {
                    zyme_ir::InstData::Call { args, .. } => {
                        args.get(j).is_some_and(|&a| private_slot(module, f, a))
                    }
                    _ => false,
                }
            });
            if !slots_only {
                continue;
            }
            let f = &module.functions[micro];
            let pointers = loads.iter().all(|&l| {
                matches!(f.dfg.insts[l], zyme_ir::InstData::Load { ty, .. } if ty == Type::PTR)
            });
            if !pointers {
                // No other pointer the region has reaches the slot.
                let noalias = &mut module.functions[micro].noalias;
                if !noalias.contains(&(k as u32)) {
                    noalias.push(k as u32);
                }
                continue;
            }
            for &(caller, inst) in &at {
                let f = &mut module.functions[caller];
                let zyme_ir::InstData::Call { args, .. } = f.dfg.insts[inst].clone() else {
                    continue;
                };
                let Some((block, index)) = f.layout.position(inst) else {
                    continue;
                };
                let load = f.dfg.make_inst(
                    zyme_ir::InstData::Load {
                        ty: Type::PTR,
                        ptr: args[j],
                        flags: MemFlags::aligned(8),
                    },
                    &[Type::PTR],
                );
                f.layout.insert_inst(load, block, index);
                let value = f.dfg.first_result(load).expect("a load has a result");
                if let zyme_ir::InstData::Call { args, .. } = &mut f.dfg.insts[inst] {
                    args[j] = value;
                }
            }
            let f = &mut module.functions[micro];
            let param = f.dfg.block_params(f.entry_block().expect("defined"))[k];
            let results: Vec<Value> = loads
                .iter()
                .filter_map(|&l| f.dfg.first_result(l))
                .collect();
            for &l in &loads {
                f.layout.remove_inst(l);
            }
            let insts: Vec<Inst> = f.layout.insts().collect();
            for i in insts {
                f.dfg.insts[i].map_operands(|v| if results.contains(&v) { param } else { v });
            }
        }
    }
}

/// Marks `noalias` the parameters of an outlined function to which its
/// forks pass a pointer based on a `restrict` parameter of their caller,
/// where the region reaches that memory by no other argument: C's
/// `restrict` holds for the whole call, the region included. The
/// pointer may come through a slot of the caller (how clang captures
/// it, before [`capture_pointers_by_value`]'s loads are promoted), but
/// in the caller it must only be loaded from, stored through, offset,
/// kept in slots whose address goes nowhere else, and passed to the fork
/// once. Forks that know different parameters so (a function with
/// `restrict` parameters, and its copy clang inlined into `main`) get
/// copies of the outlined function, each with its own facts; the forks
/// that know none keep the original.
fn restrict_captures(module: &mut Module) {
    for (micro, at) in fork_sites(module) {
        let mut groups: std::collections::BTreeMap<Vec<u32>, Vec<(FuncId, Inst)>> =
            Default::default();
        for &(caller, inst) in &at {
            let known = restrict_params(&module.functions[caller], inst);
            groups.entry(known).or_default().push((caller, inst));
        }
        let alone = groups.len() == 1;
        for (known, sites) in groups {
            if known.is_empty() {
                continue;
            }
            let target = if alone {
                micro
            } else {
                let mut copy = module.functions[micro].clone();
                copy.name = crate::forward::fresh_name(module, &format!("{}.restrict", copy.name));
                copy.linkage = zyme_ir::Linkage::Local;
                let Ok(id) = module.add_function(copy) else {
                    continue;
                };
                for (caller, inst) in sites {
                    let f = &mut module.functions[caller];
                    let Some((block, index)) = f.layout.position(inst) else {
                        continue;
                    };
                    let addr = f
                        .dfg
                        .make_inst(zyme_ir::InstData::FuncAddr { func: id }, &[Type::PTR]);
                    f.layout.insert_inst(addr, block, index);
                    let addr = f.dfg.first_result(addr).expect("an address has a result");
                    if let zyme_ir::InstData::Call { args, .. } = &mut f.dfg.insts[inst] {
                        args[2] = addr;
                    }
                }
                id
            };
            let noalias = &mut module.functions[target].noalias;
            for k in known {
                if !noalias.contains(&k) {
                    noalias.push(k);
                }
            }
        }
    }
}

/// The parameters of the outlined function that the fork `inst` of `f`
/// passes a pointer based on one of `f`'s `restrict` parameters, the
/// only argument of the fork based on it ([`restrict_based`]).
fn restrict_params(f: &zyme_ir::Function, inst: Inst) -> Vec<u32> {
    let (zyme_ir::InstData::Call { args, .. }, Some(entry)) = (&f.dfg.insts[inst], f.entry_block())
    else {
        return Vec::new();
    };
    let captured = args.get(3..).unwrap_or_default();
    let mut known = Vec::new();
    for &p in &f.noalias {
        let Some(&param) = f.dfg.block_params(entry).get(p as usize) else {
            continue;
        };
        let Some(based) = restrict_based(f, param) else {
            continue;
        };
        let mut passed = captured
            .iter()
            .enumerate()
            .filter(|(_, a)| based.contains(a));
        if let (Some((j, _)), None) = (passed.next(), passed.next()) {
            // Captured argument `j` is the outlined function's parameter
            // `j + 2` (after the thread numbers).
            known.push(j as u32 + 2);
        }
    }
    known.sort_unstable();
    known
}

/// The values of `f` based on its parameter `param` (offsets of it, and
/// loads of slots it is kept in), when that is all the function does with
/// them besides loading from them, storing through them and passing them
/// to forks; `None` when one goes anywhere else (a call, a branch, a
/// slot whose address goes elsewhere, memory other than a slot).
fn restrict_based(f: &zyme_ir::Function, param: Value) -> Option<Vec<Value>> {
    use zyme_ir::InstData;
    let fork = |data: &InstData| matches!(data, InstData::Call { args, .. } if microtask(f, args).is_some());
    let insts: Vec<Inst> = f.layout.insts().collect();
    let mut based = vec![param];
    let mut next = 0;
    while let Some(&v) = based.get(next) {
        next += 1;
        for &inst in &insts {
            let data = &f.dfg.insts[inst];
            if !data.operands().contains(&v) {
                continue;
            }
            let more: Vec<Value> = match data {
                InstData::Load { ptr, .. } if *ptr == v => Vec::new(),
                InstData::Store { args: [x, p], .. } if *p == v && *x != v => Vec::new(),
                InstData::Store { args: [x, p], .. } if *x == v => slot_loads(f, &insts, *p)?,
                InstData::PtrAdd { args: [p, o] } if *p == v && *o != v => {
                    f.dfg.inst_results(inst).to_vec()
                }
                d if fork(d) => Vec::new(),
                _ => return None,
            };
            for m in more {
                if !based.contains(&m) {
                    based.push(m);
                }
            }
        }
    }
    Some(based)
}

/// The loads of the stack slot whose address is `addr`, when its address
/// (wherever it is taken) is used only to load from and store to the
/// slot, so that what is stored there goes nowhere but those loads.
fn slot_loads(f: &zyme_ir::Function, insts: &[Inst], addr: Value) -> Option<Vec<Value>> {
    use zyme_ir::InstData;
    let &InstData::StackAddr { slot } = f.dfg.value_inst(addr)? else {
        return None;
    };
    let addrs = slot_addresses(f, slot);
    let mut loads = Vec::new();
    for &inst in insts {
        let data = &f.dfg.insts[inst];
        if !data.operands().iter().any(|o| addrs.contains(o)) {
            continue;
        }
        match data {
            InstData::Load { ptr, .. } if addrs.contains(ptr) => {
                loads.extend(f.dfg.inst_results(inst).iter().copied())
            }
            InstData::Store { args: [x, p], .. } if addrs.contains(p) && !addrs.contains(x) => {}
            _ => return None,
        }
    }
    Some(loads)
}

/// The loads from parameter `k` of `f`, a pointer, when they are all
/// its uses (`None` otherwise, or when it has none): `f` neither writes
/// through it nor lets it go anywhere.
fn param_loads(f: &zyme_ir::Function, k: usize) -> Option<Vec<Inst>> {
    let param = *f.dfg.block_params(f.entry_block()?).get(k)?;
    if !f.dfg.value_type(param).is_ptr() {
        return None;
    }
    let mut loads = Vec::new();
    for inst in f.layout.insts() {
        let data = &f.dfg.insts[inst];
        if !data.operands().contains(&param) {
            continue;
        }
        match data {
            zyme_ir::InstData::Load { ptr, .. } if *ptr == param => loads.push(inst),
            _ => return None,
        }
    }
    (!loads.is_empty()).then_some(loads)
}

/// Every value of `f` that is the address of `slot` (each `stack_addr`
/// of it).
fn slot_addresses(f: &zyme_ir::Function, slot: zyme_ir::StackSlot) -> Vec<Value> {
    f.layout
        .insts()
        .filter(
            |&i| matches!(f.dfg.insts[i], zyme_ir::InstData::StackAddr { slot: s } if s == slot),
        )
        .filter_map(|i| f.dfg.first_result(i))
        .collect()
}

/// Whether `v` is the address of a stack slot of `f` that nothing uses
/// but loads and stores (as their address) and forks passing it once to
/// a parameter the outlined function only loads from.
fn private_slot(module: &Module, f: &zyme_ir::Function, v: Value) -> bool {
    let zyme_ir::ValueDef::Result(def, _) = f.dfg.values[v].def else {
        return false;
    };
    let zyme_ir::InstData::StackAddr { slot } = f.dfg.insts[def] else {
        return false;
    };
    let fork = module.func_by_name(FORK);
    let addrs = slot_addresses(f, slot);
    f.layout.insts().all(|i| {
        let data = &f.dfg.insts[i];
        let uses = data.operands().iter().filter(|o| addrs.contains(o)).count();
        if uses == 0 {
            return true;
        }
        match data {
            zyme_ir::InstData::Load { .. } => true,
            zyme_ir::InstData::Store {
                args: [value, _], ..
            } => !addrs.contains(value),
            zyme_ir::InstData::Call { func, args } if Some(*func) == fork && uses == 1 => {
                let (Some(micro), Some(j)) = (
                    microtask(f, args),
                    args.iter().position(|a| addrs.contains(a)),
                ) else {
                    return false;
                };
                j >= 3 && param_loads(&module.functions[micro], j - 1).is_some()
            }
            _ => false,
        }
    })
}

/// The float whose bits `v` is, when `v` is a cast of it (as `-O2` code
/// passes a `firstprivate` double) or a load of the slot it was stored to
/// just before (as `-O0` code does).
fn cast_float(f: &zyme_ir::Function, v: Value) -> Option<Value> {
    let zyme_ir::ValueDef::Result(def, _) = f.dfg.values[v].def else {
        return None;
    };
    match f.dfg.insts[def] {
        zyme_ir::InstData::Cast { arg, .. } if f.dfg.value_type(arg).is_float() => Some(arg),
        // `-O0`: the float stored to a slot just before its bits are
        // loaded back from it.
        zyme_ir::InstData::Load { ptr, .. } => {
            let (block, at) = f.layout.position(def)?;
            let prev = f.layout.block_insts(block).get(at.checked_sub(1)?)?;
            match f.dfg.insts[*prev] {
                zyme_ir::InstData::Store {
                    args: [value, p], ..
                } if p == ptr
                    && f.dfg.value_type(value).is_float()
                    && f.dfg.value_type(value).bytes() == f.dfg.value_type(v).bytes() =>
                {
                    Some(value)
                }
                _ => None,
            }
        }
        _ => None,
    }
}

/// Takes the instruction defining `v` out when nothing uses `v` (the
/// bits a fork no longer passes, which no analysis should read as an
/// integer).
fn remove_if_unused(f: &mut zyme_ir::Function, v: Value) {
    let zyme_ir::ValueDef::Result(def, _) = f.dfg.values[v].def else {
        return;
    };
    let used = f
        .layout
        .insts()
        .any(|i| f.dfg.insts[i].operands().contains(&v));
    if !used && f.layout.inst_block(def).is_some() {
        f.layout.remove_inst(def);
    }
}

/// A new stack slot of `f` that the float whose bits `v` (an argument of
/// the fork `at`) is, or `v` itself, is stored to just before the fork.
fn float_slot(f: &mut zyme_ir::Function, at: Inst, v: Value) -> Option<Value> {
    let arg = cast_float(f, v).unwrap_or(v);
    let (block, index) = f.layout.position(at)?;
    {
        {
            let ty = f.dfg.value_type(arg);
            let slot = f.stack_slots.push(zyme_ir::StackSlotData {
                size: u64::from(ty.bytes()),
                align: ty.bytes(),
            });
            let addr = f
                .dfg
                .make_inst(zyme_ir::InstData::StackAddr { slot }, &[Type::PTR]);
            let store = f.dfg.make_inst(
                zyme_ir::InstData::Store {
                    args: [arg, f.dfg.first_result(addr)?],
                    flags: MemFlags::aligned(ty.bytes()),
                },
                &[],
            );
            f.layout.insert_inst(addr, block, index);
            f.layout.insert_inst(store, block, index + 1);
            f.dfg.first_result(addr)
        }
    }
}

/// Parameter `k` of `f`, an integer of type `ty` holding a float's bits,
/// becomes the float's address: the float is loaded on entry.
fn load_param_on_entry(f: &mut zyme_ir::Function, k: usize, ty: Type) {
    let Some(entry) = f.entry_block() else { return };
    let param = f.dfg.block_params(entry)[k];
    f.sig.params[k] = Type::PTR;
    f.dfg.values[param].ty = Type::PTR;
    // Loaded as the float it is, then its bits: the type analysis reads
    // the integer as a float's bits wherever it goes.
    let float = if ty == Type::I64 {
        Type::F64
    } else {
        Type::F32
    };
    let load = f.dfg.make_inst(
        zyme_ir::InstData::Load {
            ty: float,
            ptr: param,
            flags: MemFlags::aligned(ty.bytes()),
        },
        &[float],
    );
    let value = f.dfg.first_result(load).expect("a load has a result");
    let cast = f.dfg.make_inst(
        zyme_ir::InstData::Cast {
            op: zyme_ir::CastOp::Bitcast,
            arg: value,
            ty,
        },
        &[ty],
    );
    let bits = f.dfg.first_result(cast).expect("a cast has a result");
    let insts: Vec<Inst> = f.layout.insts().collect();
    for i in insts {
        f.dfg.insts[i].map_operands(|v| if v == param { bits } else { v });
        // Where the bits are stored (clang's `-O0` copy, tagged as the
        // integer it passed), the slot holds the float.
        if let zyme_ir::InstData::Store { args, flags } = &mut f.dfg.insts[i] {
            if args[0] == bits {
                flags.hint = Some(float.lane());
            }
        }
    }
    f.layout.insert_inst(load, entry, 0);
    f.layout.insert_inst(cast, entry, 1);
}
