//! The whole-core estimate: the kernels of a core run together, each on its
//! own timeline of the latency model (estimate.rs), and a pipe operation
//! waits for the frame or the slot that the other kernels' pushes and pops
//! provide. It answers what the kernel-alone estimate cannot: whether a
//! kernel holds its producer back (the producer waits for slots the kernel
//! has not freed yet) or drains a backlog of frames after its producer is
//! done, which is when releasing frames sooner and overlapping their
//! writes, by software pipelining the kernel, can pay.

use super::estimate::{self, Carried, Node, PipeStep, Timeline};
use std::collections::{BTreeMap, BTreeSet};
use tanto_arch::Latency;

/// Nodes simulated in all before the model gives up: trip counts, not the
/// kernels' size, decide how many there are, and the bound keeps the pass
/// linear in the size.
const MOST_STEPS: usize = 200_000;

/// What the kernels did together.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Outcome {
    /// When the last kernel is done.
    pub finish: u64,
    /// Cycles each kernel (by index) waited to reserve a slot of each pipe.
    pub slot_waits: BTreeMap<(usize, String), u64>,
    /// Frames of each pipe still to be popped when its last frame was
    /// pushed: what its consumer drains after its producer is done.
    pub backlog: BTreeMap<String, u64>,
}

/// One body being walked: its nodes, the next one, the iterations still to
/// run after this one, and the tokens its loop carries.
struct Level<'a> {
    nodes: &'a [Node],
    next: usize,
    trips_left: u64,
    carried: &'a [Carried],
}

/// Walks a kernel's nodes in execution order, loops unrolled.
struct Cursor<'a> {
    stack: Vec<Level<'a>>,
}

impl<'a> Cursor<'a> {
    fn new(body: &'a [Node]) -> Self {
        Cursor {
            stack: vec![Level {
                nodes: body,
                next: 0,
                trips_left: 0,
                carried: &[],
            }],
        }
    }

    /// The next node without a body, entering loops and branches on the
    /// way (a branch's `then` side, or its other one when that is empty);
    /// None when the kernel is done.
    fn peek(&mut self, t: &mut Timeline) -> Option<&'a Node> {
        loop {
            let level = self.stack.last_mut()?;
            let Some(node) = level.nodes.get(level.next) else {
                let carried = level.carried;
                for c in carried {
                    t.carry(c.next, c.arg);
                }
                if level.trips_left > 0 {
                    level.trips_left -= 1;
                    level.next = 0;
                    continue;
                }
                self.stack.pop();
                for c in carried {
                    t.carry(c.arg, c.result);
                }
                continue;
            };
            match node {
                Node::Loop {
                    trips,
                    body,
                    carried,
                } => {
                    level.next += 1;
                    for c in carried {
                        t.carry(c.init, c.arg);
                    }
                    if *trips == 0 {
                        for c in carried {
                            t.carry(c.arg, c.result);
                        }
                        continue;
                    }
                    self.stack.push(Level {
                        nodes: body,
                        next: 0,
                        trips_left: trips - 1,
                        carried,
                    });
                }
                Node::If { then, otherwise } => {
                    level.next += 1;
                    let side = if then.is_empty() { otherwise } else { then };
                    self.stack.push(Level {
                        nodes: side,
                        next: 0,
                        trips_left: 0,
                        carried: &[],
                    });
                }
                _ => return Some(node),
            }
        }
    }

    fn advance(&mut self) {
        if let Some(level) = self.stack.last_mut() {
            level.next += 1;
        }
    }
}

/// A pipe's history: when each frame was pushed and popped, and how many
/// frames it holds.
#[derive(Default)]
struct Pipe {
    capacity: u64,
    pushes: Vec<u64>,
    pops: Vec<u64>,
}

impl Pipe {
    /// When `step` can go on, if the history says so yet: a reserve when
    /// the slot's previous frame has been popped, a wait when its frame has
    /// been pushed.
    fn ready(&self, step: PipeStep) -> Option<u64> {
        match step {
            PipeStep::Reserve { ahead } => {
                let frame = self.pushes.len() as u64 + u64::from(ahead);
                match frame.checked_sub(self.capacity.max(1)) {
                    None => Some(0),
                    Some(freed_by) => self.pops.get(freed_by as usize).copied(),
                }
            }
            PipeStep::Wait { ahead } => {
                let frame = self.pops.len() as u64 + u64::from(ahead);
                self.pushes.get(frame as usize).copied()
            }
            PipeStep::Push | PipeStep::Pop => Some(0),
        }
    }
}

/// Collects the pipes `nodes` push to and pop from.
fn pipe_ends(nodes: &[Node], pushed: &mut BTreeSet<String>, popped: &mut BTreeSet<String>) {
    for node in nodes {
        match node {
            Node::Pipe {
                pipe,
                step: PipeStep::Push,
            } => {
                pushed.insert(pipe.clone());
            }
            Node::Pipe {
                pipe,
                step: PipeStep::Pop,
            } => {
                popped.insert(pipe.clone());
            }
            Node::Loop { body, .. } => pipe_ends(body, pushed, popped),
            Node::If { then, otherwise } => {
                pipe_ends(then, pushed, popped);
                pipe_ends(otherwise, pushed, popped);
            }
            _ => {}
        }
    }
}

/// The pipes a kernel pops from.
pub fn popped_pipes(nodes: &[Node]) -> BTreeSet<String> {
    let (mut pushed, mut popped) = (BTreeSet::new(), BTreeSet::new());
    pipe_ends(nodes, &mut pushed, &mut popped);
    popped
}

/// Runs `kernels` together; `frames` gives each pipe's capacity in frames.
/// Only pipes some kernel pushes to and another pops from wait; None when
/// the kernels stop with none able to go on (a protocol this model does not
/// follow) or take more than [`MOST_STEPS`] steps.
pub fn simulate(
    kernels: &[Vec<Node>],
    frames: &BTreeMap<String, u64>,
    model: &Latency,
) -> Option<Outcome> {
    let (mut pushed, mut popped) = (BTreeSet::new(), BTreeSet::new());
    for body in kernels {
        pipe_ends(body, &mut pushed, &mut popped);
    }
    let mut pipes: BTreeMap<String, Pipe> = pushed
        .intersection(&popped)
        .map(|name| {
            let capacity = frames.get(name).copied().unwrap_or(1);
            (
                name.clone(),
                Pipe {
                    capacity,
                    ..Pipe::default()
                },
            )
        })
        .collect();
    let mut cursors: Vec<Cursor> = kernels.iter().map(|k| Cursor::new(k)).collect();
    let mut timelines = vec![Timeline::default(); kernels.len()];
    let mut done = vec![false; kernels.len()];
    let mut outcome = Outcome::default();
    let mut steps = 0;
    while done.iter().any(|d| !d) {
        let mut progressed = false;
        for k in 0..kernels.len() {
            let t = &mut timelines[k];
            while let Some(node) = cursors[k].peek(t) {
                if let Node::Pipe { pipe, step } = node {
                    if let Some(state) = pipes.get_mut(pipe) {
                        let Some(ready) = state.ready(*step) else {
                            break;
                        };
                        if ready > t.now {
                            if matches!(step, PipeStep::Reserve { .. }) {
                                *outcome.slot_waits.entry((k, pipe.clone())).or_default() +=
                                    ready - t.now;
                            }
                            t.now = ready;
                        }
                        estimate::step(node, model, t);
                        match step {
                            PipeStep::Push => state.pushes.push(t.now),
                            PipeStep::Pop => state.pops.push(t.now),
                            _ => {}
                        }
                    } else {
                        estimate::step(node, model, t);
                    }
                } else {
                    estimate::step(node, model, t);
                }
                cursors[k].advance();
                progressed = true;
                steps += 1;
                if steps > MOST_STEPS {
                    return None;
                }
            }
            if cursors[k].stack.is_empty() {
                done[k] = true;
            }
        }
        if !progressed && done.iter().any(|d| !d) {
            return None;
        }
    }
    outcome.finish = timelines.iter().map(Timeline::finish).max().unwrap_or(0);
    outcome.backlog = pipes
        .into_iter()
        .filter_map(|(name, pipe)| {
            let last = *pipe.pushes.last()?;
            let popped_before = pipe.pops.iter().filter(|&&at| at < last).count();
            Some((name, (pipe.pushes.len() - popped_before) as u64))
        })
        .collect();
    Some(outcome)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::schedule::planner::Dir;
    use estimate::Route;

    fn model() -> Latency {
        tanto_arch::Arch::load("wormhole_b0").unwrap().latency
    }

    fn pipe(step: PipeStep) -> Node {
        Node::Pipe {
            pipe: "out".into(),
            step,
        }
    }

    fn frames_loop(trips: u64, body: Vec<Node>) -> Node {
        Node::Loop {
            trips,
            body,
            carried: vec![],
        }
    }

    /// A producer of `trips` frames, `work` cycles each.
    fn producer(trips: u64, work: u64) -> Vec<Node> {
        vec![frames_loop(
            trips,
            vec![
                pipe(PipeStep::Reserve { ahead: 0 }),
                Node::Compute(work),
                pipe(PipeStep::Push),
            ],
        )]
    }

    /// A writer that holds each frame for its write's round trip.
    fn writer(trips: u64) -> Vec<Node> {
        vec![frames_loop(
            trips,
            vec![
                pipe(PipeStep::Wait { ahead: 0 }),
                Node::Transfer {
                    dir: Dir::Write,
                    route: Route::DramWrite,
                    bytes: 2048,
                    token: None,
                },
                Node::Barrier(Dir::Write),
                pipe(PipeStep::Pop),
            ],
        )]
    }

    fn capacity(frames: u64) -> BTreeMap<String, u64> {
        BTreeMap::from([("out".to_string(), frames)])
    }

    #[test]
    fn a_fast_producer_waits_for_a_slow_writers_slots() {
        let m = model();
        let outcome = simulate(&[producer(8, 50), writer(8)], &capacity(2), &m).unwrap();
        let round_trip = m.issue + 2048 / m.noc_bytes_per_cycle + m.dram_write + 2 * m.sync;
        // The writer's 8 round trips one after the other, after the first frame.
        assert!(outcome.finish >= 8 * round_trip, "{outcome:?}");
        assert!(outcome.slot_waits[&(0, "out".to_string())] > 5 * round_trip);
    }

    #[test]
    fn a_slow_producer_never_waits_for_slots() {
        let m = model();
        let outcome = simulate(&[producer(8, 2000), writer(8)], &capacity(2), &m).unwrap();
        assert!(outcome.slot_waits.is_empty(), "{outcome:?}");
        // Each frame is written after it is made; the last one's write ends it.
        assert!(outcome.finish > 8 * 2000 + m.dram_write, "{outcome:?}");
    }

    #[test]
    fn a_consumer_without_a_producer_is_not_modelled() {
        let m = model();
        // The writer's pipe has no producer here: its waits do not block.
        let outcome = simulate(&[writer(4)], &capacity(2), &m).unwrap();
        assert!(outcome.finish > 4 * m.dram_write);
        // A producer whose slots are never freed stops the model.
        let stuck = vec![frames_loop(
            3,
            vec![pipe(PipeStep::Reserve { ahead: 0 }), pipe(PipeStep::Push)],
        )];
        let never_pops = vec![pipe(PipeStep::Wait { ahead: 5 }), pipe(PipeStep::Pop)];
        assert_eq!(simulate(&[stuck, never_pops], &capacity(1), &m), None);
    }
}
