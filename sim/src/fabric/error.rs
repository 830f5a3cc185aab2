//! What goes wrong in the fabric: a bad size or argument, and the routing
//! faults a running program meets (the runtime reports them located)
//! ([`FabricError`]); and what goes wrong loading, copying to or running a
//! CSL program on the mesh ([`MeshError`]).

use super::Direction;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FabricError {
    #[error("a fabric of {width}x{height} PEs must be non-empty and fit the {target} maximum of {max_width}x{max_height}")]
    Size {
        width: u32,
        height: u32,
        max_width: u32,
        max_height: u32,
        target: String,
    },
    #[error("the fabric model moves one hop and one ramp per cycle; the target has cycles.hop = {hop}, cycles.ramp = {ramp}")]
    UnsupportedCycleCosts { hop: u64, ramp: u64 },
    #[error("PE ({x}, {y}) is outside the {width}x{height} fabric")]
    OutsidePe {
        x: u32,
        y: u32,
        width: u32,
        height: u32,
    },
    #[error("color {color} is not routable: the colors are 0..{colors}")]
    ColorOutOfRange { color: u8, colors: u8 },
    #[error("PE ({x}, {y}): a wavelet of color {color} comes in from {from}, which the color's route does not receive from (rx)")]
    NotRoutedFrom {
        x: u32,
        y: u32,
        color: u8,
        from: Direction,
    },
    #[error("PE ({x}, {y}): color {color} forwards {direction}, off the edge of the fabric")]
    OffTheEdge {
        x: u32,
        y: u32,
        color: u8,
        direction: Direction,
    },
    #[error("PE ({x}, {y}): a wavelet of color {color} is in the router, but the color's route forwards nowhere (empty tx)")]
    NoOutput { x: u32, y: u32, color: u8 },
    #[error("PE ({x}, {y}): the CE sends on color {color} while the router's buffer from RAMP is full ({depth} wavelets)")]
    RampFull {
        x: u32,
        y: u32,
        color: u8,
        depth: usize,
    },
    #[error("PE ({x}, {y}): color {color}'s switch position {position} is not 0 to 3")]
    SwitchPosition {
        x: u32,
        y: u32,
        color: u8,
        position: u8,
    },
    #[error("input queue {queue} does not exist: the target has {queues} input queues")]
    NoSuchQueue { queue: u8, queues: usize },
    #[error("PE ({x}, {y}): input queue {queue} is already tied to color {color}")]
    QueueTaken {
        x: u32,
        y: u32,
        queue: u8,
        color: u8,
    },
    #[error("PE ({x}, {y}): color {color} is already tied to input queue {queue}")]
    ColorHasQueue {
        x: u32,
        y: u32,
        color: u8,
        queue: u8,
    },
}

/// Loading, copying to or launching a program on the [`super::mesh::Mesh`].
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
    /// `function` is the thread's role (`` `f` (launched)``, a task) or
    /// a runtime routine; `at` its source line and pc.
    #[error("PE ({x}, {y}): {function} faulted at {at}: {message}")]
    Fault {
        x: u16,
        y: u16,
        function: String,
        pc: u32,
        at: String,
        message: String,
    },
    #[error(
        "PE ({x}, {y}): {function} did not return within {budget} instructions (stopped at {at})"
    )]
    Hang {
        x: u16,
        y: u16,
        function: String,
        budget: u64,
        pc: u32,
        at: String,
    },
    #[error(
        "the program ran past --max-cycles {limit} (cycle {cycle}) without finishing\n{report}"
    )]
    MaxCycles {
        limit: u64,
        cycle: u64,
        report: String,
    },
    #[error("`{0}` is a function, not data: the host copies into and out of data")]
    NotData(String),
    #[error("`{0}` is data, not a function: the host launches functions")]
    NotAFunction(String),
    #[error("csl.json: {0}")]
    Manifest(String),
    #[error("program `{program}` takes {bytes} bytes of code and data; a PE of {arch} has {memory} bytes of memory")]
    ProgramTooLarge {
        program: String,
        bytes: usize,
        arch: String,
        memory: u64,
    },
    #[error("the {width} x {height} mesh needs about {needed} MiB of simulator memory; the simulator holds at most {budget} MiB")]
    MeshTooLarge {
        width: u16,
        height: u16,
        needed: u64,
        budget: u64,
    },
    #[error("PE ({x}, {y}) called `{name}`, which the PE runtime does not provide yet")]
    Unsupported { x: u16, y: u16, name: String },
    #[error("PE ({x}, {y}): {message}")]
    Task { x: u16, y: u16, message: String },
    #[error("PE ({x}, {y}): tasks kept running after {runs} task runs")]
    Endless { x: u16, y: u16, runs: u64 },
    #[error("PE ({x}, {y}): {message}")]
    Fabric { x: u16, y: u16, message: String },
    /// The router refused what a PE's thread did; `at` is the call site's
    /// source line once located.
    #[error("PE ({x}, {y}): {message}{at}")]
    Refused {
        x: u16,
        y: u16,
        message: String,
        pc: u32,
        at: String,
    },
    #[error(transparent)]
    Router(#[from] FabricError),
    #[error("deadlock at cycle {cycle}: no thread can go on and no wavelet moves\n{report}")]
    Deadlock { cycle: u64, report: String },
    #[error("{in_flight} wavelets still move after {cycles} cycles in which no PE acted (cycle {cycle}): the routes of their color form a loop")]
    Circulating {
        cycle: u64,
        cycles: u64,
        in_flight: usize,
    },
    #[error("color {color} is no {direction} stream of the memcpy library (the layout's <memcpy/get_params> names its streams)")]
    NoStream { color: u8, direction: &'static str },
    #[error("PE ({x}, {y}) sent {sent} wavelets on stream color {color}; the copy reads {wanted}")]
    ShortStream {
        x: u16,
        y: u16,
        color: u8,
        sent: usize,
        wanted: usize,
    },
}
