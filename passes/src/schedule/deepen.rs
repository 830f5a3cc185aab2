//! Pipe deepening: how many frames ahead a pipelined frame loop reads, and
//! the capacity its pipes need for that (plain data, no MLIR).
//!
//! A frame's reads land a flight time after they are issued: the DRAM
//! latency, the NoC route there and back, and the frame's bytes through the
//! core's NoC port. The reader issues a frame every `issue` cycles: its
//! transfers' issue time plus those bytes through the port. A writer's
//! frames are the mirror: each is acknowledged a DRAM write's flight after
//! it is issued, and the frames it holds ahead of its read frame are in
//! flight meanwhile. To keep the
//! port busy, the frames in flight must cover the flight, so the pipeline
//! runs `depth = ceil(flight / issue)` frames ahead of the write frame. The
//! producer then holds `depth + 1` frames and the consumer needs one more to
//! work on: the pipe needs `depth + 2` frames. Holding every frame of the
//! pipe would leave the consumer none, and the reader could push only once
//! the consumer had emptied it (on 2-frame pipes that made eltwise and
//! reduce 13% slower).
//!
//! The program's capacity is a minimum. A pipe is deepened to `depth + 2`
//! frames when the L1 that every declaration of the program takes, plus
//! the growth, fits the target's usable L1 (as if all lived on one core),
//! and every frame size any kernel uses on the pipe divides the new
//! capacity (a frame never wraps around the ring). Otherwise the depth is
//! what the declared capacity allows. The deadlock proof then checks the
//! edited kernels against the new capacities.

use crate::analysis::deadlock::waits_on_semaphores;
use crate::analysis::protocol::{Event, Kernel, Node};
use std::collections::BTreeMap;
use tanto_arch::Arch;

/// The deepest pipeline planned: beyond it the DRAM banks, shared by every
/// core, bound the reads anyway.
pub const MAX_DEPTH: u32 = 8;

/// Transaction ids a kernel numbers its waited-for transfers with
/// (`tanto-lower-noc-to-llvm`).
const TRANSACTION_IDS: u64 = 15;

/// A pipe a loop fills: what deepening needs to know.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pipe {
    pub name: String,
    /// Tiles, as declared (or as deepened by an earlier plan).
    pub capacity: u64,
    /// Tiles of the frame the loop fills.
    pub frame: u64,
    /// Bytes per tile.
    pub tile_bytes: u64,
    /// Every frame size (tiles) kernels use on the pipe; None if one is not
    /// known, which rules deepening out.
    pub frames_used: Option<Vec<u64>>,
    /// Deepening changes a pipe every core shares; a pipe used by a kernel
    /// that waits on semaphores (progress the proof cannot see) keeps its
    /// capacity.
    pub fixed: bool,
}

/// One frame loop to pipeline.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Loop {
    pub trips: u64,
    /// NoC transfers per iteration.
    pub transfers: u64,
    pub pipes: Vec<Pipe>,
    /// Whether every pipe is named through a value defined outside the
    /// loop (a pipeline deeper than one frame needs it).
    pub pipes_invariant: bool,
    /// A consumer's loop: its transfers are DRAM writes, not reads.
    pub writes: bool,
}

/// The pipeline chosen for a loop.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choice {
    pub depth: u32,
    /// New capacities (tiles) of the pipes deepened for it.
    pub deepen: Vec<(String, u64)>,
}

/// Frames ahead that cover a frame's flight with the issue of the frames
/// after it, at most [`MAX_DEPTH`] and fewer than the loop's trips.
pub fn wanted_depth(arch: &Arch, lp: &Loop) -> u32 {
    let latency = &arch.latency;
    let bytes: u64 = lp.pipes.iter().map(|p| p.frame * p.tile_bytes).sum();
    let port = bytes.div_ceil(latency.noc_bytes_per_cycle.max(1));
    let issue = lp.transfers * latency.issue + port;
    // There and back across half the torus in each dimension, on average.
    let route = arch.soc.as_ref().map_or(0, |soc| {
        soc.hop_cycles * u64::from(soc.noc_x + soc.noc_y) + 4 * soc.niu_cycles
    });
    let service = if lp.writes {
        latency.dram_write
    } else {
        latency.dram_read
    };
    let flight = service + route + port;
    let depth = flight.div_ceil(issue.max(1)).max(1);
    // One iteration stays in the loop, except that a reader's loop of two
    // runs one frame ahead: its two frames' reads are then in flight at
    // once (before the whole-core rules, two corpus programs were slower
    // with two-iteration loops pipelined; now none is, five are faster).
    // A writer's loop of two stays as it is: holding its first frame until
    // the second is written gained less than the pipeline's instructions
    // cost (data_tilize_round_trip +1%). The d + 1 frames in flight need
    // distinct transaction ids, `transfers` each.
    let ids = (TRANSACTION_IDS / lp.transfers.max(1)).saturating_sub(1);
    let cap = (if lp.trips == 2 && !lp.writes {
        1
    } else {
        lp.trips.saturating_sub(2)
    })
    .min(u64::from(MAX_DEPTH))
    .min(ids);
    depth.min(cap) as u32
}

/// The smallest multiple of every frame size in `frames` that is at least
/// `tiles`.
fn fitting_capacity(tiles: u64, frames: &[u64]) -> Option<u64> {
    let lcm = frames
        .iter()
        .try_fold(1u64, |acc, &f| (f > 0).then(|| acc / gcd(acc, f) * f))?;
    Some(tiles.div_ceil(lcm) * lcm)
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// Chooses the depth of `lp` and the pipes to deepen for it, spending at
/// most `*l1_free` bytes (reduced by what it spends). Err says why the loop
/// is not pipelined.
pub fn choose(arch: &Arch, lp: &Loop, l1_free: &mut u64) -> Result<Choice, String> {
    if !lp.pipes_invariant {
        return Err("it names a pipe through a loop-carried value".into());
    }
    let wanted = wanted_depth(arch, lp);
    if wanted == 0 {
        return Err(format!(
            "it runs {}: a pipeline needs three iterations",
            tanto_arch::count(lp.trips, "time")
        ));
    }
    // The other end's frame: the largest any kernel uses on the pipe (a
    // consumer may wait for several of the producer's frames at once).
    let other_end = |p: &Pipe| {
        p.frames_used
            .as_ref()
            .and_then(|f| f.iter().max().copied())
            .unwrap_or(p.frame)
            .max(p.frame)
    };
    // The depth a capacity allows: the loop holds d + 1 frames and the
    // other end one of its own.
    let depth_in = |p: &Pipe, capacity: u64| {
        (capacity.saturating_sub(other_end(p)) / p.frame.max(1)).saturating_sub(1)
    };
    let declared_depth = |p: &Pipe| depth_in(p, p.capacity);
    let mut deepen = Vec::new();
    let mut growth = 0u64;
    for pipe in &lp.pipes {
        if declared_depth(pipe) >= u64::from(wanted) || pipe.fixed {
            continue;
        }
        let Some(frames) = &pipe.frames_used else {
            continue;
        };
        let needed = (u64::from(wanted) + 1) * pipe.frame + other_end(pipe);
        let Some(capacity) = fitting_capacity(needed, frames) else {
            continue;
        };
        growth += (capacity - pipe.capacity) * pipe.tile_bytes;
        deepen.push((pipe.name.clone(), capacity));
    }
    if growth > *l1_free {
        deepen.clear();
        growth = 0;
    }
    let capacity_of = |p: &Pipe| {
        deepen
            .iter()
            .find(|(name, _)| *name == p.name)
            .map_or(p.capacity, |(_, c)| *c)
    };
    let depth = lp
        .pipes
        .iter()
        .map(|p| depth_in(p, capacity_of(p)))
        .min()
        .unwrap_or(0)
        .min(u64::from(wanted));
    if depth == 0 {
        let pipe = lp
            .pipes
            .iter()
            .find(|p| depth_in(p, capacity_of(p)) == 0)
            .map_or(String::new(), |p| {
                format!(
                    "pipe `{}` holds {}; a pipeline needs {} (two of its {}-tile frames and one of the other end's {}), and it cannot be deepened",
                    p.name,
                    tanto_arch::count(p.capacity, "tile"),
                    2 * p.frame + other_end(p),
                    p.frame,
                    other_end(p)
                )
            });
        return Err(pipe);
    }
    *l1_free -= growth;
    Ok(Choice {
        depth: depth as u32,
        deepen,
    })
}

/// The L1 bytes left when every declaration of the program (pipes and
/// local buffers, of any core) lies on one core: a bound on what deepening
/// may add to any core.
pub fn l1_free(arch: &Arch, declared_bytes: u64) -> u64 {
    let usable = arch.l1.usable_end.saturating_sub(arch.l1.usable_start);
    usable.saturating_sub(declared_bytes)
}

/// Capacities after `choices`: the largest chosen for each pipe.
pub fn merged(choices: &[Choice]) -> BTreeMap<String, u64> {
    let mut out: BTreeMap<String, u64> = BTreeMap::new();
    for (name, capacity) in choices.iter().flat_map(|c| &c.deepen) {
        let entry = out.entry(name.clone()).or_default();
        *entry = (*entry).max(*capacity);
    }
    out
}

/// Every event of `nodes`, depth first.
fn events(nodes: &[Node]) -> Box<dyn Iterator<Item = &Event> + '_> {
    Box::new(
        nodes
            .iter()
            .flat_map(|node| -> Box<dyn Iterator<Item = &Event>> {
                match node {
                    Node::Event { event, .. } => Box::new(std::iter::once(event)),
                    Node::If {
                        then, otherwise, ..
                    } => Box::new(events(then).chain(events(otherwise))),
                    Node::Loop { body, .. } => events(body),
                }
            }),
    )
}

/// The frame sizes (tiles) kernels use on `pipe`: the declared one and each
/// `set_frame`'s; None when one is not known.
pub fn frames_used(kernels: &[&Kernel], pipe: &str, declared: u64) -> Option<Vec<u64>> {
    let mut frames = vec![declared];
    for event in kernels.iter().flat_map(|k| events(&k.body)) {
        if let Event::SetFrame(p, tiles) = event {
            if p == pipe {
                frames.push(u64::try_from((*tiles)?).ok()?);
            }
        }
    }
    frames.sort_unstable();
    frames.dedup();
    Some(frames)
}

/// Whether a kernel that waits on semaphores uses `pipe`.
pub fn used_with_semaphores(kernels: &[&Kernel], pipe: &str) -> bool {
    kernels.iter().any(|k| {
        waits_on_semaphores(k)
            && events(&k.body).any(|e| {
                matches!(e, Event::Reserve(p) | Event::Push(p) | Event::Wait(p) | Event::Pop(p)
                    | Event::ReadFrame(p) | Event::WriteFrame(p) | Event::SetFrame(p, _) if p == pipe)
            })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn arch() -> Arch {
        Arch::load("wormhole_b0").expect("the built-in target loads")
    }

    fn pipe(name: &str, capacity: u64) -> Pipe {
        Pipe {
            name: name.into(),
            capacity,
            frame: 1,
            tile_bytes: 4096,
            frames_used: Some(vec![1]),
            fixed: false,
        }
    }

    fn frame_loop(pipes: Vec<Pipe>) -> Loop {
        Loop {
            trips: 32,
            transfers: pipes.len() as u64,
            pipes,
            pipes_invariant: true,
            writes: false,
        }
    }

    #[test]
    fn depth_covers_the_flight_with_issues() {
        // One 4 KiB frame: 25 issue + 128 port cycles per frame; the flight
        // is the DRAM read (560), the route and the port: 6 frames ahead.
        let depth = wanted_depth(&arch(), &frame_loop(vec![pipe("in", 2)]));
        assert!((5..=7).contains(&depth), "depth {depth}");
        // Never as deep as the loop is long.
        let short = Loop {
            trips: 3,
            ..frame_loop(vec![pipe("in", 2)])
        };
        assert_eq!(wanted_depth(&arch(), &short), 1);
    }

    #[test]
    fn a_two_frame_pipe_is_deepened_to_the_depth_plus_two() {
        let mut free = 1 << 20;
        let lp = frame_loop(vec![pipe("in", 2)]);
        let choice = choose(&arch(), &lp, &mut free).expect("pipelined");
        let capacity = u64::from(choice.depth) + 2;
        assert_eq!(choice.deepen, vec![("in".to_string(), capacity)]);
        assert_eq!(free, (1 << 20) - (capacity - 2) * 4096);
    }

    #[test]
    fn without_room_the_declared_capacity_decides() {
        let mut free = 4096;
        let three = choose(&arch(), &frame_loop(vec![pipe("in", 3)]), &mut free);
        assert_eq!(three.map(|c| (c.depth, c.deepen)), Ok((1, vec![])));
        let two = choose(&arch(), &frame_loop(vec![pipe("in", 2)]), &mut free);
        assert!(two.unwrap_err().contains("a pipeline needs 3"));
        assert_eq!(free, 4096);
    }

    #[test]
    fn capacities_stay_multiples_of_every_frame_used() {
        let mut free = 1 << 20;
        let mut shared = pipe("in", 8);
        shared.frame = 2;
        shared.frames_used = Some(vec![2, 4]);
        let choice = choose(&arch(), &frame_loop(vec![shared]), &mut free).expect("pipelined");
        for (_, capacity) in &choice.deepen {
            assert_eq!(capacity % 4, 0, "capacity {capacity}");
        }
    }

    #[test]
    fn unknown_frames_and_semaphore_pipes_keep_their_capacity() {
        let mut free = 1 << 20;
        let mut unknown = pipe("in", 4);
        unknown.frames_used = None;
        let choice = choose(&arch(), &frame_loop(vec![unknown]), &mut free).expect("pipelined");
        assert_eq!((choice.depth, choice.deepen), (2, vec![]));
        let mut fixed = pipe("in", 2);
        fixed.fixed = true;
        assert!(choose(&arch(), &frame_loop(vec![fixed]), &mut free).is_err());
    }

    #[test]
    fn loop_carried_pipes_and_short_loops_are_not_pipelined() {
        let mut free = 1 << 20;
        let carried = Loop {
            pipes_invariant: false,
            ..frame_loop(vec![pipe("in", 2)])
        };
        assert!(choose(&arch(), &carried, &mut free).is_err());
        let once = Loop {
            trips: 1,
            ..frame_loop(vec![pipe("in", 2)])
        };
        assert!(choose(&arch(), &once, &mut free).is_err());
        assert_eq!(free, 1 << 20);
    }

    #[test]
    fn frames_in_flight_keep_distinct_transaction_ids() {
        let pipes: Vec<Pipe> = (0..4).map(|i| pipe(&format!("in{i}"), 2)).collect();
        let depth = wanted_depth(&arch(), &frame_loop(pipes));
        assert!(
            (u64::from(depth) + 1) * 4 <= TRANSACTION_IDS,
            "depth {depth}"
        );
    }
}
