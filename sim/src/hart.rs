//! One RV32IM hart: a kernel running on a core. Instructions execute on
//! `rvsim`; this module gives it the memory map and watches for spinning.
//!
//! Spin detection: on every backward branch or jump, the hart's (target pc,
//! registers) is compared with the previous backward transfer's. When they
//! are equal and since then no store changed memory and no runtime call ran,
//! the loop can only end when some word it loaded changes: the hart parks on
//! the L1 words it loaded in that iteration (`docs/simulator.md`).

use crate::layout::{self, Region, L1_BASE};
use crate::paged::{PagedWords, PAGE_BYTES};
use rvsim::{CpuError, CpuState, Interp, Memory, MemoryAccess, SimpleClock};
use std::mem::size_of;

/// Why a memory access failed, for the fault report.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BadAccess {
    pub address: u32,
    pub bytes: u32,
    pub kind: AccessKind,
    pub misaligned: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AccessKind {
    Load,
    Store,
    Fetch,
}

/// At most this many L1 words are remembered per loop iteration; a loop that
/// loads more is not a polling loop.
const MAX_POLLED_WORDS: usize = 16;

/// The hart's view of memory while it runs: its core's L1, its own image,
/// globals and stack. It records what spin detection needs.
struct HartMemory<'a> {
    l1: &'a mut [u8],
    image: &'a mut [u8],
    globals: &'a mut PagedWords,
    stack: &'a mut PagedWords,
    /// L1 words (offset, value when first loaded) loaded since the last
    /// backward transfer. The value is the one the loop saw: the word may
    /// change between slices, before the loop reaches its backward branch.
    polled: &'a mut Vec<(u32, u32)>,
    polled_overflow: &'a mut bool,
    /// A store changed memory since the last backward transfer.
    changed: &'a mut bool,
    l1_stores: &'a mut Vec<u32>,
    ddr: Option<DdrWindow<'a>>,
    bad: Option<BadAccess>,
    /// The fetch was `unimp`, which rvsim would run as a write of the
    /// read-only `cycle` CSR that does nothing.
    unimp: bool,
}

/// Whether the instruction at `pc` of the kernel image is in RISC-V's
/// MISC-MEM major opcode (0x0F: FENCE, FENCE.I and the cache operations
/// vendors put there, as ztachip's `.word 0x500F` data-cache flush).
fn is_cache_operation(image: &[u8], pc: u32) -> bool {
    let (region, offset) = layout::decode(pc);
    let at = offset as usize;
    region == Region::Code
        && image
            .get(at..at + 4)
            .is_some_and(|word| word[0] & 0x7f == 0x0f)
}

/// `unimp` (`csrrw zero, cycle, zero`): what LLVM emits for `llvm.trap`.
const UNIMP: u32 = 0xc000_1073;

impl HartMemory<'_> {
    fn region(&mut self, address: u32, bytes: u32) -> Option<(&mut [u8], u32)> {
        match layout::decode(address) {
            (Region::Unmapped, offset) if offset < L1_BASE => {
                self.ddr.as_mut().and_then(|ddr| ddr.piece(offset, bytes))
            }
            (Region::L1, offset) => Some((&mut *self.l1, offset)),
            (Region::Code, offset) => Some((&mut *self.image, offset)),
            // Paged: the page of the access (which never spans two).
            (Region::Globals, offset) => self.globals.page_bytes(offset),
            (Region::Stack, offset) => self.stack.page_bytes(offset),
            (Region::Trap | Region::Unmapped, _) => None,
        }
    }
}

impl Memory for HartMemory<'_> {
    fn access<T: Copy>(&mut self, address: u32, access: MemoryAccess<T>) -> bool {
        let bytes = size_of::<T>() as u32;
        let kind = match access {
            MemoryAccess::Load(_) => AccessKind::Load,
            MemoryAccess::Store(_) => AccessKind::Store,
            MemoryAccess::Exec(_) => AccessKind::Fetch,
        };
        let misaligned = !address.is_multiple_of(bytes);
        let (region, region_offset) = layout::decode(address);
        if kind == AccessKind::Fetch && region == Region::Code {
            let at = region_offset as usize;
            if self.image.get(at..at + 4) == Some(&UNIMP.to_le_bytes()[..]) {
                self.unimp = true;
                return false;
            }
        }
        if kind == AccessKind::Store && address == layout::ZTACHIP_VM_TOGGLE && bytes == 4 {
            return true;
        }
        let fetch_outside_code = kind == AccessKind::Fetch && region != Region::Code;
        let is_l1 = region == Region::L1;
        let ok = !misaligned
            && !fetch_outside_code
            && match self.region(address, bytes) {
                None => false,
                Some((memory, offset)) => match access {
                    MemoryAccess::Store(value) => {
                        let start = offset as usize;
                        let mut before = [0u8; 8];
                        let old = memory.get(start..start + bytes as usize);
                        if let Some(old) = old {
                            before[..old.len()].copy_from_slice(old);
                        }
                        let stored = memory.access(offset, MemoryAccess::Store(value));
                        if stored
                            && memory[start..start + bytes as usize] != before[..bytes as usize]
                        {
                            *self.changed = true;
                        }
                        stored
                    }
                    other => memory.access(offset, other),
                },
            };
        if ok && is_l1 && kind == AccessKind::Store {
            self.l1_stores.push(region_offset);
        }
        if !ok {
            self.bad = Some(BadAccess {
                address,
                bytes,
                kind,
                misaligned,
            });
        } else if is_l1 && kind == AccessKind::Load {
            let word = (address - L1_BASE) & !3;
            if !self.polled.iter().any(|&(w, _)| w == word) {
                if self.polled.len() < MAX_POLLED_WORDS {
                    let start = word as usize;
                    let value = self
                        .l1
                        .get(start..start + 4)
                        .map_or(0, |b| u32::from_ne_bytes([b[0], b[1], b[2], b[3]]));
                    self.polled.push((word, value));
                } else {
                    *self.polled_overflow = true;
                }
            }
        }
        ok
    }
}

/// A polling loop the hart parked in.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Spin {
    /// The L1 words it loads: (offset, the value it loaded).
    pub words: Vec<(u32, u32)>,
    /// The operand values of the loop's conditional branches, as the loop
    /// leaves them: a loop that spins until a word equals a register
    /// (a semaphore wait) has (loaded value, awaited value) here.
    pub compares: Vec<(u32, u32)>,
}

/// At most this many instructions of a polling loop are searched for its
/// branches.
const MAX_SPIN_SCAN: u32 = 64;

/// How a slice of execution ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SliceEnd {
    /// The cycle budget is used up.
    Budget,
    /// The pc is a trap address: a runtime call, or the kernel returned.
    Trap(u32),
    /// The hart spins in this polling loop.
    Spinning(Spin),
    Fault(HartFault),
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HartFault {
    Access { pc: u32, access: BadAccess },
    Illegal { pc: u32, error: String },
}

/// The state a hart keeps between slices.
#[derive(Debug, Clone)]
pub struct Hart {
    pub cpu: CpuState,
    /// Word vectors, so that every aligned access is aligned in host memory
    /// too (rvsim's byte-slice memory casts pointers).
    pub image: Vec<u32>,
    /// Allocated by page as the program touches them.
    pub globals: PagedWords,
    pub stack: PagedWords,
    pub instructions: u64,
    last_backward: Option<(u32, [u32; 32])>,
    polled: Vec<(u32, u32)>,
    polled_overflow: bool,
    changed: bool,
    /// L1 offsets this hart stored to since the machine last took them
    /// (for the dependence bound: data the core makes itself).
    pub l1_stores: Vec<u32>,
}

/// A ztachip program's DDR window as its control core's C reaches it:
/// byte `offset` of the window at address `offset` (ztachip's control core
/// and tensor engine share one memory). The window is a global buffer:
/// its pages go round-robin over the DRAM banks (docs/abi.md).
pub struct DdrWindow<'a> {
    pub banks: &'a mut [Vec<u8>],
    /// Where the buffer starts in every bank's storage.
    pub storage: u64,
    pub page_bytes: u64,
    /// The window's size: offsets from here on are unmapped.
    pub bytes: u64,
}

impl DdrWindow<'_> {
    /// The bank holding `bytes` bytes at window `offset` and their place
    /// there; None outside the window or across a page.
    fn piece(&mut self, offset: u32, bytes: u32) -> Option<(&mut [u8], u32)> {
        let (offset, bytes) = (u64::from(offset), u64::from(bytes));
        let count = self.banks.len() as u64;
        if offset + bytes > self.bytes || self.page_bytes == 0 || count == 0 {
            return None;
        }
        let (page, within) = (offset / self.page_bytes, offset % self.page_bytes);
        if within + bytes > self.page_bytes {
            return None;
        }
        let at = self.storage + (page / count) * self.page_bytes + within;
        let bank = self.banks.get_mut((page % count) as usize)?;
        Some((&mut bank[..], u32::try_from(at).ok()?))
    }
}

/// A function call nested below a hart's stack, between slices.
#[derive(Debug, Clone)]
pub struct NestedCall {
    cpu: CpuState,
    /// Its stack pointer when it began: its frames lie below.
    top: u32,
    /// The words of its frames while another call runs.
    frames: Vec<u8>,
}

impl NestedCall {
    /// Argument word `index` (a0..a7) of the runtime call it stopped at.
    pub fn argument(&self, index: usize) -> u32 {
        self.cpu.x[10 + index.min(7)]
    }

    /// The address the runtime call it stopped at returns to.
    pub fn return_address(&self) -> u32 {
        self.cpu.x[1]
    }

    /// Returns from the runtime call it stopped at with `value` in a0.
    pub fn return_with(&mut self, value: u32) {
        self.cpu.x[10] = value;
        self.cpu.pc = self.cpu.x[1];
    }
}

fn stack_fault(sp: u32, message: String) -> SliceEnd {
    SliceEnd::Fault(HartFault::Illegal {
        pc: sp,
        error: format!("a nested call's stack frames: {message}"),
    })
}

impl Hart {
    pub fn new(image: Vec<u32>, globals: Vec<u32>, entry: u32) -> Self {
        let mut cpu = CpuState::new(entry);
        cpu.x[1] = layout::FINISHED; // ra
        cpu.x[2] = layout::INITIAL_SP; // sp
        cpu.x[10] = layout::ARGS; // a0: the runtime-argument words
        Self {
            cpu,
            image,
            globals: PagedWords::from_words(&globals, layout::GLOBALS_SIZE),
            stack: PagedWords::new(layout::STACK_SIZE),
            instructions: 0,
            last_backward: None,
            polled: Vec::with_capacity(MAX_POLLED_WORDS),
            polled_overflow: false,
            l1_stores: Vec::new(),
            changed: false,
        }
    }

    /// A runtime call ran: the next loop iteration is not a repeat.
    pub fn note_side_effect(&mut self) {
        self.last_backward = None;
    }

    /// Runs at most `budget` instructions on its core's `l1` (and `ddr`, a
    /// ztachip program's DDR window, below L1); returns how many ran and
    /// why it stopped.
    pub fn run(
        &mut self,
        l1: &mut [u32],
        ddr: Option<DdrWindow<'_>>,
        budget: u64,
    ) -> (u64, SliceEnd) {
        let mut memory = HartMemory {
            l1: bytemuck::cast_slice_mut(l1),
            image: bytemuck::cast_slice_mut(&mut self.image),
            globals: &mut self.globals,
            stack: &mut self.stack,
            polled: &mut self.polled,
            polled_overflow: &mut self.polled_overflow,
            changed: &mut self.changed,
            l1_stores: &mut self.l1_stores,
            ddr,
            bad: None,
            unimp: false,
        };
        let mut clock = SimpleClock::new();
        let mut interp = Interp::new(&mut self.cpu, &mut memory, &mut clock);
        let mut executed = 0;
        let end = loop {
            if executed >= budget {
                break SliceEnd::Budget;
            }
            let pc = interp.state.pc;
            if layout::in_trap_region(pc) {
                break SliceEnd::Trap(pc);
            }
            match interp.step() {
                Ok(_) => {
                    executed += 1;
                    let target = interp.state.pc;
                    if target <= pc {
                        let snapshot = (target, interp.state.x);
                        let memory = &mut *interp.mem;
                        let repeated = self.last_backward.as_ref() == Some(&snapshot)
                            && !*memory.changed
                            && !*memory.polled_overflow
                            && !memory.polled.is_empty();
                        if repeated {
                            let compares = loop_compares(memory.image, target, pc, &interp.state.x);
                            break SliceEnd::Spinning(Spin {
                                words: memory.polled.clone(),
                                compares,
                            });
                        }
                        self.last_backward = Some(snapshot);
                        *memory.changed = false;
                        *memory.polled_overflow = false;
                        memory.polled.clear();
                    }
                }
                Err((error, _)) => {
                    executed += 1;
                    if matches!(error, CpuError::IllegalInstruction)
                        && is_cache_operation(interp.mem.image, pc)
                    {
                        // A MISC-MEM operation rvsim does not decode (a
                        // cache flush, as ztachip's FLUSH_DATA_CACHE):
                        // the simulated memory has no cache, so it is a
                        // fence, and the hart goes on.
                        interp.state.pc = pc.wrapping_add(4);
                        continue;
                    }
                    if interp.mem.unimp {
                        break SliceEnd::Fault(HartFault::Illegal {
                            pc,
                            error: "unimp: the program trapped (llvm.trap)".into(),
                        });
                    }
                    break match (error, interp.mem.bad) {
                        (
                            CpuError::IllegalAccess
                            | CpuError::MisalignedAccess
                            | CpuError::IllegalFetch,
                            Some(access),
                        ) => SliceEnd::Fault(HartFault::Access { pc, access }),
                        (error, _) => SliceEnd::Fault(HartFault::Illegal {
                            pc,
                            error: format!("{error:?}"),
                        }),
                    };
                }
            }
        };
        self.instructions += executed;
        (executed, end)
    }

    /// A call of the function at `entry`, `args` in a0.., nested below
    /// this hart's stack (a PCORE kernel run by EXE_LOCKSTEP on the control
    /// core's image): [`Hart::resume_nested`] runs it. Several may be under
    /// way at once (one per PCORE running a thread in lockstep): each keeps
    /// its registers and its stack frames.
    pub fn nested_call(&self, entry: u32, args: &[u32]) -> NestedCall {
        let mut cpu = self.cpu.clone();
        cpu.pc = entry;
        cpu.x[1] = layout::FINISHED;
        // Below the caller's frame, 16-byte aligned as the ABI wants.
        let top = self.cpu.x[2].wrapping_sub(64) & !15;
        cpu.x[2] = top;
        for (register, value) in cpu.x[10..18].iter_mut().zip(args) {
            *register = *value;
        }
        NestedCall {
            cpu,
            top,
            frames: Vec::new(),
        }
    }

    /// Runs `call` on `l1` for at most `budget` instructions, until it
    /// returns (`Trap(layout::FINISHED)`) or stops otherwise; a runtime
    /// call stops it at its trap, and [`NestedCall::return_with`] resumes
    /// it. The hart's own registers and loop state are kept.
    pub fn resume_nested(
        &mut self,
        l1: &mut [u32],
        call: &mut NestedCall,
        budget: u64,
    ) -> (u64, SliceEnd) {
        let sp = call.cpu.x[2];
        if let Err(message) = self.write_bytes(l1, sp, &call.frames) {
            return (0, stack_fault(sp, message));
        }
        let saved = std::mem::replace(&mut self.cpu, call.cpu.clone());
        let backward = self.last_backward.take();
        let instructions = self.instructions;
        let (ran, end) = self.run(l1, None, budget);
        call.cpu = std::mem::replace(&mut self.cpu, saved);
        self.last_backward = backward;
        self.instructions = instructions;
        self.polled.clear();
        // Its frames, from its sp up to where it began, for its next slice
        // (another call may run below the same caller in between).
        let sp = call.cpu.x[2];
        if matches!(end, SliceEnd::Trap(pc) if pc != layout::FINISHED) {
            match self.read_bytes(l1, sp, call.top.wrapping_sub(sp)) {
                Ok(frames) => call.frames = frames,
                Err(message) => return (ran, stack_fault(sp, message)),
            }
        }
        (ran, end)
    }

    /// Runs the function at `entry`, `args` in a0.., on `l1` until it
    /// returns, as [`Hart::nested_call`]; at most `budget` instructions.
    pub fn call(
        &mut self,
        l1: &mut [u32],
        entry: u32,
        args: &[u32],
        budget: u64,
    ) -> (u64, SliceEnd) {
        let mut call = self.nested_call(entry, args);
        self.resume_nested(l1, &mut call, budget)
    }

    /// Argument word `index` of the call being made: a0..a7, then the
    /// caller's stack from `sp` up (ILP32).
    pub fn argument(&self, index: usize) -> u32 {
        if index < 8 {
            return self.cpu.x[10 + index];
        }
        let address = self.cpu.x[2].wrapping_add(4 * (index as u32 - 8));
        let offset = address.wrapping_sub(layout::STACK_BASE);
        if !offset.is_multiple_of(4) {
            return 0;
        }
        if offset >= self.stack.len_bytes() {
            return 0;
        }
        u32::from_le(self.stack.word(offset as usize / 4))
    }

    /// The first `count` argument words.
    pub fn arguments(&self, count: usize) -> Vec<u32> {
        (0..count).map(|i| self.argument(i)).collect()
    }

    /// The bytes at guest `address`, up to `len` but not past the next
    /// page boundary, in the core's `l1` or the hart's own image, globals
    /// or stack (what a runtime routine such as memcpy reads and writes).
    fn piece_mut<'a>(
        &'a mut self,
        l1: &'a mut [u32],
        address: u32,
        len: u32,
    ) -> Result<&'a mut [u8], String> {
        let outside = || {
            let region = layout::describe_address(address);
            format!("{len} bytes at {address:#x} ({region}) are outside memory")
        };
        let to_boundary = PAGE_BYTES - address % PAGE_BYTES;
        let len = len.min(to_boundary) as usize;
        let (bytes, start): (&mut [u8], u32) = match layout::decode(address) {
            (Region::L1, offset) => (bytemuck::cast_slice_mut(l1), offset),
            (Region::Code, offset) => (bytemuck::cast_slice_mut(&mut self.image), offset),
            (Region::Globals, offset) => self.globals.page_bytes(offset).ok_or_else(outside)?,
            (Region::Stack, offset) => self.stack.page_bytes(offset).ok_or_else(outside)?,
            (Region::Trap | Region::Unmapped, _) => return Err(outside()),
        };
        let start = start as usize;
        bytes.get_mut(start..start + len).ok_or_else(outside)
    }

    /// Calls `f` on each piece of the `len` bytes at `address` with the
    /// offset of the piece, page by page.
    fn for_pieces(
        &mut self,
        l1: &mut [u32],
        address: u32,
        len: u32,
        mut f: impl FnMut(&mut [u8], usize),
    ) -> Result<(), String> {
        if address.checked_add(len).is_none() {
            return Err(format!("{len} bytes at {address:#x} wrap around memory"));
        }
        let mut done = 0u32;
        while done < len {
            let piece = self.piece_mut(l1, address + done, len - done)?;
            let taken = piece.len() as u32;
            f(piece, done as usize);
            done += taken;
        }
        Ok(())
    }

    /// C's `memset` on guest memory (`l1` or the hart's own).
    pub fn memset(&mut self, l1: &mut [u32], dst: u32, byte: u8, len: u32) -> Result<(), String> {
        self.for_pieces(l1, dst, len, |piece, _| piece.fill(byte))
    }

    /// C's `memmove` (and `memcpy`) on guest memory.
    pub fn memmove(&mut self, l1: &mut [u32], dst: u32, src: u32, len: u32) -> Result<(), String> {
        let mut data = Vec::new();
        self.for_pieces(l1, src, len, |piece, _| data.extend_from_slice(piece))?;
        self.for_pieces(l1, dst, len, |piece, at| {
            piece.copy_from_slice(&data[at..at + piece.len()]);
        })
    }

    /// Writes `data` to guest memory at `address` (what a runtime routine
    /// stores on the program's behalf).
    pub fn write_bytes(&mut self, l1: &mut [u32], address: u32, data: &[u8]) -> Result<(), String> {
        let len = u32::try_from(data.len()).map_err(|_| "a write past 4 GiB".to_string())?;
        self.for_pieces(l1, address, len, |piece, at| {
            piece.copy_from_slice(&data[at..at + piece.len()]);
        })
    }

    /// The `len` bytes of guest memory at `address`.
    pub fn read_bytes(
        &mut self,
        l1: &mut [u32],
        address: u32,
        len: u32,
    ) -> Result<Vec<u8>, String> {
        let mut data = Vec::new();
        self.for_pieces(l1, address, len, |piece, _| data.extend_from_slice(piece))?;
        Ok(data)
    }

    /// Returns from a runtime call with `value` in a0.
    pub fn return_from_call(&mut self, value: Option<u32>) {
        if let Some(value) = value {
            self.cpu.x[10] = value;
        }
        self.cpu.pc = self.cpu.x[1];
        self.note_side_effect();
    }
}

/// The operand values of the conditional branches (RV32I B-type) in the
/// loop `start..=end` of `image`, from the registers `x` at its backward
/// transfer.
fn loop_compares(image: &[u8], start: u32, end: u32, x: &[u32; 32]) -> Vec<(u32, u32)> {
    let first = start.wrapping_sub(layout::CODE_BASE);
    let last = end.wrapping_sub(layout::CODE_BASE);
    let last = last.min(first.saturating_add(4 * MAX_SPIN_SCAN));
    (first..=last)
        .step_by(4)
        .filter_map(|offset| {
            let bytes = image.get(offset as usize..offset as usize + 4)?;
            let word = u32::from_ne_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]);
            let (rs1, rs2) = ((word >> 15) & 31, (word >> 20) & 31);
            (word & 0x7f == 0x63).then(|| (x[rs1 as usize], x[rs2 as usize]))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    // Hand-encoded RV32I: lui t0, 0x10000 (t0 = L1 base); lw a0, imm(t0);
    // beqz a0, -4.
    const LUI_T0_L1: u32 = 0x1000_02b7;
    const LW_A0_0_T0: u32 = 0x0002_a503;
    const LW_A0_1_T0: u32 = 0x0012_a503;
    const BEQZ_A0_BACK: u32 = 0xfe05_0ee3;

    fn hart(code: &[u32]) -> Hart {
        Hart::new(
            code.to_vec(),
            vec![0; layout::GLOBALS_SIZE as usize / 4],
            layout::CODE_BASE,
        )
    }

    /// `unimp` (llvm.trap, a failed CSL @assert) stops the hart where it
    /// is; rvsim alone would run it as a CSR write and go on.
    #[test]
    fn unimp_is_a_fault_at_its_pc() {
        let mut h = hart(&[LUI_T0_L1, UNIMP, LW_A0_0_T0]);
        let mut l1 = vec![0u32; 64];
        let (executed, end) = h.run(&mut l1, None, 1000);
        let SliceEnd::Fault(HartFault::Illegal { pc, error }) = end else {
            panic!("expected a fault at unimp, got {end:?}")
        };
        assert_eq!((executed, pc), (2, layout::CODE_BASE + 4));
        assert!(error.contains("unimp"), "{error}");
    }

    #[test]
    fn a_polling_loop_parks_on_the_polled_word() {
        let mut h = hart(&[LUI_T0_L1, LW_A0_0_T0, BEQZ_A0_BACK]);
        let mut l1 = vec![0u32; 64];
        let (executed, end) = h.run(&mut l1, None, 1000);
        // beqz a0 is beq a0, zero: the loop compares the loaded 0 with 0.
        let spin = Spin {
            words: vec![(0, 0)],
            compares: vec![(0, 0)],
        };
        assert_eq!(end, SliceEnd::Spinning(spin));
        assert!(
            executed < 10,
            "detected within two iterations, took {executed}"
        );
        // Once the word changes the loop falls through, past the end of the
        // image: a fetch fault, not a hang.
        l1[0] = 1;
        h.note_side_effect();
        let end = h.run(&mut l1, None, 1000).1;
        let SliceEnd::Fault(HartFault::Access { access, .. }) = end else {
            panic!("expected a fetch fault, got {end:?}")
        };
        assert_eq!(
            (access.kind, access.address),
            (AccessKind::Fetch, layout::CODE_BASE + 12)
        );
    }

    /// A slice that ends between the poll's load and its backward branch,
    /// while the word changes, parks on the value the loop loaded, not on
    /// the new one (the machine then wakes it at once). Found by the
    /// differential test (seed 1378): parking on the new value deadlocked.
    #[test]
    fn a_word_that_changes_between_slices_parks_on_the_value_loaded() {
        let mut h = hart(&[LUI_T0_L1, LW_A0_0_T0, BEQZ_A0_BACK]);
        let mut l1 = vec![0u32; 64];
        // lui, lw, beqz (first backward branch), lw: the budget ends here.
        assert_eq!(h.run(&mut l1, None, 4), (4, SliceEnd::Budget));
        l1[0] = 7;
        let (_, end) = h.run(&mut l1, None, 1000);
        let SliceEnd::Spinning(spin) = end else {
            panic!("expected a spin, got {end:?}")
        };
        assert_eq!(spin.words, vec![(0, 0)]);
    }

    /// A semaphore wait: spin until the word equals a register. The spin
    /// records the branch's operands, the value loaded and the one awaited.
    #[test]
    fn a_spin_until_equal_records_the_awaited_value() {
        const LI_A1_5: u32 = 0x0050_0593;
        const BNE_A0_A1_BACK: u32 = 0xfeb5_1ee3;
        let mut h = hart(&[LUI_T0_L1, LI_A1_5, LW_A0_0_T0, BNE_A0_A1_BACK]);
        let mut l1 = vec![0u32; 64];
        let SliceEnd::Spinning(spin) = h.run(&mut l1, None, 1000).1 else {
            panic!("expected a spin")
        };
        assert_eq!(spin.words, vec![(0, 0)]);
        assert_eq!(spin.compares, vec![(0, 5)]);
    }

    #[test]
    fn a_misaligned_load_is_a_located_fault() {
        let mut h = hart(&[LUI_T0_L1, LW_A0_1_T0]);
        let mut l1 = vec![0u32; 64];
        let (_, end) = h.run(&mut l1, None, 10);
        let SliceEnd::Fault(HartFault::Access { pc, access }) = end else {
            panic!("expected a fault, got {end:?}")
        };
        assert_eq!(pc, layout::CODE_BASE + 4);
        assert_eq!(
            access,
            BadAccess {
                address: layout::L1_BASE + 1,
                bytes: 4,
                kind: AccessKind::Load,
                misaligned: true
            }
        );
    }

    #[test]
    fn a_load_past_l1_faults() {
        let mut h = hart(&[LUI_T0_L1, LW_A0_0_T0]);
        let mut l1 = Vec::new();
        let SliceEnd::Fault(HartFault::Access { access, .. }) = h.run(&mut l1, None, 10).1 else {
            panic!("expected a fault")
        };
        assert!(!access.misaligned);
    }

    #[test]
    fn returning_reaches_the_finished_trap() {
        // jalr zero, 0(ra)
        let mut h = hart(&[0x0000_8067]);
        assert_eq!(h.run(&mut [], None, 10).1, SliceEnd::Trap(layout::FINISHED));
    }

    #[test]
    fn a_ddr_window_goes_round_the_banks_by_page() {
        let mut banks = vec![vec![0u8; 64]; 2];
        let mut window = DdrWindow {
            banks: &mut banks,
            storage: 8,
            page_bytes: 16,
            bytes: 40,
        };
        // Page 0 in bank 0, page 1 in bank 1, page 2 in bank 0 after page 0.
        for (offset, bank, at) in [(4, 0, 12), (20, 1, 12), (34, 0, 26)] {
            let (memory, place) = window.piece(offset, 2).expect("in the window");
            assert_eq!((memory.as_ptr(), place), (banks_ptr(&window, bank), at));
        }
        // Past the window's bytes, or across a page: unmapped.
        assert!(window.piece(39, 2).is_none());
        assert!(window.piece(15, 2).is_none());
    }

    fn banks_ptr(window: &DdrWindow<'_>, bank: usize) -> *const u8 {
        window.banks[bank].as_ptr()
    }
}
