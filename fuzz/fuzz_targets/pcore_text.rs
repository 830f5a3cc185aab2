//! ztachip PCORE programs (`.p`: classes, kernels, vector code), through
//! their checks and lowering down to LLVM IR for RV32. The PCORE frontend
//! recurses on expressions and statements and inlines subroutines, so
//! nesting, long expressions and calls are what to look at.
//!
//! The frontend reads a PCORE program from its file (its folder resolves
//! its `#include`s), not from the text it is handed, so each input is
//! written to a file of this process first.
#![no_main]
#[path = "common.rs"]
mod common;
use libfuzzer_sys::fuzz_target;

mod driver;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let path = std::env::temp_dir().join(format!("tanto-fuzz-{}.p", std::process::id()));
    if std::fs::write(&path, text).is_err() {
        return;
    }
    let name = path.to_string_lossy().into_owned();
    common::translate(&name, text, &[], common::default_arch());
});
