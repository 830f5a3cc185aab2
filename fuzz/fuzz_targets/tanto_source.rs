//! Tanto kernels. The first line of an input holds its command-line flags
//! (`-DT=bfloat16 -P 0=1 --mode=compute`); only -D, -P and --mode are kept.
#![no_main]
#[path = "common.rs"]
mod common;
use libfuzzer_sys::fuzz_target;

mod driver;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let (first, source) = text.split_once('\n').unwrap_or(("", text));
    let mut flags = Vec::new();
    let mut words = first.split_whitespace().peekable();
    while let Some(word) = words.next() {
        if word.starts_with("-D") || word.starts_with("--mode=") {
            flags.push(word.to_string());
        } else if word == "-P" {
            if let Some(value) = words.next() {
                flags.extend(["-P".to_string(), value.to_string()]);
            }
        }
    }
    // Keep line numbers: the flag line becomes an empty line.
    let source = format!("\n{source}");
    common::translate("fuzz.cpp", &source, &flags, common::default_arch());
});
