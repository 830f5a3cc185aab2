//! CSL layout files (their PE files, if any, are read from the repository).
#![no_main]
#[path = "common.rs"]
mod common;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    common::translate(
        "fuzz.csl",
        text,
        &["--params=width=2,height=1".to_string()],
        common::default_arch(),
    );
});
