//! A CSL program on the simulated PE mesh, as the host sees it: load the
//! programs of `csl.json` (one linked image per PE), copy data into and out
//! of exported symbols (`memcpy_h2d` / `memcpy_d2h`), and launch an
//! exported function on every PE that has it, running each to completion
//! on its RV32 hart (the soft-float routines answered by the runtime).
//!
//! After a launched function returns on a PE, its task picker
//! (`tasks.rs`) runs the tasks it activated (`@activate`, the runtime call
//! `tanto_rt_csl_activate`) until none is runnable, each to completion,
//! High priority first, then the lowest ID. Colors and fabric DSDs come
//! with the next step (`router.rs` is the model they will drive).

use super::manifest::CslManifest;
use crate::hart::{Hart, SliceEnd};
use crate::image::Image;
use crate::layout;
use object::{Object, ObjectSymbol};
use std::collections::BTreeMap;
use std::path::Path;

#[derive(Debug, thiserror::Error)]
pub enum MeshError {
    #[error("{0}")]
    Io(String),
    #[error("{0}")]
    Link(#[from] crate::link::LinkError),
    #[error("{0}")]
    Load(#[from] crate::image::LoadError),
    #[error("no program exports `{0}`")]
    UnknownName(String),
    #[error("PE ({x}, {y}) is outside the {width} x {height} rectangle")]
    Outside {
        x: u32,
        y: u32,
        width: u16,
        height: u16,
    },
    #[error("PE ({x}, {y}): `{name}` holds {capacity} words; the copy needs {needed}")]
    TooLong {
        x: u16,
        y: u16,
        name: String,
        capacity: u64,
        needed: u64,
    },
    #[error("the copy has {given} words; the region of {pes} PEs x {per_pe} needs {needed}")]
    WrongLength {
        given: usize,
        pes: usize,
        per_pe: usize,
        needed: usize,
    },
    #[error("PE ({x}, {y}) faulted in `{function}` at pc {pc:#x}: {message}")]
    Fault {
        x: u16,
        y: u16,
        function: String,
        pc: u32,
        message: String,
    },
    #[error("PE ({x}, {y}): `{function}` did not return within {budget} instructions")]
    Hang {
        x: u16,
        y: u16,
        function: String,
        budget: u64,
    },
    #[error("PE ({x}, {y}) called `{name}`, which the PE runtime does not provide yet")]
    Unsupported { x: u16, y: u16, name: String },
    #[error("PE ({x}, {y}): {message}")]
    Task { x: u16, y: u16, message: String },
    #[error("PE ({x}, {y}): tasks kept running after {runs} task runs")]
    Endless { x: u16, y: u16, runs: u64 },
}

/// Task runs one launch may start on one PE before it is called endless.
pub const MAX_TASK_RUNS: u64 = 1 << 20;

/// One PE: its hart (image, stack), its memory, its symbols.
struct Pe {
    hart: Hart,
    traps: Vec<String>,
    symbols: BTreeMap<String, (u32, u64)>,
    /// Host name to the program's symbol.
    exports: BTreeMap<String, String>,
    memory: Vec<u32>,
    tasks: super::tasks::TaskTable,
    /// The task functions, by the index the task table holds.
    task_functions: Vec<String>,
    /// Calls of `unblock_cmd_stream` (memcpy's end of a command).
    command_streams_unblocked: u64,
}

/// A loaded CSL program.
pub struct Mesh {
    pub width: u16,
    pub height: u16,
    pes: BTreeMap<(u16, u16), Pe>,
    /// Instructions every PE has run.
    pub instructions: u64,
}

/// Instructions one launched function may run on one PE.
pub const LAUNCH_BUDGET: u64 = 1 << 28;

impl Mesh {
    /// Loads the programs of `manifest`, their objects read from `directory`.
    pub fn load(
        manifest: &CslManifest,
        directory: &Path,
        target: &tanto_arch::wse::Wse,
    ) -> Result<Self, MeshError> {
        let memory_bytes = target.pe.memory_bytes;
        let mut pes = BTreeMap::new();
        for program in &manifest.programs {
            let path = directory.join(&program.object);
            let object = std::fs::read(&path)
                .map_err(|e| MeshError::Io(format!("{}: {e}", path.display())))?;
            // Any symbol of the program serves as the link's entry; a launch
            // picks its own function.
            let entry = program
                .symbols
                .first()
                .map_or("compute", |(_, s)| s.as_str());
            let elf = crate::link::link(&program.object, entry, &object)?;
            let image = Image::load(&program.object, &elf, entry)?;
            let symbols =
                symbols(&elf).map_err(|e| MeshError::Io(format!("{}: {e}", program.object)))?;
            let words: Vec<u32> = image
                .bytes
                .chunks(4)
                .map(|c| {
                    let mut word = [0u8; 4];
                    word[..c.len()].copy_from_slice(c);
                    u32::from_le_bytes(word)
                })
                .collect();
            let task_functions: Vec<String> =
                program.tasks.iter().map(|t| t.function.clone()).collect();
            for &(x, y) in &program.pes {
                let tasks = task_table(program, target).map_err(|message| MeshError::Task {
                    x,
                    y,
                    message,
                })?;
                let hart = Hart::new(
                    words.clone(),
                    vec![0; (layout::GLOBALS_SIZE / 4) as usize],
                    image.entry,
                );
                pes.insert(
                    (x, y),
                    Pe {
                        hart,
                        traps: image.traps.clone(),
                        symbols: symbols.clone(),
                        exports: program.symbols.iter().cloned().collect(),
                        memory: vec![0; memory_bytes as usize / 4],
                        tasks,
                        task_functions: task_functions.clone(),
                        command_streams_unblocked: 0,
                    },
                );
            }
        }
        Ok(Self {
            width: manifest.width,
            height: manifest.height,
            pes,
            instructions: 0,
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
        let (address, size) = state
            .symbols
            .get(symbol)
            .copied()
            .ok_or_else(|| MeshError::UnknownName(name.into()))?;
        let offset = address.wrapping_sub(layout::CODE_BASE) as usize / 4;
        Ok((offset, size / 4))
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
        if words.len() != pes.len() * per_pe {
            return Err(MeshError::WrongLength {
                given: words.len(),
                pes: pes.len(),
                per_pe,
                needed: pes.len() * per_pe,
            });
        }
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
        let mut out = Vec::with_capacity(pes.len() * per_pe);
        for pe in &pes {
            let offset = self.place_words(*pe, name, per_pe)?;
            if let Some(state) = self.pes.get(pe) {
                out.extend_from_slice(&state.hart.image[offset..offset + per_pe]);
            }
        }
        Ok(out)
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

    /// Runs exported function `name` on every PE that has it, in
    /// row-major order, then the tasks it activated on that PE until none
    /// is runnable (the PEs share no data yet).
    pub fn launch(&mut self, name: &str) -> Result<(), MeshError> {
        let mut launched = 0;
        let mut order: Vec<(u16, u16)> = self.pes.keys().copied().collect();
        order.sort_by_key(|(x, y)| (*y, *x));
        for pe in order {
            let Some(state) = self.pes.get_mut(&pe) else {
                continue;
            };
            let Some(symbol) = state.exports.get(name).cloned() else {
                continue;
            };
            launched += 1;
            self.instructions += run_function(state, pe, &symbol)?;
            let mut runs = 0u64;
            while let Some(picked) = state.tasks.pick(|_| false) {
                runs += 1;
                if runs > MAX_TASK_RUNS {
                    return Err(MeshError::Endless {
                        x: pe.0,
                        y: pe.1,
                        runs: MAX_TASK_RUNS,
                    });
                }
                let function = state
                    .task_functions
                    .get(picked.function as usize)
                    .cloned()
                    .unwrap_or_default();
                self.instructions += run_function(state, pe, &function)?;
            }
        }
        if launched == 0 {
            return Err(MeshError::UnknownName(name.into()));
        }
        Ok(())
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
/// `k`th task) and the IDs blocked at the start.
fn task_table(
    program: &super::manifest::CslProgram,
    target: &tanto_arch::wse::Wse,
) -> Result<super::tasks::TaskTable, String> {
    let mut tasks = super::tasks::TaskTable::new(target);
    for (index, task) in program.tasks.iter().enumerate() {
        let id =
            u8::try_from(task.id).map_err(|_| format!("task id {} is out of range", task.id))?;
        let kind = match task.kind.as_str() {
            "local" => super::tasks::TaskKind::Local,
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
    Ok(tasks)
}

/// Runs `function` of PE `pe` to its return, answering its runtime calls
/// (soft-float, task control); the instructions it ran.
fn run_function(state: &mut Pe, pe: (u16, u16), function: &str) -> Result<u64, MeshError> {
    let (address, _) = state
        .symbols
        .get(function)
        .copied()
        .ok_or_else(|| MeshError::UnknownName(function.into()))?;
    state.hart.cpu.pc = address;
    state.hart.cpu.x[1] = layout::FINISHED;
    state.hart.cpu.x[2] = layout::INITIAL_SP;
    let mut budget = LAUNCH_BUDGET;
    let mut instructions = 0;
    loop {
        let (ran, end) = state.hart.run(&mut state.memory, budget);
        instructions += ran;
        budget = budget.saturating_sub(ran);
        match end {
            SliceEnd::Trap(pc) if pc == layout::FINISHED => return Ok(instructions),
            SliceEnd::Trap(pc) => {
                let routine = layout::trap_slot(pc)
                    .and_then(|slot| state.traps.get(slot))
                    .cloned()
                    .unwrap_or_default();
                let arguments = [state.hart.argument(0), state.hart.argument(1)];
                let task_error = |e: super::tasks::TaskError| MeshError::Task {
                    x: pe.0,
                    y: pe.1,
                    message: e.to_string(),
                };
                let id = u8::try_from(arguments[0]).unwrap_or(u8::MAX);
                let value = match routine.as_str() {
                    "tanto_rt_csl_activate" => state
                        .tasks
                        .activate(id)
                        .map_err(task_error)
                        .map(|()| None)?,
                    "tanto_rt_csl_block" => {
                        state.tasks.block(id).map_err(task_error).map(|()| None)?
                    }
                    "tanto_rt_csl_unblock" => {
                        state.tasks.unblock(id).map_err(task_error).map(|()| None)?
                    }
                    "tanto_rt_csl_unblock_cmd_stream" => {
                        state.command_streams_unblocked += 1;
                        None
                    }
                    name if crate::softfloat::ROUTINES.contains(&name) => {
                        crate::softfloat::call(name, arguments)
                    }
                    _ => {
                        return Err(MeshError::Unsupported {
                            x: pe.0,
                            y: pe.1,
                            name: routine,
                        })
                    }
                };
                state.hart.return_from_call(value);
            }
            SliceEnd::Budget | SliceEnd::Spinning(_) if budget == 0 => {
                return Err(MeshError::Hang {
                    x: pe.0,
                    y: pe.1,
                    function: function.into(),
                    budget: LAUNCH_BUDGET,
                })
            }
            SliceEnd::Budget | SliceEnd::Spinning(_) => {}
            SliceEnd::Fault(fault) => {
                return Err(MeshError::Fault {
                    x: pe.0,
                    y: pe.1,
                    function: function.into(),
                    pc: state.hart.cpu.pc,
                    message: format!("{fault:?}"),
                })
            }
        }
    }
}

/// Every defined symbol of a linked image: address and size.
fn symbols(elf: &[u8]) -> Result<BTreeMap<String, (u32, u64)>, object::Error> {
    let file = object::File::parse(elf)?;
    Ok(file
        .symbols()
        .filter(|s| s.is_definition())
        .filter_map(|s| Some((s.name().ok()?.to_string(), (s.address() as u32, s.size()))))
        .collect())
}
