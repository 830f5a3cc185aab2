//! EXE_LOCKSTEP / EXE (`tanto_rt_zta_exe`, docs/abi.md): the PCORE model.
//!
//! A PCORE kernel is RV32 code in the ztachip kernel's own object, a
//! function `void kernel(i16 *memory, i32 pcore, i32 thread)` whose
//! `memory` is the PCORE's memory (its local buffer on the PCORE's core:
//! thread t's private words, then the shared words). Each PCORE p below
//! `pcores` is the core (x0 + p % width, y0 + p / width) of
//! `tanto_rt_zta_bind_pcores`; the kernel runs there for each thread below
//! `threads`, after the transfers before the call (each statement ends in
//! barriers). The PCOREs run each thread in lockstep, as ztachip's one
//! instruction unit drives them: a conditional jump whose condition may
//! differ between PCOREs is a call of `tanto_rt_zta_jump`, where every
//! PCORE stops until all have reached it, and all then jump, or not, on
//! their results' flags combined as the hardware combines them. The
//! PCOREs run at once and a PCORE's threads take turns one instruction
//! per cycle, so the call costs the busiest PCORE's instructions.

use super::CallOutcome;
use crate::{
    hart::{NestedCall, SliceEnd},
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
        let cores: Vec<(u32, u32)> = (0..pcores)
            .map(|pcore| {
                (
                    spaces.pcore_x0 + pcore % spaces.pcore_width,
                    spaces.pcore_y0 + pcore / spaces.pcore_width,
                )
            })
            .collect();
        let mut instructions = vec![0u64; cores.len()];
        for thread in 0..threads {
            // Each thread of each PCORE may run the budget.
            let mut ran_by = vec![0u64; cores.len()];
            // The PCOREs run the thread's instructions in lockstep: each
            // runs to its next conditional jump, and they jump together.
            let mut calls: Vec<NestedCall> = (0..pcores)
                .map(|pcore| {
                    self.harts[h]
                        .hart
                        .nested_call(kernel, &[memory, pcore, thread])
                })
                .collect();
            loop {
                let mut stops = Vec::with_capacity(calls.len());
                for (pcore, call) in calls.iter_mut().enumerate() {
                    let core = cores[pcore];
                    let at = || format!("{}: PCORE {pcore} thread {thread}", what());
                    let l1 = self.l1.get_mut(&core).ok_or_else(|| {
                        format!(
                            "{}: PCORE {pcore} is core {core:?}, which has no L1",
                            what()
                        )
                    })?;
                    let hart = &mut self.harts[h].hart;
                    let budget = MAX_KERNEL_INSTRUCTIONS.saturating_sub(ran_by[pcore]);
                    let (ran, end) = hart.resume_nested(l1, call, budget);
                    ran_by[pcore] += ran;
                    instructions[pcore] += ran;
                    // What the kernel stored is the PCORE core's data now.
                    for offset in hart.l1_stores.drain(..) {
                        self.dependences.clear_l1(core, offset, 4);
                    }
                    stops.push(match end {
                        SliceEnd::Trap(layout::FINISHED) => Stop::Returned,
                        SliceEnd::Trap(pc) if self.runtime_name(h, pc) == Some(JUMP) => {
                            Stop::Jump {
                                opcode: call.argument(0),
                                value: call.argument(1) as i32,
                                at: call.return_address(),
                            }
                        }
                        SliceEnd::Trap(pc) => return Err(format!(
                            "{} called the runtime (trap at {pc:#x}): PCORE code calls no runtime function but {JUMP}", at()
                        )),
                        SliceEnd::Budget => {
                            return Err(format!(
                                "{} ran {MAX_KERNEL_INSTRUCTIONS} instructions without returning", at()
                            ))
                        }
                        SliceEnd::Spinning(_) => {
                            return Err(format!("{} spins: nothing it waits for can change", at()))
                        }
                        SliceEnd::Fault(fault) => {
                            return Err(format!("{}: {}", at(), describe_fault(&fault)))
                        }
                    });
                }
                if stops.iter().all(|s| *s == Stop::Returned) {
                    break;
                }
                let jump = lockstep_jump(&stops)
                    .map_err(|e| format!("{} thread {thread}: {e}", what()))?;
                for call in &mut calls {
                    call.return_with(u32::from(jump));
                }
            }
        }
        let busiest = instructions.into_iter().max().unwrap_or(0);
        Ok(CallOutcome {
            value: None,
            cycles: self.arch.latency.sync + busiest,
            wait: None,
        })
    }
}

impl Machine {
    /// The runtime function whose trap is `pc` in hart `h`'s kernel.
    fn runtime_name(&self, h: usize, pc: u32) -> Option<&str> {
        let kernel = &self.kernels[self.harts[h].kernel];
        layout::trap_slot(pc)
            .and_then(|slot| kernel.image.traps.get(slot))
            .map(String::as_str)
            .filter(|name| !name.is_empty())
    }
}

/// The runtime function a PCORE kernel calls at each conditional jump
/// whose condition may differ between PCOREs (docs/abi.md).
const JUMP: &str = "tanto_rt_zta_jump";

/// Where a PCORE stopped in a lockstep slice.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Stop {
    Returned,
    /// At a conditional jump: its opcode, the integer unit's result it
    /// tests, and where the jump's call returns to.
    Jump {
        opcode: u32,
        value: i32,
        at: u32,
    },
}

/// Whether the PCOREs jump. One instruction unit fetches for every PCORE
/// (ztachip's HW/src/pcore/instr.vhd): a jump tests the integer unit's
/// result flags ORed over the enabled PCOREs, negative and zero
/// (`y_neg_all`, `y_zero_all`), as instr_fetch.vhd decodes the jump's
/// opcode. Opcodes: 0 LT, 1 LE, 2 GT, 3 GE, 4 EQ, 5 NE.
fn lockstep_jump(stops: &[Stop]) -> Result<bool, String> {
    let mut jumps = stops.iter().map(|stop| match stop {
        Stop::Jump { opcode, value, at } => Some((*opcode, *value, *at)),
        Stop::Returned => None,
    });
    let Some(Some((opcode, _, at))) = jumps.next() else {
        return Err("the PCOREs left lockstep: one returned while another jumps".into());
    };
    let mut negative = false;
    let mut zero = false;
    for stop in stops {
        match stop {
            Stop::Jump {
                opcode: o,
                value,
                at: a,
            } if *o == opcode && *a == at => {
                negative |= *value < 0;
                zero |= *value == 0;
            }
            _ => {
                return Err(format!(
                    "the PCOREs left lockstep at the jump returning to {at:#x}"
                ))
            }
        }
    }
    Ok(match opcode {
        0 => negative,
        1 => negative || zero,
        2 => !negative && !zero,
        3 => !negative,
        4 => zero,
        5 => !zero,
        other => {
            return Err(format!(
                "{JUMP} with opcode {other}, which is no jump (0..5)"
            ))
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(opcode: u32, values: &[i32]) -> bool {
        let stops: Vec<Stop> = values
            .iter()
            .map(|&value| Stop::Jump {
                opcode,
                value,
                at: 0x40,
            })
            .collect();
        lockstep_jump(&stops).unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn a_jump_tests_flags_ored_over_the_pcores() {
        // EQ jumps when some PCORE's result is zero; NE only when none is.
        assert!(at(4, &[3, 0, -1]));
        assert!(!at(5, &[3, 0, -1]));
        assert!(at(5, &[3, 1, -1]));
        // LT when some result is negative; GE only when none is.
        assert!(at(0, &[3, 0, -1]));
        assert!(!at(3, &[3, 0, -1]));
        // GT only when every result is positive; LE when some is not.
        assert!(at(2, &[3, 1]));
        assert!(!at(2, &[3, 0]));
        assert!(at(1, &[3, 0]));
    }

    #[test]
    fn pcores_apart_are_an_error() {
        let apart = [
            Stop::Jump {
                opcode: 4,
                value: 0,
                at: 0x40,
            },
            Stop::Returned,
        ];
        assert!(lockstep_jump(&apart).is_err());
        let elsewhere = [
            Stop::Jump {
                opcode: 4,
                value: 0,
                at: 0x40,
            },
            Stop::Jump {
                opcode: 4,
                value: 0,
                at: 0x48,
            },
        ];
        assert!(lockstep_jump(&elsewhere).is_err());
        assert!(lockstep_jump(&[Stop::Jump {
            opcode: 9,
            value: 0,
            at: 0
        }])
        .is_err());
    }
}
