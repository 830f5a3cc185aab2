//! A PE router's vocabulary: the five ports, sets of them, the wavelet and
//! the per-color route, and the round-robin arbiter of an outgoing link.

use std::fmt;

/// A router port. `Ramp` is the link between the router and its own PE's
/// compute engine (CE); the others lead to the neighbouring routers. (0, 0)
/// is the north-west PE: East is x + 1, South is y + 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Direction {
    North,
    South,
    East,
    West,
    Ramp,
}

impl Direction {
    pub const ALL: [Direction; 5] = [
        Direction::North,
        Direction::South,
        Direction::East,
        Direction::West,
        Direction::Ramp,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    /// The port a wavelet sent out through `self` comes in by at the
    /// neighbour (Ramp: the same PE).
    pub fn opposite(self) -> Direction {
        match self {
            Direction::North => Direction::South,
            Direction::South => Direction::North,
            Direction::East => Direction::West,
            Direction::West => Direction::East,
            Direction::Ramp => Direction::Ramp,
        }
    }

    /// The neighbour of (x, y) through this port in a `width` x `height`
    /// mesh; `None` past the edge and for `Ramp`.
    pub fn neighbour(self, x: u32, y: u32, width: u32, height: u32) -> Option<(u32, u32)> {
        match self {
            Direction::North => y.checked_sub(1).map(|y| (x, y)),
            Direction::South => (y + 1 < height).then_some((x, y + 1)),
            Direction::East => (x + 1 < width).then_some((x + 1, y)),
            Direction::West => x.checked_sub(1).map(|x| (x, y)),
            Direction::Ramp => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Direction::North => "NORTH",
            Direction::South => "SOUTH",
            Direction::East => "EAST",
            Direction::West => "WEST",
            Direction::Ramp => "RAMP",
        }
    }
}

impl fmt::Display for Direction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A set of router ports (a bit per [`Direction`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct DirectionSet(u8);

impl DirectionSet {
    pub const EMPTY: DirectionSet = DirectionSet(0);

    pub fn of(directions: &[Direction]) -> Self {
        directions.iter().fold(Self::EMPTY, |set, &d| set.with(d))
    }

    pub fn with(self, direction: Direction) -> Self {
        DirectionSet(self.0 | 1 << direction.index())
    }

    pub fn without(self, other: DirectionSet) -> Self {
        DirectionSet(self.0 & !other.0)
    }

    pub fn contains(self, direction: Direction) -> bool {
        self.0 & 1 << direction.index() != 0
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// In [`Direction::ALL`] order.
    pub fn iter(self) -> impl Iterator<Item = Direction> {
        Direction::ALL
            .into_iter()
            .filter(move |&d| self.contains(d))
    }
}

impl From<Direction> for DirectionSet {
    fn from(direction: Direction) -> Self {
        Self::EMPTY.with(direction)
    }
}

impl fmt::Display for DirectionSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<_> = self.iter().map(Direction::name).collect();
        write!(f, "{{{}}}", names.join(", "))
    }
}

/// The 32-bit message of the fabric.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Wavelet {
    pub color: u8,
    pub payload: u32,
    /// A control wavelet: it may name a control task and carry a switch
    /// command for the routers it passes (`switch.rs`).
    pub control: bool,
}

/// One color's routing at one router: the ports it accepts wavelets from
/// and the ports it forwards every accepted wavelet to (all of them: a
/// multicast when there are several).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Route {
    pub rx: DirectionSet,
    pub tx: DirectionSet,
    /// WSE-2's color swap: a copy sent east or west (`swap_x`), north or
    /// south (`swap_y`), leaves as the color with its lowest bit flipped.
    pub swap_x: bool,
    pub swap_y: bool,
}

impl Route {
    /// The color a wavelet of `color` leaves through `out` as.
    pub fn color_out(&self, color: u8, out: Direction) -> u8 {
        let swapped = match out {
            Direction::East | Direction::West => self.swap_x,
            Direction::North | Direction::South => self.swap_y,
            Direction::Ramp => false,
        };
        if swapped {
            color ^ 1
        } else {
            color
        }
    }
}

/// A contender for an outgoing link: the head of the router buffer of
/// (`color`, `from`). Its rank orders contenders for round-robin.
pub(crate) fn contender_rank(color: u8, from: Direction) -> usize {
    usize::from(color) * Direction::ALL.len() + from.index()
}

/// Round-robin over contender ranks `0..count`: the winner is the first
/// rank after the last one served, wrapping; so two contenders that both
/// wait alternate, one wavelet each per cycle.
pub(crate) fn round_robin_winner(
    contenders: impl IntoIterator<Item = usize>,
    last_served: Option<usize>,
    count: usize,
) -> Option<usize> {
    let start = last_served.map_or(0, |last| last + 1);
    contenders
        .into_iter()
        .min_by_key(|&rank| (rank + count - start % count) % count)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn neighbours_follow_north_west_origin_and_stop_at_edges() {
        assert_eq!(Direction::East.neighbour(0, 0, 4, 3), Some((1, 0)));
        assert_eq!(Direction::South.neighbour(0, 0, 4, 3), Some((0, 1)));
        assert_eq!(Direction::North.neighbour(0, 0, 4, 3), None);
        assert_eq!(Direction::West.neighbour(0, 0, 4, 3), None);
        assert_eq!(Direction::East.neighbour(3, 2, 4, 3), None);
        assert_eq!(Direction::South.neighbour(3, 2, 4, 3), None);
        assert_eq!(Direction::Ramp.neighbour(1, 1, 4, 3), None);
    }

    #[test]
    fn direction_set_holds_exactly_what_was_put_in() {
        let set = DirectionSet::of(&[Direction::Ramp, Direction::East]);
        assert!(set.contains(Direction::East) && set.contains(Direction::Ramp));
        assert!(!set.contains(Direction::West));
        assert_eq!(
            set.iter().collect::<Vec<_>>(),
            [Direction::East, Direction::Ramp]
        );
        assert_eq!(set.without(Direction::East.into()), Direction::Ramp.into());
        assert_eq!(set.to_string(), "{EAST, RAMP}");
    }

    #[test]
    fn round_robin_serves_the_next_rank_after_the_last_and_wraps() {
        assert_eq!(round_robin_winner([3, 7], None, 10), Some(3));
        assert_eq!(round_robin_winner([3, 7], Some(3), 10), Some(7));
        assert_eq!(round_robin_winner([3, 7], Some(7), 10), Some(3));
        assert_eq!(round_robin_winner([3, 7], Some(9), 10), Some(3));
        assert_eq!(round_robin_winner([], Some(2), 10), None);
    }
}
