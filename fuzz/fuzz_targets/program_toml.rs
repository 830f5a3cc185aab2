//! Device programs (TOML). The input is named as a program under
//! test/Programs/eltwise, so kernel paths resolve against the real kernels.
#![no_main]
#[path = "common.rs"]
mod common;
use libfuzzer_sys::fuzz_target;

mod driver;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let name = format!("{}/test/Programs/eltwise/program.toml", common::ROOT);
    // Objects go to a scratch directory; LLVM IR output is enough here.
    let out = std::env::temp_dir().join(format!("tanto-fuzz-program-{}", std::process::id()));
    let flags = vec!["-o".to_string(), out.display().to_string()];
    common::translate(&name, text, &flags, common::default_arch());
});
