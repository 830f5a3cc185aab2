//! The grid: every core's L1, the DRAM banks, the harts, the transfers in
//! flight, and the deterministic scheduler that runs them.
//!
//! Time advances in rounds of [`QUANTUM`] cycles. In a round every runnable
//! hart, in a fixed order, runs until it has used the round's cycles (one per
//! instruction, plus each runtime call's cost), finishes, blocks on a barrier,
//! or parks on a polling loop. Then transfers due by the end of the round
//! land, blocked harts whose condition holds resume, and parked harts whose
//! polled words changed wake. When no hart can run, time jumps to the next
//! completion; when none is in flight either, the unfinished harts are
//! deadlocked.
//!
//! Two facets of the machine have files of their own: what a waiting hart
//! waits for ([`waits`]) and the recorded run as a Chrome trace
//! ([`timeline`]).

pub mod timeline;
pub mod waits;

use crate::{
    dram::Dram,
    hart::{Hart, HartFault, SliceEnd, Spin},
    image::Image,
    layout,
    math::MathEngine,
    noc::{Delivery, Direction, Encoding, InFlight},
};
use std::collections::BTreeMap;
use tanto_arch::Target;
use tanto_manifest::abi::pipe as pipe_abi;
use tanto_manifest::program::ResourceEntry;

/// Cycles per scheduling round. A parked hart wakes at the end of the
/// round in which its polled word changed, so a round is about one
/// iteration of a polling loop (a load, a compare, a branch): what a real
/// core takes to see another's store. 64 before: each pipe hand-off then
/// cost up to 64 cycles, about 32 on average, that no chip spends.
pub const QUANTUM: u64 = 8;

/// A kernel of the program, shared by the harts that run it.
#[derive(Debug)]
pub struct Kernel {
    pub name: String,
    pub role: String,
    /// It writes the frame after its write frame (software pipelining).
    pub frames_ahead: u32,
    /// The resources bound to its parameters (empty: not known).
    pub resources: Vec<String>,
    pub file: String,
    pub image: Image,
    pub lines: Option<crate::debug_lines::LineTable>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Status {
    /// Its launch has not started yet (a program of several launches).
    NotLaunched,
    Runnable,
    /// Spinning in a polling loop, on the L1 words it loads.
    Parked(Spin),
    Blocked(Wait),
    Finished,
}

/// A runtime call that returned but whose effect the hart must wait for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Wait {
    ReadBarrier,
    WriteBarrier,
    Transaction(u32),
    /// TALLOC: the producer's next slot of PTO FIFO `flag` is not free yet.
    FifoSlot {
        flag: u32,
    },
    /// TPOP: the consumer's next slot of PTO FIFO `flag` is not filled yet.
    FifoData {
        flag: u32,
    },
    /// A direct FIFO's producer: no consumer kernel has bound PTO FIFO
    /// `flag` to its slot buffer yet.
    FifoConsumer {
        flag: u32,
    },
    /// `pto.sync.wait`: cross-core flag `id` has no signal yet.
    CrossCore {
        id: u32,
    },
    /// SYNCALL: the others of `group` have not all arrived at barrier
    /// `generation` yet.
    SyncAll {
        group: u32,
        generation: u64,
    },
}

impl Wait {
    /// A wait whose call did nothing yet: the hart stays at the call and
    /// makes it again when the wait is over (the call returns a value that
    /// only exists then).
    pub fn repeats_call(self) -> bool {
        matches!(
            self,
            Wait::FifoSlot { .. }
                | Wait::FifoData { .. }
                | Wait::FifoConsumer { .. }
                | Wait::CrossCore { .. }
        )
    }
}

/// A PTO FIFO (TALLOC/TPUSH/TPOP/TFREE), shared by every hart of the
/// program and keyed by its flag. Slots go round in order: the producer's
/// n-th TALLOC takes slot n mod `slots`, each consumer's n-th TPOP reads it.
/// One hart produces; every hart of the one kernel that pops consumes every
/// slot, and a slot is free again once each of them freed it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Fifo {
    pub slots: u32,
    /// The producing hart (the one that calls TALLOC/TPUSH).
    pub producer: Option<usize>,
    /// The consuming kernel (its harts call TPOP/TFREE) and its hart count.
    pub consumer_kernel: Option<usize>,
    pub consumers: u32,
    pub allocated: u64,
    pub pushed: u64,
    /// Per consumer hart: slots popped and freed.
    pub popped: BTreeMap<usize, u64>,
    pub freed: BTreeMap<usize, u64>,
    /// A direct FIFO's slot buffer in its consumer cores' L1.
    pub local_base: Option<u32>,
    /// Per push, in order: the earliest its slot could have been pushed
    /// (the dependence term's release time of the producer).
    pub released: Vec<u64>,
}

impl Fifo {
    /// Slots every consumer has freed.
    pub fn released(&self) -> u64 {
        if self.consumers == 0 || (self.freed.len() as u32) < self.consumers {
            return 0;
        }
        self.freed.values().copied().min().unwrap_or(0)
    }

    pub fn can_alloc(&self) -> bool {
        self.allocated - self.released() < u64::from(self.slots)
    }

    pub fn can_pop(&self, hart: usize) -> bool {
        self.popped.get(&hart).copied().unwrap_or(0) < self.pushed
    }
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct HartStats {
    pub instructions: u64,
    pub runtime_calls: u64,
    /// Runtime calls the math engine served, and their cycles.
    pub math_calls: u64,
    pub math_cycles: u64,
    pub noc_transfers: u64,
    /// The fewest transfers that could have moved the same data: runs of
    /// transfers contiguous at both ends merge up to the largest burst.
    pub noc_transfers_bound: u64,
    /// Bytes delivered: a multicast counts once per destination.
    pub noc_bytes: u64,
    /// Bytes out of the hart's NoC port (writes; a multicast leaves it
    /// once).
    pub port_bytes: u64,
    /// Bytes into it: reads' data, which takes the port as it arrives.
    pub port_in_bytes: u64,
    /// The shortest latency (endpoint service plus route) of its
    /// transfers, whichever came last.
    pub min_latency: Option<u64>,
    /// The shortest latency left to a read once its data reaches the port.
    pub min_latency_in: Option<u64>,
    /// Whether it finished with none of its transfers in flight.
    pub drained: bool,
    /// Cycles spent parked or blocked.
    pub blocked_cycles: u64,
    pub finished_at: Option<u64>,
}

pub const TRANSACTION_IDS: usize = 16;

#[derive(Debug)]
pub struct HartSlot {
    pub hart: Hart,
    pub kernel: usize,
    /// The launch of the program that runs it.
    pub launch: usize,
    pub core: (u32, u32),
    pub status: Status,
    pub stats: HartStats,
    pub math: Option<MathEngine>,
    /// The size `tanto_rt_noc_move_init` set.
    pub move_bytes: u32,
    pub reads_in_flight: u32,
    pub writes_in_flight: u32,
    pub tid_in_flight: [u32; TRANSACTION_IDS],
    /// When this hart's NoC port can start its next outgoing transfer
    /// (writes and multicasts leave it in program order).
    pub port_free_at: u64,
    /// When read data enters this hart's core through its NoC port: reads
    /// land in the order their data arrives, not in the order issued.
    pub port_in: crate::route::Calendar,
    /// The run of contiguous transfers the last one continued.
    pub transfer_run: Option<crate::transactions::TransferRun>,
    /// When the hart last parked or blocked, for the timeline.
    pub waiting_since: u64,
    /// What it waits for, told when it started waiting (the timeline's
    /// span name: the counters have moved on by the time it resumes).
    pub wait_label: Option<waits::WaitFor>,
    /// Cycles this hart is ahead of the round's start: a runtime call that
    /// costs more than a round delays its next instructions.
    pub ahead: u64,
    /// A ztachip kernel's memory spaces (`tanto_rt_zta_bind`).
    pub ztachip: Option<ZtachipSpaces>,
}

/// Where a ztachip kernel's memory spaces are: the DDR window (a global
/// buffer of one page: its DRAM address and page size in bytes), the
/// scratch-pad and the staging element (L1 addresses).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ZtachipSpaces {
    pub ddr_address: u32,
    pub ddr_page_bytes: u32,
    pub scratch: u32,
    pub stage: u32,
    /// The PCORE memory's L1 address and the PCOREs' rectangle of cores:
    /// PCORE p at (x0 + p % width, y0 + p / width).
    pub pcore: u32,
    pub pcore_x0: u32,
    pub pcore_y0: u32,
    pub pcore_width: u32,
}

impl HartSlot {
    fn wait_is_over(&self, wait: Wait) -> bool {
        match wait {
            Wait::ReadBarrier => self.reads_in_flight == 0,
            Wait::WriteBarrier => self.writes_in_flight == 0,
            Wait::Transaction(tid) => self.tid_in_flight[tid as usize % TRANSACTION_IDS] == 0,
            // Checked by the machine, which holds the FIFOs and barriers.
            Wait::FifoSlot { .. }
            | Wait::FifoData { .. }
            | Wait::FifoConsumer { .. }
            | Wait::SyncAll { .. }
            | Wait::CrossCore { .. } => false,
        }
    }
}

/// Something a hart did that the machine cannot go on from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fault {
    pub hart: usize,
    pub pc: u32,
    pub message: String,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Stop {
    Fault(Fault),
    /// Every unfinished hart waits and nothing is in flight.
    Deadlock,
    MaxCycles(u64),
}

pub struct Machine {
    pub arch: tanto_arch::Arch,
    pub encoding: Encoding,
    pub l1: BTreeMap<(u32, u32), Vec<u32>>,
    pub dram: Dram,
    /// NoC endpoint of each DRAM bank (the ABI's coordinates).
    pub bank_xy: Vec<(u32, u32)>,
    /// Where the ABI's nodes sit on the NoCs, and the routes between them.
    pub network: crate::route::Network,
    pub kernels: Vec<Kernel>,
    pub harts: Vec<HartSlot>,
    pub resources: Vec<ResourceEntry>,
    pub in_flight: InFlight,
    /// PTO FIFOs by flag, created by their first call.
    pub fifos: BTreeMap<u32, Fifo>,
    /// PTO SYNCALL barriers by group (a kernel's index, or `u32::MAX` for
    /// every kernel): the harts arrived at the current one, its generation.
    pub syncalls: BTreeMap<u32, (u32, u64)>,
    /// PTO cross-core flags (`pto.sync.set`/`wait`): signals not yet
    /// consumed, by flag id.
    pub flags: BTreeMap<u32, u32>,
    /// What TPRINT printed, in the order the calls ran.
    pub prints: Vec<String>,
    pub now: u64,
    pub max_cycles: u64,
    /// When each DRAM bank is busy serving a transfer.
    pub banks: Vec<crate::route::Calendar>,
    /// Bytes moved to or from DRAM, for the roofline.
    pub dram_bytes: u64,
    /// Spans for `tanto-run --timeline`, when asked for.
    pub timeline: Option<Vec<timeline::Span>>,
    /// What each transfer and math call waited for, for the roofline.
    pub dependences: crate::dependence::Dependences,
}

impl Machine {
    /// Runs until every hart has finished and every transfer landed, or a
    /// stop. `progress` is called once per round with the current cycle.
    pub fn run(&mut self, progress: &mut dyn FnMut(u64)) -> Result<(), Stop> {
        let _span = tracing::info_span!("simulate", harts = self.harts.len()).entered();
        loop {
            let before = self.now;
            let mut ran = false;
            for h in 0..self.harts.len() {
                if self.harts[h].status == Status::Runnable {
                    ran = true;
                    self.run_hart(h)?;
                }
            }
            if ran {
                self.now += QUANTUM;
            } else if let Some(next) = self.in_flight.next_completion() {
                self.now = self.now.max(next);
            } else if self
                .harts
                .iter()
                .all(|h| matches!(h.status, Status::Finished | Status::NotLaunched))
            {
                // The launch is over and every transfer has landed: the next
                // one starts, or the program is done.
                let next = self
                    .harts
                    .iter()
                    .filter(|h| h.status == Status::NotLaunched)
                    .map(|h| h.launch)
                    .min();
                match next {
                    Some(launch) => self.start_launch(launch),
                    None => return Ok(()),
                }
            } else {
                return Err(Stop::Deadlock);
            }
            self.deliver_due();
            self.wake(self.now - before);
            if self.now > self.max_cycles {
                return Err(Stop::MaxCycles(self.max_cycles));
            }
            progress(self.now);
        }
    }

    /// Starts launch `launch`: its pipes and semaphores start afresh (control
    /// blocks and initial values as the host writes them before the first
    /// launch; locals and globals keep their contents), PTO FIFOs are empty,
    /// and its harts become runnable.
    pub fn start_launch(&mut self, launch: usize) {
        for resource in self.resources.clone() {
            let Some(address) = resource.address else {
                continue;
            };
            for (x, y) in tanto_manifest::program::cores_of(&resource.cores) {
                let l1 = self.l1_of(x as u32, y as u32);
                initialise_resource(l1, &resource, address as u32);
            }
        }
        self.fifos.clear();
        for slot in &mut self.harts {
            if slot.launch == launch && slot.status == Status::NotLaunched {
                slot.status = Status::Runnable;
            }
        }
    }

    /// One hart's share of a round.
    fn run_hart(&mut self, h: usize) -> Result<(), Stop> {
        let mut used = std::mem::take(&mut self.harts[h].ahead);
        while used < QUANTUM {
            let core = self.harts[h].core;
            let Some(l1) = self.l1.get_mut(&core) else {
                return Err(self.fault(h, "the hart's core has no L1".into()));
            };
            let slot = &mut self.harts[h];
            let ddr = slot.ztachip.and_then(|spaces| {
                let page_bytes = u64::from(spaces.ddr_page_bytes);
                self.dram.window(u64::from(spaces.ddr_address), page_bytes)
            });
            let (executed, end) = slot.hart.run(l1, ddr, QUANTUM - used);
            for offset in slot.hart.l1_stores.drain(..) {
                self.dependences.clear_l1(core, offset, 4);
            }
            slot.stats.instructions += executed;
            used += executed;
            match end {
                SliceEnd::Budget => break,
                SliceEnd::Spinning(spin) => {
                    // The values the loop loaded: a word that changed since
                    // wakes the hart at the end of this round.
                    self.dependences.parked(h, core, &spin.words);
                    slot.status = Status::Parked(spin);
                    slot.waiting_since = self.now + used;
                    break;
                }
                SliceEnd::Fault(fault) => {
                    let message = describe_fault(&fault);
                    return Err(self.fault(h, message));
                }
                SliceEnd::Trap(layout::FINISHED) => {
                    slot.status = Status::Finished;
                    slot.stats.finished_at = Some(self.now + used);
                    slot.stats.drained = slot.reads_in_flight + slot.writes_in_flight == 0;
                    break;
                }
                SliceEnd::Trap(pc) => {
                    let kernel = &self.kernels[slot.kernel];
                    let name = layout::trap_slot(pc)
                        .and_then(|s| kernel.image.traps.get(s))
                        .filter(|n| !n.is_empty());
                    let Some(name) = name.cloned() else {
                        return Err(self.fault(
                            h,
                            format!(
                                "jump to {pc:#x} in the trap region, which is no runtime function"
                            ),
                        ));
                    };
                    self.harts[h].stats.runtime_calls += 1;
                    let outcome =
                        self.runtime_call(h, &name, self.now + used)
                            .map_err(|message| {
                                self.fault_at(
                                    h,
                                    self.harts[h].hart.cpu.x[1].wrapping_sub(4),
                                    format!("in {name}: {message}"),
                                )
                            })?;
                    if let Some(timeline) = &mut self.timeline {
                        let hart = &self.harts[h].hart;
                        let (name, args) = crate::math::span_label(&name, |i| hart.argument(i))
                            .unwrap_or_else(|| {
                                let short = name.strip_prefix("tanto_rt_").unwrap_or(&name);
                                (short.to_string(), serde_json::Map::new())
                            });
                        timeline.push(timeline::Span::call(
                            h,
                            name,
                            self.now + used,
                            outcome.cycles,
                            args,
                        ));
                    }
                    used += outcome.cycles;
                    let slot = &mut self.harts[h];
                    slot.waiting_since = self.now + used;
                    if let Some(wait) = outcome.wait.filter(|w| w.repeats_call()) {
                        // Made again (and counted once) when the wait is over.
                        slot.stats.runtime_calls -= 1;
                        slot.status = Status::Blocked(wait);
                        break;
                    }
                    slot.hart.return_from_call(outcome.value);
                    if let Some(wait) = outcome.wait.filter(|w| !slot.wait_is_over(*w)) {
                        slot.status = Status::Blocked(wait);
                        break;
                    }
                }
            }
        }
        self.harts[h].ahead = used.saturating_sub(QUANTUM);
        if self.timeline.is_some() {
            self.harts[h].wait_label = self.wait_for(h);
        }
        Ok(())
    }

    /// Ends the timeline's span of every wait still open at a stop, at the
    /// stop's cycle, marked as open.
    pub fn close_open_waits(&mut self) {
        let Some(timeline) = &mut self.timeline else {
            return;
        };
        for (h, slot) in self.harts.iter_mut().enumerate() {
            if let Some(mut label) = slot.wait_label.take() {
                label.args.insert("open_at_stop".into(), true.into());
                timeline.push(timeline::Span::waited(
                    h,
                    label,
                    slot.waiting_since,
                    self.now,
                ));
            }
        }
    }

    /// Applies every transfer due by now.
    fn deliver_due(&mut self) {
        while let Some(transfer) = self.in_flight.pop_due(self.now) {
            for delivery in transfer.deliveries {
                match delivery {
                    Delivery::L1 { x, y, offset, data } => {
                        let bytes = data.len() as u64;
                        self.dependences
                            .write_l1((x, y), offset, bytes, transfer.made);
                        let l1 = self.l1_of(x, y);
                        let bytes: &mut [u8] = bytemuck::cast_slice_mut(l1);
                        bytes[offset as usize..offset as usize + data.len()].copy_from_slice(&data);
                    }
                    Delivery::Dram {
                        bank,
                        address,
                        data,
                    } => {
                        let bytes = data.len() as u64;
                        self.dependences
                            .write_dram(bank, address, bytes, transfer.made);
                        // Checked when the transfer was issued.
                        let _ = self.dram.write(bank, address, &data);
                    }
                    Delivery::SemaphoreAdd {
                        x,
                        y,
                        offset,
                        value,
                    } => {
                        self.dependences.write_l1((x, y), offset, 4, transfer.made);
                        let l1 = self.l1_of(x, y);
                        let word = &mut l1[offset as usize / 4];
                        *word = word.wrapping_add(value);
                    }
                }
            }
            let slot = &mut self.harts[transfer.hart];
            match transfer.direction {
                Direction::Read => slot.reads_in_flight -= 1,
                Direction::Write => slot.writes_in_flight -= 1,
            }
            slot.tid_in_flight[transfer.tid as usize % TRANSACTION_IDS] -= 1;
        }
    }

    /// Resumes blocked harts whose wait is over and parked harts whose polled
    /// words changed; counts the round against the others.
    fn wake(&mut self, elapsed: u64) {
        let fifos = &self.fifos;
        let syncalls = &self.syncalls;
        let flags = &self.flags;
        let dependences = &mut self.dependences;
        for (h, slot) in self.harts.iter_mut().enumerate() {
            let resume = match &slot.status {
                Status::Blocked(Wait::CrossCore { id }) => {
                    flags.get(id).is_some_and(|signals| *signals > 0)
                }
                Status::Blocked(Wait::SyncAll { group, generation }) => {
                    syncalls.get(group).is_none_or(|(_, g)| g > generation)
                }
                Status::Blocked(Wait::FifoSlot { flag }) => {
                    fifos.get(flag).is_none_or(Fifo::can_alloc)
                }
                Status::Blocked(Wait::FifoData { flag }) => {
                    fifos.get(flag).is_none_or(|f| f.can_pop(h))
                }
                Status::Blocked(Wait::FifoConsumer { flag }) => fifos
                    .get(flag)
                    .is_some_and(|f| f.consumer_kernel.is_some() && f.local_base.is_some()),
                Status::Blocked(wait) => slot.wait_is_over(*wait),
                Status::Parked(spin) => {
                    let l1 = self.l1.get(&slot.core);
                    spin.words
                        .iter()
                        .any(|&(w, value)| l1.is_some_and(|l1| read_word(l1, w) != value))
                }
                Status::Runnable | Status::Finished | Status::NotLaunched => continue,
            };
            slot.stats.blocked_cycles += elapsed;
            if let (true, Status::Parked(spin)) = (resume, &slot.status) {
                for &(word, _) in &spin.words {
                    dependences.resumed_on(h, slot.core, word);
                }
            }
            if resume {
                if let (Some(timeline), Some(label)) = (&mut self.timeline, slot.wait_label.take())
                {
                    timeline.push(timeline::Span::waited(
                        h,
                        label,
                        slot.waiting_since,
                        self.now,
                    ));
                }
                slot.status = Status::Runnable;
                slot.ahead = slot.waiting_since.saturating_sub(self.now);
                slot.hart.note_side_effect();
            }
        }
    }

    /// The L1 of a grid core, created on first use.
    pub fn l1_of(&mut self, x: u32, y: u32) -> &mut Vec<u32> {
        let words = (self.arch.l1.size as usize).div_ceil(4);
        self.l1.entry((x, y)).or_insert_with(|| vec![0; words])
    }

    pub fn is_core(&self, x: u32, y: u32) -> bool {
        self.arch.compute().has_core(x, y)
    }

    fn fault(&self, h: usize, message: String) -> Stop {
        self.fault_at(h, self.harts[h].hart.cpu.pc, message)
    }

    fn fault_at(&self, h: usize, pc: u32, message: String) -> Stop {
        Stop::Fault(Fault {
            hart: h,
            pc,
            message,
        })
    }
}

pub fn read_word(l1: &[u32], offset: u32) -> u32 {
    l1.get(offset as usize / 4).copied().unwrap_or(0)
}

/// Writes word `value` at byte `byte_offset` of `words`, if it is inside.
fn write_word(words: &mut [u32], byte_offset: u32, value: u32) {
    if let Some(word) = words.get_mut(byte_offset as usize / 4) {
        *word = value;
    }
}

/// What the host writes of one resource in a core's L1 before the first
/// launch, and [`Machine::start_launch`] before each: a pipe's empty control
/// block (capacity, every kernel's frame size), a semaphore's initial value.
/// Locals keep what they hold.
pub(crate) fn initialise_resource(l1: &mut [u32], resource: &ResourceEntry, address: u32) {
    match resource.kind.as_str() {
        "pipe" => {
            let frame = resource.frame.unwrap_or(1) as u32;
            let capacity = resource.capacity.unwrap_or(1) as u32;
            for word in (0..pipe_abi::CONTROL_BYTES).step_by(4) {
                write_word(l1, address + word, 0);
            }
            write_word(l1, address + pipe_abi::CAPACITY, capacity);
            // Every kernel starts with the declared frame size.
            for word in pipe_abi::FRAME_WORDS {
                write_word(l1, address + word, frame);
            }
        }
        "semaphore" => write_word(l1, address, resource.initial.unwrap_or(0) as u32),
        _ => {}
    }
}

pub(crate) fn describe_fault(fault: &HartFault) -> String {
    match fault {
        HartFault::Access { access, .. } => {
            let what = match access.kind {
                crate::hart::AccessKind::Load => "load",
                crate::hart::AccessKind::Store => "store",
                crate::hart::AccessKind::Fetch => "instruction fetch",
            };
            let region = layout::describe_address(access.address);
            if access.misaligned {
                format!(
                    "misaligned {}-byte {what} at {:#x} ({region})",
                    access.bytes, access.address
                )
            } else if layout::decode(access.address).0 == layout::Region::L1 {
                format!(
                    "{}-byte {what} at {:#x} is past the end of L1 ({region})",
                    access.bytes, access.address
                )
            } else {
                format!(
                    "{}-byte {what} at {:#x} is outside memory ({region})",
                    access.bytes, access.address
                )
            }
        }
        HartFault::Illegal { error, .. } => format!("the hart stopped: {error}"),
    }
}

#[cfg(test)]
mod tests {
    use super::Fifo;

    #[test]
    fn a_slot_is_free_again_once_every_consumer_freed_it() {
        let mut fifo = Fifo {
            slots: 2,
            ..Fifo::default()
        };
        // No consumer has popped yet: the producer can fill both slots.
        fifo.allocated = 2;
        fifo.pushed = 2;
        assert!(!fifo.can_alloc());
        fifo.consumer_kernel = Some(1);
        fifo.consumers = 2;
        assert!(fifo.can_pop(7) && fifo.can_pop(8));
        fifo.popped.insert(7, 2);
        assert!(!fifo.can_pop(7));
        fifo.freed.insert(7, 1);
        // Consumer 8 has not freed slot 0 yet.
        assert_eq!(fifo.released(), 0);
        assert!(!fifo.can_alloc());
        fifo.popped.insert(8, 1);
        fifo.freed.insert(8, 1);
        assert_eq!(fifo.released(), 1);
        assert!(fifo.can_alloc());
    }
}
