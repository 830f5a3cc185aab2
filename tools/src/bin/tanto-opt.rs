fn main() -> std::process::ExitCode {
    tanto_tools::opt::main()
}
