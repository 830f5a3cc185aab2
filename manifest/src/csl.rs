//! `csl.json`: what `tanto-translate layout.csl --emit=obj -o dir` writes
//! next to the PE programs' objects, and what the host side needs to run
//! them: the rectangle, each program's PEs and object, the routes of every
//! color, and the names the host reads, writes and launches.

use serde::{Deserialize, Serialize};

/// Version of the format; bumped when a field changes meaning.
pub const CSL_MANIFEST_VERSION: u32 = 1;

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct CslManifest {
    pub version: u32,
    /// The layout file, as given.
    pub layout: String,
    /// `wse2` or `wse3` (the target file's name).
    pub arch: String,
    pub target: String,
    pub width: u16,
    pub height: u16,
    pub programs: Vec<CslProgram>,
    pub routes: Vec<CslRoute>,
    pub exports: Vec<CslExport>,
    /// The memcpy library's streaming colors: `MEMCPYH2D_1` ... (host to
    /// PEs, wavelets into each PE's input) and `MEMCPYD2H_1` ... (PEs to
    /// host), with their colors.
    #[serde(default)]
    pub streams: Vec<(String, u16)>,
    /// Colors whose route control wavelets switch (`.switches` of a color
    /// config).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub switches: Vec<CslSwitch>,
    /// Colors whose wavelets to the CE pass a range filter (`.filter`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub filters: Vec<CslFilter>,
    /// Colors whose wavelets to the CE pass a counter filter.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub counter_filters: Vec<CslCounterFilter>,
}

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct CslProgram {
    pub name: String,
    /// The PE file, as the layout names it.
    pub file: String,
    /// The object file, relative to the manifest.
    pub object: String,
    pub bytes: usize,
    /// The PEs that run it, (x, y).
    pub pes: Vec<(u16, u16)>,
    /// Host name to the program's symbol (`@export_symbol`).
    pub symbols: Vec<(String, String)>,
    /// Its task bindings.
    #[serde(default)]
    pub tasks: Vec<CslTask>,
    /// Task IDs (or colors) blocked when it starts.
    #[serde(default)]
    pub blocked: Vec<u16>,
    /// Local task IDs activated at comptime: they run when it starts.
    #[serde(default)]
    pub activated: Vec<u16>,
    /// Input queues tied to colors, (queue, color): `@initialize_queue`
    /// and the fabin DSDs that name a queue.
    #[serde(default)]
    pub queues: Vec<(u16, u16)>,
}

/// `@bind_local_task(task, id)` and the like: the task's function, its
/// kind (`local`, `data` or `control`) and ID.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
pub struct CslTask {
    pub function: String,
    pub kind: String,
    pub id: u16,
    /// Parameters of a data task: one takes the whole 32-bit payload, two
    /// take its low and high halves.
    #[serde(default)]
    pub params: u8,
}

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
pub struct CslRoute {
    pub x: u16,
    pub y: u16,
    pub color: u16,
    /// Directions, lowercase: north, south, east, west, ramp.
    pub rx: Vec<String>,
    pub tx: Vec<String>,
    /// Color swap: a wavelet sent east or west (`x`), north or south
    /// (`y`), leaves as the color with its lowest bit flipped.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub color_swap_x: bool,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub color_swap_y: bool,
}

/// A color's switch at a PE: positions 1..=3, each `rx=<direction>`,
/// `tx=<directions>` (comma-separated) or empty (invalid); the position
/// it starts at; ring mode; pop mode (`no_pop`, `always_pop`,
/// `pop_on_advance`).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
pub struct CslSwitch {
    pub x: u16,
    pub y: u16,
    pub color: u16,
    pub positions: Vec<String>,
    pub current: u8,
    pub ring_mode: bool,
    pub pop_mode: String,
}

/// A color's range filter at a PE: data wavelets reach the CE when their
/// index (payload bits 16..32) is in `min_idx..=max_idx`.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
pub struct CslFilter {
    pub x: u16,
    pub y: u16,
    pub color: u16,
    pub min_idx: u16,
    pub max_idx: u16,
}

/// A color's counter (or sparse counter) filter at a PE, as
/// `fabric.counter_filter` says.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
pub struct CslCounterFilter {
    pub x: u16,
    pub y: u16,
    pub color: u16,
    pub sparse: bool,
    pub count_data: bool,
    pub count_control: bool,
    pub init_counter: u16,
    pub limit1: Option<u16>,
    pub limit2: Option<u16>,
    pub max_counter: u16,
    pub filter_control: bool,
}

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
pub struct CslExport {
    pub name: String,
    /// The CSL type, as written (`[*]f32`, `fn() void`).
    #[serde(rename = "type")]
    pub ty: String,
    pub mutable: bool,
}

impl CslManifest {
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }

    pub fn from_json(text: &str) -> Result<Self, serde_json::Error> {
        serde_json::from_str(text)
    }
}
