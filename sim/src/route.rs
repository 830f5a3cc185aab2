//! NoC routes and link contention. Packets use dimension-order (XY) routing
//! as on Tenstorrent NoC 0: first along x to the destination's column, then
//! along y. The network is a plain 2-D mesh (no wrap-around links): nodes
//! are the NoC coordinates, a core (x, y) of the grid or DRAM bank b at
//! (grid.x, b); positions with neither are routers only, so every route
//! exists. A link is a directed hop between neighbouring nodes.
//!
//! A transfer reserves every link of its route (a multicast: the union of
//! the XY routes to its destinations, a tree) for its whole duration: it
//! starts when the last of them is free, and each is busy until the
//! transfer's start plus its bytes at the link bandwidth. This
//! "reserve the whole path" model ignores flit-level pipelining and
//! wormhole back-pressure, but it is simple and deterministic.

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
/// their XY routes (a tree rooted at `from`), each link once, in link order.
pub fn xy_tree(from: Node, to: &[Node]) -> Vec<Link> {
    let links: BTreeSet<Link> = to.iter().flat_map(|&node| xy_route(from, node)).collect();
    links.into_iter().collect()
}

/// When each link is next free, and the bytes routed over it so far.
#[derive(Debug, Clone, Default)]
pub struct Links {
    free_at: BTreeMap<Link, u64>,
    bytes: BTreeMap<Link, u64>,
}

impl Links {
    /// The earliest cycle at which every link of `route` is free.
    pub fn free_at(&self, route: &[Link]) -> u64 {
        route
            .iter()
            .map(|link| self.free_at.get(link).copied().unwrap_or(0))
            .max()
            .unwrap_or(0)
    }

    /// Reserves every link of `route` from `start` for `cycles` cycles and
    /// counts `bytes` against each. `start` must be at least
    /// [`Links::free_at`] of the route.
    pub fn reserve(&mut self, route: &[Link], start: u64, cycles: u64, bytes: u64) {
        for &link in route {
            self.free_at.insert(link, start + cycles);
            *self.bytes.entry(link).or_insert(0) += bytes;
        }
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
    fn a_multicast_tree_is_the_union_of_the_routes() {
        // From (0, 0) to the rectangle (2, 1)-(3, 2): along row 0 to x = 2
        // and x = 3, then down each column; the shared row links once.
        let tree = xy_tree((0, 0), &[(2, 1), (3, 1), (2, 2), (3, 2)]);
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
            xy_tree((1, 1), &[(1, 1), (2, 1)]),
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
        assert_eq!(links.free_at(&a), 0);
        links.reserve(&a, 10, 64, 2048);
        // b waits for a's shared link: 10 + 64.
        assert_eq!(links.free_at(&b), 74);
        links.reserve(&b, 74, 64, 2048);
        // c and d use no link a or b holds: they start at once.
        assert_eq!(links.free_at(&c), 0);
        assert_eq!(links.free_at(&d), 0);
        links.reserve(&c, 12, 64, 2048);
        // A third transfer on a's path waits for b on (1,0)->(2,0): 74 + 64.
        assert_eq!(links.free_at(&a), 138);
        // (1,0)->(2,0) carried a's and b's bytes.
        assert_eq!(links.busiest_bytes(), 4096);
    }
}
