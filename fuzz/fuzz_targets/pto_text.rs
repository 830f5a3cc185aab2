//! PTO files, with the a2a3 and a5 rules (chosen by the input's first byte).
#![no_main]
#[path = "common.rs"]
mod common;
use libfuzzer_sys::fuzz_target;

mod driver;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let arch = if text.len() % 2 == 0 {
        "--pto-arch=a2a3"
    } else {
        "--pto-arch=a5"
    };
    common::translate(
        "fuzz.pto",
        text,
        &[arch.to_string()],
        common::default_arch(),
    );
});
