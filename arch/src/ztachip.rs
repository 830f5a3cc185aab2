//! The ztachip target (`arch/ztachip.toml`): the PCORE array, the scratch
//! pad, the DDR window and the tensor engine's DMA, for the ztachip
//! frontend and the simulator's memory model.

use crate::target::{self, Compute, Cost, Family, Region, RegionKind, Target};
use crate::ArchError;
use serde::Deserialize;

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Ztachip {
    pub name: String,
    pub control: Control,
    pub pcore: Pcore,
    pub spu: Spu,
    pub scratch: Sized,
    pub ddr: Sized,
    pub dma: Dma,
    pub dtype: Vec<DataType>,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Control {
    pub isa: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Pcore {
    pub count: u32,
    pub threads: u32,
    pub vector_width: u32,
    pub private_words: u32,
    pub shared_words: u32,
    pub process_spaces: u32,
    pub word_bytes: u32,
    pub register_file_bytes: u32,
}

/// The stream processor: lookup tables with linear interpolation.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Spu {
    pub streams: u32,
    pub entries: u32,
    pub remainder_bits: u32,
    pub data_bits: u32,
}

impl Spu {
    /// 16-bit words of one stream's table: a (slope, value) pair per entry.
    pub fn table_words(&self) -> u32 {
        2 * self.entries
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Sized {
    pub bytes: u64,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Dma {
    pub word_bytes: u32,
    pub loop_levels: u32,
}

/// An element type of DDR and scratch-pad tensors.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DataType {
    pub name: String,
    pub code: u32,
    pub bytes: u32,
    pub signed: bool,
}

impl Ztachip {
    /// The target description shipped with Tanto.
    pub fn builtin() -> Result<Self, toml::de::Error> {
        toml::from_str(include_str!("../ztachip.toml"))
    }

    /// The built-in description, a syntax error located in its file.
    pub fn load() -> Result<Self, ArchError> {
        crate::parse_toml(include_str!("../ztachip.toml"), "arch/ztachip.toml")
    }

    /// Words of one PCORE's memory in one process space: every thread's
    /// private words, then the shared words.
    pub fn process_space_words(&self) -> u32 {
        self.pcore.threads * self.pcore.private_words + self.pcore.shared_words
    }

    /// Words of a PCORE's memory local in a device program: one process
    /// space, the stream processor's tables, then every thread's register
    /// file.
    pub fn pcore_local_words(&self) -> u32 {
        self.pcore_register_file_word()
            + self.pcore.threads * self.pcore.register_file_bytes.div_ceil(2)
    }

    /// The word of a PCORE memory local where thread 0's register file
    /// starts: after the process space and the stream processor's tables.
    pub fn pcore_register_file_word(&self) -> u32 {
        self.process_space_words() + self.spu.streams * self.spu.table_words()
    }

    /// A data type by name (`INT16`, also the guide's `DP_DATA_TYPE_INT16`).
    pub fn dtype(&self, name: &str) -> Option<&DataType> {
        let name = name.trim().trim_start_matches("DP_DATA_TYPE_");
        self.dtype
            .iter()
            .find(|d| d.name.eq_ignore_ascii_case(name))
    }
}

impl Target for Ztachip {
    fn name(&self) -> &str {
        &self.name
    }

    fn description(&self) -> String {
        format!(
            "ztachip: {} control core, {} PCOREs of {} threads, tensor-engine DMA",
            self.control.isa, self.pcore.count, self.pcore.threads
        )
    }

    fn family(&self) -> Family {
        Family::Ztachip
    }

    /// A PCORE's memory (in bytes of its words), the scratch pad and the
    /// DDR window: three address spaces, each from 0.
    fn memory_map(&self) -> Vec<Region> {
        let word = u64::from(self.pcore.word_bytes);
        vec![
            Region {
                name: "pcore",
                kind: RegionKind::Local,
                base: 0,
                size: u64::from(self.pcore_local_words()) * word,
                what: format!(
                    "one process space ({} threads x {} private words, {} shared), {} stream tables, then {} register files of {} B",
                    self.pcore.threads,
                    self.pcore.private_words,
                    self.pcore.shared_words,
                    self.spu.streams,
                    self.pcore.threads,
                    self.pcore.register_file_bytes
                ),
            },
            Region {
                name: "scratch",
                kind: RegionKind::Shared,
                base: 0,
                size: self.scratch.bytes,
                what: "the tensor engine's scratch pad".into(),
            },
            Region {
                name: "ddr",
                kind: RegionKind::Global,
                base: 0,
                size: self.ddr.bytes,
                what: "the tensor engine's DDR window".into(),
            },
        ]
    }

    fn compute(&self) -> Compute {
        Compute::Array {
            cores: self.pcore.count,
            threads: self.pcore.threads,
            vector_width: self.pcore.vector_width,
        }
    }

    fn costs(&self) -> Vec<Cost> {
        target::costs(
            "dma",
            "B/cycle",
            [("word_bytes", u64::from(self.dma.word_bytes))],
        )
    }
}

#[cfg(test)]
mod tests {
    use super::Ztachip;

    #[test]
    fn the_builtin_target_reads_and_names_its_types() {
        let target = Ztachip::builtin().expect("arch/ztachip.toml");
        assert_eq!(target.pcore.threads, 16);
        assert_eq!(target.dtype("DP_DATA_TYPE_UINT8").map(|d| d.bytes), Some(1));
        assert_eq!(target.dtype("int16").map(|d| d.code), Some(3));
        assert!(target.dtype("FLOAT8").is_none());
        assert_eq!(target.spu.table_words(), 256);
        assert_eq!(target.process_space_words(), 6144);
        assert_eq!(target.pcore_register_file_word(), 7168);
        // 16 threads of 292 bytes (146 words).
        assert_eq!(target.pcore_local_words(), 7168 + 16 * 146);
    }
}
