//! NoC routes and link contention.
//!
//! Without a `[soc]` table in the target, the network is a plain 2-D mesh
//! (no wrap-around links) over the ABI's coordinates: a core (x, y) of the
//! grid or DRAM bank b at (grid.x, b), every other position a router, and
//! packets use dimension-order (XY) routing.
//!
//! With one, as on the real chip (tt-isa-documentation
//! `WormholeB0/NoC/RoutingPaths.md`), each of the two NoCs is a torus over
//! the chip's NoC positions: NoC 0 flows only rightwards and downwards (x
//! first, then y), NoC 1 only upwards and leftwards (y first, then x), both
//! wrapping at the edges. The ABI's coordinates are mapped to positions
//! (tt-metal's SoC descriptors, in `arch/*.toml`), and a packet's head takes
//! `niu_cycles` into the network, `hop_cycles` per router-to-router link and
//! `niu_cycles` out.
//!
//! A unicast transfer takes its links as a cut-through packet does (the
//! routers "always operate in cut-through mode", RoutingPaths.md): its head
//! reaches each link one hop after the previous one, or once the link is
//! free, and holds it for its bytes at the link bandwidth; the queueing
//! delays the transfer's completion. A multicast reserves its whole tree
//! from its start. Back-pressure onto earlier links (wormhole blocking) and
//! flit interleaving between virtual channels are not modelled.
//!
//! A link (and a DRAM bank) keeps a [`Calendar`] of the intervals it is
//! busy: a transfer takes the first idle interval long enough from when it
//! gets there. The harts run a quantum at a time, so a transfer issued
//! later in the simulation may start earlier in time than one reserved
//! before it (a read queued behind others at its bank reserves its links
//! for when its bank serves it); the link is idle until then, as it would
//! be on the chip, and serves the earlier one in between.

use std::collections::{BTreeMap, BTreeSet};

/// A NoC node's (x, y).
pub type Node = (u32, u32);

/// A directed link between neighbouring nodes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Link {
    pub from: Node,
    pub to: Node,
}

/// One coordinate's step from `from` towards `to`.
fn step(from: u32, to: u32) -> u32 {
    if to > from {
        from + 1
    } else {
        from - 1
    }
}

/// The links of the XY route from `from` to `to`, in order (empty when
/// they are the same node).
pub fn xy_route(from: Node, to: Node) -> Vec<Link> {
    let mut links = Vec::with_capacity((from.0.abs_diff(to.0) + from.1.abs_diff(to.1)) as usize);
    let mut at = from;
    while at.0 != to.0 {
        let next = (step(at.0, to.0), at.1);
        links.push(Link { from: at, to: next });
        at = next;
    }
    while at.1 != to.1 {
        let next = (at.0, step(at.1, to.1));
        links.push(Link { from: at, to: next });
        at = next;
    }
    links
}

/// The links of a multicast from `from` to every node of `to`: the union of
/// their routes by `route` (a tree rooted at `from`), each link once, in
/// link order.
fn union_of_routes(from: Node, to: &[Node], route: impl Fn(Node, Node) -> Vec<Link>) -> Vec<Link> {
    let links: BTreeSet<Link> = to.iter().flat_map(|&node| route(from, node)).collect();
    links.into_iter().collect()
}

/// Which of the chip's two NoCs a transfer uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NocId {
    Zero,
    One,
}

/// How the ABI's coordinates sit on the chip's NoCs and how packets travel.
#[derive(Debug, Clone)]
pub struct Network {
    grid: Node,
    soc: Option<tanto_arch::soc::Soc>,
}

impl Network {
    pub fn new(arch: &tanto_arch::Arch) -> Self {
        Self {
            grid: (arch.grid.x, arch.grid.y),
            soc: arch.soc.clone(),
        }
    }

    /// The router of ABI node `node`: a core of the grid or DRAM bank b at
    /// (grid.x, b). Without a `[soc]` table, the node itself.
    fn position(&self, node: Node) -> Node {
        let Some(soc) = &self.soc else {
            return node;
        };
        let mapped = if node.0 < self.grid.0 && node.1 < self.grid.1 {
            soc.worker(node.0, node.1)
        } else if node.0 == self.grid.0 {
            soc.dram_endpoint(node.1 as usize)
        } else {
            None
        };
        mapped.unwrap_or(node)
    }

    /// The links a packet takes from `from` to `to` (ABI nodes) on `noc`.
    pub fn route(&self, noc: NocId, from: Node, to: Node) -> Vec<Link> {
        let (from, to) = (self.position(from), self.position(to));
        match &self.soc {
            None => xy_route(from, to),
            Some(soc) => torus_route(noc, (soc.noc_x, soc.noc_y), from, to),
        }
    }

    /// The links of a multicast from `from` to every node of `to` on `noc`:
    /// the union of their routes, each link once, in link order.
    pub fn tree(&self, noc: NocId, from: Node, to: &[Node]) -> Vec<Link> {
        union_of_routes(from, to, |a, b| self.route(noc, a, b))
    }

    /// Cycles a packet's head takes over a route of `hops` links, from the
    /// sender's interface to the receiver's (0 without a `[soc]` table,
    /// whose latencies then stand for the whole path).
    /// Cycles between a packet's head crossing one link and the next.
    pub fn hop_cycles(&self) -> u64 {
        self.soc.as_ref().map_or(1, |soc| soc.hop_cycles.max(1))
    }

    pub fn path_cycles(&self, hops: usize) -> u64 {
        self.soc
            .as_ref()
            .map_or(0, |soc| 2 * soc.niu_cycles + soc.hop_cycles * hops as u64)
    }
}

/// One step along a ring of `size` positions, forwards or backwards.
fn ring_step(at: u32, size: u32, forwards: bool) -> u32 {
    if forwards {
        (at + 1) % size
    } else {
        (at + size - 1) % size
    }
}

/// The route on a torus of `size` routers: NoC 0 goes rightwards along x
/// and then downwards along y, NoC 1 upwards along y and then leftwards
/// along x, each wrapping at the edge.
pub fn torus_route(noc: NocId, size: Node, from: Node, to: Node) -> Vec<Link> {
    let mut links = Vec::new();
    let mut at = from;
    // At most one lap per dimension: a position outside the torus (an
    // address naming no node) ends the walk instead of looping.
    let walk_x = |at: &mut Node, links: &mut Vec<Link>, forwards: bool| {
        for _ in 0..size.0 {
            if at.0 == to.0 {
                break;
            }
            let next = (ring_step(at.0, size.0, forwards), at.1);
            links.push(Link {
                from: *at,
                to: next,
            });
            *at = next;
        }
    };
    let walk_y = |at: &mut Node, links: &mut Vec<Link>, forwards: bool| {
        for _ in 0..size.1 {
            if at.1 == to.1 {
                break;
            }
            let next = (at.0, ring_step(at.1, size.1, forwards));
            links.push(Link {
                from: *at,
                to: next,
            });
            *at = next;
        }
    };
    match noc {
        NocId::Zero => {
            walk_x(&mut at, &mut links, true);
            walk_y(&mut at, &mut links, true);
        }
        NocId::One => {
            walk_y(&mut at, &mut links, false);
            walk_x(&mut at, &mut links, false);
        }
    }
    links
}

/// The intervals a resource (a link, a DRAM bank) is busy, by start; they
/// never overlap.
#[derive(Debug, Clone, Default)]
pub struct Calendar {
    busy: BTreeMap<u64, u64>,
}

impl Calendar {
    /// The first `t >= from` such that `[t, t + cycles)` is idle.
    pub fn first_free(&self, from: u64, cycles: u64) -> u64 {
        let mut t = from;
        // An interval that starts before `from` may still cover it.
        if let Some((_, &end)) = self.busy.range(..=from).next_back() {
            t = t.max(end);
        }
        for (&start, &end) in self.busy.range(from..) {
            if start >= t + cycles {
                break;
            }
            t = t.max(end);
        }
        t
    }

    /// Marks `[start, start + cycles)` busy (it must be idle: take `start`
    /// from [`Self::first_free`]), and forgets what ended by `now` (no use
    /// starts before it).
    pub fn reserve(&mut self, start: u64, cycles: u64, now: u64) {
        while let Some((&first, &end)) = self.busy.first_key_value() {
            if end > now {
                break;
            }
            self.busy.remove(&first);
        }
        if cycles > 0 {
            self.busy.insert(start, start + cycles);
        }
    }
}

/// When each link is busy, and the bytes routed over it so far.
#[derive(Debug, Clone, Default)]
pub struct Links {
    calendars: BTreeMap<Link, Calendar>,
    bytes: BTreeMap<Link, u64>,
    /// The simulation's current cycle: no transfer starts before it.
    now: u64,
}

impl Links {
    /// Sets the current cycle (what ended before it is forgotten).
    pub fn set_now(&mut self, now: u64) {
        self.now = self.now.max(now);
    }

    /// The first cycle from `from` at which every link of `route` is idle
    /// for `cycles`.
    pub fn first_free(&self, route: &[Link], from: u64, cycles: u64) -> u64 {
        let mut t = from;
        loop {
            let later = route
                .iter()
                .filter_map(|link| self.calendars.get(link))
                .map(|calendar| calendar.first_free(t, cycles))
                .max()
                .unwrap_or(t);
            if later == t {
                return t;
            }
            t = later;
        }
    }

    /// Reserves every link of `route` from `start` for `cycles` cycles and
    /// counts `bytes` against each. `start` must come from
    /// [`Links::first_free`] of the route.
    pub fn reserve(&mut self, route: &[Link], start: u64, cycles: u64, bytes: u64) {
        for &link in route {
            let now = self.now;
            self.calendars
                .entry(link)
                .or_default()
                .reserve(start, cycles, now);
            *self.bytes.entry(link).or_insert(0) += bytes;
        }
    }

    /// Reserves the links of a unicast `route` (in path order) as a
    /// cut-through packet takes them: its head reaches each link `hop`
    /// cycles after the previous one, or once that link is idle for
    /// `cycles`, and the packet then holds it that long. Returns the head's
    /// queueing delay over the whole route (0 when every link was free in
    /// time).
    pub fn reserve_path(
        &mut self,
        route: &[Link],
        start: u64,
        cycles: u64,
        hop: u64,
        bytes: u64,
    ) -> u64 {
        let mut head = start;
        let now = self.now;
        for &link in route {
            let calendar = self.calendars.entry(link).or_default();
            head = calendar.first_free(head, cycles);
            calendar.reserve(head, cycles, now);
            *self.bytes.entry(link).or_insert(0) += bytes;
            head += hop;
        }
        head - (start + hop * route.len() as u64)
    }

    /// The most bytes routed over one link (0 when none was used).
    pub fn busiest_bytes(&self) -> u64 {
        self.bytes.values().copied().max().unwrap_or(0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn link(from: Node, to: Node) -> Link {
        Link { from, to }
    }

    #[test]
    fn a_route_goes_along_x_then_along_y() {
        assert_eq!(
            xy_route((1, 1), (3, 0)),
            vec![
                link((1, 1), (2, 1)),
                link((2, 1), (3, 1)),
                link((3, 1), (3, 0))
            ]
        );
        // Backwards in both dimensions.
        assert_eq!(
            xy_route((2, 2), (1, 0)),
            vec![
                link((2, 2), (1, 2)),
                link((1, 2), (1, 1)),
                link((1, 1), (1, 0))
            ]
        );
        assert_eq!(xy_route((4, 5), (4, 5)), vec![]);
    }

    #[test]
    fn a_route_to_and_from_a_dram_bank_node() {
        // Wormhole B0: an 8x8 grid, bank 10 at (8, 10), below the grid's
        // last row.
        assert_eq!(
            xy_route((6, 7), (8, 10)),
            vec![
                link((6, 7), (7, 7)),
                link((7, 7), (8, 7)),
                link((8, 7), (8, 8)),
                link((8, 8), (8, 9)),
                link((8, 9), (8, 10)),
            ]
        );
        // A read's data comes back along x first, through routers with no
        // core (y = 10 is below the grid).
        assert_eq!(
            xy_route((8, 10), (6, 7)),
            vec![
                link((8, 10), (7, 10)),
                link((7, 10), (6, 10)),
                link((6, 10), (6, 9)),
                link((6, 9), (6, 8)),
                link((6, 8), (6, 7)),
            ]
        );
    }

    #[test]
    fn noc_0_goes_right_then_down_and_wraps() {
        // A 10x12 torus (Wormhole): from (8, 3) to (1, 1) NoC 0 goes right
        // past the edge to x = 1, then down past the bottom to y = 1.
        let route = torus_route(NocId::Zero, (10, 12), (8, 3), (1, 1));
        let xs: Vec<Node> = route.iter().map(|l| l.to).collect();
        assert_eq!(
            xs,
            vec![
                (9, 3),
                (0, 3),
                (1, 3),
                (1, 4),
                (1, 5),
                (1, 6),
                (1, 7),
                (1, 8),
                (1, 9),
                (1, 10),
                (1, 11),
                (1, 0),
                (1, 1)
            ]
        );
    }

    #[test]
    fn noc_1_goes_up_then_left_and_wraps() {
        let route = torus_route(NocId::One, (10, 12), (1, 1), (8, 3));
        let xs: Vec<Node> = route.iter().map(|l| l.to).collect();
        // Up from y = 1 wraps to y = 11 and on to 3; then left from x = 1
        // wraps to 9 and on to 8.
        assert_eq!(
            xs,
            vec![
                (1, 0),
                (1, 11),
                (1, 10),
                (1, 9),
                (1, 8),
                (1, 7),
                (1, 6),
                (1, 5),
                (1, 4),
                (1, 3),
                (0, 3),
                (9, 3),
                (8, 3)
            ]
        );
        // The reverse of a NoC 0 route is not a NoC 1 route in general, but
        // a packet to itself takes no link on either.
        assert!(torus_route(NocId::One, (10, 12), (4, 4), (4, 4)).is_empty());
    }

    #[test]
    fn the_network_maps_abi_nodes_to_the_chips_positions() {
        let arch = tanto_arch::Arch::load("wormhole_b0").expect("built-in target");
        let network = Network::new(&arch);
        // Logical core (4, 5) is at NoC (6, 7): column 4 skips x = 5 (DRAM)
        // and row 5 skips y = 6 (Ethernet). DRAM bank 0 (ABI (8, 0)) is
        // served from (0, 11).
        let route = network.route(NocId::Zero, (8, 0), (4, 5));
        assert_eq!(route.first().map(|l| l.from), Some((0, 11)));
        assert_eq!(route.last().map(|l| l.to), Some((6, 7)));
        // 6 hops right, then 8 down with the wrap from 11 to 0.
        assert_eq!(route.len(), 6 + 8);
        assert_eq!(network.path_cycles(route.len()), 2 * 5 + 9 * 14);
    }

    #[test]
    fn a_cut_through_packet_takes_its_links_one_after_the_other() {
        // 2048 bytes hold each link 64 cycles; the head moves 9 cycles a hop.
        let mut links = Links::default();
        let a = xy_route((0, 0), (3, 0)); // (0,0)->(1,0)->(2,0)->(3,0)
        assert_eq!(links.reserve_path(&a, 100, 64, 9, 2048), 0);
        // A packet over the last two links of `a` from cycle 100: the
        // first, (1,0)->(2,0), is free from 109 + 64 = 173; the head then
        // reaches (2,0)->(3,0) at 182, which `a` holds until 118 + 64 =
        // 182: 73 cycles of queueing in all.
        let b = xy_route((1, 0), (3, 0));
        assert_eq!(links.reserve_path(&b, 100, 64, 9, 2048), 73);
        // A packet that arrives after `a` has moved on does not wait, even
        // though the whole-path model would hold `a`'s first link until 164.
        let c = xy_route((0, 0), (1, 0));
        assert_eq!(links.reserve_path(&c, 164, 64, 9, 2048), 0);
        assert_eq!(links.busiest_bytes(), 4096);
    }

    #[test]
    fn a_transfer_reserved_later_takes_an_earlier_gap() {
        // A read queued at its bank holds the link from 500; one issued
        // afterwards in the simulation but reaching the link at 100 goes
        // first, and one that would overlap 500 waits until 564.
        let mut links = Links::default();
        let route = xy_route((0, 0), (1, 0));
        assert_eq!(links.reserve_path(&route, 500, 64, 9, 2048), 0);
        assert_eq!(links.reserve_path(&route, 100, 64, 9, 2048), 0);
        assert_eq!(links.reserve_path(&route, 450, 64, 9, 2048), 114);
        // What ended before the current cycle is forgotten, and nothing
        // starts before it.
        links.set_now(1000);
        assert_eq!(links.reserve_path(&route, 1000, 64, 9, 2048), 0);
        assert_eq!(links.calendars[&route[0]].busy.len(), 1);
    }

    #[test]
    fn a_multicast_tree_is_the_union_of_the_routes() {
        // From (0, 0) to the rectangle (2, 1)-(3, 2): along row 0 to x = 2
        // and x = 3, then down each column; the shared row links once.
        let tree = union_of_routes((0, 0), &[(2, 1), (3, 1), (2, 2), (3, 2)], xy_route);
        let expected = vec![
            link((0, 0), (1, 0)),
            link((1, 0), (2, 0)),
            link((2, 0), (2, 1)),
            link((2, 0), (3, 0)),
            link((2, 1), (2, 2)),
            link((3, 0), (3, 1)),
            link((3, 1), (3, 2)),
        ];
        assert_eq!(tree, expected);
        // The sender in its own rectangle adds nothing.
        assert_eq!(
            union_of_routes((1, 1), &[(1, 1), (2, 1)], xy_route),
            vec![link((1, 1), (2, 1))]
        );
    }

    #[test]
    fn transfers_sharing_a_link_serialise_and_disjoint_ones_overlap() {
        // 32 bytes per cycle: 2048 bytes hold a link for 64 cycles.
        let mut links = Links::default();
        let a = xy_route((0, 0), (2, 0)); // (0,0)->(1,0)->(2,0)
        let b = xy_route((1, 0), (3, 0)); // shares (1,0)->(2,0) with a
        let c = xy_route((0, 1), (2, 1)); // row 1: disjoint from a and b
        let d = xy_route((2, 0), (0, 0)); // a's links the other way round
        assert_eq!(links.first_free(&a, 0, 64), 0);
        links.reserve(&a, 10, 64, 2048);
        // b waits for a's shared link: 10 + 64.
        assert_eq!(links.first_free(&b, 0, 64), 74);
        links.reserve(&b, 74, 64, 2048);
        // c and d use no link a or b holds: they start at once.
        assert_eq!(links.first_free(&c, 0, 64), 0);
        assert_eq!(links.first_free(&d, 0, 64), 0);
        links.reserve(&c, 12, 64, 2048);
        // A third transfer on a's path waits for b on (1,0)->(2,0): 74 + 64.
        assert_eq!(links.first_free(&a, 0, 64), 138);
        // A short one fits before a on its links: 10 cycles from 0.
        assert_eq!(links.first_free(&a, 0, 10), 0);
        // (1,0)->(2,0) carried a's and b's bytes.
        assert_eq!(links.busiest_bytes(), 4096);
    }
}
