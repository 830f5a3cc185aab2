//! A cycle estimate of one kernel on the latency model of its target file
//! (no MLIR here).
//!
//! The kernel runs alone on its core: pipe operations never block (the other
//! kernels are assumed to keep up), so the estimate measures how well a
//! kernel hides NoC latency, which is what scheduling changes. A transfer
//! costs the RISC-V its issue time, then occupies the core's NoC port of its
//! direction for its bytes over the bandwidth and lands a latency later;
//! barriers and waits stall until what they cover has landed. Loops run a
//! few iterations for real, then extrapolate the steady state.

use super::planner::Dir;
use std::collections::HashMap;
use tanto_arch::Latency;

/// Iterations simulated per loop before extrapolating, at least: more run
/// until two in a row take as long (a pipeline's first iterations use the
/// frames its prologue filled, then it settles), up to the most.
const SIMULATED_ITERATIONS: u64 = 8;
const MOST_SIMULATED_ITERATIONS: u64 = 32;

/// Where a transfer goes, for its latency.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Route {
    DramRead,
    DramWrite,
    L1,
}

/// A pipe operation of the frame protocol; `ahead` counts the frames past
/// the next one (software pipelining's `reserve_next` and `wait_next`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PipeStep {
    Reserve { ahead: u32 },
    Push,
    Wait { ahead: u32 },
    Pop,
}

/// A token variable: the completion of one transfer instance.
pub type Var = usize;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Node {
    Transfer {
        dir: Dir,
        route: Route,
        bytes: u64,
        token: Option<Var>,
    },
    Barrier(Dir),
    Wait(Vec<Var>),
    /// A semaphore or other synchronising operation, assumed not to block.
    Sync,
    /// A pipe operation: alone it does not block (the other kernels are
    /// assumed to keep up); the whole-core model (`joint`) makes it wait.
    Pipe {
        pipe: String,
        step: PipeStep,
    },
    /// Cycles of compute (math per tile, element accesses).
    Compute(u64),
    Loop {
        trips: u64,
        body: Vec<Node>,
        carried: Vec<Carried>,
    },
    If {
        then: Vec<Node>,
        otherwise: Vec<Node>,
    },
}

/// A token carried around a loop: `arg` is `init` on entry, then `next`
/// (yielded by the body) on each further iteration; `result` is the last.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Carried {
    pub arg: Var,
    pub init: Var,
    pub next: Var,
    pub result: Var,
}

#[derive(Debug, Clone, Default)]
pub(super) struct Timeline {
    pub(super) now: u64,
    port_free: HashMap<Dir, u64>,
    /// Transfers in flight: (direction, when they land, token, issue
    /// number).
    in_flight: Vec<(Dir, u64, Option<Var>, u64)>,
    tokens: HashMap<Var, u64>,
    issued: u64,
}

/// Estimated cycles of a kernel body.
pub fn estimate(body: &[Node], model: &Latency) -> u64 {
    let mut timeline = Timeline::default();
    run(body, model, &mut timeline);
    timeline.finish()
}

impl Timeline {
    /// When the kernel is done: its own time or its last transfer's landing.
    pub(super) fn finish(&self) -> u64 {
        let last = self.in_flight.iter().map(|t| t.1).max().unwrap_or(0);
        self.now.max(last)
    }

    /// Gives token `to` the landing time of `from`, if it has one (a loop's
    /// carried token).
    pub(super) fn carry(&mut self, from: Var, to: Var) {
        if let Some(at) = self.tokens.get(&from).copied() {
            self.tokens.insert(to, at);
        }
    }
}

/// Runs one node without a body (a transfer, a wait or some work) on `t`.
pub(super) fn step(node: &Node, model: &Latency, t: &mut Timeline) {
    match node {
        Node::Transfer {
            dir,
            route,
            bytes,
            token,
        } => {
            t.now += model.issue;
            let port = t.port_free.entry(*dir).or_insert(0);
            let start = t.now.max(*port);
            let occupancy = bytes.div_ceil(model.noc_bytes_per_cycle.max(1));
            *port = start + occupancy;
            let latency = match route {
                Route::DramRead => model.dram_read,
                Route::DramWrite => model.dram_write,
                Route::L1 => model.l1_transfer,
            };
            let lands = start + occupancy + latency;
            t.in_flight.push((*dir, lands, *token, t.issued));
            t.issued += 1;
            if let Some(var) = token {
                t.tokens.insert(*var, lands);
            }
        }
        Node::Barrier(dir) => {
            let last = t
                .in_flight
                .iter()
                .filter(|f| f.0 == *dir)
                .map(|f| f.1)
                .max()
                .unwrap_or(0);
            t.in_flight.retain(|f| f.0 != *dir);
            t.now = t.now.max(last) + model.sync;
        }
        Node::Wait(vars) => {
            let lands: Vec<u64> = vars
                .iter()
                .filter_map(|v| t.tokens.get(v).copied())
                .collect();
            let last = lands.iter().copied().max().unwrap_or(0);
            // Drop the awaited transfers (the earliest in-flight entries
            // with those landing times and tokens).
            for var in vars {
                if let Some(at) = t.tokens.get(var).copied() {
                    if let Some(index) = t.in_flight.iter().position(|f| f.1 == at) {
                        t.in_flight.remove(index);
                    }
                }
            }
            t.now = t.now.max(last) + model.sync;
        }
        Node::Sync | Node::Pipe { .. } => t.now += model.sync,
        Node::Compute(cycles) => t.now += cycles,
        Node::If { .. } | Node::Loop { .. } => {}
    }
}

fn run(nodes: &[Node], model: &Latency, t: &mut Timeline) {
    for node in nodes {
        match node {
            Node::Transfer { .. }
            | Node::Barrier(_)
            | Node::Wait(_)
            | Node::Sync
            | Node::Pipe { .. }
            | Node::Compute(_) => step(node, model, t),
            Node::If { then, otherwise } => {
                let mut a = t.clone();
                let mut b = t.clone();
                run(then, model, &mut a);
                run(otherwise, model, &mut b);
                *t = if a.now >= b.now { a } else { b };
            }
            Node::Loop {
                trips,
                body,
                carried,
            } => {
                for c in carried {
                    if let Some(at) = t.tokens.get(&c.init).copied() {
                        t.tokens.insert(c.arg, at);
                    }
                }
                // What the loop's own transfers change is extrapolated; what
                // was in flight before it lands when it lands.
                let (issued_before, tokens_before, ports_before) =
                    (t.issued, t.tokens.clone(), t.port_free.clone());
                let mut simulated = 0;
                let mut last_iteration = 0;
                while simulated < (*trips).min(MOST_SIMULATED_ITERATIONS) {
                    let start = t.now;
                    run(body, model, t);
                    let settled = t.now - start == last_iteration;
                    last_iteration = t.now - start;
                    simulated += 1;
                    for c in carried {
                        if let Some(at) = t.tokens.get(&c.next).copied() {
                            t.tokens.insert(c.arg, at);
                        }
                    }
                    if settled && simulated >= SIMULATED_ITERATIONS {
                        break;
                    }
                }
                for c in carried {
                    if let Some(at) = t.tokens.get(&c.arg).copied() {
                        t.tokens.insert(c.result, at);
                    }
                }
                let rest = trips - simulated;
                if rest > 0 {
                    let shift = rest * last_iteration;
                    t.now += shift;
                    for flight in t.in_flight.iter_mut().filter(|f| f.3 >= issued_before) {
                        flight.1 += shift;
                    }
                    for (var, at) in t.tokens.iter_mut() {
                        if tokens_before.get(var) != Some(at) {
                            *at += shift;
                        }
                    }
                    for (dir, port) in t.port_free.iter_mut() {
                        if ports_before.get(dir) != Some(port) {
                            *port += shift;
                        }
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn model() -> Latency {
        tanto_arch::Arch::load("wormhole_b0").unwrap().latency
    }

    fn read(bytes: u64, token: Option<Var>) -> Node {
        Node::Transfer {
            dir: Dir::Read,
            route: Route::DramRead,
            bytes,
            token,
        }
    }

    #[test]
    fn one_read_costs_issue_transfer_and_latency() {
        let m = model();
        let cycles = estimate(&[read(2048, None), Node::Barrier(Dir::Read)], &m);
        assert_eq!(
            cycles,
            m.issue + 2048 / m.noc_bytes_per_cycle + m.dram_read + m.sync
        );
    }

    #[test]
    fn a_read_issued_before_a_long_loop_lands_when_it_lands() {
        let m = model();
        // The loop's 100 iterations are extrapolated from 8; the read
        // before it is not theirs and lands at its own time.
        let work = Node::Loop {
            trips: 100,
            body: vec![Node::Compute(1)],
            carried: vec![],
        };
        let cycles = estimate(&[read(2048, None), work, Node::Barrier(Dir::Read)], &m);
        assert_eq!(
            cycles,
            m.issue + 2048 / m.noc_bytes_per_cycle + m.dram_read + m.sync
        );
    }

    #[test]
    fn two_reads_before_one_barrier_overlap_their_latency() {
        let m = model();
        let serial = estimate(
            &[
                read(2048, None),
                Node::Barrier(Dir::Read),
                read(2048, None),
                Node::Barrier(Dir::Read),
            ],
            &m,
        );
        let merged = estimate(
            &[read(2048, None), read(2048, None), Node::Barrier(Dir::Read)],
            &m,
        );
        assert!(merged + m.dram_read <= serial, "{merged} vs {serial}");
    }

    #[test]
    fn a_software_pipelined_loop_hides_latency() {
        let m = model();
        let plain = vec![Node::Loop {
            trips: 64,
            body: vec![
                Node::Sync,
                read(2048, None),
                Node::Barrier(Dir::Read),
                Node::Sync,
            ],
            carried: vec![],
        }];
        let pipelined = vec![
            Node::Sync,
            read(2048, Some(0)),
            Node::Loop {
                trips: 63,
                body: vec![
                    Node::Sync,
                    read(2048, Some(2)),
                    Node::Wait(vec![1]),
                    Node::Sync,
                ],
                carried: vec![Carried {
                    arg: 1,
                    init: 0,
                    next: 2,
                    result: 3,
                }],
            },
            Node::Wait(vec![3]),
            Node::Sync,
        ];
        let (before, after) = (estimate(&plain, &m), estimate(&pipelined, &m));
        assert!(after * 4 < before * 3, "pipelined {after} vs {before}");
    }

    #[test]
    fn loops_extrapolate_linearly() {
        let m = model();
        let body = vec![Node::Compute(100)];
        let short = estimate(
            &[Node::Loop {
                trips: 8,
                body: body.clone(),
                carried: vec![],
            }],
            &m,
        );
        let long = estimate(
            &[Node::Loop {
                trips: 1000,
                body,
                carried: vec![],
            }],
            &m,
        );
        assert_eq!((short, long), (800, 100_000));
    }

    #[test]
    fn branches_take_the_longer_side() {
        let m = model();
        let cycles = estimate(
            &[Node::If {
                then: vec![Node::Compute(10)],
                otherwise: vec![Node::Compute(30)],
            }],
            &m,
        );
        assert_eq!(cycles, 30);
    }
}
