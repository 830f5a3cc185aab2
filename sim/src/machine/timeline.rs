//! `tanto-run --timeline FILE`: the run as a Chrome trace-event file
//! (opens in Perfetto or chrome://tracing). One process per core, two
//! threads per kernel on it: the kernel's runtime calls and waits, and the
//! NoC transfers it issued. Times are cycles, shown as nanoseconds (1 GHz).

use super::waits::WaitFor;
use super::Machine;
use serde_json::{json, Map, Value};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lane {
    /// Runtime calls and waits of the hart.
    Kernel,
    /// Transfers the hart issued, from start to completion.
    Noc,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Span {
    pub hart: usize,
    pub lane: Lane,
    pub name: String,
    pub category: &'static str,
    pub start: u64,
    pub duration: u64,
    /// The trace event's `args`: what the span's name stands for.
    pub args: Map<String, Value>,
}

impl Span {
    /// A runtime call: a math op, a NoC command, a barrier's own cost.
    pub fn call(
        hart: usize,
        name: String,
        start: u64,
        duration: u64,
        args: Map<String, Value>,
    ) -> Self {
        let category = if name.starts_with("noc_") {
            "noc command"
        } else {
            "math"
        };
        Self {
            hart,
            lane: Lane::Kernel,
            name,
            category,
            start,
            duration,
            args,
        }
    }

    pub fn transfer(hart: usize, name: String, start: u64, duration: u64) -> Self {
        Self {
            hart,
            lane: Lane::Noc,
            name,
            category: "transfer",
            start,
            duration,
            args: Map::new(),
        }
    }

    /// Time a hart spent parked or blocked, waiting for `wait`, until
    /// `end`.
    pub fn waited(hart: usize, wait: WaitFor, start: u64, end: u64) -> Self {
        Self {
            hart,
            lane: Lane::Kernel,
            name: wait.name,
            category: "blocked",
            start,
            duration: end.saturating_sub(start),
            args: wait.args,
        }
    }
}

/// Microseconds, the trace format's unit, from cycles at 1 GHz.
fn micros(cycles: u64) -> f64 {
    cycles as f64 / 1000.0
}

impl Machine {
    /// The recorded spans as a trace-event JSON document; None when the run
    /// did not record them.
    pub fn chrome_trace(&self) -> Option<Value> {
        let spans = self.timeline.as_ref()?;
        let process = |h: usize| {
            let (x, y) = self.harts[h].core;
            u64::from(y) * u64::from(self.arch.grid.x) + u64::from(x)
        };
        let thread = |h: usize, lane: Lane| 2 * h as u64 + u64::from(lane == Lane::Noc);
        let mut events = Vec::new();
        let mut named_cores = std::collections::BTreeSet::new();
        for (h, slot) in self.harts.iter().enumerate() {
            let kernel = &self.kernels[slot.kernel].name;
            if named_cores.insert(process(h)) {
                let name = format!("core ({}, {})", slot.core.0, slot.core.1);
                events.push(json!({"ph": "M", "name": "process_name", "pid": process(h), "tid": 0, "args": {"name": name}}));
            }
            for (lane, name) in [
                (Lane::Kernel, kernel.clone()),
                (Lane::Noc, format!("{kernel} NoC")),
            ] {
                events.push(json!({"ph": "M", "name": "thread_name", "pid": process(h), "tid": thread(h, lane), "args": {"name": name}}));
            }
            if let Some(end) = slot.stats.finished_at {
                events.push(json!({"ph": "i", "s": "t", "name": "finished", "cat": "kernel", "pid": process(h), "tid": thread(h, Lane::Kernel), "ts": micros(end)}));
            }
        }
        for (id, span) in spans.iter().enumerate() {
            let (pid, tid) = (process(span.hart), thread(span.hart, span.lane));
            match span.lane {
                Lane::Kernel => events.push(json!({
                    "ph": "X", "name": span.name, "cat": span.category, "pid": pid, "tid": tid,
                    "ts": micros(span.start), "dur": micros(span.duration), "args": span.args,
                })),
                // Transfers overlap one another: async slices, paired by id.
                Lane::Noc => {
                    for (phase, time) in [("b", span.start), ("e", span.start + span.duration)] {
                        events.push(json!({
                            "ph": phase, "name": span.name, "cat": span.category, "id": id, "pid": pid, "tid": tid,
                            "ts": micros(time),
                        }));
                    }
                }
            }
        }
        Some(json!({"displayTimeUnit": "ns", "traceEvents": events}))
    }
}
