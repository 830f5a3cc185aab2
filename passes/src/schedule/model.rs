//! The planners' views of the IR: a block as [`planner::Op`]s, a function
//! as cost [`estimate::Node`]s.

use super::{
    estimate::{self, Carried, Route},
    planner::{self, Dir, Kind},
};
use crate::verify_protocol::evaluate;
use melior::ir::{
    block::{BlockArgument, BlockLike},
    operation::{OperationLike, OperationResult},
    BlockRef, OperationRef, RegionLike, Value, ValueLike,
};
use std::collections::{BTreeSet, HashMap};
use tanto_arch::Latency;
use tanto_dialects::{
    ir::{op_key, value_key},
    rules::element_bytes,
    types,
};

/// NoC transfers, by direction: a read barrier completes the reads (and
/// moves, which the spec defines as reads), a write barrier the writes.
pub fn transfer_dir(name: &str) -> Option<Dir> {
    match name {
        "noc.read" | "noc.read_remote" | "noc.move" => Some(Dir::Read),
        "noc.write" | "noc.write_remote" | "noc.write_mcast" | "noc.write_mcast_with_self" => {
            Some(Dir::Write)
        }
        _ => None,
    }
}

pub fn barrier_dir(name: &str) -> Option<Dir> {
    match name {
        "noc.read_barrier" => Some(Dir::Read),
        "noc.write_barrier" => Some(Dir::Write),
        _ => None,
    }
}

pub use tanto_dialects::ir::op_name;

/// The operations of a block, in order.
pub fn block_ops<'c, 'a>(block: BlockRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    let mut out = Vec::new();
    let mut op = block.first_operation();
    while let Some(o) = op {
        out.push(o);
        op = o.next_in_block();
    }
    out
}

/// A buffer's identity: the program resource a kernel argument is bound to,
/// else the argument or value itself.
pub fn resource(value: Value) -> String {
    // Checked first: melior's failed conversion prints the value, which
    // walks the whole module (quadratic over a kernel).
    if let Some(argument) = value
        .is_block_argument()
        .then(|| BlockArgument::try_from(value).ok())
        .flatten()
    {
        if let Some(function) = argument
            .owner()
            .parent_operation()
            .filter(|o| o.name().as_string_ref().as_str() == Ok("func.func"))
        {
            let index = argument.argument_number();
            return types::argument_string(&function, index, "tanto.bind")
                .unwrap_or_else(|| format!("arg{index}"));
        }
    }
    format!("value{:x}", value_key(value))
}

/// The buffer an endpoint touches: a pipe's write frame when written, its
/// read frame when read; local and global buffers as a whole.
fn endpoint(value: Value, written: bool) -> String {
    let id = resource(value);
    if types::is_dynamic(value.r#type(), "pipe", "pipe") {
        format!("{id}.{}", if written { "w" } else { "r" })
    } else {
        id
    }
}

pub fn is_pure(name: &str) -> bool {
    name.starts_with("arith.")
}

/// A transfer's (source, destination) operands.
pub fn transfer_ends<'c, 'a>(op: &OperationRef<'c, 'a>) -> Option<(Value<'c, 'a>, Value<'c, 'a>)> {
    let name = op_name(op);
    let (this, other) = (op.operand(0).ok()?, op.operand(2).ok()?);
    match transfer_dir(&name)? {
        Dir::Read => Some((other, this)),
        Dir::Write => Some((this, other)),
    }
}

/// Whether the block can be rescheduled: it moves data, and no transfer
/// with a token is covered by one of its barriers (a wait, not a barrier,
/// is what completes those).
pub fn schedulable(ops: &[OperationRef]) -> bool {
    let names: Vec<String> = ops.iter().map(op_name).collect();
    let moves_data = names
        .iter()
        .any(|n| transfer_dir(n).is_some() || barrier_dir(n).is_some());
    let tokens = ops
        .iter()
        .any(|op| transfer_dir(&op_name(op)).is_some() && op.result_count() > 0);
    let barriers = names.iter().any(|n| barrier_dir(n).is_some());
    moves_data && !(tokens && barriers)
}

/// Directions of the transfers an opaque op may start: those nested in its
/// regions, or any for a call.
fn issued_inside(op: &OperationRef) -> Vec<Dir> {
    if op_name(op) == "func.call" {
        return vec![Dir::Read, Dir::Write];
    }
    let mut dirs = Vec::new();
    for inner in tanto_dialects::verify::nested_ops(*op) {
        if let Some(dir) = transfer_dir(&op_name(&inner)) {
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
        let name = op_name(op);
        if let Some(dir) = transfer_dir(&name) {
            flying.insert(dir);
        } else if let Some(dir) = barrier_dir(&name) {
            flying.remove(&dir);
        } else if op.region_count() > 0 || name == "func.call" {
            flying.extend(issued_inside(op));
        }
    }
    flying
}

/// Directions with transfers possibly in flight when `block` starts: none
/// at the top of a kernel; in a region, those in flight before its op, and
/// for a loop also those an iteration leaves in flight.
pub fn in_flight_at_entry(block: BlockRef) -> BTreeSet<Dir> {
    let Some(owner) = block.parent_operation() else {
        return BTreeSet::new();
    };
    if op_name(&owner) == "func.func" {
        return BTreeSet::new();
    }
    let Some(outer) = owner.block() else {
        return [Dir::Read, Dir::Write].into();
    };
    let before: Vec<OperationRef> = block_ops(outer)
        .into_iter()
        .take_while(|o| op_key(*o) != op_key(owner))
        .collect();
    let mut entry = in_flight_after(&before, &in_flight_at_entry(outer));
    if matches!(op_name(&owner).as_str(), "scf.for" | "scf.while") {
        // Iterations feed the next one: grow to a fixed point (two bits).
        loop {
            let grown: BTreeSet<Dir> = entry
                .union(&in_flight_after(&block_ops(block), &entry))
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

/// The planner's view of a block: op 0 stands for the transfers in flight
/// when it starts (`entry`), op i + 1 for `ops[i]`.
pub fn planner_ops(ops: &[OperationRef], entry: &BTreeSet<Dir>) -> Vec<planner::Op> {
    let index: HashMap<usize, usize> = ops
        .iter()
        .enumerate()
        .map(|(i, op)| (op_key(*op), i + 1))
        .collect();
    let entry = planner::Op {
        kind: Kind::InFlight,
        reads: vec![],
        writes: vec![],
        uses: vec![],
        issues: entry.iter().copied().collect(),
    };
    std::iter::once(entry)
        .chain(ops.iter().map(|op| {
            let name = op_name(op);
            let uses = op
                .operands()
                .filter(|v| v.is_operation_result())
                .filter_map(|v| OperationResult::try_from(v).ok())
                .filter_map(|r| index.get(&op_key(r.owner())).copied())
                .collect();
            let pipe = || op.operand(0).map(resource).unwrap_or_default();
            let fence = || (Kind::Fence, vec![], vec![]);
            let (kind, reads, writes) = match name.as_str() {
                _ if op.region_count() > 0 => fence(),
                n if is_pure(n) => (Kind::Pure, vec![], vec![]),
                n if transfer_dir(n).is_some() && op.result_count() == 0 => {
                    match (transfer_dir(n), transfer_ends(op)) {
                        (Some(dir), Some((src, dst))) => (
                            Kind::Transfer(dir),
                            vec![endpoint(src, false)],
                            vec![endpoint(dst, true)],
                        ),
                        _ => fence(),
                    }
                }
                n if barrier_dir(n).is_some() => match barrier_dir(n) {
                    Some(dir) => (Kind::Barrier(dir), vec![], vec![]),
                    None => fence(),
                },
                "pipe.reserve_back" => {
                    (Kind::Acquire(pipe()), vec![], vec![format!("{}.w", pipe())])
                }
                "pipe.push_back" => (Kind::Release(pipe()), vec![], vec![format!("{}.w", pipe())]),
                "pipe.wait_front" => (Kind::Acquire(pipe()), vec![], vec![format!("{}.r", pipe())]),
                "pipe.pop_front" => (Kind::Release(pipe()), vec![], vec![format!("{}.r", pipe())]),
                "pipe.set_frame" => (
                    Kind::Access,
                    vec![],
                    vec![format!("{}.w", pipe()), format!("{}.r", pipe())],
                ),
                "noc.get" => (Kind::Access, vec![pipe()], vec![]),
                "noc.set" => (Kind::Access, vec![], vec![pipe()]),
                _ => fence(),
            };
            let issues = if kind == Kind::Fence {
                issued_inside(op)
            } else {
                vec![]
            };
            planner::Op {
                kind,
                reads,
                writes,
                uses,
                issues,
            }
        }))
        .collect()
}

/// Trip count of an `scf.for` whose bounds are known.
pub fn known_trips(op: &OperationRef) -> Option<u64> {
    let (lb, ub, step) = (
        evaluate(op.operand(0).ok()?).ok()?,
        evaluate(op.operand(1).ok()?).ok()?,
        evaluate(op.operand(2).ok()?).ok()?,
    );
    (step > 0).then(|| {
        if ub > lb {
            ((ub - lb) as u64).div_ceil(step as u64)
        } else {
            0
        }
    })
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

    fn op(&mut self, op: OperationRef) -> Vec<estimate::Node> {
        let name = op_name(&op);
        let math = &self.latency.math;
        if let Some(dir) = transfer_dir(&name) {
            let Some((src, dst)) = transfer_ends(&op) else {
                return vec![];
            };
            let route = if types::is_dynamic(src.r#type(), "noc", "global") {
                Route::DramRead
            } else if types::is_dynamic(dst.r#type(), "noc", "global") {
                Route::DramWrite
            } else {
                Route::L1
            };
            // Elements: the count operand (moves: one tile when unknown).
            let count = if name == "noc.move" {
                None
            } else {
                op.operand(4).ok().and_then(|v| evaluate(v).ok())
            };
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
        if let Some(dir) = barrier_dir(&name) {
            return vec![estimate::Node::Barrier(dir)];
        }
        match name.as_str() {
            "noc.wait" => vec![estimate::Node::Wait(
                op.operands().map(|v| self.var(v)).collect(),
            )],
            "scf.for" => {
                let trips = known_trips(&op).unwrap_or(self.unknown_trips);
                let body_block = op.region(0).ok().and_then(|r| r.first_block());
                let mut carried = Vec::new();
                if let Some(body) = body_block {
                    let yielded: Vec<Value> = body
                        .terminator()
                        .map(|t| t.operands().collect())
                        .unwrap_or_default();
                    for (i, result) in op.results().enumerate() {
                        let (Ok(init), Ok(arg), Some(next)) =
                            (op.operand(3 + i), body.argument(1 + i), yielded.get(i))
                        else {
                            continue;
                        };
                        if types::is_dynamic(init.r#type(), "noc", "token") {
                            carried.push(Carried {
                                arg: self.var(arg.into()),
                                init: self.var(init),
                                next: self.var(*next),
                                result: self.var(result.into()),
                            });
                        }
                    }
                }
                let body = self.region_nodes(&op, 0);
                vec![estimate::Node::Loop {
                    trips,
                    body,
                    carried,
                }]
            }
            "scf.while" => {
                let mut body = self.region_nodes(&op, 0);
                body.extend(self.region_nodes(&op, 1));
                vec![estimate::Node::Loop {
                    trips: self.unknown_trips,
                    body,
                    carried: vec![],
                }]
            }
            "scf.if" => vec![estimate::Node::If {
                then: self.region_nodes(&op, 0),
                otherwise: self.region_nodes(&op, 1),
            }],
            n if n.starts_with("pipe.")
                || n.starts_with("noc.sem_")
                || n == "tile.math_acquire"
                || n == "tile.math_release" =>
            {
                vec![estimate::Node::Sync]
            }
            "noc.get" | "noc.set" => vec![estimate::Node::Compute(4)],
            "tile.copy" | "tile.copy_dst" => vec![estimate::Node::Compute(math.copy)],
            "tile.add" | "tile.sub" | "tile.mul" | "tile.binary_dst" => {
                vec![estimate::Node::Compute(math.eltwise)]
            }
            "tile.matmul" => vec![estimate::Node::Compute(math.matmul)],
            "tile.reduce" => vec![estimate::Node::Compute(math.reduce)],
            "tile.transpose" => vec![estimate::Node::Compute(math.transpose)],
            "tile.pack" => vec![estimate::Node::Compute(math.pack)],
            "tile.tilize_block" | "tile.untilize_block" => {
                vec![estimate::Node::Compute(math.tilize)]
            }
            // SFPU functions, fill, casts, the PTO element-wise ops.
            n if n.starts_with("tile.") && op.region_count() == 0 => {
                vec![estimate::Node::Compute(math.unary)]
            }
            _ => (0..op.region_count())
                .flat_map(|i| self.region_nodes(&op, i))
                .collect(),
        }
    }
}
