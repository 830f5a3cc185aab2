//! What a run prints: the per-hart summary table, and the located reports of
//! a fault, a deadlock or an exhausted cycle budget.

use crate::machine::{Machine, Status, Stop};
use std::fmt::Write as _;

/// The lower bounds of a run's cycles.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Roofline {
    pub dram: u64,
    /// The busiest hart's NoC port.
    pub noc: u64,
    /// The busiest NoC link between routers.
    pub link: u64,
    pub math: u64,
    /// The busiest hart's transfer issue: the fewest transfers that could
    /// move its data, each programmed by its RISC-V core.
    pub issue: u64,
    /// A hart that waits for its transfers before it ends: its port (or
    /// issue) time, then the shortest latency of its transfers, since the
    /// last one issued still has to land.
    pub drain: u64,
    /// The longest chain of latencies the data's dependences force
    /// ([`crate::dependence`]).
    pub dependence: u64,
}

impl Roofline {
    pub fn cycles(&self) -> u64 {
        self.dram
            .max(self.noc)
            .max(self.link)
            .max(self.math)
            .max(self.issue)
            .max(self.drain)
            .max(self.dependence)
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
            "total: {}, {instructions} instructions, {} (lower bound {transfers_bound}), {cycles} cycles",
            tanto_arch::count(self.harts.len() as u64, "hart"),
            tanto_arch::count(transfers, "NoC transfer"),
        );
        let bound = self.roofline();
        let _ = writeln!(
            out,
            "roofline: {} cycles (DRAM {}, NoC port {}, NoC link {}, math {}, issue {}, drain {}, dependence {}); simulated / roofline = {:.2}",
            bound.cycles(),
            bound.dram,
            bound.noc,
            bound.link,
            bound.math,
            bound.issue,
            bound.drain,
            bound.dependence,
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
    /// port's bytes over its bandwidth, each way (a multicast leaves its
    /// port once; reads' data comes in), the busiest NoC link's bytes over
    /// its bandwidth (a multicast counts once per link of its tree), the
    /// busiest math unit's cycles, the busiest hart's transfer issue (the
    /// fewest transfers that could move its data, times the cycles its core
    /// spends programming one), and the drain of a hart that waits for its
    /// transfers before ending: its last transfer starts no earlier than
    /// its outgoing port (and issue) time allows and lands no sooner than
    /// the shortest latency among its transfers, and the last read's data
    /// enters the port no sooner than its incoming bytes allow, with the
    /// least of a read's latency after its hops still to go; and the
    /// dependence chain.
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
                        .port_bytes
                        .max(h.stats.port_in_bytes)
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
            issue: self
                .harts
                .iter()
                .map(|h| h.stats.noc_transfers_bound * latency.issue)
                .max()
                .unwrap_or(0),
            drain: self
                .harts
                .iter()
                .filter(|h| h.stats.drained)
                .filter_map(|h| {
                    let per_cycle = latency.noc_bytes_per_cycle.max(1);
                    let port_out = h.stats.port_bytes.div_ceil(per_cycle);
                    let port_in = h.stats.port_in_bytes.div_ceil(per_cycle);
                    let issue = h.stats.noc_transfers_bound * latency.issue;
                    let sent = port_out.max(issue) + h.stats.min_latency?;
                    let received = h.stats.min_latency_in.map_or(0, |rest| port_in + rest);
                    Some(sent.max(received))
                })
                .max()
                .unwrap_or(0),
            dependence: self.dependences.bound(|h| self.harts[h].stats.drained),
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
                Status::Blocked(_) | Status::Parked(_) => self.wait_report(h).unwrap_or_default(),
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
}
