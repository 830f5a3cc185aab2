//! The lower bound on NoC transactions that `tanto-run` reports next to
//! the transfers a program issued: consecutive unicast transfers of one
//! hart in one direction, each starting where the previous one ended at
//! both its remote and its local end, could have been one transaction of up
//! to the largest burst (`max_burst_bytes`). Multicasts and semaphore
//! increments count one each and end a run. Barriers in between do not
//! matter: the bound asks how few transactions could move the same data.

use crate::noc::Direction;

/// The run of contiguous transfers a hart's last transfer continued.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TransferRun {
    pub direction: Direction,
    /// Where the next transfer must start to continue the run.
    pub remote_end: u64,
    pub local_end: u32,
    pub bytes: u64,
}

/// Adds a transfer of `bytes` (a unicast `(direction, remote address,
/// local offset)`, or None for anything else) after `run`: returns how much
/// the bound grows and the run that continues.
pub fn extend(
    run: Option<TransferRun>,
    unicast: Option<(Direction, u64, u32)>,
    bytes: u32,
    burst: u64,
) -> (u64, Option<TransferRun>) {
    let burst = burst.max(1);
    let bytes = u64::from(bytes);
    let continued = run.filter(|run| {
        unicast.is_some_and(|(direction, remote, local)| {
            run.direction == direction && run.remote_end == remote && run.local_end == local
        })
    });
    let (before, total) = match continued {
        Some(run) => (run.bytes.div_ceil(burst), run.bytes + bytes),
        None => (0, bytes),
    };
    let next = unicast.map(|(direction, remote, local)| TransferRun {
        direction,
        remote_end: remote + bytes,
        local_end: local.wrapping_add(bytes as u32),
        bytes: total,
    });
    (total.div_ceil(burst).max(1) - before, next)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A transfer as `extend` takes it: the unicast run key, if any, and bytes.
    type Step = (Option<(Direction, u64, u32)>, u32);

    /// Feeds transfers through `extend`; returns the bound.
    fn bound(transfers: &[Step]) -> u64 {
        let mut run = None;
        let mut total = 0;
        for &(unicast, bytes) in transfers {
            let (added, next) = extend(run, unicast, bytes, 8192);
            total += added;
            run = next;
        }
        total
    }

    const R: Direction = Direction::Read;
    const W: Direction = Direction::Write;

    #[test]
    fn contiguous_reads_merge_up_to_a_burst() {
        // Eight 2 KiB reads of one contiguous range into contiguous L1:
        // 16 KiB, two 8 KiB bursts.
        let reads: Vec<_> = (0..8u32)
            .map(|i| (Some((R, 0x1000 + 2048 * u64::from(i), 2048 * i)), 2048))
            .collect();
        assert_eq!(bound(&reads), 2);
        // One more byte range continuing them needs a third.
        let mut more = reads.clone();
        more.push((Some((R, 0x1000 + 16384, 16384)), 32));
        assert_eq!(bound(&more), 3);
    }

    #[test]
    fn a_gap_a_new_direction_or_a_multicast_starts_a_new_transaction() {
        assert_eq!(
            bound(&[(Some((R, 0, 0)), 64), (Some((R, 128, 64)), 64)]),
            2,
            "remote gap"
        );
        assert_eq!(
            bound(&[(Some((R, 0, 0)), 64), (Some((R, 64, 128)), 64)]),
            2,
            "local gap"
        );
        assert_eq!(
            bound(&[(Some((R, 0, 0)), 64), (Some((W, 64, 64)), 64)]),
            2,
            "direction"
        );
        assert_eq!(
            bound(&[(Some((W, 0, 0)), 64), (None, 64), (Some((W, 64, 64)), 64)]),
            3,
            "multicast between"
        );
        assert_eq!(
            bound(&[(Some((W, 0, 0)), 64), (Some((W, 64, 64)), 64)]),
            1,
            "contiguous writes"
        );
    }

    #[test]
    fn a_transfer_larger_than_a_burst_counts_its_bursts() {
        assert_eq!(bound(&[(Some((R, 0, 0)), 20000)]), 3);
        assert_eq!(bound(&[(None, 4)]), 1);
    }
}
