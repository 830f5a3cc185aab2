//! The runtime functions (`tanto_rt_*`, docs/abi.md): what the firmware does
//! when a kernel calls one. NoC functions start transfers, barriers make the
//! hart wait, math functions run on the math engine.

use crate::bounds::Access;
use crate::dependence::{Resource, Use};
use crate::{
    machine::{Fifo, Machine, Wait, TRANSACTION_IDS},
    math::{MathClass, MathEngine},
    noc::{Delivery, Direction, Transfer},
    route::{Link, NocId, Node},
};

mod fifo_local;
mod pcore;

/// What a call did: its result, its cost in cycles, and what the hart must
/// wait for before going on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CallOutcome {
    pub value: Option<u32>,
    pub cycles: u64,
    pub wait: Option<Wait>,
}

/// A NoC transfer to start: its direction and transaction id, the latency
/// to its far end, the DRAM bank it occupies (if any), its route (a
/// multicast's tree), its size and where its bytes land.
struct Issue {
    direction: Direction,
    tid: u32,
    latency: u64,
    dram_bank: Option<usize>,
    route: Vec<Link>,
    bytes: u32,
    deliveries: Vec<Delivery>,
    /// Where its data comes from, for the dependence bound.
    source: Source,
}

/// Where a transfer's data comes from.
#[derive(Debug, Clone, Copy)]
enum Source {
    L1 {
        core: (u32, u32),
        offset: u32,
    },
    Dram {
        bank: usize,
        address: u64,
    },
    /// Not followed (a semaphore increment, a FIFO's gathered parts):
    /// ready from the start, which errs low.
    Untracked,
}

/// Argument words read for a math or PTO call (the widest, TPARTARGMAX,
/// takes 6 tiles of 4 words and two formats).
const MATH_ARGUMENT_WORDS: usize = 32;

fn wide(low: u32, high: u32) -> u64 {
    u64::from(low) | (u64::from(high) << 32)
}

impl Machine {
    /// Runs runtime function `name` for hart `h`, called at cycle `at`.
    pub(crate) fn runtime_call(
        &mut self,
        h: usize,
        name: &str,
        at: u64,
    ) -> Result<CallOutcome, String> {
        let arg = |i: usize| self.harts[h].hart.argument(i);
        let sync = self.arch.latency.sync;
        let done = |cycles| {
            Ok(CallOutcome {
                value: None,
                cycles,
                wait: None,
            })
        };
        let waiting = |wait| {
            Ok(CallOutcome {
                value: None,
                cycles: sync,
                wait: Some(wait),
            })
        };
        match name {
            "tanto_rt_noc_read" => {
                let (src, dst, bytes, tid) = (wide(arg(0), arg(1)), arg(2), arg(3), arg(4));
                self.read_into_l1(h, at, src, dst, bytes, tid)
            }
            "tanto_rt_noc_write" => {
                let (src, dst, bytes, tid) = (arg(0), wide(arg(1), arg(2)), arg(3), arg(4));
                let data = self.local_bytes(h, src, bytes)?;
                self.check_noc_end(h, None, src, bytes, Access::Read, "noc_write source")?;
                self.check_noc_end(
                    h,
                    Some(dst),
                    0,
                    bytes,
                    Access::Write,
                    "noc_write destination",
                )?;
                let delivery = self.noc_destination(dst, data)?;
                let route = self.route_from(h, self.node_of(dst));
                self.count_transaction(h, Some((Direction::Write, dst, src)), bytes);
                self.issue(
                    h,
                    at,
                    Issue {
                        direction: Direction::Write,
                        tid,
                        latency: self.remote_latency(h, dst, false),
                        dram_bank: self.dram_bank_of(dst),
                        route,
                        bytes,
                        deliveries: vec![delivery],
                        source: Source::L1 {
                            core: self.harts[h].core,
                            offset: src,
                        },
                    },
                )
            }
            "tanto_rt_noc_write_mcast" => {
                let (src, rect, bytes, dests, with_self, tid) =
                    (arg(0), wide(arg(1), arg(2)), arg(3), arg(4), arg(5), arg(6));
                let data = self.local_bytes(h, src, bytes)?;
                self.check_noc_end(h, None, src, bytes, Access::Write, "noc_write_mcast source")?;
                let deliveries = self.multicast(h, rect, dests, with_self != 0, &data)?;
                for delivery in &deliveries {
                    if let Delivery::L1 { x, y, offset, .. } = delivery {
                        let what = "noc_write_mcast destination";
                        let bytes = u64::from(bytes);
                        self.check_l1_range(h, (*x, *y), *offset, bytes, Access::Write, what)?;
                    }
                }
                let targets: Vec<Node> = deliveries
                    .iter()
                    .filter_map(|d| match d {
                        Delivery::L1 { x, y, .. } => Some((*x, *y)),
                        _ => None,
                    })
                    .collect();
                let route = self.tree_from(h, &targets);
                let latency = self.arch.latency.l1_transfer + self.farthest_round_trip(h, &targets);
                self.count_transaction(h, None, bytes);
                self.issue(
                    h,
                    at,
                    Issue {
                        direction: Direction::Write,
                        tid,
                        latency,
                        dram_bank: None,
                        route,
                        bytes,
                        deliveries,
                        source: Source::L1 {
                            core: self.harts[h].core,
                            offset: src,
                        },
                    },
                )
            }
            "tanto_rt_noc_move_init" => {
                self.harts[h].move_bytes = arg(0);
                done(self.arch.latency.issue)
            }
            "tanto_rt_noc_move" => {
                let (src, dst, tid) = (wide(arg(0), arg(1)), arg(2), arg(3));
                let bytes = self.harts[h].move_bytes;
                self.read_into_l1(h, at, src, dst, bytes, tid)
            }
            "tanto_rt_noc_sem_inc" => {
                let (sem, value) = (wide(arg(0), arg(1)), arg(2));
                let target = self.encoding.unicast(sem);
                if !self.is_core(target.x, target.y) {
                    return Err(format!(
                        "semaphore address {sem:#x} names ({}, {}), which is not a core",
                        target.x, target.y
                    ));
                }
                let offset = self.l1_offset(target.local, 4)?;
                let delivery = Delivery::SemaphoreAdd {
                    x: target.x,
                    y: target.y,
                    offset,
                    value,
                };
                let route = self.route_from(h, (target.x, target.y));
                let latency =
                    self.arch.latency.l1_transfer + self.round_trip(h, (target.x, target.y));
                self.count_transaction(h, None, 4);
                self.issue(
                    h,
                    at,
                    Issue {
                        direction: Direction::Write,
                        tid: 0,
                        latency,
                        dram_bank: None,
                        route,
                        bytes: 4,
                        deliveries: vec![delivery],
                        source: Source::Untracked,
                    },
                )
            }
            "tanto_rt_noc_read_barrier" => {
                self.dependences.barrier(h, true);
                waiting(Wait::ReadBarrier)
            }
            "tanto_rt_noc_write_barrier" => {
                self.dependences.barrier(h, false);
                waiting(Wait::WriteBarrier)
            }
            "tanto_rt_noc_wait" => waiting(Wait::Transaction(arg(0))),
            "tanto_rt_zta_bind" => {
                self.harts[h].ztachip = Some(crate::machine::ZtachipSpaces {
                    ddr_address: arg(0),
                    ddr_page_bytes: arg(1),
                    scratch: arg(2),
                    stage: arg(3),
                    pcore: 0,
                    pcore_x0: 0,
                    pcore_y0: 0,
                    pcore_width: 0,
                });
                done(sync)
            }
            "tanto_rt_zta_bind_pcores" => {
                let words = [arg(0), arg(1), arg(2), arg(3).max(1)];
                let spaces = self.harts[h]
                    .ztachip
                    .as_mut()
                    .ok_or("tanto_rt_zta_bind_pcores before tanto_rt_zta_bind")?;
                [
                    spaces.pcore,
                    spaces.pcore_x0,
                    spaces.pcore_y0,
                    spaces.pcore_width,
                ] = words;
                done(sync)
            }
            "tanto_rt_zta_exe" => self.zta_exe(h, arg(0), arg(1), arg(2)),
            "tanto_rt_zta_space" => {
                let spaces = self.harts[h].ztachip.ok_or(
                    "tanto_rt_zta_space before tanto_rt_zta_bind: the kernel is no ztachip kernel",
                )?;
                let element_bytes = arg(2).max(1);
                let value = match (arg(0), arg(1)) {
                    (0, 0) => spaces.ddr_address,
                    (0, 1) => spaces.ddr_page_bytes / element_bytes,
                    (1, 0) => spaces.scratch,
                    (2, 0) => spaces.stage,
                    (3, 0) => spaces.pcore,
                    (3, 1) => spaces.pcore_x0,
                    (3, 2) => spaces.pcore_y0,
                    (3, 3) => spaces.pcore_width,
                    (space, word) => {
                        return Err(format!("ztachip space {space} has no word {word}"))
                    }
                };
                Ok(CallOutcome {
                    value: Some(value),
                    cycles: sync,
                    wait: None,
                })
            }
            "tanto_rt_pto_block_info" => {
                // One block (the program); its sub-blocks are the harts of
                // the kernel, numbered as the kernel's cores are (`index`).
                let kernel = self.harts[h].kernel;
                let mine = || {
                    self.harts
                        .iter()
                        .enumerate()
                        .filter(|(_, s)| s.kernel == kernel)
                };
                let value = match arg(0) {
                    0 => 0,
                    1 => 1,
                    2 => mine().position(|(i, _)| i == h).unwrap_or(0) as u32,
                    3 => mine().count() as u32,
                    query => return Err(format!("unknown block query {query}")),
                };
                Ok(CallOutcome {
                    value: Some(value),
                    cycles: sync,
                    wait: None,
                })
            }
            "tanto_rt_pto_load_scalar" => {
                let (src, bytes) = (wide(arg(0), arg(1)), arg(2));
                if !matches!(bytes, 1 | 2 | 4) {
                    return Err(format!(
                        "LOAD_SCALAR of {bytes} bytes: the scalar unit reads 1, 2 or 4"
                    ));
                }
                let data = self.noc_source(src, bytes)?;
                let mut word = [0u8; 4];
                word[..data.len()].copy_from_slice(&data);
                Ok(CallOutcome {
                    value: Some(u32::from_le_bytes(word)),
                    cycles: sync + self.remote_latency(h, src, true),
                    wait: None,
                })
            }
            "tanto_rt_pto_store_scalar" => {
                let (dst, bytes, value) = (wide(arg(0), arg(1)), arg(2), arg(3));
                if !matches!(bytes, 1 | 2 | 4) {
                    return Err(format!(
                        "STORE_SCALAR of {bytes} bytes: the scalar unit writes 1, 2 or 4"
                    ));
                }
                let data = value.to_le_bytes()[..bytes as usize].to_vec();
                self.write_global(dst, data, "STORE_SCALAR")?;
                Ok(CallOutcome {
                    value: None,
                    cycles: sync + self.remote_latency(h, dst, false),
                    wait: None,
                })
            }
            "tanto_rt_pto_atomic_scalar" => {
                let at = wide(arg(0), arg(1));
                let cycles =
                    sync + self.remote_latency(h, at, true) + self.remote_latency(h, at, false);
                self.atomic_scalar(h, at, arg(2), arg(3), arg(4))?;
                done(cycles)
            }
            "tanto_rt_pto_store_element" => {
                let at = wide(arg(0), arg(1));
                let atomic = arg(3) >> 17 & 1 == 1;
                let read = if atomic {
                    self.remote_latency(h, at, true)
                } else {
                    0
                };
                let cycles = sync + read + self.remote_latency(h, at, false);
                self.store_element(h, at, arg(2), arg(3), [arg(4), arg(5)])?;
                done(cycles)
            }
            "tanto_rt_pto_syncall" => self.syncall(h, arg(0), arg(1)),
            "tanto_rt_pto_sync_set" => {
                *self.flags.entry(arg(0)).or_insert(0) += 1;
                done(sync)
            }
            "tanto_rt_pto_sync_wait" => match self.flags.get_mut(&arg(0)) {
                Some(signals) if *signals > 0 => {
                    *signals -= 1;
                    done(sync)
                }
                _ => waiting(Wait::CrossCore { id: arg(0) }),
            },
            "tanto_rt_pto_trap" => Err("the kernel called TRAP (pto.trap), which aborts it".into()),
            "tanto_rt_pto_check_valid" => {
                let (rows, cols, static_rows, static_cols) = (arg(0), arg(1), arg(2), arg(3));
                if rows > static_rows || cols > static_cols {
                    return Err(format!(
                        "a valid shape of {rows}x{cols} on a {static_rows}x{static_cols} tile: it runs past the tile by {} and {}",
                        tanto_arch::count(rows.saturating_sub(static_rows), "row"),
                        tanto_arch::count(cols.saturating_sub(static_cols), "column")
                    ));
                }
                done(0)
            }
            "tanto_rt_pto_tprint" => {
                let words: Vec<u32> = (0..6).map(arg).collect();
                let text = self.tile_text(h, &words)?;
                self.prints.push(text);
                Ok(CallOutcome {
                    value: None,
                    cycles: sync,
                    wait: None,
                })
            }
            // PRINT: kind (0 none, 1 integer, 2 f32), the value's word, the
            // format's length, then its bytes in 16 words.
            "tanto_rt_pto_print" => {
                let length = arg(2) as usize;
                if length > 64 {
                    return Err(format!(
                        "PRINT's format of {length} bytes is longer than 64"
                    ));
                }
                let bytes: Vec<u8> = (0..16)
                    .flat_map(|i| arg(3 + i).to_le_bytes())
                    .take(length)
                    .collect();
                let text = String::from_utf8(bytes)
                    .map_err(|_| "PRINT's format is not UTF-8".to_string())?;
                let value = match arg(0) {
                    0 => crate::printf::Scalar::None,
                    1 => crate::printf::Scalar::Int(arg(1) as i32),
                    _ => crate::printf::Scalar::Float(f32::from_bits(arg(1))),
                };
                let line =
                    crate::printf::format(&text, value).map_err(|e| format!("PRINT: {e}"))?;
                self.prints.push(line);
                done(sync)
            }
            "tanto_rt_pto_fifo_alloc" => self.fifo_alloc(h, arg(0), arg(1)),
            "tanto_rt_pto_fifo_push" => self.fifo_push(h, arg(0)),
            "tanto_rt_pto_fifo_pop" => self.fifo_pop(h, arg(0), arg(1)),
            "tanto_rt_pto_fifo_free" => self.fifo_free(h, arg(0)),
            "tanto_rt_pto_fifo_bind" => self.fifo_bind(h, arg(0), arg(1), arg(2), arg(3)),
            "tanto_rt_pto_fifo_write_local" => {
                let write = fifo_local::LocalWrite {
                    flag: arg(0),
                    base: arg(1),
                    offset: arg(2),
                    split: arg(3),
                    c2v: arg(4) != 0,
                    tile: arg(5),
                    pitch: arg(6),
                    rows: arg(7),
                    format: arg(8),
                };
                self.fifo_write_local(h, at, &write)
            }
            // SET_FLAG / WAIT_FLAG (the same reasoning as below); the id may
            // be a run-time value (`set_flag_dyn`), so it is checked here.
            "tanto_rt_pto_set_flag" | "tanto_rt_pto_wait_flag" => match arg(2) {
                0..=7 => done(sync),
                id => Err(format!(
                    "{} with event id {}: PTO has EVENT_ID0 to EVENT_ID7",
                    if name.ends_with("set_flag") {
                        "SET_FLAG"
                    } else {
                        "WAIT_FLAG"
                    },
                    id as i32
                )),
            },
            // Calls run in program order and transfers end in a barrier, so
            // PTO's event and pipeline synchronisation has nothing to wait for.
            "tanto_rt_pto_record_event"
            | "tanto_rt_pto_wait_event"
            | "tanto_rt_pto_barrier"
            | "tanto_rt_pto_wait" => done(sync),
            // What every freestanding C target provides: LLVM turns loops
            // into these.
            "memset" => {
                let (dst, byte, len) = (arg(0), arg(1) as u8, arg(2));
                self.with_guest_memory(h, |hart, l1| hart.memset(l1, dst, byte, len))?;
                self.guest_wrote(h, dst, len);
                Ok(CallOutcome {
                    value: Some(dst),
                    cycles: u64::from(len / 4).max(1),
                    wait: None,
                })
            }
            "memcpy" | "memmove" => {
                let (dst, src, len) = (arg(0), arg(1), arg(2));
                self.with_guest_memory(h, |hart, l1| hart.memmove(l1, dst, src, len))?;
                self.guest_wrote(h, dst, len);
                Ok(CallOutcome {
                    value: Some(dst),
                    cycles: u64::from(len / 2).max(1),
                    wait: None,
                })
            }
            // Float arithmetic on RV32IM: the ABI's soft-float routines,
            // about as long as a software implementation takes.
            _ if crate::softfloat::ROUTINES.contains(&name) => Ok(CallOutcome {
                value: crate::softfloat::call(name, [arg(0), arg(1)]),
                cycles: 24,
                wait: None,
            }),
            _ if MathEngine::handles(name) => self.math_call(h, name),
            _ => Err("this runtime function is not modelled by the simulator".into()),
        }
    }

    /// MSCATTER's atomic update of one global element at NoC address `at`:
    /// old = atom(old, the element at `l1` in this core's L1), with `op` 1
    /// add, 2 max, 3 min, in `format`.
    fn atomic_scalar(
        &mut self,
        h: usize,
        at: u64,
        l1: u32,
        op: u32,
        format: u32,
    ) -> Result<(), String> {
        let format = crate::math::DataFormat::from_code(format)
            .ok_or_else(|| format!("atomic scatter: {format} is not a data format"))?;
        let new = self.l1_element(h, l1, format.bytes(), "atomic scatter")?;
        self.combine_global(at, new, op, format, "atomic scatter")
    }

    /// TSTORE's element at `l1` through the fix-pipe or atomically (the
    /// fields of `mode` as the library's tanto.pto.store_elements packs
    /// them): converted from the tile's format to the view's, clamped at 0,
    /// quantised by the scalar word `pre` or by the 64-bit word at L1
    /// address pre[0]; then written to global memory at `at`, or added to
    /// its value there (one call: no other core's access comes between).
    fn store_element(
        &mut self,
        h: usize,
        at: u64,
        l1: u32,
        mode: u32,
        pre: [u32; 2],
    ) -> Result<(), String> {
        use crate::math::{DataFormat, StoreQuant};
        let format = |code: u32| {
            DataFormat::from_code(code)
                .ok_or_else(|| format!("TSTORE: {code} is not a data format"))
        };
        let (from, to) = (format(mode & 0xff)?, format(mode >> 8 & 0xff)?);
        let raw = self.l1_element(h, l1, from.bytes(), "TSTORE")?;
        let quant = match mode >> 18 {
            0 => StoreQuant::None,
            1 => StoreQuant::Scalar(wide(pre[0], pre[1])),
            2 => {
                let low = self.l1_element(h, pre[0], 4, "TSTORE_FP's parameter")?;
                let at_high = pre[0]
                    .checked_add(4)
                    .ok_or("TSTORE_FP's parameter is outside L1")?;
                let high = self.l1_element(h, at_high, 4, "TSTORE_FP's parameter")?;
                StoreQuant::Vector(wide(low, high))
            }
            other => return Err(format!("TSTORE: unknown quantiser {other}")),
        };
        let value = crate::math::store_element(from, to, raw, quant, mode >> 16 & 1 == 1);
        if mode >> 17 & 1 == 1 {
            self.combine_global(at, value, 1, to, "TSTORE's atomic add")
        } else {
            let data = value.to_le_bytes()[..to.bytes()].to_vec();
            self.write_global(at, data, "TSTORE")
        }
    }

    /// `bytes` little-endian bytes of this core's L1 at `l1`, as a word.
    fn l1_element(&self, h: usize, l1: u32, bytes: usize, what: &str) -> Result<u32, String> {
        let core = self.harts[h].core;
        let local: &[u8] = bytemuck::cast_slice(self.l1.get(&core).ok_or("the core has no L1")?);
        let start = l1 as usize;
        let value = local
            .get(start..start + bytes)
            .ok_or_else(|| format!("{what}: L1 address {l1:#x} is outside L1"))?;
        let mut word = [0u8; 4];
        word[..bytes].copy_from_slice(value);
        Ok(u32::from_le_bytes(word))
    }

    /// The global element of `format` at NoC address `at` becomes
    /// atom(old, new), `op` 1 add, 2 max, 3 min (floats computed in f64 and
    /// rounded once, integers wrapped).
    fn combine_global(
        &mut self,
        at: u64,
        new: u32,
        op: u32,
        format: crate::math::DataFormat,
        what: &str,
    ) -> Result<(), String> {
        let bytes = format.bytes();
        let old = {
            let data = self.noc_source(at, bytes as u32)?;
            let mut word = [0u8; 4];
            word[..bytes].copy_from_slice(&data[..bytes]);
            u32::from_le_bytes(word)
        };
        let result = if format.is_float() {
            let (a, b) = (format.decode(old), format.decode(new));
            format.encode(match op {
                1 => a + b,
                2 => a.max(b),
                3 => a.min(b),
                _ => return Err(format!("{what}: unknown operation {op}")),
            })
        } else {
            let (a, b) = (format.decode_int(old), format.decode_int(new));
            format.wrap(match op {
                1 => a + b,
                2 => a.max(b),
                3 => a.min(b),
                _ => return Err(format!("{what}: unknown operation {op}")),
            })
        };
        let data = result.to_le_bytes()[..bytes].to_vec();
        self.write_global(at, data, what)
    }

    /// The scalar unit's write of `data` to global memory at NoC address
    /// `at` (`what` names the instruction in the error).
    fn write_global(&mut self, at: u64, data: Vec<u8>, what: &str) -> Result<(), String> {
        match self.noc_destination(at, data)? {
            Delivery::Dram {
                bank,
                address,
                data,
            } => {
                let free = crate::dependence::Tag::FREE;
                let bytes = data.len() as u64;
                self.dependences.write_dram(bank, address, bytes, free);
                self.dram
                    .write(bank, address, &data)
                    .map_err(|e| e.to_string())
            }
            _ => Err(format!("{what} to {at:#x}, which is not global memory")),
        }
    }

    /// TPRINT's text of a tile (address, valid rows, valid columns, pitch,
    /// static rows, format): its whole static shape, floats as `%6.2f` and
    /// integers as `%6d`, `|` after the valid columns and a rule under the
    /// valid rows.
    fn tile_text(&self, h: usize, words: &[u32]) -> Result<String, String> {
        let [address, valid_rows, valid_cols, pitch, rows, format] = words else {
            return Err("TPRINT: too few arguments".into());
        };
        let format = crate::math::DataFormat::from_code(*format)
            .ok_or_else(|| format!("TPRINT: {format} is not a data format"))?;
        // A DN or boxed tile's elements are placed by its layout.
        let (pitch, layout) = crate::math::memory::TileLayout::decode(*pitch, format)
            .ok_or_else(|| format!("TPRINT: {pitch:#x} is not a tile pitch word"))?;
        let pitch = &pitch;
        let core = self.harts[h].core;
        let l1: &[u8] = bytemuck::cast_slice(self.l1.get(&core).ok_or("the core has no L1")?);
        let bytes = format.bytes();
        let count = u64::from(*rows) * u64::from(*pitch);
        let end = u64::from(*address) + count * bytes as u64;
        if end > l1.len() as u64 {
            return Err(format!(
                "TPRINT: the {rows}x{pitch} tile at {address:#x} reaches beyond L1 ({} bytes)",
                l1.len()
            ));
        }
        let element = |k: u64| {
            let at = (u64::from(*address) + k * bytes as u64) as usize;
            let mut raw = [0u8; 4];
            raw[..bytes].copy_from_slice(&l1[at..at + bytes]);
            format.decode(u32::from_le_bytes(raw))
        };
        let (x, y) = core;
        let mut text = format!(
            "TPRINT core ({x}, {y}): {rows}x{pitch} {} tile, valid {valid_rows}x{valid_cols}\n",
            format.name()
        );
        for r in 0..u64::from(*rows) {
            if r == u64::from(*valid_rows) {
                text.push_str(&"-".repeat(7 * *pitch as usize + 2));
                text.push('\n');
            }
            for c in 0..u64::from(*pitch) {
                if c == u64::from(*valid_cols) {
                    text.push_str(" |");
                }
                let value = element(layout.offset(r as usize, c as usize, *pitch as usize) as u64);
                if format.is_float() {
                    text.push_str(&format!(" {value:6.2}"));
                } else {
                    text.push_str(&format!(" {:6}", value as i64));
                }
            }
            text.push('\n');
        }
        Ok(text)
    }

    /// SYNCALL: hart `h` arrives at its group's barrier (core type 0/1: the
    /// harts of its kernel; 2, MIX: every hart), which opens when `used`
    /// harts (0: the whole group) arrived. The last to arrive goes on; the
    /// others wait for the next generation.
    fn syncall(&mut self, h: usize, used: u32, core_type: u32) -> Result<CallOutcome, String> {
        let sync = self.arch.latency.sync;
        let kernel = self.harts[h].kernel;
        let (group, members) = match core_type {
            0 | 1 => (
                u32::try_from(kernel).unwrap_or(u32::MAX - 1),
                self.harts.iter().filter(|s| s.kernel == kernel).count(),
            ),
            2 => (u32::MAX, self.harts.len()),
            other => {
                return Err(format!(
                    "SYNCALL core type {other} is not 0 (AIV), 1 (AIC) or 2 (MIX)"
                ))
            }
        };
        let members = u32::try_from(members).unwrap_or(u32::MAX);
        let needed = if used == 0 { members } else { used };
        if needed > members {
            return Err(format!(
                "SYNCALL waits for {}, but only {members} take part: it would never open",
                tanto_arch::count(needed, "core")
            ));
        }
        let (arrived, generation) = self.syncalls.entry(group).or_insert((0, 0));
        *arrived += 1;
        if *arrived >= needed {
            *arrived = 0;
            *generation += 1;
            return Ok(CallOutcome {
                value: None,
                cycles: sync,
                wait: None,
            });
        }
        Ok(CallOutcome {
            value: None,
            cycles: sync,
            wait: Some(Wait::SyncAll {
                group,
                generation: *generation,
            }),
        })
    }

    /// FIFO `flag`, created with `slots` slots by its first call; every
    /// TALLOC and TPOP must give the same count.
    fn fifo(&mut self, flag: u32, slots: u32) -> Result<&mut Fifo, String> {
        if slots == 0 {
            return Err(format!("FIFO {flag} with 0 slots"));
        }
        let fifo = self.fifos.entry(flag).or_insert_with(|| Fifo {
            slots,
            ..Fifo::default()
        });
        if fifo.slots != slots {
            return Err(format!(
                "FIFO {flag} has {}, but this call says {slots}",
                tanto_arch::count(fifo.slots, "slot")
            ));
        }
        Ok(fifo)
    }

    /// TALLOC: the producer's next slot once every consumer freed it.
    fn fifo_alloc(&mut self, h: usize, flag: u32, slots: u32) -> Result<CallOutcome, String> {
        let sync = self.arch.latency.sync;
        let fifo = self.fifo(flag, slots)?;
        match fifo.producer {
            Some(producer) if producer != h => {
                return Err(format!("FIFO {flag} already has a producer (hart {producer}); the simulator models one producer per FIFO"))
            }
            _ => fifo.producer = Some(h),
        }
        if !fifo.can_alloc() {
            return Ok(CallOutcome {
                value: None,
                cycles: sync,
                wait: Some(Wait::FifoSlot { flag }),
            });
        }
        let index = (fifo.allocated % u64::from(slots)) as u32;
        fifo.allocated += 1;
        Ok(CallOutcome {
            value: Some(index),
            cycles: sync,
            wait: None,
        })
    }

    /// TPUSH: the producer's allocated slot is filled.
    fn fifo_push(&mut self, h: usize, flag: u32) -> Result<CallOutcome, String> {
        let sync = self.arch.latency.sync;
        let released = self.dependences.release_time(h);
        let fifo = self
            .fifos
            .get_mut(&flag)
            .filter(|f| f.producer == Some(h) && f.pushed < f.allocated);
        let fifo = fifo.ok_or_else(|| {
            format!("TPUSH on FIFO {flag} without a slot allocated (TALLOC) by this kernel")
        })?;
        fifo.pushed += 1;
        fifo.released.push(released);
        Ok(CallOutcome {
            value: None,
            cycles: sync,
            wait: None,
        })
    }

    /// TPOP: this consumer's next slot once the producer pushed it.
    fn fifo_pop(&mut self, h: usize, flag: u32, slots: u32) -> Result<CallOutcome, String> {
        let sync = self.arch.latency.sync;
        let kernel = self.harts[h].kernel;
        let consumers = self.harts.iter().filter(|s| s.kernel == kernel).count() as u32;
        let name = self.kernels[kernel].name.clone();
        let kernels: Vec<String> = self.kernels.iter().map(|k| k.name.clone()).collect();
        let fifo = self.fifo(flag, slots)?;
        match fifo.consumer_kernel {
            Some(other) if other != kernel => {
                return Err(format!(
                    "FIFO {flag} is popped by kernels `{}` and `{name}`; the simulator models one consuming kernel per FIFO",
                    kernels[other]
                ))
            }
            _ => {
                fifo.consumer_kernel = Some(kernel);
                fifo.consumers = consumers;
            }
        }
        if !fifo.can_pop(h) {
            return Ok(CallOutcome {
                value: None,
                cycles: sync,
                wait: Some(Wait::FifoData { flag }),
            });
        }
        let popped = fifo.popped.entry(h).or_insert(0);
        let index = (*popped % u64::from(slots)) as u32;
        let released = fifo.released.get(*popped as usize).copied();
        *popped += 1;
        // TPOP is an acquire of what TPUSH released (the dependence term).
        if let Some(released) = released {
            self.dependences.acquire(h, released);
        }
        Ok(CallOutcome {
            value: Some(index),
            cycles: sync,
            wait: None,
        })
    }

    /// TFREE: this consumer is done with its oldest popped slot.
    fn fifo_free(&mut self, h: usize, flag: u32) -> Result<CallOutcome, String> {
        let sync = self.arch.latency.sync;
        let fifo = self.fifos.get_mut(&flag).filter(|f| {
            f.popped.get(&h).copied().unwrap_or(0) > f.freed.get(&h).copied().unwrap_or(0)
        });
        let fifo = fifo.ok_or_else(|| {
            format!(
                "TFREE on FIFO {flag} without a slot popped (TPOP) and not yet freed by this hart"
            )
        })?;
        *fifo.freed.entry(h).or_insert(0) += 1;
        Ok(CallOutcome {
            value: None,
            cycles: sync,
            wait: None,
        })
    }

    fn math_call(&mut self, h: usize, name: &str) -> Result<CallOutcome, String> {
        let args = self.harts[h].hart.arguments(MATH_ARGUMENT_WORDS);
        // A tilize of `block` tiles or a large PTO tile costs per tile.
        let tiles = MathEngine::tiles(name, &args).max(1);
        let cycles = MathEngine::class(name).map_or(self.arch.latency.sync, |class| {
            self.math_cycles(class) * tiles
        });
        let core = self.harts[h].core;
        let slots = (
            self.arch.dst.slots_16bit as usize,
            self.arch.dst.slots_32bit as usize,
        );
        let tile = self.arch.tile;
        let l1 = self.l1.get_mut(&core).ok_or("the core has no L1")?;
        let engine = self.harts[h]
            .math
            .get_or_insert_with(|| MathEngine::new(slots.0, slots.1, tile));
        let value = engine
            .call(name, &args, bytemuck::cast_slice_mut(l1))
            .map_err(|e| e.to_string())?;
        // Each tile the call covered lies in its resource (and frame).
        let touched = engine.last_touched().to_vec();
        let slots = engine.last_slots().to_vec();
        self.math_node(h, name, cycles, &touched, &slots);
        for t in touched {
            let access = if t.is_write() {
                Access::Write
            } else {
                Access::Read
            };
            let what = t.argument.to_string();
            self.check_l1_range(h, core, t.address, t.bytes, access, &what)?;
        }
        self.harts[h].stats.math_calls += 1;
        self.harts[h].stats.math_cycles += cycles;
        Ok(CallOutcome {
            value,
            cycles,
            wait: None,
        })
    }

    /// The dependence node of a math call of hart `h`: it reads the tiles
    /// and slots it reads, then what it writes is ready `cycles` later.
    fn math_node(
        &mut self,
        h: usize,
        name: &str,
        cycles: u64,
        touched: &[crate::math::Touched],
        slots: &[crate::math::SlotUse],
    ) {
        let core = self.harts[h].core;
        let d = &mut self.dependences;
        if MathEngine::is_acquire(name) {
            d.reset_slots(h);
            return;
        }
        let mut inputs = crate::dependence::Inputs::default();
        for t in touched.iter().filter(|t| !t.is_write()) {
            d.read_l1(core, t.address, t.bytes, &mut inputs);
        }
        for s in slots.iter().filter(|s| !s.write) {
            d.read_slot(h, s.slot, &mut inputs);
        }
        let made = d.node(inputs, 0, cycles, crate::dependence::NodeKind::Math);
        let served = Use {
            resource: Resource::Math(h),
            offset: 0,
            cycles,
        };
        d.serve(made, served);
        for t in touched.iter().filter(|t| t.is_write()) {
            d.write_l1(core, t.address, t.bytes, made);
        }
        for s in slots.iter().filter(|s| s.write) {
            d.write_slot(h, s.slot, made);
        }
    }

    fn math_cycles(&self, class: MathClass) -> u64 {
        let math = &self.arch.latency.math;
        match class {
            MathClass::Copy => math.copy,
            MathClass::Eltwise => math.eltwise,
            MathClass::Matmul => math.matmul,
            MathClass::Reduce => math.reduce,
            MathClass::Transpose => math.transpose,
            MathClass::Unary => math.unary,
            MathClass::Pack => math.pack,
            MathClass::Tilize => math.tilize,
        }
    }

    /// Hart `h` wrote `len` bytes of guest memory at `address` itself.
    fn guest_wrote(&mut self, h: usize, address: u32, len: u32) {
        if let (crate::layout::Region::L1, offset) = crate::layout::decode(address) {
            let core = self.harts[h].core;
            self.dependences.clear_l1(core, offset, u64::from(len));
        }
    }

    /// Runs `f` on hart `h` and its core's L1 (its memory as it sees it).
    fn with_guest_memory<T>(
        &mut self,
        h: usize,
        f: impl FnOnce(&mut crate::hart::Hart, &mut [u32]) -> Result<T, String>,
    ) -> Result<T, String> {
        let slot = &mut self.harts[h];
        let l1 = self.l1.get_mut(&slot.core).ok_or("the core has no L1")?;
        f(&mut slot.hart, l1)
    }

    /// First-byte latency of hart `h`'s transfer to or from NoC address
    /// `address`: the endpoint's service time plus the request's way there
    /// and the response's (data or acknowledgement) way back.
    fn remote_latency(&self, h: usize, address: u64, read: bool) -> u64 {
        let target = self.encoding.unicast(address);
        let service = match (self.is_core(target.x, target.y), read) {
            (true, _) => self.arch.latency.l1_transfer,
            (false, true) => self.arch.latency.dram_read,
            (false, false) => self.arch.latency.dram_write,
        };
        service + self.round_trip(h, (target.x, target.y))
    }

    /// The NoC hart `h`'s kernel uses: writer kernels NoC 1, every other
    /// NoC 0, as tt-metal's GetPreferredNOCForDRAMWrite/Read choose.
    fn noc_of(&self, h: usize) -> NocId {
        match tanto_manifest::abi::pipe::Role::parse(&self.kernels[self.harts[h].kernel].role) {
            Some(tanto_manifest::abi::pipe::Role::Write) => NocId::One,
            _ => NocId::Zero,
        }
    }

    /// The links from hart `h`'s core to `to` on its NoC.
    fn route_from(&self, h: usize, to: Node) -> Vec<Link> {
        self.network.route(self.noc_of(h), self.harts[h].core, to)
    }

    /// The links from `from` to hart `h`'s core on its NoC (a read's data).
    fn route_to(&self, h: usize, from: Node) -> Vec<Link> {
        self.network.route(self.noc_of(h), from, self.harts[h].core)
    }

    /// The multicast tree from hart `h`'s core to `targets` on its NoC.
    pub(crate) fn tree_from(&self, h: usize, targets: &[Node]) -> Vec<Link> {
        self.network
            .tree(self.noc_of(h), self.harts[h].core, targets)
    }

    /// NoC cycles of a request from hart `h` to `target` and the response
    /// back (0 on a target without a `[soc]` table).
    fn round_trip(&self, h: usize, target: Node) -> u64 {
        let there = self.route_from(h, target).len();
        let back = self.route_to(h, target).len();
        self.network.path_cycles(there) + self.network.path_cycles(back)
    }

    /// The longest round trip from hart `h` to any of `targets`.
    pub(crate) fn farthest_round_trip(&self, h: usize, targets: &[Node]) -> u64 {
        targets
            .iter()
            .map(|&target| self.round_trip(h, target))
            .max()
            .unwrap_or(0)
    }

    /// Queues a transfer: it starts when the hart's NoC port, the DRAM bank
    /// it uses (if any) and every link of its `route` are free, and
    /// completes after the latency plus its bytes at the slowest of their
    /// bandwidths. The port, the bank and the links are busy from the start
    /// for their bytes at their own bandwidth.
    #[allow(clippy::too_many_arguments)]
    /// A read (or move) of `bytes` from NoC address `src` into this hart's
    /// L1 at `dst`.
    fn read_into_l1(
        &mut self,
        h: usize,
        at: u64,
        src: u64,
        dst: u32,
        bytes: u32,
        tid: u32,
    ) -> Result<CallOutcome, String> {
        let data = self.noc_source(src, bytes)?;
        self.check_l1(dst, bytes)?;
        self.check_noc_end(h, Some(src), 0, bytes, Access::Read, "NoC read source")?;
        self.check_noc_end(h, None, dst, bytes, Access::Write, "NoC read destination")?;
        let core = self.harts[h].core;
        let delivery = Delivery::L1 {
            x: core.0,
            y: core.1,
            offset: dst,
            data,
        };
        let route = self.route_to(h, self.node_of(src));
        self.count_transaction(h, Some((Direction::Read, src, dst)), bytes);
        let latency = self.remote_latency(h, src, true);
        let bank = self.dram_bank_of(src);
        let at_src = self.encoding.unicast(src);
        let source = match bank {
            Some(bank) => Source::Dram {
                bank,
                address: at_src.local,
            },
            None => Source::L1 {
                core: (at_src.x, at_src.y),
                offset: at_src.local as u32,
            },
        };
        self.issue(
            h,
            at,
            Issue {
                direction: Direction::Read,
                tid,
                latency,
                dram_bank: bank,
                route,
                bytes,
                deliveries: vec![delivery],
                source,
            },
        )
    }

    /// Counts a transfer towards the hart's transaction lower bound: a
    /// unicast `(direction, remote address, local offset)` continuing the
    /// hart's current run merges into it while the run fits one burst;
    /// anything else (a multicast, a semaphore increment) starts afresh.
    fn count_transaction(&mut self, h: usize, unicast: Option<(Direction, u64, u32)>, bytes: u32) {
        let burst = self.arch.noc.max_burst_bytes;
        let slot = &mut self.harts[h];
        let (added, run) = crate::transactions::extend(slot.transfer_run, unicast, bytes, burst);
        slot.stats.noc_transfers_bound += added;
        slot.transfer_run = run;
    }

    fn issue(&mut self, h: usize, at: u64, transfer: Issue) -> Result<CallOutcome, String> {
        let Issue {
            direction,
            tid,
            latency,
            dram_bank,
            route,
            bytes,
            deliveries,
            source,
        } = transfer;
        let issue = self.arch.latency.issue;
        // A link carries as much as a port: noc_bytes_per_cycle.
        let port_cycles = u64::from(bytes).div_ceil(self.arch.latency.noc_bytes_per_cycle.max(1));
        let link_cycles = port_cycles;
        // A multicast's tree is held whole from its start; a unicast's links
        // are taken one after the other as its head reaches them.
        let multicast = deliveries.len() > 1;
        // A read's request is one header flit: it leaves as soon as it is
        // programmed, and its data takes the port when it arrives (read
        // responses are not ordered, tt-metal's data_movement/ordering
        // page), so a read to a busy bank does not hold back the next. A
        // write's data leaves the port in program order (one virtual
        // channel).
        let read = direction == Direction::Read;
        let lands_in_port = read && !multicast;
        let mut start = if lands_in_port {
            at + issue
        } else {
            (at + issue).max(self.harts[h].port_free_at)
        };
        self.in_flight.links.set_now(self.now);
        if multicast {
            start = self.in_flight.links.first_free(&route, start, link_cycles);
        }
        let mut occupancy = port_cycles;
        // A bank serves one transfer at a time at its share of the
        // bandwidth, in its first idle interval from the request.
        if let Some(bank) = dram_bank {
            let bank_cycles =
                u64::from(bytes).div_ceil(self.arch.latency.dram_bytes_per_cycle.max(1));
            let calendar = &mut self.banks[bank];
            start = calendar.first_free(start, bank_cycles);
            calendar.reserve(start, bank_cycles, self.now);
            self.dram_bytes += u64::from(bytes);
            occupancy = occupancy.max(bank_cycles);
        }
        let mut queued = if multicast {
            self.in_flight
                .links
                .reserve(&route, start, link_cycles, u64::from(bytes));
            0
        } else {
            let hop = self.network.hop_cycles();
            self.in_flight
                .links
                .reserve_path(&route, start, link_cycles, hop, u64::from(bytes))
        };
        // Where a read's head reaches the port, after its route's hops.
        let to_port = self.network.hop_cycles() * route.len() as u64;
        if lands_in_port {
            let arrives = start + to_port + queued;
            let now = self.now;
            let port = &mut self.harts[h].port_in;
            let at_port = port.first_free(arrives, port_cycles);
            port.reserve(at_port, port_cycles, now);
            queued += at_port - arrives;
        }
        let slot = &mut self.harts[h];
        if lands_in_port {
            slot.stats.port_in_bytes += u64::from(bytes);
            let rest = latency.saturating_sub(to_port);
            slot.stats.min_latency_in =
                Some(slot.stats.min_latency_in.map_or(rest, |m| m.min(rest)));
        } else {
            slot.port_free_at = start + port_cycles;
            slot.stats.port_bytes += u64::from(bytes);
        }
        match direction {
            Direction::Read => slot.reads_in_flight += 1,
            Direction::Write => slot.writes_in_flight += 1,
        }
        slot.tid_in_flight[tid as usize % TRANSACTION_IDS] += 1;
        slot.stats.noc_transfers += 1;
        slot.stats.noc_bytes += u64::from(bytes) * deliveries.len() as u64;
        slot.stats.min_latency = Some(slot.stats.min_latency.map_or(latency, |m| m.min(latency)));
        let complete_at = start + latency + occupancy + queued;
        // A semaphore write: an increment, or a write of a semaphore word.
        let signals = deliveries.iter().any(|d| match d {
            Delivery::SemaphoreAdd { .. } => true,
            Delivery::L1 { x, y, offset, data } => {
                data.len() == 4 && self.dependences.is_semaphore((*x, *y), *offset)
            }
            Delivery::Dram { .. } => false,
        });
        let made = self.transfer_node(h, source, bytes, latency + occupancy, read, signals);
        // A multicast holds its whole tree from its start; a unicast's head
        // reaches each link a hop after the one before.
        let hop = if multicast {
            0
        } else {
            self.network.hop_cycles()
        };
        let mut uses = vec![
            if lands_in_port {
                (Resource::PortIn(h), to_port, port_cycles)
            } else {
                (Resource::Port(h), 0, port_cycles)
            },
            (Resource::Issue(h), 0, issue),
        ];
        if let Some(bank) = dram_bank {
            let per_cycle = self.arch.latency.dram_bytes_per_cycle.max(1);
            uses.push((
                Resource::Bank(bank),
                0,
                u64::from(bytes).div_ceil(per_cycle),
            ));
        }
        let links = route.iter().enumerate();
        uses.extend(links.map(|(i, link)| (Resource::Link(*link), hop * i as u64, link_cycles)));
        for (resource, offset, cycles) in uses {
            let served = Use {
                resource,
                offset,
                cycles,
            };
            self.dependences.serve(made, served);
        }
        if let Some(timeline) = &mut self.timeline {
            let kind = match direction {
                Direction::Read => "read",
                Direction::Write => "write",
            };
            timeline.push(crate::machine::timeline::Span::transfer(
                h,
                format!("{kind} {bytes} B"),
                start,
                complete_at - start,
            ));
        }
        self.in_flight.push(
            complete_at,
            Transfer {
                hart: h,
                direction,
                tid,
                deliveries,
                made,
            },
        );
        Ok(CallOutcome {
            value: None,
            cycles: issue,
            wait: None,
        })
    }

    /// The dependence node of a transfer of hart `h`: it reads its source,
    /// starts once its core has programmed it and lasts `duration` at best.
    fn transfer_node(
        &mut self,
        h: usize,
        source: Source,
        bytes: u32,
        duration: u64,
        read: bool,
        signals: bool,
    ) -> crate::dependence::Tag {
        let mut inputs = crate::dependence::Inputs::default();
        let bytes = u64::from(bytes);
        match source {
            Source::L1 { core, offset } => {
                self.dependences.read_l1(core, offset, bytes, &mut inputs)
            }
            Source::Dram { bank, address } => {
                self.dependences
                    .read_dram(bank, address, bytes, &mut inputs)
            }
            Source::Untracked => {}
        }
        self.dependences
            .transfer(inputs, self.arch.latency.issue, duration, h, read, signals)
    }

    /// Checks one end of a transfer against the resources of the L1 it is
    /// in: `noc` a NoC address (a core's L1, or DRAM: nothing to check
    /// here), or None for L1 `offset` of hart `h`'s own core.
    fn check_noc_end(
        &self,
        h: usize,
        noc: Option<u64>,
        offset: u32,
        bytes: u32,
        access: Access,
        what: &str,
    ) -> Result<(), String> {
        let (core, offset) = match noc {
            None => (self.harts[h].core, offset),
            Some(address) => {
                let at = self.encoding.unicast(address);
                if !self.is_core(at.x, at.y) {
                    return Ok(());
                }
                ((at.x, at.y), at.local as u32)
            }
        };
        self.check_l1_range(h, core, offset, u64::from(bytes), access, what)
    }

    /// The NoC node (a core or a DRAM bank) a NoC address names.
    fn node_of(&self, address: u64) -> Node {
        let at = self.encoding.unicast(address);
        (at.x, at.y)
    }

    /// The DRAM bank a NoC address names, if it names one.
    fn dram_bank_of(&self, address: u64) -> Option<usize> {
        let at = self.encoding.unicast(address);
        if self.is_core(at.x, at.y) {
            None
        } else {
            self.bank_at(at.x, at.y)
        }
    }

    /// An L1 offset of `bytes` bytes, checked against the L1 size.
    fn l1_offset(&self, local: u64, bytes: u32) -> Result<u32, String> {
        if local
            .checked_add(u64::from(bytes))
            .is_some_and(|end| end <= self.arch.l1.size)
        {
            Ok(local as u32)
        } else {
            Err(format!(
                "L1 range {local:#x}+{bytes} is outside the {}-byte L1",
                self.arch.l1.size
            ))
        }
    }

    fn check_l1(&self, offset: u32, bytes: u32) -> Result<(), String> {
        self.l1_offset(u64::from(offset), bytes).map(|_| ())
    }

    fn local_bytes(&self, h: usize, offset: u32, bytes: u32) -> Result<Vec<u8>, String> {
        self.check_l1(offset, bytes)?;
        let l1 = self
            .l1
            .get(&self.harts[h].core)
            .ok_or("the core has no L1")?;
        let l1: &[u8] = bytemuck::cast_slice(l1);
        Ok(l1[offset as usize..offset as usize + bytes as usize].to_vec())
    }

    /// The DRAM bank whose endpoint is (x, y).
    fn bank_at(&self, x: u32, y: u32) -> Option<usize> {
        self.bank_xy.iter().position(|&xy| xy == (x, y))
    }

    /// Reads `bytes` from NoC address `src` (a core's L1 or a DRAM bank).
    fn noc_source(&mut self, src: u64, bytes: u32) -> Result<Vec<u8>, String> {
        let at = self.encoding.unicast(src);
        if self.is_core(at.x, at.y) {
            let offset = self.l1_offset(at.local, bytes)? as usize;
            let l1: &[u8] = bytemuck::cast_slice(self.l1_of(at.x, at.y));
            return Ok(l1[offset..offset + bytes as usize].to_vec());
        }
        let bank = self
            .bank_at(at.x, at.y)
            .ok_or_else(|| no_endpoint(src, at.x, at.y))?;
        self.dram
            .read(bank, at.local, u64::from(bytes))
            .map_err(|e| e.to_string())
    }

    /// Where a unicast write of `data` to `dst` lands.
    fn noc_destination(&self, dst: u64, data: Vec<u8>) -> Result<Delivery, String> {
        let at = self.encoding.unicast(dst);
        if self.is_core(at.x, at.y) {
            let offset = self.l1_offset(at.local, data.len() as u32)?;
            return Ok(Delivery::L1 {
                x: at.x,
                y: at.y,
                offset,
                data,
            });
        }
        let bank = self
            .bank_at(at.x, at.y)
            .ok_or_else(|| no_endpoint(dst, at.x, at.y))?;
        self.dram
            .range(bank, at.local, data.len() as u64)
            .map_err(|e| e.to_string())?;
        Ok(Delivery::Dram {
            bank,
            address: at.local,
            data,
        })
    }

    fn multicast(
        &self,
        h: usize,
        rect: u64,
        dests: u32,
        with_self: bool,
        data: &[u8],
    ) -> Result<Vec<Delivery>, String> {
        let r = self.encoding.multicast(rect);
        if r.x_start > r.x_end || r.y_start > r.y_end || !self.is_core(r.x_end, r.y_end) {
            return Err(format!(
                "multicast rectangle ({}, {})-({}, {}) is not a rectangle of cores of the {}x{} grid",
                r.x_start, r.y_start, r.x_end, r.y_end, self.arch.grid.x, self.arch.grid.y
            ));
        }
        let offset = self.l1_offset(r.local, data.len() as u32)?;
        let me = self.harts[h].core;
        let targets: Vec<(u32, u32)> = (r.y_start..=r.y_end)
            .flat_map(|y| (r.x_start..=r.x_end).map(move |x| (x, y)))
            .filter(|&core| with_self || core != me)
            .collect();
        if targets.len() != dests as usize {
            return Err(format!(
                "num_dests is {dests}, but the rectangle ({}, {})-({}, {}) {} has {}",
                r.x_start,
                r.y_start,
                r.x_end,
                r.y_end,
                if with_self {
                    "with this core"
                } else {
                    "without this core"
                },
                tanto_arch::count(targets.len() as u64, "destination")
            ));
        }
        Ok(targets
            .into_iter()
            .map(|(x, y)| Delivery::L1 {
                x,
                y,
                offset,
                data: data.to_vec(),
            })
            .collect())
    }
}

fn no_endpoint(address: u64, x: u32, y: u32) -> String {
    format!("NoC address {address:#x} names ({x}, {y}), which is neither a core nor a DRAM bank")
}
