//! `tanto-verify-protocol`: the pipe protocol on every path of every kernel,
//! and across the kernels of a core, a static deadlock check (the rules are
//! in [`checker`]). Trip counts come from constants and from the arguments a
//! device program gives (`tanto.value`).

pub mod checker;

use crate::analysis::{
    deadlock, graph, per_core,
    protocol::{extract::Extractor, Kernel},
    resources::{pipe_shapes, PipeShape},
};
use melior::{ir::OperationRef, Context};
use std::collections::BTreeMap;
use tanto_dialects::{
    finding::Policy,
    pass::{PassInfo, PassResult},
};

pub static PASS: PassInfo = PassInfo {
    argument: "tanto-verify-protocol",
    description: "Check the pipe and FIFO protocols on every path, and that producers and consumers of each pipe agree (a static deadlock check)",
    anchor: tanto_dialects::OpKind::BuiltinModule.name(),
    create: |options| crate::findings::create(PASS.argument, run, options),
};

fn run<'c>(_context: &'c Context, module: OperationRef<'c, '_>, policy: &Policy) -> PassResult {
    let mut extractor = Extractor::default();
    // A kernel with per-core arguments is modelled once per group of cores
    // where they take the same values, as the host runs it.
    let mut kernels: Vec<Kernel> = Vec::new();
    for function in tanto_dialects::ir::functions(module) {
        match per_core::core_variants(&function) {
            Some(variants) => kernels.extend(
                variants
                    .into_iter()
                    .filter_map(|(cores, values)| extractor.kernel_on(function, cores, values)),
            ),
            None => kernels.extend(extractor.kernel(function)),
        }
    }
    let mut findings: Vec<checker::Finding> =
        kernels.iter().flat_map(checker::check_kernel).collect();
    let shapes = pipe_shapes(module);
    for kernel in &kernels {
        findings.extend(checker::check_frame_extents(kernel, &shapes, &|at| {
            extractor.extent(at)
        }));
    }
    findings.extend(checker::check_program(&kernels, &shapes));
    // Deadlocks only make sense for kernels that follow the protocol.
    if !findings.iter().any(checker::Finding::is_error) {
        findings.extend(deadlocks(&kernels, &shapes));
    }
    // Models of one kernel's core groups find the same problems in its code.
    let mut seen = std::collections::HashSet::new();
    findings.retain(|f| seen.insert((extractor.origins()[f.at], f.message.clone())));
    crate::findings::report(findings, policy, |at| extractor.location(at))
}

/// Runs the kernels of each core against their pipes; a deadlock is an
/// error at the first blocked kernel, with a note at each other one.
fn deadlocks(kernels: &[Kernel], shapes: &BTreeMap<String, PipeShape>) -> Vec<checker::Finding> {
    let mut findings = Vec::new();
    for (cores, members) in deadlock::core_groups(kernels) {
        let group: Vec<&Kernel> = members.iter().map(|i| &kernels[*i]).collect();
        let deadlock::Outcome::Deadlock(deadlock) = deadlock::simulate(&group, shapes) else {
            continue;
        };
        // The notes follow the wait-for cycle from the first blocked kernel.
        let order = graph::wait_for_order(&group, &deadlock.blocked);
        let mut blocked = order.iter().map(|i| &deadlock.blocked[*i]);
        let Some(first) = blocked.next() else {
            continue;
        };
        let others: Vec<&deadlock::Blocked> = blocked.collect();
        let (x, y) = cores[0];
        let more = match cores.len() {
            1 => String::new(),
            n => format!(" and {} other cores", n - 1),
        };
        let message = format!(
            "deadlock on core ({x}, {y}){more}: kernel `{}` {}",
            first.kernel, first.reason
        );
        let finding = others.iter().fold(
            checker::Finding::of(&checker::rules::DEADLOCK, first.at, message),
            |finding, o| {
                finding.with_note(o.at, format!("while kernel `{}` {}", o.kernel, o.reason))
            },
        );
        // A producer blocked on a full pipe whose frame a finished kernel
        // holds: say who holds it, the one party not blocked.
        let full_pipes: Vec<&str> = std::iter::once(first)
            .chain(others.iter().copied())
            .filter(|b| b.awaits == deadlock::Side::Consumer)
            .map(|b| b.pipe.as_str())
            .collect();
        findings.push(
            deadlock
                .held
                .iter()
                .filter(|h| full_pipes.contains(&h.pipe.as_str()))
                .fold(finding, |finding, h| {
                    finding.with_note(
                        h.at,
                        format!(
                            "kernel `{}` holds a frame of `{}` to its end: it waits for it here and never pops it",
                            h.kernel, h.pipe
                        ),
                    )
                }),
        );
    }
    findings
}
