//! Running JIT code that is expected to trap: a trap kills the process, so
//! the call runs in a forked child and the parent reads how it ended.

/// How a forked call ended.
#[derive(Debug, PartialEq, Eq)]
pub enum ChildOutcome {
    /// The child returned normally from the call.
    Returned,
    /// The child was killed by this signal (a trap: SIGILL, SIGFPE, SIGTRAP).
    Signaled(i32),
    /// The child exited some other way (status code).
    Exited(i32),
}

/// Runs `f` in a forked child process.
///
/// Fork is only sound here because the caller is single-threaded (the
/// filetest runner has no test harness threads) and the child calls only
/// JIT code and `_exit`.
pub fn run_in_child(f: impl FnOnce()) -> ChildOutcome {
    // SAFETY: see above; the child never returns into Rust code that could
    // observe a half-copied process state.
    unsafe {
        let pid = libc::fork();
        if pid == 0 {
            f();
            libc::_exit(0);
        }
        if pid < 0 {
            return ChildOutcome::Exited(-1);
        }
        let mut status = 0;
        libc::waitpid(pid, &mut status, 0);
        if libc::WIFSIGNALED(status) {
            ChildOutcome::Signaled(libc::WTERMSIG(status))
        } else if libc::WEXITSTATUS(status) == 0 {
            ChildOutcome::Returned
        } else {
            ChildOutcome::Exited(libc::WEXITSTATUS(status))
        }
    }
}
