//! Traps kill the process with a signal; each case runs in a forked child
//! so that the test harness survives.

mod common;

use common::define;
use zyme_cranelift::JitModule;
use zyme_ir::{Module, Type};

/// Runs `f` in a child process and returns the signal that killed it
/// (`None` if it exited normally).
fn signal_of(f: impl FnOnce()) -> Option<i32> {
    // SAFETY: the child only runs JIT code and `_exit`s; it never returns
    // into the test harness (whose other threads do not exist in it).
    unsafe {
        let pid = libc::fork();
        assert!(pid >= 0, "fork failed");
        if pid == 0 {
            f();
            libc::_exit(0);
        }
        let mut status = 0;
        assert_eq!(libc::waitpid(pid, &mut status, 0), pid);
        libc::WIFSIGNALED(status).then(|| libc::WTERMSIG(status))
    }
}

fn module() -> JitModule {
    let mut m = Module::new();
    define(
        &mut m,
        "div",
        &[Type::I32, Type::I32],
        &[Type::I32],
        |b, p| {
            let r = b.sdiv(p[0], p[1]);
            b.ret(&[r]);
        },
    );
    define(
        &mut m,
        "rem1",
        &[Type::I1, Type::I1],
        &[Type::I1],
        |b, p| {
            let r = b.urem(p[0], p[1]);
            b.ret(&[r]);
        },
    );
    define(&mut m, "trap", &[], &[], |b, _| b.trap());
    define(&mut m, "unreachable", &[], &[], |b, _| b.unreachable());
    JitModule::compile(&m).unwrap()
}

#[test]
fn division_by_zero_kills_with_a_signal() {
    let jit = module();
    let div = jit.get::<extern "C" fn(i32, i32) -> i32>("div").unwrap();
    assert_eq!(div(7, 2), 3);
    let sig = signal_of(|| {
        div(1, std::hint::black_box(0));
    });
    assert!(
        matches!(
            sig,
            Some(libc::SIGFPE) | Some(libc::SIGILL) | Some(libc::SIGTRAP)
        ),
        "{sig:?}"
    );
    let sig = signal_of(|| {
        div(i32::MIN, std::hint::black_box(-1));
    });
    assert!(sig.is_some(), "INT_MIN / -1 traps");
    let rem1 = jit
        .get::<extern "C" fn(bool, bool) -> bool>("rem1")
        .unwrap();
    assert!(!rem1(true, true));
    assert!(signal_of(|| {
        rem1(true, false);
    })
    .is_some());
    assert_eq!(
        signal_of(|| {
            div(1, 1);
        }),
        None,
        "no trap, normal exit"
    );
}

#[test]
fn explicit_traps() {
    let jit = module();
    let trap = jit.get::<extern "C" fn() -> ()>("trap").unwrap();
    let unreachable = jit.get::<extern "C" fn() -> ()>("unreachable").unwrap();
    assert!(signal_of(|| trap()).is_some());
    assert!(signal_of(|| unreachable()).is_some());
}
