//! Checks of a kernel's synchronisation and manual placement, on the syntax
//! tree in program order (a pure planner: statements in, diagnostics out):
//!
//! - an event waited on (`wait_event [src, dst, id]`, `wait_flag`) must be
//!   recorded before (`record_event`, `set_flag`), or anywhere in an
//!   enclosing loop's body (ping-pong loops record for the next iteration);
//!   an id set at run time (`set_flag_dyn`) may be any id of its pipelines,
//!   and one waited for at run time is not checked;
//! - a tile placed by hand (`alloc_tile addr = ...`, `tassign`) must not be
//!   read after another tile sharing its bytes was written: its contents
//!   are gone (the "tile used after its buffer is reassigned" rule).
//!
//! The FIFO's rules (a TFREE closes a TPOP's slot, every slot is released,
//! no use after release) are the pipe dialect's verifier and
//! tanto-verify-protocol's.

use super::{
    ast::{parse_int, Func, Item, Op, ParsedOpKind, Span, Statement},
    ops::{event_class, pipe_name},
    types::{Ty, Written},
};
use crate::diagnostic::Diagnostic;
use std::collections::{HashMap, HashSet};

type EventKey = (&'static str, &'static str, String);

/// A tile placed at known bytes.
struct Placed {
    start: i64,
    end: i64,
    /// Set when another tile sharing its bytes was written: that tile and
    /// where.
    clobbered: Option<(String, Span)>,
}

#[derive(Default)]
struct Checker {
    diagnostics: Vec<Diagnostic>,
    constants: HashMap<String, i64>,
    recorded: HashSet<EventKey>,
    /// The events recorded anywhere in each enclosing loop body.
    loop_records: Vec<HashSet<EventKey>>,
    placed: HashMap<String, Placed>,
    /// The bytes of the tiles whose types are known.
    bytes: HashMap<String, i64>,
}

pub fn check(funcs: &[Func], bare: &[Op]) -> Vec<Diagnostic> {
    let mut diagnostics = Vec::new();
    let bodies = funcs
        .iter()
        .map(|f| (f.params.as_slice(), f.body.as_slice()))
        .chain(Some((&[][..], bare)));
    for (params, body) in bodies {
        let mut checker = Checker::default();
        for param in params {
            if let Some(bytes) = tile_bytes(&param.ty) {
                checker.bytes.insert(param.name.text.clone(), bytes);
            }
        }
        checker.ops(body);
        diagnostics.extend(checker.diagnostics);
    }
    diagnostics
}

/// The id standing for any: a run-time id (`set_flag_dyn`) may be any.
const ANY_ID: &str = "?";

/// Events an `[src, dst, id]` list names, with the manual's aliases
/// resolved: operation classes for record/wait_event, pipelines for
/// set/wait_flag, whose `_dyn` forms give the id as a value ([`ANY_ID`]).
fn event_key(statement: &Statement) -> Option<EventKey> {
    let Some(Item::List(items, _)) = statement.refs.first() else {
        return None;
    };
    let [src, dst, id] = items.as_slice() else {
        return None;
    };
    let side: fn(&str) -> Option<&'static str> = match event_op(statement)? {
        EventOp::Record | EventOp::Wait => event_class,
        EventOp::SetFlag | EventOp::WaitFlag => pipe_name,
    };
    let id = match id {
        Item::Value(..) => ANY_ID.to_string(),
        other => other.name()?,
    };
    Some((side(&src.name()?)?, side(&dst.name()?)?, id))
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum EventOp {
    Record,
    Wait,
    SetFlag,
    WaitFlag,
}

impl EventOp {
    fn records(self) -> bool {
        matches!(self, EventOp::Record | EventOp::SetFlag)
    }
}

fn event_op(statement: &Statement) -> Option<EventOp> {
    Some(match bare_name(&statement.name) {
        "record_event" => EventOp::Record,
        "wait_event" => EventOp::Wait,
        "set_flag" | "set_flag_dyn" => EventOp::SetFlag,
        "wait_flag" | "wait_flag_dyn" => EventOp::WaitFlag,
        _ => return None,
    })
}

fn records(ops: &[Op], into: &mut HashSet<EventKey>) {
    for op in ops {
        match &op.kind {
            ParsedOpKind::Instruction(s) if event_op(s).is_some_and(EventOp::records) => {
                into.extend(event_key(s));
            }
            other => {
                for body in other.bodies() {
                    records(body, into);
                }
            }
        }
    }
}

fn bare_name(name: &str) -> &str {
    name.strip_prefix("pto.").unwrap_or(name)
}

/// The bytes of a tile type.
fn tile_bytes(written: &Option<(Written, Span)>) -> Option<i64> {
    match written {
        Some((Written::Known(Ty::Tile(t)), _)) => Some(t.rows * t.cols * t.element_bytes()?),
        _ => None,
    }
}

impl Checker {
    fn ops(&mut self, ops: &[Op]) {
        for op in ops {
            self.op(op);
        }
    }

    fn op(&mut self, op: &Op) {
        match &op.kind {
            ParsedOpKind::Constant { literal, .. } | ParsedOpKind::Const { literal, .. } => {
                let name = match &op.kind {
                    ParsedOpKind::Const { value, .. } => Some(value.text.clone()),
                    _ => op.results.first().map(|r| r.text.clone()),
                };
                if let (Some(name), Some(v)) = (name, parse_int(&literal.0)) {
                    self.constants.insert(name, v);
                }
            }
            ParsedOpKind::For(f) => {
                let mut body_records = HashSet::new();
                records(&f.body, &mut body_records);
                self.loop_records.push(body_records);
                self.ops(&f.body);
                self.loop_records.pop();
            }
            // A while loop's test and body both repeat.
            ParsedOpKind::While(w) => {
                let mut body_records = HashSet::new();
                records(&w.before, &mut body_records);
                records(&w.after, &mut body_records);
                self.loop_records.push(body_records);
                self.ops(&w.before);
                self.ops(&w.after);
                self.loop_records.pop();
            }
            ParsedOpKind::Section { body, .. } => self.ops(body),
            ParsedOpKind::If(i) => {
                self.ops(&i.then_body);
                if let Some((body, _)) = &i.else_body {
                    self.ops(body);
                }
            }
            ParsedOpKind::Instruction(s) => self.instruction(op, s),
            _ => {}
        }
    }

    fn constant(&self, item: &Item) -> Option<i64> {
        match item {
            Item::Value(name, _) => self.constants.get(name).copied(),
            Item::Literal(text, _) | Item::Address(text, _) => parse_int(text),
            _ => None,
        }
    }

    fn instruction(&mut self, op: &Op, s: &Statement) {
        for operand in s.inputs.iter().chain(&s.outputs) {
            if let Some(bytes) = tile_bytes(&operand.written) {
                self.bytes.insert(operand.name.clone(), bytes);
            }
        }
        match bare_name(&s.name) {
            _ if event_op(s).is_some_and(EventOp::records) => {
                self.recorded.extend(event_key(s));
            }
            _ if event_op(s).is_some() => {
                // A run-time id, waited or set before, may be any id.
                if let Some(key) = event_key(s).filter(|k| k.2 != ANY_ID) {
                    let any = (key.0, key.1, ANY_ID.to_string());
                    let seen = |set: &HashSet<EventKey>| set.contains(&key) || set.contains(&any);
                    let in_loop = self.loop_records.iter().any(seen);
                    if !seen(&self.recorded) && !in_loop {
                        self.diagnostics.push(
                            Diagnostic::error(
                                s.name_span.clone(),
                                format!(
                                    "this waits for event {} ({} -> {}), which is never recorded before it",
                                    key.2, key.0, key.1
                                ),
                            )
                            .with_help("record it first (`pto.record_event [src, dst, id]`, `pto.set_flag [src, dst, id]`) with the same events; the wait would never return"),
                        );
                    }
                }
            }
            "alloc_tile" => {
                let address = s
                    .keyed
                    .iter()
                    .find(|(k, _, _)| k == "addr")
                    .and_then(|(_, item, _)| self.constant(item));
                let bytes = tile_bytes(&s.result_types.first().cloned());
                if let (Some(bytes), Some(result)) = (bytes, op.results.first()) {
                    self.bytes.insert(result.text.clone(), bytes);
                    if let Some(start) = address {
                        self.place(&result.text, start, bytes);
                    }
                }
            }
            "tassign" => {
                let target = s.inputs.first();
                let address = s
                    .refs
                    .first()
                    .and_then(|item| self.constant(item))
                    .or_else(|| {
                        s.inputs.get(1).and_then(|v| {
                            self.constant(&Item::Value(v.name.clone(), v.span.clone()))
                        })
                    });
                if let (Some(target), Some(start)) = (target, address) {
                    if let Some(bytes) = self.bytes.get(&target.name).copied() {
                        self.place(&target.name, start, bytes);
                    }
                }
            }
            _ => {}
        }
        if s.dps {
            // Reads before writes: `tadd ins(%a, %a) outs(%a)` reads %a.
            for input in &s.inputs {
                self.read(&input.name, &input.span);
            }
            for output in &s.outputs {
                self.write(&output.name, &output.span);
            }
        }
    }

    fn place(&mut self, name: &str, start: i64, bytes: i64) {
        self.placed.insert(
            name.to_string(),
            Placed {
                start,
                end: start + bytes,
                clobbered: None,
            },
        );
    }

    fn read(&mut self, name: &str, span: &Span) {
        let Some(placed) = self.placed.get(name) else {
            return;
        };
        if let Some((writer, at)) = &placed.clobbered {
            self.diagnostics.push(
                Diagnostic::error(
                    span.clone(),
                    format!(
                        "{name} is read after its buffer was reassigned: {writer}, placed over the same bytes, was written since"
                    ),
                )
                .with_note(at.clone(), format!("{writer} is written here"))
                .with_help("give the tiles disjoint addresses, or write the tile again before reading it"),
            );
            // One report per clobbering.
            if let Some(placed) = self.placed.get_mut(name) {
                placed.clobbered = None;
            }
        }
    }

    fn write(&mut self, name: &str, span: &Span) {
        let Some((start, end)) = self.placed.get(name).map(|p| (p.start, p.end)) else {
            return;
        };
        for (other, placed) in self.placed.iter_mut() {
            if other == name {
                placed.clobbered = None;
            } else if placed.start < end && start < placed.end {
                placed.clobbered = Some((name.to_string(), span.clone()));
            }
        }
    }
}
