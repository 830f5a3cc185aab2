//! The IR side of scheduling: applying a block schedule, hoisting
//! loop-invariant pipe and move set-up, and software-pipelining frame loops.

use super::{
    cursor::{mapped, Cursor, ValueMap},
    edits,
    model::{self, block_ops, resource, transfer_dir},
    planner::{Dir, Step},
};
use crate::analysis::loops::known_trip_count as known_trips;
use crate::analysis::resources::PipeShape;
use melior::{
    ir::{
        attribute::{Attribute, IntegerAttribute},
        block::{BlockArgument, BlockLike},
        operation::{OperationBuilder, OperationLike, OperationResult},
        r#type::Type,
        Identifier, Location, OperationRef, RegionLike, Value, ValueLike,
    },
    Context,
};
use std::collections::{BTreeMap, BTreeSet, HashMap};
use tanto_dialects::{
    interfaces,
    ir::{self, nested_ops, value_key},
    noc,
    scf::ForOp,
    spec::ProtocolStep,
    OpKind,
};

/// The pipe operand of a pipe-protocol step.
fn protocol_pipe<'c, 'a>(op: OperationRef<'c, 'a>) -> Option<Value<'c, 'a>> {
    op.operand(interfaces::info(&op).protocol?.pipe).ok()
}

/// What a `pipe.set_frame` or `noc.move_init` configures: the pipe, or the
/// buffer holding the move context.
fn configured<'c, 'a>(op: OperationRef<'c, 'a>) -> Option<Value<'c, 'a>> {
    match noc::MoveInitOp::cast(op) {
        Some(init) => init.dst().ok(),
        None => protocol_pipe(op),
    }
}

fn token_type(context: &Context) -> Result<Type<'_>, String> {
    noc::TokenType::get(context).map_err(|e| e.to_string())
}

/// The result `index` of an op this pass built, as a value.
fn result<'c, 'a>(op: OperationRef<'c, 'a>, index: usize) -> Result<Value<'c, 'a>, String> {
    op.result(index).map(Value::from).map_err(|e| e.to_string())
}

/// The `ahead` attribute of a frame `ahead` frames after the write frame
/// (none for the next frame, whose `ahead` is implied).
fn ahead_attribute(context: &Context, ahead: u32) -> Option<(Identifier<'_>, Attribute<'_>)> {
    (ahead >= 2).then(|| {
        let i64_type = melior::ir::r#type::IntegerType::new(context, 64).into();
        (
            Identifier::new(context, "ahead"),
            IntegerAttribute::new(i64_type, ahead.into()).into(),
        )
    })
}

/// A copy of transfer `op` with a completion token (and, `ahead` > 0,
/// aimed at the frame reserved that many frames after the write frame),
/// operands renamed through `map`.
fn transfer_with_token<'c, 'a>(
    context: &'c Context,
    op: OperationRef<'c, 'a>,
    map: &ValueMap<'c, 'a>,
    (ahead, side): (u32, LoopSide),
    reusing: Option<Value<'c, 'a>>,
    at: Cursor<'c, 'a>,
) -> Result<OperationRef<'c, 'a>, String> {
    let mut operands: Vec<Value> = op.operands().map(|v| mapped(map, v)).collect();
    operands.extend(reusing);
    let mut attributes: Vec<(Identifier, Attribute)> = op.attributes().collect();
    match side {
        LoopSide::Producer if ahead >= 1 => {
            attributes.push((
                Identifier::new(context, "next_frame"),
                Attribute::unit(context),
            ));
            attributes.extend(ahead_attribute(context, ahead));
        }
        LoopSide::Consumer if ahead >= 1 => {
            let i64_type = melior::ir::r#type::IntegerType::new(context, 64).into();
            attributes.push((
                Identifier::new(context, "source_ahead"),
                IntegerAttribute::new(i64_type, ahead.into()).into(),
            ));
        }
        _ => {}
    }
    // The builder keeps a reference to the name until it builds.
    let name = op.name().as_string_ref().as_str().unwrap_or("").to_string();
    let builder = OperationBuilder::new(&name, op.location())
        .add_operands(&operands)
        .add_attributes(&attributes)
        .add_results(&[token_type(context)?]);
    at.build(builder)
}

fn simple_op<'c, 'a>(
    kind: OpKind,
    operands: &[Value<'c, 'a>],
    location: Location<'c>,
    at: Cursor<'c, 'a>,
) -> Result<OperationRef<'c, 'a>, String> {
    at.build(OperationBuilder::new(kind.name(), location).add_operands(operands))
}

/// The barrier that completes transfers of direction `dir`.
fn barrier_for(dir: Dir) -> OpKind {
    match dir {
        Dir::Read => OpKind::NocReadBarrier,
        Dir::Write => OpKind::NocWriteBarrier,
    }
}

/// Rewrites a block in the order of `steps` (which index the planner's
/// view: step `Op(i + 1)` is `ops[i]`, `Op(0)` the transfers in flight at
/// entry): original barriers go, new barriers and token waits come in;
/// transfers waited on get tokens.
pub fn apply_block_schedule<'c, 'a>(
    context: &'c Context,
    ops: &[OperationRef<'c, 'a>],
    steps: &[Step],
) -> Result<(), String> {
    let Some(block) = ops.first().and_then(|o| o.block()) else {
        return Ok(());
    };
    let location = ops[0].location();
    let mut current: Vec<OperationRef<'c, 'a>> = ops.to_vec();
    // Read everything needed from `ops` now: transfers given tokens below
    // are erased, and their old handles die.
    let barriers: Vec<usize> = (0..ops.len())
        .filter(|i| model::barrier_dir(interfaces::info(&ops[*i])).is_some())
        .collect();
    // New barriers and waits take the locations of the original barriers,
    // in order.
    let mut barrier_locations: BTreeMap<Dir, std::collections::VecDeque<Location>> =
        BTreeMap::new();
    for op in ops {
        if let Some(dir) = model::barrier_dir(interfaces::info(op)) {
            barrier_locations
                .entry(dir)
                .or_default()
                .push_back(op.location());
        }
    }
    let waited: BTreeSet<usize> = steps
        .iter()
        .flat_map(|s| {
            if let Step::Wait(list) = s {
                list.clone()
            } else {
                vec![]
            }
        })
        .collect();
    for i in waited {
        let Some(slot) = i.checked_sub(1) else {
            return Err("a wait on the transfers in flight at entry".into());
        };
        let with_token = transfer_with_token(
            context,
            current[slot],
            &HashMap::new(),
            (0, LoopSide::Producer),
            None,
            Cursor {
                block,
                before: Some(current[slot]),
            },
        )?;
        // A transfer without a token has no results, so nothing uses it.
        ir::erase(current[slot]).map_err(|e| e.to_string())?;
        current[slot] = with_token;
    }
    let mut location_for = |dir: Dir| {
        let queue = barrier_locations.entry(dir).or_default();
        if queue.len() > 1 {
            queue.pop_front()
        } else {
            queue.front().copied()
        }
        .unwrap_or(location)
    };
    let mut previous: Option<OperationRef<'c, 'a>> = None;
    let place = |op: OperationRef<'c, 'a>, previous: &mut Option<OperationRef<'c, 'a>>| {
        match *previous {
            Some(p) => ir::move_after(op, p),
            None => ir::move_to_start(op, block),
        }
        *previous = Some(op);
    };
    for step in steps {
        match step {
            Step::Op(0) => {}
            Step::Op(i) => place(current[i - 1], &mut previous),
            Step::Barrier(dir) => {
                let op = simple_op(
                    barrier_for(*dir),
                    &[],
                    location_for(*dir),
                    Cursor {
                        block,
                        before: None,
                    },
                )?;
                place(op, &mut previous);
            }
            Step::Wait(list) => {
                let tokens = list
                    .iter()
                    .map(|i| result(current[i - 1], 0))
                    .collect::<Result<Vec<_>, _>>()?;
                let op = simple_op(
                    OpKind::NocWait,
                    &tokens,
                    location_for(Dir::Read),
                    Cursor {
                        block,
                        before: None,
                    },
                )?;
                place(op, &mut previous);
            }
        }
    }
    for i in barriers {
        // Barriers have no results, so nothing uses them.
        ir::erase(current[i]).map_err(|e| e.to_string())?;
    }
    Ok(())
}

/// Whether `value` is defined outside `region_owner` (not in its regions).
fn defined_outside(value: Value, region_owner: OperationRef) -> bool {
    // An argument's owner block borrows the argument: walk while it lives.
    // Checked first: melior's failed conversion prints the value (a walk of
    // the whole module).
    if value.is_block_argument() {
        if let Ok(argument) = BlockArgument::try_from(value) {
            return not_within(argument.owner().parent_operation(), region_owner);
        }
    }
    not_within(
        OperationResult::try_from(value)
            .ok()
            .and_then(|r| r.owner().parent_operation()),
        region_owner,
    )
}

/// Whether `region_owner` is neither `parent` nor one of its ancestors.
fn not_within(mut parent: Option<OperationRef>, region_owner: OperationRef) -> bool {
    while let Some(op) = parent {
        if ir::op_key(op) == ir::op_key(region_owner) {
            return false;
        }
        parent = op.parent_operation();
    }
    true
}

/// Whether `op` has the pipe or local buffer `target` as an operand.
fn touches(op: OperationRef, target: &str) -> bool {
    op.operands().any(|v| {
        (tanto_dialects::pipe::PipeType::isa(v.r#type())
            || tanto_dialects::noc::LocalType::isa(v.r#type()))
            && resource(v) == target
    })
}

/// Moves loop-invariant `set_frame` and `move_init` out of counted loops
/// that run at least once: the first iteration would set the same state.
/// Inner loops first, so set-up climbs as far as it can. Returns how many
/// operations moved (counting each move).
pub fn hoist_invariants(function: &OperationRef) -> usize {
    let mut moved = 0;
    for lp in loops_of(function) {
        if known_trips(&lp).unwrap_or(0) < 1 {
            continue;
        }
        let Some(body) = lp.region(0).ok().and_then(|r| r.first_block()) else {
            continue;
        };
        let top = block_ops(body);
        let inside: Vec<OperationRef> = nested_ops(lp).into_iter().filter(|o| *o != lp).collect();
        for (position, &candidate) in top.iter().enumerate() {
            let kind = OpKind::of(&candidate);
            if !matches!(kind, Some(OpKind::PipeSetFrame | OpKind::NocMoveInit)) {
                continue;
            }
            if !candidate.operands().all(|v| defined_outside(v, lp)) {
                continue;
            }
            let Some(target_value) = configured(candidate) else {
                continue;
            };
            let target = resource(target_value);
            let touched_before = top[..position].iter().any(|o| {
                touches(*o, &target) || nested_ops(*o).iter().any(|n| touches(*n, &target))
            });
            let set_again = inside
                .iter()
                .any(|o| *o != candidate && OpKind::of(o) == kind && touches(*o, &target));
            // The move context dies at any other transfer touching the buffer.
            let context_survives = kind != Some(OpKind::NocMoveInit)
                || inside.iter().all(|o| {
                    *o == candidate
                        || !touches(*o, &target)
                        || noc::MoveOp::cast(*o)
                            .and_then(|m| m.dst().ok())
                            .is_some_and(|dst| resource(dst) == target)
                });
            if touched_before || set_again || !context_survives {
                continue;
            }
            ir::move_before(candidate, lp);
            moved += 1;
        }
    }
    moved
}

/// A pipe a frame loop fills, one frame per iteration.
#[derive(Debug, Clone)]
pub struct FilledPipe {
    pub name: String,
    /// As declared: the program's capacity is a minimum.
    pub shape: PipeShape,
    /// Bytes of one declared frame.
    pub frame_bytes: u64,
    /// Whether the loop names it through a value defined outside it (not
    /// a loop-carried one), which a pipeline deeper than one frame needs:
    /// its pushes then name the same pipe as the reserves of later
    /// iterations.
    pub defined_outside: bool,
}

/// Which end of its pipes a frame loop works.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LoopSide {
    /// `reserve_back; reads into the write frame; read_barrier; push_back`.
    Producer,
    /// `wait_front; writes out of the read frame; write_barrier; pop_front`.
    Consumer,
}

/// What a frame loop is made of.
struct FrameLoop<'c, 'a> {
    side: LoopSide,
    body: Vec<OperationRef<'c, 'a>>,
    /// The pipes it fills, by reserve_back position.
    pipes: Vec<usize>,
    /// The same pipes, in the same order.
    filled: Vec<FilledPipe>,
    transfers: Vec<usize>,
    pushes: Vec<usize>,
    pure: Vec<usize>,
}

/// Recognises `for { [reserve_back p; NoC reads into p's frame; read_barrier;
/// push_back p]... }` (pure arithmetic anywhere), each pipe once.
fn frame_loop<'c, 'a>(
    lp: &OperationRef<'c, 'a>,
    shapes: &BTreeMap<String, PipeShape>,
) -> Result<FrameLoop<'c, 'a>, String> {
    let body = lp
        .region(0)
        .ok()
        .and_then(|r| r.first_block())
        .ok_or("the loop has no body")?;
    let ops = block_ops(body);
    let (terminator, ops) = ops.split_last().ok_or("the loop body is empty")?;
    if OpKind::of(terminator) != Some(OpKind::ScfYield) {
        return Err("the loop body does not end in scf.yield".into());
    }
    let mut shape = FrameLoop {
        side: LoopSide::Producer,
        body: ops.to_vec(),
        pipes: vec![],
        filled: vec![],
        transfers: vec![],
        pushes: vec![],
        pure: vec![],
    };
    // The pipes acquired (reserve_back, wait_front) and released in the body.
    let mut acquired: BTreeMap<String, usize> = BTreeMap::new();
    let mut released: BTreeSet<String> = BTreeSet::new();
    let mut side: Option<LoopSide> = None;
    let mut work = |on: LoopSide| match side.replace(on) {
        Some(other) if other != on => Err("the loop both fills and drains pipes".to_string()),
        _ => Ok(()),
    };
    for (i, op) in ops.iter().enumerate() {
        let info = interfaces::info(op);
        let name = op.name().as_string_ref().as_str().unwrap_or("").to_string();
        let step = info.protocol.map(|p| p.step);
        match info.kind {
            _ if info.pure && op.region_count() == 0 => shape.pure.push(i),
            Some(OpKind::NocReadBarrier) => work(LoopSide::Producer)?,
            Some(OpKind::NocWriteBarrier) => work(LoopSide::Consumer)?,
            _ if matches!(
                step,
                Some(
                    ProtocolStep::Reserve
                        | ProtocolStep::Push
                        | ProtocolStep::Wait
                        | ProtocolStep::Pop
                )
            ) =>
            {
                let producing = matches!(step, Some(ProtocolStep::Reserve | ProtocolStep::Push));
                work(if producing {
                    LoopSide::Producer
                } else {
                    LoopSide::Consumer
                })?;
                let pipe = protocol_pipe(*op)
                    .map(resource)
                    .ok_or("a protocol step without its pipe")?;
                if matches!(step, Some(ProtocolStep::Reserve | ProtocolStep::Wait)) {
                    let declared = shapes.get(&pipe).copied().ok_or_else(|| {
                        format!("the capacity of pipe `{pipe}` is not known (no device program)")
                    })?;
                    let element = crate::lower::element_size(
                        protocol_pipe(*op)
                            .ok_or("a protocol step without its pipe")?
                            .r#type(),
                    );
                    shape.filled.push(FilledPipe {
                        name: pipe.clone(),
                        shape: declared,
                        frame_bytes: declared.frame * 1024 * element as u64,
                        defined_outside: protocol_pipe(*op)
                            .is_some_and(|v| defined_outside(v, *lp)),
                    });
                    if acquired.insert(pipe.clone(), i).is_some() {
                        return Err(format!("pipe `{pipe}` is acquired twice per iteration"));
                    }
                    shape.pipes.push(i);
                } else {
                    if !acquired.contains_key(&pipe) || !released.insert(pipe.clone()) {
                        return Err(format!(
                            "pipe `{pipe}` is not acquired then released once per iteration"
                        ));
                    }
                    shape.pushes.push(i);
                }
            }
            _ if transfer_dir(info) == Some(Dir::Read) && op.result_count() == 0 => {
                work(LoopSide::Producer)?;
                let n = &name;
                let (src, dst) = model::transfer_ends(op).ok_or("a malformed transfer")?;
                let pipe = resource(dst);
                let open = acquired.contains_key(&pipe) && !released.contains(&pipe);
                if !tanto_dialects::pipe::PipeType::isa(dst.r#type()) || !open {
                    return Err(format!("`{n}` does not fill a frame reserved in the loop"));
                }
                if tanto_dialects::pipe::PipeType::isa(src.r#type()) {
                    return Err(format!("`{n}` reads a pipe's read frame"));
                }
                shape.transfers.push(i);
            }
            Some(OpKind::NocWrite) if op.result_count() == 0 => {
                work(LoopSide::Consumer)?;
                let n = &name;
                let (src, dst) = model::transfer_ends(op).ok_or("a malformed transfer")?;
                let pipe = resource(src);
                let open = acquired.contains_key(&pipe) && !released.contains(&pipe);
                if !tanto_dialects::pipe::PipeType::isa(src.r#type()) || !open {
                    return Err(format!(
                        "`{n}` does not drain a frame waited for in the loop"
                    ));
                }
                if tanto_dialects::pipe::PipeType::isa(dst.r#type()) {
                    return Err(format!("`{n}` writes a pipe's write frame"));
                }
                shape.transfers.push(i);
            }
            _ => return Err(format!("the loop body has `{name}`")),
        }
    }
    shape.side = side.unwrap_or(LoopSide::Producer);
    if shape.pipes.is_empty() || shape.transfers.is_empty() {
        return Err("the loop fills or drains no pipe frame".into());
    }
    if released.len() != acquired.len() {
        return Err("a pipe acquired in the loop is not released in it".into());
    }
    Ok(shape)
}

/// The pure operations of the body that `roots` (operand values) depend on.
fn pure_slice(shape: &FrameLoop, roots: &[Value]) -> Vec<usize> {
    let results: HashMap<usize, usize> = shape
        .pure
        .iter()
        .flat_map(|&i| {
            shape.body[i]
                .results()
                .map(move |r| (value_key(r.into()), i))
        })
        .collect();
    let mut needed = BTreeSet::new();
    let mut work: Vec<Value> = roots.to_vec();
    while let Some(v) = work.pop() {
        if let Some(&i) = results.get(&value_key(v)) {
            if needed.insert(i) {
                work.extend(shape.body[i].operands());
            }
        }
    }
    needed.into_iter().collect()
}

fn operands_of<'c, 'a>(op: OperationRef<'c, 'a>) -> Vec<Value<'c, 'a>> {
    op.operands().collect()
}

/// A frame loop to software-pipeline, found by [`plan_pipelining`].
pub struct PipelinePlan<'c, 'a> {
    lp: OperationRef<'c, 'a>,
    trips: u64,
    shape: FrameLoop<'c, 'a>,
    /// Where its prologue may go instead of at the loop.
    hoist: Option<super::hoist::Hoist<'c, 'a>>,
}

impl<'c, 'a> PipelinePlan<'c, 'a> {
    /// The pipes the loop fills.
    pub fn filled(&self) -> &[FilledPipe] {
        &self.shape.filled
    }

    pub fn trips(&self) -> u64 {
        self.trips
    }

    /// The loop.
    pub fn op(&self) -> OperationRef<'c, 'a> {
        self.lp
    }

    pub fn location(&self) -> melior::ir::Location<'c> {
        self.lp.location()
    }

    pub fn side(&self) -> LoopSide {
        self.shape.side
    }

    /// NoC transfers per iteration.
    pub fn transfers(&self) -> usize {
        self.shape.transfers.len()
    }

    /// Whether its prologue can be hoisted ([`super::hoist`]).
    pub fn hoistable(&self) -> bool {
        self.hoist.is_some()
    }

    /// The plan, `depth` frames deep, its prologue `hoisted` if it can be,
    /// as an edit of the protocol model.
    pub fn edit(&self, depth: u32, hoisted: bool) -> edits::PipelinedLoop {
        let keys = |indices: &[usize]| {
            indices
                .iter()
                .map(|&i| ir::op_key(self.shape.body[i]))
                .collect()
        };
        let issue: Vec<usize> = self
            .shape
            .pipes
            .iter()
            .chain(&self.shape.transfers)
            .copied()
            .collect();
        edits::PipelinedLoop {
            op: ir::op_key(self.lp),
            trips: self.trips,
            depth,
            issue: keys(&issue),
            pushes: keys(&self.shape.pushes),
            hoisted_past: match &self.hoist {
                Some(hoist) if hoisted => hoist.crossed.clone(),
                _ => BTreeSet::new(),
            },
            carried: match &self.hoist {
                Some(hoist) if hoisted => hoist.carried.iter().map(|o| ir::op_key(*o)).collect(),
                _ => BTreeSet::new(),
            },
        }
    }
}

/// Whether loop `lp` can be software-pipelined ([`pipeline_loop`]): a frame
/// loop of `trips >= 2` iterations over pipes of the device program. Its
/// depth is [`super::deepen`]'s choice. Reads the IR only.
pub fn plan_pipelining<'c, 'a>(
    lp: OperationRef<'c, 'a>,
    shapes: &BTreeMap<String, PipeShape>,
) -> Result<PipelinePlan<'c, 'a>, String> {
    let trips = known_trips(&lp).ok_or("its trip count is not known")?;
    match trips {
        0 => return Err("it never runs".into()),
        1 => return Err("it runs once".into()),
        _ => {}
    }
    let shape = frame_loop(&lp, shapes)?;
    let mut plan = PipelinePlan {
        lp,
        trips,
        shape,
        hoist: None,
    };
    if plan.side() == LoopSide::Producer {
        let pipes: Vec<String> = plan.filled().iter().map(|p| p.name.clone()).collect();
        plan.hoist = super::hoist::hoist_point(lp, &pipes);
    }
    Ok(plan)
}

/// Software-pipelines a planned frame loop `d` frames deep: the reads of
/// the d iterations after iteration i are in flight, in the frames reserved
/// ahead of the write frame (`reserve_next`), while iteration i's complete.
///
/// ```text
/// prologue: reserve_back; t0 = reads(0);
///           reserve_next 1; t1 = reads(1); ...; reserve_next d; t_d = reads(d)
/// for k in 0..n-d-1 (args a_k+d; tokens t_k..t_k+d):
///     wait(t_k); push_back
///     a_k+d+1 = f(a_k+d); reserve_next d;
///     t_k+d+1 = reads(k+d+1) into that frame, under t_k's transaction ids
/// epilogue: wait(t_n-d-1); push_back; ...; wait(t_n-1); push_back; results f(a_n-1)
/// ```
///
/// A transfer's token is its transaction id, and a wait waits for every
/// transfer under that id: each iteration's reads take the ids of the frame
/// just waited for (`reusing`), so the d + 1 frames in flight have distinct
/// ids and each wait waits for its own frame only. A frame is pushed as soon
/// as it lands, before the next frame's reads are issued. The pipes must be
/// defined outside the loop ([`super::deepen`] checks it). The loop is
/// erased; its plan is consumed.
pub fn pipeline_loop<'c, 'a>(
    context: &'c Context,
    plan: PipelinePlan<'c, 'a>,
    depth: u32,
    hoisted: bool,
) -> Result<(), String> {
    let PipelinePlan {
        lp,
        trips,
        shape,
        hoist,
    } = plan;
    if depth == 0 || u64::from(depth) + 1 > trips {
        return Err(format!(
            "a pipeline {depth} frames deep over a loop of {trips} iterations"
        ));
    }
    let for_op = ForOp::cast(lp).ok_or("not an scf.for")?;
    let body = for_op.body().ok_or("no body")?;
    let outer = lp.block().ok_or("the loop is not in a block")?;
    let location = lp.location();
    let iv: Value<'c, 'a> = for_op
        .induction_variable()
        .ok_or("no induction variable")?
        .into();
    let args: Vec<Value<'c, 'a>> = for_op.carried_all().into_iter().map(Value::from).collect();
    let inits: Vec<Value<'c, 'a>> = for_op.inits();
    let yielded: Vec<Value<'c, 'a>> = body.terminator().map(operands_of).unwrap_or_default();
    let (lb, ub_value, step) = (
        for_op.lower_bound().map_err(|e| e.to_string())?,
        for_op.upper_bound().map_err(|e| e.to_string())?,
        for_op.step().map_err(|e| e.to_string())?,
    );
    let (lb_const, step_const) = (
        crate::analysis::values::evaluate(lb)?,
        crate::analysis::values::evaluate(step)?,
    );
    let before_loop = Cursor {
        block: outer,
        before: Some(lp),
    };
    // The prologue's place: at the loop, or before the work ahead of it.
    let prologue_at = match hoist {
        Some(hoist) if hoisted => {
            for op in hoist.carried {
                ir::move_before(op, hoist.before);
            }
            Cursor {
                block: outer,
                before: Some(hoist.before),
            }
        }
        _ => before_loop,
    };
    let transfer_roots: Vec<Value> = shape
        .transfers
        .iter()
        .flat_map(|&i| operands_of(shape.body[i]))
        .collect();
    let issue_slice = pure_slice(&shape, &transfer_roots);
    let advance_slice = pure_slice(&shape, &yielded);

    // Issues the reserves and reads of one iteration (in body order) at
    // `at`, with iv and args renamed by `map`, into the frame `ahead`
    // after the write frame (0: the write frame); returns the tokens.
    let issue = |map: &mut ValueMap<'c, 'a>,
                 at: Cursor<'c, 'a>,
                 ahead: u32,
                 reusing: &[Value<'c, 'a>]|
     -> Result<Vec<Value<'c, 'a>>, String> {
        let mut tokens = Vec::new();
        for i in 0..shape.body.len() {
            let op = shape.body[i];
            if issue_slice.contains(&i) {
                at.clone_mapped(op, map);
            } else if shape.pipes.contains(&i) {
                if ahead >= 1 {
                    let pipe = mapped(
                        map,
                        protocol_pipe(op).ok_or("a protocol step without its pipe")?,
                    );
                    let kind = match shape.side {
                        LoopSide::Producer => OpKind::PipeReserveNext,
                        LoopSide::Consumer => OpKind::PipeWaitNext,
                    };
                    let reserve = OperationBuilder::new(kind.name(), op.location())
                        .add_operands(&[pipe])
                        .add_attributes(
                            &ahead_attribute(context, ahead)
                                .into_iter()
                                .collect::<Vec<_>>(),
                        );
                    at.build(reserve)?;
                } else {
                    at.clone_mapped(op, map);
                }
            } else if shape.transfers.contains(&i) {
                let new = transfer_with_token(
                    context,
                    op,
                    map,
                    (ahead, shape.side),
                    reusing.get(tokens.len()).copied(),
                    at,
                )?;
                tokens.push(result(new, 0)?);
            }
        }
        Ok(tokens)
    };
    // f(a_k): the next iteration's arguments.
    let advance = |map: &mut ValueMap<'c, 'a>, at: Cursor<'c, 'a>| -> Vec<Value<'c, 'a>> {
        for &i in &advance_slice {
            at.clone_mapped(shape.body[i], map);
        }
        yielded.iter().map(|v| mapped(map, *v)).collect()
    };
    let constant =
        |value: i64, of: Value<'c, 'a>, at: Cursor<'c, 'a>| -> Result<Value<'c, 'a>, String> {
            let attribute = IntegerAttribute::new(of.r#type(), value);
            let op = at.build(
                OperationBuilder::new(OpKind::ArithConstant.name(), location)
                    .add_attributes(&[(Identifier::new(context, "value"), attribute.into())])
                    .add_results(&[of.r#type()]),
            )?;
            result(op, 0)
        };
    // The map of one iteration: its induction value and arguments.
    let iteration = |iv_value: Value<'c, 'a>, arg_values: &[Value<'c, 'a>]| {
        let mut map: ValueMap<'c, 'a> = HashMap::new();
        map.insert(value_key(iv), iv_value);
        for (a, v) in args.iter().zip(arg_values) {
            map.insert(value_key(*a), *v);
        }
        map
    };
    let add = |a: Value<'c, 'a>, b: Value<'c, 'a>, at: Cursor<'c, 'a>| {
        let built = at.build(
            OperationBuilder::new(OpKind::ArithAddi.name(), location)
                .add_operands(&[a, b])
                .add_results(&[iv.r#type()]),
        )?;
        result(built, 0)
    };

    // Prologue: iterations 0 .. d, each into the frame `j` ahead.
    let mut map = iteration(lb, &inits);
    let mut groups: Vec<Vec<Value<'c, 'a>>> = vec![issue(&mut map, prologue_at, 0, &[])?];
    for j in 1..=depth {
        let next_args = advance(&mut map, prologue_at);
        let iv_j = constant(lb_const + i64::from(j) * step_const, lb, prologue_at)?;
        map = iteration(iv_j, &next_args);
        groups.push(issue(&mut map, prologue_at, j, &[])?);
    }
    let front_args: Vec<Value<'c, 'a>> = args.iter().map(|a| mapped(&map, *a)).collect();
    let per_iteration = groups[0].len();

    // The loop over iterations 0 .. n-d-1, carrying the arguments of the
    // last iteration issued and the tokens of the d + 1 in flight.
    let end_iv = lb_const + (trips as i64 - 1 - i64::from(depth)) * step_const;
    let new_ub = constant(end_iv, ub_value, before_loop)?;
    let carried_tokens: Vec<Value<'c, 'a>> = groups.iter().flatten().copied().collect();
    let mut loop_inits: Vec<Value> = front_args.clone();
    loop_inits.extend(&carried_tokens);
    let (new_loop, new_body) =
        before_loop.counted_loop((lb, new_ub, step), &loop_inits, lp, location)?;
    let result_count = loop_inits.len();
    let inner = Cursor {
        block: new_body,
        before: None,
    };
    let body_arg = |i: usize| -> Result<Value<'c, 'a>, String> {
        new_body
            .argument(i)
            .map(Value::from)
            .map_err(|e| e.to_string())
    };
    let carried = (0..args.len())
        .map(|i| body_arg(1 + i))
        .collect::<Result<Vec<_>, _>>()?;
    let in_flight = (0..carried_tokens.len())
        .map(|i| body_arg(1 + args.len() + i))
        .collect::<Result<Vec<_>, _>>()?;
    // Frame k lands and is pushed first: its push waits for no issue.
    let (landing, later) = in_flight.split_at(per_iteration);
    simple_op(OpKind::NocWait, landing, location, inner)?;
    for &i in &shape.pushes {
        inner.clone_mapped(shape.body[i], &mut HashMap::new());
    }
    // Then iteration k + d + 1 (the last issued is k + d) fills the frame d
    // after the new write frame, under frame k's transaction ids.
    let offset = constant(i64::from(depth) * step_const, lb, inner)?;
    let front_iv = add(body_arg(0)?, offset, inner)?;
    let mut map = iteration(front_iv, &carried);
    let next_args = advance(&mut map, inner);
    let next_iv = add(front_iv, step, inner)?;
    let mut next_map = iteration(next_iv, &next_args);
    let next_tokens = issue(&mut next_map, inner, depth, landing)?;
    let mut yield_values = next_args.clone();
    yield_values.extend(later);
    yield_values.extend(next_tokens);
    simple_op(OpKind::ScfYield, &yield_values, location, inner)?;

    // Epilogue: the last d + 1 iterations' frames, and the loop's results.
    let results = (0..result_count)
        .map(|i| result(new_loop, i))
        .collect::<Result<Vec<_>, _>>()?;
    let final_iv = constant(lb_const + (trips as i64 - 1) * step_const, lb, before_loop)?;
    let mut map = iteration(final_iv, &results[..args.len()]);
    for group in results[args.len()..].chunks(per_iteration.max(1)) {
        simple_op(OpKind::NocWait, group, location, before_loop)?;
        for &i in &shape.pushes {
            before_loop.clone_mapped(shape.body[i], &mut HashMap::new());
        }
    }
    let finals = advance(&mut map, before_loop);
    // The old loop's results become the finals; then it goes.
    ir::replace_op(lp, &finals).map_err(|e| e.to_string())
}

/// The counted loops of a function, innermost first.
pub fn loops_of<'c, 'a>(function: &OperationRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    let mut loops = ir::nested_ops_where(*function, |o| OpKind::of(&o) == Some(OpKind::ScfFor));
    loops.reverse();
    loops
}
