//! List scheduling of one block's operations (no MLIR here).
//!
//! The block's barriers are taken out and its other operations reordered as a
//! topological order of their dependences, preferring, among the ready ones,
//! (1) NoC transfers, so reads are issued as early as their operands allow,
//! then (2) anything whose inputs are complete, in program order. Only when
//! every ready operation needs the data of a transfer in flight is a
//! synchronisation emitted, once for all of them: a barrier when they need
//! every transfer of that direction in flight, otherwise a wait on just the
//! tokens they need. Barriers thus sink to the last point before the data is
//! used and merge (two pipes filled one after the other, one barrier, both
//! pushes).
//!
//! What an operation needs complete is read off the original block: the
//! transfers before it that touch what it touches and that a barrier of
//! their direction separated from it. Operations that issue transfers the
//! planner cannot see (a loop, a call) and the transfers already in flight
//! when the block starts count as touching everything, and only barriers
//! complete them. The schedule never waits for less.

use std::collections::{BTreeSet, HashMap};

/// Which barrier completes a transfer (the dialects' one definition).
pub use tanto_dialects::spec::Direction as Dir;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Kind {
    /// No effects: ordered by its uses alone.
    Pure,
    /// An asynchronous NoC transfer, complete after a barrier of its
    /// direction or a wait on its token.
    Transfer(Dir),
    /// `read_barrier` / `write_barrier` of the original block.
    Barrier(Dir),
    /// `reserve_back` / `wait_front` of a pipe: may block on another kernel.
    Acquire(String),
    /// `push_back` / `pop_front` of a pipe: lets another kernel go on.
    Release(String),
    /// Synchronous access to buffers (element get/set, math, set_frame).
    Access,
    /// Kept in place relative to everything (semaphores, control flow, the
    /// terminator, anything unknown); `issues` says which transfers it may
    /// start inside.
    Fence,
    /// Stands for the transfers in flight when the block starts (first op
    /// of a block; emits nothing).
    InFlight,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Op {
    pub kind: Kind,
    /// Buffers read (a transfer: its source).
    pub reads: Vec<String>,
    /// Buffers written (a transfer: its destination; a pipe operation: the
    /// frame it opens or closes).
    pub writes: Vec<String>,
    /// Earlier operations of the block whose results it uses.
    pub uses: Vec<usize>,
    /// A fence or in-flight op: directions of the transfers it may leave in
    /// flight.
    pub issues: Vec<Dir>,
}

impl Op {
    /// Whether this op may leave transfers of `dir` in flight.
    pub fn issues(&self, dir: Dir) -> bool {
        match self.kind {
            Kind::Transfer(d) => d == dir,
            Kind::Fence | Kind::InFlight => self.issues.contains(&dir),
            _ => false,
        }
    }

    fn is_fence(&self) -> bool {
        matches!(self.kind, Kind::Fence | Kind::InFlight)
    }
}

#[derive(Debug, Clone, Copy, Default)]
pub struct Options {
    /// Let a pipe release (push_back/pop_front) move after an acquire of
    /// another pipe. Only sound once the kernels of the core are proven
    /// deadlock-free with the new order.
    pub reorder_pipes: bool,
}

/// One step of the new block.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Step {
    Op(usize),
    Barrier(Dir),
    /// Wait for the transfers with these indices (via their tokens).
    Wait(Vec<usize>),
}

fn intersects(a: &[String], b: &[String]) -> bool {
    a.iter().any(|x| b.contains(x))
}

/// Whether `later` touches what `earlier` touches with at least one write.
fn conflict(earlier: &Op, later: &Op) -> bool {
    intersects(&earlier.writes, &later.reads)
        || intersects(&earlier.writes, &later.writes)
        || intersects(&earlier.reads, &later.writes)
}

/// Whether op `i` must stay before op `j` (i < j; neither a barrier).
pub fn must_precede(ops: &[Op], i: usize, j: usize, options: Options) -> bool {
    let (a, b) = (&ops[i], &ops[j]);
    if b.uses.contains(&i) || a.is_fence() || b.is_fence() || conflict(a, b) {
        return true;
    }
    match (&a.kind, &b.kind) {
        (Kind::Release(p), Kind::Acquire(q)) if p != q => !options.reorder_pipes,
        (Kind::Acquire(_) | Kind::Release(_), Kind::Acquire(_) | Kind::Release(_)) => true,
        _ => false,
    }
}

/// A transfer (or an opaque issuer's transfers) of one direction.
pub type Flight = (usize, Dir);

/// For each operation but the barriers, some of the operations that must
/// precede it ([`must_precede`]): enough that following these edges
/// transitively reaches every one. Built in one pass, keeping per buffer
/// and per pipe only the last operations that touched it, so the graph is
/// linear in the block rather than all pairs.
pub fn predecessors(ops: &[Op], options: Options) -> Vec<Vec<usize>> {
    #[derive(Default)]
    struct Touches {
        last_writer: Option<usize>,
        readers_since: Vec<usize>,
    }
    let live = |i: usize| !matches!(ops[i].kind, Kind::Barrier(_));
    let mut buffers: HashMap<&str, Touches> = HashMap::new();
    let mut last_fence = None;
    let mut since_fence: Vec<usize> = Vec::new();
    // Pipe operations in order: all of them, or, when releases may pass
    // acquires of other pipes, acquires and releases as two chains.
    let mut last_pipe_op = None;
    let (mut last_acquire, mut last_release) = (None, None);
    let mut last_release_of: HashMap<&str, usize> = HashMap::new();
    let mut out = vec![Vec::new(); ops.len()];
    for (j, op) in ops.iter().enumerate() {
        if !live(j) {
            continue;
        }
        let preds = &mut out[j];
        preds.extend(op.uses.iter().copied().filter(|&i| i < j && live(i)));
        preds.extend(last_fence);
        if op.is_fence() {
            preds.append(&mut since_fence);
        }
        for buffer in &op.writes {
            if let Some(touches) = buffers.get(buffer.as_str()) {
                preds.extend(touches.last_writer);
                preds.extend(touches.readers_since.iter().copied());
            }
        }
        for buffer in &op.reads {
            if let Some(touches) = buffers.get(buffer.as_str()) {
                preds.extend(touches.last_writer);
            }
        }
        match &op.kind {
            Kind::Acquire(_) | Kind::Release(_) if !options.reorder_pipes => {
                preds.extend(last_pipe_op);
                last_pipe_op = Some(j);
            }
            Kind::Acquire(pipe) => {
                preds.extend(last_acquire);
                preds.extend(last_release_of.get(pipe.as_str()).copied());
                last_acquire = Some(j);
            }
            Kind::Release(pipe) => {
                preds.extend(last_acquire);
                preds.extend(last_release);
                last_release = Some(j);
                last_release_of.insert(pipe.as_str(), j);
            }
            _ => {}
        }
        preds.sort_unstable();
        preds.dedup();
        for buffer in &op.reads {
            if !op.writes.contains(buffer) {
                buffers
                    .entry(buffer.as_str())
                    .or_default()
                    .readers_since
                    .push(j);
            }
        }
        for buffer in &op.writes {
            let touches = buffers.entry(buffer.as_str()).or_default();
            touches.last_writer = Some(j);
            touches.readers_since.clear();
        }
        if op.is_fence() {
            last_fence = Some(j);
        } else {
            since_fence.push(j);
        }
    }
    out
}

/// For each operation, what must be complete before it: the transfers before
/// it that touch what it touches (or that opaque ops may have started), with
/// a barrier of their direction in between.
///
/// A transfer is left out when it is complete anyway whenever the set is
/// consulted: a writer of a buffer the op touches, when a later writer of the
/// buffer, of the same direction and fenced from the op, was itself fenced
/// from it. That later transfer is needed too, so it precedes the op, and it
/// issued only once the earlier one was complete. This keeps the sets (and
/// the work) to the last fenced writers instead of every earlier one.
pub fn needs(ops: &[Op]) -> Vec<BTreeSet<Flight>> {
    #[derive(Default)]
    struct Issued {
        /// Writers of the buffer in the last fenced segment that had any.
        fenced_writers: Vec<usize>,
        writers_since_barrier: Vec<usize>,
        fenced_readers: Vec<usize>,
        readers_since_barrier: Vec<usize>,
    }
    let mut out = vec![BTreeSet::new(); ops.len()];
    for dir in [Dir::Read, Dir::Write] {
        let mut buffers: HashMap<&str, Issued> = HashMap::new();
        // Buffers with transfers since the last barrier of this direction.
        let mut dirty: Vec<&str> = Vec::new();
        let (mut fenced_opaque, mut opaque_since_barrier) = (Vec::new(), Vec::new());
        // Transfers touching no buffer, which only fences need.
        let (mut fenced_bufferless, mut bufferless_since_barrier) = (Vec::new(), Vec::new());
        for (j, op) in ops.iter().enumerate() {
            if op.kind == Kind::Barrier(dir) {
                fenced_opaque.append(&mut opaque_since_barrier);
                fenced_bufferless.append(&mut bufferless_since_barrier);
                for buffer in dirty.drain(..) {
                    let issued = buffers.get_mut(buffer).expect("dirty buffers are recorded");
                    if !issued.writers_since_barrier.is_empty() {
                        issued.fenced_writers = std::mem::take(&mut issued.writers_since_barrier);
                    }
                    let readers = std::mem::take(&mut issued.readers_since_barrier);
                    issued.fenced_readers.extend(readers);
                }
                continue;
            }
            // What an opaque issuer touches is unknown: anything that touches
            // data (not pure arithmetic, not a pipe acquire, which only waits
            // for another kernel).
            let touches_data = !matches!(op.kind, Kind::Barrier(_) | Kind::Pure | Kind::Acquire(_));
            if touches_data {
                let needed = &mut out[j];
                needed.extend(fenced_opaque.iter().map(|&i| (i, dir)));
                let issued = |buffer: &str| buffers.get(buffer);
                if op.is_fence() {
                    needed.extend(fenced_bufferless.iter().map(|&i| (i, dir)));
                    for issued in buffers.values() {
                        needed.extend(
                            issued
                                .fenced_writers
                                .iter()
                                .chain(&issued.fenced_readers)
                                .map(|&i| (i, dir)),
                        );
                    }
                } else {
                    for buffer in op.reads.iter().chain(&op.writes) {
                        if let Some(issued) = issued(buffer) {
                            needed.extend(issued.fenced_writers.iter().map(|&i| (i, dir)));
                        }
                    }
                    for buffer in &op.writes {
                        if let Some(issued) = issued(buffer) {
                            needed.extend(issued.fenced_readers.iter().map(|&i| (i, dir)));
                        }
                    }
                }
            }
            if !op.issues(dir) {
                continue;
            }
            if op.is_fence() {
                opaque_since_barrier.push(j);
                continue;
            }
            if op.reads.is_empty() && op.writes.is_empty() {
                bufferless_since_barrier.push(j);
            }
            for buffer in &op.writes {
                let issued = buffers.entry(buffer.as_str()).or_default();
                issued.writers_since_barrier.push(j);
                dirty.push(buffer.as_str());
            }
            for buffer in &op.reads {
                let issued = buffers.entry(buffer.as_str()).or_default();
                issued.readers_since_barrier.push(j);
                dirty.push(buffer.as_str());
            }
        }
    }
    out
}

/// The new order of the block. The original barriers are dropped; the steps
/// hold the synchronisation the new order needs.
pub fn schedule(ops: &[Op], options: Options) -> Vec<Step> {
    let preds = predecessors(ops, options);
    let mut successors = vec![Vec::new(); ops.len()];
    for (j, list) in preds.iter().enumerate() {
        for &i in list {
            successors[i].push(j);
        }
    }
    let needs = needs(ops);
    let mut preds_pending: Vec<usize> = preds.iter().map(Vec::len).collect();
    // Ops not done whose predecessors are, in program order.
    let mut ready: BTreeSet<usize> = (0..ops.len())
        .filter(|&j| !matches!(ops[j].kind, Kind::Barrier(_)) && preds[j].is_empty())
        .collect();
    let mut progress = Progress::new(ops, &needs);
    while !ready.is_empty() {
        if let Some(j) = progress.pick(ready.iter().copied()) {
            ready.remove(&j);
            for &k in &successors[j] {
                preds_pending[k] -= 1;
                if preds_pending[k] == 0 {
                    ready.insert(k);
                }
            }
            continue;
        }
        let soon = unblocked_without_transfers(&ready, &successors, &preds_pending, ops);
        if !progress.synchronise(ready.iter().copied(), soon) {
            return original_order(ops);
        }
    }
    progress.steps
}

/// The steps of a schedule as it is built: which transfers are in flight
/// and which complete.
struct Progress<'p> {
    ops: &'p [Op],
    needs: &'p [BTreeSet<Flight>],
    complete: BTreeSet<Flight>,
    in_flight: BTreeSet<Flight>,
    steps: Vec<Step>,
}

impl<'p> Progress<'p> {
    fn new(ops: &'p [Op], needs: &'p [BTreeSet<Flight>]) -> Self {
        Self {
            ops,
            needs,
            complete: BTreeSet::new(),
            in_flight: BTreeSet::new(),
            steps: Vec::new(),
        }
    }

    /// Emits the first ready op whose inputs are complete, transfers first,
    /// and returns it.
    fn pick(&mut self, ready: impl Iterator<Item = usize> + Clone) -> Option<usize> {
        let satisfied = |j: &usize| self.needs[*j].is_subset(&self.complete);
        let j = ready
            .clone()
            .find(|j| matches!(self.ops[*j].kind, Kind::Transfer(_)) && satisfied(j))
            .or_else(|| ready.clone().find(satisfied))?;
        for dir in [Dir::Read, Dir::Write] {
            if self.ops[j].issues(dir) {
                self.in_flight.insert((j, dir));
            }
        }
        self.steps.push(Step::Op(j));
        Some(j)
    }

    /// Every ready op waits for data. A barrier when everything of a
    /// direction in flight is needed before another transfer can issue (by
    /// the `ready` ops and the `soon` ones they unblock); otherwise a wait on
    /// just what the ready ops need. Returns whether anything completed.
    fn synchronise(
        &mut self,
        ready: impl Iterator<Item = usize>,
        soon: impl IntoIterator<Item = usize>,
    ) -> bool {
        let missing = |from: &mut dyn Iterator<Item = usize>| -> BTreeSet<Flight> {
            from.flat_map(|j| {
                self.needs[j]
                    .difference(&self.complete)
                    .copied()
                    .collect::<Vec<_>>()
            })
            .collect()
        };
        let completed_before = self.complete.len();
        let wanted_now = missing(&mut { ready });
        let wanted_soon = missing(&mut soon.into_iter());
        for dir in [Dir::Read, Dir::Write] {
            let of_dir = |set: &BTreeSet<Flight>| -> BTreeSet<Flight> {
                set.iter().copied().filter(|f| f.1 == dir).collect()
            };
            let (now, soon, flying) = (
                of_dir(&wanted_now),
                of_dir(&wanted_soon),
                of_dir(&self.in_flight),
            );
            if now.is_empty() {
                continue;
            }
            // Only transfers of this block have tokens to wait on.
            let tokens = now
                .iter()
                .all(|f| self.ops[f.0].kind == Kind::Transfer(dir));
            let completed = if soon == flying || now == flying || !tokens {
                self.steps.push(Step::Barrier(dir));
                flying
            } else {
                self.steps
                    .push(Step::Wait(now.iter().map(|f| f.0).collect()));
                now
            };
            for flight in completed {
                self.in_flight.remove(&flight);
                self.complete.insert(flight);
            }
        }
        // Cannot be false: the first op not yet done has its predecessors
        // done, so it is ready, and what it needs was issued by earlier, done
        // ops, so it is in flight and completes above. Should that argument
        // ever break, the caller keeps the block as written (its barriers
        // included) rather than loop forever.
        self.complete.len() > completed_before
    }
}

/// The block's own order and barriers, as steps.
pub fn original_order(ops: &[Op]) -> Vec<Step> {
    ops.iter()
        .enumerate()
        .map(|(i, op)| match op.kind {
            Kind::Barrier(dir) => Step::Barrier(dir),
            _ => Step::Op(i),
        })
        .collect()
}

/// The operations that could run, transfers aside, if everything in flight
/// completed now: a walk from the ready ops, counting down predecessors
/// (in no particular order).
fn unblocked_without_transfers(
    ready: &BTreeSet<usize>,
    successors: &[Vec<usize>],
    preds_pending: &[usize],
    ops: &[Op],
) -> Vec<usize> {
    let is_transfer = |j: usize| matches!(ops[j].kind, Kind::Transfer(_));
    let mut out: Vec<usize> = ready.iter().copied().filter(|&j| !is_transfer(j)).collect();
    let mut still_pending: HashMap<usize, usize> = HashMap::new();
    let mut next = 0;
    while next < out.len() {
        let reached = out[next];
        next += 1;
        for &k in &successors[reached] {
            let pending = still_pending.entry(k).or_insert(preds_pending[k]);
            *pending -= 1;
            if *pending == 0 && !is_transfer(k) {
                out.push(k);
            }
        }
    }
    out
}

/// How many barriers and waits a list of steps holds.
pub fn sync_count(steps: &[Step]) -> usize {
    steps.iter().filter(|s| !matches!(s, Step::Op(_))).count()
}

/// Checks a schedule against the block: every operation but the barriers
/// appears once, dependences hold, and each operation's needed transfers are
/// complete before it (a later barrier of their direction, or a wait on a
/// transfer's token).
pub fn verify(ops: &[Op], steps: &[Step], options: Options) -> Result<(), String> {
    let mut position = vec![None; ops.len()];
    for (at, step) in steps.iter().enumerate() {
        match step {
            Step::Op(i) => {
                if matches!(ops[*i].kind, Kind::Barrier(_)) {
                    return Err(format!("original barrier {i} kept"));
                }
                if position[*i].replace(at).is_some() {
                    return Err(format!("op {i} scheduled twice"));
                }
            }
            Step::Wait(list) => {
                if let Some(i) = list
                    .iter()
                    .find(|i| !matches!(ops[**i].kind, Kind::Transfer(_)))
                {
                    return Err(format!("a wait on op {i}, which has no token"));
                }
            }
            Step::Barrier(_) => {}
        }
    }
    for (i, op) in ops.iter().enumerate() {
        if !matches!(op.kind, Kind::Barrier(_)) && position[i].is_none() {
            return Err(format!("op {i} dropped"));
        }
    }
    // The predecessors' closure is every must-precede pair: checking the
    // edges checks them all.
    for (j, preds) in predecessors(ops, options).iter().enumerate() {
        for &i in preds {
            if let (Some(pi), Some(pj)) = (position[i], position[j]) {
                if pi > pj {
                    return Err(format!("op {i} must precede op {j}"));
                }
            }
        }
    }
    // Barriers of each direction among the first k steps, and where each
    // transfer is waited for.
    let mut barriers_before: [Vec<usize>; 2] = [vec![0], vec![0]];
    let mut waits_of: HashMap<usize, Vec<usize>> = HashMap::new();
    for (at, step) in steps.iter().enumerate() {
        for (d, dir) in [Dir::Read, Dir::Write].into_iter().enumerate() {
            let count = barriers_before[d][at] + usize::from(*step == Step::Barrier(dir));
            barriers_before[d].push(count);
        }
        if let Step::Wait(list) = step {
            for &i in list {
                waits_of.entry(i).or_default().push(at);
            }
        }
    }
    for (j, needed) in needs(ops).iter().enumerate() {
        let Some(pj) = position[j] else { continue };
        for &(i, dir) in needed {
            let Some(pi) = position[i] else {
                return Err(format!("op {i} dropped"));
            };
            let d = usize::from(dir == Dir::Write);
            let completed = pi < pj
                && (barriers_before[d][pj] > barriers_before[d][pi]
                    || waits_of
                        .get(&i)
                        .is_some_and(|waits| waits.iter().any(|&at| pi <= at && at < pj)));
            if !completed {
                return Err(format!(
                    "op {j} runs before the {dir:?} transfers of op {i} are complete"
                ));
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Steps in a short notation: `3` is op 3, `|R`/`|W` a read/write
    /// barrier, `wait(1,3)` a wait on the tokens of ops 1 and 3.
    fn written(text: &str) -> Vec<Step> {
        text.split_whitespace()
            .map(|token| match token {
                "|R" => Step::Barrier(Dir::Read),
                "|W" => Step::Barrier(Dir::Write),
                _ => match token.strip_prefix("wait(") {
                    Some(list) => Step::Wait(
                        list.trim_end_matches(')')
                            .split(',')
                            .map(|i| i.parse().expect("an op index"))
                            .collect(),
                    ),
                    None => Step::Op(token.parse().expect("an op index")),
                },
            })
            .collect()
    }

    fn op(kind: Kind, reads: &[&str], writes: &[&str]) -> Op {
        Op {
            kind,
            reads: reads.iter().map(|s| s.to_string()).collect(),
            writes: writes.iter().map(|s| s.to_string()).collect(),
            uses: Vec::new(),
            issues: Vec::new(),
        }
    }

    fn reserve(p: &str) -> Op {
        op(Kind::Acquire(p.into()), &[], &[&format!("{p}.w")])
    }
    fn push(p: &str) -> Op {
        op(Kind::Release(p.into()), &[], &[&format!("{p}.w")])
    }
    fn read_into(p: &str, src: &str) -> Op {
        op(Kind::Transfer(Dir::Read), &[src], &[&format!("{p}.w")])
    }
    fn barrier() -> Op {
        op(Kind::Barrier(Dir::Read), &[], &[])
    }
    fn fence() -> Op {
        op(Kind::Fence, &[], &[])
    }

    /// reserve a; read a; barrier; push a; reserve b; read b; barrier; push b
    fn two_pipes() -> Vec<Op> {
        vec![
            reserve("a"),
            read_into("a", "ga"),
            barrier(),
            push("a"),
            reserve("b"),
            read_into("b", "gb"),
            barrier(),
            push("b"),
            fence(),
        ]
    }

    #[test]
    fn two_fills_share_one_barrier_when_pipes_may_reorder() {
        let ops = two_pipes();
        let options = Options {
            reorder_pipes: true,
        };
        let steps = schedule(&ops, options);
        assert_eq!(steps, written("0 1 4 5 |R 3 7 8"));
        verify(&ops, &steps, options).unwrap();
    }

    #[test]
    fn without_pipe_reordering_the_pipe_order_stays() {
        let ops = two_pipes();
        let steps = schedule(&ops, Options::default());
        assert_eq!(steps, written("0 1 |R 3 4 5 |R 7 8"));
        verify(&ops, &steps, Options::default()).unwrap();
    }

    #[test]
    fn reads_hoist_over_unrelated_work_and_waits_name_only_what_is_needed() {
        // read x into a local buffer that is used only after the loop body's
        // end; the pipe's read must be waited for alone.
        let ops = vec![
            reserve("a"),
            op(Kind::Access, &["other"], &[]),
            read_into("a", "ga"),
            op(Kind::Transfer(Dir::Read), &["gx"], &["x"]),
            barrier(),
            push("a"),
            op(Kind::Access, &["x"], &[]),
            fence(),
        ];
        let steps = schedule(&ops, Options::default());
        verify(&ops, &steps, Options::default()).unwrap();
        // The read of x needs nothing: it goes first.
        assert_eq!(steps[..4], written("3 0 2 1"));
        assert_eq!(
            steps[4],
            Step::Barrier(Dir::Read),
            "push and the access of x are ready together and need both reads"
        );
    }

    #[test]
    fn a_partial_need_becomes_a_wait_on_tokens() {
        // The read of `b` is issued early, but nothing needs it before the
        // fence; the push of `a` needs only the read of `a`.
        let ops = vec![
            reserve("a"),
            read_into("a", "ga"),
            barrier(),
            push("a"),
            op(Kind::Transfer(Dir::Read), &["gb"], &["b"]),
            fence(),
        ];
        let steps = schedule(&ops, Options::default());
        verify(&ops, &steps, Options::default()).unwrap();
        assert_eq!(steps, written("4 0 1 wait(1) 3 5"));
    }

    #[test]
    fn writes_out_of_a_read_frame_complete_before_the_pop() {
        let ops = vec![
            op(Kind::Acquire("o".into()), &[], &["o.r"]),
            op(Kind::Transfer(Dir::Write), &["o.r"], &["dram"]),
            op(Kind::Barrier(Dir::Write), &[], &[]),
            op(Kind::Release("o".into()), &[], &["o.r"]),
            fence(),
        ];
        let steps = schedule(&ops, Options::default());
        assert_eq!(steps, written("0 1 |W 3 4"));
    }

    #[test]
    fn barriers_for_transfers_the_planner_cannot_see_stay() {
        // A loop of moves into the pipe, then a barrier and the push: the
        // loop's transfers are opaque, the barrier must remain.
        let mut lp = fence();
        lp.issues = vec![Dir::Read];
        let ops = vec![reserve("p"), lp, barrier(), push("p"), fence()];
        let steps = schedule(&ops, Options::default());
        assert_eq!(steps, written("0 1 |R 3 4"));
        // Likewise for transfers issued before the block began.
        let entry = Op {
            kind: Kind::InFlight,
            issues: vec![Dir::Read],
            ..fence()
        };
        let ops = vec![entry, barrier(), push("p"), fence()];
        let steps = schedule(&ops, Options::default());
        assert_eq!(steps, written("0 |R 2 3"));
    }

    #[test]
    fn verify_rejects_a_missing_barrier() {
        let ops = two_pipes();
        let bad = written("0 1 3 4 5 |R 7 8");
        assert!(verify(&ops, &bad, Options::default())
            .unwrap_err()
            .contains("before the Read transfers of op 1 are complete"));
    }

    fn arbitrary_op(n_before: usize) -> impl Strategy<Value = Op> {
        let buffers = prop::sample::subsequence(vec!["a.w", "b.w", "x", "y", "g"], 0..3);
        let kind = prop_oneof![
            3 => Just(Kind::Pure),
            4 => prop_oneof![Just(Kind::Transfer(Dir::Read)), Just(Kind::Transfer(Dir::Write))],
            3 => prop_oneof![Just(Kind::Barrier(Dir::Read)), Just(Kind::Barrier(Dir::Write))],
            2 => prop_oneof![Just("a"), Just("b")].prop_map(|p| Kind::Acquire(p.to_string())),
            2 => prop_oneof![Just("a"), Just("b")].prop_map(|p| Kind::Release(p.to_string())),
            1 => Just(Kind::Access),
            2 => Just(Kind::Fence),
        ];
        let issues = prop::sample::subsequence(vec![Dir::Read, Dir::Write], 0..=2);
        (
            kind,
            buffers.clone(),
            buffers,
            prop::collection::vec(0..n_before.max(1), 0..2),
            issues,
        )
            .prop_map(move |(kind, reads, writes, uses, issues)| {
                let pure = kind == Kind::Pure;
                let fence = kind == Kind::Fence;
                Op {
                    kind,
                    reads: if pure {
                        vec![]
                    } else {
                        reads.iter().map(|s| s.to_string()).collect()
                    },
                    writes: if pure {
                        vec![]
                    } else {
                        writes.iter().map(|s| s.to_string()).collect()
                    },
                    uses: uses.into_iter().filter(|u| *u < n_before).collect(),
                    issues: if fence { issues } else { vec![] },
                }
            })
    }

    fn arbitrary_block() -> impl Strategy<Value = Vec<Op>> {
        let entry = prop::sample::subsequence(vec![Dir::Read, Dir::Write], 0..=2);
        (
            (1usize..14).prop_flat_map(|n| (0..n).map(arbitrary_op).collect::<Vec<_>>()),
            entry,
        )
            .prop_map(|(mut ops, entry)| {
                // Barriers use nothing and nothing uses them.
                for i in 0..ops.len() {
                    if matches!(ops[i].kind, Kind::Barrier(_)) {
                        ops[i].uses.clear();
                        ops[i].reads.clear();
                        ops[i].writes.clear();
                    }
                    let barriers: Vec<usize> = (0..i)
                        .filter(|k| matches!(ops[*k].kind, Kind::Barrier(_)))
                        .collect();
                    ops[i].uses.retain(|u| !barriers.contains(u));
                }
                // Transfers in flight at the start, and the terminator.
                for op in ops.iter_mut() {
                    op.uses.iter_mut().for_each(|u| *u += 1);
                }
                ops.insert(
                    0,
                    Op {
                        kind: Kind::InFlight,
                        reads: vec![],
                        writes: vec![],
                        uses: vec![],
                        issues: entry,
                    },
                );
                ops.push(Op {
                    kind: Kind::Fence,
                    reads: vec![],
                    writes: vec![],
                    uses: vec![],
                    issues: vec![],
                });
                ops
            })
    }

    // The all-pairs planner the one above replaced: schedules must not change.

    /// For each operation, what must be complete before it.
    fn reference_needs(ops: &[Op]) -> Vec<BTreeSet<Flight>> {
        let mut out = vec![BTreeSet::new(); ops.len()];
        for (i, issuer) in ops.iter().enumerate() {
            for dir in [Dir::Read, Dir::Write] {
                if !issuer.issues(dir) {
                    continue;
                }
                // What an opaque issuer touches is unknown: anything that touches
                // data (not pure arithmetic, not a pipe acquire, which only
                // waits for another kernel).
                let opaque = issuer.is_fence();
                let mut fenced = false;
                for (j, op) in ops.iter().enumerate().skip(i + 1) {
                    let touches_data =
                        !matches!(op.kind, Kind::Barrier(_) | Kind::Pure | Kind::Acquire(_));
                    if op.kind == Kind::Barrier(dir) {
                        fenced = true;
                    } else if fenced
                        && touches_data
                        && (opaque || op.is_fence() || conflict(issuer, op))
                    {
                        out[j].insert((i, dir));
                    }
                }
            }
        }
        out
    }

    /// The new order of the block. The original barriers are dropped; the steps
    /// hold the synchronisation the new order needs.
    fn reference_schedule(ops: &[Op], options: Options) -> Vec<Step> {
        let live: Vec<usize> = (0..ops.len())
            .filter(|i| !matches!(ops[*i].kind, Kind::Barrier(_)))
            .collect();
        let preds: Vec<Vec<usize>> = (0..ops.len())
            .map(|j| {
                live.iter()
                    .copied()
                    .filter(|&i| i < j && must_precede(ops, i, j, options))
                    .collect()
            })
            .collect();
        let needs = reference_needs(ops);
        let mut done = vec![false; ops.len()];
        let mut progress = Progress::new(ops, &needs);
        let mut remaining: Vec<usize> = live.clone();
        while !remaining.is_empty() {
            let ready: Vec<usize> = remaining
                .iter()
                .copied()
                .filter(|&j| preds[j].iter().all(|&i| done[i]))
                .collect();
            if let Some(j) = progress.pick(ready.iter().copied()) {
                done[j] = true;
                remaining.retain(|&k| k != j);
                continue;
            }
            let soon = reference_unblocked(&remaining, &preds, &done, ops);
            if !progress.synchronise(ready.into_iter(), soon) {
                return original_order(ops);
            }
        }
        progress.steps
    }

    /// The operations that could run, transfers aside, if everything in flight
    /// completed now.
    fn reference_unblocked(
        remaining: &[usize],
        preds: &[Vec<usize>],
        done: &[bool],
        ops: &[Op],
    ) -> Vec<usize> {
        let mut reached = done.to_vec();
        let mut out = Vec::new();
        loop {
            let next: Vec<usize> = remaining
                .iter()
                .copied()
                .filter(|&j| {
                    !reached[j]
                        && !matches!(ops[j].kind, Kind::Transfer(_))
                        && preds[j].iter().all(|&i| reached[i])
                })
                .collect();
            if next.is_empty() {
                return out;
            }
            for j in next {
                reached[j] = true;
                out.push(j);
            }
        }
    }

    proptest! {
        #[test]
        fn schedules_always_verify(ops in arbitrary_block(), reorder in any::<bool>()) {
            let options = Options { reorder_pipes: reorder };
            let steps = schedule(&ops, options);
            prop_assert_eq!(verify(&ops, &steps, options), Ok(()));
            prop_assert_eq!(steps, reference_schedule(&ops, options));
        }
    }
}
