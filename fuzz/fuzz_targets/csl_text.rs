//! CSL layout files (their PE files, if any, are read from the repository).
#![no_main]
#[path = "common.rs"]
mod common;
use libfuzzer_sys::fuzz_target;

mod driver;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    // Only params the layout declares may be given (others are an error).
    let params: Vec<&str> = [("width", "width=2"), ("height", "height=1")]
        .into_iter()
        .filter(|(name, _)| text.contains(&format!("param {name}")))
        .map(|(_, value)| value)
        .collect();
    let flags = if params.is_empty() {
        Vec::new()
    } else {
        vec![format!("--params={}", params.join(","))]
    };
    common::translate("fuzz.csl", text, &flags, common::default_arch());
});
