//! The planners' views of the IR: a block as [`planner::Op`]s, a function
//! as cost [`estimate::Node`]s.

use super::{
    estimate::{self, Carried, PipeStep, Route},
    planner::{self, Dir, Kind},
};
use crate::analysis::{loops::known_trip_count, values};
use melior::ir::{
    block::BlockLike, operation::OperationLike, BlockRef, OperationRef, RegionLike, Value,
    ValueLike,
};
use std::collections::{BTreeSet, HashMap, HashSet};
use tanto_arch::Latency;
use tanto_dialects::{
    interfaces::{self, OpInfo},
    ir::{op_key, value_key},
    rules::element_bytes,
    scf::ForOp,
    spec::{Access, ComputeClass, ProtocolStep},
    types, OpKind,
};

/// NoC transfers, by direction: a read barrier completes the reads (and
/// moves, which the spec defines as reads), a write barrier the writes.
pub fn transfer_dir(info: &OpInfo) -> Option<Dir> {
    info.transfer.as_ref().map(|t| t.direction)
}

pub fn barrier_dir(info: &OpInfo) -> Option<Dir> {
    info.barrier
}

pub use crate::analysis::ir::block_ops;

/// A buffer's identity: the program resource a kernel argument is bound to,
/// else the argument or value itself.
pub fn resource(value: Value) -> String {
    // Checked first: melior's failed conversion prints the value, which
    // walks the whole module (quadratic over a kernel).
    if let Some(parameter) = values::kernel_parameter(value) {
        return parameter
            .bind
            .unwrap_or_else(|| format!("arg{}", parameter.index));
    }
    format!("value{:x}", value_key(value))
}

/// The buffer an endpoint touches: a pipe's write frame when written, its
/// read frame when read; local and global buffers as a whole.
fn endpoint(value: Value, written: bool) -> String {
    let id = resource(value);
    if tanto_dialects::pipe::PipeType::isa(value.r#type()) {
        format!("{id}.{}", if written { "w" } else { "r" })
    } else {
        id
    }
}

/// A transfer's (source, destination) operands.
pub fn transfer_ends<'c, 'a>(op: &OperationRef<'c, 'a>) -> Option<(Value<'c, 'a>, Value<'c, 'a>)> {
    let transfer = interfaces::info(op).transfer.as_ref()?;
    Some((
        op.operand(transfer.src).ok()?,
        op.operand(transfer.dst).ok()?,
    ))
}

/// Whether a transfer takes the transaction id of a completed one (a deep
/// software pipeline's): it must stay after the wait on that one, an order
/// the planner's dependences do not see.
fn reuses_an_id(op: &OperationRef, info: &OpInfo) -> bool {
    use tanto_dialects::noc;
    match info.kind {
        Some(OpKind::NocRead) => noc::ReadOp::cast(*op).is_some_and(|o| o.reusing().is_some()),
        Some(OpKind::NocReadRemote) => {
            noc::ReadRemoteOp::cast(*op).is_some_and(|o| o.reusing().is_some())
        }
        Some(OpKind::NocMove) => noc::MoveOp::cast(*op).is_some_and(|o| o.reusing().is_some()),
        Some(OpKind::NocWrite) => noc::WriteOp::cast(*op).is_some_and(|o| o.reusing().is_some()),
        _ => false,
    }
}

/// Directions of the NoC transactions an opaque op may start: its own (a
/// remote semaphore write), those nested in its regions, or any for a call.
fn issued_inside(op: &OperationRef) -> Vec<Dir> {
    if OpKind::of(op) == Some(OpKind::FuncCall) {
        return vec![Dir::Read, Dir::Write];
    }
    let mut dirs = Vec::new();
    for inner in tanto_dialects::verify::nested_ops(*op) {
        let info = interfaces::info(&inner);
        for dir in transfer_dir(info).into_iter().chain(info.issues) {
            if !dirs.contains(&dir) {
                dirs.push(dir);
            }
        }
    }
    dirs.sort();
    dirs
}

/// Directions with transfers in flight after `ops`, given those at start.
fn in_flight_after(ops: &[OperationRef], start: &BTreeSet<Dir>) -> BTreeSet<Dir> {
    let mut flying = start.clone();
    for op in ops {
        let info = interfaces::info(op);
        if let Some(dir) = transfer_dir(info).or(info.issues) {
            flying.insert(dir);
        } else if let Some(dir) = barrier_dir(info) {
            flying.remove(&dir);
        } else if op.region_count() > 0 || info.kind == Some(OpKind::FuncCall) {
            flying.extend(issued_inside(op));
        }
    }
    flying
}

/// Directions with transfers possibly in flight when a block starts: none
/// at the top of a kernel; in a region, those in flight before its op, and
/// for a loop also those an iteration leaves in flight. Each block's ops are
/// scanned once for all the regions nested in it (asking each region for
/// the ops before its owner made a function of 1,000 sibling loops
/// quadratic).
#[derive(Default)]
pub struct InFlight {
    /// Entry state of each block asked for, by block.
    entries: HashMap<usize, BTreeSet<Dir>>,
    /// State before each op of the blocks scanned, by op.
    before_op: HashMap<usize, BTreeSet<Dir>>,
    scanned: HashSet<usize>,
}

fn block_key(block: BlockRef) -> usize {
    block.to_raw().ptr as usize
}

impl InFlight {
    pub fn at_entry(&mut self, block: BlockRef) -> BTreeSet<Dir> {
        if let Some(entry) = self.entries.get(&block_key(block)) {
            return entry.clone();
        }
        let entry = self.compute_entry(block);
        self.entries.insert(block_key(block), entry.clone());
        entry
    }

    fn compute_entry(&mut self, block: BlockRef) -> BTreeSet<Dir> {
        let Some(owner) = block.parent_operation() else {
            return BTreeSet::new();
        };
        if OpKind::of(&owner) == Some(OpKind::FuncFunc) {
            return BTreeSet::new();
        }
        let Some(outer) = owner.block() else {
            return [Dir::Read, Dir::Write].into();
        };
        let mut entry = self.before(outer, owner);
        if OpKind::of(&owner).is_some_and(OpKind::is_loop_like) {
            // Iterations feed the next one: grow to a fixed point (two bits).
            let body = block_ops(block);
            loop {
                let grown: BTreeSet<Dir> = entry
                    .union(&in_flight_after(&body, &entry))
                    .copied()
                    .collect();
                if grown == entry {
                    break;
                }
                entry = grown;
            }
        }
        entry
    }

    /// The state before `op` of `block`, scanning `block` the first time.
    fn before(&mut self, block: BlockRef, op: OperationRef) -> BTreeSet<Dir> {
        if self.scanned.insert(block_key(block)) {
            let mut flying = self.at_entry(block);
            for inner in block_ops(block) {
                let after = in_flight_after(&[inner], &flying);
                self.before_op.insert(op_key(inner), flying);
                flying = after;
            }
        }
        self.before_op.get(&op_key(op)).cloned().unwrap_or_default()
    }
}

/// Whether a block can be rescheduled, gathered op by op: it moves data,
/// and no transfer with a token is covered by one of its barriers (a wait,
/// not a barrier, is what completes those), and no transfer reuses an id.
#[derive(Default)]
struct Schedulable {
    moves_data: bool,
    tokens: bool,
    barriers: bool,
    reused_id: bool,
}

impl Schedulable {
    fn add(&mut self, op: &OperationRef, info: &OpInfo) {
        let transfer = transfer_dir(info).is_some();
        let barrier = barrier_dir(info).is_some();
        self.moves_data |= transfer || barrier;
        self.tokens |= transfer && op.result_count() > 0;
        self.barriers |= barrier;
        self.reused_id |= transfer && reuses_an_id(op, info);
    }

    fn holds(&self) -> bool {
        self.moves_data && !(self.tokens && self.barriers) && !self.reused_id
    }
}

/// The planner's view of a block, or None when it cannot be rescheduled
/// ([`Schedulable`]): op 0 stands for the transfers in flight when it
/// starts (`entry`, asked for only then), op i + 1 for `ops[i]`. One pass
/// over the ops: on a block of 100,000 a second one cost as much again,
/// in cache misses.
pub fn planner_ops(
    ops: &[OperationRef],
    entry: impl FnOnce() -> BTreeSet<Dir>,
) -> Option<Vec<planner::Op>> {
    let index: HashMap<usize, usize> = ops
        .iter()
        .enumerate()
        .map(|(i, op)| (op_key(*op), i + 1))
        .collect();
    let mut schedulable = Schedulable::default();
    let mut planned = Vec::with_capacity(ops.len() + 1);
    planned.push(planner::Op {
        kind: Kind::InFlight,
        reads: vec![],
        writes: vec![],
        uses: vec![],
        issues: vec![],
    });
    for op in ops {
        let info = interfaces::info(op);
        schedulable.add(op, info);
        let uses = op
            .operands()
            .filter_map(values::defining_op)
            .filter_map(|owner| index.get(&op_key(owner)).copied())
            .collect();
        let operand = |i: usize| op.operand(i).map(resource).unwrap_or_default();
        let fence = || (Kind::Fence, vec![], vec![]);
        let (kind, reads, writes) = if op.region_count() > 0 {
            fence()
        } else if info.pure {
            (Kind::Pure, vec![], vec![])
        } else if let Some(dir) = transfer_dir(info).filter(|_| op.result_count() == 0) {
            // A source pipe is its read frame, but a multicast sends
            // its write frame (the op's `frames` say which).
            let src_written = info
                .transfer
                .as_ref()
                .is_some_and(|t| info.frames.contains(&(t.src, Access::Write)));
            match transfer_ends(op) {
                Some((src, dst)) => (
                    Kind::Transfer(dir),
                    vec![endpoint(src, src_written)],
                    vec![endpoint(dst, true)],
                ),
                None => fence(),
            }
        } else if let Some(dir) = barrier_dir(info) {
            (Kind::Barrier(dir), vec![], vec![])
        } else if let Some(protocol) = info.protocol {
            let pipe = operand(protocol.pipe);
            let (write_frame, read_frame) = (format!("{pipe}.w"), format!("{pipe}.r"));
            match protocol.step {
                ProtocolStep::Reserve => (Kind::Acquire(pipe), vec![], vec![write_frame]),
                ProtocolStep::Push => (Kind::Release(pipe), vec![], vec![write_frame]),
                ProtocolStep::Wait => (Kind::Acquire(pipe), vec![], vec![read_frame]),
                ProtocolStep::Pop => (Kind::Release(pipe), vec![], vec![read_frame]),
                ProtocolStep::SetFrame => (Kind::Access, vec![], vec![write_frame, read_frame]),
                ProtocolStep::ReserveNext | ProtocolStep::WaitNext => fence(),
            }
        } else if !info.effects.is_empty() {
            let touched = |access: Access| {
                info.effects
                    .iter()
                    .filter(|(_, a)| *a == access)
                    .map(|(i, _)| operand(*i))
                    .collect()
            };
            (Kind::Access, touched(Access::Read), touched(Access::Write))
        } else {
            fence()
        };
        let issues = if kind == Kind::Fence {
            issued_inside(op)
        } else {
            vec![]
        };
        planned.push(planner::Op {
            kind,
            reads,
            writes,
            uses,
            issues,
        });
    }
    if !schedulable.holds() {
        return None;
    }
    planned[0].issues = entry().into_iter().collect();
    Some(planned)
}

/// Builds the cost model of a function body.
pub struct CostModel<'m> {
    pub latency: &'m Latency,
    /// Loops whose trip count is unknown are counted this many times.
    pub unknown_trips: u64,
    vars: HashMap<usize, usize>,
}

impl<'m> CostModel<'m> {
    pub fn new(latency: &'m Latency, unknown_trips: u64) -> Self {
        Self {
            latency,
            unknown_trips,
            vars: HashMap::new(),
        }
    }

    fn var(&mut self, value: Value) -> usize {
        let next = self.vars.len();
        *self.vars.entry(value_key(value)).or_insert(next)
    }

    pub fn function(&mut self, function: OperationRef) -> Vec<estimate::Node> {
        function
            .region(0)
            .ok()
            .and_then(|r| r.first_block())
            .map(|b| self.block(b))
            .unwrap_or_default()
    }

    fn block(&mut self, block: BlockRef) -> Vec<estimate::Node> {
        block_ops(block)
            .into_iter()
            .flat_map(|op| self.op(op))
            .collect()
    }

    fn region_nodes(&mut self, op: &OperationRef, index: usize) -> Vec<estimate::Node> {
        op.region(index)
            .ok()
            .and_then(|r| r.first_block())
            .map(|b| self.block(b))
            .unwrap_or_default()
    }

    /// The estimate of a block's operations in the order of `steps` (a
    /// planner schedule over `ops`, whose op 0 stands for the transfers in
    /// flight at entry): each transfer gets a token of its own so that
    /// the schedule's waits can name it.
    pub fn steps(&mut self, ops: &[OperationRef], steps: &[planner::Step]) -> Vec<estimate::Node> {
        // Token variables past every value's: one per planner op.
        let fresh = |i: usize| usize::MAX / 2 + i;
        let mut nodes = Vec::with_capacity(steps.len());
        for step in steps {
            match step {
                planner::Step::Op(0) => {}
                planner::Step::Op(i) => {
                    nodes.extend(self.op(ops[i - 1]).into_iter().map(|node| match node {
                        estimate::Node::Transfer {
                            dir, route, bytes, ..
                        } => estimate::Node::Transfer {
                            dir,
                            route,
                            bytes,
                            token: Some(fresh(*i)),
                        },
                        other => other,
                    }))
                }
                planner::Step::Barrier(dir) => nodes.push(estimate::Node::Barrier(*dir)),
                planner::Step::Wait(list) => nodes.push(estimate::Node::Wait(
                    list.iter().map(|&i| fresh(i)).collect(),
                )),
            }
        }
        nodes
    }

    fn op(&mut self, op: OperationRef) -> Vec<estimate::Node> {
        let info = interfaces::info(&op);
        let math = &self.latency.math;
        if let Some(dir) = transfer_dir(info) {
            let Some((src, dst)) = transfer_ends(&op) else {
                return vec![];
            };
            let route = if tanto_dialects::noc::GlobalType::isa(src.r#type()) {
                Route::DramRead
            } else if tanto_dialects::noc::GlobalType::isa(dst.r#type()) {
                Route::DramWrite
            } else {
                Route::L1
            };
            // Elements: the count operand (moves have none: one tile).
            let count = info
                .transfer
                .as_ref()
                .and_then(|t| t.count)
                .and_then(|i| op.operand(i).ok())
                .and_then(|v| values::evaluate(v).ok());
            let element = types::element_type(dst.r#type())
                .and_then(element_bytes)
                .unwrap_or(2);
            let bytes = count.unwrap_or(1024).max(0) as u64 * element;
            // Only when there is one: melior's out-of-range error prints the op.
            let token = (op.result_count() > 0)
                .then(|| op.result(0).ok())
                .flatten()
                .map(|r| self.var(r.into()));
            return vec![estimate::Node::Transfer {
                dir,
                route,
                bytes,
                token,
            }];
        }
        if let Some(dir) = barrier_dir(info) {
            return vec![estimate::Node::Barrier(dir)];
        }
        match info.kind {
            Some(OpKind::NocWait) => {
                return vec![estimate::Node::Wait(
                    op.operands().map(|v| self.var(v)).collect(),
                )]
            }
            Some(OpKind::ScfFor) => return vec![self.for_loop(&op)],
            Some(OpKind::ScfWhile) => {
                let mut body = self.region_nodes(&op, 0);
                body.extend(self.region_nodes(&op, 1));
                return vec![estimate::Node::Loop {
                    trips: self.unknown_trips,
                    body,
                    carried: vec![],
                }];
            }
            Some(OpKind::ScfIf) => {
                return vec![estimate::Node::If {
                    then: self.region_nodes(&op, 0),
                    otherwise: self.region_nodes(&op, 1),
                }]
            }
            _ => {}
        }
        if let Some(protocol) = &info.protocol {
            let pipe = op
                .operand(protocol.pipe)
                .ok()
                .filter(|v| tanto_dialects::pipe::PipeType::isa(v.r#type()));
            let ahead =
                || u32::try_from(types::int_attribute(&op, "ahead").unwrap_or(1)).unwrap_or(0);
            let step = match protocol.step {
                ProtocolStep::Reserve => Some(PipeStep::Reserve { ahead: 0 }),
                ProtocolStep::ReserveNext => Some(PipeStep::Reserve { ahead: ahead() }),
                ProtocolStep::Push => Some(PipeStep::Push),
                ProtocolStep::Wait => Some(PipeStep::Wait { ahead: 0 }),
                ProtocolStep::WaitNext => Some(PipeStep::Wait { ahead: ahead() }),
                ProtocolStep::Pop => Some(PipeStep::Pop),
                ProtocolStep::SetFrame => None,
            };
            if let (Some(pipe), Some(step)) = (pipe, step) {
                return vec![estimate::Node::Pipe {
                    pipe: resource(pipe),
                    step,
                }];
            }
        }
        if info.sync {
            return vec![estimate::Node::Sync];
        }
        let cycles = match info.compute {
            Some(ComputeClass::Scalar) => 4,
            Some(ComputeClass::Copy) => math.copy,
            Some(ComputeClass::Eltwise) => math.eltwise,
            Some(ComputeClass::Matmul) => math.matmul,
            Some(ComputeClass::Reduce) => math.reduce,
            Some(ComputeClass::Transpose) => math.transpose,
            Some(ComputeClass::Pack) => math.pack,
            Some(ComputeClass::Tilize) => math.tilize,
            Some(ComputeClass::Unary) if op.region_count() == 0 => math.unary,
            _ => {
                return (0..op.region_count())
                    .flat_map(|i| self.region_nodes(&op, i))
                    .collect()
            }
        };
        vec![estimate::Node::Compute(cycles)]
    }

    fn for_loop(&mut self, op: &OperationRef) -> estimate::Node {
        let trips = known_trip_count(op).unwrap_or(self.unknown_trips);
        let mut carried = Vec::new();
        if let Some(lp) = ForOp::cast(*op) {
            for (i, result) in op.results().enumerate() {
                let (Ok(init), Some(arg), Some(next)) = (lp.init(i), lp.carried(i), lp.yielded(i))
                else {
                    continue;
                };
                if tanto_dialects::noc::TokenType::isa(init.r#type()) {
                    carried.push(Carried {
                        arg: self.var(arg.into()),
                        init: self.var(init),
                        next: self.var(next),
                        result: self.var(result.into()),
                    });
                }
            }
        }
        let body = self.region_nodes(op, 0);
        estimate::Node::Loop {
            trips,
            body,
            carried,
        }
    }
}
