#![forbid(unsafe_code)]
fn main() -> std::process::ExitCode {
    tanto_tools::cslc::main()
}
