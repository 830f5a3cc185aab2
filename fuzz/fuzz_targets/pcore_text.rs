//! ztachip PCORE programs (`.p`: classes, kernels, vector code), through
//! their checks and lowering down to LLVM IR for RV32. The PCORE frontend
//! recurses on expressions and statements and inlines subroutines, so
//! nesting, long expressions and calls are what to look at.
#![no_main]
#[path = "common.rs"]
mod common;
use libfuzzer_sys::fuzz_target;

mod driver;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    common::translate("fuzz.p", text, &[], common::default_arch());
});
