//! EXE_LOCKSTEP / EXE (`tanto_rt_zta_exe`, docs/abi.md): the PCORE model.
//!
//! A PCORE kernel is RV32 code in the ztachip kernel's own object, a
//! function `void kernel(i16 *memory, i32 pcore, i32 thread)` whose
//! `memory` is the PCORE's memory (its local buffer on the PCORE's core:
//! thread t's private words, then the shared words). Each PCORE p below
//! `pcores` is the core (x0 + p % width, y0 + p / width) of
//! `tanto_rt_zta_bind_pcores`; the kernel runs there for each thread below
//! `threads`, after the transfers before the call (each statement ends in
//! barriers). The PCOREs run at once and a PCORE's threads take turns one
//! instruction per cycle, so the call costs the busiest PCORE's
//! instructions.

use super::CallOutcome;
use crate::{
    hart::SliceEnd,
    layout,
    machine::{describe_fault, Machine},
};

/// The most instructions one thread of a kernel may run: a kernel that
/// does not return is a fault, not a hang.
const MAX_KERNEL_INSTRUCTIONS: u64 = 1 << 26;

impl Machine {
    pub(super) fn zta_exe(
        &mut self,
        h: usize,
        kernel: u32,
        pcores: u32,
        threads: u32,
    ) -> Result<CallOutcome, String> {
        let what = || {
            format!("EXE_LOCKSTEP of the PCORE kernel at {kernel:#x} on {pcores} PCOREs x {threads} threads")
        };
        let spaces = self.harts[h].ztachip.ok_or_else(|| {
            format!(
                "{}: the kernel is no ztachip kernel (no tanto_rt_zta_bind)",
                what()
            )
        })?;
        if spaces.pcore_width == 0 {
            return Err(format!(
                "{}: the kernel has no PCOREs (no tanto_rt_zta_bind_pcores)",
                what()
            ));
        }
        let memory = layout::L1_BASE.wrapping_add(spaces.pcore);
        let mut busiest = 0u64;
        for pcore in 0..pcores {
            let core = (
                spaces.pcore_x0 + pcore % spaces.pcore_width,
                spaces.pcore_y0 + pcore / spaces.pcore_width,
            );
            let mut instructions = 0u64;
            for thread in 0..threads {
                let l1 = self.l1.get_mut(&core).ok_or_else(|| {
                    format!(
                        "{}: PCORE {pcore} is core {core:?}, which has no L1",
                        what()
                    )
                })?;
                let hart = &mut self.harts[h].hart;
                let args = [memory, pcore, thread];
                let (ran, end) = hart.call(l1, kernel, &args, MAX_KERNEL_INSTRUCTIONS);
                // What the kernel stored is the PCORE core's data now.
                for offset in hart.l1_stores.drain(..) {
                    self.dependences.clear_l1(core, offset, 4);
                }
                let at = format!("{}: PCORE {pcore} thread {thread}", what());
                match end {
                    SliceEnd::Trap(layout::FINISHED) => {}
                    SliceEnd::Trap(pc) => {
                        return Err(format!(
                            "{at} called the runtime (trap at {pc:#x}): PCORE code calls no runtime function"
                        ))
                    }
                    SliceEnd::Budget => {
                        return Err(format!(
                            "{at} ran {MAX_KERNEL_INSTRUCTIONS} instructions without returning"
                        ))
                    }
                    SliceEnd::Spinning(_) => {
                        return Err(format!("{at} spins: nothing it waits for can change"))
                    }
                    SliceEnd::Fault(fault) => {
                        return Err(format!("{at}: {}", describe_fault(&fault)))
                    }
                }
                instructions += ran;
            }
            busiest = busiest.max(instructions);
        }
        Ok(CallOutcome {
            value: None,
            cycles: self.arch.latency.sync + busiest,
            wait: None,
        })
    }
}
