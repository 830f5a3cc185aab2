//! Shared by the nesting-limit tests: running a body on a thread with a
//! chosen stack, to show a limit holds where unchecked recursion would not.

/// A stack far too small for the recursion the limits prevent.
pub const SMALL_STACK: usize = 1 << 20;
/// The main thread of a binary.
pub const MAIN_STACK: usize = 8 << 20;
/// Far past every limit.
pub const DEEP: usize = 100_000;

pub fn on_stack<T: Send + 'static>(stack: usize, body: impl FnOnce() -> T + Send + 'static) -> T {
    std::thread::Builder::new()
        .stack_size(stack)
        .spawn(body)
        .expect("thread")
        .join()
        .expect("no crash")
}
