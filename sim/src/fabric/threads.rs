//! The threads of one PE and how they advance in simulated time.
//!
//! A PE has a main thread (the launched function, then the tasks its picker
//! chooses, one at a time and each to completion) and microthreads, one
//! per hardware queue, that run asynchronous fabric DSD operations beside
//! it. All of them share the PE's hart image (its code and globals); each
//! has its own registers and its own slice of the stack.
//!
//! Time: one RV32 instruction is one cycle. A thread runs until its next
//! runtime call (or [`SLICE`] instructions), and its clock moves by what it
//! ran; the call acts when the mesh's cycle reaches that clock. So a send
//! enters the fabric at the cycle the instructions before it end, and a
//! receive waits, cycle by cycle, for a wavelet in the CE's input buffer.
//! A DSD operation (between `tanto_rt_csl_dsd` and `tanto_rt_csl_dsd_end`)
//! is timed as the hardware's: its instructions cost nothing, each wavelet
//! it sends or receives a cycle, and it ends no sooner than its elements
//! divided by the target's SIMD width (`[cycles.simd]`) after its start.

use super::error::MeshError;
use super::Fabric;
use crate::hart::{AccessKind, Hart, HartFault, SliceEnd};
use crate::layout::{self, Region};
use rvsim::CpuState;

/// Instructions a thread runs before the others get their turn, so that a
/// thread spinning on memory another thread of the PE writes still ends.
pub const SLICE: u64 = 4096;

/// Instructions one PE may run in one launch.
pub const LAUNCH_BUDGET: u64 = 1 << 28;

/// Stack one microthread has: below the main thread's 32 KiB, one slice
/// per queue.
const MICROTHREAD_STACK: u32 = 4096;
const MAIN_STACK: u32 = 32 * 1024;

/// What a thread runs, for reports.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Role {
    /// `name`, launched by the host.
    Launch(String),
    /// Task `function`, bound to task ID `id`.
    Task { function: String, id: u8 },
    /// Asynchronous operation `index` of the program, on microthread
    /// `queue`; when it ends it activates or unblocks `completion`.
    Async {
        index: u32,
        queue: u8,
        completion: Completion,
    },
}

impl std::fmt::Display for Role {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Role::Launch(name) => write!(f, "`{name}` (launched)"),
            Role::Task { function, id } => write!(f, "task `{function}` (ID {id})"),
            Role::Async { queue, .. } => {
                write!(f, "an asynchronous DSD operation (microthread {queue})")
            }
        }
    }
}

/// What an asynchronous operation does when it ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Completion {
    Nothing,
    Activate(u8),
    Unblock(u8),
}

impl Completion {
    /// The third argument of `tanto_rt_csl_async` (docs/abi.md): -1, or
    /// kind << 8 | id with kind 1 = activate, 2 = unblock.
    pub fn decode(word: u32) -> Option<Self> {
        if word == u32::MAX {
            return Some(Completion::Nothing);
        }
        let id = u8::try_from(word & 0xff).ok()?;
        match word >> 8 {
            1 => Some(Completion::Activate(id)),
            2 => Some(Completion::Unblock(id)),
            _ => None,
        }
    }
}

/// A runtime call a thread stopped at, not yet answered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Call {
    pub routine: String,
    pub arguments: [u32; 4],
    /// The return address: the call site is the instruction before it.
    pub return_address: u32,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum State {
    Ready,
    Calling(Call),
    Done,
}

#[derive(Debug, Clone)]
pub struct Thread {
    pub cpu: CpuState,
    /// The cycle at which it acts next.
    pub clock: u64,
    /// In a DSD operation: when it started and the cycles its elements take
    /// at the target's SIMD width (its instructions cost nothing then).
    pub dsd: Option<(u64, u64)>,
    pub state: State,
    pub role: Role,
}

impl Thread {
    /// A thread that calls the function at `address` at cycle `clock`,
    /// with its stack at slot `stack_slot` (0: the main thread, 1 + queue:
    /// a microthread) and `arguments` in a0, a1.
    pub fn new(address: u32, clock: u64, role: Role, stack_slot: u32, arguments: &[u32]) -> Self {
        let mut cpu = CpuState::new(address);
        cpu.x[1] = layout::FINISHED;
        cpu.x[2] = if stack_slot == 0 {
            layout::INITIAL_SP
        } else {
            layout::INITIAL_SP - MAIN_STACK - (stack_slot - 1) * MICROTHREAD_STACK
        };
        for (k, value) in arguments.iter().enumerate().take(8) {
            cpu.x[10 + k] = *value;
        }
        Thread {
            cpu,
            clock,
            dsd: None,
            state: State::Ready,
            role,
        }
    }
}

/// What a thread's runtime call needs from the PE and the mesh.
pub struct Context<'a> {
    pub hart: &'a mut Hart,
    pub memory: &'a mut [u32],
    pub traps: &'a [String],
    pub fabric: &'a mut Fabric,
    pub pe: (u16, u16),
    pub cycle: u64,
    /// Instructions the PE may still run in this launch.
    pub budget: &'a mut u64,
    /// Elements per cycle of each class of DSD operation.
    pub simd: &'a tanto_arch::wse::SimdWidths,
    /// `<time>`'s counter: the cycle it was reset at, and the count the
    /// last read of its low word saw (its high word comes from the same).
    pub timestamp: &'a mut (u64, u64),
    /// The memcpy library's PE-to-host stream colors, and what this PE
    /// sent on them for the host to read.
    pub to_host_colors: &'a std::collections::BTreeSet<u8>,
    pub to_host: &'a mut std::collections::BTreeMap<u8, std::collections::VecDeque<u32>>,
    /// The PE's FIFOs, by their buffer's address.
    pub fifos: &'a mut std::collections::BTreeMap<u32, Fifo>,
    /// Its simprint lines, trace buffers and PRNG.
    pub journal: &'a mut super::journal::Journal,
}

/// A FIFO's pointers (`@allocate_fifo`): its elements are in its buffer, in
/// the program's memory, as the hardware's FIFO keeps them; the PE holds
/// where the oldest is and how many there are.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Fifo {
    /// The index of the oldest element in the buffer.
    pub read: u32,
    /// Elements held.
    pub count: u32,
}

/// What a runtime call asks of the PE (task control, new microthreads),
/// for the PE to carry out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Request {
    Activate(u8),
    Block(u8),
    Unblock(u8),
    UnblockCommandStream,
    Async {
        index: u32,
        queue: u8,
        completion: Completion,
    },
}

/// Advances `thread` as far as cycle `context.cycle` allows: true when it
/// did anything (ran, or finished a call). Requests it made are appended.
pub fn advance(
    thread: &mut Thread,
    context: &mut Context,
    requests: &mut Vec<(Request, u64)>,
) -> Result<bool, MeshError> {
    // The hart holds this thread's registers while it advances.
    std::mem::swap(&mut context.hart.cpu, &mut thread.cpu);
    context.hart.note_side_effect();
    let result = advance_swapped(thread, context, requests);
    std::mem::swap(&mut context.hart.cpu, &mut thread.cpu);
    result
}

fn advance_swapped(
    thread: &mut Thread,
    context: &mut Context,
    requests: &mut Vec<(Request, u64)>,
) -> Result<bool, MeshError> {
    let (x, y) = context.pe;
    let mut acted = false;
    while thread.clock <= context.cycle {
        match std::mem::replace(&mut thread.state, State::Ready) {
            State::Done => {
                thread.state = State::Done;
                break;
            }
            State::Ready => {
                if *context.budget == 0 {
                    let pc = context.hart.cpu.pc;
                    return Err(MeshError::Hang {
                        x,
                        y,
                        function: thread.role.to_string(),
                        budget: LAUNCH_BUDGET,
                        pc,
                        at: format!("pc {pc:#x}"),
                    });
                }
                let (ran, end) = context
                    .hart
                    .run(context.memory, None, SLICE.min(*context.budget));
                *context.budget -= ran;
                // Inside a DSD operation the elements, not the
                // instructions, take the time (charged at its end).
                if thread.dsd.is_none() {
                    thread.clock += ran.max(1);
                }
                acted = true;
                thread.state = match end {
                    SliceEnd::Trap(pc) if pc == layout::FINISHED => State::Done,
                    SliceEnd::Trap(pc) => {
                        let routine = layout::trap_slot(pc)
                            .and_then(|slot| context.traps.get(slot))
                            .cloned()
                            .unwrap_or_default();
                        State::Calling(Call {
                            routine,
                            arguments: [
                                context.hart.argument(0),
                                context.hart.argument(1),
                                context.hart.argument(2),
                                context.hart.argument(3),
                            ],
                            return_address: context.hart.cpu.x[1],
                        })
                    }
                    SliceEnd::Budget | SliceEnd::Spinning(_) => State::Ready,
                    SliceEnd::Fault(fault) => {
                        let (pc, message) = describe_fault(&fault);
                        return Err(MeshError::Fault {
                            x,
                            y,
                            function: thread.role.to_string(),
                            pc,
                            at: format!("pc {pc:#x}"),
                            message,
                        });
                    }
                };
            }
            State::Calling(call) if call.routine == "tanto_rt_csl_dsd" => {
                let [code, elements, ..] = call.arguments;
                let width = tanto_arch::wse::DsdOp::from_code(code)
                    .map_or(1, |op| context.simd.width(op).max(1));
                thread.dsd = Some((thread.clock, u64::from(elements).div_ceil(width)));
                context.hart.return_from_call(None);
                acted = true;
            }
            State::Calling(call) if call.routine == "tanto_rt_csl_dsd_end" => {
                if let Some((start, cost)) = thread.dsd.take() {
                    thread.clock = thread.clock.max(start + cost);
                }
                context.hart.return_from_call(None);
                acted = true;
            }
            State::Calling(call) => match answer(&call, context, thread.clock, requests)? {
                Some(value) => {
                    context.hart.return_from_call(value);
                    // A wavelet takes a cycle; in a DSD operation nothing
                    // else does.
                    let fabric = matches!(
                        call.routine.as_str(),
                        "tanto_rt_csl_send"
                            | "tanto_rt_csl_send_control"
                            | "tanto_rt_csl_recv"
                            | "tanto_rt_csl_fifo_push"
                            | "tanto_rt_csl_fifo_pop"
                    );
                    if thread.dsd.is_none() || fabric {
                        thread.clock += 1;
                    }
                    acted = true;
                }
                None => {
                    // Waits on the fabric: try again next cycle.
                    thread.state = State::Calling(call);
                    break;
                }
            },
        }
    }
    Ok(acted)
}

/// Answers `call`: Some(the value for a0, if any) when it completes now,
/// None when it must wait for the fabric.
#[allow(clippy::option_option)]
fn answer(
    call: &Call,
    context: &mut Context,
    clock: u64,
    requests: &mut Vec<(Request, u64)>,
) -> Result<Option<Option<u32>>, MeshError> {
    let (x, y) = context.pe;
    let [first, second, third, fourth] = call.arguments;
    let id = u8::try_from(first).unwrap_or(u8::MAX);
    let fabric_error = |e: super::FabricError| {
        // The router's message may name the PE already.
        let message = e.to_string();
        let own = format!("PE ({x}, {y}): ");
        MeshError::Refused {
            x,
            y,
            message: message.strip_prefix(&own).unwrap_or(&message).to_string(),
            pc: call.return_address.wrapping_sub(4),
            at: String::new(),
        }
    };
    let mut request = |r: Request| {
        requests.push((r, clock));
        Ok(Some(None))
    };
    match call.routine.as_str() {
        "tanto_rt_csl_send" | "tanto_rt_csl_send_control" => {
            let control = call.routine == "tanto_rt_csl_send_control";
            let color = color_of(first, context)?;
            // The memcpy library takes a stream to the host off the PE.
            if context.to_host_colors.contains(&color) {
                context.to_host.entry(color).or_default().push_back(second);
                return Ok(Some(None));
            }
            if !context.fabric.can_inject(u32::from(x), u32::from(y), color) {
                return Ok(None);
            }
            let wavelet = super::Wavelet {
                color,
                payload: second,
                control,
            };
            context
                .fabric
                .inject(u32::from(x), u32::from(y), wavelet)
                .map_err(fabric_error)?;
            Ok(Some(None))
        }
        "tanto_rt_csl_recv" => {
            let color = color_of(first, context)?;
            Ok(context
                .fabric
                .receive(u32::from(x), u32::from(y), color)
                .map(|w| Some(w.payload)))
        }
        // A FIFO holds at most its buffer's elements: a push waits for
        // room, a pop for an element. Each writes or reads the buffer.
        "tanto_rt_csl_fifo_push" | "tanto_rt_csl_fifo_pop" => {
            let (buffer, capacity, bytes) = (first, second, third);
            let pc = call.return_address.wrapping_sub(4);
            let fault = |message: String| MeshError::Fault {
                x,
                y,
                function: "a FIFO".to_string(),
                pc,
                at: format!("pc {pc:#x}"),
                message,
            };
            if capacity == 0 || !matches!(bytes, 2 | 4) {
                return Err(fault(format!(
                    "the FIFO over {buffer:#x} has {capacity} elements of {bytes} bytes"
                )));
            }
            let fifo = context.fifos.entry(buffer).or_default();
            if call.routine == "tanto_rt_csl_fifo_push" {
                if fifo.count >= capacity {
                    return Ok(None);
                }
                let slot = (fifo.read + fifo.count) % capacity;
                let address = buffer.wrapping_add(slot * bytes);
                let data = fourth.to_le_bytes();
                context
                    .hart
                    .write_bytes(context.memory, address, &data[..bytes as usize])
                    .map_err(fault)?;
                fifo.count += 1;
                Ok(Some(None))
            } else {
                if fifo.count == 0 {
                    return Ok(None);
                }
                let address = buffer.wrapping_add(fifo.read * bytes);
                let data = context
                    .hart
                    .read_bytes(context.memory, address, bytes)
                    .map_err(fault)?;
                fifo.read = (fifo.read + 1) % capacity;
                fifo.count -= 1;
                let mut word = [0u8; 4];
                word[..data.len()].copy_from_slice(&data);
                Ok(Some(Some(u32::from_le_bytes(word))))
            }
        }
        "tanto_rt_csl_activate" => request(Request::Activate(id)),
        "tanto_rt_csl_block" => request(Request::Block(id)),
        "tanto_rt_csl_unblock" => request(Request::Unblock(id)),
        "tanto_rt_csl_unblock_cmd_stream" => request(Request::UnblockCommandStream),
        "tanto_rt_csl_async" => {
            let completion = Completion::decode(third).ok_or_else(|| MeshError::Task {
                x,
                y,
                message: format!("asynchronous operation {first}: bad completion word {third:#x}"),
            })?;
            request(Request::Async {
                index: first,
                queue: u8::try_from(second).unwrap_or(u8::MAX),
                completion,
            })
        }
        "tanto_rt_csl_random16" => Ok(Some(Some(u32::from(context.journal.random.read())))),
        "tanto_rt_csl_print" => {
            let task_error = |message| MeshError::Task { x, y, message };
            context
                .journal
                .print(first, second, clock)
                .map_err(task_error)?;
            Ok(Some(None))
        }
        "tanto_rt_csl_trace" => {
            let task_error = |message| MeshError::Task { x, y, message };
            // What <time> would read now.
            let counter = clock.saturating_sub(context.timestamp.0) & ((1 << 48) - 1);
            context
                .journal
                .trace(first, second, third, fourth, counter)
                .map_err(task_error)?;
            Ok(Some(None))
        }
        "tanto_rt_csl_time" => {
            // Part 0 reads the count's low word, part 1 the high word of
            // that same count, part 2 resets it.
            let (base, seen) = context.timestamp;
            let value = match first {
                0 => {
                    *seen = clock.saturating_sub(*base) & ((1 << 48) - 1);
                    *seen
                }
                1 => *seen >> 32,
                _ => {
                    *base = clock;
                    0
                }
            };
            Ok(Some(Some(value as u32)))
        }
        // What LLVM turns copy and fill loops into.
        "memset" | "memcpy" | "memmove" => {
            // Located at the call site, the instruction before the return.
            let pc = call.return_address.wrapping_sub(4);
            let fault = |message: String| MeshError::Fault {
                x,
                y,
                function: format!("`{}`", call.routine),
                pc,
                at: format!("pc {pc:#x}"),
                message,
            };
            if call.routine == "memset" {
                context
                    .hart
                    .memset(context.memory, first, second as u8, third)
                    .map_err(fault)?;
            } else {
                context
                    .hart
                    .memmove(context.memory, first, second, third)
                    .map_err(fault)?;
            }
            Ok(Some(Some(first)))
        }
        name if crate::softfloat::ROUTINES.contains(&name) => {
            Ok(Some(crate::softfloat::call(name, [first, second])))
        }
        _ => Err(MeshError::Unsupported {
            x,
            y,
            name: call.routine.clone(),
        }),
    }
}

/// A hart fault as words: its pc, and what it did.
fn describe_fault(fault: &HartFault) -> (u32, String) {
    match fault {
        HartFault::Access { pc, access } => {
            let what = match access.kind {
                AccessKind::Load => "a load",
                AccessKind::Store => "a store",
                AccessKind::Fetch => "an instruction fetch",
            };
            let misaligned = if access.misaligned { " misaligned" } else { "" };
            let region = match layout::decode(access.address).0 {
                Region::Code if access.misaligned => "in the program's code and data",
                Region::Code => "past the end of the program's code and data",
                Region::Stack => "on the stack",
                _ => "outside the PE's memory",
            };
            (
                *pc,
                format!(
                    "{what} of {} bytes at{misaligned} address {:#x}, {region}",
                    access.bytes, access.address
                ),
            )
        }
        HartFault::Illegal { pc, error } => (*pc, format!("the processor stopped: {error}")),
    }
}

fn color_of(word: u32, context: &Context) -> Result<u8, MeshError> {
    u8::try_from(word).map_err(|_| MeshError::Fabric {
        x: context.pe.0,
        y: context.pe.1,
        message: format!("color {word} does not exist"),
    })
}

#[cfg(test)]
mod tests {
    use super::Completion;

    #[test]
    fn completion_words_decode_as_the_abi_says() {
        assert_eq!(Completion::decode(u32::MAX), Some(Completion::Nothing));
        assert_eq!(
            Completion::decode(1 << 8 | 9),
            Some(Completion::Activate(9))
        );
        assert_eq!(
            Completion::decode(2 << 8 | 30),
            Some(Completion::Unblock(30))
        );
        assert_eq!(Completion::decode(3 << 8), None);
        assert_eq!(Completion::decode(0), None);
    }
}
