//! The dependence bound of a run: the longest chain of work that no
//! schedule can overlap, because each step needs the data the one before
//! it made.
//!
//! Every NoC transfer and every math call becomes a node. A node starts no
//! sooner than the data it reads exists and lasts its shortest possible
//! time: a transfer its latency plus its bytes at the slowest bandwidth on
//! its way (an empty network, an idle bank), a math call its cycles. Data
//! carries a tag per 32-byte block of L1 or DRAM and per destination slot:
//! the earliest cycle it could exist and the node that made it.
//!
//! The tags only ever err low, so the bound stays a bound:
//! - A block a write covers only in part keeps the lower of its two ready
//!   times and forgets its maker (its bytes now come from two writes).
//! - Data a core's RISC-V core stores, or the host or a scalar runtime
//!   call writes, is ready at 0 and made by no node.
//! - Control adds no edge (a pipe's counters, a barrier: a schedule may
//!   move a transfer that does not touch a pipe's frame above its wait),
//!   with one exception. A semaphore wait is an acquire: nothing after it
//!   in program order may run before it, in any schedule (tanto-schedule
//!   keeps semaphore operations as fences). So when a hart parked on a
//!   semaphore word resumes after a transfer changed it (a remote `set`
//!   or an increment, each tagged by the word it writes, apart from the
//!   32-byte blocks) and leaves the loop (it issues a transfer before it
//!   parks again: a value that does not end the wait may be one another
//!   schedule never shows it), every later transfer of that hart starts no
//!   sooner than the value's ready time plus the issue time. A wait the
//!   value already satisfied, or one a store of the core satisfied, adds
//!   nothing (errs low). Symmetrically, a semaphore write (a remote set or
//!   an increment) is a release: one issued after a barrier starts no
//!   sooner than the transfers that barrier covered could have ended, plus
//!   the issue time (tanto-schedule keeps whatever a fence needs complete
//!   before it). Waits on transaction ids add nothing.
//!
//! The bound is the larger of:
//! - **The longest chain:** a node that must end before the program does (a
//!   math call, or a transfer of a hart that waits for its transfers before
//!   it ends) ends at its ready time at the earliest; and then every node
//!   that reads what it made, and so on (its *tail*).
//! - **A resource and the chains around it:** a NoC port, a DRAM bank or a
//!   NoC link serves one transfer at a time, a math unit one call. Of any set of transfers that
//!   must end before the program does, the first one served there starts
//!   no sooner than the earliest of them could (its *head*), they are then
//!   served one after the other, and the last one still has the rest of its
//!   flight and its tail to go: head + service + the least rest. The
//!   largest of these over every set is the end of Jackson's preemptive
//!   schedule (always serve the released transfer with the longest rest,
//!   interrupting if need be), computed in n log n: the optimum of the
//!   same problem with interruptions allowed, so no real schedule beats
//!   it (Carlier's single-machine bound). The drain term is the case of a
//!   port with heads and tails of 0.

use std::collections::HashMap;

/// Bytes per tag: NoC transfers into L1 are 16-byte aligned and DRAM pages
/// 32-byte aligned; smaller writes err low (above).
const BLOCK: u64 = 32;
/// No node made the data (the host, a store, a partial overwrite).
const NO_NODE: u32 = u32::MAX;

/// The earliest cycle data could exist, and the node that made it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tag {
    pub ready: u64,
    node: u32,
}

impl Tag {
    /// Data that could exist from the start.
    pub const FREE: Tag = Tag {
        ready: 0,
        node: NO_NODE,
    };

    /// What a write covering part of a block leaves there.
    fn merged(self, other: Tag) -> Tag {
        Tag {
            ready: self.ready.min(other.ready),
            node: NO_NODE,
        }
    }
}

/// What one node reads: the latest of its inputs, and their makers.
#[derive(Debug, Default)]
pub struct Inputs {
    ready: u64,
    makers: Vec<u32>,
}

impl Inputs {
    fn add(&mut self, tag: Tag) {
        self.ready = self.ready.max(tag.ready);
        if tag.node != NO_NODE && self.makers.last() != Some(&tag.node) {
            self.makers.push(tag.node);
        }
    }
}

/// What a node is: whether it must end before the program does depends
/// on it.
#[derive(Debug, Clone, Copy)]
pub enum NodeKind {
    Math,
    /// A transfer of `hart`.
    Transfer {
        hart: usize,
    },
}

/// What serves one transfer at a time.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Resource {
    /// A hart's NoC port, as writes leave it.
    Port(usize),
    /// The same port, as reads' data enters it (the other direction).
    PortIn(usize),
    /// A hart's RISC-V core programming its transfers, one at a time, for
    /// the `cycles` before each starts (the use's offset is ignored).
    Issue(usize),
    /// The math unit a compute hart drives (its calls run one at a time).
    Math(usize),
    Bank(usize),
    Link(crate::route::Link),
}

/// A transfer's use of a resource: from `offset` cycles after the
/// transfer's start at the earliest, for `cycles`; the transfer ends no
/// sooner than its duration after the start, nor sooner than `offset`
/// before that after the use begins.
#[derive(Debug, Clone, Copy)]
pub struct Use {
    pub resource: Resource,
    pub offset: u64,
    pub cycles: u64,
}

#[derive(Debug)]
struct NodeUse {
    node: u32,
    served: Use,
}

#[derive(Debug)]
struct Node {
    ready: u64,
    duration: u64,
    kind: NodeKind,
    /// Its makers: `makers[first..first + count]`.
    first: u32,
    count: u32,
}

/// The run's nodes and the tags of its data.
#[derive(Debug)]
pub struct Dependences {
    nodes: Vec<Node>,
    makers: Vec<u32>,
    uses: Vec<NodeUse>,
    l1_blocks: usize,
    l1: HashMap<(u32, u32), Vec<Tag>>,
    dram: HashMap<(usize, u64), Tag>,
    slots: HashMap<usize, Vec<Tag>>,
    /// The program's semaphore words (L1 offsets), by core.
    semaphores: HashMap<(u32, u32), Vec<u32>>,
    /// Tags of semaphore words written whole by a transfer; absent: made
    /// by a store, the host, or in part (ready at 0).
    words: HashMap<((u32, u32), u32), Tag>,
    /// What orders each hart's transfers, by hart.
    order: HashMap<usize, HartOrder>,
}

/// What orders one hart's transfers beyond the data they read.
#[derive(Debug, Default)]
struct HartOrder {
    /// The latest ready time of a semaphore value it waited for, or of a
    /// FIFO slot it acquired.
    control: u64,
    /// The ready time of the semaphore values it resumed on, not yet known
    /// to have ended its wait.
    pending: Option<u64>,
    /// The latest end of the transfers its barriers covered.
    fenced: u64,
    /// Its reads, then its writes.
    directions: [Issued; 2],
}

/// One direction of a hart's transfers.
#[derive(Debug, Default)]
struct Issued {
    /// How many it issued, and the shortest of them (0 until the first).
    count: u64,
    shortest: u64,
    /// The latest end of those since its last barrier of the direction.
    outstanding: Option<u64>,
}

impl HartOrder {
    fn direction(&mut self, read: bool) -> &mut Issued {
        &mut self.directions[usize::from(!read)]
    }
}

/// The blocks `[offset, offset + bytes)` touches, each with whether the
/// range covers it whole.
fn blocks(offset: u64, bytes: u64) -> impl Iterator<Item = (u64, bool)> {
    let end = offset.saturating_add(bytes);
    let first = offset / BLOCK;
    let last = end.div_ceil(BLOCK);
    (first..last).map(move |block| {
        let whole = block * BLOCK >= offset && (block + 1) * BLOCK <= end;
        (block, whole)
    })
}

fn write_tag(slot: &mut Tag, whole: bool, tag: Tag) {
    *slot = if whole { tag } else { slot.merged(tag) };
}

impl Dependences {
    pub fn new(l1_bytes: u64) -> Self {
        Dependences {
            nodes: Vec::new(),
            makers: Vec::new(),
            uses: Vec::new(),
            l1_blocks: l1_bytes.div_ceil(BLOCK) as usize,
            l1: HashMap::new(),
            dram: HashMap::new(),
            slots: HashMap::new(),
            semaphores: HashMap::new(),
            words: HashMap::new(),
            order: HashMap::new(),
        }
    }

    /// Whether the L1 word at `offset` of `core` is a semaphore.
    pub fn is_semaphore(&self, core: (u32, u32), offset: u32) -> bool {
        self.semaphores
            .get(&core)
            .is_some_and(|words| words.contains(&offset))
    }

    /// A transfer of hart `hart` (a read when `read`): a node as [`Self::node`]
    /// makes, which for a semaphore write (`signals`) also starts after the
    /// transfers the hart's barriers covered so far.
    pub fn transfer(
        &mut self,
        inputs: Inputs,
        earliest: u64,
        duration: u64,
        hart: usize,
        read: bool,
        signals: bool,
    ) -> Tag {
        let order = self.order.entry(hart).or_default();
        if let Some(seen) = order.pending.take() {
            order.control = order.control.max(seen);
        }
        let mut inputs = inputs;
        if signals && order.fenced > 0 {
            inputs.ready = inputs.ready.max(order.fenced + earliest);
        }
        let made = self.node(inputs, earliest, duration, NodeKind::Transfer { hart });
        // The hart programs its transfers one at a time, `earliest` cycles
        // each: whatever their order, the last of its first n of this
        // direction starts no sooner than n times that, and a barrier after
        // them waits for that one too.
        let issued = self.order.entry(hart).or_default().direction(read);
        issued.shortest = if issued.count == 0 {
            duration
        } else {
            issued.shortest.min(duration)
        };
        issued.count += 1;
        let serial = issued.count * earliest + issued.shortest;
        let last = issued.outstanding.unwrap_or(0).max(made.ready).max(serial);
        issued.outstanding = Some(last);
        made
    }

    /// The earliest hart `hart` could release what it made so far to
    /// another (a PTO TPUSH): after the transfers its barriers covered and
    /// the semaphore values it waited for.
    pub fn release_time(&self, hart: usize) -> u64 {
        self.order
            .get(&hart)
            .map_or(0, |order| order.fenced.max(order.control))
    }

    /// Hart `hart` acquires what another released at `released` (a PTO
    /// TPOP of a pushed slot): its later transfers start after it.
    pub fn acquire(&mut self, hart: usize, released: u64) {
        let order = self.order.entry(hart).or_default();
        order.control = order.control.max(released);
    }

    /// Hart `hart` waits for all its transfers of one direction (reads:
    /// `read`) to end.
    pub fn barrier(&mut self, hart: usize, read: bool) {
        let order = self.order.entry(hart).or_default();
        if let Some(last) = order.direction(read).outstanding.take() {
            order.fenced = order.fenced.max(last);
        }
    }

    /// Declares the semaphore word at L1 `offset` of `core`.
    pub fn add_semaphore(&mut self, core: (u32, u32), offset: u32) {
        let words = self.semaphores.entry(core).or_default();
        if !words.contains(&offset) {
            words.push(offset);
        }
    }

    /// Hart `h`, parked on a loop that loads the L1 word at `offset` of
    /// `core`, resumes because a word it polls changed: if that word is a
    /// semaphore, the hart has now seen its value.
    pub fn resumed_on(&mut self, hart: usize, core: (u32, u32), offset: u32) {
        if let Some(tag) = self.words.get(&(core, offset)) {
            let order = self.order.entry(hart).or_default();
            order.pending = Some(order.pending.unwrap_or(0).max(tag.ready));
        }
    }

    /// Hart `hart` of `core` parks in a loop polling the L1 words `polled`:
    /// if one is a semaphore, the values it resumed on since it last issued
    /// a transfer may not have ended its wait (it may be the same loop).
    pub fn parked(&mut self, hart: usize, core: (u32, u32), polled: &[(u32, u32)]) {
        if polled
            .iter()
            .any(|&(word, _)| self.is_semaphore(core, word))
        {
            if let Some(order) = self.order.get_mut(&hart) {
                order.pending = None;
            }
        }
    }

    pub fn read_l1(&self, core: (u32, u32), offset: u32, bytes: u64, inputs: &mut Inputs) {
        let Some(tags) = self.l1.get(&core) else {
            return;
        };
        for (block, _) in blocks(u64::from(offset), bytes) {
            if let Some(tag) = tags.get(block as usize) {
                inputs.add(*tag);
            }
        }
    }

    pub fn read_dram(&self, bank: usize, address: u64, bytes: u64, inputs: &mut Inputs) {
        for (block, _) in blocks(address, bytes) {
            if let Some(tag) = self.dram.get(&(bank, block)) {
                inputs.add(*tag);
            }
        }
    }

    pub fn read_slot(&self, hart: usize, slot: usize, inputs: &mut Inputs) {
        if let Some(tag) = self.slots.get(&hart).and_then(|s| s.get(slot)) {
            inputs.add(*tag);
        }
    }

    /// A node that reads `inputs`, starts no sooner than `earliest` and
    /// lasts `duration`: the tag of what it makes.
    pub fn node(&mut self, inputs: Inputs, earliest: u64, duration: u64, kind: NodeKind) -> Tag {
        let mut makers = inputs.makers;
        makers.sort_unstable();
        makers.dedup();
        // A transfer is programmed after the semaphore waits before it.
        let after_waits = match kind {
            NodeKind::Transfer { hart } => self
                .order
                .get(&hart)
                .map_or(0, |order| order.control + earliest),
            NodeKind::Math => 0,
        };
        let ready = inputs.ready.max(earliest).max(after_waits) + duration;
        let id = self.nodes.len() as u32;
        self.nodes.push(Node {
            ready,
            duration,
            kind,
            first: self.makers.len() as u32,
            count: makers.len() as u32,
        });
        self.makers.extend(makers);
        Tag { ready, node: id }
    }

    /// The node that made `made` is served by `served` on its way.
    pub fn serve(&mut self, made: Tag, served: Use) {
        self.uses.push(NodeUse {
            node: made.node,
            served,
        });
    }

    pub fn write_l1(&mut self, core: (u32, u32), offset: u32, bytes: u64, tag: Tag) {
        let count = self.l1_blocks;
        let tags = self
            .l1
            .entry(core)
            .or_insert_with(|| vec![Tag::FREE; count]);
        for (block, whole) in blocks(u64::from(offset), bytes) {
            if let Some(slot) = tags.get_mut(block as usize) {
                write_tag(slot, whole, tag);
            }
        }
        let Some(words) = self.semaphores.get(&core) else {
            return;
        };
        let end = u64::from(offset) + bytes;
        for &word in words {
            if u64::from(word) + 4 <= u64::from(offset) || u64::from(word) >= end {
                continue;
            }
            if word == offset && bytes == 4 && tag.node != NO_NODE {
                self.words.insert((core, word), tag);
            } else {
                self.words.remove(&(core, word));
            }
        }
    }

    /// Data a core stored itself, or the host or a scalar call wrote.
    pub fn clear_l1(&mut self, core: (u32, u32), offset: u32, bytes: u64) {
        if self.l1.contains_key(&core) {
            self.write_l1(core, offset, bytes, Tag::FREE);
        }
    }

    pub fn write_dram(&mut self, bank: usize, address: u64, bytes: u64, tag: Tag) {
        for (block, whole) in blocks(address, bytes) {
            let slot = self.dram.entry((bank, block)).or_insert(Tag::FREE);
            write_tag(slot, whole, tag);
        }
    }

    pub fn write_slot(&mut self, hart: usize, slot: usize, tag: Tag) {
        let slots = self.slots.entry(hart).or_default();
        if slots.len() <= slot {
            slots.resize(slot + 1, Tag::FREE);
        }
        slots[slot] = tag;
    }

    /// A new math object: its slots hold zeros, ready from the start.
    pub fn reset_slots(&mut self, hart: usize) {
        self.slots.remove(&hart);
    }

    /// The bound, once the run is over. `drained(h)`: hart `h` ended with
    /// none of its transfers in flight, so each of them ended before it.
    pub fn bound(&self, drained: impl Fn(usize) -> bool) -> u64 {
        let tails = self.tails(&drained);
        let chain = self
            .nodes
            .iter()
            .zip(&tails)
            .filter_map(|(node, tail)| Some(node.ready + (*tail)?))
            .max()
            .unwrap_or(0);
        chain.max(self.resources(&tails))
    }

    /// Per node, the least time from its end to the program's end: None if
    /// nothing that must end before the program does depends on it.
    fn tails(&self, drained: &impl Fn(usize) -> bool) -> Vec<Option<u64>> {
        let mut tails: Vec<Option<u64>> = vec![None; self.nodes.len()];
        // A node's readers come after it, so walking backwards sees every
        // reader of a node before the node.
        for (id, node) in self.nodes.iter().enumerate().rev() {
            let must_end = match node.kind {
                NodeKind::Math => true,
                NodeKind::Transfer { hart, .. } => drained(hart),
            };
            if must_end {
                tails[id] = tails[id].max(Some(0));
            }
            let Some(tail) = tails[id] else { continue };
            let first = node.first as usize;
            for &maker in &self.makers[first..first + node.count as usize] {
                let through = Some(node.duration + tail);
                tails[maker as usize] = tails[maker as usize].max(through);
            }
        }
        tails
    }

    /// The largest head + service + least rest over every resource and
    /// every set of its transfers whose heads are at least some head.
    fn resources(&self, tails: &[Option<u64>]) -> u64 {
        // Per resource: (head, service, rest) of each transfer that must
        // end before the program does.
        let mut jobs: HashMap<Resource, Vec<(u64, u64, u64)>> = HashMap::new();
        for used in &self.uses {
            let node = &self.nodes[used.node as usize];
            let Some(tail) = tails[used.node as usize] else {
                continue;
            };
            let Use {
                resource,
                offset,
                cycles,
            } = used.served;
            let start = node.ready - node.duration;
            let (head, rest) = match resource {
                // Programmed before the transfer starts; all of it to go.
                Resource::Issue(_) => (start.saturating_sub(cycles), node.duration + tail),
                _ => (
                    start + offset,
                    node.duration.saturating_sub(offset + cycles) + tail,
                ),
            };
            jobs.entry(resource).or_default().push((head, cycles, rest));
        }
        jobs.into_values()
            .map(preemptive_jackson)
            .max()
            .unwrap_or(0)
    }
}

/// The least possible end of the last rest when one resource serves `jobs`
/// `(head, service, rest)` and may interrupt a job: it serves, at each
/// moment, the released job with the longest rest (Jackson's preemptive
/// rule, optimal for the preemptive problem). No schedule that serves each
/// job whole ends sooner, so this is a bound; it is at least every
/// head + service + least rest over any set of the jobs.
fn preemptive_jackson(mut jobs: Vec<(u64, u64, u64)>) -> u64 {
    use std::collections::BinaryHeap;
    jobs.sort_unstable();
    // Released jobs by rest: (rest, cycles left).
    let mut released: BinaryHeap<(u64, u64)> = BinaryHeap::new();
    let (mut now, mut next, mut bound) = (0u64, 0usize, 0u64);
    loop {
        if released.is_empty() {
            let Some(&(head, _, _)) = jobs.get(next) else {
                return bound;
            };
            now = now.max(head);
        }
        while let Some(&(head, cycles, rest)) = jobs.get(next) {
            if head > now {
                break;
            }
            released.push((rest, cycles));
            next += 1;
        }
        let Some((rest, left)) = released.pop() else {
            continue;
        };
        // Serve it until it is done or the next release, which may preempt.
        let until = jobs.get(next).map_or(u64::MAX, |j| j.0);
        let run = left.min(until - now);
        now += run;
        if run == left {
            bound = bound.max(now + rest);
        } else {
            released.push((rest, left - run));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn transfer(hart: usize) -> NodeKind {
        NodeKind::Transfer { hart }
    }

    fn serve(d: &mut Dependences, made: Tag, resource: Resource, offset: u64, cycles: u64) {
        d.serve(
            made,
            Use {
                resource,
                offset,
                cycles,
            },
        );
    }

    const RECEIVER: (u32, u32) = (1, 0);
    const SEMAPHORE: u32 = 64;

    /// Hart 1 increments the receiver's semaphore (ready at 25 + 100);
    /// hart 0, on the receiver, parks polling it.
    fn an_increment_lands(d: &mut Dependences) -> Tag {
        d.add_semaphore(RECEIVER, SEMAPHORE);
        let inc = d.transfer(Inputs::default(), 25, 100, 1, false, true);
        d.parked(0, RECEIVER, &[(SEMAPHORE, 0)]);
        d.write_l1(RECEIVER, SEMAPHORE, 4, inc);
        d.resumed_on(0, RECEIVER, SEMAPHORE);
        inc
    }

    #[test]
    fn a_semaphore_wait_orders_the_transfers_after_it() {
        let mut d = Dependences::new(4096);
        let inc = an_increment_lands(&mut d);
        // The waiting hart leaves the loop and reads: it is programmed after
        // the value exists.
        let read = d.transfer(Inputs::default(), 25, 300, 0, true, false);
        assert_eq!(read.ready, inc.ready + 25 + 300);
        // And so is every later transfer of that hart, not another hart's.
        let later = d.transfer(Inputs::default(), 25, 10, 0, true, false);
        assert_eq!(later.ready, inc.ready + 25 + 10);
        let other = d.transfer(Inputs::default(), 25, 10, 2, true, false);
        assert_eq!(other.ready, 35);
    }

    #[test]
    fn a_value_that_does_not_end_the_wait_adds_nothing() {
        let mut d = Dependences::new(4096);
        an_increment_lands(&mut d);
        // The hart parks on the semaphore again: the value was not the one
        // awaited, and another schedule need not show it.
        d.parked(0, RECEIVER, &[(SEMAPHORE, 1)]);
        let read = d.transfer(Inputs::default(), 25, 300, 0, true, false);
        assert_eq!(read.ready, 325);
    }

    #[test]
    fn a_value_stored_or_written_in_part_adds_nothing() {
        for overwrite in [(SEMAPHORE, 4, false), (SEMAPHORE - 4, 16, true)] {
            let mut d = Dependences::new(4096);
            d.add_semaphore(RECEIVER, SEMAPHORE);
            let inc = d.transfer(Inputs::default(), 25, 100, 1, false, true);
            d.write_l1(RECEIVER, SEMAPHORE, 4, inc);
            let (offset, bytes, by_transfer) = overwrite;
            if by_transfer {
                let write = d.transfer(Inputs::default(), 25, 900, 1, false, false);
                d.write_l1(RECEIVER, offset, bytes, write);
            } else {
                d.clear_l1(RECEIVER, offset, bytes);
            }
            d.resumed_on(0, RECEIVER, SEMAPHORE);
            let read = d.transfer(Inputs::default(), 25, 300, 0, true, false);
            assert_eq!(read.ready, 325, "overwritten by {overwrite:?}");
        }
    }

    #[test]
    fn a_semaphore_write_after_a_barrier_follows_what_it_covered() {
        let mut d = Dependences::new(4096);
        let write = d.transfer(Inputs::default(), 25, 500, 0, false, false);
        d.barrier(0, false);
        // The signal is a release; a data write after the barrier is not.
        let data = d.transfer(Inputs::default(), 25, 100, 0, false, false);
        assert_eq!(data.ready, 125);
        let signal = d.transfer(Inputs::default(), 25, 100, 0, false, true);
        assert_eq!(signal.ready, write.ready + 25 + 100);
        // A barrier covers only its direction's transfers: a read barrier
        // after the data write leaves that write out.
        let mut d = Dependences::new(4096);
        d.transfer(Inputs::default(), 25, 500, 0, false, false);
        d.barrier(0, true);
        let signal = d.transfer(Inputs::default(), 25, 100, 0, false, true);
        assert_eq!(signal.ready, 125);
    }

    /// Hart 0 issues `n` transfers of 100 cycles (reads when `read`), each
    /// programmed in 25, then waits for those of their direction.
    fn issue_then_barrier(d: &mut Dependences, n: usize, read: bool) {
        for _ in 0..n {
            d.transfer(Inputs::default(), 25, 100, 0, read, false);
        }
        d.barrier(0, read);
    }

    #[test]
    fn a_barrier_waits_for_the_last_transfer_its_hart_programmed() {
        let mut d = Dependences::new(4096);
        // Ten writes: whichever order they go in, the last starts at 250 at
        // the earliest.
        issue_then_barrier(&mut d, 10, false);
        assert_eq!(d.release_time(0), 10 * 25 + 100);
        let signal = d.transfer(Inputs::default(), 25, 40, 0, false, true);
        assert_eq!(signal.ready, 350 + 25 + 40);
        // Reads do not count against a write barrier.
        let mut d = Dependences::new(4096);
        for _ in 0..10 {
            d.transfer(Inputs::default(), 25, 100, 0, true, false);
        }
        issue_then_barrier(&mut d, 1, false);
        assert_eq!(d.release_time(0), 25 + 100);
    }

    #[test]
    fn a_pushed_slot_is_acquired_by_its_pop() {
        let mut d = Dependences::new(4096);
        issue_then_barrier(&mut d, 4, false);
        let released = d.release_time(0);
        d.acquire(1, released);
        let read = d.transfer(Inputs::default(), 25, 300, 1, true, false);
        assert_eq!(read.ready, released + 25 + 300);
    }

    #[test]
    fn programming_is_served_one_transfer_at_a_time() {
        let mut d = Dependences::new(4096);
        // Four transfers of 100 cycles, 25 of programming each, on a
        // drained hart: the last starts after the four programmings.
        for _ in 0..4 {
            let t = d.node(Inputs::default(), 25, 100, transfer(0));
            serve(&mut d, t, Resource::Issue(0), 0, 25);
        }
        assert_eq!(d.bound(|_| true), 4 * 25 + 100);
        // Without the programming, the chain alone.
        let mut d = Dependences::new(4096);
        for _ in 0..4 {
            d.node(Inputs::default(), 25, 100, transfer(0));
        }
        assert_eq!(d.bound(|_| true), 125);
    }

    #[test]
    fn a_read_then_math_then_a_write_chain() {
        let mut d = Dependences::new(4096);
        let read = d.node(Inputs::default(), 25, 700, transfer(0));
        d.write_l1((0, 0), 0, 2048, read);
        let mut inputs = Inputs::default();
        d.read_l1((0, 0), 0, 2048, &mut inputs);
        let math = d.node(inputs, 0, 40, NodeKind::Math);
        d.write_l1((0, 0), 2048, 2048, math);
        let mut inputs = Inputs::default();
        d.read_l1((0, 0), 2048, 2048, &mut inputs);
        let write = d.node(inputs, 25, 800, transfer(1));
        d.write_dram(0, 0, 2048, write);
        assert_eq!(write.ready, 25 + 700 + 40 + 800);
        assert_eq!(d.bound(|_| true), 1565);
        // The writer does not wait for its write: the chain ends at the math.
        assert_eq!(d.bound(|h| h == 0), 765);
    }

    #[test]
    fn the_last_transfer_on_a_port_starts_after_the_others() {
        let mut d = Dependences::new(4096);
        // Four reads of one hart, each 100 port cycles and 600 cycles long,
        // each read by its own math call of 10.
        for i in 0..4u32 {
            let read = d.node(Inputs::default(), 0, 600, transfer(0));
            serve(&mut d, read, Resource::Port(0), 0, 100);
            d.write_l1((0, 0), i * 64, 64, read);
            let mut inputs = Inputs::default();
            d.read_l1((0, 0), i * 64, 64, &mut inputs);
            d.node(inputs, 0, 10, NodeKind::Math);
        }
        // 400 cycles of port, the rest of the last read (500), its math.
        assert_eq!(d.bound(|_| false), 400 + 500 + 10);
    }

    #[test]
    fn a_link_bound_counts_heads_and_rests() {
        let mut d = Dependences::new(4096);
        let link = crate::route::Link {
            from: (0, 0),
            to: (1, 0),
        };
        // Three transfers cross the link 20 cycles after they start (their
        // third hop), for 50 cycles each, and last 300; none may start
        // before 100, and the program ends with each (a drained hart).
        for _ in 0..3 {
            let t = d.node(Inputs::default(), 100, 300, transfer(0));
            serve(&mut d, t, Resource::Link(link), 20, 50);
        }
        // Heads 120, 150 cycles of link, then 300 - 20 - 50 to go.
        assert_eq!(d.bound(|_| true), 120 + 150 + 230);
        // A later transfer (head 1000) alone bounds by its own chain.
        let late = d.node(Inputs::default(), 1000, 300, transfer(0));
        serve(&mut d, late, Resource::Link(link), 20, 50);
        assert_eq!(d.bound(|_| true), 1300);
    }

    #[test]
    fn the_resource_bound_is_the_preemptive_optimum() {
        // (head, service, rest): two long-rest jobs and a short one. Sets by
        // head alone see 5 + 10 + 100 at most; A and B together need
        // 0 + 20 + 100, as A must start first and B still has 100 to go.
        let jobs = vec![(0, 10, 100), (5, 10, 100), (5, 10, 0)];
        assert_eq!(preemptive_jackson(jobs), 120);
        // A later job with the longest rest interrupts the one served.
        assert_eq!(preemptive_jackson(vec![(0, 50, 0), (10, 10, 200)]), 220);
        // Idle until the first head; back to back after it.
        assert_eq!(preemptive_jackson(vec![(100, 30, 5), (100, 30, 5)]), 165);
        assert_eq!(preemptive_jackson(Vec::new()), 0);
    }

    #[test]
    fn partial_writes_and_stores_err_low() {
        let mut d = Dependences::new(4096);
        let slow = d.node(Inputs::default(), 0, 1000, NodeKind::Math);
        let fast = d.node(Inputs::default(), 0, 10, NodeKind::Math);
        d.write_l1((0, 0), 0, 64, slow);
        // Half of block 0 from the fast node: the block is ready at 10.
        d.write_l1((0, 0), 0, 16, fast);
        let mut inputs = Inputs::default();
        d.read_l1((0, 0), 16, 16, &mut inputs);
        assert_eq!(inputs.ready, 10);
        assert!(inputs.makers.is_empty());
        // A store leaves block 1 ready at 0.
        d.clear_l1((0, 0), 40, 4);
        let mut inputs = Inputs::default();
        d.read_l1((0, 0), 32, 32, &mut inputs);
        assert_eq!(inputs.ready, 0);
    }

    #[test]
    fn slots_restart_at_acquire() {
        let mut d = Dependences::new(4096);
        let math = d.node(Inputs::default(), 0, 50, NodeKind::Math);
        d.write_slot(3, 1, math);
        let mut inputs = Inputs::default();
        d.read_slot(3, 1, &mut inputs);
        assert_eq!(inputs.ready, 50);
        d.reset_slots(3);
        let mut inputs = Inputs::default();
        d.read_slot(3, 1, &mut inputs);
        assert_eq!(inputs.ready, 0);
    }
}
