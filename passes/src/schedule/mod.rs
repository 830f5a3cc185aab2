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
//! Each kernel goes plan → prove → apply, without copying IR: a step is
//! planned on the IR read-only, written as an edit of the kernel's protocol
//! model ([`edits`]), and proven on the edited model; only a proven plan
//! touches the IR, once. Moving one pipe's release after another pipe's
//! acquire, and pipelining, change when a kernel blocks: they are kept only
//! when a simulation of the kernels of every core the kernel runs on proves
//! the edited model deadlock-free ([`crate::analysis::deadlock`]); otherwise
//! pipelining is dropped and blocks keep every pipe operation in order. The
//! model extracted again from the rewritten IR must block as the proven one.
//!
//! With `stats`, each kernel reports its estimated cycles before and after.

pub mod collapse;
mod cursor;
pub mod deepen;
pub mod edits;
pub mod estimate;
pub mod hoist;
pub mod joint;
pub mod model;
pub mod planner;
pub mod rewrite;
pub mod unroll;

use crate::analysis::{
    deadlock::{self as simulate, Outcome},
    protocol::{extract::Extractor, Kernel, Node},
    resources::{pipe_shapes, PipeShape},
};
use melior::{
    ir::{
        operation::OperationLike, BlockLike, BlockRef, Location, OperationRef, RegionLike,
        RegionRef,
    },
    Context,
};
use model::block_ops;
use std::collections::{BTreeMap, HashMap};
use tanto_arch::Arch;
use tanto_dialects::{
    interfaces::{self, OpInfo},
    ir,
    pass::{spanned, PassFailed, PassInfo, PassOptions, RustPass},
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
    /// Raise pipe capacities so that pipelines run deeper.
    deepen: bool,
    /// Issue readers' first frames before the work ahead of their loops.
    hoist_prologues: bool,
    reorder_pipes: bool,
    stats: bool,
    unknown_trips: u64,
    /// Least estimated gain (cycles) for which a block is reordered; None:
    /// the target's transfer issue time.
    min_gain: Option<u64>,
    /// Whether the last run rewrote any kernel (see [`RustPass::changed_ir`]).
    changed: bool,
}

fn create(options: &PassOptions) -> Result<Box<dyn RustPass>, String> {
    options.expect_only(&[
        "arch",
        "pipeline",
        "deepen",
        "hoist-prologues",
        "reorder-pipes",
        "stats",
        "unknown-trips",
        "min-gain",
    ])?;
    Ok(spanned(
        PASS.argument,
        Schedule {
            arch: crate::analysis::target::arch_option(options)?,
            pipeline: options.bool("pipeline", true)?,
            deepen: options.bool("deepen", true)?,
            hoist_prologues: options.bool("hoist-prologues", true)?,
            reorder_pipes: options.bool("reorder-pipes", true)?,
            stats: options.bool("stats", false)?,
            unknown_trips: options.u64("unknown-trips")?.unwrap_or(16),
            min_gain: options.u64("min-gain")?,
            changed: true,
        },
    ))
}

/// What scheduling one kernel did.
#[derive(Debug, Default)]
struct Report<'c> {
    hoisted: usize,
    pipelined: usize,
    /// Loops that fill pipes but were not pipelined (where), with why.
    not_pipelined: Vec<(Location<'c>, String)>,
    /// Why a plan that changes when pipe operations block was refused.
    refused: Option<String>,
    /// Blocks whose operations were put in a new order.
    reordered: usize,
}

impl Report<'_> {
    fn changed(&self) -> bool {
        self.hoisted + self.pipelined + self.reordered > 0
    }
}

/// The program's protocol model, kept in step with the IR as kernels are
/// scheduled: each plan is proven against the other kernels as they are.
/// Extracted when a first plan needs it (a program whose kernels gain
/// nothing from a new order never walks them for it).
struct Program<'c> {
    extractor: Extractor<'c>,
    /// One per function, all None until [`Self::extract`].
    kernels: Vec<Option<Kernel>>,
    extracted: bool,
    shapes: BTreeMap<String, PipeShape>,
    /// L1 that pipe deepening may still take ([`deepen::l1_free`]).
    l1_free: u64,
}

impl<'c> Program<'c> {
    /// Extracts every kernel's model from the IR as it is now, once.
    fn extract(&mut self, functions: &[OperationRef<'c, '_>]) {
        if !self.extracted {
            self.kernels = functions
                .iter()
                .map(|f| self.extractor.kernel(*f))
                .collect();
            self.extracted = true;
        }
    }

    /// Extracts kernel `index` again after its IR changed (until the first
    /// extraction, nothing to do: that one reads the IR as it is then).
    fn refresh(&mut self, index: usize, function: OperationRef<'c, '_>) {
        if self.extracted {
            self.kernels[index] = self.extractor.kernel(function);
        }
    }

    /// Whether kernel `index` may become `edited`: its pipe operations block
    /// as before, or the kernels of each of its cores provably complete.
    fn prove(&self, index: usize, edited: &Kernel) -> Result<(), String> {
        self.prove_with(index, edited, &self.shapes)
    }

    /// [`Self::prove`] with the pipes shaped as `shapes`.
    fn prove_with(
        &self,
        index: usize,
        edited: &Kernel,
        shapes: &BTreeMap<String, PipeShape>,
    ) -> Result<(), String> {
        let original = self.kernels[index]
            .as_ref()
            .ok_or("the kernel has no body")?;
        if simulate::pipe_signature(original) == simulate::pipe_signature(edited)
            && shapes == &self.shapes
        {
            return Ok(());
        }
        if edited.cores.is_none() {
            return Err(
                "the kernel is not part of a device program, so its consumers are unknown".into(),
            );
        }
        // The kernels with bodies, this one edited.
        let position = self.kernels[..index].iter().flatten().count();
        let kernels: Vec<Kernel> = self
            .kernels
            .iter()
            .enumerate()
            .filter_map(|(i, k)| {
                if i == index {
                    Some(edited.clone())
                } else {
                    k.clone()
                }
            })
            .collect();
        for (cores, members) in simulate::core_groups(&kernels) {
            if !members.contains(&position) {
                continue;
            }
            let group: Vec<&Kernel> = members.iter().map(|i| &kernels[*i]).collect();
            let (x, y) = cores[0];
            if let Some(k) = group.iter().find(|k| simulate::waits_on_semaphores(k)) {
                return Err(format!("kernel `{}` on core ({x}, {y}) waits on a semaphore, which the deadlock proof cannot follow", k.name));
            }
            match simulate::simulate(&group, shapes) {
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

    /// Kernel `index` edited by `edit` (None without a body).
    fn edited(
        &self,
        index: usize,
        edit: impl Fn(&[Node], &[usize]) -> Vec<Node>,
    ) -> Option<Kernel> {
        let kernel = self.kernels[index].as_ref()?;
        Some(Kernel {
            body: edit(&kernel.body, self.extractor.origins()),
            ..kernel.clone()
        })
    }
}

impl RustPass for Schedule {
    fn run<'c>(
        &mut self,
        context: &'c Context,
        module: OperationRef<'c, '_>,
    ) -> Result<(), PassFailed> {
        self.changed = true;
        let arch = crate::analysis::target::target(module, self.arch.as_ref(), PASS.argument)
            .ok_or(PassFailed)?;
        let functions: Vec<OperationRef> = ir::functions(module)
            .into_iter()
            .filter(|op| op.region(0).ok().and_then(|r| r.first_block()).is_some())
            .collect();
        let pipes = pipe_declarations(module);
        let mut program = Program {
            extractor: Extractor::default(),
            kernels: vec![None; functions.len()],
            extracted: false,
            shapes: pipe_shapes(module),
            l1_free: deepen::l1_free(&arch, declared_l1_bytes(module)),
        };
        let mut changed = false;
        for (index, &function) in functions.iter().enumerate() {
            let name = types::string_attribute(&function, "sym_name").unwrap_or_default();
            let _kernel = tracing::info_span!("kernel", name = %name).entered();
            // The metric's "before" half: only with stats (a whole-kernel walk).
            let before = self
                .stats
                .then(|| (self.estimate(function, &arch), sync_ops(function)));
            let report = self
                .schedule(context, &mut program, index, &functions, &arch, &pipes)
                .map_err(|message| {
                    emit_error(
                        function.location(),
                        &format!(
                            "tanto-schedule: internal error while scheduling @{name}: {message}"
                        ),
                    );
                    PassFailed
                })?;
            changed |= report.changed();
            if let Some((before, syncs_before)) = before {
                let after = self.estimate(function, &arch);
                let syncs_after = sync_ops(function);
                let count = |n: usize, noun: &str| tanto_arch::count(n as u64, noun);
                let mut message = format!(
                    "schedule @{name}: estimated {before} cycles before, {after} after; {} before, {} and {} after; {} software-pipelined; {} hoisted",
                    count(syncs_before.0, "barrier"),
                    count(syncs_after.0, "barrier"),
                    count(syncs_after.1, "wait"),
                    count(report.pipelined, "loop"),
                    count(report.hoisted, "set-up"),
                );
                if let Some(why) = report.refused {
                    message.push_str(&format!("; pipe operations kept in order: {why}"));
                }
                emit_remark(function.location(), &message);
                for (location, why) in report.not_pipelined {
                    emit_remark(location, &format!("loop not software-pipelined: {why}"));
                }
            }
        }
        self.changed = changed;
        Ok(())
    }

    fn changed_ir(&self) -> bool {
        self.changed
    }
}

impl Schedule {
    /// A kernel as the latency model's nodes.
    fn cost_nodes(&self, function: OperationRef, arch: &Arch) -> Vec<estimate::Node> {
        model::CostModel::new(&arch.latency, self.unknown_trips).function(function)
    }

    fn estimate(&self, function: OperationRef, arch: &Arch) -> u64 {
        estimate::estimate(&self.cost_nodes(function, arch), &arch.latency)
    }

    /// Why pipelining kernel `index` cannot pay, if it cannot: another
    /// kernel on its cores takes at least as long by the latency model (each
    /// kernel alone), so the core's pace is that kernel's, and pipelining
    /// the reader would only delay its first frame (issuing the frames
    /// after it first). The whole-core check of issue 39: a reader is
    /// pipelined only where it is its core's bottleneck.
    fn not_the_bottleneck(
        &self,
        program: &Program,
        index: usize,
        functions: &[OperationRef],
        arch: &Arch,
    ) -> Option<String> {
        let kernel = program.kernels[index].as_ref()?;
        let cores = kernel.cores.as_ref()?;
        let mates: Vec<usize> = program
            .kernels
            .iter()
            .enumerate()
            .filter(|&(j, _)| j != index)
            .filter(|(_, other)| {
                other.as_ref().is_some_and(|other| {
                    other.launch == kernel.launch
                        && other.cores.as_ref().is_some_and(|c| !c.is_disjoint(cores))
                })
            })
            .map(|(j, _)| j)
            .collect();
        if types::string_attribute(&functions[index], "tanto.role").as_deref() == Some("write") {
            if let Some(verdict) = self.writer_cannot_gain(program, index, &mates, functions, arch)
            {
                return verdict;
            }
        }
        let own = self.estimate(functions[index], arch);
        mates
            .iter()
            .filter_map(|&j| Some((j, program.kernels[j].as_ref()?)))
            .map(|(j, other)| (self.estimate(functions[j], arch), other.name.clone()))
            .max()
            .filter(|(slowest, _)| *slowest >= own)
            .map(|(slowest, name)| {
                format!(
                    "the kernel is not its core's bottleneck: estimated {own} cycles against {slowest} for kernel `{name}`"
                )
            })
    }

    /// Why pipelining a writer cannot pay, by the whole-core model (`joint`):
    /// a writer pipelined issues nothing sooner; it frees each frame sooner
    /// and overlaps the round trips of the frames it writes. That pays where
    /// a kernel of its core waits for the slots the writer has not freed
    /// yet, or where the writer still holds two or more frames when its
    /// producer pushes the last (a backlog it drains one round trip at a
    /// time). Some(None): it pays; Some(Some(why)): it does not; None: the
    /// model cannot tell (the kernel-alone comparison decides).
    fn writer_cannot_gain(
        &self,
        program: &Program,
        index: usize,
        mates: &[usize],
        functions: &[OperationRef],
        arch: &Arch,
    ) -> Option<Option<String>> {
        let own = self.cost_nodes(functions[index], arch);
        let popped = joint::popped_pipes(&own);
        let mut kernels = vec![own];
        kernels.extend(mates.iter().map(|&j| self.cost_nodes(functions[j], arch)));
        let frames = program
            .shapes
            .iter()
            .map(|(name, shape)| (name.clone(), (shape.capacity / shape.frame.max(1)).max(1)))
            .collect();
        let outcome = joint::simulate(&kernels, &frames, &arch.latency)?;
        let held: u64 = outcome
            .slot_waits
            .iter()
            .filter(|((k, pipe), _)| *k != 0 && popped.contains(pipe))
            .map(|(_, cycles)| cycles)
            .sum();
        let backlog = popped
            .iter()
            .filter_map(|pipe| outcome.backlog.get(pipe))
            .copied()
            .max()
            .unwrap_or(0);
        Some((held == 0 && backlog < 2).then(|| {
            format!(
                "no kernel of its core waits for its frames by the whole-core model ({} cycles together)",
                outcome.finish
            )
        }))
    }

    /// Schedules kernel `index`: each step is planned on the IR, proven on
    /// the protocol model edited by the plan, and only then applied.
    fn schedule<'c>(
        &self,
        context: &'c Context,
        program: &mut Program<'c>,
        index: usize,
        functions: &[OperationRef<'c, '_>],
        arch: &Arch,
        pipes: &[(String, OperationRef<'c, '_>)],
    ) -> Result<Report<'c>, String> {
        let function = functions[index];
        let latency = &arch.latency;
        // Hoisting moves set-up only, never a pipe operation that blocks.
        // One walk finds the ops with regions: the loops that hoisting and
        // pipelining look at (a kernel without any skips both), and the
        // owners of the blocks the planner orders.
        let mut owners = ir::nested_ops_where(function, |op| op.region_count() > 0);
        let has_loops = owners
            .iter()
            .any(|op| OpKind::of(op) == Some(OpKind::ScfFor));
        let mut report = Report {
            hoisted: if has_loops {
                rewrite::hoist_invariants(&function)
            } else {
                0
            },
            ..Default::default()
        };
        // The model was extracted from this IR; hoisting is its only change
        // so far (a kernel of 100,000 ops spent a twentieth of the pass
        // extracting it again for nothing).
        if report.hoisted > 0 {
            program.refresh(index, function);
        }
        let mut regions_changed = false;
        if self.pipeline && has_loops {
            program.extract(functions);
            // Short loops nested in frame loops are unrolled first, where
            // the kernel is one pipelining may pay for.
            let nested: Vec<OperationRef> = rewrite::loops_of(&function)
                .into_iter()
                .filter(|lp| fills_pipes(*lp))
                .filter_map(unroll::short_inner_loops)
                .flatten()
                .collect();
            if !nested.is_empty()
                && self
                    .not_the_bottleneck(program, index, functions, arch)
                    .is_none()
            {
                for inner in nested {
                    unroll::unroll(context, inner)?;
                }
                regions_changed = true;
                program.refresh(index, function);
                owners = ir::nested_ops_where(function, |op| op.region_count() > 0);
            }
            let (mut plans, mut not_pipelined) = pipelining_plans(function, &program.shapes);
            if !plans.is_empty() {
                match self.not_the_bottleneck(program, index, functions, arch) {
                    Some(why) => {
                        for plan in plans.drain(..) {
                            not_pipelined.push((plan.location(), why.clone()));
                        }
                    }
                    // Short frame loops nested in counted loops become one
                    // loop, which then pipelines across the outer iterations.
                    None if collapse_short_loops(context, &plans)? => {
                        regions_changed = true;
                        program.refresh(index, function);
                        (plans, not_pipelined) = pipelining_plans(function, &program.shapes);
                    }
                    None => {}
                }
            }
            report.not_pipelined = not_pipelined;
            let mut plans: Vec<Option<rewrite::PipelinePlan>> =
                plans.into_iter().map(Some).collect();
            // Deepened first; if that cannot be proven, as declared.
            let budgets = if self.deepen {
                vec![program.l1_free, 0]
            } else {
                vec![0]
            };
            // Prologues hoisted first where they can be; if that cannot be
            // proven, at their loops.
            let hoists = if self.hoist_prologues && plans.iter().flatten().any(|p| p.hoistable()) {
                vec![true, false]
            } else {
                vec![false]
            };
            let attempts = budgets
                .iter()
                .flat_map(|&l1| hoists.iter().map(move |&h| (l1, h)));
            for (l1_free, hoisted) in attempts {
                let mut l1_left = l1_free;
                let (chosen, capacities) = depths(
                    arch,
                    program,
                    &plans,
                    &mut l1_left,
                    &mut report.not_pipelined,
                );
                let loops: Vec<edits::PipelinedLoop> = chosen
                    .iter()
                    .filter_map(|&(i, depth)| Some(plans[i].as_ref()?.edit(depth, hoisted)))
                    .collect();
                let Some(edited) = program.edited(index, |nodes, origin| {
                    edits::pipeline(nodes, &loops, origin)
                }) else {
                    break;
                };
                let mut shapes = program.shapes.clone();
                for (name, capacity) in &capacities {
                    if let Some(shape) = shapes.get_mut(name) {
                        shape.capacity = *capacity;
                    }
                }
                match program.prove_with(index, &edited, &shapes) {
                    Ok(()) => {
                        for (name, op) in pipes {
                            if let Some(capacity) = capacities.get(name) {
                                set_capacity(context, *op, *capacity);
                            }
                        }
                        program.shapes = shapes;
                        program.l1_free = l1_left;
                        for (i, depth) in chosen {
                            if let Some(plan) = plans[i].take() {
                                rewrite::pipeline_loop(context, plan, depth, hoisted)?;
                                report.pipelined += 1;
                                regions_changed = true;
                            }
                        }
                        program.refresh(index, function);
                        check_applied(&program.kernels[index], &edited)?;
                        report.refused = None;
                        break;
                    }
                    Err(why) => report.refused = Some(why),
                }
            }
        }
        if regions_changed {
            owners = ir::nested_ops_where(function, |op| op.region_count() > 0);
        }
        let blocks = block_plans(&owners);
        let mut options = planner::Options {
            reorder_pipes: self.reorder_pipes,
        };
        loop {
            let schedules = blocks
                .iter()
                .map(|b| b.schedule(options, latency, self.unknown_trips, self.min_gain))
                .collect::<Result<Vec<_>, _>>()?;
            // No block gains from a new order: nothing to edit, prove or
            // extract again (on a kernel of 100,000 ops that was a copy of
            // its model, a simulation of its core and a walk, for nothing).
            if schedules.iter().all(Option::is_none) {
                break;
            }
            program.extract(functions);
            let rank: HashMap<usize, usize> = blocks
                .iter()
                .zip(&schedules)
                .filter_map(|(block, steps)| Some(block.ranks(steps.as_ref()?)))
                .flatten()
                .collect();
            let edited =
                program.edited(index, |nodes, origin| edits::reorder(nodes, &rank, origin));
            let proven = match edited {
                Some(edited) => program.prove(index, &edited).map(|()| Some(edited)),
                None => Ok(None),
            };
            match proven {
                Ok(edited) => {
                    // Rescheduling one block never removes another: only
                    // barriers and transfers, which have no regions, are
                    // erased.
                    for (block, steps) in blocks.iter().zip(schedules) {
                        if let Some(steps) = steps {
                            rewrite::apply_block_schedule(context, &block.ops, &steps)?;
                            report.reordered += 1;
                        }
                    }
                    program.refresh(index, function);
                    if let Some(edited) = edited {
                        check_applied(&program.kernels[index], &edited)?;
                    }
                    break;
                }
                Err(why) if options.reorder_pipes => {
                    report.refused.get_or_insert(why);
                    options.reorder_pipes = false;
                }
                // Keeping every pipe operation in order changes no
                // signature: a refusal here is a bug.
                Err(why) => return Err(why),
            }
        }
        Ok(report)
    }
}

/// The depth of each planned loop, and the pipe capacities that needs
/// (spending `l1_free`); loops that cannot be pipelined go to `refused`.
fn depths<'c>(
    arch: &Arch,
    program: &Program,
    plans: &[Option<rewrite::PipelinePlan<'c, '_>>],
    l1_free: &mut u64,
    refused: &mut Vec<(Location<'c>, String)>,
) -> (Vec<(usize, u32)>, BTreeMap<String, u64>) {
    let kernels: Vec<&Kernel> = program.kernels.iter().flatten().collect();
    // Each pipe's facts walk every kernel's model: once per pipe, not per
    // loop, so that many frame loops stay linear.
    let mut frames_used: HashMap<String, Option<Vec<u64>>> = HashMap::new();
    let mut fixed: HashMap<String, bool> = HashMap::new();
    fn per_pipe<T: Clone>(cache: &mut HashMap<String, T>, pipe: &str, f: impl FnOnce() -> T) -> T {
        cache.entry(pipe.to_string()).or_insert_with(f).clone()
    }
    let mut chosen = Vec::new();
    let mut choices = Vec::new();
    for (index, plan) in plans.iter().enumerate() {
        let Some(plan) = plan else { continue };
        let lp = deepen::Loop {
            trips: plan.trips(),
            transfers: plan.transfers() as u64,
            pipes_invariant: plan.filled().iter().all(|p| p.defined_outside),
            writes: plan.side() == rewrite::LoopSide::Consumer,
            pipes: plan
                .filled()
                .iter()
                .map(|p| {
                    let shape = program.shapes.get(&p.name).copied().unwrap_or(p.shape);
                    deepen::Pipe {
                        name: p.name.clone(),
                        capacity: shape.capacity,
                        frame: p.shape.frame,
                        tile_bytes: p.frame_bytes / p.shape.frame.max(1),
                        frames_used: per_pipe(&mut frames_used, &p.name, || {
                            deepen::frames_used(&kernels, &p.name, p.shape.frame)
                        }),
                        fixed: per_pipe(&mut fixed, &p.name, || {
                            deepen::used_with_semaphores(&kernels, &p.name)
                        }),
                    }
                })
                .collect(),
        };
        match deepen::choose(arch, &lp, l1_free) {
            Ok(choice) => {
                chosen.push((index, choice.depth));
                choices.push(choice);
            }
            Err(why) => {
                if !refused
                    .iter()
                    .any(|(at, w)| *at == plan.location() && *w == why)
                {
                    refused.push((plan.location(), why));
                }
            }
        }
    }
    (chosen, deepen::merged(&choices))
}

/// Collapses each planned loop that is a short loop nested in a counted
/// loop ([`collapse::collapsible`]); whether any was.
fn collapse_short_loops(
    context: &Context,
    plans: &[rewrite::PipelinePlan],
) -> Result<bool, String> {
    let outers: Vec<OperationRef> = plans
        .iter()
        .filter_map(|plan| collapse::collapsible(plan.op()))
        .collect();
    for outer in &outers {
        collapse::collapse(context, *outer)?;
    }
    Ok(!outers.is_empty())
}

/// The pipe declarations of the module, by name.
fn pipe_declarations<'c, 'a>(module: OperationRef<'c, 'a>) -> Vec<(String, OperationRef<'c, 'a>)> {
    crate::analysis::resources::declarations(module)
        .into_iter()
        .filter(|d| d.resource == tanto_dialects::spec::Resource::Pipe)
        .map(|d| (d.name, d.op))
        .collect()
}

/// Bytes of L1 the module's pipes and local buffers take, all together.
fn declared_l1_bytes(module: OperationRef) -> u64 {
    crate::analysis::resources::declarations(module)
        .into_iter()
        .map(|d| {
            let element = types::type_attribute(&d.op, "element")
                .and_then(tanto_dialects::rules::element_bytes)
                .unwrap_or(4);
            let count =
                |name| u64::try_from(types::int_attribute(&d.op, name).unwrap_or(0)).unwrap_or(0);
            match d.resource {
                tanto_dialects::spec::Resource::Pipe => {
                    count("capacity") * 1024 * element
                        + u64::from(tanto_manifest::abi::pipe::CONTROL_BYTES)
                }
                tanto_dialects::spec::Resource::Local => count("elements") * element,
                _ => 0,
            }
        })
        .sum()
}

/// Sets a pipe declaration's capacity (tiles).
fn set_capacity(context: &Context, op: OperationRef, capacity: u64) {
    let i64_type = melior::ir::r#type::IntegerType::new(context, 64).into();
    let value = melior::ir::attribute::IntegerAttribute::new(i64_type, capacity as i64);
    ir::set_attribute(op, "capacity", value.into());
}

/// The model extracted from the rewritten IR must block as the proven one.
fn check_applied(applied: &Option<Kernel>, proven: &Kernel) -> Result<(), String> {
    let applied = applied.as_ref().ok_or("the kernel lost its body")?;
    let (applied, proven) = (
        simulate::pipe_signature(applied),
        simulate::pipe_signature(proven),
    );
    if applied == proven {
        Ok(())
    } else {
        Err(format!(
            "the rewritten kernel does not match its proven plan: it blocks as `{applied}`, the plan as `{proven}`"
        ))
    }
}

/// The frame loops of `function` to software-pipeline, and the loops that
/// fill pipes but cannot be (where, why).
fn pipelining_plans<'c, 'a>(
    function: OperationRef<'c, 'a>,
    shapes: &BTreeMap<String, PipeShape>,
) -> (
    Vec<rewrite::PipelinePlan<'c, 'a>>,
    Vec<(Location<'c>, String)>,
) {
    let mut plans = Vec::new();
    let mut refused = Vec::new();
    for lp in rewrite::loops_of(&function) {
        match rewrite::plan_pipelining(lp, shapes) {
            Ok(plan) => plans.push(plan),
            Err(why) if fills_pipes(lp) => refused.push((lp.location(), why)),
            Err(_) => {}
        }
    }
    (plans, refused)
}

/// Whether a loop reserves pipe frames and reads into them, or waits for
/// frames and writes out of them, in its own body (the transfers possibly
/// in loops nested there).
fn fills_pipes(lp: OperationRef) -> bool {
    let body = lp.region(0).ok().and_then(|r| r.first_block());
    let ops = body.map(block_ops).unwrap_or_default();
    let inside: Vec<&OpInfo> = ops.iter().map(interfaces::info).collect();
    let nested: Vec<OperationRef> = ops
        .iter()
        .filter(|op| op.region_count() > 0)
        .flat_map(|op| nested_ops(*op))
        .collect();
    let has = |step: ProtocolStep, dir: planner::Dir| {
        inside
            .iter()
            .any(|i| i.protocol.map(|p| p.step) == Some(step))
            && (inside.iter().any(|i| model::transfer_dir(i) == Some(dir))
                || nested
                    .iter()
                    .any(|op| model::transfer_dir(interfaces::info(op)) == Some(dir)))
    };
    has(ProtocolStep::Reserve, planner::Dir::Read) || has(ProtocolStep::Wait, planner::Dir::Write)
}

/// One block's operations and the planner's view of them.
struct BlockPlan<'c, 'a> {
    ops: Vec<OperationRef<'c, 'a>>,
    plan: Vec<planner::Op>,
}

impl BlockPlan<'_, '_> {
    /// The new order of the block, or None where it would not improve it:
    /// unchanged, more synchronisation, or an estimated gain (the block
    /// alone on the latency model) below `min_gain` (default: one
    /// transfer's issue time). The estimate sees one core without
    /// contention, so a smaller predicted gain is within its error and can
    /// be a loss on the chip (a reorder of eltwise's reader that the model
    /// credited with one pipe operation made the 16-core program 4% slower).
    fn schedule(
        &self,
        options: planner::Options,
        latency: &tanto_arch::Latency,
        unknown_trips: u64,
        min_gain: Option<u64>,
    ) -> Result<Option<Vec<planner::Step>>, String> {
        let steps = planner::schedule(&self.plan, options);
        let original_syncs = self
            .plan
            .iter()
            .filter(|o| matches!(o.kind, planner::Kind::Barrier(_)))
            .count();
        let original = planner::original_order(&self.plan);
        if steps == original || planner::sync_count(&steps) > original_syncs {
            return Ok(None);
        }
        // Only a schedule that may be applied is checked (the check builds
        // the dependences again): the block's own order is kept unchecked.
        planner::verify(&self.plan, &steps, options)?;
        let cycles = |steps: &[planner::Step]| {
            let nodes = model::CostModel::new(latency, unknown_trips).steps(&self.ops, steps);
            estimate::estimate(&nodes, latency)
        };
        let gain = cycles(&original).saturating_sub(cycles(&steps));
        Ok((gain >= min_gain.unwrap_or(latency.issue)).then_some(steps))
    }

    /// Each operation's position in the new order, by its key.
    fn ranks(&self, steps: &[planner::Step]) -> Vec<(usize, usize)> {
        steps
            .iter()
            .filter_map(|s| match s {
                planner::Step::Op(i) if *i > 0 => Some(ir::op_key(self.ops[i - 1])),
                _ => None,
            })
            .enumerate()
            .map(|(rank, key)| (key, rank))
            .collect()
    }
}

/// The blocks of `owners` (a function's ops with regions, itself first)
/// that move data, planned.
fn block_plans<'c, 'a>(owners: &[OperationRef<'c, 'a>]) -> Vec<BlockPlan<'c, 'a>> {
    let mut in_flight = model::InFlight::default();
    owners
        .iter()
        .flat_map(|op| op.regions().flat_map(blocks_of).collect::<Vec<_>>())
        .filter_map(|block| {
            let ops = block_ops(block);
            let plan = model::planner_ops(&ops, || in_flight.at_entry(block))?;
            Some(BlockPlan { ops, plan })
        })
        .collect()
}

fn blocks_of<'c, 'a>(region: RegionRef<'c, 'a>) -> Vec<BlockRef<'c, 'a>> {
    std::iter::successors(region.first_block(), |b| b.next_in_region()).collect()
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
