//! Builds the protocol model of kernels from the IR. What each op does to
//! pipes and FIFOs comes from its interfaces (`protocol`, `frames`, `fifo`,
//! `blocks_on`), so an op that declares them needs no change here.

use super::{At, Event, Kernel, Node, Trips};
use crate::analysis::{
    loops::trip_count_on,
    resources::core_set,
    values::{self, CoreValues},
};
use melior::ir::{
    block::BlockLike, operation::OperationLike, Location, OperationRef, RegionLike, RegionRef,
    Value, ValueLike,
};
use std::collections::HashMap;
use tanto_dialects::{
    interfaces, ir,
    spec::{Access, BlockOn, FifoStep, ProtocolStep},
    types, OpKind,
};

/// Extracts kernels; keeps the location and the operation of every model
/// node (`At` indexes both).
#[derive(Default)]
pub struct Extractor<'c> {
    locations: Vec<Location<'c>>,
    /// The key ([`ir::op_key`]) of the operation each node came from.
    origins: Vec<usize>,
    slots: HashMap<usize, usize>,
    /// The per-core argument values of the kernel being extracted.
    core: CoreValues,
    /// The elements of its frame a frame access covers, where the IR says
    /// (first element, count), by node.
    extents: HashMap<At, (u64, u64)>,
    /// Those of the events `events` just returned, in order.
    pending: Vec<Option<(u64, u64)>>,
}

impl<'c> Extractor<'c> {
    /// The location of a model node.
    pub fn location(&self, at: At) -> Location<'c> {
        self.locations[at]
    }

    /// The elements of its pipe's frame a frame access covers (first, count),
    /// when they are known before the kernel runs.
    pub fn extent(&self, at: At) -> Option<(u64, u64)> {
        self.extents.get(&at).copied()
    }

    /// The operation each node came from, by `At`: plans name operations
    /// by these keys ([`crate::schedule::edits`]).
    pub fn origins(&self) -> &[usize] {
        &self.origins
    }

    fn at(&mut self, op: OperationRef<'c, '_>) -> At {
        self.locations.push(op.location());
        self.origins.push(ir::op_key(op));
        self.locations.len() - 1
    }

    /// The model of a kernel (a function with a body).
    pub fn kernel(&mut self, function: OperationRef<'c, '_>) -> Option<Kernel> {
        self.core = CoreValues::new();
        self.extract(function)
    }

    /// The model of a kernel on the cores `cores`, where its per-core
    /// arguments have the values `values`.
    pub fn kernel_on(
        &mut self,
        function: OperationRef<'c, '_>,
        cores: std::collections::BTreeSet<(i64, i64)>,
        values: CoreValues,
    ) -> Option<Kernel> {
        self.core = values;
        let mut kernel = self.extract(function)?;
        kernel.cores = Some(cores);
        kernel.per_core = true;
        self.core = CoreValues::new();
        Some(kernel)
    }

    fn extract(&mut self, function: OperationRef<'c, '_>) -> Option<Kernel> {
        let name = types::string_attribute(&function, "sym_name").unwrap_or_default();
        let at = self.at(function);
        let cores = types::array_attribute(&function, "tanto.cores").map(|c| core_set(&c));
        let launch = types::int_attribute(&function, "tanto.launch").unwrap_or(0);
        let body = self.region(function.region(0).ok()?, &name);
        Some(Kernel {
            body,
            cores,
            launch,
            per_core: false,
            at,
            name,
        })
    }

    fn region(&mut self, region: RegionRef<'c, '_>, kernel: &str) -> Vec<Node> {
        let mut nodes = Vec::new();
        let mut block = region.first_block();
        while let Some(b) = block {
            let mut op = b.first_operation();
            while let Some(o) = op {
                self.op(o, kernel, &mut nodes);
                op = o.next_in_block();
            }
            block = b.next_in_region();
        }
        nodes
    }

    fn regions(
        &mut self,
        op: OperationRef<'c, '_>,
        indices: &[usize],
        kernel: &str,
    ) -> Vec<Vec<Node>> {
        indices
            .iter()
            .map(|i| {
                op.region(*i)
                    .map(|r| self.region(r, kernel))
                    .unwrap_or_default()
            })
            .collect()
    }

    fn op(&mut self, op: OperationRef<'c, '_>, kernel: &str, nodes: &mut Vec<Node>) {
        match OpKind::of(&op) {
            Some(OpKind::ScfIf) => {
                let at = self.at(op);
                let [then, otherwise]: [Vec<Node>; 2] = self
                    .regions(op, &[0, 1], kernel)
                    .try_into()
                    .unwrap_or_default();
                nodes.push(Node::If {
                    at,
                    then,
                    otherwise,
                });
                return;
            }
            Some(OpKind::ScfFor) => {
                let at = self.at(op);
                let trips = trip_count_on(&op, &self.core);
                let body = self.regions(op, &[0], kernel).concat();
                nodes.push(Node::Loop { at, trips, body });
                return;
            }
            Some(OpKind::ScfWhile) => {
                let at = self.at(op);
                let body = self.regions(op, &[0, 1], kernel).concat();
                nodes.push(Node::Loop {
                    at,
                    trips: Trips::Unknown(
                        "a while loop runs a number of times known only at run time".into(),
                    ),
                    body,
                });
                return;
            }
            _ => {}
        }
        let events = self.events(op, kernel);
        let Some(events) = events else {
            // Other ops with regions: their contents run in place.
            for region in op.regions() {
                nodes.extend(self.region(region, kernel));
            }
            return;
        };
        let name = op.name().as_string_ref().as_str().unwrap_or("").to_string();
        let extents = std::mem::take(&mut self.pending);
        for (i, event) in events.into_iter().enumerate() {
            let at = self.at(op);
            if let Some(Some(extent)) = extents.get(i) {
                self.extents.insert(at, *extent);
            }
            nodes.push(Node::Event {
                at,
                op: name.clone(),
                event,
            });
        }
    }

    /// The protocol events of an op, in order; None for an op the protocol
    /// does not see.
    fn events(&mut self, op: OperationRef<'c, '_>, kernel: &str) -> Option<Vec<Event>> {
        self.pending.clear();
        let info = interfaces::info(&op);
        let pipe = |index: usize| {
            op.operand(index)
                .ok()
                .filter(|v| tanto_dialects::pipe::PipeType::isa(v.r#type()))
                .map(|v| pipe_id(v, kernel))
        };
        if let Some(protocol) = info.protocol {
            let pipe = pipe(protocol.pipe);
            let event = match protocol.step {
                ProtocolStep::Reserve => pipe.map(Event::Reserve),
                ProtocolStep::ReserveNext => {
                    let ahead = types::int_attribute(&op, "ahead").unwrap_or(1);
                    pipe.map(|p| Event::ReserveNext(p, u32::try_from(ahead).unwrap_or(0)))
                }
                ProtocolStep::Push => pipe.map(Event::Push),
                ProtocolStep::Wait => pipe.map(Event::Wait),
                ProtocolStep::WaitNext => {
                    let ahead = types::int_attribute(&op, "ahead").unwrap_or(1);
                    pipe.map(|p| Event::WaitNext(p, u32::try_from(ahead).unwrap_or(0)))
                }
                ProtocolStep::Pop => pipe.map(Event::Pop),
                ProtocolStep::SetFrame => {
                    let tiles = protocol
                        .tiles
                        .and_then(|i| op.operand(i).ok())
                        .and_then(|v| values::evaluate_on(v, &self.core).ok());
                    pipe.map(|p| Event::SetFrame(p, tiles))
                }
            };
            return Some(event.into_iter().collect());
        }
        if info.blocks_on == Some(BlockOn::Semaphore) {
            return Some(vec![Event::SemaphoreWait]);
        }
        if let Some(fifo) = info.fifo {
            return Some(self.fifo_events(op, fifo));
        }
        if info.frames.is_empty() {
            return None;
        }
        // Transfers into this core's pipes fill the write frame (or the next
        // reserved one); out of them, the read frame. Remote endpoints
        // follow their own core's protocol and are not listed.
        let next_frame = op.has_attribute("next_frame");
        let ahead = types::int_attribute(&op, "ahead").unwrap_or(1);
        let ahead = u32::try_from(ahead).unwrap_or(0);
        let source_ahead =
            types::int_attribute(&op, "source_ahead").map(|a| u32::try_from(a).unwrap_or(0));
        let mut events = Vec::new();
        for (index, access) in &info.frames {
            let Some(pipe) = pipe(*index) else {
                continue;
            };
            events.push(match access {
                Access::Read => match source_ahead {
                    Some(ahead) => Event::ReadAheadFrame(pipe, ahead),
                    None => Event::ReadFrame(pipe),
                },
                Access::Write if next_frame => Event::WriteNextFrame(pipe, ahead),
                Access::Write => Event::WriteFrame(pipe),
            });
            let extent = self.frame_extent(op, info, *index);
            self.pending.push(extent);
        }
        Some(events)
    }

    /// The elements of the frame of the pipe at operand `pipe` that `op`
    /// covers, when its operands are known: a tile index's tile, or a
    /// transfer's offset and count on that side.
    fn frame_extent(
        &self,
        op: OperationRef<'c, '_>,
        info: &interfaces::OpInfo,
        pipe: usize,
    ) -> Option<(u64, u64)> {
        let known = |index: usize| {
            let value = op.operand(index).ok()?;
            values::evaluate_on(value, &self.core)
                .ok()
                .and_then(|v| u64::try_from(v).ok())
        };
        if let Some((_, tile)) = info.frame_tiles.iter().find(|(p, _)| *p == pipe) {
            return Some((known(*tile)? * 1024, 1024));
        }
        let transfer = info.transfer.as_ref()?;
        let offset = if transfer.dst == pipe {
            transfer.dst_offset?
        } else if transfer.src == pipe {
            transfer.src_offset?
        } else {
            return None;
        };
        Some((known(offset)?, known(transfer.count?)?))
    }

    fn fifo_events(&mut self, op: OperationRef<'c, '_>, fifo: interfaces::Fifo) -> Vec<Event> {
        // The slot a step names: the result of the op that opens it, the
        // operand of the op that closes it.
        let slot: Option<Value> = match fifo.step {
            FifoStep::Alloc | FifoStep::Acquire => op.result(0).ok().map(Value::from),
            FifoStep::Commit | FifoStep::Free => fifo.slot.and_then(|i| op.operand(i).ok()),
            FifoStep::Use => None,
        };
        let event = match fifo.step {
            FifoStep::Alloc => Event::Alloc,
            FifoStep::Acquire => Event::Acquire,
            FifoStep::Commit => Event::Commit,
            FifoStep::Free => Event::Free,
            FifoStep::Use => {
                return op
                    .operands()
                    .filter_map(|value| self.slots.get(&ir::value_key(value)))
                    .map(|id| Event::UseSlot(*id))
                    .collect()
            }
        };
        slot.map(|slot| event(self.slot(slot)))
            .into_iter()
            .collect()
    }

    fn slot(&mut self, value: Value) -> usize {
        let next = self.slots.len();
        *self.slots.entry(ir::value_key(value)).or_insert(next)
    }
}

/// A pipe's identity: the resource a kernel parameter is bound to, or the
/// parameter itself outside a device program.
fn pipe_id(value: Value, kernel: &str) -> String {
    let Some(parameter) = values::kernel_parameter(value) else {
        return format!("{kernel}:{value}");
    };
    parameter
        .bind
        .or_else(|| parameter.name.map(|n| format!("{kernel}:{n}")))
        .unwrap_or_else(|| format!("{kernel}:#{}", parameter.index))
}
