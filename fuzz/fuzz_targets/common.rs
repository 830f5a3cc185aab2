//! Shared by the fuzz targets: every input goes through `tanto-translate`'s
//! own driver, down to LLVM IR, with output discarded. Errors are fine;
//! panics, aborts, hangs and memory errors are what the fuzzer looks for.

use tanto_tools::{input::Input, translate};

/// The repository root, so device programs find their kernel files.
pub const ROOT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/..");

/// Runs `tanto-translate <flags> --emit=llvm -o /dev/null` on `text`, named
/// `name` (the name picks the frontend, as a file name does).
pub fn translate(name: &str, text: &str, flags: &[String], arch: tanto_arch::Arch) {
    let mut argv: Vec<String> = vec!["tanto-translate".into(), "--emit=llvm".into()];
    if !flags.iter().any(|f| f == "-o") {
        argv.extend(["-o".into(), "/dev/null".into()]);
    }
    argv.extend(flags.iter().cloned());
    let Ok(args) = translate::parse_args(argv) else {
        return;
    };
    let _ = translate::run_on(
        &args,
        Input {
            name: name.to_string(),
            text: text.to_string(),
        },
        arch,
    );
}

pub fn default_arch() -> tanto_arch::Arch {
    tanto_arch::Arch::load(tanto_arch::DEFAULT_ARCH).expect("the built-in target loads")
}
