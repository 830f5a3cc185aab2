//! Every program of the kernel corpus (test/Programs/corpus/*/program.toml),
//! compiled at -O2, run on the simulator with seeded random inputs and
//! compared with its reference in `tanto_references::corpus`.
//! `TANTO_CORPUS=<dir>` runs one program.

use super::run_programs::simulate;
use std::path::Path;
use tanto_references::{compare, corpus};

/// The corpus programs, by directory name.
fn programs() -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../test/Programs/corpus");
    let mut dirs: Vec<String> = std::fs::read_dir(&root)
        .expect("the corpus directory")
        .filter_map(|entry| entry.ok())
        .filter(|entry| entry.path().join("program.toml").is_file())
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .collect();
    dirs.sort();
    dirs
}

/// The `name = "..."` of a program file.
fn program_name(text: &str) -> Option<String> {
    let table: toml::Table = text.parse().ok()?;
    table.get("name")?.as_str().map(str::to_owned)
}

#[test]
fn every_corpus_program_matches_its_reference() {
    let only = std::env::var("TANTO_CORPUS").ok();
    let mut failures = Vec::new();
    let mut checked = 0;
    for dir in programs() {
        if only.as_ref().is_some_and(|o| *o != dir) {
            continue;
        }
        let path = format!("test/Programs/corpus/{dir}/program.toml");
        let text = super::run_programs::program_text(&path);
        let name = program_name(&text).unwrap_or_else(|| panic!("{path}: no name"));
        let Some(entry) = corpus::find(&name) else {
            failures.push(format!("{path}: no reference named `{name}`"));
            continue;
        };
        let (inputs, outputs) = simulate(&path, text, 2, 0x5eed);
        let expected = match (entry.run)(&inputs) {
            Ok(expected) => expected,
            Err(e) => {
                failures.push(format!("{path}: the reference fails: {e}"));
                continue;
            }
        };
        if outputs.keys().ne(expected.keys()) {
            failures.push(format!(
                "{path}: outputs {:?}, reference {:?}",
                outputs.keys().collect::<Vec<_>>(),
                expected.keys().collect::<Vec<_>>()
            ));
            continue;
        }
        for (output, expected) in &expected {
            match compare(expected, &outputs[output], entry.tolerance) {
                Ok(c) if c.violations == 0 && c.compared > 0 => {}
                Ok(c) => failures.push(format!(
                    "{path}: `{output}`: {} of {} elements differ; first {:?}",
                    c.violations, c.compared, c.first_violation
                )),
                Err(e) => failures.push(format!("{path}: `{output}`: {e:?}")),
            }
        }
        checked += 1;
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(checked > 0, "no corpus program was checked");
    if only.is_none() {
        // Every reference has a program.
        for entry in corpus::all() {
            assert!(
                programs().iter().any(|dir| {
                    let path = format!("test/Programs/corpus/{dir}/program.toml");
                    program_name(&super::run_programs::program_text(&path)).as_deref()
                        == Some(entry.name)
                }),
                "reference `{}` has no program",
                entry.name
            );
        }
    }
    eprintln!("{checked} corpus programs match their references");
}
