//! Every test program, compiled in process through the full pipeline, run on
//! the simulator with seeded random inputs, and compared with its reference
//! in `tanto-references` (which shares no code with the simulator's math).

use std::{collections::BTreeMap, path::Path};
use tanto_references::{compare, tolerance, Program as Reference};
use tanto_tools::{
    input::Input,
    program_output::{compile_program, ProgramOptions},
};

/// Compiles `text` (the program file at `path`, possibly edited) at
/// `opt_level` and runs it on inputs from `seed`.
pub(crate) fn simulate(
    path: &str,
    text: String,
    opt_level: u8,
    seed: u64,
) -> (BTreeMap<String, Vec<f32>>, BTreeMap<String, Vec<f32>>) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let name = root.join(path).display().to_string();
    let arch = tanto_arch::Arch::load(tanto_arch::DEFAULT_ARCH).expect("built-in target");
    let mut options = ProgramOptions::new(arch.clone());
    options.target.opt_level = opt_level;
    options.target.debug_info = true;
    let (manifest, files) = compile_program(
        &Input {
            name: name.clone(),
            text,
        },
        &options,
    )
    .expect("the program compiles");
    let program = tanto_sim::Program {
        manifest,
        objects: files.into_iter().collect(),
    };
    let inputs = tanto_sim::host::random_inputs(&program.manifest, seed).expect("inputs");
    let outcome = tanto_sim::run(
        &program,
        arch,
        &inputs,
        &tanto_sim::RunOptions::default(),
        &mut |_| {},
    )
    .unwrap_or_else(|e| panic!("{name} -O{opt_level} does not run:\n{e}"));
    (inputs, outcome.outputs)
}

pub(crate) fn program_text(path: &str) -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    std::fs::read_to_string(root.join(path)).expect("program file")
}

/// Runs `path` (edited by `edit`) at -O0 and -O2 and checks every output
/// against `reference`; both levels must also agree bit for bit.
fn check(path: &str, reference: Reference, param: Option<u32>, edit: impl Fn(String) -> String) {
    let mut results = Vec::new();
    for opt_level in [0, 2] {
        let (inputs, outputs) = simulate(
            path,
            edit(program_text(path)),
            opt_level,
            0x5eed + u64::from(param.unwrap_or(0)),
        );
        let expected = reference.expected(param, &inputs).expect("reference");
        assert_eq!(
            outputs.keys().collect::<Vec<_>>(),
            expected.keys().collect::<Vec<_>>(),
            "{path}: outputs"
        );
        for (name, expected) in &expected {
            let comparison =
                compare(expected, &outputs[name], tolerance(reference)).expect("sizes agree");
            assert_eq!(
                comparison.violations, 0,
                "{path} -O{opt_level} param {param:?}: output `{name}` differs from the reference: {:?}",
                comparison.first_violation
            );
        }
        results.push(outputs);
    }
    assert_eq!(
        results[0], results[1],
        "{path}: -O0 and -O2 give different bits"
    );
}

#[test]
fn eltwise_each_op_code_matches_its_reference() {
    for op_code in 0..3 {
        check(
            "test/Programs/eltwise/program.toml",
            Reference::EltwiseBinary,
            Some(op_code),
            |text| text.replace("params = [0]", &format!("params = [{op_code}]")),
        );
    }
}

#[test]
fn matmul_matches_its_reference() {
    check(
        "test/Programs/matmul/program.toml",
        Reference::Matmul,
        None,
        |t| t,
    );
}

#[test]
fn reduce_matches_its_reference() {
    check(
        "test/Programs/reduce/program.toml",
        Reference::RowMean,
        None,
        |t| t,
    );
}

#[test]
fn multicast_matches_its_reference() {
    check(
        "test/Programs/multicast/program.toml",
        Reference::BlockMulticast,
        None,
        |t| t,
    );
}

#[test]
fn local_matches_its_reference() {
    check(
        "test/Programs/local/program.toml",
        Reference::TableReplay,
        None,
        |t| t,
    );
}

#[test]
fn pto_fifo_matches_its_reference() {
    check(
        "test/Programs/pto_fifo/program.toml",
        Reference::TallocUpDown,
        None,
        |t| t,
    );
}

/// A wrong result must fail the comparison: the eltwise program computing
/// `sub` is checked against the reference of `add`.
#[test]
fn a_wrong_program_fails_its_reference() {
    let path = "test/Programs/eltwise/program.toml";
    let (inputs, outputs) = simulate(
        path,
        program_text(path).replace("params = [0]", "params = [1]"),
        2,
        3,
    );
    let expected = Reference::EltwiseBinary
        .expected(Some(0), &inputs)
        .expect("reference");
    let comparison = compare(
        &expected["c"],
        &outputs["c"],
        tolerance(Reference::EltwiseBinary),
    )
    .expect("sizes");
    assert!(comparison.violations > 0);
}
