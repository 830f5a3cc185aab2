//! The simulated memory map of one hart (docs/simulator.md). Regions are far
//! apart so that a stray pointer lands in no region and faults.

/// The core's L1: `tanto_l1` is this address, and a kernel's L1 address `a`
/// is the byte at `L1_BASE + a`.
pub const L1_BASE: u32 = 0x1000_0000;
/// The linked kernel: code, read-only data, data, bss.
pub const CODE_BASE: u32 = 0x2000_0000;
/// Firmware globals of the hart's core, and its runtime-argument words.
pub const GLOBALS_BASE: u32 = 0x3000_0000;
pub const GLOBALS_SIZE: u32 = 0x1000;
pub const MY_X: u32 = GLOBALS_BASE;
pub const MY_Y: u32 = GLOBALS_BASE + 4;
/// `tanto_dram_bank_xy`: up to 64 banks.
pub const DRAM_BANK_XY: u32 = GLOBALS_BASE + 0x10;
pub const MAX_DRAM_BANKS: u32 = 64;
/// The runtime-argument words; `a0` points here at entry.
pub const ARGS: u32 = GLOBALS_BASE + 0x200;
pub const MAX_ARGS: u32 = (GLOBALS_SIZE - 0x200) / 4;

/// Trap slots: a fetch here is a call of a runtime function, never executed.
pub const TRAP_BASE: u32 = 0x4000_0000;
pub const TRAP_SLOT_BYTES: u32 = 16;
pub const TRAP_SLOTS: usize = 4096;
/// Slot 0: the return address of the kernel's entry point, "finished".
pub const FINISHED: u32 = TRAP_BASE;

/// The stack grows down from `STACK_TOP`; the initial `sp` leaves room above
/// it so that a runtime call's stack arguments can always be read.
pub const STACK_TOP: u32 = 0x5000_0000;
pub const STACK_SIZE: u32 = 64 * 1024;
pub const STACK_BASE: u32 = STACK_TOP - STACK_SIZE;
pub const INITIAL_SP: u32 = STACK_TOP - 256;

/// Symbols the firmware defines, with their addresses.
pub const FIRMWARE_SYMBOLS: &[(&str, u32)] = &[
    ("tanto_my_x", MY_X),
    ("tanto_my_y", MY_Y),
    ("tanto_dram_bank_xy", DRAM_BANK_XY),
];

/// Runtime function `slot` (0-based, in the object's import order) traps at
/// this address; slot 0 of the region is [`FINISHED`].
pub fn trap_address(slot: usize) -> u32 {
    TRAP_BASE + TRAP_SLOT_BYTES * (slot as u32 + 1)
}

/// The import slot of a trap address, if it is one.
pub fn trap_slot(pc: u32) -> Option<usize> {
    let offset = pc.checked_sub(TRAP_BASE)?;
    if offset % TRAP_SLOT_BYTES != 0 || offset == 0 {
        return None;
    }
    let slot = (offset / TRAP_SLOT_BYTES) as usize - 1;
    (slot < TRAP_SLOTS).then_some(slot)
}

pub fn in_trap_region(pc: u32) -> bool {
    (TRAP_BASE..TRAP_BASE + TRAP_SLOT_BYTES * (TRAP_SLOTS as u32 + 1)).contains(&pc)
}
