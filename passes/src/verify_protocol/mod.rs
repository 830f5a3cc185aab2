//! `tanto-verify-protocol`: the pipe protocol on every path of every kernel,
//! and across the kernels of a core, a static deadlock check (the rules are
//! in [`checker`]). Trip counts come from constants and from the arguments a
//! device program gives (`tanto.value`).

pub mod checker;

use crate::analysis::{
    deadlock, graph,
    protocol::{extract::Extractor, Kernel},
    resources::pipe_capacities,
};
use checker::Severity;
use melior::ir::OperationRef;
use std::collections::BTreeMap;
use tanto_dialects::{
    pass::{PassFailed, PassInfo, PassOptions, RustPass},
    verify::{emit, emit_warning, nested_ops, Finding},
    OpKind,
};

pub static PASS: PassInfo = PassInfo {
    argument: "tanto-verify-protocol",
    description: "Check the pipe and FIFO protocols on every path, and that producers and consumers of each pipe agree (a static deadlock check)",
    anchor: tanto_dialects::OpKind::BuiltinModule.name(),
    create,
};

fn create(options: &PassOptions) -> Result<Box<dyn RustPass>, String> {
    options.expect_only(&[])?;
    Ok(Box::new(VerifyProtocol))
}

struct VerifyProtocol;

impl RustPass for VerifyProtocol {
    fn run<'c>(
        &mut self,
        _context: &'c melior::Context,
        module: OperationRef<'c, '_>,
    ) -> Result<(), PassFailed> {
        let _span = tracing::info_span!("pass", name = PASS.argument).entered();
        let mut extractor = Extractor::default();
        let kernels: Vec<Kernel> = nested_ops(module)
            .into_iter()
            .filter(|op| OpKind::of(op) == Some(OpKind::FuncFunc))
            .filter_map(|function| extractor.kernel(function))
            .collect();
        let mut findings: Vec<checker::Finding> =
            kernels.iter().flat_map(checker::check_kernel).collect();
        findings.extend(checker::check_program(&kernels));
        // Deadlocks only make sense for kernels that follow the protocol.
        if findings.iter().all(|f| f.severity != Severity::Error) {
            findings.extend(deadlocks(&kernels, &pipe_capacities(module)));
        }
        let mut failed = false;
        for finding in findings {
            let location = extractor.location(finding.at);
            match finding.severity {
                Severity::Error => {
                    failed = true;
                    let notes = finding
                        .notes
                        .into_iter()
                        .map(|(at, note)| (extractor.location(at), note))
                        .collect();
                    emit(&Finding {
                        location,
                        message: finding.message,
                        notes,
                    });
                }
                Severity::Warning => emit_warning(location, &finding.message),
            }
        }
        if failed {
            Err(PassFailed)
        } else {
            Ok(())
        }
    }

    /// A checker: it reports, and never changes the IR.
    fn changed_ir(&self) -> bool {
        false
    }
}

/// Runs the kernels of each core against their pipes; a deadlock is an
/// error at the first blocked kernel, with a note at each other one.
fn deadlocks(kernels: &[Kernel], capacity: &BTreeMap<String, u64>) -> Vec<checker::Finding> {
    let mut findings = Vec::new();
    for (cores, members) in deadlock::core_groups(kernels) {
        let group: Vec<&Kernel> = members.iter().map(|i| &kernels[*i]).collect();
        let deadlock::Outcome::Deadlock(deadlock) = deadlock::simulate(&group, capacity) else {
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
        findings.push(checker::Finding {
            at: first.at,
            severity: Severity::Error,
            message: format!(
                "deadlock on core ({x}, {y}){more}: kernel `{}` {}",
                first.kernel, first.reason
            ),
            notes: others
                .iter()
                .map(|o| (o.at, format!("while kernel `{}` {}", o.kernel, o.reason)))
                .collect(),
        });
    }
    findings
}
