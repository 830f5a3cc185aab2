//! A CSL program on the simulated PE mesh, as the host sees it: load the
//! programs of `csl.json` (one linked image per PE), copy data into and out
//! of exported symbols (`memcpy_h2d` / `memcpy_d2h`), and launch an
//! exported function on every PE that has it, running each to completion
//! on its RV32 hart (the soft-float routines answered by the runtime).
//!
//! Tasks, colors and fabric DSDs come with the next step (`router.rs` and
//! `tasks.rs` are the machine model they will drive).

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
}

/// One PE: its hart (image, stack), its memory, its symbols.
struct Pe {
    hart: Hart,
    traps: Vec<String>,
    symbols: BTreeMap<String, (u32, u64)>,
    /// Host name to the program's symbol.
    exports: BTreeMap<String, String>,
    memory: Vec<u32>,
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
        memory_bytes: u32,
    ) -> Result<Self, MeshError> {
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
            for &(x, y) in &program.pes {
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
            let (offset, capacity) = self.place(*pe, name)?;
            if per_pe as u64 > capacity {
                return Err(MeshError::TooLong {
                    x: pe.0,
                    y: pe.1,
                    name: name.into(),
                    capacity,
                    needed: per_pe as u64,
                });
            }
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
            let (offset, capacity) = self.place(*pe, name)?;
            if per_pe as u64 > capacity {
                return Err(MeshError::TooLong {
                    x: pe.0,
                    y: pe.1,
                    name: name.into(),
                    capacity,
                    needed: per_pe as u64,
                });
            }
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

    /// Runs exported function `name` to completion on every PE that has it,
    /// in row-major order (they share nothing yet).
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
            let Some((address, _)) = state.symbols.get(&symbol).copied() else {
                continue;
            };
            launched += 1;
            state.hart.cpu.pc = address;
            state.hart.cpu.x[1] = layout::FINISHED;
            state.hart.cpu.x[2] = layout::INITIAL_SP;
            let mut budget = LAUNCH_BUDGET;
            loop {
                let (ran, end) = state.hart.run(&mut state.memory, budget);
                self.instructions += ran;
                budget = budget.saturating_sub(ran);
                match end {
                    SliceEnd::Trap(pc) if pc == layout::FINISHED => break,
                    SliceEnd::Trap(pc) => {
                        let routine = layout::trap_slot(pc)
                            .and_then(|slot| state.traps.get(slot))
                            .cloned()
                            .unwrap_or_default();
                        if !crate::softfloat::ROUTINES.contains(&routine.as_str()) {
                            return Err(MeshError::Unsupported {
                                x: pe.0,
                                y: pe.1,
                                name: routine,
                            });
                        }
                        let arguments = [state.hart.argument(0), state.hart.argument(1)];
                        let value = crate::softfloat::call(&routine, arguments);
                        state.hart.return_from_call(value);
                    }
                    SliceEnd::Budget | SliceEnd::Spinning(_) if budget == 0 => {
                        return Err(MeshError::Hang {
                            x: pe.0,
                            y: pe.1,
                            function: name.into(),
                            budget: LAUNCH_BUDGET,
                        })
                    }
                    SliceEnd::Budget | SliceEnd::Spinning(_) => {}
                    SliceEnd::Fault(fault) => {
                        return Err(MeshError::Fault {
                            x: pe.0,
                            y: pe.1,
                            function: name.into(),
                            pc: state.hart.cpu.pc,
                            message: format!("{fault:?}"),
                        })
                    }
                }
            }
        }
        if launched == 0 {
            return Err(MeshError::UnknownName(name.into()));
        }
        Ok(())
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
