//! The DMA-coalescing planner, on plain data: which NoC transfers of a
//! window (transfers issued with no barrier or pipe operation between them)
//! form contiguous runs in both source and destination, and how to cut the
//! runs so no transfer crosses a DRAM page or exceeds the burst limit.
//!
//! Offsets are affine forms over opaque atoms (SSA values the glue numbers),
//! so `pos + 1024` follows `pos` whatever `pos` is at run time.

pub use crate::analysis::affine::Affine;
use std::collections::{HashMap, HashSet};

/// One NoC transfer of a window.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Transfer {
    pub id: usize,
    /// Identities of the source and destination objects (and the remote
    /// core, when there is one): transfers merge only between the same two.
    pub route: String,
    pub src_offset: Affine,
    pub dst_offset: Affine,
    pub count: i64,
    pub element_bytes: u64,
    /// Elements per DRAM page when the global side is `src` or `dst`: a
    /// transfer must stay inside one page (pages sit in different banks).
    pub src_page: Option<i64>,
    pub dst_page: Option<i64>,
}

/// A merged transfer: `first`'s op becomes a transfer of `count` elements;
/// the others are removed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Merge {
    pub first: usize,
    pub absorbed: Vec<usize>,
    pub count: i64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    pub max_burst_bytes: u64,
}

/// Whether `b` continues `a` in both source and destination.
fn continues(a: &Transfer, b: &Transfer, a_count: i64) -> bool {
    a.route == b.route
        && a.element_bytes == b.element_bytes
        && b.src_offset.distance(&a.src_offset) == Some(a_count)
        && b.dst_offset.distance(&a.dst_offset) == Some(a_count)
}

/// Whether a run starting at `start` of `count` elements stays inside one
/// page of `page` elements, provably.
fn inside_page(start: &Affine, count: i64, page: Option<i64>) -> bool {
    let Some(page) = page else { return true };
    if !start.variable_part_multiple_of(page) {
        return false;
    }
    let within = start.constant.rem_euclid(page);
    within + count <= page
}

/// The merges of one window. Transfers may be reordered within a window
/// (they are asynchronous until the next barrier), so runs are found in any
/// order of issue; the result keeps each run's first transfer in place.
pub fn plan_window(transfers: &[Transfer], limits: Limits) -> Vec<Merge> {
    let mut used = vec![false; transfers.len()];
    let mut merges = Vec::new();
    // Runs start at transfers no other transfer continues into.
    let starts: Vec<usize> = (0..transfers.len())
        .filter(|&i| {
            !(0..transfers.len())
                .any(|j| j != i && continues(&transfers[j], &transfers[i], transfers[j].count))
        })
        .collect();
    for start in starts.into_iter().chain(0..transfers.len()) {
        if used[start] {
            continue;
        }
        used[start] = true;
        let first = &transfers[start];
        let mut count = first.count;
        let mut absorbed = Vec::new();
        let mut last = start;
        loop {
            let next = (0..transfers.len()).find(|&j| {
                !used[j] && continues(&transfers[last], &transfers[j], transfers[last].count)
            });
            let Some(next) = next else { break };
            let grown = count + transfers[next].count;
            if !fits(first, grown, limits) {
                // The next transfer starts a new run.
                break;
            }
            used[next] = true;
            absorbed.push(transfers[next].id);
            count = grown;
            last = next;
        }
        if !absorbed.is_empty() {
            merges.push(Merge {
                first: first.id,
                absorbed,
                count,
            });
        }
    }
    merges
}

/// Checks merges against their window: each transfer is in at most one
/// merge; each merge is a chain in which every transfer continues the one
/// before in source and destination, its count is the chain's total (the
/// merged transfer moves exactly the bytes of the ones it replaces), and it
/// fits the burst and page limits.
pub fn verify_window(
    transfers: &[Transfer],
    merges: &[Merge],
    limits: Limits,
) -> Result<(), String> {
    let by_id: HashMap<usize, &Transfer> = transfers.iter().map(|t| (t.id, t)).collect();
    let mut seen = HashSet::new();
    for merge in merges {
        let chain = std::iter::once(&merge.first).chain(&merge.absorbed);
        let mut previous: Option<&Transfer> = None;
        let mut total = 0;
        for id in chain {
            let transfer = by_id.get(id).ok_or_else(|| {
                format!(
                    "merge of transfer {} names unknown transfer {id}",
                    merge.first
                )
            })?;
            if !seen.insert(*id) {
                return Err(format!("transfer {id} is merged twice"));
            }
            if let Some(before) = previous {
                if !continues(before, transfer, before.count) {
                    return Err(format!(
                        "transfer {id} does not continue transfer {}",
                        before.id
                    ));
                }
            }
            total += transfer.count;
            previous = Some(transfer);
        }
        if total != merge.count {
            return Err(format!(
                "the merge at transfer {} moves {} elements, its transfers {total}",
                merge.first, merge.count
            ));
        }
        if !fits(by_id[&merge.first], merge.count, limits) {
            return Err(format!(
                "the merge at transfer {} exceeds the burst or crosses a page",
                merge.first
            ));
        }
    }
    Ok(())
}

/// Whether `count` elements from where `first` starts make one transfer
/// under the limits: within the burst size and, on a global buffer, one
/// DRAM page on each side.
fn fits(first: &Transfer, count: i64, limits: Limits) -> bool {
    (count as u64) * first.element_bytes <= limits.max_burst_bytes
        && inside_page(&first.src_offset, count, first.src_page)
        && inside_page(&first.dst_offset, count, first.dst_page)
}

/// The fewest transfers that can move what `transfers` move: maximal
/// contiguous runs, each cut by the burst limit and page boundaries (the
/// metric the pass reports next to its result).
pub fn lower_bound(transfers: &[Transfer], limits: Limits) -> usize {
    let mut remaining: Vec<Transfer> = transfers.to_vec();
    let mut total = 0;
    while let Some(start_index) = (0..remaining.len())
        .find(|&i| {
            !(0..remaining.len())
                .any(|j| j != i && continues(&remaining[j], &remaining[i], remaining[j].count))
        })
        .or(if remaining.is_empty() { None } else { Some(0) })
    {
        let mut run = vec![remaining.remove(start_index)];
        while let Some(next) = (0..remaining.len()).find(|&j| {
            continues(
                run.last().unwrap_or(&run[0]),
                &remaining[j],
                run.last().map_or(0, |t| t.count),
            )
        }) {
            run.push(remaining.remove(next));
        }
        total += pieces(&run, limits);
    }
    total
}

/// How many transfers a contiguous run needs under the limits (greedy cuts
/// are optimal for one run: each piece is as long as allowed).
fn pieces(run: &[Transfer], limits: Limits) -> usize {
    let mut count = 0;
    let mut index = 0;
    while index < run.len() {
        count += 1;
        let first = &run[index];
        let mut size = first.count;
        index += 1;
        while index < run.len() {
            let grown = size + run[index].count;
            if !fits(first, grown, limits) {
                break;
            }
            size = grown;
            index += 1;
        }
    }
    count
}

/// A loop whose body issues one transfer per iteration, each continuing the
/// previous one: how it coalesces. `stride` is the offsets' step per
/// iteration in elements (equal for source and destination).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoopTransfer {
    pub transfer: Transfer,
    pub src_stride: i64,
    pub dst_stride: i64,
    pub trips: i64,
}

/// How to rewrite a coalescible loop: `chunks` transfers of `chunk`
/// iterations' worth each (the loop keeps `chunks` iterations).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoopPlan {
    pub chunk_iterations: i64,
    pub chunks: i64,
}

pub fn plan_loop(candidate: &LoopTransfer, limits: Limits) -> Option<LoopPlan> {
    let t = &candidate.transfer;
    if candidate.trips < 2 || candidate.src_stride != t.count || candidate.dst_stride != t.count {
        return None;
    }
    // The largest divisor of the trip count whose chunk fits the limits.
    let fits = |k: i64| {
        let elements = k * t.count;
        (elements as u64) * t.element_bytes <= limits.max_burst_bytes
            && inside_page(&t.src_offset, elements, t.src_page)
            && inside_page(&t.dst_offset, elements, t.dst_page)
            && (t.src_page.is_none()
                || (candidate.src_stride * k) % t.src_page.unwrap_or(1) == 0
                || k == candidate.trips)
            && (t.dst_page.is_none()
                || (candidate.dst_stride * k) % t.dst_page.unwrap_or(1) == 0
                || k == candidate.trips)
    };
    let k = (2..=candidate.trips)
        .rev()
        .find(|k| candidate.trips % k == 0 && fits(*k))?;
    Some(LoopPlan {
        chunk_iterations: k,
        chunks: candidate.trips / k,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const LIMITS: Limits = Limits {
        max_burst_bytes: 8192,
    };

    fn transfer(id: usize, src: i64, dst: i64, count: i64) -> Transfer {
        Transfer {
            id,
            route: "g->p".into(),
            src_offset: Affine::atom(0).add(&Affine::constant(src)),
            dst_offset: Affine::constant(dst),
            count,
            element_bytes: 2,
            src_page: None,
            dst_page: None,
        }
    }

    #[test]
    fn contiguous_transfers_merge_in_issue_order_or_not() {
        let merges = plan_window(
            &[
                transfer(0, 0, 0, 256),
                transfer(1, 512, 512, 256),
                transfer(2, 256, 256, 256),
            ],
            LIMITS,
        );
        assert_eq!(
            merges,
            [Merge {
                first: 0,
                absorbed: vec![2, 1],
                count: 768
            }]
        );
    }

    #[test]
    fn different_routes_and_gaps_do_not_merge() {
        let mut other = transfer(1, 256, 256, 256);
        other.route = "h->p".into();
        assert!(plan_window(&[transfer(0, 0, 0, 256), other], LIMITS).is_empty());
        assert!(plan_window(
            &[transfer(0, 0, 0, 256), transfer(1, 300, 256, 256)],
            LIMITS
        )
        .is_empty());
        // Contiguous in the source but not in the destination.
        assert!(plan_window(
            &[transfer(0, 0, 0, 256), transfer(1, 256, 1024, 256)],
            LIMITS
        )
        .is_empty());
    }

    #[test]
    fn runs_are_cut_at_the_burst_limit() {
        // 4 x 2048 bf16 = 16 KiB: two bursts of 8 KiB.
        let run: Vec<Transfer> = (0..4)
            .map(|i| transfer(i, i as i64 * 2048, i as i64 * 2048, 2048))
            .collect();
        let merges = plan_window(&run, LIMITS);
        assert_eq!(merges.len(), 2);
        assert_eq!(merges[0].count, 4096);
        assert_eq!(lower_bound(&run, LIMITS), 2);
    }

    #[test]
    fn dram_pages_bound_a_run() {
        // Pages of 1024 elements starting at a page-aligned symbolic offset.
        let mut run: Vec<Transfer> = (0..4)
            .map(|i| transfer(i, i as i64 * 512, i as i64 * 512, 512))
            .collect();
        for t in &mut run {
            t.src_offset = Affine::atom(0)
                .scale(1024)
                .add(&Affine::constant(t.src_offset.constant));
            t.src_page = Some(1024);
        }
        let merges = plan_window(&run, LIMITS);
        assert_eq!(
            merges.iter().map(|m| m.count).collect::<Vec<_>>(),
            [1024, 1024]
        );
        assert_eq!(lower_bound(&run, LIMITS), 2);
        // An offset not known to be page-aligned never merges.
        for t in &mut run {
            t.src_offset = Affine::atom(0).add(&Affine::constant(t.src_offset.constant));
        }
        assert!(plan_window(&run, LIMITS).is_empty());
    }

    #[test]
    fn loops_of_contiguous_transfers_become_fewer_larger_ones() {
        let candidate = LoopTransfer {
            transfer: transfer(0, 0, 0, 1024),
            src_stride: 1024,
            dst_stride: 1024,
            trips: 8,
        };
        // 8 x 2 KiB: chunks of 4 iterations (8 KiB) twice.
        assert_eq!(
            plan_loop(&candidate, LIMITS),
            Some(LoopPlan {
                chunk_iterations: 4,
                chunks: 2
            })
        );
        let strided = LoopTransfer {
            src_stride: 2048,
            ..candidate.clone()
        };
        assert_eq!(plan_loop(&strided, LIMITS), None);
    }

    #[test]
    fn verify_window_accepts_plans_and_rejects_bad_merges() {
        let window = [
            transfer(0, 0, 0, 256),
            transfer(1, 512, 512, 256),
            transfer(2, 256, 256, 256),
        ];
        let plan = plan_window(&window, LIMITS);
        assert_eq!(verify_window(&window, &plan, LIMITS), Ok(()));
        let merge = |first, absorbed: &[usize], count| Merge {
            first,
            absorbed: absorbed.to_vec(),
            count,
        };
        let rejected = |merges: &[Merge]| verify_window(&window, merges, LIMITS).unwrap_err();
        assert!(rejected(&[merge(0, &[1], 512)]).contains("does not continue"));
        assert!(rejected(&[merge(0, &[2], 768)]).contains("moves 768 elements"));
        assert!(rejected(&[merge(0, &[2], 512), merge(1, &[2], 512)]).contains("merged twice"));
        assert!(rejected(&[merge(0, &[7], 512)]).contains("unknown transfer 7"));
        let big: Vec<Transfer> = (0..3)
            .map(|i| transfer(i, i as i64 * 2048, i as i64 * 2048, 2048))
            .collect();
        let too_long = [merge(0, &[1, 2], 6144)];
        assert!(verify_window(&big, &too_long, LIMITS)
            .unwrap_err()
            .contains("exceeds the burst"));
    }

    /// Merging never changes which bytes move where: the merged transfers
    /// cover exactly the elements of the originals.
    #[test]
    fn random_windows_move_the_same_bytes() {
        let windows = crate::testing::random_lists(0x1234_5678_9abc_def1, 500, 8, |i, next| {
            let slot = next(10) as i64 * 256;
            let mut t = transfer(i, slot, slot, 256);
            if next(3) == 0 {
                t.route = "other".into();
            }
            t
        });
        for window in windows {
            let merges = plan_window(&window, LIMITS);
            assert_eq!(verify_window(&window, &merges, LIMITS), Ok(()));
            let moved = |ts: &[(String, i64, i64, i64)]| {
                let mut cells: Vec<(String, i64, i64)> = Vec::new();
                for (route, src, dst, count) in ts {
                    for e in 0..*count {
                        cells.push((route.clone(), src + e, dst + e));
                    }
                }
                cells.sort();
                cells
            };
            let before: Vec<_> = window
                .iter()
                .map(|t| {
                    (
                        t.route.clone(),
                        t.src_offset.constant,
                        t.dst_offset.constant,
                        t.count,
                    )
                })
                .collect();
            let mut after = Vec::new();
            let absorbed: Vec<usize> = merges.iter().flat_map(|m| m.absorbed.clone()).collect();
            for t in &window {
                if absorbed.contains(&t.id) {
                    continue;
                }
                let count = merges
                    .iter()
                    .find(|m| m.first == t.id)
                    .map_or(t.count, |m| m.count);
                after.push((
                    t.route.clone(),
                    t.src_offset.constant,
                    t.dst_offset.constant,
                    count,
                ));
            }
            assert_eq!(moved(&before), moved(&after));
            assert!(after.len() >= lower_bound(&window, LIMITS));
        }
    }
}
