//! `cargo run -p zyme-llvm --example parse_ll -- FILE… [--dump]`: parses
//! LLVM IR files and reports the first error of each (or dumps the tree).

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let dump = args.iter().any(|a| a == "--dump");
    let mut failed = 0;
    for path in args.iter().filter(|a| !a.starts_with("--")) {
        let src = match std::fs::read(path) {
            Ok(b) => String::from_utf8_lossy(&b).into_owned(),
            Err(e) => {
                eprintln!("{path}: {e}");
                failed += 1;
                continue;
            }
        };
        match zyme_llvm::parse(&src) {
            Ok(m) if dump => println!("{m:#?}"),
            Ok(m) => println!("{path}: ok, {} functions", m.functions.len()),
            Err(e) => {
                println!("{path}:{e}");
                failed += 1;
            }
        }
    }
    std::process::exit(i32::from(failed > 0));
}
