//! Turns a trap in JIT-compiled code (SIGILL from `ud2`, SIGFPE from a
//! division fault, SIGTRAP) into a message and exit status instead of a
//! bare crash.

extern "C" fn on_trap(signal: libc::c_int) {
    let message: &[u8] = match signal {
        libc::SIGFPE => b"zyme: the program trapped: integer division fault\n",
        _ => b"zyme: the program trapped (trap, unreachable or a failed check)\n",
    };
    // SAFETY: write(2) and _exit(2) are async-signal-safe.
    unsafe {
        libc::write(2, message.as_ptr().cast(), message.len());
        libc::_exit(134);
    }
}

/// Installs the handler for the signals that compiled traps raise.
pub fn install_handlers() {
    for signal in [libc::SIGILL, libc::SIGFPE, libc::SIGTRAP] {
        // SAFETY: the handler only calls async-signal-safe functions.
        unsafe {
            libc::signal(
                signal,
                on_trap as extern "C" fn(libc::c_int) as libc::sighandler_t,
            );
        }
    }
}
