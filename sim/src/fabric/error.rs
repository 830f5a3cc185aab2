//! What goes wrong in the fabric: a bad size or argument, and the routing
//! faults a running program meets (the runtime reports them located).

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
