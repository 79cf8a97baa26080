//! `cargo run -p zyme-ptx --example emit_zir FILE.zir [sm_80|sm_90]`:
//! prints the PTX of a text-format module.

fn main() {
    let mut args = std::env::args().skip(1);
    let Some(path) = args.next() else {
        eprintln!("usage: emit_zir FILE.zir [sm_80|sm_90]");
        std::process::exit(2);
    };
    let target = args
        .next()
        .and_then(|t| zyme_ptx::SmVersion::from_name(&t))
        .unwrap_or_default();
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        eprintln!("{path}: {e}");
        std::process::exit(1)
    });
    let module = zyme_ir::text::parse_module(&text).unwrap_or_else(|e| {
        eprintln!("{path}: {e}");
        std::process::exit(1)
    });
    match zyme_ptx::emit_module(&module, &zyme_ptx::PtxOptions::new(target)) {
        Ok(ptx) => print!("{ptx}"),
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(1)
        }
    }
}
