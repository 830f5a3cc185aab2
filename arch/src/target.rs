//! One interface over the four kinds of target: a Tensix grid (`Arch`), a
//! Cerebras wafer (`wse::Wse`), ztachip (`ztachip::Ztachip`) and a PTO
//! instruction set (`pto::PtoTarget`). Each keeps its own typed description for the facts only
//! its frontend, lowering and simulator model use (NoC address bits, colors
//! and task ids, PCORE threads); the [`Target`] trait answers what every
//! user asks of any of them: its name and which flag selects it, the memory
//! a core sees, how the cores are laid out, and its cost numbers.

use std::ops::Range;

/// What a target is, and how a tool is told to use it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Family {
    /// A grid of Tensix cores: Tanto kernels and device programs.
    TensixGrid,
    /// A wafer-scale mesh of PEs: CSL programs.
    WaferScale,
    /// ztachip: tensor programs and PCORE kernels.
    Ztachip,
    /// A PTO instruction set: PTO kernels.
    Pto,
}

impl Family {
    pub fn name(self) -> &'static str {
        match self {
            Family::TensixGrid => "tensix grid",
            Family::WaferScale => "wafer-scale fabric",
            Family::Ztachip => "ztachip",
            Family::Pto => "pto isa",
        }
    }

    /// The command-line option that selects a target of this family.
    pub fn option(self) -> &'static str {
        match self {
            Family::TensixGrid => "--arch",
            Family::WaferScale => "--fabric-arch",
            Family::Ztachip => "built in",
            Family::Pto => "--pto-arch",
        }
    }
}

/// What a region of a core's memory is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RegionKind {
    /// The core's own memory that the compiler places data in.
    Local,
    /// Part of the core's memory the compiler must leave alone (firmware).
    Reserved,
    /// Memory next to the cores, shared by them (a scratch pad).
    Shared,
    /// Device memory reached by transfers (DRAM, DDR).
    Global,
}

impl RegionKind {
    pub fn name(self) -> &'static str {
        match self {
            RegionKind::Local => "local",
            RegionKind::Reserved => "reserved",
            RegionKind::Shared => "shared",
            RegionKind::Global => "global",
        }
    }
}

/// A range of addresses in one address space, in bytes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Region {
    pub name: &'static str,
    pub kind: RegionKind,
    pub base: u64,
    pub size: u64,
    pub what: String,
}

impl Region {
    pub fn range(&self) -> Range<u64> {
        self.base..self.base.saturating_add(self.size)
    }
}

/// How a target's cores are laid out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Compute {
    /// A fixed `x` by `y` grid of cores, each with its own memory.
    Grid { x: u32, y: u32 },
    /// A mesh of PEs a program takes a rectangle of, up to this size.
    Fabric { max_width: u32, max_height: u32 },
    /// An array of SIMD cores with hardware threads, behind a control core.
    Array {
        cores: u32,
        threads: u32,
        vector_width: u32,
    },
    /// One core of the instruction set; its tiles live in the L1 of the
    /// `--arch` target the kernel runs on.
    SingleCore,
}

impl Compute {
    /// The largest rectangle of cores a program may use (x, y), where
    /// cores are addressed by coordinates.
    pub fn extent(&self) -> Option<(u32, u32)> {
        match *self {
            Compute::Grid { x, y } => Some((x, y)),
            Compute::Fabric {
                max_width,
                max_height,
            } => Some((max_width, max_height)),
            Compute::Array { .. } | Compute::SingleCore => None,
        }
    }

    /// Whether a `width` x `height` rectangle of cores, at least 1 x 1,
    /// fits in the extent.
    pub fn fits(&self, width: u32, height: u32) -> bool {
        width > 0 && height > 0 && self.has_core(width - 1, height - 1)
    }

    /// Whether the core at (x, y) exists.
    pub fn has_core(&self, x: u32, y: u32) -> bool {
        self.extent().is_some_and(|(w, h)| x < w && y < h)
    }

    fn describe(&self) -> String {
        match *self {
            Compute::Grid { x, y } => format!("grid of {x}x{y} cores"),
            Compute::Fabric {
                max_width,
                max_height,
            } => format!("fabric of up to {max_width}x{max_height} PEs"),
            Compute::Array {
                cores,
                threads,
                vector_width,
            } => format!(
                "array of {cores} cores, {threads} threads each, {vector_width}-lane vectors"
            ),
            Compute::SingleCore => "one core; tiles in the --arch target's L1".into(),
        }
    }
}

/// One number of a target's cost model.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cost {
    /// Its key in the target file (`latency.dram_read`, `cycles.simd.fadds`).
    pub name: String,
    pub value: u64,
    pub unit: &'static str,
}

/// The questions every kind of target answers.
pub trait Target {
    /// The name its option takes (`wormhole_b0`, `wse3`, `a5`).
    fn name(&self) -> &str;
    /// One line for people.
    fn description(&self) -> String;
    fn family(&self) -> Family;
    /// The memory one core sees, region by region.
    fn memory_map(&self) -> Vec<Region>;
    fn compute(&self) -> Compute;
    /// Its cycle and bandwidth numbers, as its target file names them.
    fn costs(&self) -> Vec<Cost>;

    /// The range of a core's memory that the compiler places data in (its
    /// first [`RegionKind::Local`] region), if the target has its own.
    fn local_memory(&self) -> Option<Range<u64>> {
        self.memory_map()
            .into_iter()
            .find(|region| region.kind == RegionKind::Local)
            .map(|region| region.range())
    }
}

/// A target as text: a header line, then its compute layout, memory map
/// and costs, indented.
pub fn describe(target: &dyn Target) -> String {
    let family = target.family();
    let mut text = format!(
        "{} ({}, {}): {}\n  compute: {}\n",
        target.name(),
        family.name(),
        family.option(),
        target.description(),
        target.compute().describe()
    );
    for region in target.memory_map() {
        let range = region.range();
        text.push_str(&format!(
            "  memory:  {:<12} {:<8} {:#x}..{:#x} ({}): {}\n",
            region.name,
            region.kind.name(),
            range.start,
            range.end,
            show_size(region.size),
            region.what
        ));
    }
    let costs = target.costs();
    if !costs.is_empty() {
        let list: Vec<String> = costs
            .iter()
            .map(|c| format!("{} = {} {}", c.name, c.value, c.unit))
            .collect();
        text.push_str(&format!("  costs:   {}\n", list.join(", ")));
    }
    text
}

fn show_size(bytes: u64) -> String {
    match bytes {
        b if b >= 1 << 30 && b.is_multiple_of(1 << 30) => format!("{} GiB", b >> 30),
        b if b >= 1 << 20 && b.is_multiple_of(1 << 20) => format!("{} MiB", b >> 20),
        b if b >= 1 << 10 && b.is_multiple_of(1 << 10) => format!("{} KiB", b >> 10),
        b => format!("{b} B"),
    }
}

/// `name = value unit` entries of a cost table.
pub(crate) fn costs<'a>(
    prefix: &str,
    unit: &'static str,
    entries: impl IntoIterator<Item = (&'a str, u64)>,
) -> Vec<Cost> {
    entries
        .into_iter()
        .map(|(name, value)| Cost {
            name: format!("{prefix}.{name}"),
            value,
            unit,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_family_has_a_builtin_target_and_names_are_unique() {
        let targets = crate::builtin_targets().expect("built-in targets load");
        let mut names: Vec<&str> = targets.iter().map(|t| t.name()).collect();
        for family in [
            Family::TensixGrid,
            Family::WaferScale,
            Family::Ztachip,
            Family::Pto,
        ] {
            assert!(targets.iter().any(|t| t.family() == family), "{family:?}");
        }
        names.sort_unstable();
        let count = names.len();
        names.dedup();
        assert_eq!(names.len(), count, "duplicate target names");
    }

    #[test]
    fn regions_of_one_address_space_do_not_overlap() {
        for target in crate::builtin_targets().expect("built-in targets load") {
            let map = target.memory_map();
            let core: Vec<&Region> = map
                .iter()
                .filter(|r| matches!(r.kind, RegionKind::Local | RegionKind::Reserved))
                .collect();
            for (i, a) in core.iter().enumerate() {
                assert!(a.size > 0, "{}: {} is empty", target.name(), a.name);
                for b in &core[i + 1..] {
                    let (a, b) = (a.range(), b.range());
                    assert!(
                        a.end <= b.start || b.end <= a.start,
                        "{}: {a:?} and {b:?} overlap",
                        target.name()
                    );
                }
            }
        }
    }

    #[test]
    fn a_grid_has_the_cores_inside_its_extent_only() {
        let grid = Compute::Grid { x: 8, y: 2 };
        assert!(grid.has_core(7, 1));
        assert!(!grid.has_core(8, 0));
        assert!(!grid.has_core(0, 2));
        assert!(!Compute::SingleCore.has_core(0, 0));
        assert!(grid.fits(8, 2) && grid.fits(1, 1));
        assert!(!grid.fits(9, 1) && !grid.fits(0, 2));
    }

    #[test]
    fn sizes_show_in_the_largest_whole_unit() {
        assert_eq!(show_size(1 << 30), "1 GiB");
        assert_eq!(show_size(1536 << 10), "1536 KiB");
        assert_eq!(show_size(102400), "100 KiB");
        assert_eq!(show_size(1000), "1000 B");
    }
}
