//! The L1 planner: requests (size, alignment, cores, live range) in,
//! addresses out, with a verify() of its own. No MLIR here.
//!
//! Every resource instance of a core range shares one address (spec 3.3.1:
//! "all instances of a local buffer have the same size and local address in
//! L1"), so a request is placed once for all its cores. Two requests
//! conflict when they share a core and their live ranges overlap; the
//! planner places requests largest first at the lowest aligned address that
//! overlaps no conflicting placement (first fit), which reaches the lower
//! bound (the peak of live bytes on any core) on the programs we see, and
//! reports both.

use std::collections::{BTreeMap, BTreeSet};

/// A buffer to place.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Request {
    pub name: String,
    pub size: u64,
    pub alignment: u64,
    /// The cores holding an instance, as (x, y).
    pub cores: BTreeSet<(i64, i64)>,
    /// When it is live: None for the whole program, or a half-open range of
    /// program points within `owner`'s timeline (a buffer only one kernel
    /// uses may share space with another used only in a disjoint part of
    /// the same kernel).
    pub live: Option<Live>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Live {
    pub owner: String,
    pub start: u64,
    pub end: u64,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Placement {
    pub name: String,
    pub address: u64,
    pub size: u64,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Plan {
    pub placements: Vec<Placement>,
    /// Highest end address used on any core, minus the base.
    pub peak: u64,
    /// The largest number of bytes live at once on any core: no plan can
    /// use less.
    pub lower_bound: u64,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PlanError {
    /// The requests do not fit between `base` and `limit`.
    Overflow {
        needed: u64,
        budget: u64,
        unplaced: Vec<String>,
    },
}

fn align_up(value: u64, alignment: u64) -> u64 {
    value.div_ceil(alignment.max(1)) * alignment.max(1)
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// Whether two requests may be live on the same core at the same time.
pub fn conflict(a: &Request, b: &Request) -> bool {
    if a.cores.is_disjoint(&b.cores) {
        return false;
    }
    match (&a.live, &b.live) {
        (Some(x), Some(y)) if x.owner == y.owner => x.start < y.end && y.start < x.end,
        _ => true,
    }
}

/// For each request, the other requests of its owner it conflicts with:
/// those sharing a core whose live ranges overlap. A sweep over the live
/// ranges pairs them, O(n log n + pairs): a PTO kernel of 100,000
/// instructions has as many tiles, each live for a few instructions.
/// Conflicts with whole-program requests and across owners are not listed:
/// they hold for every request on a shared core, and [`Occupancy`] answers
/// them per core.
fn same_owner_conflicts(requests: &[Request]) -> Vec<Vec<usize>> {
    let mut lists: Vec<Vec<usize>> = vec![Vec::new(); requests.len()];
    let mut by_owner: BTreeMap<&str, Vec<(u64, u64, usize)>> = BTreeMap::new();
    for (index, request) in requests.iter().enumerate() {
        if let Some(live) = &request.live {
            by_owner
                .entry(live.owner.as_str())
                .or_default()
                .push((live.start, live.end, index));
        }
    }
    for mut members in by_owner.into_values() {
        members.sort_unstable();
        // The earlier-starting requests still live at each start.
        let mut active: Vec<(u64, usize)> = Vec::new();
        for (start, end, b) in members {
            active.retain(|&(a_end, _)| a_end > start);
            for &(_, a) in &active {
                if conflict(&requests[a], &requests[b]) {
                    lists[a].push(b);
                    lists[b].push(a);
                }
            }
            active.push((end, b));
        }
    }
    lists
}

/// Disjoint busy address ranges, adjacent ones merged: start -> end.
#[derive(Default)]
struct Busy(BTreeMap<u64, u64>);

impl Busy {
    fn insert(&mut self, mut start: u64, mut end: u64) {
        if start >= end {
            return;
        }
        // Absorb every range touching [start, end).
        if let Some((&s, &e)) = self.0.range(..=start).next_back() {
            if e >= start {
                start = s;
                end = end.max(e);
            }
        }
        let touching: Vec<u64> = self.0.range(start..=end).map(|(&s, _)| s).collect();
        for s in touching {
            if let Some(e) = self.0.remove(&s) {
                end = end.max(e);
            }
        }
        self.0.insert(start, end);
    }

    /// The end of a busy range overlapping [start, end), if any.
    fn overlap_end(&self, start: u64, end: u64) -> Option<u64> {
        let (_, &e) = self.0.range(..end).next_back()?;
        (e > start).then_some(e)
    }
}

/// What is placed on each core: whole-program requests together, timed
/// requests by owner (they conflict with whole-program requests and with
/// other owners' requests whatever their live ranges).
#[derive(Default)]
struct Occupancy {
    cores: BTreeMap<(i64, i64), CoreBusy>,
}

#[derive(Default)]
struct CoreBusy {
    whole: Busy,
    by_owner: BTreeMap<String, Busy>,
}

impl Occupancy {
    fn place(&mut self, request: &Request, start: u64, end: u64) {
        for core in &request.cores {
            let here = self.cores.entry(*core).or_default();
            let busy = match &request.live {
                None => &mut here.whole,
                Some(live) => here.by_owner.entry(live.owner.clone()).or_default(),
            };
            busy.insert(start, end);
        }
    }

    /// The end of a placed range that conflicts with `request` at
    /// [start, end) on one of its cores (its own owner's ranges excepted:
    /// those conflict only where live ranges overlap).
    fn overlap_end(&self, request: &Request, start: u64, end: u64) -> Option<u64> {
        let owner = request.live.as_ref().map(|l| l.owner.as_str());
        request
            .cores
            .iter()
            .filter_map(|core| self.cores.get(core))
            .flat_map(|here| {
                std::iter::once(&here.whole).chain(
                    here.by_owner
                        .iter()
                        .filter(|(o, _)| Some(o.as_str()) != owner)
                        .map(|(_, busy)| busy),
                )
            })
            .filter_map(|busy| busy.overlap_end(start, end))
            .max()
    }
}

/// Places every request in [base, limit).
pub fn plan(requests: &[Request], base: u64, limit: u64) -> Result<Plan, PlanError> {
    let mut order: Vec<usize> = (0..requests.len()).collect();
    // Largest first, then by name so the plan is deterministic.
    order.sort_by(|&a, &b| {
        requests[b]
            .size
            .cmp(&requests[a].size)
            .then_with(|| requests[a].name.cmp(&requests[b].name))
    });
    let same_owner = same_owner_conflicts(requests);
    // Every placement is a multiple of every alignment's common divisor, so
    // none starts between a range's end and the next multiple of it: ranges
    // are kept rounded up to it, stacked small requests (4-byte semaphores
    // at 16-byte alignment) merge into one busy range, and first fit jumps
    // over them at once.
    let common = requests
        .iter()
        .fold(0, |g, r| gcd(g, r.alignment.max(1)))
        .max(1);
    let occupied = |address: u64, size: u64| (address, address + align_up(size, common));
    let mut occupancy = Occupancy::default();
    let mut addresses: Vec<Option<u64>> = vec![None; requests.len()];
    let mut unplaced = Vec::new();
    for &index in &order {
        let request = &requests[index];
        // Placed requests of its owner whose live ranges overlap its own.
        let mut own = Busy::default();
        for &other in &same_owner[index] {
            if let Some(a) = addresses[other] {
                let (start, end) = occupied(a, requests[other].size);
                own.insert(start, end);
            }
        }
        // The lowest aligned address overlapping nothing busy (first fit):
        // every aligned address below the end of an overlapping range
        // overlaps it too, so jump past it and look again.
        let mut candidate = align_up(base, request.alignment);
        while let Some(end) = own
            .overlap_end(candidate, candidate + request.size)
            .into_iter()
            .chain(occupancy.overlap_end(request, candidate, candidate + request.size))
            .max()
        {
            candidate = align_up(end, request.alignment);
        }
        if candidate + request.size <= limit {
            addresses[index] = Some(candidate);
            let (start, end) = occupied(candidate, request.size);
            occupancy.place(request, start, end);
        } else {
            unplaced.push(request.name.clone());
        }
    }
    let lower_bound = lower_bound(requests);
    if !unplaced.is_empty() {
        return Err(PlanError::Overflow {
            needed: lower_bound,
            budget: limit - base,
            unplaced,
        });
    }
    let placements: Vec<Placement> = requests
        .iter()
        .zip(&addresses)
        .map(|(r, a)| Placement {
            name: r.name.clone(),
            address: a.unwrap_or(base),
            size: r.size,
        })
        .collect();
    // Every address is a multiple of the smallest alignment, so space comes
    // in blocks of it: the peak and the bound count sizes rounded up to it.
    let granule = granule(requests);
    let peak = placements
        .iter()
        .map(|p| p.address + align_up(p.size, granule))
        .max()
        .unwrap_or(base)
        - base;
    Ok(Plan {
        placements,
        peak,
        lower_bound,
    })
}

/// The smallest alignment: every placement starts at a multiple of it.
fn granule(requests: &[Request]) -> u64 {
    requests
        .iter()
        .map(|r| r.alignment.max(1))
        .min()
        .unwrap_or(1)
}

/// The peak of bytes live at once on one core, each buffer rounded up to the
/// smallest alignment (no placement can use less).
pub fn lower_bound(requests: &[Request]) -> u64 {
    let granule = granule(requests);
    let cores: BTreeSet<(i64, i64)> = requests
        .iter()
        .flat_map(|r| r.cores.iter().copied())
        .collect();
    let mut best = 0;
    for core in cores {
        let here: Vec<&Request> = requests
            .iter()
            .filter(|r| r.cores.contains(&core))
            .collect();
        // Whole-program requests are always live; per-owner timelines peak
        // at one of their start points.
        let always: u64 = here
            .iter()
            .filter(|r| r.live.is_none())
            .map(|r| align_up(r.size, granule))
            .sum();
        let owners: BTreeSet<&str> = here
            .iter()
            .filter_map(|r| r.live.as_ref().map(|l| l.owner.as_str()))
            .collect();
        let mut timed = 0;
        for owner in owners {
            // Bytes live at each start point, by a sweep: removals before
            // additions at one point, as a range is half-open.
            let mut events: Vec<(u64, bool, u64)> = here
                .iter()
                .filter_map(|r| {
                    let l = r
                        .live
                        .as_ref()
                        .filter(|l| l.owner == owner && l.start < l.end)?;
                    Some((l, align_up(r.size, granule)))
                })
                .flat_map(|(l, size)| [(l.start, true, size), (l.end, false, size)])
                .collect();
            events.sort_unstable_by_key(|&(at, starts, _)| (at, starts));
            let (mut live, mut peak) = (0u64, 0u64);
            for (_, starts, size) in events {
                if starts {
                    live += size;
                    peak = peak.max(live);
                } else {
                    live -= size;
                }
            }
            timed += peak;
        }
        best = best.max(always + timed);
    }
    best
}

impl Plan {
    /// Checks the plan: every placement aligned and inside [base, limit),
    /// and no two conflicting requests overlap in memory.
    pub fn verify(&self, requests: &[Request], base: u64, limit: u64) -> Result<(), String> {
        if self.placements.len() != requests.len() {
            return Err(format!(
                "{} placements for {} requests",
                self.placements.len(),
                requests.len()
            ));
        }
        for (p, r) in self.placements.iter().zip(requests) {
            if p.address % r.alignment.max(1) != 0 {
                return Err(format!(
                    "`{}` at {:#x} is not aligned to {}",
                    r.name, p.address, r.alignment
                ));
            }
            if p.address < base || p.address + r.size > limit {
                return Err(format!(
                    "`{}` at {:#x}..{:#x} leaves {base:#x}..{limit:#x}",
                    r.name,
                    p.address,
                    p.address + r.size
                ));
            }
        }
        let mut on_core: BTreeMap<(i64, i64), Vec<usize>> = BTreeMap::new();
        for (index, request) in requests.iter().enumerate() {
            for core in &request.cores {
                on_core.entry(*core).or_default().push(index);
            }
        }
        for members in on_core.values() {
            if let Some((a, b)) = self.overlap_on_one_core(requests, members) {
                let (a, b) = (&self.placements[a], &self.placements[b]);
                return Err(format!(
                    "`{}` and `{}` overlap at {:#x} while both live on one core",
                    a.name,
                    b.name,
                    a.address.max(b.address)
                ));
            }
        }
        Ok(())
    }

    /// Two conflicting requests of one core's `members` that overlap in
    /// memory, if any, in O(n log n): a sweep over time within each owner
    /// (whole-program requests are one owner live throughout), then a sweep
    /// over addresses across owners, all of whose ranges conflict.
    fn overlap_on_one_core(
        &self,
        requests: &[Request],
        members: &[usize],
    ) -> Option<(usize, usize)> {
        let range = |i: usize| {
            let p = &self.placements[i];
            (p.address, p.address + p.size)
        };
        let mut by_owner: BTreeMap<Option<&str>, Vec<usize>> = BTreeMap::new();
        for &i in members.iter().filter(|&&i| requests[i].size > 0) {
            let owner = requests[i].live.as_ref().map(|l| l.owner.as_str());
            by_owner.entry(owner).or_default().push(i);
        }
        let live = |i: usize| {
            requests[i]
                .live
                .as_ref()
                .map_or((0, u64::MAX), |l| (l.start, l.end))
        };
        let mut unions: Vec<(u64, u64, usize)> = Vec::new();
        for group in by_owner.values_mut() {
            group.sort_unstable_by_key(|&i| live(i));
            // Live requests by address; ended ones leave by their end.
            let mut active: BTreeMap<u64, (u64, usize)> = BTreeMap::new();
            let mut ending = std::collections::BinaryHeap::new();
            for &b in group.iter() {
                let (start, end) = live(b);
                while let Some(&std::cmp::Reverse((e, address, a))) = ending.peek() {
                    if e > start {
                        break;
                    }
                    ending.pop();
                    if active.get(&address).is_some_and(|&(_, i)| i == a) {
                        active.remove(&address);
                    }
                }
                let (lo, hi) = range(b);
                let before = active.range(..hi).next_back();
                if let Some((_, &(_, a))) = before.filter(|(_, &(a_end, _))| a_end > lo) {
                    return Some((a, b));
                }
                active.insert(lo, (hi, b));
                ending.push(std::cmp::Reverse((end, lo, b)));
            }
            // The group's address ranges, merged: any overlap with another
            // group's is a conflict whatever the live ranges.
            let mut spans: Vec<(u64, u64, usize)> = group
                .iter()
                .map(|&i| {
                    let (lo, hi) = range(i);
                    (lo, hi, i)
                })
                .collect();
            spans.sort_unstable();
            for (lo, hi, i) in spans {
                match unions.last_mut() {
                    Some(last) if last.1 > lo && same_group(requests, last.2, i) => {
                        last.1 = last.1.max(hi)
                    }
                    _ => unions.push((lo, hi, i)),
                }
            }
        }
        unions.sort_unstable();
        // The union reaching furthest so far; unions of one group are
        // disjoint, so an overlap with it is across groups.
        let mut reach: Option<(u64, usize)> = None;
        for (lo, hi, i) in unions {
            if let Some((_, a)) = reach.filter(|&(end, _)| end > lo) {
                let of_group = |g: usize| {
                    members
                        .iter()
                        .copied()
                        .filter(move |&m| requests[m].size > 0 && same_group(requests, m, g))
                };
                return overlapping_pair(of_group(a).chain(of_group(i)), range, |x, y| {
                    !same_group(requests, x, y)
                });
            }
            if reach.is_none_or(|(end, _)| hi > end) {
                reach = Some((hi, i));
            }
        }
        None
    }
}

/// Two of `items` that overlap in memory and satisfy `conflicting`, by a
/// sweep over start addresses keeping the furthest-reaching one of each
/// group (the two groups `conflicting` separates).
fn overlapping_pair(
    items: impl Iterator<Item = usize>,
    range: impl Fn(usize) -> (u64, u64),
    conflicting: impl Fn(usize, usize) -> bool,
) -> Option<(usize, usize)> {
    let mut sorted: Vec<usize> = items.collect();
    sorted.sort_unstable_by_key(|&i| range(i));
    let mut furthest: Vec<usize> = Vec::new();
    for b in sorted {
        let (lo, hi) = range(b);
        if let Some(&a) = furthest
            .iter()
            .find(|&&a| conflicting(a, b) && range(a).1 > lo)
        {
            return Some((a, b));
        }
        match furthest.iter_mut().find(|a| !conflicting(**a, b)) {
            Some(same) if range(*same).1 < hi => *same = b,
            Some(_) => {}
            None => furthest.push(b),
        }
    }
    None
}

/// Whether two requests are of one owner (or both whole-program).
fn same_group(requests: &[Request], a: usize, b: usize) -> bool {
    requests[a].live.as_ref().map(|l| &l.owner) == requests[b].live.as_ref().map(|l| &l.owner)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cores(list: &[(i64, i64)]) -> BTreeSet<(i64, i64)> {
        list.iter().copied().collect()
    }

    fn request(name: &str, size: u64, on: &[(i64, i64)]) -> Request {
        Request {
            name: name.into(),
            size,
            alignment: 16,
            cores: cores(on),
            live: None,
        }
    }

    #[test]
    fn plan_packs_whole_program_buffers_to_the_lower_bound() {
        let requests = vec![
            request("a", 4096, &[(0, 0)]),
            request("b", 100, &[(0, 0)]),
            request("c", 2048, &[(0, 0)]),
        ];
        let plan = plan(&requests, 0x1000, 0x10000).unwrap();
        plan.verify(&requests, 0x1000, 0x10000).unwrap();
        assert_eq!(plan.placements[0].address, 0x1000);
        assert_eq!(plan.placements[2].address, 0x2000);
        assert_eq!(plan.placements[1].address, 0x2800);
        assert_eq!(plan.peak, 0x1000 + 0x800 + 112);
        assert_eq!(plan.lower_bound, 4096 + 2048 + 112);
    }

    #[test]
    fn plan_shares_addresses_across_disjoint_cores() {
        let requests = vec![
            request("left", 1024, &[(0, 0)]),
            request("right", 1024, &[(1, 0)]),
            request("both", 512, &[(0, 0), (1, 0)]),
        ];
        let plan = plan(&requests, 0, 1 << 20).unwrap();
        plan.verify(&requests, 0, 1 << 20).unwrap();
        assert_eq!(plan.placements[0].address, plan.placements[1].address);
        assert_eq!(plan.peak, 1536);
        assert_eq!(plan.lower_bound, 1536);
    }

    #[test]
    fn plan_reuses_space_of_disjoint_lifetimes_in_one_kernel() {
        let live = |start, end| {
            Some(Live {
                owner: "reader".into(),
                start,
                end,
            })
        };
        let mut first = request("first", 4096, &[(0, 0)]);
        first.live = live(0, 10);
        let mut second = request("second", 4096, &[(0, 0)]);
        second.live = live(10, 20);
        let requests = vec![first, second];
        let plan = plan(&requests, 0, 8192).unwrap();
        plan.verify(&requests, 0, 8192).unwrap();
        assert_eq!(plan.peak, 4096);
        assert_eq!(plan.lower_bound, 4096);
    }

    #[test]
    fn lifetimes_of_different_kernels_always_conflict() {
        let mut a = request("a", 64, &[(0, 0)]);
        a.live = Some(Live {
            owner: "reader".into(),
            start: 0,
            end: 1,
        });
        let mut b = request("b", 64, &[(0, 0)]);
        b.live = Some(Live {
            owner: "writer".into(),
            start: 5,
            end: 6,
        });
        assert!(conflict(&a, &b));
    }

    #[test]
    fn plan_aligns_every_placement() {
        let mut odd = request("odd", 3, &[(0, 0)]);
        odd.alignment = 32;
        let requests = vec![request("x", 5, &[(0, 0)]), odd];
        let plan = plan(&requests, 8, 1024).unwrap();
        plan.verify(&requests, 8, 1024).unwrap();
        assert!(plan.placements.iter().all(|p| p.address % 16 == 0));
    }

    #[test]
    fn plan_overflow_lists_what_did_not_fit() {
        let requests = vec![
            request("big", 1000, &[(0, 0)]),
            request("bigger", 2000, &[(0, 0)]),
        ];
        match plan(&requests, 0, 2500) {
            Err(PlanError::Overflow {
                needed,
                budget,
                unplaced,
            }) => {
                assert_eq!((needed, budget), (3008, 2500));
                assert_eq!(unplaced, ["big"]);
            }
            other => panic!("expected an overflow, got {other:?}"),
        }
    }

    #[test]
    fn verify_catches_overlap_and_misalignment() {
        let requests = vec![request("a", 64, &[(0, 0)]), request("b", 64, &[(0, 0)])];
        // Two 64-byte buffers at these addresses.
        let placed = |a: u64, b: u64, peak: u64| Plan {
            placements: [("a", a), ("b", b)]
                .map(|(name, address)| Placement {
                    name: name.into(),
                    address,
                    size: 64,
                })
                .to_vec(),
            peak,
            lower_bound: 128,
        };
        let bad = placed(0, 32, 96);
        assert!(bad
            .verify(&requests, 0, 1024)
            .unwrap_err()
            .contains("overlap"));
        let misaligned = placed(8, 128, 192);
        assert!(misaligned
            .verify(&requests, 0, 1024)
            .unwrap_err()
            .contains("aligned"));
    }

    /// Random requests over four cores, half of them timed in one of two
    /// kernels.
    fn random_requests(seed: u64, cases: usize) -> Vec<Vec<Request>> {
        crate::testing::random_lists(seed, cases, 12, |i, next| {
            let x0 = next(4) as i64;
            let on: Vec<(i64, i64)> = (x0..=x0 + next(3) as i64).map(|x| (x, 0)).collect();
            let mut r = request(&format!("r{i}"), 1 + next(5000), &on);
            r.alignment = [16, 32, 64][next(3) as usize];
            if next(2) == 0 {
                let start = next(50);
                r.live = Some(Live {
                    owner: ["k0", "k1"][next(2) as usize].into(),
                    start,
                    end: start + 1 + next(30),
                });
            }
            r
        })
    }

    /// First fit as its definition reads: every pair of requests tested
    /// with `conflict`, quadratic, for comparison only.
    fn first_fit_by_pairs(requests: &[Request], base: u64, limit: u64) -> Vec<Option<u64>> {
        let mut order: Vec<usize> = (0..requests.len()).collect();
        order.sort_by(|&a, &b| {
            (requests[b].size, &requests[a].name).cmp(&(requests[a].size, &requests[b].name))
        });
        let mut addresses: Vec<Option<u64>> = vec![None; requests.len()];
        for &i in &order {
            let r = &requests[i];
            let mut candidate = align_up(base, r.alignment);
            'search: loop {
                for (j, other) in requests.iter().enumerate() {
                    if let Some(a) = addresses[j].filter(|_| j != i && conflict(r, other)) {
                        if candidate < a + other.size && a < candidate + r.size {
                            candidate = align_up(a + other.size, r.alignment);
                            continue 'search;
                        }
                    }
                }
                break;
            }
            if candidate + r.size <= limit {
                addresses[i] = Some(candidate);
            }
        }
        addresses
    }

    #[test]
    fn plan_is_first_fit_over_every_conflicting_pair() {
        for requests in random_requests(0x2545_f491_4f6c_dd1d, 300) {
            let expected = first_fit_by_pairs(&requests, 0x100, 0x100 + 40_000);
            match plan(&requests, 0x100, 0x100 + 40_000) {
                Ok(plan) => {
                    let got: Vec<Option<u64>> =
                        plan.placements.iter().map(|p| Some(p.address)).collect();
                    assert_eq!(got, expected);
                }
                Err(_) => assert!(expected.contains(&None)),
            }
        }
    }

    /// verify() against the pairwise definition, on arbitrary addresses.
    #[test]
    fn verify_finds_exactly_the_conflicting_overlaps() {
        let mut seed = 0x9e37_79b9u64;
        let mut next = move |bound: u64| {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (seed >> 33) % bound
        };
        let (mut valid, mut invalid) = (0, 0);
        for requests in random_requests(0x1234_5678_9abc_def1, 400) {
            let placements: Vec<Placement> = requests
                .iter()
                .map(|r| Placement {
                    name: r.name.clone(),
                    address: 64 * next(400),
                    size: r.size,
                })
                .collect();
            let overlapping = (0..requests.len()).any(|i| {
                (i + 1..requests.len()).any(|j| {
                    let (a, b) = (&placements[i], &placements[j]);
                    conflict(&requests[i], &requests[j])
                        && a.address < b.address + b.size
                        && b.address < a.address + a.size
                })
            });
            let plan = Plan {
                placements,
                peak: 0,
                lower_bound: 0,
            };
            let verdict = plan.verify(&requests, 0, 1 << 20);
            assert_eq!(verdict.is_err(), overlapping, "{requests:?}");
            if overlapping {
                invalid += 1;
            } else {
                valid += 1;
            }
        }
        assert!(
            valid > 20 && invalid > 20,
            "{valid} valid, {invalid} invalid"
        );
    }

    /// Random request sets: whatever the planner returns verifies, and it
    /// never uses less than the lower bound.
    #[test]
    fn random_plans_verify() {
        let cases = random_requests(0x9e37_79b9_7f4a_7c15, 300);
        for requests in cases {
            match plan(&requests, 0x100, 0x100 + 40_000) {
                Ok(plan) => {
                    plan.verify(&requests, 0x100, 0x100 + 40_000).unwrap();
                    assert!(plan.peak >= plan.lower_bound);
                }
                Err(PlanError::Overflow { needed, .. }) => assert!(needed > 0),
            }
        }
    }
}
