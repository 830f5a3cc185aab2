//! MLIR text in our dialects, through `tanto-default` and the lowering to
//! LLVM IR.
#![no_main]
#[path = "common.rs"]
mod common;
use libfuzzer_sys::fuzz_target;

mod driver;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    common::translate("fuzz.mlir", text, &[], common::default_arch());
});
