//! The process entry point of every fuzz target: libFuzzer's driver, named
//! here so the linker never takes another `main`. Debian's
//! libMLIRMlirOptMain.a carries mlir-opt's `main`; when that archive comes
//! before libFuzzer's on the link line, the target starts as mlir-opt and
//! hands libFuzzer's flags to LLVM's command-line parser.

use std::ffi::{c_char, c_int};

extern "C" {
    fn LLVMFuzzerRunDriver(
        argc: *mut c_int,
        argv: *mut *mut *mut c_char,
        test_one_input: unsafe extern "C" fn(*const u8, usize) -> c_int,
    ) -> c_int;
    /// Defined by libfuzzer-sys's `fuzz_target!`.
    fn LLVMFuzzerTestOneInput(data: *const u8, size: usize) -> c_int;
}

#[no_mangle]
pub extern "C" fn main(mut argc: c_int, mut argv: *mut *mut c_char) -> c_int {
    // SAFETY: argc/argv are the process's own, as the C runtime passed them;
    // the driver reads and may rewrite them as libFuzzer's own main does, and
    // LLVMFuzzerTestOneInput has the callback signature libFuzzer expects.
    unsafe { LLVMFuzzerRunDriver(&mut argc, &mut argv, LLVMFuzzerTestOneInput) }
}
