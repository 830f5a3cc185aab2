//! One cycle of the fabric: plan every link's transfer on the state at the
//! start of the cycle (finding routing faults before anything moves), then
//! apply the plan. The rules are in the module documentation of
//! [`super`].

use super::router::{contender_rank, round_robin_winner};
use super::switch::{popped, reaches_ce, Position, SwitchCommand};
use super::{
    BufferKey, Direction, DirectionSet, Fabric, FabricError, InRouter, Link, PeColor, Wavelet,
    ROUTER_BUFFER_DEPTH,
};
use std::collections::{BTreeMap, VecDeque};

/// Where a copy sent through a port lands.
#[derive(Debug, Clone, Copy)]
enum Destination {
    Ce(PeColor),
    Router(BufferKey),
    /// Leaves by RAMP but stops there: a filter rejects it, or it is a
    /// control wavelet the CE ignores.
    Dropped,
}

/// A copy allowed to cross `link` this cycle.
#[derive(Debug, Clone, Copy)]
struct Grant {
    source: BufferKey,
    link: Link,
    rank: usize,
    destination: Destination,
}

impl Fabric {
    /// Advances one cycle; returns how many copies crossed a link. On an
    /// error the fabric is left as it was before the call.
    pub fn step(&mut self) -> Result<usize, FabricError> {
        let (grants, finished) = self.plan()?;
        self.apply(&grants, &finished);
        self.cycle += 1;
        Ok(grants.len())
    }

    /// Where a copy of a wavelet at `source` sent through `out` lands, or
    /// the routing error it meets there.
    fn destination(
        &self,
        source: BufferKey,
        out: Direction,
        wavelet: Wavelet,
    ) -> Result<Destination, FabricError> {
        let PeColor { x, y, color } = source.at;
        if out == Direction::Ramp {
            let filtered = self
                .filters
                .get(&source.at)
                .is_some_and(|f| !f.passes(wavelet.payload, wavelet.control));
            let ignored = wavelet.control && !reaches_ce(wavelet.payload);
            if filtered || ignored {
                return Ok(Destination::Dropped);
            }
            return Ok(Destination::Ce(source.at));
        }
        let Some((nx, ny)) = out.neighbour(x, y, self.width, self.height) else {
            return Err(FabricError::OffTheEdge {
                x,
                y,
                color,
                direction: out,
            });
        };
        let from = out.opposite();
        // A swapping route hands the neighbour the other color of the pair.
        let color = self.route(x, y, color).color_out(color, out);
        if !self.ever_takes(nx, ny, color, from) {
            return Err(FabricError::NotRoutedFrom {
                x: nx,
                y: ny,
                color,
                from,
            });
        }
        Ok(Destination::Router(BufferKey {
            at: PeColor {
                x: nx,
                y: ny,
                color,
            },
            from,
        }))
    }

    /// Whether the router of (x, y) takes `color` from `from` in its route
    /// or in any position of its switch: a wavelet may wait there for its
    /// position, as it does in the router's input buffer on the machine.
    fn ever_takes(&self, x: u32, y: u32, color: u8, from: Direction) -> bool {
        let at = PeColor { x, y, color };
        let base = self.routes.get(&at).copied().unwrap_or_default();
        base.rx.contains(from)
            || self.switches.get(&at).is_some_and(|switch| {
                switch
                    .positions
                    .iter()
                    .flatten()
                    .any(|position| matches!(position, Position::Rx(d) if *d == from))
            })
    }

    fn has_room(&self, destination: Destination) -> bool {
        match destination {
            Destination::Ce(at) => {
                self.ce_buffers.get(&at).map_or(0, VecDeque::len) < self.ce_depth(at)
            }
            Destination::Router(key) => self.buffer_len(key) < ROUTER_BUFFER_DEPTH,
            Destination::Dropped => true,
        }
    }

    /// The copies that cross a link this cycle, and the heads already done
    /// (their route changed under them), from the state at the start of the
    /// cycle. Routing errors of every head are found here, before any move.
    fn plan(&self) -> Result<(Vec<Grant>, Vec<BufferKey>), FabricError> {
        let mut contenders: BTreeMap<Link, Vec<(usize, BufferKey, Destination)>> = BTreeMap::new();
        let mut finished = Vec::new();
        for (&source, buffer) in &self.router_buffers {
            let Some(head) = buffer.front() else { continue };
            let PeColor { x, y, color } = source.at;
            let route = self.route(x, y, color);
            // An input the switch's current position does not take waits
            // (back pressure) until a position that takes it comes.
            if !route.rx.contains(source.from) {
                continue;
            }
            let tx = route.tx;
            if tx.is_empty() {
                return Err(FabricError::NoOutput { x, y, color });
            }
            let remaining = tx.without(head.sent);
            if remaining.is_empty() {
                finished.push(source);
            }
            for out in remaining.iter() {
                let destination = self.destination(source, out, head.wavelet)?;
                if self.has_room(destination) {
                    let rank = contender_rank(color, source.from);
                    contenders.entry(Link { x, y, out }).or_default().push((
                        rank,
                        source,
                        destination,
                    ));
                }
            }
        }
        let count = usize::from(self.colors) * Direction::ALL.len();
        let grants = contenders
            .into_iter()
            .filter_map(|(link, wanting)| {
                let last = self.last_served.get(&link).copied();
                let rank = round_robin_winner(wanting.iter().map(|w| w.0), last, count)?;
                let &(rank, source, destination) = wanting.iter().find(|w| w.0 == rank)?;
                Some(Grant {
                    source,
                    link,
                    rank,
                    destination,
                })
            })
            .collect();
        Ok((grants, finished))
    }

    /// Moves the planned copies: heads are read before any buffer changes,
    /// then heads every port has served leave, then copies land.
    fn apply(&mut self, grants: &[Grant], finished: &[BufferKey]) {
        let mut landing = Vec::with_capacity(grants.len());
        let mut sources = finished.to_vec();
        for grant in grants {
            self.last_served.insert(grant.link, grant.rank);
            let Some(head) = self
                .router_buffers
                .get_mut(&grant.source)
                .and_then(VecDeque::front_mut)
            else {
                continue;
            };
            head.sent = head.sent.with(grant.link.out);
            let mut wavelet = head.wavelet;
            // A router whose pop mode takes the command sends the rest on.
            let command = SwitchCommand::of_payload(wavelet.payload);
            if wavelet.control
                && self
                    .switches
                    .get(&grant.source.at)
                    .is_some_and(|s| s.pops(command))
            {
                wavelet.payload = popped(wavelet.payload);
            }
            // A counter filter counts what goes toward the CE, passed or not.
            if grant.link.out == Direction::Ramp {
                if let Some(filter) = self.filters.get_mut(&grant.source.at) {
                    filter.count(wavelet.control);
                }
            }
            landing.push((grant.destination, wavelet));
            sources.push(grant.source);
        }
        sources.sort();
        sources.dedup();
        for source in sources {
            let tx = self.route(source.at.x, source.at.y, source.at.color).tx;
            let Some(buffer) = self.router_buffers.get_mut(&source) else {
                continue;
            };
            let done = buffer
                .front()
                .is_some_and(|head| tx.without(head.sent).is_empty());
            if done {
                let head = buffer.pop_front().map(|h| h.wavelet);
                // Its command moves the switch once it has left by the old route.
                if let (Some(wavelet), Some(switch)) = (head, self.switches.get_mut(&source.at)) {
                    if wavelet.control {
                        switch.current = switch.next(SwitchCommand::of_payload(wavelet.payload));
                    }
                }
            }
            let Some(buffer) = self.router_buffers.get_mut(&source) else {
                continue;
            };
            if buffer.is_empty() {
                self.router_buffers.remove(&source);
            }
        }
        for (destination, wavelet) in landing {
            match destination {
                Destination::Ce(at) => self.ce_buffers.entry(at).or_default().push_back(wavelet),
                Destination::Dropped => {}
                Destination::Router(key) => {
                    // It arrives as the color it was routed on (swapped or not).
                    let wavelet = Wavelet {
                        color: key.at.color,
                        ..wavelet
                    };
                    self.router_buffers
                        .entry(key)
                        .or_default()
                        .push_back(InRouter {
                            wavelet,
                            sent: DirectionSet::EMPTY,
                        })
                }
            }
        }
    }
}
