//! Core ranges of a device program: `"x,y"` or `"x0,y0-x1,y1"` (inclusive,
//! logical coordinates of the worker grid).

use std::collections::BTreeSet;
use tanto_arch::Arch;

/// A union of rectangles of cores.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CoreSet {
    /// x0, y0, x1, y1 per range.
    ranges: Vec<[i64; 4]>,
}

impl CoreSet {
    pub fn parse(ranges: &[&str], arch: &Arch) -> Result<Self, String> {
        if ranges.is_empty() {
            return Err("`cores` needs at least one core range".into());
        }
        let mut parsed = Vec::new();
        for text in ranges {
            let corner = |s: &str| -> Option<(i64, i64)> {
                let (x, y) = s.trim().split_once(',')?;
                Some((x.trim().parse().ok()?, y.trim().parse().ok()?))
            };
            let (start, end) = match text.split_once('-') {
                Some((a, b)) => (corner(a), corner(b)),
                None => (corner(text), corner(text)),
            };
            let (Some((x0, y0)), Some((x1, y1))) = (start, end) else {
                return Err(format!(
                    "core range `{text}`: expected \"x,y\" or \"x0,y0-x1,y1\""
                ));
            };
            if x0 > x1 || y0 > y1 {
                return Err(format!(
                    "core range `{text}` is empty: its start is after its end"
                ));
            }
            let (gx, gy) = (arch.grid.x as i64, arch.grid.y as i64);
            if x0 < 0 || y0 < 0 || x1 >= gx || y1 >= gy {
                return Err(format!(
                    "core range `{text}` leaves the {gx}x{gy} grid of {} (x 0..{}, y 0..{})",
                    arch.name,
                    gx - 1,
                    gy - 1
                ));
            }
            parsed.push([x0, y0, x1, y1]);
        }
        Ok(Self { ranges: parsed })
    }

    /// x0, y0, x1, y1 per range, for `cores` attributes.
    pub fn to_array(&self) -> Vec<i64> {
        self.ranges.iter().flatten().copied().collect()
    }

    pub fn cores(&self) -> BTreeSet<(i64, i64)> {
        self.ranges
            .iter()
            .flat_map(|[x0, y0, x1, y1]| {
                (*y0..=*y1).flat_map(move |y| (*x0..=*x1).map(move |x| (x, y)))
            })
            .collect()
    }

    /// Every core in the order a per-core expression's `index` counts them:
    /// row by row within each rectangle, rectangles in order (a core in two
    /// rectangles comes twice).
    pub fn ordered(&self) -> Vec<(i64, i64)> {
        self.ranges
            .iter()
            .flat_map(|[x0, y0, x1, y1]| {
                (*y0..=*y1).flat_map(move |y| (*x0..=*x1).map(move |x| (x, y)))
            })
            .collect()
    }

    /// A core in both sets, if any.
    pub fn first_common(&self, other: &CoreSet) -> Option<(i64, i64)> {
        let theirs = other.cores();
        self.cores().into_iter().find(|c| theirs.contains(c))
    }

    /// A core of this set that `container` lacks, if any.
    pub fn first_outside(&self, container: &CoreSet) -> Option<(i64, i64)> {
        let theirs = container.cores();
        self.cores().into_iter().find(|c| !theirs.contains(c))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn arch() -> Arch {
        Arch::load("wormhole_b0").unwrap()
    }

    #[test]
    fn single_cores_and_rectangles_parse() {
        let set = CoreSet::parse(&["1,2", "0,0-1,1"], &arch()).unwrap();
        assert_eq!(set.to_array(), [1, 2, 1, 2, 0, 0, 1, 1]);
        assert_eq!(set.cores().len(), 5);
        assert_eq!(set.ordered(), [(1, 2), (0, 0), (1, 0), (0, 1), (1, 1)]);
    }

    #[test]
    fn ranges_outside_the_grid_are_rejected() {
        let error = CoreSet::parse(&["0,0-8,0"], &arch()).unwrap_err();
        assert!(
            error.contains("leaves the 8x8 grid of wormhole_b0"),
            "{error}"
        );
        assert!(CoreSet::parse(&["3,3-1,1"], &arch())
            .unwrap_err()
            .contains("empty"));
        assert!(CoreSet::parse(&["a,b"], &arch())
            .unwrap_err()
            .contains("expected"));
    }

    #[test]
    fn overlap_and_containment() {
        let a = CoreSet::parse(&["0,0-3,3"], &arch()).unwrap();
        let b = CoreSet::parse(&["3,3-4,4"], &arch()).unwrap();
        assert_eq!(a.first_common(&b), Some((3, 3)));
        assert_eq!(b.first_outside(&a), Some((3, 4)));
        assert_eq!(
            CoreSet::parse(&["1,1"], &arch()).unwrap().first_outside(&a),
            None
        );
    }
}
