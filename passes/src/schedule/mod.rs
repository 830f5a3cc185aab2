//! `tanto-schedule`: latency → schedule → expand, on each kernel.
//!
//! * latency: a cost model of the kernel from the target file's latency
//!   section ([`estimate`]);
//! * schedule: each block that moves data is list-scheduled ([`planner`]):
//!   NoC transfers issue as early as their operands allow, barriers sink to
//!   the last point before the data is used and merge, and a barrier that
//!   should not wait for everything in flight becomes a `noc.wait` on tokens;
//! * expand: loop-invariant `set_frame`/`move_init` leave their loops, and
//!   frame loops over pipes of two or more frames are software-pipelined
//!   ([`rewrite::pipeline_loop`]).
//!
//! Moving one pipe's release after another pipe's acquire, and pipelining,
//! change when a kernel blocks. They are kept only when a simulation of the
//! kernels of every core the kernel runs on proves the new order
//! deadlock-free (see [`crate::analysis::deadlock`]); otherwise the
//! pass falls back to a schedule that keeps every pipe operation in order.
//!
//! With `stats`, each kernel reports its estimated cycles before and after.

pub mod estimate;
pub mod model;
pub mod planner;
pub mod rewrite;

use crate::analysis::{
    deadlock::{self as simulate, Outcome},
    protocol::{extract::Extractor, Kernel},
    resources::pipe_capacities,
};
use melior::{
    ir::{operation::OperationLike, BlockLike, BlockRef, Location, OperationRef, RegionLike},
    Context,
};
use model::block_ops;
use std::collections::BTreeMap;
use tanto_arch::Arch;
use tanto_dialects::{
    interfaces::{self, OpInfo},
    ir,
    pass::{PassFailed, PassInfo, PassOptions, RustPass},
    spec::ProtocolStep,
    types,
    verify::{emit_error, emit_remark, nested_ops},
    OpKind,
};

pub static PASS: PassInfo = PassInfo {
    argument: "tanto-schedule",
    description: "Issue NoC reads early, sink and merge barriers, hoist loop-invariant set-up, software-pipeline frame loops (proven deadlock-free); estimate cycles",
    anchor: tanto_dialects::OpKind::BuiltinModule.name(),
    create,
};

struct Schedule {
    arch: Option<Arch>,
    pipeline: bool,
    reorder_pipes: bool,
    stats: bool,
    unknown_trips: u64,
}

fn create(options: &PassOptions) -> Result<Box<dyn RustPass>, String> {
    options.expect_only(&[
        "arch",
        "pipeline",
        "reorder-pipes",
        "stats",
        "unknown-trips",
    ])?;
    Ok(Box::new(Schedule {
        arch: options
            .string("arch")
            .map(Arch::load)
            .transpose()
            .map_err(|e| e.to_string())?,
        pipeline: options.bool("pipeline", true)?,
        reorder_pipes: options.bool("reorder-pipes", true)?,
        stats: options.bool("stats", false)?,
        unknown_trips: options.u64("unknown-trips")?.unwrap_or(16),
    }))
}

/// How far a kernel may be transformed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Level {
    pipeline: bool,
    reorder_pipes: bool,
}

/// What the transformation of one kernel did.
#[derive(Debug, Default)]
struct Report<'c> {
    hoisted: usize,
    pipelined: usize,
    /// Loops that fill pipes but were not pipelined (where), with why.
    /// Locations are uniqued in the context, so they outlive a discarded
    /// candidate.
    not_pipelined: Vec<(Location<'c>, String)>,
}

impl RustPass for Schedule {
    fn run<'c>(
        &mut self,
        context: &'c Context,
        module: OperationRef<'c, '_>,
    ) -> Result<(), PassFailed> {
        let _span = tracing::info_span!("pass", name = PASS.argument).entered();
        let arch = crate::analysis::target::target(module, self.arch.as_ref(), PASS.argument)
            .ok_or(PassFailed)?;
        let capacities = pipe_capacities(module);
        let mut functions: Vec<OperationRef> = nested_ops(module)
            .into_iter()
            .filter(|op| {
                OpKind::of(op) == Some(OpKind::FuncFunc)
                    && op.region(0).ok().and_then(|r| r.first_block()).is_some()
            })
            .collect();
        for index in 0..functions.len() {
            let function = functions[index];
            let name = types::string_attribute(&function, "sym_name").unwrap_or_default();
            let _kernel = tracing::info_span!("kernel", name = %name).entered();
            let before = self.estimate(function, &arch);
            let syncs_before = sync_ops(function);
            let mut levels = vec![Level {
                pipeline: self.pipeline,
                reorder_pipes: self.reorder_pipes,
            }];
            if self.pipeline {
                levels.push(Level {
                    pipeline: false,
                    reorder_pipes: self.reorder_pipes,
                });
            }
            levels.push(Level {
                pipeline: false,
                reorder_pipes: false,
            });
            levels.dedup();
            let mut refused = None;
            let mut report = Report::default();
            // Why loops were not pipelined, from the most ambitious attempt.
            let mut not_pipelined: Option<Vec<(Location, String)>> = None;
            for level in levels {
                let candidate =
                    ir::insert_after(function, ir::clone_detached(function)).map_err(|e| {
                        emit_error(function.location(), &format!("tanto-schedule: {e}"));
                        PassFailed
                    })?;
                report = transform(context, candidate, level, &capacities).map_err(|message| {
                    emit_error(
                        function.location(),
                        &format!(
                            "tanto-schedule: internal error while scheduling @{name}: {message}"
                        ),
                    );
                    ir::erase(candidate);
                    PassFailed
                })?;
                not_pipelined.get_or_insert_with(|| report.not_pipelined.clone());
                match prove(&functions, index, candidate) {
                    // Nothing refers to a dropped function by handle any more:
                    // symbols are looked up by name, and the survivor carries
                    // the same one.
                    Ok(()) => {
                        ir::erase(functions[index]);
                        functions[index] = candidate;
                        break;
                    }
                    Err(why) => {
                        refused.get_or_insert(why);
                        ir::erase(candidate);
                    }
                }
            }
            let function = functions[index];
            if self.stats {
                let after = self.estimate(function, &arch);
                let syncs_after = sync_ops(function);
                let mut message = format!(
                    "schedule @{name}: estimated {before} cycles before, {after} after; {} barriers before, {} barriers and {} waits after; {} loops software-pipelined; {} set-ups hoisted",
                    syncs_before.0, syncs_after.0, syncs_after.1, report.pipelined, report.hoisted
                );
                if let Some(why) = refused {
                    message.push_str(&format!("; pipe operations kept in order: {why}"));
                }
                emit_remark(function.location(), &message);
                for (location, why) in not_pipelined.unwrap_or_default() {
                    emit_remark(location, &format!("loop not software-pipelined: {why}"));
                }
            }
        }
        Ok(())
    }
}

impl Schedule {
    fn estimate(&self, function: OperationRef, arch: &Arch) -> u64 {
        let nodes = model::CostModel::new(&arch.latency, self.unknown_trips).function(function);
        estimate::estimate(&nodes, &arch.latency)
    }
}

/// (barriers, waits) in a function.
fn sync_ops(function: OperationRef) -> (usize, usize) {
    let ops = nested_ops(function);
    let count = |pick: &dyn Fn(&OperationRef) -> bool| ops.iter().filter(|o| pick(o)).count();
    (
        count(&|o| model::barrier_dir(interfaces::info(o)).is_some()),
        count(&|o| OpKind::of(o) == Some(OpKind::NocWait)),
    )
}

fn transform<'c>(
    context: &'c Context,
    function: OperationRef<'c, '_>,
    level: Level,
    capacities: &BTreeMap<String, u64>,
) -> Result<Report<'c>, String> {
    let mut report = Report {
        hoisted: rewrite::hoist_invariants(&function),
        ..Default::default()
    };
    // Which loops read into pipes in their own body, decided before any is
    // rewritten (a pipelined loop's prologue lands in its parent's body).
    let loops: Vec<(OperationRef, bool)> = rewrite::loops_of(&function)
        .into_iter()
        .map(|lp| {
            let body = lp.region(0).ok().and_then(|r| r.first_block());
            let inside: Vec<&OpInfo> = body
                .map(block_ops)
                .unwrap_or_default()
                .iter()
                .map(interfaces::info)
                .collect();
            let fills = inside
                .iter()
                .any(|i| i.protocol.map(|p| p.step) == Some(ProtocolStep::Reserve))
                && inside
                    .iter()
                    .any(|i| model::transfer_dir(i) == Some(planner::Dir::Read));
            (lp, fills)
        })
        .collect();
    for (lp, fills_pipes) in loops {
        if !level.pipeline {
            continue;
        }
        // Read before pipelining, which erases the loop.
        let location = lp.location();
        match rewrite::pipeline_loop(context, lp, capacities) {
            Ok(()) => report.pipelined += 1,
            Err(why) if fills_pipes => report.not_pipelined.push((location, why)),
            Err(_) => {}
        }
    }
    // Rescheduling one block never removes another: only barriers and
    // transfers, which have no regions, are erased.
    let blocks: Vec<BlockRef> = nested_ops(function)
        .into_iter()
        .flat_map(|op| {
            op.regions()
                .flat_map(|r| {
                    let mut out = Vec::new();
                    let mut block = r.first_block();
                    while let Some(b) = block {
                        out.push(b);
                        block = b.next_in_region();
                    }
                    out
                })
                .collect::<Vec<_>>()
        })
        .collect();
    let options = planner::Options {
        reorder_pipes: level.reorder_pipes,
    };
    for block in blocks {
        let ops = block_ops(block);
        if !model::schedulable(&ops) {
            continue;
        }
        let plan = model::planner_ops(&ops, &model::in_flight_at_entry(block));
        let steps = planner::schedule(&plan, options);
        planner::verify(&plan, &steps, options)?;
        let original_syncs = plan
            .iter()
            .filter(|o| matches!(o.kind, planner::Kind::Barrier(_)))
            .count();
        let original = planner::original_order(&plan);
        let unchanged = steps == original;
        if planner::sync_count(&steps) > original_syncs || unchanged {
            continue;
        }
        rewrite::apply_block_schedule(context, &ops, &steps)?;
    }
    Ok(report)
}

/// Whether `candidate` may replace kernel `index`: its pipe operations block
/// as before, or the kernels of each of its cores provably complete.
fn prove(functions: &[OperationRef], index: usize, candidate: OperationRef) -> Result<(), String> {
    let mut extractor = Extractor::default();
    let kernels: Vec<Kernel> = functions
        .iter()
        .enumerate()
        .filter_map(|(i, f)| extractor.kernel(if i == index { candidate } else { *f }))
        .collect();
    let original = Extractor::default()
        .kernel(functions[index])
        .ok_or("the kernel has no body")?;
    let Some(position) = kernels.iter().position(|k| k.name == original.name) else {
        return Err("the kernel has no body".into());
    };
    if simulate::pipe_signature(&original) == simulate::pipe_signature(&kernels[position]) {
        return Ok(());
    }
    if kernels[position].cores.is_none() {
        return Err(
            "the kernel is not part of a device program, so its consumers are unknown".into(),
        );
    }
    let capacity = capacities_of(functions, index);
    for (cores, members) in simulate::core_groups(&kernels) {
        if !members.contains(&position) {
            continue;
        }
        let group: Vec<&Kernel> = members.iter().map(|i| &kernels[*i]).collect();
        let (x, y) = cores[0];
        if let Some(k) = group.iter().find(|k| simulate::waits_on_semaphores(k)) {
            return Err(format!("kernel `{}` on core ({x}, {y}) waits on a semaphore, which the deadlock proof cannot follow", k.name));
        }
        match simulate::simulate(&group, &capacity) {
            Outcome::Completes => {}
            Outcome::Deadlock(d) => {
                let what = d
                    .blocked
                    .first()
                    .map(|b| format!("kernel `{}` {}", b.kernel, b.reason))
                    .unwrap_or_default();
                return Err(format!(
                    "the new order would deadlock on core ({x}, {y}): {what}"
                ));
            }
            Outcome::Unknown(why) => {
                return Err(format!(
                    "deadlock freedom on core ({x}, {y}) is not decidable: {why}"
                ))
            }
        }
    }
    Ok(())
}

fn capacities_of(functions: &[OperationRef], index: usize) -> BTreeMap<String, u64> {
    let Some(module) = functions[index].parent_operation() else {
        return BTreeMap::new();
    };
    pipe_capacities(module)
}
