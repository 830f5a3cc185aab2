//! A5's direct PTO FIFO (docs/abi.md): its slots lie in the consumer cores'
//! own L1, at the buffer they reserved. A consumer core binds the FIFO to
//! that buffer; the producer writes each slot into every consumer core
//! through the NoC (each sub-block its part when split), then commits it
//! with TPUSH as a FIFO through global memory does.

use super::{CallOutcome, Issue};
use crate::{
    machine::{Machine, Wait},
    math::{memory::TileLayout, DataFormat},
    noc::{Delivery, Direction},
    route::Node,
};

/// `tanto_rt_pto_fifo_write_local`'s argument words.
pub(super) struct LocalWrite {
    pub flag: u32,
    /// The slot buffer's address in the consumer's L1, and the slot's
    /// offset in it.
    pub base: u32,
    pub offset: u32,
    /// 0 no split, 1 up/down, 2 left/right.
    pub split: u32,
    pub c2v: bool,
    /// The pushed tile: L1 address, pitch word, static rows, data format.
    pub tile: u32,
    pub pitch: u32,
    pub rows: u32,
    pub format: u32,
}

impl Machine {
    /// `tanto_rt_pto_fifo_bind(flag, slots, base, slot_size)`: this hart's
    /// kernel consumes FIFO `flag`, whose `slots` slots of `slot_size` bytes
    /// are at `base` in each of its cores' L1.
    pub(super) fn fifo_bind(
        &mut self,
        h: usize,
        flag: u32,
        slots: u32,
        base: u32,
        slot_size: u32,
    ) -> Result<CallOutcome, String> {
        let sync = self.arch.latency.sync;
        let bytes = slots
            .checked_mul(slot_size)
            .ok_or_else(|| format!("FIFO {flag}: {slots} slots of {slot_size} bytes"))?;
        self.check_l1(base, bytes)?;
        let kernel = self.harts[h].kernel;
        let consumers = self.harts.iter().filter(|s| s.kernel == kernel).count() as u32;
        let kernels: Vec<String> = self.kernels.iter().map(|k| k.name.clone()).collect();
        let fifo = self.fifo(flag, slots)?;
        match fifo.consumer_kernel {
            Some(other) if other != kernel => {
                return Err(format!(
                    "FIFO {flag} is consumed by kernels `{}` and `{}`; the simulator models one consuming kernel per FIFO",
                    kernels[other], kernels[kernel]
                ))
            }
            _ => {
                fifo.consumer_kernel = Some(kernel);
                fifo.consumers = consumers;
            }
        }
        match fifo.local_base {
            Some(other) if other != base => Err(format!(
                "the cores of `{}` put FIFO {flag}'s slots at {other:#x} and at {base:#x}: a producer writes one address on every consumer core",
                kernels[kernel]
            )),
            _ => {
                fifo.local_base = Some(base);
                Ok(CallOutcome {
                    value: None,
                    cycles: sync,
                    wait: None,
                })
            }
        }
    }

    /// `tanto_rt_pto_fifo_write_local`: the pushed tile's slot written into
    /// the consumer cores' L1, once a consumer kernel has bound the FIFO.
    /// C2V: each consumer sub-block gets its part (no split: the whole tile;
    /// up/down: its half of the rows; left/right: its half of the columns).
    /// V2C: this producer sub-block's tile goes to its part of each
    /// consumer's slot. A part is written whole and row-major, from the
    /// tile's static shape read through its layout.
    pub(super) fn fifo_write_local(
        &mut self,
        h: usize,
        at: u64,
        write: &LocalWrite,
    ) -> Result<CallOutcome, String> {
        let sync = self.arch.latency.sync;
        let flag = write.flag;
        let (kernel, local_base) = match self.fifos.get(&flag) {
            Some(fifo) => (fifo.consumer_kernel, fifo.local_base),
            None => (None, None),
        };
        let (Some(kernel), Some(local_base)) = (kernel, local_base) else {
            return Ok(CallOutcome {
                value: None,
                cycles: sync,
                wait: Some(Wait::FifoConsumer { flag }),
            });
        };
        if local_base != write.base {
            return Err(format!(
                "the producer writes FIFO {flag}'s slots at {:#x}, but its consumers reserved them at {local_base:#x}",
                write.base
            ));
        }
        let format = DataFormat::from_code(write.format)
            .ok_or_else(|| format!("unknown data format {}", write.format))?;
        let (cols, layout) = TileLayout::decode(write.pitch, format)
            .ok_or_else(|| format!("pitch word {:#x} names no tile layout", write.pitch))?;
        let (rows, cols, esize) = (write.rows as usize, cols as usize, format.bytes());
        let footprint = u32::try_from(rows * cols * esize)
            .map_err(|_| format!("a {rows}x{cols} tile does not fit in L1"))?;
        let tile = self.local_bytes(h, write.tile, footprint)?;
        // The elements of rows r0.. and columns c0.. of the static tile,
        // `part_rows` x `part_cols` of them, row-major.
        let part = |r0: usize, c0: usize, part_rows: usize, part_cols: usize| {
            let mut data = Vec::with_capacity(part_rows * part_cols * esize);
            for r in r0..r0 + part_rows {
                for c in c0..c0 + part_cols {
                    let at = layout.offset(r, c, cols) * esize;
                    data.extend_from_slice(&tile[at..at + esize]);
                }
            }
            data
        };
        let consumers: Vec<(usize, Node)> = self
            .harts
            .iter()
            .enumerate()
            .filter(|(_, s)| s.kernel == kernel)
            .map(|(i, s)| (i, s.core))
            .collect();
        let slot = write.base.wrapping_add(write.offset);
        // (core, L1 address, bytes) of every write.
        let mut writes: Vec<(Node, u32, Vec<u8>)> = Vec::new();
        if write.c2v {
            for (s, (_, core)) in consumers.iter().enumerate() {
                // As PTO: a sub-block past the split's two parts takes the last.
                let s = s.min(1);
                let data = match write.split {
                    1 => part(s * rows / 2, 0, rows / 2, cols),
                    2 => part(0, s * cols / 2, rows, cols / 2),
                    _ => part(0, 0, rows, cols),
                };
                writes.push((*core, slot, data));
            }
        } else {
            // This producer's sub-block; as PTO's, one past the split's two
            // parts takes the last.
            let producer = self.harts[h].kernel;
            let p = (0..h)
                .filter(|&i| self.harts[i].kernel == producer)
                .count()
                .min(1);
            for (_, core) in &consumers {
                match write.split {
                    1 => writes.push((
                        *core,
                        slot.wrapping_add((p * rows * cols * esize) as u32),
                        part(0, 0, rows, cols),
                    )),
                    2 => {
                        for r in 0..rows {
                            let at = (r * 2 * cols + p * cols) * esize;
                            writes.push((*core, slot.wrapping_add(at as u32), part(r, 0, 1, cols)));
                        }
                    }
                    _ => writes.push((*core, slot, part(0, 0, rows, cols))),
                }
            }
        }
        let mut deliveries = Vec::with_capacity(writes.len());
        let mut bytes = 0u32;
        for ((x, y), address, data) in writes {
            let length = data.len() as u32;
            let offset = self.l1_offset(u64::from(address), length)?;
            bytes = bytes.saturating_add(length);
            deliveries.push(Delivery::L1 { x, y, offset, data });
        }
        let targets: Vec<Node> = consumers.iter().map(|(_, core)| *core).collect();
        let route = self.tree_from(h, &targets);
        let latency = self.arch.latency.l1_transfer + self.farthest_round_trip(h, &targets);
        self.count_transaction(h, None, bytes);
        self.issue(
            h,
            at,
            Issue {
                direction: Direction::Write,
                tid: 0,
                latency,
                dram_bank: None,
                route,
                bytes,
                deliveries,
                source: super::Source::Untracked,
            },
        )
    }
}
