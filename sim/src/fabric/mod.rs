//! The Cerebras-style PE mesh ("fabric"): one router per PE, wavelets routed
//! per color, and the CE input buffers a PE's program reads. Plain data; the
//! CE's program and its task picker ([`tasks`]) are driven by the caller.
//!
//! Cycle accounting (one [`Fabric::step`] is one cycle; the target's
//! `cycles.hop` and `cycles.ramp` must be 1):
//! - [`Fabric::inject`] puts the wavelet in its PE's router at once (the
//!   on-ramp is part of the CE's sending instruction);
//! - each step moves a wavelet one hop, router to neighbouring router;
//! - leaving a router through RAMP into the CE input buffer is one step.
//!
//! So a wavelet injected at (0, 0) and delivered at (3, 0) is available to
//! [`Fabric::receive`] after 3 + 1 steps.
//!
//! Routers and links:
//! - every router holds, per (incoming port, color), a FIFO of at most
//!   [`ROUTER_BUFFER_DEPTH`] wavelets; only its head moves;
//! - a head is forwarded to every port of its color's `tx` (multicast);
//!   the copies leave independently, and the head leaves its FIFO once every
//!   port of `tx` has had its copy, so order per color and path is kept;
//! - a copy moves only if there is room downstream, judged on the state at
//!   the start of the cycle: a full buffer stalls the sender, nothing is
//!   dropped (back-pressure);
//! - each link (PE, outgoing port, RAMP included) carries at most one
//!   wavelet per cycle, whatever its color. Contenders for a link are the
//!   heads that want it and have room; the link serves them round-robin by
//!   rank `color * 5 + incoming port` (North, South, East, West, Ramp),
//!   starting after the rank it served last. Deterministic, and two colors
//!   that share a link alternate.
//!
//! CE input buffers: one per (PE, color). A color tied to an input queue by
//! [`Fabric::bind_input_queue`] has that queue's depth; any other color has
//! the smallest input queue depth of the target, so a program that counts
//! on deep buffering without a queue sees back-pressure early.

mod error;
pub mod journal;
pub mod mesh;
pub mod router;
mod step;
pub mod switch;
pub mod tasks;
#[cfg(test)]
mod tests;
pub mod threads;

pub use error::FabricError;
pub use router::{Direction, DirectionSet, Route, Wavelet};
pub use switch::{CounterFilter, Filter, RangeFilter, Switch};

use std::collections::{BTreeMap, VecDeque};
use tanto_arch::{wse::Wse, Target};

/// Wavelets a router buffers per (incoming port, color). Two, because room
/// downstream is judged at the start of a cycle: with one, a stream would
/// move every other cycle.
pub const ROUTER_BUFFER_DEPTH: usize = 2;

/// One color at one PE.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct PeColor {
    x: u32,
    y: u32,
    color: u8,
}

/// A router buffer: a color coming in by a port.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct BufferKey {
    at: PeColor,
    from: Direction,
}

/// An outgoing link: a PE's port.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct Link {
    x: u32,
    y: u32,
    out: Direction,
}

/// A wavelet in a router, with the ports its copies already left by.
#[derive(Debug, Clone, Copy)]
struct InRouter {
    wavelet: Wavelet,
    sent: DirectionSet,
}

#[derive(Debug, Clone)]
pub struct Fabric {
    width: u32,
    height: u32,
    colors: u8,
    input_queue_depths: Vec<usize>,
    unbound_ce_depth: usize,
    /// Absent: nothing received, nothing sent.
    routes: BTreeMap<PeColor, Route>,
    /// Colors whose route control wavelets switch (`switch.rs`).
    switches: BTreeMap<PeColor, Switch>,
    /// Colors whose wavelets to the CE pass a filter.
    filters: BTreeMap<PeColor, Filter>,
    /// Only non-empty buffers are kept.
    router_buffers: BTreeMap<BufferKey, VecDeque<InRouter>>,
    ce_buffers: BTreeMap<PeColor, VecDeque<Wavelet>>,
    /// Colors tied to an input queue, with the queue.
    queue_of_color: BTreeMap<PeColor, u8>,
    last_served: BTreeMap<Link, usize>,
    cycle: u64,
}

impl Fabric {
    /// A `width` x `height` mesh of `target`'s PEs, with no routes.
    pub fn new(width: u32, height: u32, target: &Wse) -> Result<Self, FabricError> {
        let max = &target.fabric;
        if !target.compute().fits(width, height) {
            return Err(FabricError::Size {
                width,
                height,
                max_width: max.max_width,
                max_height: max.max_height,
                target: target.name.clone(),
            });
        }
        let cycles = &target.cycles;
        if cycles.hop != 1 || cycles.ramp != 1 {
            return Err(FabricError::UnsupportedCycleCosts {
                hop: cycles.hop,
                ramp: cycles.ramp,
            });
        }
        let input_queue_depths: Vec<usize> = target
            .queues
            .input_depths
            .iter()
            .map(|&d| d as usize)
            .collect();
        Ok(Fabric {
            width,
            height,
            colors: max.colors,
            unbound_ce_depth: input_queue_depths.iter().copied().min().unwrap_or(1),
            input_queue_depths,
            routes: BTreeMap::new(),
            switches: BTreeMap::new(),
            filters: BTreeMap::new(),
            router_buffers: BTreeMap::new(),
            ce_buffers: BTreeMap::new(),
            queue_of_color: BTreeMap::new(),
            last_served: BTreeMap::new(),
            cycle: 0,
        })
    }

    pub fn width(&self) -> u32 {
        self.width
    }

    pub fn height(&self) -> u32 {
        self.height
    }

    /// Steps taken so far.
    pub fn cycle(&self) -> u64 {
        self.cycle
    }

    /// Sets color `color`'s route at PE (x, y).
    pub fn set_route(
        &mut self,
        x: u32,
        y: u32,
        color: u8,
        rx: DirectionSet,
        tx: DirectionSet,
    ) -> Result<(), FabricError> {
        let at = self.pe_color(x, y, color)?;
        let route = self.routes.entry(at).or_default();
        route.rx = rx;
        route.tx = tx;
        Ok(())
    }

    /// Sets color swapping for `color` at PE (x, y): what it sends east or
    /// west (`swap_x`), north or south (`swap_y`), leaves as `color ^ 1`.
    pub fn set_color_swap(
        &mut self,
        x: u32,
        y: u32,
        color: u8,
        swap_x: bool,
        swap_y: bool,
    ) -> Result<(), FabricError> {
        let at = self.pe_color(x, y, color)?;
        let route = self.routes.entry(at).or_default();
        route.swap_x = swap_x;
        route.swap_y = swap_y;
        Ok(())
    }

    /// Gives color `color` at PE (x, y) a switch: control wavelets change
    /// its route from then on.
    pub fn set_switch(
        &mut self,
        x: u32,
        y: u32,
        color: u8,
        switch: Switch,
    ) -> Result<(), FabricError> {
        let at = self.pe_color(x, y, color)?;
        if switch.current > 3 {
            return Err(FabricError::SwitchPosition {
                x,
                y,
                color,
                position: switch.current,
            });
        }
        self.switches.insert(at, switch);
        Ok(())
    }

    /// Gives color `color` at PE (x, y) a filter on its way to the CE.
    pub fn set_filter(
        &mut self,
        x: u32,
        y: u32,
        color: u8,
        filter: Filter,
    ) -> Result<(), FabricError> {
        let at = self.pe_color(x, y, color)?;
        self.filters.insert(at, filter);
        Ok(())
    }

    /// The switch position of `color` at (x, y): 0 without a switch.
    pub fn switch_position(&self, x: u32, y: u32, color: u8) -> u8 {
        self.switches
            .get(&PeColor { x, y, color })
            .map_or(0, |s| s.current)
    }

    /// The route of `color` at (x, y) in force now (its switch's current
    /// position applied); empty where none was set.
    pub fn route(&self, x: u32, y: u32, color: u8) -> Route {
        let at = PeColor { x, y, color };
        let base = self.routes.get(&at).copied().unwrap_or_default();
        match self.switches.get(&at) {
            Some(switch) => switch.apply(base),
            None => base,
        }
    }

    /// Ties input queue `queue` of PE (x, y) to `color`: the color's CE input
    /// buffer takes the queue's depth.
    pub fn bind_input_queue(
        &mut self,
        x: u32,
        y: u32,
        queue: u8,
        color: u8,
    ) -> Result<(), FabricError> {
        let at = self.pe_color(x, y, color)?;
        if usize::from(queue) >= self.input_queue_depths.len() {
            return Err(FabricError::NoSuchQueue {
                queue,
                queues: self.input_queue_depths.len(),
            });
        }
        if let Some(&queue) = self.queue_of_color.get(&at) {
            return Err(FabricError::ColorHasQueue { x, y, color, queue });
        }
        let taken = self
            .queue_of_color
            .iter()
            .find(|(other, &q)| other.x == x && other.y == y && q == queue);
        if let Some((other, _)) = taken {
            return Err(FabricError::QueueTaken {
                x,
                y,
                queue,
                color: other.color,
            });
        }
        self.queue_of_color.insert(at, queue);
        Ok(())
    }

    /// Wavelets the CE input buffer of `color` at (x, y) holds at most.
    pub fn ce_buffer_depth(&self, x: u32, y: u32, color: u8) -> usize {
        self.ce_depth(PeColor { x, y, color })
    }

    /// Whether the CE of (x, y) can send on `color` now (the router's buffer
    /// from RAMP has room).
    pub fn can_inject(&self, x: u32, y: u32, color: u8) -> bool {
        let key = BufferKey {
            at: PeColor { x, y, color },
            from: Direction::Ramp,
        };
        self.buffer_len(key) < ROUTER_BUFFER_DEPTH
    }

    /// The CE of (x, y) sends `wavelet`: it enters the PE's router from RAMP.
    pub fn inject(&mut self, x: u32, y: u32, wavelet: Wavelet) -> Result<(), FabricError> {
        let at = self.pe_color(x, y, wavelet.color)?;
        if !self.route(x, y, wavelet.color).rx.contains(Direction::Ramp) {
            return Err(FabricError::NotRoutedFrom {
                x,
                y,
                color: wavelet.color,
                from: Direction::Ramp,
            });
        }
        if !self.can_inject(x, y, wavelet.color) {
            return Err(FabricError::RampFull {
                x,
                y,
                color: wavelet.color,
                depth: ROUTER_BUFFER_DEPTH,
            });
        }
        let key = BufferKey {
            at,
            from: Direction::Ramp,
        };
        self.router_buffers
            .entry(key)
            .or_default()
            .push_back(InRouter {
                wavelet,
                sent: DirectionSet::EMPTY,
            });
        Ok(())
    }

    /// Puts `wavelet` straight into the CE input buffer of (x, y), as the
    /// memcpy library's host stream does; false when the buffer is full.
    pub fn deliver(&mut self, x: u32, y: u32, wavelet: Wavelet) -> Result<bool, FabricError> {
        let at = self.pe_color(x, y, wavelet.color)?;
        let depth = self.ce_depth(at);
        let buffer = self.ce_buffers.entry(at).or_default();
        if buffer.len() >= depth {
            if buffer.is_empty() {
                self.ce_buffers.remove(&at);
            }
            return Ok(false);
        }
        buffer.push_back(wavelet);
        Ok(true)
    }

    /// The oldest wavelet of `color` delivered to the CE of (x, y), taken.
    /// Nothing for a PE or color outside the fabric.
    pub fn receive(&mut self, x: u32, y: u32, color: u8) -> Option<Wavelet> {
        let at = PeColor { x, y, color };
        let buffer = self.ce_buffers.get_mut(&at)?;
        let wavelet = buffer.pop_front();
        if buffer.is_empty() {
            self.ce_buffers.remove(&at);
        }
        wavelet
    }

    /// The oldest wavelet of `color` delivered to the CE of (x, y), left
    /// in place.
    pub fn head(&self, x: u32, y: u32, color: u8) -> Option<Wavelet> {
        self.ce_buffers
            .get(&PeColor { x, y, color })
            .and_then(|buffer| buffer.front())
            .copied()
    }

    /// The colors with wavelets in the CE input buffers of (x, y), in order.
    pub fn waiting_colors(&self, x: u32, y: u32) -> Vec<u8> {
        let from = PeColor { x, y, color: 0 };
        let to = PeColor {
            x,
            y,
            color: u8::MAX,
        };
        self.ce_buffers
            .range(from..=to)
            .filter(|(_, buffer)| !buffer.is_empty())
            .map(|(at, _)| at.color)
            .collect()
    }

    /// Whether [`Fabric::receive`] would return a wavelet.
    pub fn peek_available(&self, x: u32, y: u32, color: u8) -> bool {
        self.pending_at(x, y, color) > 0
    }

    /// Wavelets of `color` delivered to the CE of (x, y) and not received.
    pub fn pending_at(&self, x: u32, y: u32, color: u8) -> usize {
        self.ce_buffers
            .get(&PeColor { x, y, color })
            .map_or(0, VecDeque::len)
    }

    /// Wavelets of `color` waiting in the router of (x, y), every incoming
    /// port together.
    pub fn in_router_at(&self, x: u32, y: u32, color: u8) -> usize {
        Direction::ALL
            .iter()
            .map(|&from| {
                self.buffer_len(BufferKey {
                    at: PeColor { x, y, color },
                    from,
                })
            })
            .sum()
    }

    /// Wavelets in routers anywhere (CE input buffers not counted).
    pub fn in_flight(&self) -> usize {
        self.router_buffers.values().map(VecDeque::len).sum()
    }

    fn pe_color(&self, x: u32, y: u32, color: u8) -> Result<PeColor, FabricError> {
        if x >= self.width || y >= self.height {
            return Err(FabricError::OutsidePe {
                x,
                y,
                width: self.width,
                height: self.height,
            });
        }
        if color >= self.colors {
            return Err(FabricError::ColorOutOfRange {
                color,
                colors: self.colors,
            });
        }
        Ok(PeColor { x, y, color })
    }

    fn ce_depth(&self, at: PeColor) -> usize {
        self.queue_of_color
            .get(&at)
            .and_then(|&queue| self.input_queue_depths.get(usize::from(queue)))
            .copied()
            .unwrap_or(self.unbound_ce_depth)
    }

    fn buffer_len(&self, key: BufferKey) -> usize {
        self.router_buffers.get(&key).map_or(0, VecDeque::len)
    }
}
