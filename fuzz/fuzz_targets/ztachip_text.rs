//! ztachip tensor programs (`.m`: C with `>` tensor statements), down to
//! LLVM IR: the statements' functions, and the C through the clang child.
//! An input whose length is odd goes through `--ztachip -O0` instead (the
//! flag, not the name, picks the frontend; clang and LLVM at -O0).
#![no_main]
#[path = "common.rs"]
mod common;
use libfuzzer_sys::fuzz_target;

mod driver;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let (name, flags) = if text.len() % 2 == 0 {
        ("fuzz.m", vec![])
    } else {
        ("fuzz.txt", vec!["--ztachip".to_string(), "-O0".to_string()])
    };
    common::translate(name, text, &flags, common::default_arch());
});
