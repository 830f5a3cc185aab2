//! What a run prints: the per-hart summary table, and the located reports of
//! a fault, a deadlock or an exhausted cycle budget.

use crate::machine::{read_word, HartSlot, Machine, Status, Stop, Wait};
use std::fmt::Write as _;
use tanto_manifest::abi::pipe as pipe_abi;

/// The four lower bounds of a run's cycles.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Roofline {
    pub dram: u64,
    /// The busiest hart's NoC port.
    pub noc: u64,
    /// The busiest NoC link between routers.
    pub link: u64,
    pub math: u64,
}

impl Roofline {
    pub fn cycles(&self) -> u64 {
        self.dram.max(self.noc).max(self.link).max(self.math)
    }
}

impl Machine {
    /// Where hart `h` is: its kernel's source line of `pc`, else the pc.
    pub fn locate(&self, h: usize, pc: u32) -> String {
        let kernel = &self.kernels[self.harts[h].kernel];
        match kernel.lines.as_ref().and_then(|lines| lines.locate(pc)) {
            Some(line) => format!("{line} (pc {pc:#x})"),
            None => format!(
                "pc {pc:#x} in {} (no line table: compile with -g)",
                kernel.file
            ),
        }
    }

    fn who(&self, h: usize) -> String {
        let slot = &self.harts[h];
        format!(
            "kernel `{}` on core ({}, {})",
            self.kernels[slot.kernel].name, slot.core.0, slot.core.1
        )
    }

    /// The summary table: per core and kernel, instructions retired, runtime
    /// calls, NoC transfers and bytes, cycles blocked.
    pub fn summary(&self) -> String {
        let mut out = String::new();
        let _ = writeln!(
            out,
            "{:<12} {:>7} {:>13} {:>9} {:>9} {:>11} {:>11} {:>10}",
            "kernel",
            "core",
            "instructions",
            "rt calls",
            "NoC xfers",
            "NoC bytes",
            "blocked",
            "finished"
        );
        let mut order: Vec<usize> = (0..self.harts.len()).collect();
        order.sort_by_key(|&h| {
            (
                self.harts[h].core.1,
                self.harts[h].core.0,
                self.harts[h].kernel,
            )
        });
        for h in order {
            let slot = &self.harts[h];
            let s = &slot.stats;
            let finished = s.finished_at.map_or("-".to_string(), |c| c.to_string());
            let _ = writeln!(
                out,
                "{:<12} {:>7} {:>13} {:>9} {:>9} {:>11} {:>11} {:>10}",
                self.kernels[slot.kernel].name,
                format!("{},{}", slot.core.0, slot.core.1),
                s.instructions,
                s.runtime_calls,
                s.noc_transfers,
                s.noc_bytes,
                s.blocked_cycles,
                finished
            );
        }
        let instructions: u64 = self.harts.iter().map(|h| h.stats.instructions).sum();
        let transfers: u64 = self.harts.iter().map(|h| h.stats.noc_transfers).sum();
        let transfers_bound: u64 = self.harts.iter().map(|h| h.stats.noc_transfers_bound).sum();
        let cycles = self.program_cycles();
        let _ = writeln!(
            out,
            "total: {} harts, {instructions} instructions, {transfers} NoC transfers (lower bound {transfers_bound}), {cycles} cycles",
            self.harts.len(),
        );
        let bound = self.roofline();
        let _ = writeln!(
            out,
            "roofline: {} cycles (DRAM {}, NoC port {}, NoC link {}, math {}); simulated / roofline = {:.2}",
            bound.cycles(),
            bound.dram,
            bound.noc,
            bound.link,
            bound.math,
            cycles as f64 / bound.cycles().max(1) as f64
        );
        out
    }

    /// When the last kernel finished (the current cycle if some did not).
    pub fn program_cycles(&self) -> u64 {
        let finished = self.harts.iter().map(|h| h.stats.finished_at);
        finished
            .collect::<Option<Vec<u64>>>()
            .and_then(|f| f.into_iter().max())
            .unwrap_or(self.now)
    }

    /// The cycles no schedule can beat, from what the run moved and
    /// computed: DRAM bytes over every bank's bandwidth, the busiest NoC
    /// port's bytes over its bandwidth, the busiest NoC link's bytes over
    /// its bandwidth (a multicast counts once per link of its tree), the
    /// busiest math unit's cycles.
    pub fn roofline(&self) -> Roofline {
        let latency = &self.arch.latency;
        let banks = u64::from(self.arch.dram.banks.max(1));
        Roofline {
            dram: self
                .dram_bytes
                .div_ceil(banks * latency.dram_bytes_per_cycle.max(1)),
            noc: self
                .harts
                .iter()
                .map(|h| {
                    h.stats
                        .noc_bytes
                        .div_ceil(latency.noc_bytes_per_cycle.max(1))
                })
                .max()
                .unwrap_or(0),
            link: self
                .in_flight
                .links
                .busiest_bytes()
                .div_ceil(latency.noc_bytes_per_cycle.max(1)),
            math: self
                .harts
                .iter()
                .map(|h| h.stats.math_cycles)
                .max()
                .unwrap_or(0),
        }
    }

    /// The report of a stop: what happened, who, and where in the source.
    pub fn stop_report(&self, stop: &Stop) -> String {
        let mut out = String::new();
        match stop {
            Stop::Fault(fault) => {
                let _ = writeln!(
                    out,
                    "error: fault in {} at {}",
                    self.who(fault.hart),
                    self.locate(fault.hart, fault.pc)
                );
                let _ = writeln!(out, "  {}", fault.message);
            }
            Stop::Deadlock => {
                let _ = writeln!(out, "error: deadlock at cycle {}: every unfinished kernel waits and no transfer is in flight", self.now);
                self.list_waiting(&mut out);
            }
            Stop::MaxCycles(limit) => {
                let _ = writeln!(
                    out,
                    "error: the program ran past --max-cycles {limit} without finishing"
                );
                self.list_waiting(&mut out);
            }
        }
        out
    }

    fn list_waiting(&self, out: &mut String) {
        for (h, slot) in self.harts.iter().enumerate() {
            let what = match &slot.status {
                Status::Finished | Status::NotLaunched => continue,
                Status::Runnable => "is running".to_string(),
                Status::Blocked(wait) => match wait {
                    Wait::ReadBarrier => format!("waits for {} reads (read barrier)", slot.reads_in_flight),
                    Wait::WriteBarrier => format!("waits for {} writes (write barrier)", slot.writes_in_flight),
                    Wait::Transaction(tid) => format!("waits for transaction id {tid}"),
                    Wait::FifoSlot { flag } => match self.fifos.get(flag) {
                        Some(f) => format!(
                            "waits for a free slot of PTO FIFO {flag} (TALLOC; allocated {}, pushed {}, freed by every consumer {}, slots {})",
                            f.allocated,
                            f.pushed,
                            f.released(),
                            f.slots
                        ),
                        None => format!("waits for a free slot of PTO FIFO {flag} (TALLOC)"),
                    },
                    Wait::FifoData { flag } => match self.fifos.get(flag) {
                        Some(f) => format!(
                            "waits for a filled slot of PTO FIFO {flag} (TPOP; popped {}, pushed {}, slots {})",
                            f.popped.get(&h).copied().unwrap_or(0),
                            f.pushed,
                            f.slots
                        ),
                        None => format!("waits for a filled slot of PTO FIFO {flag} (TPOP)"),
                    },
                    Wait::FifoConsumer { flag } => format!("waits to push into PTO FIFO {flag}: no consumer kernel has bound it to its slot buffer (aiv/aic_initialize_pipe)"),
                    Wait::CrossCore { id } => format!("waits at pto.sync.wait for cross-core flag {id} (no signal)"),
                    Wait::SyncAll { group, .. } => {
                        let arrived = self.syncalls.get(group).map_or(0, |(a, _)| *a);
                        let whom = if *group == u32::MAX { "every kernel's cores".to_string() } else { format!("the cores of kernel {group}") };
                        format!("waits at SYNCALL for {whom} ({arrived} arrived)")
                    }
                },
                Status::Parked(words) => {
                    let polled: Vec<String> = words.iter().map(|&(w, _)| self.describe_word(slot, w)).collect();
                    format!("spins on {}", polled.join(", "))
                }
            };
            let _ = writeln!(out, "  {} {what}", self.who(h));
            // A hart blocked in a call it will make again is at the trap
            // slot: the call is at its return address.
            let pc = match slot.status {
                Status::Blocked(wait) if wait.repeats_call() => slot.hart.cpu.x[1].wrapping_sub(4),
                _ => slot.hart.cpu.pc,
            };
            let _ = writeln!(out, "    at {}", self.locate(h, pc));
        }
    }

    /// Names an L1 word of a hart's core by the resource it belongs to.
    fn describe_word(&self, slot: &HartSlot, offset: u32) -> String {
        let l1 = self.l1.get(&slot.core);
        let word = |o: u32| l1.map_or(0, |l1| read_word(l1, o));
        let core = (i64::from(slot.core.0), i64::from(slot.core.1));
        let resource = self.resources.iter().find(|r| {
            let (Some(address), Some(size)) = (r.address, r.size) else {
                return false;
            };
            let on_core = tanto_manifest::program::cores_of(&r.cores).contains(&core);
            on_core && (address..address + size).contains(&i64::from(offset))
        });
        match resource {
            Some(r) if r.kind == "pipe" => {
                let base = r.address.unwrap_or(0) as u32;
                let role = pipe_abi::Role::parse(&self.kernels[slot.kernel].role);
                let frame_word = role.map(pipe_abi::frame_word);
                let field = match offset - base {
                    pipe_abi::PUSHED => "pushed",
                    pipe_abi::POPPED => "popped",
                    pipe_abi::CAPACITY => "capacity",
                    pipe_abi::PACK_CURSOR => "pack cursor",
                    o if pipe_abi::FRAME_WORDS.contains(&o) => "frame",
                    _ => "tile data",
                };
                let frame = frame_word.map_or(0, |w| word(base + w));
                format!(
                    "pipe `{}` {field} (pushed {}, popped {}, capacity {}, this kernel's frame {frame})",
                    r.name,
                    word(base + pipe_abi::PUSHED),
                    word(base + pipe_abi::POPPED),
                    word(base + pipe_abi::CAPACITY),
                )
            }
            Some(r) if r.kind == "semaphore" => {
                format!("semaphore `{}` (value {})", r.name, word(offset))
            }
            Some(r) => format!(
                "{} `{}` at L1 {offset:#x} (value {})",
                r.kind,
                r.name,
                word(offset)
            ),
            None => format!("L1 word {offset:#x} (value {})", word(offset)),
        }
    }
}
