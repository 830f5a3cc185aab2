//! The device-program file (TOML): what the host creates and launches. Every
//! value keeps its byte span so errors point into the file.

use serde::Deserialize;
use std::collections::BTreeMap;
use toml::Spanned;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ProgramFile {
    pub name: Spanned<String>,
    /// A built-in architecture name or a target file (relative to this file).
    #[serde(default)]
    pub arch: Option<Spanned<String>>,
    #[serde(default, rename = "global")]
    pub globals: Vec<GlobalBuffer>,
    #[serde(default, rename = "local")]
    pub locals: Vec<LocalBuffer>,
    #[serde(default, rename = "pipe")]
    pub pipes: Vec<Pipe>,
    #[serde(default, rename = "semaphore")]
    pub semaphores: Vec<Semaphore>,
    #[serde(default, rename = "kernel")]
    pub kernels: Vec<Kernel>,
    /// The launches, in order; none: one launch of every kernel.
    #[serde(default, rename = "launch")]
    pub launches: Vec<Launch>,
}

/// One launch of the program: the kernels that run together. Launches run
/// one after the other; locals and globals keep their contents between
/// them, pipes and semaphores start afresh.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Launch {
    pub kernels: Spanned<Vec<Spanned<String>>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GlobalBuffer {
    pub name: Spanned<String>,
    /// The element type; `dtype` is another spelling.
    #[serde(rename = "type", alias = "dtype")]
    pub element: Spanned<String>,
    pub elements: Spanned<i64>,
    /// Elements per page, a power of two.
    pub page: Spanned<i64>,
    /// `input`, `output` or `inout`: what the host writes before launch and
    /// reads back after. Absent: scratch.
    #[serde(default)]
    pub io: Option<Spanned<String>>,
    /// How the host lays out an array it writes or reads: `tiles`
    /// (tilized: 32x32 tiles of 16x16 faces, tile-major) or `row_major`.
    #[serde(default)]
    pub layout: Option<Spanned<String>>,
    /// The logical shape of the host's array.
    #[serde(default)]
    pub shape: Option<Spanned<Vec<i64>>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LocalBuffer {
    pub name: Spanned<String>,
    /// The element type; `dtype` is another spelling.
    #[serde(rename = "type", alias = "dtype")]
    pub element: Spanned<String>,
    pub elements: Spanned<i64>,
    pub cores: Spanned<Cores>,
    /// `input`: the host writes the same values into it on every core of
    /// `cores` before launch; `output`: the host reads every core's after
    /// the last launch; `inout`: both. Absent: zero-filled.
    #[serde(default)]
    pub io: Option<Spanned<String>>,
    /// As for a global buffer.
    #[serde(default)]
    pub layout: Option<Spanned<String>>,
    #[serde(default)]
    pub shape: Option<Spanned<Vec<i64>>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Pipe {
    pub name: Spanned<String>,
    /// The element type; `dtype` is another spelling.
    #[serde(rename = "type", alias = "dtype")]
    pub element: Spanned<String>,
    /// The kernels' frame size in tiles until they call `set_frame` (the
    /// host API's `frame_size`).
    pub frame: Spanned<i64>,
    /// How many tiles the pipe holds (the host API's `size`).
    #[serde(default)]
    pub size: Option<Spanned<i64>>,
    /// Or, how many frames of `frame` tiles it holds.
    #[serde(default)]
    pub frames: Option<Spanned<i64>>,
    pub cores: Spanned<Cores>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Semaphore {
    pub name: Spanned<String>,
    #[serde(default)]
    pub initial: Option<Spanned<i64>>,
    pub cores: Spanned<Cores>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Kernel {
    pub name: Spanned<String>,
    /// The kernel source, relative to this file: a Tanto kernel, or a PTO
    /// file (`.pto`).
    pub source: Spanned<String>,
    /// The function of a PTO file that is the kernel (default: the kernel's
    /// name).
    #[serde(default)]
    pub function: Option<Spanned<String>>,
    #[serde(default)]
    pub mode: Option<Spanned<String>>,
    /// A PTO kernel's core type, `cube` or `vector`: it selects its
    /// `pto.section.cube` / `pto.section.vector` code.
    #[serde(default)]
    pub kind: Option<Spanned<String>>,
    pub cores: Spanned<Cores>,
    /// `-D` definitions.
    #[serde(default)]
    pub defines: BTreeMap<String, Spanned<toml::Value>>,
    /// `-P` values, by parameter number.
    #[serde(default)]
    pub params: Vec<Spanned<toml::Value>>,
    /// A ztachip kernel's C entry `function`'s arguments, 32 bits each
    /// (ztachip's apps take DDR addresses and sizes).
    #[serde(default)]
    pub arguments: Vec<Spanned<i64>>,
    /// Kernel arguments by parameter name: a resource name, or a known value.
    #[serde(default)]
    pub args: BTreeMap<Spanned<String>, Spanned<ArgValue>>,
    /// Per-core values by parameter name: an integer expression over `x`,
    /// `y`, `index` and `count` (see `per_core.rs`).
    #[serde(default)]
    pub per_core: BTreeMap<Spanned<String>, Spanned<String>>,
}

/// One core range (`"x,y"` or `"x0,y0-x1,y1"`) or several.
#[derive(Debug, Deserialize)]
#[serde(untagged)]
pub enum Cores {
    One(String),
    Many(Vec<String>),
}

impl Cores {
    pub fn ranges(&self) -> Vec<&str> {
        match self {
            Cores::One(r) => vec![r.as_str()],
            Cores::Many(rs) => rs.iter().map(String::as_str).collect(),
        }
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
pub enum ArgValue {
    Int(i64),
    Float(f64),
    Bool(bool),
    Resource(String),
}
