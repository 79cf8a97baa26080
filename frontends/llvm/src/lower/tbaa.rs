//! `!tbaa` access tags as type hints on loads and stores.
//!
//! An access tag is `!{base, access, offset}` (struct-path TBAA) or, in old
//! IR, the scalar type node itself; a scalar type node is
//! `!{!"name", parent, …}`. Only the access type's name matters here:
//! clang's names for C scalar types say what the bytes are, whatever type
//! the access uses.

use crate::ast::{Instruction, Metadata, Module};
use zyme_ir::{AddrSpace, ScalarType};

/// The scalar an instruction's `!tbaa` tag says the location holds.
pub fn hint(module: &Module, inst: &Instruction) -> Option<ScalarType> {
    let tag = module.resolve(inst.attachment("tbaa")?)?;
    let Metadata::Tuple { elems, .. } = tag else {
        return None;
    };
    // Struct-path tags have three or four operands, the access type
    // second; a bare scalar type node starts with its name.
    let access = match elems.first() {
        Some(Some(Metadata::String(_))) => tag,
        _ => module.resolve(elems.get(1)?.as_ref()?)?,
    };
    let Metadata::Tuple { elems, .. } = access else {
        return None;
    };
    let Some(Some(Metadata::String(name))) = elems.first() else {
        return None;
    };
    scalar_named(&String::from_utf8_lossy(name))
}

/// Clang's TBAA name of a C scalar type → the zyme scalar it holds.
fn scalar_named(name: &str) -> Option<ScalarType> {
    Some(match name {
        "double" => ScalarType::F64,
        "float" => ScalarType::F32,
        "int" | "unsigned int" => ScalarType::I32,
        "long" | "long long" | "unsigned long" | "unsigned long long" => ScalarType::I64,
        "short" | "unsigned short" => ScalarType::I16,
        "bool" | "_Bool" => ScalarType::I8,
        "any pointer" | "vtable pointer" => ScalarType::Ptr(AddrSpace::GENERIC),
        n if n.starts_with("p1 ") || n.starts_with("p2 ") || n.starts_with("p3 ") => {
            ScalarType::Ptr(AddrSpace::GENERIC)
        }
        // "omnipotent char" aliases everything: no hint.
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clang_tags_give_hints() {
        let src = r#"
define void @f(ptr %p) {
  %a = load i64, ptr %p, align 8, !tbaa !1
  %b = load i32, ptr %p, align 4, !tbaa !5
  %c = load i8, ptr %p, align 1, !tbaa !4
  %d = load ptr, ptr %p, align 8, !tbaa !7
  ret void
}
!1 = !{!2, !3, i64 8}
!2 = !{!"pair", !3, i64 0, !3, i64 8}
!3 = !{!"double", !4, i64 0}
!4 = !{!"omnipotent char", !9, i64 0}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !4, i64 0}
!7 = !{!8, !8, i64 0}
!8 = !{!"p1 double", !10, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"any pointer", !4, i64 0}
"#;
        let m = crate::parse(src).unwrap();
        let f = m.function("f").unwrap();
        let hints: Vec<_> = f.blocks[0].insts[..4].iter().map(|i| hint(&m, i)).collect();
        assert_eq!(
            hints,
            [
                Some(ScalarType::F64),
                Some(ScalarType::I32),
                None,
                Some(ScalarType::Ptr(AddrSpace::GENERIC))
            ]
        );
    }
}
