//! The NoC: address decoding (docs/abi.md, "NoC addresses") and the queue of
//! transfers in flight. A transfer's data is taken when it is issued and lands
//! at its completion time; completions are applied in (time, issue order), so
//! a run is deterministic. The links transfers hold are in [`crate::route`].

use crate::route::Links;
use std::{cmp::Reverse, collections::BinaryHeap};

/// A NoC endpoint and a local address in it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NocAddress {
    pub x: u32,
    pub y: u32,
    pub local: u64,
}

/// A multicast rectangle (inclusive) and a local address.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rectangle {
    pub x_start: u32,
    pub y_start: u32,
    pub x_end: u32,
    pub y_end: u32,
    pub local: u64,
}

/// The bit widths of the encoding, from the target file.
#[derive(Debug, Clone, Copy)]
pub struct Encoding {
    pub local_bits: u32,
    pub node_bits: u32,
}

impl Encoding {
    fn field(self, address: u64, shift: u32) -> u32 {
        ((address >> shift) & ((1u64 << self.node_bits) - 1)) as u32
    }

    fn local(self, address: u64) -> u64 {
        address & ((1u64 << self.local_bits) - 1)
    }

    /// The high word of node (x, y)'s NoC addresses (`L` is at least 32,
    /// the target file's check): what `tanto_dram_bank_xy` holds, as
    /// tt-metal's firmware keeps its banks' encoded coordinates.
    pub fn endpoint_high_word(self, x: u32, y: u32) -> u32 {
        let l = self.local_bits;
        let endpoint = (u64::from(y) << (l + self.node_bits)) | (u64::from(x) << l);
        (endpoint >> 32) as u32
    }

    /// `y << (L + N) | x << L | local`.
    pub fn unicast(self, address: u64) -> NocAddress {
        let l = self.local_bits;
        NocAddress {
            x: self.field(address, l),
            y: self.field(address, l + self.node_bits),
            local: self.local(address),
        }
    }

    /// `x_start << (L + 2N) | y_start << (L + 3N) | x_end << L | y_end << (L + N) | local`.
    pub fn multicast(self, address: u64) -> Rectangle {
        let (l, n) = (self.local_bits, self.node_bits);
        Rectangle {
            x_start: self.field(address, l + 2 * n),
            y_start: self.field(address, l + 3 * n),
            x_end: self.field(address, l),
            y_end: self.field(address, l + n),
            local: self.local(address),
        }
    }
}

/// Where a transfer's bytes go when it completes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Delivery {
    /// Into a core's L1 at a byte offset.
    L1 {
        x: u32,
        y: u32,
        offset: u32,
        data: Vec<u8>,
    },
    /// Into a DRAM bank.
    Dram {
        bank: usize,
        address: u64,
        data: Vec<u8>,
    },
    /// An atomic add to a word of a core's L1.
    SemaphoreAdd {
        x: u32,
        y: u32,
        offset: u32,
        value: u32,
    },
}

/// What a transfer counts against for the issuer's barriers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Direction {
    Read,
    Write,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Transfer {
    /// The hart that issued it.
    pub hart: usize,
    pub direction: Direction,
    pub tid: u32,
    pub deliveries: Vec<Delivery>,
    /// The dependence tag of what it delivers.
    pub made: crate::dependence::Tag,
}

/// Transfers in flight, ordered by completion time then issue order, and
/// the NoC links they reserve.
#[derive(Debug, Default)]
pub struct InFlight {
    heap: BinaryHeap<Reverse<(u64, u64)>>,
    transfers: std::collections::HashMap<u64, Transfer>,
    next_sequence: u64,
    /// When each link is free, and the bytes routed over it (the roofline).
    pub links: Links,
}

impl InFlight {
    pub fn push(&mut self, complete_at: u64, transfer: Transfer) {
        let sequence = self.next_sequence;
        self.next_sequence += 1;
        self.heap.push(Reverse((complete_at, sequence)));
        self.transfers.insert(sequence, transfer);
    }

    /// The next transfer completing at or before `now`.
    pub fn pop_due(&mut self, now: u64) -> Option<Transfer> {
        let Reverse((time, sequence)) = *self.heap.peek()?;
        if time > now {
            return None;
        }
        self.heap.pop();
        self.transfers.remove(&sequence)
    }

    pub fn next_completion(&self) -> Option<u64> {
        self.heap.peek().map(|Reverse((time, _))| *time)
    }

    pub fn is_empty(&self) -> bool {
        self.heap.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const WORMHOLE: Encoding = Encoding {
        local_bits: 36,
        node_bits: 6,
    };

    #[test]
    fn decodes_the_abi_encodings() {
        let address = (5u64 << 42) | (3u64 << 36) | 0x1_9000;
        assert_eq!(
            WORMHOLE.unicast(address),
            NocAddress {
                x: 3,
                y: 5,
                local: 0x1_9000
            }
        );
        let rect = (1u64 << 48) | (2u64 << 54) | (3u64 << 36) | (4u64 << 42) | 0x40;
        assert_eq!(
            WORMHOLE.multicast(rect),
            Rectangle {
                x_start: 1,
                y_start: 2,
                x_end: 3,
                y_end: 4,
                local: 0x40
            }
        );
    }

    /// Wormhole's DRAM bank at (9, 11) is 11 << 10 | 9 << 4 in the high
    /// word (y at bit 42, x at 36 of the address); with a local address
    /// below it, it decodes back to the bank.
    #[test]
    fn an_encoded_endpoint_is_its_addresses_high_word() {
        let high = WORMHOLE.endpoint_high_word(9, 11);
        assert_eq!(high, (11 << 10) | (9 << 4));
        let address = (u64::from(high) << 32) | 0x2040;
        assert_eq!(
            WORMHOLE.unicast(address),
            NocAddress {
                x: 9,
                y: 11,
                local: 0x2040
            }
        );
    }

    #[test]
    fn completions_come_in_time_then_issue_order() {
        let mut queue = InFlight::default();
        let transfer = |hart| Transfer {
            hart,
            direction: Direction::Read,
            tid: 0,
            deliveries: vec![],
            made: crate::dependence::Tag::FREE,
        };
        queue.push(10, transfer(0));
        queue.push(5, transfer(1));
        queue.push(10, transfer(2));
        assert_eq!(queue.next_completion(), Some(5));
        assert_eq!(queue.pop_due(4), None);
        let order: Vec<usize> = std::iter::from_fn(|| queue.pop_due(10))
            .map(|t| t.hart)
            .collect();
        assert_eq!(order, vec![1, 0, 2]);
        assert!(queue.is_empty());
    }
}
