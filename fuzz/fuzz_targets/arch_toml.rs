//! Target descriptions (TOML): a description that loads is used to compile
//! the element-wise program through the whole pipeline.
#![no_main]
#[path = "common.rs"]
mod common;
use libfuzzer_sys::fuzz_target;

mod driver;
use std::sync::OnceLock;

fn program() -> &'static (String, String) {
    static PROGRAM: OnceLock<(String, String)> = OnceLock::new();
    PROGRAM.get_or_init(|| {
        let name = format!("{}/test/Programs/eltwise/program.toml", common::ROOT);
        let text = std::fs::read_to_string(&name).expect("the eltwise program is readable");
        (name, text)
    })
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(arch) = tanto_arch::Arch::from_toml(text, "fuzz.toml") else {
        return;
    };
    let (name, source) = program();
    let out = std::env::temp_dir().join(format!("tanto-fuzz-arch-{}", std::process::id()));
    let flags = vec!["-o".to_string(), out.display().to_string()];
    common::translate(name, source, &flags, arch);
});
