//! The browser demo (`examples/wasm-gradient-descent/`): headless
//! Chromium opens the page from a local HTTP server, the page runs
//! gradient descent with the gradient module zyme wrote, and the test
//! reads the page's verdict from the DOM: the loss must have fallen to
//! less than half its start. Skipped, with the reason printed, when no
//! Chromium is installed (CI installs Debian's `chromium`).

use std::io::{BufRead, BufReader, Write};
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn demo_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/wasm-gradient-descent")
}

fn chromium() -> Option<String> {
    let candidates = [
        std::env::var("CHROME").unwrap_or_default(),
        "chromium".into(),
        "chromium-browser".into(),
        "google-chrome".into(),
    ];
    candidates.into_iter().filter(|c| !c.is_empty()).find(|c| {
        Command::new(c)
            .arg("--version")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success())
    })
}

/// Serves the demo's files over HTTP on a local port (the page fetches
/// its `.wasm` files, which browsers refuse from `file://`).
fn serve(dir: PathBuf) -> u16 {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(mut stream) = stream else { continue };
            let mut line = String::new();
            let mut reader = BufReader::new(stream.try_clone().unwrap());
            if reader.read_line(&mut line).is_err() {
                continue;
            }
            // Skip the headers.
            let mut header = String::new();
            while reader.read_line(&mut header).is_ok_and(|n| n > 2) {
                header.clear();
            }
            let path = line.split_whitespace().nth(1).unwrap_or("/");
            let name = path.trim_start_matches('/').split('?').next().unwrap_or("");
            let name = if name.is_empty() { "index.html" } else { name };
            let file = dir.join(name);
            let ok = !name.contains("..") && file.is_file();
            let body = if ok {
                std::fs::read(&file).unwrap_or_default()
            } else {
                Vec::new()
            };
            let kind = match file.extension().and_then(|e| e.to_str()) {
                Some("html") => "text/html",
                Some("js") => "text/javascript",
                Some("wasm") => "application/wasm",
                _ => "application/octet-stream",
            };
            let status = if ok { "200 OK" } else { "404 Not Found" };
            let head = format!(
                "HTTP/1.1 {status}\r\nContent-Type: {kind}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
                body.len()
            );
            let _ = stream.write_all(head.as_bytes());
            let _ = stream.write_all(&body);
        }
    });
    port
}

#[test]
fn gradient_descent_page_lowers_the_loss_in_chromium() {
    let Some(browser) = chromium() else {
        eprintln!("skipped: no chromium on PATH (Debian: apt-get install chromium)");
        return;
    };
    // The page's files, with the gradient module written afresh by this
    // build of zyme (the committed one is for users: `regen.sh`).
    let site = std::env::temp_dir().join(format!("zyme-demo-{}", std::process::id()));
    std::fs::create_dir_all(&site).unwrap();
    for f in ["index.html", "gd.js", "model.wasm"] {
        std::fs::copy(demo_dir().join(f), site.join(f)).unwrap();
    }
    let made = Command::new(env!("CARGO_BIN_EXE_zyme"))
        .arg("grad")
        .arg(site.join("model.wasm"))
        .args([
            "--fn",
            "llsq_primal",
            "--mode",
            "reverse",
            "--args",
            "const,const,const",
        ])
        .args(["--emit", "wasm", "-o"])
        .arg(site.join("gradient.wasm"))
        .output()
        .unwrap();
    assert!(
        made.status.success(),
        "{}",
        String::from_utf8_lossy(&made.stderr)
    );
    let port = serve(site.clone());
    let profile = std::env::temp_dir().join(format!("zyme-chromium-{}", std::process::id()));
    let mut child = Command::new(&browser)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-dev-shm-usage",
            "--no-first-run",
            "--virtual-time-budget=30000",
            "--dump-dom",
        ])
        .arg(format!("--user-data-dir={}", profile.display()))
        .arg(format!("http://127.0.0.1:{port}/index.html"))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let deadline = Instant::now() + Duration::from_secs(120);
    while child.try_wait().unwrap().is_none() {
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("chromium did not finish within 120 s");
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    let out = child.wait_with_output().unwrap();
    let _ = std::fs::remove_dir_all(&profile);
    let _ = std::fs::remove_dir_all(&site);
    let dom = String::from_utf8_lossy(&out.stdout);
    let status = dom
        .lines()
        .find(|l| l.contains("id=\"status\""))
        .unwrap_or("(no status element)");
    eprintln!("{status}");
    assert!(
        status.contains("data-result=\"fell\""),
        "the page did not report a falling loss:\n{status}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
