//! The pipe protocol, checked on a plain model of kernels (no MLIR here).
//!
//! Within a kernel, on every path: `reserve_back` then `push_back` before the
//! next `reserve_back`; `wait_front` then `pop_front` before the next
//! `wait_front`; the read frame is read only while waited for, the write
//! frame written (NoC reads into it, packs) only while reserved; every frame
//! opened is closed. Branches leave pipes as they found them on both sides;
//! loop iterations end as they began. PTO slots: `talloc` then `tpush`,
//! `tpop` then `tfree`, no use after `tfree`.
//!
//! Across the kernels of one core: a producer pushes as many tiles into a
//! pipe as its consumer waits for (when the trip counts are known; a warning
//! names what is not). Frame sizes belong to kernels: a producer may push
//! frames of one size and its consumer wait for frames of another, as long as
//! the tiles add up; each frame size must fit the pipe, and should divide
//! its capacity.
//!
//! Every finding names its rule ([`rules`]): an error when the program is
//! certainly wrong, a warning when it might be right, a remark when it is
//! legal but worth knowing.

use crate::analysis::frames::{count, frames_set, tiles, Count};
use crate::analysis::protocol::{At, Event, Kernel, Node, PipeId, Slot, Trips};
use crate::analysis::resources::PipeShape;
use std::collections::{BTreeMap, BTreeSet};

pub use tanto_dialects::finding::{Rule, Severity};

/// The rules of the protocol check, by their stable names.
pub mod rules {
    use super::{Rule, Severity::*};

    macro_rules! rules {
        ($($id:ident $name:literal $severity:ident $why:literal;)*) => {
            $(pub const $id: Rule = Rule { name: $name, severity: $severity, why: $why };)*
            /// Every rule, in the order of the documentation.
            pub const ALL: &[Rule] = &[$($id),*];
        };
    }

    rules! {
        RESERVE_WHILE_RESERVED "reserve-while-reserved" Error "the frame reserved first is never pushed: its consumer waits for it forever";
        PUSH_WITHOUT_RESERVE "push-without-reserve" Error "pushes a frame nobody filled, or one frame twice";
        RESERVE_NEXT_WITHOUT_RESERVE "reserve-next-without-reserve" Error "the next frame is defined only after a reserved write frame";
        RESERVE_NEXT_TWICE "reserve-next-twice" Error "each frame ahead of the write frame is reserved once, in order";
        WAIT_NEXT_WITHOUT_WAIT "wait-next-without-wait" Error "a frame ahead of the read frame is waited for only after the read frame and the frames before it, once each";
        WAIT_WHILE_WAITED "wait-while-waited" Error "wait_front asks for a new frame while the current one is not popped: it blocks on the frame this kernel holds";
        POP_WITHOUT_WAIT "pop-without-wait" Error "frees a frame this kernel never received: the producer overwrites data still unread";
        READ_WITHOUT_WAIT "read-without-wait" Warning "the kernel never waits on this pipe: the data may be static or synchronised another way (semaphores, another kernel), which the check cannot see";
        READ_OF_RESERVED_PIPE "read-of-reserved-pipe" Error "copies out of a pipe the kernel is filling and never waits on: its read frame holds no data this kernel may read, so the copy most likely goes the wrong way (`p.write(...)` for `p.read(...)`)";
        READ_OUTSIDE_WAIT "read-outside-wait" Error "the kernel waits on this pipe elsewhere, so this read races with the producer";
        WRITE_OUTSIDE_RESERVE "write-outside-reserve" Error "writes a frame the kernel does not hold: it overwrites frames the consumer may be reading";
        WRITE_NEXT_WITHOUT_RESERVE_NEXT "write-next-without-reserve-next" Error "the next frame is not reserved";
        READ_AHEAD_WITHOUT_WAIT_NEXT "read-ahead-without-wait-next" Error "the frame ahead of the read frame is not waited for: the producer may still be filling it";
        UNPUSHED_FRAME "unpushed-frame" Error "a reserved frame never pushed never reaches its consumer";
        HELD_FRAME "held-frame" Remark "a frame waited for and never popped is held to the kernel's end (a scaler tile used every iteration); the pipe dies with the kernel. A producer that needs it back deadlocks, which the deadlock check reports";
        OPEN_SLOT "open-slot" Error "a FIFO slot allocated or taken and never committed or freed is lost to the other side";
        UNBALANCED_BRANCH "unbalanced-branch" Error "after the if, whether a frame is open depends on the path: the next protocol step is wrong on one of them";
        UNBALANCED_LOOP "unbalanced-loop" Error "each iteration opens or closes a frame without the matching step: the second iteration is wrong";
        SLOT_NOT_OPEN "slot-not-open" Error "commits or frees a FIFO slot that is not open";
        SLOT_USE_AFTER_RELEASE "slot-use-after-release" Error "the slot belongs to the other side once released";
        MISSING_FRAMES "missing-frames" Error "the consumer waits for more frames than the producer pushes: it blocks forever";
        UNCONSUMED_FRAMES "unconsumed-frames" Warning "frames pushed and never waited for die with the pipe; harmless unless the producer needs their space back, which the deadlock check reports";
        UNKNOWN_FRAME_COUNT "unknown-frame-count" Warning "the number of frames depends on values the check does not know, so producer and consumer cannot be compared";
        FRAME_EXCEEDS_PIPE "frame-exceeds-pipe" Error "a frame larger than the pipe never fits: reserve_back and wait_front block forever";
        FRAME_ACCESS_OUTSIDE "frame-access-outside" Error "reads or writes past the end of the kernel's frame: the elements belong to the next frame (or lie past the pipe), which another kernel may be using";
        FRAME_STRADDLES_RING "frame-straddles-ring" Warning "the pipe's capacity is not a multiple of the frame size: a frame that starts near the end of the ring runs past the pipe's memory (the hardware's circular buffers do not wrap inside a frame)";
        DEADLOCK "deadlock" Error "the kernels of a core block each other forever (simulated with the pipes' capacities)";
    }
}

/// A finding of the protocol check, at a place of the kernels' model.
pub type Finding = tanto_dialects::finding::Finding<At>;

/// The open frames of each pipe and the state of each slot.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
struct State {
    reserved: BTreeMap<PipeId, At>,
    /// Pipes with frames reserved ahead of the write frame: where each was
    /// reserved, the next frame first.
    reserved_next: BTreeMap<PipeId, Vec<At>>,
    waited: BTreeMap<PipeId, At>,
    /// Pipes with frames waited for ahead of the read frame: where each was
    /// waited for, the next frame first.
    waited_ahead: BTreeMap<PipeId, Vec<At>>,
    open_slots: BTreeMap<Slot, (At, bool)>,
    freed_slots: BTreeMap<Slot, At>,
}

struct Walker<'k> {
    kernel: &'k Kernel,
    findings: Vec<Finding>,
}

/// Protocol findings of one kernel.
pub fn check_kernel(kernel: &Kernel) -> Vec<Finding> {
    let mut walker = Walker {
        kernel,
        findings: Vec::new(),
    };
    let end = walker.nodes(&kernel.body, State::default());
    let name = &kernel.name;
    for (pipe, at) in &end.reserved {
        walker.findings.push(Finding::of(
            &rules::UNPUSHED_FRAME,
            *at,
            format!("kernel `{name}` reserves a write frame of `{pipe}` here but never pushes it"),
        ));
    }
    for (pipe, at) in end
        .reserved_next
        .iter()
        .flat_map(|(p, ats)| ats.iter().map(move |at| (p, at)))
    {
        walker.findings.push(Finding::of(
            &rules::UNPUSHED_FRAME,
            *at,
            format!("kernel `{name}` reserves the next frame of `{pipe}` here but never pushes it"),
        ));
    }
    for (pipe, at) in &end.waited {
        walker.findings.push(Finding::of(
            &rules::HELD_FRAME,
            *at,
            format!("kernel `{name}` holds the read frame of `{pipe}` it waits for here to its end (never pops it); the frame is released with the kernel"),
        ));
    }
    for (at, producer) in end.open_slots.values() {
        let message = if *producer {
            format!("kernel `{name}` allocates a FIFO slot here (talloc) but never commits it with tpush")
        } else {
            format!("kernel `{name}` takes a FIFO slot here (tpop) but never frees it with tfree")
        };
        walker
            .findings
            .push(Finding::of(&rules::OPEN_SLOT, *at, message));
    }
    walker.findings
}

impl Walker<'_> {
    fn report(&mut self, rule: &Rule, at: At, message: String) {
        self.findings.push(Finding::of(rule, at, message));
    }

    /// Reports each pipe whose frame one iteration of the loop at `at` opens
    /// (it is open in `after` but not in `before`) or closes: the action
    /// (`opens.0`, `closes.0`) without the matching one (`opens.1`,
    /// `closes.1`).
    fn unbalanced_loop(
        &mut self,
        at: At,
        [before, after]: [&BTreeMap<PipeId, At>; 2],
        opens: (&str, &str),
        closes: (&str, &str),
    ) {
        let name = &self.kernel.name;
        for pipe in differing(before, after) {
            let (what, matching) = if after.contains_key(&pipe) {
                opens
            } else {
                closes
            };
            let message = format!("kernel `{name}`: each iteration of this loop {what} `{pipe}` without the matching {matching}");
            self.report(&rules::UNBALANCED_LOOP, at, message);
        }
    }

    /// Opens the frame of `pipe` at `at` in `frames`. One open already is
    /// reported with the message and note of `report`, the note where it
    /// was opened.
    fn open(
        &mut self,
        frames: &mut BTreeMap<PipeId, At>,
        pipe: &PipeId,
        at: At,
        rule: &Rule,
        report: impl FnOnce() -> (String, &'static str),
    ) {
        if let Some(previous) = frames.insert(pipe.clone(), at) {
            let (message, note) = report();
            self.findings
                .push(Finding::of(rule, at, message).with_note(previous, note));
        }
    }

    fn nodes(&mut self, nodes: &[Node], mut state: State) -> State {
        for node in nodes {
            state = self.node(node, state);
        }
        state
    }

    fn node(&mut self, node: &Node, mut state: State) -> State {
        let name = &self.kernel.name;
        match node {
            Node::Event { at, op, event } => {
                let at = *at;
                match event {
                    Event::Reserve(p) => self.open(&mut state.reserved, p, at, &rules::RESERVE_WHILE_RESERVED, || {
                        let message = format!("kernel `{name}` reserves a write frame of `{p}` while the one reserved before is not pushed");
                        (message, "the write frame reserved here is still open")
                    }),
                    Event::ReserveNext(p, ahead) => {
                        let ahead = *ahead as usize;
                        let before = state.reserved_next.get(p).map_or(0, Vec::len);
                        if !state.reserved.contains_key(p) {
                            self.report(&rules::RESERVE_NEXT_WITHOUT_RESERVE, at, format!("kernel `{name}` reserves the next frame of `{p}` without a reserved write frame"));
                        } else if ahead <= before {
                            let previous = state.reserved_next[p][ahead.max(1) - 1];
                            let message = format!("kernel `{name}` reserves {} of `{p}` twice", frame_ahead(ahead as u32));
                            self.findings.push(Finding::of(&rules::RESERVE_NEXT_TWICE, at, message).with_note(previous, "that frame was reserved here"));
                        } else if ahead > before + 1 {
                            self.report(&rules::RESERVE_NEXT_WITHOUT_RESERVE, at, format!("kernel `{name}` reserves the frame {ahead} after the write frame of `{p}` with only {before} reserved after it: frames are reserved in order"));
                        } else {
                            state.reserved_next.entry(p.clone()).or_default().push(at);
                        }
                    }
                    Event::Push(p) => {
                        // The first frame reserved ahead becomes the write
                        // frame; the others move one frame closer.
                        if let Some(next) = state.reserved_next.get_mut(p).filter(|ats| !ats.is_empty()) {
                            let first = next.remove(0);
                            if next.is_empty() {
                                state.reserved_next.remove(p);
                            }
                            state.reserved.insert(p.clone(), first);
                        } else if state.reserved.remove(p).is_none() {
                            self.report(&rules::PUSH_WITHOUT_RESERVE, at, format!("kernel `{name}` pushes `{p}` without a reserved write frame (no reserve_back before it)"));
                        }
                    }
                    Event::Wait(p) => self.open(&mut state.waited, p, at, &rules::WAIT_WHILE_WAITED, || {
                        let message = format!("kernel `{name}` waits for a read frame of `{p}` while the one it waited for before is not popped");
                        (message, "the read frame waited for here is still open")
                    }),
                    Event::WaitNext(p, ahead) => {
                        let ahead = *ahead as usize;
                        let before = state.waited_ahead.get(p).map_or(0, Vec::len);
                        if !state.waited.contains_key(p) || ahead != before + 1 {
                            self.report(&rules::WAIT_NEXT_WITHOUT_WAIT, at, format!("kernel `{name}` waits for the frame {ahead} after the read frame of `{p}` with {} waited for after it{}", tanto_arch::count(before as u64, "frame"), if state.waited.contains_key(p) { "" } else { " and no read frame" }));
                        } else {
                            state.waited_ahead.entry(p.clone()).or_default().push(at);
                        }
                    }
                    Event::Pop(p) => {
                        // The first frame held ahead becomes the read frame.
                        if let Some(next) = state.waited_ahead.get_mut(p).filter(|ats| !ats.is_empty()) {
                            let first = next.remove(0);
                            if next.is_empty() {
                                state.waited_ahead.remove(p);
                            }
                            state.waited.insert(p.clone(), first);
                        } else if state.waited.remove(p).is_none() {
                            self.report(&rules::POP_WITHOUT_WAIT, at, format!("kernel `{name}` pops `{p}` without a read frame (no wait_front before it)"));
                        }
                    }
                    Event::ReadFrame(p) if !state.waited.contains_key(p) => {
                        let waits = |e: &Event| matches!(e, Event::Wait(w) if w == p);
                        if first(&self.kernel.body, &waits).is_some() {
                            self.report(&rules::READ_OUTSIDE_WAIT, at, format!("`{op}` in kernel `{name}` reads the read frame of `{p}` outside wait_front/pop_front"));
                        } else if let Some(reserved) = state.reserved.get(p) {
                            // A producer copying out of its own pipe: the
                            // copy into its write frame written backwards.
                            let message = format!("`{op}` in kernel `{name}` copies out of the read frame of `{p}`, a pipe it fills (reserve_back) and never waits on: the copy most likely goes the wrong way (a read into the write frame fills it)");
                            self.findings.push(
                                Finding::of(&rules::READ_OF_RESERVED_PIPE, at, message)
                                    .with_note(*reserved, "the write frame it should fill is reserved here"),
                            );
                        } else {
                            self.report(&rules::READ_WITHOUT_WAIT, at, format!("`{op}` in kernel `{name}` reads the read frame of `{p}`, but the kernel never waits for a frame of it (wait_front)"));
                        }
                    }
                    Event::WriteFrame(p) if !state.reserved.contains_key(p) => self.report(&rules::WRITE_OUTSIDE_RESERVE, at, format!("`{op}` in kernel `{name}` writes the write frame of `{p}` outside reserve_back/push_back")),
                    Event::WriteNextFrame(p, ahead) if state.reserved_next.get(p).map_or(0, Vec::len) < *ahead as usize => self.report(&rules::WRITE_NEXT_WITHOUT_RESERVE_NEXT, at, format!("`{op}` in kernel `{name}` writes {} of `{p}` without reserve_next", frame_ahead(*ahead))),
                    Event::ReadAheadFrame(p, ahead) if state.waited_ahead.get(p).map_or(0, Vec::len) < *ahead as usize => self.report(&rules::READ_AHEAD_WITHOUT_WAIT_NEXT, at, format!("`{op}` in kernel `{name}` reads the frame {ahead} after the read frame of `{p}` without wait_next")),
                    Event::ReadFrame(_) | Event::WriteFrame(_) | Event::WriteNextFrame(..) | Event::ReadAheadFrame(..) => {}
                    Event::SetFrame(..) | Event::SemaphoreWait => {}
                    Event::Alloc(s) | Event::Acquire(s) => {
                        state
                            .open_slots
                            .insert(*s, (at, matches!(event, Event::Alloc(_))));
                        state.freed_slots.remove(s);
                    }
                    Event::Commit(s) | Event::Free(s) => match state.open_slots.remove(s) {
                        Some(_) => {
                            state.freed_slots.insert(*s, at);
                        }
                        None => {
                            let (what, needs) = if matches!(event, Event::Commit(_)) {
                                ("tpush", "talloc")
                            } else {
                                ("tfree", "tpop")
                            };
                            let mut finding = Finding::of(&rules::SLOT_NOT_OPEN, at, format!("kernel `{name}`: {what} of a FIFO slot that is not open (no {needs} before it, or already closed)"));
                            if let Some(closed) = state.freed_slots.get(s) {
                                finding = finding.with_note(*closed, "the slot was closed here");
                            }
                            self.findings.push(finding);
                        }
                    },
                    Event::UseSlot(s) => {
                        if let Some(closed) = state.freed_slots.get(s) {
                            self.findings.push(
                                Finding::of(&rules::SLOT_USE_AFTER_RELEASE, at, format!("`{op}` in kernel `{name}` uses a FIFO slot after it was released"))
                                    .with_note(*closed, "the slot was released here"),
                            );
                        }
                    }
                }
                state
            }
            Node::If {
                at,
                then,
                otherwise,
            } => {
                let after_then = self.nodes(then, state.clone());
                let after_else = self.nodes(otherwise, state.clone());
                for pipe in differing(&after_then.reserved, &after_else.reserved) {
                    self.findings.push(Finding::of(&rules::UNBALANCED_BRANCH, *at, format!("kernel `{name}`: one branch of this `if` leaves a write frame of `{pipe}` reserved and the other does not")));
                }
                for pipe in differing_counts(&after_then.reserved_next, &after_else.reserved_next) {
                    self.findings.push(Finding::of(&rules::UNBALANCED_BRANCH, *at, format!("kernel `{name}`: one branch of this `if` leaves the next frame of `{pipe}` reserved and the other does not")));
                }
                for pipe in differing_counts(&after_then.waited_ahead, &after_else.waited_ahead) {
                    self.findings.push(Finding::of(&rules::UNBALANCED_BRANCH, *at, format!("kernel `{name}`: one branch of this `if` leaves frames of `{pipe}` waited for ahead and the other does not")));
                }
                for pipe in differing(&after_then.waited, &after_else.waited) {
                    self.findings.push(Finding::of(&rules::UNBALANCED_BRANCH, *at, format!("kernel `{name}`: one branch of this `if` leaves a read frame of `{pipe}` open and the other does not")));
                }
                after_then
            }
            Node::Loop { at, body, .. } => {
                let after = self.nodes(body, state.clone());
                let opens = ("reserves a write frame of", "push_back");
                let closes = ("pushes", "reserve_back");
                self.unbalanced_loop(*at, [&state.reserved, &after.reserved], opens, closes);
                for pipe in differing_counts(&state.reserved_next, &after.reserved_next) {
                    self.findings.push(Finding::of(&rules::UNBALANCED_LOOP, *at, format!("kernel `{name}`: each iteration of this loop changes whether the next frame of `{pipe}` is reserved")));
                }
                for pipe in differing_counts(&state.waited_ahead, &after.waited_ahead) {
                    self.findings.push(Finding::of(&rules::UNBALANCED_LOOP, *at, format!("kernel `{name}`: each iteration of this loop changes how many frames of `{pipe}` are waited for ahead")));
                }
                let opens = ("waits for a read frame of", "pop_front");
                let closes = ("pops", "wait_front");
                self.unbalanced_loop(*at, [&state.waited, &after.waited], opens, closes);
                state
            }
        }
    }
}

/// Pipes open in exactly one of two states.
fn differing(a: &BTreeMap<PipeId, At>, b: &BTreeMap<PipeId, At>) -> Vec<PipeId> {
    let keys: BTreeSet<&PipeId> = a.keys().chain(b.keys()).collect();
    keys.into_iter()
        .filter(|k| a.contains_key(*k) != b.contains_key(*k))
        .cloned()
        .collect()
}

/// "the next frame", or "the frame N after the write frame".
fn frame_ahead(ahead: u32) -> String {
    match ahead {
        1 => "the next frame".into(),
        n => format!("the frame {n} after the write frame"),
    }
}

/// The pipes with a different number of frames reserved ahead in `a` and
/// `b`.
fn differing_counts(a: &BTreeMap<PipeId, Vec<At>>, b: &BTreeMap<PipeId, Vec<At>>) -> Vec<PipeId> {
    let keys: BTreeSet<&PipeId> = a.keys().chain(b.keys()).collect();
    let count = |m: &BTreeMap<PipeId, Vec<At>>, k: &PipeId| m.get(k).map_or(0, Vec::len);
    keys.into_iter()
        .filter(|k| count(a, k) != count(b, k))
        .cloned()
        .collect()
}

/// The first event matching `pick`.
fn first(nodes: &[Node], pick: &dyn Fn(&Event) -> bool) -> Option<At> {
    nodes.iter().find_map(|node| match node {
        Node::Event { at, event, .. } => pick(event).then_some(*at),
        Node::If {
            then, otherwise, ..
        } => first(then, pick).or_else(|| first(otherwise, pick)),
        Node::Loop { body, .. } => first(body, pick),
    })
}

/// A kernel's frame size of each pipe at a point of its run: Some(tiles)
/// when known.
type FrameSizes = BTreeMap<PipeId, Option<u64>>;

/// Frame accesses whose elements (first, count) are known and lie past the
/// kernel's frame where its frame size is known: an error at the access.
pub fn check_frame_extents(
    kernel: &Kernel,
    shapes: &BTreeMap<PipeId, PipeShape>,
    extent: &dyn Fn(At) -> Option<(u64, u64)>,
) -> Vec<Finding> {
    let mut frames: FrameSizes = shapes
        .iter()
        .map(|(pipe, shape)| (pipe.clone(), Some(shape.frame)))
        .collect();
    let mut findings = Vec::new();
    walk_extents(
        &kernel.body,
        &mut frames,
        &kernel.name,
        extent,
        &mut findings,
    );
    findings
}

fn walk_extents(
    nodes: &[Node],
    frames: &mut FrameSizes,
    kernel: &str,
    extent: &dyn Fn(At) -> Option<(u64, u64)>,
    findings: &mut Vec<Finding>,
) {
    for node in nodes {
        match node {
            Node::Event {
                event: Event::SetFrame(p, tiles),
                ..
            } => {
                frames.insert(p.clone(), tiles.and_then(|t| u64::try_from(t).ok()));
            }
            Node::Event { at, op, event } => {
                let (pipe, which) = match event {
                    Event::ReadFrame(p) => (p, "read"),
                    Event::WriteFrame(p) => (p, "write"),
                    Event::WriteNextFrame(p, _) => (p, "next write"),
                    Event::ReadAheadFrame(p, _) => (p, "read ahead"),
                    _ => continue,
                };
                let (Some((first, count)), Some(Some(frame))) = (extent(*at), frames.get(pipe))
                else {
                    continue;
                };
                let elements = frame * 1024;
                if first + count > elements {
                    let tiles = match frame {
                        1 => "1 tile".to_string(),
                        n => format!("{n} tiles"),
                    };
                    let range = if count == 1024 && first % 1024 == 0 {
                        format!("tile {}", first / 1024)
                    } else {
                        format!("elements {first}..{}", first + count)
                    };
                    findings.push(Finding::of(
                        &rules::FRAME_ACCESS_OUTSIDE,
                        *at,
                        format!("`{op}` in kernel `{kernel}` covers {range} of the {which} frame of `{pipe}`, which is {tiles} ({elements} elements) in this kernel"),
                    ));
                }
            }
            Node::If {
                then, otherwise, ..
            } => {
                let mut other = frames.clone();
                walk_extents(then, frames, kernel, extent, findings);
                walk_extents(otherwise, &mut other, kernel, extent, findings);
                for (pipe, size) in other {
                    if frames.get(&pipe) != Some(&size) {
                        frames.insert(pipe, None);
                    }
                }
            }
            Node::Loop { body, trips, .. } => {
                // A pipe the body sets may have either size at its top.
                let entry = frames.clone();
                for pipe in pipes_set(body) {
                    frames.insert(pipe, None);
                }
                walk_extents(body, frames, kernel, extent, findings);
                if !matches!(trips, Trips::Known(n) if *n > 0) {
                    for (pipe, size) in entry {
                        if frames.get(&pipe) != Some(&size) {
                            frames.insert(pipe, None);
                        }
                    }
                }
            }
        }
    }
}

/// The pipes whose frame size `nodes` set.
fn pipes_set(nodes: &[Node]) -> BTreeSet<PipeId> {
    let mut out = BTreeSet::new();
    for node in nodes {
        match node {
            Node::Event {
                event: Event::SetFrame(p, _),
                ..
            } => {
                out.insert(p.clone());
            }
            Node::Event { .. } => {}
            Node::If {
                then, otherwise, ..
            } => {
                out.extend(pipes_set(then));
                out.extend(pipes_set(otherwise));
            }
            Node::Loop { body, .. } => out.extend(pipes_set(body)),
        }
    }
    out
}

/// Where a kernel sets the frame size of `pipe`, with the size when known.
fn set_frames_at(nodes: &[Node], pipe: &str, out: &mut Vec<(i64, At)>) {
    for node in nodes {
        match node {
            Node::Event {
                at,
                event: Event::SetFrame(p, Some(tiles)),
                ..
            } if p == pipe => out.push((*tiles, *at)),
            Node::Event { .. } => {}
            Node::If {
                then, otherwise, ..
            } => {
                set_frames_at(then, pipe, out);
                set_frames_at(otherwise, pipe, out);
            }
            Node::Loop { body, .. } => set_frames_at(body, pipe, out),
        }
    }
}

/// The first core two kernels share, when both know their cores.
fn first_shared_core(a: &Kernel, b: &Kernel) -> Option<(i64, i64)> {
    let (x, y) = (a.cores.as_ref()?, b.cores.as_ref()?);
    x.intersection(y).next().copied()
}

/// Whether two kernels run together on some core: the same launch and a
/// common core.
fn share_a_core(a: &Kernel, b: &Kernel) -> bool {
    a.launch == b.launch
        && match (&a.cores, &b.cores) {
            (Some(x), Some(y)) => !x.is_disjoint(y),
            _ => true,
        }
}

/// Cross-kernel findings: producers and consumers of each pipe on a shared
/// core move as many tiles (frames, where the pipe's shape is not known:
/// outside a device program), and every frame size fits the pipe.
pub fn check_program(kernels: &[Kernel], shapes: &BTreeMap<PipeId, PipeShape>) -> Vec<Finding> {
    let mut findings = Vec::new();
    let pipes: BTreeSet<PipeId> = kernels.iter().flat_map(|k| pipes_of(&k.body)).collect();
    for pipe in &pipes {
        let shape = shapes.get(pipe).copied();
        if let Some(shape) = shape {
            check_frame_sizes(kernels, pipe, shape, &mut findings);
        }
        let pushes = |e: &Event| matches!(e, Event::Push(p) if p == pipe);
        let waits = |e: &Event| matches!(e, Event::Wait(p) if p == pipe);
        // In tiles with the pipe's shape; in frames without it, which
        // compares only while no kernel changes its frame size.
        let (amount, unit) = match shape {
            Some(shape) => (
                Box::new(move |k: &Kernel, pick: &dyn Fn(&Event) -> bool| {
                    tiles(&k.body, pipe, shape.frame, pick)
                }) as Box<dyn Fn(&Kernel, &dyn Fn(&Event) -> bool) -> Count>,
                "tiles",
            ),
            None => (
                Box::new(move |k: &Kernel, pick: &dyn Fn(&Event) -> bool| {
                    let mut set = Vec::new();
                    frames_set(&k.body, pipe, &mut set);
                    if set.is_empty() {
                        count(&k.body, pick)
                    } else {
                        Count::Unknown(format!("`{}` changes its frame size of `{pipe}`, whose declared frame size is not known outside a device program", k.name))
                    }
                }) as Box<dyn Fn(&Kernel, &dyn Fn(&Event) -> bool) -> Count>,
                "frames",
            ),
        };
        for producer in kernels.iter().filter(|k| first(&k.body, &pushes).is_some()) {
            for consumer in kernels
                .iter()
                .filter(|k| first(&k.body, &waits).is_some() && share_a_core(k, producer))
            {
                if producer.name == consumer.name {
                    continue;
                }
                let (pushed, waited) = (amount(producer, &pushes), amount(consumer, &waits));
                let push_at = first(&producer.body, &pushes).unwrap_or(producer.at);
                let wait_at = first(&consumer.body, &waits).unwrap_or(consumer.at);
                // Models of some cores (per-core arguments) say which.
                let on = match (
                    producer.per_core || consumer.per_core,
                    first_shared_core(producer, consumer),
                ) {
                    (true, Some((x, y))) => format!(" on core ({x}, {y})"),
                    _ => String::new(),
                };
                match (pushed, waited) {
                    (Count::Known(p), Count::Known(w)) if p < w => findings.push(
                        Finding::of(&rules::MISSING_FRAMES, wait_at, format!("kernel `{}` waits for {w} {unit} of `{pipe}` but kernel `{}` pushes only {p}{on}: `{}` blocks forever", consumer.name, producer.name, consumer.name))
                            .with_note(push_at, format!("`{}` pushes here", producer.name)),
                    ),
                    (Count::Known(p), Count::Known(w)) if p > w => findings.push(
                        Finding::of(&rules::UNCONSUMED_FRAMES, push_at, format!("kernel `{}` pushes {p} {unit} into `{pipe}` but kernel `{}` waits for only {w}{on}", producer.name, consumer.name))
                            .with_note(wait_at, format!("`{}` waits here", consumer.name)),
                    ),
                    (Count::Known(_), Count::Known(_)) => {}
                    (Count::Unknown(why), _) => findings.push(Finding::of(&rules::UNKNOWN_FRAME_COUNT, push_at, format!("cannot check that kernel `{}` pushes as many {unit} into `{pipe}` as kernel `{}` waits for: the number of pushes is not known ({why})", producer.name, consumer.name))),
                    (_, Count::Unknown(why)) => findings.push(Finding::of(&rules::UNKNOWN_FRAME_COUNT, wait_at, format!("cannot check that kernel `{}` waits for as many {unit} of `{pipe}` as kernel `{}` pushes: the number of waits is not known ({why})", consumer.name, producer.name))),
                }
            }
        }
    }
    findings
}

/// Every frame size a kernel uses on `pipe` (the declared one, or those it
/// sets) fits the pipe, and should divide its capacity.
fn check_frame_sizes(
    kernels: &[Kernel],
    pipe: &PipeId,
    shape: PipeShape,
    findings: &mut Vec<Finding>,
) {
    let capacity = shape.capacity;
    for kernel in kernels {
        let mut set = Vec::new();
        set_frames_at(&kernel.body, pipe, &mut set);
        for (tiles, at) in set {
            let tiles = u64::try_from(tiles).unwrap_or(0);
            if tiles > capacity {
                findings.push(Finding::of(&rules::FRAME_EXCEEDS_PIPE, at, format!("kernel `{}` sets frames of `{pipe}` to {tiles} tiles, but the pipe holds {capacity}: its reserve_back and wait_front never return", kernel.name)));
            } else if tiles > 0 && !capacity.is_multiple_of(tiles) {
                findings.push(Finding::of(&rules::FRAME_STRADDLES_RING, at, format!("kernel `{}` sets frames of `{pipe}` to {tiles} tiles, which do not divide its {capacity} tiles: a frame may run past the end of the pipe's memory", kernel.name)));
            }
        }
    }
}

fn pipes_of(nodes: &[Node]) -> BTreeSet<PipeId> {
    let mut out = BTreeSet::new();
    for node in nodes {
        match node {
            Node::Event {
                event: Event::Push(p) | Event::Wait(p),
                ..
            } => {
                out.insert(p.clone());
            }
            Node::Event { .. } => {}
            Node::If {
                then, otherwise, ..
            } => {
                out.extend(pipes_of(then));
                out.extend(pipes_of(otherwise));
            }
            Node::Loop { body, .. } => out.extend(pipes_of(body)),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::protocol::testing::{ev, kernel};

    /// Event `event` on pipe `pipe`.
    fn on(at: At, event: fn(PipeId) -> Event, pipe: &str) -> Node {
        ev(at, event(pipe.into()))
    }

    /// The findings of a kernel `k` made of `body`.
    fn findings_of(body: Vec<Node>) -> Vec<Finding> {
        check_kernel(&kernel("k", body))
    }

    /// Asserts that the first findings say `expected`, in order.
    fn says(findings: &[Finding], expected: &[&str]) {
        assert!(findings.len() >= expected.len(), "{findings:?}");
        for (finding, text) in findings.iter().zip(expected) {
            assert!(finding.message.contains(text), "{}", finding.message);
        }
    }

    fn messages(findings: &[Finding]) -> Vec<String> {
        findings.iter().map(|f| f.message.clone()).collect()
    }

    fn reader(frames: Trips) -> Kernel {
        kernel(
            "reader",
            vec![Node::Loop {
                at: 1,
                trips: frames,
                body: vec![
                    on(2, Event::Reserve, "in"),
                    on(3, Event::WriteFrame, "in"),
                    on(4, Event::Push, "in"),
                ],
            }],
        )
    }

    fn math(frames: u64) -> Kernel {
        kernel(
            "math",
            vec![Node::Loop {
                at: 10,
                trips: Trips::Known(frames),
                body: vec![
                    on(11, Event::Wait, "in"),
                    on(12, Event::ReadFrame, "in"),
                    on(13, Event::Pop, "in"),
                ],
            }],
        )
    }

    #[test]
    fn balanced_kernels_are_clean() {
        assert!(check_kernel(&reader(Trips::Known(4))).is_empty());
        assert!(check_kernel(&math(4)).is_empty());
        assert!(check_program(&[reader(Trips::Known(4)), math(4)], &BTreeMap::new()).is_empty());
    }

    #[test]
    fn double_reserve_points_at_the_open_frame() {
        let findings = findings_of(vec![
            on(1, Event::Reserve, "p"),
            on(2, Event::Reserve, "p"),
            on(3, Event::Push, "p"),
        ]);
        assert_eq!(findings.len(), 1);
        assert_eq!(
            (findings[0].at, findings[0].notes.first().map(|n| n.0)),
            (2, Some(1))
        );
    }

    #[test]
    fn push_and_pop_need_an_open_frame() {
        let found = findings_of(vec![on(1, Event::Push, "p"), on(2, Event::Pop, "q")]);
        says(
            &found,
            &[
                "pushes `p` without a reserved write frame",
                "pops `q` without a read frame",
            ],
        );
    }

    #[test]
    fn frame_access_outside_its_window_is_reported() {
        let writes_outside = "writes the write frame of `p` outside reserve_back/push_back";
        let reads_outside = "reads the read frame of `q` outside wait_front/pop_front";
        let body = vec![
            on(1, Event::WriteFrame, "p"),
            on(2, Event::ReadFrame, "q"),
            on(3, Event::Wait, "q"),
            on(4, Event::Pop, "q"),
        ];
        let found = findings_of(body);
        says(&found, &[writes_outside, reads_outside]);
        assert!(found.iter().all(Finding::is_error));
    }

    #[test]
    fn a_read_in_a_kernel_that_never_waits_is_a_warning_named_after_its_rule() {
        let found = findings_of(vec![on(1, Event::ReadFrame, "q")]);
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].severity, Severity::Warning);
        assert_eq!(found[0].rule, Some(rules::READ_WITHOUT_WAIT.name));
    }

    #[test]
    fn frames_left_open_at_the_end_are_reported_where_opened() {
        let findings = findings_of(vec![on(1, Event::Reserve, "p"), on(2, Event::Wait, "q")]);
        assert_eq!(findings.iter().map(|f| f.at).collect::<Vec<_>>(), [1, 2]);
        // A frame held to the end is legal: a remark.
        assert_eq!(findings[0].severity, Severity::Error);
        assert_eq!(findings[1].severity, Severity::Remark);
        assert_eq!(findings[1].rule, Some(rules::HELD_FRAME.name));
    }

    #[test]
    fn rule_names_are_unique_kebab_case() {
        let names: BTreeSet<&str> = rules::ALL.iter().map(|r| r.name).collect();
        assert_eq!(names.len(), rules::ALL.len());
        assert!(names
            .iter()
            .all(|n| n.chars().all(|c| c.is_ascii_lowercase() || c == '-')));
    }

    #[test]
    fn unbalanced_branches_and_iterations_are_reported() {
        let found = messages(&findings_of(vec![
            Node::If {
                at: 1,
                then: vec![on(2, Event::Reserve, "p")],
                otherwise: vec![],
            },
            on(3, Event::Push, "p"),
            Node::Loop {
                at: 4,
                trips: Trips::Known(2),
                body: vec![on(5, Event::Wait, "q")],
            },
        ]));
        assert!(found
            .iter()
            .any(|m| m.contains("one branch of this `if` leaves a write frame of `p` reserved")));
        assert!(found.iter().any(|m| m.contains("each iteration of this loop waits for a read frame of `q` without the matching pop_front")));
    }

    #[test]
    fn fifo_slots_pair_and_are_not_used_after_release() {
        let found = findings_of(vec![
            ev(1, Event::Acquire(0)),
            ev(2, Event::UseSlot(0)),
            ev(3, Event::Free(0)),
            ev(4, Event::UseSlot(0)),
            ev(5, Event::Free(0)),
            ev(6, Event::Alloc(1)),
        ]);
        says(
            &found,
            &[
                "uses a FIFO slot after it was released",
                "tfree of a FIFO slot that is not open",
                "allocates a FIFO slot here (talloc) but never commits it",
            ],
        );
        assert_eq!(found[0].notes.first().map(|n| n.0), Some(3));
    }

    #[test]
    fn consumer_waiting_for_more_than_pushed_deadlocks() {
        let found = check_program(&[reader(Trips::Known(4)), math(8)], &BTreeMap::new());
        assert_eq!(found.len(), 1);
        assert!(found[0]
            .message
            .contains("waits for 8 frames of `in` but kernel `reader` pushes only 4"));
        assert_eq!(found[0].at, 11);
    }

    #[test]
    fn producer_pushing_more_is_reported_at_the_push() {
        let found = check_program(&[reader(Trips::Known(8)), math(4)], &BTreeMap::new());
        assert_eq!(found[0].at, 4);
        assert!(found[0]
            .message
            .contains("pushes 8 frames into `in` but kernel `math` waits for only 4"));
    }

    #[test]
    fn unknown_trip_counts_warn_with_the_reason() {
        let found = check_program(
            &[
                reader(Trips::Unknown(
                    "the loop bound `N` is a runtime argument".into(),
                )),
                math(4),
            ],
            &BTreeMap::new(),
        );
        assert_eq!(found[0].severity, Severity::Warning);
        assert!(found[0].message.contains("`N` is a runtime argument"));
    }

    #[test]
    fn kernels_on_disjoint_cores_are_not_paired() {
        let mut a = reader(Trips::Known(1));
        a.cores = Some([(0, 0)].into_iter().collect());
        let mut b = math(2);
        b.cores = Some([(1, 0)].into_iter().collect());
        assert!(check_program(&[a, b], &BTreeMap::new()).is_empty());
    }

    fn shapes(capacity: u64, frame: u64) -> BTreeMap<PipeId, PipeShape> {
        BTreeMap::from([("in".to_string(), PipeShape { capacity, frame })])
    }

    #[test]
    fn producers_and_consumers_may_use_different_frame_sizes() {
        // The reader pushes 8 one-tile frames; math waits for 4 at a time.
        let mut consumer = math(2);
        consumer
            .body
            .insert(0, ev(21, Event::SetFrame("in".into(), Some(4))));
        let both = [reader(Trips::Known(8)), consumer.clone()];
        assert!(check_program(&both, &shapes(8, 1)).is_empty());
        // Three of its frames are 12 tiles, four more than pushed.
        consumer.body[1] = Node::Loop {
            at: 10,
            trips: Trips::Known(3),
            body: vec![on(11, Event::Wait, "in"), on(13, Event::Pop, "in")],
        };
        let found = check_program(&[reader(Trips::Known(8)), consumer], &shapes(8, 1));
        assert_eq!(found.len(), 1);
        assert!(found[0]
            .message
            .contains("waits for 12 tiles of `in` but kernel `reader` pushes only 8"));
    }

    #[test]
    fn frames_too_large_or_not_dividing_the_pipe_are_reported() {
        let mut a = reader(Trips::Known(1));
        a.body
            .insert(0, ev(20, Event::SetFrame("in".into(), Some(16))));
        let found = check_program(&[a, math(16)], &shapes(8, 1));
        assert_eq!(found[0].rule, Some(rules::FRAME_EXCEEDS_PIPE.name));
        assert_eq!(found[0].at, 20);
        let mut b = reader(Trips::Known(2));
        b.body
            .insert(0, ev(20, Event::SetFrame("in".into(), Some(3))));
        let found = check_program(&[b, math(6)], &shapes(8, 1));
        assert_eq!(found[0].rule, Some(rules::FRAME_STRADDLES_RING.name));
        assert_eq!(found[0].severity, Severity::Warning);
    }

    #[test]
    fn frame_accesses_past_the_kernel_s_frame_are_errors() {
        // A one-tile frame, then a four-tile one: tile 1 is outside the
        // first and inside the second; in a loop that sets the size at its
        // end, the size at the top is not known.
        let extent = |at: At| match at {
            2 | 4 | 7 => Some((1024, 1024)),
            _ => None,
        };
        let body = vec![
            on(1, Event::Wait, "in"),
            on(2, Event::ReadFrame, "in"),
            ev(3, Event::SetFrame("in".into(), Some(4))),
            on(4, Event::ReadFrame, "in"),
            Node::Loop {
                at: 5,
                trips: Trips::Known(2),
                body: vec![
                    on(7, Event::ReadFrame, "in"),
                    ev(8, Event::SetFrame("in".into(), Some(1))),
                ],
            },
        ];
        let found = check_frame_extents(&kernel("k", body), &shapes(8, 1), &extent);
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!(found[0].at, 2);
        assert_eq!(found[0].rule, Some(rules::FRAME_ACCESS_OUTSIDE.name));
        assert!(found[0]
            .message
            .contains("covers tile 1 of the read frame of `in`, which is 1 tile (1024 elements)"));
    }
}
