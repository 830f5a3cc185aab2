//! Runs the kernels of one core against pipes of bounded capacity, on the
//! plain model of [`protocol`](super::protocol), to find deadlocks.
//!
//! Each kernel is a sequential process whose pipe operations block:
//! `reserve_back`/`reserve_next` until its frame of tiles is free,
//! `wait_front` until its frame of tiles is filled. Pipes count tiles and each
//! kernel has its own frame size per pipe (the declared one until its
//! `set_frame`), as the reference toolchain's circular buffers count pages. With every trip count and branch known, such a network is
//! determinate (a bounded Kahn network): whether it deadlocks does not depend
//! on the order the kernels run in, so one round-robin run decides it.
//! Semaphore waits are invisible here (they depend on other cores), so a
//! deadlock found here is real, but a clean run proves deadlock freedom only
//! when no kernel waits on a semaphore.

use super::protocol::{At, Event, Kernel, Node, PipeId, Trips};
use super::resources::PipeShape;
use std::collections::{BTreeMap, HashMap, VecDeque};

/// Upper bound on simulated pipe operations per core (keeps the check linear
/// in practice; larger programs are reported as undecided).
pub const BUDGET: u64 = 4_000_000;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// Every kernel ran to its end.
    Completes,
    Deadlock(Deadlock),
    /// The model cannot decide (names why).
    Unknown(String),
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Deadlock {
    /// Each kernel still blocked: its name, where, and on what.
    pub blocked: Vec<Blocked>,
    /// Frames that kernels which ran to their end still hold (waited for,
    /// never popped): what a producer blocked in reserve_back may wait for.
    pub held: Vec<Held>,
}

/// A read frame a finished kernel holds to its end.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Held {
    pub kernel: String,
    pub pipe: PipeId,
    /// Its wait_front.
    pub at: At,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Blocked {
    pub kernel: String,
    pub at: At,
    pub reason: String,
    /// The pipe it blocks on.
    pub pipe: PipeId,
    /// Whom it waits for on that pipe.
    pub awaits: Side,
}

/// A side of a pipe.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Side {
    /// The kernels that push frames into the pipe.
    Producer,
    /// The kernels that pop frames off the pipe.
    Consumer,
}

/// The cores sharing one set of kernels, and those kernels' indices.
pub type CoreGroup = (Vec<(i64, i64)>, Vec<usize>);

/// Occupancy of one pipe, in tiles.
#[derive(Debug, Clone, Default)]
struct PipeState {
    capacity: u64,
    /// Pushed and not yet popped.
    filled: u64,
    /// Reserved by the producer and not yet pushed.
    reserved: u64,
    /// Waited for by the consumer and not yet popped.
    waited: u64,
}

/// A cursor walking one kernel's pipe events in execution order.
struct Cursor<'k> {
    /// (nodes, next index, iterations left including the current one).
    stack: Vec<(&'k [Node], usize, u64)>,
    shapes: HashMap<*const Node, Shape>,
}

/// What a loop or branch node means to the simulation (memoized: loops run
/// their nodes many times).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Shape {
    /// No pipe operations inside.
    Quiet,
    Pipes,
    /// An `if` whose branches use pipes differently.
    Divergent,
}

fn is_pipe_event(event: &Event) -> bool {
    matches!(
        event,
        Event::Reserve(_)
            | Event::ReserveNext(..)
            | Event::Push(_)
            | Event::Wait(_)
            | Event::WaitNext(..)
            | Event::Pop(_)
            | Event::SetFrame(..)
    )
}

/// The pipe events of a kernel, as a comparable shape: two kernels with the
/// same signature block and unblock the others alike. Each event carries the
/// kernel's frame size of its pipe at that point (`d`: the declared one), so
/// where a `set_frame` stands among other pipes' events does not matter.
pub fn pipe_signature(kernel: &Kernel) -> String {
    signature(&kernel.body, &mut FrameSizes::new())
}

/// A kernel's frame size of each pipe it has set: the value, or `?`.
type FrameSizes = BTreeMap<PipeId, String>;

/// The pipe events of a node list from frame sizes `frames`, which it
/// leaves as they are after the nodes.
fn signature(nodes: &[Node], frames: &mut FrameSizes) -> String {
    let mut out = String::new();
    for node in nodes {
        match node {
            Node::Event {
                event: Event::SetFrame(pipe, tiles),
                ..
            } => {
                let size = tiles.map_or("?".to_string(), |t| t.to_string());
                frames.insert(pipe.clone(), size);
            }
            Node::Event { event, .. } if is_pipe_event(event) => {
                let frame = event_pipe(event)
                    .and_then(|p| frames.get(p))
                    .map_or("d", String::as_str);
                out.push_str(&format!("{event:?}#{frame};"));
            }
            Node::Event { .. } => {}
            Node::If {
                then, otherwise, ..
            } => {
                let mut after_else = frames.clone();
                let a = signature(then, frames);
                let b = signature(otherwise, &mut after_else);
                merge(frames, &after_else);
                out.push_str(&format!("if({a}|{b});"));
            }
            Node::Loop { trips, body, .. } => {
                let entry = frames.clone();
                let first = signature(body, frames);
                if *frames == entry {
                    if !first.is_empty() {
                        out.push_str(&format!("loop{trips:?}({first});"));
                    }
                    continue;
                }
                let after_first = frames.clone();
                let rest = signature(body, frames);
                if *frames != after_first {
                    for size in frames.values_mut() {
                        *size = "?".into();
                    }
                }
                if !matches!(trips, Trips::Known(n) if *n > 0) {
                    merge(frames, &entry);
                }
                out.push_str(&format!("loop{trips:?}({first}|{rest});"));
            }
        }
    }
    out
}

/// `frames` becomes `?` wherever `other` differs from it.
fn merge(frames: &mut FrameSizes, other: &FrameSizes) {
    let pipes: Vec<PipeId> = frames.keys().chain(other.keys()).cloned().collect();
    for pipe in pipes {
        if frames.get(&pipe) != other.get(&pipe) {
            frames.insert(pipe, "?".into());
        }
    }
}

/// The pipe of a pipe event.
fn event_pipe(event: &Event) -> Option<&PipeId> {
    match event {
        Event::Reserve(p)
        | Event::ReserveNext(p, _)
        | Event::Push(p)
        | Event::Wait(p)
        | Event::WaitNext(p, _)
        | Event::Pop(p)
        | Event::SetFrame(p, _) => Some(p),
        _ => None,
    }
}

/// Whether the nodes touch a pipe at all (`set_frame` included).
fn uses_pipes(nodes: &[Node]) -> bool {
    nodes.iter().any(|node| match node {
        Node::Event { event, .. } => is_pipe_event(event),
        Node::If {
            then, otherwise, ..
        } => uses_pipes(then) || uses_pipes(otherwise),
        Node::Loop { body, .. } => uses_pipes(body),
    })
}

/// The signature of a branch with the frame sizes it leaves.
fn branch_key(nodes: &[Node]) -> String {
    let mut frames = FrameSizes::new();
    let events = signature(nodes, &mut frames);
    format!("{events} -> {frames:?}")
}

impl<'k> Cursor<'k> {
    fn new(kernel: &'k Kernel) -> Self {
        Self {
            stack: vec![(&kernel.body, 0, 1)],
            shapes: HashMap::new(),
        }
    }

    fn shape(&mut self, node: &'k Node) -> Shape {
        *self
            .shapes
            .entry(node as *const Node)
            .or_insert_with(|| match node {
                Node::If {
                    then, otherwise, ..
                } if branch_key(then) != branch_key(otherwise) => Shape::Divergent,
                _ if !uses_pipes(std::slice::from_ref(node)) => Shape::Quiet,
                _ => Shape::Pipes,
            })
    }

    /// The next pipe event, without consuming it; None at the end.
    fn peek(&mut self) -> Result<Option<(At, &'k Event)>, String> {
        loop {
            let Some(&(nodes, index, left)) = self.stack.last() else {
                return Ok(None);
            };
            if index == nodes.len() {
                self.stack.pop();
                if left > 1 {
                    self.stack.push((nodes, 0, left - 1));
                } else if let Some(parent) = self.stack.last_mut() {
                    parent.1 += 1;
                }
                continue;
            }
            let node = &nodes[index];
            match node {
                Node::Event { at, event, .. } if is_pipe_event(event) => {
                    return Ok(Some((*at, event)))
                }
                Node::Event { .. } => self.skip(),
                Node::If { then, .. } => match self.shape(node) {
                    Shape::Quiet => self.skip(),
                    Shape::Pipes => self.enter(then, 1),
                    Shape::Divergent => {
                        return Err("an `if` uses pipes differently in its branches".into())
                    }
                },
                Node::Loop { trips, body, .. } => {
                    if self.shape(node) == Shape::Quiet {
                        self.skip();
                        continue;
                    }
                    match trips {
                        Trips::Known(0) => self.skip(),
                        Trips::Known(n) => self.enter(body, *n),
                        Trips::Unknown(why) => {
                            return Err(format!("a loop's trip count is not known ({why})"))
                        }
                    }
                }
            }
        }
    }

    fn skip(&mut self) {
        if let Some(top) = self.stack.last_mut() {
            top.1 += 1;
        }
    }

    fn enter(&mut self, body: &'k [Node], trips: u64) {
        if body.is_empty() {
            self.skip();
        } else {
            self.stack.push((body, 0, trips));
        }
    }
}

/// Runs `kernels` (all on one core) with the pipes' shapes.
pub fn simulate(kernels: &[&Kernel], shapes: &BTreeMap<PipeId, PipeShape>) -> Outcome {
    simulate_within(kernels, shapes, BUDGET)
}

/// [`simulate`] with at most `budget` pipe operations.
pub fn simulate_within(
    kernels: &[&Kernel],
    shapes: &BTreeMap<PipeId, PipeShape>,
    budget: u64,
) -> Outcome {
    let mut pipes: BTreeMap<PipeId, PipeState> = BTreeMap::new();
    let mut cursors: Vec<Cursor> = kernels.iter().map(|k| Cursor::new(k)).collect();
    // Per kernel, its frame size of each pipe it has used.
    let mut frames: Vec<BTreeMap<PipeId, u64>> = vec![BTreeMap::new(); kernels.len()];
    // Per kernel, the wait_fronts of the frames it holds, by pipe.
    let mut holding: Vec<BTreeMap<PipeId, VecDeque<At>>> = vec![BTreeMap::new(); kernels.len()];
    let mut steps = 0u64;
    loop {
        let mut progressed = false;
        let mut finished = 0;
        let mut blocked = Vec::new();
        for (((kernel, cursor), holds), frames) in kernels
            .iter()
            .zip(cursors.iter_mut())
            .zip(&mut holding)
            .zip(&mut frames)
        {
            loop {
                let (at, event) = match cursor.peek() {
                    Ok(Some(next)) => next,
                    Ok(None) => {
                        finished += 1;
                        break;
                    }
                    Err(why) => {
                        return Outcome::Unknown(format!("kernel `{}`: {why}", kernel.name))
                    }
                };
                let Some(pipe_id) = event_pipe(event) else {
                    unreachable!("the cursor yields pipe events only")
                };
                let Some(shape) = shapes.get(pipe_id) else {
                    return Outcome::Unknown(format!(
                        "the capacity of `{pipe_id}` is not known (no device program declares it)"
                    ));
                };
                let frame = frames.entry(pipe_id.clone()).or_insert(shape.frame);
                if let Event::SetFrame(_, tiles) = event {
                    match tiles.map(u64::try_from) {
                        Some(Ok(tiles)) => *frame = tiles,
                        _ => {
                            return Outcome::Unknown(format!(
                                "kernel `{}` sets the frame size of `{pipe_id}` to a value known only at run time",
                                kernel.name
                            ))
                        }
                    }
                    cursor.skip();
                    continue;
                }
                let pipe = pipes.entry(pipe_id.clone()).or_insert_with(|| PipeState {
                    capacity: shape.capacity,
                    ..Default::default()
                });
                match step(pipe, event, *frame, pipe_id) {
                    Ok(()) => {
                        match event {
                            Event::Wait(_) | Event::WaitNext(..) => {
                                holds.entry(pipe_id.clone()).or_default().push_back(at)
                            }
                            Event::Pop(_) => {
                                holds.entry(pipe_id.clone()).or_default().pop_front();
                            }
                            _ => {}
                        }
                        cursor.skip();
                        progressed = true;
                        steps += 1;
                        if steps > budget {
                            return Outcome::Unknown(format!(
                                "more than {budget} pipe operations to simulate"
                            ));
                        }
                    }
                    Err(reason) => {
                        let awaits = if matches!(event, Event::Wait(_) | Event::WaitNext(..)) {
                            Side::Producer
                        } else {
                            Side::Consumer
                        };
                        blocked.push(Blocked {
                            kernel: kernel.name.clone(),
                            at,
                            reason,
                            pipe: pipe_id.clone(),
                            awaits,
                        });
                        break;
                    }
                }
            }
        }
        if finished == kernels.len() {
            return Outcome::Completes;
        }
        if !progressed {
            let blocked_kernels: Vec<&str> = blocked.iter().map(|b| b.kernel.as_str()).collect();
            let held = kernels
                .iter()
                .zip(&holding)
                .filter(|(kernel, _)| !blocked_kernels.contains(&kernel.name.as_str()))
                .flat_map(|(kernel, holds)| {
                    holds.iter().flat_map(move |(pipe, ats)| {
                        ats.iter().map(move |at| Held {
                            kernel: kernel.name.clone(),
                            pipe: pipe.clone(),
                            at: *at,
                        })
                    })
                })
                .collect();
            return Outcome::Deadlock(Deadlock { blocked, held });
        }
    }
}

/// `n` tiles, in words.
fn tiles(n: u64) -> String {
    tanto_arch::count(n, "tile")
}

/// Applies one pipe operation of a kernel whose frame size is `frame`
/// tiles, or says why it blocks.
fn step(pipe: &mut PipeState, event: &Event, frame: u64, name: &str) -> Result<(), String> {
    match event {
        Event::Reserve(_) | Event::ReserveNext(..) => {
            if pipe.filled + pipe.reserved + frame > pipe.capacity {
                let op = if matches!(event, Event::Reserve(_)) {
                    "reserve_back"
                } else {
                    "reserve_next"
                };
                let taken = match (pipe.filled, pipe.reserved) {
                    (f, 0) => format!("{} full", tiles(f)),
                    (0, r) => format!("{} reserved", tiles(r)),
                    (f, r) => format!("{} full and {r} reserved", tiles(f)),
                };
                return Err(format!(
                    "blocks in {op}: it needs {} free in `{name}`, which holds {} with {taken}",
                    tiles(frame),
                    tiles(pipe.capacity)
                ));
            }
            pipe.reserved += frame;
        }
        Event::Push(_) => {
            pipe.reserved = pipe.reserved.saturating_sub(frame);
            pipe.filled += frame;
        }
        Event::Wait(_) | Event::WaitNext(..) => {
            let ready = pipe.filled.saturating_sub(pipe.waited);
            if ready < frame {
                let have = match ready {
                    0 => "none is pushed".to_string(),
                    n => format!("only {} pushed", tiles(n)),
                };
                let op = if matches!(event, Event::Wait(_)) {
                    "wait_front"
                } else {
                    "wait_next"
                };
                return Err(format!(
                    "blocks in {op}: it waits for {} of `{name}` and {have}",
                    tiles(frame)
                ));
            }
            pipe.waited += frame;
        }
        Event::Pop(_) => {
            pipe.waited = pipe.waited.saturating_sub(frame);
            pipe.filled = pipe.filled.saturating_sub(frame);
        }
        _ => {}
    }
    Ok(())
}

/// The kernels sharing each core, one entry per distinct set of kernels:
/// (the cores, in order, and the indices of their kernels). Only kernels with
/// known cores (a device program) take part.
pub fn core_groups(kernels: &[Kernel]) -> Vec<CoreGroup> {
    // Kernels of different launches never run together.
    let mut by_core: BTreeMap<(i64, (i64, i64)), Vec<usize>> = BTreeMap::new();
    for (index, kernel) in kernels.iter().enumerate() {
        for core in kernel.cores.iter().flatten() {
            by_core
                .entry((kernel.launch, *core))
                .or_default()
                .push(index);
        }
    }
    let mut groups: Vec<CoreGroup> = Vec::new();
    for ((_, core), members) in by_core {
        match groups.iter_mut().find(|(_, m)| *m == members) {
            Some((cores, _)) => cores.push(core),
            None => groups.push((vec![core], members)),
        }
    }
    groups
}

/// Whether any kernel blocks on something the pipe model cannot see.
pub fn waits_on_semaphores(kernel: &Kernel) -> bool {
    fn any(nodes: &[Node]) -> bool {
        nodes.iter().any(|node| match node {
            Node::Event { event, .. } => *event == Event::SemaphoreWait,
            Node::If {
                then, otherwise, ..
            } => any(then) || any(otherwise),
            Node::Loop { body, .. } => any(body),
        })
    }
    any(&kernel.body)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::protocol::testing::{ev, kernel, looped};

    fn produce(pipe: &str, at: At) -> Vec<Node> {
        vec![
            ev(at, Event::Reserve(pipe.into())),
            ev(at + 1, Event::Push(pipe.into())),
        ]
    }

    fn consume(pipe: &str, at: At) -> Vec<Node> {
        vec![
            ev(at, Event::Wait(pipe.into())),
            ev(at + 1, Event::Pop(pipe.into())),
        ]
    }

    /// Pipes of one-tile frames holding `n` tiles each.
    fn capacity(pairs: &[(&str, u64)]) -> BTreeMap<PipeId, PipeShape> {
        pairs
            .iter()
            .map(|(p, n)| {
                let shape = PipeShape {
                    capacity: *n,
                    frame: 1,
                };
                (p.to_string(), shape)
            })
            .collect()
    }

    #[test]
    fn a_balanced_pair_completes() {
        let reader = kernel("reader", vec![looped(100, produce("in", 1))]);
        let math = kernel("math", vec![looped(100, consume("in", 10))]);
        assert_eq!(
            simulate(&[&reader, &math], &capacity(&[("in", 2)])),
            Outcome::Completes
        );
    }

    #[test]
    fn waiting_for_two_frames_of_a_one_frame_pipe_deadlocks() {
        // The consumer holds a frame while waiting for the next one.
        let reader = kernel("reader", vec![looped(4, produce("in", 1))]);
        let math = kernel(
            "math",
            vec![looped(
                2,
                vec![
                    ev(10, Event::Wait("in".into())),
                    ev(11, Event::Wait("in".into())),
                    ev(12, Event::Pop("in".into())),
                    ev(13, Event::Pop("in".into())),
                ],
            )],
        );
        let Outcome::Deadlock(deadlock) = simulate(&[&reader, &math], &capacity(&[("in", 1)]))
        else {
            panic!("expected a deadlock")
        };
        let at: Vec<At> = deadlock.blocked.iter().map(|b| b.at).collect();
        assert_eq!(at, [1, 11]);
        assert_eq!(
            deadlock.blocked[0].reason,
            "blocks in reserve_back: it needs 1 tile free in `in`, which holds 1 tile with 1 tile full"
        );
        assert_eq!(
            deadlock.blocked[1].reason,
            "blocks in wait_front: it waits for 1 tile of `in` and none is pushed"
        );
        assert_eq!(
            simulate(&[&reader, &math], &capacity(&[("in", 2)])),
            Outcome::Completes
        );
    }

    #[test]
    fn a_finished_kernel_holding_a_frame_is_named() {
        // `math` waits for one frame and ends without popping it; the
        // reader's second frame of the one-frame pipe never gets space.
        let reader = kernel("reader", vec![looped(2, produce("in", 1))]);
        let math = kernel("math", vec![ev(10, Event::Wait("in".into()))]);
        let Outcome::Deadlock(deadlock) = simulate(&[&reader, &math], &capacity(&[("in", 1)]))
        else {
            panic!("expected a deadlock")
        };
        assert_eq!(deadlock.blocked.len(), 1);
        assert_eq!(
            deadlock.held,
            [Held {
                kernel: "math".into(),
                pipe: "in".into(),
                at: 10
            }]
        );
    }

    #[test]
    fn crossed_pipe_orders_deadlock_when_frames_run_out() {
        // The reader fills `a` twice before `b`; the consumer alternates.
        let mut reader_body = produce("a", 1);
        reader_body.extend(produce("a", 3));
        reader_body.extend(produce("b", 5));
        reader_body.extend(produce("b", 7));
        let reader = kernel("reader", reader_body);
        let mut math_body = consume("b", 10);
        math_body.extend(consume("a", 12));
        math_body.extend(consume("b", 14));
        math_body.extend(consume("a", 16));
        let math = kernel("math", math_body);
        assert!(matches!(
            simulate(&[&reader, &math], &capacity(&[("a", 1), ("b", 1)])),
            Outcome::Deadlock(_)
        ));
        assert_eq!(
            simulate(&[&reader, &math], &capacity(&[("a", 2), ("b", 1)])),
            Outcome::Completes
        );
    }

    #[test]
    fn reserving_ahead_needs_a_second_free_frame() {
        let pipelined = kernel(
            "reader",
            vec![
                ev(1, Event::Reserve("in".into())),
                looped(
                    3,
                    vec![
                        ev(2, Event::ReserveNext("in".into(), 1)),
                        ev(3, Event::Push("in".into())),
                    ],
                ),
                ev(4, Event::Push("in".into())),
            ],
        );
        let math = kernel("math", vec![looped(4, consume("in", 10))]);
        assert_eq!(
            simulate(&[&pipelined, &math], &capacity(&[("in", 2)])),
            Outcome::Completes
        );
        assert!(matches!(
            simulate(&[&pipelined, &math], &capacity(&[("in", 1)])),
            Outcome::Deadlock(_)
        ));
    }

    #[test]
    fn undecidable_models_say_why() {
        let unknown = kernel(
            "k",
            vec![Node::Loop {
                at: 1,
                trips: Trips::Unknown("`n` is a runtime argument".into()),
                body: produce("in", 2),
            }],
        );
        assert!(
            matches!(simulate(&[&unknown], &capacity(&[("in", 2)])), Outcome::Unknown(why) if why.contains("`n` is a runtime argument"))
        );
        let no_capacity = kernel("k", produce("in", 1));
        assert!(
            matches!(simulate(&[&no_capacity], &BTreeMap::new()), Outcome::Unknown(why) if why.contains("capacity of `in`"))
        );
        // Loops and branches without pipe operations do not matter.
        let quiet = kernel(
            "k",
            vec![
                Node::Loop {
                    at: 1,
                    trips: Trips::Unknown("n".into()),
                    body: vec![ev(2, Event::SemaphoreWait)],
                },
                Node::If {
                    at: 3,
                    then: produce("in", 4),
                    otherwise: produce("in", 6),
                },
            ],
        );
        let sink = kernel("sink", consume("in", 8));
        assert_eq!(
            simulate(&[&quiet, &sink], &capacity(&[("in", 1)])),
            Outcome::Completes
        );
        assert!(waits_on_semaphores(&quiet));
    }

    #[test]
    fn signatures_carry_frame_sizes_not_set_frame_positions() {
        let set = |at| ev(at, Event::SetFrame("px".into(), Some(4)));
        let push_s = || ev(1, Event::Push("ps".into()));
        let reserve_x = || ev(2, Event::Reserve("px".into()));
        let early = kernel("k", vec![set(0), push_s(), reserve_x()]);
        let late = kernel("k", vec![push_s(), set(0), reserve_x()]);
        assert_eq!(pipe_signature(&early), pipe_signature(&late));
        let after = kernel("k", vec![push_s(), reserve_x(), set(0)]);
        assert_ne!(pipe_signature(&early), pipe_signature(&after));
        // Branches that leave different frame sizes diverge.
        let branches = kernel(
            "k",
            vec![
                Node::If {
                    at: 3,
                    then: vec![set(4)],
                    otherwise: vec![],
                },
                reserve_x(),
            ],
        );
        let reader = kernel("r", vec![]);
        assert!(matches!(
            simulate(&[&branches, &reader], &capacity(&[("px", 8)])),
            Outcome::Unknown(why) if why.contains("uses pipes differently")
        ));
    }

    #[test]
    fn a_consumer_may_wait_for_several_of_the_producers_frames() {
        // One-tile frames pushed, four-tile frames waited for.
        let reader = kernel("reader", vec![looped(8, produce("in", 1))]);
        let mut body = vec![ev(9, Event::SetFrame("in".into(), Some(4)))];
        body.push(looped(2, consume("in", 10)));
        let math = kernel("math", body);
        assert_eq!(
            simulate(&[&reader, &math], &capacity(&[("in", 4)])),
            Outcome::Completes
        );
        // A pipe of three tiles never holds the consumer's frame.
        let Outcome::Deadlock(deadlock) = simulate(&[&reader, &math], &capacity(&[("in", 3)]))
        else {
            panic!("expected a deadlock")
        };
        let reasons: Vec<&str> = deadlock.blocked.iter().map(|b| b.reason.as_str()).collect();
        assert_eq!(
            reasons,
            [
                "blocks in reserve_back: it needs 1 tile free in `in`, which holds 3 tiles with 3 tiles full",
                "blocks in wait_front: it waits for 4 tiles of `in` and only 3 tiles pushed"
            ]
        );
        // A frame size known only at run time cannot be simulated.
        let unknown = kernel("math", vec![ev(9, Event::SetFrame("in".into(), None))]);
        assert!(matches!(
            simulate(&[&unknown], &capacity(&[("in", 4)])),
            Outcome::Unknown(why) if why.contains("known only at run time")
        ));
    }

    #[test]
    fn long_runs_are_bounded() {
        let reader = kernel(
            "reader",
            vec![looped(100, vec![looped(100, produce("in", 1))])],
        );
        let math = kernel(
            "math",
            vec![looped(100, vec![looped(100, consume("in", 10))])],
        );
        assert_eq!(
            simulate_within(&[&reader, &math], &capacity(&[("in", 2)]), 40_000),
            Outcome::Completes
        );
        assert!(
            matches!(simulate_within(&[&reader, &math], &capacity(&[("in", 2)]), 39_999), Outcome::Unknown(why) if why.contains("pipe operations"))
        );
    }
}
