//! Compiles the C++ shim and generates the typed Rust API of each dialect
//! from its definition file.

#[path = "codegen.rs"]
mod codegen;
#[path = "src/pto/isa.rs"]
#[allow(dead_code)]
mod pto_isa;
#[path = "src/spec.rs"]
#[allow(dead_code)]
mod spec;

use std::path::PathBuf;

const DIALECTS: &[&str] = &["noc", "pipe", "tile", "pto", "fabric", "zta"];
const LLVM_PREFIX: &str = "/usr/lib/llvm-22";

fn main() {
    let out_dir = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    let mut definitions = Vec::new();
    println!("cargo:rerun-if-changed=src/pto/isa.toml");
    println!("cargo:rerun-if-changed=src/pto/isa.rs");
    // The verifier rules, declared once: every rule an op names must be here.
    let rules_path = "src/rules.toml";
    println!("cargo:rerun-if-changed={rules_path}");
    let rules = std::fs::read_to_string(rules_path)
        .map_err(|e| e.to_string())
        .and_then(|text| spec::RuleTable::parse(&text))
        .unwrap_or_else(|e| panic!("{rules_path}: {e}"));
    std::fs::write(out_dir.join("rules.rs"), codegen::generate_rules(&rules))
        .expect("write generated code");
    for name in DIALECTS {
        let path = format!("src/{name}/{name}.toml");
        println!("cargo:rerun-if-changed={path}");
        let mut text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        if *name == "pto" {
            // The PTO instructions generated from their classes.
            let generated = pto_isa::Isa::parse(pto_isa::TEXT)
                .and_then(|isa| pto_isa::expand_ops(&isa))
                .unwrap_or_else(|e| panic!("src/pto/isa.toml: {e}"));
            text.push_str("\n# --- Generated from isa.toml by build.rs ---\n\n");
            text.push_str(&generated);
        }
        // What the crate includes as the dialect's definition.
        std::fs::write(out_dir.join(format!("{name}.toml")), &text).expect("write definition");
        let def = spec::DialectDef::parse(&text).unwrap_or_else(|e| panic!("{path}: {e}"));
        rules
            .check(&def)
            .unwrap_or_else(|e| panic!("{path}: {e} (declare it there, with its doc)"));
        std::fs::write(
            out_dir.join(format!("{name}_ops.rs")),
            codegen::generate(&def),
        )
        .expect("write generated code");
        definitions.push(def);
    }
    let upstream_path = "src/upstream.toml";
    println!("cargo:rerun-if-changed={upstream_path}");
    let upstream = std::fs::read_to_string(upstream_path)
        .map_err(|e| e.to_string())
        .and_then(|text| spec::UpstreamDef::parse(&text))
        .unwrap_or_else(|e| panic!("{upstream_path}: {e}"));
    std::fs::write(
        out_dir.join("op_kinds.rs"),
        codegen::generate_kinds(&definitions, &upstream),
    )
    .expect("write generated code");
    println!("cargo:rerun-if-changed=codegen.rs");
    println!("cargo:rerun-if-changed=src/spec.rs");

    let prefix = std::env::var("MLIR_SYS_220_PREFIX").unwrap_or_else(|_| LLVM_PREFIX.into());
    println!("cargo:rerun-if-changed=shim/tanto_shim.cpp");
    println!("cargo:rerun-if-env-changed=MLIR_SYS_220_PREFIX");
    cc::Build::new()
        .cpp(true)
        .file("shim/tanto_shim.cpp")
        .include(format!("{prefix}/include"))
        .flag("-std=c++17")
        // The shim is where C++ exceptions thrown inside MLIR and LLVM (by
        // the C++ library: a std::vector of a size the IR asked for, a
        // failed allocation) are caught: one unwinding into Rust aborts.
        .flag("-fexceptions")
        .flag_if_supported("-Wno-unused-parameter")
        .define("_GNU_SOURCE", None)
        .define("__STDC_CONSTANT_MACROS", None)
        .define("__STDC_FORMAT_MACROS", None)
        .define("__STDC_LIMIT_MACROS", None)
        .warnings(false)
        .compile("tanto_shim");
}
