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

/// For each request, the others it conflicts with. Requests of one owner
/// are paired by a sweep over their live ranges, so the work is
/// O(n log n + pairs) rather than O(n^2): a PTO kernel of 100,000
/// instructions has as many tiles, each live for a few instructions.
/// Requests live for the whole program, or of different owners, conflict
/// with every request on their cores and are paired with all of them.
fn conflict_lists(requests: &[Request]) -> Vec<Vec<usize>> {
    let mut lists: Vec<Vec<usize>> = vec![Vec::new(); requests.len()];
    let pair = |a: usize, b: usize, lists: &mut Vec<Vec<usize>>| {
        if conflict(&requests[a], &requests[b]) {
            lists[a].push(b);
            lists[b].push(a);
        }
    };
    let mut by_owner: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
    let mut whole = Vec::new();
    for (index, request) in requests.iter().enumerate() {
        match &request.live {
            Some(live) => by_owner.entry(live.owner.as_str()).or_default().push(index),
            None => whole.push(index),
        }
    }
    for (i, &a) in whole.iter().enumerate() {
        for b in whole[i + 1..].iter().chain(by_owner.values().flatten()) {
            pair(a, *b, &mut lists);
        }
    }
    let owners: Vec<&Vec<usize>> = by_owner.values().collect();
    for (i, members) in owners.iter().enumerate() {
        for other in &owners[i + 1..] {
            for &a in members.iter() {
                for &b in other.iter() {
                    pair(a, b, &mut lists);
                }
            }
        }
        // One owner: a request overlaps the earlier-starting ones still live
        // at its start. `conflict` decides each candidate exactly.
        let live = |i: usize| {
            requests[i]
                .live
                .as_ref()
                .map_or((0, 0), |l| (l.start, l.end))
        };
        let mut sorted = (*members).clone();
        sorted.sort_by_key(|&i| live(i));
        let mut active: Vec<usize> = Vec::new();
        for &b in &sorted {
            let (start, _) = live(b);
            active.retain(|&a| live(a).1 > start);
            for &a in &active {
                pair(a, b, &mut lists);
            }
            active.push(b);
        }
    }
    lists
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
    let conflicts = conflict_lists(requests);
    let mut addresses: Vec<Option<u64>> = vec![None; requests.len()];
    let mut unplaced = Vec::new();
    for &index in &order {
        let request = &requests[index];
        // Busy intervals of conflicting requests already placed.
        let mut busy: Vec<(u64, u64)> = conflicts[index]
            .iter()
            .filter_map(|&other| addresses[other].map(|a| (a, a + requests[other].size)))
            .collect();
        busy.sort_unstable();
        let mut candidate = align_up(base, request.alignment);
        for (start, end) in busy {
            if candidate + request.size <= start {
                break;
            }
            if end > candidate {
                candidate = align_up(end, request.alignment);
            }
        }
        if candidate + request.size <= limit {
            addresses[index] = Some(candidate);
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
        for (i, others) in conflict_lists(requests).iter().enumerate() {
            for &j in others.iter().filter(|&&j| j > i) {
                let (a, b) = (&self.placements[i], &self.placements[j]);
                if a.address < b.address + b.size && b.address < a.address + a.size {
                    return Err(format!(
                        "`{}` and `{}` overlap at {:#x} while both live on one core",
                        a.name,
                        b.name,
                        a.address.max(b.address)
                    ));
                }
            }
        }
        Ok(())
    }
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

    /// Random request sets: whatever the planner returns verifies, and it
    /// never uses less than the lower bound.
    #[test]
    fn random_plans_verify() {
        let cases = crate::testing::random_lists(0x9e37_79b9_7f4a_7c15, 300, 12, |i, next| {
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
        });
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
