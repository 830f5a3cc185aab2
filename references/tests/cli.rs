//! The `tanto-reference` binary: outputs, comparisons and every error path
//! (exit status 1 with a message, never a panic).

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use tanto_references::npy;

const ELTWISE_ELEMENTS: usize = 262_144;

/// A fresh directory for one test's files.
fn scratch(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tanto-reference-{}-{test}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

fn tanto_reference(dir: &Path, args: &[&str]) -> Output {
    let output = Command::new(env!("CARGO_BIN_EXE_tanto-reference"))
        .current_dir(dir)
        .args(args)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    output
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// Writes eltwise inputs a[i] = i mod 7, b[i] = 0.5.
fn eltwise_inputs(dir: &Path) {
    let a: Vec<f32> = (0..ELTWISE_ELEMENTS).map(|i| (i % 7) as f32).collect();
    npy::write_f32(&dir.join("a.npy"), &a).unwrap();
    npy::write_f32(&dir.join("b.npy"), &vec![0.5; ELTWISE_ELEMENTS]).unwrap();
}

fn assert_fails_with(output: &Output, message: &str) {
    assert_eq!(output.status.code(), Some(1), "{}", stderr(output));
    assert!(stderr(output).contains(message), "{}", stderr(output));
}

#[test]
fn writes_the_reference_and_passes_it_against_itself() {
    let dir = scratch("self");
    eltwise_inputs(&dir);
    let args = [
        "eltwise_binary",
        "--param",
        "2",
        "--input",
        "a=a.npy",
        "--input",
        "b=b.npy",
        "--output",
        "c=c.npy",
    ];
    let output = tanto_reference(&dir, &args);
    assert!(output.status.success(), "{}", stderr(&output));
    let c = npy::read_f32(&dir.join("c.npy"), ELTWISE_ELEMENTS).unwrap();
    assert_eq!(c[..3], [0.0, 0.5, 1.0]);

    let output = tanto_reference(&dir, &[&args[..7], &["--compare", "c=c.npy"]].concat());
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(
        stdout(&output).contains("max abs error 0e0, max rel error 0e0"),
        "{}",
        stdout(&output)
    );
}

#[test]
fn a_result_over_the_tolerance_fails() {
    let dir = scratch("over");
    eltwise_inputs(&dir);
    let mut c: Vec<f32> = (0..ELTWISE_ELEMENTS)
        .map(|i| (i % 7) as f32 + 0.5)
        .collect();
    // 3.5 vs 3.515625: one bf16 ulp at 3.5 (2^-6), within; 3.5 vs 3.6 is not.
    c[3] = 3.515_625;
    npy::write_f32(&dir.join("within.npy"), &c).unwrap();
    c[10] = 3.6;
    npy::write_f32(&dir.join("over.npy"), &c).unwrap();
    let inputs = ["eltwise_binary", "--input", "a=a.npy", "--input", "b=b.npy"];
    let output = tanto_reference(
        &dir,
        &[&inputs[..], &["--compare", "c=within.npy"]].concat(),
    );
    assert!(
        output.status.success(),
        "{}{}",
        stdout(&output),
        stderr(&output)
    );

    let output = tanto_reference(&dir, &[&inputs[..], &["--compare", "c=over.npy"]].concat());
    assert_fails_with(&output, "1 of 1 compared outputs are over the tolerance");
    assert!(
        stdout(&output).contains("FAILED: 1 elements over the tolerance; the first at index 10"),
        "{}",
        stdout(&output)
    );
}

#[test]
fn integer_npy_inputs_are_read() {
    let dir = scratch("int");
    let table: Vec<i32> = (0..4096).map(|i| i % 3).collect();
    npyz::to_file_1d(dir.join("table.npy"), table).unwrap();
    let output = tanto_reference(
        &dir,
        &[
            "table_replay",
            "--input",
            "table=table.npy",
            "--output",
            "result=r.npy",
        ],
    );
    assert!(output.status.success(), "{}", stderr(&output));
    let result = npy::read_f32(&dir.join("r.npy"), 12288).unwrap();
    assert_eq!(result[..3], [1.0, 3.0, 7.0]);
}

#[test]
fn wrong_sizes_are_errors() {
    let dir = scratch("size");
    eltwise_inputs(&dir);
    npy::write_f32(&dir.join("short.npy"), &[1.0; 10]).unwrap();
    let output = tanto_reference(
        &dir,
        &[
            "eltwise_binary",
            "--input",
            "a=short.npy",
            "--input",
            "b=b.npy",
        ],
    );
    assert_fails_with(&output, "short.npy: has 10 elements, 262144 expected");
    let output = tanto_reference(
        &dir,
        &[
            "eltwise_binary",
            "--input",
            "a=a.npy",
            "--input",
            "b=b.npy",
            "--compare",
            "c=short.npy",
        ],
    );
    assert_fails_with(&output, "short.npy: has 10 elements, 262144 expected");
}

#[test]
fn missing_and_unknown_buffers_are_errors() {
    let dir = scratch("names");
    eltwise_inputs(&dir);
    let output = tanto_reference(&dir, &["eltwise_binary", "--input", "a=a.npy"]);
    assert_fails_with(&output, "program `eltwise_binary` needs input `b`");
    let output = tanto_reference(&dir, &["eltwise_binary", "--input", "x=a.npy"]);
    assert_fails_with(
        &output,
        "program `eltwise_binary` has no input `x`; its inputs are: a, b",
    );
    let output = tanto_reference(
        &dir,
        &["eltwise_binary", "--input", "a=a.npy", "--input", "a=b.npy"],
    );
    assert_fails_with(&output, "--input `a` given twice");
    let output = tanto_reference(&dir, &["eltwise_binary", "--output", "d=d.npy"]);
    assert_fails_with(&output, "has no output `d`; its outputs are: c");
    let output = tanto_reference(&dir, &["eltwise_binary", "--input", "a.npy"]);
    assert_fails_with(&output, "`a.npy` is not NAME=FILE");
}

#[test]
fn unreadable_files_are_errors() {
    let dir = scratch("unreadable");
    eltwise_inputs(&dir);
    fs::write(dir.join("garbage.npy"), b"not an npy file at all").unwrap();
    let output = tanto_reference(
        &dir,
        &[
            "eltwise_binary",
            "--input",
            "a=garbage.npy",
            "--input",
            "b=b.npy",
        ],
    );
    assert_fails_with(&output, "garbage.npy: ");
    let output = tanto_reference(
        &dir,
        &[
            "eltwise_binary",
            "--input",
            "a=absent.npy",
            "--input",
            "b=b.npy",
        ],
    );
    assert_fails_with(&output, "absent.npy: ");
    // A header promising more data than the file holds.
    let bytes = fs::read(dir.join("a.npy")).unwrap();
    fs::write(dir.join("truncated.npy"), &bytes[..bytes.len() / 2]).unwrap();
    let output = tanto_reference(
        &dir,
        &[
            "eltwise_binary",
            "--input",
            "a=truncated.npy",
            "--input",
            "b=b.npy",
        ],
    );
    assert_fails_with(&output, "truncated.npy: ");
}

#[test]
fn bad_programs_and_params_are_errors() {
    let dir = scratch("program");
    eltwise_inputs(&dir);
    let output = tanto_reference(&dir, &["conv2d"]);
    assert_fails_with(
        &output,
        "unknown program `conv2d`; the programs are: eltwise_binary, matmul",
    );
    let output = tanto_reference(
        &dir,
        &[
            "eltwise_binary",
            "--param",
            "5",
            "--input",
            "a=a.npy",
            "--input",
            "b=b.npy",
        ],
    );
    assert_fails_with(&output, "op code 5 is none of 0 (add), 1 (sub), 2 (mul)");
    let output = tanto_reference(&dir, &["eltwise_binary", "--param", "-1"]);
    assert_eq!(output.status.code(), Some(1));
    let output = tanto_reference(&dir, &["matmul", "--param", "0"]);
    assert_fails_with(&output, "program `matmul` takes no parameter");
    let output = tanto_reference(&dir, &["--help"]);
    assert!(output.status.success());
    assert!(stdout(&output).contains("block_multicast"));
}

#[test]
fn matmul_within_its_accumulation_bound_passes() {
    let dir = scratch("matmul");
    let a: Vec<f32> = (0..8192)
        .map(|i| ((i * 37 % 17) as f32 - 8.0) / 8.0)
        .collect();
    let b: Vec<f32> = (0..12288)
        .map(|i| ((i * 11 % 13) as f32 - 6.0) / 4.0)
        .collect();
    npy::write_f32(&dir.join("a.npy"), &a).unwrap();
    npy::write_f32(&dir.join("b.npy"), &b).unwrap();
    let args = [
        "matmul", "--input", "a=a.npy", "--input", "b=b.npy", "--output", "c=c.npy",
    ];
    assert!(tanto_reference(&dir, &args).status.success());
    // One bf16 ulp off everywhere: what per-step rounding may cause.
    let c = npy::read_f32(&dir.join("c.npy"), 6144).unwrap();
    let nudged: Vec<f32> = c.iter().map(|&value| value * (1.0 + 1.0 / 128.0)).collect();
    npy::write_f32(&dir.join("nudged.npy"), &nudged).unwrap();
    let output = tanto_reference(&dir, &[&args[..5], &["--compare", "c=nudged.npy"]].concat());
    assert!(output.status.success(), "{}", stdout(&output));
    // C in reverse order is not close.
    let swapped: Vec<f32> = c.iter().rev().copied().collect();
    npy::write_f32(&dir.join("swapped.npy"), &swapped).unwrap();
    let output = tanto_reference(
        &dir,
        &[&args[..5], &["--compare", "c=swapped.npy"]].concat(),
    );
    assert_fails_with(&output, "over the tolerance");
}
