//! What a waiting hart waits for, said once for the stop report and the
//! timeline: the pipe or semaphore by the program's name for it, the frame
//! or value awaited, and who would release it, in the static deadlock
//! checker's words ("blocks in wait_front: it waits for 2 tiles of `in` and
//! none is pushed").

use super::{read_word, Machine, Status, Wait};
use crate::hart::Spin;
use serde_json::{json, Map, Value};
use tanto_manifest::abi::pipe as pipe_abi;
use tanto_manifest::program::ResourceEntry;

/// One wait, described.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WaitFor {
    /// Short, for a timeline span.
    pub name: String,
    /// The span's arguments: the counters or values behind the name.
    pub args: Map<String, Value>,
    /// A sentence for the stop report (after "kernel `k` on core (x, y)").
    pub report: String,
    /// Who would end the wait, for the stop report (worked out only there).
    pub release: Release,
}

/// What ends a wait on a pipe or semaphore.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Release {
    None,
    /// A `verb` (push_back, pop_front) of `pipe` by another kernel of the
    /// core, which would `effect` (fill it, free room in it).
    Pipe {
        pipe: String,
        verb: &'static str,
        effect: &'static str,
    },
    /// A set or increment of the semaphore.
    Semaphore(String),
}

impl WaitFor {
    fn plain(name: impl Into<String>, report: String) -> Self {
        Self {
            name: name.into(),
            args: Map::new(),
            report,
            release: Release::None,
        }
    }
}

/// `n` tiles, in words.
fn tiles(n: u32) -> String {
    tanto_arch::count(n, "tile")
}

/// The pipe operation a hart spinning on a pipe's counters is in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum PipeOp {
    WaitFront,
    ReserveBack,
    ReserveNext,
}

impl Machine {
    /// The stop report's sentence for hart `h`'s wait: what it waits for,
    /// and who would release it.
    pub fn wait_report(&self, h: usize) -> Option<String> {
        let wait = self.wait_for(h)?;
        Some(match &wait.release {
            Release::None => wait.report,
            Release::Pipe { pipe, verb, effect } => {
                format!("{}; {}", wait.report, self.releasers(h, pipe, verb, effect))
            }
            Release::Semaphore(name) => format!("{}; {}", wait.report, self.setters(h, name)),
        })
    }

    /// What hart `h` waits for; None when it does not wait.
    pub fn wait_for(&self, h: usize) -> Option<WaitFor> {
        let slot = &self.harts[h];
        Some(match &slot.status {
            Status::Finished | Status::NotLaunched | Status::Runnable => return None,
            Status::Parked(spin) => self.spin_wait(h, spin),
            Status::Blocked(wait) => self.blocked_wait(h, *wait),
        })
    }

    fn blocked_wait(&self, h: usize, wait: Wait) -> WaitFor {
        let slot = &self.harts[h];
        match wait {
            Wait::ReadBarrier => WaitFor::plain(
                "read barrier",
                format!(
                    "waits for {} (read barrier)",
                    tanto_arch::count(slot.reads_in_flight, "read")
                ),
            ),
            Wait::WriteBarrier => WaitFor::plain(
                "write barrier",
                format!(
                    "waits for {} (write barrier)",
                    tanto_arch::count(slot.writes_in_flight, "write")
                ),
            ),
            Wait::Transaction(tid) => WaitFor::plain(
                format!("wait for transaction {tid}"),
                format!("waits for transaction id {tid}"),
            ),
            Wait::FifoSlot { flag } => WaitFor::plain(
                format!("TALLOC on FIFO {flag}"),
                match self.fifos.get(&flag) {
                    Some(f) => format!(
                        "waits for a free slot of PTO FIFO {flag} (TALLOC; allocated {}, pushed {}, freed by every consumer {}, slots {})",
                        f.allocated, f.pushed, f.released(), f.slots
                    ),
                    None => format!("waits for a free slot of PTO FIFO {flag} (TALLOC)"),
                },
            ),
            Wait::FifoData { flag } => WaitFor::plain(
                format!("TPOP on FIFO {flag}"),
                match self.fifos.get(&flag) {
                    Some(f) => format!(
                        "waits for a filled slot of PTO FIFO {flag} (TPOP; popped {}, pushed {}, slots {})",
                        f.popped.get(&h).copied().unwrap_or(0),
                        f.pushed,
                        f.slots
                    ),
                    None => format!("waits for a filled slot of PTO FIFO {flag} (TPOP)"),
                },
            ),
            Wait::FifoConsumer { flag } => WaitFor::plain(
                format!("TPUSH on FIFO {flag} (no consumer)"),
                format!("waits to push into PTO FIFO {flag}: no consumer kernel has bound it to its slot buffer (aiv/aic_initialize_pipe)"),
            ),
            Wait::CrossCore { id } => WaitFor::plain(
                format!("sync.wait on flag {id}"),
                format!("waits at pto.sync.wait for cross-core flag {id} (no signal)"),
            ),
            Wait::SyncAll { group, .. } => {
                let arrived = self.syncalls.get(&group).map_or(0, |(a, _)| *a);
                let whom = if group == u32::MAX {
                    "every kernel's cores".to_string()
                } else {
                    format!("the cores of kernel {group}")
                };
                WaitFor::plain(
                    "SYNCALL",
                    format!("waits at SYNCALL for {whom} ({arrived} arrived)"),
                )
            }
        }
    }

    fn spin_wait(&self, h: usize, spin: &Spin) -> WaitFor {
        let core = self.harts[h].core;
        let polled = spin
            .words
            .iter()
            .map(|&(w, _)| (w, self.resource_at(core, w)));
        // A loop that polls a pipe or a semaphore waits on it; anything else
        // it loads (its own locals) is incidental.
        let named = polled
            .clone()
            .find(|(_, r)| r.is_some_and(|r| r.kind == "pipe" || r.kind == "semaphore"));
        match named {
            Some((_, Some(r))) if r.kind == "pipe" => self.pipe_wait(h, r, spin),
            Some((offset, Some(r))) => self.semaphore_wait(h, r, offset, spin),
            _ => {
                let words: Vec<String> = polled.map(|(w, r)| self.describe_word(h, w, r)).collect();
                WaitFor::plain(
                    format!("polling {}", words.join(", ")),
                    format!("spins on {}", words.join(", ")),
                )
            }
        }
    }

    fn describe_word(&self, h: usize, offset: u32, resource: Option<&ResourceEntry>) -> String {
        let value = self.word(h, offset);
        match resource {
            Some(r) => format!("{} `{}` at L1 {offset:#x} (value {value})", r.kind, r.name),
            None => format!("L1 word {offset:#x} (value {value})"),
        }
    }

    fn word(&self, h: usize, offset: u32) -> u32 {
        self.l1
            .get(&self.harts[h].core)
            .map_or(0, |l1| read_word(l1, offset))
    }

    /// A spin on a pipe's counters: wait_front or reserve_back, told apart
    /// by the counter it polls (the other one is in a register), else by
    /// which of their conditions holds.
    fn pipe_wait(&self, h: usize, pipe: &ResourceEntry, spin: &Spin) -> WaitFor {
        let kernel = &self.kernels[self.harts[h].kernel];
        let base = pipe.address.unwrap_or(0) as u32;
        let word = |field: u32| self.word(h, base + field);
        let (pushed, popped, capacity) = (
            word(pipe_abi::PUSHED),
            word(pipe_abi::POPPED),
            word(pipe_abi::CAPACITY),
        );
        let role = pipe_abi::Role::parse(&kernel.role);
        let frame = role.map_or(0, |r| word(pipe_abi::frame_word(r)));
        let full = pushed.wrapping_sub(popped);
        let free = i64::from(capacity) - i64::from(full as i32);
        let polls = |field: u32| spin.words.iter().any(|&(w, _)| w == base + field);
        let waits = i64::from(full as i32) < i64::from(frame);
        let reserves = free < i64::from(frame);
        let op = match (polls(pipe_abi::POPPED), polls(pipe_abi::PUSHED)) {
            (true, false) => Some(PipeOp::ReserveBack),
            (false, true) => Some(PipeOp::WaitFront),
            _ => match (waits, reserves) {
                (true, false) => Some(PipeOp::WaitFront),
                (false, true) => Some(PipeOp::ReserveBack),
                _ => None,
            },
        };
        let op = match op {
            // Free room for one frame but not two: the next frame's.
            Some(PipeOp::ReserveBack) if kernel.frames_ahead > 0 && !reserves => {
                Some(PipeOp::ReserveNext)
            }
            op => op,
        };
        let name = &pipe.name;
        let mut args = Map::new();
        args.insert("pipe".into(), json!(name));
        for (key, value) in [
            ("frame_tiles", frame),
            ("pushed", pushed),
            ("popped", popped),
            ("capacity", capacity),
        ] {
            args.insert(key.into(), json!(value));
        }
        let counters = format!("pushed {pushed}, popped {popped}");
        let (span, report, (call, verb, effect)) = match op {
            Some(PipeOp::WaitFront) => {
                let have = match full {
                    0 => "none is pushed".to_string(),
                    n => format!("only {} pushed", tiles(n)),
                };
                (
                    format!("wait_front `{name}`: {}", tiles(frame)),
                    format!(
                        "blocks in wait_front: it waits for {} of `{name}` and {have} ({counters})",
                        tiles(frame),
                    ),
                    ("wait_front", "push_back", "fill it"),
                )
            }
            Some(op) => {
                let (call, needed) = match op {
                    // Blocked although one frame is free: it waits for the
                    // next multiple of its frame (the frame reserved ahead).
                    PipeOp::ReserveNext => (
                        "reserve_next",
                        (free.max(0) as u32 / frame.max(1) + 1) * frame,
                    ),
                    _ => ("reserve_back", frame),
                };
                let taken = match full {
                    0 => "none full".to_string(),
                    n => format!("{} full", tiles(n)),
                };
                (
                    format!("{call} `{name}`: {} free", tiles(needed)),
                    format!(
                        "blocks in {call}: it needs {} free in `{name}`, which holds {} with {taken} ({counters})",
                        tiles(needed),
                        tiles(capacity),
                    ),
                    (call, "pop_front", "free room in it"),
                )
            }
            None => (
                format!("polling pipe `{name}`"),
                format!(
                    "spins on pipe `{name}` ({counters}, capacity {capacity}, this kernel's frame {frame})"
                ),
                ("", "", ""),
            ),
        };
        let release = if call.is_empty() {
            Release::None
        } else {
            args.insert("op".into(), json!(call));
            Release::Pipe {
                pipe: name.clone(),
                verb,
                effect,
            }
        };
        WaitFor {
            name: span,
            args,
            report,
            release,
        }
    }

    /// A spin until a semaphore equals a value: the loop's branch compares
    /// the loaded word with the value awaited.
    fn semaphore_wait(
        &self,
        h: usize,
        semaphore: &ResourceEntry,
        offset: u32,
        spin: &Spin,
    ) -> WaitFor {
        let name = &semaphore.name;
        let value = self.word(h, offset);
        let loaded = spin
            .words
            .iter()
            .find(|(w, _)| *w == offset)
            .map_or(value, |(_, v)| *v);
        let awaited = spin.compares.iter().find_map(|&(a, b)| {
            if a == loaded && b != loaded {
                Some(b)
            } else if b == loaded && a != loaded {
                Some(a)
            } else {
                None
            }
        });
        let mut args = Map::new();
        args.insert("semaphore".into(), json!(name));
        args.insert("value".into(), json!(value));
        let release = Release::Semaphore(name.clone());
        match awaited {
            Some(awaited) => {
                args.insert("awaited".into(), json!(awaited));
                WaitFor {
                    name: format!("semaphore `{name}` = {awaited}"),
                    args,
                    report: format!(
                        "blocks in a semaphore wait: it waits for `{name}` to be {awaited} and it is {value}"
                    ),
                    release,
                }
            }
            None => WaitFor {
                name: format!("semaphore `{name}`"),
                args,
                report: format!("spins on semaphore `{name}` (value {value})"),
                release,
            },
        }
    }

    /// Who would release hart `h` from its wait on pipe `pipe`: the other
    /// kernels of its core bound to the pipe, which `verb` it.
    fn releasers(&self, h: usize, pipe: &str, verb: &str, effect: &str) -> String {
        let me = &self.harts[h];
        let others: Vec<String> = self
            .harts
            .iter()
            .filter(|o| o.core == me.core && o.launch == me.launch && o.kernel != me.kernel)
            .filter(|o| self.kernels[o.kernel].resources.iter().any(|r| r == pipe))
            .map(|o| {
                format!(
                    "kernel `{}` ({})",
                    self.kernels[o.kernel].name,
                    state(&o.status)
                )
            })
            .collect();
        if others.is_empty() {
            format!("no other kernel on this core uses `{pipe}`: only a remote write can {effect}")
        } else {
            format!("a {verb} by {} would release it", others.join(" or "))
        }
    }

    /// Who could set or increment semaphore `name`: every other kernel
    /// bound to it, on any core.
    fn setters(&self, h: usize, name: &str) -> String {
        let me = &self.harts[h];
        let mut kernels: Vec<usize> = self
            .harts
            .iter()
            .filter(|o| o.launch == me.launch && o.kernel != me.kernel)
            .map(|o| o.kernel)
            .filter(|k| self.kernels[*k].resources.iter().any(|r| r == name))
            .collect();
        kernels.sort_unstable();
        kernels.dedup();
        if kernels.is_empty() {
            return format!("no other kernel is bound to `{name}`");
        }
        let named: Vec<String> = kernels
            .iter()
            .map(|&k| {
                let harts = self.harts.iter().filter(|o| o.kernel == k);
                let status = if harts.clone().all(|o| o.status == Status::Finished) {
                    "finished"
                } else if harts.clone().any(|o| o.status == Status::Runnable) {
                    "running"
                } else {
                    "waiting too"
                };
                format!("kernel `{}` ({status})", self.kernels[k].name)
            })
            .collect();
        format!(
            "a set or increment by {} would release it",
            named.join(" or ")
        )
    }
}

fn state(status: &Status) -> &'static str {
    match status {
        Status::Finished => "finished",
        Status::Runnable => "running",
        Status::NotLaunched => "not started",
        Status::Parked(_) | Status::Blocked(_) => "waiting too",
    }
}
