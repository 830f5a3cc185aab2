//! Cerebras wafer-scale targets (`arch/wse2.toml`, `arch/wse3.toml`): the PE
//! mesh's memory, colors, CE queues, task id space and the cycle costs the
//! simulator's fabric model and CSL lowering read.

use crate::target::{self, Compute, Cost, Family, Region, RegionKind, Target};
use crate::ArchError;
use serde::Deserialize;
use std::ops::RangeInclusive;

/// The built-in wafer-scale targets, by name.
pub const BUILTIN: &[(&str, &str)] = &[
    ("wse2", include_str!("../wse2.toml")),
    ("wse3", include_str!("../wse3.toml")),
];

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Wse {
    pub name: String,
    pub description: String,
    pub pe: Pe,
    pub fabric: FabricSize,
    pub queues: Queues,
    pub tasks: Tasks,
    pub cycles: Cycles,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Pe {
    pub memory_bytes: u32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FabricSize {
    /// Routable colors: `0..colors`.
    pub colors: u8,
    pub max_width: u32,
    pub max_height: u32,
}

/// Depths in wavelets, indexed by queue id.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Queues {
    pub input_depths: Vec<u32>,
    pub output_depths: Vec<u32>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Tasks {
    /// Task ids: `0..ids`.
    pub ids: u8,
    pub local_ids: IdRange,
    pub control_ids: IdRange,
    pub data_task_ids: DataTaskIds,
}

/// Inclusive.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct IdRange {
    pub first: u8,
    pub last: u8,
}

impl IdRange {
    pub fn contains(self, id: u8) -> bool {
        (self.first..=self.last).contains(&id)
    }

    pub fn range(self) -> RangeInclusive<u8> {
        self.first..=self.last
    }
}

/// What a data task's id is the number of.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DataTaskIds {
    /// WSE-2: the color whose wavelets trigger the task.
    Color,
    /// WSE-3: the input queue, itself tied to a color.
    InputQueue,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Cycles {
    pub hop: u64,
    pub ramp: u64,
    pub task_switch: u64,
    pub simd: SimdWidths,
}

/// Elements per cycle of each DSD operation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SimdWidths {
    pub fadds: u64,
    pub fmacs: u64,
    pub fmovs: u64,
    pub mov32: u64,
    pub mov16: u64,
    pub faddh: u64,
}

/// A DSD operation with a cost in [`SimdWidths`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DsdOp {
    Fadds,
    Fmacs,
    Fmovs,
    Mov32,
    Mov16,
    Faddh,
}

impl DsdOp {
    /// Every class, in the order of their codes (`tanto_rt_csl_dsd`'s first
    /// argument, docs/abi.md).
    pub const ALL: [DsdOp; 6] = [
        DsdOp::Fadds,
        DsdOp::Fmacs,
        DsdOp::Fmovs,
        DsdOp::Mov32,
        DsdOp::Mov16,
        DsdOp::Faddh,
    ];

    /// Its name in `[cycles.simd]` and in `fabric.dsd_begin`'s `class`.
    pub fn name(self) -> &'static str {
        match self {
            DsdOp::Fadds => "fadds",
            DsdOp::Fmacs => "fmacs",
            DsdOp::Fmovs => "fmovs",
            DsdOp::Mov32 => "mov32",
            DsdOp::Mov16 => "mov16",
            DsdOp::Faddh => "faddh",
        }
    }

    pub fn from_name(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|op| op.name() == name)
    }

    /// Its code: its place in [`DsdOp::ALL`].
    pub fn code(self) -> u32 {
        Self::ALL.iter().position(|op| *op == self).unwrap_or(0) as u32
    }

    pub fn from_code(code: u32) -> Option<Self> {
        Self::ALL.get(code as usize).copied()
    }
}

impl SimdWidths {
    pub fn width(&self, op: DsdOp) -> u64 {
        match op {
            DsdOp::Fadds => self.fadds,
            DsdOp::Fmacs => self.fmacs,
            DsdOp::Fmovs => self.fmovs,
            DsdOp::Mov32 => self.mov32,
            DsdOp::Mov16 => self.mov16,
            DsdOp::Faddh => self.faddh,
        }
    }

    fn all(&self) -> [(&'static str, u64); 6] {
        [
            ("fadds", self.fadds),
            ("fmacs", self.fmacs),
            ("fmovs", self.fmovs),
            ("mov32", self.mov32),
            ("mov16", self.mov16),
            ("faddh", self.faddh),
        ]
    }
}

impl Wse {
    /// A built-in target: `wse2` or `wse3`.
    pub fn builtin(name: &str) -> Result<Self, ArchError> {
        match BUILTIN.iter().find(|(known, _)| *known == name) {
            Some((_, text)) => Self::from_toml(text, &format!("arch/{name}.toml")),
            None => Err(ArchError::Unknown {
                name: name.to_string(),
                known: BUILTIN
                    .iter()
                    .map(|(n, _)| *n)
                    .collect::<Vec<_>>()
                    .join(", "),
            }),
        }
    }

    /// A built-in target by name, or a target file by path.
    pub fn load(name_or_path: &str) -> Result<Self, ArchError> {
        crate::load_description(name_or_path, BUILTIN, Self::from_toml)
    }

    /// Parses and validates a description; `origin` names it in errors.
    pub fn from_toml(text: &str, origin: &str) -> Result<Self, ArchError> {
        let wse: Wse = crate::parse_toml(text, origin)?;
        crate::valid(wse.problems(), origin).map(|()| wse)
    }

    /// Everything inconsistent in the description.
    pub fn problems(&self) -> Vec<String> {
        let mut problems = Vec::new();
        let mut require = |ok: bool, message: String| {
            if !ok {
                problems.push(message)
            }
        };
        let tasks = &self.tasks;
        require(
            self.pe.memory_bytes > 0,
            "pe.memory_bytes must be positive".into(),
        );
        require(
            self.fabric.colors > 0,
            "fabric.colors must be positive".into(),
        );
        require(
            self.fabric.max_width > 0 && self.fabric.max_height > 0,
            "fabric.max_width and fabric.max_height must be positive".into(),
        );
        for (what, depths) in [
            ("queues.input_depths", &self.queues.input_depths),
            ("queues.output_depths", &self.queues.output_depths),
        ] {
            require(
                !depths.is_empty() && depths.iter().all(|&d| d > 0),
                format!("{what} must list at least one queue, each of positive depth"),
            );
        }
        for (what, range) in [
            ("tasks.local_ids", tasks.local_ids),
            ("tasks.control_ids", tasks.control_ids),
        ] {
            require(
                range.first <= range.last && range.last < tasks.ids,
                format!(
                    "{what} {}..={} must be a non-empty range below tasks.ids ({})",
                    range.first, range.last, tasks.ids
                ),
            );
        }
        let data_ids = self.data_task_id_count();
        require(
            data_ids <= usize::from(tasks.ids),
            format!(
                "the {data_ids} data task ids ({:?}) do not fit in tasks.ids ({})",
                tasks.data_task_ids, tasks.ids
            ),
        );
        for (what, value) in [
            ("cycles.hop", self.cycles.hop),
            ("cycles.ramp", self.cycles.ramp),
        ]
        .into_iter()
        .chain(self.cycles.simd.all())
        {
            require(value > 0, format!("{what} must be positive"));
        }
        problems
    }

    /// How many task ids a data task can have: one per color or per input
    /// queue.
    pub fn data_task_id_count(&self) -> usize {
        match self.tasks.data_task_ids {
            DataTaskIds::Color => usize::from(self.fabric.colors),
            DataTaskIds::InputQueue => self.queues.input_depths.len(),
        }
    }

    /// Cycles of a DSD operation over `elements` elements.
    pub fn dsd_cycles(&self, op: DsdOp, elements: u64) -> u64 {
        elements.div_ceil(self.cycles.simd.width(op).max(1))
    }
}

impl Target for Wse {
    fn name(&self) -> &str {
        &self.name
    }

    fn description(&self) -> String {
        self.description.clone()
    }

    fn family(&self) -> Family {
        Family::WaferScale
    }

    fn memory_map(&self) -> Vec<Region> {
        vec![Region {
            name: "pe",
            kind: RegionKind::Local,
            base: 0,
            size: u64::from(self.pe.memory_bytes),
            what: "one PE's code and data".into(),
        }]
    }

    fn compute(&self) -> Compute {
        Compute::Fabric {
            max_width: self.fabric.max_width,
            max_height: self.fabric.max_height,
        }
    }

    fn costs(&self) -> Vec<Cost> {
        let c = &self.cycles;
        let mut costs = target::costs(
            "cycles",
            "cycles",
            [
                ("hop", c.hop),
                ("ramp", c.ramp),
                ("task_switch", c.task_switch),
            ],
        );
        costs.extend(target::costs("cycles.simd", "elements/cycle", c.simd.all()));
        costs
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_builtin_targets_load_with_48_kib_and_24_colors() {
        for (name, _) in BUILTIN {
            let wse = Wse::builtin(name).unwrap();
            assert_eq!(&wse.name, name);
            assert_eq!(wse.pe.memory_bytes, 48 * 1024);
            assert_eq!(wse.fabric.colors, 24);
            assert_eq!(wse.queues.input_depths.len(), 8);
            assert_eq!(wse.tasks.ids, 64);
            assert_eq!(wse.tasks.control_ids.range(), 0..=63);
            assert_eq!(wse.cycles.hop, 1);
        }
    }

    #[test]
    fn wse2_data_tasks_are_colors_and_local_ids_start_at_0() {
        let wse = Wse::builtin("wse2").unwrap();
        assert_eq!(wse.tasks.data_task_ids, DataTaskIds::Color);
        assert_eq!(wse.tasks.local_ids.range(), 0..=30);
        assert_eq!(wse.queues.input_depths, [6, 6, 4, 4, 2, 2, 2, 2]);
        assert_eq!(wse.queues.output_depths, [2, 2, 6, 6, 2, 2]);
        assert_eq!(wse.data_task_id_count(), 24);
    }

    #[test]
    fn wse3_data_tasks_are_queues_and_local_ids_start_at_8() {
        let wse = Wse::builtin("wse3").unwrap();
        assert_eq!(wse.tasks.data_task_ids, DataTaskIds::InputQueue);
        assert_eq!(wse.tasks.local_ids.range(), 8..=30);
        assert!(!wse.tasks.local_ids.contains(7));
        assert_eq!(wse.queues.output_depths, [8; 8]);
        assert_eq!(wse.data_task_id_count(), 8);
    }

    #[test]
    fn wse3_simd_is_twice_wse2() {
        let wse2 = Wse::builtin("wse2").unwrap();
        let wse3 = Wse::builtin("wse3").unwrap();
        for op in [
            DsdOp::Fadds,
            DsdOp::Fmacs,
            DsdOp::Fmovs,
            DsdOp::Mov32,
            DsdOp::Mov16,
            DsdOp::Faddh,
        ] {
            assert_eq!(
                wse3.cycles.simd.width(op),
                2 * wse2.cycles.simd.width(op),
                "{op:?}"
            );
        }
        // 5 f32 adds at 2 per cycle take 3 cycles; 16-bit at 4 per cycle, 2.
        assert_eq!(wse2.dsd_cycles(DsdOp::Fadds, 5), 3);
        assert_eq!(wse2.dsd_cycles(DsdOp::Faddh, 5), 2);
    }

    #[test]
    fn unknown_name_lists_wse2_and_wse3() {
        let error = Wse::builtin("wse1").unwrap_err().to_string();
        assert!(error.contains("wse2, wse3"), "{error}");
    }

    #[test]
    fn local_range_past_the_id_space_is_reported() {
        let text = BUILTIN[0].1.replace(
            "local_ids = { first = 0, last = 30 }",
            "local_ids = { first = 0, last = 64 }",
        );
        let error = Wse::from_toml(&text, "bad.toml").unwrap_err().to_string();
        assert!(error.contains("tasks.local_ids 0..=64"), "{error}");
    }

    #[test]
    fn unknown_field_is_a_located_syntax_error() {
        let text = BUILTIN[1].1.replace("hop = 1", "hops = 1");
        match Wse::from_toml(&text, "bad.toml") {
            Err(ArchError::Syntax { message, .. }) => {
                assert!(message.contains("hops"), "{message}")
            }
            other => panic!("expected a syntax error, got {other:?}"),
        }
    }
}

/// How a value that `<simprint>` prints or `<debug>` traces is written:
/// `fabric.print` / `fabric.trace`'s `format`, and its code in
/// `tanto_rt_csl_print` / `tanto_rt_csl_trace` (docs/abi.md).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LogFormat {
    /// One byte of a comptime string.
    Char,
    /// The end of a traced string (its bytes came as `Char`s).
    StringEnd,
    U16,
    I16,
    U32,
    I32,
    U16Hex,
    U32Hex,
    /// The value's f32 bits.
    F32,
    /// The value's f16 bits in its low half.
    F16,
    Bool,
    /// The PE's cycle counter when the call ran (the value is unused).
    Timestamp,
}

impl LogFormat {
    /// Every format, in the order of their codes.
    pub const ALL: [LogFormat; 12] = [
        LogFormat::Char,
        LogFormat::StringEnd,
        LogFormat::U16,
        LogFormat::I16,
        LogFormat::U32,
        LogFormat::I32,
        LogFormat::U16Hex,
        LogFormat::U32Hex,
        LogFormat::F32,
        LogFormat::F16,
        LogFormat::Bool,
        LogFormat::Timestamp,
    ];

    /// Its name in the ops' `format` attribute.
    pub fn name(self) -> &'static str {
        match self {
            LogFormat::Char => "char",
            LogFormat::StringEnd => "string_end",
            LogFormat::U16 => "u16",
            LogFormat::I16 => "i16",
            LogFormat::U32 => "u32",
            LogFormat::I32 => "i32",
            LogFormat::U16Hex => "u16_hex",
            LogFormat::U32Hex => "u32_hex",
            LogFormat::F32 => "f32",
            LogFormat::F16 => "f16",
            LogFormat::Bool => "bool",
            LogFormat::Timestamp => "timestamp",
        }
    }

    pub fn from_name(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|f| f.name() == name)
    }

    /// Its code: its place in [`LogFormat::ALL`].
    pub fn code(self) -> u32 {
        Self::ALL.iter().position(|f| *f == self).unwrap_or(0) as u32
    }

    pub fn from_code(code: u32) -> Option<Self> {
        Self::ALL.get(code as usize).copied()
    }

    /// `word` written as this format prints it (a number; `Char`,
    /// `StringEnd` and `Timestamp` are the caller's to handle).
    pub fn render(self, word: u32) -> String {
        match self {
            LogFormat::Char => char::from(word as u8).to_string(),
            LogFormat::StringEnd | LogFormat::Timestamp => String::new(),
            LogFormat::U16 => (word as u16).to_string(),
            LogFormat::I16 => (word as u16 as i16).to_string(),
            LogFormat::U32 => word.to_string(),
            LogFormat::I32 => (word as i32).to_string(),
            LogFormat::U16Hex => format!("0x{:04x}", word as u16),
            LogFormat::U32Hex => format!("0x{word:08x}"),
            LogFormat::F32 => f32::from_bits(word).to_string(),
            LogFormat::F16 => f16_to_f32(word as u16).to_string(),
            LogFormat::Bool => (word != 0).to_string(),
        }
    }
}

/// An IEEE binary16 value, widened exactly.
fn f16_to_f32(bits: u16) -> f32 {
    let sign = if bits & 0x8000 != 0 { -1.0 } else { 1.0 };
    let exponent = i32::from((bits >> 10) & 0x1f);
    let fraction = f32::from(bits & 0x3ff);
    sign * match exponent {
        0 => fraction * 2f32.powi(-24),
        31 if fraction == 0.0 => f32::INFINITY,
        31 => f32::NAN,
        e => (1.0 + fraction / 1024.0) * 2f32.powi(e - 15),
    }
}

/// The hardware PRNG behind `@random16` (csl-builtins: an LFSR with
/// polynomial x^23 + x^18 + 1, seeded 0xdeadbeef, advanced 128 steps after
/// every use). Its low 16 bits are the value read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Random16 {
    state: u32,
}

impl Default for Random16 {
    fn default() -> Self {
        Random16 {
            state: 0xdead_beef & Self::MASK,
        }
    }
}

impl Random16 {
    const MASK: u32 = (1 << 23) - 1;

    /// The value read now; the state then moves on 128 steps.
    pub fn read(&mut self) -> u16 {
        let value = self.state as u16;
        for _ in 0..128 {
            // Taps at bits 23 and 18 (1-based) of a Fibonacci LFSR.
            let bit = ((self.state >> 22) ^ (self.state >> 17)) & 1;
            self.state = ((self.state << 1) | bit) & Self::MASK;
        }
        value
    }
}

/// The word that names `<debug>` trace buffer `key` at run time
/// (`tanto_rt_csl_trace`'s first argument): its 32-bit FNV-1a hash, which
/// the host's reader computes again from the key it is given.
pub fn trace_key_hash(key: &str) -> u32 {
    key.bytes().fold(0x811c_9dc5, |hash: u32, byte| {
        (hash ^ u32::from(byte)).wrapping_mul(0x0100_0193)
    })
}

#[cfg(test)]
mod library_tests {
    use super::*;

    #[test]
    fn trace_keys_hash_as_fnv1a() {
        // FNV-1a's published test vectors.
        assert_eq!(trace_key_hash(""), 0x811c_9dc5);
        assert_eq!(trace_key_hash("a"), 0xe40c_292c);
        assert_eq!(trace_key_hash("foobar"), 0xbf9c_f968);
    }

    #[test]
    fn log_formats_round_trip_and_render() {
        for format in LogFormat::ALL {
            assert_eq!(LogFormat::from_code(format.code()), Some(format));
            assert_eq!(LogFormat::from_name(format.name()), Some(format));
        }
        assert_eq!(LogFormat::I32.render(u32::MAX), "-1");
        assert_eq!(LogFormat::U16Hex.render(0xbeef), "0xbeef");
        assert_eq!(LogFormat::F16.render(0x3e00), "1.5");
        assert_eq!(LogFormat::F32.render(2.5f32.to_bits()), "2.5");
    }

    #[test]
    fn the_prng_reads_its_state_then_steps_128_times() {
        let mut prng = Random16::default();
        // 0xdeadbeef in 23 bits is 0x2dbeef: the first read is its low half.
        assert_eq!(prng.read(), 0xbeef);
        let mut state: u32 = 0x2d_beef;
        for _ in 0..128 {
            let bit = ((state >> 22) ^ (state >> 17)) & 1;
            state = ((state << 1) | bit) & 0x7f_ffff;
        }
        assert_eq!(prng.read(), state as u16);
    }
}
