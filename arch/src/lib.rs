//! Target descriptions: the architecture facts Tanto's passes need (grid, L1
//! range, DRAM banks and interleaving, destination slots, NoC alignment and
//! burst size, and the latency model of the scheduler's estimates) as data
//! files, never as constants in code.
//!
//! The built-in descriptions are `arch/<name>.toml`; `--arch` takes one of
//! their names or the path of a file of the same form.
//!
//! This file holds the Tensix grid ([`Arch`]); `wse`, `ztachip` and `pto`
//! the other three kinds, and `target` the [`Target`] trait all four
//! implement for what every tool, pass and simulator model asks of a target.

use serde::Deserialize;
use std::{ops::Range, path::Path};

pub mod files;
pub mod pto;
pub mod soc;
pub mod target;
pub mod text;
pub mod tile;
pub mod wse;
pub mod ztachip;

pub use target::{Compute, Family, Region, RegionKind, Target};
pub use text::{count, line_column};

/// The built-in targets, by `--arch` name. The first is the default.
pub const BUILTIN: &[(&str, &str)] = &[
    ("wormhole_b0", include_str!("../wormhole_b0.toml")),
    ("blackhole", include_str!("../blackhole.toml")),
];

pub const DEFAULT_ARCH: &str = "wormhole_b0";

#[derive(Debug, thiserror::Error)]
pub enum ArchError {
    #[error("unknown architecture `{name}`; expected one of: {known}, or the path of a .toml target file")]
    Unknown { name: String, known: String },
    #[error("{origin}: cannot read the target file: {source}")]
    Read {
        origin: String,
        source: std::io::Error,
    },
    #[error("{origin}:{line}:{column}: {message}")]
    Syntax {
        origin: String,
        line: usize,
        column: usize,
        message: String,
    },
    #[error("{origin}: invalid target description: {0}", .problems.join("; "))]
    Invalid {
        origin: String,
        problems: Vec<String>,
    },
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Arch {
    pub name: String,
    pub description: String,
    pub grid: Grid,
    pub l1: L1,
    pub dram: Dram,
    pub dst: DstSlots,
    /// How tiles are stored: tile and face sizes.
    pub tile: tile::TileLayout,
    pub noc: Noc,
    pub latency: Latency,
    /// The chip's NoC placement and hop timing (absent: the cores and a
    /// column of DRAM banks on a plain mesh).
    #[serde(default)]
    pub soc: Option<soc::Soc>,
    /// The TOML text it was read from: a target file travels with what is
    /// compiled for it (see [`Arch::custom_text`]).
    #[serde(skip)]
    text: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Grid {
    pub x: u32,
    pub y: u32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct L1 {
    pub size: u64,
    pub usable_start: u64,
    /// Exclusive.
    pub usable_end: u64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Dram {
    pub banks: u32,
    pub bank_size: u64,
    pub interleave: Interleave,
}

/// How the pages of a global buffer are spread over the DRAM banks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Interleave {
    /// Page `p` lives in bank `p % banks`, at offset `(p / banks) * page_bytes`.
    RoundRobin,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DstSlots {
    pub slots_16bit: u32,
    pub slots_32bit: u32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Noc {
    pub word_bytes: u64,
    pub l1_alignment: u64,
    pub dram_alignment: u64,
    pub max_burst_bytes: u64,
    /// Bits of the local address in a 64-bit NoC address; the node's x and
    /// y follow, `node_id_bits` each (multicast: x_end, y_end, x_start,
    /// y_start).
    pub addr_local_bits: u32,
    pub node_id_bits: u32,
}

/// The cost model behind tanto-schedule's cycle estimates, in cycles of the
/// data-movement (RISC-V / NoC) clock. One core in isolation: contention with
/// other cores is not modelled.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Latency {
    /// Issue of a DRAM read to its first byte arriving.
    pub dram_read: u64,
    /// Issue of a DRAM write to its acknowledgement.
    pub dram_write: u64,
    /// Issue of an L1-to-L1 transfer (another core or this one) to completion
    /// of its first word.
    pub l1_transfer: u64,
    /// Bytes per cycle through the core's NoC port, per direction.
    pub noc_bytes_per_cycle: u64,
    /// Bytes per cycle one DRAM bank reads or writes (its share of the
    /// device's DRAM bandwidth); transfers to one bank queue behind each other.
    pub dram_bytes_per_cycle: u64,
    /// Cycles the RISC-V spends programming one transfer.
    pub issue: u64,
    /// A barrier, wait, pipe or semaphore operation that does not block.
    pub sync: u64,
    /// Per-tile cycles of the math unit.
    pub math: MathCycles,
}

/// Cycles per 32x32 tile of each kind of math operation.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MathCycles {
    pub copy: u64,
    /// add, sub, mul and the dst-to-dst binaries.
    pub eltwise: u64,
    pub matmul: u64,
    pub reduce: u64,
    pub transpose: u64,
    /// SFPU functions (`tile.unary`), fill, casts.
    pub unary: u64,
    pub pack: u64,
    /// tilize_block / untilize_block, per tile.
    pub tilize: u64,
}

impl Arch {
    /// A built-in target by name, or a target file by path.
    pub fn load(name_or_path: &str) -> Result<Self, ArchError> {
        load_description(name_or_path, BUILTIN, Self::from_toml)
    }

    /// Parses and validates a description; `origin` names it in errors.
    pub fn from_toml(text: &str, origin: &str) -> Result<Self, ArchError> {
        let mut arch: Arch = parse_toml(text, origin)?;
        arch.text = text.to_string();
        valid(arch.problems(), origin).map(|()| arch)
    }

    /// The description's text unless it is the built-in target of its
    /// name: what a module or manifest must carry so that every later
    /// stage (lowering, the simulator) uses this target and not the
    /// built-in one its name may also name.
    pub fn custom_text(&self) -> Option<&str> {
        let builtin = BUILTIN
            .iter()
            .any(|(name, text)| *name == self.name && *text == self.text);
        (!builtin).then_some(self.text.as_str())
    }

    /// Everything inconsistent in the description.
    pub fn problems(&self) -> Vec<String> {
        let mut problems = Vec::new();
        let mut require = |ok: bool, message: String| {
            if !ok {
                problems.push(message)
            }
        };
        require(
            self.grid.x > 0 && self.grid.y > 0,
            "grid dimensions must be positive".into(),
        );
        require(
            self.l1.usable_start < self.l1.usable_end && self.l1.usable_end <= self.l1.size,
            format!(
                "usable L1 range {:#x}..{:#x} must be non-empty and within the L1 size {:#x}",
                self.l1.usable_start, self.l1.usable_end, self.l1.size
            ),
        );
        require(
            self.dram.banks > 0,
            "there must be at least one DRAM bank".into(),
        );
        require(
            self.dram.bank_size > 0,
            "DRAM bank size must be positive".into(),
        );
        require(
            self.dst.slots_16bit > 0 && self.dst.slots_32bit > 0,
            "destination slot counts must be positive".into(),
        );
        for problem in self.tile.problems() {
            require(false, format!("tile: {problem}"));
        }
        for (what, value) in [
            ("noc.word_bytes", self.noc.word_bytes),
            ("noc.l1_alignment", self.noc.l1_alignment),
            ("noc.dram_alignment", self.noc.dram_alignment),
        ] {
            require(
                value.is_power_of_two(),
                format!("{what} ({value}) must be a power of two"),
            );
        }
        require(
            self.noc.max_burst_bytes >= self.noc.word_bytes
                && self.noc.max_burst_bytes.is_multiple_of(self.noc.word_bytes),
            format!(
                "noc.max_burst_bytes ({}) must be a positive multiple of noc.word_bytes ({})",
                self.noc.max_burst_bytes, self.noc.word_bytes
            ),
        );
        // Kernels or the firmware table of DRAM banks (docs/abi.md) take a
        // node's coordinates as the high word of its NoC addresses, and a
        // multicast rectangle's four fit above the local address.
        require(
            self.noc.addr_local_bits >= 32
                && u64::from(self.noc.addr_local_bits) + 4 * u64::from(self.noc.node_id_bits) <= 64,
            format!(
                "noc.addr_local_bits ({}) must be at least 32 and leave room for four coordinates of noc.node_id_bits ({}) in 64 bits",
                self.noc.addr_local_bits, self.noc.node_id_bits
            ),
        );
        require(
            self.latency.noc_bytes_per_cycle > 0,
            "latency.noc_bytes_per_cycle must be positive".into(),
        );
        require(
            self.latency.dram_bytes_per_cycle > 0,
            "latency.dram_bytes_per_cycle must be positive".into(),
        );
        if let Some(soc) = &self.soc {
            for problem in soc.problems((self.grid.x, self.grid.y), self.dram.banks) {
                require(false, problem);
            }
        }
        require(
            self.l1.usable_start.is_multiple_of(self.noc.l1_alignment),
            format!(
                "usable L1 start {:#x} must be aligned to noc.l1_alignment",
                self.l1.usable_start
            ),
        );
        problems
    }

    /// Destination slots available to a math object whose compute type is
    /// `element_bits` wide (8- and 16-bit types use the 16-bit count).
    pub fn dst_slots(&self, element_bits: u32) -> u32 {
        if element_bits > 16 {
            self.dst.slots_32bit
        } else {
            self.dst.slots_16bit
        }
    }

    pub fn usable_l1(&self) -> Range<u64> {
        self.l1.usable_start..self.l1.usable_end
    }
}

impl Target for Arch {
    fn name(&self) -> &str {
        &self.name
    }

    fn description(&self) -> String {
        self.description.clone()
    }

    fn family(&self) -> Family {
        Family::TensixGrid
    }

    /// L1 (the usable range between firmware regions) and DRAM.
    fn memory_map(&self) -> Vec<Region> {
        let l1 = self.l1;
        let mut map = Vec::new();
        if l1.usable_start > 0 {
            map.push(Region {
                name: "l1.firmware",
                kind: RegionKind::Reserved,
                base: 0,
                size: l1.usable_start,
                what: "firmware, mailboxes, kernel config buffer".into(),
            });
        }
        map.push(Region {
            name: "l1",
            kind: RegionKind::Local,
            base: l1.usable_start,
            size: l1.usable_end - l1.usable_start,
            what: "pipes, buffers and PTO tiles (l1-alloc, pto-alloc)".into(),
        });
        if l1.usable_end < l1.size {
            map.push(Region {
                name: "l1.top",
                kind: RegionKind::Reserved,
                base: l1.usable_end,
                size: l1.size - l1.usable_end,
                what: "above the usable range".into(),
            });
        }
        map.push(Region {
            name: "dram",
            kind: RegionKind::Global,
            base: 0,
            size: u64::from(self.dram.banks).saturating_mul(self.dram.bank_size),
            what: format!(
                "{} banks, page p of a buffer in bank p % {}",
                self.dram.banks, self.dram.banks
            ),
        });
        map
    }

    fn compute(&self) -> Compute {
        Compute::Grid {
            x: self.grid.x,
            y: self.grid.y,
        }
    }

    fn costs(&self) -> Vec<target::Cost> {
        let l = &self.latency;
        let m = &l.math;
        let mut costs = target::costs(
            "latency",
            "cycles",
            [
                ("dram_read", l.dram_read),
                ("dram_write", l.dram_write),
                ("l1_transfer", l.l1_transfer),
                ("issue", l.issue),
                ("sync", l.sync),
            ],
        );
        costs.extend(target::costs(
            "latency",
            "B/cycle",
            [
                ("noc_bytes_per_cycle", l.noc_bytes_per_cycle),
                ("dram_bytes_per_cycle", l.dram_bytes_per_cycle),
            ],
        ));
        costs.extend(target::costs(
            "latency.math",
            "cycles/tile",
            [
                ("copy", m.copy),
                ("eltwise", m.eltwise),
                ("matmul", m.matmul),
                ("reduce", m.reduce),
                ("transpose", m.transpose),
                ("unary", m.unary),
                ("pack", m.pack),
                ("tilize", m.tilize),
            ],
        ));
        costs
    }
}

/// Every built-in target, by family: what `tanto-opt --list-targets` shows.
pub fn builtin_targets() -> Result<Vec<Box<dyn Target>>, ArchError> {
    let mut targets: Vec<Box<dyn Target>> = Vec::new();
    for (name, _) in BUILTIN {
        targets.push(Box::new(Arch::load(name)?));
    }
    for (name, _) in crate::wse::BUILTIN {
        targets.push(Box::new(wse::Wse::builtin(name)?));
    }
    targets.push(Box::new(ztachip::Ztachip::load()?));
    for pto in pto::PtoTarget::ALL {
        targets.push(Box::new(pto));
    }
    Ok(targets)
}

/// A built-in description by name (`arch/<name>.toml`, compiled in), or a
/// description file by path (`*.toml`), parsed by `from_toml`.
pub(crate) fn load_description<T>(
    name_or_path: &str,
    builtin: &[(&str, &str)],
    from_toml: impl Fn(&str, &str) -> Result<T, ArchError>,
) -> Result<T, ArchError> {
    if let Some((_, text)) = builtin.iter().find(|(name, _)| *name == name_or_path) {
        return from_toml(text, &format!("arch/{name_or_path}.toml"));
    }
    let path = Path::new(name_or_path);
    if path.extension().is_some_and(|e| e == "toml") {
        let text = files::read_text(path).map_err(|source| ArchError::Read {
            origin: name_or_path.to_string(),
            source,
        })?;
        return from_toml(&text, name_or_path);
    }
    Err(ArchError::Unknown {
        name: name_or_path.to_string(),
        known: builtin
            .iter()
            .map(|(n, _)| *n)
            .collect::<Vec<_>>()
            .join(", "),
    })
}

/// `text` read as a description, a syntax error located in `origin`.
pub(crate) fn parse_toml<T: serde::de::DeserializeOwned>(
    text: &str,
    origin: &str,
) -> Result<T, ArchError> {
    toml::from_str(text).map_err(|e| {
        let (line, column) = e
            .span()
            .map(|s| line_column(text, s.start))
            .unwrap_or((1, 1));
        ArchError::Syntax {
            origin: origin.to_string(),
            line,
            column,
            message: e.message().to_string(),
        }
    })
}

/// Ok when a description has no `problems`; else they, naming `origin`.
pub(crate) fn valid(problems: Vec<String>, origin: &str) -> Result<(), ArchError> {
    if problems.is_empty() {
        Ok(())
    } else {
        Err(ArchError::Invalid {
            origin: origin.to_string(),
            problems,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_builtin_target_loads_and_validates() {
        for (name, _) in BUILTIN {
            let arch = Arch::load(name).unwrap();
            assert_eq!(&arch.name, name);
        }
    }

    #[test]
    fn wormhole_has_8_slots_for_16_bit_and_4_for_32_bit() {
        let arch = Arch::load("wormhole_b0").unwrap();
        assert_eq!(arch.dst_slots(16), 8);
        assert_eq!(arch.dst_slots(8), 8);
        assert_eq!(arch.dst_slots(32), 4);
    }

    #[test]
    fn unknown_name_lists_the_known_ones() {
        let error = Arch::load("grayskull").unwrap_err().to_string();
        assert!(error.contains("wormhole_b0, blackhole"), "{error}");
    }

    #[test]
    fn syntax_error_is_located() {
        let text = BUILTIN[0].1.replace("x = 8", "x = \"eight\"");
        match Arch::from_toml(&text, "bad.toml") {
            Err(ArchError::Syntax { line, .. }) => assert_eq!(line, 8),
            other => panic!("expected a syntax error, got {other:?}"),
        }
    }

    #[test]
    fn inconsistent_description_lists_every_problem() {
        let text = BUILTIN[0]
            .1
            .replace("usable_end = 1499136", "usable_end = 2000000")
            .replace("word_bytes = 32", "word_bytes = 24");
        let error = Arch::from_toml(&text, "bad.toml").unwrap_err().to_string();
        assert!(error.contains("within the L1 size"), "{error}");
        assert!(
            error.contains("noc.word_bytes (24) must be a power of two"),
            "{error}"
        );
    }
}
