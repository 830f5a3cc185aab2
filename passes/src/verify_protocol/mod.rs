//! `tanto-verify-protocol`: the pipe protocol on every path of every kernel,
//! and across the kernels of a core, a static deadlock check (the rules are
//! in [`checker`]). Trip counts come from constants and from the arguments a
//! device program gives (`tanto.value`).

pub mod checker;
pub mod simulate;

use checker::{At, Event, Kernel, Node, Severity, Trips};
use melior::ir::{
    attribute::IntegerAttribute,
    block::{BlockArgument, BlockLike},
    operation::{OperationLike, OperationResult},
    Location, OperationRef, RegionLike, RegionRef, Value, ValueLike,
};
use std::collections::{BTreeMap, BTreeSet, HashMap};
use tanto_dialects::{
    pass::{PassFailed, PassInfo, PassOptions, RustPass},
    types,
    verify::{emit, emit_warning, nested_ops, Finding},
};

pub static PASS: PassInfo = PassInfo {
    argument: "tanto-verify-protocol",
    description: "Check the pipe and FIFO protocols on every path, and that producers and consumers of each pipe agree (a static deadlock check)",
    anchor: "builtin.module",
    create,
};

fn create(options: &PassOptions) -> Result<Box<dyn RustPass>, String> {
    options.expect_only(&[])?;
    Ok(Box::new(VerifyProtocol))
}

struct VerifyProtocol;

impl RustPass for VerifyProtocol {
    fn run<'c>(
        &mut self,
        _context: &'c melior::Context,
        module: OperationRef<'c, '_>,
    ) -> Result<(), PassFailed> {
        let _span = tracing::info_span!("pass", name = PASS.argument).entered();
        let mut extractor = Extractor::default();
        let kernels: Vec<Kernel> = nested_ops(module)
            .into_iter()
            .filter(|op| op.name().as_string_ref().as_str() == Ok("func.func"))
            .filter_map(|function| extractor.kernel(function))
            .collect();
        let mut findings: Vec<checker::Finding> =
            kernels.iter().flat_map(checker::check_kernel).collect();
        findings.extend(checker::check_program(&kernels));
        // Deadlocks only make sense for kernels that follow the protocol.
        if findings.iter().all(|f| f.severity != Severity::Error) {
            findings.extend(deadlocks(&kernels, &pipe_capacities(module)));
        }
        let mut failed = false;
        for finding in findings {
            let location = extractor.locations[finding.at];
            match finding.severity {
                Severity::Error => {
                    failed = true;
                    let notes = finding
                        .notes
                        .into_iter()
                        .map(|(at, note)| (extractor.locations[at], note))
                        .collect();
                    emit(&Finding {
                        location,
                        message: finding.message,
                        notes,
                    });
                }
                Severity::Warning => emit_warning(location, &finding.message),
            }
        }
        if failed {
            Err(PassFailed)
        } else {
            Ok(())
        }
    }

    /// A checker: it reports, and never changes the IR.
    fn changed_ir(&self) -> bool {
        false
    }
}

/// Frames of each pipe of the program, by resource name.
pub fn pipe_capacities(module: OperationRef) -> BTreeMap<String, u64> {
    nested_ops(module)
        .into_iter()
        .filter(|op| op.name().as_string_ref().as_str() == Ok("pipe.decl"))
        .filter_map(|op| {
            Some((
                types::string_attribute(&op, "sym_name")?,
                u64::try_from(types::int_attribute(&op, "frames")?).ok()?,
            ))
        })
        .collect()
}

/// Runs the kernels of each core against their pipes; a deadlock is an
/// error at the first blocked kernel, with a note at each other one.
fn deadlocks(kernels: &[Kernel], capacity: &BTreeMap<String, u64>) -> Vec<checker::Finding> {
    let mut findings = Vec::new();
    for (cores, members) in simulate::core_groups(kernels) {
        let group: Vec<&Kernel> = members.iter().map(|i| &kernels[*i]).collect();
        let simulate::Outcome::Deadlock(deadlock) = simulate::simulate(&group, capacity) else {
            continue;
        };
        let Some((first, others)) = deadlock.blocked.split_first() else {
            continue;
        };
        let (x, y) = cores[0];
        let more = match cores.len() {
            1 => String::new(),
            n => format!(" and {} other cores", n - 1),
        };
        findings.push(checker::Finding {
            at: first.at,
            severity: Severity::Error,
            message: format!(
                "deadlock on core ({x}, {y}){more}: kernel `{}` {}",
                first.kernel, first.reason
            ),
            notes: others
                .iter()
                .map(|o| (o.at, format!("while kernel `{}` {}", o.kernel, o.reason)))
                .collect(),
        });
    }
    findings
}

#[derive(Default)]
pub struct Extractor<'c> {
    locations: Vec<Location<'c>>,
    slots: HashMap<usize, usize>,
}

impl<'c> Extractor<'c> {
    fn at(&mut self, location: Location<'c>) -> At {
        self.locations.push(location);
        self.locations.len() - 1
    }

    pub(crate) fn kernel(&mut self, function: OperationRef<'c, '_>) -> Option<Kernel> {
        let name = types::string_attribute(&function, "sym_name").unwrap_or_default();
        let at = self.at(function.location());
        let cores = types::array_attribute(&function, "tanto.cores").map(|c| {
            c.chunks(4)
                .filter(|r| r.len() == 4)
                .flat_map(|r| (r[1]..=r[3]).flat_map(move |y| (r[0]..=r[2]).map(move |x| (x, y))))
                .collect::<BTreeSet<_>>()
        });
        let body = self.region(function.region(0).ok()?, &function, &name);
        Some(Kernel {
            name,
            at,
            cores,
            body,
        })
    }

    fn region(
        &mut self,
        region: RegionRef<'c, '_>,
        function: &OperationRef<'c, '_>,
        kernel: &str,
    ) -> Vec<Node> {
        let mut nodes = Vec::new();
        let mut block = region.first_block();
        while let Some(b) = block {
            let mut op = b.first_operation();
            while let Some(o) = op {
                self.op(o, function, kernel, &mut nodes);
                op = o.next_in_block();
            }
            block = b.next_in_region();
        }
        nodes
    }

    fn op(
        &mut self,
        op: OperationRef<'c, '_>,
        function: &OperationRef<'c, '_>,
        kernel: &str,
        nodes: &mut Vec<Node>,
    ) {
        let name = op.name().as_string_ref().as_str().unwrap_or("").to_string();
        let operand = |i: usize| op.operand(i).ok();
        let pipe = |v: Option<Value<'c, '_>>| {
            v.filter(|v| types::is_dynamic(v.r#type(), "pipe", "pipe"))
                .map(|v| pipe_id(v, function, kernel))
        };
        let mut events: Vec<Event> = Vec::new();
        let next_frame = op.has_attribute("next_frame");
        let write_frame = |p: String| {
            if next_frame {
                Event::WriteNextFrame(p)
            } else {
                Event::WriteFrame(p)
            }
        };
        match name.as_str() {
            "scf.if" => {
                let at = self.at(op.location());
                let then = op
                    .region(0)
                    .map(|r| self.region(r, function, kernel))
                    .unwrap_or_default();
                let otherwise = op
                    .region(1)
                    .map(|r| self.region(r, function, kernel))
                    .unwrap_or_default();
                nodes.push(Node::If {
                    at,
                    then,
                    otherwise,
                });
                return;
            }
            "scf.for" => {
                let at = self.at(op.location());
                let trips = for_trips(op);
                let body = op
                    .region(0)
                    .map(|r| self.region(r, function, kernel))
                    .unwrap_or_default();
                nodes.push(Node::Loop { at, trips, body });
                return;
            }
            "scf.while" => {
                let at = self.at(op.location());
                let mut body = op
                    .region(0)
                    .map(|r| self.region(r, function, kernel))
                    .unwrap_or_default();
                body.extend(
                    op.region(1)
                        .map(|r| self.region(r, function, kernel))
                        .unwrap_or_default(),
                );
                nodes.push(Node::Loop {
                    at,
                    trips: Trips::Unknown(
                        "a while loop runs a number of times known only at run time".into(),
                    ),
                    body,
                });
                return;
            }
            "pipe.reserve_back" => events.extend(pipe(operand(0)).map(Event::Reserve)),
            "pipe.reserve_next" => events.extend(pipe(operand(0)).map(Event::ReserveNext)),
            "noc.sem_wait" => events.push(Event::SemaphoreWait),
            "pipe.push_back" => events.extend(pipe(operand(0)).map(Event::Push)),
            "pipe.wait_front" => events.extend(pipe(operand(0)).map(Event::Wait)),
            "pipe.pop_front" => events.extend(pipe(operand(0)).map(Event::Pop)),
            "pipe.set_frame" => {
                let tiles = operand(1).and_then(|v| evaluate(v).ok());
                events.extend(pipe(operand(0)).map(|p| Event::SetFrame(p, tiles)));
            }
            // Transfers into this core's pipes fill the write frame; out of
            // them, the read frame. Remote endpoints follow their own core's
            // protocol.
            "noc.read" | "noc.move" => {
                events.extend(pipe(operand(0)).map(write_frame));
                events.extend(pipe(operand(2)).map(Event::ReadFrame));
            }
            "noc.read_remote" => events.extend(pipe(operand(0)).map(write_frame)),
            "noc.write" => {
                events.extend(pipe(operand(0)).map(Event::ReadFrame));
                events.extend(pipe(operand(2)).map(Event::WriteFrame));
            }
            "noc.write_remote" | "noc.write_mcast" | "noc.write_mcast_with_self" => {
                events.extend(pipe(operand(0)).map(Event::ReadFrame))
            }
            "tile.copy" | "tile.transpose" => events.extend(pipe(operand(1)).map(Event::ReadFrame)),
            "tile.add" | "tile.sub" | "tile.mul" | "tile.matmul" | "tile.reduce" => {
                events.extend(pipe(operand(1)).map(Event::ReadFrame));
                events.extend(pipe(operand(2)).map(Event::ReadFrame));
            }
            "tile.pack" => events.extend(pipe(operand(2)).map(Event::WriteFrame)),
            "tile.tilize_block" | "tile.untilize_block" => {
                events.extend(pipe(operand(0)).map(Event::ReadFrame));
                events.extend(pipe(operand(2)).map(Event::WriteFrame));
            }
            "pipe.talloc" | "pipe.tpop" => {
                if let Ok(slot) = op.result(0) {
                    let id = self.slot(slot.into());
                    events.push(if name == "pipe.talloc" {
                        Event::Alloc(id)
                    } else {
                        Event::Acquire(id)
                    });
                }
            }
            "pipe.tpush" | "pipe.tfree" => {
                if let Some(slot) = operand(1) {
                    let id = self.slot(slot);
                    events.push(if name == "pipe.tpush" {
                        Event::Commit(id)
                    } else {
                        Event::Free(id)
                    });
                }
            }
            "tile.tload" | "tile.tstore" => {
                for value in op.operands() {
                    if let Some(id) = self.slots.get(&(value.to_raw().ptr as usize)) {
                        events.push(Event::UseSlot(*id));
                    }
                }
            }
            _ => {
                // Other ops with regions: their contents run in place.
                for region in op.regions() {
                    nodes.extend(self.region(region, function, kernel));
                }
                return;
            }
        }
        for event in events {
            let at = self.at(op.location());
            nodes.push(Node::Event {
                at,
                op: name.clone(),
                event,
            });
        }
    }

    fn slot(&mut self, value: Value) -> usize {
        let next = self.slots.len();
        *self
            .slots
            .entry(value.to_raw().ptr as usize)
            .or_insert(next)
    }
}

/// A pipe's identity: the resource a kernel parameter is bound to, or the
/// parameter itself outside a device program.
fn pipe_id(value: Value, function: &OperationRef, kernel: &str) -> String {
    let Some(argument) = value
        .is_block_argument()
        .then(|| BlockArgument::try_from(value).ok())
        .flatten()
    else {
        return format!("{kernel}:{value}");
    };
    let index = argument.argument_number();
    types::argument_string(function, index, "tanto.bind")
        .or_else(|| {
            types::argument_string(function, index, "tanto.name").map(|n| format!("{kernel}:{n}"))
        })
        .unwrap_or_else(|| format!("{kernel}:#{index}"))
}

/// The trip count of an `scf.for` whose bounds are known.
fn for_trips(op: OperationRef) -> Trips {
    let bound = |i: usize| {
        op.operand(i)
            .map_err(|_| "a malformed loop".to_string())
            .and_then(evaluate)
    };
    match (bound(0), bound(1), bound(2)) {
        (Ok(lb), Ok(ub), Ok(step)) if step > 0 => Trips::Known(if ub > lb {
            ((ub - lb) as u64).div_ceil(step as u64)
        } else {
            0
        }),
        (Ok(_), Ok(_), Ok(_)) => Trips::Unknown("the loop step is not positive".into()),
        (Err(why), _, _) | (_, Err(why), _) | (_, _, Err(why)) => Trips::Unknown(why),
    }
}

/// The value of an integer SSA value when it is known before the kernel
/// runs; otherwise why not (naming the argument it depends on).
pub fn evaluate(value: Value) -> Result<i64, String> {
    // Each kind is checked before converting: melior's failed conversion
    // prints the value, which walks the whole module.
    if let Some(argument) = value
        .is_block_argument()
        .then(|| BlockArgument::try_from(value).ok())
        .flatten()
    {
        let owner = argument.owner();
        let function = owner
            .parent_operation()
            .filter(|o| o.name().as_string_ref().as_str() == Ok("func.func"));
        let Some(function) = function else {
            return Err("it depends on a loop variable".into());
        };
        let index = argument.argument_number();
        let name = types::argument_string(&function, index, "tanto.name")
            .unwrap_or_else(|| format!("#{index}"));
        return types::argument_attribute(&function, index, "tanto.value")
            .and_then(|a| IntegerAttribute::try_from(a).ok())
            .map(|a| a.value())
            .ok_or_else(|| {
                format!("it depends on `{name}`, a runtime argument the program does not give")
            });
    }
    let Some(result) = value
        .is_operation_result()
        .then(|| OperationResult::try_from(value).ok())
        .flatten()
    else {
        return Err("it depends on a runtime value".into());
    };
    let op = result.owner();
    let name = op.name().as_string_ref().as_str().unwrap_or("").to_string();
    if name == "arith.constant" {
        return op
            .attribute("value")
            .ok()
            .and_then(|a| IntegerAttribute::try_from(a).ok())
            .map(|a| a.value())
            .ok_or_else(|| "it depends on a non-integer constant".into());
    }
    let operands: Vec<Value> = op.operands().collect();
    let (a, b) = match operands.as_slice() {
        [a, b] => (evaluate(*a)?, evaluate(*b)?),
        [a] if matches!(
            name.as_str(),
            "arith.extui"
                | "arith.extsi"
                | "arith.trunci"
                | "arith.index_cast"
                | "arith.index_castui"
        ) =>
        {
            return evaluate(*a)
        }
        _ => return Err("it depends on a value computed at run time".into()),
    };
    let checked = |v: Option<i64>| v.ok_or_else(|| "it overflows".to_string());
    match name.as_str() {
        "arith.addi" => checked(a.checked_add(b)),
        "arith.subi" => checked(a.checked_sub(b)),
        "arith.muli" => checked(a.checked_mul(b)),
        "arith.divui" | "arith.divsi" => checked(a.checked_div(b)),
        "arith.remui" | "arith.remsi" => checked(a.checked_rem(b)),
        "arith.shli" => checked(a.checked_shl(b as u32)),
        "arith.shrui" | "arith.shrsi" => checked(a.checked_shr(b as u32)),
        "arith.andi" => Ok(a & b),
        "arith.ori" => Ok(a | b),
        "arith.xori" => Ok(a ^ b),
        "arith.maxui" | "arith.maxsi" => Ok(a.max(b)),
        "arith.minui" | "arith.minsi" => Ok(a.min(b)),
        _ => Err("it depends on a value computed at run time".into()),
    }
}
