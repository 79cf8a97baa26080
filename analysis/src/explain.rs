//! The printer behind `zyme explain`: every value of a function with its
//! type tree and activity, the way Enzyme's `-enzyme-print-type` and
//! `-enzyme-print-activity` show them.

use crate::activity::{Activity, ArgKind};
use crate::types::TypeAnalysis;
use std::fmt::Write;
use zyme_ir::{FuncId, Module};

/// Runs type and activity analysis for `func` called with `kinds` and
/// prints the result: one line per value, then the shadowed objects.
pub fn explain(module: &Module, func: FuncId, kinds: &[ArgKind]) -> String {
    let f = &module.functions[func];
    let seeds = vec![(func, Vec::new())];
    let types = TypeAnalysis::compute_from(module, &[func], &seeds);
    let activity = Activity::compute(module, &types, func, kinds);
    let names = f.display_names();
    let ft = types.func(func);
    let mut out = String::new();
    let kinds_text: Vec<String> = kinds.iter().map(|k| k.to_string()).collect();
    let _ = writeln!(out, "function @{} ({})", f.name, kinds_text.join(", "));
    let tag = |v| {
        if activity.is_active(v) {
            "active"
        } else {
            "const"
        }
    };
    // The alias oracle's view of each pointer: the objects it may point into.
    let objects = |v| {
        let objs = activity.points_to().objects(v);
        if objs.is_empty() {
            String::new()
        } else {
            let names: Vec<String> = objs.iter().map(|o| o.to_string()).collect();
            format!(" -> [{}]", names.join(", "))
        }
    };
    for &b in f.layout.blocks() {
        let _ = writeln!(out, "{}:", names.block(b));
        for &p in f.dfg.block_params(b) {
            let _ = writeln!(
                out,
                "  {}: {} {} {}{}",
                names.value(p),
                f.dfg.value_type(p),
                ft.tree(p),
                tag(p),
                objects(p)
            );
        }
        for &inst in f.layout.block_insts(b) {
            let results = f.dfg.inst_results(inst);
            let opcode = f.dfg.insts[inst].opcode_name();
            if results.is_empty() {
                let status = if activity.inst_is_active(f, inst) {
                    "active"
                } else {
                    "const"
                };
                let _ = writeln!(out, "  {opcode} {status}");
            }
            for &r in results {
                let _ = writeln!(
                    out,
                    "  {} = {opcode}: {} {} {}{}",
                    names.value(r),
                    f.dfg.value_type(r),
                    ft.tree(r),
                    tag(r),
                    objects(r)
                );
            }
        }
    }
    let shadowed: Vec<String> = activity.shadowed().map(|o| o.to_string()).collect();
    let _ = writeln!(out, "shadowed memory: [{}]", shadowed.join(", "));
    let rets: Vec<String> = ft.returns().iter().map(|t| t.to_string()).collect();
    let _ = writeln!(out, "returns: [{}]", rets.join(", "));
    out
}
