//! The simulated memory map of one hart (docs/simulator.md). Regions are far
//! apart so that a stray pointer lands in no region and faults. This module
//! owns the map: the hart's loads and stores, the runtime's copies and the
//! fault messages all decode an address with [`decode`].

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

/// ztachip's register window (zta.h's `MEM_MAP`, `ZTAM_GREG`): a tensor
/// program's `ztaTaskYield()` stores 0 to register `REG_DP_VM_TOGGLE` (9)
/// to switch the tensor engine's process space. Tanto runs one process
/// space, so that store is accepted and changes nothing; any other access
/// of the window is a fault.
pub const ZTACHIP_REGISTERS: u32 = 0x8000_0000;
pub const ZTACHIP_VM_TOGGLE: u32 = ZTACHIP_REGISTERS + 9 * 4;

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

/// A region of the memory map; each spans from its base up to the next one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Region {
    /// The core's L1, from [`L1_BASE`].
    L1,
    /// The linked kernel image, from [`CODE_BASE`].
    Code,
    /// The firmware globals, from [`GLOBALS_BASE`] (paged).
    Globals,
    /// The trap slots of runtime functions, from [`TRAP_BASE`]: not memory.
    Trap,
    /// The stack, from [`STACK_BASE`] to [`STACK_TOP`] (paged).
    Stack,
    /// Below L1 or above the stack.
    Unmapped,
}

/// The region `address` is in and its offset from the region's base (the
/// address itself when unmapped).
#[inline]
pub fn decode(address: u32) -> (Region, u32) {
    match address {
        L1_BASE..CODE_BASE => (Region::L1, address - L1_BASE),
        CODE_BASE..GLOBALS_BASE => (Region::Code, address - CODE_BASE),
        GLOBALS_BASE..TRAP_BASE => (Region::Globals, address - GLOBALS_BASE),
        TRAP_BASE..STACK_BASE => (Region::Trap, address - TRAP_BASE),
        STACK_BASE..STACK_TOP => (Region::Stack, address - STACK_BASE),
        _ => (Region::Unmapped, address),
    }
}

/// Names the region of a hart address for fault messages.
pub fn describe_address(address: u32) -> String {
    match decode(address) {
        (Region::L1, offset) => format!("L1 offset {offset:#x}"),
        (Region::Code, _) => "kernel image".into(),
        (Region::Globals, _) => "firmware globals".into(),
        (Region::Stack, _) => "stack".into(),
        (Region::Trap, _) => "runtime trap region".into(),
        (Region::Unmapped, address) if address < L1_BASE => {
            "unmapped: below its L1 a core has only a ztachip program's DDR window, offsets below the window's size; other DRAM is reached by transfers".into()
        }
        (Region::Unmapped, _) => "unmapped".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_region_runs_from_its_base_to_the_next() {
        assert_eq!(decode(L1_BASE - 1).0, Region::Unmapped);
        assert_eq!(decode(L1_BASE + 8), (Region::L1, 8));
        assert_eq!(decode(CODE_BASE - 1).0, Region::L1);
        assert_eq!(decode(CODE_BASE), (Region::Code, 0));
        assert_eq!(decode(GLOBALS_BASE + 4), (Region::Globals, 4));
        assert_eq!(decode(FINISHED), (Region::Trap, 0));
        assert_eq!(decode(STACK_BASE - 1).0, Region::Trap);
        assert_eq!(decode(STACK_BASE), (Region::Stack, 0));
        assert_eq!(decode(STACK_TOP - 1).0, Region::Stack);
        assert_eq!(decode(STACK_TOP).0, Region::Unmapped);
        assert_eq!(describe_address(L1_BASE + 0x20), "L1 offset 0x20");
    }
}
