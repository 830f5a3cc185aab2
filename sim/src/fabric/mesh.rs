//! A CSL program on the simulated PE mesh, as the host sees it: load the
//! programs of `csl.json` (one linked image per PE, the routes of every
//! color), copy data into and out of exported symbols (`memcpy_h2d` /
//! `memcpy_d2h`), and launch an exported function on every PE that has it.
//!
//! A launch runs every PE and the fabric in lockstep, one cycle at a time
//! (`threads.rs` says what a cycle of a thread is): each PE's main thread
//! runs the launched function, then the tasks its picker (`tasks.rs`)
//! chooses (High priority first, then the lowest ID; a data task when a
//! wavelet of its color waits); its microthreads run asynchronous fabric
//! DSD operations; the routers (`step.rs`) move wavelets one hop a cycle.
//! The launch ends when the mesh is quiet. A thread still waiting on the
//! fabric then is a deadlock, reported with each waiting thread's source
//! line.

pub use super::error::MeshError;
use super::journal::{Journal, TraceRecord};
use super::switch::{CONTROL_DATA_MASK, CONTROL_TASK_MASK, CONTROL_TASK_SHIFT};
use super::tasks::TaskKind;
pub use super::threads::LAUNCH_BUDGET;
use super::threads::{advance, Completion, Context, Request, Role, State, Thread};
use super::{Direction, DirectionSet, Fabric};
use crate::debug_lines::LineTable;
use crate::hart::Hart;
use crate::image::Image;
use crate::layout;
use object::{Object, ObjectSymbol};
use std::collections::{BTreeMap, VecDeque};
use std::path::Path;
use std::sync::Arc;
use tanto_arch::{wse::DataTaskIds, Target};
use tanto_manifest::csl::CslManifest;

/// Task runs one launch may start on one PE before it is called endless.
pub const MAX_TASK_RUNS: u64 = 1 << 20;

/// A program symbol: address, size in bytes, and whether it is code.
#[derive(Debug, Clone, Copy)]
struct Symbol {
    address: u32,
    size: u64,
    function: bool,
}

/// One PE: its hart (image, stack), its symbols, its threads. What the
/// PEs of a program share (symbols, traps, task functions) is shared, not
/// copied: a mesh has up to hundreds of thousands of PEs.
struct Pe {
    hart: Hart,
    traps: Arc<Vec<String>>,
    symbols: Arc<BTreeMap<String, Symbol>>,
    /// Host name to the program's symbol.
    exports: Arc<BTreeMap<String, String>>,
    /// The hart's L1 region: a CSL PE has none (its code and data are the
    /// image), so it stays empty and an access there faults.
    memory: Vec<u32>,
    tasks: super::tasks::TaskTable,
    /// The task functions, by the index the task table holds, with the
    /// parameters a data task takes.
    task_functions: Arc<Vec<(String, u8)>>,
    /// Calls of `unblock_cmd_stream` (memcpy's end of a command).
    command_streams_unblocked: u64,
    /// The launched function, or the task running now.
    main: Option<Thread>,
    /// When the last task ended: the picker chooses the next one after it.
    free_at: u64,
    /// Microthreads by queue, each running its operations in order.
    microthreads: BTreeMap<u8, VecDeque<Thread>>,
    /// Tasks started in this launch.
    task_runs: u64,
    /// Instructions it may still run in this launch.
    budget: u64,
    /// Source lines of its code (the objects carry DWARF line tables).
    lines: Option<Arc<LineTable>>,
    /// `<time>`: (the cycle of its reset, the count last read).
    timestamp: (u64, u64),
    /// Wavelets the host streams to it, by color, not yet delivered.
    from_host: BTreeMap<u8, VecDeque<u32>>,
    /// Wavelets it streamed to the host, by color, not yet read.
    to_host: BTreeMap<u8, VecDeque<u32>>,
    /// Its FIFOs (`@allocate_fifo`), by their buffer's address: where
    /// their elements are in it.
    fifos: BTreeMap<u32, super::threads::Fifo>,
    /// Its simprint lines, trace buffers and PRNG.
    journal: Journal,
}

/// A loaded CSL program.
pub struct Mesh {
    pub width: u16,
    pub height: u16,
    pes: BTreeMap<(u16, u16), Pe>,
    /// The PEs, row-major: the order every cycle visits them in.
    order: Vec<(u16, u16)>,
    fabric: Fabric,
    /// Cycles simulated so far, over every launch.
    pub cycle: u64,
    /// Cycles from a task's end to the start of the next.
    task_switch: u64,
    /// Elements per cycle of each class of DSD operation.
    simd: tanto_arch::wse::SimdWidths,
    /// The memcpy library's stream colors, host to PEs and PEs to host.
    from_host_colors: BTreeMap<String, u8>,
    to_host_colors: std::collections::BTreeSet<u8>,
    /// Instructions every PE has run.
    pub instructions: u64,
    /// The run stops with an error past this cycle (`--max-cycles`).
    pub max_cycles: u64,
}

/// Host memory the simulator may spend on the PEs of one mesh. A PE costs
/// its image (code and data, at most the PE's memory), the stack and
/// globals pages it touches, and [`PE_OVERHEAD_BYTES`] of bookkeeping.
pub const MAX_MESH_BYTES: u64 = 2 << 30;
/// A PE's bookkeeping (hart registers, thread and task state) and the
/// first page of its stack, about.
pub const PE_OVERHEAD_BYTES: u64 = 4 * 1024;

/// Cycles in a row in which wavelets may move while no thread acts before
/// the run stops: they circulate on routes that form a loop.
pub const MAX_CIRCULATING_CYCLES: u64 = 1 << 20;

impl Mesh {
    /// Loads the programs of `manifest`, their objects read from `directory`.
    pub fn load(
        manifest: &CslManifest,
        directory: &Path,
        target: &tanto_arch::wse::Wse,
    ) -> Result<Self, MeshError> {
        check_manifest(manifest, target)?;
        let mut fabric = Fabric::new(
            u32::from(manifest.width),
            u32::from(manifest.height),
            target,
        )
        .map_err(|e| MeshError::Io(e.to_string()))?;
        for route in &manifest.routes {
            let directions = |names: &[String]| -> Result<DirectionSet, MeshError> {
                let mut set = DirectionSet::EMPTY;
                for name in names {
                    let direction = Direction::ALL
                        .into_iter()
                        .find(|d| d.name().eq_ignore_ascii_case(name))
                        .ok_or_else(|| MeshError::Io(format!("csl.json: no direction `{name}`")))?;
                    set = set.with(direction);
                }
                Ok(set)
            };
            let color = u8::try_from(route.color)
                .map_err(|_| MeshError::Io(format!("csl.json: color {}", route.color)))?;
            fabric
                .set_route(
                    u32::from(route.x),
                    u32::from(route.y),
                    color,
                    directions(&route.rx)?,
                    directions(&route.tx)?,
                )
                .and_then(|()| {
                    fabric.set_color_swap(
                        u32::from(route.x),
                        u32::from(route.y),
                        color,
                        route.color_swap_x,
                        route.color_swap_y,
                    )
                })
                .map_err(|e| MeshError::Io(format!("csl.json: {e}")))?;
        }
        load_switches_and_filters(manifest, &mut fabric)?;
        let mut pes = BTreeMap::new();
        let mut needed = 0u64;
        for program in &manifest.programs {
            let path = directory.join(&program.object);
            let object = std::fs::read(&path)
                .map_err(|e| MeshError::Io(format!("{}: {e}", path.display())))?;
            // Any symbol of the program serves as the link's entry (a launch
            // picks its own function); one that exports none has a task; one
            // with neither runs nothing (its PEs only route).
            let entry = program
                .symbols
                .first()
                .map(|(_, s)| s.as_str())
                .or_else(|| program.tasks.first().map(|t| t.function.as_str()));
            let elf = crate::link::link(&program.object, entry.unwrap_or("compute"), &object)?;
            let image = match entry {
                Some(entry) => Image::load(&program.object, &elf, entry)?,
                None => Image::load_idle(&program.object, &elf)?,
            };
            let memory = target
                .local_memory()
                .map_or(0, |range| range.end - range.start);
            if image.bytes.len() as u64 > memory {
                return Err(MeshError::ProgramTooLarge {
                    program: program.name.clone(),
                    bytes: image.bytes.len(),
                    arch: target.name.clone(),
                    memory,
                });
            }
            // Checked before this program's PEs are allocated.
            needed += program.pes.len() as u64 * (image.bytes.len() as u64 + PE_OVERHEAD_BYTES);
            if needed > MAX_MESH_BYTES {
                return Err(MeshError::MeshTooLarge {
                    width: manifest.width,
                    height: manifest.height,
                    needed: needed >> 20,
                    budget: MAX_MESH_BYTES >> 20,
                });
            }
            let symbols = Arc::new(
                symbols(&elf).map_err(|e| MeshError::Io(format!("{}: {e}", program.object)))?,
            );
            let traps = Arc::new(image.traps.clone());
            let exports: Arc<BTreeMap<String, String>> =
                Arc::new(program.symbols.iter().cloned().collect());
            let lines = LineTable::from_elf(&elf).ok().map(Arc::new);
            let words: Vec<u32> = image
                .bytes
                .chunks(4)
                .map(|c| {
                    let mut word = [0u8; 4];
                    word[..c.len()].copy_from_slice(c);
                    u32::from_le_bytes(word)
                })
                .collect();
            let task_functions: Arc<Vec<(String, u8)>> = Arc::new(
                program
                    .tasks
                    .iter()
                    .map(|t| (t.function.clone(), t.params))
                    .collect(),
            );
            for &(x, y) in &program.pes {
                for &(queue, color) in &program.queues {
                    let (queue, color) = (
                        u8::try_from(queue).unwrap_or(u8::MAX),
                        u8::try_from(color).unwrap_or(u8::MAX),
                    );
                    fabric
                        .bind_input_queue(u32::from(x), u32::from(y), queue, color)
                        .map_err(|e| MeshError::Task {
                            x,
                            y,
                            message: e.to_string(),
                        })?;
                }
                let tasks = task_table(program, target).map_err(|message| MeshError::Task {
                    x,
                    y,
                    message,
                })?;
                let hart = Hart::new(words.clone(), Vec::new(), image.entry);
                pes.insert(
                    (x, y),
                    Pe {
                        hart,
                        traps: traps.clone(),
                        symbols: symbols.clone(),
                        exports: exports.clone(),
                        memory: Vec::new(),
                        tasks,
                        task_functions: task_functions.clone(),
                        command_streams_unblocked: 0,
                        main: None,
                        free_at: 0,
                        microthreads: BTreeMap::new(),
                        task_runs: 0,
                        budget: LAUNCH_BUDGET,
                        lines: lines.clone(),
                        timestamp: (0, 0),
                        from_host: BTreeMap::new(),
                        to_host: BTreeMap::new(),
                        fifos: BTreeMap::new(),
                        journal: Journal::default(),
                    },
                );
            }
        }
        let mut order: Vec<(u16, u16)> = pes.keys().copied().collect();
        order.sort_by_key(|(x, y)| (*y, *x));
        Ok(Self {
            width: manifest.width,
            height: manifest.height,
            pes,
            order,
            fabric,
            cycle: 0,
            task_switch: target.cycles.task_switch,
            simd: target.cycles.simd,
            from_host_colors: stream_colors(manifest, "MEMCPYH2D_")?,
            to_host_colors: stream_colors(manifest, "MEMCPYD2H_")?
                .into_values()
                .collect(),
            instructions: 0,
            max_cycles: u64::MAX,
        })
    }

    /// The PEs of a region, row-major.
    fn region(&self, x: u32, y: u32, w: u32, h: u32) -> Result<Vec<(u16, u16)>, MeshError> {
        let inside = |px: u32, py: u32| px < u32::from(self.width) && py < u32::from(self.height);
        if !inside(x, y) || w == 0 || h == 0 || !inside(x + w - 1, y + h - 1) {
            return Err(MeshError::Outside {
                x: x + w.saturating_sub(1),
                y: y + h.saturating_sub(1),
                width: self.width,
                height: self.height,
            });
        }
        Ok((y..y + h)
            .flat_map(|py| (x..x + w).map(move |px| (px as u16, py as u16)))
            .collect())
    }

    /// Where host name `name` is on PE `pe`: (image word, words).
    fn place(&self, pe: (u16, u16), name: &str) -> Result<(usize, u64), MeshError> {
        let state = self
            .pes
            .get(&pe)
            .ok_or_else(|| MeshError::UnknownName(name.into()))?;
        let symbol = state
            .exports
            .get(name)
            .ok_or_else(|| MeshError::UnknownName(name.into()))?;
        let symbol = state
            .symbols
            .get(symbol)
            .copied()
            .ok_or_else(|| MeshError::UnknownName(name.into()))?;
        if symbol.function {
            return Err(MeshError::NotData(name.into()));
        }
        let offset = symbol.address.wrapping_sub(layout::CODE_BASE) as usize / 4;
        // A 16-bit array of odd length ends in half a word.
        let words = symbol.size.div_ceil(4);
        if offset as u64 + words > state.hart.image.len() as u64 {
            return Err(MeshError::Manifest(format!(
                "`{name}` lies outside the program's image"
            )));
        }
        Ok((offset, words))
    }

    /// Where `per_pe` words of host name `name` start on PE `pe` (image
    /// word); an error when the symbol is shorter.
    fn place_words(&self, pe: (u16, u16), name: &str, per_pe: usize) -> Result<usize, MeshError> {
        let (offset, capacity) = self.place(pe, name)?;
        if per_pe as u64 > capacity {
            return Err(MeshError::TooLong {
                x: pe.0,
                y: pe.1,
                name: name.into(),
                capacity,
                needed: per_pe as u64,
            });
        }
        Ok(offset)
    }

    /// Copies `words` into `name` on the PEs of the region, `per_pe` words
    /// each, row-major over the region (PE by PE).
    pub fn memcpy_h2d(
        &mut self,
        name: &str,
        words: &[u32],
        region: (u32, u32, u32, u32),
        per_pe: usize,
    ) -> Result<(), MeshError> {
        let pes = self.region(region.0, region.1, region.2, region.3)?;
        check_length(words, pes.len(), per_pe)?;
        for (k, pe) in pes.iter().enumerate() {
            let offset = self.place_words(*pe, name, per_pe)?;
            let Some(state) = self.pes.get_mut(pe) else {
                continue;
            };
            state.hart.image[offset..offset + per_pe]
                .copy_from_slice(&words[k * per_pe..(k + 1) * per_pe]);
        }
        Ok(())
    }

    /// `per_pe` words of `name` from each PE of the region, row-major.
    pub fn memcpy_d2h(
        &self,
        name: &str,
        region: (u32, u32, u32, u32),
        per_pe: usize,
    ) -> Result<Vec<u32>, MeshError> {
        let pes = self.region(region.0, region.1, region.2, region.3)?;
        // Every PE's symbol holds `per_pe` words before anything is
        // allocated: the request's size is the host's word, not checked.
        let offsets: Vec<usize> = pes
            .iter()
            .map(|pe| self.place_words(*pe, name, per_pe))
            .collect::<Result<_, _>>()?;
        let mut out = Vec::with_capacity(pes.len() * per_pe);
        for (pe, offset) in pes.iter().zip(offsets) {
            if let Some(state) = self.pes.get(pe) {
                out.extend_from_slice(&state.hart.image[offset..offset + per_pe]);
            }
        }
        Ok(out)
    }

    /// The bytes of data symbol `name` at PE (x, y), as many as it has.
    pub fn symbol_bytes(&self, x: u32, y: u32, name: &str) -> Result<Vec<u8>, MeshError> {
        let pes = self.region(x, y, 1, 1)?;
        let pe = pes.first().copied().unwrap_or((0, 0));
        let (offset, words) = self.place(pe, name)?;
        let state = self
            .pes
            .get(&pe)
            .ok_or_else(|| MeshError::UnknownName(name.into()))?;
        let size = state
            .exports
            .get(name)
            .and_then(|symbol| state.symbols.get(symbol))
            .map_or(0, |symbol| symbol.size as usize);
        let mut bytes: Vec<u8> = state.hart.image[offset..offset + words as usize]
            .iter()
            .flat_map(|word| word.to_le_bytes())
            .collect();
        bytes.truncate(size);
        Ok(bytes)
    }

    /// Runs the mesh until it is still, as the machine runs a loaded program
    /// by itself (its comptime-activated tasks); the cycles it took. Threads
    /// may wait then, for what the host may still send.
    pub fn run_loaded(&mut self) -> Result<u64, MeshError> {
        let start = self.cycle;
        self.run_until_still()?;
        Ok(self.cycle - start)
    }

    /// Every word of `name` from each PE of the region, row-major.
    pub fn memcpy_d2h_all(
        &self,
        name: &str,
        region: (u32, u32, u32, u32),
    ) -> Result<Vec<u32>, MeshError> {
        let pes = self.region(region.0, region.1, region.2, region.3)?;
        let first = pes.first().copied().unwrap_or((0, 0));
        let (_, words) = self.place(first, name)?;
        self.memcpy_d2h(name, region, words as usize)
    }

    /// Runs exported function `name` on every PE that has it, all starting
    /// at the same cycle, with every PE's tasks and the fabric in lockstep,
    /// until the mesh is quiet: no thread can act, no wavelet moves. The
    /// cycles it took.
    pub fn launch(&mut self, name: &str) -> Result<u64, MeshError> {
        self.launch_with(name, &[])
    }

    /// [`Mesh::launch`] with `arguments`, the words of the function's
    /// parameters (a0 to a7).
    pub fn launch_with(&mut self, name: &str, arguments: &[u32]) -> Result<u64, MeshError> {
        let start = self.cycle;
        let mut launched = 0;
        for pe in self.pes.values_mut() {
            pe.free_at = pe.free_at.max(start);
            let Some(symbol) = pe.exports.get(name) else {
                continue;
            };
            let Some(&Symbol {
                address, function, ..
            }) = pe.symbols.get(symbol)
            else {
                continue;
            };
            if !function {
                return Err(MeshError::NotAFunction(name.into()));
            }
            launched += 1;
            pe.main = Some(Thread::new(
                address,
                start,
                Role::Launch(name.to_string()),
                0,
                arguments,
            ));
        }
        if launched == 0 {
            return Err(MeshError::UnknownName(name.into()));
        }
        self.run_until_quiet()?;
        Ok(self.cycle - start)
    }

    /// Runs every PE and the fabric, cycle by cycle, until no thread can act,
    /// no wavelet moves and the host's streams are delivered; a thread still
    /// waiting then is a deadlock.
    fn run_until_quiet(&mut self) -> Result<(), MeshError> {
        let stuck = self.run_until_still()?;
        if !stuck.is_empty() {
            return Err(MeshError::Deadlock {
                cycle: self.cycle,
                report: stuck.join("\n"),
            });
        }
        Ok(())
    }

    /// Runs the mesh as [`Mesh::run_until_quiet`] does, and says which
    /// threads still wait (the deadlock report's lines; empty when none).
    fn run_until_still(&mut self) -> Result<Vec<String>, MeshError> {
        for pe in self.pes.values_mut() {
            pe.task_runs = 0;
            pe.budget = LAUNCH_BUDGET;
        }
        // Cycles in a row in which wavelets moved but no thread acted.
        let mut only_moving = 0u64;
        loop {
            let mut acted = self.feed_from_host()?;
            for index in 0..self.order.len() {
                let at = self.order[index];
                acted |= self.step_pe(at)?;
            }
            let moved = self.fabric.step()?;
            self.cycle += 1;
            self.check_max_cycles()?;
            if acted {
                only_moving = 0;
                continue;
            }
            if moved > 0 {
                // A wavelet crosses the mesh in a few dozen cycles; one
                // that moves for this long goes round a loop of routes.
                only_moving += 1;
                if only_moving > MAX_CIRCULATING_CYCLES {
                    return Err(MeshError::Circulating {
                        cycle: self.cycle,
                        cycles: MAX_CIRCULATING_CYCLES,
                        in_flight: self.fabric.in_flight(),
                    });
                }
                continue;
            }
            // Nothing changed this cycle: skip to the next thread that
            // wakes, or the mesh is quiet.
            match self.next_wake() {
                Some(cycle) => self.cycle = cycle,
                None => break,
            }
            self.check_max_cycles()?;
        }
        self.instructions += self
            .pes
            .values()
            .map(|pe| LAUNCH_BUDGET - pe.budget)
            .sum::<u64>();
        Ok(self.deadlock_report())
    }

    /// Delivers what the host streams, one wavelet per PE and color a
    /// cycle while the PE's input buffer has room; true when any moved.
    fn feed_from_host(&mut self) -> Result<bool, MeshError> {
        let mut moved = false;
        for (&(x, y), pe) in &mut self.pes {
            for (&color, line) in &mut pe.from_host {
                let Some(&payload) = line.front() else {
                    continue;
                };
                let wavelet = super::Wavelet {
                    color,
                    payload,
                    control: false,
                };
                let delivered = self
                    .fabric
                    .deliver(u32::from(x), u32::from(y), wavelet)
                    .map_err(|e| MeshError::Fabric {
                        x,
                        y,
                        message: e.to_string(),
                    })?;
                if delivered {
                    line.pop_front();
                    moved = true;
                }
            }
            pe.from_host.retain(|_, line| !line.is_empty());
        }
        Ok(moved)
    }

    /// Streams `words` to the PEs of the region on the memcpy library's
    /// stream `color` (`per_pe` wavelets each, row-major over the region),
    /// running the mesh until they are taken: the PEs' data tasks or
    /// fabric reads consume them. Threads may wait then: what they wait for
    /// may come of the host's next call (another stream feeds a PE whose
    /// sends they wait for), as the machine returns to the host once the
    /// words are sent. Words the mesh does not take are a deadlock, unless
    /// the host does not wait for them (`nonblock`): they stay queued, and
    /// later runs deliver them as the PEs take them.
    pub fn memcpy_h2d_stream(
        &mut self,
        color: u8,
        words: &[u32],
        region: (u32, u32, u32, u32),
        per_pe: usize,
        nonblock: bool,
    ) -> Result<u64, MeshError> {
        if !self.from_host_colors.values().any(|&c| c == color) {
            return Err(MeshError::NoStream {
                color,
                direction: "MEMCPYH2D",
            });
        }
        let pes = self.region(region.0, region.1, region.2, region.3)?;
        check_length(words, pes.len(), per_pe)?;
        let start = self.cycle;
        for (k, at) in pes.iter().enumerate() {
            if let Some(pe) = self.pes.get_mut(at) {
                pe.from_host
                    .entry(color)
                    .or_default()
                    .extend(&words[k * per_pe..(k + 1) * per_pe]);
            }
        }
        let stuck = self.run_until_still()?;
        let undelivered = self.pes.values().any(|pe| !pe.from_host.is_empty());
        if undelivered && !nonblock {
            return Err(MeshError::Deadlock {
                cycle: self.cycle,
                report: stuck.join("\n"),
            });
        }
        Ok(self.cycle - start)
    }

    /// The `per_pe` wavelets each PE of the region sent on the memcpy
    /// library's stream `color`, row-major over the region.
    pub fn memcpy_d2h_stream(
        &mut self,
        color: u8,
        region: (u32, u32, u32, u32),
        per_pe: usize,
    ) -> Result<Vec<u32>, MeshError> {
        if !self.to_host_colors.contains(&color) {
            return Err(MeshError::NoStream {
                color,
                direction: "MEMCPYD2H",
            });
        }
        let pes = self.region(region.0, region.1, region.2, region.3)?;
        // The host waits for its words only: threads may wait on once they
        // are sent (a forwarder over an endless DSD, waiting for more).
        let stuck = self.run_until_still()?;
        for at in &pes {
            let sent = self
                .pes
                .get(at)
                .and_then(|pe| pe.to_host.get(&color))
                .map_or(0, VecDeque::len);
            if sent < per_pe && !stuck.is_empty() {
                return Err(MeshError::Deadlock {
                    cycle: self.cycle,
                    report: stuck.join("\n"),
                });
            }
            if sent < per_pe {
                return Err(MeshError::ShortStream {
                    x: at.0,
                    y: at.1,
                    color,
                    sent,
                    wanted: per_pe,
                });
            }
        }
        let mut out = Vec::with_capacity(pes.len() * per_pe);
        for at in &pes {
            if let Some(line) = self
                .pes
                .get_mut(at)
                .and_then(|pe| pe.to_host.get_mut(&color))
            {
                out.extend(line.drain(..per_pe));
            }
        }
        Ok(out)
    }

    /// One cycle of PE `at`: its main thread (or the task the picker starts)
    /// and the first operation of each microthread. True when anything acted.
    fn step_pe(&mut self, at: (u16, u16)) -> Result<bool, MeshError> {
        self.step_pe_threads(at).map_err(|e| self.locate(at, e))
    }

    /// `error` of PE `at` with the source line of its pc, where the
    /// objects' line tables know it.
    fn locate(&self, at: (u16, u16), error: MeshError) -> MeshError {
        let place = |pc: u32| self.source_line(at, pc);
        match error {
            MeshError::Fault {
                x,
                y,
                function,
                pc,
                message,
                ..
            } => MeshError::Fault {
                x,
                y,
                function,
                pc,
                at: place(pc),
                message,
            },
            MeshError::Hang {
                x,
                y,
                function,
                budget,
                pc,
                ..
            } => MeshError::Hang {
                x,
                y,
                function,
                budget,
                pc,
                at: place(pc),
            },
            MeshError::Refused {
                x, y, message, pc, ..
            } => MeshError::Refused {
                x,
                y,
                message,
                pc,
                at: format!(" at {}", place(pc)),
            },
            other => other,
        }
    }

    /// `file:line:col (pc 0x...)` for a pc of PE `at`, or the pc alone.
    fn source_line(&self, at: (u16, u16), pc: u32) -> String {
        self.pes
            .get(&at)
            .and_then(|pe| pe.lines.as_ref())
            .and_then(|lines| lines.locate(pc))
            .map_or(format!("pc {pc:#x}"), |line| format!("{line} (pc {pc:#x})"))
    }

    /// An error once the mesh's cycle passes `max_cycles`, naming where
    /// each PE's threads are.
    fn check_max_cycles(&self) -> Result<(), MeshError> {
        if self.cycle <= self.max_cycles {
            return Ok(());
        }
        const SHOWN: usize = 8;
        let mut lines = Vec::new();
        for at in &self.order {
            let Some(pe) = self.pes.get(at) else {
                continue;
            };
            let threads = pe
                .main
                .iter()
                .chain(pe.microthreads.values().flat_map(|line| line.iter()));
            for thread in threads {
                lines.push(format!(
                    "PE ({}, {}): {} is at {}",
                    at.0,
                    at.1,
                    thread.role,
                    self.source_line(*at, thread.cpu.pc)
                ));
            }
        }
        let more = lines.len().saturating_sub(SHOWN);
        lines.truncate(SHOWN);
        if more > 0 {
            lines.push(format!("and {more} more threads"));
        }
        Err(MeshError::MaxCycles {
            limit: self.max_cycles,
            cycle: self.cycle,
            report: lines.join("\n"),
        })
    }

    fn step_pe_threads(&mut self, at: (u16, u16)) -> Result<bool, MeshError> {
        let cycle = self.cycle;
        let task_switch = self.task_switch;
        let Some(pe) = self.pes.get_mut(&at) else {
            return Ok(false);
        };
        let mut acted = false;
        let mut requests = Vec::new();
        if pe.main.is_none() && pe.free_at <= cycle {
            acted |= start_task(pe, at, &mut self.fabric, cycle, task_switch)?;
        }
        if let Some(mut thread) = pe.main.take() {
            let mut context = Context {
                hart: &mut pe.hart,
                memory: &mut pe.memory,
                traps: &pe.traps,
                fabric: &mut self.fabric,
                pe: at,
                cycle,
                budget: &mut pe.budget,
                simd: &self.simd,
                timestamp: &mut pe.timestamp,
                to_host_colors: &self.to_host_colors,
                to_host: &mut pe.to_host,
                fifos: &mut pe.fifos,
                journal: &mut pe.journal,
            };
            acted |= advance(&mut thread, &mut context, &mut requests)?;
            if thread.state == State::Done {
                pe.free_at = thread.clock;
            } else {
                pe.main = Some(thread);
            }
        }
        let queues: Vec<u8> = pe.microthreads.keys().copied().collect();
        for queue in queues {
            let Some(line) = pe.microthreads.get_mut(&queue) else {
                continue;
            };
            let Some(thread) = line.front_mut() else {
                continue;
            };
            let mut context = Context {
                hart: &mut pe.hart,
                memory: &mut pe.memory,
                traps: &pe.traps,
                fabric: &mut self.fabric,
                pe: at,
                cycle,
                budget: &mut pe.budget,
                simd: &self.simd,
                timestamp: &mut pe.timestamp,
                to_host_colors: &self.to_host_colors,
                to_host: &mut pe.to_host,
                fifos: &mut pe.fifos,
                journal: &mut pe.journal,
            };
            acted |= advance(thread, &mut context, &mut requests)?;
            if thread.state == State::Done {
                let clock = thread.clock;
                let role = thread.role.clone();
                line.pop_front();
                if let Some(next) = line.front_mut() {
                    next.clock = next.clock.max(clock);
                }
                if let Role::Async { completion, .. } = role {
                    match completion {
                        Completion::Nothing => {}
                        Completion::Activate(id) => requests.push((Request::Activate(id), clock)),
                        Completion::Unblock(id) => requests.push((Request::Unblock(id), clock)),
                    }
                }
            }
        }
        pe.microthreads.retain(|_, line| !line.is_empty());
        for (request, clock) in requests {
            carry_out(pe, at, request, clock)?;
        }
        Ok(acted)
    }

    /// The earliest cycle, from now on, at which a thread that has not
    /// had its turn yet acts (one that tried and waits on the fabric has a
    /// clock behind the cycle).
    fn next_wake(&self) -> Option<u64> {
        let cycle = self.cycle;
        self.pes
            .values()
            .flat_map(|pe| {
                let idle = pe.main.is_none() && pe.free_at >= cycle;
                pe.main
                    .iter()
                    .chain(pe.microthreads.values().filter_map(VecDeque::front))
                    .map(|t| t.clock)
                    .chain(idle.then_some(pe.free_at))
            })
            .filter(|&clock| clock >= cycle)
            .min()
    }

    /// Whether a thread in runtime call `routine` waits for a wavelet of a
    /// memcpy stream from the host: a later streaming copy may bring it.
    fn waits_for_host(&self, routine: &str, arguments: &[u32]) -> bool {
        routine == "tanto_rt_csl_recv"
            && arguments.first().is_some_and(|&color| {
                self.from_host_colors
                    .values()
                    .any(|&stream| u32::from(stream) == color)
            })
    }

    /// Whether a thread of `pe` waits for a wavelet of the host's stream.
    fn pe_waits_for_host(&self, pe: &Pe) -> bool {
        pe.main
            .iter()
            .chain(pe.microthreads.values().flat_map(|line| line.iter()))
            .any(|thread| {
                matches!(&thread.state, State::Calling(call)
                    if self.waits_for_host(&call.routine, &call.arguments))
            })
    }

    /// For a quiet mesh: a line for every thread that still waits (on the
    /// fabric), with its source line; empty when none does. A thread that
    /// waits for the host's stream is not stuck.
    fn deadlock_report(&self) -> Vec<String> {
        let mut lines = Vec::new();
        for at in &self.order {
            let Some(pe) = self.pes.get(at) else {
                continue;
            };
            let threads = pe
                .main
                .iter()
                .chain(pe.microthreads.values().flat_map(|line| line.iter()));
            for thread in threads {
                let waiting = match &thread.state {
                    // The host may still stream to it: not stuck.
                    State::Calling(call) if self.waits_for_host(&call.routine, &call.arguments) => {
                        continue
                    }
                    // A FIFO a thread of its PE fills from the host's
                    // stream may still get elements.
                    State::Calling(call)
                        if call.routine == "tanto_rt_csl_fifo_pop"
                            && self.pe_waits_for_host(pe) =>
                    {
                        continue
                    }
                    State::Calling(call) => {
                        let what = match call.routine.as_str() {
                            "tanto_rt_csl_recv" => format!(
                                "waits for a wavelet of color {} (none arrives)",
                                call.arguments[0]
                            ),
                            "tanto_rt_csl_send" => format!(
                                "waits to send on color {} (the fabric does not take it)",
                                call.arguments[0]
                            ),
                            "tanto_rt_csl_fifo_pop" => format!(
                                "waits for an element of the FIFO over {} (none is pushed)",
                                symbol_at(&pe.symbols, call.arguments[0])
                            ),
                            "tanto_rt_csl_fifo_push" => format!(
                                "waits for room in the FIFO over {} (full: {} elements, none is popped)",
                                symbol_at(&pe.symbols, call.arguments[0]),
                                call.arguments[1]
                            ),
                            other => format!("waits in `{other}`"),
                        };
                        let place = pe
                            .lines
                            .as_ref()
                            .and_then(|l| l.locate(call.return_address.wrapping_sub(4)))
                            .map(|l| format!(" at {l}"))
                            .unwrap_or_default();
                        format!("{what}{place}")
                    }
                    State::Ready => "has not started".to_string(),
                    State::Done => continue,
                };
                lines.push(format!(
                    "PE ({}, {}): {} {waiting}",
                    at.0, at.1, thread.role
                ));
            }
        }
        for at in &self.order {
            let Some(pe) = self.pes.get(at) else {
                continue;
            };
            for (color, line) in &pe.from_host {
                lines.push(format!(
                    "PE ({}, {}): {} wavelets the host streams on color {color} are not taken (no data task or read takes them)",
                    at.0,
                    at.1,
                    line.len()
                ));
            }
        }
        if lines.is_empty() {
            return lines;
        }
        // What may explain the wait: wavelets held back by a blocked task.
        for at in &self.order {
            let Some(pe) = self.pes.get(at) else {
                continue;
            };
            for id in 0..=u8::MAX {
                let Some(binding) = pe.tasks.binding(id) else {
                    continue;
                };
                let TaskKind::Data { color } = binding.kind else {
                    continue;
                };
                let waiting = self
                    .fabric
                    .pending_at(u32::from(at.0), u32::from(at.1), color);
                if pe.tasks.is_blocked(id) && waiting > 0 {
                    let function = pe
                        .task_functions
                        .get(binding.function as usize)
                        .map_or("?", |(f, _)| f.as_str());
                    lines.push(format!(
                        "PE ({}, {}): data task `{function}` (ID {id}) is blocked; {waiting} wavelets of color {color} wait for it",
                        at.0, at.1
                    ));
                }
            }
        }
        lines
    }

    /// The `<simprint>` lines the PEs ended since the last call, in the
    /// order of their cycles (PEs in row-major order within a cycle): the
    /// simulator's log, `@<cycle> <text>` a line.
    pub fn take_log_lines(&mut self) -> Vec<String> {
        let mut lines = Vec::new();
        for (rank, at) in self.order.iter().enumerate() {
            if let Some(pe) = self.pes.get_mut(at) {
                for (cycle, text) in pe.journal.lines.drain(..) {
                    lines.push((cycle, rank, text));
                }
            }
        }
        lines.sort_by_key(|(cycle, rank, _)| (*cycle, *rank));
        lines
            .into_iter()
            .map(|(cycle, _, text)| format!("@{cycle} {text}"))
            .collect()
    }

    /// Every PE's `<debug>` trace buffers: (PE, the hash of the buffer's
    /// key, its records).
    pub fn traces(&self) -> Vec<((u16, u16), u32, &[TraceRecord])> {
        self.pes
            .iter()
            .flat_map(|(at, pe)| {
                pe.journal
                    .traces
                    .iter()
                    .map(move |(key, buffer)| (*at, *key, buffer.records.as_slice()))
            })
            .collect()
    }

    /// Every PE's data symbols (exported or not) with their bytes now, for
    /// a dump of the mesh's memory after a run (`debug_util.get_symbol`):
    /// per PE, the index of its program (PEs that run one program share
    /// it) and each data symbol's name and bytes, by name. A symbol the
    /// image does not hold whole (none should) is left out.
    pub fn data_symbols(&self) -> Vec<PeData<'_>> {
        let mut programs: Vec<*const BTreeMap<String, Symbol>> = Vec::new();
        self.pes
            .iter()
            .map(|(at, pe)| {
                let key = Arc::as_ptr(&pe.symbols);
                let program = programs.iter().position(|p| *p == key).unwrap_or_else(|| {
                    programs.push(key);
                    programs.len() - 1
                });
                let image: &[u8] = bytemuck::cast_slice(&pe.hart.image);
                let symbols = pe
                    .symbols
                    .iter()
                    .filter(|(_, s)| !s.function && s.size > 0)
                    .filter_map(|(name, s)| {
                        let start = s.address.checked_sub(layout::CODE_BASE)? as usize;
                        let bytes = image.get(start..start.checked_add(s.size as usize)?)?;
                        Some((name.as_str(), bytes))
                    })
                    .collect();
                (*at, program, symbols)
            })
            .collect()
    }

    /// The host names the programs export (data and functions), sorted.
    pub fn exported_names(&self) -> Vec<String> {
        let names: std::collections::BTreeSet<&String> =
            self.pes.values().flat_map(|pe| pe.exports.keys()).collect();
        names.into_iter().cloned().collect()
    }

    /// Calls of memcpy's `unblock_cmd_stream` on every PE so far.
    pub fn command_streams_unblocked(&self) -> u64 {
        self.pes
            .values()
            .map(|pe| pe.command_streams_unblocked)
            .sum()
    }
}

/// A program's task table: its bindings (function `k` is the program's
/// `k`th task), the IDs blocked at the start and the local tasks activated
/// at comptime (they run when the mesh first runs).
fn task_table(
    program: &tanto_manifest::csl::CslProgram,
    target: &tanto_arch::wse::Wse,
) -> Result<super::tasks::TaskTable, String> {
    let mut tasks = super::tasks::TaskTable::new(target);
    for (index, task) in program.tasks.iter().enumerate() {
        let id =
            u8::try_from(task.id).map_err(|_| format!("task id {} is out of range", task.id))?;
        let kind = match task.kind.as_str() {
            "local" => super::tasks::TaskKind::Local,
            // WSE-3: a data task's ID is an input queue, tied to a color.
            "data" if target.tasks.data_task_ids == DataTaskIds::InputQueue => {
                let color = program
                    .queues
                    .iter()
                    .find(|(queue, _)| *queue == task.id)
                    .map(|(_, color)| *color)
                    .ok_or_else(|| {
                        format!("input queue {} of a data task has no color", task.id)
                    })?;
                super::tasks::TaskKind::Data {
                    color: u8::try_from(color).map_err(|_| format!("color {color}"))?,
                }
            }
            "data" => super::tasks::TaskKind::Data { color: id },
            _ => super::tasks::TaskKind::Control,
        };
        tasks
            .bind(id, kind, index as u32)
            .map_err(|e| e.to_string())?;
    }
    for blocked in &program.blocked {
        let id =
            u8::try_from(*blocked).map_err(|_| format!("task id {blocked} is out of range"))?;
        tasks.block(id).map_err(|e| e.to_string())?;
    }
    for activated in &program.activated {
        let id =
            u8::try_from(*activated).map_err(|_| format!("task id {activated} is out of range"))?;
        tasks.activate(id).map_err(|e| e.to_string())?;
    }
    Ok(tasks)
}

/// Starts the task the picker of `pe` chooses, if any: true when one
/// started. A data task takes the wavelet that fired it as its arguments.
fn start_task(
    pe: &mut Pe,
    at: (u16, u16),
    fabric: &mut Fabric,
    cycle: u64,
    task_switch: u64,
) -> Result<bool, MeshError> {
    let (x, y) = (u32::from(at.0), u32::from(at.1));
    let (picked, control_data) = match control_wavelet(pe, at, fabric)? {
        Some((picked, data)) => (picked, Some(data)),
        None => {
            // A data task fires on a data wavelet at the head of its color.
            let has_data = |color| fabric.head(x, y, color).is_some_and(|w| !w.control);
            match pe.tasks.pick(has_data) {
                Some(picked) => (picked, None),
                None => return Ok(false),
            }
        }
    };
    pe.task_runs += 1;
    if pe.task_runs > MAX_TASK_RUNS {
        return Err(MeshError::Endless {
            x: at.0,
            y: at.1,
            runs: MAX_TASK_RUNS,
        });
    }
    let (function, params) = pe
        .task_functions
        .get(picked.function as usize)
        .cloned()
        .unwrap_or_default();
    let arguments = match picked.kind {
        // The control task's data: the payload's low 16 bits.
        TaskKind::Control => control_data.into_iter().collect(),
        TaskKind::Data { color } => {
            let payload = fabric.receive(x, y, color).map_or(0, |w| w.payload);
            // Two parameters split the payload: the low half first.
            if params >= 2 {
                vec![payload & 0xffff, payload >> 16]
            } else {
                vec![payload]
            }
        }
        _ => Vec::new(),
    };
    let address = pe
        .symbols
        .get(&function)
        .map(|s| s.address)
        .ok_or_else(|| MeshError::UnknownName(function.clone()))?;
    let role = Role::Task {
        function,
        id: picked.id,
    };
    pe.main = Some(Thread::new(
        address,
        cycle.max(pe.free_at) + task_switch,
        role,
        0,
        &arguments,
    ));
    Ok(true)
}

/// The control task a control wavelet at the head of one of the PE's
/// colors names (the first such color that is not blocked), the wavelet
/// taken: our encoding puts the task's ID in bits 16..22 and 16 bits of
/// data below (docs/abi.md, "CSL").
fn control_wavelet(
    pe: &mut Pe,
    at: (u16, u16),
    fabric: &mut Fabric,
) -> Result<Option<(super::tasks::Picked, u32)>, MeshError> {
    let (x, y) = (u32::from(at.0), u32::from(at.1));
    for color in fabric.waiting_colors(x, y) {
        let Some(wavelet) = fabric.head(x, y, color).filter(|w| w.control) else {
            continue;
        };
        if pe.tasks.is_blocked(color) {
            continue;
        }
        let id = ((wavelet.payload >> CONTROL_TASK_SHIFT) & CONTROL_TASK_MASK) as u8;
        let picked = pe.tasks.pick_control(id).map_err(|e| MeshError::Task {
            x: at.0,
            y: at.1,
            message: format!("a control wavelet of color {color}: {e}"),
        })?;
        fabric.receive(x, y, color);
        return Ok(Some((picked, wavelet.payload & CONTROL_DATA_MASK)));
    }
    Ok(None)
}

/// A direction set of `csl.json` (names, any case).
fn direction_set<'a>(names: impl IntoIterator<Item = &'a str>) -> Result<DirectionSet, MeshError> {
    let mut set = DirectionSet::EMPTY;
    for name in names {
        let direction = Direction::ALL
            .into_iter()
            .find(|d| d.name().eq_ignore_ascii_case(name.trim()))
            .ok_or_else(|| MeshError::Io(format!("csl.json: no direction `{name}`")))?;
        set = set.with(direction);
    }
    Ok(set)
}

/// The switches and filters of `csl.json`, into the fabric.
fn load_switches_and_filters(manifest: &CslManifest, fabric: &mut Fabric) -> Result<(), MeshError> {
    use super::switch::{PopMode, Position};
    let color_of = |color: u16| {
        u8::try_from(color).map_err(|_| MeshError::Io(format!("csl.json: color {color}")))
    };
    for switch in &manifest.switches {
        let mut positions = [None; 3];
        if switch.positions.len() > 3 {
            return Err(MeshError::Io(format!(
                "csl.json: a switch has {} positions; it has at most 3",
                switch.positions.len()
            )));
        }
        for (slot, text) in positions.iter_mut().zip(&switch.positions) {
            *slot = match text.split_once('=') {
                None if text.is_empty() => None,
                Some(("rx", names)) => {
                    let set = direction_set(names.split(','))?;
                    let mut directions = set.iter();
                    match (directions.next(), directions.next()) {
                        (Some(from), None) => Some(Position::Rx(from)),
                        _ => {
                            return Err(MeshError::Io(format!(
                                "csl.json: switch position `{text}` receives from one direction"
                            )))
                        }
                    }
                }
                Some(("tx", names)) => Some(Position::Tx(direction_set(names.split(','))?)),
                _ => return Err(MeshError::Io(format!("csl.json: switch position `{text}`"))),
            };
        }
        let pop_mode = PopMode::parse(&switch.pop_mode)
            .ok_or_else(|| MeshError::Io(format!("csl.json: pop mode `{}`", switch.pop_mode)))?;
        let config = super::Switch {
            positions,
            current: switch.current,
            ring_mode: switch.ring_mode,
            pop_mode,
        };
        fabric
            .set_switch(
                u32::from(switch.x),
                u32::from(switch.y),
                color_of(switch.color)?,
                config,
            )
            .map_err(|e| MeshError::Io(format!("csl.json: {e}")))?;
    }
    let ranges = manifest.filters.iter().map(|f| {
        let range = super::RangeFilter {
            min_index: f.min_idx,
            max_index: f.max_idx,
        };
        ((f.x, f.y, f.color), super::Filter::Range(range))
    });
    let counters = manifest.counter_filters.iter().map(|f| {
        let counter = super::CounterFilter {
            sparse: f.sparse,
            count_data: f.count_data,
            count_control: f.count_control,
            counter: u32::from(f.init_counter),
            limit1: f.limit1.map(u32::from),
            limit2: f.limit2.map(u32::from),
            max_counter: u32::from(f.max_counter),
            filter_control: f.filter_control,
            disabled: false,
        };
        ((f.x, f.y, f.color), super::Filter::Counter(counter))
    });
    for ((x, y, color), filter) in ranges.chain(counters) {
        fabric
            .set_filter(u32::from(x), u32::from(y), color_of(color)?, filter)
            .map_err(|e| MeshError::Io(format!("csl.json: {e}")))?;
    }
    Ok(())
}

/// Carries out what a thread's runtime call asked of its PE.
fn carry_out(pe: &mut Pe, at: (u16, u16), request: Request, clock: u64) -> Result<(), MeshError> {
    let task_error = |e: super::tasks::TaskError| MeshError::Task {
        x: at.0,
        y: at.1,
        message: e.to_string(),
    };
    match request {
        Request::Activate(id) => pe.tasks.activate(id).map_err(task_error),
        Request::Block(id) => pe.tasks.block(id).map_err(task_error),
        Request::Unblock(id) => pe.tasks.unblock(id).map_err(task_error),
        Request::UnblockCommandStream => {
            pe.command_streams_unblocked += 1;
            Ok(())
        }
        Request::Async {
            index,
            queue,
            completion,
        } => {
            let function = format!("__csl_async_{index}");
            let address = pe
                .symbols
                .get(&function)
                .map(|s| s.address)
                .ok_or(MeshError::UnknownName(function))?;
            let role = Role::Async {
                index,
                queue,
                completion,
            };
            let thread = Thread::new(address, clock, role, 1 + u32::from(queue % 8), &[]);
            pe.microthreads.entry(queue).or_default().push_back(thread);
            Ok(())
        }
    }
}

/// A PE's data symbols for a dump: its coordinates, its program's index
/// and each symbol's name and bytes.
pub type PeData<'a> = ((u16, u16), usize, Vec<(&'a str, &'a [u8])>);

/// The data symbol at `address`, by name (`buffer`), or the address.
fn symbol_at(symbols: &BTreeMap<String, Symbol>, address: u32) -> String {
    symbols
        .iter()
        .find(|(_, s)| !s.function && s.address == address)
        .map_or_else(|| format!("{address:#x}"), |(name, _)| format!("`{name}`"))
}

/// Every defined symbol of a linked image.
fn symbols(elf: &[u8]) -> Result<BTreeMap<String, Symbol>, object::Error> {
    let file = object::File::parse(elf)?;
    Ok(file
        .symbols()
        .filter(|s| s.is_definition())
        .filter_map(|s| {
            let symbol = Symbol {
                address: s.address() as u32,
                size: s.size(),
                function: s.kind() == object::SymbolKind::Text,
            };
            Some((s.name().ok()?.to_string(), symbol))
        })
        .collect())
}

/// What csl.json says is possible on `target` before anything is
/// allocated: its version, the rectangle, every program's PEs inside it
/// and each PE given one program.
fn check_manifest(manifest: &CslManifest, target: &tanto_arch::wse::Wse) -> Result<(), MeshError> {
    let version = tanto_manifest::csl::CSL_MANIFEST_VERSION;
    if manifest.version != version {
        return Err(MeshError::Manifest(format!(
            "version {} is not the version this tanto-run reads ({version}); compile the layout again",
            manifest.version
        )));
    }
    let (width, height) = (manifest.width, manifest.height);
    let (max_width, max_height) = (target.fabric.max_width, target.fabric.max_height);
    if !target.compute().fits(u32::from(width), u32::from(height)) {
        return Err(MeshError::Manifest(format!(
            "a {width} x {height} rectangle does not fit {}: 1 x 1 to {max_width} x {max_height} PEs",
            target.name
        )));
    }
    let mut placed = std::collections::BTreeSet::new();
    for program in &manifest.programs {
        for &(x, y) in &program.pes {
            if x >= width || y >= height {
                return Err(MeshError::Manifest(format!(
                    "program `{}` names PE ({x}, {y}), outside the {width} x {height} rectangle",
                    program.name
                )));
            }
            if !placed.insert((x, y)) {
                return Err(MeshError::Manifest(format!(
                    "PE ({x}, {y}) is given a program twice (`{}` is the second)",
                    program.name
                )));
            }
        }
    }
    Ok(())
}

/// A host copy of `words` gives each of `pes` PEs `per_pe` words.
fn check_length(words: &[u32], pes: usize, per_pe: usize) -> Result<(), MeshError> {
    if words.len() == pes * per_pe {
        return Ok(());
    }
    Err(MeshError::WrongLength {
        given: words.len(),
        pes,
        per_pe,
        needed: pes * per_pe,
    })
}

/// The memcpy library's streams whose names start with `prefix`, by name.
fn stream_colors(manifest: &CslManifest, prefix: &str) -> Result<BTreeMap<String, u8>, MeshError> {
    manifest
        .streams
        .iter()
        .filter(|(name, _)| name.starts_with(prefix))
        .map(|(name, color)| {
            u8::try_from(*color)
                .map(|c| (name.clone(), c))
                .map_err(|_| MeshError::Io(format!("csl.json: stream {name} has color {color}")))
        })
        .collect()
}
